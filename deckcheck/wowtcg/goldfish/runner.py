"""Run many goldfish games, on one or more processes, with results independent of the split.

Game number i always uses the seed `game_seed(seed, i)`, and workers return only summed counters
(`Stats`), so any number of workers and any chunking give identical results.
"""
from __future__ import annotations

import os
import random
from dataclasses import dataclass
from typing import Callable

from deckcheck.wowtcg.goldfish.compile import Compiled, compile_deck
from deckcheck.wowtcg.goldfish.engine import Stats, game_seed, play_game
from deckcheck.wowtcg.goldfish.policies import CURVE, Policy
from deckcheck.wowtcg.model import Card

DEFAULT_HEALTH = 25
DEFAULT_TURNS = 12


@dataclass(frozen=True)
class Setup:
    """Everything a worker needs to play games (picklable)."""
    cc: Compiled
    deck: tuple[int, ...]
    policy: Policy = CURVE
    turns: int = DEFAULT_TURNS
    health: int = DEFAULT_HEALTH
    first: bool = True
    hero_atk: int = 0
    watch: tuple[int, ...] = ()     # per card id: 1 = count it in `Stats.wseen` (empty: none)


def make_setup(hero: Card | None, cards: list[Card], *, policy: Policy = CURVE, turns: int = DEFAULT_TURNS,
               health: int = DEFAULT_HEALTH, first: bool = True, watch: tuple[str, ...] = ()) -> Setup:
    """Compile a hero and its main-deck card list (one `Card` per copy) for the runner.

    `watch`: card names whose copies seen by each turn are counted in `Stats.wseen`."""
    cc, deck = compile_deck(cards, policy.early_cost, hero)
    hero_atk = hero.atk if hero is not None and isinstance(hero.atk, int) else 0
    wanted = set(watch)
    mask = tuple(int(n in wanted) for n in cc.names) if wanted else ()
    return Setup(cc, tuple(deck), policy, turns, health, first, hero_atk, mask)


def run_range(setup: Setup, seed: int, start: int, stop: int) -> Stats:
    """Play games number start..stop-1 in this process."""
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random()
    deck = list(setup.deck)
    cc, policy, health, first, hero_atk = setup.cc, setup.policy, setup.health, setup.first, setup.hero_atk
    watch = list(setup.watch) or None
    for g in range(start, stop):
        rng.seed(game_seed(seed, g))
        play_game(cc, deck, policy, rng, st, health=health, first=first, hero_atk=hero_atk, watch=watch)
    return st


def trace_game(setup: Setup, seed: int, game: int = 0) -> tuple[list[str], int]:
    """Game number `game` in plain words (the same game `run` plays as number `game`)."""
    lines: list[str] = []
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random(game_seed(seed, game))
    result = play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health,
                       first=setup.first, hero_atk=setup.hero_atk, log=lines.append)
    return lines, result


def _work(args: tuple) -> Stats:
    setup, seed, start, stop = args
    return run_range(setup, seed, start, stop)


def run(setup: Setup, games: int, seed: int = 0, *, workers: int = 1,
        progress: Callable[[int], None] | None = None, chunk: int | None = None) -> Stats:
    """Play `games` games; `progress(n)` is called with the number of games finished so far."""
    workers = max(1, workers or 1)
    if chunk is None:
        chunk = max(250, min(5000, games // (workers * 8) or 1))
    ranges = [(a, min(a + chunk, games)) for a in range(0, games, chunk)]
    total = Stats(setup.turns, len(setup.cc))
    done = 0
    if workers == 1 or len(ranges) == 1:
        for a, b in ranges:
            total.merge(run_range(setup, seed, a, b))
            done += b - a
            if progress:
                progress(done)
        return total
    import multiprocessing as mp
    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    with ctx.Pool(min(workers, len(ranges))) as pool:
        for st in pool.imap_unordered(_work, [(setup, seed, a, b) for a, b in ranges]):
            total.merge(st)
            done += st.games
            if progress:
                progress(done)
    return total


def default_workers() -> int:
    return max(1, min(os.cpu_count() or 1, 8))
