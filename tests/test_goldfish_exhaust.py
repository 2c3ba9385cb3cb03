"""Issue 23, exhaust: the opposing hero exhausted by your cards (goldfish/exhaust.py, compile_exhaust.py,
audit_exhaust.py), on the real cards: Voss Treebender's and War Stomp's attack triggers, Hammer of Justice holding it
exhausted through its ready step, and the payoffs that read it (Skronk Skullseeker's +3 ATK, Slay the Feeble, Johnny
Rotten, Sarn Earthtrembler's cost, Mikael the Blunt, Wastewalker Leggings, Shadowstep); and the checker's rules."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import combat, exhaust, play, turn
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from goldfish_helpers import fx, game, no_breaches, turn_with
from test_goldfish_kinds import deck

VANILLA = "Murloc Coastrunner"      # a 1-cost 2 ATK ally with no text


def attack_turn(cc, allies, t=2):
    """A game with these allies (card ids) in play since turn 1; turn t's combat: the game."""
    g = game(cc, [0] * 10)
    for c in allies:
        g.enter(c, 1)
    turn.ready_step(g, t)
    combat.combat(g)
    return g


def test_the_records(db):
    assert fx(db["Voss Treebender"]) == [{"do": "exhaust_opp", "when": "attack"}]
    assert fx(db["Skronk Skullseeker"]) == [{"do": "atk_bonus", "n": 3, "to": "self", "until": "ongoing",
                                             "cond": "opp_exhausted"}]
    assert fx(db["Hammer of Justice"]) == [{"do": "exhaust_opp", "lock": 1}, {"do": "draw", "n": 1}]
    for name in ("Bala Silentblade", "Captain Swash", "Deathstalker Leanna", "Skronk Skullseeker", "Tharuk Foulblade",
                 "Johnny Rotten", "Vanessa VanCleef", "Sergeant Corsetti", "Mikael the Blunt", "Sarn Earthtrembler",
                 "Slay the Feeble", "Barman Shanker", "Wastewalker Leggings", "Hungering Cold", "Shadowstep"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_skronk_has_plus_3_atk_after_voss_attacked_whatever_the_order(db):
    cc = compile_cards([db["Skronk Skullseeker"], db["Voss Treebender"]])
    assert cc.any_exh_att and cc.self_bonus[0] is not None
    g = attack_turn(cc, [0, 1])         # Skronk first in play: Voss still attacks first (exhausters first)
    assert g.opp_exh == 2
    assert g.turn_dmg == (1 + 3) + 2


def test_skronk_has_no_bonus_without_an_exhauster(db):
    cc = compile_cards([db["Skronk Skullseeker"], db[VANILLA]])
    assert not cc.any_exh
    g = attack_turn(cc, [0, 1])
    assert g.opp_exh == 0 and g.turn_dmg == 1 + 2


def test_a_deck_without_a_payoff_follows_no_exhausting(db):
    # Voss Treebender alone (the tests' filler): nothing cares, nothing runs (no per-turn cost)
    cc = compile_cards([db["Voss Treebender"], db["Hammer of Justice"]])
    assert not cc.any_exh and not any(cc.exh_att) and not any(cc.exh_play)
    g = attack_turn(cc, [0])
    assert g.opp_exh == 0 and g.turn_dmg == 2


def test_slay_the_feeble_is_cast_only_after_an_exhauster(db):
    setup = make_setup(None, deck(db, ("Slay the Feeble", 30), filler=VANILLA), turns=8, health=10**6)
    assert setup.cc.value[setup.cc.names.index("Slay the Feeble")]
    for seed in range(4):
        lines, _ = trace_game(setup, seed=seed)
        assert not any("plays Slay the Feeble" in line for line in lines)
    setup = make_setup(None, deck(db, ("Slay the Feeble", 20), ("Chops", 20), filler=VANILLA), turns=8,
                       health=10**6)
    lines, _ = trace_game(setup, seed=1)
    casts = [i for i, line in enumerate(lines) if line.startswith("  plays Slay the Feeble")]
    assert casts
    for i in casts:             # after Chops exhausted the hero in this turn's combat
        start = max(j for j in range(i) if lines[j].startswith("Turn "))
        assert any("Chops exhausts the opposing hero" in line for line in lines[start:i])


def test_hammer_of_justice_holds_the_hero_exhausted_through_the_next_turn(db):
    cc = compile_cards([db["Hammer of Justice"], db["Mikael the Blunt"], db["Skronk Skullseeker"]])
    assert cc.exh_play[0] == 2 and cc.any_rdy_hurt
    g = game(cc, [2] * 10)
    g.enter(1, 1)
    turn_with(g, 3, 2, [0])
    play.play(g, 0, 0, 2)
    assert g.opp_exh == 4                  # it can't ready in its next ready step: exhausted through turn 4
    assert g.cond_ok((24,)) and len(g.hand) == 1        # and the draw
    g.turn_dmg = 0
    turn.ready_step(g, 4)
    turn.start_steps(g, 4)
    assert g.turn_dmg == 0 and g.cond_ok((24,))         # still exhausted: it did not ready, Mikael waits
    turn.ready_step(g, 5)
    turn.start_steps(g, 5)
    assert g.turn_dmg == 2 and not g.cond_ok((24,))     # it readied after turn 4: Mikael's 2 damage


def test_sarn_costs_1_less_while_the_hero_is_exhausted(db):
    cc = compile_cards([db["Sarn Earthtrembler"], db["Gouge"]])
    g = game(cc, [1] * 10)
    turn_with(g, 2, 9, [0, 1])
    assert reduction(g, 0, cc.kind[0]) == 6
    play.play(g, 1, 1, reduction(g, 1, cc.kind[1]))      # Gouge: exhausted
    assert reduction(g, 0, cc.kind[0]) == 5


def test_johnny_rotten_deals_3_only_to_an_exhausted_hero(db):
    cc = compile_cards([db["Johnny Rotten"], db["Charge"]])
    g = game(cc, [1] * 10)
    turn_with(g, 2, 9, [0, 0, 1])
    play.play(g, 0, 0, 3)
    assert g.turn_dmg == 0                  # ready: no target
    play.play(g, 1, 1, 1)                   # Charge exhausts it (and draws)
    play.play(g, 0, 0, 3)
    assert g.turn_dmg == 3


def test_baine_deals_4_only_to_a_hero_his_war_stomp_exhausts(db):
    cc = compile_cards([db["Baine, Son of Cairne"], db["Hammer of Justice"]])
    assert cc.exh_att[0] == 5 and cc.atk_dmg[0] == 0
    g = attack_turn(cc, [0])
    assert g.turn_dmg == 8 + 4
    g = game(cc, [0] * 10)
    g.enter(0, 1)
    turn_with(g, 2, 5, [1])
    play.play(g, 1, 0, 2)                   # Hammer of Justice first: War Stomp finds it exhausted
    combat.combat(g)
    assert g.turn_dmg == 8


def test_wastewalker_leggings_deal_1_as_it_becomes_exhausted_once_a_turn(db):
    cc = compile_cards([db["Wastewalker Leggings"], db["Voss Treebender"], db["Chops"]])
    g = game(cc, [0] * 10)
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 1)
    turn.ready_step(g, 2)
    combat.combat(g)
    assert g.turn_dmg == cc.atk[1] + cc.atk[2] + 1      # two attacks, one exhaust (the second finds it exhausted)


