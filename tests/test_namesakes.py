"""Cards that share a printed name (namesakes) are separate cards (issue 10).

The 2012 export holds first printings of different cards under one name: the Warlock's Death
Coil (Fires of Outland #83, 1 cost) and the Death Knight's (Death Knight Starter #6, 3 cost);
Frost Blast the Mage ability (Crown of the Heavens) and the Naxxramas raid quest. data/ keeps each
(the later one named with its set: "Death Coil (DKS)"), and a deck line naming the printed name is
read as the card its hero can include. CR 100.4 counts copies by name, so namesakes share a limit.
"""
from __future__ import annotations

import pytest

from deckcheck.wowtcg.deck import deck_from_text
from deckcheck.wowtcg.rules import check_deck

DK_HERO = "Arathyen, the Sun's Shadow"      # a Death Knight hero
WARLOCK_HERO = "Amaxi the Cruel"
PALADIN_HERO = "Aleyah Dawnborn"


def test_both_death_coils_are_in_the_pool_with_their_own_facts(db):
    warlock, dk = db["Death Coil"], db["Death Coil (DKS)"]
    assert (warlock.cost, warlock.classes, warlock.sets) == (1, ("Warlock",), ("FoO",))
    assert (dk.cost, dk.classes, dk.sets[0]) == (3, ("Death Knight",), "DKS")
    assert dk.printed_name == warlock.printed_name == "Death Coil"
    assert [c.name for c in db.namesakes(dk)] == ["Death Coil", "Death Coil (DKS)"]
    # the 2011 class starter reprints go to the Death Knight's card, not the Warlock's
    assert "HDK2" in dk.sets and "HDK2" not in warlock.sets
    assert "Core" in dk.legal and "Core" not in warlock.legal


def test_the_official_core_list_names_the_death_knights_death_coil(db):
    from deckcheck.wowtcg.rules.formats import get_format
    core = get_format("core")
    deck = deck_from_text(f"Hero: {DK_HERO}\n4 Death Coil\n", db)
    assert not [v for v in check_deck(deck, core).violations if v.rule == "format"]


@pytest.mark.parametrize("hero, read_as", [(DK_HERO, "Death Coil (DKS)"), (WARLOCK_HERO, "Death Coil")])
def test_a_plain_line_is_read_as_the_namesake_the_hero_can_include(db, hero, read_as):
    deck = deck_from_text(f"Hero: {hero}\n4 Death Coil\n", db)
    assert [(e.card.name, e.qty) for e in deck.main] == [(read_as, 4)]
    assert not deck.problems                       # only one of them fits: nothing to warn about
    report = check_deck(deck, "constructed")
    assert not [v for v in report.violations if v.rule == "100.2a"]


def test_the_written_namesake_is_kept_even_when_it_does_not_fit(db):
    deck = deck_from_text(f"Hero: {WARLOCK_HERO}\n2 Death Coil (DKS)\n2 Death Coil\n", db)
    assert sorted((e.card.name, e.qty) for e in deck.main) == [("Death Coil", 2), ("Death Coil (DKS)", 2)]
    errors = [v for v in check_deck(deck, "constructed").violations if v.rule == "100.2a"]
    assert [v.card for v in errors] == ["Death Coil (DKS)"]       # CR 100.2a: a Death Knight card


def test_a_set_pin_picks_the_namesake_printed_there(db):
    deck = deck_from_text(f"Hero: {WARLOCK_HERO}\n4 Death Coil [DKS]\n", db)
    assert [e.card.name for e in deck.main] == ["Death Coil (DKS)"]
    assert not [p for p in deck.problems if "not printed" in p.message]


def test_namesakes_share_the_four_copy_limit(db):
    """CR 100.4: at most four copies of any card with the same name."""
    deck = deck_from_text(f"Hero: {PALADIN_HERO}\n2 Paladin Training\n3 Paladin Training (WG)\n", db)
    copies = [v for v in check_deck(deck, "constructed").violations if v.rule == "100.4"]
    assert len(copies) == 1 and copies[0].count == 5


def test_two_namesakes_that_both_fit_warn_and_keep_the_plain_name(db):
    # the March of the Legion ability and the Wrathgate quest are both Paladin cards
    deck = deck_from_text(f"Hero: {PALADIN_HERO}\n4 Paladin Training\n", db)
    assert [e.card.name for e in deck.main] == ["Paladin Training"]
    [warning] = deck.problems
    assert "Paladin Training (WG)" in warning.fix and not warning.is_error


def test_a_raid_decks_card_is_never_read_for_a_players_line(db):
    deck = deck_from_text(f"Hero: {PALADIN_HERO}\n4 Frost Blast\n", db)
    assert [e.card.name for e in deck.main] == ["Frost Blast"]      # the Mage's, not the Naxxramas quest
    assert db["Frost Blast (NXR)"].type == "Quest"


