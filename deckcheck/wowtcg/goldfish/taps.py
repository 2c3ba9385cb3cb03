"""Activated powers of the powers family (issue 23; compiled by `compile_powers`, checked by `audit_powers`):

- an [Exhaust] power giving an ally Ferocity this turn ("[Exhaust] -> Target Pet has Ferocity this turn", on an ally
  or a card in play): in combat, on the strongest ally that entered this turn and waits (no Ferocity of its own),
  once a turn for each such card (CR 701.3: an exhausted card can't be exhausted to pay a cost); an ally with the
  power uses it only if it has been in play since your turn began (CR 302.2) and did not attack: it stays out of
  combat (`hold`) when an ally that entered this turn hits harder than it would;
- a power whose cost exhausts other cards you control ("1, [Exhaust], Exhaust two allies in your party -> Draw a
  card"): after combat, paid with allies of yours that are ready (neither attacked nor exhausted otherwise: allies
  that entered this turn count, CR 302.2 restricts only an ally's own [Exhaust] powers and attacks) and have no
  power of their own, as often as the cost can be paid (once a turn with [Exhaust]). Its damage goes to the
  opposing hero; "equal to that card's ATK" is the exhausted ally's printed ATK (the engine errs low).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import ACT_DAMAGE, ACT_DRAW, ALLY
from deckcheck.wowtcg.goldfish.codes import TO_HERO
from deckcheck.wowtcg.goldfish.compile_powers import (B_ANY, B_HERO, B_WEAPON, TP_BOOST, TP_GRANT, TP_READY, S_DIG, S_GRAVE, S_HAND, S_HAND_PLAY, S_KEEP, S_NAME, S_NTH,
                                                     S_PLAY, S_RES_HAND, S_RES_TOP, TP_AGAIN, TP_COST, TP_FERO,
                                                     TP_PUMP, TP_SEARCH)
from deckcheck.wowtcg.goldfish.tokens import make_tokens

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def _pay_taps(g: Game, f: Fight, uid: int, c: int, places: list[int], pay: int, exh: int, n: int) -> None:
    """Pay a tap power's cost: `pay` resources, the card itself exhausted (`exh`) and the allies at `places`."""
    g.pay(pay)
    if exh:
        f.tapped.add(uid)
    taps = tuple(g.a_uid[j] for j in places)
    f.tapped.update(taps)
    if g.audit:
        g.audit(("tap_cost", uid, c, taps, n))


def _fero_ready(g: "Game", j: int, c: int) -> bool:
    """Could ally c at place j attack this turn without a power's Ferocity? (in play since your turn began, or
    Ferocity of its own or of a group)"""
    cc = g.cc
    return g.a_since[j] < g.t or bool(cc.ferocity[c]) or (g.fgroups and any(m is None or c in m for m in g.fgroups))


