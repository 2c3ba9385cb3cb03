"""Allies modelled in the allies2 round: an ally's trigger lowering a hero's health this turn (weaken.py's
`placed` / `at_end`), and allies whose text has no bearing on a passive opponent."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import play, turn
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.keywords import placed
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup
from deckcheck.wowtcg.goldfish.state import Game
from goldfish_helpers import fx
from test_goldfish_kinds import deck
from test_goldfish_readying2 import checker_of


def _game(cc, health, seen):
    return Game(cc, [1] * 20, CURVE, random.Random(1), Stats(8, len(cc)), health=health, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=seen.append)


# -- "When Melissa attacks, target hero or ally has -1 health this turn" ---------------------------------------------

def test_melissa_gerrards_attack_lowers_the_opposing_hero_health_only_for_the_kill(db):
    # Melissa Gerrard (ATK 1): "When Melissa attacks, target hero or ally has -1 health this turn.": her attack deals
    # 1 and lowers the opposing hero's health by 1 this turn: 2 short of its health is a kill, 3 short is not (and the
    # health lowered comes back: the engine leaves it out)
    assert fx(db["Melissa Gerrard"]) == [{"do": "hp_less", "n": 1, "until": "turn", "to": "any", "when": "attack"}]
    cc = compile_cards([db["Melissa Gerrard"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.weak_trig[0] == (1, 1) and cc.any_weak_trig
    for short, kill in ((2, True), (3, False)):
        seen = []
        g = _game(cc, 20, seen)
        turn.ready_step(g, 1)
        g.res = g.avail = 1
        g.hand = [0]
        play.play(g, 0, 0, 1)
        g.dmg = 20 - short
        g.hand = []
        assert turn.play_turn(g, 2) is kill
        assert g.health == (19 if kill else 20)
        assert sum(ev[0] == "weak_trig" for ev in seen) == int(kill)
    setup = make_setup(None, deck(db, ("Melissa Gerrard", 20)), turns=10, health=13)
    checker = check_games(setup, None, 200)
    assert not checker.breaches and checker.checked["weak_kill"] and checker.checked["weak_trig"]


def test_the_checker_refuses_a_melissa_trigger_without_her_attack(db):
    setup = make_setup(None, deck(db, ("Melissa Gerrard", 20)), turns=4, health=10**6)
    melissa = setup.cc.names.index("Melissa Gerrard")
    checker = checker_of(setup, melissa)
    checker(("turn", 2))
    checker(("weak_trig", -1, melissa, 1, 1))
    assert any("more often than it attacked" in b for b in checker.breaches)
    checker = checker_of(setup, melissa)
    checker(("turn", 2))
    checker(("attack", 1, melissa, 1, 2, ""))
    checker(("weak_trig", -1, melissa, 2, 1))
    checker(("weak_kill", 3))
    assert any("its text says 1" in b for b in checker.breaches)
    assert any("its triggers lowered 2" in b for b in checker.breaches)


# -- Deathcharger: "When you place a resource face up, target opposing hero or ally has -3 [Health] this turn" -------

def test_deathcharger_lowers_the_opposing_hero_health_as_a_quest_is_placed_face_up(db):
    # Deathcharger (Mount, ATK 0): "You pay 1 less to complete quests. When you place a resource face up, target
    # opposing hero or ally has -3 [Health] this turn.": a quest placed face up makes 3 damage short a kill this turn
    assert {"do": "hp_less", "n": 3, "until": "turn", "to": "any", "when": "place", "face_up": 1} \
        in fx(db["Deathcharger"])
    cc = compile_cards([db["Deathcharger"], db["A Donation of Wool"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.weak_trig[0] == (2, 3) and cc.any_place
    seen = []
    g = _game(cc, 20, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    placed(g, 2, False)                 # a face-down resource: nothing
    assert g.weak == (0, 0)
    placed(g, 1, True)
    assert g.weak == (1, 3)
    g.dmg = 17
    assert turn.end_of_turn(g, 1, 0) and g.health == 17
    setup = make_setup(None, deck(db, ("Deathcharger", 20), ("A Donation of Wool", 20)), turns=10, health=12)
    checker = check_games(setup, None, 200)
    assert not checker.breaches and checker.checked["weak_kill"] and checker.checked["weak_trig"]


# -- no bearing -------------------------------------------------------------------------------------------------------

def test_vindicator_vashas_text_acts_only_on_cards_of_other_reputations(db):
    # Vindicator Vasha: "Aldor Reputation; Cards in play with reputation other than Aldor lose and can't have powers."
    # A deck with an Aldor card holds no card of another reputation (CR 100.2d): only the opponent's cards
    assert compile_cards([db["Vindicator Vasha"]]).verdict[0] == NO_BEARING


# -- Elder Moorf: "1 -> Target ally has +2 ATK this turn. Use only once per turn." -------------------------------------

def test_elder_moorf_pays_once_a_turn_for_plus_two_on_its_own_attack(db):
    # the power targets Moorf himself as he attacks (an ally: a legal target), once a turn however much is left
    from deckcheck.wowtcg.goldfish import combat
    assert fx(db["Elder Moorf"]) == [{"do": "atk_bonus", "n": 2, "until": "turn", "to": "ally", "pay": 1, "turn": 1}]
    cc = compile_cards([db["Elder Moorf"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    turn.ready_step(g, 2)
    g.res = g.avail = 5
    f = combat.combat(g)
    assert f.attackers == [1 + 2] and g.avail == 4
    assert [ev for ev in seen if ev[0] == "self_pump"] == [("self_pump", g.a_uid[0], 0, 2, 1)]
    setup = make_setup(None, deck(db, ("Elder Moorf", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["self_pump"]
    moorf = setup.cc.names.index("Elder Moorf")
    checker = checker_of(setup, moorf)
    checker(("turn", 2))
    checker(("self_pump", 1, moorf, 2, 1))
    checker(("self_pump", 1, moorf, 2, 1))
    assert any("used twice this turn" in b for b in checker.breaches)


def test_a_self_pump_by_an_ally_given_ferocity_is_legal_one_without_its_attack_is_not(db):
    # (random decks: Elder Moorf given Ferocity by Lust for Battle the turn it entered) the checker asked for Ferocity
    # in the ally's own text; what makes the pump legal is the attack that follows it, which `on_attack` checks (a
    # granted Ferocity too): a pump with no attack after it is the breach (CR 302.2)
    setup = make_setup(None, deck(db, ("Elder Moorf", 20)), turns=10, health=10**6)
    moorf = setup.cc.names.index("Elder Moorf")
    checker = checker_of(setup, moorf)
    checker(("turn", 2))
    checker(("enter", 1, moorf, 2))
    checker(("self_pump", 1, moorf, 2, 1))
    checker(("attack", 1, moorf, 2, 2, "granted"))
    checker(("turn", 3))
    assert not [b for b in checker.breaches if "pumps itself" in b]
    checker(("enter", 2, moorf, 3))
    checker(("self_pump", 2, moorf, 2, 1))
    checker(("turn", 4))
    assert any("pumps itself for an attack it does not make" in b for b in checker.breaches)


# -- Kristina Soulcinder: "At the start of your turn, target ally has +2 ATK / -2 health this turn." -------------------

def test_kristina_soulcinder_gives_two_atk_at_the_start_of_the_turn_to_an_ally_that_survives_it(db):
    # Voss Treebender (2/1) dies to -2 health: the target is the ally with more than 2 health that attacks this turn
    # (Kristina herself, ATK 0: she attacks for 2); two Kristinas never put -4 health on one Kristina (3 health)
    from deckcheck.wowtcg.goldfish import combat, turns
    assert fx(db["Kristina Soulcinder"]) == [{"do": "atk_bonus", "n": 2, "hp": 2, "until": "turn", "to": "ally",
                                              "when": "turn_start"}]
    cc = compile_cards([db["Kristina Soulcinder"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tpump[0] == (2, 2) and cc.any_turns
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.enter(1, 1)
    turn.ready_step(g, 2)
    turns.start(g)
    pumps = [ev for ev in seen if ev[0] == "turn_pump"]
    assert pumps == [("turn_pump", g.a_uid[0], 0, 2, 2, g.a_uid[0], 0)]
    f = combat.combat(g)
    assert sum(f.attackers) + f.bonus == 2 + 2
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.enter(0, 1)
    turn.ready_step(g, 2)
    seen.clear()
    turns.start(g)
    targets = [ev[5] for ev in seen if ev[0] == "turn_pump"]
    assert sorted(targets) == sorted(g.a_uid) and len(g.a_c) == 2
    setup = make_setup(None, deck(db, ("Kristina Soulcinder", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["turn_pump"]


# -- Elder Narando: "When Narando readies, he has +2 ATK this turn." --------------------------------------------------

def test_elder_narando_has_two_more_atk_only_in_a_turn_he_readied(db):
    # cards enter play ready (CR 411.1): his first attack is for 2; after it, he readies in each ready step: 4
    from deckcheck.wowtcg.goldfish import combat
    assert fx(db["Elder Narando"]) == [{"do": "atk_bonus", "n": 2, "until": "turn", "to": "self", "when": "readies"}]
    cc = compile_cards([db["Elder Narando"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.rdy_pump[0] == 2 and cc.self_bonus[0] is None
    from deckcheck.wowtcg.goldfish import turns
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    hits = []
    for t in (2, 3, 4):
        turn.ready_step(g, t)
        turns.start(g)
        f = combat.combat(g)
        hits.append(sum(f.attackers) + f.bonus)
    assert hits == [2, 4, 4]
    assert [ev[3] for ev in seen if ev[0] == "ready_pump"] == [1, 1]
    setup = make_setup(None, deck(db, ("Elder Narando", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["ready_pump"]
    narando = setup.cc.names.index("Elder Narando")
    checker = checker_of(setup, narando)
    checker(("turn", 2))
    checker(("ready_pump", narando, 2, 1))
    assert any("0 attacked in your last turn" in b for b in checker.breaches)


def test_a_narando_destroyed_after_attacking_gives_no_other_copy_its_readying(db):
    # (random decks, fuzz of the new families) two Narandos attack and are destroyed; a third entered that turn and
    # did not attack: it does not ready in your next ready step (CR 411.1: it entered ready), so no +2. The engine
    # counted the copies that attacked by card, not by the ally that is still in play.
    from deckcheck.wowtcg.goldfish import combat, turns
    cc = compile_cards([db["Elder Narando"], db["Voss Treebender"]])
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.enter(0, 1)
    turn.ready_step(g, 2)
    turns.start(g)
    combat.combat(g)
    first, second = g.a_uid[:2]
    g.leave(0, True)
    g.leave(0, True)
    assert first not in g.a_uid and second not in g.a_uid
    g.enter(0, 2)
    turn.ready_step(g, 3)
    turns.start(g)
    assert not [ev for ev in seen if ev[0] == "ready_pump"]
    f = combat.combat(g)
    assert sum(f.attackers) + f.bonus == 2


# -- Golas Swiftwind: "When Golas readies, exhaust target ally." -------------------------------------------------------

def test_golas_swiftwind_readying_exhausts_an_ally_of_yours_for_the_turn(db):
    # the passive opponent has no ally: the target is one of yours, the least worth (Voss Treebender, ATK 2, beside
    # Golas's 4); it does not attack that turn, and readies in your next ready step
    from deckcheck.wowtcg.goldfish import combat, turns
    assert fx(db["Golas Swiftwind"]) == [{"do": "exhaust", "to": "ally", "when": "readies"}]
    cc = compile_cards([db["Golas Swiftwind"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.rdy_tire[0] == 1 and cc.any_turns
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.enter(1, 1)
    hits = []
    for t in (2, 3, 4):
        turn.ready_step(g, t)
        turns.start(g)
        f = combat.combat(g)
        hits.append(sorted(f.attackers))
    assert hits == [[2, 4], [4], [4]]      # (turn 2: Golas entered ready, no trigger; then each turn he readies)
    assert [ev[2] for ev in seen if ev[0] == "ready_tire"] == [g.a_uid[1], g.a_uid[1]]
    setup = make_setup(None, deck(db, ("Golas Swiftwind", 15), ("Elder Narando", 15)), turns=10, health=10**6)
    checker = check_games(setup, None, 150)
    assert not checker.breaches and checker.checked["ready_tire"] and checker.checked["ready_pump"]
    golas = setup.cc.names.index("Golas Swiftwind")
    checker = checker_of(setup, golas, golas)
    checker(("turn", 2))
    checker(("ready_tire", golas, 2))
    checker(("attack", 2, golas, 1, 2, ""))
    assert any("more than its copies readied" in b for b in checker.breaches)
    assert any("attacks the turn a trigger exhausted it" in b for b in checker.breaches)


# -- Silas Darkmoon: "Silas has ATK equal to the combined ATK of all other allies in your party, ..." ------------------

def test_silas_darkmoon_attacks_for_the_combined_atk_of_your_other_allies(db):
    # his printed ATK is "*": the combined printed ATK of your other allies (bonuses to them left out: errs low); his
    # health likewise has no bearing on a passive opponent (it never damages him)
    from deckcheck.wowtcg.goldfish import combat
    assert fx(db["Silas Darkmoon"]) == [{"do": "atk_bonus", "n": 1, "until": "ongoing", "to": "self",
                                         "per": "sum_atk", "type": "ally", "other": 1}]
    cc = compile_cards([db["Silas Darkmoon"], db["Voss Treebender"], db["Golas Swiftwind"]])
    assert cc.verdict[0] == PLAYED
    g = _game(cc, 10**6, [])
    turn.ready_step(g, 1)
    for c in (0, 1, 2):
        g.enter(c, 1)
    turn.ready_step(g, 2)
    f = combat.combat(g)
    assert sorted(f.attackers) == [2, 4, 2 + 4]
    setup = make_setup(None, deck(db, ("Silas Darkmoon", 10)), turns=10, health=10**6)
    assert not check_games(setup, None, 60).breaches


# -- Blazemistress Lindsey: "[Exhaust], Discard an ability -> This ally deals 4 fire damage to target hero or ally." ---

def test_blazemistress_lindsey_discards_an_ability_for_four_damage(db):
    # the costly powers' family (powers.costly_powers): the ability discarded only when the engine has no use for it,
    # or when the 4 damage destroys the opposing hero now
    assert fx(db["Blazemistress Lindsey"]) == [{"do": "damage", "n": 4, "pay": 0, "exhaust": 1,
                                                "discard": {"what": "ability"}}]
    assert compile_cards([db["Blazemistress Lindsey"]]).verdict[0] == PLAYED
    setup = make_setup(None, deck(db, ("Blazemistress Lindsey", 20), ("Arcane Missiles", 20)), turns=10, health=30)
    checker = check_games(setup, None, 200)
    assert not checker.breaches and checker.checked["cpower_discard"]


# -- Gromble the Apt: "Your hero can be exhausted to pay costs as though it were a resource." -------------------------

def test_gromble_the_apt_exhausts_your_idle_hero_for_one_more_resource_after_combat(db):
    # a hero with no weapon does not attack: after combat it exhausts for the 1 a card in hand still needs
    from deckcheck.wowtcg.goldfish import combat, resources
    assert {"do": "hero_res"} in fx(db["Gromble the Apt"])
    cc = compile_cards([db["Gromble the Apt"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_hero_res
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    turn.ready_step(g, 2)
    g.res, g.avail, g.hand = 1, 0, [1]
    f = combat.combat(g)
    resources.hero_as_resource(g, f)
    assert g.avail == 1 and f.hero_used and [ev[0] for ev in seen].count("hero_res") == 1
    resources.hero_as_resource(g, f)            # (once: it is exhausted now)
    assert g.avail == 1
    setup = make_setup(None, deck(db, ("Gromble the Apt", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["hero_res"]


# -- Tol'zin: "+2 / +2 for each token ally you control. Stash: Token allies you control have Assault 1 this turn." --

def test_tolzin_stashed_gives_each_attacking_token_ally_one_more_atk(db):
    from deckcheck.wowtcg.goldfish import combat
    from deckcheck.wowtcg.goldfish.statics import stash_atk
    assert {"do": "atk_bonus", "n": 1, "until": "turn", "to": "allies", "tag": "Token", "when": "stash"} \
        in fx(db["Tol'zin"])
    cc = compile_cards([db["Tol'zin"], db["Ahkara"], db["Voss Treebender"]])
    ghoul = cc.names.index("3/3 Ghoul ally token")
    assert cc.verdict[0] == PLAYED and cc.stash_atk[0] == (1, 3, frozenset({ghoul}))
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(ghoul, 1)
    g.enter(ghoul, 1)
    g.enter(2, 1)
    turn.ready_step(g, 2)
    stash_atk(g, 0)
    f = combat.combat(g)
    assert sum(f.attackers) + f.bonus == 3 + 3 + 2 + 2      # the two Ghouls, +1 each; not Voss Treebender
    setup = make_setup(None, deck(db, ("Tol'zin", 20), ("Ahkara", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["stash_atk"]


# -- Stevrona Forgemender: "Token allies you control have +1/+1. Stash: Ready target token ally." ---------------------

def test_stevrona_forgemender_stashed_readies_a_token_that_cant_ready(db):
    # in the resource step your allies are ready but Brode (Deathlord Jones's token: it enters exhausted and can't ready
    # during your ready step): Stevrona's Stash readies him, and he attacks that turn (3, +1 from a Stevrona in play)
    from deckcheck.wowtcg.goldfish import combat
    from deckcheck.wowtcg.goldfish.enter import stash
    assert {"do": "ready", "to": "ally", "tag": "Token", "when": "stash"} in fx(db["Stevrona Forgemender"])
    cc = compile_cards([db["Stevrona Forgemender"], db["Deathlord Jones"]])
    brode = cc.names.index("Brode")
    assert cc.verdict[0] == PLAYED and cc.stash_ready[0] == frozenset({brode})
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(brode, 1)
    turn.ready_step(g, 2)
    assert combat.combat(g).attackers == []           # (Brode can't ready: no attack)
    turn.ready_step(g, 3)
    stash(g, 0)
    assert [ev for ev in seen if ev[0] == "stash_ready"] == [("stash_ready", 0, g.a_uid[0])]
    assert combat.combat(g).attackers == [3]
    setup = make_setup(None, deck(db, ("Stevrona Forgemender", 20), ("Deathlord Jones", 12)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["stash_ready"]


# -- Vexra Darkfall: "When Vexra Darkfall is destroyed, she deals 1 arcane damage to target hero for each card in its
#    controller's hand." ------------------------------------------------------------------------------------------------

def test_vexra_darkfall_destroyed_deals_one_for_each_card_in_the_opposing_hand(db):
    # the target is the opposing hero: its controller keeps 7 cards in hand during your turn (opp.hand); your own
    # effects destroy her (Engulfing Blaze's damage to each hero and ally)
    assert fx(db["Vexra Darkfall"]) == [{"do": "damage", "n": 1, "per": "opp_hand", "when": "destroyed"}]
    cc = compile_cards([db["Vexra Darkfall"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    seen = []
    g = _game(cc, 10**6, seen)
    turn.ready_step(g, 1)
    g.enter(0, 1)
    g.leave(0, True)
    assert g.turn_dmg == 7 and ("death_per", 0, 7) in seen
    setup = make_setup(None, deck(db, ("Vexra Darkfall", 15), ("Engulfing Blaze", 15)), turns=10, health=10**6)
    checker = check_games(setup, None, 100)
    assert not checker.breaches and checker.checked["death_per"]
    checker = checker_of(setup, 0)
    checker(("death_per", setup.cc.names.index("Vexra Darkfall"), 6))
    assert any("for each of 7" in b for b in checker.breaches)


def test_another_target_pump_is_not_put_on_the_ally_itself(db):
    # (random decks: the checker caught Merrymaker Chen pumping himself) "3, ... -> Another target hero or ally has +3
    # ATK ... this turn" was read as a target anyone, which the engine's paid pump (no [Exhaust]) puts on the ally's
    # own attack: "another" refused it (unmodelled), as Nessera Gildenrose's ("another target ally"). Since the audit of
    # seeds 20270253-260 both are played on another attack, Chen's on your hero's when no other ally attacks
    # (`pump_other`, `combat.other_pumps`: test_goldfish_audit_sample6.py)
    for name in ("Merrymaker Chen", "Nessera Gildenrose"):
        [e] = [x for x in fx(db[name]) if x["do"] == "atk_bonus"]
        assert e.get("other") == 1, name
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.pump_other[0] == 1, name


def test_when_this_ally_readies_only_for_an_ally_still_in_play(db):
    # (Narando's family, sample audit seed 20270194) Forager Cloudbloom: "When Cloudbloom readies, draw a card": one
    # that attacked and was destroyed before your next ready step does not ready, and draws nothing; one still in play
    # draws its card.
    from deckcheck.wowtcg.goldfish import combat
    cc = compile_cards([db["Forager Cloudbloom"], db["Voss Treebender"]])
    assert cc.ready_draw[0] == 1
    for destroyed, drawn in ((True, 0), (False, 1)):
        g = _game(cc, 10**6, [])
        turn.ready_step(g, 1)
        g.enter(0, 1)
        turn.ready_step(g, 2)
        combat.combat(g)
        if destroyed:
            g.leave(0, True)
        hand = len(g.hand)
        turn.ready_step(g, 3)
        turn.start_of_turn(g)
        assert len(g.hand) - hand == drawn, destroyed
