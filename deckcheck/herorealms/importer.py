"""Turn the Hero Realms base-set card list into the project's feed (facts only).

    python -m deckcheck.herorealms.importer ../shared/reference/hero-realms [--out data/herorealms]

Reads `hero_realms_base_set.csv` and writes `base_set.yaml`: name, faction, type, subtypes, cost,
defense, guard, copies, and every ability as structured effects. No rules or flavour text is
copied: each phrase of card text is matched against a fixed list of patterns and becomes an
effect; a phrase no pattern knows stops the import (so nothing is silently dropped).
The output is deterministic: running it twice gives byte-identical files.
"""
from __future__ import annotations

import argparse
import csv
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

from deckcheck.cards.normalize import clean_name
from deckcheck.herorealms.effects import check_effects
from deckcheck.herorealms.model import FACTIONS

SCHEMA = 1
CSV_NAME = "hero_realms_base_set.csv"
ROLES = {"Market Deck": "market", "Fire Gems": "fire_gem", "Personal Deck": "personal"}
_NUM = {"a": 1, "one": 1, "two": 2, "three": 3}

# (pattern, builder) pairs, tried in order at the start of the remaining text of a section.
_RES = r"(gold|combat|health)"
PATTERNS: list[tuple[re.Pattern, object]] = [
    (re.compile(r"\{Gain (\d+) " + _RES + r"\}"), lambda m: {"do": m[2], "n": int(m[1])}),
    (re.compile(r"(?:\+|Gain )\{(\d+) " + _RES + r"\} for each champion you have in play\."),
     lambda m: {"do": m[2], "n": int(m[1]), "per": "champion"}),
    (re.compile(r"\+\{(\d+) " + _RES + r"\} for each other champion you have in play\."),
     lambda m: {"do": m[2], "n": int(m[1]), "per": "other_champion"}),
    (re.compile(r"\+\{(\d+) " + _RES + r"\} for each other guard you have in play\."),
     lambda m: {"do": m[2], "n": int(m[1]), "per": "other_guard"}),
    (re.compile(r"\+\{(\d+) " + _RES + r"\} for each other \{\w+\} card you have in play\."),
     lambda m: {"do": m[2], "n": int(m[1]), "per": "other_faction"}),
    (re.compile(r"Draw (a|two) cards?\."), lambda m: {"do": "draw", "n": _NUM[m[1]]}),
    (re.compile(r"(You may s|S)tun target champion\."),
     lambda m: {"do": "stun", **({"optional": True} if m[1] == "You may s" else {})}),
    (re.compile(r"Prepare a champion\."), lambda m: {"do": "prepare"}),
    (re.compile(r"Target opponent discards a card\."), lambda m: {"do": "opponent_discard"}),
    (re.compile(r"You may sacrifice (a card|up to two cards) in your hand (?:or|and/or) discard pile\."
                r"(?:\s*If you do, gain an additional \{(\d+) combat\}\.)?"),
     lambda m: {"do": "sacrifice_card", "n": 1 if m[1] == "a card" else 2, "optional": True,
                **({"if_done": [{"do": "combat", "n": int(m[2])}]} if m[2] else {})}),
    (re.compile(r"You may draw a card\. If you do, discard a card\."),
     lambda m: {"do": "draw_discard", "optional": True}),
    (re.compile(r"Draw a card, then discard a card\."), lambda m: {"do": "draw_discard"}),
    (re.compile(r"You may draw up to two cards, then discard that many cards\."),
     lambda m: {"do": "draw_discard", "n": 2, "optional": True}),
    (re.compile(r"Put the next (card|action) you acquire this turn (on top of your deck|into your hand)\."),
     lambda m: {"do": "next_acquire", "what": m[1], "to": "hand" if "hand" in m[2] else "deck_top"}),
    (re.compile(r"You may put a card from your discard pile on top of your deck\."),
     lambda m: {"do": "recycle", "what": "card", "optional": True}),
    (re.compile(r"Take a champion from your discard pile and put it on top of your deck\."),
     lambda m: {"do": "recycle", "what": "champion"}),
]
_PREFIX = re.compile(r"^\{(Expend|Sacrifice|(\w+) Ally)\}:\s*")
_OR = re.compile(r"\s*<i>or</i>\s*")


class ImportProblem(Exception):
    pass


def parse_phrases(text: str, card: str) -> list[dict]:
    """Effects for a run of card text with no choice in it."""
    out: list[dict] = []
    rest = " ".join(text.split())
    while rest:
        for pattern, build in PATTERNS:
            m = pattern.match(rest)
            if m:
                out.append(build(m))
                rest = rest[m.end():].lstrip()
                break
        else:
            raise ImportProblem(f"{card}: no pattern for text starting {rest[:40]!r}")
    return out


