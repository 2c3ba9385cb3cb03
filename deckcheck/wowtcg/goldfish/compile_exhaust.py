"""The reader of the opposing hero exhausted by your cards (issue 23, exhaust; played by `exhaust`).

- ``exhaust_opp`` (``lock``): with ``when: attack`` on an ally, as it attacks (`exh_att`); with no trigger on an
  ability (as it resolves) or an ally or equipment (as it enters play), `exh_play` 1 (2 with ``lock``: it can't ready during its
  controller's next ready step); with ``when: enters`` on an ally (Tribe: "when this or another Tauren ally enters play
  under your control", Thunder Bluff Steelsnout), a trigger on your allies entering (`watch`, `exh_tribe`: `Game.fire`);
  ``dmg`` n on an attack trigger: `exh_att` 1 + n (n damage to the hero as it exhausts
  it: Baine's War Stomp); ``counts`` on an Ongoing ability: `exh_all` ("ready opposing heroes and allies also count
  as being exhausted": the condition holds while it is in play); with ``pay`` n alone as its cost on an activated
  power of an ally or a permanent ("1 -> Exhaust target hero or ally", "4 -> Exhaust all opposing heroes and
  allies"): `exh_pow` 1 + n (used before combat: `exhaust.power`). Any other form (a power with another cost, a
  weapon's strike) is left out (the card is unmodelled).
- ``damage`` n with ``when: opp_exhausts`` on a card in play ("when an opposing hero or ally becomes exhausted, your
  hero deals 1 damage to it"): `exh_hurt`; with ``when: opp_readies`` on an ally ("when an opposing hero or ally
  readies, this ally deals 2 damage to it"): `rdy_hurt`.
- The condition ``opp_exhausted`` is read with the others (`compile_facts._cond_more`: C_OPP_EXH).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import COST, flat_effects
from deckcheck.wowtcg.goldfish.codes import ABILITY, ALLY, C_OPP_EXH, GEAR, WEAPON, int_or_0
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, _watched_cards

WHENS = ("opp_exhausts", "opp_readies")


def is_exhaust(e: dict) -> bool:
    """Whether the flat action `e` is of this family."""
    return e["do"] == "exhaust_opp" or e.get("when") in WHENS


def read(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Read one action of the family into `f`; True: left out (the card is reported unmodelled)."""
    when = e.get("when")
    plain = cond is None and "pay" not in e and not e.get("exhaust") and not e.get("flip") and not e.get("once")
    if e["do"] == "exhaust_opp" and plain:
        if e.get("to") not in (None, "any", "heroes"):
            return True
        if e.get("counts"):
            if when is not None or src.kind != ABILITY:
                return True
            f.exh_all = 1           # "ready opposing heroes also count as being exhausted", while in play
            f.stays = 1
            return False
        if when == "attack" and src.kind == ALLY:
            f.exh_att = 1 + int_or_0(e.get("dmg"))    # (1 + n: n damage to the hero it exhausts)
            return False
        if when == "enters" and src.kind == ALLY and f.watch is None and not (e.get("lock") or e.get("dmg")):
            # Tribe: "When this or another Tauren ally enters play under your control, exhaust target hero or ally"
            # (Thunder Bluff Steelsnout): a trigger on your allies entering (`Game.fire`) that exhausts it
            ev, ids = _watched_cards(e, src.cards)
            f.watch = (ev, ids, int(bool(e.get("self"))), 0, None, None, 0, 0)
            f.exh_tribe = 1
            return False
        if when is None and src.kind in (ABILITY, ALLY, GEAR, WEAPON) and not e.get("dmg"):
            f.exh_play = max(f.exh_play, 1 + int(bool(e.get("lock"))))
            return False
        return True
    if e["do"] == "exhaust_opp" and _paid_power(e) and src.kind in (ALLY, GEAR) and cond is None \
            and e.get("to") in (None, "any", "heroes") and not (e.get("lock") or e.get("dmg") or e.get("counts")):
        f.exh_pow = 1 + int_or_0(e["pay"]) if not f.exh_pow else min(f.exh_pow, 1 + int_or_0(e["pay"]))
        return False
    if e["do"] == "exhaust_opp":
        return True
    n = int_or_0(e.get("n"))
    if e["do"] != "damage" or not plain or n <= 0 or "per" in e or e.get("to") not in (None, "any", "heroes"):
        return True
    if when == "opp_exhausts" and src.kind in (ABILITY, ALLY, GEAR):
        f.exh_hurt += n
        if src.kind == ABILITY:
            f.stays = 1          # (an Ongoing ability: it stays in play)
        return False
    if when == "opp_readies" and src.kind in (ALLY, ABILITY, GEAR):
        f.rdy_hurt += n
        if src.kind == ABILITY:
            f.stays = 1
        return False
    return True


