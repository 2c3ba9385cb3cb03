"""Issue 13, collections that move: export in our, Deckbox's and Moxfield's CSV layouts; condition,
language and purchase price per holding through import and export; `import --as LAYOUT`; `--csv`
wherever a collection table is printed; tables whole when piped."""
from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys

import pytest

from collection_helpers import backends, make_url, run_cli
from deckcheck.collection.store import Change, open_store

KEY = ("set", "number", "finish", "condition", "language", "qty", "name", "price_cents")
HOLDINGS = [Change("HoA", "100", "foil", "Lobotomize", 2, "LP", "de", 450),
            Change("HoA", "100", "normal", "Lobotomize", 3),
            Change("HoA", "1", "normal", "Boris Brightbeard", 1, "DMG", "fr"),
            Change("HoA", "150", "normal", "Face Smash", 4, "HP", "es", 5),
            Change("HoA", "150", "normal", "Face Smash", 1, "MP", "en", 1999)]


@pytest.fixture(params=backends())
def url(request, tmp_path):
    return make_url(request.param, tmp_path)


def ea_print():
    from deckcheck.wowtcg.feeds import load_db
    for card in load_db():
        for p in card.prints:
            if (p.variant or "").startswith("EA"):
                return card.name, p.set, p.number
    raise AssertionError("no extended-art print in the pool")


def snapshot(store):
    return sorted(tuple(r[k] for k in KEY) for r in store.holdings())


@pytest.mark.parametrize("layout", ["ours", "deckbox", "moxfield"])
def test_every_export_layout_reads_back_the_same_collection(url, tmp_path, layout):
    name, set_, number = ea_print()
    src = f"sqlite:///{tmp_path / 'src.db'}"
    open_store(src).apply(HOLDINGS + [Change(set_, number, "ea", name, 1, "NM", "ko")], "import")
    out = tmp_path / f"{layout}.csv"
    res = run_cli(["collection", "export", str(out), "--as", layout, "--db", src])
    assert res.exit_code == 0, res.stderr
    header = out.read_text().splitlines()[0]
    assert header == {"ours": "set,number,finish,qty,name,condition,language,price",
                      "deckbox": "Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,"
                                 "Artist Proof,Altered Art,Misprint,Promo,Textless,My Price",
                      "moxfield": "Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,"
                                  "Collector Number,Alter,Proxy,Purchase Price"}[layout]
    res = run_cli(["collection", "import", str(out), "--json", "--db", url])    # layout sniffed
    assert res.exit_code == 0, res.stderr
    assert json.loads(res.stdout)["format"] == layout
    assert snapshot(open_store(url)) == snapshot(open_store(src))


def test_deckbox_words_and_my_price_are_kept(url, tmp_path):
    box = tmp_path / "deckbox.csv"
    box.write_text("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,My Price\n"
                   "2,0,Lobotomize,Heroes of Azeroth,100,Good (Lightly Played),German,foil,$4.50\n"
                   "1,0,Face Smash,Heroes of Azeroth,,Near Mint,English,,\n"
                   "1,0,Face Smash,Heroes of Azeroth,,Heavily Played,Spanish,,0.05\n")
    res = run_cli(["collection", "import", str(box), "--as", "deckbox", "--db", url])
    assert res.exit_code == 0, res.stderr
    got = {(r["name"], r["condition"], r["language"], r["price_cents"], r["qty"]) for r in open_store(url).holdings()}
    assert got == {("Lobotomize", "LP", "de", 450, 2), ("Face Smash", "NM", "en", None, 1),
                   ("Face Smash", "HP", "es", 5, 1)}
    out = run_cli(["collection", "export", "-", "--as", "deckbox", "--db", url]).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    lob = next(r for r in rows if r["Name"] == "Lobotomize")
    assert (lob["Edition"], lob["Card Number"], lob["Condition"], lob["Language"], lob["Foil"], lob["My Price"]) == \
        ("Heroes of Azeroth", "100", "Good (Lightly Played)", "German", "foil", "4.50")


def test_bad_condition_language_and_price_name_the_row(url, tmp_path):
    f = tmp_path / "c.csv"
    f.write_text("set,number,finish,qty,name,condition,language,price\n"
                 "HoA,1,normal,1,,mint-ish,en,\nHoA,1,normal,1,,NM,klingon,\nHoA,1,normal,1,,NM,en,lots\n"
                 "HoA,1,normal,1,,NM,en," + "9" * 5000 + "\n")
    res = run_cli(["collection", "import", str(f), "--db", url])
    assert res.exit_code == 2
    for line, field in ((2, "condition"), (3, "language"), (4, "price"), (5, "price")):
        assert f"c.csv:{line}: {field}:" in res.stderr, res.stderr
    assert max(len(x) for x in res.stderr.splitlines()) < 200
    assert open_store(url).history() == []


