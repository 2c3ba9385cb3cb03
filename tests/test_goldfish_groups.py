"""Issue 23, group bonuses: ongoing ATK to a group ("Heroes and allies you control have Assault 2", "allies you
control have Assault 1 while ...", "Monster heroes and allies you control have +2 ATK this turn"), put in force only
while their card is in play, for the hero only when it is of the group; a card whose second ongoing bonus the
engine can't hold is not reported played."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED, TO_PARTY
from deckcheck.wowtcg.goldfish.combat import Fight, attack_value, hero_strikes
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import play_game
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
    # once the leggings are in play each Voss Treebender (2 ATK) attacks for 4 and your hero (0 ATK) for 2
    import re
    lines = lines_of(setup, seeds=[0])
    start = lines.index("  plays Riveted Abomination Leggings (cost 5).")
    before = [re.match(r"  attacks with (\d+) ally\(ies\): (\d+) damage", x) for x in lines[:start]]
    after = [re.match(r"  attacks with (\d+) ally\(ies\) and the hero: (\d+) damage", x) for x in lines[start:]]
    assert all(int(m[2]) == 2 * int(m[1]) for m in before if m)
    assert [int(m[2]) == 4 * int(m[1]) + 2 for m in after if m] == [True] * 4


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
