"""Cards compiled once into flat per-card lists of ints, for the engine's inner loop.

The engine never touches `Card` objects or names while playing: a deck is a list of small ints
(card ids), and every fact it needs is `compiled.<field>[card_id]`. Ally tokens a card puts into
play are compiled as extra card ids after the deck's own cards.

Conditions are compiled to what the engine checks: a group filter (faction, class, tag) becomes
the set of card ids it matches (`None`: every ally); a `cond` becomes a small tuple. An effect
whose condition the engine can't evaluate gives nothing (never the unconditional effect).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from deckcheck.wowtcg.effects import flat_effects, freeze
from deckcheck.wowtcg.model import Card

ALLY, ABILITY, WEAPON, GEAR, QUEST, OTHER = range(6)
KIND_NAMES = ("ally", "ability", "weapon", "armor/item", "quest", "other")
#: atk_bonus targets
TO_HERO, TO_ALLY, TO_ANY, TO_ALLIES, TO_WEAPON, TO_SELF, TO_ATTACHED, TO_PARTY = range(8)
_TO = {"hero": TO_HERO, "ally": TO_ALLY, "any": TO_ANY, "allies": TO_ALLIES, "weapon": TO_WEAPON,
       "self": TO_SELF, "attached": TO_ATTACHED, "party": TO_PARTY}
#: activated power kinds
ACT_DAMAGE, ACT_DRAW, ACT_ATK, ACT_READY, ACT_TOKEN, ACT_FERO, ACT_HERO_AGAIN, ACT_NEXT_LESS, ACT_REGROW = range(9)
#: what an ability readies after it attacked (it attacks again): one ally, each ally, your hero (without
#: its weapons), your hero and its weapons (it strikes again)
R_ALLY, R_ALLIES, R_HERO, R_STRIKE = range(4)
_ACT = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "atk_bonus": ACT_ATK, "ready_resource": ACT_READY,
        "token": ACT_TOKEN, "ferocity": ACT_FERO}
#: attachment targets
ATT_NONE, ATT_ALLY, ATT_HERO, ATT_WEAPON = range(4)
#: conditions
C_NONE, C_CONTROL, C_HERO_DEALT, C_GRAVE, C_HERO_HIT, C_NEVER, C_ALLY_HIT, C_ALLIES, C_OPP_DMG, C_PLAYED, C_ABIL_DEALT = range(11)
#: damage boosts: whose damage, which damage
B_HERO, B_PARTY, B_ALLIES, B_ANY = range(4)
S_ALL, S_NONCOMBAT, S_COMBAT, S_ABILITY, S_WEAPON = range(5)
_BOOST_WHO = {"hero": B_HERO, "party": B_PARTY, "allies": B_ALLIES, "any": B_ANY}
_BOOST_SCOPE = {"non-combat": S_NONCOMBAT, "combat": S_COMBAT, "ability": S_ABILITY, "weapon": S_WEAPON}
#: what a self bonus counts ("+1 ATK for each other ally in your party"): allies in your party, your
#: equipment, resources, cards in hand, cards in your graveyard, face-up quests
P_ALLY, P_PERM, P_RES, P_HAND, P_GRAVE, P_QUEST = range(6)
_PER_SRC = {"ally": P_ALLY, "equipment": P_PERM, "resource": P_RES, "hand": P_HAND, "grave": P_GRAVE, "quest": P_QUEST}
#: triggers on your other cards: an ally entering play under your control, you playing a card of a kind
EV_ENTERS, EV_PLAY = range(2)
#: weapon kinds (for the Melee (1) / Ranged (1) pair and dual wield, CR 303.2c, 406)
W_MELEE, W_RANGED = 1, 2
#: cost reductions by what they reduce
LESS_WHAT = {"ally": ALLY, "ability": ABILITY, "equipment": WEAPON, "quest": QUEST, "card": OTHER}
EARLY_TYPES = (ALLY, ABILITY, WEAPON, GEAR)
DAMAGE_BITS = {t: 1 << i for i, t in enumerate(("Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow",
                                                "Melee", "Ranged"))}
_LIMIT = re.compile(r"(.+) \((\d+)\)$")
#: the filter words of a group ("Horde allies", "Ghouls", "[Arcane] allies": icon, the damage type of its ATK)
GROUP_KEYS = ("faction", "class", "tag", "icon")
#: the twelve standard races (CR glossary: Race), the [Horde] and [Alliance] races Echo and Rift count
STANDARD_RACES = ("Draenei", "Dwarf", "Gnome", "Human", "Night Elf", "Worgen",
                  "Blood Elf", "Goblin", "Orc", "Tauren", "Troll", "Undead")


#: A card's text for the engine: actions it plays, text with no bearing on a passive opponent (or no text), or
#: text it does not model (the record says so, or the engine can't play an action of it)
PLAYED, NO_BEARING, UNMODELLED = VERDICTS = ("played", "no bearing", "unmodelled")
_MARKERS = ("unmodelled", "quest", "sacrifice", "grave_cost")     # flat effects that are no action of their own


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


def tag_limits(card: Card) -> list[tuple[str, int]]:
    """The card's "Tag (N)" type-line tags (CR 414.3b), e.g. [("Pet", 1)]."""
    out = []
    for t in card.tags:
        m = _LIMIT.match(t)
        if m:
            out.append((m.group(1), int(m.group(2))))
    return out


def matches(card: Card, e: dict) -> bool:
    """Does `card` pass the effect's group filter (faction / class / tag: race, trait or tag; printed
    cost at least `cost_min`)?"""
    if "cost_min" in e and not (isinstance(card.cost, int) and card.cost >= int(e["cost_min"])):
        return False
    if "cost_max" in e and not (isinstance(card.cost, int) and card.cost <= int(e["cost_max"])):
        return False
    if "type" in e:
        want = e["type"]
        kind = card_kind(card)
        ok = {"card": True, "ally": kind == ALLY, "ability": kind == ABILITY, "quest": kind == QUEST,
              "equipment": kind in (WEAPON, GEAR), "weapon": kind == WEAPON,
              "armor": "Armor" in card.tags, "item": "Item" in card.tags}.get(want, False)
        if not ok:
            return False
    if "faction" in e and e["faction"] not in card.faction:
        return False
    if "icon" in e and card.damage != e["icon"]:
        return False
    if "class" in e and e["class"] not in card.char_class and e["class"] not in card.classes:
        return False
    if "tag" in e:
        want = str(e["tag"]).lower()
        want = want[:-3] + "f" if want.endswith("ves") else want.rstrip("s")     # Dwarves, Night Elves
        words = {w.lower() for w in (card.race or "").split()} | {(card.race or "").lower()}
        words |= {_LIMIT.sub(r"\1", t).lower() for t in card.tags} | {t.lower() for t in card.traits}
        words |= {c.lower() for c in card.char_class}
        if want not in words and want + "s" not in words:
            return False
    return True


