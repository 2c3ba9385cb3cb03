"""deckcheck's own YAML/JSON deck form: {title, player, format, hero, main, side}."""
from __future__ import annotations

from . import godot
from .builder import DeckBuilder
from .lines import split_pin
from .model import Decklist
from .tree import Node, json_tree, yaml_tree

KEYS = ("title", "player", "format", "hero", "main", "side")
_TEXT_KEYS = {"title": "title", "player": "player", "format": "game_format"}


def _value(item: dict[str, Node], *keys: str) -> object:
    for key in keys:
        if key in item:
            return item[key].value
    return None


def _item(b: DeckBuilder, item: Node, section: str) -> None:
    """One list item: "4 Name", {Name: 4}, or {name: Name, qty: 4, set: SET, number: 12}."""
    value = item.value
    if isinstance(value, str):
        b.add_text(value, section, item.line, value)
    elif isinstance(value, dict) and "name" in value:
        name = _value(value, "name")
        if not isinstance(name, str):
            raise b.error("card name must be text", item.line, "name")
        base, set_code, number = split_pin(name)
        qty = _value(value, "qty", "count", "quantity")
        set_code = _value(value, "set", "set_code") or set_code
        number = _value(value, "number") or number
        b.add(1 if qty is None else qty, base, section, item.line, name,
              str(set_code) if set_code else None, str(number) if number else None)
    elif isinstance(value, dict):
        _cards(b, item, section)
    else:
        raise b.error(f"expected '4 Name' or 'Name: 4' in {section}", item.line, section)


def _cards(b: DeckBuilder, node: Node, section: str) -> None:
    """Add a {Name: qty} mapping, a list of items, or (for the hero) a single name."""
    if isinstance(node.value, dict):
        for name, qty in node.value.items():
            base, set_code, number = split_pin(name)
            b.add(qty.value, base, section, qty.line, f"{name}: {qty.value}", set_code, number)
    elif isinstance(node.value, list):
        for item in node.value:
            _item(b, item, section)
    elif isinstance(node.value, str) and section == "hero":
        b.add_text(node.value, section, node.line, node.value)
    elif node.value is not None:
        what = ("the hero's name (text)" if section == "hero"
                else "a mapping of names to quantities or a list")
        raise b.error(f"{section} must be {what}", node.line, section)


def from_tree(root: Node | None, path: str, fmt: str) -> Decklist:
    """Build a Decklist from a parsed document in deckcheck's own form."""
    b = DeckBuilder(path, fmt)
    if root is None or not isinstance(root.value, dict):
        raise b.error("expected a mapping with keys " + ", ".join(KEYS), root.line if root else None)
    game_format = None
    for key, node in root.value.items():
        if key in _TEXT_KEYS:
            if node.value is not None and not isinstance(node.value, str):
                raise b.error(f"{key} must be text", node.line, key)
            if key == "format":
                game_format = node.value
            else:
                setattr(b, key, node.value)
        elif key in ("hero", "main", "side"):
            _cards(b, node, key)
        else:
            raise b.error(f"unknown key {key!r} (expected one of: {', '.join(KEYS)})",
                          node.line, key)
    deck = b.build()
    deck.game_format = game_format
    return deck


def read_yaml(text: str, path: str) -> Decklist:
    return from_tree(yaml_tree(text, path), path, "yaml")


def read_json(text: str, path: str) -> Decklist:
    """Read our JSON form, or a godot deck when the object has card_entries."""
    root = json_tree(text, path)
    if godot.is_godot(root):
        return godot.from_tree(root, path)
    return from_tree(root, path, "json")
