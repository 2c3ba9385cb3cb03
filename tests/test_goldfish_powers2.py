"""Issue 23, powers2 family: an ally's "[Exhaust] -> your next card costs n less" (Tarwila Gladespring,
goldfish/nextless.py), "-1 health this turn" (weaken.py), resource readying in the main phase (readying.res_powers),
counted damage powers, group ATK to heroes and allies, on the real cards, played in audited games and checked by the
rules' invariant checker (audit_powers.py)."""
from __future__ import annotations

import random
import re

from deckcheck.wowtcg.goldfish import combat, play, taps, turn
from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.state import Game
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_coverage_abilities_engine import audited
from test_goldfish_kinds import deck
from test_goldfish_readying2 import checker_of
from goldfish_helpers import fx


def setup_of(db, *pairs, turns=8, filler="Voss Treebender"):
    return make_setup(None, deck(db, *pairs, filler=filler), turns=turns, health=10**6)


# -- an ally's "[Exhaust] -> You pay 1 less to play your next card this turn" -----------------------------------

def test_tarwila_exhausts_to_make_the_next_card_cost_1_less_and_then_does_not_attack(db):
    # Tarwila Gladespring (ATK 1, Elusive): "[Exhaust] -> You pay 1 less to play your next card this turn."
    assert fx(db["Tarwila Gladespring"]) == [{"do": "cost_less", "n": 1, "what": "next", "pay": 0, "exhaust": 1}]
    assert compile_cards([db["Tarwila Gladespring"]]).verdict[0] == PLAYED
    setup = setup_of(db, ("Tarwila Gladespring", 12), turns=9)
    events, _ = audited(setup, games=120)        # (the checker: once a turn, not the turn it entered, no attack)
    assert any(ev[0] == "less_power" for ev in events)
    lines = [line for s in range(6) for line in trace_game(setup, seed=s)[0]]
    used = [i for i, line in enumerate(lines) if "Tarwila Gladespring exhausts for its power" in line]
    assert used
    for i, line in enumerate(lines):            # each play right after k Tarwilas exhausted costs k less, and no
        m = re.match(r"  plays (.+) \(cost (\d+)\)\.", line)     # more of them exhaust than its cost needs
        k = 0
        while m and "exhausts for its power" in lines[i - 1 - k]:
            k += 1
        if m and k:
            printed = db[m.group(1)].cost
            assert int(m.group(2)) == printed - k and k <= printed


def test_tarwila_attacks_when_no_card_took_its_reduction(db):
    # nothing with a cost to play (only Tarwilas, all in play): it attacks for 1 instead
    setup = setup_of(db, ("Tarwila Gladespring", 60), turns=8)
    events, _ = audited(setup, games=30)
    assert not any(ev[0] == "less_power" for ev in events) or any(ev[0] == "attack" for ev in events)
    lines = [line for s in range(3) for line in trace_game(setup, seed=s)[0]]
    assert any(line.startswith("  attacks with") for line in lines)


def test_the_checker_refuses_tarwila_exhausting_the_turn_it_entered_or_after_attacking(db):
    setup = setup_of(db, ("Tarwila Gladespring", 12), turns=4)
    tarwila = setup.cc.names.index("Tarwila Gladespring")
    checker = checker_of(setup, tarwila)
    checker(("less_power", 1, tarwila))
    assert any("CR 302.2" in b for b in checker.breaches)
    checker = checker_of(setup, tarwila)
    checker(("turn", 2))
    checker(("attack", 1, tarwila, 1, 2, ""))
    checker(("less_power", 1, tarwila))
    assert any("CR 302.2" in b for b in checker.breaches)
    voss = setup.cc.names.index("Voss Treebender")
    checker = checker_of(setup, voss)
    checker(("turn", 2))
    checker(("less_power", 1, voss))             # a card without the power
    assert checker.breaches


# -- "Target hero or ally has -1 health this turn" -------------------------------------------------------------------

