"""Issue 23, allies (round 4, "enter2"): Empower with a filtered action (the condition's filter kept apart from the
action's: `cfilt`), an ally's "double the ATK" as it enters, searches by name, and `compile_enter.settle` (a gate
over an ally's unconditional effects) on the real cards."""
from __future__ import annotations

from deckcheck.wowtcg.effects import freeze, from_flat, record_of, to_flat
from deckcheck.wowtcg.goldfish import combat, play
from deckcheck.wowtcg.goldfish.codes import DOUBLE_ATK, PLAYED, TO_ALLIES, TO_ALLY, UNMODELLED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from test_goldfish_enter import game, no_breaches, turn_with
from goldfish_helpers import fx


# -- Empower with a filtered action: the condition's filter apart ----------------------------------------------------

def test_the_condition_filter_is_kept_apart_and_the_record_reads_back(db):
    for name in ("Trista, Herald of the Fel", "Amano, Herald of the Sun", "Twilight Emissary"):
        rec = record_of(db[name].effects)
        assert from_flat(to_flat(rec))["abilities"] == rec["abilities"]
    e = fx(db["Trista, Herald of the Fel"])[0]
    assert e["tag"] == "Pet|Demon" and e["what"] == "ally" and "class" not in e
    assert dict(e["cfilt"]) == {"class": "Warlock", "other": 1, "hero": 1}
    # a record whose action has no filter of its own reads as before (the condition's filter in the flat action)
    e = fx(db["Vandos, Herald of War"])[0]
    assert e["class"] == "Warrior" and "cfilt" not in e


