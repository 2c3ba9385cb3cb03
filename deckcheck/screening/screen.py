"""Screen registrations: check each deck in worker processes, add event-level checks, spool rows."""
from __future__ import annotations

import gc
import hashlib
import heapq
import json
import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Callable, Iterable, Iterator, NamedTuple, Sequence

from deckcheck.cards.normalize import normalize_name
from deckcheck.errors import InputError
from deckcheck.screening.registrations import OUTSIDE, Registration, inside

STATUSES = ("illegal", "unreadable", "review", "legal")
CHUNK = 64
MAX_NAME = 200
SHOW_OTHERS = 5     # identical decklists: name at most this many other players on each row

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
            decklist = read_deck(_allowed(reg.deck_path, reg.roots, "deck"))
        else:
            raise InputError("no decklist given", field="deck")
        deck = resolve(decklist, _DB)
        if deck.player and (reg.name_from_file or not reg.player_name):
            row["player_name"] = " ".join(deck.player.split())[:MAX_NAME]   # a "Player:" header line
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
        pool = load_pool(_allowed(reg.pool_path, reg.roots, "pool"), _DB) if reg.pool_path else None
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
    parts = [report.hero or ""]
    for section in ("main", "side"):
        totals: dict[str, int] = {}
        for e in getattr(deck, section):    # the same card on two lines is the same list
            totals[e.card.name] = totals.get(e.card.name, 0) + e.qty
        parts += [f"{section}:{name}:{qty}" for name, qty in sorted(totals.items())]
    h.update("|".join(parts).encode())
    row["fingerprint"] = h.hexdigest()
    row["status"] = "illegal" if not report.legal else ("review" if row["review"] else "legal")
    return row


def _allowed(path: str, roots: tuple[str, ...] | None, what: str) -> str:
    """The path to read (symlinks resolved), or InputError when it leads out of the event folder."""
    real = inside(path, roots)
    if real is None:
        raise InputError(OUTSIDE.format(what=what), path=path)
    return path if real == os.path.abspath(path) else real


def _compact(v) -> dict:
    return {"rule": v.rule, "severity": v.severity.value, "section": v.section, "card": v.card,
            "count": v.count, "line": v.lines[0] if v.lines else None, "lines": list(v.lines),
            "message": v.message, "fix": v.fix}


def _registration(row: dict, severity: str, message: str, fix: str | None = None) -> None:
    row["violations"].append({"rule": "registration", "severity": severity, "section": "deck", "card": None,
                              "count": None, "line": None, "lines": [], "message": message, "fix": fix})
    row["errors" if severity == "error" else "warnings"] += 1


