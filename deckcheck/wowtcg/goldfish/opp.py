"""The passive opponent's deck and graveyard, as counts (issue 23, opp; the reader is `compile_opp`).

The opponent's cards are unknown: the game keeps only how many there are (`Game.opp` = [library, graveyard], None for a
deck with no card that reads them: `Compiled.any_opp`). Its deck is the least a Constructed deck holds (CR 100.1: 60
cards); it draws its 7-card opening hand (101.1), so its library starts at 53. It never plays a card: at each of its
turns (after each of yours, `opp_turn`) it draws (501.2; as the first player it skips the draw of its first turn, and
that turn comes before your first one, so each of its turns after one of yours has a draw), and at its wrap-up step
it discards down to seven cards (415.4b, 503.2a): with the 7 it kept and one drawn, one card into its graveyard each
turn. A player required to draw from an empty deck is decked and loses (410.6b, 102.1a): the game is won on your
turn before that draw step.

An ally whose health falls with the opposing graveyard ("-1 / -1 for each card in opposing graveyards") is
destroyed when it has none left (`check_hp`, after each change of the graveyard).

Cards that put the top of its deck into its graveyard ("mill") or remove it from the game (`mill`): at the start of
your turn (`turn_start`), as an ally enters play (`entered`) or is destroyed (`Game.leave`), an [Exhaust] power paid X
(`mill_powers` for an ability, `decks_now` for an ally), as an ally with one attached attacks (`attached_attack`);
costs paid from the opposing graveyard (`attack_paid`, `back`); Call of Yogg-Saron (`yogg`). Each is told to the
checker (`audit_opp`): ("mill", card id, n, exile, half, library before, after, graveyard before, after),
("opp_turn", t, library before, graveyard before, lost 0/1, Yogg-Saron's cards left or -1), ("opp_draw", card id, n,
library before, after) the opponent drawing in your turn, ("opp_grave_hp",
graveyard), ("grave_att", uid, card id, n, graveyard before), ("grave_up", card id, n, graveyard before), ("yogg",
card id, n, library before, graveyard before, after)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.state import Game

DECK, HAND = 60, 7


def new() -> list[int]:
    """[library, graveyard] as the game starts."""
    return [DECK - HAND, 0]


def hand(g: Game) -> int:
    """The cards in the opposing hand during your turn: the 7 it keeps (its wrap-up step discards down to seven, and it
    plays none), with the cards it drew in your turn (`draws`); under Call of Yogg-Saron, the cards it drew since
    (`yogg`: none in hand then, one a turn)."""
    o = g.opp
    return HAND + g.opp_held if o is None or len(o) < 4 else o[3] - o[2]


def mill(g: Game, c: int, n: int, exile: int = 0, half: int = 0) -> None:
    """Card c puts the top n cards of the opposing deck into its graveyard (exile: removes them from the game; half: the
    top half of its deck, rounded up); as many as there are."""
    o = g.opp
    lib, grave = o[0], o[1]
    k = (lib + 1) // 2 if half else n if n < lib else lib
    o[0] = lib - k
    if not exile:
        o[1] = grave + k
    if g.audit:
        g.audit(("mill", c, n, exile, half, lib, o[0], grave, o[1]))
    if g.log:
        where = "removed from the game" if exile else "put into its graveyard"
        g.log(f"  {g.names[c]}: the top {k} card(s) of the opposing deck {where} ({o[0]} left in it, "
              f"{o[1]} in its graveyard).")
    if k and not exile and g.cc.any_grave_hp and g.a_c:
        check_hp(g)


def check_hp(g: Game) -> None:
    """An ally with "-1 / -1 for each card in opposing graveyards" left with no health is destroyed (CR 410.6a)."""
    from deckcheck.wowtcg.goldfish.drawbacks import check_health
    check_health(g)
    if g.audit:
        g.audit(("opp_grave_hp", g.opp[1]))


def turn_start(g: Game) -> None:
    """At the start of your turn: the cards in play that mill the opponent."""
    mt = g.cc.mill_t
    for c in g.a_c + g.perms:
        m = mt[c]
        if m is not None:
            mill(g, c, m[0], m[1], m[2])


def entered(g: Game, c: int) -> None:
    """An ally's "as it enters, the top card of target player's deck into his graveyard" (you may: you do); "as it
    enters, remove the top three cards of target opponent's deck from the game"; under a condition (`mill_c`: "if you
    control three or more Human allies"), only while it holds as it enters."""
    if g.cc.mill_c[c] is not None and not g.cond_ok(g.cc.mill_c[c], c):
        return
    if g.cc.mill_e[c]:
        mill(g, c, g.cc.mill_e[c])
    if g.cc.mill_ex[c]:
        mill(g, c, g.cc.mill_ex[c], 1)
    if g.cc.opp_draw_e[c]:
        draws(g, c, g.cc.opp_draw_e[c])     # "When this ally enters play, each opponent draws 3 cards"


