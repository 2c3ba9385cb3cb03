"""`deckcheck hero-realms`: cards, deck checks and goldfish games for Hero Realms.

A per-game subcommand group (mounted by `deckcheck.cli` as `hero-realms`); until it is mounted,
`python -m deckcheck.cli.herorealms ARGS` runs it the same way.
"""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import (EXIT_ILLEGAL, CardsOpt, JsonOpt, console, fail, lookup_card, print_json,
                                  progress_bar)

app = typer.Typer(no_args_is_help=True, help="Hero Realms: look up cards, check decks, goldfish buy policies.")
cards_app = typer.Typer(no_args_is_help=True, help="Look up Hero Realms cards: show one, search.")
app.add_typer(cards_app, name="cards")


def _db(cards: Optional[list[str]]):
    from deckcheck.herorealms.feeds import load_db
    return load_db(cards or [])


@cards_app.command("show")
def show(name: str = typer.Argument(..., help="Card name (any spelling; misspellings are suggested)."),
         cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Every fact and ability of one card."""
    from rich.table import Table
    from deckcheck.herorealms.effects import describe
    db = _db(cards)
    card, match = lookup_card(db, name, json_out)
    if json_out:
        print_json({"query": name, "outcome": match.outcome.value, "score": match.score, "card": card.as_dict()})
        return
    t = Table(title=card.name, show_header=False, title_justify="left")
    t.add_column(style="bold")
    t.add_column()
    t.add_row("Type", card.type + (f" ({', '.join(card.subtypes)})" if card.subtypes else ""))
    t.add_row("Faction", card.faction or "-")
    t.add_row("Where", {"market": "market deck", "fire_gem": "Fire Gem pile", "personal": "personal deck"}[card.role]
              + f", {card.qty} in the box")
    if card.cost is not None:
        t.add_row("Cost", f"{card.cost} gold")
    if card.defense is not None:
        t.add_row("Defense", f"{card.defense}" + (" (guard)" if card.guard else ""))
    for kind, label in (("primary", "Primary"), ("expend", "Expend"), ("ally", f"{card.faction} ally"),
                        ("sacrifice", "Sacrifice")):
        effects = getattr(card, kind)
        if effects:
            t.add_row(label, describe(effects))
    console().print(t)


@cards_app.command("search")
def search(text: Optional[str] = typer.Argument(None, help="Text the name contains."),
           faction: Optional[str] = typer.Option(None, "--faction", help="Guild, Imperial, Necros, Wild or none."),
           type_: Optional[str] = typer.Option(None, "--type", help="action, item or champion."),
           cost: Optional[int] = typer.Option(None, "--cost"),
           role: Optional[str] = typer.Option(None, "--role", help="market, fire_gem or personal."),
           guard: Optional[bool] = typer.Option(None, "--guard/--no-guard", help="Guards only / no guards."),
           ability: Optional[str] = typer.Option(None, "--ability", help="Has this ability: expend, ally, sacrifice."),
           limit: int = typer.Option(0, "--limit", help="Show at most this many (0 = all)."),
           cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Cards matching every filter given."""
    from rich.table import Table
    from deckcheck.herorealms.model import ABILITIES, CARD_TYPES, FACTIONS, ROLES
    if faction and faction.capitalize() not in FACTIONS + ("None",):
        raise fail(f"--faction: expected one of {', '.join(FACTIONS)} or none")
    if type_ and type_.lower() not in CARD_TYPES:
        raise fail(f"--type: expected one of {', '.join(CARD_TYPES)}")
    if role and role not in ROLES:
        raise fail(f"--role: expected one of {', '.join(ROLES)}")
    if ability and ability not in ABILITIES:
        raise fail(f"--ability: expected one of {', '.join(ABILITIES)}")
    db = _db(cards)
    found = db.search(text, faction=faction, type=type_, cost=cost, role=role, guard=guard, ability=ability)
    shown = found if limit <= 0 else found[:limit]
    if json_out:
        print_json({"total": len(found), "copies": sum(c.qty for c in found), "cards": [c.as_dict() for c in shown]})
        return
    t = Table(title=f"{len(found)} card(s), {sum(c.qty for c in found)} copies"
              + (f", first {len(shown)}" if len(shown) < len(found) else ""), title_justify="left")
    for col in ("Name", "Faction", "Type", "Cost", "Def", "Qty", "Abilities"):
        t.add_column(col)
    for c in shown:
        t.add_row(c.name, c.faction or "-", c.type, "" if c.cost is None else str(c.cost),
                  "" if c.defense is None else f"{c.defense}{'G' if c.guard else ''}", str(c.qty),
                  ", ".join(c.abilities()))
    console().print(t)


@app.command("check")
def check(path: str = typer.Argument(..., metavar="FILE", help="Deck file: 'N Name' lines (.txt), YAML 'main:', CSV, ..."),
          kind: Optional[str] = typer.Option(None, "--kind", help="personal, market or pool (default: personal "
                                             "when most cards are personal-deck cards, else pool)."),
          boxes: int = typer.Option(1, "--boxes", min=1, max=100, help="Base sets the market deck or pool may draw on."),
          cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Check a personal starting deck, a market deck or a card pool: exit 0 legal, 1 not, 2 bad input."""
    from deckcheck.herorealms.checks import KINDS, check_deck, read_deck
    from deckcheck.herorealms.report import check_json, print_check
    if kind is not None and kind not in KINDS:
        raise fail(f"--kind: expected one of {', '.join(KINDS)}")
    db = _db(cards)
    result = check_deck(db, read_deck(path), kind, boxes)
    if json_out:
        print_json(check_json(db, result))
    else:
        print_check(console(), db, result)
    if not result.legal:
        raise typer.Exit(EXIT_ILLEGAL)


@app.command("goldfish")
def goldfish(games: int = typer.Option(10_000, "--games", "-n", min=1, max=10_000_000, help="Games per policy."),
             seed: int = typer.Option(1, "--seed", "-s", help="Same seed, same games (game i of every policy starts alike), for any --workers."),
             policy: Optional[list[str]] = typer.Option(None, "--policy", "-p", metavar="NAME",
                                                        help="expensive, focus, focus:FACTION, champions, gems "
                                                             "(repeatable; default: all four kinds)."),
             second: bool = typer.Option(False, "--on-the-draw", "--second", help="Play second: draw 5 on turn 1, not 3."),
             max_turns: int = typer.Option(60, "--turns", "-t", "--max-turns", min=1, max=500, help="Give up after this many turns."),
             deck: Optional[str] = typer.Option(None, "--deck", metavar="FILE",
                                                help="Personal starting deck to play (checked first; default the standard 10)."),
             trace: bool = typer.Option(False, "--trace", help="Play one game per policy and tell it in plain words."),
             trace_game: int = typer.Option(0, "--trace-game", min=0, help="Which game --trace tells (0 = the first)."),
             workers: int = typer.Option(0, "--workers", "-w", min=0, max=64, help="Processes (0: one per core, up to 8)."),
             cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Goldfish buy policies side by side: turns to deal 50 damage (95% intervals), gold per turn, deck size."""
    from deckcheck.herorealms import engine
    from deckcheck.herorealms.policies import DEFAULT_POLICIES, make_policy
    from deckcheck.herorealms.report import goldfish_json, print_check, print_goldfish
    from deckcheck.herorealms.runner import run
    from deckcheck.parallel import default_workers
    db = _db(cards)
    specs = list(policy or DEFAULT_POLICIES)
    policies = [make_policy(p) for p in specs]
    tables = engine.Tables(db)
    kw = {"first": not second, "cap": max_turns}
    if deck:
        from deckcheck.herorealms.checks import check_deck, read_deck
        result = check_deck(db, read_deck(deck), "personal")
        if not result.legal:
            if json_out:         # the check's own answer, as `hero-realms check --json` gives it
                from deckcheck.herorealms.report import check_json
                print_json({**check_json(db, result), "deck": deck, "played": False})
                raise typer.Exit(EXIT_ILLEGAL)
            print_check(console(stderr=True), db, result)
            raise fail(f"{deck}: not a legal personal deck; nothing was played", EXIT_ILLEGAL)
        kw["deck"] = tables.deck_ids(result.counts)
    if trace:
        traced = []
        for p in policies:
            lines = engine.trace_game(tables, p, seed, trace_game, **kw)
            traced.append({"policy": p.name, "seed": seed, "game": trace_game, "trace": lines})
            if not json_out:
                sys.stdout.write("\n".join(lines) + "\n")
        if json_out:             # one JSON document: the one policy's trace, or every policy's
            print_json(traced[0] if len(traced) == 1 else {"compare": traced})
        return
    n_workers = workers or default_workers()
    prog, cb = progress_bar(games * len(specs), "Hero Realms goldfish")
    results = []
    with prog if prog else _nothing():
        for i, (spec, p) in enumerate(zip(specs, policies)):
            step = (lambda n, i=i: cb(i * games + n)) if cb else None
            results.append((p, run(tables, spec, games, seed, workers=n_workers, progress=step, **kw)))
    data = goldfish_json(results, games=games, seed=seed, first=not second)
    if json_out:
        print_json(data)
    else:
        print_goldfish(console(), data)


def _nothing():
    from contextlib import nullcontext
    return nullcontext()


def main() -> None:
    """Run this group through the main CLI (the same error voice and exit codes)."""
    from deckcheck import cli
    if not any(g.name == "hero-realms" for g in cli.app.registered_groups):
        cli.app.add_typer(app, name="hero-realms")
    sys.argv[1:1] = ["hero-realms"]
    cli.main()


if __name__ == "__main__":
    main()
