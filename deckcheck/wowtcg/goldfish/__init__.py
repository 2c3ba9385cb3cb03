"""Goldfish test games: a WoW TCG deck played alone against a passive opponent, many times.

    from deckcheck.wowtcg.goldfish import make_setup, run, summarise
    setup = make_setup(hero, cards)            # cards: the 60-card main deck, one Card per copy
    stats = run(setup, games=10_000, seed=1, workers=2)
    report = summarise(setup, stats, seed=1)   # JSON-ready dict
"""
from deckcheck.wowtcg.goldfish.policies import CURVE, HOLD_BURN, POLICIES, Policy, get_policy
from deckcheck.wowtcg.goldfish.runner import Setup, make_setup, run, trace_game


def summarise(*args, **kwargs):
    from deckcheck.wowtcg.goldfish.report import summarise as _summarise
    return _summarise(*args, **kwargs)


__all__ = ["CURVE", "HOLD_BURN", "POLICIES", "Policy", "Setup", "get_policy", "make_setup", "run",
           "summarise", "trace_game"]
