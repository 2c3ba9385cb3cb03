"""The goldfish engine: one WoW TCG deck played alone against a passive opponent.

Rules followed (CR v7.4): setup and one mulligan (101.1-101.2); ready and draw steps, the first
player skipping the turn-1 draw (501.1-501.2); one resource per turn, quests face up and
completed by paying their cost (412.1, 702); cards played by exhausting resources equal to their
cost (403.6a); allies attack only if in the party since the turn started, unless they have
Ferocity (302.2); Mounts and Totems can't attack (302.3, 305.3a); the hero strikes with one weapon
by paying its strike cost (303.2, 303.2c); discard to seven in the wrap-up step (503.2a); a player
who must draw from an empty deck is decked and loses (102.1a, 410.6b). The goldfish never blocks,
so every attack hits its hero; the game is won when its damage reaches its health.

The inner loop works on the flat lists of `Compiled` (card ids, ints); nothing is looked up by
name and no `Card` is built while playing.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from deckcheck.wowtcg.goldfish.compile import (TO_SELF, ACT_ATK, ACT_DAMAGE, ACT_DRAW, ACT_HERO_AGAIN, ACT_NEXT_LESS, ACT_READY, ACT_REGROW,
                                               ACT_TOKEN,
                                               ALLY, ABILITY, R_ALLIES, R_ALLY, R_HERO,
                                               B_ALLIES, B_HERO, S_ABILITY, S_COMBAT, S_NONCOMBAT, S_WEAPON,
                                               ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON, C_ABIL_DEALT, C_CONTROL, C_GRAVE, C_HERO_DEALT,
                                               C_PLAYED,
                                               C_HERO_HIT, C_ALLY_HIT, C_ALLIES, C_OPP_DMG, EV_ENTERS, EV_PLAY, GEAR, P_ALLY, P_GRAVE, P_HAND, P_PERM, P_RES, QUEST, TO_ALLIES, TO_ALLY, TO_ATTACHED, TO_PARTY,
                                               TO_HERO, TO_WEAPON, W_MELEE, W_RANGED, WEAPON, Compiled)
from deckcheck.wowtcg.goldfish.policies import Policy

SEEN_CAP = 8     # histogram cap for "early cards seen by turn T"


@dataclass
class Stats:
    """Counters over many games (sums only: merging is addition, so any split gives the same total)."""
    turns: int
    ncards: int
    games: int = 0
    mulligans: int = 0
    deckouts: int = 0
    kills: list[int] = field(default_factory=list)       # kills[t]: games won on turn t (t = 1..turns)
    alive: list[int] = field(default_factory=list)       # games that started turn t
    done: list[int] = field(default_factory=list)        # games that played turn t to its end
    res: list[int] = field(default_factory=list)         # resources in play at end of turn t (sum)
    avail: list[int] = field(default_factory=list)       # resources available on turn t (sum)
    spent: list[int] = field(default_factory=list)       # resources spent on turn t (sum)
    damage: list[int] = field(default_factory=list)      # damage dealt on turn t (sum)
    screw: list[int] = field(default_factory=list)       # games whose hand held cards, none castable, on turn t
    stranded: list[int] = field(default_factory=list)    # copies of card id in hand when the game ended
    discarded: list[int] = field(default_factory=list)   # copies of card id discarded to hand size
    seen: list[list[int]] = field(default_factory=list)  # seen[t][k]: games with k early cards drawn by turn t
    wseen: list[list[int]] = field(default_factory=list) # the same for the watched cards (`play_game(watch=)`)

    def __post_init__(self) -> None:
        n = self.turns + 1
        for name in ("kills", "alive", "done", "res", "avail", "spent", "damage", "screw"):
            if not getattr(self, name):
                setattr(self, name, [0] * n)
        if not self.stranded:
            self.stranded = [0] * self.ncards
        if not self.discarded:
            self.discarded = [0] * self.ncards
        if not self.seen:
            self.seen = [[0] * (SEEN_CAP + 1) for _ in range(n)]
        if not self.wseen:
            self.wseen = [[0] * (SEEN_CAP + 1) for _ in range(n)]

    def merge(self, other: "Stats") -> "Stats":
        self.games += other.games
        self.mulligans += other.mulligans
        self.deckouts += other.deckouts
        for name in ("kills", "alive", "done", "res", "avail", "spent", "damage", "screw", "stranded", "discarded"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for i, v in enumerate(theirs):
                mine[i] += v
        for mine_rows, their_rows in ((self.seen, other.seen), (self.wseen, other.wseen)):
            for row, orow in zip(mine_rows, their_rows):
                for i, v in enumerate(orow):
                    row[i] += v
        return self


def game_seed(seed: int, game: int) -> int:
    """The seed of game number `game` in a run seeded `seed` (independent of workers and chunks)."""
    return (seed * 0x9E3779B1 + game * 0x85EBCA77 + 0x27D4EB2F) & 0xFFFFFFFFFFFF


def play_game(cc: Compiled, deck: list[int], policy: Policy, rng: random.Random, st: Stats, *,
              health: int = 25, first: bool = True, hero_atk: int = 0,
              log: Callable[[str], None] | None = None, watch: list[int] | None = None,
              drawn: list[int] | None = None, audit: Callable[[tuple], None] | None = None) -> int:
    """Play one game; add its counters to `st`. Returns the kill turn, 0 if none, -1 if decked.

    `drawn`, when given, receives the kept opening hand, then -t at each turn's draw step, then
    every card drawn (draw step and effects), in order (for the per-card impact report).

    `watch` (per card id, 1 = watched) adds the number of watched cards seen by each turn's draw
    step to `st.wseen`, as `early` does to `st.seen` (for the exact odds of named cards).

    `audit`, when given, receives the game's events as tuples, for a checker of the rules:
    ("turn", t), ("place", t), ("pay", n, ready resources before), ("ready", n, ready before,
    resources), ("extra",) a card put into the resource row exhausted, ("enter", uid, card id, t),
    ("leave", uid), ("attach", card id, uid of the ally it goes on or -1), ("attack", uid, card id,
    entered, t, how: "" | "ferocity" | "granted" | "group"), ("readied", uid, card id of the source) an ally
    readied after it attacked (it attacks again), ("strike", (card ids)), ("end", t, hand size); and (issue 23)
    ("hand", t, (card ids), resources) after the resources are placed, ("combat", t) as combat starts,
    ("hero_attack", t), ("complete", quest id, (graveyard)) before its cost is paid, ("cast", card id,
    (graveyard), (allies in play)) an ability played, ("exhaust_hero", card id) a cost that exhausts your hero
    paid, ("replace", uid, card id, card id of the one replacing it) an ally destroyed to repair a tag limit
    (414.2), ("trigger", card id of the trigger's source, card id that triggered it, EV_*)."""
    turns = st.turns
    kind, cost, xcost, xmax, atk, strike = cc.kind, cc.cost, cc.xcost, cc.xmax, cc.atk, cc.strike
    assault, ferocity, cant_attack, unique, limits = cc.assault, cc.ferocity, cc.cant_attack, cc.unique, cc.limits
    fero_cond, self_bonus, cant_all, hp, cant_unless = cc.fero_cond, cc.self_bonus, cc.cant_all, cc.health, cc.cant_unless
    self_per, etb_bonus, watch_of = cc.self_per, cc.etb_bonus, cc.watch
    watchers: list[int] = []    # allies in play whose trigger watches your other cards (one entry per copy)
    etb_now: list[tuple] = []   # ATK bonuses this turn from allies that entered play this turn
    dmg_x, draw_per, bonus_per, hero_per, hero_cond = cc.dmg_x, cc.draw_per, cc.bonus_per, cc.hero_per, cc.hero_cond
    race_of, echo_of, rift_of, eternal_of, wbonus = cc.race, cc.echo, cc.rift, cc.eternal, cc.wbonus
    dmg_of, dmg_all, dmg_cond, atk_dmg, dtype = cc.dmg, cc.dmg_all, cc.dmg_cond, cc.atk_dmg, cc.dtype
    draw_of, draw_cond, turn_draw, discard_of, extra_of = cc.draw, cc.draw_cond, cc.turn_draw, cc.discard, cc.extra_res
    extra_place, ready_of = cc.extra_place, cc.ready_res
    bonus_n, bonus_to, bonus_mask = cc.bonus_n, cc.bonus_to, cc.bonus_mask
    ong_n, ong_to, ong_mask, dot_of = cc.ong_n, cc.ong_to, cc.ong_mask, cc.dot
    grant_fero, all_fero_of, fero_mask, haste_of, less_of, token_of = (
        cc.grant_fero, cc.all_fero, cc.fero_mask, cc.haste, cc.less, cc.token)
    attach_of, attach_mask, attach_cond = cc.attach, cc.attach_mask, cc.attach_cond
    wtype, two_hand = cc.wtype, cc.two_hand
    quest_pay, act_of, stays, value = cc.quest_pay, cc.act, cc.stays, cc.value
    quest_cond, draw_upto, dig_of, scry_of = cc.quest_cond, cc.draw_upto, cc.dig, cc.scry
    regrow_of, shuffle_of, again_of, now_of, boost_of = cc.regrow, cc.shuffle, cc.again, cc.powers_now, cc.boost
    regrow_x = cc.regrow_x
    prep_of, selfless, own_less, hand_plus, atk_draw, atk_dig = cc.prep, cc.selfless, cc.own_less, cc.hand_plus, cc.atk_draw, cc.atk_dig
    any_dig = cc.any_dig
    ready_draw, ready_dmg = cc.ready_draw, cc.ready_dmg
    any_on_ready = cc.any_on_ready
    readies = [0, 0]        # draws and damage of "when this ally readies" at your next ready step (allies that attacked)
    early = cc.early
    rdy_of, next_less, late, sac_of, gcost_of = cc.readies, cc.next_less, cc.late, cc.sac, cc.grave_cost
    any_rdy, xtra, needs = cc.any_ready, cc.xtra, cc.needs
    warp_of, portal_of, tcopy_of, dmore_of, any_warp = cc.warp, cc.portal, cc.tcopy, cc.dmore, cc.any_warp
    tmore_of, tper_of, dbl_of, dotx_of, any_dotx, put_back = cc.tmore, cc.tper, cc.dbl, cc.dotx, cc.any_dotx, cc.put_back
    amore_of, bmore_of = cc.amore, cc.bmore
    quest_use, bonus_abil, burner, can_die, post = cc.quest_use, cc.bonus_abil, cc.burner, cc.can_die, cc.post
    any_bonus, any_burn, any_xdmg, any_gear = cc.any_bonus, cc.any_burn, cc.any_xdmg, cc.any_gear
    less_turn: list[tuple] = []    # "you pay n less to play abilities this turn": in less_in_play until the turn ends
    tok_uids: set[int] = set()     # token copies in play (they leave no card in the graveyard)
    played_n = abil_types = 0      # abilities played this turn (so far), damage types your hero dealt with abilities
    less_pows: list[list] = []    # [n, turn it can first be used, card id]: "[Exhaust] -> your next card costs n less"
    dual = cc.hero_dual
    hero_power = cc.hero_power
    names = cc.names if log else None
    hold_burn, x_min, faceup = policy.hold_burn, policy.x_min, policy.quests_face_up

    st.games += 1
    # The library is kept unordered and each draw takes a uniformly random card from it, which is
    # the same as drawing the top card of a shuffled deck, without paying for a full shuffle.
    lib = deck[:]
    rand = rng.random

    topq: list[int] = []    # cards known to be on top of the deck (put there by a look at the top)

    def top() -> int:
        if topq:
            c = topq.pop()
            lib.remove(c)
            return c
        j = int(rand() * len(lib))
        c = lib[j]
        lib[j] = lib[-1]
        lib.pop()
        return c

    # Opening hand (101.1): seven cards, or the whole deck when it holds fewer (a short deck is
    # only playable with --allow-illegal; it is decked at its first draw step, 102.1a).
    n_hand = 7 if len(lib) >= 7 else len(lib)
    hand = [top() for _ in range(n_hand)]
    if log:
        log(f"Opening hand ({len(hand)} cards):" if hand else "Opening hand: no cards (the deck is empty).")
        for c in hand:
            log(f"  - {names[c]}")
    if len(lib) and not policy.keep(hand, cc):
        st.mulligans += 1
        lib.extend(hand)
        hand = [top() for _ in range(n_hand)]
        if log:
            log(f"Mulligan (CR 101.2): the hand is shuffled back; new hand ({len(hand)} cards):")
            for c in hand:
                log(f"  - {names[c]}")
    if drawn is not None:
        drawn.extend(hand)
    if watch is None:
        watch = [0] * len(early)
    seen = wseen = 0
    for c in hand:
        seen += early[c]
        wseen += watch[c]

    res = 0                 # resources in play
    quests: list[int] = []  # face-up quests not yet completed
    # allies in play, as parallel lists: card id, turn it entered, damage on it, attached ATK, uid
    a_c: list[int] = []
    a_since: list[int] = []
    a_dmg: list[int] = []
    a_att: list[int] = []
    a_uid: list[int] = []
    perms: list[int] = []   # other permanents (equipment, abilities that stay)
    p_uid: list[int] = []
    weapons: list[int] = []
    actives: list[int] = [] # permanents with an activated power (allies' powers are used in combat)
    grave: list[int] = []
    ong_hero = ong_weapon = dot = n_cant_all = n_places = max_plus = 0
    hero_pers: list[tuple] = []     # counting ATK bonuses of your hero from the cards in play
    hero_conds: list[tuple] = []    # (n, cond) your hero's ATK bonuses while a condition holds
    wgroups: list[tuple] = []       # (n, weapon ids) +n ATK to each such weapon your hero strikes with
    starters: list[int] = []    # permanents that draw or make tokens at the start of your turn
    groups: list[tuple] = []    # (n, mask) ongoing ATK for allies in your party
    fgroups: list = []          # masks of ongoing group Ferocity (None: every ally)
    less_in_play: list[tuple] = []
    boosts: list[tuple] = []     # damage boosts of the cards in play

    def bst(hero: bool, combat: bool, ability: bool, bits: int) -> int:
        """+N on one instance of damage to the opposing hero from the boosts in play (0 when none)."""
        total = 0
        for n, who, scope, tb in boosts:
            if (who == B_HERO and not hero) or (who == B_ALLIES and hero):
                continue
            if (scope == S_NONCOMBAT and combat) or (scope == S_COMBAT and not combat) or \
                    (scope == S_ABILITY and not ability) or (scope == S_WEAPON and not (combat and hero)):
                continue
            if tb and not tb & bits:
                continue
            total += n
        return total
    tag_count = [0] * len(cc.tags)
    in_play: dict[int, int] = {}   # unique cards in play: card id -> copies
    flips = 0
    strike_memo: dict[tuple, int] = {}
    set_memo: dict[tuple, list] = {}
    uid_next = 0
    dmg = 0
    seen_rows, wseen_rows, kills = st.seen, st.wseen, st.kills

    def draw_cards(n: int) -> bool:
        for _ in range(n):
            if not lib:
                return False
            c = top()
            hand.append(c)
            if drawn is not None:
                drawn.append(c)
            if log:
                log(f"    draws {names[c]}.")
        return True

    def discard_worst(n: int, counter: list[int] | None) -> None:
        for _ in range(min(n, len(hand))):
            worst, ws = 0, 1 << 30
            for i, c in enumerate(hand):
                s = value[c] * 100 - cost[c]
                if s < ws:
                    worst, ws = i, s
            c = hand.pop(worst)
            grave.append(c)
            if counter is not None:
                counter[c] += 1
            if log:
                log(f"  discards {names[c]}.")

    def reduction(c: int, k: int, turn_less: list[int]) -> int:
        """The cost of card c after cost reductions (and Haste when it applies)."""
        base = cost[c]
        if own_less[c]:
            if prep_of[c] and t == 1:
                return 0            # Preparation: free on your first turn
            for sl in selfless[c] or ():      # (n, cond) or (n, cond, count): n less for each card counted
                if sl[1] is None or cond_ok(sl[1]):
                    n_less = sl[0] * per_count(sl[2], -1) if len(sl) > 2 else sl[0]
                    base = base - n_less if base > n_less else 0
            if rift_of[c]:
                base = max(0, base - race_most())
        if not (less_in_play or turn_less[0] or turn_less[2] or turn_less[3] or (turn_less[1] and haste_of[c])):
            return base
        n, floor = 0, 0
        for what, m, _until, mn, mask in less_in_play:
            if (what == k or what == 5 or (what == WEAPON and k == GEAR)) and (mask is None or c in mask):
                n += m
                floor = floor or mn
        n += turn_less[0] + turn_less[2] + (turn_less[3] if base else 0)
        if turn_less[1]:
            n += haste_of[c]
        v = base - n
        return v if v > floor else (floor if base >= floor else base)

    def tag_ok(c: int) -> bool:
        for tid, n in limits[c]:
            lim = n
            if kind[c] == WEAPON and n == 1:
                w = wtype[c]
                if dual & w and not two_hand[c] and not any(two_hand[x] for x in weapons if wtype[x] == w):
                    lim = 2          # dual wield, CR 406.2 / 406.4: two One-Handed Melee (or Ranged) weapons
            if tag_count[tid] >= lim:
                return False
        return True

    def enter(c: int, t: int) -> None:
        nonlocal uid_next, ong_hero, ong_weapon, dot, n_cant_all, n_places, max_plus
        max_plus += hand_plus[c]
        n_places += extra_place[c]
        if turn_draw[c] or (token_of[c] is not None and token_of[c][2]) or tcopy_of[c] == 2:
            starters.append(c)
        uid_next += 1
        for tid, _n in limits[c]:
            tag_count[tid] += 1
        if unique[c]:
            in_play[c] = in_play.get(c, 0) + 1
        k = kind[c]
        if k == ALLY:
            a_c.append(c)
            a_since.append(t)
            a_dmg.append(0)
            a_att.append(0)
            a_uid.append(uid_next)
            if watchers:
                fire(EV_ENTERS, c, watchers)
            w = watch_of[c]
            if w is not None:
                watchers.append(c)
                if w[0] == EV_ENTERS and w[2] and c in w[1]:
                    fire(EV_ENTERS, c, (c,))      # "when this or another Tauren ally enters play"
        else:
            perms.append(c)
            p_uid.append(uid_next)
            if k == WEAPON:
                weapons.append(c)
        if audit:
            audit(("enter", uid_next, c, t))
        n, to = ong_n[c], ong_to[c]
        if n:
            if to == TO_ALLIES or (to == TO_ALLY and attach_of[c] == 0):
                groups.append((n, ong_mask[c]))
            elif to == TO_WEAPON:
                ong_weapon += n
            elif to == TO_HERO:
                ong_hero += n
        if hero_per[c] is not None:
            hero_pers.append(hero_per[c])
        if hero_cond[c] is not None:
            hero_conds.append(hero_cond[c])
        if wbonus[c] is not None:
            wgroups.append(wbonus[c])
        dot += dot_of[c]
        if boost_of[c] is not None:
            boosts.append(boost_of[c])
        if all_fero_of[c]:
            fgroups.append(fero_mask[c])
        n_cant_all += cant_all[c]
        for l in less_of[c]:
            if not l[2]:
                less_in_play.append(l)
        if act_of[c] is not None and k != ALLY:
            actives.append(c)
            if act_of[c][2] == ACT_NEXT_LESS:
                ready_at = t + 1 if late[c] else t
                less_pows.append([act_of[c][3], ready_at, c])
                if ready_at == t:
                    turn_less[3] += act_of[c][3]

    def fire(ev: int, c: int, who) -> None:
        """The triggers of the allies `who` on card c entering play (EV_ENTERS) or being played (EV_PLAY)."""
        nonlocal turn_dmg
        for w in who:
            spec = watch_of[w]
            if spec[0] != ev or c not in spec[1]:
                continue
            if audit:
                audit(("trigger", w, c, ev))
            if spec[3]:
                turn_dmg += spec[3]
                if log:
                    log(f"    {names[w]} deals {spec[3]} damage to the opposing hero.")
            if spec[4] is not None:
                etb_now.append(spec[4])
                if log:
                    log(f"    {names[w]}: +{spec[4][0]} ATK this turn.")
            if spec[5] is not None:
                if log:
                    log(f"    {names[w]}'s trigger:")
                make_tokens((spec[5][0], spec[5][1], 0), t)

    def leave(j: int, is_ally: bool) -> None:
        nonlocal ong_hero, ong_weapon, dot, n_cant_all, n_places, max_plus
        if is_ally:
            c, uid = a_c.pop(j), a_uid.pop(j)
            if watch_of[c] is not None:
                watchers.remove(c)
            a_since.pop(j)
            a_dmg.pop(j)
            a_att.pop(j)
        else:
            c, uid = perms.pop(j), p_uid.pop(j)
            if c in weapons:
                weapons.remove(c)
            if c in actives:
                actives.remove(c)
                if act_of[c][2] == ACT_NEXT_LESS:
                    for lp in less_pows:
                        if lp[2] == c:
                            less_pows.remove(lp)
                            break
        if not (tok_uids and uid in tok_uids):
            grave.append(c)
        n_places -= extra_place[c]
        if c in starters:
            starters.remove(c)
        for tid, _n in limits[c]:
            tag_count[tid] -= 1
        if unique[c]:
            in_play[c] -= 1
            if not in_play[c]:
                del in_play[c]
        n, to = ong_n[c], ong_to[c]
        if n:
            if to == TO_ALLIES or (to == TO_ALLY and attach_of[c] == 0):
                groups.remove((n, ong_mask[c]))
            elif to == TO_WEAPON:
                ong_weapon -= n
            elif to == TO_HERO:
                ong_hero -= n
        if hero_per[c] is not None:
            hero_pers.remove(hero_per[c])
        if hero_cond[c] is not None:
            hero_conds.remove(hero_cond[c])
        if wbonus[c] is not None:
            wgroups.remove(wbonus[c])
        dot -= dot_of[c]
        max_plus -= hand_plus[c]
        if boost_of[c] is not None:
            boosts.remove(boost_of[c])
        if all_fero_of[c]:
            fgroups.remove(fero_mask[c])
        n_cant_all -= cant_all[c]
        for l in less_of[c]:
            if not l[2] and l in less_in_play:
                less_in_play.remove(l)
        if audit:
            audit(("leave", uid))
        if log:
            log(f"    {names[c]} is destroyed.")

    def cond_ok(cond, me: int = -1) -> bool:
        if cond is None:
            return True
        k = cond[0]
        if k == C_CONTROL:
            ids = cond[1]
            seen_self = False
            for c in a_c:
                if c in ids:
                    if c == me and not seen_self:
                        seen_self = True
                        continue
                    return True
            return any(c in ids for c in perms)
        if k == C_HERO_DEALT:
            return bool(hero_types & cond[1])
        if k == C_GRAVE:
            return any(c in grave for c in cond[1])
        if k == C_HERO_HIT:
            return hero_hit
        if k == C_ALLY_HIT:
            return bool(turn_less[1])
        if k == C_ALLIES:
            ids = cond[2]
            return (len(a_c) if ids is None else sum(1 for c in a_c if c in ids)) >= cond[1]
        if k == C_OPP_DMG:
            return dmg + turn_dmg >= cond[1]
        if k == C_PLAYED:
            return played_n >= cond[1]
        if k == C_ABIL_DEALT:
            return bool(abil_types & cond[1])
        return False

    def race_most() -> int:
        """The most allies in your party that share one standard race (Echo, Rift)."""
        seen: dict[int, int] = {}
        for a in a_c:
            r = race_of[a]
            if r >= 0:
                seen[r] = seen.get(r, 0) + 1
        return max(seen.values()) if seen else 0

    def copies(c: int) -> int:
        """For an Echo ability (callers test echo_of): 2 when it is copied (two or more allies share
        a standard race), else 1."""
        return 2 if race_most() >= 2 else 1

    def spent_ability(c: int) -> None:
        """An ability that resolved goes to the graveyard; an Eternal one is shuffled into the deck."""
        if eternal_of[c]:
            lib.append(c)
        else:
            grave.append(c)

    def cast(c: int) -> None:
        """An ability played outside `play`: spent, then your triggers on a card played."""
        nonlocal played_n
        if audit:
            audit(("cast", c, tuple(grave), tuple(a_c)))
        if turn_less[2] or turn_less[3]:
            spend_next(c)
        spent_ability(c)
        if watchers:
            fire(EV_PLAY, c, watchers)
        played_n += 1

    def dmg_now(c: int) -> int:
        """The damage a card that counts (dmg_x set: callers test it) deals now: its printed amount,
        plus what it counts (compile: dmg_x)."""
        x = dmg_x[c]
        if x[0] == 0:
            return dmg_of[c] + x[1][0] * per_count(x[1], -1)
        ws = [atk[w] for w in weapons if w in x[1]]
        return dmg_of[c] + ((sum(ws) if x[2] else max(ws)) if ws else 0)

    def turn_gain(n: int, to: int, mask) -> tuple[int, bool]:
        """ATK this turn of a bonus of n to `to` (TO_ALLIES: each attacking ally in the mask; TO_ALLY:
        one of them; TO_PARTY: every attacker; else the hero or anyone), and whether the hero
        attacks for it (the hero can always attack: 301.3)."""
        if to == TO_ALLIES:
            return n * sum(1 for x in att_ids if mask is None or x in mask), False
        if to == TO_ALLY:
            return (n if any(mask is None or x in mask for x in att_ids) else 0), False
        if to == TO_PARTY:
            return n * (len(att_ids) + 1), True
        return n, to == TO_HERO or not attackers

    def per_count(sp: tuple, me: int) -> int:
        """How many cards a counting self bonus counts now (compile._self_per)."""
        _n, src, ids, other, add = sp
        if src == P_ALLY:
            k = sum(1 for x in a_c if ids is None or x in ids) - (other if ids is None or me in ids else 0)
        elif src == P_PERM:
            k = sum(1 for x in perms if ids is None or x in ids)
        elif src == P_RES:
            k = res
        elif src == P_HAND:
            k = len(hand)
        elif src == P_GRAVE:
            k = sum(1 for x in grave if ids is None or x in ids)
        else:
            k = len(quests)
        return k + add

    def attach_target(c: int) -> int:
        """Index of the ally an attachment goes on (the strongest that matches), -1 if none."""
        mask = attach_mask[c]
        best, ba = -1, -1
        for j, a in enumerate(a_c):
            if mask is not None and a not in mask:
                continue
            v = atk[a] + a_att[j] + (0 if cant_attack[a] else 100)
            if v > ba:
                best, ba = j, v
        return best

    def sweep(n: int) -> None:
        """n damage to each of your allies (each hero and ally): those with fatal damage are destroyed."""
        for j in range(len(a_c) - 1, -1, -1):
            a_dmg[j] += n
            if a_dmg[j] >= hp[a_c[j]]:
                leave(j, True)

    def make_tokens(spec, t: int) -> None:
        n, tid, _ts = spec
        for _ in range(n):
            if tag_ok(tid):
                enter(tid, t)
        if log:
            log(f"    puts {n} {names[tid]}(s) into play.")

    avail = spent = turn_dmg = hero_types = 0
    hero_hit = False
    # [cost reduction this turn, Haste on: an ally hit the opposing hero, your next card costs n less (as a card
    #  resolved), your next card with a cost costs n less (your ready "[Exhaust] ->" powers)]
    turn_less = [0, 0, 0, 0]

    def pay(n: int) -> None:
        nonlocal avail, spent
        if audit:
            audit(("pay", n, avail))
        avail -= n
        spent += n

    def resolve(c: int) -> bool:
        """The one-shot effects of card c as it is played; False when decked."""
        nonlocal turn_dmg, res, avail, hero_types, abil_types
        eb = etb_bonus[c]
        if eb is not None and cond_ok(eb[3], c):
            etb_now.append(eb)
            if log:
                log(f"    +{eb[0]} ATK this turn.")
        d = dmg_of[c] if dmg_x[c] is None else dmg_now(c)
        if dmore_of[c] is not None and d > 0 and cond_ok(dmore_of[c][1], c):
            d += dmore_of[c][0]                     # "..., or M if ...": the larger amount
        if d > 0 and cond_ok(dmg_cond[c], c):       # an ally's "if you control another ..." leaves it out
            if boosts:
                d += bst(kind[c] != ALLY, False, kind[c] == ABILITY, dtype[c])
            turn_dmg += d
            if kind[c] == ABILITY:
                hero_types |= dtype[c]
                abil_types |= dtype[c]
            if log:
                log(f"    deals {d} damage to the opposing hero.")
            if dmg_all[c]:
                sweep(d)
        if extra_of[c]:
            for _ in range(extra_of[c]):
                if lib:
                    top()
                    res += 1
                    if audit:
                        audit(("extra",))
                    if log:
                        log("    puts the top card of the deck into the resource row.")
        if ready_of[c]:
            before = avail
            avail = min(res, avail + ready_of[c])
            if audit:
                audit(("ready", ready_of[c], before, res))
        tk = token_of[c]
        if tk is not None and not tk[2]:
            more = tmore_of[c] is not None and cond_ok(tmore_of[c][1], c)   # (as it resolves: before its tokens)
            make_tokens((tk[0] * res, tk[1], 0) if tper_of[c] else tk, t)
            if more:
                make_tokens((tmore_of[c][0], tk[1], 0), t)
        if tcopy_of[c] == 3:               # a copy of each token ally you control
            for j in [j for j, x in enumerate(a_c) if x >= cc.ndeck or a_uid[j] in tok_uids]:
                x = a_c[j]
                if not (unique[x] and x in in_play) and (not limits[x] or tag_ok(x)):
                    copy_ally(x)
        for l in less_of[c]:
            if l[2] and l[0] in (ABILITY, ALLY):      # abilities / allies this turn: by kind, with its minimum
                less_in_play.append(l)
                less_turn.append(l)
            elif l[2]:
                turn_less[0] += l[1]
        if next_less[c]:
            turn_less[2] += next_less[c] if next_less[c] > 0 else highest()
        if (dig_of[c] is not None or scry_of[c]) and not look(c):
            return False
        if portal_of[c] is not None and not portal(c):
            return False
        if tcopy_of[c] == 1:
            pick = max((x for x in a_c if not (unique[x] or limits[x] and not tag_ok(x))),
                       key=lambda x: atk[x] + assault[x], default=-1)
            if pick >= 0:
                copy_ally(pick)
        rg = regrow_of[c]
        if rg is not None:
            regrow(c, rg, regrow_x[c] or (1, 0, 0, 0, 0))
        if shuffle_of[c]:
            lib.extend(grave)
            grave.clear()
        n = draw_of[c]
        if draw_per[c] is not None:
            n += draw_per[c][0] * per_count(draw_per[c], -1)
        if draw_upto[c]:
            n = draw_upto[c] - len(hand) if len(hand) < draw_upto[c] else 0
        if n and cond_ok(draw_cond[c], c):
            if not draw_cards(n):
                return False
            if discard_of[c]:
                discard_worst(discard_of[c], None)
            for _ in range(min(put_back[c], len(hand))):     # the least useful card back on top of the deck
                j = min(range(len(hand)), key=lambda i: value[hand[i]] * 100 - cost[hand[i]])
                x = hand.pop(j)
                lib.append(x)
                topq.append(x)
                if log:
                    log(f"    puts {names[x]} from the hand on top of the deck.")
        return True

    def regrow(c: int, rg: tuple, rgx: tuple) -> None:
        """Card c puts cards from your graveyard into your hand, into play or on top of your deck (compile: regrow,
        regrow_x)."""
        ids, to_play, max_res = rg
        n, to_top, combined, names_differ, att = rgx
        budget = res
        got: list[int] = []
        for _ in range(n):
            pick = best_of(x for x in grave if x in ids and (not max_res or cost[x] <= budget)
                           and not (names_differ and x in got)
                           and not (to_play and n > 1 and (kind[x] == ABILITY and not stays[x] or unique[x] and x in in_play
                                                           or limits[x] and not tag_ok(x))))
            if pick < 0:
                return
            got.append(pick)
            grave.remove(pick)
            if combined:
                budget -= cost[pick]
            if to_play:
                if log:
                    log(f"    puts {names[pick]} from the graveyard into play.")
                if not (unique[pick] and pick in in_play) and (not limits[pick] or tag_ok(pick)):
                    enter(pick, t)
                    if att and kind[pick] == ALLY and ong_to[c] == TO_ATTACHED:
                        a_att[-1] += ong_n[c]        # this ability is attached to it
            elif to_top:
                lib.append(pick)
                topq.append(pick)
                if log:
                    log(f"    puts {names[pick]} from the graveyard on top of the deck.")
            else:
                hand.append(pick)
                if log:
                    log(f"    puts {names[pick]} from the graveyard into the hand.")

    def complete_quests(reserve: int = 0) -> int:
        """Complete the face-up quests whose reward the engine uses and can pay for now, keeping `reserve`
        for the weapon's strike (702.2), and whose reward has what it needs (a card in your graveyard to
        return: 707.1d): the number completed, or -1 when a reward's draw decks the player."""
        qless = 0
        for what, m, _u, _mn, _mask in less_in_play:
            if what == QUEST:
                qless += m
        done = 0
        for q in (sorted(quests, key=quest_pay.__getitem__) if len(quests) > 1 else quests[:]):
            if not quest_use[q]:
                continue
            pay_q = max(0, quest_pay[q] - qless)
            if pay_q <= avail - reserve and cond_ok(quest_cond[q]) and not (needs[q] and not usable(q)):
                quests.remove(q)
                if audit:
                    audit(("complete", q, tuple(grave)))
                pay(pay_q)
                done += 1
                if log:
                    log(f"  completes {names[q]} (pays {pay_q}) and turns it face down.")
                if not resolve(q):
                    return -1
        return done

    def strike_reserve() -> int:
        """What the hero's strike with its weapons costs (kept for it before combat)."""
        if not weapons:
            return 0
        wkey = tuple(weapons)
        r = strike_memo.get(wkey)
        if r is None:
            r = strike_memo[wkey] = _strike_cost(weapons, strike, wtype, dual, atk)
        return r

    def best_of(cands) -> int:
        """The card a player wants most: one the engine can use, the dearest that is castable soon."""
        best, bs = -1, -1 << 30
        for x in cands:
            s = value[x] * 100 + (cost[x] if cost[x] <= res + 1 else -cost[x])
            if s > bs:
                best, bs = x, s
        return best

    def look(c: int) -> bool:
        """Dig, scry or search: the deck is unordered, so the cards looked at and not taken go back
        among the unseen ones (the bottom of a 40-card deck is rarely reached in a goldfish game).
        Cards with Warp a reveal shows are played after it (`warp_play`); False when that decks you."""
        topq.clear()
        spec = dig_of[c]
        warped: list[int] = []
        if spec is not None and spec[0] == 0:          # search the deck
            pick, how = best_of(x for x in lib if x in spec[1]), "searches the deck"
        else:
            n = spec[0] if spec is not None else scry_of[c]
            looked = [top() for _ in range(min(n, len(lib)))]
            if any_warp and spec is not None and cc.dig_rev[c]:
                warped = [x for x in looked if warp_of[x] and warp_ok(x)]
                for x in warped:
                    looked.remove(x)
            pick, how = best_of(x for x in looked if spec is None or x in spec[1]), f"looks at the top {n}"
            lib.extend(looked)
        if pick >= 0 and spec is None:
            topq.append(pick)
            if log:
                log(f"    {how}: puts {names[pick]} on top.")
        elif pick >= 0:
            take(pick, how)
        for x in warped:
            if not warp_play(x):
                return False
        return True

    def take(pick: int, how: str) -> None:
        """The card picked from the deck into the hand."""
        lib.remove(pick)
        hand.append(pick)
        if drawn is not None:
            drawn.append(pick)
        if log:
            log(f"    {how}: puts {names[pick]} into the hand.")

    def portal(c: int) -> bool:
        """Portal (CR glossary): reveal the top three cards, put a revealed Demon ally with a lower cost than
        c's into play, the rest to the bottom (among the unseen ones); False when a Warp card decks you."""
        topq.clear()
        looked = [top() for _ in range(min(3, len(lib)))]
        warped = [x for x in looked if warp_of[x] and warp_ok(x)] if any_warp else []
        for x in warped:
            looked.remove(x)
        pick = best_of(x for x in looked if x in portal_of[c] and not (unique[x] and x in in_play)
                       and (not limits[x] or tag_ok(x)))
        if pick >= 0:
            looked.remove(pick)
            if log:
                log(f"    Portal: puts {names[pick]} into play.")
            enter(pick, t)
        elif log:
            log("    Portal: no Demon ally to put into play.")
        lib.extend(looked)
        for x in warped:
            if not warp_play(x):
                return False
        return True

    def warp_ok(x: int) -> bool:
        """Would the goldfish play card x with Warp as it is revealed (free, from the removed-from-game zone)?"""
        if not value[x] or xtra[x] or kind[x] not in (ALLY, ABILITY, GEAR) or (unique[x] and x in in_play) \
                or (limits[x] and not tag_ok(x)) or rdy_of[x] is not None or (needs[x] and not usable(x)):
            return False
        if attach_of[x] == ATT_ALLY and attach_target(x) < 0 or attach_of[x] == ATT_WEAPON and not weapons:
            return False
        return not (attach_of[x] == ATT_HERO and attach_cond[x] == C_HERO_HIT and not hero_hit)

    def warp_play(x: int) -> bool:
        """Warp: card x, revealed from your deck, is removed from the game and played without paying its cost
        (after the effect that revealed it, CR glossary: Warp). False when decked."""
        nonlocal played_n
        if audit and kind[x] == ABILITY:
            audit(("cast", x, tuple(grave), tuple(a_c)))
        if log:
            log(f"    Warp: {names[x]} is removed from the game and played without paying its cost.")
        if watchers:
            fire(EV_PLAY, x, watchers)
        if attach_of[x] == ATT_ALLY:
            j = attach_target(x)
            if audit:
                audit(("attach", x, a_uid[j]))
            if ong_to[x] == TO_ATTACHED:
                a_att[j] += ong_n[x]
        k = kind[x]
        if k == ALLY or k == GEAR or stays[x]:
            enter(x, t)
        else:
            spent_ability(x)
        if k == ABILITY:
            if bonus_n[x]:
                etb_now.append((bonus_n[x], bonus_to[x], bonus_mask[x], None))   # this turn's ATK, in its combat
            played_n += 1
        return resolve(x)

    def copyable(c: int) -> bool:
        """Is there an ally card c can copy (1: any ally you control; 3: a token ally you control)?"""
        if tcopy_of[c] == 1:
            return bool(a_c)
        return any(x >= cc.ndeck or a_uid[j] in tok_uids for j, x in enumerate(a_c))

    def copy_ally(x: int) -> None:
        """A token copy of ally x enters play (a token: when it leaves play it leaves no card behind)."""
        enter(x, t)
        tok_uids.add(uid_next)
        if log:
            log(f"    puts a token copy of {names[x]} into play.")

    def highest() -> int:
        """The highest cost among the abilities, allies and equipment you control."""
        return max((cost[x] for x in a_c + perms), default=0)

    def spend_next(c: int) -> None:
        """Card c was played: "your next card this turn costs less" is used (a power only on a card with a cost)."""
        turn_less[2] = 0
        if cost[c]:
            turn_less[3] = 0

    def fodder(c: int) -> tuple | None:
        """The card of yours destroyed to pay c's additional cost ("destroy an ability, ally, or equipment
        you control"): one that does nothing toward the kill (an ally that can't attack, an armor or item
        with no use); any, the weakest, when c's damage destroys the opposing hero now. None: none to pay with."""
        ids = sac_of[c]
        kill = dmg_of[c] > 0 and dmg + turn_dmg + dmg_of[c] >= health
        best, bv = None, 1 << 30
        for j, x in enumerate(a_c):
            if x in ids:
                if cant_attack[x] or n_cant_all:
                    return (True, j)
                if kill and atk[x] + a_att[j] < bv:
                    best, bv = (True, j), atk[x] + a_att[j]
        for j, x in enumerate(perms):
            if x in ids:
                if not value[x]:
                    return (False, j)
                if kill and cost[x] < bv:
                    best, bv = (False, j), cost[x]
        return best

    def extra_ok(c: int) -> bool:
        """Can c's additional cost be paid (a card of yours to destroy, a card in your graveyard to remove)?"""
        if sac_of[c] is not None and fodder(c) is None:
            return False
        return gcost_of[c] is None or any(x in gcost_of[c] for x in grave)

    def usable(c: int) -> bool:
        """Has card c (one that needs something: `needs`) anything to work on now: an attacker to ready, a
        card in your graveyard to put back, its additional cost payable?"""
        r = rdy_of[c]
        if r is not None and not (a_c if r[0] in (R_ALLY, R_ALLIES) else (weapons or hero_atk + ong_hero > 0)):
            return False
        rg = regrow_of[c]
        if rg is not None and not any(x in rg[0] and (not rg[2] or cost[x] <= res) for x in grave):
            return False
        if tcopy_of[c] & 1 and not copyable(c):
            return False
        dp = draw_per[c]
        if dp is not None and not draw_of[c] and not per_count(dp, -1):
            return False        # "draw a card for each [Arcane] ally you control" with none
        return not xtra[c] or extra_ok(c)

    def pay_extra(c: int) -> None:
        """Pay c's additional cost (`extra_ok` holds)."""
        if sac_of[c] is not None:
            is_ally, j = fodder(c)
            if log:
                log(f"    destroys {names[a_c[j] if is_ally else perms[j]]} to pay for {names[c]}.")
            leave(j, is_ally)
        if gcost_of[c] is not None:
            x = min((x for x in grave if x in gcost_of[c]), key=lambda x: value[x] * 100 + cost[x])
            grave.remove(x)
            if log:
                log(f"    removes {names[x]} in the graveyard from the game to pay for {names[c]}.")

    def holders(tid: int) -> list[int]:
        """Places in a_c of the allies in play with the limited tag `tid` (Pet (1), ...)."""
        return [j for j, x in enumerate(a_c) if any(t2 == tid for t2, _ in limits[x])]

    def outranks(c: int) -> bool:
        """Would ally c, whose tag limit is full, be worth more than the weakest ally of that tag in play
        (414.2: playing it, you destroy the weaker one to repair the violation: a better Pet replaces a worse)?"""
        for tid, n in limits[c]:
            if tag_count[tid] >= n:
                held = holders(tid)
                if not held or min(atk[a_c[j]] + assault[a_c[j]] for j in held) >= atk[c] + assault[c]:
                    return False
        return True

    def replace_weakest(c: int) -> None:
        """Ally c entered over its tag limit (414.2): the weakest ally of each full tag is destroyed."""
        for tid, n in limits[c]:
            while tag_count[tid] >= n and holders(tid):
                j = min(holders(tid), key=lambda j: atk[a_c[j]] + assault[a_c[j]])
                if audit:
                    audit(("replace", a_uid[j], a_c[j], c))
                if log:
                    log(f"  {names[a_c[j]]} is replaced (CR 414.2).")
                leave(j, True)

    def play(c: int, i: int, price: int, t: int) -> bool:
        """Pay for and play hand[i] (card c); False when decked."""
        nonlocal played_n
        if audit and kind[c] == ABILITY:
            audit(("cast", c, tuple(grave), tuple(a_c)))
        hand.pop(i)
        pay(price)
        if turn_less[2] or turn_less[3]:
            spend_next(c)
        if watchers:
            fire(EV_PLAY, c, watchers)
        k = kind[c]
        if log:
            log(f"  plays {names[c]} (cost {price}).")
        if xtra[c]:
            pay_extra(c)
        if k == WEAPON:
            w = wtype[c]
            while weapons and (limits[c] and not tag_ok(c)):
                # 414.3: the repair destroys the weakest weapon of that kind
                same = [x for x in weapons if wtype[x] == w] or weapons
                old = min(same, key=atk.__getitem__)
                if log:
                    log(f"  {names[old]} is replaced.")
                leave(perms.index(old), False)
        elif k == ALLY and limits[c] and not tag_ok(c):
            replace_weakest(c)
        att = attach_of[c]
        if att == ATT_ALLY:
            j = attach_target(c)
            if audit:
                audit(("attach", c, a_uid[j] if j >= 0 else -1))
            if ong_to[c] == TO_ATTACHED:
                a_att[j] += ong_n[c]
                if amore_of[c] is not None and a_c[j] in amore_of[c][1]:
                    a_att[j] += amore_of[c][0]       # "..., or +2 / +2 if it's a Demon"
            if log:
                log(f"    attached to {names[a_c[j]]}.")
        if k == ALLY or k == WEAPON or k == GEAR or stays[c]:
            enter(c, t)
        elif k == ABILITY:
            spent_ability(c)
            if echo_of[c] and copies(c) == 2:
                if log:
                    log(f"    Echo: {names[c]} is copied.")
                if not resolve(c):
                    return False
        if k != ABILITY:
            return resolve(c)
        ok = resolve(c)
        played_n += 1
        return ok

    for t in range(1, turns + 1):
        st.alive[t] += 1
        if audit:
            audit(("turn", t))
        if log:
            log(f"Turn {t}: ready step, {res} resource(s) ready; {len(lib)} card(s) in deck.")
        avail = res
        hero_types = 0
        hero_hit = False
        turn_less[0] = turn_less[1] = turn_less[2] = 0
        while less_turn:
            less_in_play.remove(less_turn.pop())
        played_n = abil_types = 0
        if less_pows:
            turn_less[3] = sum(lp[0] for lp in less_pows if lp[1] <= t)
        etb_now.clear()
        # Draw step (501.2): the first player skips the first draw.
        if t > 1 or not first:
            if not lib:
                st.deckouts += 1
                if log:
                    log("  must draw from an empty deck: decked, the game is lost (CR 410.6b).")
                _strand(st, hand)
                return -1
            c = top()
            hand.append(c)
            seen += early[c]
            wseen += watch[c]
            if drawn is not None:
                drawn.append(-t)
                drawn.append(c)
            if log:
                log(f"  draws {names[c]}.")
        seen_rows[t][seen if seen < SEEN_CAP else SEEN_CAP] += 1
        wseen_rows[t][wseen if wseen < SEEN_CAP else SEEN_CAP] += 1
        turn_dmg = 0
        decked = False
        # Start of turn: damage, draws and tokens of the cards in play.
        if dot:
            dd = dot
            if boosts:
                dd += sum(bst(kind[p] != ALLY, False, kind[p] == ABILITY, dtype[p]) for p in perms + a_c if dot_of[p])
            if any_dotx:
                dd += sum(dotx_of[p][0] for p in perms if dotx_of[p] is not None and cond_ok(dotx_of[p][1], p))
            turn_dmg += dd
            if log:
                log(f"  start-of-turn effects deal {dd} damage.")
        if readies[0] or readies[1]:
            if log:
                log(f"  allies that attacked ready: {readies[1]} damage, {readies[0]} card(s) drawn.")
            turn_dmg += readies[1]
            n_r, readies[0], readies[1] = readies[0], 0, 0
            if n_r and not draw_cards(n_r):
                decked = True
        for c in starters:
            if decked:
                break
            if turn_draw[c]:
                if log:
                    log(f"  {names[c]}: draw at the start of the turn.")
                if not draw_cards(turn_draw[c]):
                    decked = True
                    break
            tk = token_of[c]
            if tk is not None and tk[2]:
                make_tokens(tk, t)
            if tcopy_of[c] == 2:           # a token copy of each token ally you control
                for j in [j for j, x in enumerate(a_c) if x >= cc.ndeck or a_uid[j] in tok_uids]:
                    x = a_c[j]
                    if not (unique[x] and x in in_play) and (not limits[x] or tag_ok(x)):
                        copy_ally(x)
        if decked:
            st.deckouts += 1
            _strand(st, hand)
            return -1
        # Place resources (412.1): one a turn, more with "an additional resource" cards in play.
        for _p in range(1 + n_places):
            dead = set()
            for c in hand:
                if not can_die[c]:
                    continue
                k = kind[c]
                if (unique[c] and c in in_play) or (limits[c] and not tag_ok(c)) and k != WEAPON \
                        and not (k == ALLY and outranks(c)) \
                        or (k == WEAPON and weapons and not _better_weapon(c, weapons, atk, wtype, dual, two_hand)):
                    dead.add(c)
                elif attach_of[c] == ATT_ALLY and not a_c and not any(kind[h] == ALLY for h in hand):
                    dead.add(c)
                elif needs[c] and not usable(c):
                    dead.add(c)
            i = policy.resource(hand, cc, res, dead)
            if i < 0:
                break
            c = hand.pop(i)
            res += 1
            avail += 1
            if audit:
                audit(("place", t))
            if faceup and quest_pay[c] >= 0:
                quests.append(c)
                if log:
                    log(f"  places {names[c]} face up as a resource ({res} in play).")
            elif log:
                log(f"  places {names[c]} face down as a resource ({res} in play).")
        if audit:
            audit(("hand", t, tuple(hand), res))
        start_avail = avail
        spent = 0
        screwed = 0         # resource screw: cards to cast in hand, none affordable
        for c in hand:
            if kind[c] < QUEST:
                if cost[c] <= avail:
                    screwed = 0
                    break
                screwed = 1
        st.screw[t] += screwed

        # --- Action phase: permanents and card draw first (highest priority, then highest cost).
        for _pass in range(2):
            while True:
                reserve = strike_reserve() if weapons else 0
                best, bp, bprice = -1, None, 0
                cheap = less_in_play or turn_less[0] or turn_less[1] or turn_less[2] or turn_less[3]
                for i, c in enumerate(hand):
                    k = kind[c]
                    if not value[c]:
                        continue
                    price = reduction(c, k, turn_less) if cheap or own_less[c] else cost[c]
                    if price > avail:
                        continue
                    if unique[c] and c in in_play:
                        continue
                    if xtra[c] and not extra_ok(c) or needs[c] and not usable(c):
                        continue        # (707.1d: nothing to work on, no effect)
                    rg = regrow_of[c]
                    if rg is not None and regrow_x[c] and regrow_x[c][4] \
                            and not any(x in rg[0] and (not rg[2] or cost[x] <= res) for x in grave):
                        continue        # "put target ally from your graveyard into play and attach this ability to it"
                    if k == WEAPON:
                        if weapons and not _better_weapon(c, weapons, atk, wtype, dual, two_hand):
                            continue
                        p = (4, price)
                    elif limits[c] and not tag_ok(c) and not (k == ALLY and outranks(c)):
                        continue
                    elif price > avail - reserve:
                        continue
                    elif attach_of[c] == ATT_ALLY and attach_target(c) < 0 or attach_of[c] == ATT_WEAPON and not weapons:
                        continue        # an attachment needs one legal target
                    elif attach_of[c] == ATT_HERO and attach_cond[c] == C_HERO_HIT:
                        continue        # after combat
                    elif k == ALLY:
                        p = (3, price)
                    elif k == ABILITY:
                        if rdy_of[c] is not None:
                            continue    # it readies what attacked: in combat
                        if next_less[c] and not stays[c]:
                            # "your next card this turn costs n less": when it saves more than it costs
                            left, nl = avail - price, (next_less[c] if next_less[c] > 0 else highest())
                            if not any(x != c and value[x] and kind[x] < QUEST and nl > price
                                       and (rx := reduction(x, kind[x], turn_less)) > price and rx - nl <= left
                                       for x in hand):
                                continue
                            p = (5, price)
                        elif stays[c]:
                            p = (3, price)
                        elif (draw_of[c] or dig_of[c] is not None or draw_per[c] is not None) and not xcost[c]:
                            p = (2, price)
                        elif (extra_of[c] or token_of[c] is not None or portal_of[c] is not None or tcopy_of[c] & 1
                              and copyable(c)) and not xcost[c]:
                            p = (2, price)
                        elif (dmg_of[c] > 0 if dmg_x[c] is None else dmg_now(c) > 0) and not hold_burn \
                                and cond_ok(dmg_cond[c]):
                            p = (1, price)
                        else:
                            continue
                    elif k == GEAR:
                        p = (2, price)
                    else:
                        continue
                    if bp is None or p > bp:
                        best, bp, bprice = i, p, price
                if best < 0:
                    break
                if not play(hand[best], best, bprice, t):
                    decked = True
                    break
            if decked:
                break
            if _pass == 1:
                break
            # Quests with a draw reward are completed with what is left, then play again (702.2).
            done_any = complete_quests(strike_reserve()) if quests else 0
            if done_any < 0:
                decked = True
            if decked or not done_any:
                break
        if decked:
            st.deckouts += 1
            if log:
                log("  must draw from an empty deck: decked, the game is lost (CR 410.6b).")
            _strand(st, hand)
            return -1

        # --- Combat (601-602): every eligible attacker hits the goldfish hero.
        if audit:
            audit(("combat", t))
        ally_acts: list[int] = []   # allies whose power is used after combat
        act_hits = 0                # instances of non-combat damage by allies in combat (powers, attack triggers)
        att_draws = 0               # cards drawn by allies' attack triggers
        att_digs: list = []         # searches of the deck by allies' attack triggers (the cards each takes)
        attackers: list[int] = []   # attack values of allies that attack
        att_ids: list[int] = []     # their card ids
        att_js: list[int] = []      # their places in a_c (and how they could attack: for the audit)
        att_how: list[str] = []
        waiting: list[tuple] = []   # (attack value, index) allies that entered this turn
        act_damage = 0
        pumps: list[tuple] = []     # (n, TO_*, card id) ATK this turn from powers ("[Exhaust] -> ... +2 ATK this turn")
        hero_used = False           # your hero exhausted to pay a power's cost
        if not n_cant_all:
            for j, c in enumerate(a_c):
                if cant_attack[c] and (cant_unless[c] is None or not cond_ok((C_CONTROL, cant_unless[c]), c)):
                    continue        # (cant_unless: it can attack while you control another such ally)
                a = atk[c] + assault[c] + a_att[j]
                for n, mask in groups:
                    if mask is None or c in mask:
                        a += n
                sb = self_bonus[c]
                if sb is not None and cond_ok(sb[1], c):
                    a += sb[0]
                sp = self_per[c]
                if sp is not None:
                    a += sp[0] * per_count(sp, c)
                how = ""
                if a_since[j] < t:
                    pass
                elif ferocity[c]:
                    how = "ferocity"
                elif fero_cond[c] is not None and cond_ok(fero_cond[c], c):
                    how = "ferocity"
                elif any(m is None or c in m for m in fgroups):
                    how = "group"
                else:
                    ac = act_of[c]
                    if now_of[c] and ac is not None and ac[1] and ac[2] in (ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ACT_READY):
                        ally_acts.append(c)      # Time is Money: its [Exhaust] power the turn it enters
                        continue
                    waiting.append((a, j))
                    continue
                ac = act_of[c]
                if ac is not None and ac[2] in (ACT_DRAW, ACT_TOKEN, ACT_READY, ACT_DAMAGE):
                    if not ac[1]:
                        ally_acts.append(c)      # a power without [Exhaust]: after combat, as well as attacking
                    elif a <= 0 and ac[2] != ACT_DAMAGE and a_since[j] < t:     # CR 302.2
                        ally_acts.append(c)      # an ally of no ATK exhausts for its power instead
                        continue
                if ac is not None and a_since[j] < t and ac[2] == ACT_DAMAGE and ac[1]:
                    price = max(0, ac[0] - _per(ac, a_c, perms))
                    if ac[3] > a and price <= avail:
                        pay(price)
                        act_damage += ac[3]
                        act_hits += 1
                        if log:
                            log(f"  {names[c]} uses its power (pays {price}) for {ac[3]} damage.")
                        continue
                if ac is not None and ac[2] == ACT_ATK and ac[7] != TO_SELF and a_since[j] < t and (ac[1] or ac[6]) \
                        and ac[3] > (a if ac[1] else 0) and ac[0] <= avail and not (ac[6] and hero_used):
                    # "[Exhaust] -> target ally has +2 ATK this turn": worth more than its own attack (or it costs your
                    # hero's exhausting, not its own: then it attacks too)
                    pay(ac[0])
                    pumps.append((ac[3], ac[7], c))
                    if ac[6]:
                        hero_used = True
                        if audit:
                            audit(("exhaust_hero", c))
                    if ac[1]:
                        continue
                if ac is not None and ac[2] == ACT_ATK and not ac[1] and not ac[6]:
                    while ac[0] <= avail and ac[0] > 0:
                        pay(ac[0])
                        a += ac[3]
                if audit:
                    audit(("attack", a_uid[j], c, a_since[j], t, how))
                times = 1
                ag = again_of[c]
                if ag is not None and a > 0:
                    # readied after it attacked (CR 602: attacking exhausts it): it attacks again;
                    # a paid power repeats while resources last, the trigger once a turn
                    while times <= 8 and (ag[0] < 0 and times == 1 or 0 <= ag[0] <= avail):
                        if ag[0] > 0:
                            pay(ag[0])
                        times += 1
                        if audit:
                            audit(("readied", a_uid[j], c))
                            audit(("attack", a_uid[j], c, a_since[j], t, how))
                        if log:
                            log(f"  {names[c]} readies{f' (pays {ag[0]})' if ag[0] > 0 else ''} and attacks again.")
                        if ag[0] <= 0 or ag[1]:      # free, or paid once a turn: one more attack
                            break
                attackers += [a] * times
                att_ids += [c] * times
                if any_rdy:
                    att_js += [j] * times
                    att_how += [how] * times
                act_damage += atk_dmg[c] * times
                att_draws += atk_draw[c] * times
                if any_dig and atk_dig[c] is not None:
                    att_digs += [atk_dig[c]] * times
                if any_on_ready and (ready_draw[c] or ready_dmg[c]):
                    att_draws += ready_draw[c] * (times - 1)      # readied to attack again: its trigger now
                    act_damage += ready_dmg[c] * (times - 1)
                    readies[0] += ready_draw[c]                   # and at your next ready step
                    readies[1] += ready_dmg[c]
                act_hits += (atk_dmg[c] > 0) * times
        if waiting:
            waiting.sort(reverse=True)
            for i in range(len(hand) - 1, -1, -1):
                c = hand[i]
                if not waiting:
                    break
                if grant_fero[c] and kind[c] == ABILITY and reduction(c, ABILITY, turn_less) <= avail and not xtra[c]:
                    price = reduction(c, ABILITY, turn_less)       # (an additional cost: not in combat)
                    hand.pop(i)
                    pay(price)
                    cast(c)
                    a, j = waiting.pop(0)
                    if audit:
                        audit(("attack", a_uid[j], a_c[j], a_since[j], t, "granted"))
                    attackers.append(a)
                    att_ids.append(a_c[j])
                    if any_rdy:
                        att_js.append(j)
                        att_how.append("granted")
                    act_damage += atk_dmg[a_c[j]]
                    att_draws += atk_draw[a_c[j]]
                    if any_dig and atk_dig[a_c[j]] is not None:
                        att_digs.append(atk_dig[a_c[j]])
                    if any_on_ready:
                        readies[0] += ready_draw[a_c[j]]
                        readies[1] += ready_dmg[a_c[j]]
                    act_hits += atk_dmg[a_c[j]] > 0
                    if log:
                        log(f"  plays {names[c]}: {names[a_c[j]]}, which just entered, gains Ferocity.")
        hero_attacks = False
        hero_a = hero_atk + ong_hero
        for sp in hero_pers:
            hero_a += sp[0] * per_count(sp, -1)
        for n_h, cond_h in hero_conds:
            if cond_ok(cond_h):
                hero_a += n_h
        hero_base = hero_a          # without its weapons
        struck_now: list[int] = []
        if weapons and not n_cant_all:
            wkey = tuple(weapons)
            struck = set_memo.get(wkey)
            if struck is None:
                struck = set_memo[wkey] = _strike_set(weapons, wtype, dual, atk, strike)
            price = sum(strike[w] for w in struck)
            sless = sum(m for w in struck for what, m, _u, _mn, mask in less_in_play
                        if what == WEAPON + 10 and (mask is None or w in mask))
            price = max(0, price - sless)
            if price <= avail:
                pay(price)
                for w in struck:
                    hero_a += atk[w] + assault[w]
                    for n_w, ids_w in wgroups:
                        if w in ids_w:
                            hero_a += n_w
                    hero_types |= dtype[w]
                hero_a += ong_weapon
                hero_attacks = True
                struck_now = struck
                if hero_power is not None and hero_power[1] == ACT_ATK and not flips and hero_power[0] <= avail:
                    n_w = sum(1 for w in struck if w in hero_power[3])
                    if n_w:             # "Your Ranged weapons have +3 ATK this turn" (Elendril's flip)
                        pay(hero_power[0])
                        flips = 1
                        hero_a += hero_power[2] * n_w
                        if log:
                            log(f"  flips the hero: its power (pays {hero_power[0]}): +{hero_power[2] * n_w} ATK.")
                if audit:
                    audit(("strike", tuple(struck)))
                if log:
                    log(f"  hero strikes with {' and '.join(names[w] for w in struck)} (pays {price}).")
        if not hero_attacks and hero_a > 0 and not n_cant_all:
            hero_attacks = True
        # ATK bonuses this turn, from hand and from face-up quests.
        bonus = 0
        pool = [(c, -1) for c in quests if bonus_n[c]] + [(c, i) for i, c in enumerate(hand) if bonus_abil[c]] \
            if any_bonus else ()
        used_hand: list[int] = []
        for c, i in pool:
            if n_cant_all:
                break
            price = quest_pay[c] if i < 0 else reduction(c, ABILITY, turn_less)
            if price > avail or (i < 0 and not cond_ok(quest_cond[c])) or (i >= 0 and xtra[c]):
                continue        # (an ability with an additional cost is not played in combat)
            to = bonus_to[c]
            if to == TO_WEAPON:
                gain = bonus_n[c] if hero_attacks and weapons else 0
            else:       # a count (bonus_per) only for hero, any or one ally
                bn = bonus_n[c] if bonus_per[c] is None else bonus_per[c][0] * per_count(bonus_per[c], -1)
                bm = bmore_of[c]
                if bm is not None and any(x in bm[1] for x in att_ids):
                    bn, to = bn + bm[0], TO_ALLY      # "..., or +4 ATK if it's a Monster": on an attacking Monster
                gain, with_hero = turn_gain(bn, to, bonus_mask[c] if bm is None or to != TO_ALLY else bm[1])
                hero_attacks = hero_attacks or with_hero
            if gain <= 0:
                continue
            pay(price)
            if i >= 0 and echo_of[c]:
                gain *= copies(c)
            bonus += gain
            if i < 0:
                quests.remove(c)
                if log:
                    log(f"  completes {names[c]} (pays {price}): +{gain} ATK this turn.")
            else:
                used_hand.append(i)
                cast(c)
                if log:
                    log(f"  plays {names[c]}: +{gain} ATK this turn.")
        for i in sorted(used_hand, reverse=True):
            hand.pop(i)
        for n, to, mask, _c in etb_now:     # allies' "+N ATK this turn" as they entered (before combat)
            if n_cant_all:
                break
            gain, with_hero = turn_gain(n, to, mask)
            bonus += gain
            hero_attacks = hero_attacks or with_hero
        for c in actives:                   # "[Exhaust] -> your hero / target ally has +N ATK this turn" of a card in play
            ac = act_of[c]
            if ac[2] == ACT_ATK and ac[0] <= avail and not n_cant_all and not (ac[6] and (hero_attacks or hero_used)):
                gain, with_hero = turn_gain(ac[3], ac[7], None)
                if gain > 0 and not (ac[6] and with_hero):
                    pay(ac[0])
                    pumps.append((ac[3], ac[7], c))
                    hero_used = hero_used or bool(ac[6])
        for n, to, c in pumps:
            if n_cant_all:
                break
            gain, with_hero = turn_gain(n, to, None)
            bonus += gain
            hero_attacks = hero_attacks or with_hero
            if log:
                log(f"  {names[c]}'s power: +{gain} ATK this turn.")
        if any_rdy and not n_cant_all and (attackers or hero_attacks):
            # abilities that ready what attacked: it attacks again (CR 602)
            used_hand = []
            for i, c in enumerate(hand):
                r = rdy_of[c]
                if (r is None and not dbl_of[c]) or kind[c] != ABILITY or xtra[c]:
                    continue
                price = reduction(c, ABILITY, turn_less)
                if price > avail or (r is not None and r[3] is not None and not cond_ok(r[3])):
                    continue
                if r is None:               # "double the ATK this turn": as much again
                    if dbl_of[c] == 2:
                        gain = hero_a if hero_attacks else 0
                    else:
                        gain = max(attackers, default=0)
                    if gain <= 0:
                        continue
                    pay(price)
                    cast(c)
                    used_hand.append(i)
                    bonus += gain
                    if log:
                        log(f"  plays {names[c]}: +{gain} ATK this turn (double).")
                    continue
                rk = r[0]
                if rk == R_ALLY or rk == R_ALLIES:
                    once: dict[int, int] = {}       # place in a_c -> the attack it makes again
                    for k, v in enumerate(attackers):
                        j = att_js[k]
                        if v > 0 and j not in once and (r[1] is None or att_ids[k] in r[1]):
                            once[j] = k
                    if not once:
                        continue
                    if rk == R_ALLY:
                        k = max(once.values(), key=lambda k: attackers[k] + atk_dmg[att_ids[k]])
                        again = [k]
                    else:
                        again = list(once.values())
                    pay(price)
                    cast(c)
                    used_hand.append(i)
                    if not resolve(c):      # its other effects (Divine Plea's draw, with their conditions)
                        decked = True
                    for k in again:
                        j, x = att_js[k], att_ids[k]
                        if audit:
                            audit(("readied", a_uid[j], c))
                            audit(("attack", a_uid[j], x, a_since[j], t, att_how[k]))
                        attackers.append(attackers[k])
                        att_ids.append(x)
                        att_js.append(j)
                        att_how.append(att_how[k])
                        act_damage += atk_dmg[x]
                        att_draws += atk_draw[x]
                        act_hits += atk_dmg[x] > 0
                    if log:
                        log(f"  plays {names[c]}: {' and '.join(names[att_ids[k]] for k in again)} ready and attack again.")
                    continue
                if not hero_attacks:
                    continue
                ws: list[int] = []
                wprice = 0
                if rk != R_HERO and struck_now:
                    ws = [w for w in struck_now if w in r[1]]
                    if ws and r[2]:
                        ws = [max(ws, key=atk.__getitem__)]
                    if ws:
                        sless = sum(m for w in ws for what, m, _u, _mn, mask in less_in_play
                                    if what == WEAPON + 10 and (mask is None or w in mask))
                        wprice = max(0, sum(strike[w] for w in ws) - sless - (r[4] if len(r) > 4 else 0))
                again_n = hero_base
                for w in ws:
                    again_n += atk[w] + assault[w]
                    for n_w, ids_w in wgroups:
                        if w in ids_w:
                            again_n += n_w
                if ws:
                    again_n += ong_weapon
                if again_n <= 0 or price + wprice > avail:
                    continue
                pay(price)
                cast(c)
                used_hand.append(i)
                if not resolve(c):
                    decked = True
                if ws:
                    pay(wprice)
                    for w in ws:
                        hero_types |= dtype[w]
                    if audit:
                        audit(("strike", tuple(ws)))
                bonus += again_n
                if log:
                    log(f"  plays {names[c]}: the hero readies and attacks again"
                        f"{' with ' + ' and '.join(names[w] for w in ws) + f' (pays {wprice})' if ws else ''}: {again_n}.")
            for i in sorted(used_hand, reverse=True):
                hand.pop(i)
            if decked:
                st.deckouts += 1
                _strand(st, hand)
                return -1
        if audit and hero_attacks:
            audit(("hero_attack", t))
        combat = sum(attackers) + (hero_a if hero_attacks else 0) + bonus + act_damage
        if boosts and combat:
            combat += sum(bst(False, True, False, dtype[x]) for x, v in zip(att_ids, attackers) if v > 0)
            if hero_attacks and hero_a + bonus > 0:
                combat += bst(True, True, False, hero_types)
            combat += act_hits * bst(False, False, False, 0)
        if combat and log:
            log(f"  attacks with {len(attackers)} ally(ies){' and the hero' if hero_attacks else ''}: "
                f"{combat} damage.")
        turn_dmg += combat
        for ids in att_digs:        # "when this ally attacks, search your deck for a Murloc"
            topq.clear()
            pick = best_of(x for x in lib if x in ids)
            if pick >= 0:
                take(pick, "searches the deck")
        if att_draws and not draw_cards(att_draws):      # "when this ally attacks, draw"
            st.deckouts += 1
            _strand(st, hand)
            return -1
        hero_hit = hero_attacks and (hero_a + bonus) > 0
        if attackers and sum(attackers) > 0:
            turn_less[1] = 1    # Haste: an ally you controlled dealt damage to an opposing hero

        if quests and complete_quests() < 0:    # quests whose condition combat met
            st.deckouts += 1
            _strand(st, hand)
            return -1
        # --- After combat: burn, X costs, attachments that need the hero's hit, powers, leftovers.
        burn = [(d, i) for i, c in enumerate(hand)
                if burner[c] and reduction(c, ABILITY, turn_less) <= avail and cond_ok(dmg_cond[c])
                and (d := (dmg_of[c] if dmg_x[c] is None else dmg_now(c))
                     + (dmore_of[c][0] if dmore_of[c] is not None and cond_ok(dmore_of[c][1]) else 0)) > 0
                and not (xtra[c] and not extra_ok(c))] if any_burn else ()
        if burn:
            burn.sort(reverse=True)
            if hold_burn:
                left, total = avail, 0
                for d, i in burn:
                    pr = reduction(hand[i], ABILITY, turn_less)
                    if pr <= left:
                        left -= pr
                        total += d
                go = dmg + turn_dmg + total >= health
            else:
                go = True
            if go:
                used = []
                for d, i in burn:
                    c = hand[i]
                    pr = reduction(c, ABILITY, turn_less)
                    if pr <= avail and not (xtra[c] and not extra_ok(c)):
                        pay(pr)
                        if xtra[c]:
                            pay_extra(c)
                        if boosts:
                            d += bst(True, False, True, dtype[c])
                        d *= copies(c) if echo_of[c] else 1
                        turn_dmg += d
                        abil_types |= dtype[c]
                        used.append(i)
                        cast(c)
                        if dmg_all[c]:
                            sweep(d)
                        if log:
                            log(f"  plays {names[c]}: {d} damage.")
                for i in sorted(used, reverse=True):
                    hand.pop(i)
        for i in (range(len(hand) - 1, -1, -1) if any_xdmg else ()):
            c = hand[i]
            if dmg_of[c] == -1 and avail - cost[c] >= x_min and not (xtra[c] and not extra_ok(c)):
                x = avail - cost[c]
                if xmax[c] and x > xmax[c]:
                    x = xmax[c]
                if hold_burn and dmg + turn_dmg + x < health:
                    continue
                hand.pop(i)
                pay(cost[c] + x)
                if xtra[c]:
                    pay_extra(c)
                cast(c)
                turn_dmg += (x + (bst(True, False, True, dtype[c]) if boosts else 0)) * (copies(c) if echo_of[c] else 1)
                abil_types |= dtype[c]
                if dmg_all[c]:
                    sweep(x)
                if log:
                    log(f"  plays {names[c]} with X={x}: {x} damage.")
        # Post-combat main phase: hero attachments, Haste allies, permanents still affordable.
        for i in range(len(hand) - 1, -1, -1):
            if i >= len(hand):
                continue
            c = hand[i]
            pk = post[c]
            if not pk:
                continue
            k = kind[c]
            rg = regrow_of[c]
            if pk == 2 and not (tcopy_of[c] & 1 and copyable(c) or (
                    rg is not None and any(x in rg[0] and (not rg[2] or cost[x] <= res) for x in grave))):
                continue
            price = reduction(c, k, turn_less)
            if price > avail or (unique[c] and c in in_play) or (
                    k != WEAPON and limits[c] and not tag_ok(c) and not (k == ALLY and outranks(c))):
                continue
            if xtra[c] and not extra_ok(c) or needs[c] and not usable(c):
                continue
            if rg is not None and regrow_x[c] and regrow_x[c][4] \
                    and not any(x in rg[0] and (not rg[2] or cost[x] <= res) for x in grave):
                continue
            if k == WEAPON and weapons and not _better_weapon(c, weapons, atk, wtype, dual, two_hand):
                continue
            if attach_of[c] == ATT_ALLY and attach_target(c) < 0 or attach_of[c] == ATT_WEAPON and not weapons:
                continue
            if attach_of[c] == ATT_HERO and attach_cond[c] == C_HERO_HIT and not hero_hit:
                continue
            if not play(c, i, price, t):
                st.deckouts += 1
                _strand(st, hand)
                return -1
        hero_tapped = hero_attacks or bool(n_cant_all) or hero_used    # your hero exhausted: it attacked, or paid
        for c in (actives + ally_acts if ally_acts else actives):
            ac = act_of[c]
            pay_n, exh, ak, n = ac[0], ac[1], ac[2], ac[3]
            pay_n = max(0, pay_n - _per(ac, a_c, perms))
            times = 1 if exh or ac[6] else (avail // pay_n if pay_n else 1)
            if ak == ACT_HERO_AGAIN:
                # your hero readied after it attacked attacks again, without its weapons (they
                # exhausted when it struck, CR 303.2): its own ATK and its ongoing bonuses
                again = hero_atk + ong_hero
                if hero_attacks and again > 0 and pay_n <= avail and not n_cant_all:
                    pay(pay_n)
                    turn_dmg += again
                    if log:
                        log(f"  uses {names[c]}'s power (pays {pay_n}): the hero readies and attacks again for {again}.")
                continue
            if ak not in (ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ACT_READY) or (not n and ak != ACT_TOKEN):
                continue            # (ACT_ATK: in combat)
            if ac[6] and hero_tapped:
                continue            # exhausting your hero is part of the cost: not once it has attacked (or paid one)
            for _ in range(times):
                if pay_n > avail:
                    break
                pay(pay_n)
                if ac[6]:
                    hero_tapped = True
                    if audit:
                        audit(("exhaust_hero", c))
                if log:
                    log(f"  uses {names[c]}'s power (pays {pay_n}).")
                if ak == ACT_DAMAGE:
                    turn_dmg += n + (bst(kind[c] != ALLY, False, False, dtype[c]) if boosts else 0)
                elif ak == ACT_TOKEN:
                    make_tokens((1, n, 0), t)
                elif ak == ACT_READY:
                    break
                elif not draw_cards(n):
                    st.deckouts += 1
                    _strand(st, hand)
                    return -1
        if hero_power is not None and not flips and hero_power[0] <= avail and hero_power[1] != ACT_ATK and (
                hero_power[1] != ACT_REGROW or any(x in hero_power[3] for x in grave)):
            pay(hero_power[0])
            flips = 1
            if log:
                log(f"  flips the hero: its power (pays {hero_power[0]}).")
            if hero_power[1] == ACT_DAMAGE:
                turn_dmg += hero_power[2] + (bst(True, False, False, 0) if boosts else 0)
            elif hero_power[1] == ACT_REGROW:
                pick = best_of(x for x in grave if x in hero_power[3])
                grave.remove(pick)
                hand.append(pick)
                if log:
                    log(f"    puts {names[pick]} from the graveyard into the hand.")
            elif not draw_cards(hero_power[2]):
                st.deckouts += 1
                _strand(st, hand)
                return -1
        # Armor and items with what is left (no effect on the goldfish, but they use resources).
        for i in (range(len(hand) - 1, -1, -1) if any_gear else ()):
            c = hand[i]
            if kind[c] == GEAR and not value[c] and cost[c] <= avail and not (unique[c] and c in in_play) \
                    and not (limits[c] and not tag_ok(c)) and attach_of[c] == ATT_NONE:
                hand.pop(i)
                pay(cost[c])
                if turn_less[2] or turn_less[3]:
                    spend_next(c)
                if watchers:
                    fire(EV_PLAY, c, watchers)
                enter(c, t)
                if log:
                    log(f"  plays {names[c]} (cost {cost[c]}).")

        dmg += turn_dmg
        st.done[t] += 1
        st.res[t] += res
        st.avail[t] += start_avail
        st.spent[t] += spent
        st.damage[t] += turn_dmg
        if dmg >= health:
            kills[t] += 1
            if log:
                log(f"  the goldfish hero has {dmg} damage on {health} health: destroyed on turn {t}.")
            _strand(st, hand)
            return t
        if log and turn_dmg:
            log(f"  the goldfish hero has {dmg} damage ({health - dmg} health left).")
        # Wrap-up step (503.2a): discard down to seven.
        if len(hand) > 7 + max_plus:
            discard_worst(len(hand) - 7 - max_plus, st.discarded)
        if audit:
            audit(("end", t, len(hand)))
    _strand(st, hand)
    if log:
        log(f"After {turns} turns the goldfish hero has {dmg} damage: not destroyed.")
    return 0


def _per(ac: tuple, a_c: list[int], perms: list[int]) -> int:
    """A power's cost reduction "for each [tag] ally you control"."""
    if not ac[4]:
        return 0
    mask = ac[5]
    return ac[4] * sum(1 for c in a_c if mask is None or c in mask)


def _strike_set(weapons: list[int], wtype: list[int], dual: int, atk: list[int], strike: list[int]) -> list[int]:
    """The weapons the hero strikes with: one (303.2c), or two of one kind with dual wield (406.6),
    never a Melee and a Ranged weapon together."""
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


def _strike_cost(weapons, strike, wtype, dual, atk) -> int:
    return sum(strike[w] for w in _strike_set(weapons, wtype, dual, atk, strike))


def _better_weapon(c: int, weapons: list[int], atk: list[int], wtype: list[int], dual: int, two_hand: list[int]) -> bool:
    """Would playing weapon c (replacing one if it must) make the hero hit harder?"""
    same = [x for x in weapons if wtype[x] == wtype[c]]
    if not same:
        return True
    if dual & wtype[c] and len(same) == 1 and not two_hand[c] and not two_hand[same[0]]:
        return True
    return atk[c] > min(atk[x] for x in same)


def _strand(st: Stats, hand: list[int]) -> None:
    s = st.stranded
    for c in hand:
        s[c] += 1
