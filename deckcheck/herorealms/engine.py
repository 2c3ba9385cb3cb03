"""The Hero Realms goldfish: one player's turns against a passive opponent with 50 health.

Per the rules sheet: the first player draws 3 cards for turn 1 (the second player 5); in the main
phase every card in hand is played (primary abilities at once), champions stay in play and are
expended, ally abilities fire once per turn as soon as another card of their faction is in play
(also when that partner arrives later in the turn), gold buys from a 5-card market row refilled
from the market deck or from the Fire Gem pile, and all combat goes to the opponent (a passive
opponent has no champions, so guards and stuns never matter); in the discard phase unspent gold and
combat are lost, actions, items and the hand go to the discard pile and champions are prepared;
then 5 cards are drawn, reshuffling the discard pile when the deck runs out.

Speed: cards are small ints; every ability is compiled once into (gold, combat, health, rest)
where `rest` is a tuple of rare opcodes; the turn loop works on plain lists and ints.
"""
from __future__ import annotations

import random
from typing import Callable

from deckcheck.herorealms.feeds import CardDB
from deckcheck.herorealms.model import FACTIONS, FIRE_GEM, MARKET_ROW, STARTING_DECK, STARTING_HEALTH
from deckcheck.herorealms.policies import GEM, BuyPolicy

# opcodes of the rare effects
OP_PER, OP_DRAW, OP_PREPARE, OP_THIN, OP_CYCLE, OP_NEXT, OP_RECYCLE, OP_CHOOSE, OP_IDLE = range(9)
_RES = {"gold": 0, "combat": 1, "health": 2}
_PER = {"champion": 0, "other_champion": 1, "other_guard": 2, "other_faction": 3}
_WHAT = {"card": 0, "action": 1, "champion": 2}
#: how much a card is worth keeping when one must be discarded or recycled (personal cards)
_KEEP = {"Gold": 1, "Dagger": 1, "Shortsword": 2, "Ruby": 2}
TURN_CAP = 60


def compile_ability(effects: tuple) -> tuple[int, int, int, tuple]:
    """(gold, combat, health, rest): the plain gains summed, everything else as opcodes."""
    g = c = h = 0
    rest: list[tuple] = []
    for eff in effects:
        d = dict(eff)
        if "choose" in d:
            rest.append((OP_CHOOSE, tuple(compile_ability(opt) for opt in d["choose"])))
            continue
        kind, n = d["do"], d.get("n", 1)
        if kind in _RES and "per" not in d:
            if kind == "gold":
                g += n
            elif kind == "combat":
                c += n
            else:
                h += n
        elif kind in _RES:
            rest.append((OP_PER, _RES[kind], n, _PER[d["per"]]))
        elif kind == "draw":
            rest.append((OP_DRAW, n))
        elif kind == "prepare":
            rest.append((OP_PREPARE, n))
        elif kind == "sacrifice_card":
            rest.append((OP_THIN, n, compile_ability(d.get("if_done", ()))))
        elif kind == "draw_discard":
            rest.append((OP_CYCLE, n))
        elif kind == "next_acquire":
            rest.append((OP_NEXT, _WHAT[d.get("what", "card")], d["to"] == "hand"))
        elif kind == "recycle":
            rest.append((OP_RECYCLE, _WHAT[d.get("what", "card")]))
        else:  # stun, opponent_discard: nothing to target in a goldfish
            rest.append((OP_IDLE, kind))
    return g, c, h, tuple(rest)


class Tables:
    """Every card of the feed as an int, with its facts and compiled abilities in parallel lists."""

    def __init__(self, db: CardDB):
        cards = list(db)
        self.names = [c.name for c in cards]
        self.id = {c.name: i for i, c in enumerate(cards)}
        self.cost = [c.cost if c.cost is not None else 0 for c in cards]
        self.fac = [FACTIONS.index(c.faction) if c.faction else -1 for c in cards]
        self.champ = [c.is_champion for c in cards]
        self.guard = [c.guard for c in cards]
        self.action = [c.type == "action" for c in cards]
        self.keep = [_KEEP.get(c.name, c.cost or 0) for c in cards]
        self.prim = [compile_ability(c.primary) for c in cards]
        self.exp = [compile_ability(c.expend) if c.expend else None for c in cards]
        self.ally = [compile_ability(c.ally) if c.ally else None for c in cards]
        sac = [compile_ability(c.sacrifice) if c.sacrifice else None for c in cards]
        # a sacrifice ability is only worth it for its combat (to finish the opponent)
        self.sac_combat = [s[1] if s else 0 for s in sac]
        self.gem = self.id.get(FIRE_GEM, -1)
        self.market = [self.id[n] for n in db.market_deck()]
        self.gems = db[FIRE_GEM].qty if FIRE_GEM in db.cards else 0
        self.starting = self.deck_ids(STARTING_DECK)

    def deck_ids(self, counts: dict[str, int]) -> list[int]:
        return [self.id[name] for name, n in counts.items() for _ in range(n)]


