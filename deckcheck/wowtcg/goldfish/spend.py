"""Powers paid by removing counters from their card (`CardFacts.ctr[SPEND]`, read by `compile_counters._spend`):
"Remove a stake counter -> this weapon has +3 ATK this combat", "1, Remove three verse counters -> draw a card",
"Remove a +1 [DEF] counter from this armor -> you pay 2 less to strike with melee weapons this turn".

A power is used only with as many counters on its card as its cost removes (CR 403.1: a cost is paid in full), its
resources ready, and, with [Exhaust], once a turn (the card's other [Exhaust] power, `counters.powers`, then waits);
only when it has something to do: a strike reduction as your hero strikes while the strike still costs something
(and only when the counters make the strike affordable), +ATK as your hero strikes (this weapon: only when it
strikes; a weapon: one your hero strikes with; an ally: one attacking; your hero: while it can attack), draws while
the deck holds them and damage after combat. A power without [Exhaust] is used as often as it can be (the engine
spends its counters as soon as they do something: against a passive opponent damage now is never worth less than
later).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import counters
from deckcheck.wowtcg.goldfish.compile_counters import (ALL, EXPIRE, POWER, SP_ATK, SP_CTR, SP_DIG, SP_DMG, SP_DRAW,
                                                        SP_KILL, SP_LESS, SP_QLESS, SPEND, TO_ALLY_WEAPON)
from deckcheck.wowtcg.goldfish.codes import TO_ALLIES, TO_ALLY, TO_HERO, TO_SELF, TO_WEAPON
from deckcheck.wowtcg.goldfish.counters import struck_uids
from deckcheck.wowtcg.goldfish.state import Game, strike_set

_WORDS = {SP_ATK: "atk_bonus", SP_DRAW: "draw", SP_DMG: "damage", SP_LESS: "cost_less", SP_CTR: "counter",
          SP_DIG: "dig", SP_QLESS: "cost_less", SP_KILL: "kill_hero"}


def _powers(g: Game, kind: int) -> list[tuple]:
    """(uid, card id, power) of the powers of this kind of the cards in play."""
    ctr = g.cc.ctr
    return [(uid, c, sp) for uid, c, _t in g.ctrs for sp in ctr[c][SPEND] if sp[3] == kind]


def _can(g: Game, uid: int, sp: tuple) -> bool:
    """Can the power be paid now: its counters on the card, its resources, [Exhaust] not used this turn."""
    return g.ctr.get(uid, 0) >= sp[8] and sp[1] <= g.avail and not (sp[2] and g.ctr_used.get(uid) == g.t) \
        and any(e[0] == uid for e in g.ctrs)


def _use(g: Game, uid: int, c: int, sp: tuple) -> int:
    """Pay the power's cost (resources, [Exhaust], its counters removed: all of them for "remove all") and tell the
    checker what it does; the counters removed."""
    if sp[1]:
        g.pay(sp[1])
    if sp[2]:
        g.ctr_used[uid] = g.t
    gone = g.ctr[uid] if sp[0] == ALL else sp[0]     # (0: a power usable while the card has enough counters)
    g.ctr[uid] -= gone
    amount = sp[4] * gone if sp[7] else sp[4]
    if g.audit:
        if gone:
            g.audit(("ctr", uid, c, uid, 0, -gone, "spend"))
        g.audit(("ctr_spend", uid, c, _WORDS[sp[3]], amount, sp[5]))
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {sp[1]}, removes {gone} counter(s); {g.ctr[uid]} left).")
    return gone


def _expire(g: Game, uid: int, c: int) -> None:
    """"When the last counter is removed from this card, destroy it"."""
    if g.cc.ctr[c][EXPIRE] and not counters.count(g, uid):
        if g.log:
            g.log(f"    {g.names[c]}: its last counter is gone.")
        counters._destroy(g, uid)


def strike(g: Game, struck: list[int], price: int) -> int:
    """The strike's price after "remove a counter -> you pay n less to strike with melee weapons (this weapon) this
    turn": used while the strike costs something, only when they make it affordable."""
    powers = [p for p in _powers(g, SP_LESS) if any(w in p[2][6] for w in struck)]
    if not powers:
        return price
    uids = struck_uids(g, struck)
    powers = [p for p in powers if p[2][5] != TO_SELF or p[0] in uids]       # (this weapon's own: only with it)
    most = 0
    for uid, _c, sp in powers:      # what they could take off at most (such a power costs no resources)
        k = g.ctr.get(uid, 0) // sp[0]
        most += (min(k, 1) if sp[2] else k) * sp[4]
    if price - most > g.avail or not most:
        return price
    return _spend_down(g, powers, price)


def _spend_down(g: Game, powers, price: int) -> int:
    """Use the powers (uid, card, spend record) while the price is above 0 and each can pay: the price after."""
    for uid, c, sp in powers:
        while price > 0 and _can(g, uid, sp):
            _use(g, uid, c, sp)
            price = max(0, price - sp[4])
            _expire(g, uid, c)
            if sp[2]:
                break
    return price


