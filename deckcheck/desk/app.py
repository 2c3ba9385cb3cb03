"""The desk as an ASGI app (Starlette): the player's and organizer's pages, the API, the safety layer.

`create_app(store, token=...)` builds it; `deckcheck serve` runs it on uvicorn. Blocking work (a
check, a database write, a screening) runs in the thread pool, so the event loop keeps serving.

Safety: every body is read whole before a handler sees it and refused with 413 past its cap (a
deck file's own cap for /api/check; that cap plus room for the other form fields elsewhere, the
deck itself still held to the deck cap); forms carry a CSRF token matched against a SameSite=Strict
cookie; the API's writes take JSON only (a cross-site form cannot send it); submissions are
rate-limited per client address; organizer pages need the token (compared in constant time), by
a signed-in cookie or `Authorization: Bearer`; a registration is reached only through its secret;
every response forbids loading anything from another origin (Content-Security-Policy).
"""
from __future__ import annotations

import hashlib
import hmac
import io
import json
import secrets
import threading
import time
from datetime import datetime
from typing import Callable

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.schemas import SchemaGenerator

from deckcheck.decks.source import MAX_BYTES
from deckcheck.desk import pages
from deckcheck.desk.checking import (Pools, check_submission, check_text, get_web_format, status_of,
                                     web_formats, screen_event)
from deckcheck.desk.store import DeskStore, Refused, iso, parse_when, utcnow
from deckcheck.errors import InputError

FORM_SLACK = 64 * 1024            # room for the other fields of a form beside a full-size deck
CSRF_COOKIE, ORG_COOKIE = "dc_csrf", "dc_org"
CSP = ("default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'")
# the screening report (framed in the event page) is the screen writer's own self-contained page
REPORT_CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
              "form-action 'none'; frame-ancestors 'self'; base-uri 'none'")
SCHEMA = SchemaGenerator({"openapi": "3.0.0", "info": {"title": "deckcheck registration desk", "version": "1"}})


# --- the safety layer as ASGI middleware ---------------------------------------------------------
class Guard:
    """Caps and buffers request bodies (413 beyond the cap) and adds the security headers."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        limit = MAX_BYTES if scope["path"] == "/api/check" else MAX_BYTES + FORM_SLACK
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            return await _too_large(scope, send)
        chunks, size, more = [], 0, True
        while more:
            msg = await receive()
            if msg["type"] == "http.disconnect":
                return
            chunk = msg.get("body", b"")
            size += len(chunk)
            if size > limit:
                return await _too_large(scope, send)
            chunks.append(chunk)
            more = msg.get("more_body", False)
        body, given = b"".join(chunks), False

        async def replay():
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def secured(msg):
            if msg["type"] == "http.response.start":
                hs = list(msg.get("headers", []))
                names = {k.lower() for k, _ in hs}
                for k, v in ((b"content-security-policy", CSP.encode()), (b"x-content-type-options", b"nosniff"),
                             (b"referrer-policy", b"no-referrer"), (b"x-frame-options", b"SAMEORIGIN")):
                    if k not in names:
                        hs.append((k, v))
                msg = {**msg, "headers": hs}
            await send(msg)

        await self.app(scope, replay, secured)


async def _too_large(scope, send):
    message = f"request body too large (over {MAX_BYTES // 1024} KiB, a deck file's cap)"
    if scope["path"].startswith("/api/"):
        resp: Response = JSONResponse({"ok": False, "error": message}, status_code=413)
    else:
        resp = HTMLResponse(pages.error_page(413, message), status_code=413)
    resp.headers["connection"] = "close"

    async def no_body():
        return {"type": "http.disconnect"}
    await resp(scope, no_body, send)


class RateLimit:
    """A token bucket per client address: `burst` submissions at once, then `per_minute`."""

    def __init__(self, per_minute: float, burst: int):
        self.rate, self.burst = per_minute / 60.0, burst
        self.buckets: dict[str, tuple[float, float]] = {}
        self.lock = threading.Lock()

    def take(self, client: str) -> float:
        """0 when allowed, else the seconds to wait."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic()
        with self.lock:
            tokens, last = self.buckets.get(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - last) * self.rate)
            if tokens < 1:
                self.buckets[client] = (tokens, now)
                return (1 - tokens) / self.rate
            self.buckets[client] = (tokens - 1, now)
            if len(self.buckets) > 100_000:      # forget idle clients
                self.buckets = {k: v for k, v in self.buckets.items() if now - v[1] < 600}
            return 0.0


