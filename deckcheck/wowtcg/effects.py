"""The goldfish engine's effect vocabulary (facts about what a card does, in a few fixed words).

An effect is a mapping with `do` (one of EFFECT_KINDS) and small integer or word parameters,
stored in the feeds as `effects: [{do: damage, n: 2}]` and derived from card text at import
(`deckcheck.wowtcg.importer.effects`). No card text is stored: only these words and numbers.

Kinds and their parameters (docs/goldfish-effects.md has the text patterns behind each):

- ``damage``  n (int or "X": the X paid), the card deals n damage to the opposing hero.
  ``when: turn_start``: an attachment that deals n at the start of each of your turns while in play.
- ``draw``    n, draw n cards.
- ``atk_bonus`` n, to (``hero`` | ``ally`` | ``any`` | ``allies`` | ``weapon``), until (``turn`` |
  ``ongoing``): +n ATK this turn, or while the card stays in play.
- ``assault`` n, +n ATK while this character (or its wielder, for a weapon) attacks (CR keyword).
- ``ferocity``  this ally can attack the turn it enters play (CR keyword); with ``to: ally``, the card
  gives Ferocity to an ally in your party this turn.
  With ``to: allies``: every ally in your party has Ferocity while the card is in play.
- ``cant_attack``  this character can't attack.
- ``discard`` n, discard n cards (after the card's draws).
- ``extra_resource`` n, exhausted (0/1): put the top n cards of your deck into your resource row.
- ``quest``   pay: the completion cost of a quest; the quest's other effects are its reward.
- Activated powers: a ``damage``, ``draw`` or ``atk_bonus`` with ``pay`` (resources) and ``exhaust``
  (1: the card exhausts to use it, once per turn; 0: repeatable while you can pay).
- ``unmodelled``  the card's text has parts the engine does not model (the card still plays as its
  type and stats; the goldfish report names it).

Text that has no bearing on a game against a passive opponent (Protector, Elusive, Stealth,
resistances, "[Trait] Hero Required", reputations, damage only to allies, ...) is recognised and
yields no effect, so a card with only such text counts as fully modelled.
"""
from __future__ import annotations

EFFECT_KINDS: tuple[str, ...] = ("damage", "draw", "atk_bonus", "assault", "ferocity",
                                 "extra_resource", "quest", "discard", "cant_attack", "unmodelled")

#: Where an ``atk_bonus`` goes.
ATK_TARGETS: tuple[str, ...] = ("hero", "ally", "any", "allies", "weapon")
#: How long an ``atk_bonus`` lasts.
DURATIONS: tuple[str, ...] = ("turn", "ongoing")


def effect_dicts(card_effects) -> list[dict]:
    """A `Card.effects` tuple of sorted (key, value) pairs as plain dicts."""
    return [dict(e) for e in card_effects]


def is_modelled(card_effects) -> bool:
    """True when no part of the card's text is left unmodelled."""
    return not any(dict(e).get("do") == "unmodelled" for e in card_effects)
