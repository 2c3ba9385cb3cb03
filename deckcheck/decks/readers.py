"""One small reader per deck-file format, all producing the same `Decklist`.

Formats: plain text (`.txt`, `.deck`, `.dek`), CSV, Magic Workstation `.mwDeck`, OCTGN `.o8d`,
our own YAML/JSON form, and the godot JSON lists. Detected by extension, then by content.
"""
from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any, Callable

import yaml

from deckcheck.cards.yamlfeed import LinedDict, load_yaml_text
from deckcheck.decks.model import DeckLine, Decklist
from deckcheck.errors import InputError

MAX_BYTES = 1024 * 1024
MAX_LINES = 2000
MAX_QTY = 99

_SECTION = re.compile(r"^(?:#+|//)?\s*(hero|main(?:\s*deck)?|deck|side(?:\s*deck|board)?|sideboard|sb)\s*"
                      r"(?:\((\d+)\))?\s*:?\s*(.*)$", re.I)
_HERO = re.compile(r"^(?:#+|//)?\s*hero\s*[:\-]?\s+(.+)$", re.I)
_QTY_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")
_QTY_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")
_PIN_BRACKET = re.compile(r"\s*\[\s*([A-Za-z0-9][A-Za-z0-9' ]{0,40}?)\s*(?:#\s*|\s)?([0-9]+[a-z]?)?\s*\]\s*$")
_PIN_PAREN = re.compile(r"\s*\(\s*([A-Za-z0-9]{2,6})\s*(?:#\s*([0-9]+[a-z]?))?\s*\)\s*$")
_DECLARED = re.compile(r"(\d+)\s*cards?", re.I)
_MW_LINE = re.compile(r"^(SB:\s*)?(\d+)\s*(?:\[[^\]]*\])?\s*(.+?)\s*(?:\{[^}]*\})?$", re.I)
_GODOT_ID = re.compile(r"^(azeroth|dark_portal)_(\d+)$")
_GODOT_SETS = {"azeroth": "HoA", "dark_portal": "TDP"}


def _err(msg: str, path: str, line: int | None = None, field: str | None = None) -> InputError:
    return InputError(msg, path=path, line=line, field=field)


