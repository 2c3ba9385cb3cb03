"""Activated powers after combat (those of permanents, and allies' that are not used in combat) and the hero's
flip power: paid with what is left; a power that exhausts your hero only for a hero that did not attack."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import ACT_DAMAGE, ACT_DRAW, ACT_HERO_AGAIN, ACT_READY, ACT_REGROW, ACT_TOKEN, ALLY
from deckcheck.wowtcg.goldfish.combat import Fight, power_less
from deckcheck.wowtcg.goldfish.state import Game
from deckcheck.wowtcg.goldfish.tokens import make_tokens


def after_combat(g: Game, f: Fight) -> None:
    """The powers of the cards in play (and of allies that did not attack for them), as often as they can be."""
    cc = g.cc
    hero_tapped = f.hero_attacks or bool(g.n_cant_all) or f.hero_used    # your hero exhausted: attacked, or paid
    for c in (g.actives + f.ally_acts if f.ally_acts else g.actives):
        ac = cc.act[c]
        pay_n, exh, ak, n = ac[0], ac[1], ac[2], ac[3]
        pay_n = max(0, pay_n - power_less(g, ac))
        times = 1 if exh or ac[6] else (g.avail // pay_n if pay_n else 1)
        if ak == ACT_HERO_AGAIN:
            # your hero readied after it attacked attacks again, without its weapons (they exhausted when it
            # struck, CR 303.2): its own ATK and its ongoing bonuses
            again = g.hero_atk + g.ong_hero
            if f.hero_attacks and again > 0 and pay_n <= g.avail and not g.n_cant_all:
                g.pay(pay_n)
                g.turn_dmg += again
                if g.log:
                    g.log(f"  uses {g.names[c]}'s power (pays {pay_n}): the hero readies and attacks again for {again}.")
            continue
        if ak not in (ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ACT_READY) or (not n and ak != ACT_TOKEN):
            continue            # (ACT_ATK: in combat)
        if ac[6] and hero_tapped:
            continue            # exhausting your hero is part of the cost: not once it attacked (or paid one)
        for _ in range(times):
            if pay_n > g.avail:
                break
            g.pay(pay_n)
            if ac[6]:
                hero_tapped = True
                if g.audit:
                    g.audit(("exhaust_hero", c))
            if g.log:
                g.log(f"  uses {g.names[c]}'s power (pays {pay_n}).")
            if ak == ACT_DAMAGE:
                g.turn_dmg += n + (g.bst(cc.kind[c] != ALLY, False, False, cc.dtype[c]) if g.boosts else 0)
            elif ak == ACT_TOKEN:
                make_tokens(g, (1, n, 0))
            elif ak == ACT_READY:
                break
            else:
                g.draw_cards(n)


AFTER_COMBAT = (ACT_DAMAGE, ACT_DRAW, ACT_REGROW)     # the hero flip powers used after combat (`hero_flip`)


def hero_flip(g: Game) -> None:
    """The hero's flip (or once per game) power, once, when it is affordable and has something to do (Elendril's
    +ATK to weapons is used as the hero strikes: `combat.hero_strikes`)."""
    hp = g.hero_power
    if hp is None or g.flips or hp[0] > g.avail or hp[1] not in AFTER_COMBAT or (
            hp[1] == ACT_REGROW and not any(x in hp[3] for x in g.grave)):
        return
    g.pay(hp[0])
    g.flips = 1
    if g.log:
        g.log(f"  flips the hero: its power (pays {hp[0]}).")
    if hp[1] == ACT_DAMAGE:
        g.turn_dmg += hp[2] + (g.bst(True, False, False, 0) if g.boosts else 0)
    elif hp[1] == ACT_REGROW:
        pick = g.best_of(x for x in g.grave if x in hp[3])
        g.grave.remove(pick)
        g.hand.append(pick)
        if g.log:
            g.log(f"    puts {g.names[pick]} from the graveyard into the hand.")
    else:
        g.draw_cards(hp[2])
