"""The desk in a real browser (Debian's headless Chromium through chromedriver and selenium): a
player registers a deck through the form, sees its errors, fixes it and sees LEGAL; the organizer
signs in and sees the player in the live table."""
from __future__ import annotations

import http.client
import json
import shutil
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
webdriver = pytest.importorskip("selenium.webdriver")
from desk_server import TOKEN, serving  # noqa: E402

from deckcheck.desk.app import create_app  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
LITORI = (REPO / "data" / "decks" / "litori_frost.txt").read_text(encoding="utf-8")
SHORT = "Hero: Litori Frostburn\n4 Frostbolt\n2 Frostbollt\n"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1280,1000")

pytestmark = pytest.mark.skipif(not (Path(CHROMIUM).exists() and Path(DRIVER).exists()),
                                reason="needs Debian's chromium and chromium-driver")


@pytest.fixture
def browser(tmp_path):
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    opts = Options()
    opts.binary_location = CHROMIUM
    for flag in FLAGS:
        opts.add_argument(flag)
    opts.add_argument(f"--user-data-dir={tmp_path / 'profile'}")
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


def make_event(base: str) -> str:
    host, port = base.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=30)
    body = {"name": "Browser Cup", "date": "2026-12-04",
            "deadline": (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()}
    conn.request("POST", "/api/events", json.dumps(body), {"content-type": "application/json",
                                                           "authorization": f"Bearer {TOKEN}"})
    resp = conn.getresponse()
    assert resp.status == 201
    return json.loads(resp.read())["slug"]


def paste(browser, text: str) -> None:
    area = browser.find_element("id", "deck")
    area.clear()
    # set the value as a paste would (send_keys types line by line, slowly)
    browser.execute_script("arguments[0].value = arguments[1];", area, text)


def test_register_see_errors_fix_see_legal(browser, tmp_path):
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait
    app = create_app(f"sqlite:///{tmp_path / 'desk.db'}", token=TOKEN)
    with serving(app) as base:
        slug = make_event(base)
        browser.get(f"{base}/e/{slug}")
        assert "Browser Cup" in browser.title
        browser.find_element("id", "player_name").send_keys("Ann <b>Tester</b>")
        browser.find_element("id", "player_id").send_keys("1001")
        paste(browser, SHORT)
        browser.find_element("id", "submit").click()
        WebDriverWait(browser, 30).until(ec.presence_of_element_located(("id", "verdict")))
        assert browser.find_element("id", "verdict").text == "ILLEGAL"
        problems = browser.find_element("id", "problems").text
        assert "100.1" in problems and "Constructed needs at least 60" in problems and "fix:" in problems
        assert "Frostbollt" in browser.find_element("id", "fuzzy").text          # the fuzzy read, called out
        assert browser.find_element("id", "player").text == "Ann <b>Tester</b>"  # shown as typed, not as markup
        link = browser.current_url
        assert "/r/" in link and link == browser.find_element("id", "private-link").text
        paste(browser, LITORI)
        browser.find_element("id", "submit").click()
        WebDriverWait(browser, 30).until(ec.text_to_be_present_in_element(("id", "verdict"), "LEGAL"))
        assert browser.find_element("id", "verdict").text == "LEGAL"
        assert "2 submission(s)" in browser.page_source
        # the organizer signs in and sees the player, legal, in the screening table
        browser.get(f"{base}/organizer")
        browser.find_element("id", "token").send_keys(TOKEN)
        browser.find_element("id", "login").click()
        WebDriverWait(browser, 30).until(ec.presence_of_element_located(("id", "events")))
        browser.find_element("link text", "Browser Cup").click()
        WebDriverWait(browser, 30).until(ec.presence_of_element_located(("id", "report")))
        assert browser.find_element("id", "summary").text.startswith("1 player(s): 1 legal")
        browser.switch_to.frame(browser.find_element("id", "report"))
        table = browser.find_element("tag name", "table").text
        assert "Ann <b>Tester</b>" in table and "1001" in table
        browser.switch_to.default_content()
        logs = [e for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
        assert not logs, logs          # nothing blocked or failing (a network load would be refused by the CSP)
