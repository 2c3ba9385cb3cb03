"""The `deckcheck` command line: a thin layer of typer commands over the library.

Commands are registered from one table; `main()` builds only the command asked for, so a quick
lookup does not pay for parsing every other command's options.
"""
from __future__ import annotations

import importlib
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
    "cards": ("cards", "app", "group"),
    "feeds": ("feeds", "app", "group"),
    "collection": ("collection", "app", "group"),
    "deck": ("collection", "deck_app", "group"),
    "hero-realms": ("herorealms", "app", "group"),
    "serve": ("serve", "serve", "command"),
    "event": ("event", "app", "group"),
}


def build_app(only: str | None = None) -> typer.Typer:
    """The typer app with every command, or with just `only` (same behaviour for that command)."""
    app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False, help=HELP)
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


app = build_app()


def main() -> None:
    first = sys.argv[1] if len(sys.argv) > 1 else None
    target = build_app(first) if first in COMMANDS else app
    try:
        target(prog_name="deckcheck")   # click's standalone mode: usage errors exit 2, no traceback
    except InputError as exc:
        sys.exit(report_input_error(exc, as_json="--json" in sys.argv[1:]))
