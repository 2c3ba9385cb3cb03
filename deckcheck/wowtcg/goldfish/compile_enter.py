"""Readers of the allies family (issue 23, allies; engine: `enter`): Enrage, an ally's one-shot effects as it
enters under one condition checked then ("Empower Druid: When this ally enters play, if you control another Druid
hero or ally, ..."; "if you control no ready resources, it has Ferocity this turn"), an ally's activated Ferocity
("2 -> This ally has Ferocity this turn", "Remove an ally card in your graveyard from the game -> ..."), a power under
a condition (`power_cond`), an ally's start-of-turn damage for each card counted and its end of your turn (damage,
tokens), "Play this ally only if ..." (`play_if`), Stash, the conditions a combat-damage trigger may be under, and
"When this ally enters play, ready a hero or ally in your party" (`enter_ready`; "ready target ally with cost 2 or
less": `enter_rlim`); a card's other kinds of tokens as it resolves (`also_token`), its tokens for each card counted
(`per_token`), an ally's sweep of your allies and its face-up resources turned face down (`sweep`, `flip_down`).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import FILTER, _kind as ability_kind, _lift
from deckcheck.wowtcg.goldfish.codes import (ABILITY, ACT_ATK, ACT_DAMAGE, ACT_DRAW, ACT_TOKEN, ALLY, C_HAND_MAX, C_HAND_MIN,
                                             C_NEVER, C_NO_READY, GROUP_KEYS, PER_SOURCES, int_or_0)
from deckcheck.wowtcg.goldfish.codes import C_ATTACKED, GEAR, WEAPON, matches
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, group_mask, kind_filter, per_count, token_key

#: the one-shot actions whose condition the gate (`etb_cond`) checks as the ally enters, read without it
GATED = ("extra_resource", "ready_resource", "regrow", "tutor", "dig")
#: the conditions an ally's combat-damage trigger may be under (checked as its damage is dealt: `hit_cond`)
HIT_CONDS = (C_HAND_MAX, C_HAND_MIN)
#: the powers of an ally that may be under a condition checked as they are used (`act_cond`)
_COND_POWERS = (ACT_DAMAGE, ACT_DRAW, ACT_ATK, ACT_TOKEN)
#: cost words of a power (an action carrying one is no effect as the ally enters)
_POWER_WORDS = ("pay", "exhaust", "exhaust_hero", "flip", "once", "turn", "destroy", "remove", "hurt", "discard")


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source, plain) -> bool | None:
    """Read `e` if it is one of this family's forms (see the module's docstring); None: not one of them (the next
    reader decides), True: one the engine does not play, False: read. `plain(f, e, cond, src)` is the plain
    reader of the action's kind (used without the condition the gate checks)."""
    do = e["do"]
    if do == "enrage":
        if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e):
            return True
        f.enrage = int_or_0(e.get("n", 2)) or 2
        return False
    if e.get("when") == "stash":
        return _stash(f, e, cond, src)
    if do == "play_if":
        if cond is None:
            return False            # (a restriction your hero meets: "only if you control an Ogre hero or ally")
        if cond[0] == C_NEVER or f.play_cond is not None:
            return True
        f.play_cond, f.needs = cond, 1
        return False
    if do == "sweep" and e.get("when") not in ("turn_start", "turn_end"):
        return _sweep(f, e, cond, src)      # (at a turn step: `compile_turns`)
    if do == "token" and e.get("swap"):
        # an ally's "you may destroy another ally you control. If you do, put a 3/3 Ghoul ally token into play"
        if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e) or "per" in e or "copy" in e \
                or token_key(e) not in src.tokens or f.swap_tok is not None:
            return True
        f.swap_tok = (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)])
        return False
    if do == "flip_down":
        # an ally's "When this ally enters play, turn all resources you control face down" (your face-up quests are
        # no longer completed: `enter.drawbacks`)
        if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e) or f.flip_down:
            return True
        f.flip_down = int_or_0(e.get("n", 1)) or 1
        return False
    if do == "token_plus":
        # "If one or more token allies with the same type would be put into play under your control, put that many
        # +1 into play instead" (an Ongoing ability): `tok_plus`
        if src.kind != ABILITY or cond is not None or e.get("when") or _power_words(e) or f.tok_plus:
            return True
        f.tok_plus = int_or_0(e.get("n", 1)) or 1
        return False
    if do == "unflip":
        # an ally's "When this ally enters play, you may turn target face-down hero face up": your hero, its flip
        # power used (`enter.on_enter`); the opposing hero is never face down
        if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e):
            return True
        f.unflip = 1
        return False
    if do == "discard" and e.get("extra"):
        # an ally's "As an additional cost to play, discard a card": `xdiscard` (playable only with n other cards in
        # hand, `costs.playable`; discarded as it is paid for, `play.play`)
        if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e) or f.xdiscard or "per" in e:
            return True
        f.xdiscard = int_or_0(e.get("n", 1)) or 1
        return False
    if do == "regrow" and ("fee" in e or "name" in e):
        return _regrow_named(f, e, cond, src, plain)
    if e.get("when") == "enters" and do == "ferocity" and src.kind == ABILITY:
        # an Ongoing ability's "When a Hunter ally enters play under your control, target ally has Ferocity this
        # turn": `enter_fero` (enter.looks: the strongest ally of yours that entered this turn without it)
        if cond is not None or _power_words(e) or f.enter_fero is not None or e.get("to") != "ally" \
                or e.get("until") != "turn" or any(k in e for k in FILTER):
            return True
        kinds = str(e.get("on_type", "ally")).split()
        filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon", "on_cost_min")}
        f.enter_fero = frozenset(i for i, card in enumerate(src.cards)
                                 if any(matches(card, {"type": k}) for k in kinds) and matches(card, filt))
        return False
    if e.get("when") == "enters" and do in ("scry", "dig"):
        return enter_look(f, e, cond, src)
    if src.kind != ALLY:
        return None
    if do == "ready" and e.get("to") == "any":
        return _enter_ready(f, e, cond)
    if do == "ready" and e.get("to") == "ally" and not e.get("when") and not _power_words(e) and "weapons" not in e:
        return _enter_ready_ally(f, e, cond)
    if do == "damage" and e.get("when") == "turn_start" and "per" in e:
        return _turn_damage(f, e, cond, src)
    if do in ("damage", "token") and e.get("when") == "turn_end" and not isinstance(e.get("destroy"), dict):
        return _turn_end(f, e, cond, src)     # (one paid by destroying an ally: compile_turns)
    if do == "ferocity" and "pay" in e:
        return _power(f, e, cond, src)
    if e.get("when") or _power_words(e) or e.get("more") or "per" in e:
        return None
    trig, cost, _c, act = _lift(e)
    if ability_kind(do, act, trig, cost) != "played":
        return None                 # (an ally's static text)
    if cond is None:
        f.etb_free = 1              # an unconditional one-shot effect: no gate over the ally's effects
        return None
    if do != "ferocity" and do not in GATED:
        if f.etb_cond is not None and f.etb_cond != cond:
            return True             # (another condition than the gate's, which would hold this back too)
        f.etb_other = cond          # (its own reader checks its condition as it resolves)
        return None
    if f.etb_cond is not None and f.etb_cond != cond or f.etb_other is not None and f.etb_other != cond \
            or cond[0] == C_NEVER:
        return True                 # (two conditions: one gate a card)
    if do == "ferocity":
        if e.get("to") is not None:
            return True
        f.etb_cond, f.etb_fero = cond, 1
        return False
    if do in GATED:
        # (a record with a condition keeps every filter in the condition, the action none; or, with its own,
        # the condition's apart: `cfilt`)
        f.etb_cond = cond
        if "cfilt" in e:
            return plain(f, {k: v for k, v in e.items() if k not in ("cfilt", "cond")}, None, src)
        return plain(f, {k: v for k, v in e.items() if k not in FILTER}, None, src)
    return None


