"""The combat family's part of the checker (`audit.Checker`): triggers on combat damage (`hits.py`).

- A watcher fires only from a card in play whose text watches hits (``when: hits`` with a filter, ``attached``, or
  on a card other than an ally), for an ally that attacked this turn and passes the watcher's filter (the ally it
  is attached to, for ``attached``), or for your hero when it attacked this turn; with damage dealt.
- An ally's own hit trigger fires only for an ally in play that attacked this turn, whose text has it, with damage.
- An alternate cost (`alt.py`) is paid only for a card whose text has one, exhausting a card in play at most once a
  turn (CR 701.3), an ally only one that did not attack this turn.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import is_ally, matches

_ON = {"on_type": "type", "on_class": "class", "on_icon": "icon", "on_tag": "tag", "on_faction": "faction"}


def _watches(card) -> list[dict]:
    return [e for e in flat_effects(card.effects) if e.get("when") == "hits"
            and (not is_ally(card) or e.get("attached") or any(k in e for k in _ON))]


class HitChecks:
    """(it holds `play`, `attacked`, `attached`, `t`, `card`, `fail`, `hero_att_turn` of `audit.Checker`)"""

    def on_hit_watch(self, w: int, uid: int, dealt: int) -> None:
        card = self.card(w)
        ws = _watches(card)
        if not ws:
            self.fail(f"{card.name} fired a trigger on combat damage its text does not have")
            return
        if w not in self.play.values():
            self.fail(f"{card.name}'s trigger on combat damage fired from outside play")
        if dealt <= 0:
            self.fail(f"{card.name}'s trigger on combat damage fired for an attack with no damage")
        if uid < -1:
            return                  # (an ally whose place the engine did not keep)
        if uid < 0:
            if getattr(self, "hero_att_turn", -1) != self.t:
                self.fail(f"{card.name} fired for your hero's combat damage though your hero did not attack")
            if any(e.get("attached") for e in ws):
                self.fail(f"{card.name} (attached to an ally) fired for your hero's combat damage")
            return
        if self.attacked.get(uid) != self.t or uid not in self.play:
            self.fail(f"{card.name} fired for an ally that did not attack this turn")
            return
        ally = self.card(self.play[uid])
        e = ws[0]
        if e.get("attached") and w not in self.attached.get(uid, ()):
            self.fail(f"{card.name} fired for {ally.name}, which it is not attached to")
        filt = {_ON[k]: e[k] for k in _ON if k in e}
        if filt and not matches(ally, filt):
            self.fail(f"{card.name} fired for {ally.name}, which its filter does not take")

    def on_hit_self(self, uid: int, c: int, dealt: int) -> None:
        card = self.card(c)
        if not any(e.get("when") == "hits" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} fired an own combat-damage trigger its text does not have")
        if self.play.get(uid) != c or self.attacked.get(uid) != self.t or dealt <= 0:
            self.fail(f"{card.name}'s own combat-damage trigger fired though it dealt no combat damage this turn")

    def on_alt_cost(self, c: int, how: int, s: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "alt_cost" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} was played for an alternate cost its text does not have")
        if how == 1:
            return                  # (a card discarded from hand)
        if getattr(self, "alt_t", None) != (self.games, self.t):
            self.alt_t, self.alt_seen = (self.games, self.t), set()
        if s not in self.play:
            self.fail(f"{card.name}'s alternate cost exhausted a card that is not in play")
        if s in self.alt_seen or self.attacked.get(s) == self.t:
            self.fail(f"{card.name}'s alternate cost exhausted a card exhausted already (CR 701.3)")
        self.alt_seen.add(s)

    def on_deals_self(self, c: int, n: int, by: int) -> None:
        card = self.card(c)
        own = [e for e in flat_effects(card.effects) if e.get("when") == "ally_deals" and e.get("to") == "self"]
        if not own or own[0].get("n") != n:
            self.fail(f"{card.name} has +{n} ATK on another's damage, which its text does not give")
            return
        if by >= 0 and self.card(by).damage != own[0].get("on_icon"):
            self.fail(f"{card.name}'s bonus came from {self.card(by).name}, whose damage is not of that type")

    def on_atk_sweep(self, uid: int, n: int) -> None:
        c = self.play.get(uid)
        if c is None or self.attacked.get(uid) != self.t:
            self.fail("damage to each other hero and ally from an ally that did not attack this turn")
            return
        card = self.card(c)
        if not any(e.get("when") == "attack" and e["do"] == "damage" and e.get("to") == "all" and e.get("n") == n
                   for e in flat_effects(card.effects)):
            self.fail(f"{card.name} dealt {n} damage to each other hero and ally, which its text does not say")

    def on_atk_regrow(self, c: int, x: int, grave: tuple) -> None:
        card = self.card(c)
        own = [e for e in flat_effects(card.effects) if e.get("when") == "attack" and e["do"] == "regrow"]
        filt = {k: own[0][k] for k in ("tag", "faction", "class") if k in own[0]} if own else {}
        if not own or x not in grave or not matches(self.card(x), {"type": own[0].get("what", "card"), **filt}):
            self.fail(f"{card.name}'s attack put {self.card(x).name} back from the graveyard, which its text does not take")

    def on_put_in(self, c: int, x: int) -> None:
        card = self.card(c)
        if not any(e["do"] == "put_in" for e in flat_effects(card.effects)) or self.card(x).type not in ("Ally",
                                                                                                      "Ability Ally"):
            self.fail(f"{card.name} put {self.card(x).name} into play from the hand, which its text does not allow")

    def on_regain_hero(self, x: int, again: int) -> None:
        card = self.card(x)
        if x not in self.play.values() or not any(e["do"] == "ready" and e.get("to") == "party" and e.get("first")
                                                  for e in flat_effects(card.effects)):
            self.fail(f"{card.name} readied your hero, which its text (or its place) does not allow")
        if getattr(self, "hero_att_turn", -1) != self.t:     # (its attack's event is the combat's damage, next:
            self.hero_owed = True                               # checked at the end of the turn)

    def on_atk_per(self, c: int, k: int) -> None:
        card = self.card(c)
        if not any(e.get("when") == "attack" and e["do"] == "damage" and "per" in e for e in flat_effects(card.effects)):
            self.fail(f"{card.name} dealt counted damage as it attacked, which its text does not say")

    def on_strike_more(self, x: int) -> None:
        card = self.card(x)
        if x not in self.play.values() or not any(e.get("when") == "strike" and e["do"] in ("extra_resource", "regrow")
                                                  for e in flat_effects(card.effects)):
            self.fail(f"{card.name}'s trigger on a weapon's combat damage fired from outside play or its text")
        if getattr(self, "struck_turn", -1) != self.t:
            self.fail(f"{card.name}'s trigger on a weapon's combat damage fired though your hero did not strike")

    def on_strike_regrow(self, c: int, x: int, grave: tuple) -> None:
        card = self.card(c)
        own = [e for e in flat_effects(card.effects) if e.get("when") == "strike" and e["do"] == "regrow"]
        if not own or x not in grave or not matches(self.card(x), {"type": own[0].get("what", "card")}):
            self.fail(f"{card.name} put {self.card(x).name} back from the graveyard, which its text does not take")

    def on_hit_copy(self, c: int) -> None:
        card = self.card(c)
        if not is_ally(card) or not any(
                e.get("when") == "hits" and e.get("copy") == "ally" for p in set(self.play.values()) | {c}
                for e in flat_effects(self.card(p).effects)):
            self.fail(f"a token copy of {card.name} on a hit no card's text makes")

    def on_sac_x(self, c: int, uid: int, x_card: int, x: int) -> None:
        """Damage X from an ally destroyed to pay for card c (`sacrifice.py`): c's text has it, the ally destroyed is
        an ally of yours in play that the text takes, X its cost (`sac_cost`) or at least its printed ATK."""
        card = self.card(c)
        es = [e for e in flat_effects(card.effects) if e["do"] == "damage" and e.get("x") in ("sac_atk", "sac_cost")]
        if not es:
            self.fail(f"{card.name} dealt damage from a destroyed ally's ATK or cost its text does not have")
            return
        ally = self.card(x_card)
        if self.play.get(uid) != x_card or not is_ally(ally):
            self.fail(f"{card.name} destroyed {ally.name}, not an ally of yours in play")
        stat = ally.cost if es[0]["x"] == "sac_cost" else ally.atk
        stat = stat if isinstance(stat, int) else 0
        if x < 1 or (x != stat if es[0]["x"] == "sac_cost" else x < stat):
            self.fail(f"{card.name}'s X was {x} for {ally.name} (its {es[0]['x'][4:]} is {stat})")

    def on_res_alt(self, c: int, n: int, res: int, avail: int) -> None:
        """An ally played by destroying n of your resources rather than paying its cost (`costs.alt_due`): its text
        has it with that n; you had them; the checker's resources follow (exhausted ones destroyed first)."""
        card = self.card(c)
        es = [e for e in flat_effects(card.effects) if e["do"] == "res_alt"]
        if not es or es[0].get("n", 1) != n:
            self.fail(f"{card.name} played by destroying {n} resource(s), which its text does not say")
        if self.res < n:
            self.fail(f"{card.name} played by destroying {n} resource(s) with {self.res}")
        self.res -= n
        self.ready = min(self.ready, self.res)
        if (res, avail) != (self.res, self.ready):
            self.fail(f"{card.name}: the engine has {res} resources ({avail} ready), the checker {self.res} "
                      f"({self.ready})")

    def on_watch_hurt(self, w: int, uid: int, n: int) -> None:
        """A watcher dealt damage to itself as it fired ("... and 2 shadow damage to himself"): its text has it, n
        as the text says, the card in play."""
        card = self.card(w)
        es = [e for e in flat_effects(card.effects) if e["do"] == "damage" and e.get("to") == "self"
              and e.get("when") == "play"]
        if not es or es[0].get("n") != n or self.play.get(uid) != w:
            self.fail(f"{card.name} dealt {n} damage to itself as its trigger fired: not its text, or not in play")

    def on_att_home(self, uid: int, c: int) -> None:
        """An ally back to your hand at the end of the turn it attacked ("When this ally attacks, put him into his
        owner's hand at the end of this turn"): its text has it, and it attacked this turn."""
        card = self.card(c)
        if not any(e["do"] == "leave" and e.get("cond") == "attacked" for e in flat_effects(card.effects)):
            self.fail(f"{card.name} returned to the hand after attacking, which its text does not say")
        if self.attacked.get(uid) != self.t or self.play.get(uid) != c:
            self.fail(f"{card.name} returned to the hand at the end of a turn it did not attack")
