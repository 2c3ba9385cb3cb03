"""The WoW TCG vocabulary (classes, specs, factions, races, professions) is spelt out once, in
`deckcheck/wowtcg/model.py`; everything else imports it (issue 22 item 4)."""
from __future__ import annotations

import re

from deckcheck.wowtcg import model

from conftest import REPO

#: A list of classes, factions, races or professions written out: its first names in a row.
LISTS = {
    "classes": re.compile(r'"Death Knight"(?::\s*\([^)]*\))?,\s*"Druid"'),    # a tuple, or a dict of specs
    "factions": re.compile(r'"Alliance",\s*"Horde"|"Horde",\s*"Alliance"'),
    "races": re.compile(r'"(?:Draenei|Blood Elf)",\s*"(?:Dwarf|Draenei|Goblin)",\s*"(?:Gnome|Dwarf|Orc)"'),
    "professions": re.compile(r'"Alchemy",\s*"Blacksmithing"'),
}
#: Copies in modules of another work in progress (the goldfish effects), to fold into model.py there.
NOT_YET: set = set()


def test_the_lists_are_written_only_in_the_model():
    found = set()
    for path in sorted((REPO / "deckcheck").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        text = path.read_text(encoding="utf-8")
        found |= {(rel, what) for what, pattern in LISTS.items() if pattern.search(text)}
    assert found - NOT_YET == {("deckcheck/wowtcg/model.py", what) for what in LISTS}


def test_the_vocabulary_hangs_together():
    assert model.CLASSES == tuple(model.SPECS) and len(model.CLASSES) == 10
    assert model.ALL_SPECS >= {"Beast Mastery", "Frost", "Protection"} and len(model.ALL_SPECS) == 26   # Frost, Holy, Protection, Restoration twice
    assert set(model.STANDARD_RACES) < set(model.RACES) and len(model.STANDARD_RACES) == 12
