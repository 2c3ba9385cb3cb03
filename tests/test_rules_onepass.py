"""The one pass over a deck (rules_to_run) skips only rules that have nothing to say: every
report equals the one running every rule of CR §100 in full, for the bundled decks under every
hero and format, and for decks built to break each rule (100.1 to 100.4, 100.2a-e, format lists)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import deckcheck.wowtcg.rules as engine
from deckcheck.wowtcg.deck import Entry, deck_from_text
from deckcheck.wowtcg.rules import all_formats, check_deck
from deckcheck.wowtcg.rules.checks import RULES, rules_to_run

DECKS = Path(__file__).resolve().parents[1] / "data" / "decks"


def every_rule(deck, fmt):
    """What check_deck gave before the one pass: every rule run over the whole deck, in order."""
    one_pass = engine.rules_to_run
    engine.rules_to_run = lambda d, f: (list(RULES), d.counts)
    try:
        return check_deck(deck, fmt)
    finally:
        engine.rules_to_run = one_pass


def _same(deck, fmt):
    report, full = check_deck(deck, fmt), every_rule(deck, fmt)
    assert report.violations == full.violations, (deck.hero and deck.hero.name, fmt.name)
    assert report.counts == full.counts == deck.counts


@pytest.mark.parametrize("path", sorted(DECKS.glob("*.txt")), ids=lambda p: p.stem)
def test_bundled_decks_under_every_hero_and_format(db, path):
    deck = deck_from_text(path.read_text(encoding="utf-8"), db)
    heroes = [h for i, h in enumerate(db.heroes()) if i % 5 == 0 or h.deckbuilding or h.traitor or h.unknown]
    for fmt in all_formats().values():
        _same(deck, fmt)
        for hero in heroes:                 # most heroes break 100.2a-c for this deck; some 100.2e
            _same(deck.with_hero(hero), fmt)


def test_decks_built_to_break_each_rule(db):
    """Random decks from the whole pool (heroes, Talents, Reputations, banned and off-list cards,
    Deckbuilding heroes among them), with random copies and side decks."""
    rng = random.Random(11)
    cards = list(db)
    heroes = db.heroes()
    fmts = list(all_formats().values())
    namesakes = [[db[n] for n in group] for group in db.namesake_groups.values() if len(group) > 1]
    for _ in range(400):
        deck = deck_from_text("Hero: " + rng.choice(heroes).name + "\n", db)
        deck.main = [Entry(c, rng.randint(1, 6), (i + 2,)) for i, c in enumerate(rng.sample(cards, rng.randint(0, 30)))]
        deck.side = [Entry(c, rng.randint(1, 4), (i + 40,)) for i, c in enumerate(rng.sample(cards, rng.randint(0, 5)))]
        if rng.random() < 0.3:      # the same names in main and side: copies across both (100.4)
            deck.side += [Entry(e.card, rng.randint(1, 3), (60,)) for e in deck.main[:2]]
        if namesakes and rng.random() < 0.3:    # cards sharing a printed name share the limit too
            held = {e.card.name for e in deck.main}
            deck.main += [Entry(c, 3, (70 + i,)) for i, c in enumerate(rng.choice(namesakes)) if c.name not in held]
        if rng.random() < 0.1:
            deck.hero = None
        _same(deck, rng.choice(fmts))


def test_the_pass_finds_the_rules_a_deck_breaks(db):
    """A Hunter deck with a Mage card, five copies and a 9-card side deck: exactly those rules run."""
    deck = deck_from_text("Hero: Sen'zir Beastwalker\n5 Frostbolt\nSideboard:\n9 Orgrimmar Grunts\n", db)
    run, counts = rules_to_run(deck, all_formats()["constructed"])
    names = [r.__name__ for r in run]
    assert {"size_rule", "side_rule", "copies_rule", "icons_rule"} <= set(names)
    assert counts == {"main": 5, "side": 9}
