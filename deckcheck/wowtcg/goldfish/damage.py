"""Damage to the opposing hero outside combat: a card's damage as it is played (counted, or the ATK of your
weapon added), each hero and ally's damage (yours too: your allies may die), damage at the start of your turn,
burn held until lethal or cast with spare resources, X damage; and the damage boosts in play (`Game.bst`)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import play
from deckcheck.wowtcg.goldfish.compile import ABILITY, ALLY
from deckcheck.wowtcg.goldfish.costs import extra_ok, pay_extra, reduction, usable
from deckcheck.wowtcg.goldfish.drawbacks import check_health
from deckcheck.wowtcg.goldfish.state import Game


def dmg_now(g: Game, c: int) -> int:
    """The damage of card c now: its printed amount, plus what it counts or its weapon's ATK (compile: dmg_x)."""
    cc = g.cc
    x = cc.dmg_x[c]
    if x is None:
        return cc.dmg[c]
    if x[0] == 0:
        d = cc.dmg[c] + x[1][0] * g.per_count(x[1], -1)
        return d + x[2][0] * g.per_count(x[2], -1) if len(x) > 2 else d   # (a second count added: "combined")
    if x[0] == 3:               # X: the ATK / cost of an ally of yours destroyed to pay for it (sacrifice.py)
        from deckcheck.wowtcg.goldfish.sacrifice import best
        return cc.dmg[c] + best(g, cc.sac[c], x[1])
    if x[0] == 2:               # Finishing Move: X, the cards in your graveyard its cost removes (up to x[2])
        return cc.dmg[c] + min(x[2], sum(1 for y in g.grave if y in x[1]))
    ws = [cc.atk[w] for w in g.weapons if w in x[1]]
    d = cc.dmg[c] + ((sum(ws) if x[2] else max(ws)) if ws else 0)
    return d + x[3][0] * g.per_count(x[3], -1) if len(x) > 3 else d     # ("of a Pet and a Ranged weapon")


def with_more(g: Game, c: int) -> int:
    """dmg_now with "..., or M if ...": the larger amount when its condition holds."""
    cc = g.cc
    d = dmg_now(g, c)
    more = cc.dmore[c]
    return d + more[0] if more is not None and g.cond_ok(more[1]) else d


def on_play(g: Game, c: int) -> None:
    """Card c's damage as it is played (or enters play), with its condition."""
    cc = g.cc
    d = dmg_now(g, c)
    more = cc.dmore[c]
    if more is not None and d > 0 and g.cond_ok(more[1], c):
        d += more[0]                     # "..., or M if ...": the larger amount
    if d > 0 and g.cond_ok(cc.dmg_cond[c], c):       # an ally's "if you control another ..." leaves it out
        if g.boosts or g.doubles:
            d = g.dealt(d, cc.kind[c] != ALLY, bool(cc.dcombat[c]), cc.kind[c] == ABILITY, cc.dtype[c])
        g.turn_dmg += d
        if cc.dcombat[c]:
            g.hero_hit = True       # "That damage counts as combat damage" (combat may find your hero did not hit)
        if cc.kind[c] == ABILITY:
            g.hero_types |= cc.dtype[c]
            g.abil_types |= cc.dtype[c]
        if g.log:
            g.log(f"    deals {d} damage to the opposing hero.")
        if cc.dmg_all[c]:
            sweep(g, d)


def sweep(g: Game, n: int) -> None:
    """n damage to each of your allies (each hero and ally): those with fatal damage are destroyed. (The allies in play
    as it resolves, each once: one destroyed may take others with it, or put a token into play.)"""
    hp = g.cc.health
    for u in g.a_uid[::-1]:
        if u not in g.a_uid:
            continue            # (destroyed already, by another's leaving play)
        j = g.a_uid.index(u)
        g.a_dmg[j] += n
        if g.a_dmg[j] >= hp[g.a_c[j]]:
            g.leave(j, True)
    if g.cc.any_hp_less:
        check_health(g)         # allies whose health hp_less cards lower


def start_of_turn(g: Game) -> None:
    """Damage at the start of your turn from the cards in play (and "when this ally readies")."""
    cc = g.cc
    dd = g.dot
    if g.dot and (g.boosts or g.doubles):
        dd += sum(g.dealt(cc.dot[p], cc.kind[p] != ALLY, False, cc.kind[p] == ABILITY, cc.dtype[p]) - cc.dot[p]
                  for p in g.perms + g.a_c if cc.dot[p])
    if cc.any_turn_dmg:
        # "..., or 2 more while you control an ally with cost 4 or more" (an ally's too); "1 damage for each Orc
        # ally you control" (an ally's: enter.py's family), each instance boosted as the card's own
        for p in g.perms + g.a_c:
            dx, dp = cc.dotx[p], cc.dot_per[p]
            if dx is not None and g.cond_ok(dx[1], p):
                dd += dx[0]
            if dp is not None and (k := dp[0] * g.per_count(dp, p)) > 0:
                dd += g.dealt(k, False, False, False, cc.dtype[p]) if g.boosts or g.doubles else k
                if g.audit:
                    g.audit(("dot_per", p, k, tuple(g.a_c), tuple(g.perms)))
    if dd:
        g.turn_dmg += dd
        if g.log:
            g.log(f"  start-of-turn effects deal {dd} damage.")
    if cc.any_dot_all:
        for p in g.perms + g.a_c:
            if cc.dot_all[p]:
                sweep(g, cc.dot_all[p])     # "deals 1 nature damage to each hero and ally": yours too


