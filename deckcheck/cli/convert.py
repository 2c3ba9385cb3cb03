"""`deckcheck deck convert`: a deck file written in another format, names resolved to the pool's."""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import CardsOpt, fail, load_cards


def convert(file: str = typer.Argument(..., metavar="FILE", help="Deck file in any format we read ('-' for stdin)."),
            to: str = typer.Option(..., "--to", metavar="FORMAT", help="text, deck, csv, mwdeck, o8d, yaml or json."),
            output: Optional[str] = typer.Option(None, "--output", "-o", metavar="PATH", help="Write here instead of stdout."),
            cards: Optional[list[str]] = CardsOpt) -> None:
    """Write a deck in another format; card names become the pool's own spelling."""
    from deckcheck.decks import read_deck
    from deckcheck.decks.writers import WRITERS, write_deck
    from deckcheck.wowtcg.deck import resolve
    if to.lower() not in WRITERS:
        raise fail(f"--to: unknown deck format {to!r} (expected one of: {', '.join(WRITERS)})")
    raw = read_deck(file)
    deck = resolve(raw, load_cards(cards))
    names = {(r.line, r.section, r.query): r.name for r in deck.resolutions if r.name}
    for ln in raw.lines:
        ln.name = names.get((ln.line, ln.section, ln.name or f"{ln.set_code} #{ln.number}"), ln.name)
    text = write_deck(raw, to)
    if output is None or output == "-":
        sys.stdout.write(text)
        return
    from deckcheck.userfiles import write_atomically
    write_atomically(output, lambda fh: fh.write(text), "--output", newline="\n")   # never a half-written deck