@dataclass
class Compiled:
    cards: list[Card]
    names: list[str]
    kind: list[int] = field(default_factory=list)
    cost: list[int] = field(default_factory=list)
    xcost: list[int] = field(default_factory=list)
    xmax: list[int] = field(default_factory=list)       # cap on X (0: none)
    atk: list[int] = field(default_factory=list)
    health: list[int] = field(default_factory=list)
    strike: list[int] = field(default_factory=list)
    wtype: list[int] = field(default_factory=list)      # W_MELEE / W_RANGED for weapons
    two_hand: list[int] = field(default_factory=list)
    assault: list[int] = field(default_factory=list)
    ferocity: list[int] = field(default_factory=list)
    fero_cond: list[tuple | None] = field(default_factory=list)   # conditional Ferocity
    self_bonus: list[tuple | None] = field(default_factory=list)  # (n, cond) +n ATK for itself
    dmg_x: list[tuple | None] = field(default_factory=list)       # (0, per) damage per card counted; (1, weapon ids, sum) + weapon ATK
    draw_per: list[tuple | None] = field(default_factory=list)    # per: cards drawn per card counted
    bonus_per: list[tuple | None] = field(default_factory=list)   # per: +n ATK this turn per card counted
    hero_per: list[tuple | None] = field(default_factory=list)    # per: your hero's +n ATK per card counted, while in play
    hero_cond: list[tuple | None] = field(default_factory=list)   # (n, cond): your hero's +n ATK while cond holds
    wbonus: list[tuple | None] = field(default_factory=list)     # (n, weapon ids): +n ATK to each such weapon struck
    race: list[int] = field(default_factory=list)        # index in STANDARD_RACES, -1: none of them
    echo: list[int] = field(default_factory=list)        # Echo: copied if two allies share a standard race
    rift: list[int] = field(default_factory=list)        # Rift: 1 less per ally of the race most of yours share
    eternal: list[int] = field(default_factory=list)     # Eternal: shuffled back into the deck from the graveyard
    self_per: list[tuple | None] = field(default_factory=list)    # (n, P_*, ids counted, other, add) +n ATK per card
    etb_bonus: list[tuple | None] = field(default_factory=list)   # (n, TO_*, mask, cond) an ally's +n ATK this turn as it enters
    watch: list[tuple | None] = field(default_factory=list)  # (EV_*, ids that trigger it, itself 0/1, damage n, ATK bonus or None)
    cant_attack: list[int] = field(default_factory=list)
    cant_unless: list[frozenset | None] = field(default_factory=list)   # (cant_attack set) it can attack while you control one of these
    cant_all: list[int] = field(default_factory=list)   # no character can attack while it is in play
    unique: list[int] = field(default_factory=list)
    limits: list[tuple] = field(default_factory=list)   # ((tag id, limit), ...) CR 414.3b
    dtype: list[int] = field(default_factory=list)      # damage-type bits the card deals
    dmg: list[int] = field(default_factory=list)        # -1: X damage
    dmg_all: list[int] = field(default_factory=list)    # the damage hits your own allies too
    dmg_cond: list[tuple | None] = field(default_factory=list)
    atk_dmg: list[int] = field(default_factory=list)    # damage when this ally attacks
    draw: list[int] = field(default_factory=list)
    draw_cond: list[tuple | None] = field(default_factory=list)
    turn_draw: list[int] = field(default_factory=list)  # draws at the start of each of your turns
    discard: list[int] = field(default_factory=list)
    extra_res: list[int] = field(default_factory=list)
    extra_place: list[int] = field(default_factory=list)
    ready_res: list[int] = field(default_factory=list)
    bonus_n: list[int] = field(default_factory=list)    # +N ATK this turn
    bonus_to: list[int] = field(default_factory=list)
    bonus_mask: list[frozenset | None] = field(default_factory=list)
    ong_n: list[int] = field(default_factory=list)      # +N ATK while in play
    ong_to: list[int] = field(default_factory=list)
    ong_mask: list[frozenset | None] = field(default_factory=list)
    dot: list[int] = field(default_factory=list)        # damage at the start of each of your turns
    grant_fero: list[int] = field(default_factory=list)
    all_fero: list[int] = field(default_factory=list)
    fero_mask: list[frozenset | None] = field(default_factory=list)
    haste: list[int] = field(default_factory=list)
    less: list[tuple] = field(default_factory=list)     # ((what kind, n, until_turn, min), ...) cost reductions
    token: list[tuple | None] = field(default_factory=list)  # (n, token card id, at turn start)
    attach: list[int] = field(default_factory=list)     # ATT_*
    attach_mask: list[frozenset | None] = field(default_factory=list)
    attach_cond: list[int] = field(default_factory=list)
    quest_pay: list[int] = field(default_factory=list)  # -1: not completable by the engine
    quest_cond: list[tuple | None] = field(default_factory=list)
    draw_upto: list[int] = field(default_factory=list)  # draw until the hand holds this many
    dig: list[tuple | None] = field(default_factory=list)  # (n, ids of the kind wanted; n = 0: the whole deck)
    scry: list[int] = field(default_factory=list)
    regrow: list[tuple | None] = field(default_factory=list)   # (ids of the kind wanted, to play 0/1, cost <= resources 0/1)
    regrow_x: list[tuple | None] = field(default_factory=list)  # (how many, on top of the deck 0/1, their combined cost
    #                     <= resources 0/1, different names 0/1, this ability attached to the ally put into play 0/1)
    readies: list[tuple | None] = field(default_factory=list)  # (R_*, weapon ids or None, one weapon 0/1, cond)
    next_less: list[int] = field(default_factory=list)  # your next card this turn costs n less (as this resolves)
    late: list[int] = field(default_factory=list)       # enters play exhausted (its [Exhaust] power waits a turn)
    sac: list[frozenset | None] = field(default_factory=list)   # additional cost: destroy one of these you control
    grave_cost: list[frozenset | None] = field(default_factory=list)  # additional cost: remove one of these in your graveyard
    xtra: list[int] = field(default_factory=list)       # 1: an additional cost (sac or grave_cost)
    warp: list[int] = field(default_factory=list)       # Warp: played free when your own effect reveals it
    portal: list[frozenset | None] = field(default_factory=list)  # Portal: Demon allies with a lower cost
    tcopy: list[int] = field(default_factory=list)      # a token copy of: 1 your best ally; 2 each token ally (turn start)
    dmore: list[tuple | None] = field(default_factory=list)  # (n, cond): n more damage when cond holds
    tmore: list[tuple | None] = field(default_factory=list)  # (n, cond): n more tokens when cond holds (as it resolves)
    tper: list[int] = field(default_factory=list)       # its tokens: that many for each resource you control
    dotx: list[tuple | None] = field(default_factory=list)  # (n, cond): n more damage at the start of your turn
    put_back: list[int] = field(default_factory=list)   # after its draws, n cards from your hand on top of your deck
    dig_rev: list[int] = field(default_factory=list)    # 1: its dig reveals the cards (a Warp card among them plays)
    amore: list[tuple | None] = field(default_factory=list)  # (n, ids): the attached ally has n more ATK if one of these
    bmore: list[tuple | None] = field(default_factory=list)  # (n, ids): "+N ATK this turn" n more on an attacker of these
    dbl: list[int] = field(default_factory=list)        # double the ATK this turn: 1 of one attacking ally, 2 of your hero
    any_ready: bool = False                              # some card readies what attacked (readies)
    any_warp: bool = False                               # some card has Warp
    any_dotx: bool = False                               # some card has a dotx
    any_dig: bool = False                                # some ally searches the deck when it attacks (atk_dig)
    any_on_ready: bool = False                           # some ally draws or deals damage when it readies
    # what a turn looks for, per card, known before any game (the engine skips a scan none can answer)
    quest_use: list[int] = field(default_factory=list)  # 1: a quest whose reward the engine uses (not an ATK bonus)
    bonus_abil: list[int] = field(default_factory=list) # 1: an ability that gives ATK this turn (played in combat)
    burner: list[int] = field(default_factory=list)     # 1: an ability, not staying, that deals damage (fixed or counted)
    can_die: list[int] = field(default_factory=list)    # 1: can be a dead card in hand (unique, limited, weapon, needs a target)
    post: list[int] = field(default_factory=list)       # after combat: 0 never played, 1 played if affordable, 2 only with a target
    any_bonus: bool = False                              # some card gives ATK this turn (an ability or a quest)
    any_burn: bool = False                               # some card is a burner
    any_xdmg: bool = False                               # some card deals X damage
    any_gear: bool = False                               # some gear the engine plays only to use resources
    top_cost: int = 0                                    # the highest cost of a card of the deck the engine plays
    needs: list[int] = field(default_factory=list)      # 1: of use only with something to work on (readies, regrow, xtra)
    shuffle: list[int] = field(default_factory=list)
    act: list[tuple | None] = field(default_factory=list)  # (pay, exhaust, kind, n, less_per, less_mask, exhaust_hero, TO_*)
    boost: list[tuple | None] = field(default_factory=list)  # (n, who B_*, scope S_*, type bits) damage +n
    powers_now: list[int] = field(default_factory=list)  # Time is Money: [Exhaust] powers the turn it enters
    prep: list[int] = field(default_factory=list)        # Preparation: free on your first turn
    hand_plus: list[int] = field(default_factory=list)   # maximum hand size +n while in play
    atk_draw: list[int] = field(default_factory=list)    # cards drawn when this ally attacks
    atk_dig: list[frozenset | None] = field(default_factory=list)  # when this ally attacks: search the deck for one of these
    ready_draw: list[int] = field(default_factory=list)  # cards drawn when this ally readies (after it attacked)
    ready_dmg: list[int] = field(default_factory=list)   # damage to the opposing hero when this ally readies
    own_less: list[int] = field(default_factory=list)    # 1: prep, selfless or Rift (checked in one look-up)
    selfless: list[tuple | None] = field(default_factory=list)  # ((n, cond or None[, count]), ...) this card costs n less (for each card counted)
    again: list[tuple | None] = field(default_factory=list)  # (pay, 0) an ally readied to attack again; pay -1: once, free
    stays: list[int] = field(default_factory=list)      # an ability that stays in play (ongoing)
    value: list[int] = field(default_factory=list)      # 0: the engine has no use in playing it
    early: list[int] = field(default_factory=list)      # castable early (mulligan policy)
    modelled: list[bool] = field(default_factory=list)
    verdict: list[str] = field(default_factory=list)     # VERDICTS: what the engine makes of the card's text
    ndeck: int = 0                                       # ids >= ndeck are tokens
    tags: list[str] = field(default_factory=list)       # limited tag names (ids in `limits`)
    hero_dual: int = 0                                   # the hero's dual wield: W_MELEE / W_RANGED bits
    hero_power: tuple | None = None                      # (pay, ACT_*, n, ids) a hero flip power (_hero_power)

    def __len__(self) -> int:
        return len(self.cards)


