"""Ctrl-C and SIGTERM for the command line: an exception in the main process, at a moment the code
can clean up from, and one line on the way out.

`install()` routes SIGINT and SIGTERM to `Stopped` (a BaseException: no `except Exception` and
no library's own KeyboardInterrupt handling swallows it). A process forked from this one gets the
system's default action instead, so a worker dies quietly. `deferred()` holds both signals back
across a few lines that must not be cut in half (starting or stopping a process pool); a signal
that came meanwhile is raised when the block ends. Kept free of heavy imports: it is installed
before the rest of the command line is imported.
"""
from __future__ import annotations

import os
import signal
import sys
from contextlib import contextmanager

SIGNALS = (signal.SIGINT, signal.SIGTERM)
#: what an interrupted command adds to its one line
AFTER = {"screen": "; no report written"}
_owner = 0     # the process that installed the handler


class Stopped(BaseException):
    """A SIGINT (exit 130, "interrupted") or SIGTERM (exit 143, "terminated") in the main process."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum
        self.code = 128 + signum
        self.word = "interrupted" if signum == signal.SIGINT else "terminated"


def _handler(signum, frame):
    if os.getpid() != _owner:      # a forked worker before it set its own handlers: die quietly
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    raise Stopped(signum)


def install() -> None:
    global _owner
    _owner = os.getpid()
    for sig in SIGNALS:
        signal.signal(sig, _handler)


def block() -> set:
    """Hold SIGINT and SIGTERM back (threads and processes started now inherit it); the old mask."""
    return signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)


def restore(mask) -> None:
    """Back to `mask`: a signal held back meanwhile is handled now."""
    signal.pthread_sigmask(signal.SIG_SETMASK, mask)


@contextmanager
def deferred():
    mask = block()
    try:
        yield
    finally:
        restore(mask)


def hold() -> None:
    """The command's work is done: under `install()`, hold both signals back until the process
    exits (a signal now would only undo what is complete). Elsewhere (a library, a test) nothing."""
    if _owner == os.getpid():
        block()


def ignore() -> None:
    """From now on SIGINT and SIGTERM do nothing (what is left is clean-up and one line)."""
    for sig in SIGNALS:
        signal.signal(sig, signal.SIG_IGN)


def goodbye(exc: Stopped, suffix: str = "") -> int:
    """One line on stderr (a second signal cannot cut it short); the exit code."""
    ignore()
    try:
        sys.stderr.write(f"deckcheck: {exc.word}{suffix}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return exc.code
