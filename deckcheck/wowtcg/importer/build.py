"""Turn the reference card data into the project's own feeds (facts only).

    python -m deckcheck.wowtcg.importer ../shared/reference/wowtcg [--cardcarp PATH] [--out data/wowtcg]

Reads every source (one module each: `tsv2012`, `tracker`, `csv2010`, `core`, `cardcarp`), applies the
reviewed `corrections`, merges one record per card name (`merge`: a precedence per field), lays the
cards out as set files (`sets`), writes the official Core list of 9 April 2013 to
data/formats/lists/, and prints the disagreement report. Facts no source states are `unknown`.
The output is deterministic: running it twice gives byte-identical files.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from deckcheck.cards.normalize import normalize_name
from deckcheck.wowtcg.importer import (cardcarp, core, corrections, csv2010, effects, keywords, merge, namesakes,
                                      review, sets, tracker, tsv2012)
from deckcheck.wowtcg.model import CLASSES, HERO_TYPES

DATA = Path(__file__).resolve().parents[3] / "data"
CORE_LIST = "core_2013-04-09.yaml"
_ARTICLE = re.compile(r"^(?:the|a|an) ")


class Pool:
    """Everything one import run produces."""

    def __init__(self) -> None:
        self.files: dict[str, str] = {}        # data/wowtcg/ relative path -> YAML text
        self.core_list: str = ""               # data/formats/lists/core_2013-04-09.yaml
        self.report = merge.Report()
        self.names: dict[str, set[str]] = {}   # source -> its normalised names (after alignment)
        self.facts: dict[str, dict] = {}       # normalised name -> the card's merged record
        self.texts: dict[str, tuple[str, str]] = {}    # card name -> (type, rules text): never written
        self.suggestions: dict[str, dict] = {}  # card name -> the effects record the text parser suggests
        self.reviews: Counter = Counter()      # effects records by review state


def default_cardcarp(ref: Path) -> Path | None:
    cand = ref.parent / "cardcarp"
    return cand if cand.is_dir() else None


def align(source: str, cards: dict[str, dict], known: set[str]) -> dict[str, dict]:
    """Re-key a source's records on the card names of the pool: its misspellings (corrections.NAMES,
    which also give the display name), and a leading article another source drops or keeps
    ("A Friend in Need" / "Friend in Need")."""
    fixed = corrections.renames(source)
    out: dict[str, dict] = {}
    for key, rec in cards.items():
        if key in fixed:
            rec = {**rec, "name": fixed[key]}
            key = normalize_name(fixed[key])
        key = rekey(key, known)
        out.setdefault(key, rec)
    return out


def rekey(key: str, known: set[str]) -> str:
    if key in known:
        return key
    bare = _ARTICLE.sub("", key)
    return next((c for c in (bare, f"the {bare}", f"a {bare}") if c in known), key)


def align_prints(source: str, rows: list, known: set[str]) -> list:
    fixed = corrections.renames(source)
    out = []
    for p in rows:
        if p.key in fixed:
            p = p._replace(key=normalize_name(fixed[p.key]), name=fixed[p.key])
        out.append(p._replace(key=rekey(p.key, known)))
    return out


def read_sources(ref: Path, cardcarp_path: Path | None) -> tuple[dict[str, dict[str, dict]], list, list, list, set]:
    rows = tsv2012.read_rows(ref / tsv2012.FILE)
    ids = tsv2012.identities(rows)
    tcards, tprints = tracker.read(ref)
    by_source = {"tsv": tsv2012.cards(rows, ids), "tracker": tracker.cards(tcards, tprints)}
    core_entries = core.read(ref / core.FILE)
    by_source["csv"] = csv2010.cards(csv2010.read_rows(ref / csv2010.FILE))
    if cardcarp_path is not None:
        by_source["cardcarp"] = cardcarp.read(cardcarp_path)
    tsv_prints = tsv2012.prints(rows, ids)
    tracker_prints = tracker.prints(tprints, {p.code for p in tsv_prints})
    # namesakes: the other sources name a card by its printed name; give each record to its card
    groups = tsv2012.namesakes(ids)
    later = namesakes.later_namesakes(core_entries, by_source["tsv"], groups, tracker_prints,
                                      {p.code for p in tsv_prints}, by_source["tracker"])
    tsv = {**by_source["tsv"], **later}     # the cards a record or print can be routed to
    raid = namesakes.raid_only(tsv_prints) | {k for k, r in later.items() if r.get("raid")}
    # the reference's entries one by one (two of one name can be two namesakes)
    by_source["core"] = namesakes.route_records(((normalize_name(e["name"]), e) for e in core_entries), groups,
                                                tsv, raid=raid)
    for source in ("tracker", "csv", "cardcarp"):
        if source in by_source:
            by_source[source] = namesakes.route_records(by_source[source].items(), groups, tsv,
                                                        by_text=source != "tracker", raid=raid)
    tracker_prints = namesakes.route_prints(tracker_prints, groups, tsv)
    # the export ticks every class on cards with no icon and on cards with every icon printed: the
    # tracker's record, listing all ten, says the icons are there (Bloodbane's Fall; the Core
    # reference prints them). Nine ticked before there were Death Knights stay no icon: nothing
    # prints those cards' icons, and nine would keep them from every Death Knight
    for key, ticked in tsv2012.every_class(rows, ids).items():
        rec = by_source["tracker"].get(key)
        if (len(ticked) == len(CLASSES) and key in by_source["tsv"] and rec
                and set(rec.get("classes") or ()) == set(ticked)):
            by_source["tsv"][key]["classes"] = ticked
    # the reference's cards as routed (under their cards' names) make the Core list
    return by_source, list(by_source["core"].values()), tsv_prints, tracker_prints, set(later)


def build_pool(ref: Path, cardcarp_path: Path | None = None, previous: dict[str, dict] | None = None,
               read: frozenset[str] = frozenset()) -> Pool:
    """The whole import; `previous`: the effects records of the data/ it rewrites (`review.previous`:
    what a person has read is kept), `read`: card names whose records are marked read now."""
    pool = Pool()
    effects.use_keywords(keywords.read(ref / keywords.FILE))    # keywords read as the CR's glossary defines them
    by_source, core_entries, tsv_prints, tracker_prints, later = read_sources(ref, cardcarp_path)
    by_source["tsv"] = align("tsv", by_source["tsv"], set())
    tsv_prints = align_prints("tsv", tsv_prints, set())
    known = set(by_source["tsv"])
    by_source["tracker"] = align("tracker", by_source["tracker"], known)
    tracker_prints = align_prints("tracker", tracker_prints, known)
    known |= set(by_source["tracker"]) | later
    for key, rec in by_source["tracker"].items():
        # heroes after the 2012 export have no talent spec: none of the 42 heroes of its last block
        # (Aftermath) prints one, and the tracker lists a spec where there is one (Baron Geddon, ...)
        if key not in by_source["tsv"] and rec["type"] in HERO_TYPES:
            rec["states"].add("spec")
    for source in ("core", "csv", "cardcarp"):
        if source in by_source:
            by_source[source] = align(source, by_source[source], known)
            # a name no print source has (a new spelling in a refreshed dataset) is reported, not guessed
            stray = sorted(by_source[source][k]["name"] for k in set(by_source[source]) - known)
            if stray:
                pool.report.notes.append(f"{source}: {len(stray)} names match no card of the 2012 export or "
                                         f"the tracker, left out (e.g. {', '.join(stray[:5])}); add their "
                                         "spelling to corrections.NAMES")
                for k in set(by_source[source]) - known:
                    del by_source[source][k]
    applied = []
    for source, cards in by_source.items():
        applied += corrections.apply(source, cards)
        pool.names[source] = set(cards)
    keys = sorted(set().union(*by_source.values()))
    facts = {}
    for key in keys:
        recs = {s: by_source[s][key] for s in merge.SOURCES if s in by_source and key in by_source[s]}
        facts[key] = merge.merge(key, recs, pool.report, pool.texts)
    pool.suggestions = {f["name"]: f["effects"] for f in facts.values() if "effects" in f}
    pool.reviews = review.apply(facts, previous or {}, read)
    pool.facts = facts
    _aliases(facts)
    # the raid-only cards again, by the keys the prints have after `align_prints` (the facts' keys)
    foreign = namesakes.foreign_legal(facts, by_source["tracker"], namesakes.raid_only(tsv_prints))
    # a card of the official Core list is legal somewhere: the tracker's "legal nowhere" is a gap
    # of its own (its Voidshrieker), and would keep every card of the set from its set's legality
    listed = _core_keys(core_entries, facts)
    gaps = [k for k in listed if facts[k].get("legal") == []]
    for key in gaps:
        namesakes.forget_legal(facts[key])
    filled = namesakes.fill_legal(facts, tsv_prints + tracker_prints, foreign + gaps)
    first_set: dict[str, str] = {}
    for p in tsv_prints:
        if p.first:
            first_set.setdefault(p.key, p.code)
    totals = pool.report.totals
    totals["cards"] = len(facts)
    titles = [f["title"] for f in facts.values() if f.get("title")]
    totals["cards that share their printed name with another (namesakes)"] = len(titles) + len(set(titles))
    totals["tracker records of another card of the same name (legality not taken)"] = len(foreign)
    totals["cards given the legality every card of their set has (no tracker record of their own)"] = len(filled)
    totals["Core list cards the tracker calls legal nowhere (legality taken from their set)"] = len(gaps)
    totals["corrections applied"] = len(applied)
    pool.files = sets.layout(facts, tsv_prints, tracker_prints, set(tracker.COVERED), first_set, totals)
    totals["cards with unknown faction"] = sum("faction" in f.get("unknown", ()) for f in facts.values())
    pool.core_list = _core_list(listed, facts, by_source["tracker"], pool.report)
    return pool


def _aliases(facts: dict[str, dict]) -> None:
    """Each card's other spellings in the public sources (corrections.NAMES: "Lu'ka the Wall" for
    Lu'ka de Wall), so that a deck written with either reads as the card without a guess; only the
    spellings `corrections.ALIASES` names (a plain typo is read with a warning)."""
    for table in corrections.NAMES.values():
        for spelling, (name, _) in table.items():
            key, other = normalize_name(name), normalize_name(spelling)
            if key in facts and spelling in corrections.ALIASES and other not in facts and other != key:
                rec = facts[key]
                rec["aliases"] = sorted(set(rec.get("aliases", ())) | {spelling}, key=str.lower)
                facts[key] = {f: rec[f] for f in merge.ORDER if f in rec}


def _core_keys(entries: list[dict], facts: dict[str, dict]) -> list[str]:
    """The keys of the official Core list's cards (every card of the reference) in the pool."""
    return [k for k in dict.fromkeys(align("core", {normalize_name(e["name"]): e for e in entries}, set(facts)))
            if k in facts]


