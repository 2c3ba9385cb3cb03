"""Shared by the desk tests: the desk app served for real (uvicorn on 127.0.0.1, a free port, in a
thread), and database URLs (SQLite always, PostgreSQL when DECKCHECK_TEST_PG_URL is set)."""
from __future__ import annotations

import contextlib
import os
import socket
import threading
import time

import pytest

PG_URL = os.environ.get("DECKCHECK_TEST_PG_URL")
TOKEN = "organizer-token-for-tests"


def backends():
    return ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
        not PG_URL, reason="DECKCHECK_TEST_PG_URL not set (see .ci/postgres.sh)"))]


def desk_url(kind: str, tmp_path) -> str:
    if kind == "sqlite":
        return f"sqlite:///{tmp_path / 'desk.db'}"
    import sqlalchemy as sa
    from deckcheck.desk.store import META
    eng = sa.create_engine(PG_URL)
    META.drop_all(eng)           # the desk's tables only
    eng.dispose()
    return PG_URL


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serving(app):
    """The app on http://127.0.0.1:PORT until the block ends."""
    import uvicorn
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           access_log=False))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the desk server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
