"""`deckcheck screen`: check every registration of an event; one report for organizers and judges."""
from __future__ import annotations

import functools
import os
import shutil
import signal
import sys
from pathlib import Path
from typing import Optional

import typer

from deckcheck.cli.common import EXIT_ILLEGAL, EXIT_OK, CardsOpt, FormatOpt, JsonOpt, console
from deckcheck.errors import InputError
from deckcheck.interrupts import AFTER, Stopped, goodbye, hold, ignore


def screen(source: str = typer.Argument(..., metavar="SOURCE", help="A folder of decklists (one per player) or a roster .csv/.json."),
           format_: str = FormatOpt, json_out: bool = JsonOpt, cards: Optional[list[str]] = CardsOpt,
           out: Optional[list[str]] = typer.Option(None, "--out", "-o", metavar="FILE",
                                                   help="Write the report: .csv, .json or .html (repeatable)."),
           workers: Optional[int] = typer.Option(None, "--workers", "-j", help="Processes checking decks (this one and N-1 workers), 1 to the number of cores (default: all cores, at most 2)."),
           quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
           allow_outside: Optional[list[str]] = typer.Option(
               None, "--allow-outside", metavar="PATH",
               help="Also read decks and pools inside this folder (repeatable); by default only the event folder's own files are read."),
           title: Optional[str] = typer.Option(None, "--title", metavar="TEXT", help="The event's name, shown in every report."),
           date: Optional[str] = typer.Option(None, "--date", metavar="TEXT", help="The event's date, shown in every report."),
           pick_n: Optional[int] = typer.Option(None, "--pick", metavar="N", help="Draw N players at random for a deck check and write their lists, one per page."),
           seed: Optional[str] = typer.Option(None, "--seed", metavar="S", help="The draw's seed: the same seed and players give the same draw (default: a new one, printed)."),
           skip: Optional[str] = typer.Option(None, "--skip", metavar="FILE", help="Player ids already checked (one per line, or a CSV with player_id): never drawn."),
           pick_out: str = typer.Option("deck-checks.html", "--pick-out", metavar="FILE.html", help="Where --pick writes the judge's pages."),
           budget: float = typer.Option(10.0, "--budget", metavar="SECONDS",
                                        help="Time one registration may take; past it the player's row says 'too slow to read'."),
           ) -> None:
    """Screen registrations: exit 0 when every deck is legal, 1 when any is not (or unreadable)."""
    from deckcheck.screening import read_registrations, screen as run
    from deckcheck.screening.report import check_report_path, json_sink, text_sink, write_reports
    from deckcheck.screening.screen import check_budget, check_workers, cores
    # every usage error comes before any work, and before anything is written to stdout
    used = check_workers(workers)
    check_budget(budget)
    for path in out or []:
        check_report_path(path)
        folder = Path(path).parent
        if str(folder) and not folder.is_dir():
            raise InputError("no such folder", path=str(folder), field="--out")
    if pick_n is not None:
        if pick_n < 1:
            raise InputError(f"must be at least 1, got {pick_n}", field="--pick")
        if Path(pick_out).suffix.lower() not in (".html", ".htm"):
            raise InputError("the deck-check pages are HTML: name a .html file", path=pick_out, field="--pick-out")
    elif seed is not None or skip is not None:
        raise InputError("goes with --pick N", field="--seed" if seed is not None else "--skip")
    refuse_input_as_output(source, (out or []) + ([pick_out] if pick_n else []), [skip] if skip else [],
                           allow_outside or ())
    skipped = set()
    if skip is not None:
        from deckcheck.screening.pick import read_skip
        skipped = read_skip(skip)
    regs = read_registrations(source, allow_outside or ())
    if workers is not None and used < workers:
        sys.stderr.write(f"deckcheck: note: -j {workers} is more than the {cores()} core(s) here; using {used}\n")
    result = None
    placed: list[str] = []     # the reports written so far: an interrupt removes them
    try:
        try:
            kwargs = dict(cards=cards or [], workers=used, budget=budget, title=title, date=date)
            if not quiet and not json_out and sys.stderr.isatty():
                from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
                with Progress(TextColumn("screening"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                              console=console(stderr=True), transient=True) as bar:
                    task = bar.add_task("screen", total=None)
                    result = run(regs, format_, progress=lambda n: bar.update(task, completed=n), **kwargs)
            else:
                result = run(regs, format_, **kwargs)
            if json_out:
                terminal = functools.partial(json_sink, result)
            else:
                styled = False
                if sys.stdout.isatty() or os.environ.get("FORCE_COLOR"):   # rich only for a terminal (or
                    # one it is told to style for): a piped report need not load it
                    term = console()
                    styled = term.is_terminal and term.color_system is not None
                terminal = functools.partial(text_sink, result, styled=styled)
            # every report from one pass over the spool; the terminal's after the files and picks
            with write_reports(result, out or [], placed, terminal=terminal) as held:
                if pick_n:
                    _pick(result, pick_n, seed, skipped, pick_out, title, date, placed)
                shutil.copyfileobj(held, sys.stdout)
            sys.stdout.flush()
            code = EXIT_OK if result.all_legal else EXIT_ILLEGAL
        finally:
            if result is not None:
                result.close()      # (the spool's removal is never cut short; a signal meanwhile comes after)
        hold()                      # done: a signal from now on does not undo the reports
    except (KeyboardInterrupt, Stopped) as exc:   # Stopped: SIGINT/SIGTERM under `deckcheck` (interrupts.install)
        code = _stopped(exc if isinstance(exc, Stopped) else Stopped(signal.SIGINT), placed)
    raise typer.Exit(code)


def _pick(result, n: int, seed: str | None, skipped: set[str], path: str, title, date, placed: list[str]) -> None:
    import secrets
    from deckcheck.screening.pick import pick
    from deckcheck.userfiles import write_atomically
    from deckcheck.screening.page import write_picks
    seed = seed if seed is not None else str(secrets.randbelow(1_000_000))
    chosen = pick(result, n, seed, skipped)
    write_atomically(path, lambda fh: write_picks(chosen, fh, title=title, date=date, seed=seed), "--pick-out", placed)
    who = ", ".join(f"{r['player_id']} ({r['player_name']})" for r in chosen) or "nobody left to check"
    sys.stderr.write(f"deckcheck: deck checks (seed {seed}): {who} -> {path}\n")


def _stopped(exc: Stopped, placed: list[str]) -> int:
    """One line, nothing left behind: the spool goes with the result, reports already written go
    here (a second Ctrl-C cannot interrupt this)."""
    ignore()
    for path in placed:
        try:
            os.unlink(path)
        except OSError:
            pass
    return goodbye(exc, AFTER["screen"])


def refuse_input_as_output(source: str, outs: list[str], also_read: list[str] = (),
                           allow_outside: tuple[str, ...] = ()) -> None:
    """A report never overwrites the roster, a file the roster names (a deck, a pool), a file read
    with it (`also_read`: --skip) or another report of the run, nor lands in the event folder (where
    it is a decklist)."""
    src = os.path.realpath(source)
    seen: dict[str, str] = {}
    for path in outs:
        real = os.path.realpath(path)
        if real in seen:
            raise InputError(f"is also {seen[real]}: name two different files", path=path, field="--out")
        seen[real] = path
        if real == src or real in {os.path.realpath(p) for p in also_read}:
            raise InputError("is an input of this screening; write the report elsewhere", path=path, field="--out")
        if os.path.isdir(src) and real.startswith(src.rstrip(os.sep) + os.sep):
            raise InputError("is inside the event folder, where it would be read as a decklist; write the report elsewhere",
                             path=path, field="--out")
    existing = {os.path.basename(r): p for r, p in seen.items() if os.path.isfile(r)}
    if existing and os.path.isfile(src):     # only a file that exists can be an input the roster names
        from deckcheck.screening import read_registrations
        for reg in read_registrations(source, allow_outside):
            for named in (reg.deck_path, reg.pool_path):
                if named and os.path.basename(named) in existing and os.path.realpath(named) in seen:
                    raise InputError(f"is a file the roster names (player {reg.player_id or '?'}); write the report "
                                     "elsewhere", path=existing[os.path.basename(named)], field="--out")
