"""Reading collections in: our CSV, plain decklists ("I own these"), and Deckbox's CSV export.

Every importer reads the whole file first and collects *every* bad row, each named with its line;
if there is one, nothing is imported (`ImportErrors`). Only then is the import applied, as one
transaction.

Our CSV format (what `collection export` writes; UTF-8, comma-separated, header row required)::

    set,number,finish,qty,name
    HoA,12,normal,3,Thrall
    ARC,202,ea,1,Maiev Shadowsong

- `set`: set code or set name (`HoA`, `Heroes of Azeroth`); `number`: collector number as printed.
- `finish`: `normal` (or empty), `foil`, `ea` (extended art) or `loot`.
- `qty`: a whole number 1..9999. `name`: optional; when given it must be the card at set #number.
  A row may leave set and number empty and give only a name: the card's first regular print.
- Lines starting with `#` are comments.

Deckbox CSV (deckbox.org's collection export; the columns used are `Count`, `Name`, `Edition`,
`Card Number`, `Foil`; every other column is ignored). `Edition` is a set name or code.

Decklists: any deck file `deckcheck check` reads (text, CSV, .mwDeck, .o8d, YAML/JSON). Each card
line becomes that many copies of the pinned print (`Name [SET #12]`), else of the card's first
regular print (in the pinned set when only a set is given). Fuzzy or ambiguous names are errors.
"""
from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from pathlib import Path

from deckcheck import csvsafe
from deckcheck.collection import CONDITION_ALIASES, FINISH_ALIASES, LANGUAGES
from deckcheck.errors import InputError, InputErrors

MAX_BYTES = 32 * 1024 * 1024
MAX_ROWS = 250_000
MAX_QTY = 9999
OURS_HEADER = ("set", "number", "finish", "qty", "name")
FORMATS = ("ours", "deckbox", "deck")
_PRINT_SPEC = re.compile(r"^\s*([A-Za-z0-9]{1,10})\s*#\s*([0-9A-Za-z]{1,8})\s*$")


class ImportErrors(InputErrors):
    """Every bad row of an import; nothing was imported."""

    def __init__(self, path: str, errors: list[InputError]):
        super().__init__(errors, f"{len(errors)} bad row(s); nothing was imported", path=path)


class NameRefused(InputError):
    """A card name that was not read with certainty: nothing is done, and the message says what
    to write instead (`suggestions`: the names it may have meant, best first)."""

    def __init__(self, spec: str, match):
        self.suggestions = [match.name] if match.found else [n for n, _ in match.candidates]
        if match.found:
            why = f"no card is called {spec!r} (closest: {match.name}, fuzzy score {match.score:.0f})"
        elif match.outcome.value == "ambiguous":
            why = f"{spec!r} could be any of {', '.join(self.suggestions)}"
        else:
            why = f"no card is called {spec!r}"
        if len(self.suggestions) == 1:
            how = f"; write {self.suggestions[0]!r} to mean that card"
        elif self.suggestions:
            how = f"; write one of {', '.join(repr(n) for n in self.suggestions)} in full"
        else:
            how = "; check the spelling (deckcheck cards search TEXT finds a card)"
        self.why, self.how = why, how
        super().__init__(f"{why}, so nothing was done{how}", field="name")


@dataclass(frozen=True, slots=True)
class Item:
    """One resolved row: `qty` copies of `name` printed as `set` #`number` in `finish`."""
    set: str
    number: str
    finish: str
    name: str
    qty: int
    line: int = 0


def parse_finish(text: str | None) -> str | None:
    return FINISH_ALIASES.get((text or "").strip().lower())


def parse_condition(text: str | None) -> str | None:
    """NM, LP, MP, HP or DMG from ours, Deckbox's or Moxfield's spelling (empty: NM)."""
    return CONDITION_ALIASES.get(" ".join((text or "").split()).lower())


def parse_language(text: str | None) -> str | None:
    """A language code from a code or an English name (empty: en)."""
    low = (text or "").strip().lower()
    if not low:
        return "en"
    if low in LANGUAGES:
        return low
    return next((code for code, name in LANGUAGES.items() if name.lower() == low), None)


def default_print(card, set_code: str | None = None):
    """The card's first regular print (in `set_code` when given), else its first print."""
    prints = [p for p in card.prints if set_code is None or p.set == set_code]
    for p in prints:
        if not p.variant:
            return p
    return prints[0] if prints else None