def _enter_ready(f: CardFacts, e: dict, cond: tuple | None) -> bool:
    """An ally's "When this ally enters play, ready a hero or ally in your party" (Tempest, Son-of-Storms): `enter_ready`
    (readying.enter_ready: played in combat once your hero or an ally of yours attacked, which attacks again). Not
    played: under a condition, as a power or another trigger, with a filter on what it readies."""
    if cond is not None or e.get("when") or _power_words(e) or any(k in e for k in GROUP_KEYS + ("type", "other")):
        return True
    f.enter_ready = 1
    return False


def _turn_damage(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "At the start of your turn, this ally deals 1 damage to target hero for each Orc ally you control":
    `dot_per` (a count, `per_count`), to the opposing hero. Not played: under a condition, as a power, to anyone
    else, a count the engine has no source for, a second one."""
    if cond is not None or f.dot_per is not None or _power_words(e) or e.get("to") is not None \
            or e["per"] not in PER_SOURCES or not isinstance(e.get("n"), int):
        return True
    f.dot_per = per_count(e, src.cards, src.hero)
    return False


def _stash(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Stash ("As this enters your resource row, you may have it enter face up. Immediately turn it face down: ..."):
    `stash` (damage n to the opposing hero, its count or None, (n, token id) or None, (n, ids) a look at the top n
    cards taking one of these). Not played: under a condition, another action, a second one of a kind."""
    if e["do"] == "atk_bonus":
        from deckcheck.wowtcg.goldfish.compile_statics import stash_atk
        return stash_atk(f, e, cond, src)      # "Stash: your hero has Assault 1 this turn" (statics)
    if e["do"] == "ready" and e.get("to") == "ally" and set(e) == {"do", "to", "when", "tag"} and e["tag"] == "Token" \
            and cond is None and f.stash_ready is None:
        # "Stash: Ready target token ally" (Stevrona Forgemender): one exhausted in the resource step (readies.stash_ready)
        f.stash_ready = group_mask(e, src.cards)
        f.stash = f.stash or (0, None, None, None)
        return False
    if cond is not None or _power_words(e) or e.get("to") is not None:
        return True
    dmg, per, tok, dig = f.stash or (0, None, None, None)
    do = e["do"]
    if do == "damage" and not dmg and per is None and isinstance(e.get("n"), int):
        if "per" in e:
            if e["per"] not in PER_SOURCES:
                return True
            per = per_count(e, src.cards, src.hero)
        else:
            dmg = e["n"]
    elif do == "token" and tok is None and "copy" not in e and token_key(e) in src.tokens:
        tok = (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)])
    elif do == "dig" and dig is None:
        dig = (int_or_0(e.get("n")) or 1, card_ids(src.cards, kind_filter(e)))
    elif do == "shuffle_back" and "what" in e and f.stash_back is None and set(e) <= {"do", "when", "what"}:
        f.stash_back = card_ids(src.cards, {"type": e["what"]})     # (draws family: Demonic Reclamation)
    else:
        return True
    f.stash = (dmg, per, tok, dig)
    return False


