"""The store: transactions, never below zero, undo, append-only history, migrations, concurrency."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
import sqlalchemy as sa

from collection_helpers import backends, make_url
from deckcheck.collection.models import SCHEMA_VERSION
from deckcheck.collection.store import Change, Store, create_v1, create_v2, open_store
from deckcheck.errors import InputError


@pytest.fixture(params=backends())
def url(request, tmp_path):
    return make_url(request.param, tmp_path)


def qty(store, set_, number, finish="normal"):
    rows = [r for r in store.holdings(include_zero=True) if (r["set"], r["number"], r["finish"]) == (set_, number, finish)]
    return rows[0]["qty"] if rows else 0


def test_add_remove_and_never_below_zero(url):
    s = open_store(url)
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 3)], "add")
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 2)], "add")
    assert qty(s, "HoA", "1") == 5
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", -4)], "remove")
    assert qty(s, "HoA", "1") == 1
    with pytest.raises(InputError, match="only 1 owned"):
        s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", -2)], "remove")
    with pytest.raises(InputError, match="only 0 owned"):
        s.apply([Change("HoA", "2", "normal", "Dizdemona", -1)], "remove")
    assert qty(s, "HoA", "1") == 1
    assert [h["delta"] for h in s.history()] == [-4, 2, 3]   # failed removals leave no trace


def test_a_failed_batch_changes_nothing(url):
    s = open_store(url)
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
    with pytest.raises(InputError):
        s.apply([Change("HoA", "2", "normal", "Dizdemona", 4), Change("HoA", "1", "normal", "Boris Brightbeard", -3)],
                "correction")
    assert qty(s, "HoA", "2") == 0 and qty(s, "HoA", "1") == 1
    assert len(s.history()) == 1


def test_interrupt_in_the_middle_rolls_back(url, monkeypatch):
    s = open_store(url)
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
    real = Store._upsert

    def upsert_then_interrupt(self, conn, adds):
        real(self, conn, adds)               # rows written inside the transaction...
        raise KeyboardInterrupt              # ...then Ctrl-C before the history is written
    monkeypatch.setattr(Store, "_upsert", upsert_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 5), Change("HoA", "2", "normal", "Dizdemona", 5)],
                "import")
    monkeypatch.undo()
    s2 = open_store(url)
    assert qty(s2, "HoA", "1") == 1 and qty(s2, "HoA", "2") == 0
    assert len(s2.history()) == 1


def test_undo_walks_back_batch_by_batch(url):
    s = open_store(url)
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 4)], "add")
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", -3), Change("HoA", "2", "foil", "Dizdemona", 2)],
            "import", "trade")
    res, undone = s.undo()
    assert undone["action"] == "import" and undone["reason"] == "trade"
    assert qty(s, "HoA", "1") == 4 and qty(s, "HoA", "2", "foil") == 0
    res, undone = s.undo()
    assert undone["action"] == "add" and qty(s, "HoA", "1") == 0
    with pytest.raises(InputError, match="nothing to undo"):
        s.undo()
    hist = s.history(limit=0)
    assert [h["action"] for h in hist] == ["undo", "undo", "undo", "import", "import", "add"]
    assert all(h["undone_by"] for h in hist if h["action"] != "undo")


def test_schema_created_with_version(url):
    s = open_store(url)
    assert s.ensure_schema() == SCHEMA_VERSION
    with s.read() as conn:
        assert s.version(conn) == SCHEMA_VERSION


def test_the_schema_check_of_a_current_database_is_one_query(url):
    """Issue 11: every command checks the schema first; at the current version that is one
    `schema_version` query, no reflection of the database's tables."""
    open_store(url).apply([Change("HoA", "1", "normal", "Boris Brightbeard", 2)], "add")
    s = open_store(url)
    s.engine.connect().close()             # the driver's own first-connect queries are not ours
    seen: list[str] = []
    sa.event.listen(s.engine, "before_cursor_execute", lambda conn, cur, stmt, *rest: seen.append(stmt))
    assert s.ensure_schema() == SCHEMA_VERSION
    ours = [q for q in seen if not q.startswith("BEGIN")]
    assert len(ours) == 1 and "schema_version" in ours[0], seen
    assert qty(s, "HoA", "1") == 2          # and the store reads on from there


