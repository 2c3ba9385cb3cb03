"""Which reader a deck file needs: by extension first, else by looking at the text."""
from __future__ import annotations

import os
import re

EXTENSIONS = {
    ".txt": "text", ".deck": "text", ".dec": "text", ".dek": "text", ".csv": "csv",
    ".mwdeck": "mwdeck", ".o8d": "o8d", ".xml": "o8d", ".yaml": "yaml", ".yml": "yaml",
    ".json": "json",
}
_HEAD = 16384
# possessive quantifiers (*+, ++, ?+): no backtracking, so sniffing is linear in the sample
_MW_LINE = re.compile(r"^[ \t]*+(?:SB:[ \t]*+)?+\d++[ \t]++\[[^\]\n]*+\][ \t]*+\S", re.I | re.M)
_YAML_START = re.compile(r"(?:[ \t]*+(?:#[^\n]*+)?+\n)*+"
                         r"(?:---|(?:title|player|format|hero|main|side)[ \t]*+:(?:[ \t]|$))", re.M)
_NOT_YAML = re.compile(r"^(?![ \t]|-(?:[ \t]|$)|---|\.\.\.|#|[A-Za-z_][\w ]*+:(?:[ \t]|$)|$)", re.M)
_CSV_ROW = re.compile(r"""[ \t]*+(?:"(?:[^"]|"")*+"|[^,"]*+)[ \t]*+,[ \t]*+[-+]?+\d++[ \t]*+(?:,|$)"""
                      r"|[ \t]*+[-+]?+\d++[ \t]*+,")
_CARDISH = re.compile(r"^[ \t]*+(?!#|//)\S", re.M)


def by_extension(path: str) -> str | None:
    return EXTENSIONS.get(os.path.splitext(path)[1].lower())


def sniff(text: str) -> str:
    """Guess the format of deck text: o8d, json, mwdeck, yaml, csv, else text."""
    head = text.lstrip()[:1]
    if head == "<":
        return "o8d"
    if head in ("{", "["):
        return "json"
    sample = text[:_HEAD]
    if "[" in sample and _MW_LINE.search(sample) or "magic workstation" in sample.lower():
        return "mwdeck"
    if _YAML_START.match(sample) and not _NOT_YAML.search(sample):
        return "yaml"
    rows = _csv_rows(sample)
    if rows and rows * 2 >= len(_CARDISH.findall(sample)):
        return "csv"
    return "text"


def _csv_rows(sample: str) -> int:
    """How many lines of the sample read as a CSV row: only the lines holding a comma are looked
    at (each once, from one comma to the end of its line)."""
    rows = 0
    at = sample.find(",")
    while at >= 0:
        start = sample.rfind("\n", 0, at) + 1
        end = sample.find("\n", at)
        if end < 0:
            end = len(sample)
        if _CSV_ROW.match(sample[start:end]):
            rows += 1
        at = sample.find(",", end)
    return rows
