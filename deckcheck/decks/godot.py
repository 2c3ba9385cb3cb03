"""Decks of the wowtcg-godot project: {display_name, hero_card_def_id, card_entries: [...]}.

Card ids pin the print: ``azeroth_N`` is Heroes of Azeroth (HoA) #N, ``dark_portal_N`` is
Through the Dark Portal (TDP) #N. A hero with no name in the file (no ``_hero_name``) is a
line with an empty name: resolve it by its pin.
"""
from __future__ import annotations

import re

from deckcheck.errors import InputError

from .builder import DeckBuilder
from .model import Decklist
from .tree import Node, json_tree

SETS = {"azeroth": "HoA", "dark_portal": "TDP"}
_ID = re.compile(r"(?P<set>[a-z_]+?)_(?P<num>\d+)")


def is_godot(root: Node) -> bool:
    return isinstance(root.value, dict) and "card_entries" in root.value


def _text(node: Node | None) -> str:
    return node.value if node is not None and isinstance(node.value, str) else ""


def _pin(card_id: str) -> tuple[str | None, str | None]:
    m = _ID.fullmatch(card_id.strip())
    if m is None:
        return None, None
    return SETS.get(m["set"], m["set"]), m["num"]


def _entry(b: DeckBuilder, node: Node) -> None:
    if not isinstance(node.value, dict):
        raise b.error("card_entries must hold objects", node.line, "card_entries")
    card_id = _text(node.value.get("card_def_id"))
    name = _text(node.value.get("_card_name"))
    count = node.value.get("count")
    qty = count.value if count is not None else 1
    set_code, number = _pin(card_id)
    b.add(qty, name, "main", node.line, f"{qty} {name} [{card_id}]", set_code, number)


def from_tree(root: Node, path: str) -> Decklist:
    """Build a Decklist from a parsed godot deck."""
    b = DeckBuilder(path, "godot")
    fields = root.value
    assert isinstance(fields, dict)
    b.title = _text(fields.get("display_name")) or _text(fields.get("deck_id")) or None
    meta = fields.get("metadata")
    if meta is not None and isinstance(meta.value, dict):
        b.player = _text(meta.value.get("author")) or None
    for key, node in fields.items():
        if key == "hero_card_def_id" and _text(node):
            set_code, number = _pin(node.value)
            hero = _text(fields.get("_hero_name"))
            b.add(1, hero, "hero", node.line, f"{hero} [{node.value}]", set_code, number)
        elif key == "card_entries":
            if not isinstance(node.value, list):
                raise b.error("card_entries must be a list", node.line, "card_entries")
            for entry in node.value:
                _entry(b, entry)
    return b.build()


def read(text: str, path: str) -> Decklist:
    root = json_tree(text, path)
    if not is_godot(root):
        raise InputError("not a godot deck (no card_entries)", path=path, line=1)
    return from_tree(root, path)
