"""The state of one goldfish game (`Game`): the zones, the resources, what the cards in play add up to, and the
few moves every family of effects makes (draw, pay, a card entering or leaving play, a trigger firing, a
condition checked). The families' handlers (`damage`, `library`, `tokens`, `costs`, `play`, `quests`,
`combat`, `powers`) act on it; `turn` plays a turn as the CR's steps.

Card ids index the compiled tables (`Compiled`); nothing is looked up by name while playing.
"""
from __future__ import annotations

import random
from typing import Callable

from deckcheck.wowtcg.goldfish.compile import (ACT_NEXT_LESS, ALLY, B_ALLIES, B_HERO, C_ABIL_DEALT, C_ALLIES,
                                               C_ALLY_HIT, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_HERO_HIT, C_OPP_DMG,
                                               C_PLAYED, EV_ENTERS, P_ALLY, P_CARD, P_EXH, P_GRAVE, P_HAND, P_HIGH, P_PERM, P_RES,
                                               S_ABILITY, S_COMBAT, S_NONCOMBAT, S_WEAPON, TO_ALLIES, TO_ALLY, TO_HERO,
                                               TO_PARTY, TO_WEAPON, W_MELEE, W_RANGED, WEAPON, Compiled)
from deckcheck.wowtcg.goldfish.codes import (P_HALF_LEFT, P_OPP_DMG, P_OPP_GRAVE, P_OPP_HAND, P_PLAYED, P_RES_DOWN, P_SUM,
                                             P_TOPATK)
from deckcheck.wowtcg.goldfish.codes import DOUBLE_ATK, EV_FLIP
from deckcheck.wowtcg.goldfish.conditions import cond_more
from deckcheck.wowtcg.goldfish.plan import plan_of
from deckcheck.wowtcg.goldfish.policies import Policy


class Decked(Exception):
    """The player must draw from an empty deck: the game is lost (CR 102.1a, 410.6b)."""


