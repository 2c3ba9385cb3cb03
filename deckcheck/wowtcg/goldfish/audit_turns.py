"""The invariant checker's rules for the start and the end of your turn on abilities in play (`audit.Checker` takes
them from `TurnChecks`; engine: `turns.py`), each checked against the card's text (its effects record, never the
compiled tables).

"Pay n or destroy this" (`keep`): only by a card in play whose text has it, paying the text's n, destroyed unpaid
only when fewer than n resources were ready. "Destroy this. If you do, ..." (`fuse`): only by a card in play whose
text has it, that entered play before this turn, with the text's damage and draws (those under the condition of its
"destroy this": the opposing hero has that much damage on it). "Draw a card for each hero and ally
in your party" (`tdraw`; at the end of your turn `eot_tdraw`): by a card in play, its n for each ally in play its count takes (your hero too when the text
says so and the hero passes the filter). "At the end of your turn, draw a card" (`eot_draw`): by a card in play, the
text's n. "At the start of your turn, if this is in your graveyard, ... put it into your hand"
(`grise`): by a card whose text has it, with its cost. "At the start of your turn, you win the game" (`twin`): by an ability in play whose text has it, in play
since before this turn.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ALLY, base_cost, card_kind, matches
from deckcheck.wowtcg.goldfish.compile_facts import kind_filter


def _fx(card) -> list[dict]:
    return flat_effects(card.effects)


def _on(card, do: str, when: str, per: bool | None = None) -> list[dict]:
    return [e for e in _fx(card) if e["do"] == do and e.get("when") == when and (per is None or ("per" in e) == per)]


class TurnChecks:
    """The start- and end-of-turn part of `audit.Checker` (it holds `play`, `entered`, `t`, `ready`, `card`, `fail`,
    `hero`)."""

    def on_keep(self, c: int, uid: int, paid: int) -> None:
        card = self.card(c)
        es = _on(card, "upkeep", "turn_start")
        if not es:
            self.fail(f"{card.name} pays to stay in play without such text")
            return
        n = es[0].get("n", 1)
        if self.play.get(uid) != c:
            self.fail(f"{card.name} pays its upkeep from outside play")
        if paid not in (0, n):
            self.fail(f"{card.name} paid {paid} to stay in play, its text says {n}")
        if not paid and self.ready >= n:
            self.fail(f"{card.name} is destroyed unpaid with {self.ready} resources ready (its upkeep {n})")

    def on_fuse(self, c: int, uid: int, dmg: int, draw: int, opp: int) -> None:
        card = self.card(c)
        leave = _on(card, "leave", "turn_start")
        if not leave:
            self.fail(f"{card.name} destroys itself at the start of the turn without such text")
            return
        cond = leave[0].get("cond")
        if cond is not None and (cond != "opp_damaged" or opp < leave[0].get("count", 1)):
            self.fail(f"{card.name} destroys itself with {opp} damage on the opposing hero (its condition {cond})")
        if self.play.get(uid) != c:
            self.fail(f"{card.name} destroys itself from outside play")
        elif self.entered.get(uid, self.t) >= self.t:
            self.fail(f"{card.name} destroys itself at the start of the turn it entered play")
        want_d = sum(e.get("n", 0) for e in _on(card, "damage", "turn_start") if e.get("cond") == cond)
        want_c = sum(e.get("n", 0) for e in _on(card, "draw", "turn_start") if e.get("cond") == cond)
        if (dmg, draw) != (want_d, want_c):
            self.fail(f"{card.name} deals {dmg} and draws {draw} as it destroys itself, its text {want_d} and {want_c}")

    def on_grise(self, c: int, to_play: int, pay: int, gone: int) -> None:
        """ "At the start of your turn, if this is in your graveyard, you may pay 1. If you do, put it into your hand":
        by a card whose text has it, paying the text's cost (resources, cards removed)."""
        card = self.card(c)
        es = [e for e in _on(card, "leave", "turn_start") if e.get("grave")]
        if not es:
            self.fail(f"{card.name} comes back from the graveyard at the start of the turn without such text")
            return
        e = es[0]
        if (e.get("to") == "play") != bool(to_play) or pay != e.get("pay", 0) \
                or gone != (e["remove"].get("n", 1) if "remove" in e else 0):
            self.fail(f"{card.name} comes back paying {pay} and {gone} card(s) removed: not its text")

    def on_tsac(self, c: int, uid: int, gone_uid: int, x: int, d: int) -> None:
        """ "You may destroy another ally you control. If you do, this deals 5 damage": by a card in play whose text
        has it, destroying another ally of yours in play that its filter takes, the text's damage (or that ally's
        cost)."""
        card, gone = self.card(c), self.card(x)
        es = [e for e in _fx(card) if e["do"] == "damage" and isinstance(e.get("destroy"), dict)
              and e.get("when") in ("turn_start", "turn_end")]
        if not es or self.play.get(uid) != c:
            self.fail(f"{card.name} destroys an ally for damage without such text, or from outside play")
            return
        e = es[0]
        filt = {"type": "ally", **{k: e["destroy"][k] for k in ("faction", "class", "tag") if k in e["destroy"]}}
        if gone_uid == uid or self.play.get(gone_uid) != x or not matches(gone, filt):
            self.fail(f"{card.name} destroys {gone.name}: not another ally in play its text takes")
        want = base_cost(gone.cost)[0] if e.get("n") == "X" else e.get("n")
        if d != want:
            self.fail(f"{card.name} deals {d} for destroying {gone.name}, its text {want}")

    def on_hurt_die(self, c: int, uid: int, dmg: int) -> None:
        """ "At the end of your turn, if Bitties has damage, destroy him": its text has it, in play, damaged."""
        card = self.card(c)
        if not any(e["do"] == "leave" and e.get("cond") == "damaged" for e in _fx(card)) or self.play.get(uid) != c \
                or dmg <= 0:
            self.fail(f"{card.name} is destroyed at the end of the turn with {dmg} damage: not its text")

    def on_eot_alt(self, c: int, held: int, allies: int) -> None:
        """ "... if you control five or more allies. Otherwise, ...": by a card in play whose text has it, the first
        token only with that many allies, the other only with fewer."""
        card = self.card(c)
        es = [e for e in _on(card, "token", "turn_end") if e.get("cond") == "allies"]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} makes end-of-turn tokens by a count of allies without such text or play")
        elif (allies >= es[0].get("count", 1)) != bool(held):
            self.fail(f"{card.name} takes its {'first' if held else 'other'} token with {allies} allies")

    def on_eot_regrow(self, c: int, pick: int) -> None:
        """ "At the end of each player's turn, ... put an ally card from his graveyard into play": by a card in play
        whose text has it, an ally its filter takes."""
        card, got = self.card(c), self.card(pick)
        es = _on(card, "regrow", "turn_end")
        if not es or c not in self.play.values() or not matches(got, kind_filter(es[0])):
            self.fail(f"{card.name} puts {got.name} into play at the end of the turn: not its text, or not in play")

    def on_tlose(self, c: int, x: int, perm: int, to_hand: int) -> None:
        """ "At the start of your turn, destroy an ability, ally or equipment you control": by a card in play whose text
        has it, an ally (or, when the text says so, another card) of yours in play."""
        card, gone = self.card(c), self.card(x)
        es = [e for e in _on(card, "leave", "turn_start") if e.get("mine")]
        if not es or c not in self.play.values() or x not in self.play.values():
            self.fail(f"{card.name} makes {gone.name} leave play at the start of the turn: not its text, or not in play")
        elif perm and es[0]["mine"] != "card" or bool(to_hand) != (es[0].get("to") == "hand"):
            self.fail(f"{card.name} makes {gone.name} leave play, which its text does not take (or not where it says)")

    def on_due_back(self, p: int, dead: int) -> None:
        """A destroyed ally back from your graveyard into your hand later: by a card whose text has it, an ally."""
        card, gone = self.card(p), self.card(dead)
        if not any(e["do"] == "leave" and e.get("when") == "ally_dies" and e.get("to") == "hand" for e in _fx(card)) \
                or card_kind(gone) != ALLY:
            self.fail(f"{card.name} puts {gone.name} from the graveyard into the hand without such text")

    def on_ttutor(self, c: int, pick: int) -> None:
        """ "At the start of your turn, search your deck for a Murloc ally and put it into play": by a card in play
        whose text has it, an ally its filter takes."""
        card, got = self.card(c), self.card(pick)
        es = [e for e in _on(card, "tutor", "turn_start") if e.get("to") == "play"]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} searches an ally into play at the start of the turn without such text or play")
        elif card_kind(got) != ALLY or not matches(got, kind_filter(es[0])):
            self.fail(f"{card.name} searches {got.name} into play, not what its text takes")

    def on_eot_tdraw(self, c: int, k: int, allies: tuple) -> None:
        self.on_tdraw(c, k, allies, "turn_end")

    def on_twin(self, c: int) -> None:
        """ "At the start of your turn, you win the game": by an ability in play whose text has it, that entered play
        before this turn."""
        card = self.card(c)
        uid = next((u for u, x in self.play.items() if x == c), None)
        if not _on(card, "kill_hero", "turn_start") or uid is None:
            self.fail(f"{card.name} wins the game at the start of the turn without such text, or from outside play")
        elif self.entered.get(uid, self.t) >= self.t:
            self.fail(f"{card.name} wins the game at the start of the turn it entered play")

    def on_tdraw(self, c: int, k: int, allies: tuple, when: str = "turn_start") -> None:
        card = self.card(c)
        es = _on(card, "draw", when, True)
        if not es:
            self.fail(f"{card.name} draws for a count at the start of the turn without such text")
            return
        if c not in self.play.values():
            self.fail(f"{card.name} draws at the start of the turn from outside play")
        e = es[0]
        if e["per"] == "ally":
            filt = {key: e[key] for key in ("faction", "class", "tag", "icon") if key in e}
            n = sum(1 for x in self.play.values() if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt))
            n += int(bool(e.get("hero")) and self.hero is not None and matches(self.hero, filt))
            n += int(bool(e.get("self")))       # ("for each hero and ally in your party": a Totem counts itself)
            if k != e["n"] * n:
                self.fail(f"{card.name} draws {k} at the start of the turn, its text {e['n']} for each of {n}")

    def on_eot_draw(self, c: int, n: int, dealt: int) -> None:
        card = self.card(c)
        es = _on(card, "draw", "turn_end", False)
        if not es or c not in self.play.values() or n != sum(e.get("n", 0) for e in es):
            self.fail(f"{card.name} draws {n} at the end of the turn: not its text, or from outside play")
        elif es[0].get("cond") == "opp_dealt" and dealt < es[0].get("count", 1):
            self.fail(f"{card.name} draws at the end of the turn after {dealt} damage (its condition)")

    def on_tregrow(self, c: int, pick: int, to_play: int, res: int) -> None:
        """ "At the start of your turn, put a card from your graveyard into play (your hand)": by a card in play whose
        text has it, a card its filter takes, of cost at most your resources when the text says so."""
        card, got = self.card(c), self.card(pick)
        es = _on(card, "regrow", "turn_start")
        if not es or c not in self.play.values():
            self.fail(f"{card.name} puts {got.name} back from the graveyard: not its text, or from outside play")
            return
        e = es[0]
        if not matches(got, kind_filter(e)) or bool(to_play) != (e.get("to") == "play"):
            self.fail(f"{card.name} puts {got.name} back, which its text does not take (or not where it says)")
        if e.get("max_res") and base_cost(got.cost)[0] > res:
            self.fail(f"{card.name} puts {got.name} into play with only {res} resources")

    def on_tdiscard(self, c: int, uid: int, hand: int) -> None:
        card = self.card(c)
        if not _on(card, "discard", "turn_start") or self.play.get(uid) != c:
            self.fail(f"{card.name} discards at the start of the turn: not its text, or from outside play")

    def on_self_hurt(self, c: int, uid: int, dmg: int) -> None:
        card = self.card(c)
        es = [e for e in _on(card, "damage", "turn_start") if e.get("to") == "self"]
        if not es or self.play.get(uid) != c or dmg % es[0]["n"]:
            self.fail(f"{card.name} has {dmg} damage from itself: not its text, or from outside play")

    def on_wiping(self, c: int) -> None:
        self.wiping = set(self.play)

    def on_wipe(self, c: int, left: tuple) -> None:
        """ "Destroy all non-Demon allies": after it, no more of your allies its filter takes than it keeps, of
        those in play as it began (an ally put into play as one of them is destroyed, "When this ally is destroyed,
        put a 2/1 Earth Elemental ally token into play", or Mogor's "... puts him from his graveyard into his party",
        is a new one, which it does not destroy)."""
        card = self.card(c)
        es = [e for e in _fx(card) if e["do"] == "sweep" and e.get("when") in ("turn_start", "turn_end")]
        if not es:
            self.fail(f"{card.name} destroys allies without such text")
            return
        e = es[0]
        filt = {k: e[k] for k in ("faction", "class", "tag", "icon", "name") if k in e}
        hit = [x for u, x in self.play.items() if u in self.wiping and x in left
               and matches(self.card(x), filt) != bool(e.get("spare"))]
        if len(hit) > e.get("keep", 0):
            self.fail(f"{card.name} leaves {[self.card(x).name for x in hit]} in play: its text destroys them")

    def on_tcopy_t(self, c: int, pick: int) -> None:
        card = self.card(c)
        if not [e for e in _on(card, "token", "turn_start") if e.get("copy") == "ally"] or c not in self.play.values():
            self.fail(f"{card.name} copies an ally at the start of the turn: not its text, or from outside play")
        if pick == c or pick not in self.play.values() or card_kind(self.card(pick)) != ALLY:
            self.fail(f"{card.name} copies {self.card(pick).name}: no other ally of yours in play")

    def on_ttok(self, c: int, k: int, allies: tuple) -> None:
        card = self.card(c)
        es = [e for e in _on(card, "token", "turn_start") if "per" in e or "cond" in e]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} makes counted tokens at the start of the turn: not its text, or from outside play")
            return
        e = es[0]
        if e.get("cond") == "hero_undamaged" and self.hurts_hero:
            self.fail(f"{card.name} makes tokens for an undamaged hero in a deck that damages your hero")
        if e.get("per") == "ally":
            filt = {key: e[key] for key in ("faction", "class", "tag", "icon") if key in e}
            n = sum(1 for x in self.play.values() if card_kind(self.card(x)) == ALLY and matches(self.card(x), filt))
            if k != e.get("n", 1) * n:
                self.fail(f"{card.name} makes {k} tokens, its text {e.get('n', 1)} for each of {n}")

    def on_top_atk(self, c: int, uid: int, x: int, n: int) -> None:
        card = self.card(c)
        es = [e for e in _on(card, "atk_bonus", "turn_start") if e.get("x") == "top"]
        if not es or self.play.get(uid) != c:
            self.fail(f"{card.name} has +ATK from the top of the deck: not its text, or from outside play")
        want = 0 if x < 0 or self.card(x).type == "Quest" else base_cost(self.card(x).cost)[0]
        if n != want:
            self.fail(f"{card.name} has +{n} ATK revealing a card of cost {want}")

    def on_tremove(self, c: int, n: int) -> None:
        card = self.card(c)
        es = [e for e in _fx(card) if e.get("when") == "turn_start" and isinstance(e.get("remove"), dict)]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} removes graveyard cards at the start of the turn: not its text, or outside play")
        elif n not in (0, es[0]["remove"].get("n", 1)):
            self.fail(f"{card.name} removes {n} graveyard cards, its text {es[0]['remove'].get('n', 1)}")
