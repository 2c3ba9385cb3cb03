"""Getting deck text safely: size cap, binary detection, BOM, line endings, odd spaces."""
from __future__ import annotations

import os
import re

from deckcheck.errors import InputError
from deckcheck.userfiles import STDIN, decode_text, read_user_bytes, too_large

MAX_BYTES = 1 << 20

_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
#: every byte but those control characters: deleting these from the text's UTF-8 leaves only
#: control characters (in UTF-8 no byte of a longer character is below 0x80), in one C pass
_NOT_CONTROL = bytes(b for b in range(256) if not _CONTROL.match(chr(b)))
_SPACES = dict.fromkeys(map(ord, "\u00a0\u2007\u202f\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                                 "\u2008\u2009\u200a\u3000"), " ")
_SPACES.update(dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"), None))


def _line_at(data: str, offset: int) -> int:
    return data.count("\n", 0, offset) + 1


def read_bytes(path: str | os.PathLike[str]) -> tuple[bytes, str]:
    """Read at most MAX_BYTES of a regular file (or of stdin for "-"); return the data and a label."""
    label = os.fspath(path)
    data = read_user_bytes(label, MAX_BYTES, what="deck file", stdin=True)
    return data, STDIN if label == "-" else label


def decode(data: bytes, path: str) -> str:
    """Decode UTF-8 (BOM optional) or UTF-16 (BOM), or reject the data as too large or not text."""
    if len(data) > MAX_BYTES:
        raise too_large(path, MAX_BYTES)
    return decode_text(data, path, what="text deck file")


def clean(text: str, path: str) -> str:
    """Normalise decoded text: one BOM dropped, odd spaces made plain, newlines made '\\n'."""
    if len(text) > MAX_BYTES:
        raise too_large(path, MAX_BYTES)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:     # half of a UTF-16 pair (a JSON "\\ud800" in a roster's deck_text)
        raise InputError("text with an unpaired surrogate escape: not a character", path=path,
                         line=_line_at(text, exc.start)) from None
    if data.translate(None, _NOT_CONTROL):
        raise InputError("not a text deck file (control characters)", path=path,
                         line=_line_at(text, _CONTROL.search(text).start()))
    if not text.isascii():
        text = text.translate(_SPACES)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise InputError("empty deck file", path=path)
    return text
