"""Write `data/formats/*.yaml`: each format's definition and its dated ban lists, with their source.

    python -m deckcheck.wowtcg.importer.formats ../shared/reference

Sources of the bans (facts, each entry names the card, the list, its date and where it was stated):
- the community dataset's format files (`cardcarp/format/classic.yml`, `contemporary.yml`), banned
  cards as oracle ids `<name-slug>-<set-slug>-<number>`; the commit they were read at comes from
  `cardcarp/MANIFEST.tsv`. The files carry no date, so their entries are undated;
- the public statements listed in `cardcarp/SOURCE.md` (`STATEMENTS` below: list, date, address).

An oracle id is matched to a card of `data/wowtcg` by its name slug and confirmed by the collector
number of one of that card's prints; a statement's names are matched exactly or after
normalisation, never by a fuzzy score. Anything that does not match stops the run with a message:
a ban list that silently lost a card would pass decks it should refuse.
"""
from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from pathlib import Path

import yaml

from deckcheck import paths
from deckcheck.cards.lookup import Outcome
from deckcheck.yamlsafe import load_yaml_file
from deckcheck.errors import InputError

#: Every format, in file order. `legality` is the tracker's per-card tag; `card_list` a file under
#: data/formats/lists/; `bans` the cardcarp file whose `oracle_ban` is read (None: no ban list).
FORMATS = {
    "constructed": dict(comment="Constructed play, CR 100.1-100.4: every card in the pool is allowed.",
                        title="Constructed", kind="constructed", min_main=60, copy_limit=4, side_size=10),
    "limited": dict(comment="Limited play (sealed, draft), CR 100.1, 100.3, 100.4: a 30-card deck from your "
                            "pool; the side deck is the rest of the pool.",
                    title="Limited", kind="limited", min_main=30),
    "classic": dict(comment="Classic Constructed: every set (cardcarp set_allow '*'); cards the tracker marks "
                            "legal in Classic; the community's ban lists.",
                    title="Classic", kind="constructed", min_main=60, copy_limit=4, side_size=10,
                    legality="Classic", bans="classic"),
    "contemporary": dict(comment="Contemporary Constructed: cardcarp allows regulations 5-9, which the card data "
                                 "does not carry; the tracker's per-card Contemporary tag stands for them. "
                                 "Bans: Cryptozoic's and the community's.",
                         title="Contemporary", kind="constructed", min_main=60, copy_limit=4, side_size=10,
                         legality="Contemporary", bans="contemporary"),
    "core": dict(comment="Core Constructed: the cards of Cryptozoic's official Core list of 2013-04-09 (it wins "
                         "over the tracker's Core tags; the importer reports where they disagree), and those of "
                         "Reign of Fire, released after it (the list names none of them), that the tracker tags Core.",
                 title="Core", kind="constructed", min_main=60, copy_limit=4, side_size=10,
                 card_list="lists/core_2013-04-09.yaml", later_sets=["RoF"], later_legality="Core"),
    "block": dict(comment="Block Constructed: cards the tracker marks legal in Block; no ban list is stated.",
                  title="Block", kind="constructed", min_main=60, copy_limit=4, side_size=10, legality="Block"),
}

REBORN_2019_02 = ("WoW TCG Reborn Classic banlist", "2019-02-21",
                  "https://www.wowtcgreborn.com/articles/2019/2/20/wow-tcg-banned-and-restricted-announcement")
REBORN_2019_09 = ("WoW TCG Reborn banlist announcement", "2019-09-06",
                  "https://www.wowtcgreborn.com/articles/2019/9/6/september-6-2019-wow-tcg-banlist-announcement")
CRYPTOZOIC_CONTEMPORARY = ("Cryptozoic's removal from Contemporary", None,
                           "https://www.rage.com.my/wow-tcg-card-bans-ouch/")

#: The public statements (cardcarp/SOURCE.md): format -> [(list, date, source, [card names])].
#: Reborn's September 2019 bans are listed there as an addition to Classic; cardcarp's contemporary.yml
#: bans the same two cards, so they are entered for both formats.
STATEMENTS = {
    "classic": [
        (*REBORN_2019_02, ["Anub'arak the Traitor King", "Aquatic Form", "Blizzard", "Envoy of Mortality",
                           "Hesriana", "Unending Breath", "Winter Veil Disguise Kit"]),
        (*REBORN_2019_09, ["Legacy of the Horde", "The Last Relic of Argus"]),
    ],
    "contemporary": [
        (*REBORN_2019_09, ["Legacy of the Horde", "The Last Relic of Argus"]),
        (*CRYPTOZOIC_CONTEMPORARY, ["Sava'gin the Reckless", "Bottled Light", "Etched Dragonbone Girdle"]),
    ],
}


