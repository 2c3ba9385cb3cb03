"""The organizer's page: one self-contained HTML file (no network), and the judge's deck-check pages.

`html_sink(result, out)` (run by `report.write_html`) writes the screening page: event name and date, summary tiles, status as a
coloured band on each row, sortable columns and a filter box (a small inline script), the root
cause first with the errors it explains folded under it, each player's resolved decklist behind a
click, the identical-list groups; one card per player on a phone; compact rows on paper, a player
never split across pages, the event and date at the top of every printed page.

`write_picks(rows, out, title=, date=)` writes the lists of the players picked for a deck check,
one per printed page. Both take plain rows (the dicts `ScreenResult.rows()` yields).
"""
from __future__ import annotations

import html
from typing import Iterable, TextIO

from deckcheck.violations import MEANING, STATUSES, missing_facts

e = html.escape
DASH = " \u2014 "

_CSS = """
:root{--illegal:#c62828;--unreadable:#6a1b9a;--review:#e65100;--unverified:#8d6e00;--legal:#2e7d32}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px 24px;color:#1d1d1f;background:#fafafa}
h1{font-size:22px;margin:0}
h2{font-size:17px;margin:24px 0 8px}
.meta{color:#555;margin:2px 0 12px}
.summary{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:12px}
.tile{font:inherit;text-align:left;cursor:pointer;background:#fff;border:1px solid #ddd;border-left:6px solid #888;border-radius:8px;padding:6px 14px;min-width:104px;color:inherit}
.tile b{display:block;font-size:22px}
#sum-illegal{border-left-color:var(--illegal)}#sum-unreadable{border-left-color:var(--unreadable)}
#sum-needs_review{border-left-color:var(--review)}#sum-unverified{border-left-color:var(--unverified)}#sum-legal{border-left-color:var(--legal)}
.tools{margin:8px 0 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
#filter{font:inherit;padding:6px 10px;width:min(440px,100%);border:1px solid #aaa;border-radius:6px}
#shown{color:#555}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e3e3e3;padding:6px 8px;text-align:left;vertical-align:top}
thead th{background:#eee;position:sticky;top:0;z-index:1}
th button{font:inherit;font-weight:600;border:0;background:none;cursor:pointer;padding:0;color:inherit}
th[aria-sort=ascending] button::after{content:" \\25B2"}th[aria-sort=descending] button::after{content:" \\25BC"}
.printhead{display:none}
td.num{text-align:right}
tr.row>td:first-child{border-left:8px solid #888}
tr.illegal>td{background:#fdecea}tr.illegal>td:first-child{border-left-color:var(--illegal)}
tr.unreadable>td{background:#f4e8f7}tr.unreadable>td:first-child{border-left-color:var(--unreadable)}
tr.review>td{background:#fff3e0}tr.review>td:first-child{border-left-color:var(--review)}tr.unverified>td{background:#fffbe6}tr.unverified>td:first-child{border-left-color:var(--unverified)}
tr.legal>td:first-child{border-left-color:var(--legal)}
.status span{font-weight:700;text-transform:uppercase;font-size:12px;letter-spacing:.04em}
tr.illegal .status span{color:var(--illegal)}tr.unreadable .status span{color:var(--unreadable)}
tr.review .status span{color:var(--review)}tr.unverified .status span{color:var(--unverified)}tr.legal .status span{color:var(--legal)}
td,li,summary{overflow-wrap:break-word}
.problems ul{margin:2px 0 0 18px;padding:0}
li.error{color:#a00018}li.warning{color:#7a4d00}
.cause{margin:0;font-weight:700;color:#a00018}
.fix{color:#555}
details{margin:2px 0}
summary{cursor:pointer;color:#0b57d0}
.deck{font-size:13px;margin:4px 0}.deck h4{margin:6px 0 2px;font-size:13px}
.deck ul{list-style:none;margin:0;padding:0;columns:2 200px}
#groups ol{padding-left:22px}#groups li{margin:4px 0}
@media (max-width:700px){
body{padding:10px}
table,thead,tbody,tr,td{display:block;width:100%}
thead tr{display:flex;flex-wrap:wrap;gap:4px;background:none;margin-bottom:8px}
thead th{position:static;border:1px solid #ccc;border-radius:6px;padding:4px 8px;width:auto;display:block}
td,li,summary{overflow-wrap:anywhere}
tr.row{margin:0 0 10px;border:1px solid #ddd;border-left:8px solid #888;border-radius:8px;overflow:hidden;background:#fff}
tr.illegal{background:#fdecea}tr.unreadable{background:#f4e8f7}tr.review{background:#fff3e0}tr.unverified{background:#fffbe6}
tr.row>td,tr.row>td:first-child{border:0;padding:2px 10px;background:none}
tr.row>td[data-label]::before{content:attr(data-label) ": ";font-weight:600;color:#555}
tr.row>td.status::before,tr.row>td.problems::before{content:none}
tr.illegal{border-left-color:var(--illegal)!important}tr.unreadable{border-left-color:var(--unreadable)!important}
tr.review{border-left-color:var(--review)!important}tr.unverified{border-left-color:var(--unverified)!important}tr.legal{border-left-color:var(--legal)!important}
td.num{display:inline-block;width:auto;text-align:left}
.deck ul{columns:1}
}
@media print{
@page{margin:10mm}
body{background:#fff;padding:0;font-size:8.5pt;line-height:1.25}
.tools,#title-block,details.list{display:none}
.summary{gap:4px;margin:0 0 4px}.tile{padding:1px 8px;min-width:0;border-radius:3px}.tile b{display:inline;font-size:10pt;margin-right:4px}
thead{display:table-header-group}
.printhead{display:table-row}.printhead th{background:#fff;font-size:10pt;border-bottom:2px solid #000;text-align:left}
thead th{position:static;padding:2px 4px}
th button::after{content:none!important}
td{padding:1px 4px}
table{table-layout:fixed}
col.c-status{width:10%}col.c-player{width:12%}col.c-id{width:10%}col.c-hero{width:16%}col.c-main,col.c-side{width:4.5%}col.c-problems{width:43%}
.status span{font-size:7pt;letter-spacing:0}
.fix{display:none}
tr.row{break-inside:avoid;page-break-inside:avoid}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
h2{font-size:11pt;margin:8px 0 4px}
#groups li{break-inside:avoid}
}
"""

