"""Unread-record audit, slice 1 (issue 23's sample-audit target): the cards of slice 1 whose `suggested` records were
wrong, as read against their text, and what they are now."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from goldfish_helpers import fx


def test_resources_readied_outside_your_turn_are_unmodelled_not_no_bearing(db):
    # Unread-record audit, slice 1. Primal Focus readies two of your resources at the end of your turn, Xavar the
    # Resourceful (Inspire: Resource) one during each opponent's ready step: resources to play cards on the
    # opponent's turn, which the goldfish never does. Both read as no bearing before (no action, no class): a
    # reader would call that wrong, readying resources bears on the game; now honestly unmodelled.
    for name in ("Primal Focus", "Xavar the Resourceful"):
        assert fx(db[name]) == [{"do": "unmodelled"}], name
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
