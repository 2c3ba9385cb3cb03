"""Screen registrations: check each deck in worker processes, add event-level checks, spool rows."""
from __future__ import annotations

import contextlib
import gc
import hashlib
import heapq
import itertools
import marshal
import operator
import os
import signal
import struct
import tempfile
import threading
from array import array
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, NamedTuple, Sequence

from deckcheck.cards.normalize import normalize_name
from deckcheck.decks import parse_deck, read_deck
from deckcheck.errors import InputError
from deckcheck.interrupts import SIGNALS, deferred
from deckcheck.violations import PLAYABLE, STATUSES, Severity, Violation
from deckcheck.wowtcg.deck import load_pool, resolve
from deckcheck.wowtcg.outcome import check_outcome, find_hero
from deckcheck.screening.registrations import OUTSIDE, Registration, inside

CHUNK = 64
WAIT = 0.25         # seconds between looks at a pending signal while waiting for a worker
MAX_NAME = 200
SHOW_OTHERS = 5     # one name under several ids: name at most this many of the ids on each row
SHOW_IN_GROUP = 2   # identical decklists: the other players named on each row (the group lists all)

_DB = None
_FMT = None
_BUDGET: float | None = None
_HEROES: list = []
_TIMER_SET = False     # SIGALRM raises TooSlow in this process
DEFAULT_BUDGET = 10.0   # seconds per registration; a normal list takes about a millisecond


def _init(fmt_name: str, cards: tuple[str, ...], budget: float | None = None) -> None:
    """Load what checking needs, once per run: in the parent, whose forked workers share it."""
    global _DB, _FMT, _BUDGET, _HEROES
    from deckcheck.wowtcg.feeds import load_db
    from deckcheck.wowtcg.rules import get_format
    _FMT = get_format(fmt_name)     # a bad --format is a usage error before any work starts
    _BUDGET = budget
    _DB = load_db(list(cards))
    _HEROES = _DB.heroes()


def _blank_row(reg: Registration) -> dict:
    return {"player_id": reg.player_id, "player_name": reg.player_name,
            "deck": reg.deck_path or ("<roster line %s>" % reg.source_line), "status": "unreadable",
            "legal": False, "verified": False, "hero": None, "main": 0, "side": 0, "errors": 0, "warnings": 0,
            "review": [], "missing": [], "violations": [], "reason": None, "fingerprint": 0, "list": None, "root_cause": None}


