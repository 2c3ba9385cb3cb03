"""Read the community dataset cardcarp/wow (MIT-0): its card oracles, in the dataset's own layout.

Point it at a checkout of the dataset (the folder holding ``data/oracle/``), at a partial copy
holding ``oracle/`` (as ../shared/reference/cardcarp), or at an oracle folder itself. One YAML file
per oracle: ``name``, ``origin``, ``category``, ``cost`` (text), ``damage`` (= ATK), ``health``,
``combat`` (damage type), ``faction`` (absent = not stated), ``class``, ``type`` (Monster, Boss, ...),
``instant``, ``rule`` (a list of {type, text}), ``temp`` (the raw type-line words, "Night Elf Priest").

The dataset is being filled in: a stub (no category, no rules) gives only its name, and an absent
field is "not stated", never "none", with one measured exception (`FACTION`): a filled-in oracle
(category and rules) without a faction has no faction icon.
"""
from __future__ import annotations

import re
from pathlib import Path

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.errors import InputError
from deckcheck.wowtcg.importer.core import _split_sub
from deckcheck.wowtcg.importer.records import number, put
from deckcheck.wowtcg.importer.restrictions import parse_restrictions
from deckcheck.wowtcg.model import CARD_TYPES, CLASSES, DAMAGE_TYPES, FACTIONS, HERO_TYPES
from deckcheck.yamlsafe import load_yaml_file

TRAITS = ("Monster", "Boss", "Traitor", "Scourge")
#: Why a filled-in oracle without `faction` counts as neutral: on the 152 oracles of
#: ../shared/reference/cardcarp that Cryptozoic's Core reference also covers, every one without a
#: faction is neutral there (127: 67 abilities, 31 equipment, 19 allies, a hero, an event) and every
#: faction given agrees (25). The dataset leaves dual-faction cards without one too (SOURCE.md:
#: Bianca, the Timewalker Mage); those are Core-listed, and the Core reference comes first.
FACTION = "absent on a filled-in oracle = no faction icon"


def oracle_dir(path: Path) -> Path:
    """The oracle folder of a dataset checkout, a partial copy, or the folder itself."""
    for cand in (path / "data" / "oracle", path / "oracle", path):
        if cand.is_dir() and any(cand.glob("*.yml")):
            return cand
    raise ValueError(f"{path}: no cardcarp oracle files (expected data/oracle/*.yml or oracle/*.yml)")


def _load(path: Path) -> dict:
    try:
        doc = load_yaml_file(path)
    except InputError as exc:
        raise ValueError(str(exc)) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("name"), str) or not doc["name"].strip():
        raise ValueError(f"{path}: an oracle file must be a mapping with a name")
    return doc


def card(doc: dict) -> dict:
    rec: dict = {"name": clean_name(doc["name"])}
    states = {"name"}
    category = doc.get("category")
    if category in CARD_TYPES:
        rec["type"] = category
        states.add("type")
    cost = number(str(doc["cost"])) if doc.get("cost") not in (None, "") else None
    if cost is not None:
        rec["cost"] = cost
        states.add("cost")
    if isinstance(doc.get("damage"), int) and doc.get("combat") in DAMAGE_TYPES:
        rec.update(atk=doc["damage"], damage=doc["combat"])
        states |= {"atk", "damage"}
    if isinstance(doc.get("health"), int):
        rec["health"] = doc["health"]
        states.add("health")
    if doc.get("faction") in FACTIONS:
        rec["faction"] = [doc["faction"]]
        states.add("faction")
    elif category in CARD_TYPES and doc.get("rule"):
        states.add("faction")    # a filled-in oracle without a faction: no faction icon (see FACTION)
    classes = [c for c in doc.get("class") or [] if c in CLASSES]
    if classes:
        rec["classes"] = sorted(classes, key=CLASSES.index)
        states.add("classes")
    if (category == "Ally" or category in HERO_TYPES) and isinstance(doc.get("temp"), str) and doc["temp"].strip():
        race, char_class = _split_sub(re.sub(r"\s*\d+$", "", doc["temp"].strip()))   # "Infinite Dragonkin 25"
        put(rec, race=race, **{"class": char_class})
        states |= {"race", "class"}
    traits = [t for t in TRAITS if t in str(doc.get("type") or "").split()]
    if traits:
        rec["traits"] = traits
    rules = [r.get("text") for r in doc.get("rule") or [] if isinstance(r, dict) and isinstance(r.get("text"), str)]
    text = "; ".join(t.strip() for t in rules if t.strip())
    if text:
        required, reputation, talent = parse_restrictions(text)
        put(rec, talent=talent, hero_required=list(required), reputation=reputation)
        rec["text"] = text
        states |= {"text", "restrictions"}
    rec["states"] = states
    return rec


def read(path: Path) -> dict[str, dict]:
    """One record per normalised name (the first file in name order wins a shared name)."""
    out: dict[str, dict] = {}
    for f in sorted(oracle_dir(Path(path)).glob("*.yml")):
        rec = card(_load(f))
        out.setdefault(normalize_name(rec["name"]), rec)
    return out
