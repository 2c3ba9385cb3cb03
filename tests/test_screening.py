"""Tournament registration screening: the same engine as `check`, event-level checks, reports."""
from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deckcheck.screening import read_registrations, screen
from deckcheck.screening.report import write_report

FIX = Path(__file__).parent / "fixtures" / "screening"


def _event(tmp_path: Path) -> Path:
    """Five players: two legal, one illegal (a fifth Orgrimmar Grunts is fine: unlimited; a fifth
    Lazy Peons is not), one misspelled, one unreadable, and one copy of another's list."""
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(FIX / "senzir.txt", ev / "alice.txt")
    shutil.copy(FIX / "litori.txt", ev / "bob.txt")
    gore = (FIX / "gorebelly.txt").read_text(encoding="utf-8")
    (ev / "carol.txt").write_text(gore.replace("2 Lazy Peons", "5 Lazy Peons"), encoding="utf-8")
    (ev / "dave.txt").write_text(gore.replace("4 Hidden Enemies", "4 Hiden Enemies"), encoding="utf-8")
    (ev / "erin.deck").write_bytes(b"\x89PNG\r\n\x1a\n\0\0garbage")
    shutil.copy(FIX / "senzir.txt", ev / "frank.txt")
    return ev


def _rows(result):
    return {r["player_id"]: r for r in result.rows()}


def test_folder_screening_statuses_and_summary(tmp_path):
    result = screen(read_registrations(_event(tmp_path)), "constructed", workers=1)
    try:
        rows = _rows(result)
        s = result.summary()
        assert s["players"] == 6
        assert s["illegal"] == 1 and s["unreadable"] == 1
        assert s["legal"] == 3 and s["review"] == 1 and s["unverified"] == 0   # each status counted once
        assert rows["carol"]["status"] == "illegal"
        v = [x for x in rows["carol"]["violations"] if x["rule"] == "100.4"]
        assert v and v[0]["card"] == "Lazy Peons" and "remove 1 Lazy Peons" in v[0]["fix"]
        assert rows["erin"]["status"] == "unreadable" and "not a text deck file" in rows["erin"]["reason"]
        # a fuzzy-read name is never silently accepted
        assert rows["dave"]["status"] == "review"
        assert any("read 'Hiden Enemies' as Hidden Enemies" in m for m in rows["dave"]["review"])
        # identical decklists are worth a judge's look, not an error: one group with every player,
        # each of them flagged, naming the other, and counted in "needs review"
        for me, other in (("frank", "alice"), ("alice", "frank")):
            dup = [x["message"] for x in rows[me]["violations"] if x["rule"] == "registration"]
            assert dup == [f"identical decklist: group 1 of 2 players (with {other})"], dup
            assert rows[me]["status"] == "legal" and rows[me]["group"] == 1
        assert [g.as_dict() for g in result.groups()] == [{
            "group": 1, "hero": "Sen'zir Beastwalker", "count": 2,
            "players": [{"player_id": "alice", "player_name": "alice"}, {"player_id": "frank", "player_name": "frank"}]}]
        assert s["duplicate_decklists"] == 2 and s["registration_problems"] == 2 and s["identical_groups"] == 1
        assert s["needs_review"] == 3     # dave's fuzzy name, and the pair
        # illegal first, legal last
        order = [r["status"] for r in result.rows()]
        assert order.index("illegal") < order.index("unreadable") < order.index("review") < order.index("legal")
        assert not result.all_legal
    finally:
        result.close()


def test_roster_duplicates_hero_and_declared_totals(tmp_path):
    deck = (FIX / "litori.txt").read_text(encoding="utf-8")
    short = "Main deck (60)\n" + "\n".join(l for l in deck.splitlines() if not l.startswith("#"))
    short = short.replace("4 ", "3 ", 1)
    roster = tmp_path / "roster.json"
    roster.write_text(json.dumps({"players": [
        {"player_id": "P1", "player_name": "Ann Lee", "hero": "Litori Frostburn", "deck_text": short},
        {"player_id": "P1", "player_name": "Bo Chan", "hero": "", "deck": str(FIX / "senzir.txt")},
        {"player_id": "P3", "player_name": "ann lee", "hero": "Sen'zir Beastwalker", "deck": str(FIX / "gorebelly.txt")},
    ]}), encoding="utf-8")
    result = screen(read_registrations(roster, allow_outside=[FIX]), "constructed", workers=1)
    try:
        rows = list(result.rows())
        msgs = {r["player_name"]: [v["message"] for v in r["violations"]] for r in rows}
        assert any("declares 60 main deck cards but its lines add up to 59" in m for m in msgs["Ann Lee"])
        assert any("player id P1 is registered 2 times" in m for m in msgs["Bo Chan"])
        assert any("player id P1 is registered 2 times" in m for m in msgs["Ann Lee"])   # both rows
        assert any("appears under more than one player id" in m for m in msgs["ann lee"])
        assert any("the roster names Sen'zir Beastwalker as hero, the list Gorebelly" in m for m in msgs["ann lee"])
        assert all(r["status"] == "illegal" for r in rows)
    finally:
        result.close()


