"""CR v7.4 §100 deckbuilding rules, one test (or more) per rule and sub-rule, on real cards.

Each rule is shown on its legal and its illegal side. Small decks are checked with
`check_deck` and the violations filtered by rule number; full 60-card example decks
(`data/decks/`) show whole decks legal.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.wowtcg.deck import deck_from_text
from deckcheck.violations import Severity
from deckcheck.wowtcg.rules import check_deck, get_format, pool_rule, suggest_heroes

DECKS = Path(__file__).resolve().parents[1] / "data" / "decks"
EXAMPLES = sorted(DECKS.glob("*.txt"))


# -- helpers -------------------------------------------------------------------------------------

def text_of(hero: str | None, main=(), side=()) -> str:
    """A plain-text deck: `Hero: X`, `N Name` lines, and a `Sideboard:` section."""
    out = [f"Hero: {hero}"] if hero else []
    out += [f"{n} {name}" for n, name in main]
    if side:
        out.append("Sideboard:")
        out += [f"{n} {name}" for n, name in side]
    return "\n".join(out) + "\n"


def check(db, hero, main=(), side=(), fmt="constructed", **kw):
    return check_deck(deck_from_text(text_of(hero, main, side), db), fmt, **kw)


def of(report, rule, severity=None):
    return [v for v in report.violations if v.rule == rule
            and (severity is None or v.severity is Severity(severity))]


def cards_of(report, rule, severity="error"):
    return sorted({v.card for v in of(report, rule, severity)})


def example(name: str) -> str:
    return (DECKS / f"{name}.txt").read_text(encoding="utf-8")


def example_deck(db, name: str, extra: str = "", fmt="constructed"):
    return check_deck(deck_from_text(example(name) + extra, db), fmt)


# -- the example decks ---------------------------------------------------------------------------

def test_example_decks_exist():
    assert 3 <= len(EXAMPLES) <= 6
    assert any("Sideboard" in p.read_text() for p in EXAMPLES)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("fmt", ["constructed", "classic"])
def test_example_decks_are_legal(db, path, fmt):
    """100.1-100.4: every bundled example deck is legal, with no warnings either."""
    report = check_deck(deck_from_text(path.read_text(encoding="utf-8"), db, path=str(path)), fmt)
    assert report.legal, [v.message for v in report.errors]
    assert report.violations == []
    assert report.counts["main"] >= 60
    assert report.counts["side"] in (0, 10)


# -- 100.1 hero and size ------------------------------------------------------------------------

def test_100_1_no_hero(db):
    report = check_deck(deck_from_text(example("senzir_beast_mastery").replace("Hero: Sen'zir Beastwalker\n", ""), db))
    assert not report.legal
    [v] = of(report, "100.1")
    assert v.section == "hero" and "no hero" in v.message and v.fix


def test_100_1_two_heroes(db):
    report = check_deck(deck_from_text("Hero: Gorebelly\n" + example("senzir_beast_mastery"), db))
    [v] = of(report, "100.1")
    assert not report.legal and v.section == "hero" and v.card == "Sen'zir Beastwalker"
    assert "second" in v.message and "remove Sen'zir Beastwalker" in v.fix


def test_100_1_hero_card_in_the_deck_is_an_error(db):
    """100.1: decks can't include heroes (Hogger is a Hero, neutral: only 100.1 fires)."""
    report = example_deck(db, "senzir_beast_mastery", "1 Hogger\n")
    assert cards_of(report, "100.1") == ["Hogger"]
    v = of(report, "100.1")[0]
    assert v.section == "main" and v.fix == "remove 1 Hogger from the main deck"


def test_100_1_master_hero_in_the_deck_is_fine(db):
    """100.1: ... unless they are Master Heroes (Cenarius, Lord of the Forest, a Druid Master Hero)."""
    cenarius = db["Cenarius, Lord of the Forest"]
    assert cenarius.type == "Master Hero"
    report = example_deck(db, "senzir_beast_mastery", "1 Cenarius, Lord of the Forest\n")
    assert not of(report, "100.1")
    assert not [v for v in report.violations if v.card == cenarius.name and v.is_error]


def test_100_1_master_hero_as_the_hero_is_an_error(db):
    """100.1 with CR 301.4: Master Heroes start the game in a deck, not as the deck's hero."""
    report = check(db, "Cenarius, Lord of the Forest", [(4, "Finkle Einhorn, At Your Service!")])
    assert [v.card for v in of(report, "100.1") if v.section == "hero"] == ["Cenarius, Lord of the Forest"]


def test_100_1_a_non_hero_as_hero(db):
    report = check(db, "Frostbolt", [])
    [v] = [v for v in of(report, "100.1") if v.section == "hero"]
    assert "not a hero" in v.message


def test_100_1_59_cards_is_too_few_60_is_enough(db):
    text = example("senzir_beast_mastery")
    assert check_deck(deck_from_text(text, db)).legal
    short = text.replace("4 Bloodclaw\n", "3 Bloodclaw\n")
    report = check_deck(deck_from_text(short, db))
    [v] = of(report, "100.1")
    assert (v.count, v.limit, v.section) == (59, 60, "main") and v.fix
    assert not report.legal


def test_100_1_no_maximum_deck_size(db):
    report = example_deck(db, "senzir_beast_mastery", "4 Orgrimmar Grunts\n")
    assert report.counts["main"] == 64 and not of(report, "100.1")


