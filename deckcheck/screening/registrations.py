"""Where registrations come from: a folder of decklists, or a roster CSV/JSON."""
from __future__ import annotations

import csv
import io
import itertools
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from deckcheck.cards.yamlfeed import read_text
from deckcheck.errors import InputError

ROSTER_FIELDS = {"player_id", "player_name", "hero", "deck", "deck_text", "pool"}
MAX_ROSTER_BYTES = 256 * 1024 * 1024


@dataclass(slots=True)
class Registration:
    """One player's submission; `deck_path` or `deck_text` holds the list."""
    player_id: str
    player_name: str
    deck_path: str | None = None
    deck_text: str | None = None
    hero: str | None = None
    pool_path: str | None = None
    source_line: int | None = None
    name_from_file: bool = False   # player_name is only the file stem: a "Player:" header line wins


def _deck_files(folder: str, rel: str = "") -> Iterator[tuple[str, str, str]]:
    """(path, path relative to the top folder, file name) of every file, subfolders included, in
    name order; hidden files and folders are skipped and links to folders are not followed."""
    try:
        with os.scandir(folder) as it:
            entries = sorted((e for e in it if not e.name.startswith(".")), key=lambda e: e.name)
    except OSError:
        return
    for e in entries:
        try:
            if e.is_dir(follow_symlinks=False):
                yield from _deck_files(e.path, f"{rel}{e.name}/")
            elif e.is_file():
                yield e.path, rel + e.name, e.name
        except OSError:
            continue


def from_folder(folder: Path) -> Iterator[Registration]:
    """One registration per file; the file name (without extension) is the player id, and names the
    player unless the list has a header line that does ("Player: Zed Zedson")."""
    for path, rel, name in _deck_files(str(folder)):
        stem = rel.rsplit(".", 1)[0] if "." in name else rel
        yield Registration(player_id=stem, player_name=stem.replace("_", " "), deck_path=path,
                           name_from_file=True)


def _roster_rows(path: Path) -> Iterator[tuple[int, dict]]:
    text = read_text(path, MAX_ROSTER_BYTES)
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"invalid JSON: {exc.msg}", path=str(path), line=exc.lineno) from None
        if isinstance(data, dict):
            data = data["players"] if "players" in data else data.get("registrations")
        if not isinstance(data, list):
            raise InputError("expected a list of players (or {\"players\": [...]})", path=str(path), line=1)
        for i, row in enumerate(data, 1):
            if not isinstance(row, dict):
                raise InputError(f"player #{i}: expected an object", path=str(path), line=1)
            yield i, row
        return
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames:
        raise InputError("empty roster", path=str(path), line=1)
    unknown = [f for f in reader.fieldnames if f and f.strip() not in ROSTER_FIELDS]
    if unknown:
        raise InputError(f"unknown column; expected {', '.join(sorted(ROSTER_FIELDS))}", path=str(path),
                         line=1, field=unknown[0])
    for row in reader:
        yield reader.line_num, {k.strip(): v for k, v in row.items() if k}


def from_roster(path: Path) -> Iterator[Registration]:
    """Rows with player_id, player_name, hero, and deck (a path, relative to the roster) or deck_text."""
    base = path.parent
    for line, row in _roster_rows(path):
        pid = str(row.get("player_id") or "").strip()
        name = str(row.get("player_name") or "").strip()
        deck = str(row.get("deck") or "").strip()
        text = row.get("deck_text")
        pool = str(row.get("pool") or "").strip()
        yield Registration(player_id=pid, player_name=name,
                           deck_path=str(base / deck) if deck else None,
                           deck_text=str(text) if text else None,
                           hero=str(row.get("hero") or "").strip() or None,
                           pool_path=str(base / pool) if pool else None, source_line=line)


def _not_empty(regs: Iterator[Registration], path: Path, what: str) -> Iterator[Registration]:
    """Fail now (bad input, exit 2) when there is nothing to screen; else the same registrations."""
    first = next(regs, None)
    if first is None:
        raise InputError(what, path=str(path))
    return itertools.chain((first,), regs)


def read_registrations(source: str | Path) -> Iterator[Registration]:
    """The registrations of a folder or roster; raises InputError at once when there are none."""
    p = Path(source)
    if p.is_dir():
        return _not_empty(from_folder(p), p, "no decklists found")
    if p.is_file():
        if p.suffix.lower() not in (".csv", ".json"):
            raise InputError("expected a folder of decklists or a roster .csv/.json", path=str(p))
        return _not_empty(from_roster(p), p, "no players in the roster")
    raise InputError("no such file or folder", path=str(p))

