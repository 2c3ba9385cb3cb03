"""Resources: the resource step (a card placed each turn, more with "an additional resource" cards, quests face
up), cards that put the top of your deck into your resource row or ready resources, and the cost reductions a
card starts as it resolves ("abilities cost 1 less this turn", "your next card costs 2 less")."""
from __future__ import annotations

from functools import partial

from deckcheck.wowtcg.goldfish.compile import ABILITY, ALLY, ATT_ALLY, QUEST, WEAPON
from deckcheck.wowtcg.goldfish.compile_counters import STASH
from deckcheck.wowtcg.goldfish.costs import usable
from deckcheck.wowtcg.goldfish.state import Game, better_weapon
from deckcheck.wowtcg.goldfish.statics import NEXT

NO_DEAD: frozenset[int] = frozenset()


def _never_dead(_c: int) -> bool:
    return False


def place(g: Game) -> None:
    """The resource step (412.1): one card a turn (the policy's choice), more with extra placements."""
    cc, policy, hand = g.cc, g.policy, g.hand
    quest_pay, face_up = cc.quest_pay, policy.quests_face_up
    extras = g.plan.place_extras        # (most decks: a resource placed does nothing more)
    dead = partial(is_dead, g) if g.plan.can_die else _never_dead     # (asked card by card, as the choice reads it)
    for _p in range(1 + g.n_places):
        if not hand or g.res >= g.res_cap:      # (`Policy.wants_resource`, its cap worked out once a game)
            break
        i = policy.pick_resource(hand, cc, g.res, dead)
        if i < 0:
            break
        c = hand.pop(i)
        g.res += 1
        g.avail += 1
        if g.audit:
            g.audit(("place", g.t))
        up = face_up and quest_pay[c] >= 0
        if up:
            g.quests.append(c)
            g.quest_placed(c)
            if g.log:
                g.log(f"  places {g.names[c]} face up as a resource ({g.res} in play).")
        elif g.log:
            g.log(f"  places {g.names[c]} face down as a resource ({g.res} in play).")
        if up or cc.any_stash and cc.stash[c] is not None:
            g.placed_up = g.t       # (a Stash card enters face up too: the condition `placed_up`)
        if extras:
            placed_extras(g, c, up)
        if g.ctrs:
            from deckcheck.wowtcg.goldfish.counters import resource_in
            resource_in(g)          # "when a resource enters play under your control, put a +1 ATK counter"


def placed_extras(g: Game, c: int, up: bool) -> None:
    """What card c placed as a resource (face up when `up`) does: "when you place a resource" triggers, Stash."""
    cc = g.cc
    stashed = cc.any_stash and cc.stash[c] is not None
    if stashed and g.log:
        g.log("    (it enters face up and is turned face down: Stash)")
    if cc.any_place and (g.watchers or cc.any_place_less or cc.any_weak_trig):
        from deckcheck.wowtcg.goldfish.keywords import placed
        placed(g, c, up or stashed)     # "When you place a resource [face up], ..." (Stash: it enters face up)
    elif stashed and g.audit:
        g.audit(("placed", c, 1))
    if stashed:
        from deckcheck.wowtcg.goldfish.enter import stash
        stash(g, c)
    if cc.any_ctr and cc.ctr[c] is not None and cc.ctr[c][STASH] is not None:
        from deckcheck.wowtcg.goldfish.counters import stashed as ctr_stashed
        ctr_stashed(g, c)       # Stash: "add an heirloom counter to target equipment you control"


def dead_cards(g: Game) -> set[int] | frozenset[int]:
    """Cards in hand the engine can't use now (`is_dead`): the first to place as resources."""
    if not g.plan.can_die:
        return NO_DEAD
    return {c for c in g.hand if is_dead(g, c)}


