"""One turn, as the CR's steps: ready (501.1), draw (501.2: the first player skips the first draw), the start of
the turn's triggers, the resource step (412.1), the main phase before combat (the play policy: permanents and
card draw first, quests completed for their rewards, 702.2), combat (601-602), the main phase after combat (burn,
X damage, cards that need the hero's hit, powers, what is left) and the wrap-up step (503.2a: discard to the
hand size). `Decked` ends the game where a draw finds the deck empty."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import (counters, damage, dots, drawbacks, enter, exhaust, graveyard, library, opp, powers,
                                       quests, readying, resources, spend, statics, taps, tokens, tricks, turns, wake,
                                       weaken, weapons)
from deckcheck.wowtcg.goldfish.combat import combat
from deckcheck.wowtcg.goldfish.compile import (ABILITY, ALLY, ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON, C_HERO_HIT,
                                               EV_PLAY, GEAR, QUEST, WEAPON, Compiled)
from deckcheck.wowtcg.goldfish.codes import C_OPP_DEALT, EOT_DESTROY_UNSTRUCK
from deckcheck.wowtcg.goldfish.conditions import kind_first
from deckcheck.wowtcg.goldfish.costs import playable, reduction, returnable, spend_next
from deckcheck.wowtcg.goldfish.play import attach_target, play
from deckcheck.wowtcg.goldfish.state import Decked, Game, better_weapon

NO_LESS = [0, 0, 0, 0]     # `Game.turn_less` with no reduction this turn
SEEN_CAP = 8     # histogram cap for "early cards seen by turn T"
# `card_tier`: what a card's records decide of its main-phase priority (a positive tier: that tier)
NEVER, T_WEAPON, T_NEXT, T_COPY, T_DAMAGE, T_UPTO, T_EXH, T_WAIT = 0, -1, -2, -3, -4, -5, -6, -7


def play_turn(g: Game, t: int) -> bool:
    """Turn t; True when the goldfish's hero is destroyed. (The deck's plan says which steps can apply: a deck with no
    card acting at the start of the turn or late in it skips `start_steps` and `late_steps`.)"""
    plan = g.plan
    ready_step(g, t)
    if plan.start_steps:
        start_steps(g, t)
    else:
        draw_step(g, t)
        if g.dot or g.starters or g.rdy_att and g.cc.any_on_ready:
            start_of_turn(g)        # (most turns: nothing happens at the start of the turn)
    resources.place(g)
    if g.audit:
        g.audit(("hand", t, tuple(g.hand), g.res))
    start_avail = g.avail
    g.spent = 0
    g.st.screw[t] += screwed(g)
    main_phase(g)
    cc = g.cc
    if plan.pre_combat:
        if cc.any_wake and g.a_c:
            wake.before_combat(g)       # "Once per turn: 3 -> ... Ready a Ghoul you control" (an ally asleep)
        if cc.any_flash and g.actives:
            powers.before_combat(g)     # a token with Ferocity that is destroyed at the end of the turn: it attacks
        if cc.any_exh_pow and g.opp_exh < t:
            exhaust.power(g)            # "1 -> Exhaust target hero or ally", for the cards that care, before the attacks
    f = combat(g)
    if g.quests and (g.avail >= g.q_least or g.less_in_play or g.ctrs):
        quests.complete(g)          # quests whose condition combat met (most turns: none affordable)
    if plan.post_combat:
        if cc.any_res_power and g.avail < g.res:
            readying.res_powers(g)      # (what combat's strike exhausted, for the plays after combat)
        if cc.any_hero_res and g.a_c:
            resources.hero_as_resource(g, f)    # "Your hero can be exhausted to pay costs as though it were a resource"
    after_combat(g)
    if g.actives or f.ally_acts:
        powers.after_combat(g, f)
    if plan.late_steps:
        late_steps(g, f)
    elif plan.flip_after_combat and not g.flips and g.hero_power[0] <= g.avail:
        powers.hero_flip(g)         # (the only late step of this deck: `late_steps` takes it for the others)
    return end_of_turn(g, t, start_avail)


def start_steps(g: Game, t: int) -> None:
    """The start of the turn of a deck with cards acting then (`Plan.start_steps`): the draw step and the triggers."""
    cc = g.cc
    if g.starters and cc.any_turn_scry:
        library.turn_scry(g)    # "at the start of your turn, look at the top card" (CR 501.1a: before the draw)
    draw_step(g, t)
    plan = g.plan
    if plan.mill_turn and g.opp is not None and (g.perms or g.a_c):
        opp.turn_start(g)       # "at the start of your turn, target player puts the top five cards ..." (opp.py)
    if cc.any_turns and (g.perms or g.a_c):
        turns.start(g)          # "pay 4 or destroy this", "destroy this. If you do, ..." (abilities: turns.py)
    if g.dot or g.starters or g.rdy_att and cc.any_on_ready or cc.any_turn_dmg:
        start_of_turn(g)
    if plan.start_more or g.ctrs:
        more_start_steps(g, t)


def more_start_steps(g: Game, t: int) -> None:
    """The rest of the start of the turn, for a deck with cards acting then (`Plan.start_more`, counters)."""
    cc = g.cc
    if cc.any_rdy_hurt and g.opp_exh == t - 1 and t > 1:
        exhaust.readied(g)      # the opposing hero readied in its ready step: "when it readies, 2 damage to it"
    if cc.any_fuse_cond and g.perms:
        turns.late(g)           # "then, if attached hero has 15 or more damage, destroy this. If you do, ..."
    if g.ctrs:
        counters.turn_start(g)  # counters put, removed, and their damage and draws
    if cc.any_dots_turn and g.perms:
        dots.turn_steps(g)      # Impale, Bleed, Everlasting Affliction; "-1 health for each fatigue counter", ...
    if cc.any_fuel and g.grave:
        graveyard.fuel(g)       # "At the start of each turn, you may remove five cards in one graveyard ..."
    if cc.any_grave and g.grave:
        graveyard.back_from_grave(g)    # "On your turn: Discard a weapon -> put this ability ... into your hand"


def late_steps(g: Game, f) -> None:
    """After combat, once the cards still worth playing are played, for a deck with cards acting then
    (`Plan.late_steps`): costly and tap powers, counters spent, the hero's flip, spare gear, the opposing deck."""
    cc = g.cc
    if cc.any_dots_pow and g.perms:
        dots.after_combat(g, f)     # "3 -> Search your deck for a card named ...", "1 -> Put Moonfire into ... hand"
    if cc.any_cpower and g.n_cpow:
        powers.costly_powers(g, f)
    if cc.any_tap and g.n_tap:
        taps.after_combat(g, f)     # "1, [Exhaust], Exhaust two allies in your party -> Draw a card"
    if g.ctrs and cc.any_spend:
        spend.after(g)              # "1, remove three verse counters -> draw a card"
    if cc.any_wake and g.a_c:
        wake.after_combat(g)
    if cc.any_trick:
        tricks.after(g)             # card draw and resource tricks: Arcane Essence, Supernova, ... (tricks.py)
    if g.plan.flip_after_combat and not g.flips and g.hero_power[0] <= g.avail:
        powers.hero_flip(g)     # (most turns: flipped already, or its cost not ready)
    if cc.any_gear and g.avail >= g.plan.gear_cost:
        spare_gear(g)
    if cc.any_opp_back and g.grave:
        opp.back(g)             # "2, Remove six cards in a graveyard from the game -> Put Anub'arak ..." (opp.py)
    if cc.any_mill_x and g.avail:
        opp.mill_powers(g)          # "X, [Exhaust] -> target player puts the top X cards ..." (opp.py)