def slug(name: str) -> str:
    """cardcarp's id form of a name: lower-case ASCII, apostrophes dropped, other runs -> '-'."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"['\"`]", "", text)
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def _manifest_commit(cardcarp: Path, rel: str) -> str:
    for row in (cardcarp / "MANIFEST.tsv").read_text(encoding="utf-8").splitlines():
        cols = row.split("\t")
        if cols and cols[0] == rel and len(cols) > 2:
            return cols[2]
    raise InputError("not listed in MANIFEST.tsv", path=str(cardcarp / rel))


def oracle_card(oracle_id: str, by_slug: dict, where: str) -> str:
    """The card an oracle id names: the longest name slug it starts with, confirmed by print number."""
    parts = oracle_id.split("-")
    number = parts[-1].lstrip("0") or "0"
    for k in range(len(parts) - 2, 0, -1):
        cards = by_slug.get("-".join(parts[:k]), ())
        hits = [c for c in cards if any(p.number.lstrip("0") == number for p in c.prints)]
        if len(hits) == 1:
            return hits[0].name
        if len(hits) > 1:
            raise InputError(f"oracle {oracle_id} could be any of {', '.join(c.name for c in hits)}", path=where)
    raise InputError(f"oracle {oracle_id} matches no card of data/wowtcg", path=where)


def statement_card(name: str, db, where: str) -> str:
    match = db.resolve(name)
    if match.outcome not in (Outcome.EXACT, Outcome.NORMALISED):
        raise InputError(f"ban statement names {name!r}, which is not a card of data/wowtcg "
                         f"({match.describe()})", path=where)
    return match.name


def ban_entries(fmt: str, reference: Path, db) -> list[dict]:
    """Every ban statement for `fmt`, one entry per card and list, sorted by card then date."""
    entries: list[dict] = []
    cardcarp = reference / "cardcarp"
    rel = f"format/{fmt}.yml"
    doc = load_yaml_file(cardcarp / rel)
    commit = _manifest_commit(cardcarp, rel)
    by_slug: dict[str, list] = {}
    for c in db:
        by_slug.setdefault(slug(c.name), []).append(c)
    for oracle_id in doc.get("oracle_ban") or ():
        entries.append({"card": oracle_card(oracle_id, by_slug, str(cardcarp / rel)),
                        "list": f"cardcarp/wow {fmt} ban list", "date": None,
                        "source": f"cardcarp/wow@{commit[:7]} data/{rel} ({oracle_id})"})
    for list_name, date, source, names in STATEMENTS.get(fmt, ()):
        for name in names:
            entries.append({"card": statement_card(name, db, source), "list": list_name, "date": date,
                            "source": source})
    entries.sort(key=lambda e: (e["card"].lower(), e["date"] is None, e["date"] or "", e["list"]))
    return entries


def format_docs(reference: Path, db) -> dict[str, tuple[str, dict]]:
    """name -> (comment, document) for every format file."""
    out = {}
    for name, spec in FORMATS.items():
        spec = dict(spec)
        comment = spec.pop("comment")
        bans = spec.pop("bans", None)
        doc = {"name": name, **spec}
        if name not in ("constructed", "limited"):
            doc["banned"] = ban_entries(bans, reference, db) if bans else []
        out[name] = (comment, doc)
    return out


def core_disagreements(out_dir: Path, db) -> tuple[list[str], list[str]]:
    """(cards on the official Core list the tracker does not tag Core, cards tagged Core that are
    neither on the list nor of a set released after it): the list wins."""
    from deckcheck.wowtcg.rules.formats import load_card_list
    listed = load_card_list(out_dir / FORMATS["core"]["card_list"])
    on_list = sorted(c.name for c in db if c.name in listed and "Core" not in c.legal)
    later = frozenset(FORMATS["core"]["later_sets"])
    tagged = sorted(c.name for c in db if "Core" in c.legal and c.name not in listed and not later.intersection(c.sets))
    return on_list, tagged


def write_formats(reference: Path, out_dir: Path, db) -> dict[str, int]:
    """Write every format file (whole files, atomically); returns bans per format."""
    out_dir.mkdir(parents=True, exist_ok=True)
    counts = {}
    for name, (comment, doc) in format_docs(reference, db).items():
        text = (f"# {comment}\n# Written by `python -m deckcheck.wowtcg.importer.formats`; edit the module, "
                "not this file.\n" + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=120))
        path = out_dir / f"{name}.yaml"
        tmp = path.with_suffix(".yaml.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        counts[name] = len({e["card"] for e in doc.get("banned", ())})
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m deckcheck.wowtcg.importer.formats", description=__doc__.split("\n")[0])
    ap.add_argument("reference", type=Path, help="the reference folder holding cardcarp/ (../shared/reference)")
    ap.add_argument("--out", type=Path, default=paths.DATA_DIR / "formats")
    args = ap.parse_args(argv)
    from deckcheck.wowtcg.feeds import load_db
    try:
        counts = write_formats(args.reference, args.out, load_db())
    except (InputError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for name, n in counts.items():
        print(f"{name}: {n} banned card(s)")
    on_list, tagged = core_disagreements(args.out, load_db())
    print(f"core: the official list of 2013-04-09 wins over the tracker's Core tags: {len(on_list)} listed "
          f"card(s) not tagged Core (e.g. {', '.join(on_list[:3])}); {len(tagged)} tagged Core but not listed "
          f"(e.g. {', '.join(tagged[:3])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
