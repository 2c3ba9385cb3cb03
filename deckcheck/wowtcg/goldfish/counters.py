"""Counters on cards (`Compiled.ctr`, read by `compile_counters`): how they come, how they go, what they do.

Each card in play with a counters spec is in `Game.ctrs` as [uid, card id, turn it entered]; its counters are
`Game.ctr[uid]` (its own kind: strength, inferno, agony ... counters) and `Game.catk[uid]` (+1 ATK counters, or
+1 / +1 counters on an ally: each is +1 ATK of the card it is on, whatever card put it there).

The hooks, each at its step of the turn: `entered` / `left` (Game.enter / Game.leave), `turn_start` (after the
start-of-turn damage and draws), `powers` (before your hero strikes: an [Exhaust] power putting a +1 ATK counter
on the weapon it strikes with), `weapon_bonus` / `hero_bonus` / `ally_bonus` (the ATK the counters give in
combat), `after_damage` (after combat damage: "when your hero deals combat damage with a weapon", "when an ally
you control deals combat damage to a hero"; "when attached hero is dealt fire damage": each hit of a [Fire] ally),
`on_play` ("when you play a ..."), `turn_end` ("at the end of your
turn"; "when attached hero is dealt fire damage": your hero's damage of that type this turn). A deck with no such
card never calls them (`Game.ctrs` and `Game.catk` stay empty).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile_counters import (ALL, ATKS, DEALT, DEALT_BITS, DRAWN, ENTER_ATK, ENTER_OWN,
                                                        DOUBLE, ENTER_IF, ENTER_PER, HERO_HIT, HITS, HITS_IDS,
                                                        OP_ADD, OP_DMG, OP_DRAW, OP_LEAVE, OP_REM, OP_TOKEN, OPP_END, PLAY,
                                                        PLAY_IDS, POWER, RES_IN, SPEND, STASH, STRIKE, STRIKE_LESS,
                                                        TURN_END, TURN_START)
from deckcheck.wowtcg.goldfish.codes import GEAR, TO_ALLIES, TO_HERO, TO_PARTY, TO_SELF, TO_WEAPON, WEAPON
from deckcheck.wowtcg.goldfish.state import Game, strike_set


HERO = -1       # `Game.ctr_used`'s key for your hero: the turn it last attacked


def entered(g: Game, c: int, uid: int) -> None:
    """Card c (uid) entered play: the counters it enters with."""
    spec = g.cc.ctr[c]
    g.ctrs.append([uid, c, g.t])
    if spec[ENTER_OWN]:
        _add(g, uid, c, uid, spec[ENTER_OWN], 0, "enters")
    if spec[ENTER_ATK]:
        _add(g, uid, c, uid, spec[ENTER_ATK], 1, "enters")
    for n, atk in spec[ENTER_IF]:           # ("if an opponent went first this game")
        if not g.first:
            _add(g, uid, c, uid, n, atk, "enters")
    for n, atk, sp in spec[ENTER_PER]:      # ("for each card in your hand": counted as it enters)
        k = n * g.per_count(sp, c)
        if k > 0:
            _add(g, uid, c, uid, k, atk, "enters")


def left(g: Game, uid: int) -> None:
    """The card (uid) left play: its counters go."""
    g.ctr.pop(uid, None)
    g.catk.pop(uid, None)
    for k, entry in enumerate(g.ctrs):
        if entry[0] == uid:
            del g.ctrs[k]
            break


def count(g: Game, uid: int) -> int:
    """The counters on the card (of both kinds)."""
    return g.ctr.get(uid, 0) + g.catk.get(uid, 0)


def _add(g: Game, src_uid: int, c: int, uid: int, n: int, atk: int, why: str) -> None:
    pool = g.catk if atk else g.ctr
    pool[uid] = pool.get(uid, 0) + n
    if g.audit:
        g.audit(("ctr", src_uid, c, uid, atk, n, why))
    if g.log:
        g.log(f"    {g.names[c]}: {n} {'+1 ATK ' if atk else ''}counter(s) ({why}; {pool[uid]} on the card).")


def _destroy(g: Game, uid: int) -> None:
    if uid in g.p_uid:
        g.leave(g.p_uid.index(uid), False)
    elif uid in g.a_uid:
        g.leave(g.a_uid.index(uid), True)


def run(g: Game, entry: list, ops: tuple, why: str, weapons: tuple = ()) -> bool:
    """The steps `ops` of the card `entry` ([uid, card id, turn]) on its trigger `why` (`weapons`: the uids of the
    weapons a "to: weapon" step puts its counters on); False when the card was destroyed."""
    uid, c = entry[0], entry[1]
    leaves = False
    for op, n, atk, arg, need, most in ops:
        if need and (count(g, uid) < need if need > 0 else g.ctr_used.get(HERO) == g.t):
            continue            # (IDLE: only in a turn your hero did not attack)
        if op == OP_ADD:
            for target in (weapons if arg else (uid,)):
                k = min(n, most - count(g, target)) if most else n      # ("if it has two or fewer, add one")
                if n == DOUBLE:     # ("double the number of +1 ATK counters on this weapon")
                    k = (g.catk if atk else g.ctr).get(target, 0)
                if k > 0:
                    _add(g, uid, c, target, k, atk, why)
        elif op == OP_REM:
            pool = g.catk if atk else g.ctr
            have = pool.get(uid, 0)
            gone = have if n >= ALL else min(n, have)
            pool[uid] = have - gone
            if g.audit and gone:
                g.audit(("ctr", uid, c, uid, atk, -gone, why))
            if g.log and gone:
                g.log(f"    {g.names[c]}: {gone} {'+1 ATK ' if atk else ''}counter(s) removed ({pool[uid]} left).")
            if arg and not pool[uid]:
                if g.log:
                    g.log(f"    {g.names[c]}: no counters remain.")
                _destroy(g, uid)
                if g.cc.any_dots and g.cc.dots[c] is not None:
                    from deckcheck.wowtcg.goldfish.dots import expired
                    expired(g, c)   # "If you do, your hero deals 5 nature damage ..." (dots.py)
                return False
        elif op == OP_DMG:
            d = n * (g.ctr.get(uid, 0) if arg else 1)
            if d > 0:
                g.turn_dmg += d
                if g.audit:
                    g.audit(("ctr_dmg", uid, c, d))
                if g.log:
                    g.log(f"    {g.names[c]}: {d} damage to the opposing hero.")
                _dealt(g, g.cc.dtype[c])
        elif op == OP_DRAW:
            d = n * (g.ctr.get(uid, 0) if arg else 1)
            if d > 0:
                g.draw_cards(d)
        elif op == OP_TOKEN:
            from deckcheck.wowtcg.goldfish.tokens import make_tokens
            if g.audit:
                g.audit(("ctr_token", uid, c, n))
            make_tokens(g, (n, arg, 0))
        elif op == OP_LEAVE:
            leaves = True   # "you may destroy this ability. If you do, draw a card for each counter" (compile_tricks)
    if leaves:
        if g.log:
            g.log(f"    {g.names[c]} is destroyed for its counters.")
        _destroy(g, uid)
        return False
    return True


def _dealt(g: Game, bits: int) -> None:
    """The opposing hero was dealt damage of these types by a counters card: "when attached hero is dealt fire
    damage, put an inferno counter"."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        spec = ctr[entry[1]]
        if spec[DEALT_BITS] & bits:
            run(g, entry, spec[DEALT], "dealt")


