"""Turn the reference card data into the project's own feeds (facts only).

    python -m deckcheck.wowtcg.importer ../shared/reference/wowtcg [--out data/wowtcg]

Sources: the 2012 TCG Browser export (one row per print, the richest facts) for every set up to
Tomb of the Forgotten, and the WoW TCG Tracker files for the 2012-2013 sets the export lacks and for
format legality. Facts a source does not carry are written as `unknown`, never guessed.
The output is deterministic: running it twice gives byte-identical files.
"""
from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

import yaml

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.wowtcg.importer import core
from deckcheck.wowtcg.importer.effects import parse_effects
from deckcheck.wowtcg.importer.restrictions import (ALL_SPECS, damage_dealt, parse_deckbuilding,
                                          parse_restrictions)
from deckcheck.wowtcg.model import CLASSES, DAMAGE_TYPES

SCHEMA = 1
BLOCKS = {"-1": "Promotional", "0": "Raid and Dungeon", "1": "Azeroth", "2": "Burning Crusade",
          "3": "Drums of War", "4": "Scourgewar", "5": "Worldbreaker", "6": "Aftermath"}
RARITY = {"c": "common", "u": "uncommon", "r": "rare", "e": "epic", "p": "promo", "l": "loot",
          "Common": "common", "Uncommon": "uncommon", "Rare": "rare", "Epic": "epic",
          "Legendary": "legendary"}
CLASS_COLUMNS = {"DeathKnight": "Death Knight", "Druid": "Druid", "Hunter": "Hunter", "Mage": "Mage",
                 "Paladin": "Paladin", "Priest": "Priest", "Rogue": "Rogue", "Shaman": "Shaman",
                 "Warlock": "Warlock", "Warrior": "Warrior"}
TRACKER_TYPES = {"Master_Hero": "Master Hero"}
# Tracker expansions the 2012 export covers, by the export's set code.
COVERED = {
    "Heroes of Azeroth": "HoA", "Through the Dark Portal": "TDP", "Fires of Outland": "FoO",
    "March of the Legion": "MoL", "Servants of the Betrayer": "SoB", "The Hunt for Illidan": "HfI",
    "Drums of War": "DoW", "Blood of Gladiators": "BoG", "Fields of Honor": "FoH",
    "Scourgewar": "SW", "Wrathgate": "WG", "Icecrown": "ICE", "Worldbreaker": "WBR",
    "War of the Elements": "ELE", "Twilight of the Dragons": "ToD", "Throne of the Tides": "TOT",
    "Crown of the Heavens": "CoH", "Tomb of the Forgotten": "ToF",
    "Class Starters 2010": "CD1", "Death Knight Starter": "DKS", "Drums of War Starter": "DWS",
    "Molten Core Raid": "MCR", "Molten Core Treasure": "MCT", "Onyxia's Lair Raid": "OLR",
    "Onyxia's Lair Treasure": "OLT", "Magtheridon's Lair Raid": "MLR",
    "Magtheridon's Lair Treasure": "MLT", "Black temple Raid": "BTR", "Black temple Treasure": "BTT",
    "Naxxramas Raid": "NXR", "Naxxramas Treasure": "NT", "Assault on Icecrown Citadel Raid": "ICR",
    "Assault on Icecrown Citadel Treasure": "CIT", "The Deadmines": "DDD", "Shadowfang Keep": "DSK",
    "Scarlet Monastery": "DSM", "Dungeon treasure": "DTP", "Darkmoon faire": "DMF",
    "Feast of Winter Veil 2007": "FWV", "Arena grand melee": "AGM",
}
# Tracker-only products (2012-2013 and a few promos), with the codes this project gives them.
TRACKER_CODES = {
    "Reign of Fire": "RoF", "Betrayal of the Guardian": "BotG", "War of the Ancients": "WotA",
    "Timewalkers": "TWP", "Timewalkers Badges of Justice": "TWB", "Timewalkers Crafted": "TWC",
    "Timewalkers Holiday Promos": "TWH", "Caverns of Time Raid": "CTR",
    "Caverns of Time Treasure": "CTT", "Caverns of Time Token": "CTK",
    "Battle of the Aspects Raid": "BAR", "Battle of the Aspects Treasure": "BAT",
    "Battle of the Aspects Token": "BAK", "Battle of the Aspects Hard mode": "BAH",
    "Battle of the Aspects Chaos Mode": "BAC", "Gift of the Aspects": "GotA",
    "Feast of Winter Veil 2012": "FWV12", "Arena grand melee event": "AGME",
    "Arena grand melee blank": "AGMB",
}
TRACKER_BLOCK = {"RoF": "Timewalker", "BotG": "Timewalker", "WotA": "Timewalker", "TWP": "Timewalker",
                 "TWB": "Timewalker", "TWC": "Timewalker", "TWH": "Timewalker"}
