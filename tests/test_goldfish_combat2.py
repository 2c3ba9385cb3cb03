"""Issue 23, combat family round 4: damage equal to the ATK or cost of an ally of yours destroyed to pay for it
(`sacrifice.py`: Dominate, Cull the Weak, Mezzik Darkspark, Commander Molotov)."""
from __future__ import annotations

from types import SimpleNamespace

from deckcheck.wowtcg.goldfish import powers
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.damage import burn
from test_goldfish_conditions import game_of
from test_goldfish_graveyard import game

SAC = ("Dominate", "Cull the Weak", "Mezzik Darkspark", "Commander Molotov")


def test_the_sacrifice_cards_are_played(db):
    for name in SAC:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_dominate_destroys_the_ally_of_least_atk_that_wins_and_deals_its_atk(db):
    big, small = db["Darkwater Crocolisk"], db["Voss Treebender"]
    assert big.atk > small.atk
    g = game_of(db, "Dominate", "Darkwater Crocolisk", "Voss Treebender")
    g.enter(1, 1)
    g.enter(2, 1)
    g.hand = [0]
    g.avail = g.res = 4
    g.health = small.atk + 100
    assert not burn(g) and g.hand == [0] and len(g.a_c) == 2     # no ally's ATK wins now: not cast
    g.health = small.atk
    assert burn(g) and g.hand == [] and g.turn_dmg == small.atk
    assert g.a_c == [1] and 2 in g.grave                         # the smaller ally went, the bigger stays
    g2 = game_of(db, "Dominate", "Voss Treebender")
    g2.hand, g2.avail, g2.res, g2.health = [0], 4, 4, 1
    assert not burn(g2)                                          # no ally of yours: can't pay (CR 403.1)


def test_mezzik_destroys_an_ally_for_its_atk_molotov_for_its_cost(db):
    fight = SimpleNamespace(att_js=[])
    for name, stat in (("Mezzik Darkspark", "atk"), ("Commander Molotov", "cost")):
        cc = compile_cards([db[name], db["Darkwater Crocolisk"]])
        checker = Checker(cc, None)
        x = getattr(db["Darkwater Crocolisk"], stat)
        g = game(cc, checker, 0)
        g.t = checker.t = 3
        g.enter(0, 1)
        g.enter(1, 1)
        g.health = x + 1
        powers.costly_powers(g, fight)
        assert len(g.a_c) == 2 and g.turn_dmg == 0, name         # not lethal: kept
        g.health = x
        powers.costly_powers(g, fight)
        assert g.a_c == [0] and g.turn_dmg == x, name
        assert checker.breaches == [], checker.breaches


# --- sums of ATK / cost / DEF (`per` sum_atk, sum_cost, sum_def) ---------------------------------------------------

SUMS = ("Lord Kur'talos Ravencrest", "The Red Bearon", "Voodoo Figurine", "Diane Cannings", "Crusader's Might")


