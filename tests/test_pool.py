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
def pool():
    from deckcheck.wowtcg.importer.build import build_pool
    return build_pool(REF, CARDCARP)


def test_disagreement_report_totals(pool):
    """Pinned: a change of source, precedence or reader shows here (and in the printed report)."""
    assert pool.report.summary() == {
        'disagree cost': 50, 'disagree atk': 22, 'disagree health': 17, 'disagree defense': 5,
        'disagree strike_cost': 28, 'disagree faction': 8, 'disagree classes': 209, 'disagree tags': 130,
        'disagree traits': 1, 'disagree race': 225, 'disagree class': 20, 'disagree spec': 26,
        'disagree professions': 3, 'disagree restrictions': 8, 'disagree deckbuilding': 39, 'cards': 6512,
        'cards that share their printed name with another (namesakes)': 104,
        'tracker records of another card of the same name (legality not taken)': 7,
        'cards given the legality every card of their set has (no tracker record of their own)': 20,
        'corrections applied': 6,
        "prints kept without their number (the number is another card's in that set)": 182,
        'cards with unknown faction': 64, 'core list cards': 1568,
        'core list vs tracker tags: only in list': 25, 'core list vs tracker tags: only tagged': 206,
    }


def test_report_names_the_winner_and_examples(pool):
    lines = pool.report.lines()
    faction = next(i for i, line in enumerate(lines) if line.startswith("  faction:"))
    assert "won: tsv 8" in lines[faction] and lines[faction + 1].startswith("    e.g. ")
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
    assert {"Edwin VanCleef", "Edwin VanCleef (TWP)", "Lady Vashj (TWP)"} <= set(doc["cards"])
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


def test_corrections_apply(db):
    assert db["Timeless Undeath"].classes == ("Death Knight",)      # the reference prints Shaman
    assert db["Pierson Vale, Keeper of Secrets"].race == "Worgen"   # printed "Worgern"


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
