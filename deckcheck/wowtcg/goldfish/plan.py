"""A deck's plan: facts derived once from its compiled tables (`Compiled`) that every game of the deck shares, so
a turn skips the scans no card of the deck can answer and does not work out twice what depends only on the deck.

`plan_of(cc)` builds it on the first game of a deck and hands back the same plan for the next ones (the compiled
tables are never changed once built). Nothing here is a rule of its own: each fact is what the step named beside it
would find in the same records on every turn, worked out once, so the games are the same with or without it.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import ABILITY, ALLY, ATT_NONE, GEAR, R_STRIKE, Compiled
from deckcheck.wowtcg.goldfish.codes import EOT_HAND_ATTACKED


class Plan:
    """What the games of one deck share."""

    __slots__ = ("min_cost", "any_haste", "flip_after_combat", "tiers", "regrow_att", "never_attacks", "base_atk",
                 "own_atk", "tag_sets", "forces", "starter", "turn_rules", "resolves", "atk_trig", "quest_bonus",
                 "abil_bonus", "grant_fero", "post", "can_die", "readier", "no_watch", "strike_memo", "set_memo",
                 "dual_memos", "plain_att", "x_cost", "gear_cost", "main_rows", "att_places", "pw_bits",
                 "start_steps", "late_steps", "plain_play", "main_price", "main_fixed", "plain_enter",
                 # the sections of the turn (`_sections`)
                 "pre_combat", "post_combat", "cbt_before", "cbt_after", "cbt_end", "dmg_after", "eot_steps",
                 "main_more", "mill_turn", "start_more", "place_extras")

    def __init__(self, cc: Compiled):
        n = len(cc)
        #: the least a card of the deck the engine plays from hand before or after combat (one of use, or a burner)
        #: costs with no cost reduction in force (0: one costs nothing, or lowers its own cost: Preparation, Rift,
        #: "costs n less if ...") (`Game.broke`)
        self.min_cost = min((0 if cc.own_less[c] else cc.cost[c] for c in range(cc.ndeck)
                             if cc.value[c] or cc.burner[c]), default=0)
        #: some card costs less once an ally of yours hit the opposing hero this turn (Haste)
        self.any_haste = any(cc.haste)
        # (the turn's modules need the game state, which needs this one: imported once the modules are loaded)
        from deckcheck.wowtcg.goldfish.powers import AFTER_COMBAT
        from deckcheck.wowtcg.goldfish.turn import card_tier
        #: the hero has a flip power used after combat (`powers.hero_flip`)
        self.flip_after_combat = cc.hero_power is not None and cc.hero_power[1] in AFTER_COMBAT
        #: per card id: what its records decide of its priority in the main phase (`turn.card_tier`)
        self.tiers = [card_tier(cc, c) for c in range(n)]
        #: per card id: 1 when it puts an ally from your graveyard into play and is attached to it: it needs one
        #: there it can return (`costs.returnable`; `turn.best_play`, `turn.after_combat`)
        self.regrow_att = [int(bool(cc.regrow[c] is not None and cc.regrow_x[c] and cc.regrow_x[c][4]))
                           for c in range(n)]
        #: per card id: what `turn.best_play` reads of it, None for a card never played before combat (tier NEVER),
        #: else (tier, kind, printed cost, own_less, unique, 1 when it needs something (`xtra` or `needs`), regrow_att,
        #: 1 when `turn.priority` is (tier, price) within what is spare: a positive tier, no tag limit, no attachment)
        self.main_rows = [None if not self.tiers[c] else
                          (self.tiers[c], cc.kind[c], cc.cost[c], cc.own_less[c], cc.unique[c],
                           int(bool(cc.xtra[c] or cc.needs[c] or cc.xdiscard[c])), self.regrow_att[c],
                           int(self.tiers[c] > 0 and not cc.limits[c] and cc.attach[c] == ATT_NONE
                               and not (cc.any_kind_played and cc.selfless[c]))) for c in range(n)]
        #: per card id: the limited tags it has (`Game.holders`)
        self.tag_sets = [frozenset(tid for tid, _n in cc.limits[c]) for c in range(n)]
        #: per card id: 1 when it adds something to the cards in play while it is there (`Game._in_force`)
        self.forces = [int(bool(cc.ong_n[c] or cc.hero_per[c] is not None or cc.hero_cond[c] is not None
                                or cc.wbonus[c] is not None or cc.boost[c] is not None or cc.dot[c] or cc.all_fero[c]
                                or cc.group_per[c] is not None or cc.group_cond[c] is not None
                                or cc.xbonus[c] is not None
                                or cc.doubles[c] is not None or cc.cant_all[c] or cc.less[c] or cc.grant_dual[c]
                                or cc.tag_plus[c] is not None and not cc.tag_plus[c][2])) for c in range(n)]
        #: per card id: 1 when it has a power whose cost exhausts it or allies of yours (`Compiled.tap`: taps.py), 2 when
        #: a power whose cost destroys a card, removes cards or hurts it (`Compiled.cpower`: `powers.costly_powers`),
        #: 3 both (`Game.n_tap`, `Game.n_cpow`: while none is in play, combat and the turn skip those steps)
        self.pw_bits = [int(cc.tap[c] is not None) | 2 * int(cc.cpower[c] is not None) for c in range(n)]
        #: some card acts at the start of your turn beyond its damage and draws (`turn.start_steps`), or after combat
        #: once the cards still worth playing are played (`turn.late_steps`)
        #  (of the opponent's counts only the mills at the start of your turn act then: `opp.turn_start`)
        self.start_steps = bool(cc.any_turn_scry or cc.any_opp and any(m is not None for m in cc.mill_t) or cc.any_turns
                                or cc.any_turn_dmg or cc.any_fuse_cond or cc.any_ctr or cc.any_fuel or cc.any_grave
                                or cc.any_dots_turn or cc.any_rdy_hurt)
        #  (a deck whose only late step is the hero's flip takes it in `turn.play_turn`)
        self.late_steps = bool(cc.any_cpower or cc.any_tap or cc.any_ctr or cc.any_wake
                               or cc.any_gear or cc.any_opp_back or cc.any_mill_x or cc.any_trick or cc.any_dots_pow)
        #: per card id: 1 when it draws or makes tokens at the start of your turn while in play (`Game.starters`)
        self.starter = [int(bool(cc.turn_draw[c] or cc.token[c] is not None and cc.token[c][2] or cc.tcopy[c] == 2
                                 or cc.turn_scry[c] or cc.tap_res[c]))
                        for c in range(n)]
        #: per card id: 1 when, while in play, it changes the hand size, the resources placed a turn or the start of
        #: your turn (`Game.enter`, `Game.leave`)
        self.turn_rules = [int(bool(self.starter[c] or cc.hand_plus[c] or cc.extra_place[c])) for c in range(n)]
        #: per card id: the steps of `play.resolve` its one-shot effects need (R_* bits; 0: none)
        self.resolves = [_one_shot(cc, c) for c in range(n)]
        #: per card id: its printed ATK and Assault (`combat.declare`)
        self.base_atk = [cc.atk[c] + cc.assault[c] for c in range(n)]
        #: per card id: 1 when it can't attack whatever else is in play (totems; `combat.declare` would return
        #: at once)
        self.never_attacks = [int(bool(cc.cant_attack[c] and cc.cant_unless[c] is None and not cc.grave_att[c]))
                              for c in range(n)]
        #: per card id: 1 when it has ATK of its own beyond its printed ATK (`combat.declare`)
        self.own_atk = [int(cc.self_bonus[c] is not None or cc.self_per[c] is not None) for c in range(n)]
        #: per card id: 1 when it has a trigger as it attacks (`combat.attack_triggers`)
        self.atk_trig = [int(bool(cc.atk_dmg[c] or cc.atk_draw[c] or cc.atk_pump[c] or cc.any_dig and cc.atk_dig[c] is not None
                                  or cc.any_on_ready and (cc.ready_draw[c] or cc.ready_dmg[c]))) for c in range(n)]
        #: the places of the allies' attacks are kept (`Fight.att_js`, `att_how`: `combat.attacks` and
        #: `combat.declare_all`): something reads which allies attacked (readies, costly powers, pumps, "deals")
        self.att_places = bool(cc.any_ready or cc.any_cpower or cc.any_pump or cc.any_deals or cc.any_tap
                               or cc.any_hits or cc.any_atk_sweep or cc.any_dots_pump or cc.any_rdy_pump
                               or cc.any_on_ready)
        #: per card id: 1 when it simply attacks for its printed ATK, what is attached to it and the ongoing bonuses
        #: in play (`combat.declare_all`): it can attack, with no power, no costly power, no second attack, no
        #: trigger as it attacks, no ATK of its own, no Ferocity under a condition, and it readies; 2 when it does all
        #: that with an ATK of its own under a condition besides ("+3 ATK while attacking an exhausted hero")
        self.plain_att = [int(not cc.cant_attack[c] and cc.act[c] is None and cc.cpower[c] is None
                              and cc.again[c] is None and not cc.no_ready[c] and not self.atk_trig[c]
                              and cc.self_per[c] is None and cc.fero_cond[c] is None and not cc.any_regain
                              and cc.eot_leave[c] != EOT_HAND_ATTACKED
                              and not cc.mill_x[c] and not cc.any_touch and not cc.mill_w[c] and not cc.mill_p[c])      # (opp.py: decks_now, attached_attack)
                          * (2 if cc.self_bonus[c] is not None else 1) for c in range(n)]
        #: per card id: 1 for an ally whose play is paying for it, entering play and resolving (`play.play`): no
        #: condition, additional or alternate cost, tag limit, attachment, search, token bought or drawback as it enters,
        #: in a deck with no card that acts when you play a card (`dots.on_play`)
        self.plain_play = [int(cc.kind[c] == ALLY and cc.play_cond[c] is None and cc.alt_grave[c] is None
                               and not cc.xtra[c] and not cc.xdiscard[c] and not cc.limits[c] and cc.attach[c] == ATT_NONE
                               and not cc.gather[c] and cc.buy_token[c] < 0 and not cc.dmg_ally[c] and not cc.kill_own[c]
                               and not cc.eot_discard[c] and not cc.dmg_others[c] and cc.sweep[c] is None
                               and not cc.flip_down[c] and cc.swap_tok[c] is None and not cc.any_dots_play
                               and not cc.any_kind_played)
                           for c in range(n)]
        self._short_paths(cc, n)
        #: some quest gives "+N ATK this turn" / some ability in hand does (`combat.bonus_pool`)
        self.quest_bonus = any(cc.bonus_n[c] and cc.quest_pay[c] >= 0 for c in range(n))
        self.abil_bonus = any(cc.bonus_abil)
        #: some card gives an ally that just entered Ferocity (`combat.granted_ferocity`)
        self.grant_fero = any(cc.grant_fero)
        self._sections(cc)
        #: some card is played after combat (`turn.after_combat`)
        self.post = any(cc.post)
        #: the least an X damage card costs (`damage.x_damage` casts none with fewer than that and the policy's
        #: least X ready) and a gear the engine plays only to use resources (`turn.spare_gear`)
        self.x_cost = min((cc.cost[c] for c in range(n) if cc.dmg[c] == -1), default=0)
        self.gear_cost = min((cc.cost[c] for c in range(n) if cc.kind[c] == GEAR and not cc.value[c]), default=0)
        #: some card can be a dead card in hand (`resources.dead_cards`)
        self.can_die = any(cc.can_die)
        #: per card id: an ability with no additional cost that readies what attacked or doubles an attack
        #: (`combat.readied`)
        self.readier = [int((cc.readies[c] is not None or bool(cc.dbl[c])) and cc.kind[c] == ABILITY
                            and not (cc.xtra[c] and (cc.readies[c] is None or cc.readies[c][0] != R_STRIKE)))
                        for c in range(n)]      # (an additional cost: only your hero and its weapons readied, draws)
        #: no card watched, per card id (`Game.watch` when the run watches none; never written to)
        self.no_watch = [0] * len(cc.early)
        #: the weapons the hero strikes with (`state.strike_set`) and their strike cost, by the weapons in play
        self.strike_memo: dict[tuple, int] = {}
        self.set_memo: dict[tuple, list] = {}
        #: the two memos for each dual wield your hero can have (`Game.dual`): a card in play grants it
        self.dual_memos: dict[int, tuple[dict, dict]] = {cc.hero_dual: (self.strike_memo, self.set_memo)}

    def _sections(self, cc: Compiled) -> None:
        """The sections of the turn the deck's cards act in (the turn skips the others at once)."""
        #: the deck has a card acting in this part of the turn (each a section the turn skips at once when none does):
        #: before combat, after it (`turn.play_turn`), in combat between the declarations and the strike, after the
        #: strike, after the damage (`combat.combat`), after the damage's own steps (`combat.damage`), at the end of
        #: the turn (`turn.end_of_turn`), in the main phase once no card in hand is worth playing (`turn.main_phase`)
        self.pre_combat = bool(cc.any_wake or cc.any_flash or cc.any_exh_pow)
        self.post_combat = bool(cc.any_res_power or cc.any_hero_res)
        self.cbt_before = bool(cc.any_fero_pow or self.grant_fero or cc.any_tap_fero or cc.any_pet_ready
                               or cc.any_tap_combat)
        self.cbt_after = bool(cc.any_ctr and cc.any_spend or cc.any_pump_other or cc.any_deals or cc.any_deals_self
                              or cc.any_ready or cc.any_regain or cc.any_wready or cc.any_wpump or cc.any_dots_cbt
                              or cc.any_tap_boost or cc.any_atk_sweep or cc.any_rdy_pump or cc.any_on_ready)
        self.cbt_end = bool(cc.any_wzeal or cc.any_tap)
        self.dmg_after = bool(cc.any_strike or cc.any_hit or cc.any_hits or cc.any_ctr)
        self.eot_steps = bool(cc.any_eot_ally or cc.any_turns_end or cc.any_weak_trig)
        self.main_more = bool(cc.any_artifact or cc.any_res_power or cc.any_trick_main)
        #: at the start of the turn: a card mills the opposing deck (`opp.turn_start`); the steps after the draw and
        #: the start-of-turn triggers (`turn.more_start_steps`)
        self.mill_turn = any(m is not None for m in cc.mill_t)
        self.start_more = bool(cc.any_rdy_hurt or cc.any_fuse_cond or cc.any_dots_turn or cc.any_fuel or cc.any_grave)
        #: a resource placed does something more (`resources.placed_extras`)
        self.place_extras = bool(cc.any_stash or cc.any_place or cc.any_ctr)

    def _short_paths(self, cc: Compiled, n: int) -> None:
        """Per card id, what lets the main phase and `Game.enter` take their short path."""
        #: per card id: the least `turn.best_play` can charge for it with no reduction in force (-1: never played before
        #: combat; 0: it lowers its own cost), so a card beyond what is ready is passed over at once
        self.main_price = [-1 if row is None else 0 if row[3] else row[2] for row in self.main_rows]
        #: per card id: its priority in `turn.best_play` (tier * 1000 + printed cost) when that is all there is to it
        #: with no reduction in force: `simple`, and nothing unique, needed, returned or lowering its own cost; else 0
        self.main_fixed = [0 if row is None or not row[7] or row[3] or row[4] or row[5] or row[6] else
                           row[0] * 1000 + row[2] for row in self.main_rows]
        #: per card id: 1 for an ally whose entering play is taking its place among the allies (`Game.enter`): nothing
        #: it changes while in play (turn rules, powers, uniqueness, triggers, counters, what is in force), in a deck
        #: with no card that acts as an ally enters (a look at the deck, the opposing deck, health lost); 2 when it
        #: counts towards tag limits besides (a Pet)
        self.plain_enter = [int(cc.kind[c] == ALLY and not self.turn_rules[c] and not self.pw_bits[c]
                                and not cc.unique[c] and cc.watch[c] is None and not self.forces[c] and cc.act[c] is None
                                and not (cc.any_ctr and cc.ctr[c] is not None) and not cc.any_enter_look
                                and not (cc.any_opp and (cc.mill_e[c] or cc.mill_ex[c] or cc.opp_draw_e[c]
                                                         or cc.any_tribe_mill))
                                and not cc.any_hp_less) * (2 if cc.limits[c] else 1)
                            for c in range(n)]