def test_100_1_limited_needs_30(db):
    """100.1: 30 cards for Limited (no pool given: only a "cannot verify" warning)."""
    main = [(4, "Torek's Assault"), (4, "Finkle Einhorn, At Your Service!"), (4, "Chops"), (4, "Bloodclaw"),
            (3, "Voss Treebender"), (3, "Annihilator"), (2, "Your Fortune Awaits You"), (1, "In Dreams"), (2, "Morik"),
            (2, "Nyn'jah"), (1, "Old Bones")]
    assert sum(n for n, _ in main) == 30
    report = check(db, "Sen'zir Beastwalker", main, fmt="limited")
    assert report.legal and not of(report, "100.1")
    assert [v.severity for v in of(report, "100.3")] == [Severity.WARNING]
    report = check(db, "Sen'zir Beastwalker", main[:-1], fmt="limited")
    [v] = of(report, "100.1")
    assert (v.count, v.limit) == (29, 30)
    # 30 cards is not enough for Constructed
    assert of(check(db, "Sen'zir Beastwalker", main), "100.1")[0].limit == 60


# -- 100.2a icons ---------------------------------------------------------------------------------

def test_100_2a_class_icon_must_be_shared(db):
    """A Hunter card (Chimera Shot) in a Mage's deck; Frostbolt (Mage) is fine."""
    report = check(db, "Litori Frostburn", [(1, "Chimera Shot"), (1, "Frostbolt")])
    assert cards_of(report, "100.2a") == ["Chimera Shot"]
    v = of(report, "100.2a")[0]
    assert "Hunter" in v.message and v.fix == "remove 1 Chimera Shot from the main deck"


def test_100_2a_tomb_of_the_forgotten_mage_icons(db):
    """The 2012 export moves the Mage icon between Tomb of the Forgotten equipment; the Core reference
    and the tracker agree: Apparatus of Khaz'goroth has no Mage icon, Anraphet's Regalia has one."""
    report = check(db, "Litori Frostburn", [(1, "Apparatus of Khaz'goroth"), (1, "Anraphet's Regalia")])
    assert cards_of(report, "100.2a") == ["Apparatus of Khaz'goroth"]


def test_100_2a_faction_icon_of_the_other_faction(db):
    """Orgrimmar Grunts (Horde) with Litori Frostburn (Alliance): error; with Gorebelly (Horde): fine."""
    assert cards_of(check(db, "Litori Frostburn", [(1, "Orgrimmar Grunts")]), "100.2a") == ["Orgrimmar Grunts"]
    assert not of(check(db, "Gorebelly", [(1, "Orgrimmar Grunts")]), "100.2a")


def test_100_2a_cards_without_icons_go_anywhere(db):
    """Finkle Einhorn, At Your Service! (a Quest with no icons) for Horde, Alliance and neutral heroes."""
    card = db["Finkle Einhorn, At Your Service!"]
    assert not card.faction and not card.classes
    for hero in ("Gorebelly", "Litori Frostburn", "Hogger", "Elendril"):
        report = check(db, hero, [(4, card.name)])
        assert not of(report, "100.2a") and not of(report, "100.2e"), hero


def test_100_2a_dual_faction_hero_shares_both(db):
    """No dual-faction hero is in the pool; a real hero given both faction icons takes either side's cards."""
    deck = deck_from_text(text_of("Elendril", [(1, "Orgrimmar Grunts"), (1, "Warden Ravella")]), db)
    assert cards_of(check_deck(deck), "100.2a") == ["Orgrimmar Grunts"]
    both = deck.with_hero(db["Elendril"]._replace(faction=("Alliance", "Horde")))
    assert not of(check_deck(both), "100.2a")


def test_100_2a_neutral_hero_takes_no_faction_cards(db):
    """A hero with no faction icon (Hogger) shares no faction: Horde cards break 100.2a (and his 100.2e)."""
    report = check(db, "Hogger", [(1, "Orgrimmar Grunts")])
    assert cards_of(report, "100.2a") == ["Orgrimmar Grunts"]


def test_100_2a_unknown_faction_is_cannot_verify(db):
    """Nuada Windwaker (Reign of Fire): no source states its faction, so a warning, never a pass or fail."""
    assert "faction" in db["Nuada Windwaker"].unknown
    report = check(db, "Gorebelly", [(1, "Nuada Windwaker")])
    assert of(report, "100.2a", "warning") and not of(report, "100.2a", "error")


# -- 100.2b [Trait] Hero Required -----------------------------------------------------------------

def test_100_2b_orc_hero_required(db):
    """Blood Fury and Lazy Peons (Orc Hero Required): fine with Gorebelly (Orc), not Grennan (Tauren)."""
    main = [(1, "Blood Fury"), (1, "Lazy Peons")]
    assert db["Gorebelly"].race == "Orc" and db["Grennan Stormspeaker"].race == "Tauren"
    assert not of(check(db, "Gorebelly", main), "100.2b")
    report = check(db, "Grennan Stormspeaker", main)
    assert cards_of(report, "100.2b") == ["Blood Fury", "Lazy Peons"]
    assert "Orc" in of(report, "100.2b")[0].message


def test_100_2b_profession_required(db):
    """Gnomish Poultryizer (Engineering Hero Required): Elendril is an engineer, Sen'zir is not."""
    assert "Engineering" in db["Elendril"].professions
    assert not of(check(db, "Elendril", [(1, "Gnomish Poultryizer")]), "100.2b")
    assert cards_of(check(db, "Sen'zir Beastwalker", [(1, "Gnomish Poultryizer")]), "100.2b") == ["Gnomish Poultryizer"]


