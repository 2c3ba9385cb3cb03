"""Issue 23's keyword shapes in play: triggers on your resource step ("When you place a resource [face up], ..."),
a loot on a trigger ("you may draw a card. If you do, discard a card"), allies that can't ready during your ready
step, and the Bloodrush condition ("if an opposing hero has more damage on it than your hero").

- A resource placed fires the `EV_PLACE` watchers in play, one placed face up (a quest the policy places face up,
  CR 412.1) the `EV_PLACE_UP` ones too (`Game.fire`).
- A loot draws only while the deck has a card (it is a "may": never a draw that loses the game), then discards
  the least useful card in hand (`Game.discard_worst`).
- An ally that can't ready during your ready step attacks once; it stays exhausted after (`stuck`), unless a card
  readies it that turn (the engine's readying effects act within the turn it attacked).
- Bloodrush: your hero has damage in a goldfish game only from your own damage to each hero, and a deck (or a hero)
  with such a card never meets the condition (`compile_facts._cond_more`, `compile_effects._cond_for`); otherwise
  it holds while the opposing hero has damage on it. "While your hero is undamaged" (`hero_undamaged`) likewise:
  never met in such a deck, always otherwise (`conditions.cond_more` evaluates both).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import EV_PLACE, EV_PLACE_UP
from deckcheck.wowtcg.goldfish.state import Game


def placed(g: Game, c: int, face_up: bool) -> None:
    """Card c was placed as a resource (`face_up`: a quest placed face up): the watchers' triggers."""
    if g.audit:
        g.audit(("placed", c, int(face_up)))
    g.fire(EV_PLACE, c, g.watchers)
    if face_up:
        g.fire(EV_PLACE_UP, c, g.watchers)
        if g.cc.any_place_less:
            from deckcheck.wowtcg.goldfish.statics import place_less
            place_less(g, c)        # "when you place a resource face up, your next quest costs 2 less" (statics)
        if g.cc.any_weak_trig and g.a_c:
            from deckcheck.wowtcg.goldfish.weaken import placed as weak_placed
            weak_placed(g)          # "... target opposing hero or ally has -3 [Health] this turn" (weaken.py)


def loot(g: Game, w: int, draw: int, discard: int) -> None:
    """Card w's "you may draw a card. If you do, discard a card": drawn while the deck has one, then discarded."""
    if not g.lib:
        return          # ("may": no draw from an empty deck, so no discard)
    if g.audit:
        g.audit(("loot", w, draw, discard))
    if g.log:
        g.log(f"    {g.names[w]}: draws {draw}, then discards {discard}.")
    g.draw_cards(min(draw, len(g.lib)))
    g.discard_worst(discard, None)


def exhausted_for_good(g: Game, j: int) -> None:
    """The ally at place j attacked: it will not ready during your ready step (combat.declare leaves it out)."""
    g.stuck.add(g.a_uid[j])
