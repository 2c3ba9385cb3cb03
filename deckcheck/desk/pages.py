"""The desk's pages: the player's event page and private link, the organizer's pages and exports.

Each handler asks the service (`deckcheck.desk.service.Desk`) and answers with `templates`' HTML.
A refusal (`Refused`) that belongs on the page it came from (a form's error) is shown there; any
other one becomes an error page (`deckcheck.desk.app`).
"""
from __future__ import annotations

import io
import secrets

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from deckcheck.desk import templates
from deckcheck.desk.security import (ORG_COOKIE, REPORT_CSP, SESSION_SECONDS, client, csrf_token, desk,
                                     is_organizer, read_form, set_cookie, with_csrf_cookie)
from deckcheck.desk.store import Refused
from deckcheck.errors import InputError
from deckcheck.violations import PLAYABLE


def html(request: Request, body: str, status: int = 200, *, private: bool = False,
         retry_after: int | None = None) -> HTMLResponse:
    resp = HTMLResponse(body, status_code=status)
    with_csrf_cookie(request, resp)
    if private:
        resp.headers["cache-control"] = "no-store"
    if retry_after:
        resp.headers["retry-after"] = str(retry_after)
    return resp


def new_key() -> str:
    """A form's submission key (sent again with the same form, it gets the same answer back)."""
    return secrets.token_urlsafe(18)


def deck_data(form: dict) -> str | bytes:
    data = form.get("file")
    return data if data else str(form.get("deck") or "")


# --- players ---------------------------------------------------------------------------------------
async def index(request: Request):
    return html(request, templates.index_page())


async def static_js(request: Request):
    return Response(templates.JS, media_type="text/javascript", headers={"cache-control": "max-age=300"})


async def player_event(request: Request):
    d = desk(request)
    ev = await run_in_threadpool(d.event, request.path_params["slug"])
    if request.method == "GET":
        return html(request, templates.player_event_page(ev, csrf_token(request), new_key(), closed=d.closed(ev)))
    form: dict = {}
    try:
        form = await read_form(request)
        out = await d.submit(client(request), ev["slug"], player_id=form.get("player_id", ""),
                             player_name=form.get("player_name", ""), data=deck_data(form), key=form.get("key"))
    except Refused as exc:
        return html(request, templates.player_event_page(ev, csrf_token(request), new_key(), closed=d.closed(ev),
                                                         error=str(exc), form=form), exc.status,
                    retry_after=exc.retry_after)
    return RedirectResponse(f"/r/{out['registration']['secret']}", status_code=303)


async def player_registration(request: Request):
    d = desk(request)
    secret = request.path_params["secret"]
    reg = await run_in_threadpool(d.store.registration, secret)
    error, draft, status, retry = None, None, 200, None
    if request.method == "POST":
        try:
            form = await read_form(request)
            draft = str(form.get("deck") or "")
            await d.submit(client(request), reg["event"]["slug"], player_id=reg["player_id"],
                           player_name=form.get("player_name", reg["player_name"]), data=deck_data(form),
                           secret=secret, key=form.get("key"))
            return RedirectResponse(f"/r/{secret}", status_code=303)
        except Refused as exc:
            error, status, retry = str(exc), exc.status, exc.retry_after
    return html(request, templates.registration_page(reg, csrf_token(request), new_key(), closed=d.closed(reg["event"]),
                                                     link=d.link(f"/r/{secret}"), error=error, draft=draft),
                status, private=True, retry_after=retry)


# --- organizer -------------------------------------------------------------------------------------
async def organizer(request: Request):
    d = desk(request)
    if not await is_organizer(request):
        return html(request, templates.login_page(csrf_token(request)), private=True)
    events = await run_in_threadpool(d.store.events)
    return html(request, templates.organizer_home(events, csrf_token(request), list(d.formats)), private=True)


