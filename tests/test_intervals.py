"""The 95% intervals the goldfish reports print (Wilson score, normal mean, paired difference)."""
from __future__ import annotations

import pytest

from deckcheck.intervals import histogram_mean, mean_interval, paired_difference, wilson


def test_wilson_known_values():
    # Wilson (1927) / Newcombe (1998) table: 0/10 -> 0-27.75%, 5/10 -> 23.66-76.34%, 10/10 -> 72.25-100%
    assert wilson(0, 10)[1:] == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(5, 10)[1:] == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(10, 10)[1:] == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 0.0, 1.0)
    p, lo, hi = wilson(300, 1000)
    assert lo < p < hi and hi - lo == pytest.approx(2 * 1.96 * (0.3 * 0.7 / 1000) ** 0.5, rel=0.01)


def test_mean_and_histogram_mean_agree():
    values = [5, 6, 6, 7, 7, 7, 8]
    m, lo, hi = mean_interval(len(values), sum(values), sum(v * v for v in values))
    hist = [0] * 9
    for v in values:
        hist[v] += 1
    assert histogram_mean(hist) == pytest.approx((m, lo, hi))
    assert m == pytest.approx(46 / 7) and lo < m < hi
    assert histogram_mean([5, 0, 0]) is None          # only games not won (index 0): no mean


def test_paired_difference():
    # ten paired games: +1 four times, -1 once, 0 five times
    d, lo, hi = paired_difference(10, 4 - 1, 4 + 1)
    assert d == pytest.approx(0.3) and lo < 0.3 < hi
    assert paired_difference(0, 0, 0) == (0.0, 0.0, 0.0)
