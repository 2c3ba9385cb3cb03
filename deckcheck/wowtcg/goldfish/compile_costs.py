"""The reader of activated powers with a cost beyond resources and exhausting (`effects.POWER_COSTS`): destroy
this card or another card you control, remove cards in your graveyard from the game, put damage on this ally.

Such a cost is paid each time the power is used (CR 403: a cost is paid in full as the power is used), never as
the card is played: the engine keeps these powers apart from the card's other power (`act`) in `cpower`, and uses
them after combat (`powers.costly_powers`). Such a power's actions: damage, draw, a token, or a card back from your
graveyard into your hand for the card itself destroyed (`cregrow`); its cost may discard a card (one the engine has
no use for, `powers.discard_for`).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import POWER_COSTS
from deckcheck.wowtcg.goldfish.codes import ACT_DAMAGE, ACT_DRAW, ACT_REGROW, ACT_TOKEN, ALLY, C_OPP_EXH, matches
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, group_of, kind_filter, token_key

#: The actions a power with such a cost can have (the engine uses it after combat).
_KINDS = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "token": ACT_TOKEN}
_DESTROY_KINDS = {"card": ("ally", "ability", "equipment")}


def has_power_cost(e: dict) -> bool:
    """True: the flat action is one of a power whose cost has a word of `POWER_COSTS`."""
    return any(k in e for k in POWER_COSTS)


def costly_power(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A power "pay, [exhaust], destroy / remove / put damage -> damage or draw a card": fills `cpower`
    (pay, exhaust, ACT_*, n, destroy itself 0/1, ids of the other cards it may destroy or None, ids of the
    graveyard cards it may remove or None, how many to remove, damage on itself). True: left out (another
    action, a condition, a count, X, a target other than the opposing hero, a second such power, a power that
    exhausts your hero, damage put on a card that is no ally, a card destroyed that is none of a kind)."""
    if e["do"] == "regrow":
        return _costly_regrow(f, e, cond, src)
    ak, n = _KINDS.get(e["do"]), e.get("n", 0)
    if ak == ACT_DRAW and e.get("upto") == 7 and not n:
        n = -1              # ("Draw cards until you reach your maximum hand size": `powers.costly_n`)
    if ak == ACT_TOKEN:     # ("1, Put 1 damage on this ally -> Put a 1/1 Human Warrior ally token into play": n its id)
        if e.get("n", 1) != 1 or "copy" in e or token_key(e) not in src.tokens:
            return True
        n = src.tokens[token_key(e)]
    if ak == ACT_DAMAGE and n == "X" and e.get("x") in ("sac_atk", "sac_cost") \
            and (e.get("destroy") or {}).get("what") == "ally":
        n = -3 if e["x"] == "sac_cost" else -2     # X: the destroyed ally's ATK / cost (sacrifice.py)
    if cond is not None and cond[0] == C_OPP_EXH and f.cpow_cond is None and ak == ACT_DAMAGE:
        f.cpow_cond, cond = cond, None      # "1, Destroy this -> 4 damage to target exhausted hero" (exhaust.py)
    if ak is None or cond is not None or "pay" not in e or not isinstance(n, int) or not n or "per" in e \
            or "when" in e or e.get("to") not in (None, "any") or "plus" in e or e.get("flip") or e.get("once") \
            or e.get("exhaust_hero") or f.cpower is not None:
        return True
    hurt = int(e.get("hurt", 0))
    if hurt and src.kind != ALLY:
        return True
    destroy, self_ = e.get("destroy"), 0
    sac = None
    if destroy is not None and destroy.get("what") == "resource":
        return True         # (destroying your resources for a power: not played)
    if destroy is not None:
        what = destroy.get("what", "card")
        if what == "self":
            self_ = 2 if destroy.get("removed") else 1     # (2: "Remove this ally from the game -> ...")
        else:
            sac = _destroyable(destroy, src)
    remove = e.get("remove")
    grave, grave_n = None, 0
    if remove is not None:
        grave = card_ids(src.cards, {"type": remove.get("what", "card"), **group_of(remove)})
        grave_n = int(remove.get("n", 1)) or 1
    disc = None
    if "discard" in e:      # "2, Discard a card -> ...": the cards in hand it may discard (powers.discard_for)
        d = e["discard"]
        disc = card_ids(src.cards, {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})})
    f.cpower = (int(e["pay"]), int(e.get("exhaust", 0)), ak, n, self_, sac, grave, grave_n, hurt, disc)
    return False


def _costly_regrow(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """"2, Destroy this weapon -> Put target ally from your graveyard into your hand": `cpower` with ACT_REGROW (n 1)
    and `cregrow` (the ids it takes). Only that cost (resources and the card itself destroyed) into your hand."""
    d = e.get("destroy")
    if cond is not None or "pay" not in e or d is None or d.get("what") != "self" or any(
            k in e for k in ("remove", "hurt", "discard", "exhaust", "exhaust_hero", "flip", "once", "when", "to",
                             "n", "max", "max_res", "own")) or f.cpower is not None:
        return True
    f.cpower = (int(e["pay"]), 0, ACT_REGROW, 1, 1, None, None, 0, 0, None)
    f.cregrow = card_ids(src.cards, kind_filter(e))
    return False


def _destroyable(destroy: dict, src: Source) -> frozenset:
    """The ids of the other cards a power may destroy to pay its cost ("destroy another Monster ally you
    control"): of the kind and filter named, never the card itself."""
    what = destroy.get("what", "card")
    filt = group_of(destroy)
    kinds = _DESTROY_KINDS.get(what, (what,))
    return frozenset(i for i, card in enumerate(src.cards)
                     if i != src.idx and any(matches(card, {"type": k, **filt}) for k in kinds))
