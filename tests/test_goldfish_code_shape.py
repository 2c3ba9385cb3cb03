"""Issue 23: the goldfish code stays one a maintainer can follow. No function in the goldfish package is longer
than 150 lines (counted from its `def` to its last line), and the compiler's per-card record (`CardFacts`,
whose fields are named as the `Compiled` lists they fill) fills every per-card list of `Compiled`."""
from __future__ import annotations

import ast
from dataclasses import fields
from pathlib import Path

from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.goldfish.compile import PER_CARD, Compiled, compile_deck

GOLDFISH = Path(__file__).resolve().parents[1] / "deckcheck" / "wowtcg" / "goldfish"
DECKS = Path(__file__).resolve().parents[1] / "data" / "decks"
MAX_LINES = 150


def function_lengths(source: str) -> list[tuple[str, int, int]]:
    """(name, first line, lines from `def` to its end) of every function and method in `source`."""
    return [(node.name, node.lineno, node.end_lineno - node.lineno + 1) for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def test_the_length_counts_every_line_from_def_to_end():
    lines = [f"x{i} = {i}" for i in range(149)]
    source = ("def short():\n" + "".join(f"    {x}\n" for x in lines) + "\n\nclass K:\n    def long(self):\n"
              + "".join(f"        {x}\n" for x in lines) + "        return 1\n")
    assert {name: n for name, _, n in function_lengths(source)} == {"short": 150, "long": 151}


def test_no_goldfish_function_is_longer_than_150_lines():
    modules = sorted(GOLDFISH.glob("*.py"))
    assert {"compile.py", "engine.py", "combat.py"} <= {p.name for p in modules}
    too_long = [f"{p.name}:{line} {name}: {n} lines" for p in modules
                for name, line, n in function_lengths(p.read_text(encoding="utf-8")) if n > MAX_LINES]
    assert too_long == [], "functions over 150 lines (split them by what they do):\n" + "\n".join(too_long)


def test_every_per_card_list_has_one_entry_per_card(db):
    names = {f.name for f in fields(Compiled)}
    assert set(PER_CARD) <= names, set(PER_CARD) - names       # a CardFacts field no Compiled list has
    for path in sorted(DECKS.glob("*.txt")):
        deck = load_deck(path, db)
        cc, _ = compile_deck(deck.cards(), hero=deck.hero)
        lists = {name: value for name, value in vars(cc).items() if isinstance(value, list) and name != "tags"}
        short = {name: len(value) for name, value in lists.items() if len(value) != len(cc.cards)}
        assert short == {}, f"{path.name}: {len(cc.cards)} cards"