def hold(g: "Game") -> set[int] | tuple:
    """The places of the allies that stay out of combat for a power: an [Exhaust] Ferocity power reaching an ally
    that entered this turn and hits harder; a search, a +ATK power or a granted power worth more than the attack; an
    attack for nothing by an ally a cost may exhaust. (No card with such a power in play: none, at once.)"""
    cc, t = g.cc, g.t
    tap = cc.tap
    if not any(tap[c] is not None for c in g.a_c) and not (
            cc.any_tap_cost and any(tap[c] is not None for c in g.perms)):
        return ()
    from deckcheck.wowtcg.goldfish.combat import attack_value
    held: set[int] = set()
    if cc.any_tap_search:
        for j, c in enumerate(g.a_c):
            tp = cc.tap[c]
            if tp is not None and tp[0] == TP_SEARCH and g.a_since[j] < t and tp[1] <= g.avail \
                    and attack_value(g, j, c) < 3 and search_pick(g, tp) >= 0:
                held.add(j)         # (a card is worth more than an attack below 3)
    if cc.any_tap_cost:
        fodder = [cc.tap[c][5] for c in g.a_c + g.perms if cc.tap[c] is not None and cc.tap[c][0] in (TP_COST, TP_PUMP)]
        for j, c in enumerate(g.a_c):
            if fodder and any(c in ids for ids in fodder) and not g.plan.atk_trig[c] and attack_value(g, j, c) <= 0:
                held.add(j)         # (an attack for nothing: it stays ready, to pay a cost exhausting it)
    if cc.any_tap_grant:
        for j, n, ak in _granted(g):
            a = attack_value(g, j, g.a_c[j])
            if a <= 0 or ak == ACT_DAMAGE and n > a:
                held.add(j)         # (its granted power is worth more than its attack)
    if cc.any_tap_boost:
        for j, c in enumerate(g.a_c):
            tp = cc.tap[c]
            if tp is not None and tp[0] == TP_BOOST and tp[2] and g.a_since[j] < t and tp[1] <= g.avail \
                    and attack_value(g, j, c) <= 0 and any(k != j and g.a_since[k] < t for k in range(len(g.a_c))):
                held.add(j)         # (an ally of no ATK: it exhausts for its power instead)
    if not cc.any_tap_fero:
        return held
    waiting = sorted((attack_value(g, k, x) for k, x in enumerate(g.a_c)
                      if not _fero_ready(g, k, x) and not cc.cant_attack[x]), reverse=True)
    if not waiting:
        return held
    spent, n_fero = 0, 0
    for j, c in enumerate(g.a_c):
        tp = cc.tap[c]
        if tp is None or tp[0] != TP_FERO or g.a_since[j] >= t or n_fero >= len(waiting):
            continue
        own = 0 if cc.cant_attack[c] else attack_value(g, j, c)
        if waiting[n_fero] > own and spent + tp[1] <= g.avail:
            held.add(j)
            spent += tp[1]
            n_fero += 1
    return held


def ferocity(g: "Game", f: "Fight", held: set[int]) -> None:
    """The [Exhaust] Ferocity powers of the allies held (`hold`) and of the cards in play, on the allies waiting
    (entered this turn without Ferocity), strongest first, each power once, while its cost can be paid; the ally
    given Ferocity attacks."""
    from deckcheck.wowtcg.goldfish.combat import attacks
    cc = g.cc
    srcs = [(g.a_uid[j], g.a_c[j]) for j in sorted(held)       # (an ally held to pay a cost may have no power)
            if cc.tap[g.a_c[j]] is not None and cc.tap[g.a_c[j]][0] == TP_FERO] + \
        [(u, p) for u, p in zip(g.p_uid, g.perms) if cc.tap[p] is not None and cc.tap[p][0] == TP_FERO]
    if not srcs:
        return
    f.waiting.sort(reverse=True)
    k = 0
    while k < len(f.waiting) and srcs:
        a, j = f.waiting[k]
        x = g.a_c[j]
        pick = next((i for i, (_u, s) in enumerate(srcs)
                     if cc.tap[s][1] <= g.avail and (cc.tap[s][3] is None or x in cc.tap[s][3])), -1)
        if pick < 0:
            k += 1
            continue
        su, s = srcs.pop(pick)
        g.pay(cc.tap[s][1])
        uid = g.a_uid[j]
        g.fero_now[uid] = g.fero_now.get(uid, 0)
        if f.tapped is None:
            f.tapped = set()
        f.tapped.add(su)
        if g.audit:
            g.audit(("tap_fero", su, s, uid))
            g.audit(("fero_now", uid, x, s, "power", (cc.tap[s][1], 0)))
            g.audit(("attack", uid, x, g.a_since[j], g.t, "now"))
        if g.log:
            g.log(f"  {g.names[s]} exhausts: {g.names[x]} has Ferocity this turn (pays {cc.tap[s][1]}).")
        f.waiting.pop(k)
        attacks(g, f, j, x, a, "now", 1)


