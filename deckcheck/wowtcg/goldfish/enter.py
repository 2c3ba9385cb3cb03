"""An ally entering play (issue 23, allies; compiled by `compile_enter`): Enrage (CR glossary: as the ally enters
play you may reveal the top card of your deck; "When you reveal an ally this way, this ally has +2 ATK and
Ferocity this turn"), an ally's Ferocity this turn as it enters under a condition checked then, and an ally's
activated Ferocity used in combat on an ally that entered this turn ("2 -> This ally has Ferocity this turn"), a
power under a condition (`power_ok`), Stash as a card is placed as a resource (`stash`), an ally's end of your turn
(`turn_end`), an ally's drawbacks as it enters (`drawbacks`: damage to target ally you control or to each other ally
of yours, allies of yours leaving play, your face-up resources turned face down, your hand discarded).

An ally given Ferocity this turn is in `g.fero_now` (its uid -> the ATK it has this turn from the same effect);
`combat.declare` lets such an ally attack the turn it entered, `combat.attack_value` adds the ATK."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import ALLY
from deckcheck.wowtcg.goldfish.costs import remove_grave

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def _uid_of(g: "Game", c: int) -> int:
    """The uid of the copy of ally c that entered last (-1: none in play)."""
    for j in range(len(g.a_c) - 1, -1, -1):
        if g.a_c[j] == c:
            return g.a_uid[j]
    return -1


def peek(g: "Game") -> int:
    """The top card of your deck, revealed and left on top (-1: the deck is empty)."""
    if g.topq:
        return g.topq[-1]
    if not g.lib:
        return -1
    x = g.top()
    g.lib.append(x)
    g.topq.append(x)
    return x


def on_enter(g: "Game", c: int) -> None:
    """Ally c has entered play (its gate, `etb_cond`, already held): its Ferocity this turn, its Enrage."""
    cc = g.cc
    if cc.unflip[c] and g.flips:
        g.flips = 0                 # "turn target face-down hero face up": yours, its flip power of use again
        if g.audit:
            g.audit(("unflip", c))
        if g.log:
            g.log("    turns the hero face up.")
    uid = _uid_of(g, c)
    if uid < 0:
        return
    if cc.etb_fero[c]:
        g.fero_now[uid] = g.fero_now.get(uid, 0)
        if g.audit:
            g.audit(("fero_now", uid, c, c, "enters", g.avail))
        if g.log:
            g.log(f"    {g.names[c]} has Ferocity this turn.")
    n = cc.enrage[c]
    if n:
        x = peek(g)
        if g.log:
            g.log(f"    Enrage: reveals {g.names[x] if x >= 0 else 'nothing'}.")
        if x >= 0 and cc.kind[x] == ALLY:
            g.fero_now[uid] = g.fero_now.get(uid, 0) + n
            if g.audit:
                g.audit(("fero_now", uid, c, c, "enrage", x))
            if g.log:
                g.log(f"    {g.names[c]} has +{n} ATK and Ferocity this turn.")


def drawbacks(g: "Game", c: int) -> None:
    """Ally c has entered play: its drawbacks then, n damage to target ally you control (`dmg_ally`: the ally that
    survives it, the weakest such, itself among them; `drawbacks.hit_own_ally`) and "discard your hand"
    (`eot_discard` on an ally: at once, not at the end of the turn)."""
    from deckcheck.wowtcg.goldfish.drawbacks import hit_own_ally
    cc = g.cc
    if cc.dmg_ally[c]:
        if g.audit:
            g.audit(("enter_hurt", c, cc.dmg_ally[c], tuple(g.a_c)))
        hit_own_ally(g, cc.dmg_ally[c])
    if cc.kill_own[c] and len(g.a_c) > 1:
        me = len(g.a_c) - 1 - g.a_c[::-1].index(c)      # (the ally that entered: the last of its card in play)
        j = min((j for j in range(len(g.a_c)) if j != me),
                key=lambda j: (cc.atk[g.a_c[j]] + g.a_att[j], -g.a_since[j]))
        if g.audit:
            g.audit(("enter_kill", c, g.a_uid[j], g.a_uid[me]))
        if g.log:
            g.log(f"    destroys {g.names[g.a_c[j]]} (an ally in your party).")
        g.leave(j, True)
    if cc.dmg_others[c] or cc.sweep[c] is not None:
        _sweep(g, c)
    if cc.swap_tok[c] is not None:
        swap(g, c)
    if cc.flip_down[c] and g.quests:
        down = g.quests[-cc.flip_down[c]:]      # (face-up quests: the only face-up resources the engine keeps)
        if g.audit:
            g.audit(("flip_down", c, tuple(down), tuple(g.quests)))
        del g.quests[-cc.flip_down[c]:]
        if g.log:
            g.log(f"    turns {len(down)} face-up resource(s) face down.")
        if g.watchers:
            for q in down:
                g.turned_down(q)
    if cc.eot_discard[c]:
        if g.audit:
            g.audit(("enter_discard", c, len(g.hand)))
        if g.log and g.hand:
            g.log(f"    discards the hand ({len(g.hand)} card(s)).")
        g.grave.extend(g.hand)
        g.hand.clear()


def swap(g: "Game", c: int) -> None:
    """Ally c's "you may destroy another ally you control. If you do, put a 3/3 Ghoul ally token into play": the engine
    destroys the weakest other ally of yours that hits for less than the token's ATK (printed and lasting ATK), if
    any, and puts the tokens into play; else it declines."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cc = g.cc
    n, tid = cc.swap_tok[c]
    me = _uid_of(g, c)
    weak = [j for j in range(len(g.a_c)) if g.a_uid[j] != me and cc.atk[g.a_c[j]] + g.a_att[j] < cc.atk[tid]]
    if not weak:
        return
    j = min(weak, key=lambda k: (cc.atk[g.a_c[k]] + g.a_att[k], -g.a_since[k]))
    if g.audit:
        g.audit(("swap_tok", c, me, g.a_uid[j], g.a_c[j], tid, n))
    if g.log:
        g.log(f"    {g.names[c]} destroys {g.names[g.a_c[j]]}:")
    g.leave(j, True)
    make_tokens(g, (n, tid, 0))


