"""Issue 23, turns (second wave): "at the start of your turn, you win the game" on an ability in play (Enlightenment),
and an ally's draws for each card counted at the start and the end of your turn (High Tinker Mekkatorque); the
checker's rules for them (goldfish/turns.py, compile_turns.py, audit_turns.py)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import play, turns
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from test_goldfish_turns import game, no_breaches, turn_with


def test_enlightenment_wins_at_the_start_of_the_turn_after_it_is_played(db):
    cc = compile_cards([db["Enlightenment"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.twin[0] and cc.stays[0] and cc.any_turns
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 5, 25, [0])
    play.play(g, 0, 0, 25)
    assert g.perms == [0] and g.turn_dmg == 0          # nothing the turn it is played
    turn_with(g, 6, 5, [])
    g.turn_dmg = 0
    turns.start(g)
    assert g.dmg + g.turn_dmg >= g.health              # the game is won


def test_enlightenment_in_hand_or_graveyard_wins_nothing(db):
    cc = compile_cards([db["Enlightenment"], db["Voss Treebender"]])
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 3, 5, [0])
    g.grave = [0]
    g.turn_dmg = 0
    turns.start(g)
    assert g.turn_dmg == 0


def test_mekkatorque_draws_for_each_gnome_at_the_start_and_the_end_of_the_turn(db):
    cc = compile_cards([db["High Tinker Mekkatorque"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tdraw_per[0] is not None and cc.eot_draw_per[0] is not None
    assert cc.any_turns and cc.any_turns_end
    g = game(cc, [1] * 20)
    turn_with(g, 5, 9, [])
    g.enter(0, 4)
    gnomes = g.per_count(cc.tdraw_per[0], 0)
    assert gnomes >= 1                                  # (he is a Gnome himself)
    turns.start(g)
    assert len(g.hand) == gnomes
    turns.end(g)
    assert len(g.hand) == 2 * gnomes


def test_mekkatorque_out_of_play_draws_nothing(db):
    cc = compile_cards([db["High Tinker Mekkatorque"], db["Voss Treebender"]])
    g = game(cc, [1] * 20)
    turn_with(g, 5, 9, [0])
    turns.start(g)
    turns.end(g)
    assert g.hand == [0]


def test_checker_no_breaches_and_catches_a_wrong_count(db):
    no_breaches(db, ("High Tinker Mekkatorque", 4), ("Enlightenment", 4))
    chk = Checker.__new__(Checker)
    chk.breaches = []
    fails = []
    chk.fail = fails.append
    chk.card = lambda c: db["High Tinker Mekkatorque"]
    chk.play, chk.hero, chk.entered, chk.t = {7: 0}, None, {7: 1}, 3
    chk.on_eot_tdraw(0, 5, ())
    assert fails
    fails.clear()
    chk.card = lambda c: db["Voss Treebender"]
    chk.on_twin(0)
    assert fails


# -- "At the start of your turn, you may search your deck for a Murloc ally and put it into play" -------------------

def test_frenzyfin_puts_a_murloc_from_the_deck_into_play_at_the_start_of_the_turn(db):
    cc = compile_cards([db["Frenzyfin"], db["Voss Treebender"], db["Murloc Coastrunner"]])
    assert cc.verdict[0] == PLAYED and cc.ttutor[0] == frozenset({0, 2}) and cc.any_turns
    g = game(cc, [1, 1, 2, 1])
    turn_with(g, 5, 7, [])
    g.enter(0, 4)
    turns.start(g)
    assert sorted(g.a_c) == [0, 2] and 2 not in g.lib and len(g.lib) == 3
    turns.start(g)                                     # no Murloc left: nothing
    assert sorted(g.a_c) == [0, 2] and len(g.lib) == 3


def test_frenzyfin_in_hand_searches_nothing(db):
    cc = compile_cards([db["Frenzyfin"], db["Voss Treebender"], db["Murloc Coastrunner"]])
    g = game(cc, [1, 2])
    turn_with(g, 5, 7, [0])
    turns.start(g)
    assert g.a_c == [] and sorted(g.lib) == [1, 2]


def test_frenzyfin_checker(db):
    no_breaches(db, ("Frenzyfin", 4), ("Murloc Coastrunner", 8))
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    names = {0: "Frenzyfin", 1: "Voss Treebender"}
    chk.card = lambda c: db[names[c]]
    chk.play = {5: 0}
    chk.on_ttutor(0, 1)                                # not a Murloc
    assert fails


# -- "At the start of your turn, if this is in your graveyard, ..., put it into your hand (into play)" ----------------

def test_wisp_pays_1_to_come_back_from_the_graveyard_into_the_hand(db):
    cc = compile_cards([db["Wisp"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.grise[0] == (0, 1, None, 0, None) and cc.any_turns
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [])
    g.grave = [0, 1]
    turns.start(g)
    assert g.hand == [0] and g.grave == [1] and g.avail == 2       # paid 1
    turn_with(g, 4, 0, [])
    g.grave = [0]
    turns.start(g)
    assert g.hand == [] and g.grave == [0]             # nothing to pay with: it stays


def test_wisp_in_play_or_hand_does_nothing(db):
    cc = compile_cards([db["Wisp"], db["Voss Treebender"]])
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [0])
    g.enter(0, 2)
    g.grave = [1]
    turns.start(g)
    assert g.hand == [0] and g.avail == 3


def test_farseer_horgath_comes_back_only_under_bloodrush(db):
    cc = compile_cards([db["Farseer Horgath"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.grise[0][:4] == (0, 0, None, 0)
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [])
    g.grave = [0]
    turns.start(g)
    assert g.hand == [] and g.grave == [0]             # no damage on the opposing hero yet
    g.dmg = 4
    turns.start(g)
    assert g.hand == [0] and g.grave == []


def test_gilblin_deathscrounger_removes_another_monster_ally_to_come_back_into_play(db):
    cc = compile_cards([db["Gilblin Deathscrounger"], db["Voss Treebender"], db["Murloc Coastrunner"]])
    assert cc.verdict[0] == PLAYED and cc.grise[0][:2] == (1, 0) and 0 in cc.grise[0][2]
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [])
    g.grave = [0, 1]
    turns.start(g)
    assert g.a_c == [] and sorted(g.grave) == [0, 1]   # no other Monster ally in the graveyard
    g.grave = [0, 1, 0]
    turns.start(g)
    assert g.a_c == [0] and g.grave == [1]             # one copy removed the other, and came back


def test_grave_rise_checker(db):
    no_breaches(db, ("Wisp", 6), ("Gilblin Deathscrounger", 6), ("Farseer Horgath", 4))
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    chk.card = lambda c: db["Wisp"]
    chk.on_grise(0, 0, 0, 0)                           # Wisp came back without paying 1
    assert fails
    fails.clear()
    chk.card = lambda c: db["Voss Treebender"]
    chk.on_grise(0, 0, 0, 0)
    assert fails


# -- "you may destroy another ally you control. If you do, ... damage" at a turn step ----------------------------------

def test_veliana_destroys_another_ally_for_5_damage_at_the_end_of_the_turn_when_it_wins(db):
    cc = compile_cards([db["Veliana Felblood"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tsac[0] == (1, 5, 0, frozenset({0, 1})) and cc.any_turns_end
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 5, 4, [])
    g.enter(0, 4)
    g.enter(1, 4)
    g.dmg, g.turn_dmg = 10, 0
    turns.end(g)
    assert sorted(g.a_c) == [0, 1] and g.turn_dmg == 0     # 5 would not win: kept
    g.dmg = 25
    turns.end(g)
    assert g.a_c == [0] and g.grave == [1] and g.turn_dmg == 5


def test_veliana_alone_destroys_nothing(db):
    cc = compile_cards([db["Veliana Felblood"], db["Voss Treebender"]])
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 5, 4, [])
    g.enter(0, 4)
    g.dmg, g.turn_dmg = 29, 0
    turns.end(g)
    assert g.a_c == [0] and g.turn_dmg == 0             # not herself


def test_terestian_destroys_a_demon_for_damage_equal_to_its_cost(db):
    cc = compile_cards([db["Terestian Illhoof"], db["Voss Treebender"], db["Angrida"]])
    assert cc.verdict[0] == PLAYED and cc.tsac[0][:3] == (1, 0, 1) and 2 in cc.tsac[0][3] and 1 not in cc.tsac[0][3]
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 5, 5, [])
    for x in (0, 1, 2):
        g.enter(x, 4)
    g.dmg, g.turn_dmg = 26, 0
    turns.end(g)
    assert sorted(g.a_c) == [0, 1, 2] and g.turn_dmg == 0  # Angrida's 3 would not win: kept
    g.dmg = 27
    turns.end(g)
    assert 2 not in g.a_c and 1 in g.a_c and g.turn_dmg == 3


def test_grim_harvest_destroys_an_ally_at_the_start_of_the_turn_for_its_cost(db):
    cc = compile_cards([db["Grim Harvest"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tsac[0][:3] == (0, 0, 1) and cc.stays[0] and cc.any_turns
    g = game(cc, [1] * 10)
    g.health = 30
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 2)
    g.enter(1, 4)
    g.dmg, g.turn_dmg = 30 - cc.cost[1], 0
    turn_with(g, 6, 5, [])
    turns.start(g)
    assert g.a_c == [] and g.turn_dmg == cc.cost[1]


def test_sacrifice_checker(db):
    no_breaches(db, ("Veliana Felblood", 6), ("Terestian Illhoof", 4), ("Grim Harvest", 4))
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    names = {0: "Terestian Illhoof", 1: "Voss Treebender", 2: "Angrida"}
    chk.card = lambda c: db[names[c]]
    chk.play = {5: 0, 6: 1, 7: 2}
    chk.on_tsac(0, 5, 6, 1, 4)                         # not a Demon
    assert fails
    fails.clear()
    chk.on_tsac(0, 5, 7, 2, 5)                         # Angrida costs 3
    assert fails
    fails.clear()
    chk.on_tsac(0, 5, 7, 2, 3)
    assert not fails


# -- Bloodrush: "put X 1/1 Wolf tokens into play with Ferocity, where X is the difference in damage" -------------------

def test_drekthar_puts_a_wolf_for_each_damage_on_the_opposing_hero_under_bloodrush(db):
    cc = compile_cards([db["Drek'Thar, Frostwolf General"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.ttok[0] is not None and cc.any_more_allies
    g = game(cc, [1] * 10)
    turn_with(g, 5, 7, [])
    g.enter(0, 4)
    turns.start(g)
    assert g.a_c == [0]                                # no damage on the opposing hero: no Bloodrush
    g.dmg = 3
    turns.start(g)
    wolves = [x for x in g.a_c if x != 0]
    assert len(wolves) == 3 and all(cc.ferocity[x] and cc.atk[x] == 1 for x in wolves)


# -- "When an ally in your party is destroyed, ... put it from its owner's graveyard into his hand" later ---------------

def test_corpse_run_returns_an_ally_destroyed_this_turn_at_the_end_of_the_turn(db):
    cc = compile_cards([db["Corpse Run"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.any_back and cc.any_turns_end
    g = game(cc, [1] * 10)
    turn_with(g, 7, 7, [0])
    play.play(g, 0, 0, 7)
    g.enter(1, 6)
    g.leave(g.a_c.index(1), True)
    assert g.grave == [1] and g.hand == []             # not yet
    turns.end(g)
    assert g.grave == [] and g.hand == [1] and g.back_due == []


def test_anchorite_ceyla_returns_another_ally_at_the_start_of_the_next_turn_not_herself(db):
    cc = compile_cards([db["Anchorite Ceyla"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_back and cc.any_turns
    g = game(cc, [1] * 10)
    turn_with(g, 7, 7, [])
    g.enter(0, 6)
    g.enter(1, 6)
    g.leave(g.a_c.index(1), True)
    turns.end(g)
    assert g.grave == [1] and g.hand == []             # at the start of the next turn
    turn_with(g, 8, 7, [])
    turns.start(g)
    assert g.grave == [] and g.hand == [1]
    g.leave(g.a_c.index(0), True)                      # Ceyla herself: "another ally"
    turns.end(g)
    turns.start(g)
    assert g.grave == [0] and g.back_due == []


def test_back_checker(db):
    no_breaches(db, ("Corpse Run", 4), ("Anchorite Ceyla", 4), ("Veliana Felblood", 6))
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    chk.card = lambda c: db["Voss Treebender"]
    chk.on_due_back(0, 0)
    assert fails


# -- "At the end of your turn, if Bitties has damage, destroy him" ------------------------------------------------------

def test_bitties_is_destroyed_at_the_end_of_the_turn_only_when_damaged(db):
    cc = compile_cards([db["Bitties"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.hurt_die[0] and cc.any_turns_end
    g = game(cc, [1] * 10)
    turn_with(g, 4, 4, [])
    g.enter(0, 3)
    turns.end(g)
    assert g.a_c == [0]                                # undamaged: stays
    g.a_dmg[0] = 1
    turns.end(g)
    assert g.a_c == [] and g.grave == [0]
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    chk.card = lambda c: db["Bitties"]
    chk.play = {3: 0}
    chk.on_hurt_die(0, 3, 0)                           # destroyed undamaged
    assert fails


# -- "... a 5/5 token if you control five or more allies. Otherwise, ... a 1/1 token" at the end of your turn ------------

def test_fungal_growth_makes_a_treant_with_few_allies_and_a_behemoth_with_five(db):
    cc = compile_cards([db["Fungal Growth"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.eot_alt[0] is not None and cc.stays[0] and cc.any_turns_end
    (n5, big, _cond), (n1, small) = cc.eot_alt[0]
    assert (cc.atk[big], cc.health[big], cc.atk[small], cc.health[small]) == (5, 5, 1, 1)
    g = game(cc, [1] * 10)
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)
    turns.end(g)
    assert g.a_c == [small]                            # one ally: the Treant
    for _ in range(3):
        turns.end(g)
    assert g.a_c == [small] * 4
    turns.end(g)
    assert g.a_c == [small] * 5                        # four allies: still a Treant
    turns.end(g)
    assert g.a_c == [small] * 5 + [big]                # five: the Behemoth only


# -- "At the end of each player's turn, that player may put an ally card from his graveyard into play with damage" -----

def test_spirit_healer_puts_an_ally_back_into_play_with_one_health_left_at_the_end_of_the_turn(db):
    cc = compile_cards([db["Spirit Healer"], db["Voss Treebender"], db["Bitties"]])
    assert cc.verdict[0] == PLAYED and cc.eot_regrow[0] == (frozenset({1, 2}), 1) and cc.stays[0]
    g = game(cc, [1] * 10)
    turn_with(g, 7, 8, [0])
    play.play(g, 0, 0, 8)
    turns.end(g)
    assert g.a_c == []                                 # nothing in the graveyard
    g.grave = [1, 0]
    turns.end(g)
    assert g.a_c == [1] and g.grave == [0] and g.a_dmg[0] == cc.health[1] - 1
    g.grave = [2]
    turns.end(g)
    assert 2 not in g.a_c and g.grave == [2]            # Bitties comes back damaged: destroyed at the same end


def test_spirit_healer_checker(db):
    no_breaches(db, ("Spirit Healer", 4), ("Veliana Felblood", 6))
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    names = {0: "Spirit Healer", 1: "Voss Treebender"}
    chk.card = lambda c: db[names[c]]
    chk.play = {}
    chk.on_eot_regrow(0, 1)                            # not in play
    assert fails


# -- "At the start of your turn, destroy an ability, ally or equipment you control" / "put an ally ... into hand" -------

def test_chogall_destroys_the_least_useful_card_of_yours_himself_when_alone(db):
    cc = compile_cards([db["Cho'gall"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tlose[0] == (0, 1) and cc.any_turns
    g = game(cc, [1] * 10)
    turn_with(g, 7, 9, [])
    g.enter(0, 6)
    g.enter(1, 6)
    turns.start(g)
    assert g.a_c == [0] and g.grave == [1]             # the cheaper ally
    turns.start(g)
    assert g.a_c == [] and g.grave == [1, 0]           # alone: himself


def test_tempest_elemental_returns_an_ally_to_the_hand(db):
    cc = compile_cards([db["Tempest Elemental"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tlose[0] == (1, 0)
    g = game(cc, [1] * 10)
    turn_with(g, 5, 5, [])
    g.enter(0, 4)
    g.enter(1, 4)
    turns.start(g)
    assert g.a_c == [0] and g.hand == [1] and g.grave == []
    chk = Checker.__new__(Checker)
    fails = []
    chk.fail = fails.append
    chk.card = lambda c: db["Tempest Elemental"]
    chk.play = {3: 0}
    chk.on_tlose(0, 0, 1, 1)                           # an ability: not what its text takes
    assert fails
    no_breaches(db, ("Cho'gall", 4), ("Tempest Elemental", 4))


# -- Lacerate: a Form dealing 2 at the start of each turn (its "destroy when you strike or play a non-Feral ability") ---

def test_lacerate_deals_2_at_the_start_of_each_turn_in_a_deck_that_never_breaks_the_form(db):
    cc = compile_cards([db["Lacerate"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot[0] == 2 and cc.stays[0]


def test_lacerate_is_unmodelled_beside_a_weapon_that_would_break_the_form(db):
    cc = compile_cards([db["Lacerate"], db["Amani Venom-Axe"]])
    assert cc.verdict[0] != PLAYED
