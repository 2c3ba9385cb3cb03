"""Opening the files a user points us at: regular files only, never more than a cap, one-line errors.

Every reader of user input (decks, pools, card feeds, rosters, collection imports) goes through
``read_user_bytes`` / ``read_user_text``. A FIFO, device or socket is refused before a byte is read
(opening is non-blocking, so a FIFO with no writer cannot hang us), and a file over the cap is
refused without reading it.
"""
from __future__ import annotations

import codecs
import os
import stat
import sys

from deckcheck.errors import InputError

STDIN = "<stdin>"

_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)


def too_large(path: str, limit: int) -> InputError:
    return InputError(f"file too large (over {limit // 1024} KiB)" if limit >= 1024
                      else f"file too large (over {limit} bytes)", path=path)


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _read_all(fd: int, limit: int, path: str) -> bytes:
    chunks, size = [], 0
    while size <= limit:
        chunk = os.read(fd, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        raise too_large(path, limit)
    return b"".join(chunks)


def read_user_bytes(path: str | os.PathLike[str], limit: int, *, what: str = "file",
                    stdin: bool = False) -> bytes:
    """The bytes of a regular file (or of stdin for "-" when `stdin`), at most `limit` of them.

    `what` names the expected file in the refusal ("is a directory, not a deck file")."""
    label = os.fspath(path)
    if stdin and label == "-":
        data = sys.stdin.buffer.read(limit + 1)
        if len(data) > limit:
            raise too_large(STDIN, limit)
        return data
    try:
        fd = os.open(label, _FLAGS)
    except FileNotFoundError:
        raise InputError("no such file", path=label) from None
    except PermissionError:
        raise InputError("cannot read file: permission denied", path=label) from None
    except (OSError, ValueError) as exc:   # ValueError: a NUL byte in the path
        raise InputError(f"cannot read file: {getattr(exc, 'strerror', None) or exc}", path=label) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise InputError(f"is a directory, not a {what}", path=label)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"is {_kind(st.st_mode)}, not a regular file: nothing was read", path=label)
        if st.st_size > limit:
            raise too_large(label, limit)
        return _read_all(fd, limit, label)
    except IsADirectoryError:
        raise InputError(f"is a directory, not a {what}", path=label) from None
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", path=label) from None
    finally:
        os.close(fd)


def check_regular(path: str | os.PathLike[str]) -> None:
    """Refuse (InputError) a path that exists but is not a regular file or a directory."""
    label = os.fspath(path)
    try:
        mode = os.stat(label).st_mode
    except OSError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise InputError(f"is {_kind(mode)}, not a regular file: nothing was read", path=label)


def _line_at(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def decode_text(data: bytes, path: str, *, what: str = "text file") -> str:
    """UTF-8 (BOM optional) or UTF-16 with a BOM (Windows Notepad "Unicode"); else one-line refusal."""
    if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            text = ""
        # Notepad's "Unicode" of a card list is mostly ASCII; bytes that merely begin FF FE are not
        if text and "\x00" not in text and 2 * sum(c < "\x80" for c in text) >= len(text):
            return text
        raise InputError(f"not a {what} (neither UTF-8 nor UTF-16 text)", path=path, line=1)
    nul = data.find(b"\x00")
    if nul >= 0:
        raise InputError(f"not a {what} (binary data: a NUL byte)", path=path, line=_line_at(data, nul))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"not a {what} (not valid UTF-8 text)", path=path,
                         line=_line_at(data, exc.start)) from None


def read_user_text(path: str | os.PathLike[str], limit: int, *, what: str = "text file",
                   stdin: bool = False) -> str:
    """read_user_bytes, then decode_text."""
    data = read_user_bytes(path, limit, what=what, stdin=stdin)
    return decode_text(data, STDIN if stdin and os.fspath(path) == "-" else os.fspath(path), what=what)


def output_target(path: str | os.PathLike[str], option: str) -> str:
    """Where writing `path` goes: the file itself, or the file a symlink leads to (the link stays a
    link). An existing FIFO, device, socket or folder there is refused: replacing it would destroy
    it (a `/dev/null` turned into a file) and writing into it can block or go nowhere."""
    label = os.fspath(path)
    target = os.path.realpath(label) if os.path.islink(label) else label
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror or exc}", path=label, field=option) from None
    if stat.S_ISDIR(mode):
        raise InputError("is a folder, not a file to write", path=label, field=option)
    if not stat.S_ISREG(mode):
        raise InputError(f"is {_kind(mode)}: write to a regular file (or '-' for stdout)", path=label, field=option)
    return target


def write_atomically(path: str | os.PathLike[str], write, option: str, placed: list[str] | None = None, *,
                     encoding: str = "utf-8", newline: str = "") -> None:
    """Run `write(fh)` on a temporary file beside the target (see `output_target`), then rename it
    into place: the file appears whole or not at all, and on any failure or interrupt nothing is
    left behind. A file that exists keeps its permissions; a new one is made as the user's umask
    says. The rename and the note in `placed` are one step: an interrupt comes before or after both."""
    import tempfile
    from deckcheck.interrupts import deferred
    label = os.fspath(path)
    target = output_target(label, option)
    directory = os.path.dirname(target) or "."
    if not os.path.isdir(directory):
        raise InputError("no such folder", path=directory, field=option)
    try:
        keep = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        keep = 0o666 & ~umask
    tmp = None
    try:
        with deferred():     # the file and the name to remove it by come together
            try:
                fd, tmp = tempfile.mkstemp(dir=directory, prefix=".deckcheck-", suffix=os.path.splitext(target)[1])
            except OSError as exc:
                raise InputError(f"cannot write: {exc.strerror or exc}", path=label, field=option) from None
        os.fchmod(fd, keep)
        with os.fdopen(fd, "w", encoding=encoding, newline=newline) as fh:
            write(fh)
        with deferred():
            os.replace(tmp, target)
            tmp = None
            if placed is not None:
                placed.append(label)
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror or exc}", path=label, field=option) from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
