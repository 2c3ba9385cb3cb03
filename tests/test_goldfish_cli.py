"""`deckcheck goldfish` driven through typer's runner, on fixture decks."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from typer.testing import CliRunner

from conftest import FIXTURES
from deckcheck.cli.goldfish import app

DECK = str(FIXTURES / "goldfish" / "ideas__horde_warrior_gorebelly.txt")
DECK2 = str(FIXTURES / "goldfish" / "battle_ready__horde_hunter_senzir_beastwalker.txt")
runner = CliRunner()


def test_json_report():
    res = runner.invoke(app, [DECK, "--games", "400", "--seed", "5", "--json", "--workers", "1"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["games"] == 400 and r["cards"] == 60 and r["hero"] == "Gorebelly"
    assert len(r["by_turn"]) == 12 and r["by_turn"][-1]["killed_by_now_pct"] == r["killed_pct"]
    assert r["kill_turn"]["p10"] <= r["kill_turn"]["median"] <= r["kill_turn"]["p90"]
    assert r["unmodelled"]["copies"] == sum(c["copies"] for c in r["unmodelled"]["cards"]) > 0
    assert any(o["kind"].startswith("early") for o in r["odds"])
    again = runner.invoke(app, [DECK, "--games", "400", "--seed", "5", "--json", "--workers", "2"])
    assert json.loads(again.stdout) == r


def test_text_report_and_comparison():
    res = runner.invoke(app, [DECK, DECK2, "--games", "300", "--workers", "1"])
    assert res.exit_code == 0, res.output
    assert "Cumulative % of games won" in res.stdout and "Gorebelly" in res.stdout
    assert "Sen'zir Beastwalker" in res.stdout
    assert "have effects the engine does not model" in " ".join(res.stdout.split())


def test_trace_in_plain_words():
    res = runner.invoke(app, [DECK, "--trace", "--seed", "2"])
    assert res.exit_code == 0, res.output
    assert "Opening hand:" in res.stdout and "Turn 1:" in res.stdout


def test_illegal_deck_refused_unless_allowed(tmp_path):
    lines = [l for l in open(DECK).read().splitlines() if l != "2 Skewer"]   # 58 cards
    short = tmp_path / "short.txt"
    short.write_text("\n".join(lines) + "\n")
    res = runner.invoke(app, [str(short), "--games", "50"])
    assert res.exit_code == 1
    res = runner.invoke(app, [str(short), "--games", "50", "--allow-illegal", "--json"])
    assert res.exit_code == 0 and json.loads(res.stdout)["cards"] == 58


def test_unknown_policy_is_a_usage_error():
    res = runner.invoke(app, [DECK, "--policy", "nope"])
    assert res.exit_code == 2


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_short_deck_allowed_plays_and_is_decked(tmp_path):
    small = _write(tmp_path, "small.txt", "# HERO Gorebelly [Heroes of Azeroth #9]\n2 Voss Treebender\n")
    res = runner.invoke(app, [small, "--allow-illegal", "--games", "40", "--workers", "1", "--json"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["cards"] == 2 and r["deckouts"] == 40 and r["mulligan_pct"] == 0.0
    res = runner.invoke(app, [small, "--allow-illegal", "--games", "40", "--workers", "1"])
    assert res.exit_code == 0 and "Traceback" not in res.output
    res = runner.invoke(app, [small, "--allow-illegal", "--trace"])
    assert res.exit_code == 0 and "decked" in res.stdout


def test_empty_or_hero_only_deck_is_a_one_line_error(tmp_path):
    hero_only = _write(tmp_path, "hero.txt", "# HERO Gorebelly [Heroes of Azeroth #9]\n")
    empty = _write(tmp_path, "empty.txt", "")
    for path in (hero_only, empty):           # as the console script runs it (InputError -> exit 2)
        res = subprocess.run([sys.executable, "-m", "deckcheck", "goldfish", path, "--allow-illegal",
                              "--games", "10"], capture_output=True, text=True)
        assert res.returncode == 2, res.stderr
        assert res.stderr.startswith("deckcheck: error: ") and res.stderr.count("\n") == 1, res.stderr
        assert res.stdout == ""


def test_illegal_deck_refusal_in_the_check_voice(tmp_path):
    lines = [l for l in open(DECK).read().splitlines() if l != "2 Skewer"]   # 58 cards
    short = _write(tmp_path, "short.txt", "\n".join(lines) + "\n")
    res = runner.invoke(app, [short, "--games", "50"])
    assert res.exit_code == 1
    err = res.stderr.splitlines()
    assert err[0] == f"deckcheck: error: {short}: illegal for constructed (use --allow-illegal to play it anyway)"
    assert len(err) >= 2 and all(l.startswith("  ") for l in err[1:])
    assert "Violation(" not in res.stderr and "Severity" not in res.stderr
    assert any(l.startswith("  100.1: the main deck has 58 cards") and "  fix: " in l for l in err[1:])
    assert res.stdout == ""
    res = runner.invoke(app, [short, "--games", "50", "--json"])
    assert res.exit_code == 1
    r = json.loads(res.stdout)
    assert r["deck"] == short and r["legal"] is False and r["violations"]
    assert all(v["severity"] == "error" and {"rule", "message", "lines", "fix"} <= set(v) for v in r["violations"])


def test_violation_lines_are_shown(tmp_path):
    # four copies over the limit on a numbered line
    lines = open(DECK).read().splitlines()
    lines = [("6 Voss Treebender" if l == "4 Voss Treebender" else l) for l in lines if l != "2 Skewer"]
    bad = _write(tmp_path, "bad.txt", "\n".join(lines) + "\n")
    res = runner.invoke(app, [bad, "--games", "50"])
    assert res.exit_code == 1
    n = lines.index("6 Voss Treebender") + 1
    assert any(l.startswith("  ") and f" line {n}: " in l and "Voss Treebender" in l
               for l in res.stderr.splitlines()), res.stderr


def test_trace_as_json():
    res = runner.invoke(app, [DECK, "--trace", "--json", "--seed", "2"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    assert r["seed"] == 2 and r["deck"] and r["hero"] == "Gorebelly"
    assert r["trace"][0].startswith("Opening hand:") and any(l.startswith("Turn 1:") for l in r["trace"])
    plain = runner.invoke(app, [DECK, "--trace", "--seed", "2"])
    flat = " ".join(plain.stdout.split())
    assert all(" ".join(l.split()) in flat for l in r["trace"])
    both = json.loads(runner.invoke(app, [DECK, DECK2, "--trace", "--json"]).stdout)
    assert [t["hero"] for t in both["compare"]] == ["Gorebelly", "Sen'zir Beastwalker"]


@pytest.mark.parametrize("opt,value", [("--games", "0"), ("--games", "-5"), ("--turns", "-1"), ("--turns", "0"),
                                       ("--turns", "61"), ("--workers", "-2"), ("--health", "0"),
                                       ("--odds-k", "0")])
def test_out_of_range_options_are_one_line_errors(opt, value):
    res = runner.invoke(app, [DECK, opt, value])
    assert res.exit_code == 2
    assert res.stderr == f"deckcheck: error: {opt} {value}: " + res.stderr.split(": ", 3)[3]
    assert res.stderr.count("\n") == 1 and "╭" not in res.stderr


def test_odds_for_named_cards_and_k():
    res = runner.invoke(app, [DECK, "--games", "200", "--workers", "1", "--json", "--odds-k", "2",
                              "--odds-card", "voss treebender", "--odds-card", "Annihilator"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    rows = {o["kind"]: o for o in r["odds"] if o.get("asked")}
    assert set(rows) == {"Voss Treebender", "Annihilator"} and r["odds_k"] == 2
    assert rows["Voss Treebender"]["at_least"] == 2 and rows["Voss Treebender"]["copies"] == 4
    assert 0 < rows["Voss Treebender"]["no_mulligan_pct"]["3"] < 100
    res = runner.invoke(app, [DECK, "--games", "200", "--workers", "1", "--odds-k", "2", "--odds-card", "Annihilator"])
    assert res.exit_code == 0
    text = " ".join(res.stdout.split())
    assert "Exact odds (%) of at least 2" in text and "Annihilator" in text
    res = runner.invoke(app, [DECK, "--odds-card", "zzqqxx"])
    assert res.exit_code == 2 and res.stderr.startswith("deckcheck: error: --odds-card: ")
