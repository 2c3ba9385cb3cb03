"""The registration desk through Starlette's test client: the API answers what `check --json` answers,
pages escape what players typed, forms need their CSRF token, the organizer needs the token, the
deadline refuses late lists, exports are `screen`'s own reports."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from deckcheck.decks.source import MAX_BYTES  # noqa: E402
from deckcheck.desk.app import create_app  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DECKS = REPO / "data" / "decks"
LITORI = (DECKS / "litori_frost.txt").read_text(encoding="utf-8")
SENZIR = (DECKS / "senzir_beast_mastery.txt").read_text(encoding="utf-8")
TOKEN = "organizer-token-for-tests"
ORG = {"Authorization": f"Bearer {TOKEN}"}
# 56 cards short of Constructed's 60 (CR 100.1 wants at least 60 in the main deck)
SHORT = "Hero: Litori Frostburn\n4 Frostbolt\n"


class Clock:
    def __init__(self):
        self.now = datetime.now(timezone.utc)

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(tmp_path, clock):
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, clock=clock, per_minute=600, burst=100)
    with TestClient(app) as c:
        yield c


def make_event(client, **kw) -> str:
    body = {"name": "Friday Night Warcraft", "date": "2026-12-04",
            "deadline": (datetime.now(timezone.utc) + timedelta(hours=2)).isoformat(), **kw}
    r = client.post("/api/events", json=body, headers=ORG)
    assert r.status_code == 201, r.text
    return r.json()["slug"]


def cli_check_json(text: str, tmp_path, *args) -> dict:
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    p = subprocess.run([sys.executable, "-m", "deckcheck", "check", str(deck), "--json", *args],
                       capture_output=True, text=True, timeout=120, cwd=REPO)
    out = json.loads(p.stdout)
    out.pop("deck")
    return out


def csrf_of(page: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', page).group(1)


# --- POST /api/check ---------------------------------------------------------------------------
def test_api_check_answers_what_check_json_prints(client, tmp_path):
    for text in (LITORI, SHORT, LITORI.replace("2 Frostbolt", "2 Frostbollt")):
        r = client.post("/api/check", content=text.encode())
        assert r.status_code == 200
        got = r.json()
        assert got.pop("deck") == "<body>"
        assert got == cli_check_json(text, tmp_path)


def test_api_check_illegal_deck_is_200_with_rule_and_fix(client):
    r = client.post("/api/check", content=SHORT)
    assert r.status_code == 200
    d = r.json()
    assert d["legal"] is False
    size = [v for v in d["violations"] if v["rule"] == "100.1"]
    assert size and "60" in size[0]["message"] and size[0]["fix"]


def test_api_check_hero_and_format_like_the_cli(client, tmp_path):
    r = client.post("/api/check", params={"hero": "Sen'zir Beastwalker", "format": "classic"}, content=LITORI)
    assert r.status_code == 200
    got = r.json()
    got.pop("deck")
    assert got == cli_check_json(LITORI, tmp_path, "--hero", "Sen'zir Beastwalker", "--format", "classic")
    assert got["legal"] is False and got["hero"] == "Sen'zir Beastwalker"


@pytest.mark.parametrize("params, needle", [({"format": "nosuch"}, "unknown format"),
                                            ({"format": "/etc/passwd.yaml"}, "unknown format"),
                                            ({"hero": "Frostbolt"}, "not a hero")])
def test_api_check_bad_options_are_400(client, params, needle):
    r = client.post("/api/check", params=params, content=LITORI)
    assert r.status_code == 400
    assert needle in r.json()["error"] and "\n" not in r.json()["error"]


@pytest.mark.parametrize("body, needle", [(b"\x00\x01binary", "binary data"), (b"   \n", "empty deck file"),
                                          (b"\xff\xfe\xfa not utf-8 \xc3", "not a text deck file")])
def test_api_check_unreadable_is_422_with_one_line(client, body, needle):
    r = client.post("/api/check", content=body)
    assert r.status_code == 422
    err = r.json()["error"]
    assert needle in err and "\n" not in err and r.json()["ok"] is False


def test_api_check_body_over_the_deck_cap_is_413(client):
    r = client.post("/api/check", content=b"# " + b"x" * MAX_BYTES)
    assert r.status_code == 413
    assert "too large" in r.json()["error"]
    r = client.post("/api/check", content=("# comment\n" * 1000 + LITORI).encode())
    assert r.status_code == 200


def test_openapi_lists_the_endpoints(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/check", "/api/events", "/api/events/{slug}/registrations", "/api/registrations/{secret}"} <= set(paths)
    assert "post" in paths["/api/check"]
    assert "/api/check" in client.get("/api/docs").text


# --- organizer token -----------------------------------------------------------------------------
def test_organizer_endpoints_need_the_token(client):
    slug = make_event(client)
    for method, path in (("get", "/api/events"), ("get", f"/api/events/{slug}/registrations"),
                         ("get", f"/api/events/{slug}/stamp")):
        assert getattr(client, method)(path).status_code == 401
        assert getattr(client, method)(path, headers={"Authorization": "Bearer wrong"}).status_code == 401
        assert getattr(client, method)(path, headers=ORG).status_code == 200
    assert client.post("/api/events", json={"name": "x", "date": "d", "deadline": "2030-01-01T00:00"}).status_code == 401
    page = client.get(f"/organizer/events/{slug}")
    assert page.status_code == 401 and 'name="token"' in page.text
    assert client.get(f"/organizer/events/{slug}/export.csv").status_code == 401


def test_organizer_signs_in_on_the_page_and_creates_an_event(client):
    page = client.get("/organizer")
    csrf = csrf_of(page.text)
    bad = client.post("/organizer/login", data={"csrf": csrf, "token": "nope"})
    assert bad.status_code == 403 and "wrong organizer token" in bad.text
    r = client.post("/organizer/login", data={"csrf": csrf, "token": TOKEN}, follow_redirects=False)
    assert r.status_code == 303
    home = client.get("/organizer")
    assert 'id="event-form"' in home.text
    r = client.post("/organizer/events", data={"csrf": csrf, "name": "Sunday <Classic>", "date": "2026-12-06",
                                               "format": "classic", "deadline": "2030-12-06T10:00", "pool": ""},
                    files={"x": ("", b"")}, follow_redirects=False)
    assert r.status_code == 303, r.text
    ev = client.get(r.headers["location"])
    assert "Sunday &lt;Classic&gt;" in ev.text and "<Classic>" not in ev.text
    assert client.get("/api/events", headers=ORG).json()["events"][0]["format"] == "classic"


def test_event_create_refuses_bad_input(client):
    for body, needle in (({"deadline": "next friday"}, "not a date and time"),
                         ({"format": "nosuch"}, "unknown format"),
                         ({"pool": "4 Frostbolt\n2 Nosuchcardatall\n"}, "unknown card")):
        full = {"name": "E", "date": "2026-12-04", "deadline": "2030-01-01T00:00", **body}
        r = client.post("/api/events", json=full, headers=ORG)
        assert r.status_code == 400 and needle in r.text, r.text


# --- players --------------------------------------------------------------------------------------
def test_form_needs_its_csrf_token(client):
    slug = make_event(client)
    page = client.get(f"/e/{slug}")
    r = client.post(f"/e/{slug}", data={"player_id": "p1", "player_name": "Ann", "deck": LITORI},
                    files={"file": ("", b"")})
    assert r.status_code == 403 and "expired" in r.text
    r = client.post(f"/e/{slug}", data={"csrf": "forged", "player_id": "p1", "player_name": "Ann",
                                        "deck": LITORI}, files={"file": ("", b"")})
    assert r.status_code == 403
    assert client.get(f"/api/events/{slug}/stamp", headers=ORG).json()["submissions"] == 0
    assert csrf_of(page.text)


def register(client, slug, pid, name, deck, files=None):
    csrf = csrf_of(client.get(f"/e/{slug}").text)
    return client.post(f"/e/{slug}", data={"csrf": csrf, "player_id": pid, "player_name": name, "deck": deck},
                       files=files or {"file": ("", b"")}, follow_redirects=False)


def test_player_registers_sees_problems_fixes_and_sees_legal(client):
    slug = make_event(client)
    r = register(client, slug, "1001", "Ann <script>alert(1)</script>", SHORT)
    assert r.status_code == 303
    link = r.headers["location"]
    page = client.get(link).text
    assert 'id="verdict">ILLEGAL' in page
    assert "100.1" in page and "Constructed needs at least 60" in page and "fix:" in page
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    csrf = csrf_of(page)
    r = client.post(link, data={"csrf": csrf, "player_name": "Ann", "deck": LITORI}, files={"file": ("", b"")},
                    follow_redirects=False)
    assert r.status_code == 303
    page = client.get(link).text
    assert 'id="verdict">LEGAL' in page and "2 submission(s)" in page
    own = client.get("/api" + link.replace("/r/", "/registrations/")).json()
    assert [s["status"] for s in own["submissions"]] == ["legal", "illegal"]      # all kept, newest first
    rows = json.loads(client.get(f"/api/events/{slug}/registrations", headers=ORG).text)["players"]
    assert [(r["player_id"], r["status"]) for r in rows] == [("1001", "legal")]   # the last one counts


def test_upload_in_another_format_and_fuzzy_reads_called_out(client):
    slug = make_event(client)
    octgn = (REPO / "tests" / "fixtures" / "decks")
    deck = LITORI.replace("2 Frostbolt", "2 Frostbollt")
    r = register(client, slug, "7", "Zed", "", files={"file": ("litori.txt", deck.encode())})
    page = client.get(r.headers["location"]).text
    assert 'id="fuzzy"' in page and "Frostbollt" in page and "was read as <b>Frostbolt</b>" in page
    j = (octgn / "famasin.json").read_bytes()
    r = register(client, slug, "8", "Famasin", "", files={"file": ("famasin.json", j)})
    assert r.status_code == 303
    page = client.get(r.headers["location"]).text
    assert 'id="verdict">' in page and "UNREADABLE" not in page.split('id="verdict">')[1][:20]


def test_unreadable_list_is_kept_and_shown_with_its_line(client):
    slug = make_event(client)
    r = register(client, slug, "9", "Bin", "", files={"file": ("x.o8d", b"<?xml version='1.0'?><deck><section")})
    page = client.get(r.headers["location"]).text
    assert 'id="verdict">UNREADABLE' in page and 'id="reason"' in page


def test_someone_else_cannot_take_over_a_player_id(client):
    slug = make_event(client)
    first = client.post(f"/api/events/{slug}/registrations", json={"player_id": "42", "player_name": "Ann", "deck": LITORI})
    assert first.status_code == 201
    secret = first.json()["secret"]
    other = client.post(f"/api/events/{slug}/registrations", json={"player_id": "42", "player_name": "Mallory",
                                                                   "deck": SHORT})
    assert other.status_code == 409 and "private link" in other.json()["error"]
    r = register(client, slug, "42", "Mallory", SHORT)
    assert r.status_code == 409
    again = client.post(f"/api/events/{slug}/registrations", json={"player_id": "42", "player_name": "Ann",
                                                                   "deck": SHORT, "secret": secret})
    assert again.status_code == 201 and again.json()["status"] == "illegal"
    assert client.get(f"/api/registrations/{secret}x").status_code == 404
    own = client.get(f"/api/registrations/{secret}").json()
    assert own["player_name"] == "Ann" and len(own["submissions"]) == 2


def test_player_sees_only_their_own_registration(client):
    slug = make_event(client)
    a = client.post(f"/api/events/{slug}/registrations", json={"player_id": "a", "player_name": "Alice", "deck": LITORI}).json()
    client.post(f"/api/events/{slug}/registrations", json={"player_id": "b", "player_name": "Bobby Secretdeck", "deck": SENZIR})
    page = client.get(f"/r/{a['secret']}").text
    assert "Alice" in page and "Bobby" not in page and "Sen'zir" not in page
    assert client.get(f"/r/{a['secret']}").headers["cache-control"] == "no-store"
    assert "Bobby" not in client.get(f"/e/{slug}").text


def test_api_submission_needs_json(client):
    slug = make_event(client)
    r = client.post(f"/api/events/{slug}/registrations", content="player_id=1&deck=x",
                    headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 415


def test_deadline_refuses_a_late_submission(client, clock):
    slug = make_event(client, deadline=(clock.now + timedelta(minutes=30)).isoformat())
    ok = client.post(f"/api/events/{slug}/registrations", json={"player_id": "1", "player_name": "Early", "deck": SHORT})
    assert ok.status_code == 201
    csrf = csrf_of(client.get(f"/r/{ok.json()['secret']}").text)
    clock.now += timedelta(minutes=31)
    late = client.post(f"/api/events/{slug}/registrations", json={"player_id": "2", "player_name": "Late", "deck": LITORI})
    assert late.status_code == 403 and "closed at the deadline" in late.json()["error"]
    fix = client.post(f"/r/{ok.json()['secret']}", data={"csrf": csrf, "deck": LITORI}, files={"file": ("", b"")})
    assert fix.status_code == 403 and "closed at the deadline" in fix.text
    page = client.get(f"/e/{slug}").text
    assert 'id="closed"' in page and 'id="deck-form"' not in page
    assert client.get(f"/api/events/{slug}", headers=ORG).json()["open"] is False
    assert client.get(f"/api/events/{slug}/stamp", headers=ORG).json()["submissions"] == 1
    ev = client.get(f"/organizer/events/{slug}", headers=ORG).text
    assert "At the deadline" in ev and "Early" in ev.split('id="without-legal"')[1].split("</ul>")[0]


def test_submissions_are_rate_limited_per_client(tmp_path):
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN, per_minute=1, burst=3)
    with TestClient(app) as c:
        slug = make_event(c)
        codes = [c.post(f"/api/events/{slug}/registrations",
                        json={"player_id": str(i), "player_name": f"P{i}", "deck": LITORI}).status_code for i in range(5)]
        assert codes == [201, 201, 201, 429, 429]
        assert c.post("/api/check", content=LITORI).status_code == 200        # checking alone is not a submission


def test_form_deck_over_the_cap_is_413(client):
    slug = make_event(client)
    r = register(client, slug, "1", "Big", "", files={"file": ("big.txt", b"#" * (MAX_BYTES + 10))})
    assert r.status_code == 413
    r = register(client, slug, "1", "Big", "", files={"file": ("big.txt", b"#" * (MAX_BYTES + 200_000))})
    assert r.status_code == 413


# --- the organizer's view: screening's rows and writers ------------------------------------------
def test_exports_are_screens_own_reports(client, tmp_path):
    slug = make_event(client)
    players = [("alice", "Alice", SENZIR), ("bob", "Bob", SHORT), ("carol", "Carol", SENZIR)]
    for pid, name, deck in players:
        assert client.post(f"/api/events/{slug}/registrations",
                           json={"player_id": pid, "player_name": name, "deck": deck}).status_code == 201
    roster = tmp_path / "roster.json"
    roster.write_text(json.dumps([{"player_id": p, "player_name": n, "deck_text": d} for p, n, d in players]))
    for kind, flag in (("json", "--json"), ("csv", None)):
        out = tmp_path / f"screen.{kind}"
        args = [sys.executable, "-m", "deckcheck", "screen", str(roster), "-q", "-j", "1", "--out", str(out),
                "--title", "Friday Night Warcraft", "--date", "2026-12-04"]
        subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=REPO)
        got = client.get(f"/organizer/events/{slug}/export.{kind}", headers=ORG)
        assert got.status_code == 200 and "attachment" in got.headers["content-disposition"]
        assert got.text == out.read_text(encoding="utf-8")
    report = client.get(f"/organizer/events/{slug}/report.html", headers=ORG).text
    assert "identical decklist" in report and "Alice" in report and "Carol" in report


def test_event_page_lists_players_without_a_legal_deck_and_picks(client):
    slug = make_event(client)
    for pid, name, deck in (("1", "Ann", LITORI), ("2", "Ben", SHORT), ("3", "Cat", "Hero: Litori Frostburn\x01\n")):
        client.post(f"/api/events/{slug}/registrations", json={"player_id": pid, "player_name": name, "deck": deck})
    page = client.get(f"/organizer/events/{slug}", headers=ORG).text
    drop = page.split('id="without-legal"')[1].split("</ul>")[0]
    assert "Ben" in drop and "Cat" in drop and "Ann" not in drop
    one = client.get(f"/organizer/events/{slug}", params={"pick": 2, "seed": "round1"}, headers=ORG).text
    two = client.get(f"/organizer/events/{slug}", params={"pick": 2, "seed": "round1"}, headers=ORG).text
    picked = lambda p: re.findall(r"<li><b>(\w+)</b>", p.split('id="picks"')[1].split("</ol>")[0])  # noqa: E731
    assert picked(one) == picked(two) and len(picked(one)) == 2
    assert "Cat" not in picked(one)                          # no readable list: nothing to check at the table
    pages = client.get(f"/organizer/events/{slug}/picks.html", params={"pick": 2, "seed": "round1"}, headers=ORG)
    assert pages.status_code == 200
    assert re.findall(r"<h1>Deck check: (\w+)</h1>", pages.text) == picked(one)
    assert 'id="history"' in page and page.count('data-status=') == 3


def test_pages_load_nothing_from_the_network(client):
    slug = make_event(client)
    for path in ("/", f"/e/{slug}", "/organizer", "/api/docs"):
        r = client.get(path)
        assert "default-src 'none'" in r.headers["content-security-policy"]
        assert not re.search(r"""(src|href)=["']?(https?:)?//""", r.text), path


