"""Goldfish effect coverage: how much of the pool's card text the engine models (issue 12).

    python bench/effect_coverage.py [REFERENCE] [--patterns N] [--type Ally] [--examples 2]

Reads every card's text from the reference sources the way the importer does (the text is never
stored), derives its effects, and prints per card type the share of cards with text that are fully
modelled (or whose only text has no bearing on a passive opponent), the cards with unmodelled
text in every bundled deck and every official starter deck, and with --patterns the N most
frequent unrecognised sentences over the pool, grouped by their shape (numbers and names
replaced), biggest groups first: what to model next.
Targets (issue 12): 60% of allies and of abilities with text; at most 8 unmodelled cards per deck.
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

from deckcheck.wowtcg.feeds import load_db  # noqa: E402
from deckcheck.wowtcg.goldfish.compile import compile_cards  # noqa: E402
from deckcheck.wowtcg.effects import freeze, from_flat  # noqa: E402
from deckcheck.wowtcg.importer import build  # noqa: E402
from deckcheck.wowtcg.importer.effects import no_bearing, parse_effects, unrecognised  # noqa: E402

REF = ROOT.parent / "shared" / "reference" / "wowtcg"
GROUPS = {"Ally": "allies", "Ability": "abilities", "Ability Ally": "abilities", "Armor": "equipment",
          "Weapon": "equipment", "Item": "equipment", "Equipment": "equipment", "Quest": "quests"}

def pool_texts(ref: Path) -> dict[str, tuple[str, str]]:
    """{card name: (type, text)} as the importer's merge sees them."""
    return build.build_pool(ref).texts

def shape(sent: str) -> str:
    s = re.sub(r"\b\d+\b", "N", sent)
    return s

def official_decks(ref: Path) -> dict[str, list[tuple[str, int]]]:
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

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reference", nargs="?", type=Path, default=REF)
    ap.add_argument("--patterns", type=int, default=0, help="print the N biggest groups of unrecognised sentences")
    ap.add_argument("--type", default=None, help="only this card group for --patterns (allies, abilities, ...)")
    ap.add_argument("--examples", type=int, default=2)
    args = ap.parse_args(argv)
    texts = pool_texts(args.reference)
    db = load_db(use_env=False)
    modelled = {}
    lost = Counter()
    total: Counter = Counter()
    done: Counter = Counter()
    groups: dict[str, list[str]] = defaultdict(list)
    for name, (ctype, text) in texts.items():
        fx = parse_effects(text, ctype)
        ok = not any(e["do"] == "unmodelled" for e in fx)
        if ok and fx and name in db.cards:
            # the engine's verdict: an effect the import models but the engine does not play
            card = db[name]._replace(effects=freeze(from_flat(fx)))
            ok = compile_cards([card]).modelled[0]
            if not ok:
                lost[ctype] += 1
        modelled[name.lower()] = ok
        g = GROUPS.get(ctype)
        if g is None or not text.strip():
            continue
        total[g] += 1
        done[g] += ok
        if not ok and (args.type is None or args.type == g):
            for s in unrecognised(text, ctype):
                groups[shape(s)].append(name)
    print("card text modelled (fully, or nothing that matters against a passive opponent):")
    for g in ("allies", "abilities", "equipment", "quests"):
        print(f"  {g:10} {done[g]:5} of {total[g]:5}  {100 * done[g] / max(1, total[g]):5.1f}%")
    print(f"  (of the unmodelled: {sum(lost.values())} derived at import but not played by the engine)")
    print("cards with unmodelled text per deck (distinct cards, and copies; target at most 8 cards):")
    worst: dict[str, tuple[int, str]] = {}
    for label, decks in (("bundled", bundled_decks()), ("official", official_decks(args.reference))):
        for name, rows in sorted(decks.items()):
            um = [(c, n) for c, n in rows if not modelled.get(c.lower(), True)]
            kind = "champion" if label == "official" and not name.endswith(("2011", "2013")) else label
            over = "  OVER" if len(um) > 8 and kind != "champion" else ""
            worst[kind] = max(worst.get(kind, (0, "")), (len(um), name))
            print(f"  {kind:8} {name:34} {len(um):3} ({sum(n for _, n in um):2}){over}  " + ", ".join(c for c, _ in um))
    for kind, (n, name) in worst.items():
        print(f"  max {kind}: {n} ({name})")
    if args.patterns:
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
