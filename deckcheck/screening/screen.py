"""Screen registrations: check each deck in worker processes, add event-level checks, spool rows."""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from deckcheck.cards.normalize import normalize_name
from deckcheck.errors import InputError
from deckcheck.screening.registrations import Registration

STATUSES = ("illegal", "unreadable", "review", "legal")
CHUNK = 64

_DB = None
_FMT = None
_CARDS: tuple[str, ...] = ()


def _init(fmt_name: str, cards: tuple[str, ...]) -> None:
    global _DB, _FMT, _CARDS
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.rules import get_format
    _DB = load_db(list(cards))
    _FMT = get_format(fmt_name)
    _CARDS = cards


def check_registration(reg: Registration) -> dict:
    """One registration -> one compact, JSON-ready row (never raises for bad input)."""
    from deckcheck.decks import parse_deck, read_deck
    from deckcheck.wowtcg.deck import load_pool, resolve
    from deckcheck.violations import Severity
    from deckcheck.wowtcg.rules import check_deck
    from deckcheck.violations import Violation
    row = {"player_id": reg.player_id, "player_name": reg.player_name,
           "deck": reg.deck_path or ("<roster line %s>" % reg.source_line), "status": "unreadable",
           "legal": False, "hero": None, "main": 0, "side": 0, "errors": 0, "warnings": 0,
           "review": [], "violations": [], "reason": None, "fingerprint": None}
    try:
        if reg.deck_text:
            decklist = parse_deck(reg.deck_text, path=row["deck"])
        elif reg.deck_path:
            decklist = read_deck(reg.deck_path)
        else:
            raise InputError("no decklist given", field="deck")
        deck = resolve(decklist, _DB)
        if reg.hero:
            match = _DB.resolve(reg.hero)
            if match.found and _DB[match.name].is_hero:
                if deck.hero is not None and deck.hero.name != match.name:
                    deck.problems.append(Violation(
                        "100.1", Severity.ERROR, f"the roster names {match.name} as hero, the list {deck.hero.name}",
                        section="hero", fix="make the roster and the decklist agree"))
                deck = deck.with_hero(_DB[match.name]) if deck.hero is None else deck
            else:
                deck.problems.append(Violation("name", Severity.ERROR, f"roster hero: {match.describe()}",
                                               section="hero"))
        for section, declared in sorted(deck.declared.items()):
            actual = deck.count(section) if section in ("main", "side") else None
            if actual is not None and actual != declared:
                deck.problems.append(Violation(
                    "registration", Severity.ERROR,
                    f"the list declares {declared} {section} deck cards but its lines add up to {actual}",
                    section=section, count=actual, limit=declared, fix="correct the list or its total"))
        pool = load_pool(reg.pool_path, _DB) if reg.pool_path else None
        report = check_deck(deck, _FMT, pool=pool)
    except InputError as exc:
        row["reason"] = str(exc)
        return row
    except (OSError, ValueError, RecursionError, MemoryError) as exc:  # hostile input, never fatal
        row["reason"] = f"{row['deck']}: unreadable ({type(exc).__name__})"
        return row
    row.update(hero=report.hero, main=report.counts["main"], side=report.counts["side"],
               legal=report.legal, errors=len(report.errors), warnings=len(report.warnings),
               violations=[_compact(v) for v in report.violations])
    row["review"] = [v["message"] for v in row["violations"] if v["rule"] == "name" and v["severity"] == "warning"]
    h = hashlib.blake2b(digest_size=12)
    h.update((report.hero or "").encode())
    for section in ("main", "side"):
        for e in sorted(getattr(deck, section), key=lambda e: e.card.name):
            h.update(f"|{section}:{e.card.name}:{e.qty}".encode())
    row["fingerprint"] = h.hexdigest()
    row["status"] = "illegal" if not report.legal else ("review" if row["review"] else "legal")
    return row


def _compact(v) -> dict:
    return {"rule": v.rule, "severity": v.severity.value, "section": v.section, "card": v.card,
            "count": v.count, "line": v.lines[0] if v.lines else None, "message": v.message, "fix": v.fix}