def tribe(g: Game, c: int) -> None:
    """Ally c entered play: each ally in play with "Tribe: When this or another Tauren ally enters play under your
    control, you may remove the top card of target player's deck from the game" whose tag c has (or which is c) does
    so (you may: you do)."""
    mt = g.cc.mill_tribe
    for p in list(g.a_c):
        m = mt[p]
        if m is not None and (p == c or c in m[2]):
            mill(g, p, m[0], m[1])


def mill_powers(g: Game) -> None:
    """The end of your main phase: each ability in play with "X, [Exhaust] -> the top X cards into his graveyard" used
    once with all the resources left (they have no other use now), while the opposing deck holds cards."""
    mx = g.cc.mill_x
    for c in g.perms:
        if mx[c] and g.avail > 0 and g.opp[0] > 0:
            x = g.avail
            g.pay(x)
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {x}, exhausts it).")
            mill(g, c, x)


def back(g: Game) -> None:
    """After combat: each ally in your graveyard with "pay, remove n cards in a graveyard from the game -> put it from
    your graveyard into play" comes back while the resources and the opposing graveyard's cards allow it (and it can
    enter: a unique card not in play)."""
    cc, o = g.cc, g.opp
    for x in [x for x in g.grave if cc.opp_back[x] is not None]:
        pay, n = cc.opp_back[x]
        if pay > g.avail or o[1] < n or not g.allowed(x) or x not in g.grave:
            continue
        g.pay(pay)
        o[1] -= n
        if g.audit:
            g.audit(("grave_up", x, n, o[1] + n))
        g.grave.remove(x)
        if g.log:
            g.log(f"  {g.names[x]}'s power (pays {pay}, removes {n} card(s) in the opposing graveyard): from the "
                  f"graveyard into play.")
        g.enter(x, g.t)


def attack_paid(g: Game, j: int, c: int) -> bool:
    """Ally c at place j "can't attack unless you remove two cards in a graveyard from the game": True when the
    opposing graveyard holds them and they are removed (yours are left alone: the engine's choice)."""
    n, o = g.cc.grave_att[c], g.opp
    if o[1] < n:
        return False
    o[1] -= n
    if g.audit:
        g.audit(("grave_att", g.a_uid[j], c, n, o[1] + n))
    if g.log:
        g.log(f"  {g.names[c]}: {n} card(s) in the opposing graveyard removed from the game, so it can attack.")
    return True


def decks_now(g: Game, j: int, c: int) -> bool:
    """Ally c at place j with "X, [Exhaust] -> target player puts the top X cards of his deck into his graveyard", as
    combat starts: when the resources ready pay for the whole opposing deck and it has been in play since your turn
    began (CR 302.2), it uses the power for all of it instead of attacking (True); with "[Exhaust] -> ... the top n
    cards" (`mill_p`), when n is the whole opposing deck."""
    lib, n = g.opp[0], g.cc.mill_p[c]
    if n and g.cc.mill_pp[c] is not None:
        n *= g.per_count(g.cc.mill_pp[c], c)        # "for each Goblin you control"
        if not n:
            return False
    if not 0 < lib <= (n or g.avail) or g.a_since[j] >= g.t:
        return False
    if not n:
        g.pay(lib)
    if g.log:
        g.log(f"  uses {g.names[c]}'s power ({f'pays {lib}, ' if not n else ''}exhausts it) instead of attacking.")
    mill(g, c, n or lib)
    return True


