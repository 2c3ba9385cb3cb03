"""Goldfish effect coverage: what the engine makes of the pool's card text (issues 12 and 23).

    python bench/effect_coverage.py [REFERENCE] [--patterns N] [--type allies] [--examples 2]

Reads every card's effects record in data/ (the reviewed records, not the text parser) and prints, per card
type, of the cards with text a deck can hold (legal in some format: raid, dungeon and boss cards are counted
apart), the cards whose effect the engine plays, whose text has no bearing on a passive opponent,
and whose text it does not model (the record says so, or the engine can't play one of its actions); how many
records a person has read or corrected; the unmodelled cards and copies of every bundled deck and every
official starter and champion deck (their lists from the tracker in REFERENCE); and with --patterns the N
most frequent sentences the text parser does not recognise, grouped by their shape (numbers replaced),
biggest groups first: what to model next.
Targets (issue 23): allies and abilities 85% played or no bearing, equipment 60%, quests 50%; at most 4
unmodelled copies in every bundled and official starter deck.
"""
from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from deckcheck.wowtcg.effects import record_of  # noqa: E402
from deckcheck.wowtcg.feeds import load_db  # noqa: E402
from deckcheck.wowtcg.goldfish.codes import COVERAGE_GROUPS  # noqa: E402
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards  # noqa: E402

REF = ROOT.parent / "shared" / "reference" / "wowtcg"
TARGETS = {"allies": 85, "abilities": 85, "equipment": 60, "quests": 50}
MAX_COPIES = 4


def official_decks(ref: Path) -> dict[str, list[tuple[str, int]]]:
    """The official starter (2011, 2013) and champion decks, from the tracker's prints: each card of the deck
    with an equal share of 60 copies (the tracker lists a deck's cards, not their counts)."""
    cards = json.loads((ref / "tracker_cards.json").read_text(encoding="utf-8"))
    by: dict[str, list[str]] = defaultdict(list)
    for p in json.loads((ref / "tracker_prints.json").read_text(encoding="utf-8")):
        by[p["card_print_expansion_name"]].append(p["card_name"])
    out = {}
    for name, names in by.items():
        if not ((name.split()[0] in ("Alliance", "Horde") and name.endswith((" 2011", " 2013")))
                or name in ("Jaina Proudmoore", "Dark Lady Sylvanas Windrunner", "Elderlimb", "Murkdeep", "Hogger")):
            continue
        names = list(dict.fromkeys(names))
        rest = [c for c in names if cards.get(c, {}).get("card_category") != "Hero"]
        copies = math.ceil(60 / len(rest))
        out[name] = [(c, copies) for c in rest]
    return out


def bundled_decks() -> dict[str, list[tuple[str, int]]]:
    out = {}
    for path in sorted((ROOT / "data" / "decks").glob("*.txt")):
        rows: Counter = Counter()
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"\s*(\d+)\s*x?\s+(.+?)\s*$", line)
            if m:
                rows[m[2]] += int(m[1])
        out[path.stem] = list(rows.items())
    return out


def verdicts(db) -> dict[str, str]:
    """{card name: played | no bearing | unmodelled} for every card with text (an effects record)."""
    return {c.name: compile_cards([c]).verdict[0] for c in db if c.effects and c.type in COVERAGE_GROUPS}


def deckable(card) -> bool:
    """Can a player's deck hold the card: is it legal in some format? (Raid, dungeon and boss cards are not:
    the raid's side plays them, never a goldfish deck.)"""
    return bool(card.legal)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reference", nargs="?", type=Path, default=REF)
    ap.add_argument("--patterns", type=int, default=0, help="print the N biggest groups of unrecognised sentences")
    ap.add_argument("--type", default=None, help="only this card group for --patterns (allies, abilities, ...)")
    ap.add_argument("--examples", type=int, default=2)
    args = ap.parse_args(argv)
    if args.reference != REF and not args.reference.is_dir():      # named, and not there: one line, exit 2
        print(f"effect_coverage: error: {args.reference}: No such file or directory (the reference sources, "
              "e.g. ../shared/reference/wowtcg)", file=sys.stderr)
        return 2
    db = load_db(use_env=False)
    found = verdicts(db)
    count: dict[str, Counter] = defaultdict(Counter)
    reviews: Counter = Counter()
    undeckable: Counter = Counter()
    for c in db:
        if c.effects:
            reviews[record_of(c.effects)["review"]] += 1
        if c.name in found:
            if deckable(c):
                count[COVERAGE_GROUPS[c.type]][found[c.name]] += 1
            else:
                undeckable[found[c.name]] += 1
    print("card text, by what the engine makes of it (cards with text a deck can hold, i.e. legal in some format; "
          "target: played + no bearing):")
    print(f"  {'':10} {'cards':>6} {'played':>8} {'no bearing':>11} {'unmodelled':>11} {'modelled':>9} {'target':>7}")
    for g in ("allies", "abilities", "equipment", "quests"):
        n = sum(count[g].values()) or 1
        p, nb, um = (count[g][v] for v in (PLAYED, NO_BEARING, UNMODELLED))
        ok = 100 * (p + nb) / n
        print(f"  {g:10} {n:6} {100 * p / n:7.1f}% {100 * nb / n:10.1f}% {100 * um / n:10.1f}% {ok:8.1f}% "
              f"{TARGETS[g]:5}%{'' if ok >= TARGETS[g] else '  not met'}")
    print(f"  (not counted: {sum(undeckable.values())} raid, dungeon and boss cards no format allows: "
          + ", ".join(f"{v} {k}" for k, v in sorted(undeckable.items())) + ")")
    print("effects records by review state: " + ", ".join(f"{k} {v}" for k, v in sorted(reviews.items())))
    print(f"unmodelled cards per deck (distinct cards, copies; target at most {MAX_COPIES} copies):")
    decks = {"bundled": bundled_decks()}
    if (args.reference / "tracker_prints.json").is_file():
        decks["official"] = official_decks(args.reference)
    worst: dict[str, tuple[int, str]] = {}
    for label, group in decks.items():
        for name, rows in sorted(group.items()):
            um = []
            for c, n in rows:
                card = db.cards.get(c) or db[db.resolve(c).name]
                if found.get(card.name) == UNMODELLED:
                    um.append((card.name, n))
            kind = "champion" if label == "official" and not name.endswith(("2011", "2013")) else label
            copies = sum(n for _, n in um)
            over = "  OVER" if copies > MAX_COPIES and kind != "champion" else ""
            worst[kind] = max(worst.get(kind, (0, "")), (copies, name))
            print(f"  {kind:8} {name:34} {len(um):3} ({copies:2}){over}  " + ", ".join(c for c, _ in um))
    for kind, (n, name) in worst.items():
        print(f"  most unmodelled copies, {kind}: {n} ({name})")
    if args.patterns:
        from deckcheck.wowtcg.importer import build
        from deckcheck.wowtcg.importer.effects import unrecognised
        groups: dict[str, list[str]] = defaultdict(list)
        for name, (ctype, text) in build.build_pool(args.reference).texts.items():
            g = COVERAGE_GROUPS.get(ctype)
            if found.get(name) == UNMODELLED and (args.type is None or args.type == g):
                for s in unrecognised(text, ctype):
                    groups[re.sub(r"\b\d+\b", "N", s)].append(name)
        print(f"most frequent unrecognised sentences ({sum(map(len, groups.values()))} in all):")
        for s, names in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:args.patterns]:
            print(f"  {len(names):4}  {s}   [{'; '.join(names[:args.examples])}]")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:         # `| head` closed the pipe: what was wanted was printed
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
