"""Run many goldfish games, on one or more processes, with results independent of the split.

Game number i always draws the numbers `seeds.Numbers(seed).game(i)` deals it, and workers return only summed
counters (`Stats`, `Tally`), so any number of workers and any chunking give identical results. Several
setups (two decks, or one deck under several keep rules) are played in lockstep: game i of each
draws the same numbers, and `Tally.joint` counts the pairs of kill turns, which is all the paired
differences need (nothing per game is kept: memory stays flat however many games are played).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Callable

from deckcheck.parallel import default_workers, play_ranges, ranges
from deckcheck.wowtcg.goldfish.compile import Compiled, compile_deck
from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.seeds import Numbers
from deckcheck.wowtcg.goldfish.policies import CURVE, Policy
from deckcheck.wowtcg.effects import is_modelled
from deckcheck.wowtcg.model import Card

DEFAULT_TURNS = 12


def median_hero_health(db) -> int:
    """The median printed health of the pool's heroes (the default goldfish opponent)."""
    values = sorted(h.health for h in db.heroes() if isinstance(h.health, int) and not isinstance(h.health, bool))
    if not values:
        return 30
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid] + 1) // 2


def opponent(db, versus: str | None = None, health: int | None = None) -> tuple[int, str]:
    """The goldfish hero's health and what it stands for: the hero named `versus` (any spelling),
    `health`, or the pool's median hero health. ValueError (one line) when it cannot be read."""
    if versus and health is not None:
        raise ValueError("--versus and --health: give one of them")
    if health is not None:
        return health, f"a goldfish hero with {health} health (--health)"
    if versus:
        match = db.resolve(versus)
        if not match.found:
            raise ValueError(f"--versus: {match.describe()}")
        hero = db[match.name]
        if not hero.is_hero:
            raise ValueError(f"--versus: {hero.name} is not a hero")
        if not isinstance(hero.health, int):
            raise ValueError(f"--versus: {hero.name} has no known health in the card data")
        return hero.health, f"{hero.name} ({hero.health} health)"
    h = median_hero_health(db)
    n = sum(1 for x in db.heroes() if isinstance(x.health, int))
    return h, f"a goldfish hero with {h} health (the median of the pool's {n} heroes)"


def default_health() -> int:
    """The median hero health of the bundled card pool."""
    from deckcheck.wowtcg.feeds import load_db
    return median_hero_health(load_db())


_KEEP = re.compile(r"^(\d+)-(\d+)(?:@(\d+))?$")


def mulligan_policy(policy: Policy, rule: str) -> Policy:
    """`policy` with the keep rule RULE (CR 101.2, one mulligan): `LO-HI` keeps a hand holding LO to HI
    cards that cost at most the policy's early cost, `LO-HI@C` at most C; `never` keeps every hand."""
    text = rule.strip().lower()
    if text in ("never", "none", "keep"):
        return replace(policy, name=f"{policy.name}", keep_min=0, keep_max=7)
    m = _KEEP.match(text)
    if not m:
        raise ValueError(f"mulligan rule {rule!r}: expected LO-HI, LO-HI@COST (e.g. 2-5@3) or never")
    lo, hi = int(m.group(1)), int(m.group(2))
    cost = int(m.group(3)) if m.group(3) else policy.early_cost
    if not 0 <= lo <= hi <= 7 or cost > 20:
        raise ValueError(f"mulligan rule {rule!r}: need 0 <= LO <= HI <= 7 and COST <= 20")
    return replace(policy, keep_min=lo, keep_max=hi, early_cost=cost)


def keep_rule(policy: Policy) -> str:
    """The keep rule of a policy, in the `--mulligan` syntax."""
    if policy.keep_min <= 0 and policy.keep_max >= 7:
        return "never"
    return f"{policy.keep_min}-{policy.keep_max}@{policy.early_cost}"


@dataclass(frozen=True)
class Setup:
    """Everything a worker needs to play games (picklable)."""
    cc: Compiled
    deck: tuple[int, ...]
    policy: Policy = CURVE
    turns: int = DEFAULT_TURNS
    health: int = 30                # always set by make_setup (default: the pool's median hero health)
    first: bool = True
    hero_atk: int = 0
    watch: tuple[int, ...] = ()     # per card id: 1 = count it in `Stats.wseen` (empty: none)
    hero_unmodelled: bool = False   # some of the hero's text is not modelled


def make_setup(hero: Card | None, cards: list[Card], *, policy: Policy = CURVE, turns: int = DEFAULT_TURNS,
               health: int | None = None, first: bool = True, watch: tuple[str, ...] = ()) -> Setup:
    """Compile a hero and its main-deck card list (one `Card` per copy) for the runner.

    `health`: the goldfish hero's (default: the median hero health of the bundled pool, see
    `median_hero_health`); `watch`: card names whose copies seen by each turn are counted in `Stats.wseen`."""
    if health is None:
        health = default_health()
    cc, deck = compile_deck(cards, policy.early_cost, hero)
    hero_atk = hero.atk if hero is not None and isinstance(hero.atk, int) else 0
    wanted = set(watch)
    mask = tuple(int(n in wanted) for n in cc.names) if wanted else ()
    return Setup(cc, tuple(deck), policy, turns, health, first, hero_atk, mask,
                 hero is not None and not is_modelled(hero.effects))


