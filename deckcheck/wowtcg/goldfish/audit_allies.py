"""The checker's rules for the allies2 families: an ally's trigger lowering a hero's health this turn (`weaken.placed`,
`weaken.at_end`), paid and start-of-turn ATK this turn, "when this ally readies" (`readies.py`), your hero as a
resource (`resources.hero_as_resource`):

- a trigger ("weak_trig"): its text has "-n health this turn" with that n on that trigger; an attack's only as often
  as the card attacked this turn (each attack of it: "When Melissa attacks, ..."), a face-up placement's by an ally
  in play for the resource just placed face up (`check_place_trigger`);
- the pool used ("weak_kill"): no more than this turn's triggers lowered;
- an ally's paid "+n ATK this turn" on itself as it attacks ("self_pump", `combat.power_instead`: "1 -> This ally has
  +1 ATK this turn", "Once on each of your turns: 1 -> This ally has Assault 3 this turn", "1 -> Target ally has +2 ATK
  this turn. Use only once per turn."): its text has such a power (no [Exhaust]) with that n and cost, to itself or
  to a target ally, the ally in play and attacking this turn (its "attack" follows: one that entered play this turn
  attacks only with Ferocity, which `on_attack` checks); a once-a-turn one once a turn;
- an ally's "At the start of your turn, target ally has +n ATK / -hp health this turn" ("turn_pump", `turns.pump`):
  its text has it with that n and hp, its card in play, once a turn each; the target an ally of yours in play that
  survives it (printed health above hp) unless it was destroyed by it;
- "When Narando readies, he has +n ATK this turn" ("ready_pump", `readies.readied`): its text has it with that n, for
  no more copies than were exhausted at the end of your last turn (attacked, or exhausted by such a trigger);
- "When Golas readies, exhaust target ally" ("ready_tire", `readies._tire`): likewise, onto an ally of yours in play,
  which does not attack this turn (`audit.on_attack`);
- Stash "Ready target token ally" ("stash_ready", `readies.stash_ready`): its text has it, the card just placed face
  up; the target a token ally of yours in play, which may attack this turn (woken, out of the stuck ones);
- an ally's counted damage as it is destroyed ("death_per", `tokens.last_words`): its text's n for each resource you
  control (`per: resource`) or each card in the opposing hand (`per: opp_hand`: 7, or what it drew under Call of
  Yogg-Saron);
- your hero exhausted as a resource ("hero_res"): a card in play whose text says so, your hero neither attacked nor
  exhausted this turn; it counts as one more ready resource, and is exhausted.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit_powers import _fx
from deckcheck.wowtcg.goldfish.compile import EV_PLACE_UP, matches
from deckcheck.wowtcg.goldfish.codes import is_ally
from deckcheck.wowtcg.goldfish.compile_powers import WK_ATTACK


class AlliesChecks:
    """Mixin of `audit.Checker` (its state: `t`, `play`, `entered`, `att_by_card`, `weak_seen`, `pumped`, `pump_cut`,
    `tired_at`, `tire_n`)."""

    def on_weak_trig(self, uid: int, c: int, n: int, kind: int) -> None:
        card = self.card(c)
        when = "attack" if kind == WK_ATTACK else "place"
        trig = [e for e in _fx(card) if e["do"] == "hp_less" and e.get("until") == "turn" and e.get("when") == when
                and "pay" not in e]
        if not trig:
            self.fail(f"{card.name} lowers a hero's health on a trigger its text does not have")
            return
        if n != trig[0].get("n"):
            self.fail(f"{card.name}'s trigger lowers health by {n}, its text says {trig[0].get('n')}")
        seen = self.weak_seen.get(self.t, (0, {}))
        if kind == WK_ATTACK:
            k = seen[1].get(c, 0) + 1
            if k > self.att_by_card.get((self.t, c), 0):
                self.fail(f"{card.name}'s attack trigger fired more often than it attacked this turn")
            seen[1][c] = k
        else:
            if self.play.get(uid) != c:
                self.fail(f"{card.name}'s trigger on a resource placed fired from outside play")
            self.check_place_trigger(card, self.just_placed[0] if self.just_placed else -1, EV_PLACE_UP)
        self.weak_seen[self.t] = (seen[0] + n, seen[1])

    def on_weak_kill(self, n: int) -> None:
        got = self.weak_seen.get(self.t, (0, {}))[0]
        if n > got:
            self.fail(f"the opposing hero's health lowered by {n} this turn, its triggers lowered {got}")

    def on_self_pump(self, uid: int, c: int, n: int, pay: int) -> None:
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "atk_bonus" and e.get("until") == "turn" and "pay" in e
                and not e.get("exhaust") and e.get("to") in ("self", "ally") and e.get("n") == n and e["pay"] == pay]
        if not pows or self.play.get(uid) != c:
            self.fail(f"{card.name} pumps itself with a power its text does not have (+{n} for {pay}), or from "
                      "outside play")
            return
        if self.attacked.get(uid) != self.t:
            self.pump_wait = (uid, self.t, self.games, card.name)   # (its attack follows: `on_attack` clears it)
        if pows[0].get("turn"):
            if (self.t, uid) in self.pumped:
                self.fail(f"{card.name}'s once-a-turn power used twice this turn")
            self.pumped.add((self.t, uid))

    def pump_settled(self, uid: int = -1) -> None:
        """A self pump's ally attacked (`uid`, from `on_attack`), or a turn or game went by without its attack."""
        w = getattr(self, "pump_wait", None)
        if w is None:
            return
        if w[0] == uid and w[1:3] == (self.t, self.games):
            self.pump_wait = None
        elif uid < 0:
            self.pump_wait = None
            self.fail(f"{w[3]} pumps itself for an attack it does not make (CR 302.2: one that entered play this "
                      f"turn attacks only with Ferocity)")

    def on_turn_pump(self, uid: int, c: int, n: int, hp: int, target: int, destroyed: int) -> None:
        card = self.card(c)
        trig = [e for e in _fx(card) if e["do"] == "atk_bonus" and e.get("when") == "turn_start"
                and e.get("to") == "ally" and e.get("n") == n and e.get("hp", 0) == hp]
        if not trig or self.play.get(uid) != c:
            self.fail(f"{card.name} gives +{n} ATK / -{hp} health at the start of the turn, which its text does not "
                      "say, or from outside play")
            return
        if (self.t, uid) in self.pumped:
            self.fail(f"{card.name}'s start-of-turn trigger fired twice this turn")
        self.pumped.add((self.t, uid))
        tc = self.play.get(target)
        if tc is None or not is_ally(self.card(tc)):
            self.fail(f"{card.name}'s start-of-turn trigger targets no ally of yours in play")
        elif not destroyed:
            cut = self.pump_cut.get((self.t, target), 0) + hp
            self.pump_cut[(self.t, target)] = cut
            if not (isinstance(self.card(tc).health, int) and self.card(tc).health > cut):
                self.fail(f"{card.name}'s target {self.card(tc).name} does not survive -{cut} health (CR 410.6a)")

    def on_ready_pump(self, c: int, n: int, k: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "atk_bonus" and e.get("when") == "readies" and e.get("to") == "self" and e.get("n") == n
                   for e in _fx(card)):
            self.fail(f"{card.name} has +{n} ATK as it readies, which its text does not say")
        tired = self._readied(c)
        if k > tired:
            self.fail(f"{k} {card.name} readied with +{n} ATK, {tired} attacked in your last turn")

    def _readied(self, c: int) -> int:
        """The copies of card c in play exhausted at the end of your last turn: attacked or exhausted by a trigger
        (counted as this turn's first such trigger fires, before this turn's exhaust the copies again)."""
        key = (self.t, c)
        if key not in self.tire_n:
            self.tire_n[key] = (sum(1 for u, x in self.play.items() if x == c and (
                self.attacked.get(u) == self.t - 1 or self.tired_at.get(u) == self.t - 1)), 0)
        return self.tire_n[key][0]

    def on_ready_tire(self, c: int, target: int) -> None:
        """ "When Golas readies, exhaust target ally" (`readies._tire`): its text has it, no more often this turn than
        its copies readied, onto an ally of yours in play, which then neither attacks this turn (`on_attack`)."""
        card = self.card(c)
        if not any(e["do"] == "exhaust" and e.get("when") == "readies" for e in _fx(card)):
            self.fail(f"{card.name} exhausts an ally as it readies, which its text does not say")
        most = self._readied(c)
        k = self.tire_n[(self.t, c)][1] + 1
        self.tire_n[(self.t, c)] = (most, k)
        if k > most:
            self.fail(f"{card.name}'s ready trigger fired {k} times, more than its copies readied")
        tc = self.play.get(target)
        if tc is None or not is_ally(self.card(tc)):
            self.fail(f"{card.name}'s ready trigger exhausts no ally of yours in play")
        else:
            self._readied(tc)       # (its copies readied this turn counted before this exhausts one again)
        self.tired_at[target] = self.t

    def on_hero_res(self, c: int, before: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "hero_res" for e in _fx(card)) or c not in self.play.values():
            self.fail(f"your hero exhausted as a resource by {card.name}, whose text does not say so or not in play")
        if self.hero_tapped or getattr(self, "hero_att_turn", 0) == self.t:
            self.fail("your hero exhausted as a resource after it attacked or was exhausted this turn")
        if before != self.ready:
            self.fail(f"the engine had {before} ready resources, the checker counts {self.ready}")
        self.ready += 1
        self.hero_tapped = self.hero_paid = True

    def on_stash_ready(self, c: int, uid: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "ready" and e.get("when") == "stash" for e in _fx(card)):
            self.fail(f"{card.name}'s Stash readies an ally, which its text does not say")
        if self.just_placed != (c, 1):
            self.fail(f"{card.name}'s Stash readies an ally, but it was not just placed face up as a resource")
        tc = self.play.get(uid)
        if tc is None or not matches(self.card(tc), {"tag": "Token"}):
            self.fail(f"{card.name}'s Stash readies no token ally of yours in play")
        self.woken[uid] = self.t
        self.stuck.discard(uid)
        self.tired_at.pop(uid, None)

    def on_death_per(self, c: int, n: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("when") == "destroyed" and "per" in e]
        if not es:
            self.fail(f"{card.name} deals counted damage as it is destroyed, which its text does not say")
            return
        e = es[0]
        if e["per"] == "opp_hand":
            o = self._opp()
            count = 7 if len(o) < 4 else o[3] - o[2]
        else:
            count = self.res
        if n != e.get("n", 1) * count:
            self.fail(f"{card.name} deals {n} as it is destroyed, its text {e.get('n', 1)} for each of {count}")