class Desk:
    """What the handlers share: the store, the card database, the token, caches."""

    def __init__(self, store: DeskStore, token: str, *, cards=None, per_minute: float = 30, burst: int = 10,
                 clock: Callable[[], datetime] = utcnow):
        from deckcheck.wowtcg.feeds import load_db
        self.store = store
        self.token = token
        self.db = load_db(list(cards or []))
        self.cards = list(cards or [])
        self.formats = web_formats()
        self.limit = RateLimit(per_minute, burst)
        self.clock = clock
        self.pools = Pools()
        self._org = hmac.new(token.encode(), b"deckcheck-desk-organizer", hashlib.sha256).hexdigest()
        self._screen_lock = threading.Lock()
        self._screens: dict[str, tuple[tuple[int, int], object]] = {}
        self._events: dict[str, dict] = {}
        store.ensure_schema()

    # -- organizer ------------------------------------------------------------------------------
    def token_ok(self, given: str) -> bool:
        a = hashlib.sha256(given.encode()).digest()
        return secrets.compare_digest(a, hashlib.sha256(self.token.encode()).digest())

    def is_organizer(self, request: Request) -> bool:
        auth = request.headers.get("authorization", "")
        if auth.lower().startswith("bearer "):
            return self.token_ok(auth[7:].strip())
        return secrets.compare_digest(request.cookies.get(ORG_COOKIE, ""), self._org)

    def closed(self, ev: dict) -> bool:
        return iso(self.clock()) >= ev["deadline"]

    def event(self, slug: str) -> dict:
        """An event (they do not change once created: kept after the first look)."""
        ev = self._events.get(slug)
        if ev is None:
            ev = self._events[slug] = self.store.event(slug)
        return ev

    # -- checks ---------------------------------------------------------------------------------
    def pool_counts(self, ev: dict):
        return self.pools.counts(ev["pool"], self.db) if ev.get("pool") else None

    def submit(self, slug: str, player_id: str, player_name: str, data: str | bytes, secret: str | None) -> dict:
        """Check one list and store it (in a worker thread)."""
        ev = self.event(slug)
        if self.closed(ev):
            raise Refused(pages.closed_message(ev), 403)
        if len(data) > MAX_BYTES:
            raise Refused(f"decklist too large (over {MAX_BYTES // 1024} KiB)", 413, field="deck")
        if not (data.strip() if isinstance(data, (str, bytes)) else data):
            raise Refused("no decklist given: paste it or choose the file", field="deck")
        fmt = get_web_format(ev["fmt"], self.formats)
        result = check_submission(data, self.db, fmt, pool=self.pool_counts(ev), label="decklist")
        text = data if isinstance(data, str) else data.decode("utf-8", "replace")
        text = text.replace("\x00", "\ufffd")
        reg = self.store.submit(slug, player_id=player_id, player_name=player_name, text=text,
                                status=status_of(result), result=result, secret=secret, now=self.clock())
        return {"registration": reg, "status": status_of(result), "check": result}

    def screening(self, ev: dict):
        """The event's screening result, recomputed only when a submission came in since."""
        stamp = self.store.stamp(ev["slug"])
        with self._screen_lock:
            cached = self._screens.get(ev["slug"])
            if cached and cached[0] == stamp:
                return cached[1]
            result = screen_event(ev, self.store.latest(ev["slug"]), self.pools)
            if cached:
                cached[1].close()
            self._screens[ev["slug"]] = (stamp, result)
            return result

    def report(self, ev: dict, writer) -> str:
        result = self.screening(ev)
        out = io.StringIO()
        with self._screen_lock:          # rows are read back from the result's spool files
            writer(result, out)
        return out.getvalue()

    def rows(self, ev: dict) -> list[dict]:
        result = self.screening(ev)
        with self._screen_lock:
            return [{k: r[k] for k in ("player_id", "player_name", "status")} for r in result.rows()]

    def picks(self, ev: dict, n: int, seed: str) -> list[dict]:
        """Screening's deck-check draw (`screening.pick`): the same seed and players, the same picks."""
        from deckcheck.screening.pick import pick
        result = self.screening(ev)
        with self._screen_lock:
            return pick(result, n, seed)

    def close(self) -> None:
        for _, result in self._screens.values():
            result.close()
        self.pools.close()
        self.store.close()


