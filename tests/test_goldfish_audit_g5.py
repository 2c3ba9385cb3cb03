"""Unread-record audit, slice 5 (issue 23): the suggested records of the slice read against their cards' text; the
wrong ones corrected, each with what a user would check on the real card."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from goldfish_helpers import fx, no_breaches


def test_drax_felfuse_is_pumped_by_a_dragonkin_entering_not_by_himself(db):
    # unread-record audit, slice 5: "When a Dragonkin enters play under your control, this ally has +2 ATK this
    # turn". Drax is a Goblin: the suggested record let his own entering trigger it (`self: 1`), a +2 he would keep
    # whenever he can attack that turn (another card's Ferocity)
    drax, drake = db["Drax Felfuse"], db["Azure Drake"]
    assert "Dragonkin" not in drax.race and "Dragonkin" in drake.race
    assert fx(drax) == [{"do": "atk_bonus", "to": "self", "n": 2, "until": "turn", "when": "enters",
                         "on_tag": "Dragonkin"}]
    watch = compile_cards([drax, drake]).watch[0]
    assert watch[1] == frozenset({1}) and watch[2] == 0     # the Dragonkin triggers it; Drax entering does not
    no_breaches(db, ("Drax Felfuse", 4), ("Azure Drake", 4), games=100)


def test_the_greench_removes_opposing_cards_as_it_enters_and_attacks(db):
    # unread-record audit, slice 5: "When the Greench enters play and when he attacks, search target opponent's deck
    # for a card and remove it from the game" was read as no bearing (opponent); the engine counts the opposing deck
    # (Cedric Darwin's one removal as he enters is played). The removal as he attacks is not played (an exiling
    # `mill` on `when: attack`: opp.py mills into the graveyard only), so the card is reported unmodelled
    greench = db["The Greench"]
    flat = fx(greench)
    assert {"do": "mill", "n": 1, "exile": 1, "when": "enters"} in flat
    assert {"do": "mill", "n": 1, "exile": 1, "when": "attack"} in flat
    cc = compile_cards([greench])
    assert cc.mill_ex == [1] and cc.verdict[0] == UNMODELLED
