"""An ally that can't ready in your ready step, and the once-a-turn power that readies it (issue 23): Deathlord
Jones puts Brode into play exhausted ("This ally can't ready during its controller's ready step": it never attacks
unless readied); "Once per turn, on your turn: 3 -> This ally deals 3 shadow damage to target hero or ally. Ready a
Ghoul you control." Before combat the power readies such an ally that has been in play since your turn began (CR
302.2), which then attacks this turn (`combat.declare` lets a woken ally attack); otherwise it is used after combat
for its damage. Each use is told to the checker ("wake")."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.state import Game


def _sleeper(g: Game, ids) -> int:
    """Place in a_c of an ally the power can ready that can attack once readied: asleep (it can't ready in your
    ready step), of the power's group, in play since before this turn, not readied yet; -1: none."""
    cc = g.cc
    for j, x in enumerate(g.a_c):
        if cc.asleep[x] and (ids is None or x in ids) and g.a_since[j] < g.t and g.woken.get(g.a_uid[j]) != g.t:
            return j
    return -1


def _use(g: Game, j: int, target: int) -> None:
    """The power of the ally at place j, once this turn: pay, its damage, ready the ally at place `target` (-1:
    none worth readying: the power still readies one, to no use)."""
    cc = g.cc
    c, uid = g.a_c[j], g.a_uid[j]
    pay, dmg, _ids = cc.wake[c]
    g.pay(pay)
    g.wake_used[uid] = g.t
    woken = g.a_uid[target] if target >= 0 else -1
    if woken >= 0:
        g.woken[woken] = g.t
    if g.audit:
        g.audit(("wake", c, uid, woken))
    g.turn_dmg += dmg
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay}): {dmg} damage"
              + (f", readies {g.names[g.a_c[target]]}." if target >= 0 else "."))


def before_combat(g: Game) -> None:
    """Each ally's once-a-turn power that readies an ally that can attack once readied, when it can be paid beside
    the weapon's strike."""
    cc = g.cc
    for j in range(len(g.a_c)):
        c = g.a_c[j]
        w = cc.wake[c]
        if w is None or w[2] is None or g.wake_used.get(g.a_uid[j]) == g.t:
            continue        # (ids None: a power that readies no ally, "... deals 1 nature damage to it": after combat)
        target = _sleeper(g, w[2])
        if target >= 0 and w[0] <= g.avail - (g.strike_reserve() if g.weapons else 0):
            _use(g, j, target)


def after_combat(g: Game) -> None:
    """After combat: the once-a-turn powers not used yet, for their damage, when they can be paid."""
    cc = g.cc
    for j in range(len(g.a_c)):
        c = g.a_c[j]
        w = cc.wake[c]
        if w is not None and w[1] and g.wake_used.get(g.a_uid[j]) != g.t and w[0] <= g.avail:
            _use(g, j, -1)
