"""Where registrations come from: a folder of decklists, or a roster CSV/JSON."""
from __future__ import annotations

import csv
import functools
import io
import itertools
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from deckcheck.userfiles import read_user_text as read_text
from deckcheck.decks.tree import no_lone_surrogate
from deckcheck.errors import InputError
from deckcheck.userfiles import check_regular

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
    roots: tuple[str, ...] | None = None   # the folders its files must resolve into (None: anywhere)


OUTSIDE = "{what} path outside the event folder"


def event_roots(folder: str | Path, allow_outside: Iterable[str | Path] = ()) -> tuple[str, ...]:
    """The event folder and each `--allow-outside` folder, symlinks resolved."""
    roots = [os.path.realpath(folder)]
    for extra in allow_outside:
        if not os.path.exists(extra):
            raise InputError("no such file or folder", path=str(extra), field="--allow-outside")
        roots.append(os.path.realpath(extra))
    return tuple(roots)


@functools.lru_cache(maxsize=1024)
def _real_folder(folder: str) -> str:
    return os.path.realpath(folder)


def _real(path: str) -> str:
    """realpath, paying for the folder once: only a file that is itself a link is resolved in full."""
    if ".." in path or os.path.islink(path):   # "link/../x" is not "x" to the OS
        return os.path.realpath(path)
    folder, name = os.path.split(os.path.abspath(path))
    return os.path.join(_real_folder(folder), name)


def inside(path: str, roots: tuple[str, ...] | None) -> str | None:
    """The path with every symlink resolved when that lies in one of `roots` (or `roots` is None);
    else None: the file must not be read."""
    real = _real(path)
    if roots is None:
        return real
    for root in roots:
        if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
            return real
    return None


def _deck_files(folder: str, rel: str = "") -> Iterator[tuple[str, str, str, bool]]:
    """(path, path relative to the top folder, file name, is a link) of every file, subfolders included, in
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
            elif not e.is_dir():   # a FIFO or device too: the reader refuses it as that player's row
                yield e.path, rel + e.name, e.name, e.is_symlink()
        except OSError:
            continue


def from_folder(folder: Path, allow_outside: Iterable[str | Path] = ()) -> Iterator[Registration]:
    """One registration per file; the file name (without extension) is the player id, and names the
    player unless the list has a header line that does ("Player: Zed Zedson"). A link that leads out
    of the folder (and out of every `allow_outside` folder) is that player's refusal, never read."""
    roots = event_roots(folder, allow_outside)
    for path, rel, name, link in _deck_files(str(folder)):
        stem = rel.rsplit(".", 1)[0] if "." in name else rel
        # the walk never follows a link to a folder, so only a file that is a link can lead out
        yield Registration(player_id=stem, player_name=stem.replace("_", " "), deck_path=path,
                           name_from_file=True, roots=roots if link else None)


def _roster_rows(path: Path) -> Iterator[tuple[int, dict]]:
    text = read_text(path, MAX_ROSTER_BYTES)
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"invalid JSON: {exc.msg}", path=str(path), line=exc.lineno) from None
        except RecursionError:
            raise InputError("JSON nested too deeply", path=str(path)) from None
        except ValueError:      # an integer of more digits than Python converts (over 4,300)
            raise InputError("invalid JSON: a number too long to read (over 4,300 digits)", path=str(path)) from None
        if isinstance(data, dict):
            data = data["players"] if "players" in data else data.get("registrations")
        if not isinstance(data, list):
            raise InputError("expected a list of players (or {\"players\": [...]})", path=str(path), line=1)
        for i, row in enumerate(data, 1):
            if not isinstance(row, dict):
                raise InputError(f"player #{i}: expected an object", path=str(path), line=1)
            for key, value in row.items():
                if isinstance(value, str) and key != "deck_text":      # (a deck's own text: that player's row)
                    no_lone_surrogate(value, str(path), field=f"player #{i} {key}"[:60])
            yield i, row
        return
    reader = csv.reader(io.StringIO(text))
    try:
        header = next(reader, [])
        if not header:
            raise InputError("empty roster", path=str(path), line=1)
        unknown = [f for f in header if f and f.strip() not in ROSTER_FIELDS]
        if unknown:
            raise InputError(f"unknown column; expected {', '.join(sorted(ROSTER_FIELDS))}", path=str(path),
                             line=1, field=unknown[0])
        names = [f.strip() for f in header]
        while True:
            start = reader.line_num + 1      # the record's first line (a quoted deck_text spans several)
            values = next(reader, None)
            if values is None:
                return
            if values:                       # (a blank line is no record)
                yield start, {k: v for k, v in zip(names, values) if k}
    except csv.Error as exc:
        raise InputError(f"not a readable CSV row ({exc})", path=str(path), line=reader.line_num + 1) from None


def from_roster(path: Path, allow_outside: Iterable[str | Path] = ()) -> Iterator[Registration]:
    """Rows with player_id, player_name, hero, and deck (a path, relative to the roster) or deck_text.
    The deck and pool files must lie in the roster's folder (or an `allow_outside` folder), symlinks
    resolved: any other path is that player's refusal, and nothing is read from it."""
    base = path.parent
    roots = event_roots(base, allow_outside)
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
                           pool_path=str(base / pool) if pool else None, source_line=line, roots=roots)


def _not_empty(regs: Iterator[Registration], path: Path, what: str) -> Iterator[Registration]:
    """Fail now (bad input, exit 2) when there is nothing to screen; else the same registrations."""
    first = next(regs, None)
    if first is None:
        raise InputError(what, path=str(path))
    return itertools.chain((first,), regs)


def read_registrations(source: str | Path, allow_outside: Iterable[str | Path] = ()) -> Iterator[Registration]:
    """The registrations of a folder or roster; raises InputError at once when there are none.
    Files are read only inside the folder (the roster's folder), or inside an `allow_outside` one."""
    if not str(source).strip():     # (Path("") is the current folder)
        raise InputError("an empty path; name the event folder or roster ('.' for the current folder)",
                         field="SOURCE")
    p = Path(source)
    allow_outside = tuple(allow_outside)
    if p.is_dir():
        return _not_empty(from_folder(p, allow_outside), p, "no decklists found")
    check_regular(p)   # a FIFO or device as the roster: one line, nothing read
    if p.is_file():
        if p.suffix.lower() not in (".csv", ".json"):
            raise InputError("expected a folder of decklists or a roster .csv/.json", path=str(p))
        return _not_empty(from_roster(p, allow_outside), p, "no players in the roster")
    raise InputError("no such file or folder", path=str(p))