def decode(data: bytes, path: str) -> str:
    if b"\0" in data[:MAX_BYTES]:
        raise _err("not a text deck file (binary data)", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _err("not a text deck file (not UTF-8)", path, data[: exc.start].count(b"\n") + 1) from None
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00a0", " ")


def _qty(raw: str, path: str, line: int) -> int:
    try:
        n = int(raw)
    except (TypeError, ValueError):
        raise _err(f"quantity {raw!r} is not a whole number", path, line, "quantity") from None
    if n <= 0 or n > MAX_QTY:
        raise _err(f"quantity {n} out of range (1-{MAX_QTY})", path, line, "quantity")
    return n


def _pin(name: str) -> tuple[str, str | None, str | None]:
    m = _PIN_BRACKET.search(name) or _PIN_PAREN.search(name)
    if m and m.start() > 0:
        return name[: m.start()].strip(), m.group(1), m.group(2)
    return name.strip(), None, None


def _add(out: Decklist, qty: int, name: str, section: str, line: int, raw: str) -> None:
    name, set_code, number = _pin(name)
    if not name:
        raise _err("card name missing", out.path, line, "name")
    if len(out.lines) >= MAX_LINES:
        raise _err(f"too many card lines (more than {MAX_LINES})", out.path, line)
    out.lines.append(DeckLine(qty, name, section, line, set_code, number, raw))


def _section_name(word: str) -> str:
    w = word.lower()
    if w.startswith("hero"):
        return "hero"
    if w.startswith("side") or w == "sb":
        return "side"
    return "main"


def read_text(text: str, path: str) -> Decklist:
    """`4 Name`, `4x Name`, `Name x4`, `# HERO Name`, `Hero: Name`, section headers, comments."""
    out = Decklist(path=path, format="text")
    section = "main"
    for no, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if not s:
            continue
        hero = _HERO.match(s)
        if hero and not _QTY_FIRST.match(s):
            _add(out, 1, hero.group(1).strip(), "hero", no, raw)
            continue
        header = _SECTION.match(s)
        if header and (not header.group(3) or _DECLARED.fullmatch(header.group(3).strip("() "))):
            section = _section_name(header.group(1))
            total = header.group(2) or (_DECLARED.search(header.group(3) or "") or [None, None])[1]
            if total and section in ("main", "side"):
                out.declared[section] = int(total)
            continue
        if s.startswith("#") or s.startswith("//"):
            body = s.lstrip("#/ ").strip()
            low = body.lower()
            if low.startswith(("name:", "deck:", "title:")):
                out.title = body.split(":", 1)[1].strip() or out.title
            elif low.startswith(("player:", "creator:", "author:")):
                out.player = body.split(":", 1)[1].strip() or out.player
            else:
                m = re.fullmatch(r"(main|side)(?:\s*deck|board)?\s*:?\s*(\d+)\s*cards?", low)
                if m:
                    out.declared[_section_name(m.group(1))] = int(m.group(2))
            continue
        if s.upper().startswith("SB:"):
            m = _QTY_FIRST.match(s[3:].strip())
            if not m:
                raise _err("expected 'SB: N Name'", path, no, "quantity")
            _add(out, _qty(m.group(1), path, no), m.group(2), "side", no, raw)
            continue
        m = _QTY_FIRST.match(s)
        if m:
            _add(out, _qty(m.group(1), path, no), m.group(2), section, no, raw)
            continue
        m = _QTY_LAST.match(s)
        if m:
            _add(out, _qty(m.group(2), path, no), m.group(1), section, no, raw)
            continue
        if re.match(r"^-?\d", s):
            raise _err(f"cannot read quantity in {s[:60]!r}", path, no, "quantity")
        _add(out, 1, s, "hero" if section == "hero" else section, no, raw)
    return out


def read_csv(text: str, path: str) -> Decklist:
    """`"Name",qty,SET,Type,block` rows (title line and header row optional); the Hero row is the hero."""
    out = Decklist(path=path, format="csv")
    rows = csv.reader(io.StringIO(text))
    section = "main"
    no = 0
    for row in rows:
        no = rows.line_num
        cells = [c.strip() for c in row]
        if not any(cells):
            continue
        if len(cells) == 1:
            low = cells[0].lower()
            if low.startswith(("side", "sb")):
                section = "side"
            elif low.startswith("main"):
                section = "main"
            elif out.title is None and not out.lines:
                out.title = cells[0]
            continue
        if cells[0].lower() in ("name", "card", "card name") or cells[1].lower() in ("qty", "quantity", "count", "name"):
            continue
        if cells[0].isdigit() and not cells[1].isdigit():
            qty_raw, name, rest = cells[0], cells[1], cells[2:]
        else:
            name, qty_raw, rest = cells[0], cells[1], cells[2:]
        qty = _qty(qty_raw, path, no)
        set_code = rest[0] if rest and rest[0] else None
        ctype = rest[1].lower() if len(rest) > 1 else ""
        where = "hero" if ctype in ("hero",) else ("side" if "side" in ctype else section)
        if where == "hero" and name.endswith(" Back"):
            continue
        if set_code and not re.fullmatch(r"[A-Za-z0-9]{1,6}", set_code):
            set_code = None
        pinned_name, pin_set, pin_no = _pin(name)
        out.lines.append(DeckLine(qty, pinned_name, where, no, pin_set or set_code, pin_no, ",".join(row)))
        if len(out.lines) > MAX_LINES:
            raise _err(f"too many card lines (more than {MAX_LINES})", path, no)
    return out


def read_mwdeck(text: str, path: str) -> Decklist:
    """Magic Workstation: `N [set] Name`, `SB: N [set] Name`; the hero is the SB card with a `... Back` twin."""
    out = Decklist(path=path, format="mwdeck")
    for no, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if not s:
            continue
        if s.startswith("//"):
            body = s[2:].strip()
            key, _, value = body.partition(":")
            if key.strip().upper() == "NAME":
                out.title = value.strip() or None
            elif key.strip().upper() == "CREATOR":
                out.player = value.strip() or None
            continue
        m = _MW_LINE.match(s)
        if not m:
            raise _err(f"cannot read {s[:60]!r}", path, no, "quantity")
        _add(out, _qty(m.group(2), path, no), m.group(3), "side" if m.group(1) else "main", no, raw)
    _promote_back_twins(out)
    return out


def _promote_back_twins(out: Decklist) -> None:
    backs = {ln.name[:-5].strip().lower() for ln in out.lines if ln.name.endswith(" Back")}
    kept = []
    for ln in out.lines:
        if ln.name.endswith(" Back") and ln.name[:-5].strip().lower() in {x.name.lower() for x in out.lines}:
            continue
        if ln.name.lower() in backs:
            ln.section = "hero"
        kept.append(ln)
    out.lines = kept


def read_o8d(text: str, path: str) -> Decklist:
    """OCTGN XML: sections Main, Hero, Side with `<card qty="N">Name</card>`; no DTDs or entities."""
    import xml.etree.ElementTree as ET
    if re.search(r"<!DOCTYPE|<!ENTITY", text, re.I):
        raise _err("XML with DOCTYPE or ENTITY declarations is not accepted", path)
    out = Decklist(path=path, format="o8d")
    parser = ET.XMLPullParser(events=("start", "end"))
    try:
        parser.feed(text)
        parser.close()
        section, events = "main", []
        for event, elem in parser.read_events():
            events.append((event, elem))
    except ET.ParseError as exc:
        raise _err(f"invalid XML: {exc.msg if hasattr(exc, 'msg') else exc}", path, exc.position[0]) from None
    lines = _element_lines(text)
    card_i = 0
    for event, elem in events:
        if event == "start" and elem.tag.lower() == "section":
            section = _section_name(elem.get("name", "main"))
        if event == "end" and elem.tag.lower() == "card":
            no = lines[card_i] if card_i < len(lines) else 1
            card_i += 1
            name = (elem.text or "").strip()
            if section == "hero" and name.endswith(" Back"):
                continue
            _add(out, _qty(elem.get("qty", "1"), path, no), name, section, no, ET.tostring(elem, "unicode"))
    return out


def _element_lines(text: str) -> list[int]:
    return [text.count("\n", 0, m.start()) + 1 for m in re.finditer(r"<card\b", text, re.I)]


_STRUCT_KEYS = {"hero", "main", "side", "title", "player", "format"}


def _entries(value: Any, section: str, out: Decklist, line: int) -> None:
    if value is None:
        return
    if isinstance(value, dict):
        for name, qty in value.items():
            _add(out, _qty(str(qty), out.path, line), str(name), section, getattr(value, "line", line), f"{name}: {qty}")
        return
    if isinstance(value, list):
        for item in value:
            ln = getattr(item, "line", line)
            if isinstance(item, str):
                m = _QTY_FIRST.match(item.strip())
                if m:
                    _add(out, _qty(m.group(1), out.path, ln), m.group(2), section, ln, item)
                else:
                    _add(out, 1, item, section, ln, item)
            elif isinstance(item, dict) and "name" in item:
                _add(out, _qty(str(item.get("qty", item.get("count", 1))), out.path, ln), str(item["name"]),
                     section, ln, str(item))
            else:
                raise _err("expected '4 Name' or {name:, qty:}", out.path, ln, section)
        return
    raise _err("expected a mapping of names to counts or a list", out.path, line, section)


def read_structured(text: str, path: str, fmt: str) -> Decklist:
    """Our own form: {hero: Name, main: {Name: 4} | ["4 Name"], side: ..., title:, player:}."""
    if fmt == "json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise _err(f"invalid JSON: {exc.msg}", path, exc.lineno) from None
        if isinstance(data, dict) and "card_entries" in data:
            return read_godot(data, path)
    else:
        data = load_yaml_text(text, path)
    if not isinstance(data, dict):
        raise _err("expected a mapping with hero, main and side", path, 1)
    out = Decklist(path=path, format=fmt)
    line = getattr(data, "line", 1)
    for key in data:
        if key not in _STRUCT_KEYS:
            raise _err("unknown key", path, line, str(key))
    out.title = data.get("title")
    out.player = data.get("player")
    hero = data.get("hero")
    if hero is not None:
        if not isinstance(hero, str):
            raise _err("expected the hero's name", path, line, "hero")
        _add(out, 1, hero, "hero", line, hero)
    main_line = _key_line(text, "main") if fmt == "json" else line
    _entries(data.get("main"), "main", out, main_line)
    _entries(data.get("side"), "side", out, _key_line(text, "side") if fmt == "json" else line)
    return out


def _key_line(text: str, key: str) -> int:
    i = text.find(f'"{key}"')
    return text.count("\n", 0, i) + 1 if i >= 0 else 1


def read_godot(data: dict, path: str) -> Decklist:
    """The godot JSON lists: card ids `azeroth_N` / `dark_portal_N` pin HoA / TDP prints."""
    out = Decklist(path=path, format="godot", title=data.get("display_name"))
    hero = data.get("hero_card_def_id")
    if isinstance(hero, str) and hero:
        m = _GODOT_ID.match(hero)
        out.lines.append(DeckLine(1, data.get("_hero_name", "") or "", "hero", 1,
                                  _GODOT_SETS[m.group(1)] if m else None, m.group(2) if m else None, hero))
    for i, entry in enumerate(data.get("card_entries") or [], 1):
        if not isinstance(entry, dict):
            raise _err(f"card entry #{i}: expected an object", path, 1)
        m = _GODOT_ID.match(str(entry.get("card_def_id", "")))
        qty = _qty(str(entry.get("count", 1)), path, 1)
        out.lines.append(DeckLine(qty, str(entry.get("_card_name") or ""), "main", i,
                                  _GODOT_SETS[m.group(1)] if m else None, m.group(2) if m else None,
                                  str(entry.get("card_def_id"))))
    return out


READERS: dict[str, Callable[[str, str], Decklist]] = {
    "text": read_text, "csv": read_csv, "mwdeck": read_mwdeck, "o8d": read_o8d,
    "yaml": lambda t, p: read_structured(t, p, "yaml"), "json": lambda t, p: read_structured(t, p, "json"),
}
EXTENSIONS = {".txt": "text", ".deck": "text", ".dek": "text", ".csv": "csv", ".mwdeck": "mwdeck",
              ".o8d": "o8d", ".xml": "o8d", ".yaml": "yaml", ".yml": "yaml", ".json": "json"}
FORMATS = tuple(READERS)


def sniff(text: str) -> str:
    head = text.lstrip()[:400]
    if head.startswith("<"):
        return "o8d"
    if head.startswith("{"):
        return "json"
    if re.search(r"^\s*SB:\s*\d+\s*\[", text, re.M) or re.search(r"^\s*\d+\s+\[[^\]]*\]", text, re.M):
        return "mwdeck"
    if re.search(r"^(hero|main|side|title|player)\s*:\s*(\n|\{|\[)", text, re.M | re.I):
        return "yaml"
    if re.search(r'^"[^"]+",\d+', text, re.M):
        return "csv"
    return "text"


def parse_deck(text: str, *, path: str = "<text>", fmt: str | None = None) -> Decklist:
    if len(text) > MAX_BYTES:
        raise _err(f"file too large (limit {MAX_BYTES} bytes)", path)
    fmt = fmt or sniff(text)
    reader = READERS.get(fmt)
    if reader is None:
        raise _err(f"unknown deck format {fmt!r}; known: {', '.join(READERS)}", path, field="format")
    try:
        return reader(text, path)
    except InputError:
        raise
    except (yaml.YAMLError, ValueError, TypeError, AttributeError, RecursionError) as exc:
        raise _err(f"unreadable deck file ({type(exc).__name__})", path) from None


def read_deck(path: str | Path, fmt: str | None = None) -> Decklist:
    p = Path(path)
    where = str(p)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise _err(f"file too large ({size} bytes, limit {MAX_BYTES})", where)
        with open(p, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except IsADirectoryError:
        raise _err("is a folder, not a deck file", where) from None
    except OSError as exc:
        raise _err(f"cannot read: {exc.strerror}", where) from None
    text = decode(data, where)
    return parse_deck(text, path=where, fmt=fmt or EXTENSIONS.get(p.suffix.lower()))


__all__ = ["FORMATS", "LinedDict", "parse_deck", "read_deck", "sniff"]
