"""Read deckbuilding restrictions out of a card's rules text into fields (import time only).

Only facts leave this module: the traits a card requires, its reputation, its talent spec and a
Deckbuilding hero's inclusions and exclusions as predicates. No rules text is kept.
"""
from __future__ import annotations

import re

from deckcheck.wowtcg.model import ALL_SPECS, CLASSES, FACTIONS, REPUTATIONS

DAMAGE_WORDS = ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")

_TAGS = re.compile(r"<[^>]+>")
_REQUIRED = re.compile(r"(?:^|[;.>\n]|\s)\s*([A-Z][A-Za-z' \-]*?) Hero Required")
# (no word boundary after it: the 2012 export runs the bold words on, "<b>Scryer Reputation</b>When ...")
_REPUTATION = re.compile(r"\b(" + "|".join(REPUTATIONS) + r") Rep(?:ut|u)ation(?![a-z])")
_TALENT = re.compile(r"\b(" + "|".join(sorted(ALL_SPECS, key=len, reverse=True)) + r") [Tt]alent\b(?!s)")
_DEALS = re.compile(r"\b(" + "|".join(DAMAGE_WORDS) + r") damage\b", re.I)
_DECKBUILDING = re.compile(r"Deckbuilding\s*(?:</b>)?\s*:?\s*(?:</b>)?\s*(.*)", re.I | re.S)
_ICON = re.compile(r"\[([A-Za-z ]+)\]")


def plain(text: str) -> str:
    """Rules text without markup and without reminder text in italics."""
    text = re.sub(r"<i>.*?(</i>|$)", " ", text or "", flags=re.S)
    return _TAGS.sub("", text)


def _restriction_text(text: str) -> str:
    """The part of the rules text that carries restrictions (not the Deckbuilding paragraph,
    whose examples such as "(like Fire Hero Required)" are not restrictions of the hero)."""
    return _DECKBUILDING.split(text, maxsplit=1)[0] if "eckbuilding" in text else text


def parse_restrictions(rules: str) -> tuple[tuple[str, ...], str | None, str | None]:
    """(hero-required traits, reputation, talent spec) from the rules text.

    A spec named as "[Spec] Hero Required" is treated as "[Spec] Talent" (CR 100.2b)."""
    text = _restriction_text(plain(rules))
    required: list[str] = []
    talent = None
    for m in _REQUIRED.finditer(text):
        trait = m.group(1).strip()
        if trait.lower().startswith("like "):
            continue
        if trait in ALL_SPECS:
            talent = talent or trait
        elif trait not in required:
            required.append(trait)
    rep = _REPUTATION.search(text)
    tal = _TALENT.search(text)
    if tal:
        talent = tal.group(1)
    return tuple(required), rep.group(1) if rep else None, talent


def damage_dealt(rules: str) -> tuple[str, ...]:
    """Damage types the card's own text deals ("deals 2 fire damage")."""
    found = {m.group(1).capitalize() for m in _DEALS.finditer(plain(rules))}
    return tuple(sorted(found))


def _icons(text: str) -> list[str]:
    return [i.strip().title() for i in _ICON.findall(text)]


