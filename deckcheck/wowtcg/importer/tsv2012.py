"""Read the 2012 TCG Browser export (`tcgbrowser_cards_2012.tsv`): one row per print, every set up to
Tomb of the Forgotten. The richest facts: faction icon, class icons, tags, stats, hero traits.

`cards(rows)` gives one record per name (its first printing), `prints(rows)` every print.
"All classes" cards: the export ticks every class column when ``all_classes`` is ``All`` (and the
nine columns other than Death Knight on some cards printed before there were Death Knights); the
printed card mostly has no class icon (the 2010 CSV says "Any", the tracker lists no class), so the
record has none. Some have every icon printed (the Core reference's Bloodbane's Fall, DkDrHuMa...):
`every_class` names the cards ticked so, for the tracker to tell.
"""
from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.wowtcg.importer.records import PrintRow, number, put, rarity
from deckcheck.wowtcg.importer.restrictions import parse_deckbuilding, parse_restrictions
from deckcheck.wowtcg.model import ALL_SPECS, CLASSES, DAMAGE_TYPES, FACTIONS, HERO_TYPES

FILE = "tcgbrowser_cards_2012.tsv"
BLOCKS = {"-1": "Promotional", "0": "Raid and Dungeon", "1": "Azeroth", "2": "Burning Crusade",
          "3": "Drums of War", "4": "Scourgewar", "5": "Worldbreaker", "6": "Aftermath"}
CLASS_COLUMNS = {c.replace(" ", ""): c for c in CLASSES}       # DeathKnight, Druid, ...
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
    classes = [] if _every_class(row) else _ticked(row)   # no class icon, unless the tracker says (`every_class`)
    faction = list(FACTIONS) if row["faction"] == "Both" else [row["faction"]] if row["faction"] in FACTIONS else []
    required, reputation, talent = parse_restrictions(rules)
    is_hero = ctype in HERO_TYPES
    states = set(STATES)
    # a type line's words after the race: classes, or more of the race, which the export puts in
    # its class columns too ("Monster Ally—Satyr Demon Rogue": race Satyr, class Demon)
    words = [c.strip() for c in (row["class"], row["class2"]) if c.strip()]
    race_words = [w for w in words if w not in CLASSES]
    if race_words and len(race_words) == len(words):
        states.discard("class")     # its class (if any) is for another source to say
    put(rec, cost=number(row["cost"]), atk=number(row["atk"]), strike_cost=number(row["strikecost"]),
        damage=row["dmgtype"] if row["dmgtype"] in DAMAGE_TYPES else None, health=number(row["health"]),
        defense=number(row["def"]), faction=faction, classes=classes,
        race=" ".join([row["race"].strip(), *race_words]).strip(), **{"class": [w for w in words if w in CLASSES]})
    if is_hero:
        said = next((t for t in tags if t.casefold() in _SPECS), None)    # (Grumpherys': "Beast mastery")
        spec = _SPECS[said.casefold()] if said else None
        put(rec, spec=spec, professions=[p for p in (row["profession"], row["profession2"]) if p],
            traits=[t for t in tags if t != said])
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


_PLAIN = re.compile(r"<[^>]+>|[^a-z0-9]+")
SAME_TEXT = 90     # rapidfuzz ratio of two first printings' plain texts that makes them one card


def comparable(text: str) -> str:
    """A rules text without markup, case, spaces or punctuation (to compare two sources' texts)."""
    return _PLAIN.sub("", text.lower())


def _same_card(a: dict, b: dict) -> bool:
    """Two first printings of one name are one card printed twice (Black Temple's raid deck and its
    reprint, a common printed at two numbers) when type, cost and stats match and the texts differ
    only in markup or a typo."""
    from rapidfuzz import fuzz
    if any(a[f].strip() != b[f].strip() for f in ("type", "cost", "atk", "health", "def")):
        return False
    return fuzz.ratio(comparable(a["rules"]), comparable(b["rules"])) >= SAME_TEXT


