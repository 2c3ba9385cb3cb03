"""Issue 23, the draws family: card draw and resource tricks on abilities (goldfish/tricks.py, compile_tricks.py,
checked by audit_tricks.py), on the real cards: each test checks what a player would see in a seeded game or a turn
set up by hand, and that a card is not played where it has nothing to work on (CR 707.1d) or no payoff."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import turn
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from goldfish_helpers import fx, game, no_breaches, turn_with
from test_goldfish_kinds import deck

NAMES = ("Arcane Essence", "Swirling Flames", "Supernova", "Hammer of the Zealot", "Payment of Blood", "Mana Sapphire",
         "Boundless Concentration", "Hunting Preparations")


def lines_of(db, *pairs, health=10**6, seeds=range(6)):
    setup = make_setup(None, deck(db, *pairs), turns=10, health=health)
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def plays(lines, name):
    return [i for i, line in enumerate(lines) if line.startswith(f"  plays {name}")]


def test_verdicts(db):
    for name in NAMES:
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.trick[0] is not None, name


def test_arcane_essence_draws_two_then_exhausts_every_resource(db):
    # "Exhaust all resources you control. Draw two cards.": cast after combat with what is left, then nothing more
    lines = lines_of(db, ("Arcane Essence", 20))
    at = plays(lines, "Arcane Essence")
    assert at
    for i in at:
        assert lines[i + 1] == "    exhausts all resources."
        assert lines[i + 2].startswith("    draws ") and lines[i + 3].startswith("    draws ")
        nxt = next(j for j in range(i + 1, len(lines)) if not lines[j].startswith("    "))
        assert not lines[nxt].startswith("  plays ")       # nothing else paid that turn
    no_breaches(db, ("Arcane Essence", 20))


def test_supernova_only_for_the_kill(db):
    # "As an additional cost to play, destroy all of your resources. ... damage equal to the number of resources
    # destroyed": the engine casts it only when that damage destroys the opposing hero now
    lines = lines_of(db, ("Supernova", 20), health=30)
    at = plays(lines, "Supernova")
    assert at
    for i in at:
        n = int(lines[i + 1].split("destroys all ")[1].split(" ")[0])
        assert lines[i + 1].endswith(f": {n} damage.") and "destroyed on turn" in lines[i + 2]
    assert not plays(lines_of(db, ("Supernova", 20)), "Supernova")      # out of reach: never
    no_breaches(db, ("Supernova", 20))


def test_hammer_of_the_zealot_needs_an_ally_of_yours(db):
    # "Exhaust target ally. Draw a card.": the passive opponent has no ally, so one of yours (after combat)
    lines = lines_of(db, ("Hammer of the Zealot", 20))
    at = plays(lines, "Hammer of the Zealot")
    assert at and all(lines[i + 1] == "    exhausts Voss Treebender." and lines[i + 2].startswith("    draws ")
                      for i in at)
    assert not plays(lines_of(db, ("Hammer of the Zealot", 60)), "Hammer of the Zealot")    # no ally: never cast
    no_breaches(db, ("Hammer of the Zealot", 20))


def test_payment_of_blood_destroys_an_unused_equipment_and_draws_its_cost(db):
    # "Destroy target equipment. If you do, put X damage on your hero and draw X cards, where X is that equipment's
    # cost": Bottled Death (cost 3), an item of no use to the engine, is destroyed for three cards
    lines = lines_of(db, ("Payment of Blood", 15), ("Bottled Death", 15))
    at = plays(lines, "Payment of Blood")
    assert at
    for i in at:
        assert lines[i + 1] == "    destroys Bottled Death: 3 damage on your hero, 3 card(s) drawn."
        assert lines[i + 2] == "    Bottled Death is destroyed."
        assert all(lines[i + k].startswith("    draws ") for k in (3, 4, 5))
    assert not plays(lines_of(db, ("Payment of Blood", 20)), "Payment of Blood")    # no equipment: never cast
    no_breaches(db, ("Payment of Blood", 15), ("Bottled Death", 15))


def test_swirling_flames_buys_damage_with_what_is_left(db):
    # "This turn, your hero has '1 -> Your hero deals 1 fire damage to target hero or ally'": cost 3, then 1 damage
    # for each 1 paid, with all that is left after combat
    from deckcheck.wowtcg.goldfish import tricks
    cc = compile_cards([db["Swirling Flames"], db["Voss Treebender"]])
    g = game(cc, [1] * 10)
    turn_with(g, 5, 7, [0])
    tricks.after(g)
    assert g.turn_dmg == 4 and g.avail == 0 and g.grave == [0]
    g = game(cc, [1] * 10)
    turn_with(g, 5, 4, [0])         # 1 left: below the policy's least X (2), not cast
    tricks.after(g)
    assert g.turn_dmg == 0 and g.hand == [0]
    no_breaches(db, ("Swirling Flames", 20))


def test_mana_sapphire_stays_then_draws_x_at_most_five(db):
    # "Ongoing: X, Destroy this ability -> If X is 5 or less, draw X cards."
    from deckcheck.wowtcg.goldfish import play, tricks
    cc = compile_cards([db["Mana Sapphire"], db["Voss Treebender"]])
    assert fx(db["Mana Sapphire"]) == [{"do": "draw", "pay": "X", "destroy": {"what": "self"}, "n": "X", "max": 5}]
    g = game(cc, [1] * 20)
    turn_with(g, 4, 3, [0])
    play.play(g, 0, 0, 3)
    assert g.perms == [0]
    tricks.after(g)                 # nothing left: X would be 0
    assert g.perms == [0]
    turn_with(g, 5, 9, [])
    tricks.after(g)
    assert g.perms == [] and g.grave == [0] and len(g.hand) == 5 and g.avail == 4
    lines = lines_of(db, ("Mana Sapphire", 20))
    xs = [int(line.split("X=")[1].split(",")[0]) for line in lines if "Mana Sapphire: X=" in line]
    assert xs and all(3 <= x <= 5 for x in xs)
    no_breaches(db, ("Mana Sapphire", 20))


def test_boundless_concentration_readies_the_cost_of_a_hunter_for_a_card(db):
    # "Ready up to X resources you control, where X is the cost of target non-hero Hunter or Mage you control":
    # with Conqueror Tristos (a Hunter ally, cost 3) in play, 2 ready of 5: it readies 3, and Dar the Beastmaster (4)
    # is played. CR 206.1a: "A card is a [class] card only if it has that tag on its type line" (Bloodclaw, a
    # Hunter-icon Pet, is not a Hunter card): beside Dundee (a Crocolisk Pet with the Hunter icon, cost 3) it has no
    # target, and nothing is readied
    for ally, cast in (("Conqueror Tristos", True), ("Dundee", False)):
        cc = compile_cards([db["Boundless Concentration"], db[ally], db["Dar the Beastmaster"]])
        g = game(cc, [2] * 10)
        turn_with(g, 6, 5, [0, 2])
        g.enter(1, 5)
        g.avail = 2
        turn.main_phase(g)
        assert (g.a_c == [1, 2] and 0 in g.grave and g.avail == 0) if cast else \
            (g.a_c == [1] and 0 not in g.grave and g.avail == 2), ally
    g = game(cc, [2] * 10)
    turn_with(g, 6, 5, [0, 2])      # no Hunter or Mage ally: no target, not cast
    g.avail = 2
    turn.main_phase(g)
    assert g.hand == [0, 2] and g.avail == 2
    no_breaches(db, ("Boundless Concentration", 15), ("Dundee", 15))


def test_hunting_preparations_readies_face_up_resources_only(db):
    # "Ready up to three face-up resources you control": your face-up quests (exhausted first), for a card in hand
    cc = compile_cards([db["Hunting Preparations"], db["A Donation of Wool"], db["Dar the Beastmaster"]])
    g = game(cc, [2] * 10)
    turn_with(g, 6, 5, [0, 2])
    g.quests = [1, 1]
    g.avail = 2
    turn.main_phase(g)              # 1 paid, two face-up quests readied: 3 ready, Dar the Beastmaster needs 4
    assert g.hand == [0, 2] and g.avail == 2
    g.avail = 3
    turn.main_phase(g)
    assert g.a_c == [2] and g.avail == 0 and 0 in g.grave
    g = game(cc, [2] * 10)
    turn_with(g, 6, 5, [0, 2])
    g.quests = [1]                  # one face-up quest: it readies no more than it costs
    g.avail = 3
    turn.main_phase(g)
    assert g.hand == [0, 2]
    no_breaches(db, ("Hunting Preparations", 15), ("A Donation of Wool", 15))


def test_the_checker_catches_a_supernova_short_of_the_kill_and_a_hammer_without_ally(db):
    cc = compile_cards([db["Supernova"], db["Hammer of the Zealot"]])
    ch = Checker(cc, None)
    ch.new_game()
    ch(("turn", 1))
    ch(("t_nova", 0, 0, 5, 0, 30))
    ch(("t_hammer", 1, 99))
    assert len(ch.breaches) == 2 and "without destroying" in ch.breaches[0] and "no ally" in ch.breaches[1]


def test_dark_pact_destroys_only_a_pet_that_cannot_attack(db):
    # "As an additional cost to play Dark Pact, destroy one of your Pets. Draw X cards, where X is the cost of the Pet
    # you destroyed": the engine pays only with a Pet that does nothing toward the kill; with Archbishop Benedictus in
    # play no character can attack, so Chops (a Pet, cost 3) goes for three cards
    from deckcheck.wowtcg.goldfish import tricks
    cc = compile_cards([db["Dark Pact"], db["Chops"], db["Archbishop Benedictus"], db["Voss Treebender"]])
    g = game(cc, [3] * 10)
    turn_with(g, 6, 5, [0])
    g.enter(1, 5)
    tricks.after(g)
    assert g.hand == [0] and g.a_c == [1]       # Chops can attack: kept, Dark Pact not cast
    g.enter(2, 5)
    tricks.after(g)
    assert g.a_c == [2] and g.grave == [0, 1] and g.hand == [3, 3, 3] and g.avail == 3


def test_ruthless_execution_takes_a_damaged_ally_of_yours_that_cannot_attack(db):
    # "Destroy target damaged ally. Draw a card.": the passive opponent has none; Guardian Steelhorn (can't attack)
    # with damage on it is destroyed for a card, undamaged it is not a legal target
    from deckcheck.wowtcg.goldfish import tricks
    cc = compile_cards([db["Ruthless Execution"], db["Guardian Steelhorn"], db["Voss Treebender"]])
    g = game(cc, [2] * 10)
    turn_with(g, 6, 5, [0])
    g.enter(1, 5)
    tricks.after(g)
    assert g.hand == [0] and g.a_c == [1]
    g.a_dmg[0] = 1
    tricks.after(g)
    assert g.a_c == [] and g.grave == [0, 1] and g.hand == [2]
    no_breaches(db, ("Ruthless Execution", 15), ("Dark Pact", 15), ("Engulfing Blaze", 10), ("Guardian Steelhorn", 10))


def test_strength_of_battle_counts_your_shaman_hero_for_the_weapon_strike(db):
    # "This turn, weapons you control have Assault 1 for each Shaman and Warrior you control": with Grennan
    # Stormspeaker (a Shaman hero) and vanilla allies, +1 to the weapon's strike, cast in combat as your hero strikes;
    # with no hero (no Shaman or Warrior), it would add nothing and is never cast
    hero = next(h for h in db.cards.values() if h.name == "Grennan Stormspeaker")
    pairs = (("Strength of Battle", 20), ("Viking Warhammer", 10))
    setup = make_setup(hero, deck(db, *pairs), turns=10, health=10**6)
    lines = [line for s in range(6) for line in trace_game(setup, seed=s)[0]]
    at = plays(lines, "Strength of Battle")
    assert at and all(lines[i] == "  plays Strength of Battle: +1 ATK this turn." for i in at)
    # each right after the strike (or after another Strength of Battle cast for the same strike)
    before = [next(lines[j] for j in range(i - 1, -1, -1) if not lines[j].startswith("  plays Strength of Battle"))
              for i in at]
    assert all(line.startswith("  hero strikes with ") for line in before)
    assert not plays(lines_of(db, *pairs), "Strength of Battle")
    no_breaches(db, *pairs, hero=hero)


def test_mana_diamond_waits_for_three_counters_then_draws_three(db):
    # "Ongoing: At the start of your turn, add a mana counter to this ability. Then, you may destroy this ability. If
    # you do, draw a card for each mana counter.": the engine destroys it once it has three (three cards)
    lines = lines_of(db, ("Mana Diamond", 20))
    gone = [i for i, line in enumerate(lines) if line == "    Mana Diamond is destroyed for its counters."]
    assert gone
    for i in gone:
        assert lines[i - 4] == "    Mana Diamond: 1 counter(s) (turn_start; 3 on the card)."
        assert all(lines[i - k].startswith("    draws ") for k in (1, 2, 3))
    assert not any("(turn_start; 4 on the card)" in line for line in lines)
    no_breaches(db, ("Mana Diamond", 20))


def test_elemental_shield_readies_a_resource_for_each_counter_then_loses_one(db):
    # "Ongoing: This ability enters play with three water counters. [Exhaust] -> Ready a resource you control for each
    # water counter, then remove a water counter. If none remain, then destroy this ability.": used in the main phase
    # for a card it makes playable (Dar the Beastmaster, cost 4, with 1 ready of 5), once a turn
    from deckcheck.wowtcg.goldfish import play
    cc = compile_cards([db["Elemental Shield"], db["Dar the Beastmaster"]])
    g = game(cc, [1] * 10)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 4)
    uid = g.p_uid[0]
    assert g.ctr[uid] == 3
    turn_with(g, 6, 5, [1, 1])
    g.avail = 1
    turn.main_phase(g)
    assert g.a_c == [1] and g.ctr[uid] == 2 and g.avail == 0 and g.hand == [1]     # once a turn: the second waits
    for t, left in ((7, 1), (8, 0)):       # (two counters ready two: 2 ready of 5 for the 4; then one, 3 ready)
        turn_with(g, t, 5, [1])
        g.avail = 4 - (left + 1)
        turn.main_phase(g)
        assert g.ctr.get(uid, 0) == left and len(g.a_c) == t - 5
    assert g.perms == [] and g.grave == [0]         # no counter left: destroyed
    no_breaches(db, ("Elemental Shield", 15), ("Dar the Beastmaster", 15))


def test_demonic_reclamation_stash_shuffles_an_ally_back_into_the_deck(db):
    # "As an additional cost to play this ability, destroy an ally you control. Draw two cards. Stash: Shuffle target
    # ally in your graveyard into your deck.": placed as a resource it enters face up, and an ally of your graveyard
    # goes into your deck (none there: no target, nothing happens)
    from deckcheck.wowtcg.goldfish import enter
    cc = compile_cards([db["Demonic Reclamation"], db["Guardian Steelhorn"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stash_back[0] == frozenset({1, 2})
    g = game(cc, [2] * 5)
    g.grave = [0, 1]
    g.topq = [2]
    enter.stash(g, 0)
    assert g.grave == [0] and sorted(g.lib) == [1, 2, 2, 2, 2, 2] and g.topq == []
    enter.stash(g, 0)
    assert g.grave == [0] and len(g.lib) == 6
    lines = lines_of(db, ("Demonic Reclamation", 20), ("Guardian Steelhorn", 10), ("Engulfing Blaze", 10))
    back = [i for i, line in enumerate(lines) if line.startswith("    shuffles ")]
    assert back and all(lines[i - 1] == "    Stash: Demonic Reclamation." for i in back)
    no_breaches(db, ("Demonic Reclamation", 20), ("Guardian Steelhorn", 10), ("Engulfing Blaze", 10))


def test_spark_exhausts_your_ready_resources_for_damage(db):
    # "This turn, your hero has 'Exhaust a card in play you control -> This hero deals 1 fire damage to target hero or
    # ally'": your resources are cards in play (CR 415.8a); the engine exhausts those left after its cost 4
    from deckcheck.wowtcg.goldfish import tricks
    cc = compile_cards([db["Spark"], db["Voss Treebender"]])
    assert cc.trick[0] == (2, 1)
    g = game(cc, [1] * 10)
    turn_with(g, 7, 7, [0])
    tricks.after(g)
    assert g.turn_dmg == 3 and g.avail == 0 and g.grave == [0]
    no_breaches(db, ("Spark", 20))


def test_death_pact_trades_an_ally_that_cannot_attack_for_the_heros_attack(db):
    # "As an additional cost to play, destroy an ally you control. Your hero heals ... and has +X ATK this turn, where
    # X was that ally's ATK": Guardian Steelhorn (ATK 3, can't attack) goes, your hero attacks for 3 more
    lines = lines_of(db, ("Death Pact", 15), ("Guardian Steelhorn", 15))
    at = plays(lines, "Death Pact")
    assert at
    for i in at:
        assert lines[i + 1] == "    destroys Guardian Steelhorn: the hero has +3 ATK this turn."
        fight = next(line for line in lines[i:] if line.startswith("  attacks with "))
        assert "and the hero" in fight
    assert not plays(lines_of(db, ("Death Pact", 20)), "Death Pact")     # Voss Treebender attacks: never destroyed
    no_breaches(db, ("Death Pact", 15), ("Guardian Steelhorn", 15))


def test_demonic_pact_enters_with_x_counters_and_draws_each_turn_until_none(db):
    # "This ability enters play with X pact counters on it. Ongoing: At the start of your turn, put 1 damage on your
    # hero, draw a card, and remove a pact counter from this ability. Then, if none remain, destroy this ability.":
    # cast after combat with X what is left (2 or more); X draws over X turns
    lines = lines_of(db, ("Demonic Pact", 20))
    at = plays(lines, "Demonic Pact")
    assert at
    for i in at:
        x = int(lines[i].split("(cost ")[1].rstrip(")."))
        assert x >= 2 and lines[i + 1] == f"    Demonic Pact: {x} counter(s) (enters; {x} on the card)."
    assert any(line == "    Demonic Pact: 1 counter(s) removed (0 left)." for line in lines)
    assert not any(line == "    Demonic Pact is destroyed for its counters." for line in lines)
    no_breaches(db, ("Demonic Pact", 20))


def test_thrill_of_the_hunt_destroys_an_ally_that_cannot_attack_to_ready_its_cost(db):
    # "Destroy target ally. If you do, ready up to X of your resources, where X is that ally's cost.": Ginza Darktusk
    # (cost 5, can't attack) goes for 5 resources (4 paid), only when that makes a card in hand playable: a second
    # Ginza Darktusk (5) with 4 ready of 8
    cc = compile_cards([db["Thrill of the Hunt"], db["Ginza Darktusk"], db["Voss Treebender"]])
    g = game(cc, [2] * 10)
    turn_with(g, 7, 8, [0, 1])
    g.enter(1, 6)
    g.avail = 4
    turn.main_phase(g)
    assert g.a_c == [1] and g.hand == [] and g.grave == [0, 1] and g.avail == 0
    g = game(cc, [2] * 10)
    turn_with(g, 7, 8, [0, 1])      # no ally of yours that can't attack: no target worth it, not cast
    g.avail = 4
    turn.main_phase(g)
    assert g.hand == [0, 1] and g.avail == 4
    no_breaches(db, ("Thrill of the Hunt", 15), ("Ginza Darktusk", 10))


def test_shadow_strikes_counts_the_counters_it_puts_on_your_weapons(db):
    # "Add a +1 ATK counter to each weapon you control. Your hero deals shadow damage to target hero or ally equal to
    # the combined ATK of Melee weapons you control.": Viking Warhammer (ATK 1) gets a counter each time, which its
    # strikes keep (2, then 3 damage)
    from deckcheck.wowtcg.goldfish import play, tricks
    cc = compile_cards([db["Shadow Strikes"], db["Viking Warhammer"]])
    g = game(cc, [1] * 10)
    turn_with(g, 5, 5, [1])
    play.play(g, 1, 0, 1)
    for t, dmg in ((6, 2), (7, 3)):
        turn_with(g, t, 5, [0])
        g.turn_dmg = 0
        tricks.after(g)
        assert g.turn_dmg == dmg and g.catk[g.p_uid[0]] == t - 5
    turn_with(g, 8, 5, [0])
    g.perms, g.p_uid, g.weapons = [], [], []        # (no weapon: nothing to count, not cast)
    tricks.after(g)
    assert g.hand == [0]
    no_breaches(db, ("Shadow Strikes", 15), ("Viking Warhammer", 6), ("Lightning Whelk Axe", 6))


def test_stormstrike_restrikes_with_two_more_for_a_nature_weapon(db):
    # "Ready your hero and one of your Melee weapons. The next time your hero would deal nature damage this turn, it
    # deals that much damage +2 instead.": Electrified Dagger (ATK 1, nature) strikes again for 3; Viking Warhammer
    # (not nature) for its 1
    for weapon, again in (("Electrified Dagger", 3), ("Viking Warhammer", 1)):
        lines = lines_of(db, ("Stormstrike", 15), (weapon, 8))
        at = plays(lines, "Stormstrike")
        assert at and all(lines[i].endswith(f"attacks again with {weapon} (pays {lines[i].split('(pays ')[1][0]}): "
                                            f"{again}.") for i in at), weapon
        no_breaches(db, ("Stormstrike", 15), (weapon, 8))


def test_twisted_rampage_pays_with_a_card_of_no_use_and_restrikes_for_two_more(db):
    # "As an additional cost to play this ability, destroy an ability, ally, or equipment you control. Ready your hero
    # and all Melee weapons you control. Melee weapons you control have +2 ATK, and you pay 2 less to strike with
    # them this turn.": Guardian Steelhorn (can't attack) goes; Viking Warhammer (ATK 1, strike 1) again for 3, free
    lines = lines_of(db, ("Twisted Rampage", 15), ("Viking Warhammer", 8), ("Guardian Steelhorn", 8))
    at = plays(lines, "Twisted Rampage")
    assert at
    for i in at:
        assert lines[i] == "  plays Twisted Rampage: the hero readies and attacks again with Viking Warhammer (pays 0): 3."
        assert lines[i - 2] == "    destroys Guardian Steelhorn to pay for Twisted Rampage."
    assert not plays(lines_of(db, ("Twisted Rampage", 15), ("Viking Warhammer", 8)), "Twisted Rampage")
    no_breaches(db, ("Twisted Rampage", 15), ("Viking Warhammer", 8), ("Guardian Steelhorn", 8))


def test_hymn_of_hope_readies_a_resource_for_each_damaged_ally_it_heals(db):
    # "Your hero heals 3 damage from each friendly hero and ally. For each character healed this way, ready a resource
    # you control.": three damaged allies of yours healed, three resources readied: Dar the Beastmaster (4) played
    cc = compile_cards([db["Hymn of Hope"], db["Guardian Steelhorn"], db["Dar the Beastmaster"]])
    g = game(cc, [2] * 10)
    turn_with(g, 7, 6, [0, 2])
    for _ in range(3):
        g.enter(1, 6)
    g.a_dmg[:] = [1, 2, 4]
    g.avail = 3
    turn.main_phase(g)
    assert g.a_dmg[:3] == [0, 0, 1] and g.a_c == [1, 1, 1, 2] and g.hand == [] and g.avail == 0
    g = game(cc, [2] * 10)
    turn_with(g, 7, 6, [0, 2])
    for _ in range(3):
        g.enter(1, 6)
    g.avail = 3                     # no damage on them: nobody healed, nothing readied, not cast
    turn.main_phase(g)
    assert g.hand == [0, 2]
    no_breaches(db, ("Hymn of Hope", 15), ("Engulfing Blaze", 10), ("Guardian Steelhorn", 10))
