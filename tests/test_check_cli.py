"""`deckcheck check` through a real subprocess (`python -m deckcheck check ...`): exit codes 0 legal,
1 illegal, 2 unreadable; the JSON report; `--heroes`, `--hero`, `--pool`, `--format`."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "data" / "decks"
SENZIR = DECKS / "senzir_beast_mastery.txt"
LITORI = DECKS / "litori_frost.txt"


def run(*args: str, cwd=REPO):
    return subprocess.run([sys.executable, "-m", "deckcheck", "check", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def run_json(*args: str):
    p = run(*args, "--json")
    return p.returncode, json.loads(p.stdout)


@pytest.fixture
def deckfile(tmp_path):
    def make(text: str, name: str = "deck.txt") -> Path:
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        return p
    return make


def test_legal_example_exit_0():
    p = run(SENZIR)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "LEGAL" in p.stdout and "Sen'zir Beastwalker" in p.stdout


@pytest.mark.parametrize("path", sorted(DECKS.glob("*.txt")), ids=lambda p: p.stem)
def test_every_example_deck_exits_0(path):
    assert run(path, "--format", "classic").returncode == 0


def test_json_report_shape():
    code, d = run_json(LITORI)
    assert code == 0
    assert d["legal"] is True and d["hero"] == "Litori Frostburn"
    assert d["counts"] == {"main": 60, "side": 10}
    assert d["violations"] == []


def test_json_violation_fields(deckfile):
    """100.4 through the CLI: 5 Frostbolt across main and side, fix names the side deck."""
    text = LITORI.read_text().replace("2 Frostbolt\n2 Counterspell", "3 Frostbolt\n1 Counterspell")
    code, d = run_json(deckfile(text))
    assert code == 1 and d["legal"] is False
    [v] = d["violations"]
    assert {"rule", "severity", "card", "message", "fix"} <= set(v)
    assert (v["rule"], v["severity"], v["card"]) == ("100.4", "error", "Frostbolt")
    assert v["fix"] == "remove 1 Frostbolt from the side deck"
    assert v["count"] == 5 and v["limit"] == 4


def test_illegal_exit_1_with_rule_numbers(deckfile):
    text = SENZIR.read_text().replace("4 Bloodclaw\n", "3 Bloodclaw\n") + "1 Warden Ravella\n"
    p = run(deckfile(text))
    assert p.returncode == 1
    assert "ILLEGAL" in p.stdout and "100.2a" in p.stdout and "fix:" in p.stdout


def test_side_deck_of_9_is_illegal(deckfile):
    """100.3 via the CLI."""
    text = LITORI.read_text().replace("2 Arcane Intellect\n", "1 Arcane Intellect\n")
    code, d = run_json(deckfile(text))
    assert code == 1 and d["counts"]["side"] == 9
    assert [v["rule"] for v in d["violations"]] == ["100.3"]


def test_format_option_classic_and_contemporary():
    assert run(SENZIR, "--format", "classic").returncode == 0
    code, d = run_json(SENZIR, "--format", "contemporary")
    assert code == 1 and d["format"] == "contemporary"
    assert {v["rule"] for v in d["violations"]} == {"format"}


def test_unknown_format_exit_2():
    p = run(SENZIR, "--format", "no-such-format")
    assert p.returncode == 2
    assert "Traceback" not in p.stderr and "no-such-format" in (p.stdout + p.stderr)


@pytest.mark.parametrize("content", [b"\x00\x01\x02garbage\xff" * 10, b"\xff\xfe\xfa not utf8"])
def test_unreadable_exit_2(tmp_path, content):
    p = tmp_path / "bad.txt"
    p.write_bytes(content)
    r = run(p)
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_missing_file_exit_2(tmp_path):
    r = run(tmp_path / "nope.txt")
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_reading_outcomes_in_json(deckfile):
    """Unknown card: an error with suggestions; fuzzy: a warning naming what it was read as;
    ambiguous prefix: the candidates."""
    text = SENZIR.read_text() + "1 Frozbolt Qwerty\n1 Frostblot\n1 Anchorite\n"
    code, d = run_json(deckfile(text))
    assert code == 1
    names = [v for v in d["violations"] if v["rule"] == "name"]
    msgs = " | ".join(v["message"] for v in names)
    assert "unknown card 'Frozbolt Qwerty'; did you mean Frostbolt" in msgs
    assert "read 'Frostblot' as Frostbolt" in msgs
    assert "Anchorite Alonora" in msgs
    assert {v["severity"] for v in names} == {"error", "warning"}
    assert all(v["line"] for v in names)
    assert {n["outcome"] for n in d["names"]} >= {"unknown", "fuzzy", "ambiguous"}


def test_fuzzy_only_is_legal_with_a_warning(deckfile):
    text = SENZIR.read_text().replace("4 Bloodclaw\n", "4 Bloodclaww\n")
    code, d = run_json(deckfile(text))
    assert code == 0 and d["legal"] is True
    [v] = d["violations"]
    assert v["severity"] == "warning" and "Bloodclaw" in v["message"]


def test_pins_read(deckfile):
    text = ("Hero: Sen'zir Beastwalker [Heroes of Azeroth #14]\n"
            + SENZIR.read_text().split("\n", 2)[2].replace("4 Bloodclaw\n", "2 Bloodclaw (HoA)\n2 Bloodclaw\n"))
    code, d = run_json(deckfile(text))
    assert code == 0, d["violations"]


def test_hero_option_overrides(deckfile):
    """--hero Litori Frostburn on a Horde Hunter deck: 100.2a errors."""
    code, d = run_json(SENZIR, "--hero", "Litori Frostburn")
    assert code == 1 and d["hero"] == "Litori Frostburn"
    assert "100.2a" in {v["rule"] for v in d["violations"]}
    assert run(SENZIR, "--hero", "Frostbolt").returncode == 2


def test_hero_typo_suggests_heroes_only(db):
    """A --hero typo is read among the heroes: "Senzir Hunter" suggests Sen'zir Beastwalker (it used to offer
    Huntress and Nehru, allies); a hero typo reads as the hero; a card that is no hero is refused as such."""
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.outcome import find_hero
    with pytest.raises(InputError) as e:
        find_hero(db, "Senzir Hunter")
    assert str(e.value.args[0]).startswith("unknown hero 'Senzir Hunter'; did you mean: Sen'zir Beastwalker")
    assert "Huntress" not in str(e.value)
    assert find_hero(db, "Sen'zir Beastwlker").name == "Sen'zir Beastwalker"
    with pytest.raises(InputError, match="Arcane Breach is not a hero"):
        find_hero(db, "Arcane Breach")
    p = run(SENZIR, "--hero", "Senzir Hunter")
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "Sen'zir Beastwalker" in p.stderr


def test_heroes_lists_legal_heroes_for_a_pile(deckfile, db):
    """--heroes: which heroes this pile of cards is legal with (no hero line needed)."""
    text = SENZIR.read_text().replace("Hero: Sen'zir Beastwalker\n", "")
    p = run(deckfile(text), "--heroes", "--json")
    assert p.returncode == 0
    d = json.loads(p.stdout)
    legal = [h["hero"] for h in d["heroes"] if h["legal"] and h["verified"]]
    assert legal
    assert "Sen'zir Beastwalker" in legal
    # heroes without Deckbuilding text are held to 100.2a: only Horde Hunters take this pile
    # (a hero whose faction the data lacks is "unverified", ranked after these)
    plain = [n for n in legal if db[n].deckbuilding is None]
    assert plain and all("Hunter" in db[n].char_class and "Horde" in db[n].faction for n in plain)
    assert d["heroes"][0]["legal"]


def test_five_problems_all_reported(deckfile):
    text = (LITORI.read_text().split("Sideboard:")[0].replace("1 Battle of Darrowshire\n", "")
            + "1 Chimera Shot\n1 Blood Fury\n3 Frostbolt\nSideboard:\n1 Anchorite Alonora\n1 Arcanist Alathana\n")
    code, d = run_json(deckfile(text))
    assert code == 1
    assert {"100.2a", "100.2b", "100.2d", "100.3", "100.4"} <= {v["rule"] for v in d["violations"]}


def test_limited_with_pool(deckfile, tmp_path):
    """100.3 Limited: --pool; a 30-card deck within the pool is legal; over the pool is not."""
    deck = deckfile("Hero: Sen'zir Beastwalker\n4 Bloodclaw\n26 Orgrimmar Grunts\n")
    pool = deckfile("Hero: Sen'zir Beastwalker\n4 Bloodclaw\n30 Orgrimmar Grunts\n2 Chops\n", "pool.txt")
    assert run(deck, "--format", "limited", "--pool", pool).returncode == 0
    small = deckfile("Hero: Sen'zir Beastwalker\n3 Bloodclaw\n30 Orgrimmar Grunts\n", "small.txt")
    code, d = run_json(deck, "--format", "limited", "--pool", small)
    assert code == 1 and [v["card"] for v in d["violations"]] == ["Bloodclaw"]
