"""Issue 22: the desk under an event's load, served for real (uvicorn on 127.0.0.1). The organizer's
views stay whole while players submit; slow and idle clients are cut; two servers on one
PostgreSQL database lose nothing and share their limits. (The big numbers: bench/bench_desk.py.)"""
from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from desk_server import PG_URL, TOKEN, pg_schema, serve_process, serving  # noqa: E402

from deckcheck.desk.app import create_app  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DECKS = sorted((REPO / "data" / "decks").glob("*.txt"))
LISTS = [p.read_text(encoding="utf-8") for p in DECKS] + ["Hero: Litori Frostburn\n4 Frostbolt\n"]


class Client:
    """One keep-alive connection, as a player's browser or script has."""

    def __init__(self, base: str, token: str | None = None):
        host, port = base.removeprefix("http://").split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=60)
        self.token = token

    def call(self, method: str, path: str, body: dict | None = None, token: str | None = None,
             headers: dict | None = None) -> tuple[int, bytes]:
        headers = {"content-type": "application/json", **(headers or {})}
        if token or self.token:
            headers["authorization"] = f"Bearer {token or self.token}"
        self.conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        resp = self.conn.getresponse()
        return resp.status, resp.read()


def make_event(base: str) -> str:
    deadline = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
    status, body = Client(base, TOKEN).call("POST", "/api/events", {"name": "Rush", "date": "2026-12-04",
                                                                     "deadline": deadline})
    assert status == 201, body
    return json.loads(body)["slug"]


def submit_all(bases: list[str], slug: str, players: int, per_thread: int) -> list[tuple[int, dict]]:
    """`players` submissions from players / per_thread connections at once, round robin over the servers."""
    out: list = [None] * players

    def run(first: int) -> None:
        c = Client(bases[first // per_thread % len(bases)])
        for i in range(first, min(first + per_thread, players)):
            status, body = c.call("POST", f"/api/events/{slug}/registrations",
                                  {"player_id": f"p{i}", "player_name": f"Player {i}", "deck": LISTS[i % len(LISTS)]})
            out[i] = (status, json.loads(body))
    threads = [threading.Thread(target=run, args=(t,)) for t in range(0, players, per_thread)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    return out


def test_the_organizers_views_stay_whole_while_200_players_submit(tmp_path):
    """Issue 22: exports, the event page, report.html, picks.html and the registrations JSON
    answered 500 while players submitted (a screening handed out, then closed under its reader)."""
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=0)
    with serving(app) as base:
        slug = make_event(base)
        views = [f"/organizer/events/{slug}/export.csv", f"/organizer/events/{slug}/export.json",
                 f"/organizer/events/{slug}/report.html", f"/organizer/events/{slug}?pick=3&seed=s",
                 f"/organizer/events/{slug}/picks.html?pick=3&seed=s", f"/api/events/{slug}/registrations"]
        done = threading.Event()
        seen: list[tuple[str, int]] = []

        def read() -> None:
            c = Client(base, TOKEN)
            while not done.is_set():
                for path in views:
                    seen.append((path, c.call("GET", path)[0]))
        readers = [threading.Thread(target=read) for _ in range(3)]
        for r in readers:
            r.start()
        try:
            results = submit_all([base], slug, 200, 10)
        finally:
            done.set()
            for r in readers:
                r.join(120)
        assert [s for s, _ in results] == [201] * 200
        assert len(seen) >= len(views) and not [x for x in seen if x[1] != 200], [x for x in seen if x[1] != 200][:5]
        status, body = Client(base, TOKEN).call("GET", f"/api/events/{slug}/registrations")
        assert len(json.loads(body)["players"]) == 200


def test_a_screening_lent_out_stays_readable_while_a_newer_one_replaces_it(tmp_path):
    from starlette.testclient import TestClient
    from deckcheck.screening.report import write_csv
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=0)
    with TestClient(app) as c:
        slug = make_event_tc(c)
        c.post(f"/api/events/{slug}/registrations", json={"player_id": "1", "player_name": "A", "deck": LISTS[0]})
        d = app.state.desk
        ev = d.event(slug)
        with d.screened(ev) as old:
            c.post(f"/api/events/{slug}/registrations", json={"player_id": "2", "player_name": "B", "deck": LISTS[1]})
            assert d.report(ev, write_csv).count("\n") == 3            # a newer screening, two players
            assert [r["player_id"] for r in old.rows()] == ["1"]       # the one lent out is still whole
        assert old.tmpdir is None                                      # and closed once given back


def make_event_tc(c) -> str:
    deadline = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
    return c.post("/api/events", json={"name": "E", "date": "d", "deadline": deadline},
                  headers={"Authorization": f"Bearer {TOKEN}"}).json()["slug"]


def test_a_forwarded_for_header_from_this_machine_makes_no_new_client(tmp_path):
    """Issue 22: served with uvicorn's defaults, the desk believed any X-Forwarded-For from
    127.0.0.1 (30 of 30 spoofed submissions taken past the limit)."""
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=1, burst=2)
    with serving(app) as base:
        slug = make_event(base)
        c = Client(base)
        codes = [c.call("POST", f"/api/events/{slug}/registrations",
                        {"player_id": f"s{i}", "player_name": f"S {i}", "deck": LISTS[0]},
                        headers={"x-forwarded-for": f"10.9.0.{i}"})[0] for i in range(4)]
        assert codes == [201, 201, 429, 429]


