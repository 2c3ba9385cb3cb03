"""Screening speed and memory, with ratios measured in this one run.

    python bench/bench_screen.py [N] [--memory M] [--rounds R]

Throughput: N generated registrations (default 10,000) through `deckcheck screen -j 1` and `-j 2`
against the library's check of the same decks (`load_deck` + `check_deck` of every file of the
folder, in name order). Both are whole processes, start-up included: the interpreter, the imports
and the card database are paid once by each, so the ratio compares the same work (reading and
checking every deck; screening reads, checks and reports every registration). Per core means per
CPU second (user + system of every process), so the ratio (target at least 0.9x) holds on a
machine others share (processes run with bytecode caching on, as installed, warmed untimed); wall-clock figures are printed too. The runs alternate (--rounds, 3 each)
and the best of each counts. The library check in this process (no start-up: a loop over decks
already warm) is printed as well, for reference. Memory: the peak RSS of the largest process of a
screen of M registrations (default 100,000; target under 120 MB) against one of N (flat: the
ratio stays near 1).

Where the time goes (always printed, in this process, warm, best of 3): per registration, the
library's check, then what screening adds to it: its row (root cause, compact violations, the
list and its fingerprint), the spool's packing (registration checks, digests, marshal), reading
the spool back, and each report (CSV, terminal text), each measured on its own.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gen_decks import generate  # noqa: E402

#: the library check as a program would run it: a fresh process, every deck of the folder
_LIBRARY = ("import os, sys; from deckcheck.errors import InputError; from deckcheck.wowtcg.deck import load_deck; "
            "from deckcheck.wowtcg.feeds import load_db; from deckcheck.wowtcg.rules import check_deck, get_format\n"
            "db, fmt, n, folder = load_db(), get_format('constructed'), 0, sys.argv[1]\n"
            "for name in sorted(os.listdir(folder)):\n"
            "    try:\n        n += check_deck(load_deck(os.path.join(folder, name), db), fmt).legal\n"
            "    except InputError:\n        pass\n"
            "print(n)")
_PEAK = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
         "u = resource.getrusage(resource.RUSAGE_CHILDREN); print(r.returncode, u.ru_maxrss, u.ru_utime + u.ru_stime); "
         "print(r.stdout.splitlines()[0] if r.stdout else r.stderr[-300:])")


#: as an installed deckcheck runs: with compiled bytecode (a shell may set PYTHONDONTWRITEBYTECODE,
#: and then every process compiles every module it imports, which costs screening, the larger
#: program, more start-up than the library script); `main` warms the cache with untimed runs
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _measured(cmd: list[str]) -> tuple[float, float, int, float, str]:
    """(wall seconds, CPU seconds of every process, exit code, peak RSS in MB of the largest process,
    first line of output) of one command run under `_PEAK`."""
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", _PEAK, *cmd], capture_output=True, text=True, env=_ENV)
    took = time.perf_counter() - t
    first, summary = (r.stdout.splitlines() + ["", ""])[:2]
    code, peak, cpu = first.split()
    return took, float(cpu), int(code), int(peak) / 1024, summary


def run_screen(folder: Path, workers: int, out: Path) -> tuple[float, float, int, float, str]:
    return _measured([sys.executable, "-m", "deckcheck", "screen", str(folder), "-q", "-j", str(workers),
                      "--out", str(out)])


def run_library(folder: Path) -> tuple[float, float, int, float, str]:
    return _measured([sys.executable, "-c", _LIBRARY, str(folder)])


def breakdown(paths: list[Path], db, fmt) -> None:
    """Per registration, in this process: the library check and each part screening adds to it."""
    import functools
    import gc
    import io
    from deckcheck.errors import InputError
    from deckcheck.screening import read_registrations, screen
    from deckcheck.screening.report import csv_sink, feed, text_sink
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.rules import check_deck
    mod = sys.modules["deckcheck.screening.screen"]
    regs = list(read_registrations(str(paths[0].parent), ()))
    result = screen(regs, fmt.name, workers=1, budget=None)     # the spool the read-back parts read
    mod._DB, mod._HEROES = db, db.heroes()                      # the same warm database as the library's

    def library():
        for p in paths:
            try:
                check_deck(load_deck(p, db), fmt)
            except InputError:
                pass

    def rows():
        for reg in regs:
            mod.check_registration(reg)

    def packed():
        for reg in regs:
            mod.screen_one(reg)

    def read_back():
        for _ in result.rows():
            pass

    def report(sink):
        feed(result, [sink(result, io.StringIO())])

    parts = {"library check (load_deck + check_deck)": library, "screening's check and row": rows,
             "... and the spool's packing": packed, "reading the spool back": read_back,
             "... and the CSV report": functools.partial(report, csv_sink),
             "... and the terminal report": functools.partial(report, text_sink)}
    gc.collect()
    gc.freeze()          # the card database is not traversed by the collector in any part
    took = {}
    try:
        for name, fn in parts.items():
            fn()
            took[name] = min(_cpu(fn) for _ in range(3)) * 1e6 / len(paths)
    finally:
        gc.unfreeze()
        result.close()
    names = list(took)
    lib, row, pack, back, csv_, term = (took[n] for n in names)
    added = {"row": row - lib, "spool packing": pack - row, "read-back": back, "CSV": csv_ - back,
             "terminal": term - back}
    print("where the time goes, per registration (this process, warm, best of 3): library check "
          f"{lib:.0f} us; screening adds " + ", ".join(f"{k} {v:.0f}" for k, v in added.items())
          + f" us = {sum(added.values()):.0f} us ({sum(added.values()) / lib:.2f}x the check)")


def _cpu(fn) -> float:
    c = time.process_time()
    fn()
    return time.process_time() - c


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", nargs="?", type=int, default=10_000, help="registrations for the throughput runs")
    ap.add_argument("--memory", type=int, default=100_000, help="registrations for the memory run (0: none)")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    memory, rounds, n = args.memory, max(1, args.rounds), args.n
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
        warm, warm_cpu = time.perf_counter() - t, time.process_time() - c
        print(f"for reference, check in this process (warm, no start-up): {n:,} decks in {warm:.2f} s wall, "
              f"{warm_cpu:.2f} s CPU = {n / warm_cpu:,.0f} decks per CPU second")
        breakdown(paths, db, fmt)
        best: dict[str, tuple] = {}
        few = Path(tmp) / "few"
        generate(20, few)
        run_library(few), run_screen(few, 2, Path(tmp) / "few.csv")     # untimed: bytecode written
        for _ in range(rounds):          # alternating, so a busy moment of the machine hits all alike
            for key in ("library", 1, 2):
                got = run_library(folder) if key == "library" else run_screen(folder, key, Path(tmp) / f"report{key}.csv")
                if key not in best or got[1] < best[key][1]:
                    best[key] = got
        took, base_cpu, code, peak, _ = best["library"]
        print(f"library check, whole process (start-up included): {n:,} decks in {took:.2f} s wall, "
              f"{base_cpu:.2f} s CPU = {n / base_cpu:,.0f} decks per CPU second (baseline), peak RSS {peak:.0f} MB; "
              f"best of {rounds}")
        peaks = {}
        for workers in (1, 2):
            took, cpu, code, peaks[workers], summary = best[workers]
            print(f"deckcheck screen -j {workers} (whole process, start-up and report included): {took:.2f} s wall "
                  f"= {n / took:,.0f} decks/s; {cpu:.2f} s CPU = {n / cpu:,.0f} decks per CPU second = "
                  f"{base_cpu / cpu:.2f}x the library check per core (target 0.9x), exit {code}, "
                  f"peak RSS {peaks[workers]:.0f} MB")
            print("  " + summary)
        print(f"parallel efficiency: -j 2 does the work of -j 1 in {best[2][1] / best[1][1]:.2f}x its CPU time "
              f"(per core {best[1][1] / best[2][1]:.2f}x of one process: workers' own warm-up, batches between processes)")
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
