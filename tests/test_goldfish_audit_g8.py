"""Issue 23, unread-record audit, slice 8: records read as "no bearing" whose text, read again, does change a
goldfish game (or can't be played as written). Real cards; each test checks the engine's verdict or what its
compiled tables play."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import fx, no_breaches


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_death_rattle_damage_for_cards_of_a_chosen_kind_in_the_opposing_hand_is_unmodelled(db):
    # unread-record audit, slice 8: Uruka the Cutthroat's Death Rattle (it enters your graveyard from anywhere:
    # discarded or destroyed by your own costs) deals 1 damage to the opposing hero for each revealed card of a
    # chosen kind; the engine knows only how many cards the passive opponent holds, not their kinds: unmodelled,
    # not "no bearing"
    assert verdict(db, "Uruka the Cutthroat") == UNMODELLED


def test_text_depending_on_the_opposing_heros_race_or_class_is_unmodelled(db):
    # unread-record audit, slice 8: the hero you attack is in combat with your ally and is the defender (CR 602.3),
    # and the passive opponent's hero is unknown (`--versus` sets its health only): Sebastian Malak's +2 ATK
    # "while in combat with a Monster" and Justicar Ularu's readying "if a Priest is defending" (an attack more
    # each turn) hold against such a hero: unmodelled, as Wildhammer Gryphon's condition on the opposing hero, not
    # "no bearing"
    for name in ("Sebastian Malak", "Justicar Ularu"):
        assert verdict(db, name) == UNMODELLED, name


def test_an_additional_cost_destroying_a_human_or_an_orc_takes_either(db):
    # unread-record audit, slice 8: Betrayer of Humanity's additional cost destroys "a Human or Orc you control";
    # the record took only a Human, so a deck of Orcs never played the weapon: an Orc (Aknot Whetstone) pays it
    # too, a Dwarf (Alador Stonebrew) still doesn't
    cc = compile_cards([db["Betrayer of Humanity"], db["Adam Eternum"], db["Aknot Whetstone"], db["Alador Stonebrew"]])
    assert cc.sac[0] == frozenset({1, 2})
    no_breaches(db, ("Betrayer of Humanity", 4), ("Aknot Whetstone", 8), games=60)


def test_text_acting_on_damage_your_own_cards_deal_to_your_side_is_unmodelled(db):
    # unread-record audit, slice 8: your own cards deal damage to each hero (Pugius, Fist of Defiance's family,
    # sample audit seed 20270182). Renshol, Herald of Nature heals up to 3 from a friendly hero or ally and puts a
    # 1/1 Treant ally token into play for each damage healed (tokens that attack): unmodelled, not "no bearing"
    assert verdict(db, "Renshol, Herald of Nature") == UNMODELLED