def test_trista_searches_a_demon_only_with_another_warlock(db):
    cards = [db["Trista, Herald of the Fel"], db["Alrak Stonecrack"], db["Felguard Marauder"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.etb_cond[0] is not None
    assert 2 in cc.dig[0][1] and 1 not in cc.dig[0][1] and 3 not in cc.dig[0][1]   # a Demon ally, not a Warlock
    g = game(cc, [3, 2, 3])
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)                           # no other Warlock: no search
    assert g.hand == [] and sorted(g.lib) == [2, 3, 3]
    g = game(cc, [3, 2, 3])
    turn_with(g, 4, 4, [0])
    g.enter(1, 1)                                   # Alrak Stonecrack, a Warlock ally
    play.play(g, 0, 0, 4)
    assert g.hand == [2] and sorted(g.lib) == [3, 3]


def test_twilight_emissary_regrows_a_death_knight_or_shaman_after_a_destruction(db):
    cards = [db["Twilight Emissary"], db["Conqueror Edge"], db["Aesa"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.grave = [3, 1]
    play.play(g, 0, 0, 4)                           # nothing destroyed this turn
    assert g.hand == []
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.grave = [3, 2]
    g.enter(3, 1)
    g.leave(len(g.a_c) - 1, True)                   # Voss Treebender destroyed this turn
    play.play(g, 0, 0, 4)
    assert g.hand == [2]                            # Aesa (Shaman), never Voss Treebender (Druid)


# -- "double the ATK" as an ally enters ------------------------------------------------------------------------------

def test_korah_doubles_the_hardest_attack(db):
    cards = [db["Korah Icefang"], db["Voss Treebender"], db["Anika Berlyn"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.etb_bonus[0][:2] == (DOUBLE_ATK, TO_ALLY)
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.enter(1, 1)
    g.enter(2, 1)
    play.play(g, 0, 0, 4)
    f = combat.combat(g)
    assert sorted(f.attackers) == [2, 5] and g.turn_dmg == 2 + 5 + 5          # Anika's 5 doubled
    g = game(cc)
    turn_with(g, 4, 4, [0])
    play.play(g, 0, 0, 4)                           # nothing to double (Korah can't attack this turn)
    combat.combat(g)
    assert g.turn_dmg == 0


def test_amano_doubles_each_cheap_ally_with_another_paladin(db):
    cards = [db["Amano, Herald of the Sun"], db["Voss Treebender"], db["Dawnhoof Brightcaller"], db["Anika Berlyn"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED
    n, to, mask, cond = cc.etb_bonus[0]
    assert (n, to) == (DOUBLE_ATK, TO_ALLIES) and mask == frozenset({1, 2}) and cond is not None
    g = game(cc)
    turn_with(g, 4, 4, [0])
    for x in (1, 2, 3):
        g.enter(x, 1)
    play.play(g, 0, 0, 4)
    combat.combat(g)
    assert g.turn_dmg == (2 + 3 + 5) + (2 + 3)      # Voss and Dawnhoof (cost 2 or less) doubled, not Anika
    g = game(cc)
    turn_with(g, 4, 4, [0])
    g.enter(1, 1)                                   # no other Paladin
    play.play(g, 0, 0, 4)
    combat.combat(g)
    assert g.turn_dmg == 2


def test_double_games_have_no_breaches(db):
    no_breaches(db, ("Korah Icefang", 12), ("Amano, Herald of the Sun", 12), ("Dawnhoof Brightcaller", 12))


# -- searches by name ------------------------------------------------------------------------------------------------

def test_ymirheim_searches_its_namesake(db):
    cards = [db["Ymirheim Chosen Warrior"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.dig[0][1] == frozenset({0})
    g = game(cc, [1, 0, 1])
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 3)
    assert g.hand == [0] and sorted(g.lib) == [1, 1]


# -- compile_enter.settle: a gate never holds back an unconditional effect -------------------------------------------

def test_a_gate_beside_an_unconditional_effect_is_not_played(db):
    card = db["Trista, Herald of the Fel"]
    rec = dict(record_of(card.effects))
    rec["abilities"] = [{"kind": "played", "actions": [{"do": "draw", "n": 1}]}] + list(rec["abilities"])
    fake = card._replace(effects=freeze(rec))
    assert compile_cards([fake]).verdict[0] == UNMODELLED     # the gate would hold back the draw
    assert compile_cards([card]).verdict[0] == PLAYED


# -- a look at the top of your deck as a card enters (enter_look) ----------------------------------------------------

def test_swarmtooth_reveals_for_itself_and_each_murloc_and_takes_a_murloc(db):
    cards = [db["Swarmtooth"], db["Brighteye"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.any_enter_look
    ids, me_too, scry, dig = cc.enter_look[0]
    assert 0 in ids and 1 in ids and 2 not in ids and me_too == 1 and dig == frozenset({0, 1})
    g = game(cc, [2, 1, 2])
    g.topq = [1]                                    # a Murloc on top
    turn_with(g, 3, 3, [0])
    play.play(g, 0, 0, 2)                           # "this ... ally enters": itself triggers it
    assert g.hand == [1] and sorted(g.lib) == [2, 2]
    g.topq = [2]                                    # Voss Treebender on top: revealed, stays on top
    g.enter(2, 3)                                   # not a Murloc: no trigger
    assert g.hand == [1] and g.topq == [2]
    g.lib.append(1)
    g.topq = [1]
    g.enter(1, 3)                                   # another Murloc enters: Swarmtooth reveals the Murloc
    assert g.hand == [1, 1]


def test_gilblin_delves_as_an_equipment_enters(db):
    cards = [db["Gilblin Trickster"], db["Abomination Knuckles"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.enter_look[0][2] == 2 and cc.enter_look[0][0] == frozenset({1})
    g = game(cc, [2, 2, 1, 2])
    turn_with(g, 3, 3, [0])
    g.enter(0, 1)
    g.enter(2, 3)                                   # an ally: nothing
    assert not g.topq
    g.enter(1, 3)                                   # an equipment: Delve (the best of two on top)
    assert len(g.topq) == 1 and sorted(g.lib) == [1, 2, 2, 2]    # (one of them known on top)


def test_splashtooth_and_gilblin_games_and_the_checker(db):
    checker = no_breaches(db, ("Swarmtooth", 12), ("Splashtooth", 12), ("Brighteye", 12))
    assert checker.checked["enter_look"]
    no_breaches(db, ("Gilblin Trickster", 12), ("Abomination Knuckles", 12))


def test_bolin_deals_the_entering_night_elf_s_cost(db):
    cards = [db["Bolin Moonflare"], db["Cerwyn"], db["Voss Treebender"], db["Splashtooth"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED
    g = game(cc)
    turn_with(g, 3, 3, [])
    g.enter(0, 1)
    g.enter(2, 3)                                   # a Tauren: nothing
    assert g.turn_dmg == 0
    g.enter(1, 3)                                   # Cerwyn, a Night Elf of cost 1
    assert g.turn_dmg == 1
    g.enter(0, 3)                                   # another Bolin (a Night Elf of cost 2): the first deals 2
    assert g.turn_dmg == 3


# -- "put that many +1 into play instead" (token_plus) ---------------------------------------------------------------

def test_wild_attunement_adds_one_token_to_each_kind(db):
    cards = [db["Wild Attunement"], db["Lions, Tigers, and Bears"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.tok_plus[0] == 1 and cc.any_tok_plus
    g = game(cc)
    turn_with(g, 5, 20, [1])
    play.play(g, 1, 0, cc.cost[1])                  # without it: one of each kind
    assert len([x for x in g.a_c if x >= cc.ndeck]) == 3
    g = game(cc)
    turn_with(g, 5, 20, [0, 1])
    play.play(g, 0, 0, cc.cost[0])
    assert g.perms == [0]
    play.play(g, 1, 0, cc.cost[1])                  # with it: two of each kind
    toks = [x for x in g.a_c if x >= cc.ndeck]
    assert len(toks) == 6 and all(toks.count(x) == 2 for x in set(toks))


def test_wild_attunement_games_and_the_checker(db):
    checker = no_breaches(db, ("Wild Attunement", 12), ("Lions, Tigers, and Bears", 12))
    assert checker.checked["tok_plus"]


# -- reveal five, Pets and Beasts into play with Ferocity ------------------------------------------------------------

def test_unleash_the_beasts_puts_pets_and_beasts_into_play_and_they_attack(db):
    cards = [db["Unleash the Beasts"], db["Dakota"], db["Chops"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.stays[0]
    g = game(cc, [3, 1, 2, 3, 3])
    turn_with(g, 7, 9, [0])
    play.play(g, 0, 0, 9)
    assert sorted(g.a_c) == [1, 2]                  # Dakota (Beast), Chops (Pet); the Taurens back in the deck
    combat.combat(g)
    assert g.turn_dmg == cc.atk[1] + cc.atk[2]      # Ferocity: both attack the turn they entered


def test_mark_of_elderlimb_makes_treants_when_the_ally_hits(db):
    cards = [db["Mark of Elderlimb"], db["Anika Berlyn"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED
    no_breaches(db, ("Mark of Elderlimb", 12), ("Anika Berlyn", 12))


# -- your hero turned face up (unflip) -------------------------------------------------------------------------------

def test_dawn_ravensdale_turns_the_flipped_hero_face_up(db):
    cc = compile_cards([db["Dawn Ravensdale"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.unflip[0] == 1
    g = game(cc)
    turn_with(g, 5, 5, [0])
    g.flips = 1                                     # the hero's flip power used: face down
    play.play(g, 0, 0, 5)
    assert g.flips == 0
    from deckcheck.wowtcg.goldfish.audit import Checker
    bad = Checker(compile_cards([db["Voss Treebender"]]), None)
    bad.new_game()
    bad(("unflip", 0))
    assert bad.breaches


def test_jevan_doubles_his_attack_as_another_tauren_enters(db):
    cards = [db["Jevan Grimtotem"], db["Voss Treebender"], db["Cerwyn"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.watch[0] is not None and cc.watch[0][4][0] == DOUBLE_ATK
    g = game(cc)
    turn_with(g, 3, 3, [1, 2])
    g.enter(0, 1)                                   # Jevan (ATK 2) in play since turn 1
    assert len(g.etb_now) == 1                      # (this Tauren: himself, on turn 1)
    g.etb_now.clear()
    play.play(g, 2, 1, 1)                           # Cerwyn, a Night Elf: nothing
    play.play(g, 1, 0, 1)                           # Voss Treebender, a Tauren: Jevan's ATK doubled
    combat.combat(g)
    assert g.turn_dmg == 4
    no_breaches(db, ("Jevan Grimtotem", 12), ("Voss Treebender", 12))


# -- "you may pay 1. If you do, put a card named ... from your graveyard into your hand" (regrow fee, name) ----------

def test_darnassus_sentinels_pays_one_for_a_namesake(db):
    cards = [db["Darnassus Sentinels"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.regrow[0][0] == frozenset({0}) and cc.regrow_fee[0] == 1
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.grave = [1, 0]
    play.play(g, 0, 0, 2)                           # 1 left: paid, the namesake into the hand
    assert g.hand == [0] and g.grave == [1] and g.avail == 0
    g = game(cc)
    turn_with(g, 2, 2, [0])
    g.grave = [1, 0]
    play.play(g, 0, 0, 2)                           # nothing left to pay with: nothing
    assert g.hand == [] and g.grave == [1, 0]
    g = game(cc)
    turn_with(g, 3, 3, [0])
    g.grave = [1]
    play.play(g, 0, 0, 2)                           # no namesake there: not paid
    assert g.hand == [] and g.avail == 1
    no_breaches(db, ("Darnassus Sentinels", 20))


# -- "As an additional cost to play, discard a card" (xdiscard) ------------------------------------------------------

def test_keening_shivarra_needs_a_card_to_discard_and_can_bring_it_back(db):
    cards = [db["Keening Shivarra"], db["Felguard Marauder"], db["Anika Berlyn"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.xdiscard[0] == 1
    from deckcheck.wowtcg.goldfish.costs import playable
    g = game(cc)
    turn_with(g, 5, 5, [0])
    assert not playable(g, 0)                       # nothing else in hand to discard
    g.hand = [0, 1]
    assert playable(g, 0)
    play.play(g, 0, 0, 5)                           # Felguard Marauder (a Monster, cost 2) discarded, then returned
    assert g.hand == [] and sorted(g.a_c) == [0, 1] and g.grave == []
    no_breaches(db, ("Keening Shivarra", 12), ("Felguard Marauder", 12))


# -- "When a Hunter ally enters play under your control, target ally has Ferocity this turn" (enter_fero) ------------

def test_bestial_instinct_lets_the_entering_hunter_attack(db):
    cards = [db["Bestial Instinct"], db["Avanthera"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.verdict[0] == PLAYED and cc.stays[0] and cc.enter_fero[0] == frozenset({1})
    g = game(cc)
    turn_with(g, 4, 10, [0, 2, 1])
    play.play(g, 0, 0, cc.cost[0])
    play.play(g, 2, 0, 1)                           # Voss Treebender (no Hunter): nothing
    assert not g.fero_now
    play.play(g, 1, 0, 2)                           # Avanthera, a Hunter (ATK 3): the strongest newcomer attacks
    combat.combat(g)
    assert g.turn_dmg == 3
    no_breaches(db, ("Bestial Instinct", 12), ("Avanthera", 12))
