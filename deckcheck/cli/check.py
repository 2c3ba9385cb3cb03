"""`deckcheck check`: is this deck legal for its hero and format, and if not, why and how to fix it."""
from __future__ import annotations

from typing import Optional

import typer

from deckcheck.cli.common import (EXIT_ILLEGAL, EXIT_OK, EXIT_USAGE, CardsOpt, FormatOpt, JsonOpt, console, fail,
                                  load_cards, print_json)

SEVERITY_STYLE = {"error": "bold red", "warning": "yellow"}
#: each status (deckcheck.violations.STATUSES) as the terminal shows it
STATUS_TEXT = {"illegal": "[bold red]ILLEGAL[/]", "unreadable": "[bold red]UNREADABLE[/]",
               "review": "[bold yellow]REVIEW[/]", "unverified": "[bold yellow]UNVERIFIED[/]",
               "legal": "[bold green]LEGAL[/]"}
#: what the one-deck report adds after REVIEW and UNVERIFIED
STATUS_NOTE = {"review": " (no rule broken; a name was read by a guess: confirm it, see the warnings)",
               "unverified": " (no rule broken that the data can tell; the warnings name the missing facts)"}


def render_report(report, path: str, out, *, hero_and_side: bool = True, cause=None) -> None:
    """The text form of one deck's report, for every game (Hero Realms decks have no hero or side).

    With a root cause (`rules.rootcause`), its line leads and the errors it explains fold under it."""
    status = STATUS_TEXT[report.status] + STATUS_NOTE.get(report.status, "")
    c = report.counts
    parts = [f"{path}: {status}"]
    if hero_and_side:
        parts.append(f"hero: {report.hero or '-'}")
    parts += [f"format: {report.format}", f"main: {c['main']}"]
    if hero_and_side:
        parts.append(f"side: {c['side']}")
    parts.append(f"({len(report.errors)} error(s), {len(report.warnings)} warning(s))")
    out.print("  ".join(parts), soft_wrap=True)
    rest = report.violations
    if cause is not None:
        from deckcheck.wowtcg.rules.rootcause import fold
        folded, rest = fold(report, cause)
        out.print(f"  [bold]root cause[/]: {cause.message}", soft_wrap=True)
        names = sorted({v.card for v in folded if v.card})
        shown = ", ".join(names[:8]) + (f" and {len(names) - 8} more" if len(names) > 8 else "")
        rules = ", ".join(sorted({v.rule for v in folded}))
        out.print(f"    {len(folded)} error(s) depend on the hero {cause.current} ({rules}): {shown}", soft_wrap=True)
        out.print(f"    {'':<7} [dim]fix:[/] write 'Hero: {cause.hero.name}' if that is the deck's hero"
                  " (every error is listed with --json)", soft_wrap=True)
    section = None
    for v in rest:
        if v.section != section:
            section = v.section
            out.print(f"  [bold]{section}[/]")
        line = f"line {','.join(map(str, v.lines[:3]))}" if v.lines else ""
        sev = v.severity.value
        out.print(f"    [{SEVERITY_STYLE[sev]}]{sev:<7}[/] {v.rule:<7} {line:<10} {v.message}", soft_wrap=True)
        if v.fix:
            out.print(f"    {'':<7} {'':<7} {'':<10} [dim]fix:[/] {v.fix}", soft_wrap=True)


