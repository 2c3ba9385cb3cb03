"""The code as it was, for a same-run ratio: `tree(rev)` unpacks commit `rev` of this repository
(its `deckcheck/` package and `data/`) into a folder of its own, once; a bench then runs its own
measurement in a subprocess on that tree and on this one, alternating, and divides.

Nothing of the old code is imported into the bench's own process (two `deckcheck` packages cannot
share one interpreter); the subprocess puts the tree first on `sys.path`.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import NoReturn

REPO = Path(__file__).resolve().parents[1]
#: the last commit before issue 11's speed work on the legality engine and screening
BEFORE = "4cb9ebb"


def fail(message: str) -> NoReturn:
    """Bad input to a bench (a missing file, commit or server): one line on stderr, exit 2."""
    print(message, file=sys.stderr)
    raise SystemExit(2)


def tree(rev: str = BEFORE) -> Path:
    """A folder holding `rev`'s deckcheck/ and data/ (kept in the temp folder between runs)."""
    try:
        found = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
                               capture_output=True, text=True)
    except OSError as exc:      # no git at all
        fail(f"bench: the baseline needs git ({exc}); a same-run ratio compares with commit {rev}")
    full = found.stdout.strip()
    if found.returncode or not full:
        fail(f"bench: {REPO}: no commit {rev!r} in this repository (the baseline is unpacked from git "
             "history: a full clone is needed, or name another commit)")
    where = Path(tempfile.gettempdir()) / f"deckcheck-baseline-{full[:12]}"
    if not (where / "deckcheck").is_dir():
        part = Path(tempfile.mkdtemp(prefix="deckcheck-baseline-"))
        archive = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", full, "deckcheck", "data"],
                                 capture_output=True, check=True).stdout
        tar = part / "src.tar"
        tar.write_bytes(archive)
        with tarfile.open(tar) as t:
            t.extractall(part, filter="data")
        tar.unlink()
        try:
            part.rename(where)
        except OSError:      # another run unpacked it meanwhile
            pass
    return where


def run_on(root: Path, script: Path, args: list[str]) -> dict:
    """Run `script --inner ARGS` with `root` first on the path; its last stdout line is JSON."""
    env = {**os.environ, "DECKCHECK_BENCH_TREE": str(root),
           "DECKCHECK_CACHE_DIR": str(Path(tempfile.gettempdir()) / f"deckcheck-bench-cache-{root.name}")}
    r = subprocess.run([sys.executable, str(script), "--inner", *args], capture_output=True, text=True, env=env)
    if r.returncode:
        raise SystemExit(f"{script.name} on {root}: {r.stderr.strip()[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def on_path() -> Path:
    """The tree a bench's inner run measures: $DECKCHECK_BENCH_TREE, else this repository."""
    root = Path(os.environ.get("DECKCHECK_BENCH_TREE") or REPO)
    sys.path.insert(0, str(root))
    return root
