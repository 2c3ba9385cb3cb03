"""A cache of built card databases keyed by the feeds' content, so warm runs skip YAML entirely.

Files are signed pickles: only what this user's deckcheck wrote with its secret key is loaded."""
from __future__ import annotations

import gc
import hashlib
import hmac
import io
import os
import pickle
import secrets
import stat
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable

from deckcheck.cards.feedfile import MAX_FEED_BYTES
from deckcheck.userfiles import read_user_bytes

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
        h.update(read_user_bytes(path, MAX_FEED_BYTES, what="card feed"))
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


MAGIC = b"deckcheck-cache-1\n"
MAC_SIZE = 32
KEY_FILE = ".cache-key"
MAX_CACHE_BYTES = 256 * 1024 * 1024


def _own_file(fd: int, *, private: bool = False) -> os.stat_result | None:
    """The file's stat if it is a regular file of ours (and, if `private`, readable by us alone)."""
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode) or st.st_uid != os.getuid():
        return None
    if private and st.st_mode & 0o077:
        return None
    return st


def _read_own(path: Path, limit: int, *, private: bool = False) -> bytes | None:
    """The bytes of a regular file we own (no FIFOs, no links, no other user's file), else None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        st = _own_file(fd, private=private)
        if st is None or st.st_size > limit:
            return None
        with os.fdopen(os.dup(fd), "rb") as fh:
            return fh.read(limit + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def cache_key_bytes(folder: Path, *, create: bool = True) -> bytes | None:
    """This user's secret key for signing cache files: 32 random bytes in a 0600 file of the cache
    folder, made on first use. None when it is missing (and cannot be made) or is not ours alone."""
    path = folder / KEY_FILE
    key = _read_own(path, MAC_SIZE, private=True)
    if key is not None:
        return key if len(key) == MAC_SIZE else None
    if not create or path.exists():
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-key-")   # 0600
        with os.fdopen(fd, "wb") as fh:
            fh.write(secrets.token_bytes(MAC_SIZE))
        try:
            os.link(tmp, path)          # never replaces a key another process just made
        except FileExistsError:
            pass
        finally:
            os.unlink(tmp)
    except OSError:
        return None
    return cache_key_bytes(folder, create=False)


def _mac(key: bytes, name: str, payload: bytes) -> bytes:
    h = hashlib.blake2b(key=key, digest_size=MAC_SIZE, person=b"deckcheck-cache")
    h.update(name.encode() + b"\0")
    h.update(payload)
    return h.digest()


def _load(path: Path, key: bytes, expect: type | None) -> Any:
    """The object in a cache file, or None: a file that is not ours, not signed with our key,
    damaged, or of the wrong type is as good as absent (the pickle is never opened unless signed)."""
    data = _read_own(path, MAX_CACHE_BYTES)
    head = len(MAGIC) + MAC_SIZE
    if not data or len(data) <= head or not data.startswith(MAGIC):
        return None
    payload = memoryview(data)[head:]
    if not hmac.compare_digest(data[len(MAGIC):head], _mac(key, path.name, payload)):
        return None
    # tens of thousands of small objects: the cyclic GC would scan them again and again while
    # they are being created (and they hold no cycles), so it is paused for the load
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        value = pickle.loads(payload)
    except Exception:   # signed by us but unreadable (another Python, a moved class): rebuild
        return None
    finally:
        if was_enabled:
            gc.enable()
    return value if expect is None or isinstance(value, expect) else None


def _store(path: Path, key: bytes, namespace: str, value: Any) -> None:
    buf = io.BytesIO()
    _Pickler(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    payload = buf.getvalue()
    # keep the few builds used last (the bundled pool alone, with a user's feeds, ...); drop the rest
    olds = sorted(path.parent.glob(f"{namespace}-*.pickle"), key=_mtime, reverse=True)
    for old in olds[KEEP - 1:]:
        old.unlink(missing_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(MAGIC + _mac(key, path.name, payload))
            fh.write(payload)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cached(namespace: str, key: str, build: Callable[[], Any], *, enabled: bool = True,
           expect: type | None = None) -> Any:
    """Return the object stored under `key`, or build, store (atomically, signed) and return it.

    Cache files are pickles signed with a per-user secret key (keyed BLAKE2b): a file this user's
    deckcheck did not write is never unpickled, and a file owned by someone else is ignored."""
    if not enabled:
        return build()
    folder = cache_dir()
    secret = cache_key_bytes(folder)
    if secret is None:          # no key of ours (a folder we do not own, read-only): no cache
        return build()
    path = folder / f"{namespace}-{key}.pickle"
    value = _load(path, secret, expect)
    if value is not None:
        try:
            os.utime(path)      # in use: the builds dropped first are the least recently used
        except OSError:
            pass
        return value
    value = build()
    try:
        _store(path, secret, namespace, value)
    except OSError:
        pass  # a read-only cache folder is no reason to fail; the next run rebuilds
    return value