def _token_key(e: dict) -> tuple:
    """A token's identity: ATK, health, Ferocity, race ("Undead Ghoul": Ghouls you control count it)."""
    return _int(e.get("atk")), _int(e.get("health")), _int(e.get("ferocity")), e.get("race", "")


def _cond(e: dict, cards: list[Card]) -> tuple | None:
    """A `cond` as the engine checks it; None when unconditional; (C_NEVER,) when not evaluable."""
    c = e.get("cond")
    if c is None:
        return None
    if c == "control":
        return (C_CONTROL, frozenset(i for i, card in enumerate(cards) if matches(card, e)))
    if c == "hero_dealt":
        bits = 0
        for t in str(e.get("types", "")).split():
            bits |= DAMAGE_BITS.get(t, 0)
        return (C_HERO_DEALT, bits)
    if c == "in_graveyard":
        if "type" in e:
            ids = frozenset(i for i, card in enumerate(cards) if matches(card, {"type": e["type"]}))
        else:
            ids = frozenset(i for i, card in enumerate(cards) if card.name == e.get("name"))
        return (C_GRAVE, ids)      # no such card in the deck: never met
    if c == "hero_hit":
        return (C_HERO_HIT,)
    if c == "ally_hit":
        return (C_ALLY_HIT,)
    if c == "allies":
        filt = {k: e[k] for k in GROUP_KEYS if k in e}
        return (C_ALLIES, _int(e.get("count")), _mask(filt, cards))
    if c == "played":
        return (C_PLAYED, 1)            # you played another ability this turn
    if c == "abil_dealt":
        bits = 0
        for t in str(e.get("types", "")).split():
            bits |= DAMAGE_BITS.get(t, 0)
        return (C_ABIL_DEALT, bits)     # your hero dealt damage of these types with an ability this turn
    if c == "opp_damaged":
        return (C_OPP_DMG, max(1, _int(e.get("count"))))     # the opposing hero has that much damage
    if c == "undamaged":
        # the card itself has no damage: nothing damages your cards in a goldfish game but your own damage to
        # each hero and ally (then the engine does not follow which is damaged: never met)
        sweeps = any(x["do"] == "damage" and x.get("to") == "all" for card in cards for x in flat_effects(card.effects))
        return (C_NEVER,) if sweeps else None
    return (C_NEVER,)


def _kind_filter(e: dict) -> dict:
    """What a search or a regrowth takes: its card type ("what") and its race, class or faction."""
    return {"type": e.get("what", "card"), **{k: e[k] for k in GROUP_KEYS if k in e}}


def _count_cond(e: dict, cond: tuple, card: Card, hero: Card | None) -> tuple | None:
    """A count of allies in your party (C_ALLIES, the card itself among them when it is in play) for "N or more
    other Monster heroes and/or allies": the card itself added when it matches, your hero taken off when it does
    (None: always met)."""
    filt = {k: e[k] for k in GROUP_KEYS if k in e}
    need = cond[1] + int(bool(e.get("other")) and matches(card, filt))
    need -= int(bool(e.get("hero")) and hero is not None and matches(hero, filt))
    return None if need <= 0 else (C_ALLIES, need, cond[2])


def _watch(e: dict, cards: list[Card], me: int, tokens: dict | None = None) -> tuple | None:
    """A trigger on your other cards as the engine plays it: (EV_*, ids that trigger it, itself: the card
    entering counts, damage n to the opposing hero, (n, TO_*, mask, None) ATK this turn or None, (n, token id)
    tokens put into play or None); None when its token would trigger it again (a loop)."""
    if e["when"] == "enters":
        filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon")}
        ids = _mask({"type": "ally", **filt}, cards)
        ev = EV_ENTERS
    else:
        kinds = str(e.get("on_type", "card")).split()
        ids = frozenset(i for i, card in enumerate(cards) if any(matches(card, {"type": k}) for k in kinds))
        ev = EV_PLAY
    if e["do"] == "damage":
        return (ev, ids, int(bool(e.get("self"))), _int(e.get("n")), None, None)
    if e["do"] == "token":
        tid = (tokens or {}).get(_token_key(e), -1)
        if tid < 0 or tid in ids:
            return None
        return (ev, ids, int(bool(e.get("self"))), 0, None, (_int(e.get("n", 1)), tid))
    to = _TO.get(e.get("to", "any"), TO_ANY)
    bonus = (_int(e.get("n")), TO_ALLY, frozenset({me}), None) if to == TO_SELF else (_int(e.get("n")), to, _mask(e, cards), None)
    return (ev, ids, int(bool(e.get("self"))), 0, bonus, None)


