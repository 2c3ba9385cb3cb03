"""The README shows what the commands print: every `$ command` example in it is run as a user would
run it (in the project's root, a fresh home and data folder, output to a pipe) and its output and
exit status compared line by line, one test per README section (they run in parallel), and one per
example that reads files a clone lacks (`<!-- needs: PATH -->`: skipped, with the reason, where PATH
is absent). `python .ci/readme_examples.py --write` rewrites what changed."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _checker():
    spec = importlib.util.spec_from_file_location("readme_examples", ROOT / ".ci" / "readme_examples.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod        # its dataclass looks itself up there
    spec.loader.exec_module(mod)
    return mod


CHECKER = _checker()
#: the importer example rewrites data/ (tests/test_pool.py checks its totals): never run here
REWRITES_DATA = re.compile(r"deckcheck\.wowtcg\.importer")
EXAMPLES = CHECKER.examples(CHECKER.README.read_text().split("\n"))
SECTIONS = list(dict.fromkeys(ex.section for ex in EXAMPLES if not ex.needs))
NEEDING = [ex for ex in EXAMPLES if ex.needs]


def _assert_same(which) -> None:
    _, differ, not_run = CHECKER.compare(which=which)
    assert not differ, "\n".join(CHECKER.describe(ex, got) for ex, got in differ)
    assert not not_run


@pytest.mark.parametrize("section", SECTIONS)
def test_the_readme_examples_print_what_the_readme_shows(section):
    _assert_same(lambda ex: ex.section == section and not ex.needs)


@pytest.mark.parametrize("example", NEEDING, ids=[f"README.md:{ex.first}" for ex in NEEDING])
def test_the_examples_that_read_the_reference_sources(example):
    if REWRITES_DATA.search(example.command):
        pytest.skip(f"{example.command}: rewrites data/ (tests/test_pool.py checks its totals)")
    if why := example.missing():
        pytest.skip(f"{example.command}: {why}")
    _assert_same(lambda ex: ex.first == example.first)


def test_every_section_is_checked():
    """Sections as the test ids name them, and both kinds of example found (the parsing can fail)."""
    assert {"Deck checks: `deckcheck check DECK`", "Collection: `deckcheck collection ...` and `deckcheck deck ...`"
            } <= set(SECTIONS)
    assert [ex.command for ex in NEEDING] == ["python -m deckcheck.wowtcg.importer ../shared/reference/wowtcg",
                                              "python bench/effect_coverage.py | head -8"]


def test_the_checker_sees_a_changed_output(tmp_path, monkeypatch):
    """The comparison can fail: a README whose example shows another exit status is reported."""
    readme = tmp_path / "README.md"
    readme.write_text("```\n$ deckcheck check data/decks/senzir_beast_mastery.txt\n"
                      "data/decks/senzir_beast_mastery.txt: ILLEGAL\n[exit 1]\n```\n")
    monkeypatch.setattr(CHECKER, "README", readme)
    _, differ, not_run = CHECKER.compare()
    assert len(differ) == 1 and differ[0][1][-1] == "[exit 0]" and not not_run


def test_an_example_needing_an_absent_path_is_not_run(tmp_path, monkeypatch):
    """A `<!-- needs: PATH -->` block whose PATH is absent is reported as not run, with the reason;
    its /tmp/ paths are the run's own (the file the command writes is not left in /tmp)."""
    readme = tmp_path / "README.md"
    absent = f"../no-such-folder-{tmp_path.name}"
    readme.write_text(f"## One\n\n<!-- needs: {absent} -->\n```\n$ deckcheck check {absent}/x.txt\nwhatever\n```\n\n"
                      f"```\n$ echo hi > /tmp/readme-probe-{tmp_path.name}.txt; cat /tmp/readme-probe-{tmp_path.name}.txt\n"
                      "hi\n[exit 0]\n```\n")
    monkeypatch.setattr(CHECKER, "README", readme)
    _, differ, not_run = CHECKER.compare()
    assert not differ
    assert [(ex.section, why) for ex, why in not_run] == [("One", f"needs {absent} (not beside this clone)")]
    assert not Path(f"/tmp/readme-probe-{tmp_path.name}.txt").exists()
