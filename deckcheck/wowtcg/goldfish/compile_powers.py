"""Readers of the activated powers family (issue 23, powers; engine: `taps.py`): an [Exhaust] power giving an ally
Ferocity this turn ("[Exhaust] -> Target Pet has Ferocity this turn", on an ally or on a card in play), and a power
whose cost exhausts other cards you control ("1, [Exhaust], Exhaust two allies in your party -> Draw a card",
"Exhaust a Draenei in your party -> ... deals 1 nature damage to target opposing hero").

Both fill `tap` (one per card), a tuple whose first item says its form:

- (TP_FERO, pay, exhaust, ids of the allies it reaches or None): Ferocity this turn on one ally that entered this
  turn (`taps.ferocity`, in combat);
- (TP_COST, pay, exhaust, ACT_*, n, ids of the cards it may exhaust, how many, the card itself one of them 0/1,
  n is the exhausted card's ATK 0/1): damage to the opposing hero, draws or a token after combat
  (`taps.after_combat`), exhausting allies of yours that did not attack and have nothing else to do;
- (TP_PUMP, pay, exhaust, n, to your hero 0/1, ids, how many, once a turn 0/1): +n ATK this turn to the ally itself
  (once it attacked) or to your hero, in combat, exhausting allies that do not attack this turn (`taps.in_combat`);
- (TP_AGAIN, pay, 0, 0, 0, ids, how many, 1): "Exhaust a hero or ally in your party -> Ready Jae'va. Use only once per
  turn": the ally attacks again, once a turn;
- (TP_SEARCH, pay, exhaust, S_*, ids, n, ids exhausted or None, how many): an [Exhaust] power searching your deck
  (a card into your hand, or an ally into play), taking one of the top n cards, the nth card, the top card if it has
  the name the engine names (the one of most copies in your deck), a card back from your graveyard, a card from
  your hand (an ally into play, any card into your resource row exhausted), the top card into your resource row if
  it is of a kind; or "1 -> look at the top card of your deck, you may put it into your graveyard" (repeatable:
  a card of no use goes, another stays on top and ends it); after combat (`taps.after_combat`), used only when
  there is a card to take; an ally with it stays out of combat (`taps.hold`) when its attack is worth less than a
  card (below 3);
- (TP_BOOST, pay, once a turn 0/1, n, B_*, ids of the allies it reaches or None, your hero one of them, ids it may
  discard or None, health it takes): +n ATK this turn to an attacking ally of yours (of a group; one with more health
  left than it takes), to your hero when it attacks and passes the filter, or to a weapon your hero struck with, in
  combat once the attacks are known (`taps.boosts`): once a turn ([Exhaust], "once per turn"), or as often as it can
  be paid (a card discarded: one the engine has no use for), keeping the cheapest burner in hand affordable;
- (TP_GRANT, pay, 1, ACT_DAMAGE / ACT_DRAW, n, ids): an ally's "<group> allies in your party have '[Exhaust] -> ...'":
  each such ally of yours (the card itself when of the group) has the power: after combat, by those in play since
  your turn began that did not attack (`taps.after_combat`); one stays out of combat (`taps.hold`) when the damage
  is more than its attack, or when it has no ATK;
- (TP_READY, pay, 1, condition or None): a permanent's "[Exhaust] -> Ready target hero or ally" (while the condition
  holds): in combat, the ally of yours whose attack hit hardest readies and attacks again (`taps.in_combat`).

Not read (the card stays unmodelled): a condition, a trigger, a count, a second such power, a power beside
another of the card's powers, any other action.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ALLY, C_NEVER, GROUP_KEYS, int_or_0,
                                             matches)
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, group_mask, kind_filter, token_key

TP_FERO, TP_COST, TP_PUMP, TP_AGAIN, TP_SEARCH, TP_BOOST, TP_GRANT, TP_READY = 1, 2, 3, 4, 5, 6, 7, 8
TP_WEAKEN = 9         # (TP_WEAKEN, pay, exhaust, n, ids it may discard or None): "-n health this turn" (weaken.py)
WK_ATTACK, WK_PLACE = 1, 2      # `weak_trig` (WK_*, n): an ally's "-n health this turn" as it attacks / on a face-up
#                                 resource placed (weaken.py)
#: who a TP_BOOST power's +n ATK goes to
B_ALLY, B_ANY, B_WEAPON, B_HERO = range(4)
#: what a TP_SEARCH power does: search your deck (into your hand / into play), the top n (into your hand), a card
#: from your graveyard into your hand
S_HAND, S_PLAY, S_DIG, S_GRAVE, S_NAME, S_NTH, S_KEEP, S_RES_HAND, S_RES_TOP, S_HAND_PLAY = range(10)
SEARCHES = ("tutor", "dig", "regrow", "scry", "extra_resource", "from_hand")
_COST_KINDS = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "token": ACT_TOKEN}
#: cost words a power of this family can't carry beside its own
_OTHER_COSTS = ("exhaust_hero", "flip", "once", "turn", "uncount", "destroy", "remove", "hurt", "discard", "when",
                "per", "plus", "more")


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """Read `e` if it is one of this family's forms; None: not one of them (or one this family does not take: the
    other readers decide, as before it), True: one the engine does not play (a `tap` or `grant` cost no other reader
    knows), False: read into `f.tap`."""
    if e["do"] in SEARCHES and "pay" in e and (e.get("exhaust") or "tap" in e or e["do"] == "scry"):
        return _taken(_search(f, e, cond, src), "tap" in e)
    if "grant" in e:
        return _grant(f, e, cond, src)
    if e["do"] == "hp_less" and e.get("until") == "turn" and "pay" in e:
        return _weaken(f, e, cond, src)
    if e["do"] == "hp_less" and e.get("until") == "turn" and e.get("when") in ("attack", "place"):
        return _weaken_trig(f, e, cond, src)
    if e["do"] == "damage" and "pay" in e and e.get("exhaust") and src.kind == ALLY and "per" in e:
        return _counted_damage(f, e, cond, src)
    if e["do"] == "ready_resource" and "pay" in e and e.get("exhaust") and src.kind != ALLY:
        return _taken(_res_power(f, e, cond, src))
    if e["do"] in ("damage", "draw") and "pay" in e and f.act is not None and f.tap is None and cond is None \
            and not e.get("exhaust") and not any(k in e for k in _OTHER_COSTS) and e.get("to") in (None, "any") \
            and isinstance(e["pay"], int) and e["pay"] > 0 and isinstance(e.get("n"), int) and e["n"] > 0:
        # a second power, "5 -> Swayze deals 5 ranged damage to target opposing hero" beside "[Exhaust] -> Ready another
        # target card": a cost exhausting no card (TP_COST with none to exhaust), as often as paid after combat
        f.tap = (TP_COST, e["pay"], 0, _COST_KINDS[e["do"]], e["n"], frozenset(), 0, 0, 0)
        return False
    if e["do"] == "ready" and e.get("to") == "any" and e.get("exhaust") and "pay" in e and src.kind != ALLY:
        return _taken(_ready(f, e, cond, src))
    if "tap" in e:
        return _tap_cost(f, e, cond, src)
    if e["do"] == "atk_bonus" and "pay" in e and e.get("until") == "turn" and (
            e.get("to") in ("ally", "any", "weapon") and ("discard" in e or "hp" in e or e.get("to") == "weapon"
                                                        or any(k in e for k in GROUP_KEYS))
            or e.get("to") == "hero" and e.get("turn") and src.kind == ALLY and not e.get("exhaust")):
        return _taken(_boost(f, e, cond, src))
    if e["do"] == "ferocity" and e.get("exhaust") and "pay" in e and e.get("to") == "ally":
        return _taken(_fero(f, e, cond, src))
    return None


def _taken(left_out: bool, ours: bool = False) -> bool | None:
    """A reader's answer as `first`'s: False (read) stays; a form left out is the other readers' (None), unless its
    cost is one only this family knows (`ours`: True, unmodelled)."""
    return False if not left_out else (True if ours else None)


def _search(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "[Exhaust] -> Search your deck for a Human ally card and put it into play", "... a card and put it into
    hand", "Reveal the top three cards ...: put a revealed Arena card into hand", "Put target ally card from your
    graveyard into your hand", "[Exhaust], Exhaust two allies in your party -> Search your deck for an ally card and
    put it into play": (TP_SEARCH, pay, exhaust, S_*, ids it takes, n looked at, ids it exhausts or None, how many)."""
    do, pay = e["do"], e["pay"]
    if cond is not None or f.tap is not None or not isinstance(pay, int) or any(k in e for k in _OTHER_COSTS) \
            or any(k in e for k in ("max", "names", "attach", "combined", "own")):
        return True
    mode = _search_mode(e)
    if mode is None or (not e.get("exhaust")) != (mode == S_KEEP):
        return True         # (only "1 -> look at the top card ..." is used without [Exhaust], as often as paid)
    if mode == S_PLAY and e.get("what") != "ally":
        return True
    tap = e.get("tap")
    if tap is not None and (tap.get("what", "ally") != "ally" or tap.get("self")):
        return True
    tids = card_ids(src.cards, {"type": "ally", **{k: tap[k] for k in GROUP_KEYS if k in tap}}) if tap else None
    ids = card_ids(src.cards, kind_filter(e))
    if e.get("location"):       # ("if it's a quest or location")
        ids |= frozenset(i for i, card in enumerate(src.cards) if card.type == "Location")
    f.tap = (TP_SEARCH, pay, int(e.get("exhaust", 0)), mode, ids,
             int_or_0(e.get("n")) if do == "dig" else 0, tids, int_or_0(tap.get("n", 1)) or 1 if tap else 0)
    return False


