"""Quests whose records were unmodelled though the engine's vocabulary plays their text exactly (quests3): a draw
with a condition the engine already evaluates (ally_died, destroyed, shared_race, control with atk_min), a draw
beside an opposing resource turned face down (the passive opponent has none to use), a reveal that takes all cards
of a kind or a name. (What's Wrong at Cenarion Thicket? and Argent Crusader stay unmodelled: the opponent's draw
has a bearing, test_goldfish_audit_sample3.)"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import quests
from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from goldfish_helpers import game, no_breaches, turn_with

QUESTS3 = ("Cleansing Witch Hill", "A Traitor Among Us",
           "The Crucible of Carnage: The Twilight Terror", "The Well of Eternity", "Cleaning House",
           "The Green Hills of Stranglethorn", "The Defense of Grom'gol")


def test_quests3_verdicts_played(db):
    assert [compile_cards([db[n]]).verdict[0] for n in QUESTS3] == [PLAYED] * len(QUESTS3)


def test_cleaning_house_completes_only_with_a_6_atk_ally(db):
    """"If you control an ally with 6 or more ATK: Pay 2 ... Draw a card": not with Voss Treebender (1 ATK)."""
    big = next(c for c in db.cards.values() if c.type == "Ally" and c.atk == 6 and c.legal and not c.effects)
    cc = compile_cards([db["Cleaning House"], db["Voss Treebender"], big])
    assert cc.quest_use[0] and cc.quest_pay[0] == 2
    for ally, done in ((1, 0), (2, 1)):
        g = game(cc, lib=[1] * 10)
        turn_with(g, 3, 3, [])
        g.enter(ally, 1)
        g.quests = [0]
        g.quests_changed()
        assert quests.complete(g) == done
        assert len(g.hand) == done


def test_quests3_games_under_the_checker(db):
    no_breaches(db, ("Cleansing Witch Hill", 8), games=60)
    no_breaches(db, ("The Defense of Grom'gol", 4), ("The Well of Eternity", 4), ("A Traitor Among Us", 4),
                games=60)
    no_breaches(db, ("The Green Hills of Stranglethorn", 8), ("Cleaning House", 4),
                ("The Crucible of Carnage: The Twilight Terror", 4), games=60)


def test_equipment3_hammer_of_sparks(db):
    """Hammer of Sparks: "At the end of your turn, ... 2 fire damage to target hero for each ally you control with 6
    or more ATK" (the end-of-turn count an ally's such text already plays; the checker now counts with its minimum)."""
    assert compile_cards([db["Hammer of Sparks"]]).verdict[0] == PLAYED
    no_breaches(db, ("Hammer of Sparks", 8), ("Darktwister Kern", 12), games=60)


def test_equipment3_discard_powers(db):
    """Elemental Focus Band ("1, [Exhaust], Discard an ability card -> ... 2 fire damage to target hero or ally") and
    Soul Casket ("[Exhaust], Discard an ally -> ... 2 shadow damage ..."): the paid power with a discard an ally's or
    item's such text already plays (powers.discard_for), only a card of the kind named discarded."""
    cc = compile_cards([db["Elemental Focus Band"], db["Soul Casket"]])
    assert list(cc.verdict) == [PLAYED, PLAYED]
    no_breaches(db, ("Elemental Focus Band", 6), ("Soul Casket", 6), ("Fireball", 10), games=60)


def test_soul_casket_discards_an_ally_for_the_kill(db):
    """With the opposing hero 2 from destroyed, Soul Casket in play exhausts and discards the ally in hand (the only
    card of its kind there) for its 2 damage: the kill; with only a non-ally in hand it is not used."""
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.powers import costly_powers
    cc = compile_cards([db["Soul Casket"], db["Voss Treebender"], db["Fireball"]])
    for hand, used in (([2], 0), ([1], 1)):
        g = game(cc, lib=[1] * 10)
        turn_with(g, 3, 3, [])
        g.enter(0, 1)
        g.hand = list(hand)
        g.health = g.dmg + 2
        costly_powers(g, Fight())
        assert (g.dmg + g.turn_dmg >= g.health, len(g.hand)) == ((True, 0) if used else (False, 1))


def test_nordrassil_scout_lowers_the_next_quest_not_every_card(db):
    """Nordrassil Scout ("When this ally enters play, you pay 3 less to complete your next quest this turn") made
    every card cost 3 less that turn (a reduction of all kinds, `turn_less`): now only the next quest completed."""
    from deckcheck.wowtcg.goldfish.compile import ALLY
    from deckcheck.wowtcg.goldfish.costs import reduction
    from deckcheck.wowtcg.goldfish.resources import reductions_on_play
    cc = compile_cards([db["Nordrassil Scout"], db["Darktwister Kern"], db["Toxic Horrors"], db["Toxic Horrors"]])
    g = game(cc, lib=[1] * 10)
    turn_with(g, 3, 1, [])
    reductions_on_play(g, 0)
    assert reduction(g, 1, ALLY) == 4
    g.quests = [2, 3]       # (pay 3 each, 1 resource ready: the first for 0, the second not)
    g.quests_changed()
    assert quests.complete(g) == 1 and g.quests == [3] and g.avail == 1
    no_breaches(db, ("Nordrassil Scout", 10), ("Toxic Horrors", 10), games=60)
