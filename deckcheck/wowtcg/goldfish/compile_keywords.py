"""Readers of issue 23's keyword shapes (engine: `keywords`): a loot on a trigger ("When ..., you may draw a card.
If you do, discard a card": the ``discard`` after a triggered ``draw`` with the same trigger), ``no_ready`` ("this
ally can't ready during your ready step") and the resource-placement trigger's own test (``when: place``: a card
in play watching your resource step, read by `compile_effects._watched` like the other watched triggers).
The condition ``bloodrush`` is read with the others (`compile_facts._cond_more`).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ALLY, int_or_0
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, watch_trigger

#: the triggers a watched loot can have (an ally entering, a card played, a resource placed)
LOOT_WHENS = ("enters", "play", "place")


def loot(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`discard` n on a watched trigger (`LOOT_WHENS`), after the card's `draw` with that very trigger (the one
    `f.watch` holds): the discard goes into the watch's last place ("you may draw a card. If you do, discard a
    card"; the engine loots only while its deck has a card). None: no such discard (the next reader decides);
    True: a discard on such a trigger the engine does not play (no draw before it, a condition, a count)."""
    if e["do"] != "discard" or e.get("when") not in LOOT_WHENS:
        return None
    w = f.watch
    if w is None or cond is not None or "per" in e or not w[6] or w[7]:
        return True
    twin = watch_trigger({**e, "do": "draw", "n": 1}, src.cards, src.idx, src.tokens)
    if twin is None or twin[:3] != w[:3]:
        return True         # (the draw had another trigger or filter)
    f.watch = w[:7] + (int_or_0(e.get("n", 1)) or 1,)
    return False


def no_ready(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`no_ready` on an ally: once it attacked it stays exhausted (it does not ready during your ready step).
    Fills `no_ready`. Not played: under a condition, on any other card, or on an ally with an [Exhaust] power (an
    exhausted ally could not pay it, which the engine does not follow)."""
    if src.kind != ALLY or cond is not None or any(
            x.get("exhaust") for x in flat_effects(src.card.effects)):
        return True
    f.no_ready = 1
    return False


PLAIN = {"no_ready": no_ready}