# --- helpers -------------------------------------------------------------------------------------
def desk(request: Request) -> Desk:
    return request.app.state.desk


def client_of(request: Request) -> str:
    return request.client.host if request.client else "?"


def csrf_token(request: Request) -> str:
    return request.cookies.get(CSRF_COOKIE) or request.state.__dict__.setdefault("csrf", secrets.token_urlsafe(24))


def html(request: Request, body: str, status: int = 200, *, private: bool = False) -> HTMLResponse:
    resp = HTMLResponse(body, status_code=status)
    _finish(request, resp, private)
    return resp


def _finish(request: Request, resp: Response, private: bool = True) -> None:
    new = request.state.__dict__.get("csrf")
    if new and not request.cookies.get(CSRF_COOKIE):
        resp.set_cookie(CSRF_COOKIE, new, httponly=True, samesite="strict", path="/")
    if private:
        resp.headers["cache-control"] = "no-store"


async def read_form(request: Request) -> dict:
    form = await request.form(max_files=2, max_fields=20, max_part_size=MAX_BYTES + 1)
    sent = str(form.get("csrf") or "")
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not cookie or not secrets.compare_digest(sent.encode(), cookie.encode()):
        raise Refused("this form has expired or did not come from this site: reload the page and send it again", 403)
    out: dict = {k: v for k, v in form.items() if isinstance(v, str)}
    upload = form.get("file")
    if upload is not None and not isinstance(upload, str) and upload.filename:
        out["file"] = await upload.read(MAX_BYTES + 1)
    return out


def rate_limited(request: Request) -> None:
    wait = desk(request).limit.take(client_of(request))
    if wait:
        raise Refused(f"too many submissions from your address; try again in {int(wait) + 1} s", 429)


def deck_data(form: dict) -> str | bytes:
    data = form.get("file")
    return data if data else str(form.get("deck") or "")


def json_error(exc: InputError, status: int | None = None) -> JSONResponse:
    code = status or getattr(exc, "status", 400)
    errors = exc.errors if hasattr(exc, "errors") else [exc]
    resp = JSONResponse({"ok": False, "error": str(errors[0]) if len(errors) == 1 else str(exc),
                         "errors": [{"message": x.message, "file": x.path, "line": x.line, "field": x.field}
                                    for x in errors]}, status_code=code)
    if code == 429:
        resp.headers["retry-after"] = "60"
    return resp


async def need_organizer_api(request: Request) -> None:
    if not desk(request).is_organizer(request):
        raise Refused("organizer token required (Authorization: Bearer TOKEN)", 401)


def link(request: Request, path: str) -> str:
    return str(request.base_url).rstrip("/") + path


# --- player pages --------------------------------------------------------------------------------
async def index(request: Request):
    return html(request, pages.index_page())


async def static_js(request: Request):
    return Response(pages.JS, media_type="text/javascript", headers={"cache-control": "max-age=300"})


