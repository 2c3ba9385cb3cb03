"""Exact odds (hypergeometric), computed, not sampled.

`at_least(N, K, n, k)`: the chance of at least k of the K cards of a kind among n cards drawn from
a deck of N. Cards seen by turn T are the 7 of the opening hand plus one per draw step (the first
player skips the turn-1 draw, CR 501.2b); card-draw effects don't change these odds (each card
drawn is still a uniformly random unseen card).

With a mulligan (CR 101.2): a hand is shuffled back and redrawn when the policy rejects it; the
policy here is "keep when the opening hand holds lo..hi cards of the kind", which is exactly what
the default goldfish policy does with its early cards.
"""
from __future__ import annotations

from functools import lru_cache
from math import comb

HAND = 7


@lru_cache(maxsize=4096)
def pmf(N: int, K: int, n: int, x: int) -> float:
    """P(exactly x of the K kind cards among n drawn from N)."""
    if x < 0 or x > K or x > n or n - x > N - K:
        return 0.0
    return comb(K, x) * comb(N - K, n - x) / comb(N, n)


def at_least(N: int, K: int, n: int, k: int) -> float:
    """P(at least k of the K kind cards among n drawn from N)."""
    n = min(n, N)
    return sum(pmf(N, K, n, x) for x in range(max(k, 0), min(K, n) + 1)) if k > 0 else 1.0


def seen_by(turn: int, first: bool = True) -> int:
    """Cards seen (opening hand plus draw steps) by the end of the draw step of `turn`."""
    return HAND + turn - (1 if first else 0)


def keep_chance(N: int, K: int, lo: int, hi: int) -> float:
    """P(an opening hand has lo..hi cards of the kind): the chance to keep it. A deck of seven
    cards or fewer is all in the opening hand: a mulligan would draw the same cards, so the
    engine never takes one (chance to keep: 1)."""
    if N <= HAND:
        return 1.0
    return sum(pmf(N, K, HAND, x) for x in range(lo, hi + 1))


def mulligan_chance(N: int, K: int, lo: int, hi: int) -> float:
    return 1.0 - keep_chance(N, K, lo, hi)


def at_least_by(N: int, K: int, k: int, turn: int, *, first: bool = True,
                keep: tuple[int, int] | None = None) -> float:
    """P(at least k cards of the kind seen by `turn`), without (keep=None) or with the mulligan rule
    "keep when the opening hand holds keep[0]..keep[1] of the kind" (turn 0: the kept opening hand)."""
    n = HAND if turn <= 0 else seen_by(turn, first)
    plain = at_least(N, K, n, k)
    if keep is None or N <= HAND:
        return plain
    lo, hi = keep
    extra = n - HAND
    total = 0.0
    for x in range(0, min(K, HAND) + 1):
        p = pmf(N, K, HAND, x)
        if not p or not (lo <= x <= hi):
            continue
        # kept: x of the kind in hand, `extra` more drawn from the other N-7 (K-x of the kind)
        need = k - x
        total += p * (1.0 if need <= 0 else at_least(N - HAND, K - x, extra, need))
    return total + (1.0 - keep_chance(N, K, lo, hi)) * plain


def table(N: int, K: int, turns: tuple[int, ...] = (0, 1, 2, 3, 4, 5), k: int = 1, *, first: bool = True,
          keep: tuple[int, int] | None = None) -> dict[int, float]:
    """{turn: P(at least k by that turn)} (turn 0 = opening hand)."""
    return {t: at_least_by(N, K, k, t, first=first, keep=keep) for t in turns}


def at_least_by_policy(N: int, kind: int, early: int, both: int, k: int, turn: int, *, first: bool = True,
                       keep: tuple[int, int] = (2, 5)) -> float:
    """P(at least k of a kind seen by `turn`) when the mulligan keeps hands with keep[0]..keep[1]
    *early* cards, for any kind: `kind` cards of the kind, `early` early cards, `both` cards that
    are both (multivariate hypergeometric over kind-and-early, kind only, early only, the rest)."""
    n = HAND if turn <= 0 else seen_by(turn, first)
    if N <= HAND:           # the whole deck is the opening hand; no mulligan (see keep_chance)
        return at_least(N, kind, n, k)
    extra = n - HAND
    k_only, e_only = kind - both, early - both
    rest = N - kind - e_only
    lo, hi = keep
    whole = comb(N, HAND)
    total = kept = 0.0
    for b in range(0, min(both, HAND) + 1):
        for a in range(0, min(k_only, HAND - b) + 1):
            for e in range(0, min(e_only, HAND - b - a) + 1):
                r = HAND - a - b - e
                if r > rest:
                    continue
                if not lo <= b + e <= hi:
                    continue
                p = comb(both, b) * comb(k_only, a) * comb(e_only, e) * comb(rest, r) / whole
                kept += p
                need = k - a - b
                total += p * (1.0 if need <= 0 else at_least(N - HAND, kind - a - b, extra, need))
    return total + (1.0 - kept) * at_least(N, kind, n, k)
