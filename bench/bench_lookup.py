"""Unknown names: a deck of 2,000 lines no card answers (fuzzy suggestions on every line), against
a deck of 2,000 lines of real names, in the same run (issue 11: target under 2 s).

    python bench/bench_lookup.py [--lines 2000] [--seed 11]

The unknown names are seeded: made-up words of card-name lengths (one to four words), and real
names with their letters scrambled, so they pass the exact, normalised and prefix steps and reach
the typo and fuzzy scorers, as a garbage or foreign-language file does. Every tenth line repeats an
earlier one (a pasted list repeats itself), which the per-run memory of lookups answers.
"""
from __future__ import annotations

import argparse
import random
import string
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from deckcheck.wowtcg.deck import deck_from_text   # noqa: E402
from deckcheck.wowtcg.feeds import load_db          # noqa: E402


def unknown_names(names: list[str], n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        if out and rng.random() < 0.1:
            out.append(rng.choice(out))
        elif rng.random() < 0.5:
            words = [''.join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 9)))
                     for _ in range(rng.randint(1, 4))]
            out.append(" ".join(w.capitalize() for w in words))
        else:
            letters = list(rng.choice(names))
            rng.shuffle(letters)
            out.append("".join(letters).strip() or "x")
    return out


def timed(text: str, db) -> tuple[float, float, object]:
    """(wall seconds, CPU seconds of this process, the deck): the machine is shared, so CPU
    time is the steadier figure."""
    t, c = time.perf_counter(), time.process_time()
    deck = deck_from_text(text, db)
    return time.perf_counter() - t, time.process_time() - c, deck


def old_way(queries: list[str], db) -> float:
    """CPU seconds per name of the scoring before issue 11 (typo and WRatio scorers over every
    name, nothing remembered), on a sample: the baseline of the speed-up, in this run."""
    from rapidfuzz import fuzz, process
    from rapidfuzz.distance import OSA
    from deckcheck.cards.normalize import normalize_name
    keys = db.index._norm_keys
    c = time.process_time()
    for q in queries:
        key = normalize_name(q)
        process.extract(key, keys, scorer=OSA.distance, processor=None, limit=4,
                        score_cutoff=max(1, int(len(key) * 0.34 + 0.5)))
        process.extract(key, keys, scorer=fuzz.WRatio, processor=None, limit=5, score_cutoff=60.0)
    return (time.process_time() - c) / len(queries)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    db = load_db()
    names = list(db.cards)
    rng = random.Random(args.seed)
    queries = unknown_names(names, args.lines, args.seed)
    known = "".join(f"1 {rng.choice(names)}\n" for _ in range(args.lines))
    unknown = "".join(f"1 {q}\n" for q in queries)
    db.resolve("warm up the scorers")
    before = old_way(queries[:100], db) * args.lines
    w_known, c_known, _ = timed(known, db)
    w_unknown, c_unknown, deck = timed(unknown, db)
    w_again, c_again, _ = timed(unknown, db)
    unread = sum(1 for v in deck.problems if v.is_error)
    print(f"{args.lines} real names:          {c_known:.3f} s CPU ({w_known:.3f} s wall)")
    print(f"{args.lines} unknown names:       {c_unknown:.3f} s CPU ({w_unknown:.3f} s wall)  "
          f"({unread} unreadable lines, {len(deck.problems) - unread} fuzzy reads)")
    print(f"the same deck again (remembered): {c_again:.3f} s CPU ({w_again:.3f} s wall)")
    print(f"before (scorers over every name, 100-name sample scaled to {args.lines}): {before:.1f} s CPU")
    print(f"speed-up: {before / c_unknown:.1f}x   unknown / real names: {c_unknown / max(c_known, 1e-9):.0f}x   "
          f"target: {args.lines} unknown names under 2 s")


if __name__ == "__main__":
    main()
