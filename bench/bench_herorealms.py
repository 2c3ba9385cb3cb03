"""Hero Realms goldfish speed: games per second on one core, per buy policy.

    python bench/bench_herorealms.py [--games 20000] [--seed 1]

The target is at least 2,000 games/s on one core for the policies that play a real game
(expensive, focus, champions); `gems` plays ~11 turns too, with more cards per turn. Then the same
games on 2 workers (`herorealms.runner`, what `hero-realms goldfish -w 2` does) with the speed-up
over one core measured in the same run, and a check that both give the same numbers.
Also prints the feed load times (cold build, warm cache) for reference.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deckcheck.herorealms.engine import Tables, run_policy  # noqa: E402
from deckcheck.herorealms.feeds import load_db  # noqa: E402
from deckcheck.herorealms.policies import DEFAULT_POLICIES, make_policy  # noqa: E402
from deckcheck.herorealms.runner import run  # noqa: E402

TARGET = 2000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["DECKCHECK_CACHE_DIR"] = tmp
        t0 = time.perf_counter()
        db = load_db()
        cold = time.perf_counter() - t0
        t0 = time.perf_counter()
        load_db()
        warm = time.perf_counter() - t0
    print(f"feed load: cold {cold * 1000:.1f} ms, warm cache {warm * 1000:.2f} ms ({len(db)} cards)")
    tables = Tables(db)
    total_games = total_time = 0.0
    print(f"{'policy':<12}{'games/s':>10}{'turns/s':>10}{'mean turns':>12}")
    for spec in DEFAULT_POLICIES:
        policy = make_policy(spec)
        t0 = time.perf_counter()
        stats = run_policy(tables, policy, args.games, args.seed)
        dt = time.perf_counter() - t0
        turns = sum(stats.turns)
        total_games += args.games
        total_time += dt
        print(f"{spec:<12}{args.games / dt:>10,.0f}{turns / dt:>10,.0f}{turns / stats.games:>12.2f}")
    rate = total_games / total_time
    print(f"{'all':<12}{rate:>10,.0f}   target {TARGET:,} games/s: {'met' if rate >= TARGET else 'NOT met'}")
    spec = DEFAULT_POLICIES[0]
    t0 = time.perf_counter()
    one = run(tables, spec, args.games, args.seed, workers=1)
    t1 = time.perf_counter() - t0
    t0 = time.perf_counter()
    two = run(tables, spec, args.games, args.seed, workers=2)
    t2 = time.perf_counter() - t0
    same = vars(one) == vars(two)
    print(f"{spec}, {args.games:,} games: 1 worker {args.games / t1:,.0f} games/s, 2 workers "
          f"{args.games / t2:,.0f} games/s (x{t1 / t2:.2f}, incl. process start-up); same numbers: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
