"""Unread-record audit, slice 7 (records read earlier with the verdict "no bearing", read again against their text):
the cards whose text does change a game against a passive opponent. Real cards; each test checks the engine's verdict
(or what it plays)."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_an_ally_of_yours_destroyed_for_the_next_ally_of_your_deck(db):
    # Unread-record audit, slice 7. Zazzo Dizzleflame ("[Exhaust] -> Destroy another target ally. If you do, that
    # ally's controller reveals cards ... until he reveals an ally. He puts that revealed ally into play") was no
    # bearing, though against a passive opponent the target is an ally of yours, and your deck's next ally comes into
    # play: no vocabulary for that reveal: unmodelled.
    assert verdict(db, "Zazzo Dizzleflame") == UNMODELLED


def test_what_changes_the_opposing_hand_beyond_a_discard_of_no_consequence(db):
    # Unread-record audit, slice 7. Tristani the Sunblade (a hit: damage equal to a random card's cost in his hand
    # unless he discards it) and Icemistress Gal'ha (his maximum hand size one less for each [Frost] ally of yours:
    # more discards at each of his wrap-ups, a graveyard the engine counts growing faster) were no bearing; none can be
    # said with the vocabulary: unmodelled.
    for name in ("Tristani the Sunblade", "Icemistress Gal'ha"):
        assert verdict(db, name) == UNMODELLED, name


def test_a_discard_forced_on_the_passive_opponent_has_no_bearing(db):
    # (lead, merging slice 7) A card the passive opponent discards is one it would never play, and its graveyard ends
    # each turn cycle as it would anyway: it draws back to seven and discards none at its wrap-up (goldfish/opp.py), as
    # Samuel Grey's test has it (tests/test_coverage_allies.py). Periwinkle Cloak is unmodelled for the discard and
    # draw it forces on YOU. Hypnotic Blade, Daze, Feral Energy, Hands of Deceit, Butcher, Twilight Drake: no bearing.
    from deckcheck.wowtcg.goldfish.compile import NO_BEARING
    for name in ("Hypnotic Blade", "Daze", "Feral Energy", "Hands of Deceit", "Twilight Drake", "Butcher"):
        assert verdict(db, name) == NO_BEARING, name


def test_the_top_card_of_the_opposing_deck_removed_from_the_game(db):
    # Unread-record audit, slice 7. Unbinding (Reward: look at the top card of target opponent's deck, "You may
    # remove that card from the game") was no bearing, though the engine counts the opposing deck (a draw from an
    # empty one loses: goldfish/opp.py): its reward is recorded as a removal of one card, and a quest's removal is not
    # played (as Path of the Damned's): unmodelled.
    assert verdict(db, "Unbinding") == UNMODELLED
    assert flat_effects(db["Unbinding"].effects) == [{"do": "quest", "pay": 1},
                                                     {"do": "mill", "n": 1, "exile": 1, "may": 1}, {"do": "unmodelled"}]
