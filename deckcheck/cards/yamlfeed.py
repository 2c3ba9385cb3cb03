"""Safe YAML reading with line numbers.

Feeds are composed with LibYAML's C composer where available, then turned into plain Python
values by a small constructor of our own: only plain scalars, lists and mappings exist, aliases
are refused (no alias bombs), and every mapping remembers the line it started on.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import yaml

from deckcheck.cards.feedfile import MAX_FEED_BYTES
from deckcheck.errors import InputError
from deckcheck.userfiles import read_user_text

try:
    _Loader: Any = yaml.CSafeLoader
    HAVE_LIBYAML = True
except AttributeError:  # pragma: no cover - pure-Python PyYAML
    _Loader = yaml.SafeLoader
    HAVE_LIBYAML = False

LINE = "__line__"

_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"


class LinedDict(dict):
    """A mapping from a YAML file that knows its starting line and the line of each key."""

    __slots__ = ("line", "key_lines")


def line_of(mapping: Any, key: str) -> int | None:
    """The line a key stands on in its file (else the mapping's own line, else None)."""
    lines = getattr(mapping, "key_lines", None)
    return (lines.get(key) if lines else None) or getattr(mapping, "line", None)


MAX_INT = 10 ** 9      # no count, cost or number in a feed comes near this


def _scalar(node: yaml.ScalarNode, path: str) -> Any:
    """A plain value; numbers YAML 1.1 reads oddly (1:30, .inf, .nan, 5,000 digits) are refused."""
    tag, value = node.tag, node.value
    if tag == _STR:
        return value
    if tag == _NULL:
        return None
    if tag == _BOOL:
        return value.lower() in ("true", "yes", "on", "y")
    line = node.start_mark.line + 1
    if tag in (_INT, _FLOAT):
        text = value.replace("_", "")
        number = _number(text, tag == _INT)
        if number is None:
            raise InputError(f"{value[:30]!r} is not a number this feed can use (write it in quotes "
                             "if it is text)", path=path, line=line)
        if abs(number) >= MAX_INT:
            raise InputError(f"number {value[:30]} is out of range", path=path, line=line)
        return number
    raise InputError(f"unsupported YAML tag {tag}", path=path, line=line)


def _number(text: str, whole: bool) -> int | float | None:
    """int or finite float of a YAML number, None for sexagesimal, infinities and NaN."""
    if len(text) > 40 or ":" in text:
        return None
    try:
        if whole:
            try:
                return int(text, 0)
            except ValueError:
                return int(text)
        number = float(text)
    except ValueError:
        return None
    return number if math.isfinite(number) else None


def _build(node: yaml.Node, path: str, seen: set[int]) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node, path)
    if id(node) in seen:
        raise _AliasFound(node.start_mark.line + 1)
    seen.add(id(node))
    line = node.start_mark.line + 1
    if isinstance(node, yaml.SequenceNode):
        if node.tag != _SEQ:
            raise InputError(f"unsupported YAML tag {node.tag}", path=path, line=line)
        return [_build(child, path, seen) for child in node.value]
    if node.tag != _MAP:
        raise InputError(f"unsupported YAML tag {node.tag}", path=path, line=line)
    out = LinedDict()
    out.line = line
    out.key_lines = {}
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise InputError("mapping keys must be plain text", path=path, line=key_node.start_mark.line + 1)
        key = _scalar(key_node, path)
        if key in out:
            raise InputError(f"duplicate key {key!r}", path=path, line=key_node.start_mark.line + 1, field=str(key))
        out.key_lines[key] = key_node.start_mark.line + 1
        out[key] = _build(value_node, path, seen)
    return out


def load_yaml_text(text: str, path: str) -> Any:
    """Parse one YAML document into plain values with line-aware mappings."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise InputError(f"invalid YAML: {exc.problem or exc}", path=path, line=line) from None
    except yaml.YAMLError as exc:
        raise InputError(f"invalid YAML: {exc}", path=path) from None
    if node is None:
        return None
    try:
        return _build(node, path, set())
    except _AliasFound as found:
        raise InputError("YAML aliases are not allowed in feeds", path=path,
                         line=_alias_line(text) or found.line) from None


class _AliasFound(Exception):
    def __init__(self, line: int):
        self.line = line


def _alias_line(text: str) -> int | None:
    """The line of the first alias to a list or mapping (the composer keeps only the anchor's line)."""
    anchors: set[str] = set()
    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)) and event.anchor:
                anchors.add(event.anchor)
            elif isinstance(event, yaml.AliasEvent) and event.anchor in anchors:
                return event.start_mark.line + 1
    except yaml.YAMLError:
        return None
    return None


def read_text(path: Path, limit: int = MAX_FEED_BYTES) -> str:
    """Read a regular UTF-8 text file (BOM allowed) with a size cap and clear errors."""
    return read_user_text(path, limit)


def load_yaml_file(path: Path) -> Any:
    return load_yaml_text(read_text(path), str(path))
