"""The invariant checker's rules for the passive opponent's counts (`audit.Checker` takes them from `OppChecks`; the
engine's side is `opp`):

- the opponent's library and graveyard are never negative, and move only as its turns and the cards' mills say: a
  shadow of them is kept here from the first event (53 cards in its library, none in its graveyard, CR 100.1, 101.1);
- a mill ("mill") only by a card whose text has one (an [Exhaust] power X: once a turn for each copy in play, never
  on an empty deck), of that card's size (the top half of the library rounded up for
  ``half``, else n, or fewer only when the library holds fewer), into the graveyard unless removed from the game;
- at each of its turns ("opp_turn") one card drawn and one discarded (415.4b), and a decking win only when its library
  is empty at its draw step (410.6b), after which the game ends;
- "can't attack unless you remove two cards in a graveyard from the game" ("grave_att"): only by a card whose text
  says so, its n removed from an opposing graveyard that held them, just before that ally's attack;
- "pay, remove n cards in a graveyard -> put this from your graveyard into play" ("grave_up"): only by a card whose
  text says so, from an opposing graveyard that held the n cards;
- an ally with "-1 / -1 for each card in opposing graveyards" never left in play with no health ("opp_grave_hp", after
  each change of the opposing graveyard's count, once the engine destroyed what it must).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects


class OppChecks:
    """The opponent's part of `audit.Checker` (it holds `card`, `fail`)."""

    def _opp(self) -> list[int]:
        o = getattr(self, "o_counts", None)
        if o is None or getattr(self, "o_game", -1) != self.games:
            o = self.o_counts = [53, 0]
            self.o_game = self.games
            self.o_decked = False
            self.o_held = 0
        return o

    def on_mill(self, c: int, n: int, exile: int, half: int, lib: int, lib_after: int, grave: int,
                grave_after: int) -> None:
        o = self._opp()
        card = self.card(c)
        rec = [e for e in flat_effects(card.effects) if e["do"] == "mill"]
        if not any((e.get("n", 1) == n or e.get("n") == "X" and n >= 1
                    or "per" in e and n >= 1 and n % int(e.get("n", 1)) == 0) and int(bool(e.get("exile"))) == exile
                   and int(bool(e.get("half"))) == half for e in rec):
            self.fail(f"{card.name} milled the opponent ({n}, exile {exile}, half {half}), which its text does not say")
        if any(e.get("n") == "X" and e.get("exhaust") for e in rec):
            used = self.o_used if getattr(self, "o_used_t", None) == (self.games, self.t) else {}
            self.o_used, self.o_used_t = used, (self.games, self.t)
            used[c] = used.get(c, 0) + 1
            if used[c] > sum(1 for x in self.play.values() if x == c) or lib == 0:
                self.fail(f"{card.name}'s [Exhaust] power used {used[c]} time(s) this turn (or on an empty deck)")
        if (lib, grave) != (o[0], o[1]):
            self.fail(f"the opponent's library/graveyard {lib}/{grave} at a mill, the checker's {o[0]}/{o[1]}")
        k = (lib + 1) // 2 if half else min(n, lib)
        if lib_after != lib - k or grave_after != grave + (0 if exile else k) or lib_after < 0:
            self.fail(f"{card.name} took {lib - lib_after} card(s) of {lib} from the opposing deck ({k} due), "
                      f"its graveyard {grave} -> {grave_after}")
        o[0], o[1] = lib - k, grave + (0 if exile else k)

    def on_yogg(self, c: int, n: int, lib: int, grave: int, grave_after: int) -> None:
        o = self._opp()
        card = self.card(c)
        if not any(e["do"] == "yogg" and e.get("n") == n for e in flat_effects(card.effects)) or len(o) > 2:
            self.fail(f"{card.name} took the opponent's hand and deck, which its text does not say (or twice)")
        kept = min(n, lib + 7)
        if (lib, grave) != (o[0], o[1]) or grave_after != grave + lib + 7 - kept:
            self.fail(f"{card.name}: the opposing graveyard {grave} -> {grave_after} with {lib} in its deck")
        o[0], o[1] = 0, grave_after
        o.extend((kept, kept))      # (cards left to draw; o[3] - o[2]: its hand)

    def on_opp_turn(self, t: int, lib: int, grave: int, decked: int, left: int = -1) -> None:
        o = self._opp()
        if self.o_decked:
            self.fail("the opponent took a turn after it was decked")
        if (lib, grave) != (o[0], o[1]) or lib < 0 or grave < 0 or left != (o[2] if len(o) > 2 else -1):
            self.fail(f"the opponent's library/graveyard {lib}/{grave} at its turn, the checker's {o[0]}/{o[1]}")
        if left >= 0:
            if decked != int(left == 0):
                self.fail(f"the opponent lost with {left} card(s) of Call of Yogg-Saron left" if decked
                          else "the opponent had none of its removed cards to draw and did not lose")
            if decked:
                self.o_decked = True
            else:
                o[2] = left - 1
            return
        if decked != int(lib == 0):
            self.fail(f"the opponent decked with {lib} card(s) in its library" if decked
                      else "the opponent drew from an empty library and did not lose")
        if decked:
            self.o_decked = True
        else:
            o[0], o[1] = lib - 1, grave + 1 + self.o_held     # (down to seven at its wrap-up: what it drew in your turn)
            self.o_held = 0

    def on_opp_draw(self, c: int, n: int, lib: int, lib_after: int) -> None:
        """The opponent draws in your turn: its card's text says "each player draws" (as it attacks: in play), the
        library as the checker counts it, n cards taken (fewer only from a library holding fewer)."""
        o = self._opp()
        card = self.card(c)
        if not any(e["do"] == "opp_draw" and e.get("n", 1) == n for e in flat_effects(card.effects)):
            self.fail(f"{card.name} made the opponent draw {n}, which its text does not say")
        if c not in self.play.values():
            self.fail(f"{card.name} made the opponent draw from outside play")
        if lib != o[0] or lib_after != lib - min(n, lib):
            self.fail(f"the opponent drew {lib - lib_after} of {lib} card(s) ({n} due; the checker counts {o[0]})")
        o[0] = lib_after
        self.o_held += lib - lib_after

    def on_opp_grave_hp(self, grave: int) -> None:
        o = self._opp()
        if grave != o[1]:
            self.fail(f"the opposing graveyard {grave} after its change, the checker's {o[1]}")
        for c in self.play.values():
            card = self.card(c)
            cut = sum(e.get("n", 1) for e in flat_effects(card.effects)
                      if e["do"] == "hp_less" and e.get("per") == "opp_grave")
            health = card.health if isinstance(card.health, int) else 0
            if cut and health - cut * grave <= 0:
                self.fail(f"{card.name} in play with {health - cut * grave} health (CR 410.6a)")

    def on_grave_att(self, uid: int, c: int, n: int, grave: int) -> None:
        o = self._opp()
        card = self.card(c)
        if not any(e["do"] == "cant_attack" and e.get("unless") == "remove" and e.get("n", 1) == n
                   for e in flat_effects(card.effects)):
            self.fail(f"{card.name} removed {n} card(s) in a graveyard to attack, which its text does not say")
        if grave != o[1] or grave < n or uid not in self.play:
            self.fail(f"{card.name} removed {n} of {grave} card(s) in the opposing graveyard (the checker's {o[1]})")
        o[1] = grave - n
        self.o_paid = (uid, self.t)

    def on_grave_up(self, c: int, n: int, grave: int) -> None:
        o = self._opp()
        card = self.card(c)
        if not any(e["do"] == "regrow" and e.get("own") and (e.get("remove") or {}).get("n", 1) == n
                   for e in flat_effects(card.effects)):
            self.fail(f"{card.name} came back from the graveyard for {n} removed cards, which its text does not say")
        if grave != o[1] or grave < n:
            self.fail(f"{card.name} removed {n} of {grave} card(s) in the opposing graveyard (the checker's {o[1]})")
        o[1] = grave - n
