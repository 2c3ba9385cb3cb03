"""deckcheck as a Python library: WoW TCG decks read, checked and goldfished.

    import deckcheck
    deck = deckcheck.load_deck("data/decks/senzir_beast_mastery.txt")   # or the text of a list
    outcome = deckcheck.check(deck, format="constructed")
    outcome.status, outcome.violations, outcome.missing         # "legal", [...], [...]
    result = deckcheck.goldfish(deck, games=2000, seed=1)             # the `goldfish --json` data

Everything is imported when first used, so `import deckcheck` stays cheap. Bad input raises
`deckcheck.errors.InputError` (its message names the file, line and field).
"""
from __future__ import annotations

import sys
from os import PathLike
from types import ModuleType

__all__ = ["cards", "check", "goldfish", "load_deck"]

_DECK_SUFFIXES = (".txt", ".deck", ".dek", ".csv", ".mwdeck", ".o8d", ".yaml", ".yml", ".json")


def cards(extra: list[str | PathLike] | None = None) -> "CardDB":
    """The WoW TCG card database: the bundled pool, plus `extra` feed files or folders.

    `db["Frostbolt"]` is one card (facts: type, cost, faction, classes, prints, ...);
    `db.resolve(name)` reads a typed name the way deck lines are read; `db.heroes()` lists heroes."""
    from deckcheck.wowtcg.feeds import load_db
    return load_db([str(p) for p in extra or []])


def load_deck(path_or_text: str | PathLike, db: "CardDB | None" = None) -> "Deck":
    """A resolved deck (hero, main, side as cards with counts) from a file or from a list's text.

    A path (str or Path) to an existing file is read in any format `deckcheck check` reads; a
    string with a line break, or that names no file, is read as the text of a list. Names that
    could not be read are kept as problems (see `check`)."""
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.deck import deck_from_text
    from deckcheck.wowtcg.deck import load_deck as load_file
    db = db if db is not None else cards()
    import os.path
    if isinstance(path_or_text, PathLike) or ("\n" not in path_or_text and os.path.isfile(path_or_text)):
        return load_file(path_or_text, db)
    text = str(path_or_text)
    if "\n" not in text and text.lower().endswith(_DECK_SUFFIXES):
        raise InputError("no such file", path=text)
    return deck_from_text(text, db)


def _deck(deck_or_path: "Deck | str | PathLike", db: "CardDB | None") -> "Deck":
    from deckcheck.wowtcg.deck import Deck
    return deck_or_path if isinstance(deck_or_path, Deck) else load_deck(deck_or_path, db)


def check(deck_or_path: "Deck | str | PathLike", format: str = "constructed", hero: str | None = None,
          db: "CardDB | None" = None, pool: "dict[str, int] | None" = None) -> "Outcome":
    """Check a deck against every deckbuilding rule (CR §100) of `format`: the one verdict that
    `deckcheck check`, screening and the registration desk give for the same deck.

    `hero`: check against this hero (any spelling) instead of the list's. `pool`: a Limited pool
    as {name: copies}. The `Outcome` has `.status` ("legal", "unverified", "review", "illegal"),
    `.legal` (no error), `.verified` (no rule left undecided for want of facts), `.missing` (the
    facts the data lacks), `.violations` (each with `.rule`, `.severity`, `.message`, `.fix`,
    `.lines`), `.report`, `.cause` (the root cause, if any) and `.as_dict()` (`check --json`)."""
    from deckcheck.wowtcg.outcome import check_outcome
    db = db if db is not None else cards()
    return check_outcome(_deck(deck_or_path, db), db, format, hero=hero, pool=pool)


def goldfish(deck: "Deck | str | PathLike", games: int = 10_000, seed: int = 1, *, turns: int = 12,
             versus: str | None = None, health: int | None = None, on_the_draw: bool = False,
             policy: str = "curve", mulligan: str | None = None, workers: int = 1,
             db: "CardDB | None" = None) -> dict:
    """Play the deck alone `games` times against a passive opponent; the report as plain data.

    The opponent has `health`, or the health of the hero named by `versus`, or by default the
    median hero health of the pool. `mulligan`: a keep rule (`2-5`, `1-6@2`, `never`). The result
    is what `deckcheck goldfish --json` prints: `killed_pct` with `killed_ci` (95% Wilson
    interval), `kill_turn` (`mean`, `mean_ci`, `median`, ...), `by_turn`, `odds`, ... The same
    seed gives the same numbers for any number of `workers`."""
    from deckcheck.errors import InputError
    from deckcheck.wowtcg.goldfish.policies import get_policy
    from deckcheck.wowtcg.goldfish.report import summarise
    from deckcheck.wowtcg.goldfish.runner import make_setup, mulligan_policy, opponent, run
    db = db if db is not None else cards()
    d = _deck(deck, db)
    if not d.cards():
        raise InputError("no main-deck cards to play", path=d.path)
    try:
        pol = get_policy(policy)
        if mulligan:
            pol = mulligan_policy(pol, mulligan)
        health, who = opponent(db, versus, health)
    except ValueError as exc:
        raise InputError(str(exc), field="mulligan" if "mulligan" in str(exc) else None) from None
    setup = make_setup(d.hero, d.cards(), policy=pol, turns=turns, health=health, first=not on_the_draw)
    st = run(setup, games, seed, workers=workers)
    return summarise(setup, st, seed=seed, name=d.title or d.path.replace('\\', '/').rsplit('/', 1)[-1].rsplit('.', 1)[0], opponent=who,
                     hero=d.hero.name if d.hero else None)


class _Package(ModuleType):
    """The package module: `deckcheck.cards` stays the function above when the `deckcheck.cards`
    subpackage (name lookup) is imported (the import system would set the attribute to it)."""

    def __setattr__(self, name: str, value) -> None:
        if name == "cards" and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)

    def __getattr__(self, name: str):
        if name == "__version__":
            from importlib.metadata import version
            return version("deckcheck")
        raise AttributeError(f"module 'deckcheck' has no attribute {name!r}")


sys.modules[__name__].__class__ = _Package
