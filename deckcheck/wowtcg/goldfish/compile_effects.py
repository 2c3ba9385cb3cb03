"""A card's effects records read into what the engine plays: one `CardFacts` per card.

`read_card` first offers the whole card to `compile_tricks` (the draws family's shapes: a card draw or resource
trick read as one spec); any other card's flat actions (`flat_effects`: one mapping per action, with its ability's
trigger, cost and condition folded in) are read one by one. An action goes to the first reader that takes it:

0. the graveyard's forms (`compile_grave.first`: played from the graveyard, a power used there, a token under
   a condition, a draw when the attached ally is destroyed; `compile_wake.first`: a token that can't ready in
   your ready step, a once-a-turn power readying it); an action of the counters family (`compile_counters`); an
   action of a power whose cost destroys a card, removes cards in your graveyard or puts damage on the ally
   (`compile_costs.costly_power`); then the reader of a drawback on your own side
   (`compile_drawbacks.first`), and every action at the end of your turn;
1. the reader of its family (the `FIRST` tables of `compile_attack` and `compile_actions`) for the forms
   that decide the action whatever its cost or trigger: Warp, token copies, "double the ATK", "+n more ATK",
   "+N/-M", "n more damage", readying what attacked, the cost reductions another action of the card uses,
   "put cards back";
2. an activated power: the action has a resource cost (`pay`), see `_activated`;
3. a trigger on your other cards entering play or being played (`_watched`), or an ally's trigger as it
   readies (`_on_ready`);
4. the reader of its family for the plain forms (the `PLAIN` tables); an action no reader knows gives
   nothing.

Each reader fills the `CardFacts` fields its docstring names and returns True when the engine leaves the
action out (the card is then reported unmodelled); a `FIRST` reader returns None for an action that is none
of its forms. `_settle` then works out what depends on several actions of the card.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import (
    ABILITY, ACT_ATK, ACT_CODES, ACT_GROUP_ATK, ACT_NEXT_LESS, ACT_REGROW, ACT_TOKEN, ALLY, ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON,
    C_ALLIES, C_HERO_HIT, C_NONE, EARLY_TYPES, GEAR, GROUP_KEYS, NO_BEARING, OTHER, PLAYED, QUEST, R_STRIKE, TO_ALLY,
    TO_ANY,
    TO_ATTACHED, TO_CODES, UNMODELLED, WEAPON, card_kind, int_or_0, matches)
from deckcheck.wowtcg.goldfish import (compile_actions, compile_attack, compile_counters, compile_dots, compile_drawbacks,
                                       compile_enter, compile_exhaust, compile_grave, compile_hits, compile_keywords,
                                       compile_opp,
                                       compile_powers,
                                       compile_statics, compile_tricks, compile_turns, compile_wake,
                                       compile_weapons)
from deckcheck.wowtcg.goldfish.compile_costs import costly_power, has_power_cost
from deckcheck.wowtcg.goldfish.codes import C_BLOODRUSH, C_HERO_UNDAMAGED, C_NEVER
from deckcheck.wowtcg.goldfish.compile_facts import (CardFacts, Source, card_ids, cond_view, effect_cond, group_mask, group_of,
                                                    hurts_own_hero, kind_filter, token_key, watch_trigger, weapon_ids)
from deckcheck.wowtcg.model import Card

#: flat effects that are no action of their own
_MARKERS = ("unmodelled", "quest", "sacrifice", "grave_cost", "location", "ready_atk", "def_bonus", "destroy_instead")
#: Readers of the forms that decide an action whatever its cost or trigger, by action.
_FIRST = {**compile_attack.FIRST, **compile_actions.FIRST}
#: Readers of the plain forms, by action.
_PLAIN = {**compile_attack.PLAIN, **compile_actions.PLAIN, **compile_keywords.PLAIN}


def read_card(src: Source) -> CardFacts:
    """The facts of the card's actions and what the engine makes of them (every field but the printed ones)."""
    f = CardFacts()
    effects = flat_effects(src.card.effects)
    trick = compile_tricks.read(f, effects, src)    # a card draw or resource trick: `compile_tricks`
    lost = bool(trick)  # an action the engine does not play: the card is reported unmodelled
    for e in effects if trick is None else ():
        lost |= _read_action(f, e, src)
    lost |= _settle(f, src)
    f.modelled = not lost and not any(e["do"] == "unmodelled" for e in effects)
    acts = [e["do"] for e in effects if e["do"] not in _MARKERS]
    # (a card that only attaches, its text acting on the opposing allies or on nothing a passive opponent has: "Attach
    # to target ally. Attached ally has -2 / -2": no bearing; the engine never plays it, `Compiled.value` 0)
    f.verdict = UNMODELLED if not f.modelled else PLAYED if acts and any(d != "attach" for d in acts) else NO_BEARING
    return f


