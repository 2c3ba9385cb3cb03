"""An ally's power "[pay], [Exhaust] -> ready another target ally" (Emree, Elder Tomas): the ally stays out of
combat, pays, exhausts and readies the ally of yours whose attack hits hardest after it attacked, so that ally
attacks again (CR 602.1: attacking exhausts an ally; readied, it can attack again). Against a passive opponent
readying an ally is of use only after it attacked."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import ACT_READY_ALLY

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def ready_power_instead(g: "Game", f: "Fight", j: int, c: int, a: int) -> int | None:
    """Ally c (place j) with the power: None (it stays home, noted in `f.ally_acts` for `ready_another`) when it
    can use it (in play since before this turn, CR 302.2; the cost affordable) and another ally of yours that can
    attack this turn attacks for more than c would; else c's own attack value `a`."""
    from deckcheck.wowtcg.goldfish.combat import attack_value
    cc, t = g.cc, g.t
    if g.a_since[j] >= t or cc.act[c][0] > g.avail:
        return a
    best = max((attack_value(g, k, x) for k, x in enumerate(g.a_c)
                if k != j and g.a_since[k] < t and not cc.cant_attack[x]), default=0)
    if best <= a:
        return a
    f.ally_acts.append(c)
    return None


def ready_another(g: "Game", f: "Fight") -> None:
    """Each ally that stayed home for its power (in `f.ally_acts`): pay, exhaust it, and ready the attacker of
    yours that hit hardest (never itself: it did not attack); that ally attacks again. No attacker: the power is
    not used."""
    cc = g.cc
    used: set[int] = set()
    for c in f.ally_acts:
        ac = cc.act[c]
        if ac[2] != ACT_READY_ALLY or ac[0] > g.avail:
            continue
        src = next((j for j, x in enumerate(g.a_c) if x == c and j not in used and j not in f.att_js), -1)
        hits = [k for k, v in enumerate(f.attackers) if v > 0]
        if src < 0 or not hits:
            continue
        k = max(hits, key=lambda i: f.attackers[i] + cc.atk_dmg[f.att_ids[i]])
        j, x = f.att_js[k], f.att_ids[k]
        used.add(src)
        g.pay(ac[0])
        if g.audit:
            g.audit(("ready_power", g.a_uid[src], c, g.a_uid[j]))
        attack_again(g, f, k, c)
        if g.log:
            g.log(f"  uses {g.names[c]}'s power (pays {ac[0]}): {g.names[x]} readies and attacks again.")


def attack_again(g: "Game", f: "Fight", k: int, c: int) -> None:
    """The attack at place k of this combat's attacks: its ally, readied by card c (CR 602: attacking exhausted
    it), attacks again for as much, with its attack triggers' damage and draws."""
    cc = g.cc
    j, x = f.att_js[k], f.att_ids[k]
    if g.audit:
        g.audit(("readied", g.a_uid[j], c))
        g.audit(("attack", g.a_uid[j], x, g.a_since[j], g.t, f.att_how[k]))
    f.attackers.append(f.attackers[k])
    f.att_ids.append(x)
    f.att_js.append(j)
    f.att_how.append(f.att_how[k])
    f.act_damage += cc.atk_dmg[x]
    f.att_draws += cc.atk_draw[x]
    f.act_hits += cc.atk_dmg[x] > 0
