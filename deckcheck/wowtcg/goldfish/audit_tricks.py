"""The invariant checker's rules for the card draw and resource tricks (`audit.Checker` takes them from `TrickChecks`;
the engine's side is `tricks.py`). Each is checked against the card's own text record and the checker's picture:

- "exhaust all resources you control" ("t_essence"): only by a card whose text says so; no resource of yours is
  ready afterwards;
- "destroy all of your resources" as a cost, damage equal to their number ("t_nova"): only by a card whose text says
  so, with as many resources as the checker counts, and only when that damage destroys the opposing hero now (the
  engine's rule: the resources are gone); none left afterwards;
- "exhaust target ally" ("t_hammer"): only by a card whose text says so, on an ally of yours in play (the passive
  opponent has none, CR 707.1d);
- "destroy target equipment ... draw X, X its cost", "destroy one of your Pets: draw X", "destroy target damaged ally.
  Draw a card" ("t_sac"): only by a card whose text says so, on a card of yours of the kind (and tag) it names that
  was in play and has left it, X its printed cost or the text's n;
- "X, destroy this -> if X is 5 or less, draw X" ("t_sapphire"): only by a card in play whose text has that power, X
  from 1 to its cap, the card gone afterwards;
- "this turn, your hero has '1 -> 1 damage'" ("t_buy"): only by a card whose text says so, no more damage than n for
  each 1 paid (what its damage boosts add aside);
- "[Exhaust] -> ready a resource for each counter" ("t_shield"): only by a card in play whose text has it, no more
  than the counters on it (then one removed, once a turn: `audit_counters`);
- Stash: "shuffle target ally in your graveyard into your deck" ("stash_back"): only by a card whose text has it, just
  placed face up, of a card of that kind that was in your graveyard;
- "destroy an ally you control: your hero has +X ATK this turn, X its ATK" ("t_death"): only by a card whose text
  says so, for an ally of yours that left play, X at least its printed ATK;
- "add a +1 ATK counter to each weapon you control; damage equal to the combined ATK of Melee weapons you control"
  ("t_strikes"): only by a card whose text says so, no more than the Melee weapons in play have (`audit_counters`
  checks the counters, as it is cast);
- "ready up to n (face-up) resources" ("t_ready"): only by a card whose text says so, no more than its n (times its
  count), no more face-up ones than your face-up quests, no more than were exhausted.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.compile import matches
from deckcheck.wowtcg.goldfish.codes import is_ally


def _has(card, do: str, **kv) -> bool:
    return any(e["do"] == do and all(e.get(k) == v for k, v in kv.items()) for e in flat_effects(card.effects))


class TrickChecks:
    """The tricks' part of `audit.Checker` (it holds `card`, `fail`, `play`, `gone`, `res`, `ready`)."""

    def on_t_essence(self, c: int, before: int) -> None:
        card = self.card(c)
        if not _has(card, "exhaust_resource", n=99):
            self.fail(f"{card.name} exhausted all resources, which its text does not say")
        if before != self.ready:
            self.fail(f"{card.name}: the engine had {before} ready resources, the checker counts {self.ready}")
        self.ready = 0

    def on_t_nova(self, c: int, n: int, dmg: int, dealt: int, health: int) -> None:
        card = self.card(c)
        if not _has(card, "damage", n="X", x="sac_n") or not _has(card, "sacrifice", what="resource"):
            self.fail(f"{card.name} destroyed all resources for damage, which its text does not say")
        if n != self.res or dealt < n:
            self.fail(f"{card.name} destroyed {n} resource(s) for {dealt} damage; the checker counts {self.res}")
        if dmg + dealt < health:
            self.fail(f"{card.name} cast without destroying the opposing hero ({dmg} + {dealt} of {health})")
        self.res = self.ready = 0

    def on_t_hammer(self, c: int, uid: int) -> None:
        card = self.card(c)
        if not _has(card, "exhaust", to="ally"):
            self.fail(f"{card.name} exhausted an ally, which its text does not say")
        if uid not in self.play or not is_ally(self.card(self.play[uid])):
            self.fail(f"{card.name} cast with no ally of yours for its target (CR 707.1d)")

    def on_t_sac(self, c: int, uid: int, x: int) -> None:
        card = self.card(c)
        es = [e for e in flat_effects(card.effects) if e["do"] in ("sacrifice", "kill_ally")]
        draw = next((e for e in flat_effects(card.effects) if e["do"] == "draw"), None)
        if not es or draw is None:
            self.fail(f"{card.name} destroyed a card of yours to draw, which its text does not say")
            return
        gone = self.gone.get(uid)
        what = es[0].get("what", "ally")
        kind = "Equipment" if what == "equipment" else "Ally"
        if uid in self.play or gone is None or self.card(gone).type.split()[-1] != kind \
                or "tag" in es[0] and not matches(self.card(gone), {"tag": es[0]["tag"]}):
            self.fail(f"{card.name} destroyed {uid}: not a card of yours its text takes that left play")
        elif x != (self.card(gone).cost if draw.get("n") == "X" else draw.get("n")):
            self.fail(f"{card.name} drew {x} for {self.card(gone).name}, its text says otherwise")

    def on_t_sapphire(self, c: int, uid: int, x: int) -> None:
        card = self.card(c)
        cap = next((e.get("max", 0) for e in flat_effects(card.effects)
                    if e["do"] == "draw" and e.get("pay") == "X" and e.get("destroy") == {"what": "self"}), None)
        if cap is None:
            self.fail(f"{card.name} used an 'X, destroy this -> draw X' power its text does not have")
            return
        if self.gone.get(uid) != c or uid in self.play or x < 1 or cap and x > cap:
            self.fail(f"{card.name}'s power used with X={x} (cap {cap}), or the card was not in play / stayed")

    def on_t_buy(self, c: int, paid: int, dealt: int) -> None:
        card = self.card(c)
        n = next((e.get("n", 0) for e in flat_effects(card.effects) if e["do"] == "damage" and e.get("buy")), 0)
        if not n or paid < 1:
            self.fail(f"{card.name} bought damage its text does not give")
        elif dealt < n * paid:
            self.fail(f"{card.name}: {dealt} damage for {paid} paid, {n} each")

    def on_t_ready(self, c: int, k: int, n: int, before: int, res: int, face_up: int, uid: int = -1) -> None:
        card = self.card(c)
        es = [e for e in flat_effects(card.effects) if e["do"] == "ready_resource" and "when" not in e and "pay" not in e]
        if not es:
            self.fail(f"{card.name} readied resources, which its text does not say")
            return
        e = es[0]
        if e.get("x") == "healed" and n > sum(1 for x in self.play.values()
                                              if is_ally(self.card(x))):
            self.fail(f"{card.name} readied for {n} characters healed: more than your allies in play")
        elif e.get("x") == "sac_cost":        # (an ally of yours destroyed: X its cost)
            gone = self.gone.get(uid)
            if not _has(card, "kill_ally") or uid in self.play or gone is None or self.card(gone).cost != n:
                self.fail(f"{card.name} readied for an ally destroyed: not one of yours that left play, or not its cost")
        elif "per" not in e and n != e.get("n", 1):
            self.fail(f"{card.name} readied up to {n}, its text {e.get('n', 1)}")
        if k > n or e.get("faceup") and k > face_up or k > res - before:
            self.fail(f"{card.name} readied {k} of {res - before} exhausted ({n} allowed, {face_up} face up)")

    def on_t_xpact(self, c: int, uid: int, x: int) -> None:
        """ "This ability enters play with X pact counters": its text says so, X the X paid (the counters it enters
        with are checked against it: `audit_counters`)."""
        card = self.card(c)
        if not _has(card, "counter", n="X") or self.play.get(uid) != c or x < 1:
            self.fail(f"{card.name} entered with X={x} counters: not its text, or not in play")
        self.x_paid = x

    def on_t_shield(self, c: int, uid: int, k: int, have: int) -> None:
        card = self.card(c)
        if not _has(card, "ready_resource", per="counter", exhaust=1) or self.play.get(uid) != c:
            self.fail(f"{card.name} readied resources for its counters: not its text, or not in play")
        if have != self.ctr[(uid, 0)] or not 0 < k <= have:
            self.fail(f"{card.name} readied {k} resource(s) with {have} counter(s) (the checker counts "
                      f"{self.ctr[(uid, 0)]})")

    def on_stash_back(self, c: int, x: int, grave: tuple) -> None:
        """Stash: "shuffle target ally in your graveyard into your deck": its text says so, the card was just
        placed face up, and the card shuffled in was in your graveyard and of the kind its text names."""
        card = self.card(c)
        es = [e for e in flat_effects(card.effects) if e.get("when") == "stash" and e["do"] == "shuffle_back"]
        if not es or self.just_placed != (c, 1):
            self.fail(f"{card.name} shuffles a card from the graveyard into the deck: not its Stash, or not just placed")
        elif x not in grave or not matches(self.card(x), {"type": es[0].get("what", "card")}):
            self.fail(f"{card.name}'s Stash took {self.card(x).name}, not a card of its kind in the graveyard")

    def on_t_death(self, c: int, uid: int, x: int) -> None:
        """ "Destroy an ally you control. Your hero has +X ATK this turn, X that ally's ATK": its text says so, the ally
        was yours and left play, X at least its printed ATK (what is attached to it adds)."""
        card = self.card(c)
        gone = self.gone.get(uid)
        if not _has(card, "atk_bonus", n="X", x="sac_atk") or not _has(card, "sacrifice", what="ally"):
            self.fail(f"{card.name} destroyed an ally for your hero's ATK, which its text does not say")
        elif uid in self.play or gone is None or not is_ally(self.card(gone)) \
                or x < (self.card(gone).atk or 0) or x <= 0:
            self.fail(f"{card.name} gave +{x} ATK for {uid}: not an ally of yours that left play, or not its ATK")

    def on_t_strikes(self, c: int, d: int, melee: tuple) -> None:
        """ "... damage equal to the combined ATK of Melee weapons you control": its text says so, no more than the
        printed ATK and +1 ATK counters of the Melee weapons in play (counted after its own counters)."""
        card = self.card(c)
        if not _has(card, "damage", plus="weapon", tag="Melee", sum=1):
            self.fail(f"{card.name} dealt the combined ATK of Melee weapons, which its text does not say")
        most = sum((self.card(self.play[u]).atk or 0) + self.ctr[(u, 1)] for u in melee if u in self.play)
        if d > most or any(u not in self.play or not matches(self.card(self.play[u]), {"tag": "Melee"}) for u in melee):
            self.fail(f"{card.name} dealt {d}: more than the combined ATK {most} of the Melee weapons in play")
