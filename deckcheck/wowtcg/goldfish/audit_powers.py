"""The invariant checker's rules for the powers family (`audit.Checker` takes them from `PowerChecks`; engine:
`taps.py`), each checked against the card's text (its effects record, never the compiled tables):

- an [Exhaust] Ferocity power ("tap_fero"): the card's text has it, the card is in play and exhausts for it once a
  turn (an ally neither attacked nor entered this turn, CR 302.2 / 701.3: it is exhausted from then on), on an ally
  in play that passes the power's filter;
- a power whose cost exhausts cards of yours ("tap_cost"): the text has it; the card is in play (with [Exhaust]:
  once a turn, as above); as many cards exhausted as the cost says, each an ally in play passing the cost's filter,
  ready (it did not attack or exhaust this turn: exhausted from then on), never the card itself unless the cost
  allows it; the damage is the text's n, or the exhausted ally's ATK at most ("equal to that card's ATK");
- a power whose cost discards a card ("cpower_discard", `powers.costly_powers`): the text has it, the card discarded
  is of the kind it names;
- a power's +n ATK this turn ("tap_boost"): to an attacking ally of its group (not itself), your hero or a weapon
  struck with this turn, as its text says, its cost paid;
- an ally's "[Exhaust] -> your next card costs n less" ("less_power", `nextless.py`): the text has it, the ally in
  play exhausts for it once a turn, not the turn it entered nor after it attacked (it can't attack then);
- an ally's "-n health this turn" ("weaken", `weaken.py`): the text has it with that n, the ally in play ([Exhaust]:
  once a turn, as above), the card discarded of the kind its cost names;
- a permanent's "[Exhaust] -> ready a resource [for each ally]" ("res_power", `readying.res_powers`): the text has it,
  the card in play, once a turn, no more resources than the text counts.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import GROUP_KEYS, is_ally, matches
from deckcheck.wowtcg.goldfish.compile_powers import SEARCHES


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


class PowerChecks:
    """The powers part of `audit.Checker` (it holds `play`, `entered`, `attacked`, `used`, `t`, `card`, `fail`,
    `exhausts_for_power`)."""

    def on_tap_fero(self, src_uid: int, s: int, uid: int) -> None:
        card = self.card(s)
        pows = [e for e in _fx(card) if e["do"] == "ferocity" and e.get("exhaust") and "pay" in e]
        if not pows:
            self.fail(f"{card.name} uses an [Exhaust] Ferocity power its text does not have")
            return
        if self.play.get(src_uid) != s:
            self.fail(f"{card.name} uses its Ferocity power from outside play")
        target = self.play.get(uid)
        if target is None or not matches(self.card(target), {k: pows[0][k] for k in GROUP_KEYS if k in pows[0]}):
            self.fail(f"{card.name} gives Ferocity to a card its power can't target")
        self.exhausts_for_power(card, src_uid)
        self.attacked[src_uid] = self.t        # exhausted: it can't attack this turn

    def on_tap_cost(self, uid: int, c: int, taps: tuple, n: int) -> None:
        card = self.card(c)
        pows = [e for e in _fx(card) if "tap" in e] or [
            e for e in _fx(card) if e["do"] in ("damage", "draw") and e.get("pay") and not e.get("exhaust") and not taps]
        if not pows:
            self.fail(f"{card.name} exhausts cards of yours for a power its text does not have")
            return
        e = pows[0]
        tap = e.get("tap", {"n": 0})
        if self.play.get(uid) != c:
            self.fail(f"{card.name} uses its power from outside play")
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)
            self.attacked[uid] = self.t
        if e.get("turn"):
            once = self.__dict__.setdefault("tap_once", set())
            if (self.games, uid, self.t) in once:
                self.fail(f"{card.name} uses its once-a-turn power twice in a turn")
            once.add((self.games, uid, self.t))
        atk = self.check_taps(card, tap, uid, taps)
        want = atk if e.get("x") == "tapped" else e.get("n", 0)
        if e["do"] == "damage" and n > want:
            self.fail(f"{card.name}'s power dealt {n} damage, its text gives {want}")

    def on_tap_search(self, uid: int, c: int, taps: tuple, pick: int, mode: int) -> None:
        """An [Exhaust] power searching your deck, looking at its top cards or taking a card from your graveyard."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] in SEARCHES and "pay" in e]
        if not pows:
            self.fail(f"{card.name} uses a search power its text does not have")
            return
        e = pows[0]
        if self.play.get(uid) != c:
            self.fail(f"{card.name} uses its power from outside play")
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)
            self.attacked[uid] = self.t
        if "tap" in e:
            self.check_taps(card, e["tap"], uid, taps)
        elif taps:
            self.fail(f"{card.name}'s power exhausted other cards, which its text does not say")
        filt = {"type": e.get("what", "card"), **{k: e[k] for k in GROUP_KEYS if k in e}}
        if pick >= 0 and not matches(self.card(pick), filt) and not (
                e.get("location") and self.card(pick).type == "Location"):
            self.fail(f"{card.name}'s power took {self.card(pick).name}, not of the kind its text names")

    def check_taps(self, card, tap: dict, uid: int, taps: tuple) -> int:
        """The cards a cost exhausted (`tap`): as many as it says, allies in play of its kind, ready; the highest
        printed ATK among them."""
        if len(taps) != tap.get("n", 1) or len(set(taps)) != len(taps):
            self.fail(f"{card.name}'s cost exhausted {len(taps)} card(s), its text says {tap.get('n', 1)}")
        filt = {"type": "ally", **{k: tap[k] for k in GROUP_KEYS if k in tap}}
        atk = 0
        for u in taps:
            x = self.play.get(u)
            if x is None or not matches(self.card(x), filt):
                self.fail(f"{card.name}'s cost exhausted a card out of play or not of the kind its text names")
                continue
            if u == uid and not tap.get("self"):
                self.fail(f"{card.name}'s cost exhausted the card itself")
            if self.attacked.get(u) == self.t or u in self.used:
                self.fail(f"{card.name}'s cost exhausted {self.card(x).name}, exhausted already (CR 701.3)")
            self.attacked[u] = self.t
            self.used.add(u)
            atk = max(atk, self.card(x).atk if isinstance(self.card(x).atk, int) else 0)     # ("X" ATK: 0)
        return atk

    def on_cpower_discard(self, c: int, h: int) -> None:
        """A power's cost discarded card h ("2, Discard a card -> ..."): its text has that cost, of h's kind."""
        card = self.card(c)
        pows = [e for e in _fx(card) if "discard" in e and "pay" in e]
        if not pows:
            self.fail(f"{card.name} discards for a power its text does not have")
            return
        d = pows[0]["discard"]
        if not matches(self.card(h), {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})}):
            self.fail(f"{card.name}'s power discarded {self.card(h).name}, not of the kind its text names")

    def on_tap_boost(self, uid: int, c: int, who: int, h: int) -> None:
        """A power's +n ATK this turn (`taps.boosts`): the text has it; the card in play (once a turn with [Exhaust]);
        an ally target in play, attacking this turn, of the power's group, not the card itself for "another"; your hero only for
        a power to "any"; a weapon only for one to a weapon; the card discarded of the kind its cost names."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "atk_bonus" and "pay" in e and e.get("until") == "turn"]
        if not pows:
            self.fail(f"{card.name} uses an ATK power its text does not have")
            return
        e = pows[0]
        if self.play.get(uid) != c:
            self.fail(f"{card.name} uses its power from outside play")
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)
            self.attacked[uid] = self.t
        to = e.get("to")
        if who == -2 and (to != "weapon" or self.struck_turn != self.t):
            self.fail(f"{card.name} gives a weapon ATK, not one its text or this turn's strike allows")
        elif who == -1 and to not in ("any", "hero"):
            self.fail(f"{card.name} gives your hero ATK with a power to an ally")
        elif who >= 0:
            x = self.play.get(who)
            filt = {k: e[k] for k in GROUP_KEYS if k in e}
            if x is None or who == uid and e.get("other") or self.attacked.get(who) != self.t \
                    or not matches(self.card(x), filt):
                self.fail(f"{card.name} gives ATK to an ally that is not an attacker its power can target")
        d = e.get("discard")
        if (h >= 0) != (d is not None) or h >= 0 and not matches(
                self.card(h), {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})}):
            self.fail(f"{card.name}'s power discarded otherwise than its text says")

    def on_tap_grant(self, uid: int, x: int, src: int, n: int) -> None:
        """An ally uses the power a card in play gives its group ("Arena allies in your party have '[Exhaust] -> ...'"):
        the giver's text has it and is in play, the ally is in play and of the group, exhausts once (CR 302.2)."""
        scard = self.card(src)
        pows = [e for e in _fx(scard) if "grant" in e]
        if not pows or src not in self.play.values():
            self.fail(f"{self.card(x).name} uses a power {scard.name} does not give or is not in play to give")
            return
        gr = pows[0]["grant"]
        if self.play.get(uid) != x or not matches(self.card(x), {"type": "ally", **{k: gr[k] for k in GROUP_KEYS if k in gr}}):
            self.fail(f"{self.card(x).name} uses {scard.name}'s power: not an ally in play of the group it names")
        if n > pows[0].get("n", 0):
            self.fail(f"{self.card(x).name} uses {scard.name}'s power for {n}, its text says {pows[0].get('n', 0)}")
        self.exhausts_for_power(self.card(x), uid)
        self.attacked[uid] = self.t

    def on_tap_ready(self, uid: int, c: int, allies: int) -> None:
        """A permanent's "[Exhaust] -> Ready target hero or ally": its text has it, it is in play, once a turn, its
        condition met (a count of allies: as many in play)."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "ready" and e.get("to") == "any" and e.get("exhaust")]
        if not pows or self.play.get(uid) != c:
            self.fail(f"{card.name} readies a character with a power its text does not have, or from outside play")
            return
        self.exhausts_for_power(card, uid)
        e = pows[0]
        in_play = sum(1 for x in self.play.values() if is_ally(self.card(x)))
        if e.get("cond") == "allies" and (in_play < e.get("count", 0) or allies < e.get("count", 0)):
            self.fail(f"{card.name}'s power used with {in_play} allies in play, its condition wants {e.get('count')}")

    def on_less_power(self, uid: int, c: int) -> None:
        """An ally's "[Exhaust] -> You pay 1 less to play your next card this turn" (`nextless.py`): its text has it,
        it is in play, once a turn, neither attacked nor entered this turn (CR 302.2); exhausted, it can't attack
        this turn."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "cost_less" and e.get("what") == "next" and e.get("exhaust")]
        if not pows or self.play.get(uid) != c:
            self.fail(f"{card.name} exhausts for a 'next card costs less' power its text does not have, or from "
                      "outside play")
            return
        self.exhausts_for_power(card, uid)
        self.attacked[uid] = self.t

    def on_weaken(self, uid: int, c: int, n: int, h: int) -> None:
        """An ally's "-n health this turn" on the opposing hero (`weaken.py`): its text has it with that n, the ally
        is in play; with [Exhaust] once a turn, not the turn it entered nor after it attacked (CR 302.2); the card
        discarded (if any) of the kind its cost names."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "hp_less" and e.get("until") == "turn" and "pay" in e]
        if not pows or self.play.get(uid) != c:
            self.fail(f"{card.name} lowers a hero's health with a power its text does not have, or from outside play")
            return
        e = pows[0]
        if n != e.get("n"):
            self.fail(f"{card.name}'s power lowers health by {n}, its text says {e.get('n')}")
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)
            self.attacked[uid] = self.t
        d = e.get("discard")
        if (d is None) != (h < 0) or d is not None and not matches(
                self.card(h), {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})}):
            self.fail(f"{card.name}'s power discarded what its cost does not name")

    def on_res_power(self, uid: int, c: int, n: int, allies: tuple) -> None:
        """A permanent's "[Exhaust] -> Ready a resource you control [for each ally you control]" (`readying.res_powers`):
        its text has it, the card is in play, once a turn, n no more than the text's (times the allies in play)."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "ready_resource" and "pay" in e and e.get("exhaust")]
        if not pows or self.play.get(uid) != c:
            self.fail(f"{card.name} readies resources with a power its text does not have, or from outside play")
            return
        self.exhausts_for_power(card, uid)
        e = pows[0]
        most = e.get("n", 1) * (len(allies) if "per" in e else 1)
        if n > most or "per" in e and sum(1 for x in self.play.values()
                                          if is_ally(self.card(x))) < len(allies):
            self.fail(f"{card.name}'s power readies {n} resource(s), its text allows {most}")

    def on_act_per(self, uid: int, c: int, n: int, allies: tuple) -> None:
        """An ally's counted damage power ("[Exhaust] -> 1 damage for each Demon ally you control", `combat.act_n`):
        its text has it; the damage no more than the text's n for each ally of the count's group in play."""
        card = self.card(c)
        pows = [e for e in _fx(card) if e["do"] == "damage" and "pay" in e and e.get("per") == "ally"]
        if not pows:
            self.fail(f"{card.name} deals counted damage with a power its text does not have")
            return
        e = pows[0]
        filt = {"type": "ally", **{k: e[k] for k in GROUP_KEYS if k in e}}
        in_play = sum(1 for x in self.play.values() if is_ally(self.card(x)))
        counted = sum(1 for x in allies if matches(self.card(x), filt))
        if n > e.get("n", 0) * counted or len(allies) > in_play:
            self.fail(f"{card.name}'s power dealt {n}, its text counts {counted} ally(ies) for {e.get('n')} each")