def _search_mode(e: dict) -> int | None:
    """The S_* of a search power's action; None: a form not played."""
    do, n = e["do"], int_or_0(e.get("n", 1))
    if do == "tutor":
        return S_PLAY if e.get("to") == "play" else S_HAND
    if do == "regrow":
        return None if "to" in e or n != 1 or e.get("max_res") else S_GRAVE
    if do == "dig":
        if e.get("named"):
            return S_NAME if n == 1 and e.get("what", "card") == "card" else None
        if e.get("nth"):
            return S_NTH if n > 1 and e.get("what", "card") == "card" else None
        return S_DIG if n else None
    if do == "scry":
        return S_KEEP if e.get("to") == "grave" and n == 1 else None
    if do == "extra_resource":
        if n != 1 or not e.get("exhausted"):
            return None
        return S_RES_HAND if e.get("from") == "hand" else S_RES_TOP if "what" in e else None
    return S_HAND_PLAY if e.get("what") == "ally" and e.get("max_res") else None


def _boost(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """The forms the plain reader of powers leaves out (a group, a discard, -n health, a weapon, an ally's once a turn to
    your hero; "[Exhaust] -> target hero or ally has +2 ATK this turn" stays `act`'s): "1, [Exhaust] -> Target Druid
    you control has Assault 1 this turn", "On your turn, 1 [Exhaust] -> Target ally has
    +1 / -1 this turn", "2, Discard a card -> Target ally has +2 ATK this turn", "1 -> Target weapon you control has +1
    ATK this turn", "[Exhaust] -> Another target Monster ally you control has Assault 2 this turn", an ally's "Once per
    turn: 2 -> Your hero has Assault 2 this turn": (TP_BOOST, pay, once (1 [Exhaust], 2 once a turn), n, B_*, ids of the allies it reaches or None, your hero one of them 0/1, ids it may discard or None,
    health it takes or 0)."""
    n, to, pay = e.get("n"), e["to"], e["pay"]
    if cond is not None or f.tap is not None or not isinstance(n, int) or n <= 0 or not isinstance(pay, int) \
            or any(k in e for k in _OTHER_COSTS if k not in ("discard", "turn")) or "targets" in e or "minus" in e \
            or to == "weapon" and (any(k in e for k in GROUP_KEYS) or "hp" in e) or to == "any" and "hp" in e:
        return True
    filt = {k: e[k] for k in GROUP_KEYS if k in e}
    mask = group_mask({**filt, **({"other": 1} if e.get("other") else {})}, src.cards, src.idx)
    hero = int(to == "any" and src.hero is not None and matches(src.hero, filt))
    disc = None
    if "discard" in e:
        d = e["discard"]
        disc = card_ids(src.cards, {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})})
    once = 1 if e.get("exhaust") else 2 if e.get("turn") else 0     # (2: once a turn without exhausting)
    f.tap = (TP_BOOST, pay, once, n, {"ally": B_ALLY, "any": B_ANY, "weapon": B_WEAPON, "hero": B_HERO}[to], mask,
             hero, disc, int_or_0(e.get("hp")))
    return False


