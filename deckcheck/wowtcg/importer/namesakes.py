"""Cards that share a printed name (namesakes): the other sources' records and prints go to the right one.

The 2012 export tells namesakes apart (`tsv2012.identities`: the Warlock's and the Death Knight's
Death Coil are two cards; the second is named "Death Coil (DKS)"). The other sources key their
records by the printed name alone, so a record or print under a shared name goes to the namesake
it describes: the same type first, then the same cost, then the closest text.
"""
from __future__ import annotations

from deckcheck.wowtcg.importer.records import PrintRow


def _score(rec: dict, text: str, cand: dict) -> tuple:
    from rapidfuzz import fuzz

    from deckcheck.wowtcg.importer.tsv2012 import comparable
    return (rec.get("type") == cand.get("type") if rec.get("type") else 0,
            rec.get("cost") == cand.get("cost") if "cost" in rec else 0,
            fuzz.ratio(comparable(text), comparable(cand.get("text") or "")) if text else 0)


def best(group: list[str], tsv: dict[str, dict], rec: dict, text: str) -> str:
    """The key of the namesake in `group` that `rec` (with its rules `text`) describes; the first
    (the one with the plain name) when nothing tells them apart."""
    scored = [(_score(rec, text, tsv[k]), -i, k) for i, k in enumerate(group) if k in tsv]
    return max(scored)[2] if scored else group[0]


def route_records(cards: dict[str, dict], groups: dict[str, list[str]], tsv: dict[str, dict], *,
                  by_text: bool = True) -> dict[str, dict]:
    """A source's records, re-keyed so a record under a shared name sits under its namesake's key
    (and takes that card's name and title). `by_text=False` for a source whose one record per name
    joins the texts of every print of that name (the tracker): the text can't tell them apart."""
    out: dict[str, dict] = {}
    for key, rec in cards.items():
        group = groups.get(key)
        if group:
            key = best(group, tsv, rec, rec.get("text") or "" if by_text else "")
            rec = {**rec, "name": tsv[key]["name"]}
            if "title" in tsv[key]:
                rec["title"] = tsv[key]["title"]
        out.setdefault(key, rec)
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
