"""The desk's HTML: the player's event page and registration, the organizer's pages, error pages.

Everything a user typed goes through `e()` (html.escape, quotes too). Pages are self-contained:
the one stylesheet is inline, the one script is served by the desk itself (/static/desk.js), and
the Content-Security-Policy the app sends forbids loading anything from anywhere else.
"""
from __future__ import annotations

import html
from datetime import datetime
from urllib.parse import quote

from deckcheck.decks.source import MAX_BYTES
from deckcheck.violations import STATUSES


def e(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


CSS = """
*{box-sizing:border-box}
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
header{background:#1d2a44;color:#fff;padding:12px 20px}header a{color:#fff;text-decoration:none}
header .sub{opacity:.8;font-size:13px}
main{max-width:1100px;margin:0 auto;padding:16px 20px 40px}
h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:24px 0 8px}
.card{background:#fff;border:1px solid #ddd;border-radius:10px;padding:14px 18px;margin:12px 0}
label{display:block;font-weight:600;margin:10px 0 4px}
input[type=text],input[type=password],input[type=number],input[type=datetime-local],input[type=date],select,textarea{width:100%;padding:8px;border:1px solid #bbb;border-radius:6px;font:inherit}
textarea{font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;min-height:260px}
button{font:inherit;font-weight:600;padding:8px 18px;border:0;border-radius:6px;background:#2456c6;color:#fff;cursor:pointer;margin-top:12px}
button.quiet{background:#666}
.band{border-radius:8px;padding:10px 16px;font-weight:700;font-size:20px;margin:12px 0;color:#fff}
.band.legal{background:#1b7f3b}.band.illegal,.band.unreadable{background:#b00020}.band.unverified,.band.review{background:#a15c00}
.badge{display:inline-block;border-radius:4px;padding:1px 8px;font-size:12px;font-weight:700;color:#fff;text-transform:uppercase}
.badge.legal{background:#1b7f3b}.badge.illegal,.badge.unreadable{background:#b00020}.badge.unverified,.badge.review{background:#a15c00}
.notice{background:#fff4e5;border:1px solid #f0c080;border-radius:8px;padding:10px 14px;margin:12px 0}
.error-box{background:#fdecee;border:1px solid #e59aa6;border-radius:8px;padding:10px 14px;margin:12px 0;color:#7a0016}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e5e5e5;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f0f0f0}
td.sev-error{color:#b00020;font-weight:600}td.sev-warning{color:#8a5a00;font-weight:600}
.fix{color:#555}.muted{color:#666;font-size:13px}
code,.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
pre{white-space:pre-wrap;background:#f7f7f7;border:1px solid #e5e5e5;border-radius:6px;padding:8px;font-size:13px}
#private-link,#player-link{word-break:break-all}
iframe{width:100%;height:75vh;min-height:420px;border:1px solid #ddd;border-radius:8px;background:#fff}
.row{display:flex;gap:12px;flex-wrap:wrap}.row>div{flex:1;min-width:180px}
details summary{cursor:pointer}
@media (max-width:600px){main{padding:10px}th,td{padding:4px}}
"""


def layout(title: str, body: str, *, sub: str = "", home: str = "/") -> str:
    return (f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
            f"<title>{e(title)}</title><link rel=\"icon\" href=\"data:,\"><style>{CSS}</style>"
            f"<script src=\"/static/desk.js\" defer></script></head><body>"
            f"<header><a href=\"{e(home)}\"><b>deckcheck</b> registration desk</a>"
            f"{f'<div class=sub>{e(sub)}</div>' if sub else ''}</header><main>{body}</main></body></html>\n")


def csrf_field(token: str) -> str:
    return f"<input type=\"hidden\" name=\"csrf\" value=\"{e(token)}\">"


def when(iso_text: str) -> str:
    """A stored UTC time, shown in the server's local time."""
    try:
        return datetime.fromisoformat(iso_text).astimezone().strftime("%Y-%m-%d %H:%M %Z")
    except ValueError:
        return iso_text


def event_header(ev: dict, closed: bool) -> str:
    state = ("<span class=\"badge illegal\">closed</span>" if closed
             else "<span class=\"badge legal\">open</span>")
    return (f"<h1>{e(ev['name'])}</h1><p>{e(ev['date'])} &middot; format <b>{e(ev['fmt'])}</b>"
            f"{' &middot; card pool set by the organizer' if ev.get('pool') else ''} &middot; "
            f"decklists until <b>{e(when(ev['deadline']))}</b> {state}</p>")


# --- the check of one list ----------------------------------------------------------------------
STATUS_WORD = {status: status.upper() for status in STATUSES}


def check_block(result: dict, status: str) -> str:
    """The full check of one list: the same messages, rule numbers and fixes as `deckcheck check`."""
    if status == "unreadable":
        return (f"<div class=\"band unreadable\" id=\"verdict\">UNREADABLE</div>"
                f"<div class=\"error-box\" id=\"reason\">{e(result.get('error'))}</div>")
    c = result.get("counts", {})
    head = (f"<div class=\"band {e(status)}\" id=\"verdict\">{STATUS_WORD.get(status, e(status))}</div>"
            f"<p>hero: <b>{e(result.get('hero') or '-')}</b> &middot; format: {e(result.get('format'))} &middot; "
            f"main: {e(c.get('main'))} &middot; side: {e(c.get('side'))} &middot; "
            f"{e(result.get('errors'))} error(s), {e(result.get('warnings'))} warning(s)</p>")
    missing = result.get("missing_facts") or []
    if missing:
        items = "".join(f"<li>{e(m)}</li>" for m in missing)
        head += ("<div class=\"notice\" id=\"missing\"><b>Missing facts</b> &mdash; no rule is broken that the "
                 f"card data can tell, but it cannot decide these (a judge checks the printed cards):<ul>{items}</ul></div>")
    fuzzy = [n for n in result.get("names", []) if n.get("outcome") in ("fuzzy", "prefix")]
    if fuzzy:
        items = "".join(f"<li>line {e(n['line'])}: <b>{e(n['query'])}</b> was read as <b>{e(n['name'])}</b> "
                        f"({'unique prefix' if n['outcome'] == 'prefix' else 'fuzzy match'})</li>" for n in fuzzy)
        head += (f"<div class=\"notice\" id=\"fuzzy\"><b>Names read by guessing</b> &mdash; check these, a judge "
                 f"will:<ul>{items}</ul></div>")
    for key in ("root_cause", "root_causes", "hint", "hints"):      # a leading line from the engine
        value = result.get(key)
        for line in ([value] if isinstance(value, (str, dict)) else value or []):
            text = line.get("message") if isinstance(line, dict) else line
            if text:
                head += f"<div class=\"notice root-cause\"><b>{e(text)}</b></div>"
    violations = result.get("violations", [])
    if not violations:
        return head + "<p>No problems found.</p>"
    rows = []
    for v in violations:
        lines = ",".join(str(n) for n in v.get("lines") or [])
        fix = f"<div class=\"fix\">fix: {e(v['fix'])}</div>" if v.get("fix") else ""
        rows.append(f"<tr><td>{e(v['section'])}</td><td class=\"sev-{e(v['severity'])}\">{e(v['severity'])}</td>"
                    f"<td class=\"mono\">{e(v['rule'])}</td><td class=\"mono\">{e(lines)}</td>"
                    f"<td>{e(v['message'])}{fix}</td></tr>")
    return (head + "<table id=\"problems\"><thead><tr><th>Section</th><th>Severity</th><th>Rule</th>"
            "<th>Line</th><th>Problem</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>")


def deck_form(action: str, csrf: str, key: str, *, player_id: str = "", player_name: str = "", text: str = "",
              fixed_player: bool = False, button: str = "Check and register") -> str:
    """The decklist form; `key` is its submission key (sent again, it gets the same answer back)."""
    pid = (f"<input type=\"hidden\" name=\"player_id\" value=\"{e(player_id)}\"><p>Player id: <b>{e(player_id)}</b></p>"
           if fixed_player else
           f"<label for=\"player_id\">Player id (your player number, or the id the organizer gave you)</label>"
           f"<input type=\"text\" id=\"player_id\" name=\"player_id\" required maxlength=\"100\" value=\"{e(player_id)}\">")
    return (f"<form method=\"post\" action=\"{e(action)}\" enctype=\"multipart/form-data\" id=\"deck-form\">"
            f"{csrf_field(csrf)}<input type=\"hidden\" name=\"key\" value=\"{e(key)}\">"
            f"<div class=\"row\"><div><label for=\"player_name\">Name</label>"
            f"<input type=\"text\" id=\"player_name\" name=\"player_name\" required maxlength=\"200\" "
            f"value=\"{e(player_name)}\"></div><div>{pid}</div></div>"
            f"<label for=\"deck\">Decklist: paste it (any format <code>deckcheck check</code> reads: text, "
            f".deck, CSV, .mwDeck, OCTGN .o8d, YAML, JSON)</label>"
            f"<textarea id=\"deck\" name=\"deck\" spellcheck=\"false\" placeholder=\"Hero: Litori Frostburn&#10;4 Frostbolt&#10;...\">{e(text)}</textarea>"
            f"<label for=\"file\">&hellip; or upload the file (at most {MAX_BYTES // 1024} KiB)</label>"
            f"<input type=\"file\" id=\"file\" name=\"file\">"
            f"<button type=\"submit\" id=\"submit\">{e(button)}</button></form>")


def player_event_page(ev: dict, csrf: str, key: str, *, closed: bool, error: str | None = None,
                      form: dict | None = None) -> str:
    body = event_header(ev, closed)
    if error:
        body += f"<div class=\"error-box\" id=\"error\">{e(error)}</div>"
    if closed:
        body += ("<div class=\"error-box\" id=\"closed\">Registration for this event is closed: the deadline "
                 f"({e(when(ev['deadline']))}) has passed, and no more decklists are taken.</div>")
    else:
        form = form or {}
        body += ("<div class=\"card\"><p>Register your deck: you see at once whether it is legal and why. "
                 "You can fix it and send it again until the deadline; the last one you send counts.</p>"
                 + deck_form(f"/e/{ev['slug']}", csrf, key, player_id=form.get("player_id", ""),
                             player_name=form.get("player_name", ""), text=form.get("deck", "")) + "</div>")
    return layout(f"{ev['name']}: register your deck", body, sub="player registration")


def registration_page(reg: dict, csrf: str, key: str, *, closed: bool, link: str, error: str | None = None,
                      draft: str | None = None) -> str:
    ev = reg["event"]
    subs = reg["submissions"]
    latest = subs[0]
    body = event_header(ev, closed)
    body += (f"<p>Player <b id=\"player\">{e(reg['player_name'])}</b> (id <span class=\"mono\">{e(reg['player_id'])}</span>)"
             f" &middot; {len(subs)} submission(s); the latest one counts.</p>"
             f"<p class=\"notice\">This page is your private link: keep it to come back and resubmit. "
             f"<span class=\"mono link\" id=\"private-link\">{e(link)}</span></p>")
    if error:
        body += f"<div class=\"error-box\" id=\"error\">{e(error)}</div>"
    body += f"<h2>Your deck, as checked at {e(when(latest['ts']))}</h2>" + check_block(latest["result"], latest["status"])
    if closed:
        body += ("<div class=\"error-box\" id=\"closed\">Registration is closed: the deadline "
                 f"({e(when(ev['deadline']))}) has passed; this list is the one that counts.</div>")
    else:
        body += ("<h2>Fix and resubmit</h2><div class=\"card\">" +
                 deck_form(f"/r/{reg['secret']}", csrf, key, player_id=reg["player_id"], player_name=reg["player_name"],
                           text=latest["text"] if draft is None else draft, fixed_player=True,
                           button="Check and resubmit") + "</div>")
    items = []
    for i, s in enumerate(subs):
        n = len(subs) - i
        items.append(f"<details><summary>#{n} &middot; {e(when(s['ts']))} &middot; <span class=\"badge {e(s['status'])}\">"
                     f"{e(s['status'])}</span> {s['errors']} error(s), {s['warnings']} warning(s)"
                     f"{' &middot; counts' if i == 0 else ''}</summary>{check_block(s['result'], s['status'])}"
                     f"<pre>{e(s['text'])}</pre></details>")
    body += "<h2>Every list you sent</h2><div class=\"card\" id=\"history\">" + "".join(items) + "</div>"
    return layout(f"{ev['name']}: {reg['player_name']}", body, sub="your registration")


# --- organizer ---------------------------------------------------------------------------------
def login_page(csrf: str, error: str | None = None) -> str:
    body = ("<h1>Organizer</h1>" + (f"<div class=\"error-box\" id=\"error\">{e(error)}</div>" if error else "") +
            "<div class=\"card\"><form method=\"post\" action=\"/organizer/login\">" + csrf_field(csrf) +
            "<label for=\"token\">Organizer token (printed when <code>deckcheck serve</code> started)</label>"
            "<input type=\"password\" id=\"token\" name=\"token\" required autocomplete=\"off\">"
            "<button type=\"submit\" id=\"login\">Sign in</button></form></div>")
    return layout("Organizer sign-in", body, sub="organizer")


def organizer_home(events: list[dict], csrf: str, formats: list[str], error: str | None = None) -> str:
    rows = "".join(f"<tr><td><a href=\"/organizer/events/{e(ev['slug'])}\">{e(ev['name'])}</a></td><td>{e(ev['date'])}</td>"
                   f"<td>{e(ev['fmt'])}</td><td>{e(when(ev['deadline']))}</td><td>{ev['players']}</td></tr>"
                   for ev in events)
    table = ("<table id=\"events\"><thead><tr><th>Event</th><th>Date</th><th>Format</th><th>Deadline</th>"
             f"<th>Players</th></tr></thead><tbody>{rows}</tbody></table>" if events else "<p>No events yet.</p>")
    options = "".join(f"<option value=\"{e(f)}\">{e(f)}</option>" for f in formats)
    body = (("<div class=\"error-box\" id=\"error\">" + e(error) + "</div>" if error else "") +
            "<h1>Events</h1>" + table +
            "<h2>New event</h2><div class=\"card\"><form method=\"post\" action=\"/organizer/events\" "
            "enctype=\"multipart/form-data\" id=\"event-form\">" + csrf_field(csrf) +
            "<div class=\"row\"><div><label for=\"name\">Name</label><input type=\"text\" id=\"name\" name=\"name\" required maxlength=\"200\"></div>"
            "<div><label for=\"date\">Date</label><input type=\"date\" id=\"date\" name=\"date\" required></div></div>"
            "<div class=\"row\"><div><label for=\"format\">Game format</label><select id=\"format\" name=\"format\">" + options +
            "</select></div><div><label for=\"deadline\">Decklist deadline (server time)</label>"
            "<input type=\"datetime-local\" id=\"deadline\" name=\"deadline\" required></div></div>"
            "<label for=\"pool\">Card pool (optional, Limited: every deck must come from it; any deck-file format)</label>"
            "<textarea id=\"pool\" name=\"pool\" style=\"min-height:90px\"></textarea>"
            "<button type=\"submit\" id=\"create\">Create event</button></form></div>"
            "<form method=\"post\" action=\"/organizer/logout\">" + csrf_field(csrf) +
            "<button class=\"quiet\" type=\"submit\">Sign out</button></form>")
    return layout("Organizer: events", body, sub="organizer", home="/organizer")


def organizer_event_page(ev: dict, *, closed: bool, summary: dict, player_link: str, registrations: list[dict],
                         history: dict[int, list[dict]], without_legal: list[dict], picks: list[dict] | None,
                         pick_n: int, pick_seed: str, stamp: tuple[int, int]) -> str:
    slug = e(ev["slug"])
    body = (event_header(ev, closed) +
            f"<p>Players register at <span class=\"mono link\" id=\"player-link\">{e(player_link)}</span></p>"
            f"<p id=\"summary\">{summary.get('players', 0)} player(s): "
            + ", ".join(f"{summary.get(status, 0)} {status}" for status in reversed(STATUSES))
            + f"; {summary.get('needs_review', 0)} to review</p>"
            f"<p>Exports (the same writers as <code>deckcheck screen --out</code>): "
            f"<a href=\"/organizer/events/{slug}/export.csv\" id=\"export-csv\">CSV</a> &middot; "
            f"<a href=\"/organizer/events/{slug}/export.json\" id=\"export-json\">JSON</a> &middot; "
            f"<a href=\"/organizer/events/{slug}/export.html\" id=\"export-html\">HTML</a></p>"
            f"<h2>Registrations <span class=\"muted\" id=\"live\" data-stamp=\"{stamp[0]}-{stamp[1]}\" "
            f"data-slug=\"{slug}\">(live: updates as players submit)</span></h2>"
            f"<iframe id=\"report\" title=\"screening report\" src=\"/organizer/events/{slug}/report.html\"></iframe>")
    # the deadline view
    label = "At the deadline" if closed else "So far (the deadline has not passed)"
    if without_legal:
        items = "".join(f"<li><b>{e(r['player_name'])}</b> (<span class=\"mono\">{e(r['player_id'])}</span>): "
                        f"<span class=\"badge {e(r['status'])}\">{e(r['status'])}</span></li>" for r in without_legal)
        drop = f"<ul id=\"without-legal\">{items}</ul>"
    else:
        drop = "<p id=\"without-legal\">Every registered player has a legal deck.</p>"
    body += (f"<h2>Players without a legal deck</h2><div class=\"card\"><p class=\"muted\">{label}; these players "
             f"would be dropped.</p>{drop}</div>")
    body += (f"<h2>Random deck checks</h2><div class=\"card\"><form method=\"get\" action=\"/organizer/events/{slug}\">"
             f"<div class=\"row\"><div><label for=\"pick\">Players to pick</label><input type=\"number\" min=\"1\" max=\"1000\" "
             f"id=\"pick\" name=\"pick\" value=\"{pick_n}\"></div><div><label for=\"seed\">Seed (the same seed, the same picks)"
             f"</label><input type=\"text\" id=\"seed\" name=\"seed\" maxlength=\"40\" value=\"{e(pick_seed)}\"></div></div>"
             f"<button type=\"submit\" id=\"pick-button\">Pick</button></form>")
    if picks is not None:
        items = "".join(f"<li><b>{e(r['player_name'])}</b> (<span class=\"mono\">{e(r['player_id'])}</span>)</li>"
                        for r in picks)
        body += (f"<ol id=\"picks\">{items}</ol><p><a id=\"pick-pages\" href=\"/organizer/events/{slug}/picks.html?"
                 f"pick={pick_n}&amp;seed={e(quote(pick_seed))}\">Their lists, one per printed page</a></p>"
                 if picks else "<p id=\"picks\">Nobody to pick.</p>")
    body += "</div>"
    # every player's submission history
    rows = []
    for r in registrations:
        subs = history.get(r["id"], [])
        steps = " &rarr; ".join(f"<span title=\"{e(when(s['ts']))}\" class=\"badge {e(s['status'])}\">{e(s['status'])}</span>"
                                for s in subs)
        rows.append(f"<tr data-status=\"{e(r['status'])}\" data-text=\"{e((r['player_name'] + ' ' + r['player_id']).lower())}\">"
                    f"<td>{e(r['player_name'])}</td><td class=\"mono\">{e(r['player_id'])}</td>"
                    f"<td>{len(subs)}</td><td>{e(when(subs[-1]['ts'])) if subs else ''}</td><td>{steps}</td></tr>")
    body += ("<h2>Submission history</h2><div class=\"row\"><div><label for=\"filter\">Filter (name or id)</label>"
             "<input type=\"text\" id=\"filter\"></div><div><label for=\"status-filter\">Status of the latest list</label>"
             "<select id=\"status-filter\"><option value=\"\">any</option>"
             + "".join(f"<option>{status}</option>" for status in reversed(STATUSES)) + "</select></div></div>"
             "<table id=\"history\"><thead><tr><th>Player</th><th>ID</th><th>Lists sent</th><th>Last</th>"
             "<th>Each list's check, oldest first</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>")
    return layout(f"Organizer: {ev['name']}", body, sub="organizer", home="/organizer")


def index_page() -> str:
    body = ("<h1>Registration desk</h1><div class=\"card\"><p>Players: open the event link your organizer "
            "shared (it looks like <span class=\"mono\">/e/&lt;event&gt;</span>).</p>"
            "<p>Organizers: <a href=\"/organizer\">sign in</a>.</p>"
            "<p>Scripts: the <a href=\"/api/docs\">API</a> (<a href=\"/openapi.json\">OpenAPI</a>).</p></div>")
    return layout("deckcheck registration desk", body)


def api_docs_page(schema: dict) -> str:
    rows = []
    for path, ops in sorted(schema.get("paths", {}).items()):
        for method, op in ops.items():
            rows.append(f"<tr><td class=\"mono\">{e(method.upper())}</td><td class=\"mono\">{e(path)}</td>"
                        f"<td>{e(op.get('summary', ''))}<div class=\"muted\">{e(op.get('description', ''))}</div></td></tr>")
    body = ("<h1>API</h1><p>The schema: <a href=\"/openapi.json\">/openapi.json</a> (OpenAPI 3).</p>"
            "<table id=\"endpoints\"><thead><tr><th>Method</th><th>Path</th><th>What</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")
    return layout("deckcheck desk API", body, sub="API")


def error_page(status: int, message: str) -> str:
    return layout(f"{status}", f"<h1>{status}</h1><div class=\"error-box\" id=\"error\">{e(message)}</div>")


JS = """
(function(){
  Array.prototype.forEach.call(document.querySelectorAll('.link'),function(el){
    if(el.textContent.charAt(0)==='/')el.textContent=location.origin+el.textContent;
  });
  var live=document.getElementById('live');
  if(live){
    var slug=live.getAttribute('data-slug'),stamp=live.getAttribute('data-stamp');
    setInterval(function(){
      fetch('/api/events/'+encodeURIComponent(slug)+'/stamp',{credentials:'same-origin'})
        .then(function(r){return r.ok?r.json():null}).then(function(d){
          if(!d)return; var s=d.submissions+'-'+d.latest;
          if(s!==stamp){location.reload();}
        }).catch(function(){});
    },3000);
  }
  var f=document.getElementById('filter'),sf=document.getElementById('status-filter'),t=document.getElementById('history');
  function apply(){
    if(!t||!t.tBodies.length)return; var q=(f&&f.value||'').toLowerCase(),st=sf&&sf.value||'';
    Array.prototype.forEach.call(t.tBodies[0].rows,function(r){
      var ok=(!q||r.getAttribute('data-text').indexOf(q)>=0)&&(!st||r.getAttribute('data-status')===st);
      r.style.display=ok?'':'none';
    });
  }
  if(f)f.addEventListener('input',apply); if(sf)sf.addEventListener('change',apply);
})();
"""
