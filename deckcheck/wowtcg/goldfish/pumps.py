"""Group ATK powers: "[Exhaust] -> allies in your party have +2 ATK while attacking this turn" (Rayder), "2 -> token
allies you control have +1 ATK this turn" (Vuza'jin), "1 -> other Fire allies in your party have +1 ATK this turn"
(Kallas Sunflame): `act` (pay, exhaust, ACT_GROUP_ATK, n, ...) with `act_mask`, the allies it reaches.

Used after the attackers are declared and your hero struck (paid from what is left after the main phase's plays
and the strike), before combat damage, and only when allies that benefit attack: each attack of such an ally is
+n. An [Exhaust] power of an ally is its ally's alternative to attacking (CR 302.2: only an ally in play since
before this turn; exhausted, it can't attack): held as it is declared (`hold`), it is used when the bonus to the
other attackers is more than its own attack, else it attacks after all. A power without [Exhaust] is used again
and again while it can be paid and some attacker benefits (once when it costs nothing, or when it is "Once per
turn": Darris Leafshade)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.wowtcg.goldfish.codes import ACT_GROUP_ATK, ACT_HERO_AGAIN, TO_PARTY
from deckcheck.wowtcg.goldfish.readying import hero_again

if TYPE_CHECKING:
    from deckcheck.wowtcg.goldfish.combat import Fight
    from deckcheck.wowtcg.goldfish.state import Game


def hold(g: "Game", f: "Fight", j: int, c: int, a: int) -> int | None:
    """Ally c (place j, attack value a) with a group ATK power (or one readying your hero, `readying.hero_again`),
    as it is declared: an [Exhaust] one of an ally in play since before this turn is held (None: `group_pumps`
    decides, once your hero struck, whether it uses it or attacks); else it attacks (a)."""
    if g.cc.act[c][1] and g.a_since[j] < g.t:
        f.held.append((j, c, a))
        return None
    return a


def _gain(g: "Game", f: "Fight", c: int) -> tuple[int, list[int]]:
    """The ATK card c's power adds to this combat's attacks (n for each attack of an ally it reaches), and the
    places of those attacks."""
    mask = g.cc.act_mask[c]
    ks = [k for k, x in enumerate(f.att_ids) if mask is None or x in mask]
    hero = int(g.cc.act[c][7] == TO_PARTY and f.hero_attacks and not f.hero_used)     # ("heroes and allies")
    return g.cc.act[c][3] * (len(ks) + hero), ks


def _use(g: "Game", f: "Fight", c: int, uid: int, price: int, gain: int, ks: list[int]) -> None:
    g.pay(price)
    f.bonus += gain
    if g.cc.act[c][1]:
        if f.tapped is None:
            f.tapped = set()
        f.tapped.add(uid)       # (exhausted: no other [Exhaust] power of the card this turn, `taps.boosts`)
    if g.audit:
        att = tuple(g.a_uid[f.att_js[k]] for k in ks)
        g.audit(("group_pump", c, uid, gain, att) + ((1,) if gain > g.cc.act[c][3] * len(ks) else ()))
    if g.log:
        g.log(f"  uses {g.names[c]}'s power (pays {price}): +{gain} ATK to the attacking allies.")


def group_pumps(g: "Game", f: "Fight") -> None:
    """The group ATK powers of your allies and permanents in play: the held [Exhaust] ones first (used, or the ally
    attacks after all), then the others, each while affordable and worth something."""
    from deckcheck.wowtcg.goldfish.combat import attacks, power_less
    cc = g.cc
    held, f.held = f.held, []
    for j, c, a in held:
        ac = cc.act[c]
        if ac[2] == ACT_HERO_AGAIN:
            if hero_again(g, f, j, c, a):     # "[Exhaust] -> ready target hero and one of your weapons"
                continue
            if g.audit:
                g.audit(("attack", g.a_uid[j], c, g.a_since[j], g.t, ""))
            attacks(g, f, j, c, a, "")
            continue
        price = max(0, ac[0] - power_less(g, ac))
        gain, ks = _gain(g, f, c)
        if gain > a and price <= g.avail and not g.n_cant_all:
            _use(g, f, c, g.a_uid[j], price, gain, ks)
            continue
        if g.audit:
            g.audit(("attack", g.a_uid[j], c, g.a_since[j], g.t, ""))
        attacks(g, f, j, c, a, "")
    if not (f.att_ids or f.hero_attacks) or g.n_cant_all:
        return
    pump = cc.pump_src
    srcs = [(g.a_uid[j], x) for j, x in enumerate(g.a_c) if pump[x] == 1]
    if g.actives:
        srcs += [(u, x) for u, x in zip(g.p_uid, g.perms) if pump[x] == 2]
    for uid, c in srcs:
        ac = cc.act[c]
        if ac[1] and c in f.struck:
            continue        # (an [Exhaust] power of a weapon your hero struck with: exhausted by the strike, CR 303.2)
        price = max(0, ac[0] - power_less(g, ac))
        for _ in range(1 if ac[1] or not price or len(ac) > 8 else 20):     # (ac[8]: once a turn)
            gain, ks = _gain(g, f, c)
            if gain <= 0 or price > g.avail:
                break
            _use(g, f, c, uid, price, gain, ks)

