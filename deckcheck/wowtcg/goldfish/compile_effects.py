"""A card's effects records read into what the engine plays: one `CardFacts` per card.

`read_card` reads the card's flat actions (`flat_effects`: one mapping per action, with its ability's
trigger, cost and condition folded in) one by one. An action goes to the first reader that takes it:

1. a reader of its family for the forms that decide the action whatever its cost or trigger (`_FIRST`:
   Warp, token copies, "double the ATK", "+n more ATK", "+N/-M", "n more damage", readying what attacked,
   the cost reductions another action of the card uses, "put cards back");
2. an activated power: the action has a resource cost (`pay`), see `_activated`;
3. a trigger on your other cards entering play or being played (`_watched`), or an ally's trigger as it
   readies (`_on_ready`);
4. the reader of its family for the plain forms (`_PLAIN`); an action no reader knows gives nothing.

Each reader fills the `CardFacts` fields it names and returns True when the engine leaves the action out
(the card is then reported unmodelled); a `_FIRST` reader returns None for an action that is none of its
forms. `_settle` then works out what depends on several actions of the card.

Conditions become what the engine checks: a group filter (faction, class, tag) the set of card ids it
matches (`None`: every ally), a `cond` a small tuple. An action whose condition the engine can't evaluate
gives nothing (never the unconditional effect).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import (
    ABILITY, ACT_ATK, ACT_DAMAGE, ACT_DRAW, ACT_FERO, ACT_HERO_AGAIN, ACT_NEXT_LESS, ACT_READY, ACT_REGROW,
    ACT_TOKEN, ALLY, ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON, B_ALLIES, B_ANY, B_HERO, B_PARTY, C_ABIL_DEALT,
    C_ALLIES, C_ALLY_HIT, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_HERO_HIT, C_NEVER, C_NONE, C_OPP_DMG, C_PLAYED,
    EARLY_TYPES, EV_ENTERS, EV_PLAY, GEAR, GROUP_KEYS, LESS_WHAT, P_ALLY, P_GRAVE, P_HAND, P_PERM, P_QUEST,
    P_RES, QUEST, R_ALLIES, R_ALLY, R_HERO, R_STRIKE, S_ABILITY, S_ALL, S_COMBAT, S_NONCOMBAT, S_WEAPON,
    TO_ALLIES, TO_ALLY, TO_ANY, TO_ATTACHED, TO_HERO, TO_PARTY, TO_SELF, TO_WEAPON, WEAPON, base_cost,
    card_kind, damage_bits, int_or_0, matches)
from deckcheck.wowtcg.model import Card

_TO = {"hero": TO_HERO, "ally": TO_ALLY, "any": TO_ANY, "allies": TO_ALLIES, "weapon": TO_WEAPON,
       "self": TO_SELF, "attached": TO_ATTACHED, "party": TO_PARTY}
_ACT = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "atk_bonus": ACT_ATK, "ready_resource": ACT_READY,
        "token": ACT_TOKEN, "ferocity": ACT_FERO}
_BOOST_WHO = {"hero": B_HERO, "party": B_PARTY, "allies": B_ALLIES, "any": B_ANY}
_BOOST_SCOPE = {"non-combat": S_NONCOMBAT, "combat": S_COMBAT, "ability": S_ABILITY, "weapon": S_WEAPON}
_PER_SRC = {"ally": P_ALLY, "equipment": P_PERM, "resource": P_RES, "hand": P_HAND, "grave": P_GRAVE, "quest": P_QUEST}
_ATTACH_TO = {"ally": ATT_ALLY, "hero": ATT_HERO, "any": ATT_ALLY, "weapon": ATT_WEAPON}
#: A card's text for the engine: actions it plays, text with no bearing on a passive opponent (or no text), or
#: text it does not model (the record says so, or the engine can't play an action of it)
PLAYED, NO_BEARING, UNMODELLED = VERDICTS = ("played", "no bearing", "unmodelled")
_MARKERS = ("unmodelled", "quest", "sacrifice", "grave_cost")     # flat effects that are no action of their own
_WORKING = {"working": True}       # a CardFacts field that is no Compiled list (a note for `_settle`)


@dataclass
class CardFacts:
    """Everything `Compiled` holds about one card. Each field is the `Compiled` list of the same name (see
    there for what it means), except the working notes marked `_WORKING`."""
    # printed facts (compile._printed)
    kind: int = 0
    cost: int = 0
    xcost: int = 0
    atk: int = 0
    health: int = 0
    strike: int = 0
    wtype: int = 0
    two_hand: int = 0
    unique: int = 0
    limits: tuple = ()
    dtype: int = 0
    race: int = -1
    # damage
    dmg: int = 0
    dmg_all: int = 0
    dmg_cond: tuple | None = None
    xmax: int = 0
    dmg_x: tuple | None = None
    dmore: tuple | None = None
    dot: int = 0
    dotx: tuple | None = None
    atk_dmg: int = 0
    ready_dmg: int = 0
    boost: tuple | None = None
    # cards: draws, searches, the graveyard
    draw: int = 0
    draw_cond: tuple | None = None
    draw_per: tuple | None = None
    draw_upto: int = 0
    turn_draw: int = 0
    atk_draw: int = 0
    ready_draw: int = 0
    discard: int = 0
    put_back: int = 0
    hand_plus: int = 0
    dig: tuple | None = None
    dig_rev: int = 0
    atk_dig: frozenset | None = None
    scry: int = 0
    regrow: tuple | None = None
    regrow_x: tuple | None = None
    shuffle: int = 0
    # resources
    extra_res: int = 0
    extra_place: int = 0
    ready_res: int = 0
    # ATK and attacking
    bonus_n: int = 0
    bonus_to: int = 0
    bonus_mask: frozenset | None = None
    bonus_per: tuple | None = None
    bmore: tuple | None = None
    dbl: int = 0
    ong_n: int = 0
    ong_to: int = 0
    ong_mask: frozenset | None = None
    hero_per: tuple | None = None
    hero_cond: tuple | None = None
    wbonus: tuple | None = None
    self_bonus: tuple | None = None
    self_per: tuple | None = None
    etb_bonus: tuple | None = None
    assault: int = 0
    ferocity: int = 0
    fero_cond: tuple | None = None
    grant_fero: int = 0
    all_fero: int = 0
    fero_mask: frozenset | None = None
    cant_attack: int = 0
    cant_unless: frozenset | None = None
    cant_all: int = 0
    readies: tuple | None = None
    again: tuple | None = None
    # tokens
    token: tuple | None = None
    tmore: tuple | None = None
    tper: int = 0
    tcopy: int = 0
    # attachments
    attach: int = ATT_NONE
    attach_mask: frozenset | None = None
    attach_cond: int = C_NONE
    amore: tuple | None = None
    # quests
    quest_pay: int = -1
    quest_cond: tuple | None = None
    # powers and triggers
    act: list | tuple | None = None      # a list while read (a cost reduction may change it), then a tuple
    powers_now: int = 0
    watch: tuple | None = None
    # costs
    less: list | tuple = field(default_factory=list)     # a list while read, then a tuple
    next_less: int = 0
    selfless: tuple | None = None
    haste: int = 0
    prep: int = 0
    rift: int = 0
    own_less: int = 0
    sac: frozenset | None = None
    grave_cost: frozenset | None = None
    # keywords
    echo: int = 0
    eternal: int = 0
    warp: int = 0
    portal: frozenset | None = None
    late: int = 0
    # what the engine makes of the card (`_settle`)
    needs: int = 0
    stays: int = 0
    value: int = 0
    early: int = 0
    modelled: bool = True
    verdict: str = NO_BEARING
    # working notes
    hp_cost: int = field(default=0, metadata=_WORKING)        # "+N/-M": the ally needs more than M health
    restrike_less: int = field(default=0, metadata=_WORKING)  # the weapon readied strikes again for n less
    stops_own: int = field(default=0, metadata=_WORKING)      # "your allies can't attack"
    flip_power: bool = field(default=False, metadata=_WORKING)  # a flip or once-per-game power was read


@dataclass(frozen=True)
class Source:
    """The card being read, and what its actions are read against."""
    card: Card
    idx: int                        # its card id
    kind: int                       # card_kind
    cost: int                       # the fixed part of its cost
    has_x: bool                     # its cost has an X
    cards: list[Card]               # the card of each card id (the deck's distinct cards, then the tokens)
    tokens: dict[tuple, int]        # token_key -> the token's card id
    hero: Card | None
    ndeck: int                      # ids >= ndeck are tokens
    early_cost: int                 # the mulligan policy's early cost


# -- filters, counts and conditions as the engine checks them --------------------------------------------

def token_key(e: dict) -> tuple:
    """A token's identity: ATK, health, Ferocity, race ("Undead Ghoul": Ghouls you control count it)."""
    return int_or_0(e.get("atk")), int_or_0(e.get("health")), int_or_0(e.get("ferocity")), e.get("race", "")


