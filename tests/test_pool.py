"""The card pool is whole and right: every source's names are in data/, facts are filled from the
sources by precedence, and the disagreement report's totals are pinned (a change shows here)."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
import yaml

from deckcheck.cards.normalize import normalize_name
from deckcheck.wowtcg.feeds import DATA_DIR

REF = Path(__file__).resolve().parents[2] / "shared" / "reference" / "wowtcg"
CARDCARP = REF.parent / "cardcarp"

pytestmark = pytest.mark.skipif(not (REF / "tracker_cards.json").is_file() or not CARDCARP.is_dir(),
                                reason="reference data (../shared/reference) not present")


@pytest.fixture(scope="module")
def data_names() -> set[str]:
    """The normalised names of every card record in the committed feeds."""
    names = set()
    for f in (DATA_DIR / "sets").glob("*.yaml"):
        doc = yaml.load(f.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        names |= {normalize_name(c["name"]) for c in doc["cards"]}
    return names


def _raw_names(source: str) -> list[str]:
    """Each source's card names, read straight from its files."""
    if source == "tsv":
        with open(REF / "tcgbrowser_cards_2012.tsv", encoding="utf-8", newline="") as fh:
            return [r["name"] for r in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)]
    if source == "tracker":
        cards = json.loads((REF / "tracker_cards.json").read_text(encoding="utf-8"))
        prints = json.loads((REF / "tracker_prints.json").read_text(encoding="utf-8"))
        return list(cards) + [p["card_name"] for p in prints]
    if source == "csv":
        from deckcheck.wowtcg.importer.csv2010 import name_of
        with open(REF / "mikechambers_wow_tcg_2010.csv", encoding="utf-8", newline="") as fh:
            return [name_of(r["name"]) for r in csv.DictReader(fh)]
    if source == "core":
        from deckcheck.wowtcg.importer import core
        return [c["name"] for c in core.read(REF / core.FILE)]
    return [yaml.safe_load(f.read_text(encoding="utf-8"))["name"] for f in (CARDCARP / "oracle").glob("*.yml")]


@pytest.mark.parametrize("source", ["tsv", "tracker", "csv", "core", "cardcarp"])
def test_nothing_dropped(source, data_names):
    """Every card name of every source is in data/ (after the reviewed spellings and articles)."""
    from deckcheck.wowtcg.importer.build import rekey
    from deckcheck.wowtcg.importer.corrections import EXCLUDED, renames
    fixed = renames(source)
    raw = _raw_names(source)
    assert len(raw) > 500
    missing = sorted({n for n in raw if (source, n) not in EXCLUDED
                      and rekey(normalize_name(fixed.get(normalize_name(n), n)), data_names) not in data_names})
    assert missing == []


def test_exclusions_are_few_and_reasoned():
    from deckcheck.wowtcg.importer.corrections import EXCLUDED, FACTS, NAMES
    assert len(EXCLUDED) <= 5 and all(reason.strip() for reason in EXCLUDED.values())
    assert all(f.reason.strip() for f in FACTS)
    assert all(reason.strip() for table in NAMES.values() for _, reason in table.values())


@pytest.fixture(scope="module")
def pool(reference_pool):
    """build_pool(REF, CARDCARP): the session's one build (conftest), cardcarp beside the reference."""
    from deckcheck.wowtcg.importer.build import default_cardcarp
    assert default_cardcarp(REF) == CARDCARP
    return reference_pool


def test_disagreement_report_totals(pool):
    """Pinned: a change of source, precedence or reader shows here (and in the printed report)."""
    assert pool.report.summary() == {
        'disagree cost': 50, 'disagree atk': 22, 'disagree health': 16, 'disagree defense': 5,
        'disagree strike_cost': 28, 'disagree faction': 7, 'disagree classes': 165, 'disagree tags': 310,
        'disagree traits': 1, 'disagree race': 215, 'disagree class': 11, 'disagree spec': 24,
        'disagree professions': 3, 'disagree restrictions': 8, 'disagree deckbuilding': 39, 'cards': 6518,
        'cards that share their printed name with another (namesakes)': 115,
        'tracker records of another card of the same name (legality not taken)': 7,
        'cards given the legality every card of their set has (no tracker record of their own)': 32,
        'Core list cards the tracker calls legal nowhere (legality taken from their set)': 2,
        'corrections applied': 15,
        "prints kept without their number (the number is another card's in that set)": 182,
        'cards with unknown faction': 67, 'core list cards': 1568,
        'core list vs tracker tags: only in list': 25, 'core list vs tracker tags: only tagged': 206,
    }


def test_report_names_the_winner_and_examples(pool):
    lines = pool.report.lines()
    faction = next(i for i, line in enumerate(lines) if line.startswith("  faction:"))
    assert "won: tsv 7" in lines[faction] and lines[faction + 1].startswith("    e.g. ")
    assert any("the official list wins for --format core" in line for line in lines)


