"""The invariant checker's rules for an ally entering play (`audit.Checker` takes them from `EnterChecks`; engine:
`enter.py`).

An ally attacks the turn it entered play "now" only if it was given Ferocity this turn ("fero_now"), each grant
checked against the card's text (its effects record, never the compiled tables): Enrage only on the ally itself,
as it enters, when the card revealed is an ally; a conditional Ferocity as it enters only on the ally itself, the
turn it entered, with no resource ready when its condition is "no ready resources"; an activated Ferocity only by
an ally in play whose text has it, on itself when the text names no target, paying the text's cost (its resources
and as many graveyard cards as it removes) on an ally that entered this turn. An ally's power under the condition
"two or more allies you control share a standard race" is used only while the allies in play share one. An ally's
start-of-turn damage "for each ... ally you control" is its n for each such ally in play. An ally's "When this ally
enters play, ready a hero or ally in your party" once as it enters, on one of yours that attacked this turn.
"""
from __future__ import annotations

from collections import Counter

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.model import STANDARD_RACES
from deckcheck.wowtcg.goldfish.codes import ABILITY, ALLY, GEAR, WEAPON, card_kind, matches


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


class EnterChecks:
    """The entering part of `audit.Checker` (it holds `play`, `entered`, `t`, `card`, `fail`)."""

    def reset_enter(self) -> None:
        self.fero_now: dict[int, int] = {}      # ally uid -> the turn it was given Ferocity this turn
        self.left_t: dict[int, int] = {}        # uid -> the turn it left play
        self.readied_by: set[int] = set()       # ally uids whose "as it enters, ready ..." was used
        self.hero_owed = False                  # your hero readied before its attack's event (`on_hero_attack`)

    def on_fero_now(self, uid: int, c: int, src: int, why: str, x) -> None:
        card, scard = self.card(c), self.card(src)
        if self.play.get(uid) != c:
            self.fail(f"{card.name} is given Ferocity from outside play")
        if self.entered.get(uid) != self.t:
            self.fail(f"{card.name} is given Ferocity this turn, but it did not enter play this turn")
        effects = _fx(scard)
        if why == "enrage":
            if src != c or not any(e["do"] == "enrage" for e in effects):
                self.fail(f"{scard.name} enrages {card.name} without Enrage in its text")
            if card_kind(self.card(x)) != ALLY:
                self.fail(f"{card.name}'s Enrage revealed {self.card(x).name}, which is no ally")
        elif why == "enters":
            fero = [e for e in effects if e["do"] == "ferocity" and e.get("until") == "turn" and "cond" in e
                    and "pay" not in e]
            if src != c or not fero:
                self.fail(f"{card.name} has Ferocity as it enters without such text")
            elif fero[0]["cond"] == "no_ready_res" and x > 0:
                self.fail(f"{card.name} has Ferocity as it enters with {x} resource(s) ready (its condition)")
        elif why == "power":
            self.fero_power(uid, c, src, x)
        elif why == "attached":
            self.fero_attached(uid, c, src)     # (audit_statics)
        else:
            self.fail(f"{card.name} is given Ferocity by an unknown effect {why}")
        self.fero_now[uid] = self.t

    def fero_power(self, uid: int, c: int, src: int, x: tuple) -> None:
        scard = self.card(src)
        pows = [e for e in _fx(scard) if e["do"] == "ferocity" and "pay" in e]
        if not pows:
            self.fail(f"{scard.name} gives Ferocity with a power its text does not have")
            return
        e = pows[0]
        if src not in self.play.values():
            self.fail(f"{scard.name} uses its Ferocity power from outside play")
        if e.get("to") is None and src != c:
            self.fail(f"{scard.name} gives Ferocity to {self.card(c).name}: its power gives it only to itself")
        pay, removed = x
        if pay != e["pay"]:
            self.fail(f"{scard.name}'s Ferocity power paid {pay}, its text says {e['pay']}")
        want = e["remove"].get("n", 1) if "remove" in e else 0
        if removed != want:
            self.fail(f"{scard.name}'s Ferocity power removed {removed} graveyard cards, its text says {want}")

    def on_power_cond(self, c: int, allies: tuple, hand: int) -> None:
        """A power under a condition was used: its text has such a power; "two or more allies share a standard race"
        holds among the allies in play as the checker follows them; a hand condition holds for the engine's hand;
        "your hero has no damage on it" only in a deck that never damages your hero."""
        card = self.card(c)
        es = [e for e in _fx(card) if "cond" in e and ("pay" in e or e.get("exhaust"))]
        if not es:
            self.fail(f"{card.name} uses a conditional power its text does not have")
            return
        conds, n = [e["cond"] for e in es], int(es[0].get("count", 0))
        if conds[0] == "hand_min" and hand < n or conds[0] == "hand_max" and hand > n:
            self.fail(f"{card.name} uses its power with {hand} card(s) in hand ({conds[0]} {n})")
        if conds[0] == "hero_undamaged" and self.hurts_hero:
            self.fail(f"{card.name} uses its power in a deck that damages your hero")
        if c not in self.play.values():
            self.fail(f"{card.name} uses its power from outside play")
        if conds[0] == "shared_race":
            races = Counter(self.card(x).race for x in self.play.values()
                            if card_kind(self.card(x)) == ALLY and self.card(x).race in STANDARD_RACES)
            if not races or max(races.values()) < 2:
                self.fail(f"{card.name} uses its power without two allies sharing a race ({dict(races)})")

    def on_eot_dmg(self, c: int, k: int, allies: tuple) -> None:
        fixed = [e for e in _fx(self.card(c)) if e["do"] == "damage" and e.get("when") == "turn_end" and "per" not in e]
        if fixed:
            if c not in self.play.values() or k != fixed[0]["n"]:
                self.fail(f"{self.card(c).name} deals {k} at the end of the turn, its text {fixed[0]['n']}")
            return
        self.counted_damage(c, k, "turn_end")

    def on_dot_per(self, c: int, k: int, allies: tuple, perms: tuple) -> None:
        self.counted_damage(c, k, "turn_start")

    def counted_damage(self, c: int, k: int, when: str) -> None:
        """An ally's start- or end-of-turn damage for each card counted: its text has it, it is in play, and the
        damage is its n for each ally in play (as the checker follows them) its count's filter takes."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("when") == when and "per" in e]
        if not es:
            self.fail(f"{card.name} deals counted {when} damage its text does not have")
            return
        if c not in self.play.values():
            self.fail(f"{card.name} deals its start-of-turn damage from outside play")
        e = es[0]
        if e["per"] == "ally":
            filt = {key: e[key] for key in ("faction", "class", "tag", "icon") if key in e}
            n = sum(1 for x in self.play.values() if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt)
                    and e.get("name", self.card(x).name) == self.card(x).name)
            if k != e["n"] * n:
                self.fail(f"{card.name} deals {k} ({when}), its text {e['n']} for each of {n}")

    def on_play_if(self, c: int, grave: tuple, allies: tuple) -> None:
        """"Play this ally only if ...": the record's condition holds as the card is played (a count of allies or
        heroes of a race or tag, yours included when the text says so; a count of cards in your graveyard)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "play_if"]
        if not es:
            self.fail(f"{card.name} is played under a restriction its text does not have")
            return
        e = es[0]
        filt = {k: e[k] for k in ("faction", "class", "tag", "type") if k in e}
        need = int(e.get("count", 1))
        if e["cond"] in ("allies", "control"):
            have = sum(1 for x in allies if matches(self.card(x), filt))
            if e.get("hero") and self.hero is not None and matches(self.hero, {k: v for k, v in filt.items()
                                                                               if k != "type"}):
                have += 1
        elif e["cond"] == "in_graveyard":
            have = sum(1 for x in grave if matches(self.card(x), filt))
        else:
            return
        if have < need:
            self.fail(f"{card.name} is played with {have} of the {need} its restriction needs")

    def on_hit_cond(self, c: int, hand: int) -> None:
        """An ally's combat-damage trigger under a hand condition fired: the hand the engine had then meets it."""
        card = self.card(c)
        es = [e for e in _fx(card) if e.get("when") == "hits" and e.get("cond") in ("hand_max", "hand_min")]
        if not es:
            self.fail(f"{card.name} fired a conditional combat-damage trigger its text does not have")
            return
        e = es[0]
        n = int(e.get("count", 0))
        if e["cond"] == "hand_max" and hand > n or e["cond"] == "hand_min" and hand < n:
            self.fail(f"{card.name}'s trigger fired with {hand} card(s) in hand ({e['cond']} {n})")

    def on_stash(self, c: int, dmg: int, allies: tuple) -> None:
        """A Stash effect: its card's text has Stash, the card was just placed as a resource face up, and its damage
        is the text's (n, or n for each ally in play of its count's filter)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e.get("when") == "stash"]
        if not es:
            self.fail(f"{card.name} stashes without Stash in its text")
            return
        if self.just_placed != (c, 1):
            self.fail(f"{card.name} stashes, but it was not just placed face up as a resource")
        want = 0
        for e in es:
            if e["do"] != "damage":
                continue
            if e.get("per") == "ally":
                filt = {k: e[k] for k in ("faction", "class", "tag", "icon") if k in e}
                want += e["n"] * sum(1 for x in self.play.values()
                                     if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt))
            elif "per" not in e:
                want += e["n"]
            else:
                return
        if dmg != want:
            self.fail(f"{card.name}'s Stash deals {dmg}, its text {want}")

    def on_enter_ready(self, c: int, src: int, uid: int) -> None:
        """An ally's "When this ally enters play, ready a hero or ally in your party": its text has it, that very ally
        just entered play (this turn, once for each time it enters), and it readies one of yours that attacked this
        turn (an ally in play, not itself: exhausted from its attack; or your hero, which attacked): CR 602.1. Its
        one more attack is the `attack` that follows its `readied` (a second one: exhausted, `on_attack`)."""
        card = self.card(c)
        if not any(e["do"] == "ready" and e.get("to") == "any" and not e.get("when") and "pay" not in e
                   for e in _fx(card)) or card_kind(card) != ALLY:
            self.fail(f"{card.name} readies a hero or ally as it enters, which its text does not say")
        if self.play.get(src) != c or self.entered.get(src) != self.t:
            self.fail(f"{card.name} readies a hero or ally but it did not just enter play")
        if src in self.readied_by:
            self.fail(f"{card.name} readies a second hero or ally as it enters once")
        self.readied_by.add(src)
        if uid < 0:
            self.hero_owed = not self.hero_tapped   # (a hero attacking with no weapon: its attack's event is the
            #                                          combat's damage, next; checked at the end of the turn)
        elif uid == src or uid not in self.play or self.attacked.get(uid) != self.t:
            self.fail(f"{card.name} readies an ally that is not in play or did not attack this turn")

    def note_leave(self, uid: int, t: int) -> None:
        self.left_t[uid] = t

    def on_destroyed_cond(self, c: int, ally: int) -> None:
        """"If an ability, ally, or equipment (an ally) was destroyed this turn": some such card of yours left play
        this turn (as the checker followed them)."""
        gone = [self.card(self.gone.get(u, 0)) for u, t in self.left_t.items() if t == self.t]
        if not any(card_kind(x) == ALLY or not ally and card_kind(x) in (ABILITY, WEAPON, GEAR) for x in gone):
            self.fail(f"{self.card(c).name}: its condition (a card destroyed this turn) held, but none was")

    def attacks_now(self, uid: int, t: int) -> bool:
        """An ally attacking the turn it entered: was it given Ferocity this turn?"""
        return self.fero_now.get(uid) == t