def test_player_header_line_names_the_player(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    senzir = (FIX / "senzir.txt").read_text(encoding="utf-8")
    (ev / "p017.txt").write_text("Player: Zed  Zedson\n" + senzir, encoding="utf-8")
    (ev / "p018.txt").write_text("Title: Beast Mode\n" + (FIX / "litori.txt").read_text(encoding="utf-8"),
                                 encoding="utf-8")
    (ev / "p019.txt").write_text("Name: Peon Rush\n" + (FIX / "gorebelly.txt").read_text(encoding="utf-8"),
                                 encoding="utf-8")
    result = screen(read_registrations(ev), "constructed", workers=1)
    try:
        rows = _rows(result)
        assert rows["p017"]["player_name"] == "Zed Zedson"           # the header wins over the file name
        assert rows["p018"]["player_name"] == "p018"                 # a title is not a player
        assert rows["p019"]["player_name"] == "p019"
        assert all(r["status"] == "legal" for r in rows.values())
    finally:
        result.close()
    # a roster's own player_name stays; the header only fills a blank one
    roster = tmp_path / "roster.json"
    roster.write_text(json.dumps([
        {"player_id": "A", "player_name": "Ann Lee", "deck": str(ev / "p017.txt")},
        {"player_id": "B", "player_name": "", "deck_text": "Player: Bo Chan\n" + senzir.replace("4 ", "3 ", 1)},
    ]), encoding="utf-8")
    result = screen(read_registrations(roster), "constructed", workers=1)
    try:
        assert {r["player_id"]: r["player_name"] for r in result.rows()} == {"A": "Ann Lee", "B": "Bo Chan"}
    finally:
        result.close()


def test_duplicate_ids_mark_every_row_and_are_the_same_for_any_worker_count(tmp_path):
    senzir, litori, gore = (str(FIX / f) for f in ("senzir.txt", "litori.txt", "gorebelly.txt"))
    players = [{"player_id": "P1", "player_name": "Ann Lee", "deck": senzir},
               {"player_id": "P2", "player_name": "Bo Chan", "deck": litori},
               {"player_id": "P1", "player_name": "Cy Diaz", "deck": gore},
               {"player_id": "P4", "player_name": "Di Ek", "deck": senzir},
               {"player_id": "P5", "player_name": "Ed Fox", "deck": senzir},
               {"player_id": "P1", "player_name": "Fay Gu", "deck": litori}]
    players += [{"player_id": f"Q{i:03d}", "player_name": f"Q {i}", "deck": gore if i % 2 else litori}
                for i in range(150)]   # more than one chunk per worker
    roster = tmp_path / "roster.json"
    roster.write_text(json.dumps(players), encoding="utf-8")
    outs = {}
    for workers in (1, 2):
        result = screen(read_registrations(roster, allow_outside=[FIX]), "constructed", workers=workers)
        try:
            rows = list(result.rows())
            s = result.summary()
            groups = result.groups()
            for ext in ("csv", "json"):
                p = tmp_path / f"r{workers}.{ext}"
                write_report(result, p)
                outs[(workers, ext)] = p.read_bytes()
        finally:
            result.close()
        p1 = [r for r in rows if r["player_id"] == "P1"]
        assert [r["player_name"] for r in p1] == ["Ann Lee", "Cy Diaz", "Fay Gu"]   # input order
        for r in p1:   # no player with a duplicated id shows LEGAL
            assert r["status"] == "illegal" and r["errors"] == 1
            assert any(v["message"] == "player id P1 is registered 3 times" for v in r["violations"])
        assert [r["status"] for r in rows[:3]] == ["illegal"] * 3
        assert s["players"] == 156 and s["illegal"] == 3 and s["legal"] == 153
        # three identical Sen'zir lists: each row names the other two
        ed = next(r for r in rows if r["player_id"] == "P5")
        assert [v["message"] for v in ed["violations"]] == ["identical decklist: group 1 of 3 players (with P1, P4)"]
        # the big groups name two others and count the rest; the group itself has every player
        q = next(r for r in rows if r["player_id"] == "Q001")
        assert q["violations"][0]["message"].endswith(" and 73 more)")
        assert [len(g.players) for g in groups] == [3, 77, 76]   # Sen'zir; Litori (P2, P1 Fay Gu, 75 Q); Gorebelly
    assert outs[(1, "csv")] == outs[(2, "csv")]
    assert outs[(1, "json")] == outs[(2, "json")]


def test_violations_show_every_line(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    gore = (FIX / "gorebelly.txt").read_text(encoding="utf-8")
    (ev / "multi.txt").write_text(gore + "3 Lazy Peons\n", encoding="utf-8")
    n = len(gore.splitlines()) + 1
    r = _cli("screen", str(ev), "-q", "--out", str(tmp_path / "r.csv"), "--out", str(tmp_path / "r.html"))
    assert r.returncode == 1
    assert f"100.4 line 4,{n}:" in r.stdout
    assert f"[error 100.4 line 4,{n}]" in (tmp_path / "r.csv").read_text(encoding="utf-8")
    assert f"(line 4,{n})" in (tmp_path / "r.html").read_text(encoding="utf-8")
    data = json.loads(_cli("screen", str(ev), "--json").stdout)
    v = next(x for x in data["players"][0]["violations"] if x["rule"] == "100.4")
    assert v["line"] == 4 and v["lines"] == [4, n]


def test_bad_input_exits_2_with_one_line_and_no_stdout(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "sub").mkdir()
    (empty / ".hidden").write_text("x", encoding="utf-8")
    roster = tmp_path / "roster.csv"
    roster.write_text("player_id,player_name,deck\n", encoding="utf-8")
    roster_json = tmp_path / "roster.json"
    roster_json.write_text('{"players": []}', encoding="utf-8")
    legal = tmp_path / "legal"
    legal.mkdir()
    shutil.copy(FIX / "senzir.txt", legal / "a.txt")
    cases = {
        (str(empty),): f"deckcheck: error: {empty}: no decklists found",
        (str(roster),): f"deckcheck: error: {roster}: no players in the roster",
        (str(roster_json),): f"deckcheck: error: {roster_json}: no players in the roster",
        (str(legal), "-j", "-3"): "deckcheck: error: --workers: must be at least 1, got -3",
        (str(legal), "--workers", "0"): "deckcheck: error: --workers: must be at least 1, got 0",
        (str(legal), "--out", str(tmp_path / "nope" / "r.csv")): "deckcheck: error: ",
        (str(legal), "--out", str(tmp_path / "r.pdf")): "deckcheck: error: ",
        (str(legal), "--format", "nosuch"): "deckcheck: error: ",
        (str(tmp_path / "missing"),): "deckcheck: error: ",
    }
    runs = [(args, ("--json",)) for args in cases] + [((str(empty),), ()), ((str(legal), "-j", "-3"), ())]
    for args, json_flag in runs:
        r = _cli("screen", *args, *json_flag)
        assert r.returncode == 2, (args, r.stderr)
        if json_flag and r.stdout:
            # never a partial report; at most the CLI's own JSON error object (cli/common.py)
            assert json.loads(r.stdout)["ok"] is False and "summary" not in r.stdout, (args, r.stdout)
        else:
            assert r.stdout == "", (args, json_flag, r.stdout)
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(cases[args]), (args, r.stderr)
    from deckcheck.errors import InputError
    with pytest.raises(InputError):
        screen(read_registrations(legal), "constructed", workers=0)


def test_roster_csv_with_unknown_column_is_bad_input(tmp_path):
    roster = tmp_path / "r.csv"
    roster.write_text("player_id,nickname,deck\n1,x,a.txt\n", encoding="utf-8")
    from deckcheck.errors import InputError
    with pytest.raises(InputError) as exc:
        list(read_registrations(roster))
    assert exc.value.field == "nickname" and exc.value.line == 1


def test_reports_are_deterministic_for_any_worker_count(tmp_path):
    ev = _event(tmp_path)
    outs = {}
    for workers in (1, 2):
        result = screen(read_registrations(ev), "constructed", workers=workers)
        try:
            for ext in ("csv", "json"):
                p = tmp_path / f"r{workers}.{ext}"
                write_report(result, p)
                outs[(workers, ext)] = p.read_bytes()
        finally:
            result.close()
    assert outs[(1, "csv")] == outs[(2, "csv")]
    assert outs[(1, "json")] == outs[(2, "json")]
    data = json.loads(outs[(1, "json")])
    assert data["summary"]["players"] == 6
    rows = list(csv.DictReader(outs[(1, "csv")].decode().splitlines()))
    assert rows[0]["status"] == "illegal" and rows[0]["player_id"] == "carol"


def _cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          cwd=cwd, env={**os.environ, "COLUMNS": "200"})


def test_cli_exit_codes_and_outputs(tmp_path):
    ev = _event(tmp_path)
    r = _cli("screen", str(ev), "--out", str(tmp_path / "r.csv"), "--json")
    assert r.returncode == 1, r.stderr
    assert json.loads(r.stdout)["summary"]["illegal"] == 1
    assert (tmp_path / "r.csv").read_text().startswith("status,player_id")
    legal = tmp_path / "legal"
    legal.mkdir()
    shutil.copy(FIX / "senzir.txt", legal / "a.txt")
    assert _cli("screen", str(legal), "-q").returncode == 0
    bad = _cli("screen", str(ev), "--out", str(tmp_path / "r.pdf"))
    assert bad.returncode == 2 and "--out" in bad.stderr and "Traceback" not in bad.stderr
    assert _cli("screen", str(tmp_path / "nope")).returncode == 2
    assert _cli("screen", str(ev), "--format", "nosuch").returncode == 2




def test_every_report_comes_from_one_pass_over_the_spool(tmp_path, monkeypatch):
    """`screen --out a.csv --out b.json --out c.html` and the terminal's text read the spooled rows
    once, and each report is byte for byte what its own writer gives."""
    from deckcheck.screening.report import text_sink, write_reports, write_text
    from deckcheck.screening.screen import ScreenResult
    result = screen(read_registrations(_event(tmp_path)), "constructed", workers=1)
    try:
        alone = {}
        for ext in ("csv", "json", "html"):
            write_report(result, tmp_path / f"alone.{ext}")
            alone[ext] = (tmp_path / f"alone.{ext}").read_bytes()
        text = io.StringIO()
        write_text(result, text)
        passes = []
        rows = ScreenResult.rows
        monkeypatch.setattr(ScreenResult, "rows", lambda self: passes.append(1) or rows(self))
        placed: list[str] = []
        paths = [tmp_path / f"together.{ext}" for ext in ("csv", "json", "html")]
        with write_reports(result, paths, placed, terminal=lambda fh: text_sink(result, fh)) as held:
            assert held.read() == text.getvalue()
        assert passes == [1]
        assert sorted(placed) == sorted(map(str, paths))
        for ext, path in zip(("csv", "json", "html"), paths):
            assert path.read_bytes() == alone[ext], ext
        with pytest.raises(Exception, match="report must end in"):
            write_reports(result, [tmp_path / "x.pdf"], terminal=lambda fh: text_sink(result, fh))
    finally:
        result.close()


def test_this_process_checks_while_the_workers_are_busy_in_input_order(tmp_path):
    """With workers, this process checks a batch itself whenever the oldest one sent out is not
    back, never more than AHEAD_HERE ahead, and the rows still come in input order."""
    from multiprocessing import TimeoutError as NotYet
    screen_mod = sys.modules["deckcheck.screening.screen"]
    ev = tmp_path / "event"
    ev.mkdir()
    for i in range(40):
        shutil.copy(FIX / ("senzir.txt" if i % 3 else "litori.txt"), ev / f"p{i:02d}.txt")
    regs = list(read_registrations(ev))
    screen_mod._init("constructed", ())

    class Slow:                       # a worker's batch that is back only after a few looks
        def __init__(self, args):
            self.args, self.looks = args, 0

        def ready(self):
            self.looks += 1
            return self.looks > 6

        def get(self, timeout=None):
            if not self.ready():
                raise NotYet
            return screen_mod.screen_batch(*self.args)

    class Pool:
        sent = 0

        def apply_async(self, fn, args):
            Pool.sent += 1
            return Slow(args)

    size = 3
    batches = [regs[i:i + size] for i in range(0, len(regs), size)]
    got = list(screen_mod._shared(iter(batches), Pool(), 1, None, NotYet))
    alone = [tuple(screen_mod.screen_one(r)) for r in regs]
    assert got == alone
    assert 0 < Pool.sent < len(batches)        # both this process and the worker checked some


def test_roster_rows_are_named_by_their_first_line_when_deck_text_spans_lines(tmp_path):
    """A quoted deck_text spans several lines of the roster: the row is reported at the line it
    starts on (where an organizer looks for it), across blank lines too; the deck's own problems keep
    the deck's line numbers."""
    roster = tmp_path / "r.csv"
    roster.write_text('player_id,player_name,deck_text\n'
                      'P1,Ann,"Hero: Litori Frostburn\n4 Frostbolt\n4 Frostbolt"\n'
                      '\n'
                      'P2,Bo,"Hero: Litori Frostburn\n4 Fireball"\n'
                      'P3,Cy,\n', encoding="utf-8")
    regs = list(read_registrations(roster))
    assert [r.source_line for r in regs] == [2, 6, 8]
    rows = _rows(screen(regs, "constructed", workers=1))
    assert rows["P1"]["deck"] == "<roster line 2>"
    assert rows["P2"]["deck"] == "<roster line 6>"
    assert rows["P3"]["deck"] == "<roster line 8>" and rows["P3"]["reason"] == "<roster line 8>: deck: no decklist given"
    copies = [v for v in rows["P1"]["violations"] if v["rule"] == "100.4"]
    assert copies and copies[0]["lines"] == [2, 3]