class Stats:
    """Streamed counters for one policy: nothing per game is kept."""

    def __init__(self, cap: int = TURN_CAP):
        self.cap = cap
        self.games = 0
        self.kill = [0] * (cap + 1)          # games that dealt 50 damage on turn t
        self.unfinished = 0
        self.turns = [0] * (cap + 1)         # games that played turn t
        self.gold = [0] * (cap + 1)          # gold gained on turn t, summed over games
        self.combat = [0] * (cap + 1)
        self.deck = [0] * (cap + 1)          # cards owned at the end of turn t, summed


class Goldfish:
    """Plays seeded games of one starting deck with one buy policy."""

    def __init__(self, tables: Tables, policy: BuyPolicy, *, first: bool = True, cap: int = TURN_CAP,
                 health: int = STARTING_HEALTH, deck: list[int] | None = None, market: list[int] | None = None,
                 shuffle_market: bool = True):
        self.t = tables
        self.policy = policy
        policy.bind(tables)
        self.first = first
        self.cap = cap
        self.health = health
        self.start_deck = list(deck if deck is not None else tables.starting)
        self.start_market = list(market if market is not None else tables.market)
        self.shuffle_market = shuffle_market
        self.rng = random.Random()
        self.rnd = self.rng.random
        self.thin_ids = [tables.id[n] for n in policy.thin if n in tables.id]
        self.trace: Callable[[str], None] | None = None

    # -- one game ---------------------------------------------------------------------------
    def setup(self, seed: int, deck_order: list[int] | None = None) -> None:
        """Fresh piles for a game; `deck_order` (top card last) skips the shuffle for scripted tests."""
        rng = self.rng
        rng.seed(seed)
        self.deck = list(self.start_deck)
        if deck_order is None:
            self.shuffle(self.deck)
        else:
            self.deck = list(deck_order)
        self.market = list(self.start_market)
        self.row = [self.market_card() for _ in range(MARKET_ROW)]
        self.gems = self.t.gems
        self.discard: list[int] = []
        self.hand: list[int] = []
        self.played: list[int] = []
        self.champs: list[int] = []
        self.ready: list[bool] = []
        self.owned = len(self.deck)
        self.opp = self.health
        self.turn = 0
        self.policy.reset()

    def market_card(self) -> int:
        """The top card of the market deck: a shuffled deck dealt lazily (one random pick per card)."""
        m = self.market
        if not m:
            return -1
        if not self.shuffle_market:
            return m.pop()
        i = int(self.rnd() * len(m))
        m[i], m[-1] = m[-1], m[i]
        return m.pop()

    def shuffle(self, x: list[int]) -> None:
        """Fisher-Yates on floats (faster than random.shuffle's integer draws, as uniform for decks)."""
        rnd = self.rnd
        for i in range(len(x) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            x[i], x[j] = x[j], x[i]

    def draw(self, n: int) -> int:
        """Draw n cards (top of the deck is its last item); played in the order drawn."""
        deck, hand = self.deck, self.hand
        if len(deck) >= n:
            hand[:0] = deck[-n:]   # the hand is played from its end: the first card drawn goes first
            del deck[-n:]
            return n
        got = 0
        for _ in range(n):
            if not deck:
                if not self.discard:
                    break
                deck.extend(self.discard)
                self.discard.clear()
                self.shuffle(deck)
                if self.trace:
                    self.trace(f"  reshuffle the discard pile into a new deck ({len(deck)} cards)")
            hand.insert(0, deck.pop())
            got += 1
        return got

    def play(self, seed: int, stats: Stats | None = None, *, deck_order: list[int] | None = None) -> int | None:
        """One game; the turn the opponent reaches 0 health, or None past the turn cap."""
        self.setup(seed, deck_order)
        cap = self.cap
        while self.turn < cap:
            self.turn += 1
            if self.trace:
                self.trace(f"turn {self.turn}:")
            self.draw(3 if self.turn == 1 and self.first else 5)
            gold, combat = self.main_phase()
            self.opp -= combat
            if stats is not None:
                t = self.turn
                stats.turns[t] += 1
                stats.gold[t] += gold
                stats.combat[t] += combat
                stats.deck[t] += self.owned
            if self.trace:
                self.trace(f"  deal {combat} combat: opponent at {max(self.opp, 0)}; "
                           f"you own {self.owned} cards")
            if self.opp <= 0:
                if stats is not None:
                    stats.games += 1
                    stats.kill[self.turn] += 1
                return self.turn
            self.discard_phase()
        if stats is not None:
            stats.games += 1
            stats.unfinished += 1
        return None

    # -- the main phase -------------------------------------------------------------------------
    def main_phase(self) -> tuple[int, int]:
        """Play everything, use every ability, buy; returns (gold gained, combat in the pool)."""
        t = self.t
        fac, champ, prim, ally, exp = t.fac, t.champ, t.prim, t.ally, t.exp
        hand, played, champs, ready = self.hand, self.played, self.champs, self.ready
        tr = self.trace
        counts = [0, 0, 0, 0]
        waiting: list[int] = []          # cards in play whose ally ability is unused this turn
        for c in champs:
            f = fac[c]
            if f >= 0:
                counts[f] += 1
            if ally[c] is not None:
                waiting.append(c)
        self.prepares = 0
        self.next_acq = None
        self.gain_g = self.gain_c = self.gain_h = 0
        self.spent = 0
        gold = combat = health = 0
        hand.sort(key=champ.__getitem__)   # champions first (popped from the end): more "per champion"
        if tr:
            tr("  hand: " + (", ".join(t.names[c] for c in reversed(hand)) or "(empty)")
               + (f"; champions in play: {', '.join(t.names[c] for c in champs)}" if champs else ""))
        while True:
            # play the hand; rare effects (draws, ...) may refill it
            while hand:
                c = hand.pop()
                if champ[c]:
                    champs.append(c)
                    ready.append(True)
                else:
                    played.append(c)
                f = fac[c]
                if f >= 0:
                    counts[f] += 1
                if ally[c] is not None:
                    waiting.append(c)
                g, cb, h, rest = prim[c]
                gold += g
                combat += cb
                health += h
                if tr:
                    tr(f"  play {t.names[c]}" + self._gains(g, cb, h))
                if rest:
                    self.run(rest, c, counts)
            # ally abilities whose faction has a partner in play (in any order of arrival)
            if waiting:
                keep = []
                for c in waiting:
                    if counts[fac[c]] >= 2:
                        g, cb, h, rest = ally[c]
                        gold += g
                        combat += cb
                        health += h
                        if tr:
                            tr(f"  ally ability of {t.names[c]} ({FACTIONS[fac[c]]})" + self._gains(g, cb, h))
                        if rest:
                            self.run(rest, c, counts)
                    else:
                        keep.append(c)
                waiting[:] = keep
                if hand:
                    continue
            # expend every prepared champion, then prepare and expend again while allowed
            for i, c in enumerate(champs):
                if ready[i] and exp[c] is not None:
                    ready[i] = False
                    g, cb, h, rest = exp[c]
                    gold += g
                    combat += cb
                    health += h
                    if tr:
                        tr(f"  expend {t.names[c]}" + self._gains(g, cb, h))
                    if rest:
                        self.run(rest, c, counts)
            if self.prepares and not hand:
                i = self._best_expended()
                if i >= 0:
                    self.prepares -= 1
                    ready[i] = True
                    if tr:
                        tr(f"  prepare {t.names[champs[i]]}")
                    continue
            if hand:
                continue
            gold += self.gain_g
            combat += self.gain_c
            health += self.gain_h
            self.gain_g = self.gain_c = self.gain_h = 0
            self.buy(gold)
            if not hand:
                break
            # a card acquired into the hand is played this turn; the gold left stays in the pool
        combat += self.lethal_sacrifices(combat)
        self.unspent = gold - self.spent
        if tr and self.unspent > 0:
            tr(f"  {self.unspent} gold left unspent is lost")
        self.health_gained = health   # this turn's, for tests and traces (a goldfish has no use for it)
        return gold, combat

    @staticmethod
    def _gains(g: int, c: int, h: int) -> str:
        parts = [f"{v} {w}" for v, w in ((g, "gold"), (c, "combat"), (h, "health")) if v]
        return (": +" + ", +".join(parts)) if parts else ""

    def _best_expended(self) -> int:
        best, best_cost = -1, -1
        cost, exp = self.t.cost, self.t.exp
        for i, c in enumerate(self.champs):
            if not self.ready[i] and exp[c] is not None and cost[c] > best_cost:
                best, best_cost = i, cost[c]
        return best

    def run(self, rest: tuple, src: int, counts: list[int]) -> None:
        """The rare effects of one ability; gains go to gain_g/gain_c/gain_h (added before buying)."""
        t = self.t
        tr = self.trace
        for op in rest:
            code = op[0]
            if code == OP_PER:
                _, res, n, per = op
                if per == 0:
                    k = len(self.champs)
                elif per == 1:
                    k = len(self.champs) - (1 if t.champ[src] else 0)
                elif per == 2:
                    k = sum(1 for c in self.champs if t.guard[c]) - (1 if t.guard[src] else 0)
                else:
                    k = counts[t.fac[src]] - 1
                v = n * max(k, 0)
                self._gain(res, v)
                if tr and v:
                    tr(f"    +{v} {('gold', 'combat', 'health')[res]} ({n} for each of {k})")
            elif code == OP_DRAW:
                got = self.draw(op[1])
                if tr:
                    tr(f"    draw {got}: " + ", ".join(t.names[c] for c in reversed(self.hand[:got]))
                       if got else "    draw: no cards left")
            elif code == OP_PREPARE:
                self.prepares += op[1]
            elif code == OP_THIN:
                done = self.thin(op[1])
                if done and op[2] != (0, 0, 0, ()):
                    g, c, h, more = op[2]
                    self.gain_g += g
                    self.gain_c += c
                    self.gain_h += h
                    if tr:
                        tr(f"    and{self._gains(g, c, h)}")
                    if more:
                        self.run(more, src, counts)
            elif code == OP_CYCLE:
                self.cycle(op[1])
            elif code == OP_NEXT:
                self.next_acq = (op[1], op[2])
                if tr:
                    tr(f"    the next {('card', 'action', 'champion')[op[1]]} acquired this turn goes "
                       + ("into the hand" if op[2] else "on top of the deck"))
            elif code == OP_RECYCLE:
                self.recycle(op[1])
            elif code == OP_CHOOSE:
                g, c, h, more = self.choose(op[1])
                self.gain_g += g
                self.gain_c += c
                self.gain_h += h
                if tr:
                    tr(f"    choose{self._gains(g, c, h) or ' the other option'}")
                if more:
                    self.run(more, src, counts)
            elif tr:
                tr(f"    ({op[1].replace('_', ' ')}: nothing to target in a goldfish)")

    def _gain(self, res: int, v: int) -> None:
        if res == 0:
            self.gain_g += v
        elif res == 1:
            self.gain_c += v
        else:
            self.gain_h += v

    def choose(self, options: tuple) -> tuple:
        wg, wc, wh = self.policy.weights
        best, best_score = options[0], None
        for opt in options:
            score = opt[0] * wg + opt[1] * wc + opt[2] * wh + (0.5 if opt[3] else 0)
            if best_score is None or score > best_score:
                best, best_score = opt, score
        return best

    def thin(self, n: int) -> int:
        """Sacrifice up to n of the policy's most expendable cards from the hand or discard pile."""
        done = 0
        for target in self.thin_ids:
            for pile in (self.discard, self.hand):
                while done < n and target in pile:
                    pile.remove(target)
                    done += 1
                    self.owned -= 1
                    if self.trace:
                        self.trace(f"    sacrifice {self.t.names[target]} from your "
                                   f"{'discard pile' if pile is self.discard else 'hand'}")
        return done

    def cycle(self, n: int) -> None:
        got = self.draw(n)
        keep = self.t.keep
        for _ in range(got):
            worst = min(range(len(self.hand)), key=lambda i: keep[self.hand[i]])
            c = self.hand.pop(worst)
            self.discard.append(c)
            if self.trace:
                self.trace(f"    draw {got}, discard {self.t.names[c]}")

    def recycle(self, what: int) -> None:
        pile = self.discard
        champ, keep = self.t.champ, self.t.keep
        cands = [i for i, c in enumerate(pile) if what != 2 or champ[c]]
        if cands:
            i = max(cands, key=lambda i: keep[pile[i]])
            c = pile.pop(i)
            self.deck.append(c)
            if self.trace:
                self.trace(f"    put {self.t.names[c]} from the discard pile on top of the deck")

    def buy(self, gold: int) -> None:
        t = self.t
        pick = self.policy.pick
        row = self.row
        cost, action = t.cost, t.action
        while True:
            left = gold - self.spent
            i = pick(left, row, self.gems)
            if i is None:
                return
            if i == GEM:
                c = t.gem
                if self.gems <= 0 or cost[c] > left:
                    return
                self.gems -= 1
            else:
                c = row[i]
                if c < 0 or cost[c] > left:
                    return
                row[i] = self.market_card()
            self.spent += cost[c]
            self.owned += 1
            where = "discard pile"
            nxt = self.next_acq
            if nxt is not None and (nxt[0] == 0 or (nxt[0] == 1 and action[c])):
                self.next_acq = None
                if nxt[1]:
                    self.hand.append(c)
                    if self.trace:
                        self.trace(f"  buy {t.names[c]} for {cost[c]} gold (to the hand)")
                    return   # play it first: it may bring gold
                else:
                    self.deck.append(c)
                    where = "top of the deck"
            else:
                self.discard.append(c)
            if self.trace:
                self.trace(f"  buy {t.names[c]} for {cost[c]} gold (to the {where})")

    def lethal_sacrifices(self, combat: int) -> int:
        """Sacrifice cards in play for their combat: when that finishes the opponent this turn, or
        every such card when the policy says so (`sacrifice_all`)."""
        need = self.opp - combat
        if need <= 0:
            return 0
        sac = self.t.sac_combat
        if self.policy.sacrifice_all(self.gems):
            need = 1 << 30
        elif sum(map(sac.__getitem__, self.played)) < need:
            return 0
        cands = sorted((c for c in self.played if sac[c]), key=lambda c: -sac[c])
        extra = 0
        for c in cands:
            if extra >= need:
                break
            extra += sac[c]
            self.played.remove(c)
            if c == self.t.gem:
                self.gems += 1   # a sacrificed Fire Gem goes back to its pile
            self.owned -= 1
            if self.trace:
                self.trace(f"  sacrifice {self.t.names[c]}: +{sac[c]} combat")
        return extra

    # -- the discard phase --------------------------------------------------------------------
    def discard_phase(self) -> None:
        self.discard.extend(self.played)
        self.discard.extend(self.hand)
        self.played.clear()
        self.hand.clear()
        ready = self.ready
        for i in range(len(ready)):
            ready[i] = True


def run_policy(tables: Tables, policy: BuyPolicy, games: int, seed: int, **kw) -> Stats:
    """`games` seeded games (game i uses seed*1_000_003 + i, the same for every policy)."""
    stats = Stats(kw.get("cap", TURN_CAP))
    gf = Goldfish(tables, policy, **kw)
    base = seed * 1_000_003
    for i in range(games):
        gf.play(base + i, stats)
    return stats


def trace_game(tables: Tables, policy: BuyPolicy, seed: int, game: int = 0, **kw) -> list[str]:
    """One game in plain words (the same game `run_policy` plays as game number `game`)."""
    lines: list[str] = []
    gf = Goldfish(tables, policy, **kw)
    gf.trace = lines.append
    turn = gf.play(seed * 1_000_003 + game)
    lines.append(f"{policy.name}: the opponent is at 0 on turn {turn}" if turn
                 else f"{policy.name}: the opponent survives {gf.cap} turns")
    return lines
