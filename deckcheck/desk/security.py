"""The desk's safety layer: who a client is, what it may spend, and what every response carries.

- `Guard`, the outermost ASGI layer: every response (errors and 500s too) gets the security
  headers (a Content-Security-Policy that loads nothing from elsewhere, nosniff, no referrer, no
  framing by other sites); every request body is read whole before a handler sees it, refused
  with 413 past its cap, with 408 when it has not arrived within `body_timeout` seconds, and with
  503 while the bodies being read already hold `body_memory` bytes: slow clients cost bounded time
  and memory. (The deadline for a request's head, the idle timeout and the connection cap are
  the HTTP protocol's: `deckcheck.desk.server`.)
- `Clients`: a client's address is the connection's peer; `X-Forwarded-For` and
  `X-Forwarded-Proto` count only when the peer is a proxy the organizer named (`serve --proxy`),
  read from the right, past those proxies. An IPv6 client is its /64 (one host has all of them).
- `Limits`: per client, in the database (so every server process shares them): submissions
  (`--rate` a minute after a `--burst`), seconds of checking (`--check-rate` a minute: a list that
  takes long to check uses up its sender's share, honest lists of a millisecond never do), and
  failed organizer sign-ins. A refusal is 429 whose message and `Retry-After` say the same seconds.
- Organizer sign-in: the token (at least `MIN_TOKEN` characters, compared in constant time) opens
  a server-side session; the cookie holds only its random id, `Secure` when the desk is reached
  over HTTPS; signing out ends the session on the server.
- Forms carry a CSRF token matched against a SameSite=Strict cookie.
"""
from __future__ import annotations

import asyncio
import hashlib
import ipaddress
import secrets
import time
from typing import Callable, Iterable

from deckcheck.decks.source import MAX_BYTES
from deckcheck.desk.store import Bucket, DeskStore, Refused, wait_message

FORM_SLACK = 64 * 1024            # room for the other fields of a form beside a full-size deck
CSRF_COOKIE, ORG_COOKIE = "dc_csrf", "dc_org"
MIN_TOKEN = 16
SESSION_SECONDS = 12 * 3600
CSP = ("default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'")
# the screening report (framed in the event page) is the screen writer's own self-contained page
REPORT_CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
              "form-action 'none'; frame-ancestors 'self'; base-uri 'none'")
HEADERS = ((b"content-security-policy", CSP.encode()), (b"x-content-type-options", b"nosniff"),
           (b"referrer-policy", b"no-referrer"), (b"x-frame-options", b"SAMEORIGIN"))

BODY_TIMEOUT = 30.0               # seconds for a whole request body to arrive
BODY_MEMORY = 32 * 1024 * 1024    # bytes all request bodies being read may hold at once (per process)
BUSY_RETRY = 5                    # seconds to wait when the desk is busy receiving other bodies

# what a check may cost a client: every check counts at least MIN_CHARGE seconds
MIN_CHARGE = 0.01
SIGN_IN_BURST, SIGN_IN_PER_MINUTE = 10, 6


def check_token(token: str) -> str:
    if len(token) < MIN_TOKEN:
        raise Refused(f"at least {MIN_TOKEN} characters (a random one: `deckcheck serve` makes one when "
                      "none is given)", field="--token")
    return token


# --- the outermost ASGI layer --------------------------------------------------------------------
class Guard:
    """Security headers on every response; request bodies read whole, capped in size, time and
    memory (see the module's docstring)."""

    def __init__(self, app, *, body_timeout: float = BODY_TIMEOUT, body_memory: int = BODY_MEMORY):
        self.app = app
        self.body_timeout = body_timeout
        self.body_memory = body_memory
        self.held = 0                  # bytes the bodies being read hold now

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def secured(msg):
            if msg["type"] == "http.response.start":
                hs = list(msg.get("headers", []))
                names = {k.lower() for k, _ in hs}
                hs += [(k, v) for k, v in HEADERS if k not in names]
                msg = {**msg, "headers": hs}
            await send(msg)

        limit = MAX_BYTES if scope["path"] == "/api/check" else MAX_BYTES + FORM_SLACK
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            return await refuse(scope, secured, 413, f"request body too large (over {MAX_BYTES // 1024} KiB, "
                                                     "a deck file's cap)")
        held = 0
        try:
            chunks, more = [], True
            deadline = asyncio.get_running_loop().time() + self.body_timeout
            while more:
                left = deadline - asyncio.get_running_loop().time()
                try:
                    msg = await asyncio.wait_for(receive(), max(left, 0.001))
                except asyncio.TimeoutError:
                    return await refuse(scope, secured, 408, f"the request body did not arrive within "
                                                             f"{self.body_timeout:g} s")
                if msg["type"] == "http.disconnect":
                    return
                chunk = msg.get("body", b"")
                if held + len(chunk) > limit:
                    return await refuse(scope, secured, 413, f"request body too large (over {MAX_BYTES // 1024} "
                                                             "KiB, a deck file's cap)")
                if chunk and self.held + len(chunk) > self.body_memory:
                    text, n = wait_message("the desk is busy receiving other uploads", BUSY_RETRY)
                    return await refuse(scope, secured, 503, text, retry_after=n)
                held += len(chunk)
                self.held += len(chunk)
                chunks.append(chunk)
                more = msg.get("more_body", False)
            body, given = b"".join(chunks), False
            chunks.clear()

            async def replay():
                nonlocal given
                if not given:
                    given = True
                    return {"type": "http.request", "body": body, "more_body": False}
                return await receive()

            await self.app(scope, replay, secured)
        finally:
            self.held -= held


