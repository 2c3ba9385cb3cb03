"""Card database benchmarks: figures and ratios measured in one run (no asserts).

    python bench/bench_cards.py [--runs 10] [--queries 1000]

1. parse every bundled feed with yaml.safe_load (pure Python), with LibYAML's CSafeLoader and with
   our line-numbered safe reader (deckcheck.yamlsafe), vs a warm cached `load_db()`  (target: cached >= 20x faster than CSafeLoader over the same feeds)
2. `deckcheck cards show "Orgrimmar Grunts"` as a whole process, warm, median of N runs, with
   `python -c pass` and `python -c "import typer, rich"` as baselines (target: within 3x of the latter)
3. fuzzy lookup of misspelled real names: `db.resolve` vs `difflib.get_close_matches`
   (target >= 20x faster, hit rate at least difflib's)
4. peak RSS of `deckcheck cards search --limit 0 --json` (target < 200 MB)
"""
from __future__ import annotations

import argparse
import difflib
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from deckcheck.cards.lookup import Outcome  # noqa: E402
from deckcheck.wowtcg import feeds  # noqa: E402
from deckcheck.yamlsafe import load_yaml_text  # noqa: E402


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def bench_load(repeat: int) -> None:
    files = feeds.bundled_feeds()
    texts = [f.read_text(encoding="utf-8") for f in files]
    size = sum(len(t) for t in texts)
    t_pure = best(lambda: [yaml.load(t, Loader=yaml.SafeLoader) for t in texts], 1)
    t_c = best(lambda: [yaml.load(t, Loader=yaml.CSafeLoader) for t in texts], 2)
    t_ours = best(lambda: [load_yaml_text(t, str(f)) for t, f in zip(texts, files)], 2)
    t_build = best(lambda: feeds.load_db(use_env=False, use_cache=False), 1)
    feeds.load_db(use_env=False)  # warm the cache
    t_cached = best(lambda: feeds.load_db(use_env=False), repeat)
    print(f"## 1. loading {len(files)} feeds ({size / 1e6:.1f} MB of YAML)")
    print(f"yaml.safe_load (pure Python)   {t_pure * 1000:8.1f} ms")
    print(f"yaml.load(CSafeLoader)         {t_c * 1000:8.1f} ms")
    print(f"deckcheck.yamlsafe (lines)     {t_ours * 1000:8.1f} ms   ({t_ours / t_c:.2f}x CSafeLoader)")
    print(f"load_db, no cache (check+build){t_build * 1000:8.1f} ms")
    print(f"load_db, warm cache            {t_cached * 1000:8.1f} ms")
    print(f"ratio safe_load / cached       {t_pure / t_cached:8.1f}x")
    print(f"ratio CSafeLoader / cached     {t_c / t_cached:8.1f}x   (target >= 20x)\n")


def run_median(cmd: list[str], runs: int, env: dict) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=REPO, check=False)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def bench_process(runs: int, env: dict) -> None:
    # as an installed deckcheck runs: with compiled bytecode (this shell may set PYTHONDONTWRITEBYTECODE)
    env = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    py = sys.executable
    show = [py, "-m", "deckcheck", "cards", "show", "Orgrimmar Grunts"]
    subprocess.run(show, stdout=subprocess.DEVNULL, env=env, cwd=REPO, check=True)  # warm the cache
    rows = [("python -c pass", [py, "-c", "pass"]),
            ("python -c 'import typer, rich'", [py, "-c", "import typer, rich"]),
            ("... + typer._adapters (pydantic)", [py, "-c", "import typer, rich, typer._adapters"]),
            ('deckcheck cards show "Orgrimmar Grunts"', show),
            ("deckcheck cards show ... --json", show + ["--json"])]
    print(f"## 2. whole process, warm, median of {runs} runs")
    got = {}
    for label, cmd in rows:
        got[label] = run_median(cmd, runs, env)
        print(f"{label:42s} {got[label] * 1000:7.0f} ms")
    show_t = got['deckcheck cards show "Orgrimmar Grunts"']
    print(f"cards show minus 'import typer, rich'      {(show_t - got[rows[1][0]]) * 1000:7.0f} ms")
    print(f"ratio cards show / 'import typer, rich'    {show_t / got[rows[1][0]]:7.1f}x   (target <= 3x)\n")