def sweep_all(g: "Game", c: int) -> None:
    """Ability c's "Destroy all allies" (yours: a passive opponent has none), before the tokens it makes for each."""
    if g.audit:
        g.audit(("enter_sweep", c, 0, g.cc.sweep[c], tuple(g.a_c), tuple(g.a_uid), -1))
    for j in range(len(g.a_c) - 1, -1, -1):
        if j < len(g.a_c):
            g.leave(j, True)
    if g.log:
        g.log(f"    {g.names[c]}: every ally of yours is destroyed.")


def _sweep(g: "Game", c: int) -> None:
    """Ally c's "n damage to each other ally" (`dmg_others`: each survives it or is destroyed, CR 405.2) and "destroy
    all allies with cost N or less" / "put each other ally into its owner's hand" (`sweep`: a token returned to a
    hand ceases to exist); yours, a passive opponent has none."""
    from deckcheck.wowtcg.goldfish.drawbacks import health_now
    cc = g.cc
    me = _uid_of(g, c)
    n = cc.dmg_others[c]
    sw = cc.sweep[c]
    if g.audit:
        g.audit(("enter_sweep", c, n, sw, tuple(g.a_c), tuple(g.a_uid), me))
    for j in range(len(g.a_c) - 1, -1, -1):
        if j >= len(g.a_c) or g.a_uid[j] == me:
            continue
        if n:
            g.a_dmg[j] += n
            if g.a_dmg[j] >= health_now(g, j):
                g.leave(j, True)
                continue
        if sw is not None and (sw[2] < 0 or cc.cost[g.a_c[j]] <= sw[2]) and not (sw[1] and g.a_uid[j] == me):
            x = g.a_c[j]
            copy = bool(g.tok_uids) and g.a_uid[j] in g.tok_uids
            g.leave(j, True, destroyed=not sw[0])
            if sw[0] and not copy and x < cc.ndeck:
                g.hand.append(x)
    if g.log:
        g.log(f"    {g.names[c]}: {n} damage to each other ally of yours." if n else
              f"    {g.names[c]}: allies of yours leave play ({'into your hand' if sw[0] else 'destroyed'}).")


def stash(g: "Game", c: int) -> None:
    """Card c was placed as a resource face up and turned face down: its Stash effect (damage, tokens, a look at the
    top of your deck taking a card of a kind)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cc = g.cc
    dmg, per, tok, dig = cc.stash[c]
    if per is not None:
        dmg += per[0] * g.per_count(per, -1)
    if g.audit:
        g.audit(("stash", c, dmg, tuple(g.a_c)))
    if g.log:
        g.log(f"    Stash: {g.names[c]}.")
    if g.watchers:
        g.turned_down(c)        # (it entered face up and is turned face down)
    if dmg > 0:
        g.turn_dmg += g.dealt(dmg, True, False, False, cc.dtype[c])
        if g.log:
            g.log(f"    deals {dmg} damage.")
    if tok is not None:
        make_tokens(g, (tok[0], tok[1], 0))
    if cc.stash_atk[c] is not None:
        from deckcheck.wowtcg.goldfish.statics import stash_atk
        stash_atk(g, c)
    if cc.stash_ready[c] is not None:
        from deckcheck.wowtcg.goldfish.readies import stash_ready
        stash_ready(g, c)       # "Stash: Ready target token ally"
    if dig is not None:
        x = peek(g)
        if x >= 0 and x in dig[1]:
            g.topq.pop()
            g.take(x, "Stash reveals the top card")
    back = cc.stash_back[c]
    if back is not None and g.grave:
        x = g.best_of(y for y in g.grave if y in back)     # "shuffle target ally in your graveyard into your deck"
        if x >= 0:
            if g.audit:
                g.audit(("stash_back", c, x, tuple(g.grave)))
            g.grave.remove(x)
            g.lib.append(x)
            g.topq.clear()          # (the deck shuffled: its known top cards are unknown again)
            if g.log:
                g.log(f"    shuffles {g.names[x]} from the graveyard into the deck.")


def turn_end(g: "Game") -> None:
    """The allies' "at the end of your turn" (before the turn's damage is counted): damage for each card counted,
    tokens (which attack on your next turn)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cc = g.cc
    for c in list(g.a_c):
        spec = cc.eot[c]
        if spec is None:
            continue
        dmg, tok = spec
        if dmg is not None and g.cond_ok(dmg[2], c) \
                and (k := dmg[0] * (g.per_count(dmg[1], c) if dmg[1] is not None else 1)) > 0:
            g.turn_dmg += g.dealt(k, False, False, False, cc.dtype[c])
            if g.audit:
                g.audit(("eot_dmg", c, k, tuple(g.a_c)))
            if g.log:
                g.log(f"  {g.names[c]}: {k} damage at the end of the turn.")
        if tok is not None:
            make_tokens(g, (tok[0], tok[1], 0))


