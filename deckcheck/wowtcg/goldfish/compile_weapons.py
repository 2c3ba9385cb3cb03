"""The reader of the weapons' own words (issue 23, weapons; the engine's side is `weapons`): a weapon that leaves
play at the end of your turn under a condition, and a weapon's repeatable "pay n -> this weapon has +m ATK this
turn".

- `leave` to ``hand`` with ``when: turn_end`` and ``cond: struck`` on a weapon: Thrown (CR glossary: "When you strike
  with this weapon, your hero has Long-Range this combat. At the end of this turn, put this weapon from play into its
  owner's hand"; Long-Range has no bearing on a passive opponent): `eot_leave` EOT_HAND_STRUCK;
- `leave` to ``grave`` with ``when: turn_end`` and ``cond: unstruck`` on a weapon ("At the end of your turn, if no
  damage was dealt with this weapon this turn, destroy it"): `eot_leave` EOT_DESTROY_UNSTRUCK;
- `atk_bonus` ``to: self``, ``until: turn`` as a weapon's power paid with resources only (``pay`` n, no [Exhaust]: "2
  -> this weapon has +1 ATK this turn"; ``pay: X`` with ``n: X``: "X -> +X ATK this turn", the same as paying 1 X
  times): `wpump` (pay, n), used once your hero struck with it, with what is left at the end of combat (after the
  cards that ready it).
- `ready` ``to: hero``, ``weapons: one`` with ``when: strike`` and ``first: 1`` on a weapon ("When your hero deals
  combat damage with this weapon for the first time on each of your turns, ready this weapon and your hero"): `wready`,
  your hero strikes again with it once a turn (paying its strike cost again);
- `no_ready` ``to: hero`` with ``when: strike`` on a weapon ("When you strike with this weapon, your hero and this
  weapon can't ready during your next ready step"): `wtired`, your hero stays exhausted through your next turn (it
  neither attacks nor pays an "exhaust your hero" cost then);
- `ready_resource` ``n: X`` with ``when: strike`` on a weapon ("When your hero deals combat damage with this weapon,
  target player may ready that many of his resources": you): `wzeal`, as many of your resources ready as your hero's
  attack with it dealt (its pooled bonuses of this turn left out: the engine errs low);
- `upkeep` n on a weapon ("At the start of your turn, exhaust this weapon unless you pay n": paid with its strike, a
  weapon the engine does not pay for can't strike) and `strike_more` n (``per: hand``: "You pay 1 more to strike with
  this weapon for each card in your hand"): `wmore` (n, n per card in hand), added to its strike cost.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import EOT_DESTROY_UNSTRUCK, EOT_HAND_STRUCK, WEAPON, int_or_0
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source

_LEAVES = {("hand", "struck"): EOT_HAND_STRUCK, ("grave", "unstruck"): EOT_DESTROY_UNSTRUCK}
#: what else a weapon's pump may not carry (a cost or trigger the engine would not pay or wait for)
_NOT_PUMP = ("exhaust", "exhaust_hero", "flip", "once", "turn", "when", "per", "cond", "more", "destroy", "remove",
             "hurt", "discard", "targets", "minus", "hp")


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """A weapon's leaving at the end of your turn (`eot_leave`) or its repeatable pump (`wpump`); True: not played,
    None: none of these forms."""
    if src.kind != WEAPON:
        return None
    do = e["do"]
    if do == "leave" and e.get("when") == "turn_end" and e.get("cond") in ("struck", "unstruck"):
        how = _LEAVES.get((e.get("to"), e["cond"]))
        if how is None or f.eot_leave or "pay" in e:
            return True
        f.eot_leave = how
        return False
    if do == "atk_bonus" and e.get("to") == "self" and e.get("until") == "turn" and "pay" in e:
        return _pump(f, e)
    if do == "ready" and e.get("when") == "strike":
        # "When your hero deals combat damage with this weapon for the first time on each of your turns, ready this
        # weapon and your hero" (`first`: once a turn; it strikes again, paying the strike cost again)
        if e.get("to") != "hero" or e.get("weapons") != "one" or not e.get("first") or cond is not None \
                or any(k in e for k in ("pay", "exhaust", "exhaust_hero", "kind", "on_tag")) or f.wready:
            return True
        f.wready = 1
        return False
    if do == "no_ready" and e.get("when") == "strike":
        # "When you strike with this weapon, your hero and this weapon can't ready during your next ready step"
        if e.get("to") != "hero" or cond is not None or any(k in e for k in ("pay", "first", "on_tag")):
            return True
        f.wtired = 1
        return False
    if do == "ready_resource" and e.get("when") == "strike":
        # "When your hero deals combat damage with this weapon, target player may ready that many of his resources"
        if e.get("n") != "X" or cond is not None or any(k in e for k in ("pay", "first", "on_tag", "per")):
            return True
        f.wzeal = 1
        return False
    if do in ("upkeep", "strike_more"):
        # "At the start of your turn, exhaust this weapon unless you pay 1" (paid with its strike: a weapon not paid for
        # is exhausted and can't strike); "You pay 1 more to strike with this weapon for each card in your hand"
        if cond is not None or any(k in e for k in ("pay", "when", "to")) or "per" in e and e["per"] != "hand" \
                or do == "upkeep" and "per" in e or any(k in e for k in ("faction", "class", "tag", "type", "other")):
            return True
        n = int_or_0(e.get("n"))
        fixed, per_hand = f.wmore or (0, 0)
        f.wmore = (fixed + n, per_hand) if "per" not in e else (fixed, per_hand + n)
        return False
    return None


def _pump(f: CardFacts, e: dict) -> bool:
    """"pay -> this weapon has +n ATK this turn", repeatable (no [Exhaust]): `wpump` (pay, n)."""
    pay, n = e["pay"], e.get("n")
    if pay == "X" and n == "X":
        pay, n = 1, 1       # "X -> +X ATK this turn": X paid at once, as 1 paid X times
    if f.wpump is not None or any(k in e for k in _NOT_PUMP) or not isinstance(pay, int) or not isinstance(n, int) \
            or pay <= 0 or n <= 0:
        return True
    f.wpump = (pay, n)
    return False
