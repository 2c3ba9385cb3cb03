"""The invariant checker's rules for weapons' own words (`audit.Checker` takes them from `WeaponChecks`; the engine's
side is `weapons`).

- a weapon leaves play at the end of your turn ("w_leave") only as its text says: back to your hand (Thrown) only a
  weapon your hero struck with this turn, destroyed ("if no damage was dealt with it") only one it did not strike
  with; at the end of the turn no Thrown weapon your hero struck with is still in play, and no weapon that must
  deal damage is left in play without having struck (one copy for each strike);
- a weapon's readying of itself and your hero ("wready") only as its text says, after a strike with it, once a turn;
- a weapon's "your hero and this weapon can't ready during your next ready step" ("wtired") only as its text says,
  after a strike with it; your hero then neither attacks nor strikes in your next turn;
- a weapon's "ready that many of your resources" ("wzeal") only as its text says, after a strike with it, no more
  than its damage;
- a weapon that enters play exhausted never strikes the turn it entered;
- a weapon's repeatable "pay n -> this weapon has +m ATK this turn" ("wpump") only by a weapon in play whose text has
  it, one your hero struck with this turn, for m times the uses paid (each use paid with n resources: `on_pay`).
"""
from __future__ import annotations

from collections import Counter

from deckcheck.wowtcg.effects import flat_effects

_HOW = {4: ("hand", "struck"), 5: ("grave", "unstruck")}    # codes.EOT_HAND_STRUCK, EOT_DESTROY_UNSTRUCK


def _leaves(card) -> tuple | None:
    """(to, cond) of the card's "at the end of your turn, ... this weapon" leave under struck / unstruck, or None."""
    for e in flat_effects(card.effects):
        if e["do"] == "leave" and e.get("when") == "turn_end" and e.get("cond") in ("struck", "unstruck"):
            return e.get("to"), e["cond"]
    return None


class WeaponChecks:
    """The weapons part of `audit.Checker` (it holds `play`, `t`, `struck_turn`, `struck_with`, `card`, `fail`)."""

    def reset_weapons(self) -> None:
        self.tired_t = 0                      # a turn your hero stays exhausted through
        self.w_left: Counter = Counter()     # (turn, card id) -> weapons of that card that left at the end of it

    def struck_now(self, c: int) -> int:
        """How many times your hero struck with a copy of weapon c this turn."""
        return sum(1 for w in self.struck_with if w == c) if self.struck_turn == self.t else 0

    def on_w_leave(self, uid: int, c: int, how: int) -> None:
        card = self.card(c)
        said = _leaves(card)
        if said is None or _HOW.get(how) != said:
            self.fail(f"{card.name} left play at the end of the turn, which its text does not say")
            return
        if self.play.get(uid) != c:
            self.fail(f"{card.name} left play at the end of the turn from outside play")
        self.w_left[(self.t, c)] += 1
        struck = self.struck_now(c)
        if said[1] == "struck" and self.w_left[(self.t, c)] > struck:
            self.fail(f"{card.name} (Thrown) returned to the hand though your hero did not strike with it this turn")
        if said[1] == "unstruck" and struck:
            self.fail(f"{card.name} destroyed for dealing no damage though your hero struck with it this turn")

    def on_wpump(self, w: int, times: int, n: int) -> None:
        card = self.card(w)
        pumps = [e for e in flat_effects(card.effects) if e["do"] == "atk_bonus" and e.get("to") == "self"
                 and e.get("until") == "turn" and "pay" in e and not e.get("exhaust")]
        if not pumps:
            self.fail(f"{card.name} gained ATK from a power its text does not have")
            return
        if w not in self.play.values() or not self.struck_now(w):
            self.fail(f"{card.name}'s power gave ATK to a weapon not in play or not struck with this turn")
        each = pumps[0].get("n")
        if n > times * (each if isinstance(each, int) else 1):
            self.fail(f"{card.name} gained {n} ATK from {times} use(s) of its power")

    def on_wready(self, w: int) -> None:
        """A weapon readying itself and your hero: its text says so, in play, struck with this turn, once a turn."""
        card = self.card(w)
        if not any(e["do"] == "ready" and e.get("when") == "strike" and e.get("first") for e in flat_effects(
                card.effects)):
            self.fail(f"{card.name} readied itself and your hero, which its text does not say")
        if w not in self.play.values() or not self.struck_now(w):
            self.fail(f"{card.name} readied itself and your hero though your hero did not strike with it this turn")
        self.w_left[(self.t, "ready", w)] += 1
        if self.w_left[(self.t, "ready", w)] > 1:
            self.fail(f"{card.name} readied itself and your hero twice this turn (its text: the first time)")

    def on_wtired(self, w: int) -> None:
        """A strike with a weapon whose text keeps your hero exhausted through your next ready step."""
        card = self.card(w)
        if not any(e["do"] == "no_ready" and e.get("when") == "strike" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} kept your hero from readying, which its text does not say")
        if not self.struck_now(w):
            self.fail(f"{card.name} kept your hero from readying though your hero did not strike with it")
        self.tired_t = self.t + 1

    def hero_may_attack(self) -> None:
        """Your hero attacks or strikes: not in a turn it did not ready (a weapon's "can't ready" after its strike)."""
        if getattr(self, "tired_t", 0) == self.t:
            self.fail("your hero attacked in a turn it did not ready (its weapon kept it exhausted)")

    def on_wzeal(self, w: int, n: int, dealt: int) -> None:
        """A weapon's combat damage readying "that many" resources: its text says so, struck with this turn, no more
        than its damage."""
        card = self.card(w)
        if not any(e["do"] == "ready_resource" and e.get("when") == "strike" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} readied resources, which its text does not say")
        if not self.struck_now(w) or n > dealt:
            self.fail(f"{card.name} readied {n} resources for {dealt} combat damage dealt with it")

    def check_late_strike(self, weapons: tuple) -> None:
        """A weapon that entered play exhausted ("This weapon enters play exhausted") never strikes the turn it
        entered (CR 303.2: striking exhausts it), unless another copy of it was in play before."""
        for w in set(weapons):
            card = self.card(w)
            if not any(e["do"] == "enters_exhausted" for e in flat_effects(card.effects)):
                continue
            older = sum(1 for uid, c in self.play.items() if c == w and self.entered.get(uid, self.t) < self.t)
            if weapons.count(w) > older:
                self.fail(f"{card.name} struck the turn it entered play exhausted (CR 303.2)")

    def check_weapons(self) -> None:
        """At the end of your turn: no Thrown weapon struck with still in play, no weapon that must deal damage left
        in play unstruck (counted by copies)."""
        copies = Counter(self.play.values())
        for c, k in copies.items():
            said = _leaves(self.card(c))
            if said is None:
                continue
            struck = self.struck_now(c)
            if said[1] == "struck" and self.w_left[(self.t, c)] < struck:
                self.fail(f"{self.card(c).name} (Thrown) still in play at the end of a turn your hero struck with it")
            if said[1] == "unstruck" and k > struck:
                self.fail(f"{self.card(c).name} left in play at the end of a turn no damage was dealt with it")
