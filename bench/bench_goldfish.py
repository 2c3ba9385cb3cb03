"""Goldfish speed: games/s on one core for a real 60-card deck over 12 turns, and 10,000 games on 2 workers.

    python bench/bench_goldfish.py [--games 10000] [--profile]

Targets (issue 6): >= 3,000 games/s on one core; 10,000 games in < 3 s with both cores.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from deckcheck.wowtcg.goldfish.runner import make_setup, run
from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.feeds import load_db

DECKS = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "goldfish"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    db = load_db()
    for path in sorted(DECKS.glob("*.txt")):
        deck = load_deck(path, db)
        hero, cards = deck.hero, deck.cards()
        setup = make_setup(hero, cards, turns=12)
        if args.profile:
            import cProfile
            import pstats
            cProfile.runctx("run(setup, 3000, 1)", globals(), {"run": run, "setup": setup}, "/tmp/goldfish.prof")
            pstats.Stats("/tmp/goldfish.prof").sort_stats("tottime").print_stats(12)
            return
        run(setup, 300, 99)                      # warm up
        t0 = time.perf_counter()
        st = run(setup, args.games, 1, workers=1)
        one = time.perf_counter() - t0
        t0 = time.perf_counter()
        st2 = run(setup, args.games, 1, workers=2)
        two = time.perf_counter() - t0
        assert st == st2
        print(f"{path.stem}: {len(cards)} cards, 12 turns, {args.games:,} games")
        print(f"  1 core:    {args.games / one:8.0f} games/s  ({one:.2f} s)")
        print(f"  2 workers: {args.games / two:8.0f} games/s  ({two:.2f} s, incl. process start-up)")


if __name__ == "__main__":
    main()
