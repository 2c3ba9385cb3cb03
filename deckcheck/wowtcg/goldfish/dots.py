"""Attachments on the opposing hero (issue 23, round 6, dots; the reader is `compile_dots`, the checker `audit_dots`).

At the start of your turn, after the other start-of-turn damage (`turn_start`): "your hero deals melee damage to
attached character equal to the ATK of a Melee weapon you control" (the highest such ATK of yours then), "destroy
Bleed if attached character is undamaged. Otherwise, your hero deals 2 melee damage to it", and then each copy of
"If damage is dealt this way, you may search your deck for a card named Everlasting Affliction and attach it to
attached hero" that was in play as the turn began puts one more copy from your deck into play. After combat, with
the resources left (`after_combat`): "3 -> Search your deck for a card named Curse of Endless Suffering and attach it
to attached character" (as often as paid, while a copy is in your deck), then "1 -> Put Moonfire into its owner's
hand" when what is left pays for that and for playing it again at once (it is played again: its damage as it is
played). After the counters of the start of your turn (`late`): "Attached character has -1 health for each fatigue
counter" (the opposing hero's health lower for each counter put on the card since), "Then, you may destroy this
ability. If you do, ... 1 fire damage ... for each ember counter that was on this ability" (only when that damage
destroys the opposing hero). As a counter's card is destroyed by its last counter going (`expired`, from
`counters.run`): "If you do, your hero deals 5 nature damage to target hero, plus an additional 5 for each other
ability named Wild Mushroom you control". As you play a card (`on_play`): "When you play a Shadow ability, ready one
of your resources". A deck with no such card never calls them (`Compiled.any_dots`, `any_dots_pow`,
`any_dots_late`, `any_dots_play`).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile_dots import (D_AATK, D_ADRAW, D_BACK, D_BLEED, D_BURST, D_CATK, D_COPY,
                                                   D_DBL, D_EXPIRE, D_FEL, D_GRANT, D_HPC, D_HURT, D_KILL, D_PUMP,
                                                   D_READY, D_SPREAD, D_WDOT)
from deckcheck.wowtcg.goldfish.compile import ABILITY
from deckcheck.wowtcg.goldfish.codes import ATT_WEAPON, P_ATT
from deckcheck.wowtcg.goldfish.state import Game


def usable(g: Game, c: int) -> bool:
    """Does card c of the family do anything if played now: a Melee weapon in play for its damage equal to that
    weapon's ATK, damage on the opposing hero for a Bleed (one played onto an undamaged hero would be destroyed)?"""
    d = g.cc.dots[c]
    if d[D_WDOT] is not None and not any(w in d[D_WDOT][1] for w in g.weapons):
        return False
    if d[D_AATK] is not None and d[D_AATK][1] != P_ATT and g.per_count(d[D_AATK], -1) <= 0:
        return False        # ("+X ATK, where X is the highest ATK among your Melee weapons": none)
    return not d[D_BLEED] or g.dmg + g.turn_dmg > 0


