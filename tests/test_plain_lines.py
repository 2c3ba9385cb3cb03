"""Plain "N Name" lines are checked once per run and then remembered (decks/builder.py): what is
remembered reads exactly as a first reading does, and the limits still hold."""
from __future__ import annotations

import pytest

from deckcheck.decks import parse_deck
from deckcheck.decks import builder
from deckcheck.errors import InputError


def _lines(text):
    return [(ln.qty, ln.name, ln.section, ln.line, ln.raw) for ln in parse_deck(text, path="d.txt").lines]


def test_a_remembered_line_reads_as_the_first_reading():
    builder._PLAIN.clear()
    text = "Hero: Sen'zir Beastwalker\n4 Frostbolt\n2 Orgrimmar Grunts\nSideboard:\n4 Frostbolt\n"
    first = _lines(text)
    assert ("4 Frostbolt" in builder._PLAIN) and builder._PLAIN["4 Frostbolt"] == (4, "Frostbolt")
    assert _lines(text) == first
    assert [s for _, _, s, _, _ in first] == ["hero", "main", "main", "side"]


def test_lines_the_fast_path_refuses_are_never_remembered():
    builder._PLAIN.clear()
    for line in ("4 x Frostbolt", "4 Frostbolt x2", "0 Frostbolt", "4  Frostbolt", "400 Frostbolt"):
        try:
            parse_deck(line + "\n", path="d.txt")
        except InputError:
            pass
        assert line not in builder._PLAIN


def test_the_line_cap_holds_for_remembered_lines():
    builder._PLAIN.clear()
    parse_deck("1 Frostbolt\n", path="d.txt")
    with pytest.raises(InputError, match="too many lines"):
        parse_deck("1 Frostbolt\n" * (builder.MAX_CARD_LINES + 1), path="d.txt")


def test_the_memory_is_bounded(monkeypatch):
    builder._PLAIN.clear()
    monkeypatch.setattr(builder, "PLAIN_MAX", 10)
    parse_deck("".join(f"1 Card Number {chr(65 + i)}\n" for i in range(25)), path="d.txt")
    assert len(builder._PLAIN) <= 10