def test_unknown_faction_only_where_no_source_states_it(db):
    unknown = [c for c in db.cards.values() if "faction" in c.unknown]
    assert len(unknown) <= 300
    # Adonal Brokenhoof (Reign of Fire, after the Core list): the cardcarp oracle gives faction and stats
    c = db["Adonal Brokenhoof"]
    assert (c.faction, c.atk, c.damage, c.health, c.race) == (("Horde",), 0, "Melee", 1, "Tauren")
    # Dodge: its oracle is a stub with a wrong cost; no source states its faction
    assert "faction" in db["Dodge"].unknown


def test_starter_heroes_and_tokens_are_cards(db):
    """The heroes of the 2011 and 2013 class starter decks, Lord of Icecrown and tokens (issue 10)."""
    for name, faction, race in [("Haku, Son of Morning", "Horde", "Tauren"), ("Kaave of the Exodar", "Alliance", None),
                                ("Gurzak of Orgrimmar", "Horde", None), ("Teretha of the Undercity", "Horde", None),
                                ("Stromdak of Ironforge", "Alliance", None), ("Skyler Faye, Daughter of the Light", "Alliance", None),
                                ("Baron Blackwood", "Horde", None)]:
        hero = db[name]
        assert hero.is_hero and hero.faction == (faction,) and hero.health
        assert race is None or hero.race == race
    assert db["Lord of Icecrown"].type == "Master Hero"
    bear = db["Bear"]                               # a token of the 2012 export (set TOK, unnumbered)
    assert bear.type == "Ally" and bear.prints[0].set == "TOK" and bear.prints[0].number == ""


def test_all_classes_cards_have_no_class_icon(db):
    """The 2012 export ticks every class column when all_classes = All: the card has no class icon."""
    assert db["Monstrous Strike"].classes == ()
    assert db["Alchemist's Stone"].classes == ()       # the nine classes before Death Knights, ticked
    assert db["Hammer of Justice"].classes == ("Paladin",)


def test_core_list_file(pool):
    from deckcheck.wowtcg.importer.build import CORE_LIST
    committed = (DATA_DIR.parent / "formats" / "lists" / CORE_LIST).read_text(encoding="utf-8")
    assert committed == pool.core_list
    doc = yaml.safe_load(committed)
    assert set(doc) == {"name", "date", "source", "cards"} and doc["date"] == "2013-04-09"
    assert len(doc["cards"]) == 1568 and "Haku, Son of Morning" in doc["cards"]   # every entry of the reference
    assert "Adonal Brokenhoof" not in doc["cards"]      # Reign of Fire came after the list
    # both of a name the reference prints twice (the Dungeon Treasure ally and the Timewalkers hero)
    assert {"Edwin VanCleef", "Edwin VanCleef (TWP)", "Lady Vashj (TWP)", "The Lich King (TWP)"} <= set(doc["cards"])
    assert "The Lich King (ICR)" not in doc["cards"]    # the Icecrown Citadel raid's boss is no player's card
    assert "Lady Vashj" not in doc["cards"]             # the Servants of the Betrayer ally is not Core


def test_namesakes_the_2012_export_never_printed(db):
    """The Timewalkers heroes and the Betrayal of the Guardian Magma Blast came after the 2012 export,
    which has only the ally (or raid card) of the name: each is its own card, named for its set, and
    a hero line with the printed name reads the hero."""
    from deckcheck.wowtcg.deck import deck_from_text
    vashj = db["Lady Vashj (TWP)"]
    assert vashj.type == "Hero" and vashj.char_class == ("Priest",) and vashj.health == 26
    assert db["Lady Vashj"].type == "Ally" and "Monster" not in db["Lady Vashj"].tags
    blast = db["Magma Blast (BotG)"]
    assert blast.type == "Ability" and blast.classes == ("Shaman",) and blast.cost == 1
    for printed in ("Lady Vashj", "Cho'gall", "Edwin VanCleef", "Hamuul Runetotem", "Illidan Stormrage",
                    "Malfurion Stormrage"):
        deck = deck_from_text(f"Hero: {printed}\n", db)
        assert deck.hero is not None and deck.hero.is_hero and deck.hero.title == printed, printed


def test_the_timewalkers_heroes_are_not_the_raid_bosses_of_their_names(db):
    """The tracker and the 2012 export hold a raid's boss under the name of a later Timewalkers hero
    (Caverns of Time: Archimonde the Defiler, Mannoroth, Queen Azshara; Black Temple: Teron
    Gorefiend; Icecrown Citadel: The Lich King). The Core reference prints the heroes: each is its
    own card, with the reference's class, and legal where every Timewalkers card is; the raid's
    boss stays legal nowhere (CR 100.1: a deck is built around a hero a player can play)."""
    from deckcheck.wowtcg.deck import deck_from_text
    heroes = {"Archimonde the Defiler": "Warlock", "Mannoroth the Destructor": "Warrior",
              "Queen Azshara": "Mage", "Teron Gorefiend": "Death Knight", "The Lich King": "Death Knight"}
    for printed, cls in heroes.items():
        hero = db[f"{printed} (TWP)"]
        assert hero.type == "Hero" and hero.char_class == (cls,) and hero.sets == ("TWP",), printed
        assert {"Core", "Contemporary", "Classic", "Block"} <= set(hero.legal), printed
        assert "TWP" not in db[printed].sets, printed          # the raid's card has the raid's prints only
        assert deck_from_text(f"Hero: {printed}\n", db).hero is hero, printed
    assert db["Teron Gorefiend"].legal == () and db["Teron Gorefiend (TWP)"].faction == ("Horde",)
    assert db["Archimonde the Defiler"].legal == () and "Monster" in db["Archimonde the Defiler (TWP)"].tags
    assert db["The Lich King"].type == "Master Hero" and db["The Lich King"].legal == ("Classic",)


