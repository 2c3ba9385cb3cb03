"""Merge the sources' records into one record per card, with a documented precedence per field.

For each field the first source in its `PRECEDENCE` row that states it gives the value; a field no
source states (and that the card's type carries) is listed in `unknown`. Where another source
states a different value, the disagreement is counted for the report. Four exceptions, each for a
fault of the first source: for class icons the next two sources outvote the first when they agree
(`OUTVOTED`); an ally or ability another source prints as an ability ally is one (`REFINED`); a
Deckbuilding paragraph the first leaves out comes from the next that prints it (`NONE_LOSES`); a
reputation none of the texts names comes from the 2010 list's own column. Sources:

- ``tsv``: the 2012 TCG Browser export: the fullest record of the sets up to Tomb of the Forgotten.
- ``core``: Cryptozoic's Core card reference of 9 April 2013: official, for the 1,568 Core-legal cards
  (it is first for nothing the export states, so a reprint keeps the export's facts; it leads for the
  2012-2013 cards the export lacks).
- ``tracker``: the WoW TCG Tracker: every card through 2013; type, cost, class icons, legality.
- ``csv``: the 2010 card list: a fallback and a witness for the sets up to Wrathgate.
- ``cardcarp``: the community oracles: facts for cards the others leave without (Reign of Fire,
  raid decks, treasures, Arena), last because the dataset is still being filled in.

The goldfish effects record is suggested from the text of the first source in the ``text`` row
(`deckcheck.wowtcg.importer.review` then keeps what a person has read or corrected).
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict

from deckcheck.wowtcg.importer.effects import suggest
from deckcheck.wowtcg.importer.records import RESTRICTIONS
from deckcheck.wowtcg.importer.restrictions import damage_dealt
from deckcheck.wowtcg.model import HERO_TYPES

SOURCES = ("tsv", "core", "tracker", "csv", "cardcarp")
LABELS = {"tsv": "2012 TCG Browser export", "core": "Core reference 2013-04-09", "tracker": "WoW TCG Tracker",
          "csv": "2010 card list", "cardcarp": "cardcarp oracles"}
PRECEDENCE: dict[str, tuple[str, ...]] = {
    "name": ("tsv", "tracker", "core", "csv", "cardcarp"),
    "type": ("tsv", "tracker", "core", "cardcarp", "csv"),
    "cost": ("tsv", "core", "tracker", "csv", "cardcarp"),
    "atk": ("tsv", "core", "csv", "cardcarp"),           # with its damage type
    "health": ("tsv", "core", "csv", "cardcarp"),
    "defense": ("tsv", "core", "csv"),
    "strike_cost": ("tsv", "core", "csv"),
    "faction": ("tsv", "core", "csv", "cardcarp"),
    "classes": ("tsv", "core", "tracker", "csv", "cardcarp"),
    "tags": ("tsv", "core", "tracker"),     # + SUPPLEMENT (the tracker's: only a non-ally, non-hero card's types)
    "traits": ("tsv", "core", "tracker", "cardcarp"),   # + SUPPLEMENT
    "race": ("tsv", "core", "tracker", "csv", "cardcarp"),
    "class": ("tsv", "core", "tracker", "csv", "cardcarp"),
    "spec": ("tsv", "tracker", "csv"),
    "professions": ("tsv", "csv"),
    "restrictions": ("tsv", "core", "tracker", "cardcarp"),   # talent, hero_required, reputation
    "deckbuilding": ("tsv", "core", "tracker"),
    "legal": ("tracker",),
    "text": ("tsv", "core", "tracker", "cardcarp"),
}
#: Tags and traits that decide deck rules, which the Core reference adds where the winner lacks them
#: (the export misses some Monster and "Name (1)" tags the reference prints on the type line).
SUPPLEMENT = {"tags": re.compile(r"Monster|Unique|Unlimited|Instant|Talent|[A-Z][^()]* \(\d\)"),
              "traits": re.compile(r"Monster|Traitor|Scourge")}
GROUPS = {"atk": ("atk", "damage"), "restrictions": RESTRICTIONS}
#: Fields where a source that states nothing loses to one that states something: the 2012 export
#: leaves out four Monster heroes' Deckbuilding paragraph that the Core reference prints.
NONE_LOSES = {"deckbuilding"}
#: Fields where a source stating an empty list loses to one stating some: the 2012 export gives no type-line tags
#: for some abilities the tracker types (Throne of the Tides' Blessing of Resolution: Protection, Blessing).
EMPTY_LOSES = {"tags"}
#: Sources that only fill a field no other source states (their form differs: the tracker types "Item" where the
#: export prints "Item, Trinket (2)"), left out of the disagreement report unless they won.
FALLBACK = {"tags": ("tracker",)}
#: Fields where the next two sources, agreeing, outvote the first: the 2012 export swaps the Mage
#: icon between fourteen Tomb of the Forgotten equipment cards (the Core reference and the tracker agree).
OUTVOTED = {"classes"}
#: Types a later source refines: the 2012 export calls some Totems "Ally" and some "Ability"; the
#: Core reference prints "Ability Ally—Totem" (CR 305.3a: Totems are ability allies, both in all zones).
REFINED = {"Ability Ally": frozenset({"Ally", "Ability"})}
#: The feed's field order.
ORDER = ("name", "title", "aliases", "type", "cost", "atk", "damage", "health", "defense", "strike_cost", "faction",
         "classes", "tags", "talent", "race", "class", "spec", "professions", "traits", "hero_required", "reputation",
         "deals", "deckbuilding", "effects", "legal", "unknown")
SET_LIKE = {"faction", "classes", "tags", "class", "professions", "traits", "hero_required"}


def applies(field: str, ctype: str | None) -> bool:
    """Whether a card of this type carries the fact (so that no source stating it makes it unknown)."""
    if field in ("faction", "legal"):
        return True
    if field in ("classes", "tags", "cost"):
        return ctype not in HERO_TYPES or (field == "cost" and ctype == "Master Hero")
    if field in ("atk", "health"):
        return ctype in ("Ally", "Ability Ally") or (field == "health" and ctype in HERO_TYPES)
    if field in ("spec", "professions", "race"):
        return ctype in HERO_TYPES or (field == "race" and ctype in ("Ally", "Ability Ally"))
    return False


def _value(rec: dict, field: str) -> tuple:
    out = []
    for f in GROUPS.get(field, (field,)):
        v = rec.get(f)
        if f in SET_LIKE:
            v = tuple(sorted(v or ()))
        elif v in ([], ""):
            v = None
        out.append(v)
    return tuple(out)


class Report:
    """Per field: the cards where sources disagree, which source won, a few examples."""

    def __init__(self) -> None:
        self.cards: dict[str, int] = Counter()
        self.won: dict[str, Counter] = defaultdict(Counter)
        self.examples: dict[str, list[str]] = defaultdict(list)
        self.notes: list[str] = []
        self.totals: dict[str, int] = {}

    def add(self, field: str, name: str, winner: str, values: dict[str, tuple]) -> None:
        self.cards[field] += 1
        self.won[field][winner] += 1
        if len(self.examples[field]) < 3:
            shown = ", ".join(f"{s} {_show(v)}" for s, v in values.items())
            self.examples[field].append(f"{name}: {shown}")

    def summary(self) -> dict[str, int]:
        """The figures a test pins: cards per field in disagreement, and the run's totals."""
        return {**{f"disagree {f}": self.cards[f] for f in PRECEDENCE if self.cards.get(f)}, **self.totals}

    def lines(self) -> list[str]:
        out = ["disagreements (field: cards; source that won; examples):"]
        for field in PRECEDENCE:
            if self.cards.get(field):
                won = ", ".join(f"{s} {n}" for s, n in self.won[field].most_common())
                out.append(f"  {field}: {self.cards[field]} cards; won: {won}")
                out += [f"    e.g. {e}" for e in self.examples[field]]
        out += self.notes
        out += [f"{k}: {v}" for k, v in self.totals.items()]
        return out


