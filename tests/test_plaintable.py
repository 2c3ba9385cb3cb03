"""Issue 11: piped tables are written without rich (`deckcheck.cli.plaintable`); they must be the
very text rich writes to a pipe, and rich must answer whatever plaintable cannot measure."""
from __future__ import annotations

import io
import random

import pytest
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from deckcheck.cli.plaintable import plain_stream, render, wrap


def rich_text(title, columns, rows, right=()):
    """What `cli.collection._table` prints through rich to a pipe."""
    buf = io.StringIO()
    console = Console(file=buf, highlight=False, soft_wrap=False, width=10_000, emoji=False)
    table = Table(title=escape(title), title_justify="left")
    for col in columns:
        table.add_column(col, justify="right" if col in right else "left")
    for row in rows:
        table.add_row(*[escape(str(c)) for c in row])
    console.print(table)
    return buf.getvalue()


def test_random_tables_match_rich():
    """Titles longer than the table (rich wraps and folds them), brackets that rich reads as markup,
    spaces at both ends, right-justified columns, empty cells and tables, Latin letters and dashes."""
    rng = random.Random(11)
    alphabet = "abc  de/f.()[]-_,'\";:xéŻ–’…"
    text = lambda n: "".join(rng.choice(alphabet) for _ in range(rng.randint(0, n)))   # noqa: E731
    for _ in range(400):
        columns = ["Card", "Qty", "Committed"][:rng.randint(1, 3)]
        rows = [[text(rng.choice([3, 20, 60])) for _ in columns] for _ in range(rng.randint(0, 4))]
        title = text(150)
        mine = render(title, columns, rows, ("Qty",))
        assert mine == rich_text(title, columns, rows, ("Qty",)), (title, rows)


def test_a_real_missing_table_matches_rich(db):
    rows = [[c.name, "main", 4, 3, "2 (Mine: 2)", 1] for c in db.in_set("HoA")[:40]]
    cols = ["Card", "Section", "Needed", "Owned", "Committed", "Short"]
    right = ("Needed", "Owned", "Committed", "Short")
    title = "/home/someone/decks/a deck with a long name.txt: 40 of 160 card(s) short (not counting Mine)"
    assert render(title, cols, rows, right) == rich_text(title, cols, rows, right)


@pytest.mark.parametrize("cell", ["漢字", "e\u0301", "tab\there", "bell\x07", "nb\u00a0sp"])
def test_what_plaintable_cannot_measure_goes_to_rich(cell):
    assert render("t", ["Card"], [[cell]]) is None


def test_headers_with_markup_go_to_rich():
    assert render("t", ["[b]Card[/b]"], [["x"]]) is None


def test_wrap_folds_a_long_word_and_pads_every_line():
    assert wrap("ab cdefghij k", 4) == ["ab  ", "cdef", "ghij", " k  "]   # as rich's Text.wrap


def test_only_a_plain_utf8_pipe_is_plain(monkeypatch, tmp_path):
    for var in ("FORCE_COLOR", "TTY_COMPATIBLE", "COLUMNS", "JUPYTER_COLUMNS"):
        monkeypatch.delenv(var, raising=False)
    with open(tmp_path / "out.txt", "w", encoding="utf-8") as fh:
        assert plain_stream(fh)
        monkeypatch.setenv("FORCE_COLOR", "1")
        assert not plain_stream(fh)
    monkeypatch.delenv("FORCE_COLOR")
    with open(tmp_path / "out.txt", "w", encoding="latin-1") as fh:
        assert not plain_stream(fh)          # rich draws ASCII boxes there
