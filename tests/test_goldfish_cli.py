"""`deckcheck goldfish` driven through typer's runner, on fixture decks."""
from __future__ import annotations

import json

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
