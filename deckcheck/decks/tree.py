"""YAML and JSON documents as small trees of values that remember their line numbers.

PyYAML loads only when a YAML document is read (a plain-text deck never pays its import)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from deckcheck.errors import InputError

MAX_DEPTH = 8
_NULLS = {"", "~", "null", "Null", "NULL"}


@dataclass(slots=True)
class Node:
    """A scalar, list or str-keyed dict of Nodes; ``line`` is where it (or its key) starts."""

    value: str | int | float | bool | None | list[Node] | dict[str, Node]
    line: int


def _scalar(event) -> str | None:
    if event.style is None and event.value in _NULLS:
        return None
    return event.value


class _YamlBuilder:
    """Turns a YAML event stream into Nodes; mapping values take the line of their key."""

    def __init__(self, path: str):
        self.path = path
        self.root: Node | None = None
        self.stack: list[list[Any]] = []

    def attach(self, node: Node) -> None:
        if not self.stack:
            self.root = node
            return
        top = self.stack[-1]
        parent, key = top[0].value, top[1]
        if isinstance(parent, list):
            parent.append(node)
        elif key is None:
            if not isinstance(node.value, str):
                raise InputError("mapping keys must be plain text", path=self.path, line=node.line)
            if node.value in parent:
                raise InputError(f"duplicate key {node.value!r}", path=self.path, line=node.line)
            top[1], top[2] = node.value, node.line
        else:
            node.line = top[2]
            parent[key] = node
            top[1] = None

    def open(self, node: Node) -> None:
        if len(self.stack) >= MAX_DEPTH:
            raise InputError("YAML nested too deeply", path=self.path, line=node.line)
        self.attach(node)
        self.stack.append([node, None, 0])


def yaml_tree(text: str, path: str) -> Node | None:
    """Parse one YAML document event by event: no aliases, nesting at most MAX_DEPTH."""
    import yaml
    try:
        from yaml import CSafeLoader as loader
    except ImportError:  # pragma: no cover - pure-Python PyYAML
        from yaml import SafeLoader as loader  # type: ignore[assignment]
    tree = _YamlBuilder(path)
    documents = 0
    try:
        for event in yaml.parse(text, Loader=loader):
            line = event.start_mark.line + 1
            if isinstance(event, yaml.ScalarEvent):
                tree.attach(Node(_scalar(event), line))
            elif isinstance(event, yaml.SequenceStartEvent):
                tree.open(Node([], line))
            elif isinstance(event, yaml.MappingStartEvent):
                tree.open(Node({}, line))
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                tree.stack.pop()
            elif isinstance(event, yaml.AliasEvent):
                raise InputError("YAML aliases (*name) are not allowed", path=path, line=line)
            elif isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    raise InputError("more than one YAML document", path=path, line=line)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise InputError(f"invalid YAML: {problem}", path=path,
                         line=mark.line + 1 if mark else None) from None
    return tree.root


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