def check_registration(reg: Registration) -> dict:
    """One registration -> one compact, JSON-ready row (never raises for bad input)."""
    row = _blank_row(reg)
    try:
        if reg.deck_text:
            decklist = parse_deck(reg.deck_text, path=row["deck"])
        elif reg.deck_path:
            decklist = read_deck(_allowed(reg.deck_path, reg.roots, "deck"))
        else:
            raise InputError("no decklist given", path=row["deck"], field="deck")
        deck = resolve(decklist, _DB)
        if deck.player and (reg.name_from_file or not reg.player_name):
            row["player_name"] = " ".join(deck.player.split())[:MAX_NAME]   # a "Player:" header line
        if reg.hero:
            try:
                hero = find_hero(_DB, reg.hero)
            except InputError as exc:
                deck.problems.append(Violation("name", Severity.ERROR, f"roster hero: {exc.message}", section="hero"))
            else:
                if deck.hero is not None and deck.hero.name != hero.name:
                    deck.problems.append(Violation(
                        "100.1", Severity.ERROR, f"the roster names {hero.name} as hero, the list {deck.hero.name}",
                        section="hero", fix="make the roster and the decklist agree"))
                deck = deck.with_hero(hero) if deck.hero is None else deck
        for section, declared in sorted(deck.declared.items()):
            actual = deck.count(section) if section in ("main", "side") else None
            if actual is not None and actual != declared:
                deck.problems.append(Violation(
                    "registration", Severity.ERROR,
                    f"the list declares {declared} {section} deck cards but its lines add up to {actual}",
                    section=section, count=actual, limit=declared, fix="correct the list or its total"))
        pool = load_pool(_allowed(reg.pool_path, reg.roots, "pool"), _DB) if reg.pool_path else None
        outcome = check_outcome(deck, _DB, _FMT, pool=pool, heroes=_HEROES)
    except InputError as exc:
        row["reason"] = str(exc)
        return row
    except (OSError, ValueError, RecursionError, MemoryError) as exc:  # hostile input, never fatal
        row["reason"] = f"{row['deck']}: unreadable ({type(exc).__name__})"
        return row
    report, cause = outcome.report, outcome.cause
    found = report.violations
    errors = sum(1 for v in found if v.severity is _ERROR)
    violations = [_compact(v) for v in found]
    if cause:   # the errors the root cause explains fold under its line in every report
        cleared = {id(c) for c in cause.cleared}
        for v, compact in zip(found, violations):
            if id(v) in cleared:
                compact["folded"] = True
    listed = _decklist(deck)
    return {"player_id": row["player_id"], "player_name": row["player_name"], "deck": row["deck"],
            "status": outcome.status, "legal": not errors, "verified": report.verified,
            "hero": report.hero, "main": report.counts["main"], "side": report.counts["side"], "errors": errors,
            "warnings": len(found) - errors, "review": [v.message for v in found if v.is_guess],
            "missing": report.missing, "violations": violations, "reason": None,
            "fingerprint": _fingerprint(deck, listed), "list": listed,
            "root_cause": cause.as_dict() if cause else None}


def _decklist(deck) -> dict:
    """The resolved list as a judge reads it: hero, then [count, name] per section, in list order."""
    return {"hero": deck.hero.name if deck.hero else None,
            "main": [[e.qty, e.card.name] for e in deck.main], "side": [[e.qty, e.card.name] for e in deck.side]}


_BY_NAME = operator.itemgetter(1, 0)


def _fingerprint(deck, listed: dict) -> int:
    """An 8-byte digest of what was read: hero, every card with its total per section (`listed`,
    from `_decklist`: `resolve` already adds up a card's lines within a section), and the text of
    every line that named no card (two different unreadable lists never match). 0 when nothing at
    all was read. (marshal format 0: no sharing or interning marks, so equal values give equal bytes.)"""
    unread = sorted([(r.section, normalize_name(r.query), r.qty) for r in deck.resolutions if r.name is None]
                    ) if deck.resolutions else []
    if not (listed["hero"] or listed["main"] or listed["side"] or unread):
        return 0
    return _digest_bytes(marshal.dumps((listed["hero"] or "", sorted(listed["main"], key=_BY_NAME),
                                        sorted(listed["side"], key=_BY_NAME), unread), 0))


def digest(text: str) -> int:
    """8 bytes of BLAKE2b as an int, never 0 (0 means "none")."""
    return _digest_bytes(text.encode("utf-8", "surrogatepass"))


def _digest_bytes(data: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "big") or 1


def _allowed(path: str, roots: tuple[str, ...] | None, what: str) -> str:
    """The path to read (symlinks resolved), or InputError when it leads out of the event folder;
    with no `roots` (a file of the folder walk that is not a link) the path itself."""
    if roots is None:
        return path
    real = inside(path, roots)
    if real is None:
        raise InputError(OUTSIDE.format(what=what), path=path)
    return path if real == os.path.abspath(path) else real


_ERROR = Severity.ERROR


def _compact(v) -> dict:
    return {"rule": v.rule, "severity": v.severity.value, "section": v.section, "card": v.card,
            "count": v.count, "line": v.lines[0] if v.lines else None, "lines": list(v.lines),
            "message": v.message, "fix": v.fix, "unverified": v.unverified}


