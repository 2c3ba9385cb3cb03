"""The reporter layer: screening results as text, CSV, JSON and the organizer's HTML page.

Every writer is a plain function over a result, streamed row by row:

    from deckcheck.screening.report import PlainResults, write_csv, write_html, write_json, write_report, write_text
    result = screen(read_registrations("event/"))            # a ScreenResult (rows spooled to disk), or
    result = PlainResults(rows, "constructed", title="Dalaran Open", date="2026-12-05")   # any row dicts
    write_report(result, "report.html")                      # .csv/.json/.html by suffix, atomically
    write_csv(result, sys.stdout); write_json(result, fh); write_text(result, sys.stdout)
    write_picks(rows, fh, title=..., date=...)               # deck-check pages, one player per page

A result is anything with `summary() -> dict`, `rows() -> Iterable[dict]` and optionally
`groups()`; a row is the dict `screening.screen.check_registration` makes (status, player_id,
player_name, hero, main, side, errors, warnings, deck, violations, reason, list, root_cause).
The same input gives byte-identical CSV and JSON (no timestamps, stable order); every CSV cell
goes through `deckcheck.csvsafe`.
"""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Callable, Generator, Iterable, Iterator, TextIO

from deckcheck import csvsafe
from deckcheck.errors import InputError
from deckcheck.userfiles import write_atomically
from deckcheck.screening.page import html_sink, write_picks
from deckcheck.violations import STATUSES, missing_facts

CSV_COLUMNS = ("status", "player_id", "player_name", "hero", "main", "side", "errors", "warnings",
               "deck", "problems", "missing_facts", "group", "event", "date")


def summary_line(s: dict) -> str:
    """The totals as the terminal and the desk show them: every status, then what needs a look."""
    return (f"{s['players']} player(s)  " + "  ".join(f"{st}: {s.get(st, 0)}" for st in reversed(STATUSES))
            + f"  needs review: {s['needs_review']}")


def line_numbers(v: dict) -> str:
    """"20,39" for a violation on lines 20 and 39 (every line, as `deckcheck check` shows them); "" for none."""
    lines = v.get("lines") or ([v["line"]] if v.get("line") else [])
    return ",".join(str(n) for n in lines)


def folded(row: dict) -> tuple[dict | None, list[dict], list[dict]]:
    """(the root cause, the violations it explains, the rest): the cause leads every report and
    the errors it explains fold under it (rules.rootcause); all of them stay in the row."""
    cause = row.get("root_cause")
    under = [v for v in row["violations"] if v.get("folded")] if cause else []
    rest = [v for v in row["violations"] if not (cause and v.get("folded"))]
    return cause, under, rest


def _problems_text(row: dict) -> str:
    if row.get("reason"):
        return row["reason"]
    parts = []
    cause, under, rest = folded(row)
    if cause:
        parts.append(f"[root cause] {cause['message']} ({len(under)} errors depend on the hero:")
    for i, v in enumerate(under + rest):
        fix = f" (fix: {v['fix']})" if v.get("fix") else ""
        nums = line_numbers(v)
        line = f" line {nums}" if nums else ""
        end = ")" if cause and i == len(under) - 1 else ""
        parts.append(f"[{v['severity']} {v['rule']}{line}] {v['message']}{fix}{end}")
    return " | ".join(parts)


# Each report is a sink: a generator that writes its head, takes one row per `send` until it is
# sent None, then writes its tail. `feed` runs any number of them over one pass of the rows, so
# several reports of one screening read the spool once (`write_reports`).
Sink = Generator[None, "dict | None", None]


def feed(result, sinks: list[Sink]) -> None:
    """Every row of `result` once, to every sink in turn; then each sink's end."""
    for sink in sinks:
        next(sink)
    for row in result.rows():
        for sink in sinks:
            sink.send(row)
    for sink in sinks:
        try:
            sink.send(None)
        except StopIteration:
            pass


def csv_sink(result, out: TextIO) -> Sink:
    w = csvsafe.writer(out)
    w.writerow(CSV_COLUMNS)
    s = result.summary()
    event, date = s.get("title") or "", s.get("date") or ""
    while (row := (yield)) is not None:
        w.writerow([row["status"], row["player_id"], row["player_name"], row["hero"] or "", row["main"],
                    row["side"], row["errors"], row["warnings"], row["deck"], _problems_text(row),
                    " | ".join(missing_facts(row["violations"])), row.get("group") or "", event, date])


def json_sink(result, out: TextIO) -> Sink:
    out.write('{\n  "summary": ' + json.dumps(result.summary(), sort_keys=True) + ',\n  "players": [')
    first = True
    while (row := (yield)) is not None:
        out.write(("\n    " if first else ",\n    ") + json.dumps(row, ensure_ascii=False, sort_keys=True))
        first = False
    out.write("\n  ],\n  \"identical_groups\": [")
    first = True
    for group in _groups(result):
        out.write(("\n    " if first else ",\n    ") + json.dumps(group.as_dict(), ensure_ascii=False, sort_keys=True))
        first = False
    out.write("\n  ]\n}\n")


def _groups(result) -> list:
    groups = getattr(result, "groups", None)
    return list(groups()) if groups else []