def test_a_client_sending_slow_lists_waits_behind_its_own_not_in_front_of_others(tmp_path):
    """Issue 22: six slow /api/check requests at once took 19 s each and slowed everyone. Each is cut
    at the budget, and checks are taken client by client in turn: an honest list sent with eight
    slow ones is answered while most of them still wait."""
    slow = "\n".join(f"1 Zzqx{i}yy" for i in range(1999)).encode()
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, budget=0.1, check_rate=0,
                     proxies=["127.0.0.1"])
    with serving(app) as base:
        host, port = base.removeprefix("http://").split(":")
        outstanding: list[int] = []
        answers: list[int] = []       # (asserted here, not in the threads: a thread's assert only warns)
        left = [8]
        lock = threading.Lock()

        def check(body: bytes, who: str) -> int:
            conn = http.client.HTTPConnection(host, int(port), timeout=120)
            conn.request("POST", "/api/check", body=body, headers={"x-forwarded-for": who})
            status = conn.getresponse().status
            conn.close()
            return status

        def mallory() -> None:
            status = check(slow, "203.0.113.9")
            with lock:
                answers.append(status)
                left[0] -= 1

        def honest() -> None:
            status = check(LISTS[0].encode(), "198.51.100.3")
            with lock:
                answers.append(status)
                outstanding.append(left[0])
        threads = [threading.Thread(target=mallory) for _ in range(8)]
        for t in threads:
            t.start()
        waiting = app.state.desk.checkers._waiting
        deadline = time.monotonic() + 30
        while waiting.get("203.0.113.9", 0) + 8 - left[0] < 8 and time.monotonic() < deadline:
            time.sleep(0.005)       # all eight received first (in line, or already answered on a slow machine)
        with lock:
            sent_left = left[0]     # Mallory's not yet answered as the honest list is sent
        threads.append(threading.Thread(target=honest))
        threads[-1].start()
        for t in threads:
            t.join(120)
        assert sorted(answers) == [200] + [422] * 8, answers        # every slow list cut at the budget
        # answered while Mallory's still waited: behind at most the two workers' jobs and one turn of hers, not
        # behind all of them (a fair queue, client after client)
        assert outstanding and outstanding[0] >= sent_left - 3, (outstanding, sent_left)


# --- slow and idle clients ----------------------------------------------------------------------------
def closed_by_server(sock: socket.socket, wait: float = 20) -> bytes:
    """Everything the server sent until it closed the connection (fails if it never does)."""
    sock.settimeout(wait)
    got = b""
    while chunk := sock.recv(65536):
        got += chunk
    return got