# The steps of `play.resolve`, each taken only by a card whose records give it something to do.
R_ETB = 1       # "+N ATK this turn" as it enters
R_DAMAGE = 2    # damage.on_play
R_RESOURCE = 4  # resources.on_play
R_TOKENS = 8    # play.tokens_now
R_LESS = 16     # resources.reductions_on_play
R_LIBRARY = 32  # library: look, Portal, regrowth; a token copy of your best ally; the graveyard shuffled back
R_DRAW = 64     # play.draws
R_LASTING = 128  # play.lasting
R_ENTER = 256   # enter.on_enter: Enrage, Ferocity this turn as it enters (under its condition)
R_EXH = 512     # exhaust.on_play: the opposing hero exhausted as it resolves or enters


def _one_shot(cc: Compiled, c: int) -> int:
    """The steps of `play.resolve` card c needs (R_* bits)."""
    token = cc.token[c]
    return ((cc.etb_bonus[c] is not None) * R_ETB
            | (cc.dmg[c] > 0 or cc.dmg_x[c] is not None) * R_DAMAGE
            | bool(cc.extra_res[c] or cc.ready_res[c]) * R_RESOURCE
            | (token is not None and not token[2] or cc.tcopy[c] == 3) * R_TOKENS
            | bool(cc.less[c] or cc.next_less[c]) * R_LESS
            | bool(cc.dig[c] is not None or cc.scry[c] or cc.portal[c] is not None or cc.tcopy[c] == 1
                   or cc.regrow[c] is not None or cc.shuffle[c]) * R_LIBRARY
            | bool(cc.draw[c] or cc.draw_per[c] is not None or cc.draw_upto[c]) * R_DRAW
            | (cc.lasting[c] is not None) * R_LASTING
            | bool(cc.enrage[c] or cc.etb_fero[c] or cc.unflip[c]) * R_ENTER
            | bool(cc.exh_play[c]) * R_EXH)


_PLANS: dict[int, tuple[Compiled, Plan]] = {}
_KEEP = 16          # plans kept (the decks of one run: a few; a long-lived process does not grow without end)


def plan_of(cc: Compiled) -> Plan:
    """The plan of the deck compiled as `cc` (built on its first game)."""
    hit = _PLANS.get(id(cc))
    if hit is not None and hit[0] is cc:
        return hit[1]
    plan = Plan(cc)
    if len(_PLANS) >= _KEEP:
        del _PLANS[next(iter(_PLANS))]
    _PLANS[id(cc)] = (cc, plan)
    return plan
