"""Screening speed: 10,000 generated registrations end to end, vs `check` in-process on the same decks.

    python bench/bench_screen.py [N]
"""
from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen_decks import generate  # noqa: E402


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.rules import check_deck, get_format
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "event"
        paths = generate(n, folder)
        db, fmt = load_db(), get_format("constructed")
        t = time.perf_counter()
        for p in paths:
            try:
                check_deck(load_deck(p, db), fmt)
            except InputError:
                pass
        base = time.perf_counter() - t
        print(f"check in-process, one core: {n} decks in {base:.2f} s = {n / base:,.0f} decks/s")
        for workers in (1, 2):
            out = Path(tmp) / f"report{workers}.csv"
            t = time.perf_counter()
            r = subprocess.run([sys.executable, "-m", "deckcheck", "screen", str(folder), "-q", "-j", str(workers),
                                "--out", str(out)], capture_output=True, text=True)
            took = time.perf_counter() - t
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            print(f"deckcheck screen -j {workers} (whole process): {took:.2f} s = {n / took:,.0f} decks/s, "
                  f"ratio to in-process check {base / took:.2f}x, exit {r.returncode}, peak RSS so far {peak:.0f} MB")
            print("  " + r.stdout.splitlines()[0] if r.stdout else r.stderr[-300:])
        same = (Path(tmp) / "report1.csv").read_bytes() == (Path(tmp) / "report2.csv").read_bytes()
        print(f"report identical for 1 and 2 workers: {same}")


if __name__ == "__main__":
    main()