def finish_problem(card, set_code: str, number: str, finish: str) -> str | None:
    """Extended art and loot finishes exist only where such a print exists."""
    want = {"ea": "EA", "loot": "Loot"}.get(finish)
    if want is None:
        return None
    for p in card.prints:
        if p.set == set_code and p.number.lower() == number.lower() and (p.variant or "").startswith(want):
            return None
    label = {"ea": "extended-art", "loot": "loot"}[finish]
    return f"{card.name} has no {label} print as {set_code} #{number}"


def resolve_target(db, spec: str, *, set_hint: str | None = None, number: str | None = None,
                   name_check: str | None = None) -> tuple[object, str, str]:
    """(card, set code, number) for `SET#NUM` or a card name; raises InputError when unsure."""
    m = _PRINT_SPEC.match(spec) if spec and number is None else None
    if m:
        set_hint, number, spec = m.group(1), m.group(2), None
    code = None
    if set_hint:
        code = db.set_code(set_hint)
        if code is None:
            raise InputError(f"unknown set {set_hint!r}", field="set")
    if code and number:
        card = db.by_print(code, number)
        if card is None:
            raise InputError(f"no card is printed as {code} #{number}", field="number")
        if name_check:   # a few set numbers carry two cards in the sources: the name decides
            named = db.resolve(name_check)
            other = db.get(named.name) if named.found and named.certain else None
            if other is not None and any(p.set == code and p.number.lower() == number.lower() for p in other.prints):
                card = other
        pr = next((p for p in card.prints if p.set == code and p.number.lower() == number.lower()), None)
        number = pr.number if pr else number
        check = name_check or spec
        if check:
            match = db.resolve(check)
            if not match.found or match.name != card.name:
                raise InputError(f"{code} #{number} is {card.name}, not {check!r}", field="name")
        return card, code, number
    if number and not code:
        raise InputError("a card number needs a set", field="set")
    if not spec:
        raise InputError("no card name, and no set and number", field="name")
    match = db.resolve(spec)
    if not match.found or not match.certain:
        raise NameRefused(spec, match)
    card = db[match.name]
    pr = default_print(card, code)
    if pr is None:
        raise InputError(f"{card.name} was not printed in {code}; printed in {', '.join(card.sets)}", field="set")
    return card, pr.set, pr.number


def _item(db, line: int, qty: int, finish: str, **kw) -> Item:
    card, code, number = resolve_target(db, **kw)
    problem = finish_problem(card, code, number, finish)
    if problem:
        raise InputError(problem, field="finish")
    return Item(code, number, finish, card.name, qty, line)


def _shown(raw: str) -> str:
    raw = str(raw).strip()
    return repr(raw) if len(raw) <= 20 else f"{raw[:10]!r}... ({len(raw)} characters)"


def _qty(raw) -> int:
    if isinstance(raw, int):
        n = raw
    else:
        text = str(raw).strip()
        digits = text[1:] if text[:1] in "+-" else text
        if not (digits.isascii() and digits.isdigit()):
            raise InputError(f"quantity {_shown(text)} is not a whole number", field="qty")
        if len(digits.lstrip("0")) > 9:          # never convert a 5,000-digit number
            raise InputError(f"quantity {_shown(text)} out of range (1-{MAX_QTY})", field="qty")
        n = int(text)
    if n < 1 or n > MAX_QTY:
        raise InputError(f"quantity {n} out of range (1-{MAX_QTY})", field="qty")
    return n


def _rows(text: str) -> list[tuple[int, list[str]]]:
    """CSV records with the line each starts on; blank and `#` lines skipped."""
    out = []
    reader = csv.reader(io.StringIO(text))
    start = 1
    for rec in reader:
        if rec and any(c.strip() for c in rec) and not rec[0].lstrip().startswith("#"):
            out.append((start, rec))
            if len(out) > MAX_ROWS:
                raise InputError(f"too many rows (more than {MAX_ROWS})")
        start = reader.line_num + 1
    return out


def _collect(path: str, rows, make) -> list[Item]:
    items, errors = [], []
    for line, rec in rows:
        try:
            items.append(make(line, rec))
        except InputError as exc:
            errors.append(InputError(exc.message, path=path, line=line, field=exc.field))
    if errors:
        raise ImportErrors(path, errors)
    return items


