"""The collection store: an engine from a URL, migrations, and every change as one transaction.

`open_store(url)` gives a `Store` on any SQLAlchemy URL; the default is SQLite in the user's data
folder (`$XDG_DATA_HOME/deckcheck/collection.db`, else `~/.local/share/deckcheck/collection.db`),
created on first use, in WAL mode with a busy timeout. PostgreSQL (`postgresql+psycopg://...`)
serves a collection that many users share.

Concurrency: holdings change only through `UPDATE ... SET qty = qty + :d` (with `qty + :d >= 0`
for removals) or `INSERT ... ON CONFLICT DO UPDATE SET qty = qty + excluded.qty`, so two writers
never lose each other's update; on SQLite every write transaction starts with `BEGIN IMMEDIATE`.
Each public method that writes is one transaction: it all happens, or nothing does (a crash or
Ctrl-C in the middle rolls back). A transaction touches holdings in one fixed order (by key), so two
writers never deadlock on each other; should PostgreSQL still report a serialization failure or a
deadlock, the whole transaction is retried a few times before a one-line error.

Reads never write: a read-only database (a `?mode=ro` SQLite URI, a read-only PostgreSQL role) can
be listed; only a database that is new or at an older schema is written to on first use. A database
that holds tables but none of ours is refused (`--init` adds our tables to it). Every text is
checked against its column's length before it is written, the same on every backend.

Schema versions: `deckcheck.dbschema` is the one mechanism, for the collection (key 1 in
`schema_version`) and the registration desk (key 2), which keep their tables in the same database.
"""
from __future__ import annotations

import os
import random
import re
import time
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping, TypeVar

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

from deckcheck.collection import FINISHES
from deckcheck.collection.models import SCHEMA_VERSION, Batch, DeckCard, History, Holding, SavedDeck
from deckcheck.dbschema import VERSIONS as V, is_current, migrate, stored_version
from deckcheck.errors import InputError
from deckcheck.paths import default_db_url as default_url, user_data_dir as data_dir
from sqlmodel import SQLModel

H = Holding.__table__
B = Batch.__table__
HIST = History.__table__
D = SavedDeck.__table__
DC = DeckCard.__table__
#: This component's row in `schema_version` (other components pick their own key).
COLLECTION_KEY = 1
#: How often a write transaction is tried when PostgreSQL reports a serialization failure or deadlock.
TRIES = 5
_RETRY_STATES = ("40001", "40P01")       # serialization_failure, deadlock_detected
_REFUSED_STATES = ("25006", "42501")     # read_only_sql_transaction, insufficient_privilege
T = TypeVar("T")


def _now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True, slots=True)
class Change:
    """One change to one holding: `delta` copies of set #number in `finish`, `condition` and
    `language` (card `name`); `price_cents` (per copy), when given, is kept on the holding."""
    set: str
    number: str
    finish: str
    name: str
    delta: int
    condition: str = "NM"
    language: str = "en"
    price_cents: int | None = None

    @property
    def key(self) -> tuple[str, str, str, str, str, str]:
        return (self.set, self.number, self.finish, self.condition, self.language, self.name)


@dataclass(slots=True)
class BatchResult:
    batch: int
    action: str
    changes: list[Change]

    @property
    def total(self) -> int:
        return sum(c.delta for c in self.changes)


def merge(changes: Iterable[Change]) -> list[Change]:
    """Changes to the same holding summed (first-seen order kept); zero sums dropped."""
    out: dict[tuple, Change] = {}
    for c in changes:
        prev = out.get(c.key)
        out[c.key] = c if prev is None else Change(c.set, c.number, c.finish, prev.name, prev.delta + c.delta,
                                                   c.condition, c.language,
                                                   c.price_cents if c.price_cents is not None else prev.price_cents)
    return [c for c in out.values() if c.delta]


def describe(c: Change) -> str:
    """'HoA #12, foil' (condition and language only when not NM/English)."""
    extra = "".join(f", {x}" for x, default in ((c.condition, "NM"), (c.language, "en")) if x != default)
    return f"{c.set} #{c.number}, {c.finish}{extra}"


