"""`deckcheck serve`: the registration desk, a web app over the same engine (needs `deckcheck[web]`)."""
from __future__ import annotations

import json
import os
import secrets
import sys
from typing import Optional

import typer

from deckcheck.cli.common import CardsOpt, DbOpt, fail

TOKEN_ENV = "DECKCHECK_DESK_TOKEN"


def serve(host: str = typer.Option("127.0.0.1", "--host", help="Address to bind (default: this machine only)."),
          port: int = typer.Option(8000, "--port", help="Port to listen on (0: any free one, printed)."),
          db: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt,
          token: Optional[str] = typer.Option(None, "--token", metavar="TOKEN",
                                              help=f"Organizer token, at least 16 characters (default: ${TOKEN_ENV}, else a new one, printed once)."),
          rate: float = typer.Option(30, "--rate", metavar="N", help="Submissions per minute per client address (0: no limit)."),
          burst: int = typer.Option(60, "--burst", metavar="N", help="Submissions a client may send at once before --rate applies."),
          check_rate: float = typer.Option(20, "--check-rate", metavar="SECONDS",
                                           help="Seconds of checking per minute per client address, for /api/check and submissions (0: no limit)."),
          budget: float = typer.Option(1.0, "--budget", metavar="SECONDS", help="Time one check may take; a longer one is refused (422)."),
          workers: int = typer.Option(1, "--workers", metavar="N", help="Server processes (more than one needs PostgreSQL)."),
          proxy: Optional[list[str]] = typer.Option(None, "--proxy", metavar="ADDR",
                                                    help="A reverse proxy in front of the desk (address or network; repeatable): only its X-Forwarded-For/-Proto count."),
          base_url: Optional[str] = typer.Option(None, "--base-url", metavar="URL",
                                                 help="The address players reach the desk at (e.g. https://desk.example.org), for the links it gives out; default: relative links."),
          ) -> None:
    """Run the registration desk: players register decklists, organizers watch the event (Ctrl-C stops)."""
    try:
        import uvicorn  # noqa: F401
        from deckcheck.desk import server
        from deckcheck.desk.app import ENV, create_app
    except ImportError as exc:
        raise fail(f"the registration desk needs the web extra: pip install 'deckcheck[web]' ({exc.name} is missing)")
    from deckcheck.desk.security import Clients, check_token
    from deckcheck.desk.service import check_base_url, check_budget
    from deckcheck.desk.store import DeskStore
    if not 0 <= port < 65536:
        raise fail(f"--port: {port} out of range (0-65535)")
    if rate < 0 or burst < 1 or check_rate < 0:
        raise fail("--rate and --check-rate must be 0 or more and --burst 1 or more")
    if not 1 <= workers <= 64:
        raise fail(f"--workers: {workers} out of range (1-64)")
    generated = not (token or os.environ.get(TOKEN_ENV))
    token = check_token(token or os.environ.get(TOKEN_ENV) or secrets.token_urlsafe(18))
    check_budget(budget)
    base_url = check_base_url(base_url)
    Clients(proxy or ())
    from deckcheck.desk.checkers import size
    settings = {"store": db, "token": token, "cards": cards, "per_minute": rate, "burst": burst,
                "check_rate": check_rate, "budget": budget, "proxies": proxy or [], "base_url": base_url,
                "checkers": size(workers)}
    store = DeskStore(db)
    shown_db = store.display_url
    if workers > 1:
        if store.dialect != "postgresql":
            store.close()
            raise fail(f"--workers: {workers} server processes need a PostgreSQL database (--db postgresql+psycopg://...); "
                       "SQLite takes one writer at a time (one server process already checks on every core)")
        store.ensure_schema()                     # (once, before the processes start)
        store.close()
    sock = server.bind(host, port)
    app = create_app(store, **{k: v for k, v in settings.items() if k != "store"}) if workers == 1 else None
    port = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    sys.stderr.write(f"deckcheck: registration desk on http://{shown}:{port}/  (database: {shown_db}"
                     f"{f'; {workers} server processes' if workers > 1 else ''})\n")
    if generated:
        sys.stderr.write(f"deckcheck: organizer token (shown once): {token}\n")
    sys.stderr.write(f"deckcheck: organizer page: http://{shown}:{port}/organizer\n")
    sys.stderr.flush()
    if app is not None:
        server.run(app, sock)
    else:
        os.environ[ENV] = json.dumps(settings)
        server.run_workers(workers, sock)
