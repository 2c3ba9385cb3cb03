"""`deckcheck collection` and `deckcheck deck`: what you own, in a database, and what decks need.

SQLAlchemy and sqlmodel load inside the commands only, so other commands start fast.
"""
from __future__ import annotations

import sys
from typing import Optional

import typer

from deckcheck.cli.common import CardsOpt, DbOpt, JsonOpt, console, fail, load_cards, print_json, report_input_error
from deckcheck.errors import InputError, InputErrors

app = typer.Typer(no_args_is_help=True, help="Your collection: add, remove, import, export, what decks still need.")
deck_app = typer.Typer(no_args_is_help=True, help="Saved decks: the cards they commit from your collection.")

FinishOpt = typer.Option("normal", "--finish", help="normal, foil, ea (extended art) or loot.")
SetOpt = typer.Option(None, "--set", help="Set code or name: which print of a card named by name.")
ReasonOpt = typer.Option(None, "--reason", help="Why (kept in the history; at most 500 characters).")
InitOpt = typer.Option(False, "--init", help="Add the collection's tables to a database that holds other tables.")
ConditionOpt = typer.Option("NM", "--condition", help="NM, LP, MP, HP or DMG.")
LanguageOpt = typer.Option("en", "--language", help="Language code or name: en, de, fr, es, it, pt, ko, zh, ja, ru.")
#: The largest id or count a database integer column holds (PostgreSQL INTEGER; SQLite takes 64 bits).
MAX_INT = 2**31 - 1


def _store(db_url: Optional[str], init: bool = False):
    from deckcheck.collection.store import open_store
    return open_store(db_url, init=init)


def _condition(text: str) -> str:
    from deckcheck.collection.importers import parse_condition
    c = parse_condition(text)
    if c is None:
        raise fail(f"--condition: unknown condition {text!r} (NM, LP, MP, HP, DMG)")
    return c


def _language(text: str) -> str:
    from deckcheck.collection import LANGUAGES
    from deckcheck.collection.importers import parse_language
    lang = parse_language(text)
    if lang is None:
        raise fail(f"--language: unknown language {text!r} ({', '.join(LANGUAGES)})")
    return lang


def _finish(text: str) -> str:
    from deckcheck.collection.importers import parse_finish
    f = parse_finish(text)
    if f is None:
        raise fail(f"--finish: unknown finish {text!r} (normal, foil, ea, loot)")
    return f


def _at_least(option: str, value: Optional[int], low: int, high: int = MAX_INT) -> None:
    """One-line error (exit 2) when an integer option is outside [low, high]."""
    if value is None:
        return
    if value < low or value > high:
        shown = str(value) if len(str(value)) <= 20 else f"a {len(str(abs(value)))}-digit number"
        raise fail(f"{option}: {shown} out of range ({low}-{high})")


def _check_filters(db, *, type_=None, klass=None, faction=None, race=None, tag=None) -> None:
    """Every filter value must be one some card has (as `--set` must name a set): a typo such as
    `--faction klingon` is an error, not an empty result."""
    wanted = {"--type": type_, "--class": klass, "--faction": faction, "--race": race, "--tag": tag}
    if not any(wanted.values()):
        return
    known: dict[str, set[str]] = {k: set() for k in wanted}
    known["--faction"].update(("neutral",))
    for c in db:
        known["--type"].add(c.type)
        known["--class"].update(c.classes + c.char_class)
        known["--faction"].update(c.faction)
        if c.race:
            known["--race"].add(c.race)
        known["--tag"].update(c.tags + c.traits)
    aliases = {"--faction": {"none"}}
    for opt, value in wanted.items():
        if value is None:
            continue
        have = {k.lower() for k in known[opt]} | aliases.get(opt, set())
        if value.strip().lower() not in have:
            what = opt[2:]
            choices = sorted(known[opt], key=str.lower)
            listed = f" (one of {', '.join(choices)})" if len(choices) <= 20 else " (no card has it)"
            raise fail(f"{opt}: unknown {what} {value!r}{listed}")


def _many(exc: InputError) -> "typer.Exit":
    """Print every error of a multi-error InputError, one line each; exit 2."""
    return typer.Exit(report_input_error(exc, as_json="--json" in sys.argv[1:]))


def _iso(ts) -> str:
    return ts.isoformat(timespec="seconds") if hasattr(ts, "isoformat") else str(ts)


