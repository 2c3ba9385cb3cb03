"""The desk's tables, in the same database as the collection (SQLite by default, PostgreSQL with --db).

- `desk_events`: one row per event: a public slug (the player's link), name, date, game format,
  an optional card pool (the deck-file text every list must come from, for Limited), the deadline.
- `desk_registrations`: one per player and event (unique player id per event), with the secret
  of the player's private link.
- `desk_submissions`: append-only, every list a player sent, with its check (the `check --json`
  answer, or the one-line reason it could not be read). The latest one counts.
- `desk_schema_version`: one row, the desk's schema version (the collection keeps its own).

The engine, its SQLite settings (WAL, busy timeout, BEGIN IMMEDIATE for writes) and the wording of
database errors come from the collection's `Store`; migrations follow its pattern: `MIGRATIONS`
maps a version to the step that brings the database to the next one, all in one transaction.
"""
from __future__ import annotations

import json
import re
import secrets
import unicodedata
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Iterator

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from deckcheck.desk import DESK_SCHEMA_VERSION
from deckcheck.errors import InputError

META = sa.MetaData()
EV = sa.Table(
    "desk_events", META,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("slug", sa.String(64), nullable=False, unique=True),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("date", sa.String(32), nullable=False),
    sa.Column("fmt", sa.String(32), nullable=False),
    sa.Column("pool", sa.Text),
    sa.Column("deadline", sa.String(32), nullable=False),      # ISO 8601, UTC
    sa.Column("created", sa.String(32), nullable=False))
REG = sa.Table(
    "desk_registrations", META,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("event", sa.Integer, sa.ForeignKey("desk_events.id"), nullable=False),
    sa.Column("player_id", sa.String(100), nullable=False),
    sa.Column("player_name", sa.String(200), nullable=False),
    sa.Column("secret", sa.String(64), nullable=False, unique=True),
    sa.Column("created", sa.String(32), nullable=False),
    sa.UniqueConstraint("event", "player_id", name="uq_desk_registrations_player"))
SUB = sa.Table(
    "desk_submissions", META,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("registration", sa.Integer, sa.ForeignKey("desk_registrations.id"), nullable=False, index=True),
    sa.Column("ts", sa.String(32), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),        # legal | unverified | illegal | unreadable
    sa.Column("errors", sa.Integer, nullable=False),
    sa.Column("warnings", sa.Integer, nullable=False),
    sa.Column("result", sa.Text, nullable=False))              # JSON: the check, or {"error": ...}
VER = sa.Table(
    "desk_schema_version", META,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("version", sa.Integer, nullable=False))
TABLES = [EV, REG, SUB, VER]

#: version -> the step that brings a desk schema at that version to the next one (none yet).
MIGRATIONS: dict = {}

MAX_NAME, MAX_ID = 200, 100


# the statements of a submission, built once (SQLAlchemy then reuses their compiled form)
_EVENT_BY_SLUG = sa.select(EV.c.id, EV.c.deadline).where(EV.c.slug == sa.bindparam("s"))
_REG_BY_PLAYER = (sa.select(REG).where(REG.c.event == sa.bindparam("e"), REG.c.player_id == sa.bindparam("p"))
                  .with_for_update())
_RENAME = REG.update().where(REG.c.id == sa.bindparam("i")).values(player_name=sa.bindparam("n"))
_INSERT_SUB = SUB.insert().returning(SUB.c.id)


class Refused(InputError):
    """A request the desk turns down, with the HTTP status that says why."""

    def __init__(self, message: str, status: int = 400, *, field: str | None = None):
        super().__init__(message, field=field)
        self.status = status


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def iso(dt: datetime) -> str:
    return dt.astimezone(timezone.utc).isoformat(timespec="seconds")


def parse_when(text: str, field: str = "deadline") -> datetime:
    """An ISO date-time ("2026-12-05T18:00", "2026-12-05 18:00+01:00"); without an offset it is the
    server's local time."""
    try:
        dt = datetime.fromisoformat(text.strip())
    except ValueError:
        raise Refused(f"not a date and time: {text!r} (e.g. 2026-12-05T18:00)", field=field) from None
    if dt.tzinfo is None:
        dt = dt.astimezone()            # local time
    return dt.astimezone(timezone.utc)


def slugify(name: str) -> str:
    ascii_ = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "-", ascii_.lower()).strip("-")[:40] or "event"
    return f"{base}-{secrets.token_hex(3)}"


def _clean(text: str, field: str, limit: int) -> str:
    text = " ".join(str(text or "").split())
    if not text:
        raise Refused(f"{field} is empty", field=field)
    if len(text) > limit:
        raise Refused(f"{field} is longer than {limit} characters", field=field)
    if not text.isprintable():
        raise Refused(f"{field} has control characters", field=field)
    return text


