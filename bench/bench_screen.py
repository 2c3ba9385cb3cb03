"""Screening speed and memory, with ratios measured in this one run.

    python bench/bench_screen.py [N] [--memory M]

Throughput: N generated registrations (default 10,000) through `deckcheck screen -j 1` and `-j 2`
(whole processes, start-up included) against `check` in-process on the same decks (one core). Per
core means per CPU second (user + system of every process), so the ratio (target at least 0.9x)
holds on a machine others share; wall-clock figures are printed too. Memory: the peak RSS of the largest process
of a screen of M registrations (default 100,000; target under 120 MB) against one of N (flat:
the ratio stays near 1).
"""
from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen_decks import generate  # noqa: E402

_PEAK = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
         "u = resource.getrusage(resource.RUSAGE_CHILDREN); print(r.returncode, u.ru_maxrss, u.ru_utime + u.ru_stime); "
         "print(r.stdout.splitlines()[0] if r.stdout else r.stderr[-300:])")


def run_screen(folder: Path, workers: int, out: Path) -> tuple[float, float, int, float, str]:
    """(wall seconds, CPU seconds of every process, exit code, peak RSS in MB of the largest process,
    summary line)."""
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", _PEAK, sys.executable, "-m", "deckcheck", "screen", str(folder),
                        "-q", "-j", str(workers), "--out", str(out)], capture_output=True, text=True)
    took = time.perf_counter() - t
    first, summary = (r.stdout.splitlines() + ["", ""])[:2]
    code, peak, cpu = first.split()
    return took, float(cpu), int(code), int(peak) / 1024, summary


def main() -> None:
    args = sys.argv[1:]
    memory = 100_000
    if "--memory" in args:
        i = args.index("--memory")
        memory = int(args[i + 1])
        del args[i:i + 2]
    n = int(args[0]) if args else 10_000
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.rules import check_deck, get_format
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "event"
        paths = generate(n, folder)
        db, fmt = load_db(), get_format("constructed")
        t, c = time.perf_counter(), time.process_time()
        for p in paths:
            try:
                check_deck(load_deck(p, db), fmt)
            except InputError:
                pass
        base, base_cpu = time.perf_counter() - t, time.process_time() - c
        print(f"check in-process, one core: {n:,} decks in {base:.2f} s wall, {base_cpu:.2f} s CPU = "
              f"{n / base_cpu:,.0f} decks per CPU second (baseline)")
        peaks = {}
        for workers in (1, 2):
            took, cpu, code, peaks[workers], summary = run_screen(folder, workers, Path(tmp) / f"report{workers}.csv")
            print(f"deckcheck screen -j {workers} (whole process, start-up and report included): {took:.2f} s wall "
                  f"= {n / took:,.0f} decks/s; {cpu:.2f} s CPU = {n / cpu:,.0f} decks per CPU second = "
                  f"{(n / cpu) / (n / base_cpu):.2f}x the in-process check per core, exit {code}, "
                  f"peak RSS {peaks[workers]:.0f} MB")
            print("  " + summary)
        same = (Path(tmp) / "report1.csv").read_bytes() == (Path(tmp) / "report2.csv").read_bytes()
        print(f"report identical for 1 and 2 workers: {same}")
        if memory:
            big = Path(tmp) / "big"
            generate(memory, big)
            took, cpu, code, peak, summary = run_screen(big, 2, Path(tmp) / "big.csv")
            print(f"deckcheck screen -j 2 of {memory:,} registrations: {took:.2f} s, peak RSS {peak:.0f} MB "
                  f"(target under 120 MB; {peak / peaks[2]:.2f}x the peak for {n:,}), exit {code}")
            print("  " + summary)


if __name__ == "__main__":
    main()
