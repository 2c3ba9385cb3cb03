"""The card-line syntax shared by the readers: quantities, print pins, section headers, metadata."""
from __future__ import annotations

import re

MAX_QTY = 99

_INT = re.compile(r"[-+]?+\d++")
_NUMBERISH = re.compile(r"[-+]?+\d[\d.,_eE+-]*+")   # 4, 4.5, 1e3, 1,000: a quantity, right or wrong
_MARKS = "xX\u00d7*"

# Every parser here is linear in its line: plain string operations, and the few regexes use
# possessive quantifiers only, so no line (however long or hostile) makes them backtrack.
_SECTION_WORDS = {
    "main": "main", "main deck": "main", "maindeck": "main", "deck": "main",
    "side": "side", "side deck": "side", "sidedeck": "side", "sideboard": "side",
    "side board": "side", "hero": "hero", "heroes": "hero",
}
_META_NAMES = {"title", "name", "deck name", "deckname", "player", "author", "creator"}
_META_KEYS = {"title": "title", "name": "title", "player": "player", "author": "player",
              "creator": "player"}


class QuantityError(ValueError):
    """A quantity that is not a whole number from 1 to MAX_QTY."""


def is_int(text: str) -> bool:
    return _INT.fullmatch(text.strip()) is not None


def parse_qty(value: object) -> int:
    """A quantity from an int or a string; QuantityError if not a whole number 1-99."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        shown = ("a list" if isinstance(value, (list, tuple)) else "a mapping" if isinstance(value, dict)
                 else repr(value)[:20])
        raise QuantityError(f"quantity must be a whole number, got {shown}")
    if isinstance(value, str):
        text = value.strip()
        if not _INT.fullmatch(text):
            raise QuantityError(f"quantity must be a whole number, got {text[:20]!r}")
        if len(text) > 6:
            raise QuantityError(f"quantity {text[:20]} is out of range 1-{MAX_QTY}")
        value = int(text)
    if not 1 <= value <= MAX_QTY:
        shown = str(value) if -10**20 < value < 10**20 else f"of {len(str(abs(value)))} digits"
        raise QuantityError(f"quantity {shown} is out of range 1-{MAX_QTY}")
    return value


def tidy(name: str) -> str:
    """Trim a name and collapse inner runs of whitespace to one space."""
    return " ".join(name.split())


def _set_code(text: str) -> tuple[str, str] | None:
    """("SET", rest) for a set code of 2-8 letters and digits (a letter first) leading `text`."""
    n = 0
    while n < len(text) and n < 8 and text[n].isascii() and text[n].isalnum():
        n += 1
    if n < 2 or not text[0].isalpha():
        return None
    return text[:n], text[n:]


def _paren_pin(inner: str) -> tuple[str, str | None] | None:
    """(set, number) inside "(SET)", "(SET 12)", "(SET #12)", "(SET12)"."""
    found = _set_code(inner.strip())
    if found is None:
        return None
    set_code, rest = found
    rest = rest.strip()
    if rest[:1] == "#":
        rest = rest[1:].lstrip()
    if not rest:
        return set_code, None
    if rest[0].isdecimal() and rest.isascii() and rest.isalnum():
        return set_code, rest
    return None


def _bracket_pin(inner: str) -> tuple[str, str | None] | None:
    """(set, number) inside "[SET]", "[SET #12]", "[Set Name 12]"."""
    if "]" in inner:
        return None
    inner = inner.strip()
    at = inner.find("#")
    if at >= 0:
        set_code, number = inner[:at].strip(), inner[at + 1:].strip()
        if not set_code or not number or any(c.isspace() for c in number):
            return None
        return set_code, number
    if not inner:
        return None
    parts = inner.rsplit(None, 1)
    if len(parts) == 2 and parts[1][0].isdecimal():
        return parts[0], parts[1]
    return inner, None


def split_pin(name: str) -> tuple[str, str | None, str | None]:
    """Split "Name (SET)", "Name (SET) 12" (Arena style), "Name [SET #12]" or "Name [SET 12]"
    into (name, set, number)."""
    name = name.strip()
    if name.endswith("]"):
        at = name.rfind("[")
        pin = _bracket_pin(name[at + 1:-1]) if at > 0 else None
        if pin:
            return name[:at].rstrip(), pin[0], pin[1]
    elif name.endswith(")"):
        at = name.rfind("(")
        pin = _paren_pin(name[at + 1:-1]) if at > 0 else None
        if pin:
            return name[:at].rstrip(), pin[0], pin[1]
    elif name[-1:].isdecimal():
        head, _, number = name.rpartition(" ")
        head = head.rstrip()
        if head.endswith(")") and number.isascii() and number.isalnum():
            at = head.rfind("(")
            pin = _paren_pin(head[at + 1:-1]) if at > 0 else None
            if pin and pin[1] is None:
                return head[:at].rstrip(), pin[0], number
    return name, None, None


def split_qty(text: str) -> tuple[str | int, str]:
    """Split "4 Name", "4x Name", "4 x Name" or "Name x4" into (quantity token, rest); else (1, text).

    A leading number that is not a whole one ("4.5 Name", "1e3 Name") is still the quantity
    token, so it is refused as a bad quantity rather than read as part of the name."""
    if text[:1].isdecimal() or text[:1] in "+-" and text[1:2].isdecimal():
        m = _NUMBERISH.match(text)
        q, rest = m[0], text[m.end():]
        if rest[:1] in _MARKS and rest[1:2].isspace() and rest[1:].strip():
            return q, rest[1:].lstrip()          # "4x Name"
        if rest[:1].isspace():
            after = rest.lstrip()
            if after[:1] in _MARKS and after[1:2].isspace() and after[1:].strip():
                return q, after[1:].lstrip()     # "4 x Name"
            if after:
                return q, after                  # "4 Name"
        elif not rest:
            return text, ""
    if text[-1:].isdecimal():
        at = len(text)
        while at and text[at - 1].isdecimal():
            at -= 1
        head = text[:at].rstrip()
        if head[-1:] in _MARKS and head[-2:-1].isspace() and head[:-1].strip():
            return text[at:], head[:-1].rstrip()   # "Name x4", "Name x 4"
    return 1, text


def section_word(word: str) -> str | None:
    """The section ("hero", "main", "side") a header word names, or None."""
    return _SECTION_WORDS.get(" ".join(word.lower().split()).rstrip(":").rstrip())


def _strip_colon(text: str) -> str:
    return text[:-1].rstrip() if text.endswith(":") else text


def header(text: str) -> tuple[str | None, int | None] | None:
    """(section, declared count) if the text is a header such as "Side deck (10):".

    The section is None for a category label ("Allies (20)", "Quests:"), which names no section.
    """
    rest = _strip_colon(text.rstrip())
    count = None
    if rest.endswith(")"):
        at = rest.rfind("(")
        if at < 0:
            return None
        inner = rest[at + 1:-1].strip()
        low = inner.lower()
        if low.endswith("cards") or low.endswith("card"):
            inner = inner[:-5 if low.endswith("cards") else -4].rstrip()
        if not (0 < len(inner) <= 4 and inner.isdecimal()):
            return None
        count = int(inner)
        rest = rest[:at].rstrip()
    word = _strip_colon(rest)
    if not (word[:1].isascii() and word[:1].isalpha() and word.isascii() and word.replace(" ", "").isalpha()):
        return None
    section = section_word(word)
    if section is None and count is None and not text.endswith(":"):
        return None
    return section, count


def hero_value(text: str, *, colon: bool = False) -> str | None:
    """The rest of "HERO Name" (or, with colon, only "Hero: Name"); None if not such a line."""
    if text[:4].lower() != "hero":
        return None
    rest = text[4:]
    after = rest.lstrip()
    if after[:1] == ":":
        return after[1:].strip()
    if not colon and rest[:1].isspace():
        return after.strip()
    return None


def meta(text: str) -> tuple[str, str] | None:
    """("title"|"player", value) for "Name: X", "Title: X", "Player: X", "Creator : X"..."""
    at = text.find(":")
    if at < 0 or not text[at + 1:]:
        return None
    key = " ".join(text[:at].lower().split())
    if text[:1].isspace() or key not in _META_NAMES:
        return None
    return _META_KEYS.get(key, "title"), tidy(text[at + 1:])


def card_count(text: str) -> int | None:
    """N for a "N cards" comment."""
    low = text.lower()
    if low.endswith("cards"):
        digits = text[:-5].rstrip()
    elif low.endswith("card"):
        digits = text[:-4].rstrip()
    else:
        return None
    return int(digits) if 0 < len(digits) <= 4 and digits.isdecimal() else None
