"""The conditions checked beyond `Game.cond_ok`'s own (issue 23, conditions): "while this is the only ally you
control", "while you control N or more equipment", "N or more cards of a kind in your graveyard", "while you
control no ready resources", "if you control N or more resources", "if you have no cards in hand", "while you have N
or more cards in hand", Bloodrush ("if an opposing hero has more damage on it than your hero": see keywords.py). A
condition is checked as the game stands when the card's effect needs it (combat
reads an ally's conditional ATK and Ferocity as it declares attackers)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import (C_BLOODRUSH, C_COUNT, C_GRAVE_N, C_HAND_MAX, C_HAND_MIN, C_HERO_UNDAMAGED,
                                             C_NO_READY, C_ONLY_ALLY, C_RES_N, C_SHARED, C_DESTROYED,
                                             C_OPP_DEALT, C_OPP_FIRST, C_KINDS, C_HERO_DMG, C_OPP_EXH, C_PLACED_UP,
                                             C_BOTH, C_KIND_PLAYED, C_PARTY_DEALT, C_ATTACKED)

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.state import Game


def cond_more(g: "Game", cond: tuple, me: int) -> bool:
    """Whether condition `cond` (C_ONLY_ALLY, C_COUNT, C_GRAVE_N or C_NO_READY; see compile_facts._cond_more)
    holds for card `me` (-1: no card of its own, such as a resolving ability)."""
    k = cond[0]
    if k == C_OPP_EXH:
        held = g.opp_exh >= g.t                 # exhausted by a card of yours (exhaust.py)
        if not held and g.cc.any_exh_all:
            held = any(g.cc.exh_all[p] for p in g.perms)    # "ready opposing heroes also count as exhausted"
        if held and g.audit:
            g.audit(("opp_exh_cond", me, g.opp_exh))
        return held
    if k == C_PARTY_DEALT:
        return bool((g.hero_types | g.party_types) & cond[1])     # (your allies' attacks: combat.damage)
    if k == C_KIND_PLAYED:
        return bool(g.played_kinds & cond[1])     # a card of the kind played this turn (play.py)
    if k == C_ONLY_ALLY:
        # the ally itself in play and no other ally (a token is an ally too); an ability: exactly one ally
        return len(g.a_c) == 1 and (me < 0 or g.a_c[0] == me)
    if k == C_COUNT:
        _k, need, ids, other = cond
        n = sum(1 for c in g.a_c if c in ids) + sum(1 for c in g.perms if c in ids)
        if other and me in ids and (me in g.a_c or me in g.perms):
            n -= 1          # "N or more other ...": the card itself is not counted
        return n >= need
    if k == C_GRAVE_N:
        return sum(1 for c in g.grave if c in cond[2]) >= cond[1]
    if k == C_NO_READY:
        return g.avail <= 0     # every resource you control is exhausted (or you control none)
    if k == C_RES_N:
        return g.res >= cond[1]                 # you control N or more resources
    if k == C_HAND_MAX:
        return len(g.hand) <= cond[1]           # N or fewer cards in your hand
    if k == C_HAND_MIN:
        return len(g.hand) >= cond[1]           # N or more cards in your hand
    if k == C_BLOODRUSH:
        # Bloodrush (keywords.py): your hero has no damage in a deck that can't damage it (compile_facts), so the
        # opposing hero has more while it has any
        held = g.dmg + g.turn_dmg > 0
        if held and g.audit:
            g.audit(("bloodrush", me, g.dmg + g.turn_dmg))
        return held
    if k == C_OPP_DEALT:
        return g.turn_dmg > 0       # (before combat's own damage: an ally's attack in the same combat not counted)
    if k == C_BOTH:
        return g.cond_ok(cond[1], me) and g.cond_ok(cond[2], me)
    if k == C_PLACED_UP:
        return g.placed_up == g.t               # you placed a resource face up this turn (resources.place)
    if k == C_ATTACKED:
        return g.fight is not None and me in g.fight.att_ids    # (read at the end of the turn: this turn's combat)
    if k == C_OPP_FIRST:
        return not g.first                      # you are on the draw: the opponent went first
    if k == C_DESTROYED:
        held = g.gone_t[cond[1]] == g.t         # destroyed this turn (state.leave)
        if held and g.audit:
            g.audit(("destroyed_cond", me, cond[1]))
        return held
    if k == C_SHARED:
        return g.race_most() >= 2               # two or more of your allies share a standard race
    if k == C_HERO_DMG:
        return False        # your hero has no damage: nothing in this deck damages it (compile_statics)
    if k == C_KINDS:
        from deckcheck.wowtcg.goldfish.statics import kinds_held
        return kinds_held(g, cond, me)
    if k == C_HERO_UNDAMAGED:
        if g.audit:
            g.audit(("hero_undamaged", me))     # (keywords.py: met in a deck that can't damage your hero)
        return True
    return False


def kind_first(g: "Game", c: int) -> bool:
    """Should card c ("You pay 3 less to play this ally if you played an equipment this turn": a reduction under
    C_KIND_PLAYED not met yet) wait in the main phase for a card of that kind in hand, of a tier played before combat,
    within its tag limit, affordable now (played first, it makes card c cheaper)?"""
    from deckcheck.wowtcg.goldfish.costs import reduction
    cc = g.cc
    for sl in cc.selfless[c] or ():
        cond = sl[1]
        if cond is None or cond[0] != C_KIND_PLAYED or g.played_kinds & cond[1]:
            continue
        tiers = g.plan.tiers
        return any(h != c and (1 << cc.kind[h]) & cond[1] and tiers[h] and g.allowed(h)
                   and reduction(g, h, cc.kind[h]) <= g.avail for h in g.hand)
    return False