def test_100_2b_faction_required(db):
    """Bloodlust (Horde Hero Required, Shaman): fine for Grennan (Horde Shaman)."""
    assert not of(check(db, "Grennan Stormspeaker", [(1, "Bloodlust")]), "100.2b")


def test_100_2b_traitor_required(db):
    """Bonechewer Behemoth (Traitor Hero Required): Morn Salts-the-Land is a Traitor, Sen'zir is not."""
    assert db["Morn Salts-the-Land"].traitor
    assert not of(check(db, "Morn Salts-the-Land", [(1, "Bonechewer Behemoth")]), "100.2b")
    assert cards_of(check(db, "Sen'zir Beastwalker", [(1, "Bonechewer Behemoth")]), "100.2b") == ["Bonechewer Behemoth"]


def test_100_2b_loyal_required(db):
    """Akama's Promise (Loyal Hero Required): any non-Traitor hero; not Morn Salts-the-Land."""
    assert not of(check(db, "Sen'zir Beastwalker", [(1, "Akama's Promise")]), "100.2b")
    assert cards_of(check(db, "Morn Salts-the-Land", [(1, "Akama's Promise")]), "100.2b") == ["Akama's Promise"]


def test_100_2b_known_race_decides_even_when_other_facts_are_unknown(db):
    """Huln Highmountain (2012, not in the 2012 export: its professions are stated by no source) is a
    Tauren: Orc Hero Required is a plain error, an Engineering requirement is "cannot verify"; its type
    line (Core reference: "Hero—Tauren Hunter") has no Traitor, so Loyal Hero Required holds."""
    huln = db["Huln Highmountain"]
    assert huln.race == "Tauren" and "professions" in huln.unknown
    report = check(db, "Huln Highmountain", [(1, "Lazy Peons"), (1, "Gnomish Poultryizer"), (1, "Akama's Promise")])
    assert cards_of(report, "100.2b", "error") == ["Lazy Peons"]
    assert cards_of(report, "100.2b", "warning") == ["Gnomish Poultryizer"]


# -- 100.2c Talents -------------------------------------------------------------------------------

def test_100_2c_spec_hero_takes_its_spec_only(db):
    """Elendril (Marksmanship): Chimera Shot (Marksmanship Talent) fine, Deuce (Beast Mastery) not."""
    assert db["Elendril"].spec == "Marksmanship"
    report = check(db, "Elendril", [(1, "Chimera Shot"), (1, "Deuce")])
    assert cards_of(report, "100.2c") == ["Deuce"]
    assert "Beast Mastery" in of(report, "100.2c")[0].message


def test_100_2c_no_spec_hero_one_spec_only(db):
    """The CR example: Baxxel Geartooth (no spec) takes Aimed Shot and Chimera Shot (both Marksmanship),
    but not Aimed Shot with Deuce (Beast Mastery) or Lightning Reflexes (Survival)."""
    assert db["Baxxel Geartooth"].spec is None
    assert not of(check(db, "Baxxel Geartooth", [(2, "Aimed Shot"), (2, "Chimera Shot")]), "100.2c")
    report = check(db, "Baxxel Geartooth", [(3, "Aimed Shot"), (1, "Deuce"), (1, "Lightning Reflexes")])
    assert cards_of(report, "100.2c") == ["Deuce", "Lightning Reflexes"]   # the majority spec is kept
    assert all("Marksmanship" in v.message for v in of(report, "100.2c"))


def test_100_2c_non_talents_of_any_spec_are_fine(db):
    """Non-Talent Hunter cards (Arcane Shot) go in with any spec."""
    assert db["Arcane Shot"].talent is None
    assert not of(check(db, "Elendril", [(1, "Chimera Shot"), (1, "Arcane Shot")]), "100.2c")


def test_100_2c_traitor_hero_takes_no_talents(db):
    """Morn Salts-the-Land (a Traitor Hunter, no spec): even one spec's Talents are errors."""
    report = check(db, "Morn Salts-the-Land", [(1, "Chimera Shot")])
    assert cards_of(report, "100.2c") == ["Chimera Shot"]
    assert "Traitor" in of(report, "100.2c")[0].message
    assert not of(check(db, "Morn Salts-the-Land", [(1, "Arcane Shot")]), "100.2c")


def test_100_2c_spec_hero_required_card_is_a_talent(db):
    """Aimed Shot is printed "Marksmanship Hero Required": it is treated as a Marksmanship Talent (100.2b
    note), so it follows 100.2c, not 100.2b."""
    assert db["Aimed Shot"].talent == "Marksmanship" and not db["Aimed Shot"].hero_required
    assert not of(check(db, "Elendril", [(1, "Aimed Shot")]), "100.2c")
    report = check(db, "Sen'zir Beastwalker", [(1, "Aimed Shot")])
    assert cards_of(report, "100.2c") == ["Aimed Shot"] and not of(report, "100.2b")


# -- 100.2d Reputations ---------------------------------------------------------------------------

def test_100_2d_one_reputation(db):
    """Aldor (Anchorite Alonora) and Scryer (Arcanist Alathana) can't share a deck."""
    assert not of(check(db, "Elendril", [(2, "Anchorite Alonora"), (2, "Anchorite Ceyla")]), "100.2d")
    report = check(db, "Elendril", [(2, "Anchorite Alonora"), (1, "Arcanist Alathana")])
    assert cards_of(report, "100.2d") == ["Arcanist Alathana"]


