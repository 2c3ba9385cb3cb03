"""Read Cryptozoic's Official Card Reference (Core legal cards, 9 April 2013), as text.

The text (`cryptozoic_core_reference_2013-04-09.txt`, extracted from the PDF page by page) holds one
entry per card: a header ``Name, cost, faction-or-classes (prints)``, a type line
``Ally—Human Warrior, Unique, 1 [Melee] / 3 Health`` and the rules text (``<p>`` between
paragraphs). Entries wrap across lines and are separated by blank lines; a page header starts each
page. The reference is also the official Core legality list of its date: every entry is legal.

`read(path)` gives one record per card name (the feed's field names, plus ``text``: the rules text
in the dialect `parse_effects` reads, and ``states``: the fields this source states, a fact absent
from the record but listed there is "none", e.g. no faction icon = neutral).
"""
from __future__ import annotations

import re
from pathlib import Path

from deckcheck.cards.normalize import clean_name
from deckcheck.wowtcg.importer.restrictions import parse_deckbuilding, parse_restrictions
from deckcheck.wowtcg.model import ALL_SPECS, CLASSES, DAMAGE_TYPES, FACTIONS, HERO_TYPES

FILE = "cryptozoic_core_reference_2013-04-09.txt"
DATE = "2013-04-09"
TITLE = ("World of Warcraft Trading Card Game Official Card Reference – Core Legal Cards, "
         "Updated April 9, 2013")
#: The class abbreviations on multi-class cards ("DkPaWa"), two letters each.
ABBREVIATIONS = {"Dk": "Death Knight", "Dr": "Druid", "Hu": "Hunter", "Ma": "Mage", "Pa": "Paladin",
                 "Pr": "Priest", "Ro": "Rogue", "Sh": "Shaman", "Lo": "Warlock", "Wa": "Warrior"}
KINDS = ("Master Hero", "Ability Ally", "Equipment Ally", "Ally", "Ability", "Equipment", "Quest", "Location", "Hero")
_PAGE = re.compile(r"^\s*WoW TCG Core OCR .*\d+ / \d+\s*$")
_PREAMBLE = ("World of Warcraft Trading Card Game Official Card Reference", "Updated April 9, 2013")
_HEADER = re.compile(r"^(?P<head>[^()\[\]]+?)\s*[(\[](?P<prints>[^()\[\]]*)[)\]]\s*$")
_TYPE = re.compile(r"^(?P<mods>(?:(?:Instant|Basic|Monster|Unique|Elite) )*)(?P<kind>" + "|".join(KINDS)
                   + r")(?:\s?—\s?|\s*$)")
_COST = re.compile(r"^(?:\d+|X|\d+X|X\d+|\d+\+X)$")
_ABBR = re.compile(r"^(?:" + "|".join(ABBREVIATIONS) + r")+$")
_ATK = re.compile(r"^(?P<atk>\d+|X|\*) ?\[(?P<dmg>\w+)\](?: / (?P<health>\d+)? ?\[?Health\]?| / (?P<bare>\d+)"
                  r"| / (?P<strike>\d+) Strike)?$")
#: Misprinted damage types in the text ("0 [Natur] / 1 Health", "0 [Acane]", "3[Arcance]").
_DAMAGE = {"Natur": "Nature", "Acane": "Arcane", "Arcance": "Arcane"}
_HEALTH = re.compile(r"^(?:(?P<n>\d+) )?Health$")
_DONE = re.compile(r"(?:Health|DEF|Strike)$")
_DMG = r"\[(?:Melee|Ranged|Arcane|Fire|Frost|Holy|Nature|Natur|Shadow)\]"
_MORE = re.compile(r"^(?:\d*" + _DMG + r"|/|Health|DEF|Strike|\d+ (?:Health|DEF|Strike)|\d+ " + _DMG
                   + r"|\(\d\), \d+ " + _DMG + r"|[A-Z][\w ]*, \d+ (?:Health|" + _DMG + "))")
_STATS_KINDS = ("Ally", "Ability Ally", "Hero", "Master Hero", "Equipment")


def _lines(text: str) -> list[str]:
    out = []
    for line in text.split("\n"):
        line = line.replace("\f", "").strip()
        if _PAGE.match(line) or line.startswith(_PREAMBLE):
            line = ""
        out.append(line)
    return out


