"""Goldfish results as plain data (`summarise`, `compare`, `impact`: JSON-ready) and as terminal
text (`render`). Every simulated percentage comes with its 95% Wilson interval (`*_ci`, in
percent), the mean kill turn with a normal interval; the exact odds are computed, not sampled."""
from __future__ import annotations

from collections import Counter

from deckcheck.intervals import histogram_mean, paired_difference, wilson
from deckcheck.wowtcg.effects import abilities_of, describe, record_of
from deckcheck.wowtcg.goldfish import odds
from deckcheck.wowtcg.goldfish.codes import statless_weapon
from deckcheck.wowtcg.goldfish.compile import ALLY, KIND_NAMES, QUEST, WEAPON
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.runner import Setup, keep_rule

ODDS_TURNS = (0, 1, 2, 3, 4, 5, 6)


def _pct(x: float) -> float:
    return round(100.0 * x, 2)


def _ci(k: int, n: int) -> list[float]:
    """The 95% Wilson interval of k in n, in percent."""
    _, lo, hi = wilson(k, n)
    return [_pct(lo), _pct(hi)]


def _mean(hist: list[int]) -> dict:
    got = histogram_mean(hist)
    if got is None:
        return {"mean": None, "mean_ci": None}
    m, lo, hi = got
    return {"mean": round(m, 2), "mean_ci": [round(lo, 2), round(hi, 2)]}


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
              odds_cards: tuple[str, ...] | list[str] = (), odds_k: int = 1, opponent: str | None = None) -> dict:
    """Everything the report shows, as JSON-ready data.

    `odds_cards`: card names (already resolved) to add to the exact odds; `odds_k`: the odds are
    of at least this many cards of each kind (a card not in the deck gets a row of zeros);
    `opponent`: who the goldfish hero stands for (stated in the report)."""
    cc, T, games = setup.cc, setup.turns, st.games
    copies = Counter(setup.deck)
    N = len(setup.deck)
    killed = sum(st.kills)
    turns_played = sum(st.done)
    screwed = sum(min(a, b) for a, b in zip(st.screw, st.done))
    cum, by_turn = 0, []
    for t in range(1, T + 1):
        cum += st.kills[t]
        done = st.done[t] or 1
        by_turn.append({
            "turn": t,
            "games_playing": st.alive[t],
            "killed": st.kills[t],
            "killed_by_now_pct": _pct(cum / games) if games else 0.0,
            "killed_by_now_ci": _ci(cum, games),
            "nothing_castable_pct": _pct(min(st.screw[t], st.done[t]) / st.done[t]) if st.done[t] else None,
            "nothing_castable_ci": _ci(min(st.screw[t], st.done[t]), st.done[t]) if st.done[t] else None,
            "resources_in_play": round(st.res[t] / done, 2) if st.done[t] else None,
            "resources_available": round(st.avail[t] / done, 2) if st.done[t] else None,
            "spent_share_pct": _pct(st.spent[t] / st.avail[t]) if st.avail[t] else None,
            "spent_share_ci": _ci(min(st.spent[t], st.avail[t]), st.avail[t]) if st.avail[t] else None,
            "damage": round(st.damage[t] / done, 2) if st.done[t] else None,
        })
    stranded = sorted(((st.stranded[c] / games if games else 0.0, c) for c in copies if st.stranded[c]),
                      reverse=True)
    unmodelled = sorted(((cc.names[c], n) for c, n in copies.items() if not cc.modelled[c]),
                        key=lambda x: (-x[1], x[0]))
    modelled_fx = sorted(((cc.names[c], n, describe(record_of(cc.cards[c].effects))) for c, n in copies.items()
                          if cc.modelled[c] and abilities_of(cc.cards[c].effects)), key=lambda x: (-x[1], x[0]))
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
    # cost buckets: the curve a player plans resources around, of the cards a player plays (a quest
    # or location is never played, only placed as a resource; its cost is 0, CR 201.2: the data's
    # cost of a quest is what completing it takes)
    played = {c for c in copies if cc.kind[c] != QUEST and cc.cards[c].type != "Location"}
    for lo, hi, label in ((0, 1, "cost 0-1"), (2, 2, "cost 2"), (3, 3, "cost 3"), (4, 4, "cost 4"),
                          (5, 99, "cost 5+")):
        kinds.append((label, {c for c in played if lo <= cc.cost[c] <= hi}))
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
        "opponent": opponent or f"a goldfish hero with {setup.health} health",
        "on_the_play": setup.first,
        "policy": pol.name,
        "policy_rules": pol.describe(),
        "mulligan_rule": keep_rule(pol),
        "killed_pct": _pct(killed / games) if games else 0.0,
        "killed_ci": _ci(killed, games),
        "kill_turn": {
            **_mean(st.kills),
            "mean_note": "mean over the games won by the last turn, with its 95% interval",
            "median": _percentile(st.kills, games, 0.5),
            "p10": _percentile(st.kills, games, 0.1),
            "p90": _percentile(st.kills, games, 0.9),
            "note": "turns by which 10/50/90% of all games were won; null: not reached by the last turn",
        },
        "by_turn": by_turn,
        "mulligan_pct": _pct(st.mulligans / games) if games else 0.0,
        "mulligan_ci": _ci(st.mulligans, games),
        "nothing_castable_pct": _pct(screwed / turns_played) if turns_played else 0.0,
        "nothing_castable_ci": _ci(screwed, turns_played),
        "nothing_castable_note": "turns that began the action phase with cards to cast in hand and none affordable "
                                 "(resource screw), over all turns played",
        "mulligan_exact_pct": _pct(odds.mulligan_chance(N, K_early, *keep)),
        "deckouts": st.deckouts,
        "stranded": [{"card": cc.names[c], "copies": copies[c], "in_hand_at_end_per_game": round(v, 3),
                      "per_copy_pct": _pct(v / copies[c]),
                      "per_copy_ci": _ci(st.stranded[c], games * copies[c])} for v, c in stranded[:10]],
        "discarded_to_hand_size": {cc.names[c]: st.discarded[c] for c in copies if st.discarded[c]},
        "unmodelled": {"copies": sum(n for _, n in unmodelled),
                       "cards": [{"card": nm, "copies": n} for nm, n in unmodelled]},
        "modelled_effects": [{"card": nm, "copies": n, "effects": fx} for nm, n, fx in modelled_fx],
        "per_card": per_card(setup, st),
        "hero_unmodelled": bool(setup.hero_unmodelled),
        "policy_note": POLICY_NOTE,
        "odds_k": k,
        "odds": odds_rows,
        "odds_two_early_pct": two_early,
    }


