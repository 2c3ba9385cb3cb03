"""The import script reproduces the committed feeds byte for byte (when ../shared is present)."""
from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.wowtcg.feeds import DATA_DIR

REF = Path(__file__).resolve().parents[2] / "shared" / "reference" / "wowtcg"

pytestmark = pytest.mark.skipif(not (REF / "tracker_cards.json").is_file(),
                                reason="reference data (../shared/reference/wowtcg) not present")


@pytest.fixture(scope="module")
def built(reference_pool):
    """{relative file name: YAML text}: what build(REF) returns (the session's one build)."""
    return reference_pool.files


def test_reproduces_committed_feeds(built):
    committed = {f"sets/{p.name}" for p in (DATA_DIR / "sets").glob("*.yaml")}
    assert set(built) == committed
    different = [rel for rel, text in built.items() if (DATA_DIR / rel).read_bytes() != text.encode("utf-8")]
    assert not different, f"re-run python -m deckcheck.wowtcg.importer {REF}: {different[:5]}"


def test_facts_only(built):
    """No rules text or flavour text in the feeds (the fields are facts)."""
    text = "".join(built.values())
    assert "rules:" not in text and "flavor" not in text.lower() and "flavour" not in text.lower()


def test_main_writes_files_and_a_second_build_is_the_same(built, tmp_path, capsys):
    """What `python -m deckcheck.wowtcg.importer` writes is the build, byte for byte: a second build
    (main's own) gives the very files of the first (the build is deterministic)."""
    import shutil
    from deckcheck.wowtcg.importer.build import main
    shutil.copytree(DATA_DIR / "sets", tmp_path / "sets")     # main rewrites data/, keeping its review states
    assert main([str(REF), "--out", str(tmp_path), "--lists", str(tmp_path / "lists")]) == 0
    written = {f"sets/{p.name}": p.read_bytes() for p in (tmp_path / "sets").glob("*.yaml")}
    assert written.keys() == built.keys()
    assert [rel for rel, text in built.items() if written[rel] != text.encode("utf-8")] == []
    assert len(written) == len(list((DATA_DIR / "sets").glob("*.yaml")))
    committed = DATA_DIR.parent / "formats" / "lists" / "core_2013-04-09.yaml"
    assert (tmp_path / "lists" / "core_2013-04-09.yaml").read_bytes() == committed.read_bytes()
    out = capsys.readouterr().out
    assert "disagreements" in out and "cards with unknown faction" in out


def test_main_bad_reference(tmp_path, capsys):
    import shutil
    from deckcheck.wowtcg.importer.build import main
    shutil.copytree(DATA_DIR / "sets", tmp_path / "sets")     # main rewrites data/, keeping its review states
    assert main([str(tmp_path), "--out", str(tmp_path / "out"), "--lists", str(tmp_path / "lists")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and err.count("\n") == 1
    assert not (tmp_path / "out").exists() and not (tmp_path / "lists").exists()   # nothing half-written


def test_the_module_exits_2_on_a_bad_reference(tmp_path):
    """`python -m deckcheck.wowtcg.importer` as the README runs it: the exit status reaches the
    shell (it printed the error and exited 0 before)."""
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "deckcheck.wowtcg.importer", str(tmp_path / "nowhere"),
                        "--out", str(tmp_path / "out"), "--lists", str(tmp_path / "lists")],
                       capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.startswith("error:") and r.stdout == ""