def _registration(row: dict, severity: str, message: str, fix: str | None = None) -> None:
    row["violations"].append({"rule": "registration", "severity": severity, "section": "deck", "card": None,
                              "count": None, "line": None, "lines": [], "message": message, "fix": fix})
    row["errors" if severity == "error" else "warnings"] += 1


@dataclass
class Group:
    """Players who registered the same list: `number` counts from 1 in order of first appearance."""
    number: int
    hero: str | None
    players: list[tuple[str, str]]     # (player id, player name), in input order
    _ids: Counter | None = field(default=None, repr=False, compare=False)

    def ids(self) -> Counter:
        """How many of the group's registrations each player id has (counted once per group)."""
        if self._ids is None:
            self._ids = Counter(i for i, _ in self.players)
        return self._ids

    def as_dict(self) -> dict:
        return {"group": self.number, "hero": self.hero, "count": len(self.players),
                "players": [{"player_id": i, "player_name": n} for i, n in self.players]}


@dataclass
class ScreenResult:
    """Totals and the spooled rows, in report order (STATUSES: illegal, unreadable, review, unverified, legal).

    Findings across players (duplicate ids, one name under several ids, identical decklists) are
    known only once every row is in. The streaming pass keeps three 8-byte digests and two flag
    bytes per registration (about 26 bytes, whatever the names); `_finish` sorts them to find the
    repeats, and `rows()` applies the findings as the spool is read back, in the input's order.
    """
    fmt: str
    counts: Counter = field(default_factory=Counter)
    spool: dict[str, Path] = field(default_factory=dict)
    tmpdir: tempfile.TemporaryDirectory | None = None
    title: str | None = None
    date: str | None = None
    _ids: array = field(default_factory=lambda: array("Q"))      # per row: digest of the player id
    _names: array = field(default_factory=lambda: array("Q"))    # ... of the normalised name
    _fps: array = field(default_factory=lambda: array("Q"))      # ... of the list read (0: none)
    _status: bytearray = field(default_factory=bytearray)        # index into STATUSES
    _fuzzy: bytearray = field(default_factory=bytearray)
    dup_ids: dict[int, int] = field(default_factory=dict)        # id digest -> rows with it
    dup_names: dict[int, list[str]] = field(default_factory=dict)  # name digest -> first distinct ids
    group_of: dict[int, Group] = field(default_factory=dict)     # list digest -> its group
    promoted: set[int] = field(default_factory=set)              # rows a duplicate id makes illegal

    @property
    def players(self) -> int:
        return len(self._status)

    def summary(self) -> dict:
        out = {"format": self.fmt, "players": self.players, **{s: self.counts[s] for s in STATUSES},
               "needs_review": self.counts["needs_review"],
               "duplicate_decklists": self.counts["duplicate_decklists"],
               "identical_groups": len(self.group_of),
               "registration_problems": self.counts["registration"]}
        if self.title:
            out["title"] = self.title
        if self.date:
            out["date"] = self.date
        return out

    def groups(self) -> list[Group]:
        """The identical-list groups, every player in each, in order of first appearance."""
        return sorted(self.group_of.values(), key=lambda g: g.number)

    # -- streaming pass -------------------------------------------------------------------------
    def _remember(self, status: int, id_digest: int, name_digest: int, fingerprint: int, fuzzy: bool) -> None:
        self._ids.append(id_digest)
        self._names.append(name_digest)
        self._fps.append(fingerprint)
        self._status.append(status)
        self._fuzzy.append(fuzzy)

    def _finish(self) -> None:
        """Find the repeats (sorting the digests) and total the cross-player findings, then read
        back only the rows that repeat a name or a list, for the names and ids the reports show."""
        c = self.counts
        self.dup_ids = _repeats(self._ids)
        playable, review = {STATUSES.index(s) for s in PLAYABLE}, STATUSES.index("review")
        for seq, pid in enumerate(self._ids):
            if pid in self.dup_ids:
                c["registration"] += 1
                status = self._status[seq]
                if status in playable:
                    self.promoted.add(seq)
                    c[STATUSES[status]] -= 1
                    c["illegal"] += 1
        pairs = sorted((n << 64) | i for n, i in zip(self._names, self._ids) if n)
        shared: set[int] = set()
        for k in range(1, len(pairs)):
            if pairs[k] >> 64 == pairs[k - 1] >> 64 and pairs[k] != pairs[k - 1]:
                shared.add(pairs[k] >> 64)
        fps = _repeats(self._fps)
        for seq in range(self.players):
            in_group = self._fps[seq] in fps
            if self._names[seq] in shared:
                c["registration"] += 1
            if in_group:
                c["registration"] += 1
                c["duplicate_decklists"] += 1
            if self._status[seq] == review or self._fuzzy[seq] or in_group:
                c["needs_review"] += 1
        if not shared and not fps:
            return
        named: dict[int, list[tuple[int, str]]] = {}
        groups: dict[int, list] = {fp: [] for fp in fps}
        first: dict[int, tuple[int, str | None]] = {}
        for status in STATUSES:
            for seq, data in self._lines(status):
                name_d, fp = self._names[seq], self._fps[seq]
                if name_d not in shared and fp not in groups:
                    continue
                row = marshal.loads(data)
                pid = row["player_id"] or "(no id)"
                if name_d in shared and row["player_id"]:
                    named.setdefault(name_d, []).append((seq, row["player_id"]))
                if fp in groups:
                    groups[fp].append((seq, pid, row["player_name"] or ""))
                    if fp not in first or seq < first[fp][0]:
                        first[fp] = (seq, row["hero"])
        for name_d, seen in named.items():
            ids = self.dup_names.setdefault(name_d, [])
            for _, pid in sorted(seen):
                if pid not in ids and len(ids) <= SHOW_OTHERS:
                    ids.append(pid)
        for number, fp in enumerate(sorted(groups, key=lambda f: first[f][0]), 1):
            members = sorted(groups[fp])
            self.group_of[fp] = Group(number, first[fp][1], [(i, n) for _, i, n in members])

    # -- read-back pass -------------------------------------------------------------------------
    def _apply(self, seq: int, row: dict) -> dict:
        pid = row["player_id"]
        n = self.dup_ids.get(self._ids[seq], 0)
        if n > 1:
            _registration(row, "error", f"player id {pid} is registered {n} times",
                          "keep one registration per player id")
        pids = self.dup_names.get(self._names[seq])
        if pids:
            _registration(row, "warning", f"{row['player_name']} appears under more than one player id "
                          f"({', '.join(pids[:SHOW_OTHERS])}{', ...' if len(pids) > SHOW_OTHERS else ''})",
                          "check whether this is the same player registered twice")
        group = self.group_of.get(self._fps[seq])
        if group is not None:
            me = pid or "(no id)"
            first = list(itertools.islice((i for i, _ in group.players if i != me), SHOW_IN_GROUP))  # (not all: a
            n_others = len(group.players) - group.ids()[me]      # group of thousands is read once, not per member)
            shown = ", ".join(first) + (f" and {n_others - len(first)} more" if n_others > len(first) else "")
            with_ = f"with {shown}" if shown else "every one under this player id"
            _registration(row, "warning", f"identical decklist: group {group.number} of {len(group.players)} "
                          f"players ({with_})", "worth a judge's look: compare the registrations")
            row["group"] = group.number
        row.pop("fingerprint", None)
        if seq in self.promoted:
            row["status"] = "illegal"
        return row

    def _lines(self, status: str, only: set[int] | None = None) -> Iterator[tuple[int, bytes]]:
        """(seq, the row as spooled) of every row of one status, or of those in `only`."""
        with open(self.spool[status], "rb") as fh:
            read, size = fh.read, _FRAME.size
            while head := read(size):
                seq, n = _FRAME.unpack(head)
                if only is None or seq in only:
                    yield seq, read(n)
                else:
                    fh.seek(n, os.SEEK_CUR)

    def rows(self) -> Iterator[dict]:
        """Every row, final, in the order of STATUSES; within each, in input order."""
        promoted = self.promoted
        plain = not (self.dup_ids or self.dup_names or self.group_of)   # no finding across players
        loads, apply = marshal.loads, self._apply
        for status in STATUSES:
            lines = self._lines(status)
            if status == "illegal" and promoted:
                lines = heapq.merge(lines, *(self._lines(s, promoted) for s in PLAYABLE))
            if plain and not promoted:
                for _, data in lines:
                    yield loads(data)
                continue
            for seq, data in lines:
                if status != "illegal" and seq in promoted:
                    continue
                yield apply(seq, loads(data))

    def close(self) -> None:
        """Remove the spool, whole: a signal meanwhile is handled once it is gone."""
        with deferred():
            if self.tmpdir is not None:
                self.tmpdir.cleanup()
                self.tmpdir = None

    @property
    def all_legal(self) -> bool:
        return self.counts["illegal"] == 0 and self.counts["unreadable"] == 0