def ready_step(g: Game, t: int) -> None:
    """Your resources ready (501.1); this turn's counters start again."""
    g.t = t
    g.st.alive[t] += 1
    if g.audit:
        g.audit(("turn", t))
    if g.log:
        g.log(f"Turn {t}: ready step, {g.res} resource(s) ready; {len(g.lib)} card(s) in deck.")
    g.avail = g.res
    g.hero_types = 0
    if g.party_types:
        g.party_types = 0
    g.hero_hit = False
    if g.w_struck:
        g.w_struck = []
    if g.w_late:
        g.w_late = []
    tl = g.turn_less
    if tl[0] or tl[1] or tl[2] or g.less_turn or g.less_pows:
        resources.new_turn(g)       # (most turns: no reduction to end)
    g.played_n = g.played_inst = g.abil_types = g.played_kinds = 0
    if g.etb_now:
        g.etb_now.clear()
    if g.fero_now:
        g.fero_now.clear()


def draw_step(g: Game, t: int) -> None:
    """Draw a card (501.2; the first player skips the first draw); count the early and watched cards seen."""
    st, cc = g.st, g.cc
    if (t > 1 or not g.first) and not (cc.any_skip and drawbacks.skips_draw(g)):
        n = 2 if cc.any_draw2 and any(cc.draw2[x] for x in g.a_c) else 1
        if n == 2 and g.audit:
            g.audit(("draw2", 2))           # "If you would draw a card, draw two instead"
        lib = g.lib
        for i in range(n):
            if not lib:
                raise Decked
            if g.topq:
                c = g.top()
            else:               # (`Game.top`: a card at random from the unordered library)
                j = int(g.rand() * len(lib))
                c = lib[j]
                lib[j] = lib[-1]
                lib.pop()
            g.hand.append(c)
            st.drawn[c] += 1
            g.seen += cc.early[c]
            g.wseen += g.watch[c]
            if g.drawn is not None:
                if not i:
                    g.drawn.append(-t)
                g.drawn.append(c)
            if g.log:
                g.log(f"  draws {g.names[c]}.")
        if g.ctrs or cc.any_draw_tok:
            g.after_draw(n)         # "when you draw a card, add a verse counter", "... put a Treant token into play"
    seen, wseen = g.seen, g.wseen
    st.seen[t][seen if seen < SEEN_CAP else SEEN_CAP] += 1
    st.wseen[t][wseen if wseen < SEEN_CAP else SEEN_CAP] += 1
    g.turn_dmg = 0


