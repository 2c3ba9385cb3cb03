"""What the desk does, whoever asks (a page, the API, `deckcheck event`): check a list and store it,
screen an event for the organizer, create events, sign organizers in.

A check runs in the checkers' worker processes within the time budget (`serve --budget`); the
database and screening run in threads (`anyio.to_thread`), so the event loop keeps serving.
Nothing here knows HTTP beyond the status a refusal carries. Importing this module loads no web
stack (`deckcheck event` uses `create_event`).

The organizer's views come from one screening of the event's latest lists, recomputed when a
submission came in since. `screened(ev)` lends it out: a newer screening replaces it for the
next reader, and the old one is closed (its spool files removed) only when its last reader is done.
"""
from __future__ import annotations

import io
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Callable, Iterator

from deckcheck.decks.source import MAX_BYTES
from deckcheck.desk.checking import Pools, get_web_format, screen_event, status_of, web_formats
from deckcheck.desk.store import (DeskStore, Refused, clean_key, clean_text, closed_message, iso, parse_when,
                                  utcnow)
from deckcheck.errors import InputError, InputErrors

DEFAULT_BUDGET = 1.0                  # seconds a check may take; a normal list takes a few milliseconds
MIN_BUDGET, MAX_BUDGET = 0.05, 60.0


def check_budget(budget: float) -> float:
    if not MIN_BUDGET <= budget <= MAX_BUDGET:        # (NaN fails both)
        raise InputError(f"must be between {MIN_BUDGET:g} and {MAX_BUDGET:g} seconds, got {budget:g}", field="--budget")
    return budget


def check_base_url(url: str | None) -> str:
    """The address players reach the desk at (for the links it gives out), or '' (links are relative)."""
    if not url:
        return ""
    from urllib.parse import urlsplit
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise InputError(f"not a base URL: {url!r} (e.g. https://desk.example.org)", field="--base-url")
    return url.rstrip("/")


def relabel(exc: InputError, label: str) -> InputError:
    """`exc` naming `label` where it named a file (the desk's own temporary files stay unnamed)."""
    def one(x: InputError) -> InputError:
        return InputError(x.message, path=label, line=x.line, field=x.field)
    if isinstance(exc, InputErrors):
        return InputErrors([one(x) for x in exc.errors], exc.message, path=label)
    return one(exc)


def create_event(store: DeskStore, *, name: str, date: str, fmt: str, deadline: str, pool: str | None,
                 db, pools: Pools, formats: dict | None = None, deadline_field: str = "deadline") -> dict:
    """Validate and store a new event (the organizer's page, the API and `deckcheck event create`)."""
    fmt_ = get_web_format(fmt, formats or web_formats())
    when = parse_when(deadline, deadline_field)
    if pool and pool.strip():
        clean_text(pool, "pool")
        try:
            pools.counts(pool, db)           # every pool line must read exactly
        except InputError as exc:
            raise relabel(exc, "pool") from None
    else:
        pool = None
    return store.create_event(name, date=date, fmt=fmt_.name, deadline=when, pool=pool)


@dataclass
class _Screen:
    stamp: tuple[int, int]
    result: object
    readers: int = 0
    retired: bool = False


