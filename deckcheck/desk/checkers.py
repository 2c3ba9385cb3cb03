"""The desk's checks, in worker processes, each within a time budget: what one request costs is bounded.

`Checkers(cards)` keeps a few worker processes (started by a fork server: clean, whatever threads
the web server runs; each loads the card database once). `await checkers.run(job, budget, client)`
checks one list in one of them. Past `budget` seconds an interval timer in the worker stops the
check (screening's `--budget`, the same `TooSlow`): the answer is `SLOW` and the worker takes the
next list. One client has one check running at a time; its others wait their turn (at most
`QUEUE_PER_CLIENT`, then 429), so a client sending slow lists holds one worker, never all of them.
A worker that dies is replaced; the check it held answers 503.

The worker processes are shared by every desk app of this process (tests make many), and end with it.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import threading
import time
from contextlib import asynccontextmanager
from typing import NamedTuple

from deckcheck.desk.store import Refused, wait_message
from deckcheck.errors import InputError, InputErrors

SLOW, OK, ERROR = "slow", "ok", "error"
QUEUE_PER_CLIENT = 64
LOST_RETRY = 5          # seconds to wait when a worker died under a check


class Job(NamedTuple):
    """One list to check: `kind` "check" (an unreadable list is an error, as /api/check answers it)
    or "submission" (an unreadable list is a result, kept in the history)."""
    kind: str
    data: str | bytes
    fmt: str
    hero: str | None = None
    pool: dict | None = None
    label: str = "<decklist>"


class Outcome(NamedTuple):
    status: str             # OK, ERROR (the list could not be read) or SLOW
    result: dict | None     # the check's JSON (OK), the error's parts (ERROR)
    seconds: float          # the CPU time the check took


def size() -> int:
    """Worker processes: the cores this process may use, at most 2."""
    try:
        cores = len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(2, cores))


# --- in a worker ---------------------------------------------------------------------------------
_DB = None
_FORMATS: dict = {}


def _init(cards: tuple[str, ...]) -> None:
    global _DB, _FORMATS
    from deckcheck.desk.checking import web_formats
    from deckcheck.screening.screen import _set_timer_handler
    from deckcheck.wowtcg.feeds import load_db
    signal.signal(signal.SIGINT, signal.SIG_IGN)      # Ctrl-C stops the server, which stops us
    _set_timer_handler()
    _DB = load_db(list(cards))
    _FORMATS = web_formats()
    _check(Job("check", "Hero: Litori Frostburn\n1 Frostbollt\n", "constructed"))   # warm: the fuzzy scorers


def _check(job: Job) -> tuple[str, dict]:
    from deckcheck.desk.checking import check_submission, check_text
    fmt = _FORMATS[job.fmt]
    if job.kind == "submission":
        return OK, check_submission(job.data, _DB, fmt, pool=job.pool, label=job.label)
    try:
        return OK, check_text(job.data, _DB, fmt, hero=job.hero, pool=job.pool, label=job.label)
    except InputError as exc:
        return ERROR, _error_parts(exc)


def _run(job: Job, budget: float) -> Outcome:
    from deckcheck.screening.screen import TooSlow
    start = time.process_time()
    try:
        signal.setitimer(signal.ITIMER_REAL, budget)
        try:
            status, result = _check(job)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except TooSlow:
        status, result = SLOW, None
    return Outcome(status, result, time.process_time() - start)


def _error_parts(exc: InputError) -> dict:
    one = lambda x: {"message": x.message, "path": x.path, "line": x.line, "field": x.field}  # noqa: E731
    return {**one(exc), "errors": [one(x) for x in exc.errors] if isinstance(exc, InputErrors) else None}


def error_of(parts: dict) -> InputError:
    """The InputError a worker's ERROR outcome stands for (the same one line)."""
    one = lambda x: InputError(x["message"], path=x["path"], line=x["line"], field=x["field"])  # noqa: E731
    if parts.get("errors"):
        return InputErrors([one(x) for x in parts["errors"]], parts["message"], path=parts["path"])
    return one(parts)


# --- in the server -------------------------------------------------------------------------------
_POOLS: dict[tuple[str, ...], object] = {}
_POOLS_LOCK = threading.Lock()


def _pool(cards: tuple[str, ...]):
    with _POOLS_LOCK:
        pool = _POOLS.get(cards)
        if pool is None:
            ctx = multiprocessing.get_context("forkserver")
            ctx.set_forkserver_preload([__name__, "deckcheck.desk.checking", "deckcheck.wowtcg.feeds"])
            pool = _POOLS[cards] = ctx.Pool(size(), initializer=_init, initargs=(cards,))
        return pool


def _deliver(loop, settle, *args) -> None:
    """Hand a worker's answer to the event loop (from the pool's thread; a loop gone since is fine)."""
    try:
        loop.call_soon_threadsafe(settle, *args)
    except RuntimeError:
        pass


class _Turn:
    __slots__ = ("lock", "users")

    def __init__(self):
        self.lock = asyncio.Lock()
        self.users = 0


class Checkers:
    def __init__(self, cards=None):
        self.cards = tuple(str(c) for c in cards or ())
        self.pool = _pool(self.cards)
        self._turns: dict[str, _Turn] = {}

    @asynccontextmanager
    async def _turn(self, client: str):
        turn = self._turns.get(client)
        if turn is None:
            turn = self._turns[client] = _Turn()
        if turn.users >= QUEUE_PER_CLIENT:
            text, n = wait_message("too many checks at once from your address", 1)
            raise Refused(text, 429, retry_after=n)
        turn.users += 1
        try:
            async with turn.lock:
                yield
        finally:
            turn.users -= 1
            if not turn.users:
                del self._turns[client]

    async def run(self, job: Job, budget: float, client: str) -> Outcome:
        """Check `job` in a worker within `budget` seconds, after the client's earlier checks."""
        async with self._turn(client):
            loop = asyncio.get_running_loop()
            done = loop.create_future()

            def settle(value, error=None):
                if not done.done():
                    done.set_exception(error) if error is not None else done.set_result(value)

            self.pool.apply_async(_run, (job, budget), callback=lambda v: _deliver(loop, settle, v),
                                  error_callback=lambda e: _deliver(loop, settle, None, e))
            try:
                return await asyncio.wait_for(done, budget * 4 + 30)
            except asyncio.TimeoutError:          # the worker died under it (and was replaced)
                text, n = wait_message("the check did not finish (a checker restarted)", LOST_RETRY)
                raise Refused(text, 503, retry_after=n) from None
