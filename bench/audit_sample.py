"""A seeded sample of the cards the goldfish counts as modelled, each with its text and its record, to read.

    python bench/audit_sample.py [REFERENCE] [--seed 20261204] [--count 100] [--yaml OUT]

Draws --count cards at random (seeded) among the cards a deck can hold whose text the engine plays or
which have no bearing on a passive opponent (`bench/effect_coverage.py`'s "modelled"), and prints each
card's type line, rules text (from REFERENCE: the text is never kept in data/), the engine's verdict and
its effects record in one line. A reader marks each right, fairly simplified, wrong or partly ignored
(issue 23's sample audit); --yaml writes the sample as a review file to correct records in.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from deckcheck.wowtcg.effects import describe, record_of  # noqa: E402
from deckcheck.wowtcg.feeds import load_db  # noqa: E402
from deckcheck.wowtcg.goldfish.compile import UNMODELLED  # noqa: E402

import effect_coverage  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("reference", nargs="?", type=Path, default=effect_coverage.REF)
    ap.add_argument("--seed", type=int, default=20261204)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--yaml", type=Path, help="also write the sample as a review file")
    args = ap.parse_args(argv)
    if not (args.reference / "tracker_cards.json").is_file():
        print(f"audit_sample: error: {args.reference}: not a folder of WoW TCG reference files "
              "(e.g. ../shared/reference/wowtcg)", file=sys.stderr)
        return 2
    from deckcheck.wowtcg.importer import build
    db = load_db(use_env=False)
    found = effect_coverage.verdicts(db)
    names = sorted(n for n, v in found.items() if v != UNMODELLED and effect_coverage.deckable(db[n]))
    sample = random.Random(args.seed).sample(names, min(args.count, len(names)))
    texts = build.build_pool(args.reference).texts
    entries = []
    for i, name in enumerate(sample, 1):
        card, rec = db[name], record_of(db[name].effects)
        print(f"{i:3}. {name} [{card.type}, cost {card.cost}] {found[name]} ({rec.get('review')})")
        print(f"     text:   {texts.get(name, ('', '?'))[1]}")
        print(f"     record: {describe(rec) or '-'}" + (f"  no bearing: {', '.join(rec['no_bearing'])}"
                                                        if rec.get("no_bearing") else ""))
        entries.append({"name": name, "text": texts.get(name, ("", ""))[1],
                        "record": {k: v for k, v in rec.items() if k not in ("review", "text_hash")}})
    print(f"{len(sample)} of {len(names)} modelled cards (seed {args.seed})")
    if args.yaml:
        import yaml
        args.yaml.write_text(yaml.safe_dump(entries, sort_keys=False, allow_unicode=True, width=110), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
