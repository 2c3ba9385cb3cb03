"""YAML and JSON documents as small trees of values that remember their line numbers.

YAML is read by `deckcheck.yamlsafe` (PyYAML loads only when a YAML document is read: a plain-text
deck never pays its import)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from deckcheck.errors import InputError
from deckcheck.yamlsafe import line_of, load_yaml_text

MAX_DEPTH = 8


@dataclass(slots=True)
class Node:
    """A scalar, list or str-keyed dict of Nodes; ``line`` is where it (or its key) starts."""

    value: str | int | float | bool | None | list[Node] | dict[str, Node]
    line: int


def yaml_tree(text: str, path: str) -> Node | None:
    """Parse one YAML document with the one YAML reader (`deckcheck.yamlsafe`: no aliases, no tags,
    nesting at most MAX_DEPTH), every value as the text it was written as (null as None)."""
    root = load_yaml_text(text, path, typed=False, max_depth=MAX_DEPTH)
    return None if root is None else _from_yaml(root, getattr(root, "line", 1))


def _from_yaml(value: Any, line: int) -> Node:
    """A Node tree of the reader's values: a mapping's values take the line of their key, a list's
    items their own."""
    if isinstance(value, dict):
        return Node({k: _from_yaml(v, line_of(value, k)) for k, v in value.items()}, line)
    if isinstance(value, list):
        return Node([_from_yaml(v, line_of(value, i)) for i, v in enumerate(value)], line)
    return Node(value, line)


class _Locator:
    """Finds the lines of JSON keys and strings by searching forward through the text."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.line = 1

    def find(self, value: str) -> int:
        for needle in (json.dumps(value, ensure_ascii=False), json.dumps(value)):
            at = self.text.find(needle, self.pos)
            if at >= 0:
                self.line += self.text.count("\n", self.pos, at)
                self.pos = at + len(needle)
                break
        return self.line


class _Pairs(list):
    """A JSON object as its (key, value) pairs in file order."""


def no_lone_surrogate(text: str, path: str, line: int | None = None, field: str | None = None) -> str:
    """`text` itself, or InputError when it holds half of a UTF-16 pair (JSON's "\\ud800" escape):
    no file can be written with it."""
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("text with an unpaired surrogate escape (\\ud800-\\udfff): not a character",
                             path=path, line=line, field=field) from None
    return text


def _to_node(value: Any, line: int, where: _Locator, path: str, depth: int = 0) -> Node:
    if depth > MAX_DEPTH:
        raise InputError("JSON nested too deeply", path=path, line=where.line)
    if isinstance(value, str):
        no_lone_surrogate(value, path, line)
    if isinstance(value, _Pairs):
        out: dict[str, Node] = {}
        first = 0
        for key, item in value:
            key_line = where.find(key)
            no_lone_surrogate(key, path, key_line)
            first = first or key_line
            if key in out:
                raise InputError(f"duplicate key {key!r}", path=path, line=key_line)
            out[key] = _to_node(item, key_line, where, path, depth + 1)
        return Node(out, first or line)
    if isinstance(value, list):
        return Node([_to_node(v, where.find(v) if isinstance(v, str) else where.line, where, path,
                              depth + 1) for v in value], line)
    return Node(value, line)


def json_tree(text: str, path: str) -> Node:
    """Parse JSON into Nodes; lines are found by searching for each key and string in order."""
    try:
        data = json.loads(text, object_pairs_hook=_Pairs)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except RecursionError:
        raise InputError("JSON nested too deeply", path=path) from None
    except ValueError as exc:      # an integer of more digits than Python converts (over 4,300)
        raise InputError("invalid JSON: a number too long to read (over 4,300 digits)", path=path) from None
    return _to_node(data, 1, _Locator(text), path)
