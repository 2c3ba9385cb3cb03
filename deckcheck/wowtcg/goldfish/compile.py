"""Cards compiled once into flat per-card lists of ints, for the engine's inner loop.

The engine never touches `Card` objects or names while playing: a deck is a list of small ints
(card ids), and every fact it needs is `compiled.<field>[card_id]`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from deckcheck.wowtcg.model import Card

ALLY, ABILITY, WEAPON, GEAR, QUEST, OTHER = range(6)
KIND_NAMES = ("ally", "ability", "weapon", "armor/item", "quest", "other")
#: atk_bonus targets
TO_HERO, TO_ALLY, TO_ANY, TO_ALLIES, TO_WEAPON = range(5)
_TO = {"hero": TO_HERO, "ally": TO_ALLY, "any": TO_ANY, "allies": TO_ALLIES, "weapon": TO_WEAPON}
#: activated power kinds
ACT_DAMAGE, ACT_DRAW, ACT_ATK = range(3)
EARLY_TYPES = (ALLY, ABILITY, WEAPON, GEAR)


def _int(v) -> int:
    return v if isinstance(v, int) and not isinstance(v, bool) else 0


def base_cost(cost) -> tuple[int, bool]:
    """(fixed part of the cost, has X): 3 -> (3, False); "X" -> (0, True); "1+X" -> (1, True)."""
    if cost is None:
        return 0, False
    if isinstance(cost, int):
        return cost, False
    text = str(cost).replace(" ", "")
    if "X" in text:
        head = text.split("+")[0] if "+" in text else "0"
        return (int(head) if head.isdigit() else 0), True
    return (int(text) if text.isdigit() else 0), False


def card_kind(card: Card) -> int:
    t = card.type
    if t in ("Ally", "Ability Ally"):
        return ALLY
    if t == "Ability":
        return ABILITY
    if t == "Equipment":
        if any("Weapon" in tag for tag in card.tags) or card.strike_cost is not None:
            return WEAPON
        return GEAR
    if t == "Quest":
        return QUEST
    return OTHER


@dataclass
class Compiled:
    cards: list[Card]
    names: list[str]
    kind: list[int] = field(default_factory=list)
    cost: list[int] = field(default_factory=list)
    xcost: list[int] = field(default_factory=list)
    atk: list[int] = field(default_factory=list)
    strike: list[int] = field(default_factory=list)
    assault: list[int] = field(default_factory=list)
    ferocity: list[int] = field(default_factory=list)
    cant_attack: list[int] = field(default_factory=list)
    unique: list[int] = field(default_factory=list)
    dmg: list[int] = field(default_factory=list)        # -1: X damage
    draw: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    extra_res: list[int] = field(default_factory=list)
    bonus_n: list[int] = field(default_factory=list)    # +N ATK this turn
    bonus_to: list[int] = field(default_factory=list)
    ong_n: list[int] = field(default_factory=list)      # +N ATK while in play
    ong_to: list[int] = field(default_factory=list)
    dot: list[int] = field(default_factory=list)        # damage at the start of each of your turns
    grant_fero: list[int] = field(default_factory=list)
    all_fero: list[int] = field(default_factory=list)
    quest_pay: list[int] = field(default_factory=list)  # -1: not completable by the engine
    act: list[tuple | None] = field(default_factory=list)  # (pay, exhaust, kind, n)
    stays: list[int] = field(default_factory=list)      # an ability that stays in play (ongoing)
    value: list[int] = field(default_factory=list)      # 0: the engine has no use in playing it
    early: list[int] = field(default_factory=list)      # castable early (mulligan policy)
    modelled: list[bool] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)


def compile_cards(cards: list[Card], early_cost: int = 3) -> Compiled:
    """Compile distinct cards (ids are positions in `cards`)."""
    cc = Compiled(list(cards), [c.name for c in cards])
    for c in cards:
        kind = card_kind(c)
        cost, x = base_cost(c.cost)
        effects = [dict(e) for e in c.effects]
        tags = c.tags
        d = dict(dmg=0, draw=0, discard=0, extra=0, bn=0, bt=0, on=0, ot=0, dot=0, gf=0, af=0,
                 qp=-1, act=None, fero=0, assault=0, cant=0)
        for e in effects:
            do = e["do"]
            if any(k in e for k in ("cond", "faction", "class", "tag")) or (
                    "when" in e and not (do == "damage" and e["when"] == "turn_start")):
                continue        # a conditional effect this engine does not evaluate yet: no effect
            if "pay" in e and do != "quest":
                kind_act = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "atk_bonus": ACT_ATK}.get(do)
                n = e.get("n", 0)
                if kind_act is not None and isinstance(n, int) and d["act"] is None:
                    d["act"] = (int(e["pay"]), int(e.get("exhaust", 0)), kind_act, n)
                continue
            if do == "damage":
                n = e.get("n", 0)
                if e.get("when") == "turn_start":
                    d["dot"] += _int(n)
                else:
                    d["dmg"] = -1 if n == "X" else d["dmg"] + _int(n)
            elif do == "draw":
                d["draw"] += _int(e.get("n", 0))
            elif do == "discard":
                d["discard"] += _int(e.get("n", 0))
            elif do == "extra_resource":
                d["extra"] += _int(e.get("n", 1))
            elif do == "atk_bonus":
                to = _TO.get(e.get("to", "any"), TO_ANY)
                if e.get("until") == "ongoing":
                    d["on"], d["ot"] = _int(e.get("n")), to
                else:
                    d["bn"], d["bt"] = _int(e.get("n")), to
            elif do == "assault":
                d["assault"] += _int(e.get("n", 0))
            elif do == "ferocity":
                if e.get("to") == "ally":
                    d["gf"] = 1
                elif e.get("to") == "allies":
                    d["af"] = 1
                else:
                    d["fero"] = 1
            elif do == "cant_attack":
                d["cant"] = 1
            elif do == "quest":
                d["qp"] = _int(e.get("pay", 0))
        if any(t.startswith(("Mount", )) or "Totem" in t for t in tags):
            d["cant"] = 1
        stays = int(kind == ABILITY and (d["on"] > 0 or d["dot"] > 0 or d["af"] or d["act"] is not None))
        if kind == ALLY or kind == WEAPON:
            value = 1
        elif kind == ABILITY:
            value = int(bool(d["dmg"] or d["draw"] or d["bn"] or d["gf"] or d["extra"] or stays))
        elif kind == GEAR:
            value = int(bool(d["dmg"] or d["draw"] or d["on"] or d["dot"] or d["af"] or d["act"] or d["extra"]))
        else:
            value = 0
        cc.kind.append(kind)
        cc.cost.append(cost)
        cc.xcost.append(int(x))
        cc.atk.append(_int(c.atk))
        cc.strike.append(_int(c.strike_cost))
        cc.assault.append(d["assault"])
        cc.ferocity.append(d["fero"])
        cc.cant_attack.append(d["cant"])
        cc.unique.append(int("Unique" in tags))
        cc.dmg.append(d["dmg"])
        cc.draw.append(d["draw"])
        cc.discard.append(d["discard"])
        cc.extra_res.append(d["extra"])
        cc.bonus_n.append(d["bn"])
        cc.bonus_to.append(d["bt"])
        cc.ong_n.append(d["on"])
        cc.ong_to.append(d["ot"])
        cc.dot.append(d["dot"])
        cc.grant_fero.append(d["gf"])
        cc.all_fero.append(d["af"])
        rewarded = d["draw"] or d["dmg"] > 0 or d["bn"]
        cc.quest_pay.append(d["qp"] if kind == QUEST and rewarded else -1)
        cc.act.append(d["act"])
        cc.stays.append(stays)
        cc.value.append(value)
        cc.early.append(int(kind in EARLY_TYPES and cost <= early_cost))
        cc.modelled.append(not any(e["do"] == "unmodelled" for e in effects))
    return cc


def compile_deck(cards: list[Card], early_cost: int = 3) -> tuple[Compiled, list[int]]:
    """A 60-card list as (compiled distinct cards, list of card ids, one per copy)."""
    ids: dict[str, int] = {}
    distinct: list[Card] = []
    deck: list[int] = []
    for c in cards:
        i = ids.get(c.name)
        if i is None:
            i = ids[c.name] = len(distinct)
            distinct.append(c)
        deck.append(i)
    return compile_cards(distinct, early_cost), deck
