"""The counters family read into `CardFacts.ctr` (the engine plays it in `counters.py`).

Reads the actions ``counter`` (put n counters on the card, or +1 ATK counters onto a weapon), ``uncounter``
(remove n, 99: all; ``expire``: if none remain, destroy the card), any action counted ``per: {of: counter}``
(+n ATK for each counter on the card: to itself, your hero, your allies, your party, your weapons of a kind;
damage to the opposing hero or draws at the start of your turn for each counter; "this weapon costs n less to
strike for each counter") and any action under the
condition ``{cond: counters, count: N}`` ("while this has N or more counters": damage, draws, tokens, counters
put or removed at the start or the end of your turn).

A counter action comes as the card enters play (no trigger), at the start (``turn_start``) or the end
(``turn_end``) of your turn, when your hero deals combat damage with a weapon (``strike``: with this weapon for a
weapon's own; ``to: weapon``: onto the weapon struck), when you play a card (``play`` with the trigger's filters),
when an ally you control deals combat damage to the opposing hero (``hits``, on a card other than an ally; ``n: X``:
one for each damage it dealt), when
the opposing hero is dealt damage of a type (``dealt`` with ``on_icon``: your hero's damage of that type in a turn
the card was in play from its start, or the card's own damage at the start of your turn), or as a power
(``exhaust: 1`` and/or ``pay``: once a turn, onto the weapon your hero strikes with for ``to: weapon``).

A power whose cost removes counters from the card (``uncount`` n: "Remove three verse counters -> draw a card") goes
to SPEND as (counters removed, pay, exhaust 0/1, SP_*, n, TO_* or -1, weapon ids or None): +n ATK this turn to this
weapon, the weapon struck with, an attacking ally, "an ally or weapon" or your hero (SP_ATK, in combat as your hero
strikes), draws and damage to the opposing hero (SP_DRAW, SP_DMG, after combat), "you pay n less to strike"
(SP_LESS, with this weapon or with weapons of a kind, as your hero strikes). ``when: draw`` ("when you draw a card,
add a counter") and ``when: opp_turn_end`` (at the end of each opponent's turn, under ``unhurt_turn`` or none) add
counters.

Not played (the card is reported unmodelled): an X number of counters (the engine pays no X for a permanent), a
counter action on any other trigger or cost, a count of counters in any other action, and a counter action on a
quest.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (ALLY, QUEST, TO_ALLIES, TO_ALLY, TO_CODES, TO_HERO, TO_PARTY,
                                             TO_SELF, TO_WEAPON, WEAPON, damage_bits, int_or_0)
from deckcheck.wowtcg.goldfish.compile_facts import (CardFacts, Source, _watched_cards, card_ids, per_count,
                                                    token_key, weapon_ids)

#: what a step of a counters trigger does (`counters.run`)
OP_ADD, OP_REM, OP_DMG, OP_DRAW, OP_TOKEN, OP_LEAVE = range(6)     # (OP_LEAVE: the card destroyed once the
#                                                                      trigger's other steps are done: compile_tricks)
#: the places of a card's counters spec (`CardFacts.ctr`), each a list while read, then a tuple
ENTER_OWN, ENTER_ATK, TURN_START, TURN_END, STRIKE, PLAY_IDS, PLAY, HITS, DEALT_BITS, DEALT, POWER, ATKS, \
    STRIKE_LESS, DRAWN, OPP_END, SPEND, ENTER_PER, RES_IN, ENTER_IF, EXPIRE, STASH, HERO_HIT, HITS_IDS = range(23)
#: what a power paid with counters does (SPEND)
SP_ATK, SP_DRAW, SP_DMG, SP_LESS, SP_CTR, SP_DIG, SP_QLESS, SP_KILL = range(8)
IDLE = -1       # an op's "counters needed": only in a turn your hero did not attack (`hero_idle`)
#: "target ally or weapon" (an SP_ATK's own target)
TO_ALLY_WEAPON = 99
#: the triggers a counter action takes, by the record's `when` (None: as the card enters play)
_WHENS = {"turn_start": TURN_START, "turn_end": TURN_END, "strike": STRIKE, "play": PLAY, "hits": HITS,
          "dealt": DEALT, "draw": DRAWN, "opp_turn_end": OPP_END, "resource": RES_IN, "hero_hits": HERO_HIT}
ALL = 99        # "remove all counters"
DOUBLE = -2     # "double the number of counters": as many more as the card has
_ENTER_PER = ("ally", "hand", "quest")      # what an entering card's counters may be counted by


def is_counters(e: dict) -> bool:
    """Is the flat action one of the counters family?"""
    return e["do"] in ("counter", "uncounter") or e.get("per") == "counter" or e.get("cond") == "counters" \
        or "uncount" in e or e["do"] == "expire"


def _spec(f: CardFacts) -> list:
    if f.ctr is None:
        f.ctr = [0, 0, [], [], [], None, [], [], 0, [], None, [], 0, [], [], [], [], [], [], 0, None, [], None]
    return f.ctr


def read(f: CardFacts, e: dict, src: Source) -> bool:
    """Read one action of the counters family into `f.ctr`; True: not played (the card is reported unmodelled)."""
    do, when = e["do"], e.get("when")
    if "uncount" in e:
        return src.kind == QUEST or _spend(_spec(f), e, src)
    if when == "stash":         # Stash: "add an heirloom counter to target equipment you control"
        return _stash(_spec(f), e)
    if do == "expire":          # "when the last counter is removed from this card, destroy it"
        _spec(f)[EXPIRE] = 1
        return src.kind == QUEST or len(e) > 1
    if e.get("cond") == "went_second" and do == "counter" and when is None and isinstance(e.get("n", 1), int) \
            and "to" not in e and "per" not in e and src.kind != QUEST:
        _spec(f)[ENTER_IF].append((int_or_0(e.get("n", 1)), int(bool(e.get("atk")))))
        return False            # ("enters play with three +1 ATK counters if an opponent went first this game")
    need = int_or_0(e.get("count")) if e.get("cond") == "counters" else 0
    if e.get("cond") == "unhurt_turn" and when == "opp_turn_end":
        e = {k: v for k, v in e.items() if k != "cond"}     # (a passive opponent never damages your hero)
    if e.get("cond") == "hero_idle" and when == "turn_end" and do == "counter" and isinstance(e.get("n", 1), int) \
            and not any(k in e for k in ("to", "per", "max", "pay", "exhaust")) and src.kind != QUEST:
        _spec(f)[TURN_END].append((OP_ADD, int_or_0(e.get("n", 1)), int(bool(e.get("atk"))), 0, IDLE, 0))
        return False            # ("at the end of your turn, if your hero didn't attack this turn, add a counter")
    if need and ("pay" in e or e.get("exhaust")) and "when" not in e and e["do"] not in ("counter", "uncounter"):
        return src.kind == QUEST or _spend(_spec(f), e, src, need)     # ("if this has three or more ...: power")
    if "cond" in e and not need or src.kind == QUEST or e.get("n") == "X" and not (when == "hits" and do == "counter"):
        return True         # (X: "for each damage dealt" on an ally's hit; any other X is not played)
    spec = _spec(f)
    if do == "atk_bonus" and e.get("per") == "counter":
        return _atk(spec, e, src, need)
    if do == "cost_less":           # "this weapon costs n less to strike for each counter on it"
        if e.get("per") != "counter" or e.get("what") != "strike" or src.kind != WEAPON or need or "when" in e \
                or not isinstance(e.get("n", 1), int):
            return True
        spec[STRIKE_LESS] += -int_or_0(e.get("n", 1)) if e.get("more") else int_or_0(e.get("n", 1))
        return False
    n = -1 if e.get("n") == "X" else DOUBLE if e.get("n") == "double" else int_or_0(e.get("n", 1))
    # (-1: as much as the ally's hit dealt)
    if do == "counter" and "per" in e:      # "enters play with a +1 ATK counter for each card in your hand"
        if when is not None or need or e["per"] not in _ENTER_PER or e.get("to") is not None or "max" in e \
                or "pay" in e or e.get("exhaust") or n <= 0:
            return True
        spec[ENTER_PER].append((n, int(bool(e.get("atk"))), per_count(e, src.cards, src.hero)))
        return False
    if "pay" in e or e.get("exhaust") or "discard" in e:
        return _power(spec, e, n, need, src)
    if n == DOUBLE and (do != "counter" or when is None or "max" in e):
        return True
    if when is None and do == "counter" and not need:
        spec[ENTER_ATK if e.get("atk") else ENTER_OWN] += n
        return e.get("to") is not None
    place = _WHENS.get(when)
    if place is None or when == "hits" and src.kind == ALLY or e.get("to") == "weapon" and when not in ("strike",
                                                                                                         "play"):
        return True
    op = _op(e, n, need, src)
    if op is None:
        return True
    if when == "strike":
        op = op + (int(src.kind == WEAPON and e.get("to") != "weapon"),)     # (a weapon's own: this weapon)
    elif when == "play":
        ids = _watched_cards(e, src.cards)[1]
        if spec[PLAY_IDS] is not None and spec[PLAY_IDS] != ids:
            return True                 # (one play trigger a card: its steps on the same cards)
        spec[PLAY_IDS] = ids
    elif when == "dealt":
        spec[DEALT_BITS] |= damage_bits(str(e.get("on_icon", "")).split())
    elif when == "hits" and any(k in e for k in ("on_tag", "on_faction", "on_class", "on_icon")):
        ids = card_ids(src.cards, {"type": "ally", **{k[3:]: e[k] for k in ("on_tag", "on_faction", "on_class",
                                                                             "on_icon") if k in e}})
        if spec[HITS_IDS] is not None and spec[HITS_IDS] != ids or spec[HITS] and spec[HITS_IDS] is None:
            return True                 # (one filter a card)
        spec[HITS_IDS] = ids            # ("when a Racer ally you control deals combat damage to an opposing hero")
    spec[place].append(op)
    return False


def _op(e: dict, n: int, need: int, src: Source) -> tuple | None:
    """(OP_*, n, +1 ATK counters 0/1, argument, counters needed, the most counters: 0 no cap) of a triggered
    action; None: not played."""
    do, atk = e["do"], int(bool(e.get("atk")))
    per = int(e.get("per") == "counter")
    if do == "counter":
        return (OP_ADD, n, atk, int(e.get("to") == "weapon"), need, int_or_0(e.get("max")))
    if do == "uncounter":
        return (OP_REM, n, atk, int(bool(e.get("expire"))), need, 0)
    if do == "damage" and e.get("to") is None and "plus" not in e and (e.get("when") == "turn_start" or need
                                                                        and not per and e.get("when") == "play"):
        return (OP_DMG, n, 0, per, need, 0)     # ("when you play a card ... if there are six or more, ... 5 damage")
    if do == "draw" and e.get("when") == "turn_start":
        return (OP_DRAW, n, 0, per, need, 0)
    if do == "token" and need and "copy" not in e and not per and token_key(e) in src.tokens:
        return (OP_TOKEN, n, 0, src.tokens[token_key(e)], need, 0)     # ("if it has five or more, ... a token")
    return None


def _atk(spec: list, e: dict, src: Source, need: int) -> bool:
    """+n ATK for each counter on the card, while it is in play (`until: ongoing`; granted Assault is the same
    against a passive opponent): (n, TO_*, weapon ids or None) into ATKS."""
    to = TO_CODES.get(e.get("to", "self"), -1)
    if need or "when" in e or e.get("until") != "ongoing" or to not in (TO_SELF, TO_HERO, TO_ALLIES, TO_PARTY,
                                                                          TO_WEAPON):
        return True
    if to == TO_SELF and src.kind not in (ALLY, WEAPON) or to == TO_ALLIES and any(
            k in e for k in ("faction", "class", "classes", "class_icon", "tag", "icon", "type", "other")):
        return True
    mask = weapon_ids(src.cards, e.get("tag")) if to == TO_WEAPON else None
    spec[ATKS].append((int_or_0(e.get("n", 1)), to, mask))
    return False


def _power(spec: list, e: dict, n: int, need: int, src: Source) -> bool:
    """A power that puts counters (onto this card, or +1 ATK counters onto the weapon your hero strikes with):
    (pay, op, ids of the cards it discards or None) into POWER, one a card, used once a turn (an [Exhaust] power; one
    without [Exhaust] too: the engine errs low); "1, Discard an equipment -> add a murder counter" (no [Exhaust]) as
    often as the hand holds such a card the engine has no use for."""
    if e["do"] != "counter" or need or spec[POWER] is not None or "when" in e or n <= 0 \
            or any(k in e for k in ("exhaust_hero", "flip", "once", "destroy", "remove", "hurt", "turn")) \
            or not isinstance(e.get("pay", 0), int):
        return True
    fodder = None
    if "discard" in e:
        d = e["discard"]
        if e.get("exhaust") or e.get("to") is not None or set(d) - {"what", "tag"}:
            return True
        fodder = card_ids(src.cards, {"type": d.get("what", "card"), **({"tag": d["tag"]} if "tag" in d else {})})
    spec[POWER] = (int(e.get("pay", 0)), (OP_ADD, n, int(bool(e.get("atk"))), int(e.get("to") == "weapon"), 0,
                                          int_or_0(e.get("max"))), fodder)
    return False


def _stash(spec: list, e: dict) -> bool:
    """Stash: (n, +1 ATK counters 0/1, onto a weapon 0/1) into STASH, one a card; True: not played."""
    to, n, atk = e.get("to"), e.get("n", 1), int(bool(e.get("atk")))
    if e["do"] != "counter" or spec[STASH] is not None or not isinstance(n, int) or n <= 0 or any(
            k in e for k in ("cond", "per", "pay", "exhaust", "max")) or to not in ("equipment", "weapon") \
            or (to == "weapon") != bool(atk):
        return True
    spec[STASH] = (n, atk, int(to == "weapon"))
    return False


_SPEND_TO = {"self": TO_SELF, "weapon": TO_WEAPON, "ally": TO_ALLY, "ally_weapon": TO_ALLY_WEAPON, "hero": TO_HERO,
             "allies": TO_ALLIES}


def _spend(spec: list, e: dict, src: Source, gate: int = 0) -> bool:
    """A power paid by removing counters from this card (`uncount`), or one usable only while the card has `gate`
    counters or more ("if this armor has three or more heirloom counters: [Exhaust] -> ..."): its entry into SPEND
    (counters removed, pay, exhaust, SP_*, n, TO_* or -1, weapon ids or None, n for each counter removed 0/1,
    counters needed); True: not played (another action or target, a condition, a trigger, a count, X, a cost beyond
    resources, [Exhaust] and the counters)."""
    do, n = e["do"], e.get("n", 1)
    per = int(e.get("per") == "counter")
    remove = int(e.get("uncount", 0))
    if per and (do != "damage" or remove != ALL) or remove == ALL and not per:
        return True             # ("remove all counters -> 1 damage for each counter removed this way")
    e = {k: v for k, v in e.items() if not (k == "per" and per or gate and k in ("cond", "count"))}
    if any(k in e for k in ("cond", "when", "per", "exhaust_hero", "flip", "once", "destroy", "remove", "hurt",
                            "discard", "turn")) or not isinstance(n, int) or not n \
            or not isinstance(e.get("pay", 0), int) or not remove and not gate:
        return True
    to, mask = -1, None
    if do == "atk_bonus":
        to = _SPEND_TO.get(e.get("to"), -1)
        if to < 0 or e.get("until") != "turn" or to == TO_SELF and src.kind != WEAPON or any(
                k in e for k in ("faction", "class", "tag", "icon", "type", "other", "hp", "more", "targets",
                                 "minus")):
            return True
        kind = SP_ATK
    elif do in ("draw", "damage"):
        if any(k in e for k in ("upto", "max", "more", "plus", "sum", "tag", "ally")) or e.get("to") not in (None,
                                                                                                         "any"):
            return True
        kind = SP_DRAW if do == "draw" else SP_DMG
    elif do == "kill_hero" and e.get("to") in (None, "heroes"):
        kind = SP_KILL          # ("destroy target hero": the opposing hero)
    elif do == "dig" and e.get("what", "card") == "card" and not any(
            k in e for k in ("reveal", "faction", "class", "tag", "icon", "cost_min", "cost_max")):
        kind = SP_DIG           # ("look at the top three cards of your deck. Put one into your hand")
    elif do == "counter" and e.get("atk") and e.get("to") == "weapon" and "max" not in e:
        kind, to = SP_CTR, TO_WEAPON        # ("add a +1 ATK counter to target weapon": the one your hero strikes with)
    elif do == "cost_less" and e.get("what") == "quest" and e.get("until") == "turn" and not e.get("pay") \
            and not any(k in e for k in ("min", "x", "faction", "class", "tag", "type", "cost_min", "hero", "own",
                                         "kind", "more")):
        kind = SP_QLESS         # ("you pay 1 less to complete target quest this turn")
    elif do == "cost_less" and e.get("what") == "strike" and e.get("until") == "turn" and not e.get("pay"):
        if any(k in e for k in ("min", "x", "faction", "class", "tag", "type", "cost_min", "hero")):
            return True
        if e.get("own"):
            if src.kind != WEAPON or "kind" in e:
                return True
            mask, to = frozenset({src.idx}), TO_SELF
        else:
            mask = weapon_ids(src.cards, e.get("kind"))
        kind = SP_LESS
    else:
        return True
    spec[SPEND].append((remove, int(e.get("pay", 0)), int(bool(e.get("exhaust"))), kind, n, to, mask, per,
                        max(gate, 1 if remove == ALL else remove)))
    return False


def settle(f: CardFacts) -> None:
    """The spec frozen (lists to tuples), or None when the card has no counters at all."""
    s = f.ctr
    if s is None:
        return
    f.ctr = tuple(tuple(x) if isinstance(x, list) else x for x in s)
