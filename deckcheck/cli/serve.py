"""`deckcheck serve`: the registration desk, a web app over the same engine (needs `deckcheck[web]`)."""
from __future__ import annotations

import os
import secrets
import sys
from typing import Optional

import typer

from deckcheck.cli.common import CardsOpt, DbOpt, fail

TOKEN_ENV = "DECKCHECK_DESK_TOKEN"


def serve(host: str = typer.Option("127.0.0.1", "--host", help="Address to bind (default: this machine only)."),
          port: int = typer.Option(8000, "--port", help="Port to listen on."),
          db: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt,
          token: Optional[str] = typer.Option(None, "--token", metavar="TOKEN",
                                              help=f"Organizer token (default: ${TOKEN_ENV}, else a new one, printed once)."),
          rate: float = typer.Option(30, "--rate", metavar="N", help="Submissions per minute per client address (0: no limit)."),
          burst: int = typer.Option(10, "--burst", metavar="N", help="Submissions a client may send at once before --rate applies."),
          ) -> None:
    """Run the registration desk: players register decklists, organizers watch the event (Ctrl-C stops)."""
    try:
        import uvicorn
        from deckcheck.desk.app import create_app
    except ImportError as exc:
        raise fail(f"the registration desk needs the web extra: pip install 'deckcheck[web]' ({exc.name} is missing)")
    if not 0 < port < 65536:
        raise fail(f"--port: {port} out of range (1-65535)")
    if rate < 0 or burst < 1:
        raise fail("--rate must be 0 or more and --burst 1 or more")
    generated = not (token or os.environ.get(TOKEN_ENV))
    token = token or os.environ.get(TOKEN_ENV) or secrets.token_urlsafe(18)
    if len(token) < 8:
        raise fail("--token: at least 8 characters")
    _can_listen(host, port)
    app = create_app(db, token=token, cards=cards, per_minute=rate, burst=burst)
    shown = "[::1]" if host == "::1" else host
    sys.stderr.write(f"deckcheck: registration desk on http://{shown}:{port}/  (database: {app.state.desk.store.display_url})\n")
    if generated:
        sys.stderr.write(f"deckcheck: organizer token (shown once): {token}\n")
    sys.stderr.write(f"deckcheck: organizer page: http://{shown}:{port}/organizer\n")
    sys.stderr.flush()
    uvicorn.run(app, host=host, port=port, log_level="warning", access_log=False)



def _can_listen(host: str, port: int) -> None:
    """A taken port or an address not on this machine is one line (exit 2), not a traceback."""
    import socket
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        with socket.socket(infos[0][0], socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(infos[0][4])
    except OSError as exc:
        raise fail(f"--host/--port: cannot listen on {host}:{port}: {exc.strerror or exc}")