def undo_reason(batch: int, action: str, reason: str | None) -> str:
    """The reason an undo batch records, cut to fit the column (so an undo never fails on length)."""
    head, tail = f"undo of batch {batch} ({action}", ")"
    room = B.c.reason.type.length - len(head) - len(tail) - 2
    return head + (f": {shorten(reason, room)}" if reason else "") + tail


def fit(table: sa.Table, row: Mapping, labels: Mapping[str, str] | None = None) -> None:
    """Raise InputError when a text in `row` is longer than its column in `table` allows.

    PostgreSQL enforces VARCHAR(n) and SQLite does not: checking first makes both say the same
    thing, one line naming the field (`labels` maps a column to what the user typed, e.g. --reason)."""
    for col, value in row.items():
        n = getattr(table.c[col].type, "length", None) if col in table.c else None
        if n and isinstance(value, str) and len(value) > n:
            label = (labels or {}).get(col, col)
            shown = value if len(value) <= 40 else value[:37] + "..."
            raise InputError(f"{len(value)} characters ({shown!r}); the collection keeps at most {n}",
                             field=label)


def shorten(text: str, room: int) -> str:
    """`text` cut to `room` characters, the cut marked with '...' in the middle (paths stay readable)."""
    if len(text) <= room:
        return text
    keep = max(room - 3, 0)
    return text[: keep // 2] + "..." + text[len(text) - (keep - keep // 2):] if keep else text[:room]


# --- the v1 schema, frozen, for the migration path (v1 had no batches and no saved decks) --------
V1 = sa.MetaData()
sa.Table("holdings", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("set", sa.String(16), nullable=False), sa.Column("number", sa.String(16), nullable=False),
         sa.Column("finish", sa.String(16), nullable=False), sa.Column("qty", sa.Integer, nullable=False),
         sa.Column("name", sa.String(200), nullable=False),
         sa.UniqueConstraint("set", "number", "finish", "name", name="uq_holdings_print_finish"),
         sa.Index("ix_holdings_name", "name"))
sa.Table("history", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("ts", sa.DateTime(timezone=True), nullable=False),
         sa.Column("action", sa.String(16), nullable=False), sa.Column("set", sa.String(16), nullable=False),
         sa.Column("number", sa.String(16), nullable=False), sa.Column("finish", sa.String(16), nullable=False),
         sa.Column("name", sa.String(200), nullable=False), sa.Column("delta", sa.Integer, nullable=False),
         sa.Column("reason", sa.String(500)), sa.Column("batch", sa.Integer, nullable=False),
         sa.Index("ix_history_batch", "batch"))
sa.Table("schema_version", V1, sa.Column("id", sa.Integer, primary_key=True),
         sa.Column("version", sa.Integer, nullable=False))


def create_v1(conn: Connection) -> None:
    """The v1 schema as it was shipped (used by the migration test)."""
    V1.create_all(conn)
    conn.execute(V.insert().values(id=1, version=1))


def _v1_to_v2(conn: Connection) -> None:
    """v2 adds `batches` (backfilled from history's batch ids), `decks` and `deck_cards`."""
    for table in (B, D, DC):
        table.create(conn, checkfirst=True)
    rows = conn.execute(sa.select(HIST.c.batch, sa.func.min(HIST.c.ts), sa.func.min(HIST.c.action),
                                  sa.func.min(HIST.c.reason)).group_by(HIST.c.batch)).all()
    if rows:
        conn.execute(B.insert(), [{"id": b, "ts": ts, "action": a, "reason": r} for b, ts, a, r in rows])
        if conn.dialect.name == "postgresql":
            conn.exec_driver_sql("SELECT setval(pg_get_serial_sequence('batches', 'id'), "
                                 "(SELECT MAX(id) FROM batches))")


def _v2_to_v3(conn: Connection) -> None:
    """v3 gives each holding a condition, a language and a purchase price; history records the
    condition and language of each change. Holdings are rebuilt (their unique key changes)."""
    for col, n, default in (("condition", 4, "NM"), ("language", 8, "en")):
        conn.execute(sa.text(f"ALTER TABLE history ADD COLUMN {col} VARCHAR({n}) NOT NULL DEFAULT '{default}'"))
    conn.execute(sa.text("DROP INDEX ix_holdings_name"))
    conn.execute(sa.text("ALTER TABLE holdings RENAME TO holdings_v2"))
    H.create(conn)
    conn.execute(sa.text('INSERT INTO holdings (id, "set", number, finish, qty, name) '
                         'SELECT id, "set", number, finish, qty, name FROM holdings_v2'))
    conn.execute(sa.text("DROP TABLE holdings_v2"))
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql("SELECT setval(pg_get_serial_sequence('holdings', 'id'), "
                             "COALESCE((SELECT MAX(id) FROM holdings), 0) + 1, false)")


def create_v2(conn: Connection) -> None:
    """The v2 schema as it was shipped (used by the migration test): v1 plus its step to v2."""
    create_v1(conn)
    _v1_to_v2(conn)
    conn.execute(V.update().where(V.c.id == COLLECTION_KEY).values(version=2))


#: version -> the step that brings a database at that version to the next one.
MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3}


