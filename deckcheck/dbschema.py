"""Schema versions of the components that keep tables in one database: ordered, numbered
migrations, one version table, each run in one transaction.

`schema_version` holds one row per component: its key (1: the collection, 2: the registration
desk) and the version its tables are at. A component brings its tables to its current version
with `migrate(conn, key=..., version=..., create=..., steps=...)` inside one write transaction:
with no row yet, `create(conn)` makes its tables at the current version; otherwise `steps[v](conn)`
takes them from v to v + 1, in order, until the current version. The version is recorded in the
same transaction, so a failed step changes nothing.

Two processes starting at once on a new database take turns: on PostgreSQL `migrate` first takes a
transaction-scoped advisory lock (the second process waits, then finds the work done); on SQLite
every write transaction starts with BEGIN IMMEDIATE, which does the same. `is_current` is the cheap
check a component makes first: one query, no reflection, no write.
"""
from __future__ import annotations

from typing import Callable, Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from deckcheck.errors import InputError

VERSIONS = sa.Table(
    "schema_version", sa.MetaData(),
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),   # the component's key
    sa.Column("version", sa.Integer, nullable=False))

#: the advisory lock every migration on PostgreSQL takes (an arbitrary constant: "deckchk")
LOCK = 0x6465636B63686B

Step = Callable[[Connection], None]


def is_current(conn: Connection, key: int, version: int) -> bool:
    """Does `schema_version` record `version` for component `key`? One query; False for anything
    else (no such table, another version, a damaged row). On PostgreSQL a failed query leaves the
    transaction aborted: the caller ends it (and `migrate` then says what is wrong, in a new one)."""
    try:
        found = conn.execute(sa.select(VERSIONS.c.version).where(VERSIONS.c.id == key)).scalar()
    except sa.exc.DBAPIError:
        return False
    return type(found) is int and found == version


def stored_version(conn: Connection, key: int, version: int, what: str, where: str) -> int | None:
    """The version recorded for component `key` (None when it has none yet), read without writing.
    A damaged entry (not a whole number from 1 up) or one newer than `version` is an InputError."""
    if not sa.inspect(conn).has_table(VERSIONS.name):
        return None
    found = conn.execute(sa.select(VERSIONS.c.version).where(VERSIONS.c.id == key)).scalar()
    if found is None:
        return None
    if type(found) is not int or found < 1:
        raise InputError(f"schema_version is damaged: {what} version {found!r} (expected 1-{version}); "
                         "restore a backup of this database", path=where, field="--db")
    if found > version:
        raise InputError(f"{what} database {where} has schema v{found}, newer than this deckcheck knows "
                         f"(v{version}); upgrade deckcheck", field="--db")
    return found


def migrate(conn: Connection, *, key: int, version: int, create: Step, steps: Mapping[int, Step],
            what: str, where: str) -> int | None:
    """Bring component `key`'s tables to `version`, inside the open write transaction `conn`.
    Returns the version found (None: the tables were created). A damaged or newer version is an
    InputError (see `stored_version`)."""
    if conn.dialect.name == "postgresql":
        conn.execute(sa.select(sa.func.pg_advisory_xact_lock(LOCK)))
    VERSIONS.create(conn, checkfirst=True)
    found = stored_version(conn, key, version, what, where)
    if found is None:
        create(conn)
        conn.execute(VERSIONS.insert().values(id=key, version=version))
        return None
    v = found
    while v < version:
        steps[v](conn)
        v += 1
    if v != found:
        conn.execute(VERSIONS.update().where(VERSIONS.c.id == key).values(version=v))
    return found
