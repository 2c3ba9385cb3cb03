"""What every command shares: options, JSON output, the error voice and exit codes."""
from __future__ import annotations

import json
import os
import sys
from typing import Any, Optional

import typer

from deckcheck.cli.plaintable import PIPE_WIDTH
from deckcheck.errors import FeedErrors, InputError, InputErrors

EXIT_OK, EXIT_ILLEGAL, EXIT_USAGE = 0, 1, 2

CardsOpt = typer.Option(None, "--cards", metavar="PATH",
                        help="Extra card feed file or folder, layered over the bundled ones (repeatable; for WoW TCG also $DECKCHECK_CARDS).")
JsonOpt = typer.Option(False, "--json", help="Machine-readable JSON on stdout.")
DbOpt = typer.Option(None, "--db", metavar="URL", help="Collection database URL (default: sqlite in your data folder; also $DECKCHECK_DB).")
FormatOpt = typer.Option("constructed", "--format", "-f", metavar="NAME",
                         help="Game format: constructed, limited, classic, contemporary, core, block, ...")


def console(stderr: bool = False):
    from rich.console import Console
    out = Console(stderr=stderr, highlight=False, soft_wrap=False, emoji=False)   # a deck named ":bed:" stays text
    if not out.is_terminal and "COLUMNS" not in os.environ:
        out.width = PIPE_WIDTH
    return out


def progress_bar(total: int, label: str, at_least: int = 2000):
    """(rich Progress, update(n)) for a long run on a terminal (stderr); (None, None) when stderr is
    not a TTY or the run is short."""
    if not sys.stderr.isatty() or total < at_least:
        return None, None
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
    prog = Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed:,}/{task.total:,}"),
                    TimeRemainingColumn(), console=console(stderr=True), transient=True)
    task = prog.add_task(label, total=total)
    return prog, (lambda n: prog.update(task, completed=n))


def print_json(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2, sort_keys=False) + "\n")


def fail(message: str, code: int = EXIT_USAGE) -> "typer.Exit":
    """A usage or input problem: one line on stderr (and, with --json, a JSON error on stdout)."""
    sys.stderr.write(f"deckcheck: error: {message}\n")
    if code == EXIT_USAGE and "--json" in sys.argv[1:]:
        print_json({"ok": False, "errors": [{"message": message, "file": None, "line": None, "field": None}]})
    return typer.Exit(code)


def report_input_error(exc: InputError, as_json: bool = False) -> int:
    """One line per problem on stderr (and, with --json, the same as one JSON object on stdout)."""
    errors = exc.errors if isinstance(exc, InputErrors) else [exc]
    for err in errors:
        sys.stderr.write(f"deckcheck: error: {err}\n")
    if isinstance(exc, FeedErrors):
        sys.stderr.write(f"deckcheck: {len(exc.errors)} problem(s) in card feeds; nothing was loaded\n")
    elif isinstance(exc, InputErrors):
        sys.stderr.write(f"deckcheck: error: {exc.summary()}\n")
    if as_json:
        print_json({"ok": False, "errors": [{"message": e.message, "file": e.path, "line": e.line,
                                             "field": e.field} for e in errors]})
    return EXIT_USAGE


def load_cards(cards: Optional[list[str]]):
    from deckcheck.wowtcg.feeds import load_db
    return load_db(cards or [])


def lookup_card(db, name: str, json_out: bool):
    """The card a typed name means (any game's database), with a note on stderr when it was
    guessed; when none, the candidates (as JSON with --json) and exit 1."""
    match = db.resolve(name)
    if match.found:
        if match.outcome.value in ("prefix", "fuzzy") and not json_out:
            console(stderr=True).print(f"[yellow]note:[/] {match.describe()}")
        return db[match.name], match
    if json_out:
        print_json({"query": name, "outcome": match.outcome.value,
                    "candidates": [{"name": n, "score": s} for n, s in match.candidates]})
    raise fail(match.describe(), EXIT_ILLEGAL)
