"""Issue 23, "when this ally is destroyed": your own effects destroy your allies in a goldfish game (damage to
target ally, to each hero and ally, lowered health, sacrifice costs), so what an ally does as it dies is played
(`when: destroyed`: damage to the opposing hero, a draw, tokens), and checked."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import PLAYED, UNMODELLED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck


def test_an_ally_destroyed_by_your_own_ability_deals_its_damage(db):
    # Haratha Hammerflame (3 ATK / 2 health) "When Haratha is destroyed, she deals 3 fire damage to target hero";
    # Elements' Fury "3 nature damage to target hero and 3 nature damage to target ally" can only hit her
    assert {"do": "damage", "n": 3, "when": "destroyed"} in flat_effects(db["Haratha Hammerflame"].effects)
    assert compile_cards([db["Haratha Hammerflame"]]).verdict[0] == PLAYED
    setup = make_setup(None, deck(db, ("Haratha Hammerflame", 20), ("Elements' Fury", 20)), turns=8, health=10**6)
    died = 0
    for seed in range(4):
        lines = trace_game(setup, seed=seed)[0]
        for i, line in enumerate(lines):
            if line.strip() == "Haratha Hammerflame is destroyed.":
                died += 1
                assert lines[i + 1].strip() == "Haratha Hammerflame deals 3 damage as it is destroyed."
    assert died
    assert check_games(setup, None, 300).breaches == []


def test_tokens_and_draws_as_an_ally_dies_and_only_on_an_ally(db):
    # Jessa the Lifebound: three 1/1 Treants; Zor'dul Deathbinder: draw a card
    assert compile_cards([db["Jessa the Lifebound"]]).death_token[0] is None
    jessa = compile_cards([db["Jessa the Lifebound"]])
    assert jessa.on_death[0][1] == 3 and jessa.names[jessa.on_death[0][2]] == "1/1 Treant ally token"
    assert compile_cards([db["Zor'dul Deathbinder"]]).on_death[0][:2] == (1, 1)      # DEATH_DRAW, 1
    # on an ability in play too ("When Unstable Affliction is destroyed, your hero deals 4 shadow damage to attached
    # character": state.leave fires it for any card destroyed, turns family)
    ua = compile_cards([db["Unstable Affliction"]])
    assert ua.verdict[0] != UNMODELLED and ua.on_death[0][:2] == (0, 4)


def test_the_checker_refuses_last_words_from_an_ally_still_in_play(db):
    setup = make_setup(None, deck(db, ("Haratha Hammerflame", 30)), turns=4, health=10**6)
    h = setup.cc.names.index("Haratha Hammerflame")
    checker = Checker(setup.cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, h, 1))
    checker(("last_words", 1, h))
    assert any("did not just leave play" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("leave", 1))
    checker(("last_words", 1, h))
    assert checker.breaches == []