# Words on a tracker hero's type line that are traits or kinds, not part of its race
# ("Human Master" is a Human Master Hero; "Demon Monster" a Demon with the Monster trait).
TRACKER_HERO_TRAITS = ("Traitor", "Scourge", "Monster", "Aspect", "Boss", "Dungeon", "Caverns", "Echo",
                       "Gift of the Aspects")
TRACKER_HERO_KINDS = ("Master",)
_VARIANT = re.compile(r"\s*\((EA(?: - Sketch)?|Loot)\)\s*$")
_TAG_FIX = re.compile(r"\s*\((\d)\)")


def _int(value: str) -> int | str | None:
    value = (value or "").strip()
    if not value:
        return None
    if value.isdigit():
        return int(value)
    return value.replace(" ", "")


def _put(rec: dict, **fields) -> None:
    """Set the fields that have a value (in the order given: it is the feed's field order)."""
    for key, value in fields.items():
        if value or value == 0:
            rec[key] = value


def _tags(row: dict) -> list[str]:
    out: list[str] = []
    for key in ("subtype", "subtype2", "subtype3", "subtype4"):
        raw = re.sub(r"<[^>]+>", "", row.get(key) or "").strip()
        for part in (p.strip() for p in raw.split(",")):
            if part:
                part = _TAG_FIX.sub(r" (\1)", part)
                part = {"restoration": "Restoration", "Survivial": "Survival",
                        "High Chieftan": "High Chieftain"}.get(part, part)
                if part not in out:
                    out.append(part)
    if row.get("instant") == "Instant":
        out.insert(0, "Instant")
    return out


def _tsv_card(row: dict, legal: dict[str, list[str]]) -> dict:
    ctype = row["type"]
    name = clean_name(row["name"])
    rules = row["rules"]
    rec: dict = {"name": name, "type": ctype}
    tags = _tags(row)
    classes = [c for col, c in CLASS_COLUMNS.items() if row[col].strip().lower() == "x"]
    faction = {"Alliance": ["Alliance"], "Horde": ["Horde"], "Both": ["Alliance", "Horde"]}.get(row["faction"], [])
    required, reputation, talent = parse_restrictions(rules)
    is_hero = ctype in ("Hero", "Master Hero")
    _put(rec, cost=_int(row["cost"]), atk=_int(row["atk"]), strike_cost=_int(row["strikecost"]),
         damage=row["dmgtype"] if row["dmgtype"] in DAMAGE_TYPES else None, health=_int(row["health"]), defense=_int(row["def"]), faction=faction, classes=classes,
         race=row["race"].strip(), **{"class": [c.strip() for c in (row["class"], row["class2"]) if c.strip()]})
    if is_hero:
        spec = next((t for t in tags if t in ALL_SPECS), None)
        _put(rec, spec=spec, professions=[p for p in (row["profession"], row["profession2"]) if p],
             traits=[t for t in tags if t != spec])
    else:
        if "Talent" in tags:
            talent = talent or next((t for t in tags if t in ALL_SPECS), None)
        _put(rec, traits=[t for t in ("Traitor", "Scourge", "Monster") if t in tags or t == rec.get("race")],
             tags=tags)
    _put(rec, talent=talent, hero_required=list(required), reputation=reputation,
         deals=list(damage_dealt(rules)) if ctype in ("Ability", "Ability Ally") else None,
         deckbuilding=parse_deckbuilding(rules) if is_hero else None, effects=parse_effects(rules, ctype))
    key = normalize_name(name)
    if key in legal:
        rec["legal"] = legal[key]
    else:
        rec["unknown"] = ["legal"]
    return rec