def _read_action(f: CardFacts, e: dict, src: Source) -> bool:
    """Read one action into `f` (see the module's docstring for the order of the readers); True: left out."""
    do = e["do"]
    if compile_dots.is_dots(e, src):
        return compile_dots.read(f, e, src)         # attachments hurting the opposing hero: `compile_dots`
    if compile_counters.is_counters(e):
        return compile_counters.read(f, e, src)     # counters on cards: `compile_counters`
    cond = effect_cond(e, src.cards)
    if do in ("mill", "opp_draw") or e.get("per") == "opp_grave" and do == "hp_less" or do == "cant_attack" and e.get("unless") == "remove" \
            or do == "regrow" and e.get("own") and isinstance(e.get("remove"), dict) or do == "yogg" \
            or do == "assault" and e.get("per") == "opp_grave":
        return compile_opp.read(f, e, _cond_for(e, cond, src), src)    # the opposing deck: `compile_opp`
    if compile_exhaust.is_exhaust(e):
        return compile_exhaust.read(f, e, _cond_for(e, cond, src), src)    # the opposing hero exhausted: `compile_exhaust`
    mine = compile_powers.first(f, e, cond, src)
    if mine is not None:
        return mine                               # an [Exhaust] Ferocity power, a cost exhausting your cards
    entering = compile_enter.first(f, e, _cond_for(e, cond, src), src, _PLAIN.get(do) or (lambda *a: True))
    if entering is not None:
        return entering                           # an ally entering play, its activated Ferocity: `compile_enter`
    turning = compile_turns.first(f, e, _cond_for(e, cond, src), src)
    if turning is not None:
        return turning                            # an ability's start or end of your turn: `compile_turns`
    if do == "damage" and "per" in e and e.get("when") == "play":
        return compile_statics.counted_watch(f, e, _cond_for(e, cond, src), src)   # "... for each Mage you control"
    if _counted_power(e, src.kind) or _unplayed_power(e, src.kind) or ("most" in e and e.get("per") != "attached"):
        return True         # (a count's cap is read only on the cards attached to an ally)
    cond = _cond_for(e, cond, src)
    if e.get("cond") == "hero_is":
        # "[Rogue] Hero: ...": your hero's class (race, faction) is known before the game; with another hero (or none)
        # the text does nothing; the verdict (no hero) is whether the engine plays the action with such a hero
        # (the condition's filter is `cfilt` when the action has a filter of its own: "Horde: Allies with Ferocity in
        # your party have +1 ATK", Spectral Tiger; else the record's group keys)
        if "cfilt" in e:
            hero_filter, plain = dict(e["cfilt"]), {k: v for k, v in e.items() if k not in ("cond", "cfilt")}
        else:
            hero_filter, plain = group_of(e), {k: v for k, v in e.items() if k not in ("cond",) + GROUP_KEYS}
        if src.hero is None:
            return _read_action(CardFacts(), plain, src)
        if not matches(src.hero, hero_filter):
            return False
        e, cond = plain, None
    for family in (compile_grave.first, compile_hits.first, compile_wake.first, compile_weapons.first):
        taken = family(f, e, cond, src)
        if taken is not None:
            return taken                          # the graveyard's forms, a power waking an ally: their modules
    if has_power_cost(e):
        return costly_power(f, e, cond, src)      # a power whose cost destroys, removes or damages: `compile_costs`
    statics = compile_statics.first(f, e, cond, src)
    if statics is not None:
        return statics                            # a Form destroyed as you play ..., a location's text: `compile_statics`
    drawback = compile_drawbacks.first(f, e, cond, src)
    if drawback is not None:
        return drawback
    first = _FIRST.get(do)
    if first is not None and (taken := first(f, e, cond, src)) is not None:
        return taken
    if "pay" in e and do != "quest":
        return _activated(f, e, cond, src)
    when = e.get("when")
    if when == "quest" and e.get("first"):
        return compile_actions.quest_first(f, e, cond, src)    # "when you complete your first quest each turn"
    if when in ("enters", "play", "quest", "attach", "place", "flipped"):
        return _watched(f, e, cond, src)
    if when == "readies" and do in ("damage", "draw") and src.kind == ALLY and cond is None:
        return _on_ready(f, e)
    if when == "strike":
        return _on_strike(f, e, cond, src)
    if when == "ally_deals":
        return _on_ally_deals(f, e, cond, src)
    if when == "hits" or when == "attack" and do == "ready_resource":
        return _on_hit(f, e, cond, src)
    plain = _PLAIN.get(do)
    return plain(f, e, cond, src) if plain is not None else False


