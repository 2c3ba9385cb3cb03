"""Resources turned face down (EV_FLIP): "When a resource you control is turned face down" (Emerald Captain, Emerald
Wanderer) fires as a quest is completed, as a Stash card is turned face down, and as an ally turns a face-up resource
face down; White Camel's "When you place a resource face up" (unmodelled: its Sentinel this turn); the Mounts
whose second line does nothing at the resource step (Swift Nightsaber, Swift Mechanostrider, Mottled Drake)."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import quests, turn
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.codes import EV_FLIP
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, QUEST, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.keywords import placed
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup
from deckcheck.wowtcg.goldfish.state import Game
from goldfish_helpers import fx, no_breaches
from test_goldfish_kinds import deck


def _game(cc, seen):
    return Game(cc, [2] * 20, CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=seen.append)


def test_emerald_captain_deals_one_damage_as_a_completed_quest_turns_face_down(db):
    # Emerald Captain: "When a resource you control is turned face down, this ally deals 1 nature damage to target
    # hero." A quest is a face-up resource; completing it turns it face down (before: the card was unmodelled)
    assert fx(db["Emerald Captain"]) == [{"do": "damage", "n": 1, "to": "hero", "when": "flipped"}]
    cc = compile_cards([db["Emerald Captain"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][0] == EV_FLIP
    seen = []
    g = _game(cc, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.res = g.avail = 5
    g.quests = [1]
    g.quests_changed()
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
    g = _game(cc, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.res = g.avail = 5
    g.quests = [1]
    g.quests_changed()
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


def test_white_camel_is_unmodelled_its_sentinel_this_turn_has_bearing(db):
    # White Camel: "When you place a resource face up into your resource row, this ally has +3 ATK and Sentinel this
    # turn." This test read Sentinel as no bearing and played the +3 ATK alone; the unread-record audit, slice 11, made
    # the card unmodelled: Sentinel readies the ally after its attack, so it attacks again (test_goldfish_effects:
    # "+1 ATK and Sentinel this turn" is unmodelled), and no reading grants Sentinel from a place trigger
    assert fx(db["White Camel"]) == [{"do": "unmodelled"}]
    cc = compile_cards([db["White Camel"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] != PLAYED


def test_mounts_whose_placing_line_does_nothing_at_the_resource_step_pay_less_for_quests(db):
    # Swift Nightsaber ("you may ready your hero. If you do, it can't attack this turn") and Swift Mechanostrider
    # ("you may ready an equipment you control"): a resource is placed just after the ready step, when your hero and
    # equipment are ready: no bearing; their "You pay 1 less to complete quests" is played. Mottled Drake readies a
    # Dragonkin ally then (already ready) and heals: no bearing.
    for name in ("Swift Nightsaber", "Swift Mechanostrider"):
        assert fx(db[name]) == [{"do": "cost_less", "n": 1, "what": "quest"}], name
        cc = compile_cards([db[name], db["A Donation of Wool"], db["Voss Treebender"]])
        assert cc.verdict[0] == PLAYED
        g = _game(cc, [])
        turn.ready_step(g, 1)
        g.enter(0, 1)
        assert any(what == QUEST and m == 1 for what, m, *_ in g.less_in_play), name
    assert compile_cards([db["Mottled Drake"]]).verdict[0] == NO_BEARING


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