def in_combat(g: "Game", f: "Fight", held: set[int]) -> None:
    """In combat, once the attackers are known: the powers whose cost exhausts allies that do not attack this turn
    (entered this turn without Ferocity, or can't attack): +n ATK this turn to the ally itself once it attacked
    (as often as they can be paid), or to your hero (`f.pumps`: your hero attacks for it), and "ready this ally"
    (it attacks again), once a turn."""
    cc = g.cc
    mark(g, f, held)
    holders = [(u, c, True) for u, c in zip(g.a_uid, g.a_c) if cc.tap[c] is not None and cc.tap[c][0] in (TP_PUMP, TP_AGAIN)]
    holders += [(u, c, False) for u, c in zip(g.p_uid, g.perms) if cc.tap[c] is not None and cc.tap[c][0] == TP_PUMP]
    holders.sort(key=lambda h: -cc.tap[h[1]][3])      # (the most ATK for each ally exhausted first)
    for uid, c in zip(g.p_uid, g.perms):
        tp = cc.tap[c]
        if tp is not None and tp[0] == TP_READY and uid not in f.tapped and tp[1] <= g.avail and not g.n_cant_all \
                and (tp[3] is None or g.cond_ok(tp[3], c)):
            _ready_again(g, f, uid, c, tp)
    for uid, c, is_ally in holders:
        tp = cc.tap[c]
        times = 1 if tp[2] or tp[7] else 20
        for _ in range(times):
            if not _use_in_combat(g, f, uid, c, is_ally, tp):
                break


def _ready_again(g: "Game", f: "Fight", uid: int, c: int, tp: tuple) -> None:
    """A permanent's "[Exhaust] -> Ready target hero or ally": the ally of yours whose attack hit hardest readies and
    attacks again (none attacked: not used)."""
    from deckcheck.wowtcg.goldfish.readying import attack_again
    cc = g.cc
    hits = [k for k, v in enumerate(f.attackers) if v > 0 and k < len(f.att_js)]
    if not hits:
        return
    k = max(hits, key=lambda i: f.attackers[i] + cc.atk_dmg[f.att_ids[i]])
    g.pay(tp[1])
    f.tapped.add(uid)
    if g.audit:
        g.audit(("tap_ready", uid, c, len(g.a_c)))
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {tp[1]}): {g.names[f.att_ids[k]]} readies and attacks again.")
    attack_again(g, f, k, c)


def _use_in_combat(g: "Game", f: "Fight", uid: int, c: int, is_ally: bool, tp: tuple) -> bool:
    """Use once c's combat power (TP_PUMP / TP_AGAIN) if its whole cost can be paid and it does something. False:
    not used."""
    cc = g.cc
    form, pay, exh, n, to_hero, ids, k = tp[:7]
    if pay > g.avail or g.n_cant_all:
        return False
    attacked = [i for i, j in enumerate(f.att_js) if j < len(g.a_uid) and g.a_uid[j] == uid] if is_ally else []
    if form == TP_AGAIN or not to_hero:
        if not attacked or form == TP_AGAIN and f.attackers[attacked[-1]] <= 0:
            return False        # (the ally did not attack: nothing to add to, nothing to ready for)
    elif f.hero_used or (exh and (uid in f.tapped or is_ally and g.a_since[g.a_uid.index(uid)] >= g.t)):
        return False            # (your hero exhausted for a cost: it does not attack; an exhausted card)
    places = _fodder(g, f, ids, uid, 0)
    if len(places) < k:
        return False
    places = sorted(places, key=lambda j: cc.atk[g.a_c[j]])[:k]
    _pay_taps(g, f, uid, c, places, pay, exh, n)
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay}, exhausts {', '.join(g.names[g.a_c[j]] for j in places)}).")
    if form == TP_AGAIN:
        from deckcheck.wowtcg.goldfish.readying import attack_again
        attack_again(g, f, attacked[-1], c)
    elif to_hero:
        f.pumps.append((n, TO_HERO, c))
    else:
        f.bonus += n
    return True