def turn_start(g: Game) -> None:
    """At the start of your turn: the counters of the opponent's turn's end (a card in play then is in play now: a
    passive opponent destroys nothing), then those put and removed at your turn's start, and what they do."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        ops = ctr[entry[1]][OPP_END]
        if ops and entry[2] < g.t:
            run(g, entry, ops, "opp_turn_end")
    for entry in list(g.ctrs):
        ops = ctr[entry[1]][TURN_START]
        if ops and entry in g.ctrs:
            run(g, entry, ops, "turn_start")


def turn_end(g: Game) -> None:
    """At the end of your turn; and "when attached hero is dealt [type] damage" for your hero's damage of that
    type this turn (once a turn, on a card in play since the turn began: the engine errs low)."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        spec = ctr[entry[1]]
        if spec[TURN_END] and entry in g.ctrs:
            run(g, entry, spec[TURN_END], "turn_end")
        if spec[DEALT_BITS] & g.hero_types and entry[2] < g.t and entry in g.ctrs:
            run(g, entry, spec[DEALT], "dealt")


def drew(g: Game, n: int) -> None:
    """You drew n cards: "when you draw a card, add a verse counter" of the cards in play, once for each."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        ops = ctr[entry[1]][DRAWN]
        if ops:
            for _ in range(n):
                if entry in g.ctrs:
                    run(g, entry, ops, "draw")


def resource_in(g: Game) -> None:
    """A resource entered play under your control (placed, or put into your resource row): "put a +1 ATK counter"."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        ops = ctr[entry[1]][RES_IN]
        if ops and entry in g.ctrs:
            run(g, entry, ops, "resource")