def _group(e: dict) -> dict:
    """The action's group filter: its faction, class, tag and icon keys."""
    return {k: e[k] for k in GROUP_KEYS if k in e}


def group_mask(e: dict, cards: list[Card], me: int = -1) -> frozenset | None:
    """The card ids a group effect reaches (None: every ally); "other" allies leave out the card
    itself (and its other copies, which share its id: the engine errs low)."""
    if not any(k in e for k in GROUP_KEYS + ("type", "other", "cost_min", "cost_max")):
        return None
    return frozenset(i for i, card in enumerate(cards) if matches(card, e) and not (e.get("other") and i == me))


def kind_filter(e: dict) -> dict:
    """What a search or a regrowth takes: its card type ("what") and its race, class or faction."""
    return {"type": e.get("what", "card"), **_group(e)}


def _ids(cards: list[Card], filt: dict) -> frozenset:
    """The ids of the cards that pass the filter `filt` (see `matches`)."""
    return frozenset(i for i, card in enumerate(cards) if matches(card, filt))


def weapon_ids(cards: list[Card], prefix: str | None) -> frozenset:
    """The ids of the weapons with a tag starting with `prefix` ("Melee", "Ranged"; None: every weapon)."""
    return frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON
                     and (prefix is None or any(t.startswith(prefix) for t in card.tags)))


def effect_cond(e: dict, cards: list[Card]) -> tuple | None:
    """A `cond` as the engine checks it; None when unconditional; (C_NEVER,) when not evaluable."""
    c = e.get("cond")
    if c is None:
        return None
    if c == "control":
        return (C_CONTROL, _ids(cards, e))
    if c == "hero_dealt":
        return (C_HERO_DEALT, damage_bits(str(e.get("types", "")).split()))
    if c == "in_graveyard":
        if "type" in e:
            ids = _ids(cards, {"type": e["type"]})
        else:
            ids = frozenset(i for i, card in enumerate(cards) if card.name == e.get("name"))
        return (C_GRAVE, ids)      # no such card in the deck: never met
    if c == "hero_hit":
        return (C_HERO_HIT,)
    if c == "ally_hit":
        return (C_ALLY_HIT,)
    if c == "allies":
        return (C_ALLIES, int_or_0(e.get("count")), group_mask(_group(e), cards))
    if c == "played":
        return (C_PLAYED, 1)            # you played another ability this turn
    if c == "abil_dealt":
        # your hero dealt damage of these types with an ability this turn
        return (C_ABIL_DEALT, damage_bits(str(e.get("types", "")).split()))
    if c == "opp_damaged":
        return (C_OPP_DMG, max(1, int_or_0(e.get("count"))))     # the opposing hero has that much damage
    if c == "undamaged":
        # the card itself has no damage: nothing damages your cards in a goldfish game but your own damage to
        # each hero and ally (then the engine does not follow which is damaged: never met)
        sweeps = any(x["do"] == "damage" and x.get("to") == "all" for card in cards for x in flat_effects(card.effects))
        return (C_NEVER,) if sweeps else None
    return (C_NEVER,)