POLICY_NOTE = ("kill turns are those of this play policy (a few fixed rules, against a passive opponent), not the "
               "deck's best line: a player can do better, and a card the policy misplays looks worse than it is")


def per_card(setup: Setup, st: Stats) -> list[dict]:
    """Per card of the deck, what the engine did with it: its text's effect (played, no bearing, unmodelled: the
    record in data/ and the engine's reading of it), the record's review state, copies drawn and played per game,
    and for a card drawn and never played, why (`never_played_why`)."""
    cc = setup.cc
    games = st.games or 1
    copies = Counter(setup.deck)
    rows = []
    for c, n in sorted(copies.items(), key=lambda x: (-x[1], cc.names[x[0]])):
        rec = record_of(cc.cards[c].effects)
        row = {"card": cc.names[c], "copies": n, "effect": cc.verdict[c] if rec else "no text",
               "review": rec.get("review"),
               "drawn_per_game": round(st.drawn[c] / games, 3), "played_per_game": round(st.played[c] / games, 3),
               "never_played": bool(st.drawn[c] and not st.played[c]), "why": None}
        if row["never_played"]:
            row["why"] = never_played_why(setup, st, c)
        rows.append(row)
    return rows


def never_played_why(setup: Setup, st: Stats, c: int) -> str:
    """Why the engine never played card c in these games, from its facts and the games' resources."""
    cc = setup.cc
    top = max((r / d for r, d in zip(st.res, st.done) if d), default=0.0)
    if cc.kind[c] == QUEST:
        if cc.quest_pay[c] < 0:
            return "no reward the engine plays: placed as a resource"
        if cc.needs[c]:
            return "no target: never a card in the graveyard for its reward (CR 707.1d)"
        return "its condition or cost never met while face up"
    if statless_weapon(cc.cards[c]):
        return "no ATK or strike cost in the card data: the engine can't strike with it"
    if cc.verdict[c] == "unmodelled" and not cc.value[c]:
        return "unmodelled: the engine plays none of its text"
    if not cc.value[c] and cc.kind[c] == ALLY and cc.cant_attack[c]:
        return "it can't attack and does nothing else against a passive opponent: placed as a resource"
    if not cc.value[c]:
        return "no bearing against a passive opponent (nothing to interrupt or to act on)"
    if cc.needs[c]:
        return "no target: nothing to work on when affordable (CR 707.1d)"
    if cc.cost[c] > top:
        return f"over budget: costs {cc.cost[c]}, resources reach {top:.1f} on average"
    return "held: the policy spent the resources on other cards"


