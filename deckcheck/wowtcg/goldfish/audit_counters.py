"""The invariant checker's rules for counters on cards (`audit.Checker` takes them from `CounterChecks`).

The checker keeps its own count of every card's counters from the engine's "ctr" events, each checked against the
card's text (its effects record, never the compiled tables): a counter is put or removed only by a card in play
whose text has that counter action on that trigger (as it enters, at the start or end of your turn, when your
hero struck this turn, with a weapon it struck with for a weapon's own, when an ally attacked, as a power once a
turn ...), never more than the text's number at a time, never more often than once a turn for a turn's trigger,
never below none, onto another card only a weapon in play for a "+1 ATK counter on that weapon" text. Each ATK the
engine takes from counters in combat ("ctr_atk") must be what the checker's own count and the cards' texts give;
a card whose text destroys it when none of its counters remain is never left in play with none at the end of a
turn. Counters spent (`spend.py`): removed only by a card in play whose text has a power with that `uncount` cost,
exactly that many (all for "remove all"), never more than the checker counts on it; what the power then does is its
text's action and number, onto a weapon your hero struck with, an [Exhaust] power once a turn; a strike reduction is
followed by a strike with a weapon its text takes, a quest reduction by a completion; a power "if this has N or more
counters" only with N on the card. Stash at most once for each resource placed this turn, onto an equipment in play;
a counters power paid by discarding only after a discard of the kind its text names.
"""
from __future__ import annotations

from collections import Counter

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import WEAPON, card_kind, is_ally, matches

_ONCE = ("turn_start", "turn_end", "power", "strike", "opp_turn_end", "hero_hits")
_TO = {"self": 5, "weapon": 4, "ally": 1, "ally_weapon": 99, "hero": 0, "allies": 3}    # (the engine's TO_* codes of a spend)


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


def _trigger(e: dict) -> str:
    """The event word of a counter action: its `when`, "power" for a cost, "enters" for neither."""
    if "pay" in e or e.get("exhaust"):
        return "power"
    return e.get("when", "enters")