def _self_per(e: dict, cards: list[Card], hero: Card | None) -> tuple:
    """A counting self bonus as the engine evaluates it: (n, P_*, ids counted or None for all,
    other: leave the card itself out once, add: a constant added to the count)."""
    src = _PER_SRC[e["per"]]
    keys = GROUP_KEYS + ("type", "cost_min")
    filt = {k: e[k] for k in keys if k in e}
    if src == P_ALLY:
        filt.setdefault("type", "ally")
    ids = None
    if filt or "name" in e:
        ids = frozenset(i for i, card in enumerate(cards) if matches(card, filt) and e.get("name", card.name) == card.name)
    add = int(bool(e.get("self")))
    if e.get("hero") and hero is not None and matches(hero, {k: v for k, v in filt.items() if k != "type"}):
        add += 1                      # "each other Monster hero and ally you control": your hero counts
    return (_int(e.get("n")), src, ids, int(bool(e.get("other"))), add)


def _mask(e: dict, cards: list[Card], me: int = -1) -> frozenset | None:
    """The card ids a group effect reaches (None: every ally); "other" allies leave out the card
    itself (and its other copies, which share its id: the engine errs low)."""
    if not any(k in e for k in GROUP_KEYS + ("type", "other", "cost_min", "cost_max")):
        return None
    return frozenset(i for i, card in enumerate(cards) if matches(card, e) and not (e.get("other") and i == me))


#: Compiled lists filled straight from a card's derived effect facts (`d`): (list, key in d).
_FROM_EFFECTS = (
    ("xmax", "xmax"), ("assault", "assault"), ("ferocity", "fero"), ("fero_cond", "fcond"),
    ("self_bonus", "sb"), ("self_per", "sper"), ("echo", "echo"), ("wbonus", "wb"), ("rift", "rift"), ("eternal", "eternal"), ("dmg_x", "dx"), ("draw_per", "drx"), ("bonus_per", "bx"), ("hero_per", "hx"),
    ("etb_bonus", "etb"), ("watch", "watch"), ("cant_attack", "cant"), ("cant_unless", "cantu"), ("cant_all", "call"), ("dmg", "dmg"), ("dmg_all", "dall"),
    ("dmg_cond", "dcond"), ("atk_dmg", "adm"), ("draw", "draw"), ("draw_cond", "dcnd"),
    ("turn_draw", "tdraw"), ("discard", "discard"), ("extra_res", "extra"), ("extra_place", "place"),
    ("ready_res", "ready"), ("bonus_n", "bn"), ("bonus_to", "bt"), ("bonus_mask", "bm"), ("ong_n", "on"),
    ("ong_to", "ot"), ("ong_mask", "om"), ("dot", "dot"), ("grant_fero", "gf"), ("all_fero", "af"),
    ("fero_mask", "fm"), ("haste", "haste"), ("token", "token"), ("attach", "att"), ("attach_mask", "am"),
    ("attach_cond", "acond"), ("quest_cond", "qcond"), ("draw_upto", "upto"), ("dig", "dig"),
    ("scry", "scry"), ("regrow", "regrow"), ("shuffle", "shuffle"), ("again", "again"), ("powers_now", "now"),
    ("boost", "boost"), ("prep", "prep"), ("hand_plus", "hplus"), ("atk_draw", "adraw"), ("atk_dig", "adig"), ("ready_draw", "rdraw"), ("ready_dmg", "rdmg"),
    ("selfless", "selfless"), ("readies", "rdy"), ("next_less", "nless"), ("late", "late"), ("sac", "sac"),
    ("grave_cost", "gcost"), ("needs", "needs"), ("warp", "warp"), ("portal", "portal"), ("tcopy", "tcopy"),
    ("dmore", "dmore"), ("regrow_x", "rgx"), ("tmore", "tmore"),
    ("tper", "tper"), ("dbl", "dbl"), ("dotx", "dotx"), ("put_back", "pback"), ("amore", "amore"), ("bmore", "bmore"), ("dig_rev", "rev"),
    ("hero_cond", "hcond"),
)