def test_desk_schema_has_its_version_and_refuses_a_newer_one(tmp_path):
    import sqlalchemy as sa
    from deckcheck.dbschema import VERSIONS
    from deckcheck.desk.store import DESK_KEY, DESK_VERSION, DeskStore
    from deckcheck.errors import InputError
    url = f"sqlite:///{tmp_path / 'desk.db'}"
    s = DeskStore(url)
    s.ensure_schema()
    with s.engine.begin() as conn:
        assert conn.execute(sa.select(VERSIONS.c.version).where(VERSIONS.c.id == DESK_KEY)).scalar() == DESK_VERSION
        conn.execute(VERSIONS.update().where(VERSIONS.c.id == DESK_KEY).values(version=99))
    s.close()
    with pytest.raises(InputError, match="newer than this deckcheck knows"):
        DeskStore(url).events()


def test_same_database_as_the_collection_one_version_table(tmp_path):
    import sqlalchemy as sa
    from deckcheck.collection.store import open_store
    from deckcheck.desk.store import DeskStore
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    open_store(url).ensure_schema()
    DeskStore(url).ensure_schema()
    eng = sa.create_engine(url)
    names = set(sa.inspect(eng).get_table_names())
    assert {"holdings", "schema_version", "desk_events", "desk_submissions", "desk_limits", "desk_sessions"} <= names
    assert "desk_schema_version" not in names
    with eng.connect() as conn:
        assert dict(conn.exec_driver_sql("SELECT id, version FROM schema_version").all()) == {1: 3, 2: 2}
    eng.dispose()