def _header_end(lines: list[str], start: int) -> int | None:
    """Index of the last line of a header starting at `start` (a type line follows), or None."""
    if _TYPE.match(lines[start]):
        return None
    for end in range(start, min(start + 20, len(lines) - 1)):
        if not lines[end]:
            return None
        head = _join(lines[start:end + 1])
        if _HEADER.match(head) and _TYPE.match(lines[end + 1]):
            return end
        if ")" in lines[end] or "]" in lines[end]:
            return None
    return None


def entries(text: str) -> list[list[str]]:
    """The card entries, each a list of lines (header first)."""
    lines = _lines(text)
    out: list[list[str]] = []
    i = 0
    while i < len(lines):
        end = _header_end(lines, i)
        if end is not None:
            # a header that wraps starts at its latest possible line (not in the text before it)
            start = i if i == 0 or not lines[i - 1] else max(
                j for j in range(i, end + 1) if j == i or _header_end(lines, j) == end)
            if start > i and out:
                out[-1].extend(line for line in lines[i:start] if line)
            i = start
            out.append(lines[i:end + 1] + ["\0"])      # "\0" marks where the header ends
            i = end + 1
            continue
        if lines[i] and out:
            out[-1].append(lines[i])
        i += 1
    return out


def _join(lines: list[str]) -> str:
    text = ""
    for line in lines:
        if text.endswith("-") and not text.endswith(" -"):
            text += line
        else:
            text = f"{text} {line}" if text else line
    return text


def _header(head: str) -> tuple[str, str | None, list[str], list[str]]:
    """(name, cost, faction icons, class icons) from ``Name, cost, faction``."""
    head = re.sub(r",? (\d+|X) (Alliance|Horde|(?:[A-Z][a-z])+)$", r", \1, \2", head.rstrip(", "))
    parts = [p.strip() for p in head.split(",")]
    faction: list[str] = []
    classes: list[str] = []
    while len(parts) > 1:
        last = parts[-1]
        if last in FACTIONS:
            faction.insert(0, last)
        elif last in CLASSES:
            classes.insert(0, last)
        elif _ABBR.match(last):
            classes = [ABBREVIATIONS[last[i:i + 2]] for i in range(0, len(last), 2)] + classes
        else:
            break
        parts.pop()
    cost = parts.pop() if len(parts) > 1 and _COST.match(parts[-1]) else None
    return clean_name(", ".join(parts)), cost, faction, classes


def _type_line(body: list[str], kind: str) -> tuple[str, list[str]]:
    """The type line (it may wrap) and the lines of text after it."""
    acc = body[0]
    i = 1
    while i < len(body) and not _DONE.search(acc):
        if acc.endswith((",", "—", "/")) or (kind in _STATS_KINDS and _MORE.match(body[i])):
            acc = _join([acc, body[i]])
            i += 1
        else:
            break
    return acc, body[i:]


def _split_sub(sub: str) -> tuple[str | None, list[str]]:
    """"Night Elf Death Knight" -> ("Night Elf", ["Death Knight"])."""
    words = sub.split()
    classes: list[str] = []
    while words:
        if len(words) >= 2 and " ".join(words[-2:]) in CLASSES:
            classes.insert(0, " ".join(words[-2:]))
            words = words[:-2]
        elif words[-1] in CLASSES:
            classes.insert(0, words[-1])
            words = words[:-1]
        else:
            break
    return (" ".join(words) or None), classes


#: two-word ability subtypes the Core reference prints on the type line ("Basic Ability—Combat Finishing Move"), as
#: the other sources tag them
TWO_WORD_SUBTYPES = frozenset({"Finishing Move"})


def _spec_words(sub: str) -> list[str]:
    """"Beast Mastery Attachment" -> ["Beast Mastery"] (the spec and other ability subtypes; "Combat Finishing Move"
    -> ["Combat", "Finishing Move"])."""
    out: list[str] = []
    words = sub.split()
    while words:
        two = " ".join(words[:2])
        if two in ALL_SPECS or two in TWO_WORD_SUBTYPES:
            out.append(two)
            words = words[2:]
            continue
        if words[0] != "Attachment":
            out.append(words[0])
        words = words[1:]
    return out


def plain_text(lines: list[str]) -> str:
    """The rules text in the dialect `parse_effects` and `parse_restrictions` read:
    paragraphs joined by "; ", payment "(2)" as "2", ">>>" as "->", [Activate] as [Exhaust]."""
    text = _join(lines).replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"\s*<p>\s*", "; ", text)
    text = re.sub(r"\((\d+|X)\)", r"\1", text)
    text = text.replace(">>>", "->").replace("[Activate]", "[Exhaust]")
    text = re.sub(r"\[Basic\]\s*", "", text)
    return re.sub(r"\s+", " ", text).strip(" ;")


