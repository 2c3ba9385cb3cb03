"""An ally's power lowering a hero's health this turn (issue 23, powers2; `compile_powers._weaken`): "[Exhaust] ->
Target hero or ally has -1 health this turn" (Rahn Grimstaff), "1, Discard a card -> Target hero or ally has -1
[Health] this turn" (Danyssa Stillheart): tap (TP_WEAKEN, pay, exhaust, n, ids it may discard or None).

Used after combat on the opposing hero, and only when that destroys it now (CR 410.6a: a hero whose damage reaches
its health is destroyed): the health it lowers lasts this turn only, so any other use does nothing for the kill.
An [Exhaust] one by an ally in play since your turn began that did not attack (CR 302.2); one without [Exhaust] as
often as it can be paid (a card discarded: any, the game is won). The engine lowers `health` for the rest of the
turn, which ends the game at the end of this turn (`turn.end_of_turn`).

An ally's trigger lowering a hero's health this turn (`compile_powers._weaken_trig`, `weak_trig` (WK_*, n)): "When
Melissa attacks, target hero or ally has -1 health this turn" (each attack of hers this turn), "When you place a
resource face up, target opposing hero or ally has -3 [Health] this turn" (Deathcharger in play, each resource placed
face up: `placed`, pooled in `Game.weak` (turn, n)). The target is the opposing hero; at the end of the turn, before its
damage is counted (`at_end`), the pool lowers its health only when that destroys it (CR 410.6a): otherwise the health
lowered comes back as the turn ends and did nothing (the engine leaves it out)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.compile_powers import TP_WEAKEN, WK_ATTACK, WK_PLACE

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def _uses(g: "Game", f: "Fight", uid: int, c: int, j: int, budget: list[int]) -> int:
    """How many times ally c (`uid`, place j) can use its power now, with `budget` [resources, cards it may
    discard] left (spent as counted)."""
    _form, pay, exh, _n, disc = g.cc.tap[c]
    most = 1 if exh else 99
    if exh and (uid in f.tapped or g.a_since[j] >= g.t or g.stuck and uid in g.stuck):
        return 0
    k = 0
    while k < most and pay <= budget[0] and (disc is None or budget[1] > 0):
        budget[0] -= pay
        if disc is not None:
            budget[1] -= 1
        k += 1
    return k


def after_combat(g: "Game", f: "Fight") -> None:
    """Lower the opposing hero's health this turn with the allies' TP_WEAKEN powers, if together they destroy it."""
    from deckcheck.wowtcg.goldfish.taps import mark
    cc = g.cc
    left = g.health - g.dmg - g.turn_dmg
    if left <= 0:
        return
    mark(g, f, set())
    ids = [(j, u, c) for j, (u, c) in enumerate(zip(g.a_uid, g.a_c)) if cc.tap[c] is not None
           and cc.tap[c][0] == TP_WEAKEN]
    disc_n = len(g.hand)
    budget = [g.avail, disc_n]
    plan, total = [], 0
    for j, u, c in ids:
        disc = cc.tap[c][4]
        if disc is not None:
            budget[1] = min(budget[1], sum(1 for h in g.hand if h in disc))
        k = _uses(g, f, u, c, j, budget)
        if k:
            need = -(-(left - total) // cc.tap[c][3])      # (no more uses than the kill needs)
            k = min(k, need)
            plan.append((j, u, c, k))
            total += k * cc.tap[c][3]
        if total >= left:
            break
    if total < left:
        return          # (not enough for the kill: no use, the health lowered would come back next turn)
    for j, u, c, k in plan:
        _form, pay, exh, n, disc = cc.tap[c]
        for _ in range(k):
            g.pay(pay)
            h = -1
            if disc is not None:
                i = next(i for i, x in enumerate(g.hand) if x in disc)
                h = g.hand.pop(i)
                g.grave.append(h)
            if exh:
                f.tapped.add(u)
            if g.audit:
                g.audit(("weaken", u, c, n, h))
            g.health -= n
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay}{', discards ' + g.names[h] if h >= 0 else ''}): "
                      f"the goldfish hero has -{n} health this turn.")


def placed(g: "Game") -> None:
    """A resource placed face up: the "-n health this turn" of each ally in play that triggers on it, pooled."""
    wt = g.cc.weak_trig
    n = 0
    for u, c in zip(g.a_uid, g.a_c):
        if wt[c] is not None and wt[c][0] == WK_PLACE:
            n += wt[c][1]
            if g.audit:
                g.audit(("weak_trig", u, c, wt[c][1], WK_PLACE))
    if n:
        g.weak = (g.t, (g.weak[1] if g.weak[0] == g.t else 0) + n)


def at_end(g: "Game") -> None:
    """The end of the turn: this turn's pool of "-n health this turn" triggers (each attack of such an ally, the
    resources placed face up) lowers the opposing hero's health when that destroys it now."""
    wt, f = g.cc.weak_trig, g.fight
    pool = g.weak[1] if g.weak[0] == g.t else 0
    hits = [c for c in f.att_ids if wt[c] is not None and wt[c][0] == WK_ATTACK] if f is not None else []
    pool += sum(wt[c][1] for c in hits)
    left = g.health - g.dmg - g.turn_dmg
    if not pool or left <= 0 or pool < left:
        return          # (nothing to lower, destroyed already, or not enough: the health would come back)
    if g.audit:
        for c in hits:
            g.audit(("weak_trig", -1, c, wt[c][1], WK_ATTACK))
        g.audit(("weak_kill", pool))
    g.health -= pool
    if g.log:
        g.log(f"  the triggers lowering the goldfish hero's health this turn: -{pool} health.")
