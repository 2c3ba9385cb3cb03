"""What the goldfish's family tests share: a bare game to drive step by step, a turn set up by hand, the checker
over seeded games of a deck of real cards, a card's flat effects."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import turn
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.runner import make_setup
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_kinds import deck


def fx(card):
    return flat_effects(card.effects)


def game(cc, lib=(), audit=None):
    """A game of the compiled cards `cc` with `lib` as the deck, the opposing hero out of reach."""
    return Game(cc, list(lib), CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=audit)


def turn_with(g, t, res, hand):
    """Turn t with `res` resources, all ready, and these cards in hand."""
    turn.ready_step(g, t)
    g.res = g.avail = res
    g.hand = list(hand)


def no_breaches(db, *pairs, filler="Voss Treebender", games=150, hero=None):
    """The invariant checker over `games` seeded 8-turn games of these cards (and the filler): no breach."""
    setup = make_setup(hero, deck(db, *pairs, filler=filler), turns=8, health=10**6)
    checker = check_games(setup, None, games)
    assert not checker.breaches, checker.breaches[:3]
    return checker