def _turn_end(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "At the end of your turn, this ally deals 1 damage to target opposing hero for each Ghoul you
    control" (a count, to the opposing hero; or a fixed n, under a condition checked then: "4 melee damage to each
    damaged opposing hero") or "At the end of each turn, put a 1/1 Dwarf Warrior ally token into play"
    (`each_turn`: the opponent's turn too, two a round; either way they attack on your next turn): `eot` ((n,
    count or None, cond) or None, (n, token id) or None). Not played: a token under a condition, as a power, a
    second one of a kind, a token copy."""
    if e.get("cond") == "attacked" and e["do"] == "damage":
        cond = (C_ATTACKED,)        # "to each hero it dealt damage to this turn": once, if it attacked (it hit)
    if _power_words(e) or e.get("to") is not None or cond is not None and (e["do"] != "damage" or cond[0] == C_NEVER):
        return True
    dmg, tok = f.eot or (None, None)
    if e["do"] == "damage":
        if dmg is not None or "per" in e and e["per"] not in PER_SOURCES or not isinstance(e.get("n"), int) \
                or e.get("each_turn"):
            return True
        dmg = (e["n"], per_count(e, src.cards, src.hero) if "per" in e else None, cond)
    else:
        n = int_or_0(e.get("n", 1)) * (2 if e.get("each_turn") else 1)
        if tok is not None or "copy" in e or token_key(e) not in src.tokens or not n:
            return True
        tok = (n, src.tokens[token_key(e)])
    f.eot = (dmg, tok)
    return False


def _power(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's activated Ferocity: `fero_pow` (pay, itself only, graveyard ids removed, how many). Not played:
    with a condition, an [Exhaust] or another cost, a target of a group, a second one."""
    if cond is not None or f.fero_pow is not None or e.get("when") or not isinstance(e.get("pay"), int) \
            or any(e.get(k) for k in _POWER_WORDS if k not in ("pay", "remove")) or e.get("to") not in (None, "ally") \
            or any(k in e for k in GROUP_KEYS):
        return True
    rem = e.get("remove")
    ids, n = None, 0
    if rem is not None:
        ids = card_ids(src.cards, kind_filter(rem))
        n = int_or_0(rem.get("n", 1)) or 1
    f.fero_pow = (e["pay"], int(e.get("to") is None), ids, n)
    return False


