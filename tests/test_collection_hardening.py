"""Issue 11, databases: lengths checked the same on every backend, undo always fits, no deadlock
between opposite-order imports, reads that never write, foreign and damaged databases refused,
and hostile option values and files answered with one line and exit 2."""
from __future__ import annotations

import json
import threading

import pytest
import sqlalchemy as sa

from collection_helpers import PG_URL, backends, make_url, run_cli
from deckcheck.collection.store import B, Change, Store, open_store, undo_reason
from deckcheck.errors import InputError

DECK = "Hero: Boris Brightbeard\n2 Lobotomize\n3 Face Smash\n"
LONG_SET = """schema: 1
game: wowtcg
set: {code: ABCDEFGHIJKLMNOPQ, name: Long Code Set}
cards:
- name: Longcode Grunt
  type: Ally
  cost: 4
  health: 4
  atk: 3
  damage: Melee
  faction: [Horde]
  prints:
  - {number: '1'}
"""


@pytest.fixture(params=backends())
def url(request, tmp_path):
    return make_url(request.param, tmp_path)


def one_error_line(res, *words):
    """Exit 2 and one error line on stderr (the shared path's summary line aside) naming `words`."""
    assert res.exit_code == 2, (res.exit_code, res.stdout, res.stderr)
    lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
    assert len(lines) in (1, 2) and "Traceback" not in res.stderr, res.stderr
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


# --- lengths -----------------------------------------------------------------------------------
def test_reason_over_500_is_refused_before_writing(url):
    line = one_error_line(run_cli(["collection", "add", "Frostbolt", "--reason", "r" * 501, "--db", url]),
                          "--reason", "501 characters", "at most 500")
    assert len(line) < 200
    assert open_store(url).history() == []


def test_a_490_character_reason_can_still_be_undone(url):
    assert run_cli(["collection", "add", "Frostbolt", "--reason", "r" * 490, "--db", url]).exit_code == 0
    assert run_cli(["collection", "add", "Frostbolt", "2", "--reason", "x" * 500, "--db", url]).exit_code == 0
    for _ in range(2):                       # each undo records its own reason, cut to fit
        res = run_cli(["collection", "undo", "--db", url])
        assert res.exit_code == 0, res.stderr
    hist = open_store(url).history(limit=0)
    undos = [h["reason"] for h in hist if h["action"] == "undo"]
    assert len(undos) == 2 and all(len(r) <= 500 for r in undos)
    assert undos[0].startswith("undo of batch 1 (add: rrr") and undos[0].endswith(")")
    assert open_store(url).holdings() == []


def test_undo_reason_fits_for_any_batch_id():
    assert len(undo_reason(2**31 - 1, "correction", "y" * 500)) <= B.c.reason.type.length
    assert undo_reason(3, "add", None) == "undo of batch 3 (add)"