def _show(v: tuple) -> str:
    parts = ["/".join(x) if isinstance(x, tuple) else ("-" if x is None else str(x)) for x in v]
    return " ".join(p or "-" for p in parts)


def merge(key: str, recs: dict[str, dict], report: Report, texts: dict | None = None) -> dict:
    """One card's record from the sources' records of it (`recs`: source -> record); `texts`, when
    given, receives {card name: (type, rules text)} (the text is never stored)."""
    out: dict = {}
    unknown: list[str] = []

    def winner(field: str) -> str | None:
        stating = [s for s in PRECEDENCE[field] if s in recs and field in recs[s]["states"]]
        if field in NONE_LOSES:     # a paragraph the first source dropped (or lost the icons of) is not "none"
            stating = ([s for s in stating if recs[s].get(field) and not recs[s][field].get("unparsed")]
                       or [s for s in stating if recs[s].get(field)] or stating)
        if field in EMPTY_LOSES:
            stating = [s for s in stating if recs[s].get(field)] or stating
        if field in OUTVOTED and len(stating) >= 3:
            first, *rest = (_value(recs[s], field) for s in stating[:3])
            if rest[0] == rest[1] != first and ((),) not in (first, rest[0]):   # (icons, not none against some)
                return stating[1]   # the next two sources agree against the first
        if field == "type" and stating:
            first = recs[stating[0]].get("type")
            finer = next((s for s in stating[1:] if first in REFINED.get(recs[s].get("type"), ())), None)
            if finer:
                return finer
        return stating[0] if stating else None

    name_src = winner("name")
    out["name"] = recs[name_src]["name"] if name_src else next(iter(recs.values()))["name"]
    title = next((r["title"] for r in recs.values() if r.get("title")), None)
    if title:
        out["title"] = title        # a namesake's printed name (its name carries its set)
    type_src = winner("type")
    ctype = recs[type_src]["type"] if type_src else None
    if ctype:
        out["type"] = ctype
    for field in PRECEDENCE:
        if field in ("name", "text"):
            continue
        src = winner(field)
        if src is None:
            if applies(field, ctype):
                unknown.append(field)
            continue
        for f in GROUPS.get(field, (field,)):
            if recs[src].get(f) not in (None, [], ""):
                out[f] = recs[src][f]
        if field in SUPPLEMENT and src != "core" and field in recs.get("core", {}).get("states", ()):
            extra = [t for t in recs["core"].get(field) or [] if SUPPLEMENT[field].fullmatch(t)
                     and t not in (out.get(field) or [])]
            if extra:
                out[field] = list(out.get(field) or []) + extra
        if field == "type":
            continue
        mine = _value(out, field) if field in SUPPLEMENT else _value(recs[src], field)
        others = {s: _value(recs[s], field) for s in PRECEDENCE[field]
                  if s != src and s in recs and field in recs[s]["states"] and s not in FALLBACK.get(field, ())}
        differ = {s: v for s, v in others.items() if v != mine}
        if differ:
            report.add(field, out["name"], src, {src: mine, **differ})
    text_src = winner("text")
    text = recs[text_src].get("text", "") if text_src else ""
    if ctype in ("Ability", "Ability Ally") and text:
        deals = list(damage_dealt(text))
        if deals:
            out["deals"] = deals
    if ctype and text:
        out["effects"] = suggest(text, ctype)
        if texts is not None:
            texts[out["name"]] = (ctype, text)
    if ctype is None:
        unknown.append("type")
    if unknown:
        out["unknown"] = sorted(set(unknown) - {"type"})
        if not out["unknown"]:
            del out["unknown"]
    if not out.get("reputation") and recs.get("csv", {}).get("reputation") and ctype != "Hero":
        out["reputation"] = recs["csv"]["reputation"]   # the 2010 CSV's column: Zaistor the Vigilant
    if "legal" in recs.get("tracker", {}).get("states", ()):
        out["legal"] = list(recs["tracker"].get("legal") or [])
    return {f: out[f] for f in ORDER if f in out}
