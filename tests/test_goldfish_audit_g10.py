"""Issue 23, the unread-record audit, slice 10: 365 "played" records already marked read, read again against their
card text. The ones found wrong are tested here (real cards: their records and the engine's verdict)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import NO_BEARING, UNMODELLED, compile_cards
from goldfish_helpers import fx, no_breaches


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_another_of_the_class_or_race_is_not_the_card_itself(db):
    # Unread-record audit, slice 10. Grumdak (a Hunter: "if you control another Hunter hero or ally"), Jaema (a
    # Paladin: "another Paladin hero or ally") and Deep Subjugator (a Merciless One: "while you control another
    # Merciless One") met their own condition: the card itself counted, so the bonus was unconditional.
    # Zudzo (a Shaman: "another Shaman hero or ally") the same: his 3 damage as he enters came unconditionally.
    for name, n in (("Grumdak, Herald of the Hunt", 2), ("Jaema, Herald of the Light", 1), ("Deep Subjugator", 1),
                    ("Zudzo, Herald of the Elements", 1)):
        effects = fx(db[name])
        assert len(effects) == n, name
        assert all(e["cond"] == "control" and e.get("other") == 1 for e in effects), name


def test_gakuri_destroys_a_monster_or_a_demon(db):
    # Unread-record audit, slice 10. Gakuri ("Destroy another Monster or Demon ally you control -> 4 fire damage") had
    # a destroy cost taking Monsters only: a Demon that is no Monster (Priestess of Dementia) could not pay it.
    from deckcheck.wowtcg.goldfish.codes import matches
    (power,) = [e for e in fx(db["Gakuri"]) if e["do"] == "damage"]
    assert power["n"] == 4 and power["destroy"]["what"] == "ally"
    assert matches(db["Priestess of Dementia"], power["destroy"]) and matches(db["Bobbler"], power["destroy"])


def test_seal_of_vengeance_power_is_not_left_out(db):
    # Unread-record audit, slice 10. Seal of Vengeance was played as its end-of-turn damage alone (read as 1 on each
    # weapon strike); its "1, Destroy Seal of Vengeance -> 1 holy damage to each hero ... it dealt combat damage to this
    # turn" was left out. The engine has no "your hero dealt combat damage this turn" gate on a power: unmodelled.
    assert verdict(db, "Seal of Vengeance") == UNMODELLED
    assert UNMODELLED in {e["do"] for e in fx(db["Seal of Vengeance"])}


def test_bor_breakfist_gives_ferocity_to_one_orc_by_exhausting(db):
    # Unread-record audit, slice 10. Bor Breakfist ("-> Target orc ally has Ferocity this turn": a power, its cost
    # icon lost in the source text, an [Exhaust]) was a static Ferocity of every Orc ally you control: now one target
    # Orc ally a turn, Bor exhausting for it (the powers family's [Exhaust] ferocity to an ally of a group).
    (power,) = fx(db["Bor Breakfist"])
    assert power["do"] == "ferocity" and power["to"] == "ally" and power["tag"] == "Orc"
    assert power["exhaust"] == 1 and power.get("until") == "turn"
    assert verdict(db, "Bor Breakfist") != UNMODELLED


def test_mithrios_tokens_come_at_the_end_of_each_turn(db):
    # Unread-record audit, slice 10. Mithrios, Bronzebeard's Legacy ("At the end of each turn, put a 1 / 1 Dwarf
    # Warrior ally token into play") made its two tokens a round at the start of your turn, so they could attack only
    # a turn later; the one at the end of your turn and the one at the end of the passive opponent's both attack in
    # your next turn: two at the end of your turn.
    (tokens,) = [e for e in fx(db["Mithrios, Bronzebeard's Legacy"]) if e["do"] == "token"]
    assert tokens["when"] == "turn_end" and tokens["n"] == 2 and (tokens["atk"], tokens["health"]) == (1, 1)
    assert verdict(db, "Mithrios, Bronzebeard's Legacy") != UNMODELLED
    no_breaches(db, ("Mithrios, Bronzebeard's Legacy", 4), games=60)