def boosts(g: "Game", f: "Fight", held: set[int]) -> None:
    """Once the attacks are known (before combat damage): the TP_BOOST powers of the cards in play, +n ATK this turn
    to an attacking ally of the group, your hero or a weapon your hero struck with: once a turn, or as often as
    they can be paid (keeping the cheapest burner in hand affordable, a card discarded only if of no use)."""
    cc = g.cc
    mark(g, f, held)
    keep = min((cc.cost[c] for c in g.hand if cc.burner[c]), default=0)
    holders = [(u, c, True) for u, c in zip(g.a_uid, g.a_c) if cc.tap[c] is not None and cc.tap[c][0] == TP_BOOST]
    holders += [(u, c, False) for u, c in zip(g.p_uid, g.perms) if cc.tap[c] is not None and cc.tap[c][0] == TP_BOOST]
    for uid, c, is_ally in holders:
        tp = cc.tap[c]
        for _ in range(1 if tp[2] else 20):
            if g.n_cant_all or tp[1] > g.avail - (0 if tp[2] else keep) or not _boost_once(g, f, uid, c, is_ally, tp):
                break


def _boost_once(g: "Game", f: "Fight", uid: int, c: int, is_ally: bool, tp: tuple) -> bool:
    """Use c's TP_BOOST power once, if it has an attacker to go to and its cost can be paid. False: not used."""
    from deckcheck.wowtcg.goldfish.powers import discard_for
    cc = g.cc
    _form, pay, once, n, to, mask, hero, disc, hp = tp
    if once == 1 and (uid in f.tapped or is_ally and g.a_since[g.a_uid.index(uid)] >= g.t):
        return False
    who = -3
    if to == B_WEAPON:
        who = -2 if f.struck else -3
    elif to in (B_ANY, B_HERO) and (hero or to == B_HERO) and f.hero_attacks and not f.hero_used:
        who = -1            # (your hero attacks: +n to its attack)
    elif to == B_HERO:
        return False
    else:
        for k, j in enumerate(f.att_js):
            x = f.att_ids[k]
            if j < len(g.a_uid) and g.a_c[j] == x and (mask is None or x in mask) \
                    and cc.health[x] - g.a_dmg[j] > hp and f.attackers[k] > 0:
                who = g.a_uid[j]
                break
    if who == -3:
        return False        # (no attacker it can go to: not used for nothing)
    hi = discard_for(g, disc, False) if disc is not None else -1
    if disc is not None and hi < 0:
        return False
    g.pay(pay)
    if once == 1:
        f.tapped.add(uid)
    h = -1
    if hi >= 0:
        h = g.hand.pop(hi)
        g.grave.append(h)
    if g.audit:
        g.audit(("tap_boost", uid, c, who, h))
    f.bonus += n
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay}{', discards ' + g.names[h] if h >= 0 else ''}): +{n} ATK.")
    return True


def mark(g: "Game", f: "Fight", held: set[int], uids: list[int] | None = None) -> None:
    """In and at the end of combat: the allies exhausted in it (their uids: attacked, or exhausted for a Ferocity
    power); an ally held for a power it uses after combat is still ready. `uids`: the allies' uids as combat ended
    (`Fight.snap`, when no card with such a power was in play then), else as they are now."""
    a_uid = g.a_uid if uids is None else uids
    out = f.tapped if f.tapped is not None else set()
    out.update(a_uid[j] for j in f.att_js if j < len(a_uid))
    f.tapped = out


def _fodder(g: "Game", f: "Fight", ids: frozenset, src_uid: int, self_ok: int) -> list[int]:
    """The places of the ready allies of yours among `ids` that may be exhausted to pay a cost: not exhausted this
    turn, none with a power of its own (the engine's other powers may have exhausted it), none that can't ready
    in your ready step or is asleep; the card with the power only when it may be one of them."""
    cc, tapped = g.cc, f.tapped or ()
    out = []
    for j, (u, x) in enumerate(zip(g.a_uid, g.a_c)):
        if x not in ids or u in tapped or (u == src_uid and not self_ok):
            continue
        if u != src_uid and (cc.act[x] is not None or cc.cpower[x] is not None or cc.fero_pow[x] is not None
                             or cc.tap[x] is not None or cc.wake[x] is not None):
            continue
        if cc.no_ready[x] or cc.asleep[x] or g.stuck and u in g.stuck:
            continue
        out.append(j)
    return out


