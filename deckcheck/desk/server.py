"""The desk on uvicorn: its timeouts, its connection cap, one or several server processes.

What a slow or idle client may hold, per server process (the body's limits are `security.Guard`'s):

- `HEAD_TIMEOUT`: a request's head (request line and headers, at most `MAX_HEAD` bytes) must
  arrive within this many seconds of the connection opening or of the previous answer, else the
  connection is closed (slowloris, a socket opened and left silent);
- `IDLE_TIMEOUT`: a kept-alive connection with no new request is closed after this (uvicorn's);
- `security.BODY_TIMEOUT` / `BODY_MEMORY`: a body must arrive whole within its time, and all the
  bodies being read hold at most that many bytes;
- `MAX_CONNECTIONS`: past this many open connections a new one is closed at once.

Forwarded headers are never uvicorn's business (`proxy_headers` off): the app trusts them only
from the proxies the organizer names (`security.Clients`). `run` serves one app in this process;
`run_workers` starts N server processes on one listening socket (uvicorn's supervisor), each
building its app from `$DECKCHECK_DESK_SERVE` (`deckcheck.desk.app.from_environment`).
"""
from __future__ import annotations

import socket

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from deckcheck.errors import InputError

HEAD_TIMEOUT = 10.0
IDLE_TIMEOUT = 5
MAX_HEAD = 16 * 1024
MAX_CONNECTIONS = 500


class DeskProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 with a deadline for each request's head and a cap on connections."""

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._head_timer = None
        if len(self.connections) > getattr(self.config, "desk_max_connections", MAX_CONNECTIONS):
            self.connections.discard(self)
            transport.abort()
            return
        self._await_head()

    def _between_requests(self) -> bool:
        return self.cycle is None or self.cycle.response_complete

    def _await_head(self) -> None:
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(getattr(self.config, "desk_head_timeout", HEAD_TIMEOUT),
                                                    self._head_late, self.cycle)

    def _head_late(self, cycle) -> None:
        self._head_timer = None
        if self.cycle is cycle and not self.transport.is_closing():     # no new request since
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self._between_requests():
            self._await_head()                 # (a kept-alive connection: the next head's deadline)
        super().data_received(data)
        if self._head_timer is not None and not self._between_requests():
            self._head_timer.cancel()          # the head is in: the body's time is the Guard's
            self._head_timer = None

    def connection_lost(self, exc) -> None:
        if getattr(self, "_head_timer", None) is not None:
            self._head_timer.cancel()
            self._head_timer = None
        super().connection_lost(exc)


def config(app, *, workers: int = 1, head_timeout: float = HEAD_TIMEOUT, idle_timeout: float = IDLE_TIMEOUT,
           max_connections: int = MAX_CONNECTIONS, log_level: str = "warning") -> uvicorn.Config:
    """The uvicorn settings of a desk server (the app, or its factory's import string with `workers`)."""
    cfg = uvicorn.Config(app, http=DeskProtocol, proxy_headers=False, server_header=False,
                         timeout_keep_alive=idle_timeout, h11_max_incomplete_event_size=MAX_HEAD,
                         log_level=log_level, access_log=False, workers=workers,
                         factory=isinstance(app, str), timeout_graceful_shutdown=10)
    cfg.desk_head_timeout = head_timeout
    cfg.desk_max_connections = max_connections
    return cfg


def bind(host: str, port: int) -> socket.socket:
    """A listening socket (port 0: any free one); a taken port or a foreign address is one line."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        sock = socket.socket(infos[0][0], socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(infos[0][4])
        sock.listen(2048)
    except OSError as exc:
        raise InputError(f"cannot listen on {host}:{port}: {exc.strerror or exc}", field="--host/--port") from None
    sock.set_inheritable(True)
    return sock


def run(app, sock: socket.socket) -> None:
    """Serve `app` in this process until Ctrl-C or SIGTERM."""
    uvicorn.Server(config(app)).run(sockets=[sock])


def run_workers(workers: int, sock: socket.socket) -> None:
    """`workers` server processes on `sock`, each with the app from $DECKCHECK_DESK_SERVE."""
    from uvicorn.supervisors import Multiprocess
    Multiprocess(config("deckcheck.desk.app:from_environment", workers=workers), sockets=[sock]).run()
