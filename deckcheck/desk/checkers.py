"""The desk's checks, in worker processes, each within a time budget: what one request costs is bounded.

`Checkers(cards, n)` keeps `n` worker processes (`python -m deckcheck.desk.checkers`: a fresh
interpreter that loads the card database once and reads jobs from its stdin). `await
checkers.run(job, budget, client)` checks one list in one of them. Past `budget` seconds an
interval timer in the worker stops the check (screening's `--budget`, the same `TooSlow`): the
answer is `SLOW`, and the worker takes the next list; one that does not answer even then is
killed and replaced. Waiting checks are taken client by client in turn (`FairQueue`): a client
sending many slow lists waits behind its own, not in front of everyone else's (and may have at
most `QUEUE_PER_CLIENT` waiting, then 429). A worker that dies is replaced; the check it held
answers 503.

The workers are shared by every desk app of this process (tests make many) and end with it.
Parent and worker speak length-prefixed pickles over the worker's stdin and stdout: only this
code writes either end.
"""
from __future__ import annotations

import asyncio
import atexit
import collections
import logging
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from typing import NamedTuple

from deckcheck.desk.store import Refused, wait_message
from deckcheck.errors import InputError, InputErrors

SLOW, OK, ERROR = "slow", "ok", "error"
QUEUE_PER_CLIENT = 256         # (a venue's players behind one address, all at once)
LOST_RETRY = 5          # seconds to wait when a worker died under a check
GRACE = 5.0             # seconds past the budget before a silent worker is killed
START_TIMEOUT = 120.0   # seconds a new worker may take to load the card database
LOG = logging.getLogger("deckcheck.desk")
_FRAME = struct.Struct("!I")


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
    seconds: float          # the CPU time the check took (the budget, at least, when it was cut there)


def size(servers: int = 1) -> int:
    """Worker processes for each of `servers` server processes: the cores this process may use (at
    most 2) shared among them, at least one each."""
    try:
        cores = len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(2, cores) // max(1, servers))


def _write(fh, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_FRAME.pack(len(data)) + data)
    while view:
        view = view[fh.write(view):]
    fh.flush()


