"""The registration desk under load: `deckcheck serve` on 127.0.0.1, 1,000 submissions over HTTP.

    python bench/bench_desk.py [--submissions 1000] [--clients 4] [--db URL]

Starts the real server (`python -m deckcheck serve --rate 0`, a fresh SQLite file unless --db),
creates an event, then sends the submissions from `--clients` keep-alive connections at once: the
bundled example decks as players send them (legal ones, one cut short, one with the wrong hero
line so the root cause is searched, a misspelt card read by fuzzy matching), each a new player or
a resubmission through a private link. Every submission is checked and stored before its answer.
Baseline in the same run, same connections: POST /api/check (the check alone, nothing stored).
Prints p50/p95/max latency and submissions/s, and the ratio to the baseline. Target (issue 14): a
submission checked and stored within 50 ms at p95.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "data" / "decks"


def decks() -> list[str]:
    """The bundled decks, then the three faulty lists (their kinds: KINDS)."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(DECKS.glob("*.txt"))]
    senzir = (DECKS / "senzir_beast_mastery.txt").read_text(encoding="utf-8")
    litori = (DECKS / "litori_frost.txt").read_text(encoding="utf-8")
    return texts + [
        senzir.replace("Hero: Sen'zir Beastwalker", "Hero: Litori Frostburn"),   # wrong hero line
        "Hero: Litori Frostburn\n4 Frostbolt\n",                                  # far too short
        litori.replace("2 Frostbolt", "2 Frostbollt"),                            # a fuzzy read
    ]


def kinds() -> list[str]:
    n = len(list(DECKS.glob("*.txt")))
    return ["legal"] * n + ["wrong hero line (root cause searched)", "too short", "fuzzy read"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


class Client:
    def __init__(self, port: int, token: str | None = None):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.token = token

    def call(self, method: str, path: str, body: bytes, ctype: str) -> tuple[int, dict, float]:
        headers = {"content-type": ctype}
        if self.token:
            headers["authorization"] = f"Bearer {self.token}"
        t = time.perf_counter()
        self.conn.request(method, path, body=body, headers=headers)
        resp = self.conn.getresponse()
        data = resp.read()
        return resp.status, json.loads(data), time.perf_counter() - t


def run_phase(port: int, jobs: list, clients: int) -> tuple[list[float], float, list[int]]:
    """Send `jobs` [(method, path, body, ctype)] from `clients` connections; latencies, wall time, statuses."""
    lat: list[float] = [0.0] * len(jobs)
    statuses: list[int] = []
    lock = threading.Lock()
    it = iter(list(enumerate(jobs)))

    def worker():
        c = Client(port)
        while True:
            with lock:
                nxt = next(it, None)
            if nxt is None:
                return
            i, job = nxt
            status, _, dt = c.call(*job)
            with lock:
                lat[i] = dt
                statuses.append(status)

    threads = [threading.Thread(target=worker) for _ in range(clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return lat, time.perf_counter() - t0, statuses


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--submissions", type=int, default=1000)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--db", default=None, help="database URL (default: a fresh SQLite file)")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="bench-desk-")
    db = args.db or f"sqlite:///{tmp.name}/desk.db"
    port, token = free_port(), secrets.token_urlsafe(12)
    env = {**os.environ, "DECKCHECK_DESK_TOKEN": token}
    server = subprocess.Popen([sys.executable, "-m", "deckcheck", "serve", "--port", str(port), "--rate", "0",
                               "--db", db], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True)
    try:
        start = time.perf_counter()
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if server.poll() is not None or time.perf_counter() - start > 60:
                    sys.exit(f"server did not start: {server.stderr.read()}")
                time.sleep(0.05)
        print(f"server up in {time.perf_counter() - start:.2f} s (deckcheck serve, {db.split(':')[0]})")
        org = Client(port, token)
        deadline = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
        status, ev, _ = org.call("POST", "/api/events", json.dumps({"name": "Bench", "date": "2026-12-04",
                                                                    "deadline": deadline}).encode(), "application/json")
        assert status == 201, ev
        slug = ev["slug"]
        texts = decks()
        n = args.submissions
        # a third of the submissions are resubmissions of earlier players, through their secret
        firsts = [("POST", f"/api/events/{slug}/registrations",
                   json.dumps({"player_id": f"p{i}", "player_name": f"Player {i}",
                               "deck": texts[i % len(texts)]}).encode(), "application/json")
                  for i in range(n - n // 3)]
        check_jobs = [("POST", "/api/check", texts[i % len(texts)].encode(), "text/plain") for i in range(n)]
        # warm-up (imports, caches) outside the measurement
        run_phase(port, check_jobs[:20], 1)

        base_lat, base_wall, base_st = run_phase(port, check_jobs, args.clients)
        lat1, wall1, st1 = run_phase(port, firsts, args.clients)
        # the resubmissions need each player's secret: read them back as a player would (own link)
        secrets_ = {}
        c = Client(port)
        for i in range(n // 3):
            status, body, _ = c.call("POST", f"/api/events/{slug}/registrations",
                                     json.dumps({"player_id": f"x{i}", "player_name": f"X {i}",
                                                 "deck": texts[0]}).encode(), "application/json")
            secrets_[i] = body["secret"]
        resub = [("POST", f"/api/events/{slug}/registrations",
                  json.dumps({"player_id": f"x{i}", "player_name": f"X {i}", "deck": texts[(i + 3) % len(texts)],
                              "secret": secrets_[i]}).encode(), "application/json") for i in range(n // 3)]
        lat2, wall2, st2 = run_phase(port, resub, args.clients)
        lat, wall, sts = lat1 + lat2, wall1 + wall2, st1 + st2
        bad = [s for s in sts if s != 201] + [s for s in base_st if s != 200]
        status, stamp, _ = Client(port, token).call("GET", f"/api/events/{slug}/stamp", b"", "application/json")
        ms = lambda x: x * 1000  # noqa: E731
        print(f"baseline  POST /api/check (check only)  {len(base_lat)} requests: p50 {ms(statistics.median(base_lat)):.1f} ms  "
              f"p95 {ms(pct(base_lat, 95)):.1f} ms  {len(base_lat) / base_wall:.0f} checks/s")
        print(f"desk      submissions (check + store)   {len(lat)} requests: p50 {ms(statistics.median(lat)):.1f} ms  "
              f"p95 {ms(pct(lat, 95)):.1f} ms  max {ms(max(lat)):.1f} ms  {len(lat) / wall:.0f} submissions/s  "
              f"({args.clients} clients)")
        print(f"ratio     submission p95 / check p95: {pct(lat, 95) / pct(base_lat, 95):.2f}x;  "
              f"target p95 <= 50 ms: {'met' if ms(pct(lat, 95)) <= 50 else 'NOT met'}")
        kind = kinds()
        by: dict[str, list[float]] = {}
        for i, dt in enumerate(lat1):
            by.setdefault(kind[i % len(texts)], []).append(dt)
        for i, dt in enumerate(lat2):
            by.setdefault(kind[(i + 3) % len(texts)], []).append(dt)
        for k, xs in by.items():
            print(f"  {k:<38} {len(xs):>4} submissions: p50 {ms(statistics.median(xs)):.1f} ms  p95 {ms(pct(xs, 95)):.1f} ms")
        print(f"stored    {stamp['submissions']} submissions in the database (sent {len(lat) + len(secrets_)}); "
              f"non-2xx answers: {len(bad)}")
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        tmp.cleanup()


if __name__ == "__main__":
    main()
