"""The collection and deck commands end to end: imports (all-or-nothing), export, missing, want
lists, saved decks, buildable, stats; and the import laziness of `deckcheck.cli`."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from collection_helpers import backends, make_url, run_cli
from deckcheck.cli.plaintable import RICH_ENV

DECK = """Hero: Boris Brightbeard
2 Lobotomize
3 Face Smash
"""


@pytest.fixture(params=backends())
def url(request, tmp_path):
    return make_url(request.param, tmp_path)


def cli(url, *args):
    return run_cli([*args[:2], *args[2:], "--db", url])


def test_add_remove_list_search_json(url):
    assert cli(url, "collection", "add", "Boris Brightbeard", "2").exit_code == 0
    assert cli(url, "collection", "add", "HoA#100", "3", "--finish", "foil").exit_code == 0
    r = cli(url, "collection", "remove", "Lobotomize", "1", "--finish", "foil")
    assert r.exit_code == 0
    r = cli(url, "collection", "remove", "Lobotomize", "9", "--finish", "foil")
    assert r.exit_code == 2 and "only 2 owned" in r.stderr
    r = cli(url, "collection", "add", "Lobotomise the", "1")      # not a certain name
    assert r.exit_code == 2
    data = json.loads(cli(url, "collection", "list", "--json").stdout)
    assert data["cards"] == 4
    data = json.loads(cli(url, "collection", "search", "--type", "Hero", "--json").stdout)
    assert [h["name"] for h in data["holdings"]] == ["Boris Brightbeard"]
    r = cli(url, "collection", "add", "Boris Brightbeard", "--finish", "ea")
    assert r.exit_code == 2 and "no extended-art print" in r.stderr
    hist = json.loads(cli(url, "collection", "history", "--json").stdout)["history"]
    assert [h["delta"] for h in hist] == [-1, 3, 2]
    assert cli(url, "collection", "undo").exit_code == 0
    assert json.loads(cli(url, "collection", "list", "--json").stdout)["cards"] == 5


def test_import_ours_and_export_round_trip(url, tmp_path):
    f = tmp_path / "c.csv"
    f.write_text("set,number,finish,qty,name\n# a comment\nHoA,1,normal,1,Boris Brightbeard\n"
                 "Heroes of Azeroth,100,foil,2,\nHoA,100,,1,Lobotomize\n,,,4,Face Smash\n")
    r = cli(url, "collection", "import", str(f), "--json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout) == {"batch": 1, "format": "ours", "rows": 4, "holdings": 4, "cards": 8}
    out = tmp_path / "out.csv"
    assert cli(url, "collection", "export", str(out)).exit_code == 0
    lines = out.read_text().splitlines()
    assert lines[0] == "set,number,finish,qty,name,condition,language,price"
    assert sorted(lines[1:]) == sorted(["HoA,1,normal,1,Boris Brightbeard,NM,en,", "HoA,100,foil,2,Lobotomize,NM,en,",
                                        "HoA,100,normal,1,Lobotomize,NM,en,", "HoA,150,normal,4,Face Smash,NM,en,"])


def test_import_with_bad_rows_imports_nothing_and_names_every_row(url, tmp_path):
    f = tmp_path / "bad.csv"
    f.write_text("set,number,finish,qty,name\nHoA,1,normal,1,Boris Brightbeard\nHoA,9999,normal,1,\n"
                 "HoA,1,normal,lots,\nHoA,1,shiny,1,\nXYZ,1,normal,1,\nHoA,1,normal,1,Dizdemona\n")
    r = cli(url, "collection", "import", str(f))
    assert r.exit_code == 2
    for line in (3, 4, 5, 6, 7):
        assert f"bad.csv:{line}:" in r.stderr, r.stderr
    assert "bad.csv:2:" not in r.stderr and "nothing was imported" in r.stderr
    assert json.loads(cli(url, "collection", "list", "--json").stdout)["cards"] == 0


def test_import_deckbox_and_decklist(url, tmp_path):
    box = tmp_path / "deckbox.csv"
    box.write_text("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil\n"
                   '2,0,Lobotomize,Heroes of Azeroth,100,Near Mint,English,foil\n'
                   '1,0,"Face Smash",Heroes of Azeroth,,Near Mint,English,\n')
    r = cli(url, "collection", "import", str(box), "--json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["format"] == "deckbox"
    deck = tmp_path / "own.txt"
    deck.write_text(DECK)
    r = cli(url, "collection", "import", str(deck), "--json")
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["format"] == "deck" and json.loads(r.stdout)["cards"] == 6
    bad = tmp_path / "bad.txt"
    bad.write_text("2 Lobotomize\n1 Lobotomzie Xq\n1 Nosuchcardatall\n")
    r = cli(url, "collection", "import", str(bad))
    assert r.exit_code == 2 and "bad.txt:2:" in r.stderr and "bad.txt:3:" in r.stderr


def test_missing_saved_decks_and_buildable(url, tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    cli(url, "collection", "add", "Lobotomize", "2")
    cli(url, "collection", "add", "Face Smash", "4")
    r = cli(url, "collection", "missing", str(deck), "--json")
    assert r.exit_code == 1
    rep = json.loads(r.stdout)
    assert rep["short"] == 1 and {c["name"]: c["short"] for c in rep["cards"]}["Boris Brightbeard"] == 1
    r = cli(url, "collection", "missing", str(deck), "--as-list")
    assert r.stdout.splitlines()[1:] == ["Hero: Boris Brightbeard"]
    # another saved deck commits 2 Face Smash: now 1 short of Face Smash too
    other = tmp_path / "other.txt"
    other.write_text("Hero: Dizdemona\n2 Face Smash\n")
    assert cli(url, "deck", "save", "Other", str(other)).exit_code == 0
    rep = json.loads(cli(url, "collection", "missing", str(deck), "--json").stdout)
    fs = {c["name"]: c for c in rep["cards"]}["Face Smash"]
    assert (fs["needed"], fs["owned"], fs["committed"], fs["short"]) == (3, 4, 2, 1)
    assert fs["committed_to"] == [{"deck": "Other", "qty": 2}]
    r = cli(url, "collection", "missing", str(deck), "--as-list")
    assert r.stdout.splitlines()[1:] == ["Hero: Boris Brightbeard", "1 Face Smash"]
    assert cli(url, "deck", "save", "Other", str(other)).exit_code == 2          # exists
    assert cli(url, "deck", "save", "Mine", str(deck)).exit_code == 0
    # a saved deck does not count against itself
    rep = json.loads(cli(url, "collection", "missing", "Mine", "--json").stdout)
    assert rep["short"] == 2
    b = json.loads(cli(url, "collection", "buildable", "--json").stdout)["decks"]
    assert {d["deck"]: d["buildable"] for d in b if d["kind"] == "saved"} == {"Mine": False, "Other": False}
    examples = {d["deck"] for d in b if d["kind"] == "example"}
    assert "litori_frost" in examples and all(d["legal"] for d in b if d["kind"] == "example")
    assert {d["status"] for d in b if d["kind"] == "example"} <= {"legal", "unverified", "review"}   # the one status
    cli(url, "collection", "add", "Boris Brightbeard")
    cli(url, "collection", "add", "Dizdemona")
    b = json.loads(cli(url, "collection", "buildable", "--saved-only", "--json").stdout)["decks"]
    assert {d["deck"]: d["buildable"] for d in b} == {"Mine": True, "Other": True}
    assert {d["deck"]: d["short_counting_other_decks"] for d in b} == {"Mine": 1, "Other": 1}
    assert [d["name"] for d in json.loads(cli(url, "deck", "list", "--json").stdout)["decks"]] == ["Mine", "Other"]
    assert cli(url, "deck", "remove", "Other").exit_code == 0
    assert cli(url, "deck", "remove", "Other").exit_code == 2
    assert cli(url, "collection", "missing", str(deck)).exit_code == 0


def test_stats(url):
    cli(url, "collection", "add", "HoA#1", "2")
    cli(url, "collection", "add", "HoA#100", "1", "--finish", "foil")
    st = json.loads(cli(url, "collection", "stats", "--json").stdout)
    assert st["total"] == 3 and st["distinct_prints"] == 2
    hoa = {s["set"]: s for s in st["sets"]}["HoA"]
    assert hoa["owned"] == 2 and hoa["prints"] > 300
    assert st["by_rarity"] == {"uncommon": 2, "rare": 1}
    assert st["by_finish"] == {"normal": 2, "foil": 1}


def test_cli_import_stays_lazy():
    code = ("import sys, deckcheck.cli, deckcheck.cli.collection; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'sqlmodel')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_missing_fast_path_agrees_with_the_store(url, tmp_path):
    from deckcheck.collection.missing import FastReader
    from deckcheck.collection.store import open_store
    assert FastReader.open(url) is None                     # no database yet: the store path creates it
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK)
    cli(url, "collection", "add", "Face Smash", "4")
    cli(url, "deck", "save", "Mine", str(deck))
    fast, store = FastReader.open(url), open_store(url)
    names = ["Face Smash", "Lobotomize", "Boris Brightbeard"]
    assert fast.owned_by_name(names) == store.owned_by_name(names)
    assert fast.committed(names) == store.committed(names)
    assert fast.committed(names, exclude=("Mine",)) == store.committed(names, exclude=("Mine",)) == {}
    assert sorted(fast.deck("Mine")["cards"]) == sorted(store.deck("Mine")["cards"])
    assert fast.decks() == [{"name": "Mine", "source": str(deck)}]
    r = subprocess.run([sys.executable, "-c", "import sys; from deckcheck.cli.collection import app; app()", "missing",
                        str(deck), "--db", url], capture_output=True, text=True)
    assert r.returncode == 1 and "not counting Mine" in r.stdout, r.stderr   # its own cards are not committed
    code = ("import sys, deckcheck.collection.missing as m; r = m.FastReader.open(sys.argv[1]); "
            "print(type(r.conn).__module__, [x for x in sys.modules if x.split('.')[0] in ('sqlalchemy', 'sqlmodel')])")
    r = subprocess.run([sys.executable, "-c", code, url], capture_output=True, text=True)
    assert r.stdout.split(" ", 1)[1].strip() == "[]" and r.stdout.split()[0] in ("sqlite3", "psycopg")


#: the modules `collection missing` must not load for a text deck on an up-to-date database
HEAVY = ("sqlalchemy", "sqlmodel", "yaml", "rich")


def test_missing_loads_no_orm_no_yaml_no_rich(url, tmp_path, db):
    """Issue 11: `collection missing` is a whole process a user waits for; on a database at the
    current schema it reads through the driver alone, a text deck never loads PyYAML, and a piped
    table is written without rich."""
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK + "1 Frostbolt [HoA #120]\n")
    cli(url, "collection", "add", "Face Smash", "4")
    code = ("import atexit, sys; atexit.register(lambda: sys.stderr.write('LOADED %s\\n' % sorted({m.split('.')[0] "
            f"for m in sys.modules}} & set({HEAVY!r})))); "
            "from deckcheck.cli.collection import app; app()")
    env = {k: v for k, v in os.environ.items() if k not in RICH_ENV}     # what a plain pipe has
    for extra in (["--json"], []):
        r = subprocess.run([sys.executable, "-c", code, "missing", str(deck), "--db", url, *extra],
                           capture_output=True, text=True, encoding="utf-8", env=env)
        assert r.returncode == 1, r.stderr
        assert "LOADED []" in r.stderr, (extra, r.stderr)
    cards = {c["name"]: c for c in json.loads(subprocess.run(
        [sys.executable, "-c", code, "missing", str(deck), "--db", url, "--json"], capture_output=True).stdout)["cards"]}
    assert cards["Face Smash"]["owned"] == 4 and cards["Face Smash"]["short"] == 0
    assert cards["Frostbolt"]["short"] == 1 and cards["Boris Brightbeard"]["short"] == 1
    rows = {line.split("│")[1].strip(): line for line in r.stdout.splitlines() if line.startswith("│")}
    assert rows.keys() == {"Boris Brightbeard", "Lobotomize", "Face Smash", "Frostbolt"}
    assert rows["Face Smash"].split("│")[3:7] == ["      3 ", "     4 ", "         0 ", "     0 "]


def test_piped_tables_are_the_text_rich_writes(url, tmp_path, db):
    """Issue 11: a piped table is written directly (`plaintable`), without rich; it must be the very
    text rich writes to a pipe. COLUMNS set in the environment sends the same command through rich."""
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK + "4 Frostbolt\n")
    for args in (["collection", "add", "Face Smash", "4"], ["collection", "add", "HoA#120", "2", "--finish", "foil"],
                 ["deck", "save", "Mine [1]", str(deck)], ["deck", "save", "Décor", str(deck)]):
        assert cli(url, *args).exit_code == 0
    env = {k: v for k, v in os.environ.items() if k not in RICH_ENV}
    for args in (["collection", "missing", str(deck)], ["collection", "missing", "Mine [1]"],
                 ["collection", "list"], ["collection", "history"], ["deck", "list"],
                 ["collection", "stats"], ["collection", "buildable", "--saved-only"]):
        outs = []
        for extra in ({}, {"COLUMNS": "10000"}):
            r = subprocess.run([sys.executable, "-m", "deckcheck", *args, "--db", url], capture_output=True,
                               text=True, encoding="utf-8", env={**env, **extra})
            assert r.returncode in (0, 1), r.stderr
            outs.append(r.stdout)
        assert outs[0] == outs[1], args
        assert "┏" in outs[0] and "[red]" not in outs[0] and "\x1b" not in outs[0]
    missing = subprocess.run([sys.executable, "-m", "deckcheck", "collection", "missing", str(deck), "--db", url],
                             capture_output=True, text=True, encoding="utf-8", env=env).stdout
    assert "│ Frostbolt " in missing and "Mine [1]" in missing     # a deck name is never markup
