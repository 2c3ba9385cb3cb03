"""The bench scripts on input that is not there (a clone has no ../shared/reference, a shallow one no
old commits, a PostgreSQL URL may point nowhere): one line naming what is missing, exit 2, never a
traceback, and nothing measured first."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import REPO


def one_line_exit_2(*args: str) -> str:
    r = subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-2000:]
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and r.stdout == "", (lines, r.stdout[-500:])
    return lines[0]


def test_effect_coverage_without_the_reference_sources(tmp_path):
    line = one_line_exit_2("bench/effect_coverage.py", str(tmp_path / "wowtcg"))
    assert line.startswith(f"effect_coverage: error: {tmp_path / 'wowtcg'}: ") and "No such file" in line


def test_a_baseline_commit_the_clone_lacks(tmp_path):
    line = one_line_exit_2("-c", "import sys; sys.path.insert(0, 'bench'); import baseline; "
                           "baseline.tree('no-such-commit-0123')")
    assert line.startswith("bench: ") and "no commit 'no-such-commit-0123'" in line


@pytest.mark.parametrize("args, words", [
    (["bench/bench_collection.py", "--pg", "postgresql+psycopg://nobody:s3cret@127.0.0.1:1/x"],
     ["--pg postgresql+psycopg://nobody:***@127.0.0.1:1/x", "refused"]),
    (["bench/bench_collection.py", "--pg", "nonsense://x"], ["--pg nonsense://x"]),
    (["bench/bench_screen.py", "ten"], ["invalid int value: 'ten'"]),
])
def test_bad_arguments(args, words):
    r = subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-2000:]
    last = r.stderr.strip().splitlines()[-1]      # argparse's usage line may come first
    assert all(w in last for w in words), r.stderr
    assert "s3cret" not in r.stderr


def test_audit_sample_without_the_reference_sources(tmp_path):
    line = one_line_exit_2("bench/audit_sample.py", str(tmp_path / "wowtcg"))
    assert line.startswith(f"audit_sample: error: {tmp_path / 'wowtcg'}: not a folder")
