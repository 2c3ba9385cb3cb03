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
deck_app.command("convert")(__import__("deckcheck.cli.convert", fromlist=["convert"]).convert)

FinishOpt = typer.Option("normal", "--finish", help="normal, foil, ea (extended art) or loot.")
SetOpt = typer.Option(None, "--set", help="Set code or name: which print of a card named by name.")
ReasonOpt = typer.Option(None, "--reason", help="Why (kept in the history; at most 500 characters).")
InitOpt = typer.Option(False, "--init", help="Add the collection's tables to a database that holds other tables.")
ConditionOpt = typer.Option("NM", "--condition", help="NM, LP, MP, HP or DMG.")
LanguageOpt = typer.Option("en", "--language", help="Language code or name: en, de, fr, es, it, pt, ko, zh, ja, ru.")
#: The largest id or count a database integer column holds (PostgreSQL INTEGER; SQLite takes 64 bits).
MAX_INT = 2**31 - 1
CsvOpt = typer.Option(False, "--csv", help="The table as CSV on stdout (header row first).")


def _table(title: str, columns: list[str], rows: list[list], csv_out: bool, *, right: tuple[str, ...] = (),
           styles: dict[int, list[str]] | None = None) -> None:
    """One table: rich on a terminal, the same text written directly when piped (`plaintable`), or
    CSV (`--csv`) through the formula-neutralising writer. `styles` maps a row index to per-cell rich markup wrappers."""
    if csv_out:
        from deckcheck.collection.importers import write_rows
        write_rows([columns] + rows, sys.stdout)
        return
    from deckcheck.cli.plaintable import plain_stream, render
    text = render(title, columns, rows, right) if plain_stream(sys.stdout) else None
    if text is not None:                 # a pipe or a file: rich's own text, without rich
        sys.stdout.write(text)
        return
    from rich.markup import escape
    from rich.table import Table
    table = Table(title=escape(title), title_justify="left")
    for col in columns:
        table.add_column(col, justify="right" if col in right else "left")
    for i, row in enumerate(rows):
        cells = [escape(str(c)) for c in row]
        for j, style in enumerate((styles or {}).get(i, [])):
            if style:
                cells[j] = f"[{style}]{cells[j]}[/]"
        table.add_row(*cells)
    console().print(table)


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


def _show_holdings(rows: list[dict], json_out: bool, limit: int, csv_out: bool = False) -> None:
    from deckcheck.collection.importers import format_price
    shown = rows if limit <= 0 else rows[:limit]
    total = sum(r["qty"] for r in rows)
    if json_out:
        print_json({"rows": len(rows), "cards": total, "holdings": shown})
        return
    _table(f"{total} card(s) in {len(rows)} holding(s)" + (f", first {len(shown)}" if len(shown) < len(rows) else ""),
           ["Qty", "Name", "Set", "#", "Finish", "Condition", "Language", "Price"],
           [[r["qty"], r["name"], r["set"], r["number"], r["finish"], r["condition"], r["language"],
             format_price(r["price_cents"])] for r in shown], csv_out, right=("Qty", "Price"))


@app.command("list")
def list_(set_: Optional[str] = typer.Option(None, "--set", help="Only this set (code or name)."),
          finish: Optional[str] = typer.Option(None, "--finish"),
          limit: int = typer.Option(0, "--limit", help="Show at most this many (0 = all)."),
          db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt,
          csv_out: bool = CsvOpt) -> None:
    """Everything you own, by card name."""
    _at_least("--limit", limit, 0)
    fin = _finish(finish) if finish else None
    code = None
    if set_:
        code = load_cards(cards).set_code(set_)
        if code is None:
            raise fail(f"--set: unknown set {set_!r}")
    rows = _store(db_url).holdings(set_code=code, finish=fin)
    _show_holdings(rows, json_out, limit, csv_out)


@app.command("search")
def search(text: Optional[str] = typer.Argument(None, help="Text the name contains."),
           type_: Optional[str] = typer.Option(None, "--type"), klass: Optional[str] = typer.Option(None, "--class"),
           faction: Optional[str] = typer.Option(None, "--faction"), cost: Optional[int] = typer.Option(None, "--cost"),
           set_: Optional[str] = typer.Option(None, "--set"), tag: Optional[str] = typer.Option(None, "--tag"),
           race: Optional[str] = typer.Option(None, "--race"), finish: Optional[str] = typer.Option(None, "--finish"),
           limit: int = typer.Option(50, "--limit", help="Show at most this many (0 = all)."),
           db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt,
           csv_out: bool = CsvOpt) -> None:
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
    _show_holdings(rows, json_out, limit, csv_out)


