"""Root cause first (issue 13): a deck whose errors mostly depend on its hero, and which another
hero would clear, gets one leading line naming that hero (CR 100.2a/100.2c decide the errors)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.wowtcg.deck import deck_from_text
from deckcheck.wowtcg.rules import check_deck
from deckcheck.wowtcg.outcome import check_outcome
from deckcheck.wowtcg.rules.rootcause import fold, root_cause

DECKS = Path(__file__).resolve().parents[1] / "data" / "decks"


def senzir_as(hero: str) -> str:
    text = (DECKS / "senzir_beast_mastery.txt").read_text(encoding="utf-8")
    return text.replace("Hero: Sen'zir Beastwalker", f"Hero: {hero}")


def test_wrong_hero_line_names_the_hero_the_deck_fits(db):
    """Sen'zir's Horde Hunter deck under Litori (an Alliance Mage): every error is 100.2a/100.2c."""
    deck = deck_from_text(senzir_as("Litori Frostburn"), db)
    report = check_deck(deck)
    assert len(report.errors) >= 20 and all(v.rule in ("100.2a", "100.2c") for v in report.errors)
    cause = root_cause(deck, report, db.heroes())
    assert cause is not None and cause.legal
    assert "Hunter" in cause.hero.char_class and "Horde" in cause.hero.faction
    assert cause.hero.spec == "Beast Mastery"          # the deck's Talents are Beast Mastery
    assert cause.message == f"fits {cause.hero.name} (Hunter): is the hero line right?"
    assert "Sen'zir Beastwalker" in [cause.hero.name, *cause.others]
    folded, rest = fold(report, cause)
    assert len(folded) == len(report.errors) and not [v for v in rest if v.is_error]
    d = cause.as_dict()
    assert d["current_hero"] == "Litori Frostburn" and d["depends_on_hero"] == len(report.errors)


def test_no_root_cause_for_a_legal_deck_or_a_few_stray_cards(db):
    deck = deck_from_text(senzir_as("Sen'zir Beastwalker"), db)
    out = check_outcome(deck, db)
    assert out.report.legal and out.cause is None and out.status == "legal"
    # two Alliance cards in a Horde deck: their own problem, not a wrong hero line (fewer than 3)
    text = senzir_as("Sen'zir Beastwalker") + "2 Anika Berlyn\n"
    deck = deck_from_text(text, db)
    out = check_outcome(deck, db)
    assert not out.report.legal and out.cause is None and out.status == "illegal"


def test_no_root_cause_when_most_errors_do_not_depend_on_the_hero(db):
    """A 20-card pile with 5 Bloodclaw: size and copies (100.1, 100.4) outweigh the hero errors."""
    deck = deck_from_text("Hero: Litori Frostburn\n5 Bloodclaw\n4 Arcane Shot\n", db)
    report = check_deck(deck)
    assert root_cause(deck, report, db.heroes()) is None


def test_check_text_leads_with_the_root_cause_and_json_keeps_every_error(db, tmp_path):
    f = tmp_path / "deck.txt"
    f.write_text(senzir_as("Litori Frostburn"), encoding="utf-8")
    runner = CliRunner()
    text = runner.invoke(app, ["check", str(f)])
    assert text.exit_code == 1
    lines = text.output.splitlines()
    assert lines[1].startswith("  root cause: fits ") and lines[1].endswith(": is the hero line right?")
    assert "depend on the hero Litori Frostburn" in lines[2]
    assert "100.2a" not in "\n".join(lines[4:])       # the per-card errors are folded
    d = json.loads(runner.invoke(app, ["check", str(f), "--json"]).output)
    assert d["root_cause"]["depends_on_hero"] == d["errors"] == len(d["violations"])
    assert d["root_cause"]["message"].startswith("fits ")