def test_100_2d_counts_the_side_deck(db):
    """Aldor in the main deck, Scryer in the side deck: still two Reputations."""
    report = check(db, "Elendril", [(3, "Anchorite Alonora")], side=[(1, "Arcanist Alathana")])
    [v] = of(report, "100.2d")
    assert v.card == "Arcanist Alathana" and v.section == "side" and "side deck" in v.fix


def test_100_2d_argent_crusade_and_nerubian_conflict_too(db):
    report = check(db, "Elendril", [(1, "Alchemist Finklestein"), (2, "Azjol-anak Battleguard")])
    assert cards_of(report, "100.2d") == ["Alchemist Finklestein"]


def test_100_2d_reputations_the_2012_export_runs_on_or_drops(db):
    """Retainer Athan is a Scryer Reputation card (the export runs "Scryer Reputation" into the next
    word) and Zaistor the Vigilant an Aldor one (the export drops it; the 2010 list states it)."""
    assert db["Retainer Athan"].reputation == "Scryer" and db["Zaistor the Vigilant"].reputation == "Aldor"
    report = check(db, "Baxxel Geartooth", [(1, "Retainer Athan"), (1, "Adyen the Lightwarden")])
    assert of(report, "100.2d")
    report = check(db, "Baxxel Geartooth", [(1, "Zaistor the Vigilant"), (1, "Arcane Guardian")])
    assert of(report, "100.2d")


# -- 100.2e Deckbuilding heroes -------------------------------------------------------------------

def test_100_2e_hogger_takes_no_faction_cards(db):
    """Hogger: "can't put [Horde] or [Alliance] cards in your deck"."""
    report = check(db, "Hogger", [(1, "Orgrimmar Grunts"), (1, "Warden Ravella"), (2, "Finkle Einhorn, At Your Service!")])
    assert cards_of(report, "100.2e") == ["Orgrimmar Grunts", "Warden Ravella"]
    assert all("excludes" in v.message for v in of(report, "100.2e"))


def test_100_2e_lilliandra_inclusions(db):
    """Arch Druid Lilliandra: neutral cards and Argent Crusade cards are in; an Aldor card and a Hero
    Required card (Akama's Promise, Loyal Hero Required) are out; a Mage card is out."""
    report = check(db, "Arch Druid Lilliandra", [
        (1, "Finkle Einhorn, At Your Service!"),   # neutral
        (1, "Alchemist Finklestein"),              # Argent Crusade Reputation
        (1, "Anchorite Alonora"),                  # Aldor Reputation
        (1, "Akama's Promise"),                    # Loyal Hero Required
        (1, "Frostbolt"),                          # a Mage card: not an inclusion
    ])
    assert cards_of(report, "100.2e") == ["Akama's Promise", "Anchorite Alonora", "Frostbolt"]
    msgs = {v.card: v.message for v in of(report, "100.2e")}
    assert "reputations or text restrictions" in msgs["Anchorite Alonora"]
    assert "inclusions" in msgs["Frostbolt"]


def test_100_2e_lilliandra_one_faction(db):
    """Lilliandra takes Alliance or Horde cards, not both."""
    assert not of(check(db, "Arch Druid Lilliandra", [(2, "Warden Ravella")]), "100.2e")
    report = check(db, "Arch Druid Lilliandra", [(2, "Warden Ravella"), (1, "Orgrimmar Grunts")])
    assert cards_of(report, "100.2e") == ["Orgrimmar Grunts"]


def test_100_2e_exclusion_beats_inclusion(db):
    """No hero in the pool has both inclusions and exclusions; Lilliandra with an added exclusion of
    Argent Crusade cards shows the precedence: the excluded card is an error though included."""
    lil = db["Arch Druid Lilliandra"]
    deck = deck_from_text(text_of(lil.name, [(1, "Alchemist Finklestein")]), db)
    assert not of(check_deck(deck), "100.2e")
    rules = lil.deckbuilding._replace(exclude=((("reputation", "Argent Crusade"),),))
    report = check_deck(deck.with_hero(lil._replace(deckbuilding=rules)))
    [v] = of(report, "100.2e")
    assert v.card == "Alchemist Finklestein" and "excludes" in v.message


def test_100_2e_neutral_quests_have_no_faction_icon_either(db):
    """Mother Misery takes "neutral quests": neutral is no trait icon at all (206.1d), so a quest with
    the Horde icon (A New Plague) is not among her inclusions; a quest with no icon is."""
    assert not of(check(db, "Mother Misery", [(1, "A Bird In Hand")]), "100.2e")
    assert db["A New Plague"].faction == ("Horde",) and not db["A New Plague"].classes
    report = check(db, "Mother Misery", [(1, "A Bird In Hand"), (1, "A New Plague")])
    assert cards_of(report, "100.2e") == ["A New Plague"]


def test_100_2e_melee_weapons_by_their_melee_tag_not_their_damage_type(db):
    """Mother Misery's "any Melee weapons": Blade of the Burning Sun (Melee (1), fire damage) is one;
    Irontree Knives (Ranged (1), melee damage) is not."""
    assert "Melee (1)" in db["Blade of the Burning Sun"].tags and db["Blade of the Burning Sun"].damage == "Fire"
    report = check(db, "Mother Misery", [(1, "Blade of the Burning Sun"), (1, "Irontree Knives")])
    assert cards_of(report, "100.2e") == ["Irontree Knives"]