def test_shadowstep_counts_the_ready_hero_exhausted(db):
    cc = compile_cards([db["Shadowstep"], db["Captain Swash"]])
    assert cc.any_exh_all and cc.stays[0]
    g = attack_turn(cc, [1])
    assert g.turn_dmg == 1
    g = game(cc, [0] * 10)
    g.enter(1, 1)
    g.enter(0, 1)
    turn.ready_step(g, 2)
    combat.combat(g)
    assert g.turn_dmg == 1 + 3


def test_games_under_the_checker(db):
    checker = no_breaches(db, ("Skronk Skullseeker", 10), ("Hammer of Justice", 4), ("Slay the Feeble", 4),
                          ("Mikael the Blunt", 4), ("Wastewalker Leggings", 3), ("Barman Shanker", 3),
                          ("Sarn Earthtrembler", 3), ("Johnny Rotten", 3), ("Shadowstep", 3), games=60)
    for kind in ("opp_exhaust", "opp_exh_cond", "opp_rdy_hurt", "opp_exh_hurt"):
        assert checker.checked[kind], kind


def test_the_checker_catches_a_payoff_without_an_exhauster(db):
    cc = compile_cards([db["Skronk Skullseeker"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("opp_exh_cond", 0, 2))
    assert checker.breaches and "no card of yours exhausted it" in checker.breaches[0]
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("opp_exhaust", 1, 7, "attack", 0, 1))          # Voss (uid 7) never entered nor attacked
    assert checker.breaches and "its text does not do it so" in checker.breaches[0]
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("opp_rdy_hurt", 0, 2))                          # Skronk has no such text, and nothing readied
    assert checker.breaches