def _cond_for(e: dict, cond: tuple | None, src: Source) -> tuple | None:
    """The condition as it stands with this card and hero: a count of allies with the card itself added when
    it matches and your hero taken off when it does ("N or more other Monster heroes and/or allies"), and a
    condition your hero meets dropped ("if you control another Mage hero or ally": your Mage hero)."""
    if cond is not None and cond[0] == C_ALLIES:
        filt = _group(e)
        need = cond[1] + int(bool(e.get("other")) and matches(src.card, filt))
        need -= int(bool(e.get("hero")) and src.hero is not None and matches(src.hero, filt))
        return None if need <= 0 else (C_ALLIES, need, cond[2])
    if cond is not None and e.get("hero") and src.hero is not None and matches(src.hero, e):
        return None
    return cond


def per_count(e: dict, cards: list[Card], hero: Card | None) -> tuple:
    """A count ("for each ...") as the engine evaluates it: (n, P_*, ids counted or None for all,
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
    return (int_or_0(e.get("n")), src, ids, int(bool(e.get("other"))), add)


def watch_trigger(e: dict, cards: list[Card], me: int, tokens: dict | None = None) -> tuple | None:
    """A trigger on your other cards as the engine plays it: (EV_*, ids that trigger it, itself: the card
    entering counts, damage n to the opposing hero, (n, TO_*, mask, None) ATK this turn or None, (n, token id)
    tokens put into play or None); None when its token would trigger it again (a loop)."""
    if e["when"] == "enters":
        filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon")}
        ids = group_mask({"type": "ally", **filt}, cards)
        ev = EV_ENTERS
    else:
        kinds = str(e.get("on_type", "card")).split()
        ids = frozenset(i for i, card in enumerate(cards) if any(matches(card, {"type": k}) for k in kinds))
        ev = EV_PLAY
    if e["do"] == "damage":
        return (ev, ids, int(bool(e.get("self"))), int_or_0(e.get("n")), None, None)
    if e["do"] == "token":
        tid = (tokens or {}).get(token_key(e), -1)
        if tid < 0 or tid in ids:
            return None
        return (ev, ids, int(bool(e.get("self"))), 0, None, (int_or_0(e.get("n", 1)), tid))
    to = _TO.get(e.get("to", "any"), TO_ANY)
    n = int_or_0(e.get("n"))
    bonus = (n, TO_ALLY, frozenset({me}), None) if to == TO_SELF else (n, to, group_mask(e, cards), None)
    return (ev, ids, int(bool(e.get("self"))), 0, bonus, None)


def hero_power(e: dict, cards: list[Card]) -> tuple | None:
    """A hero's flip (or once per game) power as (pay, ACT_*, n, card ids it works on): damage, draw, +n ATK to
    your weapons of a kind this turn (Elendril), a card of a kind back from your graveyard (Sen'zir)."""
    pay, do = int(e.get("pay", 0)), e["do"]
    if do in ("damage", "draw") and isinstance(e.get("n"), int):
        return (pay, _ACT[do], int(e["n"]), None)
    if do == "atk_bonus" and e.get("to") == "weapon" and e.get("until") == "turn" and isinstance(e.get("n"), int):
        return (pay, ACT_ATK, e["n"], weapon_ids(cards, e.get("tag")))
    if do == "regrow" and "to" not in e:
        return (pay, ACT_REGROW, 1, _ids(cards, kind_filter(e)))
    return None


# -- reading a card ---------------------------------------------------------------------------------------

def read_card(src: Source) -> CardFacts:
    """The facts of the card's actions and what the engine makes of them (every field but the printed ones)."""
    f = CardFacts()
    effects = flat_effects(src.card.effects)
    lost = False        # an action the engine does not play: the card is reported unmodelled
    for e in effects:
        lost |= _read_action(f, e, src)
    lost |= _settle(f, src)
    f.modelled = not lost and not any(e["do"] == "unmodelled" for e in effects)
    f.verdict = UNMODELLED if not f.modelled else PLAYED if any(e["do"] not in _MARKERS for e in effects) else NO_BEARING
    return f


def _read_action(f: CardFacts, e: dict, src: Source) -> bool:
    """Read one action into `f` (see the module's docstring for the order of the readers); True: left out."""
    do = e["do"]
    cond = effect_cond(e, src.cards)
    if _counted_power(e, src.kind):
        return True
    cond = _cond_for(e, cond, src)
    first = _FIRST.get(do)
    if first is not None and (taken := first(f, e, cond, src)) is not None:
        return taken
    if "pay" in e and do != "quest":
        return _activated(f, e, cond, src)
    when = e.get("when")
    if when in ("enters", "play"):
        return _watched(f, e, cond, src)
    if when == "readies" and do in ("damage", "draw") and src.kind == ALLY and cond is None:
        return _on_ready(f, e)
    plain = _PLAIN.get(do)
    return plain(f, e, cond, src) if plain is not None else False


def _counted_power(e: dict, kind: int) -> bool:
    """A count ("for each", other than an ATK bonus to the card itself) or a weapon's ATK added ("plus") in a
    power, a trigger or a permanent's one-shot ATK bonus: not played."""
    counted = "per" in e and (e["do"] in ("damage", "draw") or e.get("to") != "self") or "plus" in e
    return counted and bool("pay" in e or e.get("when")
                            or (e["do"] == "atk_bonus" and kind != ABILITY and e.get("until") == "turn"))


# -- the readers of the generic forms: activated powers and triggers ---------------------------------------

def _activated(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """An action with a resource cost (`pay`): damage, draw, ATK, readying a resource, a token, Ferocity, or
    "your next card costs n less" as the card's activated power. Fills `act` (pay, exhaust, ACT_*, n,
    less_per, less_mask, exhaust_hero, TO_*): one power per card. A flip or once-per-game power of a card is
    not played (only a hero's is: `hero_power`); a second one leaves the card unmodelled."""
    do = e["do"]
    ak = ACT_NEXT_LESS if do == "cost_less" and e.get("what") == "next" else _ACT.get(do)
    n = e.get("n", 0)
    if ak == ACT_NEXT_LESS and (src.kind == ALLY or not e.get("exhaust") or e.get("pay")):
        return True          # an ally's (it attacks instead), or one paid for: not played
    if ak is None or cond is not None or not isinstance(n, int) or "when" in e or e.get("to") in ("all", "heroes"):
        return True
    if ak == ACT_TOKEN:
        n = src.tokens.get(token_key(e), -1)
        if n < 0:
            return True
    if ak == ACT_ATK and (e.get("to") not in ("self", "ally", "any", "hero", None)
                          or e.get("to") == "self" and src.kind != ALLY or any(k in e for k in GROUP_KEYS)):
        return True         # (a bonus to a group, to a kind of ally, or to the card itself if no ally)
    if e.get("flip") or e.get("once"):
        second = f.flip_power and src.idx < src.ndeck
        f.flip_power = True
        return second
    if f.act is not None:
        return True          # one activated power per card
    # (an "exhaust your hero" cost is once a turn too: an exhausted hero can't pay it again)
    f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ak, n, 0, None, int(e.get("exhaust_hero", 0)),
             _TO.get(e.get("to", "any"), TO_ANY)]
    return False


def _watched(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """An ally's trigger on your other cards ("when an ally enters play under your control", "when you play
    an ability"): damage, ATK this turn or tokens. Fills `watch` (one per card, `watch_trigger`)."""
    if f.watch is not None or cond is not None or src.kind != ALLY:
        return True
    f.watch = watch_trigger(e, src.cards, src.idx, src.tokens)
    return f.watch is None


def _on_ready(f: CardFacts, e: dict) -> bool:
    """An ally's "when this ally readies" damage or draw. Fills `ready_dmg`, `ready_draw`."""
    if e["do"] == "damage":
        f.ready_dmg += int_or_0(e.get("n"))
    else:
        f.ready_draw += int_or_0(e.get("n"))
    return False


# -- damage -------------------------------------------------------------------------------------------------

def _more_damage(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
    """`damage` with `more` ("..., or M instead if ..."): the M - n more, as the card resolves (`dmore`) or at
    the start of your turn (`dotx`), each (n, cond)."""
    if not e.get("more"):
        return None
    if e.get("when") == "turn_start" and f.dotx is None and cond is not None and cond[0] != C_NEVER \
            and "pay" not in e:
        f.dotx = (int_or_0(e.get("n")), cond)
        return False
    if f.dmore is None and cond is not None and cond[0] != C_NEVER and not e.get("when") and "pay" not in e:
        f.dmore = (int_or_0(e.get("n")), cond)
        return False
    return True


def _damage(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`damage` to the opposing hero: at the start of your turns (`dot`), when the ally attacks (`atk_dmg`),
    per card counted (`dmg_x` (0, count)), plus a weapon's ATK (`dmg_x` (1, weapon ids, sum), `dmg_cond`), or
    n / X as the card resolves (`dmg`: -1 for X, `xmax`, `dmg_all`: your allies too, `dmg_cond`)."""
    n, when = e.get("n", 0), e.get("when")
    if when == "turn_start":
        if cond is not None and cond[0] != C_HERO_HIT:
            return True
        f.dot += int_or_0(n) * (2 if e.get("each_turn") else 1)   # the opponent's turn too
        return False
    if when == "attack":
        if cond is not None:
            return True
        f.atk_dmg += int_or_0(n)
        return False
    if when is not None:
        return True
    if "per" in e:
        if e["per"] not in _PER_SRC or cond is not None or f.dmg_x is not None:
            return True
        f.dmg_x = (0, per_count(e, src.cards, src.hero))
        return False
    if e.get("plus") == "weapon":
        if cond is not None or f.dmg_x is not None:
            return True
        ids = group_mask({"type": "weapon", **({"tag": e["tag"]} if "tag" in e else {})}, src.cards)
        f.dmg += int_or_0(n)
        f.dmg_x, f.dmg_cond = (1, ids, int(bool(e.get("sum")))), (C_CONTROL, ids)
        return False
    if n == "X" and not src.has_x:
        return True         # an X the card's cost does not pay ("X is the number of ...")
    f.dmg = -1 if n == "X" else f.dmg + int_or_0(n)
    f.xmax = int_or_0(e.get("max"))
    f.dmg_all |= int(e.get("to") == "all")
    f.dmg_cond = cond
    return False


def _dmg_boost(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`dmg_boost` (ongoing "+n damage" to damage of yours): `boost` (n, B_* whose, S_* which, type bits)."""
    if cond is not None or f.boost is not None or "until" in e:
        return True
    f.boost = (int_or_0(e.get("n")), _BOOST_WHO.get(e.get("who"), B_ANY), _BOOST_SCOPE.get(e.get("scope"), S_ALL),
               damage_bits(str(e.get("types", "")).split()))
    return False


# -- cards: draws, searches, the graveyard -------------------------------------------------------------------

def _draw(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`draw`: at the start of your turns (`turn_draw`), per card counted (`draw_per`), as the card resolves
    (`draw`, `draw_upto`: until the hand holds that many, `draw_cond`), or when the ally attacks (`atk_draw`)."""
    when = e.get("when")
    if when == "turn_start":
        if cond is not None:
            return True
        f.turn_draw += int_or_0(e.get("n", 0))
    elif when is None and "per" in e:
        if e["per"] not in _PER_SRC or cond is not None or f.draw_per is not None:
            return True
        f.draw_per = per_count(e, src.cards, src.hero)
    elif when is None:
        f.draw += int_or_0(e.get("n", 0))
        f.draw_upto = int_or_0(e.get("upto"))
        f.draw_cond = cond
    elif when == "attack" and cond is None and src.kind == ALLY:
        f.atk_draw += int_or_0(e.get("n", 0))
    else:
        return True
    return False


def _hand(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`discard` (after the card's draws), `hand_size` (maximum hand size +n while in play): `discard`,
    `hand_plus`."""
    if e["do"] == "discard":
        f.discard += int_or_0(e.get("n", 0))
    else:
        f.hand_plus += int_or_0(e.get("n"))
    return False


def _put_back(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`put_back`: after its draws, n cards from your hand on top of your deck (`put_back`)."""
    f.put_back += int_or_0(e.get("n"))
    return False


def _search(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`dig` (the top n cards) and `tutor` (the whole deck) for a card of a kind as the card resolves (`dig`
    (n, ids), `dig_rev`: the cards are revealed), or `tutor` each time the ally attacks (`atk_dig`)."""
    when = e.get("when")
    if when is None and cond is None:
        f.dig = (int_or_0(e.get("n")) if e["do"] == "dig" else 0, _ids(src.cards, kind_filter(e)))
        f.dig_rev = int(bool(e.get("reveal")))
        return False
    if e["do"] == "tutor" and when == "attack" and cond is None and src.kind == ALLY:
        f.atk_dig = _ids(src.cards, kind_filter(e))
        return False
    return True


def _scry(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`scry` n as the card resolves: `scry`."""
    if e.get("when") is not None or cond is not None:
        return True
    f.scry = int_or_0(e.get("n"))
    return False


def _regrow(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`regrow`: a card of a kind from your graveyard to your hand, into play or on top of your deck.
    Fills `regrow` (ids, to play, cost <= your resources), `regrow_x` (several cards or their options) and
    `needs` (a quest's, or an ability's with a target to find: of use only with one in the graveyard)."""
    if cond is not None or f.regrow is not None:
        return True
    mx = int_or_0(e.get("max")) if "max" in e else 99
    f.regrow = (frozenset(i for i, card in enumerate(src.cards) if matches(card, kind_filter(e))
                          and base_cost(card.cost)[0] <= mx), int(e.get("to") == "play"), int(bool(e.get("max_res"))))
    options = ("n", "combined", "names", "attach")
    if any(k in e for k in options) or e.get("to") == "top":
        f.regrow_x = (int_or_0(e.get("n")) or 1, int(e.get("to") == "top"), int(bool(e.get("combined"))),
                      int(bool(e.get("names"))), int(bool(e.get("attach"))))
    f.needs = int(src.kind == QUEST or src.kind == ABILITY and (e.get("to") == "top" or any(
        k in e for k in options + ("tag", "faction", "class"))))
    return False


def _shuffle_back(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`shuffle_back` (your graveyard into your deck): `shuffle`."""
    f.shuffle = 1
    return False


# -- resources ----------------------------------------------------------------------------------------------

def _resources(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`extra_resource`, `extra_placement`, `ready_resource` (n, default 1): `extra_res`, `extra_place`,
    `ready_res`."""
    n = int_or_0(e.get("n", 1))
    if e["do"] == "extra_resource":
        f.extra_res += n
    elif e["do"] == "extra_placement":
        f.extra_place += n
    else:
        f.ready_res += n
    return False


# -- ATK and attacking ----------------------------------------------------------------------------------------

def _atk_bonus_first(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
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
        filt = _group(e)
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


def _atk_bonus(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`atk_bonus` n to (hero, ally, any, allies, weapon, self, attached, party) until (turn, ongoing): this
    turn (`bonus_n`, `bonus_to`, `bonus_mask`), while in play (`ong_n`, `ong_to`, `ong_mask`), to your hero
    while a condition holds (`hero_cond`), to your weapons of a kind (`wbonus`), and the forms read by
    `_atk_counted`, `_ally_enters_bonus` and `_self_bonus`."""
    to = _TO.get(e.get("to", "any"), TO_ANY)
    if to != TO_SELF and "per" in e:
        return _atk_counted(f, e, cond, src, to)
    if src.kind == ALLY and e.get("until") == "turn" and "pay" not in e and "when" not in e:
        return _ally_enters_bonus(f, e, cond, src, to)
    if src.kind == ALLY and e.get("until") == "turn" and "when" in e and to != TO_SELF:
        return True          # "when this ally attacks, allies ... this turn": not played
    if to == TO_SELF:
        return _self_bonus(f, e, cond, src)
    if to == TO_HERO and e.get("until") == "ongoing" and cond is not None and cond[0] == C_CONTROL \
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


def _atk_counted(f: CardFacts, e: dict, cond, src: Source, to: int) -> bool:
    """"+n ATK for each ..." to your hero or an ally: this turn (`bonus_n`, `bonus_to` and the count in
    `bonus_per`) or your hero's while the card is in play (`hero_per`)."""
    if e["per"] not in _PER_SRC or cond is not None or to not in (TO_HERO, TO_ANY, TO_ALLY) \
            or f.bonus_per is not None or f.hero_per is not None:
        return True
    if e.get("until") == "turn":
        f.bonus_n, f.bonus_to, f.bonus_per = int_or_0(e.get("n")), to, per_count(e, src.cards, src.hero)
        return False
    if to == TO_HERO:
        f.hero_per = per_count(e, src.cards, src.hero)
        return False
    return True


def _ally_enters_bonus(f: CardFacts, e: dict, cond, src: Source, to: int) -> bool:
    """An ally's "when this ally enters play, ... +N ATK this turn" (with its condition): `etb_bonus` (n, TO_*,
    mask, cond); its own bonus counts only if it attacks this turn."""
    if to == TO_WEAPON or f.etb_bonus is not None:
        return True
    if to == TO_SELF:
        f.etb_bonus = (int_or_0(e.get("n")), TO_ALLY, frozenset({src.idx}), cond)
    else:
        f.etb_bonus = (int_or_0(e.get("n")), to, group_mask(e, src.cards), cond)
    return False


def _self_bonus(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """The card's own "+n ATK" for each card counted (an ally's: `self_per`) or while a condition holds
    (`self_bonus` (n, cond))."""
    if "per" in e:
        if cond is not None or f.self_per is not None or e["per"] not in _PER_SRC or src.kind != ALLY:
            return True
        f.self_per = per_count(e, src.cards, src.hero)
        return False
    if cond is None or cond[0] in (C_CONTROL, C_GRAVE, C_HERO_DEALT, C_ALLIES, C_OPP_DMG):
        f.self_bonus = (int_or_0(e.get("n")), cond)
        return False
    return True


def _assault(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`assault` n (printed Assault: +n ATK while attacking): `assault`."""
    if cond is not None:
        return True
    f.assault += int_or_0(e.get("n", 0))
    return False


def _ferocity(f: CardFacts, e: dict, cond, src: Source) -> bool:
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


def _stops_own(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
    """`cant_attack` to your allies: the goldfish never plays it for that (`stops_own`, see `_settle`)."""
    if e.get("to") != "allies":
        return None
    f.stops_own = 1
    return False


def _cant_attack(f: CardFacts, e: dict, cond, src: Source) -> bool:
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


def _ready(f: CardFacts, e: dict, cond, src: Source) -> bool:
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
    if cond is not None or e.get("flip") or e.get("once"):
        return True
    own = to == "self" and src.kind == ALLY
    if own and "pay" in e and e.get("when") == "attack":
        f.again = (int(e["pay"]), 1)       # "the first time it attacks each turn, you may pay 1": once
    elif own and "pay" in e and not e.get("exhaust"):
        f.again = (int(e["pay"]), 0)
    elif own and e.get("when") == "attack":
        f.again = (-1, 0)          # once a turn, free
    elif to == "hero" and "pay" in e and f.act is None:
        f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ACT_HERO_AGAIN, 0, 0, None, 0, TO_HERO]
    else:
        return True
    return False


# -- tokens -------------------------------------------------------------------------------------------------

def _token_copy(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
    """`token` with `copy`: a token copy of your best ally (`tcopy` 1), of each token ally at the start of
    your turns (an ability staying in play: 2), or of each token ally now (3)."""
    if "copy" not in e or cond is not None or "pay" in e:
        return None
    if e["copy"] == "ally" and not e.get("when"):
        f.tcopy = 1
    elif e["copy"] == "tokens" and e.get("when") == "turn_start" and src.kind == ABILITY:
        f.tcopy = 2
    elif e["copy"] == "tokens" and not e.get("when"):
        f.tcopy = 3
    else:
        return True
    return False


def _token(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`token`: n ally tokens as the card resolves or at the start of your turns (`token` (n, token id, at turn
    start)), one for each resource you control (`tper`), or n more if a condition holds (`tmore` (n, cond))."""
    key = token_key(e)
    if (e.get("more") or e.get("per") == "resource") and "pay" not in e and not e.get("when"):
        if e.get("more") and cond is not None and cond[0] != C_NEVER and f.tmore is None:
            f.tmore = (int_or_0(e.get("n")), cond)
        elif e.get("per") == "resource" and cond is None and key in src.tokens and f.token is None:
            f.token, f.tper = (int_or_0(e.get("n", 1)), src.tokens[key], 0), 1
        else:
            return True
        return False
    if key not in src.tokens or cond is not None:
        return True
    f.token = (int_or_0(e.get("n", 1)), src.tokens[key], int(e.get("when") == "turn_start"))
    return False


# -- attachments and quests ------------------------------------------------------------------------------------

def _attach(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`attach` to an ally, a hero or a weapon: `attach` (ATT_*), `attach_mask`, `attach_cond` (C_*)."""
    f.attach = _ATTACH_TO.get(e.get("to"), ATT_NONE)
    f.attach_mask = group_mask(e, src.cards)
    f.attach_cond = cond[0] if cond else C_NONE
    return False


def _quest(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`quest`: the resources paid to complete it and its condition (`quest_pay`, `quest_cond`)."""
    f.quest_pay = int_or_0(e.get("pay", 0))
    f.quest_cond = cond
    return False


# -- costs ----------------------------------------------------------------------------------------------------

def _cost_less_first(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
    """`cost_less` forms read whatever the cost or trigger: "strikes again for n less" (`restrike_less`, see
    `_settle`), "your next card costs X less, X the highest cost among the cards you control" (`next_less`
    -1)."""
    if e.get("what") == "restrike":
        f.restrike_less = int_or_0(e.get("n"))   # it needs the card's "ready your hero and a weapon"
        return False
    if e.get("what") == "next" and e.get("x") == "highest":
        if cond is not None or "pay" in e or f.next_less:
            return True
        f.next_less = -1
        return False
    return None


def _cost_less(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`cost_less`: your next card this turn (`next_less`), the card itself (`selfless` ((n, cond[, count]),
    ...)), the card's activated power for each ally (`act`'s less_per and less_mask), your weapons' strike
    cost, or the cards of a kind (`less` (what, n, this turn only, min, ids))."""
    what = e.get("what")
    if what == "next":
        if cond is not None or "per" in e:
            return True
        f.next_less += int_or_0(e.get("n"))
    elif what == "self":
        per = per_count(e, src.cards, src.hero) if "per" in e else None      # "1 less for each Monster you control"
        if per is not None and (e["per"] != "ally" or cond is not None):
            return True
        f.selfless = (f.selfless or ()) + ((int_or_0(e.get("n")), cond) + ((per,) if per else ()),)
    elif what == "power" and f.act is not None and e.get("per") == "ally":
        f.act[4], f.act[5] = int_or_0(e.get("n")), group_mask(e, src.cards)
    elif what == "strike":
        kd = e.get("kind")     # "strike with them": your Melee / Ranged weapons only
        f.less.append((WEAPON + 10, int_or_0(e.get("n")), int(e.get("until") == "turn"), int_or_0(e.get("min")),
                       weapon_ids(src.cards, kd) if kd else None))
    elif what in LESS_WHAT and "per" not in e and (e.get("until") != "turn" or group_mask(e, src.cards) is None):
        f.less.append((LESS_WHAT[what], int_or_0(e.get("n")), int(e.get("until") == "turn"),
                       int_or_0(e.get("min")), group_mask(e, src.cards)))
    else:
        return True
    return False


def _cost_keyword(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`haste` n (`haste`), `prep` (Preparation: free on your first turn, `prep`)."""
    if e["do"] == "haste":
        f.haste = int_or_0(e.get("n"))
    else:
        f.prep = 1
    return False


def _additional_cost(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """An additional cost to play the card: `sacrifice` (destroy one of these you control, `sac`) or
    `grave_cost` (remove one of these in your graveyard, `grave_cost`); with a condition, not read."""
    if cond is not None:
        return False
    if e["do"] == "sacrifice":
        filt = _group(e)
        kinds = ("ally", "ability", "equipment") if e.get("what", "card") == "card" else (e["what"],)
        f.sac = frozenset(i for i, card in enumerate(src.cards) if any(matches(card, {"type": k, **filt}) for k in kinds))
    else:
        f.grave_cost = _ids(src.cards, {"type": e.get("what", "card")})
    return False


# -- keywords -------------------------------------------------------------------------------------------------

def _warp(f: CardFacts, e: dict, cond, src: Source) -> bool | None:
    """`warp` (played free when your own effect reveals it): `warp`."""
    if cond is not None:
        return None
    f.warp = 1
    return False


def _portal(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`portal`: the Demon allies with a lower cost it can put into play (`portal`)."""
    if cond is None and "pay" not in e and not e.get("when"):
        f.portal = frozenset(i for i, card in enumerate(src.cards) if card_kind(card) == ALLY
                             and matches(card, {"tag": "Demon"}) and base_cost(card.cost)[0] < src.cost)
    return False


def _echo_rift_eternal(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`echo`, `eternal` (an ability's) and `rift`: the field of that name. An ally's Eternal is not read (it
    leaves play rarely, and then to the graveyard)."""
    if cond is None and (src.kind == ABILITY or e["do"] == "rift"):
        setattr(f, e["do"], 1)
        return False
    return True


def _enters_exhausted(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`enters_exhausted` (its [Exhaust] power waits a turn): `late`."""
    f.late = 1
    return False


def _powers_now(f: CardFacts, e: dict, cond, src: Source) -> bool:
    """`powers_now` (an ally's [Exhaust] powers the turn it enters): `powers_now`."""
    f.powers_now = int(src.kind == ALLY)
    return False


#: Readers of the forms that decide an action whatever its cost or trigger, by action (None: not one of them).
_FIRST = {
    "warp": _warp, "token": _token_copy, "atk_bonus": _atk_bonus_first, "cant_attack": _stops_own,
    "put_back": _put_back, "cost_less": _cost_less_first, "damage": _more_damage, "ready": _ready,
}
#: Readers of the plain forms, by action. (A card's `dual_wield` is not read: only its hero's, see compile.)
_PLAIN = {
    "damage": _damage, "dmg_boost": _dmg_boost,
    "draw": _draw, "discard": _hand, "hand_size": _hand, "dig": _search, "tutor": _search, "scry": _scry,
    "regrow": _regrow, "shuffle_back": _shuffle_back,
    "extra_resource": _resources, "extra_placement": _resources, "ready_resource": _resources,
    "atk_bonus": _atk_bonus, "assault": _assault, "ferocity": _ferocity, "cant_attack": _cant_attack,
    "token": _token, "attach": _attach, "quest": _quest,
    "cost_less": _cost_less, "haste": _cost_keyword, "prep": _cost_keyword,
    "sacrifice": _additional_cost, "grave_cost": _additional_cost,
    "portal": _portal, "echo": _echo_rift_eternal, "rift": _echo_rift_eternal, "eternal": _echo_rift_eternal,
    "enters_exhausted": _enters_exhausted, "powers_now": _powers_now,
}


# -- what several actions add up to ---------------------------------------------------------------------------

def _settle(f: CardFacts, src: Source) -> bool:
    """The facts that depend on several actions of the card (the order matters), then whether it `stays` in
    play, its `value` to the engine, and the card-alone facts read from them; True: some action left out."""
    tags = src.card.tags
    if any(t.startswith(("Mount", )) or "Totem" in t for t in tags):
        f.cant_attack = 1
    lost = _settle_targets(f, src)
    if f.act is not None:
        f.act = tuple(f.act)
    if src.kind == ABILITY and f.bonus_n and f.bonus_per is None and f.etb_bonus is None and (
            f.ong_n > 0 or f.hero_per is not None or f.wbonus is not None):
        # an ability that stays in play: its "this turn" part counts in the combat of the turn it enters
        f.etb_bonus, f.bonus_n = (f.bonus_n, f.bonus_to, f.bonus_mask, None), 0
    f.stays = _stays(f, src)
    if f.stops_own and (f.dmg or f.draw or f.bonus_n or f.token or f.stays):
        lost = True     # played for its other effects, it would stop your allies too: not modelled
    value = _value(f, src)
    f.value = value if src.idx < src.ndeck else 1       # a token is always worth playing
    f.less = tuple(f.less)
    rewarded = f.draw or f.draw_upto or f.dig or f.scry or f.regrow or f.shuffle or f.dmg > 0 or f.bonus_n \
        or f.token or f.extra_res
    if not (src.kind == QUEST and rewarded):
        f.quest_pay = -1
    f.own_less = int(bool(f.prep or f.selfless or f.rift))
    f.early = int(src.kind in EARLY_TYPES and src.cost <= src.early_cost and value and not (
        f.readies or f.needs or f.next_less or f.tcopy & 1 or f.dbl or f.sac is not None or f.grave_cost is not None))
    return lost


def _settle_targets(f: CardFacts, src: Source) -> bool:
    """A weapon readied to strike again for less (`restrike_less` into `readies`), an ally's health needed
    ("+N/-M": `hp_cost` into the mask of its target), and what an attachment goes to; True: not played."""
    lost = False
    if f.restrike_less:
        if f.readies is not None and f.readies[0] == R_STRIKE:
            f.readies = f.readies + (f.restrike_less,)     # the weapon readied this way strikes again for that much less
        else:
            lost = True
    if f.hp_cost:
        hp_ok = frozenset(i for i, card in enumerate(src.cards)
                          if card_kind(card) == ALLY and int_or_0(card.health) > f.hp_cost)
        if f.bonus_to == TO_ALLY and f.bonus_n:
            f.bonus_mask = hp_ok if f.bonus_mask is None else f.bonus_mask & hp_ok
        elif f.attach == ATT_ALLY:
            f.attach_mask = hp_ok if f.attach_mask is None else f.attach_mask & hp_ok
        elif f.etb_bonus is not None and f.etb_bonus[1] == TO_ALLY:     # an ally's "as it enters, target ally has ..."
            n_e, to_e, m_e, c_e = f.etb_bonus
            f.etb_bonus = (n_e, to_e, hp_ok if m_e is None else m_e & hp_ok, c_e)
        else:
            lost = True
    if f.attach == ATT_HERO and f.ong_to == TO_ATTACHED and f.ong_n > 0 and not f.dot and f.attach_cond == C_NONE \
            and src.kind == ABILITY and not (f.dmg or f.draw or f.boost):
        f.attach = ATT_ALLY      # "attach to target hero or ally" whose only effect is the attached one's bonus: your ally
    if f.attach == ATT_ALLY and f.ong_to in (TO_ALLY, TO_ANY):
        f.ong_to = TO_ATTACHED
    return lost


def _stays(f: CardFacts, src: Source) -> int:
    """1: an ability that stays in play (ongoing): an ongoing bonus, damage, power or cost reduction, or it
    draws or makes tokens at the start of each of your turns."""
    return int(src.kind == ABILITY and (
        f.ong_n > 0 or f.hero_per is not None or f.hero_cond is not None or f.wbonus is not None or f.dot > 0
        or f.all_fero or f.act is not None or f.boost is not None or f.hand_plus > 0 or f.tcopy == 2
        or f.turn_draw > 0 or (f.token is not None and f.token[2] == 1)
        or (f.attach != ATT_NONE and bool(f.ong_n or f.dot))
        or (bool(f.less) and not any(entry[2] for entry in f.less))))


def _value(f: CardFacts, src: Source) -> int:
    """1: the engine has a use in playing the card (a weapon always; an ally unless it stops your own attacks;
    an ability or gear with an effect the engine plays)."""
    if src.kind == ALLY:
        return int(not f.cant_all)      # an ally that stops your own attacks is only a resource
    if src.kind == WEAPON:
        return 1
    if src.kind == ABILITY:
        less_now = bool(f.less) and any(entry[2] for entry in f.less)
        return int(bool(f.dmg or f.dmg_x or f.draw_per or f.draw or f.draw_upto or f.dig or f.regrow or f.bonus_n
                        or f.grant_fero or f.extra_res or f.ready_res or f.stays or f.readies or f.next_less
                        or f.portal is not None or f.tcopy or f.dbl or f.token or less_now))
    if src.kind == GEAR:
        return int(bool(f.dmg or f.dmg_x or f.draw_per or f.hero_per or f.draw or f.ong_n or f.dot or f.all_fero
                        or f.act or f.extra_res or f.boost or f.less or f.token))
    return 0