def _tracker_card(name: str, info: dict, texts: list[str], core_rec: dict | None = None) -> dict:
    ctype = TRACKER_TYPES.get(info["card_category"], info["card_category"])
    if core_rec is not None:
        return _with_core(name, ctype, info, core_rec)
    rec: dict = {"name": name, "type": ctype}
    text = "\n\n".join(t for t in texts if t)
    first = [p.strip() for p in text.split("\n\n")[:3]]
    required, reputation, talent = parse_restrictions(";".join(first))
    cost = _int(info.get("card_mana_cost") or "")
    if cost is not None:
        rec["cost"] = cost
    if info.get("card_classes"):
        rec["classes"] = [c for c in info["card_classes"] if c in CLASSES]
    types = [t for t in info.get("card_types") or []]
    unknown = ["faction", "tags"]
    if ctype in ("Hero", "Master Hero"):
        classes = [t for t in types if t in CLASSES]
        joined = " ".join(types)
        if "Death Knight" in joined and "Death Knight" not in classes:
            classes.append("Death Knight")
        spec = next((t for t in types if t in ALL_SPECS), None)
        traits = [t for t in types if t in TRACKER_HERO_TRAITS]
        race = [t for t in types if t not in CLASSES and t not in ALL_SPECS and t not in ("Death", "Knight")
                and t not in TRACKER_HERO_TRAITS and t not in TRACKER_HERO_KINDS]
        _put(rec, race=" ".join(race), **{"class": classes}, spec=spec, traits=traits)
        unknown += ["health", "professions", "spec"] if not spec else ["health", "professions"]
        _put(rec, deckbuilding=parse_deckbuilding(text))
    elif ctype in ("Ally",):
        unknown += ["atk", "health"]
    _put(rec, talent=talent, hero_required=list(required), reputation=reputation)
    if ctype not in ("Hero", "Master Hero"):
        # the tracker's plain text: paragraphs split by blank lines, payment written with an arrow
        effects = parse_effects("; ".join(p.strip() for p in text.split("\n\n") if p.strip()).replace("\u2192", "->"),
                                ctype)
        if effects:
            rec["effects"] = effects
    legal = info.get("card_legalities") or []
    rec["legal"] = legal
    rec["unknown"] = sorted(set(unknown))
    return rec


def _with_core(name: str, ctype: str, info: dict, c: dict) -> dict:
    """A tracker-only card whose facts the Core reference gives (faction, tags, stats, text)."""
    rec: dict = {"name": name, "type": ctype}
    is_hero = ctype in ("Hero", "Master Hero")
    _put(rec, cost=c.get("cost"), atk=c.get("atk"), damage=c.get("damage"), health=c.get("health"),
         defense=c.get("defense"), strike_cost=c.get("strike_cost"), faction=c["faction"],
         classes=c["classes"], race=c.get("race"), **{"class": c.get("class")})
    if is_hero:
        _put(rec, traits=c["traits"], deckbuilding=c.get("deckbuilding"))
    else:
        _put(rec, traits=c["traits"], tags=c["tags"])
    _put(rec, talent=c["talent"], hero_required=c["hero_required"], reputation=c["reputation"],
         effects=parse_effects(c["text"], ctype))
    rec["legal"] = info.get("card_legalities") or []
    unknown = []
    if ctype == "Ally":
        unknown += [f for f in ("atk", "health") if f not in c]
    if is_hero:
        unknown += ["professions"] + (["health"] if "health" not in c else [])
    if unknown:
        rec["unknown"] = sorted(unknown)
    return rec


def _dump(obj: object) -> str:
    return yaml.dump(obj, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), sort_keys=False,
                     allow_unicode=True, width=100, default_flow_style=None)