class CounterChecks:
    """The counters part of `audit.Checker` (it holds `play`, `t`, `struck_turn`, `struck_with`, `card`, `fail`)."""

    def reset_counters(self) -> None:
        self.ctr: Counter = Counter()       # (uid, +1 ATK counters 0/1) -> counters on the card
        self.ctr_fired: Counter = Counter()  # (source uid, target uid, why, kind, put / removed, turn) -> times
        self.ally_attacks = 0                # ally attacks this turn ("when an ally you control deals combat damage")
        self.ctr_hits = Counter()            # turn -> instances of damage dealt by counters cards
        self.plays_now = 0                   # cards cast or entering play this turn (at most the cards played)
        self.hit_values: tuple = ()          # the damage of each ally's combat hit this turn (the engine's word)
        self.spent_now: tuple | None = None  # (uid, counters) removed by the power paid with counters just used
        self.ctr_exh: Counter = Counter()    # (uid, turn) -> [Exhaust] counters powers used (put or spent)
        self.less_owed: list = []            # strike reductions paid with counters, for the strike that follows
        self.res_now = 0                     # resources that entered play this turn (placed or put in)
        self.ctr_disc: Counter = Counter()   # (uid, turn) -> cards discarded for its counters power, not yet used
        self.hand_seen = 0                   # the cards in your hand as the main phase began
        self.stashes = 0                     # Stash counters put this turn (one a resource placed at most)
        self.hero_att_turn = -1              # the turn your hero last attacked
        self.quest_owed = None               # a card that paid counters for a quest completion yet to come

    def on_ctr(self, src_uid: int, c: int, uid: int, atk: int, delta: int, why: str) -> None:
        card = self.card(c)
        if why == "spend":
            self._spent(card, src_uid, c, uid, atk, delta)
            return
        if why == "stash":
            self._stashed(card, uid, atk, delta)
            return
        if why == "cast":       # (an ability's "add a +1 ATK counter to each weapon you control": tricks)
            target = self.card(self.play[uid]) if uid in self.play else None
            if not any(e["do"] == "counter" and e.get("each") and e.get("atk") for e in _fx(card)) or delta != 1 \
                    or atk != 1 or target is None or target.strike_cost is None:
                self.fail(f"{card.name} puts a +1 ATK counter on {uid} as it is cast: not its text, or no weapon")
            self.ctr[(uid, atk)] += delta
            return
        if why == "power" and any(e.get("exhaust") and e["do"] == "counter" for e in _fx(card)):
            self.ctr_exh[(src_uid, self.t)] += 1
            if self.ctr_exh[(src_uid, self.t)] > 1:
                self.fail(f"{card.name} exhausts for a power twice this turn")
        do = "counter" if delta > 0 else "uncounter"
        acts = [e for e in _fx(card) if e["do"] == do and _trigger(e) == why and int(bool(e.get("atk"))) == atk]
        if not acts:
            self.fail(f"{card.name} {'puts' if delta > 0 else 'removes'} counters on '{why}', which its text "
                      f"does not say")
            return
        if self.play.get(src_uid) != c:
            self.fail(f"{card.name} changes counters from outside play")
        have = self.ctr[(uid, atk)]
        most = max(self._most(e, why, have) for e in acts)
        if (delta > most) if delta > 0 else (-delta > min(most, have)):
            self.fail(f"{card.name} changes {abs(delta)} counters at once (its text: {most}; {have} on the card)")
        caps = [int(e["max"]) for e in acts if "max" in e]
        if delta > 0 and caps and have + delta > max(caps):
            self.fail(f"{card.name} has {have + delta} counters, where its text stops at {max(caps)}")
        self._ctr_target(card, src_uid, uid, acts, why)
        key = (src_uid, uid if why == "strike" else -1, why, atk, do, self.t)     # (a power: once, whatever its target)
        self.ctr_fired[key] += 1
        if why == "power" and any("discard" in e for e in acts):    # (one for each card discarded for it)
            self.ctr_disc[(src_uid, self.t)] -= 1
            if self.ctr_disc[(src_uid, self.t)] < 0:
                self.fail(f"{card.name} puts counters for its power without the discard its text costs")
            why = "discarded"
        limit = self.res_now if why == "resource" else len(self.hit_values) if why == "hits" else self.plays_now if why == "play" else self.ctr_hits[self.t] + 1 + len(self.hit_values) if why == "dealt" else 1 if why in _ONCE + ("enters",) \
            else None
        if limit is not None and self.ctr_fired[key] > limit:
            self.fail(f"{card.name}'s '{why}' counters changed {self.ctr_fired[key]} times this turn")
        if why == "turn_end" and any(e.get("cond") == "hero_idle" for e in acts) and self.hero_att_turn == self.t:
            self.fail(f"{card.name} puts a counter for your hero not attacking in a turn it attacked")
        if why == "hero_hits" and self.hero_att_turn != self.t:
            self.fail(f"{card.name}'s counter for your hero's combat damage in a turn it did not attack")
        if why == "enters" and self.entered.get(src_uid) != self.t:
            self.fail(f"{card.name} gets the counters it enters play with while it did not just enter")
        self.ctr[(uid, atk)] = max(0, have + delta)

    def _most(self, e: dict, why: str, have: int) -> int:
        """The most counters one counter action of the text puts at a time: its n; an ally's hit's damage for
        "one for each damage"; n for each card the checker sees counted for "for each ally (and your hero) you
        control" (face-up resources: no more than your resources; cards in hand: no more than the hand held as
        the main phase began, less the card itself)."""
        n = e.get("n", 1)
        if n == "double":
            return have         # ("double the number of counters")
        if not isinstance(n, int):      # (X: an ally's hit's damage; the X paid for an ability's, as it enters: tricks)
            return max(self.hit_values, default=0) if why == "hits" else getattr(self, "x_paid", 0) if why == "enters" \
                else 0
        per = e.get("per")
        if per == "ally":
            return n * (sum(is_ally(self.card(c)) for c in self.play.values()) + int(bool(e.get("hero"))))
        if per == "quest":
            return n * self.res
        if per == "hand":
            return n * max(0, self.hand_seen - 1)
        return n

    def _stashed(self, card, uid: int, atk: int, delta: int) -> None:
        """Stash: once for each resource placed this turn, by a card whose text has it, as many counters as it says,
        onto an equipment in play (a weapon for +1 ATK counters)."""
        acts = [e for e in _fx(card) if e.get("when") == "stash" and e["do"] == "counter"
                and int(bool(e.get("atk"))) == atk]
        self.stashes += 1
        target = self.card(self.play[uid]) if uid in self.play else None
        if not acts or delta > max(int(e.get("n", 1)) for e in acts) or delta <= 0:
            self.fail(f"{card.name}'s Stash puts {delta} counters, which its text does not say")
        if self.stashes > self.placed:
            self.fail(f"{card.name}'s Stash with no resource placed for it")
        if target is None or target.type != "Equipment" or atk and card_kind(target) != WEAPON:
            self.fail(f"{card.name}'s Stash puts counters on a card its text does not take")
        self.ctr[(uid, atk)] += max(0, delta)

    def _spent(self, card, src_uid: int, c: int, uid: int, atk: int, delta: int) -> None:
        """Counters removed to pay a power: by a card in play whose text has a power with that cost, from itself,
        exactly as many as the cost says, never more than it has (CR 403.1: no cost paid in part)."""
        costs = {int(e["uncount"]) for e in _fx(card) if "uncount" in e}
        have = self.ctr[(uid, atk)]
        if uid != src_uid or self.play.get(src_uid) != c or atk:
            self.fail(f"{card.name} removes counters for a power from another card or from outside play")
        if -delta not in costs and not (99 in costs and -delta == have > 0):
            self.fail(f"{card.name} removes {-delta} counters for a power, where its text's costs are {sorted(costs)}")
        if have < -delta:
            self.fail(f"{card.name} removes {-delta} counters for a power with {have} on it (below none)")
        self.ctr[(uid, atk)] = max(0, have + delta)
        self.spent_now = (uid, -delta)

    def on_ctr_spend(self, uid: int, c: int, do: str, n: int, to: int) -> None:
        """What a power paid with counters does: its text's action, right after its counters were removed; an
        [Exhaust] one once a turn (with the card's other [Exhaust] powers); +ATK onto what its text targets and
        attacks (this weapon or a weapon: one your hero struck with this turn)."""
        card = self.card(c)
        paid, self.spent_now = self.spent_now, None
        have = self.ctr[(uid, 0)] + self.ctr[(uid, 1)]
        if paid is None:        # a power usable while the card has N or more counters: it has them, in play
            acts = [e for e in _fx(card) if "uncount" not in e and e["do"] == do and e.get("cond") == "counters"
                    and int(e.get("n", 1)) == n and int(e.get("count", 0)) <= have and self.play.get(uid) == c]
        else:
            acts = [e for e in _fx(card) if "uncount" in e and e["do"] == do and paid[0] == uid
                    and (int(e.get("n", 1)) * paid[1] == n if e.get("per") == "counter" else int(e.get("n", 1)) == n)
                    and int(e["uncount"]) in (paid[1], 99)]
        if not acts:
            self.fail(f"{card.name} uses a power paid with counters ({do} {n}) its text does not have, or unpaid")
            return
        if all(e.get("exhaust") for e in acts) and do != "counter":     # (a counter put: its own "power" event)
            self.ctr_exh[(uid, self.t)] += 1
            if self.ctr_exh[(uid, self.t)] > 1:
                self.fail(f"{card.name} exhausts for a power twice this turn")
        if do == "atk_bonus":
            if not any(_TO.get(e.get("to")) == to for e in acts):
                self.fail(f"{card.name}'s power gives ATK to a target its text does not name")
            if to == 5 and (self.struck_turn != self.t or c not in self.struck_with):
                self.fail(f"{card.name} gives itself ATK though your hero did not strike with it this turn")
            if to == 4 and self.struck_turn != self.t:
                self.fail(f"{card.name} gives a weapon ATK though your hero did not strike this turn")
        if do == "cost_less" and any(e.get("what") == "quest" for e in acts):
            self.quest_owed = card      # (a quest's completion must follow)
        elif do == "cost_less":
            self.less_owed.append((card, c, acts))

    def strike_spent(self, weapons: tuple) -> None:
        """A strike after reductions paid with counters: with this weapon (its own), or a weapon of its kind."""
        for card, c, acts in self.less_owed:
            ws = [self.card(w) for w in weapons]
            ok = any(c in weapons if e.get("own") else
                     any(any(t.startswith(e.get("kind", "")) for t in w.tags) for w in ws) for e in acts)
            if not ok:
                self.fail(f"{card.name}'s strike reduction used for a strike with a weapon its text does not take")
        self.less_owed = []

    def on_ctr_discard(self, uid: int, c: int, h: int) -> None:
        """A card discarded for a counters power: of the kind its text names, by a card in play."""
        card = self.card(c)
        kinds = [e["discard"] for e in _fx(card) if e["do"] == "counter" and "discard" in e]
        if self.play.get(uid) != c or not any(matches(self.card(h), {"type": d.get("what", "card"),
                                                                      **({"tag": d["tag"]} if "tag" in d else {})})
                                              for d in kinds):
            self.fail(f"{card.name} discards {self.card(h).name} for a power its text does not have")
        self.ctr_disc[(uid, self.t)] += 1

    def on_ctr_hits(self, values: tuple) -> None:
        """The allies' combat hits this turn: no more than the allies' attacks the checker saw."""
        if len(values) > self.ally_attacks or min(values) <= 0:
            self.fail(f"{len(values)} ally hits for counters, where {self.ally_attacks} allies attacked this turn")
        self.hit_values = values

    def on_ctr_dmg(self, uid: int, c: int, d: int) -> None:
        """Damage at the start of your turn from a counters card: as much as its text gives with the counters the
        checker counted on it ("1 damage for each counter"; "while this has N or more counters, deal n")."""
        card = self.card(c)
        want = 0
        for e in _fx(card):
            if e["do"] == "damage" and e.get("when") in ("turn_start", "play") and (e.get("per") == "counter"
                                                                                   or e.get("cond") == "counters"):
                have = self.ctr[(uid, 0)] + self.ctr[(uid, 1)]
                if e.get("cond") == "counters" and have < int(e.get("count", 0)):
                    continue
                want += int(e.get("n", 1)) * (self.ctr[(uid, 0)] if e.get("per") == "counter" else 1)
        if d > want or uid not in self.play:
            self.fail(f"{card.name} deals {d} damage for its counters, where its text and counters give {want}")
        self.ctr_hits[self.t] += 1

    def _ctr_target(self, card, src_uid: int, uid: int, acts: list[dict], why: str) -> None:
        """The card the counters go on: the card itself, or a weapon in play for "on that / target weapon"; a
        strike's only after your hero struck this turn (a weapon's own: with it)."""
        if uid != src_uid:
            target = self.card(self.play[uid]) if uid in self.play else None
            if not any(e.get("to") == "weapon" for e in acts) or target is None or card_kind(target) != WEAPON:
                self.fail(f"{card.name} puts counters on another card, which its text does not allow")
            elif why == "strike" and self.play[uid] not in self.struck_with:
                self.fail(f"{card.name} puts a counter on a weapon your hero did not strike with")
        if why == "strike":
            if self.struck_turn != self.t:
                self.fail(f"{card.name}'s strike counters in a turn your hero did not strike")
            elif card.strike_cost is not None and uid == src_uid and self.play.get(src_uid) not in self.struck_with:
                self.fail(f"{card.name}'s own strike counters though your hero struck with another weapon")

    def _per_counter(self, to: tuple, weapon=None, uid: int = -1) -> int:
        """The ATK "+n for each counter" texts in play give to `to` (their `to` words), a weapon of theirs, or the
        card `uid` itself ("self")."""
        a = 0
        for src, c in self.play.items():
            for e in _fx(self.card(c)):
                if e["do"] != "atk_bonus" or e.get("per") != "counter":
                    continue
                to_e = e.get("to", "self")
                hit = to_e in to or to_e == "self" and src == uid or to_e == "weapon" and weapon is not None \
                    and matches(weapon, {k: v for k, v in e.items() if k == "tag"})
                if hit:
                    a += int(e.get("n", 1)) * self.ctr[(src, 0)]
        return a

    def on_ctr_atk(self, who: str, uids: tuple, bonus: int) -> None:
        """ATK from counters in combat: what the checker's count of the counters and the cards' texts give."""
        if who == "hero":
            want = self._per_counter(("hero", "party"))
        elif who == "ally":
            want = self.ctr[(uids[0], 1)] + self._per_counter(("allies", "party"), uid=uids[0])
        else:
            want = sum(self.ctr[(u, 1)] + self._per_counter((), self.card(self.play[u]), u)
                       for u in uids if u in self.play)
        if want != bonus:
            self.fail(f"{bonus} ATK from counters ({who}), where the counters on the cards give {want}")

    def on_ctr_token(self, uid: int, c: int, n: int) -> None:
        """Tokens of a counters card ("if this has five or more counters, destroy it; if you do, put a token"): its
        text has them under that condition, and the checker counts that many counters on it."""
        card = self.card(c)
        ok = [e for e in _fx(card) if e["do"] == "token" and e.get("cond") == "counters" and int(e.get("n", 1)) >= n
              and self.ctr[(uid, 0)] + self.ctr[(uid, 1)] >= int(e.get("count", 0))]
        if not ok or uid not in self.play:
            self.fail(f"{card.name} puts {n} tokens for its counters, which its text and counters do not give")

    def on_ctr_less(self, uids: tuple, less: int) -> None:
        """A strike cost lowered for the weapons' counters: as much as their texts and the counters give."""
        want = 0
        for u in uids:
            if u in self.play:
                for e in _fx(self.card(self.play[u])):
                    if e["do"] == "cost_less" and e.get("per") == "counter" and e.get("what") == "strike":
                        want += int(e.get("n", 1)) * self.ctr[(u, 0)] * (-1 if e.get("more") else 1)
        if less != want:
            self.fail(f"strike cost {less} less for counters, where the counters on the weapons give {want}")

    def check_counters(self) -> None:
        """At the end of your turn: no card in play whose text destroys it when none of its counters remain, with
        none left; no strike reduction paid with counters and no strike after it."""
        if self.less_owed:
            self.fail(f"{self.less_owed[0][0].name}'s strike reduction paid with counters and no strike")
            self.less_owed = []
        if self.quest_owed is not None:
            self.fail(f"{self.quest_owed.name}'s quest reduction paid with counters and no quest completed")
            self.quest_owed = None
        for uid, c in self.play.items():
            card = self.card(c)
            if not self.ctr[(uid, 0)] + self.ctr[(uid, 1)] and any(e["do"] == "expire" for e in _fx(card)):
                self.fail(f"{card.name} still in play with its last counter removed (its text destroys it)")
        for uid, c in self.play.items():
            card = self.card(c)
            for e in _fx(card):
                if e["do"] == "uncounter" and e.get("expire") and "cond" not in e \
                        and not self.ctr[(uid, int(bool(e.get("atk"))))]:
                    self.fail(f"{card.name} still in play with no counters left (its text destroys it)")
