"""Combat (CR 601-602): every ally that can attack attacks the goldfish's hero (it never blocks), allies that
entered this turn only with Ferocity (printed, conditional, of a group, or granted by an ability from hand), the
hero with its weapons (303.2: paying the strike cost; dual wield, 406), ATK bonuses for this turn (quests,
abilities, allies that entered, powers), attackers readied to attack again, and the triggers of attacks."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import counters, enter, exhaust, graveyard, hits, keywords, opp, play, spend, taps, weapons
from deckcheck.wowtcg.goldfish.compile import (ABILITY, ACT_ATK, ACT_DAMAGE, ACT_DRAW, ACT_HERO_AGAIN, ACT_READY, ACT_TOKEN,
                                               C_CONTROL, R_ALLIES, R_ALLY, R_HERO, TO_ALLIES, TO_ALLY, TO_ANY, TO_HERO,
                                               TO_PARTY, TO_SELF, TO_WEAPON, WEAPON)
from deckcheck.wowtcg.goldfish.codes import ACT_GROUP_ATK, ACT_NEXT_LESS, ACT_READY_ALLY, EOT_HAND_ATTACKED, P_ATT
from deckcheck.wowtcg.goldfish.codes import C_OPP_DEALT, DOUBLE_ATK
from deckcheck.wowtcg.goldfish.costs import extra_ok, pay_extra, reduction
from deckcheck.wowtcg.goldfish.pumps import group_pumps, hold
from deckcheck.wowtcg.goldfish.statics import bonus_held, sentinel_ok
from deckcheck.wowtcg.goldfish.readying import (attack_again, enter_ready, ready_another, ready_pet,
                                                ready_power_instead)
from deckcheck.wowtcg.goldfish.state import Decked, Game, strike_set
from deckcheck.wowtcg.goldfish.triggers import hit_triggers, strike_triggers
from deckcheck.wowtcg.goldfish.weapons import more as weapons_more

_POWERS = (ACT_DRAW, ACT_TOKEN, ACT_READY, ACT_DAMAGE)


class Fight:
    """What this turn's combat adds up to. One per game (`Game.fight`), made ready for each combat by `reset`: a
    field set in `__init__` is set there too."""

    __slots__ = ("ally_acts", "act_hits", "att_draws", "att_digs", "attackers", "att_ids", "att_js", "att_how",
                 "waiting", "act_damage", "pumps", "hero_used", "hero_attacks", "hero_a", "hero_base", "struck",
                 "bonus", "hero_plus", "held", "tapped", "snap")

    def __init__(self) -> None:
        self.ally_acts: list[int] = []    # allies whose power is used after combat
        self.act_hits = 0                 # instances of non-combat damage by allies in combat (powers, triggers)
        self.att_draws = 0                # cards drawn by allies' attack triggers
        self.att_digs: list = []          # searches of the deck by allies' attack triggers (the cards each takes)
        self.attackers: list[int] = []    # attack values of the allies' attacks
        self.att_ids: list[int] = []      # their card ids
        self.att_js: list[int] = []       # their places in a_c (and how they could attack: for the audit)
        self.att_how: list[str] = []
        self.waiting: list[tuple] = []    # (attack value, place) allies that entered this turn, no Ferocity
        self.act_damage = 0
        self.pumps: list[tuple] = []      # (n, TO_*, card id) ATK this turn from powers
        self.hero_used = False            # your hero exhausted to pay a power's cost
        self.hero_attacks = False
        self.hero_a = self.hero_base = 0  # the hero's attack, and without its weapons
        self.struck: list[int] = []       # the weapons it struck with
        self.bonus = 0                    # ATK this turn from bonuses and second attacks
        self.hero_plus = 0                # of it, what bonuses gave your hero ("heroes and allies ... Assault 2")
        self.held: list[tuple] = []       # (place, card id, attack value) allies held for a group ATK power
        self.tapped: set | None = None    # uids of allies exhausted this turn (taps.py; None: not followed)
        self.snap: list[int] | None = None  # the allies' uids as combat ended, when `taps.mark` waits (taps.py)

    def reset(self) -> None:
        """As `__init__` leaves it, for the next combat: a list the last combat used is replaced by a new one (never
        emptied in place: `struck` may be a memo's list)."""
        if self.ally_acts:
            self.ally_acts = []
        self.act_hits = self.att_draws = self.act_damage = self.bonus = self.hero_a = self.hero_base = self.hero_plus = 0
        self.hero_used = self.hero_attacks = False
        self.tapped = self.snap = None
        if self.attackers:
            self.attackers = []
        if self.att_ids:
            self.att_ids = []
        if self.att_js:
            self.att_js = []
        if self.att_how:
            self.att_how = []
        if self.att_digs:
            self.att_digs = []
        if self.waiting:
            self.waiting = []
        if self.pumps:
            self.pumps = []
        if self.struck:
            self.struck = []
        if self.held:
            self.held = []

    def gain(self, n: int, to: int, mask) -> tuple[int, bool]:
        """ATK this turn of a bonus of n to `to` (TO_ALLIES: each attacking ally in the mask; TO_ALLY: one of them;
        TO_PARTY: every attacker, your hero too, or those in the mask; TO_WEAPON: each weapon in the mask your hero struck with; else the hero or
        anyone), and whether the hero attacks for it (301.3)."""
        if n == DOUBLE_ATK:         # "double the ATK of target ally" (TO_ALLY: the hardest attack; TO_ALLIES: each)
            hits = [v for v, x in zip(self.attackers, self.att_ids) if mask is None or x in mask]
            return (sum(hits) if to == TO_ALLIES else max(hits, default=0)), False
        if to == TO_ALLIES:
            return n * sum(1 for x in self.att_ids if mask is None or x in mask), False
        if to == TO_ALLY:
            for x in self.att_ids:
                if mask is None or x in mask:
                    return n, False
            return 0, False
        if to == TO_PARTY:      # (a mask: the allies of the group, and -1 when your hero is of it)
            if mask is None:        # (your hero: unless it can't attack, exhausted to pay a cost or kept so)
                return n * (len(self.att_ids) + (not self.hero_used)), not self.hero_used
            hero = -1 in mask and not self.hero_used
            return n * (sum(1 for x in self.att_ids if x in mask) + hero), hero
        if to == TO_WEAPON:        # your weapons (in the mask) your hero struck with
            return n * sum(1 for w in self.struck if mask is None or w in mask), False
        if self.hero_used and (to == TO_HERO or not self.attackers):
            return 0, False         # (your hero exhausted to pay a cost or kept from readying: it can't attack)
        return n, to == TO_HERO or not self.attackers

    def gain_many(self, n: int, to: int, mask, k: int) -> tuple[int, bool]:
        """ATK this turn of "+n to up to k targets" (TO_ANY: your hero can be one; TO_ALLY: attacking allies in the
        mask): n for each of up to k attacks, and whether the hero attacks for it."""
        allies = sum(1 for x in self.att_ids if mask is None or x in mask)
        if to != TO_ANY or self.hero_used or allies >= k:
            return n * min(k, allies), False
        return n * (allies + 1), True


def combat(g: Game) -> Fight:
    """This turn's combat; its damage is added to the turn's."""
    f = g.fight
    if f is None:
        f = g.fight = Fight()       # (one a game: `Fight.reset` for the next turns)
    else:
        f.reset()
    cc = g.cc       # (the deck's flags say which steps can apply: most are skipped)
    if g.audit:
        g.audit(("combat", g.t))
    if g.tired_t == g.t:
        f.hero_used = True          # your hero did not ready this turn (weapons.py): it can't attack or exhaust
    held = taps.hold(g) if g.n_tap and (cc.any_tap_fero or cc.any_tap_search or cc.any_tap_boost or cc.any_tap_grant
                                        or cc.any_tap_cost) and g.a_c else ()
    if not g.n_cant_all and g.a_c:
        if cc.any_exh_att:
            exhaust.declare_all(g, f, held)     # the allies that exhaust the opposing hero as they attack first
        else:
            declare_all(g, f, held)
    plan = g.plan       # (sections of combat no card of the deck acts in are skipped at once)
    if plan.cbt_before:
        if f.waiting and cc.any_fero_pow:
            enter.powers(g, f)         # "2 -> This ally has Ferocity this turn" (enter.py)
        if f.waiting and plan.grant_fero:
            granted_ferocity(g, f)
        if f.waiting and cc.any_tap_fero and not g.n_cant_all:
            taps.ferocity(g, f, held)  # "[Exhaust] -> target Pet has Ferocity this turn" (taps.py)
    if f.ally_acts:
        ready_another(g, f)        # "[Exhaust] -> ready another target ally" (readying.py)
    if plan.cbt_before:
        if cc.any_pet_ready and g.actives and f.attackers:
            ready_pet(g, f)            # "1, Exhaust your hero -> ready target Pet" (readying.py)
        if cc.any_tap_combat:
            taps.in_combat(g, f, held)     # "Exhaust an ally in your party -> Jezbella has +1 ATK this turn" (taps.py)
    if g.ctrs:
        counters.powers(g)         # "[Exhaust] -> put a +1 ATK counter on target weapon"
        if cc.any_spend:
            spend.before_strike(g)     # "1, [Exhaust], Remove a blade counter -> add a +1 ATK counter to ..."
    hero_strikes(g, f)
    if g.ctrs and cc.any_spend:
        spend.combat(g, f)         # "remove a stake counter -> this weapon has +3 ATK this combat"
    if f.held or cc.any_pump_src:
        group_pumps(g, f)          # "allies in your party have +2 ATK this turn" powers (pumps.py)
    if cc.any_bonus or g.etb_now or g.actives or f.pumps:
        bonuses(g, f)
    swept = after_strike(g, f, held) if plan.cbt_after else None
    damage(g, f)
    if swept:
        hits.sweep(g, swept)                   # "when she attacks, she deals 1 fire damage to each other ... ally"
    if plan.cbt_end:
        if cc.any_wzeal and g.hero_hit:
            weapons.ready_on_hit(g, f)             # "... ready that many of your resources"
        if cc.any_tap:
            if g.n_tap:
                taps.mark(g, f, held)              # the allies exhausted in combat (taps.after_combat's costs)
            else:
                f.snap = g.a_uid[:]                # (none in play to use them: marked if one enters after combat)
    return f


def after_strike(g: Game, f: Fight, held) -> list | None:
    """Combat after the hero's strike, before the damage, for a deck with cards acting then (`Plan.cbt_after`): pumps
    of other attacks, "deals" triggers, readied attackers, second strikes, weapon pumps; the sweepers' targets."""
    cc = g.cc
    if cc.any_pump_other and g.a_c:
        other_pumps(g, f)
    if cc.any_deals and f.attackers:
        from deckcheck.wowtcg.goldfish.triggers import ally_deals
        ally_deals(g, f)           # "when an ally you control deals fire damage, your hero has Assault 1"
    if cc.any_deals_self and f.attackers:
        hits.self_deals(g, f)      # "when your hero or another ally you control deals fire damage, this ally has ..."
    if cc.any_ready and not g.n_cant_all and (f.attackers or f.hero_attacks):
        readied(g, f)
        if cc.any_enter_ready:
            enter_ready(g, f)      # an Instant ally readying a hero or ally of yours as it enters (readying.py)
    if cc.any_regain and f.hero_attacks:
        hits.hero_again(g, f)                  # (Windfury Totem) your hero readied: it attacks again, without weapons
    if cc.any_wready and f.struck:
        weapons.strike_again(g, f)             # "... for the first time each turn, ready this weapon and your hero"
    if cc.any_wpump and f.struck:
        f.bonus += weapons.pump(g, f.struck)   # "2 -> this weapon has +1 ATK this turn", with what is left at the end
    if cc.any_dots_cbt:
        from deckcheck.wowtcg.goldfish.dots import fel, pump
        if cc.any_dots_pump and g.dots_att and f.attackers:
            f.bonus += pump(g, f)              # "[1] -> Attached card has +2 ATK this turn" (dots.py)
        if cc.any_dots_fel and (f.attackers or f.hero_attacks):
            f.bonus += fel(g, f)               # "2 -> [Shadow] and [Fire] cards you control have +1 ATK" (dots.py)
    if cc.any_tap_boost and (f.attackers or f.hero_attacks):
        taps.boosts(g, f, held)                # "1, [Exhaust] -> Target Druid you control has Assault 1 this turn"
    swept = hits.sweepers(g, f) if cc.any_atk_sweep and f.attackers else None
    if cc.any_rdy_pump or cc.any_on_ready:
        g.rdy_att = {g.a_uid[j] for j in f.att_js}    # (before damage destroys any: they ready at your next ready
        #                                               step: readies.readied, turn.start_of_turn)
    return swept


def attack_value(g: Game, j: int, c: int) -> int:
    """The ATK ally c (at place j) attacks for: printed and Assault, attached, group and own bonuses."""
    a = g.plan.base_atk[c] + g.a_att[j]
    if g.groups:
        for n, mask in g.groups:
            if mask is None or c in mask:
                a += n
    if g.gconds:
        for n, cond in g.gconds:    # "Allies you control have Assault 1 while you control a Form"
            if g.cond_ok(cond, c):
                a += n
    if g.gpers:
        for gp in g.gpers:          # "Allies you control have +1 ATK for each equipment you control"
            a += gp[0] * (attached_count(g, j, gp) if gp[1] == P_ATT else g.per_count(gp, c))
    if g.tgpers:
        for gp, mask in g.tgpers:   # "Nature allies in your party have +1 ATK for each other Nature ally ..."
            if c in mask:
                a += gp[0] * g.per_count(gp, c)
    if g.xgroups:
        for xb in g.xgroups:        # "Each ally you control has Assault X, where X is its printed ATK"
            a += xb[c]
    if g.plan.own_atk[c]:
        cc = g.cc
        sb, sp = cc.self_bonus[c], cc.self_per[c]
        if sb is not None and g.cond_ok(sb[1], c):
            a += sb[0]
        if sp is not None:
            a += sp[0] * (attached_count(g, j, sp) if sp[1] == P_ATT else g.per_count(sp, c))
    if g.ctrs or g.catk:
        a += counters.ally_bonus(g, j, c)     # +1 / +1 counters, "+n ATK for each counter"
    if g.fero_now:
        a += g.fero_now.get(g.a_uid[j], 0)     # Enrage's +2 ATK this turn (enter.py)
    if g.dots_att:
        from deckcheck.wowtcg.goldfish.dots import att_atk
        a = att_atk(g, j, a)    # "+1 / +1 for each justice counter", "+X ATK", "double shadow damage" (dots.py)
    return a


def attached_count(g: Game, j: int, sp: tuple) -> int:
    """How many cards passing the count's filter are attached to the ally at place j (at most sp[4] when set)."""
    ids, most = sp[2], sp[4]
    k = sum(1 for x in g.attached.get(g.a_uid[j], ()) if ids is None or x in ids)
    return k if not most or k < most else most


def declare_all(g: Game, f: Fight, held=(), order: list | None = None) -> None:
    """Every ally that can attacks (`declare`), in the order of `order` ((place, card id) pairs) when given: then the
    first ally with "when this ally attacks, exhaust target hero" that attacks exhausts the opposing hero
    (`exhaust.declare_all` puts them first). An ally that simply attacks (`Plan.plain_att`: no power, trigger,
    second attack, ATK of its own but under a condition, or Ferocity under a condition), with no ongoing bonus in
    play but the groups' and no audit: its attack (or its wait for Ferocity) is worked out here, as `declare`,
    `attack_value` and `attacks` would (most attacks)."""
    plan, t = g.plan, g.t
    never, plain, base_atk = plan.never_attacks, plan.plain_att, plan.base_atk
    since, a_att, groups = g.a_since, g.a_att, g.groups
    quick = not (g.audit or g.stuck or g.gconds or g.gpers or g.tgpers or g.xgroups or g.ctrs or g.catk or g.fero_now
                 or g.dots_att)
    places = plan.att_places
    ferocity = g.cc.ferocity
    ex = g.cc.exh_att if order is not None else None
    for j, c in (enumerate(g.a_c) if order is None else order):     # (no ally enters or leaves play while
        if held and j in held:                                      #  attackers are declared)
            continue        # it exhausts for its power instead (taps.hold)
        pl = plain[c]
        if quick and pl:
            a = base_atk[c] + a_att[j]
            if pl == 2:     # its own ATK under a condition (`attack_value`)
                sb = g.cc.self_bonus[c]
                if g.cond_ok(sb[1], c):
                    a += sb[0]
            for n, mask in groups:
                if mask is None or c in mask:
                    a += n
            if since[j] < t or ferocity[c]:
                f.attackers.append(a)
                f.att_ids.append(c)
                if places:
                    f.att_js.append(j)
                    f.att_how.append("" if since[j] < t else "ferocity")
                if ex is not None and ex[c] and g.opp_exh < t:
                    exhaust.exhaust(g, c, 0, "attack", g.a_uid[j])
                continue
            if not g.fgroups:
                f.waiting.append((a, j))        # (it entered this turn: it waits for Ferocity)
                continue
        if not never[c] or g.woken and g.woken.get(g.a_uid[j]) == t:
            if ex is not None and ex[c] and g.opp_exh < t:
                before = len(f.att_ids)
                declare(g, f, j, c)
                if len(f.att_ids) > before:
                    exhaust.exhaust(g, c, 0, "attack", g.a_uid[j])
            else:
                declare(g, f, j, c)


def declare(g: Game, f: Fight, j: int, c: int) -> None:
    """Ally c at place j: it attacks (as often as it readies), waits for Ferocity, or uses its power instead."""
    cc, t = g.cc, g.t
    if cc.cant_attack[c] and (cc.cant_unless[c] is None or not g.cond_ok((C_CONTROL, cc.cant_unless[c]), c)) \
            and not (cc.asleep[c] and g.woken.get(g.a_uid[j]) == t) \
            and not (cc.grave_att[c] and g.opp is not None and g.opp[1] >= cc.grave_att[c]):
        return          # (cant_unless: it can attack while you control another such ally; asleep: readied, wake.py;
        #                  grave_att: while the opposing graveyard holds the cards it removes as it attacks, opp.py)
    if g.stuck and g.a_uid[j] in g.stuck:
        return          # it attacked and can't ready during your ready step (keywords.py)
    if cc.any_opp_att and (cc.mill_x[c] or cc.mill_p[c]) and opp.decks_now(g, j, c):
        return          # it mills the whole opposing deck instead (opp.py)
    if g.less_pows and cc.act[c] is not None and cc.act[c][2] == ACT_NEXT_LESS:
        from deckcheck.wowtcg.goldfish.nextless import declared
        if not declared(g, g.a_uid[j], c):
            return      # it exhausted for "your next card costs n less" (nextless.py)
    a = attack_value(g, j, c)
    if cc.any_cpower and cc.cpower[c] is not None and g.a_since[j] < t:
        from deckcheck.wowtcg.goldfish.powers import holds_for_power
        if holds_for_power(g, j, c, a):
            return      # it exhausts for its costly power after combat instead (`powers.costly_powers`)
    how = ""
    ac = cc.act[c]
    if ac is not None and cc.act_cond[c] is not None and not enter.power_ok(g, c):
        ac = None               # its power only while a condition holds (enter.py)
    if g.a_since[j] < t:
        pass
    elif cc.ferocity[c] or cc.fero_cond[c] is not None and g.cond_ok(cc.fero_cond[c], c):
        how = "ferocity"
    elif g.fero_now and g.a_uid[j] in g.fero_now:
        how = "now"             # Ferocity this turn as it entered (enter.py)
    elif g.fgroups and any(m is None or c in m for m in g.fgroups):
        how = "group"
    else:
        if cc.powers_now[c] and ac is not None and ac[1] and ac[2] in _POWERS:
            f.ally_acts.append(c)      # Time is Money: its [Exhaust] power the turn it enters
        elif not cc.grave_att[c]:       # (one that removes cards in a graveyard to attack, below: not given
            f.waiting.append((a, j))    #  Ferocity, which would skip that cost)
        return
    if ac is not None:
        a = power_instead(g, f, j, c, a)
        if a is None:
            return
    if cc.any_opp_att and cc.grave_att[c] and not opp.attack_paid(g, j, c):
        return          # its cards in the opposing graveyard removed as it attacks (opp.py)
    if g.audit:
        g.audit(("attack", g.a_uid[j], c, g.a_since[j], t, how))
        if g.groups or g.xgroups:   # the ongoing group ATK its attack counts: from the cards in play that give it
            g.audit(("ongoing", g.a_uid[j], c, sum(n for n, m in g.groups if m is None or c in m)
                     + sum(xb[c] for xb in g.xgroups)))
    times = 1
    ag = cc.again[c]
    if ag is not None and len(ag) > 2 and not sentinel_ok(g, ag[2], c):
        ag = None           # Sentinel while a condition holds: not now (statics)
    src = c
    if ag is None and cc.any_regain:
        ag, src = hits.regain(g, j, c)     # "when each ally in your party attacks for the first time each turn, you
        #                                     may pay 1. If you do, ready it" of another card in play (hits.py)
    if ag is not None and a > 0:
        # readied after it attacked (CR 602: attacking exhausts it): it attacks again; a paid power repeats while
        # resources last, the trigger once a turn
        while times <= 8 and (ag[0] < 0 and times == 1 or 0 <= ag[0] <= g.avail):
            if ag[0] > 0:
                g.pay(ag[0])
            times += 1
            if g.audit:
                g.audit(("readied", g.a_uid[j], src))
                g.audit(("attack", g.a_uid[j], c, g.a_since[j], t, how))
            if g.log:
                g.log(f"  {g.names[c]} readies{f' (pays {ag[0]})' if ag[0] > 0 else ''} and attacks again.")
            if ag[0] <= 0 or ag[1]:      # free, or paid once a turn: one more attack
                break
    if cc.any_opp_att and (cc.mill_w[c] or cc.opp_draw_w[c]):
        opp.own_attack(g, c, times)                 # "when this ally attacks, target player mills n" (opp.py)
    if cc.any_opp_att and cc.any_touch and g.attached and g.a_uid[j] in g.attached:
        a = opp.attached_attack(g, j, a, times)     # Grim Touch on it: its mill and Assault (opp.py)
    attacks(g, f, j, c, a, how, times)


def power_instead(g: Game, f: Fight, j: int, c: int, a: int) -> int | None:
    """Ally c's power in combat: used after combat, or instead of attacking (None: it does not attack), or pumping
    its own attack; its attack value."""
    cc = g.cc
    ac = cc.act[c]
    if ac[2] == ACT_READY_ALLY:
        return ready_power_instead(g, f, j, c, a)
    if ac[2] == ACT_GROUP_ATK or ac[2] == ACT_HERO_AGAIN:
        return hold(g, f, j, c, a)
    ready = g.a_since[j] < g.t
    if ac[2] in _POWERS:
        if not ac[1]:
            f.ally_acts.append(c)      # a power without [Exhaust]: after combat, as well as attacking
        elif a <= 0 and ac[2] != ACT_DAMAGE and ready:     # CR 302.2
            f.ally_acts.append(c)      # an ally of no ATK exhausts for its power instead
            return None
    if ready and ac[2] == ACT_DAMAGE and ac[1]:
        price = max(0, ac[0] - power_less(g, ac))
        dmg = act_n(g, c, ac[3])
        if dmg > a and price <= g.avail:
            g.pay(price)
            f.act_damage += dmg
            f.act_hits += 1
            if g.audit and cc.act_per[c] is not None:
                g.audit(("act_per", g.a_uid[j], c, dmg, tuple(g.a_c)))
            if g.log:
                g.log(f"  {g.names[c]} uses its power (pays {price}) for {dmg} damage.")
            return None
    if ac[2] == ACT_ATK and ac[7] != TO_SELF and ready and (ac[1] or ac[6]) \
            and ac[3] > (a if ac[1] else 0) and ac[0] <= g.avail and not (ac[6] and f.hero_used):
        # "[Exhaust] -> target ally has +2 ATK this turn": worth more than its own attack (or it costs your hero's
        # exhausting, not its own: then it attacks too)
        g.pay(ac[0])
        f.pumps.append((ac[3], ac[7], c))
        if ac[6]:
            f.hero_used = True
            if g.audit:
                g.audit(("exhaust_hero", c))
        if ac[1]:
            return None
    if cc.pump_other[c]:
        return a                # (its paid pump on another attack: `other_pumps`, once every attack is declared)
    if ac[2] == ACT_ATK and not ac[1] and not ac[6]:
        while ac[0] <= g.avail and ac[0] > 0:
            g.pay(ac[0])
            a += ac[3]
            if g.audit: g.audit(("self_pump", g.a_uid[j], c, ac[3], ac[0]))     # (audit_allies.on_self_pump)
            if len(ac) > 8 and ac[8]:
                break           # "Once on each of your turns: 1 -> This ally has Assault 3 ... this turn"
    return a


def act_n(g: Game, c: int, n: int) -> int:
    """The n of card c's activated power, times its count when it has one ("for each Demon ally you control")."""
    per = g.cc.act_per[c]
    return n if per is None else n * g.per_count(per, c)


def power_less(g: Game, ac: tuple) -> int:
    """A power's cost reduction "for each [tag] ally you control"."""
    if not ac[4]:
        return 0
    mask = ac[5]
    return ac[4] * sum(1 for c in g.a_c if mask is None or c in mask)


def attacks(g: Game, f: Fight, j: int, c: int, a: int, how: str, times: int = 1) -> None:
    """Ally c (place j) attacks `times` times for `a` each, with its attack triggers."""
    cc = g.cc
    if cc.any_eot and cc.eot_leave[c] == EOT_HAND_ATTACKED:
        g.att_back.add(g.a_uid[j])      # "put him into his owner's hand at the end of this turn" (drawbacks)
    if times == 1:
        f.attackers.append(a)
        f.att_ids.append(c)
        if g.plan.att_places:      # (places: what readies, which allies exhausted attacking)
            f.att_js.append(j)
            f.att_how.append(how)
    else:
        f.attackers += [a] * times
        f.att_ids += [c] * times
        if g.plan.att_places:
            f.att_js += [j] * times
            f.att_how += [how] * times
    if cc.any_no_ready and cc.no_ready[c]:
        keywords.exhausted_for_good(g, j)     # it stays exhausted
    if g.plan.atk_trig[c]:
        attack_triggers(g, f, c, times)


def attack_triggers(g: Game, f: Fight, c: int, times: int) -> None:
    """Ally c's triggers as it attacks `times` times: damage, draws, a search of the deck, "when it readies" (readied
    to attack again; at your next ready step: `turn.start_of_turn`)."""
    cc = g.cc
    f.act_damage += cc.atk_dmg[c] * times
    f.att_draws += cc.atk_draw[c] * times
    if cc.atk_pump[c]:
        f.pumps.append((cc.atk_pump[c] * times, TO_ANY, c))    # "another target hero or ally has +2 ATK this turn"
    if cc.any_dig and cc.atk_dig[c] is not None:
        f.att_digs += [cc.atk_dig[c]] * times
    if cc.any_on_ready and (cc.ready_draw[c] or cc.ready_dmg[c]):
        f.att_draws += cc.ready_draw[c] * (times - 1)      # readied to attack again: its trigger now
        f.act_damage += cc.ready_dmg[c] * (times - 1)
    f.act_hits += (cc.atk_dmg[c] > 0) * times


def granted_ferocity(g: Game, f: Fight) -> None:
    """Abilities in hand that give an ally Ferocity this turn, on the strongest allies that entered this turn."""
    cc, hand = g.cc, g.hand
    grant = cc.grant_fero
    for c in hand:
        if grant[c]:
            break
    else:
        return          # (no such ability in hand: most turns)
    f.waiting.sort(reverse=True)
    for i in range(len(hand) - 1, -1, -1):
        c = hand[i]
        if not f.waiting:
            break
        if cc.grant_fero[c] == 2:
            if cc.kind[c] == ABILITY and reduction(g, c, ABILITY) <= g.avail and not cc.xtra[c]:
                group_ferocity(g, f, i, c)
            continue
        if cc.grant_fero[c] and cc.kind[c] == ABILITY and reduction(g, c, ABILITY) <= g.avail and not cc.xtra[c]:
            price = reduction(g, c, ABILITY)       # (an additional cost: not in combat)
            hand.pop(i)
            g.pay(price)
            play.cast(g, c)
            a, j = f.waiting.pop(0)
            x = g.a_c[j]
            if g.audit:
                g.audit(("attack", g.a_uid[j], x, g.a_since[j], g.t, "granted"))
            attacks(g, f, j, x, a, "granted")
            if g.log:
                g.log(f"  plays {g.names[c]}: {g.names[x]}, which just entered, gains Ferocity.")


def group_ferocity(g: Game, f: Fight, i: int, c: int) -> None:
    """An ability in hand (hand[i]) giving the allies of a group Ferocity this turn ("Murloc allies you control have
    +1 ATK and Ferocity this turn"): cast when an ally of the group entered this turn and waits; each such ally
    attacks, and its ATK bonus this turn goes to the group's attacks."""
    cc = g.cc
    mask = cc.fero_mask[c]
    takers = [w for w in f.waiting if mask is None or g.a_c[w[1]] in mask]
    if not takers:
        return
    g.hand.pop(i)
    g.pay(reduction(g, c, ABILITY))
    play.cast(g, c)
    if g.log:
        g.log(f"  plays {g.names[c]}: {len(takers)} ally(ies) that just entered gain Ferocity.")
    for a, j in takers:
        f.waiting.remove((a, j))
        x = g.a_c[j]
        if g.audit:
            g.audit(("attack", g.a_uid[j], x, g.a_since[j], g.t, "granted"))
        attacks(g, f, j, x, a, "granted")
    if cc.bonus_n[c] and not g.n_cant_all:
        gain, with_hero = f.gain(cc.bonus_n[c], cc.bonus_to[c], cc.bonus_mask[c])
        f.bonus += gain
        f.hero_attacks = f.hero_attacks or with_hero
        f.hero_plus += cc.bonus_n[c] if with_hero else 0


OPP_DEALT = (C_OPP_DEALT,)


def weapon_atk(g: Game, weapons: list[int]) -> int:
    """What striking with these weapons adds to the hero's attack (their ATK, Assault, bonuses to such weapons, their
    own "+n ATK for each ...")."""
    cc = g.cc
    a = 0
    for w in weapons:
        a += cc.atk[w] + cc.assault[w]
        if cc.any_wcond:
            wc = cc.wcond[w]
            if wc is not None and (g.cond_ok(wc[1], w) or wc[1] == OPP_DEALT and g.fight is not None
                                   and any(v > 0 for v in g.fight.attackers)):
                # "this weapon has +2 ATK while your hero is attacking a damaged hero"; "... a hero that was dealt
                # damage this turn" (Heartseeker): each attack is a combat of its own (CR 600.1), so your allies
                # attacking this turn attack first and the hero after them
                a += wc[0]
                if g.audit:
                    g.audit(("weapon_cond", w, wc[0]))
        sp = cc.self_per[w]
        if sp is not None:
            k = g.per_count(sp, w)
            a += sp[0] * k
            if g.audit:
                g.audit(("per_atk", w, sp[0] * k, k))
        for n_w, ids_w in g.wgroups:
            if w in ids_w:
                a += n_w
    if weapons and (g.catk or g.ctrs):
        a += counters.weapon_bonus(g, weapons)     # +1 ATK counters, "+1 ATK for each counter"
    return a + (g.ong_weapon if weapons else 0)


def strike_price(g: Game, weapons: list[int], less: int = 0) -> int:
    """The strike cost of these weapons after "you pay n less to strike" reductions."""
    strike = g.cc.strike
    price = -less
    for w in weapons:
        price += strike[w]
    if g.ctrs:
        price -= counters.strike_less(g, weapons)     # "costs 1 less to strike for each counter on it"
    if g.less_in_play:
        price -= sum(m for w in weapons for what, m, _u, _mn, mask in g.less_in_play
                     if what == WEAPON + 10 and (mask is None or w in mask))
    if g.cc.any_wless:
        wless = g.cc.wless
        for w in weapons:
            wl = wless[w]
            if wl is not None and g.cond_ok(wl[1], w):
                price -= wl[0]      # "you pay 3 less to strike with this weapon while you control three allies"
                if g.audit:
                    g.audit(("strike_less", w, wl[0]))
    if g.cc.any_wmore:
        price += weapons_more(g, weapons)     # an upkeep paid with the strike; "1 more for each card in your hand"
    return price if price > 0 else 0


def hero_strikes(g: Game, f: Fight) -> None:
    """Your hero's attack: its ATK and ongoing bonuses, and its weapons when the strike is affordable."""
    cc = g.cc
    hero_a = g.hero_atk + g.ong_hero
    if g.audit and g.ong_hero:
        g.audit(("hero_ongoing", g.ong_hero))
    if g.hero_pers:
        for sp in g.hero_pers:
            hero_a += sp[0] * g.per_count(sp, -1)
    if g.hero_conds:
        for n_h, cond_h in g.hero_conds:
            if g.cond_ok(cond_h):
                hero_a += n_h
    if g.ctrs:
        hero_a += counters.hero_bonus(g)      # "your hero has +1 ATK while attacking for each counter"
    if cc.any_grave_atk and g.grave:
        hero_a += graveyard.grave_assault(g)  # "When this ally is in your graveyard, your hero has Assault 1"
    f.hero_base = hero_a          # without its weapons
    if f.hero_used:               # exhausted to pay an ally's power as it declared (CR 302.2): it can't attack
        f.hero_a = 0
        return
    ready_ws = weapons.ready_weapons(g) if g.w_late else g.weapons
    if ready_ws and not g.n_cant_all:
        wkey = tuple(ready_ws)
        struck = g.set_memo.get(wkey)
        if struck is None:
            struck = g.set_memo[wkey] = strike_set(ready_ws, cc, g.dual)
        price = strike_price(g, struck)
        if price and g.ctrs and g.cc.any_spend:
            price = spend.strike(g, struck, price)     # "remove a counter -> you pay 2 less to strike ..."
        if price <= g.avail:
            g.pay(price)
            hero_a += weapon_atk(g, struck)
            for w in struck:
                g.hero_types |= cc.dtype[w]
            f.hero_attacks = True
            f.struck = struck
            if cc.any_wleave or cc.any_alt:
                g.w_struck = list(struck)       # (weapons.py: a Thrown weapon returns to your hand at the end of turn)
            hp = g.hero_power
            if hp is not None and hp[1] == ACT_ATK and not g.flips and hp[0] <= g.avail:
                n_w = 0
                for w in struck:
                    n_w += w in hp[3]
                if n_w:             # "Your Ranged weapons have +3 ATK this turn" (Elendril's flip)
                    g.pay(hp[0])
                    g.flips = 1
                    hero_a += hp[2] * n_w
                    if g.log:
                        g.log(f"  flips the hero: its power (pays {hp[0]}): +{hp[2] * n_w} ATK.")
            if g.audit:
                g.audit(("strike", tuple(struck)))
            if g.dots_att:
                from deckcheck.wowtcg.goldfish.dots import weapon_bonus
                hero_a += weapon_bonus(g, struck)   # "Attached weapon has +ATK equal to ..." (dots.py)
            if g.log:
                g.log(f"  hero strikes with {' and '.join(g.names[w] for w in struck)} (pays {price}).")
            if cc.any_wtired:
                weapons.tire(g, struck)         # "your hero and this weapon can't ready during your next ready step"
    f.hero_a = hero_a
    if not f.hero_attacks and hero_a > 0 and not g.n_cant_all:
        f.hero_attacks = True


def bonuses(g: Game, f: Fight) -> None:
    """ATK bonuses for this turn: quests and abilities (from hand), allies that entered, powers."""
    cc = g.cc
    if cc.any_bonus:
        bonus_pool(g, f)
    for n, to, mask, _c in g.etb_now:     # allies' "+N ATK this turn" as they entered (before combat)
        if g.n_cant_all:
            break
        if to == TO_HERO and f.hero_used:
            continue                      # (your hero exhausted to pay a cost: it does not attack)
        gain, with_hero = f.gain(n, to, mask)
        f.bonus += gain
        f.hero_attacks = f.hero_attacks or with_hero
        f.hero_plus += n if with_hero else 0
    for c in g.actives:                   # "[Exhaust] -> your hero / target ally has +N ATK this turn" of a card
        ac = cc.act[c]
        if ac[2] == ACT_ATK and ac[0] <= g.avail and not g.n_cant_all \
                and not (ac[6] and (f.hero_attacks or f.hero_used)):
            gain, with_hero = f.gain(ac[3], ac[7], None)
            if gain > 0 and not (ac[6] and with_hero):
                g.pay(ac[0])
                f.pumps.append((ac[3], ac[7], c))
                f.hero_used = f.hero_used or bool(ac[6])
    for n, to, c in f.pumps:
        if g.n_cant_all:
            break
        if cc.atk_pump[c] and to == TO_ANY and all(x == c for x in f.att_ids):
            to = TO_HERO        # ("another target hero or ally" of an ally's attack, the only one: your hero's)
        gain, with_hero = f.gain(n, to, None)
        f.bonus += gain
        f.hero_attacks = f.hero_attacks or with_hero
        f.hero_plus += n if with_hero else 0
        if g.log:
            g.log(f"  {g.names[c]}'s power: +{gain} ATK this turn.")


def other_pumps(g: Game, f: Fight) -> None:
    """The allies' paid powers "3 -> Another target hero or ally has +3 ATK this turn" (Merrymaker Chen; "another
    target ally": Nessera Gildenrose), once every attack is declared: paid as often as resources last while another
    attack can take it (an ally attacking, not the one with the power, or your hero for "hero or ally", which then
    attacks for it)."""
    cc = g.cc
    for j, c in enumerate(g.a_c):
        if not cc.pump_other[c] or g.n_cant_all:
            continue
        ac = cc.act[c]
        ally = any(x != c for x in f.att_ids) or c in f.att_ids and g.a_c.count(c) > 1   # (a copy of it: another)
        hero = ac[7] == TO_ANY and not f.hero_used
        if not (ally or hero) or ac[0] <= 0:
            continue
        while ac[0] <= g.avail:
            g.pay(ac[0])
            f.bonus += ac[3]
            if not ally:
                f.hero_attacks = True       # (your hero attacks for it: its ATK 0 else)
                f.hero_plus += ac[3]
            if g.log:
                g.log(f"  {g.names[c]} pays {ac[0]}: another attack has +{ac[3]} ATK this turn.")


def bonus_pool(g: Game, f: Fight) -> None:
    """Quests completed and abilities played for "+N ATK this turn" (each where it adds something)."""
    cc, hand, plan = g.cc, g.hand, g.plan
    pool = [(c, -1) for c in g.quests if cc.bonus_n[c]] if plan.quest_bonus and g.quests else []
    if plan.abil_bonus:
        bonus_abil = cc.bonus_abil
        for i, c in enumerate(hand):
            if bonus_abil[c]:
                pool.append((c, i))
    if not pool:
        return
    used_hand: list[int] = []
    for c, i in pool:
        if g.n_cant_all:
            break
        price = cc.quest_pay[c] if i < 0 else reduction(g, c, ABILITY)
        if price > g.avail or (i < 0 and not g.cond_ok(cc.quest_cond[c])) or (i >= 0 and cc.xtra[c]):
            continue        # (an ability with an additional cost is not played in combat)
        if i >= 0 and cc.bonus_cond[c] is not None and not bonus_held(g, c):
            continue        # "while you have a Pet this turn, ... your hero has +3 ATK": not now (statics)
        if i >= 0 and cc.dmg_ally[c] and not own_survivor(g, cc.dmg_ally[c]):
            continue        # "n damage to target ally" (yours): only onto one that survives it, in combat (combat2)
        to = cc.bonus_to[c]
        if to == TO_WEAPON:         # (with a count: "... Assault 1 for each Shaman and Warrior you control")
            bn = cc.bonus_n[c] if cc.bonus_per[c] is None else cc.bonus_per[c][0] * g.per_count(cc.bonus_per[c], -1)
            gain = bn if f.hero_attacks and g.weapons else 0
        else:       # a count (bonus_per) only for hero, any or one ally
            bn = cc.bonus_n[c] if cc.bonus_per[c] is None else cc.bonus_per[c][0] * g.per_count(cc.bonus_per[c], -1)
            bm = cc.bmore[c]
            if bm is not None and any(x in bm[1] for x in f.att_ids):
                bn, to = bn + bm[0], TO_ALLY      # "..., or +4 ATK if it's a Monster": on an attacking Monster
            if cc.bonus_k[c] > 1:
                gain, with_hero = f.gain_many(bn, to, cc.bonus_mask[c], cc.bonus_k[c])
                if g.audit and gain > 0:
                    g.audit(("bonus_many", c, gain))
            else:
                gain, with_hero = f.gain(bn, to, cc.bonus_mask[c] if bm is None or to != TO_ALLY else bm[1])
            f.hero_attacks = f.hero_attacks or with_hero
        minus = own_minus(g, f, cc.bonus_minus[c]) if cc.bonus_minus[c] and gain > 0 else None
        if gain <= 0 or minus is not None and gain <= minus[0]:
            continue                # ("... target ally has -3 ATK this turn": one of yours, worth it only net)
        g.pay(price)
        if minus is not None:
            if minus[1] >= 0:
                f.attackers[minus[1]] -= minus[0]      # (the attack that takes the -m)
            if g.audit:
                g.audit(("own_minus", c, minus[0]))
            if g.log:
                g.log(f"    {g.names[c]}: its -{cc.bonus_minus[c]} ATK on an ally of yours costs {minus[0]}.")
        if i >= 0 and cc.echo[c]:
            gain *= g.copies(c)
        f.bonus += gain
        if i < 0:
            g.quests.remove(c)
            g.quests_changed()
            g.st.played[c] += 1
            if g.watchers:
                g.turned_down(c)
            if g.log:
                g.log(f"  completes {g.names[c]} (pays {price}): +{gain} ATK this turn.")
        else:
            used_hand.append(i)
            play.cast(g, c)         # (its "n damage to target ally": onto a survivor, `own_survivor`)
            if g.log:
                g.log(f"  plays {g.names[c]}: +{gain} ATK this turn.")
    for i in sorted(used_hand, reverse=True):
        hand.pop(i)


def own_survivor(g: Game, n: int) -> bool:
    """Is there an ally of yours that survives n damage (the target of an ability's "n damage to target ally" played
    in combat: no attacker leaves play mid-combat)?"""
    from deckcheck.wowtcg.goldfish.drawbacks import health_now
    return any(g.a_dmg[j] + n < health_now(g, j) for j in range(len(g.a_c)))


def own_minus(g: Game, f: Fight, m: int) -> tuple[int, int]:
    """ "Target ally has +3 ATK this turn. Target ally has -3 ATK this turn": the -m goes to an ally of yours (the
    passive opponent has none; CR 707.1d: it needs one), another than the attacker the +n goes to (the hardest
    hitting): one that did not attack (nothing lost), else the attack that loses least. (ATK lost, the place of
    that attack in `f.attackers` or -1); (m, -1) when you have no other ally: the bonus is worth nothing more."""
    js = f.att_js if len(f.att_js) == len(f.attackers) else list(range(len(f.attackers)))
    #                               (places not followed, `Plan.att_places`: no ally of the deck attacks twice)
    if len(g.a_c) > len(set(js)):
        return 0, -1                # (an ally of yours did not attack)
    best = max(range(len(f.attackers)), key=f.attackers.__getitem__)
    once = [i for i in range(len(f.attackers)) if js[i] != js[best] and js.count(js[i]) == 1]
    if not once:
        return m, -1                # (the same ally would take both, +n and -n; or one readied, -n on each attack)
    k = min(once, key=f.attackers.__getitem__)
    return min(m, max(f.attackers[k], 0)), k


def readied(g: Game, f: Fight) -> None:
    """Abilities that ready what attacked (it attacks again, CR 602) or double an attack this turn."""
    cc, hand, readier = g.cc, g.hand, g.plan.readier
    used_hand: list[int] = []
    decked = False
    for i, c in enumerate(hand):
        if not readier[c]:
            continue
        r = cc.readies[c]
        price = reduction(g, c, ABILITY)
        if price > g.avail or (r is not None and r[3] is not None and not g.cond_ok(r[3])) \
                or cc.xtra[c] and not extra_ok(g, c):
            continue
        try:
            if r is None:
                used = double_atk(g, f, c, price)
            elif r[0] == R_ALLY or r[0] == R_ALLIES:
                used = ready_allies(g, f, c, price)
            else:
                used = ready_hero(g, f, c, price)
        except Decked:      # (its other effects drew from an empty deck: the rest of this combat is played out)
            used, decked = True, True
        if used:
            used_hand.append(i)
    for i in sorted(used_hand, reverse=True):
        hand.pop(i)
    if decked:
        raise Decked


def double_atk(g: Game, f: Fight, c: int, price: int) -> bool:
    """ "Double the ATK this turn" of your hero or of an attacking ally: as much again."""
    dbl = g.cc.dbl[c]
    hero = (f.hero_a if f.hero_attacks else 0) if dbl >= 2 else 0
    gain = hero if dbl == 2 else max(hero, max(f.attackers, default=0))   # (3: your hero or an ally, the harder hit)
    if gain <= 0:
        return False
    g.pay(price)
    play.cast(g, c)
    f.bonus += gain
    if g.log:
        g.log(f"  plays {g.names[c]}: +{gain} ATK this turn (double).")
    return True


def ready_allies(g: Game, f: Fight, c: int, price: int) -> bool:
    """Ready one attacking ally (the one that hits hardest) or each one: they attack again."""
    cc = g.cc
    r = cc.readies[c]
    once: dict[int, int] = {}       # place in a_c -> the attack it makes again
    for k, v in enumerate(f.attackers):
        j = f.att_js[k]
        if v > 0 and j not in once and (r[1] is None or f.att_ids[k] in r[1]):
            once[j] = k
    if not once:
        return False
    if r[0] == R_ALLY:
        again = [max(once.values(), key=lambda k: f.attackers[k] + cc.atk_dmg[f.att_ids[k]])]
    else:
        again = list(once.values())
    g.pay(price)
    play.cast(g, c)
    decked = False
    try:
        play.resolve(g, c)      # its other effects (Divine Plea's draw, with their conditions)
    except Decked:
        decked = True
    for k in again:
        attack_again(g, f, k, c)
    if g.log:
        g.log(f"  plays {g.names[c]}: {' and '.join(g.names[f.att_ids[k]] for k in again)} ready and attack again.")
    if decked:
        raise Decked
    return True


def ready_hero(g: Game, f: Fight, c: int, price: int) -> bool:
    """Ready your hero after it attacked (and strike again with its weapons, paying their strike cost)."""
    cc = g.cc
    r = cc.readies[c]
    if not f.hero_attacks:
        return False
    ws: list[int] = []
    wprice = 0
    if r[0] != R_HERO and f.struck:
        ws = [w for w in f.struck if w in r[1]]
        if ws and r[2]:
            ws = [max(ws, key=cc.atk.__getitem__)]
        if ws:
            wprice = strike_price(g, ws, r[4] if len(r) > 4 else 0)
    again_n = f.hero_base + weapon_atk(g, ws)
    if len(r) > 5 and ws:       # (draws) "Melee weapons you control have +2 ATK this turn"; "the next time your hero
        again_n += r[5] * len(ws)   # would deal nature damage this turn, +2": this strike, with a weapon of that type
        if r[6] is not None and any(cc.dtype[w] & r[6][1] for w in ws):
            again_n += r[6][0]
    each = cc.restrike_pay[c]       # "whenever you strike with a Ranged weapon, you may pay 1: ready it and your hero"
    if each >= 0 and not ws:
        return False                # (no strike with such a weapon: nothing triggers)
    if again_n <= 0 or price + wprice + max(each, 0) > g.avail:
        return False
    g.pay(price)
    if cc.xtra[c]:
        pay_extra(g, c)         # (Twisted Rampage: "destroy an ability, ally, or equipment you control")
    play.cast(g, c)
    decked = False
    try:
        play.resolve(g, c)
    except Decked:
        decked = True
    times = 0
    while times == 0 or each >= 0 and times < 20 and each + wprice <= g.avail:
        times += 1
        if each > 0:
            g.pay(each)
        if g.audit:
            g.audit(("ready_hero", c, -1))
        if ws:
            g.pay(wprice)
            for w in ws:
                g.hero_types |= cc.dtype[w]
            if g.audit:
                g.audit(("strike", tuple(ws)))
        f.bonus += again_n
    if g.log:
        g.log(f"  plays {g.names[c]}: the hero readies and attacks again"
              f"{' with ' + ' and '.join(g.names[w] for w in ws) + f' (pays {wprice})' if ws else ''}: {again_n}"
              f"{f', {times} times (pays {each} each)' if times > 1 or each > 0 else ''}.")
    if decked:
        raise Decked
    return True


def doubled(g: Game, f: Fight) -> int:
    """The combat damage the doublings in play add ("if a hero or ally in your party would deal nature damage, it
    deals double that much instead"): each ally's attack of its damage type, your hero's attack with the damage
    types of the weapons it struck with (without one: of no known type). This turn's ATK bonuses pooled in
    `f.bonus` are not doubled (the engine errs low)."""
    cc = g.cc
    more = 0
    for x, v in zip(f.att_ids, f.attackers):
        if v > 0:
            more += v * (g.mult(False, True, False, cc.dtype[x]) - 1)
    if f.hero_attacks and f.hero_a > 0:
        bits = 0
        for w in f.struck:
            bits |= cc.dtype[w]
        more += f.hero_a * (g.mult(True, True, False, bits, bool(f.struck)) - 1)
    return more


def damage(g: Game, f: Fight) -> None:
    """The combat's damage to the goldfish's hero (with the damage boosts in play), then the attack triggers'
    searches and draws; Haste and "your hero dealt combat damage" for the rest of the turn."""
    cc = g.cc
    if g.audit and f.hero_attacks:
        g.audit(("hero_attack", g.t))
    allies = sum(f.attackers)
    total = allies + (f.hero_a if f.hero_attacks else 0) + f.bonus + f.act_damage
    if g.doubles and total:
        total += doubled(g, f)
    if g.boosts and total:
        for x, v in zip(f.att_ids, f.attackers):
            if v > 0:
                total += g.bst(False, True, False, cc.dtype[x])
        if f.hero_attacks and f.hero_a + f.bonus > 0:
            total += g.bst(True, True, False, g.hero_types, bool(f.struck))   # (a Seal: with a weapon only)
        total += f.act_hits * g.bst(False, False, False, 0)
    if total and g.log:
        g.log(f"  attacks with {len(f.attackers)} ally(ies){' and the hero' if f.hero_attacks else ''}: "
              f"{total} damage.")
    g.turn_dmg += total
    for ids in f.att_digs:        # "when this ally attacks, search your deck for a Murloc"
        g.topq.clear()
        pick = g.best_of(x for x in g.lib if x in ids)
        if pick >= 0:
            g.take(pick, "searches the deck")
    if f.att_draws:
        g.draw_cards(f.att_draws)      # "when this ally attacks, draw"
    g.hero_hit = f.hero_attacks and (f.hero_a + f.bonus) > 0
    if g.plan.dmg_after:
        after_damage(g, f)
    if allies > 0:
        g.turn_less[1] = 1    # Haste: an ally you controlled dealt damage to an opposing hero
        if cc.any_party_dealt:
            for x, v in zip(f.att_ids, f.attackers):
                if v > 0:
                    g.party_types |= cc.dtype[x]    # "if a hero or ally you controlled dealt [Shadow] damage this turn"


def after_damage(g: Game, f: Fight) -> None:
    """The triggers on the combat's damage, for a deck with such cards (`Plan.dmg_after`): a weapon's hit, an ally's
    hit, a party's hit, counters."""
    if g.cc.any_strike and g.hero_hit and f.struck:
        strike_triggers(g, f.struck)     # "when your hero deals combat damage with a weapon"
    if g.cc.any_hit and f.attackers:
        hit_triggers(g, f.att_ids, f.attackers)     # "when this ally deals damage to an opposing hero"
    if g.cc.any_hits and (f.attackers or g.hero_hit):
        hits.after(g, f)            # "when an ally in your party deals combat damage to a defending hero, ..."
    if g.ctrs:
        counters.after_damage(g, f.struck if g.hero_hit else [], f.attackers, f.hero_attacks, f.att_ids)
    elif f.hero_attacks and g.cc.any_ctr:
        g.ctr_used[counters.HERO] = g.t     # (your hero attacked: `hero_idle` no more this turn, for a card with
        #                                     counters played after combat too, Pendant of Quiet Breath)
