"""Goldfish speed: games/s on one core for every bundled deck (12 turns), against the engine before
issue 12's change, measured in the same run.

    python bench/bench_goldfish.py [--games 5000] [--base 0f16638] [--rounds 2] [--profile]

The baseline is the package of commit --base (the engine before the effect vocabulary and the
report's intervals), unpacked by bench/baseline.py (`git archive`, kept in the temp folder) and imported from there
in a child process; the current tree is measured the same way, alternately, best of --rounds.
Both play the same decks against the same health (the pool's median), so games last as long.
One-core figures are games per CPU-second of the process (the machine may be shared); the 2-worker
figure is wall-clock.
Target (issue 12): at least 3,000 games/s on one core; also 10,000 games on 2 workers.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import baseline  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "data" / "decks"
BASE = "0f16638"     # main before issue 12 (the goldfish engine as it was)
TARGET = 3000

# Runs in a child process, against whichever `deckcheck` is first on sys.path.
MEASURE = r"""
import json, sys, time
from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.feeds import load_db
from deckcheck.wowtcg.goldfish.runner import make_setup, run
games, health, workers, paths = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
db = load_db()
out = {}
for path in paths:
    deck = load_deck(path, db)
    setup = make_setup(deck.hero, deck.cards(), turns=12, health=health)
    run(setup, 300, 99)                          # warm up
    clock = time.process_time if workers == 1 else time.perf_counter   # CPU time: one core, whatever the load
    t0 = clock()
    run(setup, games, 1, workers=workers)
    out[path] = games / (clock() - t0)
print(json.dumps(out))
"""


def measure(pythonpath: Path, cache: Path, games: int, health: int, workers: int, paths: list[str]) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(pythonpath), DECKCHECK_CACHE_DIR=str(cache))
    env.pop("DECKCHECK_CARDS", None)
    res = subprocess.run([sys.executable, "-c", MEASURE, str(games), str(health), str(workers), *paths],
                         env=env, capture_output=True, text=True, cwd=pythonpath)
    if res.returncode:
        sys.exit(f"bench: measuring {pythonpath} failed:\n{res.stderr}")
    return json.loads(res.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--base", default=BASE, help="git revision of the baseline engine")
    ap.add_argument("--rounds", type=int, default=2, help="alternate measurements; the best of each is kept")
    ap.add_argument("--profile", action="store_true", help="profile the current engine on the first deck")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.goldfish.runner import median_hero_health
    health = median_hero_health(load_db())
    paths = [str(p) for p in sorted(DECKS.glob("*.txt"))]
    if args.profile:
        import cProfile
        import pstats
        from deckcheck.wowtcg.deck import load_deck
        from deckcheck.wowtcg.goldfish.runner import make_setup, run
        deck = load_deck(paths[0], load_db())
        setup = make_setup(deck.hero, deck.cards(), turns=12, health=health)
        cProfile.runctx("run(setup, 3000, 1)", globals(), {"run": run, "setup": setup}, "/tmp/goldfish.prof")
        pstats.Stats("/tmp/goldfish.prof").sort_stats("tottime").print_stats(15)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        base = baseline.tree(args.base)
        now: dict[str, float] = {}
        then: dict[str, float] = {}
        for _ in range(max(1, args.rounds)):
            for best, where, cache in ((then, base, Path(tmp) / "cache-base"), (now, ROOT, Path(tmp) / "cache-now")):
                for p, rate in measure(where, cache, args.games, health, 1, paths).items():
                    best[p] = max(best.get(p, 0.0), rate)
        two = measure(ROOT, Path(tmp) / "cache-now", 10_000, health, 2, paths[:1])
    print(f"goldfish, 12 turns, {args.games:,} games per deck against {health} health, one core, best of "
          f"{args.rounds} (games per CPU-second); baseline: commit {args.base}")
    print(f"{'deck':<28}{'games/s':>10}{'baseline':>10}{'ratio':>8}")
    for p in paths:
        print(f"{Path(p).stem:<28}{now[p]:>10,.0f}{then[p]:>10,.0f}{now[p] / then[p]:>8.2f}")
    worst = min(now.values())
    print(f"slowest deck {worst:,.0f} games/s: target {TARGET:,} games/s per core "
          f"{'met' if worst >= TARGET else 'NOT met'}")
    print(f"2 workers, 10,000 games of {Path(paths[0]).stem}: {next(iter(two.values())):,.0f} games/s "
          f"(incl. process start-up)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
