"""Goldfish speed: games per CPU-second on one core for every bundled deck (12 turns), against the engine of
commit --base measured in the same run; and with --check, the invariant checker over many games of every bundled
and official starter deck.

    python bench/bench_goldfish.py [--games 5000] [--base b4a903a] [--rounds 2] [--profile]
    python bench/bench_goldfish.py --check 10000 [REFERENCE]

The baseline is the package of commit --base (default: main before issue 23, "today's engine"), unpacked by
bench/baseline.py (`git archive` into the temp folder, not code kept in the project) and imported from there in
a child process; the current tree is measured the same way, alternately, best of --rounds. Both play the same
decks against the same health (the pool's median), so games last as long. One-core figures are games per
CPU-second of the process (the machine may be shared); the 2-worker figure is wall-clock.
Target (issue 23): at least 8,000 games per CPU-second on the slowest bundled deck; 0 breaches of the invariant
checker over 10,000 games of every bundled and official starter deck.
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
BASE = "b4a903a"     # main before issue 23 (today's engine)
TARGET = 8000

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
    ap.add_argument("--check", type=int, default=0, metavar="N",
                    help="run the invariant checker over N games of every bundled and official starter deck")
    ap.add_argument("reference", nargs="?", type=Path, default=ROOT.parent / "shared" / "reference" / "wowtcg",
                    help="for --check: the reference folder (the official decks' lists)")
    args = ap.parse_args()
    if args.check:
        return check(args.check, args.reference)
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
    slow = min(paths, key=now.get)
    print(f"slowest deck {Path(slow).stem}: {worst:,.0f} games per CPU-second, {worst / then[slow]:.2f} x the baseline's "
          f"{then[slow]:,.0f}; target {TARGET:,}: {'met' if worst >= TARGET else 'NOT met'}")
    print(f"2 workers, 10,000 games of {Path(paths[0]).stem}: {next(iter(two.values())):,.0f} games/s "
          f"(incl. process start-up)")
    return 0


def check(games: int, reference: Path) -> int:
    """The invariant checker (`goldfish.audit`) over `games` games of every bundled deck and every official
    starter deck (the tracker's lists, in equal shares of 60 cards): breaches and the events checked."""
    import time
    sys.path.insert(0, str(ROOT))
    from effect_coverage import official_decks
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.goldfish.audit import check_games
    from deckcheck.wowtcg.goldfish.runner import make_setup
    db = load_db()
    decks = []
    for path in sorted(DECKS.glob("*.txt")):
        deck = load_deck(path, db)
        decks.append((path.stem, deck.hero, deck.cards()))
    if (reference / "tracker_prints.json").is_file():
        for name, rows in sorted(official_decks(reference).items()):
            if name.endswith(("2011", "2013")):      # the starter decks (not the champion decks)
                cards = [db.cards.get(c) or db[db.resolve(c).name] for c, n in rows for _ in range(n)][:60]
                decks.append((name, None, cards))
    else:
        print(f"(no reference at {reference}: bundled decks only)")
    total = breaches = 0
    t0 = time.perf_counter()
    for name, hero, cards in decks:
        checker = check_games(make_setup(hero, cards), hero, games)
        total += checker.games
        breaches += len(checker.breaches)
        print(f"  {name:34} {checker.games:7,} games  {len(checker.breaches):4} breaches  "
              f"{sum(checker.checked.values()):9,} events" + (f"  e.g. {checker.breaches[0]}" if checker.breaches else ""))
    print(f"invariant checker: {total:,} games of {len(decks)} decks, {breaches} breaches "
          f"({time.perf_counter() - t0:.0f} s)")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