def _cond_for(e: dict, cond: tuple | None, src: Source) -> tuple | None:
    """The condition as it stands with this card and hero: a count of allies with the card itself added when
    it matches and your hero taken off when it does ("N or more other Monster heroes and/or allies"), and a
    condition your hero meets dropped ("if you control another Mage hero or ally": your Mage hero)."""
    e = cond_view(e)
    if cond is not None and cond[0] == C_ALLIES:
        filt = group_of(e)
        need = cond[1] + int(bool(e.get("other")) and matches(src.card, filt))
        need -= int(bool(e.get("hero")) and src.hero is not None and matches(src.hero, filt))
        return None if need <= 0 else (C_ALLIES, need, cond[2])
    if cond is not None and e.get("hero") and src.hero is not None and matches(src.hero, e):
        return None
    if cond is not None and cond[0] in (C_BLOODRUSH, C_HERO_UNDAMAGED) and src.hero is not None \
            and hurts_own_hero([src.hero]):
        return (C_NEVER,)       # (your hero's own power damages each hero: the engine does not follow yours)
    return cond


def _unplayed_power(e: dict, kind: int) -> bool:
    """A power the engine never uses, so the card must be reported unmodelled: a flip or once-per-game power
    of a card other than your hero (only the hero's is played, `hero_power`), and an activated Ferocity
    ("2 -> this ally has Ferocity this turn", "[Exhaust] -> target ally has Ferocity"): combat grants no
    Ferocity from a power."""
    if (e.get("flip") or e.get("once")) and kind != OTHER:
        return True
    return e["do"] == "ferocity" and bool("pay" in e or e.get("exhaust") or e.get("exhaust_hero"))


def _counted_power(e: dict, kind: int) -> bool:
    """A count ("for each", other than an ATK bonus to the card itself) or a weapon's ATK added ("plus") in a
    power, a trigger or a permanent's one-shot ATK bonus: not played."""
    counted = "per" in e and (e["do"] in ("damage", "draw") or e.get("to") != "self") or "plus" in e
    if counted and e["do"] == "damage" and e.get("when") == "attack" and kind == ALLY and "plus" not in e:
        return False        # (an ally's damage counted as it attacks: `compile_hits`)
    if e.get("when") == "destroyed" and e.get("per") in ("resource", "opp_hand") and "pay" not in e:
        return False        # (an ally's damage for each resource as it is destroyed: `compile_drawbacks`)
    return counted and bool("pay" in e or e.get("when")
                            or (e["do"] == "atk_bonus" and kind != ABILITY and e.get("until") == "turn"))


