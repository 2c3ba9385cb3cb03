"""The readers of the ATK and attacking actions: `atk_bonus`, `assault`, `ferocity`, `cant_attack`, `ready`.

See `compile_effects` for the order the readers are tried in and what they return.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (
    ABILITY, ACT_HERO_AGAIN, ALLY, C_ALLIES, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_OPP_DMG, GROUP_KEYS,
    PER_SOURCES, R_ALLIES, R_ALLY, R_HERO, R_STRIKE, TO_ALLY, TO_ANY, TO_CODES, TO_HERO, TO_SELF, TO_WEAPON,
    WEAPON, card_kind, int_or_0, matches)
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, group_mask, group_of, per_count, weapon_ids
from deckcheck.wowtcg.goldfish.codes import (ACT_READY_ALLY, C_BLOODRUSH, C_COUNT, C_GRAVE_N, C_HERO_UNDAMAGED,
                                            C_NO_READY, C_ONLY_ALLY)
from deckcheck.wowtcg.model import Card


#: The conditions an ally's own "+n ATK" / Assault may hold under (`self_bonus`), checked as it attacks.
_SELF_CONDS = (C_CONTROL, C_GRAVE, C_HERO_DEALT, C_ALLIES, C_OPP_DMG, C_ONLY_ALLY, C_COUNT, C_GRAVE_N, C_NO_READY,
               C_BLOODRUSH, C_HERO_UNDAMAGED)
#: The conditions your hero's ongoing "+n ATK" may hold under (`hero_cond`), checked as it attacks.
_HERO_CONDS = (C_CONTROL, C_COUNT, C_GRAVE_N, C_NO_READY, C_HERO_UNDAMAGED)


def _atk_bonus_first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`atk_bonus` forms read whatever the cost or trigger: an ability's "double the ATK this turn" of one
    attacking ally or your hero (`dbl` 1 / 2), "+n more ATK if ..." to an attached ally (`amore`) or to this
    turn's bonus (`bmore`), each (n, ally ids); "+N/-M" notes M (`hp_cost`) and reads on as a plain bonus."""
    if e.get("n") == "double":
        if src.kind == ABILITY and cond is None and e.get("until") == "turn" and e.get("to") in ("ally", "hero") \
                and "pay" not in e and not f.dbl:
            f.dbl = 1 if e["to"] == "ally" else 2
            return False
        return True
    if e.get("more"):
        filt = group_of(e)
        if not filt or cond is not None or "pay" in e or e.get("when"):
            return True
        if e.get("to") == "attached" and f.amore is None:
            f.amore = (int_or_0(e.get("n")), group_mask({"type": "ally", **filt}, src.cards))
            return False
        if e.get("to") == "any" and e.get("until") == "turn" and src.kind == ABILITY and f.bmore is None:
            f.bmore = (int_or_0(e.get("n")), group_mask({"type": "ally", **filt}, src.cards))
            return False
        return True
    if "hp" in e:
        # "+N / -M": only an ally with more than M health survives it (printed health: nothing else damages
        # your allies but your own sweeps, which the engine applies before)
        if f.hp_cost or cond is not None or "pay" in e or e.get("to") not in ("ally", "attached"):
            return True
        f.hp_cost = int_or_0(e["hp"])
    return None


