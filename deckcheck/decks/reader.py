"""read_deck / parse_deck: pick the reader for a file and hand it clean text."""
from __future__ import annotations

import os
from collections.abc import Callable

from deckcheck.errors import InputError

from . import csvdeck, godot, mwdeck, octgn, structured, text
from .detect import by_extension, sniff
from .model import Decklist
from .source import clean, decode, read_bytes

Reader = Callable[[str, str], Decklist]

READERS: dict[str, Reader] = {
    "text": text.read,
    "csv": csvdeck.read,
    "mwdeck": mwdeck.read,
    "o8d": octgn.read,
    "yaml": structured.read_yaml,
    "json": structured.read_json,
    "godot": godot.read,
}
FORMATS = tuple(READERS)


def _reader(fmt: str, path: str) -> Reader:
    try:
        return READERS[fmt.lower()]
    except KeyError:
        raise InputError(f"unknown deck format {fmt!r} (expected one of: {', '.join(FORMATS)})",
                         path=path, field="format") from None


def parse_deck(text: str | bytes, *, path: str = "<text>", fmt: str | None = None) -> Decklist:
    """Read deck text (or raw bytes); the format is sniffed from the content unless `fmt` names it."""
    if isinstance(text, bytes):
        text = decode(text, path)
    text = clean(text, path)
    return _reader(fmt or sniff(text), path)(text, path)


def read_deck(path: str | os.PathLike[str], fmt: str | None = None) -> Decklist:
    """Read a deck file ("-" for stdin); the format comes from `fmt`, the extension, or the text."""
    data, label = read_bytes(path)
    text = clean(decode(data, label), label)
    return _reader(fmt or by_extension(label) or sniff(text), label)(text, label)
