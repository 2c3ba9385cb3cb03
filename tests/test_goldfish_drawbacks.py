"""Issue 23, drawbacks on your own side: the engine plays them, so the cards that carry them are modelled honestly
(damage to target ally, which can only be yours; your allies' health lowered; your draw step skipped; your hand
discarded and allies leaving play at the end of your turn), and "draw until your maximum hand size" is cast."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck
from goldfish_helpers import fx


def lines_of(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def test_draw_until_your_maximum_hand_size_is_cast(db):
    # "Draw cards until you reach your maximum hand size" (verdict played) was never cast: the main phase played
    # only counted draws
    assert fx(db["Learn Your Place, Mortal!"]) == [{"do": "draw", "n": 0, "upto": 7}]
    setup = make_setup(None, deck(db, ("Learn Your Place, Mortal!", 20)), turns=8, health=10**6)
    lines = lines_of(setup)
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Learn Your Place, Mortal!")]
    assert at
    hand_after = sum(1 for line in lines[at[0] + 1:at[0] + 9] if line.startswith("    draws "))
    assert hand_after >= 1


def test_damage_to_target_ally_needs_an_ally_of_yours_and_hits_it(db):
    # Elements' Fury: "3 nature damage to target hero and 3 nature damage to target ally": a passive opponent has
    # no ally, so it is cast only with one of yours in play (CR 707.1d), which takes the 3 (CR 405.2: Voss
    # Treebender, 1 health, is destroyed)
    assert fx(db["Elements' Fury"]) == [{"do": "damage", "n": 3, "ally": 3}]
    cc = compile_cards([db["Elements' Fury"]])
    assert cc.modelled[0] and cc.dmg[0] == 3 and cc.dmg_ally[0] == 3 and cc.needs[0]
    alone = make_setup(None, [db["Elements' Fury"]] * 60, turns=8, health=10**6)
    assert not any("plays Elements' Fury" in line for line in lines_of(alone))      # no ally: never cast
    setup = make_setup(None, deck(db, ("Elements' Fury", 20)), turns=8, health=10**6)
    lines = lines_of(setup)
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Elements' Fury")]
    assert at
    after = lines[at[0] + 1:at[0] + 4]
    assert "    deals 3 damage to the opposing hero." in after
    assert "    deals 3 damage to Voss Treebender (target ally: yours)." in after
    assert "    Voss Treebender is destroyed." in after
    assert not check_games(setup, None, 200).breaches


def test_other_allies_have_less_health(db):
    # Sergeant Pugg "Other allies have -1 health": 1-health allies of yours die as he enters or as they enter
    # after him (CR 410.6a: 0 health); Pugg himself keeps his 5
    assert fx(db["Sergeant Pugg"]) == [{"do": "hp_less", "n": 1, "to": "others"}]
    setup = make_setup(None, deck(db, ("Sergeant Pugg", 20)), turns=10, health=10**6)
    for turn in turns_of(lines_of(setup)):
        if any(line.startswith("  plays Sergeant Pugg") for line in turn):
            assert any(line == "    Voss Treebender is destroyed." for line in turn)
            assert not any(line == "    Sergeant Pugg is destroyed." for line in turn)
            break
    else:
        raise AssertionError("Sergeant Pugg never played")
    # Aura of Fanaticism: "Allies in your party have -1 health": a 2-health ally survives, a 1-health one not
    aura = make_setup(None, deck(db, ("Aura of Fanaticism", 4), ("Voss Treebender", 20), filler="Bloodfang Berserker"),
                      turns=10, health=10**6)
    checker = check_games(aura, None, 200)
    assert not checker.breaches
    lines = lines_of(aura, range(8))
    assert any(line == "    Voss Treebender is destroyed." for line in lines)
    assert not any(line == "    Bloodfang Berserker is destroyed." for line in lines)


def test_your_draw_step_is_skipped_while_icy_veins_is_in_play(db):
    # Icy Veins "Ongoing: Skip your draw step" (CR 501.2a); its 5 damage at the start of each of your turns
    setup = make_setup(None, deck(db, ("Icy Veins", 20)), turns=10, health=10**6)
    checked, seen = 0, False
    for turn in turns_of(lines_of(setup)):
        if turn[0].startswith("Turn 1:"):
            checked = 0             # a new game
        if checked:
            assert turn[1] != "  draws" and not turn[1].startswith("  draws ")      # no card at the draw step
            dealt = [x for x in turn if x.startswith("  start-of-turn effects deal ")]
            assert dealt and int(dealt[0].split()[3]) % 5 == 0          # 5 for each Icy Veins in play
        if any(line.startswith("  plays Icy Veins") for line in turn):
            checked += 1
            seen = True
    assert seen


def test_the_hand_is_discarded_at_the_end_of_the_turn(db):
    # Adrenaline Rush: ready all your resources, draw until your maximum hand size; at end of turn discard your
    # hand (the cards it drew and did not play are lost); the checker finds an empty hand at that end
    setup = make_setup(None, deck(db, ("Adrenaline Rush", 20)), turns=14, health=10**6)
    turns = [t for t in turns_of(lines_of(setup)) if any(x.startswith("  plays Adrenaline Rush") for x in t)]
    assert turns
    for turn in turns:
        at = [i for i, line in enumerate(turn) if line.startswith("  discards the hand")]
        assert at and not any(line.startswith("  plays ") for line in turn[at[0]:])     # at the end of the turn
    assert not check_games(setup, None, 200).breaches


def test_allies_leave_play_at_the_end_of_your_turn(db):
    # Dagax the Butcher "At the end of your turn, destroy this ally"; Gargoyle "..., if this ally is undamaged, put
    # him into his owner's hand": both Ferocity, they attack the turn they enter, then leave; Gargoyle is cast
    # again from the hand
    for name, said, where in (("Dagax the Butcher", "is destroyed:", "grave"), ("Gargoyle", "returns to the hand.", "hand")):
        assert {"do": "leave", "to": where, "when": "turn_end"} == {k: v for k, v in fx(db[name])[-1].items()
                                                                    if k != "cond"}
        setup = make_setup(None, deck(db, (name, 20)), turns=8, health=10**6)
        turns = [t for t in turns_of(lines_of(setup)) if any(x.startswith(f"  plays {name}") for x in t)]
        assert turns
        for turn in turns:
            assert any(x.startswith("  attacks") for x in turn)
            assert f"  end of turn: {name} {said}" in turn
        assert not check_games(setup, None, 200).breaches
    one = make_setup(None, deck(db, ("Gargoyle", 1)), turns=12, health=10**6)
    plays = [sum(x.startswith("  plays Gargoyle") for x in trace_game(one, seed=s)[0]) for s in range(40)]
    assert max(plays) >= 2          # one copy, played again from the hand


def test_a_sweep_with_the_undamaged_condition_keeps_a_damaged_gargoyle_in_play(db):
    # Engulfing Blaze (3 to each hero and ally) on a 5-health Gargoyle: damaged, it stays at the end of the turn
    cards = deck(db, ("Gargoyle", 20), ("Engulfing Blaze", 20))
    setup = make_setup(None, cards, turns=10, health=10**6)
    assert setup.cc.eot_leave[setup.cc.names.index("Gargoyle")]
    assert not check_games(setup, None, 200).breaches


def test_tokens_bought_as_the_ally_is_played(db):
    # Gravelord Adams "When you play this ally, you may pay [1] any number of times. Put a 3/3 Ghoul ally token
    # into play for each [1] paid": the engine pays what is left (no weapon here), one Ghoul for each 1 paid
    assert fx(db["Gravelord Adams"]) == [{"do": "token", "buy": 1, "atk": 3, "health": 3, "race": "Ghoul"}]
    # (seeded games: resources are left as Adams is played in about one in 16; the scan stops at two such)
    setup = make_setup(None, deck(db, ("Gravelord Adams", 20)), turns=14, health=10**6)
    bought = buys = 0
    for seed in range(250):
        if buys >= 2:
            break
        lines = trace_game(setup, seed=seed)[0]
        for i, line in enumerate(lines):
            if line.startswith("    pays ") and "Gravelord Adams's tokens" in line:
                n = int(line.split()[1])
                assert lines[i + 1] == f"    puts {n} 3/3 Ghoul ally token(s) into play."
                assert lines[i - 1] == "  plays Gravelord Adams (cost 6)."
                bought += n
                buys += 1
    assert bought
    assert not check_games(setup, None, 200).breaches        # paid with ready resources (CR 403.6a)


def test_a_token_when_a_non_token_ally_of_yours_is_destroyed(db):
    # Unholy Ground "Ongoing: When a non-token ally you control is destroyed, put a 3/3 Ghoul ally token into
    # play": Dagax the Butcher destroyed at the end of your turn gives one; Gargoyle returned to your hand does
    # not (it is not destroyed); a Ghoul token destroyed gives none (the checker: the trigger only on its event)
    assert fx(db["Unholy Ground"]) == [{"do": "token", "n": 1, "atk": 3, "health": 3, "race": "Ghoul",
                                        "when": "ally_dies"}]
    dagax = make_setup(None, deck(db, ("Unholy Ground", 6), ("Dagax the Butcher", 20)), turns=10, health=10**6)
    lines = lines_of(dagax, range(8))
    ends = [i for i, x in enumerate(lines) if x == "  end of turn: Dagax the Butcher is destroyed:"]
    assert any(lines[i + 2] == "    puts 1 3/3 Ghoul ally token(s) into play." for i in ends)
    assert not check_games(dagax, None, 200).breaches
    gargoyle = make_setup(None, deck(db, ("Unholy Ground", 6), ("Gargoyle", 20)), turns=10, health=10**6)
    lines = lines_of(gargoyle, range(8))
    assert any(x.startswith("  plays Unholy Ground") for x in lines)
    assert not any("Ghoul" in x for x in lines)
    blaze = make_setup(None, deck(db, ("Unholy Ground", 6), ("Engulfing Blaze", 10)), turns=10, health=10**6)
    assert not check_games(blaze, None, 300).breaches
    # without Unholy Ground in play, nothing: the trigger is the ongoing ability's
    bare = make_setup(None, deck(db, ("Dagax the Butcher", 20)), turns=10, health=10**6)
    assert not any("Ghoul" in x for x in lines_of(bare))


def test_an_action_at_the_end_of_your_turn_is_played_only_at_the_end_of_your_turn(db):
    # Infernal "At the end of your turn, Infernal deals 1 fire damage to each opposing hero and ally": written
    # with when: turn_end, an ally's damage (and tokens) are played at the end of your turn (enter.py), never at
    # another time (the damage readers would take it as damage as it enters)
    from deckcheck.wowtcg.effects import freeze
    record = {"abilities": [{"kind": "triggered", "trigger": {"when": "turn_end"},
                             "actions": [{"do": "damage", "n": 1}]}]}
    infernal = db["Infernal"]._replace(effects=freeze(record))
    cc = compile_cards([infernal])
    # an ally's end-of-turn damage is played at the end of your turn (enter.py: Varimathras), never as it enters
    assert cc.modelled[0] and cc.dmg[0] == 0 and cc.dot[0] == 0 and cc.eot[0][0][0] == 1
    record["abilities"][0]["actions"] = [{"do": "token", "n": 1, "atk": 1, "health": 1}]
    cc = compile_cards([db["Infernal"]._replace(effects=freeze(record))])
    # an ally's end-of-turn token is played at the end of your turn (enter.py: King Magni), never as it enters
    assert cc.modelled[0] and cc.token[0] is None and cc.eot[0][1][0] == 1