def _change(target: str, qty: int, finish: str, set_: Optional[str], sign: int, cards, condition: str = "NM",
            language: str = "en"):
    from deckcheck.collection.importers import NameRefused, finish_problem, resolve_target
    from deckcheck.collection.store import Change
    _at_least("QTY", qty, 1, 9999)
    db = load_cards(cards)
    try:
        card, code, number = resolve_target(db, target, set_hint=set_)
    except NameRefused as exc:
        verb, done = ("add", "added") if sign > 0 else ("remove", "removed")
        if len(exc.suggestions) == 1:
            raise fail(f"{exc.why}; nothing was {done}. If you meant {exc.suggestions[0]}, type: deckcheck collection "
                       f"{verb} \"{exc.suggestions[0]}\"" + (f" {qty}" if qty != 1 else "")) from None
        raise fail(f"{exc.why}; nothing was {done}{exc.how}") from None
    problem = finish_problem(card, code, number, finish)
    if problem:
        raise fail(f"--finish: {problem}")
    return Change(code, number, finish, card.name, sign * qty, condition, language)


def _report_batch(res, json_out: bool, verb: str) -> None:
    if json_out:
        print_json({"batch": res.batch, "action": res.action,
                    "changes": [_change_json(c) for c in res.changes]})
        return
    from deckcheck.collection.store import describe
    for c in res.changes:
        console().print(f"{verb} {abs(c.delta)} {c.name} ({describe(c)})  [dim]batch {res.batch}[/]")


def _change_json(c) -> dict:
    return {"set": c.set, "number": c.number, "finish": c.finish, "condition": c.condition,
            "language": c.language, "name": c.name, "delta": c.delta}


@app.command("add")
def add(target: str = typer.Argument(..., metavar="NAME|SET#NUM", help="Card name, or a print such as HoA#12."),
        qty: int = typer.Argument(1, metavar="[QTY]"), finish: str = FinishOpt, set_: Optional[str] = SetOpt,
        condition: str = ConditionOpt, language: str = LanguageOpt, reason: Optional[str] = ReasonOpt,
        correction: bool = typer.Option(False, "--correction", help="Record as a correction, not an acquisition."),
        db_url: Optional[str] = DbOpt, init: bool = InitOpt, cards: Optional[list[str]] = CardsOpt,
        json_out: bool = JsonOpt) -> None:
    """Add copies of a card (one transaction, one history batch)."""
    change = _change(target, qty, _finish(finish), set_, +1, cards, _condition(condition), _language(language))
    res = _store(db_url, init).apply([change], "correction" if correction else "add", reason)
    _report_batch(res, json_out, "added")


