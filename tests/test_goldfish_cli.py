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
    assert "Opening hand (7 cards):" in res.stdout and "Turn 1:" in res.stdout


def test_trace_lists_every_draw_one_card_per_line_also_in_json():
    """Every card drawn (draw steps and card-draw effects, quest rewards included) is in the trace,
    one card per line, and the JSON trace has the same cards by name (names with commas intact)."""
    res = runner.invoke(app, [DECK2, "--trace", "--seed", "3", "--json"])
    assert res.exit_code == 0, res.output
    tr = json.loads(res.stdout)
    lines = tr["trace"]
    hand = tr["opening_hand"]
    assert len(hand) == 7
    start = lines.index("Opening hand (7 cards):") if "Mulligan" not in " ".join(lines) else \
        next(i for i, l in enumerate(lines) if l.startswith("Mulligan"))
    assert [l[4:] for l in lines[start + 1:start + 8]] == hand
    drawn_lines = [l.strip()[len("draws "):-1] for l in lines if l.strip().startswith("draws ")]
    assert drawn_lines == [d["card"] for d in tr["draws"]]
    # one draw per draw step on the play (none on turn 1), plus the effects' draws
    steps = {d["turn"] for d in tr["draws"]}
    assert steps.isdisjoint({1}) and len(tr["draws"]) >= len([l for l in lines if l.startswith("Turn ")]) - 1
    text = runner.invoke(app, [DECK2, "--trace", "--seed", "3"]).stdout
    assert all(f"  - {c}" in text for c in hand)


