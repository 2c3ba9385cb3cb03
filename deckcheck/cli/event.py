"""`deckcheck event`: the registration desk's events, from the command line."""
from __future__ import annotations

from typing import Optional

import typer

from deckcheck.cli.common import DbOpt, JsonOpt, console, print_json

app = typer.Typer(no_args_is_help=True, help="Registration desk events: create and list them.")


def _create(db_url: Optional[str], **kw) -> dict:
    from deckcheck.desk.checking import Pools
    from deckcheck.desk.service import create_event
    from deckcheck.desk.store import DeskStore
    from deckcheck.wowtcg.feeds import load_db
    store, pools = DeskStore(db_url), Pools()
    try:
        return create_event(store, db=load_db() if kw["pool"] is not None else None, pools=pools,
                            deadline_field="--deadline", **kw)
    finally:
        pools.close()
        store.close()


@app.command("create")
def create(name: str = typer.Argument(..., help="The event's name."),
           date: str = typer.Option(..., "--date", help="The event's date (e.g. 2026-12-05)."),
           deadline: str = typer.Option(..., "--deadline", help="Decklist deadline: 2026-12-05T18:00 (server time) or with an offset."),
           format_: str = typer.Option("constructed", "--format", "-f", metavar="NAME", help="Game format."),
           pool: Optional[str] = typer.Option(None, "--pool", metavar="FILE", help="Limited: the card pool every deck must come from."),
           db: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """Create an event; prints the players' link path (/e/SLUG) to share once `deckcheck serve` runs."""
    pool_text = None
    if pool is not None:
        from deckcheck.decks.source import clean, decode, read_bytes
        data, label = read_bytes(pool)
        pool_text = clean(decode(data, label), label)
    ev = _create(db, name=name, date=date, deadline=deadline, fmt=format_, pool=pool_text)
    if json_out:
        print_json({k: ev[k] for k in ("slug", "name", "date", "fmt", "deadline")} | {"pool": bool(ev["pool"]),
                                                                                      "path": f"/e/{ev['slug']}"})
        return
    console().print(f"created event {ev['name']!r} ({ev['fmt']}, decklists until {ev['deadline']}): "
                    f"players register at /e/{ev['slug']}", soft_wrap=True, markup=False)


@app.command("list")
def list_(db: Optional[str] = DbOpt, json_out: bool = JsonOpt) -> None:
    """The events, with how many players registered."""
    from deckcheck.desk.store import DeskStore
    store = DeskStore(db)
    try:
        events = store.events()
    finally:
        store.close()
    if json_out:
        print_json({"events": [{k: ev[k] for k in ("slug", "name", "date", "fmt", "deadline", "players")}
                               for ev in events]})
        return
    out = console()
    if not events:
        out.print("no events")
    for ev in events:
        out.print(f"/e/{ev['slug']}  {ev['name']}  {ev['date']}  {ev['fmt']}  deadline {ev['deadline']}  "
                  f"players: {ev['players']}", soft_wrap=True, markup=False)