class Game:
    """One game in play. Allies in play are parallel lists (`a_c` card id, `a_since` turn it entered, `a_dmg`
    damage on it, `a_att` ATK attached to it, `a_uid` its identity); other permanents are `perms` / `p_uid`."""

    __slots__ = (
        "cc", "plan", "st", "policy", "health", "first", "hero_atk", "log", "names", "drawn", "audit", "watch", "rand",
        "dual", "hero_power", "t", "lib", "topq", "hand", "res", "avail", "spent", "quests", "grave", "a_c", "a_since",
        "a_dmg", "a_att", "a_uid", "perms", "p_uid", "weapons", "actives", "uid_next", "tok_uids", "ong_hero",
        "ong_weapon", "dot", "n_cant_all", "n_places", "max_plus", "hero_pers", "hero_conds", "wgroups", "starters",
        "groups", "fgroups", "less_in_play", "less_turn", "less_pows", "boosts", "tag_count", "in_play", "watchers",
        "etb_now", "flips", "strike_memo", "set_memo", "dmg", "turn_dmg", "hero_types", "abil_types", "hero_hit", "party_types",
        "played_n", "played_inst", "played_kinds", "turn_less", "seen", "wseen", "eot_discard", "tag_more", "duals",
        "ctr", "catk", "ctrs", "ctr_used", "gpers", "tgpers", "xgroups", "doubles", "attached", "gconds", "lent",
        "att_links", "woken", "wake_used", "stuck", "pre_used", "w_struck", "tired_t", "w_late", "fero_now", "gone_t",
        "res_cap", "q_least", "fight", "alt_used", "back_due", "att_back", "opp", "opp_held", "q_own", "placed_up",
        "q_first", "w_links", "less_tap", "res_used", "n_tap", "n_cpow", "dots_hp", "dots_att", "opp_exh", "weak",
        "tired", "rdy_att")

    def __init__(self, cc: Compiled, deck: list[int], policy: Policy, rng: random.Random, st, *, health: int,
                 first: bool, hero_atk: int, log: Callable[[str], None] | None, watch: list[int] | None,
                 drawn: list[int] | None, audit: Callable[[tuple], None] | None):
        self.cc, self.st, self.policy, self.health, self.first, self.hero_atk = cc, st, policy, health, first, hero_atk
        plan = self.plan = plan_of(cc)
        self.log, self.names, self.drawn, self.audit = log, cc.names if log else None, drawn, audit
        self.watch = watch if watch is not None else plan.no_watch
        self.rand = rng.random
        self.dual, self.hero_power = cc.hero_dual, cc.hero_power
        self.t = 0
        # The library is kept unordered and each draw takes a uniformly random card from it, which is the same
        # as drawing the top card of a shuffled deck, without paying for a full shuffle.
        self.lib = deck[:]
        self.topq: list[int] = []        # cards known to be on top of the deck (put there by a look at the top)
        self.hand: list[int] = []
        self.res = self.avail = self.spent = 0
        self.res_cap = policy.cap(cc)    # the resource step places cards up to this many (`Policy.wants_resource`)
        self.quests: list[int] = []      # face-up quests not yet completed
        self.q_least = 1 << 30           # the least a face-up quest of use costs to complete (`quests_changed`)
        self.grave: list[int] = []
        self.a_c: list[int] = []
        self.a_since: list[int] = []
        self.a_dmg: list[int] = []
        self.a_att: list[int] = []
        self.a_uid: list[int] = []
        self.perms: list[int] = []       # other permanents (equipment, abilities that stay)
        self.p_uid: list[int] = []
        self.weapons: list[int] = []
        self.actives: list[int] = []     # permanents with an activated power (allies' powers are used in combat)
        self.uid_next = 0
        self.n_tap = self.n_cpow = 0     # cards in play with a tap power, with a costly power (`Plan.pw_bits`)
        self.tok_uids: set[int] = set()  # token copies in play (they leave no card in the graveyard)
        # what the cards in play add up to
        self.ong_hero = self.ong_weapon = self.dot = self.n_cant_all = self.n_places = self.max_plus = 0
        self.hero_pers: list[tuple] = []     # counting ATK bonuses of your hero
        self.hero_conds: list[tuple] = []    # (n, cond) your hero's ATK while a condition holds
        self.wgroups: list[tuple] = []       # (n, weapon ids) +n ATK to each such weapon your hero strikes with
        self.starters: list[int] = []        # permanents that draw or make tokens at the start of your turn
        self.groups: list[tuple] = []        # (n, mask) ongoing ATK for allies in your party
        self.fgroups: list = []              # masks of ongoing group Ferocity (None: every ally)
        self.less_in_play: list[tuple] = []  # cost reductions in force
        self.less_turn: list[tuple] = []     # "... abilities cost n less this turn": in less_in_play until the turn ends
        self.less_pows: list[list] = []      # [n, turn it can first be used, card id]: "[Exhaust] -> next card n less"
        self.boosts: list[tuple] = []        # damage boosts
        self.doubles: list[tuple] = []       # (who, scope, type bits): such damage is doubled
        self.gpers: list[tuple] = []         # counts: your allies' ongoing +n ATK for each card counted
        self.tgpers: list[tuple] = []        # (count, mask): such a count to the allies in the mask only
        self.xgroups: list[tuple] = []       # per card id +X ATK of your allies ("X is its printed ATK": xbonus)
        self.attached: dict[int, list[int]] = {}     # an ally's uid -> the card ids attached to it
        self.gconds: list[tuple] = []        # (n, cond): your allies' ongoing +n ATK while cond holds
        self.tag_count = [0] * len(cc.tags)
        self.tag_more = [0] * len(cc.tags)   # how many more of a limited tag the cards in play allow (tag_limit)
        self.duals: list[int] = []           # cards in play that give your hero dual wield (grant_dual)
        self.in_play: dict[int, int] = {}    # unique cards in play: card id -> copies
        self.watchers: list[int] = []        # cards in play whose trigger watches your other cards (one entry per copy)
        self.etb_now: list[tuple] = []       # ATK bonuses this turn from allies that entered play this turn
        self.flips = 0
        self.strike_memo = plan.strike_memo      # (the deck's: they depend only on the weapons in play)
        self.set_memo = plan.set_memo
        self.dmg = self.turn_dmg = 0         # damage on the goldfish hero; dealt this turn
        self.hero_types = self.abil_types = 0    # damage types your hero dealt this turn (with abilities)
        self.party_types = 0                 # damage types of your allies' attacks this turn (C_PARTY_DEALT decks only)
        self.hero_hit = False
        self.w_struck: list[int] = []        # the weapons your hero struck with this turn (weapons.py)
        self.tired_t = 0                     # a turn your hero stays exhausted through (weapons.py: Axe of Cenarius)
        self.opp_exh = 0                     # the last turn of yours the opposing hero is exhausted through (exhaust.py)
        self.weak = (0, 0)                   # (turn, n): -n health this turn of the opposing hero pooled (weaken.placed)
        self.tired: set[int] = set()         # allies (uids) exhausted this turn by "when Golas readies" (readies.py)
        self.rdy_att: set[int] = set()       # allies (uids) that attacked in your last combat: they ready next
        self.w_late: list[int] = []          # weapons that entered play exhausted this turn: no strike with them
        self.played_n = 0                    # abilities played this turn
        self.played_inst = 0                 # non-Ongoing abilities played this turn (the condition `played` instant)
        self.played_kinds = 0                # the kinds (bits) played this turn (C_KIND_PLAYED decks only)
        # [cost reduction this turn, Haste on: an ally hit the opposing hero, your next card costs n less (as a
        #  card resolved), your next card with a cost costs n less (your ready "[Exhaust] ->" powers)]
        self.turn_less = [0, 0, 0, 0]
        self.seen = self.wseen = 0
        self.eot_discard = False             # an ability played this turn discards your hand at its end
        self.ctr: dict[int, int] = {}        # uid -> its counters (counters.py)
        self.catk: dict[int, int] = {}       # uid -> its +1 ATK (+1 / +1) counters
        self.ctrs: list[list] = []           # [uid, card id, turn it entered] of the cards in play with counters
        self.ctr_used: dict[int, int] = {}   # uid -> the turn its [Exhaust] counters power was last used
        self.lent: list[int] = []            # abilities in hand from your graveyard, played from there (graveyard.py)
        self.att_links: dict[int, tuple] = {}    # ally uid -> attachments on it that draw when it is destroyed
        self.back_due: list[tuple] = []   # (card id, destroyed ally, at the next turn's start 0/1): due back to hand
        self.woken: dict[int, int] = {}      # ally uid -> the turn a power readied it (it can't ready otherwise: wake.py)
        self.wake_used: dict[int, int] = {}  # ally uid -> the turn it used its once-a-turn power
        self.gone_t = [-1, -1]               # the turn an ability, ally or equipment (an ally) of yours was last destroyed
        self.fero_now: dict[int, int] = {}   # ally uid -> ATK this turn: it has Ferocity this turn (enter.py)
        self.stuck: set[int] = set()         # allies (uids) that attacked and can't ready during your ready step
        self.att_back: set[int] = set()      # (combat2) allies (uids) that attacked this turn and return at its end
        self.less_tap: dict[int, int] = {}   # ally uid -> 1 exhausted for "next card n less" / 0 attacked (nextless.py)
        self.res_used: dict[int, int] = {}   # uid -> the turn its "[Exhaust] -> ready resources" power was used (readying)
        self.pre_used: list[int] = []        # cards whose power was used before combat this turn (powers.py)
        self.fight = None                    # this game's `combat.Fight`, made ready for each combat (combat.py)
        self.alt_used: tuple = (0, set())    # (turn, uids exhausted for an alternate cost that turn: alt.py)
        self.opp: list[int] | None = [53, 0] if cc.any_opp else None   # the opponent's [library, graveyard] (opp.py)
        self.opp_held = 0                    # cards it drew in your turn, in its hand until its wrap-up (opp.py)
        self.q_own = False                   # a face-up quest of use lowers its own completion cost (quests_changed)
        self.placed_up = 0                   # the last turn you placed a resource face up (resources.place)
        self.q_first = 0                     # the last turn you completed a quest (quests.first_done)
        self.w_links: dict[int, int] = {}    # uid of an ability attached to a weapon -> that weapon (play.play)
        self.dots_hp: dict[int, int] = {}    # uid -> the counters whose "-1 health" the opposing hero took (dots.py)
        self.dots_att: dict[int, int] = {}   # an attachment's uid -> the uid of the ally it is attached to (dots.py)

    def say(self, text: str) -> None:
        """A line of the trace (callers test `self.log` first when the text costs something to build)."""
        if self.log:
            self.log(text)

    # --- the deck, the hand, the graveyard
    def top(self) -> int:
        lib, topq = self.lib, self.topq
        if topq:
            c = topq.pop()
            lib.remove(c)
            return c
        j = int(self.rand() * len(lib))
        c = lib[j]
        lib[j] = lib[-1]
        lib.pop()
        return c

    def top_n(self, n: int) -> list[int]:
        """The top n cards of the deck (as n calls of `top`: the opening hand)."""
        lib, rand, out = self.lib, self.rand, []
        if self.topq:
            for _ in range(n):
                out.append(self.top())
            return out
        for _ in range(n):      # (nothing known on top: the opening hand)
            j = int(rand() * len(lib))
            out.append(lib[j])
            lib[j] = lib[-1]
            lib.pop()
        return out

    def draw_cards(self, n: int) -> None:
        """Draw n cards (Decked when the deck runs out)."""
        hand, drawn, counted = self.hand, self.drawn, self.st.drawn
        if self.cc.any_draw2 and any(self.cc.draw2[x] for x in self.a_c):
            n *= 2      # "If you would draw a card, draw two instead" (Voren'thal: Unique, one such ally)
            if self.audit:
                self.audit(("draw2", n))
        for _ in range(n):
            if not self.lib:
                raise Decked
            c = self.top()
            hand.append(c)
            counted[c] += 1
            if drawn is not None:
                drawn.append(c)
            if self.log:
                self.log(f"    draws {self.names[c]}.")
        if n > 0 and (self.ctrs or self.cc.any_draw_tok):
            self.after_draw(n)

    def after_draw(self, n: int) -> None:
        """You drew n cards (an effect's, or the draw step's: `turn.draw_step`): the cards in play that act on it."""
        if self.ctrs:
            from deckcheck.wowtcg.goldfish.counters import drew
            drew(self, n)       # "when you draw a card, add a verse counter"
        if self.cc.any_draw_tok:
            from deckcheck.wowtcg.goldfish.tokens import drawn
            drawn(self, n)      # "When you draw a card, you may put a 1/1 Treant ally token into play"

    def ability_played(self, c: int) -> None:
        """Ability c was played this turn (the condition `played`: any, or a non-Ongoing one, which does not stay)."""
        self.played_n += 1
        if not self.cc.stays[c]:
            self.played_inst += 1

    def discard_worst(self, n: int, counter: list[int] | None) -> None:
        value, cost, hand = self.cc.value, self.cc.cost, self.hand
        for _ in range(min(n, len(hand))):
            worst, ws = 0, 1 << 30
            for i, c in enumerate(hand):
                s = value[c] * 100 - cost[c]
                if s < ws:
                    worst, ws = i, s
            c = hand.pop(worst)
            if self.cc.eternal[c]:
                self.to_grave(c)        # (an Eternal ally: into the deck)
            else:
                self.grave.append(c)
            if counter is not None:
                counter[c] += 1
            if self.log:
                self.log(f"  discards {self.names[c]}.")

    def take(self, pick: int, how: str) -> None:
        """The card picked from the deck into the hand."""
        self.lib.remove(pick)
        self.hand.append(pick)
        self.st.drawn[pick] += 1
        if self.drawn is not None:
            self.drawn.append(pick)
        if self.log:
            self.log(f"    {how}: puts {self.names[pick]} into the hand.")

    def best_of(self, cands) -> int:
        """The card a player wants most: one the engine can use, the dearest that is castable soon."""
        value, cost, res = self.cc.value, self.cc.cost, self.res
        best, bs = -1, -1 << 30
        for x in cands:
            s = value[x] * 100 + (cost[x] if cost[x] <= res + 1 else -cost[x])
            if s > bs:
                best, bs = x, s
        return best

    def to_grave(self, c: int) -> None:
        """Card c goes to your graveyard from play or from your hand; an Eternal ally is shuffled into your deck
        instead ("When this enters your graveyard from anywhere, you may shuffle it into your deck")."""
        if self.cc.eternal[c] and self.cc.kind[c] == ALLY:
            self.lib.append(c)      # (the deck is unordered: among the unseen cards)
            if self.audit:
                self.audit(("eternal", c))
            if self.log:
                self.log(f"    {self.names[c]} is shuffled into the deck (Eternal).")
        else:
            self.grave.append(c)

    def spent_ability(self, c: int) -> None:
        """An ability that resolved goes to the graveyard; an Eternal one is shuffled into the deck; one played from
        your graveyard is removed from the game (graveyard.exiled)."""
        if self.lent:
            from deckcheck.wowtcg.goldfish.graveyard import exiled
            if exiled(self, c):
                return
        (self.lib if self.cc.eternal[c] else self.grave).append(c)

    def quests_changed(self) -> None:
        """`quests` changed (a quest placed face up, or completed): the least one of use costs to complete, which
        `turn` reads to skip `quests.complete` when none is affordable."""
        use, quest_pay, own = self.cc.quest_use, self.cc.quest_pay, self.cc.own_less
        least, self.q_own = 1 << 30, False
        for q in self.quests:
            if use[q] and quest_pay[q] < least:
                least = quest_pay[q]
            if own[q] and use[q]:
                self.q_own = True       # its own "1 less for each ...": counted as it is completed (quests.quest_price)
        self.q_least = 0 if self.q_own else least

    def quest_placed(self, q: int) -> None:
        """Quest q was placed face up (appended to `quests`): `quests_changed` for it alone (one more quest can only
        lower the least a quest of use costs, or start a quest's own reduction)."""
        cc = self.cc
        if cc.quest_use[q]:
            if cc.own_less[q]:
                self.q_own = True
                self.q_least = 0
            elif not self.q_own and cc.quest_pay[q] < self.q_least:
                self.q_least = cc.quest_pay[q]

    # --- resources
    def pay(self, n: int) -> None:
        if self.audit:
            self.audit(("pay", n, self.avail))
        self.avail -= n
        self.spent += n

    def broke(self) -> bool:
        """Is no card of the deck the engine plays from hand (one of use, or a burner) affordable now: fewer
        resources ready than the cheapest costs, and no cost reduction in force (`costs.reduction` would charge
        every card its printed cost)?"""
        if self.avail >= self.plan.min_cost:
            return False
        tl = self.turn_less
        return not (self.less_in_play or tl[0] or tl[2] or tl[3] or tl[1] and self.plan.any_haste)

    def strike_reserve(self) -> int:
        """What the hero's strike with its weapons costs (kept for it before combat)."""
        weapons = self.weapons
        if not weapons:
            return 0
        wkey = tuple(weapons)
        r = self.strike_memo.get(wkey)
        if r is None:
            cc = self.cc
            r = self.strike_memo[wkey] = sum(cc.strike[w] for w in strike_set(weapons, cc, self.dual))
        return r

    # --- cards in play
    def enter(self, c: int, t: int) -> None:
        """Card c enters play (and what it adds to the cards in play: bonuses, reductions, triggers)."""
        pe = self.plan.plain_enter[c]
        if pe and not (self.audit or self.watchers):
            if pe == 2:             # (an ally that only takes its place, `Plan.plain_enter`: most allies)
                for tid, _n in self.cc.limits[c]:
                    self.tag_count[tid] += 1
            self.uid_next += 1
            self._ally_in(c, t, self.uid_next)
            return
        cc = self.cc
        if self.plan.turn_rules[c]:
            self.max_plus += cc.hand_plus[c]
            self.n_places += cc.extra_place[c]
            if self.plan.starter[c]:
                self.starters.append(c)
        self.uid_next += 1
        uid = self.uid_next
        pw = self.plan.pw_bits[c]
        if pw:
            self.n_tap += pw & 1
            self.n_cpow += pw >> 1
        for tid, _n in cc.limits[c]:
            self.tag_count[tid] += 1
        if cc.unique[c]:
            self.in_play[c] = self.in_play.get(c, 0) + 1
        if self.audit:
            if cc.any_grave_lim:
                self.audit(("graveyard", tuple(self.grave)))     # (what raises a tag limit from there)
            self.audit(("enter", uid, c, t))     # (before the triggers on its entering: what they do follows it)
        k = cc.kind[c]
        if k == ALLY:
            self._ally_in(c, t, uid)
            if self.watchers:
                self.fire(EV_ENTERS, c, self.watchers)
            w = cc.watch[c]
            if w is not None:
                self.watchers.append(c)
                if w[0] == EV_ENTERS and w[2] and c in w[1]:
                    self.fire(EV_ENTERS, c, (c,))      # "when this or another Tauren ally enters play"
        else:
            self.perms.append(c)
            self.p_uid.append(uid)
            if k == WEAPON:
                self.weapons.append(c)
                if cc.late[c]:
                    self.w_late.append(c)       # (it entered exhausted: it can't strike this turn)
            if cc.watch[c] is not None:
                self.watchers.append(c)     # an ability's or equipment's trigger on your other cards
        if cc.any_enter_look:
            from deckcheck.wowtcg.goldfish.enter import looks
            looks(self, c, uid)     # "when this or another Murloc ally enters play ..., Delve" (enter.py)
        if cc.any_ctr and cc.ctr[c] is not None:
            from deckcheck.wowtcg.goldfish.counters import entered
            entered(self, c, uid)       # the counters it enters play with
        if self.plan.forces[c]:
            self._in_force(c, 1)
        act = cc.act[c]
        if act is not None and k == ALLY and act[2] == ACT_NEXT_LESS:
            from deckcheck.wowtcg.goldfish.nextless import entered
            entered(self, c, uid)       # "[Exhaust] -> You pay 1 less to play your next card this turn"
        if act is not None and k != ALLY:
            self.actives.append(c)
            if act[2] == ACT_NEXT_LESS:
                ready_at = t + 1 if cc.late[c] else t
                self.less_pows.append([act[3], ready_at, c])
                if ready_at == t:
                    self.turn_less[3] += act[3]
        if cc.any_opp and (cc.mill_e[c] or cc.mill_ex[c] or cc.opp_draw_e[c]):
            from deckcheck.wowtcg.goldfish.opp import entered as opp_entered
            opp_entered(self, c)        # "you may put that card into his graveyard" (the opponent's: opp.py)
        if cc.any_opp and k == ALLY and cc.any_tribe_mill:
            from deckcheck.wowtcg.goldfish.opp import tribe
            tribe(self, c)              # "Tribe: When this or another Tauren ally enters play ..." (opp.py)
        if cc.any_hp_less and (k == ALLY or cc.hp_less[c] is not None):
            from deckcheck.wowtcg.goldfish.drawbacks import check_health
            check_health(self)      # CR 410.6a: an ally left with 0 health (hp_less) is destroyed

    def _ally_in(self, c: int, t: int, uid: int) -> None:
        """Ally c (uid), entering play on turn t, takes its place among the allies (the parallel lists)."""
        self.a_c.append(c)
        self.a_since.append(t)
        self.a_dmg.append(0)
        self.a_att.append(0)
        self.a_uid.append(uid)

    def leave(self, j: int, is_ally: bool, destroyed: bool = True) -> None:
        """The ally (or other permanent) at place j leaves play for the graveyard (a token copy: nowhere);
        `destroyed` False: it is returned to a hand (the caller puts it there) and goes to no graveyard."""
        cc = self.cc
        if is_ally:
            c, uid = self.a_c.pop(j), self.a_uid.pop(j)
            if cc.watch[c] is not None:
                self.watchers.remove(c)
            self.a_since.pop(j)
            self.a_dmg.pop(j)
            self.a_att.pop(j)
            if self.less_pows and cc.act[c] is not None and cc.act[c][2] == ACT_NEXT_LESS:
                from deckcheck.wowtcg.goldfish.nextless import left
                left(self, uid)
        else:
            c, uid = self.perms.pop(j), self.p_uid.pop(j)
            if c in self.weapons:
                self.weapons.remove(c)
                if self.w_links and c not in self.weapons:
                    self._weapon_gone(c)    # its attachments leave play with it (CR 400.5, 400.6)
            if self.w_links and uid in self.w_links:
                del self.w_links[uid]
            if cc.watch[c] is not None:
                self.watchers.remove(c)
            if c in self.actives:
                self.actives.remove(c)
                if cc.act[c][2] == ACT_NEXT_LESS:
                    for lp in self.less_pows:
                        if lp[2] == c:
                            self.less_pows.remove(lp)
                            break
        pw = self.plan.pw_bits[c]
        if pw:
            self.n_tap -= pw & 1
            self.n_cpow -= pw >> 1
        copy = bool(self.tok_uids) and uid in self.tok_uids
        if destroyed:
            self.gone_t[0] = self.t             # ("if an ability, ally, or equipment was destroyed this turn")
            if is_ally:
                self.gone_t[1] = self.t
            if not copy and c < cc.ndeck:   # (a token ceases to exist in the graveyard: CR 404.2c, 410.6d)
                if cc.eternal[c]:
                    self.to_grave(c)    # (an Eternal ally: into the deck)
                else:
                    self.grave.append(c)
        if self.plan.turn_rules[c]:
            self.n_places -= cc.extra_place[c]
            self.max_plus -= cc.hand_plus[c]
            if c in self.starters:
                self.starters.remove(c)
        for tid, _n in cc.limits[c]:
            self.tag_count[tid] -= 1
        if cc.unique[c]:
            self.in_play[c] -= 1
            if not self.in_play[c]:
                del self.in_play[c]
        if self.plan.forces[c]:
            self._in_force(c, -1)
        if self.ctrs or self.catk:
            from deckcheck.wowtcg.goldfish.counters import left
            left(self, uid)
        if self.audit:
            self.audit(("leave", uid))
        if self.log and destroyed:
            self.log(f"    {self.names[c]} is destroyed.")
        if destroyed and is_ally and cc.any_death and c < cc.ndeck and not copy:
            from deckcheck.wowtcg.goldfish.tokens import death_tokens
            death_tokens(self, c)       # "when a non-token ally you control is destroyed, ..."
        backs = None
        if self.att_links and (uid in self.att_links if is_ally else cc.att_death[c] is not None):
            from deckcheck.wowtcg.goldfish.graveyard import attached_died, unlink
            if is_ally:
                backs = attached_died(self, uid, destroyed, c)     # "when attached ally is destroyed, draw a card"
            else:
                unlink(self, c)                         # the attachment itself left play
        if destroyed and cc.any_on_death and not copy and cc.on_death[c] is not None:
            from deckcheck.wowtcg.goldfish.tokens import last_words
            last_words(self, c, uid)    # "when this ally is destroyed, ..."
        if destroyed and cc.any_opp and not copy and cc.mill_d[c]:
            from deckcheck.wowtcg.goldfish.opp import mill
            mill(self, c, cc.mill_d[c])     # "Death Rattle: each player reveals the top card of his deck ..." (opp.py)
        if destroyed and is_ally and cc.any_dies:
            from deckcheck.wowtcg.goldfish.graveyard import ally_died
            ally_died(self, c, copy or c >= cc.ndeck)   # "when another ally you control is destroyed, ..."
        if backs:
            from deckcheck.wowtcg.goldfish.graveyard import settle_back
            settle_back(self, backs)    # "when attached ally is destroyed, put it from ... graveyard into his hand"

    def _weapon_gone(self, w: int) -> None:
        """Weapon w left play: the abilities attached to it go to your graveyard ("Attached weapon has +2 ATK" stays
        with that weapon, not the next one)."""
        for auid in [u for u, x in self.w_links.items() if x == w]:
            del self.w_links[auid]
            if auid in self.p_uid:
                if self.log:
                    self.log(f"    (attached to {self.names[w]}, which left play)")
                self.leave(self.p_uid.index(auid), False)

    def _in_force(self, c: int, sign: int) -> None:
        """What card c adds to the cards in play while it is there (sign 1: it enters, -1: it leaves)."""
        cc = self.cc
        n, to = cc.ong_n[c], cc.ong_to[c]
        if n:
            if to == TO_ALLIES or (to == TO_ALLY and cc.attach[c] == 0):
                _move(self.groups, (n, cc.ong_mask[c]), sign)
            elif to == TO_PARTY:       # "heroes and allies you control have Assault 2" (-1 in the mask: your hero)
                mask = cc.ong_mask[c]
                _move(self.groups, (n, mask), sign)
                if mask is None or -1 in mask:
                    self.ong_hero += sign * n
            elif to == TO_WEAPON:
                self.ong_weapon += sign * n
            elif to == TO_HERO:
                self.ong_hero += sign * n
        for lst, item in ((self.hero_pers, cc.hero_per[c]), (self.hero_conds, cc.hero_cond[c]),
                          (self.wgroups, cc.wbonus[c]), (self.boosts, cc.boost[c]),
                          (self.doubles, cc.doubles[c]), (self.gconds, cc.group_cond[c])):
            if item is not None:
                _move(lst, item, sign)
        gp = cc.group_per[c]
        if gp is not None:      # "Allies you control have +1 ATK for each ..." (to the allies of a group: tgpers)
            gm = cc.gper_mask[c]
            if gm is None:
                _move(self.gpers, gp, sign)
            else:
                _move(self.tgpers, (gp, gm), sign)
        if cc.xbonus[c] is not None:
            _move(self.xgroups, cc.xbonus[c], sign)     # "+X ATK, where X is its printed ATK"
        self.dot += sign * cc.dot[c]
        if cc.all_fero[c]:
            _move(self.fgroups, cc.fero_mask[c], sign)
        self.n_cant_all += sign * cc.cant_all[c]
        for less in cc.less[c]:
            if not less[2] and (sign > 0 or less in self.less_in_play):
                _move(self.less_in_play, less, sign)
        tp = cc.tag_plus[c]
        if tp is not None and not tp[2]:
            self.tag_more[tp[0]] += sign * tp[1]
            if sign < 0:
                self.fix_limits()
        if cc.grant_dual[c]:
            _move(self.duals, c, sign)
            self.set_dual()

    def set_dual(self) -> None:
        """Your hero's dual wield: its own and the cards' in play that give it (CR 406); the strike memos for it.
        A weapon over its limit once dual wield is gone (CR 414.2): the weakest of its kind is destroyed."""
        cc = self.cc
        dual = cc.hero_dual
        for x in self.duals:
            dual |= cc.grant_dual[x]
        if dual == self.dual:
            return
        self.dual = dual
        memos = self.plan.dual_memos.get(dual)
        if memos is None:
            memos = self.plan.dual_memos[dual] = ({}, {})
        self.strike_memo, self.set_memo = memos
        for w in (W_MELEE, W_RANGED):
            same = [x for x in self.weapons if cc.wtype[x] == w]
            if len(same) > 1 and not dual & w:
                weakest = min(same, key=cc.atk.__getitem__)
                if self.log:
                    self.log(f"  {self.names[weakest]} is destroyed: no dual wield (CR 414.2).")
                self.leave(self.perms.index(weakest), False)

    def turned_down(self, c: int) -> None:
        """Card c, a resource of yours, was turned face down (a quest completed, a Stash card, an ally's "turn a
        face-up resource you control face down"): "when a resource you control is turned face down" (EV_FLIP)."""
        if self.audit:
            self.audit(("flipped", c))
        self.fire(EV_FLIP, c, self.watchers)

    def fire(self, ev: int, c: int, who) -> None:
        """The triggers of the cards `who` on card c entering play (EV_ENTERS), being played (EV_PLAY), completed
        (EV_QUEST), attached (EV_ATTACH), placed as a resource (EV_PLACE, EV_PLACE_UP: `keywords.placed`) or turned face
        down (EV_FLIP: `turned_down`)."""
        from deckcheck.wowtcg.goldfish.tokens import make_tokens
        from deckcheck.wowtcg.goldfish.statics import pay_watch, x_cost
        watch, hurt = self.cc.watch, self.cc.watch_hurt
        hurts = None
        for w in who:
            spec = watch[w]
            if spec[0] != ev or c not in spec[1]:
                continue
            if self.audit:
                self.audit(("trigger", w, c, ev))
            if self.cc.any_exh_tribe and self.cc.exh_tribe[w]:
                from deckcheck.wowtcg.goldfish.exhaust import exhaust
                exhaust(self, w, 0, "tribe")    # Tribe: "... exhaust target hero or ally" (exhaust.py)
            if hurt[w]:
                hurts = (hurts or []) + [w]     # "... and 2 shadow damage to himself" (combat2: after the others)
            if spec[3]:
                d = spec[3] if spec[3] > 0 else self.cc.health[c] if spec[3] == -1 else x_cost(self, w, c)
                # (-1: the entering ally's health; -2: the cost of the card played, statics)
                self.turn_dmg += d
                if self.log:
                    self.log(f"    {self.names[w]} deals {d} damage to the opposing hero.")
            if spec[4] is not None:
                bonus = spec[4] if spec[4][0] >= 0 or spec[4][0] == DOUBLE_ATK else (self.cc.atk[c],) + spec[4][1:]
                self.etb_now.append(bonus)      # (-1: that ally's ATK; DOUBLE_ATK: "double its ATK this turn")
                if self.log:
                    self.log(f"    {self.names[w]}: +{bonus[0]} ATK this turn." if bonus[0] >= 0 else
                             f"    {self.names[w]}: doubles its ATK this turn.")
            if spec[5] is not None:
                if self.log:
                    self.log(f"    {self.names[w]}'s trigger:")
                make_tokens(self, (spec[5][0] if spec[5][0] >= 0 else x_cost(self, w, c), spec[5][1], 0))
            if spec[7]:
                from deckcheck.wowtcg.goldfish.keywords import loot
                loot(self, w, spec[6], spec[7])     # "you may draw a card. If you do, discard a card"
            elif spec[6]:
                if self.cc.watch_pay[w] and not pay_watch(self, w):
                    continue            # "you may pay 1. If you do, draw a card": not paid (statics)
                if self.log:
                    self.log(f"    {self.names[w]}: draws {spec[6]}.")
                self.draw_cards(spec[6])
        if hurts:
            from deckcheck.wowtcg.goldfish.triggers import hurt_watchers
            hurt_watchers(self, hurts)

    # --- uniqueness (CR 414)
    def limit(self, tid: int, n: int) -> int:
        """A tag limit `n` (414.3b) with what the cards in play (and in your graveyard) add to it (tag_limit)."""
        n += self.tag_more[tid]
        if self.cc.any_grave_lim:
            tag_plus = self.cc.tag_plus
            for x in self.grave:
                tp = tag_plus[x]
                if tp is not None and tp[2] and tp[0] == tid:
                    n += tp[1]
        return n

    def fix_limits(self) -> None:
        """A tag limit lowered below the allies of that tag in play (a card that raised it left play or your
        graveyard): the weakest of them is destroyed until it holds (CR 414.2)."""
        cc, a_c = self.cc, self.a_c
        for x in list(a_c):
            for tid, n in cc.limits[x]:
                while self.tag_count[tid] > self.limit(tid, n) and self.holders(tid):
                    j = min(self.holders(tid), key=lambda j: cc.atk[a_c[j]] + cc.assault[a_c[j]])
                    if self.log:
                        self.log(f"  {self.names[a_c[j]]} is destroyed: over its tag limit (CR 414.2).")
                    self.leave(j, True)

    def tag_ok(self, c: int) -> bool:
        """Can card c enter play without breaking a tag limit (414.3b; dual wield: 406.2, 406.4) or holding a
        Two-Handed and an Off-Hand card (414.3c)?"""
        cc = self.cc
        for tid, n in cc.limits[c]:
            lim = self.limit(tid, n) if cc.any_tag_plus else n
            if cc.kind[c] == WEAPON and n == 1 and cc.tags[tid] in ("Melee", "Ranged"):   # (not Wand (1): 414.3b)
                w, two = cc.wtype[c], cc.two_hand
                if self.dual & w and not two[c] and not any(two[x] for x in self.weapons if cc.wtype[x] == w):
                    lim = 2          # two One-Handed Melee (or Ranged) weapons
            if self.tag_count[tid] >= lim:
                return False
        if (cc.two_hand[c] or cc.off_hand[c]) and any(cc.off_hand[x] if cc.two_hand[c] else cc.two_hand[x]
                                                      for x in self.perms):
            return False        # a Two-Handed and an Off-Hand card (414.3c)
        return True

    def holders(self, tid: int) -> list[int]:
        """Places in a_c of the allies in play with the limited tag `tid` (Pet (1), ...)."""
        tag_sets = self.plan.tag_sets
        return [j for j, x in enumerate(self.a_c) if tid in tag_sets[x]]

    def outranks(self, c: int) -> bool:
        """Would ally c, whose tag limit is full, be worth more than the weakest ally of that tag in play
        (414.2: playing it, you destroy the weaker one to repair the violation: a better Pet replaces a worse)?"""
        cc = self.cc
        atk, assault, tag_sets = cc.atk, cc.assault, self.plan.tag_sets
        mine = atk[c] + assault[c]
        for tid, n in cc.limits[c]:
            if self.tag_count[tid] >= (self.limit(tid, n) if cc.any_tag_plus else n):
                weakest = None          # the weakest ally of that tag in play
                for x in self.a_c:
                    if tid in tag_sets[x] and (weakest is None or atk[x] + assault[x] < weakest):
                        weakest = atk[x] + assault[x]
                if weakest is None or weakest >= mine:
                    return False
        return True

    def replace_weakest(self, c: int) -> None:
        """Ally c entered over its tag limit (414.2): the weakest ally of each full tag is destroyed."""
        cc, a_c = self.cc, self.a_c
        for tid, n in cc.limits[c]:
            while self.tag_count[tid] >= (self.limit(tid, n) if cc.any_tag_plus else n) and self.holders(tid):
                j = min(self.holders(tid), key=lambda j: cc.atk[a_c[j]] + cc.assault[a_c[j]])
                if self.audit:
                    self.audit(("replace", self.a_uid[j], a_c[j], c))
                if self.log:
                    self.log(f"  {self.names[a_c[j]]} is replaced (CR 414.2).")
                self.leave(j, True)

    def allowed(self, c: int) -> bool:
        """Uniqueness lets card c (not a weapon) enter play: Unique not in play, its tag limit not full, or an
        ally that outranks the weakest of its tag."""
        cc = self.cc
        if cc.unique[c] and c in self.in_play:
            return False
        return not cc.limits[c] or self.tag_ok(c) or (cc.kind[c] == ALLY and self.outranks(c))

    # --- conditions and counts
    def cond_ok(self, cond, me: int = -1) -> bool:
        if cond is None:
            return True
        k = cond[0]
        if k == C_CONTROL:
            ids = cond[1]
            seen_self = False
            for c in self.a_c:
                if c in ids:
                    if c == me and not seen_self:
                        seen_self = True
                        continue
                    return True
            return any(c in ids for c in self.perms)
        if k == C_HERO_DEALT:
            return bool(self.hero_types & cond[1])
        if k == C_GRAVE:
            return any(c in self.grave for c in cond[1])
        if k == C_HERO_HIT:
            return self.hero_hit
        if k == C_ALLY_HIT:
            return bool(self.turn_less[1])
        if k == C_ALLIES:
            ids = cond[2]
            return (len(self.a_c) if ids is None else sum(1 for c in self.a_c if c in ids)) >= cond[1]
        if k == C_OPP_DMG:
            return self.dmg + self.turn_dmg >= cond[1]
        if k == C_PLAYED:
            return (self.played_n if len(cond) < 3 else self.played_inst) >= cond[1]
        if k == C_ABIL_DEALT:
            return bool(self.abil_types & cond[1])
        return cond_more(self, cond, me)        # (the conditions of issue 23's conditions family)

    def per_count(self, sp: tuple, me: int) -> int:
        """How many cards a counting effect counts now (compile._self_per)."""
        _n, src, ids, other, add = sp
        if src == P_ALLY:
            k = sum(1 for x in self.a_c if ids is None or x in ids) - (other if ids is None or me in ids else 0)
        elif src == P_PERM:
            k = sum(1 for x in self.perms if ids is None or x in ids)
        elif src == P_RES:
            k = self.res
        elif src == P_RES_DOWN:     # your face-down resources (the face-up quests are resources too)
            k = self.res - len(self.quests)
        elif src == P_HAND:
            k = len(self.hand)
        elif src == P_GRAVE:
            k = sum(1 for x in self.grave if ids is None or x in ids)
        elif src == P_EXH:          # your exhausted resources
            k = self.res - self.avail if self.res > self.avail else 0
        elif src == P_CARD:         # any card you control that passes the filter
            k = sum(1 for x in self.a_c if ids is None or x in ids) + sum(1 for x in self.perms if ids is None or x in ids)
        elif src == P_HIGH:         # the highest cost among the cards you control that pass the filter
            cost = self.cc.cost
            held = [x for x in self.a_c + self.perms if ids is None or x in ids]
            if other and me in held:
                held.remove(me)     # "the highest cost among other allies you control" (statics)
            k = max((cost[x] for x in held), default=0)
        elif src == P_PLAYED:       # abilities you played this turn (before this one resolves: "other")
            k = self.played_n
        elif src == P_TOPATK:       # the highest printed ATK among the cards you control that pass the filter
            atk = self.cc.atk
            k = max((atk[x] for x in self.a_c + self.perms if ids is None or x in ids), default=0)
        elif src == P_OPP_GRAVE:    # the cards in the opposing graveyard (opp.py)
            k = self.opp[1] if self.opp is not None else 0
        elif src == P_OPP_HAND:     # the cards in the opposing hand: 7 at the start of your turn (opp.hand)
            from deckcheck.wowtcg.goldfish.opp import hand
            k = hand(self)
        elif src == P_OPP_DMG:      # the damage on the opposing hero (this turn's too)
            k = self.dmg + self.turn_dmg
        elif src == P_HALF_LEFT:    # half the opposing hero's health left, rounded up
            left = self.health - self.dmg - self.turn_dmg
            k = (left + 1) // 2 if left > 0 else 0
        elif src == P_SUM:          # the combined printed ATK / cost / DEF of the cards you control that pass the filter
            k = sum(ids.get(x, 0) for x in self.a_c) + sum(ids.get(x, 0) for x in self.perms)
            if other and (me in self.a_c or me in self.perms):
                k -= ids.get(me, 0)     # ("other allies": the card itself left out)
        else:
            k = len(self.quests)
        return k + add

    def race_most(self) -> int:
        """The most allies in your party that share one standard race (Echo, Rift)."""
        race = self.cc.race
        seen: dict[int, int] = {}
        for a in self.a_c:
            r = race[a]
            if r >= 0:
                seen[r] = seen.get(r, 0) + 1
        return max(seen.values()) if seen else 0

    def copies(self, c: int) -> int:
        """For an Echo ability: 2 when it is copied (two or more allies share a standard race), else 1."""
        return 2 if self.race_most() >= 2 else 1

    def highest(self) -> int:
        """The highest cost among the abilities, allies and equipment you control."""
        cost = self.cc.cost
        return max((cost[x] for x in self.a_c + self.perms), default=0)

    def bst(self, hero: bool, combat: bool, ability: bool, bits: int, armed: bool = False) -> int:
        """+N on one instance of damage to the opposing hero from the damage boosts in play (0 when none);
        `armed`: your hero's combat damage dealt with a weapon (a boost to weapon damage needs it)."""
        total = 0
        for n, who, scope, tb in self.boosts:
            if _takes(who, scope, tb, hero, combat, ability, bits, armed):
                total += n
        return total

    def dealt(self, d: int, hero: bool, combat: bool, ability: bool, bits: int, armed: bool = False) -> int:
        """One instance of d damage to the opposing hero as the cards in play make it: doubled ("it deals double
        that much instead"), then +N (`bst`). (Applying the doubling first errs low.)"""
        if self.doubles:
            d *= self.mult(hero, combat, ability, bits, armed)
        return d + self.bst(hero, combat, ability, bits, armed) if self.boosts else d

    def mult(self, hero: bool, combat: bool, ability: bool, bits: int, armed: bool = False) -> int:
        """How many times one instance of such damage to the opposing hero is doubled by the cards in play ("it
        deals double that much instead": 1 when none applies, 2, 4 ...); `bits`: its damage types (0: unknown,
        which no typed doubling takes)."""
        m = 1
        for who, scope, tb in self.doubles:
            if _takes(who, scope, tb, hero, combat, ability, bits, armed):
                m *= 2
        if self.audit and m > 1:
            self.audit(("double", m, hero, combat, ability, bits))
        return m


