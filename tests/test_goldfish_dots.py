"""Issue 23, round 6, dots: attachments on the opposing hero that hurt it every turn, each with the clause that left it
unmodelled before (goldfish/compile_dots.py, dots.py, audit_dots.py), on the real cards: what a player would check
in a game, and that the engine does not do it when the card can't."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import counters, damage, dots, opp, play
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.costs import playable
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from goldfish_helpers import game, no_breaches, turn_with
from test_goldfish_kinds import deck


def _start(g, t):
    """The start of turn t's damage and this family's part of it (the draw left out)."""
    turn_with(g, t, g.res, g.hand)
    g.turn_dmg = 0
    damage.start_of_turn(g)
    dots.turn_start(g)


def test_char_deals_one_damage_for_each_of_the_seven_cards_in_the_opposing_hand(db):
    cc = compile_cards([db["Char"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.dot_per[0] is not None
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    _start(g, 2)
    assert g.turn_dmg == 7              # the passive opponent keeps 7 cards at the start of your turn
    setup = make_setup(None, deck(db, ("Char", 20)), turns=5, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    i = next(i for i, line in enumerate(lines) if "plays Char" in line)
    assert "start-of-turn effects deal 7 damage." in [line.strip() for line in lines[i:i + 6]]


def test_char_counts_the_cards_drawn_since_call_of_yogg_saron(db):
    cc = compile_cards([db["Char"], db["Call of Yogg-Saron"], db["Voss Treebender"]])
    assert cc.any_opp
    g = game(cc, [2] * 20)
    g.res = g.avail = 20
    g.hand = [1]
    play.play(g, 1, 0, 8)               # its hand and deck but four cards go: none in hand
    g.enter(0, 1)
    _start(g, 2)
    assert g.turn_dmg == 0
    opp.opp_turn(g, 2)                  # it draws one of the four
    _start(g, 3)
    assert g.turn_dmg == 1


def test_impale_deals_its_melee_weapons_atk_at_the_start_of_each_turn(db):
    cc = compile_cards([db["Impale"], db["Netherbane"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.needs[0]
    g = game(cc, [2] * 20)
    turn_with(g, 3, 8, [0])
    assert not playable(g, 0)           # no Melee weapon: nothing for its damage
    g.enter(1, 2)
    assert playable(g, 0)
    play.play(g, 0, 0, 5)
    assert g.turn_dmg == 2              # Netherbane's ATK as it is played
    _start(g, 4)
    assert g.turn_dmg == 2              # and at the start of the next turn
    g.leave(g.perms.index(1), False)
    _start(g, 5)
    assert g.turn_dmg == 0              # no weapon then: no damage


def test_bleed_waits_for_a_damaged_hero_then_deals_two_each_turn(db):
    cc = compile_cards([db["Bleed"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.needs[0] and cc.dot[0] == 0
    g = game(cc, [1] * 20)
    turn_with(g, 2, 3, [0])
    assert not playable(g, 0)           # an undamaged hero: it would be destroyed at the start of the next turn
    g.dmg = 2
    assert playable(g, 0)
    play.play(g, 0, 0, 3)
    _start(g, 3)
    assert g.turn_dmg == 2 and g.perms == [0]
    g.dmg = 0                           # (an undamaged hero, as the checker of the rule would set it)
    _start(g, 4)
    assert g.turn_dmg == 0 and g.perms == [] and g.grave == [0]     # destroyed, no damage


def test_everlasting_affliction_brings_a_copy_from_the_deck_each_turn(db):
    cc = compile_cards([db["Everlasting Affliction"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot[0] == 1
    g = game(cc, [0, 0, 0] + [1] * 20)
    g.enter(0, 1)
    _start(g, 2)
    assert g.turn_dmg == 1 and g.perms == [0, 0] and g.lib.count(0) == 2
    _start(g, 3)
    assert g.turn_dmg == 2 and g.perms == [0] * 4 and g.lib.count(0) == 0     # each copy dealt 1 and brought one
    _start(g, 4)
    assert g.turn_dmg == 4 and len(g.perms) == 4        # none left in the deck


def test_curse_of_endless_suffering_pays_three_for_a_copy_from_the_deck(db):
    cc = compile_cards([db["Curse of Endless Suffering"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_pow
    g = game(cc, [0] + [1] * 20)
    turn_with(g, 3, 7, [])
    g.enter(0, 2)
    dots.after_combat(g)
    assert g.perms == [0, 0] and g.avail == 4 and 0 not in g.lib      # one copy in the deck: one paid for
    _start(g, 4)
    assert g.turn_dmg == 2


def test_moonfire_goes_back_to_the_hand_and_is_played_again_for_its_damage(db):
    cc = compile_cards([db["Moonfire"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_pow and cc.dmg[0] == 1
    g = game(cc, [1] * 20)
    turn_with(g, 3, 7, [])
    g.enter(0, 2)
    g.turn_dmg = 0
    dots.after_combat(g)
    assert g.turn_dmg == 2 and g.avail == 1 and g.perms == [0]      # twice 1 + 2: 1 damage each time
    g.avail = 2
    dots.after_combat(g)
    assert g.turn_dmg == 2 and g.perms == [0]          # 1 + 2 not left: it stays


def test_vampiric_touch_readies_a_resource_as_a_shadow_ability_is_played(db):
    cc = compile_cards([db["Vampiric Touch"], db["Touch of Darkness"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_play
    g = game(cc, [2] * 20)
    turn_with(g, 4, 4, [1, 2])
    g.enter(0, 3)
    play.play(g, 1, 0, 1)               # a Shadow ability: its resource readied again
    assert g.avail == 4
    play.play(g, 2, 0, 1)               # an ally: not
    assert g.avail == 3


def test_wild_mushroom_deals_five_plus_five_for_each_other_as_its_last_counter_goes(db):
    cc = compile_cards([db["Wild Mushroom"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.ctr[0] is not None
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.enter(0, 1)
    for t in (2, 3):
        turn_with(g, t, 3, [])
        counters.turn_start(g)
    assert g.turn_dmg == 0 and g.perms == [0, 0]
    turn_with(g, 4, 3, [])
    g.turn_dmg = 0
    counters.turn_start(g)
    assert g.perms == [] and g.turn_dmg == 10 + 5       # the first with the other in play, then the second alone


def test_flame_orb_is_destroyed_for_its_counters_only_when_that_is_lethal(db):
    cc = compile_cards([db["Flame Orb"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_late
    g = game(cc, [1] * 20)
    g.health = 20
    g.enter(0, 1)
    for t in (2, 3, 4):
        turn_with(g, t, 3, [])
        g.turn_dmg = 0
        damage.start_of_turn(g)
        counters.turn_start(g)
        dots.late(g)
        g.dmg += g.turn_dmg
    assert g.perms == [0] and g.dmg == 3                 # 1 a turn, three ember counters
    g.dmg = 16
    turn_with(g, 5, 3, [])
    g.turn_dmg = 0
    damage.start_of_turn(g)
    counters.turn_start(g)
    dots.late(g)
    assert g.perms == [] and g.turn_dmg == 1 + 4         # 16 + 1 + 4 = 21: destroyed for the kill


def test_curse_of_fatigue_lowers_the_opposing_heros_health_each_turn(db):
    cc = compile_cards([db["Curse of Fatigue"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_late
    g = game(cc, [1] * 20)
    g.health = 25
    g.enter(0, 1)
    for t in (2, 3, 4):
        turn_with(g, t, 3, [])
        counters.turn_start(g)
        dots.late(g)
    assert g.health == 22 and g.dmg == 0                 # 1 less health for each fatigue counter, no damage


def test_the_family_plays_without_breach_in_games(db):
    no_breaches(db, ("Char", 3), ("Impale", 3), ("Netherbane", 4), ("Bleed", 3), ("Everlasting Affliction", 3),
                ("Curse of Endless Suffering", 3), ("Moonfire", 4), ("Vampiric Touch", 3), ("Touch of Darkness", 4))
    checker = no_breaches(db, ("Wild Mushroom", 8), ("Flame Orb", 8), ("Curse of Fatigue", 4))
    assert checker.checked["dots_expired"] and checker.checked["dots_hpc"]


def test_the_checker_catches_wrong_damage_and_powers_out_of_play(db):
    cc = compile_cards([db["Bleed"], db["Moonfire"], db["Char"]])
    ch = Checker(cc, None)
    ch.new_game()
    ch.t = 3
    ch.play = {5: 0}
    ch.entered = {5: 2}
    ch.ready = 5
    ch.on_dots_bleed(0, 5, 4, 2)
    assert not ch.breaches
    ch.on_dots_bleed(0, 5, 0, 2)                       # an undamaged hero: Bleed is destroyed, no damage
    ch.on_dots_back(1, 9, 1, 2)                        # Moonfire not in play
    ch.on_dots_wdot(2, 5, 3, ())                       # Char has no weapon damage
    assert len(ch.breaches) == 3, ch.breaches


def test_brittle_bones_at_15_damage_is_destroyed_and_takes_two_of_your_cards(db):
    cc = compile_cards([db["Brittle Bones"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dot[0] == 2 and cc.any_dots_late
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    for _ in range(3):
        g.enter(1, 1)
    turn_with(g, 2, 6, [])
    g.dmg = 10
    g.turn_dmg = 0
    damage.start_of_turn(g)
    dots.late(g)
    assert g.perms == [0] and len(g.a_c) == 3           # 12 damage: it stays
    g.dmg = 13
    turn_with(g, 3, 6, [])
    g.turn_dmg = 0
    damage.start_of_turn(g)
    dots.late(g)
    # 15 damage: destroyed, then two target non-hero cards: a passive opponent has none, so two of yours (the
    # resources beyond the deck's dearest card, 6 - 4, before its allies)
    assert g.perms == [] and 0 in g.grave and len(g.a_c) == 3 and g.res == 4


def test_brittle_bones_destroys_none_of_yours_with_fewer_than_two_targets(db):
    cc = compile_cards([db["Brittle Bones"], db["Voss Treebender"]])
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.enter(1, 1)
    turn_with(g, 2, 0, [])
    g.dmg = 20
    g.turn_dmg = 0
    dots.late(g)
    assert g.perms == [] and g.a_c == [1]               # one non-hero card: its two targets can't be chosen (707.1d)


def test_celestial_moonfire_goes_back_for_a_ready_arcane_ally(db):
    from deckcheck.wowtcg.goldfish.combat import Fight
    cc = compile_cards([db["Celestial Moonfire"], db["Arcanist Lyronia"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_tap and cc.dmg[0] == 2
    g = game(cc, [2] * 20)
    turn_with(g, 4, 6, [])
    g.enter(0, 3)
    g.enter(2, 3)                                       # not Arcane
    f = Fight()
    f.tapped = set()
    g.turn_dmg = 0
    dots.after_combat(g, f)
    assert g.turn_dmg == 0 and g.avail == 6             # no Arcane ally to exhaust
    g.enter(1, 4)                                       # (entered this turn: it may pay another card's cost)
    dots.after_combat(g, f)
    assert g.turn_dmg == 2 and g.avail == 3 and g.perms == [0] and f.tapped == {g.a_uid[1]}
    dots.after_combat(g, f)
    assert g.turn_dmg == 2                              # exhausted already
    no_breaches(db, ("Celestial Moonfire", 8), ("Brittle Bones", 6), filler="Arcanist Lyronia")


def test_blessing_of_the_devoted_draws_only_onto_an_ally_of_cost_2_or_less(db):
    cc = compile_cards([db["Blessing of the Devoted"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.ong_n[0] == 3 and cc.any_dots_att
    g = game(cc, [1] * 20)
    turn_with(g, 4, 8, [0, 0])
    g.enter(1, 3)                                       # Voss Treebender, cost 1
    play.play(g, 0, 0, 4)
    assert len(g.hand) == 2 and g.a_att[0] == 3         # one card drawn, +3 ATK
    expensive = next(c for c in db.cards.values() if c.type == "Ally" and c.cost == 5 and c.atk and not c.effects)
    cc2 = compile_cards([db["Blessing of the Devoted"], expensive])
    g = game(cc2, [1] * 20)
    turn_with(g, 4, 8, [0])
    g.enter(1, 3)
    play.play(g, 0, 0, 4)
    assert g.hand == [] and g.a_att[0] == 3             # a 5-cost ally: no draw


def test_intensify_rage_puts_two_damage_a_turn_on_its_ally_until_it_dies(db):
    cc = compile_cards([db["Intensify Rage"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.ong_n[0] == 3 and cc.any_dots
    g = game(cc, [1] * 20)
    turn_with(g, 2, 4, [0])
    g.enter(1, 1)                                       # Voss Treebender: 1 health, +3 with Intensify Rage
    play.play(g, 0, 0, 2)
    assert g.a_att[0] == 3
    _start(g, 3)
    assert g.a_dmg == [2] and g.perms == [0]
    _start(g, 4)
    assert g.a_c == [] and g.perms == [] and sorted(g.grave) == [0, 1]     # 4 damage on 4 health: both go


def test_blessing_of_the_just_grows_its_ally_by_one_each_turn(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    cc = compile_cards([db["Blessing of the Just"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_att and cc.ctr[0] is not None
    g = game(cc, [1] * 20)
    turn_with(g, 2, 3, [0])
    g.enter(1, 1)
    base = attack_value(g, 0, 1)
    play.play(g, 0, 0, 1)
    assert attack_value(g, 0, 1) == base                # no justice counter yet
    for t in (3, 4):
        turn_with(g, t, 3, [])
        counters.turn_start(g)
    assert attack_value(g, 0, 1) == base + 2            # +1 for each of its two counters


def test_exemplars_blades_gives_the_highest_melee_weapon_atk_and_waits_for_one(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    cc = compile_cards([db["Exemplar's Blades"], db["Voss Treebender"], db["Netherbane"]])
    assert cc.verdict[0] == PLAYED and cc.needs[0]
    g = game(cc, [1] * 20)
    turn_with(g, 3, 5, [0])
    g.enter(1, 2)
    base = attack_value(g, 0, 1)
    assert not playable(g, 0)                           # no Melee weapon: X is 0
    g.enter(2, 2)
    assert playable(g, 0)
    play.play(g, 0, 0, 1)
    assert attack_value(g, 0, 1) == base + 2            # Netherbane's ATK
    g.leave(g.perms.index(2), False)
    assert attack_value(g, 0, 1) == base                # the weapon gone: +0


def _fight(g):
    from deckcheck.wowtcg.goldfish.combat import combat
    g.turn_dmg = 0
    combat(g)
    return g.turn_dmg


def test_soul_binding_doubles_only_a_shadow_allys_attack(db):
    cc = compile_cards([db["Soul Binding"], db["Bloodsoul"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_att
    g = game(cc, [2] * 20)
    turn_with(g, 3, 4, [0])
    g.enter(1, 1)                                       # Bloodsoul: 2 ATK, shadow
    play.play(g, 0, 0, 4)
    assert _fight(g) == (2 + 2) * 2
    g = game(cc, [2] * 20)
    turn_with(g, 3, 4, [0])
    g.enter(2, 1)                                       # Voss Treebender: not shadow
    play.play(g, 0, 0, 4)
    assert _fight(g) == cc.atk[2] + 2


def test_unleash_inferno_pays_what_is_left_for_two_atk_each(db):
    cc = compile_cards([db["Unleash Inferno"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.any_dots_pump
    g = game(cc, [1] * 20)
    turn_with(g, 3, 8, [0])
    g.enter(1, 1)
    play.play(g, 0, 0, 3)
    assert _fight(g) == cc.atk[1] + 2 * 5 and g.avail == 0      # five resources left: +10
    g = game(cc, [1] * 20)
    turn_with(g, 3, 8, [0])
    g.enter(1, 3)                                       # entered this turn: it does not attack, nothing to pump
    play.play(g, 0, 0, 3)
    assert _fight(g) == 0 and g.avail == 5


def test_fel_flame_pumps_the_shadow_and_fire_attackers(db):
    cc = compile_cards([db["Fel Flame"], db["Bloodsoul"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.any_dots_fel and cc.dmg[0] == 2
    g = game(cc, [2] * 20)
    turn_with(g, 3, 6, [])
    g.enter(0, 2)
    g.enter(1, 1)                                       # shadow
    g.enter(1, 1)
    g.enter(2, 1)                                       # not
    assert _fight(g) == 2 * cc.atk[1] + cc.atk[2] + 2 * 3 and g.avail == 0     # three uses: +1 to each Bloodsoul
    no_breaches(db, ("Fel Flame", 6), ("Unleash Inferno", 6), ("Soul Binding", 6), filler="Bloodsoul")


def test_mage_training_goes_on_an_ally_that_cant_attack_which_pings_after_combat(db):
    from deckcheck.wowtcg.goldfish.combat import Fight
    cc = compile_cards([db["Mage Training"], db["Great Kodo"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.attach_mask[0] == frozenset({1})
    g = game(cc, [2] * 20)
    turn_with(g, 3, 4, [0])
    g.enter(2, 1)
    assert play.attach_target(g, 0) < 0                 # an attacker: no use for it
    g.enter(1, 3)                                       # Great Kodo (a Mount), entered this turn
    play.play(g, 0, 0, 1)
    f = Fight()
    f.tapped = set()
    g.turn_dmg = 0
    dots.after_combat(g, f)
    assert g.turn_dmg == 0                              # CR 302.2: not the turn it entered
    turn_with(g, 4, 4, [])
    f.tapped = set()
    dots.after_combat(g, f)
    assert g.turn_dmg == 1 and g.a_uid[1] in f.tapped
    dots.after_combat(g, f)
    assert g.turn_dmg == 1                              # exhausted: once a turn


def test_aessinas_boon_and_blessing_of_resolution_count_for_the_attached_ally(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    monster = next(c for c in db.cards.values() if c.type == "Ally" and "Monster" in c.tags and c.cost == 1
                   and c.atk and not c.effects)
    cc = compile_cards([db["Aessina's Boon"], db["Blessing of Resolution"], monster])
    assert cc.verdict[0] == PLAYED and cc.verdict[1] == PLAYED
    g = game(cc, [2] * 20)
    turn_with(g, 3, 9, [0, 1, 1])
    g.enter(2, 1)
    base = attack_value(g, 0, 2)
    play.play(g, 0, 0, 3)                               # two 1/1 Treants too: three allies
    assert len(g.a_c) == 3 and attack_value(g, 0, 2) == base + 3
    play.play(g, 1, 0, 2)
    assert attack_value(g, 0, 2) == base + 3 + 2 * 2    # two abilities attached: +2 for each
    play.play(g, 1, 0, 2)
    assert attack_value(g, 0, 2) == base + 3 + 2 * 3 * 2    # a third: each Blessing +2 for each of the three


def test_flamesoul_weapon_adds_the_highest_ally_atk_to_the_weapon_struck_with(db):
    cc = compile_cards([db["Flamesoul Weapon"], db["Netherbane"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.needs[0]
    g = game(cc, [2] * 20)
    turn_with(g, 3, 8, [0])
    g.enter(1, 2)
    assert not playable(g, 0)                           # no ally: +0
    g.enter(2, 2)
    assert playable(g, 0)
    play.play(g, 0, 0, 3)
    assert _fight(g) == cc.atk[2] + cc.atk[1] + cc.atk[2]       # the ally, the weapon and its +ATK