def test_100_2e_demon_allies_of_every_kind(db):
    """Obliveron's "any Demon allies": a Doomguard Demon (Doomguard Soldier) is a Demon ally."""
    assert db["Doomguard Soldier"].race == "Doomguard Demon"
    assert not of(check(db, "Obliveron", [(1, "Doomguard Soldier"), (1, "Azaloth")]), "100.2e")


def test_100_2e_an_inclusion_of_traitor_cards_waives_their_traitor_hero_required(db):
    """Obliveron includes "any Traitor cards", and every Traitor card is "Traitor Hero Required";
    Obliveron is no Traitor. The inclusion is the exception 100.2e allows ("may be exceptions to
    applicable parts of 100.2"): Coilskar General and Death Trap are legal; a Traitor card is still
    not legal for a hero whose inclusions don't name Traitors (Xia, Queen of Suffering)."""
    assert "Traitor" in db["Coilskar General"].hero_required and "Traitor" not in db["Obliveron"].hero_traits()
    report = check(db, "Obliveron", [(4, "Coilskar General"), (4, "Death Trap")])
    assert not of(report, "100.2b") and not of(report, "100.2e")
    report = check(db, "Xia, Queen of Suffering", [(4, "Coilskar General")])
    assert cards_of(report, "100.2b") == ["Coilskar General"]


def test_100_2e_every_class_icon_counts_for_inclusions_and_exclusions(db):
    """Throwing Starfish prints all ten class icons (Core reference): Askalti Darksteel's "[Warrior]
    equipment" includes it; Iso'rath's "can't put ... class cards" excludes Crown of the Ogre King."""
    assert not of(check(db, "Askalti Darksteel", [(4, "Throwing Starfish")]), "100.2e")
    report = check(db, "Iso'rath", [(4, "Crown of the Ogre King")])
    assert cards_of(report, "100.2e") == ["Crown of the Ogre King"]
    # and by 100.2a: Iso'rath has no class, so it shares no class icon (an error, not "unknown")
    assert cards_of(report, "100.2a") == ["Crown of the Ogre King"] and not of(report, "100.2a", "warning")
    assert "has no class" in of(report, "100.2a")[0].message


def test_100_2e_class_cards_are_cards_with_a_class_on_their_type_line(db):
    """Iso'rath: "You can't put [Horde], [Alliance], or class cards in your deck". A card is a
    [class] card if it has that tag on its type line (206.1a): Aggra (Ally—Orc Shaman, no icon) is
    one; a neutral ally with no class (Abyssal Seahorse) is not."""
    assert db["Aggra"].classes == () and db["Aggra"].char_class == ("Shaman",)
    report = check(db, "Iso'rath", [(4, "Aggra"), (4, "Abyssal Seahorse")])
    assert cards_of(report, "100.2e") == ["Aggra"]


def test_100_2e_a_totem_counts_as_an_ability_and_as_an_ally(db):
    """Scorching Totem is an "Ability Ally—Totem" (the Core reference; the 2012 export says Ally)
    that deals fire damage. Totems are ability allies and count as both (305.3a): Imp Lord
    Pinprik's inclusion of abilities that deal fire damage takes it."""
    assert db["Scorching Totem"].type == "Ability Ally" and "Fire" in db["Scorching Totem"].deals
    assert db["Monstrous Totem"].type == "Ability Ally"      # the export says Ability
    assert not of(check(db, "Imp Lord Pinprik", [(4, "Scorching Totem")]), "100.2e")


def test_100_2c_a_spec_the_export_writes_in_lower_case(db):
    """Grumpherys is a Beast Mastery Hunter: a Marksmanship Talent is not legal for him (100.2c)."""
    assert cards_of(check(db, "Grumpherys", [(4, "Aimed Shot")]), "100.2c") == ["Aimed Shot"]


def test_100_2e_a_satyr_demon_is_a_demon_ally(db):
    """Araxian, Herald of Trickery is a "Monster Ally—Satyr Demon Rogue" (the export files Demon as
    its class): Obliveron's "any Demon allies" takes it."""
    assert db["Araxian, Herald of Trickery"].race == "Satyr Demon"
    assert db["Araxian, Herald of Trickery"].char_class == ("Rogue",)
    assert not of(check(db, "Obliveron", [(4, "Araxian, Herald of Trickery")]), "100.2e")


def test_100_2e_monster_heroes_deckbuilding_from_the_core_reference(db):
    """Deathbringer Kor'ush prints "Deckbuilding: You can't put [Horde] or [Alliance] cards in your
    deck" (the Core reference; the 2012 export drops the paragraph)."""
    report = check(db, "Deathbringer Kor'ush", [(1, "Orgrimmar Grunts")])
    assert cards_of(report, "100.2e") == ["Orgrimmar Grunts"]
    assert "excludes" in of(report, "100.2e")[0].message


def test_100_2e_unparsed_deckbuilding_is_cannot_verify(db):
    """Ysera the Awakened's Deckbuilding text lost its icons in the source: a warning."""
    report = check(db, "Ysera the Awakened", [(1, "Finkle Einhorn, At Your Service!")])
    assert of(report, "100.2e", "warning") and not of(report, "100.2e", "error")


# -- 100.3 side deck ------------------------------------------------------------------------------

