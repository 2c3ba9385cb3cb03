"""`deckcheck feeds`: check card feeds you write yourself."""
from __future__ import annotations

import typer

from deckcheck.cli.common import JsonOpt, console, print_json

app = typer.Typer(no_args_is_help=True, help="Check card feeds (your own sets and corrections).")


@app.command("check")
def check(paths: list[str] = typer.Argument(..., help="Feed files or folders."),
          alone: bool = typer.Option(False, "--alone", help="Check without the bundled pool beneath."),
          json_out: bool = JsonOpt) -> None:
    """Run the loader's checks on feeds: exit 0 when they load, 2 with every problem listed."""
    from deckcheck.cards.feedfile import expand
    from deckcheck.wowtcg.feeds import check_feeds
    files = expand(paths)
    db = check_feeds(paths, with_bundled=not alone)
    if json_out:
        print_json({"ok": True, "files": [str(f) for f in files], "cards": len(db), "prints": db.print_count})
        return
    console().print(f"ok: {len(files)} feed file(s); the pool now has {len(db)} cards, {db.print_count} prints")
