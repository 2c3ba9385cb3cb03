"""An ally's power "[pay], [Exhaust] -> ready another target ally" (Emree, Elder Tomas): the ally stays out of
combat, pays, exhausts and readies the ally of yours whose attack hits hardest after it attacked, so that ally
attacks again (CR 602.1: attacking exhausts an ally; readied, it can attack again). Against a passive opponent
readying an ally is of use only after it attacked."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import ACT_READY_ALLY, C_NO_READY

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def ready_power_instead(g: "Game", f: "Fight", j: int, c: int, a: int) -> int | None:
    """Ally c (place j) with the power: None (it stays home, noted in `f.ally_acts` for `ready_another`) when it
    can use it (in play since before this turn, CR 302.2; the cost affordable) and another ally of yours that can
    attack this turn attacks for more than c would; else c's own attack value `a`."""
    from deckcheck.wowtcg.goldfish.combat import attack_value
    cc, t = g.cc, g.t
    if g.a_since[j] >= t or cc.act[c][0] > g.avail:
        return a
    mask = cc.act_mask[c] if cc.act[c][3] == 2 else None
    others = [attack_value(g, k, x) for k, x in enumerate(g.a_c)
              if k != j and g.a_since[k] < t and not cc.cant_attack[x] and (mask is None or x in mask)]
    best = sum(v for v in others if v > 0) if cc.act[c][3] else max(others, default=0)
    if best <= a:
        return a
    f.ally_acts.append(c)
    return None


def ready_another(g: "Game", f: "Fight") -> None:
    """Each ally that stayed home for its power (in `f.ally_acts`): pay, exhaust it, and ready the attacker of
    yours that hit hardest (never itself: it did not attack); that ally attacks again. No attacker: the power is
    not used."""
    cc = g.cc
    used: set[int] = set()
    for c in f.ally_acts:
        ac = cc.act[c]
        if ac[2] != ACT_READY_ALLY or ac[0] > g.avail:
            continue
        src = next((j for j, x in enumerate(g.a_c) if x == c and j not in used and j not in f.att_js), -1)
        hits = [k for k, v in enumerate(f.attackers) if v > 0]
        if src < 0 or not hits:
            continue
        if ac[3]:
            mask = cc.act_mask[c] if ac[3] == 2 else None
            hits = [k for k in hits if mask is None or f.att_ids[k] in mask]
            if not hits:
                continue
            used.add(src)
            g.pay(ac[0])
            ready_all(g, f, src, c, hits, ac[3] == 1, ac[0])
            continue
        k = max(hits, key=lambda i: f.attackers[i] + cc.atk_dmg[f.att_ids[i]])
        j, x = f.att_js[k], f.att_ids[k]
        used.add(src)
        g.pay(ac[0])
        if g.audit:
            g.audit(("ready_power", g.a_uid[src], c, g.a_uid[j]))
        attack_again(g, f, k, c)
        if g.log:
            g.log(f"  uses {g.names[c]}'s power (pays {ac[0]}): {g.names[x]} readies and attacks again.")


LOOP_MOST = 30      # the most times a power that readies itself is used in a turn (a loop, CR 803.2)