def _read_exactly(fh, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = fh.read(n - len(data))
        if not chunk:
            raise EOFError
        data += chunk
    return data


def _read(fh):
    (n,) = _FRAME.unpack(_read_exactly(fh, _FRAME.size))
    return pickle.loads(_read_exactly(fh, n))


# --- in a worker ---------------------------------------------------------------------------------
def _check(db, formats: dict, job: Job) -> tuple[str, dict]:
    from deckcheck.desk.checking import check_submission, check_text
    fmt = formats[job.fmt]
    if job.kind == "submission":
        return OK, check_submission(job.data, db, fmt, pool=job.pool, label=job.label)
    try:
        return OK, check_text(job.data, db, fmt, hero=job.hero, pool=job.pool, label=job.label)
    except InputError as exc:
        return ERROR, _error_parts(exc)


def _run(db, formats: dict, job: Job, budget: float) -> Outcome:
    from deckcheck.screening.screen import TooSlow
    start = time.process_time()
    try:
        signal.setitimer(signal.ITIMER_REAL, budget)
        try:
            status, result = _check(db, formats, job)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    except TooSlow:         # cut at the budget (wall-clock): it held the worker that long, whatever the CPU it got
        return Outcome(SLOW, None, max(budget, time.process_time() - start))
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


def main(cards: list[str]) -> None:
    """A worker: load the cards, say so, then check each job from stdin until it closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)          # Ctrl-C stops the server, which stops us
    jobs, answers = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                                         # a stray print goes to stderr, not the answers
    from deckcheck.desk.checking import web_formats
    from deckcheck.screening.screen import _set_timer_handler
    from deckcheck.wowtcg.feeds import load_db
    _set_timer_handler()
    db, formats = load_db(cards), web_formats()
    _run(db, formats, Job("check", "Hero: Litori Frostburn\n1 Frostbollt\n", "constructed"), 30)   # warm up
    _write(answers, "ready")
    while True:
        try:
            job, budget = _read(jobs)
        except EOFError:
            return
        _write(answers, tuple(_run(db, formats, Job(*job), budget)))      # (plain tuples: this is __main__)


# --- in the server -------------------------------------------------------------------------------
class FairQueue:
    """Jobs by client: `get` takes the next client's oldest job, client after client in turn."""

    def __init__(self):
        self._cond = threading.Condition()
        self._jobs: dict[str, collections.deque] = {}
        self._turns: collections.deque = collections.deque()

    def put(self, client: str, job) -> None:
        with self._cond:
            waiting = self._jobs.get(client)
            if waiting is None:
                waiting = self._jobs[client] = collections.deque()
                self._turns.append(client)
            waiting.append(job)
            self._cond.notify()

    def get(self):
        with self._cond:
            while not self._turns:
                self._cond.wait()
            client = self._turns.popleft()
            waiting = self._jobs[client]
            job = waiting.popleft()
            if waiting:
                self._turns.append(client)
            else:
                del self._jobs[client]
            return job


class _Worker:
    """One worker process and the thread that feeds it jobs from the shared queue."""

    def __init__(self, cards: tuple[str, ...], jobs: FairQueue):
        self.cards, self.jobs = cards, jobs
        self.proc: subprocess.Popen | None = None
        threading.Thread(target=self._serve, daemon=True, name="deckcheck-checker").start()

    def _start(self) -> bool:
        self.proc = subprocess.Popen([sys.executable, "-m", "deckcheck.desk.checkers", *self.cards], bufsize=0,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True)
        if self._answer(START_TIMEOUT) == "ready":
            return True
        LOG.error("deckcheck desk: a checker process did not start (exit status %s)", self.stop())
        return False

    def _answer(self, timeout: float):
        """The worker's next answer, or None when it did not come in time or the worker died."""
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        try:
            return _read(self.proc.stdout)
        except (EOFError, OSError, pickle.UnpicklingError):
            return None

    def stop(self) -> int | None:
        if self.proc is None:
            return None
        proc, self.proc = self.proc, None
        proc.kill()
        proc.wait()
        for fh in (proc.stdin, proc.stdout):
            fh.close()
        return proc.returncode

    def _serve(self) -> None:
        pause = 1.0
        while True:
            if self.proc is None and not self._start():
                time.sleep(pause)                       # (a worker that cannot start: not in a tight loop)
                pause = min(pause * 2, 60.0)
                continue
            pause = 1.0
            job, budget, deliver = self.jobs.get()
            try:
                _write(self.proc.stdin, (tuple(job), budget))
                answer = self._answer(budget + GRACE)
            except OSError:
                answer = None
            outcome = Outcome(*answer) if isinstance(answer, tuple) else None
            if outcome is None:                         # died or hung: a new worker takes the next job
                self.stop()
            deliver(outcome)


_SHARED: dict[tuple, FairQueue] = {}
_SHARED_LOCK = threading.Lock()
_WORKERS: list[_Worker] = []


@atexit.register
def _stop_all() -> None:
    for worker in _WORKERS:
        worker.stop()


def _queue(cards: tuple[str, ...], n: int) -> FairQueue:
    """The job queue `n` workers with these cards read (started once per process)."""
    with _SHARED_LOCK:
        jobs = _SHARED.get((cards, n))
        if jobs is None:
            jobs = _SHARED[(cards, n)] = FairQueue()
            _WORKERS.extend(_Worker(cards, jobs) for _ in range(n))
        return jobs


class Checkers:
    def __init__(self, cards=None, workers: int | None = None):
        self.cards = tuple(str(c) for c in cards or ())
        self.jobs = _queue(self.cards, workers or size())
        self._waiting: dict[str, int] = {}

    async def run(self, job: Job, budget: float, client: str) -> Outcome:
        """Check `job` in a worker within `budget` seconds, in `client`'s turn."""
        if self._waiting.get(client, 0) >= QUEUE_PER_CLIENT:
            text, n = wait_message("too many checks at once from your address", 1)
            raise Refused(text, 429, retry_after=n)
        loop = asyncio.get_running_loop()
        done = loop.create_future()

        def settle(outcome):
            if not done.done():
                done.set_result(outcome)

        def deliver(outcome):                           # (in the worker's thread)
            try:
                loop.call_soon_threadsafe(settle, outcome)
            except RuntimeError:                        # the loop is gone (the server stopped)
                pass

        self._waiting[client] = self._waiting.get(client, 0) + 1
        try:
            self.jobs.put(client, (job, budget, deliver))
            outcome = await done
        finally:
            self._waiting[client] -= 1
            if not self._waiting[client]:
                del self._waiting[client]
        if outcome is None:
            text, n = wait_message("the check did not finish (a checker restarted)", LOST_RETRY)
            raise Refused(text, 503, retry_after=n)
        return outcome


if __name__ == "__main__":
    main(sys.argv[1:])
