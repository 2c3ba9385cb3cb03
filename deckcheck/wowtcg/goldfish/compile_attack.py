"""The readers of the ATK and attacking actions: `atk_bonus`, `assault`, `ferocity`, `cant_attack`, `ready`.

See `compile_effects` for the order the readers are tried in and what they return.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (
    ABILITY, ACT_HERO_AGAIN, ALLY, C_ALLIES, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_OPP_DMG, GROUP_KEYS,
    PER_SOURCES, R_ALLIES, R_ALLY, R_HERO, R_STRIKE, TO_ALLIES, TO_ALLY, TO_ANY, TO_CODES, TO_HERO, TO_PARTY,
    TO_SELF, TO_WEAPON,
    GEAR, WEAPON, card_kind, int_or_0, matches)
from deckcheck.wowtcg.goldfish.compile_statics import HERO_CONDS, SENTINEL_CONDS, STATIC_CONDS, attached_fero
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, group_mask, group_of, per_count, weapon_ids
from deckcheck.wowtcg.goldfish.codes import (ACT_READY_ALLY, ACT_READY_PET, C_BLOODRUSH, C_COUNT, C_GRAVE_N, C_HAND_MAX,
                                             C_HAND_MIN, C_HERO_UNDAMAGED, C_NO_READY, C_ONLY_ALLY)
from deckcheck.wowtcg.goldfish.codes import C_DESTROYED, C_OPP_DEALT, C_OPP_EXH, C_PLACED_UP
from deckcheck.wowtcg.goldfish.codes import DOUBLE_ATK
from deckcheck.wowtcg.effects import abilities_of
from deckcheck.wowtcg.model import Card


#: The conditions an ally's own "+n ATK" / Assault may hold under (`self_bonus`), checked as it attacks.
_SELF_CONDS = (C_CONTROL, C_GRAVE, C_HERO_DEALT, C_ALLIES, C_OPP_DMG, C_ONLY_ALLY, C_COUNT, C_GRAVE_N, C_NO_READY,
               C_HAND_MIN, C_BLOODRUSH, C_HERO_UNDAMAGED, C_OPP_EXH, C_PLACED_UP) + STATIC_CONDS
#: The conditions only a weapon's own "+n ATK while ..." (`wcond`) may hold under: the opposing hero was dealt damage
#: this turn, an ally of yours was destroyed this turn (weapons)
_WEAPON_CONDS = _SELF_CONDS + (C_HAND_MAX, C_OPP_DEALT, C_DESTROYED)
#: The conditions your hero's ongoing "+n ATK" may hold under (`hero_cond`), checked as it attacks.
_HERO_CONDS = (C_CONTROL, C_COUNT, C_GRAVE_N, C_NO_READY, C_HAND_MIN, C_HAND_MAX, C_HERO_UNDAMAGED, C_OPP_EXH) + HERO_CONDS


def _atk_bonus_first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`atk_bonus` forms read whatever the cost or trigger: an ability's "double the ATK this turn" of one
    attacking ally or your hero (`dbl` 1 / 2), "+n more ATK if ..." to an attached ally (`amore`) or to this
    turn's bonus (`bmore`), each (n, ally ids); "+N/-M" notes M (`hp_cost`) and reads on as a plain bonus."""
    if e.get("n") == "double":
        if src.kind == ABILITY and cond is None and e.get("until") == "turn" and e.get("to") in ("ally", "hero", "any") \
                and "pay" not in e and not f.dbl:
            f.dbl = 1 if e["to"] == "ally" else 2 if e["to"] == "hero" else 3    # (3: "target friendly hero or ally")
            return False
        if src.kind == ALLY and e.get("until") == "turn" and e.get("to") in ("ally", "allies") \
                and not any(k in e for k in ("pay", "when", "per", "more", "hp", "targets")) and f.etb_bonus is None:
            # an ally's "When this ally enters play, double the ATK of target ally this turn" / "each ally you control
            # with cost 2 or less has +X ATK this turn, where X is its ATK" (Empower): `etb_bonus` n DOUBLE
            # (`combat.Fight.gain`: the ATK of the attack it doubles, of each such attack)
            f.etb_bonus = (DOUBLE_ATK, TO_CODES[e["to"]], group_mask(e, src.cards), cond)
            return False
        if src.kind == ALLY and e.get("when") == "enters" and e.get("to") == "self" and cond is None:
            return None         # "... enters play under your control, double Jevan's ATK this turn": a watch
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
    turn (`bonus_n`, `bonus_to`, `bonus_mask`; an ability's ``targets`` k: up to k targets, `bonus_k`), while in play (`ong_n`, `ong_to`, `ong_mask`), to your hero
    while a condition holds (`hero_cond`), to your weapons of a kind (`wbonus`), and the forms read by
    `_atk_counted`, `_ally_enters_bonus` and `_self_bonus`."""
    to = TO_CODES.get(e.get("to", "any"), TO_ANY)
    k = e.get("targets", 1)
    if "x" in e:
        return _x_bonus(f, e, cond, src)
    if e.get("until") == "game":
        return _lasting(f, e, cond, src, to)
    if e.get("minus") and not (src.kind == ABILITY and e.get("until") == "turn" and to == TO_ALLY and cond is None
                               and not any(x in e for x in ("per", "pay", "when", "more", "hp", "targets"))
                               and isinstance(e["minus"], int)):
        return True         # "... target ally has -3 ATK this turn" anywhere but an ability's plain bonus: not played
    if k != 1 and not (src.kind == ABILITY and e.get("until") == "turn" and to in (TO_ANY, TO_ALLY) and cond is None
                       and not any(x in e for x in ("per", "pay", "when", "more", "hp")) and isinstance(k, int) and k > 1):
        return True         # "up to two target ..." anywhere but an ability's plain bonus this turn: not played
    if to != TO_SELF and "per" in e:
        return _atk_counted(f, e, cond, src, to)
    if src.kind == ALLY and e.get("until") == "turn" and "pay" not in e and "when" not in e:
        return _ally_enters_bonus(f, e, cond, src, to)
    if src.kind == ALLY and e.get("when") == "attack" and e.get("until") == "turn" and to == TO_ANY and e.get("other") \
            and cond is None and isinstance(e.get("n"), int) and e["n"] > 0 \
            and not any(x in e for x in GROUP_KEYS + ("per", "pay", "more", "hp", "targets", "minus", "x")):
        f.atk_pump += e["n"]     # "When this ally attacks, another target hero or ally has +2 ATK this turn": the
        return False            # attack it goes to, your hero's if no other ally attacks (`combat.attack_triggers`)
    if src.kind == ALLY and e.get("until") == "turn" and "when" in e and to != TO_SELF:
        return True          # "when this ally attacks, allies ... this turn": not played
    if to == TO_SELF:
        return _self_bonus(f, e, cond, src)
    if to == TO_HERO and e.get("until") == "ongoing" and cond is not None and cond[0] in _HERO_CONDS \
            and f.hero_cond is None:
        f.hero_cond = (int_or_0(e.get("n")), cond)      # "your hero has Assault 2 while you control a Form"
        return False
    if to == TO_ALLIES and e.get("until") == "ongoing" and cond is not None:
        return _group_cond(f, e, cond, src)
    if cond is not None:
        return True
    if to == TO_WEAPON and "tag" in e:
        if e.get("until") == "turn" and src.kind == ABILITY and e["tag"] in ("Melee", "Ranged") and not f.restrike_atk \
                and isinstance(e.get("n"), int) and not any(k in e for k in ("pay", "when", "per", "other")):
            f.restrike_atk = e["n"]     # ("Melee weapons you control have +2 ATK this turn" beside readying your hero
            return False                #  and them: the strike again, `_settle_targets`; else not played)
        if e.get("until") != "ongoing" or f.wbonus is not None:
            return True
        ids = _tagged_weapons(str(e["tag"]), src.cards)
        if e.get("other"):      # "your other Axes have +2 ATK": not this weapon (a second copy of it neither:
            ids = ids - {src.idx}   # the engine errs low)
        f.wbonus = (int_or_0(e.get("n")), ids)
    elif e.get("until") == "ongoing":
        if f.ong_n:         # a second ongoing bonus: one the engine holds with the first, else not played
            return not _merged(f, e, src, to)
        f.ong_n, f.ong_to = int_or_0(e.get("n")), to
        f.ong_mask = party_mask(e, src) if to == TO_PARTY else group_mask(e, src.cards, src.idx)
        if e.get("hero_class"):
            if to != TO_ALLIES:
                return True
            f.ong_mask = hero_class_mask(f.ong_mask, src)
    elif e.get("when"):
        return True         # a trigger ("at the start of your turn, allies ... +3 ATK this turn"): not the bonus of
        #                     the turn the card is played (`bonus_n`); its families (watches, turns) take theirs before
    else:
        f.bonus_n, f.bonus_to = int_or_0(e.get("n")), to
        f.bonus_mask = party_mask(e, src) if to == TO_PARTY else group_mask(e, src.cards)
        f.bonus_k = k       # ("up to two target heroes and/or allies": `targets` 2)
        f.bonus_minus = int_or_0(e.get("minus"))
    return False


def _merged(f: CardFacts, e: dict, src: Source, to: int) -> bool:
    """A card's second ongoing "+n ATK" to your allies of another group, with the first's n and disjoint from its
    group ("[Horde] allies you control have +1 ATK. ... Non-[Horde], non-[Alliance] allies you control have +1 / +1"):
    the two groups in one mask; True when merged (a card holds one ongoing bonus, `ong_n`)."""
    mask = group_mask(e, src.cards, src.idx)
    if to != TO_ALLIES or f.ong_to != TO_ALLIES or int_or_0(e.get("n")) != f.ong_n or mask is None \
            or f.ong_mask is None or mask & f.ong_mask:
        return False
    f.ong_mask = f.ong_mask | mask
    return True


def hero_class_mask(mask: frozenset | None, src: Source) -> frozenset:
    """The allies (in `mask`, None: all) that share a class with your hero ("Allies you control that share a class
    with your hero have Assault 1"); none when the deck is compiled without its hero (the engine errs low)."""
    classes = set(src.hero.char_class) if src.hero is not None else set()
    return frozenset(i for i, card in enumerate(src.cards) if (mask is None or i in mask)
                     and classes & set(card.char_class))


def party_mask(e: dict, src: Source) -> frozenset | None:
    """What a bonus to your hero and allies reaches ("Monster heroes and allies you control"): None, all of them;
    else the ids of the allies its filter takes, and -1 when your hero passes it too (a deck compiled without its
    hero: not your hero, the engine errs low)."""
    mask = group_mask(e, src.cards, src.idx)
    if mask is None:
        return None
    filt = {k: v for k, v in e.items() if k in GROUP_KEYS}
    if src.hero is not None and filt and matches(src.hero, filt):
        mask = mask | {-1}      # ("other friendly Druids": the card itself is left out, never your hero)
    return mask


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
    `bonus_per`), your hero's while the card is in play (`hero_per`), or every ally's you control while it is
    (`group_per`: "Allies you control have +1 / +1 for each equipment you control")."""
    if cond is not None:
        return True
    if to == TO_ALLIES and e.get("until") == "ongoing":
        return _group_counted(f, e, src)
    if e["per"] not in PER_SOURCES:
        return True
    if to not in (TO_HERO, TO_ANY, TO_ALLY, TO_WEAPON) or f.bonus_per is not None or f.hero_per is not None \
            or to == TO_WEAPON and (e.get("until") != "turn" or src.kind != ABILITY or "tag" in e or "pay" in e):
        return True         # (to your weapons: an ability's "this turn, weapons you control have Assault 1 for each
        #                     Shaman and Warrior you control", `combat.bonus_pool`)
    if e.get("until") == "turn":
        f.bonus_n, f.bonus_to, f.bonus_per = int_or_0(e.get("n")), to, per_count(e, src.cards, src.hero)
        return False
    if to == TO_HERO:
        f.hero_per = per_count(e, src.cards, src.hero)
        return False
    return True


def _target_filtered(src: Source) -> bool:
    """Has an ongoing ATK bonus to your allies in the card's record a filter on its target? The flat action folds
    the target's filter into its count's and its condition's, so such a bonus is read only without one."""
    return any(set(act.get("target", {})) - {"to"} for ab in abilities_of(src.card.effects)
               for act in ab.get("actions") or () if act["do"] == "atk_bonus"
               and act.get("target", {}).get("to") == "allies" and act.get("until") == "ongoing")


def _group_cond(f: CardFacts, e: dict, cond: tuple, src: Source) -> bool:
    """Your allies' ongoing "+n ATK while ..." (`group_cond` (n, cond)), checked as each ally attacks ("Allies you
    control have Assault 1 while you control a Form"; "while exactly one ally is in your party, it has +2 ATK").
    Not played: a filter on the target, a condition that leaves "another" card out (it would leave out the
    attacking ally, not this card)."""
    if f.group_cond is not None or cond[0] not in _SELF_CONDS or e.get("other") or _target_filtered(src):
        return True
    f.group_cond = (int_or_0(e.get("n")), cond)
    return False


def _group_counted(f: CardFacts, e: dict, src: Source) -> bool:
    """Your allies' ongoing "+n ATK for each ..." (`group_per`: the count, checked as each ally attacks; `attached`:
    the cards attached to that ally, "each ally you control with an ability attached to it"; `other`: that ally not
    counted). The flat action folds the target's filter into the count's, so with a filter on the target ("Nature
    allies in your party have +1 ATK for each other Nature ally in your party") both are read from the record: the
    count from its `per`, the allies that have it from its target (`gper_mask`; the card's only such bonus)."""
    if f.group_per is not None or (e["per"] not in PER_SOURCES and e["per"] != "attached"):
        return True
    if "tfilt" in e:        # the target's filter apart from the count's (`effects.to_flat`)
        if e["per"] == "attached":
            return True
        f.gper_mask = group_mask(dict(e["tfilt"]), src.cards, src.idx)
    elif _target_filtered(src):
        return True
    f.group_per = per_count(e, src.cards, src.hero)
    return False


def _lasting(f: CardFacts, e: dict, cond: tuple | None, src: Source, to: int) -> bool:
    """A played ability's "+n ATK" with no duration, to your allies (of a group) or your hero and allies: for the
    rest of the game (`lasting` (n, TO_*, mask); CR 714.3, 714.3e); anywhere else not played."""
    if f.lasting is not None or src.kind != ABILITY or cond is not None or to not in (TO_ALLIES, TO_PARTY) \
            or any(k in e for k in ("per", "pay", "when", "more", "hp", "targets", "minus", "exhaust")):
        return True
    f.lasting = (int_or_0(e.get("n")), to, party_mask(e, src) if to == TO_PARTY else group_mask(e, src.cards, src.idx))
    return False


def _x_bonus(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Your allies' ongoing "+X ATK, where X is its printed ATK / its cost" (`x`: atk | cost; "Each ally you control
    has Assault X, where X is its printed ATK"): `xbonus`, each card id's bonus (0: not of the group); not played
    under a condition, with a count, or as anything but an ongoing bonus to your allies."""
    if f.xbonus is not None or cond is not None or e.get("until") != "ongoing" or e.get("to") != "allies" \
            or e.get("n") != "X" or any(k in e for k in ("per", "pay", "when", "more", "hp", "targets", "minus")):
        return True
    mask = group_mask(e, src.cards, src.idx)
    stat = "atk" if e["x"] == "atk" else "cost"
    f.xbonus = tuple(int_or_0(getattr(card, stat)) if card_kind(card) == ALLY and (mask is None or i in mask) else 0
                     for i, card in enumerate(src.cards))
    return False


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
    """The card's own "+n ATK" for each card counted (an ally's or a weapon's: `self_per`, "This weapon has +1 ATK
    for each Undead you control"; an ally's for each card attached to it) or while a condition holds (`self_bonus`
    (n, cond); a weapon's ongoing one: `wcond` (n, cond)); a weapon's "+n ATK this turn" as it enters (`etb_bonus`
    (n, TO_WEAPON, itself)). Under a trigger other than its own attack ("whenever you draw a card, this ally has
    +1 ATK this turn", at the start of your turn, ...): not played (`self_bonus` and `self_per` are checked at each of
    its attacks, a bonus for the rest of the game; the families that play such a trigger take it before)."""
    if e.get("when") not in (None, "attack"):
        return True
    if "per" in e:
        if cond is not None or f.self_per is not None or src.kind not in (ALLY, WEAPON) \
                or e["per"] not in PER_SOURCES and not (e["per"] == "attached" and src.kind == ALLY):
            return True
        f.self_per = per_count(e, src.cards, src.hero)
        return False
    if src.kind == WEAPON and cond is None and e.get("until") == "turn" and not any(k in e for k in ("when", "pay")) \
            and f.etb_bonus is None:
        # "When this weapon enters play, it has +2 ATK this turn": this turn's combat, if your hero strikes with it
        f.etb_bonus = (int_or_0(e.get("n")), TO_WEAPON, frozenset({src.idx}), None)
        return False
    if src.kind == WEAPON and e.get("until") == "ongoing":
        # "this weapon has +2 ATK while you have no cards in your hand": checked as your hero strikes with it
        if cond is not None and cond[0] not in _WEAPON_CONDS or f.wcond is not None or e.get("other"):
            return True     # (without a condition: "[Rogue] Hero: this weapon has +1 ATK" with such a hero)
        f.wcond = (int_or_0(e.get("n")), cond)
        return False
    if (cond is None or cond[0] in _SELF_CONDS) and f.self_bonus is None and src.kind == ALLY:
        f.self_bonus = (int_or_0(e.get("n")), cond)
        return False
    return True         # (a weapon's or another card's own bonus: the engine reads `self_bonus` on allies only)


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
    (`grant_fero` 1) or to the allies of a group this turn (an ability's: `grant_fero` 2, `fero_mask`), or had by
    the allies of a group while the card is in play (`all_fero`, `fero_mask`)."""
    to = e.get("to")
    if to == "attached":
        return attached_fero(f, e, cond, src)     # "attached ally has Ferocity" (statics)
    if to == "ally":
        if cond is not None:
            return True
        f.grant_fero = 1
    elif to == "allies":
        if e.get("until") == "turn":
            # an ability's "Murloc allies you control have ... Ferocity this turn": cast in combat on the allies of
            # the group that entered this turn (`grant_fero` 2, `fero_mask`); anywhere else not played
            if cond is not None or src.kind != ABILITY or f.grant_fero or "pay" in e or "when" in e:
                return True
            f.grant_fero, f.fero_mask = 2, group_mask(e, src.cards, src.idx)
            return False
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
    "ready this ally" (`again` (pay, once): pay -1, once and free); your hero readied by a paid power (`act`: of a
    permanent, or an ally's [Exhaust] power readying your hero and one weapon, ACT_HERO_AGAIN n 1); "whenever you
    strike with a Ranged weapon this turn, you may pay 1: ready that weapon and your hero" (`readies` R_STRIKE with
    `restrike_pay`); "n, exhaust your hero -> ready target Pet" of a permanent (`act` ACT_READY_PET, `act_mask`)."""
    to = e.get("to")
    if src.kind == ABILITY and to == "hero" and e.get("when") == "strike" and e.get("weapons") == "one" \
            and isinstance(e.get("pay"), int) and cond is None and f.readies is None:
        # "whenever you strike with a Ranged weapon this turn, you may pay 1: ready that weapon and your hero"
        f.readies = (R_STRIKE, weapon_ids(src.cards, e.get("kind")), 1, None)
        f.restrike_pay = e["pay"]
        return False
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
    if cond is not None and own and e.get("when") == "attack" and "pay" not in e and cond[0] in SENTINEL_CONDS \
            and f.again is None:
        f.again = (-1, 0, cond)     # Sentinel while a condition holds ("while Akhet is the only ally in play")
        return False
    if cond is not None or e.get("flip") or e.get("once"):
        return True
    if own and "pay" in e and e.get("when") == "attack":
        f.again = (int(e["pay"]), 1)       # "the first time it attacks each turn, you may pay 1": once
    elif own and "pay" in e and not e.get("exhaust"):
        f.again = (int(e["pay"]), 0)
    elif own and e.get("when") == "attack":
        f.again = (-1, 0)          # once a turn, free
    elif to == "hero" and "pay" in e and f.act is None and src.kind != ALLY:
        f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ACT_HERO_AGAIN, 0, 0, None, 0, TO_HERO]
    elif to == "hero" and "pay" in e and f.act is None and e.get("exhaust") and not e.get("exhaust_hero") \
            and e.get("weapons", "one") == "one" and not e.get("when"):
        # an ally's "[Exhaust] -> ready target hero (and one of your weapons)" (Galway Steamwhistle): n 1 with a weapon
        f.act = [int(e["pay"]), 1, ACT_HERO_AGAIN, int("weapons" in e), 0, None, 0, TO_HERO]
    elif to == "ally" and "pay" in e and f.act is None and src.kind in (ABILITY, GEAR, WEAPON) \
            and e.get("exhaust_hero") and not e.get("exhaust") and not e.get("when") and not e.get("other"):
        # "1, Exhaust your hero -> ready target Pet you control" (Eyes of the Beast)
        f.act = [int(e["pay"]), 0, ACT_READY_PET, 0, 0, None, 1, TO_ALLY]
        f.act_mask = group_mask({k: e[k] for k in GROUP_KEYS if k in e}, src.cards)
    else:
        return _ready_another(f, e, src)
    return False


def _ready_another(f: CardFacts, e: dict, src: Source) -> bool:
    """An ally's power "[pay], [Exhaust] -> ready another target ally" (`ready` to ally, `other`, exhausting the
    ally; no filter on the target): `act` (pay, 1, ACT_READY_ALLY, ...), played by `readying`. Anything else
    that readies (your hero, a filtered ally, a trigger): True, not played."""
    plain = not any(k in e for k in GROUP_KEYS + ("type", "cost_min", "cost_max", "name", "when", "exhaust_hero"))
    group = e.get("to") == "allies" and e.get("other") and not any(
        k in e for k in ("type", "cost_min", "cost_max", "name", "when", "exhaust_hero"))
    if e.get("to") not in ("ally", "allies") or src.kind != ALLY or not e.get("exhaust") or not (plain or group) \
            or f.act is not None:
        return True
    # (n 1: "[Exhaust] -> Ready all allies in your party" (Kronore): every ally of yours that attacked, itself too;
    # n 2: "[Exhaust] -> Ready all of your other Arena cards" (Krixel): those of the group (`act_mask`), not itself)
    f.act = [int_or_0(e.get("pay", 0)), 1, ACT_READY_ALLY, 2 if e.get("other") and e["to"] == "allies"
             else int(e["to"] == "allies"), 0, None, 0, TO_ALLY]
    if e.get("other") and e["to"] == "allies":
        f.act_mask = group_mask({k: e[k] for k in GROUP_KEYS if k in e}, src.cards, src.idx)
    return False


def ready_group_flags(cc) -> None:
    """A deck-wide check of `_ready_another`'s group form: "[Exhaust] -> Ready all of your other Arena cards" (Krixel
    Pinchwhistle) readies your allies of the group only; beside a non-ally card of the group with a power of its own
    (Gladiator's Regalia) the card is reported unmodelled."""
    for c, a in enumerate(cc.act):
        if a is not None and a[2] == ACT_READY_ALLY and a[3] == 2 and cc.act_mask[c] and any(
                cc.kind[x] != ALLY and (cc.act[x] is not None or cc.tap[x] is not None or cc.cpower[x] is not None)
                for x in cc.act_mask[c]):
            cc.unmodel(c)


#: Readers of the forms that decide an action whatever its cost or trigger (see compile_effects).
FIRST = {"atk_bonus": _atk_bonus_first, "cant_attack": _stops_own, "ready": _ready}
#: Readers of the plain forms.
PLAIN = {"atk_bonus": _atk_bonus, "assault": _assault, "ferocity": _ferocity, "cant_attack": _cant_attack}