def test_danyssa_lowers_the_opposing_hero_health_only_for_the_kill(db):
    # Danyssa Stillheart: "1, Discard a card -> Target hero or ally has -1 [Health] this turn." (repeatable): after
    # combat, as often as needed when the health it takes destroys the hero now; never for nothing
    assert fx(db["Danyssa Stillheart"]) == [{"do": "hp_less", "n": 1, "until": "turn", "to": "any", "pay": 1,
                                             "discard": {"what": "card"}}]
    assert compile_cards([db["Danyssa Stillheart"]]).verdict[0] == PLAYED
    cc = compile_cards([db["Danyssa Stillheart"], db["Voss Treebender"]])
    for health, uses in ((10, 2), (11, 3), (20, 0)):
        seen = []
        g = Game(cc, [1] * 20, CURVE, random.Random(1), Stats(8, len(cc)), health=health, first=True, hero_atk=0,
                 log=None, watch=None, drawn=None, audit=seen.append)
        turn.ready_step(g, 1)
        g.res = g.avail = 5
        g.hand = [0]
        play.play(g, 0, 0, 2)
        turn.ready_step(g, 2)
        g.res = g.avail = 5
        g.hand = [1, 1, 1]
        g.dmg = 6
        f = combat.combat(g)
        assert g.turn_dmg == 2                                    # Danyssa (ATK 2) attacks: 8 damage
        taps.after_combat(g, f)
        assert sum(ev[0] == "weaken" for ev in seen) == uses      # 2 (or 3) health short: that many uses, else none
        assert g.avail == 5 - uses and len(g.hand) == 3 - uses and g.grave.count(1) == uses
        assert (g.dmg + g.turn_dmg >= g.health) == bool(uses)     # the hero is destroyed this turn
    near = make_setup(None, deck(db, ("Danyssa Stillheart", 20)), turns=10, health=15)
    audited(near, games=60)                                       # (the checker: no breach in played games)


def test_rahn_grimstaff_never_uses_its_exhaust_power_after_attacking(db):
    # Rahn Grimstaff: "[Exhaust] -> Target hero or ally has -1 health this turn": ATK 1, it attacks (its attack is
    # worth as much and lasts); the checker refuses the power used by an ally that attacked this turn
    assert compile_cards([db["Rahn Grimstaff"]]).verdict[0] == PLAYED
    setup = make_setup(None, deck(db, ("Rahn Grimstaff", 20)), turns=10, health=14)
    audited(setup, games=60)
    rahn = setup.cc.names.index("Rahn Grimstaff")
    checker = checker_of(setup, rahn)
    checker(("turn", 2))
    checker(("attack", 1, rahn, 1, 2, ""))
    checker(("weaken", 1, rahn, 1, -1))
    assert any("CR 302.2" in b for b in checker.breaches)
    checker = checker_of(setup, rahn)
    checker(("turn", 2))
    checker(("weaken", 1, rahn, 2, -1))
    assert any("its text says 1" in b for b in checker.breaches)


# -- a permanent's "[Exhaust] -> Ready a resource you control for each ally you control" ---------------------------

def test_prayer_of_spirit_readies_a_resource_for_each_ally_in_the_main_phase(db):
    # Prayer of Spirit: "Ongoing: [Exhaust] -> Ready a resource you control for each ally you control.": once a turn,
    # when resources are exhausted and nothing is affordable, so the next card can be played
    from deckcheck.wowtcg.goldfish import readying
    assert compile_cards([db["Prayer of Spirit"]]).verdict[0] == PLAYED
    cc = compile_cards([db["Prayer of Spirit"], db["Voss Treebender"], db["Anchorite Karja"]])
    seen = []
    g = Game(cc, [1] * 20, CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
             log=None, watch=None, drawn=None, audit=seen.append)
    turn.ready_step(g, 1)
    g.res = g.avail = 9
    g.hand = [0, 1, 1, 1]
    for _ in range(4):
        play.play(g, g.hand[0], 0, cc.cost[g.hand[0]])
    assert g.avail == 2
    assert readying.res_powers(g)                    # 3 allies, 7 resources exhausted: 3 readied
    assert g.avail == 5 and [ev[3] for ev in seen if ev[0] == "res_power"] == [3]
    assert not readying.res_powers(g)                # once a turn
    turn.ready_step(g, 2)
    g.res = g.avail = 9
    g.hand = [2]
    turn.main_phase(g)                               # Anchorite Karja (7): 2 left, then 4 allies: 4 readied
    assert [ev[3] for ev in seen if ev[0] == "res_power"] == [3, 4] and g.avail == 6
    setup = setup_of(db, ("Prayer of Spirit", 12), turns=10)
    events, _ = audited(setup, games=80)             # (the checker: once a turn, no more than the allies in play)
    assert any(ev[0] == "res_power" for ev in events)


# -- records on the engine's existing readers ---------------------------------------------------------------------

