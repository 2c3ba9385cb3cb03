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

Not played (the card is reported unmodelled): an X number of counters (the engine pays no X for a permanent), a
counter action on any other trigger or cost, a count of counters in any other action, and a counter action on a
quest.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (ALLY, QUEST, TO_ALLIES, TO_CODES, TO_HERO, TO_PARTY, TO_SELF, TO_WEAPON,
                                             WEAPON, damage_bits, int_or_0)
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, _watched_cards, token_key, weapon_ids

#: what a step of a counters trigger does (`counters.run`)
OP_ADD, OP_REM, OP_DMG, OP_DRAW, OP_TOKEN = range(5)
#: the places of a card's counters spec (`CardFacts.ctr`), each a list while read, then a tuple
ENTER_OWN, ENTER_ATK, TURN_START, TURN_END, STRIKE, PLAY_IDS, PLAY, HITS, DEALT_BITS, DEALT, POWER, ATKS, \
    STRIKE_LESS = range(13)
#: the triggers a counter action takes, by the record's `when` (None: as the card enters play)
_WHENS = {"turn_start": TURN_START, "turn_end": TURN_END, "strike": STRIKE, "play": PLAY, "hits": HITS,
          "dealt": DEALT}
ALL = 99        # "remove all counters"


def is_counters(e: dict) -> bool:
    """Is the flat action one of the counters family?"""
    return e["do"] in ("counter", "uncounter") or e.get("per") == "counter" or e.get("cond") == "counters"


def _spec(f: CardFacts) -> list:
    if f.ctr is None:
        f.ctr = [0, 0, [], [], [], None, [], [], 0, [], None, [], 0]
    return f.ctr


def read(f: CardFacts, e: dict, src: Source) -> bool:
    """Read one action of the counters family into `f.ctr`; True: not played (the card is reported unmodelled)."""
    do, when = e["do"], e.get("when")
    need = int_or_0(e.get("count")) if e.get("cond") == "counters" else 0
    if "cond" in e and not need or src.kind == QUEST or e.get("n") == "X" and not (when == "hits" and do == "counter"):
        return True         # (X: "for each damage dealt" on an ally's hit; any other X is not played)
    spec = _spec(f)
    if do == "atk_bonus" and e.get("per") == "counter":
        return _atk(spec, e, src, need)
    if do == "cost_less":           # "this weapon costs n less to strike for each counter on it"
        if e.get("per") != "counter" or e.get("what") != "strike" or src.kind != WEAPON or need or "when" in e \
                or not isinstance(e.get("n", 1), int):
            return True
        spec[STRIKE_LESS] += int_or_0(e.get("n", 1))
        return False
    n = -1 if e.get("n") == "X" else int_or_0(e.get("n", 1))      # (-1: as much as the ally's hit dealt)
    if "pay" in e or e.get("exhaust"):
        return _power(spec, e, n, need)
    if when is None and do == "counter" and not need:
        spec[ENTER_ATK if e.get("atk") else ENTER_OWN] += n
        return e.get("to") is not None
    place = _WHENS.get(when)
    if place is None or when == "hits" and src.kind == ALLY or e.get("to") == "weapon" and when != "strike":
        return True
    op = _op(e, n, need, src)
    if op is None:
        return True
    if when == "strike":
        op = op + (int(src.kind == WEAPON and e.get("to") != "weapon"),)     # (a weapon's own: this weapon)
    elif when == "play":
        if spec[PLAY_IDS] is not None:
            return True                 # (one play trigger a card)
        spec[PLAY_IDS] = _watched_cards(e, src.cards)[1]
    elif when == "dealt":
        spec[DEALT_BITS] |= damage_bits(str(e.get("on_icon", "")).split())
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
    if do == "damage" and e.get("to") is None and e.get("when") == "turn_start" and "plus" not in e:
        return (OP_DMG, n, 0, per, need, 0)
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
            k in e for k in ("faction", "class", "classes", "tag", "icon", "type", "other")):
        return True
    mask = weapon_ids(src.cards, e.get("tag")) if to == TO_WEAPON else None
    spec[ATKS].append((int_or_0(e.get("n", 1)), to, mask))
    return False


def _power(spec: list, e: dict, n: int, need: int) -> bool:
    """A power that puts counters (onto this card, or +1 ATK counters onto the weapon your hero strikes with):
    (pay, op) into POWER, one a card, used once a turn (an [Exhaust] power; one without [Exhaust] too: the engine
    errs low)."""
    if e["do"] != "counter" or need or spec[POWER] is not None or "when" in e \
            or e.get("exhaust_hero") or e.get("flip") or e.get("once") or not isinstance(e.get("pay", 0), int):
        return True
    spec[POWER] = (int(e.get("pay", 0)), (OP_ADD, n, int(bool(e.get("atk"))), int(e.get("to") == "weapon"), 0,
                                          int_or_0(e.get("max"))))
    return False


def settle(f: CardFacts) -> None:
    """The spec frozen (lists to tuples), or None when the card has no counters at all."""
    s = f.ctr
    if s is None:
        return
    f.ctr = tuple(tuple(x) if isinstance(x, list) else x for x in s)