def start_of_turn(g: Game) -> None:
    """Start of the turn: damage, the draws of allies that readied, and what permanents do each turn."""
    cc = g.cc
    if g.dot or cc.any_turn_dmg:
        damage.start_of_turn(g)
    if cc.any_on_ready and g.rdy_att:
        # "when this ally readies": the allies that attacked in your last combat and are still in play ready now
        n_r = dmg = 0
        for u, c in zip(g.a_uid, g.a_c):
            if u in g.rdy_att:
                n_r += cc.ready_draw[c]
                dmg += cc.ready_dmg[c]
        if n_r or dmg:
            if g.log:
                g.log(f"  allies that attacked ready: {dmg} damage, {n_r} card(s) drawn.")
            g.turn_dmg += dmg
            if n_r:
                g.draw_cards(n_r)
    for c in g.starters:
        if cc.tap_res[c]:
            statics.tap_res(g, c)       # "at the start of each player's turn, he exhausts one of his resources"
        if cc.turn_draw[c]:
            if g.log:
                g.log(f"  {g.names[c]}: draw at the start of the turn.")
            g.draw_cards(cc.turn_draw[c])
        tk = cc.token[c]
        if tk is not None and tk[2]:
            tokens.make_tokens(g, tk)
        if cc.tcopy[c] == 2:           # a token copy of each token ally you control
            tokens.copy_each_token(g)


def screwed(g: Game) -> int:
    """1 when the hand holds cards to cast and none is affordable (resource screw)."""
    kind, cost, avail = g.cc.kind, g.cc.cost, g.avail
    out = 0
    for c in g.hand:
        if kind[c] < QUEST:
            if cost[c] <= avail:
                return 0
            out = 1
    return out


def main_phase(g: Game) -> None:
    """Before combat: the card of highest priority (then highest cost) the policy plays, again and again; then
    quests completed with what is left, and again (702.2)."""
    more = g.plan.main_more     # (cards of the deck that act once no card in hand is worth playing)
    for _pass in range(2):
        while True:
            best, price = best_play(g)
            if best < 0:
                if not more:
                    break
                if g.cc.any_artifact and g.grave and graveyard.play_artifact(g, priority):
                    continue        # "Artifact (You may play this card from your graveyard.)"
                if g.cc.any_res_power and g.avail < g.res and readying.res_powers(g):
                    continue        # "[Exhaust] -> Ready a resource you control for each ally you control"
                if g.cc.any_trick_main and tricks.main(g):
                    continue        # "Ready up to three face-up resources you control", Death Pact (tricks.py)
                break
            play(g, g.hand[best], best, price)
        if _pass == 1 or not g.quests or g.avail < g.q_least and not (g.less_in_play or g.ctrs) \
                or not quests.complete_before_combat(g):
            break       # (none of the quests affordable: `quests.complete`)