def test_backstab_needs_a_dagger_and_an_exhausted_hero(db):
    cc = compile_cards([db["Backstab"], db["Barman Shanker"], db["Chops"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [2] * 10)
    turn_with(g, 2, 9, [0])
    assert not g.cond_ok(cc.dmg_cond[0])            # no dagger, ready hero
    g.enter(1, 1)                                    # Barman Shanker (a Dagger)
    assert not g.cond_ok(cc.dmg_cond[0])            # still ready
    g.opp_exh = 2
    assert g.cond_ok(cc.dmg_cond[0])
    from deckcheck.wowtcg.goldfish.damage import dmg_now
    assert dmg_now(g, 0) == 3 + cc.atk[1]


def test_bloody_slaughter_counts_a_rogue_and_needs_an_exhausted_hero(db):
    cc = compile_cards([db["Bloody Slaughter"], db["Bala Silentblade"]])
    assert cc.verdict[0] == PLAYED and cc.dmg_cond[0] == (24,)
    from deckcheck.wowtcg.goldfish.damage import dmg_now
    g = game(cc, [1] * 10)
    turn_with(g, 2, 9, [0])
    g.enter(1, 1)
    assert dmg_now(g, 0) == cc.cost[1] and not g.cond_ok(cc.dmg_cond[0])


def test_seal_of_command_destroys_itself_for_4_only_on_an_exhausted_hero(db):
    from deckcheck.wowtcg.goldfish import powers
    cc = compile_cards([db["Seal of Command"], db["Chops"], db[VANILLA]])
    assert cc.verdict[0] == PLAYED and cc.cpow_cond[0] == (24,)
    for exhauster, dealt in ((2, 0), (1, 4)):
        g = game(cc, [2] * 10)
        g.enter(0, 1)
        g.enter(exhauster, 1)
        turn_with(g, 2, 3, [])
        f = combat.combat(g)
        before = g.turn_dmg
        g.health = before + 4           # (worth destroying the Seal: its damage wins now)
        powers.costly_powers(g, f)
        assert g.turn_dmg - before == dealt, exhauster


def test_pestilence_hits_a_hero_held_exhausted_at_the_start_of_your_turn(db):
    from deckcheck.wowtcg.goldfish import damage
    cc = compile_cards([db["Pestilence"], db["Gouge"], db["Charge"]])
    assert cc.stays[0] and cc.dotx[0] == (2, (24,))
    for exhauster, dealt in ((1, 2), (2, 0)):       # Gouge holds it exhausted through your next turn, Charge doesn't
        g = game(cc, [2] * 10)
        g.enter(0, 1)
        turn_with(g, 2, 9, [exhauster])
        play.play(g, exhauster, 0, 0)
        turn.ready_step(g, 3)
        g.turn_dmg = 0
        damage.start_of_turn(g)
        assert g.turn_dmg == dealt, exhauster


def test_assassins_game_gives_your_hero_assault_1_on_an_exhausted_hero(db):
    cc = compile_cards([db["Assassin's Game"], db["Voss Treebender"]])
    assert cc.hero_cond[0] == (1, (24,))
    g = game(cc, [1] * 10)
    g.enter(0, 1)
    g.enter(1, 1)
    assert g.hero_conds == [cc.hero_cond[0]]   # (in play: your hero's ATK under its condition)
    turn.ready_step(g, 2)
    combat.combat(g)
    assert g.turn_dmg == cc.atk[1] + 1          # Voss attacks (2), then your hero with Assault 1


def power_turn(cc, allies, avail, t=2, hand=()):
    """A game with these allies in play since turn 1, `avail` resources ready and `hand` (card ids); turn t up to
    combat: `exhaust.power` before the attacks, then combat: the game."""
    g = game(cc, [0] * 10)
    for c in allies:
        g.enter(c, 1)
    turn.ready_step(g, t)
    g.avail, g.hand = avail, list(hand)
    exhaust.power(g)
    combat.combat(g)
    return g


def test_orc_raider_pays_1_to_exhaust_the_hero_before_skronk_attacks(db):
    # Orc Raider: "1 -> Exhaust target hero or ally." Skronk Skullseeker: +3 ATK while attacking an exhausted hero
    assert fx(db["Orc Raider"]) == [{"do": "exhaust_opp", "pay": 1}]
    cc = compile_cards([db["Skronk Skullseeker"], db["Orc Raider"]])
    assert cc.any_exh_pow and cc.exh_pow[1] == 2
    g = power_turn(cc, [0, 1], avail=3)
    assert g.opp_exh == 2 and g.avail == 2
    assert g.turn_dmg == (1 + 3) + 2              # Skronk 1 + 3, Orc Raider 2
    g = power_turn(cc, [0, 1], avail=0)           # nothing to pay with: no exhausting, no bonus
    assert g.opp_exh == 0 and g.turn_dmg == 1 + 2


def test_orc_raider_does_not_pay_with_nothing_that_cares(db):
    cc = compile_cards([db["Orc Raider"], db[VANILLA]])     # no payoff in the deck: the power is never followed
    assert not cc.any_exh_pow
    cc = compile_cards([db["Orc Raider"], db["Slay the Feeble"]])
    g = power_turn(cc, [0], avail=3)              # Slay the Feeble ("3 damage to target exhausted hero") not in hand
    assert g.opp_exh == 0 and g.avail == 3
    cost = cc.cost[1]
    g = power_turn(cc, [0], avail=1 + cost, hand=[1])   # in hand and still affordable after the power
    assert g.opp_exh == 2 and g.avail == cost
    g = power_turn(cc, [0], avail=cost, hand=[1])       # not affordable after it: the power waits
    assert g.opp_exh == 0


def test_spawn_of_shadikith_pays_4_and_the_checker_follows_it(db):
    assert fx(db["Spawn of Shadikith"]) == [{"do": "exhaust_opp", "pay": 4}]
    for name in ("Lord Jorach Ravenholdt", "Naga Siren", "Durdin Hammerhand"):   # other costs: not played
        assert compile_cards([db[name]]).verdict[0] != PLAYED, name
    checker = no_breaches(db, ("Skronk Skullseeker", 12), ("Orc Raider", 4), ("Spawn of Shadikith", 4),
                          ("Mikael the Blunt", 4), ("Wastewalker Leggings", 3), games=60)
    assert checker.checked["exh_power"] and checker.checked["opp_exhaust"]


def test_the_checker_catches_a_power_it_was_not_paid_for(db):
    cc = compile_cards([db["Skronk Skullseeker"], db["Orc Raider"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("opp_exhaust", 1, 7, "power", 0, 1))           # no "exh_power" before it
    assert checker.breaches and "its text does not do it so" in checker.breaches[0]
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("exh_power", 1, 7, 1))                          # Orc Raider (uid 7) is not in play
    assert checker.breaches and "does not give it" in checker.breaches[0]


def test_razak_ironsides_deals_4_to_the_opposing_hero_as_it_readies(db):
    # (sample audit, seed 20270195) Razak Ironsides: "When an opposing hero or ally readies, Razak deals 4 ranged damage
    # to it" was no bearing, though your cards exhaust the opposing hero (Hammer of Justice), which then readies in
    # its controller's ready step: Mikael the Blunt's reading, 4 damage at the start of your turn after it readied.
    assert fx(db["Razak Ironsides"]) == [{"do": "damage", "n": 4, "when": "opp_readies"}]
    cc = compile_cards([db["Hammer of Justice"], db["Razak Ironsides"], db["Skronk Skullseeker"]])
    assert cc.verdict[1] == PLAYED and cc.rdy_hurt[1] == 4 and cc.any_rdy_hurt
    g = game(cc, [2] * 10)
    g.enter(1, 1)
    turn_with(g, 3, 2, [0])
    play.play(g, 0, 0, 2)
    g.turn_dmg = 0
    turn.ready_step(g, 4)
    turn.start_steps(g, 4)
    assert g.turn_dmg == 0                  # held exhausted through turn 4
    turn.ready_step(g, 5)
    turn.start_steps(g, 5)
    assert g.turn_dmg == 4
    no_breaches(db, ("Razak Ironsides", 10), ("Hammer of Justice", 10), ("Skronk Skullseeker", 10), games=40)