def stashed(g: Game, c: int) -> None:
    """Card c was placed as a resource: its Stash, "add an heirloom counter to target equipment you control" (onto
    the equipment in play that gains the most for each counter: ATK, damage, a power it has at N or more counters;
    none such: no counter, the text's "may"), or "a
    +1 ATK counter to target weapon you control" (the weapon your hero strikes with)."""
    n, atk, weapon = g.cc.ctr[c][STASH]
    if weapon:
        if not g.weapons:
            return
        target = struck_uids(g, strike_set(g.weapons, g.cc, g.dual)[:1])[0]
    else:
        ctr, best, target = g.cc.ctr, 0, -1
        for uid, x, _t in g.ctrs:
            if g.cc.kind[x] not in (WEAPON, GEAR):
                continue
            gain = sum(k for k, to, _m in ctr[x][ATKS] if to in (TO_SELF, TO_WEAPON)) + sum(
                op[1] for op in ctr[x][TURN_START] if op[0] == OP_DMG and op[3]) + sum(    # (+1 damage for each)
                2 for sp in ctr[x][SPEND] if not sp[0] and count(g, uid) < sp[8])     # (a power at 3 or more)
            if gain > best:
                best, target = gain, uid
        if target < 0:
            return
    if g.log:
        j = next(k for k, u in enumerate(g.p_uid) if u == target)
        g.log(f"    Stash: {g.names[c]} puts {n} counter(s) on {g.names[g.perms[j]]}.")
    _add(g, -1, c, target, n, atk, "stash")


