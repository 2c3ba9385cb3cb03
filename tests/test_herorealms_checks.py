"""Hero Realms deck checks: personal starting deck, market deck, card pool (shared Violation records)."""
from __future__ import annotations

import pytest

from deckcheck.decks.model import DeckLine, Decklist
from deckcheck.herorealms.checks import check_deck, read_deck
from deckcheck.herorealms.feeds import load_db
from deckcheck.herorealms.report import check_json


@pytest.fixture(scope="module")
def db():
    return load_db(use_cache=False)


def deck_of(text: str, path: str = "deck.txt") -> Decklist:
    """A decklist as the shared readers give it: `N Name` lines (or `Name`), `#` comments skipped."""
    lines = []
    for no, raw in enumerate(text.splitlines(), 1):
        body = raw.split("#", 1)[0].strip()
        if body:
            qty, _, name = body.partition(" ")
            lines.append(DeckLine(int(qty), name, "main", no) if qty.isdigit() else DeckLine(1, body, "main", no))
    return Decklist(path=path, format="text", lines=lines)


def check_text(db, text, kind=None, boxes=1):
    return check_deck(db, deck_of(text), kind, boxes)


def rules(result):
    return sorted((v.rule, v.card) for v in result.report.violations)


def test_standard_personal_deck_is_legal(db):
    r = check_text(db, "# start\n7 Gold\n1 Ruby\n1 Dagger\nShortsword\n")
    assert (r.kind, r.total, r.legal, r.report.violations) == ("personal", 10, True, [])


def test_personal_deck_problems_are_all_listed(db):
    r = check_text(db, "6 Gold\n1 Rubby\n2 Dagger\n1 Fire Gem\n")
    assert r.kind == "personal" and not r.legal
    assert rules(r) == [("name", "Ruby"), ("personal.cards", "Dagger"), ("personal.cards", "Fire Gem"),
                        ("personal.cards", "Gold"), ("personal.cards", "Shortsword")]
    gold = next(v for v in r.report.violations if v.card == "Gold")
    assert (gold.severity.value, gold.lines, gold.fix) == ("error", (1,), "add 1 Gold")
    assert next(v for v in r.report.violations if v.rule == "name").severity.value == "warning"
    assert r.report.violations[-1].rule == "name"          # errors first, then warnings


def test_personal_deck_size(db):
    r = check_text(db, "8 Gold\n1 Ruby\n1 Dagger\n1 Shortsword\n")
    assert ("personal.size", None) in rules(r)


def test_unknown_and_ambiguous_names_are_errors(db):
    r = check_text(db, "7 Gold\n1 Ruby\n1 Dagger\n1 Shortsword\n1 Frobnicator\n", kind="personal")
    v = next(v for v in r.report.violations if v.rule == "name")
    assert (v.severity.value, v.lines, v.card) == ("error", (5,), "Frobnicator")
    assert v.message == "unknown card 'Frobnicator'"


def _market_text(db, drop=None, add=None):
    counts = db.contents("market")
    if drop:
        counts[drop] -= 1
    if add:
        counts[add] += 1
    return "".join(f"{n} {name}\n" for name, n in counts.items() if n)


def test_full_market_deck_is_legal(db):
    r = check_text(db, _market_text(db), kind="market")
    assert r.legal and r.total == 80
    assert r.factions(db) == {"Guild": 20, "Imperial": 20, "Necros": 20, "Wild": 20}


def test_market_deck_with_a_card_swapped(db):
    r = check_text(db, _market_text(db, drop="Spark", add="Fire Gem"), kind="market")
    assert not r.legal
    assert rules(r) == [("market.card", "Fire Gem"), ("market.copies", "Spark"), ("market.faction", None)]
    faction = next(v for v in r.report.violations if v.rule == "market.faction")
    assert faction.message == "19 Wild cards; the base set's market deck has 20"


def test_market_deck_of_two_boxes(db):
    assert check_text(db, _market_text(db) * 2, kind="market", boxes=2).legal
    assert not check_text(db, _market_text(db), kind="market", boxes=2).legal


def test_pool_counts_per_name(db):
    r = check_text(db, "4 Spark\n2 Arkus, Imperial Dragon\n3 Profit\n")
    assert r.kind == "pool"
    assert rules(r) == [("pool.copies", "Arkus, Imperial Dragon"), ("pool.copies", "Spark")]
    assert check_text(db, "3 Spark\n17 Fire Gem\n").report.violations[0].message == "17 Fire Gem; the base set has 16"
    assert check_text(db, "6 Spark\n2 Arkus\n", boxes=2).legal


def test_json_carries_shared_fields_and_refs(db):
    r = check_text(db, "6 Gold\n1 Ruby\n1 Dagger\n1 Shortsword\n")
    d = check_json(db, r)
    assert (d["legal"], d["kind"], d["total"], d["errors"]) == (False, "personal", 9, 2)
    v = next(v for v in d["violations"] if v["card"] == "Gold")
    assert (v["rule"], v["severity"], v["line"], v["count"], v["limit"]) == ("personal.cards", "error", 1, 6, 7)
    assert "Mazo personal" in v["ref"]


def test_hero_and_side_lines_are_errors(db):
    deck = deck_of("7 Gold\n1 Ruby\n1 Dagger\n1 Shortsword\n")
    deck.lines.append(DeckLine(1, "Spark", "side", 5))
    r = check_deck(db, deck)
    assert ("deck.section", "Spark") in rules(r) and not r.legal


def test_files_through_the_shared_readers(db, tmp_path):
    p = tmp_path / "start.txt"
    p.write_text("# the standard start\n7 Gold\n1 Ruby\n1x Dagger\nShortsword\n", encoding="utf-8")
    assert check_deck(db, read_deck(str(p))).legal
    q = tmp_path / "pool.yaml"
    q.write_text("main: {Spark: 4, Profit: 3}\n", encoding="utf-8")
    r = check_deck(db, read_deck(str(q)))
    assert (r.kind, r.total, rules(r)) == ("pool", 7, [("pool.copies", "Spark")])
