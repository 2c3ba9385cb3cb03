"""CSV decklists: an optional title row, then "Name",qty[,SET,Type,block] rows (or a header row)."""
from __future__ import annotations

import csv
import io

from .builder import DeckBuilder
from .lines import header, is_int, section_word, tidy
from .model import DeckLine, Decklist

_COLUMNS = {
    "name": "name", "card": "name", "card name": "name", "cardname": "name",
    "qty": "qty", "quantity": "qty", "count": "qty", "amount": "qty", "copies": "qty",
    "set": "set", "set code": "set", "setcode": "set", "set_code": "set", "edition": "set",
    "number": "number", "no": "number", "collector number": "number", "card number": "number",
    "type": "type", "card type": "type",
    "section": "section", "board": "section", "zone": "section", "deck": "section",
}


def _delimiter(text: str) -> str:
    sample = text[:4096]
    return max(",;\t", key=sample.count)


def _header_map(fields: list[str]) -> dict[str, int] | None:
    cols: dict[str, int] = {}
    for i, f in enumerate(fields):
        key = _COLUMNS.get(" ".join(f.lower().split()))
        if key and key not in cols:
            cols[key] = i
    return cols if "name" in cols else None


def _positional(fields: list[str]) -> dict[str, int]:
    if is_int(fields[0]) and not is_int(fields[1]):
        return {"qty": 0, "name": 1, "set": 2, "type": 3}
    return {"name": 0, "qty": 1, "set": 2, "type": 3}


def _get(fields: list[str], cols: dict[str, int], key: str) -> str:
    i = cols.get(key)
    return fields[i].strip() if i is not None and i < len(fields) else ""


def read(text: str, path: str) -> Decklist:
    """Read CSV rows; Type "Hero" marks the hero ("Master Hero" only when no plain Hero row)."""
    b = DeckBuilder(path, "csv")
    reader = csv.reader(io.StringIO(text), delimiter=_delimiter(text))
    section = "main"
    cols: dict[str, int] | None = None
    masters: list[DeckLine] = []
    lines = text.split("\n")
    end = 0
    try:
        for fields in reader:
            no, end = end + 1, reader.line_num
            while fields and not fields[-1].strip():
                fields.pop()
            if not fields:
                continue
            raw = "\n".join(lines[no - 1:end]).strip()
            if len(fields) == 1:
                head = header(fields[0].strip())
                if head:
                    if head[0]:
                        b.declare(head[0], head[1])
                        section = head[0]
                elif not b.lines and b.title is None:
                    b.title = tidy(fields[0])
                else:
                    b.add_text(fields[0], section, no, raw)
                continue
            if cols is None and not b.lines and (found := _header_map(fields)):
                cols = found
                continue
            where = cols or _positional(fields)
            kind = " ".join(_get(fields, where, "type").lower().split())
            row_section = section_word(_get(fields, where, "section")) or section
            if kind == "hero":
                row_section = "hero"
            entry = b.add(_get(fields, where, "qty") or 1, _get(fields, where, "name"), row_section,
                          no, raw, _get(fields, where, "set"), _get(fields, where, "number"))
            if kind == "master hero" and row_section != "side":
                masters.append(entry)
    except csv.Error as exc:
        raise b.error(f"invalid CSV: {exc}", reader.line_num) from None
    if masters and not any(ln.section == "hero" for ln in b.lines):
        for entry in masters:
            entry.section = "hero"
    b.promote_back_twins("hero")
    return b.build()
