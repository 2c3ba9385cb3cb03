"""The desk's tables, in the same database as the collection (SQLite by default, PostgreSQL with --db).

- `desk_events`: one row per event: a public slug (the player's link), name, date, game format,
  an optional card pool (the deck-file text every list must come from, for Limited), the deadline.
- `desk_registrations`: one per player and event (unique player id per event), with the secret
  of the player's private link.
- `desk_submissions`: append-only, every list a player sent, with its check (the `check --json`
  answer, or the one-line reason it could not be read) and the submission key the form or the
  script sent with it (a retry with the same key gets the same answer back). The latest one counts.
- `desk_limits`: the rate limits' buckets (per client and kind), shared by every server process.
- `desk_sessions`: organizer sign-ins (a digest of the cookie's session id, never the id itself),
  until they expire or the organizer signs out.

The schema version is the desk's row (key 2) in `schema_version` (`deckcheck.dbschema`, the
collection's mechanism too); `STEPS` takes an older desk to this one. The engine, its SQLite
settings (WAL, busy timeout, BEGIN IMMEDIATE for writes) come from the collection's `Store`. A
database that cannot serve (down, full, locked, read-only) is `Unavailable`: the desk answers 503
and says nothing of where the database is (the server's log does).
"""
from __future__ import annotations

import json
import logging
import math
import random
import re
import secrets
import unicodedata
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Iterator, NamedTuple, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from deckcheck import dbschema
from deckcheck.errors import InputError

#: the desk's key in `schema_version`, and its schema version
DESK_KEY, DESK_VERSION = 2, 2
LOG = logging.getLogger("deckcheck.desk")

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
    sa.Column("result", sa.Text, nullable=False),              # JSON: the check, or {"error": ...}
    sa.Column("key", sa.String(64)),                           # the submission key (v2)
    sa.Index("uq_desk_submissions_key", "registration", "key", unique=True))
LIMITS = sa.Table(
    "desk_limits", META,
    sa.Column("key", sa.String(120), primary_key=True),        # kind:client
    sa.Column("tokens", sa.Float, nullable=False),
    sa.Column("stamp", sa.Float, nullable=False))              # seconds since the epoch
SESSIONS = sa.Table(
    "desk_sessions", META,
    sa.Column("digest", sa.String(64), primary_key=True),      # sha256 of the cookie's session id
    sa.Column("expires", sa.Float, nullable=False))
TABLES = [EV, REG, SUB, LIMITS, SESSIONS]


def _v1_to_v2(conn: Connection) -> None:
    """v2: submission keys (idempotent retries), rate limits and sign-in sessions in the database."""
    conn.execute(sa.text("ALTER TABLE desk_submissions ADD COLUMN key VARCHAR(64)"))
    conn.execute(sa.text("CREATE UNIQUE INDEX uq_desk_submissions_key ON desk_submissions (registration, key)"))
    LIMITS.create(conn)
    SESSIONS.create(conn)


#: version -> the step that brings a desk schema at that version to the next one.
STEPS = {1: _v1_to_v2}
#: before the shared `schema_version`, v1 kept its version in a table of its own
LEGACY_VERSION_TABLE = "desk_schema_version"


def _create(conn: Connection) -> None:
    """The desk's tables at this version; a v1 desk (its version in `desk_schema_version`) is
    migrated instead, and its old version table dropped."""
    if sa.inspect(conn).has_table(LEGACY_VERSION_TABLE):
        v = conn.execute(sa.text(f"SELECT version FROM {LEGACY_VERSION_TABLE} WHERE id = 1")).scalar() or 1
        while v < DESK_VERSION:
            STEPS[v](conn)
            v += 1
        conn.execute(sa.text(f"DROP TABLE {LEGACY_VERSION_TABLE}"))
        return
    META.create_all(conn, tables=TABLES)


MAX_NAME, MAX_ID, MAX_KEY = 200, 100, 64
RETRY_AFTER = 5         # seconds a client waits before trying again when the database cannot serve

# the statements of a submission, built once (SQLAlchemy then reuses their compiled form)
_EVENT_BY_SLUG = sa.select(EV.c.id, EV.c.deadline).where(EV.c.slug == sa.bindparam("s"))
_REG_BY_PLAYER = (sa.select(REG).where(REG.c.event == sa.bindparam("e"), REG.c.player_id == sa.bindparam("p"))
                  .with_for_update())