class DeskStore:
    def __init__(self, url: str | None = None):
        from deckcheck.collection.store import Store
        self._base = Store(url)          # the collection's engine, SQLite settings and error wording
        self.engine = self._base.engine
        self.dialect = self._base.dialect
        self.url = self._base.url
        self.display_url = self._base.display_url
        self._ready = False
        self._insert_reg = None

    def close(self) -> None:
        self._base.close()

    @contextmanager
    def _tx(self, write: bool) -> Iterator[Connection]:
        self.ensure_schema()
        with self._base._tx(write) as conn:
            yield conn

    # --- schema ------------------------------------------------------------------------------
    @staticmethod
    def version(conn: Connection) -> int | None:
        if not sa.inspect(conn).has_table(VER.name):
            return None
        return conn.execute(sa.select(VER.c.version).where(VER.c.id == 1)).scalar()

    def ensure_schema(self) -> int:
        """Create the desk's tables on first use, or migrate older ones, in one transaction."""
        if self._ready:
            return DESK_SCHEMA_VERSION
        for attempt in (1, 2):
            try:
                with self._base._tx(True) as conn:
                    v = self.version(conn)
                    if v is None:
                        META.create_all(conn, tables=TABLES)
                        conn.execute(VER.insert().values(id=1, version=DESK_SCHEMA_VERSION))
                    elif v > DESK_SCHEMA_VERSION:
                        raise InputError(f"database {self.display_url} has desk schema v{v}, newer than this "
                                         f"deckcheck knows (v{DESK_SCHEMA_VERSION}); upgrade deckcheck")
                    else:
                        while v < DESK_SCHEMA_VERSION:
                            MIGRATIONS[v](conn)
                            v += 1
                        conn.execute(VER.update().where(VER.c.id == 1).values(version=v))
                break
            except (sa.exc.IntegrityError, sa.exc.ProgrammingError):
                if attempt == 2:      # another process created it at the same moment: look again
                    raise
        self._ready = True
        return DESK_SCHEMA_VERSION

    # --- events ------------------------------------------------------------------------------
    def create_event(self, name: str, *, date: str, fmt: str, deadline: datetime,
                     pool: str | None = None) -> dict:
        name = _clean(name, "name", MAX_NAME)
        date = _clean(date, "date", 32)
        row = {"slug": slugify(name), "name": name, "date": date, "fmt": fmt, "pool": pool or None,
               "deadline": iso(deadline), "created": iso(utcnow())}
        with self._tx(True) as conn:
            row["id"] = conn.execute(EV.insert().values(**row).returning(EV.c.id)).scalar_one()
        return row

    def events(self) -> list[dict]:
        counts = (sa.select(REG.c.event, sa.func.count().label("players")).group_by(REG.c.event).subquery())
        q = (sa.select(EV, sa.func.coalesce(counts.c.players, 0).label("players"))
             .select_from(EV.outerjoin(counts, counts.c.event == EV.c.id)).order_by(EV.c.deadline, EV.c.id))
        with self._tx(False) as conn:
            return [dict(r) for r in conn.execute(q).mappings()]

    def event(self, slug: str) -> dict:
        with self._tx(False) as conn:
            row = conn.execute(sa.select(EV).where(EV.c.slug == slug)).mappings().first()
        if row is None:
            raise Refused("no such event", 404)
        return dict(row)

    # --- submissions -------------------------------------------------------------------------
    def submit(self, slug: str, *, player_id: str, player_name: str, text: str, status: str,
               result: dict, secret: str | None = None, now: datetime | None = None) -> dict:
        """Store one submission; a new player id registers, a known one needs its private link's
        secret. Refused after the deadline. Returns the registration and the submission's id."""
        player_id = _clean(player_id, "player id", MAX_ID)
        player_name = _clean(player_name, "name", MAX_NAME)
        now = now or utcnow()
        with self._tx(True) as conn:
            ev = conn.execute(_EVENT_BY_SLUG, {"s": slug}).first()
            if ev is None:
                raise Refused("no such event", 404)
            if iso(now) >= ev.deadline:
                raise Refused(f"registration closed at the deadline ({ev.deadline}); no more submissions", 403)
            reg = conn.execute(_REG_BY_PLAYER, {"e": ev.id, "p": player_id}).mappings().first()
            if reg is None:
                if secret:
                    raise Refused("this private link belongs to another player id", 403, field="player id")
                reg = {"event": ev.id, "player_id": player_id, "player_name": player_name,
                       "secret": secrets.token_urlsafe(18), "created": iso(now)}
                reg["id"] = self._insert_registration(conn, reg)
                if reg["id"] is None:       # registered by a concurrent request this moment
                    raise Refused(f"player id {player_id!r} is already registered; use your private link "
                                  "to resubmit", 409, field="player id")
            else:
                reg = dict(reg)
                if not secret or not secrets.compare_digest(secret, reg["secret"]):
                    raise Refused(f"player id {player_id!r} is already registered; use your private link "
                                  "to resubmit", 409, field="player id")
                if player_name != reg["player_name"]:
                    conn.execute(_RENAME, {"i": reg["id"], "n": player_name})
                    reg["player_name"] = player_name
            sub = conn.execute(_INSERT_SUB, {
                "registration": reg["id"], "ts": iso(now), "text": text, "status": status,
                "errors": int(result.get("errors") or 0), "warnings": int(result.get("warnings") or 0),
                "result": json.dumps(result, ensure_ascii=False)}).scalar_one()
        return {**reg, "submission": sub}

    def _insert_registration(self, conn: Connection, reg: dict) -> int | None:
        if self.dialect in ("sqlite", "postgresql"):
            if self._insert_reg is None:
                from importlib import import_module
                insert = import_module(f"sqlalchemy.dialects.{self.dialect}").insert
                self._insert_reg = (insert(REG).on_conflict_do_nothing(index_elements=[REG.c.event, REG.c.player_id])
                                    .returning(REG.c.id))
            return conn.execute(self._insert_reg, reg).scalar()
        try:
            with conn.begin_nested():
                return conn.execute(REG.insert().returning(REG.c.id), reg).scalar_one()
        except sa.exc.IntegrityError:
            return None

    # --- reads -------------------------------------------------------------------------------
    def registration(self, secret: str) -> dict:
        """A player's own registration (by the secret of the private link), every submission, newest first."""
        with self._tx(False) as conn:
            reg = conn.execute(sa.select(REG).where(REG.c.secret == secret)).mappings().first()
            if reg is None or not secrets.compare_digest(secret, reg["secret"]):
                raise Refused("no such registration (check your private link)", 404)
            ev = conn.execute(sa.select(EV).where(EV.c.id == reg["event"])).mappings().one()
            subs = conn.execute(sa.select(SUB).where(SUB.c.registration == reg["id"])
                                .order_by(SUB.c.id.desc())).mappings().all()
        return {**dict(reg), "event": dict(ev), "submissions": [_sub(s) for s in subs]}

    def latest(self, slug: str) -> list[dict]:
        """Every registration of the event with the submission that counts (its latest), in the
        order players registered."""
        last = (sa.select(SUB.c.registration, sa.func.max(SUB.c.id).label("sub")).group_by(SUB.c.registration)
                .subquery())
        q = (sa.select(REG.c.id, REG.c.player_id, REG.c.player_name, SUB.c.id.label("sub"), SUB.c.ts,
                       SUB.c.text, SUB.c.status, SUB.c.errors, SUB.c.warnings)
             .select_from(EV.join(REG, REG.c.event == EV.c.id).join(last, last.c.registration == REG.c.id)
                          .join(SUB, SUB.c.id == last.c.sub))
             .where(EV.c.slug == slug).order_by(REG.c.id))
        with self._tx(False) as conn:
            return [dict(r) for r in conn.execute(q).mappings()]

    def history(self, slug: str) -> dict[int, list[dict]]:
        """registration id -> its submissions (without the text), oldest first."""
        q = (sa.select(SUB.c.id, SUB.c.registration, SUB.c.ts, SUB.c.status, SUB.c.errors, SUB.c.warnings)
             .select_from(SUB.join(REG, REG.c.id == SUB.c.registration).join(EV, EV.c.id == REG.c.event))
             .where(EV.c.slug == slug).order_by(SUB.c.id))
        out: dict[int, list[dict]] = {}
        with self._tx(False) as conn:
            for r in conn.execute(q).mappings():
                out.setdefault(r["registration"], []).append(dict(r))
        return out

    def stamp(self, slug: str) -> tuple[int, int]:
        """(submissions, newest submission id) of an event: changes whenever anything is submitted."""
        q = (sa.select(sa.func.count(SUB.c.id), sa.func.coalesce(sa.func.max(SUB.c.id), 0))
             .select_from(SUB.join(REG, REG.c.id == SUB.c.registration).join(EV, EV.c.id == REG.c.event))
             .where(EV.c.slug == slug))
        with self._tx(False) as conn:
            n, top = conn.execute(q).one()
        return int(n), int(top)


def _sub(row) -> dict:
    d = dict(row)
    d["result"] = json.loads(d["result"])
    return d


def open_desk(url: str | None = None) -> DeskStore:
    return DeskStore(url)
