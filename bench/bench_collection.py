"""Collection speed, as whole processes (what a user waits for), on SQLite and on PostgreSQL.

1. `collection import` of a 10,000-row CSV in our format into an empty database (target < 3 s).
2. `collection missing` for a 60-card deck against a 20,000-holding collection (target < 0.5 s).
   Baselines measured in the same run: the same command through the SQLAlchemy store instead of
   the driver-only fast reader (what `missing` did before), and `collection --help` (python +
   typer start, the floor any command pays). Ratios are against those.

Run: python bench/bench_collection.py [--pg URL] [--runs N] [--no-bytecode]. `--pg` (default
$DECKCHECK_BENCH_PG_URL) adds PostgreSQL: EVERY TABLE IN THAT DATABASE IS DROPPED, give it a
scratch database. Prints the figures; asserts nothing. The processes run with bytecode caching on
(warmed by a first, untimed run), as an installed deckcheck has it, even where the shell sets
PYTHONDONTWRITEBYTECODE=1; --no-bytecode measures without. The card pool has ~8,100 prints; the
20,000 holdings are every print in each finish it exists in, topped up with synthetic `BENCH`
prints (real card names) so the table has the size asked for.
"""
from __future__ import annotations

import argparse
import csv
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNNER = "import sys; from deckcheck.cli.collection import app; app(prog_name='deckcheck collection')"
#: The same command with the fast reader switched off: the SQLAlchemy store answers (the baseline).
STORE_RUNNER = ("import deckcheck.collection.missing as m; m.FastReader.open = classmethod(lambda c, u: None); "
                + RUNNER)


def run(args: list[str], env: dict, runner: str = RUNNER) -> float:
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", runner, *args], env=env, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if r.returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(args)}\n{r.stderr}")
    return dt


def wipe(url: str) -> None:
    import sqlalchemy as sa
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        for t in sa.inspect(conn).get_table_names():
            conn.exec_driver_sql(f'DROP TABLE IF EXISTS "{t}" CASCADE')
    eng.dispose()


def combos(db) -> list[tuple]:
    out = []
    for card in db:
        for p in card.prints:
            fin = "ea" if (p.variant or "").startswith("EA") else "loot" if p.variant == "Loot" else None
            out += [(p.set, p.number, fin, card.name)] if fin else \
                [(p.set, p.number, "normal", card.name), (p.set, p.number, "foil", card.name)]
    return list(dict.fromkeys(out))


def bench(label: str, import_url: str, missing_url: str, db, all_combos, tmp: Path, env: dict, runs: int) -> dict:
    from deckcheck.collection.store import Change, open_store
    csv_path = tmp / "collection.csv"
    if not csv_path.exists():
        with open(csv_path, "w", newline="") as fh:
            w = csv.writer(fh, lineterminator="\n")
            w.writerow(["set", "number", "finish", "qty", "name"])
            for i, (s, n, f, name) in enumerate(all_combos[:10_000]):
                w.writerow([s, n, f, 1 + i % 4, name])
    t_import = run(["import", str(csv_path), "--db", import_url], env)
    if missing_url.startswith("postgresql"):
        wipe(missing_url)
    store = open_store(missing_url)
    names = [c.name for c in db]
    changes = [Change(s, n, f, name, 1 + i % 3) for i, (s, n, f, name) in enumerate(all_combos[:20_000])]
    changes += [Change("BENCH", str(i), "normal", names[i % len(names)], 1) for i in range(20_000 - len(changes))]
    store.apply(changes, "import", "bench")
    store.close()
    heroes = [c for c in db if c.is_hero]
    others = [c for c in db.in_set("HoA") if not c.is_hero][:15]
    deck = tmp / "deck.txt"
    deck.write_text(f"Hero: {heroes[0].name}\n" + "".join(f"4 {c.name}\n" for c in others))
    args = ["missing", str(deck), "--db", missing_url]
    run(args, env)      # warm the card cache and the OS
    run(args, env, STORE_RUNNER)
    fast, slow = [], []
    for _ in range(runs):   # interleaved, so both see the same load on a shared machine
        fast.append(run(args, env))
        slow.append(run(args, env, STORE_RUNNER))
    return {"label": label, "import": t_import, "fast": statistics.median(fast), "fast_best": min(fast),
            "store": statistics.median(slow), "holdings": len(changes)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pg", default=os.environ.get("DECKCHECK_BENCH_PG_URL"),
                    help="PostgreSQL URL of a SCRATCH database (all its tables are dropped)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-bytecode", action="store_true", help="keep PYTHONDONTWRITEBYTECODE as it is")
    opts = ap.parse_args()
    from deckcheck.wowtcg.feeds import load_db
    db = load_db()
    all_combos = combos(db)
    tmp = Path(tempfile.mkdtemp(prefix="deckcheck-bench-"))
    env = dict(os.environ)
    if not opts.no_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    warm = tmp / "warm.csv"
    warm.write_text("set,number,finish,qty,name\n" + ",".join(map(str, all_combos[0][:2])) + ",normal,1,\n")
    run(["import", str(warm), "--db", f"sqlite:///{tmp / 'warm.db'}"], env)   # untimed: caches, OS
    results = [bench("SQLite", f"sqlite:///{tmp / 'import.db'}", f"sqlite:///{tmp / 'missing.db'}", db, all_combos,
                     tmp, env, opts.runs)]
    if opts.pg:
        wipe(opts.pg)
        results.append(bench("PostgreSQL", opts.pg, opts.pg, db, all_combos, tmp, env, opts.runs))
    base = statistics.median(run(["--help"], env) for _ in range(opts.runs))

    print(f"bytecode cache: {'as the shell has it' if opts.no_bytecode else 'on'}; {opts.runs} runs each, medians")
    print(f"`collection --help` (python + typer start, the floor): {base:5.2f} s")
    for r in results:
        print(f"{r['label']}:")
        print(f"  import 10,000-row CSV (whole process):          {r['import']:6.2f} s   (target < 3 s; "
              f"{r['import'] / 3:.2f}x of target)")
        print(f"  missing, 60-card deck vs {r['holdings']:,} holdings: {r['fast']:6.2f} s   (best {r['fast_best']:.2f} s; "
              f"target < 0.5 s: {r['fast'] / 0.5:.2f}x of target)")
        print(f"    baseline, same command through the SQLAlchemy store: {r['store']:5.2f} s   "
              f"(fast reader {r['store'] / r['fast']:.2f}x faster; {r['fast'] / base:.2f}x of --help)")
    if not opts.pg:
        print("PostgreSQL: not measured (give --pg URL of a scratch database)")


if __name__ == "__main__":
    main()
