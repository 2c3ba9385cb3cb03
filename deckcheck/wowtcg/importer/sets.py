"""Lay the merged cards out as the project's set files: every print under its set, a card's facts
with its first printing, a reprint elsewhere as its name and prints only.

Prints come from the 2012 export (its sets) and the tracker (every print of the products the export
lacks, and the prints of cards the export lacks in the products it covers). Two prints of different
cards never share a set and number: a tracker print whose number is another card's in the export's
numbering of that set is kept without its number (the report counts them).
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict

import yaml

from deckcheck.wowtcg.importer.records import PrintRow

SCHEMA = 1


def _num_key(number: str) -> tuple[int, str]:
    m = re.match(r"(\d+)(.*)", number)
    return (int(m.group(1)), m.group(2)) if m else (10**6, number)


def safe(code: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", code)


def dump(obj: object) -> str:
    return yaml.dump(obj, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), sort_keys=False,
                     allow_unicode=True, width=100, default_flow_style=None)


def layout(facts: dict[str, dict], tsv_prints: list[PrintRow], tracker_prints: list[PrintRow],
           covered: set[str], first_set: dict[str, str], totals: dict[str, int]) -> dict[str, str]:
    """{relative file name: YAML text}. `covered`: the tracker expansions the export covers;
    `first_set`: the set code of each card's first printing in the export."""
    sets: dict[str, dict] = {}
    blocks: dict[str, Counter] = defaultdict(Counter)
    prints: dict[str, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    seen: dict[tuple[str, str, str], str] = {}
    unnumbered = 0

    def add(p: PrintRow) -> None:
        nonlocal unnumbered
        rec: dict = {}
        ident = (p.code, p.number, p.variant or "")
        if p.number:
            if ident in seen:
                if seen[ident] == p.key:
                    return               # the same print listed twice
                unnumbered += 1
            else:
                seen[ident] = p.key
                rec["number"] = p.number
        if p.rarity:
            rec["rarity"] = p.rarity
        if p.variant:
            rec["variant"] = p.variant
        if rec in prints[p.code][p.key] and "number" not in rec:
            return
        prints[p.code][p.key].append(rec)

    for p in tsv_prints:
        if p.code not in sets or (sets[p.code]["name"] != p.set_name and not p.variant):
            sets.setdefault(p.code, {"code": p.code, "name": p.set_name})
        blocks[p.code][p.block] += 1
        add(p)
    for code, counter in blocks.items():
        sets[code]["block"] = counter.most_common(1)[0][0]
    in_export = {p.key for p in tsv_prints}
    for p in tracker_prints:
        if p.set_name in covered and p.key in in_export:
            continue
        sets.setdefault(p.code, {"code": p.code, "name": p.set_name, "block": p.block})
        add(p)
    totals["prints kept without their number (the number is another card's in that set)"] = unnumbered

    owner = dict(first_set)
    order = sorted(sets, key=lambda c: c.lower())
    for code in order:
        for key in prints[code]:
            if key not in owner or not prints[owner[key]].get(key):
                owner[key] = code
    homeless = sorted(set(facts) - set(owner))
    if homeless:
        raise ValueError(f"cards without any print: {', '.join(facts[k]['name'] for k in homeless[:10])}")
    files: dict[str, str] = {}
    for code in order:
        cards = []
        for key in sorted(prints[code], key=lambda k: facts[k]["name"].lower()):
            rec = dict(facts[key]) if owner.get(key) == code else {"name": facts[key]["name"]}
            rec["prints"] = sorted(prints[code][key], key=lambda p: (_num_key(p.get("number", "")),
                                                                     p.get("variant") or ""))
            cards.append(rec)
        if cards:
            files[f"sets/{safe(code)}.yaml"] = dump({"schema": SCHEMA, "game": "wowtcg", "set": sets[code],
                                                     "cards": cards})
    return files
