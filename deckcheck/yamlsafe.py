"""The one YAML reader: plain values only, every key and item with its line, hostile input refused.

Card feeds, format files and YAML decks all come through here. A document is composed by LibYAML
(the pure-Python PyYAML where LibYAML is missing) and turned into plain values by a small builder
of our own:

- only text, numbers, booleans, null, lists and mappings exist: any other tag (``!!python/object``,
  ``!!binary``, a merge key ``<<``) is refused, so nothing is ever constructed;
- aliases (``*name``) are refused, so a "billion laughs" document is never expanded;
- nesting is bounded (`MAX_DEPTH`, smaller where a caller says), and one document per file;
- the work is linear in the text: one composition, one walk;
- every mapping is a `LinedDict` and every list a `LinedList` that know the line of each key and
  item, so a message can name file, line and field; the field of a problem in the YAML itself (a
  tab, an alias, a duplicate key, too deep) is the path of keys down to it (``cards.cost``).

PyYAML is imported only when a document is read (a plain-text deck never pays its import).
"""
from __future__ import annotations

import math
import os
from typing import Any

from deckcheck.cards.feedfile import MAX_FEED_BYTES
from deckcheck.errors import InputError
from deckcheck.userfiles import read_user_text

MAX_DEPTH = 32                 # the bundled feeds need 8 (a Hero Realms card's effects)
MAX_INT = 10 ** 9              # no count, cost or number in a feed comes near this

_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"
_TEXT_TAGS = {_INT, _FLOAT, _BOOL, _STR}


class LinedDict(dict):
    """A mapping from a YAML file that knows its starting line and the line of each key."""

    __slots__ = ("line", "key_lines")


class LinedList(list):
    """A list from a YAML file that knows its starting line and the line of each item."""

    __slots__ = ("line", "item_lines")


def line_of(container: Any, key: Any) -> int | None:
    """The line a key (of a LinedDict) or an index (of a LinedList) stands on, else the
    container's own line, else None."""
    lines = getattr(container, "key_lines", None)
    if lines is not None:
        found = lines.get(key)
    else:
        items = getattr(container, "item_lines", None)
        found = items[key] if items is not None and isinstance(key, int) and 0 <= key < len(items) else None
    return found or getattr(container, "line", None)


class _Problem(Exception):
    """A problem with a node; `load_yaml_text` adds the line and field (the path of keys to it)."""

    def __init__(self, message: str, node: Any, alias: bool = False):
        self.message, self.mark, self.alias = message, node.start_mark, alias


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


def _scalar(node: Any, typed: bool) -> Any:
    """A plain value; numbers YAML 1.1 reads oddly (1:30, .inf, .nan, 5,000 digits) are refused.
    Untyped (`typed=False`), every value but null stays the text it was written as."""
    tag, value = node.tag, node.value
    if tag == _STR:
        return value
    if tag == _NULL:
        return None
    if tag not in _TEXT_TAGS:
        raise _Problem(f"unsupported YAML tag {tag}", node)
    if not typed:
        return value
    if tag == _BOOL:
        return value.lower() in ("true", "yes", "on", "y")
    number = _number(value.replace("_", ""), tag == _INT)
    if number is None:
        raise _Problem(f"{value[:30]!r} is not a number this file can use (write it in quotes if it is text)",
                       node)
    if abs(number) >= MAX_INT:
        raise _Problem(f"number {value[:30]} is out of range", node)
    return number


def _too_deep(max_depth: int) -> str:
    return f"YAML nested too deeply (more than {max_depth} levels)"


class _Builder:
    """Composed nodes to plain values, refusing aliases (a node met twice) and deep nesting."""

    def __init__(self, yaml: Any, typed: bool, max_depth: int, anchors: bool):
        self.scalar, self.sequence = yaml.ScalarNode, yaml.SequenceNode
        self.typed = typed
        self.max_depth = max_depth
        self.seen: set[int] | None = set() if anchors else None   # no '&' in the text: no aliases

    def build(self, node: Any, depth: int) -> Any:
        seen = self.seen
        if seen is not None:
            if id(node) in seen:
                raise _Problem("YAML aliases are not allowed", node, alias=True)
            seen.add(id(node))
        if isinstance(node, self.scalar):
            return _scalar(node, self.typed)
        line = node.start_mark.line + 1
        if depth >= self.max_depth:
            raise _Problem(_too_deep(self.max_depth), node)
        if isinstance(node, self.sequence):
            if node.tag != _SEQ:
                raise _Problem(f"unsupported YAML tag {node.tag}", node)
            items = LinedList(self.build(child, depth + 1) for child in node.value)
            items.line = line
            items.item_lines = [child.start_mark.line + 1 for child in node.value]
            return items
        if node.tag != _MAP:
            raise _Problem(f"unsupported YAML tag {node.tag}", node)
        out = LinedDict()
        out.line = line
        out.key_lines = lines = {}
        for key_node, value_node in node.value:
            if seen is not None:
                if id(key_node) in seen:
                    raise _Problem("YAML aliases are not allowed", key_node, alias=True)
                seen.add(id(key_node))
            key = _scalar(key_node, False) if isinstance(key_node, self.scalar) else None
            if key is None:
                raise _Problem("mapping keys must be plain text", key_node)
            if key in out:
                raise _Problem(f"duplicate key {_cut(key)}", key_node)
            lines[key] = key_node.start_mark.line + 1
            out[key] = self.build(value_node, depth + 1)
        return out


