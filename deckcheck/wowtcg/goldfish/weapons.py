"""Weapons' own words (issue 23, weapons; read by `compile_weapons`): a weapon that leaves play at the end of your turn
(Thrown: back to your hand once your hero struck with it; "if no damage was dealt with this weapon this turn, destroy
it"), a weapon's repeatable "pay n -> this weapon has +m ATK this turn" used as your hero strikes with it, and the
play policy that keeps a weapon destroyed unless it deals damage for a turn it can strike, and a weapon that readies
itself and your hero the first time it deals combat damage each turn."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import EOT_DESTROY_UNSTRUCK, EOT_HAND_STRUCK
from deckcheck.wowtcg.goldfish.state import Game

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight


def end_of_turn(g: Game) -> None:
    """At the end of your turn (CR 503.1): each Thrown weapon your hero struck with this turn returns to your hand;
    each weapon that must deal damage is destroyed if no damage was dealt with it (your hero dealt no combat damage
    with it: the passive opponent never blocks, so a strike with an attack above 0 deals it)."""
    eot = g.cc.eot_leave
    struck = list(g.w_struck)               # (one entry a copy struck: two copies with dual wield)
    dealt = list(struck) if g.hero_hit else []
    for j in range(len(g.perms) - 1, -1, -1):
        c = g.perms[j]
        how = eot[c]
        if how == EOT_HAND_STRUCK and c in struck:
            struck.remove(c)
            _audit_leave(g, j, c, how)
            if g.log:
                g.log(f"  end of turn: {g.names[c]} (Thrown) returns to the hand.")
            g.leave(j, False, destroyed=False)
            g.hand.append(c)
        elif how == EOT_DESTROY_UNSTRUCK:
            if c in dealt:
                dealt.remove(c)
                continue
            _audit_leave(g, j, c, how)
            if g.log:
                g.log(f"  end of turn: no damage was dealt with {g.names[c]}:")
            g.leave(j, False)


def _audit_leave(g: Game, j: int, c: int, how: int) -> None:
    if g.audit:
        g.audit(("w_leave", g.p_uid[j], c, how))


def pump(g: Game, struck: list[int]) -> int:
    """The ATK the weapons struck with gain from their repeatable "pay n -> this weapon has +m ATK this turn", paid
    with what is left at the end of combat, once your hero struck with them (the cheapest burner in hand kept)."""
    cc = g.cc
    keep = min((cc.cost[c] for c in g.hand if cc.burner[c]), default=0)
    more = 0
    for w in struck:
        p = cc.wpump[w]
        if p is None:
            continue
        times = max(0, g.avail - keep) // p[0]
        if times <= 0:
            continue
        g.pay(p[0] * times)
        more += p[1] * times
        if g.audit:
            g.audit(("wpump", w, times, p[1] * times))
        if g.log:
            g.log(f"  uses {g.names[w]}'s power {times} time(s) (pays {p[0] * times}): +{p[1] * times} ATK.")
    return more


def strikes_now(g: Game, c: int, price: int) -> bool:
    """A weapon destroyed at the end of the turn unless it deals damage is played only when your hero can strike
    with it this turn: before combat, with its strike cost left after its price (other weapons: always)."""
    if g.cc.eot_leave[c] != EOT_DESTROY_UNSTRUCK:
        return True
    return price + g.cc.strike[c] <= g.avail and not g.n_cant_all


def strike_again(g: Game, f: "Fight") -> None:
    """A weapon your hero dealt combat damage with that readies itself and your hero the first time each turn: your
    hero attacks again and strikes with it alone (the other weapon it struck with stays exhausted), paying its strike
    cost again, when that is affordable; the second strike's damage joins this turn's bonus."""
    from deckcheck.wowtcg.goldfish.combat import strike_price, weapon_atk
    cc = g.cc
    if not f.hero_attacks or f.hero_a <= 0 or g.n_cant_all:
        return              # (no combat damage dealt with it: nothing triggers)
    for w in dict.fromkeys(f.struck):
        if not cc.wready[w]:
            continue
        price = strike_price(g, [w])
        again = f.hero_base + weapon_atk(g, [w])
        if again <= 0 or price > g.avail:
            continue
        if g.audit:
            g.audit(("wready", w))
            g.audit(("ready_hero", w, -1))
        g.pay(price)
        g.hero_types |= cc.dtype[w]
        if g.audit:
            g.audit(("strike", (w,)))
        f.bonus += again
        if g.log:
            g.log(f"  {g.names[w]} readies itself and the hero, which strikes again with it (pays {price}): {again}.")
        return              # (one readying a turn: your hero is exhausted again)


def tire(g: Game, struck: list[int]) -> None:
    """A strike with a weapon after which "your hero and this weapon can't ready during your next ready step": your
    hero stays exhausted through your next turn (`combat.combat`: it does not attack, nor pay a cost exhausting it)."""
    for w in struck:
        if g.cc.wtired[w]:
            g.tired_t = g.t + 1
            if g.audit:
                g.audit(("wtired", w))
            if g.log:
                g.log(f"    {g.names[w]}: the hero and the weapon will not ready during the next ready step.")
            return


def ready_on_hit(g: Game, f: "Fight") -> None:
    """A weapon whose combat damage readies "that many" of your resources (Sword of Zeal): your hero's attack with it
    (`f.hero_a`), at most your exhausted resources."""
    for w in dict.fromkeys(f.struck):
        if not g.cc.wzeal[w]:
            continue
        n = min(f.hero_a, g.res - g.avail)
        if n <= 0:
            return
        if g.audit:
            g.audit(("wzeal", w, n, f.hero_a))
            g.audit(("ready", n, g.avail, g.res))
        g.avail += n
        if g.log:
            g.log(f"    {g.names[w]}: {n} resource(s) ready.")
        return


def more(g: Game, struck: list[int]) -> int:
    """What these weapons' strike costs more: an upkeep ("exhaust this weapon unless you pay 1" at the start of your
    turn, paid with the strike) and n for each card in your hand."""
    wmore = g.cc.wmore
    extra = 0
    for w in struck:
        m = wmore[w]
        if m is not None:
            extra += m[0] + m[1] * len(g.hand)
    return extra


def ready_weapons(g: Game) -> list[int]:
    """Your weapons in play but those that entered play exhausted this turn (a copy each)."""
    late = list(g.w_late)
    out = []
    for w in g.weapons:
        if w in late:
            late.remove(w)
        else:
            out.append(w)
    return out
