"""Plain-text decklists: .txt, .deck and pasted lists."""
from __future__ import annotations

from .builder import DeckBuilder
from .lines import card_count, header, hero_value, meta
from .model import Decklist


def _hero(b: DeckBuilder, value: str, line: int, raw: str) -> None:
    if not (value.startswith("(") and value.endswith(")")):
        b.add_text(value, "hero", line, raw)


def _comment(b: DeckBuilder, body: str, section: str, line: int, raw: str, first: bool) -> str:
    """Act on a `#` or `//` comment; return the section that follows it."""
    value = hero_value(body)
    if value:
        _hero(b, value, line, raw)
        return section
    head = header(body)
    if head and head[0]:
        b.declare(head[0], head[1])
        return head[0]
    count = card_count(body)
    if count is not None:
        b.declare("main" if section == "hero" else section, count)
        return section
    if not b.note(meta(body)) and first and b.title is None and body:
        b.title = body
    return section


def read(text: str, path: str) -> Decklist:
    """Read "4 Name" / "4x Name" / "Name x4" / "Name" / "SB: 2 Name" lines, headers, hero lines
    ("# HERO Name", "Hero: Name") and comments; the first comment, if first in the file, is the title."""
    b = DeckBuilder(path, "text")
    section = "main"
    first = True
    for no, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if not s:
            continue
        lead = s[0]
        if lead.isdigit():
            b.add_line(s, section, no)
        elif s[:3].upper() == "SB:":
            b.add_text(s[3:], "side", no, s)
        elif lead == "#" or s.startswith("//"):
            body = s[1 if lead == "#" else 2:].strip()
            section = _comment(b, body, section, no, s, first)
        elif (value := hero_value(s, colon=True)) is not None:
            if value:
                _hero(b, value, no, s)
            else:
                section = "hero"
        elif head := header(s):
            if head[0]:
                b.declare(head[0], head[1])
                section = head[0]
        elif not b.note(meta(s)):
            b.add_text(s, section, no, s)
        first = False
    return b.build()
