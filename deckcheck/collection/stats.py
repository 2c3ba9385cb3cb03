"""Collection statistics: set completion (distinct prints owned / prints in the set), totals by
rarity and by class."""
from __future__ import annotations

from collections import Counter, defaultdict

_VARIANT = {"ea": "EA", "loot": "Loot"}


def _rarity(card, set_code: str, number: str, finish: str) -> str:
    want = _VARIANT.get(finish)
    same = [p for p in card.prints if p.set == set_code and p.number.lower() == number.lower()]
    for p in same:
        if (want is None and not p.variant) or (want and (p.variant or "").startswith(want)):
            return p.rarity or "unknown"
    return (same[0].rarity if same and same[0].rarity else "unknown")


def collection_stats(holdings: list[dict], db, *, all_sets: bool = False) -> dict:
    in_set: dict[str, set[str]] = defaultdict(set)
    for card in db:
        for p in card.prints:
            in_set[p.set].add(p.number.lower())
    owned: dict[str, set[str]] = defaultdict(set)
    rarity: Counter = Counter()
    klass: Counter = Counter()
    finish: Counter = Counter()
    names: set[str] = set()
    total = 0
    for h in holdings:
        if h["qty"] <= 0:
            continue
        total += h["qty"]
        names.add(h["name"])
        owned[h["set"]].add(h["number"].lower())
        finish[h["finish"]] += h["qty"]
        card = db.get(h["name"])
        if card is None:
            rarity["unknown"] += h["qty"]
            klass["unknown"] += h["qty"]
            continue
        rarity[_rarity(card, h["set"], h["number"], h["finish"])] += h["qty"]
        for k in (card.classes or card.char_class or ("none",)):
            klass[k] += h["qty"]
    sets = []
    for code in sorted(in_set, key=lambda c: (db.sets[c].name if c in db.sets else c).lower()):
        have = len(owned.get(code, set()) & in_set[code])
        if have or all_sets:
            sets.append({"set": code, "name": db.sets[code].name if code in db.sets else code,
                         "owned": have, "prints": len(in_set[code]),
                         "percent": round(100.0 * have / len(in_set[code]), 1) if in_set[code] else 0.0})
    return {"total": total, "distinct_cards": len(names),
            "distinct_prints": sum(len(v) for v in owned.values()),
            "sets": sets, "by_rarity": dict(rarity.most_common()), "by_class": dict(klass.most_common()),
            "by_finish": dict(finish.most_common())}