@dataclass
class ScreenResult:
    """Totals and the spooled rows, in report order (illegal, unreadable, review, legal)."""
    fmt: str
    counts: Counter = field(default_factory=Counter)
    spool: dict[str, Path] = field(default_factory=dict)
    tmpdir: tempfile.TemporaryDirectory | None = None

    @property
    def players(self) -> int:
        return sum(self.counts[s] for s in STATUSES)

    def summary(self) -> dict:
        return {"format": self.fmt, "players": self.players, "legal": self.counts["legal"] + self.counts["review"],
                "illegal": self.counts["illegal"], "unreadable": self.counts["unreadable"],
                "needs_review": self.counts["review"] + self.counts["flagged"],
                "duplicate_decklists": self.counts["duplicate_decklists"],
                "registration_problems": self.counts["registration"]}

    def rows(self) -> Iterator[dict]:
        for status in STATUSES:
            with open(self.spool[status], encoding="utf-8") as fh:
                for line in fh:
                    yield json.loads(line)

    def close(self) -> None:
        if self.tmpdir is not None:
            self.tmpdir.cleanup()
            self.tmpdir = None

    @property
    def all_legal(self) -> bool:
        return self.counts["illegal"] == 0 and self.counts["unreadable"] == 0


def _checked(regs: Iterable[Registration], fmt: str, cards: Sequence[str], workers: int) -> Iterator[dict]:
    if workers <= 1:
        _init(fmt, tuple(cards))
        for reg in regs:
            yield check_registration(reg)
        return
    ctx = get_context("fork" if os.name == "posix" else "spawn")
    with ctx.Pool(workers, initializer=_init, initargs=(fmt, tuple(cards))) as pool:
        yield from pool.imap(check_registration, regs, chunksize=CHUNK)


def screen(regs: Iterable[Registration], fmt: str = "constructed", *, cards: Sequence[str] = (),
           workers: int | None = None, progress: Callable[[int], None] | None = None) -> ScreenResult:
    """Check every registration; results are identical for any number of workers."""
    from deckcheck.wowtcg.rules import get_format
    from deckcheck.wowtcg.feeds import load_db
    get_format(fmt)          # bad --format is a usage error before any work starts
    load_db(list(cards))     # warm the cache once so workers only read it
    workers = workers if workers is not None else min(2, os.cpu_count() or 1)
    result = ScreenResult(fmt=fmt, tmpdir=tempfile.TemporaryDirectory(prefix="deckcheck-screen-"))
    handles = {}
    for status in STATUSES:
        result.spool[status] = Path(result.tmpdir.name) / f"{status}.jsonl"
        handles[status] = open(result.spool[status], "w", encoding="utf-8")
    ids: Counter = Counter()
    names: Counter = Counter()
    fingerprints: dict[str, str] = {}
    try:
        for n, row in enumerate(_checked(regs, fmt, cards, workers), 1):
            _event_checks(row, ids, names, fingerprints, result.counts)
            status = "illegal" if row["status"] in ("legal", "review") and row["errors"] else row["status"]
            row["status"] = status
            result.counts[status] += 1
            if row["review"]:
                result.counts["flagged"] += status != "review"
            fp = row.pop("fingerprint")
            del fp
            handles[status].write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
            if progress:
                progress(n)
    finally:
        for fh in handles.values():
            fh.close()
    return result


def _event_checks(row: dict, ids: Counter, names: Counter, fingerprints: dict[str, str], counts: Counter) -> None:
    """Registration problems that only show across players."""
    def add(severity: str, message: str, fix: str | None = None) -> None:
        row["violations"].append({"rule": "registration", "severity": severity, "section": "deck", "card": None,
                                  "count": None, "line": None, "message": message, "fix": fix})
        row["errors" if severity == "error" else "warnings"] += 1
        counts["registration"] += 1

    pid = row["player_id"]
    if not pid:
        add("error", "no player id", "give every registration a player id")
    else:
        ids[pid] += 1
        if ids[pid] > 1:
            add("error", f"player id {pid} is registered {ids[pid]} times", "keep one registration per player id")
    key = normalize_name(row["player_name"] or "")
    if key:
        names[key] += 1
        if names[key] > 1 and ids[pid] == 1:
            add("warning", f"{row['player_name']} appears under more than one player id",
                "check whether this is the same player registered twice")
    fp = row.get("fingerprint")
    if fp:
        other = fingerprints.get(fp)
        if other is not None:
            add("warning", f"identical decklist to player {other} (worth a judge's look)")
            counts["duplicate_decklists"] += 1
        else:
            fingerprints[fp] = pid or row["player_name"]
    if row["review"]:
        row["violations"].append({"rule": "review", "severity": "warning", "section": "deck", "card": None,
                                  "count": None, "line": None,
                                  "message": "names read by fuzzy matching need a judge's review", "fix": None})
