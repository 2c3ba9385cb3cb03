"""Readers of the statics family (issue 23, statics; engine: `statics`): a condition on a card of each of several
kinds at once ("while you control another ally, an ability, and an equipment"; "while an ability, ally, and
equipment are in your graveyard": `kinds`), your hero's damage (`hero_damaged`: never met, see `statics_cond`),
Stash's "+n ATK this turn" (`stash_atk`), and a card destroyed when you play a card of a kind or strike with a
weapon ("When you play a Holy ability, destroy Shadowform"; a Form's "Destroy this card when you strike with a
weapon or play a non-Feral ability": `form_leave`).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import FILTER, abilities_of, flat_effects
from deckcheck.wowtcg.goldfish.codes import ABILITY, ALLY, ATT_HERO, C_ALLIES, C_CONTROL, C_COUNT, LESS_WHAT, QUEST, C_HERO_DMG, C_KINDS, C_NEVER, C_ONLY_ALLY, C_OPP_DMG, C_PLACED_UP, C_SHARED, GEAR, NO_BEARING, TO_ALLIES, TO_HERO, TO_WEAPON, card_kind, matches, WEAPON
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, group_mask, hurts_own_hero
from deckcheck.wowtcg.model import Card

_WHERE = {"control": 0, "in_graveyard": 1}
#: the words of a condition folded into a flat action (its filter is the condition's, not the target's)
_COND_WORDS = frozenset(("cond", "count", "types", "kinds") + tuple(FILTER))
#: the conditions of this family an ally's own "+n ATK" may hold under (checked as it attacks: `compile_attack`)
STATIC_CONDS = (C_KINDS, C_HERO_DMG)
#: the conditions of this family your hero's ongoing "+n ATK" may hold under (checked as it attacks: `compile_attack`):
#: and "while attacking damaged heroes" (the opposing hero has damage on it)
HERO_CONDS = STATIC_CONDS + (C_OPP_DMG,)
#: the conditions an ally's Sentinel ("when this ally exhausts for the first time each turn, ready it": `ready` `to:
#: self` `when: attack`) may hold under, checked after its first attack (`again` (-1, 0, cond): combat): "while
#: Akhet is the only ally in play", two allies sharing a race, "while you control three or more Human allies" (C_ALLIES),
#: "while you control three or more equipment" (C_COUNT)
SENTINEL_CONDS = (C_ONLY_ALLY, C_SHARED, C_ALLIES, C_COUNT, C_PLACED_UP)


def statics_cond(c: str, e: dict, cards: list[Card]) -> tuple | None:
    """`control` / `in_graveyard` with `kinds` ("ally ability equipment"): (C_KINDS, in the graveyard 0/1, the ids of
    each kind, other 0/1: the card itself is not one of them); `hero_damaged` (count N: "while your hero has 15 or more
    damage"): (C_HERO_DMG, n), never met: your hero takes damage in a goldfish game only from your own damage to each
    hero or to your hero, which the engine does not follow (with such a card in the deck: (C_NEVER,), not played).
    None: another condition (its own reader decides)."""
    if c == "hero_damaged":
        return (C_NEVER,) if hurts_own_hero(cards) else (C_HERO_DMG, max(1, int(e.get("count") or 1)))
    if "kinds" not in e:
        return None
    filt = {k: e[k] for k in ("faction", "class", "classes", "class_icon", "tag", "icon") if k in e}
    sets = tuple(card_ids(cards, {**filt, "type": kind}) for kind in str(e["kinds"]).split())
    return (C_KINDS, _WHERE[c], sets, int(bool(e.get("other"))))


def stash_atk(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Stash: "your hero has Assault 1 this turn" (`to: hero`), "target weapon you control has Assault 1 this turn"
    (`to: weapon`), "Token allies you control have Assault 1 this turn" (`to: allies`, `tag: Token`): `stash_atk` (n,
    TO_HERO | TO_WEAPON | TO_ALLIES[, the allies' ids]), with the card's `stash` (its other Stash effects, none:
    zeros) so the engine stashes it. Not played: under a condition, a count, any other duration or target, a
    second one."""
    n = e.get("n")
    if e.get("to") == "allies" and set(e) == {"do", "n", "until", "to", "when", "tag"} and e["tag"] == "Token" \
            and cond is None and f.stash_atk is None and e.get("until") == "turn" and isinstance(n, int) and n > 0:
        # "Stash: Token allies you control have Assault 1 this turn" (Tol'zin, allies2): each attacking token ally
        f.stash_atk = (n, TO_ALLIES, group_mask(e, src.cards))
        f.stash = f.stash or (0, None, None, None)
        return False
    if cond is not None or f.stash_atk is not None or e.get("until") != "turn" or e.get("to") not in ("hero", "weapon") \
            or not isinstance(n, int) or n <= 0 or any(k in e for k in ("per", "pay", "tag", "more", "targets", "minus")):
        return True
    f.stash_atk = (n, TO_HERO if e["to"] == "hero" else TO_WEAPON)
    f.stash = f.stash or (0, None, None, None)
    return False


def attached_fero(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "Attached ally has Ferocity" on an ability attached to an ally: `att_fero` (the ally attacks the turn it
    entered play, `statics.attached_fero`). Not played: under a condition, on a card attached to anything else."""
    from deckcheck.wowtcg.effects import flat_effects
    onto = [x.get("to") for x in flat_effects(src.card.effects) if x["do"] == "attach"]
    if cond is not None or src.kind != ABILITY or onto != ["ally"] or e.get("until") or e.get("when") or "pay" in e:
        return True
    f.att_fero = 1
    return False


def x_watch(e: dict, cards: list[Card], me: int, tokens: dict | None) -> tuple | None:
    """A trigger on a card you play whose amount is that card's cost ("When you play an ally, put X 1/1 Red Dragonkin
    ally tokens into play, where X is that ally's cost"; "your hero deals nature damage to target hero equal to that
    ally's cost"): the `watch_trigger` tuple with -2 for the amount (`statics.x_cost`). None: a token that would
    trigger it again, a card of no fixed cost."""
    from deckcheck.wowtcg.goldfish.compile_facts import _watched_cards, token_key
    ev, ids = _watched_cards(e, cards)
    ids = frozenset(i for i in ids if "Token" not in cards[i].tags)    # (a token is put into play, never played)
    if any(not isinstance(cards[i].cost, int) for i in ids) or e.get("self"):
        return None
    if e["do"] == "damage":
        return (ev, ids, 0, -2, None, None, 0, 0)
    tid = (tokens or {}).get(token_key(e), -1)
    if tid < 0 or tid in ids:
        return None
    return (ev, ids, 0, 0, None, (-2, tid), 0, 0)


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """Read `e` if it is one of this family's actions read whatever its cost or trigger (`form_leave`, `location`);
    None: not one of them."""
    do = e["do"]
    if do == "leave" and e.get("when") in ("play", "strike"):
        return form_leave(f, e, cond, src)
    if do == "location":
        return location(f, e, cond, src)
    if do == "ready_atk":
        return ready_atk(f, e, cond, src)
    if do == "def_bonus":
        return def_bonus(f, e, cond, src)
    if do == "destroy_instead":
        return destroy_instead(f, e, cond, src)
    if do == "hp_less" and e.get("to") == "attached":
        return opp_hp(f, e, cond, src)
    if do == "cost_less" and e.get("when") == "place":
        return place_less(f, e, cond, src)
    if do == "atk_bonus" and cond is not None and cond[0] == C_CONTROL and src.kind == ABILITY \
            and e.get("until") == "turn" and e.get("to") in ("hero", "ally", "any") and f.bonus_cond is None \
            and not any(k in e for k in ("when", "pay", "per", "minus", "targets", "more", "hp")):
        # "While you have a Pet this turn, ... your hero has +3 ATK": cast only while the condition holds
        from deckcheck.wowtcg.goldfish.compile_attack import _atk_bonus
        f.bonus_cond = cond
        return _atk_bonus(f, {k: v for k, v in e.items() if k not in _COND_WORDS}, None, src)
    if do == "draw" and e.get("when") == "play" and isinstance(e.get("pay"), int) and e["pay"] > 0:
        return paid_draw(f, e, cond, src)
    if do == "hero_res":
        # "Your hero can be exhausted to pay costs as though it were a resource" (an ally's, while in play)
        if cond is not None or src.kind != ALLY or any(k != "do" for k in e):
            return True
        f.hero_res = 1
        return False
    if do == "exhaust_resource":
        # "At the start of each player's turn, he exhausts one of his resources": your own, as your turn starts
        n = e.get("n", 1)
        if cond is not None or e.get("when") != "turn_start" or "pay" in e or not isinstance(n, int) or f.tap_res:
            return True
        f.tap_res = n
        return False
    if do == "damage" and e.get("to") == "self" and e.get("when") == "play":
        # "When you play an ability, Volin deals 2 shadow damage to target hero or ally and 2 shadow damage to himself"
        # (combat2): `watch_hurt`, beside its `watch` damage (triggers.hurt_watchers)
        n = e.get("n")
        if cond is not None or src.kind != ALLY or not isinstance(n, int) or n <= 0 or f.watch_hurt \
                or any(k in e for k in ("pay", "per", "exhaust", "self")):
            return True
        f.watch_hurt = n
        return False
    if do == "gather":
        f.gather = int(src.kind == ALLY)    # "When you play Kurgo, you may search your deck and hand for any number of
        return bool(cond is not None or e.get("when") not in (None, "play") or src.kind != ALLY)   # Scout Kurgo ..."
    return None


def counted_watch(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "When you play an ability, this ally deals 1 arcane damage to target hero for each Mage and Warlock you
    control": the `watch` damage (-3) with `watch_per` (per_count, counted as it fires). Not played: under a
    condition or a cost, to anyone but the opposing hero, a count the engine has no source for, a second trigger."""
    from deckcheck.wowtcg.goldfish.codes import EV_PLAY, PER_SOURCES
    from deckcheck.wowtcg.goldfish.compile_facts import _watched_cards, per_count
    if cond is not None or f.watch is not None or e.get("to") is not None or e["per"] not in PER_SOURCES \
            or src.kind not in (ALLY, ABILITY) or not isinstance(e.get("n"), int) or e.get("self") \
            or any(k in e for k in ("pay", "exhaust", "exhaust_hero", "more", "plus")):
        return True
    ev, ids = _watched_cards(e, src.cards)
    if ev != EV_PLAY:
        return True
    f.watch = (ev, ids, 0, -3, None, None, 0, 0)
    f.watch_per = per_count(e, src.cards, src.hero)
    return False


def paid_draw(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A trigger on a card you play with a cost: "When you play another ally with cost 4 or more, you may pay 1. If you
    do, draw a card": the `watch` draw with `watch_pay` n (the engine pays while it has a resource ready). Not
    played: under a condition, with anything but a draw, a second trigger."""
    from deckcheck.wowtcg.goldfish.compile_facts import watch_trigger
    if cond is not None or f.watch is not None or any(k in e for k in ("exhaust", "exhaust_hero", "per")) \
            or src.kind not in (ALLY, ABILITY) or not isinstance(e.get("n", 1), int):
        return True
    f.watch = watch_trigger({k: v for k, v in e.items() if k != "pay"}, src.cards, src.idx, src.tokens)
    f.watch_pay = e["pay"]
    return f.watch is None


def place_less(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`cost_less` `until: turn` on `when: place` `face_up: 1`: "When you place a resource face up, you pay 2 less to
    complete your next quest this turn" (`what: quest`), "... to play your next [Alliance] ally this turn" (`what:
    ally` with a group filter): `place_less` (kind, n, ids or None), used by the first such card paid for this turn.
    Not played: under a condition, a count, another kind, a second one."""
    n = e.get("n")
    what = LESS_WHAT.get(e.get("what"))
    if cond is not None or not e.get("face_up") or e.get("until") != "turn" or what not in (QUEST, ALLY) \
            or not isinstance(n, int) or n <= 0 or f.place_less is not None or any(k in e for k in ("per", "pay", "min")):
        return True
    f.place_less = (what, n, group_mask(e, src.cards) if what == ALLY else None)
    return False


def opp_hp(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`hp_less` n `to: attached` on an ability attached to a hero (or "hero or ally"): "Attached character has -2
    health", on the opposing hero (the passive opponent never removes it, so its health stays n lower: `opp_hp`,
    `statics.opp_hp`). Not played: under a condition or a trigger, on a card attached to nothing or to a weapon."""
    from deckcheck.wowtcg.effects import flat_effects
    onto = [x.get("to") for x in flat_effects(src.card.effects) if x["do"] == "attach"]
    n = e.get("n", 1)
    if cond is not None or src.kind != ABILITY or onto not in (["hero"], ["any"]) or e.get("when") or "pay" in e \
            or not isinstance(n, int) or n <= 0:
        return True
    f.opp_hp, f.attach = n, ATT_HERO
    return False


def location(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`location`: text acting only on a Location you control ("[Exhaust] -> Ready a location you control"; "when you
    place a resource face up, you may remove a counter from target location"). The engine never plays a Location
    card: in a deck without one the text has nothing to act on (CR 707.1d: no power used, no trigger's target), so
    nothing happens; in a deck with one the card is reported unmodelled (True)."""
    return any(card.type == "Location" for card in src.cards)


def ready_atk(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`ready_atk`: ATK of your ready heroes and allies only ("Ready heroes and allies in your party have +2 ATK":
    Grizzly Defender). An attacker exhausts as it attacks (CR 602.1), so none of yours is ready in combat unless a card
    readies it as it attacks (Sentinel: "the first time this ally exhausts each turn, ready it"): in a deck without
    one the text does nothing; in a deck with one the card is reported unmodelled (True)."""
    return _any_effect(src, lambda x: x["do"] == "ready" and x.get("when") == "attack")


def def_bonus(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`def_bonus`: DEF added to your armor or equipment (Heroic Bulwark, A'dal's Signet of Defense). DEF matters only
    to a card counting it ("ATK equal to the combined DEF of your armor": `per: sum_def`; "armor with 3 or more DEF":
    `def_min`), and the engine's counts read printed DEF: in a deck without one the text does nothing; in a deck with
    one the card is reported unmodelled (True)."""
    return _any_effect(src, lambda x: x.get("per") == "sum_def" or "def_min" in x)


def destroy_instead(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`destroy_instead`: "If this ally (attached ally) would be destroyed, ... instead" (Obsidian Colossus, Divine
    Bulwark), a forced replacement (CR 716). Against a passive opponent only your own cards destroy your allies: a
    sacrifice or a destroy cost, a sweep or damage to every hero and ally. In a deck without one the text never
    happens; in a deck with one the card is reported unmodelled (True): the engine destroys the ally (sample audit
    seeds 20270353-354)."""
    return _any_effect(src, lambda x: x["do"] in ("sacrifice", "kill_ally", "kill_cards", "sweep") or "destroy" in x
                       or x["do"] == "damage" and x.get("to") == "all")


def _any_effect(src: Source, test) -> bool:
    """Does any card of the deck have a flat effect passing `test`?"""
    return any(test(x) for card in src.cards for x in flat_effects(card.effects))


def form_leave(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`leave` `to: grave` on a card in play with `when: play` (`on_type`, `on_tag`, `not_tag`: "when you play a
    non-Balance ability, destroy Moonkin Form") or `when: strike` ("destroy this card when you strike with a
    weapon"). The engine does not destroy it: read only in a deck with no card that would (no such card played,
    no weapon to strike with), where the text never happens; in any other deck the card is reported unmodelled
    (True)."""
    if cond is not None or e.get("to") != "grave" or "pay" in e:
        return True
    return any(i != src.idx and _fires(e, card) for i, card in enumerate(src.cards))


def _fires(e: dict, card: Card) -> bool:
    """Would playing `card` (or striking with it) fire the trigger `e`?"""
    if e["when"] == "strike":
        return card_kind(card) == WEAPON
    kinds = str(e.get("on_type", "card")).split()
    if not any(matches(card, {"type": k}) for k in kinds):
        return False
    if "on_tag" in e and not matches(card, {"tag": e["on_tag"]}):
        return False
    if "not_tag" in e and matches(card, {"tag": e["not_tag"]}):
        return False
    return matches(card, {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_icon", "on_cost_min")})


#: The `per` sources that count cards you control in play, each the kind `matches` reads (and `sum_*`: a stat summed
#: over the cards of the filter, "the combined DEF of your armor").
_COUNTED = ("card", "ally", "ability", "equipment", "weapon", "armor", "item")


def counted_idle(cc, hero: Card | None = None) -> None:
    """A card the engine never plays (no effect of its own: `value` 0) that another card of the deck counts or needs
    in play is reported unmodelled: its bearing in this deck is through the other card, and the engine keeps it in
    hand or places it as a resource. Bear Form beside Arlen the Untamed ("while you control a Form"), Weakening Poison
    beside Master Poisoner ("for each Poison you control"), an armor beside Crusader's Might ("the combined DEF of
    your armor"), an attachment beside Yana'mi ("when you attach an ability to a hero or ally, draw a card"; sample
    audit seeds 20270342, 20270362). First, `_idle_allies`: an ally that does nothing is not played."""
    _idle_allies(cc, hero)
    wants = []          # the filters of the cards the deck's conditions and counts look for in play
    attach_wanted = set()   # the cards with a trigger as you attach a card, or counting attached cards (Yana'mi)
    for i, card in enumerate(cc.cards[:cc.ndeck]):
        if any(e.get("when") == "attach" or e.get("per") == "attached" for e in flat_effects(card.effects)):
            attach_wanted.add(i)
        for ab in abilities_of(card.effects):
            cond = ab.get("condition") or {}
            if cond.get("cond") == "control":
                wants.append((i, {k: v for k, v in cond.items() if k in FILTER and k != "other"}))
            for act in ab.get("actions", ()):
                per = act.get("per")
                of = str(per.get("of")) if isinstance(per, dict) else ""
                if of in _COUNTED or of.startswith("sum_"):
                    filt = {k: v for k, v in per.items() if k in FILTER and k != "other"}
                    filt.setdefault("type", of if of in _COUNTED else "card")
                    wants.append((i, filt))
    if not wants and not attach_wanted:
        return
    for c, card in enumerate(cc.cards[:cc.ndeck]):
        if cc.value[c] or not cc.modelled[c] or cc.kind[c] not in (ABILITY, WEAPON, GEAR):
            continue
        if any(i != c and matches(card, filt) for i, filt in wants) or attach_wanted - {c} and any(
                e["do"] == "attach" for e in flat_effects(card.effects)):
            cc.unmodel(c)


def _idle_allies(cc, hero: Card | None) -> None:
    """`counted_idle`'s allies: one that never attacks (a Totem, "can't attack") and has no other effect gets `value` 0
    in a deck where no other card (nor the hero) uses an ally in play: against a passive opponent, playing it spends
    resources on nothing (issue 23: sensible plays)."""
    idle = [c for c in range(cc.ndeck) if cc.kind[c] == ALLY and cc.value[c] and cc.modelled[c] and cc.cant_attack[c]
            and cc.cant_unless[c] is None and not cc.grave_att[c]
            and all(e["do"] == "cant_attack" for e in flat_effects(cc.cards[c].effects))]
    if not idle:
        return
    others = [card for c, card in enumerate(cc.cards[:cc.ndeck]) if c not in idle] + ([hero] if hero is not None else [])
    if any(_uses_allies(e) for card in others for e in flat_effects(card.effects)):
        return
    for c in idle:
        cc.value[c] = 0
        cc.verdict[c] = NO_BEARING      # ("can't attack" alone: the engine does nothing with it)


#: Conditions that read your allies in play; actions that use one of yours.
_ALLY_CONDS = ("control", "allies", "shared_race", "only_ally", "kinds")
_ALLY_DOS = ("sacrifice", "kill_ally", "kill_cards", "put_back", "echo", "rift")


def _uses_allies(e: dict) -> bool:
    """Could an ally in play that does nothing itself still serve this flat effect: a condition or count over the cards
    you control, a trigger as an ally enters or dies, a cost paid by destroying, exhausting or returning one, Echo or
    Rift?"""
    return (e["do"] in _ALLY_DOS or e.get("cond") in _ALLY_CONDS or e.get("per") in ("ally", "card") or "kinds" in e
            or e.get("when") in ("ally_dies", "destroyed") or e.get("when") == "enters" and any(k.startswith("on_") for k in e)
            or any(k in e for k in ("destroy", "tap", "grant")))