@app.command("history")
def history(limit: int = typer.Option(50, "--limit", help="Latest N changes (0 = all)."),
            batch: Optional[int] = typer.Option(None, "--batch", help="Only this batch."),
            db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt, csv_out: bool = CsvOpt) -> None:
    """Every change, newest first: when, what, how many, why, and which batch (undone or not)."""
    _at_least("--limit", limit, 0)
    _at_least("--batch", batch, 1)
    rows = _store(db_url).history(limit, batch)
    if json_out:
        print_json({"history": [{**r, "ts": _iso(r["ts"])} for r in rows]})
        return
    _table(f"{len(rows)} change(s), newest first",
           ["Batch", "When (UTC)", "Action", "Δ", "Name", "Set", "#", "Finish", "Condition", "Language", "Reason"],
           [[r["batch"], _iso(r["ts"])[:19], r["action"] + (f" (undone by {r['undone_by']})" if r["undone_by"] else ""),
             f"{r['delta']:+d}", r["name"], r["set"], r["number"], r["finish"], r["condition"], r["language"],
             r["reason"] or ""] for r in rows], csv_out)


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
            layout: Optional[str] = typer.Option(None, "--as", metavar="LAYOUT",
                                                 help="ours | deckbox | moxfield | deck (default: by content)."),
            game_format: Optional[str] = typer.Option(None, "--format", hidden=True),
            reason: Optional[str] = ReasonOpt,
            db_url: Optional[str] = DbOpt, init: bool = InitOpt, cards: Optional[list[str]] = CardsOpt,
            json_out: bool = JsonOpt) -> None:
    """Add a whole file of cards. One bad row imports nothing; every bad row is named with its line."""
    from deckcheck.collection.importers import ImportErrors, read_file
    from deckcheck.collection.store import Change
    if game_format is not None:
        raise fail(f"--format names a game format everywhere; the file's layout is --as {game_format} "
                   "(ours, deckbox, moxfield, deck)")
    db = load_cards(cards)
    try:
        kind, items = read_file(file, db, layout)
    except ImportErrors as exc:
        raise _many(exc)
    if not items:
        raise fail(f"{file}: no cards to import")
    from deckcheck.collection.store import shorten
    store = _store(db_url, init)
    res = store.apply([Change(i.set, i.number, i.finish, i.name, i.qty, i.condition, i.language, i.price_cents)
                       for i in items], "import",
                      reason if reason is not None else f"import {shorten(file, 480)} ({kind})")
    if json_out:
        print_json({"batch": res.batch, "format": kind, "rows": len(items), "holdings": len(res.changes),
                    "cards": res.total})
        return
    console().print(f"imported {res.total} card(s) in {len(res.changes)} holding(s) from {file} ({kind}); "
                    f"batch {res.batch} (`deckcheck collection undo` reverses it)")


