"""Allies, round 3 (allies3): unmodelled allies brought to "played" on their real text (goldfish opp.py,
compile_opp.py): an ally's own "When this ally attacks, target player puts the top card of his deck into his
graveyard" (Ravenous Furbolg) and an ally's "[Exhaust] -> Target player puts the top two cards of his deck into his
graveyard" (Daniel Soortan)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import opp
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck
from goldfish_helpers import fx, game


def _checked(db, *pairs, turns=12, games=120):
    setup = make_setup(None, deck(db, *pairs), turns=turns, health=10**6)
    checker = check_games(setup, None, games)
    assert not checker.breaches, checker.breaches[:3]
    return checker


def test_ravenous_furbolg_mills_the_opponent_as_it_attacks(db):
    assert fx(db["Ravenous Furbolg"]) == [{"do": "mill", "n": 1, "when": "attack"}]
    cc = compile_cards([db["Ravenous Furbolg"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_w[0] == 1 and cc.any_opp
    setup = make_setup(None, deck(db, ("Ravenous Furbolg", 40)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    milled = [line for line in lines if "Ravenous Furbolg: the top 1 card(s) of the opposing deck put" in line]
    attacks = [line for line in lines if "attacks with" in line]
    assert milled and attacks
    checker = _checked(db, ("Ravenous Furbolg", 20))
    assert checker.checked["mill"] > 0


def test_daniel_soortan_mills_two_instead_of_attacking_only_when_that_decks_the_opponent(db):
    cc = compile_cards([db["Daniel Soortan"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_p[0] == 2 and not cc.mill_x[0]
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.t, g.avail = 2, 5
    g.opp[0] = 3
    assert not opp.decks_now(g, 0, 0) and g.opp == [3, 0]      # 3 cards left: it attacks
    g.opp[0] = 2
    assert opp.decks_now(g, 0, 0) and g.avail == 5 and g.opp == [0, 2]    # free: nothing paid
    assert opp.opp_turn(g, 2)                                  # decked at its draw
    g2 = game(cc, [1] * 20)
    g2.enter(0, 2)
    g2.t, g2.avail, g2.opp[0] = 2, 5, 2
    assert not opp.decks_now(g2, 0, 0)                         # not the turn it entered (CR 302.2)
    checker = _checked(db, ("Daniel Soortan", 10), ("Alana the Woebringer", 10), turns=14)
    assert checker.checked["mill"] > 0


def test_elwynn_huntsman_has_sentinel_while_you_control_three_human_allies(db):
    # "Unity: While you control three or more Human allies, this ally has Assault 2 and Sentinel" (Sentinel: "when
    # this card exhausts for the first time each turn, ready it": it attacks again)
    from deckcheck.wowtcg.goldfish.statics import sentinel_ok
    cc = compile_cards([db["Elwynn Huntsman"], db["Angelista"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.again[0] is not None and len(cc.again[0]) == 3
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 1)                           # Elwynn, one other Human and a Tauren: two Humans
    assert not sentinel_ok(g, cc.again[0][2], 0)
    g.enter(1, 1)                           # a second Angelista: three Humans, Elwynn counted
    assert sentinel_ok(g, cc.again[0][2], 0)
    checker = _checked(db, ("Elwynn Huntsman", 15), ("Angelista", 20), turns=8)
    assert checker.checked["sentinel"] > 0


def test_harbinger_sefu_has_ferocity_with_two_equipment_and_sentinel_with_three(db):
    from deckcheck.wowtcg.goldfish.statics import sentinel_ok
    cc = compile_cards([db["Harbinger Sefu"], db["Major Healing Potion"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.fero_cond[0] is not None and cc.again[0] is not None
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(1, 1)
    assert g.cond_ok(cc.fero_cond[0], 0) and not sentinel_ok(g, cc.again[0][2], 0)     # two equipment
    g.enter(1, 1)
    assert sentinel_ok(g, cc.again[0][2], 0)                                           # three
    checker = _checked(db, ("Harbinger Sefu", 15), ("Major Healing Potion", 25), turns=8)
    assert checker.checked["sentinel"] > 0


def test_human_darkweaver_removes_three_opposing_cards_only_with_three_human_allies(db):
    cc = compile_cards([db["Human Darkweaver"], db["Angelista"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_ex[0] == 3 and cc.mill_c[0] is not None
    g = game(cc, [1] * 20)
    g.enter(1, 1)
    g.enter(0, 1)                           # two Humans (itself counted): nothing
    assert g.opp == [53, 0]
    g.enter(1, 1)
    g.enter(0, 1)                           # four Humans: the top three removed from the game
    assert g.opp == [50, 0]
    checker = _checked(db, ("Human Darkweaver", 15), ("Angelista", 20), turns=8)
    assert checker.checked["mill"] > 0


def test_zog_mills_three_as_it_enters_with_another_death_knight(db):
    cc = compile_cards([db["Zog, Herald of Death"], db["Danyssa Stillheart"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_e[0] == 3
    g = game(cc, [1] * 20)
    g.enter(0, 1)                           # no other Death Knight: nothing
    assert g.opp == [53, 0]
    g.enter(1, 1)
    g.enter(0, 1)
    assert g.opp == [50, 3]
    checker = _checked(db, ("Zog, Herald of Death", 15), ("Danyssa Stillheart", 20), turns=8)
    assert checker.checked["mill"] > 0


def test_zarvix_mills_one_for_each_goblin_you_control_when_that_decks_the_opponent(db):
    # "[Exhaust] -> Target player puts the top card of his deck into his graveyard for each Goblin you control"
    cc = compile_cards([db["Zarvix the Tormentor"], db["Kazbaz"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_p[0] == 1 and cc.mill_pp[0] is not None
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 1)                           # Zarvix and Kazbaz: two Goblins (the Tauren doesn't count)
    g.t, g.avail = 2, 5
    g.opp[0] = 3
    assert not opp.decks_now(g, 0, 0) and g.opp == [3, 0]
    g.opp[0] = 2
    assert opp.decks_now(g, 0, 0) and g.opp == [0, 2] and g.avail == 5
    checker = _checked(db, ("Zarvix the Tormentor", 12), ("Kazbaz", 20), ("Alana the Woebringer", 10), turns=14)
    assert checker.checked["mill"] > 0


def test_orox_darkhorn_removes_one_opposing_card_as_it_or_another_tauren_enters(db):
    # "Tribe: When this or another Tauren ally enters play under your control, you may remove the top card of target
    # player's deck from the game"
    cc = compile_cards([db["Orox Darkhorn"], db["Voss Treebender"], db["Angelista"]])
    assert cc.verdict[0] == PLAYED and cc.mill_tribe[0] is not None and cc.any_opp
    g = game(cc, [1] * 20)
    g.enter(0, 1)                           # itself
    assert g.opp == [52, 0]
    g.enter(1, 1)                           # another Tauren (Voss Treebender)
    assert g.opp == [51, 0]
    g.enter(2, 1)                           # a Human: nothing
    assert g.opp == [51, 0]
    checker = _checked(db, ("Orox Darkhorn", 15), ("Voss Treebender", 20), turns=8)
    assert checker.checked["mill"] > 0
