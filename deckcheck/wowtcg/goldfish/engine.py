"""The goldfish engine: one WoW TCG deck played alone against a passive opponent.

Rules followed (CR v7.4): setup and one mulligan (101.1-101.2); ready and draw steps, the first
player skipping the turn-1 draw (501.1-501.2); one resource per turn, quests face up and
completed by paying their cost (412.1, 702); cards played by exhausting resources equal to their
cost (403.6a); allies attack only if in the party since the turn started, unless they have
Ferocity (302.2); Mounts and Totems can't attack (302.3, 305.3a); the hero strikes with one weapon
by paying its strike cost (303.2, 303.2c); discard to seven in the wrap-up step (503.2a); a player
who must draw from an empty deck is decked and loses (102.1a, 410.6b). The goldfish never blocks,
so every attack hits its hero; the game is won when its damage reaches its health.

The game is a `state.Game`; a turn is played as the CR's steps by `turn.play_turn`, each family of
effects by its own module (`damage`, `library`, `tokens`, `resources`, `costs`, `play`, `quests`, `combat`,
`powers`). The engine works on the flat tables of `Compiled` (card ids, ints): nothing is looked up by name and
no `Card` is built while playing, and it never reads card text (the records in data/ are all it knows).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from deckcheck.wowtcg.goldfish.compile import Compiled
from deckcheck.wowtcg.goldfish.seeds import GameRandom, game_seed  # noqa: F401  (game_seed: re-exported)
from deckcheck.wowtcg.goldfish.policies import Policy
from deckcheck.wowtcg.goldfish.opp import opp_turn
from deckcheck.wowtcg.goldfish.state import Decked, Game
from deckcheck.wowtcg.goldfish.turn import SEEN_CAP, play_turn


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
    drawn: list[int] = field(default_factory=list)       # copies of card id drawn (opening hands included)
    played: list[int] = field(default_factory=list)      # copies of card id played (a quest: completed)
    seen: list[list[int]] = field(default_factory=list)  # seen[t][k]: games with k early cards drawn by turn t
    wseen: list[list[int]] = field(default_factory=list) # the same for the watched cards (`play_game(watch=)`)

    def __post_init__(self) -> None:
        n = self.turns + 1
        for name in ("kills", "alive", "done", "res", "avail", "spent", "damage", "screw"):
            if not getattr(self, name):
                setattr(self, name, [0] * n)
        if not self.stranded:
            self.stranded = [0] * self.ncards
        for name in ("discarded", "drawn", "played"):
            if not getattr(self, name):
                setattr(self, name, [0] * self.ncards)
        if not self.seen:
            self.seen = [[0] * (SEEN_CAP + 1) for _ in range(n)]
        if not self.wseen:
            self.wseen = [[0] * (SEEN_CAP + 1) for _ in range(n)]

    def merge(self, other: "Stats") -> "Stats":
        self.games += other.games
        self.mulligans += other.mulligans
        self.deckouts += other.deckouts
        for name in ("kills", "alive", "done", "res", "avail", "spent", "damage", "screw", "stranded", "discarded",
                     "drawn", "played"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for i, v in enumerate(theirs):
                mine[i] += v
        for mine_rows, their_rows in ((self.seen, other.seen), (self.wseen, other.wseen)):
            for row, orow in zip(mine_rows, their_rows):
                for i, v in enumerate(orow):
                    row[i] += v
        return self


def play_game(cc: Compiled, deck: list[int], policy: Policy, rng: random.Random | GameRandom, st: Stats, *,
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
    (414.2), ("trigger", card id of the trigger's source, card id that triggered it, EV_*); (keywords.py)
    ("placed", card id, face up 0/1) after "place", ("loot", card id, drawn, discarded), ("bloodrush", card id or
    -1, damage on the opposing hero) a Bloodrush condition found met, ("hero_undamaged", card id or -1) "your hero
    is undamaged" found met; (weapons.py) ("w_leave", uid, card id, EOT_*) a weapon leaving play at the end of your
    turn, ("wpump", card id, uses, ATK) a weapon's repeatable "pay -> +n ATK this turn" used as your hero strikes."""
    st.games += 1
    g = Game(cc, deck, policy, rng, st, health=health, first=first, hero_atk=hero_atk, log=log, watch=watch,
             drawn=drawn, audit=audit)
    opening_hand(g)
    try:
        for t in range(1, st.turns + 1):
            if play_turn(g, t):
                _strand(st, g.hand)
                return t
            if g.opp is not None and opp_turn(g, t):
                _strand(st, g.hand)
                return t            # the opponent decked at its draw step (opp.py)
    except Decked:
        st.deckouts += 1
        g.say("  must draw from an empty deck: decked, the game is lost (CR 410.6b).")
        _strand(st, g.hand)
        return -1
    _strand(st, g.hand)
    g.say(f"After {st.turns} turns the goldfish hero has {g.dmg} damage: not destroyed.")
    return 0


def opening_hand(g: Game) -> None:
    """Seven cards (101.1), or the whole deck when it holds fewer (a short deck is only playable with
    --allow-illegal; it is decked at its first draw step, 102.1a); one mulligan if the policy says so (101.2)."""
    n_hand = 7 if len(g.lib) >= 7 else len(g.lib)
    g.hand = g.top_n(n_hand)
    if g.log:
        g.log(f"Opening hand ({len(g.hand)} cards):" if g.hand else "Opening hand: no cards (the deck is empty).")
        for c in g.hand:
            g.log(f"  - {g.names[c]}")
    if len(g.lib) and not g.policy.keep(g.hand, g.cc):
        g.st.mulligans += 1
        g.lib.extend(g.hand)
        g.hand = g.top_n(n_hand)
        if g.log:
            g.log(f"Mulligan (CR 101.2): the hand is shuffled back; new hand ({len(g.hand)} cards):")
            for c in g.hand:
                g.log(f"  - {g.names[c]}")
    if g.drawn is not None:
        g.drawn.extend(g.hand)
    early, watch, counted = g.cc.early, g.watch, g.st.drawn
    seen = wseen = 0
    for c in g.hand:
        counted[c] += 1
        seen += early[c]
        wseen += watch[c]
    g.seen += seen
    g.wseen += wseen


def _strand(st: Stats, hand: list[int]) -> None:
    s = st.stranded
    for c in hand:
        s[c] += 1
