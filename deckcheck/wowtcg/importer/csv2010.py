"""Read Mike Chambers' 2010 card list (`mikechambers_wow_tcg_2010.csv`): 3,186 cards up to Wrathgate.

It repeats what the 2012 export holds for those sets, so in the merge it is a fallback and a
witness (the disagreement report counts where it differs). Its spellings differ in places: a
trailing article ("Call of the Crusade, The") is moved to the front, and misspellings are mapped
in the corrections table.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.wowtcg.importer.records import number, put
from deckcheck.wowtcg.model import CLASSES, DAMAGE_TYPES, FACTIONS, HERO_TYPES, REPUTATIONS

FILE = "mikechambers_wow_tcg_2010.csv"
TYPES = {"Weapon": "Equipment", "Armor": "Equipment", "Item": "Equipment"}
#: Its class abbreviations on multi-class equipment ("MgPrWk").
ABBREVIATIONS = {"Dk": "Death Knight", "Dr": "Druid", "Hu": "Hunter", "Mg": "Mage", "Pa": "Paladin",
                 "Pr": "Priest", "Ro": "Rogue", "Sh": "Shaman", "Wk": "Warlock", "Wr": "Warrior"}
_ABBR = re.compile(r"^(?:" + "|".join(ABBREVIATIONS) + r")+$")
_ARTICLE = re.compile(r"^(?P<name>.+), (?P<article>The|A|An)$")


def read_rows(path: Path) -> list[dict]:
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    if rows and "type_tags" not in rows[0]:
        raise ValueError(f"{path}: not the 2010 card list (no type_tags column)")
    return rows


def name_of(raw: str) -> str:
    """"Call of the Crusade, The" -> "The Call of the Crusade"."""
    name = clean_name(raw)
    m = _ARTICLE.match(name)
    return f"{m['article']} {m['name']}" if m else name


def _classes(value: str) -> list[str]:
    value = value.strip()
    if value in CLASSES:
        return [value]
    if _ABBR.match(value):
        return [ABBREVIATIONS[value[i:i + 2]] for i in range(0, len(value), 2)]
    return []           # "Any": no class icon


def card(row: dict) -> dict:
    ctype = TYPES.get(row["type"], row["type"])
    rec: dict = {"name": name_of(row["name"]), "type": ctype}
    states = {"name", "type", "faction", "race"}
    faction = [row["faction"]] if row["faction"] in FACTIONS else []
    damage = row["damage_type"] if row["damage_type"] in DAMAGE_TYPES else None
    if ctype in HERO_TYPES:
        put(rec, health=number(row["health"]), faction=faction, race=row["race"].strip(),
            **{"class": [c for c in [row["class"].strip()] if c in CLASSES]},
            spec=row["talent"].strip() or None,
            professions=[p.strip() for p in row["professions"].split(",") if p.strip()])
        states |= {"health", "class", "spec", "professions"}
    else:
        pet = "Pet" in row["type_tags"]
        icons = _classes(row["class"]) if ctype != "Ally" or pet else []
        costed = ctype in ("Ally", "Ability", "Equipment")      # its 0 on quests and locations is "none"
        put(rec, cost=number(row["cost"]) if costed else None, faction=faction, classes=icons,
            race=row["race"].strip())
        states |= {"classes"} | ({"cost"} if costed else set())
        if damage and (ctype == "Ally" or row["type"] == "Weapon"):   # ATK, stated with its damage type
            put(rec, atk=number(row["attack"]), damage=damage)
            states.add("atk")
        if ctype == "Ally":
            put(rec, health=number(row["health"]))
            states.add("health")
        elif row["type"] == "Weapon":
            put(rec, strike_cost=number(row["strike_cost"]))
            states.add("strike_cost")
        elif row["type"] == "Armor":
            put(rec, defense=number(row["defense"]))
            states.add("defense")
    rep = (row.get("reputation_restrictions") or "").strip()
    if rep in REPUTATIONS:
        rec["reputation"] = rep     # its own column: `merge` takes it where the text read names none
    rec["states"] = states
    return rec


def cards(rows: list[dict]) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for row in rows:
        rec = card(row)
        out.setdefault(normalize_name(rec["name"]), rec)
    return out