def is_dead(g: Game, c: int) -> bool:
    """Is card c, in hand, of no use to the engine now: unique and in play, over a tag limit (an ally not outranking
    the weakest of its tag), a weapon no better than those in play, an attachment with no ally in play or in hand
    to go on, or nothing to work on?"""
    cc = g.cc
    if not cc.can_die[c]:
        return False
    k = cc.kind[c]
    if (cc.unique[c] and c in g.in_play) or (cc.limits[c] and not g.tag_ok(c)) and k != WEAPON \
            and not (k == ALLY and g.outranks(c)) \
            or (k == WEAPON and g.weapons and not better_weapon(c, g.weapons, cc, g.dual)):
        return True
    if cc.attach[c] == ATT_ALLY and not g.a_c and not any(cc.kind[h] == ALLY for h in g.hand):
        return True
    return bool(cc.needs[c] and not usable(g, c))


def on_play(g: Game, c: int) -> None:
    """Card c puts the top of your deck into your resource row (exhausted), or readies resources."""
    cc = g.cc
    for _ in range(cc.extra_res[c]):
        if g.lib:
            g.top()
            g.res += 1
            if g.audit:
                g.audit(("extra",))
            if g.ctrs:
                from deckcheck.wowtcg.goldfish.counters import resource_in
                resource_in(g)
            if g.log:
                g.log("    puts the top card of the deck into the resource row.")
    if cc.ready_res[c]:
        before = g.avail
        n = cc.ready_res[c] if cc.ready_per[c] is None else cc.ready_res[c] * g.per_count(cc.ready_per[c], c)
        g.avail = min(g.res, g.avail + n)
        if g.audit:
            g.audit(("ready", n, before, g.res))
            if cc.ready_per[c] is not None:
                g.audit(("ready_per", c, n, tuple(g.a_c)))


def reductions_on_play(g: Game, c: int) -> None:
    """The cost reductions card c starts as it resolves: this turn's (abilities or allies by kind, with their
    minimum; any other card), and "your next card this turn costs n less" (X: your dearest card in play)."""
    cc = g.cc
    for less in cc.less[c]:
        if less[2] and less[0] in (ABILITY, ALLY, WEAPON + 10):     # (a strike's: read by combat.strike_price)
            g.less_in_play.append(less)
            g.less_turn.append(less)
        elif less[2] and less[0] == QUEST:
            # "you pay 3 less to complete your next quest this turn" (Nordrassil Scout): the next quest completed
            # (quests.complete, `statics.spent_next`), not every card's cost (turn_less[0])
            nq = (QUEST, less[1], NEXT, less[3], less[4])
            g.less_in_play.append(nq)
            g.less_turn.append(nq)
        elif less[2]:
            g.turn_less[0] += less[1]
    if cc.next_less[c]:
        g.turn_less[2] += cc.next_less[c] if cc.next_less[c] > 0 else g.highest()


def new_turn(g: Game) -> None:
    """This turn's reductions end; the ready "[Exhaust] -> your next card costs less" powers are there again."""
    tl = g.turn_less
    tl[0] = tl[1] = tl[2] = 0
    while g.less_turn:
        g.less_in_play.remove(g.less_turn.pop())
    if g.less_pows:
        tl[3] = sum(lp[0] for lp in g.less_pows if lp[1] <= g.t)
        if g.less_tap:
            g.less_tap.clear()      # (allies' such powers: none used yet this turn, nextless.py)


def hero_as_resource(g: Game, f) -> None:
    """An ally in play with "Your hero can be exhausted to pay costs as though it were a resource" (Gromble the Apt,
    `hero_res`): after combat, your hero, if it neither attacked nor was exhausted this turn (to pay a cost, or kept
    from readying), exhausts for one more ready resource, when a card in hand to play after combat then costs just
    that one more (its printed cost)."""
    cc = g.cc
    if f.hero_attacks or f.hero_used or g.tired_t == g.t or g.hero_hit:
        return
    src = next((c for c in g.a_c if cc.hero_res[c]), -1)
    if src < 0 or not any(cc.post[c] and cc.cost[c] == g.avail + 1 for c in g.hand):
        return
    if g.audit:
        g.audit(("hero_res", src, g.avail))
    f.hero_used = True
    g.avail += 1
    if g.log:
        g.log(f"  exhausts your hero as a resource ({g.names[src]}).")
