"""`deckcheck cards ...` through the real entry point (exit codes) and typer's runner (output)."""
from __future__ import annotations

import json
import sys

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app, main

runner = CliRunner()


def cli(*args: str):
    res = runner.invoke(app, list(args))
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return res


def exit_code(monkeypatch, capsys, *args: str) -> tuple[int, str, str]:
    """Run `main()` as the console script does (InputError -> 2)."""
    monkeypatch.setattr(sys, "argv", ["deckcheck", *args])
    with pytest.raises(SystemExit) as info:
        main()
    out, err = capsys.readouterr()
    return info.value.code, out, err


def test_show_json():
    res = cli("cards", "show", "Orgrimmar Grunts", "--json")
    assert res.exit_code == 0
    doc = json.loads(res.stdout)
    card = doc["card"]
    assert doc["outcome"] == "exact"
    assert (card["type"], card["cost"], card["faction"], card["race"], card["char_class"]) == (
        "Ally", 2, ["Horde"], "Orc", ["Warrior"])
    assert "Unlimited" in card["tags"] and card["prints"] == [{"set": "HoA", "number": "254", "rarity": "common"}]


def test_show_table():
    res = cli("cards", "show", "Aimed Shot")
    assert res.exit_code == 0
    for text in ("Aimed Shot", "Marksmanship", "Talent", "HoA #32"):
        assert text in res.stdout


def test_show_unknown_facts_and_deckbuilding():
    # Ahul (War of the Ancients) is not in the 2012 export: the Core reference gives its facts
    card = json.loads(cli("cards", "show", "Ahul Moonspeaker", "--json").stdout)["card"]
    assert (card["faction"], card["atk"], card["health"], card.get("unknown")) == (["Horde"], 1, 4, None)
    doc = json.loads(cli("cards", "show", "Nuada Windwaker", "--json").stdout)
    assert {"faction", "atk", "health"} <= set(doc["card"]["unknown"])
    out = cli("cards", "show", "Arch Druid Lilliandra").stdout
    assert "Deckbuilding +" in out and "class=Druid" in out


def test_show_misspelling_reads_the_suggestion(monkeypatch, capsys):
    code, out, err = exit_code(monkeypatch, capsys, "cards", "show", "Orgrimar Grunts")
    assert code == 0 and "Orgrimmar Grunts" in out and "fuzzy" in err


def test_show_unknown_exits_1_with_suggestions(monkeypatch, capsys):
    code, out, err = exit_code(monkeypatch, capsys, "cards", "show", "Savage Blo")
    assert code == 1 and "Savage Beatdown" in err and err.count("\n") == 1
    code, out, err = exit_code(monkeypatch, capsys, "cards", "show", "Savage Blo", "--json")
    assert code == 1 and json.loads(out)["outcome"] == "ambiguous"


def test_search_filters():
    doc = json.loads(cli("cards", "search", "--type", "Ally", "--faction", "Horde", "--race", "Orc",
                         "--cost", "2", "--set", "HoA", "--tag", "Unlimited", "--limit", "0", "--json").stdout)
    names = [c["name"] for c in doc["cards"]]
    assert "Orgrimmar Grunts" in names and doc["total"] == len(names)
    assert all(c["cost"] == 2 and c["faction"] == ["Horde"] for c in doc["cards"])


def test_search_text_and_class():
    doc = json.loads(cli("cards", "search", "shot", "--class", "Hunter", "--limit", "0", "--json").stdout)
    names = {c["name"] for c in doc["cards"]}
    assert "Aimed Shot" in names and all("shot" in n.lower() for n in names)


def test_search_limit_and_table():
    res = cli("cards", "search", "--set", "Heroes of Azeroth", "--limit", "5")
    assert res.exit_code == 0 and "first 5" in res.stdout


def test_search_unknown_set_exits_2(monkeypatch, capsys):
    code, out, err = exit_code(monkeypatch, capsys, "cards", "search", "--set", "Nowhere")
    assert code == 2 and err.strip() == "deckcheck: error: --set: unknown set 'Nowhere'"


def test_usage_error_exits_2(monkeypatch, capsys):
    code, _, err = exit_code(monkeypatch, capsys, "cards", "search", "--cost", "two")
    assert code == 2 and "Traceback" not in err


def test_heroes():
    doc = json.loads(cli("cards", "heroes", "--class", "Paladin", "--faction", "Horde", "--json").stdout)
    names = {h["name"] for h in doc["heroes"]}
    assert "Addisyn the Untouchable" in names and doc["total"] == len(names)
    assert all("Paladin" in h["char_class"] for h in doc["heroes"])
    out = cli("cards", "heroes", "--race", "Orc").stdout
    assert "Orc" in out and "hero(es)" in out


def test_feeds_check_json(tmp_path):
    from conftest import FIXTURES
    doc = json.loads(cli("feeds", "check", str(FIXTURES / "feeds" / "custom_set.yaml"), "--json").stdout)
    assert doc["ok"] and doc["games"][0]["game"] == "wowtcg" and doc["games"][0]["cards"] > 6000


def test_feeds_check_picks_the_game_from_the_feed():
    """A Hero Realms feed is checked by the Hero Realms loader (`game: hero-realms`)."""
    from deckcheck.paths import DATA_DIR
    doc = json.loads(cli("feeds", "check", str(DATA_DIR / "herorealms" / "base_set.yaml"), "--alone",
                         "--json").stdout)
    assert doc["games"] == [{"game": "hero-realms", "files": [str(DATA_DIR / "herorealms" / "base_set.yaml")],
                             "cards": 59, "prints": None}]


def test_show_names_a_cards_namesakes():
    """Two cards are printed as Death Coil (issue 10): each says the other exists, and how to name it."""
    doc = json.loads(cli("cards", "show", "Death Coil", "--json").stdout)
    assert (doc["card"]["classes"], doc["namesakes"]) == (["Warlock"], ["Death Coil (DKS)"])
    dk = json.loads(cli("cards", "show", "Death Coil (DKS)", "--json").stdout)
    assert (dk["card"]["title"], dk["card"]["classes"], dk["namesakes"]) == ("Death Coil", ["Death Knight"],
                                                                          ["Death Coil"])
    assert "Same name" in cli("cards", "show", "Death Coil").stdout
