"""Activated powers after combat (those of permanents, and allies' that are not used in combat) and the hero's
flip power: paid with what is left; a power that exhausts your hero only for a hero that did not attack; the
powers whose cost destroys a card, removes cards in your graveyard or puts damage on the ally (`costly_powers`)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import (ACT_DAMAGE, ACT_DRAW, ACT_HERO_AGAIN, ACT_READY, ACT_REGROW,
                                               ACT_TOKEN, ALLY, WEAPON)
from deckcheck.wowtcg.goldfish.combat import Fight, act_n, power_less
from deckcheck.wowtcg.goldfish import graveyard
from deckcheck.wowtcg.goldfish.costs import remove_grave, spare
from deckcheck.wowtcg.goldfish.enter import power_ok
from deckcheck.wowtcg.goldfish.state import Game
from deckcheck.wowtcg.goldfish.tokens import make_tokens


def before_combat(g: Game) -> None:
    """The powers making a token with Ferocity that is destroyed at the end of the turn ("2, [Exhaust] -> Put a
    Skeleton ally token with Ferocity into play. At end of turn, destroy it": `flash`): used before combat, so the
    token attacks (after combat it would do nothing), as often as they can be; noted in `pre_used`."""
    cc = g.cc
    g.pre_used = []
    for c in g.actives:
        if not cc.flash[c]:
            continue
        ac = cc.act[c]
        if ac[6]:
            continue            # (a cost exhausting your hero: after combat, as any other)
        pay_n = max(0, ac[0] - power_less(g, ac))
        times = 1 if ac[1] or not pay_n else g.avail // pay_n
        for _ in range(times):
            if pay_n > g.avail:
                break
            g.pay(pay_n)
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay_n}).")
            make_tokens(g, (1, ac[3], 0))
        g.pre_used.append(c)


def after_combat(g: Game, f: Fight) -> None:
    """The powers of the cards in play (and of allies that did not attack for them), as often as they can be
    (not those used before combat this turn: `before_combat`)."""
    cc = g.cc
    hero_tapped = f.hero_attacks or bool(g.n_cant_all) or f.hero_used    # your hero exhausted: attacked, or paid
    pre = g.pre_used
    for c in (g.actives + f.ally_acts if f.ally_acts else g.actives):
        if pre and c in pre:
            pre.remove(c)       # (used before combat: once)
            continue
        ac = cc.act[c]
        if cc.act_cond[c] is not None and not power_ok(g, c):
            continue            # an ally's power only while a condition holds (enter.py)
        pay_n, exh, ak, n = ac[0], ac[1], ac[2], ac[3]
        pay_n = max(0, pay_n - power_less(g, ac))
        times = 1 if exh or ac[6] else (g.avail // pay_n if pay_n else 1)
        if ak == ACT_HERO_AGAIN:
            # your hero readied after it attacked attacks again, without its weapons (they exhausted when it
            # struck, CR 303.2): its own ATK and its ongoing bonuses
            again = g.hero_atk + g.ong_hero
            if f.hero_attacks and again > 0 and pay_n <= g.avail and not g.n_cant_all:
                g.pay(pay_n)
                g.turn_dmg += again
                if g.log:
                    g.log(f"  uses {g.names[c]}'s power (pays {pay_n}): the hero readies and attacks again for {again}.")
            continue
        if ak not in (ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ACT_READY) or (not n and ak != ACT_TOKEN):
            continue            # (ACT_ATK: in combat)
        if ak == ACT_READY and cc.kind[c] != ALLY:
            continue            # (a permanent's: readying.res_powers)
        if ac[6] and hero_tapped:
            continue            # exhausting your hero is part of the cost: not once it attacked (or paid one)
        if exh and f.struck and c in f.struck and cc.kind[c] == WEAPON:
            continue            # your hero struck with this weapon, which exhausted it (CR 303.2): its [Exhaust]
            #                     power can't be paid (701.3)
        for _ in range(times):
            if pay_n > g.avail:
                break
            if ak == ACT_TOKEN and (cc.unique[n] and n in g.in_play or not g.tag_ok(n)):
                break           # (a unique token in play already: the power would do nothing, CR 707.1d)
            g.pay(pay_n)
            if g.audit and exh:
                g.audit(("tap_power", c))
            if ac[6]:
                hero_tapped = True
                if g.audit:
                    g.audit(("exhaust_hero", c))
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay_n}).")
            if ak == ACT_DAMAGE:
                if cc.act_per[c] is not None:
                    n = act_n(g, c, ac[3])      # ("for each Demon ally you control": counted now)
                    if g.audit:
                        g.audit(("act_per", -1, c, n, tuple(g.a_c)))
                g.turn_dmg += (g.dealt(n, cc.kind[c] != ALLY, False, False, cc.dtype[c])
                               if g.boosts or g.doubles else n)
            elif ak == ACT_TOKEN:
                make_tokens(g, (1, n, 0))
            elif ak == ACT_READY:
                before = g.avail    # an ally's "[Exhaust] -> Ready a resource you control" (after combat)
                g.avail = min(g.res, g.avail + n)
                if g.audit:
                    g.audit(("ready", n, before, g.res))
                break
            else:
                g.draw_cards(n)


AFTER_COMBAT = (ACT_DAMAGE, ACT_DRAW, ACT_REGROW)     # the hero flip powers used after combat (`hero_flip`)


def hero_flip(g: Game) -> None:
    """The hero's flip (or once per game) power, once, when it is affordable and has something to do (Elendril's
    +ATK to weapons is used as the hero strikes: `combat.hero_strikes`)."""
    hp = g.hero_power
    if hp is None or g.flips or hp[0] > g.avail or hp[1] not in AFTER_COMBAT or (
            hp[1] == ACT_REGROW and not any(x in hp[3] for x in g.grave)):
        return
    g.pay(hp[0])
    g.flips = 1
    if g.log:
        g.log(f"  flips the hero: its power (pays {hp[0]}).")
    if hp[1] == ACT_DAMAGE:
        g.turn_dmg += g.dealt(hp[2], True, False, False, 0) if g.boosts or g.doubles else hp[2]
    elif hp[1] == ACT_REGROW:
        pick = g.best_of(x for x in g.grave if x in hp[3])
        g.grave.remove(pick)
        if g.cc.any_grave_lim:
            g.fix_limits()
        g.hand.append(pick)
        if g.log:
            g.log(f"    puts {g.names[pick]} from the graveyard into the hand.")
    else:
        g.draw_cards(hp[2])


def costly_powers(g: Game, f: Fight) -> None:
    """The powers whose cost destroys a card, removes cards in your graveyard or puts damage on the ally
    (`Compiled.cpower`), after combat, each as often as its cost can be paid and is worth paying (`_worth`): an
    [Exhaust] power of an ally that did not attack and has been in play since your turn began (CR 302.2), once."""
    cpower = g.cc.cpower
    for c in g.a_c:
        if cpower[c] is not None:
            break
    else:
        for c in g.perms:
            if cpower[c] is not None:
                break
        else:
            return          # (most turns: no card with such a power in play)
    holders = [u for u, c in zip(g.a_uid, g.a_c) if cpower[c] is not None] + \
        [u for u, c in zip(g.p_uid, g.perms) if cpower[c] is not None]
    attacked = {g.a_uid[j] for j in f.att_js if j < len(g.a_uid)}
    used: set[int] = set()      # the cards exhausted for their power this turn
    for uid in holders:
        for _ in range(20):
            if not _use_costly(g, uid, attacked, used):
                break


def holds_for_power(g: Game, j: int, c: int, a: int) -> bool:
    """True: ally c (place j, attack value a) does not attack, to exhaust for its costly [Exhaust] power after
    combat: the power deals more damage than its attack (or it has no attack), and its cost is payable now and
    worth paying (`_worth`, `costs.spare`)."""
    cc = g.cc
    pay_n, exh, ak, n, self_, sac, grave, grave_n, hurt, disc = cc.cpower[c]
    if n < -1:
        return False        # (X from the ally destroyed: it attacks; its power only if it did not)
    if not exh or not (ak == ACT_DAMAGE and n > a or a <= 0) or pay_n > g.avail or cc.cpow_cond[c] is not None:
        return False
    if grave is not None and sum(x in grave for x in g.grave) < grave_n:
        return False
    kill = ak == ACT_DAMAGE and g.dmg + g.turn_dmg + n >= g.health
    if disc is not None and discard_for(g, disc, kill) < 0:
        return False
    return (sac is None or spare(g, sac, kill) is not None) and _worth(g, c, True, j, self_, hurt, kill)


def _place(g: Game, uid: int) -> tuple[bool, int] | None:
    """Where the card `uid` is in play: (is an ally, place); None: no longer in play."""
    if uid in g.a_uid:
        return True, g.a_uid.index(uid)
    if uid in g.p_uid:
        return False, g.p_uid.index(uid)
    return None


def _use_costly(g: Game, uid: int, attacked: set, used: set) -> bool:
    """Use once the costly power of the card `uid` when it can be paid and is worth it: pay its resources, then
    destroy, remove and put damage (CR 403.1: the whole cost, in an order that allows all of it), then its effect.
    False: not used (and not again this turn)."""
    cc = g.cc
    where = _place(g, uid)
    if where is None:
        return False
    is_ally, j = where
    c = g.a_c[j] if is_ally else g.perms[j]
    pay_n, exh, ak, n, self_, sac, grave, grave_n, hurt, disc = cc.cpower[c]
    if exh and (uid in used or is_ally and (uid in attacked or g.a_since[j] >= g.t)):
        return False
    if cc.cpow_cond[c] is not None and not g.cond_ok(cc.cpow_cond[c], c):
        return False        # "... to target exhausted hero": only then (exhaust.py)
    if pay_n > g.avail or grave is not None and sum(x in grave for x in g.grave) < grave_n:
        return False
    if ak == ACT_REGROW and not (any(x in cc.cregrow[c] for x in g.grave) and graveyard.weapon_worth(g, c)):
        return False        # (no target in your graveyard, CR 707.1d; or the weapon is worth more than it)
    if ak == ACT_DRAW and n < 0:
        n = 7 + g.max_plus - len(g.hand)       # "draw cards until you reach your maximum hand size"
        if n <= 0:
            return False
    if n < -1:              # X: the ATK / cost of the ally destroyed, only one whose X destroys the opposing hero now
        from deckcheck.wowtcg.goldfish.sacrifice import pick, x_of
        jx = pick(g, sac, n == -3, max(1, g.health - g.dmg - g.turn_dmg), uid)
        if jx < 0:
            return False
        fod, kill, n = (True, jx), True, x_of(g, jx, n == -3)
        if g.audit:
            g.audit(("sac_x", c, g.a_uid[jx], g.a_c[jx], n))
    else:
        kill = ak == ACT_DAMAGE and g.dmg + g.turn_dmg + n >= g.health
        fod = spare(g, sac, kill) if sac is not None else None
    if sac is not None and fod is None or not _worth(g, c, is_ally, j, self_, hurt, kill):
        return False
    hi = discard_for(g, disc, kill) if disc is not None else -1
    if disc is not None and hi < 0:
        return False        # (no card in hand it may discard that the engine has no use for)
    g.pay(pay_n)
    if exh:
        used.add(uid)
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay_n}).")
    if hi >= 0:
        h = g.hand.pop(hi)
        g.grave.append(h)
        if g.audit:
            g.audit(("cpower_discard", c, h))
        if g.log:
            g.log(f"    discards {g.names[h]} to pay for {g.names[c]}.")
    destroyed = ()
    if fod is not None:
        destroyed = (g.a_uid[fod[1]] if fod[0] else g.p_uid[fod[1]],)
        if g.log:
            g.log(f"    destroys {g.names[g.a_c[fod[1]] if fod[0] else g.perms[fod[1]]]} to pay for {g.names[c]}.")
        g.leave(fod[1], fod[0])
    removed = remove_grave(g, grave, grave_n, c) if grave is not None else 0
    _pay_with_itself(g, uid, self_, hurt)
    if g.audit:
        g.audit(("cpower", c, uid, destroyed, removed))
    if ak == ACT_DAMAGE:
        g.turn_dmg += (g.dealt(n, cc.kind[c] != ALLY, False, False, cc.dtype[c])
                       if g.boosts or g.doubles else n)
    elif ak == ACT_REGROW:
        graveyard.regrown(g, c, cc.cregrow[c])
    elif ak == ACT_TOKEN:
        make_tokens(g, (1, n, 0))
    else:
        g.draw_cards(n)
    return not self_


def discard_for(g: Game, ids: frozenset, kill: bool) -> int:
    """The place in hand of the card a power's cost discards ("2, Discard a card -> ..."): one of `ids` the engine
    has no use for (`resources.dead_cards`); any of them, the least useful, when the power's damage wins now.
    -1: none."""
    from deckcheck.wowtcg.goldfish.resources import dead_cards
    dead = dead_cards(g)
    cc = g.cc
    best, bv = -1, 1 << 30
    for i, h in enumerate(g.hand):
        if h in ids:
            if h in dead or not cc.value[h]:
                return i
            if kill and cc.value[h] * 100 + cc.cost[h] < bv:
                best, bv = i, cc.value[h] * 100 + cc.cost[h]
    return best


def _worth(g: Game, c: int, is_ally: bool, j: int, self_: int, hurt: int, kill: bool) -> bool:
    """The engine's rule for these costs: destroy the card itself only when its damage destroys the opposing
    hero now or the card does nothing else for the kill while it stays (an ally that can't attack; an ability
    or equipment whose only use is this power: `_only_power`); put damage on the ally only when it survives it
    (CR 405.2: fatal damage destroys it) or the damage wins now. (Destroying another card: `costs.spare`.)"""
    cc = g.cc
    if self_ and not kill and cc.cregrow[c] is None:
        if is_ally and not (cc.cant_attack[c] or g.n_cant_all):
            return False
        if not is_ally and not _only_power(cc, c):
            return False
    return not (hurt and not kill and g.a_dmg[j] + hurt >= cc.health[c])


def _only_power(cc, c: int) -> bool:
    """True: a permanent whose only use to the engine is its costly power (no ongoing ATK, damage, boost, cost
    reduction, other power, draws or tokens at your turn's start, hand size or placements; no weapon)."""
    return not (cc.kind[c] == WEAPON or cc.ong_n[c] or cc.dot[c] or cc.boost[c] is not None or cc.less[c]
                or cc.act[c] is not None or cc.turn_draw[c] or cc.hand_plus[c] or cc.extra_place[c]
                or cc.hero_per[c] is not None or cc.wbonus[c] is not None
                or cc.token[c] is not None and cc.token[c][2] > 0)


def _pay_with_itself(g: Game, uid: int, self_: int, hurt: int) -> None:
    """The part of the cost the card pays with itself: it is destroyed, or n damage is put on the ally (CR 405.3:
    never more than fatal damage; with fatal damage it is destroyed, CR 405.2)."""
    is_ally, j = _place(g, uid)
    c = g.a_c[j] if is_ally else g.perms[j]
    if hurt and is_ally:
        g.a_dmg[j] = min(g.a_dmg[j] + hurt, g.cc.health[c])
        if g.log:
            g.log(f"    puts {hurt} damage on {g.names[c]}.")
        if g.a_dmg[j] >= g.cc.health[c]:
            self_ = 1
    if self_ == 2 and not (hurt and is_ally and g.a_dmg[j] >= g.cc.health[c]):
        if g.log:
            g.log(f"    removes {g.names[c]} from the game to pay for its power.")
        g.leave(j, is_ally, destroyed=False)      # (no graveyard, nothing "destroyed")
    elif self_:
        if g.log:
            g.log(f"    destroys {g.names[c]} to pay for its power.")
        g.leave(j, is_ally)