def after_combat(g: "Game", f: "Fight") -> None:
    """The powers whose cost exhausts allies of yours (TP_COST) of the cards in play, as often as they can be
    paid (an [Exhaust] one once a turn, by an ally in play since your turn began that did not attack)."""
    cc = g.cc
    if f.snap is not None:      # (a card with such a power entered after combat: the allies that attacked)
        mark(g, f, set(), f.snap)
        f.snap = None
    if f.tapped is None:
        f.tapped = set()
    after = (TP_COST, TP_SEARCH)
    holders = [(u, c, True) for u, c in zip(g.a_uid, g.a_c) if cc.tap[c] is not None and cc.tap[c][0] in after] + \
        [(u, c, False) for u, c in zip(g.p_uid, g.perms) if cc.tap[c] is not None and cc.tap[c][0] in after]
    if cc.any_tap_grant:
        _use_granted(g, f)
    for uid, c, is_ally in holders:
        if cc.tap[c][0] == TP_SEARCH:
            _search(g, f, uid, c, is_ally)
            continue
        for _ in range(20):
            if not _use(g, f, uid, c, is_ally):
                break
    if cc.any_tap_weaken:
        from deckcheck.wowtcg.goldfish.weaken import after_combat as weaken
        weaken(g, f)        # "Target hero or ally has -1 health this turn": only for the kill


def _granted(g: "Game") -> list[tuple[int, int, int]]:
    """(place, n, ACT_*) of each ally of yours in play since your turn began that has a power granted by a card in
    play (TP_GRANT; with several, the one doing most: damage first), can use it (no power of its own) and is ready."""
    cc, t = g.cc, g.t
    grants = [cc.tap[c] for c in g.a_c if cc.tap[c] is not None and cc.tap[c][0] == TP_GRANT]
    out = []
    if not grants:
        return out
    grants.sort(key=lambda tp: (tp[3] != ACT_DAMAGE, -tp[4]))
    for j, x in enumerate(g.a_c):
        if g.a_since[j] >= t or cc.act[x] is not None or cc.cpower[x] is not None or cc.fero_pow[x] is not None \
                or cc.tap[x] is not None and cc.tap[x][0] != TP_GRANT or cc.no_ready[x] or cc.asleep[x]:
            continue
        tp = next((tp for tp in grants if x in tp[5] and tp[1] <= g.avail), None)
        if tp is not None:
            out.append((j, tp[4], tp[3]))
    return out


def _use_granted(g: "Game", f: "Fight") -> None:
    """After combat: each ally that has a granted [Exhaust] power and is still ready uses it once (CR 302.2)."""
    cc = g.cc
    for j, n, ak in _granted(g):
        uid, x = g.a_uid[j], g.a_c[j]
        if uid in f.tapped or (g.stuck and uid in g.stuck):
            continue
        pay = next(tp[1] for tp in (cc.tap[c] for c in g.a_c if cc.tap[c] is not None and cc.tap[c][0] == TP_GRANT)
                   if x in tp[5])
        if pay > g.avail:
            continue
        src = next(c for c in g.a_c if cc.tap[c] is not None and cc.tap[c][0] == TP_GRANT and x in cc.tap[c][5]
                   and cc.tap[c][3] == ak and cc.tap[c][4] == n)
        g.pay(pay)
        f.tapped.add(uid)
        if g.audit:
            g.audit(("tap_grant", uid, x, src, n))
        if g.log:
            g.log(f"  {g.names[x]} uses the power {g.names[src]} gives it (pays {pay}).")
        if ak == ACT_DAMAGE:
            g.turn_dmg += g.dealt(n, False, False, False, cc.dtype[x])
        else:
            g.draw_cards(n)


