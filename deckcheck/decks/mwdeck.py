"""Magic Workstation .mwDeck files: "    N [SET] Name {x}" lines, "SB:" for the side deck."""
from __future__ import annotations

import re

from .builder import DeckBuilder
from .lines import meta, split_pin
from .model import Decklist

_LINE = re.compile(r"(?P<sb>SB:\s*)?(?P<q>[-+]?\d+)\s+(?:\[(?P<set>[^\]]*)\]\s*)?(?P<n>.+?)"
                   r"(?:\s*\{[^}]*\})?", re.I)


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
        m = _LINE.fullmatch(s)
        if m is None:
            raise b.error("expected a card line like '4 [SET] Name'", no)
        name, set_code, number = split_pin(m["n"])
        printed = (m["set"] or "").strip()
        if printed and not printed.isdigit():
            set_code = set_code or printed
        b.add(m["q"], name, "side" if m["sb"] else "main", no, s, set_code, number)
    b.promote_back_twins("side")
    return b.build()