# -- activated powers and triggers ---------------------------------------------------------------------------

#: the words an ally's "next card n less" power can't carry (nextless.py takes the plain one)
_NEXT_OTHER = ("per", "x", "min", "type", "cost_min", "cost_max", "turn", "once", "flip", "tap", "grant", "hurt",
               "discard", "destroy", "remove", "uncount", "when")


def _activated(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An action with a resource cost (`pay`): damage, draw, ATK, readying a resource, a token, Ferocity, or
    "your next card costs n less" as the card's activated power. Fills `act` (pay, exhaust, ACT_*, n,
    less_per, less_mask, exhaust_hero, TO_*): one power per card. A flip or once-per-game power of a card is
    not played (only a hero's is: `hero_power`, see `_unplayed_power`); a second one leaves the card unmodelled."""
    do = e["do"]
    ak = ACT_NEXT_LESS if do == "cost_less" and e.get("what") == "next" else ACT_CODES.get(do)
    n = e.get("n", 0)
    if ak == ACT_NEXT_LESS and (not e.get("exhaust") or e.get("pay") or e.get("exhaust_hero")
                                or src.kind == ALLY and (cond is not None or any(k in e for k in GROUP_KEYS)
                                                         or any(k in e for k in _NEXT_OTHER))):
        return True          # one paid for, or an ally's under a condition or for a kind of card: not played
        #                      (an ally's plain one: it exhausts for it instead of attacking, nextless.py)
    if cond is not None and compile_enter.power_cond(f, e, cond, src, ak):
        cond = None         # an ally's power under a condition checked as it is used: `act_cond`
    if ak is None or cond is not None or not isinstance(n, int) or "when" in e or e.get("to") in ("all", "heroes"):
        return True
    if ak == ACT_TOKEN:
        n = src.tokens.get(token_key(e), -1)
        if n < 0:
            return True
    if ak == ACT_ATK and (e.get("to") == "allies" or e.get("to") == "party" and not any(k in e for k in GROUP_KEYS)):
        return _group_power(f, e, src)     # (party: your hero too, when it attacks: Orc Shaman)
    if ak == ACT_ATK and (e.get("to") not in ("self", "ally", "any", "hero", None)
                          or e.get("to") == "self" and src.kind != ALLY or any(k in e for k in GROUP_KEYS)):
        return True         # (a bonus to a group, to a kind of ally, or to the card itself if no ally)
    if ak == ACT_ATK and e.get("other") and not e.get("exhaust") and not e.get("exhaust_hero"):
        if src.kind != ALLY or e.get("to") not in ("any", "ally") or f.act is not None or e.get("flip") \
                or e.get("once"):
            return True     # ("another target ally": the ally's own attack is where the engine puts such a pump)
        # "3 -> Another target hero or ally has +3 ATK this turn" (Merrymaker Chen; "another target ally", Nessera
        # Gildenrose): paid as often as resources last once the attacks are declared, each on another attack (your
        # hero's when no other ally attacks and it may take it: `combat.other_pumps`)
        f.pump_other = 1
    if e.get("flip") or e.get("once"):
        second = f.flip_power and src.idx < src.ndeck
        f.flip_power = True
        return second or src.card.type != "Hero"     # (only a hero's is played: `hero_power`)
    if f.act is not None:
        return True          # one activated power per card
    # (an "exhaust your hero" cost is once a turn too: an exhausted hero can't pay it again)
    f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ak, n, 0, None, int(e.get("exhaust_hero", 0)),
             TO_CODES.get(e.get("to", "any"), TO_ANY)]
    return False