@dataclass
class Tally:
    """The counters of one run of one or more setups on the same game seeds (sums only)."""
    stats: list[Stats]
    turns: int
    #: joint[j-1][a][b]: games where setup 0 won on turn a and setup j on turn b (0: not won)
    joint: list[list[list[int]]] = field(default_factory=list)
    #: impact[j][card][k]: games of setup j with the card seen by `impact_turn` and kill turn k
    impact: list[list[list[int]]] | None = None
    impact_turn: int | None = None

    def merge(self, other: "Tally") -> "Tally":
        for a, b in zip(self.stats, other.stats):
            a.merge(b)
        for mine, theirs in zip(self.joint, other.joint):
            for row, orow in zip(mine, theirs):
                for i, v in enumerate(orow):
                    row[i] += v
        if self.impact is not None and other.impact is not None:
            for mine, theirs in zip(self.impact, other.impact):
                for row, orow in zip(mine, theirs):
                    for i, v in enumerate(orow):
                        row[i] += v
        return self


def _new_tally(setups: list[Setup], impact_turn: int | None) -> Tally:
    T = max(s.turns for s in setups)
    n = T + 1
    return Tally([Stats(s.turns, len(s.cc)) for s in setups], T,
                 [[[0] * n for _ in range(n)] for _ in setups[1:]],
                 None if impact_turn is None else [[[0] * n for _ in range(len(s.cc))] for s in setups],
                 impact_turn)


def run_range(setup: Setup, seed: int, start: int, stop: int) -> Stats:
    """Play games number start..stop-1 of one setup in this process."""
    st = Stats(setup.turns, len(setup.cc))
    numbers = Numbers(seed)
    deck = list(setup.deck)
    cc, policy, health, first, hero_atk = setup.cc, setup.policy, setup.health, setup.first, setup.hero_atk
    watch = list(setup.watch) or None
    for g in range(start, stop):
        play_game(cc, deck, policy, numbers.game(g), st, health=health, first=first, hero_atk=hero_atk, watch=watch)
    return st


def _seen(drawn: list[int], by_turn: int, hand: int) -> set[int]:
    """Card ids in the opening hand (by_turn 0) or drawn by the end of turn `by_turn`."""
    if by_turn <= 0:
        return set(drawn[:hand])
    out = set()
    stop = -(by_turn + 1)
    for c in drawn:
        if c < 0:
            if c <= stop:
                break
            continue
        out.add(c)
    return out


def tally_range(setups: list[Setup], seed: int, start: int, stop: int, impact_turn: int | None = None) -> Tally:
    """Games number start..stop-1 of every setup, in lockstep (game i of each on the same seed)."""
    if len(setups) == 1 and impact_turn is None:
        tally = _new_tally(setups, None)
        tally.stats[0] = run_range(setups[0], seed, start, stop)
        return tally
    tally = _new_tally(setups, impact_turn)
    numbers = Numbers(seed)
    decks = [list(s.deck) for s in setups]
    watches = [list(s.watch) or None for s in setups]
    drawn: list[int] | None = [] if impact_turn is not None else None
    joint, impact = tally.joint, tally.impact
    for g in range(start, stop):
        first_k = 0
        for j, s in enumerate(setups):
            rng = numbers.game(g)       # (the same numbers for each setup: the pairs of kill turns)
            if drawn is not None:
                drawn.clear()
            k = play_game(s.cc, decks[j], s.policy, rng, tally.stats[j], health=s.health, first=s.first,
                          hero_atk=s.hero_atk, watch=watches[j], drawn=drawn)
            k = k if k > 0 else 0
            if j == 0:
                first_k = k
            else:
                joint[j - 1][first_k][k] += 1
            if impact is not None:
                rows = impact[j]
                for c in _seen(drawn, impact_turn, min(7, len(s.deck))):
                    rows[c][k] += 1
    return tally


def trace_game(setup: Setup, seed: int, game: int = 0, drawn: list[int] | None = None) -> tuple[list[str], int]:
    """Game number `game` in plain words (the same game `run` plays as number `game`); `drawn`, when
    given, receives the card ids drawn as `play_game` records them (see `draws`)."""
    lines: list[str] = []
    st = Stats(setup.turns, len(setup.cc))
    rng = Numbers(seed).game(game)
    result = play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health,
                       first=setup.first, hero_atk=setup.hero_atk, log=lines.append, drawn=drawn)
    return lines, result


def draws(setup: Setup, drawn: list[int]) -> dict:
    """`drawn` (from `trace_game`) as names: the kept opening hand and every card drawn, by turn."""
    hand = min(7, len(setup.deck))
    names = setup.cc.names
    out: dict = {"opening_hand": [names[c] for c in drawn[:hand]], "draws": []}
    turn = 1
    for c in drawn[hand:]:
        if c < 0:
            turn = -c
        else:
            out["draws"].append({"turn": turn, "card": names[c]})
    return out


def _tally_part(setups: list[Setup], seed: int, impact_turn: int | None, rng: tuple[int, int]) -> Tally:
    return tally_range(setups, seed, rng[0], rng[1], impact_turn)


def run_all(setups: list[Setup], games: int, seed: int = 0, *, workers: int = 1,
            progress: Callable[[int], None] | None = None, chunk: int | None = None,
            impact_turn: int | None = None) -> Tally:
    """Play `games` games of every setup on the same seeds; `progress(n)` gets the games finished.

    `impact_turn` (0: the opening hand) also counts, per card, the kill turns of the games where the
    card was seen by then (`Tally.impact`)."""
    workers = max(1, workers or 1)
    return play_ranges(partial(_tally_part, setups, seed, impact_turn), ranges(games, workers, chunk),
                       _new_tally(setups, impact_turn), Tally.merge, workers=workers, progress=progress)


def run(setup: Setup, games: int, seed: int = 0, *, workers: int = 1,
        progress: Callable[[int], None] | None = None, chunk: int | None = None) -> Stats:
    """Play `games` games of one setup; `progress(n)` is called with the number of games finished."""
    return run_all([setup], games, seed, workers=workers, progress=progress, chunk=chunk).stats[0]