@dataclass
class ScreenResult:
    """Totals and the spooled rows, in report order (illegal, unreadable, review, legal).

    Findings across players (duplicate ids, one name under several ids, identical decklists) are
    known only once every row is in; the streaming pass keeps small keys per row and `rows()`
    applies them as the spool is read back, so memory stays flat and the order stays the input's.
    """
    fmt: str
    counts: Counter = field(default_factory=Counter)
    spool: dict[str, Path] = field(default_factory=dict)
    tmpdir: tempfile.TemporaryDirectory | None = None
    ids: dict[str, list[tuple[int, str, bool]]] = field(default_factory=dict)   # id -> (row, status, fuzzy)
    names: dict[str, list] = field(default_factory=dict)      # name key -> [rows, first distinct ids]
    fingerprints: dict[str, list] = field(default_factory=dict)   # fp -> [rows, first (row, id, name)]
    promoted: set[int] = field(default_factory=set)           # rows a duplicate id makes illegal

    @property
    def players(self) -> int:
        return sum(self.counts[s] for s in STATUSES)

    def summary(self) -> dict:
        return {"format": self.fmt, "players": self.players, "legal": self.counts["legal"] + self.counts["review"],
                "illegal": self.counts["illegal"], "unreadable": self.counts["unreadable"],
                "needs_review": self.counts["review"] + self.counts["flagged"],
                "duplicate_decklists": self.counts["duplicate_decklists"],
                "registration_problems": self.counts["registration"]}

    # -- streaming pass -------------------------------------------------------------------------
    def _remember(self, seq: int, rec: Spooled) -> None:
        pid = rec.player_id
        if pid:
            self.ids.setdefault(pid, []).append((seq, rec.status, rec.fuzzy))
        if rec.name_key:
            entry = self.names.setdefault(rec.name_key, [0, []])
            entry[0] += 1
            if pid and pid not in entry[1] and len(entry[1]) <= SHOW_OTHERS:
                entry[1].append(pid)
        if rec.fingerprint:
            entry = self.fingerprints.setdefault(rec.fingerprint, [0, []])
            entry[0] += 1
            if len(entry[1]) <= SHOW_OTHERS:
                entry[1].append((seq, pid or "(no id)", rec.player_name))

    def _finish(self) -> None:
        """Totals of the cross-player findings, before any row is read back."""
        c = self.counts
        for entries in self.ids.values():
            if len(entries) < 2:
                continue
            for seq, status, fuzzy in entries:
                c["registration"] += 1
                if status in ("legal", "review"):
                    self.promoted.add(seq)
                    c[status] -= 1
                    c["illegal"] += 1
                    c["flagged"] += fuzzy
        for n, pids in self.names.values():
            if len(pids) > 1:
                c["registration"] += n
        for n, _ in self.fingerprints.values():
            if n > 1:
                c["registration"] += n
                c["duplicate_decklists"] += n

    # -- read-back pass -------------------------------------------------------------------------
    def _apply(self, seq: int, row: dict) -> dict:
        pid = row["player_id"]
        if pid and len(self.ids.get(pid, ())) > 1:
            _registration(row, "error", f"player id {pid} is registered {len(self.ids[pid])} times",
                          "keep one registration per player id")
        key = normalize_name(row["player_name"] or "")
        pids = self.names.get(key, (0, []))[1] if key else []
        if len(pids) > 1:
            _registration(row, "warning", f"{row['player_name']} appears under more than one player id "
                          f"({', '.join(pids[:SHOW_OTHERS])}{', ...' if len(pids) > SHOW_OTHERS else ''})",
                          "check whether this is the same player registered twice")
        fp = row.pop("fingerprint", None)
        n, members = self.fingerprints.get(fp, (0, [])) if fp else (0, [])
        if n > 1:
            others = [m for m in members if m[0] != seq][:SHOW_OTHERS]
            more = n - 1 - len(others)
            text = ", ".join(f"{o_id} ({o_name})" for _, o_id, o_name in others)
            _registration(row, "warning", f"identical decklist to {text}" + (f" and {more} more" if more else ""),
                          "worth a judge's look: compare the registrations")
        if seq in self.promoted:
            row["status"] = "illegal"
        return row

    def _lines(self, status: str, only: set[int] | None = None) -> Iterator[tuple[int, str]]:
        with open(self.spool[status], encoding="utf-8") as fh:
            for line in fh:
                seq, _, data = line.partition("\t")
                seq = int(seq)
                if only is None or seq in only:
                    yield seq, data

    def rows(self) -> Iterator[dict]:
        """Every row, final: illegal, unreadable, review, legal; within each, in input order."""
        promoted = self.promoted
        for status in STATUSES:
            lines = self._lines(status)
            if status == "illegal" and promoted:
                lines = heapq.merge(lines, self._lines("review", promoted), self._lines("legal", promoted))
            for seq, data in lines:
                if status != "illegal" and seq in promoted:
                    continue
                yield self._apply(seq, json.loads(data))

    def close(self) -> None:
        if self.tmpdir is not None:
            self.tmpdir.cleanup()
            self.tmpdir = None

    @property
    def all_legal(self) -> bool:
        return self.counts["illegal"] == 0 and self.counts["unreadable"] == 0


