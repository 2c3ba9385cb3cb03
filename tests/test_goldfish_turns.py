"""Issue 23, turns: "at the start of your turn" and "at the end of your turn" on abilities in play (goldfish/turns.py,
compile_turns.py) and on allies (enter.py, damage.py), on the real cards, and the checker's rules for them."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import play, turn, turns
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck
from goldfish_helpers import game, turn_with


def no_breaches(db, *pairs, filler="Voss Treebender", games=150):
    setup = make_setup(None, deck(db, *pairs, filler=filler), turns=8, health=10**6)
    checker = check_games(setup, None, games)
    assert not checker.breaches, checker.breaches[:3]
    return checker


# -- "At the start of your turn, destroy this ability. If you do, ..." ------------------------------------------------

def test_deliberate_vengeance_deals_2_once_at_the_start_of_the_next_turn(db):
    cc = compile_cards([db["Deliberate Vengeance"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.fuse[0] == (2, 0, None) and cc.stays[0] and cc.any_turns
    g = game(cc, [1] * 10)
    turn_with(g, 2, 4, [0])
    play.play(g, 0, 0, 4)
    assert g.perms == [0] and g.turn_dmg == 0          # nothing yet the turn it is played
    turn_with(g, 3, 4, [])
    g.turn_dmg = 0
    turns.start(g)
    assert g.perms == [] and g.grave == [0] and g.turn_dmg == 2
    g.turn_dmg = 0
    turn_with(g, 4, 4, [])
    turns.start(g)
    assert g.turn_dmg == 0                               # once: it left play


def test_deliberate_heal_draws_a_card_as_it_leaves(db):
    cc = compile_cards([db["Deliberate Heal"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.fuse[0] == (0, 1, None)
    g = game(cc, [1] * 10)
    turn_with(g, 2, 4, [0])
    play.play(g, 0, 0, 2)
    turn_with(g, 3, 4, [])
    turns.start(g)
    assert g.hand == [1] and g.grave == [0]


# -- "At the start of your turn, pay 4 or destroy this" ----------------------------------------------------------------

def test_rain_of_fire_is_kept_while_paid_and_deals_1_at_the_end_of_the_turn(db):
    cc = compile_cards([db["Rain of Fire"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.keep_pay[0] == 4 and cc.any_turns and cc.any_turns_end
    g = game(cc, [1] * 10)
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)
    g.turn_dmg = 0
    turns.end(g)
    assert g.turn_dmg == 1
    turn_with(g, 5, 5, [])
    turns.start(g)
    assert g.perms == [0] and g.avail == 1              # paid 4 of 5
    turn_with(g, 6, 3, [])
    turns.start(g)
    assert g.perms == [] and g.grave == [0] and g.avail == 3      # can't pay: destroyed, nothing paid
    g.turn_dmg = 0
    turns.end(g)
    assert g.turn_dmg == 0


def test_conjure_elementals_makes_a_water_elemental_only_when_paid(db):
    cc = compile_cards([db["Conjure Elementals"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.keep_pay[0] == 2
    tok = cc.token[0][1]
    assert (cc.atk[tok], cc.health[tok]) == (2, 1)
    setup = make_setup(None, deck(db, ("Conjure Elementals", 30)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    text = "\n".join(lines)
    assert "pays 2 to keep Conjure Elementals" in text and "Water Elemental" in text
    g = game(cc, [1] * 10)
    turn_with(g, 2, 2, [0])
    play.play(g, 0, 0, 2)
    turn_with(g, 3, 1, [])
    turns.start(g)
    assert g.perms == [] and g.a_c == []                # 1 resource: destroyed, no token


def test_drain_mana_draws_at_the_end_of_the_turn(db):
    cc = compile_cards([db["Drain Mana"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.eot_draw[0] == 1 and cc.keep_pay[0] == 4
    g = game(cc, [1] * 10)
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)
    turns.end(g)
    assert g.hand == [1]


# -- counted draws and damage of abilities at the start of your turn ---------------------------------------------------

def test_mana_tide_totem_draws_one_for_your_hero_and_each_ally(db):
    cc = compile_cards([db["Mana Tide Totem"], db["Voss Treebender"]], hero=db["Archmage Barstow"])
    assert cc.verdict[0] == PLAYED and cc.tdraw_per[0] is not None
    g = game(cc, [1] * 20)
    turn_with(g, 4, 6, [0, 1, 1])
    play.play(g, 0, 0, 4)
    play.play(g, 1, 0, 1)
    play.play(g, 1, 0, 1)
    assert len(g.a_c) == 3 and g.hand == [] and g.perms == []     # the Totem in play as an ally
    turn_with(g, 5, 6, [])
    turns.start(g)
    # two allies, your hero and the Totem itself (CR 305.3a: "Totems are ability allies and count as both in all
    # zones": it is an ally in your party; the audit of seed 20270246 found it left out; counted once, as an ally)
    assert len(g.hand) == 4


def test_feast_of_flame_counts_your_mage_hero_and_warlock_allies(db):
    cc = compile_cards([db["Feast of Flame"], db["Bimble Blackout"]], hero=db["Archmage Barstow"])
    assert cc.verdict[0] == PLAYED and cc.dot_per[0] is not None and cc.any_turn_dmg and cc.stays[0]
    g = game(cc, [1] * 10)
    turn_with(g, 4, 10, [0, 1])
    play.play(g, 0, 0, 2)
    assert g.perms == [0]
    turn_with(g, 5, 10, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 1                              # your Mage hero
    turn_with(g, 5, 10, [1])
    play.play(g, 1, 0, cc.cost[1])
    turn_with(g, 6, 10, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 2                              # and a Warlock ally


def test_the_family_plays_without_breaches(db):
    checker = no_breaches(db, ("Deliberate Vengeance", 10), ("Rain of Fire", 10), ("Conjure Elementals", 10),
                          ("Drain Mana", 5), ("Mana Tide Totem", 5), ("Deliberate Heal", 5))
    for kind in ("fuse", "keep", "tdraw", "eot_draw"):
        assert checker.checked[kind], kind


def test_the_checker_catches_a_fuse_the_turn_it_entered_and_an_unpaid_keep(db):
    cc = compile_cards([db["Deliberate Vengeance"], db["Rain of Fire"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("fuse", 0, 1, 2, 0, 0))
    assert bad.breaches and "turn it entered" in bad.breaches[0]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 2))
    bad(("fuse", 0, 1, 5, 0, 0))
    assert bad.breaches and "its text 2" in bad.breaches[0]
    bad = Checker(cc, None)
    bad.new_game()
    bad.res = 5
    bad(("turn", 3))
    bad(("enter", 2, 1, 2))
    bad(("keep", 1, 2, 0))
    assert bad.breaches and "destroyed unpaid" in bad.breaches[0]


# -- "At the start of your turn, put a card from your graveyard into play (your hand)" --------------------------------

def test_tinkmaster_puts_an_equipment_from_the_graveyard_into_play(db):
    cc = compile_cards([db["Tinkmaster Overspark"], db["Voss Treebender"], db["Arcanite Reaper"], db["Cloak of the Shrouded Mists"]])
    assert cc.verdict[0] == PLAYED and cc.tregrow[0] is not None and cc.any_turns
    g = game(cc, [1] * 10)
    turn_with(g, 5, 8, [0])
    play.play(g, 0, 0, 8)
    g.grave = [1, 3]
    turn_with(g, 6, 8, [])
    turns.start(g)
    assert g.perms == [3] and g.grave == [1]            # the armor, not the ally
    g.grave = [2, 1]
    turn_with(g, 7, 8, [])
    turns.start(g)
    assert 2 in g.weapons and g.grave == [1]             # a weapon while your hero has none


def test_uplifting_prayer_takes_only_an_ally_your_resources_pay_for(db):
    cc = compile_cards([db["Uplifting Prayer"], db["Voss Treebender"], db["Doom Lord Kazzak"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0]
    g = game(cc, [1] * 10)
    turn_with(g, 6, 6, [0])
    play.play(g, 0, 0, 6)
    g.grave = [2]
    turn_with(g, 7, 6, [])
    turns.start(g)
    assert g.a_c == [] and g.grave == [2]                # cost 13: not with 6 resources
    g.grave = [2, 1]
    turns.start(g)
    assert g.a_c == [1] and g.a_since == [7] and g.grave == [2]


def test_rysa_returns_a_totem_to_your_hand_and_games_check(db):
    cc = compile_cards([db["Rysa the Earthcaller"], db["Fire Nova Totem"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.verdict[1] == PLAYED
    g = game(cc, [2] * 10)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    g.grave = [2, 1]
    turn_with(g, 4, 3, [])
    turns.start(g)
    assert g.hand == [1] and g.grave == [2]
    checker = no_breaches(db, ("Rysa the Earthcaller", 10), ("Fire Nova Totem", 15), ("Tinkmaster Overspark", 8),
                          ("Arcanite Reaper", 6), ("Uplifting Prayer", 6))
    assert checker.checked["tregrow"] and checker.checked["fuse"]


# -- "Then, if attached hero has 15 or more damage, destroy this ability. If you do, ..." ------------------------------

def test_infestation_makes_two_ghouls_once_its_damage_reaches_15(db):
    cc = compile_cards([db["Infestation"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot[0] == 1 and cc.fuse_cond[0] is not None and cc.any_fuse_cond
    tok = cc.fuse[0][2][1]
    assert cc.fuse[0][2][0] == 2 and (cc.atk[tok], cc.health[tok]) == (3, 3)
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    g.dmg = 10
    turn_with(g, 4, 3, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    turns.late(g)
    assert g.turn_dmg == 1 and g.perms == [0] and g.a_c == []        # 11 damage: it stays
    g.dmg = 14
    turn_with(g, 5, 3, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    turns.late(g)
    assert g.turn_dmg == 1 and g.perms == [] and g.grave == [0] and g.a_c == [tok, tok]


def test_leeching_fever_deals_5_more_as_it_leaves_and_games_check(db):
    cc = compile_cards([db["Leeching Fever"]])
    assert cc.verdict[0] == PLAYED and cc.fuse[0] == (5, 0, None)
    setup = make_setup(None, deck(db, ("Leeching Fever", 20), ("Curse of the Fel", 20)), turns=10, health=20)
    checker = check_games(setup, None, 100)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["fuse"]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 2))
    bad(("fuse", 0, 1, 5, 0, 12))
    assert bad.breaches and "12 damage" in bad.breaches[0]


# -- what a card in play does to your own side at the start or the end of your turn -----------------------------------

def test_doom_lord_kazzak_destroys_your_non_demon_allies_at_the_end_of_your_turn(db):
    cc = compile_cards([db["Doom Lord Kazzak"], db["Voss Treebender"], db["Infernal"]])
    assert cc.verdict[0] == PLAYED and cc.wipe[0][0] == 1 and cc.any_wipe_end
    g = game(cc, [1] * 10)
    turn_with(g, 7, 30, [1, 2, 0])
    for _ in range(3):
        play.play(g, g.hand[0], 0, 0)
    assert sorted(g.a_c) == [0, 1, 2]
    turns.end(g)
    assert sorted(g.a_c) == [0, 2] and g.grave == [1]      # Voss is no Demon; Kazzak and Infernal stay


def test_xiri_destroys_the_demons_and_treebole_keeps_your_strongest(db):
    cc = compile_cards([db["Xi'ri"], db["Infernal"], db["Treebole"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.verdict[2] == PLAYED
    g = game(cc, [3] * 10)
    turn_with(g, 7, 40, [0, 1, 3])
    for _ in range(3):
        play.play(g, g.hand[0], 0, 0)
    turns.end(g)
    assert sorted(g.a_c) == [0, 3] and g.grave == [1]
    turn_with(g, 7, 40, [2])
    play.play(g, 2, 0, 0)
    turns.start(g)
    assert g.a_c == [0] and sorted(g.grave) == [1, 2, 3]    # Xi'ri (13 ATK) kept, Treebole itself destroyed


def test_marka_deals_3_to_herself_each_turn_and_dies_on_the_third(db):
    cc = compile_cards([db["Marka Addington"]])
    assert cc.verdict[0] == PLAYED and cc.self_hurt[0] == 3
    g = game(cc, [0] * 10)
    turn_with(g, 2, 5, [0])
    play.play(g, 0, 0, 5)
    for t, left in ((3, [0]), (4, [0]), (5, [])):
        turn_with(g, t, 5, [])
        turns.start(g)
        assert g.a_c == left, t
    assert g.grave == [0]


def test_skirmisher_discards_and_infernal_leaves_with_an_empty_hand(db):
    cc = compile_cards([db["Azjol-anak Skirmisher"], db["Infernal"], db["Voss Treebender"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED] and cc.tdiscard[0] == (1, 0) and cc.tdiscard[1] == (1, 1)
    g = game(cc, [2] * 10)
    turn_with(g, 6, 7, [0, 1])
    play.play(g, 0, 0, 1)
    play.play(g, 1, 0, 6)
    turn_with(g, 7, 7, [2, 2, 2])
    turns.start(g)
    assert len(g.hand) == 1 and g.grave == [2, 2] and sorted(g.a_c) == [0, 1]
    turn_with(g, 7, 7, [2])
    turns.start(g)
    assert g.hand == [] and sorted(g.a_c) == [0, 1]       # Infernal discards the one card: the Skirmisher none
    turn_with(g, 7, 7, [])
    turns.start(g)
    assert g.a_c == [0] and 1 not in g.grave               # no card: Infernal goes to the opponent


def test_eranikus_puts_a_ready_resource_into_play_each_turn(db):
    cc = compile_cards([db["Eranikus"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tres[0] == (1, 0)
    g = game(cc, [1] * 10)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 5)
    turn_with(g, 6, 5, [])
    turns.start(g)
    assert (g.res, g.avail, len(g.lib)) == (6, 6, 9)


def test_own_side_games_check(db):
    checker = no_breaches(db, ("Doom Lord Kazzak", 6), ("Xi'ri", 6), ("Treebole", 6), ("Marka Addington", 6),
                          ("Azjol-anak Skirmisher", 6), ("Infernal", 6), ("Eranikus", 6), ("Infestation", 6))
    for kind in ("wipe", "self_hurt", "tdiscard"):
        assert checker.checked[kind], kind
    cc = compile_cards([db["Doom Lord Kazzak"], db["Voss Treebender"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 1, 1))
    bad(("wiping", 0))
    bad(("wipe", 0, (0, 1)))
    assert bad.breaches and "Voss Treebender" in bad.breaches[0]


# -- more allies and ATK at the start of your turn -----------------------------------------------------------------------

def test_garrosh_makes_an_orc_warrior_for_each_orc_ally_tokens_included(db):
    cc = compile_cards([db["Garrosh, Son of Grom"]])
    assert cc.verdict[0] == PLAYED and cc.ttok[0] is not None
    tok = cc.ttok[0][1]
    assert (cc.atk[tok], cc.health[tok], cc.ferocity[tok]) == (2, 2, 1)
    g = game(cc, [0] * 10)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 5)
    turn_with(g, 6, 5, [])
    turns.start(g)
    assert sorted(g.a_c) == [0, tok]                    # Garrosh: one
    turn_with(g, 7, 5, [])
    turns.start(g)
    assert sorted(g.a_c) == [0, tok, tok, tok]          # Garrosh and the token: two more


def test_belmaril_copies_your_best_other_ally(db):
    cc = compile_cards([db["Belmaril, Timewalker Bloodmage"], db["Voss Treebender"], db["Marka Addington"]])
    assert cc.verdict[0] == PLAYED and cc.tcopy_t[0]
    g = game(cc, [1] * 10)
    turn_with(g, 7, 20, [0])
    play.play(g, 0, 0, 7)
    turn_with(g, 7, 20, [])
    turns.start(g)
    assert g.a_c == [0]                                  # no other ally: nothing
    turn_with(g, 7, 20, [1, 2])
    play.play(g, 1, 0, 1)
    play.play(g, 2, 0, 5)
    turns.start(g)
    assert sorted(g.a_c) == [0, 1, 2, 2] and len(g.tok_uids) == 1     # a copy of Marka (7 ATK)


def test_wyrmrest_captain_has_the_cost_of_the_top_card_as_atk(db):
    cc = compile_cards([db["Wyrmrest Captain"], db["Doom Lord Kazzak"]])
    assert cc.verdict[0] == PLAYED and cc.top_atk[0]
    g = game(cc, [1] * 10)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 5)
    turn_with(g, 6, 5, [])
    turns.start(g)
    assert g.topq == [1] and turn.combat(g).attackers == [13]       # the revealed card stays on top


def test_celestial_shard_goes_back_to_the_hand_and_is_played_again(db):
    cc = compile_cards([db["Celestial Shard"]])
    assert cc.verdict[0] == PLAYED and cc.fuse_hand[0]
    setup = make_setup(None, deck(db, ("Celestial Shard", 4)), turns=7, health=10**6)
    # seeded games where a Shard goes back to the hand (one in three or so): each time it is played again
    back = 0
    for seed in range(12):
        text = "\n".join(trace_game(setup, seed=seed)[0])
        if "Celestial Shard goes back to the hand" in text:
            assert text.count("plays Celestial Shard") > text.count("Celestial Shard goes back to the hand") >= 1
            back += 1
    assert back


def test_more_allies_games_check(db):
    checker = no_breaches(db, ("Garrosh, Son of Grom", 6), ("Belmaril, Timewalker Bloodmage", 6),
                          ("Wyrmrest Captain", 6), ("Sinister Squashling", 6), ("Bearlady Brala", 6),
                          ("Alexi Barov", 6), ("Celestial Shard", 6))
    for kind in ("ttok", "tcopy_t", "top_atk"):
        assert checker.checked[kind], kind


# -- under a condition, paid from the graveyard ------------------------------------------------------------------------

def test_wild_rejuvenation_makes_a_treant_while_your_hero_is_undamaged(db):
    cc = compile_cards([db["Wild Rejuvenation"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.ttok[0][3] is not None
    g = game(cc, [1] * 10)
    turn_with(g, 2, 2, [0])
    play.play(g, 0, 0, 2)
    turn_with(g, 3, 2, [])
    turns.start(g)
    assert len(g.a_c) == 1 and g.a_c[0] >= cc.ndeck
    hurt = compile_cards([db["Wild Rejuvenation"], db["Bloodrage"]])
    assert hurt.ttok[0] is None                          # a deck that damages your hero: never undamaged


def test_perforation_poison_deals_1_plus_your_weapons(db):
    cc = compile_cards([db["Perforation Poison"], db["Arcanite Reaper"]])
    assert cc.verdict[0] == PLAYED and cc.dot[0] == 1 and cc.dot_per[0] is not None
    g = game(cc, [1] * 10)
    turn_with(g, 5, 10, [1, 0])
    play.play(g, 1, 0, 5)
    g.hero_hit = True
    play.play(g, 0, 0, 1)
    assert g.perms == [1, 0]
    turn_with(g, 6, 10, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 2


def test_necromancer_and_scraps_are_paid_from_your_graveyard(db):
    cc = compile_cards([db["Necromancer"], db["Scraps"], db["Voss Treebender"], db["Arcane Missiles"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED] and cc.tremove[1][2] is None
    g = game(cc, [2] * 10)
    turn_with(g, 5, 10, [0, 1])
    play.play(g, 0, 0, 3)
    play.play(g, 1, 0, 2)
    g.grave = [3, 2]
    turn_with(g, 6, 10, [])
    turns.start(g)
    assert g.grave == [] and len(g.a_c) == 3             # Scraps removes Voss, Necromancer the Missiles: a Skeleton
    turn_with(g, 7, 10, [])
    turns.start(g)
    scraps = cc.names.index("Scraps")
    assert scraps not in g.a_c and g.grave == [scraps] and len(g.a_c) == 2      # nothing to remove: Scraps is destroyed
    checker = no_breaches(db, ("Necromancer", 8), ("Scraps", 8), ("Wild Rejuvenation", 8), ("Arcane Missiles", 10))
    assert checker.checked["tremove"] and checker.checked["ttok"]


def test_spark_of_rage_gives_your_allies_3_atk_the_turn_it_leaves(db):
    cc = compile_cards([db["Spark of Rage"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.fuse_atk[0] == 3
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [1, 0])
    play.play(g, 1, 0, 1)
    play.play(g, 0, 0, 2)
    turn_with(g, 4, 3, [])
    turns.start(g)
    assert g.perms == [] and turn.combat(g).bonus == 3   # Voss attacks with +3


def test_living_pyre_deals_1_for_each_living_pyre_and_mimi_3_for_each_disease(db):
    cc = compile_cards([db["Living Pyre"], db["Corruptor Mimi Whippleshade"], db["Infestation"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    g = game(cc, [0] * 10)
    turn_with(g, 5, 30, [0, 0, 1, 2])
    for _ in range(4):
        play.play(g, g.hand[0], 0, 0)
    turn_with(g, 6, 3, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 2 * 2 + 3 + 1                  # two Pyres (2 each), Mimi (one Disease), Infestation's own 1


def test_torment_of_shadows_deals_the_cost_of_your_dearest_priest_or_warlock_ally(db):
    cc = compile_cards([db["Torment of Shadows"], db["Bimble Blackout"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot_per[0] is not None
    g = game(cc, [2] * 10)
    turn_with(g, 5, 20, [0, 2])
    play.play(g, 0, 0, 2)
    play.play(g, 2, 0, 1)
    turn_with(g, 6, 3, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 0                                # no Priest or Warlock ally (itself is no ally)
    turn_with(g, 6, 20, [1])
    play.play(g, 1, 0, cc.cost[1])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == cc.cost[1]
    # Angrida, a Succubus Pet with the Warlock icon, is no Warlock (CR 206.1a: the class on the type line)
    cc = compile_cards([db["Torment of Shadows"], db["Angrida"]])
    g = game(cc, [1] * 10)
    turn_with(g, 6, 20, [0, 1])
    play.play(g, 0, 0, 2)
    play.play(g, 1, 0, cc.cost[1])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 0


def test_volley_deals_1_at_the_end_of_the_turn_unless_your_hero_is_damaged(db):
    cc = compile_cards([db["Volley"]])
    assert cc.verdict[0] == PLAYED and cc.eot[0][0] is not None
    g = game(cc, [0] * 10)
    turn_with(g, 3, 2, [0])
    play.play(g, 0, 0, 2)
    g.turn_dmg = 0
    turns.end(g)
    assert g.turn_dmg == 1
    hurt = compile_cards([db["Volley"], db["Bloodrage"]])
    assert hurt.verdict[0] != PLAYED or hurt.eot[0] is None     # a deck that damages your hero: not counted on


def test_thorns_deals_2_beside_another_ongoing_ability_and_unstable_affliction_4_as_it_is_destroyed(db):
    cc = compile_cards([db["Thorns of Nordrassil"], db["Unstable Affliction"]])
    assert cc.verdict == [PLAYED, PLAYED] and cc.on_death[1] is not None and cc.any_on_death
    g = game(cc, [0] * 10)
    turn_with(g, 3, 10, [0])
    play.play(g, 0, 0, 1)
    turn_with(g, 4, 10, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 1                                # alone: 1
    turn_with(g, 4, 10, [1])
    play.play(g, 1, 0, 3)
    turn_with(g, 5, 10, [])
    g.turn_dmg = 0
    turn.start_of_turn(g)
    assert g.turn_dmg == 2 + 2                            # Thorns 2 beside the Affliction, the Affliction 2
    g.turn_dmg = 0
    g.leave(g.perms.index(1), False)
    assert g.turn_dmg == 4 and g.grave == [1]            # destroyed: 4 more


def test_piercing_shots_draws_only_after_5_damage_this_turn(db):
    cc = compile_cards([db["Piercing Shots"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.eot_draw[0] == 1 and cc.eot_min[0] == 5
    g = game(cc, [1] * 10)
    turn_with(g, 3, 2, [0])
    play.play(g, 0, 0, 2)
    g.turn_dmg = 4
    turns.end(g)
    assert g.hand == []
    g.turn_dmg = 5
    turns.end(g)
    assert g.hand == [1]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("enter", 1, 0, 2))
    bad(("eot_draw", 0, 1, 3))
    assert bad.breaches and "after 3 damage" in bad.breaches[0]