def _core_list(keys: list[str], facts: dict[str, dict], tcards: dict[str, dict], report: merge.Report) -> str:
    """The official Core list (the cards of `keys`, from `_core_keys`), in the pool's spelling; and
    where the tracker's Core tags disagree with it (the official list wins for the Core format)."""
    listed = set(keys)
    names = sorted((facts[k]["name"] for k in keys), key=str.lower)
    tagged = {k for k, r in tcards.items() if "Core" in (r.get("legal") or ())}
    only_list = sorted(facts[k]["name"] for k in listed - tagged)
    only_tags = sorted(facts[k]["name"] for k in tagged - listed if k in facts)
    report.notes.append(f"Core list of {core.DATE} ({len(listed)} cards) vs the tracker's Core tags "
                        f"({len(tagged)} cards): the official list wins for --format core")
    report.notes.append(f"  in the list, not tagged Core by the tracker: {len(only_list)}"
                        + (f" (e.g. {', '.join(only_list[:3])})" if only_list else ""))
    report.notes.append(f"  tagged Core by the tracker, not in the list: {len(only_tags)}"
                        + (f" (e.g. {', '.join(only_tags[:3])})" if only_tags else ""))
    report.totals["core list cards"] = len(listed)
    report.totals["core list vs tracker tags: only in list"] = len(only_list)
    report.totals["core list vs tracker tags: only tagged"] = len(only_tags)
    doc = {"name": "core", "date": core.DATE,
           "source": f"{core.TITLE} (Cryptozoic; cryptozoic_core_reference_2013-04-09.pdf, read from its text "
                     f"by deckcheck.wowtcg.importer.core)",
           "cards": names}
    return ("# The official Core legality list: every card of Cryptozoic's Core card reference.\n"
            "# Written by `python -m deckcheck.wowtcg.importer`; edit the importer, not this file.\n"
            + sets.dump(doc))


