"""The Core reference reader (Cryptozoic's Official Card Reference, Core legal cards, 9 April 2013)."""
from __future__ import annotations

from pathlib import Path

import pytest

REF = Path(__file__).resolve().parents[2] / "shared" / "reference" / "wowtcg"

pytestmark = pytest.mark.skipif(not (REF / "cryptozoic_core_reference_2013-04-09.txt").is_file(),
                                reason="reference data (../shared/reference/wowtcg) not present")


@pytest.fixture(scope="module")
def cards():
    from deckcheck.wowtcg.importer import core
    return {c["name"]: c for c in core.read(REF / core.FILE)}


def test_every_entry_is_read(cards):
    from deckcheck.wowtcg.importer import core
    entries = core.read(REF / core.FILE)
    assert len(entries) == 1568          # the document's own count of entries
    assert len(cards) == 1566            # two names have two entries each


def test_hero_without_cost(cards):
    haku = cards["Haku, Son of Morning"]
    assert (haku["type"], haku["faction"], haku["race"], haku["class"], haku["health"]) == (
        "Hero", ["Horde"], "Tauren", ["Paladin"], 30)
    assert "cost" not in haku


def test_equipment_with_class_abbreviations(cards):
    h = cards["Hammer of Sparks"]   # "Hammer of Sparks, 4, DkPaRoShWa ... 1H Weapon—Mace, Melee (1), 2 [Fire], 2 Strike"
    assert h["classes"] == ["Death Knight", "Paladin", "Rogue", "Shaman", "Warrior"]
    assert (h["cost"], h["atk"], h["damage"], h["strike_cost"]) == (4, 2, "Fire", 2)
    assert h["faction"] == [] and {"1H Weapon", "Mace", "Melee (1)"} <= set(h["tags"])


def test_wrapped_type_line_and_tags(cards):
    a = cards["Abyssal Seahorse"]   # "Monster Ally—Seahorse, Mount (1), 0 [Frost] /" + "3 Health"
    assert (a["atk"], a["damage"], a["health"], a["race"]) == (0, "Frost", 3, "Seahorse")
    assert a["tags"] == ["Monster", "Mount (1)"] and a["traits"] == ["Monster"]
    assert a["text"].startswith("1, [Exhaust] -> Reveal the top card")   # payment and arrow for parse_effects


def test_dual_faction_and_misprints(cards):
    assert cards["Nehru, Timewalker Hunter"]["faction"] == ["Alliance", "Horde"]
    assert cards["Arcane Anomaly"]["damage"] == "Arcane"        # printed "[Acane]"
    assert cards["Queen Azshara"]["health"] == 25               # "25" without its Health label
    assert "health" not in cards["Tauren Sunhoof"]              # "5 [Holy] / Health": the number is missing


def test_restrictions_from_text(cards):
    assert cards["Agamaggan"]["hero_required"] == ["Monster"]
    nesala = cards["Mistress Nesala"]                           # the class wraps onto the next line
    assert nesala["class"] == ["Rogue", "Warlock"] and nesala["health"] == 25
    assert {"faction": "Horde"} in nesala["deckbuilding"]["exclude"]


def test_text_reaches_parse_effects(cards):
    from deckcheck.wowtcg.importer.effects import parse_effects
    wisdom = cards["Wisdom"]                                    # "Draw two cards."
    assert parse_effects(wisdom["text"], wisdom["type"]) == [{"do": "draw", "n": 2}]


def test_not_the_reference(tmp_path):
    from deckcheck.wowtcg.importer import core
    bad = tmp_path / "x.txt"
    bad.write_text("hello\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no card entries"):
        core.read(bad)


def test_a_two_word_ability_subtype_stays_one_tag(cards, db):
    # "Basic Ability—Combat Finishing Move" (Kiss of Death): the tag is "Finishing Move", as the other sources tag
    # the other Finishing Moves (it was split in two words, so "Finishing Move" filters missed the card)
    kiss = cards["Kiss of Death"]
    assert "Finishing Move" in kiss["tags"] and "Move" not in kiss["tags"]
    for name in ("Kiss of Death", "No Mercy (BotG)"):
        assert "Finishing Move" in db[name].tags and "Finishing" not in db[name].tags, name