def _card(entry: list[str]) -> dict:
    cut = entry.index("\0")
    m = _HEADER.match(_join(entry[:cut]))
    assert m is not None
    name, cost, faction, classes = _header(m["head"])
    body = entry[cut + 1:]
    t = _TYPE.match(body[0])
    assert t is not None
    kind = t["kind"]
    mods = t["mods"].split()
    line, rest = _type_line(body, kind)
    text = plain_text(rest)
    rec: dict = {"name": name, "type": kind}
    states = {"name", "type", "faction", "classes", "tags", "restrictions", "text"}
    tags: list[str] = [w for w in mods if w in ("Instant", "Unique", "Elite")]
    traits = ["Monster"] if "Monster" in mods else []
    if "Monster" in mods:
        tags.append("Monster")
    line = re.sub(r"\) (?=\d+ ?\[)", "), ", line.rstrip("."))      # "Azzinoth (1) 5 [Shadow]": a lost comma
    parts = [p.strip().rstrip("]") if p.strip().endswith("Health]") else p.strip()
             for p in line.split("—", 1)[1].split(",")] if "—" in line else []
    sub = parts.pop(0) if parts else ""
    stats: dict = {}
    rest_parts: list[str] = []
    for part in parts:
        a = _ATK.match(part)
        h = _HEALTH.match(part)
        if a and _DAMAGE.get(a["dmg"], a["dmg"]) in DAMAGE_TYPES:
            stats["atk"] = int(a["atk"]) if a["atk"].isdigit() else a["atk"]
            stats["damage"] = _DAMAGE.get(a["dmg"], a["dmg"])
            if a["strike"]:
                stats["strike_cost"] = int(a["strike"])
            if a["health"] or a["bare"]:
                stats["health"] = int(a["health"] or a["bare"])
        elif h:
            if h["n"]:
                stats["health"] = int(h["n"])
        elif re.fullmatch(r"\d+ DEF", part):
            stats["defense"] = int(part.split()[0])
        elif re.fullmatch(r"\d+ Strike", part):
            stats["strike_cost"] = int(part.split()[0])
        elif part.isdigit() and kind in HERO_TYPES:
            stats["health"] = int(part)          # "25" without its "Health" label
        elif part and "[" not in part and ">>>" not in part:
            rest_parts.append(part)
    if kind in ("Ally", "Ability Ally", "Hero", "Master Hero"):
        race, char_class = _split_sub(sub)
        if race:
            rec["race"] = race
        if char_class:
            rec["class"] = char_class
        states |= {"race", "class"} | ({"spec"} if kind in HERO_TYPES else set())
        tags += rest_parts
    elif kind == "Equipment":
        tags += [p.strip() for p in sub.split("—") if p.strip()] + rest_parts
    else:
        tags += _spec_words(sub) + rest_parts
    required, reputation, talent = parse_restrictions(text)
    if talent and kind == "Ability" and re.match(rf"{talent} Talent\b", text):
        tags.append("Talent")
    if cost is not None:
        rec["cost"] = int(cost) if cost.isdigit() else cost
        states.add("cost")
    rec.update(faction=faction, classes=classes, tags=list(dict.fromkeys(tags)), traits=traits, **stats)
    states |= set(stats) | {"traits"}
    if kind in ("Ally", "Ability Ally") and "atk" in stats:
        states |= {"atk", "damage"}
    if kind == "Equipment":
        states |= {"atk", "damage", "defense", "strike_cost"} & set(stats) | ({"defense"} if "Armor" in tags else set())
    rec.update(talent=talent, hero_required=list(required), reputation=reputation)
    if kind in HERO_TYPES:
        db = parse_deckbuilding(text)
        states.add("deckbuilding")      # the reference prints a hero's whole text: no paragraph = none
        if db:
            rec["deckbuilding"] = db
    rec["text"] = text
    rec["states"] = states
    return rec


def read(path: Path) -> list[dict]:
    """Every entry of the reference, in its order (the official list of Core-legal cards)."""
    text = Path(path).read_text(encoding="utf-8")
    cards = [_card(e) for e in entries(text)]
    if not cards:
        raise ValueError(f"{path}: no card entries found (is this the Core reference text?)")
    return cards
