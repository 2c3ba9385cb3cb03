"""Goldfish results as plain data (`summarise`, JSON-ready) and as terminal text (`render`)."""
from __future__ import annotations

from collections import Counter

from deckcheck.wowtcg.goldfish import odds
from deckcheck.wowtcg.goldfish.compile import KIND_NAMES, QUEST, WEAPON
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.runner import Setup

ODDS_TURNS = (0, 1, 2, 3, 4, 5, 6)


def _pct(x: float) -> float:
    return round(100.0 * x, 2)


def _percentile(kills: list[int], games: int, q: float) -> int | None:
    """The turn by which a share q of all games was won; None when fewer than q were won."""
    need = q * games
    acc = 0
    for t, n in enumerate(kills):
        acc += n
        if n and acc >= need - 1e-9:
            return t
    return None


def summarise(setup: Setup, st: Stats, *, seed: int, name: str = "deck", hero: str | None = None,
              odds_cards: tuple[str, ...] | list[str] = (), odds_k: int = 1) -> dict:
    """Everything the report shows, as JSON-ready data.

    `odds_cards`: card names (already resolved) to add to the exact odds; `odds_k`: the odds are
    of at least this many cards of each kind (a card not in the deck gets a row of zeros)."""
    cc, T, games = setup.cc, setup.turns, st.games
    copies = Counter(setup.deck)
    N = len(setup.deck)
    killed = sum(st.kills)
    mean = (sum(t * n for t, n in enumerate(st.kills)) / killed) if killed else None
    cum, by_turn = 0, []
    for t in range(1, T + 1):
        cum += st.kills[t]
        done = st.done[t] or 1
        by_turn.append({
            "turn": t,
            "games_playing": st.alive[t],
            "killed": st.kills[t],
            "killed_by_now_pct": _pct(cum / games) if games else 0.0,
            "resources_in_play": round(st.res[t] / done, 2) if st.done[t] else None,
            "resources_available": round(st.avail[t] / done, 2) if st.done[t] else None,
            "spent_share_pct": _pct(st.spent[t] / st.avail[t]) if st.avail[t] else None,
            "damage": round(st.damage[t] / done, 2) if st.done[t] else None,
        })
    stranded = sorted(((st.stranded[c] / games if games else 0.0, c) for c in copies if st.stranded[c]),
                      reverse=True)
    unmodelled = sorted(((cc.names[c], n) for c, n in copies.items() if not cc.modelled[c]),
                        key=lambda x: (-x[1], x[0]))
    modelled_fx = sorted(((cc.names[c], n, _effects(cc.cards[c])) for c, n in copies.items()
                          if cc.modelled[c] and cc.cards[c].effects), key=lambda x: (-x[1], x[0]))
    pol = setup.policy
    keep = (pol.keep_min, pol.keep_max)
    K_early = sum(n for c, n in copies.items() if cc.early[c])
    kinds: list[tuple[str, set[int]]] = [
        (f"early card (cost <= {pol.early_cost})", {c for c in copies if cc.early[c]}),
        ("ally", {c for c in copies if KIND_NAMES[cc.kind[c]] == "ally"}),
        ("weapon", {c for c in copies if cc.kind[c] == WEAPON}),
        ("quest", {c for c in copies if cc.kind[c] == QUEST}),
        ("direct damage card", {c for c in copies if cc.dmg[c] != 0}),
    ]
    # cost buckets: the curve a player plans resources around
    for lo, hi, label in ((0, 1, "cost 0-1"), (2, 2, "cost 2"), (3, 3, "cost 3"), (4, 4, "cost 4"),
                          (5, 99, "cost 5+")):
        kinds.append((label, {c for c in copies if lo <= cc.cost[c] <= hi}))
    asked = list(dict.fromkeys(odds_cards))
    for c, n in sorted(copies.items(), key=lambda x: (-x[1], cc.names[x[0]])):
        if n >= 3 and cc.names[c] not in asked:
            kinds.append((cc.names[c], {c}))
    by_name = {cc.names[c]: c for c in copies}
    k = max(1, odds_k)
    odds_rows = []
    for label, ids in kinds + [(nm, {by_name[nm]} if nm in by_name else set()) for nm in asked]:
        K = sum(copies[c] for c in ids)
        if not K and label not in asked:
            continue
        both = sum(copies[c] for c in ids if cc.early[c])
        row = {
            "kind": label, "copies": K, "at_least": k,
            "no_mulligan_pct": {t: _pct(odds.at_least_by(N, K, k, t, first=setup.first)) for t in ODDS_TURNS},
            "with_mulligan_pct": {t: _pct(odds.at_least_by_policy(N, K, K_early, both, k, t, first=setup.first,
                                                                  keep=keep)) for t in ODDS_TURNS},
        }
        if label in asked:
            row["asked"] = True
        odds_rows.append(row)
    two_early = {t: _pct(odds.at_least_by(N, K_early, 2, t, first=setup.first, keep=keep)) for t in ODDS_TURNS}
    return {
        "deck": name,
        "hero": hero,
        "cards": N,
        "games": games,
        "seed": seed,
        "turns": T,
        "goldfish_health": setup.health,
        "on_the_play": setup.first,
        "policy": pol.name,
        "policy_rules": pol.describe(),
        "killed_pct": _pct(killed / games) if games else 0.0,
        "kill_turn": {
            "mean": round(mean, 2) if mean is not None else None,
            "median": _percentile(st.kills, games, 0.5),
            "p10": _percentile(st.kills, games, 0.1),
            "p90": _percentile(st.kills, games, 0.9),
            "note": "turns by which 10/50/90% of all games were won; null: not reached by the last turn",
        },
        "by_turn": by_turn,
        "mulligan_pct": _pct(st.mulligans / games) if games else 0.0,
        "mulligan_exact_pct": _pct(odds.mulligan_chance(N, K_early, *keep)),
        "deckouts": st.deckouts,
        "stranded": [{"card": cc.names[c], "copies": copies[c], "in_hand_at_end_per_game": round(v, 3),
                      "per_copy_pct": _pct(v / copies[c])} for v, c in stranded[:10]],
        "discarded_to_hand_size": {cc.names[c]: st.discarded[c] for c in copies if st.discarded[c]},
        "unmodelled": {"copies": sum(n for _, n in unmodelled),
                       "cards": [{"card": nm, "copies": n} for nm, n in unmodelled]},
        "modelled_effects": [{"card": nm, "copies": n, "effects": fx} for nm, n, fx in modelled_fx],
        "odds_k": k,
        "odds": odds_rows,
        "odds_two_early_pct": two_early,
    }


