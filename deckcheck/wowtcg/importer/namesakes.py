"""Cards that share a printed name (namesakes): the other sources' records and prints go to the right one.

The 2012 export tells namesakes apart (`tsv2012.identities`: the Warlock's and the Death Knight's
Death Coil are two cards; the second is named "Death Coil (DKS)"). The other sources key their
records by the printed name alone, so a record or print under a shared name goes to the namesake
it describes: the same type first; then, for a record with legality tags (the tracker's), a card of
a player's deck for a record legal somewhere and a raid or dungeon deck's own card for one legal
nowhere; then the same class icons, the same cost, the closest text.

The tracker keeps one record per printed name, so a namesake it has no record for (the Warlock's
Death Coil, the Scourgewar Living Bomb) would have no legality at all: `fill_legal` gives it the
tags the tracker gives every card of a set it was printed in.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from deckcheck.cards.normalize import normalize_name
from deckcheck.wowtcg.importer.records import PrintRow
from deckcheck.wowtcg.model import HERO_TYPES

RAID = "Raid and Dungeon"


def _score(rec: dict, text: str, cand: dict, raid: bool) -> tuple:
    from rapidfuzz import fuzz

    from deckcheck.wowtcg.importer.tsv2012 import comparable
    return (rec.get("type") == cand.get("type") if rec.get("type") else 0,
            bool(rec["legal"]) != raid if "legal" in rec else 0,
            set(rec["classes"]) == set(cand.get("classes") or ()) if "classes" in rec else 0,
            rec.get("cost") == cand.get("cost") if "cost" in rec else 0,
            fuzz.ratio(comparable(text), comparable(cand.get("text") or "")) if text else 0)


def raid_only(prints: Iterable[PrintRow]) -> frozenset[str]:
    """The keys of the cards printed only in raid and dungeon products."""
    blocks: dict[str, set[str]] = defaultdict(set)
    for p in prints:
        blocks[p.key].add(p.block)
    return frozenset(k for k, b in blocks.items() if b == {RAID})


def best(group: list[str], tsv: dict[str, dict], rec: dict, text: str, raid: frozenset[str] = frozenset()) -> str:
    """The key of the namesake in `group` that `rec` (with its rules `text`) describes; the first
    (the one with the plain name) when nothing tells them apart. `raid`: the raid-only cards' keys."""
    scored = [(_score(rec, text, tsv[k], k in raid), -i, k) for i, k in enumerate(group) if k in tsv]
    return max(scored)[2] if scored else group[0]


def route_records(cards: Iterable[tuple[str, dict]], groups: dict[str, list[str]], tsv: dict[str, dict], *,
                  by_text: bool = True, raid: frozenset[str] = frozenset()) -> dict[str, dict]:
    """A source's (key, record) pairs, re-keyed so a record under a shared name sits under its
    namesake's key (and takes that card's name and title); two records of one name may be two
    namesakes (the Core reference's Edwin VanCleef, the ally and the Timewalkers hero).
    `by_text=False` for a source whose one record per name joins the texts of every print of that
    name (the tracker): the text can't tell them apart."""
    out: dict[str, dict] = {}
    for key, rec in cards:
        group = groups.get(key)
        if group:
            key = best(group, tsv, rec, rec.get("text") or "" if by_text else "", raid)
            rec = {**rec, "name": tsv[key]["name"]}
            if "title" in tsv[key]:
                rec["title"] = tsv[key]["title"]
        out.setdefault(key, rec)
    return out


#: a hero's text and the reference's, at least this alike (rapidfuzz ratio) when they are one card:
#: the same hero's run 54-100 (layout and wording), another card's of the name 36-37 (the Black
#: Temple raid's Teron Gorefiend, the Icecrown raid's The Lich King beside the Timewalkers heroes)
SAME_HERO_TEXT = 50


def _describes(entry: dict, card: dict) -> bool:
    """The reference's `entry` is this card of the export: no type to tell, or the same type and
    then, for a hero, alike texts (health won't do: the export's Rawrbrgle has 32, the reference's
    30); for any other card, the same class icons or the same cost."""
    from rapidfuzz import fuzz

    from deckcheck.wowtcg.importer.tsv2012 import comparable
    if not card.get("type"):
        return True
    if entry["type"] != card["type"]:
        return False
    if entry["type"] in HERO_TYPES:
        mine, theirs = comparable(entry.get("text") or ""), comparable(card.get("text") or "")
        return not (mine and theirs) or fuzz.ratio(mine, theirs) >= SAME_HERO_TEXT
    return set(entry.get("classes") or ()) == set(card.get("classes") or ()) or entry.get("cost") == card.get("cost")


