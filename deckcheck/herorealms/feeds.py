"""Load and check Hero Realms card feeds into one `CardDB` (cached by content, names on the shared ladder).

The bundled feed is `data/herorealms/base_set.yaml`; feeds given with `--cards PATH` are layered
over it: a record there replaces the bundled card of that name (a correction) or adds a card.
Nothing is half-loaded: any problem stops the load with every problem listed.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence

from deckcheck import paths
from deckcheck.cards.cache import cached, content_key
from deckcheck.cards.collection import NamedCards
from deckcheck.cards.feedfile import expand, read_feed, record_label
from deckcheck.yamlsafe import line_of
from deckcheck.cards.normalize import clean_name, normalize_name
from deckcheck.errors import FeedErrors, InputError
from deckcheck.herorealms.effects import check_effects, effects_from_plain
from deckcheck.herorealms.model import ABILITIES, CARD_TYPES, FACTIONS, GAME, ROLES, Card, SetInfo

DATA_DIR = paths.DATA_DIR / "herorealms"
CACHE_VERSION = "herorealms-1"
MAX_ERRORS = 200


def _is_int(v: Any, low: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= low


#: field -> (check, problem in words)
FIELDS: dict[str, tuple] = {
    "name": (lambda v: isinstance(v, str) and bool(v.strip()), "expected non-empty text"),
    "type": (lambda v: v in CARD_TYPES, f"expected one of {', '.join(CARD_TYPES)}"),
    "role": (lambda v: v in ROLES, f"expected one of {', '.join(ROLES)}"),
    "qty": (lambda v: _is_int(v, 1), "expected a whole number >= 1"),
    "faction": (lambda v: v in FACTIONS, f"expected one of {', '.join(FACTIONS)}"),
    "cost": (lambda v: _is_int(v, 0), "expected a whole number >= 0"),
    "defense": (lambda v: _is_int(v, 1), "expected a whole number >= 1"),
    "guard": (lambda v: isinstance(v, bool), "expected true or false"),
    "subtypes": (lambda v: isinstance(v, list) and all(isinstance(x, str) and x for x in v),
                 "expected a list of text"),
}
REQUIRED = ("name", "type", "role", "qty")


def check_record(rec: Any, path: str, index: int) -> Iterator[InputError]:
    """Yield every problem with one card record."""
    line = getattr(rec, "line", None)
    if not isinstance(rec, dict):
        yield InputError(f"card #{index + 1}: expected a mapping", path=path, line=line)
        return
    label = record_label(rec, index)
    for key in REQUIRED:
        if key not in rec:
            yield InputError(f"{label}: missing {key}", path=path, line=line, field=key)
    for key, value in rec.items():
        if key in ABILITIES:
            problem = check_effects(value)
        elif key in FIELDS:
            ok, words = FIELDS[key]
            problem = None if ok(value) else words
        else:
            problem = "unknown field"
        if problem:
            yield InputError(f"{label}: {problem}", path=path, line=line_of(rec, key), field=str(key))
    champion = rec.get("type") == "champion"
    if champion and "defense" not in rec:
        yield InputError(f"{label}: a champion needs a defense", path=path, line=line, field="defense")
    for key in ("defense", "guard", "expend"):
        if key in rec and not champion:
            yield InputError(f"{label}: only champions have {key}", path=path, line=line_of(rec, key), field=key)
    if "ally" in rec and "faction" not in rec:
        yield InputError(f"{label}: an ally ability needs the card's faction", path=path, line=line,
                         field="ally")
    if rec.get("role") in ("market", "fire_gem") and "cost" not in rec:
        yield InputError(f"{label}: a card you acquire needs a cost", path=path, line=line, field="cost")


def to_card(rec: dict, set_code: str) -> Card:
    return Card(name=clean_name(rec["name"]), type=rec["type"], role=rec["role"], qty=rec["qty"],
                faction=rec.get("faction"), cost=rec.get("cost"), defense=rec.get("defense"),
                guard=bool(rec.get("guard", False)), subtypes=tuple(rec.get("subtypes", ())),
                **{k: effects_from_plain(rec.get(k, [])) for k in ABILITIES}, set=set_code)


class CardDB(NamedCards[Card]):
    """Every Hero Realms card by name, the name ladder, and the box's contents."""

    def __init__(self, cards: Iterable[Card], sets: dict[str, SetInfo]):
        super().__init__(cards)
        self.sets = sets

    def contents(self, role: str | None = None) -> Counter:
        """Copies per name in one box (of one role, when given)."""
        return Counter({c.name: c.qty for c in self.cards.values() if role is None or c.role == role})

    def market_deck(self) -> list[str]:
        """The market deck as a list of names, one entry per copy (in name order)."""
        return list(self.contents("market").elements())

    def search(self, text: str | None = None, *, faction: str | None = None, type: str | None = None,
               cost: int | None = None, role: str | None = None, guard: bool | None = None,
               ability: str | None = None) -> list[Card]:
        low = text.lower() if text else None
        out = []
        for c in self.cards.values():
            if low and low not in c.name.lower():
                continue
            if faction and (c.faction or "none").lower() != faction.lower():
                continue
            if type and c.type != type.lower():
                continue
            if cost is not None and c.cost != cost:
                continue
            if role and c.role != role:
                continue
            if guard is not None and c.guard != guard:
                continue
            if ability and not getattr(c, ability, ()):
                continue
            out.append(c)
        return out