def _deal(g: Game, c: int, n: int) -> int:
    cc = g.cc
    d = g.dealt(n, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else n
    g.turn_dmg += d
    return d


def turn_steps(g: Game) -> None:
    """The family's part of the start of your turn, after the other start-of-turn damage and the counters: the
    damage and copies (`turn_start`), then what reads the counters and the damage on the opposing hero (`late`)."""
    cc = g.cc
    if cc.any_dots:
        turn_start(g)
    if cc.any_dots_late and g.perms:
        late(g)


def turn_start(g: Game) -> None:
    """The start-of-turn damage of the family's cards in play, then the copies they bring from your deck."""
    cc = g.cc
    specs = cc.dots
    now = [(u, c) for u, c in zip(g.p_uid, g.perms) if specs[c] is not None]
    for uid, c in now:
        d = specs[c]
        if d[D_WDOT] is not None:
            n, ids = d[D_WDOT]
            ws = tuple(w for w in g.weapons if w in ids)
            k = n + max((cc.atk[w] for w in ws), default=0) if ws else 0
            if g.audit:
                g.audit(("dots_wdot", c, uid, k, ws))
            if k > 0:
                k = _deal(g, c, k)
                if g.log:
                    g.log(f"  {g.names[c]}: {k} damage (a weapon's ATK).")
        if d[D_BLEED]:
            _bleed(g, c, uid, d[D_BLEED])
    for uid, c in now:
        if specs[c][D_SPREAD] and uid in g.p_uid:
            spread(g, c, uid)
    if g.dots_att:
        hurt(g)


def _bleed(g: Game, c: int, uid: int, n: int) -> None:
    """ "Destroy Bleed if attached character is undamaged. Otherwise, your hero deals n melee damage to it"."""
    had = g.dmg + g.turn_dmg
    if g.audit:
        g.audit(("dots_bleed", c, uid, had, n if had else -1))
    if not had:
        g.leave(g.p_uid.index(uid), False)
        return
    k = _deal(g, c, n)
    if g.log:
        g.log(f"  {g.names[c]}: {k} damage (the opposing hero is damaged).")


def _fetch(g: Game, c: int) -> bool:
    """A copy of card c from your deck into play (attached to the opposing hero); False: none there."""
    if c not in g.lib:
        return False
    if c in g.topq:
        g.topq.remove(c)
    g.lib.remove(c)
    g.enter(c, g.t)
    return True


def spread(g: Game, c: int, uid: int) -> None:
    """ "If damage is dealt this way, you may search your deck for a card named X and attach it to attached hero":
    the damage was dealt (a passive opponent prevents none), a copy comes when the deck holds one."""
    got = _fetch(g, c)
    if g.audit:
        g.audit(("dots_spread", c, uid, int(got)))
    if got and g.log:
        g.log(f"  {g.names[c]}: another copy from the deck attached to the opposing hero.")


def after_combat(g: Game, f=None) -> None:
    """After combat, with what is left: the paid copies from your deck, then the cards sent back to your hand and
    played again (`f`: the turn's `combat.Fight`, whose exhausted allies a cost exhausting an ally can't use)."""
    specs = g.cc.dots
    for uid, c in list(zip(g.p_uid, g.perms)):
        pay = specs[c][D_COPY] if specs[c] is not None else -1
        while 0 <= pay <= g.avail and uid in g.p_uid and c in g.lib:
            g.pay(pay)
            _fetch(g, c)
            if g.audit:
                g.audit(("dots_copy", c, uid, pay))
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay}): another copy from the deck into play.")
    while any(specs[c] is not None and specs[c][D_BACK] is not None and _back(g, f, j, c)
              for j, c in enumerate(g.perms)):
        pass
    if g.dots_att and f is not None and f.tapped is not None:
        granted(g, f)


def granted(g: Game, f) -> None:
    """After combat: "Attached ally has '[Exhaust] -> This ally deals 1 arcane damage to each opposing hero and ally'":
    the ally uses it when ready (not exhausted this turn) and in play since your turn began (CR 302.2)."""
    cc = g.cc
    for att, ally in list(g.dots_att.items()):
        if att not in g.p_uid or ally not in g.a_uid or ally in f.tapped or g.stuck and ally in g.stuck:
            continue
        c = g.perms[g.p_uid.index(att)]
        n = cc.dots[c][D_GRANT]
        j = g.a_uid.index(ally)
        if not n or g.a_since[j] >= g.t:
            continue
        f.tapped.add(ally)
        if g.audit:
            g.audit(("dots_grant", att, ally, n))
        d = g.dealt(n, False, False, False, cc.dtype[c]) if g.boosts or g.doubles else n
        g.turn_dmg += d
        if g.log:
            g.log(f"  {g.names[g.a_c[j]]} uses the power {g.names[c]} gives it: {d} damage.")


def _back(g: Game, f, j: int, c: int) -> bool:
    """Card c (at place j) goes back to your hand and is played again, when what is left pays for both (the cost
    that exhausts an ally: one of yours ready after combat); False: not now."""
    from deckcheck.wowtcg.goldfish.costs import reduction
    from deckcheck.wowtcg.goldfish.play import play
    from deckcheck.wowtcg.goldfish.taps import _fodder
    pay, ids = g.cc.dots[c][D_BACK]
    price = reduction(g, c, ABILITY)
    if pay + price > g.avail or pay + price <= 0 and ids is None:
        return False
    uid = g.p_uid[j]
    places = []
    if ids is not None:
        if f is None or f.tapped is None:
            return False
        places = _fodder(g, f, ids, uid, 0)[:1]
        if not places:
            return False
        f.tapped.add(g.a_uid[places[0]])
        if g.audit:
            g.audit(("tap_cost", uid, c, (g.a_uid[places[0]],), 0))
    if g.audit:
        g.audit(("dots_back", c, uid, pay, price))
    if pay:
        g.pay(pay)
    if g.log:
        how = f"exhausts {g.names[g.a_c[places[0]]]}" if places else f"pays {pay}"
        g.log(f"  uses {g.names[c]}'s power ({how}): back to the hand, played again.")
    g.leave(j, False, False)
    g.hand.append(c)
    play(g, c, len(g.hand) - 1, reduction(g, c, ABILITY))
    return True