async def player_event(request: Request):
    d = desk(request)
    slug = request.path_params["slug"]
    try:
        ev = await run_in_threadpool(d.store.event, slug)
    except Refused as exc:
        return html(request, pages.error_page(exc.status, exc.message), exc.status)
    if request.method == "GET":
        return html(request, pages.player_event_page(ev, csrf_token(request), closed=d.closed(ev)))
    form: dict = {}
    try:
        form = await read_form(request)
        rate_limited(request)
        out = await run_in_threadpool(d.submit, slug, form.get("player_id", ""), form.get("player_name", ""),
                                      deck_data(form), None)
    except Refused as exc:
        status = exc.status
        return html(request, pages.player_event_page(ev, csrf_token(request), closed=d.closed(ev),
                                                      error=str(exc), form=form), status)
    return RedirectResponse(f"/r/{out['registration']['secret']}", status_code=303)


async def player_registration(request: Request):
    d = desk(request)
    secret = request.path_params["secret"]
    try:
        reg = await run_in_threadpool(d.store.registration, secret)
    except Refused as exc:
        return html(request, pages.error_page(exc.status, exc.message), exc.status, private=True)
    error, draft, status = None, None, 200
    if request.method == "POST":
        try:
            form = await read_form(request)
            draft = str(form.get("deck") or "")
            rate_limited(request)
            await run_in_threadpool(d.submit, reg["event"]["slug"], reg["player_id"],
                                    form.get("player_name", reg["player_name"]), deck_data(form), secret)
            return RedirectResponse(f"/r/{secret}", status_code=303)
        except Refused as exc:
            error, status = str(exc), exc.status
    return html(request, pages.registration_page(reg, csrf_token(request), closed=d.closed(reg["event"]),
                                                 link=link(request, f"/r/{secret}"), error=error, draft=draft),
                status, private=True)


# --- organizer pages -----------------------------------------------------------------------------
async def organizer(request: Request):
    d = desk(request)
    if not d.is_organizer(request):
        return html(request, pages.login_page(csrf_token(request)), private=True)
    events = await run_in_threadpool(d.store.events)
    return html(request, pages.organizer_home(events, csrf_token(request), list(d.formats)), private=True)


async def organizer_login(request: Request):
    d = desk(request)
    try:
        form = await read_form(request)
    except Refused as exc:
        return html(request, pages.login_page(csrf_token(request), str(exc)), exc.status, private=True)
    if not d.token_ok(str(form.get("token") or "")):
        return html(request, pages.login_page(csrf_token(request), "wrong organizer token"), 403, private=True)
    resp = RedirectResponse("/organizer", status_code=303)
    resp.set_cookie(ORG_COOKIE, d._org, httponly=True, samesite="strict", path="/")
    return resp


async def organizer_logout(request: Request):
    try:
        await read_form(request)
    except Refused as exc:
        return html(request, pages.error_page(exc.status, exc.message), exc.status)
    resp = RedirectResponse("/organizer", status_code=303)
    resp.delete_cookie(ORG_COOKIE, path="/")
    return resp


def create_event(d: Desk, *, name: str, date: str, fmt: str, deadline: str, pool: str | None) -> dict:
    """Validate and store a new event (the page, the API and `deckcheck event create` all come here)."""
    fmt_ = get_web_format(fmt, d.formats)
    when = parse_when(deadline)
    if pool and pool.strip():
        d.pools.counts(pool, d.db)           # every pool line must read exactly
    else:
        pool = None
    return d.store.create_event(name, date=date, fmt=fmt_.name, deadline=when, pool=pool)


async def organizer_create(request: Request):
    d = desk(request)
    if not d.is_organizer(request):
        return html(request, pages.login_page(csrf_token(request), "sign in first"), 401, private=True)
    try:
        form = await read_form(request)
        ev = await run_in_threadpool(lambda: create_event(d, name=form.get("name", ""), date=form.get("date", ""),
                                                          fmt=form.get("format", ""), deadline=form.get("deadline", ""),
                                                          pool=form.get("pool")))
    except InputError as exc:
        events = await run_in_threadpool(d.store.events)
        return html(request, pages.organizer_home(events, csrf_token(request), list(d.formats), str(exc)),
                    getattr(exc, "status", 400), private=True)
    return RedirectResponse(f"/organizer/events/{ev['slug']}", status_code=303)


