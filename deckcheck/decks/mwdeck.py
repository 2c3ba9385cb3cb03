"""Magic Workstation .mwDeck files: "    N [SET] Name {x}" lines, "SB:" for the side deck."""
from __future__ import annotations

import re

from .builder import DeckBuilder
from .lines import meta, split_pin
from .model import Decklist

_QTY = re.compile(r"[-+]?+\d++")


def _card_line(s: str) -> tuple[bool, str, str | None, str] | None:
    """(side?, quantity, printed set, name) of "[SB:] N [SET] Name [{x}]", by plain string steps."""
    side = s[:3].upper() == "SB:"
    rest = s[3:].lstrip() if side else s
    m = _QTY.match(rest)
    if m is None or not rest[m.end():m.end() + 1].isspace():
        return None
    body = rest[m.end():].lstrip()
    printed = None
    if body[:1] == "[":
        close = body.find("]")
        if close > 0 and body[close + 1:].strip():
            printed, body = body[1:close], body[close + 1:].lstrip()
    if body.endswith("}"):
        at = body.find("{", body.rfind("}", 0, len(body) - 1) + 1)
        if at > 0 and body[:at].strip():
            body = body[:at]
    body = body.rstrip()
    return (side, m[0], printed, body) if body else None


def read(text: str, path: str) -> Decklist:
    """Read a Magic Workstation deck; an SB card X with an "X Back" twin is the hero."""
    b = DeckBuilder(path, "mwdeck")
    for no, raw in enumerate(text.split("\n"), 1):
        s = raw.strip()
        if not s:
            continue
        if s.startswith("//"):
            b.note(meta(s[2:].strip()))
            continue
        found = _card_line(s)
        if found is None:
            raise b.error("expected a card line like '4 [SET] Name'", no)
        side, qty, printed, text = found
        name, set_code, number = split_pin(text)
        printed = (printed or "").strip()
        if printed and not printed.isdigit():
            set_code = set_code or printed
        b.add(qty, name, "side" if side else "main", no, s, set_code, number)
    b.promote_back_twins("side")
    return b.build()
