"""Collecting DeckLines with the shared checks: quantity, name, line cap."""
from __future__ import annotations

from deckcheck.errors import InputError

from .lines import MAX_QTY, QuantityError, parse_qty, split_pin, split_qty, tidy
from .model import DeckLine, Decklist

MAX_CARD_LINES = 2000
_ODD_FIRST = frozenset(" xX\u00d7*")         # "4 x Name": a quantity marker, not a name
_ODD_LAST = frozenset(" )]")                 # a pin (a last digit: "Name x4", "(SET) 12")
MAX_NAME = 200
#: plain "N Name" lines already read, text -> (quantity, name): a line recurs across the decks of
#: a run ("4 Frostbolt"), and is then checked once (`DeckBuilder.add_line` looks here first);
#: bounded, so a long run stays flat
_PLAIN: dict[str, tuple[int, str]] = {}
PLAIN_MAX = 20_000


class DeckBuilder:
    """Accumulates the card lines of one file and turns them into a Decklist."""

    __slots__ = ("path", "format", "lines", "declared", "title", "player")

    def __init__(self, path: str, fmt: str):
        self.path = path
        self.format = fmt
        self.lines: list[DeckLine] = []
        self.declared: dict[str, int] = {}
        self.title: str | None = None
        self.player: str | None = None

    def error(self, message: str, line: int | None = None, field: str | None = None) -> InputError:
        return InputError(message, path=self.path, line=line, field=field)

    def add(self, qty: int | str, name: str, section: str, line: int, raw: str = "",
            set_code: str | None = None, number: str | None = None) -> DeckLine:
        """Check and append one card line; the name is tidied but otherwise kept as written."""
        if len(self.lines) >= MAX_CARD_LINES:
            raise self.error(f"too many lines (more than {MAX_CARD_LINES} card lines)", line)
        if type(qty) is str and 0 < len(qty) < 3 and qty.isdecimal():
            qty = int(qty)
        if type(qty) is not int or not 0 < qty <= MAX_QTY:
            try:
                qty = parse_qty(qty)
            except QuantityError as exc:
                raise self.error(str(exc), line, "quantity") from None
        if "  " in name or not name.isprintable() or name[:1] == " " or name[-1:] == " ":
            name = tidy(name)
        if len(name) > MAX_NAME:
            raise self.error(f"card name too long ({len(name)} characters)", line, "name")
        if not name and not number:
            raise self.error("missing card name", line, "name")
        entry = DeckLine(qty, name, section, line, set_code or None, number or None, raw)
        self.lines.append(entry)
        return entry

    def add_line(self, text: str, section: str, line: int) -> DeckLine:
        """A stripped card line: the plain "4 Name" (most lines of most decks) goes straight in and
        is remembered (`_PLAIN`: the next deck's same line is taken as it is), everything else through
        add_text's full parsing, with the same checks either way."""
        hit = _PLAIN.get(text)
        if hit is not None and len(self.lines) < MAX_CARD_LINES:
            entry = DeckLine(hit[0], hit[1], section, line, None, None, text)
            self.lines.append(entry)
            return entry
        q, _, name = text.partition(" ")
        if (0 < len(q) < 3 and q.isdecimal() and q.strip("0") and name
                and len(self.lines) < MAX_CARD_LINES and len(name) <= MAX_NAME
                and name[0] not in _ODD_FIRST and name[-1] not in _ODD_LAST
                and not name[-1].isdecimal() and "  " not in name and name.isprintable()):
            if len(_PLAIN) >= PLAIN_MAX:
                _PLAIN.clear()
            _PLAIN[text] = (int(q), name)
            entry = DeckLine(int(q), name, section, line, None, None, text)
            self.lines.append(entry)
            return entry
        return self.add_text(text, section, line, text)

    def add_text(self, text: str, section: str, line: int, raw: str = "") -> DeckLine:
        """Append a line written as "4 Name", "4x Name", "Name x4" or "Name", pin allowed."""
        qty, rest = split_qty(text.strip())
        name, set_code, number = split_pin(rest)
        return self.add(qty, name, section, line, raw, set_code, number)

    def declare(self, section: str, count: int | None) -> None:
        """Record a total the file states for the main or side deck."""
        if count is not None and section in ("main", "side"):
            self.declared[section] = count

    def note(self, found: tuple[str, str] | None) -> bool:
        """Keep a ("title"|"player", value) the file states, unless it already gave one."""
        if found is None:
            return False
        if getattr(self, found[0]) is None:
            setattr(self, found[0], found[1])
        return True

    def promote_back_twins(self, section: str) -> None:
        """A card X of `section` with a twin "X Back" becomes the hero; the twin is dropped."""
        names = {ln.name.casefold() for ln in self.lines if ln.section == section}
        fronts = {n[:-5].rstrip() for n in names if n.endswith(" back")} & names
        if not fronts:
            return
        kept = []
        for ln in self.lines:
            if ln.section == section:
                key = ln.name.casefold()
                if key.endswith(" back") and key[:-5].rstrip() in fronts:
                    continue
                if key in fronts:
                    ln.section = "hero"
            kept.append(ln)
        self.lines = kept

    def build(self) -> Decklist:
        return Decklist(self.path, self.format, self.lines, self.title, self.player, self.declared)
