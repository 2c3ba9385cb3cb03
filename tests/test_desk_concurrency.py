"""50 players submitting at the same moment to a real server (uvicorn, 127.0.0.1): every submission
stored, none lost or doubled, on SQLite and on PostgreSQL (DECKCHECK_TEST_PG_URL)."""
from __future__ import annotations

import http.client
import json
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from desk_server import TOKEN, backends, desk_db, serving  # noqa: E402,F401

from deckcheck.desk.app import create_app  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LITORI = (REPO / "data" / "decks" / "litori_frost.txt").read_text(encoding="utf-8")
SHORT = "Hero: Litori Frostburn\n4 Frostbolt\n"
N = 50


def request(base: str, method: str, path: str, body: dict | None = None, token: str | None = None):
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=60)
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = f"Bearer {token}"
    conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp.status, json.loads(data)


@pytest.mark.parametrize("kind", backends())
def test_fifty_simultaneous_submissions_none_lost(kind, desk_db):
    app = create_app(desk_db, token=TOKEN, per_minute=0)
    with serving(app) as base:
        deadline = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
        status, ev = request(base, "POST", "/api/events", {"name": "Rush", "date": "2026-12-04",
                                                             "deadline": deadline}, TOKEN)
        assert status == 201
        slug = ev["slug"]
        # 40 new players, and 10 who registered before and now resubmit at the same moment
        first = [request(base, "POST", f"/api/events/{slug}/registrations",
                         {"player_id": f"r{i}", "player_name": f"Re {i}", "deck": SHORT})[1] for i in range(10)]
        go = threading.Barrier(N)
        results: list = [None] * N

        def submit(i: int) -> None:
            if i < 10:
                body = {"player_id": f"r{i}", "player_name": f"Re {i}", "deck": LITORI, "secret": first[i]["secret"]}
            else:
                body = {"player_id": f"p{i}", "player_name": f"Player {i}", "deck": LITORI if i % 2 else SHORT}
            go.wait()
            results[i] = request(base, "POST", f"/api/events/{slug}/registrations", body)

        threads = [threading.Thread(target=submit, args=(i,)) for i in range(N)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert [r[0] for r in results] == [201] * N, [r for r in results if r[0] != 201][:3]
        ids = {r[1]["submission"] for r in results}
        assert len(ids) == N                                        # each its own stored submission
        status, stamp = request(base, "GET", f"/api/events/{slug}/stamp", token=TOKEN)
        assert stamp["submissions"] == N + 10
        status, report = request(base, "GET", f"/api/events/{slug}/registrations", token=TOKEN)
        rows = {r["player_id"]: r["status"] for r in report["players"]}
        assert len(rows) == 50
        assert all(rows[f"r{i}"] != "illegal" for i in range(10))  # the resubmission is the one that counts
        assert sum(1 for i in range(10, N) if rows[f"p{i}"] == "illegal") == 20
        for i in range(3):
            status, own = request(base, "GET", f"/api/registrations/{first[i]['secret']}")
            assert [s["status"] for s in own["submissions"]] == ["legal", "illegal"]
