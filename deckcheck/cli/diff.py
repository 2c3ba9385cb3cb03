"""`deckcheck diff A B`: what changed between two decks, per card and section (exit 0 same, 1 different)."""
from __future__ import annotations

from typing import Optional

import typer

from deckcheck.cli.common import EXIT_ILLEGAL, EXIT_OK, CardsOpt, JsonOpt, console, load_cards, print_json


def _triples(deck) -> list[tuple[str, str, int]]:
    out = [("hero", deck.hero.name, 1)] if deck.hero else []
    out += [("hero", e.card.name, e.qty) for e in deck.extra_heroes]
    return out + [(s, e.card.name, e.qty) for s in ("main", "side") for e in getattr(deck, s)]


def diff(a: str = typer.Argument(..., metavar="A", help="The first deck file (any format)."),
         b: str = typer.Argument(..., metavar="B", help="The second deck file."),
         json_out: bool = JsonOpt, cards: Optional[list[str]] = CardsOpt) -> None:
    """Compare two decks by resolved card: exit 0 when the same, 1 when they differ (like diff)."""
    from deckcheck.decks.compare import deck_diff
    from deckcheck.wowtcg.deck import load_deck
    db = load_cards(cards)
    left, right = load_deck(a, db), load_deck(b, db)
    changes = deck_diff(_triples(left), _triples(right))
    unread = [(p, r.query) for p, d in ((a, left), (b, right)) for r in d.resolutions if r.name is None]
    if json_out:
        print_json({"a": a, "b": b, "same": not changes, "changes": changes,
                    "unread": [{"deck": p, "line": q} for p, q in unread]})
    else:
        out = console()
        section = None
        for c in changes:
            if c["section"] != section:
                section = c["section"]
                out.print(f"[bold]{section}[/]")
            sign = "[green]+" if c["change"] > 0 else "[red]-"
            out.print(f"  {sign}{abs(c['change'])}[/] {c['card']}  ({c['a']} -> {c['b']})", soft_wrap=True)
        for p, q in unread:
            out.print(f"[yellow]note:[/] {p}: {q!r} is no known card; not compared", soft_wrap=True)
        if not changes:
            out.print(f"same deck: {a} and {b} hold the same cards")
    raise typer.Exit(EXIT_OK if not changes else EXIT_ILLEGAL)