def parse_section(text: str, card: str) -> list[dict]:
    parts = _OR.split(text)
    if len(parts) == 1:
        return parse_phrases(text, card)
    # "A <i>or</i> B": only the effects next to the "or" are alternatives; a choice here is always
    # the whole ability in the base set (Darian, Street Thug, Cult Priest, Tithe Priest).
    return [{"choose": [parse_phrases(p, card) for p in parts]}]


def parse_abilities(text: str, card: str, faction: str | None) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for raw in re.split(r"\s*<hr>\s*", text.strip()):
        section = raw.strip()
        if not section:
            continue
        m = _PREFIX.match(section)
        if not m:
            kind = "primary"
        elif m[1] == "Expend":
            kind = "expend"
        elif m[1] == "Sacrifice":
            kind = "sacrifice"
        else:
            kind = "ally"
            if m[2] != faction:
                raise ImportProblem(f"{card}: {m[2]} ally ability on a {faction} card")
        body = section[m.end():] if m else section
        if kind in out:
            raise ImportProblem(f"{card}: two {kind} abilities")
        out[kind] = parse_section(body, card)
        problem = check_effects(out[kind], f"{kind}: ")
        if problem:
            raise ImportProblem(f"{card}: {problem}")
    return out


def card_record(row: dict) -> dict:
    name = clean_name(row["Name"])
    type_line = [t.strip() for t in row["Type"].split("\u25c6")]
    kind = type_line[0].lower()
    if kind not in ("action", "item", "champion"):
        raise ImportProblem(f"{name}: unknown card type {type_line[0]!r}")
    subtypes = [part for part in type_line[1:] if part]
    faction = row["Faction / Color"].strip() or None
    if faction is not None and faction not in FACTIONS:
        raise ImportProblem(f"{name}: unknown faction {faction!r}")
    rec: dict = {"name": name, "type": kind, "role": ROLES[row["Role"]], "qty": int(row["Qty"])}
    if faction:
        rec["faction"] = faction
    if row["Cost"].strip():
        rec["cost"] = int(row["Cost"])
    defense = row["Defense"].strip()
    if defense:
        m = re.fullmatch(r"(\d+)( Guard)?", defense)
        if not m:
            raise ImportProblem(f"{name}: unreadable defense {defense!r}")
        rec["defense"] = int(m[1])
        if m[2]:
            rec["guard"] = True
    if subtypes:
        rec["subtypes"] = subtypes
    rec.update(parse_abilities(row["Text"], name, faction))
    return rec


def convert(csv_path: Path) -> dict:
    with open(csv_path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    cards, scorecards = [], []
    for row in rows:
        if row["Set"] != "Base Set":
            continue
        if row["Role"] == "Scorecard":
            scorecards.append({"name": clean_name(row["Name"]), "colour": row["Faction / Color"].strip(),
                               "qty": int(row["Qty"])})
            continue
        if row["Role"] not in ROLES:
            raise ImportProblem(f"{row['Name']}: unknown role {row['Role']!r}")
        cards.append(card_record(row))
    cards.sort(key=lambda r: (("market", "fire_gem", "personal").index(r["role"]), r.get("faction") or "",
                              r["name"].lower()))
    total = sum(c["qty"] for c in cards) + sum(s["qty"] for s in scorecards)
    return {"schema": SCHEMA, "game": "hero-realms",
            "set": {"code": "BASE", "name": "Base Set", "total": total, "scorecards": scorecards},
            "cards": cards}


class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data) -> bool:  # never write anchors: the loader refuses aliases
        return True


def dump(doc: dict) -> str:
    head = ("# Hero Realms base set: facts only (no rules or flavour text), generated by\n"
            "# python -m deckcheck.herorealms.importer; schema in data/herorealms/README.md\n")
    return head + yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120,
                            default_flow_style=None)


def summary(doc: dict) -> str:
    by_role = Counter()
    for c in doc["cards"]:
        by_role[c["role"]] += c["qty"]
    sc = sum(s["qty"] for s in doc["set"]["scorecards"])
    return (f"{len(doc['cards'])} cards, {doc['set']['total']} copies: "
            + ", ".join(f"{k} {v}" for k, v in by_role.items()) + f", scorecards {sc}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source", type=Path, help=f"folder holding {CSV_NAME}")
    ap.add_argument("--out", type=Path, default=Path("data/herorealms"))
    args = ap.parse_args(argv)
    src = args.source / CSV_NAME if args.source.is_dir() else args.source
    try:
        doc = convert(src)
    except (OSError, KeyError, ValueError, ImportProblem) as exc:
        sys.stderr.write(f"import_hero_realms: error: {exc}\n")
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    target = args.out / "base_set.yaml"
    tmp = target.with_suffix(".yaml.tmp")
    tmp.write_text(dump(doc), encoding="utf-8")
    tmp.replace(target)
    print(f"wrote {target}: {summary(doc)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