def on_play(g: Game, c: int) -> None:
    """You played card c (paid for, not in play yet): "When you play a Shadow ability, ready one of your resources" of
    the cards in play."""
    specs = g.cc.dots
    for x in g.perms:
        d = specs[x]
        if d is None or d[D_READY] is None or c not in d[D_READY][1]:
            continue
        n = d[D_READY][0]
        before = g.avail
        g.avail = min(g.res, g.avail + n)
        if g.audit:
            g.audit(("dots_ready", x, c, n, before))
            g.audit(("ready", n, before, g.res))
        if g.log and g.avail > before:
            g.log(f"    {g.names[x]}: readies {g.avail - before} resource(s).")


def expired(g: Game, c: int) -> None:
    """Card c was destroyed as its last counter went: "If you do, your hero deals 5 nature damage to target hero, plus
    an additional 5 for each other ability named Wild Mushroom you control" (counted now: it left play)."""
    spec = g.cc.dots[c][D_EXPIRE]
    if spec is None:
        return
    base, per = spec
    k = base + (per[0] * g.per_count(per, c) if per is not None else 0)
    if g.audit:
        g.audit(("dots_expired", c, k, tuple(g.perms)))
    if k > 0:
        k = _deal(g, c, k)
        if g.log:
            g.log(f"    {g.names[c]}: {k} damage to the opposing hero.")


def late(g: Game) -> None:
    """After the counters of the start of your turn: the opposing hero's health lowered for the counters put on the
    cards with "-1 health for each counter", then "you may destroy this. If you do, 1 damage for each counter" when
    that destroys the opposing hero (one such card: the others stay)."""
    from deckcheck.wowtcg.goldfish.counters import count
    specs = g.cc.dots
    for c, uid in zip(g.perms, g.p_uid):
        d = specs[c]
        if d is not None and d[D_HPC]:
            k = count(g, uid)
            fresh = k - g.dots_hp.get(uid, 0)
            if fresh > 0:
                if g.audit:
                    g.audit(("dots_hpc", c, uid, k, d[D_HPC] * fresh, g.health))
                g.dots_hp[uid] = k
                g.health -= d[D_HPC] * fresh
                if g.log:
                    g.log(f"  {g.names[c]}: the opposing hero has {d[D_HPC] * fresh} less health ({g.health}).")
    for c, uid in [(c, u) for c, u in zip(g.perms, g.p_uid) if specs[c] is not None and specs[c][D_KILL] is not None]:
        count_, n = specs[c][D_KILL]
        if uid in g.p_uid and g.dmg + g.turn_dmg >= count_:
            g.leave(g.p_uid.index(uid), False)
            if g.log:
                g.log(f"  {g.names[c]}: the opposing hero has {g.dmg + g.turn_dmg} damage; it is destroyed.")
            kill_cards(g, c, uid, n)
    if g.dmg + g.turn_dmg >= g.health:
        return
    for j, (c, uid) in enumerate(zip(g.perms, g.p_uid)):
        d = specs[c]
        if d is None or not d[D_BURST]:
            continue
        k = d[D_BURST] * count(g, uid)
        if k > 0 and g.dmg + g.turn_dmg + k >= g.health:
            if g.audit:
                g.audit(("dots_burst", c, uid, k, g.dmg + g.turn_dmg, g.health))
            g.leave(j, False)
            k = _deal(g, c, k)
            if g.log:
                g.log(f"  {g.names[c]}: {k} damage to the opposing hero.")
            return


