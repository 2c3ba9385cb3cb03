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
enters play, ready a hero or ally in your party" once as it enters, on one of yours that attacked this turn (an ally
only, of its cost, with no resource ready, when the text says so). Round 3: tokens of a second kind and tokens for
each card counted as the text says (and its condition); every card of a kind taken from the top of your deck; an
ally's damage to allies of yours, sweep, face-up resources turned face down and discarded hand only from its text;
resources readied for each card counted.
"""
from __future__ import annotations

from collections import Counter

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ABILITY, ALLY, GEAR, WEAPON, card_kind, matches, standard_race
from deckcheck.wowtcg.model import STANDARD_RACES


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
        elif why == "instinct":
            self.fero_instinct(c, src, x)
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
            races = Counter(STANDARD_RACES[r] for x in self.play.values() if card_kind(self.card(x)) == ALLY
                            and (r := standard_race(self.card(x).race)) >= 0)
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
            keys = ("faction", "class", "classes", "class_icon", "tag", "icon", "atk_min", "cost_min", "cost_max")
            filt = {key: e[key] for key in keys if key in e}    # (atk_min: "each ally ... with 6 or more ATK")
            n = sum(1 for x in self.play.values() if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt)
                    and e.get("name", self.card(x).name) == self.card(x).name)
            n += int(bool(e.get("hero")) and self.hero is not None and matches(self.hero, filt))   # ("... you control")
            if k != e["n"] * n:
                self.fail(f"{card.name} deals {k} ({when}), its text {e['n']} for each of {n}")
        elif e["per"] == "opp_hand":       # (dots) the opposing hand: 7, or what it drew since Call of Yogg-Saron
            o = self._opp()
            n = 7 if len(o) < 4 else o[3] - o[2]
            if k != e["n"] * n:
                self.fail(f"{card.name} deals {k} ({when}), its text {e['n']} for each of {n} cards in the opposing hand")

    def on_play_if(self, c: int, grave: tuple, allies: tuple) -> None:
        """"Play this ally only if ...": the record's condition holds as the card is played (a count of allies or
        heroes of a race or tag, yours included when the text says so; a count of cards in your graveyard)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "play_if"]
        if not es:
            self.fail(f"{card.name} is played under a restriction its text does not have")
            return
        e = es[0]
        filt = {k: e[k] for k in ("faction", "class", "tag", "type", "def_min") if k in e}
        need = int(e.get("count", 1))
        if e["cond"] == "control" and e.get("type", "ally") != "ally":
            # (combat2: "while you control armor with DEF": any card of yours in play)
            have = sum(1 for x in self.play.values() if matches(self.card(x), filt))
        elif e["cond"] in ("allies", "control"):
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
        es = [e for e in _fx(card) if e["do"] == "ready" and e.get("to") in ("any", "ally") and not e.get("when")
              and "pay" not in e]
        if not es or card_kind(card) != ALLY:
            self.fail(f"{card.name} readies a hero or ally as it enters, which its text does not say")
        elif es[0]["to"] == "ally":     # "ready target ally [with cost 2 or less]" ["if you control no ready resources"]
            if uid < 0:
                self.fail(f"{card.name} readies your hero, its text an ally")
            elif "cost_max" in es[0] and uid in self.play and (self.card(self.play[uid]).cost or 0) > es[0]["cost_max"]:
                self.fail(f"{card.name} readies {self.card(self.play[uid]).name}, of a cost over {es[0]['cost_max']}")
            if es[0].get("cond") == "no_ready_res" and self.ready > 0:
                self.fail(f"{card.name} readies an ally with {self.ready} resource(s) ready (its condition)")
        # (gone since it entered, its trigger resolves all the same: Pugg's "-1 health" left it with 0, CR 410.6a)
        here = self.play.get(src) if src in self.play else self.left_t.get(src) == self.t and self.gone.get(src)
        if here != c or self.entered.get(src) != self.t:
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

    def on_tok_also(self, c: int, tid: int, n: int, allies: tuple) -> None:
        """Another kind of token as a card resolves (`tokens.also`): its text puts n tokens of that ATK and health
        into play as it resolves, and the text's condition on them ("if you control a Death Knight hero or ally")
        holds with the allies in play and your hero."""
        card, tok = self.card(c), self.card(tid)
        es = [e for e in _fx(card) if e["do"] == "token" and not e.get("when") and "pay" not in e
              and e.get("atk") == tok.atk and e.get("health") == tok.health and int(e.get("n", 1)) == n]
        if not es:
            self.fail(f"{card.name} puts {n} {tok.name}(s) into play, which its text does not")
            return
        if all(self._tok_cond_fails(e, allies) for e in es):
            self.fail(f"{card.name} puts {tok.name}(s) into play while its text's condition does not hold")

    def _tok_cond_fails(self, e: dict, allies: tuple) -> bool:
        """Does a "control" condition of the token action fail with these allies and your hero?"""
        if e.get("cond") is None:
            return False
        if e["cond"] != "control":
            return False            # (the engine's condition; only "control" is read again here)
        filt = {k: e[k] for k in ("faction", "class", "classes", "class_icon", "tag", "type", "icon") if k in e}
        have = sum(1 for x in allies if matches(self.card(x), filt))
        if e.get("hero") and self.hero is not None and matches(self.hero, {k: v for k, v in filt.items()
                                                                           if k != "type"}):
            have += 1
        return have < int(e.get("count", 1))

    def on_enter_hurt(self, c: int, n: int, allies: tuple) -> None:
        """An ally's "as it enters, n damage to target ally you control": its text has it, and it is in play."""
        card = self.card(c)
        if not any(e["do"] == "damage" and e.get("ally") == n and not e.get("when") for e in _fx(card)):
            self.fail(f"{card.name} deals {n} damage to an ally of yours as it enters, which its text does not")
        if c not in allies:
            self.fail(f"{card.name}'s damage to an ally of yours as it enters, with {card.name} not in play")

    def on_enter_kill(self, c: int, uid: int, me: int) -> None:
        """An ally's "as it enters, destroy an ally in your party": its text has it, it has just entered, and the ally
        destroyed is another of yours in play."""
        card = self.card(c)
        if not any(e["do"] == "kill_ally" and e.get("own") and not e.get("when") for e in _fx(card)):
            self.fail(f"{card.name} destroys an ally of yours as it enters, which its text does not")
        if self.play.get(me) != c or self.entered.get(me) != self.t:
            self.fail(f"{card.name} destroys an ally of yours as it enters, but it did not just enter")
        if uid == me or uid not in self.play:
            self.fail(f"{card.name} destroys an ally that is not another of yours in play")

    def on_enter_discard(self, c: int, hand: int) -> None:
        """An ally's "when this ally enters play, discard your hand": its text has it."""
        card = self.card(c)
        if card_kind(card) != ALLY or not any(e["do"] == "discard_hand" for e in _fx(card)):
            self.fail(f"{card.name} discards your hand as it enters, which its text does not")

    def on_tok_per(self, c: int, tid: int, k: int, allies: tuple) -> None:
        """Tokens for each card counted as a card resolves (`tokens.per_tokens`): the text's token, and (a count of
        allies) n for each ally in play passing its filter, the card itself and your hero as the text says."""
        card, tok = self.card(c), self.card(tid)
        es = [e for e in _fx(card) if e["do"] == "token" and "per" in e and e.get("atk") == tok.atk
              and e.get("health") == tok.health]
        if not es:
            self.fail(f"{card.name} puts {tok.name}(s) into play for a count its text does not have")
            return
        e = es[0]
        if e["per"] != "ally":
            return
        filt = {x: e[x] for x in ("faction", "class", "classes", "class_icon", "tag", "cost_min", "atk_min") if x in e}
        have = sum(1 for x in allies if matches(self.card(x), filt))
        have -= int(bool(e.get("other")) and c in allies and matches(card, filt))
        have += int(bool(e.get("self")))
        if e.get("hero") and self.hero is not None and matches(self.hero, filt):
            have += 1
        if k != int(e.get("n", 1)) * have:
            self.fail(f"{card.name} puts {k} {tok.name}(s) into play, its text {e.get('n', 1)} for each of {have}")

    def on_enter_sweep(self, c: int, n: int, sw, allies: tuple, uids: tuple, me: int) -> None:
        """An ally's sweep of your allies as it enters (`enter._sweep`): its text has n damage to each other ally, or
        allies leaving play with that filter (cost N or less, into your hand), and it is in play itself."""
        card = self.card(c)
        es = _fx(card)
        if n and not any(e["do"] == "damage" and e.get("ally") == n and e.get("to") == "others" for e in es):
            self.fail(f"{card.name} deals {n} damage to each other ally of yours, which its text does not")
        if sw is not None and not any(e["do"] == "sweep" and int(e.get("into") == "hand") == sw[0]
                                      and e.get("cost_max", -1) == sw[2] for e in es):
            self.fail(f"{card.name} sweeps your allies, which its text does not")
        if card_kind(card) == ALLY and (me not in uids or self.play.get(me) != c):
            self.fail(f"{card.name} sweeps your allies as it enters without being in play")

    def on_flip_down(self, c: int, down: tuple, up: tuple) -> None:
        """An ally's "turn n (all) face-up resources you control face down" as it enters: its text has it, the cards
        turned are face-up quests of yours, as many as the text says (all, or n while there are as many)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "flip_down"]
        if not es:
            self.fail(f"{card.name} turns resources of yours face down, which its text does not")
            return
        n = int(es[0].get("n", 1))
        if len(down) != min(n, len(up)) or any(x not in up or self.card(x).type != "Quest" for x in down):
            self.fail(f"{card.name} turns {len(down)} of {len(up)} face-up quests face down, its text {n}")

    def on_ready_per(self, c: int, n: int, allies: tuple) -> None:
        """"Ready a resource you control for this and each other Orc ally you control": the text has it, and n is
        its count of the allies in play passing the filter."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "ready_resource" and e.get("per") == "ally"]
        if not es:
            self.fail(f"{card.name} readies resources for a count its text does not have")
            return
        e = es[0]
        filt = {x: e[x] for x in ("faction", "class", "classes", "class_icon", "tag", "icon", "cost_min", "atk_min") if x in e}
        have = sum(1 for x in allies if matches(self.card(x), filt)) + int(bool(e.get("self")))
        if n != int(e.get("n", 1)) * have:
            self.fail(f"{card.name} readies {n} resource(s), its text {e.get('n', 1)} for each of {have}")

    def on_swap_tok(self, c: int, me: int, uid: int, x: int, tid: int, n: int) -> None:
        """"You may destroy another ally you control. If you do, put a 3/3 Ghoul ally token into play": the text has
        it (that token, n of them), the ally destroyed is another one of yours in play, and it is in play itself."""
        card, tok = self.card(c), self.card(tid)
        if not any(e["do"] == "token" and e.get("swap") and e.get("atk") == tok.atk and e.get("health") == tok.health
                   and int(e.get("n", 1)) == n for e in _fx(card)):
            self.fail(f"{card.name} destroys an ally of yours for {n} {tok.name}(s), which its text does not")
        if uid == me or self.play.get(uid) != x or card_kind(self.card(x)) != ALLY:
            self.fail(f"{card.name} destroys {self.card(x).name}, not another ally of yours in play")
        if self.play.get(me) != c:
            self.fail(f"{card.name} destroys an ally of yours as it enters without being in play")

    def on_tok_exile(self, c: int, gone: tuple) -> None:
        """"Remove any number of [Horde] allies in your graveyard from the game. If you do, put a 1/1 Skeleton ally
        token into play for each ally removed": the text has it, and every card removed passes its filter."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "token" and e.get("exile") and e.get("per") == "grave"]
        if not es:
            self.fail(f"{card.name} removes cards in your graveyard from the game, which its text does not")
            return
        filt = {x: es[0][x] for x in ("faction", "class", "tag", "type") if x in es[0]}
        bad = [self.card(x).name for x in gone if not matches(self.card(x), filt)]
        if bad:
            self.fail(f"{card.name} removes {bad} from your graveyard, which its text does not take")

    def on_enter_look(self, w: int, c: int, itself: bool) -> None:
        """Card w looks at the top of your deck as card c enters play under your control (round 4, `enter.looks`):
        w's text has such a look (`scry` / `dig` on ``when: enters``), c is of the kind and filter the trigger names,
        and w's own entering triggers it only when its text says "this or another"."""
        card, entering = self.card(w), self.card(c)
        es = [e for e in _fx(card) if e["do"] in ("scry", "dig") and e.get("when") == "enters"]
        if not es:
            self.fail(f"{card.name} looks at your deck as a card enters, which its text does not")
            return
        e = es[0]
        filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon", "on_cost_min")}
        kinds = str(e.get("on_type", "ally")).split()
        if not (any(matches(entering, {"type": k}) for k in kinds) and matches(entering, filt)):
            self.fail(f"{card.name} looks at your deck as {entering.name} enters, not of its trigger's kind")
        if itself and not e.get("self"):
            self.fail(f"{card.name} looks at your deck as it enters itself, its text: another card only")

    def on_tok_plus(self, tid: int, n: int, more: int, perms: tuple) -> None:
        """n ally tokens of a kind put into play, `more` added by the Ongoing abilities of yours in play saying "put
        that many +1 into play instead" (round 4, `tokens.make_tokens`): the card is a token, and `more` is the sum
        of their texts' n."""
        want = sum(int(e.get("n", 1)) for p in perms for e in _fx(self.card(p)) if e["do"] == "token_plus")
        if more != want or n < 1:
            self.fail(f"{more} more tokens of {self.card(tid).name} than {n}; the texts in play say {want}")

    def on_unflip(self, c: int) -> None:
        """Your hero turned face up as ally c enters (round 4): its text has it."""
        if not any(e["do"] == "unflip" for e in _fx(self.card(c))):
            self.fail(f"{self.card(c).name} turns your hero face up, which its text does not")

    def on_regrow_fee(self, c: int, fee: int) -> None:
        """An ally's "you may pay n. If you do, ..." paid as it resolves (round 4): its text's n."""
        es = [e for e in _fx(self.card(c)) if e["do"] == "regrow" and "fee" in e]
        if not es or int(es[0]["fee"]) != fee:
            self.fail(f"{self.card(c).name} pays {fee} for a regrowth, its text {es[0]['fee'] if es else 'none'}")

    def on_xdiscard(self, c: int, n: int, hand: int) -> None:
        """An ally's "As an additional cost to play, discard a card" (round 4): its text's n, paid from a hand (the
        ally itself out of it) holding as many."""
        es = [e for e in _fx(self.card(c)) if e["do"] == "discard" and e.get("extra")]
        if not es or int(es[0].get("n", 1)) != n or hand < n:
            self.fail(f"{self.card(c).name} played discarding {n} of {hand} cards, its text "
                      f"{es[0].get('n', 1) if es else 'no such cost'}")

    def fero_instinct(self, c: int, src: int, x: int) -> None:
        """"When a Hunter ally enters play under your control, target ally has Ferocity this turn" (round 4): src is
        in play with such text, and x, the card that entered, passes its trigger's filter."""
        scard, entering = self.card(src), self.card(x)
        es = [e for e in _fx(scard) if e["do"] == "ferocity" and e.get("when") == "enters"]
        if not es or src not in self.play.values():
            self.fail(f"{scard.name} gives {self.card(c).name} Ferocity as a card enters: not its text, or not in play")
            return
        filt = {k[3:]: v for k, v in es[0].items() if k in ("on_faction", "on_class", "on_tag", "on_icon")}
        if not (card_kind(entering) == ALLY and matches(entering, filt)):
            self.fail(f"{scard.name} gives Ferocity as {entering.name} enters, not of its trigger's kind")