_SCRIPT = """
(function(){
var table=document.getElementById('players'),tb=table.tBodies[0],rows=[].slice.call(tb.rows);
var box=document.getElementById('filter'),shown=document.getElementById('shown');
function apply(){var terms=box.value.toLowerCase().split(/\\s+/).filter(Boolean),n=0;
rows.forEach(function(r){var text=' '+r.getAttribute('data-search')+' ';
var ok=terms.every(function(t){return text.indexOf(' '+t)>=0;});r.hidden=!ok;if(ok)n++;});
shown.textContent=n+' of '+rows.length+' players shown';}
box.addEventListener('input',apply);
[].forEach.call(document.querySelectorAll('.tile[data-filter]'),function(t){t.addEventListener('click',function(){
box.value=t.getAttribute('data-filter');apply();});});
var dir={};
[].forEach.call(table.tHead.querySelectorAll('th[data-key]'),function(th){th.querySelector('button').addEventListener('click',function(){
var k=th.getAttribute('data-key'),d=dir[k]=dir[k]===1?-1:1,col=th.cellIndex,num=th.hasAttribute('data-num');
function val(r){var c=r.cells[col];var v=c.hasAttribute('data-sort')?c.getAttribute('data-sort'):c.textContent;return num?+v:v.toLowerCase();}
rows.sort(function(a,b){var x=val(a),y=val(b);var c=num?x-y:x.localeCompare(y);return d*c||(+a.getAttribute('data-seq'))-(+b.getAttribute('data-seq'));});
rows.forEach(function(r){tb.appendChild(r);});
[].forEach.call(table.tHead.querySelectorAll('th'),function(h){h.removeAttribute('aria-sort');});
th.setAttribute('aria-sort',d>0?'ascending':'descending');});});
apply();
})();
"""

_COLUMNS = (("status", "Status", True), ("player", "Player", False), ("id", "ID", False), ("hero", "Hero", False),
            ("main", "Main", True), ("side", "Side", True), ("problems", "Problems", True))


def _heading(summary: dict) -> tuple[str, str]:
    title = summary.get("title") or "Registration screening"
    sub = " \u00b7 ".join(x for x in (summary.get("date"), f"format {summary['format']}",
                                      f"{summary['players']} players") if x)
    return title, sub


def _violation(v: dict) -> str:
    from deckcheck.screening.report import line_numbers
    nums = line_numbers(v)
    line = f" (line {nums})" if nums else ""
    fix = f" <span class=\"fix\">Fix: {e(v['fix'])}</span>" if v.get("fix") else ""
    return f"<li class=\"{e(v['severity'])}\"><b>{e(v['rule'])}</b>{e(line)}: {e(v['message'])}{fix}</li>"


