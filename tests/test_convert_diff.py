"""Decks that move (issue 13 item 3): a writer for every format we read, round trips that keep the
resolved deck, and `deckcheck diff` per card and section."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deckcheck.decks import parse_deck, read_deck
from deckcheck.decks.writers import EXTENSIONS, WRITERS, write_deck
from deckcheck.wowtcg.deck import resolve

from conftest import FIXTURES, REPO

BUNDLED = sorted((REPO / "data" / "decks").glob("*.txt"))
GODOT = sorted((FIXTURES / "decks" / "godot_json").glob("*.json"))[:2]
FAMASIN = FIXTURES / "decks" / "seriallos_famasin" / "famasin.o8d"


def resolved(deck) -> tuple:
    return (deck.hero.name if deck.hero else None,
            sorted((e.card.name, e.qty) for e in deck.main), sorted((e.card.name, e.qty) for e in deck.side))


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          cwd=REPO, timeout=120, env=dict(os.environ))


@pytest.mark.parametrize("fmt", list(WRITERS))
@pytest.mark.parametrize("path", BUNDLED + GODOT + [FAMASIN], ids=lambda p: p.name)
def test_round_trip_keeps_the_resolved_deck(path, fmt, db):
    raw = read_deck(path)
    before = resolve(raw, db)
    assert before.hero is not None and before.count("main") >= 40
    for r in before.resolutions:      # what convert does: the pool's spelling for every line
        for ln in raw.lines:
            if (ln.line, ln.section) == (r.line, r.section) and r.name:
                ln.name = r.name
    text = write_deck(raw, fmt)
    again = parse_deck(text, path="converted" + EXTENSIONS[fmt],
                       fmt={"deck": "text"}.get(fmt, fmt))
    after = resolve(again, db)
    assert resolved(after) == resolved(before)
    assert not [p for p in after.problems if p.is_error]
    if fmt != "o8d":                 # OCTGN decks carry no title
        assert again.title == (raw.title or None)


def test_convert_cli_stdout_and_output_file(tmp_path):
    src = BUNDLED[0]
    res = run_cli("deck", "convert", str(src), "--to", "o8d")
    assert res.returncode == 0 and res.stdout.startswith("<?xml") and "<section name=\"Hero\">" in res.stdout
    out = tmp_path / "deck.mwDeck"
    res = run_cli("deck", "convert", str(src), "--to", "mwdeck", "-o", str(out))
    assert res.returncode == 0 and res.stdout == ""
    assert run_cli("diff", str(src), str(out)).returncode == 0
    bad = run_cli("deck", "convert", str(src), "--to", "pdf")
    assert bad.returncode == 2 and "unknown deck format 'pdf'" in bad.stderr


def test_diff_per_card_and_section(tmp_path):
    src = BUNDLED[0]
    text = src.read_text(encoding="utf-8")
    deck = read_deck(src)
    first = next(ln for ln in deck.lines if ln.section == "main" and ln.qty >= 2)
    changed = tmp_path / "changed.txt"
    changed.write_text(text.replace(f"{first.qty} {first.name}\n", f"{first.qty - 1} {first.name}\n", 1)
                       + "\nSideboard:\n2 Frostbolt\n", encoding="utf-8")
    res = run_cli("diff", str(src), str(changed), "--json")
    assert res.returncode == 1, res.stderr
    d = json.loads(res.stdout)
    assert d["same"] is False
    assert {(c["section"], c["card"], c["change"]) for c in d["changes"]} == {
        ("main", first.name, -1), ("side", "Frostbolt", 2)}
    same = run_cli("diff", str(src), str(src))
    assert same.returncode == 0 and "same deck" in same.stdout
    missing = run_cli("diff", str(src), str(tmp_path / "nope.txt"))
    assert missing.returncode == 2 and "no such file" in missing.stderr
