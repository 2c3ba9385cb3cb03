"""Attachments on the opposing hero (issue 23, round 6, dots; the reader is `compile_dots`, the checker `audit_dots`).

At the start of your turn, after the other start-of-turn damage (`turn_start`): "your hero deals melee damage to
attached character equal to the ATK of a Melee weapon you control" (the highest such ATK of yours then), "destroy
Bleed if attached character is undamaged. Otherwise, your hero deals 2 melee damage to it", and then each copy of
"If damage is dealt this way, you may search your deck for a card named Everlasting Affliction and attach it to
attached hero" that was in play as the turn began puts one more copy from your deck into play. After combat, with
the resources left (`after_combat`): "3 -> Search your deck for a card named Curse of Endless Suffering and attach it
to attached character" (as often as paid, while a copy is in your deck), then "1 -> Put Moonfire into its owner's
hand" when what is left pays for that and for playing it again at once (it is played again: its damage as it is
played). A deck with no such card never calls them (`Compiled.any_dots`, `any_dots_pow`).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile_dots import D_BACK, D_BLEED, D_COPY, D_SPREAD, D_WDOT
from deckcheck.wowtcg.goldfish.compile import ABILITY
from deckcheck.wowtcg.goldfish.state import Game


def usable(g: Game, c: int) -> bool:
    """Does card c of the family do anything if played now: a Melee weapon in play for its damage equal to that
    weapon's ATK, damage on the opposing hero for a Bleed (one played onto an undamaged hero would be destroyed)?"""
    d = g.cc.dots[c]
    if d[D_WDOT] is not None and not any(w in d[D_WDOT][1] for w in g.weapons):
        return False
    return not d[D_BLEED] or g.dmg + g.turn_dmg > 0


def _deal(g: Game, c: int, n: int) -> int:
    cc = g.cc
    d = g.dealt(n, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else n
    g.turn_dmg += d
    return d


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


def after_combat(g: Game) -> None:
    """After combat, with what is left: the paid copies from your deck, then the cards sent back to your hand and
    played again."""
    from deckcheck.wowtcg.goldfish.costs import reduction
    from deckcheck.wowtcg.goldfish.play import play
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
    again = True
    while again:
        again = False
        for j, c in enumerate(g.perms):
            pay = specs[c][D_BACK] if specs[c] is not None else -1
            if pay < 0:
                continue
            price = reduction(g, c, ABILITY)
            if pay + price > g.avail or pay + price <= 0:
                continue
            uid = g.p_uid[j]
            if g.audit:
                g.audit(("dots_back", c, uid, pay, price))
            g.pay(pay)
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay}): back to the hand, played again.")
            g.leave(j, False, False)
            g.hand.append(c)
            play(g, c, len(g.hand) - 1, reduction(g, c, ABILITY))
            again = True
            break