def _decklist(deck: dict | None) -> str:
    if not deck:
        return ""
    parts = [f"<div class=\"deck\"><div><b>Hero:</b> {e(deck.get('hero') or '-')}</div>"]
    for section, label in (("main", "Main deck"), ("side", "Side deck")):
        cards = deck.get(section) or []
        if cards or section == "main":
            total = sum(q for q, _ in cards)
            parts.append(f"<h4>{label} ({total})</h4><ul>" +
                         "".join(f"<li>{q} {e(name)}</li>" for q, name in cards) + "</ul>")
    return "".join(parts) + "</div>"


def _problems(row: dict) -> str:
    from deckcheck.screening.report import folded
    out = []
    if row.get("reason"):
        out.append(f"<ul><li class=\"error\">{e(row['reason'])}</li></ul>")
    cause, under, rest = folded(row)
    if cause:
        out.append(f"<p class=\"cause\">Root cause: {e(cause['message'])}</p><details class=\"folded\"><summary>"
                   f"{len(under)} errors depend on the hero</summary><ul>{''.join(map(_violation, under))}</ul></details>")
    missing = missing_facts(row["violations"])
    if missing:
        out.append(f"<p class=\"missing\">Missing facts ({len(missing)}): the data cannot decide "
                   f"{'this rule' if len(missing) == 1 else 'these rules'}; a judge checks the printed card</p>")
    if rest:
        out.append(f"<ul>{''.join(map(_violation, rest))}</ul>")
    deck = row.get("list")
    if deck:
        out.append(f"<details class=\"list\"><summary>Decklist ({row['main']} + {row['side']})</summary>"
                   f"{_decklist(deck)}</details>")
    return "".join(out) or "&mdash;"


def _search_text(row: dict) -> str:
    """What the filter box matches (word starts): status, player, id, hero, cards, rules, messages."""
    words = [f"status:{row['status']}", row["status"], row["player_name"] or "", row["player_id"] or "",
             row["hero"] or "", row.get("reason") or ""]
    if row["status"] == "review" or any(v["rule"] in ("review", "registration") and v["severity"] == "warning"
                                        for v in row["violations"]):
        words.append("needs-review")
    for v in row["violations"]:
        words += [v["rule"], v.get("card") or "", v["message"]]
    deck = row.get("list") or {}
    words += [name for _, name in (deck.get("main") or []) + (deck.get("side") or [])]
    if row.get("root_cause"):
        words.append(row["root_cause"]["message"])
    return " ".join(" ".join(words).lower().split())


def html_sink(result, out: TextIO):
    """The organizer's page for a screening result (anything with `summary()`, `rows()` and,
    optionally, `groups()`): a sink (see `report.feed`), sent each row, then None."""
    s = result.summary()
    title, sub = _heading(s)
    out.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
              "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
              f"<title>{e(title)}{DASH + e(s['date']) if s.get('date') else ''}</title>"
              f"<style>{_CSS}</style></head><body>\n"
              f"<header id=\"title-block\"><h1>{e(title)}</h1><p class=\"meta\">{e(sub)}</p></header>\n"
              "<div class=\"summary\">")
    for label, key, flt in (("Players", "players", ""), ("Illegal", "illegal", "status:illegal"),
                            ("Unreadable", "unreadable", "status:unreadable"),
                            ("Needs review", "needs_review", "needs-review"),
                            ("Unverified", "unverified", "status:unverified"), ("Legal", "legal", "status:legal")):
        tip = f" title=\"{e(MEANING[key])}\"" if key in MEANING else ""
        out.write(f"<button class=\"tile\" id=\"sum-{key}\" data-filter=\"{flt}\" type=\"button\"{tip}>"
                  f"<b>{s.get(key, 0)}</b>{label}</button>")
    out.write("</div>\n<div class=\"tools\"><label for=\"filter\">Filter</label>"
              "<input id=\"filter\" type=\"search\" placeholder=\"status, player, card or rule\" autocomplete=\"off\">"
              "<span id=\"shown\"></span></div>\n<table id=\"players\"><colgroup>"
              + "".join(f"<col class=\"c-{key}\">" for key, _, _ in _COLUMNS) + "</colgroup><thead>"
              f"<tr class=\"printhead\"><th colspan=\"7\">{e(title)} \u00b7 {e(sub)}</th></tr><tr>")
    for key, label, num in _COLUMNS:
        out.write(f"<th data-key=\"{key}\"{' data-num' if num else ''}><button type=\"button\">{label}</button></th>")
    out.write("</tr></thead><tbody>\n")
    seq = -1
    while (row := (yield)) is not None:
        seq += 1
        status = row["status"]
        rank = STATUSES.index(status) if status in STATUSES else len(STATUSES)
        out.write(f"<tr class=\"row {e(status)}\" data-seq=\"{seq}\" data-search=\"{e(_search_text(row))}\">"
                  f"<td class=\"status\" data-label=\"Status\" data-sort=\"{rank}\"><span>{e(status)}</span></td>"
                  f"<td data-label=\"Player\">{e(row['player_name'] or '')}</td>"
                  f"<td data-label=\"ID\">{e(row['player_id'] or '')}</td>"
                  f"<td data-label=\"Hero\">{e(row['hero'] or '')}</td>"
                  f"<td class=\"num\" data-label=\"Main\">{row['main']}</td>"
                  f"<td class=\"num\" data-label=\"Side\">{row['side']}</td>"
                  f"<td class=\"problems\" data-label=\"Problems\" data-sort=\"{row['errors'] * 1000 + row['warnings']}\">"
                  f"{_problems(row)}</td></tr>\n")
    out.write("</tbody></table>\n")
    groups = list(result.groups()) if hasattr(result, "groups") else []
    if groups:
        out.write("<section id=\"groups\"><h2>Identical decklists</h2><ol>")
        for g in groups:
            names = ", ".join(f"{e(i)} ({e(n)})" for i, n in g.players)
            out.write(f"<li id=\"group-{g.number}\"><b>Group {g.number}</b>: {len(g.players)} players, "
                      f"hero {e(g.hero or '-')}: {names}</li>")
        out.write("</ol></section>\n")
    out.write(f"<script>{_SCRIPT}</script>\n</body></html>\n")