def burn(g: Game) -> bool:
    """After combat: abilities that deal damage, all cast with spare resources, or held until together (with
    this turn's damage) they destroy the opposing hero (policy hold_burn). Whether any was cast."""
    cc, hand = g.cc, g.hand
    burner = cc.burner
    for c in hand:
        if burner[c]:
            break
    else:
        return False    # (no burner in hand)
    alt = cc.any_alt
    if alt:
        from deckcheck.wowtcg.goldfish import alt as alt_cost
        return alt_cost.burn(g, with_more)      # (a deck with an alternate cost: its own burn, the same with it)
    cands = [(d, i) for i, c in enumerate(hand)
             if burner[c] and reduction(g, c, ABILITY) <= g.avail and g.cond_ok(cc.dmg_cond[c])
             and (d := with_more(g, c)) > 0 and not (cc.xtra[c] and not extra_ok(g, c))
             and not (cc.needs[c] and not usable(g, c))]
    if not cands:
        return False
    cands.sort(reverse=True)
    if g.policy.hold_burn:
        left, total = g.avail, 0
        for d, i in cands:
            pr = reduction(g, hand[i], ABILITY)
            if pr <= left:
                left -= pr
                total += d
        if g.dmg + g.turn_dmg + total < g.health:
            return False
    used = False
    for c in [hand[i] for _d, i in cands]:
        if c not in hand:
            continue        # (discarded by a trigger on a burner cast before it)
        pr = reduction(g, c, ABILITY)
        if pr <= g.avail and not (cc.xtra[c] and not extra_ok(g, c)):
            hand.remove(c)      # (out of the hand as it is played: a trigger on it, "draw a card, then discard a
            g.pay(pr)           # card", takes from the rest of the hand)
            cast_burn(g, c, with_more(g, c))    # (as it resolves: "or 4 if that character was dealt fire damage this
            #                                      turn" after a Fire Blast cast before it, Firestarter)
            used = True
    return used


def cast_burn(g: Game, c: int, d: int) -> None:
    """Burner c (paid for) resolves: its d damage (boosted, copied by Echo; "counts as combat damage": your hero's
    combat damage), its drawbacks; the caller takes it out of the hand."""
    cc = g.cc
    if cc.xtra[c]:
        if cc.dmg_x[c] is not None and cc.dmg_x[c][0] == 3:
            from deckcheck.wowtcg.goldfish.sacrifice import ability_pay
            d = ability_pay(g, c)       # (the ally of least X that destroys the opposing hero now)
        else:
            pay_extra(g, c)
    if g.boosts or g.doubles:
        d = g.dealt(d, True, bool(cc.dcombat[c]), True, cc.dtype[c])
    d *= g.copies(c) if cc.echo[c] else 1
    g.turn_dmg += d
    if cc.dcombat[c]:
        g.hero_hit = True   # "That damage counts as combat damage": your hero dealt combat damage
    g.hero_types |= cc.dtype[c]     # ("your hero deals 2 fire damage": your hero dealt fire damage, `hero_dealt`)
    g.abil_types |= cc.dtype[c]
    play.cast(g, c)
    if cc.dmg_all[c]:
        sweep(g, d)
    if g.log:
        g.log(f"  plays {g.names[c]}: {d} damage.")


def x_damage(g: Game) -> bool:
    """After combat: X damage with what is left (at least the policy's x_min; held until lethal with hold_burn).
    Whether any was cast. (`turn.after_combat` calls it only with the policy's x_min beyond the cheapest X card's
    printed cost ready, `Plan.x_cost`: a cost reduction read here must lower that.)"""
    cc, hand, pol = g.cc, g.hand, g.policy
    cast = False
    for i in range(len(hand) - 1, -1, -1):
        c = hand[i]
        if cc.dmg[c] == -1 and g.avail - cc.cost[c] >= pol.x_min and not (cc.xtra[c] and not extra_ok(g, c)):
            x = g.avail - cc.cost[c]
            if cc.xmax[c] and x > cc.xmax[c]:
                x = cc.xmax[c]
            if pol.hold_burn and g.dmg + g.turn_dmg + x < g.health:
                continue
            hand.pop(i)
            g.pay(cc.cost[c] + x)
            if cc.xtra[c]:
                pay_extra(g, c)
            play.cast(g, c)
            g.turn_dmg += (g.dealt(x, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else x) * (
                g.copies(c) if cc.echo[c] else 1)
            g.abil_types |= cc.dtype[c]
            if cc.dmg_all[c]:
                sweep(g, x)
            cast = True
            if g.log:
                g.log(f"  plays {g.names[c]} with X={x}: {x} damage.")
    return cast
