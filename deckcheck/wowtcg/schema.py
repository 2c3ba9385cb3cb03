"""The feed schema: every field a card record may carry, and the check for each.

A record with a problem yields one `InputError` per problem, naming file, line, card and field.
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from deckcheck.cards.feedfile import record_label
from deckcheck.yamlsafe import line_of
from deckcheck.errors import InputError
from deckcheck.wowtcg.model import (CARD_TYPES, CLASSES, DAMAGE_TYPES, FACTIONS, KNOWABLE, RARITIES,
                                    REPUTATIONS, Card, Deckbuilding, Print)

Check = Callable[[Any], str | None]


def _str(v: Any) -> str | None:
    return None if isinstance(v, str) and v.strip() else "expected non-empty text"


def _int(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else "expected a whole number >= 0"


def _cost(v: Any) -> str | None:
    if isinstance(v, bool):
        return "expected a number or a cost with X"
    if isinstance(v, int) and v >= 0:
        return None
    if isinstance(v, str) and "X" in v.upper() and len(v) <= 8:
        return None
    return "expected a number or a cost with X (e.g. X, 1+X)"


def _stat(v: Any) -> str | None:
    if isinstance(v, int) and not isinstance(v, bool):
        return None
    if isinstance(v, str) and v in ("*", "X") or (isinstance(v, str) and "/" in v):
        return None
    return "expected a number or *"


def _one_of(options: tuple[str, ...]) -> Check:
    def check(v: Any) -> str | None:
        return None if v in options else f"expected one of {', '.join(options)}"
    return check


def _list_of(item: Check, options: tuple[str, ...] | None = None) -> Check:
    def check(v: Any) -> str | None:
        if not isinstance(v, list):
            return "expected a list"
        for x in v:
            problem = item(x)
            if problem:
                return f"list item {x!r}: {problem}"
            if options is not None and x not in options:
                return f"list item {x!r}: expected one of {', '.join(options)}"
        return None
    return check


_DB_FIELDS = {"faction", "class", "talent", "neutral", "reputation", "hero_required", "trait", "type",
              "tag", "char_class", "race", "deals", "damage", "weapon", "has_class", "is_talent"}


def _deckbuilding(v: Any) -> str | None:
    if not isinstance(v, dict):
        return "expected a mapping"
    extra = set(v) - {"include", "exclude", "one_faction", "no_restricted", "except_reputation",
                      "singleton", "unparsed"}
    if extra:
        return f"unknown key {sorted(extra)[0]!r}"
    for part in ("include", "exclude"):
        clauses = v.get(part) or []
        if not isinstance(clauses, list):
            return f"{part}: expected a list of clauses"
        for clause in clauses:
            if not isinstance(clause, dict) or not clause:
                return f"{part}: each clause must be a mapping"
            bad = set(clause) - _DB_FIELDS
            if bad:
                return f"{part}: unknown condition {sorted(bad)[0]!r}"
    return None


def _print(v: Any) -> str | None:
    if not isinstance(v, dict):
        return "expected a mapping with number, rarity, variant"
    extra = set(v) - {"number", "rarity", "variant", "set"}
    if extra:
        return f"unknown key {sorted(extra)[0]!r}"
    if "number" in v and (not isinstance(v["number"], (str, int)) or isinstance(v["number"], bool)):
        return "number: expected text or a number"
    if "rarity" in v and v["rarity"] not in RARITIES:
        return f"rarity: expected one of {', '.join(RARITIES)}"
    return None


FIELDS: dict[str, Check] = {
    "name": _str,
    "title": _str,
    "aliases": _list_of(_str),
    "type": _one_of(CARD_TYPES),
    "cost": _cost,
    "atk": _stat,
    "damage": _one_of(DAMAGE_TYPES),
    "health": _stat,
    "defense": _int,
    "strike_cost": _int,
    "faction": _list_of(_str, FACTIONS),
    "classes": _list_of(_str, CLASSES),
    "tags": _list_of(_str),
    "talent": _str,
    "race": _str,
    "class": _list_of(_str),
    "spec": _str,
    "professions": _list_of(_str),
    "traits": _list_of(_str),
    "hero_required": _list_of(_str),
    "reputation": _one_of(REPUTATIONS),
    "deals": _list_of(_str),
    "deckbuilding": _deckbuilding,
    "effects": lambda v: None,          # checked part by part in check_record (deckcheck.wowtcg.effects.check)
    "legal": _list_of(_str),
    "unknown": _list_of(_str, KNOWABLE),
    "prints": _list_of(lambda p: _print(p)),
}
FACT_FIELDS = tuple(f for f in FIELDS if f not in ("name", "prints"))


def check_record(rec: Any, path: str, index: int) -> Iterator[InputError]:
    """Yield every problem with one card record."""
    line = getattr(rec, "line", None)
    if not isinstance(rec, dict):
        yield InputError(f"card #{index + 1}: expected a mapping", path=path, line=line)
        return
    name = rec.get("name")
    label = record_label(rec, index)
    if name is None:
        yield InputError(f"{label}: missing name", path=path, line=line, field="name")
    if "prints" not in rec:
        yield InputError(f"{label}: missing prints", path=path, line=line, field="prints")
    for key, value in rec.items():
        check = FIELDS.get(key)
        if check is None:
            yield InputError(f"{label}: unknown field", path=path, line=line_of(rec, key), field=str(key))
            continue
        if key == "effects":
            yield from _effects(rec, label, path)
            continue
        problem = check(value)
        if problem:
            yield InputError(f"{label}: {problem}", path=path, line=line_of(rec, key), field=str(key))


def _effects(rec: dict, label: str, path: str) -> Iterator[InputError]:
    """The problems of a card's effects record, each at the line of the field it names."""
    from deckcheck.wowtcg.effects import check
    for field, problem, mapping, key in check(rec["effects"]):
        line = (line_of(mapping, key) if mapping is not None else None) or line_of(rec, "effects")
        yield InputError(f"{label}: {problem}", path=path, line=line, field=field)