SIDE10 = [(2, "Frostbolt"), (2, "Counterspell"), (2, "Arcane Missiles"), (2, "Cold Snap"), (2, "Arcane Intellect")]


def _litori(side):
    text = example("litori_frost").split("Sideboard:")[0]
    if side:
        text += "Sideboard:\n" + "".join(f"{n} {name}\n" for n, name in side)
    return text


@pytest.mark.parametrize("side,ok", [
    ([], True),
    (SIDE10, True),
    (SIDE10[:-1] + [(1, "Arcane Intellect")], False),          # 9
    (SIDE10[:-1] + [(3, "Arcane Intellect")], False),          # 11
])
def test_100_3_side_deck_empty_or_exactly_10(db, side, ok):
    report = check_deck(deck_from_text(_litori(side), db))
    assert report.counts["side"] == sum(n for n, _ in side)
    assert report.legal is ok
    assert bool(of(report, "100.3")) is not ok
    if not ok:
        v = of(report, "100.3")[0]
        assert v.section == "side" and v.limit == 10 and v.fix


def test_100_3_side_cards_are_checked_like_the_main_deck(db):
    """A Horde card in an Alliance side deck breaks 100.2a, reported in the side section."""
    side = SIDE10[:-1] + [(2, "Orgrimmar Grunts")]
    report = check_deck(deck_from_text(_litori(side), db))
    [v] = of(report, "100.2a")
    assert v.card == "Orgrimmar Grunts" and v.section == "side" and "side deck" in v.fix


def test_100_3_limited_has_no_side_deck_size(db):
    report = check(db, "Sen'zir Beastwalker", [(30, "Orgrimmar Grunts")], side=[(3, "Bloodclaw")], fmt="limited")
    assert not [v for v in of(report, "100.3") if v.is_error]


def test_100_3_limited_pool(db):
    """Limited: the deck comes from the pool; more copies than the pool holds is an error."""
    main = [(4, "Bloodclaw"), (26, "Orgrimmar Grunts")]
    pool = {"Bloodclaw": 4, "Orgrimmar Grunts": 30, "Sen'zir Beastwalker": 1}
    assert check(db, "Sen'zir Beastwalker", main, fmt="limited", pool=pool).legal
    pool["Bloodclaw"] = 3
    report = check(db, "Sen'zir Beastwalker", main, fmt="limited", pool=pool)
    [v] = of(report, "100.3")
    assert v.card == "Bloodclaw" and (v.count, v.limit) == (4, 3) and v.fix == "remove 1 Bloodclaw"


# -- 100.4 copies ---------------------------------------------------------------------------------

def test_100_4_four_copies_fine_five_across_main_and_side_an_error(db):
    """Litori's deck has 2 Frostbolt and 2 in the side deck (4: fine); 3 in the side deck makes 5."""
    assert not of(check_deck(deck_from_text(_litori(SIDE10), db)), "100.4")
    side = [(3, "Frostbolt"), (2, "Counterspell"), (2, "Arcane Missiles"), (2, "Cold Snap"), (1, "Arcane Intellect")]
    report = check_deck(deck_from_text(_litori(side), db))
    [v] = of(report, "100.4")
    assert v.card == "Frostbolt" and (v.count, v.limit) == (5, 4)
    assert v.fix == "remove 1 Frostbolt from the side deck"
    assert len(v.lines) == 2


def test_100_4_copies_over_the_limit_in_the_main_deck(db):
    report = check(db, "Litori Frostburn", [(6, "Frostbolt")])
    [v] = of(report, "100.4")
    assert v.fix == "remove 2 Frostbolt"


def test_100_4_limited_any_number(db):
    report = check(db, "Litori Frostburn", [(8, "Frostbolt")], fmt="limited")
    assert not of(report, "100.4")


def test_100_4_unlimited_tag(db):
    """Orgrimmar Grunts has the unlimited tag: 8 are fine; 8 Bloodclaw are not."""
    assert db["Orgrimmar Grunts"].unlimited
    assert not of(check(db, "Gorebelly", [(8, "Orgrimmar Grunts")]), "100.4")
    assert cards_of(check(db, "Sen'zir Beastwalker", [(8, "Bloodclaw")]), "100.4") == ["Bloodclaw"]


def test_100_4_unknown_tags_is_cannot_verify(db):
    """Abomination is tracker-only (tags unknown): 5 copies may or may not be legal: a warning."""
    assert "tags" in db["Abomination"].unknown
    report = check(db, "Gorebelly", [(5, "Abomination")])
    assert of(report, "100.4", "warning") and not of(report, "100.4", "error")
    assert "cannot verify" in of(report, "100.4")[0].message
    assert not of(check(db, "Gorebelly", [(4, "Abomination")]), "100.4")


# -- formats --------------------------------------------------------------------------------------

def test_format_classic_and_contemporary(db):
    """The example decks use Classic-only cards: legal in Classic, not in Contemporary."""
    assert example_deck(db, "senzir_beast_mastery", fmt="classic").legal
    report = example_deck(db, "senzir_beast_mastery", fmt="contemporary")
    assert not report.legal and of(report, "format")
    assert all(v.rule == "format" for v in report.errors)


def test_format_checks_the_hero_too(db):
    """Arch Druid Lilliandra is legal only in Classic: as the hero of a Contemporary deck, an error."""
    assert db["Arch Druid Lilliandra"].legal == ("Classic",)
    deck = deck_from_text(text_of("Arch Druid Lilliandra", [(4, "Deuce")]), db)
    assert "Arch Druid Lilliandra" in cards_of(check_deck(deck, "contemporary"), "format")
    assert "Arch Druid Lilliandra" not in cards_of(check_deck(deck, "classic"), "format")