def compile_cards(cards: list[Card], early_cost: int = 3, hero: Card | None = None) -> Compiled:
    """Compile distinct cards (ids are positions in `cards`; tokens follow them)."""
    cards = list(cards)
    tokens: dict[tuple, int] = {}
    for i, c in enumerate(list(cards)):
        for e in flat_effects(c.effects):
            if e["do"] == "token" and "cond" not in e and "copy" not in e:
                key = _token_key(e)
                if key not in tokens:
                    tokens[key] = len(cards) + len(tokens)
    ndeck = len(cards)
    for (a, h, f, race), tid in sorted(tokens.items(), key=lambda kv: kv[1]):
        eff = freeze({"abilities": [{"kind": "static", "actions": [{"do": "ferocity"}]}]}) if f else ()
        cards.append(Card(name=f"{a}/{h} {race + ' ' if race else ''}ally token", type="Ally", atk=a, health=h,
                          effects=eff, tags=("Token",), race=race or None))
    cc = Compiled(cards, [c.name for c in cards], ndeck=ndeck)
    tag_ids: dict[str, int] = {}
    for idx, c in enumerate(cards):
        kind = card_kind(c)
        cost, x = base_cost(c.cost)
        effects = flat_effects(c.effects)
        tags = c.tags
        d = dict(dmg=0, dall=0, dcond=None, adm=0, draw=0, dcnd=None, tdraw=0, discard=0, extra=0, place=0,
                 ready=0, bn=0, bt=0, bm=None, on=0, ot=0, om=None, dot=0, gf=0, af=0, fm=None, qp=-1,
                 act=None, fero=0, fcond=None, sb=None, sper=None, echo=0, wb=None, rift=0, eternal=0, dx=None, drx=None, bx=None, hx=None, etb=None, watch=None,
                 assault=0, cant=0, cantu=None, call=0, haste=0, less=[], token=None,
                 att=ATT_NONE, am=None, again=None, now=0, boost=None, prep=0, selfless=None, hplus=0, adraw=0, adig=None, rdraw=0, rdmg=0, acond=C_NONE, xmax=0, power=None, dual=0, qcond=None, upto=0, dig=None, scry=0, regrow=None, shuffle=0,
                 rdy=None, nless=0, late=0, sac=None, gcost=None, needs=0,
                 warp=0, portal=None, tcopy=0, dmore=None, hpc=0, rgx=None,
                 tmore=None, tper=0, dbl=0, cantal=0, rsl=0, dotx=None, pback=0,
                 amore=None, bmore=None, rev=0, hcond=None)
        lost = False        # an effect the engine does not play: the card is reported unmodelled
        for e in effects:
            do = e["do"]
            cond = _cond(e, cards)
            if ("per" in e and (do in ("damage", "draw") or e.get("to") != "self") or "plus" in e) and (
                    "pay" in e or e.get("when") or (do == "atk_bonus" and kind != ABILITY and e.get("until") == "turn")):
                lost = True         # a count or a weapon's ATK in a power, a trigger or a permanent's one-shot bonus
                continue
            if cond is not None and cond[0] == C_ALLIES:
                cond = _count_cond(e, cond, c, hero)
            elif cond is not None and e.get("hero") and hero is not None and matches(hero, e):
                cond = None          # "if you control another Mage hero or ally": your Mage hero meets it
            if do == "warp" and cond is None:
                d["warp"] = 1
                continue
            if do == "portal" and cond is None and "pay" not in e and not e.get("when"):
                d["portal"] = frozenset(i for i, card in enumerate(cards) if card_kind(card) == ALLY
                                        and matches(card, {"tag": "Demon"}) and base_cost(card.cost)[0] < cost)
                continue
            if do == "token" and "copy" in e and cond is None and "pay" not in e:
                if e["copy"] == "ally" and not e.get("when"):
                    d["tcopy"] = 1
                elif e["copy"] == "tokens" and e.get("when") == "turn_start" and kind == ABILITY:
                    d["tcopy"] = 2
                elif e["copy"] == "tokens" and not e.get("when"):
                    d["tcopy"] = 3
                else:
                    lost = True
                continue
            if do == "token" and (e.get("more") or e.get("per") == "resource") and "pay" not in e and not e.get("when"):
                key = _token_key(e)
                if e.get("more") and cond is not None and cond[0] != C_NEVER and d["tmore"] is None:
                    d["tmore"] = (_int(e.get("n")), cond)
                elif e.get("per") == "resource" and cond is None and key in tokens and d["token"] is None:
                    d["token"], d["tper"] = (_int(e.get("n", 1)), tokens[key], 0), 1
                else:
                    lost = True
                continue
            if do == "atk_bonus" and e.get("n") == "double":
                if kind == ABILITY and cond is None and e.get("until") == "turn" and e.get("to") in ("ally", "hero") \
                        and "pay" not in e and not d["dbl"]:
                    d["dbl"] = 1 if e["to"] == "ally" else 2
                else:
                    lost = True
                continue
            if do == "cant_attack" and e.get("to") == "allies":
                d["cantal"] = 1          # it stops your own allies only: the goldfish never plays it
                continue
            if do == "atk_bonus" and e.get("more"):
                filt = {k: e[k] for k in GROUP_KEYS if k in e}
                if not filt or cond is not None or "pay" in e or e.get("when"):
                    lost = True
                elif e.get("to") == "attached" and d["amore"] is None:
                    d["amore"] = (_int(e.get("n")), _mask({"type": "ally", **filt}, cards))
                elif e.get("to") == "any" and e.get("until") == "turn" and kind == ABILITY and d["bmore"] is None:
                    d["bmore"] = (_int(e.get("n")), _mask({"type": "ally", **filt}, cards))
                else:
                    lost = True
                continue
            if do == "put_back":
                d["pback"] += _int(e.get("n"))
                continue
            if do == "cost_less" and e.get("what") == "restrike":
                d["rsl"] = _int(e.get("n"))   # checked after the loop: it needs the card's "ready your hero and a weapon"
                continue
            if do == "cost_less" and e.get("what") == "next" and e.get("x") == "highest":
                if cond is None and "pay" not in e and not d["nless"]:
                    d["nless"] = -1      # X: the highest cost among the cards you control (as it resolves)
                else:
                    lost = True
                continue
            if do == "damage" and e.get("more"):
                if e.get("when") == "turn_start" and d["dotx"] is None and cond is not None and cond[0] != C_NEVER \
                        and "pay" not in e:
                    d["dotx"] = (_int(e.get("n")), cond)     # "..., or M if ...": M - n more at the start of your turn
                elif d["dmore"] is None and cond is not None and cond[0] != C_NEVER and not e.get("when") and "pay" not in e:
                    d["dmore"] = (_int(e.get("n")), cond)
                else:
                    lost = True
                continue
            if do == "atk_bonus" and "hp" in e:
                # "+N / -M": only an ally with more than M health survives it (printed health: nothing else
                # damages your allies but your own sweeps, which the engine applies before)
                if d["hpc"] or cond is not None or "pay" in e or e.get("to") not in ("ally", "attached"):
                    lost = True
                    continue
                d["hpc"] = _int(e["hp"])
            if do == "ready" and kind == ABILITY and "pay" not in e and not e.get("when") \
                    and e.get("to") in ("ally", "allies", "hero") and (cond is None or cond[0] == C_CONTROL):
                # an ability readying what attacked: it attacks again this turn (CR 602)
                if d["rdy"] is not None:
                    lost = True
                elif e.get("to") == "hero" and e.get("weapons"):
                    tg = e.get("kind")         # Melee / Ranged ("tag" is the condition's)
                    ids = frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON
                                    and (tg is None or any(x.startswith(tg) for x in card.tags)))
                    d["rdy"] = (R_STRIKE, ids, int(e["weapons"] == "one"), cond)
                else:
                    d["rdy"] = ({"ally": R_ALLY, "allies": R_ALLIES}.get(e["to"], R_HERO),
                                _mask({k: e[k] for k in GROUP_KEYS if k in e and not e.get("cond")}, cards),
                                0, cond)
                continue
            if do == "ready":
                # a character readied after it attacked attacks again (CR 602)
                if cond is not None or e.get("flip") or e.get("once"):
                    lost = True
                elif e.get("to") == "self" and kind == ALLY and "pay" in e and e.get("when") == "attack":
                    d["again"] = (int(e["pay"]), 1)       # "the first time it attacks each turn, you may pay 1": once
                elif e.get("to") == "self" and kind == ALLY and "pay" in e and not e.get("exhaust"):
                    d["again"] = (int(e["pay"]), 0)
                elif e.get("to") == "self" and kind == ALLY and e.get("when") == "attack":
                    d["again"] = (-1, 0)          # once a turn, free
                elif e.get("to") == "hero" and "pay" in e and d["act"] is None:
                    d["act"] = [int(e["pay"]), int(e.get("exhaust", 0)), ACT_HERO_AGAIN, 0, 0, None, 0, TO_HERO]
                else:
                    lost = True
                continue
            if "pay" in e and do != "quest":
                ak = ACT_NEXT_LESS if do == "cost_less" and e.get("what") == "next" else _ACT.get(do)
                n = e.get("n", 0)
                if ak == ACT_NEXT_LESS and (kind == ALLY or not e.get("exhaust") or e.get("pay")):
                    lost = True          # an ally's (it attacks instead), or one paid for: not played
                    continue
                if ak is None or cond is not None or not isinstance(n, int) or "when" in e or e.get("to") in ("all", "heroes"):
                    lost = True
                    continue
                if ak == ACT_TOKEN:
                    n = tokens.get(_token_key(e), -1)
                    if n < 0:
                        lost = True
                        continue
                if ak == ACT_ATK and (e.get("to") not in ("self", "ally", "any", "hero", None)
                                      or e.get("to") == "self" and kind != ALLY or any(k in e for k in GROUP_KEYS)):
                    lost = True         # (a bonus to a group, to a kind of ally, or to the card itself if no ally)
                    continue
                if e.get("flip") or e.get("once"):
                    lost |= d["power"] is not None and idx < ndeck
                    d["power"] = d["power"] or (int(e["pay"]), ak, n)
                    continue
                if d["act"] is None:
                    # (an "exhaust your hero" cost is once a turn too: an exhausted hero can't pay it again)
                    d["act"] = [int(e["pay"]), int(e.get("exhaust", 0)), ak, n, 0, None, int(e.get("exhaust_hero", 0)),
                                _TO.get(e.get("to", "any"), TO_ANY)]
                else:
                    lost = True          # one activated power per card
                continue
            when = e.get("when")
            if when in ("enters", "play"):
                if d["watch"] is not None or cond is not None or kind != ALLY:
                    lost = True
                else:
                    d["watch"] = _watch(e, cards, idx, tokens)
                    lost |= d["watch"] is None
                continue
            if when == "readies" and do in ("damage", "draw") and kind == ALLY and cond is None:
                d["rdmg" if do == "damage" else "rdraw"] += _int(e.get("n"))
                continue
            if do == "damage":
                n = e.get("n", 0)
                if when == "turn_start":
                    if cond is None or cond[0] == C_HERO_HIT:
                        d["dot"] += _int(n) * (2 if e.get("each_turn") else 1)   # the opponent's turn too
                    else:
                        lost = True
                elif when == "attack":
                    if cond is None:
                        d["adm"] += _int(n)
                    else:
                        lost = True
                elif when is None and "per" in e:
                    if e["per"] not in _PER_SRC or cond is not None or d["dx"] is not None:
                        lost = True
                    else:
                        d["dx"] = (0, _self_per(e, cards, hero))
                elif when is None and e.get("plus") == "weapon":
                    ids = _mask({"type": "weapon", **({"tag": e["tag"]} if "tag" in e else {})}, cards)
                    if cond is not None or d["dx"] is not None:
                        lost = True
                    else:
                        d["dmg"] += _int(n)
                        d["dx"], d["dcond"] = (1, ids, int(bool(e.get("sum")))), (C_CONTROL, ids)
                elif when is None and n == "X" and not x:
                    lost = True         # an X the card's cost does not pay ("X is the number of ...")
                elif when is None:
                    d["dmg"] = -1 if n == "X" else d["dmg"] + _int(n)
                    d["xmax"] = _int(e.get("max"))
                    d["dall"] |= int(e.get("to") == "all")
                    d["dcond"] = cond
                else:
                    lost = True
            elif do == "draw":
                if when == "turn_start":
                    if cond is None:
                        d["tdraw"] += _int(e.get("n", 0))
                    else:
                        lost = True
                elif when is None and "per" in e:
                    if e["per"] not in _PER_SRC or cond is not None or d["drx"] is not None:
                        lost = True
                    else:
                        d["drx"] = _self_per(e, cards, hero)
                elif when is None:
                    d["draw"] += _int(e.get("n", 0))
                    d["upto"] = _int(e.get("upto"))
                    d["dcnd"] = cond
                elif when == "attack" and cond is None and kind == ALLY:
                    d["adraw"] += _int(e.get("n", 0))
                else:
                    lost = True
            elif do == "discard":
                d["discard"] += _int(e.get("n", 0))
            elif do == "extra_resource":
                d["extra"] += _int(e.get("n", 1))
            elif do == "extra_placement":
                d["place"] += _int(e.get("n", 1))
            elif do == "ready_resource":
                d["ready"] += _int(e.get("n", 1))
            elif do == "atk_bonus":
                to = _TO.get(e.get("to", "any"), TO_ANY)
                if to != TO_SELF and "per" in e:
                    if e["per"] not in _PER_SRC or cond is not None or to not in (TO_HERO, TO_ANY, TO_ALLY) \
                            or d["bx"] is not None or d["hx"] is not None:
                        lost = True
                    elif e.get("until") == "turn":
                        d["bn"], d["bt"], d["bx"] = _int(e.get("n")), to, _self_per(e, cards, hero)
                    elif to == TO_HERO:
                        d["hx"] = _self_per(e, cards, hero)
                    else:
                        lost = True
                    continue
                if kind == ALLY and e.get("until") == "turn" and "pay" not in e and "when" not in e:
                    # an ally's "when this ally enters play, ... +N ATK this turn" (with its condition); its own
                    # bonus counts only if it attacks this turn
                    if to == TO_WEAPON or d["etb"] is not None:
                        lost = True
                    elif to == TO_SELF:
                        d["etb"] = (_int(e.get("n")), TO_ALLY, frozenset({idx}), cond)
                    else:
                        d["etb"] = (_int(e.get("n")), to, _mask(e, cards), cond)
                elif kind == ALLY and e.get("until") == "turn" and "when" in e and to != TO_SELF:
                    lost = True          # "when this ally attacks, allies ... this turn": not played
                elif to == TO_SELF and "per" in e:
                    if cond is not None or d["sper"] is not None or e["per"] not in _PER_SRC or kind != ALLY:
                        lost = True
                    else:
                        d["sper"] = _self_per(e, cards, hero)
                elif to == TO_SELF:
                    if cond is None or cond[0] in (C_CONTROL, C_GRAVE, C_HERO_DEALT, C_ALLIES, C_OPP_DMG):
                        d["sb"] = (_int(e.get("n")), cond)
                    else:
                        lost = True
                elif to == TO_HERO and e.get("until") == "ongoing" and cond is not None and cond[0] == C_CONTROL \
                        and d["hcond"] is None:
                    d["hcond"] = (_int(e.get("n")), cond)      # "your hero has Assault 2 while you control a Form"
                elif cond is not None:
                    lost = True
                    continue
                elif to == TO_WEAPON and "tag" in e:
                    tg = str(e["tag"])
                    ids = frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON and (
                        any(x.startswith(("2H", "Two-Handed")) for x in card.tags) if tg == "Two-Handed" else
                        any(x.startswith(tg) for x in card.tags) if tg in ("Melee", "Ranged") else matches(card, {"tag": tg})))
                    if e.get("until") != "ongoing" or d["wb"] is not None:
                        lost = True
                    else:
                        d["wb"] = (_int(e.get("n")), ids)
                elif e.get("until") == "ongoing":
                    d["on"], d["ot"], d["om"] = _int(e.get("n")), to, _mask(e, cards, idx)
                else:
                    d["bn"], d["bt"], d["bm"] = _int(e.get("n")), to, _mask(e, cards)
            elif do == "assault":
                if cond is None:
                    d["assault"] += _int(e.get("n", 0))
                else:
                    lost = True
            elif do == "ferocity":
                if e.get("to") == "ally":
                    if cond is None:
                        d["gf"] = 1
                    else:
                        lost = True
                elif e.get("to") == "allies":
                    if e.get("until") == "turn":
                        lost = True          # "allies have Ferocity this turn": not played (it needs the turn's plays)
                    elif cond is None:
                        d["af"], d["fm"] = 1, _mask(e, cards, idx)
                    else:
                        lost = True
                elif cond is None:
                    d["fero"] = 1
                else:
                    d["fcond"] = cond
            elif do == "haste":
                d["haste"] = _int(e.get("n"))
            elif do == "cant_attack":
                if e.get("unless") == "atk":       # "can't attack unless you control another ally with 6 or more ATK"
                    d["cant"], d["cantu"] = 1, frozenset(i for i, card in enumerate(cards)
                                                         if card_kind(card) == ALLY and _int(card.atk) >= _int(e.get("n")))
                elif e.get("to") == "all":
                    d["call"] = 1
                elif e.get("to") is None:
                    d["cant"] = 1
                else:
                    lost = True
            elif do == "hand_size":
                d["hplus"] += _int(e.get("n"))
            elif do == "prep":
                d["prep"] = 1
            elif do == "cost_less" and e.get("what") == "next":
                if cond is None and "per" not in e:
                    d["nless"] += _int(e.get("n"))
                else:
                    lost = True
            elif do == "cost_less" and e.get("what") == "self":
                per = _self_per(e, cards, hero) if "per" in e else None      # "1 less for each Monster you control"
                if per is not None and (e["per"] != "ally" or cond is not None):
                    lost = True
                else:
                    d["selfless"] = (d["selfless"] or ()) + ((_int(e.get("n")), cond) + ((per,) if per else ()),)
            elif do == "cost_less":
                what = e.get("what")
                if what == "power" and d["act"] is not None and e.get("per") == "ally":
                    d["act"][4], d["act"][5] = _int(e.get("n")), _mask(e, cards)
                elif what == "strike":
                    kd = e.get("kind")     # "strike with them": your Melee / Ranged weapons only
                    d["less"].append((WEAPON + 10, _int(e.get("n")), int(e.get("until") == "turn"), _int(e.get("min")),
                                      frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON
                                                and any(x.startswith(kd) for x in card.tags)) if kd else None))
                elif what in LESS_WHAT and "per" not in e and (e.get("until") != "turn" or _mask(e, cards) is None):
                    d["less"].append((LESS_WHAT[what], _int(e.get("n")), int(e.get("until") == "turn"),
                                      _int(e.get("min")), _mask(e, cards)))
                else:
                    lost = True
            elif do == "token":
                key = _token_key(e)
                if key in tokens and cond is None:
                    d["token"] = (_int(e.get("n", 1)), tokens[key], int(when == "turn_start"))
                else:
                    lost = True
            elif do == "attach":
                d["att"] = {"ally": ATT_ALLY, "hero": ATT_HERO, "any": ATT_ALLY, "weapon": ATT_WEAPON}.get(
                    e.get("to"), ATT_NONE)
                d["am"] = _mask(e, cards)
                d["acond"] = cond[0] if cond else C_NONE
            elif do == "dual_wield":
                d["dual"] |= W_RANGED if e.get("kind") == "ranged" else W_MELEE
            elif do in ("dig", "tutor") and when is None and cond is None:
                d["dig"] = (_int(e.get("n")) if do == "dig" else 0,
                            frozenset(i for i, card in enumerate(cards) if matches(card, _kind_filter(e))))
                d["rev"] = int(bool(e.get("reveal")))
            elif do == "tutor" and when == "attack" and cond is None and kind == ALLY:
                d["adig"] = frozenset(i for i, card in enumerate(cards) if matches(card, _kind_filter(e)))
            elif do == "regrow" and cond is None and d["regrow"] is None:
                mx = _int(e.get("max")) if "max" in e else 99
                d["regrow"] = (frozenset(i for i, card in enumerate(cards) if matches(card, _kind_filter(e))
                                         and base_cost(card.cost)[0] <= mx), int(e.get("to") == "play"),
                               int(bool(e.get("max_res"))))
                if any(k in e for k in ("n", "combined", "names", "attach")) or e.get("to") == "top":
                    d["rgx"] = (_int(e.get("n")) or 1, int(e.get("to") == "top"), int(bool(e.get("combined"))),
                                int(bool(e.get("names"))), int(bool(e.get("attach"))))
                d["needs"] = int(kind == QUEST or kind == ABILITY and (e.get("to") == "top" or any(
                    k in e for k in ("n", "combined", "names", "attach", "tag", "faction", "class"))))
            elif do == "sacrifice" and cond is None:
                filt = {k: e[k] for k in GROUP_KEYS if k in e}
                kinds = ("ally", "ability", "equipment") if e.get("what", "card") == "card" else (e["what"],)
                d["sac"] = frozenset(i for i, card in enumerate(cards) if any(matches(card, {"type": k, **filt}) for k in kinds))
            elif do == "grave_cost" and cond is None:
                d["gcost"] = frozenset(i for i, card in enumerate(cards) if matches(card, {"type": e.get("what", "card")}))
            elif do == "enters_exhausted":
                d["late"] = 1
            elif do in ("echo", "rift", "eternal") and cond is None and (kind == ABILITY or do == "rift"):
                d[do] = 1
            elif do in ("echo", "rift", "eternal"):
                lost = True         # an ally's Eternal (it leaves play rarely, and then to the graveyard)
            elif do == "dmg_boost":
                if cond is not None or d["boost"] is not None or "until" in e:
                    lost = True
                else:
                    bits = 0
                    for ty in str(e.get("types", "")).split():
                        bits |= DAMAGE_BITS.get(ty, 0)
                    d["boost"] = (_int(e.get("n")), _BOOST_WHO.get(e.get("who"), B_ANY),
                                  _BOOST_SCOPE.get(e.get("scope"), S_ALL), bits)
            elif do == "powers_now":
                d["now"] = int(kind == ALLY)
            elif do == "shuffle_back":
                d["shuffle"] = 1
            elif do == "scry" and when is None and cond is None:
                d["scry"] = _int(e.get("n"))
            elif do in ("dig", "tutor", "regrow", "scry"):
                lost = True
            elif do == "quest":
                d["qp"] = _int(e.get("pay", 0))
                d["qcond"] = cond
        if any(t.startswith(("Mount", )) or "Totem" in t for t in tags):
            d["cant"] = 1
        if d["rsl"]:
            if d["rdy"] is not None and d["rdy"][0] == R_STRIKE:
                d["rdy"] = d["rdy"] + (d["rsl"],)     # the weapon readied this way strikes again for that much less
            else:
                lost = True
        if d["hpc"]:
            hp_ok = frozenset(i for i, card in enumerate(cards) if card_kind(card) == ALLY and _int(card.health) > d["hpc"])
            if d["bt"] == TO_ALLY and d["bn"]:
                d["bm"] = hp_ok if d["bm"] is None else d["bm"] & hp_ok
            elif d["att"] == ATT_ALLY:
                d["am"] = hp_ok if d["am"] is None else d["am"] & hp_ok
            elif d["etb"] is not None and d["etb"][1] == TO_ALLY:     # an ally's "as it enters, target ally has ..."
                n_e, to_e, m_e, c_e = d["etb"]
                d["etb"] = (n_e, to_e, hp_ok if m_e is None else m_e & hp_ok, c_e)
            else:
                lost = True
        if d["att"] == ATT_HERO and d["ot"] == TO_ATTACHED and d["on"] > 0 and not d["dot"] and d["acond"] == C_NONE \
                and kind == ABILITY and not (d["dmg"] or d["draw"] or d["boost"]):
            d["att"] = ATT_ALLY      # "attach to target hero or ally" whose only effect is the attached one's bonus: your ally
        if d["att"] == ATT_ALLY and d["ot"] in (TO_ALLY, TO_ANY):
            d["ot"] = TO_ATTACHED
        act = tuple(d["act"]) if d["act"] is not None else None
        if kind == ABILITY and d["bn"] and d["bx"] is None and d["etb"] is None and (
                d["on"] > 0 or d["hx"] is not None or d["wb"] is not None):
            # an ability that stays in play: its "this turn" part counts in the combat of the turn it enters
            d["etb"], d["bn"] = (d["bn"], d["bt"], d["bm"], None), 0
        stays = int(kind == ABILITY and (d["on"] > 0 or d["hx"] is not None or d["hcond"] is not None or d["wb"] is not None or d["dot"] > 0 or d["af"] or act is not None or d["boost"] is not None
                                          or d["hplus"] > 0 or d["tcopy"] == 2
                                          # it draws or makes tokens at the start of each of your turns
                                          or d["tdraw"] > 0 or (d["token"] is not None and d["token"][2] == 1)
                                          or (d["att"] != ATT_NONE and bool(d["on"] or d["dot"]))
                                          or (bool(d["less"]) and not any(l[2] for l in d["less"]))))
        less_now = bool(d["less"]) and any(l[2] for l in d["less"])
        if d["cantal"] and (value_of_any := d["dmg"] or d["draw"] or d["bn"] or d["token"] or stays):
            lost = bool(value_of_any)     # played for its other effects, it would stop your allies too: not modelled
        if kind == ALLY:
            value = int(not d["call"])      # an ally that stops your own attacks is only a resource
        elif kind == WEAPON:
            value = 1
        elif kind == ABILITY:
            value = int(bool(d["dmg"] or d["dx"] or d["drx"] or d["draw"] or d["upto"] or d["dig"] or d["regrow"] or d["bn"] or d["gf"] or d["extra"] or d["ready"] or stays
                             or d["rdy"] or d["nless"] or d["portal"] is not None or d["tcopy"] or d["dbl"]
                             or d["token"] or less_now))
        elif kind == GEAR:
            value = int(bool(d["dmg"] or d["dx"] or d["drx"] or d["hx"] or d["draw"] or d["on"] or d["dot"] or d["af"] or act or d["extra"] or d["boost"]
                             or d["less"] or d["token"]))
        else:
            value = 0
        lim = []
        for tag, n in tag_limits(c):
            tid = tag_ids.setdefault(tag, len(tag_ids))
            lim.append((tid, n))
        dtype = 0
        for t in c.deals:
            dtype |= DAMAGE_BITS.get(t, 0)
        if kind in (WEAPON, ALLY) and c.damage:
            dtype |= DAMAGE_BITS.get(c.damage, 0)
        cc.kind.append(kind)
        cc.cost.append(cost)
        cc.xcost.append(int(x))
        cc.atk.append(_int(c.atk))
        cc.health.append(_int(c.health) or 1)
        cc.strike.append(_int(c.strike_cost))
        cc.wtype.append((W_RANGED if any(t.startswith("Ranged") for t in tags) else W_MELEE) if kind == WEAPON else 0)
        cc.two_hand.append(int(any(t.startswith(("2H", "Two-Handed")) for t in tags)))
        cc.unique.append(int("Unique" in tags))
        cc.limits.append(tuple(lim))
        cc.dtype.append(dtype)
        cc.less.append(tuple(d["less"]))
        rewarded = d["draw"] or d["upto"] or d["dig"] or d["scry"] or d["regrow"] or d["shuffle"] or d["dmg"] > 0 or d["bn"] or d["token"] or d["extra"]
        cc.quest_pay.append(d["qp"] if kind == QUEST and rewarded else -1)
        cc.act.append(act)
        cc.own_less.append(int(bool(d["prep"] or d["selfless"] or d["rift"])))
        cc.race.append(STANDARD_RACES.index(c.race) if c.race in STANDARD_RACES else -1)
        cc.stays.append(stays)
        cc.value.append(value if idx < ndeck else 1)
        cc.early.append(int(kind in EARLY_TYPES and cost <= early_cost and value and not (
            d["rdy"] or d["needs"] or d["nless"] or d["tcopy"] & 1 or d["dbl"] or d["sac"] is not None or d["gcost"] is not None)))
        cc.modelled.append(not lost and not any(e["do"] == "unmodelled" for e in effects))
        cc.verdict.append(UNMODELLED if not cc.modelled[-1] else PLAYED if any(
            e["do"] not in _MARKERS for e in effects) else NO_BEARING)
        for attr, key in _FROM_EFFECTS:      # the facts taken as derived, one list each
            getattr(cc, attr).append(d[key])
    cc.tags = sorted(tag_ids, key=tag_ids.get)
    cc.xtra = [int(a is not None or b is not None) for a, b in zip(cc.sac, cc.grave_cost)]
    cc.any_ready = any(r is not None for r in cc.readies) or any(cc.dbl)
    cc.needs = [int(bool(r is not None or g or x or tc & 1 or (dp is not None and not dr and k == ABILITY)))
                for r, g, x, tc, dp, dr, k in zip(cc.readies, cc.needs, cc.xtra, cc.tcopy, cc.draw_per, cc.draw, cc.kind)]
    cc.any_warp = any(cc.warp)
    cc.any_dotx = any(x is not None for x in cc.dotx)
    cc.any_dig = any(x is not None for x in cc.atk_dig)
    cc.any_on_ready = any(cc.ready_draw) or any(cc.ready_dmg)
    for i, p in enumerate(cc.portal):
        if p is not None and not p and not cc.any_warp and cc.kind[i] == ABILITY and not (
                cc.dmg[i] or cc.draw[i] or cc.token[i] or cc.bonus_n[i] or cc.stays[i]):
            cc.value[i] = 0              # a Portal with no Demon to find (and no Warp card to reveal) does nothing
    if hero is not None:
        for e in flat_effects(hero.effects):
            if e["do"] == "dual_wield":
                cc.hero_dual |= W_RANGED if e.get("kind") == "ranged" else W_MELEE
            elif ("flip" in e or "once" in e) and "cond" not in e and "per" not in e and "plus" not in e \
                    and cc.hero_power is None:
                cc.hero_power = _hero_power(e, cards)
    _scans(cc)
    return cc


