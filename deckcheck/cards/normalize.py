"""Name normalisation shared by every lookup: case, accents, quotes, punctuation, spacing."""
from __future__ import annotations

import re
import unicodedata

_DROP = re.compile(r"[\"'`\u2018\u2019\u201c\u201d\u00b4]")
_NON_ALNUM = re.compile(r"[^0-9a-z]+")


def normalize_name(name: str) -> str:
    """`"Chipper" Ironbane` -> `chipper ironbane`; `Fama'sin` -> `famasin`; `Galahandra, Keeper` -> `galahandra keeper`."""
    if name.isascii():      # no accents to drop, nothing to decompose: casefold is lower
        text = name.lower()
    else:
        text = unicodedata.normalize("NFKD", name)
        text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = _DROP.sub("", text)
    return _NON_ALNUM.sub(" ", text).strip()


def clean_name(name: str) -> str:
    """Canonical display spelling: straight quotes, single spaces, trimmed."""
    text = name.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.split())