def _paid_power(e: dict) -> bool:
    """An activated power whose only cost is resources ("1 -> ...": no [Exhaust], no trigger)."""
    return "pay" in e and e.get("when") is None and "per" not in e and not any(k in e for k in COST if k != "pay")


def flags(cc) -> None:
    """The deck-wide flags: some card exhausts the opposing hero (as it resolves or enters, as an ally attacks) in a
    deck with a card that cares (a payoff: the condition ``opp_exhausted``, damage as it becomes exhausted or readies,
    Baine's War Stomp damage); some card deals damage as it becomes exhausted or readies. In a deck without a payoff
    an exhauster does nothing the engine follows (its tables are cleared), and nothing of `exhaust` runs."""
    pays = any(cc.exh_hurt) or any(cc.rdy_hurt) or any(x > 1 for x in cc.exh_att) or any(
        e.get("cond") == "opp_exhausted" for card in cc.cards[:cc.ndeck] for e in flat_effects(card.effects))
    if not pays:
        cc.exh_att = [0] * len(cc.exh_att)
        cc.exh_play = [0] * len(cc.exh_play)
        cc.exh_pow = [0] * len(cc.exh_pow)
        cc.exh_tribe = [0] * len(cc.exh_tribe)
    cc.any_exh_tribe = any(cc.exh_tribe)
    cc.any_exh_att = any(cc.exh_att)
    cc.any_exh_pow = any(cc.exh_pow)
    cc.any_exh = cc.any_exh_att or any(cc.exh_play) or cc.any_exh_pow or cc.any_exh_tribe
    # the cards that care: a power exhausting the opposing hero is used only while one is in play or in hand
    cc.exh_pays = [int(bool(cc.exh_hurt[c] or cc.rdy_hurt[c] or any(
        e.get("cond") == "opp_exhausted" for e in flat_effects(card.effects)))) if c < cc.ndeck else 0
        for c, card in enumerate(cc.cards)]
    cc.any_exh_hurt = cc.any_exh and any(cc.exh_hurt)
    cc.any_rdy_hurt = cc.any_exh and any(cc.rdy_hurt)
    cc.any_exh_all = any(cc.exh_all)
    # an ongoing ability or an ally (no Ferocity: it does not attack this turn) that deals damage to "target exhausted
    # hero" as it enters (Shred, Johnny Rotten), in a deck where an ally exhausts it as it attacks or a power does:
    # before combat only once it is exhausted, else after combat (`exhaust.waits`)
    cc.exh_wait = [int(cc.any_exh and c < cc.ndeck and cc.dmg_cond[c] == (C_OPP_EXH,) and cc.dmg[c] > 0
                       and cc.dmg_x[c] is None and (cc.kind[c] == ABILITY and cc.stays[c]
                                                    or cc.kind[c] == ALLY and not cc.ferocity[c]))
                   for c in range(len(cc.kind))]
    cc.any_exh_wait = any(cc.exh_wait)
    for c in range(cc.ndeck):           # an ability or gear that only exhausts it: of use in a deck with a payoff
        if (cc.exh_play[c] or cc.exh_pow[c]) and cc.kind[c] in (ABILITY, GEAR):
            cc.value[c] = 1