def own_attack(g: Game, c: int, times: int) -> None:
    """Ally c with "When this ally attacks, target player puts the top n cards of his deck into his graveyard" attacks
    (`times` times): the opponent's, for each attack."""
    cc = g.cc
    for _ in range(times):
        if cc.mill_w[c]:
            mill(g, c, cc.mill_w[c])
        if cc.opp_draw_w[c]:
            draws(g, c, cc.opp_draw_w[c])


def draws(g: Game, c: int, n: int) -> None:
    """Card c makes the opponent draw n cards ("each player draws a card"): its library less n (as many as it holds:
    an empty one is found at its next draw step, `opp_turn`); they stay in its hand until its wrap-up step discards
    down to seven (`opp_held`). Under Call of Yogg-Saron it draws removed cards instead: not played then."""
    o = g.opp
    if len(o) > 2:
        return
    lib = o[0]
    k = n if n < lib else lib
    o[0] = lib - k
    g.opp_held += k
    if g.audit:
        g.audit(("opp_draw", c, n, lib, o[0]))
    if g.log:
        g.log(f"  {g.names[c]}: the opponent draws {k} card(s) ({o[0]} left in its deck).")


def yogg(g: Game, c: int) -> None:
    """Call of Yogg-Saron attached to the opposing hero: n cards of its hand (7) and deck removed from the game, the
    rest into its graveyard; from now on each of its draws takes one of them (`opp_turn`: a third count)."""
    o = g.opp
    lib, grave, n = o[0], o[1], g.cc.yogg[c]
    kept = min(n, lib + HAND)
    o[0], o[1] = 0, grave + lib + HAND - kept
    o.append(kept)
    o.append(kept)          # (o[3] - o[2]: the cards it drew since, its hand: `hand`)
    if g.audit:
        g.audit(("yogg", c, n, lib, grave, o[1]))
    if g.log:
        g.log(f"  {g.names[c]}: the opponent keeps {kept} card(s) removed from the game, {o[1] - grave} into its "
              f"graveyard.")


def attached_attack(g: Game, j: int, a: int, times: int) -> int:
    """The ally at place j attacks (`times` times): the abilities attached to it that mill as it attacks do so for each
    attack, then its Assault for each card in the opposing graveyard is added to its attack value."""
    cc = g.cc
    att = g.attached[g.a_uid[j]]
    for x in att:
        if cc.mill_a[x]:
            for _ in range(times):
                mill(g, x, cc.mill_a[x])
    more = sum(cc.touch[x] for x in att) * g.opp[1]
    if more and g.log:
        g.log(f"  {g.names[g.a_c[j]]} has Assault {more} (the opposing graveyard).")
    return a + more


def opp_turn(g: Game, t: int) -> bool:
    """The opponent's turn after your turn t: its draw (True: its deck is empty, it is decked and loses; under Call of
    Yogg-Saron, a card removed taken instead, none left: its hero is destroyed) and its discard down to seven."""
    o = g.opp
    lib, grave = o[0], o[1]
    left = o[2] if len(o) > 2 else -1
    lost = left == 0 if left >= 0 else not lib
    if g.audit:
        g.audit(("opp_turn", t, lib, grave, int(lost), left))
    if left > 0:
        o[2] = left - 1         # (its hand: fewer than seven cards, nothing discarded)
        return False
    if lost:
        g.st.kills[t] += 1
        if g.log:
            g.log(f"  the opponent must draw from an empty deck: decked, it loses (CR 410.6b, 102.1a) after turn {t}."
                  if left else f"  the opponent has no card removed by Call of Yogg-Saron to draw: its hero is "
                  f"destroyed after turn {t}.")
        return True
    o[0] = lib - 1
    o[1] = grave + 1 + g.opp_held   # (8 cards in hand, more with those it drew in your turn: down to 7 at its wrap-up)
    g.opp_held = 0
    if g.cc.any_grave_hp and g.a_c:
        check_hp(g)
    return False
