"""The reader of the graveyard's words (issue 23; the engine's side is `graveyard`): a card played from your
graveyard (`from_grave`: Artifact, any number of times; `removed: 1`, an ability played from there once more, then
removed from the game), a power used while its card is in your graveyard (`regrow` `own: 1` with the cost
`discard`), and what an attachment does when the ally it is attached to is destroyed (`draw`, `damage`, `token` with `when: attached_dies`).

A quest destroyed as its completion cost is read with the other additional costs
(`compile_actions._additional_cost`: `qdestroy`); a regrowth paid for by destroying the card, with the other
costly powers (`compile_costs.costly_power`: `cregrow`).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (ABILITY, ALLY, DEATH_BACK, DEATH_COPY, DEATH_DAMAGE, DEATH_DRAW, DEATH_HAND, DEATH_PLAY,
                                             DEATH_TOKEN, GEAR, OTHER,
                                             WEAPON, int_or_0)
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, group_of, token_key


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """The graveyard's forms (see the module's docstring) into `from_grave`, `grave_back`,
    `att_death`; True: not played, None: none of these forms."""
    do = e["do"]
    if do == "from_grave":
        removed = bool(e.get("removed"))
        if cond is not None or src.kind not in (ABILITY, ALLY, WEAPON, GEAR) or removed and src.kind != ABILITY:
            return True     # (under a condition, or a permanent removed as it leaves: not played)
        f.from_grave = 2 if removed else 1
        return False
    if do == "grave_assault":   # "When this ally is in your graveyard, your hero has Assault 1"
        if cond is not None or e.get("when") or "pay" in e or src.kind == OTHER:
            return True
        f.grave_atk = int_or_0(e.get("n", 1))
        return False
    if do == "draw_twice":      # "If you would draw a card, draw two instead" (an ally's, while it is in play)
        if cond is not None or e.get("when") or "pay" in e or src.kind != ALLY:
            return True
        f.draw2 = 1
        return False
    if do == "grave_fuel":      # "At the start of each (opponent's) turn, you may remove three cards in a graveyard"
        when = e.get("when")
        if cond is not None or f.fuel is not None or src.kind != ALLY or when not in ("turn_start", "opp_turn_start") \
                or "pay" in e:
            return True
        times = 2 if when == "turn_start" and e.get("each_turn") else 1
        f.fuel = (int_or_0(e.get("n", 1)) or 1, int_or_0(e.get("dmg")), times, frozenset(range(len(src.cards))))
        return False
    if do == "res_alt":         # "destroy four of your resources rather than pay its cost" (combat2): (None, n, keep)
        if cond is not None or e.get("when") or "pay" in e or f.alt_grave is not None or src.kind != ALLY:
            return True
        keep = max((card.cost for card in src.cards if card.name != src.card.name and isinstance(card.cost, int)
                    and card.type != "Quest"), default=0)       # (the dearest other card of the deck: kept payable)
        f.alt_grave = (None, int_or_0(e.get("n", 1)) or 1, keep)
        return False
    if do == "grave_alt":       # "remove four ally cards in your graveyard from the game rather than pay its cost"
        if cond is not None or e.get("when") or "pay" in e or f.alt_grave is not None:
            return True
        f.alt_grave = (card_ids(src.cards, {"type": e.get("what", "card")}), int_or_0(e.get("n", 1)) or 1)
        return False
    if e.get("when") == "attached_dies":
        return _on_attached_death(f, e, cond, src)
    if do == "regrow" and e.get("own"):
        return _own_back(f, e, cond, src)
    if e.get("when") == "ally_dies" and (do in ("damage", "draw", "leave") or any(k in e for k in _DIES_KEYS)):
        return _on_ally_dies(f, e, cond, src)
    return None


_DIES_KEYS = ("on_tag", "on_class", "on_faction", "on_name", "on_other", "pay")


def _on_ally_dies(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """"When (another) (Demon) ally you control is destroyed, (you may pay 1. If you do,) deal 2 damage to target
    hero / draw a card / put a Wisp ally token into play" on a card that stays in play: `dies` (DEATH_DAMAGE (n:
    X, -1: the destroyed ally's ATK), DEATH_DRAW or DEATH_TOKEN, n, the ids of the allies that trigger it (None:
    any, tokens too), other, pay, token id). The card itself destroyed triggers it too unless `other` (it looks
    back, CR 603.6c). Not played: under a condition, another action or target, a count, a second one."""
    do, n = e["do"], e.get("n", 1)
    if cond is not None or f.dies is not None or src.kind not in (ABILITY, ALLY, WEAPON, GEAR) or "per" in e \
            or any(k in e for k in ("to", "exhaust", "exhaust_hero", "flip", "once", "more", "max", "upto")
                   if k != "to" or do != "leave") \
            or not (isinstance(n, int) or n == "X" and do == "damage"):
        return True
    filt = {k[3:]: v for k, v in e.items() if k in ("on_tag", "on_class", "on_faction")}
    ids = None
    if filt or "on_name" in e:
        ids = card_ids(src.cards, {"type": "ally", **filt})
        if "on_name" in e:
            ids = frozenset(i for i in ids if src.cards[i].name == e["on_name"])
    tid = -1
    if do == "token" and e.get("copy") == "ally" and src.kind == ALLY and not any(
            k in e for k in ("atk", "health", "race", "name", "pay")):
        f.dies = (DEATH_COPY, 1, ids, int(bool(e.get("on_other"))), 0, -1)   # "a token copy of that (non-token) ally"
        return False
    if do == "leave":       # "you may put it from its owner's graveyard into his hand at end of turn" (turns.back)
        if e.get("to") != "hand" or "pay" in e or e.get("damaged") or e.get("grave") or src.kind not in (ABILITY, ALLY):
            return True
        f.dies = (DEATH_BACK, int(bool(e.get("next"))), ids, int(bool(e.get("on_other"))), 0, -1)
        return False
    if do == "token":
        if "copy" in e or token_key(e) not in src.tokens:
            return True
        tid = src.tokens[token_key(e)]
    elif do not in ("damage", "draw"):
        return True
    kind = DEATH_DAMAGE if do == "damage" else DEATH_DRAW if do == "draw" else DEATH_TOKEN
    f.dies = (kind, -1 if n == "X" else n, ids, int(bool(e.get("on_other"))), int_or_0(e.get("pay", 0)), tid)
    return False


def _on_attached_death(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An attachment's "When attached ally is destroyed, ...": draw n, n damage to the opposing hero, n tokens, or
    a card back from the graveyard: the ally (`leave` to ``hand`` / ``play``, ``damaged``: "with damage equal to its
    health minus 1") or this attachment into your hand (`regrow` ``own``; ``on_tag``: "if it was a Monster").
    Fills `att_death` (draw, damage, (n, token id) or None, (DEATH_HAND | DEATH_PLAY | -1 (this card), ids of the
    allies it takes or None, damaged) or None). Not played: under a condition, a count or X, damage to anything but
    the opposing hero (or each hero: not played), a token copy, on a card that is no ability."""
    n = e.get("n", 1)
    if cond is not None or not isinstance(n, int) or "per" in e or src.kind != ABILITY:
        return True
    draw, dmg, token, back = f.att_death or (0, 0, None, None)
    filt = {k[3:]: v for k, v in e.items() if k in ("on_tag", "on_class", "on_faction")}
    if filt and e["do"] != "regrow":
        return True
    if e["do"] == "draw":
        draw += n
    elif e["do"] == "damage" and e.get("to") in (None, "any"):
        dmg += n
    elif e["do"] == "token" and token is None and "copy" not in e and token_key(e) in src.tokens:
        token = (n, src.tokens[token_key(e)])
    elif back is None and e["do"] == "leave" and e.get("to") in ("hand", "play") and "pay" not in e:
        back = (DEATH_HAND if e["to"] == "hand" else DEATH_PLAY, None, int(bool(e.get("damaged"))))
    elif back is None and e["do"] == "regrow" and e.get("own") and not any(
            k in e for k in ("pay", "discard", "destroy", "remove", "what")):
        back = (-1, card_ids(src.cards, {"type": "ally", **filt}) if filt else None, 0)
    else:
        return True
    f.att_death = (draw, dmg, token, back)
    return False


def _own_back(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """"On your turn: Discard a weapon -> Put this ability from your graveyard into your hand": `grave_back` (the ids
    of the cards the power may discard). Not played: with a condition, a resource cost, another cost than a
    discard, on a card that is no ability."""
    if cond is not None or e.get("pay") or src.kind != ABILITY or "discard" not in e or any(
            k in e for k in ("destroy", "remove", "hurt", "exhaust", "exhaust_hero", "flip", "once")) \
            or f.grave_back is not None:
        return True
    d = e["discard"]
    f.grave_back = card_ids(src.cards, {"type": d.get("what", "card"), **group_of(d)})
    return False