def compare(names: list[str], stats: list[Stats], joint: list[list[list[int]]]) -> list[dict]:
    """The first setup against each other one, game by game on the same seeds: the difference in
    the share of games won by each turn (percentage points, first minus other) with its 95%
    interval, and the mean difference in kill turn over the games both won."""
    out = []
    for j, grid in enumerate(joint, start=1):
        T = len(grid) - 1
        n = sum(map(sum, grid))
        rows = []
        for t in range(1, T + 1):
            only_a = sum(grid[a][b] for a in range(1, t + 1) for b in range(T + 1) if not 1 <= b <= t)
            only_b = sum(grid[a][b] for b in range(1, t + 1) for a in range(T + 1) if not 1 <= a <= t)
            d, lo, hi = paired_difference(n, only_a - only_b, only_a + only_b)
            rows.append({"turn": t, "difference_pp": _pct(d), "ci": [_pct(lo), _pct(hi)]})
        both = s1 = s2 = 0
        for a in range(1, T + 1):
            for b in range(1, T + 1):
                c = grid[a][b]
                both += c
                s1 += c * (a - b)
                s2 += c * (a - b) ** 2
        d, lo, hi = paired_difference(both, s1, s2)
        out.append({"first": names[0], "other": names[j], "paired_games": n, "by_turn": rows,
                    "killed_difference_pp": rows[-1]["difference_pp"] if rows else 0.0,
                    "killed_difference_ci": rows[-1]["ci"] if rows else [0.0, 0.0],
                    "games_both_won": both,
                    "mean_kill_turn_difference": round(d, 2) if both else None,
                    "mean_kill_turn_difference_ci": [round(lo, 2), round(hi, 2)] if both else None,
                    "note": "first minus other, game i of each on the same seed; 95% intervals"})
    return out


def impact(setup: Setup, st: Stats, rows: list[list[int]], by_turn: int) -> dict:
    """Per card: the games where it was in the opening hand (by_turn 0) or drawn by turn `by_turn`,
    against the games where it was not: share won, mean kill turn (won games), their difference."""
    cc = setup.cc
    copies = Counter(setup.deck)
    games = st.games
    every = list(st.kills)
    every[0] = games - sum(st.kills[1:])
    cards = []
    for c, n in copies.items():
        have = rows[c]
        lack = [a - b for a, b in zip(every, have)]
        n_in, n_out = sum(have), sum(lack)
        m_in, m_out = histogram_mean(have), histogram_mean(lack)
        row = {"card": cc.names[c], "copies": n, "games_with": n_in, "games_without": n_out,
               "won_with_pct": _pct((n_in - have[0]) / n_in) if n_in else None,
               "won_with_ci": _ci(n_in - have[0], n_in) if n_in else None,
               "won_without_pct": _pct((n_out - lack[0]) / n_out) if n_out else None,
               "won_without_ci": _ci(n_out - lack[0], n_out) if n_out else None,
               "mean_kill_with": _mean(have), "mean_kill_without": _mean(lack),
               "mean_kill_difference": None, "mean_kill_difference_ci": None}
        if m_in and m_out and sum(have[1:]) > 1 and sum(lack[1:]) > 1:
            d = m_in[0] - m_out[0]
            half = ((m_in[2] - m_in[0]) ** 2 + (m_out[2] - m_out[0]) ** 2) ** 0.5
            row["mean_kill_difference"] = round(d, 2)
            row["mean_kill_difference_ci"] = [round(d - half, 2), round(d + half, 2)]
        cards.append(row)
    cards.sort(key=lambda r: (r["mean_kill_difference"] is None, r["mean_kill_difference"] or 0.0, r["card"]))
    return {"seen_by": "opening hand" if by_turn <= 0 else f"drawn by turn {by_turn}", "by_turn": by_turn,
            "games": games, "cards": cards,
            "note": "with: the card was in the kept opening hand (or drawn by the turn); mean kill turn over "
                    "the games won; difference = with minus without (negative: the card speeds the kill); "
                    "95% intervals"}