def text_sink(result, stream: TextIO, *, styled: bool = False) -> Sink:
    """The terminal report: plain lines, written directly (thousands of rows through rich's markup
    renderer take seconds), with names and messages from the decklists never read as markup nor
    reaching the terminal as control characters. Bold and dim only when `styled`."""
    bold, dim, off = ("\x1b[1m", "\x1b[2m", "\x1b[0m") if styled else ("", "", "")
    c = _printable
    s = result.summary()
    head = " ".join(x for x in (s.get("title"), s.get("date")) if x)
    out = [f"{bold}{c(head)}{off}"] if head else []
    out += [f"{bold}{summary_line(s)}{off}  format: {c(s['format'])}"]
    write = stream.write
    while (row := (yield)) is not None:
        if row["status"] == "legal" and not row["violations"]:
            continue
        out.append(f"{bold}{row['status'].upper():<10}{off} {c(row['player_id'])}  {c(row['player_name'])}  "
                   f"hero: {c(row['hero'] or '-')}  main: {row['main']}  side: {row['side']}")
        if row.get("reason"):
            out.append(f"    {c(row['reason'])}")
        cause, under, rest = folded(row)
        if cause:
            out.append(f"    {bold}root cause{off}: {c(cause['message'])} ({len(under)} errors depend on the hero)")
        for v in under + rest:
            nums = line_numbers(v)
            line = f" line {nums}" if nums else ""
            fix = f"  {dim}fix: {c(v['fix'])}{off}" if v.get("fix") else ""
            pad = "        " if v.get("folded") and cause else "    "
            out.append(f"{pad}{v['severity']:<7} {c(v['rule'])}{line}: {c(v['message'])}{fix}")
        if len(out) >= 512:
            write("\n".join(out) + "\n")
            out.clear()
    for g in _groups(result):
        out.append(f"{bold}{'IDENTICAL':<10}{off} group {g.number}: {len(g.players)} players with the same list "
                   f"(hero: {c(g.hero or '-')}): " + ", ".join(f"{c(i)} ({c(n)})" for i, n in g.players))
    if out:
        write("\n".join(out) + "\n")


def write_csv(result, out: TextIO) -> None:
    feed(result, [csv_sink(result, out)])


def write_json(result, out: TextIO) -> None:
    feed(result, [json_sink(result, out)])


def write_text(result, stream: TextIO, *, styled: bool = False) -> None:
    feed(result, [text_sink(result, stream, styled=styled)])


def write_html(result, out: TextIO) -> None:
    feed(result, [html_sink(result, out)])


def _printable(text) -> str:
    """Text from a decklist with any control character shown as '?'."""
    text = str(text or "")
    return text if text.isprintable() else "".join(ch if ch.isprintable() else "?" for ch in text)


SINKS = {".csv": csv_sink, ".json": json_sink, ".html": html_sink, ".htm": html_sink}


class PlainResults:
    """Report any rows (dicts shaped as `ScreenResult.rows()` yields: status, player_id,
    player_name, hero, main, side, errors, warnings, deck, violations, and optionally reason,
    list, root_cause, group) through the same writers, e.g. the registration desk's exports."""

    def __init__(self, rows: Iterable[dict], fmt: str = "constructed", *, title: str | None = None,
                 date: str | None = None):
        order = {s: i for i, s in enumerate(STATUSES)}
        self._rows = sorted(rows, key=lambda r: order.get(r["status"], len(order)))
        self.fmt, self.title, self.date = fmt, title, date

    def rows(self) -> Iterator[dict]:
        return iter(self._rows)

    def groups(self) -> list:
        return []

    def summary(self) -> dict:
        n = {s: sum(1 for r in self._rows if r["status"] == s) for s in STATUSES}
        out = {"format": self.fmt, "players": len(self._rows), **n,
               "needs_review": n["review"], "duplicate_decklists": 0, "identical_groups": 0,
               "registration_problems": sum(1 for r in self._rows for v in r["violations"] if v["rule"] == "registration")}
        out.update({k: v for k, v in (("title", self.title), ("date", self.date)) if v})
        return out


def check_report_path(path: str | Path) -> None:
    """A report is named for what it is: .csv, .json or .html (InputError otherwise)."""
    if Path(path).suffix.lower() not in SINKS:
        raise InputError("report must end in .csv, .json or .html", path=str(path), field="--out")


def write_report(result, path: str | Path, placed: list[str] | None = None) -> None:
    """Write atomically: the report appears whole or not at all (its path then added to `placed`)."""
    write_reports(result, [path], placed)


def write_reports(result, paths: Iterable[str | Path], placed: list[str] | None = None, *,
                  terminal: Callable[[TextIO], Sink] | None = None) -> TextIO | None:
    """Every report in `paths` (by suffix, each written atomically as `write_report` does) and the
    `terminal` report, from one pass over the rows. The terminal's text is held in a temporary
    file (gone with it, whatever happens), returned at its start once every file is in place, for
    the caller to copy out after anything else it writes first."""
    paths = [Path(p) for p in paths]
    for p in paths:
        check_report_path(p)
    held = (tempfile.TemporaryFile("w+", encoding="utf-8", errors="surrogatepass", newline="")
            if terminal is not None else None)
    try:
        def write_all(files: list[TextIO]) -> None:
            sinks = [SINKS[p.suffix.lower()](result, fh) for p, fh in zip(paths, files)]
            feed(result, sinks + ([terminal(held)] if held is not None else []))

        _atomically_all(paths, write_all, placed)
        if held is not None:
            held.seek(0)
        return held
    except BaseException:
        if held is not None:
            held.close()
        raise


def _atomically_all(paths: list[Path], write: Callable[[list[TextIO]], None], placed: list[str] | None,
                    files: tuple[TextIO, ...] = ()) -> None:
    """`write` over a temporary file for each path at once; then each renamed into place."""
    if not paths:
        write(list(files))
        return
    write_atomically(paths[0], lambda fh: _atomically_all(paths[1:], write, placed, files + (fh,)), "--out", placed)