def quest_most(g: Game) -> int:
    """How much less the quest completions could cost this turn for the counters on the cards ("Remove three
    history counters -> you pay 1 less to complete target quest this turn")."""
    most = 0
    for uid, _c, sp in _powers(g, SP_QLESS):
        k = g.ctr.get(uid, 0) // sp[8]
        if sp[1]:
            k = min(k, g.avail // sp[1])
        most += (min(k, 1) if sp[2] else k) * sp[4]
    return most


def quest(g: Game, price: int, budget: int) -> int:
    """A quest's completion cost after such powers: used while it costs something, only when that makes it
    affordable (`budget`: what the quest may spend)."""
    if price - quest_most(g) > budget:
        return price
    return _spend_down(g, _powers(g, SP_QLESS), price)


def combat(g: Game, f) -> None:
    """As your hero strikes: "+n ATK this turn" paid with counters, onto what attacks (`combat.Fight` f)."""
    if g.n_cant_all:
        return
    struck = struck_uids(g, f.struck) if f.struck else ()
    for uid, c, sp in _powers(g, SP_ATK):
        to = sp[5]
        while _can(g, uid, sp):
            if to == TO_SELF and uid in struck or to in (TO_WEAPON, TO_ALLY_WEAPON) and struck:
                _use(g, uid, c, sp)
                f.hero_a += sp[4]
            elif to in (TO_ALLY, TO_ALLY_WEAPON) and f.att_ids:
                _use(g, uid, c, sp)
                f.bonus += sp[4]
            elif to == TO_ALLIES and f.att_ids:         # ("allies you control have Assault 3 this turn")
                _use(g, uid, c, sp)
                f.bonus += sp[4] * len(f.att_ids)
            elif to == TO_HERO and not f.hero_used:
                _use(g, uid, c, sp)
                f.hero_a += sp[4]
                f.hero_attacks = True
            else:
                break
            _expire(g, uid, c)
            if sp[2]:
                break


def before_strike(g: Game) -> None:
    """Before your hero strikes: "1, [Exhaust], Remove a blade counter -> add a +1 ATK counter to target weapon", onto
    the weapon it strikes with (paid from what the strike leaves)."""
    for uid, c, sp in _powers(g, SP_CTR):
        if not g.weapons:
            return                  # (CR 707.1d: no target)
        while _can(g, uid, sp) and sp[1] <= g.avail - g.strike_reserve():
            _use(g, uid, c, sp)
            target = struck_uids(g, strike_set(g.weapons, g.cc, g.dual)[:1])[0]
            counters._add(g, uid, c, target, sp[4], 1, "power")
            _expire(g, uid, c)
            if sp[2]:
                break


def after(g: Game) -> None:
    """After combat: draws and damage to the opposing hero paid with counters, as often as they can be paid ("remove
    all counters -> 1 damage for each": only when that damage destroys the opposing hero now); then the cards' own
    "[Exhaust] -> add a counter" when they did not exhaust for such a power (`counters.late_power`)."""
    for uid, c, sp in _powers(g, SP_KILL) + _powers(g, SP_DRAW) + _powers(g, SP_DMG) + _powers(g, SP_DIG):
        while _can(g, uid, sp) and (sp[3] in (SP_DMG, SP_KILL) or len(g.lib) >= (sp[4] if sp[3] == SP_DRAW else 1)):
            if sp[3] == SP_KILL:
                if g.dmg + g.turn_dmg >= g.health:
                    break           # (destroyed already)
                _use(g, uid, c, sp)
                g.turn_dmg = g.health - g.dmg       # ("destroy target hero": the opposing hero is destroyed)
                if g.log:
                    g.log("    the opposing hero is destroyed.")
                break
            if sp[7] and g.dmg + g.turn_dmg + _damage(g, c, sp[4] * g.ctr[uid]) < g.health:
                break               # (kept for the turn it wins)
            gone = _use(g, uid, c, sp)
            if sp[3] == SP_DRAW:
                g.draw_cards(sp[4])
            elif sp[3] == SP_DIG:
                _dig(g, sp[4])
            else:
                g.turn_dmg += _damage(g, c, sp[4] * gone if sp[7] else sp[4])
            _expire(g, uid, c)
            if sp[2]:
                break
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        if ctr[entry[1]][POWER] is not None and ctr[entry[1]][SPEND]:
            counters.late_power(g, entry)


def _dig(g: Game, n: int) -> None:
    """Look at the top n cards of your deck, put one into your hand and the rest on the bottom (`library.top_pick`)."""
    from deckcheck.wowtcg.goldfish.library import top_pick
    g.topq.clear()
    pick, _ = top_pick(g, n, None)
    g.take(pick, f"looks at the top {min(n, len(g.lib))}")


def _damage(g: Game, c: int, n: int) -> int:
    return g.dealt(n, True, False, False, g.cc.dtype[c])     # (no boost or doubling in play: n)
