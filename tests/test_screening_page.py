"""The organizer's page and the judge's deck-check pages, looked at in headless Chromium."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deckcheck.screening import read_registrations, screen
from deckcheck.screening.pick import pick, read_skip

FIX = Path(__file__).parent / "fixtures" / "screening"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)")


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": "200"}, timeout=180)


def _event(tmp_path: Path, legal: int = 4, wrong_hero: int = 1, name: str = "event") -> Path:
    """Legal lists, a fifth Lazy Peons (100.4), a hero line that does not fit the cards (root
    cause), a fuzzy-read name, an unreadable file and an identical pair."""
    ev = tmp_path / name
    ev.mkdir()
    senzir = (FIX / "senzir.txt").read_text(encoding="utf-8")
    gore = (FIX / "gorebelly.txt").read_text(encoding="utf-8")
    for i in range(legal):
        shutil.copy(FIX / ("litori.txt" if i % 2 else "senzir.txt"), ev / f"legal{i:03d}.txt")
    (ev / "carol.txt").write_text(gore.replace("2 Lazy Peons", "5 Lazy Peons"), encoding="utf-8")
    for i in range(wrong_hero):
        (ev / f"wrong{i:03d}.txt").write_text(re.sub(r"(?m)^# HERO .*$", "Hero: Gorebelly", senzir), encoding="utf-8")
    (ev / "dave.txt").write_text(gore.replace("4 Hidden Enemies", "4 Hiden Enemies"), encoding="utf-8")
    (ev / "erin.deck").write_bytes(b"\x89PNG\r\n\x1a\n\0\0garbage")
    return ev


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    profile = tmp_path / f"profile{len(list(tmp_path.glob('profile*')))}"
    return subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={profile}", *args], capture_output=True, text=True, timeout=120)


_PROBE = """<!DOCTYPE html><html><body><pre id="out">waiting</pre>
<iframe id="f1280" src="%(page)s" style="width:1280px;height:900px;border:0"></iframe>
<iframe id="f390" src="%(page)s" style="width:390px;height:800px;border:0"></iframe>
<script>
window.addEventListener('load', function () {
  var out = {};
  ['f1280', 'f390'].forEach(function (id) {
    var d = document.getElementById(id).contentDocument, w = d.defaultView;
    var rows = [].slice.call(d.querySelectorAll('#players tbody tr'));
    var r = {overflow: d.documentElement.scrollWidth - d.documentElement.clientWidth,
             offscreen: [].slice.call(d.querySelectorAll('body *')).filter(function (el) {
               var b = el.getBoundingClientRect(); return b.width > 0 && b.right > w.innerWidth + 1; }).length,
             viewport: !!d.querySelector('meta[name=viewport]'),
             first: rows.map(function (x) { return x.className; }).slice(0, 3),
             band: w.getComputedStyle(w.innerWidth > 700 ? rows[0].cells[0] : rows[0]).borderLeftColor};
    var box = d.getElementById('filter');
    function visible() {
      return [].slice.call(d.querySelectorAll('#players tbody tr')).filter(function (x) { return !x.hidden; })
        .map(function (x) { return x.cells[2].textContent; }); }
    box.value = 'lazy peons'; box.dispatchEvent(new w.Event('input')); r.card = visible();
    box.value = 'status:unreadable'; box.dispatchEvent(new w.Event('input')); r.status = visible();
    box.value = '100.4'; box.dispatchEvent(new w.Event('input')); r.rule = visible();
    box.value = 'dave'; box.dispatchEvent(new w.Event('input')); r.player = visible();
    box.value = ''; box.dispatchEvent(new w.Event('input'));
    d.querySelector('th[data-key=player] button').click(); r.sorted = visible().slice(0, 2);
    d.querySelector('th[data-key=status] button').click(); r.bystatus = rows.length && d.querySelector('#players tbody tr').className;
    out[id] = r;
  });
  document.getElementById('out').textContent = JSON.stringify(out);
});
</script></body></html>"""


@needs_chromium
def test_organizers_page_in_chromium_at_1280_and_390_px(tmp_path):
    ev = _event(tmp_path)
    page = tmp_path / "report.html"
    r = _cli("screen", str(ev), "-q", "--title", "Dalaran Open", "--date", "2026-12-05", "--out", str(page))
    assert r.returncode == 1, r.stderr
    text = page.read_text(encoding="utf-8")
    assert not re.search(r"(src|href)=|https?://|@import", text)        # no network: everything inline
    assert "Dalaran Open" in text and "2026-12-05" in text
    probe = tmp_path / "probe.html"
    probe.write_text(_PROBE % {"page": page.name}, encoding="utf-8")
    dom = _chromium(tmp_path, "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", probe.as_uri())
    found = json.loads(re.search(r'<pre id="out">(.*?)</pre>', dom.stdout, re.S).group(1).replace("&quot;", '"'))
    for width in ("f1280", "f390"):
        m = found[width]
        assert m["overflow"] <= 0 and m["offscreen"] == 0, (width, m)      # nothing off-screen
        assert m["viewport"]
        assert m["first"][0] == "row illegal"                               # the illegal players first
        assert m["band"] == "rgb(198, 40, 40)"                              # the status band
        assert m["card"] == ["carol", "dave"] and m["rule"] == ["carol"] and m["player"] == ["dave"]
        assert m["status"] == ["erin"]
        assert m["sorted"] == ["carol", "dave"] and m["bystatus"] == "row illegal"
    for width, height in ((1280, 900), (390, 1600)):
        shot = tmp_path / f"page{width}.png"
        _chromium(tmp_path, "--hide-scrollbars", f"--window-size={width},{height}", f"--screenshot={shot}", page.as_uri())
        assert shot.stat().st_size > 5000


def _pdf_pages(tmp_path: Path, page: Path) -> int:
    pdf = page.with_suffix(".pdf")
    _chromium(tmp_path, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", page.as_uri())
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))


@needs_chromium
def test_printed_page_count_grows_with_the_problems_not_with_empty_space(tmp_path):
    counts = {}
    for name, legal, wrong in (("small", 14, 0), ("legal", 60, 0), ("problems", 14, 30)):
        ev = _event(tmp_path, legal=legal, wrong_hero=wrong, name=name)
        page = tmp_path / f"{name}.html"
        assert _cli("screen", str(ev), "-q", "--title", "Dalaran Open", "--out", str(page)).returncode == 1
        counts[name] = _pdf_pages(tmp_path, page)
    assert counts["small"] == 1, counts          # 18 players: one printed page (it was 7 for 14)
    assert counts["legal"] <= 3, counts          # 64 players, 60 of them in two identical-list groups: a line each
    assert counts["problems"] > counts["small"], counts   # 30 wrong hero lines, each with its root cause


def test_root_cause_leads_and_the_errors_fold_under_it(tmp_path):
    ev = _event(tmp_path, legal=0)
    result = screen(read_registrations(ev), "constructed", workers=1)
    try:
        row = next(r for r in result.rows() if r["player_id"] == "wrong000")
    finally:
        result.close()
    assert row["root_cause"]["message"].startswith("fits ") and "(Hunter): is the hero line right?" in row["root_cause"]["message"]
    folded = [v for v in row["violations"] if v.get("folded")]
    assert len(folded) == row["errors"] and all(v["rule"].startswith("100.2") for v in folded)
    r = _cli("screen", str(ev), "-q")
    lines = r.stdout.splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith("ILLEGAL    wrong000"))
    assert lines[i + 1].startswith("    root cause: fits ") and lines[i + 2].startswith("        error   100.2")


def test_pick_is_reproducible_skips_and_prints_one_list_per_page(tmp_path):
    ev = _event(tmp_path, legal=12)
    out1, out2 = tmp_path / "a.html", tmp_path / "b.html"
    r1 = _cli("screen", str(ev), "-q", "-j", "1", "--pick", "3", "--seed", "round2", "--pick-out", str(out1))
    r2 = _cli("screen", str(ev), "-q", "-j", "2", "--pick", "3", "--seed", "round2", "--pick-out", str(out2))
    assert out1.read_bytes() == out2.read_bytes()
    picked = re.findall(r"<h1>Deck check: (.*?)</h1>", out1.read_text(encoding="utf-8"))
    assert len(picked) == 3 and "erin" not in picked               # an unreadable list cannot be checked
    assert f"deck checks (seed round2): " in r1.stderr and r1.returncode == r2.returncode == 1
    skip = tmp_path / "checked.txt"
    skip.write_text("# checked in round 1\n" + "\n".join(picked) + "\n", encoding="utf-8")
    r3 = _cli("screen", str(ev), "-q", "--pick", "20", "--seed", "round2", "--skip", str(skip), "--pick-out", str(out2))
    again = re.findall(r"<h1>Deck check: (.*?)</h1>", out2.read_text(encoding="utf-8"))
    assert not set(again) & set(picked) and len(again) == 16 - 3 - 1, r3.stderr   # 16 players, 3 skipped, erin
    assert out2.read_text(encoding="utf-8").count('class="check"') == len(again)
    # the skip file may be a screening CSV
    report = tmp_path / "r.csv"
    _cli("screen", str(ev), "-q", "--out", str(report))
    assert len(read_skip(report)) == 16
    bad = _cli("screen", str(ev), "--seed", "1")
    assert bad.returncode == 2 and "--seed: goes with --pick N" in bad.stderr
    result = screen(read_registrations(ev), "constructed", workers=1)
    try:
        assert [r["player_id"] for r in pick(result, 3, "round2")] == picked
    finally:
        result.close()


@needs_chromium
def test_deck_check_pages_print_one_player_per_page(tmp_path):
    ev = _event(tmp_path, legal=8)
    out = tmp_path / "checks.html"
    assert _cli("screen", str(ev), "-q", "--pick", "4", "--seed", "7", "--pick-out", str(out)).returncode == 1
    assert _pdf_pages(tmp_path, out) == 4


def test_fifo_rows_are_refused_not_waited_for(tmp_path):
    ev = tmp_path / "event"
    ev.mkdir()
    shutil.copy(FIX / "senzir.txt", ev / "alice.txt")
    os.mkfifo(ev / "mallory.txt")
    (ev / "roster.json").write_text(json.dumps([
        {"player_id": "A", "player_name": "Ann", "deck": "alice.txt"},
        {"player_id": "M", "player_name": "Mal", "deck": "mallory.txt"},
        {"player_id": "P", "player_name": "Pat", "deck": "alice.txt", "pool": "mallory.txt"}]), encoding="utf-8")
    for source in (ev / "roster.json", ev):
        r = _cli("screen", str(source), "--json", "--budget", "30")
        rows = {p["player_id"]: p for p in json.loads(r.stdout)["players"]}
        m = rows.get("M") or rows["mallory"]
        assert m["status"] == "unreadable" and "FIFO" in m["reason"] and "too slow" not in m["reason"]
        if "P" in rows:
            assert "FIFO" in rows["P"]["reason"]
    r = _cli("screen", str(ev / "mallory.txt"))
    assert r.returncode == 2 and "FIFO" in r.stderr and len(r.stderr.strip().splitlines()) == 1