def on_play(g: Game, c: int, itself: int = -1) -> None:
    """You played card c (which entered play as `itself`, a uid): "when you play an ability, ally or equipment,
    put a counter ..." of the cards that were in play as it was played."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        if entry[0] == itself:
            continue
        spec = ctr[entry[1]]
        ids = spec[PLAY_IDS]
        if ids is not None and c in ids:
            weapons = ()
            if g.weapons and any(op[3] for op in spec[PLAY]):      # ("add a +1 ATK counter to target weapon")
                weapons = struck_uids(g, strike_set(g.weapons, g.cc, g.dual)[:1])
            run(g, entry, spec[PLAY], "play", weapons)


def struck_uids(g: Game, struck) -> tuple:
    """The uids of the weapons (card ids) your hero strikes with."""
    out: list[int] = []
    for w in struck:
        for p, u in zip(g.perms, g.p_uid):
            if p == w and u not in out:
                out.append(u)
                break
    return tuple(out)


def powers(g: Game) -> None:
    """Before your hero strikes: "[Exhaust] -> put a +1 ATK counter on target weapon" (once a turn, paid from what
    the weapon's strike leaves), on the weapon it strikes with; "[Exhaust] -> add a counter to this" too, unless the
    card exhausts for a power paid with its counters instead (then after combat: `late_power`)."""
    ctr = g.cc.ctr
    for entry in list(g.ctrs):
        spec = ctr[entry[1]]
        pw = spec[POWER]
        if pw is None or g.ctr_used.get(entry[0]) == g.t or pw[0] > g.avail - g.strike_reserve():
            continue
        if not pw[1][3] and any(sp[2] for sp in spec[SPEND]):
            continue                # (spend.after: this power or the one paid with counters)
        if pw[2] is not None:
            _discard_power(g, entry, pw)
            continue
        _use_power(g, entry, pw)


def _discard_power(g: Game, entry: list, pw: tuple) -> None:
    """"1, Discard an equipment -> add a murder counter": for each card of that kind in hand the engine has no use
    for (`resources.dead_cards`), paid from what the strike leaves."""
    from deckcheck.wowtcg.goldfish.resources import dead_cards
    while pw[0] <= g.avail - g.strike_reserve() and entry in g.ctrs:
        dead = dead_cards(g)
        i = next((i for i, h in enumerate(g.hand) if h in pw[2] and h in dead), -1)
        if i < 0:
            return
        h = g.hand.pop(i)
        g.to_grave(h)
        if pw[0]:
            g.pay(pw[0])
        if g.audit:
            g.audit(("ctr_discard", entry[0], entry[1], h))
        if g.log:
            g.log(f"  uses {g.names[entry[1]]}'s power (pays {pw[0]}), discarding {g.names[h]}.")
        run(g, entry, (pw[1],), "power")


def late_power(g: Game, entry: list) -> None:
    """After combat, the card's "[Exhaust] -> add a counter to this" when it did not exhaust for a power paid with
    its counters this turn (spend.after)."""
    pw = g.cc.ctr[entry[1]][POWER]
    if pw is not None and not pw[1][3] and g.ctr_used.get(entry[0]) != g.t and pw[0] <= g.avail:
        _use_power(g, entry, pw)


def _use_power(g: Game, entry: list, pw: tuple) -> None:
    targets = ()
    if pw[1][3]:
        if not g.weapons:
            return                  # (CR 707.1d: no target)
        targets = struck_uids(g, strike_set(g.weapons, g.cc, g.dual)[:1])
    if pw[0]:
        g.pay(pw[0])
    g.ctr_used[entry[0]] = g.t
    run(g, entry, (pw[1],), "power", targets)


def after_damage(g: Game, struck: list[int], attackers: list[int], hero_attacked: bool = False,
                 att_ids: list[int] = ()) -> None:
    """After combat damage: "when your hero deals combat damage with a weapon" (`struck`: the weapons it dealt
    it with; empty: it dealt none) and "when an ally you control deals combat damage to a hero" (each attack of
    `attackers` with damage)."""
    ctr = g.cc.ctr
    if hero_attacked:
        g.ctr_used[HERO] = g.t          # (your hero attacked this turn: `hero_idle`)
    uids = struck_uids(g, struck) if struck else ()
    hits = [v for v in attackers if v > 0]
    if g.audit and hits:
        g.audit(("ctr_hits", tuple(hits)))
    for entry in list(g.ctrs):
        spec = ctr[entry[1]]
        if g.hero_hit and spec[HERO_HIT] and entry in g.ctrs:     # ("when your hero deals combat damage to an
            run(g, entry, spec[HERO_HIT], "hero_hits")              # opposing hero, add a power counter")
        if uids and spec[STRIKE]:
            for op in spec[STRIKE]:
                if op[6] and entry[0] not in uids or entry not in g.ctrs:
                    continue            # (a weapon's own: only when it struck)
                run(g, entry, (op[:6],), "strike", uids)
        for v in (_hits(hits, attackers, att_ids, spec[HITS_IDS]) if spec[HITS] else ()):
            if entry in g.ctrs:     # ("for each damage dealt": as much as this hit)
                run(g, entry, tuple((o[0], v if o[1] < 0 else o[1]) + o[2:] for o in spec[HITS]), "hits")
        if spec[DEALT_BITS] and entry[2] < g.t:
            # "when attached hero is dealt fire or [Fire] damage": each of your allies' combat hits of that type is
            # one time it is dealt such damage (sample audit seed 20270352: only your hero's counted)
            dtype = g.cc.dtype
            for v, x in zip(attackers, att_ids):
                if v > 0 and dtype[x] & spec[DEALT_BITS] and entry in g.ctrs:
                    run(g, entry, spec[DEALT], "dealt")


def _hits(hits: list[int], attackers: list[int], att_ids: list[int], ids) -> list[int]:
    """The hits a card's trigger counts: all of them, or those of the allies its filter takes ("a Racer ally")."""
    if ids is None:
        return hits
    return [v for v, x in zip(attackers, att_ids) if v > 0 and x in ids]


def _per(g: Game, to: int, c: int) -> int:
    """The ATK the counters give to `to` (TO_HERO: your hero; TO_ALLIES: ally c), from all cards in play."""
    ctr, a = g.cc.ctr, 0
    for uid, x, _t in g.ctrs:
        for n, t2, _mask in ctr[x][ATKS]:
            if t2 == to or t2 == TO_PARTY:
                a += n * g.ctr.get(uid, 0)
    return a


def hero_bonus(g: Game) -> int:
    """Your hero's ATK from counters ("+1 ATK while attacking for each ...", Assault for each ...)."""
    a = _per(g, TO_HERO, -1)
    if g.audit and a:
        g.audit(("ctr_atk", "hero", (), a))
    return a


def ally_bonus(g: Game, j: int, c: int) -> int:
    """The ATK of ally c (at place j) from counters: its +1 / +1 counters, its own "for each counter", and the
    allies' "+n ATK for each counter" of the cards in play."""
    uid = g.a_uid[j]
    a = g.catk.get(uid, 0)
    ctr = g.cc.ctr
    if ctr[c] is not None:
        a += sum(n for n, to, _m in ctr[c][ATKS] if to == TO_SELF) * g.ctr.get(uid, 0)
    if g.ctrs:
        a += _per(g, TO_ALLIES, c)
    if g.audit and a:
        g.audit(("ctr_atk", "ally", (uid,), a))
    return a


def weapon_bonus(g: Game, struck: list[int]) -> int:
    """The ATK of the weapons struck with from counters: their +1 ATK counters, their own "+1 ATK for each
    counter", and the "your Melee weapons have +1 ATK for each counter" of the cards in play."""
    uids = struck_uids(g, struck)
    ctr, a = g.cc.ctr, 0
    for u, w in zip(uids, struck):
        a += g.catk.get(u, 0)
        for uid, x, _t in g.ctrs:
            for n, to, mask in ctr[x][ATKS]:
                if to == TO_SELF and uid == u or to == TO_WEAPON and w in mask:
                    a += n * g.ctr.get(uid, 0)
    if g.audit and a:
        g.audit(("ctr_atk", "weapons", uids, a))
    return a



def strike_less(g: Game, struck: list[int]) -> int:
    """How much less striking with these weapons costs for their counters ("costs 1 less to strike for each
    Demonic counter on it")."""
    ctr, less, uids = g.cc.ctr, 0, ()
    for w in struck:
        if ctr[w] is not None and ctr[w][STRIKE_LESS]:
            uids = uids or struck_uids(g, struck)
            u = uids[struck.index(w)]
            less += ctr[w][STRIKE_LESS] * g.ctr.get(u, 0)
    if g.audit and less:
        g.audit(("ctr_less", uids, less))
    return less
