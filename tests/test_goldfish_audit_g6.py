"""Unread-record audit, slice 6: the effect records read against their cards' text and found wrong, each
corrected record checked on the real named card (what a user would check: the stored effect, or what the engine
does with it)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from tests.goldfish_helpers import fx, no_breaches


def test_archdruid_hamuul_gives_a_druid_hero_its_bonus_too(db):
    # unread-record audit, slice 6: "Druids in your party have +1 ATK while attacking": your hero is in your
    # party, so a Druid hero has it (the old record gave it to Druid allies only)
    card = db["Archdruid Hamuul Runetotem"]
    assert fx(card) == [{"do": "atk_bonus", "n": 1, "to": "party", "class": "Druid", "until": "ongoing"}]
    assert -1 in compile_cards([card], hero=db["Arch Druid Lilliandra"]).ong_mask[0]
    assert -1 not in compile_cards([card], hero=db["Anduin Lothar"]).ong_mask[0]
    no_breaches(db, ("Archdruid Hamuul Runetotem", 4), games=60, hero=db["Arch Druid Lilliandra"])


def test_krumshal_empower_needs_another_monster(db):
    # unread-record audit, slice 6: Empower Monster, "if you control another Monster hero or ally": the record
    # says "another" (`other`), as its siblings' do (Sira'kess Tide Priestess); the engine's control check already
    # leaves the card itself out, so Krum'shal alone with a non-Monster hero has no bonus condition met
    card = db["Krum'shal"]
    assert fx(card) == [{"do": "atk_bonus", "n": 3, "to": "any", "until": "turn", "cond": "control", "tag": "Monster",
                         "hero": 1, "other": 1}]
