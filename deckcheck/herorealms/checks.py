"""Hero Realms deck checks: a personal starting deck, a market deck, a card pool from the base set.

Decks come from the shared deck-file readers (`deckcheck.decks`); problems are the shared
`Violation` records in a `Report`, all collected and sorted, never just the first. Hero Realms has
no numbered rules, so a rule is named by an id and cites its section of the rules sheet (`REFS`).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from deckcheck.cards.lookup import Outcome
from deckcheck.decks.model import Decklist
from deckcheck.herorealms.feeds import CardDB
from deckcheck.herorealms.model import FACTIONS, STARTING_DECK
from deckcheck.violations import Severity
from deckcheck.violations import Report, Violation

KINDS = ("personal", "market", "pool")
#: rule id -> where the rules sheet (or the card list) says it
REFS = {
    "name": "deck file: every line names one card of the feed",
    "deck.section": "Hero Realms decks have no hero and no side deck",
    "personal.size": "Mazo personal y puntuación: ten cards",
    "personal.cards": "Mazo personal y puntuación: a Shortsword, a Dagger, a Ruby and seven Gold",
    "market.size": "Preparar: the market deck is the box's market cards",
    "market.card": "Preparar: only market cards go in the market deck",
    "market.copies": "Preparar: the market deck holds each card as often as the box does",
    "market.faction": "Preparar: the market deck's factions as in the box",
    "pool.copies": "card list: no more copies of a card than the base set holds",
    "pool.faction": "card list: no more cards of a faction than the base set holds",
}
E, W = Severity.ERROR, Severity.WARNING


@dataclass(slots=True)
class CheckResult:
    """A checked deck: the shared report, and what the deck holds by resolved name."""
    path: str
    kind: str
    report: Report
    counts: Counter

    @property
    def legal(self) -> bool:
        return self.report.legal

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def factions(self, db: CardDB) -> dict[str, int]:
        out = dict.fromkeys(FACTIONS, 0)
        for name, n in self.counts.items():
            key = db[name].faction or "none"
            out[key] = out.get(key, 0) + n
        return out


def _change(have: int, want: int, what: str) -> str:
    return f"{'remove' if have > want else 'add'} {abs(have - want)} {what}"


class _Lines:
    """Where each resolved name was written (for `lines` on violations)."""

    def __init__(self) -> None:
        self.at: dict[str, list[int]] = {}

    def add(self, name: str, line: int) -> None:
        self.at.setdefault(name, []).append(line)

    def of(self, name: str) -> tuple[int, ...]:
        return tuple(self.at.get(name, ()))


def resolve(db: CardDB, deck: Decklist) -> tuple[Counter, _Lines, list[Violation]]:
    """Names on the shared ladder: certain reads count silently, guesses count with a warning, the rest are errors."""
    counts: Counter = Counter()
    lines = _Lines()
    out: list[Violation] = []
    for entry in deck.lines:
        where = (entry.line,) if entry.line else ()
        if entry.section != "main":
            out.append(Violation("deck.section", E, f"a {entry.section} line in a Hero Realms deck", section="file",
                                 card=entry.name, lines=where, fix="list every card as 'N Name'"))
        m = db.resolve(entry.name)
        if m.outcome in (Outcome.UNKNOWN, Outcome.AMBIGUOUS):
            fix = (f"did you mean {m.candidates[0][0]}?" if m.candidates and m.outcome is Outcome.UNKNOWN
                   else "write the full card name")
            out.append(Violation("name", E, m.describe(), section="file", card=entry.name, lines=where, fix=fix))
            continue
        if m.outcome is Outcome.FUZZY:
            out.append(Violation("name", W, m.describe(), section="file", card=m.name, lines=where,
                                 fix=f"write {m.name!r}"))
        counts[m.name] += entry.qty
        if entry.line:
            lines.add(m.name, entry.line)
    return counts, lines, out


def check_personal(db: CardDB, counts: Counter, lines: _Lines) -> list[Violation]:
    out = []
    total, want = sum(counts.values()), sum(STARTING_DECK.values())
    if total != want:
        out.append(Violation("personal.size", E, f"{total} cards; a personal deck has {want}", count=total,
                             limit=want, fix=_change(total, want, "card(s)")))
    for name, n in STARTING_DECK.items():
        have = counts.get(name, 0)
        if have != n:
            out.append(Violation("personal.cards", E, f"{have} {name}; the starting deck has {n}", card=name,
                                 count=have, limit=n, lines=lines.of(name), fix=_change(have, n, name)))
    for name, n in sorted(counts.items()):
        if name not in STARTING_DECK:
            role = db[name].role
            where = {"market": "the market", "fire_gem": "the Fire Gem pile"}.get(role, "the box")
            out.append(Violation("personal.cards", E, f"{n} {name}: not in the starting deck (it comes from {where})",
                                 card=name, count=n, limit=0, lines=lines.of(name), fix=f"remove {n} {name}"))
    return out


def check_market(db: CardDB, counts: Counter, lines: _Lines, boxes: int = 1) -> list[Violation]:
    """A market deck is exactly the market cards of `boxes` base sets."""
    out = []
    box = db.contents("market")
    total, want_total = sum(counts.values()), sum(box.values()) * boxes
    if total != want_total:
        out.append(Violation("market.size", E, f"{total} cards; the box's market deck has {want_total}",
                             count=total, limit=want_total, fix=_change(total, want_total, "card(s)")))
    for name, n in sorted(counts.items()):
        if name not in box:
            out.append(Violation("market.card", E, f"{n} {name}: a {db[name].role.replace('_', ' ')} card, not a "
                                 "market card", card=name, count=n, limit=0, lines=lines.of(name),
                                 fix=f"remove {n} {name}"))
    for name, n in sorted(box.items()):
        have, want = counts.get(name, 0), n * boxes
        if have != want:
            out.append(Violation("market.copies", E, f"{have} {name}; the market deck has {want}", card=name,
                                 count=have, limit=want, lines=lines.of(name), fix=_change(have, want, name)))
    return out + _faction_totals(db, counts, box, boxes, "market.faction", exact=True)


def check_pool(db: CardDB, counts: Counter, lines: _Lines, boxes: int = 1) -> list[Violation]:
    """A card pool holds any part of `boxes` base sets: per name and per faction, never more."""
    out = []
    box = db.contents()
    for name, n in sorted(counts.items()):
        most = box[name] * boxes
        if n > most:
            out.append(Violation("pool.copies", E, f"{n} {name}; the base set has {most}", card=name, count=n,
                                 limit=most, lines=lines.of(name), fix=f"remove {n - most} {name}"))
    return out + _faction_totals(db, counts, box, boxes, "pool.faction", exact=False)


def _faction_totals(db: CardDB, counts: Counter, box: Counter, boxes: int, rule: str, exact: bool) -> list[Violation]:
    have: Counter = Counter()
    want: Counter = Counter()
    for name, n in counts.items():
        have[db[name].faction] += n
    for name, n in box.items():
        want[db[name].faction] += n * boxes
    out = []
    for faction in FACTIONS:
        h, w = have[faction], want[faction]
        if h > w or (exact and h != w):
            said = "market deck has" if exact else "box has at most"
            out.append(Violation(rule, E, f"{h} {faction} cards; the base set's {said} {w}", count=h, limit=w,
                                 fix=_change(h, w, f"{faction} card(s)")))
    return out


def guess_kind(db: CardDB, counts: Counter) -> str:
    """`personal` when most copies are personal-deck cards, else `pool` (a market deck is never guessed)."""
    personal = sum(n for name, n in counts.items() if db[name].role == "personal")
    return "personal" if counts and 2 * personal > sum(counts.values()) else "pool"


CHECKS = {"personal": lambda db, c, ln, boxes: check_personal(db, c, ln),
          "market": check_market, "pool": check_pool}


def check_deck(db: CardDB, deck: Decklist, kind: str | None = None, boxes: int = 1) -> CheckResult:
    """Resolve and check a deck; `kind` personal | market | pool (default: a guess from the cards)."""
    counts, lines, problems = resolve(db, deck)
    kind = kind or guess_kind(db, counts)
    problems += CHECKS[kind](db, counts, lines, boxes)
    report = Report(format=kind, hero=None, counts={"main": sum(counts.values()), "side": 0},
                    violations=problems).sort()
    return CheckResult(deck.path, kind, report, counts)


def read_deck(path: str):
    """A deck file in any format the shared readers know (`N Name` text, YAML `main:`, CSV, ...)."""
    from deckcheck.decks import read_deck as shared_read
    return shared_read(path)
