"""Readers of the drawbacks a card puts on your own side (the engine plays them: `goldfish.drawbacks`).

`first` is asked before any other reader (`compile_effects._read_action`): it takes the record actions
`damage` with ``ally`` (n damage to target ally, which can only be yours), `hp_less`, `skip_draw`,
`discard_hand`, `leave`, `token` with ``buy`` (tokens bought as an ally is played) and every action with
``when: turn_end``, ``when: ally_dies`` or ``when: destroyed`` (only `leave`, resp. `token`, resp. `damage`,
`draw` and `token` on an ally, is played there; any other such action is left out, never played at another
time). It returns None for an
action that is none of these, so the other readers take it. `drawback_flags` sets the deck-wide flags the
engine tests before it looks for a drawback.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import FILTER
from deckcheck.wowtcg.goldfish import compile_actions
from deckcheck.wowtcg.goldfish.codes import (ABILITY, ALLY, C_NEVER, DEATH_DAMAGE, DEATH_DIG, DEATH_DRAW, DEATH_HAND,
                                             DEATH_KILL, DEATH_PLAY, DEATH_PORTAL, DEATH_RES, DEATH_SHUFFLE, DEATH_TOKEN,
                                             EOT_DESTROY,
                                             EOT_HAND, EOT_HAND_UNDAMAGED, GEAR, WEAPON, int_or_0)
from deckcheck.wowtcg.goldfish.compile_facts import (GROUP_KEYS, CardFacts, Source, card_ids, kind_filter, per_count,
                                                     token_key)

_PLAIN_KEYS = ("pay", "when", "more", "per", "plus", "exhaust", "exhaust_hero", "flip", "once")


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """Read a drawback action into `f` (True: left out); None when `e` is no drawback action."""
    do = e["do"]
    if e.get("when") == "turn_end":
        return _leave(f, e, cond, src) if do == "leave" else True
    if e.get("when") == "ally_dies":
        return _death_token(f, e, cond, src) if do == "token" else True
    if e.get("when") == "destroyed":
        return _on_death(f, e, cond, src)
    if do == "token":
        return _buy_token(f, e, cond, src) if "buy" in e else None
    if do == "damage":
        return _own_ally_damage(f, e, cond, src) if "ally" in e else None
    reader = _READERS.get(do)
    return None if reader is None else reader(f, e, cond, src)


def _own_ally_damage(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`damage` n with ``ally: m`` on an ability ("n damage to target hero and m damage to target ally"): the
    hero's damage as `compile_actions` reads it, and `dmg_ally` m with `needs` 1: a passive opponent has no
    ally, so the ability is played only with an ally of yours in play, which takes the m damage (CR 707.1d).
    Left out on a card other than an ability, in a power, a trigger, or with a count."""
    if src.kind == ALLY and e.get("to") == "others" and "n" not in e and cond is None and not f.dmg_others \
            and not any(k in e for k in _PLAIN_KEYS) and not any(k in e for k in FILTER) and int_or_0(e["ally"]):
        f.dmg_others = int_or_0(e["ally"])  # "he deals 1 fire damage to each other ally": yours (`enter.drawbacks`)
        return False
    if src.kind == ALLY and "n" not in e and cond is None and not any(k in e for k in _PLAIN_KEYS) \
            and not any(k in e for k in FILTER) and not f.dmg_ally and int_or_0(e["ally"]):
        f.dmg_ally = int_or_0(e["ally"])    # an ally's "as it enters, it deals 2 damage to target ally you control":
        return False                        # one of yours (itself, at least, is there: `enter.drawbacks`)
    if src.kind != ABILITY or any(k in e for k in _PLAIN_KEYS) or e.get("to") in ("all", "heroes") \
            or f.dmg_ally or not isinstance(e.get("n", 0), int):
        return True
    f.dmg_ally = int_or_0(e["ally"])
    f.needs = 1
    if "n" not in e:
        return False        # ("Your hero deals 2 nature damage to target ally": no damage to the opposing hero)
    return compile_actions.PLAIN["damage"](f, {k: v for k, v in e.items() if k != "ally"}, cond, src)