async def organizer_sees(request: Request) -> tuple[dict | None, Response | None]:
    """The event an organizer page is about, or the page to answer instead (sign in, 404)."""
    d = desk(request)
    if not d.is_organizer(request):
        return None, html(request, pages.login_page(csrf_token(request), "sign in first"), 401, private=True)
    try:
        return await run_in_threadpool(d.store.event, request.path_params["slug"]), None
    except Refused as exc:
        return None, html(request, pages.error_page(exc.status, exc.message), exc.status)


async def organizer_event(request: Request):
    d = desk(request)
    ev, answer = await organizer_sees(request)
    if answer is not None:
        return answer

    q = request.query_params
    pick_n, seed = pick_query(request)

    def gather():
        stamp = d.store.stamp(ev["slug"])
        rows = d.rows(ev)
        result = d.screening(ev)
        picks = d.picks(ev, pick_n, seed) if q.get("pick") else None
        return stamp, rows, result.summary(), d.store.latest(ev["slug"]), d.store.history(ev["slug"]), picks

    stamp, rows, summary, latest, history, picks = await run_in_threadpool(gather)
    without = [r for r in rows if r["status"] in ("illegal", "unreadable")]
    body = pages.organizer_event_page(ev, closed=d.closed(ev), summary=summary, player_link=link(request, f"/e/{ev['slug']}"),
                                      registrations=latest, history=history, without_legal=without, picks=picks,
                                      pick_n=pick_n, pick_seed=seed, stamp=stamp)
    return html(request, body, private=True)


def pick_query(request: Request) -> tuple[int, str]:
    q = request.query_params
    try:
        n = max(1, min(1000, int(q.get("pick") or 4)))
    except ValueError:
        n = 4
    return n, (q.get("seed") or secrets.token_hex(3))[:40]


async def organizer_picks(request: Request):
    """The picked players' lists, one per printed page, for the judge (screening's `write_picks`)."""
    d = desk(request)
    ev, answer = await organizer_sees(request)
    if answer is not None:
        return answer
    n, seed = pick_query(request)
    from deckcheck.screening.report import write_picks

    def make():
        out = io.StringIO()
        write_picks(d.picks(ev, n, seed), out, title=ev["name"], date=ev["date"], seed=seed)
        return out.getvalue()
    resp = HTMLResponse(await run_in_threadpool(make))
    resp.headers["cache-control"] = "no-store"
    resp.headers["content-security-policy"] = REPORT_CSP
    return resp


EXPORTS = {"csv": ("text/csv; charset=utf-8", "write_csv"), "json": ("application/json", "write_json"),
           "html": ("text/html; charset=utf-8", "write_html")}


async def organizer_export(request: Request):
    d = desk(request)
    kind = request.path_params["kind"]
    framed = request.path_params.get("framed", False)
    ev, answer = await organizer_sees(request)
    if answer is not None:
        return answer
    if kind not in EXPORTS:
        return html(request, pages.error_page(404, "exports are .csv, .json or .html"), 404)
    from deckcheck.screening import report as reporters
    media, name = EXPORTS[kind]
    writer = getattr(reporters, name)
    text = await run_in_threadpool(d.report, ev, writer)
    resp = Response(text, media_type=media)
    resp.headers["cache-control"] = "no-store"
    if kind == "html":
        resp.headers["content-security-policy"] = REPORT_CSP
    if not framed:
        resp.headers["content-disposition"] = f"attachment; filename=\"{ev['slug']}.{kind}\""
    return resp


async def organizer_report(request: Request):
    request.path_params["kind"] = "html"
    request.path_params["framed"] = True
    return await organizer_export(request)