async def refuse(scope, send, status: int, message: str, *, retry_after: int | None = None) -> None:
    """Answer before the app sees the request (a JSON error under /api/, else a page), and close."""
    from starlette.responses import HTMLResponse, JSONResponse
    from deckcheck.desk import templates
    if scope["path"].startswith("/api/"):
        resp = JSONResponse({"ok": False, "error": message}, status_code=status)
    else:
        resp = HTMLResponse(templates.error_page(status, message), status_code=status)
    resp.headers["connection"] = "close"
    if retry_after:
        resp.headers["retry-after"] = str(retry_after)

    async def gone():
        return {"type": "http.disconnect"}
    await resp(scope, gone, send)


# --- who a client is -----------------------------------------------------------------------------
class Clients:
    """A request's client (for the rate limits) and scheme, trusting forwarded headers only from
    the named proxies (addresses or networks: 127.0.0.1, 10.0.0.0/8, ::1)."""

    def __init__(self, proxies: Iterable[str] = ()):
        self.proxies = []
        for p in proxies:
            try:
                self.proxies.append(ipaddress.ip_network(p.strip(), strict=False))
            except ValueError:
                raise Refused(f"not an address or network: {p!r} (e.g. 127.0.0.1 or 10.0.0.0/8)",
                              field="--proxy") from None

    def _trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in net for net in self.proxies)

    def address(self, scope) -> str:
        """The client's address: the peer, or past the named proxies, the right-most address in
        X-Forwarded-For that is not one of them."""
        peer = scope["client"][0] if scope.get("client") else "?"
        if not self.proxies or not self._trusted(peer):
            return peer
        hops = [h.strip() for name, v in scope.get("headers") or [] if name == b"x-forwarded-for"
                for h in v.decode("latin-1").split(",")]
        for hop in reversed(hops):
            try:
                ipaddress.ip_address(hop)
            except ValueError:
                break                 # not an address: the last proxy's own peer is what is known
            peer = hop
            if not self._trusted(hop):
                break
        return peer

    def key(self, scope) -> str:
        """The rate limits' key for the client: its address, an IPv6 one cut to its /64."""
        address = self.address(scope)
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return address[:60]
        if ip.version == 6:
            if ip.ipv4_mapped:
                return str(ip.ipv4_mapped)
            return str(ipaddress.ip_network(f"{ip}/64", strict=False))
        return str(ip)

    def https(self, scope) -> bool:
        """Reached over HTTPS: TLS here, or a named proxy says so (X-Forwarded-Proto)."""
        if scope.get("scheme") == "https":
            return True
        peer = scope["client"][0] if scope.get("client") else "?"
        if not self._trusted(peer):
            return False
        protos = [v.decode("latin-1") for name, v in scope.get("headers") or [] if name == b"x-forwarded-proto"]
        return bool(protos) and protos[-1].split(",")[-1].strip().lower() == "https"


