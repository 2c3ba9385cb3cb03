"""Drawbacks on your own side (compile_drawbacks): damage an ability deals to target ally (one of yours, the
only ones there are), your allies' health lowered while a card is in play, your draw step skipped, your hand
discarded and allies leaving play at the end of your turn."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import EOT_DESTROY, EOT_HAND_ATTACKED, EOT_HAND_UNDAMAGED
from deckcheck.wowtcg.goldfish.state import Game


def skips_draw(g: Game) -> bool:
    """Is a card that skips your draw step in play (CR 501.2a: no card drawn)?"""
    skip = g.cc.skip_draw
    return any(skip[p] for p in g.perms) or any(skip[a] for a in g.a_c)


def health_cut(g: Game, j: int) -> int:
    """How much less health than printed the ally at place j of a_c has from the cards in play (hp_less; an
    ``others`` one not on the card itself)."""
    hp_less, uid = g.cc.hp_less, g.a_uid[j]
    cut = 0
    for place, c in enumerate(g.a_c):
        h = hp_less[c]
        if h is not None and not (h[1] and g.a_uid[place] == uid):
            cut += h[0]
    for c in g.perms:
        h = hp_less[c]
        if h is not None:
            cut += h[0]
    return cut


def health_now(g: Game, j: int) -> int:
    """The health of the ally at place j of a_c now (printed, less the cuts of hp_less cards in play)."""
    c = g.a_c[j]
    hp = g.cc.health[c]
    if g.opp is not None and g.cc.grave_hp[c]:
        hp -= g.cc.grave_hp[c] * g.opp[1]     # "-1 / -1 for each card in opposing graveyards" (opp.py)
    return hp - health_cut(g, j) if g.cc.any_hp_less else hp


def check_health(g: Game) -> None:
    """CR 410.6a: each ally of yours with 0 health, or with fatal damage (CR 405.2: damage at least its health),
    is destroyed. Run when a card that lowers health, or an ally it lowers, enters play, and after damage."""
    for j in range(len(g.a_c) - 1, -1, -1):
        if j >= len(g.a_c):
            continue        # (allies left play as one destroyed here did: its "when destroyed" trigger)
        if g.a_dmg[j] >= health_now(g, j):
            if g.log:
                g.log(f"    {g.names[g.a_c[j]]} has {health_now(g, j)} health and {g.a_dmg[j]} damage (CR 410.6a):")
            g.leave(j, True)


def hit_own_ally(g: Game, n: int) -> None:
    """n damage to target ally: one of yours (a passive opponent has none). The engine takes an ally that
    survives it, the weakest such; when none does, the weakest ally (CR 405.2: fatal damage destroys it)."""
    if not g.a_c or n <= 0:
        return
    cc = g.cc
    places = range(len(g.a_c))
    survive = [j for j in places if g.a_dmg[j] + n < health_now(g, j)]
    pick = min(survive or places, key=lambda j: (cc.atk[g.a_c[j]] + g.a_att[j], -g.a_since[j]))
    g.a_dmg[pick] += n
    if g.log:
        g.log(f"    deals {n} damage to {g.names[g.a_c[pick]]} (target ally: yours).")
    if g.a_dmg[pick] >= health_now(g, pick):
        g.leave(pick, True)


def end_phase(g: Game) -> None:
    """At the end of your turn (CR 503.1, before the wrap-up step's discard to hand size, 503.2a): an ability
    played this turn discards your hand; allies that leave at the end of your turn are destroyed or return to
    your hand (a token copy goes nowhere); weapons that leave at the end of your turn (weapons.py)."""
    if g.eot_discard:
        g.eot_discard = False
        if g.log and g.hand:
            g.log(f"  discards the hand ({len(g.hand)} card(s)).")
        for h in g.hand:
            g.to_grave(h)       # (an Eternal ally: into the deck)
        g.hand.clear()
    eot = g.cc.eot_leave
    if g.cc.any_wleave and g.weapons:
        from deckcheck.wowtcg.goldfish.weapons import end_of_turn
        end_of_turn(g)      # Thrown weapons back to your hand, weapons that dealt no damage destroyed
    for j in range(len(g.a_c) - 1, -1, -1):
        c = g.a_c[j]
        how = eot[c]
        if not how or how == EOT_HAND_UNDAMAGED and g.a_dmg[j]:
            continue
        if how == EOT_HAND_ATTACKED:
            if g.a_uid[j] not in g.att_back:
                continue        # (it did not attack this turn)
            if g.audit:
                g.audit(("att_home", g.a_uid[j], c))
        if g.log:
            g.log(f"  end of turn: {g.names[c]} {'is destroyed:' if how == EOT_DESTROY else 'returns to the hand.'}")
        if how == EOT_DESTROY:
            g.leave(j, True)
            continue
        copy = bool(g.tok_uids) and g.a_uid[j] in g.tok_uids
        g.leave(j, True, destroyed=False)
        if not copy and c < g.cc.ndeck:
            g.hand.append(c)        # (a token returned to a hand ceases to exist)
    if g.att_back:
        g.att_back.clear()


def on_cast(g: Game, c: int, times: int = 1, hit: bool = True) -> None:
    """Ability c's drawbacks as it resolves (`times`: twice when Echo copies it): n damage to target ally of
    yours (dmg_ally), your hand discarded at the end of this turn (eot_discard)."""
    cc = g.cc
    for _ in range(times if hit else 0):
        hit_own_ally(g, cc.dmg_ally[c])
    if cc.eot_discard[c]:
        g.eot_discard = True
