"""The invariant checker's rules for the statics family (`audit.Checker` takes them from `StaticsChecks`; engine:
`statics.py`), each checked against the card's text (its effects record, never the compiled tables).

A condition on a card of each of several kinds ("while you control another ally, an ability, and an equipment";
"while an ability, ally, and equipment are in your graveyard") is met only with one distinct card of each kind
named, in play under your control (not the card itself when the text says "another") or in your graveyard. Stash's
"+n ATK this turn" happens only for a card whose text has it, just placed face up as a resource, with its n, and
to a weapon only while you control one. An ally's Sentinel under a condition readies it only while that holds
(the only ally in play; two or more allies sharing a standard race). "Attached ally has Ferocity" only from a card
whose text has it (the ally given it entered this turn: `audit_enter.on_fero_now`). A trigger's amount "equal to
that ally's cost" is the printed cost of the card played. "Attached character has -n health" on the opposing hero
lowers its health by the text's n. A card exhausting your resources as your turn starts: in play, its text's n.
"""
from __future__ import annotations

from itertools import permutations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ALLY, card_kind, matches, standard_race


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


class StaticsChecks:
    """The statics part of `audit.Checker` (it holds `play`, `grave`, `just_placed`, `card`, `fail`)."""

    def on_kinds(self, me: int, grave: int, cards: tuple) -> None:
        es = [e for e in _fx(self.card(me)) if "kinds" in e] if me >= 0 else []
        if not es:
            self.fail(f"a condition on cards of several kinds met for {self.card(me).name if me >= 0 else '?'}, "
                      f"whose text has none")
            return
        e = es[0]
        if int(e.get("cond") == "in_graveyard") != grave:
            self.fail(f"{self.card(me).name}'s condition read in the wrong zone")
        kinds = str(e["kinds"]).split()
        if len(cards) != len(kinds):
            self.fail(f"{self.card(me).name}'s condition met with {len(cards)} card(s) for {len(kinds)} kinds")
        # one card for each kind (a Totem is both an ally and an ability, CR 305.3a: any assignment will do)
        if not any(all(matches(self.card(c), {"type": k}) for c, k in zip(cards, order))
                   for order in permutations(kinds)):
            self.fail(f"{self.card(me).name}'s condition counted {', '.join(self.card(c).name for c in cards)}: "
                      f"not one of each of its kinds")
            return
        if not grave:
            held = list(self.play.values())
            if e.get("other") and me in held:
                held.remove(me)
            for c in cards:
                if c not in held:
                    self.fail(f"{self.card(me).name}'s condition counted {self.card(c).name}, not in play")
                    return
                held.remove(c)

    def on_stash_atk(self, c: int, n: int, to: int, weapons: tuple) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e.get("when") == "stash" and e["do"] == "atk_bonus"]
        if not es or es[0].get("n") != n:
            self.fail(f"{card.name}: Stash +{n} ATK this turn, not its text's")
        if self.just_placed != (c, 1):
            self.fail(f"{card.name}'s Stash ATK, but it was not just placed face up as a resource")
        if es and es[0].get("to") == "weapon" and not weapons:
            self.fail(f"{card.name}'s Stash ATK to a weapon with no weapon in play")

    def on_sentinel(self, c: int, allies: tuple) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "ready" and e.get("when") == "attack" and e.get("cond")]
        if not es:
            self.fail(f"{card.name} readies under a condition its text does not have")
            return
        mine = [x for x in self.play.values() if card_kind(self.card(x)) == ALLY]    # (a Totem: an ability ally)
        if sorted(mine) != sorted(allies):
            self.fail(f"{card.name}'s Sentinel: the engine's allies {allies} are not the checker's {tuple(mine)}")
        if es[0]["cond"] == "only_ally" and len(mine) != 1:
            self.fail(f"{card.name} readies as the only ally with {len(mine)} allies in play")
        if es[0]["cond"] in ("allies", "control"):      # "while you control three or more Human allies / equipment"
            pool = mine if es[0]["cond"] == "allies" else list(self.play.values())
            n = sum(1 for x in pool if matches(self.card(x), es[0]) and not (es[0].get("other") and x == c))
            if n < int(es[0].get("count") or 1):
                self.fail(f"{card.name} readies with {n} such card(s) in play, its text asks {es[0].get('count')}")
        if es[0]["cond"] == "shared_race":
            races = [r for x in mine if (r := standard_race(self.card(x).race)) >= 0]
            if all(races.count(r) < 2 for r in races):
                self.fail(f"{card.name} readies while no two allies share a standard race")

    def fero_attached(self, uid: int, c: int, src: int) -> None:
        scard = self.card(src)
        if not any(e["do"] == "ferocity" and e.get("to") == "attached" for e in _fx(scard)):
            self.fail(f"{scard.name} gives Ferocity to the ally it is attached to, without such text")

    def on_watch_x(self, w: int, c: int, n: int) -> None:
        src, card = self.card(w), self.card(c)
        if not any(e.get("n") == "X" and e.get("when") in ("play", "enters") for e in _fx(src)):
            self.fail(f"{src.name}: an amount of that card's cost without such text")
        if n != card.cost:
            self.fail(f"{src.name}: {n} for {card.name}, whose cost is {card.cost}")

    def on_opp_hp(self, c: int, n: int, health: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "hp_less" and e.get("to") == "attached"]
        if not es or es[0].get("n", 1) != n:
            self.fail(f"{card.name} lowers the opposing hero's health by {n}, not its text's")

    def on_gather(self, c: int, from_hand: int, from_lib: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "gather" for e in _fx(card)):
            self.fail(f"{card.name} puts its namesakes into play without such text")

    def on_place_less(self, w: int, c: int, n: int) -> None:
        src = self.card(w)
        es = [e for e in _fx(src) if e["do"] == "cost_less" and e.get("when") == "place"]
        if not es or es[0].get("n") != n:
            self.fail(f"{src.name}: {n} less on a resource placed, not its text's")
        if self.just_placed != (c, 1):
            self.fail(f"{src.name}'s reduction on a resource placed face up, but {self.card(c).name} was not just placed so")
        if w not in self.play.values():
            self.fail(f"{src.name}'s trigger on a resource placed fired from outside play")

    def on_bonus_cond(self, c: int, allies: tuple, perms: tuple) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "atk_bonus" and e.get("cond") == "control"]
        if not es:
            self.fail(f"{card.name}'s ATK this turn under a condition its text does not have")
            return
        filt = {k: es[0][k] for k in ("faction", "class", "classes", "class_icon", "tag", "icon", "type") if k in es[0]}
        mine = list(self.play.values())
        if not any(matches(self.card(x), filt) for x in mine):
            self.fail(f"{card.name} cast for its ATK with no card in play its condition takes")

    def on_tap_res(self, c: int, n: int, before: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "exhaust_resource"]
        if not es or n > es[0].get("n", 1) or c not in self.play.values():
            self.fail(f"{card.name} exhausts {n} resource(s) without such text in play")
        if before != self.ready:
            self.fail(f"the engine had {before} ready resources, the checker counts {self.ready}")
        self.ready -= n

    def on_watch_pay(self, w: int, n: int) -> None:
        src = self.card(w)
        if not any(e.get("when") == "play" and e.get("pay") == n and e["do"] == "draw" for e in _fx(src)):
            self.fail(f"{src.name} paid {n} for a trigger's draw its text does not have")

    def on_watch_per(self, w: int, n: int, allies: tuple) -> None:
        src = self.card(w)
        es = [e for e in _fx(src) if e["do"] == "damage" and e.get("when") == "play" and "per" in e]
        if not es:
            self.fail(f"{src.name}: a trigger's damage for each card counted without such text")
            return
        e = es[0]
        filt = {k: e[k] for k in ("faction", "class", "classes", "class_icon", "tag", "icon") if k in e}
        if e["per"] == "ally":
            filt["type"] = "ally"
        mine = sum(1 for x in self.play.values() if matches(self.card(x), filt))
        k = n // max(1, e.get("n", 1))
        if not mine <= k <= mine + int(bool(e.get("hero"))):
            self.fail(f"{src.name}: {n} damage, counting {k} where {mine} of its cards are in play")
