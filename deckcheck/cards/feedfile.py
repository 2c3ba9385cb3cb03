"""What every game's card feed shares: finding feed files, the document's frame, record labels."""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterable

from deckcheck.errors import InputError
from deckcheck.userfiles import check_regular, read_user_bytes

TOP_LEVEL = {"schema", "game", "set", "cards"}
MAX_FEED_BYTES = 64 * 1024 * 1024


def expand(paths: Iterable[str | Path]) -> list[Path]:
    """Files named directly, and every *.yaml/*.yml under folders named."""
    out: list[Path] = []
    for raw in paths:
        if not str(raw).strip():    # (Path("") is the current folder: every feed in it, unasked)
            raise InputError("an empty path; name a feed file or folder ('.' for the current folder)",
                             field="--cards")
        p = Path(raw)
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file()))
        elif p.is_file():
            out.append(p)
        elif os.path.lexists(p):
            check_regular(p)
            raise InputError("cannot read (a broken link?)", path=str(p))
        else:
            raise InputError("no such file or folder", path=str(p))
    return out


def read_feed(path: Path, game: str, title: str, set_fields: set[str], errors: list[InputError],
              *, default_game: str | None = None) -> tuple[Any, dict, list] | None:
    """Load one feed file and check its frame: a mapping with `game`, `set` (with a code) and a
    list of `cards`. Problems go to `errors`; returns (doc, set info, cards) or None."""
    from deckcheck.yamlsafe import load_yaml_file
    where = str(path)
    try:
        doc = load_yaml_file(path)
    except InputError as exc:
        errors.append(exc)
        return None
    if not isinstance(doc, dict):
        errors.append(InputError("expected a mapping with 'set' and 'cards'", path=where, line=1))
        return None
    for key in sorted(set(doc) - TOP_LEVEL):
        errors.append(InputError("unknown top-level field", path=where, line=doc.line, field=key))
    if doc.get("game", default_game) != game:
        errors.append(InputError(f"not a {title} feed (expected game: {game})", path=where, line=doc.line,
                                 field="game"))
        return None
    info = doc.get("set")
    if not isinstance(info, dict) or not isinstance(info.get("code"), str) or not info["code"]:
        errors.append(InputError("missing set code", path=where, line=getattr(info, "line", doc.line),
                                 field="set.code"))
        return None
    for key in sorted(set(info) - set_fields):
        errors.append(InputError("unknown set field", path=where, line=info.line, field=f"set.{key}"))
    cards = doc.get("cards")
    if not isinstance(cards, list):
        errors.append(InputError("expected a list of cards", path=where, line=doc.line, field="cards"))
        return None
    return doc, info, cards


def record_label(rec: Any, index: int) -> str:
    """How messages name a card record: by its name when it has one, else by its position."""
    name = rec.get("name") if isinstance(rec, dict) else None
    return f"card {name!r}" if isinstance(name, str) else f"card #{index + 1}"


_GAME_LINE = re.compile(r"^game:\s*['\"]?([A-Za-z0-9_-]+)", re.M)


def feed_game(path: Path, default: str = "wowtcg") -> str:
    """The `game:` a feed file declares (read from its head, without parsing the YAML)."""
    head = read_user_bytes(path, MAX_FEED_BYTES, what="card feed")[:4096].decode("utf-8", "replace")
    m = _GAME_LINE.search(head)
    return m.group(1) if m else default
