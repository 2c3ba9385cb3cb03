"""Hostile and careless input, second sweep: where output goes (devices, FIFOs, links, the inputs
themselves), unpaired surrogates, option ranges, empty paths, arguments that are not UTF-8, and
a worker pool stopped by Ctrl-C. Each case was a data loss, a hang or a traceback before."""
from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time

from conftest import REPO
from test_hostile_input import one_line_exit_2, run_cli

LITORI = str(REPO / "data" / "decks" / "litori_frost.txt")
SENZIR = str(REPO / "data" / "decks" / "senzir_beast_mastery.txt")


def test_convert_refuses_a_fifo_and_writes_through_a_link_keeping_the_mode(tmp_path):
    fifo = tmp_path / "ff"
    os.mkfifo(fifo)
    one_line_exit_2(run_cli("deck", "convert", LITORI, "--to", "text", "-o", str(fifo)), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)               # still a FIFO, not replaced by a file
    real = tmp_path / "real.txt"
    real.write_text("old\n")
    real.chmod(0o640)
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    res = run_cli("deck", "convert", LITORI, "--to", "text", "-o", str(link))
    assert res.returncode == 0, res.stderr
    assert link.is_symlink() and "Litori Frostburn" in real.read_text()
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    one_line_exit_2(run_cli("deck", "convert", LITORI, "--to", "text", "-o", str(tmp_path)), "folder")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".deckcheck-")]


def test_collection_export_never_writes_over_its_own_database(tmp_path):
    db = tmp_path / "c.db"
    url = f"sqlite:///{db}"
    assert run_cli("collection", "add", "Frostbolt", "2", "--db", url).returncode == 0
    before = db.read_bytes()
    one_line_exit_2(run_cli("collection", "export", str(db), "--db", url), "database itself")
    assert db.read_bytes() == before
    res = run_cli("collection", "list", "--db", url, "--json")
    assert res.returncode == 0 and "Frostbolt" in res.stdout.decode()


def test_screen_reports_never_overwrite_a_deck_the_roster_names_nor_each_other(tmp_path):
    deck = tmp_path / "pdeck.csv"
    deck.write_text("4,Frostbolt\n")
    roster = tmp_path / "ro.csv"
    roster.write_text("player_id,player_name,deck\n1,Ann,pdeck.csv\n")
    one_line_exit_2(run_cli("screen", str(roster), "-q", "--out", str(deck)), "roster names")
    assert deck.read_text() == "4,Frostbolt\n"
    page = str(tmp_path / "a.html")
    one_line_exit_2(run_cli("screen", str(roster), "-q", "--out", page, "--pick", "1", "--pick-out", page),
                    "two different files")
    skip = tmp_path / "s.csv"
    skip.write_text("1\n")
    one_line_exit_2(run_cli("screen", str(roster), "-q", "--pick", "1", "--skip", str(skip), "--out", str(skip),
                            "--pick-out", str(tmp_path / "picks.html")), "input")
    assert skip.read_text() == "1\n"


def test_identical_group_names_others_and_counts_without_reading_the_group_per_member(tmp_path):
    rows = [{"player_id": str(i), "player_name": f"P{i}", "deck_text": "Hero: Litori Frostburn\n4 Frostbolt\n"}
            for i in range(40)]
    roster = tmp_path / "same.json"
    roster.write_text(json.dumps(rows))
    res = run_cli("screen", str(roster), "-q", "--json")
    players = json.loads(res.stdout)["players"]
    msgs = {p["player_id"]: next(v["message"] for v in p["violations"] if "identical" in v["message"]) for p in players}
    assert msgs["0"].endswith("group 1 of 40 players (with 1, 2 and 37 more)")
    assert msgs["5"].endswith("(with 0, 1 and 37 more)")
    ev = tmp_path / "ev"
    ev.mkdir()
    for name in ("ok.txt", "ok.deck"):          # one player id for both files
        (ev / name).write_text(open(LITORI).read())
    res = run_cli("screen", str(ev), "-q", "--json")
    [first, second] = json.loads(res.stdout)["players"]
    assert any("every one under this player id" in v["message"] for v in first["violations"])


