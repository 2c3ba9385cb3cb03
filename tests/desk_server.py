"""Shared by the desk tests: the desk app served for real (uvicorn with `deckcheck serve`'s own
settings, on a socket bound to port 0, in a thread), `deckcheck serve` as a process, and database
URLs: SQLite always, PostgreSQL (DECKCHECK_TEST_PG_URL) in a schema of the test's own, so tests
running in parallel (pytest-xdist) never see each other's tables."""
from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

PG_URL = os.environ.get("DECKCHECK_TEST_PG_URL")
TOKEN = "organizer-token-for-tests"
REPO = Path(__file__).resolve().parents[1]


def backends():
    return ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
        not PG_URL, reason="DECKCHECK_TEST_PG_URL not set (see .ci/postgres.sh)"))]


@contextlib.contextmanager
def pg_schema():
    """A PostgreSQL URL whose tables live in a new schema of their own, dropped afterwards."""
    import sqlalchemy as sa
    name = f"t_{uuid.uuid4().hex[:12]}"
    eng = sa.create_engine(PG_URL)
    with eng.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {name}")
    try:      # (the URL's own options, conftest's schema per test process, replaced by this one)
        yield sa.engine.make_url(PG_URL).update_query_dict(
            {"options": f"-csearch_path={name}"}).render_as_string(hide_password=False)
    finally:
        with eng.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA {name} CASCADE")
        eng.dispose()


@pytest.fixture
def desk_db(request, tmp_path):
    """A database URL for the test's backend (parametrize `kind` with `backends()`)."""
    kind = request.getfixturevalue("kind")
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / 'desk.db'}"
        return
    with pg_schema() as url:
        yield url


@contextlib.contextmanager
def serving(app, **settings):
    """The app on http://127.0.0.1:PORT until the block ends (`settings`: deckcheck.desk.server.config's)."""
    import socket
    import uvicorn
    from deckcheck.desk import server as desk_server
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(256)
    srv = uvicorn.Server(desk_server.config(app, **settings))
    thread = threading.Thread(target=srv.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the desk server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        srv.should_exit = True
        thread.join(10)
        sock.close()


@contextlib.contextmanager
def serve_process(*args: str, env: dict | None = None):
    """`deckcheck serve --port 0 ARGS` as a process: (its base URL, the process) until the block ends."""
    proc = subprocess.Popen([sys.executable, "-m", "deckcheck", "serve", "--port", "0", *args], cwd=REPO,
                            env={**os.environ, **(env or {})}, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stderr.readline()
        found = re.search(r"registration desk on (http://\S+?)/ ", line)
        if not found:
            raise RuntimeError(f"deckcheck serve did not start: {line}{proc.stderr.read() if proc.poll() is not None else ''}")
        proc.stderr.readline()                      # the organizer page's line
        yield found.group(1), proc
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        proc.stderr.close()


class Forwarder:
    """A TCP relay to a server (PostgreSQL here) that the test can cut and restore: stopped, it
    refuses connections and drops the open ones, as a stopped database server does."""

    def __init__(self, host: str, port: int):
        import socket
        self.target = (host, port)
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open: list = []
        self.running = False
        self.start()

    def start(self) -> None:
        import socket
        if self.listener is None:
            self.listener = socket.socket()
            self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.listener.bind(("127.0.0.1", self.port))
        self.listener.listen(64)
        self.running = True
        threading.Thread(target=self._accept, args=(self.listener,), daemon=True).start()

    def _accept(self, listener) -> None:
        import socket
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            server = socket.create_connection(self.target)
            self.open += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(a, b) -> None:
        import socket
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def stop(self) -> None:
        import socket
        self.listener.shutdown(socket.SHUT_RDWR)          # (wakes the accepting thread; close alone would not)
        self.listener.close()
        self.listener = None
        for s in self.open:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()
        self.open = []
