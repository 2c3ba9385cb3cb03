"""Your deck and your graveyard: looking at the top of the deck (dig, scry, search), Portal and Warp (cards a
reveal finds), and cards put back from the graveyard (into your hand, into play, on top of your deck)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import ABILITY, ALLY, ATT_ALLY, ATT_HERO, ATT_WEAPON, C_HERO_HIT, GEAR, TO_ATTACHED
from deckcheck.wowtcg.goldfish.state import Game


def look(g: Game, c: int) -> None:
    """Dig, scry or search: the deck is unordered, so the cards looked at and not taken go back among the unseen
    ones (the bottom of a 40-card deck is rarely reached in a goldfish game). Cards with Warp a reveal shows are
    played after it. A dig of n -1 looks at as many cards as you control resources ("equal to the number of
    resources you control")."""
    cc, lib = g.cc, g.lib
    if cc.dig_all[c]:
        dig_all(g, c)
        return
    g.topq.clear()
    spec = cc.dig[c]
    if spec is None and cc.scry_order[c]:
        back_in_order(g, cc.scry[c])    # "look at the top three cards of your deck and put them back in any order"
        return
    warped: list[int] = []
    if spec is not None and spec[0] == 0:          # search the deck
        pick, how = g.best_of(x for x in lib if x in spec[1]), "searches the deck"
        top = cc.dig_top[c]
        if pick < 0 and top is not None:    # "Otherwise, put it on top of your deck": the best of the kind
            on_top = g.best_of(x for x in lib if x in top)
            if on_top >= 0:
                g.topq.append(on_top)
                if g.log:
                    g.log(f"    searches the deck: puts {g.names[on_top]} on top.")
    else:
        n = (g.res if spec[0] < 0 else spec[0]) if spec is not None else cc.scry[c]
        if g.audit and spec is not None and spec[0] < 0:
            g.audit(("dig_res", c, n, g.res))
        pick, looked = top_pick(g, n, None if spec is None else spec[1], cc.any_warp and spec is not None
                                and cc.dig_rev[c])
        warped, how = looked, f"looks at the top {n}"
    if pick >= 0 and spec is None:
        keep = keeps(g, pick)       # (a scry: the best card looked at stays on top when worth it, else all go under)
        if keep:
            g.topq.append(pick)
        if g.log:
            g.log(f"    {how}: {'puts ' + g.names[pick] + ' on top' if keep else 'puts them on the bottom'}.")
    elif pick >= 0:
        g.take(pick, how)
        taken = [pick]
        for _ in range(cc.dig_more[c]):     # "up to three ... with different names": each the best of another name
            pick = g.best_of(x for x in lib if x in spec[1] and x not in taken)
            if pick < 0:
                break
            g.take(pick, how)
            taken.append(pick)
    for x in warped:
        warp_play(g, x)


def back_in_order(g: Game, n: int) -> None:
    """Look at the top n cards of your deck and put them back on top in the order a player wants them drawn
    (`Game.best_of`'s: the best first)."""
    rest = [g.top() for _ in range(min(n, len(g.lib)))]
    g.lib.extend(rest)
    order = []
    while rest:
        best = g.best_of(rest)
        rest.remove(best)
        order.append(best)
    g.topq.extend(reversed(order))      # (a stack: the last one is drawn first)
    if g.log:
        g.log(f"    looks at the top {n}: puts them back, {', '.join(g.names[x] for x in order)} first.")


def top_pick(g: Game, n: int, ids, warp: bool = False) -> tuple[int, list[int]]:
    """Look at the top n cards of your deck: the best of them (of `ids`, None: any; -1: none) stays in the deck for
    the caller to take or put on top, the rest go back among the unseen ones (`look`). With `warp`: the revealed
    cards with Warp the goldfish plays, taken out (played by the caller after the effect)."""
    lib = g.lib
    looked = [g.top() for _ in range(min(n, len(lib)))]
    warped = _warped(g, looked) if warp else []
    pick = g.best_of(x for x in looked if ids is None or x in ids)
    lib.extend(looked)
    return pick, warped


def dig_all(g: Game, c: int) -> None:
    """Reveal the top n cards of your deck: every card of the kind among them into your hand ("Put all revealed
    allies into your hand") or into play ("all revealed Murloc allies with cost 1 or less": uniqueness and tag
    limits respected, the others stay), the rest to the bottom (among the unseen ones, as `look`). With Delve first
    (the card's `scry` of the same n: look at them, keep any on top, the rest to the bottom): the cards of the kind
    stay on top and the others go, so the reveal shows as many new cards as went to the bottom."""
    cc, lib = g.cc, g.lib
    g.topq.clear()
    n, ids = cc.dig[c]
    looked = [g.top() for _ in range(min(n, len(lib)))]
    taken = [x for x in looked if x in ids]
    if cc.scry[c] == n:         # Delve: the others to the bottom, as many new cards revealed
        more = [g.top() for _ in range(min(n - len(taken), len(lib)))]
        taken += [x for x in more if x in ids]
        looked += more
    for x in taken:
        looked.remove(x)
    seen = len(looked) + len(taken)
    warped = _warped(g, looked) if cc.any_warp and cc.dig_rev[c] else []
    lib.extend(looked)
    if g.audit:
        g.audit(("dig_all", c, tuple(taken), seen))
    for x in taken:
        if cc.dig_all[c] == 1:
            lib.append(x)
            g.take(x, f"reveals the top {n}")
        elif not (cc.unique[x] and x in g.in_play) and (not cc.limits[x] or g.tag_ok(x)):
            if g.log:
                g.log(f"    reveals {g.names[x]}: into play.")
            g.enter(x, g.t)
        else:
            lib.append(x)       # (uniqueness: it stays in the deck)
    for x in warped:
        warp_play(g, x)


def turn_scry(g: Game) -> None:
    """Each card in play that looks at the top n cards of your deck at the start of your turn (CR 501.1a: in the
    ready step, before the draw): the best of them stays on top when the engine can use it and can cast it soon
    (its cost at most your resources + 1), else they all go to the bottom (among the unseen cards, as `look`)."""
    cc, lib = g.cc, g.lib
    for c in g.starters:
        n = cc.turn_scry[c]
        if not n or not lib:
            continue
        looked = [g.top() for _ in range(min(n, len(lib)))]
        lib.extend(looked)
        pick = g.best_of(looked)
        keep = keeps(g, pick)
        if g.audit:
            g.audit(("turn_scry", c, len(looked)))
        if keep:
            g.topq.append(pick)
        if g.log:
            g.log(f"  {g.names[c]}: looks at the top {len(looked)}: "
                  f"{'keeps ' + g.names[pick] + ' on top' if keep else 'puts it on the bottom'}.")


def keeps(g: Game, c: int) -> bool:
    """Does a look at the top of your deck leave card c (the best looked at) on top rather than put it on the bottom:
    the engine can use it and can cast it soon (its cost at most your resources + 1)?"""
    return bool(g.cc.value[c]) and g.cc.cost[c] <= g.res + 1


def portal(g: Game, c: int, ids: frozenset | None = None) -> None:
    """Portal (CR glossary): reveal the top three cards, put a revealed Demon ally with a lower cost than c's into
    play (`ids`: those of an ally's Portal as it is destroyed; None: `Compiled.portal`), the rest to the bottom
    (among the unseen ones)."""
    cc, lib = g.cc, g.lib
    ids = cc.portal[c] if ids is None else ids
    g.topq.clear()
    looked = [g.top() for _ in range(min(3, len(lib)))]
    warped = _warped(g, looked) if cc.any_warp else []
    pick = g.best_of(x for x in looked if x in ids and not (cc.unique[x] and x in g.in_play)
                     and (not cc.limits[x] or g.tag_ok(x)))
    if pick >= 0:
        looked.remove(pick)
        if g.log:
            g.log(f"    Portal: puts {g.names[pick]} into play.")
        g.enter(pick, g.t)
    elif g.log:
        g.log("    Portal: no Demon ally to put into play.")
    lib.extend(looked)
    for x in warped:
        warp_play(g, x)


def _warped(g: Game, looked: list[int]) -> list[int]:
    """The revealed cards with Warp the goldfish plays (taken out of `looked`)."""
    warped = [x for x in looked if g.cc.warp[x] and warp_ok(g, x)]
    for x in warped:
        looked.remove(x)
    return warped


def warp_ok(g: Game, x: int) -> bool:
    """Would the goldfish play card x with Warp as it is revealed (free, from the removed-from-game zone)?"""
    from deckcheck.wowtcg.goldfish.costs import usable
    from deckcheck.wowtcg.goldfish.play import attach_target
    cc = g.cc
    if not cc.value[x] or cc.xtra[x] or cc.kind[x] not in (ALLY, ABILITY, GEAR) or (cc.unique[x] and x in g.in_play) \
            or (cc.limits[x] and not g.tag_ok(x)) or cc.readies[x] is not None or (cc.needs[x] and not usable(g, x)):
        return False
    att = cc.attach[x]
    if att == ATT_ALLY and attach_target(g, x) < 0 or att == ATT_WEAPON and not g.weapons:
        return False
    return not (att == ATT_HERO and cc.attach_cond[x] == C_HERO_HIT and not g.hero_hit)


def warp_play(g: Game, x: int) -> None:
    """Warp: card x, revealed from your deck, is removed from the game and played without paying its cost (after
    the effect that revealed it, CR glossary: Warp)."""
    from deckcheck.wowtcg.goldfish.play import attach_target, resolve
    cc = g.cc
    if g.audit and cc.kind[x] == ABILITY:
        g.audit(("cast", x, tuple(g.grave), tuple(g.a_c)))
    g.st.played[x] += 1
    if cc.any_kind_played:
        g.played_kinds |= 1 << cc.kind[x]      # (C_KIND_PLAYED)
    if g.log:
        g.log(f"    Warp: {g.names[x]} is removed from the game and played without paying its cost.")
    if g.watchers:
        from deckcheck.wowtcg.goldfish.compile import EV_PLAY
        g.fire(EV_PLAY, x, g.watchers)
    if cc.attach[x] == ATT_ALLY:
        j = attach_target(g, x)
        if g.audit:
            g.audit(("attach", x, g.a_uid[j]))
        if cc.ong_to[x] == TO_ATTACHED:
            g.a_att[j] += cc.ong_n[x]
    k = cc.kind[x]
    if k == ALLY or k == GEAR or cc.stays[x]:
        g.enter(x, g.t)
    else:
        g.spent_ability(x)
    if k == ABILITY:
        if cc.bonus_n[x]:
            g.etb_now.append((cc.bonus_n[x], cc.bonus_to[x], cc.bonus_mask[x], None))   # its ATK, in this combat
        g.ability_played(x)
    resolve(g, x)


def regrow(g: Game, c: int) -> None:
    """Card c puts cards from your graveyard into your hand, into play or on top of your deck (compile: regrow,
    regrow_x)."""
    cc, grave = g.cc, g.grave
    ids, to_play, max_res = cc.regrow[c]
    fee = cc.regrow_fee[c]
    if fee:         # "you may pay 1. If you do, ...": paid only when it can be and a card is there to take
        if fee > g.avail or not any(x in ids for x in grave):
            return
        g.pay(fee)
        if g.audit:
            g.audit(("regrow_fee", c, fee))
        if g.log:
            g.log(f"    pays {fee}.")
    n, to_top, combined, names_differ, att = cc.regrow_x[c] or (1, 0, 0, 0, 0)
    kind, cost, unique, limits = cc.kind, cc.cost, cc.unique, cc.limits
    budget = g.res
    got: list[int] = []
    for _ in range(n):
        pick = g.best_of(x for x in grave if x in ids and (not max_res or cost[x] <= budget)
                         and not (names_differ and x in got)
                         and not (to_play == 1 and (n > 1 and kind[x] == ABILITY and not cc.stays[x]
                                                    or unique[x] and x in g.in_play
                                                    or limits[x] and not g.tag_ok(x) and (
                                                        n > 1 or kind[x] != ALLY or not g.outranks(x)))))
        if pick < 0:
            return
        got.append(pick)
        grave.remove(pick)
        if cc.any_grave_lim:
            g.fix_limits()      # (a card that raised a tag limit from your graveyard)
        if combined:
            budget -= cost[pick]
        if to_play == 2:                # into your resource row face down and exhausted
            g.res += 1
            if g.audit:
                g.audit(("extra",))
            if g.log:
                g.log(f"    puts {g.names[pick]} from the graveyard into the resource row, exhausted.")
        elif to_play:
            if g.log:
                g.log(f"    puts {g.names[pick]} from the graveyard into play.")
            if limits[pick] and not g.tag_ok(pick) and kind[pick] == ALLY:
                g.replace_weakest(pick)     # (414.2: a better Pet replaces a worse, as a played one does)
            if not (unique[pick] and pick in g.in_play) and (not limits[pick] or g.tag_ok(pick)):
                uid = g.uid_next + 1            # (the uid it enters with)
                g.enter(pick, g.t)
                if att and kind[pick] == ALLY and cc.ong_to[c] == TO_ATTACHED and uid in g.a_uid:
                    g.a_att[g.a_uid.index(uid)] += cc.ong_n[c]   # this ability is attached to it (if it is still
                    #                                               in play: "destroy it" as it enters)
        elif to_top:
            g.lib.append(pick)
            g.topq.append(pick)
            if g.log:
                g.log(f"    puts {g.names[pick]} from the graveyard on top of the deck.")
        else:
            g.hand.append(pick)
            if g.log:
                g.log(f"    puts {g.names[pick]} from the graveyard into the hand.")