def _repeats(digests: array) -> dict[int, int]:
    """The digests (other than 0) that occur more than once, with how often: by sorting, so the
    memory is that of one sorted copy, not of a dict of every key."""
    out: dict[int, int] = {}
    ordered = sorted(digests)
    run = 1
    for k in range(1, len(ordered) + 1):
        if k < len(ordered) and ordered[k] == ordered[k - 1]:
            run += 1
            continue
        if run > 1 and ordered[k - 1]:
            out[ordered[k - 1]] = run
        run = 1
    return out


#: a spooled row: its number in the input and the length of the row that follows, marshalled (the
#: spool is this run's own, in a folder only this user can read, written and read back by the same
#: interpreter: the fastest plain-data format there is, with no code in it)
_FRAME = struct.Struct("<QI")


class Spooled(NamedTuple):
    """What a worker hands back for one registration: the row, already marshalled, and its digests
    (between processes as a plain tuple, which pickles without a call back into Python)."""
    status: int          # index into STATUSES
    id_digest: int
    name_digest: int
    fingerprint: int
    fuzzy: bool          # has names read by fuzzy matching
    registration: int    # registration problems found on this row alone
    data: bytes


class TooSlow(BaseException):
    """The registration's time budget ran out (a BaseException: no reader's `except` swallows it)."""


