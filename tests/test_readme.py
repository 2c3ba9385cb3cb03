"""The README shows what the commands print: every `$ command` example in it is run as a user would
run it (in the project's root, a fresh home and data folder, output to a pipe) and its output and
exit status compared line by line. `python .ci/readme_examples.py --write` rewrites what changed."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _checker():
    spec = importlib.util.spec_from_file_location("readme_examples", ROOT / ".ci" / "readme_examples.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod        # its dataclass looks itself up there
    spec.loader.exec_module(mod)
    return mod


def test_the_readme_examples_print_what_the_readme_shows():
    mod = _checker()
    # the importer example rewrites data/ (tests/test_pool.py checks its totals): not run here
    _, differ = mod.compare(re.compile(mod.SKIP.pattern + r"|deckcheck\.wowtcg\.importer"))
    assert not differ, "\n".join(mod.describe(ex, got) for ex, got in differ)


def test_the_checker_sees_a_changed_output(tmp_path, monkeypatch):
    """The comparison can fail: a README whose example shows another exit status is reported."""
    mod = _checker()
    readme = tmp_path / "README.md"
    readme.write_text("```\n$ deckcheck check data/decks/senzir_beast_mastery.txt\n"
                      "data/decks/senzir_beast_mastery.txt: ILLEGAL\n[exit 1]\n```\n")
    monkeypatch.setattr(mod, "README", readme)
    _, differ = mod.compare()
    assert len(differ) == 1 and differ[0][1][-1] == "[exit 0]"
