"""Screening reports: CSV, JSON and one self-contained HTML page, all streamed from the spool.

The same input gives byte-identical CSV and JSON (no timestamps, stable order).
"""
from __future__ import annotations

import html
import json
import os
import tempfile
from pathlib import Path
from typing import TextIO

from deckcheck import csvsafe
from deckcheck.errors import InputError
from deckcheck.screening.screen import ScreenResult

CSV_COLUMNS = ("status", "player_id", "player_name", "hero", "main", "side", "errors", "warnings",
               "deck", "problems")


def line_numbers(v: dict) -> str:
    """"20,39" for a violation on lines 20 and 39 (every line, as `deckcheck check` shows them); "" for none."""
    lines = v.get("lines") or ([v["line"]] if v.get("line") else [])
    return ",".join(str(n) for n in lines)


def _problems_text(row: dict) -> str:
    if row.get("reason"):
        return row["reason"]
    parts = []
    for v in row["violations"]:
        fix = f" (fix: {v['fix']})" if v.get("fix") else ""
        nums = line_numbers(v)
        line = f" line {nums}" if nums else ""
        parts.append(f"[{v['severity']} {v['rule']}{line}] {v['message']}{fix}")
    return " | ".join(parts)


def write_csv(result: ScreenResult, out: TextIO) -> None:
    w = csvsafe.writer(out)
    w.writerow(CSV_COLUMNS)
    for row in result.rows():
        w.writerow([row["status"], row["player_id"], row["player_name"], row["hero"] or "", row["main"],
                    row["side"], row["errors"], row["warnings"], row["deck"], _problems_text(row)])


def write_json(result: ScreenResult, out: TextIO) -> None:
    out.write('{\n  "summary": ' + json.dumps(result.summary(), sort_keys=True) + ',\n  "players": [')
    first = True
    for row in result.rows():
        out.write(("\n    " if first else ",\n    ") + json.dumps(row, ensure_ascii=False, sort_keys=True))
        first = False
    out.write("\n  ]\n}\n")


_CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
h1{font-size:22px;margin:0 0 12px}
.summary{display:flex;gap:12px;flex-wrap:wrap;margin-bottom:20px}
.tile{background:#fff;border:1px solid #ddd;border-radius:8px;padding:10px 16px;min-width:110px}
.tile b{display:block;font-size:24px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e5e5e5;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f0f0f0;position:sticky;top:0}
.status{font-weight:600;text-transform:uppercase;font-size:12px}
.illegal .status,.unreadable .status{color:#b00020}.review .status{color:#a15c00}.legal .status{color:#1b7f3b}
ul{margin:4px 0 0 18px;padding:0}li.error{color:#b00020}li.warning{color:#8a5a00}
.fix{color:#555}
"""


def write_html(result: ScreenResult, out: TextIO, title: str = "Registration screening") -> None:
    s = result.summary()
    e = html.escape
    out.write(f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{e(title)}</title>"
              f"<style>{_CSS}</style></head><body>\n<h1>{e(title)} &mdash; format {e(s['format'])}</h1>\n"
              "<div class=\"summary\">")
    for label, key in (("Players", "players"), ("Legal", "legal"), ("Illegal", "illegal"),
                       ("Unreadable", "unreadable"), ("Needs review", "needs_review")):
        out.write(f"<div class=\"tile\" id=\"sum-{key}\"><b>{s[key]}</b>{label}</div>")
    out.write("</div>\n<table id=\"players\"><thead><tr><th>Status</th><th>Player</th><th>ID</th><th>Hero</th>"
              "<th>Main</th><th>Side</th><th>Problems</th></tr></thead><tbody>\n")
    for row in result.rows():
        items = []
        if row.get("reason"):
            items.append(f"<li class=\"error\">{e(row['reason'])}</li>")
        for v in row["violations"]:
            nums = line_numbers(v)
            line = f" (line {nums})" if nums else ""
            fix = f" <span class=\"fix\">Fix: {e(v['fix'])}</span>" if v.get("fix") else ""
            items.append(f"<li class=\"{e(v['severity'])}\"><b>{e(v['rule'])}</b>{e(line)}: {e(v['message'])}{fix}</li>")
        problems = f"<ul>{''.join(items)}</ul>" if items else "&mdash;"
        out.write(f"<tr class=\"{e(row['status'])}\"><td class=\"status\">{e(row['status'])}</td>"
                  f"<td>{e(row['player_name'] or '')}</td><td>{e(row['player_id'] or '')}</td>"
                  f"<td>{e(row['hero'] or '')}</td><td>{row['main']}</td><td>{row['side']}</td>"
                  f"<td>{problems}</td></tr>\n")
    out.write("</tbody></table>\n</body></html>\n")


def write_text(result: ScreenResult, stream: TextIO, *, styled: bool = False) -> None:
    """The terminal report: plain lines, written directly (thousands of rows through rich's markup
    renderer take seconds), with names and messages from the decklists never read as markup nor
    reaching the terminal as control characters. Bold and dim only when `styled`."""
    bold, dim, off = ("\x1b[1m", "\x1b[2m", "\x1b[0m") if styled else ("", "", "")
    c = _printable
    s = result.summary()
    out = [f"{bold}{s['players']} player(s){off}  legal: {s['legal']}  illegal: {s['illegal']}  "
           f"unreadable: {s['unreadable']}  needs review: {s['needs_review']}  format: {c(s['format'])}"]
    write = stream.write
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


WRITERS = {".csv": write_csv, ".json": write_json, ".html": write_html, ".htm": write_html}


def write_report(result: ScreenResult, path: str | Path) -> None:
    """Write atomically: the report appears whole or not at all."""
    p = Path(path)
    writer = WRITERS.get(p.suffix.lower())
    if writer is None:
        raise InputError("report must end in .csv, .json or .html", path=str(p), field="--out")
    directory = p.parent if str(p.parent) else Path(".")
    if not directory.is_dir():
        raise InputError("no such folder", path=str(directory), field="--out")
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".deckcheck-", suffix=p.suffix)
    except OSError as exc:
        raise InputError(f"cannot write the report: {exc.strerror or exc}", path=str(p), field="--out") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            writer(result, fh)
        os.replace(tmp, p)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(f"cannot write the report: {exc.strerror or exc}", path=str(p), field="--out") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
