"""Collection speed, as whole processes (what a user waits for), on SQLite and on PostgreSQL, against
the code of a baseline commit in the same run.

Timed, each as `python -m deckcheck collection ...` in a fresh process:
1. `missing` for a real 60-card deck (data/decks/litori_frost.txt) and for the same deck with every
   line pinned to a print (`4 Frostbolt [HoA #120]`), against a 20,000-holding collection with
   three saved decks (target, issue 11: < 0.5 s on PostgreSQL);
2. `list --limit 50`, `add` of one card, and `import` of a 10,000-row CSV in our format into an
   empty database (target < 3 s): these must not regress;
3. `collection --help` (python + typer start, the floor any command pays).
The baseline is the package of commit --base (default: the commit before issue 11's missing work),
unpacked by bench/baseline.py (`git archive`) and run from there (with its own card data: the
holdings and decks use only prints both pools have); the runs of the two codes
interleave, so both see the same load on a shared machine. Ratios are baseline / current (above 1:
the current code is faster).

Run: python bench/bench_collection.py [--pg URL] [--runs N] [--base REV] [--no-bytecode].
`--pg` (default $DECKCHECK_BENCH_PG_URL) adds PostgreSQL: EVERY TABLE IN THAT DATABASE IS DROPPED,
give it a scratch database. Without it, PostgreSQL is skipped (one line says so). Prints the
figures; asserts nothing. Processes run with bytecode caching on (warmed by untimed runs), as an
installed deckcheck has it; --no-bytecode keeps the shell's PYTHONDONTWRITEBYTECODE. The card pool
has ~8,100 prints; the 20,000 holdings are every print in each finish it exists in, topped up with
synthetic `BENCH` prints (real card names) so the table has the size asked for.
"""
from __future__ import annotations

import argparse
import csv
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import baseline  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
#: the last commit before issue 11's `collection missing` speed work
BASE = "4cb9ebb"
DECK = ROOT / "data" / "decks" / "litori_frost.txt"


#: CPU seconds (user + system) of each timed process, by wall time measured: what the wall time
#: would be on an idle machine, less the waits (database, disk)
CPU: dict[float, float] = {}


def run(tree: Path, args: list[str], env: dict) -> float:
    """Wall time of `python -m deckcheck collection ARGS` run from the package in `tree`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "deckcheck", "collection", *args], cwd=tree,
                       env=dict(env, PYTHONPATH=str(tree)), capture_output=True, text=True)
    dt = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU[dt] = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    if r.returncode not in (0, 1):
        sys.exit(f"bench: failed ({tree}): collection {' '.join(args)}\n{r.stderr}")
    return dt


def wipe(url: str) -> None:
    import sqlalchemy as sa
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        for t in sa.inspect(conn).get_table_names():
            conn.exec_driver_sql(f'DROP TABLE IF EXISTS "{t}" CASCADE')
    eng.dispose()


def reachable(url: str) -> None:
    """Connect to `url` once before any work: a bad or unreachable URL is one line, exit 2."""
    import sqlalchemy as sa
    from deckcheck.collection.store import redact
    try:
        eng = sa.create_engine(url)
        with eng.connect():
            pass
        eng.dispose()
    except (sa.exc.SQLAlchemyError, ImportError, ValueError) as exc:
        why = str(getattr(exc, "orig", exc)).strip().splitlines() or [type(exc).__name__]
        baseline.fail(f"bench: --pg {redact(url)}: {redact(why[0])}")


PRINTS = ("import json, sys; from deckcheck.wowtcg.feeds import load_db; "
          "json.dump([[p.set, p.number, c.name] for c in load_db() for p in c.prints], sys.stdout)")


def prints_of(tree: Path, env: dict) -> set[tuple[str, str, str]]:
    """(set, number, name) of every print in the card pool of the code in `tree`."""
    import json
    r = subprocess.run([sys.executable, "-c", PRINTS], cwd=tree, env=dict(env, PYTHONPATH=str(tree)),
                       capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"bench: cannot load the card pool of {tree}:\n{r.stderr}")
    return {tuple(p) for p in json.loads(r.stdout)}


def combos(db, shared: set) -> list[tuple]:
    out = []
    for card in db:
        for p in card.prints:
            if (p.set, p.number, card.name) not in shared:
                continue
            fin = "ea" if (p.variant or "").startswith("EA") else "loot" if p.variant == "Loot" else None
            out += [(p.set, p.number, fin, card.name)] if fin else \
                [(p.set, p.number, "normal", card.name), (p.set, p.number, "foil", card.name)]
    return list(dict.fromkeys(out))


def pinned_deck(db, tmp: Path, shared: set) -> Path:
    """The bench deck with every line pinned to the card's first print: `4 Frostbolt [HoA #120]`."""
    from deckcheck.decks import parse_deck
    from deckcheck.wowtcg.deck import resolve
    deck = resolve(parse_deck(DECK.read_text(), path=str(DECK)), db)
    def pin(c) -> str:
        p = next((p for p in c.prints if (p.set, p.number, c.name) in shared), c.prints[0])
        return f"[{p.set} #{p.number}]"
    out = tmp / "pinned.txt"
    out.write_text(f"Hero: {deck.hero.name} {pin(deck.hero)}\n"
                   + "".join(f"{e.qty} {e.card.name} {pin(e.card)}\n" for e in deck.main))
    return out


