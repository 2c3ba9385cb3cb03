"""Collection speed, as whole processes (what a user waits for), on SQLite.

1. `collection import` of a 10,000-row CSV in our format into an empty database (target < 3 s).
2. `collection missing` for a 60-card deck against a 20,000-holding collection (target < 0.5 s).

Run: python bench/bench_collection.py [--db URL] [--runs N] [--no-bytecode]. Prints the figures;
asserts nothing. The processes run with bytecode caching on (warmed by a first, untimed run), as an
installed deckcheck has it, even where the shell sets PYTHONDONTWRITEBYTECODE=1: without it every
process compiles each changed module it loads from source (~0.1 s); --no-bytecode measures that.
The card pool has ~8,100 prints; the 20,000 holdings are every print in each finish it exists in,
topped up with synthetic `BENCH` prints (real card names) so the table has the size asked for.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNNER = "import sys; from deckcheck.cli.collection import app; app(prog_name='deckcheck collection')"


def run(args: list[str], env: dict) -> float:
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", RUNNER, *args], env=env, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if r.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(args)}\n{r.stderr}")
    return dt


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", help="database URL (default: a fresh SQLite file in a temp folder)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-bytecode", action="store_true", help="keep PYTHONDONTWRITEBYTECODE as it is")
    opts = ap.parse_args()
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.collection.store import Change, open_store
    db = load_db()
    tmp = Path(tempfile.mkdtemp(prefix="deckcheck-bench-"))
    env = dict(os.environ)
    if not opts.no_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    combos = []
    for card in db:
        for p in card.prints:
            fin = "ea" if (p.variant or "").startswith("EA") else "loot" if p.variant == "Loot" else None
            combos += [(p.set, p.number, fin, card.name)] if fin else \
                [(p.set, p.number, "normal", card.name), (p.set, p.number, "foil", card.name)]
    combos = list(dict.fromkeys(combos))

    # 1. import of 10,000 rows
    csv_path = tmp / "collection.csv"
    import csv
    with open(csv_path, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["set", "number", "finish", "qty", "name"])
        for i, (s, n, f, name) in enumerate(combos[:10_000]):
            w.writerow([s, n, f, 1 + i % 4, name])
    url1 = opts.db or f"sqlite:///{tmp / 'import.db'}"
    warm = tmp / "warm.csv"
    warm.write_text("set,number,finish,qty,name\n" + ",".join(map(str, combos[0][:2])) + ",normal,1,\n")
    run(["import", str(warm), "--db", f"sqlite:///{tmp / 'warm.db'}"], env)   # untimed: caches, OS
    t_import = run(["import", str(csv_path), "--db", url1], env)

    # 2. missing against 20,000 holdings
    url2 = opts.db or f"sqlite:///{tmp / 'missing.db'}"
    store = open_store(url2)
    names = [c.name for c in db]
    changes = [Change(s, n, f, name, 1 + i % 3) for i, (s, n, f, name) in enumerate(combos[:20_000])]
    changes += [Change("BENCH", str(i), "normal", names[i % len(names)], 1) for i in range(20_000 - len(changes))]
    store.apply(changes, "import", "bench")
    heroes = [c for c in db if c.is_hero]
    others = [c for c in db.in_set("HoA") if not c.is_hero][:15]
    deck = tmp / "deck.txt"
    deck.write_text(f"Hero: {heroes[0].name}\n" + "".join(f"4 {c.name}\n" for c in others))
    run(["missing", str(deck), "--db", url2], env)      # warm the card cache and the OS
    times = [run(["missing", str(deck), "--db", url2], env) for _ in range(opts.runs)]
    base = [run(["--help"], env) for _ in range(opts.runs)]

    print(f"bytecode cache: {'as the shell has it' if opts.no_bytecode else 'on'}")
    print(f"import 10,000-row CSV (whole process):       {t_import:6.2f} s   (target < 3 s)")
    print(f"missing, 60-card deck vs {len(changes):,} holdings:   median {statistics.median(times):5.2f} s, "
          f"best {min(times):5.2f} s   (target < 0.5 s)")
    print(f"  for scale, `collection --help` (python + typer start): median {statistics.median(base):5.2f} s")


if __name__ == "__main__":
    main()
