"""Game formats as data (`data/formats/*.yaml`): sizes, copy limit, side deck, legal cards, bans.

A format admits cards by a per-card legality tag (`legality: Classic`), by the sets they were
printed in (`sets: [WBR, ToD]`), or by a named card list (`card_list: lists/core_2013-04-09.yaml`,
a file beside the format with `name`, `date`, `source` and `cards: [names]`; with `later_sets:
[RoF]` and `later_legality: Core`, the cards of sets released after the list join it where they
carry that tag), and removes cards with `banned:` entries. Each ban names the card, the list that
banned it, its date and where it was stated; a plain card name is accepted too (a user's own format file). Names compare after
normalisation, so a ban list's spelling ("Anub'arak the Traitor King") finds the card.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from deckcheck import paths
from deckcheck.cards.normalize import normalize_name
from deckcheck.yamlsafe import line_of, load_yaml_file
from deckcheck.errors import InputError

FORMATS_DIR = paths.DATA_DIR / "formats"
_KEYS = {"name", "title", "kind", "min_main", "copy_limit", "side_size", "legality", "sets", "banned",
         "card_list", "later_sets", "later_legality"}
_BAN_KEYS = {"card", "list", "date", "source"}
_LIST_KEYS = {"name", "date", "source", "cards"}


@dataclass(frozen=True, slots=True)
class Ban:
    """One statement that a card is banned: which list, of what date, stated where."""
    card: str
    list: str | None = None
    date: str | None = None
    source: str | None = None

    def describe(self) -> str:
        """'WoW TCG Reborn Classic banlist, 2019-02-21' (the list and its date)."""
        if not self.list:
            return "the format's ban list"
        return f"{self.list}, {self.date or 'undated'}"


@dataclass(frozen=True, slots=True)
class CardList:
    """A named, dated list of the only cards a format allows (e.g. Cryptozoic's Core list)."""
    name: str
    date: str | None
    source: str | None
    cards: frozenset[str]           # normalised names

    def __contains__(self, name: str) -> bool:
        return normalize_name(name) in self.cards

    def describe(self) -> str:
        """The list's title (its source's, when the name is a bare word such as 'core') and date."""
        title = self.source.split(" (")[0] if self.source and " " not in self.name else self.name
        return f"{title}, {self.date or 'undated'}"


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    title: str
    kind: str                       # "constructed" | "limited"
    min_main: int
    copy_limit: int | None = None   # None: any number of copies (Limited)
    side_size: int | None = None    # Constructed side deck: empty or exactly this many
    legality: str | None = None     # per-card legality tag required (Classic, Core, ...)
    sets: frozenset[str] = frozenset()   # when given, only cards printed in these sets
    banned: Mapping[str, tuple[Ban, ...]] = field(default_factory=dict)   # normalised name -> bans
    card_list: CardList | None = None    # when given, only the cards on this list
    later_sets: frozenset[str] = frozenset()   # ... and of these sets, released after the list, the
    later_legality: str | None = None          # cards with this per-card tag (None: every card)

    @property
    def limited(self) -> bool:
        return self.kind == "limited"

    def bans_of(self, card_name: str) -> tuple[Ban, ...]:
        """The ban statements naming this card, earliest dated first ((): not banned)."""
        return self.banned.get(normalize_name(card_name), ()) if self.banned else ()


def _bans(entries, where: str, line: int | None) -> dict[str, tuple[Ban, ...]]:
    if entries is None:
        return {}
    if not isinstance(entries, list):
        raise InputError("expected a list of cards", path=where, line=line, field="banned")
    out: dict[str, list[Ban]] = {}
    for entry in entries:
        if isinstance(entry, str):
            ban = Ban(entry)
        elif isinstance(entry, dict):
            for key in entry:
                if key not in _BAN_KEYS:
                    raise InputError("unknown field", path=where, line=line_of(entry, key), field=f"banned.{key}")
            card = entry.get("card")
            if not isinstance(card, str) or not card.strip():
                raise InputError("a ban names its card", path=where, line=getattr(entry, "line", line),
                                 field="banned.card")
            values = {k: entry.get(k) for k in ("list", "date", "source")}
            for k, v in values.items():
                if v is not None and not isinstance(v, (str, int)):
                    raise InputError("expected text", path=where, line=line_of(entry, k), field=f"banned.{k}")
            ban = Ban(card.strip(), *(str(v) if v is not None else None for v in values.values()))
        else:
            raise InputError("expected a card name or a mapping with card, list, date, source",
                             path=where, line=line, field="banned")
        key = normalize_name(ban.card)
        if not key:
            raise InputError("a ban names its card", path=where, line=line, field="banned.card")
        out.setdefault(key, []).append(ban)
    return {k: tuple(sorted(v, key=lambda b: (b.date is None, b.date or ""))) for k, v in out.items()}


def load_card_list(path: Path) -> CardList:
    """A card list file: `name`, `date`, `source`, `cards: [names]`."""
    where = str(path)
    if not path.is_file():
        raise InputError("no such card list", path=where, field="card_list")
    doc = _mapping(path, _LIST_KEYS)
    cards = doc.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise InputError("expected a list of card names", path=where, line=line_of(doc, "cards"), field="cards")
    date = doc.get("date")
    return CardList(name=str(doc.get("name") or path.stem), date=str(date) if date is not None else None,
                    source=doc.get("source"), cards=frozenset(normalize_name(c) for c in cards))


def _mapping(path: Path, keys: set[str]):
    """A YAML file that must be one mapping of known keys."""
    doc = load_yaml_file(path)
    if not isinstance(doc, dict):
        raise InputError("expected a mapping", path=str(path), line=1)
    for key in doc:
        if key not in keys:
            raise InputError("unknown field", path=str(path), line=line_of(doc, key), field=str(key))
    return doc


def _codes(doc, key: str, where: str) -> frozenset[str]:
    """A list of set codes (`sets: [WBR, ToD]`); a bare word would be read letter by letter."""
    value = doc.get(key)
    if value is None:
        return frozenset()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError("expected a list of set codes, e.g. [RoF]", path=where, line=line_of(doc, key), field=key)
    return frozenset(value)


def _tag(doc, key: str, where: str) -> str | None:
    """A per-card legality tag (`legality: Classic`), or None."""
    value = doc.get(key)
    if value is not None and not isinstance(value, str):
        raise InputError("expected a legality tag, e.g. Classic", path=where, line=line_of(doc, key), field=key)
    return value


def _from_file(path: Path) -> Format:
    doc = _mapping(path, _KEYS)
    where = str(path)
    try:
        kind = doc.get("kind", "constructed")
        if kind not in ("constructed", "limited"):
            raise InputError("expected constructed or limited", path=where, line=line_of(doc, "kind"), field="kind")
        card_list = None
        if doc.get("card_list") is not None:
            ref = doc["card_list"]
            if not isinstance(ref, str):
                raise InputError("expected a file name", path=where, line=line_of(doc, "card_list"), field="card_list")
            card_list = load_card_list(path.parent / ref)
        for key in ("later_sets", "later_legality"):
            if key in doc and card_list is None:
                raise InputError("a format without a card_list has no later sets", path=where,
                                 line=line_of(doc, key), field=key)
        return Format(name=str(doc.get("name") or path.stem), title=str(doc.get("title") or path.stem),
                      kind=kind, min_main=int(doc["min_main"]),
                      copy_limit=doc.get("copy_limit"), side_size=doc.get("side_size"),
                      legality=_tag(doc, "legality", where), sets=_codes(doc, "sets", where),
                      banned=_bans(doc.get("banned"), where, line_of(doc, "banned")), card_list=card_list,
                      later_sets=_codes(doc, "later_sets", where), later_legality=_tag(doc, "later_legality", where))
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"bad format definition ({exc})", path=where, line=doc.line) from None


@lru_cache(maxsize=1)
def all_formats() -> dict[str, Format]:
    return {f.name: f for f in (_from_file(p) for p in sorted(FORMATS_DIR.glob("*.yaml")))}


def get_format(name: str) -> Format:
    """A format by name (case-insensitive), or a file path to a format definition."""
    p = Path(name)
    if p.suffix in (".yaml", ".yml") and p.is_file():
        return _from_file(p)
    formats = all_formats()
    fmt = formats.get(name.strip().lower())
    if fmt is None:
        raise InputError(f"unknown format {name!r}; known: {', '.join(formats)}", field="--format")
    return fmt