def test_option_ranges_that_hung_or_overflowed(tmp_path):
    roster = tmp_path / "r.csv"
    roster.write_text(f"player_id,player_name,deck\n1,A,{LITORI}\n")
    for budget in ("1e-300", "inf", "1e308", "99999999999999999999", "nan", "0"):
        one_line_exit_2(run_cli("screen", str(roster), "-q", "--allow-outside", str(REPO), "--budget", budget,
                                timeout=30), "--budget")
    one_line_exit_2(run_cli("goldfish", SENZIR, "-n", "99999999999999999999", "-w", "1", timeout=30), "--games")


def test_unpaired_surrogates_are_refused_by_every_reader_not_crash_a_writer(tmp_path):
    bad = tmp_path / "sur.json"
    bad.write_text('{"hero":"Litori Frostburn","main":{"Frostbolt\\ud800":4}}')
    for args in (["check", str(bad), "--json"], ["deck", "convert", str(bad), "--to", "text", "-o", str(tmp_path / "o.txt")],
                 ["goldfish", str(bad), "--allow-illegal", "-n", "10"]):
        err = one_line_exit_2(run_cli(*args), "surrogate")
        assert "sur.json:1" in err
    assert not list(tmp_path.glob(".deckcheck-*")) and not (tmp_path / "o.txt").exists()
    ev = tmp_path / "ev"
    ev.mkdir()
    (ev / "ann.txt").write_text(open(LITORI).read())
    (ev / "bob.json").write_bytes(bad.read_bytes())
    res = run_cli("screen", str(ev), "-q", "--json")
    rows = {p["player_id"]: p for p in json.loads(res.stdout)["players"]}
    assert res.returncode == 1 and rows["bob"]["status"] == "unreadable" and rows["ann"]["status"] == "legal"
    roster = tmp_path / "r.json"
    roster.write_text(json.dumps([{"player_id": "1", "player_name": "A",
                                   "deck_text": "Hero: Litori Frostburn\n4 Frostbolt\ud800\n"}]))
    res = run_cli("screen", str(roster), "-q", "--json")
    [row] = json.loads(res.stdout)["players"]
    assert row["status"] == "unreadable" and "surrogate" in row["reason"]