# --- API -----------------------------------------------------------------------------------------
async def api_check(request: Request):
    """
    summary: Check a decklist (the same JSON as `deckcheck check --json`)
    description: The body is the decklist in any format `check` reads. 200 for legal and illegal
      decks alike (see `legal`); 422 with the one-line error when the list cannot be read; 413 past
      a deck file's cap.
    parameters:
      - {name: format, in: query, schema: {type: string, default: constructed}}
      - {name: hero, in: query, schema: {type: string}}
    requestBody: {content: {text/plain: {schema: {type: string}}}}
    responses:
      200: {description: the check}
      422: {description: unreadable decklist}
    """
    d = desk(request)
    body = await request.body()
    try:
        fmt = get_web_format(request.query_params.get("format"), d.formats)
    except InputError as exc:
        return json_error(exc, 400)
    try:
        result = await run_in_threadpool(check_text, body, d.db, fmt, hero=request.query_params.get("hero"),
                                         label="<body>")
    except InputError as exc:
        return json_error(exc, 400 if exc.field == "hero" else 422)
    return JSONResponse(result)


def public_event(ev: dict, request: Request, closed: bool) -> dict:
    return {"slug": ev["slug"], "name": ev["name"], "date": ev["date"], "format": ev["fmt"],
            "deadline": ev["deadline"], "open": not closed, "pool": bool(ev.get("pool")),
            "url": link(request, f"/e/{ev['slug']}")}


async def api_events(request: Request):
    """
    summary: List events (GET) or create one (POST, JSON name/date/format/deadline/pool); organizer token
    responses:
      200: {description: the events}
      201: {description: the new event}
      401: {description: no or wrong organizer token}
    """
    d = desk(request)
    try:
        await need_organizer_api(request)
        if request.method == "GET":
            events = await run_in_threadpool(d.store.events)
            return JSONResponse({"events": [{**public_event(ev, request, d.closed(ev)), "players": ev["players"]}
                                            for ev in events]})
        data = await json_body(request)
        ev = await run_in_threadpool(lambda: create_event(
            d, name=str(data.get("name") or ""), date=str(data.get("date") or ""),
            fmt=str(data.get("format") or "constructed"), deadline=str(data.get("deadline") or ""),
            pool=data.get("pool") if isinstance(data.get("pool"), str) else None))
        return JSONResponse(public_event(ev, request, d.closed(ev)), status_code=201)
    except InputError as exc:
        return json_error(exc)


async def json_body(request: Request) -> dict:
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
        raise Refused("send JSON (Content-Type: application/json)", 415)
    try:
        data = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError) as exc:
        raise Refused(f"invalid JSON: {exc}", 400) from None
    if not isinstance(data, dict):
        raise Refused("expected a JSON object", 400)
    return data


async def api_event(request: Request):
    """
    summary: One event (public), as players see it
    responses:
      200: {description: the event}
      404: {description: no such event}
    """
    d = desk(request)
    try:
        ev = await run_in_threadpool(d.store.event, request.path_params["slug"])
    except InputError as exc:
        return json_error(exc)
    return JSONResponse(public_event(ev, request, d.closed(ev)))


async def api_stamp(request: Request):
    """
    summary: How many submissions an event has, and the newest one's id (what the live table polls); organizer token
    responses:
      200: {description: the stamp}
    """
    d = desk(request)
    try:
        await need_organizer_api(request)
        ev = await run_in_threadpool(d.store.event, request.path_params["slug"])
        n, top = await run_in_threadpool(d.store.stamp, ev["slug"])
    except InputError as exc:
        return json_error(exc)
    return JSONResponse({"submissions": n, "latest": top})


