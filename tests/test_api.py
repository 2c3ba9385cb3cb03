"""The Python API (`import deckcheck`): the README's example runs and prints what it shows."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import deckcheck
from deckcheck.errors import InputError

ROOT = Path(__file__).resolve().parents[1]
SENZIR = ROOT / "data" / "decks" / "senzir_beast_mastery.txt"


def _readme_example() -> tuple[str, str]:
    text = (ROOT / "README.md").read_text()
    sec = text[text.index("## Python"):]
    sec = sec[:sec.index("\n## ", 5)]
    code = re.search(r"```python\n(.*?)```", sec, re.S).group(1)
    shown = re.search(r"prints[^\n]*\n\n```\n(.*?)```", sec, re.S).group(1)
    return code, shown


def test_readme_python_example_runs_and_prints_what_it_shows():
    code, shown = _readme_example()
    res = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert res.stdout == shown


def test_import_is_cheap_and_lazy():
    res = subprocess.run([sys.executable, "-c", "import deckcheck, sys; print(sorted(m for m in sys.modules "
                          "if m.startswith(('deckcheck.', 'typer', 'rich', 'yaml', 'sqlmodel'))))"],
                         capture_output=True, text=True, cwd=ROOT)
    assert res.returncode == 0 and res.stdout.strip() == "[]"


def test_check_a_path_a_deck_or_text_with_another_hero():
    deck = deckcheck.load_deck(SENZIR)
    assert deckcheck.check(deck).legal and deckcheck.check(str(SENZIR)).legal
    r = deckcheck.check(str(SENZIR), hero="Litori Frostburn")
    assert not r.legal and r.verified and any(v.rule == "100.2a" for v in r.violations)
    text = deckcheck.check("Hero: Litori Frostburn\n4 Frostbolt\n")
    assert not text.legal                                   # 4 cards: far from 60 (CR 100.1)
    assert any("60" in v.message for v in text.errors)
    with pytest.raises(InputError):
        deckcheck.check(str(SENZIR), hero="Frostbolt")       # not a hero
    with pytest.raises(InputError):
        deckcheck.load_deck("no/such/deck.txt")


def test_cards_stays_the_function_after_the_lookup_package_loads():
    import deckcheck.cards.lookup  # noqa: F401  (the name-lookup subpackage)
    assert callable(deckcheck.cards) and deckcheck.cards()["Frostbolt"].name == "Frostbolt"


def test_goldfish_matches_the_cli_numbers():
    from typer.testing import CliRunner
    import json
    from deckcheck.cli.goldfish import app
    api = deckcheck.goldfish(SENZIR, games=500, seed=3)
    cli = json.loads(CliRunner().invoke(app, [str(SENZIR), "--games", "500", "--seed", "3", "--json", "-w", "1"]).stdout)
    for key in ("killed_pct", "killed_ci", "kill_turn", "by_turn", "goldfish_health"):
        assert api[key] == cli[key]
    assert deckcheck.goldfish(SENZIR, games=200, versus="Litori Frostburn")["goldfish_health"] == 25
    with pytest.raises(InputError):
        deckcheck.goldfish(SENZIR, games=10, mulligan="9-1")
