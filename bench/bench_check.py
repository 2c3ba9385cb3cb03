"""Deck checks per second, in-process, on one core: parse + resolve + every CR §100 rule, against
parsing alone on the same texts, in the same run (ratios, no asserts).

    python bench/bench_check.py [--decks 2000] [--repeat 3] [--format constructed] [--profile]

The decks are 60-card decks from the real pool: the bundled example decks (`data/decks/`) with
small seeded variations (a copy moved between two cards, lines shuffled, a side deck dropped or
kept, an occasional illegal card), so the name lookups and rule paths are those of real decks.
Target (issue 11): >= 10,000 decks/s per core (was 5,000 in issue 3), and the rules cost at most
as much again as reading. The baseline, in the same run: the same decks with every line fully
parsed (no plain `N Name` fast path).
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
sys.path.insert(0, str(REPO))

from deckcheck.decks import parse_deck                       # noqa: E402
from deckcheck.wowtcg.deck import resolve                    # noqa: E402
from deckcheck.wowtcg.feeds import load_db                   # noqa: E402
from deckcheck.wowtcg.rules import check_deck, get_format    # noqa: E402

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


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decks", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--format", default="constructed")
    ap.add_argument("--profile", action="store_true", help="cProfile the full check and print the top 25")
    args = ap.parse_args(argv)

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
    legal = sum(check_deck(d, fmt).legal for d in decks)
    cards = sum(d.count("main") + d.count("side") for d in decks) / n

    from deckcheck.decks.builder import DeckBuilder
    fast_line = DeckBuilder.add_line
    DeckBuilder.add_line = lambda self, text, section, line: self.add_text(text, section, line, text)
    t_parse_full = timed(parse_only, texts, args.repeat)     # baseline: every line fully parsed
    t_check_full = timed(full, texts, args.repeat)
    DeckBuilder.add_line = fast_line

    t_parse = timed(parse_only, texts, args.repeat)
    t_read = timed(read, texts, args.repeat)
    t_rules = timed(rules_only, decks, args.repeat)
    t_full = timed(full, texts, args.repeat)

    print(f"card db: {len(db)} cards, loaded in {load_s * 1000:.0f} ms; format: {fmt.name}")
    print(f"decks: {n} ({legal} legal), {cards:.1f} cards per deck on average; best of {args.repeat}")
    print(f"  baseline: parse, no plain-line fast path {n / t_parse_full:10,.0f} decks/s")
    print(f"  baseline: full check, no fast path       {n / t_check_full:10,.0f} decks/s")
    print(f"  parse alone            {n / t_parse:10,.0f} decks/s   {t_parse / n * 1e6:8.1f} us/deck")
    print(f"  parse + resolve (read) {n / t_read:10,.0f} decks/s   {t_read / n * 1e6:8.1f} us/deck")
    print(f"  rules alone            {n / t_rules:10,.0f} decks/s   {t_rules / n * 1e6:8.1f} us/deck")
    print(f"  parse + resolve + rules{n / t_full:10,.0f} decks/s   {t_full / n * 1e6:8.1f} us/deck")
    print("ratios:")
    print(f"  full check / parse alone          {t_full / t_parse:6.2f}x")
    print(f"  full check / read (parse+resolve) {t_full / t_read:6.2f}x   (target <= 2.00x: rules at most as much again as reading)")
    print(f"  rules / read                      {t_rules / t_read:6.2f}x")
    print(f"  parse: fast path / baseline       {t_parse_full / t_parse:6.2f}x faster")
    print(f"  full check: fast path / baseline  {t_check_full / t_full:6.2f}x faster")
    print(f"  full check vs 10,000 decks/s      {n / t_full / 10000:6.2f}x of target (issue 11)")

    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        full(texts)
        pr.disable()
        s = io.StringIO()
        pstats.Stats(pr, stream=s).sort_stats("tottime").print_stats(25)
        print(s.getvalue())


if __name__ == "__main__":
    main()