def _read(path: Path, layer: dict[str, tuple[dict, str, int | None, str]], sets: dict[str, SetInfo],
          errors: list[InputError]) -> None:
    where = str(path)
    frame = read_feed(path, GAME, "Hero Realms", {"code", "name", "total", "scorecards"}, errors)
    if frame is None:
        return
    doc, info, cards = frame
    code = info["code"]
    scorecards = info.get("scorecards") or []
    sc = sum(s.get("qty", 1) for s in scorecards if isinstance(s, dict))
    seen: set[str] = set()
    for i, rec in enumerate(cards):
        problems = list(check_record(rec, where, i))
        if problems:
            errors.extend(problems)
            continue
        key = normalize_name(rec["name"])
        if key in seen:
            errors.append(InputError(f"card {rec['name']!r}: listed twice", path=where, line=rec.line,
                                     field="name"))
            continue
        seen.add(key)
        layer[key] = (rec, where, rec.line, code)
    total = sum(r["qty"] for r in cards if isinstance(r, dict) and _is_int(r.get("qty"), 1)) + sc
    if "total" in info and info["total"] != total:
        errors.append(InputError(f"set total says {info['total']} cards, the feed lists {total}",
                                 path=where, line=info.line, field="set.total"))
    sets[code] = SetInfo(code=code, name=str(info.get("name") or code), total=total, scorecards=sc)


def build_db(bundled: Sequence[Path], extra: Sequence[Path] = ()) -> CardDB:
    """Check and merge feeds; raise FeedErrors listing every problem."""
    errors: list[InputError] = []
    sets: dict[str, SetInfo] = {}
    layer: dict[str, tuple[dict, str, int | None, str]] = {}
    for path in list(bundled) + list(extra):  # later files correct earlier ones, name by name
        _read(path, layer, sets, errors)
        if len(errors) >= MAX_ERRORS:
            break
    if errors:
        raise FeedErrors(errors[:MAX_ERRORS])
    return CardDB((to_card(rec, code) for rec, _, _, code in layer.values()), sets)


def bundled_feeds() -> list[Path]:
    return sorted(DATA_DIR.glob("*.yaml"))


def load_db(extra: Sequence[str | Path] = (), *, use_cache: bool = True) -> CardDB:
    """The Hero Realms card database: the bundled feed plus extra ones, cached by content."""
    extra_files = expand(extra)
    bundled = bundled_feeds()
    if not bundled:
        raise InputError("no bundled Hero Realms feed found (is the data/ folder installed?)",
                         path=str(DATA_DIR))
    key = content_key("herorealms", CACHE_VERSION, bundled + extra_files)
    return cached("herorealms", key, lambda: build_db(bundled, extra_files), enabled=use_cache,
                  expect=CardDB)