def load_yaml_text(text: str, path: str, *, typed: bool = True, max_depth: int = MAX_DEPTH) -> Any:
    """Parse one YAML document into plain values: LinedDict, LinedList, text, numbers, booleans,
    None. Keys are always text. `typed=False` keeps every scalar but null as its text (a deck's
    "4" or "1984" stays as written). Any problem is an InputError naming path, line and field."""
    import yaml
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        node = yaml.compose(text, Loader=loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        field = _where(text, (mark.line, mark.column))[1] if mark else None
        raise InputError(_syntax_message(exc, text, mark, max_depth), path=path, line=line, field=field) from None
    except yaml.YAMLError as exc:
        raise InputError(f"invalid YAML: {str(exc).splitlines()[0]}", path=path) from None
    except RecursionError:                # the pure-Python composer on a deeply nested document
        raise InputError(_too_deep(max_depth), path=path) from None
    if node is None:
        return None
    try:
        return _Builder(yaml, typed, max_depth, "&" in text).build(node, 0)
    except _Problem as problem:
        # an alias is found at its anchor (the composer gives both one node): find it in the events
        line, field, event = _where(text, None if problem.alias else (problem.mark.line, problem.mark.column))
        message = problem.message
        if problem.alias:
            message += f" (*{_shown(event.anchor)})" if event is not None else ""
        raise InputError(message, path=path, line=line or problem.mark.line + 1, field=field) from None


def _syntax_message(exc: Any, text: str, mark: Any, max_depth: int) -> str:
    problem = exc.problem or str(exc).splitlines()[0]
    if exc.context == "expected a single document in the stream":
        return "more than one YAML document"
    if "nesting depth" in problem:
        return _too_deep(max_depth)
    if mark is not None:
        rows = text.split("\n", mark.line + 1)
        row = rows[mark.line] if mark.line < len(rows) else ""
        if "\t" in row[:len(row) - len(row.lstrip(" \t"))] or row[mark.column:mark.column + 1] == "\t":
            return "a tab in the indentation: YAML indents with spaces"
    return f"invalid YAML: {problem}"


def _where(text: str, mark: tuple[int, int] | None) -> tuple[int | None, str | None, Any]:
    """The line, the path of keys (``set.code``; lists are passed through) and the event of the
    first event at `mark` (0-based line and column), of the first alias when `mark` is None, or of
    where the text stops being YAML. A key found there ends the path. Read from the parser's
    events, only to word an error."""
    import yaml
    frames: list[list] = []           # [is a mapping, children done, the last key, its line]
    line = None
    try:
        for event in yaml.parse(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
            top = frames[-1] if frames else None
            key_next = top is not None and top[0] and top[1] % 2 == 0
            line = event.start_mark.line + 1
            if (isinstance(event, yaml.AliasEvent) if mark is None else
                    (event.start_mark.line, event.start_mark.column) >= mark
                    and not isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent))):
                key = event.value if key_next and isinstance(event, yaml.ScalarEvent) else None
                return line, _path(frames, key), event
            if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                frames.pop()
                if frames:
                    frames[-1][1] += 1
            elif isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent,
                                    yaml.MappingStartEvent)):
                if key_next:
                    top[2:] = [event.value if isinstance(event, yaml.ScalarEvent) else "?", line]
                if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                    frames.append([isinstance(event, yaml.MappingStartEvent), 0, None, None])
                elif top is not None:
                    top[1] += 1
    except yaml.YAMLError:
        # the parser reads ahead: a key whose value it had not given yet, on an earlier line than
        # the problem, is not where the problem is
        if mark is not None and frames and frames[-1][0] and frames[-1][1] % 2 == 1 and frames[-1][3] <= mark[0]:
            frames[-1][1] += 1
    return line, _path(frames, None), None


def _path(frames: list[list], key: str | None) -> str | None:
    keys = [_shown(f[2]) for f in frames if f[0] and f[1] % 2 == 1] + ([_shown(key)] if key is not None else [])
    if len(keys) > 6:
        return ".".join(keys[:2]) + "..." + ".".join(keys[-2:])
    return ".".join(keys) or None


def _shown(key: str) -> str:
    """A key as a field shows it: as written when short and printable, else quoted and cut."""
    return key if len(key) <= 40 and key.isprintable() else _cut(key)


def _cut(text: str) -> str:
    return repr(text[:40]) + ("..." if len(text) > 40 else "")


def load_yaml_file(path: str | os.PathLike[str], limit: int = MAX_FEED_BYTES, **options: Any) -> Any:
    """`load_yaml_text` of a regular UTF-8 file (BOM allowed) of at most `limit` bytes."""
    return load_yaml_text(read_user_text(path, limit), os.fspath(path), **options)