def test_deck_name_over_200_and_long_paths(url, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text(DECK)
    one_error_line(run_cli(["deck", "save", "n" * 201, str(deck), "--db", url]), "NAME", "at most 200")
    assert run_cli(["deck", "list", "--json", "--db", url]).stdout.count('"name"') == 0
    # a path longer than the reason column: the default reason shortens it; the import works
    far = tmp_path / ("d" * 200) / ("e" * 200) / ("f" * 200)
    far.mkdir(parents=True)
    (far / "imp.csv").write_text("set,number,finish,qty,name\nHoA,12,normal,1,\n")
    res = run_cli(["collection", "import", str(far / "imp.csv"), "--db", url])
    assert res.exit_code == 0, res.stderr
    reason = open_store(url).history()[0]["reason"]
    assert len(reason) <= 500 and reason.startswith("import /") and reason.endswith("imp.csv (ours)")


def test_a_feed_set_code_over_16_is_refused(url, tmp_path):
    feed = tmp_path / "long.yaml"
    feed.write_text(LONG_SET)
    one_error_line(run_cli(["collection", "add", "Longcode Grunt", "--cards", str(feed), "--db", url]),
                   "set", "17 characters", "at most 16")


# --- deadlocks and retries -----------------------------------------------------------------------
@pytest.mark.skipif(not PG_URL, reason="DECKCHECK_TEST_PG_URL not set")
def test_opposite_order_imports_do_not_deadlock(tmp_path):
    url = make_url("postgresql", tmp_path)
    from deckcheck.wowtcg.feeds import load_db
    prints = list(dict.fromkeys((p.set, p.number, c.name) for c in load_db().in_set("HoA")
                                for p in c.prints if p.set == "HoA"))[:150]
    forward = [Change(s, n, "normal", name, 1) for s, n, name in prints]
    backward = list(reversed(forward))
    open_store(url).ensure_schema()
    errors: list[BaseException] = []

    def work(changes):
        store = open_store(url)
        try:
            for _ in range(6):
                store.apply(changes, "import")
        except BaseException as exc:        # noqa: BLE001 - reported below
            errors.append(exc)
    threads = [threading.Thread(target=work, args=(ch,)) for ch in (forward, backward, forward, backward)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert errors == []
    assert {r["qty"] for r in open_store(url).holdings()} == {24}


def test_a_serialization_failure_is_retried_then_reported(url, monkeypatch):
    from deckcheck.collection import store as mod
    s = open_store(url)
    s.ensure_schema()
    real, calls = Store._apply, []

    def conflicted(self, conn, changes, action, reason):
        calls.append(1)
        if len(calls) < 3:                   # PostgreSQL: "deadlock detected" / serialization failure
            raise mod._Conflict("deadlock detected")
        return real(self, conn, changes, action, reason)
    monkeypatch.setattr(Store, "_apply", conflicted)
    monkeypatch.setattr(mod.time, "sleep", lambda _s: None)
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
    assert len(calls) == 3 and len(s.history()) == 1
    calls.clear()
    monkeypatch.setattr(Store, "_apply", lambda *a: (_ for _ in ()).throw(mod._Conflict("deadlock detected")))
    with pytest.raises(InputError, match=r"gave up after 5 tries, nothing changed"):
        s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
    assert len(s.history()) == 1


# --- read-only, foreign and damaged databases --------------------------------------------------------
def read_only_url(url: str) -> str:
    if url.startswith("sqlite:///"):
        return f"sqlite:///file:{url[len('sqlite:///'):]}?mode=ro&uri=true"
    import sqlalchemy as sa
    parsed = sa.engine.make_url(url)       # its options (the test schema's search_path) kept
    options = " ".join(filter(None, (parsed.query.get("options"), "-c default_transaction_read_only=on")))
    return parsed.update_query_dict({"options": options}).render_as_string(hide_password=False)


def test_reads_work_on_a_read_only_database(url, tmp_path):
    assert run_cli(["collection", "add", "Frostbolt", "3", "--db", url]).exit_code == 0
    deck = tmp_path / "d.txt"
    deck.write_text("Hero: Boris Brightbeard\n3 Frostbolt\n")
    ro = read_only_url(url)
    for args in (["collection", "list"], ["collection", "history"], ["deck", "list"], ["collection", "stats"],
                 ["collection", "export", "-"], ["collection", "missing", str(deck)]):
        res = run_cli(args + ["--json", "--db", ro])
        assert res.exit_code in (0, 1), (args, res.stderr)
        assert json.loads(res.stdout)
    assert "Frostbolt" in run_cli(["collection", "list", "--db", ro]).stdout
    res = run_cli(["collection", "add", "Frostbolt", "--db", ro])   # a write says why, one line
    one_error_line(res, "read")


def test_an_unrelated_sqlite_database_is_refused_unless_init(tmp_path):
    import sqlite3
    path = tmp_path / "invoices.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    url = f"sqlite:///{path}"
    for args in (["collection", "list"], ["collection", "add", "Frostbolt"]):
        one_error_line(run_cli(args + ["--db", url]), "not a deckcheck collection", "invoices", "--init")
    with sqlite3.connect(path) as conn:
        assert [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["invoices"]
    assert run_cli(["collection", "add", "Frostbolt", "--init", "--db", url]).exit_code == 0
    assert "Frostbolt" in run_cli(["collection", "list", "--db", url]).stdout   # ours now: no --init needed


def test_a_database_another_component_started_is_not_foreign(url):
    """A component sharing the database (the desk) records its own version with `migrate`."""
    from deckcheck.collection.store import migrate
    eng = sa.create_engine(url)
    events = sa.Table("events_probe", sa.MetaData(), sa.Column("id", sa.Integer, primary_key=True))
    with eng.begin() as conn:
        found = migrate(conn, key=2, version=1, create=lambda c: events.create(c), steps={}, what="desk", where=url)
        assert found is None
    with eng.begin() as conn:
        assert migrate(conn, key=2, version=1, create=lambda c: None, steps={}, what="desk", where=url) == 1
    assert run_cli(["collection", "add", "Frostbolt", "--db", url]).exit_code == 0
    with eng.begin() as conn:
        assert dict(conn.exec_driver_sql("SELECT id, version FROM schema_version").all()) == {1: 3, 2: 1}
        events.drop(conn)
    eng.dispose()


def test_a_database_the_desk_started_is_not_foreign(tmp_path):
    from deckcheck.desk.store import DeskStore
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    DeskStore(url).ensure_schema()
    assert run_cli(["collection", "add", "Frostbolt", "--db", url]).exit_code == 0
    assert "Frostbolt" in run_cli(["collection", "list", "--db", url]).stdout


@pytest.mark.parametrize("bad", ["0", "-1", "'two'"])
def test_a_damaged_schema_version_is_one_line(url, bad):
    if bad == "'two'" and not url.startswith("sqlite"):
        pytest.skip("PostgreSQL's INTEGER column cannot hold text")
    open_store(url).ensure_schema()
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        conn.exec_driver_sql(f"UPDATE schema_version SET version = {bad}")
    eng.dispose()
    for args in (["collection", "list"], ["collection", "add", "Frostbolt"], ["collection", "undo"]):
        one_error_line(run_cli(args + ["--db", url]), "schema_version is damaged", bad.strip("'"))


# --- hostile option values and files -------------------------------------------------------------------
@pytest.mark.parametrize("args", [["collection", "history", "--batch", "99999999999999999999"],
                                  ["collection", "history", "--limit", "99999999999999999999"],
                                  ["collection", "list", "--limit", "99999999999999999999"],
                                  ["collection", "search", "--limit", "99999999999999999999"]])
def test_huge_option_numbers_are_one_line(url, args):
    one_error_line(run_cli(args + ["--db", url]), args[2], "out of range")


def test_deck_save_from_stdin_reads_it_once(url):
    res = run_cli(["deck", "save", "from-stdin", "-", "--db", url], input=DECK)
    assert res.exit_code == 0, res.stderr
    saved = open_store(url).deck("from-stdin")
    assert saved["text"] == DECK and ("main", "Face Smash", 3) in saved["cards"]


def test_a_5000_digit_quantity_in_an_import_is_one_line(url, tmp_path):
    csv_file = tmp_path / "big.csv"
    csv_file.write_text("set,number,finish,qty,name\nHoA,12,normal," + "9" * 5000 + ",\n")
    line = one_error_line(run_cli(["collection", "import", str(csv_file), "--db", url]), "big.csv:2", "qty")
    assert "5000 characters" in line and len(line) < 200
    js = tmp_path / "big.json"
    js.write_text('{"hero": "Thrall", "main": [{"name": "Frostbolt", "qty": ' + "9" * 5000 + "}]}")
    res = run_cli(["collection", "import", str(js), "--db", url])
    assert res.exit_code == 2 and "Traceback" not in res.stderr and "big.json" in res.stderr
    assert open_store(url).history() == []


def test_a_name_refusal_says_what_to_type(url):
    res = run_cli(["collection", "add", "orgrimar grunt", "--db", url])
    line = one_error_line(res, "nothing was added", 'type: deckcheck collection add "Orgrimmar Grunts"')
    assert not line.startswith("deckcheck: error: name: read")
    assert open_store(url).history() == []
