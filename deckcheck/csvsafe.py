"""CSV that spreadsheets cannot run: every CSV the project writes goes through `writer`.

A cell that starts with = + - @, a tab or a carriage return is a formula to Excel and LibreOffice
(`=HYPERLINK(...)` in a player name becomes a live link). As OWASP recommends, such a text cell is
written with a leading apostrophe, which the spreadsheet shows as plain text. Numbers stay numbers.
"""
from __future__ import annotations

import csv
from typing import Any, Iterable, TextIO

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_STARTS = frozenset(FORMULA_STARTS)


def safe_cell(value: Any) -> Any:
    """The value as a spreadsheet will read it as text: "'=1+1" for "=1+1" (a CR inside becomes a
    newline, so the cell is quoted); ints and floats unchanged."""
    if not isinstance(value, str):
        return value
    if value.startswith(FORMULA_STARTS):
        value = "'" + value
    if "\r" in value:   # a bare CR is no line end to the csv module: it would go out unquoted
        value = value.replace("\r\n", "\n").replace("\r", "\n")
    return value


class SafeWriter:
    """csv.writer with every text cell passed through `safe_cell`."""

    def __init__(self, out: TextIO, **kwargs: Any):
        kwargs.setdefault("lineterminator", "\n")
        self._w = csv.writer(out, **kwargs)

    def writerow(self, row: Iterable[Any]) -> Any:
        row = list(row)
        for i, v in enumerate(row):       # (safe_cell only for the cells that need it: most need nothing)
            if v.__class__ is str:
                if v and (v[0] in _STARTS or "\r" in v):
                    row[i] = safe_cell(v)
            elif isinstance(v, str):
                row[i] = safe_cell(v)
        return self._w.writerow(row)

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def writer(out: TextIO, **kwargs: Any) -> SafeWriter:
    """A CSV writer (lines end in "\\n" unless told) that neutralises formula cells."""
    return SafeWriter(out, **kwargs)
