"""Quick wins of the second wave (quick2): unmodelled abilities whose text the existing vocabulary writes honestly."""
from __future__ import annotations

import re

from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_coverage_abilities_engine import audited
from test_goldfish_kinds import deck


def setup_of(db, *pairs, turns=6, filler="Voss Treebender"):
    return make_setup(None, deck(db, *pairs, filler=filler), turns=turns, health=10**6)


def test_pack_tactics_gives_the_party_and_the_cat_form_hero_1_atk(db):
    # Pack Tactics: "Ongoing: Allies in your party have +1 ATK / +1 health. Your hero is in cat form (+1 ATK while
    # attacking. Destroy this card when you strike with a weapon or play a non-Feral ability.)": the health has no
    # bearing; the form's destruction is read only in a deck where nothing does that (else the card is unmodelled)
    assert compile_cards([db["Pack Tactics"]]).verdict[0] == PLAYED
    assert compile_cards([db["Pack Tactics"], db["Feline Grace"], db["Ursoc's Fury"]]).verdict == [PLAYED] * 3
    assert compile_cards([db["Pack Tactics"], db["Galvanize"]]).verdict[0] != PLAYED        # a non-Feral ability
    assert compile_cards([db["Pack Tactics"], db["Abomination Knuckles"]]).verdict[0] != PLAYED    # a weapon
    setup = setup_of(db, ("Pack Tactics", 10))
    before = after = 0
    for seed in range(8):
        copies = 0
        for line in trace_game(setup, seed=seed)[0]:
            copies += "plays Pack Tactics" in line
            m = re.search(r"attacks with (\d+) ally\(ies\)( and the hero)?: (\d+) damage", line)
            if m and copies == 0:       # Voss Treebender: 2 ATK; the hero, without a weapon, does not attack
                assert not m[2] and int(m[3]) == 2 * int(m[1])
                before += 1
            elif m and copies == 1:     # each ally +1, the hero in cat form attacks for 1
                assert m[2] and int(m[3]) == 3 * int(m[1]) + 1
                after += 1
    assert before and after
    audited(setup, games=60)
