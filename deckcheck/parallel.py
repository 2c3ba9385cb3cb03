"""Games split into ranges and played on one or more processes; the parts are summed in any order.

Both games' goldfish runners use `play_ranges`: the caller's `work((start, stop))` plays games
start..stop-1 and returns counters, `merge(total, part)` adds a part in, so the total does not
depend on the number of workers or the chunking.
"""
from __future__ import annotations

import os
from typing import Any, Callable

_work: Callable | None = None     # a worker process's `work`, set by `_init`


def default_workers() -> int:
    """One process per core, up to 8."""
    return max(1, min(os.cpu_count() or 1, 8))


def ranges(games: int, workers: int, chunk: int | None = None, lo: int = 250, hi: int = 5000) -> list[tuple[int, int]]:
    if chunk is None:
        chunk = max(lo, min(hi, games // (max(1, workers) * 8) or 1))
    return [(a, min(a + chunk, games)) for a in range(0, games, chunk)]


def _init(work: Callable) -> None:
    """A worker ignores Ctrl-C (the parent stops the pool: one line, exit 130) and dies quietly
    when terminated, with no traceback of its own."""
    import signal
    global _work
    _work = work
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _call(rng: tuple[int, int]) -> tuple[int, Any]:
    return rng[1] - rng[0], _work(rng)


def play_ranges(work: Callable[[tuple[int, int]], Any], parts: list[tuple[int, int]], total: Any,
                merge: Callable[[Any, Any], Any], *, workers: int = 1,
                progress: Callable[[int], None] | None = None) -> Any:
    """Play every range with `work` (in this process, or in a pool of `workers`), merged into `total`;
    `progress(n)` gets the number of games finished so far. `work` must be picklable (a
    `functools.partial` of a module-level function)."""
    done = 0
    if workers <= 1 or len(parts) <= 1:
        for rng in parts:
            merge(total, work(rng))
            done += rng[1] - rng[0]
            if progress:
                progress(done)
        return total
    import multiprocessing as mp
    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    with ctx.Pool(min(workers, len(parts)), initializer=_init, initargs=(work,)) as pool:
        for n, part in pool.imap_unordered(_call, parts):
            merge(total, part)
            done += n
            if progress:
                progress(done)
    return total