def _hero_power(e: dict, cards: list[Card]) -> tuple | None:
    """A hero's flip (or once per game) power as (pay, ACT_*, n, card ids it works on): damage, draw, +n ATK to
    your weapons of a kind this turn (Elendril), a card of a kind back from your graveyard (Sen'zir)."""
    pay, do = int(e.get("pay", 0)), e["do"]
    if do in ("damage", "draw") and isinstance(e.get("n"), int):
        return (pay, _ACT[do], int(e["n"]), None)
    if do == "atk_bonus" and e.get("to") == "weapon" and e.get("until") == "turn" and isinstance(e.get("n"), int):
        tag = e.get("tag")
        return (pay, ACT_ATK, e["n"], frozenset(i for i, c in enumerate(cards) if card_kind(c) == WEAPON and (
            tag is None or any(t.startswith(tag) for t in c.tags))))
    if do == "regrow" and "to" not in e:
        return (pay, ACT_REGROW, 1, frozenset(i for i, c in enumerate(cards) if matches(c, _kind_filter(e))))
    return None


def _scans(cc: Compiled) -> None:
    """The per-card tests each turn's scans make that depend on the card alone, and whether any card passes."""
    n = len(cc.kind)
    cc.quest_use = [int(bool(cc.draw[q] or cc.draw_upto[q] or cc.dig[q] is not None or cc.scry[q]
                             or cc.regrow[q] is not None or cc.shuffle[q] or cc.dmg[q] > 0 or cc.token[q] is not None
                             or cc.extra_res[q]) and not cc.bonus_n[q]) for q in range(n)]
    cc.bonus_abil = [int(bool(cc.bonus_n[c]) and cc.kind[c] == ABILITY) for c in range(n)]
    cc.burner = [int((cc.dmg[c] > 0 or cc.dmg_x[c] is not None) and cc.kind[c] == ABILITY and not cc.stays[c])
                 for c in range(n)]
    cc.can_die = [int(bool(cc.unique[c] or cc.limits[c] or cc.kind[c] == WEAPON or cc.attach[c] == ATT_ALLY
                           or cc.needs[c])) for c in range(n)]
    cc.post = [0 if not cc.value[c] or cc.kind[c] in (QUEST, OTHER) else 1 if cc.kind[c] != ABILITY or (
        cc.stays[c] or cc.token[c] is not None or cc.draw[c] or cc.draw_per[c] is not None or cc.portal[c] is not None)
        else 2 if cc.tcopy[c] & 1 or cc.regrow[c] is not None else 0 for c in range(n)]
    cc.any_bonus = any(cc.bonus_n)
    cc.any_burn = any(cc.burner)
    cc.any_xdmg = any(d == -1 for d in cc.dmg)
    cc.any_gear = any(k == GEAR and not v for k, v in zip(cc.kind, cc.value))
    cc.top_cost = max((cc.cost[c] for c in range(cc.ndeck) if cc.value[c] and cc.kind[c] in EARLY_TYPES), default=0)


def compile_deck(cards: list[Card], early_cost: int = 3, hero: Card | None = None) -> tuple[Compiled, list[int]]:
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
    return compile_cards(distinct, early_cost, hero), deck