def identities(rows: list[dict]) -> dict[str, tuple[str, str, str | None]]:
    """cardid -> (key, name, title): the card each row prints.

    A name is normally one card. But the export holds first printings of different cards under one
    name (namesakes): the Warlock's Death Coil (FoO) and the Death Knight's (DKS), Frost Blast the
    Naxxramas raid quest and the Crown of the Heavens ability, Lady Jaina Proudmoore the ally and
    the raid hero. Each is its own card: the first keeps the plain name (a card outside the raid
    and dungeon block first, then the lowest id), the others are named "Name (SET)" ("Name (SET
    NUMBER)" when one set holds several), with the printed name as their title. A reprint row
    belongs to the card its ``original`` column names. Tokens (set TOK, unnumbered) stay one card
    per name: the export gives them no number to tell them apart."""
    firsts: dict[str, list[dict]] = {}
    for row in sorted(rows, key=_first_printing):
        if row["original"] == "0" and row["setcode"].strip() != "TOK":
            firsts.setdefault(normalize_name(row["name"]), []).append(row)
    out: dict[str, tuple[str, str, str | None]] = {}
    taken = {normalize_name(r["name"]) for r in rows}
    for key, group in firsts.items():
        cards: list[list[dict]] = []
        for row in sorted(group, key=lambda r: (r["block"] == "0", int(r["cardid"]))):
            twin = next((c for c in cards if _same_card(c[0], row)), None)
            if twin is None:
                cards.append([row])
            else:
                twin.append(row)
        codes = Counter(c[0]["setcode"].strip() for c in cards)
        for i, printed in enumerate(cards):
            head = printed[0]
            name = clean_name(head["name"])
            ident = (key, name, None)
            if i:
                code = head["setcode"].strip()
                qual = f"{name} ({code})" if codes[code] == 1 else f"{name} ({code} {head['no'].strip()})"
                if normalize_name(qual) in taken:
                    raise ValueError(f"namesake {qual!r} is already a card name")
                ident = (normalize_name(qual), qual, name)
            for row in printed:
                out[row["cardid"]] = ident
    return out


def _identity(row: dict, ids: dict[str, tuple[str, str, str | None]]) -> tuple[str, str, str | None]:
    found = ids.get(row["cardid"])
    if found is None:       # a reprint: the card its `original` names, if that card has its name
        found = ids.get(row["original"])
        if found is not None and normalize_name(found[2] or found[1]) != normalize_name(row["name"]):
            found = None
    return found or (normalize_name(row["name"]), clean_name(row["name"]), None)


_SPECS = {s.casefold(): s for s in ALL_SPECS}


def _ticked(row: dict) -> list[str]:
    return [c for col, c in CLASS_COLUMNS.items() if row[col].strip().lower() == "x"]


def _every_class(row: dict) -> bool:
    """Every class ticked (or the nine there were before Death Knights)."""
    return row["all_classes"].strip() == "All" or _ticked(row) == list(CLASSES[1:])


def every_class(rows: list[dict], ids: dict[str, tuple[str, str, str | None]]) -> dict[str, list[str]]:
    """The cards whose first printing ticks every class (`cards` gives them no class icon), with
    the classes ticked."""
    out: dict[str, list[str]] = {}
    for row in sorted(rows, key=_first_printing):
        key = _identity(row, ids)[0]
        if key not in out and _every_class(row):
            out[key] = _ticked(row)
    return out


def cards(rows: list[dict], ids: dict[str, tuple[str, str, str | None]] | None = None) -> dict[str, dict]:
    """One record per card: its first printing (original == 0, lowest id) gives the facts."""
    ids = identities(rows) if ids is None else ids
    out: dict[str, dict] = {}
    for row in sorted(rows, key=_first_printing):
        key, name, title = _identity(row, ids)
        if key not in out:
            rec = card(row)
            if title:
                rec = {"name": name, "title": title, **{k: v for k, v in rec.items() if k != "name"}}
            out[key] = rec
    return out


def namesakes(ids: dict[str, tuple[str, str, str | None]]) -> dict[str, list[str]]:
    """Plain name key -> the keys of every card printed under that name (only names with several)."""
    out: dict[str, list[str]] = {}
    for key, _, title in ids.values():
        if title:
            group = out.setdefault(normalize_name(title), [normalize_name(title)])
            if key not in group:
                group.append(key)
    return out


def prints(rows: list[dict], ids: dict[str, tuple[str, str, str | None]] | None = None) -> list[PrintRow]:
    """Every print, in the export's order; tokens (set TOK, number 0) are unnumbered."""
    ids = identities(rows) if ids is None else ids
    first: dict[str, str] = {}
    for row in sorted(rows, key=_first_printing):
        first.setdefault(_identity(row, ids)[0], row["cardid"])
    out = []
    for row in sorted(rows, key=lambda r: int(r["cardid"])):
        code = row["setcode"].strip()
        m = _VARIANT.search(row["setname"])
        num = row["no"].strip()
        key, name, _ = _identity(row, ids)
        out.append(PrintRow(code=code, set_name=_VARIANT.sub("", row["setname"]).strip(),
                            block=BLOCKS.get(row["block"], row["block"]),
                            number="" if num in ("", "0") else num, rarity=rarity(row["rarity"]),
                            variant=m.group(1) if m else None, key=key, name=name,
                            first=first[key] == row["cardid"]))
    return out
