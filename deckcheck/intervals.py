"""95% intervals for simulated rates and means (goldfish reports of every game).

`wilson(k, n)`: the Wilson score interval of a proportion k/n (good near 0% and 100%, where the
normal one is not). `mean_interval`: a mean from its count, sum and sum of squares (normal
approximation, fine for the thousands of games a goldfish plays). `paired_difference`: the mean of
per-game differences (the same seed played by two decks or rules), from the sums of the differences.
All return (estimate, low, high).
"""
from __future__ import annotations

from math import sqrt

Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float, float]:
    """k successes in n trials: (k/n, low, high), as fractions; (0, 0, 1) when n is 0."""
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = k / n
    z2 = z * z
    den = 1.0 + z2 / n
    mid = (p + z2 / (2 * n)) / den
    half = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / den
    return p, max(0.0, mid - half), min(1.0, mid + half)


def mean_interval(n: int, total: float, squares: float, z: float = Z95) -> tuple[float, float, float] | None:
    """The mean of n values with this sum and sum of squares, and its interval; None when n is 0."""
    if n <= 0:
        return None
    mean = total / n
    if n == 1:
        return mean, mean, mean
    var = max(0.0, (squares - n * mean * mean) / (n - 1))
    half = z * sqrt(var / n)
    return mean, mean - half, mean + half


def histogram_mean(hist: list[int] | tuple[int, ...], start: int = 1) -> tuple[float, float, float] | None:
    """Mean and interval of the values t (t >= start) where hist[t] counts how often t occurred."""
    n = s = s2 = 0
    for t in range(start, len(hist)):
        c = hist[t]
        n += c
        s += c * t
        s2 += c * t * t
    return mean_interval(n, s, s2)


def paired_difference(n: int, total: float, squares: float, z: float = Z95) -> tuple[float, float, float]:
    """Mean per-game difference over n paired games (sum and sum of squares of the differences)."""
    got = mean_interval(n, total, squares, z)
    return got if got is not None else (0.0, 0.0, 0.0)