def best_play(g: Game) -> tuple[int, int]:
    """(place in hand, price) of the card to play now before combat, (-1, 0) when none."""
    plan = g.plan
    if g.avail < plan.min_cost and g.broke():     # (`Game.broke` is False whenever the cheapest is affordable)
        return -1, 0
    avail, in_play = g.avail, g.in_play
    spare = avail - g.strike_reserve() if g.weapons else avail
    if g.cc.any_enter_ready:
        spare -= readying.held_price(g)     # (kept for the ally that readies an attacker as it enters)
    cheap = g.less_in_play or g.turn_less != NO_LESS
    best, bp, bprice = -1, -1, 0
    rows, least, fixed = plan.main_rows, plan.main_price, plan.main_fixed
    for i, c in enumerate(g.hand):
        price = least[c]
        if price < 0 or price > avail and not cheap:
            continue        # (never played before combat: tier NEVER; or beyond what is ready)
        p = fixed[c]
        if p and not cheap:     # (its priority at its printed cost, which is ready: most cards)
            if price <= spare and p > bp:
                best, bp, bprice = i, p, price
            continue
        tier, k, price, own_less, unique, needs, regrow_att, simple = rows[c]
        if cheap or own_less:
            price = reduction(g, c, k)
        if price > avail or (unique and c in in_play) or needs and not playable(g, c):
            continue
        if regrow_att and not returnable(g, c):
            continue        # "put target ally from your graveyard into play and attach this ability to it"
        if simple:          # (`priority` of a card of a positive tier, no tag limit and not an attachment)
            if price > spare:
                continue
            p = tier * 1000 + price
        else:
            p = priority(g, c, k, tier, price, spare)
            if p is None:
                continue
        if p > bp:
            best, bp, bprice = i, p, price
    return best, bprice


def priority(g: Game, c: int, k: int, tier: int, price: int, spare: int) -> int | None:
    """The main phase's priority of card c (of tier `tier`, `card_tier`) at this price (None: not now), the higher
    first: a better weapon, then a card that makes the next one cheaper, allies and lasting abilities, draw and
    tokens, direct damage last, the dearer first in a rank (rank * 1000 + price); the weapon's strike cost kept
    (`spare`: what is left beside it)."""
    cc = g.cc
    if tier == T_WEAPON:
        if cc.any_wleave and not weapons.strikes_now(g, c, price) or cc.late[c]:
            return None     # (destroyed at the end of the turn unless it deals damage: only when it can strike now;
            #                  one that enters play exhausted: after combat)
        return None if g.weapons and not better_weapon(c, g.weapons, cc, g.dual) else 4 * 1000 + price
    if cc.limits[c] and not g.tag_ok(c) and not (k == ALLY and g.outranks(c)):
        return None
    if cc.any_kind_played and kind_first(g, c):
        return None         # "3 less if you played an equipment this turn": the equipment in hand first
    if price > spare:
        return None
    att = cc.attach[c]
    if att == ATT_ALLY and attach_target(g, c) < 0 or att == ATT_WEAPON and not g.weapons:
        return None        # an attachment needs one legal target
    if tier > 0:
        return tier * 1000 + price
    if tier == T_DAMAGE:        # (direct damage: the last rank, below)
        return damage_rank(g, c, price)
    if tier == T_NEXT:
        return 5 * 1000 + price if next_saves(g, c, price) else None
    if tier == T_COPY and tokens.copyable(g, c):
        return 2 * 1000 + price
    if tier == T_EXH:           # it only exhausts the opposing hero: while that changes something (exhaust.py)
        return 2 * 1000 + price if g.opp_exh < g.t + cc.exh_play[c] - 1 else None
    if tier == T_WAIT:          # its damage needs an exhausted hero: after the exhauster (exhaust.waits)
        return None if exhaust.waits(g, c) else 3 * 1000 + price
    if tier == T_UPTO and cc.draw_upto[c] >= len(g.hand):
        return 2 * 1000 + price  # "draw cards until you have N": it draws (the card itself leaves the hand first)
    return damage_rank(g, c, price) if tier else None


def damage_rank(g: Game, c: int, price: int) -> int | None:
    """Direct damage's priority (the last rank, 1): when it deals damage now, the policy does not hold it, and its
    condition holds."""
    if damage.dmg_now(g, c) > 0 and not g.policy.hold_burn and g.cond_ok(g.cc.dmg_cond[c]):
        return 1 * 1000 + price
    return None


#: Conditions of an ally's damage as it enters that this turn's combat meets: such an ally (no Ferocity: it does not
#: attack this turn either way) is played after combat (sample audit seed 20270366: Kalam'ti dealt nothing before it).
AFTER_COMBAT = ((C_OPP_DEALT,), (C_HERO_HIT,))