def power_ok(g: "Game", c: int) -> bool:
    """Does the condition of ally c's power (`act_cond`) hold now? (the checker is told each time it is used)"""
    held = g.cond_ok(g.cc.act_cond[c], c)
    if held and g.audit:
        g.audit(("power_cond", c, tuple(g.a_c), len(g.hand)))
    return held


def powers(g: "Game", f: "Fight") -> None:
    """Allies' activated Ferocity in play, on the allies waiting (entered this turn without Ferocity), strongest
    first: an ally's own power on itself, a "target ally" power on any of them, while its cost can be paid (the
    graveyard cards it removes among them)."""
    cc = g.cc
    f.waiting.sort(reverse=True)
    srcs = [(j, c) for j, c in enumerate(g.a_c) if cc.fero_pow[c] is not None]
    k = 0
    while k < len(f.waiting):
        a, j = f.waiting[k]
        x = g.a_c[j]
        used = False
        for sj, s in srcs:
            pay, own, ids, n = cc.fero_pow[s]
            if own and sj != j or pay > g.avail:
                continue
            if n and sum(1 for r in g.grave if r in ids) < n:
                continue
            g.pay(pay)
            removed = remove_grave(g, ids, n, s) if n else 0
            uid = g.a_uid[j]
            g.fero_now[uid] = g.fero_now.get(uid, 0)
            if g.audit:
                g.audit(("fero_now", uid, x, s, "power", (pay, removed)))
            if g.log:
                g.log(f"  {g.names[s]} gives {g.names[x]} Ferocity (pays {pay}).")
            used = True
            break
        if used:
            f.waiting.pop(k)
            from deckcheck.wowtcg.goldfish.combat import attacks
            if g.audit:
                g.audit(("attack", uid, x, g.a_since[j], g.t, "now"))
            attacks(g, f, j, x, a, "now", 1)
        else:
            k += 1



def looks(g: "Game", c: int, me: int) -> None:
    """Card c has entered play under your control (`me`: its uid): the cards in play (itself too when theirs says
    "this or another") that look at the top of your deck then (`enter_look`): Delve (the best card looked at on
    top, the rest among the unseen ones, as `library.look`), or the top card revealed and taken into your hand when
    it passes the filter."""
    from deckcheck.wowtcg.goldfish.library import top_pick
    cc = g.cc
    for p in g.perms:
        if cc.enter_fero[p] is not None and c in cc.enter_fero[p]:
            _instinct(g, p, c)
    for ws, uids in ((g.a_c, g.a_uid), (g.perms, g.p_uid)):
        for w, uid in zip(list(ws), list(uids)):
            spec = cc.enter_look[w]
            if spec is None or c not in spec[0] or uid == me and not spec[1] or not g.lib:
                continue
            if g.audit:
                g.audit(("enter_look", w, c, uid == me))
            if spec[3] is None:
                g.topq.clear()
                pick, _ = top_pick(g, spec[2], None)
                if pick >= 0:
                    g.topq.append(pick)
                    if g.log:
                        g.log(f"    {g.names[w]}: Delve, {g.names[pick]} on top.")
            else:
                x = peek(g)                 # (revealed, not taken: it stays on top)
                if x in spec[3]:
                    g.topq.pop()
                    g.take(x, f"{g.names[w]} reveals the top card" if g.log else "")


def _instinct(g: "Game", p: int, c: int) -> None:
    """Ability p's "When a Hunter ally enters play under your control, target ally has Ferocity this turn", card c
    having entered: the strongest ally of yours that entered this turn without Ferocity has it (c at least)."""
    cc = g.cc
    best = -1
    for j in range(len(g.a_c)):
        if g.a_since[j] == g.t and g.a_uid[j] not in g.fero_now \
                and (best < 0 or cc.atk[g.a_c[j]] + g.a_att[j] > cc.atk[g.a_c[best]] + g.a_att[best]):
            best = j
    if best < 0:
        return
    uid, x = g.a_uid[best], g.a_c[best]
    g.fero_now[uid] = 0
    if g.audit:
        g.audit(("fero_now", uid, x, p, "instinct", c))
    if g.log:
        g.log(f"    {g.names[p]}: {g.names[x]} has Ferocity this turn.")