# --- rate limits, in the database -----------------------------------------------------------------
class Limits:
    """The per-client buckets (see the module's docstring); 0 for a rate turns that limit off."""

    def __init__(self, store: DeskStore, *, per_minute: float = 30, burst: int = 60, check_rate: float = 20,
                 clock: Callable[[], float] = time.time):
        self.store = store
        self.per_minute, self.burst, self.check_rate = per_minute, burst, check_rate
        self.clock = clock

    def submission(self, client: str) -> Bucket | None:
        return Bucket(f"submit:{client}", 1, 1, self.burst, self.per_minute / 60) if self.per_minute > 0 else None

    def checking(self, client: str) -> Bucket | None:
        if self.check_rate <= 0:
            return None
        return Bucket(f"check:{client}", MIN_CHARGE, MIN_CHARGE, self.check_rate, self.check_rate / 60)

    def sign_in(self, client: str) -> Bucket:
        return Bucket(f"signin:{client}", 1, 1, SIGN_IN_BURST, SIGN_IN_PER_MINUTE / 60)

    def take(self, buckets: list[Bucket | None], what: str) -> None:
        """Take from the buckets, or refuse with 429 (nothing taken)."""
        buckets = [b for b in buckets if b is not None]
        if not buckets:
            return
        wait = self.store.take(buckets, self.clock())
        if wait:
            text, n = wait_message(what, wait)
            raise Refused(text, 429, retry_after=n)

    def spent(self, client: str, seconds: float) -> None:
        """A check took `seconds`: what it cost beyond MIN_CHARGE comes off its client's share."""
        bucket = self.checking(client)
        if bucket is not None and seconds > MIN_CHARGE:
            self.store.spend(bucket, seconds - MIN_CHARGE, self.clock())

    def before_check(self, client: str) -> None:
        self.take([self.checking(client)], "too many checks from your address")

    def before_submission(self, client: str) -> None:
        self.take([self.submission(client), self.checking(client)], "too many submissions from your address")

    def may_sign_in(self, client: str) -> None:
        """Refused (429) while the client's failed sign-ins are used up, right token or not."""
        bucket = self.sign_in(client)
        level = self.store.level(bucket, self.clock())
        if level < 1:
            text, n = wait_message("too many failed sign-ins from your address", (1 - level) / bucket.rate)
            raise Refused(text, 429, retry_after=n)

    def failed_sign_in(self, client: str) -> None:
        self.store.spend(self.sign_in(client), 1, self.clock())


# --- organizer sessions -----------------------------------------------------------------------------
class Sessions:
    """The organizer's token opens a session; the cookie carries its random id, the database a
    digest of it (a copy of the database opens nothing) and when it expires."""

    def __init__(self, store: DeskStore, token: str, limits: Limits, clock: Callable[[], float] = time.time):
        self.store = store
        self._token = hashlib.sha256(check_token(token).encode()).digest()
        self.limits = limits
        self.clock = clock

    def token_ok(self, client: str, given: str) -> bool:
        """The token, compared in constant time; failures are throttled per client (429)."""
        self.limits.may_sign_in(client)
        ok = secrets.compare_digest(hashlib.sha256(given.encode("utf-8", "replace")).digest(), self._token)
        if not ok:
            self.limits.failed_sign_in(client)
        return ok

    def open(self) -> str:
        """A new session; its id (the cookie's value)."""
        sid = secrets.token_urlsafe(32)
        now = self.clock()
        self.store.open_session(_digest(sid), now + SESSION_SECONDS, now)
        return sid

    def valid(self, sid: str) -> bool:
        return bool(sid) and len(sid) < 100 and self.store.session_open(_digest(sid), self.clock())

    def close(self, sid: str) -> None:
        if sid and len(sid) < 100:
            self.store.close_session(_digest(sid))


def _digest(sid: str) -> str:
    return hashlib.sha256(sid.encode("utf-8", "replace")).hexdigest()


# --- per request ----------------------------------------------------------------------------------
def desk(request):
    return request.app.state.desk


def client(request) -> str:
    """The request's client, as the rate limits know it."""
    return desk(request).clients.key(request.scope)


async def is_organizer(request) -> bool:
    from starlette.concurrency import run_in_threadpool
    auth = request.headers.get("authorization", "")
    bearer = auth[7:].strip() if auth[:7].lower() == "bearer " else None
    return await run_in_threadpool(desk(request).organizer, client(request), bearer, request.cookies.get(ORG_COOKIE))


def set_cookie(request, resp, name: str, value: str, *, max_age: int | None = None) -> None:
    """An HttpOnly, SameSite=Strict cookie, `Secure` when the desk is reached over HTTPS."""
    d = desk(request)
    secure = d.base_url.startswith("https://") or d.clients.https(request.scope)
    resp.set_cookie(name, value, httponly=True, samesite="strict", path="/", secure=secure, max_age=max_age)


def csrf_token(request) -> str:
    return request.cookies.get(CSRF_COOKIE) or request.state.__dict__.setdefault("csrf", secrets.token_urlsafe(24))


def with_csrf_cookie(request, resp) -> None:
    new = request.state.__dict__.get("csrf")
    if new and not request.cookies.get(CSRF_COOKIE):
        set_cookie(request, resp, CSRF_COOKIE, new)


async def read_form(request) -> dict:
    """A form's fields (and its uploaded file's bytes as "file"), once its CSRF token matched."""
    form = await request.form(max_files=2, max_fields=20, max_part_size=MAX_BYTES + 1)
    sent = str(form.get("csrf") or "")
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not cookie or not secrets.compare_digest(sent.encode("utf-8", "replace"), cookie.encode("utf-8", "replace")):
        raise Refused("this form has expired or did not come from this site: reload the page and send it again", 403)
    out: dict = {k: v for k, v in form.items() if isinstance(v, str)}
    upload = form.get("file")
    if upload is not None and not isinstance(upload, str) and upload.filename:
        out["file"] = await upload.read(MAX_BYTES + 1)
    return out
