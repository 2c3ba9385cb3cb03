"""What every source reader gives the merge: card records in the feed's field names, and prints.

A card record is a dict of feed fields plus ``text`` (the rules text in the dialect `parse_effects`
reads; never written to data/) and ``states`` (the fields the source states: a stated field absent
from the record means "none", e.g. no faction icon; a field not stated is unknown to that source).
Field groups that a source states together: ``restrictions`` = talent, hero_required, reputation.
"""
from __future__ import annotations

from typing import NamedTuple

RARITY = {"c": "common", "u": "uncommon", "r": "rare", "e": "epic", "p": "promo", "l": "loot",
          "Common": "common", "Uncommon": "uncommon", "Rare": "rare", "Epic": "epic",
          "Legendary": "legendary"}
RESTRICTIONS = ("talent", "hero_required", "reputation")


class PrintRow(NamedTuple):
    code: str             # the project's set code
    set_name: str
    block: str
    number: str           # "" when the print has no number (tokens)
    rarity: str | None
    variant: str | None   # "EA", "Loot", ...
    key: str              # normalised card name
    name: str
    first: bool = False   # the card's first printing (its facts live in this set's file)
    text: str = ""        # the printed text, where the source gives it per print (to tell namesakes apart)


def number(value: str | None) -> int | str | None:
    """A cost or stat: "3" -> 3, "X" -> "X", "" -> None."""
    value = (value or "").strip()
    if not value:
        return None
    if value.isdigit():
        return int(value)
    return value.replace(" ", "")


def rarity(value: str | None) -> str | None:
    return RARITY.get((value or "").strip())


def put(rec: dict, **fields) -> None:
    """Set the fields that have a value (in the order given: it is the feed's field order)."""
    for key, value in fields.items():
        if value or value == 0:
            rec[key] = value
