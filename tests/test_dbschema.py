"""The one schema mechanism (deckcheck.dbschema) of the collection and the desk: one version table,
one row per component, ordered steps in one transaction; servers starting at once on a new
PostgreSQL database take turns; a desk made before it (v1, its own version table) is migrated."""
from __future__ import annotations

import threading

import pytest
import sqlalchemy as sa
from desk_server import PG_URL, backends, desk_db, pg_schema  # noqa: F401

from deckcheck.dbschema import VERSIONS


def versions(url: str) -> dict[int, int]:
    eng = sa.create_engine(url)
    with eng.connect() as conn:
        found = dict(conn.execute(sa.select(VERSIONS.c.id, VERSIONS.c.version)).all())
    eng.dispose()
    return found


@pytest.mark.skipif(not PG_URL, reason="DECKCHECK_TEST_PG_URL not set")
def test_servers_starting_at_once_on_a_new_postgresql_database_take_turns():
    from deckcheck.collection.store import Store
    from deckcheck.desk.store import DeskStore
    with pg_schema() as url:
        n = 6
        go = threading.Barrier(n)
        failed: list = []

        def start(i: int) -> None:
            store = DeskStore(url) if i % 2 else Store(url)
            try:
                go.wait()
                store.ensure_schema()
            except Exception as exc:             # noqa: BLE001  (what a starting server would print)
                failed.append(f"{type(exc).__name__}: {exc}")
            finally:
                store.close()
        threads = [threading.Thread(target=start, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert failed == []
        assert versions(url) == {1: 3, 2: 2}


# the desk's v1 tables as shipped (its version in a table of its own), frozen for the migration test
V1 = sa.MetaData()
sa.Table("desk_events", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("slug", sa.String(64), nullable=False, unique=True), sa.Column("name", sa.String(200), nullable=False),
         sa.Column("date", sa.String(32), nullable=False), sa.Column("fmt", sa.String(32), nullable=False),
         sa.Column("pool", sa.Text), sa.Column("deadline", sa.String(32), nullable=False),
         sa.Column("created", sa.String(32), nullable=False))
sa.Table("desk_registrations", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("event", sa.Integer, sa.ForeignKey("desk_events.id"), nullable=False),
         sa.Column("player_id", sa.String(100), nullable=False), sa.Column("player_name", sa.String(200), nullable=False),
         sa.Column("secret", sa.String(64), nullable=False, unique=True), sa.Column("created", sa.String(32), nullable=False),
         sa.UniqueConstraint("event", "player_id", name="uq_desk_registrations_player"))
sa.Table("desk_submissions", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("registration", sa.Integer, sa.ForeignKey("desk_registrations.id"), nullable=False, index=True),
         sa.Column("ts", sa.String(32), nullable=False), sa.Column("text", sa.Text, nullable=False),
         sa.Column("status", sa.String(16), nullable=False), sa.Column("errors", sa.Integer, nullable=False),
         sa.Column("warnings", sa.Integer, nullable=False), sa.Column("result", sa.Text, nullable=False))
sa.Table("desk_schema_version", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("version", sa.Integer, nullable=False))


@pytest.mark.parametrize("kind", backends())
def test_a_v1_desk_is_migrated_and_keeps_its_registrations(kind, desk_db):
    from deckcheck.desk.store import DeskStore
    eng = sa.create_engine(desk_db)
    with eng.begin() as conn:
        V1.create_all(conn)
        conn.exec_driver_sql("INSERT INTO desk_schema_version (id, version) VALUES (1, 1)")
        conn.exec_driver_sql("INSERT INTO desk_events (slug, name, date, fmt, deadline, created) VALUES "
                             "('cup-1', 'Cup', '2026-12-04', 'constructed', '2099-01-01T00:00:00+00:00', 'x')")
        conn.exec_driver_sql("INSERT INTO desk_registrations (event, player_id, player_name, secret, created) "
                             "VALUES (1, '7', 'Ann', 'the-old-secret', 'x')")
        conn.exec_driver_sql("INSERT INTO desk_submissions (registration, ts, text, status, errors, warnings, result) "
                             "VALUES (1, '2026-01-01T00:00:00+00:00', 'Hero: X', 'illegal', 1, 0, '{\"error\": \"x\"}')")
    eng.dispose()
    store = DeskStore(desk_db)
    reg = store.registration("the-old-secret")
    assert reg["player_name"] == "Ann" and [s["status"] for s in reg["submissions"]] == ["illegal"]
    key = "k" * 20
    new = store.submit("cup-1", player_id="7", player_name="Ann", text="Hero: Y", status="legal",
                       result={"errors": 0}, secret="the-old-secret", key=key)
    assert store.submit("cup-1", player_id="7", player_name="Ann", text="Hero: Y", status="legal",
                        result={"errors": 0}, key=key)["submission"] == new["submission"]
    store.close()
    assert versions(desk_db) == {2: 2}
    eng = sa.create_engine(desk_db)
    assert "desk_schema_version" not in sa.inspect(eng).get_table_names()
    eng.dispose()
