"""The one legality engine: `check_deck` runs every rule of CR §100 over a resolved deck."""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from deckcheck.wowtcg.deck import Deck
from deckcheck.violations import Severity
from deckcheck.wowtcg.rules.checks import rules_to_run
from deckcheck.wowtcg.rules.formats import Format, all_formats, get_format
from deckcheck.violations import Report, Violation

MAX_VIOLATIONS = 500


def pool_rule(deck: Deck, pool: Mapping[str, int]) -> list[Violation]:
    """100.3 (Limited): the deck comes from the player's pool; the side deck is the rest of it."""
    out = []
    used: Counter = Counter()
    where: dict[str, tuple[str, tuple[int, ...]]] = {}
    for section in ("main", "side"):
        for e in getattr(deck, section):
            used[e.card.name] += e.qty
            where.setdefault(e.card.name, (section, e.lines))
    if deck.hero is not None and deck.hero.name not in pool:
        out.append(Violation("100.3", Severity.WARNING, f"the hero {deck.hero.name} is not in the pool",
                             section="hero", card=deck.hero.name, lines=deck.hero_lines))
    for name, n in used.items():
        have = pool.get(name, 0)
        if n > have:
            section, lines = where[name]
            out.append(Violation("100.3", Severity.ERROR, f"{n} {name} in the deck, {have} in the pool",
                                 section=section, card=name, count=n, limit=have, lines=lines,
                                 fix=f"remove {n - have} {name}"))
    return out


def check_deck(deck: Deck, fmt: Format | str = "constructed", *, pool: Mapping[str, int] | None = None) -> Report:
    """Every problem with the deck under `fmt`, reading problems included, sorted."""
    if isinstance(fmt, str):
        fmt = get_format(fmt)
    violations: list[Violation] = list(deck.problems)
    run, counts = rules_to_run(deck, fmt)     # one pass: the rules of RULES that can find something
    for rule in run:
        violations.extend(rule(deck, fmt))
    if pool is not None and not fmt.limited:
        violations.append(Violation("100.3", Severity.WARNING, f"a card pool only matters in Limited play; "
                                    f"{fmt.title} ignores it", section="deck", fix="use --format limited"))
    if fmt.limited:
        if pool is not None:
            violations.extend(pool_rule(deck, pool))
        else:
            violations.append(Violation("100.3", Severity.WARNING, "no card pool given (--pool); cannot "
                                        "verify that the deck comes from your pool", section="deck"))
    report = Report(format=fmt.name, hero=deck.hero.name if deck.hero else None, counts=counts,
                    violations=violations).sort()
    if len(report.violations) > MAX_VIOLATIONS:
        report.violations = report.violations[:MAX_VIOLATIONS]
    return report


__all__ = ["Format", "Report", "Violation", "all_formats", "check_deck", "get_format", "pool_rule",
           "suggest_heroes"]


def hero_dependent(v: Violation) -> bool:
    """Problems that change with the hero (CR 100.2, format legality of the hero)."""
    return v.rule.startswith("100.2") or (v.rule == "format" and v.section == "hero")


def suggest_heroes(deck: Deck, heroes, fmt: Format | str = "constructed", *, limit: int = 10):
    """Heroes this deck is legal with, or closest to legal: [(hero, report, hero problems)], best first.

    Closeness counts only the problems that depend on the hero; the rest (size, copies, unknown
    names) are the same whichever hero is chosen."""
    if isinstance(fmt, str):
        fmt = get_format(fmt)
    ranked = []
    for hero in heroes:
        if hero.type != "Hero":   # Master Heroes start in the deck (CR 301.4), never as the hero
            continue
        report = check_deck(deck.with_hero(hero), fmt)
        own = [v for v in report.violations if hero_dependent(v)]
        cards = sum(v.count or 1 for v in own if v.is_error)
        unsure = sum(1 for v in own if v.unverified)
        ranked.append((cards, unsure, len(own), hero.name, hero, report, own))
    ranked.sort(key=lambda r: r[:4])   # verified fits before ones the data cannot confirm
    return [(hero, report, own) for *_, hero, report, own in ranked[:limit]]