_PICK_CSS = """
*{box-sizing:border-box}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#111}
.check{max-width:800px;margin:0 auto 32px;border:1px solid #ccc;border-radius:8px;padding:16px 20px}
.check header{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px;border-bottom:2px solid #111;margin-bottom:8px}
.check h1{font-size:20px;margin:0}.check .event{color:#444}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0}dt{font-weight:600}dd{margin:0}
h2{font-size:15px;margin:12px 0 4px}
ul{list-style:none;margin:0;padding:0;columns:2 220px}li{padding:1px 0;overflow-wrap:anywhere}
.sign{margin-top:18px;display:flex;gap:32px;flex-wrap:wrap;color:#444}
@media print{@page{margin:12mm}body{padding:0}.check{border:0;margin:0;padding:0;max-width:none;break-after:page;page-break-after:always}
.check:last-child{break-after:auto;page-break-after:auto}}
"""


def write_picks(rows: Iterable[dict], out: TextIO, *, title: str | None = None, date: str | None = None,
                seed: str | None = None) -> None:
    """The picked players' resolved lists, one per printed page, for the judge at the table."""
    event = " \u00b7 ".join(x for x in (title, date) if x)
    out.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
              "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
              f"<title>Deck checks{DASH + e(event) if event else ''}</title><style>{_PICK_CSS}</style></head><body>\n")
    for row in rows:
        deck = row.get("list") or {}
        out.write(f"<section class=\"check\"><header><h1>Deck check: {e(row['player_name'] or '')}</h1>"
                  f"<span class=\"event\">{e(event)}</span></header><dl>"
                  f"<dt>Player</dt><dd>{e(row['player_name'] or '')}</dd><dt>ID</dt><dd>{e(row['player_id'] or '')}</dd>"
                  f"<dt>Hero</dt><dd>{e(deck.get('hero') or row.get('hero') or '-')}</dd>"
                  f"<dt>Screening</dt><dd>{e(row['status'])}, {row['errors']} error(s), {row['warnings']} warning(s)</dd>"
                  f"<dt>File</dt><dd>{e(row['deck'])}</dd>"
                  + (f"<dt>Seed</dt><dd>{e(seed)}</dd>" if seed else "") + "</dl>")
        for section, label in (("main", "Main deck"), ("side", "Side deck")):
            cards = deck.get(section) or []
            if cards or section == "main":
                out.write(f"<h2>{label} ({sum(q for q, _ in cards)})</h2><ul>"
                          + "".join(f"<li>\u2610 {q} {e(name)}</li>" for q, name in cards) + "</ul>")
        out.write("<div class=\"sign\"><span>Checked by: ____________________</span><span>Round: ______</span>"
                  "<span>Table: ______</span></div></section>\n")
    out.write("</body></html>\n")