def _group_power(f: CardFacts, e: dict, src: Source) -> bool:
    """ "[pay], [Exhaust] -> allies (of a group: Token, Fire, other) in your party have +n ATK (while attacking)
    this turn" as the card's activated power (Rayder, Vuza'jin, Kallas Sunflame): `act` (pay, exhaust,
    ACT_GROUP_ATK, n, ...) and `act_mask` (the allies it reaches), played by `pumps`. Not played: a power that
    exhausts your hero, a count or a bonus that lasts beyond this turn."""
    if f.act is not None or e.get("exhaust_hero") or e.get("until") != "turn" or not isinstance(e.get("n"), int) \
            or e["n"] <= 0:
        return True
    f.act = [int(e["pay"]), int(e.get("exhaust", 0)), ACT_GROUP_ATK, e["n"], 0, None, 0, TO_CODES[e["to"]]]
    if e.get("turn"):
        f.act.append(1)     # "Once per turn: 2 -> ..." (without exhausting the card): used once a turn (`pumps`)
    f.act_mask = group_mask(e, src.cards, src.idx)
    return False


def _watched(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A trigger on your other cards ("when an ally enters play under your control", "when you play an
    ability", "when you complete a quest", "when you attach an ability", "when you place a resource [face up]", "when a resource you control is turned face down"):
    damage, ATK this turn, tokens or draws (a loot: the draw's discard, `compile_keywords.loot`), of an ally, or
    of an ability or equipment while in play (an ATK bonus there: your hero's this turn, "your hero has Assault 2
    this turn" (Shadow Dance), or on your hero as you place a resource, or a weapon's own, "this weapon has +2 ATK
    this turn" (Lordbane Scepter)). Fills `watch` (one per card, `watch_trigger`)."""
    looted = compile_keywords.loot(f, e, cond, src)
    if looted is not None:
        return looted
    if f.watch is not None or cond is not None or src.kind not in (ALLY, ABILITY, GEAR, WEAPON):
        return True
    if src.kind != ALLY and e["do"] == "atk_bonus" and not (e["when"] == "place" and e.get("to") == "hero") and not (
            e.get("until") == "turn" and (e.get("to") == "hero" or e.get("to") == "self" and src.kind == WEAPON)
            and not any(k in e for k in GROUP_KEYS)) and not (
            e.get("until") == "turn" and e.get("to") == "weapon" and e.get("tag") in ("Melee", "Ranged")
            and not any(k in e for k in ("faction", "class", "icon"))) and not (
            e["when"] == "enters" and e.get("until") == "turn" and e.get("to") == "any"
            and not any(k in e for k in GROUP_KEYS)):
        return True         # ("when you play a Hunter ability, your Ranged weapons have +1 ATK this turn": read;
        #                   "When a Death Knight ally enters play under your control, target hero or ally has Assault 2")
    f.watch = watch_trigger(e, src.cards, src.idx, src.tokens)
    return f.watch is None


def _on_ready(f: CardFacts, e: dict) -> bool:
    """An ally's "when this ally readies" damage or draw. Fills `ready_dmg`, `ready_draw`."""
    if e["do"] == "damage":
        f.ready_dmg += int_or_0(e.get("n"))
    else:
        f.ready_draw += int_or_0(e.get("n"))
    return False


def _on_strike(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A `when: strike` trigger (your hero deals combat damage with this weapon, or with any weapon for another
    card): `draw` n, `damage` n to the opposing hero, or `token`. Fills `on_strike` (own, draw, damage, token).
    Not played: with a condition, a count or an X ("that much"), on a card attached to a weapon (the engine
    does not follow which weapon it is attached to), or on a quest."""
    n = e.get("n", 1 if e["do"] == "token" else 0)
    if cond is not None or "per" in e or not isinstance(n, int) or src.kind not in (WEAPON, GEAR, ABILITY, ALLY) \
            or any(x["do"] == "attach" for x in flat_effects(src.card.effects)):
        return True
    own, draw, dmg, token = f.on_strike or (int(src.kind == WEAPON), 0, 0, None)
    if "on_tag" in e:       # "when you strike with this or another Ranged weapon": a strike with such a weapon
        if src.kind != WEAPON or e["on_tag"] not in ("Melee", "Ranged") or src.idx not in weapon_ids(src.cards, e["on_tag"]):
            return True
        own = weapon_ids(src.cards, e["on_tag"])
    if e["do"] == "draw":
        draw += n
    elif e["do"] == "damage" and "to" not in e:          # (to the opposing hero)
        dmg += n
    elif e["do"] == "token" and token is None and "copy" not in e and token_key(e) in src.tokens:
        token = (n, src.tokens[token_key(e)])
    else:
        return True
    f.on_strike = (own, draw, dmg, token)
    return False


def _on_ally_deals(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "When an ally you control deals fire damage, your hero has Assault 1 this turn" (`when: ally_deals`,
    `on_icon`) on a card in play: `deals_bonus` (n, the allies whose ATK icon is that type). Not played: another
    action, a condition, a bonus to anyone but your hero or beyond this turn, a second one."""
    if e["do"] != "atk_bonus" or cond is not None or e.get("to") != "hero" or e.get("until") != "turn" \
            or not isinstance(e.get("n"), int) or f.deals_bonus is not None or "on_icon" not in e \
            or src.kind not in (ALLY, ABILITY, GEAR, WEAPON):
        return True
    f.deals_bonus = (e["n"], card_ids(src.cards, {"type": "ally", "icon": e["on_icon"]}))
    return False


def _on_hit(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's `when: hits` trigger (it deals combat damage to the opposing hero): `draw` n or X (that many),
    `token`; and its `when: attack` `ready_resource` ("when this ally exhausts, ready up to n resources").
    Fills `on_hit` (draw, token, resources readied). Not played: with a condition or a count, or on a card other
    than an ally."""
    if cond is not None and src.kind == ALLY and e["when"] == "hits" and cond[0] in compile_enter.HIT_CONDS \
            and f.hit_cond in (None, cond):
        f.hit_cond, cond = cond, None       # "While you have no cards in your hand, when ... deals combat damage"
    if src.kind != ALLY or cond is not None or "per" in e:
        return True
    draw, token, ready = f.on_hit or (0, None, 0)
    n = e.get("n", 1 if e["do"] in ("token", "ready_resource") else 0)
    if e["do"] == "draw" and e["when"] == "hits" and not draw:
        draw = -1 if n == "X" else int_or_0(n)
    elif e["do"] == "token" and e["when"] == "hits" and token is None and isinstance(n, int) \
            and "copy" not in e and token_key(e) in src.tokens:
        token = (n, src.tokens[token_key(e)])
    elif e["do"] == "ready_resource" and isinstance(n, int):
        ready += n
    else:
        return True
    f.on_hit = (draw, token, ready)
    return False


def hero_power(e: dict, cards: list[Card]) -> tuple | None:
    """A hero's flip (or once per game) power as (pay, ACT_*, n, card ids it works on): damage, draw, +n ATK to
    your weapons of a kind this turn (Elendril), a card of a kind back from your graveyard (Sen'zir)."""
    pay, do = int(e.get("pay", 0)), e["do"]
    if do in ("damage", "draw") and isinstance(e.get("n"), int):
        return (pay, ACT_CODES[do], int(e["n"]), None)
    if do == "atk_bonus" and e.get("to") == "weapon" and e.get("until") == "turn" and isinstance(e.get("n"), int):
        return (pay, ACT_ATK, e["n"], weapon_ids(cards, e.get("tag")))
    if do == "regrow" and "to" not in e:
        return (pay, ACT_REGROW, 1, card_ids(cards, kind_filter(e)))
    return None


# -- what several actions add up to --------------------------------------------------------------------------

def _settle(f: CardFacts, src: Source) -> bool:
    """The facts that depend on several actions of the card (in this order), then whether it `stays` in play,
    its `value` to the engine, whether a quest's reward is of use (`quest_pay` -1: not), its own cost
    reductions (`own_less`) and whether it is castable early (`early`); True: some action left out."""
    tags = src.card.tags
    if any(t.startswith(("Mount", )) or "Totem" in t for t in tags):
        f.cant_attack = 1
    lost = _settle_targets(f, src)
    lost |= _settle_hit_dot(f)
    compile_counters.settle(f)
    lost |= compile_enter.sweep_lost(f)
    lost |= compile_enter.settle(f)
    lost |= compile_dots.settle(f, src)
    if f.act is not None:
        f.act = tuple(f.act)
    if src.kind == ABILITY and f.bonus_n and f.bonus_per is None and f.etb_bonus is None and (
            f.ong_n > 0 or f.hero_per is not None or f.wbonus is not None or f.watch is not None):
        # an ability that stays in play: its "this turn" part counts in the combat of the turn it enters
        f.etb_bonus, f.bonus_n = (f.bonus_n, f.bonus_to, f.bonus_mask, None), 0
    f.stays = _stays(f, src)
    if f.stops_own and (f.dmg or f.draw or f.bonus_n or f.token or f.stays):
        lost = True     # played for its other effects, it would stop your allies too: not modelled
    value = _value(f, src)
    f.value = value if src.idx < src.ndeck else 1       # (a token's: 1)
    f.less = tuple(f.less)
    rewarded = f.draw or f.draw_upto or f.dig or f.scry or f.regrow or f.shuffle or f.dmg > 0 or f.bonus_n \
        or f.token or f.extra_res
    if src.kind == QUEST and not rewarded and not f.unpaid and f.quest_pay >= 0 and f.quest_cond != (C_NEVER,):
        f.quest_bare = f.quest_pay      # (completed for a trigger on it: `compile._scans`)
    if not (src.kind == QUEST and rewarded) or f.unpaid:
        f.quest_pay = -1
    f.own_less = int(bool(f.prep or f.selfless or f.rift or f.alt_grave))
    f.early = int(src.kind in EARLY_TYPES and src.cost <= src.early_cost and value and not (
        f.readies or f.needs or f.next_less or f.tcopy & 1 or f.dbl or f.sac is not None or f.grave_cost is not None))
    return lost


def _settle_targets(f: CardFacts, src: Source) -> bool:
    """A weapon readied to strike again for less (`restrike_less` into `readies`), an ally's health needed
    ("+N/-M": `hp_cost` into the mask of its target), and what an attachment goes to; True: not played."""
    lost = False
    if f.restrike_less or f.restrike_atk or f.next_dmg is not None:
        if f.readies is not None and f.readies[0] == R_STRIKE:
            # the weapon readied this way strikes again for that much less, with +n ATK, +n as your hero's next
            # damage of these types (draws: Twisted Rampage, Stormstrike)
            f.readies = f.readies + (f.restrike_less, f.restrike_atk, f.next_dmg)
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
    if f.attach == ATT_WEAPON and f.ong_to == TO_ATTACHED and f.ong_n:
        lost = True
    if f.att_death is not None and f.attach != ATT_ALLY:
        lost = True     # "when attached ally is destroyed" on a card attached to no ally of yours: not played     # "attached weapon has +n ATK": the engine gives no bonus to one weapon (nor moves it)
    if f.attach == ATT_HERO and f.ong_to == TO_ATTACHED and f.ong_n > 0 and not f.dot and f.attach_cond == C_NONE \
            and src.kind == ABILITY and not (f.dmg or f.draw or f.boost):
        f.attach = ATT_ALLY      # "attach to target hero or ally" whose only effect is the attached one's bonus: your ally
    if f.attach == ATT_ALLY and f.ong_to in (TO_ALLY, TO_ANY):
        f.ong_to = TO_ATTACHED
    return lost


def _settle_hit_dot(f: CardFacts) -> bool:
    """Start-of-turn damage read with a "your hero dealt combat damage" condition (`dot_hit`): kept in `dot` only
    on a card attached to the opposing hero under that same condition (a Poison: "attach to target hero your hero
    dealt combat damage to this turn; at the start of your turn, deal 2 damage to attached hero"), whose
    condition is met as it is played. Anywhere else the condition would be checked at the start of your turn,
    before your hero attacks, which the engine does not do: the damage is taken out and True (not played)."""
    if not f.dot_hit or (f.attach == ATT_HERO and f.attach_cond == C_HERO_HIT):
        return False
    f.dot -= f.dot_hit
    return True


def _stays(f: CardFacts, src: Source) -> int:
    """1: an ability that stays in play (ongoing): an ongoing bonus, damage, power or cost reduction, or it
    draws or makes tokens at the start of each of your turns."""
    return int(src.kind == ABILITY and (
        f.ong_n > 0 or f.hero_per is not None or f.hero_cond is not None or f.wbonus is not None or f.dot > 0
        or f.all_fero or f.act is not None or f.cpower is not None or f.tap is not None or f.boost is not None or f.hand_plus > 0
        or f.group_per is not None or f.group_cond is not None or f.doubles is not None or f.xbonus is not None
        or f.tcopy == 2 or f.turn_draw > 0 or (f.token is not None and f.token[2] > 0) or f.death_token is not None
        or f.dies is not None or f.on_strike is not None or f.hit_watch is not None or f.regain is not None
        or f.strike_more is not None or f.watch is not None or f.grant_dual or f.turn_scry or f.deals_bonus is not None
        or (f.tag_plus is not None and not f.tag_plus[2]) or f.ctr is not None
        or (f.attach != ATT_NONE and bool(f.ong_n or f.dot or f.att_death or f.opp_hp))
        or compile_turns.stays(f) or f.tok_plus > 0 or f.enter_fero is not None
        or f.mill_x or f.mill_t is not None or f.yogg or f.attach == ATT_ALLY and bool(f.touch or f.mill_a)
        or f.trick is not None and f.trick[0] == compile_tricks.TR_SAPPHIRE
        or (bool(f.less) and not any(entry[2] for entry in f.less)) or f.dots is not None or f.exh_hurt or f.rdy_hurt
        or f.dotx is not None or f.exh_all))


def _value(f: CardFacts, src: Source) -> int:
    """1: the engine has a use in playing the card (a weapon always; an ally unless it stops your own attacks;
    an ability or gear with an effect the engine plays)."""
    if src.kind == ALLY:
        return int(not f.cant_all)      # an ally that stops your own attacks is only a resource
    if src.kind == WEAPON:
        return 1
    if src.kind == ABILITY:
        less_now = bool(f.less) and any(entry[2] for entry in f.less)
        return int(bool(f.dmg or f.dmg_x or f.draw_per or f.draw or f.draw_upto or f.dig or f.scry or f.regrow or f.bonus_n
                        or f.lasting is not None
                        or f.grant_fero or f.extra_res or f.ready_res or f.stays or f.readies or f.next_less
                        or f.portal is not None or f.tcopy or f.dbl or f.token or less_now or f.cpower
                        or f.ctr is not None or f.trick is not None))
    if src.kind == GEAR:
        return int(bool(f.dmg or f.dmg_x or f.draw_per or f.hero_per or f.draw or f.ong_n or f.dot or f.all_fero
                        or f.hero_cond or f.group_per or f.group_cond or f.doubles or f.xbonus
                        or f.act or f.extra_res or f.boost or f.less or f.token or f.on_strike or f.watch
                        or f.cpower or f.tap or f.dig or f.scry or f.regrow or f.grant_dual or f.turn_scry
                        or f.deals_bonus is not None or f.ctr is not None or f.exh_hurt or f.rdy_hurt
                        or f.tag_plus is not None and not f.tag_plus[2]))   # (a look at the deck as it enters: resolve)
    return 0