def test_the_sum_cards_are_played(db):
    for name in SUMS:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_kurtalos_has_the_combined_cost_of_your_other_allies(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    g = game_of(db, "Lord Kur'talos Ravencrest", "Darkwater Crocolisk", "Voss Treebender")
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == 1                        # (no other ally: its own cost not counted)
    g.enter(1, 1)
    g.enter(2, 1)
    assert attack_value(g, 0, 0) == 1 + db["Darkwater Crocolisk"].cost + db["Voss Treebender"].cost


def test_diane_counts_leather_and_mail_def_not_plate(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    g = game_of(db, "Diane Cannings", "Pads of the Dread Wolf", "Wentletrap Vest", "Golem Skull Helm")
    g.enter(0, 1)
    for i in (1, 2, 3):
        g.enter(i, 1)
    assert attack_value(g, 0, 0) == db["Diane Cannings"].atk + 1 + 2


def test_red_bearon_needs_armor_with_def_and_has_its_def(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    from deckcheck.wowtcg.goldfish.costs import playable
    g = game_of(db, "The Red Bearon", "Aegis of the Blood God", "Ornate Adamantium Breastplate")
    g.avail = g.res = 10
    assert not playable(g, 0)                   # 0 health without armor: not played
    g.enter(1, 1)
    assert not playable(g, 0)                   # (an armor with no DEF gives none)
    g.enter(2, 1)
    assert playable(g, 0)
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == 6


def test_voodoo_figurine_has_your_weapons_atk(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    g = game_of(db, "Voodoo Figurine", "Arcanite Reaper", "Golem Skull Helm")
    g.enter(2, 1)
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == 0
    g.enter(1, 1)
    assert attack_value(g, 0, 0) == 5


def test_sum_and_sacrifice_cards_play_without_breach_in_games(db):
    from deckcheck.wowtcg.goldfish.audit import check_games
    from deckcheck.wowtcg.goldfish.runner import make_setup
    from test_goldfish_kinds import deck
    names = ("Crusader's Might", "The Red Bearon", "Voodoo Figurine", "Diane Cannings", "Lord Kur'talos Ravencrest",
             "Dominate", "Cull the Weak", "Mezzik Darkspark", "Golem Skull Helm", "Ornate Adamantium Breastplate",
             "Pads of the Dread Wolf", "Arcanite Reaper", "Darkwater Crocolisk", "Kiani De'nara", "Nalonae",
             "Magistrix Maelnerana", "Volin Netherburn", "Arcane Intellect")
    setup = make_setup(None, deck(db, *((n, 3) for n in names)), turns=8)
    checker = check_games(setup, None, 150)
    assert checker.breaches == [], checker.breaches[:3]
    played = {db_name for c, db_name in enumerate(setup.cc.names) if checker.stats.played[c]}
    assert {"Crusader's Might", "The Red Bearon", "Dominate", "Diane Cannings", "Kiani De'nara",
            "Volin Netherburn"} <= played, played


# --- "destroy n of your resources rather than pay its cost" (`res_alt`) ---------------------------------------------

def test_kiani_destroys_four_resources_only_when_unaffordable_and_enough_stay(db):
    from deckcheck.wowtcg.goldfish.codes import ALLY
    from deckcheck.wowtcg.goldfish.costs import reduction
    from deckcheck.wowtcg.goldfish.play import play
    for name in ("Kiani De'nara", "Magistrix Maelnerana", "Nalonae"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    cc = compile_cards([db["Kiani De'nara"], db["Darkwater Crocolisk"]])
    checker = Checker(cc, None)
    g = game(cc, checker, 7)
    assert reduction(g, 0, ALLY) == 7               # (affordable: paid as printed)
    g.avail = checker.ready = 2
    g.res = checker.res = 7
    assert reduction(g, 0, ALLY) == 7               # 4 destroyed would leave fewer than the dearest other card (4)
    g = game(cc, checker, 8)
    g.avail = checker.ready = 2
    assert reduction(g, 0, ALLY) == 0
    g.hand = [0]
    play(g, 0, 0, 0)
    assert g.a_c == [0] and g.res == 4 and g.avail == 2
    assert checker.breaches == [], checker.breaches


# --- a watcher that damages itself (`watch_hurt`) ---------------------------------------------------------------

def test_volin_deals_2_for_each_ability_and_2_to_himself_until_he_dies(db):
    from deckcheck.wowtcg.goldfish.codes import EV_PLAY
    volin = db["Volin Netherburn"]
    cc = compile_cards([volin, db["Arcane Intellect"], db["Darkwater Crocolisk"]])
    assert cc.verdict[0] == PLAYED and cc.watch_hurt[0] == 2
    checker = Checker(cc, None)
    g = game(cc, checker, 0)
    g.t = checker.t = 3
    g.enter(0, 1)
    g.fire(EV_PLAY, 2, g.watchers)          # an ally played: nothing
    assert g.turn_dmg == 0 and g.a_dmg == [0]
    fired = 0
    while g.a_c:
        g.fire(EV_PLAY, 1, g.watchers)      # an ability played
        fired += 1
        assert g.turn_dmg == 2 * fired
    assert fired * 2 >= volin.health > (fired - 1) * 2 and 0 in g.grave
    assert checker.breaches == [], checker.breaches


# --- a pump that also damages target ally (yours) -----------------------------------------------------------------

def test_earthen_burst_pumps_in_combat_only_with_an_ally_that_survives_its_2_damage(db):
    from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
    from test_goldfish_kinds import deck
    assert compile_cards([db["Earthen Burst"]]).verdict[0] == PLAYED
    frail = make_setup(None, deck(db, ("Earthen Burst", 20)), turns=6)     # Voss Treebender: 1 health
    for s in range(4):
        assert not any("plays Earthen Burst" in line for line in trace_game(frail, seed=s)[0])
    setup = make_setup(None, deck(db, ("Earthen Burst", 12), ("Darkwater Crocolisk", 12)), turns=6)
    lines = [line for s in range(6) for line in trace_game(setup, seed=s)[0]]
    plays = [i for i, line in enumerate(lines) if "plays Earthen Burst: +2 ATK" in line]
    assert plays and all("2 damage to Darkwater Crocolisk" in lines[i - 1] for i in plays)
    assert not any("Voss Treebender is destroyed" in line for line in lines)


# --- counts read from what you control: the cost / ATK of your best such ally -------------------------------------

def test_monstrous_frostbolt_volley_deals_your_best_monster_allys_atk(db):
    from deckcheck.wowtcg.goldfish.damage import dmg_now
    g = game_of(db, "Monstrous Frostbolt Volley", "Darkwater Crocolisk", "Baby Murloc", "Voss Treebender")
    g.enter(3, 1)
    assert dmg_now(g, 0) == 0                   # no Monster ally: nothing (the burn does not cast it)
    g.enter(2, 1)
    g.enter(1, 1)
    assert dmg_now(g, 0) == db["Darkwater Crocolisk"].atk
    assert compile_cards([db["Inner Rage"]]).verdict[0] == PLAYED


def test_inner_rage_gives_your_hero_the_cost_of_a_druid_or_warrior_ally(db):
    g = game_of(db, "Inner Rage", "Hesawa Stormwalker", "Darkwater Crocolisk")
    cc = g.cc
    g.enter(2, 1)
    assert g.per_count(cc.bonus_per[0], -1) == 0
    g.enter(1, 1)
    assert g.per_count(cc.bonus_per[0], -1) == db["Hesawa Stormwalker"].cost


def test_neferset_sentry_exhausts_another_ally_for_plus_2_atk(db):
    from deckcheck.wowtcg.goldfish.audit import check_games
    from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
    from test_goldfish_kinds import deck
    setup = make_setup(None, deck(db, ("Neferset Sentry", 12), ("Darkwater Crocolisk", 12)), turns=6)
    lines = [line for s in range(4) for line in trace_game(setup, seed=s)[0]]
    assert any("uses Neferset Sentry's power" in line and "exhausts Darkwater Crocolisk" in line for line in lines)
    assert check_games(setup, None, 60).breaches == []


# --- an ally back to your hand at the end of the turn it attacked ---------------------------------------------------

def test_loate_returns_to_hand_only_after_a_turn_it_attacked(db):
    from deckcheck.wowtcg.goldfish.audit import check_games
    from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
    from test_goldfish_kinds import deck
    setup = make_setup(None, deck(db, ("Loate Grimtusk", 4)), turns=8)
    # (a scan of seeded games: Loate returns in about one in six)
    lines = [line for s in range(30) for line in trace_game(setup, seed=s)[0]]
    back = [i for i, line in enumerate(lines) if "Loate Grimtusk returns to the hand" in line]
    assert back
    for i in back:                              # the same turn: it attacked (no Loate attack, no return)
        turn = max(k for k in range(i) if lines[k].startswith("Turn "))
        assert any("attacks with" in lines[k] for k in range(turn, i))
    assert check_games(setup, None, 100).breaches == []


def test_nox_needs_damage_on_the_opposing_hero_and_has_that_much_atk(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    from deckcheck.wowtcg.goldfish.costs import playable
    g = game_of(db, "Nox the Lifedrainer")
    g.avail = g.res = 10
    assert not playable(g, 0)                   # 0 health while the opposing hero has no damage
    g.dmg = 9
    assert playable(g, 0)
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == 9
