"""Alternate costs (issue 23, combat family; CR 403.3: "You may ... rather than pay this ability's cost"), compiled
by `compile_alt` into `Compiled.alt` (how, ids): discard a card of the ids from your hand (Heroic Throw: a weapon),
exhaust an ally of yours of the ids (Lesson of the Light: a non-hero Priest; Lesson of the Elements: a Shaman),
exhaust an equipment of yours (Shield Bash, Shield Slam: a Shield) or a weapon of yours your hero did not strike
with this turn (Silencing Shot: a Ranged weapon).

Used by the burn after combat (`damage.burn`), when the card's resource cost is more than 0: an ally that entered
play this turn without Ferocity (it did not attack and can't use its own [Exhaust] powers, CR 302.2; exhausting it
as another card's cost is allowed), an equipment with no power of its own, a weapon not struck with, each once a
turn (a card can't be exhausted twice, CR 701.3); a weapon card in hand that is not better than the weapons in play
(any when the damage destroys the opposing hero now)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import ABILITY
from deckcheck.wowtcg.goldfish.costs import extra_ok, reduction, usable
from deckcheck.wowtcg.goldfish.state import Game

ALT_DISCARD, ALT_ALLY, ALT_GEAR, ALT_WEAPON = 1, 2, 3, 4


def _used(g: Game) -> set:
    """The uids exhausted for an alternate cost this turn."""
    if g.alt_used[0] != g.t:
        g.alt_used = (g.t, set())
    return g.alt_used[1]


def source(g: Game, c: int, wins: bool = False, taken: tuple | list = ()) -> int:
    """What pays card c's alternate cost now: a place in hand (not one of `taken`), an ally's or a permanent's uid;
    -1: nothing."""
    how, ids = g.cc.alt[c]
    cc = g.cc
    if how == ALT_DISCARD:
        from deckcheck.wowtcg.goldfish.state import better_weapon
        best = -1
        for i, x in enumerate(g.hand):
            if x != c and x in ids and i not in taken and (wins or not better_weapon(x, g.weapons, cc, g.dual)):
                if best < 0 or cc.atk[x] < cc.atk[g.hand[best]]:
                    best = i
        return best
    used = _used(g)
    if how == ALT_ALLY:
        tapped = g.fight.tapped if g.fight is not None and g.fight.tapped else ()  # (exhausted for a cost in combat)
        for x, u, since in zip(g.a_c, g.a_uid, g.a_since):
            if x in ids and since == g.t and u not in used and u not in tapped and not cc.ferocity[x] \
                    and cc.fero_cond[x] is None \
                    and u not in g.fero_now and not g.fgroups and not cc.powers_now[x]:
                return u
        return -1
    struck = g.w_struck
    for x, u in zip(g.perms, g.p_uid):
        if x in ids and u not in used and x not in g.actives and (
                how == ALT_GEAR or x in g.weapons and x not in struck and x not in g.w_late):
            return u
    return -1


def price(g: Game, c: int, full: int, taken: list) -> int:
    """Card c's price in the burn: 0 when its alternate cost can be paid (`full`: its resource cost, more than 0)."""
    return 0 if full and g.cc.alt[c] is not None and source(g, c, True, taken) >= 0 else full


def pay(g: Game, c: int, wins: bool, taken: list) -> bool:
    """Pay card c's alternate cost if `source` finds something (a card discarded: its place added to `taken`, the
    caller takes it out of the hand); whether it was paid."""
    how = g.cc.alt[c][0]
    s = source(g, c, wins, taken)
    if s < 0:
        return False
    if how == ALT_DISCARD:
        taken.append(s)
        what = f"discards {g.names[g.hand[s]]}" if g.log else ""
    else:
        _used(g).add(s)
        what = "exhausts a card" if g.log else ""
    if g.audit:
        g.audit(("alt_cost", c, how, s))
    if g.log:
        g.log(f"    {what} rather than pay the cost of {g.names[c]}.")
    return True


def burn(g: Game, with_more) -> bool:
    """`damage.burn` for a deck with an alternate cost: a card whose alternate cost can be paid costs 0 there (a card
    discarded to pay one is taken out of the hand with the cards cast). Whether any was cast."""
    from deckcheck.wowtcg.goldfish.damage import cast_burn
    cc, hand = g.cc, g.hand
    burner = cc.burner
    taken: list[int] = []           # (places in hand discarded for an alternate cost)
    kind = ABILITY
    cands = [(d, i) for i, c in enumerate(hand)
             if burner[c] and price(g, c, reduction(g, c, kind), taken) <= g.avail and g.cond_ok(cc.dmg_cond[c])
             and (d := with_more(g, c)) > 0 and not (cc.xtra[c] and not extra_ok(g, c))
             and not (cc.needs[c] and not usable(g, c))]
    if not cands:
        return False
    cands.sort(reverse=True)
    if g.policy.hold_burn:
        left, total = g.avail, 0
        for d, i in cands:
            pr = price(g, hand[i], reduction(g, hand[i], kind), taken)
            if pr <= left:
                left -= pr
                total += d
        if g.dmg + g.turn_dmg + total < g.health:
            return False
    used = []
    for d, i in cands:
        c = hand[i]
        if i in taken:
            continue                # (discarded for another card's alternate cost)
        full = reduction(g, c, kind)
        pr = price(g, c, full, taken)
        if pr > g.avail or cc.xtra[c] and not extra_ok(g, c):
            continue
        if pr < full and not pay(g, c, g.dmg + g.turn_dmg + d >= g.health, taken):
            pr = full
            if pr > g.avail:
                continue
        g.pay(pr)
        cast_burn(g, c, with_more(g, c))
        used.append(i)
    for i in sorted(used + taken, reverse=True):
        x = hand.pop(i)
        if i in taken:
            g.grave.append(x)       # (discarded for an alternate cost)
    return bool(used)
