#!/usr/bin/env python3
"""Run every `$ command` example of README.md and compare what it prints with what the README shows.

    python .ci/readme_examples.py            # report each example whose output differs (exit 1 if any)
    python .ci/readme_examples.py --write    # rewrite the README's outputs with what the commands print

An example is a line starting with `$ ` inside a ``` block; its output is every line up to the next
`$ ` line or the block's end, ending in `[exit N]`. The commands of each `## ` section run in
order, in the project's root, with `deckcheck` from the current environment, a fresh HOME and data
folder per section (so the collection section starts from an empty database), and the few files the
README's prose assumes (an unrelated SQLite database in /tmp/dbprobe) made first. `/tmp/` in a command
is a private folder of the run (two runs at once never share a file), printed back as `/tmp/`.
Examples in blocks that start a server (`deckcheck serve`) or whose output is a timing are skipped.
A block after a `<!-- needs: PATH -->` line reads PATH (relative to the project's root, e.g. the
reference sources in ../shared, which a clone does not have): its examples run only where PATH is.
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
NEEDS = re.compile(r"<!--\s*needs:\s*(\S+)\s*-->")


@dataclass
class Example:
    command: str
    first: int          # index of the first output line in the README's lines
    last: int           # index one past the `[exit N]` line
    shown: list[str]
    section: str = ""           # the `## ` heading it is under
    needs: str | None = None    # a path it reads that a clone may lack (`<!-- needs: PATH -->`)

    def missing(self) -> str | None:
        """Why it cannot run here (its `needs` path is absent), or None."""
        if self.needs and not (ROOT / self.needs).exists():
            return f"needs {self.needs} (not beside this clone)"
        return None


def examples(lines: list[str]) -> list[Example]:
    """Every `$ ` example of the README, with the output lines it shows."""
    found: list[Example] = []
    in_block = False
    current: Example | None = None
    section, needs, block_needs = "", None, None
    for i, line in enumerate(lines):
        if not in_block and line.startswith("## "):
            section = line[3:].strip()
        elif not in_block and (m := NEEDS.fullmatch(line.strip())):
            needs = m[1]
        if line.startswith("```"):
            if not in_block:
                block_needs, needs = needs, None     # the marker holds for the next block only
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
            current = Example(line[2:], i + 1, i + 1, [], section, block_needs)
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


def prepare(tmp: Path) -> None:
    """The files the README's examples take for granted (`tmp` stands for /tmp)."""
    probe = tmp / "dbprobe"
    probe.mkdir()
    with sqlite3.connect(probe / "invoices.db") as con:
        con.execute("create table invoices (id integer primary key, total real)")


def untracked() -> set[str]:
    out = subprocess.run(["git", "ls-files", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True,
                         text=True).stdout
    return set(out.split())


def run(command: str, env: dict[str, str], tmp: Path) -> list[str]:
    proc = subprocess.run(["bash", "-c", command.replace("/tmp/", f"{tmp}/")], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    rc = proc.returncode
    out = proc.stdout.replace(f"{tmp}/", "/tmp/")
    out = out.replace(f"{ROOT}/", "").rstrip("\n")   # the bundled files, as relative paths
    lines = out.split("\n") if out else []
    return [line.rstrip() for line in lines] + [f"[exit {rc}]"]


def run_section(todo: list[Example], cache: Path) -> list[tuple[Example, list[str]]]:
    """Run `todo` in order in a fresh home and /tmp, with the card cache in `cache`: each example
    whose output differs, with what it printed."""
    scratch = Path(tempfile.mkdtemp(prefix="readme-"))
    home, tmp = scratch / "home", scratch / "tmp"
    home.mkdir()
    tmp.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("DECKCHECK_")}
    env.pop("COLUMNS", None)     # output to a pipe, as the README's examples show it
    env.update(PYTHONUNBUFFERED="1", HOME=str(home), XDG_DATA_HOME=str(home / "data"), TERM="dumb",
               DECKCHECK_CACHE_DIR=str(cache),
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}")   # this environment's deckcheck
    prepare(tmp)
    before = untracked()
    differ: list[tuple[Example, list[str]]] = []
    try:
        for ex in todo:
            got = run(ex.command, env, tmp)
            if not (ex.shown and ex.shown[-1].startswith("[exit ")):
                got = got[:-1]      # an example shown without its exit status
            if [s.rstrip() for s in ex.shown] != got:
                differ.append((ex, got))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        for made in untracked() - before:      # what the examples write in the root (report.html, deck-checks.html)
            (ROOT / made).unlink(missing_ok=True)
    return differ


def compare(skip: re.Pattern[str] = SKIP, which=lambda ex: True
            ) -> tuple[list[str], list[tuple[Example, list[str]]], list[tuple[Example, str]]]:
    """Run the README's examples, section by section: (the README's lines, each example whose
    output differs with what it printed, each example not run here with the reason). `skip`:
    commands not run; `which(example)`: the examples to consider. The sections share one card
    cache (a fresh one, or $DECKCHECK_CACHE_DIR's: the test session's own), which changes no output."""
    lines = README.read_text().split("\n")
    chosen = [ex for ex in examples(lines) if which(ex) and not skip.search(ex.command)]
    not_run = [(ex, why) for ex in chosen if (why := ex.missing())]
    differ: list[tuple[Example, list[str]]] = []
    given = os.environ.get("DECKCHECK_CACHE_DIR")
    cache = Path(given) if given else Path(tempfile.mkdtemp(prefix="readme-cache-"))
    try:
        for section in dict.fromkeys(ex.section for ex in chosen):
            todo = [ex for ex in chosen if ex.section == section and not ex.missing()]
            if todo:
                differ += run_section(todo, cache)
    finally:
        if not given:
            shutil.rmtree(cache, ignore_errors=True)
    return lines, differ, not_run


def describe(ex: Example, got: list[str]) -> str:
    shown = [s.rstrip() for s in ex.shown]
    return "\n".join([f"README.md:{ex.first}: $ {ex.command}"] + [f"  - {s}" for s in shown if s not in got]
                     + [f"  + {g}" for g in got if g not in shown])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the README's outputs")
    args = parser.parse_args()
    lines, differ, not_run = compare()
    for ex, why in not_run:
        print(f"README.md:{ex.first}: not run: $ {ex.command}: {why}")
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
