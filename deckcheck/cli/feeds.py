"""`deckcheck feeds`: check card feeds you write yourself."""
from __future__ import annotations

import typer

from deckcheck.cli.common import JsonOpt, console, print_json

app = typer.Typer(no_args_is_help=True, help="Check card feeds (your own sets and corrections).")


@app.command("check")
def check(paths: list[str] = typer.Argument(..., help="Feed files or folders."),
          alone: bool = typer.Option(False, "--alone", help="Check without the bundled pool beneath."),
          json_out: bool = JsonOpt) -> None:
    """Run the loader's checks on feeds (WoW TCG or Hero Realms, by each file's `game:`): exit 0
    when they load, 2 with every problem listed."""
    from deckcheck.cards.feedfile import expand, feed_game
    from deckcheck.errors import InputError
    files = expand(paths)
    if not files:
        raise InputError("no YAML feeds found", path=", ".join(paths))
    games = {f: feed_game(f) for f in files}
    results = []
    hr = [f for f in files if games[f] == "hero-realms"]
    wow = [f for f in files if games[f] != "hero-realms"]
    if wow:
        from deckcheck.wowtcg.feeds import check_feeds
        db = check_feeds(wow, with_bundled=not alone)
        results.append(("wowtcg", wow, len(db), db.print_count))
    if hr:
        from deckcheck.herorealms import feeds as hr_feeds
        db = hr_feeds.build_db([] if alone else hr_feeds.bundled_feeds(), hr)
        results.append(("hero-realms", hr, len(db), None))
    if json_out:
        print_json({"ok": True, "games": [{"game": g, "files": [str(f) for f in fs], "cards": n, "prints": pr}
                                           for g, fs, n, pr in results]})
        return
    for game, fs, n, pr in results:
        console().print(f"ok ({game}): {len(fs)} feed file(s); the pool now has {n} cards"
                        + (f", {pr} prints" if pr is not None else ""))