def search_pick(g: "Game", tp: tuple) -> int:
    """The card a TP_SEARCH power would take now (-1: none, so it is not used; a look at the top n: 0 while your
    deck has cards, the pick is made as they are revealed)."""
    cc, mode, ids = g.cc, tp[3], tp[4]
    if mode in (S_DIG, S_NAME, S_RES_TOP):
        return 0 if g.lib else -1
    if mode == S_NTH:
        return 0 if len(g.lib) >= tp[5] else -1
    if mode == S_KEEP:       # (a card known on top: looked at only to put it into the graveyard when of no use)
        return -1 if not g.lib else 0 if not g.topq else g.topq[-1] if _of_no_use(g, g.topq[-1]) else -1
    if mode == S_RES_HAND:
        return _useless(g)
    if mode == S_HAND_PLAY:
        from deckcheck.wowtcg.goldfish.costs import playable
        return g.best_of(x for x in g.hand if x in ids and cc.cost[x] <= g.res and not (cc.unique[x] and x in g.in_play)
                         and (not cc.limits[x] or g.tag_ok(x)) and playable(g, x))
    if mode == S_GRAVE:
        return g.best_of(x for x in g.grave if x in ids) if g.grave else -1
    if mode == S_PLAY:
        return g.best_of(x for x in g.lib if x in ids and not (cc.unique[x] and x in g.in_play)
                         and (not cc.limits[x] or g.tag_ok(x)))
    return g.best_of(x for x in g.lib if x in ids)


def _useless(g: "Game") -> int:
    """A card in hand the engine has no use for now (`resources.dead_cards`, or of no use at all); -1: none."""
    from deckcheck.wowtcg.goldfish.resources import dead_cards
    dead, value = dead_cards(g), g.cc.value
    return next((x for x in g.hand if x in dead or not value[x]), -1)


def _reveal(g: "Game", tp: tuple) -> int:
    """The card a revealing search power takes from the top of your deck (S_DIG, S_NAME, S_NTH, S_KEEP,
    S_RES_TOP; -1: none), the cards looked at and not taken put back (those it leaves on top: on top)."""
    mode, ids, n, lib = tp[3], tp[4], tp[5], g.lib
    if mode == S_DIG:
        g.topq.clear()
        looked = [g.top() for _ in range(min(n, len(lib)))]
        pick = g.best_of(x for x in looked if x in ids)
        lib.extend(looked)          # (the rest to the bottom: among the unseen ones)
        return pick
    if mode == S_NTH:
        looked = [g.top() for _ in range(n)]
        lib.extend(looked)
        g.topq.extend(reversed(looked[:-1]))    # (the cards above it stay on top, in their order)
        return looked[-1]
    x = g.top()
    lib.append(x)
    if mode == S_NAME:
        named = max(set(lib), key=lib.count)    # (the engine names the card it has most copies of in the deck)
        return x if x == named else -1
    if mode == S_KEEP:
        if _of_no_use(g, x):
            return x                # (a card of no use: into the graveyard)
        g.topq.append(x)
        return -1
    if x in ids:
        return x
    g.topq.append(x)                # (S_RES_TOP: it stays on top)
    return -1


def _of_no_use(g: "Game", x: int) -> bool:
    """Would card x be of no use in your hand now (no use at all, or `resources.dead_cards`)?"""
    from deckcheck.wowtcg.goldfish.resources import dead_cards
    if not g.cc.value[x]:
        return True
    g.hand.append(x)
    dead = dead_cards(g)
    g.hand.pop()
    return x in dead


def _search(g: "Game", f: "Fight", uid: int, c: int, is_ally: bool) -> None:
    """Use c's search power (once with [Exhaust]; "1 -> look at the top card ..." as long as cards of no use
    come)."""
    for _ in range(1 if g.cc.tap[c][2] else 20):
        if not _search_once(g, f, uid, c, is_ally):
            return


def _search_once(g: "Game", f: "Fight", uid: int, c: int, is_ally: bool) -> bool:
    """Use c's [Exhaust] search power once, when it has a card to take and its whole cost can be paid (an ally in
    play since your turn began that is still ready; the allies its cost exhausts)."""
    cc = g.cc
    tp = cc.tap[c]
    _form, pay, exh, mode, ids, n, tids, k = tp
    if pay > g.avail or exh and (uid in f.tapped or is_ally and g.a_since[g.a_uid.index(uid)] >= g.t):
        return False
    places = _fodder(g, f, tids, uid, 0) if tids is not None else []
    if len(places) < k:
        return False
    pick = search_pick(g, tp)
    if pick < 0:
        return False    # (nothing to take: not used for nothing)
    places = sorted(places, key=lambda j: cc.atk[g.a_c[j]])[:k]
    g.pay(pay)
    if exh:
        f.tapped.add(uid)
    taps = tuple(g.a_uid[j] for j in places)
    f.tapped.update(taps)
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay}"
              f"{', exhausts ' + ', '.join(g.names[g.a_c[j]] for j in places) if places else ''}).")
    if mode in (S_DIG, S_NAME, S_NTH, S_KEEP, S_RES_TOP):
        pick = _reveal(g, tp)
    if g.audit:
        g.audit(("tap_search", uid, c, taps, pick, mode))
    if pick < 0:
        return mode != S_KEEP
    _take(g, pick, mode, n)
    return True