def kill_cards(g: Game, c: int, uid: int, n: int) -> None:
    """Card c's "destroy n target non-hero cards": a passive opponent has none in play, so n of yours, the least useful
    (a token, a card of no use, a resource beyond what the deck's dearest card costs, the weakest ally, another
    card, a resource); with fewer than n non-hero cards none is destroyed (CR 707.1d: its targets can't all be
    chosen)."""
    cc = g.cc
    cands = [(0 if x >= cc.ndeck else 300 + cc.atk[x] + g.a_att[j], 0, g.a_uid[j]) for j, x in enumerate(g.a_c)]
    cands += [(100 if not cc.value[x] else 400 + cc.cost[x], 1, g.p_uid[j]) for j, x in enumerate(g.perms)]
    spare = max(0, g.res - cc.top_cost)
    cands += [(200 if k < spare else 500, 2, -1) for k in range(g.res)]
    gone: list[int] = []
    if len(cands) >= n:
        cands.sort()
        for _s, kind, u in cands[:n]:
            if kind == 0:
                g.leave(g.a_uid.index(u), True)
            elif kind == 1:
                g.leave(g.p_uid.index(u), False)
            else:
                g.res -= 1
                if g.avail > g.res:
                    g.avail = g.res         # (an exhausted one when there is: the player chooses)
            gone.append(u)
    if g.audit:
        g.audit(("dots_kill", c, uid, n, tuple(gone), g.res, g.avail))
    if g.log:
        g.log(f"  {g.names[c]}: destroys {len(gone)} of your non-hero card(s) ({gone.count(-1)} resource(s)).")


def attached(g: Game, c: int, uid: int, ally_uid: int) -> None:
    """Card c (uid) was attached to your ally (ally_uid) as it resolved: "If that ally's cost is 2 or less, draw a
    card"; the ally it is on is kept for its start-of-turn damage (`hurt`)."""
    d = g.cc.dots[c]
    if g.cc.attach[c] == ATT_WEAPON:      # (the weapon your hero strikes with)
        from deckcheck.wowtcg.goldfish.counters import struck_uids
        from deckcheck.wowtcg.goldfish.state import strike_set
        if g.weapons:
            g.dots_att[uid] = struck_uids(g, strike_set(g.weapons, g.cc, g.dual)[:1])[0]
            if g.audit:
                g.audit(("dots_bind", uid, c, g.dots_att[uid]))
        return
    if d[D_HURT] is not None or d[D_CATK] or d[D_AATK] is not None or d[D_DBL] or d[D_PUMP] is not None \
            or d[D_GRANT]:
        g.dots_att[uid] = ally_uid
        if g.audit:
            g.audit(("dots_bind", uid, c, ally_uid))
    if d[D_ADRAW] is not None:
        n, ids = d[D_ADRAW]
        ally = g.a_c[g.a_uid.index(ally_uid)]
        if g.audit:
            g.audit(("dots_adraw", c, ally, n if ally in ids else 0))
        if ally in ids:
            if g.log:
                g.log(f"    {g.names[c]}: {g.names[ally]} costs little, draws {n}.")
            g.draw_cards(n)


def hurt(g: Game) -> None:
    """At the start of your turn: "put 2 damage on attached ally" of the cards attached to your allies (the ally is
    destroyed when its damage reaches its printed health plus their health bonus); one whose ally left play is
    destroyed (it was attached to nothing)."""
    cc = g.cc
    on: dict[int, list[int]] = {}
    for att, ally in list(g.dots_att.items()):
        if att not in g.p_uid:
            del g.dots_att[att]
        elif ally in g.p_uid:
            continue            # (on a weapon: `weapon_bonus`)
        elif ally not in g.a_uid:
            del g.dots_att[att]
            g.leave(g.p_uid.index(att), False)
        else:
            on.setdefault(ally, []).append(g.perms[g.p_uid.index(att)])
    for ally, atts in on.items():
        atts = [x for x in atts if cc.dots[x][D_HURT] is not None]
        if not atts:
            continue
        j = g.a_uid.index(ally)
        n = sum(cc.dots[x][D_HURT][0] for x in atts)
        hp = cc.health[g.a_c[j]] + sum(cc.dots[x][D_HURT][1] for x in atts)
        g.a_dmg[j] += n
        if g.audit:
            g.audit(("dots_hurt", tuple(atts), ally, g.a_c[j], n, g.a_dmg[j], hp))
        if g.log:
            g.log(f"  {g.names[g.a_c[j]]} takes {n} damage ({g.a_dmg[j]} on {hp} health).")
        if g.a_dmg[j] >= hp:
            g.leave(j, True)
            for att in [a for a, y in g.dots_att.items() if y == ally]:
                del g.dots_att[att]
                if att in g.p_uid:
                    g.leave(g.p_uid.index(att), False)      # (its ally gone, the attachment goes too)


