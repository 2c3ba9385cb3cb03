"""What changed between two decks: per section, the cards added and removed (with counts)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .model import SECTIONS


def deck_diff(a: Iterable[tuple[str, str, int]], b: Iterable[tuple[str, str, int]]) -> list[dict]:
    """[{section, card, a, b, change}] for every (section, card) whose count differs, from
    (section, card name, qty) triples of each deck; change is b - a (+ added, - removed)."""
    left: Counter = Counter()
    right: Counter = Counter()
    for section, name, qty in a:
        left[section, name] += qty
    for section, name, qty in b:
        right[section, name] += qty
    order = {s: i for i, s in enumerate(SECTIONS)}
    keys = sorted(set(left) | set(right), key=lambda k: (order.get(k[0], 9), k[1].casefold()))
    return [{"section": s, "card": n, "a": left[s, n], "b": right[s, n], "change": right[s, n] - left[s, n]}
            for s, n in keys if left[s, n] != right[s, n]]
