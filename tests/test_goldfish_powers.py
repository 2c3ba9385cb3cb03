"""Issue 23, powers: an [Exhaust] power giving an ally Ferocity this turn, and powers whose cost exhausts allies of
yours (goldfish/taps.py, compile_powers.py), on the real cards, and the checker's rules for them (audit_powers.py)."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import combat, play, taps, turn
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.state import Game


def fx(card):
    return flat_effects(card.effects)


def game(cc, lib=(), audit=None):
    return Game(cc, list(lib), CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=audit)


def turn_with(g, t, res, hand):
    """Turn t with `res` resources, all ready, and these cards in hand."""
    turn.ready_step(g, t)
    g.res = g.avail = res
    g.hand = list(hand)


def events(cc):
    """A checker that keeps every event it is told, and fails on a breach."""
    ch = Checker(cc, None)
    ch.new_game()
    seen = []

    def audit(ev):
        seen.append(ev)
        ch(ev)
    return ch, seen, audit