async def organizer_login(request: Request):
    d = desk(request)
    try:
        form = await read_form(request)
        sid = await run_in_threadpool(d.sign_in, client(request), str(form.get("token") or ""))
    except Refused as exc:
        return html(request, templates.login_page(csrf_token(request), str(exc)), exc.status, private=True,
                    retry_after=exc.retry_after)
    if sid is None:
        return html(request, templates.login_page(csrf_token(request), "wrong organizer token"), 403, private=True)
    resp = RedirectResponse("/organizer", status_code=303)
    set_cookie(request, resp, ORG_COOKIE, sid, max_age=SESSION_SECONDS)
    return resp


async def organizer_logout(request: Request):
    await read_form(request)
    await run_in_threadpool(desk(request).sessions.close, request.cookies.get(ORG_COOKIE, ""))
    resp = RedirectResponse("/organizer", status_code=303)
    resp.delete_cookie(ORG_COOKIE, path="/")
    return resp


async def organizer_create(request: Request):
    d = desk(request)
    if not await is_organizer(request):
        return html(request, templates.login_page(csrf_token(request), "sign in first"), 401, private=True)
    try:
        form = await read_form(request)
        ev = await run_in_threadpool(lambda: d.new_event(name=form.get("name", ""), date=form.get("date", ""),
                                                         fmt=form.get("format", ""), deadline=form.get("deadline", ""),
                                                         pool=form.get("pool")))
    except InputError as exc:
        if getattr(exc, "status", 400) >= 500:
            raise
        events = await run_in_threadpool(d.store.events)
        return html(request, templates.organizer_home(events, csrf_token(request), list(d.formats), str(exc)),
                    getattr(exc, "status", 400), private=True)
    return RedirectResponse(f"/organizer/events/{ev['slug']}", status_code=303)


async def organizer_sees(request: Request) -> tuple[dict | None, Response | None]:
    """The event an organizer page is about, or the page to answer instead (sign in)."""
    if not await is_organizer(request):
        return None, html(request, templates.login_page(csrf_token(request), "sign in first"), 401, private=True)
    return await run_in_threadpool(desk(request).event, request.path_params["slug"]), None


def pick_query(request: Request) -> tuple[int, str]:
    q = request.query_params
    try:
        n = max(1, min(1000, int(q.get("pick") or 4)))
    except ValueError:
        n = 4
    return n, (q.get("seed") or secrets.token_hex(3))[:40]


async def organizer_event(request: Request):
    d = desk(request)
    ev, answer = await organizer_sees(request)
    if answer is not None:
        return answer
    pick_n, seed = pick_query(request)
    view = await run_in_threadpool(d.overview, ev, pick_n if request.query_params.get("pick") else None, seed)
    without = [r for r in view["rows"] if r["status"] not in PLAYABLE]
    body = templates.organizer_event_page(ev, closed=d.closed(ev), summary=view["summary"],
                                          player_link=d.link(f"/e/{ev['slug']}"), registrations=view["latest"],
                                          history=view["history"], without_legal=without, picks=view["picks"],
                                          pick_n=pick_n, pick_seed=seed, stamp=view["stamp"])
    return html(request, body, private=True)


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
    return HTMLResponse(await run_in_threadpool(make),
                        headers={"cache-control": "no-store", "content-security-policy": REPORT_CSP})


EXPORTS = {"csv": ("text/csv; charset=utf-8", "write_csv"), "json": ("application/json", "write_json"),
           "html": ("text/html; charset=utf-8", "write_html")}


async def organizer_export(request: Request, *, kind: str | None = None, framed: bool = False):
    d = desk(request)
    kind = kind or request.path_params["kind"]
    ev, answer = await organizer_sees(request)
    if answer is not None:
        return answer
    if kind not in EXPORTS:
        raise Refused("exports are .csv, .json or .html", 404)
    from deckcheck.screening import report as reporters
    media, name = EXPORTS[kind]
    text = await run_in_threadpool(d.report, ev, getattr(reporters, name))
    resp = Response(text, media_type=media, headers={"cache-control": "no-store"})
    if kind == "html":
        resp.headers["content-security-policy"] = REPORT_CSP
    if not framed:
        resp.headers["content-disposition"] = f"attachment; filename=\"{ev['slug']}.{kind}\""
    return resp


async def organizer_report(request: Request):
    return await organizer_export(request, kind="html", framed=True)
