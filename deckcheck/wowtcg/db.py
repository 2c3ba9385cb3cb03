"""The card database: every card by name, the name ladder, and indexes by trait, icon, tag and set."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Iterable

from deckcheck.cards.collection import NamedCards
from deckcheck.cards.lookup import Match, NameIndex
from deckcheck.wowtcg.model import Card, SetInfo


@dataclass(frozen=True, slots=True)
class Query:
    """Filters for `CardDB.search` (all given filters must hold)."""
    text: str | None = None
    type: str | None = None
    klass: str | None = None
    faction: str | None = None
    cost: int | None = None
    set: str | None = None
    tag: str | None = None
    race: str | None = None


class CardDB(NamedCards[Card]):
    def __init__(self, cards: Iterable[Card], sets: dict[str, SetInfo]):
        # a card's other spellings in the public sources ("Lu'ka the Wall", the tracker's, for the
        # 2012 export's Lu'ka de Wall): read as certain, not guessed
        super().__init__(cards, lambda c: c.aliases)
        self.sets = dict(sorted(sets.items()))
        self._by_set: dict[str, list[str]] | None = None
        self._print_index: dict[tuple[str, str], str] | None = None
        self._set_index: dict[str, str] | None = None
        self._hero_index: NameIndex | None = None
        # printed name -> the names of every card printed under it, when there are several
        self.namesake_groups: dict[str, tuple[str, ...]] = {}
        for c in self.cards.values():
            if c.title:
                group = self.namesake_groups.get(c.title) or ((c.title,) if c.title in self.cards else ())
                self.namesake_groups[c.title] = group + (c.name,)
        self.namesake_names = frozenset(n for group in self.namesake_groups.values() for n in group)

    def namesakes(self, card: Card) -> list[Card]:
        """Every card printed under `card`'s name, itself included (the plain-named one first);
        [] when no other card shares it (Death Coil: the Warlock's FoO card and Death Coil (DKS))."""
        group = self.namesake_groups.get(card.printed_name)
        return [self.cards[n] for n in group] if group else []

    def resolve_hero(self, query: str) -> Match:
        """How `query` reads among the heroes alone (the ladder over hero names): a hero field's typo is
        suggested heroes, never the ally or ability whose name happens to be nearer."""
        if self._hero_index is None:
            self._hero_index = NameIndex([c.name for c in self.cards.values() if c.is_hero],
                                         {a: c.name for c in self.cards.values() if c.is_hero for a in c.aliases})
        return self._hero_index.resolve(query)

    @property
    def print_count(self) -> int:
        return sum(len(c.prints) for c in self.cards.values())

    def by_print(self, set_code: str, number: str) -> Card | None:
        """The card printed as `set_code` #`number` (set codes compare case-insensitively)."""
        if self._print_index is None:
            idx: dict[tuple[str, str], str] = {}
            for c in self.cards.values():
                for p in c.prints:
                    idx.setdefault((p.set.lower(), p.number.lower()), c.name)
            self._print_index = idx
        name = self._print_index.get((set_code.lower(), str(number).lower()))
        return self.cards[name] if name else None

    def set_code(self, text: str) -> str | None:
        """A set code from a code or a set name, case-insensitively (one dict lookup: an import
        of 10,000 rows each naming a set must not scan every set per row)."""
        if self._set_index is None:
            idx: dict[str, str] = {}
            for code, info in reversed(self.sets.items()):   # the first set (in code order) that
                idx[info.name.lower()] = code                 # has the text as code or name wins
                idx[code.lower()] = code
            self._set_index = idx
        return self._set_index.get(text.strip().lower())

    def in_set(self, code: str) -> list[Card]:
        if self._by_set is None:
            by: dict[str, list[str]] = defaultdict(list)
            for c in self.cards.values():
                for s in c.sets:
                    by[s].append(c.name)
            self._by_set = dict(by)
        return [self.cards[n] for n in self._by_set.get(code, [])]

    def heroes(self, *, klass: str | None = None, race: str | None = None, faction: str | None = None,
               spec: str | None = None) -> list[Card]:
        out = []
        for c in self.cards.values():
            if not c.is_hero:
                continue
            if klass and klass.lower() not in (k.lower() for k in c.char_class):
                continue
            if race and (c.race or "").lower() != race.lower():
                continue
            if faction and faction.lower() not in (f.lower() for f in c.faction):
                continue
            if spec and (c.spec or "").lower() != spec.lower():
                continue
            out.append(c)
        return out

    def search(self, q: Query) -> list[Card]:
        text = q.text.lower() if q.text else None
        set_code = self.set_code(q.set) if q.set else None
        out = []
        for c in self.cards.values():
            if text and text not in c.name.lower():
                continue
            if q.type and c.type.lower() != q.type.lower():
                continue
            if q.klass and q.klass.lower() not in {k.lower() for k in c.classes + c.char_class}:
                continue
            if q.faction:
                f = q.faction.lower()
                if f in ("neutral", "none"):
                    if c.faction:
                        continue
                elif f not in (x.lower() for x in c.faction):
                    continue
            if q.cost is not None and c.cost != q.cost:
                continue
            if q.set and (set_code is None or set_code not in c.sets):
                continue
            if q.tag and q.tag.lower() not in {t.lower() for t in c.tags + c.traits}:
                continue
            if q.race and (c.race or "").lower() != q.race.lower():
                continue
            out.append(c)
        return out
