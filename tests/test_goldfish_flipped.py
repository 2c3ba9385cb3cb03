"""Resources turned face down (EV_FLIP): "When a resource you control is turned face down" (Emerald Captain, Emerald
Wanderer) fires as a quest is completed, as a Stash card is turned face down, and as an ally turns a face-up resource
face down; White Camel's "When you place a resource face up" (its +3 ATK and Sentinel this turn); the Mounts
whose second line readies a card (unmodelled: CR 412.1a), the opponent's draws (Morik, Kieron the Loaner)."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import quests, turn
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.codes import EV_FLIP
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, QUEST, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.keywords import placed
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup
from deckcheck.wowtcg.goldfish.state import Game
from goldfish_helpers import fx, no_breaches
from test_goldfish_kinds import deck


def _game(cc, seen):
    return Game(cc, [2] * 20, CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=seen.append)


def _with_quest(cc, seen):
    """Card 0 in play, card 1 (a quest) face up, 5 resources ready, turn 1."""
    g = _game(cc, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.res = g.avail = 5
    g.quests = [1]
    g.quests_changed()
    return g


def test_emerald_captain_deals_one_damage_as_a_completed_quest_turns_face_down(db):
    # Emerald Captain: "When a resource you control is turned face down, this ally deals 1 nature damage to target
    # hero." A quest is a face-up resource; completing it turns it face down (before: the card was unmodelled)
    assert fx(db["Emerald Captain"]) == [{"do": "damage", "n": 1, "to": "hero", "when": "flipped"}]
    cc = compile_cards([db["Emerald Captain"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][0] == EV_FLIP
    seen = []
    g = _with_quest(cc, seen)
    assert quests.complete(g) == 1
    assert g.turn_dmg == 1 and ("flipped", 1) in seen and ("trigger", 0, 1, EV_FLIP) in seen
    # a resource placed face down turns nothing face down: no damage
    g.turn_dmg = 0
    placed(g, 2, False)
    assert g.turn_dmg == 0


def test_emerald_wanderer_has_assault_three_the_turn_a_quest_is_completed(db):
    # Emerald Wanderer: "When a resource you control is turned face down, this ally has Assault 3 this turn."
    assert fx(db["Emerald Wanderer"]) == [{"do": "atk_bonus", "n": 3, "until": "turn", "to": "self", "when": "flipped"}]
    cc = compile_cards([db["Emerald Wanderer"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    seen = []
    g = _with_quest(cc, seen)
    quests.complete(g)
    assert g.etb_now and g.etb_now[0][0] == 3 and 0 in g.etb_now[0][2]


def test_flip_triggers_follow_the_rules_over_seeded_games_with_quests_and_stash(db):
    # the checker: each "turned face down" event names a quest or a Stash card, and each trigger fires for the card
    # just turned (quests completed in the goldfish's games; Tol'zin's Stash)
    checker = no_breaches(db, ("Emerald Captain", 10), ("Emerald Wanderer", 10), ("A Donation of Wool", 12),
                          ("Tol'zin", 8), games=200)
    assert checker.checked["flipped"]
    setup = make_setup(None, deck(db, ("Emerald Captain", 20), ("A Donation of Wool", 20)), turns=8, health=10**6)
    st = check_games(setup, None, 100)
    assert not st.breaches


def test_the_checker_refuses_a_flip_trigger_for_a_card_never_face_up(db):
    cc = compile_cards([db["Emerald Captain"], db["Voss Treebender"]])
    from deckcheck.wowtcg.goldfish.audit import Checker
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 1))
    checker(("flipped", 1))             # Voss Treebender, an ally: never a face-up resource
    checker(("trigger", 0, 1, EV_FLIP))
    assert any("never face up" in b for b in checker.breaches)


def test_white_camel_has_plus_three_and_sentinel_the_turn_a_resource_is_placed_face_up(db):
    # White Camel (ATK 0): "When you place a resource face up into your resource row, this ally has +3 ATK and Sentinel
    # this turn." Read first as +3 ATK alone (Sentinel taken for no bearing); the unread-record audit, slice 11, made it
    # unmodelled (Sentinel readies it after its attack: it attacks again). Now both hold under the condition
    # `placed_up`: you placed a resource face up this turn (a quest, or a Stash card; `Game.placed_up`).
    assert fx(db["White Camel"]) == [
        {"do": "atk_bonus", "n": 3, "until": "ongoing", "to": "self", "cond": "placed_up"},
        {"do": "ready", "to": "self", "when": "attack", "cond": "placed_up"}]
    cc = compile_cards([db["White Camel"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    setup = make_setup(None, deck(db, ("White Camel", 16), ("A Donation of Wool", 16)), turns=8, health=10**6)
    again = placed_up = 0
    for seed in range(6):
        lines = []
        play_game(setup.cc, list(setup.deck), setup.policy, random.Random(seed), Stats(8, len(setup.cc)),
                  health=10**6, log=lines.append)
        turns = "\n".join(lines).split("Turn ")
        for t in turns:
            up = "face up as a resource" in t
            placed_up += up
            if "White Camel readies and attacks again" in t:
                assert up, t        # only in a turn a resource was placed face up
                again += 1
    assert again and placed_up
    checker = no_breaches(db, ("White Camel", 16), ("A Donation of Wool", 16), games=150)
    assert checker.checked["readied"]


def test_mounts_whose_placing_line_readies_a_card_are_unmodelled(db):
    # Swift Nightsaber ("you may ready your hero. If you do, it can't attack this turn"), Swift Mechanostrider ("you may
    # ready an equipment you control"), Mottled Drake ("ready target Dragonkin ally you control"): first read as no
    # bearing (a resource placed just after the ready step readies nothing), but CR 412.1a lets you place it at any
    # time of your action phase, after an attack, a strike or a power: the sample audit of seed 20270200 made them
    # unmodelled (test_goldfish_audit_sample5); their "You pay 1 less to complete quests" is still recorded.
    for name in ("Swift Nightsaber", "Swift Mechanostrider", "Mottled Drake"):
        assert compile_cards([db[name], db["A Donation of Wool"]]).verdict[0] == UNMODELLED, name
    assert {"do": "cost_less", "n": 1, "what": "quest"} in fx(db["Swift Mechanostrider"])


# -- a weapon's [Exhaust] power after your hero struck with it (CR 303.2: striking exhausts the weapon; 701.3) --------

def test_a_weapon_your_hero_struck_with_does_not_use_its_exhaust_power_that_turn(db):
    # Sunfury Bow of the Phoenix ("[Exhaust] -> 1 damage to target hero") and Seth's Graphite Fishing Pole ("[Exhaust]
    # -> draw a card"): the engine used the power after the strike in the same turn (1 damage or a card a turn too many)
    from deckcheck.wowtcg.goldfish.audit import Checker
    from deckcheck.wowtcg.goldfish.engine import play_game
    setup = make_setup(None, deck(db, ("Sunfury Bow of the Phoenix", 12)), turns=8, health=10**6)
    turns, powers = [], 0
    for seed in range(12):
        lines = []
        play_game(setup.cc, list(setup.deck), setup.policy, random.Random(seed), Stats(8, len(setup.cc)),
                  health=10**6, log=lines.append)
        for line in lines:
            if line.startswith("Turn "):
                turns.append([])
            elif turns:
                turns[-1].append(line)
    for lines in turns:
        struck = any("strikes with Sunfury Bow" in x for x in lines)
        used = any("uses Sunfury Bow of the Phoenix's power" in x for x in lines)
        assert not (struck and used), lines
        powers += used
    assert powers        # (a turn the bow is played and can't strike: its power is used)
    for name in ("Sunfury Bow of the Phoenix", "Seth's Graphite Fishing Pole"):
        checker = no_breaches(db, (name, 12), games=150)
        assert checker.checked["strike"], name
    cc = compile_cards([db["Sunfury Bow of the Phoenix"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("strike", (0,)))
    checker(("tap_power", 0))
    assert any("struck with it this turn" in b for b in checker.breaches)


# -- "You pay 1 less to complete quests for each ..." (QUEST_PER: counted as the quest is completed) -----------------

def test_quest_reductions_counted_for_each_druid_and_hunter_or_each_ally_in_the_graveyard(db):
    # Emerald Emissary: "... for each Druid and Hunter you control"; Fossilized Raptor: "... for each ally in your
    # graveyard" (both were unmodelled). Cleansing Witch Hill: pay 4 to complete it, reward: draw a card.
    from deckcheck.wowtcg.goldfish.quests import quest_less
    cc = compile_cards([db["Emerald Emissary"], db["Fossilized Raptor"], db["Cleansing Witch Hill"],
                        db["Ahul Moonspeaker"], db["Voss Treebender"]])
    assert cc.verdict[0] == cc.verdict[1] == PLAYED
    assert "Druid" in db["Ahul Moonspeaker"].char_class
    g = _game(cc, [])
    turn.ready_step(g, 1)
    g.enter(0, 1)                       # Emerald Emissary (not a Druid or Hunter): nothing yet
    assert quest_less(g) == 0
    g.enter(3, 1)                       # a Druid or Hunter ally
    assert quest_less(g) == 1
    g.enter(1, 1)                       # Fossilized Raptor, with two allies in your graveyard
    g.grave = [4, 4, 2]
    assert quest_less(g) == 3
    g.res = g.avail = 1
    g.quests = [2]
    g.quests_changed()
    assert quests.complete(g) == 1 and g.avail == 0      # pays 4 - 3 = 1
    no_breaches(db, ("Emerald Emissary", 6), ("Fossilized Raptor", 6), ("Cleansing Witch Hill", 12),
                ("Ahul Moonspeaker", 8), games=120)


# -- the passive opponent draws in your turn ("When Morik attacks, each player draws a card") ------------------------

def test_morik_makes_both_players_draw_and_the_opponents_card_reaches_its_graveyard_at_its_wrap_up(db):
    # Morik: "Ferocity; When Morik attacks, each player draws a card." It was unmodelled (the opposing draw moves the
    # deck the engine counts). Now: you draw; the opponent's library is one less, its hand one more until its wrap-up
    # step discards down to seven (CR 503.2a), so its graveyard takes the card at its next turn.
    from deckcheck.wowtcg.goldfish import opp
    assert fx(db["Morik"]) == [{"do": "ferocity"}, {"do": "draw", "n": 1, "when": "attack"},
                               {"do": "opp_draw", "n": 1, "when": "attack"}]
    cc = compile_cards([db["Morik"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.opp_draw_w[0] == 1 and cc.any_opp
    seen = []
    g = _game(cc, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    opp.own_attack(g, 0, 1)
    assert g.opp == [52, 0] and opp.hand(g) == 8 and ("opp_draw", 0, 1, 53, 52) in seen
    assert not opp.opp_turn(g, 1)
    assert g.opp == [51, 2] and opp.hand(g) == 7
    # the checker follows it over seeded games of a deck of Morik
    checker = no_breaches(db, ("Morik", 12), games=150)
    assert checker.checked["opp_draw"] and checker.checked["opp_turn"]


def test_the_checker_refuses_an_opposing_draw_the_text_does_not_say(db):
    from deckcheck.wowtcg.goldfish.audit import Checker
    cc = compile_cards([db["Voss Treebender"], db["Morik"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 1))
    checker(("opp_draw", 0, 1, 53, 52))     # Voss Treebender: no such text
    assert any("which its text does not say" in b for b in checker.breaches)


def test_morik_is_unmodelled_beside_a_card_an_opponents_draw_triggers(db):
    # Murderous Torment ("when an opponent draws a card, ... damage") is played once for each of its turns; Morik's
    # draw in your turn would trigger it again, which the engine does not play: Morik is reported unmodelled there
    cc = compile_cards([db["Morik"], db["Murderous Torment"], db["Voss Treebender"]])
    assert cc.verdict[0] == UNMODELLED and not cc.opp_draw_w[0]
    assert compile_cards([db["Morik"], db["Voss Treebender"]]).verdict[0] == PLAYED


def test_cards_whose_passive_opponent_takes_what_it_does_not_refuse(db):
    # The passive opponent never chooses to discard or to reveal (Jadefire Hellcaller's "4 damage ... unless its
    # controller chooses and discards a card" is played as the damage): Jadefire Netherseer ("1 shadow damage to target
    # opposing hero unless its controller reveals his hand") deals it, and Twilight Assassin ("draw a card for each
    # other player, unless that player chooses and discards a card") draws one. Kieron the Loaner ("each opponent draws
    # 3 cards"; "if an opponent has no card in his hand, destroy his hero": it always holds seven or more) makes it draw
    # three as he enters. All three were unmodelled.
    from deckcheck.wowtcg.goldfish import opp
    assert fx(db["Jadefire Netherseer"]) == [{"do": "damage", "n": 1}]
    assert fx(db["Twilight Assassin"]) == [{"do": "draw", "n": 1}]
    cc = compile_cards([db["Jadefire Netherseer"], db["Twilight Assassin"], db["Kieron the Loaner"],
                        db["Voss Treebender"]])
    assert cc.verdict[:3] == [PLAYED] * 3 and cc.dmg[0] == 1 and cc.draw[1] == 1 and cc.opp_draw_e[2] == 3
    seen = []
    g = _game(cc, seen)
    turn.ready_step(g, 1)
    g.enter(2, 1)
    assert g.opp == [50, 0] and opp.hand(g) == 10 and ("opp_draw", 2, 3, 53, 50) in seen
    opp.opp_turn(g, 1)
    assert g.opp == [49, 4] and opp.hand(g) == 7
    no_breaches(db, ("Jadefire Netherseer", 8), ("Twilight Assassin", 8), ("Kieron the Loaner", 8), games=120)


def test_a_hero_condition_beside_the_actions_own_filter_reads_each_filter_for_its_own_part(db):
    # Spectral Tiger: "Alliance: Elusive allies in your party have +1 health. Horde: Allies with Ferocity in your party
    # have +1 ATK." The Horde part is a `hero_is` condition (faction Horde) on a bonus to the allies with Ferocity;
    # the reader matched your hero against the allies' filter (Ferocity: never), and reported it played doing
    # nothing. Now a Horde hero gives the Ferocity allies +1 (Bloodfang Berserker), another hero nothing.
    from deckcheck.wowtcg.effects import flat_effects
    assert {"do": "atk_bonus", "cond": "hero_is", "cfilt": (("faction", "Horde"),), "n": 1, "keyword": "ferocity",
            "to": "allies", "until": "ongoing"} in flat_effects(db["Spectral Tiger"].effects)
    cards = [db["Spectral Tiger"], db["Bloodfang Berserker"], db["Voss Treebender"]]
    for hero, groups in ((db["Grennan Stormspeaker"], [(1, frozenset({1}))]), (db["Elendril"], [])):
        cc = compile_cards(cards, hero=hero)
        assert cc.verdict[0] == PLAYED
        g = _game(cc, [])
        turn.ready_step(g, 1)
        g.enter(0, 1)
        assert g.groups == groups, hero.name
    setup = make_setup(db["Grennan Stormspeaker"], deck(db, ("Spectral Tiger", 10), ("Bloodfang Berserker", 10)),
                       turns=8, health=10**6)
    checker = check_games(setup, db["Grennan Stormspeaker"], 100)
    assert not checker.breaches, checker.breaches[:3]
    # (the records with the hero's filter alone still read it: Thunderhead Hippogryph, "[Horde] Hero: Ferocity")
    assert compile_cards([db["Thunderhead Hippogryph"]], hero=db["Elendril"]).ferocity[0] == 0
    assert compile_cards([db["Thunderhead Hippogryph"]], hero=db["Grennan Stormspeaker"]).ferocity[0]
