"""Unread-record audit, slice 12: records already read (verdict "played") read again against their cards' text; the
ones found wrong corrected, each checked on the real named card (what a user would check: the stored effect, or what
the engine does with it)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from tests.goldfish_helpers import fx, no_breaches


def test_flamebringer_gaxix_needs_another_fire_card(db):
    # unread-record audit, slice 12: "while you control another [Fire] card": Gaxix is itself a [Fire] ally, so the
    # record says "another" (`other`), as Krum'shal's does (the engine's control check leaves the card itself out)
    assert fx(db["Flamebringer Gaxix"]) == [{"do": "atk_bonus", "n": 2, "to": "self", "until": "ongoing",
                                             "cond": "control", "icon": "Fire", "other": 1}]


def test_lyrana_counts_every_fire_card_not_only_allies(db):
    # unread-record audit, slice 12: "equal to the number of [Fire] cards you control": a [Fire] weapon counts too
    # (the old record counted [Fire] allies only)
    assert fx(db["Lyrana of Eldre'Thalas"]) == [{"do": "damage", "n": 1, "per": "card", "icon": "Fire"}]
    cc = compile_cards([db["Lyrana of Eldre'Thalas"], db["Crimson Shocker"]])
    lyrana, wand = 0, 1
    assert cc.dmg_x[lyrana][1][2] == frozenset({lyrana, wand})      # the [Fire] wand is counted, as Lyrana is
    no_breaches(db, ("Lyrana of Eldre'Thalas", 4), ("Crimson Shocker", 4), games=60)


def test_flesh_eating_poison_burns_each_turn_once_attached(db):
    # unread-record audit, slice 12: only the attaching needs "a hero ... dealt combat damage by your hero this turn";
    # the 5 damage at the start of each of your turns has no such condition (the old record put it there too: a
    # condition never met at the start of a turn)
    card = db["Flesh Eating Poison"]
    assert {"do": "damage", "n": 5, "when": "turn_start"} in fx(card)
    assert {"do": "attach", "to": "hero", "cond": "hero_hit"} in fx(card)
    assert compile_cards([card]).dot[0] == 5
    no_breaches(db, ("Flesh Eating Poison", 4), games=60)
