"""Hero Realms reports: deck checks and goldfish summaries, as plain data (JSON) or rich tables."""
from __future__ import annotations

from deckcheck.herorealms.checks import REFS, CheckResult
from deckcheck.herorealms.engine import Stats
from deckcheck.herorealms.feeds import CardDB
from deckcheck.intervals import histogram_mean, wilson

SHOWN_TURNS = (4, 6, 8, 10, 12, 15, 20, 30)


# -- statistics from streamed counters -------------------------------------------------------
def quantile(stats: Stats, q: float) -> int | None:
    """The turn by which a fraction q of all games had dealt 50 damage; None when beyond the cap."""
    want = q * stats.games
    seen = 0
    for turn, n in enumerate(stats.kill):
        seen += n
        if n and seen >= want:
            return turn
    return None


def summary(stats: Stats) -> dict:
    mean = histogram_mean(stats.kill)
    last = max((t for t, n in enumerate(stats.turns) if n), default=0)
    cum, cum_ci, seen = {}, {}, 0
    for t in range(1, last + 1):
        seen += stats.kill[t]
        cum[t] = round(100.0 * seen / stats.games, 2) if stats.games else 0.0
        _, lo, hi = wilson(seen, stats.games)
        cum_ci[t] = [round(100.0 * lo, 2), round(100.0 * hi, 2)]
    by_turn = {t: {"games": stats.turns[t], "gold": round(stats.gold[t] / stats.turns[t], 3),
                   "combat": round(stats.combat[t] / stats.turns[t], 3),
                   "deck": round(stats.deck[t] / stats.turns[t], 3)}
               for t in range(1, last + 1) if stats.turns[t]}
    turns = sum(stats.turns)
    return {
        "games": stats.games,
        "kill_turn": {"mean": round(mean[0], 3) if mean is not None else None,
                      "mean_ci": [round(mean[1], 3), round(mean[2], 3)] if mean is not None else None,
                      "median": quantile(stats, 0.5), "p10": quantile(stats, 0.1),
                      "p90": quantile(stats, 0.9), "unfinished": stats.unfinished, "cap": stats.cap},
        "cumulative_pct": cum,
        "cumulative_ci": cum_ci,
        "gold_per_turn": round(sum(stats.gold) / turns, 3) if turns else 0.0,
        "combat_per_turn": round(sum(stats.combat) / turns, 3) if turns else 0.0,
        "by_turn": by_turn,
    }


def goldfish_json(results: list[tuple], *, games: int, seed: int, first: bool) -> dict:
    """results: (policy, Stats) pairs."""
    return {"game": "hero-realms", "games": games, "seed": seed,
            "player": "first" if first else "second", "opponent_health": 50,
            "policies": [{"name": p.name, "description": p.describe(), **summary(s)} for p, s in results]}


def _turn(v: int | None, cap: int) -> str:
    return str(v) if v is not None else f">{cap}"


def print_goldfish(console, data: dict) -> None:
    from rich.table import Table
    pols = data["policies"]
    head = (f"{data['games']} games per policy, seed {data['seed']}, playing {data['player']} "
            f"against a passive opponent with {data['opponent_health']} health")
    console.print(head, soft_wrap=True)
    t = Table(title="Turns to deal 50 damage", title_justify="left")
    t.add_column("")
    for p in pols:
        t.add_column(p["name"], justify="right")
    k = [p["kill_turn"] for p in pols]
    t.add_row("mean (finished games)", *[f"{x['mean']:.2f} ({x['mean_ci'][0]:.2f}-{x['mean_ci'][1]:.2f})"
                                         if x["mean"] is not None else "-" for x in k])
    for key in ("p10", "median", "p90"):
        t.add_row(key, *[_turn(x[key], x["cap"]) for x in k])
    t.add_row("not done by the cap", *[f"{x['unfinished']} (cap {x['cap']})" for x in k])
    console.print(t)
    c = Table(title="Opponent dead by turn (cumulative %, 95% interval)", title_justify="left")
    c.add_column("turn", justify="right")
    for p in pols:
        c.add_column(p["name"], justify="right")
    for turn in SHOWN_TURNS:
        c.add_row(str(turn), *[_cum(p, turn) for p in pols])
    console.print(c)
    g = Table(title="Gold per turn / cards owned after the turn (mean over games still going)",
              title_justify="left")
    g.add_column("turn", justify="right")
    for p in pols:
        g.add_column(p["name"], justify="right")
    g.add_row("all", *[f"{p['gold_per_turn']:.2f} gold" for p in pols])
    for turn in range(1, 13):
        cells = []
        for p in pols:
            row = p["by_turn"].get(turn)
            cells.append(f"{row['gold']:.2f} / {row['deck']:.1f}" if row else "-")
        g.add_row(str(turn), *cells)
    console.print(g)
    for p in pols:
        console.print(f"  {p['name']}: {p['description']}", soft_wrap=True)


def _cum(p: dict, turn: int) -> str:
    cum, ci = p["cumulative_pct"], p["cumulative_ci"]
    if not cum:
        return "0.0"
    at = turn if turn in cum else (max(cum) if turn > max(cum) else None)
    if at is None:
        return "0.0"
    return f"{cum[at]:.1f} ({ci[at][0]:.1f}-{ci[at][1]:.1f})"


# -- deck checks --------------------------------------------------------------------------------
def check_json(db: CardDB, result: CheckResult) -> dict:
    """The shared report's JSON, with what Hero Realms adds: the kind, the cards, the factions."""
    d = result.report.as_dict()
    for v in d["violations"]:
        v["ref"] = REFS.get(v["rule"], "")
    d.update({"game": "hero-realms", "deck": result.path, "kind": result.kind, "total": result.total,
              "cards": dict(sorted(result.counts.items())), "factions": result.factions(db)})
    return d


def print_check(console, db: CardDB, result: CheckResult) -> None:
    """The shared text report, then the deck's cards per faction."""
    from deckcheck.cli.check import render_report
    render_report(result.report, result.path, console, hero_and_side=False)
    facs = ", ".join(f"{'no faction' if f == 'none' else f} {n}" for f, n in result.factions(db).items() if n)
    console.print(f"  {result.kind} deck: {result.total} cards ({facs or 'none'})", soft_wrap=True)
