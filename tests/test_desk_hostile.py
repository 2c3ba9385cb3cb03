"""Issue 22: the desk under a stranger's input. Each test is one finding of the issue: it answered
500 (or leaked something) before, and now answers one line with the right status."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402
from desk_server import TOKEN, backends, desk_db  # noqa: E402,F401

from deckcheck.desk.app import create_app  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LITORI = (REPO / "data" / "decks" / "litori_frost.txt").read_text(encoding="utf-8")
ORG = {"Authorization": f"Bearer {TOKEN}"}
SOON = (datetime.now(timezone.utc) + timedelta(hours=2)).isoformat()


@pytest.fixture
def client(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=0)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def make_event(client, **kw) -> str:
    r = client.post("/api/events", json={"name": "Hostile Cup", "date": "2026-12-04", "deadline": SOON, **kw},
                    headers=ORG)
    assert r.status_code == 201, r.text
    return r.json()["slug"]


def one_line(r, status: int, *needles: str) -> str:
    assert r.status_code == status, r.text
    error = r.json()["error"]
    assert "\n" not in error and "Traceback" not in r.text
    for needle in needles:
        assert needle in error, error
    return error


def test_a_100000_deep_json_body_is_400(client):
    slug = make_event(client)
    for body in ("[" * 100_000 + "]" * 100_000,
                 '{"player_id": "1", "player_name": "A", "deck": ' + "[" * 100_000 + "]" * 100_000 + "}"):
        r = client.post(f"/api/events/{slug}/registrations", content=body,
                        headers={"content-type": "application/json"})
        one_line(r, 400, "nested too deeply")


def test_a_5000_digit_player_id_is_one_line_without_pythons_words(client):
    slug = make_event(client)
    body = '{"player_id": ' + "7" * 5000 + ', "player_name": "A", "deck": "x"}'
    r = client.post(f"/api/events/{slug}/registrations", content=body, headers={"content-type": "application/json"})
    error = one_line(r, 400, "too many digits")
    assert "int" not in error and "sys." not in error and "4300" not in error


def test_a_bad_json_value_type_is_one_line(client):
    slug = make_event(client)
    r = client.post(f"/api/events/{slug}/registrations", json={"player_id": {"a": 1}, "player_name": "A", "deck": "x"})
    one_line(r, 400, "player_id", "expected a string")


@pytest.mark.parametrize("kind", backends())
def test_a_lone_surrogate_in_the_deck_is_400_and_nothing_stored(kind, desk_db):
    app = create_app(desk_db, token=TOKEN, per_minute=0)
    with TestClient(app, raise_server_exceptions=False) as c:
        slug = make_event(c)
        body = '{"player_id": "1", "player_name": "Ann", "deck": "Hero: Litori Frostburn\\n4 Frost\\ud800bolt\\n"}'
        r = c.post(f"/api/events/{slug}/registrations", content=body, headers={"content-type": "application/json"})
        one_line(r, 400, "deck", "lone surrogate", "U+D800")
        assert c.get(f"/api/events/{slug}/stamp", headers=ORG).json()["submissions"] == 0
        r = c.post("/api/events", headers={**ORG, "content-type": "application/json"},
                   content='{"name": "N", "date": "d", "deadline": "2030-01-01T00:00", "pool": "4 Frost\\udfffbolt"}')
        one_line(r, 400, "pool", "lone surrogate")


def test_a_deadline_utc_cannot_hold_is_one_line_on_the_page_the_api_and_the_cli(client, tmp_path):
    far = "9999-12-31T23:59-12:00"
    r = client.post("/api/events", json={"name": "E", "date": "2026-12-04", "deadline": far}, headers=ORG)
    one_line(r, 400, "deadline", "out of range")
    p = subprocess.run([sys.executable, "-m", "deckcheck", "event", "create", "E", "--date", "2026-12-04",
                        "--deadline", far, "--db", f"sqlite:///{tmp_path / 'cli.db'}"],
                       capture_output=True, text=True, timeout=120, cwd=REPO)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "--deadline" in p.stderr and "Traceback" not in p.stderr


def test_pool_errors_name_the_pool_not_a_temporary_file(client):
    r = client.post("/api/events", headers=ORG, json={"name": "Sealed", "date": "2026-12-04", "deadline": SOON,
                                                      "pool": "4 Frostbolt\n2 Nosuchcardatall\n"})
    error = one_line(r, 400, "pool:2", "unknown card")
    assert "deckcheck-desk-pools" not in r.text and "/tmp" not in r.text, error


def test_private_links_never_come_from_the_host_header(tmp_path):
    url = f"sqlite:///{tmp_path / 'desk.db'}"
    evil = {"host": "evil.example"}
    with TestClient(create_app(url, token=TOKEN, per_minute=0)) as c:
        slug = make_event(c)
        r = c.post(f"/api/events/{slug}/registrations", headers=evil,
                   json={"player_id": "1", "player_name": "Ann", "deck": LITORI})
        body = r.json()
        assert body["url"] == f"/r/{body['secret']}"               # relative: the browser adds its own origin
        page = c.get(f"/r/{body['secret']}", headers=evil).text
        assert "evil.example" not in page
        assert "evil.example" not in c.get(f"/organizer/events/{slug}", headers={**ORG, **evil}).text
    with TestClient(create_app(url, token=TOKEN, per_minute=0, base_url="https://desk.example.org/")) as c:
        r = c.post(f"/api/events/{slug}/registrations", headers=evil,
                   json={"player_id": "2", "player_name": "Ben", "deck": LITORI})
        assert r.json()["url"] == f"https://desk.example.org/r/{r.json()['secret']}"


def test_every_response_carries_the_security_headers_500s_and_404s_too(client, tmp_path):
    slug = make_event(client)

    def broken(*a, **k):
        raise RuntimeError("a bug, not the user's fault")
    client.app.state.desk.store.events = broken
    for method, path, headers, status, kind in (("get", "/organizer", ORG, 500, "text/html"),
                                                ("get", "/api/events", ORG, 500, "application/json"),
                                                ("get", "/no/such/page", {}, 404, "text/html"),
                                                ("get", "/api/nosuch", {}, 404, "application/json"),
                                                ("get", f"/e/{slug}x", {}, 404, "text/html"),
                                                ("post", "/organizer/events/x/report.html", {}, 405, "text/html")):
        r = getattr(client, method)(path, headers=headers)
        assert r.status_code == status, (path, r.text)
        assert r.headers["content-type"].startswith(kind), path
        assert "default-src 'none'" in r.headers["content-security-policy"], path
        assert r.headers["x-content-type-options"] == "nosniff", path
        assert "Traceback" not in r.text and "a bug" not in r.text


def test_the_organizer_sees_errors_as_pages(client):
    page = client.post("/organizer/logout", data={"csrf": "forged"})
    assert page.status_code == 403 and page.headers["content-type"].startswith("text/html")
    assert 'id="error"' in page.text and "expired" in page.text


def test_the_form_carries_a_submission_key(client):
    slug = make_event(client)
    page = client.get(f"/e/{slug}").text
    key = re.search(r'name="key" value="([^"]+)"', page).group(1)
    assert len(key) >= 16
    assert re.search(r'name="key" value="([^"]+)"', client.get(f"/e/{slug}").text).group(1) != key


def test_bad_input_leaves_no_traceback_in_the_servers_log(tmp_path):
    """Issue 22: HTML pages answered a bare 500 with a traceback in the log. Input errors are
    answered, and the log stays quiet; a real server (uvicorn), its own log handlers."""
    import http.client
    import logging
    from desk_server import serving
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)
    keep = Keep(level=logging.WARNING)
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=0)
    with serving(app) as base:
        for name in ("uvicorn.error", "uvicorn", "deckcheck.desk", ""):
            logging.getLogger(name).addHandler(keep)
        try:
            host, port = base.removeprefix("http://").split(":")

            def send(method, path, body=b"", headers=None):
                conn = http.client.HTTPConnection(host, int(port), timeout=60)
                conn.request(method, path, body=body, headers=headers or {})
                resp = conn.getresponse()
                resp.read()
                conn.close()
                return resp.status
            with TestClient(app) as c:       # (the same app: its event, made through its own door)
                slug = make_event(c)
            js = {"content-type": "application/json"}
            sent = [
                send("POST", f"/api/events/{slug}/registrations", b"[" * 100_000, js),
                send("POST", f"/api/events/{slug}/registrations",
                     b'{"player_id": "1", "player_name": "A", "deck": "\\ud800"}', js),
                send("POST", f"/api/events/{slug}/registrations", b'{"player_id": ' + b"9" * 5000 + b"}", js),
                send("POST", "/api/events", b'{"name": "E", "date": "d", "deadline": "9999-12-31T23:59-12:00"}',
                     {**js, **ORG}),
                send("POST", f"/e/{slug}", b"--x\r\nbroken", {"content-type": "multipart/form-data; boundary=x"}),
                send("POST", f"/e/{slug}", b"player_id=1", {"content-type": "application/x-www-form-urlencoded"}),
                send("POST", "/api/check", b"\x00binary"),
                send("POST", "/api/check", b"#", {"content-length": str(2 << 20)}),
                send("GET", "/no/such/page"),
                send("GET", f"/r/{'x' * 5000}"),
                send("POST", "/organizer/events", b"name=x", {"content-type": "application/x-www-form-urlencoded"}),
            ]
        finally:
            for name in ("uvicorn.error", "uvicorn", "deckcheck.desk", ""):
                logging.getLogger(name).removeHandler(keep)
    assert all(400 <= s < 500 for s in sent), sent
    assert [r.getMessage() for r in records if r.exc_info or "Exception" in r.getMessage()] == []
