"""What a deck still needs: needed vs owned vs committed to other saved decks, and the shortfall.

Owned counts every print and finish of a card (the rules care about names, not printings).
Committed counts the copies that other saved decks use; `free = max(0, owned - committed)` and
`short = max(0, needed - free)`. `want_list` writes the shortfall as a plain decklist.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deckcheck.errors import InputError
from deckcheck.violations import PLAYABLE


@dataclass(slots=True)
class Need:
    name: str
    section: str                     # where the deck first uses it: hero | main | side
    needed: int
    owned: int = 0
    committed: list[tuple[str, int]] = field(default_factory=list)

    @property
    def committed_total(self) -> int:
        return sum(q for _, q in self.committed)

    @property
    def free(self) -> int:
        return max(0, self.owned - self.committed_total)

    @property
    def short(self) -> int:
        return max(0, self.needed - self.free)

    def as_dict(self) -> dict:
        return {"name": self.name, "section": self.section, "needed": self.needed, "owned": self.owned,
                "committed": self.committed_total,
                "committed_to": [{"deck": d, "qty": q} for d, q in self.committed],
                "free": self.free, "short": self.short}


@dataclass(slots=True)
class MissingReport:
    deck: str
    needs: list[Need]

    @property
    def short(self) -> int:
        return sum(n.short for n in self.needs)

    @property
    def needed(self) -> int:
        return sum(n.needed for n in self.needs)

    @property
    def complete(self) -> bool:
        return self.short == 0

    def as_dict(self) -> dict:
        return {"deck": self.deck, "needed": self.needed, "short": self.short, "complete": self.complete,
                "cards": [n.as_dict() for n in self.needs]}


def deck_needs(deck) -> list[Need]:
    """Hero, main and side of a resolved Deck, summed by card name (first section kept)."""
    out: dict[str, Need] = {}
    entries = ([("hero", deck.hero, 1)] if deck.hero is not None else []) + \
        [("main", e.card, e.qty) for e in deck.main] + [("side", e.card, e.qty) for e in deck.side]
    for section, card, qty in entries:
        n = out.get(card.name)
        if n is None:
            out[card.name] = Need(card.name, section, qty)
        else:
            n.needed += qty
    return list(out.values())


def needs_from_cards(cards: list[tuple[str, str, int]]) -> list[Need]:
    """Needs from a saved deck's (section, name, qty) rows."""
    out: dict[str, Need] = {}
    order = {"hero": 0, "main": 1, "side": 2}
    for section, name, qty in sorted(cards, key=lambda c: order.get(c[0], 3)):
        n = out.get(name)
        if n is None:
            out[name] = Need(name, section, qty)
        else:
            n.needed += qty
    return list(out.values())


def missing(store, needs: list[Need], *, deck_name: str, exclude: tuple[str, ...] = ()) -> MissingReport:
    names = [n.name for n in needs]
    owned = store.owned_by_name(names)
    committed = store.committed(names, exclude=exclude)
    for n in needs:
        n.owned = owned.get(n.name, 0)
        n.committed = committed.get(n.name, [])
    return MissingReport(deck_name, needs)


def want_list(report: MissingReport) -> str:
    """The shortfall as a text decklist (`deckcheck check` reads it back)."""
    lines = [f"# Want list for {report.deck}: {report.short} card(s)"]
    hero = [n for n in report.needs if n.section == "hero" and n.short]
    main = [n for n in report.needs if n.section != "hero" and n.short]
    for n in hero:
        lines.append(f"Hero: {n.name}")
    for n in main:
        lines.append(f"{n.short} {n.name}")
    return "\n".join(lines) + "\n"


