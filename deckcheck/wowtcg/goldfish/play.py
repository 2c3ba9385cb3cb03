"""Playing a card: paying for it, its additional cost, uniqueness repairs (a weapon or a Pet replaced), where it
goes (attached to an ally, into play, into the graveyard), your triggers on a card played, and its one-shot
effects as it resolves, each handled by its family (`damage`, `resources`, `tokens`, `library`, draws)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import (counters, damage, drawbacks, enter, exhaust, graveyard, library, resources,
                                       statics, tokens)
from deckcheck.wowtcg.goldfish.compile import (ABILITY, ALLY, ATT_ALLY, ATT_HERO, ATT_WEAPON, EV_ATTACH, EV_PLAY, GEAR,
                                               TO_ATTACHED, TO_PARTY, WEAPON)
from deckcheck.wowtcg.goldfish.costs import alt_due, pay_extra, spend_next
from deckcheck.wowtcg.goldfish.plan import (R_DAMAGE, R_DRAW, R_ENTER, R_ETB, R_LASTING, R_LESS, R_LIBRARY,
                                            R_RESOURCE, R_TOKENS, R_EXH)
from deckcheck.wowtcg.goldfish.state import Game


def attach_target(g: Game, c: int) -> int:
    """Place in a_c of the ally an attachment goes on (the strongest that matches), -1 if none."""
    cc = g.cc
    mask = cc.attach_mask[c]
    atk, cant = cc.atk, cc.cant_attack
    best, ba = -1, -1
    for j, a in enumerate(g.a_c):
        if mask is not None and a not in mask:
            continue
        v = atk[a] + g.a_att[j] + (0 if cant[a] else 100)
        if v > ba:
            best, ba = j, v
    return best


def play(g: Game, c: int, i: int, price: int) -> None:
    """Pay for and play hand[i] (card c)."""
    plan = g.plan
    if plan.plain_play[c] and not (g.audit or g.log or g.watchers or g.turn_less[2] or g.turn_less[3]
                                   or g.less_turn or g.ctrs):
        g.hand.pop(i)           # (an ally with nothing else to do as it is played, `Plan.plain_play`: the steps
        g.avail -= price        #  below that apply to it, most plays; paid as `Game.pay` pays, with no audit)
        g.spent += price
        g.st.played[c] += 1
        g.enter(c, g.t)
        if plan.resolves[c]:
            resolve(g, c)
        return
    cc = g.cc
    k = cc.kind[c]
    if g.audit and k == ABILITY:
        g.audit(("cast", c, tuple(g.grave), tuple(g.a_c)))
    if g.audit and cc.play_cond[c] is not None:
        g.audit(("play_if", c, tuple(g.grave), tuple(g.a_c)))
    g.hand.pop(i)
    if not price and cc.alt_grave[c] is not None and alt_due(g, c, k):
        graveyard.alt_paid(g, c)    # its cost paid by removing cards in your graveyard
    g.pay(price)
    g.st.played[c] += 1
    if cc.any_kind_played:
        g.played_kinds |= 1 << k    # "if you played an equipment this turn" (C_KIND_PLAYED)
    if g.turn_less[2] or g.turn_less[3]:
        spend_next(g, c)
    if g.less_turn:
        statics.spent_next(g, k, c)     # "your next [Alliance] ally this turn costs 1 less": used
    if g.watchers:
        g.fire(EV_PLAY, c, g.watchers)
    if cc.any_dots_play and g.perms:
        from deckcheck.wowtcg.goldfish.dots import on_play
        on_play(g, c)           # "When you play a Shadow ability, ready one of your resources" (dots.py)
    if g.log:
        g.log(f"  plays {g.names[c]} (cost {price}).")
    if cc.xtra[c]:
        pay_extra(g, c)
    if cc.xdiscard[c]:
        if g.audit:
            g.audit(("xdiscard", c, cc.xdiscard[c], len(g.hand)))
        g.discard_worst(cc.xdiscard[c], None)       # "As an additional cost to play, discard a card" (compile_enter)
    if k == WEAPON:
        w = cc.wtype[c]
        if cc.two_hand[c]:
            for old in [x for x in g.perms if cc.off_hand[x]]:
                if g.log:       # 414.3c: the repair destroys the Off-Hand card (the engine keeps the weapon)
                    g.log(f"  {g.names[old]} is replaced.")
                g.leave(g.perms.index(old), False)
        while g.weapons and (cc.limits[c] and not g.tag_ok(c)):
            # 414.3: the repair destroys the weakest weapon of that kind
            same = [x for x in g.weapons if cc.wtype[x] == w] or g.weapons
            old = min(same, key=cc.wval.__getitem__)
            if g.log:
                g.log(f"  {g.names[old]} is replaced.")
            g.leave(g.perms.index(old), False)
    elif k == ALLY and cc.limits[c] and not g.tag_ok(c):
        g.replace_weakest(c)
    ally_uid = -1
    if cc.attach[c] == ATT_ALLY:
        j = attach_target(g, c)
        ally_uid = g.a_uid[j] if j >= 0 else -1
        if g.audit:
            g.audit(("attach", c, g.a_uid[j] if j >= 0 else -1))
        if j >= 0:
            g.attached.setdefault(g.a_uid[j], []).append(c)
        if cc.ong_to[c] == TO_ATTACHED:
            g.a_att[j] += cc.ong_n[c]
            more = cc.amore[c]
            if more is not None and g.a_c[j] in more[1]:
                g.a_att[j] += more[0]       # "..., or +2 / +2 if it's a Demon"
        if cc.att_fero[c] and j >= 0:
            statics.attached_fero(g, c, j)      # "attached ally has Ferocity"
        if cc.any_att_death and cc.att_death[c] is not None:
            graveyard.link(g, c, j)
        if g.log:
            g.log(f"    attached to {g.names[g.a_c[j]]}.")
    elif cc.attach[c] == ATT_HERO and cc.opp_hp[c]:
        statics.opp_hp(g, c)        # "attached character has -2 health": the opposing hero
    if cc.attach[c] == ATT_HERO and g.opp is not None and cc.yogg[c]:
        from deckcheck.wowtcg.goldfish.opp import yogg
        yogg(g, c)                  # its hand and deck but four cards into its graveyard (opp.py)
    if g.watchers and k == ABILITY and cc.attach[c] in (ATT_ALLY, ATT_HERO):
        g.fire(EV_ATTACH, c, g.watchers)        # "when you attach an ability to a hero or ally"
    if k == ALLY or k == WEAPON or k == GEAR or cc.stays[c]:
        g.enter(c, g.t)
        if cc.attach[c] == ATT_WEAPON and g.weapons:
            g.w_links[g.uid_next] = max(g.weapons, key=cc.atk.__getitem__)   # (on your strongest weapon)
        if cc.any_dots_att and cc.dots[c] is not None and (cc.attach[c] == ATT_WEAPON or ally_uid >= 0):
            from deckcheck.wowtcg.goldfish.dots import attached
            attached(g, c, g.uid_next, ally_uid)    # "If that ally's cost is 2 or less, draw a card" (dots.py)
        if g.ctrs:
            counters.on_play(g, c, g.uid_next)      # "when you play an ability, put a counter on ..." (not itself)
    elif k == ABILITY:
        if g.ctrs:
            counters.on_play(g, c)
        g.spent_ability(c)
        if cc.echo[c] and g.copies(c) == 2:
            if g.log:
                g.log(f"    Echo: {g.names[c]} is copied.")
            resolve(g, c)
    early = k == ABILITY and cc.dmg_ally[c] and cc.token[c] is not None
    if early:
        drawbacks.hit_own_ally(g, cc.dmg_ally[c])      # (its target is chosen before its tokens enter: Wild Wrath)
    resolve(g, c)
    if cc.gather[c]:
        statics.gather(g, c)        # "search your deck and hand for any number of cards named X: put them into play"
    if cc.buy_token[c] >= 0:
        tokens.buy_tokens(g, c)     # "when you play this ally, you may pay 1 any number of times"
    if k == ABILITY:
        g.ability_played(c)
        if cc.dmg_ally[c] and not early or cc.eot_discard[c]:
            drawbacks.on_cast(g, c, 2 if cc.echo[c] and g.copies(c) == 2 else 1, hit=not early)
    elif k == ALLY and (cc.dmg_ally[c] or cc.kill_own[c] or cc.eot_discard[c] or cc.dmg_others[c] or cc.sweep[c] is not None
                       or cc.flip_down[c] or cc.swap_tok[c] is not None):
        enter.drawbacks(g, c)       # an ally's "as it enters, 2 damage to target ally you control", "discard your hand"


def cast(g: Game, c: int) -> None:
    """An ability played outside `play` (its effect applied by the caller): spent, then your triggers on a card
    played."""
    if g.audit:
        g.audit(("cast", c, tuple(g.grave), tuple(g.a_c)))
    g.st.played[c] += 1
    if g.turn_less[2] or g.turn_less[3]:
        spend_next(g, c)
    g.spent_ability(c)
    if g.watchers:
        g.fire(EV_PLAY, c, g.watchers)
    if g.cc.any_dots_play and g.perms:
        from deckcheck.wowtcg.goldfish.dots import on_play
        on_play(g, c)           # (dots.py)
    if g.ctrs:
        counters.on_play(g, c)
    g.ability_played(c)
    if g.cc.dmg_ally[c] or g.cc.eot_discard[c]:
        drawbacks.on_cast(g, c)


def resolve(g: Game, c: int) -> None:
    """The one-shot effects of card c as it is played (or a quest's reward as it is completed)."""
    steps = g.plan.resolves[c]
    if not steps:
        return
    cc = g.cc
    gate = cc.etb_cond[c]
    if gate is not None and not g.cond_ok(gate, c):
        if g.log:
            g.log(f"    ({g.names[c]}: its condition is not met as it enters.)")
        return
    if steps & R_EXH:
        exhaust.on_play(g, c)           # "exhaust target hero or ally" (before its damage: "... and deal 2 to it")
    if steps & R_ENTER:
        enter.on_enter(g, c)
    if steps & R_ETB:
        eb = cc.etb_bonus[c]
        if g.cond_ok(eb[3], c):
            g.etb_now.append(eb)            # an ally's "+N ATK this turn" as it enters: in this turn's combat
            if g.log:
                g.log(f"    +{eb[0]} ATK this turn." if eb[0] >= 0 else "    doubles ATK this turn.")
    if steps & R_DAMAGE:
        damage.on_play(g, c)
    if steps & R_RESOURCE:
        resources.on_play(g, c)
    if steps & R_TOKENS:
        tokens_now(g, c)
    if steps & R_LESS:
        resources.reductions_on_play(g, c)
    if steps & R_LIBRARY:
        if cc.dig[c] is not None or cc.scry[c]:
            library.look(g, c)
        if cc.portal[c] is not None:
            for _ in range(cc.portals[c]):
                library.portal(g, c)
        if cc.tcopy[c] == 1:
            tokens.copy_best(g)
        if cc.regrow[c] is not None:
            library.regrow(g, c)
        if cc.shuffle[c]:
            g.lib.extend(g.grave)
            g.grave.clear()
            if cc.any_grave_lim:
                g.fix_limits()
    if steps & R_DRAW:
        draws(g, c)
    if steps & R_LASTING:
        lasting(g, c)


def lasting(g: Game, c: int) -> None:
    """A played ability's "+n ATK" to a group with no duration: in force for the rest of the game (CR 714.3), for
    each ally of the group as it attacks (later ones too, 714.3e), your hero too for your hero and allies."""
    n, to, mask = g.cc.lasting[c]
    g.groups.append((n, mask))
    if to == TO_PARTY and (mask is None or -1 in mask):
        g.ong_hero += n
    if g.audit:
        g.audit(("lasting", c))
    if g.log:
        g.log(f"    +{n} ATK to the group for the rest of the game.")


def tokens_now(g: Game, c: int) -> None:
    """Card c's tokens as it resolves (the "more if ..." counted before they enter), and copies of tokens."""
    cc = g.cc
    tk = cc.token[c]
    if tk is not None and not tk[2]:
        more = cc.tmore[c] is not None and g.cond_ok(cc.tmore[c][1], c)
        if more and g.audit:
            g.audit(("tcond", c, tuple(g.grave), tuple(g.a_c)))    # (the checker counts a graveyard condition)
        if cc.tok_per[c] is not None:
            tokens.per_tokens(g, c)
        elif tk[0]:         # (0: tokens only under a condition, `tmore`)
            tokens.make_tokens(g, (tk[0] * g.res, tk[1], 0) if cc.tper[c] else tk)
        if more:
            tokens.make_tokens(g, (cc.tmore[c][0], tk[1], 0), not tk[0])    # (the same effect's: no second "+1")
        if cc.tok_also[c] is not None:
            tokens.also(g, c)
    if cc.tcopy[c] == 3:               # a copy of each token ally you control
        tokens.copy_each_token(g)


def draws(g: Game, c: int) -> None:
    """Card c's draws (counted, or up to a hand size, with their condition), then its discards and the cards it
    puts back on top of your deck (the least useful)."""
    cc, hand = g.cc, g.hand
    n = cc.draw[c]
    if cc.draw_per[c] is not None:
        n += cc.draw_per[c][0] * g.per_count(cc.draw_per[c], -1)
    if cc.draw_upto[c]:
        n = cc.draw_upto[c] - len(hand) if len(hand) < cc.draw_upto[c] else 0
    if not n or not g.cond_ok(cc.draw_cond[c], c):
        return
    g.draw_cards(n)
    if cc.discard[c]:
        g.discard_worst(cc.discard[c], None)
    value, cost = cc.value, cc.cost
    for _ in range(min(cc.put_back[c], len(hand))):
        j = min(range(len(hand)), key=lambda i: value[hand[i]] * 100 - cost[hand[i]])
        x = hand.pop(j)
        g.lib.append(x)
        g.topq.append(x)
        if g.log:
            g.log(f"    puts {g.names[x]} from the hand on top of the deck.")
