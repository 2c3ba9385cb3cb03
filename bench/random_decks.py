"""The goldfish's invariant checker over random decks of the pool's cards: crashes and breaches beyond the bundled
and official decks.

    python bench/random_decks.py [--seed 42] [--decks 200] [--games 150] [--checked 60]

Each deck is ten random cards whose effects the engine reads and five random allies costing 4 or less, four copies
of each (60 cards), with a random hero half the time. Each is played --games games (a crash is any exception), then
--checked games under the checker (`goldfish.audit.check_games`). Prints one line per deck with a crash or a breach
(its hero, its cards and the first breaches) and a summary; exit 1 when any was found. Seeds 1-43 were run for issue
23: every family found has a test in tests/test_goldfish_random_decks.py.
"""
from __future__ import annotations

import argparse
import collections
import random
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from deckcheck.wowtcg.effects import flat_effects  # noqa: E402
from deckcheck.wowtcg.feeds import load_db  # noqa: E402
from deckcheck.wowtcg.goldfish.audit import check_games  # noqa: E402
from deckcheck.wowtcg.goldfish.runner import make_setup, median_hero_health, run  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--decks", type=int, default=200)
    ap.add_argument("--games", type=int, default=150, help="games played per deck (crashes)")
    ap.add_argument("--checked", type=int, default=60, help="games per deck under the checker (breaches)")
    args = ap.parse_args(argv)
    db = load_db()
    health = median_hero_health(db)
    kinds = ("Ally", "Ability", "Equipment", "Quest")
    pool = [c for c in db.cards.values() if c.legal and c.type in kinds and flat_effects(c.effects)]
    small = [c for c in db.cards.values() if c.legal and c.type == "Ally" and isinstance(c.cost, int) and c.cost <= 4]
    heroes = [h for h in db.heroes() if isinstance(h.health, int)]
    rng = random.Random(args.seed)
    crashes: collections.Counter = collections.Counter()
    breached = 0
    for i in range(args.decks):
        picks = rng.sample(pool, 10) + rng.sample(small, 5)
        hero = rng.choice(heroes) if rng.random() < 0.5 else None
        names = sorted({c.name for c in picks})
        try:
            setup = make_setup(hero, [c for c in picks for _ in range(4)], turns=12, health=health)
            run(setup, args.games, i)
            found = check_games(setup, hero, args.checked).breaches
        except Exception as exc:        # (a crash is what this looks for)
            where = traceback.extract_tb(exc.__traceback__)[-1]
            key = (type(exc).__name__, Path(where.filename).name, where.lineno)
            crashes[key] += 1
            print(f"CRASH deck {i}: {key[0]} at {key[1]}:{key[2]}: {exc}; hero {hero and hero.name}; {names}")
            continue
        if found:
            breached += 1
            print(f"BREACH deck {i}: hero {hero and hero.name}; {names}; {found[:2]}")
    print(f"{args.decks} random decks (seed {args.seed}): {sum(crashes.values())} crashed, {breached} with breaches")
    return 1 if crashes or breached else 0


if __name__ == "__main__":
    sys.exit(main())
