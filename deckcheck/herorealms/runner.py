"""Run many Hero Realms goldfish games on one or more processes, with results independent of the split.

Game i of a run seeded `seed` always starts from seed*1_000_003 + i (as `engine.run_policy` plays
it), workers return summed counters only, so any number of workers gives identical numbers.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

from deckcheck.herorealms.engine import TURN_CAP, Goldfish, Stats, Tables
from deckcheck.herorealms.policies import make_policy
from deckcheck.parallel import play_ranges, ranges

_COUNTERS = ("kill", "turns", "gold", "combat", "deck")


def merge(total: Stats, part: Stats) -> Stats:
    """Add `part`'s counters to `total` (sums only)."""
    total.games += part.games
    total.unfinished += part.unfinished
    for name in _COUNTERS:
        mine = getattr(total, name)
        for i, v in enumerate(getattr(part, name)):
            mine[i] += v
    return total


def play_range(tables: Tables, spec: str, seed: int, kw: dict, rng: tuple[int, int]) -> Stats:
    """Games number rng[0]..rng[1]-1 of the policy `spec` (see `policies.make_policy`)."""
    stats = Stats(kw.get("cap", TURN_CAP))
    gf = Goldfish(tables, make_policy(spec), **kw)
    base = seed * 1_000_003
    for i in range(*rng):
        gf.play(base + i, stats)
    return stats


def run(tables: Tables, spec: str, games: int, seed: int = 1, *, workers: int = 1,
        progress: Callable[[int], None] | None = None, chunk: int | None = None, **kw) -> Stats:
    """`games` games of one policy; `progress(n)` gets the number of games finished so far;
    `kw`: the engine's options (first, cap, deck)."""
    return play_ranges(partial(play_range, tables, spec, seed, kw), ranges(games, workers, chunk, 200, 2000),
                       Stats(kw.get("cap", TURN_CAP)), merge, workers=workers, progress=progress)