async def api_registrations(request: Request):
    """
    summary: Every registration's latest list, screened (GET, organizer token; the `screen` JSON), or submit one (POST)
    description: POST takes JSON {"player_id", "player_name", "deck", "secret"?}; a known player id
      needs the secret of its private link. Answers 201 with the check, the status and the private
      link; 403 after the deadline; 409 when the player id is someone else's; 429 when rate-limited.
    responses:
      200: {description: the screening report as JSON}
      201: {description: stored; the check and the private link}
    """
    d = desk(request)
    slug = request.path_params["slug"]
    try:
        if request.method == "GET":
            await need_organizer_api(request)
            ev = await run_in_threadpool(d.store.event, slug)
            from deckcheck.screening.report import write_json
            text = await run_in_threadpool(d.report, ev, write_json)
            return Response(text, media_type="application/json", headers={"cache-control": "no-store"})
        data = await json_body(request)
        rate_limited(request)
        deck = data.get("deck")
        out = await run_in_threadpool(d.submit, slug, str(data.get("player_id") or ""),
                                      str(data.get("player_name") or ""), deck if isinstance(deck, str) else "",
                                      str(data["secret"]) if data.get("secret") else None)
    except InputError as exc:
        return json_error(exc)
    reg = out["registration"]
    return JSONResponse({"ok": True, "status": out["status"], "player_id": reg["player_id"],
                         "player_name": reg["player_name"], "submission": reg["submission"],
                         "secret": reg["secret"], "url": link(request, f"/r/{reg['secret']}"),
                         "check": out["check"]}, status_code=201)


async def api_registration(request: Request):
    """
    summary: A player's own registration, every submission (by the secret of the private link)
    responses:
      200: {description: the registration}
      404: {description: no such registration}
    """
    d = desk(request)
    try:
        reg = await run_in_threadpool(d.store.registration, request.path_params["secret"])
    except InputError as exc:
        return json_error(exc)
    ev = reg["event"]
    return JSONResponse({"event": public_event(ev, request, d.closed(ev)), "player_id": reg["player_id"],
                         "player_name": reg["player_name"],
                         "submissions": [{"id": s["id"], "ts": s["ts"], "status": s["status"], "check": s["result"],
                                          "text": s["text"]} for s in reg["submissions"]]},
                        headers={"cache-control": "no-store"})


async def openapi(request: Request):
    return JSONResponse(SCHEMA.get_schema(request.app.routes))


async def api_docs(request: Request):
    return html(request, pages.api_docs_page(SCHEMA.get_schema(request.app.routes)))


ROUTES = [
    Route("/", index), Route("/static/desk.js", static_js),
    Route("/e/{slug}", player_event, methods=["GET", "POST"]),
    Route("/r/{secret}", player_registration, methods=["GET", "POST"]),
    Route("/organizer", organizer), Route("/organizer/login", organizer_login, methods=["POST"]),
    Route("/organizer/logout", organizer_logout, methods=["POST"]),
    Route("/organizer/events", organizer_create, methods=["POST"]),
    Route("/organizer/events/{slug}", organizer_event),
    Route("/organizer/events/{slug}/report.html", organizer_report),
    Route("/organizer/events/{slug}/export.{kind}", organizer_export),
    Route("/organizer/events/{slug}/picks.html", organizer_picks),
    Route("/api/check", api_check, methods=["POST"]),
    Route("/api/events", api_events, methods=["GET", "POST"]),
    Route("/api/events/{slug}", api_event),
    Route("/api/events/{slug}/stamp", api_stamp),
    Route("/api/events/{slug}/registrations", api_registrations, methods=["GET", "POST"]),
    Route("/api/registrations/{secret}", api_registration),
    Route("/openapi.json", openapi, include_in_schema=False), Route("/api/docs", api_docs, include_in_schema=False),
]


def create_app(store: DeskStore | str | None = None, *, token: str, cards=None, per_minute: float = 30,
               burst: int = 10, clock: Callable[[], datetime] = utcnow) -> Starlette:
    """The desk app over `store` (a DeskStore or a database URL; default: the collection's database)."""
    from contextlib import asynccontextmanager
    if not isinstance(store, DeskStore):
        store = DeskStore(store)
    state = Desk(store, token, cards=cards, per_minute=per_minute, burst=burst, clock=clock)

    @asynccontextmanager
    async def lifespan(app):
        yield
        state.close()

    app = Starlette(routes=ROUTES, lifespan=lifespan)
    app.state.desk = state
    app.add_middleware(Guard)
    return app