def _hp_less(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`hp_less` n, to ``others`` | ``party``, static: your (other) allies have n less health while the card is in
    play. Fills `hp_less` (n, other 0/1). Left out with a condition, a group filter or another target."""
    to = e.get("to")
    if cond is not None or to not in ("others", "party") or any(
            k in e for k in ("faction", "class", "tag", "type", "icon", "when", "pay")) or f.hp_less is not None:
        return True
    f.hp_less = (int_or_0(e.get("n", 1)), int(to == "others"))
    return False


def _skip_draw(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`skip_draw`, static: you skip your draw step while the card is in play. Fills `skip_draw`."""
    if cond is not None or e.get("when") or "pay" in e:
        return True
    f.skip_draw = 1
    return False


def _discard_hand(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`discard_hand` on an ability: at the end of the turn you play it, discard your hand. Fills
    `eot_discard`. Left out elsewhere (a power, a trigger, a condition, a card that stays)."""
    if cond is not None or src.kind not in (ABILITY, ALLY) or any(k in e for k in _PLAIN_KEYS):
        return True
    f.eot_discard = 1       # (an ally's: as it enters, `enter.drawbacks`)
    return False


def _leave(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`leave` to ``grave`` | ``hand`` with ``when: turn_end`` on an ally: at the end of your turn it is destroyed
    or returns to your hand; with ``cond: undamaged`` only if it has no damage on it (the engine follows the
    damage on your allies). Fills `eot_leave` (EOT_*)."""
    if src.kind != ALLY or e.get("when") != "turn_end" or "pay" in e:
        return True
    if e.get("cond") == "undamaged" and (cond is None or cond == (C_NEVER,)) and e.get("to") == "hand":
        f.eot_leave = EOT_HAND_UNDAMAGED
        return False
    if e.get("cond") == "attacked" and e.get("to") == "hand" and not f.eot_leave:
        from deckcheck.wowtcg.goldfish.codes import EOT_HAND_ATTACKED
        f.eot_leave = EOT_HAND_ATTACKED     # (combat2: only after it attacked this turn, `Game.att_back`)
        return False
    if cond is not None:
        return True
    f.eot_leave = EOT_HAND if e.get("to") == "hand" else EOT_DESTROY
    return False


def _death_token(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`token` with ``when: ally_dies`` (a card in play: "when a non-token ally you control is destroyed, put a
    token into play"). Fills `death_token` (n, token id, 0). Left out with a condition, a cost or a copy."""
    key = token_key(e)
    if cond is not None or "pay" in e or "copy" in e or "more" in e or "per" in e or key not in src.tokens \
            or f.death_token is not None or src.kind not in (ABILITY, ALLY, WEAPON, GEAR):
        return True
    f.death_token = (int_or_0(e.get("n", 1)), src.tokens[key], 0)
    return False


def _on_death(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """What an ally does with ``when: destroyed`` ("When this ally is destroyed, ..."): `on_death` (DEATH_*, n,
    token id, more, pay, condition): `damage` n to the opposing hero (``per: resource``: n for each resource you
    control, ``per: opp_hand``: for each card in the opposing hand, `more` its count), `draw` n, `token`, `portal` (`more`: the Demon allies with a lower cost it can put
    into play), `leave` to ``hand`` / ``play`` / ``resource`` (it goes from your graveyard into your hand, back into
    play, or into your resource row face down and exhausted: "you may", done) with a ``pay`` ("you may pay 3. If you
    do, ...": paid if you have it ready) and a condition checked then. On an ability in play, `damage`, `draw` or
    `token` ("When Unstable Affliction is destroyed, your hero deals 4 shadow damage to attached character"). Left
    out on another kind of card, a condition
    or a cost elsewhere, a count, another target, or a second such action."""
    do, n = e["do"], e.get("n", 1)
    back = do == "leave" and e.get("to") in ("hand", "play", "resource")
    per = e.get("per") in ("resource", "opp_hand") and do == "damage" \
        and not any(k in e for k in GROUP_KEYS + ("type", "other"))     # (opp_hand: "... to target hero for each card
    #   in its controller's hand": the opposing hero, its hand of 7 during your turn, `opp.hand`)
    allowed = {"when"} | ({"pay", "to", "tag"} if back else set()) | ({"per"} if per else set()) \
        | ({"tag"} if do == "dig" else set())
    if src.kind not in (ALLY, ABILITY) or src.kind == ABILITY and (back or per or do not in ("damage", "draw", "token")) \
            or (cond is not None or "pay" in e) and not back or f.on_death is not None \
            or not isinstance(n, int) or any(k in e and k not in allowed
                                             for k in _PLAIN_KEYS + ("to", "copy", "max", "sum", "tag", "upto")):
        return True     # (a condition's filter, "while you control another Worgen", is on `e` too: `tag`)
    pay = int_or_0(e.get("pay", 0))
    if do == "damage":
        f.on_death = (DEATH_DAMAGE, n, -1, per_count(e, src.cards, src.hero) if per else None, 0, None)
    elif do == "draw":
        f.on_death = (DEATH_DRAW, n, -1, None, 0, None)
    elif do == "token" and token_key(e) in src.tokens:
        f.on_death = (DEATH_TOKEN, n, src.tokens[token_key(e)], None, 0, None)
    elif do == "portal":
        f.on_death = (DEATH_PORTAL, 1, -1, compile_actions.portal_ids(src), 0, None)
    elif do == "dig" and n == 1 and e.get("reveal"):     # "reveal the top card of your deck. If it's ..., draw it"
        f.on_death = (DEATH_DIG, 1, -1, card_ids(src.cards, kind_filter(e)), 0, None)
    elif do == "kill_ally":
        f.on_death = (DEATH_KILL, 1, -1, None, 0, None)
    elif do == "shuffle_back":       # "you may shuffle target player's graveyard into his deck": yours
        f.on_death = (DEATH_SHUFFLE, 1, -1, None, 0, None)
    elif back:
        f.on_death = ({"hand": DEATH_HAND, "play": DEATH_PLAY}.get(e["to"], DEATH_RES), 1, -1, None, pay, cond)
    else:
        return True
    return False


def _buy_token(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`token` ``buy: 1`` on an ally ("when you play this ally, you may pay 1 any number of times: a token for each
    1 paid"). Fills `buy_token` (the token's id). Left out elsewhere, with a condition or a trigger."""
    key = token_key(e)
    if src.kind != ALLY or cond is not None or any(k in e for k in _PLAIN_KEYS + ("copy",)) or key not in src.tokens:
        return True
    f.buy_token = src.tokens[key]
    return False


def _hurt_hero(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`hurt_hero` n: damage to your own hero (as it enters, at the start of your turn, ...). The engine does not
    follow your hero's health (the passive opponent never damages it); what bears is that your hero is damaged:
    for a deck holding such a card `compile_facts.hurts_own_hero` turns "while your hero is undamaged" and Bloodrush
    off for the whole game (errs low). Nothing else to read."""
    return False


def _kill_own(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`kill_ally` ``own`` on an ally, no trigger ("When Sivandra enters play, draw a card, then destroy an ally in your
    party"): `kill_own` (enter.drawbacks); any other `kill_ally` here is left out (played only as an ally is destroyed,
    `_on_death`, or by the tricks family)."""
    if not e.get("own") or src.kind != ALLY or cond is not None or any(k in e for k in _PLAIN_KEYS + ("damaged",)):
        return True
    f.kill_own = 1
    return False


_READERS = {"kill_ally": _kill_own,     # (an entering ally's "destroy an ally in your party"; else: `_on_death`)
            "hurt_hero": _hurt_hero, "hp_less": _hp_less, "skip_draw": _skip_draw, "discard_hand": _discard_hand, "leave": _leave}


def drawback_flags(cc) -> None:
    """The deck-wide flags of `Compiled` the engine tests before it looks for a drawback: `any_skip`,
    `any_eot` (an ally leaving or a hand discarded at the end of your turn), `any_hp_less`, `any_death` (tokens
    when an ally of yours dies)."""
    cc.any_skip = any(cc.skip_draw)
    cc.any_eot = any(cc.eot_leave) or any(cc.eot_discard)
    cc.any_hp_less = any(h is not None for h in cc.hp_less)
    cc.any_death = any(d is not None for d in cc.death_token)
    cc.any_on_death = any(d is not None for d in cc.on_death)