@app.command("export")
def export(file: str = typer.Argument(..., help="Where to write the CSV ('-' for stdout)."),
           layout: str = typer.Option("ours", "--as", metavar="LAYOUT", help="ours | deckbox | moxfield."),
           db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Write the whole collection as CSV: ours (set,number,finish,qty,name,condition,language,price),
    or Deckbox's or Moxfield's import layout."""
    import io
    import os
    from deckcheck.collection.importers import EXPORT_LAYOUTS, export_rows, write_rows
    if layout not in EXPORT_LAYOUTS:
        raise fail(f"--as: unknown export layout {layout!r} ({', '.join(EXPORT_LAYOUTS)})")
    store = _store(db_url)
    if file != "-" and store.dialect == "sqlite" and os.path.exists(file) \
            and os.path.realpath(file) == os.path.realpath(store.where):
        raise fail(f"{file}: is the collection database itself; export to another file")
    rows = store.holdings()
    buf = io.StringIO()
    n = write_rows(export_rows(layout, rows, load_cards(cards) if layout == "deckbox" else None), buf)
    if file == "-":
        if json_out:
            print_json({"file": "-", "layout": layout, "rows": n, "cards": sum(r["qty"] for r in rows),
                        "csv": buf.getvalue()})
        else:
            sys.stdout.write(buf.getvalue())
        return
    from deckcheck.userfiles import write_atomically
    write_atomically(file, lambda fh: fh.write(buf.getvalue()), "FILE")
    if json_out:
        print_json({"file": file, "layout": layout, "rows": n, "cards": sum(r["qty"] for r in rows)})
    else:
        console().print(f"wrote {n} holding(s), {sum(r['qty'] for r in rows)} card(s) to {file} ({layout})")


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
            db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt,
            csv_out: bool = CsvOpt) -> None:
    """Per card: needed, owned, committed to saved decks, and the shortfall. Exit 1 when short."""
    from deckcheck.collection.missing import FastReader, missing as compute, want_list
    store = FastReader.open(db_url) or _store(db_url)
    needs, name, exclude = _deck_needs(deck, store, cards)
    report = compute(store, needs, deck_name=name, exclude=exclude)
    if json_out:
        print_json({**report.as_dict(), **({"want_list": want_list(report)} if as_list else {})})
    elif as_list:
        sys.stdout.write(want_list(report))
    else:
        rows = [[n.name, n.section, n.needed, n.owned, str(n.committed_total)
                 + (f" ({', '.join(f'{d}: {q}' for d, q in n.committed)})" if n.committed else ""), n.short]
                for n in report.needs]
        _table(f"{name}: {report.short} of {report.needed} card(s) short"
               + (f" (not counting {', '.join(exclude)})" if exclude else ""),
               ["Card", "Section", "Needed", "Owned", "Committed", "Short"], rows, csv_out,
               right=("Needed", "Owned", "Committed", "Short"),
               styles={i: [""] * 5 + ["red"] for i, n in enumerate(report.needs) if n.short})
    if not report.complete:
        raise typer.Exit(1)


@app.command("buildable")
def buildable(fmt: str = typer.Option("constructed", "--format", "-f", help="Format to check legality in."),
              saved_only: bool = typer.Option(False, "--saved-only", help="Leave out the bundled example decks."),
              db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt,
              csv_out: bool = CsvOpt) -> None:
    """Which saved decks (and bundled example decks) you can build now from what you own, and whether they are legal."""
    from deckcheck.collection.missing import buildable as compute
    from deckcheck.wowtcg.rules.formats import get_format
    get_format(fmt)                      # an unknown format is an error even with no decks to check
    out = compute(_store(db_url), load_cards(cards), fmt, examples=not saved_only)
    if json_out:
        print_json({"decks": out})
        return
    _table(f"{sum(o['buildable'] for o in out)} of {len(out)} deck(s) buildable now",
           ["Deck", "Kind", "Cards", "Short", "Short if all saved decks built", f"Status ({fmt})"],
           [[o["deck"], o["kind"], o["cards"], o["short"], o["short_counting_other_decks"],
             o["status"]] for o in out], csv_out,
           styles={i: ["", "", "", "green" if o["buildable"] else "red", "", "" if o["status"] == "legal" else "red"
                       if o["status"] == "illegal" else "yellow"]
                   for i, o in enumerate(out)})


@app.command("stats")
def stats(all_sets: bool = typer.Option(False, "--all-sets", help="List sets you own nothing from, too."),
          db_url: Optional[str] = DbOpt, cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt,
          csv_out: bool = CsvOpt) -> None:
    """Set completion (distinct prints owned / prints in the set), totals by rarity, class and finish.
    With --csv, one table: a row per set (table `set`), then per rarity, class and finish."""
    from deckcheck.collection.stats import collection_stats
    st = collection_stats(_store(db_url).holdings(), load_cards(cards), all_sets=all_sets)
    if json_out:
        print_json(st)
        return
    groups = (("by_rarity", "By rarity"), ("by_class", "By class"), ("by_finish", "By finish"))
    if csv_out:
        rows = [["set", s["set"], s["name"], s["owned"], s["prints"], f"{s['percent']:.1f}"] for s in st["sets"]]
        rows += [[title.split()[-1], k, "", v, "", ""] for key, title in groups for k, v in st[key].items()]
        _table("", ["Table", "Key", "Name", "Owned", "Prints", "%"], rows, True)
        return
    console().print(f"{st['total']} card(s), {st['distinct_cards']} distinct card(s), "
                    f"{st['distinct_prints']} distinct print(s)")
    _table("Set completion", ["Set", "Name", "Owned", "Prints", "%"],
           [[s["set"], s["name"], s["owned"], s["prints"], f"{s['percent']:.1f}"] for s in st["sets"]], False)
    for key, title in groups:
        _table(title, [title.split()[-1].capitalize(), "Cards"], [[k, v] for k, v in st[key].items()], False,
               right=("Cards",))


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
def deck_list(db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt, csv_out: bool = CsvOpt) -> None:
    """Saved decks."""
    rows = _store(db_url).decks()
    if json_out:
        print_json({"decks": [{**r, "saved": _iso(r["saved"])} for r in rows]})
        return
    _table(f"{len(rows)} saved deck(s)", ["Name", "Hero", "Cards", "From", "Saved (UTC)"],
           [[r["name"], r["hero"] or "-", r["cards"], r["source"], _iso(r["saved"])[:19]] for r in rows], csv_out)


@deck_app.command("remove")
def deck_remove(name: str = typer.Argument(...), db_url: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Forget a saved deck (its cards are no longer committed)."""
    _store(db_url).remove_deck(name)
    if json_out:
        print_json({"removed": name})
    else:
        console().print(f"removed saved deck {name!r}")
