"""Load, check and merge WoW TCG card feeds into one `CardDB`.

Bundled feeds come first; feeds from `--cards PATH` (or $DECKCHECK_CARDS, paths separated by the
OS path separator) are layered over them: a full record there replaces the bundled facts of
that name (a correction), and its prints are added. Nothing is half-loaded: any problem stops
the load with every problem listed.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Sequence

from deckcheck import paths
from deckcheck.cards.cache import cached, content_key
from deckcheck.cards.feedfile import expand, read_feed
from deckcheck.errors import FeedErrors, InputError
from deckcheck.wowtcg.db import CardDB
from deckcheck.wowtcg.model import Card, Print, SetInfo

# YAML, the schema checks and the name normaliser are imported only when a build is needed: a warm
# run reads the cache and never touches them.

CARDS_ENV = "DECKCHECK_CARDS"
DATA_DIR = paths.DATA_DIR / "wowtcg"
CACHE_VERSION = "wowtcg-1:" + ",".join(Card._fields + Print._fields)  # a model change invalidates the cache
MAX_ERRORS = 200
_CODE = Path(__file__).resolve().parents[1]
#: The source files whose behaviour shapes a built database; their bytes are part of the cache key.
CODE_FILES = tuple(_CODE / rel for rel in ("wowtcg/feeds.py", "wowtcg/schema.py", "wowtcg/db.py",
                                          "wowtcg/model.py", "cards/lookup.py", "cards/normalize.py",
                                          "yamlsafe.py", "wowtcg/effects.py"))


def bundled_feeds() -> list[Path]:
    return sorted((DATA_DIR / "sets").glob("*.yaml"))


def extra_from_env() -> list[str]:
    raw = os.environ.get(CARDS_ENV, "")
    return [p for p in raw.split(os.pathsep) if p.strip()]


class _Layer:
    """The records of one layer (bundled, or user) before they become Cards."""

    def __init__(self) -> None:
        self.facts: dict[str, tuple[dict, str, int | None]] = {}
        self.prints: dict[str, list[tuple[Print, str, int | None]]] = {}
        self.names: dict[str, str] = {}


def _read_layer(files: Sequence[Path], layer: _Layer, sets: dict[str, SetInfo],
                seen_prints: dict[tuple, tuple[str, int | None]], errors: list[InputError]) -> None:
    from deckcheck.cards.normalize import clean_name, normalize_name
    from deckcheck.wowtcg import schema
    for path in files:
        where = str(path)
        frame = read_feed(path, "wowtcg", "WoW TCG", {"code", "name", "block", "year", "kind"}, errors,
                          default_game="wowtcg")
        if frame is None:
            continue
        doc, info, cards = frame
        code = info["code"]
        sets.setdefault(code, SetInfo(code=code, name=str(info.get("name") or code), block=info.get("block"),
                                      year=info.get("year"), kind=info.get("kind")))
        for i, rec in enumerate(cards):
            problems = list(schema.check_record(rec, where, i))
            if problems:
                errors.extend(problems)
                continue
            line = rec.line
            name = clean_name(rec["name"])
            key = normalize_name(name)
            if "type" in rec:
                rec = dict(rec)
                rec["name"] = name
                if key in layer.facts:
                    prev, prev_path, prev_line = layer.facts[key]
                    if schema.facts_of(prev) != schema.facts_of(rec):
                        diff = sorted(k for k in set(schema.facts_of(prev)) | set(schema.facts_of(rec))
                                      if prev.get(k) != rec.get(k))
                        errors.append(InputError(
                            f"card {name!r}: conflicting reprint (differs from {prev_path}:{prev_line})",
                            path=where, line=line, field=diff[0] if diff else None))
                        continue
                else:
                    layer.facts[key] = (rec, where, line)
            layer.names.setdefault(key, name)
            for p in schema.to_prints(rec, code):
                ident = (p.set, p.number, p.variant or "")
                if p.number and ident in seen_prints:     # an unnumbered print (a token) has no identity
                    other = seen_prints[ident]
                    errors.append(InputError(
                        f"card {name!r}: duplicate print {p.set} #{p.number}"
                        + (f" ({p.variant})" if p.variant else "") + f" (already at {other[0]}:{other[1]})",
                        path=where, line=line, field="prints"))
                    continue
                seen_prints[ident] = (where, line)
                layer.prints.setdefault(key, []).append((p, where, line))
        if len(errors) >= MAX_ERRORS:
            return


def build_db(bundled: Sequence[Path], extra: Sequence[Path] = ()) -> CardDB:
    """Check and merge feeds; raise FeedErrors listing every problem."""
    from deckcheck.wowtcg import schema
    errors: list[InputError] = []
    sets: dict[str, SetInfo] = {}
    seen_prints: dict[tuple, tuple[str, int | None]] = {}
    base, user = _Layer(), _Layer()
    _read_layer(bundled, base, sets, seen_prints, errors)
    _read_layer(extra, user, sets, seen_prints, errors)
    facts = dict(base.facts)
    facts.update(user.facts)  # a user's full record corrects the bundled one
    cards: list[Card] = []
    for layer in (base, user):
        for key, entries in layer.prints.items():
            if key not in facts:
                _, where, line = entries[0]
                errors.append(InputError(f"card {layer.names[key]!r}: reprint of a card no feed defines "
                                         "(add its type and facts)", path=where, line=line, field="type"))
    errors.extend(_alias_clashes(facts))
    if errors:
        raise FeedErrors(errors[:MAX_ERRORS])
    share: dict = {}
    for key, (rec, _, _) in facts.items():
        # the original printing first: the prints in the file that holds the card's bundled facts
        home = (base.facts.get(key) or facts[key])[1]
        entries = sorted(base.prints.get(key, []) + user.prints.get(key, []), key=lambda e: e[1] != home)
        prints = tuple(Print._make(_shared(v, share) for v in p) for p, _, _ in entries)
        card = schema.to_card(rec, prints)
        cards.append(card._replace(**{f: _shared(getattr(card, f), share) for f in _SHARED_FIELDS}))
    return CardDB(cards, sets)


def _alias_clashes(facts: dict[str, tuple[dict, str, int | None]]) -> list[InputError]:
    """An alias must name its card alone: not another card's name, nor another card's alias."""
    from deckcheck.cards.normalize import normalize_name
    from deckcheck.yamlsafe import line_of
    owner: dict[str, str] = {}
    out = []
    for key, (rec, where, line) in facts.items():
        for alias in rec.get("aliases") or ():
            akey = normalize_name(alias)
            if akey == key:
                continue                            # its own name, spelt another way
            named = akey in facts
            other = akey if named else owner.setdefault(akey, key)
            if other != key:
                out.append(InputError(f"card {rec['name']!r}: alias {alias!r} is already "
                                      f"{facts[other][0]['name']!r}" + ("" if named else "'s alias"),
                                      path=where, line=line_of(rec, "aliases") or line, field="aliases"))
    return out


_SHARED_FIELDS = tuple(f for f in Card._fields if f not in ("name", "prints", "deckbuilding"))


def _shared(value, pool: dict):
    """One object for equal values (('Horde',), 'common', frozenset({'atk'}), ...): the cache then
    stores each once, and a warm load creates a third fewer objects."""
    if isinstance(value, (str, tuple, frozenset)):
        return pool.setdefault(value, value)
    return value


def load_db(extra: Sequence[str | Path] = (), *, use_env: bool = True, use_cache: bool = True) -> CardDB:
    """The card database: bundled feeds plus extra ones, from the cache when the content is unchanged."""
    wanted = list(extra) + (extra_from_env() if use_env else [])
    extra_files = expand(wanted)
    bundled = bundled_feeds()
    if not bundled:
        raise InputError("no bundled card feeds found (is the data/ folder installed?)", path=str(DATA_DIR))
    key = content_key("wowtcg", CACHE_VERSION, bundled + extra_files, CODE_FILES)
    return cached("wowtcg", key, lambda: build_db(bundled, extra_files), enabled=use_cache,
                  expect=CardDB)


def check_feeds(paths: Sequence[str | Path], *, with_bundled: bool = True) -> CardDB:
    """What `deckcheck feeds check` runs: the same checks, layered over the bundled pool."""
    files = expand(paths)
    if not files:
        raise InputError("no YAML feeds found", path=", ".join(str(p) for p in paths))
    return build_db(bundled_feeds() if with_bundled else [], files)
