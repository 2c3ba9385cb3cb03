"""`deckcheck screen`: check every registration of an event; one report for organizers and judges."""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import EXIT_ILLEGAL, EXIT_OK, CardsOpt, FormatOpt, JsonOpt, console


def screen(source: str = typer.Argument(..., metavar="SOURCE", help="A folder of decklists (one per player) or a roster .csv/.json."),
           format_: str = FormatOpt, json_out: bool = JsonOpt, cards: Optional[list[str]] = CardsOpt,
           out: Optional[list[str]] = typer.Option(None, "--out", "-o", metavar="FILE",
                                                   help="Write the report: .csv, .json or .html (repeatable)."),
           workers: Optional[int] = typer.Option(None, "--workers", "-j", help="Worker processes, at least 1 (default: all cores, at most 2)."),
           quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
           allow_outside: Optional[list[str]] = typer.Option(
               None, "--allow-outside", metavar="PATH",
               help="Also read decks and pools inside this folder (repeatable); by default only the event folder's own files are read."),
           ) -> None:
    """Screen registrations: exit 0 when every deck is legal, 1 when any is not (or unreadable)."""
    from deckcheck.screening import read_registrations, screen as run
    from deckcheck.screening.report import write_json, write_report
    from deckcheck.screening.report import WRITERS
    from deckcheck.errors import InputError
    from pathlib import Path
    from deckcheck.screening.screen import check_workers
    # every usage error comes before any work, and before anything is written to stdout
    check_workers(workers)
    for path in out or []:
        if Path(path).suffix.lower() not in WRITERS:
            raise InputError("report must end in .csv, .json or .html", path=path, field="--out")
        folder = Path(path).parent
        if str(folder) and not folder.is_dir():
            raise InputError("no such folder", path=str(folder), field="--out")
    refuse_input_as_output(source, out or [])
    regs = read_registrations(source, allow_outside or ())
    show = not quiet and not json_out and sys.stderr.isatty()
    if show:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
        with Progress(TextColumn("screening"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=console(stderr=True), transient=True) as bar:
            task = bar.add_task("screen", total=None)
            result = run(regs, format_, cards=cards or [], workers=workers,
                         progress=lambda n: bar.update(task, completed=n))
    else:
        result = run(regs, format_, cards=cards or [], workers=workers)
    try:
        for path in out or []:
            write_report(result, path)
        if json_out:
            write_json(result, sys.stdout)
        else:
            from deckcheck.screening.report import write_text
            term = console()
            write_text(result, sys.stdout, styled=term.is_terminal and term.color_system is not None)
        code = EXIT_OK if result.all_legal else EXIT_ILLEGAL
    finally:
        result.close()
    raise typer.Exit(code)


def refuse_input_as_output(source: str, outs: list[str]) -> None:
    """A report never overwrites the roster, nor lands in the event folder (where it is a decklist)."""
    import os
    from deckcheck.errors import InputError
    src = os.path.realpath(source)
    for path in outs:
        real = os.path.realpath(path)
        if real == src:
            raise InputError("is the input being screened; write the report elsewhere", path=path, field="--out")
        if os.path.isdir(src) and real.startswith(src.rstrip(os.sep) + os.sep):
            raise InputError("is inside the event folder, where it would be read as a decklist; write the report elsewhere",
                             path=path, field="--out")
