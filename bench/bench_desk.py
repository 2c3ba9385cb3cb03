"""The registration desk under an event's load: 200 players at once, on SQLite and PostgreSQL, with
one server and with two.

    python bench/bench_desk.py [--players 200] [--pg URL] [--before REV]

Each setup starts real servers (`python -m deckcheck serve --port 0`, a fresh SQLite file or a
fresh PostgreSQL schema; `--rate 0 --check-rate 0`, since every player here has one address):

- sqlite x1: one server; sqlite x2: two `deckcheck serve` processes on one SQLite file (what
  `--workers` refuses: the figure says why); postgresql x1: one server; postgresql x2:
  `serve --workers 2`.

Then every player opens a keep-alive connection and, all at once: registers one of the bundled
decks (or a faulty one: too short, the wrong hero line, a misspelt card), then resubmits through
the private link with a submission key, then sends that same request again (a retry: it must get
the same submission back and store nothing). Baseline in the same run, same connections:
POST /api/check (the check alone, nothing stored). Printed per setup: p50/p95 of the check and
of a submission (check + store), submissions/s, the ratio to the baseline, the rows stored against
the answers given (lost: answered 201 but not stored; duplicated: stored twice, or a retry that
stored again), the non-2xx answers, and the servers' peak RSS. With `--before REV`, the same
players against that commit's desk (sqlite x1, no retries: it had no submission keys), for a
ratio now/before. PostgreSQL setups need `--pg` or $DECKCHECK_TEST_PG_URL.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "data" / "decks"
TOKEN = secrets.token_urlsafe(18)


def lists() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(DECKS.glob("*.txt"))]
    senzir = (DECKS / "senzir_beast_mastery.txt").read_text(encoding="utf-8")
    litori = (DECKS / "litori_frost.txt").read_text(encoding="utf-8")
    return texts + [senzir.replace("Hero: Sen'zir Beastwalker", "Hero: Litori Frostburn"),   # wrong hero line
                    "Hero: Litori Frostburn\n4 Frostbolt\n",                                   # far too short
                    litori.replace("2 Frostbolt", "2 Frostbollt")]                             # a fuzzy read


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))] if xs else float("nan")


def rss_peak_mib(pid: int) -> float:
    """The largest peak RSS (MiB) among a process and everything under it (servers, checkers), from /proc."""
    parent: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
    tree, grew = {pid}, True
    while grew:
        more = {p for p, pp in parent.items() if pp in tree} - tree
        tree |= more
        grew = bool(more)
    peak = 0.0
    for p in tree:
        try:
            hwm = re.search(r"VmHWM:\s+(\d+)", Path(f"/proc/{p}/status").read_text())
        except OSError:
            continue
        peak = max(peak, int(hwm.group(1)) / 1024) if hwm else peak
    return peak


@contextmanager
def server(db: str, *extra: str, tree: Path | None = None):
    """A `deckcheck serve` process on any free port: its base URL and process."""
    env = {**os.environ, "DECKCHECK_DESK_TOKEN": TOKEN}
    if tree is not None:              # an older commit's desk (it took no --port 0: pick a port here)
        env["PYTHONPATH"] = str(tree)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = str(s.getsockname()[1])
        args = ["--port", port, "--rate", "0"]
    else:
        args = ["--port", "0", "--rate", "0", "--check-rate", "0"]
    proc = subprocess.Popen([sys.executable, "-m", "deckcheck", "serve", "--db", db, *args, *extra], cwd=REPO,
                            env=env, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stderr.readline()
        found = re.search(r"on (http://[^/\s]+)/", line)
        if not found:
            sys.exit(f"server did not start: {line}{proc.stderr.read()}")
        threading.Thread(target=proc.stderr.read, daemon=True).start()     # (drain: never block the server)
        yield found.group(1), proc
    finally:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class Player:
    def __init__(self, base: str):
        host, port = base.removeprefix("http://").split(":")
        self.conn = http.client.HTTPConnection(host, int(port), timeout=300)

    def call(self, path: str, body: bytes, ctype: str = "application/json", auth: bool = False):
        headers = {"content-type": ctype}
        if auth:
            headers["authorization"] = f"Bearer {TOKEN}"
        t = time.perf_counter()
        for attempt in (1, 2, 3):
            try:
                self.conn.request("POST" if body is not None else "GET", path, body=body, headers=headers)
                resp = self.conn.getresponse()
                data = resp.read()
                break
            except (ConnectionError, http.client.HTTPException):
                if attempt == 3:
                    raise
                self.conn.close()          # (a kept-alive connection the server closed: open a new one)
        return resp.status, data, time.perf_counter() - t


def at_once(n: int, work) -> float:
    """`work(i)` for i in range(n), each in its own thread, started together; the wall time."""
    go = threading.Barrier(n + 1)

    def run(i):
        go.wait()
        work(i)
    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    go.wait()
    t0 = time.perf_counter()
    for t in threads:
        t.join()
    return time.perf_counter() - t0


def play(bases: list[str], players: int, retries: bool) -> dict:
    """Every player: /api/check (the baseline), register, resubmit, retry; returns the figures."""
    texts = lists()
    deadline = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
    status, body, _ = Player(bases[0]).call("/api/events", json.dumps({"name": "Bench", "date": "2026-12-04",
                                                                       "deadline": deadline}).encode(), auth=True)
    assert status == 201, body
    slug = json.loads(body)["slug"]
    conns = [Player(bases[i % len(bases)]) for i in range(players)]
    for c in conns[:4]:                   # warm-up (imports, caches, the checkers' first list)
        c.call("/api/check", texts[0].encode(), "text/plain")
    checks, subs, answers, bad = [], [], {}, []
    lock = threading.Lock()

    def check(i):
        st, _, dt = conns[i].call("/api/check", texts[i % len(texts)].encode(), "text/plain")
        with lock:
            checks.append(dt)
            if st != 200:
                bad.append(("check", st))
    check_wall = at_once(players, check)

    def register(i):
        body = {"player_id": f"p{i}", "player_name": f"Player {i}", "deck": texts[i % len(texts)]}
        st, data, dt = conns[i].call(f"/api/events/{slug}/registrations", json.dumps(body).encode())
        with lock:
            subs.append(dt)
            if st == 201:
                answers[i] = [json.loads(data)]
            else:
                bad.append(("register", st))
    wall = at_once(players, register)

    def resubmit(i):
        if i not in answers:
            return
        body = {"player_id": f"p{i}", "player_name": f"Player {i}", "deck": texts[(i + 3) % len(texts)],
                "secret": answers[i][0]["secret"]}
        if retries:
            body["key"] = uuid.uuid4().hex
        for _ in range(2 if retries else 1):
            st, data, dt = conns[i].call(f"/api/events/{slug}/registrations", json.dumps(body).encode())
            with lock:
                subs.append(dt)
                if st == 201:
                    answers[i].append(json.loads(data))
                else:
                    bad.append(("resubmit", st))
    wall += at_once(players, resubmit)
    return {"slug": slug, "checks": checks, "check_wall": check_wall, "subs": subs, "wall": wall,
            "answers": answers, "bad": bad}


def stored(db: str, slug: str) -> tuple[int, dict[int, int]]:
    """(registrations, submission id -> times stored) of the event, read from the database itself."""
    import sqlalchemy as sa
    eng = sa.create_engine(db)
    with eng.connect() as conn:
        regs = conn.exec_driver_sql("SELECT COUNT(*) FROM desk_registrations r JOIN desk_events e "
                                    "ON e.id = r.event WHERE e.slug = %s" % _q(slug)).scalar()
        ids = conn.exec_driver_sql("SELECT s.id FROM desk_submissions s JOIN desk_registrations r ON "
                                   "r.id = s.registration JOIN desk_events e ON e.id = r.event "
                                   "WHERE e.slug = %s" % _q(slug)).scalars().all()
    eng.dispose()
    counts: dict[int, int] = {}
    for i in ids:
        counts[i] = counts.get(i, 0) + 1
    return regs, counts


def _q(text: str) -> str:
    assert re.fullmatch(r"[a-z0-9-]+", text)
    return f"'{text}'"


def report(name: str, r: dict, db: str, rss: float, retries: bool) -> dict:
    ms = lambda x: x * 1000  # noqa: E731
    regs, counts = stored(db, r["slug"])
    answered = {a["submission"] for got in r["answers"].values() for a in got}
    sent_new = len(r["answers"]) + sum(1 for got in r["answers"].values() if len(got) > 1)
    lost = len(answered - set(counts))
    duplicated = sum(n - 1 for n in counts.values()) + max(0, len(counts) - sent_new)
    replayed_same = all(got[1]["submission"] == got[2]["submission"] for got in r["answers"].values()
                        if len(got) == 3) if retries else None
    n = len(r["subs"])
    print(f"{name:<15} check   p50 {ms(statistics.median(r['checks'])):7.1f} ms  p95 {ms(pct(r['checks'], 95)):7.1f} ms"
          f"  {len(r['checks']) / r['check_wall']:6.0f} checks/s")
    print(f"{'':<15} submit  p50 {ms(statistics.median(r['subs'])):7.1f} ms  p95 {ms(pct(r['subs'], 95)):7.1f} ms"
          f"  {n / r['wall']:6.0f} submissions/s  (p95 {pct(r['subs'], 95) / pct(r['checks'], 95):.2f}x the check's)")
    print(f"{'':<15} stored  {regs} registrations, {len(counts)} submissions for {len(answered)} answered: "
          f"lost {lost}, duplicated {duplicated}"
          f"{'' if replayed_same is None else ', retries got their submission back: ' + ('yes' if replayed_same else 'NO')}"
          f"; non-2xx {len(r['bad'])}{_kinds(r['bad'])}; largest process peak RSS {rss:.0f} MiB")
    return {"p95": pct(r["subs"], 95), "rate": n / r["wall"]}


def _kinds(bad: list) -> str:
    from collections import Counter
    return " (" + ", ".join(f"{n} {what} {st}" for (what, st), n in sorted(Counter(bad).items())) + ")" if bad else ""


def pg_schema(url: str):
    import sqlalchemy as sa
    name = f"bench_{uuid.uuid4().hex[:10]}"
    eng = sa.create_engine(url)
    with eng.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {name}")

    def drop():
        with eng.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA {name} CASCADE")
        eng.dispose()
    sep = "&" if "?" in url else "?"
    return f"{url}{sep}options=-csearch_path%3D{name}", drop


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--pg", default=os.environ.get("DECKCHECK_TEST_PG_URL"), help="PostgreSQL URL (a schema is made)")
    ap.add_argument("--before", default=None, metavar="REV", help="also the desk of this commit (sqlite x1)")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="bench-desk-")
    print(f"{args.players} players at once, each: a check (baseline), a registration, a resubmission"
          f" and its retry; {os.cpu_count()} cores")
    setups = [("sqlite x1", "sqlite", 1), ("sqlite x2", "sqlite", 2)]
    if args.pg:
        setups += [("postgresql x1", "pg", 1), ("postgresql x2", "pg", 2)]
    else:
        print("(PostgreSQL skipped: no --pg or $DECKCHECK_TEST_PG_URL)")
    figures = {}
    for name, kind, servers in setups:
        drop = None
        if kind == "sqlite":
            db = f"sqlite:///{tmp.name}/{name.replace(' ', '-')}.db"
        else:
            db, drop = pg_schema(args.pg)
        try:
            if kind == "pg" and servers == 2:
                with server(db, "--workers", "2") as (base, proc):
                    r = play([base], args.players, True)
                    rss = rss_peak_mib(proc.pid)
            elif servers == 2:
                with server(db) as (a, pa), server(db) as (b, pb):
                    r = play([a, b], args.players, True)
                    rss = max(rss_peak_mib(pa.pid), rss_peak_mib(pb.pid))
            else:
                with server(db) as (base, proc):
                    r = play([base], args.players, True)
                    rss = rss_peak_mib(proc.pid)
            figures[name] = report(name, r, db, rss, True)
        finally:
            if drop:
                drop()
    if args.before:
        sys.path.insert(0, str(REPO / "bench"))
        from baseline import tree
        db = f"sqlite:///{tmp.name}/before.db"
        with server(db, tree=tree(args.before)) as (base, proc):
            r = play([base], args.players, False)
            rss = rss_peak_mib(proc.pid)
        before = report(f"before {args.before}", r, db, rss, False)
        now = figures["sqlite x1"]
        print(f"ratio now/before (sqlite x1): submission p95 {now['p95'] / before['p95']:.2f}x, "
              f"submissions/s {now['rate'] / before['rate']:.2f}x")
    tmp.cleanup()


if __name__ == "__main__":
    main()
