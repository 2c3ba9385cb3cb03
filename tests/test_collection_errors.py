"""Audit findings: a --db that is not a database (or not reachable) is one line and exit 2; bounded
options are checked; --json holds for every command; add-by-name picks the card's original print."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from types import SimpleNamespace

import pytest

from collection_helpers import backends, make_url, run_cli

DECK = "Hero: Boris Brightbeard\n2 Lobotomize\n3 Face Smash\n"


@pytest.fixture(params=backends())
def url(request, tmp_path):
    return make_url(request.param, tmp_path)


@pytest.fixture(params=["text", "binary"])
def not_a_db(request, tmp_path):
    p = tmp_path / ("notadb.txt" if request.param == "text" else "junk.db")
    if request.param == "text":
        p.write_text("set,number,finish,qty,name\nthis is not a database\n" * 50)
    else:
        p.write_bytes(bytes(range(256)) * 40)
    return p


# --- 1. not a database, bad URLs ------------------------------------------------------------
@pytest.mark.parametrize("args", [["collection", "list"], ["collection", "add", "Frostbolt"],
                                  ["collection", "history"], ["deck", "list"], ["collection", "missing", "MYDECK"],
                                  ["collection", "export", "-"]])
def test_not_a_database_is_one_line_exit_2(not_a_db, tmp_path, args):
    deck = tmp_path / "d.txt"
    deck.write_text(DECK)
    args = [str(deck) if a == "MYDECK" else a for a in args]
    r = run_cli([*args, "--db", f"sqlite:///{not_a_db}"])
    assert r.exit_code == 2
    assert r.stderr.count("\n") == 1, r.stderr
    assert f"{not_a_db}: --db: not a deckcheck collection database" in r.stderr
    assert not_a_db.read_bytes()[:16] != b"SQLite format 3\0"      # left as it was


def test_not_a_database_whole_process_no_traceback(not_a_db, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text(DECK)
    for args in (["list"], ["missing", str(deck)], ["missing", str(deck), "--json"]):
        r = subprocess.run([sys.executable, "-m", "deckcheck", "collection", *args, "--db", f"sqlite:///{not_a_db}"],
                           capture_output=True, text=True)
        assert r.returncode == 2, r.stderr
        assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr
        assert "not a deckcheck collection database" in r.stderr
        if "--json" in args and r.stdout:      # the error may also come as JSON on stdout
            assert json.loads(r.stdout)["ok"] is False
        else:
            assert r.stdout == ""


def test_fast_reader_says_not_a_database(not_a_db):
    from deckcheck.collection.missing import FastReader
    from deckcheck.errors import InputError
    with pytest.raises(InputError) as exc:
        FastReader.open(f"sqlite:///{not_a_db}")
    assert exc.value.path == str(not_a_db) and exc.value.field == "--db"


def test_store_says_not_a_database(not_a_db):
    from deckcheck.collection.store import open_store
    from deckcheck.errors import InputError
    store = open_store(f"sqlite:///{not_a_db}")
    for call in (store.ensure_schema, store.holdings, lambda: store.owned_by_name(["Frostbolt"])):
        with pytest.raises(InputError, match="not a deckcheck collection database"):
            call()


@pytest.mark.parametrize("db", ["nonsense://x", "postgresql://nobody:s3cretpw@127.0.0.1:1/x",
                                "postgresql://nobody:s3cretpw@127.0.0.1:notaport/x",
                                "postgresql://nobody:s3cretpw@[::1/x", ":nothing"])
def test_bad_urls_are_one_line_no_password(db):
    r = subprocess.run([sys.executable, "-m", "deckcheck", "collection", "list", "--db", db],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert "s3cretpw" not in r.stderr


def test_redact():
    from deckcheck.collection.store import redact
    assert redact("postgresql://u:pw@h:5432/db") == "postgresql://u:***@h:5432/db"
    assert redact("sqlite:///x.db") == "sqlite:///x.db"


# --- 2. add by name: the card's first regular print in its prints order --------------------------
def test_default_print_is_first_regular_in_prints_order():
    from deckcheck.collection.importers import default_print
    P = lambda s, n, v=None: SimpleNamespace(set=s, number=n, variant=v)   # noqa: E731
    card = SimpleNamespace(prints=[P("ZZZ", "9", "EA"), P("MMM", "3"), P("AAA", "1")])
    assert (default_print(card).set, default_print(card).number) == ("MMM", "3")
    only_variants = SimpleNamespace(prints=[P("ZZZ", "9", "EA"), P("AAA", "1", "Loot")])
    assert default_print(only_variants).set == "ZZZ"                 # falls back to prints[0]
    assert default_print(card, "AAA").set == "AAA"
    assert default_print(card, "QQQ") is None


def test_add_by_name_and_decklist_import_use_original_print(url, tmp_path):
    from deckcheck.collection.importers import default_print
    from deckcheck.wowtcg.feeds import load_db
    card = load_db([])["Frostbolt"]
    want = default_print(card)
    assert want is next(p for p in card.prints if not p.variant)
    r = run_cli(["collection", "add", "Frostbolt", "4", "--db", url])
    assert r.exit_code == 0, r.stderr
    assert f"added 4 Frostbolt ({want.set} #{want.number}, normal)" in r.stdout
    f = tmp_path / "deck.txt"
    f.write_text("2 Frostbolt\n")
    assert run_cli(["collection", "import", str(f), "--as", "deck", "--db", url]).exit_code == 0
    rows = json.loads(run_cli(["collection", "list", "--json", "--db", url]).stdout)["holdings"]
    assert [(h["set"], h["number"], h["qty"]) for h in rows] == [(want.set, want.number, 6)]


# --- 3. bounded values, 4. --json everywhere ------------------------------------------------
@pytest.mark.parametrize("args,opt", [
    (["collection", "search", "--faction", "klingon"], "--faction"),
    (["collection", "search", "--class", "Jedi"], "--class"),
    (["collection", "search", "--type", "Planeswalker"], "--type"),
    (["collection", "search", "--race", "Vulcan"], "--race"),
    (["collection", "search", "--tag", "Nope"], "--tag"),
    (["collection", "search", "--cost", "-1"], "--cost"),
    (["collection", "search", "--limit", "-1"], "--limit"),
    (["collection", "search", "--set", "Nowhere"], "--set"),
    (["collection", "search", "--finish", "shiny"], "--finish"),
    (["collection", "list", "--limit", "-3"], "--limit"),
    (["collection", "list", "--set", "Nowhere"], "--set"),
    (["collection", "history", "--limit", "-5"], "--limit"),
    (["collection", "history", "--batch", "0"], "--batch"),
    (["collection", "add", "Frostbolt", "0"], "QTY"),
    (["collection", "add", "Frostbolt", "--finish", "shiny"], "--finish"),
    (["collection", "buildable", "--format", "nonesuch", "--saved-only"], "--format"),
])
@pytest.mark.parametrize("json_out", [False, True])
def test_bad_option_values_one_line_exit_2(tmp_path, args, opt, json_out):
    r = run_cli([*args, "--db", f"sqlite:///{tmp_path / 'c.db'}", *(["--json"] if json_out else [])])
    assert r.exit_code == 2
    if json_out and r.stdout:      # with --json the error may also come as a JSON object on stdout
        assert json.loads(r.stdout)["ok"] is False
    else:
        assert r.stdout == ""
    assert r.stderr.count("\n") == 1 and r.stderr.startswith(f"deckcheck: error: {opt}: "), r.stderr


def test_good_filter_values_still_work(tmp_path):
    db = f"sqlite:///{tmp_path / 'c.db'}"
    assert run_cli(["collection", "add", "Frostbolt", "--db", db]).exit_code == 0
    for args in (["--faction", "neutral"], ["--faction", "NONE"], ["--class", "mage"], ["--type", "ability"],
                 ["--cost", "0"], ["--limit", "0"]):
        r = run_cli(["collection", "search", *args, "--json", "--db", db])
        assert r.exit_code == 0, (args, r.stderr)
        json.loads(r.stdout)
    assert run_cli(["collection", "history", "--limit", "0", "--batch", "1", "--db", db]).exit_code == 0


def test_every_command_honours_json(tmp_path):
    db = f"sqlite:///{tmp_path / 'c.db'}"
    deck = tmp_path / "d.txt"
    deck.write_text(DECK)
    csv_file = tmp_path / "c.csv"
    csv_file.write_text("set,number,finish,qty,name\nHoA,1,normal,1,Boris Brightbeard\n")
    out_file = tmp_path / "out.csv"
    commands = [
        (["collection", "add", "Frostbolt", "2"], 0), (["collection", "remove", "Frostbolt", "1"], 0),
        (["collection", "import", str(csv_file)], 0), (["collection", "list"], 0),
        (["collection", "search", "Frost"], 0), (["collection", "history"], 0),
        (["deck", "save", "mine", str(deck)], 0), (["deck", "list"], 0),
        (["collection", "missing", str(deck)], 1), (["collection", "missing", str(deck), "--as-list"], 1),
        (["collection", "missing", "mine", "--as-list"], 1),
        (["collection", "buildable", "--saved-only"], 0), (["collection", "stats"], 0),
        (["collection", "export", str(out_file)], 0), (["collection", "export", "-"], 0),
        (["deck", "remove", "mine"], 0), (["collection", "undo"], 0),
    ]
    for args, code in commands:
        r = run_cli([*args, "--json", "--db", db])
        assert r.exit_code == code, (args, r.stderr)
        data = json.loads(r.stdout)
        assert isinstance(data, dict), args
        if "--as-list" in args:
            assert data["want_list"].startswith("# Want list")
        if args[-1] == "-":
            assert data["csv"].startswith("set,number,finish,qty,name,condition,language,price\n")
