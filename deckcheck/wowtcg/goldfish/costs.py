"""Costs: what a card costs now (reductions, Haste, Preparation, Rift, "your next card costs less"), additional
costs (destroying a card of yours, removing one in your graveyard), and whether a card that needs something to
work on has it now (CR 707.1d: no link without its targets)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import GEAR, R_ALLIES, R_ALLY, WEAPON
from deckcheck.wowtcg.goldfish.plan import R_TOKENS
from deckcheck.wowtcg.goldfish.state import Game
from deckcheck.wowtcg.goldfish.tokens import copyable


def reduction(g: Game, c: int, k: int, alt: bool = True) -> int:
    """The cost of card c (of kind k) after cost reductions (and Haste when it applies); 0 when its alternative
    cost in your graveyard can be paid instead (`alt`: and its cost is not 0 without it, `alt_due`)."""
    cc = g.cc
    base = cc.cost[c]
    if cc.own_less[c]:
        if cc.prep[c] and g.t == 1:
            return 0            # Preparation: free on your first turn
        if alt and cc.alt_grave[c] is not None and alt_due(g, c, k):
            return 0            # "... rather than pay its cost": `play` removes the cards
        if cc.selfless[c]:
            n_less = self_less(g, c)
            base = base - n_less if base > n_less else 0
        if cc.rift[c]:
            base = max(0, base - g.race_most())
    tl = g.turn_less
    if not (g.less_in_play or tl[0] or tl[2] or tl[3] or (tl[1] and cc.haste[c])):
        return base
    n, floor = 0, 0
    for what, m, _until, mn, mask in g.less_in_play:
        if (what == k or what == 5 or (what == WEAPON and k == GEAR)) and (mask is None or c in mask):
            n += m
            floor = floor or mn
    n += tl[0] + tl[2] + (tl[3] if base else 0)
    if tl[1]:
        n += cc.haste[c]
    v = base - n
    return v if v > floor else (floor if base >= floor else base)


def self_less(g: Game, c: int) -> int:
    """What card c's own reductions take off now ("You pay 1 less to play this ally for each Monster you control",
    "... to complete this quest for each ally you control": `Compiled.selfless`, (n, cond) or (n, cond, count))."""
    cc = g.cc
    less = 0
    for sl in cc.selfless[c] or ():
        if sl[1] is None or g.cond_ok(sl[1]):
            k = g.per_count(sl[2], -1) if len(sl) > 2 else 1
            if cc.grave_up[c] and k > cc.grave_n[c]:
                k = cc.grave_n[c]   # "You pay X less", X the cards its Finishing Move removes (up to n)
            less += sl[0] * k
    return less


def alt_due(g: Game, c: int, k: int) -> bool:
    """Does card c's alternative cost ("remove four ally cards in your graveyard from the game rather than pay
    Clara Grave's cost") save anything now: enough such cards there, and its cost not 0 without it."""
    ids, n = g.cc.alt_grave[c][:2]
    if ids is None:     # "destroy n of your resources rather than pay its cost" (combat2): only when its cost can't be
        # paid now and you keep as many resources as the deck's dearest other card costs (`compile_grave`)
        return g.res - n >= g.cc.alt_grave[c][2] and reduction(g, c, k, False) > g.avail
    return sum(x in ids for x in g.grave) >= n and reduction(g, c, k, False) > 0


def spend_next(g: Game, c: int) -> None:
    """Card c was played: "your next card this turn costs less" is used (a power only on a card with a cost)."""
    g.turn_less[2] = 0
    if g.cc.cost[c]:
        if g.turn_less[3] and g.less_pows and any(len(lp) > 3 for lp in g.less_pows):
            from deckcheck.wowtcg.goldfish.nextless import spent
            spent(g, g.cc.cost[c])      # (allies' such powers: they exhaust for it)
        g.turn_less[3] = 0


def fodder(g: Game, c: int) -> tuple | None:
    """The card of yours destroyed to pay c's additional cost ("destroy an ability, ally, or equipment you
    control"): one that does nothing toward the kill (an ally that can't attack, an armor or item with no use);
    any, the weakest, when c's damage destroys the opposing hero now. None: none to pay with."""
    cc = g.cc
    return spare(g, cc.sac[c], cc.dmg[c] > 0 and g.dmg + g.turn_dmg + cc.dmg[c] >= g.health)


def spare(g: Game, ids: frozenset, kill: bool) -> tuple | None:
    """The card of yours among `ids` to destroy for a cost, as (is an ally, place): one that does nothing toward
    the kill (an ally that can't attack, a permanent the engine has no use for); when `kill` (what the cost pays
    for destroys the opposing hero now) any, the weakest. None: none worth destroying."""
    cc = g.cc
    best, bv = None, 1 << 30
    for j, x in enumerate(g.a_c):
        if x in ids:
            if cc.cant_attack[x] or g.n_cant_all:
                return (True, j)
            if kill and cc.atk[x] + g.a_att[j] < bv:
                best, bv = (True, j), cc.atk[x] + g.a_att[j]
    for j, x in enumerate(g.perms):
        if x in ids:
            if not cc.value[x]:
                return (False, j)
            if kill and cc.cost[x] < bv:
                best, bv = (False, j), cc.cost[x]
    return best