def _atk_bonus(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`atk_bonus` n to (hero, ally, any, allies, weapon, self, attached, party) until (turn, ongoing): this
    turn (`bonus_n`, `bonus_to`, `bonus_mask`), while in play (`ong_n`, `ong_to`, `ong_mask`), to your hero
    while a condition holds (`hero_cond`), to your weapons of a kind (`wbonus`), and the forms read by
    `_atk_counted`, `_ally_enters_bonus` and `_self_bonus`."""
    to = TO_CODES.get(e.get("to", "any"), TO_ANY)
    if to != TO_SELF and "per" in e:
        return _atk_counted(f, e, cond, src, to)
    if src.kind == ALLY and e.get("until") == "turn" and "pay" not in e and "when" not in e:
        return _ally_enters_bonus(f, e, cond, src, to)
    if src.kind == ALLY and e.get("until") == "turn" and "when" in e and to != TO_SELF:
        return True          # "when this ally attacks, allies ... this turn": not played
    if to == TO_SELF:
        return _self_bonus(f, e, cond, src)
    if to == TO_HERO and e.get("until") == "ongoing" and cond is not None and cond[0] in _HERO_CONDS \
            and f.hero_cond is None:
        f.hero_cond = (int_or_0(e.get("n")), cond)      # "your hero has Assault 2 while you control a Form"
        return False
    if cond is not None:
        return True
    if to == TO_WEAPON and "tag" in e:
        if e.get("until") != "ongoing" or f.wbonus is not None:
            return True
        f.wbonus = (int_or_0(e.get("n")), _tagged_weapons(str(e["tag"]), src.cards))
    elif e.get("until") == "ongoing":
        f.ong_n, f.ong_to, f.ong_mask = int_or_0(e.get("n")), to, group_mask(e, src.cards, src.idx)
    else:
        f.bonus_n, f.bonus_to, f.bonus_mask = int_or_0(e.get("n")), to, group_mask(e, src.cards)
    return False


def _tagged_weapons(tag: str, cards: list[Card]) -> frozenset:
    """The ids of the weapons an ATK bonus to "your [tag] weapons" reaches: Two-Handed (2H), Melee, Ranged, or
    a tag of the group filter."""
    if tag == "Two-Handed":
        return frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON
                         and any(x.startswith(("2H", "Two-Handed")) for x in card.tags))
    if tag in ("Melee", "Ranged"):
        return weapon_ids(cards, tag)
    return frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON and matches(card, {"tag": tag}))


def _atk_counted(f: CardFacts, e: dict, cond: tuple | None, src: Source, to: int) -> bool:
    """"+n ATK for each ..." to your hero or an ally: this turn (`bonus_n`, `bonus_to` and the count in
    `bonus_per`) or your hero's while the card is in play (`hero_per`)."""
    if e["per"] not in PER_SOURCES or cond is not None or to not in (TO_HERO, TO_ANY, TO_ALLY) \
            or f.bonus_per is not None or f.hero_per is not None:
        return True
    if e.get("until") == "turn":
        f.bonus_n, f.bonus_to, f.bonus_per = int_or_0(e.get("n")), to, per_count(e, src.cards, src.hero)
        return False
    if to == TO_HERO:
        f.hero_per = per_count(e, src.cards, src.hero)
        return False
    return True


def _ally_enters_bonus(f: CardFacts, e: dict, cond: tuple | None, src: Source, to: int) -> bool:
    """An ally's "when this ally enters play, ... +N ATK this turn" (with its condition): `etb_bonus` (n, TO_*,
    mask, cond); its own bonus counts only if it attacks this turn."""
    if to == TO_WEAPON or f.etb_bonus is not None:
        return True
    if to == TO_SELF:
        f.etb_bonus = (int_or_0(e.get("n")), TO_ALLY, frozenset({src.idx}), cond)
    else:
        f.etb_bonus = (int_or_0(e.get("n")), to, group_mask(e, src.cards), cond)
    return False


def _self_bonus(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """The card's own "+n ATK" for each card counted (an ally's: `self_per`) or while a condition holds
    (`self_bonus` (n, cond))."""
    if "per" in e:
        if cond is not None or f.self_per is not None or e["per"] not in PER_SOURCES or src.kind != ALLY:
            return True
        f.self_per = per_count(e, src.cards, src.hero)
        return False
    if (cond is None or cond[0] in _SELF_CONDS) and f.self_bonus is None:
        f.self_bonus = (int_or_0(e.get("n")), cond)
        return False
    return True


def _assault(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`assault` n (printed Assault: +n ATK while attacking): `assault`; an ally's Assault while a condition
    holds: `self_bonus` (n, cond), checked as it attacks (the goldfish's allies only ever attack)."""
    if cond is not None and src.kind == ALLY and cond[0] in _SELF_CONDS and f.self_bonus is None:
        f.self_bonus = (int_or_0(e.get("n", 0)), cond)
        return False
    if cond is not None:
        return True
    f.assault += int_or_0(e.get("n", 0))
    return False


def _ferocity(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`ferocity`: the card's own (`ferocity`, or `fero_cond` with a condition), given to an ally this turn
    (`grant_fero`), or had by the allies of a group while the card is in play (`all_fero`, `fero_mask`)."""
    to = e.get("to")
    if to == "ally":
        if cond is not None:
            return True
        f.grant_fero = 1
    elif to == "allies":
        if e.get("until") == "turn":
            return True          # "allies have Ferocity this turn": not played (it needs the turn's plays)
        if cond is not None:
            return True
        f.all_fero, f.fero_mask = 1, group_mask(e, src.cards, src.idx)
    elif cond is None:
        f.ferocity = 1
    else:
        f.fero_cond = cond
    return False


def _stops_own(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`cant_attack` to your allies: the goldfish never plays it for that (`stops_own`, see `_settle`)."""
    if e.get("to") != "allies":
        return None
    f.stops_own = 1
    return False


def _cant_attack(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`cant_attack`: the card itself (`cant_attack`; `cant_unless`: it can while you control another ally of
    printed ATK n or more), or no character at all (`cant_all`)."""
    if e.get("unless") == "atk":       # "can't attack unless you control another ally with 6 or more ATK"
        f.cant_attack = 1
        f.cant_unless = frozenset(i for i, card in enumerate(src.cards)
                                  if card_kind(card) == ALLY and int_or_0(card.atk) >= int_or_0(e.get("n")))
    elif e.get("to") == "all":
        f.cant_all = 1
    elif e.get("to") is None:
        f.cant_attack = 1
    else:
        return True
    return False


def _ready(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`ready`: a character readied after it attacked attacks again (CR 602). An ability readying one ally,
    each ally, your hero, or your hero and its weapons (`readies` (R_*, ids, one weapon, cond)); an ally's
    "ready this ally" (`again` (pay, once): pay -1, once and free); your hero readied by a paid power (`act`)."""
    to = e.get("to")
    if src.kind == ABILITY and "pay" not in e and not e.get("when") and to in ("ally", "allies", "hero") \
            and (cond is None or cond[0] == C_CONTROL):
        if f.readies is not None:
            return True
        if to == "hero" and e.get("weapons"):
            # "kind": Melee / Ranged ("tag" is the condition's)
            f.readies = (R_STRIKE, weapon_ids(src.cards, e.get("kind")), int(e["weapons"] == "one"), cond)
        else:
            mask = group_mask({k: e[k] for k in GROUP_KEYS if k in e and not e.get("cond")}, src.cards)
            f.readies = ({"ally": R_ALLY, "allies": R_ALLIES}.get(to, R_HERO), mask, 0, cond)
        return False
    own = to == "self" and src.kind == ALLY
    if cond is not None and cond[0] == C_BLOODRUSH and own and e.get("when") == "attack" and "pay" not in e:
        cond = None     # Klandark: "when this ally deals combat damage ..., if [Bloodrush], ready this ally": checked
        #                 after its damage, on the opposing hero (an attack with ATK 0 deals none: not readied)
    if cond is not None or e.get("flip") or e.get("once"):
        return True
    if own and "pay" in e and e.get("when") == "attack":
        f.again = (int(e["pay"]), 1)       # "the first time it attacks each turn, you may pay 1": once
    elif own and "pay" in e and not e.get("exhaust"):
        f.again = (int(e["pay"]), 0)
    elif own and e.get("when") == "attack":
        f.again = (-1, 0)          # once a turn, free
    elif to == "hero" and "pay" in e and f.act is None and src.kind != ALLY:     # (an ally's: never used)
        f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ACT_HERO_AGAIN, 0, 0, None, 0, TO_HERO]
    else:
        return _ready_another(f, e, src)
    return False


def _ready_another(f: CardFacts, e: dict, src: Source) -> bool:
    """An ally's power "[pay], [Exhaust] -> ready another target ally" (`ready` to ally, `other`, exhausting the
    ally; no filter on the target): `act` (pay, 1, ACT_READY_ALLY, ...), played by `readying`. Anything else
    that readies (your hero, a filtered ally, a trigger): True, not played."""
    plain = not any(k in e for k in GROUP_KEYS + ("type", "cost_min", "cost_max", "name", "when", "exhaust_hero"))
    if e.get("to") != "ally" or src.kind != ALLY or not e.get("exhaust") or not plain or f.act is not None:
        return True
    f.act = [int_or_0(e.get("pay", 0)), 1, ACT_READY_ALLY, 0, 0, None, 0, TO_ALLY]
    return False


#: Readers of the forms that decide an action whatever its cost or trigger (see compile_effects).
FIRST = {"atk_bonus": _atk_bonus_first, "cant_attack": _stops_own, "ready": _ready}
#: Readers of the plain forms.
PLAIN = {"atk_bonus": _atk_bonus, "assault": _assault, "ferocity": _ferocity, "cant_attack": _cant_attack}