def test_versus_hero_and_the_median_default():
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.goldfish.runner import median_hero_health
    db = load_db()
    healths = sorted(h.health for h in db.heroes() if isinstance(h.health, int))
    assert median_hero_health(db) == healths[len(healths) // 2] != 25
    res = runner.invoke(app, [DECK, "--games", "300", "--json", "-w", "1"])
    r = json.loads(res.stdout)
    assert r["goldfish_health"] == median_hero_health(db) and "median" in r["opponent"]
    res = runner.invoke(app, [DECK, "--games", "300", "--json", "-w", "1", "--versus", "Litori Frostburn"])
    r25 = json.loads(res.stdout)
    assert r25["goldfish_health"] == 25 and r25["opponent"] == "Litori Frostburn (25 health)"
    assert r25["kill_turn"]["mean"] < r["kill_turn"]["mean"]
    text = runner.invoke(app, [DECK, "--games", "200", "-w", "1"]).stdout
    assert "the median of the pool's" in " ".join(text.split())
    bad = runner.invoke(app, [DECK, "--versus", "Frostbolt"])
    assert bad.exit_code == 2 and "not a hero" in bad.stderr
    assert runner.invoke(app, [DECK, "--versus", "Litori Frostburn", "--health", "20"]).exit_code == 2


def test_every_percentage_has_a_wilson_interval():
    res = runner.invoke(app, [DECK, "--games", "800", "--seed", "4", "--json", "-w", "1", "--turns", "8"])
    r = json.loads(res.stdout)
    lo, hi = r["killed_ci"]
    assert lo <= r["killed_pct"] <= hi and hi - lo < 10
    m = r["kill_turn"]
    assert m["mean_ci"][0] < m["mean"] < m["mean_ci"][1]
    for b in r["by_turn"]:
        assert b["killed_by_now_ci"][0] <= b["killed_by_now_pct"] <= b["killed_by_now_ci"][1]
    assert r["mulligan_ci"][0] <= r["mulligan_pct"] <= r["mulligan_ci"][1]
    assert 0 < r["nothing_castable_pct"] < 100
    for s in r["stranded"]:
        assert s["per_copy_ci"][0] <= s["per_copy_pct"] <= s["per_copy_ci"][1]
    spent = [b for b in r["by_turn"] if b["spent_share_pct"] is not None]
    assert spent and all(b["spent_share_ci"][0] <= b["spent_share_pct"] <= b["spent_share_ci"][1] for b in spent)
    # more games, a narrower interval around about the same value
    big = json.loads(runner.invoke(app, [DECK, "--games", "8000", "--seed", "4", "--json", "--turns", "8"]).stdout)
    assert big["killed_ci"][1] - big["killed_ci"][0] < hi - lo
    assert lo - 1 <= big["killed_pct"] <= hi + 1


def test_two_decks_paired_difference_per_turn():
    res = runner.invoke(app, [DECK, DECK2, "--games", "2000", "--seed", "6", "--json", "-w", "1"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    a, b = out["compare"]
    diff = out["differences"][0]
    assert diff["paired_games"] == 2000 and len(diff["by_turn"]) == 12
    for row, ra, rb in zip(diff["by_turn"], a["by_turn"], b["by_turn"]):
        assert row["difference_pp"] == pytest.approx(ra["killed_by_now_pct"] - rb["killed_by_now_pct"], abs=0.02)
        assert row["ci"][0] <= row["difference_pp"] <= row["ci"][1]
    text = runner.invoke(app, [DECK, DECK2, "--games", "500", "-w", "1"]).stdout
    assert "paired games" in text and " pp (" in text


def test_mulligan_rules_compared_on_the_same_seeds():
    res = runner.invoke(app, [DECK, "--games", "1500", "--json", "-w", "1",
                              "--mulligan", "2-5", "--mulligan", "never", "--mulligan", "3-4@2"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    rules = [r["mulligan_rule"] for r in out["compare"]]
    assert rules == ["2-5@3", "never", "3-4@2"]
    assert out["compare"][1]["mulligan_pct"] == 0.0           # never: every hand kept
    assert out["compare"][2]["mulligan_pct"] > out["compare"][0]["mulligan_pct"]
    assert len(out["differences"]) == 2
    one = json.loads(runner.invoke(app, [DECK, "--games", "300", "--json", "-w", "1", "--mulligan", "never"]).stdout)
    assert one["mulligan_pct"] == 0.0 and one["mulligan_rule"] == "never"
    bad = runner.invoke(app, [DECK, "--mulligan", "5-2"])
    assert bad.exit_code == 2 and "mulligan rule" in bad.stderr


def test_impact_per_card_opening_hand_and_by_turn():
    res = runner.invoke(app, [DECK2, "--games", "3000", "--json", "-w", "1", "--impact"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    imp = r["impact"]
    assert imp["seen_by"] == "opening hand" and imp["games"] == 3000
    rows = {c["card"]: c for c in imp["cards"]}
    assert sum(c["copies"] for c in imp["cards"]) == 60
    for c in imp["cards"]:
        assert c["games_with"] + c["games_without"] == 3000
        if c["mean_kill_difference"] is not None:
            lo, hi = c["mean_kill_difference_ci"]
            assert lo <= c["mean_kill_difference"] <= hi
    # a 4-of is in about 40% of opening hands (exact odds 39.9%)
    four = next(c for c in imp["cards"] if c["copies"] == 4)
    assert 0.33 < four["games_with"] / 3000 < 0.47
    by4 = json.loads(runner.invoke(app, [DECK2, "--games", "1000", "--json", "-w", "1", "--impact",
                                         "--impact-turn", "4"]).stdout)["impact"]
    assert by4["seen_by"] == "drawn by turn 4"
    name = four["card"]
    assert next(c for c in by4["cards"] if c["card"] == name)["games_with"] / 1000 > 0.45
    text = runner.invoke(app, [DECK2, "--games", "500", "-w", "1", "--impact"]).stdout
    assert "Impact" in text and name in text
    assert rows


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
    assert r["trace"][0].startswith("Opening hand (7 cards)") and any(l.startswith("Turn 1:") for l in r["trace"])
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


SENZIR_BUNDLED = str(FIXTURES.parent.parent / "data" / "decks" / "senzir_beast_mastery.txt")


def test_per_card_report_says_what_the_engine_did_with_each_card():
    """Issue 23: per card, its text's effect (played, no bearing, unmodelled, or no text) and review state, copies
    played per game, and for a card drawn but never played, why; the same in --json; and the note that kill turns
    are this play policy's."""
    res = runner.invoke(app, [SENZIR_BUNDLED, "--games", "300", "--seed", "3", "--json", "--workers", "1"])
    assert res.exit_code == 0, res.output
    r = json.loads(res.stdout)
    cards = {row["card"]: row for row in r["per_card"]}
    assert sum(row["copies"] for row in r["per_card"]) == 60
    assert cards["Torek's Assault"]["effect"] == "played" and cards["Torek's Assault"]["played_per_game"] > 0
    assert cards["Bloodclaw"]["effect"] == "no text"
    # Burn Away destroys an opposing ability: never played, and the report says why
    assert cards["Burn Away"]["never_played"] and cards["Burn Away"]["why"].startswith("no bearing")
    assert cards["Into the Maw of Madness"]["effect"] == "played"      # (issue 23: destroyed to complete it)
    assert cards["Ravenous Bite"]["review"] == "corrected"
    assert "not the deck's best line" in r["policy_note"]
    text = runner.invoke(app, [SENZIR_BUNDLED, "--games", "300", "--seed", "3", "--workers", "1"])
    flat = " ".join(text.stdout.split())
    assert "Per card: what the engine did" in flat and "Burn Away" in flat
    assert "not the deck's best line" in flat
