"""Tables for output that is not a terminal (a pipe, a file), written directly: the very text rich
renders there (its heavy-head box, no colour, no wrapping at `PIPE_WIDTH`), without rich's
import and per-cell layout, which cost a `collection missing` run about 70 ms of its ~350.

`render` answers None whenever rich has to decide: a terminal (colour, the terminal's width), colour
or a width forced through the environment, a stream that is not UTF-8 (rich draws ASCII boxes
there), text rich measures otherwise (wide or combining characters, control characters).
The caller then prints through rich; tests hold the two to the same text.
"""
from __future__ import annotations

import os
import re
from typing import Sequence, TextIO

#: the width tables get when the output is not a terminal (a pipe or a file): wide enough that no
#: column is ever cut ("Professio...") or wrapped; a terminal keeps its own width (`common.console`)
PIPE_WIDTH = 10_000

#: environment variables that change what rich writes to a pipe
RICH_ENV = ("FORCE_COLOR", "TTY_COMPATIBLE", "COLUMNS", "JUPYTER_COLUMNS")


def plain_stream(stream: TextIO) -> bool:
    """True when rich would write plain text to `stream` at the pipe width."""
    if any(k in os.environ for k in RICH_ENV):
        return False
    try:
        if stream.isatty():
            return False
    except (AttributeError, ValueError):
        return False
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding in ("utf8", "utf8sig")


def render(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]],
           right: Sequence[str] = ()) -> str | None:
    """The table as rich prints it to a pipe, or None (see the module note)."""
    cells = [[str(c) for c in row] for row in rows]
    if not all(_one_cell(t) for t in (title, *columns, *(c for r in cells for c in r))):
        return None
    if any("[" in col for col in columns):        # column headers are rich markup
        return None
    widths = [max([len(col)] + [len(r[i]) for r in cells]) for i, col in enumerate(columns)]
    total = sum(widths) + 3 * len(widths) + 1
    if total > PIPE_WIDTH:
        return None
    flush = [col in right for col in columns]

    def rule(left: str, fill: str, mid: str, end: str) -> str:
        return left + mid.join(fill * (w + 2) for w in widths) + end

    def line(values: Sequence[str], bar: str) -> str:
        return bar + bar.join(f" {v.rstrip().rjust(w) if r else v.ljust(w)} " for v, w, r in zip(values, widths, flush)) + bar

    out = wrap(title, total) if title else []
    out += [rule("┏", "━", "┳", "┓"), line(columns, "┃"), rule("┡", "━", "╇", "┩")]
    out += [line(r, "│") for r in cells]
    out.append(rule("└", "─", "┴", "┘"))
    return "\n".join(out) + "\n"


#: characters past ASCII that are one cell wide everywhere: Latin-1 and Latin Extended-A/B letters
#: (Décor, Żółw), typographic dashes and quotes (– — ‘ ’ “ ” …)
_ONE_CELL = re.compile("[\u00a0-\u024f\u2010-\u2027]*")


def _one_cell(text: str) -> bool:
    """Printable, and every character one cell wide (so len() is rich's cell length)."""
    if not text.isprintable():
        return False
    return text.isascii() or _ONE_CELL.fullmatch("".join(ch for ch in text if not ch.isascii())) is not None


_WORD = re.compile(r"\s*\S+\s*")


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines of exactly `width` characters, broken as rich breaks a left-justified title:
    between words (a word keeps the spaces after it), a word longer than a line folded."""
    breaks: list[int] = []
    offset = 0
    for m in _WORD.finditer(text):
        start, word = m.start(), m.group()
        length = len(word.rstrip())
        if width - offset >= length:
            offset += len(word)
        elif length > width:
            chunks = [word[i:i + width] for i in range(0, len(word), width)]
            for i, chunk in enumerate(chunks):
                if start:
                    breaks.append(start)
                if i == len(chunks) - 1:
                    offset = len(chunk)
                else:
                    start += len(chunk)
        elif offset and start:
            breaks.append(start)
            offset = len(word)
    pieces = [text[a:b] for a, b in zip([0, *breaks], [*breaks, len(text)])]
    return [p[:width] if len(p) > width else p.ljust(width) for p in pieces]   # only spaces pass the width
