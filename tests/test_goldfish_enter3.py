"""Issue 23, round 3, the "enter" family: cards putting more than one kind of ally token into play as they resolve
(`tok_also`: compile_enter.also_token, tokens.also), each kind under its own condition (Empower [Class]), on the
real cards, and the checker's rule for them."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import costs, play
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup
from test_goldfish_kinds import deck
from goldfish_helpers import fx, game, no_breaches, turn_with


def in_play(g):
    cc = g.cc
    return sorted((cc.names[x], cc.atk[x]) for x in g.a_c)


# -- several kinds of tokens ----------------------------------------------------------------------------------------

def test_lions_tigers_and_bears_puts_all_three_tokens_into_play(db):
    cc = compile_cards([db["Lions, Tigers, and Bears"]])
    assert cc.verdict[0] == PLAYED and len(cc.tok_also[0]) == 2
    g = game(cc)
    turn_with(g, 5, 5, [0])
    play.play(g, 0, 0, 5)
    names = [cc.names[x] for x in g.a_c]
    assert len(g.a_c) == 3 and len(set(names)) == 3
    assert sorted(cc.health[x] for x in g.a_c) == [2, 2, 2]
    assert sum(cc.ferocity[x] for x in g.a_c) == 1      # the Lion alone has Ferocity


def test_council_of_three_hammers_three_named_dwarves(db):
    cc = compile_cards([db["Council of Three Hammers"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc)
    turn_with(g, 6, 9, [0])
    play.play(g, 0, 0, 9)
    assert sorted(cc.names[x] for x in g.a_c) == ["Falstad Wildhammer", "Moira Thaurissan", "Muradin Bronzebeard"]
    assert all(cc.atk[x] == 5 and cc.health[x] == 5 for x in g.a_c)


def test_legacy_of_the_legion_two_demons_one_with_ferocity(db):
    cc = compile_cards([db["Legacy of the Legion"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc)
    turn_with(g, 6, 6, [0])
    play.play(g, 0, 0, 6)
    assert len(g.a_c) == 2 and sorted(cc.ferocity[x] for x in g.a_c) == [0, 1]


def test_bark_and_bite_each_empower_clause_under_its_own_condition(db):
    # Empower Death Knight: a 3/3 Ghoul; Empower Druid: three 1/1 Treants; no hero given: the classes come from
    # the allies in play (vanilla allies of the classes)
    dk = next(c for c in db if c.type == "Ally" and "Death Knight" in c.char_class and not c.effects)
    druid = next(c for c in db if c.type == "Ally" and "Druid" in c.char_class and not c.effects)
    cc = compile_cards([db["Bark and Bite"], dk, druid])
    assert cc.verdict[0] == PLAYED
    g = game(cc)
    turn_with(g, 3, 3, [0])
    assert not costs.playable(g, 0)                 # neither class in play: it would do nothing (not played)
    g.enter(1, 1)                                   # a Death Knight ally
    assert costs.playable(g, 0)
    play.play(g, 0, 0, 3)
    tokens = [x for x in g.a_c if x >= cc.ndeck]
    assert [(cc.atk[x], cc.health[x]) for x in tokens] == [(3, 3)]
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.enter(2, 1)                                   # a Druid ally
    play.play(g, 0, 0, 3)
    tokens = [x for x in g.a_c if x >= cc.ndeck]
    assert [(cc.atk[x], cc.health[x]) for x in tokens] == [(1, 1)] * 3
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.enter(1, 1)
    g.enter(2, 1)                                   # both: both clauses
    play.play(g, 0, 0, 3)
    assert sorted((cc.atk[x], cc.health[x]) for x in g.a_c if x >= cc.ndeck) == [(1, 1)] * 3 + [(3, 3)]


def test_token_kinds_games_and_the_checker(db):
    checker = no_breaches(db, ("Lions, Tigers, and Bears", 15), ("Legacy of the Legion", 10), filler="Voss Treebender")
    assert checker.checked["tok_also"]
    cc = compile_cards([db["Lions, Tigers, and Bears"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 5))
    bad(("tok_also", 0, cc.token[0][1], 2, ()))     # two Lions: the text puts one
    assert bad.breaches and "does not" in bad.breaches[0]
    cc = compile_cards([db["Bark and Bite"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 5))
    tid = cc.tok_also[0][0][1]
    bad(("tok_also", 0, tid, cc.tok_also[0][0][0], ()))    # no Druid hero or ally in play
    assert bad.breaches and "condition" in bad.breaches[0]


# -- an ally's drawbacks as it enters -------------------------------------------------------------------------------

def test_ardon_almastor_damages_an_ally_of_yours_that_survives(db):
    assert fx(db["Ardon Almastor"]) == [{"do": "damage", "ally": 2}]
    cc = compile_cards([db["Ardon Almastor"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dmg_ally[0] == 2
    g = game(cc)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)                           # alone: he takes it himself (4 health: he survives)
    assert g.a_c == [0] and g.a_dmg == [2] and g.turn_dmg == 0
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.enter(1, 1)
    play.play(g, 0, 0, 3)
    assert sum(g.a_dmg) == 2 and len(g.a_c) == 2    # one of yours takes 2 (the weakest that survives)


def test_durotan_discards_your_hand_as_he_enters(db):
    cc = compile_cards([db["Durotan"], db["Voss Treebender"], db["Arcane Missiles"]])
    assert cc.verdict[0] == PLAYED and cc.eot_discard[0]
    g = game(cc)
    turn_with(g, 5, 5, [0, 1, 2])
    play.play(g, 0, 0, 5)
    assert g.hand == [] and sorted(g.grave) == [1, 2] and g.a_c == [0]


def test_wild_wrath_needs_an_ally_of_yours_then_a_treant(db):
    cc = compile_cards([db["Wild Wrath"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dmg_ally[0] == 2 and cc.dmg[0] == 0
    g = game(cc)
    turn_with(g, 3, 3, [0])
    assert not costs.playable(g, 0)                 # no ally to target (CR 707.1d)
    g.enter(1, 1)
    assert costs.playable(g, 0)
    play.play(g, 0, 0, 2)
    assert g.turn_dmg == 0
    treant = [j for j, x in enumerate(g.a_c) if x >= cc.ndeck]
    assert len(treant) == 1 and g.a_dmg[treant[0]] == 0    # the Treant enters after the damage: never its target
    voss = cc.names.index("Voss Treebender")
    assert voss not in g.a_c and voss in g.grave    # Voss (health 1) took the 2 and was destroyed


def test_enter_drawbacks_games_and_the_checker(db):
    checker = no_breaches(db, ("Ardon Almastor", 15), ("Durotan", 10), ("Wild Wrath", 10))
    assert checker.checked["enter_hurt"] and checker.checked["enter_discard"]
    cc = compile_cards([db["Voss Treebender"], db["Durotan"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter_discard", 0, 3))                    # Voss Treebender's text discards nothing
    bad(("enter_hurt", 1, 2, (1,)))                 # nor does Durotan's damage an ally
    assert len(bad.breaches) == 2


# -- Empower [Class]: every card of a kind among the top five ---------------------------------------------------------

def test_vandos_empowered_takes_every_equipment_of_the_top_five(db):
    assert fx(db["Vandos, Herald of War"])[0]["all"] == 1
    cards = [db["Vandos, Herald of War"], db["Human Footman"], db["Abomination Knuckles"],
             db["Abyss Walker's Boots"], db["Voss Treebender"], db["Arcane Missiles"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.dig_all[0] == 1
    g = game(cc, [2, 3, 4, 5])
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)                           # no other Warrior: nothing
    assert g.hand == [] and sorted(g.lib) == [2, 3, 4, 5]
    g = game(cc, [2, 3, 4, 5])
    turn_with(g, 4, 4, [0])
    g.enter(1, 1)                                   # Human Footman, a Warrior ally
    play.play(g, 0, 0, 4)
    assert sorted(g.hand) == [2, 3] and sorted(g.lib) == [4, 5]     # both equipment, the rest back


def test_dig_all_games_and_the_checker(db):
    checker = no_breaches(db, ("Vandos, Herald of War", 12), ("Human Footman", 12), ("Abomination Knuckles", 12))
    assert checker.checked["dig_all"]
    cc = compile_cards([db["Vandos, Herald of War"], db["Voss Treebender"], db["Abomination Knuckles"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("dig_all", 0, (1,), 2))                    # took the ally (of the two cards looked at)
    assert bad.breaches and "took one its text does not take" in bad.breaches[0]


# -- tokens for each card counted -------------------------------------------------------------------------------------

def test_alpha_prime_a_worgen_for_himself_and_each_other_night_elf(db):
    cc = compile_cards([db["Alpha Prime"], db["Cerwyn"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tok_per[0] is not None
    g = game(cc)
    turn_with(g, 6, 6, [0])
    play.play(g, 0, 0, 6)
    assert [x for x in g.a_c if x >= cc.ndeck] == [cc.token[0][1]]          # alone: one (he is a Night Elf)
    g = game(cc)
    turn_with(g, 6, 6, [0])
    g.enter(1, 1)                                   # Cerwyn, a Night Elf
    g.enter(2, 1)                                   # Voss Treebender, none
    play.play(g, 0, 0, 6)
    assert [x for x in g.a_c if x >= cc.ndeck] == [cc.token[0][1]] * 2


def test_monstrous_void_only_at_15_damage_one_per_demon_or_monster(db):
    cc = compile_cards([db["Monstrous Void"], db["Baby Murloc"], db["Voss Treebender"]])
    assert cc.verdict[0] == UNMODELLED      # (its tokens' [Shadow] not carried: test_goldfish_audit_sample6.py; the
    #                                         rest still played)
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.enter(1, 1)                                   # a Monster ally
    g.dmg = 14
    assert not costs.playable(g, 0)                 # "Play only if an opposing hero has 15 or more damage on it"
    g.dmg = 15
    assert costs.playable(g, 0)
    play.play(g, 0, 0, 4)
    assert [(cc.atk[x], cc.health[x]) for x in g.a_c if x >= cc.ndeck] == [(5, 5)]
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.enter(2, 1)                                   # no Demon or Monster: it would make nothing
    g.dmg = 20
    assert not costs.playable(g, 0)


def test_per_token_games_and_the_checker(db):
    checker = no_breaches(db, ("Alpha Prime", 15), ("Cerwyn", 15))
    assert checker.checked["tok_per"]
    cc = compile_cards([db["Alpha Prime"], db["Cerwyn"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 6))
    bad(("tok_per", 0, cc.token[0][1], 3, (0, 1)))  # two Night Elves in play: two, not three
    assert bad.breaches and "for each of 2" in bad.breaches[0]


# -- triggers on your other allies entering play ---------------------------------------------------------------------

def test_gragtok_one_damage_when_an_ally_with_6_atk_enters(db):
    cc = compile_cards([db["Grag'tok"], db["Abyssal"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][1] == frozenset({1})      # Abyssal (ATK 6) alone fires it
    g = game(cc)
    turn_with(g, 5, 9, [])
    g.enter(0, 5)
    g.enter(2, 5)                                   # Voss Treebender: ATK under 6
    assert g.turn_dmg == 0
    g.enter(1, 5)
    assert g.turn_dmg == 1


def test_hand_of_frost_assault_2_when_a_death_knight_ally_enters(db):
    cc = compile_cards([db["Hand of Frost"], db["Deathsmasher Mogdar"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0]
    g = game(cc)
    turn_with(g, 5, 9, [0])
    play.play(g, 0, 0, 3)                           # it stays in play (Ongoing)
    g.enter(2, 5)
    assert g.etb_now == []
    g.enter(1, 5)                                   # a Death Knight ally
    assert [b[0] for b in g.etb_now] == [2]         # +2 ATK this turn to a hero or ally that attacks


def test_enter_triggers_games_and_the_checker(db):
    checker = no_breaches(db, ("Grag'tok", 10), ("Abyssal", 10), ("Hand of Frost", 10), ("Deathsmasher Mogdar", 10))
    assert checker.checked["trigger"]


# -- an ally's sweep of your own allies as it enters ------------------------------------------------------------------

def test_blazing_infernal_damages_each_other_ally_of_yours(db):
    cc = compile_cards([db["Blazing Infernal"], db["Cerwyn"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.dmg_others[0] == 1
    g = game(cc)
    turn_with(g, 5, 5, [0])
    g.enter(1, 1)
    g.enter(2, 1)
    hp = {x: cc.health[x] for x in (1, 2)}
    play.play(g, 0, 0, 5)
    assert g.a_dmg[g.a_c.index(0)] == 0             # not itself
    for x in (1, 2):                                # each other: 1 damage, or destroyed by it
        assert (x in g.a_c and g.a_dmg[g.a_c.index(x)] == 1) or (x not in g.a_c and hp[x] == 1 and x in g.grave)


def test_gnash_destroys_your_allies_with_cost_3_or_less(db):
    cheap, dear = db["Cerwyn"], db["Baradis Darkstone"]
    assert cheap.cost <= 3 < dear.cost
    cc = compile_cards([db["Gnash"], cheap, dear])
    assert cc.verdict[0] == PLAYED and cc.sweep[0] == (0, 0, 3)
    g = game(cc)
    turn_with(g, 6, 6, [0])
    g.enter(1, 1)
    g.enter(2, 1)
    play.play(g, 0, 0, 6)
    assert sorted(g.a_c) == [0, 2] and g.grave == [1]


def test_collidus_returns_each_other_ally_of_yours_to_your_hand(db):
    cc = compile_cards([db["Collidus the Warp-Watcher"], db["Cerwyn"], db["Lions, Tigers, and Bears"]])
    assert cc.verdict[0] == PLAYED and cc.sweep[0] == (1, 1, -1)
    g = game(cc)
    turn_with(g, 7, 12, [0, 2])
    play.play(g, 2, 1, 5)                           # three tokens
    g.enter(1, 1)
    play.play(g, 0, 0, 7)
    assert g.a_c == [0] and g.hand == [1] and g.grave == [2]     # the tokens cease to exist


def test_sweep_games_and_the_checker(db):
    checker = no_breaches(db, ("Blazing Infernal", 10), ("Gnash", 10), ("Collidus the Warp-Watcher", 5),
                          ("Kileana Darkblaze", 10))
    assert checker.checked["enter_sweep"]
    cc = compile_cards([db["Gnash"], db["Cerwyn"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 6))
    bad(("enter", 1, 0, 6))
    bad(("enter_sweep", 0, 0, (1, 1, -1), (0,), (1,), 1))   # into the hand: Gnash destroys
    bad(("enter_sweep", 1, 2, None, (0,), (1,), 1))          # Cerwyn: no such text, not in play
    assert len(bad.breaches) == 3


# -- face-up resources turned face down as an ally enters -------------------------------------------------------------

def test_babagahnoosh_turns_every_face_up_quest_down_and_discards_your_hand(db):
    cc = compile_cards([db["Babagahnoosh the Grumpy"], db["A Bird In Hand"], db["A Demonic Presence"],
                        db["Voss Treebender"], db["Illidari Blood Lord"]])
    assert cc.verdict[0] == PLAYED and cc.flip_down[0] == 99 and cc.eot_discard[0]
    g = game(cc)
    turn_with(g, 2, 2, [0, 3])
    g.quests = [1, 2]                               # two face-up quests among the resources
    play.play(g, 0, 0, 0)
    assert g.quests == [] and g.hand == [] and g.grave == [3] and g.res == 2    # still resources, face down
    g = game(cc)
    turn_with(g, 2, 2, [4])
    g.quests = [1, 2]
    play.play(g, 4, 0, 2)                           # Illidari Blood Lord: one of them
    assert len(g.quests) == 1


def test_flip_down_the_checker(db):
    cc = compile_cards([db["Illidari Blood Lord"], db["A Bird In Hand"], db["A Demonic Presence"], db["Voss Treebender"]])
    g = game(cc, audit=(seen := []).append)
    turn_with(g, 2, 2, [0])
    g.quests = [1, 2]
    play.play(g, 0, 0, 2)
    assert ("flip_down", 0, (2,), (1, 2)) in seen
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 2))
    bad(("flip_down", 0, (1, 2), (1, 2)))           # both: its text turns one
    bad(("flip_down", 3, (1,), (1, 2)))             # Voss Treebender: no such text
    assert len(bad.breaches) == 2


# -- an ally readying an ally of yours as it enters -------------------------------------------------------------------

def test_broan_readies_only_an_ally_of_cost_2_or_less(db):
    from test_coverage_abilities_engine import audited
    cc = compile_cards([db["Broan Charges-the-Fight"]])
    assert cc.verdict[0] == PLAYED and cc.enter_ready[0] == 2 and cc.enter_rlim[0] == (2, None)
    setup = make_setup(None, deck(db, ("Broan Charges-the-Fight", 12), ("Baradis Darkstone", 12),
                                  filler="Voss Treebender"), turns=10, health=10**6)
    events, _ = audited(setup, games=120)
    uses = [ev for ev in events if ev[0] == "enter_ready"]
    assert uses and all(ev[3] >= 0 for ev in uses)          # an ally, never your hero
    plays = {}
    for ev in events:
        if ev[0] == "enter":
            plays[ev[1]] = ev[2]
    names = {setup.cc.names[plays[ev[3]]] for ev in uses}
    assert names and "Baradis Darkstone" not in names        # cost 5: never readied by Broan


def test_bronze_drakonid_only_with_no_ready_resource(db):
    from test_coverage_abilities_engine import audited
    setup = make_setup(None, deck(db, ("Bronze Drakonid", 15), filler="Voss Treebender"), turns=10, health=10**6)
    events, _ = audited(setup, games=150)          # (the checker finds no breach)
    uses = [k for k, ev in enumerate(events) if ev[0] == "enter_ready"]
    assert uses
    cc = compile_cards([db["Bronze Drakonid"], db["Voss Treebender"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad.ready = 2                                   # two resources still ready as it readies an ally
    bad(("enter", 1, 0, 3))
    bad(("enter", 2, 1, 2))
    bad.attacked[2] = 3
    bad(("enter_ready", 0, 1, 2))
    assert any("resource(s) ready" in b for b in bad.breaches)


# -- resources readied for each card counted ---------------------------------------------------------------------------

def test_zafira_readies_a_resource_for_herself_and_each_other_orc(db):
    cc = compile_cards([db["Zafira Ragebolt"], db["Burom Bladeseer"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.ready_per[0] is not None
    g = game(cc)
    turn_with(g, 5, 5, [0])
    g.enter(1, 1)                                   # an Orc
    g.enter(2, 1)                                   # not an Orc
    play.play(g, 0, 0, 3)
    assert g.avail == 4                             # 5 - 3 + 2 (Zafira and Burom)
    g = game(cc)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    assert g.avail == 1                             # alone: one for herself


def test_ready_per_games_and_the_checker(db):
    checker = no_breaches(db, ("Zafira Ragebolt", 15), ("Burom Bladeseer", 15))
    assert checker.checked["ready_per"]
    cc = compile_cards([db["Zafira Ragebolt"], db["Burom Bladeseer"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("ready_per", 0, 3, (0, 1)))                # two Orcs: two
    assert bad.breaches and "for each of 2" in bad.breaches[0]


# -- "you may destroy another ally you control. If you do, put a token into play" -----------------------------------

def test_kraven_trades_a_weaker_ally_of_yours_for_a_3_3_ghoul(db):
    cc = compile_cards([db["Kraven the Gravebound"], db["Voss Treebender"], db["Baradis Darkstone"]])
    assert cc.verdict[0] == PLAYED and cc.swap_tok[0] is not None
    tid = cc.swap_tok[0][1]
    assert (cc.atk[tid], cc.health[tid]) == (3, 3)
    g = game(cc)
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)                           # alone: declines (never itself)
    assert g.a_c == [0]
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.enter(1, 1)                                   # Voss Treebender (ATK 1)
    g.enter(2, 1)                                   # Baradis Darkstone: hits harder than a Ghoul, kept
    play.play(g, 0, 0, 3)
    assert sorted(g.a_c) == sorted([0, 2, tid]) and g.grave == [1]


def test_swap_games_and_the_checker(db):
    checker = no_breaches(db, ("Kraven the Gravebound", 15))
    assert checker.checked["swap_tok"]
    cc = compile_cards([db["Kraven the Gravebound"], db["Voss Treebender"]])
    tid = cc.swap_tok[0][1]
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("swap_tok", 0, 1, 1, 0, tid, 1))           # itself
    bad(("swap_tok", 1, 1, 1, 0, tid, 1))           # Voss Treebender has no such text
    assert len(bad.breaches) >= 2


def test_sylvanas_removes_horde_allies_from_your_graveyard_for_skeletons(db):
    cc = compile_cards([db["Sylvanas, Queen of the Forsaken"], db["Adenda Lighthaven"], db["Araelun"],
                        db["Baradis Darkstone"]])
    assert cc.verdict[0] == PLAYED and cc.tok_exile[0] == 1
    tid = cc.token[0][1]
    g = game(cc)
    turn_with(g, 5, 5, [0])
    g.grave = [1, 2, 3]                             # two Horde allies, an Alliance one
    play.play(g, 0, 0, 5)
    assert g.grave == [3] and [x for x in g.a_c if x >= cc.ndeck] == [tid, tid]
    assert combat_atk(g, 0) == cc.atk[0] + 2        # Assault 1 for each Skeleton


def combat_atk(g, c):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    return attack_value(g, g.a_c.index(c), c)


def test_exile_the_checker(db):
    checker = no_breaches(db, ("Sylvanas, Queen of the Forsaken", 12), ("Adenda Lighthaven", 20), ("Durotan", 10))
    assert checker.checked["tok_per"]
    cc = compile_cards([db["Sylvanas, Queen of the Forsaken"], db["Baradis Darkstone"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("tok_exile", 0, (1,)))                     # an Alliance ally: not taken by the text
    assert bad.breaches and "does not take" in bad.breaches[0]


def test_army_of_the_dead_turns_each_ally_of_yours_into_a_ghoul(db):
    cc = compile_cards([db["Army of the Dead"], db["Voss Treebender"], db["Baradis Darkstone"]])
    assert cc.verdict[0] == PLAYED and cc.sweep[0] is not None and cc.tok_per[0] is not None
    g = game(cc)
    turn_with(g, 6, 6, [0])
    assert not costs.playable(g, 0)                 # no ally: nothing destroyed, no Ghoul (not played)
    g.enter(1, 1)
    g.enter(2, 1)
    play.play(g, 0, 0, 6)
    tid = cc.token[0][1]
    assert g.a_c == [tid, tid] and sorted(g.grave) == [0, 1, 2]
    assert no_breaches(db, ("Army of the Dead", 10), ("Baradis Darkstone", 20)).checked["enter_sweep"]
