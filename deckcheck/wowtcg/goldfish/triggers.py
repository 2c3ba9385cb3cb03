"""Triggers on combat damage: your hero's with a weapon (`Compiled.on_strike`: "When damage is dealt with this
equipment, draw a card", a weapon's own; "Ongoing: When your hero deals combat damage with a weapon, draw a card",
any other card in play, with any weapon) and an ally's (`Compiled.on_hit`: "When this ally deals damage to an
opposing hero, draw that many cards").

Against a passive opponent the hero's strike (CR 303.2) always reaches the opposing hero: no ally blocks
(CR 602), so a strike or an attack with damage is combat damage to that hero. A strike trigger fires once a
turn, after the combat's damage (a hero readied to strike again does not fire it twice: the engine errs low);
an ally's fires for each of its attacks that deal damage."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.state import Game


def strike_triggers(g: Game, struck: list[int]) -> None:
    """The on-strike triggers of the weapons your hero dealt combat damage with (`struck`) and of your other
    cards in play: damage to the opposing hero, draws, tokens."""
    on_strike = g.cc.on_strike
    fired = [w for w in struck if on_strike[w] is not None and on_strike[w][0] == 1]
    fired += [c for c in g.perms + g.a_c if on_strike[c] is not None and (not on_strike[c][0] or (
        on_strike[c][0] != 1 and any(w in on_strike[c][0] for w in struck)))]   # (own: the ids of a kind of weapon)
    for c in fired:
        _resolve(g, c, on_strike[c])


def _resolve(g: Game, c: int, spec: tuple) -> None:
    """One on-strike trigger of card c: (own, draw n, damage n, (n, token id) or None)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    _own, draw, dmg, token = spec
    if g.audit:
        g.audit(("strike_trigger", c))
    if dmg:
        g.turn_dmg += g.dealt(dmg, True, False, False, 0) if g.boosts or g.doubles else dmg
        if g.log:
            g.log(f"    {g.names[c]}: the hero deals {dmg} damage to the opposing hero.")
    if token is not None:
        make_tokens(g, (token[0], token[1], 0))
    if draw:
        if g.log:
            g.log(f"    {g.names[c]}: draws {draw}.")
        g.draw_cards(draw)


def hit_triggers(g: Game, att_ids: list[int], attackers: list[int]) -> None:
    """The triggers of the allies that dealt combat damage to the opposing hero this combat (`att_ids`, with the
    damage of each attack in `attackers`; an ally readied to attack again fires again): cards drawn (that
    many: the attack's damage), tokens, resources readied (CR 403.6: ready resources pay costs)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    on_hit = g.cc.on_hit
    for c, v in zip(att_ids, attackers):
        spec = on_hit[c]
        if spec is None or v <= 0:
            continue
        hc = g.cc.hit_cond[c]
        if hc is not None:
            if not g.cond_ok(hc, c):
                continue    # "While you have no cards in your hand, when Draka deals combat damage to a hero, ..."
            if g.audit:
                g.audit(("hit_cond", c, len(g.hand)))
        draw, token, ready = spec
        if g.audit:
            g.audit(("hit_trigger", c, v))
        if ready:
            before = g.avail
            g.avail = min(g.res, g.avail + ready)
            if g.audit:
                g.audit(("ready", ready, before, g.res))
        if token is not None:
            before = len(g.a_c)
            make_tokens(g, (token[0], token[1], 0))
            if g.cc.ferocity[token[1]]:
                later_combats(g, before)
        if draw:
            n = v if draw < 0 else draw
            if g.log:
                g.log(f"    {g.names[c]}: draws {n}.")
            g.draw_cards(n)


def later_combats(g: Game, start: int) -> None:
    """The ally tokens with Ferocity an attack just put into play (from place `start` in the allies) attack in combats
    of their own after it (CR 600.1: combats are proposed and concluded one at a time; Mrglrglmrglmrrrlggg's
    Murlocs): their ATK to the opposing hero, as the combat's damage (no trigger of their own)."""
    from deckcheck.wowtcg.goldfish.combat import attack_value
    for j in range(start, len(g.a_c)):
        c = g.a_c[j]
        a = attack_value(g, j, c)
        if g.audit:
            g.audit(("attack", g.a_uid[j], c, g.a_since[j], g.t, "ferocity"))
        if a > 0:
            g.turn_dmg += a
            if g.log:
                g.log(f"    {g.names[c]} (Ferocity) attacks in a combat of its own: {a} damage.")


def ally_deals(g: Game, f) -> None:
    """ "When an ally you control deals fire damage, your hero has Assault 1 this turn" (`Compiled.deals_bonus`) of
    each card in play: +n to your hero for each attack with damage of an ally of that damage type this combat (the
    allies attack first, then your hero, with the Assault), when your hero can attack (not exhausted for a cost)."""
    cc = g.cc
    if g.n_cant_all or f.hero_used:
        return
    deals = cc.deals_bonus
    for c in g.a_c + g.perms:           # (each copy in play)
        spec = deals[c]
        if spec is None:
            continue
        ks = [k for k, x in enumerate(f.att_ids) if x in spec[1] and f.attackers[k] > 0]
        if not ks:
            continue
        gain = spec[0] * len(ks)
        f.bonus += gain
        f.hero_attacks = True
        if g.audit:
            g.audit(("ally_deals", c, gain, tuple(g.a_uid[f.att_js[k]] for k in ks)))
        if g.log:
            g.log(f"  {g.names[c]}: {len(ks)} attack(s) dealing its damage type: your hero has +{gain} ATK.")


def hurt_watchers(g: Game, hurts: list[int]) -> None:
    """The watchers `hurts` (card ids, one for each copy that fired) deal their `watch_hurt` damage to themselves
    ("... and 2 shadow damage to himself": Volin Netherburn); fatal damage destroys them (CR 405.2)."""
    cc = g.cc
    seen: dict[int, int] = {}
    for w in hurts:
        k = seen.get(w, 0)
        seen[w] = k + 1
        places = [j for j, x in enumerate(g.a_c) if x == w]
        if k < len(places):
            j = places[k]
            g.a_dmg[j] += cc.watch_hurt[w]
            if g.audit:
                g.audit(("watch_hurt", w, g.a_uid[j], cc.watch_hurt[w]))
            if g.log:
                g.log(f"    {g.names[w]} deals {cc.watch_hurt[w]} damage to itself.")
    hp = cc.health
    for j in range(len(g.a_c) - 1, -1, -1):
        if g.a_c[j] in seen and g.a_dmg[j] >= hp[g.a_c[j]]:
            if g.log:
                g.log(f"    {g.names[g.a_c[j]]} is destroyed.")
            g.leave(j, True)
