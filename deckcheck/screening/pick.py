"""Deck checks at the table: N players drawn at random (reproducibly) from a screening result.

    chosen = pick(result, 3, seed="round2", skip=read_skip("checked.txt"))
    write_picks(chosen, fh, title=..., date=...)          # screening.page: one list per page

The draw depends only on the seed and on the set of player ids, never on the order the rows were
screened in or the number of workers. Players without a readable list cannot be checked against
one, and players already checked (`skip`) are left out.
"""
from __future__ import annotations

import csv
import io
import random
from pathlib import Path

from deckcheck.errors import InputError
from deckcheck.userfiles import read_user_text

MAX_SKIP_BYTES = 4 * 1024 * 1024


def read_skip(path: str | Path) -> set[str]:
    """Player ids already checked: one per line (blank lines and # comments ignored), or a CSV
    with a `player_id` column (such as a screening report)."""
    text = read_user_text(path, MAX_SKIP_BYTES)
    lines = text.splitlines()
    first = lines[0].lstrip("\ufeff") if lines else ""
    if "player_id" in [c.strip() for c in first.split(",")]:
        try:
            return {(row.get("player_id") or "").strip().lstrip("'") for row in csv.DictReader(io.StringIO(text))} - {""}
        except csv.Error as exc:
            raise InputError(f"not a readable CSV ({exc})", path=str(path), field="--skip") from None
    return {ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")}


def pick(result, n: int, seed: str, skip: set[str] = frozenset()) -> list[dict]:
    """`n` players (fewer when fewer can be checked) in the order drawn, as report rows."""
    if n < 1:
        raise InputError(f"must be at least 1, got {n}", field="--pick")
    eligible = sorted({r["player_id"] for r in result.rows()
                       if r.get("list") and r["player_id"] and r["player_id"] not in skip})
    chosen = random.Random(f"deckcheck pick {seed}").sample(eligible, min(n, len(eligible)))
    order = {pid: i for i, pid in enumerate(chosen)}
    rows: dict[str, dict] = {}
    for r in result.rows():
        if r["player_id"] in order and r["player_id"] not in rows:
            rows[r["player_id"]] = r
    return [rows[pid] for pid in chosen]