class Desk:
    """What the handlers share: the store, the card database, the checkers, the limits, caches."""

    def __init__(self, store: DeskStore, token: str, *, cards=None, budget: float = DEFAULT_BUDGET,
                 per_minute: float = 30, burst: int = 60, check_rate: float = 20, proxies=(),
                 base_url: str | None = None, checkers: int | None = None, clock: Callable[[], datetime] = utcnow):
        from deckcheck.desk.checkers import Checkers
        from deckcheck.desk.security import Clients, Limits, Sessions
        from deckcheck.wowtcg.feeds import load_db
        self.store = store
        store.serving = True
        self.limits = Limits(store, per_minute=per_minute, burst=burst, check_rate=check_rate)
        self.sessions = Sessions(store, token, self.limits)
        self.clients = Clients(proxies)
        self.budget = check_budget(budget)
        self.base_url = check_base_url(base_url)
        self.cards = list(cards or [])
        self.db = load_db(self.cards)
        self.formats = web_formats()
        self.clock = clock
        self.pools = Pools()
        store.ensure_schema()
        self.checkers = Checkers(self.cards, checkers)
        self._screen_lock = threading.Lock()
        self._screens: dict[str, _Screen] = {}
        self._events: dict[str, dict] = {}

    def link(self, path: str) -> str:
        """A link the desk gives out: from the configured base URL, else relative (never from the
        request's Host header, which the client chooses)."""
        return self.base_url + path

    def closed(self, ev: dict) -> bool:
        return iso(self.clock()) >= ev["deadline"]

    def event(self, slug: str) -> dict:
        """An event (they do not change once created: kept after the first look)."""
        ev = self._events.get(slug)
        if ev is None:
            ev = self._events[slug] = self.store.event(slug)
        return ev

    def new_event(self, **kw) -> dict:
        return create_event(self.store, db=self.db, pools=self.pools, formats=self.formats, **kw)

    # -- organizer ------------------------------------------------------------------------------
    def organizer(self, client: str, bearer: str | None, session: str | None) -> bool:
        """Is this the organizer: the token (`Authorization: Bearer`), or a signed-in session?"""
        if bearer is not None:
            return self.sessions.token_ok(client, bearer)
        return self.sessions.valid(session or "")

    def sign_in(self, client: str, token: str) -> str | None:
        """A new session's id for the right token; None for a wrong one (429 when throttled)."""
        return self.sessions.open() if self.sessions.token_ok(client, token) else None

    # -- checks ---------------------------------------------------------------------------------
    async def check(self, client: str, body: bytes, fmt: str | None, hero: str | None) -> dict:
        """POST /api/check: the check of one list, within the budget and the client's share."""
        from anyio import to_thread
        from deckcheck.desk.checkers import ERROR, SLOW, Job, error_of
        fmt_ = get_web_format(fmt, self.formats)
        await to_thread.run_sync(self.limits.before_check, client)
        out = await self.checkers.run(Job("check", body, fmt_.name, hero, None, "<body>"), self.budget, client)
        await to_thread.run_sync(self.limits.spent, client, out.seconds)
        if out.status == SLOW:
            raise Refused(f"<body>: too slow to check (over {self.budget:g} s); nothing of it was checked", 422)
        if out.status == ERROR:
            exc = error_of(out.result)
            exc.status = 400 if exc.field == "hero" else 422
            raise exc
        return out.result

    async def submit(self, client: str, slug: str, *, player_id: str, player_name: str, data: str | bytes,
                     secret: str | None = None, key: str | None = None) -> dict:
        """Check one list and store it; a retry with the same submission key gets the stored
        answer back (`replayed`), whatever happened to the first reply."""
        from anyio import to_thread
        from deckcheck.desk.checkers import SLOW, Job
        ev = await to_thread.run_sync(self.event, slug)
        if len(data) > MAX_BYTES:
            raise Refused(f"decklist too large (over {MAX_BYTES // 1024} KiB)", 413, field="deck")
        if not data.strip():
            raise Refused("no decklist given: paste it or choose the file", field="deck")
        text = data if isinstance(data, str) else data.decode("utf-8", "replace")
        text = clean_text(text.replace("\x00", "\ufffd"))
        key = clean_key(key)
        await to_thread.run_sync(self.limits.before_submission, client)
        if key:
            done = await to_thread.run_sync(self.store.replay, slug, player_id, key, text)
            if done is not None:
                return {"registration": done, "status": done["status"], "check": done["result"], "replayed": True}
        if self.closed(ev):
            raise Refused(closed_message(ev["deadline"]), 403)
        pool = await to_thread.run_sync(self.pool_counts, ev)
        out = await self.checkers.run(Job("submission", data, ev["fmt"], None, pool, "decklist"), self.budget, client)
        await to_thread.run_sync(self.limits.spent, client, out.seconds)
        if out.status == SLOW:
            raise Refused(f"too slow to check (over {self.budget:g} s); nothing was stored: shorten the list",
                          422, field="deck")
        result = out.result

        def store() -> dict:
            return self.store.submit(slug, player_id=player_id, player_name=player_name, text=text,
                                     status=status_of(result), result=result, secret=secret, now=self.clock(),
                                     key=key)
        reg = await to_thread.run_sync(store)
        return {"registration": reg, "status": reg["status"], "check": reg["result"], "replayed": reg["replayed"]}

    def pool_counts(self, ev: dict):
        return self.pools.counts(ev["pool"], self.db) if ev.get("pool") else None

    # -- the organizer's views: one screening per event, lent out ---------------------------------
    @contextmanager
    def screened(self, ev: dict) -> Iterator[object]:
        """The event's screening result (deckcheck.screening.ScreenResult), recomputed only when a
        submission came in since; valid until the block ends, whatever other readers do."""
        stamp = self.store.stamp(ev["slug"])
        with self._screen_lock:
            entry = self._screens.get(ev["slug"])
            if entry is None or entry.stamp != stamp:
                old = entry
                entry = self._screens[ev["slug"]] = _Screen(stamp, screen_event(ev, self.store.latest(ev["slug"]),
                                                                                 self.pools))
                if old is not None:
                    old.retired = True
                    if not old.readers:
                        old.result.close()
            entry.readers += 1
        try:
            yield entry.result
        finally:
            with self._screen_lock:
                entry.readers -= 1
                if entry.retired and not entry.readers:
                    entry.result.close()

    def report(self, ev: dict, writer) -> str:
        out = io.StringIO()
        with self.screened(ev) as result:
            writer(result, out)
        return out.getvalue()

    def overview(self, ev: dict, pick_n: int | None, seed: str) -> dict:
        """What the organizer's event page shows, from one screening."""
        from deckcheck.screening.pick import pick
        stamp = self.store.stamp(ev["slug"])
        with self.screened(ev) as result:
            rows = [{k: r[k] for k in ("player_id", "player_name", "status")} for r in result.rows()]
            summary = result.summary()
            picks = pick(result, pick_n, seed) if pick_n else None
        return {"stamp": stamp, "rows": rows, "summary": summary, "picks": picks,
                "latest": self.store.latest(ev["slug"]), "history": self.store.history(ev["slug"])}

    def picks(self, ev: dict, n: int, seed: str) -> list[dict]:
        """Screening's deck-check draw (`screening.pick`): the same seed and players, the same picks."""
        from deckcheck.screening.pick import pick
        with self.screened(ev) as result:
            return pick(result, n, seed)

    def close(self) -> None:
        with self._screen_lock:
            for entry in self._screens.values():
                entry.result.close()
            self._screens.clear()
        self.pools.close()
        self.store.close()