# --- the CLI ---------------------------------------------------------------------------------------
def run_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          timeout=120, cwd=REPO, env=env)


def test_event_create_on_the_command_line(tmp_path):
    url = f"sqlite:///{tmp_path / 'desk.db'}"
    p = run_cli("event", "create", "League week 3", "--date", "2026-12-10", "--deadline", "2030-12-10T18:00",
                "--format", "classic", "--db", url, "--json")
    assert p.returncode == 0, p.stderr
    ev = json.loads(p.stdout)
    assert ev["fmt"] == "classic" and ev["path"] == f"/e/{ev['slug']}"
    app = create_app(url, token=TOKEN)
    with TestClient(app) as c:
        assert "League week 3" in c.get(ev["path"]).text
    bad = run_cli("event", "create", "X", "--date", "d", "--deadline", "soon", "--db", url)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "--deadline" in bad.stderr


def test_other_commands_start_without_the_web_stack():
    code = ("import sys; from deckcheck.cli import build_app; build_app(); "
            "print(sorted(m for m in ('starlette', 'uvicorn', 'multipart') if m in sys.modules))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=REPO)
    assert p.stdout.strip() == "[]", p.stdout + p.stderr


def test_wrong_hero_line_leads_with_the_root_cause(client):
    slug = make_event(client)
    wrong = SENZIR.replace("Hero: Sen'zir Beastwalker", "Hero: Litori Frostburn")
    assert wrong != SENZIR
    r = register(client, slug, "h1", "Hunter", wrong)
    page = client.get(r.headers["location"]).text
    cause = page.split('class="notice root-cause"')[1].split("</div>")[0]
    assert "is the hero line right?" in cause and "Hunter" in cause
    assert page.count('class="sev-error">error') >= 3                 # the errors are all still listed


def test_serve_refuses_a_taken_port_a_short_token_and_a_bad_db_in_one_line(tmp_path):
    import socket
    db = f"sqlite:///{tmp_path / 'd.db'}"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        cases = [(("--port", str(port), "--db", db, "--token", "x" * 16), None, "cannot listen"),
                 (("--db", "nosuch://x", "--token", "x" * 16, "--port", "0"), None, "nosuch"),
                 (("--db", db, "--token", "x" * 15, "--port", "0"), None, "--token: at least 16 characters"),
                 (("--db", db, "--port", "0"), {"DECKCHECK_DESK_TOKEN": "short-token"}, "at least 16 characters"),
                 (("--db", db, "--token", "x" * 16, "--port", "0", "--workers", "2"), None, "PostgreSQL")]
        procs = [subprocess.Popen([sys.executable, "-m", "deckcheck", "serve", *args], cwd=REPO, text=True,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, **(env or {})})
                 for args, env, _ in cases]                  # (at once: each is a whole process start)
        for p, (args, _, needle) in zip(procs, cases):
            _, err = p.communicate(timeout=120)
            assert p.returncode == 2 and err.count("\n") == 1 and needle in err and "Traceback" not in err, (args, err)
