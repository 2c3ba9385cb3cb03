"""Issue 23, allies: an ally entering play (goldfish/enter.py, compile_enter.py): Enrage, an ally's one-shot effects
under a condition checked as it enters, an ally's activated Ferocity, an ally's power under a condition (the
Timewalker cards' "while you control two or more allies that share a [Horde] or [Alliance] race"), on the real
cards, and the checker's rules for them."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import combat, play, turn
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import C_CONTROL, C_NO_READY, C_SHARED, PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_kinds import deck
from goldfish_helpers import fx, turn_with


def game(cc, lib=(), hero=None, audit=None):
    return Game(cc, list(lib), CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=audit)


def no_breaches(db, *pairs, filler="Voss Treebender", games=150):
    setup = make_setup(None, deck(db, *pairs, filler=filler), turns=8, health=10**6)
    checker = check_games(setup, None, games)
    assert not checker.breaches, checker.breaches[:3]
    return checker


# -- Enrage ---------------------------------------------------------------------------------------------------------

def test_buldrug_enraged_by_an_ally_attacks_at_once_for_2_more(db):
    # Buldrug (ATK 3): "Enrage. When you reveal an ally this way, this ally has +2 ATK and Ferocity this turn."
    assert fx(db["Buldrug"]) == [{"do": "enrage", "n": 2}]
    cc = compile_cards([db["Buldrug"], db["Voss Treebender"], db["Arcane Missiles"]])
    assert cc.verdict[0] == PLAYED and cc.enrage[0] == 2
    g = game(cc, [1, 2])
    g.topq = [1]                                # an ally on top
    turn_with(g, 3, 4, [0])
    play.play(g, 0, 0, 4)
    f = combat.combat(g)
    assert f.attackers == [5] and g.turn_dmg == 5
    assert g.topq == [1] and sorted(g.lib) == [1, 2]      # the card revealed stays on top of the deck
    g = game(cc, [2, 1])
    g.topq = [2]                                # an ability on top: no Ferocity, no ATK
    turn_with(g, 3, 4, [0])
    play.play(g, 0, 0, 4)
    f = combat.combat(g)
    assert f.attackers == [] and not g.fero_now
    turn_with(g, 4, 4, [])                      # next turn it attacks for its printed 3
    assert combat.combat(g).attackers == [3]


def test_enrage_games_and_the_checker(db):
    for name in ("Buldrug", "Faceless Sapper", "Zor'chal the Shadowseer", "Torr'nag"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    checker = no_breaches(db, ("Faceless Sapper", 20), ("Arcane Missiles", 20))
    assert checker.checked["fero_now"]
    cc = compile_cards([db["Buldrug"], db["Arcane Missiles"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("fero_now", 1, 0, 0, "enrage", 1))     # an ability revealed
    assert bad.breaches and "no ally" in bad.breaches[0]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("attack", 1, 0, 3, 3, "now"))          # attacks the turn it entered, given nothing
    assert bad.breaches and "Ferocity" in bad.breaches[0]


# -- one-shot effects under a condition checked as the ally enters -------------------------------------------------

def test_bronze_skyrazor_has_ferocity_only_if_no_resource_is_ready_as_it_enters(db):
    # "When this ally enters play, if you control no ready resources, it has Ferocity this turn" (ATK 4, cost 5)
    cc = compile_cards([db["Bronze Skyrazor"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.etb_cond[0] == (C_NO_READY,) and cc.etb_fero[0]
    assert cc.fero_cond[0] is None and not cc.ferocity[0]     # (not a Ferocity checked as it attacks)
    g = game(cc, [1] * 5)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 5)
    assert combat.combat(g).attackers == [4]
    g = game(cc, [1] * 5)
    turn_with(g, 6, 6, [0, 1])
    play.play(g, 0, 0, 5)                       # one resource still ready as it enters
    play.play(g, 1, 0, 1)                       # then spent: the condition is not checked again
    assert g.avail == 0 and combat.combat(g).attackers == []
    no_breaches(db, ("Bronze Skyrazor", 20))


def test_champion_of_time_readies_three_resources_only_with_none_ready(db):
    # "When this ally enters play, if you control no ready resources, ready up to three resources you control"
    cc = compile_cards([db["Champion of Time"]])
    assert cc.verdict[0] == PLAYED and cc.ready_res[0] == 3 and cc.etb_cond[0] == (C_NO_READY,)
    g = game(cc, [0] * 5)
    turn_with(g, 5, 5, [0])
    g.avail = 3
    play.play(g, 0, 0, 3)
    assert g.avail == 3
    g = game(cc, [0] * 5)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 3)
    assert g.avail == 2                         # two were still ready: nothing readied
    no_breaches(db, ("Champion of Time", 20))


def test_davius_places_a_resource_only_beside_another_druid(db):
    # "Empower Druid: When this ally enters play, if you control another Druid hero or ally, reveal the top card of
    # your deck. You may place it into your resource row exhausted as an additional resource." With a Mage hero:
    # only if another Druid ally (Cerwyn) is in play as he enters
    mage = next(h for h in db.heroes() if "Mage" in h.char_class)
    cc = compile_cards([db["Davius, Herald of Nature"], db["Cerwyn"]], hero=mage)
    assert cc.verdict[0] == PLAYED and cc.etb_cond[0][0] == C_CONTROL
    g = game(cc, [1] * 5)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    assert g.res == 3
    g = game(cc, [1] * 5)
    turn_with(g, 4, 4, [1, 0])
    play.play(g, 1, 0, 1)                       # Cerwyn, a Druid ally, first
    play.play(g, 0, 0, 3)
    assert g.res == 5


# -- activated Ferocity ---------------------------------------------------------------------------------------------

def test_nazuk_pays_2_to_attack_the_turn_he_enters(db):
    # Nazuk Darkblood (ATK 5, cost 4): "2 -> This ally has Ferocity this turn."
    cc = compile_cards([db["Nazuk Darkblood"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.fero_pow[0] == (2, 1, None, 0)
    g = game(cc, [1] * 5)
    turn_with(g, 6, 6, [0])
    play.play(g, 0, 0, 4)
    assert combat.combat(g).attackers == [5] and g.avail == 0
    g = game(cc, [1] * 5)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 4)                       # 1 left: it can't pay
    assert combat.combat(g).attackers == [] and g.avail == 1
    checker = no_breaches(db, ("Nazuk Darkblood", 20))
    assert checker.checked["fero_now"]


def test_jurpak_gives_another_ally_ferocity_and_nazuk_only_himself(db):
    # Jurpak: "2 -> Target ally has Ferocity this turn"; Nazuk's power gives it to himself only
    cc = compile_cards([db["Jurpak"], db["Voss Treebender"], db["Nazuk Darkblood"]])
    assert cc.fero_pow[0] == (2, 0, None, 0)
    g = game(cc, [1] * 5)
    turn_with(g, 3, 3, [1])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0], [1], [0], [0], [1], 1
    play.play(g, 1, 0, 1)                       # Voss Treebender (ATK 2) enters, Jurpak attacks anyway
    assert sorted(combat.combat(g).attackers) == [1, 2] and g.avail == 0
    g = game(cc, [1] * 5)
    turn_with(g, 3, 3, [1])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [2], [1], [0], [0], [1], 1
    play.play(g, 1, 0, 1)
    assert combat.combat(g).attackers == [5] and g.avail == 2     # Nazuk attacks; Voss waits
    cc2 = compile_cards([db["Nazuk Darkblood"], db["Voss Treebender"]])
    bad = Checker(cc2, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 1, 3))
    bad(("fero_now", 2, 1, 0, "power", (2, 0)))
    assert bad.breaches and "only to itself" in bad.breaches[0]


def test_thomas_removes_an_ally_card_in_the_graveyard_for_ferocity(db):
    # Thomas Slash Robinson: "Remove an ally card in your graveyard from the game -> Thomas has Ferocity this turn"
    cc = compile_cards([db["Thomas Slash Robinson"], db["Voss Treebender"], db["Arcane Missiles"]])
    assert cc.verdict[0] == PLAYED and cc.fero_pow[0][:2] == (0, 1) and cc.fero_pow[0][3] == 1
    g = game(cc, [1] * 5)
    turn_with(g, 3, 3, [0])
    g.grave = [2, 1]
    play.play(g, 0, 0, 3)
    assert combat.combat(g).attackers == [2] and g.grave == [2]     # the ally card is gone, the ability stays
    g = game(cc, [1] * 5)
    turn_with(g, 3, 3, [0])
    g.grave = [2]
    play.play(g, 0, 0, 3)
    assert combat.combat(g).attackers == [] and g.grave == [2]


# -- the Timewalker condition ---------------------------------------------------------------------------------------

def test_lyras_power_only_while_two_allies_share_a_race(db):
    # Lyra, Timewalker Embermage (Night Elf): "While you control two or more allies that share a [Horde] or
    # [Alliance] race: [Exhaust] -> This ally deals 5 fire damage to target hero."
    cc = compile_cards([db["Lyra, Timewalker Embermage"], db["Murloc Coastrunner"], db["Cerwyn"]])
    assert cc.verdict[0] == PLAYED and cc.act_cond[0] == (C_SHARED,)
    g = game(cc, [1] * 5)
    turn_with(g, 4, 0, [])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0, 1], [1, 1], [0, 0], [0, 0], [1, 2], 2
    combat.combat(g)
    assert g.turn_dmg == 3 + 2                  # no shared race: Lyra and the Murloc attack
    g = game(cc, [1] * 5)
    turn_with(g, 4, 0, [])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0, 2], [1, 1], [0, 0], [0, 0], [1, 2], 2
    combat.combat(g)
    assert g.turn_dmg == 5 + 1                  # two Night Elves: her power for 5, Cerwyn attacks
    checker = no_breaches(db, ("Lyra, Timewalker Embermage", 20), filler="Murloc Coastrunner")
    assert checker.checked["power_cond"]
    bad = Checker(compile_cards([db["Lyra, Timewalker Embermage"], db["Murloc Coastrunner"]]), None)
    bad.new_game()
    bad(("turn", 2))
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 1, 1))
    bad(("power_cond", 0, (0, 1), 0))
    assert bad.breaches and "sharing a race" in bad.breaches[0]
    assert "{'Night Elf': 1}" in bad.breaches[0]     # the races by name, not by index


def test_timewalker_vanguard_deals_3_only_with_a_shared_race(db):
    # "When this ally enters play, if you control two or more allies that share a [Horde] or [Alliance] race, this
    # ally deals 3 melee damage to target hero."
    cc = compile_cards([db["Timewalker Vanguard"], db["Murloc Coastrunner"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [1] * 5)
    turn_with(g, 2, 2, [0])
    play.play(g, 0, 0, 2)
    assert g.turn_dmg == 0
    turn_with(g, 3, 2, [0])
    play.play(g, 0, 0, 2)                       # a second Night Elf: the first shares its race
    assert g.turn_dmg == 3
    for name in ("Enabrin, Timewalker Druid", "Zor'ka, Timewalker Shaman", "Nehru, Timewalker Hunter",
                 "Timewalker Smasher"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    no_breaches(db, ("Timewalker Vanguard", 15), ("Nehru, Timewalker Hunter", 10), ("Enabrin, Timewalker Druid", 10))


# -- an ally's start-of-turn damage ---------------------------------------------------------------------------------

def test_timewalker_grunt_deals_1_for_each_orc_at_the_start_of_your_turn(db):
    # Timewalker Grunt (Orc): "At the start of your turn, this ally may deal 1 melee damage to target hero for each
    # Orc ally you control"
    cc = compile_cards([db["Timewalker Grunt"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot_per[0][0] == 1
    g = game(cc, [1] * 9)
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0, 0, 1], [1, 1, 1], [0] * 3, [0] * 3, [1, 2, 3], 3
    turn.ready_step(g, 3)
    turn.start_of_turn(g)
    assert g.turn_dmg == 4                      # two Grunts, each 1 for each of the two Orcs
    checker = no_breaches(db, ("Timewalker Grunt", 20))
    assert checker.checked["dot_per"]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("dot_per", 0, 2, (0,), ()))            # one Orc in play: 1, not 2
    assert bad.breaches and "for each of 1" in bad.breaches[0]


def test_ashenvale_archer_deals_2_only_beside_an_ally_of_cost_4(db):
    # "At the start of your turn, if you control an ally with cost 4 or more, this ally deals 2 ranged damage to
    # target hero": an ally's own conditional start-of-turn damage (`dotx`, counted on allies too)
    cc = compile_cards([db["Ashenvale Archer"], db["Nazuk Darkblood"]])
    assert cc.verdict[0] == PLAYED and cc.dotx[0] is not None
    g = game(cc, [1] * 9)
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0], [1], [0], [0], [1], 1
    turn.ready_step(g, 3)
    turn.start_of_turn(g)
    assert g.turn_dmg == 0
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0, 1], [1, 1], [0] * 2, [0] * 2, [1, 2], 2
    turn.ready_step(g, 4)
    turn.start_of_turn(g)
    assert g.turn_dmg == 2


# -- "if an ability, ally, or equipment was destroyed this turn" ---------------------------------------------------

def test_twilight_shadowdrake_deals_4_only_after_a_card_of_yours_was_destroyed(db):
    cc = compile_cards([db["Twilight Shadowdrake"], db["Voss Treebender"], db["Velkin Gray"]])
    assert cc.verdict[0] == PLAYED and cc.verdict[2] == PLAYED
    g = game(cc, [1] * 9)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    assert g.turn_dmg == 0
    g = game(cc, [1] * 9)
    turn_with(g, 3, 7, [0, 2])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [1], [1], [0], [0], [1], 1
    g.leave(0, True)                            # Voss Treebender is destroyed this turn
    play.play(g, 0, 0, 3)
    assert g.turn_dmg == 4
    play.play(g, 2, 0, 4)                       # Velkin Gray: "if an ally you controlled was destroyed this turn"
    assert sorted(cc.atk[x] for x in g.a_c) == [1, 3, 4]      # Shadowdrake, Velkin and his 3/3 Ghoul
    turn.ready_step(g, 4)                       # next turn: no longer
    g.res = g.avail = 3
    g.hand = [0]
    before = g.turn_dmg
    play.play(g, 0, 0, 3)
    assert g.turn_dmg == before
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("destroyed_cond", 0, 0))
    assert bad.breaches and "none was" in bad.breaches[0]


# -- "Play this ally only if ..." ------------------------------------------------------------------------------------

def test_faceless_watcher_is_played_only_beside_three_monsters(db):
    # Faceless Watcher (cost 3, 6/6): "Play this ally only if you control three or more Monster Heroes and/or
    # allies"; Murloc Coastrunner is a Monster ally
    cc = compile_cards([db["Faceless Watcher"], db["Murloc Coastrunner"]])
    assert cc.verdict[0] == PLAYED and cc.play_cond[0] is not None
    g = game(cc, [1] * 9)
    turn_with(g, 3, 3, [0])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [1, 1], [1, 1], [0] * 2, [0] * 2, [1, 2], 2
    assert turn.best_play(g) == (-1, 0)         # two Monsters: not playable
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [1] * 3, [1] * 3, [0] * 3, [0] * 3, [1, 2, 3], 3
    assert turn.best_play(g) == (0, 3)
    checker = no_breaches(db, ("Faceless Watcher", 15), filler="Murloc Coastrunner")
    assert checker.checked["play_if"]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("play_if", 0, (), (1, 1)))
    assert bad.breaches and "2 of the 3" in bad.breaches[0]


def test_fossilized_hatchling_needs_four_allies_in_your_graveyard(db):
    cc = compile_cards([db["Fossilized Hatchling"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [1] * 9)
    turn_with(g, 3, 3, [0])
    g.grave = [1, 1, 1]
    assert turn.best_play(g) == (-1, 0)
    g.grave = [1, 1, 1, 1]
    assert turn.best_play(g) == (0, 1)


# -- a combat-damage trigger under a hand condition ----------------------------------------------------------------

def test_draka_makes_an_orc_only_with_an_empty_hand(db):
    # Draka (ATK 3): "While you have no cards in your hand, when Draka deals combat damage to a hero, put a 2 / 2
    # Orc Warrior ally token into play with Ferocity"; Dorzok Shadowhand: "When this ally deals combat damage, if you
    # have no cards in your hand, draw a card"
    cc = compile_cards([db["Draka"], db["Dorzok Shadowhand"], db["Voss Treebender"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED] and cc.hit_cond[0] is not None
    for hand, tokens, drawn in (([2], 0, 0), ([], 1, 1)):
        g = game(cc, [2] * 9, audit=None)
        turn_with(g, 3, 0, hand)
        g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0, 1], [1, 1], [0] * 2, [0] * 2, [1, 2], 2
        combat.combat(g)
        assert len(g.a_c) == 2 + tokens and len(g.hand) == len(hand) + drawn
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 3))
    checker(("hit_cond", 0, 2))
    assert checker.breaches and "2 card(s) in hand" in checker.breaches[0]


# -- an ally's end of your turn ---------------------------------------------------------------------------------------

def test_lord_godfrey_deals_1_for_each_ghoul_at_the_end_of_your_turn(db):
    # "At the start of your turn, put two 3/3 Ghoul ally tokens into play. At the end of your turn, Godfrey deals 1
    # shadow damage to target opposing hero or ally for each Ghoul you control."
    setup = make_setup(None, deck(db, ("Lord Godfrey", 20)), turns=9, health=10**6)
    # (a scan of seeded games: Godfrey is played and survives to a turn's end in about half of them)
    lines = [line for s in range(40) for line in trace_game(setup, seed=s)[0]]
    ends = [int(line.split(": ")[1].split()[0]) for line in lines if line.startswith("  Lord Godfrey: ")]
    assert len(ends) >= 5 and all(n % 2 == 0 for n in ends)       # two Ghouls a turn, each 1
    checker = no_breaches(db, ("Lord Godfrey", 20), ("Crusade Commander Entari", 10))
    assert checker.checked["eot_dmg"]


def test_king_magnis_dwarves_enter_at_the_end_of_each_turn_and_attack_next_turn(db):
    # "At the end of each turn, put an Alliance Dwarf Warrior ally token with 1 ATK and 1 health into play": two a
    # round (your turn's end and the opponent's), attacking on your next turn
    cc = compile_cards([db["King Magni Bronzebeard"]])
    assert cc.verdict[0] == PLAYED and cc.eot[0][1][0] == 2
    g = game(cc, [0] * 9)
    turn_with(g, 6, 9, [0])
    play.play(g, 0, 0, 9)
    turn.end_of_turn(g, 6, 9)
    assert len(g.a_c) == 3
    turn.ready_step(g, 7)
    assert sorted(combat.combat(g).attackers) == [1, 1, 6]


# -- the same shape on abilities and equipment ----------------------------------------------------------------------

def test_mana_etched_pantaloons_draw_only_with_seven_cards_in_hand(db):
    # "[Exhaust] -> Draw a card. Use only if you have seven or more cards in your hand."
    from deckcheck.wowtcg.goldfish import powers
    cc = compile_cards([db["Mana-Etched Pantaloons"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.act_cond[0] is not None
    for hand, drawn in ((6, 0), (7, 1)):
        g = game(cc, [1] * 20)
        turn_with(g, 3, 0, [1] * hand)
        g.perms, g.p_uid, g.actives = [0], [1], [0]
        powers.after_combat(g, combat.Fight())
        assert len(g.hand) == hand + drawn
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("power_cond", 0, (), 6))
    assert bad.breaches and "6 card(s) in hand" in bad.breaches[0]
    checker = no_breaches(db, ("Clarity of Thought", 10))
    assert checker.checked["power_cond"]


# -- Stash ------------------------------------------------------------------------------------------------------------

def test_stash_happens_as_the_card_is_placed_as_a_resource(db):
    # Sava'gin the Reckless "Stash: Your hero deals 2 nature damage to target random opposing hero or ally"; Magni,
    # the Mountain King "Stash: Put a 1/1 Dwarf Warrior ally token into play"; Emerald Lifewarden "Stash: Reveal the
    # top card of your deck. If it's a quest, put it into your hand."
    from deckcheck.wowtcg.goldfish import resources
    quest = next(c for c in db.cards.values() if c.type == "Quest" and c.effects)
    cc = compile_cards([db["Sava'gin the Reckless"], db["Magni, the Mountain King"], db["Emerald Lifewarden"], quest])
    assert cc.verdict[:3] == [PLAYED] * 3 and all(x is not None for x in cc.stash[:3])
    for c, dmg, allies in ((0, 2, 1), (1, 0, 2)):
        g = game(cc, [3] * 5)
        turn_with(g, 3, 1, [c, c])
        g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [1], [1], [0], [0], [1], 1
        resources.place(g)
        assert g.res == 2 and g.turn_dmg == dmg and len(g.a_c) == allies
    g = game(cc, [3, 0])
    g.topq = [3]
    turn_with(g, 3, 1, [2, 2])
    resources.place(g)
    assert g.hand == [2, 3] and g.lib == [0]       # the quest revealed on top goes to the hand
    checker = no_breaches(db, ("Sava'gin the Reckless", 20), ("Magni, the Mountain King", 10))
    assert checker.checked["stash"]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("stash", 0, 2, ()))                    # nothing was placed
    assert bad.breaches and "not just placed" in bad.breaches[0]


def test_muradin_deals_4_at_the_end_of_your_turn_only_to_a_damaged_hero(db):
    # Muradin Bronzebeard: "At the end of your turn, this ally deals 4 melee damage to each damaged opposing hero and
    # ally"; Varimathras: "At the end of your turn, Varimathras deals 5 shadow damage to target opposing hero or ally"
    cc = compile_cards([db["Muradin Bronzebeard"], db["Varimathras"]])
    assert cc.verdict == [PLAYED, PLAYED]
    g = game(cc, [0] * 9)
    turn_with(g, 3, 0, [])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [0], [3], [0], [0], [1], 1
    turn.end_of_turn(g, 3, 0)
    assert g.dmg == 0                           # the hero was not damaged
    turn.ready_step(g, 4)
    g.turn_dmg = 2
    turn.end_of_turn(g, 4, 0)
    assert g.dmg == 2 + 4
    g = game(cc, [0] * 9)
    turn_with(g, 3, 0, [])
    g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [1], [3], [0], [0], [1], 1
    turn.end_of_turn(g, 3, 0)
    assert g.dmg == 5
    no_breaches(db, ("Varimathras", 20), ("Muradin Bronzebeard", 20))


def test_jerrikar_has_ferocity_only_on_the_draw(db):
    # Ambassador Jerrikar (ATK 4): "Jerrikar has Ferocity if an opponent went first this game."
    cc = compile_cards([db["Ambassador Jerrikar"]])
    assert cc.verdict[0] == PLAYED and cc.fero_cond[0] is not None
    for first, attackers in ((True, []), (False, [4])):
        g = Game(cc, [0] * 9, CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=first, hero_atk=0,
                 log=None, watch=None, drawn=None, audit=None)
        turn_with(g, 5, 5, [0])
        play.play(g, 0, 0, 5)
        assert combat.combat(g).attackers == attackers


def test_kelena_ashford_deals_4_beside_a_demon_or_a_pet(db):
    # "When this ally enters play, if you control a Demon or a Pet, she deals 4 fire damage to target hero": a tag
    # filter with alternatives (Demon|Pet); Bloodclaw is a Pet
    cc = compile_cards([db["Kelena Ashford"], db["Bloodclaw"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    for other, dmg in ((2, 0), (1, 4)):
        g = game(cc, [2] * 9)
        turn_with(g, 3, 3, [0])
        g.a_c, g.a_since, g.a_dmg, g.a_att, g.a_uid, g.uid_next = [other], [1], [0], [0], [1], 1
        play.play(g, 0, 0, 3)
        assert g.turn_dmg == dmg


def test_sirakess_returns_any_ally_beside_another_monster(db):
    # "Empower Monster: When this ally enters play, if you control another Monster hero or ally, you may put target
    # ally from your graveyard into your hand": the condition's filter (Monster) is no filter of the ally returned
    cc = compile_cards([db["Sira'kess Tide Priestess"], db["Voss Treebender"], db["Murloc Coastrunner"]])
    assert cc.verdict[0] == PLAYED and 1 in cc.regrow[0][0]
    for others, back in (([], []), ([2], [1])):
        g = game(cc, [1] * 9)
        turn_with(g, 3, 3, [0])
        g.grave = [1]
        g.a_c, g.a_since, g.a_dmg, g.a_att = list(others), [1] * len(others), [0] * len(others), [0] * len(others)
        g.a_uid, g.uid_next = list(range(1, len(others) + 1)), len(others)
        play.play(g, 0, 0, 3)
        assert g.hand == back