def extra_ok(g: Game, c: int) -> bool:
    """Can c's additional cost be paid (a card of yours to destroy, a card in your graveyard to remove)?"""
    cc = g.cc
    if cc.sac[c] is not None and cc.dmg_x[c] is not None and cc.dmg_x[c][0] == 3:
        from deckcheck.wowtcg.goldfish.sacrifice import ability_ok
        return ability_ok(g, c)     # (X from the ally destroyed: only when it destroys the opposing hero now)
    if cc.sac[c] is not None and fodder(g, c) is None:
        return False
    return cc.grave_cost[c] is None or cc.grave_up[c] or sum(x in cc.grave_cost[c] for x in g.grave) >= cc.grave_n[c]


def pay_extra(g: Game, c: int) -> None:
    """Pay c's additional cost (`extra_ok` holds)."""
    cc = g.cc
    destroyed = removed = 0
    if cc.sac[c] is not None:
        if cc.dmg_x[c] is not None and cc.dmg_x[c][0] == 3:
            raise AssertionError("X from an ally destroyed is paid by `sacrifice.ability_pay` (the burn)")
        is_ally, j = fodder(g, c)
        if g.log:
            g.log(f"    destroys {g.names[g.a_c[j] if is_ally else g.perms[j]]} to pay for {g.names[c]}.")
        g.leave(j, is_ally)
        destroyed = 1
    if cc.grave_cost[c] is not None:
        there = sum(x in cc.grave_cost[c] for x in g.grave) if g.audit else 0
        removed = remove_grave(g, cc.grave_cost[c], cc.grave_n[c], c)
        if cc.grave_up[c] and g.audit:       # Finishing Move: up to n (X, the number removed)
            g.audit(("fin", c, removed, there))
    if g.audit:
        g.audit(("extra_paid", c, destroyed, removed))


def remove_grave(g: Game, ids: frozenset, n: int, c: int) -> int:
    """Remove n cards among `ids` in your graveyard from the game to pay for c (those there are: the caller
    checked), the least useful first (the engine's use for them, then their cost); how many were removed."""
    cc = g.cc
    out = sorted((x for x in g.grave if x in ids), key=lambda x: cc.value[x] * 100 + cc.cost[x])[:n]
    for x in out:
        g.grave.remove(x)
        if g.log:
            g.log(f"    removes {g.names[x]} in the graveyard from the game to pay for {g.names[c]}.")
    if cc.any_grave_lim:
        g.fix_limits()      # (a card that raised a tag limit from your graveyard may have gone)
    return len(out)


def returnable(g: Game, c: int) -> bool:
    """A card in your graveyard that c's regrowth takes (at most your resources when it says so)."""
    if not g.grave:
        return False
    rg, cost, res = g.cc.regrow[c], g.cc.cost, g.res
    ids, max_res = rg[0], rg[2]
    for x in g.grave:
        if x in ids and (not max_res or cost[x] <= res):
            return True
    return False


def usable(g: Game, c: int) -> bool:
    """Has card c (one that needs something: `needs`) anything to work on now: an attacker to ready, a card in
    your graveyard to put back, something to count, a token to copy, its additional cost payable?"""
    cc = g.cc
    r = cc.readies[c]
    if r is not None and not (g.a_c if r[0] in (R_ALLY, R_ALLIES) else (g.weapons or g.hero_atk + g.ong_hero > 0)):
        return False
    if cc.regrow[c] is not None and not returnable(g, c):
        return False
    if cc.tcopy[c] & 1 and not copyable(g, c):
        return False
    if cc.dmg_ally[c] and not g.a_c:
        return False        # "... and n damage to target ally": a passive opponent has none, yours must be there
    dp = cc.draw_per[c]
    if g.opp is not None and cc.grave_hp[c] and cc.grave_hp[c] * g.opp[1] >= cc.health[c]:
        return False        # "-1 / -1 for each card in opposing graveyards": it would enter with no health (opp.py)
    if g.opp is not None and cc.yogg[c] and len(g.opp) > 2:
        return False        # (Call of Yogg-Saron on the opposing hero already: a second one does nothing, opp.py)
    if cc.dots[c] is not None:
        from deckcheck.wowtcg.goldfish.dots import usable as dots_usable
        if not dots_usable(g, c):
            return False    # (dots) no Melee weapon for its damage, an undamaged hero for a Bleed
    if dp is not None and not cc.draw[c] and not g.per_count(dp, -1):
        return False        # "draw a card for each [Arcane] ally you control" with none
    if (cc.tok_also[c] is not None or cc.tok_per[c] is not None) and not due(g, c):
        return False        # tokens only under conditions (Bark and Bite), none of which holds
    return not cc.xtra[c] or extra_ok(g, c)


def due(g: Game, c: int) -> bool:
    """Does card c do anything as it resolves besides its conditional tokens, or does one of their conditions hold?"""
    cc = g.cc
    if g.plan.resolves[c] & ~R_TOKENS or cc.stays[c]:
        return True
    if cc.tok_per[c] is not None:
        return g.per_count(cc.tok_per[c], c) > 0
    if cc.token[c][0]:
        return True
    tm = cc.tmore[c]
    return tm is not None and g.cond_ok(tm[1], c) or any(x[2] is None or g.cond_ok(x[2], c) for x in cc.tok_also[c])


def playable(g: Game, c: int) -> bool:
    """Its additional cost payable, and what it needs to work on there (707.1d)."""
    cc = g.cc
    if cc.play_cond[c] is not None and not g.cond_ok(cc.play_cond[c], c):
        return False        # "Play this ally only if ..." (enter.py's family)
    if cc.xdiscard[c] and len(g.hand) <= cc.xdiscard[c]:
        return False        # "As an additional cost to play, discard a card": another card in hand (itself is there)
    return not (cc.xtra[c] and not extra_ok(g, c) or cc.needs[c] and not usable(g, c))