def _too_slow(signum, frame):
    raise TooSlow


def screen_one(reg: Registration, budget: float | None = None) -> Spooled:
    """Check one registration in a worker: the row, its own registration checks, serialised there
    so the parent only writes it to the spool and keeps the digests. With a `budget` (seconds, in a
    main thread), a registration that takes longer is "too slow to read", for that player only."""
    budget = _BUDGET if budget is None else budget
    timed = bool(budget) and _TIMER_SET
    if timed:
        signal.setitimer(signal.ITIMER_REAL, budget)
    try:
        row = check_registration(reg)
    except TooSlow:
        row = _blank_row(reg)
        row["reason"] = f"{row['deck']}: too slow to read (over {budget:g} s); nothing of it was checked"
    finally:
        if timed:
            signal.setitimer(signal.ITIMER_REAL, 0)
    registration = _row_checks(row)
    if row["status"] in PLAYABLE and row["errors"]:
        row["status"] = "illegal"
    name = row["player_name"] or ""
    fp = row.pop("fingerprint") or 0
    return Spooled(STATUSES.index(row["status"]), digest(row["player_id"]) if row["player_id"] else 0,
                   digest(normalize_name(name)) if name.strip() else 0, fp,
                   bool(row["review"]), registration, marshal.dumps(row))


#: a Registration as the plain tuple of its fields, which pickles without a call back into Python
_FIELDS = operator.attrgetter(*Registration.__slots__)


