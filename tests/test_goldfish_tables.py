"""The engine's tables stay one name, one meaning: families written in parallel add per-card tables, flags and codes
side by side, and a merge can silently join two (a dataclass field defined twice is one list, so two families'
readers would write each other's values; two codes of a family with one number are one code)."""
from __future__ import annotations

import ast
import collections
from pathlib import Path

import pytest

GOLDFISH = Path(__file__).resolve().parents[1] / "deckcheck" / "wowtcg" / "goldfish"


def _class(path: Path, name: str) -> ast.ClassDef:
    return next(n for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                if isinstance(n, ast.ClassDef) and n.name == name)


@pytest.mark.parametrize("module,cls", [("compile.py", "Compiled"), ("compile_facts.py", "CardFacts")])
def test_no_table_is_defined_twice(module, cls):
    names = [s.target.id for s in _class(GOLDFISH / module, cls).body if isinstance(s, ast.AnnAssign)]
    assert len(names) > 100        # (the real classes, not an empty match)
    assert [n for n, k in collections.Counter(names).items() if k > 1] == []


def test_no_slot_of_the_game_state_is_named_twice():
    from deckcheck.wowtcg.goldfish.state import Game
    assert [n for n, k in collections.Counter(Game.__slots__).items() if k > 1] == []


def test_no_two_codes_of_a_family_share_a_number():
    """codes.py: C_* conditions, P_* counts, EOT_*, DEATH_*, ... each family's numbers are distinct."""
    seen: dict[tuple[str, int], str] = {}
    clashes = []
    for node in ast.parse((GOLDFISH / "codes.py").read_text(encoding="utf-8")).body:
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            pairs = []
            if isinstance(target, ast.Name) and isinstance(node.value, ast.Constant) \
                    and type(node.value.value) is int:
                pairs = [(target.id, node.value.value)]
            elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Call) \
                    and getattr(node.value.func, "id", "") == "range":
                start = node.value.args[0].value if len(node.value.args) > 1 else 0
                pairs = [(e.id, start + i) for i, e in enumerate(target.elts)]
            for name, value in pairs:
                key = (name.split("_")[0], value)
                if key in seen:
                    clashes.append((seen[key], name, value))
                seen[key] = name
    assert len(seen) > 50 and clashes == []