def test_roster_json_nested_deeply_or_with_a_huge_number_is_one_line(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    one_line_exit_2(run_cli("screen", str(deep), "-q"), "nested too deeply")
    big = tmp_path / "big.json"
    big.write_text('[{"player_id": ' + "9" * 5000 + "}]")
    one_line_exit_2(run_cli("screen", str(big), "-q"), "too long")


def test_empty_paths_and_arguments_that_are_not_utf8(tmp_path):
    one_line_exit_2(run_cli("check", "--cards", "", LITORI), "empty path")
    one_line_exit_2(run_cli("screen", ""), "empty path")
    roster = tmp_path / "r.csv"
    roster.write_text("player_id,player_name,deck\n")
    res = subprocess.run([sys.executable, "-m", "deckcheck", "screen", str(roster), "-q", "--title", b"\xff"],
                         capture_output=True, cwd=REPO, timeout=60)
    one_line_exit_2(res, "not UTF-8")


def test_a_huge_or_odd_json_quantity_gives_a_short_line(tmp_path):
    deck = tmp_path / "q.json"
    deck.write_text('{"hero":"Litori Frostburn","main":{"Frostbolt":' + "9" * 4000 + "}}")
    err = one_line_exit_2(run_cli("check", str(deck)), "4000 digits")
    assert len(err) < 200
    deck.write_text('{"hero":"Litori Frostburn","main":{"Frostbolt":[' + "1," * 3000 + "1]}}")
    err = one_line_exit_2(run_cli("check", str(deck)), "got a list")
    assert len(err) < 200


def test_ctrl_c_stops_goldfish_workers_without_a_traceback():
    """Ctrl-C reaches the whole process group (the workers too), as a terminal sends it."""
    proc = subprocess.Popen([sys.executable, "-m", "deckcheck", "goldfish", SENZIR, "-n", "10000000", "-w", "2"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=REPO, start_new_session=True)
    time.sleep(4)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    text = err.decode("utf-8", "replace")
    assert proc.returncode == 130, text
    assert "Traceback" not in text and "KeyboardInterrupt" not in text, text


def test_hero_realms_goldfish_json_is_one_document():
    """--trace --json over several policies, and an illegal --deck with --json: one JSON document each."""
    res = run_cli("hero-realms", "goldfish", "-n", "10", "--trace", "--json")
    assert res.returncode == 0, res.stderr
    assert len(json.loads(res.stdout)["compare"]) == 4
    res = run_cli("hero-realms", "goldfish", "-n", "10", "--deck", "docs/examples/hr_personal.txt", "--json")
    doc = json.loads(res.stdout)
    assert res.returncode == 1 and doc["legal"] is False and doc["played"] is False and doc["violations"]


def test_reading_a_collection_database_not_yet_made_creates_nothing(tmp_path):
    """A read never writes: `collection list`/`history`/`missing`/`export` on a SQLite path with no
    file (a typo) read an empty collection and leave no file behind; the first `add` makes it."""
    db = tmp_path / "typo.db"
    url = f"sqlite:///{db}"
    res = run_cli("collection", "list", "--db", url, "--json")
    assert res.returncode == 0 and json.loads(res.stdout)["holdings"] == []
    assert run_cli("collection", "history", "--db", url).returncode == 0
    assert run_cli("collection", "missing", LITORI, "--db", url).returncode == 1      # every card short
    assert run_cli("collection", "export", str(tmp_path / "ex.csv"), "--db", url).returncode == 0
    assert not db.exists() and not list(tmp_path.glob("typo.db*"))
    assert run_cli("collection", "add", "Frostbolt", "2", "--db", url).returncode == 0
    assert db.exists()
    assert "Frostbolt" in run_cli("collection", "list", "--db", url).stdout.decode()


def test_an_in_memory_collection_database_is_refused():
    """`--db sqlite://` said "added ... batch 1" and kept nothing (each command is its own process)."""
    for url in ("sqlite://", "sqlite:///:memory:"):
        one_line_exit_2(run_cli("collection", "add", "Frostbolt", "2", "--db", url), "in memory")


def test_a_name_read_through_direction_characters_is_a_warning(db):
    """Bidi isolates around a name ("\\u2066Arcane Missiles\\u2069") read as the card, but a judge
    is told: the file does not plainly hold that name."""
    from deckcheck.wowtcg.deck import deck_from_text
    deck = deck_from_text("Hero: Litori Frostburn\n4 \u2066Arcane Missiles\u2069\n", db)
    assert [e.card.name for e in deck.main] == ["Arcane Missiles"]
    [warn] = [v for v in deck.problems if v.rule == "name"]
    assert "U+2066" in warn.message and warn.lines == (2,) and not warn.is_error


def test_empty_hero_and_pool_options_are_refused():
    one_line_exit_2(run_cli("check", LITORI, "--pool", ""), "--pool")
    one_line_exit_2(run_cli("check", LITORI, "--hero", " "), "--hero")


def test_sqlite_mode_outside_the_uri_form_is_refused(tmp_path):
    """`sqlite:///x.db?mode=ro` is not read-only (SQLite ignores the parameter there): refused, no file made."""
    db = tmp_path / "x.db"
    one_line_exit_2(run_cli("collection", "list", "--db", f"sqlite:///{db}?mode=ro"), "uri=true")
    assert not db.exists()
