"""Read the WoW TCG Tracker files (`tracker_cards.json`, `tracker_prints.json`): every card and print
through 2013 (the Timewalkers block, the 2013 class starters, raids, dungeons, promos) and the format
legality tags. No faction, ATK, health, hero traits or Unique/Unlimited tags.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.wowtcg.importer.records import PrintRow, number, put, rarity
from deckcheck.wowtcg.importer.restrictions import parse_deckbuilding, parse_restrictions
from deckcheck.wowtcg.model import ALL_SPECS, CLASSES, HERO_TYPES

CARDS_FILE = "tracker_cards.json"
PRINTS_FILE = "tracker_prints.json"
TYPES = {"Master_Hero": "Master Hero"}
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
CODES = {
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
BLOCK = {"RoF": "Timewalker", "BotG": "Timewalker", "WotA": "Timewalker", "TWP": "Timewalker",
         "TWB": "Timewalker", "TWC": "Timewalker", "TWH": "Timewalker"}
# Words on a tracker hero's type line that are traits or kinds, not part of its race
# ("Human Master" is a Human Master Hero; "Demon Monster" a Demon with the Monster trait).
HERO_TRAITS = ("Traitor", "Scourge", "Monster", "Aspect", "Boss", "Dungeon", "Caverns", "Echo",
               "Gift of the Aspects")
HERO_KINDS = ("Master",)


def read(ref: Path) -> tuple[dict, list]:
    with open(ref / CARDS_FILE, encoding="utf-8") as fh:
        tcards = json.load(fh)
    with open(ref / PRINTS_FILE, encoding="utf-8") as fh:
        tprints = json.load(fh)
    if not isinstance(tcards, dict) or not isinstance(tprints, list):
        raise ValueError(f"{ref / CARDS_FILE}: not the tracker's cards (a mapping) and prints (a list)")
    return tcards, tprints


def _texts(tprints: list) -> dict[str, str]:
    by_key: dict[str, list[str]] = defaultdict(list)
    for p in tprints:
        for side in ("card_print_text_front", "card_print_text_back"):
            if p.get(side):
                by_key[normalize_name(p["card_name"])].append(p[side])
    return {k: "\n\n".join(v) for k, v in by_key.items()}


def card(name: str, info: dict, text: str) -> dict:
    ctype = TYPES.get(info["card_category"], info["card_category"])
    rec: dict = {"name": clean_name(name), "type": ctype}
    states = {"name", "type", "classes", "legal", "restrictions", "text"}
    if number(info.get("card_mana_cost") or "") is not None:
        states.add("cost")
    first = [p.strip() for p in text.split("\n\n")[:3]]
    required, reputation, talent = parse_restrictions(";".join(first))
    put(rec, cost=number(info.get("card_mana_cost") or ""),
        classes=[c for c in info.get("card_classes") or [] if c in CLASSES])
    types = _joined(info.get("card_types") or [])   # (words of one name put back together: "Blood Elf")
    if ctype in HERO_TYPES:
        classes = [t for t in types if t in CLASSES]
        if "Death Knight" in " ".join(types) and "Death Knight" not in classes:
            classes.append("Death Knight")
        spec = next((t for t in types if t in ALL_SPECS), None)
        race = [t for t in types if t not in CLASSES and (t not in ALL_SPECS) and t not in ("Death", "Knight")
                and t not in HERO_TRAITS and t not in HERO_KINDS]
        put(rec, race=" ".join(race), **{"class": classes}, spec=spec,
            traits=[t for t in types if t in HERO_TRAITS], deckbuilding=parse_deckbuilding(text))
        states |= {"race", "class", "deckbuilding"} | ({"spec"} if spec else set())
    elif ctype in TAGGED and types:
        rec["tags"] = types                 # (a card no other source gives tags: Reign of Fire, Throne of the Tides)
        states.add("tags")
    put(rec, talent=talent, hero_required=list(required), reputation=reputation)
    rec["legal"] = list(info.get("card_legalities") or [])
    # the plain text: paragraphs split by blank lines, payment written with an arrow
    rec["text"] = "; ".join(p.strip() for p in text.split("\n\n") if p.strip()).replace("\u2192", "->")
    rec["states"] = states
    return rec


#: The card types whose tracker `card_types` are their type-line tags (an ally's are its race and class).
TAGGED = ("Ability", "Equipment", "Quest", "Location")
#: Type-line words the tracker splits that are one name (a race, raid and event names).
JOINED = (("Blood", "Elf"), ("Arena", "Grand", "Melee"), ("Lich", "King"), ("Black", "Temple"), ("Sulfuron", "Harbinger"),
          ("Loatheb's", "Mark"), ("Sapphiron's", "Mark"), ("Naxxramas", "Wing"), ("Ranged", "Weapon"))


def _joined(types: list[str]) -> list[str]:
    """The tracker's type words, the words of a `JOINED` name put back together."""
    out = list(types)
    for words in JOINED:
        n = len(words)
        for i in range(len(out) - n + 1):
            if tuple(out[i:i + n]) == words:
                out[i:i + n] = [" ".join(words)]
                break
    return out


def cards(tcards: dict, tprints: list) -> dict[str, dict]:
    texts = _texts(tprints)
    out: dict[str, dict] = {}
    for name, info in tcards.items():
        key = normalize_name(name)
        out.setdefault(key, card(name, info, texts.get(key, "")))
    return out


def set_code(expansion: str, codes: dict[str, str], taken: set[str]) -> str:
    """The project's code for a tracker expansion: a fixed one, or its initials (made unique: two
    expansions never share a set file, so their numbers never collide)."""
    code = codes.get(expansion) or COVERED.get(expansion)
    if code is None:
        base = code = "".join(w[0] for w in re.findall(r"[A-Za-z0-9]+", expansion)).upper()
        n = 1
        while code in taken:
            n += 1
            code = f"{base}-{n}"
        codes[expansion] = code
        taken.add(code)
    return code


def prints(tprints: list, taken: set[str]) -> list[PrintRow]:
    """Every print; `taken` holds the set codes already in use (the 2012 export's)."""
    codes = dict(CODES)
    taken = set(taken) | set(CODES.values()) | set(COVERED.values())
    out = []
    for p in sorted(tprints, key=lambda p: (p["card_print_expansion_name"], p["card_name"],
                                            str(p["card_print_id_in_exapansion"]))):
        exp = p["card_print_expansion_name"]
        code = set_code(exp, codes, taken)
        block = BLOCK.get(code, "Raid and Dungeon" if exp in CODES else "Promotional")
        out.append(PrintRow(code=code, set_name=exp, block=block,
                            number=str(p["card_print_id_in_exapansion"]).strip(),
                            rarity=rarity(p.get("card_print_rarity")), variant=None,
                            key=normalize_name(p["card_name"]), name=clean_name(p["card_name"]),
                            text=p.get("card_print_text_front") or ""))
    return out
