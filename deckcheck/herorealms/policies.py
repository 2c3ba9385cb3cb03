"""Buy policies for the goldfish engine: small swappable classes, one decision each.

A policy answers `pick(gold, row, gems)`: which card to acquire now, as an index into the market
row, `GEM` for a Fire Gem, or None to stop buying this turn. It is asked again after every
purchase. `bind(tables)` is called once per engine, so `pick` reads plain lists only.
Policies also carry the few other choices the engine leaves to the player: which of your own
cards to sacrifice when a card lets you (`thin`), and how to weigh an "or" (`weights`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.errors import InputError
from deckcheck.herorealms.model import FACTIONS

if TYPE_CHECKING:
    from deckcheck.herorealms.engine import Tables

GEM = -1


class BuyPolicy:
    name = "policy"
    #: Names of your own cards to sacrifice when a card lets you, most expendable first.
    thin: tuple[str, ...] = ("Dagger", "Gold")
    #: (gold, combat, health) weights for choosing between the options of an "or".
    weights: tuple[float, float, float] = (1.0, 1.0, 0.1)

    def bind(self, t: "Tables") -> None:
        self.cost = t.cost
        self.champ = t.champ
        self.fac = t.fac
        self.gem_cost = t.cost[t.gem] if t.gem >= 0 else 99

    def reset(self) -> None:
        """Called before each game (policies that learn within a game forget here)."""

    def sacrifice_all(self, gems: int) -> bool:
        """Sacrifice every card in play that gives combat for it, lethal or not (after buying)?"""
        return False

    def pick(self, gold: int, row: list[int], gems: int) -> int | None:
        raise NotImplementedError

    def describe(self) -> str:
        return (self.__doc__ or self.name).strip().splitlines()[0]

    def _best(self, gold: int, row: list[int], ok: list[bool] | None = None) -> int | None:
        """The row index of the most expensive affordable card with ok[card] (leftmost on ties)."""
        best, best_cost = None, -1
        cost = self.cost
        for i, c in enumerate(row):
            if c >= 0:
                k = cost[c]
                if best_cost < k <= gold and (ok is None or ok[c]):
                    best, best_cost = i, k
        return best

    def _gem(self, gold: int, gems: int) -> int | None:
        return GEM if gems > 0 and gold >= self.gem_cost else None


class MostExpensive(BuyPolicy):
    """Most expensive affordable card in the market row (a Fire Gem when nothing better fits)."""
    name = "expensive"

    def pick(self, gold, row, gems):
        i = self._best(gold, row)
        if i is not None and self.cost[row[i]] >= self.gem_cost:
            return i
        gem = self._gem(gold, gems)
        return gem if gem is not None else i


class FactionFocus(BuyPolicy):
    """One faction: its most expensive affordable card, else a Fire Gem.

    A passive opponent never buys, so a row without a single card of the faction would stay so
    for the whole game: then the most expensive affordable card is taken to move the row on.
    """
    name = "focus"

    def __init__(self, faction: str | None = None):
        if faction is not None and faction not in FACTIONS:
            raise InputError(f"unknown faction {faction!r}; expected one of {', '.join(FACTIONS)}",
                             field="--policy")
        self.faction = faction
        self.name = f"focus:{faction}" if faction else "focus"
        self._f = -1

    def describe(self) -> str:
        who = self.faction or "the faction of the first card bought"
        return f"Only {who}: its most expensive affordable card, else a Fire Gem"

    def bind(self, t):
        super().bind(t)
        self._fixed = FACTIONS.index(self.faction) if self.faction else -1
        self._any = [f >= 0 for f in t.fac]
        self._of = [[f == k for f in t.fac] for k in range(len(FACTIONS))]

    def reset(self):
        self._f = self._fixed

    def pick(self, gold, row, gems):
        f = self._f
        if f < 0:
            i = self._best(gold, row, self._any)
            if i is not None and self.cost[row[i]] >= self.gem_cost:
                self._f = self.fac[row[i]]  # commit to the first faction bought
                return i
            return self._gem(gold, gems)
        ok = self._of[f]
        i = self._best(gold, row, ok)
        if i is not None:
            return i
        if not any(c >= 0 and ok[c] for c in row):
            i = self._best(gold, row)
            if i is not None and self.cost[row[i]] >= self.gem_cost:
                return i
        return self._gem(gold, gems)


class ChampionsFirst(BuyPolicy):
    """Most expensive affordable champion, else the most expensive action, else a Fire Gem."""
    name = "champions"

    def pick(self, gold, row, gems):
        i = self._best(gold, row, self.champ)
        if i is None:
            i = self._best(gold, row)
            if i is not None and self.cost[row[i]] < self.gem_cost and gems > 0 and gold >= self.gem_cost:
                return GEM
        return i if i is not None else self._gem(gold, gems)


class FireGemsOnly(BuyPolicy):
    """Fire Gems only, as many as the gold allows; once the pile is empty, gems are sacrificed for combat."""
    name = "gems"
    thin = ("Dagger",)

    def pick(self, gold, row, gems):
        return self._gem(gold, gems)

    def sacrifice_all(self, gems):
        return gems == 0


POLICIES = {"expensive": MostExpensive, "focus": FactionFocus, "champions": ChampionsFirst,
            "gems": FireGemsOnly}
DEFAULT_POLICIES = ("expensive", "focus", "champions", "gems")


def make_policy(spec: str) -> BuyPolicy:
    """`expensive`, `champions`, `gems`, `focus` (adaptive) or `focus:Guild` (one faction)."""
    name, _, arg = spec.strip().partition(":")
    cls = POLICIES.get(name.lower())
    if cls is None:
        raise InputError(f"unknown policy {spec!r}; expected one of {', '.join(POLICIES)} "
                         "(focus:FACTION for one faction)", field="--policy")
    if cls is FactionFocus:
        return FactionFocus(arg.strip().capitalize() or None)
    if arg:
        raise InputError(f"policy {name!r} takes no argument", field="--policy")
    return cls()