def build(ref: Path, cardcarp_path: Path | None = None) -> dict[str, str]:
    """Return {relative file name: YAML text} for the whole pool (data/wowtcg/)."""
    return build_pool(ref, cardcarp_path if cardcarp_path is not None else default_cardcarp(ref),
                      review.previous(DATA / "wowtcg" / "sets")).files


def write(pool: Pool, out: Path, lists: Path) -> None:
    sets_dir = out / "sets"
    sets_dir.mkdir(parents=True, exist_ok=True)
    for old in sets_dir.glob("*.yaml"):
        if f"sets/{old.name}" not in pool.files:
            old.unlink()
    for rel, text in pool.files.items():
        (out / rel).write_text(text, encoding="utf-8")
    lists.mkdir(parents=True, exist_ok=True)
    (lists / CORE_LIST).write_text(pool.core_list, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m deckcheck.wowtcg.importer", description=__doc__.split("\n")[0])
    ap.add_argument("reference", type=Path, help="folder with the WoW TCG reference files")
    ap.add_argument("--cardcarp", type=Path, default=None,
                    help="a checkout of the cardcarp/wow dataset (default: ../cardcarp beside the reference)")
    ap.add_argument("--out", type=Path, default=DATA / "wowtcg")
    ap.add_argument("--lists", type=Path, default=DATA / "formats" / "lists")
    args = ap.parse_args(argv)
    carp = args.cardcarp if args.cardcarp is not None else default_cardcarp(args.reference)
    try:
        pool = build_pool(args.reference, carp, review.previous(args.out / "sets"))
    except (OSError, KeyError, ValueError) as exc:
        print(f"error: {args.reference}: {exc}", file=sys.stderr)
        return 2
    write(pool, args.out, args.lists)
    for line in pool.report.lines():
        print(line)
    print("effects records by review state: " + ", ".join(f"{s} {pool.reviews[s]}" for s in review.STATES))
    print(f"wrote {len(pool.files)} set files to {args.out} and {CORE_LIST} to {args.lists}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
