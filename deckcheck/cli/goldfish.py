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


MAX_TURNS = 60


def _check_ranges(games: int, turns: int, health: int, workers: int, odds_k: int) -> None:
    """Option values out of range: one line on stderr, exit 2 (no click box)."""
    for opt, value, ok, want in (
            ("--games", games, games >= 1, "at least 1"),
            ("--turns", turns, 1 <= turns <= MAX_TURNS, f"between 1 and {MAX_TURNS}"),
            ("--health", health, health >= 1, "at least 1"),
            ("--workers", workers, workers >= 0, "0 (one per core) or more"),
            ("--odds-k", odds_k, 1 <= odds_k <= 60, "between 1 and 60")):
        if not ok:
            raise fail(f"{opt} {value}: must be {want}")


def _resolve_names(db, names: list[str], json_out: bool) -> list[str]:
    """--odds-card values resolved like deck lines (exact, then prefix/fuzzy with a note)."""
    out = []
    for q in names:
        card = db.cards.get(q)
        if card is None:
            match = db.resolve(q)
            if not match.found:
                raise fail(f"--odds-card: {match.describe()}")
            card = db[match.name]
            if not json_out:
                sys.stderr.write(f"deckcheck: note: --odds-card {q!r} read as {card.name}\n")
        out.append(card.name)
    return out


def _refuse(path: str, report, json_out: bool) -> "typer.Exit":
    """An illegal deck, refused: the errors in the check voice (or as JSON), exit 1."""
    errs = report.errors
    if json_out:
        print_json({"deck": path, "format": report.format, "legal": False,
                    "violations": [v.as_dict() for v in errs]})
        return typer.Exit(EXIT_ILLEGAL)
    sys.stderr.write(f"deckcheck: error: {path}: illegal for {report.format} "
                     f"(use --allow-illegal to play it anyway)\n")
    for v in errs:
        where = f" line {','.join(map(str, v.lines[:3]))}" if v.lines else ""
        fix = f"  fix: {v.fix}" if v.fix else ""
        sys.stderr.write(f"  {v.rule}{where}: {v.message}{fix}\n")
    return typer.Exit(EXIT_ILLEGAL)


@app.command("goldfish")
def goldfish(deck_file: str = typer.Argument(..., metavar="DECK", help="Deck file (any format `deckcheck check` reads)."),
             deck2: Optional[str] = typer.Argument(None, metavar="[DECK2]", help="A second deck, compared side by side on the same seeds."),
             games: int = typer.Option(10_000, "--games", "-n", help="Games to play (at least 1)."),
             seed: int = typer.Option(1, "--seed", "-s", help="Seed: the same seed gives the same results, for any --workers."),
             turns: int = typer.Option(12, "--turns", "-t", help=f"Stop each game after this many turns (1-{MAX_TURNS})."),
             health: int = typer.Option(25, "--health", help="The goldfish hero's health (at least 1)."),
             policy: str = typer.Option("curve", "--policy", "-p", help="Play policy: curve, hold-burn."),
             draw_first: bool = typer.Option(False, "--on-the-draw", help="Play second (draw on turn 1)."),
             trace: bool = typer.Option(False, "--trace", help="Print game number 0 turn by turn in plain words, then stop."),
             odds_card: Optional[list[str]] = typer.Option(None, "--odds-card", metavar="NAME",
                                                           help="Add this card to the exact odds (repeatable; names resolve like deck lines)."),
             odds_k: int = typer.Option(1, "--odds-k", metavar="K", help="Exact odds of at least K cards of each kind (default 1)."),
             json_out: bool = JsonOpt,
             workers: int = typer.Option(0, "--workers", "-w", help="Processes (0: one per core, up to 8)."),
             allow_illegal: bool = typer.Option(False, "--allow-illegal", help="Play a deck that fails the deck checks."),
             cards: Optional[list[str]] = CardsOpt,
             fmt: str = FormatOpt) -> None:
    """How fast does this deck kill a passive opponent? Kill-turn curve, resources, mulligans, dead cards, exact odds."""
    from deckcheck.wowtcg.goldfish.policies import get_policy
    from deckcheck.wowtcg.goldfish.report import render, summarise
    from deckcheck.wowtcg.goldfish.runner import default_workers, make_setup, run, trace_game
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.rules import check_deck

    _check_ranges(games, turns, health, workers, odds_k)
    try:
        pol = get_policy(policy)
    except ValueError as exc:
        raise fail(str(exc))
    db = load_cards(cards)
    asked = _resolve_names(db, odds_card or [], json_out)
    decks = []
    for path in [deck_file] + ([deck2] if deck2 else []):
        deck = load_deck(path, db)
        report = check_deck(deck, fmt)
        if not report.legal and not allow_illegal:
            raise _refuse(path, report, json_out)
        main = deck.cards()
        if not main:
            raise fail(f"{path}: no main-deck cards to play")
        name = deck.title or path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        decks.append((name, deck.hero, make_setup(deck.hero, main, policy=pol, turns=turns, health=health,
                                                  first=not draw_first)))
    if trace:
        traced = []
        for name, hero, setup in decks:
            lines, result = trace_game(setup, seed, 0)
            traced.append({"deck": name, "hero": hero.name if hero else None, "seed": seed, "game": 0,
                           "policy": pol.describe(), "result": _result_words(result), "trace": lines})
        if json_out:
            print_json(traced[0] if len(traced) == 1 else {"compare": traced})
            raise typer.Exit(EXIT_OK)
        out = console()
        for tr in traced:
            out.print(f"[bold]{tr['deck']}[/]" + (f" ({tr['hero']})" if tr["hero"] else "") +
                      f": game 0 of seed {seed}, {tr['policy']}", highlight=False)
            for line in tr["trace"]:
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
        reports.append(summarise(setup, st, seed=seed, name=name, hero=hero.name if hero else None,
                                 odds_cards=asked, odds_k=odds_k))
    if json_out:
        print_json(reports[0] if len(reports) == 1 else {"compare": reports})
    else:
        render(reports, console())
    raise typer.Exit(EXIT_OK)


def _result_words(result: int) -> str:
    if result > 0:
        return f"won on turn {result}"
    return "decked (lost)" if result < 0 else "not won by the last turn"