@app.command("remove")
def remove(target: str = typer.Argument(..., metavar="NAME|SET#NUM"), qty: int = typer.Argument(1, metavar="[QTY]"),
           finish: str = FinishOpt, set_: Optional[str] = SetOpt, condition: str = ConditionOpt,
           language: str = LanguageOpt, reason: Optional[str] = ReasonOpt,
           correction: bool = typer.Option(False, "--correction", help="Record as a correction."),
           db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Remove copies of a card; never below zero (a clear error, nothing changed)."""
    change = _change(target, qty, _finish(finish), set_, -1, cards, _condition(condition), _language(language))
    res = _store(db_url).apply([change], "correction" if correction else "remove", reason)
    _report_batch(res, json_out, "removed")


def _show_holdings(rows: list[dict], json_out: bool, limit: int) -> None:
    shown = rows if limit <= 0 else rows[:limit]
    total = sum(r["qty"] for r in rows)
    if json_out:
        print_json({"rows": len(rows), "cards": total, "holdings": shown})
        return
    from rich.table import Table
    table = Table(title=f"{total} card(s) in {len(rows)} holding(s)"
                  + (f", first {len(shown)}" if len(shown) < len(rows) else ""), title_justify="left")
    for col in ("Qty", "Name", "Set", "#", "Finish"):
        table.add_column(col, justify="right" if col == "Qty" else "left")
    for r in shown:
        table.add_row(str(r["qty"]), r["name"], r["set"], r["number"], r["finish"])
    console().print(table)


@app.command("list")
def list_(set_: Optional[str] = typer.Option(None, "--set", help="Only this set (code or name)."),
          finish: Optional[str] = typer.Option(None, "--finish"),
          limit: int = typer.Option(0, "--limit", help="Show at most this many (0 = all)."),
          db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Everything you own, by card name."""
    _at_least("--limit", limit, 0)
    fin = _finish(finish) if finish else None
    code = None
    if set_:
        code = load_cards(cards).set_code(set_)
        if code is None:
            raise fail(f"--set: unknown set {set_!r}")
    rows = _store(db_url).holdings(set_code=code, finish=fin)
    _show_holdings(rows, json_out, limit)


@app.command("search")
def search(text: Optional[str] = typer.Argument(None, help="Text the name contains."),
           type_: Optional[str] = typer.Option(None, "--type"), klass: Optional[str] = typer.Option(None, "--class"),
           faction: Optional[str] = typer.Option(None, "--faction"), cost: Optional[int] = typer.Option(None, "--cost"),
           set_: Optional[str] = typer.Option(None, "--set"), tag: Optional[str] = typer.Option(None, "--tag"),
           race: Optional[str] = typer.Option(None, "--race"), finish: Optional[str] = typer.Option(None, "--finish"),
           limit: int = typer.Option(50, "--limit", help="Show at most this many (0 = all)."),
           db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Owned cards matching every filter (the filters of `cards search`)."""
    from deckcheck.wowtcg.db import Query
    _at_least("--limit", limit, 0)
    _at_least("--cost", cost, 0)
    fin = _finish(finish) if finish else None
    db = load_cards(cards)
    _check_filters(db, type_=type_, klass=klass, faction=faction, race=race, tag=tag)
    code = None
    if set_:
        code = db.set_code(set_)
        if code is None:
            raise fail(f"--set: unknown set {set_!r}")
    names = {c.name for c in db.search(Query(text=text, type=type_, klass=klass, faction=faction, cost=cost,
                                             tag=tag, race=race))}
    rows = _store(db_url).holdings(names=names, set_code=code, finish=fin)
    _show_holdings(rows, json_out, limit)


@app.command("history")
def history(limit: int = typer.Option(50, "--limit", help="Latest N changes (0 = all)."),
            batch: Optional[int] = typer.Option(None, "--batch", help="Only this batch."),
            db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Every change, newest first: when, what, how many, why, and which batch (undone or not)."""
    _at_least("--limit", limit, 0)
    _at_least("--batch", batch, 1)
    rows = _store(db_url).history(limit, batch)
    if json_out:
        print_json({"history": [{**r, "ts": _iso(r["ts"])} for r in rows]})
        return
    from rich.table import Table
    table = Table(title=f"{len(rows)} change(s), newest first", title_justify="left")
    for col in ("Batch", "When (UTC)", "Action", "Δ", "Name", "Set", "#", "Finish", "Reason"):
        table.add_column(col)
    for r in rows:
        undone = f" (undone by {r['undone_by']})" if r["undone_by"] else ""
        table.add_row(str(r["batch"]), _iso(r["ts"])[:19], r["action"] + undone, f"{r['delta']:+d}", r["name"],
                      r["set"], r["number"], r["finish"], r["reason"] or "")
    console().print(table)


@app.command("undo")
def undo(db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Reverse the latest change batch that is not yet undone (run again to go further back)."""
    res, batch = _store(db_url).undo()
    if json_out:
        print_json({"undone": batch["id"], "undone_action": batch["action"], "batch": res.batch,
                    "changes": [_change_json(c) for c in res.changes]})
        return
    console().print(f"undid batch {batch['id']} ({batch['action']}, {len(res.changes)} holding(s)) as batch {res.batch}")


@app.command("import")
def import_(file: str = typer.Argument(..., help="Our CSV, a Deckbox CSV export, or a decklist."),
            fmt: Optional[str] = typer.Option(None, "--format", help="ours | deckbox | deck (default: by content)."),
            reason: Optional[str] = ReasonOpt,
            db_url: Optional[str] = DbOpt, init: bool = InitOpt, cards: Optional[list[str]] = CardsOpt,
            json_out: bool = JsonOpt) -> None:
    """Add a whole file of cards. One bad row imports nothing; every bad row is named with its line."""
    from deckcheck.collection.importers import ImportErrors, read_file
    from deckcheck.collection.store import Change
    db = load_cards(cards)
    try:
        kind, items = read_file(file, db, fmt)
    except ImportErrors as exc:
        raise _many(exc)
    if not items:
        raise fail(f"{file}: no cards to import")
    from deckcheck.collection.store import shorten
    store = _store(db_url, init)
    res = store.apply([Change(i.set, i.number, i.finish, i.name, i.qty) for i in items], "import",
                      reason if reason is not None else f"import {shorten(file, 480)} ({kind})")
    if json_out:
        print_json({"batch": res.batch, "format": kind, "rows": len(items), "holdings": len(res.changes),
                    "cards": res.total})
        return
    console().print(f"imported {res.total} card(s) in {len(res.changes)} holding(s) from {file} ({kind}); "
                    f"batch {res.batch} (`deckcheck collection undo` reverses it)")


@app.command("export")
def export(file: str = typer.Argument(..., help="Where to write our CSV ('-' for stdout)."),
           db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Write the whole collection in our CSV format (set,number,finish,qty,name)."""
    import io
    import os
    from deckcheck.collection.importers import write_ours
    rows = _store(db_url).holdings()
    buf = io.StringIO()
    n = write_ours(rows, buf)
    if file == "-":
        if json_out:
            print_json({"file": "-", "rows": n, "cards": sum(r["qty"] for r in rows), "csv": buf.getvalue()})
        else:
            sys.stdout.write(buf.getvalue())
        return
    tmp = f"{file}.tmp-{os.getpid()}"
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as fh:
            fh.write(buf.getvalue())
        os.replace(tmp, file)
    except OSError as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise fail(f"{file}: cannot write: {exc.strerror}")
    if json_out:
        print_json({"file": file, "rows": n, "cards": sum(r["qty"] for r in rows)})
    else:
        console().print(f"wrote {n} holding(s), {sum(r['qty'] for r in rows)} card(s) to {file}")


def _deck_needs(deck_arg: str, store, cards):
    """Needs for a deck file or a saved deck's name; the saved deck itself is not 'committed'."""
    import os
    from deckcheck.collection.missing import deck_needs, needs_from_cards
    if not os.path.exists(deck_arg):
        saved = store.deck(deck_arg)
        if saved is None:
            raise fail(f"{deck_arg}: no such deck file, and no saved deck of that name")
        return needs_from_cards(saved["cards"]), deck_arg, (deck_arg,)
    from deckcheck.wowtcg.deck import load_deck, require_resolved
    try:
        deck = require_resolved(load_deck(deck_arg, load_cards(cards)))
    except InputErrors as exc:
        raise _many(exc)
    same = tuple(d["name"] for d in store.decks() if os.path.abspath(d["source"]) == os.path.abspath(deck_arg))
    return deck_needs(deck), deck_arg, same


@app.command("missing")
def missing(deck: str = typer.Argument(..., metavar="DECK", help="A deck file, or the name of a saved deck."),
            as_list: bool = typer.Option(False, "--as-list", help="Print the shortfall as a decklist (a want list)."),
            db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Per card: needed, owned, committed to saved decks, and the shortfall. Exit 1 when short."""
    from deckcheck.collection.missing import SqliteReader, missing as compute, want_list
    store = SqliteReader.open(db_url) or _store(db_url)
    needs, name, exclude = _deck_needs(deck, store, cards)
    report = compute(store, needs, deck_name=name, exclude=exclude)
    if json_out:
        print_json({**report.as_dict(), **({"want_list": want_list(report)} if as_list else {})})
    elif as_list:
        sys.stdout.write(want_list(report))
    else:
        from rich.table import Table
        table = Table(title=f"{name}: {report.short} of {report.needed} card(s) short"
                      + (f" (not counting {', '.join(exclude)})" if exclude else ""), title_justify="left")
        for col in ("Card", "Section", "Needed", "Owned", "Committed", "Short"):
            table.add_column(col, justify="left" if col in ("Card", "Section") else "right")
        for n in report.needs:
            com = str(n.committed_total) + (f" ({', '.join(f'{d}: {q}' for d, q in n.committed)})" if n.committed else "")
            table.add_row(n.name, n.section, str(n.needed), str(n.owned), com,
                          f"[red]{n.short}[/]" if n.short else "0")
        console().print(table)
    if not report.complete:
        raise typer.Exit(1)


@app.command("buildable")
def buildable(fmt: str = typer.Option("constructed", "--format", "-f", help="Format to check legality in."),
              saved_only: bool = typer.Option(False, "--saved-only", help="Leave out the bundled example decks."),
              db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Which saved decks (and bundled example decks) you can build now from what you own, and whether they are legal."""
    from deckcheck.collection.missing import buildable as compute
    from deckcheck.wowtcg.rules.formats import get_format
    get_format(fmt)                      # an unknown format is an error even with no decks to check
    out = compute(_store(db_url), load_cards(cards), fmt, examples=not saved_only)
    if json_out:
        print_json({"decks": out})
        return
    from rich.table import Table
    table = Table(title=f"{sum(o['buildable'] for o in out)} of {len(out)} deck(s) buildable now",
                  title_justify="left")
    for col in ("Deck", "Kind", "Cards", "Short", "Short if all saved decks built", f"Legal ({fmt})"):
        table.add_column(col)
    for o in out:
        table.add_row(o["deck"], o["kind"], str(o["cards"]), "[green]0[/]" if o["buildable"] else f"[red]{o['short']}[/]",
                      str(o["short_counting_other_decks"]), "yes" if o["legal"] else "[red]no[/]")
    console().print(table)


@app.command("stats")
def stats(all_sets: bool = typer.Option(False, "--all-sets", help="List sets you own nothing from, too."),
          db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Set completion (distinct prints owned / prints in the set), totals by rarity, class and finish."""
    from deckcheck.collection.stats import collection_stats
    st = collection_stats(_store(db_url).holdings(), load_cards(cards), all_sets=all_sets)
    if json_out:
        print_json(st)
        return
    from rich.table import Table
    out = console()
    out.print(f"{st['total']} card(s), {st['distinct_cards']} distinct card(s), {st['distinct_prints']} distinct print(s)")
    t = Table(title="Set completion", title_justify="left")
    for col in ("Set", "Name", "Owned", "Prints", "%"):
        t.add_column(col)
    for s in st["sets"]:
        t.add_row(s["set"], s["name"], str(s["owned"]), str(s["prints"]), f"{s['percent']:.1f}")
    out.print(t)
    for key, title in (("by_rarity", "By rarity"), ("by_class", "By class"), ("by_finish", "By finish")):
        t = Table(title=title, title_justify="left")
        t.add_column(title.split()[-1].capitalize())
        t.add_column("Cards", justify="right")
        for k, v in st[key].items():
            t.add_row(k, str(v))
        out.print(t)


@deck_app.command("save")
def deck_save(name: str = typer.Argument(..., help="Name to save it under."),
              file: str = typer.Argument(..., help="Deck file (any format `check` reads)."),
              replace: bool = typer.Option(False, "--replace", help="Overwrite a saved deck of that name."),
              db_url: Optional[str] = DbOpt, init: bool = InitOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Save a deck in the collection database: its cards count as committed."""
    from deckcheck.decks import parse_deck
    from deckcheck.decks.source import decode, read_bytes
    from deckcheck.wowtcg.deck import require_resolved, resolve
    if not name.strip():
        raise fail("NAME: empty")
    data, label = read_bytes(file)          # read once: "-" (stdin) cannot be read twice
    text = decode(data, label)
    decklist = parse_deck(text, path=label)
    try:
        deck = require_resolved(resolve(decklist, load_cards(cards)), "; deck not saved")
    except InputErrors as exc:
        raise _many(exc)
    rows = ([("hero", deck.hero.name, 1)] if deck.hero else []) + [("main", e.card.name, e.qty) for e in deck.main] \
        + [("side", e.card.name, e.qty) for e in deck.side]
    deck_id = _store(db_url, init).save_deck(name, source=label, fmt=decklist.format, text=text,
                                       hero=deck.hero.name if deck.hero else None, cards=rows, replace=replace)
    if json_out:
        print_json({"id": deck_id, "name": name, "hero": deck.hero.name if deck.hero else None, **deck.counts})
    else:
        console().print(f"saved {name!r}: {deck.counts['main']} main, {deck.counts['side']} side"
                        + (f", hero {deck.hero.name}" if deck.hero else ""))


@deck_app.command("list")
def deck_list(db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Saved decks."""
    rows = _store(db_url).decks()
    if json_out:
        print_json({"decks": [{**r, "saved": _iso(r["saved"])} for r in rows]})
        return
    from rich.table import Table
    t = Table(title=f"{len(rows)} saved deck(s)", title_justify="left")
    for col in ("Name", "Hero", "Cards", "From", "Saved (UTC)"):
        t.add_column(col)
    for r in rows:
        t.add_row(r["name"], r["hero"] or "-", str(r["cards"]), r["source"], _iso(r["saved"])[:19])
    console().print(t)


@deck_app.command("remove")
def deck_remove(name: str = typer.Argument(...), db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Forget a saved deck (its cards are no longer committed)."""
    _store(db_url).remove_deck(name)
    if json_out:
        print_json({"removed": name})
    else:
        console().print(f"removed saved deck {name!r}")
