"""Issue 23, keywords: Bloodrush ("if an opposing hero has more damage on it than your hero"), triggers on your
resource step ("When you place a resource face up, ..."), Mounts (never attack; quests cost less), a loot on a
trigger ("you may draw a card. If you do, discard a card"), an ally that can't ready during your ready step, and
Empower (the `control` condition with a class and `hero: 1`). Real cards, with the records data/ holds."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import C_BLOODRUSH, C_CONTROL, C_NEVER, EV_PLACE_UP, TO_HERO
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.keywords import loot, placed
from deckcheck.wowtcg.goldfish.play import tokens_now
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck


def fx(card):
    return flat_effects(card.effects)


def game(cc, audit=None):
    return Game(cc, [], CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=audit)


def lines_of(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


# -- Bloodrush ---------------------------------------------------------------------------------------------------

def test_bloodrush_holds_only_while_the_opposing_hero_has_damage(db):
    # Orc Grunt "Bloodrush: While an opposing hero has more damage on it than your hero, this ally has Ferocity";
    # Razor Hill Spiritseer: Assault 2 under it; your hero takes no damage in a goldfish game of these cards
    assert fx(db["Orc Grunt"]) == [{"do": "ferocity", "cond": "bloodrush"}]
    cc = compile_cards([db["Orc Grunt"], db["Razor Hill Spiritseer"], db["Voss Treebender"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    assert cc.fero_cond[0] == (C_BLOODRUSH,) and cc.self_bonus[1] == (2, (C_BLOODRUSH,))
    g = game(cc)
    assert not g.cond_ok(cc.fero_cond[0], 0)
    g.turn_dmg = 1
    assert g.cond_ok(cc.fero_cond[0], 0)
    g.turn_dmg, g.dmg = 0, 3
    assert g.cond_ok(cc.fero_cond[0], 0)
    # Engulfing Blaze deals 3 damage to each hero and ally, yours too: the engine does not follow your hero's
    # damage, so in such a deck Bloodrush is never met (never played when it might not hold)
    blaze = compile_cards([db["Orc Grunt"], db["Engulfing Blaze"]])
    assert blaze.fero_cond[0] == (C_NEVER,)


def test_blackrock_shooter_deals_its_4_only_after_damage_was_dealt(db):
    # "Bloodrush: When this ally enters play, if an opposing hero has more damage on it than your hero, this ally
    # deals 4 ranged damage to target opposing hero"
    assert fx(db["Blackrock Shooter"]) == [{"do": "damage", "n": 4, "cond": "bloodrush"}]
    setup = make_setup(None, deck(db, ("Blackrock Shooter", 20)), turns=10, health=10**6)
    played = 0
    for seed in range(6):
        lines, _ = trace_game(setup, seed=seed)
        dealt = 0
        for i, line in enumerate(lines):
            if line.startswith("  the goldfish hero has "):
                dealt = int(line.split()[4])
            if line.startswith("  plays Blackrock Shooter"):
                played += 1
                fired = lines[i + 1] == "    deals 4 damage to the opposing hero."
                assert fired == (dealt > 0), (dealt, lines[i + 1])
    assert played
    assert not check_games(setup, None, 200).breaches


def test_orgrimmar_heartstriker_makes_its_token_only_under_bloodrush(db):
    # "Bloodrush: When this ally enters play, if an opposing hero has more damage on it than your hero, put a 2/2
    # Orc Warrior ally token into play with Ferocity" ("can attack only heroes": the only kind there is)
    cc = compile_cards([db["Orgrimmar Heartstriker"]])
    assert cc.verdict[0] == PLAYED and cc.token[0][0] == 0 and cc.tmore[0] == (1, (C_BLOODRUSH,))
    g = game(cc)
    tokens_now(g, 0)
    assert g.a_c == []
    g.dmg = 2
    tokens_now(g, 0)
    assert g.a_c == [cc.token[0][1]] and cc.ferocity[cc.token[0][1]]


def test_the_checker_refuses_bloodrush_without_damage_or_with_your_hero_hurt(db):
    cc = compile_cards([db["Orc Grunt"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("bloodrush", 0, 0))
    assert checker.breaches and "no damage" in checker.breaches[0]
    blaze = Checker(compile_cards([db["Orc Grunt"], db["Engulfing Blaze"]]), None)
    blaze.new_game()
    blaze(("bloodrush", 0, 3))
    assert blaze.breaches and "your own hero" in blaze.breaches[0]


# -- resource placement triggers and Mounts -----------------------------------------------------------------------

def test_feldrake_deals_2_as_a_quest_is_placed_face_up_and_never_attacks(db):
    # Feldrake (Mount, ATK 0): "When you place a resource face up into your resource row, this ally may deal 2
    # shadow damage to target hero. (Mounts can't attack or be attacked.)"; A Donation of Wool is a quest
    assert fx(db["Feldrake"]) == [{"do": "damage", "n": 2, "when": "place", "face_up": 1}]
    cc = compile_cards([db["Feldrake"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][0] == EV_PLACE_UP and cc.watch[0][1] == frozenset({1})
    assert cc.cant_attack[0] and cc.any_place
    g = game(cc)
    g.enter(0, 1)
    placed(g, 2, False)                 # a face-down resource: nothing
    assert g.turn_dmg == 0
    placed(g, 1, True)
    assert g.turn_dmg == 2
    setup = make_setup(None, deck(db, ("Feldrake", 8), ("A Donation of Wool", 16)), turns=10, health=10**6)
    lines = lines_of(setup)
    for turn in turns_of(lines):
        for i, line in enumerate(turn):
            if line == "    Feldrake deals 2 damage to the opposing hero.":
                assert turn[i - 1].startswith("  places A Donation of Wool face up")
    assert any(line == "    Feldrake deals 2 damage to the opposing hero." for line in lines)
    checker = check_games(setup, None, 300)
    assert not checker.breaches and checker.checked["placed"] and checker.checked["trigger"]


def test_mounts_pay_less_for_quests_and_their_placement_triggers(db):
    # Dreadsteed: "You pay 1 less to complete quests. When you place a resource face up, your hero may deal 2
    # shadow damage to target hero or ally"; Time-Bending Gem: "..., your hero has Assault 1 this turn"
    cc = compile_cards([db["Dreadsteed"], db["Time-Bending Gem"], db["Swift Timber Wolf"], db["A Donation of Wool"]])
    assert cc.verdict[:3] == [PLAYED] * 3 and cc.cant_attack[0] and cc.cant_attack[2]
    assert cc.less[0] and cc.watch[0][3] == 2
    g = game(cc)
    g.enter(1, 1)
    g.enter(2, 1)
    placed(g, 3, True)
    assert sorted(g.etb_now) == [(1, TO_HERO, None, None), (2, TO_HERO, None, None)]
    setup = make_setup(None, deck(db, ("Dreadsteed", 4), ("Time-Bending Gem", 4), ("A Donation of Wool", 16)),
                       turns=10, health=10**6)
    assert not check_games(setup, None, 300).breaches


def test_the_checker_refuses_a_placement_trigger_for_a_card_not_placed(db):
    cc = compile_cards([db["Feldrake"], db["A Donation of Wool"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 1))
    checker(("trigger", 0, 1, EV_PLACE_UP))         # no resource placed this turn
    assert checker.breaches
    checker.breaches.clear()
    checker(("place", 1))
    checker(("placed", 2, 1))                       # a face-up ally: only a quest is
    assert checker.breaches and "face up" in checker.breaches[0]
    checker.breaches.clear()
    checker(("placed", 2, 0))
    checker(("trigger", 0, 2, EV_PLACE_UP))         # placed face down
    assert checker.breaches


# -- loot ----------------------------------------------------------------------------------------------------------

def test_a_loot_trigger_draws_then_discards_the_least_useful_card(db):
    # Celee Cogfreeze: "When you play an ability, you may draw a card. If you do, discard a card"
    assert fx(db["Celee Cogfreeze"]) == [{"do": "draw", "n": 1, "when": "play", "on_type": "ability"},
                                         {"do": "discard", "n": 1, "when": "play", "on_type": "ability"}]
    cc = compile_cards([db["Celee Cogfreeze"], db["Frostbolt"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][6:] == (1, 1)
    events = []
    g = game(cc, audit=events.append)
    g.lib = [2] * 5
    g.hand = [1]
    g.enter(0, 1)
    g.fire(1, 1, g.watchers)            # EV_PLAY: Frostbolt played
    assert len(g.hand) == 1 and len(g.grave) == 1 and len(g.lib) == 4
    g.lib = []
    g.fire(1, 1, g.watchers)            # "may": no draw from an empty deck, no discard
    assert len(g.hand) == 1 and len(g.grave) == 1
    assert ("loot", 0, 1, 1) in events


def test_ahul_moonspeaker_loots_as_he_or_another_tauren_enters(db):
    # "Tribe: When this or another Tauren ally enters play under your control, you may draw a card. If you do,
    # discard a card"
    # (Voss Treebender is a Tauren, Bloodfang Berserker a Worgen)
    cc = compile_cards([db["Ahul Moonspeaker"], db["Voss Treebender"], db["Bloodfang Berserker"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][2] == 1 and cc.watch[0][1] == frozenset({0, 1})
    g = game(cc)
    g.lib = [1] * 5
    g.enter(0, 1)
    assert len(g.grave) == 1 and len(g.lib) == 4
    g.enter(2, 1)                        # no Tauren
    assert len(g.grave) == 1
    g.enter(1, 1)
    assert len(g.grave) == 2
    setup = make_setup(None, deck(db, ("Ahul Moonspeaker", 12), ("Celee Cogfreeze", 6), ("Frostbolt", 12)),
                       turns=10, health=10**6)
    checker = check_games(setup, None, 300)
    assert not checker.breaches and checker.checked["loot"]


def test_a_discard_on_a_trigger_without_its_draw_is_not_played(db):
    # the honesty guard stays: a trigger's discard alone (or after a draw on another trigger) is not played
    from deckcheck.wowtcg.effects import freeze, from_flat
    card = db["Celee Cogfreeze"]._replace(effects=freeze(from_flat(
        [{"do": "discard", "n": 1, "when": "play", "on_type": "ability"}])))
    assert compile_cards([card]).verdict[0] == UNMODELLED
    other = db["Celee Cogfreeze"]._replace(effects=freeze(from_flat(
        [{"do": "draw", "n": 1, "when": "play", "on_type": "ability"},
         {"do": "discard", "n": 1, "when": "enters"}])))
    assert compile_cards([other]).verdict[0] == UNMODELLED
    assert loot.__doc__


# -- can't ready during your ready step ------------------------------------------------------------------------

def test_borlis_brode_attacks_once_then_stays_exhausted(db):
    # Borlis Brode (ATK 3): "Borlis Brode can't ready during your ready step."
    assert fx(db["Borlis Brode"]) == [{"do": "no_ready"}]
    cc = compile_cards([db["Borlis Brode"]])
    assert cc.verdict[0] == PLAYED and cc.no_ready[0]
    setup = make_setup(None, [db["Borlis Brode"]] * 60, turns=8, health=10**6)
    for seed in range(4):
        lines, _ = trace_game(setup, seed=seed)
        played = sum(1 for line in lines if line.startswith("  plays Borlis Brode"))
        attacks = [int(line.split()[2]) for line in lines if line.startswith("  attacks with ")]
        assert sum(attacks) <= played          # each copy attacks at most once
        assert played and attacks
    checker = check_games(setup, None, 300)
    assert not checker.breaches


def test_the_checker_refuses_a_no_ready_ally_attacking_twice(db):
    cc = compile_cards([db["Borlis Brode"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 1))
    checker(("turn", 2))
    checker(("attack", 1, 0, 1, 2, ""))
    checker(("turn", 3))
    checker(("attack", 1, 0, 1, 3, ""))
    assert checker.breaches and "can't ready" in checker.breaches[0]


# -- Empower ------------------------------------------------------------------------------------------------------

def test_empower_is_the_control_condition_with_your_hero_counted(db):
    # Davius, Herald of Nature: "Empower Druid: When this ally enters play, if you control another Druid hero or
    # ally, reveal the top card of your deck. You may place it into your resource row exhausted": played with a
    # Druid hero (the condition met, no gate); with another hero the condition is checked as Davius enters
    # (`etb_cond`, enter.py: tests/test_goldfish_enter.py), never played unconditionally
    davius = db["Davius, Herald of Nature"]
    assert fx(davius) == [{"do": "extra_resource", "n": 1, "exhausted": 1, "cond": "control", "class": "Druid",
                           "hero": 1, "other": 1}]
    druid = next(h for h in db.heroes() if "Druid" in h.char_class)
    mage = next(h for h in db.heroes() if "Mage" in h.char_class)
    assert compile_cards([davius], hero=druid).extra_res[0] == 1
    assert compile_cards([davius], hero=druid).verdict[0] == PLAYED
    assert compile_cards([davius], hero=druid).etb_cond[0] is None
    with_mage = compile_cards([davius], hero=mage)
    assert with_mage.verdict[0] == PLAYED and with_mage.etb_cond[0][0] == C_CONTROL


def test_klandark_readies_after_his_first_attack_that_deals_damage(db):
    # "Bloodrush: When this ally deals combat damage while attacking for the first time each turn, if an opposing
    # hero has more damage on it than your hero, ready this ally": checked after his damage, so met whenever he
    # hits (ATK 3); in a deck that damages your own hero (Engulfing Blaze) never played
    assert fx(db["Klandark"]) == [{"do": "ready", "when": "attack", "cond": "bloodrush", "to": "self"}]
    cc = compile_cards([db["Klandark"]])
    assert cc.verdict[0] == PLAYED and cc.again[0] == (-1, 0)
    assert compile_cards([db["Klandark"], db["Engulfing Blaze"]]).verdict[0] == UNMODELLED
    setup = make_setup(None, deck(db, ("Klandark", 20)), turns=8, health=10**6)
    assert any(line == "  Klandark readies and attacks again." for line in lines_of(setup))
    assert not check_games(setup, None, 200).breaches


# -- Tribe ---------------------------------------------------------------------------------------------------------

def test_kahul_deals_the_entering_taurens_health(db):
    # Kahul the Sunseer: "Tribe: When this or another Tauren ally enters play under your control, this ally heals
    # damage from your hero equal to that ally's [Health], then deals unpreventable holy damage to target opposing
    # hero equal to that ally's [Health]": Kahul (health 4) himself, Voss Treebender (Tauren, health 1)
    assert db["Kahul the Sunseer"].health == 4 and db["Voss Treebender"].health == 1
    cc = compile_cards([db["Kahul the Sunseer"], db["Voss Treebender"], db["Bloodfang Berserker"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][3] == -1
    g = game(cc)
    g.enter(0, 1)
    assert g.turn_dmg == 4
    g.enter(2, 1)                       # a Worgen: nothing
    assert g.turn_dmg == 4
    g.enter(1, 1)
    assert g.turn_dmg == 5
    # with a card lowering your allies' health (Sergeant Pugg) the printed health would be too much: not played
    assert compile_cards([db["Kahul the Sunseer"], db["Sergeant Pugg"]]).verdict[0] == UNMODELLED


# -- your hero undamaged ---------------------------------------------------------------------------------------------

def test_while_your_hero_is_undamaged_holds_unless_your_cards_damage_it(db):
    # Magatha Grimtotem: "Your hero has Assault 5 while it's undamaged"; Lightlance: "1 ..., or 5 if your hero is
    # undamaged"; Gifted Heal: "... Then, if your hero is undamaged, draw a card"
    cc = compile_cards([db["Magatha Grimtotem"], db["Lightlance"], db["Gifted Heal"]])
    assert cc.verdict == [PLAYED] * 3
    assert cc.hero_cond[0][0] == 5 and cc.dmore[1][0] == 4 and cc.draw[2] == 1
    events = []
    g = game(cc, audit=events.append)
    assert g.cond_ok(cc.hero_cond[0][1], 0) and ("hero_undamaged", 0) in events
    blaze = compile_cards([db["Lightlance"], db["Engulfing Blaze"]])
    assert blaze.dmore[0] is None or blaze.dmore[0][1] == (C_NEVER,)
    assert blaze.verdict[0] == UNMODELLED
    setup = make_setup(None, deck(db, ("Lightlance", 20)), turns=6, health=10**6)
    lines = lines_of(setup)
    assert any(line.startswith("  plays Lightlance") for line in lines)
    assert not any(line == "    deals 1 damage to the opposing hero." for line in lines)
    checker = check_games(setup, None, 200)
    assert not checker.breaches and checker.checked["hero_undamaged"]
    bad = Checker(compile_cards([db["Lightlance"], db["Engulfing Blaze"]]), None)
    bad.new_game()
    bad(("hero_undamaged", 0))
    assert bad.breaches
