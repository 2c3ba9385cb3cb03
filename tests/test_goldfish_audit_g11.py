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
    ghoul = 1
    assert sac == frozenset({ghoul})    # the Ghoul ally pays the cost
    no_breaches(db, ("Shadows of Death", 4), ("Hungry Ghoul", 4), games=60)


def test_whitney_gravecaller_regrows_a_death_knight_or_undead_ally(db):
    # unread-record audit, slice 11: "target Death Knight or Undead ally" was read as an Undead ally only
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cards = [db["Whitney Gravecaller"], db["Ahkara"], db["Alana the Woebringer"]]
    assert "Undead" not in (db["Ahkara"].race or "") and "Death Knight" in db["Ahkara"].char_class
    ids = compile_cards(cards).regrow[0][0]
    assert {1, 2} <= set(ids)       # the non-Undead Death Knight ally too


def test_white_camel_plays_its_sentinel_this_turn_too(db):
    # unread-record audit, slice 11: "+3 ATK and Sentinel this turn" when you place a resource face up was played
    # as the +3 ATK alone (Sentinel, a second attack, has bearing): unmodelled; since the condition `placed_up` (you
    # placed a resource face up this turn), both are played under it (test_goldfish_flipped)
    assert {"do": UNMODELLED} not in fx(db["White Camel"])
    assert {"do": "ready", "to": "self", "when": "attack", "cond": "placed_up"} in fx(db["White Camel"])


def test_gnomeregan_auto_blocker_makes_its_token_at_the_end_of_your_turn(db):
    # unread-record audit, slice 11: "At the end of your turn, put a Blocker ally token into play" was read at the
    # start of your turn (the first token a turn late)
    assert fx(db["Gnomeregan Auto-Blocker 600"]) == [
        {"do": "token", "n": 1, "atk": 0, "health": 1, "race": "Blocker", "when": "turn_end"}]
    no_breaches(db, ("Gnomeregan Auto-Blocker 600", 4), games=60)


def test_army_of_undeath_is_unmodelled_its_ghoul_power_was_read_as_no_bearing(db):
    # unread-record audit, slice 11: "[Exhaust], Remove three cards in an opposing graveyard from the game -> a 3/3
    # Ghoul token" was called no bearing (the passive opponent discards down to seven each turn, so its graveyard
    # fills); a power paid with the opposing graveyard that makes a token has no reading
    assert {"do": UNMODELLED} in fx(db["Army of Undeath"])