def _power_words(e: dict) -> bool:
    """Does the action carry a power's cost (a resource cost, even 0, or any other cost word)?"""
    return "pay" in e or any(e.get(k) for k in _POWER_WORDS)


def power_cond(f: CardFacts, e: dict, cond: tuple, src: Source, ak: int | None) -> bool:
    """An ally's activated power (damage, draw, +ATK to itself, a token) usable only while a condition holds ("While
    you control two or more allies that share a [Horde] or [Alliance] race: [Exhaust] -> Draw a card"), or an
    [Exhaust] damage or draw power of another card ("[Exhaust] -> Draw a card. Use only if you have seven or more
    cards in your hand"): `act_cond`, checked each time the engine would use it (`combat.declare`,
    `powers.after_combat`). True: taken."""
    if cond[0] == C_NEVER or f.act_cond is not None or ak not in _COND_POWERS \
            or ak == ACT_ATK and e.get("to") != "self":
        return False
    if src.kind != ALLY and (ak not in (ACT_DAMAGE, ACT_DRAW) or not e.get("exhaust")):
        return False
    f.act_cond = cond
    return True


def settle(f: CardFacts) -> bool:
    """True when the gate can't be kept: an unconditional one-shot effect of the ally beside its conditional ones
    (a gate over all of them would hold back the unconditional one)."""
    return f.etb_cond is not None and bool(f.etb_free or f.etb_other is not None and f.etb_other != f.etb_cond)


def also_token(f: CardFacts, e: dict, cond: tuple | None, tid: int, src_kind: int) -> bool:
    """Another kind of ally token the card puts into play as it resolves, beside its first (`token`): "Put a 2/2 Lion
    ally token into play with Ferocity. Put a 2/2 Tiger ... Put a 2/2 Bear ..."; each under its own condition checked
    then ("Empower Death Knight: ... a 3/3 Ghoul ...; Empower Druid: ... three 1/1 Treants"): `tok_also` ((n, token
    id, cond or None), ...), played by `play.tokens_now`. Not played: a count, "more", a copy, a condition the engine
    never meets."""
    n = e.get("n", 1)
    if not isinstance(n, int) or n < 1 or "per" in e or e.get("more") or "copy" in e or e.get("buy") \
            or cond is not None and cond[0] == C_NEVER:
        return True
    f.tok_also = (f.tok_also or ()) + ((n, tid, cond),)
    if src_kind != ALLY and not f.token[0] and cond is not None:
        f.needs = 1     # (an ability whose tokens are all under conditions: played only when one holds, `tokens.due`)
    return False


def per_token(f: CardFacts, e: dict, cond: tuple | None, src: Source, key: tuple) -> bool:
    """`token` with a count as the card resolves ("put a 2/2 Worgen ally token into play for this and each other Night
    Elf ally you control", "a 5/5 Void Terror for each Demon and/or Monster hero and ally you control"): `token` (n,
    token id, 0) and `tok_per` (per_count), counted as it resolves (`play.tokens_now`). Not played: under a
    condition, a count the engine has no source for, a second token, a copy."""
    if cond is not None or f.token is not None or e["per"] not in PER_SOURCES or e["per"] in ("counter", "attached") \
            or "copy" in e or "icon" in e or key not in src.tokens or not isinstance(e.get("n", 1), int) \
            or e.get("exile") and (e["per"] != "grave" or src.kind != ALLY):
        return True
    f.token = (int_or_0(e.get("n", 1)) or 1, src.tokens[key], 0)
    f.tok_per = per_count(e, src.cards, src.hero)       # (an `icon`: the count's or the token's? not played)
    f.tok_exile = int(bool(e.get("exile")))
    f.needs = int(src.kind != ALLY) or f.needs     # (an ability counting none makes no token: not played, `tokens.due`)
    return False