_SUB_BY_KEY = sa.select(SUB).where(SUB.c.registration == sa.bindparam("r"), SUB.c.key == sa.bindparam("k"))
_RENAME = REG.update().where(REG.c.id == sa.bindparam("i")).values(player_name=sa.bindparam("n"))
_INSERT_SUB = SUB.insert().returning(SUB.c.id)


class Refused(InputError):
    """A request the desk turns down, with the HTTP status that says why; `retry_after` (seconds)
    when trying again later will do (the message says the same number)."""

    def __init__(self, message: str, status: int = 400, *, field: str | None = None,
                 retry_after: int | None = None):
        super().__init__(message, field=field)
        self.status = status
        self.retry_after = retry_after


class Unavailable(Refused):
    """The database cannot serve right now (down, full, locked, read-only): 503, try again later."""

    def __init__(self):
        super().__init__(f"the desk cannot reach its database right now; try again in {RETRY_AFTER} s", 503,
                         retry_after=RETRY_AFTER)


def wait_message(what: str, seconds: float) -> tuple[str, int]:
    """'<what>; try again in N s' and N, the same whole number of seconds (at least 1)."""
    n = max(1, math.ceil(seconds))
    return f"{what}; try again in {n} s", n


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def iso(dt: datetime) -> str:
    return dt.astimezone(timezone.utc).isoformat(timespec="seconds")


def parse_when(text: str, field: str = "deadline") -> datetime:
    """An ISO date-time ("2026-12-05T18:00", "2026-12-05 18:00+01:00"); without an offset it is the
    server's local time. One that UTC cannot hold (year 9999 west of Greenwich) is refused."""
    try:
        dt = datetime.fromisoformat(text.strip())
        if dt.tzinfo is None:
            dt = dt.astimezone()            # local time
        return dt.astimezone(timezone.utc)
    except ValueError:
        raise Refused(f"not a date and time: {text!r} (e.g. 2026-12-05T18:00)", field=field) from None
    except OverflowError:
        raise Refused(f"out of range: {text!r} (the year must stay within 1-9999 in UTC)", field=field) from None


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


_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")


def clean_key(key) -> str | None:
    """A submission key: 16 to 64 letters, digits, '-' or '_' (a random one: another client's key
    must not be guessable), or None."""
    if key is None or key == "":
        return None
    if not isinstance(key, str) or not _KEY.fullmatch(key):
        raise Refused("must be 16 to 64 letters, digits, '-' or '_' (a random string: send the same "
                      "one again to retry a submission)", field="submission key")
    return key