def misspell(name: str, rng: random.Random) -> str:
    s = list(name)
    for _ in range(rng.choice((1, 1, 2))):
        op = rng.choice(("drop", "swap", "dup", "sub", "case"))
        i = rng.randrange(len(s))
        if op == "drop" and len(s) > 3:
            del s[i]
        elif op == "swap" and i < len(s) - 1:
            s[i], s[i + 1] = s[i + 1], s[i]
        elif op == "dup":
            s.insert(i, s[i])
        elif op == "sub" and s[i].isalpha():
            s[i] = rng.choice("abcdefghijklmnopqrstuvwxyz")
        else:
            s[i] = s[i].swapcase()
    return "".join(s)


def bench_fuzzy(n: int) -> None:
    db = feeds.load_db(use_env=False)
    names = list(db.cards)
    rng = random.Random(20240601)
    pairs = []
    while len(pairs) < n:
        name = rng.choice(names)
        if len(name) < 5:
            continue
        q = misspell(name, rng)
        if q != name:
            pairs.append((q, name))
    db.resolve("warm up rapidfuzz")

    t = time.perf_counter()
    ours = [db.resolve(q) for q, _ in pairs]
    t_ours = time.perf_counter() - t
    t = time.perf_counter()
    theirs = [difflib.get_close_matches(q, names, n=1) for q, _ in pairs]
    t_dl = time.perf_counter() - t

    found = (Outcome.EXACT, Outcome.NORMALISED, Outcome.PREFIX, Outcome.FUZZY)
    hit_ours = sum(1 for m, (_, name) in zip(ours, pairs) if m.outcome in found and m.name == name)
    wrong_ours = sum(1 for m, (_, name) in zip(ours, pairs) if m.outcome in found and m.name != name)
    hit_dl = sum(1 for r, (_, name) in zip(theirs, pairs) if r and r[0] == name)
    wrong_dl = sum(1 for r, (_, name) in zip(theirs, pairs) if r and r[0] != name)
    from collections import Counter
    outcomes = Counter(m.outcome.value for m in ours)
    print(f"## 3. {n} misspelled names against {len(names)} names")
    print(f"db.resolve                 {t_ours / n * 1e6:9.0f} us/query   hits {hit_ours / n:6.1%}   "
          f"wrong answers {wrong_ours}")
    print(f"difflib.get_close_matches  {t_dl / n * 1e6:9.0f} us/query   hits {hit_dl / n:6.1%}   "
          f"wrong answers {wrong_dl}")
    print(f"speedup                    {t_dl / t_ours:9.1f}x   (target >= 20x; hit rate >= difflib's)")
    print(f"our outcomes: {dict(outcomes)}\n")


def bench_rss(env: dict) -> None:
    cmd = [sys.executable, "-m", "deckcheck", "cards", "search", "--limit", "0", "--json"]
    code = ("import resource, subprocess, sys; "
            f"subprocess.run({cmd!r}, stdout=subprocess.DEVNULL, check=True); "
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO)
    kb = int(out.stdout.strip() or 0)
    print("## 4. memory")
    print(f"peak RSS of `deckcheck cards search --limit 0 --json`: {kb / 1024:.0f} MB   (target < 200 MB)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--queries", type=int, default=1000)
    args = ap.parse_args()
    cache = tempfile.mkdtemp(prefix="deckcheck-bench-")
    os.environ["DECKCHECK_CACHE_DIR"] = cache
    os.environ.pop("DECKCHECK_CARDS", None)
    env = dict(os.environ)
    print(f"python {sys.version.split()[0]}, PyYAML {yaml.__version__} "
          f"(LibYAML {'yes' if hasattr(yaml, 'CSafeLoader') else 'no'}), cache in {cache}\n")
    bench_load(repeat=5)
    bench_process(args.runs, env)
    bench_fuzzy(args.queries)
    bench_rss(env)
    _ = resource  # used in the child


if __name__ == "__main__":
    main()
