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


def test_shadows_of_death_destroys_a_demon_or_a_ghoul(db):
    # unread-record audit, slice 11: "Destroy a Demon or Ghoul you control" was read as a Demon only
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cards = [db["Shadows of Death"], db["Hungry Ghoul"]]
    sac = compile_cards(cards).cpower[0][5]
    assert 1 in sac                 # the Ghoul ally pays the cost
    no_breaches(db, ("Shadows of Death", 4), ("Hungry Ghoul", 4), games=60)


def test_whitney_gravecaller_regrows_a_death_knight_or_undead_ally(db):
    # unread-record audit, slice 11: "target Death Knight or Undead ally" was read as an Undead ally only
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cards = [db["Whitney Gravecaller"], db["Ahkara"], db["Alana the Woebringer"]]
    assert "Undead" not in (db["Ahkara"].race or "") and "Death Knight" in db["Ahkara"].char_class
    ids = compile_cards(cards).regrow[0][0]
    assert {1, 2} <= set(ids)       # the non-Undead Death Knight ally too


def test_white_camel_is_unmodelled_its_sentinel_this_turn_not_expressible(db):
    # unread-record audit, slice 11: "+3 ATK and Sentinel this turn" when you place a resource face up was played
    # as the +3 ATK alone (Sentinel, a second attack, has bearing); a Sentinel granted by a trigger has no reading
    assert {"do": UNMODELLED} in fx(db["White Camel"])
