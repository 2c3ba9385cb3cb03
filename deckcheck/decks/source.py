"""Getting deck text safely: size cap, binary detection, BOM, line endings, odd spaces."""
from __future__ import annotations

import os
import re
import sys
from typing import BinaryIO

from deckcheck.errors import InputError

MAX_BYTES = 1 << 20
STDIN = "<stdin>"

_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_SPACES = dict.fromkeys(map(ord, "\u00a0\u2007\u202f\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                                 "\u2008\u2009\u200a\u3000"), " ")
_SPACES.update(dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"), None))


def _line_at(data: str | bytes, offset: int) -> int:
    return data.count(b"\n" if isinstance(data, bytes) else "\n", 0, offset) + 1


def _too_large(path: str) -> InputError:
    return InputError(f"file too large (over {MAX_BYTES // 1024} KiB)", path=path)


def _read_capped(stream: BinaryIO, path: str) -> bytes:
    data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise _too_large(path)
    return data


def read_bytes(path: str | os.PathLike[str]) -> tuple[bytes, str]:
    """Read at most MAX_BYTES of a file (or of stdin for "-"); return the data and a label."""
    label = os.fspath(path)
    if label == "-":
        return _read_capped(sys.stdin.buffer, STDIN), STDIN
    try:
        if os.stat(label).st_size > MAX_BYTES:
            raise _too_large(label)
        with open(label, "rb") as fh:
            return _read_capped(fh, label), label
    except FileNotFoundError:
        raise InputError("no such file", path=label) from None
    except IsADirectoryError:
        raise InputError("is a directory, not a deck file", path=label) from None
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror or exc}", path=label) from None


def decode(data: bytes, path: str) -> str:
    """Decode UTF-8 (BOM optional) or reject the data as too large or not a text deck file."""
    if len(data) > MAX_BYTES:
        raise _too_large(path)
    nul = data.find(b"\x00")
    if nul >= 0:
        raise InputError("not a text deck file (binary data)", path=path, line=_line_at(data, nul))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError("not a text deck file (not UTF-8 text)", path=path,
                         line=_line_at(data, exc.start)) from None


def clean(text: str, path: str) -> str:
    """Normalise decoded text: one BOM dropped, odd spaces made plain, newlines made '\\n'."""
    if len(text) > MAX_BYTES:
        raise _too_large(path)
    bad = _CONTROL.search(text)
    if bad:
        raise InputError("not a text deck file (control characters)", path=path,
                         line=_line_at(text, bad.start()))
    if not text.isascii():
        text = text.translate(_SPACES)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise InputError("empty deck file", path=path)
    return text
