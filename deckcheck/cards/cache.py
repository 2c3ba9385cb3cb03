"""A cache of built card databases keyed by the feeds' content, so warm runs skip YAML entirely."""
from __future__ import annotations

import gc
import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

CACHE_ENV = "DECKCHECK_CACHE_DIR"
KEEP = 4  # cached builds kept per namespace


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def cache_dir() -> Path:
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "deckcheck"


def content_key(namespace: str, version: str, files: Iterable[Path], code: Iterable[Path] = ()) -> str:
    """A digest of every feed's bytes (and path), the schema version, and the source of the code that
    builds the database (so an edited loader never serves a database built by the old one)."""
    h = hashlib.blake2b(digest_size=20)
    h.update(f"{namespace}\0{version}\0".encode())
    for path in code:
        h.update(path.read_bytes())
        h.update(b"\0")
    for path in files:
        h.update(str(path).encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


class _Pickler(pickle.Pickler):
    """Store named tuples as `tuple.__new__(cls, values)`: unpickling then runs no Python code per
    card (a NamedTuple's own `__new__` is a Python function, and the pool holds ~15,000 of them)."""

    def reducer_override(self, obj: Any) -> Any:
        cls = type(obj)
        if cls is not tuple and isinstance(obj, tuple) and hasattr(cls, "_fields"):
            return tuple.__new__, (cls, tuple(obj))
        return NotImplemented


def cached(namespace: str, key: str, build: Callable[[], Any], *, enabled: bool = True) -> Any:
    """Return the object stored under `key`, or build, store (atomically) and return it."""
    if not enabled:
        return build()
    path = cache_dir() / f"{namespace}-{key}.pickle"
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:
        data = None
    if data:
        # tens of thousands of small objects: the cyclic GC would scan them again and again while
        # they are being created (and they hold no cycles), so it is paused for the load
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return pickle.loads(data)
        except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, KeyError,
                TypeError, ValueError):
            pass  # a damaged or outdated cache file: rebuild it
        finally:
            if was_enabled:
                gc.enable()
    value = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # keep a few recent builds (the bundled pool alone, with a user's feeds, ...); drop the rest
        olds = sorted(path.parent.glob(f"{namespace}-*.pickle"), key=_mtime, reverse=True)
        for old in olds[KEEP - 1:]:
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as fh:
            _Pickler(fh, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home is no reason to fail; the next run rebuilds
    return value
