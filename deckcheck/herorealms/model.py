"""The Hero Realms card model: facts only, one `Card` per name, its abilities as structured effects."""
from __future__ import annotations

from typing import NamedTuple

GAME = "hero-realms"
FACTIONS = ("Guild", "Imperial", "Necros", "Wild")
CARD_TYPES = ("action", "item", "champion")
#: Where a card lives in the box: the shared market deck, the Fire Gem pile, the personal decks.
ROLES = ("market", "fire_gem", "personal")
ABILITIES = ("primary", "expend", "ally", "sacrifice")
#: Each player's personal starting deck (rules sheet, "Mazo personal y puntuación").
STARTING_DECK: dict[str, int] = {"Gold": 7, "Ruby": 1, "Dagger": 1, "Shortsword": 1}
FIRE_GEM = "Fire Gem"
STARTING_HEALTH = 50
MARKET_ROW = 5


class Card(NamedTuple):
    """One card name with all its facts (a tuple: cheap to unpickle from the cache).

    Abilities are tuples of effects; an effect is a tuple of sorted (key, value) pairs, with
    a choice's options held as tuples of effects (see `deckcheck.herorealms.effects`).
    """

    name: str
    type: str                       # action | item | champion
    role: str                       # market | fire_gem | personal
    qty: int                        # copies in one base-set box
    faction: str | None = None      # Guild | Imperial | Necros | Wild; None for gems and personal cards
    cost: int | None = None         # gold; None for personal-deck cards
    defense: int | None = None      # champions only
    guard: bool = False
    subtypes: tuple[str, ...] = ()  # the type line after the card type: ("Human", "Mage")
    primary: tuple = ()
    expend: tuple = ()
    ally: tuple = ()                # fires when another card of `faction` is in play this turn
    sacrifice: tuple = ()
    set: str = "BASE"

    @property
    def is_champion(self) -> bool:
        return self.type == "champion"

    def abilities(self) -> dict[str, tuple]:
        return {k: getattr(self, k) for k in ABILITIES if getattr(self, k)}

    def as_dict(self) -> dict:
        """Plain JSON-ready facts; empty fields left out, effects as mappings."""
        from deckcheck.herorealms.effects import effects_to_plain
        out: dict = {}
        for key, value in self._asdict().items():
            if key in ABILITIES:
                if value:
                    out[key] = effects_to_plain(value)
            elif key == "guard":
                if value:
                    out[key] = True
            elif value not in (None, ()):
                out[key] = list(value) if isinstance(value, tuple) else value
        return out


class SetInfo(NamedTuple):
    code: str
    name: str
    total: int                      # printed cards in the box, scorecards included
    scorecards: int = 0
