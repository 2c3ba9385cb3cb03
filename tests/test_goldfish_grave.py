"""Issue 23, round 3, the graveyard family: Finishing Moves (X, the Combo cards removed from your graveyard), costs
lowered by the copies in your graveyard, Eternal allies, a look at as many cards as you control resources, and what
an ally does as it is destroyed (Portal; back into your hand, into play or into your resource row). Real cards;
each test checks what a player would see, and the invariant checker."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import damage, library
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import ABILITY, PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_kinds import deck

NAMES = ("Eviscerate", "Gut Shot", "Deathblow", "Slice and Dice", "Overkill", "Arcane Blast", "Arcane Research",
         "Boundless Hellfire", "Boundless Magic", "Aaron Goodchilde", "Ozumat", "Yertle", "Daedak the Graveborne",
         "Masten Everspirit", "Jaga'zul the Wild's Fury", "Toho Bloomhorn", "Mogor", "Rolan Phoenix",
         "Bleakheart Hellcaller", "Sister of Seduction")


def game(cc, res=0, checker=None, log=None):
    g = Game(cc, [], CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
             log=log, watch=None, drawn=None, audit=checker)
    if checker is not None:
        checker.new_game()
        checker.res = checker.ready = res
    g.res = g.avail = res
    return g


def test_the_cards_are_played(db):
    for name in NAMES:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


# -- Finishing Moves ----------------------------------------------------------------------------------------------

def test_eviscerate_deals_two_plus_the_combo_cards_it_removes(db):
    # Eviscerate: "remove up to five Combo cards in your graveyard from the game ... X melee damage, where X is 2
    # plus the number of Combo cards removed"; Deathblow is a Combo card, Voss Treebender is not
    cc = compile_cards([db["Eviscerate"], db["Deathblow"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 2, checker)
    g.grave, g.hand = [1, 1, 2, 1], [0]
    assert damage.burn(g)
    assert g.turn_dmg == 5 and g.grave == [2, 0] and g.avail == 0
    g = game(cc, 2, checker)
    g.grave, g.hand = [1] * 7, [0]                  # up to five: two stay
    damage.burn(g)
    assert g.turn_dmg == 7 and g.grave == [1, 1, 0]
    g = game(cc, 2, checker)
    g.grave, g.hand = [2], [0]                      # none there: X is 0, the 2 still dealt
    damage.burn(g)
    assert g.turn_dmg == 2 and g.grave == [2, 0]
    assert checker.breaches == []


def test_slice_and_dice_with_no_combo_card_is_not_played(db):
    # Slice and Dice: X damage, X the Combo cards removed: none there, nothing to deal
    cc = compile_cards([db["Slice and Dice"], db["Deathblow"]])
    g = game(cc, 2)
    g.hand = [0]
    assert not damage.burn(g) and g.hand == [0]
    g.grave = [1, 1]
    assert damage.burn(g) and g.turn_dmg == 2 and g.grave == [0]


def test_finishing_moves_in_seeded_games_and_the_checker(db):
    setup = make_setup(None, deck(db, ("Deathblow", 20), ("Eviscerate", 10), ("Overkill", 4), ("Gut Shot", 4)),
                       turns=8, health=10**6)
    lines = [x for s in range(4) for x in trace_game(setup, seed=s)[0]]
    assert any("removes Deathblow in the graveyard from the game to pay for Eviscerate" in x for x in lines)
    assert check_games(setup, None, 200).breaches == []
    cc = setup.cc
    checker = Checker(cc, None)
    checker.new_game()
    checker(("fin", cc.names.index("Eviscerate"), 2, 4))     # fewer removed than it could: X counted them
    assert any("removed 2 card(s)" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("fin", cc.names.index("Deathblow"), 1, 1))      # Deathblow's text removes... it does: fine
    checker(("fin", cc.names.index("Voss Treebender"), 1, 1))
    assert any("does not say" in b for b in checker.breaches)


# -- the graveyard counted, resources counted -----------------------------------------------------------------------

def test_arcane_blast_costs_one_less_for_each_copy_in_your_graveyard(db):
    cc = compile_cards([db["Arcane Blast"], db["Arcane Research"]])
    g = game(cc, 5)
    assert reduction(g, 0, ABILITY) == 3 and reduction(g, 1, ABILITY) == 3
    g.grave = [0, 0, 1]
    assert reduction(g, 0, ABILITY) == 1 and reduction(g, 1, ABILITY) == 2
    g.grave = [0] * 4
    assert reduction(g, 0, ABILITY) == 0


def test_boundless_magic_looks_at_as_many_cards_as_your_resources(db):
    cc = compile_cards([db["Boundless Magic"], db["Voss Treebender"]])
    lines: list[str] = []
    checker = Checker(cc, None)
    g = game(cc, 4, checker, lines.append)
    g.lib = [1] * 20
    library.look(g, 0)
    assert any("looks at the top 4" in x for x in lines) and g.hand == [1] and len(g.lib) == 19
    assert checker.breaches == []
    checker(("dig_res", 0, 3, 4))
    assert any("looked at 3 card(s) with 4 resources" in b for b in checker.breaches)


def test_boundless_hellfire_hits_your_allies_too_and_is_shuffled_back(db):
    # "1 fire damage to each hero and ally for each resource you control"; Eternal
    cc = compile_cards([db["Boundless Hellfire"], db["Voss Treebender"]])
    assert cc.dmg_all[0] and cc.eternal[0]
    g = game(cc, 4)
    g.enter(1, 0)
    g.hand = [0]
    assert damage.burn(g)
    assert g.turn_dmg == 4 and g.a_c == [] and g.grave == [1] and 0 in g.lib


# -- Eternal allies ---------------------------------------------------------------------------------------------------

def test_an_eternal_ally_is_shuffled_into_the_deck_not_the_graveyard(db):
    cc = compile_cards([db["Ozumat"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    g.enter(0, 0)
    g.enter(1, 0)
    g.leave(0, True)
    g.leave(0, True)
    assert g.grave == [1] and g.lib == [0]
    g.hand = [0, 1]
    g.discard_worst(2, None)            # from the hand too ("from anywhere")
    assert g.grave == [1, 1] and g.lib == [0, 0]
    assert checker.breaches == []
    checker(("eternal", 1))
    assert any("without Eternal" in b for b in checker.breaches)


# -- an ally destroyed -----------------------------------------------------------------------------------------------

def test_masten_goes_back_to_the_hand_and_jagazul_into_the_resource_row(db):
    cc = compile_cards([db["Masten Everspirit"], db["Jaga'zul the Wild's Fury"], db["Daedak the Graveborne"]])
    checker = Checker(cc, None)
    g = game(cc, 5, checker)
    for c in (0, 1, 2):
        g.enter(c, 0)
        checker(("enter", g.a_uid[-1], c, 0))
    g.leave(0, True)
    assert g.hand == [0] and g.grave == []
    g.leave(0, True)                    # Jaga'zul: a resource, exhausted
    assert g.res == 6 and g.avail == 5 and g.grave == []
    g.leave(0, True)                    # Daedak: 1 damage for each resource (6), then Eternal: into the deck
    assert g.turn_dmg == 6 and g.lib == [2]
    assert checker.breaches == []
    g.enter(0, 0)
    g.leave(0, True, False)             # returned to a hand: not destroyed, nothing
    assert g.res == 6 and g.grave == []


def test_mogor_comes_back_only_when_paid_and_rolan_only_beside_another_worgen(db):
    cc = compile_cards([db["Mogor"], db["Rolan Phoenix"]])
    g = game(cc, 3)
    g.enter(0, 0)
    g.leave(0, True)
    assert g.a_c == [0] and g.avail == 0 and g.grave == []
    g.leave(0, True)                    # nothing left to pay 3 with: stays in the graveyard
    assert g.a_c == [] and g.grave == [0]
    g = game(cc, 1)
    g.enter(1, 0)
    g.leave(0, True)                    # no other Worgen: stays
    assert g.grave == [1] and g.avail == 1
    g.grave = []
    g.enter(1, 0)
    g.enter(1, 0)
    g.leave(0, True)
    assert g.hand == [1] and g.avail == 0 and g.grave == []


def test_bleakheart_hellcaller_portals_a_cheaper_demon_as_it_dies(db):
    cc = compile_cards([db["Bleakheart Hellcaller"], db["Sister of Seduction"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    g.enter(0, 0)
    checker(("enter", g.a_uid[-1], 0, 0))
    g.lib = [1, 2, 2]
    g.leave(0, True)
    assert g.a_c == [1] and g.grave == [0] and sorted(g.lib) == [2, 2]
    assert checker.breaches == []
    checker(("death_more", 99, 2, 3))
    assert any("does not say" in b for b in checker.breaches)


def test_an_ally_destroyed_by_your_own_ability_comes_back_in_seeded_games(db):
    # Elements' Fury: "3 damage to target hero and 3 damage to target ally": only Masten (2 health) to hit
    setup = make_setup(None, deck(db, ("Masten Everspirit", 30), ("Elements' Fury", 30)), turns=8, health=10**6)
    lines = [x for s in range(4) for x in trace_game(setup, seed=s)[0]]
    back = [i for i, x in enumerate(lines) if "Masten Everspirit goes from the graveyard into the hand" in x]
    assert back and all(lines[i - 1].strip() == "Masten Everspirit is destroyed." for i in back)
    assert check_games(setup, None, 200).breaches == []


# -- an ally of yours destroyed ----------------------------------------------------------------------------------------

def test_darkflame_dreadlord_and_azzinoth_deal_damage_as_another_ally_dies(db):
    # Darkflame Dreadlord: "When another ally you control is destroyed, this ally may deal 2 shadow damage to target
    # hero"; Azzinoth: "When another Demon ally you control is destroyed, Azzinoth deals 2 shadow damage ..."
    cc = compile_cards([db["Darkflame Dreadlord"], db["Azzinoth"], db["Voss Treebender"], db["Sister of Seduction"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    for c in (0, 1, 2, 3):
        g.enter(c, 0)
        checker(("enter", g.a_uid[-1], c, 0))
    g.leave(2, True)                    # Voss Treebender (a Tauren): the Dreadlord only
    assert g.turn_dmg == 2
    g.leave(2, True)                    # Sister of Seduction (a Demon): both
    assert g.turn_dmg == 6
    g.leave(0, True)                    # the Dreadlord itself ("another": not its own), a Demon: Azzinoth's 2
    assert g.turn_dmg == 8
    assert checker.breaches == []
    checker(("ally_died", 1, 2))        # Azzinoth for a Tauren: its text does not take it
    assert any("does not take" in b for b in checker.breaches)


def test_sunseeker_astromage_draws_only_for_another_of_its_name(db):
    cc = compile_cards([db["Sunseeker Astromage"], db["Voss Treebender"]])
    g = game(cc, 0)
    g.lib = [1] * 10
    for c in (0, 0, 1):
        g.enter(c, 0)
    g.leave(2, True)
    assert g.hand == []
    g.leave(1, True)
    assert g.hand == [1]
    g.leave(0, True)                    # the last one: no other Astromage in play
    assert g.hand == [1]


def test_holy_vengeance_pays_one_for_two_damage_and_stays_in_play(db):
    cc = compile_cards([db["Holy Vengeance"], db["Voss Treebender"]])
    assert cc.stays[0]
    g = game(cc, 1)
    g.enter(0, 0)
    g.enter(1, 0)
    g.enter(1, 0)
    g.leave(0, True)
    assert g.turn_dmg == 2 and g.avail == 0
    g.leave(0, True)                    # nothing left to pay with
    assert g.turn_dmg == 2


def test_tyrande_makes_a_wisp_for_a_night_elf_herself_too_and_monstrous_essence_its_atk(db):
    cc = compile_cards([db["High Priestess Tyrande Whisperwind"], db["Voss Treebender"], db["Monstrous Essence"],
                        db["Gronn Skullcracker"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    for c in (0, 1):
        g.enter(c, 0)
        checker(("enter", g.a_uid[-1], c, 0))
    g.leave(1, True)                    # a Tauren: no Wisp
    assert [cc.names[x] for x in g.a_c] == ["High Priestess Tyrande Whisperwind"]
    g.leave(0, True)                    # Tyrande is a Night Elf: she looks back
    assert [cc.names[x] for x in g.a_c] == ["Wisp"]
    assert checker.breaches == []
    g.enter(2, 0)
    g.enter(3, 0)                       # Gronn Skullcracker, a Monster with 6 ATK
    g.leave(len(g.a_c) - 1, True)
    assert g.turn_dmg == 6


def test_ally_deaths_in_seeded_games_pass_the_checker(db):
    # Elements' Fury's 3 damage to target ally can only hit yours: Voss Treebender dies, the Dreadlord deals 2
    setup = make_setup(None, deck(db, ("Darkflame Dreadlord", 12), ("Holy Vengeance", 6), ("Elements' Fury", 16)),
                       turns=12, health=10**6)
    # (a scan of seeded games: the Dreadlord sees a Voss Treebender destroyed in about one game in seven)
    lines = [x for s in range(30) for x in trace_game(setup, seed=s)[0]]
    assert any("Darkflame Dreadlord: Voss Treebender was destroyed: 2 damage." in x for x in lines)
    assert any("Holy Vengeance: " in x and "was destroyed: 2 damage." in x for x in lines)
    assert check_games(setup, None, 200).breaches == []


# -- an attachment's ally destroyed --------------------------------------------------------------------------------

def attached_game(db, attachment, ally):
    """A game with `ally` in play and `attachment` played onto it (the checker follows)."""
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db[attachment], db[ally], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 5, checker)
    g.enter(1, 0)
    checker(("enter", g.a_uid[-1], 1, 0))
    g.hand = [0]
    play(g, 0, 0, cc.cost[0])
    assert 0 in g.perms
    return cc, g, checker


def test_soulstones_put_the_destroyed_ally_back(db):
    # Demonic Soulstone: "When attached ally is destroyed, put it from its owner's graveyard into his hand"
    cc, g, checker = attached_game(db, "Demonic Soulstone", "Masten Everspirit")
    g.leave(0, True)
    assert g.hand == [1] and g.grave == [0] and 0 not in g.perms     # (the Soulstone went with its ally)
    assert checker.breaches == []
    # Soulstone: "... its owner may put it from his graveyard into play"
    cc, g, checker = attached_game(db, "Soulstone", "Voss Treebender")
    g.leave(0, True)
    assert g.a_c == [1] and g.grave == [0]
    # Revival Stone: "... into your party with damage equal to its health minus 1"
    cc, g, checker = attached_game(db, "Revival Stone", "Azzinoth")
    g.leave(0, True)
    assert g.a_c == [1] and g.a_dmg == [cc.health[1] - 1] and g.grave == [0]
    assert checker.breaches == []
    checker(("att_back", 0, 12345, 1))
    assert any("not attached to" in b for b in checker.breaches)


def test_rage_of_the_elements_comes_back_only_from_a_monster(db):
    cc, g, checker = attached_game(db, "Rage of the Elements", "Gronn Skullcracker")    # a Monster
    g.leave(0, True)
    assert g.hand == [0] and g.grave == [1]
    cc, g, checker = attached_game(db, "Rage of the Elements", "Masten Everspirit")     # a Tauren
    g.leave(0, True)
    assert g.hand == [1] and g.grave == [0]         # (Masten back into the hand by his own text; Rage stays)
    assert checker.breaches == []
    cc, g, checker = attached_game(db, "Blessing of the Heavens", "Voss Treebender")
    g.leave(0, True)
    assert g.hand == [0] and g.grave == [1]
    assert checker.breaches == []


def test_attachments_putting_allies_back_in_seeded_games_pass_the_checker(db):
    setup = make_setup(None, deck(db, ("Soulstone", 10), ("Blessing of the Martyr", 10), ("Revival Stone", 6),
                                  ("Elements' Fury", 20)), turns=10, health=10**6)
    lines = [x for s in range(8) for x in trace_game(setup, seed=s)[0]]
    assert any(x.strip().startswith("Soulstone: Voss Treebender goes from the graveyard back into play") for x in lines)
    assert any(x.strip().startswith("Blessing of the Martyr: Voss Treebender goes from the graveyard into the hand")
               for x in lines)
    assert check_games(setup, None, 200).breaches == []


# -- allies from the graveyard into the resource row or into play ----------------------------------------------------

def test_path_of_life_and_reawakening_ramp_from_the_graveyard(db):
    # Path of Life: "Put target ally from a graveyard into its owner's resource row face down and exhausted";
    # Reawakening: "any number of [Nature] allies" (Voss Treebender: Nature; Dawnhoof Brightcaller: Holy)
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Path of Life"], db["Reawakening"], db["Voss Treebender"], db["Dawnhoof Brightcaller"]])
    checker = Checker(cc, None)
    g = game(cc, 5, checker)
    g.grave, g.hand = [2, 3, 2], [1]
    play(g, 1, 0, cc.cost[1])
    assert g.res == 7 and g.avail == 0 and sorted(g.grave) == [1, 3]
    g.hand = [0]
    g.avail = 2
    checker.ready = 2
    play(g, 0, 0, cc.cost[0])
    assert g.res == 8 and sorted(g.grave) == [0, 1]
    assert checker.breaches == []


def test_sacred_circle_puts_a_holy_ally_into_play_within_your_resources(db):
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Sacred Circle"], db["Voss Treebender"], db["Dawnhoof Brightcaller"]])
    g = game(cc, 3)
    g.grave, g.hand = [1, 2], [0]
    play(g, 0, 0, cc.cost[0])
    assert g.a_c == [2] and g.grave == [1, 0]


def test_emerald_tree_warder_draws_as_a_quest_is_turned_face_down(db):
    cc = compile_cards([db["Emerald Tree Warder"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0] is not None


def test_coilfang_myrmidon_draws_the_top_card_only_if_it_is_another_coilfang(db):
    cc = compile_cards([db["Coilfang Myrmidon"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    g.enter(0, 0)
    checker(("enter", g.a_uid[-1], 0, 0))
    g.lib = [1, 1, 1]
    g.leave(0, True)
    assert g.hand == [] and g.topq == [1]               # revealed, it stays on top
    g.enter(0, 0)
    checker(("enter", g.a_uid[-1], 0, 0))
    g.topq, g.lib = [], [0]
    g.leave(0, True)
    assert g.hand == [0] and g.lib == []
    assert checker.breaches == []


def test_boneshanks_destroys_your_weakest_ally_as_it_dies(db):
    # "When Boneshanks is destroyed, destroy target ally": a passive opponent has none, so one of yours must go
    cc = compile_cards([db["Boneshanks"], db["Voss Treebender"], db["Gronn Skullcracker"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    for c in (0, 1, 2):
        g.enter(c, 0)
        checker(("enter", g.a_uid[-1], c, 0))
    g.leave(0, True)
    assert g.a_c == [2] and g.grave == [0, 1]
    assert checker.breaches == []
    g.leave(0, True)
    g.enter(0, 0)
    g.leave(0, True)                    # no ally left to destroy: nothing
    assert g.a_c == [] and g.grave == [0, 1, 2, 0]


def test_doom_commander_zaakuul_copies_another_non_token_ally_that_dies(db):
    cc = compile_cards([db["Doom Commander Zaakuul"], db["Voss Treebender"]])
    g = game(cc, 0)
    g.enter(0, 0)
    g.enter(1, 0)
    g.leave(1, True)
    assert g.a_c == [0, 1] and g.grave == [1] and len(g.tok_uids) == 1
    g.leave(1, True)                    # the copy is a token: no copy of it
    assert g.a_c == [0] and g.grave == [1]


def test_deaths_that_reveal_destroy_and_copy_in_seeded_games_pass_the_checker(db):
    setup = make_setup(None, deck(db, ("Boneshanks", 10), ("Coilfang Myrmidon", 10), ("Doom Commander Zaakuul", 6),
                                  ("Bleakheart Hellcaller", 6), ("Elements' Fury", 16)), turns=10, health=10**6)
    lines = [x for s in range(8) for x in trace_game(setup, seed=s)[0]]
    assert any("Boneshanks is destroyed: it destroys" in x for x in lines)
    assert any("puts a token copy of" in x for x in lines)
    assert check_games(setup, None, 200).breaches == []


def test_stargazer_ronal_shuffles_your_graveyard_into_your_deck(db):
    cc = compile_cards([db["Stargazer Ronal"], db["Voss Treebender"]])
    g = game(cc, 0)
    g.enter(0, 0)
    g.grave, g.lib = [1, 1], [1]
    g.leave(0, True)
    assert g.grave == [] and sorted(g.lib) == [0, 1, 1, 1]


def test_julia_graves_is_free_for_two_ally_cards_in_your_graveyard(db):
    # "You may remove two ally cards in your graveyard from the game rather than pay Julia Grave's cost."
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Julia Graves"], db["Voss Treebender"], db["Arcane Research"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    g.grave = [1, 2]                    # one ally card only: its cost
    assert reduction(g, 0, cc.kind[0]) == 1
    g.grave = [1, 2, 1]
    assert reduction(g, 0, cc.kind[0]) == 0
    g.hand = [0]
    play(g, 0, 0, 0)
    assert g.a_c == [0] and g.grave == [2] and g.avail == 0
    assert checker.breaches == []
    checker(("alt_paid", 1, 2))
    assert any("does not say" in b for b in checker.breaches)


def test_clara_graves_in_seeded_games_passes_the_checker(db):
    setup = make_setup(None, deck(db, ("Clara Graves", 12), ("Boneshanks", 12), ("Elements' Fury", 16)), turns=10,
                       health=10**6)
    lines = [x for s in range(8) for x in trace_game(setup, seed=s)[0]]
    assert any("plays Clara Graves (cost 0)" in x for x in lines)
    assert check_games(setup, None, 200).breaches == []


def test_sindragosa_burns_five_graveyard_cards_each_turn_frost_wyrm_three_on_the_opponents(db):
    from deckcheck.wowtcg.goldfish import graveyard
    cc = compile_cards([db["Sindragosa, the Frost Queen"], db["Frost Wyrm"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 0, checker)
    for c in (0, 1):
        g.enter(c, 0)
        checker(("enter", g.a_uid[-1], c, 0))
    g.grave = [2] * 12
    graveyard.fuel(g)           # Sindragosa twice (10 cards: 10 damage), Frost Wyrm: only 2 left, none
    assert g.turn_dmg == 10 and g.grave == [2, 2]
    g.grave = [2] * 8
    g.turn_dmg = 0
    graveyard.fuel(g)           # Sindragosa once (5), Frost Wyrm once (3)
    assert g.turn_dmg == 8 and g.grave == []
    assert checker.breaches == []


def test_frost_wyrm_in_seeded_games_passes_the_checker(db):
    setup = make_setup(None, deck(db, ("Frost Wyrm", 12), ("Arcane Research", 20)), turns=12, health=10**6)
    lines = [x for s in range(6) for x in trace_game(setup, seed=s)[0]]
    assert any("Frost Wyrm: 3 card(s) removed from the graveyard: 3 damage." in x for x in lines)
    assert check_games(setup, None, 200).breaches == []


# -- every card of a kind revealed ------------------------------------------------------------------------------------

def test_unleash_the_swarm_puts_every_cheap_murloc_among_the_top_seven_into_play(db):
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Unleash the Swarm!"], db["Gutfin"], db["Murloc Coastrunner"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 4, checker)
    g.lib = [1, 2, 3, 3, 3, 3, 3]
    g.hand = [0]
    play(g, 0, 0, cc.cost[0])
    assert sorted(g.a_c) == [1, 2] and sorted(g.lib) == [3] * 5
    assert checker.breaches == []
    checker(("dig_all", 0, (3,), 7))
    assert any("takes" in b or "does not take" in b for b in checker.breaches)


def test_fel_summon_delves_then_takes_every_ally_revealed(db):
    # Delve: the allies stay on top, the others go to the bottom, and as many new cards are revealed
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Fel Summon"], db["Voss Treebender"], db["Arcane Research"]])
    checker = Checker(cc, None)
    g = game(cc, 2, checker)
    g.lib = [2, 1]
    g.hand = [0]
    play(g, 0, 0, cc.cost[0])
    assert g.hand == [1] and g.lib == [2]
    g = game(cc, 2, checker)
    g.lib = [1, 1, 1, 1]
    g.hand = [0]
    play(g, 0, 0, cc.cost[0])
    assert g.hand == [1, 1] and g.lib == [1, 1]
    assert checker.breaches == []


def test_surge_of_adrenaline_costs_x_less_for_the_combo_cards_it_removes(db):
    from deckcheck.wowtcg.goldfish.play import play
    cc = compile_cards([db["Surge of Adrenaline"], db["Deathblow"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, 5, checker)
    g.grave = [1, 1, 1, 2]
    assert reduction(g, 0, ABILITY) == 2
    g.grave = [1] * 7
    assert reduction(g, 0, ABILITY) == 0            # X is 5 or less
    g.grave = [1, 1, 1, 2]
    g.lib = [2] * 10
    g.hand = [0]
    play(g, 0, 0, 2)
    assert g.avail == 3 and g.grave == [2, 0] and g.hand == [2, 2, 2]
    assert checker.breaches == []


def test_vorenthal_doubles_every_draw_while_in_play(db):
    setup = make_setup(None, deck(db, ("Voren'thal the Seer", 4), ("Arcane Research", 20)), turns=12, health=10**6)
    for s in range(6):
        lines = trace_game(setup, seed=s)[0]
        for i, line in enumerate(lines):
            if line.startswith("Turn ") and any("plays Voren'thal the Seer" in x for x in lines[:i]):
                assert lines[i + 1].startswith("  draws ") and lines[i + 2].startswith("  draws ")
    assert check_games(setup, None, 200).breaches == []
    cc = compile_cards([db["Voren'thal the Seer"], db["Voss Treebender"]])
    g = game(cc, 0)
    g.lib = [1] * 10
    g.draw_cards(1)
    assert len(g.hand) == 1
    g.enter(0, 0)
    g.draw_cards(2)
    assert len(g.hand) == 5


def test_broderick_in_your_graveyard_gives_your_hero_assault(db):
    from deckcheck.wowtcg.goldfish import graveyard
    cc = compile_cards([db["Broderick Langforth"], db["Voss Treebender"]])
    g = game(cc, 0)
    g.grave = [1]
    assert graveyard.grave_assault(g) == 0
    g.grave = [0, 1, 0]
    assert graveyard.grave_assault(g) == 2
    # a hero with no ATK and no weapon attacks once Brodericks are in the graveyard: 1 damage for each
    setup = make_setup(None, deck(db, ("Broderick Langforth", 30), ("Elements' Fury", 30)), turns=8, health=10**6)
    lines = trace_game(setup, seed=2)[0]
    dead = 0
    for line in lines:
        if line.strip() == "Broderick Langforth is destroyed.":
            dead += 1
        if line.startswith("  attacks with 0 ally(ies) and the hero: "):
            assert line.endswith(f": {dead} damage.")
    assert dead >= 3
    assert check_games(setup, None, 200).breaches == []