def clean_text(text: str, field: str = "deck") -> str:
    """A text to store: a lone surrogate (which no database can hold) is refused, naming where."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise Refused(f"not valid text: a lone surrogate (U+{ord(text[exc.start]):04X}) at character "
                      f"{exc.start + 1}", field=field) from None
    return text


class Bucket(NamedTuple):
    """A rate limit's bucket: `key` holds up to `capacity` tokens and gains `rate` a second; a
    request needs `need` of them and takes `cost`."""
    key: str
    need: float
    cost: float
    capacity: float
    rate: float


class DeskStore:
    """The desk's tables. `serving` (the web app sets it): a database that cannot serve is
    `Unavailable` (503, nothing said of it; the log says what and where); otherwise it is the
    collection's one-line error, naming the database (for `deckcheck event`)."""

    def __init__(self, url: str | None = None):
        from deckcheck.collection.store import Store
        self._base = Store(url)          # the collection's engine and SQLite settings
        self.engine = self._base.engine
        self.dialect = self._base.dialect
        self.url = self._base.url
        self.display_url = self._base.display_url
        self.where = self._base.where
        self._ready = False
        self._insert_reg = None
        self.serving = False

    def close(self) -> None:
        self._base.close()

    @contextmanager
    def _tx(self, write: bool) -> Iterator[Connection]:
        """One transaction; a database that cannot serve is `Unavailable` (logged with its reason)."""
        from deckcheck.collection.store import _Conflict
        try:
            self.ensure_schema()
            with self._base._tx(write) as conn:
                yield conn
        except Refused:
            raise
        except (InputError, _Conflict) as exc:
            if not self.serving:
                raise InputError(str(exc)) if isinstance(exc, _Conflict) else exc
            LOG.error("deckcheck desk: database: %s", exc)
            raise Unavailable() from None

    # --- schema ------------------------------------------------------------------------------
    def version(self, conn: Connection) -> int | None:
        return dbschema.stored_version(conn, DESK_KEY, DESK_VERSION, "desk", self.where)

    def ensure_schema(self) -> int:
        """Check the schema without writing (one query); create the desk's tables on first use, or
        migrate older ones, in one write transaction (`deckcheck.dbschema`)."""
        if self._ready:
            return DESK_VERSION

        class NotCurrent(Exception):
            pass
        try:
            with self._base._tx(False) as conn:
                if not dbschema.is_current(conn, DESK_KEY, DESK_VERSION):
                    raise NotCurrent
        except NotCurrent:
            with self._base._tx(True) as conn:
                dbschema.migrate(conn, key=DESK_KEY, version=DESK_VERSION, create=_create, steps=STEPS,
                                 what="desk", where=self.where)
        self._ready = True
        return DESK_VERSION

    # --- events ------------------------------------------------------------------------------
    def create_event(self, name: str, *, date: str, fmt: str, deadline: datetime,
                     pool: str | None = None) -> dict:
        name = _clean(name, "name", MAX_NAME)
        date = _clean(date, "date", 32)
        if pool:
            clean_text(pool, "pool")
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
               result: dict, secret: str | None = None, now: datetime | None = None,
               key: str | None = None) -> dict:
        """Store one submission; a new player id registers, a known one needs its private link's
        secret. Refused after the deadline. Returns the registration and the submission's id.

        With a submission `key`, a retry of a submission already stored (the same player id, key
        and list) returns it as it was stored (`replayed`: True), secret and all, and stores
        nothing: a player whose answer was lost (the connection or the server died after the
        commit) sends it again and gets the private link. The same key with another list is refused."""
        player_id = _clean(player_id, "player id", MAX_ID)
        player_name = _clean(player_name, "name", MAX_NAME)
        text = clean_text(text)
        key = clean_key(key)
        now = now or utcnow()
        with self._tx(True) as conn:
            ev = conn.execute(_EVENT_BY_SLUG, {"s": slug}).first()
            if ev is None:
                raise Refused("no such event", 404)
            reg = conn.execute(_REG_BY_PLAYER, {"e": ev.id, "p": player_id}).mappings().first()
            created = False
            if reg is None:
                if secret:
                    raise Refused("this private link belongs to another player id", 403, field="player id")
                if iso(now) >= ev.deadline:
                    raise Refused(closed_message(ev.deadline), 403)
                new = {"event": ev.id, "player_id": player_id, "player_name": player_name,
                       "secret": secrets.token_urlsafe(18), "created": iso(now)}
                new["id"] = self._insert_registration(conn, new)
                if new["id"] is None:       # registered by a concurrent request this moment
                    reg = conn.execute(_REG_BY_PLAYER, {"e": ev.id, "p": player_id}).mappings().one()
                else:
                    reg, created = new, True
            reg = dict(reg)
            if key and not created:
                done = self._replayed(conn, reg, key, text)
                if done is not None:
                    return done
            if not created and (not secret or not secrets.compare_digest(secret, reg["secret"])):
                raise Refused(f"player id {player_id!r} is already registered; use your private link "
                              "to resubmit", 409, field="player id")
            if iso(now) >= ev.deadline:
                raise Refused(closed_message(ev.deadline), 403)
            if player_name != reg["player_name"]:
                conn.execute(_RENAME, {"i": reg["id"], "n": player_name})
                reg["player_name"] = player_name
            sub = conn.execute(_INSERT_SUB, {
                "registration": reg["id"], "ts": iso(now), "text": text, "status": status,
                "errors": int(result.get("errors") or 0), "warnings": int(result.get("warnings") or 0),
                "result": json.dumps(result, ensure_ascii=False), "key": key}).scalar_one()
        return {**reg, "submission": sub, "replayed": False, "status": status, "result": result}

    def replay(self, slug: str, player_id: str, key: str, text: str) -> dict | None:
        """The submission stored with this key for this player (see `submit`), or None."""
        player_id = _clean(player_id, "player id", MAX_ID)
        with self._tx(False) as conn:
            reg = conn.execute(sa.select(REG).select_from(REG.join(EV, EV.c.id == REG.c.event))
                               .where(EV.c.slug == slug, REG.c.player_id == player_id)).mappings().first()
            return None if reg is None else self._replayed(conn, dict(reg), key, text)

    @staticmethod
    def _replayed(conn: Connection, reg: dict, key: str, text: str) -> dict | None:
        done = conn.execute(_SUB_BY_KEY, {"r": reg["id"], "k": key}).mappings().first()
        if done is None:
            return None
        if done["text"] != text:
            raise Refused("this submission key was already used for another list; send a new key with a "
                          "new list", 409, field="submission key")
        return {**reg, "submission": done["id"], "replayed": True, "status": done["status"],
                "result": json.loads(done["result"])}

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

    # --- rate limits -------------------------------------------------------------------------
    def take(self, buckets: Sequence[Bucket], now: float) -> float:
        """Take from every bucket at once, or from none: 0 when taken, else the seconds until each
        holds what it needs. One transaction, so every server process on the database shares them."""
        buckets = sorted(buckets)            # one order for every writer: no deadlock
        with self._tx(True) as conn:
            levels = self._levels(conn, buckets, now)
            wait = max((b.need - level) / b.rate if level < b.need else 0.0 for b, level in zip(buckets, levels))
            if wait > 0:
                return wait
            conn.execute(LIMITS.update().where(LIMITS.c.key == sa.bindparam("k"))
                         .values(tokens=sa.bindparam("t"), stamp=sa.bindparam("s")),
                         [{"k": b.key, "t": level - b.cost, "s": now} for b, level in zip(buckets, levels)])
            if random.random() < 0.002:       # now and then, forget buckets unused for a day
                conn.execute(LIMITS.delete().where(LIMITS.c.stamp < now - 86_400))
        return 0.0

    def spend(self, bucket: Bucket, amount: float, now: float) -> None:
        """Take `amount` more from a bucket (it may go below zero: what a request cost beyond its
        `cost`, known only once it is done)."""
        with self._tx(True) as conn:
            (level,) = self._levels(conn, [bucket], now)
            conn.execute(LIMITS.update().where(LIMITS.c.key == bucket.key).values(tokens=level - amount, stamp=now))

    def level(self, bucket: Bucket, now: float) -> float:
        """A bucket's tokens now, read without writing (full when it has no row)."""
        with self._tx(False) as conn:
            row = conn.execute(sa.select(LIMITS).where(LIMITS.c.key == bucket.key)).first()
        if row is None:
            return bucket.capacity
        return min(bucket.capacity, row.tokens + max(0.0, now - row.stamp) * bucket.rate)

    def _levels(self, conn: Connection, buckets: Sequence[Bucket], now: float) -> list[float]:
        """Each bucket's tokens now (rows made full when new, then locked for this transaction)."""
        keys = [b.key for b in buckets]
        have = {r.key: r for r in conn.execute(sa.select(LIMITS).where(LIMITS.c.key.in_(keys))
                                               .order_by(LIMITS.c.key).with_for_update())}
        new = [{"key": b.key, "tokens": b.capacity, "stamp": now} for b in buckets if b.key not in have]
        if new:
            from importlib import import_module
            insert = import_module(f"sqlalchemy.dialects.{self.dialect}").insert
            conn.execute(insert(LIMITS).on_conflict_do_nothing(index_elements=[LIMITS.c.key]), new)
            have = {r.key: r for r in conn.execute(sa.select(LIMITS).where(LIMITS.c.key.in_(keys))
                                                   .order_by(LIMITS.c.key).with_for_update())}
        return [min(b.capacity, have[b.key].tokens + max(0.0, now - have[b.key].stamp) * b.rate) for b in buckets]

    # --- organizer sessions --------------------------------------------------------------------
    def open_session(self, digest: str, expires: float, now: float) -> None:
        with self._tx(True) as conn:
            conn.execute(SESSIONS.delete().where(SESSIONS.c.expires < now))
            conn.execute(SESSIONS.insert().values(digest=digest, expires=expires))

    def session_open(self, digest: str, now: float) -> bool:
        with self._tx(False) as conn:
            return conn.execute(sa.select(SESSIONS.c.expires).where(SESSIONS.c.digest == digest,
                                                                     SESSIONS.c.expires > now)).first() is not None

    def close_session(self, digest: str) -> None:
        with self._tx(True) as conn:
            conn.execute(SESSIONS.delete().where(SESSIONS.c.digest == digest))


def closed_message(deadline: str) -> str:
    return f"registration closed at the deadline ({deadline}); no more submissions"


def _sub(row) -> dict:
    d = dict(row)
    d["result"] = json.loads(d["result"])
    return d


def open_desk(url: str | None = None) -> DeskStore:
    return DeskStore(url)