def _grant(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "Arena allies in your party have '[Exhaust] -> This ally deals 3 fire damage to target hero.'", "Arcane allies
    in your party have '[Exhaust] -> Draw a card.'": (TP_GRANT, pay, 1, ACT_*, n, ids of the allies that have it)."""
    ak, n, pay = _COST_KINDS.get(e["do"]), e.get("n"), e.get("pay", 0)
    if ak not in (ACT_DAMAGE, ACT_DRAW) or cond is not None or f.tap is not None or not e.get("exhaust") \
            or not isinstance(n, int) or n <= 0 or not isinstance(pay, int) or any(k in e for k in _OTHER_COSTS) \
            or e.get("to") not in (None, "any") or "tap" in e or src.kind != ALLY:
        return True
    gr = e["grant"]
    f.tap = (TP_GRANT, pay, 1, ak, n, card_ids(src.cards, {"type": "ally", **{k: gr[k] for k in GROUP_KEYS if k in gr}}))
    return False


def _ready(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A permanent's "[pay], [Exhaust] -> Ready target hero or ally" (under a condition checked as it is used: "While
    you control five or more allies"): (TP_READY, pay, 1, condition or None)."""
    if f.tap is not None or not isinstance(e["pay"], int) or any(k in e for k in _OTHER_COSTS) \
            or any(k in e for k in GROUP_KEYS + ("weapons", "kind", "when")) or cond is not None and cond[0] == C_NEVER:
        return True
    f.tap = (TP_READY, e["pay"], 1, cond)
    return False


def _fero(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "[pay], [Exhaust] -> Target (Worgen) ally has Ferocity this turn": (TP_FERO, pay, 1, mask)."""
    if cond is not None or f.tap is not None or any(k in e for k in _OTHER_COSTS) or not isinstance(e["pay"], int):
        return True
    f.tap = (TP_FERO, e["pay"], 1, group_mask({k: e[k] for k in GROUP_KEYS if k in e}, src.cards))
    return False


def _tap_combat(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """In combat: "Exhaust an ally in your party -> Jezbella has +1 ATK this turn" (to self, an ally), "[Exhaust],
    Exhaust an ally in your party -> Your hero has +2 ATK this turn" (to hero), "Exhaust a hero or ally in your party
    -> Ready Jae'va. Use only once per turn" (ready self): (TP_PUMP, pay, exhaust, n, to hero 0/1, ids, how many,
    once a turn) / (TP_AGAIN, pay, exhaust, 0, 0, ids, how many, 1)."""
    tap, pay, to = e["tap"], e.get("pay", 0), e.get("to")
    ids = card_ids(src.cards, {"type": "ally", **{k: tap[k] for k in GROUP_KEYS if k in tap}})
    k = int_or_0(tap.get("n", 1)) or 1
    if e["do"] == "ready":
        if to != "self" or src.kind != ALLY or not e.get("turn") or e.get("exhaust"):
            return True
        f.tap = (TP_AGAIN, pay, 0, 0, 0, ids, k, 1)
        return False
    n = e.get("n")
    if e.get("until") != "turn" or not isinstance(n, int) or n <= 0 or "hp" in e or any(x in e for x in GROUP_KEYS) \
            or not (to == "hero" or to == "self" and src.kind == ALLY and not e.get("exhaust")):
        return True
    f.tap = (TP_PUMP, pay, int(e.get("exhaust", 0)), n, int(to == "hero"), ids, k, int(e.get("turn", 0)))
    return False


def _tap_cost(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "[pay], [[Exhaust]], Exhaust n <allies of a group> you control -> damage / draw / a token":
    (TP_COST, pay, exhaust, ACT_*, n, ids, how many, itself one of them, n is their ATK)."""
    tap = e["tap"]
    pay = e.get("pay", 0)
    if e["do"] in ("atk_bonus", "ready"):
        if cond is not None or f.tap is not None or not isinstance(pay, int) or tap.get("self") \
                or any(x in e for x in _OTHER_COSTS if x != "turn"):
            return True
        return _tap_combat(f, e, cond, src)
    ak = _COST_KINDS.get(e["do"])
    if ak is None or cond is not None or f.tap is not None or any(k in e for k in _OTHER_COSTS) \
            or not isinstance(pay, int) or e.get("to") not in (None, "any") or tap.get("what", "ally") != "ally":
        return True
    xatk = int(e.get("x") == "tapped")
    n = e.get("n", 1 if ak == ACT_TOKEN else 0)
    if ak == ACT_TOKEN:
        n = src.tokens.get(token_key(e), -1)
        if n < 0 or "copy" in e:
            return True
    elif xatk and ak != ACT_DAMAGE or not xatk and (not isinstance(n, int) or n <= 0):
        return True
    ids = card_ids(src.cards, {"type": "ally", **{k: tap[k] for k in GROUP_KEYS if k in tap}})
    k = int_or_0(tap.get("n", 1)) or 1
    if xatk and k != 1:
        return True         # ("equal to that card's ATK": one card)
    f.tap = (TP_COST, pay, int(e.get("exhaust", 0)), ak, 0 if xatk else n, ids, k, int(tap.get("self", 0)), xatk)
    return False


def _weaken(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "[Exhaust] -> Target hero or ally has -1 health this turn" (Rahn Grimstaff), "1, Discard a card ->
    Target hero or ally has -1 [Health] this turn" (Danyssa Stillheart): (TP_WEAKEN, pay, exhaust, n, ids it may
    discard or None), used on the opposing hero after combat only when it destroys it now (`weaken.py`). Not read
    (unmodelled): a condition, a second power, another cost, a target other than a hero (`any` / `hero`)."""
    n, pay = e.get("n"), e["pay"]
    if cond is not None or f.tap is not None or f.act is not None or src.kind != ALLY or not isinstance(n, int) \
            or n <= 0 or not isinstance(pay, int) or e.get("to", "any") not in ("any", "hero") \
            or any(k in e for k in _OTHER_COSTS if k != "discard") or any(k in e for k in GROUP_KEYS) \
            or not (e.get("exhaust") or pay or "discard" in e):
        return True
    disc = None
    if "discard" in e:
        d = e["discard"]
        disc = card_ids(src.cards, {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})})
    f.tap = (TP_WEAKEN, pay, int(e.get("exhaust", 0)), n, disc)
    return False


#: the fields an ally's triggered "-n health this turn" may carry (`_weaken_trig`)
_WEAK_TRIG_KEYS = frozenset({"do", "n", "until", "to", "when", "face_up"})


def _weaken_trig(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "When Melissa attacks, target hero or ally has -1 health this turn" (`when: attack`), "When you place
    a resource face up, target opposing hero or ally has -3 [Health] this turn" (Deathcharger, `when: place` with
    `face_up`): `weak_trig` (WK_ATTACK | WK_PLACE, n), on the opposing hero when that destroys it this turn
    (`weaken.at_end`). Not read (unmodelled): a condition, a second such trigger, a face-down placement, a target
    other than a hero (`any` / `hero`), any other field."""
    n = e.get("n")
    if cond is not None or src.kind != ALLY or f.weak_trig is not None or not isinstance(n, int) or n <= 0 \
            or e.get("to", "any") not in ("any", "hero") or any(k not in _WEAK_TRIG_KEYS for k in e) \
            or (e["when"] == "place") != bool(e.get("face_up")):
        return True
    f.weak_trig = (WK_ATTACK if e["when"] == "attack" else WK_PLACE, n)
    return False


def _res_power(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A permanent's "[Exhaust] -> Ready a resource you control [for each ally you control]" (Prayer of Spirit): `act`
    (pay, 1, ACT_READY, n, ...) with `act_per`, the count or None (`readying.res_powers`: in the main phase, when a
    resource of yours is exhausted). Left to the other readers (True): a condition, another cost, a second power."""
    from deckcheck.wowtcg.goldfish.codes import ACT_READY, TO_ANY
    from deckcheck.wowtcg.goldfish.compile_facts import per_count
    n, pay = e.get("n"), e["pay"]
    if cond is not None or f.act is not None or f.tap is not None or not isinstance(n, int) or n <= 0 \
            or not isinstance(pay, int) or any(k in e for k in _OTHER_COSTS if k != "per") or "tap" in e \
            or e.get("per", "ally") not in ("ally", "card"):
        return True
    f.act = [pay, 1, ACT_READY, n, 0, None, 0, TO_ANY]
    f.act_per = per_count(e, src.cards, src.hero) if "per" in e else None
    return False


def _counted_damage(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "[Exhaust] -> Kil'rek deals 1 fire damage to target opposing hero for each Demon ally you control":
    `act` (pay, 1, ACT_DAMAGE, n, ...) with `act_per`, counted each time it is used (`combat.act_n`). Not read: a
    condition, another cost, a second power, a count of anything but allies."""
    from deckcheck.wowtcg.goldfish.codes import ACT_DAMAGE, TO_ANY
    from deckcheck.wowtcg.goldfish.compile_facts import per_count
    n, pay = e.get("n"), e["pay"]
    if cond is not None or f.act is not None or f.tap is not None or not isinstance(n, int) or n <= 0 \
            or not isinstance(pay, int) or any(k in e for k in _OTHER_COSTS if k != "per") or "tap" in e \
            or e["per"] != "ally" or e.get("to", "any") not in ("any", "hero") or "plus" in e or "more" in e:
        return True
    f.act = [pay, 1, ACT_DAMAGE, n, 0, None, 0, TO_ANY]
    f.act_per = per_count(e, src.cards, src.hero)
    return False
