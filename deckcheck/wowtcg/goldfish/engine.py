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

from deckcheck.wowtcg.goldfish.compile import (ACT_ATK, ACT_DAMAGE, ALLY, ABILITY, GEAR, QUEST, TO_ALLIES,
                                               TO_ALLY, TO_HERO, TO_WEAPON, WEAPON, Compiled)
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
              drawn: list[int] | None = None) -> int:
    """Play one game; add its counters to `st`. Returns the kill turn, 0 if none, -1 if decked.

    `drawn`, when given, receives the kept opening hand, then -t at each turn's draw step, then
    every card drawn (draw step and effects), in order (for the per-card impact report).

    `watch` (per card id, 1 = watched) adds the number of watched cards seen by each turn's draw
    step to `st.wseen`, as `early` does to `st.seen` (for the exact odds of named cards)."""
    turns = st.turns
    kind, cost, xcost, atk, strike = cc.kind, cc.cost, cc.xcost, cc.atk, cc.strike
    assault, ferocity, cant_attack, unique = cc.assault, cc.ferocity, cc.cant_attack, cc.unique
    dmg_of, draw_of, discard_of, extra_of = cc.dmg, cc.draw, cc.discard, cc.extra_res
    bonus_n, bonus_to, ong_n, ong_to, dot_of = cc.bonus_n, cc.bonus_to, cc.ong_n, cc.ong_to, cc.dot
    grant_fero, all_fero_of, quest_pay, act_of, stays, value = (
        cc.grant_fero, cc.all_fero, cc.quest_pay, cc.act, cc.stays, cc.value)
    early = cc.early
    names = cc.names if log else None
    hold_burn, x_min, faceup = policy.hold_burn, policy.x_min, policy.quests_face_up

    st.games += 1
    # The library is kept unordered and each draw takes a uniformly random card from it, which is
    # the same as drawing the top card of a shuffled deck, without paying for a full shuffle.
    lib = deck[:]
    rand = rng.random

    def top() -> int:
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
    allies: list[int] = []  # allies in play
    since: list[int] = []   # turn each ally entered play
    actives: list[int] = [] # non-ally cards in play with an activated power
    weapon = -1
    ong_allies = ong_hero = ong_weapon = dot = all_fero = 0
    in_play: set[int] = set()   # unique cards in play
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
            if counter is not None:
                counter[c] += 1
            if log:
                log(f"  discards {names[c]}.")

    for t in range(1, turns + 1):
        st.alive[t] += 1
        if log:
            log(f"Turn {t}: ready step, {res} resource(s) ready; {len(lib)} card(s) in deck.")
        avail = res
        # Draw step (501.2): the first player skips the first draw.
        if t > 1 or not first:
            if not lib:
                st.deckouts += 1
                if log:
                    log("  must draw from an empty deck: decked, the game is lost (CR 410.6b).")
                _strand(st, hand)
                return -1
            j = int(rand() * len(lib))
            c = lib[j]
            lib[j] = lib[-1]
            lib.pop()
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
        if dot:
            turn_dmg += dot
            if log:
                log(f"  start-of-turn effects deal {dot} damage.")
        # Place a resource (412.1).
        dead = set()
        for c in hand:
            k = kind[c]
            if (unique[c] and c in in_play) or (k == WEAPON and weapon >= 0 and atk[c] <= atk[weapon]):
                dead.add(c)
        i = policy.resource(hand, cc, res, dead)
        if i >= 0:
            c = hand.pop(i)
            res += 1
            avail += 1
            if faceup and quest_pay[c] >= 0:
                quests.append(c)
                if log:
                    log(f"  places {names[c]} face up as a resource ({res} in play).")
            elif log:
                log(f"  places {names[c]} face down as a resource ({res} in play).")
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
        decked = False

        # --- Action phase: permanents and card draw first (highest priority, then highest cost).
        for _pass in range(2):
            while True:
                reserve = strike[weapon] if weapon >= 0 else 0
                best, bp = -1, None
                for i, c in enumerate(hand):
                    k = kind[c]
                    cst = cost[c]
                    if not value[c] or cst > avail or c in dead:
                        continue
                    if unique[c] and c in in_play:
                        continue
                    if k == WEAPON:
                        if weapon >= 0 and atk[c] <= atk[weapon]:
                            continue
                        p = (4, cst)
                    elif cst > avail - reserve:
                        continue
                    elif k == ALLY:
                        p = (3, cst)
                    elif k == ABILITY:
                        if stays[c]:
                            p = (3, cst)
                        elif draw_of[c] and not xcost[c]:
                            p = (2, cst)
                        elif dmg_of[c] > 0 and not hold_burn:
                            p = (1, cst)
                        else:
                            continue
                    elif k == GEAR:
                        p = (2, cst)
                    else:
                        continue
                    if bp is None or p > bp:
                        best, bp = i, p
                if best < 0:
                    break
                c = hand.pop(best)
                avail -= cost[c]
                spent += cost[c]
                k = kind[c]
                if log:
                    log(f"  plays {names[c]} (cost {cost[c]}).")
                if unique[c]:
                    in_play.add(c)
                if k == WEAPON:
                    if weapon >= 0 and log:
                        log(f"  {names[weapon]} is replaced.")
                    weapon = c
                elif k == ALLY:
                    allies.append(c)
                    since.append(t)
                    if act_of[c] is not None and not act_of[c][1]:
                        actives.append(c)
                if stays[c] or k == ALLY or k == GEAR or k == WEAPON:
                    n, to = ong_n[c], ong_to[c]
                    if n:
                        if to == TO_ALLIES or to == TO_ALLY:
                            ong_allies += n
                        elif to == TO_WEAPON:
                            ong_weapon += n
                        else:
                            ong_hero += n
                    dot += dot_of[c]
                    all_fero |= all_fero_of[c]
                    if act_of[c] is not None and k != ALLY:
                        actives.append(c)
                if dmg_of[c] > 0:
                    turn_dmg += dmg_of[c]
                    if log:
                        log(f"    deals {dmg_of[c]} damage to the opposing hero.")
                if extra_of[c]:
                    for _ in range(extra_of[c]):
                        if lib:
                            top()
                            res += 1
                if draw_of[c]:
                    if not draw_cards(draw_of[c]):
                        decked = True
                        break
                    if log:
                        log(f"    hand is {len(hand)} card(s).")
                    if discard_of[c]:
                        discard_worst(discard_of[c], None)
            if decked:
                break
            if _pass == 1:
                break
            # Quests with a draw reward are completed with what is left, then play again (702.2).
            done_any = False
            for q in sorted(quests, key=quest_pay.__getitem__):
                pay = quest_pay[q]
                if (draw_of[q] or dmg_of[q] > 0) and not bonus_n[q] and pay <= avail:
                    quests.remove(q)
                    avail -= pay
                    spent += pay
                    done_any = True
                    if log:
                        log(f"  completes {names[q]} (pays {pay}) and turns it face down.")
                    if dmg_of[q] > 0:
                        turn_dmg += dmg_of[q]
                    if draw_of[q]:
                        if not draw_cards(draw_of[q]):
                            decked = True
                            break
                        if discard_of[q]:
                            discard_worst(discard_of[q], None)
            if decked or not done_any:
                break
        if decked:
            st.deckouts += 1
            if log:
                log("  must draw from an empty deck: decked, the game is lost (CR 410.6b).")
            _strand(st, hand)
            return -1

        # --- Combat (601-602): every eligible attacker hits the goldfish hero.
        attackers: list[int] = []   # attack values of allies that attack
        waiting: list[int] = []     # allies that entered this turn (could attack with Ferocity)
        act_damage = 0
        for j, c in enumerate(allies):
            if cant_attack[c]:
                continue
            a = atk[c] + ong_allies + assault[c]
            if since[j] < t or ferocity[c] or all_fero:
                ac = act_of[c]
                if ac is not None and ac[1] and since[j] < t and ac[2] == ACT_DAMAGE and ac[3] > a \
                        and ac[0] <= avail:
                    avail -= ac[0]
                    spent += ac[0]
                    act_damage += ac[3]
                    if log:
                        log(f"  {names[c]} uses its power (pays {ac[0]}) for {ac[3]} damage.")
                    continue
                attackers.append(a)
            else:
                waiting.append(a)
        if waiting:
            waiting.sort(reverse=True)
            for i in range(len(hand) - 1, -1, -1):
                c = hand[i]
                if not waiting:
                    break
                if grant_fero[c] and cost[c] <= avail:
                    hand.pop(i)
                    avail -= cost[c]
                    spent += cost[c]
                    a = waiting.pop(0)
                    attackers.append(a)
                    if log:
                        log(f"  plays {names[c]}: an ally that just entered gains Ferocity.")
        hero_attacks = False
        hero_a = hero_atk + ong_hero
        if weapon >= 0 and strike[weapon] <= avail:
            avail -= strike[weapon]
            spent += strike[weapon]
            hero_a += atk[weapon] + ong_weapon + assault[weapon]
            hero_attacks = True
            if log:
                log(f"  hero strikes with {names[weapon]} (pays {strike[weapon]}).")
        elif hero_a > 0:
            hero_attacks = True
        # ATK bonuses this turn, from hand and from face-up quests.
        bonus = 0
        pool = [(c, -1) for c in quests if bonus_n[c]] + [(c, i) for i, c in enumerate(hand)
                                                          if bonus_n[c] and kind[c] == ABILITY]
        used_hand: list[int] = []
        for c, i in pool:
            pay = quest_pay[c] if i < 0 else cost[c]
            if pay > avail:
                continue
            to = bonus_to[c]
            if to == TO_ALLIES:
                gain = bonus_n[c] * len(attackers)
            elif to == TO_ALLY:
                gain = bonus_n[c] if attackers else 0
            else:           # hero or any: the hero can always attack (301.3)
                gain = bonus_n[c]
                if to == TO_HERO or not attackers:
                    hero_attacks = True
            if gain <= 0:
                continue
            avail -= pay
            spent += pay
            bonus += gain
            if i < 0:
                quests.remove(c)
                if log:
                    log(f"  completes {names[c]} (pays {pay}): +{gain} ATK this turn.")
            else:
                used_hand.append(i)
                if log:
                    log(f"  plays {names[c]}: +{gain} ATK this turn.")
        for i in sorted(used_hand, reverse=True):
            hand.pop(i)
        combat = sum(attackers) + (hero_a if hero_attacks else 0) + bonus + act_damage
        if combat and log:
            log(f"  attacks with {len(attackers)} ally(ies){' and the hero' if hero_attacks else ''}: "
                f"{combat} damage.")
        turn_dmg += combat

        # --- After combat: burn, X costs, activated powers, leftovers.
        burn = [(dmg_of[c], i) for i, c in enumerate(hand)
                if dmg_of[c] > 0 and kind[c] == ABILITY and cost[c] <= avail]
        if burn:
            burn.sort(reverse=True)
            if hold_burn:
                left, total = avail, 0
                for d, i in burn:
                    if cost[hand[i]] <= left:
                        left -= cost[hand[i]]
                        total += d
                go = dmg + turn_dmg + total >= health
            else:
                go = True
            if go:
                used = []
                for d, i in burn:
                    c = hand[i]
                    if cost[c] <= avail:
                        avail -= cost[c]
                        spent += cost[c]
                        turn_dmg += d
                        used.append(i)
                        if log:
                            log(f"  plays {names[c]}: {d} damage.")
                for i in sorted(used, reverse=True):
                    hand.pop(i)
        for i in range(len(hand) - 1, -1, -1):
            c = hand[i]
            if dmg_of[c] == -1 and avail - cost[c] >= x_min:
                x = avail - cost[c]
                if hold_burn and dmg + turn_dmg + x < health:
                    continue
                hand.pop(i)
                spent += avail
                avail = 0
                turn_dmg += x
                if log:
                    log(f"  plays {names[c]} with X={x}: {x} damage.")
        for c in actives:
            ac = act_of[c]
            pay, exh, ak, n = ac
            times = 1 if exh else (avail // pay if pay else 1)
            if ak == ACT_ATK or not n:
                continue
            for _ in range(times):
                if pay > avail:
                    break
                avail -= pay
                spent += pay
                if ak == ACT_DAMAGE:
                    turn_dmg += n
                elif not draw_cards(n):
                    st.deckouts += 1
                    _strand(st, hand)
                    return -1
                if log:
                    log(f"  uses {names[c]}'s power (pays {pay}).")
        # Armor and items with what is left (no effect on the goldfish, but they use resources).
        for i in range(len(hand) - 1, -1, -1):
            c = hand[i]
            if kind[c] == GEAR and not value[c] and cost[c] <= avail and not (unique[c] and c in in_play):
                hand.pop(i)
                avail -= cost[c]
                spent += cost[c]
                if unique[c]:
                    in_play.add(c)
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
        if len(hand) > 7:
            discard_worst(len(hand) - 7, st.discarded)
    _strand(st, hand)
    if log:
        log(f"After {turns} turns the goldfish hero has {dmg} damage: not destroyed.")
    return 0


def _strand(st: Stats, hand: list[int]) -> None:
    s = st.stranded
    for c in hand:
        s[c] += 1
