"""An ally's "[Exhaust] -> You pay 1 less to play your next card this turn" (Tarwila Gladespring; issue 23, powers2):
`act` (0, 1, ACT_NEXT_LESS, n, ...) on an ally.

The ally, in play since before this turn (CR 302.2), counts in this turn's "next card" reduction (`turn_less[3]`,
with the permanents' such powers: `resources.new_turn`). The first card with a cost you play before combat takes
it: the ally exhausts for it then (`spent`) and does not attack. If no such card was played before its attack is
declared, it attacks instead and its n leaves the reduction (`declared`). Entries of `less_pows` are
[n, ready_at, card id, uid] for an ally (a permanent's have no uid); `less_tap` maps the uids of this turn's allies
to 1 (exhausted for the power) or 0 (attacked instead)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.state import Game


def entered(g: "Game", c: int, uid: int) -> None:
    """Ally c entered play: its power is there from your next turn on."""
    g.less_pows.append([g.cc.act[c][3], g.t + 1, c, uid])


def left(g: "Game", uid: int) -> None:
    """The ally `uid` left play: its power goes with it."""
    for lp in g.less_pows:
        if len(lp) > 3 and lp[3] == uid:
            g.less_pows.remove(lp)
            return


def new_turn(g: "Game") -> None:
    """Your ready step: no ally of yours has used its power or attacked yet."""
    if g.less_tap:
        g.less_tap.clear()


def spent(g: "Game", cost: int) -> None:
    """A card of printed cost `cost` took this turn's "next card" reduction: the ready allies counted in it exhaust
    for it, as many as that cost needs (the others did not use theirs: they may attack)."""
    got = 0
    for lp in g.less_pows:
        if len(lp) > 3 and lp[1] <= g.t and lp[3] not in g.less_tap and got < cost:
            got += lp[0]
            g.less_tap[lp[3]] = 1
            if g.audit:
                g.audit(("less_power", lp[3], lp[2]))
            if g.log:
                g.log(f"  {g.names[lp[2]]} exhausts for its power: the card costs {lp[0]} less.")


def declared(g: "Game", uid: int, c: int) -> bool:
    """Ally c (`uid`) is declared as an attacker: False if it exhausted for its power this turn (it does not
    attack); else it attacks, and its n leaves this turn's reduction."""
    used = g.less_tap.get(uid)
    if used == 1:
        return False
    if used is None:
        for lp in g.less_pows:
            if len(lp) > 3 and lp[3] == uid:
                if lp[1] <= g.t and g.turn_less[3] >= lp[0]:
                    g.turn_less[3] -= lp[0]
                break
        g.less_tap[uid] = 0
    return True
