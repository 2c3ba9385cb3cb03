"""A deck's plan (goldfish.plan): what it lets a turn skip is only ever what the full look would not have found."""
from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.plan import plan_of
from deckcheck.wowtcg.goldfish.runner import make_setup, run
from deckcheck.wowtcg.goldfish.state import Game

DECKS = sorted((Path(__file__).resolve().parents[1] / "data" / "decks").glob("*.txt"))
# A Paladin deck whose Mollie Brightheart makes some of its allies cost 1 less while she is in play
MOLLIE = ("Kinivus the Focused", ["A Donation of Mageweave", "Renzo Soulfang", "Strongroot, Ancient of War",
                                  "Mark V Is Alive!", "Tabards of the Illidari", "Domona the Ever-Watchful",
                                  "Seva Shadowdancer", "Axe of the Legion", "Nargle, Fang of the Swarm",
                                  "Corvus Promaethon", "Mor'zul Bloodbringer", "Putting the Pieces Together",
                                  "Mollie Brightheart", "Respite for a Tormented Soul", "Elder Tomas"])


def decks(db) -> list[tuple]:
    out = []
    for path in DECKS:
        deck = load_deck(path, db)
        out.append((deck.hero, deck.cards()))
    hero, names = MOLLIE
    out.append((db[hero], [db[n] for n in names for _ in range(4)]))
    return out


@pytest.mark.parametrize("k", range(len(DECKS) + 1), ids=[p.stem for p in DECKS] + ["mollie"])
def test_no_card_is_affordable_whenever_the_game_says_it_is_broke(db, k, monkeypatch):
    """`Game.broke` ends the main phase's search and skips burn and the after-combat pass: each time it says no
    card the engine plays from hand (one of use, or a burner) is affordable, none in hand is, whatever reductions
    are in force (the bundled decks hold cost reductions and a quest that costs nothing, which is no such card)."""
    hero, cards = decks(db)[k]
    setup = make_setup(hero, cards, health=28)
    broke = Game.broke
    calls = {"broke": 0, "not": 0}

    def checked(g: Game) -> bool:
        out = broke(g)
        calls["broke" if out else "not"] += 1
        if out:
            cc = g.cc
            dear = [(cc.names[c], reduction(g, c, cc.kind[c])) for c in g.hand
                    if (cc.value[c] or cc.burner[c]) and reduction(g, c, cc.kind[c]) <= g.avail]
            assert not dear, f"turn {g.t}: {g.avail} ready, yet affordable: {dear}"
        return out

    monkeypatch.setattr(Game, "broke", checked)
    stats = run(setup, 400, seed=5)
    assert stats.games == 400
    assert calls["broke"] > 400 and calls["not"] > 400      # both answers are given, many times


def test_a_plan_belongs_to_one_compiled_deck(db):
    """Built on a deck's first game and shared by the next; another compilation of the same list gets its own,
    and the games are the same either way."""
    deck = load_deck(DECKS[0], db)
    a = make_setup(deck.hero, deck.cards(), health=28)
    b = make_setup(deck.hero, deck.cards(), health=28)
    assert plan_of(a.cc) is plan_of(a.cc)
    assert plan_of(b.cc) is not plan_of(a.cc)
    assert run(a, 300, seed=2) == run(b, 300, seed=2)
