"""The part of a card database every game shares: cards by canonical name and the name ladder."""
from __future__ import annotations

from typing import Callable, Generic, Iterable, Iterator, TypeVar

from deckcheck.cards.lookup import Match, NameIndex

C = TypeVar("C")


class NamedCards(Generic[C]):
    """Cards keyed by name (sorted case-insensitively), resolvable through the lookup ladder."""

    def __init__(self, cards: Iterable[C], aliases_of: Callable[[C], Iterable[str]] | None = None):
        """`aliases_of`: a card's other spellings, read by the ladder as the card (`NameIndex`)."""
        self.cards: dict[str, C] = {c.name: c for c in sorted(cards, key=lambda c: c.name.lower())}
        aliases = {a: name for name, c in self.cards.items() for a in aliases_of(c)} if aliases_of else None
        self.index = NameIndex(self.cards, aliases)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[C]:
        return iter(self.cards.values())

    def __getitem__(self, name: str) -> C:
        return self.cards[name]

    def get(self, name: str) -> C | None:
        return self.cards.get(name)

    def resolve(self, query: str) -> Match:
        return self.index.resolve(query)
