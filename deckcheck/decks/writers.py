"""Deck writers: a Decklist written in every format the readers read, so decks move between tools.

Each writer's output reads back (with the matching reader) to the same cards, counts and sections.
"""
from __future__ import annotations

import io
import json
from collections.abc import Callable
from xml.sax.saxutils import escape, quoteattr

from deckcheck.csvsafe import writer as csv_writer
from deckcheck.errors import InputError

from .model import SECTIONS, DeckLine, Decklist

EXTENSIONS = {"text": ".txt", "deck": ".deck", "csv": ".csv", "mwdeck": ".mwDeck", "o8d": ".o8d",
              "yaml": ".yaml", "json": ".json"}


def _lines(deck: Decklist, section: str) -> list[DeckLine]:
    return [ln for ln in deck.lines if ln.section == section]


def _pin(ln: DeckLine) -> str:
    if ln.set_code and ln.number:
        return f" [{ln.set_code} #{ln.number}]"
    return f" [{ln.set_code}]" if ln.set_code else ""


def _card(ln: DeckLine) -> str:
    return f"{ln.qty} {ln.name}{_pin(ln)}"


def write_text(deck: Decklist) -> str:
    """"# title", "Player: X", "Hero: Name", "N Name" lines, "Sideboard:" and its lines."""
    out = []
    if deck.title:
        out.append(f"# {deck.title}")
    if deck.player:
        out.append(f"Player: {deck.player}")
    for ln in _lines(deck, "hero"):
        out.append(f"Hero: {ln.name}{_pin(ln)}")
    out += ["", "Main deck:"] + [_card(ln) for ln in _lines(deck, "main")]
    side = _lines(deck, "side")
    if side:
        out += ["", "Sideboard:"] + [_card(ln) for ln in side]
    return "\n".join(out).lstrip("\n") + "\n"


def write_csv(deck: Decklist) -> str:
    """A header row (Name, Qty, Set, Number, Section), then one row per card line."""
    buf = io.StringIO()
    w = csv_writer(buf)
    if deck.title:
        w.writerow([deck.title])
    w.writerow(["Name", "Qty", "Set", "Number", "Section"])
    for section in SECTIONS:
        for ln in _lines(deck, section):
            w.writerow([ln.name, ln.qty, ln.set_code or "", ln.number or "", section])
    return buf.getvalue()


def write_mwdeck(deck: Decklist) -> str:
    """Magic Workstation: "// NAME :", "    N [SET] Name", "SB:  N ..."; the hero is an SB card with
    its "Name Back" twin, as Magic Workstation decks of the WoW TCG write it."""
    out = []
    if deck.title:
        out.append(f"// NAME : {deck.title}")
    if deck.player:
        out.append(f"// CREATOR : {deck.player}")

    def row(ln: DeckLine, prefix: str, name: str | None = None) -> str:
        name = name or ln.name
        if ln.set_code and ln.number:
            return f"{prefix}{ln.qty} {name} [{ln.set_code} #{ln.number}]"
        return f"{prefix}{ln.qty} [{ln.set_code}] {name}" if ln.set_code else f"{prefix}{ln.qty} {name}"

    out += [row(ln, "    ") for ln in _lines(deck, "main")]
    out += [row(ln, "SB:  ") for ln in _lines(deck, "side")]
    for ln in _lines(deck, "hero"):
        out += [row(ln, "SB:  "), row(ln, "SB:  ", f"{ln.name} Back")]
    return "\n".join(out) + "\n"


def write_o8d(deck: Decklist) -> str:
    """OCTGN: <deck><section name="Hero|Main|Side"><card qty="N">Name</card>..."""
    out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', "<deck>"]
    for section in SECTIONS:
        out.append(f"  <section name={quoteattr(section.capitalize())}>")
        out += [f"    <card qty=\"{ln.qty}\">{escape(ln.name)}</card>" for ln in _lines(deck, section)]
        out.append("  </section>")
    out.append("</deck>")
    return "\n".join(out) + "\n"


def _document(deck: Decklist) -> dict:
    doc: dict = {}
    for key, value in (("title", deck.title), ("player", deck.player), ("format", deck.game_format)):
        if value:
            doc[key] = value
    heroes = [f"{ln.name}{_pin(ln)}" for ln in _lines(deck, "hero")]
    if heroes:
        doc["hero"] = heroes[0] if len(heroes) == 1 else [f"1 {h}" for h in heroes]
    for section in ("main", "side"):
        lines = _lines(deck, section)
        if lines:
            doc[section] = [_card(ln) for ln in lines]
    return doc


def write_yaml(deck: Decklist) -> str:
    import yaml
    return yaml.safe_dump(_document(deck), sort_keys=False, allow_unicode=True, width=1000)


def write_json(deck: Decklist) -> str:
    return json.dumps(_document(deck), ensure_ascii=False, indent=2) + "\n"


WRITERS: dict[str, Callable[[Decklist], str]] = {
    "text": write_text, "deck": write_text, "csv": write_csv, "mwdeck": write_mwdeck,
    "o8d": write_o8d, "yaml": write_yaml, "json": write_json,
}


def write_deck(deck: Decklist, fmt: str) -> str:
    """The deck as text in `fmt` (one of WRITERS); InputError for a format we do not write or a
    line known only by its print (resolve the names first)."""
    writer = WRITERS.get(fmt.lower())
    if writer is None:
        raise InputError(f"unknown deck format {fmt!r} (expected one of: {', '.join(WRITERS)})",
                         field="--to")
    for ln in deck.lines:
        if not ln.name:
            raise InputError(f"the card printed as {ln.set_code} #{ln.number} has no name here",
                             path=deck.path, line=ln.line)
    return writer(deck)
