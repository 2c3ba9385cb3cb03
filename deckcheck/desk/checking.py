"""A submission through the one legality engine, and an event's registrations through screening.

`check_text` answers exactly what `deckcheck check --json` prints for the same list (the one
outcome of deckcheck.wowtcg.outcome: report, status, missing facts, root cause, names not read
exactly); unreadable input raises the same one-line InputError. `screen_event` runs the latest
list of every player through `deckcheck.screening.screen`, so the organizer's table and exports are the screening report's own
rows and writers: statuses, problems, identical lists, root causes and all.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

from deckcheck.errors import InputError
from deckcheck.violations import STATUSES  # noqa: F401  (a stored submission's status is one of these)
from deckcheck.wowtcg.outcome import outcome_of_text


def status_of(result: dict) -> str:
    """The status of a stored check (its "status", from the one outcome: deckcheck.wowtcg.outcome)."""
    return result["status"]


def web_formats() -> dict:
    """The game formats a web request may name: the bundled ones only (never a file path)."""
    from deckcheck.wowtcg.rules import all_formats
    return all_formats()


def get_web_format(name: str | None, formats: dict):
    fmt = formats.get((name or "constructed").strip().lower())
    if fmt is None:
        raise InputError(f"unknown format {name!r}; known: {', '.join(formats)}", field="format")
    return fmt


def check_text(text: str | bytes, db, fmt, *, hero: str | None = None,
               pool: dict[str, int] | None = None, label: str = "<decklist>") -> dict:
    """Check one decklist (any format `check` reads, sniffed from the text) under `fmt` (a Format):
    the `check --json` answer. An unreadable list or a `hero` that names no hero raises InputError."""
    out = outcome_of_text(text, db, fmt, hero=hero, pool=pool, label=label)
    if out.error is not None:
        raise out.error
    return out.as_dict()


def check_submission(text: str | bytes, db, fmt, *, pool: dict[str, int] | None = None,
                     label: str = "<decklist>") -> dict:
    """Like `check_text`, but an unreadable list is a result too (it is kept in the history):
    {"status": "unreadable", "error": "<the one line>", ...}."""
    return outcome_of_text(text, db, fmt, pool=pool, label=label).as_dict()


class Pools:
    """Each event's card pool as a file (screening reads pools from files) and as counts."""

    def __init__(self):
        self._dir = tempfile.TemporaryDirectory(prefix="deckcheck-desk-pools-")
        self._counts: dict[str, dict[str, int]] = {}

    def path(self, pool_text: str) -> str:
        key = hashlib.blake2b(pool_text.encode(), digest_size=10).hexdigest()
        p = Path(self._dir.name) / f"{key}.txt"
        if not p.exists():
            tmp = p.with_suffix(".tmp")
            tmp.write_text(pool_text, encoding="utf-8")
            os.replace(tmp, p)
        return str(p)

    def counts(self, pool_text: str, db) -> dict[str, int]:
        from deckcheck.wowtcg.deck import load_pool
        path = self.path(pool_text)
        if path not in self._counts:
            self._counts[path] = load_pool(path, db)
        return self._counts[path]

    def close(self) -> None:
        self._dir.cleanup()


def screen_event(event: dict, latest: list[dict], pools: Pools):
    """The screening result (deckcheck.screening.ScreenResult) of every player's latest list.
    The caller closes it."""
    from deckcheck.screening import Registration, screen
    pool_path = pools.path(event["pool"]) if event.get("pool") else None
    regs = (Registration(player_id=r["player_id"], player_name=r["player_name"], deck_text=r["text"],
                         pool_path=pool_path, source_line=r["sub"]) for r in latest)
    return screen(regs, event["fmt"], workers=1, title=event["name"], date=event["date"])
