"""Collections in and out: our CSV, Deckbox's and Moxfield's CSV layouts, plain decklists.

Every importer reads the whole file first and collects *every* bad row, each named with its line;
if there is one, nothing is imported (`ImportErrors`). Only then is the import applied, as one
transaction.

Our CSV format (what `collection export` writes; UTF-8, comma-separated, header row required)::

    set,number,finish,qty,name,condition,language,price
    HoA,12,normal,3,Thrall,NM,en,
    ARC,202,ea,1,Maiev Shadowsong,LP,de,4.50

- `set`: set code or set name (`HoA`, `Heroes of Azeroth`); `number`: collector number as printed.
- `finish`: `normal` (or empty), `foil`, `ea` (extended art) or `loot`.
- `qty`: a whole number 1..9999. `name`: optional; when given it must be the card at set #number.
  A row may leave set and number empty and give only a name: the card's first regular print.
- `condition` (optional): NM, LP, MP, HP or DMG (empty: NM; Deckbox's and Moxfield's words too).
- `language` (optional): a code or English name (`de`, `German`; empty: en).
- `price` (optional): the purchase price per copy (`4.50`; a leading currency sign is dropped).
- The first five columns are fixed (a file without the last three is read as before); lines
  starting with `#` are comments.

Deckbox and Moxfield CSV (their collection exports): the columns used are `Count`, `Name`,
`Edition` (a set name or code), `Card Number` / `Collector Number`, `Foil`, `Condition`,
`Language`, and `My Price` / `Purchase Price`; every other column is ignored.
`export_rows(layout, ...)` writes each of the three layouts; extended-art and loot holdings have
no column of their own in Deckbox or Moxfield and go out with Moxfield's `Tags` / Deckbox's
`Promo` cell set to `ea` / `loot`, which the readers here take back.

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
OURS_HEADER = ("set", "number", "finish", "qty", "name", "condition", "language", "price")
#: File layouts `collection import --as` reads (`deck`: any decklist) and `export --as` writes.
LAYOUTS = ("ours", "deckbox", "moxfield", "deck")
EXPORT_LAYOUTS = ("ours", "deckbox", "moxfield")
FORMATS = LAYOUTS               # the old name
DECKBOX_HEADER = ("Count", "Tradelist Count", "Name", "Edition", "Card Number", "Condition", "Language",
                  "Foil", "Signed", "Artist Proof", "Altered Art", "Misprint", "Promo", "Textless", "My Price")
MOXFIELD_HEADER = ("Count", "Tradelist Count", "Name", "Edition", "Condition", "Language", "Foil", "Tags",
                   "Last Modified", "Collector Number", "Alter", "Proxy", "Purchase Price")
DECKBOX_CONDITION = {"NM": "Near Mint", "LP": "Good (Lightly Played)", "MP": "Played", "HP": "Heavily Played",
                     "DMG": "Poor"}
MOXFIELD_CONDITION = {"NM": "Near Mint", "LP": "Lightly Played", "MP": "Moderately Played",
                      "HP": "Heavily Played", "DMG": "Damaged"}
_PRICE = re.compile(r"^\s*[$€£¥]?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:[A-Za-z]{3}|[$€£¥])?\s*$")
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
    """One resolved row: `qty` copies of `name` printed as `set` #`number` in `finish`, in
    `condition` and `language`, bought at `price_cents` each when the file said."""
    set: str
    number: str
    finish: str
    name: str
    qty: int
    line: int = 0
    condition: str = "NM"
    language: str = "en"
    price_cents: int | None = None


def parse_price(text: str | None) -> int | None:
    """Cents from `4.50`, `$4.50`, `4,50 €` (empty: None); raises InputError for anything else."""
    raw = (text or "").strip()
    if not raw:
        return None
    m = _PRICE.match(raw) if len(raw) <= 20 else None
    if m is None:
        raise InputError(f"price {_shown(raw)} is not an amount such as 4.50", field="price")
    return int(m.group(1)) * 100 + int((m.group(2) or "0").ljust(2, "0"))


def format_price(cents: int | None) -> str:
    return "" if cents is None else f"{cents // 100}.{cents % 100:02d}"


def _extras(condition: str, language: str, price: str) -> dict:
    """condition, language and price_cents of a row, each checked (InputError names the field)."""
    cond = parse_condition(condition)
    if cond is None:
        raise InputError(f"unknown condition {condition.strip()!r} (NM, LP, MP, HP, DMG)", field="condition")
    lang = parse_language(language)
    if lang is None:
        raise InputError(f"unknown language {language.strip()!r} ({', '.join(LANGUAGES)})", field="language")
    return {"condition": cond, "language": lang, "price_cents": parse_price(price)}


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


def _item(db, line: int, qty: int, finish: str, extras: dict | None = None, **kw) -> Item:
    card, code, number = resolve_target(db, **kw)
    problem = finish_problem(card, code, number, finish)
    if problem:
        raise InputError(problem, field="finish")
    return Item(code, number, finish, card.name, qty, line, **(extras or {}))


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
    if cols[:4] != list(OURS_HEADER[:4]) or (len(cols) > 5 and cols[:len(cols)] != list(OURS_HEADER[:len(cols)])):
        raise InputError(f"expected the header {','.join(OURS_HEADER)} (the last three optional)",
                         path=path, line=line)
    has_name = len(cols) > 4 and cols[4] == "name"
    width = len(cols)

    def make(line: int, rec: list[str]) -> Item:
        rec = [c.strip() for c in rec] + [""] * (8 - len(rec))
        s, number, fin, qty = rec[:4]
        if width <= 5:
            name = ",".join(rec[4:]).strip(" ,")      # an unquoted name with commas in it
            extras = _extras("", "", "")
        else:
            if any(rec[width:]):
                raise InputError(f"more cells than the header's {width} (quote a name that has commas)")
            name, extras = rec[4], _extras(*rec[5:8])
        finish = parse_finish(fin)
        if finish is None:
            raise InputError(f"unknown finish {fin!r} (normal, foil, ea, loot)", field="finish")
        n = _qty(qty)
        name = name if has_name else ""
        if s and number:
            return _item(db, line, n, finish, extras, spec=None, set_hint=s, number=number, name_check=name or None)
        return _item(db, line, n, finish, extras, spec=name, set_hint=s or None)
    return _collect(path, rows[1:], make)


def read_counted(text: str, path: str, db, layout: str = "deckbox") -> list[Item]:
    """Deckbox's or Moxfield's CSV (a `Count` and a `Name` column; the others by their names)."""
    rows = _rows(text)
    if not rows:
        return []
    line, header = rows[0]
    cols = {c.strip().lower(): i for i, c in enumerate(header)}
    missing = [c for c in ("count", "name") if c not in cols]
    if missing:
        raise InputError(f"{layout.capitalize()} CSV without column(s) {', '.join(missing)}", path=path, line=line)

    def get(rec, *names):
        for col in names:
            i = cols.get(col)
            if i is not None and i < len(rec) and rec[i].strip():
                return rec[i].strip()
        return ""

    def make(line: int, rec: list[str]) -> Item:
        n = _qty(get(rec, "count"))
        foil = get(rec, "foil").lower()
        marks = {t.strip().lower() for t in get(rec, "tags", "promo").split(",")}
        finish = "foil" if foil in ("foil", "yes", "true", "1", "etched") else \
            next((f for f in ("ea", "loot") if f in marks), "normal")
        extras = _extras(get(rec, "condition"), get(rec, "language"), get(rec, "my price", "purchase price"))
        edition, number = get(rec, "edition", "edition code"), get(rec, "card number", "collector number")
        if edition and number:
            return _item(db, line, n, finish, extras, spec=None, set_hint=edition, number=number,
                         name_check=get(rec, "name") or None)
        return _item(db, line, n, finish, extras, spec=get(rec, "name"), set_hint=edition or None)
    return _collect(path, rows[1:], make)


def read_deckbox(text: str, path: str, db) -> list[Item]:
    return read_counted(text, path, db, "deckbox")


def read_moxfield(text: str, path: str, db) -> list[Item]:
    return read_counted(text, path, db, "moxfield")


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
            return "moxfield" if "collector number" in cols or "purchase price" in cols else "deckbox"
        return "deck"
    return "ours"


def read_file(path: str | Path, db, layout: str | None = None) -> tuple[str, list[Item]]:
    """(layout, items) for a collection file; raises InputError/ImportErrors, reads nothing in part."""
    from deckcheck.userfiles import read_user_text
    where = str(path)
    if layout is not None and layout not in LAYOUTS:
        raise InputError(f"unknown file layout {layout!r}; one of {', '.join(LAYOUTS)}", field="--as")
    text = read_user_text(where, MAX_BYTES, what="collection file")
    layout = layout or sniff(text)
    readers = {"ours": read_ours, "deckbox": read_deckbox, "moxfield": read_moxfield, "deck": read_decklist}
    return layout, readers[layout](text, where, db)


def export_rows(layout: str, rows, db=None):
    """The header, then one list of cells per holding (dicts as `Store.holdings` gives them), in
    `layout` (ours, deckbox, moxfield); `db` gives set names for Deckbox's `Edition`."""
    if layout == "ours":
        yield list(OURS_HEADER)
        for r in rows:
            yield [r["set"], r["number"], r["finish"], r["qty"], r["name"], r.get("condition", "NM"),
                   r.get("language", "en"), format_price(r.get("price_cents"))]
        return
    marks = {"ea": "ea", "loot": "loot"}
    if layout == "deckbox":
        yield list(DECKBOX_HEADER)
        for r in rows:
            edition = db.sets[r["set"]].name if db is not None and r["set"] in db.sets else r["set"]
            yield [r["qty"], 0, r["name"], edition, r["number"], DECKBOX_CONDITION[r.get("condition", "NM")],
                   LANGUAGES[r.get("language", "en")], "foil" if r["finish"] == "foil" else "", "", "", "", "",
                   marks.get(r["finish"], ""), "", format_price(r.get("price_cents"))]
        return
    if layout == "moxfield":
        yield list(MOXFIELD_HEADER)
        for r in rows:
            yield [r["qty"], 0, r["name"], r["set"].lower(), MOXFIELD_CONDITION[r.get("condition", "NM")],
                   LANGUAGES[r.get("language", "en")], "foil" if r["finish"] == "foil" else "",
                   marks.get(r["finish"], ""), "", r["number"], "False", "False", format_price(r.get("price_cents"))]
        return
    raise InputError(f"unknown export layout {layout!r}; one of {', '.join(EXPORT_LAYOUTS)}", field="--as")


def write_rows(cells, out) -> int:
    """Write CSV rows (the first a header) through the formula-neutralising writer; returns data rows."""
    w = csvsafe.writer(out)
    n = -1
    for row in cells:
        w.writerow(row)
        n += 1
    return max(n, 0)


def write_ours(rows, out) -> int:
    """Write holdings in our CSV format; returns rows."""
    return write_rows(export_rows("ours", rows), out)