def read_ours(text: str, path: str, db) -> list[Item]:
    rows = _rows(text)
    if not rows:
        return []
    line, header = rows[0]
    cols = [c.strip().lower() for c in header]
    if cols[:4] != list(OURS_HEADER[:4]):
        raise InputError(f"expected the header {','.join(OURS_HEADER)}", path=path, line=line)
    has_name = len(cols) > 4 and cols[4] == "name"

    def make(line: int, rec: list[str]) -> Item:
        rec = [c.strip() for c in rec] + [""] * (5 - len(rec))
        s, number, fin, qty = rec[:4]
        name = ",".join(rec[4:]).strip(" ,")      # an unquoted name with commas in it
        finish = parse_finish(fin)
        if finish is None:
            raise InputError(f"unknown finish {fin!r} (normal, foil, ea, loot)", field="finish")
        n = _qty(qty)
        name = name if has_name else ""
        if s and number:
            return _item(db, line, n, finish, spec=None, set_hint=s, number=number, name_check=name or None)
        return _item(db, line, n, finish, spec=name, set_hint=s or None)
    return _collect(path, rows[1:], make)


def read_deckbox(text: str, path: str, db) -> list[Item]:
    rows = _rows(text)
    if not rows:
        return []
    line, header = rows[0]
    cols = {c.strip().lower(): i for i, c in enumerate(header)}
    missing = [c for c in ("count", "name") if c not in cols]
    if missing:
        raise InputError(f"Deckbox CSV without column(s) {', '.join(missing)}", path=path, line=line)

    def get(rec, col):
        i = cols.get(col)
        return rec[i].strip() if i is not None and i < len(rec) else ""

    def make(line: int, rec: list[str]) -> Item:
        n = _qty(get(rec, "count"))
        foil = get(rec, "foil").lower()
        finish = "foil" if foil in ("foil", "yes", "true", "1") else "normal"
        edition, number = get(rec, "edition"), get(rec, "card number")
        if edition and number:
            return _item(db, line, n, finish, spec=None, set_hint=edition, number=number,
                         name_check=get(rec, "name") or None)
        return _item(db, line, n, finish, spec=get(rec, "name"), set_hint=edition or None)
    return _collect(path, rows[1:], make)


def read_decklist(text: str, path: str, db) -> list[Item]:
    from deckcheck.decks import parse_deck
    try:
        decklist = parse_deck(text, path=path)
    except ValueError as exc:      # e.g. Python's limit on converting a 5,000-digit JSON number
        raise InputError(f"cannot read the deck: {str(exc).split(';')[0]}", path=path) from None

    def make(line: int, dl) -> Item:
        if dl.set_code and dl.number:
            return _item(db, line, dl.qty, "normal", spec=None, set_hint=dl.set_code, number=dl.number,
                         name_check=dl.name or None)
        return _item(db, line, dl.qty, "normal", spec=dl.name, set_hint=dl.set_code)
    return _collect(path, [(dl.line, dl) for dl in decklist.lines], make)


def sniff(text: str) -> str:
    for raw in text.splitlines():
        s = raw.strip().lower()
        if not s or s.startswith("#"):
            continue
        cols = [c.strip().strip('"') for c in s.split(",")]
        if cols[:4] == list(OURS_HEADER[:4]):
            return "ours"
        if "count" in cols and "name" in cols:
            return "deckbox"
        return "deck"
    return "ours"


def read_file(path: str | Path, db, fmt: str | None = None) -> tuple[str, list[Item]]:
    """(format, items) for a collection file; raises InputError/ImportErrors, reads nothing in part."""
    p = Path(path)
    where = str(p)
    try:
        if p.stat().st_size > MAX_BYTES:
            raise InputError(f"file too large (limit {MAX_BYTES} bytes)", path=where)
        data = p.read_bytes()
    except IsADirectoryError:
        raise InputError("is a folder, not a collection file", path=where) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=where) from None
    if b"\0" in data:
        raise InputError("not a text file (binary data)", path=where)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError("not UTF-8", path=where, line=data[: exc.start].count(b"\n") + 1) from None
    fmt = fmt or sniff(text)
    readers = {"ours": read_ours, "deckbox": read_deckbox, "deck": read_decklist}
    if fmt not in readers:
        raise InputError(f"unknown import format {fmt!r}; one of {', '.join(FORMATS)}", field="--format")
    return fmt, readers[fmt](text, where, db)


def write_ours(rows, out) -> int:
    """Write holdings (dicts with set, number, finish, qty, name) in our CSV format; returns rows."""
    w = csvsafe.writer(out)
    w.writerow(OURS_HEADER)
    n = 0
    for r in rows:
        w.writerow([r["set"], r["number"], r["finish"], r["qty"], r["name"]])
        n += 1
    return n
