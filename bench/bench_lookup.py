"""Unknown names: a deck of 2,000 lines no card answers (fuzzy suggestions on every line), against
a deck of 2,000 lines of real names, in the same run (issue 11: target under 2 s).

    python bench/bench_lookup.py [--lines 2000] [--seed 11] [--baseline REV]

The unknown names are seeded: made-up words of card-name lengths (one to four words), and real
names with their letters scrambled, so they pass the exact, normalised and prefix steps and reach
the typo and fuzzy scorers, as a garbage or foreign-language file does. Every tenth line repeats an
earlier one (a pasted list repeats itself), which the per-run memory of lookups answers. The
same deck is also read by commit REV (default: the one before issue 11's speed work, see
bench/baseline.py) in a subprocess, alternating with this tree, for a same-run ratio.
"""
from __future__ import annotations

import argparse
import random
import string
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))
import baseline  # noqa: E402


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
    from deckcheck.wowtcg.deck import deck_from_text
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


def inner(args) -> dict:
    """CPU seconds of the deck of unknown names, read once in a fresh process, on this tree."""
    baseline.on_path()
    from deckcheck.wowtcg.feeds import load_db
    db = load_db()
    queries = unknown_names(list(db.cards), args.lines, args.seed)
    db.resolve("warm up the scorers")
    _, cpu, deck = timed("".join(f"1 {q}\n" for q in queries), db)
    return {"cpu": cpu, "unreadable": sum(1 for v in deck.problems if v.is_error), "fuzzy": sum(1 for v in deck.problems if not v.is_error)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--baseline", default=baseline.BEFORE, metavar="REV", help="the commit to compare with")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.inner:
        import json
        print(json.dumps(inner(args)))
        return
    baseline.on_path()
    from deckcheck.wowtcg.feeds import load_db
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
    passed = ["--lines", str(args.lines), "--seed", str(args.seed)]
    old_tree, script = baseline.tree(args.baseline), Path(__file__).resolve()
    now, old = [], []
    for _ in range(2):       # alternating, each in a fresh process (no lookup remembered)
        now.append(baseline.run_on(REPO, script, passed))
        old.append(baseline.run_on(old_tree, script, passed))
    a, b = min(r["cpu"] for r in now), min(r["cpu"] for r in old)
    print(f"fresh process, best of 2: now {a:.3f} s CPU, baseline {args.baseline} {b:.3f} s CPU: {b / a:.2f}x faster; "
          f"unreadable/fuzzy lines now {now[0]['unreadable']}/{now[0]['fuzzy']}, baseline {old[0]['unreadable']}/{old[0]['fuzzy']}")


if __name__ == "__main__":
    main()