def test_import_as_layout_and_format_keeps_meaning_the_game_format(url, tmp_path):
    f = tmp_path / "own.txt"
    f.write_text("2 Lobotomize\n")
    assert run_cli(["collection", "import", str(f), "--as", "deck", "--db", url]).exit_code == 0
    res = run_cli(["collection", "import", str(f), "--as", "pdf", "--db", url])
    assert res.exit_code == 2 and "--as" in res.stderr and "moxfield" in res.stderr
    res = run_cli(["collection", "import", str(f), "--format", "deck", "--db", url])
    assert res.exit_code == 2 and "--format names a game format" in res.stderr and "--as deck" in res.stderr
    assert json.loads(run_cli(["collection", "list", "--json", "--db", url]).stdout)["cards"] == 2


def test_add_with_condition_and_language(url):
    res = run_cli(["collection", "add", "Lobotomize", "2", "--condition", "lightly played", "--language", "German",
                   "--db", url])
    assert res.exit_code == 0 and "(HoA #100, normal, LP, de)" in res.stdout, res.stdout
    res = run_cli(["collection", "remove", "Lobotomize", "--db", url])       # NM English: none owned
    assert res.exit_code == 2 and "only 0 owned" in res.stderr
    assert run_cli(["collection", "remove", "Lobotomize", "--condition", "LP", "--language", "de",
                    "--db", url]).exit_code == 0
    res = run_cli(["collection", "add", "Lobotomize", "--condition", "shiny", "--db", url])
    assert res.exit_code == 2 and "--condition" in res.stderr


@pytest.mark.parametrize("args,header", [
    (["collection", "list"], "Qty,Name,Set,#,Finish,Condition,Language,Price"),
    (["collection", "search", "Loboto"], "Qty,Name,Set,#,Finish,Condition,Language,Price"),
    (["collection", "history"], "Batch,When (UTC),Action,Δ,Name,Set,#,Finish,Condition,Language,Reason"),
    (["collection", "missing", "DECK"], "Card,Section,Needed,Owned,Committed,Short"),
    (["collection", "buildable", "--saved-only"], "Deck,Kind,Cards,Short,Short if all saved decks built,Status (constructed)"),
    (["collection", "stats"], "Table,Key,Name,Owned,Prints,%"),
    (["deck", "list"], "Name,Hero,Cards,From,Saved (UTC)")])
def test_every_table_has_csv(url, tmp_path, args, header):
    deck = tmp_path / "d.txt"
    deck.write_text("Hero: Boris Brightbeard\n2 Lobotomize\n")
    open_store(url).apply(HOLDINGS, "import", "=HYPERLINK(\"http://x\")")
    assert run_cli(["deck", "save", "=cmd", str(deck), "--db", url]).exit_code == 0
    res = run_cli([str(deck) if a == "DECK" else a for a in args] + ["--csv", "--db", url])
    assert res.exit_code in (0, 1), res.stderr
    rows = list(csv.reader(io.StringIO(res.stdout)))
    assert ",".join(rows[0]) == header and len(rows) > 1
    assert not any(cell.startswith(("=", "+", "-", "@")) and not cell.lstrip("+-").replace(".", "").isdigit()
                   for row in rows for cell in row)                        # formulas neutralised


def test_tables_are_whole_when_piped(tmp_path):
    """A real process with stdout a pipe: nothing cut to 80 columns, no '…'."""
    db = f"sqlite:///{tmp_path / 'c.db'}"
    store = open_store(db)
    store.apply([Change("HoA", "100", "normal", "Lobotomize", 1)], "add", "a long reason " * 12)
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    for args in (["history"], ["list"]):
        r = subprocess.run([sys.executable, "-m", "deckcheck", "collection", *args, "--db", db], env=env,
                           capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        assert "…" not in r.stdout and "Professio..." not in r.stdout
        if args == ["history"]:                 # the whole reason and timestamp on one line
            line = next(ln for ln in r.stdout.splitlines() if "Lobotomize" in ln)
            assert ("a long reason " * 12).strip() in line and len(line.split("│")[2].strip()) == 19
