"""Issue 23, unread-record audit, slice 2 (`/work/reviews/audit_g2.txt`): the `suggested` records of the slice read
against their text; the ones found wrong or partly ignored, corrected, each checked here on the real card."""
from __future__ import annotations

from deckcheck.wowtcg.effects import record_of
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import fx

UNMODELLED_FX = {"do": "unmodelled"}


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_an_ally_counting_the_cards_in_all_graveyards_is_unmodelled(db):
    # unread-record audit, slice 2: Bigbelly, Furbolg Chieftain ("+1 / +1 for each card in all graveyards") counted
    # your graveyard only, though the passive opponent's grows by a card each turn (opp.py); a count of both
    # graveyards on an ally's own ATK is not in the vocabulary: unmodelled
    assert verdict(db, "Bigbelly, Furbolg Chieftain") == UNMODELLED
    assert not any(e["do"] == "atk_bonus" for e in fx(db["Bigbelly, Furbolg Chieftain"]))


def test_a_bonus_to_another_target_as_the_ally_attacks_is_not_its_own(db):
    # unread-record audit, slice 2: Neferset Shadowstalker ("When this ally attacks, another target hero or ally has
    # +2 ATK this turn") gave the +2 to itself; the record now names another of your characters (its Sentinel kept).
    # Since the audit of seeds 20270237-244 the engine plays it (`atk_pump`): the +2 goes to another attack this turn,
    # your hero's when no other ally attacks
    effects = fx(db["Neferset Shadowstalker"])
    assert {"do": "ready", "to": "self", "when": "attack"} in effects
    assert not any(e["do"] == "atk_bonus" and e.get("to") == "self" for e in effects)
    assert any(e["do"] == "atk_bonus" and e.get("to") == "any" and e.get("other") == 1 for e in effects)
    assert verdict(db, "Neferset Shadowstalker") == PLAYED


def test_what_changes_the_opposing_turn_or_its_draws_is_not_no_bearing(db):
    # unread-record audit, slice 2 (as Brain Lock in the sample audit of seed 20270184): the passive opponent's turn
    # has bearing in a goldfish game (its draw and wrap-up discard are counted, opp.py; your "at the start / end of
    # each opponent's turn" triggers fire in it). Curse of Exhaustion ("Target player skips his next turn"), Frozen
    # Solid (an instant in the opposing draw step: you draw the card instead) and Nerubian Conqueror (cards that
    # would enter an opposing graveyard are removed from the game, the graveyard the engine counts) were no bearing:
    # unmodelled (the Conqueror's Long-Range still no bearing)
    for name in ("Curse of Exhaustion", "Frozen Solid", "Nerubian Conqueror"):
        assert verdict(db, name) == UNMODELLED, name
        assert UNMODELLED_FX in fx(db[name]), name
    assert list(record_of(db["Nerubian Conqueror"].effects)["no_bearing"]) == ["keyword"]