def att_atk(g: Game, j: int, a: int) -> int:
    """The ATK of the ally at place j (`a` without them) with the cards attached to it: their counters' ("Attached ally
    has +1 / +1 for each justice counter on this ability"), a count's ("+X ATK, where X is the highest ATK among your
    Melee weapons"), then "If attached ally would deal shadow damage, it deals double that much instead" when its ATK
    is of that type."""
    cc = g.cc
    specs, ally, dbl = cc.dots, g.a_uid[j], 0
    for att, y in g.dots_att.items():
        if y != ally or att not in g.p_uid:
            continue
        d = specs[g.perms[g.p_uid.index(att)]]
        if d[D_CATK] and att in g.ctr:
            a += d[D_CATK] * g.ctr[att]
            if g.audit:
                g.audit(("dots_catk", att, ally, d[D_CATK] * g.ctr[att]))
        if d[D_AATK] is not None:
            sp = d[D_AATK]
            k = sp[0] * (_on_it(g, ally, sp) if sp[1] == P_ATT else g.per_count(sp, -1))
            a += k
            if g.audit:
                g.audit(("dots_aatk", att, ally, k, tuple(g.perms)))
        if d[D_DBL] and cc.dtype[g.a_c[j]] & d[D_DBL]:
            dbl += 1
            if g.audit:
                g.audit(("dots_dbl", att, ally))
    return a << dbl if a > 0 else a


def pump(g: Game, f) -> int:
    """The ATK the attacking allies gain from their attachments' repeatable "[1] -> Attached card has +2 ATK this
    turn", paid with what is left at the end of combat (the cheapest burner in hand kept)."""
    cc = g.cc
    keep = min((cc.cost[c] for c in g.hand if cc.burner[c]), default=0)
    attacked = {g.a_uid[j] for j in f.att_js if j < len(g.a_uid)}
    more = 0
    for att, ally in list(g.dots_att.items()):
        if ally not in attacked or att not in g.p_uid:
            continue
        c = g.perms[g.p_uid.index(att)]
        p = cc.dots[c][D_PUMP]
        if p is None:
            continue
        times = max(0, g.avail - keep) // p[0]
        if times <= 0:
            continue
        if g.audit:
            g.audit(("dots_pump", att, ally, times, p[1] * times))
        g.pay(p[0] * times)
        more += p[1] * times
        if g.log:
            g.log(f"  uses {g.names[c]}'s power {times} time(s) (pays {p[0] * times}): +{p[1] * times} ATK.")
    return more


def fel(g: Game, f) -> int:
    """The ATK of "2 -> [Shadow] and [Fire] cards you control have +1 ATK this turn" of the cards in play, paid with
    what is left at the end of combat (the cheapest burner in hand kept): n for each attacking ally and each weapon
    your hero struck with of those types, each time paid."""
    cc = g.cc
    keep = min((cc.cost[c] for c in g.hand if cc.burner[c]), default=0)
    more = 0
    for c in list(g.perms):
        p = cc.dots[c][D_FEL] if cc.dots[c] is not None else None
        if p is None:
            continue
        pay, n, ab, wb = p
        hits = sum(1 for x in f.att_ids if cc.dtype[x] & ab)
        if f.hero_attacks:
            hits += sum(1 for w in f.struck if cc.dtype[w] & wb)
        times = max(0, g.avail - keep) // pay
        if not hits or times <= 0:
            continue
        if g.audit:
            g.audit(("dots_fel", c, times, hits, tuple(f.att_ids), tuple(f.struck) if f.hero_attacks else ()))
        g.pay(pay * times)
        more += n * hits * times
        if g.log:
            g.log(f"  uses {g.names[c]}'s power {times} time(s) (pays {pay * times}): +{n * hits * times} ATK.")
    return more


def _on_it(g: Game, ally: int, sp: tuple) -> int:
    """The cards attached to the ally (uid) that the count takes ("this and each other ability attached to it")."""
    ids, most = sp[2], sp[4]
    k = sum(1 for x in g.attached.get(ally, ()) if ids is None or x in ids)
    return k if not most or k < most else most


def weapon_bonus(g: Game, struck: list[int]) -> int:
    """The ATK the cards attached to the weapons your hero strikes with give them ("Attached weapon has +ATK equal to
    the highest ATK among allies you control")."""
    from deckcheck.wowtcg.goldfish.counters import struck_uids
    specs, a = g.cc.dots, 0
    uids = struck_uids(g, struck)
    for att, host in g.dots_att.items():
        if host in uids and att in g.p_uid:
            d = specs[g.perms[g.p_uid.index(att)]]
            if d[D_AATK] is not None:
                k = d[D_AATK][0] * g.per_count(d[D_AATK], -1)
                a += k
                if g.audit:
                    g.audit(("dots_wbon", att, host, k))
    return a