def check(deck_files: list[str] = typer.Argument(..., metavar="DECK...",
                                                 help="Deck file(s): .txt/.deck/.csv/.mwDeck/.o8d/.yaml/.json; "
                                                      "several: one line each"),
          format_: str = FormatOpt, json_out: bool = JsonOpt, cards: Optional[list[str]] = CardsOpt,
          pool: Optional[str] = typer.Option(None, "--pool", metavar="FILE", help="Limited: the card pool the deck was built from."),
          hero: Optional[str] = typer.Option(None, "--hero", help="Check against this hero instead of the file's."),
          heroes: bool = typer.Option(False, "--heroes", help="List the heroes this deck is legal with (or closest to)."),
          ) -> None:
    """Check decks against every deckbuilding rule (CR §100): exit 0 legal, 1 illegal, 2 unreadable.

    Several files: one line each (a list with --json); exit 1 if any is illegal, 2 if any is unreadable."""
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.deck import load_deck, load_pool
    from deckcheck.wowtcg.outcome import check_outcome, find_hero
    from deckcheck.wowtcg.rules import get_format, hero_dependent, suggest_heroes
    if format_.lower() == "json":
        json_out, format_ = True, "constructed"
    fmt = get_format(format_)
    if heroes and len(deck_files) > 1:
        raise fail("--heroes: give one deck file")
    for opt, value in (("--hero", hero), ("--pool", pool)):
        if value is not None and not value.strip():      # (an empty --pool was no pool at all, silently)
            raise fail(f"{opt}: empty; name a {'hero' if opt == '--hero' else 'pool file'}")
    db = load_cards(cards)
    hero_card = None
    if hero:
        try:
            hero_card = find_hero(db, hero)
        except InputError as exc:
            raise fail(f"--hero: {exc.message}") from None
    pool_counts = load_pool(pool, db) if pool else None
    if len(deck_files) > 1:
        raise typer.Exit(_check_many(deck_files, db, fmt, hero_card, pool_counts, json_out))
    deck_file = deck_files[0]
    deck = load_deck(deck_file, db)
    if hero_card is not None:
        deck = deck.with_hero(hero_card)
    if heroes:
        ranked = suggest_heroes(deck, db.heroes(), fmt)
        if json_out:
            print_json({"deck": deck_file, "format": fmt.name, "heroes": [
                {"hero": h.name, "legal": r.legal, "verified": r.verified, "hero_problems": len(own),
                 "violations": [v.as_dict() for v in r.errors]} for h, r, own in ranked]})
        else:
            from rich.table import Table
            table = Table(title=f"Heroes for {deck_file} ({fmt.name}), best first", title_justify="left")
            for col in ("Hero", "Faction", "Race", "Class", "Spec", "Result"):
                table.add_column(col)
            shared = [v for v in (ranked[0][1].errors if ranked else []) if not hero_dependent(v)]
            for h, r, own in ranked:
                errs = [v for v in own if v.is_error]
                unsure = [v for v in own if v.unverified]
                result = (f"[red]{len(errs)} problem(s)[/]: {errs[0].message}" if errs
                          else f"[yellow]unverified[/]: {unsure[0].message}" if unsure
                          else "[green]legal[/]" if r.legal else "[green]fits[/] (see the deck-wide problems)")
                faction = "?" if "faction" in h.unknown else "/".join(h.faction) or "neutral"
                table.add_row(h.name, faction, h.race or "?",
                              "/".join(h.char_class) or "-", h.spec or "-", result)
            out = console()
            out.print(table)
            for v in shared:
                out.print(f"deck-wide, with any hero: {v.rule} {v.message}", soft_wrap=True)
        raise typer.Exit(EXIT_OK if ranked and ranked[0][1].legal else EXIT_ILLEGAL)
    outcome = check_outcome(deck, db, fmt, pool=pool_counts, label=deck_file)
    if json_out:
        print_json(outcome.as_dict())
    else:
        render_report(outcome.report, deck.path, console(), cause=outcome.cause)
    raise typer.Exit(EXIT_OK if outcome.legal else EXIT_ILLEGAL)


def _check_many(paths: list[str], db, fmt, hero_card, pool_counts, json_out: bool) -> int:
    """Several decks, one at a time (memory stays flat): one line each, or a JSON list streamed out.
    The exit status: 2 if any file was unreadable, else 1 if any deck is illegal, else 0."""
    import json
    import sys
    from deckcheck.errors import InputError, InputErrors
    from deckcheck.wowtcg.deck import load_deck
    from deckcheck.wowtcg.outcome import Outcome, check_outcome
    out = console()
    status = EXIT_OK
    heroes = db.heroes()
    if json_out:
        sys.stdout.write("[")
    for i, path in enumerate(paths):
        try:
            deck = load_deck(path, db)
        except InputError as exc:
            errors = exc.errors if isinstance(exc, InputErrors) else [exc]
            status = EXIT_USAGE
            if json_out:
                item = {**Outcome(label=path, error=errors[0]).as_dict(), "ok": False,
                        "errors": [{"message": e.message, "file": e.path, "line": e.line, "field": e.field}
                                   for e in errors]}
            else:
                out.print(f"{path}: {STATUS_TEXT['unreadable']} {errors[0]}", soft_wrap=True, highlight=False)
        else:
            outcome = check_outcome(deck, db, fmt, hero=hero_card, pool=pool_counts, label=path, heroes=heroes)
            if not outcome.legal and status == EXIT_OK:
                status = EXIT_ILLEGAL
            if json_out:
                item = outcome.as_dict()
            else:
                out.print(_one_line(path, outcome.report, outcome.cause), soft_wrap=True, highlight=False)
        if json_out:
            sys.stdout.write(("," if i else "") + "\n" + json.dumps(item, ensure_ascii=False))
    if json_out:
        sys.stdout.write("\n]\n")
    return status


def _one_line(path: str, report, cause) -> str:
    """One deck in a line: its status, counts, then the root cause or the first error, guess or missing fact."""
    head = (f"{path}: {STATUS_TEXT[report.status]}  hero: {report.hero or '-'}  format: {report.format}  main: {report.counts['main']}"
            f"  side: {report.counts['side']}  ({len(report.errors)} error(s), {len(report.warnings)} warning(s))")
    first = report.errors[0] if report.errors else next(
        (v for v in report.warnings if v.is_guess), next((v for v in report.warnings if v.unverified), None))
    if cause is not None:
        return f"{head}  {cause.message}"
    return f"{head}  {first.rule} {first.message}" if first is not None else head