def _turn(v) -> str:
    return "-" if v is None else str(v)


def _pm(v: float | None, ci: list[float] | None, unit: str = "%", digits: int = 1) -> str:
    """12.3% (11.0-13.7): a value with its interval."""
    if v is None:
        return "-"
    if ci is None:
        return f"{v:.{digits}f}{unit}"
    return f"{v:.{digits}f}{unit} ({ci[0]:.{digits}f}-{ci[1]:.{digits}f})"


def _signed(v: float | None, ci: list[float] | None, unit: str = "", digits: int = 1) -> str:
    if v is None:
        return "-"
    return f"{v:+.{digits}f}{unit} ({ci[0]:+.{digits}f} to {ci[1]:+.{digits}f})"


def render(reports: list[dict], console, comparisons: list[dict] | None = None,
           impacts: list[dict] | None = None) -> None:
    """Print one report, or several side by side (same seeds), with rich; then the paired
    differences (`compare`) and the per-card impact (`impact`) when given."""
    from rich.table import Table
    from rich.text import Text

    one = len(reports) == 1
    r0 = reports[0]
    head = (f"Goldfish: {r0['games']:,} games, seed {r0['seed']}, {r0['turns']} turns, "
            f"{'on the play' if r0['on_the_play'] else 'on the draw'}; versus {r0['opponent']}; "
            f"policy {r0['policy_rules']}")
    console.print(head, soft_wrap=True)
    console.print("(95% intervals in brackets; " + POLICY_NOTE + ")", soft_wrap=True)
    summary = Table(title="Summary", title_justify="left")
    summary.add_column("")
    for r in reports:
        summary.add_column(f"{r['deck']}" + (f" ({r['hero']})" if r["hero"] else ""), justify="right")
    rows = [
        ("killed by last turn", lambda r: _pm(r["killed_pct"], r["killed_ci"])),
        ("mean kill turn (won games)", lambda r: _pm(r["kill_turn"]["mean"], r["kill_turn"]["mean_ci"], "", 2)),
        ("median / p10 / p90 kill turn", lambda r: " / ".join(_turn(r["kill_turn"][k]) for k in
                                                               ("median", "p10", "p90"))),
        ("mulligans", lambda r: _pm(r["mulligan_pct"], r["mulligan_ci"]) + f", exact {r['mulligan_exact_pct']:.1f}%"),
        ("turns with nothing castable", lambda r: _pm(r["nothing_castable_pct"], r["nothing_castable_ci"])),
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
            b = r["by_turn"][t]
            p, ci = b["killed_by_now_pct"], b["killed_by_now_ci"]
            bar = "█" * int(round(p / 100 * width))
            cells.append(Text(f"{bar} {p:5.1f}% ({ci[0]:.1f}-{ci[1]:.1f})"))
        curve.add_row(str(t + 1), *cells)
    console.print(curve)

    per = Table(title="By turn (averages over games still playing)", title_justify="left")
    per.add_column("turn", justify="right")
    for r in reports:
        tag = "" if one else f" {r['deck']}"
        per.add_column("resources" + tag, justify="right")
        per.add_column("spent" + tag, justify="right")
        per.add_column("damage" + tag, justify="right")
        per.add_column("nothing castable" + tag, justify="right")
    for t in range(r0["turns"]):
        cells = []
        for r in reports:
            b = r["by_turn"][t]
            cells += [_turn(b["resources_in_play"]),
                      "-" if b["spent_share_pct"] is None else f"{b['spent_share_pct']:.0f}%",
                      _turn(b["damage"]), _pm(b["nothing_castable_pct"], b["nothing_castable_ci"], "%", 0)]
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
        _render_cards(r, name, console)
        um = r["unmodelled"]
        if um["copies"]:
            names = ", ".join(f"{c['card']} x{c['copies']}" for c in um["cards"])
            console.print(f"{um['copies']} of your {r['cards']} cards{name} have effects the engine does not "
                          f"model (they play as their type and stats, with any effects it does model): {names}.")
        else:
            console.print(f"Every card{name} is fully modelled.")
    for cmp in comparisons or ():
        _render_compare(cmp, console)
    for imp, r in zip(impacts or (), reports):
        _render_impact(imp, r, console)


def _render_cards(r: dict, name: str, console) -> None:
    """What the engine did with each card: its text's effect, copies played per game, never played and why."""
    from rich.table import Table
    t = Table(title=f"Per card: what the engine did{name}", title_justify="left")
    for col, just in (("card", "left"), ("copies", "right"), ("effect", "left"), ("review", "left"),
                      ("played / game", "right"), ("note", "left")):
        t.add_column(col, justify=just)
    for row in r["per_card"]:
        note = f"never played: {row['why']}" if row["never_played"] else ""
        t.add_row(row["card"], str(row["copies"]), row["effect"], row["review"] or "-",
                  f"{row['played_per_game']:.2f}", note)
    console.print(t)
    if r.get("hero_unmodelled"):
        console.print("Your hero's text is not all modelled (the engine plays its stats and any power it models).")


def _render_compare(cmp: dict, console) -> None:
    from rich.table import Table
    console.print(f"{cmp['first']} minus {cmp['other']}: % of games won by each turn "
                  f"(percentage points, {cmp['paired_games']:,} paired games)", soft_wrap=True)
    t = Table()
    t.add_column("turn", justify="right")
    t.add_column("difference (95% interval)", justify="right")
    for row in cmp["by_turn"]:
        t.add_row(str(row["turn"]), _signed(row["difference_pp"], row["ci"], " pp"))
    console.print(t)
    if cmp["mean_kill_turn_difference"] is not None:
        console.print(f"mean kill turn, {cmp['first']} minus {cmp['other']} over the {cmp['games_both_won']:,} "
                      f"games both won: " + _signed(cmp["mean_kill_turn_difference"],
                                                    cmp["mean_kill_turn_difference_ci"], " turns", 2),
                      soft_wrap=True)


def _render_impact(imp: dict, r: dict, console) -> None:
    from rich.table import Table
    console.print(f"Impact ({r['deck']}): mean kill turn of the games won, with the card "
                  f"{'in the opening hand' if imp['by_turn'] <= 0 else imp['seen_by']} against without", soft_wrap=True)
    t = Table()
    for col, just in (("card", "left"), ("copies", "right"), ("games with", "right"), ("with", "right"),
                      ("without", "right"), ("difference", "right"), ("won with / without", "right")):
        t.add_column(col, justify=just)
    for row in imp["cards"]:
        w, wo = row["mean_kill_with"], row["mean_kill_without"]
        t.add_row(row["card"], str(row["copies"]), f"{row['games_with']:,}",
                  _pm(w["mean"], w["mean_ci"], "", 2), _pm(wo["mean"], wo["mean_ci"], "", 2),
                  _signed(row["mean_kill_difference"], row["mean_kill_difference_ci"], "", 2),
                  f"{_pm(row['won_with_pct'], None)} / {_pm(row['won_without_pct'], None)}")
    console.print(t)
    console.print("negative difference: the deck kills sooner when the card is there (95% intervals)")
