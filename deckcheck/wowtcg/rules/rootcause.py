"""Root cause first: when most of a deck's errors depend on its hero and another hero clears them.

A deck registered with the wrong hero line breaks 100.2 on every class or faction card; listing
27 separate errors hides the one thing to fix. `root_cause` finds that case and names the hero the
deck fits; `fold` splits a report's violations into the ones the root cause explains and the rest,
for reporters that show the cause first (check's text output, screening, the desk). Every
violation stays in the report: folding is for display only.

    cause = root_cause(deck, report, db.heroes(), fmt)
    if cause:
        print(cause.message)              # "fits Sen'zir Beastwalker (Hunter): is the hero line right?"
        folded, rest = fold(report, cause)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from deckcheck.violations import Report, Violation
from deckcheck.wowtcg.deck import Deck
from deckcheck.wowtcg.model import Card
from deckcheck.wowtcg.rules import check_deck, hero_dependent, suggest_heroes
from deckcheck.wowtcg.rules.formats import Format, get_format

#: At least this many hero-dependent errors before a root cause is named (one stray card is not a
#: wrong hero line), and they must be more than half of all errors ("most").
MIN_DEPENDENT = 3
#: Heroes fully checked after a cheap ranking by icon fit (the full check of ~500 heroes is slow).
SHORTLIST = 24


@dataclass(slots=True)
class RootCause:
    """The deck fits another hero: `hero` clears the `dependent` errors of the deck's own hero."""
    hero: Card                      # the hero the deck fits
    current: str | None             # the deck's own hero
    dependent: int                  # errors that depend on the hero (all cleared by `hero`)
    errors: int                     # all errors of the report
    legal: bool                     # the deck is legal with `hero`
    cleared: list[Violation] = field(default_factory=list)
    others: list[str] = field(default_factory=list)   # more heroes that fit as well (up to 4)

    @property
    def message(self) -> str:
        klass = "/".join(self.hero.char_class)
        return f"fits {self.hero.name}" + (f" ({klass})" if klass else "") + ": is the hero line right?"

    def as_dict(self) -> dict:
        return {"rule": "hero", "message": self.message, "hero": self.hero.name,
                "class": list(self.hero.char_class), "faction": list(self.hero.faction),
                "current_hero": self.current, "depends_on_hero": self.dependent, "errors": self.errors,
                "legal_with_hero": self.legal, "other_heroes": self.others,
                "cards": sorted({v.card for v in self.cleared if v.card})}


def _icon_misfits(deck: Deck, hero: Card) -> int:
    """Cards (by copies) whose class or faction icons the hero does not share (a cheap 100.2a)."""
    n = 0
    classes, factions = set(hero.char_class), set(hero.faction)
    for e in (*deck.main, *deck.side):
        c = e.card
        if (c.classes and not classes.intersection(c.classes)) or (c.faction and not factions.intersection(c.faction)):
            n += e.qty
    return n


def root_cause(deck: Deck, report: Report, heroes: Iterable[Card], fmt: Format | str = "constructed"
               ) -> RootCause | None:
    """The hero the deck fits, when most of `report`'s errors depend on the hero and that hero
    clears every one of them; else None. `heroes` is the pool to choose from (`db.heroes()`)."""
    if deck.hero is None or not deck.hero.is_hero:
        return None
    if isinstance(fmt, str):
        fmt = get_format(fmt)
    errors = report.errors
    dependent = [v for v in errors if hero_dependent(v)]
    if len(dependent) < MIN_DEPENDENT or 2 * len(dependent) <= len(errors):
        return None
    pool = [h for h in heroes if h.type == "Hero" and h.name != deck.hero.name]
    pool.sort(key=lambda h: (_icon_misfits(deck, h), h.name))
    fits = [r for r in suggest_heroes(deck, pool[:SHORTLIST], fmt, limit=SHORTLIST)
            if not any(v.is_error for v in r[2])]
    if not fits:
        return None
    # among heroes that fit, the one whose talent spec the deck's Talents follow (Sen'zir for a
    # Beast Mastery deck rather than a no-spec Hunter), then the one the data confirms best
    talents = Counter(e.card.talent for e in (*deck.main, *deck.side) if e.card.talent)
    best = max(talents, key=lambda t: (talents[t], t)) if talents else None
    fits.sort(key=lambda r: (r[0].spec != best if best else False,
                             sum(1 for v in r[2] if v.unverified), not r[1].legal))
    hero, with_hero, own = fits[0]
    return RootCause(hero=hero, current=deck.hero.name, dependent=len(dependent), errors=len(errors),
                     legal=with_hero.legal, cleared=dependent, others=[r[0].name for r in fits[1:5]])


def fold(report: Report, cause: RootCause | None) -> tuple[list[Violation], list[Violation]]:
    """(the violations the root cause explains, the rest), both in report order."""
    if cause is None:
        return [], list(report.violations)
    ids = {id(v) for v in cause.cleared}
    return ([v for v in report.violations if id(v) in ids],
            [v for v in report.violations if id(v) not in ids])


__all__ = ["RootCause", "fold", "root_cause"]