def _take(g: "Game", pick: int, mode: int, n: int) -> None:
    """Card `pick` goes where the search power puts it."""
    cc = g.cc
    if mode == S_KEEP:
        g.lib.remove(pick)
        g.grave.append(pick)
        if g.log:
            g.log(f"    puts {g.names[pick]} from the top of the deck into the graveyard.")
    elif mode in (S_RES_HAND, S_RES_TOP):
        (g.hand if mode == S_RES_HAND else g.lib).remove(pick)
        g.res += 1
        if g.audit:
            g.audit(("extra",))
        if g.ctrs:
            from deckcheck.wowtcg.goldfish.counters import resource_in
            resource_in(g)
        if g.log:
            g.log(f"    puts {g.names[pick]} into the resource row exhausted.")
    elif mode == S_HAND_PLAY:
        g.hand.remove(pick)
        if g.log:
            g.log(f"    puts {g.names[pick]} from the hand into play.")
        g.enter(pick, g.t)
    elif mode == S_GRAVE:
        g.grave.remove(pick)
        if cc.any_grave_lim:
            g.fix_limits()
        g.hand.append(pick)
        if g.log:
            g.log(f"    puts {g.names[pick]} from the graveyard into the hand.")
    elif mode == S_PLAY:
        g.lib.remove(pick)
        if g.log:
            g.log(f"    searches the deck: puts {g.names[pick]} into play.")
        g.enter(pick, g.t)
    else:
        g.take(pick, "searches the deck" if mode == S_HAND else "names it" if mode == S_NAME
               else f"takes the card {n}th from the top" if mode == S_NTH else f"looks at the top {n}")


def _use(g: "Game", f: "Fight", uid: int, c: int, is_ally: bool) -> bool:
    """Use the power of card c (`uid`) once if its whole cost can be paid (CR 403.1): its resources, itself
    exhausted with [Exhaust], the allies its cost exhausts. False: not used."""
    cc = g.cc
    _form, pay, exh, ak, n, ids, k, self_ok, xatk = cc.tap[c]
    if pay > g.avail or uid not in (g.a_uid if is_ally else g.p_uid):
        return False
    if exh:
        if uid in f.tapped:
            return False
        if is_ally and g.a_since[g.a_uid.index(uid)] >= g.t:
            return False    # (CR 302.2: an ally's [Exhaust] power, not the turn it entered)
    places = _fodder(g, f, ids, uid, 0 if exh else self_ok) if k else []
    if len(places) < k:
        return False
    if xatk:
        places = [max(places, key=lambda j: cc.atk[g.a_c[j]])]
        n = cc.atk[g.a_c[places[0]]]
        if n <= 0:
            return False    # (no effect: never used for nothing, CR 707.1d)
    else:
        # the card itself first when it may be one of them (it does nothing else), then the weakest
        places = sorted(places, key=lambda j: (g.a_uid[j] != uid, cc.atk[g.a_c[j]]))[:k]
    _pay_taps(g, f, uid, c, places, pay, exh, n)
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {pay}"
              f"{', exhausts ' + ', '.join(g.names[g.a_c[j]] for j in places) if places else ''}).")
    if ak == ACT_DAMAGE:
        g.turn_dmg += g.dealt(n, cc.kind[c] != ALLY, False, False, cc.dtype[c])
    elif ak == ACT_DRAW:
        g.draw_cards(n)
    else:
        make_tokens(g, (1, n, 0))
    return True