def test_a_timewalkers_hero_deck_is_judged_by_its_hero(db, tmp_path):
    """Teron Gorefiend (Timewalkers), an Orc Death Knight of the Horde: a deck of Horde and neutral
    Death Knight cards is legal in Core and Classic (100.2a); a Mage card is not."""
    from deckcheck.wowtcg.deck import deck_from_text
    from deckcheck.wowtcg.rules import check_deck, get_format
    core = get_format("core")
    dk = sorted(c.name for c in db if c.classes == ("Death Knight",) and set(c.faction) <= {"Horde"}
                and not (c.hero_required or c.talent or c.reputation or c.unknown) and c.name in core.card_list)[:15]
    text = "Hero: Teron Gorefiend\n" + "".join(f"4 {n}\n" for n in dk)
    for fmt in ("core", "classic"):
        report = check_deck(deck_from_text(text, db), get_format(fmt))
        assert report.legal and not report.warnings, (fmt, [v.message for v in report.violations])
    mage = next(c.name for c in db if c.classes == ("Mage",) and not c.faction and c.name in core.card_list)
    report = check_deck(deck_from_text(text + f"1 {mage}\n", db), core)
    assert [v.rule for v in report.errors] == ["100.2a"]


def test_a_core_list_card_the_tracker_calls_legal_nowhere_takes_its_sets_legality(db):
    """Voidshrieker (Betrayal of the Guardian) is on the official Core list; the tracker lists it
    legal nowhere. It is legal where every other card of its set is, and the Rogue ability No Mercy
    of that set is its own card, not the Arena Grand Melee event of that name."""
    assert set(db["Voidshrieker"].legal) == {"Block", "Core", "Contemporary", "Classic"}
    mercy = db["No Mercy (BotG)"]
    assert mercy.type == "Ability" and mercy.classes == ("Rogue",) and mercy.cost == 5 and "Core" in mercy.legal
    assert db["No Mercy"].type == "Event" and db["No Mercy"].cost is None


def test_corrections_apply(db):
    assert db["Timeless Undeath"].classes == ("Death Knight",)      # the reference prints Shaman
    assert "Mage" not in db["Obsidium Cleaver"].classes and "Mage" in db["Rune of Zeth"].classes  # Core reference
    assert db["Spiritwalker Kavi'je"].spec == "Restoration"        # the export's Retribution is no Shaman spec
    assert db["Junkboxes Needed"].classes == ("Rogue",) and db["Zagrun Wolfeye"].race == "Orc"


def test_a_hero_spec_written_in_lower_case_is_a_spec(db):
    """The export writes Grumpherys' spec "Beast mastery": it is his talent spec (100.2c), not a trait."""
    hero = db["Grumpherys"]
    assert hero.spec == "Beast Mastery" and "Beast mastery" not in hero.traits


def test_every_class_icon_printed_is_kept(db):
    """The export ticks every class both on cards with no class icon and on cards printed with all
    ten (the Core reference: "Crown of the Ogre King, 3, DkDrHuMaPaPrRoShLoWa"); the tracker, listing
    all ten, tells them apart."""
    ten = ("Death Knight", "Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior")
    assert db["Crown of the Ogre King"].classes == ten and db["Throwing Starfish"].classes == ten
    assert db["Burn Away"].classes == ()             # ticked so, printed with none (reference and tracker)
    assert db["Alchemist's Stone"].classes == ()     # nine ticked, from before Death Knights: no icon
    assert db["Pierson Vale, Keeper of Secrets"].race == "Worgen"   # printed "Worgern"
    assert db["Champion of Life"].race == "Red Dragonkin"           # printed "Red Dragonking" (a Red Dragonkin count
    #                                                                 missed it: sample audit seed 20270312)


def test_cardcarp_reader_reads_a_dataset_checkout(tmp_path):
    """The dataset's own layout: data/oracle/*.yml in a checkout."""
    from deckcheck.wowtcg.importer import cardcarp
    oracle = tmp_path / "data" / "oracle"
    oracle.mkdir(parents=True)
    src = CARDCARP / "oracle" / "adonal-brokenhoof-reign-of-fire-094.yml"
    (oracle / src.name).write_bytes(src.read_bytes())
    cards = cardcarp.read(tmp_path)
    assert cards["adonal brokenhoof"]["faction"] == ["Horde"]
    (oracle / "bad.yml").write_text("- not a mapping\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bad.yml"):
        cardcarp.read(tmp_path)
    with pytest.raises(ValueError, match="no cardcarp oracle files"):
        cardcarp.read(tmp_path / "nowhere")