def to_prints(rec: dict, set_code: str) -> list[Print]:
    return [Print(set=str(p.get("set") or set_code), number=str(p.get("number", "")), rarity=p.get("rarity"),
                  variant=p.get("variant")) for p in rec.get("prints", [])]


def _clauses(items: list[dict] | None) -> tuple:
    return tuple(tuple(sorted((k, str(v) if not isinstance(v, bool) else ("yes" if v else "no"))
                              for k, v in c.items())) for c in (items or []))


def to_card(rec: dict, prints: tuple[Print, ...]) -> Card:
    """Build the immutable Card from a checked record that carries facts."""
    db = rec.get("deckbuilding")
    deckbuilding = None
    if db:
        deckbuilding = Deckbuilding(include=_clauses(db.get("include")), exclude=_clauses(db.get("exclude")),
                                    one_faction=bool(db.get("one_faction")),
                                    no_restricted=bool(db.get("no_restricted")),
                                    except_reputation=db.get("except_reputation"),
                                    singleton=bool(db.get("singleton")), unparsed=bool(db.get("unparsed")))
    t = tuple
    return Card(
        name=rec["name"], type=rec["type"], cost=rec.get("cost"), atk=rec.get("atk"),
        damage=rec.get("damage"), health=rec.get("health"), defense=rec.get("defense"),
        strike_cost=rec.get("strike_cost"), faction=t(rec.get("faction", ())),
        classes=t(rec.get("classes", ())), tags=t(rec.get("tags", ())), talent=rec.get("talent"),
        race=rec.get("race"), char_class=t(rec.get("class", ())), spec=rec.get("spec"),
        professions=t(rec.get("professions", ())), traits=t(rec.get("traits", ())),
        hero_required=t(rec.get("hero_required", ())), reputation=rec.get("reputation"),
        deals=t(rec.get("deals", ())), deckbuilding=deckbuilding,
        effects=_frozen(rec.get("effects")), legal=t(rec.get("legal", ())),
        unknown=frozenset(rec.get("unknown", ())), prints=prints, title=rec.get("title"),
        aliases=t(rec.get("aliases", ())))


def _frozen(effects: dict | None) -> tuple:
    from deckcheck.wowtcg.effects import freeze
    return freeze(effects) if effects else ()


def facts_of(rec: dict) -> dict:
    return {k: rec[k] for k in FACT_FIELDS if k in rec}
