"""One check outcome: the one place a deck becomes a verdict, for every front end.

The Python API (`deckcheck.check`), `deckcheck check`, screening and the registration desk all
call `check_outcome` (or `outcome_of_text` for a list's text) and show its `status`, so the same
deck never gets two verdicts. An outcome holds the engine's report, its root cause, one status
from `STATUSES` and its JSON (what `check --json` prints and the desk answers):

    out = check_outcome(deck, db, "constructed", hero="Sen'zir")
    out.status                # "legal" | "unverified" | "review" | "illegal" | "unreadable"
    out.missing               # the facts the data lacks (the "cannot verify" warnings)
    out.as_dict()             # the check --json answer, "status" included

The statuses and their order are `deckcheck.violations.STATUSES` (a report's `status`); an
outcome adds "unreadable", for a list `outcome_of_text` could not read at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from deckcheck.errors import InputError
from deckcheck.violations import STATUSES, Report, Violation


def find_hero(db, name: str):
    """The hero a typed name means (any spelling `db.resolve` reads), or InputError (field "hero").
    The one hero lookup of `--hero`, the API's `hero=`, a roster's hero column and the desk. A name that
    is no hero's is read among the heroes alone (`db.resolve_hero`), so a typo is suggested heroes, never
    a nearer ally's name; the exact name of a card that is not a hero is refused as such."""
    match = db.resolve(name)
    if match.found and db[match.name].is_hero:
        return db[match.name]
    hero = db.resolve_hero(name)
    if hero.found and not (match.found and match.certain):
        return db[hero.name]
    near = [n for n, _ in hero.candidates] or ([hero.name] if hero.found else [])
    hint = f"; did you mean: {', '.join(near)}?" if near else ""
    if match.found:
        raise InputError(f"{match.name} is not a hero{hint}", field="hero")
    if hero.outcome.value == "ambiguous":
        raise InputError(hero.describe(), field="hero")
    raise InputError(f"unknown hero {name!r}{hint}", field="hero")


@dataclass(slots=True)
class Outcome:
    """One deck's verdict: the report (None when unreadable), its root cause and its status."""
    label: str
    deck: object = None                 # wowtcg.deck.Deck
    report: Report | None = None
    cause: object = None                # rules.rootcause.RootCause | None
    error: InputError | None = None     # the list could not be read

    @property
    def status(self) -> str:
        return "unreadable" if self.report is None else self.report.status

    @property
    def legal(self) -> bool:
        return self.report is not None and self.report.legal

    @property
    def verified(self) -> bool:
        return self.report is not None and self.report.verified

    @property
    def violations(self) -> list[Violation]:
        return self.report.violations if self.report is not None else []

    @property
    def errors(self) -> list[Violation]:
        return self.report.errors if self.report is not None else []

    @property
    def warnings(self) -> list[Violation]:
        return self.report.warnings if self.report is not None else []

    @property
    def missing(self) -> list[str]:
        return self.report.missing if self.report is not None else []

    def as_dict(self) -> dict:
        """The `check --json` answer (also the desk's): the report, the deck's label, its status,
        root cause, the facts the data lacks and the names not read exactly. Unreadable:
        {"deck", "status": "unreadable", "error", "errors": 1, "warnings": 0}."""
        if self.report is None:
            return {"deck": self.label, "status": "unreadable", "legal": False, "verified": False,
                    "error": str(self.error), "errors": 1, "warnings": 0}
        d = self.report.as_dict()
        d["deck"] = self.label
        d["root_cause"] = self.cause.as_dict() if self.cause else None
        d["names"] = [{"line": r.line, "section": r.section, "query": r.query, "outcome": r.outcome,
                       "name": r.name} for r in self.deck.resolutions if r.outcome != "exact"]
        return d


def check_outcome(deck, db, fmt="constructed", *, hero: str | object | None = None,
                  pool: Mapping[str, int] | None = None, label: str | None = None,
                  heroes: list | None = None) -> Outcome:
    """Check a resolved deck under `fmt` (a Format or its name) and find the root cause of its
    errors. `hero`: a name (read by `find_hero`, InputError if it names no hero) or a hero card,
    checked instead of the list's. `heroes`: the heroes a root cause may name (`db.heroes()`; a
    batch passes its list once)."""
    from deckcheck.wowtcg.rules import check_deck, get_format
    from deckcheck.wowtcg.rules.rootcause import root_cause
    if isinstance(fmt, str):
        fmt = get_format(fmt)
    if hero is not None:
        deck = deck.with_hero(find_hero(db, hero) if isinstance(hero, str) else hero)
    report = check_deck(deck, fmt, pool=pool)
    cause = None if report.legal else root_cause(deck, report, db.heroes() if heroes is None else heroes, fmt)
    return Outcome(label=label if label is not None else deck.path, deck=deck, report=report, cause=cause)


def outcome_of_text(text: str | bytes, db, fmt="constructed", *, hero: str | None = None,
                    pool: Mapping[str, int] | None = None, label: str = "<decklist>") -> Outcome:
    """A list's text (any format `check` reads, sniffed) checked; a list that cannot be read is an
    "unreadable" outcome holding the one-line error. A `hero` naming no hero still raises."""
    from deckcheck.decks.source import decode
    from deckcheck.wowtcg.deck import deck_from_text
    hero_card = find_hero(db, hero) if hero else None
    try:
        if isinstance(text, bytes):
            text = decode(text, label)
        deck = deck_from_text(text, db, path=label)
    except InputError as exc:
        return Outcome(label=label, error=exc)
    return check_outcome(deck, db, fmt, hero=hero_card, pool=pool, label=label)


__all__ = ["Outcome", "STATUSES", "check_outcome", "find_hero", "outcome_of_text"]