def test_idle_slow_and_stalled_clients_are_cut(tmp_path):
    """Issue 22: 20 idle sockets, 50 slowloris connections and 100 stalled uploads all stayed open."""
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, body_timeout=1, body_memory=150_000)
    with serving(app, head_timeout=0.5, idle_timeout=0.5) as base:
        port = int(base.rsplit(":", 1)[1])
        connect = lambda: socket.create_connection(("127.0.0.1", port))  # noqa: E731
        idle = connect()
        assert closed_by_server(idle) == b""                          # never said a word
        slow = connect()
        slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-a: 1\r\n")     # a head that never ends
        assert closed_by_server(slow) == b""
        kept = connect()
        kept.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        first = b""
        while b"</html>" not in first:
            first += kept.recv(65536)
        assert b"200 OK" in first
        kept.sendall(b"G")                                           # the next head, one byte at a time
        assert closed_by_server(kept) == b""
        stalled = connect()
        stalled.sendall(b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 500000\r\n\r\n" + b"#" * 100_000)
        other = connect()
        other.sendall(b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 500000\r\n\r\n" + b"#" * 100_000)
        busy = closed_by_server(other)                                # the bodies being read hold too much already
        assert b" 503 " in busy.split(b"\r\n")[0] and b"retry-after: 5" in busy.lower() and b"try again in 5 s" in busy
        late = closed_by_server(stalled)
        assert b" 408 " in late.split(b"\r\n")[0] and b"did not arrive within 1 s" in late
        for s in (idle, slow, kept, stalled, other):
            s.close()


def test_connections_past_the_cap_are_closed_at_once(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN)
    with serving(app, head_timeout=30, max_connections=4) as base:
        port = int(base.rsplit(":", 1)[1])
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(4)]
        held[0].sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        assert b"200 OK" in held[0].recv(65536)                      # (all four are accepted)
        extra = socket.create_connection(("127.0.0.1", port))
        assert closed_by_server(extra, wait=5) == b""                # the fifth: closed, not left waiting 30 s
        for s in held:
            s.close()
        deadline = time.monotonic() + 10
        while True:                                                  # (the server sees the four go)
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            if b"200 OK" in closed_by_server(s) or time.monotonic() > deadline:
                break
        assert time.monotonic() <= deadline


# --- two servers on one PostgreSQL database ------------------------------------------------------------
def children(pid: int) -> list[int]:
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.parent.name))
    return out


@pytest.mark.skipif(not PG_URL, reason="DECKCHECK_TEST_PG_URL not set")
def test_serve_workers_and_a_second_server_on_one_postgresql_lose_nothing():
    with pg_schema() as url:
        common = ("--db", url, "--token", TOKEN, "--rate", "0")
        with serve_process("--workers", "2", *common) as (a, proc), serve_process(*common) as (b, _):
            slug = make_event(a)
            results = submit_all([a, b], slug, 60, 10)
            assert [s for s, _ in results] == [201] * 60
            # every second player resubmits through the other server, with the secret
            again: list = []
            for i in range(0, 60, 2):
                c = Client(b if i // 10 % 2 == 0 else a)
                again.append(c.call("POST", f"/api/events/{slug}/registrations",
                                    {"player_id": f"p{i}", "player_name": f"Player {i}", "deck": LISTS[0],
                                     "secret": results[i][1]["secret"]})[0])
            assert again == [201] * 30
            stamps = [json.loads(Client(x, TOKEN).call("GET", f"/api/events/{slug}/stamp")[1]) for x in (a, b)]
            assert stamps[0] == stamps[1] and stamps[0]["submissions"] == 90
            ids = {r["submission"] for _, r in results}
            assert len(ids) == 60
            # the sign-in throttle is one for both servers (it lives in the database)
            codes = [Client(x).call("GET", "/api/events", token=f"wrong-token-{i:06d}")[0]
                     for i, x in enumerate([a, b] * 5)]
            assert codes == [401] * 10
            assert Client(b).call("GET", "/api/events", token=TOKEN)[0] == 429
            assert len([p for p in children(proc.pid)]) >= 2                  # two server processes under it
