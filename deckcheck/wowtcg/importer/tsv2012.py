"""Read the 2012 TCG Browser export (`tcgbrowser_cards_2012.tsv`): one row per print, every set up to
Tomb of the Forgotten. The richest facts: faction icon, class icons, tags, stats, hero traits.

`cards(rows)` gives one record per name (its first printing), `prints(rows)` every print.
"All classes" cards: the export ticks every class column when ``all_classes`` is ``All`` (and the
nine columns other than Death Knight on some cards printed before there were Death Knights); the
printed card has no class icon (the 2010 CSV says "Any", the tracker lists no class), so the
record has none.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.wowtcg.importer.records import PrintRow, number, put, rarity
from deckcheck.wowtcg.importer.restrictions import ALL_SPECS, parse_deckbuilding, parse_restrictions
from deckcheck.wowtcg.model import DAMAGE_TYPES

FILE = "tcgbrowser_cards_2012.tsv"
BLOCKS = {"-1": "Promotional", "0": "Raid and Dungeon", "1": "Azeroth", "2": "Burning Crusade",
          "3": "Drums of War", "4": "Scourgewar", "5": "Worldbreaker", "6": "Aftermath"}
CLASS_COLUMNS = {"DeathKnight": "Death Knight", "Druid": "Druid", "Hunter": "Hunter", "Mage": "Mage",
                 "Paladin": "Paladin", "Priest": "Priest", "Rogue": "Rogue", "Shaman": "Shaman",
                 "Warlock": "Warlock", "Warrior": "Warrior"}
_VARIANT = re.compile(r"\s*\((EA(?: - Sketch)?|Loot)\)\s*$")
_TAG_FIX = re.compile(r"\s*\((\d)\)")
_TAG_SPELLING = {"restoration": "Restoration", "Survivial": "Survival", "High Chieftan": "High Chieftain"}
#: What the export states for every card it holds (a field absent from the record is "none").
STATES = frozenset({"name", "type", "cost", "atk", "damage", "health", "defense", "strike_cost", "faction",
                    "classes", "tags", "race", "class", "traits", "restrictions", "deckbuilding", "text"})


def read_rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
    if rows and "all_classes" not in rows[0]:
        raise ValueError(f"{path}: not the TCG Browser export (no all_classes column)")
    return rows


def _tags(row: dict) -> list[str]:
    out: list[str] = []
    for key in ("subtype", "subtype2", "subtype3", "subtype4"):
        raw = re.sub(r"<[^>]+>", "", row.get(key) or "").strip()
        for part in (p.strip() for p in raw.split(",")):
            if part:
                part = _TAG_SPELLING.get(_TAG_FIX.sub(r" (\1)", part), _TAG_FIX.sub(r" (\1)", part))
                if part not in out:
                    out.append(part)
    if row.get("instant") == "Instant":
        out.insert(0, "Instant")
    return out


def card(row: dict) -> dict:
    ctype = row["type"]
    rules = row["rules"]
    rec: dict = {"name": clean_name(row["name"]), "type": ctype}
    tags = _tags(row)
    classes = [c for col, c in CLASS_COLUMNS.items() if row[col].strip().lower() == "x"]
    if row["all_classes"].strip() == "All" or classes == list(CLASS_COLUMNS.values())[1:]:
        classes = []        # every class ticked (the nine there were before Death Knights): no class icon
    faction = {"Alliance": ["Alliance"], "Horde": ["Horde"], "Both": ["Alliance", "Horde"]}.get(row["faction"], [])
    required, reputation, talent = parse_restrictions(rules)
    is_hero = ctype in ("Hero", "Master Hero")
    states = set(STATES)
    put(rec, cost=number(row["cost"]), atk=number(row["atk"]), strike_cost=number(row["strikecost"]),
        damage=row["dmgtype"] if row["dmgtype"] in DAMAGE_TYPES else None, health=number(row["health"]),
        defense=number(row["def"]), faction=faction, classes=classes, race=row["race"].strip(),
        **{"class": [c.strip() for c in (row["class"], row["class2"]) if c.strip()]})
    if is_hero:
        spec = next((t for t in tags if t in ALL_SPECS), None)
        put(rec, spec=spec, professions=[p for p in (row["profession"], row["profession2"]) if p],
            traits=[t for t in tags if t != spec])
        states |= {"spec", "professions"}
        states.discard("tags")
    else:
        if "Talent" in tags:
            talent = talent or next((t for t in tags if t in ALL_SPECS), None)
        put(rec, traits=[t for t in ("Traitor", "Scourge", "Monster") if t in tags or t == rec.get("race")],
            tags=tags)
    put(rec, talent=talent, hero_required=list(required), reputation=reputation,
        deckbuilding=parse_deckbuilding(rules) if is_hero else None)
    rec["text"] = rules
    rec["states"] = states
    return rec


def _first_printing(row: dict) -> tuple[bool, int]:
    return (row["original"] != "0", int(row["cardid"]))


def cards(rows: list[dict]) -> dict[str, dict]:
    """One record per normalised name: the first printing (original == 0, lowest id) wins."""
    out: dict[str, dict] = {}
    for row in sorted(rows, key=_first_printing):
        key = normalize_name(row["name"])
        if key not in out:
            out[key] = card(row)
    return out


def prints(rows: list[dict]) -> list[PrintRow]:
    """Every print, in the export's order; tokens (set TOK, number 0) are unnumbered."""
    first: dict[str, str] = {}
    for row in sorted(rows, key=_first_printing):
        first.setdefault(normalize_name(row["name"]), row["cardid"])
    out = []
    for row in sorted(rows, key=lambda r: int(r["cardid"])):
        code = row["setcode"].strip()
        m = _VARIANT.search(row["setname"])
        num = row["no"].strip()
        out.append(PrintRow(code=code, set_name=_VARIANT.sub("", row["setname"]).strip(),
                            block=BLOCKS.get(row["block"], row["block"]),
                            number="" if num in ("", "0") else num, rarity=rarity(row["rarity"]),
                            variant=m.group(1) if m else None, key=normalize_name(row["name"]),
                            name=clean_name(row["name"]),
                            first=first[normalize_name(row["name"])] == row["cardid"]))
    return out
