"""Unread-record audit, slice 9 (issue 23): records already marked read whose verdict is "played", read again
against their cards' text; the wrong ones corrected, each with what a user would check on the real card."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from goldfish_helpers import fx, no_breaches
from test_goldfish_kinds import deck


def test_belt_of_the_archmage_takes_every_revealed_ability(db):
    # unread-record audit, slice 9: "reveal the top three cards of your deck. Put all revealed ability cards into your
    # hand": read as a dig taking one ability of the three; now every ability among them (`all: 1`)
    belt = db["Belt of the Archmage"]
    assert fx(belt) == [{"do": "dig", "n": 3, "what": "ability", "all": 1, "reveal": 1}]
    cc = compile_cards([belt, db["Fire Blast"]])
    assert cc.verdict[0] == PLAYED and cc.dig_all[0] == 1
    no_breaches(db, ("Belt of the Archmage", 4), ("Fire Blast", 10), games=100)
    # as it enters: more than one ability of the three revealed goes into the hand (one line each; two or three of
    # them in about one play in four: a scan of seeded games)
    setup = make_setup(None, deck(db, ("Belt of the Archmage", 20), ("Fire Blast", 20)), turns=8, health=10**6)
    taken = []
    for seed in range(12):
        lines = trace_game(setup, seed=seed)[0]
        for i, line in enumerate(lines):
            if line.startswith("  plays Belt of the Archmage"):
                taken.append(sum(1 for x in lines[i + 1:i + 4] if x.startswith("    reveals the top 3: puts")))
    assert taken and max(taken) >= 2


def test_cat_form_return_to_hand_rider_is_not_dropped(db):
    # unread-record audit, slice 9: Cat Form's "When Cat Form is destroyed, you may pay 2. If you do, put it into
    # your hand at end of turn" (destroyed as your hero strikes with a weapon or you play a non-Feral ability) was
    # left out of the record: a part with bearing the engine has no action for (an ability returning from the
    # graveyard to your hand when destroyed, for a fee): unmodelled. Claw and Shred, without that rider, stay played
    assert UNMODELLED in [compile_cards([db["Cat Form"]]).verdict[0]]
    assert fx(db["Cat Form"]) == [{"do": "unmodelled"}]
    for name in ("Claw", "Shred"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_feral_prowess_deals_four_to_an_exhausted_hero(db):
    # unread-record audit, slice 9: "2 melee damage to target hero or ally, or 4 if that character is exhausted": read
    # as 2 only, the exhausted half called no bearing; the engine follows the opposing hero your cards exhaust
    # (exhaust.py), so 2 more under `opp_exhausted` (as Pestilence's)
    prowess = db["Feral Prowess"]
    assert fx(prowess) == [{"do": "damage", "n": 2},
                           {"do": "damage", "n": 2, "more": 1, "cond": "opp_exhausted"}]
    cc = compile_cards([prowess])
    assert cc.verdict[0] == PLAYED and cc.dmg[0] == 2 and cc.dmore[0][0] == 2
    no_breaches(db, ("Feral Prowess", 8), ("War Stomp", 6), games=100)