def card_tier(cc: Compiled, c: int) -> int:
    """The part of card c's main-phase priority its records decide (once per deck, `Plan.tiers`): NEVER (not
    before combat: no use, an attachment that needs the hero's hit, an ability that readies what attacked, an ally
    that readies a hero or ally as it enters (in combat after the attacks, else after combat: `readying`), an
    ability that does nothing now), a tier (allies and lasting abilities 3, gear, draw and tokens 2), or what
    `priority` works out in play: T_WEAPON (a better weapon), T_NEXT ("your next card costs n less", when it
    saves), T_COPY (a token copy of an ally you control, else its damage), T_UPTO (draw until your hand has N,
    when it has fewer, else its damage), T_DAMAGE (direct damage, 1), T_EXH (it only exhausts the opposing hero: while
    it is ready, or to hold it exhausted longer)."""
    k = cc.kind[c]
    if not cc.value[c] or cc.any_trick and cc.trick[c] is not None:
        return NEVER        # (a draw or resource trick: `tricks.py`)
    if k == WEAPON:
        return T_WEAPON
    if cc.any_exh_wait and cc.exh_wait[c] and not cc.enter_ready[c]:
        return T_WAIT       # (damage to "target exhausted hero" as it enters: once it is exhausted, `exhaust.waits`)
    if cc.attach[c] == ATT_HERO and cc.attach_cond[c] == C_HERO_HIT:
        return NEVER       # after combat
    if k == ALLY:
        if cc.dmg[c] > 0 and cc.dmg_cond[c] in AFTER_COMBAT and not cc.ferocity[c]:
            return NEVER    # (Kalam'ti: "3 damage to each opposing hero dealt damage this turn": after combat)
        return NEVER if cc.enter_ready[c] else 3    # (one readying a hero or ally as it enters: in combat)
    if k == GEAR:
        return 2
    if k != ABILITY or cc.readies[c] is not None:
        return NEVER       # (an ability that readies what attacked: in combat)
    if cc.next_less[c] and not cc.stays[c]:
        return T_NEXT
    if cc.stays[c] or cc.lasting[c] is not None:
        return 3            # (a played ability's ATK for the rest of the game: as soon as may be)
    if not cc.xcost[c]:
        if cc.draw[c] or cc.dig[c] is not None or cc.draw_per[c] is not None or cc.scry[c]:
            return 2      # (a look at the top of the deck: Far Sight)
        if cc.extra_res[c] or cc.token[c] is not None or cc.portal[c] is not None:
            return 2
        if cc.draw_upto[c]:
            return T_UPTO       # ("draw until you have N": when the hand is small enough, else its damage)
        if cc.tcopy[c] & 1:
            return T_COPY
    if cc.exh_play[c] and cc.dmg_x[c] is None and cc.dmg[c] <= 0:
        return T_EXH        # (it exhausts the opposing hero: before combat, for the payoffs, unless it is already)
    if cc.dmg_x[c] is None and cc.dmg[c] <= 0 or cc.dmg_x[c] is not None and cc.dmg_x[c][0] == 3:
        return NEVER       # (no damage: `damage.dmg_now` is its printed damage; X from an ally destroyed: the burn)
    return T_DAMAGE


def next_saves(g: Game, c: int, price: int) -> bool:
    """ "Your next card this turn costs n less": when it saves more than it costs, on a card in hand."""
    cc = g.cc
    left, nl = g.avail - price, (cc.next_less[c] if cc.next_less[c] > 0 else g.highest())
    return any(x != c and cc.value[x] and cc.kind[x] < QUEST and nl > price
               and (rx := reduction(g, x, cc.kind[x])) > price and rx - nl <= left for x in g.hand)


