#!/usr/bin/env python3
"""Run every `$ command` example of README.md and compare what it prints with what the README shows.

    python .ci/readme_examples.py            # report each example whose output differs (exit 1 if any)
    python .ci/readme_examples.py --write    # rewrite the README's outputs with what the commands print

An example is a line starting with `$ ` inside a ``` block; its output is every line up to the next
`$ ` line or the block's end, ending in `[exit N]`. The commands run in order, in the project's root,
with `deckcheck` from the current environment, a fresh HOME and data folder (so the collection
section starts from an empty database), and the few files the README's prose assumes (an unrelated
SQLite database in /tmp/dbprobe) made first. Examples in blocks that start a server (`deckcheck serve`)
or whose output is a timing are skipped.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
#: commands not run: a server that stays up, and outputs that are timings or depend on the clock
SKIP = re.compile(r"deckcheck serve|bench/bench_|--version|\btime\b")


@dataclass
class Example:
    command: str
    first: int          # index of the first output line in the README's lines
    last: int           # index one past the `[exit N]` line
    shown: list[str]


def examples(lines: list[str]) -> list[Example]:
    """Every `$ ` example of the README, with the output lines it shows."""
    found: list[Example] = []
    in_block = False
    current: Example | None = None
    for i, line in enumerate(lines):
        if line.startswith("```"):
            if in_block and current is not None:
                current.last = i
                found.append(current)
                current = None
            in_block = not in_block
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            if current is not None:
                found.append(current)
            current = Example(line[2:], i + 1, i + 1, [])
        elif current is not None:
            if line == "" and not current.shown:
                continue
            current.shown.append(line)
            current.last = i + 1
    for ex in found:
        while ex.shown and ex.shown[-1] == "":
            ex.shown.pop()
            ex.last -= 1
    return found


def prepare() -> None:
    """The files the README's examples take for granted."""
    probe = Path("/tmp/dbprobe")
    shutil.rmtree(probe, ignore_errors=True)
    probe.mkdir()
    with sqlite3.connect(probe / "invoices.db") as con:
        con.execute("create table invoices (id integer primary key, total real)")
    for stale in ("/tmp/fifo.txt", "/tmp/litori.mwDeck", "/tmp/mine.txt"):
        Path(stale).unlink(missing_ok=True)


def untracked() -> set[str]:
    out = subprocess.run(["git", "ls-files", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True,
                         text=True).stdout
    return set(out.split())


def run(command: str, env: dict[str, str]) -> list[str]:
    proc = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    rc = proc.returncode
    out = proc.stdout.replace(f"{ROOT}/", "").rstrip("\n")   # the bundled files, as relative paths
    lines = out.split("\n") if out else []
    return [line.rstrip() for line in lines] + [f"[exit {rc}]"]


def compare(skip: re.Pattern[str] = SKIP) -> tuple[list[str], list[tuple[Example, list[str]]]]:
    """Run the README's examples: (the README's lines, each example whose output differs with what
    it printed). `skip`: commands not run."""
    lines = README.read_text().split("\n")
    home = Path(tempfile.mkdtemp(prefix="readme-home-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    env.pop("COLUMNS", None)     # output to a pipe, as the README's examples show it
    env.update(PYTHONUNBUFFERED="1", HOME=str(home), XDG_DATA_HOME=str(home / "data"), TERM="dumb",
               DECKCHECK_CACHE_DIR=str(home / "cache"),
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")   # this environment's deckcheck
    prepare()
    before = untracked()
    differ: list[tuple[Example, list[str]]] = []
    try:
        for ex in examples(lines):
            if skip.search(ex.command):
                continue
            got = run(ex.command, env)
            if not (ex.shown and ex.shown[-1].startswith("[exit ")):
                got = got[:-1]      # an example shown without its exit status
            if [s.rstrip() for s in ex.shown] != got:
                differ.append((ex, got))
    finally:
        shutil.rmtree(home, ignore_errors=True)
        for made in untracked() - before:      # the reports the examples write (report.html, ...)
            (ROOT / made).unlink(missing_ok=True)
    return lines, differ


def describe(ex: Example, got: list[str]) -> str:
    shown = [s.rstrip() for s in ex.shown]
    return "\n".join([f"README.md:{ex.first}: $ {ex.command}"] + [f"  - {s}" for s in shown if s not in got]
                     + [f"  + {g}" for g in got if g not in shown])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the README's outputs")
    args = parser.parse_args()
    lines, differ = compare()
    for ex, got in differ:
        print(describe(ex, got))
    if args.write and differ:
        for ex, got in sorted(differ, key=lambda r: -r[0].first):
            lines[ex.first:ex.last] = got
        README.write_text("\n".join(lines))
        print(f"rewrote {len(differ)} example output(s) in README.md")
    elif differ:
        print(f"{len(differ)} example(s) differ from what the README shows (--write rewrites them)")
    return 1 if differ and not args.write else 0


if __name__ == "__main__":
    sys.exit(main())
