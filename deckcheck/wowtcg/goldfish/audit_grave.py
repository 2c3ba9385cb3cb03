"""The invariant checker's rules for the graveyard family's words (`audit.Checker` takes them from `GraveChecks`;
the engine's side is `costs`, `library`, `graveyard`, `tokens`).

- a Finishing Move's cost ("remove up to five Combo cards in your graveyard from the game", "fin") only by a card
  whose text has it, at most its n removed, and no fewer than the cards there allow: its X (the damage it dealt)
  counted the cards removed;
- a look at "cards from the top of your deck equal to the number of resources you control" ("dig_res") only by a
  card whose text says so, for as many cards as you control resources;
- an Eternal ally shuffled into your deck as it went to your graveyard ("eternal") only one whose text has Eternal;
- what an ally does as it is destroyed beyond damage, draws and tokens ("death_more": Portal, back into your hand,
  into your resource row) only as its text says, and once for each time it was destroyed;
- "when an(other) ally you control is destroyed" ("ally_died") only from a card in play whose text has it, for an
  ally of the group it names.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import is_ally, matches


def _fin(card) -> dict | None:
    return next((e for e in flat_effects(card.effects) if e["do"] == "grave_cost" and e.get("upto")), None)


class GraveChecks:
    """The graveyard part of `audit.Checker` (it holds `card`, `fail`, `res`, `gone`)."""

    def on_fin(self, c: int, removed: int, there: int) -> None:
        card = self.card(c)
        e = _fin(card)
        if e is None:
            self.fail(f"{card.name} removed up to n cards in the graveyard, which its text does not say")
            return
        n = e.get("n", 1)
        if removed > n or removed != min(n, there):
            self.fail(f"{card.name} removed {removed} card(s) from the graveyard with {there} there (up to {n})")

    def on_dig_res(self, c: int, n: int, res: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "dig" and e.get("per") == "resource" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} looked at one card for each resource, which its text does not say")
        if n != res or res != self.res:
            self.fail(f"{card.name} looked at {n} card(s) with {self.res} resources")

    def on_death_more(self, uid: int, c: int, kind: int) -> None:
        """Portal, the ally back from your graveyard, a reveal or an ally of yours destroyed as it is destroyed: its
        text says so (codes.DEATH_*: 3 Portal, 4 hand, 5 play, 6 resource, 7 reveal, 8 destroy an ally), and it did
        just leave play."""
        card = self.card(c)
        want = {3: "portal", 7: "dig", 8: "kill_ally", 10: "shuffle_back"}.get(kind) or ("leave", {4: "hand", 5: "play", 6: "resource"}.get(kind))
        if not any(e.get("when") == "destroyed" and (e["do"] == want if isinstance(want, str)
                                                      else (e["do"], e.get("to")) == want)
                   for e in flat_effects(card.effects)):
            self.fail(f"{card.name} acted as it was destroyed in a way its text does not say")
        if self.left != c or uid in self.play:
            self.fail(f"{card.name}'s 'when destroyed' fired while it did not just leave play")

    def on_eternal(self, c: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "eternal" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} was shuffled into the deck from the way to the graveyard without Eternal")

    def on_ally_died(self, p: int, dead: int) -> None:
        """A card's "when (another) ... ally you control is destroyed": its text has it, it is in play (or is the
        destroyed card, when its text does not say "another"), and the destroyed ally passes its filter."""
        card, gone = self.card(p), self.card(dead)
        spec = next((e for e in flat_effects(card.effects) if e.get("when") == "ally_dies"), None)
        if spec is None:
            self.fail(f"{card.name} acted as an ally of yours was destroyed, which its text does not say")
            return
        if p not in self.play.values() and not (p == dead == self.left and not spec.get("on_other")):
            self.fail(f"{card.name} acted as {gone.name} was destroyed while it was not in play")
        filt = {k[3:]: v for k, v in spec.items() if k in ("on_tag", "on_class", "on_faction")}
        if not matches(gone, filt) or spec.get("on_name", gone.name) != gone.name or not is_ally(gone) \
                and not gone.name.endswith("token"):
            self.fail(f"{card.name} acted as {gone.name} was destroyed, which its text does not take")

    def on_att_back(self, c: int, uid: int, what: int) -> None:
        """An attachment's "when attached ally is destroyed, put it (this) from the graveyard into ...": its text
        says so, it was attached to that ally, which left play, and the card put back is that ally or itself."""
        card = self.card(c)
        backs = [e for e in flat_effects(card.effects) if e.get("when") == "attached_dies"
                 and (e["do"] == "leave" or e["do"] == "regrow" and e.get("own"))]
        if not backs or uid in self.play or c not in self.attached.get(uid, ()):
            self.fail(f"{card.name} put a card back for an ally it was not attached to, or one still in play")
            return
        want = self.gone.get(uid) if backs[0]["do"] == "leave" else c
        if what != want:
            self.fail(f"{card.name} put {self.card(what).name} back from the graveyard, which its text does not say")

    def on_alt_paid(self, c: int, removed: int) -> None:
        """A card played for its alternative cost in your graveyard: its text has it, and n cards were removed."""
        card = self.card(c)
        alt = [e for e in flat_effects(card.effects) if e["do"] == "grave_alt"]
        if not alt or removed != alt[0].get("n", 1):
            self.fail(f"{card.name} played by removing {removed} card(s) from the graveyard, which its text does not say")

    def on_fuel(self, c: int, removed: int, before: int) -> None:
        """"Remove n cards in a graveyard from the game. If you do, ... damage": its text, by a card in play, n removed
        from a graveyard holding at least n."""
        card = self.card(c)
        spec = [e for e in flat_effects(card.effects) if e["do"] == "grave_fuel"]
        if not spec or c not in self.play.values() or removed != spec[0].get("n", 1) or before < removed:
            self.fail(f"{card.name} removed {removed} of {before} card(s) in the graveyard for damage its text does not give")

    def on_dig_all(self, c: int, taken: tuple, looked: int) -> None:
        """"Reveal the top n: all revealed allies into your hand / into play": its text, the cards of its kind, no more
        cards looked at than n (with Delve: 2n)."""
        card = self.card(c)
        spec = [e for e in flat_effects(card.effects) if e["do"] == "dig" and e.get("all")]
        if not spec:
            self.fail(f"{card.name} took every card of a kind from the top of the deck, which its text does not say")
            return
        e = spec[0]
        filt = {"type": e.get("what", "card"), **{k: e[k] for k in ("faction", "class", "tag", "icon", "cost_min",
                                                                   "cost_max") if k in e and "cond" not in e}}
        # (under a condition the filters are the condition's: Empower [Class], "if you control another Warrior")
        n = e.get("n", 1) * (2 if any(x["do"] == "scry" for x in flat_effects(card.effects)) else 1)
        if looked > n or any(not matches(self.card(x), filt) or e.get("name", self.card(x).name) != self.card(x).name
                             for x in taken):
            self.fail(f"{card.name} looked at {looked} card(s) or took one its text does not take")

    def on_draw2(self, n: int) -> None:
        """Draws doubled ("If you would draw a card, draw two instead"): a card in play has that text."""
        if not any(e["do"] == "draw_twice" for c in self.play.values() for e in flat_effects(self.card(c).effects)):
            self.fail(f"{n} card(s) drawn for half as many with no card doubling the draws in play")

    def on_grave_assault(self, n: int, grave: tuple) -> None:
        """Your hero's Assault from your graveyard: the cards there whose texts give it, n each."""
        want = sum(e.get("n", 1) for x in grave for e in flat_effects(self.card(x).effects) if e["do"] == "grave_assault")
        if n != want:
            self.fail(f"your hero has Assault {n} from the graveyard, whose cards give {want}")