def test_format_card_legal_in_contemporary(db):
    """Deuce is legal in Block, Core, Contemporary and Classic."""
    report = check(db, "Elendril", [(1, "Deuce"), (1, "Chimera Shot")], fmt="contemporary")
    assert cards_of(report, "format") == ["Chimera Shot", "Elendril"]


def test_unknown_format_is_an_input_error():
    from deckcheck.errors import InputError
    with pytest.raises(InputError):
        get_format("no-such-format")


# -- reading --------------------------------------------------------------------------------------

def test_reading_unknown_card_with_suggestions(db):
    deck = deck_from_text("Hero: Elendril\n4 Xyzzy Qwerty\n4 Frostblat Bolts Of Doom\n", db)
    report = check_deck(deck)
    errs = [v for v in of(report, "name") if v.is_error]
    assert errs and all("unknown card" in v.message for v in errs)
    assert errs[0].lines in ((2,), (3,))


def test_reading_fuzzy_is_a_warning_naming_the_card(db):
    report = check(db, "Litori Frostburn", [(2, "Frostblot")])
    [v] = of(report, "name")
    assert v.severity is Severity.WARNING and "Frostbolt" in v.message and "Frostblot" in v.message
    assert report.counts["main"] == 2


def test_reading_ambiguous_prefix_lists_candidates(db):
    report = check(db, "Elendril", [(2, "Anchorite")])
    [v] = of(report, "name")
    assert v.is_error and "Anchorite Alonora" in v.message and "Anchorite Ceyla" in v.message
    assert report.counts["main"] == 0


def test_reading_pins(db):
    """`Name (SET)` and `Name [SET #num]` read as the card; a wrong set is a warning."""
    deck = deck_from_text("Hero: Sen'zir Beastwalker [Heroes of Azeroth #14]\n2 Frostbolt (HoA)\n"
                          "1 Frostbolt [HoA #56]\n", db)
    assert deck.hero.name == "Sen'zir Beastwalker"
    assert [(e.card.name, e.qty) for e in deck.main] == [("Frostbolt", 3)]
    assert not deck.problems
    deck = deck_from_text("Hero: Elendril\n1 Frostbolt [HoA #57]\n", db)
    assert deck.problems and deck.problems[0].severity is Severity.WARNING


# -- all problems collected -----------------------------------------------------------------------

def test_every_problem_is_reported(db):
    """Five different problems in one deck: all five reported, with rules and fixes."""
    text = (example("litori_frost").split("Sideboard:")[0].replace("1 Battle of Darrowshire\n", "")  # 59 cards
            + "1 Chimera Shot\n"          # 100.2a: Hunter card
            + "1 Orgrimmar Grunts\n"      # 100.2a: Horde card
            + "1 Blood Fury\n"            # 100.2b: Orc Hero Required (and Horde)
            + "3 Frostbolt\n"             # 100.4: 5 Frostbolt
            + "Sideboard:\n1 Anchorite Alonora\n1 Arcanist Alathana\n")  # 100.2d, 100.3 (2 cards)
    report = check_deck(deck_from_text(text, db))
    rules = {v.rule for v in report.errors}
    assert {"100.2a", "100.2b", "100.2d", "100.3", "100.4"} <= rules
    assert all(v.fix for v in report.errors)
    # sorted: errors first, then by section
    keys = [v.sort_key() for v in report.violations]
    assert keys == sorted(keys)


# -- heroes for a pile of cards -------------------------------------------------------------------

def test_suggest_heroes_for_a_pile(db):
    """Sen'zir's deck (Horde Hunter, Beast Mastery Talents): the legal heroes are Horde Hunters."""
    deck = deck_from_text(example("senzir_beast_mastery"), db)
    ranked = suggest_heroes(deck, db.heroes(), "constructed", limit=5)
    assert ranked and ranked[0][1].legal
    for hero, report, _ in ranked:
        if report.legal:
            assert "Hunter" in hero.char_class and "Horde" in hero.faction


def test_pool_rule_direct(db):
    deck = deck_from_text(text_of("Gorebelly", [(2, "Orgrimmar Grunts")]), db)
    assert [v.severity for v in pool_rule(deck, {"Orgrimmar Grunts": 2})] == [Severity.WARNING]  # hero not in pool


def test_100_3_a_pool_in_constructed_is_ignored_with_a_warning(db):
    """100.3: only Limited decks come from a pool; a pool given for Constructed changes nothing."""
    deck = deck_from_text(example("senzir_beast_mastery"), db)
    report = check_deck(deck, "constructed", pool={"Orgrimmar Grunts": 4})
    assert report.legal
    assert [(v.rule, v.severity) for v in report.violations] == [("100.3", Severity.WARNING)]
    assert "only matters in Limited" in report.violations[0].message


def test_reading_a_unique_prefix_is_a_warning_not_a_silent_change(db):
    """A deck must never silently change: '4 Grunt' read as Grunt Baranka is said out loud."""
    report = check(db, "Gorebelly", [(4, "Grunt")])
    [v] = of(report, "name")
    assert v.severity is Severity.WARNING and "read 'Grunt' as Grunt Baranka (unique prefix)" in v.message


