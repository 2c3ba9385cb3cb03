"""The invariant checker's rules for the opposing hero exhausted by your cards (`audit.Checker` takes them from
`ExhaustChecks`; the engine's side is `exhaust`):

- "opp_exhaust": only by a card whose text exhausts a hero ("exhaust target hero or ally"): as an ally attacks only
  by an ally in play whose text does it as it attacks, that just attacked this turn; by a Tribe ("tribe") only by an
  ally in play whose text does it as an ally enters; as a card is played only by a
  card whose text does it so (an ally that entered this turn), "can't ready during its next ready step" only as its
  text says; "it becomes exhausted" only when the checker's own picture has it ready (not exhausted by a card of
  yours this turn, nor held exhausted from the last); by a power ("1 -> Exhaust target hero or ally") only just after
  "exh_power";
- "exh_power": only a card in play whose text has a power exhausting a hero with that cost alone, paid in full;
- "opp_exh_cond": a payoff ("+3 ATK while attacking an exhausted hero", "deals 3 damage to target exhausted hero",
  "pay 1 less for each exhausted opposing hero") only while the checker's picture has the opposing hero exhausted:
  by a card of yours earlier this turn, or held exhausted since your last turn (the passive opponent never exhausts
  it, and it readies in its ready step, CR 501.1), or while a card in play says a ready one counts as exhausted;
- "opp_exh_dmg": War Stomp's "when an opposing hero is exhausted by War Stomp, n damage to it" only by that ally's
  text, just after it exhausted a ready hero; "opp_exh_hurt": "when an opposing hero becomes exhausted" only by a card
  in play whose text has it, just after the hero became exhausted; "opp_rdy_hurt": "when an opposing hero readies"
  only by a card in play whose text has it, at the start of the turn after the last one it was held exhausted through.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import is_ally


class ExhaustChecks:
    """The exhaust part of `audit.Checker` (it holds `card`, `fail`, `t`, `play`, `entered`, `attacked`, `games`)."""

    def _exh(self) -> list:
        x = getattr(self, "x_state", None)
        if x is None or getattr(self, "x_game", -1) != self.games:
            x = self.x_state = [0, None]      # [last turn of yours held exhausted through, the last exhaust event]
            self.x_game = self.games
        return x

    def _exh_text(self, c: int) -> list[dict]:
        return [e for e in flat_effects(self.card(c).effects) if e["do"] == "exhaust_opp"]

    def on_opp_exhaust(self, c: int, uid: int, how: str, lock: int, fresh: int) -> None:
        x = self._exh()
        name = self.card(c).name
        texts = self._exh_text(c)
        if how == "power":
            ok = getattr(self, "x_pow", None) == (uid, c, self.t, self.games)
            self.x_pow = None
        elif how == "tribe":        # "when this or another Tauren ally enters play" of an ally in play
            ok = any(e.get("when") == "enters" for e in texts) and c in self.play.values()
        elif how == "attack":
            ok = any(e.get("when") == "attack" for e in texts) and uid in self.play and self.play[uid] == c \
                and self.attacked.get(uid) == self.t
        else:
            ok = any(e.get("when") is None and int(bool(e.get("lock"))) == lock for e in texts) and (
                not is_ally(self.card(c)) or any(p == c and self.entered.get(u) == self.t
                                                   for u, p in self.play.items()))
        if not ok:
            self.fail(f"{name} exhausts the opposing hero ({how}) but its text does not do it so")
        if lock and not any(e.get("lock") for e in texts):
            self.fail(f"{name} holds the opposing hero exhausted through its next ready step, not as its text says")
        if bool(fresh) != (x[0] < self.t):
            self.fail(f"{name}: the opposing hero {'becomes' if fresh else 'was already'} exhausted, but the checker "
                      f"has it {'exhausted' if x[0] >= self.t else 'ready'}")
        x[0] = max(x[0], self.t + lock)
        x[1] = (c, self.t, bool(fresh) and x[0] >= self.t, how)

    def on_exh_power(self, c: int, uid: int, n: int) -> None:
        card = self.card(c)
        costs = [e.get("pay") for e in self._exh_text(c) if "pay" in e and e.get("when") is None]
        if not costs or self.play.get(uid) != c:
            self.fail(f"{card.name} uses a power exhausting the opposing hero that its text or place does not give it")
        elif n not in costs:
            self.fail(f"{card.name} pays {n} for its power exhausting the opposing hero, its text asks {costs}")
        self.x_pow = (uid, c, self.t, self.games)

    def on_opp_exh_cond(self, me: int, engine_exh: int) -> None:
        x = self._exh()
        if x[0] < self.t and not any(e["do"] == "exhaust_opp" and e.get("counts")
                                     for p in set(self.play.values()) for e in flat_effects(self.card(p).effects)):
            who = self.card(me).name if me >= 0 else "a card"
            self.fail(f"{who} counts the opposing hero exhausted, but no card of yours exhausted it "
                      f"(the engine has turn {engine_exh}, the checker {x[0]})")

    def on_opp_exh_dmg(self, c: int, n: int) -> None:
        x = self._exh()
        need = [e.get("dmg", 0) for e in self._exh_text(c) if e.get("when") == "attack" and e.get("dmg")]
        if not need or n < min(need) or x[1] is None or x[1][:4] != (c, self.t, True, "attack"):
            self.fail(f"{self.card(c).name} deals {n} damage to the opposing hero it did not just exhaust by its text")

    def on_opp_exh_hurt(self, p: int, n: int) -> None:
        x = self._exh()
        texts = [e for e in flat_effects(self.card(p).effects) if e.get("when") == "opp_exhausts" and e["do"] == "damage"]
        if not texts or p not in self.play.values() or n < min(e.get("n", 0) for e in texts) \
                or x[1] is None or x[1][1] != self.t or not x[1][2]:
            self.fail(f"{self.card(p).name} deals {n} damage as the opposing hero becomes exhausted, but it did not "
                      f"just become exhausted (or its text or place does not say so)")

    def on_opp_rdy_hurt(self, p: int, n: int) -> None:
        x = self._exh()
        texts = [e for e in flat_effects(self.card(p).effects) if e.get("when") == "opp_readies" and e["do"] == "damage"]
        if not texts or p not in self.play.values() or n < min(e.get("n", 0) for e in texts) or x[0] != self.t - 1:
            self.fail(f"{self.card(p).name} deals {n} damage as the opposing hero readies, but it was not held "
                      f"exhausted through your last turn (the checker has turn {x[0]})")
