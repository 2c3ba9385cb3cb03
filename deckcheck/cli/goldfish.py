"""`deckcheck goldfish`: play a deck alone thousands of times and report how fast it kills."""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import (EXIT_ILLEGAL, EXIT_OK, CardsOpt, FormatOpt, JsonOpt, console, fail,
                                  load_cards, print_json, progress_bar)

app = typer.Typer(add_completion=False, help="Goldfish test games: a deck played alone against a passive opponent.")


MAX_TURNS = 60
MAX_GAMES = 10_000_000      # (as hero-realms goldfish): about an hour on one core


def _check_ranges(games: int, turns: int, health: int, workers: int, odds_k: int) -> None:
    """Option values out of range: one line on stderr, exit 2 (no click box)."""
    for opt, value, ok, want in (
            ("--games", games, 1 <= games <= MAX_GAMES, f"between 1 and {MAX_GAMES:,}"),
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
             deck2: Optional[str] = typer.Argument(None, metavar="[DECK2]", help="A second deck, compared game by game on the same seeds."),
             games: int = typer.Option(10_000, "--games", "-n", help="Games to play (1 to 10,000,000)."),
             seed: int = typer.Option(1, "--seed", "-s", help="Seed: the same seed gives the same results, for any --workers."),
             turns: int = typer.Option(12, "--turns", "-t", help=f"Stop each game after this many turns (1-{MAX_TURNS})."),
             versus: Optional[str] = typer.Option(None, "--versus", metavar="HERO",
                                                  help="Play against this hero's health (default: the pool's median hero health)."),
             health: Optional[int] = typer.Option(None, "--health", help="The goldfish hero's health, instead of --versus (at least 1)."),
             policy: str = typer.Option("curve", "--policy", "-p", help="Play policy: curve, hold-burn."),
             mulligan: Optional[list[str]] = typer.Option(None, "--mulligan", "-m", metavar="RULE",
                                                          help="Keep rule: LO-HI (keep LO..HI cards costing <= 3), LO-HI@COST, "
                                                               "or never. Repeat to compare keep rules on the same seeds."),
             impact: bool = typer.Option(False, "--impact", help="Per card: the kill turn with the card in the opening hand against without."),
             impact_turn: int = typer.Option(0, "--impact-turn", metavar="N",
                                             help="With --impact: count the card when drawn by turn N (0: opening hand)."),
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
    """How fast does this deck kill a passive opponent? Kill-turn curve with 95% intervals, paired
    comparisons, keep rules, per-card impact, resources, mulligans, dead cards, exact odds."""
    from deckcheck.wowtcg.goldfish.policies import get_policy
    from deckcheck.wowtcg.goldfish.report import compare, impact as card_impact, render, summarise
    from deckcheck.wowtcg.goldfish.runner import (default_workers, draws, keep_rule, make_setup, mulligan_policy,
                                                  opponent as goldfish_opponent, run_all, trace_game)
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.rules import check_deck

    _check_ranges(games, turns, 1 if health is None else health, workers, odds_k)
    if not 0 <= impact_turn <= turns:
        raise fail(f"--impact-turn {impact_turn}: must be between 0 and --turns ({turns})")
    try:
        pol = get_policy(policy)
        rules = [mulligan_policy(pol, r) for r in (mulligan or [])]
    except ValueError as exc:
        raise fail(str(exc))
    if deck2 and len(rules) > 1:
        raise fail("compare keep rules on one deck (--mulligan given more than once with two decks)")
    db = load_cards(cards)
    try:
        opp_health, opponent = goldfish_opponent(db, versus, health)
    except ValueError as exc:
        raise fail(str(exc))
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
        for p in rules or [pol]:
            label = name if len(rules) < 2 else f"{name}, keep {keep_rule(p)}"
            decks.append((label, deck.hero, make_setup(deck.hero, main, policy=p, turns=turns, health=opp_health,
                                                       first=not draw_first)))
    if trace:
        traced = []
        for name, hero, setup in decks:
            drawn: list[int] = []
            lines, result = trace_game(setup, seed, 0, drawn=drawn)
            traced.append({"deck": name, "hero": hero.name if hero else None, "seed": seed, "game": 0,
                           "policy": setup.policy.describe(), "opponent": opponent,
                           "result": _result_words(result), **draws(setup, drawn), "trace": lines})
        if json_out:
            print_json(traced[0] if len(traced) == 1 else {"compare": traced})
            raise typer.Exit(EXIT_OK)
        out = console()
        for tr in traced:
            out.print(f"[bold]{tr['deck']}[/]" + (f" ({tr['hero']})" if tr["hero"] else "") +
                      f": game 0 of seed {seed}, {tr['policy']}; versus {opponent}", highlight=False, soft_wrap=True)
            for line in tr["trace"]:
                out.print(line, highlight=False, markup=False, soft_wrap=True)
        raise typer.Exit(EXIT_OK)
    n_workers = workers or default_workers()
    setups = [s for _, _, s in decks]
    prog, cb = progress_bar(games, ", ".join(n for n, _, _ in decks))
    kw = dict(workers=n_workers, impact_turn=impact_turn if impact else None)
    if prog:
        with prog:
            tally = run_all(setups, games, seed, progress=cb, **kw)
    else:
        tally = run_all(setups, games, seed, **kw)
    reports = [summarise(setup, st, seed=seed, name=name, hero=hero.name if hero else None,
                         odds_cards=asked, odds_k=odds_k, opponent=opponent)
               for (name, hero, setup), st in zip(decks, tally.stats)]
    comparisons = compare([n for n, _, _ in decks], tally.stats, tally.joint)
    impacts = ([card_impact(setup, st, rows, impact_turn) for setup, st, rows in zip(setups, tally.stats, tally.impact)]
               if impact else [])
    if json_out:
        if len(reports) == 1:
            out = reports[0]
            if impact:
                out["impact"] = impacts[0]
        else:
            out = {"compare": reports, "differences": comparisons}
            if impact:
                out["impact"] = impacts
        print_json(out)
    else:
        render(reports, console(), comparisons, impacts)
    raise typer.Exit(EXIT_OK)


def _result_words(result: int) -> str:
    if result > 0:
        return f"won on turn {result}"
    return "decked (lost)" if result < 0 else "not won by the last turn"
