"""Card draw and resource tricks (issue 23, draws family; the specs are `compile_tricks`' `trick`, checked by
`audit_tricks.py`). Only a deck holding one enters here (`Compiled.any_trick`).

After combat (`after`), in this order, each only when it does something (CR 707.1d) and the game is not won yet:

- Supernova (TR_NOVA): cast only when the damage, the number of your resources its additional cost destroys, destroys
  the opposing hero now (the resources are gone: the game ends this turn);
- Hammer of the Zealot (TR_HAMMER): exhausts an ally of yours (the passive opponent has none), one that readies in
  your next ready step (after combat, so no attack is lost) or one already exhausted that can't ready; draws;
- Payment of Blood, Dark Pact, Ruthless Execution (TR_SAC): destroys a card of yours the engine has no use for (an
  equipment it does not use, of cost 2 or more: that much damage on your hero, not followed as the passive opponent
  never damages it, `hurt_hero`, and as many cards drawn; a Pet that can't attack, of cost 2 or more, as many cards
  drawn; a damaged ally that can't attack, one card drawn);
- Shadow Strikes (TR_STRIKES): a +1 ATK counter onto each of your weapons, damage equal to the combined ATK of your
  Melee weapons (printed and +1 ATK counters), at least the policy's least X (or held until lethal);
- Swirling Flames (TR_BUY): your hero's power "1 -> 1 damage" bought with what is left, each use one instance of
  damage (boosted as your hero's non-combat damage), at least the policy's least X (or held until lethal);
- Mana Sapphire (TR_SAPPHIRE, an Ongoing ability the engine plays after combat as any other): its power "X, destroy
  this -> draw X" with X the resources left (at most its 5), used when X is 3 or more;
- Demonic Pact (TR_XPACT): X with what is left (2 or more): it enters with X counters, and draws a card at the start
  of each of your turns while it has one (1 damage on your hero each time: not followed, `hurt_hero`);
- Arcane Essence (TR_ESSENCE): last, with what is left: draws, then all your resources are exhausted.

In the main phase (`main`, when nothing else is affordable): Death Pact (TR_DEATH: an ally of yours that can't attack
destroyed for your hero's +X ATK this turn, X its ATK); then, each only when the resources it readies (more than it
costs) make a card in hand playable: Elemental Shield's power (TR_SHIELD: a resource for each of its counters), "ready
up to n resources" (TR_READY: face-up ones, your quests not completed, which the player exhausts first; X the highest
cost of an ally of the filter you control; Thrill of the Hunt: X the cost of an ally of yours that can't attack,
destroyed; Hymn of Hope: X your damaged allies, healed).

A draw never takes more cards than the deck holds (a draw from an empty deck loses, CR 410.6b)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import play
from deckcheck.wowtcg.goldfish.compile import ABILITY, TO_HERO, WEAPON
from deckcheck.wowtcg.goldfish.compile_tricks import (TR_BUY, TR_DEATH, TR_ESSENCE, TR_HAMMER, TR_NOVA, TR_READY,
                                                      TR_SAC, TR_SAPPHIRE, TR_SHIELD, TR_STRIKES, TR_XPACT)
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.state import Game

#: the least X Mana Sapphire's power is used with
SAPPHIRE_MIN = 3
#: the least X Demonic Pact is played with
PACT_MIN = 2
#: the least cost of an equipment Payment of Blood destroys (it draws that many)
BLOOD_MIN = 2


def _in_hand(g: Game, kind: int) -> tuple[int, int, int]:
    """(place in hand, card id, price) of an affordable trick of that kind in hand; (-1, -1, 0) when none."""
    trick = g.cc.trick
    for i, c in enumerate(g.hand):
        tr = trick[c]
        if tr is not None and tr[0] == kind:
            price = reduction(g, c, ABILITY)
            if price <= g.avail:
                return i, c, price
    return -1, -1, 0


def _won(g: Game) -> bool:
    return g.dmg + g.turn_dmg >= g.health


def after(g: Game) -> None:
    """After combat: the tricks in hand (and Mana Sapphire's power in play), in the module's order."""
    if _won(g):
        return
    nova(g)
    if _won(g):
        return
    while hammer(g) or sac(g):
        pass
    strikes(g)
    buy(g)
    sapphire(g)
    xpact(g)
    essence(g)


def nova(g: Game) -> bool:
    """Supernova: only when your resources' number destroys the opposing hero now."""
    i, c, price = _in_hand(g, TR_NOVA)
    if i < 0:
        return False
    cc = g.cc
    n = g.res
    d = g.dealt(n, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else n
    if g.dmg + g.turn_dmg + d < g.health:
        return False
    play.play(g, c, i, price)
    if g.audit:
        g.audit(("t_nova", c, n, g.dmg + g.turn_dmg, d, g.health))
    g.res = g.avail = 0         # (the destroyed resources are face-down cards the engine does not follow; its
    g.quests.clear()            #  face-up quests among them)
    g.quests_changed()
    return _dealt(g, c, d, f"destroys all {n} resource(s): {d} damage.")



def _dealt(g: Game, c: int, d: int, said: str) -> bool:
    """Ability c's hero dealt d damage to the opposing hero this turn (its damage types noted), and the trace says so."""
    g.turn_dmg += d
    g.hero_types |= g.cc.dtype[c]
    g.abil_types |= g.cc.dtype[c]
    if g.log:
        g.log(f"    {said}")
    return True

def hammer(g: Game) -> bool:
    """Hammer of the Zealot: exhaust an ally of yours (one that readies at your next ready step, or one already
    exhausted that can't), draw."""
    i, c, price = _in_hand(g, TR_HAMMER)
    if i < 0:
        return False
    cc = g.cc
    n = cc.trick[c][1]
    if len(g.lib) < n:
        return False
    j = next((j for j, a in enumerate(g.a_c) if not cc.no_ready[a] or g.a_uid[j] in g.stuck), -1)
    if j < 0:
        return False
    uid, who = g.a_uid[j], g.a_c[j]
    play.play(g, c, i, price)
    if g.log:
        g.log(f"    exhausts {g.names[who]}.")
    if g.audit:
        g.audit(("t_hammer", c, uid))
    g.draw_cards(n)
    return True


def sac(g: Game) -> bool:
    """Payment of Blood, Dark Pact, Ruthless Execution: destroy a card of yours of no use to the engine (an equipment
    it does not use; an ally that can't attack, of the filter, damaged for Ruthless Execution), draw n (X: its cost,
    2 or more)."""
    i, c, price = _in_hand(g, TR_SAC)
    if i < 0:
        return False
    cc = g.cc
    _k, ids, ally, n, damaged = cc.trick[c]
    best, bx = -1, BLOOD_MIN - 1 if n < 0 else -1
    for j, x in enumerate(g.a_c if ally else g.perms):
        k = cc.cost[x] if n < 0 else n
        if x in ids and bx < k <= len(g.lib) and (
                (cc.cant_attack[x] or g.n_cant_all) and (not damaged or g.a_dmg[j]) if ally else not cc.value[x]):
            best, bx = j, k
    if best < 0:
        return False
    uid, who = (g.a_uid if ally else g.p_uid)[best], (g.a_c if ally else g.perms)[best]
    play.play(g, c, i, price)
    if g.log:
        hurt = "" if ally else f"{bx} damage on your hero, "       # (Payment of Blood's)
        g.log(f"    destroys {g.names[who]}: {hurt}{bx} card(s) drawn.")
    g.leave(best, bool(ally))
    if g.audit:
        g.audit(("t_sac", c, uid, bx))
    g.draw_cards(bx)
    return True


def buy(g: Game) -> bool:
    """Swirling Flames: "1 -> 1 damage" this turn, bought with all that is left (at least the policy's least X)."""
    i, c, price = _in_hand(g, TR_BUY)
    if i < 0:
        return False
    cc, pol = g.cc, g.policy
    x = g.avail - price
    n = cc.trick[c][1]
    one = g.dealt(n, True, False, False, cc.dtype[c]) if g.boosts or g.doubles else n
    if x < pol.x_min and g.dmg + g.turn_dmg + x * one < g.health or x < 1:
        return False
    if pol.hold_burn and g.dmg + g.turn_dmg + x * one < g.health:
        return False
    play.play(g, c, i, price)
    g.pay(x)
    if g.audit:
        g.audit(("t_buy", c, x, x * one))
    g.turn_dmg += x * one
    g.hero_types |= cc.dtype[c]
    if g.log:
        g.log(f"    the hero's power used {x} time(s): {x * one} damage.")
    return True


def sapphire(g: Game) -> bool:
    """Mana Sapphire's power: X (at most its cap and the cards in the deck), destroy it, draw X."""
    cc = g.cc
    for j, p in enumerate(g.perms):
        tr = cc.trick[p]
        if tr is None or tr[0] != TR_SAPPHIRE:
            continue
        x = min(g.avail, len(g.lib), tr[1] or g.avail)
        if x < SAPPHIRE_MIN:
            return False
        uid = g.p_uid[j]
        if g.log:
            g.log(f"  {g.names[p]}: X={x}, destroyed, draws {x}.")
        g.pay(x)
        g.leave(j, False)
        if g.audit:
            g.audit(("t_sapphire", p, uid, x))
        g.draw_cards(x)
        return True
    return False


def essence(g: Game) -> bool:
    """Arcane Essence: last, with what is left: draw, then all your resources are exhausted."""
    i, c, price = _in_hand(g, TR_ESSENCE)
    if i < 0 or len(g.lib) < g.cc.trick[c][1]:
        return False
    play.play(g, c, i, price)
    if g.audit:
        g.audit(("t_essence", c, g.avail))
    g.avail = 0
    if g.log:
        g.log("    exhausts all resources.")
    g.draw_cards(g.cc.trick[c][1])
    return True


def main(g: Game) -> bool:
    """Main phase, nothing else affordable: Death Pact for your hero's attack, then a "ready up to n resources" trick
    that makes a card in hand affordable (beside what the weapon's strike keeps aside); True: one was cast."""
    if death(g):
        return True
    if g.avail >= g.res:
        return False
    from deckcheck.wowtcg.goldfish.turn import best_play     # (turn imports this module)
    cc, hand = g.cc, g.hand
    if g.perms and shield(g, best_play):
        return True
    for i, c in enumerate(hand):
        tr = cc.trick[c]
        if tr is None or tr[0] != TR_READY:
            continue
        price = reduction(g, c, ABILITY)
        if price > g.avail:
            continue
        n = tr[1] * (g.per_count(tr[2], -1) if tr[2] is not None else 1)
        j = -1
        if len(tr) > 5:             # (Hymn of Hope: a resource for each damaged ally of yours it heals)
            n = sum(1 for d in g.a_dmg if d > 0)
        if tr[4] is not None:       # (Thrill of the Hunt: X the cost of an ally of yours that can't attack, destroyed)
            for jj, a in enumerate(g.a_c):
                if a in tr[4] and cc.cant_attack[a] and cc.cost[a] > n:
                    j, n = jj, cc.cost[a]
        down = g.res - g.avail + price              # exhausted once it is paid for
        k = min(n, down, len(g.quests) if tr[3] else down)
        if k <= price:
            continue
        now = g.avail
        g.avail = now - price + k       # (what the main phase would play then: a card it can't play now)
        best = best_play(g)[0]
        g.avail = now
        if best < 0:
            continue
        play.play(g, c, i, price)
        uid = -1
        if len(tr) > 5:
            g.a_dmg[:] = [d - tr[5] if d > tr[5] else 0 for d in g.a_dmg]
            if g.log:
                g.log(f"    heals {n} damaged ally(ies) of yours.")
        if j >= 0:
            uid = g.a_uid[j]
            if g.log:
                g.log(f"    destroys {g.names[g.a_c[j]]} (cost {n}).")
            g.leave(j, True)
        before = g.avail
        g.avail += k
        if g.audit:
            g.audit(("ready", k, before, g.res))
            g.audit(("t_ready", c, k, n, before, g.res, len(g.quests), uid))
        if g.log:
            g.log(f"    readies {k} resource(s).")
        return True
    return False


def shield(g: Game, best_play) -> bool:
    """Elemental Shield's power, once a turn: ready a resource for each of its counters (those exhausted), then one
    counter removed (none left: destroyed); used only when it makes a card in hand playable (`best_play`)."""
    cc = g.cc
    for j, p in enumerate(g.perms):
        tr = cc.trick[p]
        if tr is None or tr[0] != TR_SHIELD:
            continue
        uid = g.p_uid[j]
        have = g.ctr.get(uid, 0)
        k = min(have, g.res - g.avail)
        if g.res_used.get(uid) == g.t or k <= 0:
            continue
        now = g.avail
        g.avail = now + k
        ok = best_play(g)[0] >= 0
        g.avail = now
        if not ok:
            continue
        g.res_used[uid] = g.t
        g.avail = now + k
        if g.audit:
            g.audit(("ready", k, now, g.res))
            g.audit(("t_shield", p, uid, k, have))
        if g.log:
            g.log(f"  {g.names[p]}: exhausts, readies {k} resource(s).")
        from deckcheck.wowtcg.goldfish.counters import _add
        _add(g, uid, p, uid, -1, 0, "power")
        if not g.ctr[uid]:
            g.leave(j, False)
        return True
    return False


def death(g: Game) -> bool:
    """Death Pact, before combat: destroy an ally of yours that can't attack (it does nothing toward the kill), your
    hero +X ATK this turn, X its ATK (printed and attached); only with such an ally of ATK above 0, and a hero free to
    attack."""
    i, c, price = _in_hand(g, TR_DEATH)
    if i < 0 or g.n_cant_all:
        return False
    from deckcheck.wowtcg.goldfish.sacrifice import x_of
    cc = g.cc
    ids = cc.trick[c][1]
    best, bx = -1, 0
    for j, a in enumerate(g.a_c):
        if a in ids and cc.cant_attack[a] and (x := x_of(g, j, 0)) > bx:
            best, bx = j, x
    if best < 0:
        return False
    uid, who = g.a_uid[best], g.a_c[best]
    play.play(g, c, i, price)
    if g.log:
        g.log(f"    destroys {g.names[who]}: the hero has +{bx} ATK this turn.")
    g.leave(best, True)
    if g.audit:
        g.audit(("t_death", c, uid, bx))
    g.etb_now.append((bx, TO_HERO, None, None))     # (in this turn's combat: `combat.bonuses`)
    return True


def xpact(g: Game) -> bool:
    """Demonic Pact, X with what is left (PACT_MIN or more, and no more than half the deck): it enters with X counters;
    at the start of each of your turns it draws a card and loses a counter (`counters.run`)."""
    i, c, price = _in_hand(g, TR_XPACT)
    x = g.avail - price
    if i < 0 or x < PACT_MIN or 2 * x > len(g.lib):
        return False
    play.play(g, c, i, price + x)
    uid = g.p_uid[-1]
    if g.audit:
        g.audit(("t_xpact", c, uid, x))
    from deckcheck.wowtcg.goldfish.counters import _add
    _add(g, uid, c, uid, x, 0, "enters")
    return True


def strikes(g: Game) -> bool:
    """Shadow Strikes: a +1 ATK counter onto each weapon of yours, then damage equal to the combined ATK of your Melee
    weapons (their printed ATK and +1 ATK counters: the engine errs low), when that is the policy's least X or more
    (or held until lethal)."""
    i, c, price = _in_hand(g, TR_STRIKES)
    if i < 0 or not g.weapons:
        return False
    cc, pol = g.cc, g.policy
    melee = cc.trick[c][1]
    mine = [(p, u) for p, u in zip(g.perms, g.p_uid) if cc.kind[p] == WEAPON]
    d = sum(cc.atk[p] + g.catk.get(u, 0) + 1 for p, u in mine if p in melee)
    dd = g.dealt(d, True, False, True, cc.dtype[c]) if (g.boosts or g.doubles) and d > 0 else d
    kills = g.dmg + g.turn_dmg + dd >= g.health
    if d < pol.x_min and not kills or pol.hold_burn and not kills:
        return False
    play.play(g, c, i, price)
    from deckcheck.wowtcg.goldfish.counters import _add
    for p, u in mine:
        _add(g, -1, c, u, 1, 1, "cast")
    if g.audit:
        g.audit(("t_strikes", c, d, tuple(u for p, u in mine if p in melee)))
    return _dealt(g, c, dd, f"{dd} damage: the combined ATK of the Melee weapons.")
