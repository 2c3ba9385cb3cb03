"""Problem records for every game: each rule breach is one `Violation`, collected, sorted, never just the first."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"


SECTION_ORDER = {"hero": 0, "main": 1, "side": 2, "deck": 3, "file": 4}

#: Every status a deck can have, worst first (the order every report lists decks in):
#: illegal (a rule is broken), unreadable (the list could not be read at all), review (no error,
#: but a name was read by a guess: a judge confirms it), unverified (no error the data can tell,
#: but a rule could not be decided for want of facts), legal (every rule checked, nothing guessed).
STATUSES = ("illegal", "unreadable", "review", "unverified", "legal")
#: The statuses of a deck with no rule broken that the data shows.
PLAYABLE = ("review", "unverified", "legal")
#: What each status asks of the reader, for report legends.
MEANING = {"illegal": "a rule is broken", "unreadable": "the list could not be read",
           "review": "a name was read by a guess: confirm it",
           "unverified": "the data lacks facts to decide a rule: see the missing facts",
           "legal": "every rule checked"}


def missing_facts(violations) -> list[str]:
    """The "cannot verify" messages (the facts the data lacks) of violations or their dicts."""
    return [v["message"] if isinstance(v, dict) else v.message for v in violations
            if (v.get("unverified") if isinstance(v, dict) else v.unverified)]


@dataclass(slots=True)
class Violation:
    rule: str                      # Comprehensive Rules number ("100.4"), or "name" / "format"
    severity: Severity
    message: str
    section: str = "deck"          # hero | main | side | deck | file
    card: str | None = None
    count: int | None = None
    limit: int | None = None
    lines: tuple[int, ...] = ()
    fix: str | None = None
    unverified: bool = False       # a warning because a fact the data lacks decides it

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    @property
    def is_guess(self) -> bool:
        """A name read by a guess (fuzzy, prefix, the hero from a card line): a judge confirms it."""
        return self.rule == "name" and self.severity is not Severity.ERROR

    def sort_key(self) -> tuple:
        return (SECTION_ORDER.get(self.section, 9), self.severity is not Severity.ERROR,
                _rule_key(self.rule), self.card or "", self.lines)

    def as_dict(self) -> dict:
        d = asdict(self)
        d["severity"] = self.severity.value
        d["lines"] = list(self.lines)
        d["line"] = self.lines[0] if self.lines else None
        return d


def _rule_key(rule: str) -> tuple:
    parts = []
    for chunk in rule.replace(".", " ").split():
        parts.append((0, int(chunk), "") if chunk.isdigit() else (1, 0, chunk))
    return tuple(parts)


@dataclass(slots=True)
class Report:
    """The outcome of checking one deck."""
    format: str
    hero: str | None
    counts: dict[str, int]
    violations: list[Violation] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return not any(v.is_error for v in self.violations)

    @property
    def verified(self) -> bool:
        """False when some rule could not be decided for want of facts ("cannot verify")."""
        return not any(v.unverified for v in self.violations)

    @property
    def status(self) -> str:
        """One of STATUSES (never "unreadable": the deck was read)."""
        if not self.legal:
            return "illegal"
        if any(v.is_guess for v in self.violations):
            return "review"
        return "legal" if self.verified else "unverified"

    @property
    def missing(self) -> list[str]:
        return missing_facts(self.violations)

    @property
    def errors(self) -> list[Violation]:
        return [v for v in self.violations if v.is_error]

    @property
    def warnings(self) -> list[Violation]:
        return [v for v in self.violations if not v.is_error]

    def sort(self) -> "Report":
        self.violations.sort(key=Violation.sort_key)
        return self

    def as_dict(self) -> dict:
        return {"status": self.status, "legal": self.legal, "verified": self.verified,
                "missing_facts": self.missing, "format": self.format, "hero": self.hero, "counts": self.counts,
                "errors": len(self.errors), "warnings": len(self.warnings),
                "violations": [v.as_dict() for v in self.violations]}
