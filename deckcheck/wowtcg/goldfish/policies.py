"""Goldfish policies: the few decisions a player makes, small and swappable.

A policy decides the mulligan, which card to place as the turn's resource, and how to spend
resources (play the curve, or hold burn until it is lethal). The engine reads its fields once
per game; the methods run at most once per turn.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from deckcheck.wowtcg.goldfish.compile import EARLY_TYPES, Compiled


@dataclass(frozen=True, slots=True)
class Policy:
    name: str = "curve"
    #: Keep an opening hand with keep_min..keep_max cards castable early (cost <= early_cost).
    keep_min: int = 2
    keep_max: int = 5
    early_cost: int = 3
    #: Stop placing resources once this many are in play; None: 8, or the cost of the deck's dearest card
    #: the engine plays when that is more (Warchief Thrall's 9).
    resource_cap: int | None = None
    #: Place a quest the engine can complete face up (it stays a resource).
    quests_face_up: bool = True
    #: Hold direct damage until it (with this turn's attacks) is lethal.
    hold_burn: bool = False
    #: Pay at least this X for an X-cost damage card.
    x_min: int = 2

    def describe(self) -> str:
        parts = [f"mulligan unless {self.keep_min}-{self.keep_max} cards cost <= {self.early_cost}",
                 f"resources up to {self.resource_cap}" if self.resource_cap is not None
                 else "resources up to 8 or the deck's dearest card",
                 "quests face up" if self.quests_face_up else "quests face down",
                 "burn held until lethal" if self.hold_burn else "burn cast with spare resources"]
        return f"{self.name}: " + ", ".join(parts)

    def keep(self, hand: list[int], cc: Compiled) -> bool:
        """Keep this opening hand (card ids)? CR 101.2: one mulligan per game."""
        early = cc.early
        n = 0
        for c in hand:
            n += early[c]
        return self.keep_min <= n <= self.keep_max

    def wants_resource(self, cc: Compiled, resources: int) -> bool:
        """Place another resource with this many in play (up to the cap: 8, or the deck's dearest card)?"""
        return resources < self.cap(cc)

    def cap(self, cc: Compiled) -> int:
        """The most resources placed: the policy's cap, else 8 or the deck's dearest card."""
        cap = self.resource_cap
        if cap is None:
            cap = cc.top_cost if cc.top_cost > 8 else 8
        return cap

    def resource(self, hand: list[int], cc: Compiled, resources: int, dead: set[int]) -> int:
        """Index in `hand` of the card to place as this turn's resource, or -1 to place none.

        Places a completable quest first (face up), then cards with no use (`dead`: nothing the
        engine can do with them now), then the card furthest beyond reach; keeps the curve.
        """
        if not hand or not self.wants_resource(cc, resources):
            return -1
        return self.pick_resource(hand, cc, resources, dead.__contains__)

    def pick_resource(self, hand: list[int], cc: Compiled, resources: int, dead: Callable[[int], bool]) -> int:
        """`resource` once the hand holds a card and another resource is wanted (`wants_resource`: the
        resource step checked it); `dead(c)` says whether card c in hand is of no use now, asked only as the
        choice reads it (not when a completable quest is placed from a hand of three cards or more)."""
        quest_pay, value, cost, haste = cc.quest_pay, cc.value, cc.cost, cc.haste
        if len(hand) <= 2:
            if len(hand) == 1 and value[hand[0]] and quest_pay[hand[0]] < 0 and not dead(hand[0]):
                return -1           # the last card: kept to play (a 9-cost ally is not spent to reach 9)
            need = 0
            for c in hand:
                if value[c] and not dead(c):
                    need += cost[c]
            if 0 < need <= resources:
                return -1           # everything in hand is castable already: keep the cards
        if self.quests_face_up:
            for i, c in enumerate(hand):
                if quest_pay[c] >= 0:
                    return i        # a completable quest (face up)
        best, best_score = -1, 1 << 30
        reach = resources + 2
        for i, c in enumerate(hand):
            if value[c] == 0 or dead(c):
                return i            # no use (score 0: the first such card, none scores lower)
            if cost[c] - haste[c] > reach:      # Haste: cheaper after an ally's hit
                score = 5
            else:
                score = 10 + value[c] * 20 + cost[c]
            if score < best_score:
                best, best_score = i, score
        return best


CURVE = Policy()
HOLD_BURN = Policy(name="hold-burn", hold_burn=True)
POLICIES: dict[str, Policy] = {"curve": CURVE, "hold-burn": HOLD_BURN}


def get_policy(name: str, **overrides) -> Policy:
    try:
        base = POLICIES[name]
    except KeyError:
        raise ValueError(f"unknown policy {name!r}; choose from {', '.join(POLICIES)}") from None
    return replace(base, **overrides) if overrides else base


__all__ = ["Policy", "CURVE", "HOLD_BURN", "POLICIES", "get_policy", "EARLY_TYPES"]