def _takes(who: int, scope: int, tb: int, hero: bool, combat: bool, ability: bool, bits: int, armed: bool) -> bool:
    """Does a damage boost or doubling (whose damage B_*, which damage S_*, its type bits) take one instance of
    damage: your hero's or an ally's, combat or not, of an ability, of these damage types, with a weapon?"""
    if (who == B_HERO and not hero) or (who == B_ALLIES and hero):
        return False
    if (scope == S_NONCOMBAT and combat) or (scope == S_COMBAT and not combat) or \
            (scope == S_ABILITY and not ability) or (scope == S_WEAPON and not (combat and hero and armed)):
        return False
    return not tb or bool(tb & bits)


def _move(lst: list, item, sign: int) -> None:
    if sign > 0:
        lst.append(item)
    else:
        lst.remove(item)


def strike_set(weapons: list[int], cc: Compiled, dual: int) -> list[int]:
    """The weapons the hero strikes with: one (303.2c), or two of one kind with dual wield (406.6), never a
    Melee and a Ranged weapon together."""
    atk, strike, wtype = cc.wval, cc.strike, cc.wtype
    best: list[int] = []
    bv = -1 << 30
    for w in (W_MELEE, W_RANGED):
        ws = sorted((x for x in weapons if wtype[x] == w), key=lambda x: atk[x] - strike[x], reverse=True)
        if not ws:
            continue
        pick = ws[:2] if dual & w else ws[:1]
        v = sum(atk[x] - strike[x] for x in pick)
        if v > bv:
            best, bv = pick, v
    return best


def better_weapon(c: int, weapons: list[int], cc: Compiled, dual: int) -> bool:
    """Would playing weapon c (replacing one if it must) make the hero hit harder?"""
    atk, wtype, two = cc.wval, cc.wtype, cc.two_hand      # (its ATK with the +1 ATK counters it enters with)
    same = [x for x in weapons if wtype[x] == wtype[c]]
    if not same:
        return True
    if dual & wtype[c] and len(same) == 1 and not two[c] and not two[same[0]]:
        return True
    for x in same:
        if atk[c] > atk[x]:
            return True         # (it beats the weakest of them)
    return False
