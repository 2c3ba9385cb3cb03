"""The goldfish's short paths (issue 23, speed): each is only a quicker way to what the long path does, so a deck
played with every short path turned off, and every section of the turn looked at, plays the same games.

The plan (goldfish.plan) says which sections of the turn a deck's cards act in and which cards take a short path
(an ally that only takes its place as it enters, one whose main-phase priority is its tier and printed cost, one
that attacks by combat's quick path with an ATK of its own under a condition, a plain play). Here they are all
forced to the long path on the bundled decks, a deck with cost reductions, and random decks over the whole pool
(many families of cards at once), and the statistics of the games must be equal, number for number."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.goldfish.plan import plan_of
from deckcheck.wowtcg.goldfish.runner import make_setup, run
from deckcheck.wowtcg.goldfish.state import Game

DECKS = sorted((Path(__file__).resolve().parents[1] / "data" / "decks").glob("*.txt"))
SECTIONS = ("pre_combat", "post_combat", "cbt_before", "cbt_after", "cbt_end", "dmg_after", "eot_steps", "main_more",
            "mill_turn", "start_more", "place_extras", "start_steps", "late_steps")


def long_way(setup) -> None:
    """Every section of the turn looked at, and no card on a short path, for the deck compiled in `setup`."""
    plan = plan_of(setup.cc)
    for name in SECTIONS:
        setattr(plan, name, True)
    plan.main_fixed = [0] * len(plan.main_fixed)
    plan.main_price = [-1 if row is None else 0 for row in plan.main_rows]
    plan.plain_enter = [0] * len(plan.plain_enter)
    plan.plain_play = [0] * len(plan.plain_play)
    plan.plain_att = [0 if p == 2 else p for p in plan.plain_att]


def summary(stats) -> tuple:
    return (stats.kills, stats.damage, stats.spent, stats.res, stats.avail, stats.screw, stats.played, stats.drawn,
            stats.discarded, stats.stranded, stats.mulligans, stats.deckouts)


def random_decks(db, n: int, seed: int) -> list[list]:
    pool = sorted((c for c in db.cards.values() if not c.is_hero), key=lambda c: c.name)
    rng = random.Random(seed)
    return [[rng.choice(pool) for _ in range(60)] for _ in range(n)]


def same_games(hero, cards, games: int) -> None:
    short = run(make_setup(hero, cards, health=28), games, seed=7)
    setup = make_setup(hero, cards, health=28)      # (a compilation of its own: a plan of its own)
    long_way(setup)
    assert plan_of(setup.cc).cbt_after is True
    assert summary(run(setup, games, seed=7)) == summary(short)


@pytest.mark.parametrize("path", DECKS, ids=[p.stem for p in DECKS])
def test_a_bundled_deck_plays_the_same_games_the_long_way(db, path):
    deck = load_deck(path, db)
    same_games(deck.hero, deck.cards(), 300)


def test_random_decks_over_the_whole_pool_play_the_same_games_the_long_way(db):
    for cards in random_decks(db, 40, seed=23):
        same_games(None, cards, 40)


def test_a_quest_placed_face_up_leaves_the_quest_counts_as_a_full_recount_would(db, monkeypatch):
    """`Game.quest_placed` (the resource step's short path) against `Game.quests_changed` (the full recount)."""
    placed, seen = Game.quest_placed, []

    def checked(g: Game, q: int) -> None:
        placed(g, q)
        mine = (g.q_least, g.q_own)
        g.quests_changed()
        assert (g.q_least, g.q_own) == mine
        seen.append(q)

    monkeypatch.setattr(Game, "quest_placed", checked)
    for path in DECKS:
        deck = load_deck(path, db)
        run(make_setup(deck.hero, deck.cards(), health=28), 200, seed=3)
    for cards in random_decks(db, 20, seed=5):
        run(make_setup(None, cards, health=28), 20, seed=3)
    assert len(seen) > 500      # (the bundled decks place quests face up many times)
