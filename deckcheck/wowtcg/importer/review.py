"""Goldfish effects records: the text parser's suggestions reconciled with the records in data/.

    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg [--diff] [NAME ...]
    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg --read NAME ... [--names-from FILE]

Every card with rules text has an effects record (`deckcheck.wowtcg.effects`) with the hash of the
text it was read from and a review state. On each import (`reconcile`):

- a card of the corrections table (`corrections.EFFECTS`) takes its correction: ``corrected``, or
  ``stale`` when the text has changed since the correction was written;
- a record a person has read (``read``) is kept as it is, whatever the parser now suggests; when
  the text has changed since, it is kept and marked ``stale`` (to be read again);
- any other card takes the parser's suggestion (``suggested``).

``--diff`` prints, per card (all, or the NAMEs), the record in data/ and the parser's suggestion
where they differ; ``--read NAME ...`` records that you read those cards' texts against their
records (as shown by ``--diff`` or in data/) and found them right: their review becomes ``read``
with the current text's hash, and the import writes data/.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import yaml

from deckcheck.wowtcg.effects import REVIEW_STATES, describe
from deckcheck.wowtcg.importer import corrections

STATES = REVIEW_STATES
KEPT = ("read", "stale")       # a person's reading, kept over the parser's
_ORDER = ("text_hash", "review", "no_bearing", "unmodelled", "abilities")


def previous(sets_dir: Path) -> dict[str, dict]:
    """{card name: effects record} of the feeds in `sets_dir` (the data/ the import rewrites)."""
    out: dict[str, dict] = {}
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    for path in sorted(sets_dir.glob("*.yaml")):
        doc = yaml.load(path.read_text(encoding="utf-8"), Loader=loader) or {}
        for rec in doc.get("cards") or ():
            if isinstance(rec.get("effects"), dict):
                out[rec["name"]] = rec["effects"]
    return out


def reconcile(suggestion: dict, prev: dict | None, fix: corrections.EffectFix | None, read: bool = False) -> dict:
    """One card's record: its correction, else the record a person read, else the suggestion (see the module)."""
    now = suggestion["text_hash"]
    if fix is not None:
        same = fix.text_hash == now
        rec = {"text_hash": fix.text_hash, "review": "corrected" if same else "stale", **fix.record}
    elif prev is not None and prev.get("review") in KEPT:
        rec = dict(prev)
        rec["review"] = "read" if read or prev.get("text_hash") == now else "stale"
        if read:
            rec["text_hash"] = now
    else:
        rec = {**suggestion, "review": "read" if read else "suggested"}
    return {k: rec[k] for k in _ORDER if k in rec}


def apply(facts: dict[str, dict], prev: dict[str, dict], read: frozenset[str] = frozenset()) -> Counter:
    """Reconcile every card's record in `facts` (merged records, changed in place); the count per
    review state."""
    fixes = {f.name: f for f in corrections.EFFECTS}
    states: Counter = Counter()
    for rec in facts.values():
        sug = rec.get("effects")
        if sug is None:
            continue
        name = rec["name"]
        rec["effects"] = reconcile(sug, prev.get(name), fixes.get(name), name in read)
        states[rec["effects"]["review"]] += 1
    return states


def diff_lines(facts: dict[str, dict], suggestions: dict[str, dict], names: list[str] | None = None) -> list[str]:
    """Per card whose record differs from the parser's suggestion: its record and the suggestion."""
    out = []
    for rec in sorted(facts.values(), key=lambda r: r["name"].lower()):
        name = rec["name"]
        if "effects" not in rec or (names and name not in names):
            continue
        mine, sug = rec["effects"], suggestions[name]
        same = all(mine.get(k) == sug.get(k) for k in ("abilities", "unmodelled", "no_bearing"))
        if same and not names:
            continue
        out.append(f"{name} [{mine['review']}]" + (" (as suggested)" if same else ""))
        out.append(f"  data:       {describe(mine) or '-'}" + (" + unmodelled" if mine.get("unmodelled") else ""))
        if not same:
            out.append(f"  suggestion: {describe(sug) or '-'}" + (" + unmodelled" if sug.get("unmodelled") else ""))
    return out


def main(argv: list[str] | None = None) -> int:
    from deckcheck.wowtcg.importer import build
    ap = argparse.ArgumentParser(prog="python -m deckcheck.wowtcg.importer.review", description=__doc__.split("\n")[0])
    ap.add_argument("reference", type=Path, help="folder with the WoW TCG reference files")
    ap.add_argument("names", nargs="*", help="cards to show (--diff) or to mark read (--read)")
    ap.add_argument("--read", action="store_true", help="mark the NAMEs read and write data/")
    ap.add_argument("--names-from", type=Path, metavar="FILE", help="more NAMEs, one a line")
    ap.add_argument("--out", type=Path, default=build.DATA / "wowtcg")
    args = ap.parse_intermixed_args(argv)
    if args.names_from:
        try:
            args.names += [n.strip() for n in args.names_from.read_text(encoding="utf-8").splitlines() if n.strip()]
        except OSError as exc:
            print(f"error: {args.names_from}: {exc.strerror}", file=sys.stderr)
            return 2
    prev = previous(args.out / "sets")
    unknown = [n for n in args.names if n not in prev]
    if unknown:
        print(f"error: no effects record in {args.out} for {', '.join(unknown)}", file=sys.stderr)
        return 2
    read = frozenset(args.names) if args.read else frozenset()
    pool = build.build_pool(args.reference, build.default_cardcarp(args.reference), previous=prev, read=read)
    if args.read:
        build.write(pool, args.out, build.DATA / "formats" / "lists")
        print(f"marked read: {len(read)}; records by review state: "
              + ", ".join(f"{k} {v}" for k, v in sorted(pool.reviews.items())))
        return 0
    for line in diff_lines(pool.facts, pool.suggestions, args.names or None):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
