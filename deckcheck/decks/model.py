"""What every deck-file reader produces: raw lines with their line numbers, nothing resolved yet."""
from __future__ import annotations

from dataclasses import dataclass, field

SECTIONS = ("hero", "main", "side")


@dataclass(slots=True)
class DeckLine:
    qty: int
    name: str                      # as written, trimmed, print pin removed
    section: str                   # "hero" | "main" | "side"
    line: int                      # 1-based line in the source file
    set_code: str | None = None    # pinned print: "Name (SET)", "Name [SET #12]"
    number: str | None = None
    raw: str = ""


@dataclass(slots=True)
class Decklist:
    path: str
    format: str                    # text | csv | mwdeck | o8d | yaml | json | godot
    lines: list[DeckLine] = field(default_factory=list)
    title: str | None = None
    player: str | None = None
    declared: dict[str, int] = field(default_factory=dict)   # totals the file states, by section

    @property
    def hero_lines(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "hero"]

    @property
    def main(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "main"]

    @property
    def side(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "side"]
