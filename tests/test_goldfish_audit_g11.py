"""Unread-record audit, slice 11 (records already read whose verdict is "played", read again against their text):
each corrected card's record asserts what a user would check, failing on the old reading."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import UNMODELLED
from tests.goldfish_helpers import fx, no_breaches


def test_emerald_tree_warder_draws_on_any_resource_turned_face_down(db):
    # unread-record audit, slice 11: "when a resource you control is turned face down" (a quest completed, and a
    # Stash card too) was read as a quest completed only
    assert fx(db["Emerald Tree Warder"]) == [{"do": "draw", "n": 1, "when": "flipped"}]
    no_breaches(db, ("Emerald Tree Warder", 4), ("Emerald Lifewarden", 4), games=60)
