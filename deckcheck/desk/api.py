"""The desk's API (JSON), what the pages use and scripts may: /api/docs lists it, /openapi.json is
its OpenAPI schema (from each handler's docstring). A refusal is `{"ok": false, "error": "<one
line>", "errors": [...]}` with its status (`deckcheck.desk.app`)."""
from __future__ import annotations

import json

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.schemas import SchemaGenerator

from deckcheck.desk import templates
from deckcheck.desk.security import client, desk, is_organizer
from deckcheck.desk.store import Refused

SCHEMA = SchemaGenerator({"openapi": "3.0.0", "info": {"title": "deckcheck registration desk", "version": "2"}})


async def need_organizer(request: Request) -> None:
    if not await is_organizer(request):
        raise Refused("organizer token required (Authorization: Bearer TOKEN)", 401)


async def json_body(request: Request) -> dict:
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
        raise Refused("send JSON (Content-Type: application/json)", 415)
    try:
        data = json.loads(await request.body())
    except json.JSONDecodeError as exc:
        raise Refused(f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except UnicodeDecodeError:
        raise Refused("invalid JSON: not UTF-8 text") from None
    except ValueError:          # Python's own limit on an integer's digits
        raise Refused("invalid JSON: a number has too many digits") from None
    except RecursionError:
        raise Refused("invalid JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise Refused("expected a JSON object")
    return data


def text_field(data: dict, name: str, default: str = "") -> str:
    """A string field of a JSON body; a number is taken as its text, anything else refused."""
    value = data.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise Refused("expected a string", field=name)
    return str(value)


def public_event(request: Request, ev: dict) -> dict:
    d = desk(request)
    return {"slug": ev["slug"], "name": ev["name"], "date": ev["date"], "format": ev["fmt"],
            "deadline": ev["deadline"], "open": not d.closed(ev), "pool": bool(ev.get("pool")),
            "url": d.link(f"/e/{ev['slug']}")}


async def api_check(request: Request):
    """
    summary: Check a decklist (the same JSON as `deckcheck check --json`)
    description: The body is the decklist in any format `check` reads. 200 for legal and illegal
      decks alike (see `legal`); 422 with the one-line error when the list cannot be read or takes
      longer than the desk's time budget to check; 413 past a deck file's cap; 429 when the
      client's share of checking is used up (Retry-After says when to try again).
    parameters:
      - {name: format, in: query, schema: {type: string, default: constructed}}
      - {name: hero, in: query, schema: {type: string}}
    requestBody: {content: {text/plain: {schema: {type: string}}}}
    responses:
      200: {description: the check}
      422: {description: unreadable decklist, or too slow to check}
      429: {description: too many checks from this client}
    """
    q = request.query_params
    result = await desk(request).check(client(request), await request.body(), q.get("format"), q.get("hero"))
    return JSONResponse(result)


async def api_events(request: Request):
    """
    summary: List events (GET) or create one (POST, JSON name/date/format/deadline/pool); organizer token
    responses:
      200: {description: the events}
      201: {description: the new event}
      401: {description: no or wrong organizer token}
    """
    d = desk(request)
    await need_organizer(request)
    if request.method == "GET":
        events = await run_in_threadpool(d.store.events)
        return JSONResponse({"events": [{**public_event(request, ev), "players": ev["players"]} for ev in events]})
    data = await json_body(request)
    pool = data.get("pool")
    ev = await run_in_threadpool(lambda: d.new_event(
        name=text_field(data, "name"), date=text_field(data, "date"), fmt=text_field(data, "format", "constructed"),
        deadline=text_field(data, "deadline"), pool=pool if isinstance(pool, str) else None))
    return JSONResponse(public_event(request, ev), status_code=201)


async def api_event(request: Request):
    """
    summary: One event (public), as players see it
    responses:
      200: {description: the event}
      404: {description: no such event}
    """
    ev = await run_in_threadpool(desk(request).event, request.path_params["slug"])
    return JSONResponse(public_event(request, ev))


async def api_stamp(request: Request):
    """
    summary: How many submissions an event has, and the newest one's id (what the live table polls); organizer token
    responses:
      200: {description: the stamp}
    """
    d = desk(request)
    await need_organizer(request)
    ev = await run_in_threadpool(d.event, request.path_params["slug"])
    n, top = await run_in_threadpool(d.store.stamp, ev["slug"])
    return JSONResponse({"submissions": n, "latest": top})


async def api_registrations(request: Request):
    """
    summary: Every registration's latest list, screened (GET, organizer token; the `screen` JSON), or submit one (POST)
    description: POST takes JSON {"player_id", "player_name", "deck", "secret"?, "key"?}; a known
      player id needs the secret of its private link. `key` (16-64 letters, digits, - or _; also the
      Idempotency-Key header) makes a retry safe; the same key and list again answer what the first
      one did, private link and all. Answers 201 with the check, the status and the private link;
      403 after the deadline; 409 when the player id is someone else's; 422 when the list takes
      longer than the time budget to check; 429 when rate-limited (Retry-After).
    responses:
      200: {description: the screening report as JSON}
      201: {description: stored (or stored before, with this key); the check and the private link}
    """
    d = desk(request)
    slug = request.path_params["slug"]
    if request.method == "GET":
        await need_organizer(request)
        ev = await run_in_threadpool(d.event, slug)
        from deckcheck.screening.report import write_json
        text = await run_in_threadpool(d.report, ev, write_json)
        return Response(text, media_type="application/json", headers={"cache-control": "no-store"})
    data = await json_body(request)
    deck = data.get("deck")
    out = await d.submit(client(request), slug, player_id=text_field(data, "player_id"),
                         player_name=text_field(data, "player_name"), data=deck if isinstance(deck, str) else "",
                         secret=text_field(data, "secret") or None,
                         key=text_field(data, "key") or request.headers.get("idempotency-key") or None)
    reg = out["registration"]
    return JSONResponse({"ok": True, "status": out["status"], "player_id": reg["player_id"],
                         "player_name": reg["player_name"], "submission": reg["submission"],
                         "replayed": out["replayed"], "secret": reg["secret"], "url": d.link(f"/r/{reg['secret']}"),
                         "check": out["check"]}, status_code=201, headers={"cache-control": "no-store"})


async def api_registration(request: Request):
    """
    summary: A player's own registration, every submission (by the secret of the private link)
    responses:
      200: {description: the registration}
      404: {description: no such registration}
    """
    reg = await run_in_threadpool(desk(request).store.registration, request.path_params["secret"])
    return JSONResponse({"event": public_event(request, reg["event"]), "player_id": reg["player_id"],
                         "player_name": reg["player_name"],
                         "submissions": [{"id": s["id"], "ts": s["ts"], "status": s["status"], "check": s["result"],
                                          "text": s["text"]} for s in reg["submissions"]]},
                        headers={"cache-control": "no-store"})


async def openapi(request: Request):
    return JSONResponse(SCHEMA.get_schema(request.app.routes))


async def api_docs(request: Request):
    return HTMLResponse(templates.api_docs_page(SCHEMA.get_schema(request.app.routes)))
