"""The opposing hero exhausted by your cards (issue 23, exhaust; compiled by `compile_exhaust`).

The passive opponent never exhausts its hero itself, but your cards can: "When this ally attacks, you may exhaust
target hero or ally" (War Stomp), "Exhaust target hero or ally. Draw a card." The hero then stays exhausted for the
rest of your turn; it readies in its controller's next ready step (CR 501.1), or in the one after when "it can't
ready during its controller's next ready step" (``lock``). `Game.opp_exh` is the last turn of yours it is exhausted
through; the condition ``opp_exhausted`` (`conditions.cond_more`) reads it for the payoffs: "+3 ATK while attacking
an exhausted hero or ally", "deals 3 damage to target exhausted hero or ally" (cast only then: CR 707.1d).

- `exhaust`: the hero exhausted by card c; as it becomes exhausted (it was ready), each card in play with "when an
  opposing hero or ally becomes exhausted, deal n damage to it" deals it (Wastewalker Leggings, Hungering Cold).
- `declare_all`: combat's attackers declared with the allies that exhaust as they attack first (as a player orders
  them), so those attacking after them attack an exhausted hero.
- `power`: before combat, the cheapest "n -> Exhaust target hero or ally" of a card in play, while a card of yours
  in play or in hand cares.
- `waits`: an ongoing ability or an ally whose damage as it enters needs an exhausted hero (Shred, Johnny Rotten:
  `Compiled.exh_wait`) is played before combat only once the hero is exhausted or nothing can exhaust it this turn,
  else after combat, once an ally of yours exhausted it as it attacked (`turn.priority`, T_WAIT).
- `readied`: at the start of your turn, the hero that readied in the opponent's ready step before it (exhausted
  through your last turn) takes "when an opposing hero or ally readies, n damage to it" (Mikael the Blunt) of each
  such card in play (counted in your turn, as the engine counts the opponent's turn's damage: `graveyard.fuel`).

Nothing of this runs for a deck without such cards (`Compiled.any_exh`, `any_exh_att`, `any_exh_pow`, `any_rdy_hurt`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def exhaust(g: "Game", c: int, lock: int, how: str, uid: int = -1) -> None:
    """Card c exhausts the opposing hero (`lock` 1: it can't ready during its controller's next ready step)."""
    fresh = g.opp_exh < g.t          # it was ready: it becomes exhausted now
    if g.audit:
        g.audit(("opp_exhaust", c, uid, how, lock, int(fresh)))
    g.opp_exh = max(g.opp_exh, g.t + lock)
    if g.log:
        g.log(f"    {g.names[c]} exhausts the opposing hero{' (it stays exhausted next turn)' if lock else ''}.")
    if fresh and how == "attack" and g.cc.exh_att[c] > 1:
        n = g.cc.exh_att[c] - 1          # "when an opposing hero is exhausted by War Stomp, Baine deals 4 damage to it"
        if g.boosts or g.doubles:
            n = g.dealt(n, False, False, False, g.cc.dtype[c])
        g.turn_dmg += n
        if g.audit:
            g.audit(("opp_exh_dmg", c, n))
    if fresh and g.cc.any_exh_hurt:
        hurt = g.cc.exh_hurt
        for p in g.perms + g.a_c:
            n = hurt[p]
            if n:
                if g.boosts or g.doubles:
                    n = g.dealt(n, True, False, False, g.cc.dtype[p])   # ("your hero deals")
                g.turn_dmg += n
                if g.audit:
                    g.audit(("opp_exh_hurt", p, n))
                if g.log:
                    g.log(f"    {g.names[p]}: {n} damage to the exhausted hero.")


def on_play(g: "Game", c: int) -> None:
    """Card c's "exhaust target hero or ally" as it resolves (an ally's as it enters play)."""
    k = g.cc.exh_play[c]
    if k:
        exhaust(g, c, k - 1, "play")


_COMBAT: list = []      # [combat.declare_all], imported on the first use (combat imports this module)


def declare_all(g: "Game", f: "Fight", held=()) -> None:
    """`combat.declare_all` for a deck with an ally that exhausts the opposing hero as it attacks: while the hero is
    ready, those allies are declared first, the one dealing the most damage as it exhausts it first (as a player
    orders them), and the first of them that attacks exhausts it (`exhaust`); then the other allies, so those attack
    an exhausted hero."""
    if not _COMBAT:
        from deckcheck.wowtcg.goldfish.combat import declare_all as declare_rest
        _COMBAT.append(declare_rest)
    declare_rest = _COMBAT[0]
    t, att = g.t, g.cc.exh_att
    if g.opp_exh >= t:
        declare_rest(g, f, held)
        return
    mine, rest = [], []
    for jc in enumerate(g.a_c):
        (mine if att[jc[1]] else rest).append(jc)
    if not mine:
        declare_rest(g, f, held)
        return
    if len(mine) > 1:
        mine.sort(key=lambda jc: -att[jc[1]])
    declare_rest(g, f, held, mine + rest)


def waits(g: "Game", c: int) -> bool:
    """Does card c (`Compiled.exh_wait`: Shred's "when Shred enters play, ... 2 damage to target exhausted hero", an
    ally's) wait for after combat? While the hero is ready and an ally of yours in play since before this turn
    exhausts it as it attacks, a card in play has a power that does (`power`), or a card in hand that does as it
    resolves is affordable (played first: `turn.priority`, T_EXH)."""
    cc = g.cc
    if g.cond_ok(cc.dmg_cond[c], c):
        return False
    t = g.t
    return any(cc.exh_att[x] and g.a_since[j] < t for j, x in enumerate(g.a_c)) or any(
        cc.exh_pow[x] for x in g.a_c + g.perms) or any(cc.exh_play[h] and cc.cost[h] <= g.avail for h in g.hand)


def power(g: "Game") -> None:
    """Before combat, the opposing hero ready: the cheapest power of a card in play that exhausts it ("1 -> Exhaust
    target hero or ally", "4 -> Exhaust all opposing heroes and allies"), used when a card of yours in play cares (a
    payoff: "+3 ATK while attacking an exhausted hero", damage as it becomes exhausted), or one in hand that is still
    affordable after it ("deals 3 damage to target exhausted hero"); never leaving the weapon's strike unpaid."""
    cc = g.cc
    pays, cost = cc.exh_pays, cc.exh_pow
    best = None
    for cards, uids in ((g.a_c, g.a_uid), (g.perms, g.p_uid)):
        for j, c in enumerate(cards):
            if cost[c] and (best is None or cost[c] < best[0]):
                best = (cost[c], c, uids[j])
    if best is None:
        return
    n = best[0] - 1
    left = g.avail - n - (g.strike_reserve() if g.weapons else 0)
    if left < 0:
        return
    if not (any(pays[x] for x in g.a_c) or any(pays[x] for x in g.perms)
            or any(pays[h] and cc.cost[h] <= left for h in g.hand)):
        return
    if g.audit:
        g.audit(("exh_power", best[1], best[2], n))
    g.pay(n)
    if g.log:
        g.log(f"  uses {g.names[best[1]]}'s power (pays {n}).")
    exhaust(g, best[1], 0, "power", best[2])


def readied(g: "Game") -> None:
    """The opposing hero readied in its ready step before this turn: "when an opposing hero readies, n damage"."""
    cc = g.cc
    for p in g.a_c + g.perms:
        n = cc.rdy_hurt[p]
        if n:
            if g.boosts or g.doubles:
                n = g.dealt(n, False, False, False, cc.dtype[p])
            g.turn_dmg += n
            if g.audit:
                g.audit(("opp_rdy_hurt", p, n))
            if g.log:
                g.log(f"  {g.names[p]}: the opposing hero readied: {n} damage.")
