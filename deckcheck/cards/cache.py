"""A cache of built card databases keyed by the feeds' content, so warm runs skip YAML entirely."""
from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

CACHE_ENV = "DECKCHECK_CACHE_DIR"


def cache_dir() -> Path:
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "deckcheck"


def content_key(namespace: str, version: str, files: Iterable[Path]) -> str:
    """A digest of every feed's bytes (and name), the schema version and the code version."""
    h = hashlib.blake2b(digest_size=20)
    h.update(f"{namespace}\0{version}\0".encode())
    for path in files:
        h.update(path.name.encode() + b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def cached(namespace: str, key: str, build: Callable[[], Any], *, enabled: bool = True) -> Any:
    """Return the object stored under `key`, or build, store (atomically) and return it."""
    if not enabled:
        return build()
    path = cache_dir() / f"{namespace}-{key}.pickle"
    try:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        pass
    value = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{namespace}-*.pickle"):
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home is no reason to fail; the next run rebuilds
    return value