def later_namesakes(entries: list[dict], tsv: dict[str, dict], groups: dict[str, list[str]],
                    prints: list[PrintRow], export_sets: set[str], tracker: dict[str, dict]) -> dict[str, dict]:
    """Namesakes the 2012 export never printed (their sets came after it): a Core reference card
    that is none of the cards of its name the export has (`_describes`), and that the tracker
    prints, with text nearer the reference's than any of theirs, in a set the export does not hold:
    the Timewalkers hero Lady Vashj beside the Servants of the Betrayer ally, the Timewalkers Teron
    Gorefiend beside the Black Temple raid's, a third The Lich King beside the Icecrown Master Hero
    and the raid's; the Betrayal of the Guardian Shaman ability Magma Blast beside the Molten Core
    raid card. A name the export lacks but the tracker prints both in a raid and elsewhere is two
    cards too when the tracker's one record of it is legal nowhere, so the raid's (its Archimonde
    the Defiler is the Caverns of Time raid's and the Timewalkers hero; its Peroth'arn, legal
    somewhere, is the War of the Ancients ally, and stays one card): the raid's keeps the name, and
    is returned as well (with "raid": True, the type of the tracker's record and its printed text)
    as a namesake to route to. Each later card is "Name (SET)" with the printed name as its title:
    `groups` gains it, and the returned records (key -> name, title, type, classes, cost, text)
    join the export's as the namesakes to route to."""
    from rapidfuzz import fuzz

    from deckcheck.wowtcg.importer.tsv2012 import comparable
    by_key: dict[str, list[PrintRow]] = defaultdict(list)
    for p in prints:
        by_key[p.key].append(p)
    out: dict[str, dict] = {}
    for e in entries:
        key = normalize_name(e["name"])
        if not e.get("type"):
            continue
        members = [k for k in groups.get(key) or [key] if k in tsv]
        raid_card = None
        if members:
            if any(_describes(e, tsv[k]) for k in members):
                continue
            name = tsv[members[0]].get("title") or tsv[members[0]]["name"]
            theirs = [comparable(tsv[k].get("text") or "") for k in members]
        else:       # only the tracker prints the name: a raid's card and, maybe, this one
            raids = [p for p in by_key[key] if p.block == RAID]
            record = tracker.get(key) or {}
            if not raids or key in out or len(raids) == len(by_key[key]) or record.get("legal") != []:
                continue
            raid_card = {"name": raids[0].name, "raid": True, "type": record.get("type"), "text": raids[0].text}
            name, theirs = raids[0].name, [comparable(raids[0].text)]
        text = comparable(e.get("text") or "")
        mine = []
        for p in by_key[key]:
            printed = comparable(p.text)
            if p.code not in export_sets and all(fuzz.ratio(printed, text) > fuzz.ratio(printed, t) for t in theirs):
                mine.append(p)
        if not mine:
            continue
        qual = f"{name} ({mine[0].code})"
        new = normalize_name(qual)
        if new in tsv or new in out:
            continue
        out[new] = {"name": qual, "title": name, "type": e["type"], "classes": e.get("classes") or [],
                    "cost": e.get("cost"), "text": e.get("text") or ""}
        if raid_card is not None:
            out[key] = raid_card
        groups[key] = [*(groups.get(key) or [key]), new]
    return out


def route_prints(rows: list[PrintRow], groups: dict[str, list[str]], tsv: dict[str, dict]) -> list[PrintRow]:
    """Prints under a shared name, each given to the namesake its printed text describes."""
    out = []
    for p in rows:
        group = groups.get(p.key)
        if group:
            key = best(group, tsv, {}, p.text)
            p = p._replace(key=key, name=tsv[key]["name"])
        out.append(p)
    return out


def foreign_legal(facts: dict[str, dict], tracker: dict[str, dict], raid: frozenset[str]) -> list[str]:
    """The cards whose tracker record is another card of the same name, one the 2012 export lacks:
    a record of another type that is legal nowhere (the tracker's Doom is the Caverns of Time raid
    ability, ours the Icecrown ally; its A Break in the Action the Arena Grand Melee event, ours the
    Fires of Outland ability). Their "legal nowhere" is not theirs: the legality becomes unknown
    (then `fill_legal`). A raid or dungeon deck's own card keeps it."""
    out = []
    for key, f in facts.items():
        rec = tracker.get(key)
        if (rec and f.get("legal") == [] and rec.get("type") and f.get("type")
                and rec["type"] != f["type"] and key not in raid):
            forget_legal(f)
            out.append(key)
    return out


def forget_legal(f: dict) -> None:
    """A card's legality becomes unknown (for `fill_legal` to give it its set's)."""
    del f["legal"]
    f["unknown"] = sorted({*f.get("unknown", ()), "legal"})


def fill_legal(facts: dict[str, dict], prints: Iterable[PrintRow], keys: Iterable[str] = ()) -> list[str]:
    """Give each namesake (and each of `keys`) with no legality of its own (no tracker record, or
    another card's) the legality tags that the tracker gives every card, with a record, printed in
    one of its sets: the Warlock's Death Coil (FoO) is Classic if every FoO card the tracker lists
    is. A set with one card the tracker leaves out of a format gives nothing for it (the card stays
    "cannot verify"). Returns the names given tags."""
    sets_of: dict[str, set[str]] = defaultdict(set)
    for p in prints:
        sets_of[p.key].add(p.code)
    cards_in: Counter[str] = Counter()
    tagged: dict[str, Counter[str]] = defaultdict(Counter)
    for key, f in facts.items():
        if "legal" in f:
            for code in sets_of[key]:
                cards_in[code] += 1
                tagged[code].update(f["legal"])
    titled = [k for k, f in facts.items() if f.get("title")]
    filled = []
    for key in dict.fromkeys(titled + [normalize_name(facts[k]["title"]) for k in titled] + list(keys)):
        f = facts.get(key)
        if f is None or "legal" in f:
            continue
        tags = {t for code in sets_of[key] for t, n in tagged[code].items() if n == cards_in[code]}
        if tags:
            f["legal"] = sorted(tags)
            f["unknown"] = [u for u in f.get("unknown", ()) if u != "legal"]
            if not f["unknown"]:
                del f["unknown"]
            filled.append(f["name"])
    return sorted(filled)
