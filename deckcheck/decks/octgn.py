"""OCTGN .o8d XML decks: <deck><section name="Main|Hero|Side"><card qty="N">Name</card>..."""
from __future__ import annotations

import re
from xml.parsers import expat

from .builder import DeckBuilder
from .lines import section_word
from .model import Decklist

_UNSAFE = re.compile(r"<!\s*(?:DOCTYPE|ENTITY)", re.I)


class _Handler:
    """Expat callbacks that feed a DeckBuilder, keeping each card element's line."""

    def __init__(self, b: DeckBuilder, parser: expat.XMLParserType, lines: list[str]):
        self.b, self.parser, self.lines = b, parser, lines
        self.depth = 0
        self.section: str | None = None
        self.card: tuple[str, int] | None = None
        self.text: list[str] = []

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        self.depth += 1
        line = self.parser.CurrentLineNumber
        if self.depth == 1 and tag != "deck":
            raise self.b.error(f"not an OCTGN deck (root element <{tag}>, expected <deck>)", line)
        if self.depth == 2 and tag == "section":
            name = attrs.get("name", "")
            self.section = section_word(name)
            if self.section is None:
                raise self.b.error(f"unknown section {name!r} (expected Main, Hero or Side)",
                                   line, "section")
        elif self.depth == 3 and tag == "card" and self.section:
            self.card = (attrs.get("qty", "1"), line)
            self.text = []

    def data(self, text: str) -> None:
        if self.card:
            self.text.append(text)

    def end(self, tag: str) -> None:
        self.depth -= 1
        if self.depth == 2 and self.card:
            qty, line = self.card
            self.card = None
            self.b.add(qty, "".join(self.text), self.section or "main", line,
                       self.lines[line - 1].strip() if line <= len(self.lines) else "")
        elif self.depth == 1:
            self.section = None


def read(text: str, path: str) -> Decklist:
    """Read an OCTGN deck; documents with a DOCTYPE or ENTITY declaration are refused."""
    b = DeckBuilder(path, "o8d")
    unsafe = _UNSAFE.search(text)
    if unsafe:
        raise b.error("XML with DOCTYPE or ENTITY declarations is not accepted",
                      text.count("\n", 0, unsafe.start()) + 1)
    parser = expat.ParserCreate()
    handler = _Handler(b, parser, text.split("\n"))
    parser.StartElementHandler = handler.start
    parser.EndElementHandler = handler.end
    parser.CharacterDataHandler = handler.data
    try:
        parser.Parse(text, True)
    except expat.ExpatError as exc:
        raise b.error(f"invalid XML: {expat.ErrorString(exc.code)}", exc.lineno) from None
    b.promote_back_twins("hero")
    return b.build()
