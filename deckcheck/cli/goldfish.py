"""`deckcheck goldfish`: play a deck alone thousands of times and report how fast it kills."""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import (EXIT_ILLEGAL, EXIT_OK, CardsOpt, FormatOpt, JsonOpt, console, fail,
                                  load_cards, print_json)

app = typer.Typer(add_completion=False, help="Goldfish test games: a deck played alone against a passive opponent.")


def _progress(total: int, label: str):
    """A rich progress bar on a terminal (stderr); nothing when stderr is not a TTY."""
    if not sys.stderr.isatty() or total < 2000:
        return None, None
    from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
    prog = Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed:,}/{task.total:,}"),
                    TimeRemainingColumn(), console=console(stderr=True), transient=True)
    task = prog.add_task(label, total=total)
    return prog, (lambda n: prog.update(task, completed=n))


@app.command("goldfish")
def goldfish(deck_file: str = typer.Argument(..., metavar="DECK", help="Deck file (any format `deckcheck check` reads)."),
             deck2: Optional[str] = typer.Argument(None, metavar="[DECK2]", help="A second deck, compared side by side on the same seeds."),
             games: int = typer.Option(10_000, "--games", "-n", min=1, help="Games to play."),
             seed: int = typer.Option(1, "--seed", "-s", help="Seed: the same seed gives the same results, for any --workers."),
             turns: int = typer.Option(12, "--turns", "-t", min=1, max=60, help="Stop each game after this many turns."),
             health: int = typer.Option(25, "--health", min=1, help="The goldfish hero's health."),
             policy: str = typer.Option("curve", "--policy", "-p", help="Play policy: curve, hold-burn."),
             draw_first: bool = typer.Option(False, "--on-the-draw", help="Play second (draw on turn 1)."),
             trace: bool = typer.Option(False, "--trace", help="Print game number 0 turn by turn in plain words, then stop."),
             json_out: bool = JsonOpt,
             workers: int = typer.Option(0, "--workers", "-w", min=0, help="Processes (0: one per core, up to 8)."),
             allow_illegal: bool = typer.Option(False, "--allow-illegal", help="Play a deck that fails the deck checks."),
             cards: Optional[list[str]] = CardsOpt,
             fmt: str = FormatOpt) -> None:
    """How fast does this deck kill a passive opponent? Kill-turn curve, resources, mulligans, dead cards, exact odds."""
    from deckcheck.goldfish.policies import get_policy
    from deckcheck.goldfish.report import render, summarise
    from deckcheck.goldfish.runner import default_workers, make_setup, run, trace_game
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.rules import check_deck

    try:
        pol = get_policy(policy)
    except ValueError as exc:
        raise fail(str(exc))
    db = load_cards(cards)
    decks = []
    for path in [deck_file] + ([deck2] if deck2 else []):
        deck = load_deck(path, db)
        report = check_deck(deck, fmt)
        if not report.legal and not allow_illegal:
            errs = [v for v in report.violations if getattr(v.severity, "value", v.severity) == "error"]
            for v in errs[:5]:
                sys.stderr.write(f"deckcheck: {path}: {v}\n")
            raise fail(f"{path} is not legal in {fmt} ({len(errs)} error(s)); fix it, or play it anyway with "
                       f"--allow-illegal", EXIT_ILLEGAL)
        main = deck.cards()
        if not main:
            raise fail(f"{path}: no main-deck cards to play")
        name = deck.title or path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        decks.append((name, deck.hero, make_setup(deck.hero, main, policy=pol, turns=turns, health=health,
                                                  first=not draw_first)))
    if trace:
        out = console()
        for name, hero, setup in decks:
            lines, result = trace_game(setup, seed, 0)
            out.print(f"[bold]{name}[/]" + (f" ({hero.name})" if hero else "") + f": game 0 of seed {seed}, "
                      f"{pol.describe()}", highlight=False)
            for line in lines:
                out.print(line, highlight=False, markup=False)
        raise typer.Exit(EXIT_OK)
    n_workers = workers or default_workers()
    reports = []
    for name, hero, setup in decks:
        prog, cb = _progress(games, f"{name}")
        if prog:
            with prog:
                st = run(setup, games, seed, workers=n_workers, progress=cb)
        else:
            st = run(setup, games, seed, workers=n_workers)
        reports.append(summarise(setup, st, seed=seed, name=name, hero=hero.name if hero else None))
    if json_out:
        print_json(reports[0] if len(reports) == 1 else {"compare": reports})
    else:
        render(reports, console())
    raise typer.Exit(EXIT_OK)
