"""Issue 23, group bonuses: ongoing ATK to a group ("Heroes and allies you control have Assault 2", "allies you
control have Assault 1 while ...", "Monster heroes and allies you control have +2 ATK this turn"), put in force only
while their card is in play, for the hero only when it is of the group; a card whose second ongoing bonus the
engine can't hold is not reported played."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import ALLY, PLAYED, TO_PARTY
from deckcheck.wowtcg.goldfish.combat import Fight, attack_value, hero_strikes
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup
from test_goldfish_conditions import game_of
from test_goldfish_kinds import deck


def hero_attack(g) -> int:
    f = Fight()
    hero_strikes(g, f)
    return f.hero_a


def test_riveted_abomination_leggings_give_your_hero_and_allies_assault_2_while_in_play(db):
    # "Heroes and Allies you control have Assault 2": +2 on each of your attacks, your hero's too, while it is in play
    g = game_of(db, "Riveted Abomination Leggings", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED and g.cc.ong_to[0] == TO_PARTY
    g.enter(1, 1)
    base = attack_value(g, 0, 1)
    assert hero_attack(g) == 0
    g.enter(0, 1)
    assert attack_value(g, 0, 1) == base + 2
    assert hero_attack(g) == 2
    g.leave(g.perms.index(0), False)
    assert attack_value(g, 0, 1) == base and hero_attack(g) == 0


def test_riveted_abomination_leggings_in_seeded_games_add_to_the_damage_and_the_checker_follows_them(db):
    from test_goldfish_keywords import lines_of
    from deckcheck.wowtcg.goldfish.audit import check_games
    setup = make_setup(None, deck(db, ("Riveted Abomination Leggings", 12)), turns=8, health=10**6)
    checker = check_games(setup, None, 60)
    assert checker.breaches == [] and checker.checked["ongoing"] and checker.checked["hero_ongoing"]
    # once the leggings are in play each Voss Treebender (2 ATK) attacks for 4 and your hero (0 ATK) for 2 (in the
    # seeded games where the leggings are played: about half of them)
    import re
    played, attacks = 0, 0
    for seed in range(12):
        lines = lines_of(setup, seeds=[seed])
        if "  plays Riveted Abomination Leggings (cost 5)." not in lines:
            continue
        played += 1
        start = lines.index("  plays Riveted Abomination Leggings (cost 5).")
        before = [re.match(r"  attacks with (\d+) ally\(ies\): (\d+) damage", x) for x in lines[:start]]
        after = [re.match(r"  attacks with (\d+) ally\(ies\) and the hero: (\d+) damage", x) for x in lines[start:]]
        assert all(int(m[2]) == 2 * int(m[1]) for m in before if m)
        assert [int(m[2]) == 4 * int(m[1]) + 2 for m in after if m] == [True] * sum(1 for m in after if m)
        attacks += sum(1 for m in after if m)
    assert played >= 3 and attacks >= 4


def test_the_checker_refuses_ongoing_atk_from_a_card_not_in_play_or_above_its_text(db):
    cc = compile_cards([db["Riveted Abomination Leggings"], db["Voss Treebender"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad.on_enter(1, 1, 1)
    bad.on_ongoing(1, 1, 2)           # the leggings are not in play
    bad.on_hero_ongoing(2)
    assert len(bad.breaches) == 2
    bad.on_enter(2, 0, 1)
    bad.on_ongoing(1, 1, 2)
    bad.on_hero_ongoing(2)
    assert len(bad.breaches) == 2
    bad.on_ongoing(1, 1, 4)           # more than its text gives
    bad.on_leave(2)
    bad.on_hero_ongoing(2)            # it left play
    assert len(bad.breaches) == 4


def test_defias_brotherhood_vest_gives_assault_1_only_with_four_allies(db):
    # "While you control four or more allies, allies you control have Assault 1 and Stealth"
    g = game_of(db, "Defias Brotherhood Vest", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED
    g.enter(0, 1)
    for _ in range(3):
        g.enter(1, 1)
    base = db["Voss Treebender"].atk
    assert attack_value(g, 0, 1) == base
    g.enter(1, 1)
    assert attack_value(g, 0, 1) == base + 1


def test_viewless_wings_give_each_ally_assault_1_for_each_ally_you_control(db):
    g = game_of(db, "Viewless Wings", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED
    g.enter(0, 1)
    g.enter(1, 1)
    base = db["Voss Treebender"].atk
    assert attack_value(g, 0, 1) == base + 1
    g.enter(1, 1)
    g.enter(1, 1)
    assert attack_value(g, 0, 1) == base + 3


def test_spaulders_of_the_scarred_lady_count_allies_of_6_or_more_atk_for_your_hero(db):
    # "Your hero has Assault 2 for each ally you control with 6 or more ATK" (Baradis Darkstone: 7 ATK)
    assert db["Baradis Darkstone"].atk >= 6 > db["Voss Treebender"].atk
    g = game_of(db, "Spaulders of the Scarred Lady", "Baradis Darkstone", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED
    g.enter(0, 1)
    g.enter(2, 1)
    assert hero_attack(g) == 0
    g.enter(1, 1)
    assert hero_attack(g) == 2
    g.enter(1, 1)
    assert hero_attack(g) == 4


def test_monstrous_strength_reaches_monster_allies_and_a_monster_hero_only(db):
    # "Monster heroes and allies you control have +2 ATK this turn" (Augh: a Monster hero; Darkwater Crocolisk a
    # Monster ally, Voss Treebender not)
    names = ("Monstrous Strength", "Darkwater Crocolisk", "Voss Treebender")
    monster = compile_cards([db[n] for n in names], hero=db["Augh"])
    plain = compile_cards([db[n] for n in names], hero=db['"Six-Shot" Salli Wolfstone'])
    assert monster.verdict[0] == PLAYED and monster.bonus_to[0] == TO_PARTY
    assert -1 in monster.bonus_mask[0] and 1 in monster.bonus_mask[0] and 2 not in monster.bonus_mask[0]
    assert -1 not in plain.bonus_mask[0]
    f = Fight()
    f.att_ids = [1, 2]
    assert f.gain(2, TO_PARTY, monster.bonus_mask[0]) == (4, True)     # the Crocolisk and the hero
    assert f.gain(2, TO_PARTY, plain.bonus_mask[0]) == (2, False)      # the Crocolisk only
    f.hero_used = True
    assert f.gain(2, TO_PARTY, monster.bonus_mask[0]) == (2, False)    # an exhausted hero does not attack


def test_castigate_deals_6_while_your_hero_is_undamaged(db):
    cc = compile_cards([db["Castigate"]])
    assert cc.verdict[0] == PLAYED and cc.dmg[0] == 2 and cc.dmore[0][0] == 4


def test_bestial_revival_returns_a_pet_and_allows_another_while_in_play(db):
    # "Ongoing: When this ability enters play, put target Pet from your graveyard into play if its cost is less
    # than or equal to the number of resources you control. You can control an additional Pet."
    g = game_of(db, "Bestial Revival", "Bloodclaw")
    assert g.cc.verdict[0] == PLAYED and g.cc.stays[0]
    tid = g.cc.tags.index("Pet")
    from deckcheck.wowtcg.goldfish.play import play
    g.enter(1, 1)                   # a Pet (1) in play, another in the graveyard, 4 resources
    g.grave.append(1)
    g.res = g.avail = 4
    g.hand.append(0)
    play(g, 0, 0, 0)
    assert g.a_c == [1, 1] and g.tag_more[tid] == 1 and not g.grave     # two Pets while it is in play
    g.leave(g.perms.index(0), False)
    assert g.tag_more[tid] == 0 and len(g.a_c) == 1                        # (414.3b: one again)


def test_a_second_ongoing_bonus_the_engine_cannot_hold_is_not_played(db):
    # "Heroes and Allies you control have Assault 2" read as two bonuses (your hero's, your allies') would keep only
    # one of them: not played; read as one to your hero and allies (to: party) it is
    from deckcheck.wowtcg.effects import freeze, record_of
    from deckcheck.wowtcg.goldfish.codes import UNMODELLED
    card = db["Riveted Abomination Leggings"]
    two = {**record_of(card.effects), "abilities": [{"kind": "static", "actions": [
        {"do": "atk_bonus", "n": 2, "until": "ongoing", "target": {"to": "hero"}},
        {"do": "atk_bonus", "n": 2, "until": "ongoing", "target": {"to": "allies"}}]}]}
    assert compile_cards([card._replace(effects=freeze(two))]).verdict[0] == UNMODELLED
    assert compile_cards([card]).verdict[0] == PLAYED


def test_spectral_kitten_gives_horde_and_neutral_allies_plus_1_atk_not_alliance_ones(db):
    # "[Horde] allies you control have +1 ATK. [Alliance] allies ... +1 [Health]. Non-[Horde], non-[Alliance] allies
    # you control have +1 / +1": two groups of one bonus (Makta the Rumbler: Horde; Lara: Alliance; the Kitten: neither)
    names = ("Spectral Kitten", "Makta the Rumbler", "Lara, Timewalker Commander")
    g = game_of(db, *names)
    assert g.cc.verdict[0] == PLAYED
    for c in (1, 2, 0):
        g.enter(c, 1)
    assert attack_value(g, 0, 1) == db["Makta the Rumbler"].atk + 1
    assert attack_value(g, 2, 0) == db["Spectral Kitten"].atk + 1
    lara = attack_value(g, 1, 2)
    g.leave(2, True)
    assert attack_value(g, 1, 2) == lara       # (no bonus from the Kitten on an Alliance ally)
    assert attack_value(g, 0, 1) == db["Makta the Rumbler"].atk


def test_makta_the_rumbler_gives_allies_plus_1_while_you_control_a_shout(db):
    shout = next(c.name for c in db if c.type == "Ability" and "Shout" in c.tags
                 and compile_cards([c]).stays[0])
    g = game_of(db, "Makta the Rumbler", "Voss Treebender", shout)
    g.enter(1, 1)
    g.enter(0, 1)
    base = db["Voss Treebender"].atk
    assert attack_value(g, 0, 1) == base
    g.enter(2, 1)
    with_shout = attack_value(g, 0, 1)       # (the Shout's own bonus, if any)
    g.leave(g.a_c.index(0), True)
    assert attack_value(g, 0, 1) == with_shout - 1


def test_lifemistress_tanagra_and_lara_count_their_group_for_their_group_only(db):
    # Tanagra: "Nature allies in your party have +1 ATK for each other Nature ally in your party" (Tanagra is a
    # Nature ally; Araelun is not)
    nature = next(c.name for c in db if c.type == "Ally" and c.damage == "Nature" and not c.effects
                  and isinstance(c.atk, int))
    g = game_of(db, "Lifemistress Tanagra", nature, "Araelun")
    assert g.cc.verdict[0] == PLAYED and db["Araelun"].damage != "Nature"
    g.enter(0, 1)
    g.enter(2, 1)
    assert attack_value(g, 0, 0) == db["Lifemistress Tanagra"].atk       # no other Nature ally
    g.enter(1, 1)
    g.enter(1, 1)
    assert attack_value(g, 0, 0) == db["Lifemistress Tanagra"].atk + 2
    assert attack_value(g, 2, 1) == db[nature].atk + 2                   # Tanagra and the other one
    assert attack_value(g, 1, 2) == db["Araelun"].atk                    # not a Nature ally
    # Lara, Timewalker Commander (0 ATK, Human): "This and other Human allies you control have +1 / +1 for each
    # Human ally you control"
    human = next(c.name for c in db if c.type == "Ally" and c.race == "Human" and not c.effects
                 and isinstance(c.atk, int))
    g = game_of(db, "Lara, Timewalker Commander", human, "Araelun")
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 1)
    assert attack_value(g, 0, 0) == 2 and attack_value(g, 1, 1) == db[human].atk + 2
    assert attack_value(g, 2, 2) == db["Araelun"].atk


def test_x_bonuses_are_each_allys_own_printed_atk_or_cost(db):
    # Garrosh Hellscream: "Each ally you control has Assault X, where X is its printed ATK"; Blessing of Kings:
    # "Each ally in your party has +X ATK / +X health, where X is its cost"; Tirion: "Other [Holy] allies you control
    # have +X / +X, where X is their cost"
    holy = next(c.name for c in db if c.type == "Ally" and c.damage == "Holy" and not c.effects
                and isinstance(c.cost, int) and c.cost > 0)
    g = game_of(db, "Garrosh Hellscream", "Voss Treebender", "Blessing of Kings", "Tirion, the Ashbringer", holy)
    assert [g.cc.verdict[c] for c in (0, 2, 3)] == [PLAYED] * 3 and g.cc.stays[2]
    voss = db["Voss Treebender"]
    g.enter(1, 1)
    g.enter(4, 1)
    assert attack_value(g, 0, 1) == voss.atk
    g.enter(0, 1)
    assert attack_value(g, 0, 1) == 2 * voss.atk
    assert attack_value(g, 2, 0) == 2 * db["Garrosh Hellscream"].atk
    g.enter(2, 1)
    assert attack_value(g, 0, 1) == 2 * voss.atk + voss.cost
    g.enter(3, 1)
    assert attack_value(g, 1, 4) == 2 * db[holy].atk + 2 * db[holy].cost
    assert attack_value(g, 3, 3) == 2 * db["Tirion, the Ashbringer"].atk + db["Tirion, the Ashbringer"].cost
    g.leave(g.a_c.index(0), True)
    assert attack_value(g, 0, 1) == voss.atk + voss.cost


def test_group_bonus_decks_play_under_the_checker_without_breach(db):
    from deckcheck.wowtcg.goldfish.audit import check_games
    cards = deck(db, ("Garrosh Hellscream", 3), ("Spectral Kitten", 4), ("Blessing of Kings", 4),
                 ("Viewless Wings", 4), ("Defias Brotherhood Vest", 4), ("Makta the Rumbler", 3),
                 ("Monstrous Strength", 3), ("Lifemistress Tanagra", 3))
    checker = check_games(make_setup(db["Augh"], cards, turns=10, health=10**6), db["Augh"], 60)
    assert checker.breaches == [] and checker.checked["ongoing"]
    played = checker.stats.played
    assert all(played[c] for c in range(8))


def test_unholy_power_gives_demons_plus_3_for_the_rest_of_the_game_from_the_graveyard(db):
    # "Demons in your party have +3 ATK / +3 health": not Ongoing, so the ability goes to the graveyard and its
    # modifier lasts the game (CR 714.3, 714.3d), reaching Demons that enter later too (714.3e)
    from deckcheck.wowtcg.goldfish.play import play
    demon = next(c.name for c in db if c.type == "Ally" and not c.effects and "Demon" in (c.race or "")
                 and isinstance(c.atk, int))
    g = game_of(db, "Unholy Power", demon, "Araelun")
    assert g.cc.verdict[0] == PLAYED and not g.cc.stays[0]
    events = []
    g.audit = events.append
    g.enter(1, 1)
    g.enter(2, 1)
    g.hand.append(0)
    g.res = g.avail = 4
    play(g, 0, 0, 4)
    assert g.grave == [0] and ("lasting", 0) in events
    assert attack_value(g, 0, 1) == db[demon].atk + 3
    assert attack_value(g, 1, 2) == db["Araelun"].atk
    g.enter(1, 3)
    assert attack_value(g, 2, 1) == db[demon].atk + 3     # a Demon that entered after it


def test_unholy_power_in_seeded_games_under_the_checker(db):
    from deckcheck.wowtcg.goldfish.audit import check_games
    demon = next(c.name for c in db if c.type == "Ally" and not c.effects and "Demon" in (c.race or "")
                 and isinstance(c.atk, int))
    cards = deck(db, ("Unholy Power", 4), (demon, 20))
    checker = check_games(make_setup(None, cards, turns=10, health=10**6), None, 60)
    assert checker.breaches == [] and checker.checked["lasting"] and checker.checked["ongoing"]
    bad = Checker(compile_cards([db["Unholy Power"], db[demon]]), None)
    bad.new_game()
    bad.on_enter(1, 1, 1)
    bad.on_ongoing(1, 1, 3)         # no Unholy Power played yet
    bad.on_lasting(1)               # a card whose text has no such bonus
    bad.on_lasting(0)
    bad.on_ongoing(1, 1, 3)
    assert len(bad.breaches) == 2


def test_blazing_elemental_totems_fire_elementals_attack_the_turn_they_enter(db):
    # "When this card enters play, put two 2 [Fire] / 1 [Health] Fire Elemental ally tokens into play. Ongoing:
    # [Fire] allies you control have Ferocity. (Totems can't attack.)" (CR 202.5's example gives the 2)
    from deckcheck.wowtcg.goldfish.combat import combat
    from deckcheck.wowtcg.goldfish.play import play
    g = game_of(db, "Blazing Elemental Totem", "Voss Treebender")
    cc = g.cc
    assert cc.verdict[0] == PLAYED
    tok = cc.token[0][1]
    assert cc.cards[tok].damage == "Fire" and cc.atk[tok] == 2 and cc.health[tok] == 1
    events = []
    g.audit = events.append
    g.hand.append(0)
    g.res = g.avail = 4
    play(g, 0, 0, 4)
    assert g.a_c.count(tok) == 2
    f = combat(g)
    assert sorted(f.att_ids) == [tok, tok]                  # the Totem itself does not attack
    assert [e[-1] for e in events if e[0] == "attack"] == ["group", "group"]
    plain = game_of(db, "Voss Treebender", "Blazing Elemental Totem")
    plain.enter(1, 1)
    plain.enter(0, 3)
    assert not combat(plain).att_ids        # a [Nature] ally that entered this turn: no Ferocity from the Totem


def test_rwlrwlrwlrwl_lets_the_murlocs_that_just_entered_attack_with_plus_1(db):
    # "Murloc allies you control have +1 ATK and Ferocity this turn": cast in combat, each Murloc that entered this
    # turn attacks, each Murloc's attack is +1; a non-Murloc that entered this turn still waits
    from deckcheck.wowtcg.goldfish.combat import combat
    g = game_of(db, "RwlRwlRwlRwl!", "Murloc Coastrunner", "Araelun")
    assert g.cc.verdict[0] == PLAYED and g.cc.grant_fero[0] == 2
    g.enter(1, 1)           # a Murloc from an earlier turn
    g.enter(1, 3)           # one that just entered
    g.enter(2, 3)           # a non-Murloc that just entered
    g.hand.append(0)
    g.res = g.avail = 1
    f = combat(g)
    assert sorted(f.att_ids) == [1, 1] and g.hand == [] and g.grave == [0]
    coast = db["Murloc Coastrunner"].atk
    assert sum(f.attackers) + f.bonus == 2 * (coast + 1)
    # without a Murloc that waits it is kept for its +1 (bonus_pool plays it then)
    g = game_of(db, "RwlRwlRwlRwl!", "Murloc Coastrunner")
    g.enter(1, 1)
    g.hand.append(0)
    g.res = g.avail = 1
    f = combat(g)
    assert f.att_ids == [1] and sum(f.attackers) + f.bonus == coast + 1


def test_group_powers_of_makuna_hatada_and_the_leggings_of_the_vanquished_usurper(db):
    # Makuna Hatada: "5 -> This and other allies you control have +5 ATK, Absorb, and Smash this turn" (again and
    # again); the leggings: "2, [Exhaust] -> Non-[Horde], non-[Alliance] allies you control have Assault 2 this turn"
    from deckcheck.wowtcg.goldfish.audit import check_games
    neutral = "Greater Fleshbeast"
    assert not db[neutral].faction and db["Voss Treebender"].faction
    cards = deck(db, ("Makuna Hatada", 8), ("Leggings of the Vanquished Usurper", 8), (neutral, 20))
    setup = make_setup(None, cards, turns=10, health=10**6)
    checker = check_games(setup, None, 60)
    assert checker.breaches == [] and checker.checked["group_pump"]
    from test_goldfish_keywords import lines_of
    lines = lines_of(setup, seeds=range(24))       # (Makuna Hatada's power is used in about one game in five)
    assert any("uses Makuna Hatada's power (pays 5)" in x for x in lines)
    assert any("uses Leggings of the Vanquished Usurper's power (pays 2)" in x for x in lines)


def test_darris_leafshade_uses_its_once_per_turn_group_power_once(db):
    # "Once per turn: 2 -> Allies you control have +2 ATK this turn" (no [Exhaust]: Darris attacks too)
    from deckcheck.wowtcg.goldfish.combat import combat
    g = game_of(db, "Darris Leafshade", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED and g.cc.haste[0] == 2
    events = []
    g.audit = events.append
    g.enter(0, 1)
    g.enter(1, 1)
    g.res = g.avail = 10
    f = combat(g)
    pumps = [e for e in events if e[0] == "group_pump"]
    assert len(pumps) == 1 and pumps[0][3] == 2 * 2 and g.avail == 8
    assert sorted(f.att_ids) == [0, 1]
    bad = Checker(g.cc, None)
    bad.new_game()
    bad.on_enter(5, 0, 1)
    bad.on_enter(6, 1, 1)
    bad.t = 3
    bad.attacked = {5: 3, 6: 3}
    bad.on_group_pump(0, 5, 4, (5, 6))
    bad.on_group_pump(0, 5, 4, (5, 6))      # a second time this turn
    assert len(bad.breaches) == 1


def test_oracle_talisman_of_ablution_reaches_allies_that_share_a_class_with_your_hero(db):
    # "Allies you control that share a class with your hero have Assault 1" (Voss Treebender: a Druid; Augh: a Mage
    # and Warrior hero; "Six-Shot" Salli Wolfstone: a Hunter)
    from deckcheck.wowtcg.goldfish.audit import check_games
    druid = next(c for c in db if c.type == "Hero" and "Druid" in c.char_class)
    names = ("Oracle Talisman of Ablution", "Voss Treebender")
    assert compile_cards([db[n] for n in names], hero=druid).ong_mask[0] == frozenset({1})
    assert compile_cards([db[n] for n in names], hero=db["Augh"]).ong_mask[0] == frozenset()
    cards = deck(db, ("Oracle Talisman of Ablution", 8))
    checker = check_games(make_setup(druid, cards, turns=8, health=10**6), druid, 40)
    assert checker.breaches == [] and checker.checked["ongoing"]
    bad = Checker(compile_cards(cards[:1] + cards[-1:], hero=db["Augh"]), db["Augh"])
    bad.new_game()
    bad.on_enter(1, 0, 1)
    bad.on_enter(2, 1, 1)
    bad.on_ongoing(2, 1, 1)                 # Augh shares no class with Voss Treebender
    assert len(bad.breaches) == 1


def test_counts_of_two_classes_gift_of_the_pious_masters_stable_bestial_rage(db):
    # Gift of the Pious: "Allies you control have +1 / +1 for each Druid and Paladin you control" (your hero too);
    # Master's Stable: "You can control an additional Pet. Pets you control have +1 / +1 for each Hunter and Warlock
    # you control"; Bestial Rage: "Your hero has Assault 1 for each Hunter and Warrior you control"
    hunter = db['"Six-Shot" Salli Wolfstone']
    druid = next(c for c in db if c.type == "Hero" and c.char_class == ("Druid",))
    assert "Druid" in db["Voss Treebender"].char_class
    import random
    from deckcheck.wowtcg.goldfish.engine import Stats
    from deckcheck.wowtcg.goldfish.policies import CURVE
    from deckcheck.wowtcg.goldfish.state import Game
    cc = compile_cards([db["Gift of the Pious"], db["Voss Treebender"], db["Bloodclaw"]], hero=druid)
    assert cc.verdict[0] == PLAYED and not db["Bloodclaw"].char_class
    g = Game(cc, [0, 1, 2] * 3, CURVE, random.Random(1), Stats(10, len(cc)), health=10**6, first=True, hero_atk=0,
             log=None, watch=None, drawn=None, audit=None)
    g.t = 3
    g.enter(0, 1)
    g.enter(2, 1)
    assert attack_value(g, 0, 2) == db["Bloodclaw"].atk + 1        # your Druid hero
    g.enter(1, 1)
    assert attack_value(g, 0, 2) == db["Bloodclaw"].atk + 2        # and a Druid ally
    stable = compile_cards([db["Master's Stable"], db["Bloodclaw"], db["Voss Treebender"]], hero=hunter)
    assert stable.verdict[0] == PLAYED and stable.tag_plus[0][1] == 1
    assert stable.gper_mask[0] == frozenset({1}) and stable.group_per[0][4] == 1     # Pets only; the Hunter hero
    rage = compile_cards([db["Bestial Rage"]], hero=hunter)
    assert rage.verdict[0] == PLAYED and rage.hero_per[0][4] == 1


def test_totemic_vigor_counts_totem_allies_and_totem_abilities_you_control(db):
    # "Your hero has Assault 1 for each Totem you control" (Totems: a "Fire Totem (1)" ability ally, and Strength
    # of Earth Totem, typed Ability with an "Earth Totem (1)" tag: an ability ally too, CR 305.3a)
    g = game_of(db, "Totemic Vigor", "Blazing Elemental Totem", "Strength of Earth Totem")
    assert g.cc.kind[2] == ALLY
    assert g.cc.verdict[0] == PLAYED
    g.enter(0, 1)
    assert hero_attack(g) == 0
    g.enter(1, 1)
    g.enter(2, 1)
    assert hero_attack(g) == 2
