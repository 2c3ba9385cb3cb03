"""The raw, unresolved decklist every deck-file reader produces."""
from __future__ import annotations

from dataclasses import dataclass, field

SECTIONS = ("hero", "main", "side")


@dataclass(slots=True)
class DeckLine:
    """One card line as written: quantity, name and an optional pinned print."""

    qty: int
    name: str
    section: str
    line: int
    set_code: str | None = None
    number: str | None = None
    raw: str = ""


@dataclass(slots=True)
class Decklist:
    """Every card line of one deck file, in file order, with what the file says about itself.

    A line whose ``name`` is empty is known only by its pin (``set_code`` + ``number``),
    e.g. a godot hero given as ``azeroth_6`` with no name in the file. ``declared`` holds the
    main/side totals the file states ("Main deck (60)", "// 60 cards"); ``game_format`` the play
    format a YAML/JSON deck names (``format: constructed``).
    """

    path: str
    format: str
    lines: list[DeckLine] = field(default_factory=list)
    title: str | None = None
    player: str | None = None
    declared: dict[str, int] = field(default_factory=dict)
    game_format: str | None = None

    @property
    def hero_lines(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "hero"]

    @property
    def main(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "main"]

    @property
    def side(self) -> list[DeckLine]:
        return [ln for ln in self.lines if ln.section == "side"]

    def count(self, section: str) -> int:
        """Total quantity of the cards in one section."""
        return sum(ln.qty for ln in self.lines if ln.section == section)
