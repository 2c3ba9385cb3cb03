"""The `deckcheck` command line: a thin layer of typer commands over the library.

Commands are registered from one table; `main()` builds only the command asked for, so a quick
lookup does not pay for parsing every other command's options. A closed output pipe
(`deckcheck goldfish ... | head`) silences the rest of the output: the command still ends with its
own exit status (never "illegal" because the reader went away).
"""
from __future__ import annotations

import importlib
import os
import sys

import typer

from deckcheck.cli.common import report_input_error
from deckcheck.errors import InputError

HELP = "Deck checks, screening, collections and goldfish games for the WoW TCG (and Hero Realms)."
# name -> (module, attribute, "command" | "group")
COMMANDS: dict[str, tuple[str, str, str]] = {
    "check": ("check", "check", "command"),
    "screen": ("screen", "screen", "command"),
    "goldfish": ("goldfish", "goldfish", "command"),
    "diff": ("diff", "diff", "command"),
    "cards": ("cards", "app", "group"),
    "feeds": ("feeds", "app", "group"),
    "collection": ("collection", "app", "group"),
    "deck": ("collection", "deck_app", "group"),
    "hero-realms": ("herorealms", "app", "group"),
    "serve": ("serve", "serve", "command"),
    "event": ("event", "app", "group"),
}


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version
        try:
            v = version("deckcheck")
        except PackageNotFoundError:
            v = "unknown (not installed)"
        sys.stdout.write(f"deckcheck {v}\n")
        raise typer.Exit(0)


def _root(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")) -> None:
    """Deck checks, screening, collections and goldfish games for the WoW TCG (and Hero Realms)."""


def build_app(only: str | None = None) -> typer.Typer:
    """The typer app with every command, or with just `only` (same behaviour for that command)."""
    app = typer.Typer(no_args_is_help=True, add_completion=True, pretty_exceptions_enable=False, help=HELP)
    app.callback()(_root)
    for name, (module, attr, kind) in COMMANDS.items():
        if only is not None and name != only:
            continue
        obj = getattr(importlib.import_module(f"deckcheck.cli.{module}"), attr)
        if kind == "command":
            app.command(name)(obj)
        else:
            app.add_typer(obj, name=name)
    if only is not None:
        app.command("_", hidden=True)(lambda: None)  # keep `only` a subcommand, not the root
    return app


def __getattr__(name: str):
    if name == "app":     # the full app, built when asked for (tests, completion, `--help`)
        globals()["app"] = built = build_app()
        return built
    raise AttributeError(name)


class ClosedPipeGuard:
    """stdout that turns a closed pipe into silence: the first failed write points the file
    descriptor at /dev/null, and every later write is dropped without an error."""

    def __init__(self, stream):
        self._stream = stream
        self.closed_pipe = False
        self.failed: OSError | None = None     # a write that failed otherwise (a full disk)

    def _closed(self) -> None:
        self.closed_pipe = True
        try:
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, self._stream.fileno())
            os.close(fd)
        except (OSError, ValueError):
            pass

    def write(self, text: str) -> int:
        if not self.closed_pipe:
            try:
                return self._stream.write(text)
            except BrokenPipeError:
                self._closed()
            except OSError as exc:
                self.failed = exc
                self._closed()
        return len(text)

    def flush(self) -> None:
        if not self.closed_pipe:
            try:
                self._stream.flush()
            except BrokenPipeError:
                self._closed()
            except OSError as exc:
                self.failed = exc
                self._closed()

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def _undecodable_argument() -> str | None:
    """An argument that is not UTF-8 text (the shell passed raw bytes) and names no file: a title,
    reason or seed no report or database can hold."""
    for arg in sys.argv[1:]:
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            if not os.path.lexists(arg):
                return arg
    return None


def main() -> None:
    bad = _undecodable_argument()
    if bad is not None:
        sys.stderr.write(f"deckcheck: error: an argument is not UTF-8 text: {bad.encode('utf-8', 'replace').decode()!r}\n")
        sys.exit(2)
    first = sys.argv[1] if len(sys.argv) > 1 else None
    if first in COMMANDS:
        target = build_app(first)
    elif first == "--version":
        target = build_app("")      # no command needed to print the version
    else:
        target = build_app()
    guard = sys.stdout = ClosedPipeGuard(sys.stdout)
    try:
        target(prog_name="deckcheck")   # click's standalone mode: usage errors exit 2, no traceback
    except InputError as exc:
        sys.exit(report_input_error(exc, as_json="--json" in sys.argv[1:]))
    finally:
        guard.flush()
        sys.stdout = guard._stream
        if guard.failed is not None:    # never a traceback, never a silent half-written output
            sys.stderr.write(f"deckcheck: error: cannot write the output: "
                             f"{guard.failed.strerror or guard.failed}\n")
            sys.exit(2)