def fill(url: str, db, all_combos) -> int:
    """20,000 holdings and three saved decks (so `missing` has committed copies to count)."""
    from deckcheck.collection.store import Change, open_store
    if url.startswith("postgresql"):
        wipe(url)
    store = open_store(url)
    names = [c.name for c in db]
    changes = [Change(s, n, f, name, 1 + i % 3) for i, (s, n, f, name) in enumerate(all_combos[:20_000])]
    changes += [Change("BENCH", str(i), "normal", names[i % len(names)], 1) for i in range(20_000 - len(changes))]
    store.apply(changes, "import", "bench")
    for p in sorted((ROOT / "data" / "decks").glob("*.txt"))[:3]:
        text = p.read_text()
        from deckcheck.decks import parse_deck
        from deckcheck.wowtcg.deck import resolve
        d = resolve(parse_deck(text, path=str(p)), db)
        rows = [("hero", d.hero.name, 1)] + [("main", e.card.name, e.qty) for e in d.main]
        store.save_deck(p.stem, source=str(p), fmt="text", text=text, hero=d.hero.name, cards=rows)
    store.close()
    return len(changes)


def timed(trees: dict[str, Path], args: list[str], env: dict, runs: int) -> dict[str, list[float]]:
    for tree in trees.values():          # untimed: bytecode, card cache, OS caches
        run(tree, args, env)
    out: dict[str, list[float]] = {k: [] for k in trees}
    for _ in range(runs):                # interleaved: both codes see the same load
        for k, tree in trees.items():
            out[k].append(run(tree, args, env))
    return out


