"""The invariant checker's rules for the attachments on the opposing hero (`audit.Checker` takes them from `DotChecks`;
engine: `dots.py`), each checked against the card's text (its effects record, never the compiled tables).

"Damage equal to the ATK of a Melee weapon you control" (`dots_wdot`): by a card in play since before this turn whose
text has it, with weapons of yours in play of the text's kind, the highest printed ATK among them (none: no damage).
Bleed (`dots_bleed`): by a card in play since before this turn whose text has it; destroyed only when the opposing
hero has no damage, else the text's damage. A copy from the deck at the start of your turn (`dots_spread`): by a
card in play since before this turn whose text searches for its own name then. A copy paid from the deck
(`dots_copy`) and a card sent back to your hand (`dots_back`): by a card in play whose text has that power, paying
the text's cost.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ALLY, WEAPON, card_kind, matches


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


class DotChecks:
    """The attachments' part of `audit.Checker` (it holds `play`, `entered`, `t`, `card`, `fail`)."""

    def _in_play_before(self, c: int, uid: int, what: str) -> bool:
        card = self.card(c)
        if self.play.get(uid) != c:
            self.fail(f"{card.name}: {what} from outside play")
            return False
        if self.entered.get(uid, self.t) >= self.t:
            self.fail(f"{card.name}: {what} at the start of the turn it entered play")
            return False
        return True

    def on_dots_wdot(self, c: int, uid: int, k: int, ws: tuple) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("when") == "turn_start" and e.get("plus") == "weapon"]
        if not es:
            self.fail(f"{card.name} deals a weapon's ATK at the start of the turn without such text")
            return
        self._in_play_before(c, uid, "a weapon's ATK as damage")
        held = [x for x in self.play.values() if card_kind(self.card(x)) == WEAPON
                and matches(self.card(x), {"tag": es[0]["tag"]} if "tag" in es[0] else {})]
        if set(ws) != set(held):
            self.fail(f"{card.name} counted the weapons {ws}, in play of its kind {tuple(held)}")
        want = es[0].get("n", 0) + max(self.card(w).atk or 0 for w in held) if held else 0
        if k != want:
            self.fail(f"{card.name} deals {k} at the start of the turn, the weapon's ATK says {want}")

    def on_dots_bleed(self, c: int, uid: int, had: int, n: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("when") == "turn_start"
              and e.get("cond") == "opp_damaged"]
        if not es or not any(e["do"] == "leave" and e.get("cond") == "opp_undamaged" for e in _fx(card)):
            self.fail(f"{card.name} acts as a Bleed without such text")
            return
        self._in_play_before(c, uid, "its start-of-turn damage")
        if n != (es[0]["n"] if had > 0 else -1):
            self.fail(f"{card.name} {'deals ' + str(n) if n >= 0 else 'is destroyed'} with {had} damage on the "
                      f"opposing hero")

    def on_dots_spread(self, c: int, uid: int, got: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "tutor" and e.get("when") == "turn_start" and e.get("name") == card.name
                   and e.get("to") == "play" for e in _fx(card)):
            self.fail(f"{card.name} brings a copy of itself into play without such text")
            return
        self._in_play_before(c, uid, "a copy from the deck")

    def on_dots_copy(self, c: int, uid: int, pay: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "tutor" and e.get("name") == card.name and "pay" in e]
        if not es or es[0]["pay"] != pay:
            self.fail(f"{card.name} pays {pay} for a copy from the deck, its text {es[0]['pay'] if es else 'none'}")
        if self.play.get(uid) != c:
            self.fail(f"{card.name} uses its power from outside play")

    def on_dots_back(self, c: int, uid: int, pay: int, price: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "leave" and e.get("to") == "hand" and ("pay" in e or "tap" in e)]
        if not es or es[0].get("pay", 0) != pay:
            self.fail(f"{card.name} pays {pay} to go back to the hand, its text {es[0].get('pay') if es else 'none'}")
        if self.play.get(uid) != c:
            self.fail(f"{card.name} goes back to the hand from outside play")
        if pay + price > self.ready:
            self.fail(f"{card.name} goes back to the hand with {self.ready} ready for {pay} and its cost {price}")

    def on_dots_ready(self, x: int, c: int, n: int, before: int) -> None:
        """"When you play a Shadow ability, ready one of your resources": by a card in play whose text has it, for a
        card its filter takes, the text's n."""
        card, played = self.card(x), self.card(c)
        es = [e for e in _fx(card) if e["do"] == "ready_resource" and e.get("when") == "play"]
        if not es or x not in self.play.values():
            self.fail(f"{card.name} readies a resource as {played.name} is played without such text (or from outside "
                      f"play)")
            return
        e = es[0]
        filt = {k[3:]: v for k, v in e.items() if k in ("on_tag", "on_faction", "on_class", "on_icon")}
        kinds = str(e.get("on_type", "card")).split()
        if not matches(played, filt) or not any(matches(played, {"type": k}) for k in kinds) or n != e.get("n", 1):
            self.fail(f"{card.name} readies {n} as {played.name} is played, which its trigger does not take")

    def on_dots_expired(self, c: int, k: int, perms: tuple) -> None:
        """"If none remain, destroy this. If you do, 5 damage, plus 5 for each other ability named ... you control":
        by a card whose text has it, that just left play, counted with the cards the checker sees in play."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("expired")]
        if not es:
            self.fail(f"{card.name} deals damage as its last counter goes without such text")
            return
        if c in self.play.values() and self.left != c:
            self.fail(f"{card.name} deals its damage as its last counter goes, still in play")
        want = 0
        for e in es:
            if "per" not in e:
                want += e.get("n", 0)
                continue
            filt = {key: e[key] for key in ("type", "tag", "faction", "class") if key in e}
            want += e.get("n", 0) * sum(1 for x in self.play.values() if matches(self.card(x), filt)
                                        and e.get("name", self.card(x).name) == self.card(x).name)
        if k != want:
            self.fail(f"{card.name} deals {k} as its last counter goes, its text {want}")

    def on_dots_hpc(self, c: int, uid: int, k: int, lowered: int, health: int) -> None:
        """"Attached character has -1 health for each fatigue counter": by a card in play whose text has it, n for each
        counter put on it since the last time (the checker's count of its counters)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "hp_less" and e.get("per") == "counter"]
        if not es or self.play.get(uid) != c:
            self.fail(f"{card.name} lowers the opposing hero's health without such text (or from outside play)")
            return
        seen = self.__dict__.setdefault("dots_seen", {})
        key = (self.games, uid)
        have = self.ctr[(uid, 0)] + self.ctr[(uid, 1)]
        if k != have or lowered != es[0].get("n", 1) * (k - seen.get(key, 0)):
            self.fail(f"{card.name} lowered the opposing hero's health by {lowered} at {k} counters (the checker's "
                      f"{have}, {seen.get(key, 0)} before)")
        seen[key] = k

    def on_dots_burst(self, c: int, uid: int, k: int, dmg: int, health: int) -> None:
        """"You may destroy this ability. If you do, 1 damage for each counter that was on it": by a card in play whose
        text has it, its n for each of its counters, and only when that destroys the opposing hero."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "damage" and e.get("sac") and e.get("per") == "counter"]
        if not es or self.play.get(uid) != c:
            self.fail(f"{card.name} destroys itself for damage without such text (or from outside play)")
            return
        have = self.ctr[(uid, 0)] + self.ctr[(uid, 1)]
        if k != es[0].get("n", 1) * have or dmg + k < health:
            self.fail(f"{card.name} destroyed for {k} damage at {have} counters, {dmg} on {health} health")

    def on_dots_kill(self, c: int, uid: int, n: int, gone: tuple, res: int, avail: int) -> None:
        """Brittle Bones: destroyed only with its count of damage on the opposing hero (checked as the engine asks:
        its text's condition), then n of your non-hero cards destroyed (cards the checker sees in play, resources),
        or none when fewer than n there were; the checker's resources follow."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "kill_cards" and e.get("when") == "turn_start"]
        if not es or es[0].get("n", 1) != n or uid in self.play:
            self.fail(f"{card.name} destroys {n} target non-hero card(s) without such text (or stays in play)")
            return
        k_res = sum(1 for u in gone if u < 0)
        have = len(self.play) + len(gone) - k_res + self.res
        if gone and len(gone) != n or not gone and have >= n:
            self.fail(f"{card.name} destroyed {len(gone)} card(s) of {have}, its text {n}")
        if any(u >= 0 and u in self.play for u in gone):
            self.fail(f"{card.name}: a card it destroyed is still in play")
        self.res -= k_res
        self.ready = min(self.ready, self.res)
        if (res, avail) != (self.res, self.ready):
            self.fail(f"{card.name}: the engine has {res} resources ({avail} ready), the checker {self.res} "
                      f"({self.ready})")

    def on_dots_adraw(self, c: int, ally: int, n: int) -> None:
        """"If that ally's cost is 2 or less, draw a card": by a card whose text has it, drawing its n only for an ally
        its filter takes."""
        card, a = self.card(c), self.card(ally)
        es = [e for e in _fx(card) if e["do"] == "draw" and e.get("cond") == "attached"]
        if not es:
            self.fail(f"{card.name} draws for the ally it is attached to without such text")
            return
        e = es[0]
        filt = {k: e[k] for k in ("faction", "class", "tag", "icon", "cost_min", "cost_max") if k in e}
        if n != (e.get("n", 1) if matches(a, filt) else 0):
            self.fail(f"{card.name} draws {n} attached to {a.name} (cost {a.cost})")

    def on_dots_hurt(self, atts: tuple, uid: int, ally: int, n: int, dmg: int, hp: int) -> None:
        """"At the start of your turn, put 2 damage on attached ally": by cards whose text has it, onto an ally in play,
        their n; its health its printed health and their bonus."""
        a = self.card(ally)
        want = hp_want = 0
        for x in atts:
            es = [e for e in _fx(self.card(x)) if e["do"] == "damage" and e.get("to") == "attached"
                  and e.get("when") == "turn_start"]
            if not es or x not in self.play.values():
                self.fail(f"{self.card(x).name} damages the ally it is attached to without such text (or from "
                          f"outside play)")
                return
            want += es[0].get("n", 0)
            hp_want += sum(e.get("n", 0) for e in _fx(self.card(x)) if e["do"] == "hp_plus")
        if self.play.get(uid) != ally or n != want or hp != (a.health or 0) + hp_want and (a.health or 0) > 0:
            self.fail(f"{a.name} took {n} damage ({hp} health) from {len(atts)} attachment(s), their text {want}")

    def on_dots_bind(self, uid: int, c: int, ally_uid: int) -> None:
        """An attachment of this family entered play on an ally: the ally the engine attached it to (`attach`)."""
        host = self.play.get(ally_uid)
        on_weapon = host is not None and card_kind(self.card(host)) == WEAPON \
            and any(e["do"] == "attach" and e.get("to") == "weapon" for e in _fx(self.card(c)))
        if c not in self.attached.get(ally_uid, ()) and not on_weapon or self.play.get(uid) != c:
            self.fail(f"{self.card(c).name} bound to an ally it was not attached to")
        self.__dict__.setdefault("dots_on", {})[(self.games, uid)] = ally_uid

    def on_dots_catk(self, att: int, ally: int, bonus: int) -> None:
        """"Attached ally has +1 / +1 for each justice counter on this ability": by a card in play attached to that
        ally whose text has it, its n for each of its counters (the checker's count)."""
        c = self.play.get(att)
        es = [e for e in _fx(self.card(c)) if e["do"] == "atk_bonus" and e.get("per") == "counter"
              and e.get("to") == "attached"] if c is not None else []
        if not es or self.__dict__.get("dots_on", {}).get((self.games, att)) != ally or ally not in self.play:
            self.fail(f"ATK {bonus} for the counters of a card not attached to that ally (or without such text)")
            return
        if bonus != es[0].get("n", 1) * (self.ctr[(att, 0)] + self.ctr[(att, 1)]):
            self.fail(f"{self.card(c).name} gives {bonus} ATK for {self.ctr[(att, 0)]} counters")

    def on_dots_aatk(self, att: int, ally: int, k: int, perms: tuple) -> None:
        """"Attached ally has +X ATK, where X is the highest ATK among your Melee weapons" ("+1 / +1 for each ally you
        control", "for this and each other ability attached to it"): by a card in play attached to that ally whose
        text has it, X as the checker counts the cards in play (attached to that ally)."""
        c = self.play.get(att)
        es = [e for e in _fx(self.card(c)) if e["do"] == "atk_bonus" and e.get("per") not in (None, "counter")
              and e.get("to") == "attached"] if c is not None else []
        if not es or self.__dict__.get("dots_on", {}).get((self.games, att)) != ally or ally not in self.play:
            self.fail(f"ATK {k} for the highest ATK of a card not attached to that ally (or without such text)")
            return
        e = es[0]
        filt = {key: e[key] for key in ("type", "tag", "faction", "class", "icon") if key in e}
        if e["per"] == "top_atk":
            top = max((self.card(x).atk or 0 for x in self.play.values() if matches(self.card(x), filt)), default=0)
        elif e["per"] == "attached":        # ("for this and each other ability attached to it")
            top = sum(1 for x in self.attached.get(ally, ()) if matches(self.card(x), filt))
        else:                               # ("for each ally you control")
            top = sum(1 for x in self.play.values() if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt))
        if k != e.get("n", 1) * top:
            self.fail(f"{self.card(c).name} gives {k} ATK, its count ({e['per']}) is {top}")

    def _bound(self, att: int, ally: int, do: str, key: str, what: str) -> dict | None:
        c = self.play.get(att)
        es = [e for e in _fx(self.card(c)) if e["do"] == do and e.get(key) in ("attached",)] if c is not None else []
        if not es or self.__dict__.get("dots_on", {}).get((self.games, att)) != ally or ally not in self.play:
            self.fail(f"{what} by a card not attached to that ally (or without such text)")
            return None
        return es[0]

    def on_dots_dbl(self, att: int, ally: int) -> None:
        """"If attached ally would deal shadow damage, it deals double that much instead": by a card in play attached
        to that ally whose text has it, an ally whose ATK is of that type."""
        e = self._bound(att, ally, "dmg_boost", "who", "damage doubled")
        if e is not None and (self.card(self.play[ally]).damage or "") not in str(e.get("types", "")).split():
            self.fail(f"{self.card(self.play[ally]).name}'s damage doubled, not of the types its attachment names")

    def on_dots_pump(self, att: int, ally: int, times: int, bonus: int) -> None:
        """"[1] -> Attached card has +2 ATK this turn": by a card in play attached to an ally that attacked this turn,
        whose text has it, paid as often as used (the pay events), its n each time."""
        e = self._bound(att, ally, "atk_bonus", "to", "+ATK this turn paid for")
        if e is None:
            return
        if self.attacked.get(ally) != self.t:
            self.fail(f"{self.card(self.play[att]).name}'s power used for an ally that did not attack")
        if bonus != times * e.get("n", 0) or times * e.get("pay", 1) > self.ready:
            self.fail(f"{self.card(self.play[att]).name}'s power gave {bonus} ATK for {times} use(s) with "
                      f"{self.ready} ready")

    def on_dots_fel(self, c: int, times: int, hits: int, att_ids: tuple, struck: tuple) -> None:
        """"2 -> [Shadow] and [Fire] cards you control have +1 ATK this turn": by a card in play whose text has it, paid
        as often as used (the pay events), counting the attacking allies and the weapons struck with of its types."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "atk_bonus" and "pay" in e and e.get("until") == "turn"
              and e.get("to") in ("allies", "weapon")]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} pumps your cards without such text (or from outside play)")
            return
        want = sum(1 for x in att_ids for e in es if e["to"] == "allies" and self.card(x).damage == e.get("icon")) \
            + sum(1 for w in struck for e in es if e["to"] == "weapon" and self.card(w).damage == e.get("icon"))
        if hits != want or times * es[0]["pay"] > self.ready:
            self.fail(f"{card.name}'s power counted {hits} card(s) of its types, the checker {want}; {times} use(s) "
                      f"with {self.ready} ready")

    def on_dots_grant(self, att: int, ally: int, n: int) -> None:
        """"Attached ally has '[Exhaust] -> This ally deals 1 arcane damage ...'": by a card in play attached to that
        ally whose text grants it, the ally ready (not exhausted this turn) and in play since before this turn."""
        c = self.play.get(att)
        es = [e for e in _fx(self.card(c)) if isinstance(e.get("grant"), dict) and e["grant"].get("attached")] \
            if c is not None else []
        if not es or self.__dict__.get("dots_on", {}).get((self.games, att)) != ally or ally not in self.play:
            self.fail("a granted power used by an ally the card is not attached to (or without such text)")
            return
        if self.attacked.get(ally) == self.t or ally in self.used or self.entered.get(ally, self.t) >= self.t \
                or n != es[0].get("n", 0):
            self.fail(f"{self.card(self.play[ally]).name} used its granted [Exhaust] power exhausted, the turn it "
                      f"entered, or for {n}")
        self.attacked[ally] = self.t
        self.used.add(ally)

    def on_dots_wbon(self, att: int, host: int, k: int) -> None:
        """"Attached weapon has +ATK equal to the highest ATK among allies you control": by a card in play attached to a
        weapon your hero strikes with, its text's count as the checker sees the cards in play."""
        c = self.play.get(att)
        es = [e for e in _fx(self.card(c)) if e["do"] == "atk_bonus" and e.get("per") == "top_atk"
              and e.get("to") == "attached"] if c is not None else []
        if not es or self.__dict__.get("dots_on", {}).get((self.games, att)) != host or host not in self.play \
                or host not in self.struck_with_uids():
            self.fail(f"ATK {k} to a weapon the card is not attached to, not struck with (or without such text)")
            return
        e = es[0]
        filt = {key: e[key] for key in ("type", "tag", "faction", "class", "icon") if key in e}
        top = max((self.card(x).atk or 0 for x in self.play.values() if matches(self.card(x), filt)), default=0)
        if k != e.get("n", 1) * top:
            self.fail(f"{self.card(c).name} gives {k} ATK to its weapon, its count is {top}")

    def struck_with_uids(self) -> set:
        """The uids in play of the weapons (card ids) your hero struck with this turn."""
        return {u for u, x in self.play.items() if x in self.struck_with} if self.struck_turn == self.t else set()
