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
    regs = read_registrations(source)
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
            _print_text(result)
        code = EXIT_OK if result.all_legal else EXIT_ILLEGAL
    finally:
        result.close()
    raise typer.Exit(code)


def _print_text(result) -> None:
    """Plain lines, written directly: thousands of rows through rich's markup renderer take seconds,
    and names or messages from the decklists must never be read as markup (nor reach the terminal
    as control characters). Bold and dim only on a colour terminal."""
    from deckcheck.screening.report import line_numbers
    term = console()
    styled = term.is_terminal and term.color_system is not None
    bold, dim, off = ("\x1b[1m", "\x1b[2m", "\x1b[0m") if styled else ("", "", "")
    c = _printable
    s = result.summary()
    out = [f"{bold}{s['players']} player(s){off}  legal: {s['legal']}  illegal: {s['illegal']}  "
           f"unreadable: {s['unreadable']}  needs review: {s['needs_review']}  format: {c(s['format'])}"]
    write = sys.stdout.write
    for row in result.rows():
        if row["status"] == "legal" and not row["violations"]:
            continue
        out.append(f"{bold}{row['status'].upper():<10}{off} {c(row['player_id'])}  {c(row['player_name'])}  "
                   f"hero: {c(row['hero'] or '-')}  main: {row['main']}  side: {row['side']}")
        if row.get("reason"):
            out.append(f"    {c(row['reason'])}")
        for v in row["violations"]:
            nums = line_numbers(v)
            line = f" line {nums}" if nums else ""
            fix = f"  {dim}fix: {c(v['fix'])}{off}" if v.get("fix") else ""
            out.append(f"    {v['severity']:<7} {c(v['rule'])}{line}: {c(v['message'])}{fix}")
        if len(out) >= 512:
            write("\n".join(out) + "\n")
            out.clear()
    if out:
        write("\n".join(out) + "\n")


def _printable(text) -> str:
    """Text from a decklist with any control character shown as '?'."""
    text = str(text or "")
    return text if text.isprintable() else "".join(ch if ch.isprintable() else "?" for ch in text)