def screen_batch(regs: list[tuple]) -> list[tuple]:
    """A worker's part: registrations (as `_FIELDS` tuples) in, `Spooled` tuples out."""
    return [tuple(screen_one(Registration(*fields))) for fields in regs]


def _batches(regs: Iterable[Registration], size: int) -> Iterator[list[Registration]]:
    batch = []
    for reg in regs:
        batch.append(reg)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def _set_timer_handler():
    """Route SIGALRM to the budget (once per process, not per registration); the old handler."""
    global _TIMER_SET
    previous = signal.signal(signal.SIGALRM, _too_slow)
    _TIMER_SET = True
    return previous


def _clear_timer_handler(previous) -> None:
    global _TIMER_SET
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)
    _TIMER_SET = False


def _worker_init(fmt_name: str, cards: tuple[str, ...], budget: float | None, forked: bool) -> None:
    """A worker ignores Ctrl-C (the parent stops it) and dies quietly when terminated. It starts
    with both signals held back (see `_checked`), so there is no moment before this where either
    runs the parent's handler; one that came meanwhile takes effect (or not) as set here. A forked
    worker has the parent's card database already; a spawned one loads it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, SIGNALS)
    _set_timer_handler()
    if not forked:
        _init(fmt_name, cards, budget)


def _shared_by_workers() -> None:
    """Make now, in the parent, what a worker would make on its first pinned line (the print
    index) and first misspelled name (the fuzzy scorers' import): forked workers then share them,
    rather than each making its own. (One process makes them only if it needs them: tens of
    milliseconds, within that registration's budget.)"""
    _DB.by_print("", "")
    import rapidfuzz.distance.OSA  # noqa: F401
    import rapidfuzz.fuzz  # noqa: F401
    import rapidfuzz.process  # noqa: F401


def _checked(regs: Iterable[Registration], fmt: str, cards: Sequence[str], workers: int,
             budget: float | None) -> Iterator[tuple]:
    """Every registration checked, in input order: here alone, or here and in `workers` - 1 worker
    processes (this process checks too, whenever no worker's batch is waiting for it)."""
    if workers <= 1:
        yield from _here(regs, budget)
        return
    from multiprocessing import TimeoutError as NotYet, get_context   # (not needed by one process)
    ctx = get_context("fork" if os.name == "posix" else "spawn")
    # The pool is started and stopped with SIGINT/SIGTERM held back: an interrupt never lands
    # half-way into multiprocessing's own start-up or clean-up (a pool with live threads but no
    # finaliser, a worker before its handlers are set), and the pool's threads and workers inherit
    # the mask, so a signal always reaches the main thread. Results are awaited with a timeout,
    # so a signal that came just before a wait is still acted on.
    pool = None
    forked = ctx.get_start_method() == "fork"
    if forked:
        _shared_by_workers()
    gc.freeze()   # forked workers share the loaded card database without the collector touching (copying) it
    try:
        with deferred():
            pool = ctx.Pool(workers - 1, initializer=_worker_init, initargs=(fmt, tuple(cards), budget, forked))
        yield from _shared(_batches(regs, CHUNK), pool, workers - 1, budget, NotYet)
    finally:
        with deferred():
            try:
                if pool is not None:
                    pool.terminate()
                    pool.join()
            finally:
                gc.unfreeze()


def _here(regs: Iterable[Registration], budget: float | None) -> Iterator[Spooled]:
    """Check registrations in this process, each within its budget."""
    with _budgeted(budget):
        for reg in regs:
            yield screen_one(reg)


@contextlib.contextmanager
def _budgeted(budget: float | None) -> Iterator[None]:
    """The budget timer on for this process's own checks (when this is the main thread)."""
    timed = budget and threading.current_thread() is threading.main_thread()
    previous = _set_timer_handler() if timed else None
    try:
        yield
    finally:
        if timed:
            _clear_timer_handler(previous)


#: batches this process checks ahead of the workers' (bounded, so memory stays flat when a worker
#: is slow on a registration); and how many batches each worker has queued
AHEAD_HERE = 4
AHEAD_EACH = 2


def _shared(batches: Iterator[list[Registration]], pool, n: int, budget: float | None, not_yet) -> Iterator[tuple]:
    """The batches checked by `n` workers and this process: the workers are kept busy, and this
    process checks the next batch itself whenever the oldest one sent out is not back yet.
    Results come in input order."""
    pending: deque = deque()     # in input order: a worker's AsyncResult, or a list checked here
    sent = here = 0
    more = True
    with _budgeted(budget):
        while more or pending:
            while more and sent < AHEAD_EACH * n:
                batch = next(batches, None)
                if batch is None:
                    more = False
                    break
                pending.append(pool.apply_async(screen_batch, ([_FIELDS(r) for r in batch],)))
                sent += 1
            if not pending:
                continue
            front = pending[0]
            if type(front) is list:
                pending.popleft()
                here -= 1
                yield from front
            elif front.ready():
                pending.popleft()
                sent -= 1
                yield from front.get()
            elif more and here < AHEAD_HERE:
                batch = next(batches, None)
                if batch is None:
                    more = False
                else:
                    pending.append([tuple(screen_one(reg)) for reg in batch])
                    here += 1
            else:
                try:
                    front.get(timeout=WAIT)     # (then taken above)
                except not_yet:
                    pass


#: a registration's time budget: from a millisecond (a shorter timer fires before any work can
#: start) to a day (the interval timer's range)
MIN_BUDGET, MAX_BUDGET = 0.001, 86_400.0


def check_budget(budget: float) -> None:
    if not MIN_BUDGET <= budget <= MAX_BUDGET:      # (NaN fails both)
        raise InputError(f"must be between {MIN_BUDGET:g} and {MAX_BUDGET:g} seconds, got {budget:g}", field="--budget")


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def check_workers(workers: int | None) -> int:
    """The worker count to use: at least 1, at most the cores (the default: all of them, at most 2)."""
    if workers is None:
        return min(2, cores())
    if workers < 1:
        raise InputError(f"must be at least 1, got {workers}", field="--workers")
    return min(workers, cores())


def screen(regs: Iterable[Registration], fmt: str = "constructed", *, cards: Sequence[str] = (),
           workers: int | None = None, progress: Callable[[int], None] | None = None,
           budget: float | None = DEFAULT_BUDGET, title: str | None = None, date: str | None = None) -> ScreenResult:
    """Check every registration; results are identical for any number of workers. Each
    registration gets `budget` seconds (None: no limit)."""
    workers = check_workers(workers)
    if budget is not None:
        check_budget(budget)
    _init(fmt, tuple(cards), budget)     # here, once: forked workers share it
    result = ScreenResult(fmt=fmt, title=title, date=date)
    handles = {}
    checked = None
    try:
        with deferred():    # the folder and its owner come together
            result.tmpdir = tempfile.TemporaryDirectory(prefix="deckcheck-screen-")
        for status in STATUSES:
            result.spool[status] = Path(result.tmpdir.name) / f"{status}.rows"
            handles[status] = open(result.spool[status], "wb")
        counts = result.counts
        checked = _checked(regs, fmt, cards, workers, budget)
        files = [handles[status] for status in STATUSES]
        for seq, (status, id_digest, name_digest, fp, fuzzy, registration, data) in enumerate(checked):
            counts[STATUSES[status]] += 1
            counts["registration"] += registration
            result._remember(status, id_digest, name_digest, fp, fuzzy)
            fh = files[status]
            fh.write(_FRAME.pack(seq, len(data)))
            fh.write(data)
            if progress:
                progress(seq + 1)
        for fh in handles.values():
            fh.close()
        result._finish()
    except BaseException:
        if checked is not None:
            checked.close()       # stops the workers now, not when the generator is collected
        for fh in handles.values():
            fh.close()
        result.close()
        raise
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
