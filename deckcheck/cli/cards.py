"""`deckcheck cards`: look cards up in the database."""
from __future__ import annotations

from typing import Optional

import typer

from deckcheck.cli.common import CardsOpt, JsonOpt, console, fail, load_cards, lookup_card, print_json

app = typer.Typer(no_args_is_help=True, help="Look up cards: show one, search, list heroes.")

_FIELDS = (("title", "Printed name"), ("aliases", "Also spelled"), ("type", "Type"), ("cost", "Cost"), ("atk", "ATK"), ("damage", "Damage type"),
           ("health", "Health"), ("defense", "DEF"), ("strike_cost", "Strike cost"),
           ("faction", "Faction"), ("classes", "Class icons"), ("tags", "Tags"), ("talent", "Talent"),
           ("race", "Race"), ("char_class", "Class"), ("spec", "Talent spec"),
           ("professions", "Professions"), ("traits", "Traits"), ("hero_required", "Hero required"),
           ("reputation", "Reputation"), ("legal", "Legal in"))


def _fmt(value) -> str:
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value)
    return str(value)


@app.command("show")
def show(name: str = typer.Argument(..., help="Card name (any spelling; misspellings are suggested)."),
         cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Every fact and print of one card."""
    from rich.table import Table
    db = load_cards(cards)
    card, match = lookup_card(db, name, json_out)
    others = [c.name for c in db.namesakes(card) if c.name != card.name]
    if json_out:
        print_json({"query": name, "outcome": match.outcome.value, "score": match.score,
                    "card": card.as_dict(), "namesakes": others})
        return
    out = console()
    table = Table(title=card.name, show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    for key, label in _FIELDS:
        value = getattr(card, key)
        if value not in (None, (), frozenset()):
            table.add_row(label, _fmt(value))
    if card.deckbuilding:
        d = card.deckbuilding
        if d.unparsed:
            table.add_row("Deckbuilding", "present (details unknown in the source)")
        for clause in d.include:
            table.add_row("Deckbuilding +", ", ".join(f"{k}={v}" for k, v in clause))
        for clause in d.exclude:
            table.add_row("Deckbuilding -", ", ".join(f"{k}={v}" for k, v in clause))
    if card.unknown:
        table.add_row("Unknown", ", ".join(sorted(card.unknown)))
    prints = "; ".join(f"{p.set} #{p.number}" + (f" {p.rarity}" if p.rarity else "")
                       + (f" ({p.variant})" if p.variant else "") for p in card.prints)
    table.add_row("Prints", prints)
    if others:
        table.add_row("Same name", "; ".join(others) + " (another card; name it so in a deck file to mean it)")
    out.print(table)


@app.command("search")
def search(text: Optional[str] = typer.Argument(None, help="Text the name contains."),
           type_: Optional[str] = typer.Option(None, "--type", help="Ally, Ability, Equipment, Quest, Hero, ..."),
           klass: Optional[str] = typer.Option(None, "--class", help="Class icon or class (e.g. Warrior)."),
           faction: Optional[str] = typer.Option(None, "--faction", help="Alliance, Horde or neutral."),
           cost: Optional[int] = typer.Option(None, "--cost"),
           set_: Optional[str] = typer.Option(None, "--set", help="Set code or name (e.g. HoA)."),
           tag: Optional[str] = typer.Option(None, "--tag", help="Tag such as Unique, Unlimited, Talent, Instant."),
           race: Optional[str] = typer.Option(None, "--race"),
           limit: int = typer.Option(50, "--limit", help="Show at most this many (0 = all)."),
           cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Cards matching every filter given."""
    from rich.table import Table
    from deckcheck.wowtcg.db import Query
    db = load_cards(cards)
    if set_ and db.set_code(set_) is None:
        raise fail(f"--set: unknown set {set_!r}")
    found = db.search(Query(text=text, type=type_, klass=klass, faction=faction, cost=cost, set=set_,
                            tag=tag, race=race))
    shown = found if limit <= 0 else found[:limit]
    if json_out:
        print_json({"total": len(found), "cards": [c.as_dict() for c in shown]})
        return
    table = Table(title=f"{len(found)} card(s)" + (f", first {len(shown)}" if len(shown) < len(found) else ""),
                  title_justify="left")
    for col in ("Name", "Type", "Cost", "Faction", "Class", "Tags", "Sets"):
        table.add_column(col)
    for c in shown:
        table.add_row(c.name, c.type, _fmt(c.cost if c.cost is not None else ""), _fmt(c.faction) or "-",
                      _fmt(c.classes or c.char_class), _fmt(c.tags), _fmt(c.sets))
    console().print(table)


@app.command("heroes")
def heroes(klass: Optional[str] = typer.Option(None, "--class"), race: Optional[str] = typer.Option(None, "--race"),
           faction: Optional[str] = typer.Option(None, "--faction"), spec: Optional[str] = typer.Option(None, "--spec"),
           cards: Optional[list[str]] = CardsOpt, json_out: bool = JsonOpt) -> None:
    """Heroes and Master Heroes, filtered by class, race, faction or talent spec."""
    from rich.table import Table
    db = load_cards(cards)
    found = db.heroes(klass=klass, race=race, faction=faction, spec=spec)
    if json_out:
        print_json({"total": len(found), "heroes": [c.as_dict() for c in found]})
        return
    table = Table(title=f"{len(found)} hero(es)", title_justify="left")
    for col in ("Name", "Faction", "Race", "Class", "Spec", "Professions", "Health", "Sets"):
        table.add_column(col)
    for c in found:
        faction = "?" if "faction" in c.unknown else _fmt(c.faction) or "-"
        table.add_row(c.name, faction, c.race or "?", _fmt(c.char_class), c.spec or "?" if "spec" in c.unknown else c.spec or "-",
                      _fmt(c.professions), _fmt(c.health if c.health is not None else "?"), _fmt(c.sets))
    console().print(table)
