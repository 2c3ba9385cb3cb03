"""`deckcheck hero-realms ...` end to end: exit codes, JSON, the error voice."""
from __future__ import annotations

import json
import sys

import pytest

from deckcheck.cli import herorealms


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))


def run(monkeypatch, capsys, *args):
    monkeypatch.setattr(sys, "argv", ["deckcheck", *args])
    with pytest.raises(SystemExit) as exc:
        herorealms.main()
    out, err = capsys.readouterr()
    return exc.value.code, out, err


@pytest.fixture
def decks(tmp_path):
    good = tmp_path / "start.txt"
    good.write_text("# the standard start\n7 Gold\n1 Ruby\n1 Dagger\n1 Shortsword\n", encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text("8 Gold\n1 Ruby\n1 Dagger\n", encoding="utf-8")
    broken = tmp_path / "broken.txt"
    broken.write_text("7 Gold\n0 Ruby\n", encoding="utf-8")
    return good, bad, broken


def test_check_exit_codes(monkeypatch, capsys, decks):
    good, bad, broken = decks
    code, out, _ = run(monkeypatch, capsys, "check", str(good))
    assert code == 0 and "LEGAL" in out and "personal deck: 10 cards (no faction 10)" in out
    code, out, _ = run(monkeypatch, capsys, "check", str(bad), "--json")
    data = json.loads(out)
    assert code == 1 and data["legal"] is False and data["kind"] == "personal"
    assert {v["card"] for v in data["violations"] if v["card"]} == {"Gold", "Shortsword"}
    assert all({"rule", "severity", "message", "fix", "ref", "line"} <= set(v) for v in data["violations"])
    code, out, err = run(monkeypatch, capsys, "check", str(broken))
    assert code == 2 and out == "" and f"{broken}:2: " in err
    code, _, err = run(monkeypatch, capsys, "check", str(good), "--kind", "sideboard")
    assert code == 2 and "--kind" in err


def test_check_market_and_pool(monkeypatch, capsys, tmp_path):
    pool = tmp_path / "pool.yaml"
    pool.write_text("main: {Spark: 4, Profit: 3}\n", encoding="utf-8")
    code, out, _ = run(monkeypatch, capsys, "check", str(pool), "--json")
    data = json.loads(out)
    assert code == 1 and data["violations"][0]["rule"] == "pool.copies"
    code, _, _ = run(monkeypatch, capsys, "check", str(pool), "--boxes", "2")
    assert code == 0
    code, out, _ = run(monkeypatch, capsys, "check", str(pool), "--kind", "market", "--json")
    assert code == 1 and any(v["rule"] == "market.size" for v in json.loads(out)["violations"])


def test_cards_show_and_search(monkeypatch, capsys):
    code, out, err = run(monkeypatch, capsys, "cards", "show", "tithe preist")
    assert code == 0 and "Tithe Priest" in out and "fuzzy" in err
    code, out, _ = run(monkeypatch, capsys, "cards", "show", "Fire Gem", "--json")
    card = json.loads(out)["card"]
    assert card["cost"] == 2 and card["sacrifice"] == [{"do": "combat", "n": 3}]
    code, out, err = run(monkeypatch, capsys, "cards", "show", "Zzyzx")
    assert code == 1 and "unknown card" in err
    code, out, _ = run(monkeypatch, capsys, "cards", "search", "--faction", "wild", "--type", "champion", "--json")
    assert code == 0 and json.loads(out)["copies"] == 9
    code, _, err = run(monkeypatch, capsys, "cards", "search", "--faction", "horde")
    assert code == 2 and "--faction" in err


def test_goldfish_json_is_seeded(monkeypatch, capsys):
    args = ("goldfish", "-n", "300", "--seed", "4", "-p", "expensive", "-p", "gems", "--json")
    code, out, _ = run(monkeypatch, capsys, *args)
    first = json.loads(out)
    assert code == 0 and [p["name"] for p in first["policies"]] == ["expensive", "gems"]
    assert {"kill_turn", "cumulative_pct", "gold_per_turn", "by_turn"} <= set(first["policies"][0])
    _, again, _ = run(monkeypatch, capsys, *args)
    assert json.loads(again) == first


def test_goldfish_text_and_trace(monkeypatch, capsys, decks):
    good, bad, _ = decks
    code, out, _ = run(monkeypatch, capsys, "goldfish", "-n", "50", "--deck", str(good))
    assert code == 0 and "Turns to deal 50 damage" in out and "champions" in out
    code, out, _ = run(monkeypatch, capsys, "goldfish", "--trace", "-p", "champions", "--seed", "9")
    assert code == 0 and out.startswith("turn 1:\n  hand: ") and "champions: the opponent is at 0 on turn" in out
    assert out.split("\n")[1].count(",") == 2             # the first player draws 3
    code, out, _ = run(monkeypatch, capsys, "goldfish", "--trace", "-p", "gems", "--second")
    assert out.split("\n")[1].count(",") == 4             # the second player draws 5
    code, _, err = run(monkeypatch, capsys, "goldfish", "--deck", str(bad))
    assert code == 1 and "not a legal personal deck" in err
    code, _, err = run(monkeypatch, capsys, "goldfish", "-p", "random")
    assert code == 2 and "unknown policy" in err


def test_goldfish_options_match_wows_and_workers_do_not_change_the_numbers(monkeypatch, capsys):
    args = ("goldfish", "-n", "600", "-s", "4", "--turns", "20", "--on-the-draw", "--json", "-p", "focus", "-p", "gems")
    code, one, _ = run(monkeypatch, capsys, *args, "-w", "1")
    assert code in (0, None)
    code, two, _ = run(monkeypatch, capsys, *args, "--workers", "2")
    assert one == two
    data = json.loads(one)
    assert data["player"] == "second" and data["seed"] == 4 and data["games"] == 600
    for p in data["policies"]:
        k = p["kill_turn"]
        assert k["cap"] == 20 and k["mean_ci"][0] <= k["mean"] <= k["mean_ci"][1]
        for t, pct in p["cumulative_pct"].items():
            lo, hi = p["cumulative_ci"][t]
            assert lo <= pct <= hi
    # the old spellings still work
    code, old, _ = run(monkeypatch, capsys, "goldfish", "-n", "600", "--seed", "4", "--max-turns", "20", "--second",
                       "--json", "-p", "focus", "-p", "gems", "-w", "1")
    assert old == one


def test_no_progress_bar_when_stderr_is_not_a_terminal(monkeypatch, capsys):
    from deckcheck.cli.common import progress_bar
    assert progress_bar(10**6, "x") == (None, None)
    code, out, err = run(monkeypatch, capsys, "goldfish", "-n", "3000", "-p", "gems", "-w", "1")
    assert err == "" and "Turns to deal 50 damage" in out
