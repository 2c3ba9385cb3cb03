"""The `deckcheck` command line: a thin layer of typer commands over the library."""
from __future__ import annotations

import sys

import typer

from deckcheck.cli import cards, check, collection, feeds, goldfish, herorealms, screen
from deckcheck.cli.common import EXIT_USAGE, report_input_error
from deckcheck.errors import InputError

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  help="Deck checks, screening, collections and goldfish games for the WoW TCG (and Hero Realms).")
app.command("check")(check.check)
app.command("screen")(screen.screen)
app.command("goldfish")(goldfish.goldfish)
app.add_typer(cards.app, name="cards")
app.add_typer(feeds.app, name="feeds")
app.add_typer(collection.app, name="collection")
app.add_typer(collection.deck_app, name="deck")
app.add_typer(herorealms.app, name="hero-realms")


def main() -> None:
    try:
        code = app(standalone_mode=False)
    except InputError as exc:
        sys.exit(report_input_error(exc))
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as exc:  # click usage errors come through here in non-standalone mode
        import click
        if isinstance(exc, click.exceptions.Exit):
            sys.exit(exc.exit_code)
        if isinstance(exc, click.ClickException):
            exc.show()
            sys.exit(EXIT_USAGE)
        if isinstance(exc, click.exceptions.Abort):
            sys.exit(130)
        raise
    sys.exit(code if isinstance(code, int) else 0)