def build(ref: Path) -> dict[str, str]:
    """Return {relative file name: YAML text} for the whole pool."""
    with open(ref / "tracker_cards.json", encoding="utf-8") as fh:
        tcards: dict = json.load(fh)
    with open(ref / "tracker_prints.json", encoding="utf-8") as fh:
        tprints: list = json.load(fh)
    legal = {normalize_name(n): list(v.get("card_legalities") or []) for n, v in tcards.items()}
    with open(ref / "tcgbrowser_cards_2012.tsv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))

    # one fact record per name: the first printing (original == 0, lowest id) wins
    rows.sort(key=lambda r: (r["original"] != "0", int(r["cardid"])))
    facts: dict[str, dict] = {}
    owner: dict[str, str] = {}
    for row in rows:
        key = normalize_name(row["name"])
        if key not in facts:
            facts[key] = _tsv_card(row, legal)
            owner[key] = row["setcode"].strip()

    sets: dict[str, dict] = {}
    blocks: dict[str, Counter] = defaultdict(Counter)
    prints: dict[str, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    seen_prints: set[tuple[str, str, str]] = set()
    for row in sorted(rows, key=lambda r: int(r["cardid"])):
        code = row["setcode"].strip()
        variant_m = _VARIANT.search(row["setname"])
        variant = variant_m.group(1) if variant_m else None
        base = _VARIANT.sub("", row["setname"]).strip()
        if code not in sets or (sets[code]["name"] != base and not variant):
            sets.setdefault(code, {"code": code, "name": base})
        blocks[code][BLOCKS.get(row["block"], row["block"])] += 1
        number = row["no"].strip()
        ident = (code, number, variant or "")
        key = normalize_name(row["name"])
        if ident in seen_prints:
            continue
        seen_prints.add(ident)
        p = {"number": number}
        if RARITY.get(row["rarity"]):
            p["rarity"] = RARITY[row["rarity"]]
        if variant:
            p["variant"] = variant
        prints[code][key].append(p)
    for code, counter in blocks.items():
        sets[code]["block"] = counter.most_common(1)[0][0]

    # tracker: cards the export lacks, and every print of the products it lacks
    by_name_texts: dict[str, list[str]] = defaultdict(list)
    for p in tprints:
        by_name_texts[normalize_name(p["card_name"])].append(p.get("card_print_text_front") or "")
        by_name_texts[normalize_name(p["card_name"])].append(p.get("card_print_text_back") or "")
    codes = dict(TRACKER_CODES)  # a local copy: build() leaves the module's tables as they were
    tcard_by_key = {normalize_name(n): (clean_name(n), v) for n, v in tcards.items()}
    core_by_key: dict[str, dict] = {}
    for c in core.read(ref / core.FILE):
        core_by_key.setdefault(normalize_name(c["name"]), c)
    for p in sorted(tprints, key=lambda p: (p["card_print_expansion_name"], p["card_name"],
                                            p["card_print_id_in_exapansion"])):
        exp = p["card_print_expansion_name"]
        key = normalize_name(p["card_name"])
        # every print of a product the export lacks; only the missing cards of one it covers
        if exp in COVERED and key in facts:
            continue
        code = codes.get(exp) or COVERED.get(exp)
        if code is None:
            code = "".join(w[0] for w in re.findall(r"[A-Za-z0-9]+", exp)).upper()
            codes[exp] = code
        sets.setdefault(code, {"code": code, "name": exp,
                               "block": TRACKER_BLOCK.get(code, "Raid and Dungeon" if exp in TRACKER_CODES
                                                          else "Promotional")})
        number = str(p["card_print_id_in_exapansion"]).strip()
        ident = (code, number, "")
        if ident in seen_prints:
            continue
        seen_prints.add(ident)
        if key not in facts:
            name, info = tcard_by_key.get(key, (clean_name(p["card_name"]), None))
            if info is None:
                continue
            facts[key] = _tracker_card(name, info, by_name_texts[key], core_by_key.get(key))
        rec = {"number": number}
        if RARITY.get(p.get("card_print_rarity") or ""):
            rec["rarity"] = RARITY[p["card_print_rarity"]]
        prints[code][key].append(rec)

    # facts live with the card's first printing; tracker-only cards with their first listed set
    files: dict[str, str] = {}
    order = sorted(sets, key=lambda c: c.lower())
    for code in order:
        for key in prints[code]:
            if key not in owner or not prints[owner[key]].get(key):
                owner[key] = code
    for code in order:
        cards = []
        for key in sorted(prints[code], key=lambda k: facts[k]["name"].lower()):
            if owner.get(key) == code:
                rec = dict(facts[key])
            else:
                rec = {"name": facts[key]["name"]}
            rec["prints"] = sorted(prints[code][key], key=lambda p: (_num_key(p["number"]), p.get("variant") or ""))
            cards.append(rec)
        if not cards:
            continue
        doc = {"schema": SCHEMA, "game": "wowtcg", "set": sets[code], "cards": cards}
        files[f"sets/{_safe(code)}.yaml"] = _dump(doc)
    return files


def _num_key(number: str) -> tuple[int, str]:
    m = re.match(r"(\d+)(.*)", number)
    return (int(m.group(1)), m.group(2)) if m else (10**6, number)


def _safe(code: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", code)


def write(files: dict[str, str], out: Path) -> None:
    sets_dir = out / "sets"
    sets_dir.mkdir(parents=True, exist_ok=True)
    for old in sets_dir.glob("*.yaml"):
        if f"sets/{old.name}" not in files:
            old.unlink()
    for rel, text in files.items():
        (out / rel).write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m deckcheck.wowtcg.importer", description=__doc__.split("\n")[0])
    ap.add_argument("reference", type=Path, help="folder with the WoW TCG reference files")
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[3] / "data" / "wowtcg")
    args = ap.parse_args(argv)
    try:
        files = build(args.reference)
    except (OSError, KeyError, ValueError) as exc:
        print(f"error: {args.reference}: {exc}", file=sys.stderr)
        return 2
    write(files, args.out)
    print(f"wrote {len(files)} set files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
