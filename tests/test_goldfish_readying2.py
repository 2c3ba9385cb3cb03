"""Readying your hero and weapons, group ATK powers, Pet limits, turn-start scry, granted Dual Wield, "up to two
targets" and play-triggered ATK on your hero or weapon: the real cards of issue 23 (Rapid Fire, Galway Steamwhistle,
Eyes of the Beast, Rayder, Vuza'jin, Kallas Sunflame, Stable Master, Deuce, Track Humanoids, Throat Slasher,
Infiltrate, Shadow Dance, Lordbane Scepter), played and checked by the rules' invariant checker."""
from __future__ import annotations

import random
import re

from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_coverage_abilities_engine import audited
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck


def verdict(card) -> str:
    return compile_cards([card]).verdict[0]


def traces(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def setup_of(db, *pairs, turns=8):
    return make_setup(None, deck(db, *pairs), turns=turns, health=10**6)


def checker_of(setup, *entering) -> Checker:
    """A checker on turn 1 of a new game, with these card ids entering play as uids 1, 2, ..."""
    checker = Checker(setup.cc, None)
    checker.new_game()
    checker(("turn", 1))
    for uid, c in enumerate(entering, 1):
        checker(("enter", uid, c, 1))
    return checker


# --- group ATK powers ------------------------------------------------------------------------------------------

def test_rayder_exhausts_for_plus_two_on_each_other_attacker_only_when_worth_more_than_its_attack(db):
    # Rayder "[Exhaust] -> Allies in your party have +2 ATK while attacking this turn" (ATK 2): with two or more
    # other attackers it stays home and each of their attacks is +2; the checker counts the attacks (CR 302.2)
    assert verdict(db["Rayder"]) == PLAYED
    setup = setup_of(db, ("Rayder", 20))
    lines = traces(setup)
    used = [line for line in lines if line.startswith("  uses Rayder's power")]
    assert used, "Rayder never uses its power"
    for turn in turns_of(lines):
        for i, line in enumerate(turn):
            if line.startswith("  uses Rayder's power"):
                gain = int(re.search(r"\+(\d+) ATK", line).group(1))
                attack = next(x for x in turn[i:] if x.startswith("  attacks with"))
                n = int(re.search(r"with (\d+) ally", attack).group(1))
                assert gain == 2 * n and n >= 2      # worth more than Rayder's own 2
    events, _ = audited(setup, games=150)
    assert any(ev[0] == "group_pump" for ev in events)


def test_vuzajin_pays_again_and_again_for_attacking_tokens_only(db):
    # Vuza'jin "2 -> Token allies you control have +1 ATK this turn": repeatable, +1 per attacking token
    # (Nasala Silvertree's Treants); never used without an attacking token
    assert verdict(db["Vuza'jin"]) == PLAYED
    setup = setup_of(db, ("Vuza'jin", 12), ("Nasala Silvertree", 16), turns=9)
    events, _ = audited(setup, games=120)
    card_of: dict[int, int] = {}       # uid -> card id (uids start again each game: read in order)
    pumps = 0
    for ev in events:
        if ev[0] == "enter":
            card_of[ev[1]] = ev[2]
        elif ev[0] == "group_pump":
            pumps += 1
            assert ev[3] == len(ev[4]) >= 1
            assert all("Token" in setup.cc.cards[card_of[u]].tags for u in ev[4])
    assert pumps


def test_kallas_sunflame_pumps_other_fire_allies_not_itself(db):
    # Kallas Sunflame "1 -> Other Fire allies in your party have +1 ATK this turn" (the compiler refused a group
    # bonus in a power: now ACT_GROUP_ATK with its filter and "other")
    assert verdict(db["Kallas Sunflame"]) == PLAYED
    setup = setup_of(db, ("Kallas Sunflame", 12), ("Hira", 25), turns=10)
    cc = setup.cc
    kallas = cc.names.index("Kallas Sunflame")
    assert kallas not in cc.act_mask[kallas] and cc.names.index("Hira") in cc.act_mask[kallas]
    assert cc.names.index("Voss Treebender") not in cc.act_mask[kallas]      # (no Fire ally)
    events, _ = audited(setup, games=150)
    assert any(ev[0] == "group_pump" and ev[1] == kallas for ev in events)


def test_the_checker_refuses_a_group_bonus_on_allies_that_did_not_attack(db):
    setup = setup_of(db, ("Rayder", 10), turns=4)
    rayder, voss = setup.cc.names.index("Rayder"), setup.cc.names.index("Voss Treebender")
    checker = checker_of(setup, rayder, voss, voss)
    checker(("turn", 2))
    checker(("attack", 2, voss, 1, 2, ""))
    checker(("group_pump", rayder, 1, 4, (2, 3)))       # ally 3 did not attack
    assert any("did not attack" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("group_pump", rayder, 1, 2, (2,)))         # a second [Exhaust] use in one turn
    assert any("exhausted for its power" in b for b in checker.breaches)


# --- Pet limits -------------------------------------------------------------------------------------------------

def _most_pets(lines, name="Bloodclaw"):
    """The most copies of `name` in play at once over the trace (one game at a time)."""
    most = now = 0
    for line in lines:
        if line.startswith("Turn 1:"):
            now = 0
        if line == f"  plays {name} (cost 1).":
            now += 1
        if line.startswith(f"  {name} is replaced") or line.startswith(f"    {name} is destroyed"):
            now -= 1
        most = max(most, now)
    return most


def test_stable_master_lets_you_control_a_second_pet(db):
    # Pet (1): one Bloodclaw at a time (an equal one does not replace it); Stable Master "Ongoing: You can have an
    # additional Pet" raises the limit to two while it is in play (CR 414.3b)
    assert verdict(db["Stable Master"]) == PLAYED
    without = setup_of(db, ("Bloodclaw", 20), turns=6)
    assert _most_pets(traces(without)) == 1
    setup = setup_of(db, ("Stable Master", 10), ("Bloodclaw", 20), turns=6)
    assert _most_pets(traces(setup)) == 2
    audited(setup, games=150)


def test_deuce_in_your_graveyard_raises_the_pet_limit(db):
    # Deuce "While this ally is in your graveyard, you can control an additional Pet"
    assert verdict(db["Deuce"]) == PLAYED
    cc = compile_cards([db["Deuce"], db["Bloodclaw"]])
    g = Game(cc, [], CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
             log=None, watch=None, drawn=None, audit=None)
    g.enter(1, 1)
    assert not g.tag_ok(1)          # one Bloodclaw in play: Pet (1) is full
    g.grave.append(0)
    assert g.tag_ok(1)              # Deuce in the graveyard: a second Pet
    g.enter(1, 1)
    g.grave.remove(0)
    g.fix_limits()                  # Deuce left the graveyard: one Bloodclaw is destroyed (CR 414.2)
    assert g.a_c.count(1) == 1


def test_the_checker_refuses_a_second_pet_without_a_card_that_allows_it(db):
    setup = setup_of(db, ("Bloodclaw", 10), ("Stable Master", 5), turns=4)
    claw, master = setup.cc.names.index("Bloodclaw"), setup.cc.names.index("Stable Master")
    assert any("Pet (1)" in b for b in checker_of(setup, claw, claw).breaches)
    assert checker_of(setup, master, claw, claw).breaches == []


# --- Dual Wield granted by a card ------------------------------------------------------------------------------

def test_throat_slasher_gives_your_hero_dual_wield_while_in_play(db):
    # Throat Slasher "Your hero has Dual Wield" (its "+1 ATK while attacking an exhausted hero or ally": the passive
    # opponent's hero never exhausts, no bearing): your hero keeps and strikes with it and a second 1H Melee weapon
    assert verdict(db["Throat Slasher"]) == PLAYED
    assert verdict(db["Shamanistic Dual Wield"]) == PLAYED
    setup = setup_of(db, ("Throat Slasher", 10), ("Viking Warhammer", 10), turns=6)
    lines = traces(setup)
    assert any(line.startswith("  hero strikes with Throat Slasher and Viking Warhammer") for line in lines)
    audited(setup, games=150)
    without = setup_of(db, ("Scarlet Kris", 10), ("Viking Warhammer", 10), turns=6)
    assert not any(" and " in line for line in traces(without) if line.startswith("  hero strikes with"))


# --- turn-start scry -------------------------------------------------------------------------------------------

def test_track_humanoids_looks_at_the_top_card_before_the_draw_and_bottoms_what_it_cannot_use(db):
    # Track Humanoids "Ongoing: At the start of your turn, look at the top card of your deck. You may put it on the
    # bottom" (CR 501.1a: in the ready step, before the draw step)
    assert verdict(db["Track Humanoids"]) == PLAYED
    setup = setup_of(db, ("Track Humanoids", 12), ("Kallas Sunflame", 20), turns=6)
    lines = traces(setup)
    looks = [i for i, line in enumerate(lines) if line.startswith("  Track Humanoids: looks at the top 1")]
    assert looks
    assert any("puts it on the bottom" in lines[i] for i in looks)        # a 6-cost ally early: bottomed
    for i in looks:
        kept = re.search(r"keeps (.+) on top", lines[i])
        if kept and i + 1 < len(lines) and lines[i + 1].startswith("  draws"):
            assert lines[i + 1] == f"  draws {kept.group(1)}."             # the draw takes the card kept
    events, _ = audited(setup, games=100)
    assert any(ev[0] == "turn_scry" for ev in events)


# --- up to two targets -----------------------------------------------------------------------------------------

def test_infiltrate_gives_assault_two_to_two_attackers(db):
    # Infiltrate "Up to two target heroes and/or allies have Assault 2 and Stealth this turn": +2 on each of two
    assert verdict(db["Infiltrate"]) == PLAYED
    setup = setup_of(db, ("Infiltrate", 20), turns=6)
    lines = traces(setup)
    gains = {int(m.group(1)) for line in lines if (m := re.match(r"  plays Infiltrate: \+(\d+) ATK", line))}
    assert 4 in gains and gains <= {2, 4}
    audited(setup, games=150)
    checker = checker_of(setup)
    checker(("bonus_many", setup.cc.names.index("Infiltrate"), 6))     # three targets' worth
    assert any("up to 2 targets" in b for b in checker.breaches)


# --- readying your hero and weapons, and a Pet -----------------------------------------------------------------

def test_rapid_fire_readies_the_ranged_weapon_and_hero_paying_one_and_the_strike_each_time(db):
    # Rapid Fire "Whenever you strike with a Ranged weapon this turn, you may pay 1. If you do, ready that weapon
    # and your hero": each strike again costs 1 and the weapon's strike cost (Dwarven Hand Cannon: 2)
    assert verdict(db["Rapid Fire"]) == PLAYED
    setup = setup_of(db, ("Rapid Fire", 14), ("Dwarven Hand Cannon", 14), turns=9)
    lines = traces(setup, range(8))
    used = [line for line in lines if line.startswith("  plays Rapid Fire")]
    assert used and all("with Dwarven Hand Cannon (pays 2)" in line and "pays 1 each" in line for line in used)
    audited(setup, games=150)
    melee = setup_of(db, ("Rapid Fire", 14), ("Viking Warhammer", 14), turns=9)
    assert not any(line.startswith("  plays Rapid Fire") for line in traces(melee, range(8)))


def test_galway_readies_your_hero_and_its_weapon_when_that_hits_harder_than_galway(db):
    # Galway Steamwhistle (ATK 1) "[Exhaust] -> Ready target hero and one of your weapons": after your hero struck
    # with Krol Blade (ATK 3, strike 1) it stays home, pays the strike again, and your hero attacks again for 3;
    # with Viking Warhammer (ATK 1) it is not worth its own attack
    assert verdict(db["Galway Steamwhistle"]) == PLAYED
    setup = setup_of(db, ("Galway Steamwhistle", 25), ("Krol Blade", 10), turns=9)
    lines = traces(setup)
    used = [line for line in lines if line.startswith("  uses Galway Steamwhistle's power")]
    assert used and all("with Krol Blade: 3" in line for line in used)
    audited(setup, games=150)
    weak = setup_of(db, ("Galway Steamwhistle", 25), ("Viking Warhammer", 10), turns=9)
    assert not any(line.startswith("  uses Galway") for line in traces(weak))


def test_the_checker_refuses_a_second_strike_without_a_readying_card(db):
    setup = setup_of(db, ("Krol Blade", 10), turns=4)
    blade = setup.cc.names.index("Krol Blade")
    checker = checker_of(setup, blade)
    checker(("strike", (blade,)))
    checker(("strike", (blade,)))
    assert any("without being readied" in b for b in checker.breaches)


def test_eyes_of_the_beast_exhausts_your_hero_for_a_pets_second_attack(db):
    # Eyes of the Beast "Ongoing: 1, Exhaust your hero -> Ready target Pet you control": the hero (ATK 0, no
    # weapon) gives up its attack; Bloodclaw (a Pet, ATK 3) attacks again
    assert verdict(db["Eyes of the Beast"]) == PLAYED
    setup = setup_of(db, ("Eyes of the Beast", 6), ("Bloodclaw", 10), turns=7)
    lines = traces(setup)
    assert any(line.startswith("  uses Eyes of the Beast's power (pays 1, exhausts the hero): Bloodclaw readies")
               for line in lines)
    for turn in turns_of(lines):
        if any(line.startswith("  uses Eyes of the Beast") for line in turn):
            assert not any(line.startswith("  hero strikes") for line in turn)
    audited(setup, games=150)
    # a hero that hits harder with its weapon keeps its attack
    strong = setup_of(db, ("Eyes of the Beast", 6), ("Bloodclaw", 10), ("Citadel Enforcer's Claymore", 10))
    for turn in turns_of(traces(strong)):
        assert not (any(line.startswith("  uses Eyes") for line in turn)
                    and any(line.startswith("  hero strikes") for line in turn))


# --- play-triggered ATK on your hero or weapon -----------------------------------------------------------------

def test_shadow_dance_and_lordbane_scepter_gain_atk_when_you_play_abilities(db):
    # Shadow Dance: "Your hero has Assault 2 this turn" and "Ongoing: When you play a [Rogue] ability, your hero has
    # Assault 2 this turn"; Lordbane Scepter "When you play an ability, this weapon has +2 ATK this turn" (only
    # when your hero strikes with it)
    assert verdict(db["Shadow Dance"]) == PLAYED and verdict(db["Lordbane Scepter"]) == PLAYED
    cc = compile_cards([db["Shadow Dance"], db["Lordbane Scepter"], db["Infiltrate"], db["Voss Treebender"]])
    assert cc.watch[0][1] == frozenset({0, 2})            # Rogue abilities
    assert cc.watch[1][4][2] == frozenset({1})            # the Scepter itself
    setup = setup_of(db, ("Lordbane Scepter", 8), ("Infiltrate", 20), turns=8)
    lines = traces(setup)
    assert any(line == "    Lordbane Scepter: +2 ATK this turn." for line in lines)
    audited(setup, games=150)
    audited(setup_of(db, ("Shadow Dance", 10), ("Infiltrate", 20), turns=8), games=100)


# --- the pool's other cards of these shapes ---------------------------------------------------------------------

def test_the_pools_group_atk_powers_and_granted_dual_wield_are_played(db):
    # Heroic Presence "Ongoing: 2 -> Allies in your party have +1 ATK this turn" (repeatable), Deathstalker
    # Commander Belmont "[Exhaust] -> Allies you control with cost 4 or less have +2 ATK this turn"
    for name in ("Heroic Presence", "Deathstalker Commander Belmont", "Dual Wield", "Double Barrel",
                 "Expertise of Steel", "Master Marksman", "To Arms!", "Bristleblitz Striker"):
        assert verdict(db[name]) == PLAYED, name
    cc = compile_cards([db["Deathstalker Commander Belmont"], db["Voss Treebender"], db["Kallas Sunflame"]])
    assert cc.act_mask[0] == frozenset({0, 1})            # cost 4 or less: not Kallas Sunflame (6)
    for pairs in ((("Heroic Presence", 10),), (("Deathstalker Commander Belmont", 10),)):
        events, _ = audited(setup_of(db, *pairs), games=100)
        assert any(ev[0] == "group_pump" for ev in events)


def test_a_strike_cost_reduction_for_a_kind_of_weapon_reaches_only_that_kind(db):
    # Expertise of Steel "You pay 2 less to strike with Swords": only the Sword among your weapons
    cards = [db["Expertise of Steel"], db["Viking Warhammer"], db["Scimitar of the Nexus Stalkers"]]
    cc = compile_cards(cards)
    (what, n, _until, _min, mask), = [x for x in cc.less[0] if x[0] > 10]
    assert n == 2 and mask == frozenset({2})            # the Scimitar (a Sword), not the Warhammer (a Mace)


def test_a_weapons_own_atk_this_turn_as_it_enters_counts_only_if_your_hero_strikes_with_it(db):
    # Fist of the Deity "Your hero has Dual Wield. When this weapon enters play, it has +2 ATK this turn" (the
    # engine read a weapon's own bonus nowhere: now an `etb_bonus` to that weapon); a bonus of a weapon's own
    # under a condition is not played
    assert verdict(db["Fist of the Deity"]) == PLAYED
    cc = compile_cards([db["Fist of the Deity"]])
    assert cc.etb_bonus[0][0] == 2 and cc.etb_bonus[0][2] == frozenset({0})
    setup = setup_of(db, ("Fist of the Deity", 14), turns=6)
    for turn in turns_of(traces(setup)):
        if "    +2 ATK this turn." in turn:
            assert any(line.startswith("  hero strikes with Fist of the Deity") for line in turn)
    audited(setup, games=100)


def test_ravenous_bite_puts_its_minus_three_on_another_ally_of_yours(db):
    # Ravenous Bite "Target ally has +3 ATK this turn. Target ally has -3 ATK this turn" (both: the reference's text
    # has no "choose one"): the passive opponent has no ally, so the -3 goes to another ally of yours (one that did
    # not attack costs nothing, else the weakest attack); with one ally it would take both: not played
    assert verdict(db["Ravenous Bite"]) == PLAYED
    # In the seeded games, each turn's attack deals 2 for each Voss Treebender (ATK 2), 3 more for each Bite played
    # before it and less what each Bite's -3 cost (under 3 each); a turn may have two Bites.
    setup = setup_of(db, ("Ravenous Bite", 20), turns=8)
    lines = traces(setup)
    bitten = 0
    for turn in turns_of(lines):
        plays = [i for i, line in enumerate(turn) if line == "  plays Ravenous Bite: +3 ATK this turn."]
        if not plays:
            continue
        lost = []
        for i in plays:
            cost = re.match(r"    Ravenous Bite: its -3 ATK on an ally of yours costs (\d)", turn[i - 1])
            lost.append(int(cost.group(1)) if cost else 0)
        attack = next(x for x in turn[plays[0]:] if x.startswith("  attacks with"))
        assert all(i < turn.index(attack) for i in plays)
        n, dealt = map(int, re.search(r"with (\d+) ally\(ies\): (\d+) damage", attack).groups())
        assert dealt == 2 * n + 3 * len(plays) - sum(lost) and all(x < 3 for x in lost)     # Voss Treebender: ATK 2
        bitten += 1
    assert bitten >= 4
    assert any("costs 2" in line for line in lines)
    audited(setup, games=150)
    claw = setup.cc.names.index("Voss Treebender")
    checker = checker_of(setup, claw)
    checker(("own_minus", setup.cc.names.index("Ravenous Bite"), 0))
    assert any("CR 707.1d" in b for b in checker.breaches)


def test_gerwixicks_gives_your_hero_assault_one_for_each_fire_attack_before_it_attacks(db):
    # Gerwixicks "When an ally you control deals fire ([Fire]) damage, your hero has Assault 1 this turn": your Fire
    # allies (Hira) attack first, then your hero with +1 for each of their attacks; Voss Treebender's do not count
    assert verdict(db["Gerwixicks"]) == PLAYED
    setup = setup_of(db, ("Gerwixicks", 10), ("Hira", 25), turns=7)
    assert setup.cc.deals_bonus[setup.cc.names.index("Gerwixicks")][1] == frozenset(
        i for i, card in enumerate(setup.cc.cards) if card.type == "Ally" and card.damage == "Fire")
    events, _ = audited(setup, games=150)
    assert any(ev[0] == "ally_deals" and ev[2] >= 2 for ev in events)
    gerwix = setup.cc.names.index("Gerwixicks")
    checker = checker_of(setup, gerwix, setup.cc.names.index("Voss Treebender"))
    checker(("turn", 2))
    checker(("attack", 2, setup.cc.names.index("Voss Treebender"), 1, 2, ""))
    checker(("ally_deals", gerwix, 1, (2,)))         # a Voss Treebender's attack: no fire damage
    assert any("does not take" in b for b in checker.breaches)
