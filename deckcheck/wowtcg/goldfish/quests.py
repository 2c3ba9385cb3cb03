"""Quests: completing the face-up quests whose reward the engine uses (702.2), when their condition holds,
their reward has what it needs (707.1d) and, before combat, the weapon's strike stays affordable."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import graveyard, play, readying, spend
from deckcheck.wowtcg.goldfish.codes import QF_REFUND, QF_UP, QUEST_PER
from deckcheck.wowtcg.goldfish.compile import EV_QUEST, QUEST
from deckcheck.wowtcg.goldfish.costs import pay_extra, self_less, usable
from deckcheck.wowtcg.goldfish.state import Game
from deckcheck.wowtcg.goldfish.statics import spent_next


def complete_before_combat(g: Game) -> int:
    """`complete` in the main phase before combat: keeping the weapon's strike and the price of an ally held for
    combat (`readying.held_price`); the number completed."""
    reserve = g.strike_reserve() if g.weapons else 0     # (`complete` looks first for a quest it can complete)
    if g.cc.any_enter_ready:
        reserve += readying.held_price(g)
    return complete(g, reserve)


def complete(g: Game, reserve: int = 0) -> int:
    """Complete the face-up quests the engine can pay for now, keeping `reserve` for the weapon's strike; the
    number completed. (`turn.play_turn` and `turn.main_phase` skip it when fewer resources are ready than the
    cheapest face-up quest of use costs, `Game.q_least`, and no reduction (`less_in_play`) or counter can help:
    a new way to pay less here must be added to those guards, and a change to `quests` must call
    `Game.quests_changed` (`Game.quest_placed` for a quest appended).)"""
    if not g.quests:
        return 0
    cc = g.cc
    use = cc.quest_use
    quest_pay = {q: quest_price(g, q) for q in g.quests} if g.q_own else cc.quest_pay
    qless = quest_less(g) if g.less_in_play else 0
    ctr_less = spend.quest_most(g) if g.ctrs and cc.any_spend else 0    # (a power paid with counters)
    budget = g.avail - reserve + qless + ctr_less
    if ctr_less or g.audit:
        for q in g.quests:
            if quest_pay[q] <= budget and (use[q] or ctr_less):
                break
        else:
            return 0        # (none affordable whose reward the engine uses; with counters to spend: none at all)
    else:
        for q in g.quests:
            if use[q] and quest_pay[q] <= budget and ready_to_complete(g, q):
                break
        else:
            return 0        # (none of use both affordable and completable now: most calls. Nothing is paid or
            #                  changed before the first completion, so the loop below would complete none either)
    # the cheapest first, then as placed (the sort is stable)
    todo = [q for q in g.quests if use[q]]
    if len(todo) > 1:
        todo.sort(key=quest_pay.__getitem__)
    done = 0
    for q in todo:
        pay_q = quest_pay[q] - qless
        if pay_q < 0:
            pay_q = 0
        if pay_q > g.avail - reserve and not ctr_less:
            continue        # (not affordable: what it needs is not looked at)
        ok = ready_to_complete(g, q)
        if ok and pay_q and ctr_less:     # "Remove three history counters -> you pay 1 less to complete target quest"
            pay_q = spend.quest(g, pay_q, g.avail - reserve)
            ctr_less = spend.quest_most(g)
        if ok and pay_q <= g.avail - reserve:
            g.quests.remove(q)
            g.quests_changed()
            if g.audit:
                g.audit(("complete", q, tuple(g.grave)))
            g.pay(pay_q)
            g.st.played[q] += 1
            done += 1
            if g.log:
                g.log(f"  completes {g.names[q]} (pays {pay_q}) and turns it face down.")
            if cc.xtra[q]:
                pay_extra(g, q)     # its destroy / remove completion cost (CR 403.1: all of a cost is paid)
            if cc.qdestroy[q]:
                graveyard.quest_destroyed(g, q)     # "Destroy this quest to complete it"
            play.resolve(g, q)
            if g.less_turn:
                spent_next(g, QUEST, q)     # "your next quest this turn costs 2 less": used (statics)
                qless = quest_less(g)
            if g.watchers:
                g.turned_down(q)                    # "when a resource you control is turned face down"
                g.fire(EV_QUEST, q, g.watchers)     # "when you complete a quest"
            if cc.any_quest_first and g.q_first < g.t:
                first_done(g, q, pay_q)
    return done


def ready_to_complete(g: Game, q: int) -> bool:
    """Can quest q be completed now, its cost aside: its condition holds, its reward has what it needs (707.1d), and
    a quest destroyed to complete it can be spared?"""
    cc = g.cc
    cond = cc.quest_cond[q]
    return (cond is None or g.cond_ok(cond)) and not (cc.needs[q] and not usable(g, q)) \
        and not (cc.qdestroy[q] and not graveyard.can_spare(g, q))


def first_done(g: Game, q: int, paid: int) -> None:
    """Quest q was the first you completed this turn, for `paid`: "ready all resources exhausted to complete it"
    (QF_REFUND), "you may turn it face up if it's in play" (QF_UP: a face-up resource again, to complete once more),
    of the allies in play with such a trigger."""
    g.q_first = g.t
    qf, bits = g.cc.quest_first, 0
    for c in g.a_c:
        bits |= qf[c]
    if bits & QF_REFUND and paid:
        before = g.avail
        g.avail = min(g.res, g.avail + paid)
        if g.audit:
            g.audit(("ready", paid, before, g.res))
        if g.log:
            g.log(f"    the {paid} resource(s) paid for it ready again.")
    if bits & QF_UP:
        g.quests.append(q)
        g.quests_changed()
        if g.audit:
            g.audit(("quest_up", q))
        if g.log:
            g.log(f"    {g.names[q]} is turned face up again.")


def quest_price(g: Game, q: int) -> int:
    """What completing quest q costs before the reductions of other cards: its printed completion cost, less its own
    "You pay 1 less to complete this quest for each ally you control" (`costs.self_less`, counted now)."""
    price = g.cc.quest_pay[q]
    if g.cc.own_less[q]:
        price -= self_less(g, q)
    return price if price > 0 else 0


def quest_less(g: Game) -> int:
    """What the reductions in force take off completing a quest: "You pay 1 less to complete quests", "... for each
    Druid and Hunter you control" (QUEST_PER: counted now)."""
    qless = 0
    for what, m, _u, _mn, count in g.less_in_play:
        if what == QUEST:
            qless += m
        elif what == QUEST_PER:
            qless += m * g.per_count(count, -1)
    return qless
