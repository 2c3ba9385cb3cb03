"""The card-line syntax shared by the readers: quantities, print pins, section headers, metadata."""
from __future__ import annotations

import re

MAX_QTY = 99

_INT = re.compile(r"[-+]?\d+")
_QTY_FIRST = re.compile(r"(?P<q>[-+]?\d+)(?:\s*[x×*])?\s+(?P<n>\S.*)", re.I)
_QTY_LAST = re.compile(r"(?P<n>.*?\S)\s+[x×*]\s*(?P<q>\d+)", re.I)
_PIN_BRACKET = re.compile(
    r"\[\s*(?P<set>[^\[\]#]*?[^\[\]#\s])\s*(?:#\s*(?P<num>[^\]\s]+)|\s+(?P<num2>\d[^\]\s]*))?\s*\]")
_PIN_PAREN = re.compile(r"\(\s*(?P<set>[A-Za-z][A-Za-z0-9]{1,7})(?:\s*#?\s*(?P<num>\d[A-Za-z0-9]*))?\s*\)")
_HEADER = re.compile(r"(?P<word>[A-Za-z][A-Za-z ]*?)\s*:?\s*"
                     r"(?:\(\s*(?P<n>\d{1,4})(?:\s*cards?)?\s*\))?\s*:?")
_HERO = re.compile(r"hero(?:\s*:\s*|\s+)(?P<v>.*)", re.I)
_HERO_COLON = re.compile(r"hero\s*:\s*(?P<v>.*)", re.I)
_META = re.compile(r"(?P<key>title|name|deck\s*name|player|author|creator)\s*:\s*(?P<v>.+)", re.I)
_CARDS = re.compile(r"(?P<n>\d{1,4})\s*cards?", re.I)

_SECTION_WORDS = {
    "main": "main", "main deck": "main", "maindeck": "main", "deck": "main",
    "side": "side", "side deck": "side", "sidedeck": "side", "sideboard": "side",
    "side board": "side", "hero": "hero", "heroes": "hero",
}
_META_KEYS = {"title": "title", "name": "title", "player": "player", "author": "player",
              "creator": "player"}


class QuantityError(ValueError):
    """A quantity that is not a whole number from 1 to MAX_QTY."""


def is_int(text: str) -> bool:
    return _INT.fullmatch(text.strip()) is not None


def parse_qty(value: object) -> int:
    """A quantity from an int or a string; QuantityError if not a whole number 1-99."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise QuantityError(f"quantity must be a whole number, got {value!r}")
    if isinstance(value, str):
        text = value.strip()
        if not _INT.fullmatch(text):
            raise QuantityError(f"quantity must be a whole number, got {text[:20]!r}")
        if len(text) > 6:
            raise QuantityError(f"quantity {text[:20]} is out of range 1-{MAX_QTY}")
        value = int(text)
    if not 1 <= value <= MAX_QTY:
        raise QuantityError(f"quantity {value} is out of range 1-{MAX_QTY}")
    return value


def tidy(name: str) -> str:
    """Trim a name and collapse inner runs of whitespace to one space."""
    return " ".join(name.split())


def split_pin(name: str) -> tuple[str, str | None, str | None]:
    """Split "Name (SET)", "Name [SET #12]" or "Name [SET 12]" into (name, set, number)."""
    name = name.strip()
    if name.endswith("]"):
        at = name.rfind("[")
        m = _PIN_BRACKET.fullmatch(name, at) if at > 0 else None
        if m:
            return name[:at].rstrip(), m["set"], m["num"] or m["num2"]
    elif name.endswith(")"):
        at = name.rfind("(")
        m = _PIN_PAREN.fullmatch(name, at) if at > 0 else None
        if m:
            return name[:at].rstrip(), m["set"], m["num"]
    return name, None, None


def split_qty(text: str) -> tuple[str | int, str]:
    """Split "4 Name", "4x Name", "4 x Name" or "Name x4" into (quantity token, rest); else (1, text)."""
    m = _QTY_FIRST.fullmatch(text) if text[:1].isdigit() or text[:1] in "+-" else None
    if m is None and text[-1:].isdigit():
        m = _QTY_LAST.fullmatch(text)
    if m:
        return m.group(1, 2) if m.re is _QTY_FIRST else m.group(2, 1)
    return (text, "") if is_int(text) else (1, text)


def section_word(word: str) -> str | None:
    """The section ("hero", "main", "side") a header word names, or None."""
    return _SECTION_WORDS.get(" ".join(word.lower().split()).rstrip(":").rstrip())


def header(text: str) -> tuple[str | None, int | None] | None:
    """(section, declared count) if the text is a header such as "Side deck (10):".

    The section is None for a category label ("Allies (20)", "Quests:"), which names no section.
    """
    m = _HEADER.fullmatch(text)
    if m is None:
        return None
    count = int(m["n"]) if m["n"] else None
    section = section_word(m["word"])
    if section is None and count is None and not text.endswith(":"):
        return None
    return section, count


def hero_value(text: str, *, colon: bool = False) -> str | None:
    """The rest of "HERO Name" (or, with colon, only "Hero: Name"); None if not such a line."""
    m = (_HERO_COLON if colon else _HERO).fullmatch(text)
    return m["v"].strip() if m else None


def meta(text: str) -> tuple[str, str] | None:
    """("title"|"player", value) for "Name: X", "Title: X", "Player: X", "Creator : X"..."""
    m = _META.fullmatch(text)
    if m is None:
        return None
    key = " ".join(m["key"].lower().split())
    return _META_KEYS.get(key, "title"), tidy(m["v"])


def card_count(text: str) -> int | None:
    """N for a "N cards" comment."""
    m = _CARDS.fullmatch(text)
    return int(m["n"]) if m else None