def parse_deckbuilding(rules: str) -> dict | None:
    """A Deckbuilding hero's inclusions/exclusions as data, or None when the card has none.

    Returns {"include": [...], "exclude": [...], "one_faction": bool, "no_restricted": bool,
    "except_reputation": str|None} where each clause is a mapping of field -> value; or
    {"unparsed": True} when the text is present but its icons were lost by the source.
    """
    if not rules or "eckbuilding" not in rules:
        return None
    m = _DECKBUILDING.search(rules)
    if not m:
        return None
    body = _TAGS.sub("", m.group(1)).replace("\u2019", "'")
    body = re.split(r";|\n\n", body)[0]
    sentences = [s.strip() for s in re.split(r"\.\s*(?=[A-Z(])|\.$", body) if s.strip()]
    include: list[dict] = []
    exclude: list[dict] = []
    out = {"include": include, "exclude": exclude, "one_faction": False, "no_restricted": False,
           "except_reputation": None}
    for sentence in sentences:
        low = sentence.lower()
        if low.startswith("you can't put") or low.startswith("you cannot put"):
            icons = _icons(sentence)
            if not icons:
                return {"unparsed": True}
            for icon in icons:
                if icon in FACTIONS:
                    exclude.append({"faction": icon})
            if "class cards" in low:
                exclude.append({"has_class": True})
            if "talent cards" in low:
                exclude.append({"is_talent": True})
        elif re.match(r"you (can|may) (only )?include", low):
            if not _parse_inclusions(sentence, include, out):
                return {"unparsed": True}
        elif low.startswith("you can't include cards with") or low.startswith("you can't include cards with"):
            out["no_restricted"] = True
        elif "more than one of each card" in low:
            out["singleton"] = True
        elif low.startswith("(like") or low.startswith("like "):
            continue
    if not include and not exclude and not out["no_restricted"]:
        return {"unparsed": True}
    if out["no_restricted"]:
        reps = [c["reputation"] for c in include if "reputation" in c]
        out["except_reputation"] = reps[0] if reps else None
    return out


def _parse_inclusions(sentence: str, include: list[dict], out: dict) -> bool:
    body = re.sub(r"^You (can|may) (only )?include (only )?", "", sentence, flags=re.I)
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+(?=any\b|neutral\b|\[|allies\b|Scourge\b|Argent\b)", body) if p.strip()]
    ok = True
    for part in parts:
        low = part.lower()
        icons = _icons(part)
        if low.startswith("either") and "alliance" in low and "horde" in low:
            out["one_faction"] = True
            include.append({"faction": "any"})
        elif low.startswith("either"):
            ok = False
        elif re.fullmatch(r"\[[a-z ]+\] cards", low) and icons and icons[0] in CLASSES:
            include.append({"class": icons[0]})
        elif "talents" in low:
            spec = re.search(r"\]?\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?) [Tt]alents", part)
            if not spec:
                return False
            clause = {"talent": spec.group(1)}
            if icons:
                clause["class"] = icons[0]
            include.append(clause)
        elif low == "neutral cards":
            include.append({"neutral": True})
        elif low.startswith("neutral quests"):
            include.append({"type": "Quest", "neutral": True})
            if "locations" in low:
                include.append({"type": "Location", "neutral": True})
        elif low.endswith("reputation") or low in ("argent crusade cards",):
            include.append({"reputation": "Argent Crusade"})
        elif low == "scourge cards":
            include.append({"hero_required": "Scourge"})
            include.append({"trait": "Scourge"})
        elif "abilities and pets" in low and icons:
            include.append({"type": "Ability", "class": icons[0]})
            include.append({"tag": "Pet (1)", "class": icons[0]})
        elif re.search(r"\] abilities$", low) and icons:
            include.append({"type": "Ability", "class": icons[0]})
        elif re.search(r"\] equipment$", low) and icons:
            include.append({"type": "Equipment", "class": icons[0]})
        elif "ally type" in low:
            kind = part.rsplit("ally type", 1)[1].strip()
            include.append({"type": "Ally", ("char_class" if kind in CLASSES else "race"): kind})
        elif "abilities that deal" in low:
            dmg = re.search(r"deal (\w+) damage", low)
            include.append({"type": "Ability", "deals": dmg.group(1).capitalize()})
        elif re.fullmatch(r"any \[\w+\] allies", low) and icons:
            include.append({"type": "Ally", "damage": icons[0]})
        elif "melee weapons" in low:
            include.append({"type": "Equipment", "weapon": "Melee"})
        elif "traitor cards" in low:
            include.append({"tag": "Traitor"})
            include.append({"hero_required": "Traitor"})
        elif re.fullmatch(r"any (\w+) allies", low):
            include.append({"type": "Ally", "race": part.split()[1]})
        elif low.endswith(" cards") and part[0].isupper():
            include.append({"reputation": part[:-6]} if part[:-6] in REPUTATIONS else {"trait": part[:-6]})
        else:
            ok = False
    return ok
