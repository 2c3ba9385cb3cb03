"""The statics family's play (issue 23, statics; readers: `compile_statics`): a condition on a card of each of
several kinds at once (`kinds_held`), Stash's "+n ATK this turn" (`stash_atk`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import TO_ALLIES, TO_WEAPON

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.state import Game


def kinds_held(g: "Game", cond: tuple, me: int) -> bool:
    """(C_KINDS, in your graveyard, ids of each kind, other): a card of each kind in play under your control (`other`:
    not card `me` itself, "another ally") or in your graveyard; one card counts for one kind only (an ability and an
    ally: two cards)."""
    _k, grave, sets, other = cond
    pool = list(g.grave) if grave else g.a_c + g.perms
    if other and me in pool:
        pool.remove(me)
    used: list[int] = []
    for ids in sorted(sets, key=len):       # (the narrowest kind first)
        for j, c in enumerate(pool):
            if c in ids and j not in used:
                used.append(j)
                break
        else:
            return False
    if g.audit:
        g.audit(("kinds", me, grave, tuple(pool[j] for j in used)))
    return True


def stash_atk(g: "Game", c: int) -> None:
    """Card c was stashed: its "+n ATK this turn" to your hero, or to a weapon you control now (none: no target,
    nothing)."""
    n, to = g.cc.stash_atk[c][:2]
    if to == TO_ALLIES:
        bonus = (n, to, g.cc.stash_atk[c][2], None)         # (each attacking ally of the group: Token allies)
    elif to == TO_WEAPON:
        if not g.weapons:
            return
        bonus = (n, to, frozenset(g.weapons[:1]), None)     # (one target weapon)
    else:
        bonus = (n, to, None, None)
    g.etb_now.append(bonus)
    if g.audit:
        g.audit(("stash_atk", c, n, to, tuple(g.weapons)))
    if g.log:
        what = 'a weapon' if to == TO_WEAPON else 'allies' if to == TO_ALLIES else 'your hero'
        g.log(f"    Stash: +{n} ATK this turn ({what}).")


def sentinel_ok(g: "Game", cond: tuple, c: int) -> bool:
    """Does ally c's Sentinel's condition hold as it attacks ("while Akhet is the only ally in play")?"""
    held = g.cond_ok(cond, c)
    if held and g.audit:
        g.audit(("sentinel", c, tuple(g.a_c)))
    return held


def attached_fero(g: "Game", c: int, j: int) -> None:
    """Card c ("attached ally has Ferocity") was attached to the ally at place j: it has Ferocity, which matters the
    turn it entered play (it attacks now)."""
    if g.a_since[j] != g.t:
        return
    uid = g.a_uid[j]
    g.fero_now[uid] = g.fero_now.get(uid, 0)
    if g.audit:
        g.audit(("fero_now", uid, g.a_c[j], c, "attached", None))
    if g.log:
        g.log(f"    {g.names[g.a_c[j]]} has Ferocity.")


def x_cost(g: "Game", w: int, c: int) -> int:
    """The amount of card w's trigger on card c played that counts c's cost (`compile_statics.x_watch`), or the cards
    its count counts now (`counted_watch`)."""
    wp = g.cc.watch_per[w]
    if wp is not None:
        n = wp[0] * g.per_count(wp, w)
        if g.audit:
            g.audit(("watch_per", w, n, tuple(g.a_c)))
        return n
    n = g.cc.cost[c]
    if g.audit:
        g.audit(("watch_x", w, c, n))
    return n


def opp_hp(g: "Game", c: int) -> None:
    """Card c ("attached character has -n health") was attached to the opposing hero: its health is n lower (the
    passive opponent never removes the card)."""
    n = g.cc.opp_hp[c]
    if g.audit:
        g.audit(("opp_hp", c, n, g.health))
    g.health -= n
    if g.log:
        g.log(f"    attached to the opposing hero: {n} less health ({g.health}).")


def gather(g: "Game", c: int) -> None:
    """Ally c was played: "you may search your deck and hand for any number of cards named as it and put them into
    play" (all of them: they entered this turn; the deck searched is shuffled, what was known of its top is lost)."""
    from_hand = [x for x in g.hand if x == c]
    from_lib = [x for x in g.lib if x == c]
    if not from_hand and not from_lib:
        return
    g.hand[:] = [x for x in g.hand if x != c]
    g.lib[:] = [x for x in g.lib if x != c]
    if from_lib and g.topq:
        g.topq.clear()
    if g.audit:
        g.audit(("gather", c, len(from_hand), len(from_lib)))
    for x in from_hand + from_lib:
        g.enter(x, g.t)
    if g.log:
        g.log(f"    {len(from_hand) + len(from_lib)} more {g.names[c]} from hand and deck into play.")


#: (the `until` of a reduction in `less_in_play`) "your next ... this turn": only the first card it reaches
NEXT = 2


def place_less(g: "Game", c: int) -> None:
    """A resource (card c) was placed face up: the cards in play's "you pay n less to complete your next quest this
    turn" / "to play your next [Alliance] ally this turn" (until a card it reaches is paid for, this turn)."""
    pl = g.cc.place_less
    for w in g.a_c + g.perms:
        spec = pl[w]
        if spec is None:
            continue
        less = (spec[0], spec[1], NEXT, 0, spec[2])
        g.less_in_play.append(less)
        g.less_turn.append(less)
        if g.audit:
            g.audit(("place_less", w, c, spec[1]))
        if g.log:
            g.log(f"    {g.names[w]}: the next one costs {spec[1]} less this turn.")


def spent_next(g: "Game", k: int, c: int) -> None:
    """Card c (of kind k) was paid for: the "your next ... this turn" reductions reaching it are used."""
    for less in [x for x in g.less_turn if x[2] == NEXT and x[0] == k and (x[4] is None or c in x[4])]:
        g.less_turn.remove(less)
        g.less_in_play.remove(less)


def bonus_held(g: "Game", c: int) -> bool:
    """Does ability c's "+n ATK this turn" condition hold now, as it would be cast in combat?"""
    held = g.cond_ok(g.cc.bonus_cond[c])
    if held and g.audit:
        g.audit(("bonus_cond", c, tuple(g.a_c), tuple(g.perms)))
    return held


def tap_res(g: "Game", c: int) -> None:
    """Card c in play, as your turn starts: "exhaust n of your resources" (those ready)."""
    n = min(g.cc.tap_res[c], g.avail)
    if g.audit:
        g.audit(("tap_res", c, n, g.avail))
    g.avail -= n
    if g.log and n:
        g.log(f"  {g.names[c]}: {n} resource(s) exhausted.")


def pay_watch(g: "Game", w: int) -> bool:
    """Card w's trigger "you may pay n. If you do, draw a card": paid while a resource is ready (True: paid)."""
    n = g.cc.watch_pay[w]
    if g.avail < n:
        return False
    g.pay(n)
    if g.audit:
        g.audit(("watch_pay", w, n))
    return True