class Spooled(NamedTuple):
    """What a worker hands back for one registration: the row, already JSON, and its small keys."""
    status: str
    player_id: str
    player_name: str
    name_key: str
    fingerprint: str | None
    fuzzy: bool          # has names read by fuzzy matching
    registration: int    # registration problems found on this row alone
    json: str


def screen_one(reg: Registration) -> Spooled:
    """Check one registration in a worker: the row, its own registration checks, serialised there
    so the parent only writes it to the spool and keeps the keys."""
    row = check_registration(reg)
    registration = _row_checks(row)
    if row["status"] in ("legal", "review") and row["errors"]:
        row["status"] = "illegal"
    name = row["player_name"] or ""
    return Spooled(row["status"], row["player_id"], name, normalize_name(name) if name else "",
                   row["fingerprint"], bool(row["review"]), registration,
                   json.dumps(row, ensure_ascii=False, sort_keys=True))


def _checked(regs: Iterable[Registration], fmt: str, cards: Sequence[str], workers: int) -> Iterator[Spooled]:
    if workers <= 1:
        _init(fmt, tuple(cards))
        for reg in regs:
            yield screen_one(reg)
        return
    ctx = get_context("fork" if os.name == "posix" else "spawn")
    gc.freeze()   # forked workers share the loaded card database without the collector touching (copying) it
    try:
        with ctx.Pool(workers, initializer=_init, initargs=(fmt, tuple(cards))) as pool:
            yield from pool.imap(screen_one, regs, chunksize=CHUNK)
    finally:
        gc.unfreeze()


def check_workers(workers: int | None) -> int:
    """The worker count to use: at least 1; by default all cores, at most 2."""
    if workers is None:
        return min(2, os.cpu_count() or 1)
    if workers < 1:
        raise InputError(f"must be at least 1, got {workers}", field="--workers")
    return workers


def screen(regs: Iterable[Registration], fmt: str = "constructed", *, cards: Sequence[str] = (),
           workers: int | None = None, progress: Callable[[int], None] | None = None) -> ScreenResult:
    """Check every registration; results are identical for any number of workers."""
    from deckcheck.wowtcg.rules import get_format
    from deckcheck.wowtcg.feeds import load_db
    workers = check_workers(workers)
    get_format(fmt)          # bad --format is a usage error before any work starts
    load_db(list(cards))     # warm the cache once so workers only read it
    result = ScreenResult(fmt=fmt, tmpdir=tempfile.TemporaryDirectory(prefix="deckcheck-screen-"))
    handles = {}
    try:
        for status in STATUSES:
            result.spool[status] = Path(result.tmpdir.name) / f"{status}.jsonl"
            handles[status] = open(result.spool[status], "w", encoding="utf-8")
        counts = result.counts
        for seq, rec in enumerate(_checked(regs, fmt, cards, workers)):
            counts[rec.status] += 1
            counts["registration"] += rec.registration
            if rec.fuzzy and rec.status != "review":
                counts["flagged"] += 1
            result._remember(seq, rec)
            handles[rec.status].write(f"{seq}\t{rec.json}\n")
            if progress:
                progress(seq + 1)
    except BaseException:
        for fh in handles.values():
            fh.close()
        result.close()
        raise
    for fh in handles.values():
        fh.close()
    result._finish()
    return result


def _row_checks(row: dict) -> int:
    """Registration problems one row shows by itself (how many); those across players come in `rows()`."""
    found = 0
    if not row["player_id"]:
        _registration(row, "error", "no player id", "give every registration a player id")
        found += 1
    if row["review"]:
        row["violations"].append({"rule": "review", "severity": "warning", "section": "deck", "card": None,
                                  "count": None, "line": None, "lines": [],
                                  "message": "names read by fuzzy matching need a judge's review", "fix": None})
    return found
