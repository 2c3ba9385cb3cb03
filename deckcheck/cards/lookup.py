"""The name ladder every lookup goes through: exact -> normalised -> unique prefix -> fuzzy.

Each answer is a typed `Match`, so a deck line, a collection import or a CLI query can say
exactly how a name was read, and never silently change it.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

from rapidfuzz import fuzz, process

from deckcheck.cards.normalize import normalize_name


class Outcome(str, Enum):
    EXACT = "exact"
    NORMALISED = "normalised"
    PREFIX = "prefix"
    FUZZY = "fuzzy"
    AMBIGUOUS = "ambiguous"
    UNKNOWN = "unknown"


@dataclass(slots=True)
class Match:
    query: str
    outcome: Outcome
    name: str | None = None
    score: float = 100.0
    candidates: list[tuple[str, float]] = field(default_factory=list)

    @property
    def found(self) -> bool:
        return self.name is not None

    @property
    def certain(self) -> bool:
        """True when the name was read without guessing (exact, normalised or unique prefix)."""
        return self.outcome in (Outcome.EXACT, Outcome.NORMALISED, Outcome.PREFIX)

    def describe(self) -> str:
        if self.outcome is Outcome.FUZZY:
            return f"read {self.query!r} as {self.name} (fuzzy match, score {self.score:.0f})"
        if self.outcome is Outcome.AMBIGUOUS:
            names = ", ".join(n for n, _ in self.candidates)
            return f"{self.query!r} is ambiguous: {names}"
        if self.outcome is Outcome.UNKNOWN:
            if self.candidates:
                names = ", ".join(n for n, _ in self.candidates)
                return f"unknown card {self.query!r}; did you mean: {names}?"
            return f"unknown card {self.query!r}"
        if self.outcome is Outcome.PREFIX:
            return f"read {self.query!r} as {self.name} (unique prefix)"
        return self.name or self.query


FUZZY_CUTOFF = 80.0
FUZZY_MARGIN = 3.0
PREFIX_MIN = 4


class NameIndex:
    """Resolve free-typed names against a fixed set of canonical names."""

    def __init__(self, names: Iterable[str]):
        self.names: list[str] = sorted(set(names))
        self._exact = {n: n for n in self.names}
        norm: dict[str, list[str]] = {}
        for n in self.names:
            norm.setdefault(normalize_name(n), []).append(n)
        self._norm = norm
        self._norm_keys = sorted(norm)
        self._choices = list(self._norm_keys)

    def resolve(self, query: str) -> Match:
        q = query.strip()
        if q in self._exact:
            return Match(q, Outcome.EXACT, q)
        key = normalize_name(q)
        if not key:
            return Match(q, Outcome.UNKNOWN, score=0.0)
        hit = self._norm.get(key)
        if hit:
            if len(hit) == 1:
                return Match(q, Outcome.NORMALISED, hit[0])
            return Match(q, Outcome.AMBIGUOUS, score=100.0, candidates=[(n, 100.0) for n in hit])
        prefixed = self._prefix(q, key)
        if prefixed is not None:
            return prefixed
        return self._fuzzy(q, key)

    def _prefix(self, q: str, key: str) -> Match | None:
        if len(key) < PREFIX_MIN:
            return None
        lo = bisect.bisect_left(self._norm_keys, key)
        hits: list[str] = []
        for k in self._norm_keys[lo:lo + 6]:
            if not k.startswith(key):
                break
            hits.extend(self._norm[k])
        if len(hits) == 1:
            return Match(q, Outcome.PREFIX, hits[0])
        if len(hits) > 1:
            return Match(q, Outcome.AMBIGUOUS, score=100.0, candidates=[(n, 100.0) for n in hits[:5]])
        return None

    def _fuzzy(self, q: str, key: str) -> Match:
        found = process.extract(key, self._choices, scorer=fuzz.WRatio, processor=None,
                                limit=5, score_cutoff=60.0)
        cands: list[tuple[str, float]] = []
        for choice, score, _ in found:
            # ratio guards against WRatio's generous partial matches of short queries
            score = min(score, max(fuzz.ratio(key, choice), fuzz.token_sort_ratio(key, choice)) + 10.0)
            for n in self._norm[choice]:
                cands.append((n, round(score, 1)))
        cands.sort(key=lambda c: (-c[1], c[0]))
        if not cands or cands[0][1] < FUZZY_CUTOFF:
            return Match(q, Outcome.UNKNOWN, score=cands[0][1] if cands else 0.0, candidates=cands[:3])
        best = cands[0]
        close = [c for c in cands if best[1] - c[1] < FUZZY_MARGIN]
        if len(close) > 1:
            return Match(q, Outcome.AMBIGUOUS, score=best[1], candidates=close[:5])
        return Match(q, Outcome.FUZZY, best[0], best[1], cands[:3])

    def suggest(self, query: str, limit: int = 5) -> list[tuple[str, float]]:
        key = normalize_name(query)
        found = process.extract(key, self._choices, scorer=fuzz.WRatio, processor=None, limit=limit)
        return [(n, round(s, 1)) for choice, s, _ in found for n in self._norm[choice]][:limit]


__all__ = ["Match", "NameIndex", "Outcome"]