def test_a_hero_line_is_read_as_the_namesake_that_is_a_hero(db):
    deck = deck_from_text("Hero: Lady Jaina Proudmoore\n", db)
    assert deck.hero.name == "Lady Jaina Proudmoore (ICR)" and deck.hero.type == "Hero"
    assert db["Lady Jaina Proudmoore"].type == "Ally"


def test_the_importer_tells_namesakes_apart_but_joins_a_card_printed_twice():
    from pathlib import Path

    from deckcheck.wowtcg.importer import tsv2012
    ref = Path(__file__).resolve().parents[2] / "shared" / "reference" / "wowtcg"
    if not (ref / tsv2012.FILE).is_file():
        pytest.skip("reference data not present")
    groups = tsv2012.namesakes(tsv2012.identities(tsv2012.read_rows(ref / tsv2012.FILE)))
    assert groups["death coil"] == ["death coil", "death coil dks"]
    # Black Temple's raid deck prints Tidal Burst twice (BT, BTR) with one text: one card
    assert "tidal burst" not in groups


@pytest.mark.parametrize("written, card", [("Lu'ka the Wall", "Lu'ka de Wall"), ("Grak'tok", "Grag'tok")])
def test_a_spelling_another_source_gives_is_read_without_a_guess(db, written, card):
    """The tracker and the 2012 export spell these prints two ways (corrections.ALIASES): the Horde
    Rogue 2011 and Hogger decklists use the tracker's, and read with no warning."""
    deck = deck_from_text(f"Hero: {DK_HERO}\n4 {written}\n", db)
    assert [e.card.name for e in deck.main] == [card]
    assert not [p for p in deck.problems if p.rule == "name"]


def test_a_plain_typo_is_still_read_with_a_warning(db):
    deck = deck_from_text(f"Hero: {DK_HERO}\n1 Hell Hath No Furry\n", db)
    [warning] = [p for p in deck.problems if p.rule == "name"]
    assert "Hell Hath No Fury" in warning.message and not warning.is_error


def test_a_feed_alias_that_names_another_card_is_refused(tmp_path):
    from deckcheck.errors import FeedErrors
    from deckcheck.wowtcg.feeds import check_feeds
    feed = tmp_path / "mine.yaml"
    feed.write_text("schema: 1\ngame: wowtcg\nset: {code: MINE, name: My Cards}\ncards:\n"
                    "- name: Test Card\n  type: Ability\n  cost: 1\n  aliases: [Death Coil]\n"
                    "  prints:\n  - {number: '1'}\n", encoding="utf-8")
    with pytest.raises(FeedErrors) as err:
        check_feeds([feed])
    [problem] = err.value.errors
    assert problem.path == str(feed) and problem.field == "aliases" and problem.line == 5
    assert "alias 'Death Coil' is already 'Death Coil'" in str(problem)


def test_a_pin_to_a_set_no_namesake_was_printed_in_does_not_choose(db):
    deck = deck_from_text(f"Hero: {DK_HERO}\n4 Death Coil [ZZZ]\n", db)
    assert [e.card.name for e in deck.main] == ["Death Coil (DKS)"]
    # the warning lists where each card of the name was printed, not only the plain one's set
    (warning,) = [p for p in deck.problems if "not printed in ZZZ" in p.message]
    assert warning.fix.startswith("printed in: FoO (Death Coil); DKS") and "(Death Coil (DKS))" in warning.fix


@pytest.mark.parametrize("line, hero", [
    ("4 Death Coil", WARLOCK_HERO),           # the Warlock's (FoO): the tracker's one record is the DK's
    ("4 Living Bomb", "Litori Frostburn"),    # Scourgewar's Mage talent: the tracker's is Molten Core's raid card
    ("4 Onslaught", "Gorebelly"),             # Worldbreaker's Warrior ability: the tracker's is the dungeon's
    ("4 Doom", WARLOCK_HERO),                 # Icecrown's ally: the tracker's is the Caverns of Time raid ability
    ("4 A Break in the Action", PALADIN_HERO),   # Fires of Outland's ability: the tracker's is an Arena event
])
def test_a_card_the_trackers_record_for_its_name_does_not_describe_is_legal_in_classic(db, line, hero):
    """The tracker keeps one record per printed name; where it describes another card of the name
    (a namesake, a raid deck's card), its legality is not taken, and the card has the legality every
    card of its set has. Before: 'not legal in Classic' or 'cannot verify' for these Classic cards."""
    from deckcheck.wowtcg.rules.formats import get_format
    deck = deck_from_text(f"Hero: {hero}\n{line}\n", db)
    assert not [v for v in check_deck(deck, get_format("classic")).violations if v.rule == "format"]


def test_the_raid_cards_keep_the_trackers_legal_nowhere(db):
    assert db["Living Bomb (MCR)"].legal == () and "legal" not in db["Living Bomb (MCR)"].unknown
    assert "Classic" in db["Living Bomb"].legal
    assert db["Onslaught (DSM)"].legal == ()
