"""An ally's "When this ally readies, ..." in your ready step (`compile_turns`: `rdy_pump`, `rdy_tire`; checked by
`audit_allies`):

- "When Narando readies, he has +2 ATK this turn" (`rdy_pump` n): +n to it in this turn's combat (`g.etb_now`,
  `combat.bonuses`);
- "When Golas readies, exhaust target ally" (`rdy_tire`): an ally of yours (the passive opponent has none; CR 707.1d),
  the one whose attack this turn is worth least among those with no activated power (Golas himself among them), is
  exhausted: it stays in `g.stuck` (no attack, no [Exhaust] power) until your next ready step (`g.tired`), where it
  readies.

And Stash: "Ready target token ally" (Stevrona Forgemender, `stash_ready`): in your resource step your
allies are ready but those that can't ready in your ready step (a token that enters exhausted and can't ready
(`asleep`): woken, it attacks this turn; one kept exhausted, `stuck`); the engine readies the one with the most ATK
(none exhausted: nothing).

A card readies in your ready step when it was exhausted at the end of your last turn (CR 411.1: cards enter play
ready): it attacked then (`Game.rdy_att`: the uids of the allies that attacked, taken in combat before its damage can
destroy any) or such a trigger exhausted it;
not one that can't ready (`stuck`). A card readied again within a turn to attack again: not played (Narando: the
engine errs low; Golas: after its attacks the target would be an ally of yours that already attacked).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import TO_ALLY
from deckcheck.wowtcg.goldfish.state import Game


def readied(g: Game) -> None:
    """The ready step's "when this ally readies" triggers of the allies in play."""
    cc, att = g.cc, g.rdy_att
    prev, g.tired = g.tired, set()
    if prev:
        g.stuck -= prev         # (exhausted by such a trigger last turn: it readies now)
    for c in set(g.a_c):
        n, tire = cc.rdy_pump[c], cc.rdy_tire[c]
        if not n and not tire:
            continue
        k = sum(1 for u, x in zip(g.a_uid, g.a_c)
                if x == c and (u in att or u in prev) and not (g.stuck and u in g.stuck))
        if not k:
            continue
        if n:
            if g.audit:
                g.audit(("ready_pump", c, n, k))
            for _ in range(k):
                g.etb_now.append((n, TO_ALLY, frozenset({c}), None))
            if g.log:
                g.log(f"  {g.names[c]} readied ({k}): +{n} ATK this turn.")
        for _ in range(k if tire else 0):
            _tire(g, c)


def _tire(g: Game, c: int) -> None:
    """Card c's "exhaust target ally": one of yours, the least worth exhausting (no power of its own)."""
    from deckcheck.wowtcg.goldfish.combat import attack_value
    cc = g.cc
    best, key = -1, None
    for j, x in enumerate(g.a_c):
        u = g.a_uid[j]
        if g.stuck and u in g.stuck or cc.act[x] is not None or cc.tap[x] is not None or cc.cpower[x] is not None \
                or cc.wake[x] is not None:
            continue
        kk = (0 if cc.cant_attack[x] else 1, attack_value(g, j, x))
        if key is None or kk < key:
            best, key = j, kk
    if best < 0:
        return          # (none but allies exhausted already or with powers: Golas himself is one, so never)
    u = g.a_uid[best]
    if g.audit:
        g.audit(("ready_tire", c, u))
    g.stuck.add(u)
    g.tired.add(u)
    if g.log:
        g.log(f"  {g.names[c]} readied: {g.names[g.a_c[best]]} is exhausted this turn.")


def stash_ready(g: Game, c: int) -> None:
    """Card c stashed: "Ready target token ally": an exhausted token ally of yours of its group, the one with the most
    ATK (an asleep one woken for this turn, `g.woken`; a stuck one out of `g.stuck`)."""
    cc, t, ids = g.cc, g.t, g.cc.stash_ready[c]
    best, atk = -1, -1
    for j, x in enumerate(g.a_c):
        u = g.a_uid[j]
        if x in ids and (cc.asleep[x] and g.woken.get(u) != t or g.stuck and u in g.stuck) and cc.atk[x] > atk:
            best, atk = j, cc.atk[x]
    if best < 0:
        return
    u = g.a_uid[best]
    if g.audit:
        g.audit(("stash_ready", c, u))
    if g.stuck and u in g.stuck:
        g.stuck.discard(u)
        g.tired.discard(u)
    else:
        g.woken[u] = t
    if g.log:
        g.log(f"    Stash: readies {g.names[g.a_c[best]]}.")
