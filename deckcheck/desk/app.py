"""The desk as an ASGI app (Starlette): the routes of `pages` and `api` over the service, inside the
safety layer (`security.Guard`, outermost, so every response carries its headers, 500s too).

`create_app(db, token=...)` builds it; `deckcheck serve` runs it on uvicorn (`deckcheck.desk.server`).
Errors: a refusal (`Refused`, any `InputError`) answers its status with its one line, as JSON under
/api/ and as a page elsewhere, with `Retry-After` when trying later will do; the database down or
full is 503 and names nothing of it (the server's log says what and where); no traceback is logged
for bad input. Anything else is a bug: a 500 page or JSON, and its traceback in the log.
"""
from __future__ import annotations

import json
import os
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from deckcheck.desk import api, pages, templates
from deckcheck.desk.security import BODY_MEMORY, BODY_TIMEOUT, Guard
from deckcheck.desk.service import Desk
from deckcheck.desk.store import DeskStore, utcnow
from deckcheck.errors import InputError

#: `serve --workers N` hands each server process its settings here (JSON)
ENV = "DECKCHECK_DESK_SERVE"

ROUTES = [
    Route("/", pages.index), Route("/static/desk.js", pages.static_js),
    Route("/e/{slug}", pages.player_event, methods=["GET", "POST"]),
    Route("/r/{secret}", pages.player_registration, methods=["GET", "POST"]),
    Route("/organizer", pages.organizer), Route("/organizer/login", pages.organizer_login, methods=["POST"]),
    Route("/organizer/logout", pages.organizer_logout, methods=["POST"]),
    Route("/organizer/events", pages.organizer_create, methods=["POST"]),
    Route("/organizer/events/{slug}", pages.organizer_event),
    Route("/organizer/events/{slug}/report.html", pages.organizer_report),
    Route("/organizer/events/{slug}/export.{kind}", pages.organizer_export),
    Route("/organizer/events/{slug}/picks.html", pages.organizer_picks),
    Route("/api/check", api.api_check, methods=["POST"]),
    Route("/api/events", api.api_events, methods=["GET", "POST"]),
    Route("/api/events/{slug}", api.api_event),
    Route("/api/events/{slug}/stamp", api.api_stamp),
    Route("/api/events/{slug}/registrations", api.api_registrations, methods=["GET", "POST"]),
    Route("/api/registrations/{secret}", api.api_registration),
    Route("/openapi.json", api.openapi, include_in_schema=False),
    Route("/api/docs", api.api_docs, include_in_schema=False),
]


def answer(request: Request, status: int, message: str, *, errors: list | None = None,
           retry_after: int | None = None) -> Response:
    """An error as the client reads it: JSON under /api/, a page elsewhere."""
    if request.url.path.startswith("/api/"):
        resp: Response = JSONResponse({"ok": False, "error": message, "errors": errors or [{"message": message}]},
                                      status_code=status)
    else:
        resp = HTMLResponse(templates.error_page(status, message), status_code=status)
    resp.headers["cache-control"] = "no-store"
    if retry_after:
        resp.headers["retry-after"] = str(retry_after)
    return resp


async def refused(request: Request, exc: InputError) -> Response:
    errors = exc.errors if hasattr(exc, "errors") else [exc]
    return answer(request, getattr(exc, "status", 400), str(errors[0]) if len(errors) == 1 else str(exc),
                  errors=[{"message": x.message, "file": x.path, "line": x.line, "field": x.field} for x in errors],
                  retry_after=getattr(exc, "retry_after", None))


async def http_error(request: Request, exc: HTTPException) -> Response:
    message = {404: "no such page", 405: "method not allowed here"}.get(exc.status_code, str(exc.detail))
    return answer(request, exc.status_code, message)


async def server_error(request: Request, exc: Exception) -> Response:
    return answer(request, 500, "internal error: the desk could not answer this request (the organizer's log "
                                "says why)")


class DeskApp(Starlette):
    """Starlette with `Guard` outside everything, its 500 answers too."""

    guard: dict = {}

    def build_middleware_stack(self):
        return Guard(super().build_middleware_stack(), **self.guard)


def create_app(store: DeskStore | str | None = None, *, token: str, cards=None, per_minute: float = 30,
               burst: int = 60, check_rate: float = 20, budget: float | None = None, proxies=(),
               base_url: str | None = None, checkers: int | None = None, body_timeout: float = BODY_TIMEOUT,
               body_memory: int = BODY_MEMORY, clock: Callable[[], datetime] = utcnow) -> Starlette:
    """The desk app over `store` (a DeskStore or a database URL; default: the collection's database).
    The settings are `deckcheck serve`'s (see there); `checkers`: the check worker processes."""
    from deckcheck.desk.service import DEFAULT_BUDGET
    if not isinstance(store, DeskStore):
        store = DeskStore(store)
    state = Desk(store, token, cards=cards, per_minute=per_minute, burst=burst, check_rate=check_rate,
                 budget=DEFAULT_BUDGET if budget is None else budget, proxies=proxies, base_url=base_url,
                 checkers=checkers, clock=clock)

    @asynccontextmanager
    async def lifespan(app):
        yield
        state.close()

    app = DeskApp(routes=ROUTES, lifespan=lifespan,
                  exception_handlers={InputError: refused, HTTPException: http_error, 500: server_error})
    app.guard = {"body_timeout": body_timeout, "body_memory": body_memory}
    app.state.desk = state
    return app


def from_environment() -> Starlette:
    """The app as `serve --workers N` starts it in each server process (settings in $DECKCHECK_DESK_SERVE)."""
    return create_app(**json.loads(os.environ[ENV]))