def _effects(card) -> str:
    out = []
    for e in card.effects:
        d = dict(e)
        do = d.pop("do")
        out.append(do + ("(" + ", ".join(f"{k}={v}" for k, v in d.items()) + ")" if d else ""))
    return "; ".join(out)


def _turn(v) -> str:
    return "-" if v is None else str(v)


def render(reports: list[dict], console) -> None:
    """Print one report, or several side by side (same seeds), with rich."""
    from rich.table import Table
    from rich.text import Text

    one = len(reports) == 1
    r0 = reports[0]
    head = (f"Goldfish: {r0['games']:,} games, seed {r0['seed']}, {r0['turns']} turns, goldfish hero "
            f"{r0['goldfish_health']} health, {'on the play' if r0['on_the_play'] else 'on the draw'}; "
            f"policy {r0['policy_rules']}")
    console.print(head)
    summary = Table(title="Summary", title_justify="left")
    summary.add_column("")
    for r in reports:
        summary.add_column(f"{r['deck']}" + (f" ({r['hero']})" if r["hero"] else ""), justify="right")
    rows = [
        ("killed by last turn", lambda r: f"{r['killed_pct']:.1f}%"),
        ("mean kill turn (won games)", lambda r: _turn(r["kill_turn"]["mean"])),
        ("median / p10 / p90 kill turn", lambda r: " / ".join(_turn(r["kill_turn"][k]) for k in
                                                               ("median", "p10", "p90"))),
        ("mulligans (exact)", lambda r: f"{r['mulligan_pct']:.1f}% ({r['mulligan_exact_pct']:.1f}%)"),
        ("decked", lambda r: str(r["deckouts"])),
        ("cards with unmodelled effects", lambda r: f"{r['unmodelled']['copies']} of {r['cards']}"),
    ]
    for label, fn in rows:
        summary.add_row(label, *[fn(r) for r in reports])
    console.print(summary)

    curve = Table(title="Cumulative % of games won by each turn", title_justify="left")
    curve.add_column("turn", justify="right")
    width = 40 if one else max(10, 50 // len(reports))
    for r in reports:
        curve.add_column(r["deck"])
    for t in range(r0["turns"]):
        cells = []
        for r in reports:
            p = r["by_turn"][t]["killed_by_now_pct"]
            bar = "█" * int(round(p / 100 * width))
            cells.append(Text(f"{bar} {p:5.1f}%"))
        curve.add_row(str(t + 1), *cells)
    console.print(curve)

    per = Table(title="By turn (averages over games still playing)", title_justify="left")
    per.add_column("turn", justify="right")
    for r in reports:
        tag = "" if one else f" {r['deck']}"
        per.add_column("resources" + tag, justify="right")
        per.add_column("spent" + tag, justify="right")
        per.add_column("damage" + tag, justify="right")
    for t in range(r0["turns"]):
        cells = []
        for r in reports:
            b = r["by_turn"][t]
            cells += [_turn(b["resources_in_play"]),
                      "-" if b["spent_share_pct"] is None else f"{b['spent_share_pct']:.0f}%",
                      _turn(b["damage"])]
        per.add_row(str(t + 1), *cells)
    console.print(per)

    for r in reports:
        name = "" if one else f" ({r['deck']})"
        if r["stranded"]:
            st = Table(title=f"Most often stranded in hand at the end of the game{name}", title_justify="left")
            st.add_column("card")
            st.add_column("copies", justify="right")
            st.add_column("in hand / game", justify="right")
            st.add_column("per copy", justify="right")
            for s in r["stranded"][:8]:
                st.add_row(s["card"], str(s["copies"]), f"{s['in_hand_at_end_per_game']:.2f}",
                           f"{s['per_copy_pct']:.0f}%")
            console.print(st)
        k = r.get("odds_k", 1)
        od = Table(title=f"Exact odds (%) of at least {'one' if k == 1 else k}{name}: without / with the "
                         f"mulligan policy", title_justify="left")
        od.add_column("kind")
        od.add_column("copies", justify="right")
        for t in (0, 1, 3, 5):
            od.add_column("hand" if t == 0 else f"turn {t}", justify="right")
        for row in r["odds"]:
            od.add_row(row["kind"] + (" (asked; not in the deck)" if row.get("asked") and not row["copies"]
                                      else ""), str(row["copies"]),
                       *[f"{row['no_mulligan_pct'][t]:.0f} / {row['with_mulligan_pct'][t]:.0f}"
                         for t in (0, 1, 3, 5)])
        if r["odds"]:
            console.print(od)
        um = r["unmodelled"]
        if um["copies"]:
            names = ", ".join(f"{c['card']} x{c['copies']}" for c in um["cards"])
            console.print(f"{um['copies']} of your {r['cards']} cards{name} have effects the engine does not "
                          f"model (they play as their type and stats, with any effects it does model): {names}.")
        else:
            console.print(f"Every card{name} is fully modelled.")
