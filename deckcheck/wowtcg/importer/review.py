"""Goldfish effects records: the text parser's suggestions reconciled with the records in data/.

    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg [--diff] [NAME ...]
    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg --read NAME ... [--names-from FILE]
    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg --worklist OUT [--type allies] [NAME ...]
    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg --check FILE
    python -m deckcheck.wowtcg.importer.review ../shared/reference/wowtcg --apply FILE

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

A review file holds records a person wrote or rewrote after reading the cards' texts: a YAML list of
``{name: ..., record: {abilities: [...], no_bearing: [...], unmodelled: 1}}`` (any other key, such
as the ``text`` a worklist shows, is for the reader and ignored). ``--worklist OUT`` writes one for
the cards whose record the engine does not model (of a card group, or the NAMEs), each with its text
and type line to read; ``--check FILE`` validates every record against the schema (file, line and
field of the first problem, exit 2) and prints what the engine makes of each (played, no bearing,
unmodelled) without writing; ``--apply FILE`` does the same and writes the records into data/ as
``read`` with the current text's hash.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import yaml

from deckcheck.errors import InputError
from deckcheck.yamlsafe import load_yaml_file
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
        try:
            doc = yaml.load(path.read_text(encoding="utf-8"), Loader=loader) or {}
        except yaml.YAMLError:
            load_yaml_file(path)    # (the project's reader: an InputError naming the file, line and problem)
            raise
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


def read_review_file(path: Path) -> dict[str, dict]:
    """{card name: record} of a review file; a bad entry or record is an InputError naming file, line and field."""
    from deckcheck.wowtcg.effects import check
    from deckcheck.yamlsafe import line_of
    doc = load_yaml_file(path)
    if not isinstance(doc, list):
        raise InputError(f"{path}: expected a list of {{name, record}} entries")
    out: dict[str, dict] = {}
    for i, entry in enumerate(doc):
        line = line_of(doc, i)
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) \
                or not isinstance(entry.get("record"), dict):
            raise InputError(f"{path}:{line}: entry {i + 1}: expected name (text) and record (a mapping)")
        record = {k: v for k, v in entry["record"].items() if k not in ("review", "text_hash")}
        for field, problem, where, key in check(record):
            raise InputError(f"{path}:{line_of(where, key) or line}: {entry['name']}: {field}: {problem}")
        if entry["name"] in out:
            raise InputError(f"{path}:{line}: {entry['name']}: listed twice")
        out[entry["name"]] = _plainly(record)
    return out


def _plainly(value):
    """A record read from YAML as plain dicts and lists (the data/ writer's shape)."""
    if isinstance(value, dict):
        return {k: _plainly(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plainly(v) for v in value]
    return value


def verdicts(records: dict[str, dict]) -> dict[str, str]:
    """What the engine makes of each record on its card: played, no bearing or unmodelled."""
    from deckcheck.wowtcg.effects import freeze
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    db = load_db(use_env=False)
    return {name: compile_cards([db.cards[name]._replace(effects=freeze(rec))]).verdict[0]
            for name, rec in records.items()}


def worklist(facts: dict[str, dict], texts: dict[str, tuple[str, str]], group: str | None,
             names: list[str]) -> list[dict]:
    """Review-file entries for the NAMEs, or for the deck-legal cards (of a group) the engine does not model."""
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.goldfish.codes import COVERAGE_GROUPS as groups
    from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
    db = load_db(use_env=False)
    by_name = {f["name"]: f for f in facts.values()}
    out = []
    for name in names or sorted(by_name, key=str.lower):
        card = db.cards.get(name)
        rec = by_name[name].get("effects") if name in by_name else None
        if card is None or rec is None or name not in texts:
            continue
        if not names and (not card.legal or groups.get(card.type) is None or (group and groups[card.type] != group)
                          or compile_cards([card]).verdict[0] != UNMODELLED):
            continue
        line = " ".join(str(x) for x in (card.type, "/".join(card.tags), f"cost {card.cost}",
                                         f"ATK {card.atk}" if card.atk is not None else "",
                                         f"health {card.health}" if card.health is not None else "",
                                         f"strike {card.strike_cost}" if card.strike_cost is not None else "") if x)
        out.append({"name": name, "card": line, "text": texts[name][1],
                    "record": {k: v for k, v in rec.items() if k not in ("review", "text_hash")}})
    return out


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except InputError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _main(argv: list[str] | None = None) -> int:
    from deckcheck.wowtcg.importer import build
    ap = argparse.ArgumentParser(prog="python -m deckcheck.wowtcg.importer.review", description=__doc__.split("\n")[0])
    ap.add_argument("reference", type=Path, help="folder with the WoW TCG reference files")
    ap.add_argument("names", nargs="*", help="cards to show (--diff) or to mark read (--read)")
    ap.add_argument("--read", action="store_true", help="mark the NAMEs read and write data/")
    ap.add_argument("--names-from", type=Path, metavar="FILE", help="more NAMEs, one a line")
    ap.add_argument("--out", type=Path, default=build.DATA / "wowtcg")
    ap.add_argument("--check", type=Path, metavar="FILE", help="validate a review file and show the engine's verdicts")
    ap.add_argument("--apply", type=Path, metavar="FILE", help="write a review file's records into data/ as read")
    ap.add_argument("--worklist", type=Path, metavar="OUT", help="write a review file of unmodelled cards (or NAMEs)")
    ap.add_argument("--type", choices=("allies", "abilities", "equipment", "quests"), help="the worklist's group")
    args = ap.parse_intermixed_args(argv)
    review_file = args.check or args.apply
    written: dict[str, dict] = {}       # the review file's records, over data/'s
    if review_file is not None:
        records = read_review_file(review_file)
        prev = previous(args.out / "sets")
        unknown = [n for n in records if n not in prev]
        if unknown:
            raise InputError(f"{review_file}: no effects record in {args.out} for {', '.join(unknown)}")
        found = verdicts(records)
        for name, rec in records.items():
            print(f"{found[name]:11} {name}: {describe(rec) or '-'}" + (" + unmodelled" if rec.get("unmodelled") else ""))
        print("verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(found.values()).items())))
        if args.check:
            return 0
        written = {name: {**rec, "review": "read", "text_hash": prev[name].get("text_hash", "")}
                   for name, rec in records.items()}
        args.names = list(records)
        args.read = True
    if args.names_from:
        try:
            args.names += [n.strip() for n in args.names_from.read_text(encoding="utf-8").splitlines() if n.strip()]
        except OSError as exc:
            print(f"error: {args.names_from}: {exc.strerror}", file=sys.stderr)
            return 2
    prev = {**previous(args.out / "sets"), **written}
    unknown = [n for n in args.names if n not in prev]
    if unknown:
        print(f"error: no effects record in {args.out} for {', '.join(unknown)}", file=sys.stderr)
        return 2
    read = frozenset(args.names) if args.read else frozenset()
    try:
        pool = build.build_pool(args.reference, build.default_cardcarp(args.reference), previous=prev, read=read)
    except (OSError, KeyError, ValueError) as exc:       # (as the importer says it)
        raise InputError(f"{args.reference}: {exc}") from None
    if args.worklist:
        entries = worklist(pool.facts, pool.texts, args.type, args.names)
        try:
            args.worklist.write_text(yaml.safe_dump(entries, sort_keys=False, allow_unicode=True, width=110),
                                     encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{args.worklist}: {exc.strerror}") from None
        print(f"{args.worklist}: {len(entries)} cards")
        return 0
    if args.read:
        build.write(pool, args.out, args.out.parent / "formats" / "lists")
        print(f"marked read: {len(read)}; records by review state: "
              + ", ".join(f"{k} {v}" for k, v in sorted(pool.reviews.items())))
        return 0
    for line in diff_lines(pool.facts, pool.suggestions, args.names or None):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
