"""Issue 23, the unread-record audit, slice 4: 328 records the text parser suggested, read against their card text
and marked read. The one found wrong is tested here (real cards: the engine's verdict)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import NO_BEARING, UNMODELLED, compile_cards
from goldfish_helpers import fx


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_sabotaging_the_opposing_graveyard_deals_damage_to_the_opposing_hero(db):
    # Unread-record audit, slice 4. Magistrix Larynna ("Sabotage: Graveyard; When Larynna sabotages a graveyard, she
    # deals 1 fire damage to target hero or ally for each card in it") was no bearing (class raid), though the passive
    # opponent discards down to seven each turn (goldfish opp.py) and her sabotage of its graveyard, instead of her
    # attack, is damage to the opposing hero; the engine has no sabotage: unmodelled.
    assert verdict(db, "Magistrix Larynna") == UNMODELLED
    assert {"do": "unmodelled"} in fx(db["Magistrix Larynna"])
    # near misses: a sabotage of what the passive opponent has none of (quests, equipment, cards in play) or of a side
    # deck stays no bearing
    for name in ("Arcanist Dayvana", "Retainer Cara", "Retainer Ryn", "Arcanist Atikan"):
        assert verdict(db, name) == NO_BEARING, name