def _sweep(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "When this ally enters play, destroy all allies with cost 3 or less" / "put each other ally into its
    owner's hand" (`sweep`: yours, a passive opponent has none; `enter.drawbacks`): `sweep` (into hand, other,
    cost_max or -1). Not played: on another card, under a condition, as a power or another trigger, another filter."""
    if src.kind == ABILITY and e.get("to") == "allies" and not any(k in e for k in FILTER) and "into" not in e \
            and cond is None and not e.get("when") and not _power_words(e) and f.sweep is None:
        f.sweep = (0, 0, -1, 1)     # "Destroy all allies. For each ally destroyed this way, put a 3/3 Ghoul ..." (`tokens.per_tokens`)
        return False
    if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e) or f.sweep is not None \
            or e.get("to") not in ("allies", "others") or any(k in e for k in FILTER if k not in ("cost_max", "other")):
        return True
    other = int(e.get("to") == "others" or bool(e.get("other")))
    f.sweep = (int(e.get("into") == "hand"), other, e.get("cost_max", -1))
    return False


def _enter_ready_ally(f: CardFacts, e: dict, cond: tuple | None) -> bool:
    """An ally's "When this ally enters play, you may ready target ally with cost 2 or less" / "if you control no
    ready resources, you may ready target ally": `enter_ready` 2 (an ally of yours only) with `enter_rlim` (cost_max
    or -1, the condition: none, or no ready resources once it is paid for); played as `enter_ready` is
    (`readying.enter_ready`). Not played: another condition or filter, a second one."""
    if f.enter_ready or cond is not None and cond[0] != C_NO_READY or _power_words(e) \
            or any(k in e for k in FILTER if k != "cost_max"):
        return True
    f.enter_ready = 2
    f.enter_rlim = (int_or_0(e.get("cost_max", -1)) if "cost_max" in e else -1, cond)
    return False


def sweep_lost(f: CardFacts) -> bool:
    """True: an ability's sweep with no tokens for each ally after it (played only there: `tokens.per_tokens`)."""
    return f.sweep is not None and len(f.sweep) == 4 and f.tok_per is None



def enter_look(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """"When this or another Murloc ally enters play under your control, you may Delve" (`scry` n), "reveal the top
    card of your deck. If it's a Murloc, put it into your hand" (`dig` n 1 with a filter), "When an equipment enters
    play under your control, Delve": `enter_look` (ids of the cards whose entering triggers it, itself 0/1, scry n,
    dig ids or None), played by `enter.looks`. Not played: under a condition, as a power, a dig of more than one
    card or of all of them, a second one."""
    if cond is not None or _power_words(e) or f.enter_look is not None or e.get("all") or e.get("to") \
            or src.kind not in (ALLY, ABILITY, WEAPON, GEAR) or not isinstance(e.get("n", 1), int) \
            or any(k in e for k in ("per", "more", "reveal_all", "named", "nth")):
        return True
    kinds = str(e.get("on_type", "ally")).split()
    filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon", "on_cost_min")}
    ids = frozenset(i for i, card in enumerate(src.cards)
                    if any(matches(card, {"type": k}) for k in kinds) and matches(card, filt))
    n = int_or_0(e.get("n", 1)) or 1
    if e["do"] == "scry":
        f.enter_look = (ids, int(bool(e.get("self"))), n, None)
    elif n == 1:
        f.enter_look = (ids, int(bool(e.get("self"))), 0, card_ids(src.cards, kind_filter(e)))
    else:
        return True
    return False


def _regrow_named(f: CardFacts, e: dict, cond: tuple | None, src: Source, plain) -> bool:
    """An ally's "When this enters play, you may pay 1. If you do, put a card named Darnassus Sentinels from your
    graveyard into your hand": `regrow` of the cards of that name only (`name`), paid as it resolves if you can and
    such a card is there (`regrow_fee`, `library.regrow`). Not played: on another card, under a condition, as a power
    or another trigger."""
    if src.kind != ALLY or cond is not None or e.get("when") or _power_words(e) or f.regrow is not None:
        return True
    lost = plain(f, {k: v for k, v in e.items() if k not in ("fee", "name")}, None, src)
    if lost or f.regrow is None:
        return True
    if "name" in e:
        f.regrow = (frozenset(i for i in f.regrow[0] if src.cards[i].name == e["name"]),) + f.regrow[1:]
    f.regrow_fee = int_or_0(e.get("fee"))
    return False
