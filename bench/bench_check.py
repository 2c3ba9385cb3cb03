"""Deck checks per second, in-process, on one core: parse + resolve + every CR §100 rule, against
the same measurement on the code before issue 11's speed work, in the same run (ratios, no asserts).

    python bench/bench_check.py [--decks 2000] [--repeat 3] [--format constructed] [--baseline REV] [--profile]

The decks are 60-card decks from the real pool: the bundled example decks (`data/decks/`) with
small seeded variations (a copy moved between two cards, lines shuffled, a side deck dropped or
kept, an occasional illegal card), so the name lookups and rule paths are those of real decks.
Target (issue 11): >= 10,000 decks/s per core. The baseline is commit REV (default: the one before
the speed work, see bench/baseline.py), unpacked beside this tree and measured by this same script
in a subprocess; the two trees run alternately, twice each, and the best of each figure counts.
The verdicts of both trees are compared deck by deck (they must be the same).
"""
from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import re
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))
import baseline  # noqa: E402

LINE = re.compile(r"^(\d+) (.+)$")
EXTRAS = ["Orgrimmar Grunts", "Warden Ravella", "Frostbolt", "Chimera Shot", "Anchorite Alonora"]


def variants(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    bases = []
    for p in sorted((REPO / "data" / "decks").glob("*.txt")):
        text = p.read_text(encoding="utf-8")
        main, _, side = text.partition("Sideboard:")
        head = [ln for ln in main.splitlines() if not LINE.match(ln)]
        cards = [(int(m[1]), m[2]) for m in map(LINE.match, main.splitlines()) if m]
        bases.append((head, cards, side))
    out = []
    for i in range(n):
        head, cards, side = bases[i % len(bases)]
        cards = list(cards)
        a, b = rng.randrange(len(cards)), rng.randrange(len(cards))
        if a != b and cards[a][0] > 1 and cards[b][0] < 4:       # move a copy: still 60 cards
            cards[a] = (cards[a][0] - 1, cards[a][1])
            cards[b] = (cards[b][0] + 1, cards[b][1])
        rng.shuffle(cards)
        lines = head + [f"{q} {name}" for q, name in cards]
        if rng.random() < 0.1:                                     # now and then an illegal card
            lines.append(f"1 {rng.choice(EXTRAS)}")
        text = "\n".join(lines) + "\n"
        if side and rng.random() < 0.5:
            text += "Sideboard:" + side
        out.append(text)
    return out


def timed(fn, texts, repeat):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn(texts)
        best = min(best, time.perf_counter() - t0)
    return best


def inner(args) -> dict:
    """This tree's figures (decks/s) and a digest of every verdict, measured in this process."""
    import hashlib
    import json
    baseline.on_path()
    from deckcheck.decks import parse_deck
    from deckcheck.wowtcg.deck import resolve
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.rules import check_deck, get_format

    t0 = time.perf_counter()
    db = load_db()
    fmt = get_format(args.format)
    load_s = time.perf_counter() - t0
    texts = variants(args.decks)
    n = len(texts)

    def parse_only(ts):
        for t in ts:
            parse_deck(t, path="bench.txt")

    def read(ts):                       # parse + resolve names: "reading the file"
        for t in ts:
            resolve(parse_deck(t, path="bench.txt"), db)

    decks = [resolve(parse_deck(t, path="bench.txt"), db) for t in texts]

    def rules_only(ds):
        for d in ds:
            check_deck(d, fmt)

    def full(ts):                       # parse + resolve + rules
        for t in ts:
            check_deck(resolve(parse_deck(t, path="bench.txt"), db), fmt)

    full(texts[:50])                    # warm the caches (print index, formats)
    reports = [check_deck(d, fmt) for d in decks]
    verdicts = json.dumps([r.as_dict() for r in reports], sort_keys=True)
    out = {"parse": n / timed(parse_only, texts, args.repeat), "read": n / timed(read, texts, args.repeat),
           "rules": n / timed(rules_only, decks, args.repeat), "full": n / timed(full, texts, args.repeat),
           "decks": n, "legal": sum(r.legal for r in reports), "load_ms": load_s * 1000, "cards": len(db),
           "per_deck": sum(d.count("main") + d.count("side") for d in decks) / n,
           "verdicts": hashlib.blake2b(verdicts.encode(), digest_size=8).hexdigest()}
    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        full(texts)
        pr.disable()
        buf = io.StringIO()
        pstats.Stats(pr, stream=buf).sort_stats("tottime").print_stats(25)
        print(buf.getvalue())
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decks", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--format", default="constructed")
    ap.add_argument("--baseline", default=baseline.BEFORE, metavar="REV", help="the commit to compare with")
    ap.add_argument("--profile", action="store_true", help="cProfile this tree's full check and print the top 25")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.inner:
        import json
        print(json.dumps(inner(args)))
        return
    passed = ["--decks", str(args.decks), "--repeat", str(args.repeat), "--format", args.format]
    old_tree = baseline.tree(args.baseline)
    script = Path(__file__).resolve()
    runs = {"now": [], "before": []}
    for _ in range(2):
        runs["now"].append(baseline.run_on(REPO, script, passed + (["--profile"] if args.profile and not runs["now"] else [])))
        runs["before"].append(baseline.run_on(old_tree, script, passed))
    best = {k: {f: max(r[f] for r in v) for f in ("parse", "read", "rules", "full")} for k, v in runs.items()}
    now, before = runs["now"][0], runs["before"][0]
    print(f"card db: {now['cards']} cards, loaded in {now['load_ms']:.0f} ms; format: {args.format}")
    print(f"decks: {now['decks']} ({now['legal']} legal), {now['per_deck']:.1f} cards per deck on average; "
          f"best of {args.repeat} x 2 runs; baseline: {args.baseline} ({old_tree})")
    print(f"{'':26}{'now':>12}{'before':>12}{'ratio':>9}")
    for key, label in (("parse", "parse alone"), ("read", "parse + resolve (read)"), ("rules", "rules alone"),
                       ("full", "parse + resolve + rules")):
        a, b = best["now"][key], best["before"][key]
        print(f"  {label:24}{a:10,.0f}/s{b:10,.0f}/s{a / b:8.2f}x")
    print(f"  full check vs 10,000 decks/s: {best['now']['full'] / 10000:.2f}x of the target (issue 11)")
    same = now["verdicts"] == before["verdicts"] and now["legal"] == before["legal"]
    print(f"  verdicts identical to the baseline's, deck by deck: {same}")


if __name__ == "__main__":
    main()