class FastReader:
    """Read-only counts straight through the database driver (no SQLAlchemy or sqlmodel import:
    `missing` is a whole process and must start fast): the stdlib `sqlite3` for a plain
    `sqlite:///FILE` URL, `psycopg` for a PostgreSQL URL. Used only when the database exists at the
    current schema version; anything else (a new, older or unreachable database) goes through
    `store.Store`, which creates, migrates or words the error."""

    def __init__(self, conn, mark: str = "?"):
        self.conn = conn
        self.mark = mark                 # the driver's parameter marker

    @classmethod
    def open(cls, url: str | None):
        from deckcheck.paths import default_db_url
        url = url or default_db_url()
        if url.startswith(("postgresql://", "postgresql+psycopg://")):
            return cls._open_pg(url)
        if not url.startswith("sqlite:///") or "?" in url:
            return None
        return cls._open_sqlite(url[len("sqlite:///"):])

    @classmethod
    def _open_sqlite(cls, path: str):
        import os
        import sqlite3
        if not path or path == ":memory:" or not os.path.isfile(path):
            return None
        conn = None
        try:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=30)
            reader = cls(conn)
            if reader._current():
                return reader
        except sqlite3.OperationalError:     # no such table, locked, ...: let the Store decide
            pass
        except sqlite3.DatabaseError as exc:  # a text or binary file: "file is not a database"
            conn.close()
            raise InputError(f"not a deckcheck collection database ({exc})", path=path, field="--db") from None
        except sqlite3.Error:
            pass
        if conn is not None:
            conn.close()
        return None

    @classmethod
    def _open_pg(cls, url: str):
        from urllib.parse import parse_qsl, unquote, urlsplit
        try:
            import psycopg
        except ImportError:
            return None
        try:
            u = urlsplit(url)
            params = {"host": u.hostname, "port": u.port, "dbname": unquote(u.path.lstrip("/")) or None,
                      "user": unquote(u.username) if u.username else None,
                      "password": unquote(u.password) if u.password else None, **dict(parse_qsl(u.query))}
            conn = psycopg.connect(**{k: v for k, v in params.items() if v is not None}, connect_timeout=10)
        except (ValueError, psycopg.Error):   # a URL psycopg cannot take, a server away: the Store words it
            return None
        try:
            conn.read_only = True
            reader = cls(conn, "%s")
            if reader._current():
                return reader
        except psycopg.Error:
            pass
        conn.close()
        return None

    def _current(self) -> bool:
        from deckcheck.collection import SCHEMA_VERSION
        row = self.conn.execute("SELECT version FROM schema_version WHERE id = 1").fetchone()
        return tuple(row or ()) == (SCHEMA_VERSION,)

    def _in(self, values) -> str:
        return ",".join([self.mark] * len(values))

    def owned_by_name(self, names):
        names = sorted(set(names))
        q = f"SELECT name, SUM(qty) FROM holdings WHERE qty > 0 AND name IN ({self._in(names)}) GROUP BY name"
        return {n: int(v) for n, v in self.conn.execute(q, names).fetchall()} if names else {}

    def committed(self, names, exclude=()):
        names, exclude = sorted(set(names)), list(exclude)
        if not names:
            return {}
        q = (f"SELECT c.name, d.name, SUM(c.qty) FROM deck_cards c JOIN decks d ON d.id = c.deck "
             f"WHERE c.name IN ({self._in(names)})"
             + (f" AND d.name NOT IN ({self._in(exclude)})" if exclude else "")
             + " GROUP BY c.name, d.name ORDER BY d.name")
        out: dict = {}
        for card, deck, qty in self.conn.execute(q, names + exclude).fetchall():
            out.setdefault(card, []).append((deck, int(qty)))
        return out

    def deck(self, name):
        row = self.conn.execute(f"SELECT id FROM decks WHERE name = {self.mark}", (name,)).fetchone()
        if row is None:
            return None
        cards = self.conn.execute(f"SELECT section, name, qty FROM deck_cards WHERE deck = {self.mark}",
                                  (row[0],)).fetchall()
        return {"id": row[0], "name": name, "cards": [tuple(c) for c in cards]}

    def decks(self):
        return [{"name": n, "source": s} for n, s in self.conn.execute("SELECT name, source FROM decks").fetchall()]




EXAMPLE_DECKS = Path(__file__).resolve().parents[2] / "data" / "decks"


def buildable(store, db, fmt: str = "constructed", *, examples: bool = True) -> list[dict]:
    """Saved decks (and the bundled example decks): can each be built now from what is owned
    (on its own), would it still be if every saved deck were built, and its status in `fmt`
    (deckcheck.violations.STATUSES: legal, unverified, review or illegal)."""
    from deckcheck.wowtcg.deck import deck_from_text, load_deck
    from deckcheck.wowtcg.rules import check_deck
    out = []
    for d in store.decks():
        saved = store.deck(d["name"])
        report = missing(store, needs_from_cards(saved["cards"]), deck_name=d["name"], exclude=(d["name"],))
        deck = deck_from_text(saved["text"], db, path=saved["source"], fmt=saved["fmt"])
        out.append(_row(d["name"], "saved", report, check_deck(deck, fmt).status, fmt))
    if examples:
        for path in sorted(EXAMPLE_DECKS.glob("*.txt")):
            deck = load_deck(path, db)
            report = missing(store, deck_needs(deck), deck_name=path.stem)
            out.append(_row(path.stem, "example", report, check_deck(deck, fmt).status, fmt))
    return out


def _row(name: str, kind: str, report: MissingReport, status: str, fmt: str) -> dict:
    short = sum(max(0, n.needed - n.owned) for n in report.needs)   # on its own: owned only
    return {"deck": name, "kind": kind, "cards": report.needed, "short": short, "buildable": short == 0,
            "short_counting_other_decks": report.short, "legal": status in PLAYABLE, "status": status,
            "format": fmt}