def after_combat(g: Game) -> None:
    """After combat: burn, X damage, then the cards still worth playing (hero attachments that need the hero's
    hit, allies with Haste, permanents still affordable)."""
    cc = g.cc
    broke = g.broke()
    if cc.any_burn and not broke and (graveyard.burn_from_grave(g, damage.burn) if cc.any_grave else damage.burn(g)):
        broke = g.broke()
    if cc.any_xdmg and g.avail - g.plan.x_cost >= g.policy.x_min and damage.x_damage(g):
        broke = g.broke()
    if broke or not g.plan.post:
        return
    hand, post, cost, own_less = g.hand, cc.post, cc.cost, cc.own_less
    tl = g.turn_less
    # a cost reduction in force beyond a card's own (else `reduction` charges the printed cost)
    cheap = g.less_in_play or tl[0] or tl[2] or tl[3] or tl[1] and g.plan.any_haste
    n = len(hand)
    for i in range(n - 1, -1, -1):
        if i >= n:
            continue        # (a card played drew or discarded)
        c = hand[i]
        pk = post[c]
        if not pk:
            continue
        k = cc.kind[c]
        if pk == 2 and not (cc.tcopy[c] & 1 and tokens.copyable(g, c) or (cc.regrow[c] is not None and returnable(g, c))):
            continue
        price = reduction(g, c, k) if cheap or own_less[c] else cost[c]
        if price > g.avail or (cc.unique[c] and c in g.in_play) or (k != WEAPON and not g.allowed(c)):
            continue
        if not playable(g, c):
            continue
        if g.plan.regrow_att[c] and not returnable(g, c):
            continue
        if k == WEAPON and (g.weapons and not better_weapon(c, g.weapons, cc, g.dual)
                            or cc.any_wleave and cc.eot_leave[c] == EOT_DESTROY_UNSTRUCK):
            continue        # (a weapon that must deal damage this turn: not after combat)
        att = cc.attach[c]
        if att == ATT_ALLY and attach_target(g, c) < 0 or att == ATT_WEAPON and not g.weapons:
            continue
        if att == ATT_HERO and cc.attach_cond[c] == C_HERO_HIT and not g.hero_hit:
            continue
        play(g, c, i, price)
        n, cheap = len(hand), True      # (what it played may lower the next costs: worked out from now on)


def spare_gear(g: Game) -> None:
    """Armor and items with no use against the goldfish, with what is left (they use resources)."""
    cc = g.cc
    if not cc.any_gear:
        return
    hand = g.hand
    for i in range(len(hand) - 1, -1, -1):
        c = hand[i]
        if cc.kind[c] == GEAR and not cc.value[c] and cc.cost[c] <= g.avail and not (cc.unique[c] and c in g.in_play) \
                and not (cc.limits[c] and not g.tag_ok(c)) and cc.attach[c] == ATT_NONE:
            hand.pop(i)
            g.pay(cc.cost[c])
            if g.turn_less[2] or g.turn_less[3]:
                spend_next(g, c)
            if g.watchers:
                g.fire(EV_PLAY, c, g.watchers)
            g.enter(c, g.t)
            if g.ctrs:
                counters.on_play(g, c, g.uid_next)
            if g.log:
                g.log(f"  plays {g.names[c]} (cost {cc.cost[c]}).")


def end_of_turn(g: Game, t: int, start_avail: int) -> bool:
    """The turn's counters; the kill (True), or the wrap-up step (503.2a: discard down to the hand size)."""
    st = g.st
    if g.plan.eot_steps:
        if g.cc.any_eot_ally and g.a_c:
            enter.turn_end(g)           # "at the end of your turn, ... for each Ghoul you control" (allies: enter.py)
        if g.cc.any_turns_end and (g.perms or g.a_c):
            turns.end(g)                # an ability's or equipment's end of your turn (turns.py)
        if g.cc.any_weak_trig:
            weaken.at_end(g)            # "When Melissa attacks, target hero or ally has -1 health this turn" (weaken.py)
    g.dmg += g.turn_dmg
    st.done[t] += 1
    st.res[t] += g.res
    st.avail[t] += start_avail
    st.spent[t] += g.spent
    st.damage[t] += g.turn_dmg
    if g.dmg >= g.health:
        st.kills[t] += 1
        if g.log:
            g.log(f"  the goldfish hero has {g.dmg} damage on {g.health} health: destroyed on turn {t}.")
        return True
    if g.log and g.turn_dmg:
        g.log(f"  the goldfish hero has {g.dmg} damage ({g.health - g.dmg} health left).")
    if g.ctrs:
        counters.turn_end(g)        # "at the end of your turn, put a counter ..."
    if g.cc.any_eot:
        drawbacks.end_phase(g)      # "at the end of your turn" (503.1), before the wrap-up step
    most = 7 + g.max_plus
    if len(g.hand) > most:
        g.discard_worst(len(g.hand) - most, st.discarded)
    if g.audit:
        g.audit(("end", t, len(g.hand)))
    return False
