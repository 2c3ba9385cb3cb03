"""The name ladder every lookup goes through: exact -> normalised -> unique prefix -> fuzzy.

Each answer is a typed `Match`, so a deck line, a collection import or a CLI query can say
exactly how a name was read, and never silently change it.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

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
#: The fuzzy scorer's floor: a name whose ratio and sorted-word ratio are both under it scores
#: under 60 (its score is capped at the better of the two + 10), so it is never scored at all.
FLOOR = 50.0
#: Lookups remembered per index (for the run); past this the memory starts again.
MEMO_MAX = 50_000
FUZZY_MARGIN = 3.0
PREFIX_MIN = 4
#: Typo stage: a name within this share of its length in edits (OSA: a swap is one edit) ...
TYPO_MAX_SHARE = 0.34
TYPO_MIN_SCORE = 70.0
#: ... and clearly nearer than any other name: by 1 edit, more when the best needs several
#: (ties, and 5 edits against 6, are ambiguous: never guessed).
def _gap(edits: int) -> int:
    return 1 + edits // 3


def _edit_score(a: str, b: str, edits: int) -> float:
    return round(100.0 * (1 - edits / max(len(a), len(b), 1)), 1)


class NameIndex:
    """Resolve free-typed names against a fixed set of canonical names."""

    def __init__(self, names: Iterable[str], aliases: dict[str, str] | None = None):
        """`aliases`: other spellings of names (spelling -> name), read as certain as a normalised
        match, never guessed (a feed refuses an alias that is another name or alias)."""
        self.names: list[str] = sorted(set(names))
        self._aliases = {normalize_name(a): n for a, n in (aliases or {}).items()}
        self._exact = {n: n for n in self.names}
        norm: dict[str, list[str]] = {}
        for n in self.names:
            norm.setdefault(normalize_name(n), []).append(n)
        self._norm = norm
        self._norm_keys = sorted(norm)
        # the keys by length (and each key's words sorted, for token_sort_ratio as a plain ratio),
        # so a scorer only sees the names whose length can reach its cutoff
        by_len = sorted(self._norm_keys, key=len)
        self._len_keys = by_len
        self._len_sorted = [" ".join(sorted(k.split())) for k in by_len]
        self._lens = [len(k) for k in by_len]
        self._memo: dict[str, Match] = {}
        self._windows: dict[tuple[int, int], tuple] = {}

    def _within(self, lo: int, hi: int) -> tuple[list[str], list[str], list[int], list[str]]:
        """The keys of length lo..hi, the same keys with their words sorted, and the positions
        and sorted words of the keys of more than one word; made once per window (a window
        depends on a query's length alone, and holds at most every key)."""
        hi = min(hi, self._lens[-1] if self._lens else 0)
        hit = self._windows.get((lo, hi))
        if hit is None:
            a, b = bisect.bisect_left(self._lens, lo), bisect.bisect_right(self._lens, hi)
            keys, sorted_keys = self._len_keys[a:b], self._len_sorted[a:b]
            multi = [i for i, k in enumerate(keys) if " " in k]
            hit = self._windows[lo, hi] = (keys, sorted_keys, multi, [sorted_keys[i] for i in multi])
        return hit

    def resolve(self, query: str) -> Match:
        """How `query` reads; each answer is remembered for the run (a pasted list repeats names,
        and an unknown name costs the fuzzy scorers; the memory is bounded)."""
        q = query.strip()
        if q in self._exact:
            return Match(q, Outcome.EXACT, q)
        hit = self._memo.get(q)
        if hit is None:
            if len(self._memo) >= MEMO_MAX:
                self._memo.clear()
            hit = self._memo[q] = self._resolve(q)
        return hit

    def _resolve(self, q: str) -> Match:
        key = normalize_name(q)
        if not key:
            return Match(q, Outcome.UNKNOWN, score=0.0)
        hit = self._norm.get(key)
        if hit:
            if len(hit) == 1:
                return Match(q, Outcome.NORMALISED, hit[0])
            return Match(q, Outcome.AMBIGUOUS, score=100.0, candidates=[(n, 100.0) for n in hit])
        alias = self._aliases.get(key)
        if alias is not None:
            return Match(q, Outcome.NORMALISED, alias)
        prefixed = self._prefix(q, key)
        if prefixed is not None:
            return prefixed
        return self._fuzzy(q, key)

    def _prefix(self, q: str, key: str) -> Match | None:
        if len(key) < PREFIX_MIN:
            return None
        lo = bisect.bisect_left(self._norm_keys, key)
        hits: list[str] = []
        for k in self._norm_keys[lo:]:
            if not k.startswith(key):
                break
            hits.extend(self._norm[k])
        if len(hits) == 1:
            return Match(q, Outcome.PREFIX, hits[0])
        if len(hits) > 1:
            # "Thral": a typo of the whole name Thrall rather than the start of three names;
            # but "Orgrim" starts nine names, so a near name elsewhere (Horngrim) is no answer
            typo = self._typo(q, key)
            if typo is not None and typo.found and typo.name in hits:
                return typo
            return Match(q, Outcome.AMBIGUOUS, score=100.0, candidates=[(n, 100.0) for n in hits[:5]])
        return None

    def _near(self, key: str) -> list[str]:
        """The only keys any scorer below can accept for `key`: a ratio or a sorted-word ratio of
        FLOOR or more (so lengths within 3x). Typo candidates are among them too: an edit costs
        at most two inserts/deletes, so `most` edits leave a ratio of at least 50 (see _typo)."""
        from rapidfuzz import fuzz, process
        keys, sorted_keys, multi, multi_sorted = self._within((len(key) + 2) // 3, 3 * len(key))
        skey = " ".join(sorted(key.split()))
        pick = {i for _, _, i in process.extract(key, keys, scorer=fuzz.ratio, processor=None,
                                                  limit=None, score_cutoff=FLOOR)}
        if skey == key and " " not in key:
            # a one-word query: against a one-word key the sorted-word ratio is the ratio above
            pick.update(multi[i] for _, _, i in process.extract(skey, multi_sorted, scorer=fuzz.ratio,
                                                                processor=None, limit=None, score_cutoff=FLOOR))
        else:
            pick.update(i for _, _, i in process.extract(skey, sorted_keys, scorer=fuzz.ratio, processor=None,
                                                          limit=None, score_cutoff=FLOOR))
        return [keys[i] for i in sorted(pick)]

    def _typo(self, q: str, key: str, near: list[str] | None = None) -> Match | None:
        """A few typing slips (dropped, doubled, swapped or wrong letters), counted as edits.

        Returns a FUZZY match when one name is clearly nearest, AMBIGUOUS when several are
        equally near, and None when nothing is near enough (the broader scorer then tries)."""
        from rapidfuzz import process
        from rapidfuzz.distance import OSA
        most = max(1, int(len(key) * TYPO_MAX_SHARE + 0.5))
        # `most` edits change the length by at most `most`, and (each edit being at most two
        # inserts/deletes) leave a ratio >= 100 * (1 - 2*most / (2*len - most)) >= 50: in _near
        lo, hi = len(key) - most, len(key) + most
        near = [k for k in (self._near(key) if near is None else near) if lo <= len(k) <= hi]
        found = process.extract(key, near, scorer=OSA.distance, processor=None, limit=4, score_cutoff=most)
        if not found:
            return None
        best_choice, best_d, _ = found[0]
        longer = max(len(key), len(best_choice))
        if longer < 4 or best_d * 3 > longer:  # at most a third of the name; "Ord" is not "Orc"
            return None
        if _edit_score(key, best_choice, best_d) < TYPO_MIN_SCORE:  # "Dragon" is not "Dralor"
            return None
        gap = _gap(best_d)
        near = [(c, d) for c, d, _ in found if d - best_d < gap]
        names = [(n, _edit_score(key, c, d)) for c, d in near for n in self._norm[c]]
        others = [(n, _edit_score(key, c, d)) for c, d, _ in found if d - best_d >= gap
                  for n in self._norm[c]]
        if len(names) > 1:
            return Match(q, Outcome.AMBIGUOUS, score=names[0][1], candidates=names[:5])
        return Match(q, Outcome.FUZZY, names[0][0], names[0][1], (names + others)[:3])

    def _fuzzy(self, q: str, key: str) -> Match:
        near = self._near(key)
        typo = self._typo(q, key, near)
        if typo is not None:
            return typo
        from rapidfuzz import fuzz, process  # imported on first use: exact lookups never need it
        # A candidate's score is at most max(ratio, token_sort_ratio) + 10 (below), so only the
        # near names (one of those at FLOOR or more) can reach the cutoff of 60; WRatio scores them.
        found = process.extract(key, near, scorer=fuzz.WRatio, processor=None, limit=5, score_cutoff=60.0)
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
        from rapidfuzz import fuzz, process
        key = normalize_name(query)
        found = process.extract(key, self._norm_keys, scorer=fuzz.WRatio, processor=None, limit=limit)
        return [(n, round(s, 1)) for choice, s, _ in found for n in self._norm[choice]][:limit]


__all__ = ["Match", "NameIndex", "Outcome"]