def test_migration_v1_to_current(url):
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        create_v1(conn)
        conn.exec_driver_sql("INSERT INTO holdings (\"set\", number, finish, qty, name) "
                             "VALUES ('HoA', '1', 'normal', 3, 'Boris Brightbeard')"
                             )
        conn.exec_driver_sql("INSERT INTO history (ts, action, \"set\", number, finish, name, delta, reason, batch) "
                             "VALUES ('2024-01-02 03:04:05+00:00', 'add', 'HoA', '1', 'normal', 'Boris Brightbeard', 3, 'old', 7)")
    eng.dispose()
    s = open_store(url)
    assert s.ensure_schema() == SCHEMA_VERSION == 3
    with s.read() as conn:
        assert s.version(conn) == 3
        insp = sa.inspect(conn)
        from sqlmodel import SQLModel
        from deckcheck.dbschema import VERSIONS
        tables = {**SQLModel.metadata.tables, "schema_version": VERSIONS}
        for table in ("holdings", "history", "batches", "decks", "deck_cards", "schema_version"):
            got = {c["name"] for c in insp.get_columns(table)}
            assert got == set(tables[table].c.keys()), table
    assert qty(s, "HoA", "1") == 3
    # the v1 batch was backfilled and can be undone; new batches get fresh ids
    r = s.apply([Change("HoA", "2", "normal", "Dizdemona", 1)], "add")
    assert r.batch == 8
    s.undo()
    _, undone = s.undo()
    assert undone["id"] == 7 and undone["reason"] == "old"
    assert qty(s, "HoA", "1") == 0


def test_migration_v2_to_v3_keeps_holdings_and_history(url):
    """v3 adds condition, language (NM, English for what was there) and a purchase price."""
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        create_v2(conn)
        conn.exec_driver_sql("INSERT INTO holdings (id, \"set\", number, finish, qty, name) VALUES "
                             "(5, 'HoA', '1', 'normal', 3, 'Boris Brightbeard'), (9, 'HoA', '2', 'foil', 1, 'Dizdemona')")
        conn.exec_driver_sql("INSERT INTO batches (id, ts, action, reason) VALUES (4, '2024-01-02 03:04:05+00:00', 'add', 'old')")
        conn.exec_driver_sql("INSERT INTO history (ts, action, \"set\", number, finish, name, delta, reason, batch) "
                             "VALUES ('2024-01-02 03:04:05+00:00', 'add', 'HoA', '1', 'normal', 'Boris Brightbeard', 3, 'old', 4)")
        if conn.dialect.name == "postgresql":    # as v2 itself would have left the sequences
            for t in ("batches", "holdings"):
                conn.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{t}', 'id'), (SELECT MAX(id) FROM {t}))")
        assert conn.exec_driver_sql("SELECT version FROM schema_version").scalar() == 2
    eng.dispose()
    s = open_store(url)
    assert s.ensure_schema() == 3
    with s.read() as conn:
        insp = sa.inspect(conn)
        from sqlmodel import SQLModel
        for table in ("holdings", "history"):
            got = {c["name"] for c in insp.get_columns(table)}
            assert got == set(SQLModel.metadata.tables[table].c.keys()), table
        assert "holdings_v2" not in insp.get_table_names()
    rows = s.holdings()
    assert [(r["name"], r["qty"], r["condition"], r["language"], r["price_cents"]) for r in rows] == [
        ("Boris Brightbeard", 3, "NM", "en", None), ("Dizdemona", 1, "NM", "en", None)]
    # the same print in another condition is another holding; new ids do not collide with old ones
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 2, "LP", "de", 150)], "add")
    assert sorted((r["condition"], r["language"], r["qty"]) for r in s.holdings(names=["Boris Brightbeard"])) == [
        ("LP", "de", 2), ("NM", "en", 3)]
    s.undo()
    _, undone = s.undo()                      # the v2 batch undoes against the migrated holding
    assert undone["id"] == 4 and [r["name"] for r in s.holdings()] == ["Dizdemona"]


def test_newer_schema_is_refused(url):
    s = open_store(url)
    s.ensure_schema()
    with s.write() as conn:
        conn.exec_driver_sql("UPDATE schema_version SET version = 99")
    with pytest.raises(InputError, match="v99, newer"):
        open_store(url).ensure_schema()


def test_bad_urls_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="not a database URL"):
        open_store("not a url")
    with pytest.raises(InputError, match="does not exist"):
        open_store(f"sqlite:///{tmp_path}/nope/c.db")


def test_default_is_sqlite_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("DECKCHECK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    s = open_store()
    s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
    assert (tmp_path / "xdg" / "deckcheck" / "collection.db").exists()
    with s.read() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


WRITER = textwrap.dedent("""
    import sys
    from deckcheck.collection.store import Change, open_store
    s = open_store(sys.argv[1])
    for _ in range(200):
        s.apply([Change("HoA", "1", "normal", "Boris Brightbeard", 1)], "add")
""")


def test_concurrent_writers_lose_no_update(url):
    open_store(url).ensure_schema()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, url], stderr=subprocess.PIPE) for _ in range(2)]
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err.decode()
    s = open_store(url)
    assert qty(s, "HoA", "1") == 400
    assert len(s.history(limit=0)) == 400