def test_bathrah_readies_a_shaman_after_its_first_attack_and_your_shaman_hero_too(db):
    # Bath'rah the Windwatcher (a Shaman): "When each Shaman you control exhausts for the first time each turn, you
    # may ready it.": itself (a Shaman ally) attacks again, a Voss Treebender (no Shaman) does not; your hero when it
    # is a Shaman (Akumo of Thunder Bluff), not another
    setup = make_setup(db["Akumo of Thunder Bluff"], deck(db, ("Bath'rah the Windwatcher", 30)), turns=8,
                       health=10**6)
    bathrah = setup.cc.names.index("Bath'rah the Windwatcher")
    assert setup.cc.regain[bathrah][1] == frozenset({bathrah}) and setup.cc.regain[bathrah][2] == 1
    lines = [line for s in range(4) for line in trace_game(setup, seed=s)[0]]
    again = [line for line in lines if "readies and attacks again" in line]
    assert again and all("Bath'rah" in line for line in again)
    audited(setup, games=60)
    warrior = next(c for c in db.cards.values() if c.type == "Hero" and c.char_class == ("Warrior",))
    other = make_setup(warrior, deck(db, ("Bath'rah the Windwatcher", 30)), turns=4, health=10**6)
    assert other.cc.regain[other.cc.names.index("Bath'rah the Windwatcher")][2] == 0


def test_windfury_infusion_readies_the_attached_ally_once_a_turn(db):
    # Windfury Infusion: "Attach to target ally or weapon. Ongoing: Attached card has +3 ATK. When attached card
    # becomes exhausted for the first time each turn, you may ready it."
    assert compile_cards([db["Windfury Infusion"]]).verdict[0] == PLAYED
    setup = setup_of(db, ("Windfury Infusion", 15), turns=9)
    lines = [line for s in range(6) for line in trace_game(setup, seed=s)[0]]
    assert any("Windfury Infusion" in line and "plays" in line for line in lines)
    assert any("readies and attacks again" in line for line in lines)
    audited(setup, games=60)


def test_master_instinct_gives_the_hero_cat_form_once_a_turn(db):
    # Master Instinct: "[Exhaust] -> This turn, your hero loses bear form and is in cat form" (+1 ATK while
    # attacking); bear form's Protector has no bearing; the form's "destroy this card when you strike with a weapon
    # or play a non-Feral ability" is read only in a deck where nothing does that (else the card is unmodelled)
    assert compile_cards([db["Master Instinct"]]).verdict[0] == PLAYED
    assert compile_cards([db["Master Instinct"], db["Feline Grace"], db["Ursoc's Fury"]]).verdict == [PLAYED] * 3
    assert compile_cards([db["Master Instinct"], db["Galvanize"]]).verdict[0] != PLAYED     # (a non-Feral ability)


def test_kilrek_deals_1_for_each_demon_ally_you_control(db):
    # Kil'rek (ATK 0, an Imp Demon): "[Exhaust] -> Kil'rek deals 1 fire damage to target opposing hero for each Demon
    # ally you control": counted as it is used (itself and the Felguard Marauders, not the Voss Treebenders)
    assert compile_cards([db["Kil'rek"]]).verdict[0] == PLAYED
    setup = setup_of(db, ("Kil'rek", 6), ("Felguard Marauder", 20), turns=9)
    events, _ = audited(setup, games=80)         # (the checker: no more than 1 for each Demon ally in play)
    uses = [ev for ev in events if ev[0] == "act_per"]
    assert uses
    cc = setup.cc
    for _ev, _uid, _c, n, allies in uses:
        assert n == sum(1 for x in allies if "Demon" in str(cc.cards[x].race))
    assert any(n >= 2 for *_x, n, _a in uses)


def test_orc_shaman_pumps_every_attacker_again_and_again(db):
    # Orc Shaman: "3 -> Heroes and allies you control have +2 ATK while attacking heroes this turn." (repeatable;
    # `to: party`: your hero too when it attacks); the checker refuses a hero counted by an allies-only power (Rayder)
    assert compile_cards([db["Orc Shaman"]]).verdict[0] == PLAYED
    setup = setup_of(db, ("Orc Shaman", 20), turns=8)
    events, _ = audited(setup, games=60)
    pumps = [ev for ev in events if ev[0] == "group_pump"]
    assert pumps and all(ev[3] == 2 * (len(ev[4]) + (ev[5] if len(ev) > 5 else 0)) for ev in pumps)
    rayder = setup_of(db, ("Rayder", 10), turns=4)
    r, voss = rayder.cc.names.index("Rayder"), rayder.cc.names.index("Voss Treebender")
    checker = checker_of(rayder, r, voss)
    checker(("turn", 2))
    checker(("attack", 2, voss, 1, 2, ""))
    checker(("group_pump", r, 1, 4, (2,), 1))
    assert any("does not reach" in b for b in checker.breaches)