def test_reading_a_pinned_print_that_does_not_exist(db):
    report = check(db, "Gorebelly", [(4, "Orgrimmar Grunts [HoA #999]")])
    [v] = of(report, "name")
    assert v.severity is Severity.WARNING and "no card is printed as HoA #999" in v.message
    assert "HoA #254" in v.fix and report.counts["main"] == 4


# -- Limited side deck (CR 100.3) -------------------------------------------------------------------

def test_100_3_limited_side_deck_is_the_rest_of_the_pool_not_held_to_100_2(db):
    """CR 100.3: "For Limited play, a side deck is all cards in a player's card pool that are not
    being played in the main deck": an off-class, other-faction card or a second hero there is no
    100.2/100.1 breach; the main deck still follows every rule."""
    main = [(30, "Orgrimmar Grunts")]
    side = [(2, "Frostbolt"), (1, "Anika Berlyn"), (1, "Litori Frostburn")]
    pool = {"Orgrimmar Grunts": 30, "Frostbolt": 2, "Anika Berlyn": 1, "Litori Frostburn": 1,
            "Sen'zir Beastwalker": 1}
    report = check(db, "Sen'zir Beastwalker", main, side=side, fmt="limited", pool=pool)
    assert report.legal and report.verified, report.violations
    # the side deck still comes from the pool
    report = check(db, "Sen'zir Beastwalker", main, side=side, fmt="limited", pool={**pool, "Frostbolt": 1})
    assert [(v.rule, v.card) for v in report.errors] == [("100.3", "Frostbolt")]
    # the main deck follows 100.2a in Limited too
    report = check(db, "Sen'zir Beastwalker", [(28, "Orgrimmar Grunts"), (2, "Frostbolt")], fmt="limited", pool=pool)
    assert cards_of(report, "100.2a") == ["Frostbolt"]
    # and in Constructed the side deck is held to 100.2a (the side deck's cards could be main-deck cards)
    assert cards_of(check(db, "Sen'zir Beastwalker", main, side=side), "100.2a") == ["Anika Berlyn", "Frostbolt", "Litori Frostburn"]


# -- hero lines: read among heroes, never another hero's name -----------------------------------------

def _name_errors(deck):
    return [v for v in deck.problems if v.rule == "name" and v.is_error]


def test_a_hero_line_sharing_only_a_place_name_is_an_error_with_suggestions(db):
    """"Teretha of the Undercity" was read as Baeltor of the Undercity (score 75), another hero."""
    deck = deck_from_text("Hero: Teretha of the Undercity\n", db)
    if "Teretha of the Undercity" in db.cards:   # once the card pool holds her, she is read exactly
        assert deck.hero.name == "Teretha of the Undercity" and not deck.problems
        return
    assert deck.hero is None
    [v] = _name_errors(deck)
    assert v.section == "hero" and "Baeltor of the Undercity" in v.message and v.fix
    assert not [p for p in deck.problems if not p.is_error]      # no silent or warned guess


def test_a_hero_line_is_never_read_as_an_ally(db):
    """"Gurzak of Orgrimmar" was read as the ally Orkahn of Orgrimmar."""
    deck = deck_from_text("Hero: Gurzak of Orgrimmar\n", db)
    if "Gurzak of Orgrimmar" in db.cards:
        assert deck.hero.name == "Gurzak of Orgrimmar"
        return
    assert deck.hero is None
    [v] = _name_errors(deck)
    assert "Orkahn of Orgrimmar is an Ally, not a hero" in v.message


def test_a_hero_line_typo_is_still_read_among_heroes(db):
    deck = deck_from_text("Hero: Litori Frosburn\n", db)
    assert deck.hero.name == "Litori Frostburn"
    assert [v.severity for v in deck.problems] == [Severity.WARNING]
    # a hero named exactly as a non-hero card is that card, and 100.1 says it is no hero
    deck = deck_from_text("Hero: Orkahn of Orgrimmar\n", db)
    assert deck.hero.name == "Orkahn of Orgrimmar"
    assert of(check_deck(deck), "100.1")


def test_a_deck_line_sharing_only_the_rest_of_a_name_is_not_guessed(db):
    deck = deck_from_text("Hero: Litori Frostburn\n4 Xyzzy Frostbolt\n2 Orgrimar Grunt\n", db)
    [v] = _name_errors(deck)
    assert v.card == "Xyzzy Frostbolt" and "did you mean Frostbolt" in v.message
    assert [e.card.name for e in deck.main] == ["Orgrimmar Grunts"]     # a real typo is still read


def test_100_1_a_lone_hero_card_line_is_the_hero_with_a_warning(db):
    """No hero line, exactly one Hero card line ("1 Litori Frostburn"): it is the hero (CR 100.1)."""
    text = example("litori_frost").replace("Hero: Litori Frostburn\n", "1 Litori Frostburn\n")
    report = check_deck(deck_from_text(text, db))
    assert report.legal and report.hero == "Litori Frostburn" and report.counts["main"] == 60
    [w] = [v for v in report.warnings if v.rule == "100.1"]
    assert "read line" in w.message and w.fix == "write 'Hero: Litori Frostburn' in the file"
    # two Hero card lines: no guess, both are heroes in the deck (100.1 errors)
    report = check(db, None, [(1, "Litori Frostburn"), (1, "Sen'zir Beastwalker")])
    assert report.hero is None
    assert sorted(v.card for v in of(report, "100.1") if v.card) == ["Litori Frostburn", "Sen'zir Beastwalker"]
