"""Keyword powers as the Comprehensive Rules' glossary defines them: keyword -> the text it means.

    Find Treasure: A keyword power that cards can have. It means "When this card enters play, you
    may draw a card. If you do, discard a card."

The glossary of the CR (wow_tcg_comprehensive_rules_v7.4.txt in the reference folder) is read at
import; a card whose text is a keyword (with its [description] or number) is read as the keyword's
meaning by the same patterns as printed text (`effects.parse_effects`). Nothing of it is stored.
"""
from __future__ import annotations

import re
from pathlib import Path

FILE = "wow_tcg_comprehensive_rules_v7.4.txt"
_ENTRY = re.compile(r"^\f?(?P<k>[A-Z][\w' ,-]*?)(?: \(\d+(?:\.\d+\w?)?\))?: A keyword power(?:(?!\n\s*\n)[^“\"])*?"
                    r"(?:It means|means)[:]? *[“\"](?P<m>[^”\"]+)[”\"]", re.M | re.S)
_PAGE = re.compile(r"^WoW TCG CR v[\d.]+ +\d+ / \d+\s*$", re.M)


def read(path: Path) -> dict[str, str]:
    """{keyword: meaning} from the CR text file (empty when the file is not there)."""
    if not path.is_file():
        return {}
    text = _PAGE.sub("", path.read_text(encoding="utf-8", errors="replace"))
    out: dict[str, str] = {}
    for m in _ENTRY.finditer(text):
        meaning = re.sub(r"\s+", " ", m["m"]).strip()
        out.setdefault(m["k"].strip(), meaning)
    return out
