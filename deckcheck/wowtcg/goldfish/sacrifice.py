"""Damage equal to the ATK or the cost of an ally of yours destroyed to pay for it (issue 23, combat family round 4):
an ability's additional cost ("As an additional cost to play, destroy an ally in your party. Your hero deals shadow
damage equal to that ally's ATK to each opposing hero and ally": `damage` `n: X` `x: sac_atk` / `sac_cost` beside the
`sacrifice`, `Compiled.dmg_x` (3, 0 atk | 1 cost)) or an ally's power ("[Exhaust], Destroy another ally you control ->
... damage equal to that destroyed ally's cost": `cpower` n -2 atk / -3 cost).

The engine's rule: the ally is destroyed only when its X destroys the opposing hero now (with this turn's damage), the
one of least X that does; an ally's ATK is its printed ATK and what is attached to it (`a_att`)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.state import Game

#: the `x` words and what they read
SAC_X = {"sac_atk": 0, "sac_cost": 1}


def x_of(g: Game, j: int, stat: int) -> int:
    """The X ally place j gives: its ATK (printed and attached) or its printed cost."""
    c = g.a_c[j]
    if stat:
        return g.cc.cost[c] if g.cc.cost[c] > 0 else 0
    v = g.cc.atk[c] + g.a_att[j]
    return v if v > 0 else 0


def best(g: Game, ids: frozenset, stat: int, skip: int = -1) -> int:
    """The largest X an ally of `ids` in play gives now (0: none); `skip`: a uid left out (the power's own card
    when the text says "another")."""
    v = 0
    for j, x in enumerate(g.a_c):
        if x in ids and g.a_uid[j] != skip:
            k = x_of(g, j, stat)
            if k > v:
                v = k
    return v


def pick(g: Game, ids: frozenset, stat: int, need: int, skip: int = -1) -> int:
    """The place of the ally of `ids` to destroy: the one of least X that is at least `need`; -1: none."""
    got, gv = -1, 1 << 30
    for j, x in enumerate(g.a_c):
        if x in ids and g.a_uid[j] != skip:
            k = x_of(g, j, stat)
            if need <= k < gv:
                got, gv = j, k
    return got


def need(g: Game, base: int) -> int:
    """The X that destroys the opposing hero now, with `base` damage of the card besides X."""
    return g.health - g.dmg - g.turn_dmg - base


def ability_ok(g: Game, c: int) -> bool:
    """An ability with such a cost: an ally of yours whose X destroys the opposing hero now."""
    cc = g.cc
    return pick(g, cc.sac[c], cc.dmg_x[c][1], max(1, need(g, cc.dmg[c]))) >= 0


def ability_pay(g: Game, c: int) -> int:
    """Pay ability c's additional cost (`ability_ok` holds): destroy the ally; its damage (X and the printed)."""
    cc = g.cc
    stat = cc.dmg_x[c][1]
    j = pick(g, cc.sac[c], stat, max(1, need(g, cc.dmg[c])))
    x = x_of(g, j, stat)
    if g.log:
        g.log(f"    destroys {g.names[g.a_c[j]]} to pay for {g.names[c]} (X={x}).")
    if g.audit:
        g.audit(("sac_x", c, g.a_uid[j], g.a_c[j], x))
    g.leave(j, True)
    if g.audit:
        g.audit(("extra_paid", c, 1, 0))
    return cc.dmg[c] + x