def bench(label: str, url: str, db, all_combos, tmp: Path, trees: dict[str, Path], env: dict, runs: int,
          pinned: Path) -> list[tuple[str, dict]]:
    rows = []
    csv_path = tmp / "collection.csv"
    if not csv_path.exists():
        with open(csv_path, "w", newline="") as fh:
            w = csv.writer(fh, lineterminator="\n")
            w.writerow(["set", "number", "finish", "qty", "name"])
            for i, (s, n, f, name) in enumerate(all_combos[:10_000]):
                w.writerow([s, n, f, 1 + i % 4, name])
    imports: dict[str, list[float]] = {k: [] for k in trees}
    for k, tree in trees.items():        # one import each, into an empty database
        target = url if url.startswith("postgresql") else f"sqlite:///{tmp / f'import-{k}.db'}"
        if target.startswith("postgresql"):
            wipe(target)
        imports[k].append(run(tree, ["import", str(csv_path), "--db", target], env))
    holdings = fill(url, db, all_combos)
    rows.append((f"missing, real deck vs {holdings:,} holdings", timed(trees, ["missing", str(DECK), "--db", url],
                                                                       env, runs)))
    rows.append(("missing, same deck, every line pinned", timed(trees, ["missing", str(pinned), "--db", url],
                                                                env, runs)))
    rows.append(("missing --json", timed(trees, ["missing", str(DECK), "--db", url, "--json"], env, runs)))
    rows.append(("list --limit 50", timed(trees, ["list", "--limit", "50", "--db", url], env, runs)))
    rows.append(("add Frostbolt", timed(trees, ["add", "Frostbolt", "--db", url], env, runs)))
    rows.append(("import 10,000-row CSV (1 run)", imports))
    return [(label, dict(rows))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pg", default=os.environ.get("DECKCHECK_BENCH_PG_URL"),
                    help="PostgreSQL URL of a SCRATCH database (all its tables are dropped)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--base", default=BASE, help="git revision of the baseline code")
    ap.add_argument("--no-bytecode", action="store_true", help="keep PYTHONDONTWRITEBYTECODE as it is")
    opts = ap.parse_args()
    if opts.pg:
        reachable(opts.pg)
    from deckcheck.wowtcg.feeds import load_db
    db = load_db()
    tmp = Path(tempfile.mkdtemp(prefix="deckcheck-bench-"))
    env = dict(os.environ, DECKCHECK_CACHE_DIR=str(tmp / "cache"))
    env.pop("DECKCHECK_CARDS", None)
    if not opts.no_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    trees = {"current": ROOT, "base": baseline.tree(opts.base)}
    shared = prints_of(trees["current"], env) & prints_of(trees["base"], env)
    all_combos = combos(db, shared)
    pinned = pinned_deck(db, tmp, shared)
    load = os.getloadavg()[0]
    results = bench("SQLite", f"sqlite:///{tmp / 'missing.db'}", db, all_combos, tmp, trees, env, opts.runs, pinned)
    if opts.pg:
        results += bench("PostgreSQL", opts.pg, db, all_combos, tmp, trees, env, opts.runs, pinned)
    helps = timed(trees, ["--help"], env, opts.runs)

    med = statistics.median
    print(f"bytecode cache: {'as the shell has it' if opts.no_bytecode else 'on'}; {opts.runs} runs each, medians "
          f"(best); baseline: commit {opts.base}; load average {load:.2f} at start, "
          f"{os.getloadavg()[0]:.2f} at end, {os.cpu_count()} CPUs")
    print("wall: median (best) seconds; cpu: median CPU seconds of the process (user + system), the")
    print("      wall time an idle machine would show, less waits; ratios: baseline / current")
    print(f"{'':44}{'wall current':>15}{'wall baseline':>15}{'ratio':>7}{'cpu cur':>9}{'cpu base':>9}{'ratio':>7}")
    fmt = lambda xs: f"{med(xs):6.3f} ({min(xs):.3f})"   # noqa: E731
    cpu = lambda xs: med(CPU[x] for x in xs)             # noqa: E731

    def line(what: str, t: dict, target: str = "") -> None:
        print(f"{what:44}{fmt(t['current']):>15}{fmt(t['base']):>15}{med(t['base']) / med(t['current']):6.2f}x"
              f"{cpu(t['current']):9.3f}{cpu(t['base']):9.3f}{cpu(t['base']) / cpu(t['current']):6.2f}x{target}")
    line("collection --help (the floor)", helps)
    for label, rows in results:
        print(f"{label}:")
        for what, t in rows.items():
            target = "  (target < 0.5 s)" if what.startswith("missing, real") else \
                "  (target < 3 s)" if what.startswith("import") else ""
            line(f"  {what}", t, target)
    if not opts.pg:
        print("PostgreSQL: skipped (no URL: give --pg URL of a scratch database, or set DECKCHECK_BENCH_PG_URL)")


if __name__ == "__main__":
    main()