def _create(conn: Connection) -> None:
    SQLModel.metadata.create_all(conn, tables=[H, B, HIST, D, DC])


_EMPTY: Engine | None = None


def _empty_collection() -> Engine:
    """An empty collection at the current schema, in memory: what a database not yet made holds."""
    global _EMPTY
    if _EMPTY is None:
        from sqlalchemy.pool import StaticPool
        engine = sa.create_engine("sqlite://", poolclass=StaticPool, connect_args={"check_same_thread": False})
        with engine.begin() as conn:
            migrate(conn, key=COLLECTION_KEY, version=SCHEMA_VERSION, create=_create, steps=MIGRATIONS,
                    what="collection", where=":memory:")
        _EMPTY = engine
    return _EMPTY


class _NotCurrent(Exception):
    """The one-query schema check found no current collection version (see `Store._current`)."""


class _Conflict(Exception):
    """PostgreSQL aborted a write transaction (serialization failure, deadlock): try it again."""


class Store:
    def __init__(self, url: str | None = None, *, init: bool = False):
        if url is None and not os.environ.get("DECKCHECK_DB"):
            data_dir().mkdir(parents=True, exist_ok=True)      # created on first use
        self.url = url or default_url()
        self.engine = _make_engine(self.url)
        self.where = _where(self.engine.url)
        self.dialect = self.engine.dialect.name
        self.init = init            # add our tables even to a database that holds others
        self._ready = False

    def __repr__(self) -> str:
        return f"Store({self.display_url!r})"

    @property
    def display_url(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    def close(self) -> None:
        self.engine.dispose()

    # --- transactions -----------------------------------------------------------------------
    @contextmanager
    def _tx(self, write: bool) -> Iterator[Connection]:
        try:
            with self.engine.connect() as conn:
                if self.dialect == "sqlite":
                    conn = conn.execution_options(sqlite_begin="IMMEDIATE" if write else "DEFERRED")
                with conn.begin():
                    yield conn
        except sa.exc.OperationalError as exc:
            if write and getattr(exc.orig, "sqlstate", None) in _RETRY_STATES:
                raise _Conflict(_short(exc)) from None
            raise InputError(f"collection database {self.display_url}: {_short(exc)}") from None
        except sa.exc.DatabaseError as exc:
            if getattr(exc.orig, "sqlstate", None) in _REFUSED_STATES:     # read-only, no privilege
                raise InputError(f"collection database {self.display_url}: {_short(exc)}") from None
            if not _not_a_db(exc):
                raise
            raise not_a_collection(self.where, exc) from None

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """One write transaction (BEGIN IMMEDIATE on SQLite); commits at the end or rolls back.
        Not retried: callers that can be re-run use `transact`."""
        self.ensure_schema()
        with self._tx(True) as conn:
            yield conn

    def transact(self, work: Callable[[Connection], T]) -> T:
        """`work(conn)` in one write transaction, retried (up to TRIES times, with a short random
        pause) when PostgreSQL aborts it for a serialization failure or a deadlock."""
        self.ensure_schema()
        for attempt in range(1, TRIES + 1):
            try:
                with self._tx(True) as conn:
                    return work(conn)
            except _Conflict as exc:
                if attempt == TRIES:
                    raise InputError(f"collection database {self.display_url}: other writers kept conflicting "
                                     f"with this change ({exc}); gave up after {TRIES} tries, nothing changed; "
                                     "run it again") from None
                time.sleep(random.uniform(0.01, 0.05) * attempt)
        raise AssertionError("unreachable")

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """One read transaction. A SQLite file that is not there yet is an empty collection: it is
        read as one, and not created (a read never writes; a mistyped path makes no file)."""
        if self._absent():
            with _empty_collection().connect() as conn:
                yield conn
            return
        self.ensure_schema()
        with self._tx(False) as conn:
            yield conn

    def _absent(self) -> bool:
        url = self.engine.url
        if self.dialect != "sqlite" or not url.database or url.database == ":memory:" or url.database.startswith("file:"):
            return False
        return not os.path.exists(os.path.expanduser(url.database))

    # --- schema ------------------------------------------------------------------------------
    def version(self, conn: Connection) -> int | None:
        return stored_version(conn, COLLECTION_KEY, SCHEMA_VERSION, "collection", self.where)

    def _found(self, conn: Connection) -> int | None:
        """The collection's schema version, read without writing; refuses a database that holds
        other tables and no deckcheck schema (unless `init`), and damaged or newer versions."""
        tables = set(sa.inspect(conn).get_table_names())
        if "schema_version" not in tables:
            # another deckcheck component's tables (the desk's, with its desk_schema_version) are not foreign
            ours = any(t.endswith("schema_version") for t in tables)
            if tables and not ours and not self.init:
                listed = ", ".join(sorted(tables)[:5]) + (", ..." if len(tables) > 5 else "")
                raise InputError(f"not a deckcheck collection database (it holds other tables: {listed}); "
                                 "pass --init to add the collection's tables to it", path=self.where, field="--db")
            return None
        v = self.version(conn)
        if v is None and "holdings" in tables:
            raise InputError("schema_version is damaged: no collection version recorded; restore a backup "
                             "of this database", path=self.where, field="--db")
        return v

    def _current(self, conn: Connection) -> bool:
        """One cheap query, no reflection (`dbschema.is_current`); anything but the current version
        leaves the transaction (rolled back) and the full check (`_found`) says which, in a new one."""
        if not is_current(conn, COLLECTION_KEY, SCHEMA_VERSION):
            raise _NotCurrent
        return True

    def ensure_schema(self) -> int:
        """Check the schema without writing (one query when it is current); create it on first use,
        or migrate an older one, in one write transaction (only then)."""
        if self._ready:
            return SCHEMA_VERSION
        try:
            try:
                with self._tx(False) as conn:
                    current = self._current(conn)
            except _NotCurrent:
                with self._tx(False) as conn:
                    current = self._found(conn) == SCHEMA_VERSION
        except sa.exc.DatabaseError as exc:    # e.g. SQLite: "file is not a database"
            raise not_a_collection(self.where, exc) from None
        for attempt in (1, 2):
            if current:
                break
            try:
                with self._tx(True) as conn:
                    if self._found(conn) != SCHEMA_VERSION:
                        migrate(conn, key=COLLECTION_KEY, version=SCHEMA_VERSION, create=_create, steps=MIGRATIONS,
                                what="collection", where=self.where)
                break
            except (sa.exc.IntegrityError, sa.exc.ProgrammingError, _Conflict) as exc:
                if attempt == 2:   # another process created it at the same moment: look again
                    raise not_a_collection(self.where, exc if not isinstance(exc, _Conflict) else str(exc)) from None
            except sa.exc.DatabaseError as exc:    # e.g. SQLite: "file is not a database"
                raise not_a_collection(self.where, exc) from None
        self._ready = True
        return SCHEMA_VERSION

    # --- writes ------------------------------------------------------------------------------
    def apply(self, changes: Iterable[Change], action: str, reason: str | None = None) -> BatchResult:
        """Apply `changes` as one batch, in one transaction. A removal below zero changes nothing."""
        changes = merge(changes)
        if not changes:
            raise InputError("nothing to change")
        self._check(changes, reason)
        batch = self.transact(lambda conn: self._apply(conn, changes, action, reason))
        return BatchResult(batch, action, changes)

    @staticmethod
    def _check(changes: list[Change], reason: str | None) -> None:
        from deckcheck.collection import CONDITIONS, LANGUAGES
        fit(B, {"reason": reason}, {"reason": "--reason"})
        for c in changes:
            if c.finish not in FINISHES:
                raise InputError(f"unknown finish {c.finish!r}; one of {', '.join(FINISHES)}", field="finish")
            if c.condition not in CONDITIONS:
                raise InputError(f"unknown condition {c.condition!r}; one of {', '.join(CONDITIONS)}",
                                 field="condition")
            if c.language not in LANGUAGES:
                raise InputError(f"unknown language {c.language!r}; one of {', '.join(LANGUAGES)}", field="language")
            fit(H, {"set": c.set, "number": c.number, "name": c.name})

    def _apply(self, conn: Connection, changes: list[Change], action: str, reason: str | None) -> int:
        now = _now()
        batch = conn.execute(B.insert().values(ts=now, action=action, reason=reason).returning(B.c.id)).scalar_one()
        short = []
        upd = (H.update().where(H.c.set == sa.bindparam("k_set"), H.c.number == sa.bindparam("k_number"),
                                H.c.finish == sa.bindparam("k_finish"), H.c.condition == sa.bindparam("k_cond"),
                                H.c.language == sa.bindparam("k_lang"), H.c.name == sa.bindparam("k_name"),
                                H.c.qty + sa.bindparam("d") >= 0)
               .values(qty=H.c.qty + sa.bindparam("d")))
        # One fixed order (by key) for every writer: two transactions never wait on each other in a circle.
        ordered = sorted(changes, key=lambda c: c.key)
        run: list[Change] = []
        for c in ordered + [None]:
            if c is not None and c.delta > 0:
                run.append(c)
                continue
            if run:
                self._upsert(conn, run)
                run = []
            if c is None:
                break
            res = conn.execute(upd, {"k_set": c.set, "k_number": c.number, "k_finish": c.finish, "k_cond": c.condition,
                                     "k_lang": c.language, "k_name": c.name, "d": c.delta})
            if res.rowcount != 1:
                have = conn.execute(sa.select(H.c.qty).where(
                    H.c.set == c.set, H.c.number == c.number, H.c.finish == c.finish, H.c.condition == c.condition,
                    H.c.language == c.language, H.c.name == c.name)).scalar() or 0
                short.append(f"cannot remove {-c.delta} {c.name} ({describe(c)}): only {have} owned")
        if short:
            raise InputError("; ".join(short) + "; nothing changed")
        conn.execute(HIST.insert(), [{"ts": now, "action": action, "set": c.set, "number": c.number,
                                      "finish": c.finish, "condition": c.condition, "language": c.language,
                                      "name": c.name, "delta": c.delta, "reason": reason, "batch": batch}
                                     for c in changes])
        return batch

    def _upsert(self, conn: Connection, adds: list[Change]) -> None:
        rows = [{"set": c.set, "number": c.number, "finish": c.finish, "condition": c.condition,
                 "language": c.language, "qty": c.delta, "name": c.name, "price_cents": c.price_cents}
                for c in adds]
        if self.dialect in ("sqlite", "postgresql"):
            if self.dialect == "sqlite":
                from sqlalchemy.dialects.sqlite import insert
            else:
                from sqlalchemy.dialects.postgresql import insert
            stmt = insert(H)
            stmt = stmt.on_conflict_do_update(
                index_elements=[H.c.set, H.c.number, H.c.finish, H.c.condition, H.c.language, H.c.name],
                set_={"qty": H.c.qty + stmt.excluded.qty,
                      "price_cents": sa.func.coalesce(stmt.excluded.price_cents, H.c.price_cents)})
            conn.execute(stmt, rows)
            return
        # Other databases: UPDATE first, INSERT when absent, and on a lost race UPDATE again.
        upd = (H.update().where(H.c.set == sa.bindparam("k_set"), H.c.number == sa.bindparam("k_number"),
                                H.c.finish == sa.bindparam("k_finish"), H.c.condition == sa.bindparam("k_cond"),
                                H.c.language == sa.bindparam("k_lang"), H.c.name == sa.bindparam("k_name"))
               .values(qty=H.c.qty + sa.bindparam("d"),
                       price_cents=sa.func.coalesce(sa.bindparam("p", type_=sa.Integer), H.c.price_cents)))
        for r in rows:
            p = {"k_set": r["set"], "k_number": r["number"], "k_finish": r["finish"], "k_cond": r["condition"],
                 "k_lang": r["language"], "k_name": r["name"], "d": r["qty"], "p": r["price_cents"]}
            if conn.execute(upd, p).rowcount == 1:
                continue
            try:
                with conn.begin_nested():
                    conn.execute(H.insert().values(**r))
            except sa.exc.IntegrityError:
                conn.execute(upd, p)

    def undo(self) -> tuple[BatchResult, dict]:
        """Reverse the latest batch not yet undone (undos themselves are not undone)."""
        return self.transact(self._undo)

    def _undo(self, conn: Connection) -> tuple[BatchResult, dict]:
        row = conn.execute(sa.select(B).where(B.c.undone_by.is_(None), B.c.action != "undo")
                           .order_by(B.c.id.desc()).limit(1).with_for_update()).mappings().first()
        if row is None:
            raise InputError("nothing to undo")
        hist = conn.execute(sa.select(HIST).where(HIST.c.batch == row["id"]).order_by(HIST.c.id)).mappings().all()
        changes = merge(Change(h["set"], h["number"], h["finish"], h["name"], -h["delta"], h["condition"],
                               h["language"]) for h in hist)
        reason = undo_reason(row["id"], row["action"], row["reason"])
        if changes:
            new = self._apply(conn, changes, "undo", reason)
        else:
            new = conn.execute(B.insert().values(ts=_now(), action="undo", reason=reason).returning(B.c.id)).scalar_one()
        res = conn.execute(B.update().where(B.c.id == row["id"], B.c.undone_by.is_(None)).values(undone_by=new))
        if res.rowcount != 1:
            raise InputError(f"batch {row['id']} was undone by someone else just now; nothing changed")
        return BatchResult(new, "undo", changes), dict(row)

    # --- reads -------------------------------------------------------------------------------
    def holdings(self, *, names: Iterable[str] | None = None, set_code: str | None = None,
                 finish: str | None = None, include_zero: bool = False) -> list[dict]:
        q = sa.select(H.c.set, H.c.number, H.c.finish, H.c.condition, H.c.language, H.c.qty, H.c.name,
                      H.c.price_cents)
        if not include_zero:
            q = q.where(H.c.qty > 0)
        if names is not None:
            q = q.where(H.c.name.in_(sorted(set(names))))
        if set_code:
            q = q.where(H.c.set == set_code)
        if finish:
            q = q.where(H.c.finish == finish)
        q = q.order_by(H.c.name, H.c.set, H.c.number, H.c.finish, H.c.condition, H.c.language)
        with self.read() as conn:
            return [dict(r) for r in conn.execute(q).mappings()]

    def owned_by_name(self, names: Iterable[str] | None = None) -> dict[str, int]:
        q = sa.select(H.c.name, sa.func.sum(H.c.qty)).where(H.c.qty > 0).group_by(H.c.name)
        if names is not None:
            q = q.where(H.c.name.in_(sorted(set(names))))
        with self.read() as conn:
            return {n: int(q_) for n, q_ in conn.execute(q)}

    def history(self, limit: int = 50, batch: int | None = None) -> list[dict]:
        q = (sa.select(HIST.c.id, HIST.c.ts, HIST.c.action, HIST.c.set, HIST.c.number, HIST.c.finish,
                       HIST.c.condition, HIST.c.language, HIST.c.name, HIST.c.delta, HIST.c.reason, HIST.c.batch, B.c.undone_by)
             .select_from(HIST.outerjoin(B, B.c.id == HIST.c.batch)).order_by(HIST.c.id.desc()))
        if batch is not None:
            q = q.where(HIST.c.batch == batch)
        if limit > 0:
            q = q.limit(limit)
        with self.read() as conn:
            return [dict(r) for r in conn.execute(q).mappings()]

    # --- saved decks -------------------------------------------------------------------------
    def save_deck(self, name: str, *, source: str, fmt: str, text: str, hero: str | None,
                  cards: list[tuple[str, str, int]], replace: bool = False) -> int:
        """Save (or with `replace`, overwrite) a deck: `cards` are (section, name, qty)."""
        fit(D, {"name": name, "source": source, "fmt": fmt, "hero": hero}, {"name": "NAME", "source": "FILE"})
        for _, card, _ in cards:
            fit(DC, {"name": card}, {"name": "card name"})
        merged: dict[tuple[str, str], int] = {}
        for section, card, qty in cards:
            merged[(section, card)] = merged.get((section, card), 0) + qty

        def work(conn: Connection) -> int:
            old = conn.execute(sa.select(D.c.id).where(D.c.name == name).with_for_update()).scalar()
            if old is not None:
                if not replace:
                    raise InputError(f"a saved deck is already called {name!r} (use --replace)", field="NAME")
                conn.execute(DC.delete().where(DC.c.deck == old))
                conn.execute(D.delete().where(D.c.id == old))
            deck_id = conn.execute(D.insert().values(name=name, source=source, fmt=fmt, text=text, hero=hero,
                                                     saved=_now()).returning(D.c.id)).scalar_one()
            if merged:
                conn.execute(DC.insert(), [{"deck": deck_id, "section": s_, "name": n, "qty": q}
                                           for (s_, n), q in merged.items()])
            return deck_id
        return self.transact(work)

    def decks(self) -> list[dict]:
        counts = (sa.select(DC.c.deck, sa.func.sum(DC.c.qty).label("cards")).where(DC.c.section != "hero")
                  .group_by(DC.c.deck).subquery())
        q = (sa.select(D.c.id, D.c.name, D.c.source, D.c.fmt, D.c.hero, D.c.saved,
                       sa.func.coalesce(counts.c.cards, 0).label("cards"))
             .select_from(D.outerjoin(counts, counts.c.deck == D.c.id)).order_by(D.c.name))
        with self.read() as conn:
            return [dict(r) for r in conn.execute(q).mappings()]

    def deck(self, name: str) -> dict | None:
        with self.read() as conn:
            row = conn.execute(sa.select(D).where(D.c.name == name)).mappings().first()
            if row is None:
                return None
            cards = conn.execute(sa.select(DC.c.section, DC.c.name, DC.c.qty).where(DC.c.deck == row["id"])).all()
        return {**dict(row), "cards": [tuple(c) for c in cards]}

    def remove_deck(self, name: str) -> None:
        def work(conn: Connection) -> None:
            deck_id = conn.execute(sa.select(D.c.id).where(D.c.name == name).with_for_update()).scalar()
            if deck_id is None:
                raise InputError(f"no saved deck called {name!r}", field="NAME")
            conn.execute(DC.delete().where(DC.c.deck == deck_id))
            conn.execute(D.delete().where(D.c.id == deck_id))
        self.transact(work)

    def committed(self, names: Iterable[str] | None = None, exclude: Iterable[str] = ()) -> dict[str, list[tuple[str, int]]]:
        """Card name -> [(saved deck, qty)] for every saved deck but those named in `exclude`."""
        q = (sa.select(DC.c.name, D.c.name.label("deck"), sa.func.sum(DC.c.qty))
             .select_from(DC.join(D, D.c.id == DC.c.deck)).group_by(DC.c.name, D.c.name)
             .order_by(D.c.name))
        exclude = list(exclude)
        if exclude:
            q = q.where(D.c.name.not_in(exclude))
        if names is not None:
            q = q.where(DC.c.name.in_(sorted(set(names))))
        out: dict[str, list[tuple[str, int]]] = {}
        with self.read() as conn:
            for card, deck, qty in conn.execute(q):
                out.setdefault(card, []).append((deck, int(qty)))
        return out


def _not_a_db(exc: Exception) -> bool:
    """A DatabaseError that means the file or server holds no usable database (SQLite's
    "file is not a database", "file is encrypted", a corrupt image), as opposed to an integrity
    or programming error in a working one."""
    if type(exc) is sa.exc.DatabaseError:
        return True
    msg = str(getattr(exc, "orig", exc)).lower()
    return any(m in msg for m in ("not a database", "malformed", "encrypted"))


def not_a_collection(where: str, exc: Exception | str) -> InputError:
    why = exc if isinstance(exc, str) else _short(exc)
    return InputError(f"not a deckcheck collection database ({why})", path=where, field="--db")


_SECRET = re.compile(r"(://[^:/@?#]*:)[^@/?#]*@")


def redact(url: str) -> str:
    """`url` with any password replaced by ***."""
    return _SECRET.sub(r"\1***@", url)


def _where(url) -> str:
    """What to call a database in a message: a SQLite file's path, else the URL without password."""
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        return url.database
    return url.render_as_string(hide_password=True)


def _short(exc: Exception) -> str:
    msg = str(getattr(exc, "orig", exc)).strip().splitlines()
    return msg[0] if msg else type(exc).__name__


def _make_engine(url: str) -> Engine:
    try:
        parsed = sa.engine.make_url(url)
    except (sa.exc.ArgumentError, ValueError):
        raise InputError(f"not a database URL: {redact(url)!r} (e.g. sqlite:///path/collection.db or "
                         "postgresql+psycopg://user:pass@host/db)", field="--db") from None
    backend = parsed.get_backend_name()
    kwargs: dict = {}
    if backend == "sqlite":
        path = parsed.database
        if not path or path == ":memory:":      # every command is its own process: it would keep nothing
            raise InputError(f"{redact(url)!r} is a database in memory, gone when the command ends; name a file, "
                             "e.g. sqlite:///collection.db", field="--db")
        if "mode" in parsed.query and "uri" not in parsed.query:   # (SQLite would ignore it and write)
            raise InputError(f"{redact(url)!r}: ?mode= works only in SQLite's URI form, e.g. "
                             f"sqlite:///file:{path}?mode=ro&uri=true", field="--db")
        if not path.startswith("file:"):
            p = Path(path).expanduser()
            if not p.parent.is_dir():
                raise InputError(f"folder {str(p.parent)!r} does not exist", field="--db")
        kwargs["connect_args"] = {"timeout": 30}
    elif backend == "postgresql":
        kwargs["pool_pre_ping"] = False
    try:
        engine = sa.create_engine(url, **kwargs)
    except (ImportError, ModuleNotFoundError) as exc:
        hint = " (pip install 'psycopg[binary]')" if backend == "postgresql" else ""
        raise InputError(f"no database driver for {parsed.drivername}: {exc}{hint}", field="--db") from None
    except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError, ValueError, TypeError) as exc:
        raise InputError(f"cannot use database URL: {redact(str(exc))}", path=_where(parsed), field="--db") from None
    if backend == "sqlite":
        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_conn, _record):
            import sqlite3
            dbapi_conn.isolation_level = None          # we issue BEGIN ourselves
            cur = dbapi_conn.cursor()
            try:
                cur.execute("PRAGMA busy_timeout = 30000")
                if parsed.database and parsed.database != ":memory:":
                    try:
                        cur.execute("PRAGMA journal_mode = WAL")
                    except sqlite3.OperationalError as exc:   # a read-only database: reads still work
                        if "readonly" not in str(exc).replace("-", "").replace(" ", ""):
                            raise
                    cur.execute("PRAGMA synchronous = NORMAL")
                cur.execute("PRAGMA foreign_keys = ON")
            except sqlite3.OperationalError:
                raise                                  # locked, unreadable: _tx words these
            except sqlite3.DatabaseError as exc:       # a text or binary file, not a database
                cur.close()
                dbapi_conn.close()
                raise not_a_collection(_where(parsed), str(exc)) from None
            cur.close()

        @event.listens_for(engine, "begin")
        def _on_begin(conn):
            conn.exec_driver_sql(f"BEGIN {conn.get_execution_options().get('sqlite_begin', 'DEFERRED')}")
    return engine


def open_store(url: str | None = None, *, init: bool = False) -> Store:
    return Store(url, init=init)