def ready_all(g: "Game", f: "Fight", src: int, c: int, hits: list[int], itself: bool, price: int) -> None:
    """ "[Exhaust] -> Ready all allies in your party" of ally c at place `src` (it stayed home, in play since your turn
    began): each ally of yours that attacked (those in `hits`) readies once and attacks again; c readies too
    when `itself` (Kronore is an ally in your party). Then c can pay its [Exhaust] again: a loop (CR 803.2) the player
    repeats as often as they choose. The engine repeats it until the attacks destroy the opposing hero (at most
    LOOP_MOST times, and while `price` each time is affordable); then c attacks (CR 602.1)."""
    from deckcheck.wowtcg.goldfish.combat import attack_value, attacks
    last: dict[int, int] = {}
    for k in hits:
        last[f.att_js[k]] = k       # (an ally that attacked more than once: readied once)
    again = sorted(last.items())
    a = attack_value(g, src, c) if itself else 0
    per = sum(f.attackers[k] + g.cc.atk_dmg[f.att_ids[k]] for _j, k in again)
    rounds = 1
    if itself and per > 0:
        left = g.health - g.dmg - g.turn_dmg - sum(f.attackers) - f.act_damage - a
        rounds = max(1, min(-(-left // per), LOOP_MOST, g.avail // price + 1 if price else LOOP_MOST))
    for r in range(rounds):
        if r:
            g.pay(price)
        if g.audit:                 # (each use: its [Exhaust] cost checked, then c ready again)
            g.audit(("ready_power", g.a_uid[src], c, g.a_uid[again[0][0]]))
            if itself:
                g.audit(("readied", g.a_uid[src], c))
        for _j, k in again:
            attack_again(g, f, k, c)
    if a > 0:
        if g.audit:
            g.audit(("attack", g.a_uid[src], c, g.a_since[src], g.t, ""))
        attacks(g, f, src, c, a, "", 1)
    if g.log:
        times = f" {rounds} times (a loop, CR 803.2)" if rounds > 1 else ""
        g.log(f"  uses {g.names[c]}'s power{times}: {len(last)} ally(ies) ready and attack again, and it attacks ({a}).")


def attack_again(g: "Game", f: "Fight", k: int, c: int) -> None:
    """The attack at place k of this combat's attacks: its ally, readied by card c (CR 602: attacking exhausted
    it), attacks again for as much, with its attack triggers' damage and draws."""
    cc = g.cc
    j, x = f.att_js[k], f.att_ids[k]
    if g.audit:
        g.audit(("readied", g.a_uid[j], c))
        g.audit(("attack", g.a_uid[j], x, g.a_since[j], g.t, f.att_how[k]))
    f.attackers.append(f.attackers[k])
    f.att_ids.append(x)
    f.att_js.append(j)
    f.att_how.append(f.att_how[k])
    f.act_damage += cc.atk_dmg[x]
    f.att_draws += cc.atk_draw[x]
    f.act_hits += cc.atk_dmg[x] > 0


def hero_again(g: "Game", f: "Fight", j: int, c: int, a: int) -> bool:
    """Ally c (place j, attack value a), held for its "[Exhaust] -> ready target hero (and one of your weapons)"
    (Galway Steamwhistle), after your hero attacked: it exhausts instead of attacking, your hero readies and strikes
    again with its best weapon, paying its strike cost (CR 303.2), when that is more than the ally's own attack and
    affordable. True: used."""
    from deckcheck.wowtcg.goldfish.combat import strike_price, weapon_atk
    cc = g.cc
    ac = cc.act[c]
    if not f.hero_attacks or g.n_cant_all or f.hero_used:
        return False
    ws = [max(f.struck, key=cc.atk.__getitem__)] if ac[3] and f.struck else []
    price = ac[0] + (strike_price(g, ws) if ws else 0)
    again = f.hero_base + weapon_atk(g, ws)
    if again <= a or price > g.avail:
        return False
    g.pay(price)
    if g.audit:
        g.audit(("ready_hero", c, g.a_uid[j]))
        if ws:
            g.audit(("strike", tuple(ws)))
    for w in ws:
        g.hero_types |= cc.dtype[w]
    f.bonus += again
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {price}): the hero readies and attacks again"
              f"{' with ' + g.names[ws[0]] if ws else ''}: {again}.")
    return True


def ready_pet(g: "Game", f: "Fight") -> None:
    """ "1, Exhaust your hero -> ready target Pet you control" of a card in play (Eyes of the Beast), before your
    hero attacks: used when the Pet of yours that attacked hardest hits harder again than your hero would (its ATK,
    its ongoing bonuses and the weapons it can strike with beside the power's cost); your hero is exhausted (it does
    not attack), the Pet attacks again."""
    from deckcheck.wowtcg.goldfish.codes import ACT_READY_PET
    from deckcheck.wowtcg.goldfish.combat import strike_price, weapon_atk
    from deckcheck.wowtcg.goldfish.state import strike_set
    cc = g.cc
    for c in g.actives:
        ac = cc.act[c]
        if ac[2] != ACT_READY_PET or f.hero_used or g.n_cant_all or ac[0] > g.avail:
            continue
        mask = cc.act_mask[c]
        hits = [k for k, x in enumerate(f.att_ids) if f.attackers[k] > 0 and (mask is None or x in mask)]
        if not hits:
            continue
        k = max(hits, key=lambda i: f.attackers[i] + cc.atk_dmg[f.att_ids[i]])
        hero = g.hero_atk + g.ong_hero
        if g.weapons:
            ws = strike_set(g.weapons, cc, g.dual)
            if strike_price(g, ws) <= g.avail - ac[0]:
                hero += weapon_atk(g, ws)
        if f.attackers[k] + cc.atk_dmg[f.att_ids[k]] <= hero:
            continue
        g.pay(ac[0])
        f.hero_used = True
        if g.audit:
            g.audit(("exhaust_hero", c))
        attack_again(g, f, k, c)
        if g.log:
            g.log(f"  uses {g.names[c]}'s power (pays {ac[0]}, exhausts the hero): {g.names[f.att_ids[k]]} readies "
                  f"and attacks again.")


def held_price(g: "Game") -> int:
    """What the main phase keeps ready for an ally in hand that readies a hero or ally of yours as it enters
    (`enter_ready`: held for combat, `turn.card_tier`): its price when it is affordable now, else 0 (the resources go
    to the other cards)."""
    from deckcheck.wowtcg.goldfish.costs import reduction
    cc = g.cc
    best = 0
    for c in g.hand:
        if cc.enter_ready[c] and g.allowed(c):
            price = reduction(g, c, cc.kind[c])
            if price <= g.avail and (not best or price < best):
                best = price
    return best


def enter_ready(g: "Game", f: "Fight") -> None:
    """An ally in hand whose "When this ally enters play, ready a hero or ally in your party" (Tempest, Son-of-Storms,
    an Instant ally) is played in combat once your hero or allies attacked (CR 602.1: attacking exhausted them): it
    readies the one whose attack hits hardest again (an ally: its attack value and attack triggers; your hero: its
    attack without its weapons, which stay exhausted), which attacks again. Nothing gained (nothing of yours
    attacked for any damage): it is not played now (after combat it is played as an ally, `turn.after_combat`).
    It does not attack itself (it entered this turn, CR 302.2)."""
    from deckcheck.wowtcg.goldfish.costs import playable, reduction
    from deckcheck.wowtcg.goldfish.play import play
    cc, hand = g.cc, g.hand
    i = len(hand) - 1
    while i >= 0:
        c = hand[i]
        i -= 1
        if not cc.enter_ready[c] or cc.limits[c] and not g.tag_ok(c) or not g.allowed(c) or not playable(g, c):
            continue        # (a tag limit's repair would take an ally out of this combat's attackers: not now)
        price = reduction(g, c, cc.kind[c])
        if price > g.avail:
            continue
        lim = cc.enter_rlim[c]      # (an ally only, of cost N or less; "if you control no ready resources")
        if lim is not None and lim[1] is not None and (price < g.avail if lim[1][0] == C_NO_READY
                                                       else not g.cond_ok(lim[1], c)):
            continue
        hits = [k for k, v in enumerate(f.attackers) if v > 0
                and (lim is None or lim[0] < 0 or cc.cost[f.att_ids[k]] <= lim[0])]
        k = max(hits, key=lambda n: f.attackers[n] + cc.atk_dmg[f.att_ids[n]]) if hits else -1
        ally = f.attackers[k] + cc.atk_dmg[f.att_ids[k]] if k >= 0 else 0
        hero = f.hero_base if f.hero_attacks and not f.hero_used and cc.enter_ready[c] == 1 else 0
        if ally <= 0 and hero <= 0:
            return
        uid = g.a_uid[f.att_js[k]] if k >= 0 else -1
        before = g.uid_next
        play(g, c, i + 1, price)
        src = g.a_uid[-1] if g.a_c and g.a_c[-1] == c else before + 1     # (gone as it entered: its uid then)
        if ally >= hero:
            if uid not in g.a_uid or g.a_uid[f.att_js[k]] != uid:
                continue    # (the ally left play as this one entered: nothing to ready)
            if g.audit:
                g.audit(("enter_ready", c, src, uid))
            attack_again(g, f, k, c)
        else:
            if g.audit:
                g.audit(("enter_ready", c, src, -1))
            f.bonus += hero
        if g.log:
            g.log(f"    {g.names[c]} readies {g.names[f.att_ids[k]] if ally >= hero else 'the hero'}, which "
                  f"attacks again: {max(ally, hero)}.")
        i = min(i, len(hand) - 1)


def res_powers(g: "Game") -> bool:
    """The [Exhaust] powers of your abilities and equipment in play readying your resources ("[Exhaust] -> Ready a
    resource you control for each ally you control": Prayer of Spirit, `compile_powers._res_power`): each once a
    turn, used in the main phase when a resource of yours is exhausted and nothing else is affordable (the
    resources readied go to the next plays), and again after combat; never for nothing (CR 707.1d: with no
    resource exhausted, or a count of 0). True: one was used."""
    from deckcheck.wowtcg.goldfish.codes import ACT_READY, ALLY
    cc, used = g.cc, False
    for uid, c in zip(g.p_uid, g.perms):
        if g.avail >= g.res:
            break
        ac = cc.act[c]
        if ac is None or ac[2] != ACT_READY or not ac[1] or cc.kind[c] == ALLY or g.res_used.get(uid) == g.t \
                or ac[0] > g.avail:
            continue
        per = cc.act_per[c]
        n = ac[3] * (g.per_count(per, c) if per is not None else 1)
        if n <= 0:
            continue
        g.pay(ac[0])
        before = g.avail
        g.avail = min(g.res, g.avail + n)
        g.res_used[uid] = g.t
        used = True
        if g.audit:
            g.audit(("res_power", uid, c, n, tuple(g.a_c)))
            g.audit(("ready", n, before, g.res))
        if g.log:
            g.log(f"  uses {g.names[c]}'s power (pays {ac[0]}): readies {g.avail - before} resource(s).")
    return used
