"""Readers of the attachments family (issue 23, round 6, dots; the engine's side is `dots.py`, checked by
`audit_dots.py`): abilities attached to the opposing hero that hurt it at the start of each of your turns, with the
clause that made each unmodelled before, read into `CardFacts.dots` (a tuple, the D_* places below; None: none).

- `damage` ``when: turn_start`` ``plus: weapon`` (``tag``): "At the start of your turn, your hero deals melee damage
  to attached character equal to the ATK of a Melee weapon you control" (D_WDOT: (n, weapon ids); the highest ATK of
  such a weapon you control then, none: no damage);
- `leave` ``to: grave`` ``when: turn_start`` under ``cond: opp_undamaged`` beside `damage` n ``when: turn_start``
  under ``cond: opp_damaged``: "At the start of your turn, destroy Bleed if attached character is undamaged.
  Otherwise, your hero deals 2 melee damage to it" (D_BLEED n; the engine plays it only onto a damaged hero: the
  damage on a hero stays, so it is never destroyed this way, and `needs` holds it in hand until then);
- `tutor` ``name`` (the card's own) ``to: play`` ``when: turn_start`` (under ``cond: opp_dealt``: "If damage is dealt
  this way, you may search your deck for a card named Everlasting Affliction and attach it to attached hero"): a copy
  from your deck attached to the opposing hero after the start-of-turn damage (D_SPREAD; a passive opponent prevents
  nothing, so its damage is always dealt);
- `tutor` ``name`` (its own) ``to: play`` with a `pay` cost ("3 -> Search your deck for a card named Curse of Endless
  Suffering and attach it to attached character"): after combat, while the resources left pay for it and a copy is
  in your deck (D_COPY: its pay; -1 none);
- `leave` ``to: hand`` with a `pay` cost ("1 -> Put Moonfire into its owner's hand"): after combat, when the
  resources left pay for it and for casting the card again at once, it goes back to your hand and is played again
  (its damage as it is played dealt once more; D_BACK: (its pay, None); None: none); paid by exhausting an ally
  instead (the cost `tap`, "On your turn: Exhaust an [Arcane] ally you control -> Put this ability into its owner's
  hand"): D_BACK (0, ids of the allies that pay it), one of yours that is ready after combat (`taps._fodder`);
- `ready_resource` n ``when: play`` with the trigger's filter ("When you play a Shadow ability, ready one of your
  resources"): D_READY (n, ids of the cards that fire it), as each such card is played while the card is in play;
- `damage` ``expired: 1`` (with a `per` or none) beside the counters family's `uncounter` ``expire: 1``: "If none
  remain, destroy this ability. If you do, your hero deals 5 nature damage to target hero, plus an additional 5 for
  each other ability named Wild Mushroom you control" (D_EXPIRE: (n, (n, count) or None), counted after it left);
- `damage` ``per: {of: counter}`` ``sac: 1`` ``when: turn_start``: "Then, you may destroy this ability. If you do, your
  hero deals 1 fire damage to target hero or ally for each ember counter that was on this ability" (D_BURST n: done
  only when that damage destroys the opposing hero, after the turn's start-of-turn damage and counters);
- `hp_less` n ``per: {of: counter}`` ``to: attached`` on a card attached to a hero: "Attached character has -1 health
  for each fatigue counter" (D_HPC n: the opposing hero's health n lower for each counter put on the card);
- `leave` ``to: grave`` ``when: turn_start`` under ``cond: opp_damaged`` (``count``) beside `kill_cards` n on the same
  trigger and condition: "Then, if attached hero has 15 or more damage, destroy this ability. When you do, destroy two
  target non-hero cards" (D_KILL: (count, n); checked after the start-of-turn damage; a passive opponent has no card
  in play, so the n are yours, resources among them; with fewer than n such cards the targets can't all be chosen
  and none is destroyed, CR 707.1d);
- on an ability attached to an ally of yours: `draw` n under ``cond: attached`` with a filter ("If that ally's cost is
  2 or less, draw a card": D_ADRAW (n, ids of the allies that pass), as it resolves onto the ally the engine chose);
  `damage` n ``to: attached`` ``when: turn_start`` beside `hp_plus` m ``to: attached`` ("Attached ally has +3 ATK / +3
  health. At the start of your turn, put 2 damage on attached ally": D_HURT (n, m); the ally is destroyed when its
  damage reaches its printed health plus m for each such card on it; the engine follows no other health bonus);
  `atk_bonus` n ``per: {of: counter}`` ``to: attached`` ``until: ongoing`` ("Attached ally has +1 / +1 for each justice
  counter on this ability": D_CATK n, the counters of the card's own counters family, in the ally's attacks);
  `atk_bonus` n with another count ``to: attached`` ``until: ongoing`` ("Attached ally has +X ATK, where X is the
  highest ATK among your Melee weapons": ``per: {of: top_atk, type: weapon, tag: Melee}``; "+1 / +1 for each ally you
  control": ``per: {of: ally}``; "+2 / +2 for this and each other ability attached to it": ``per: {of: attached, type:
  ability}``, the cards attached to that ally; D_AATK, the count, counted as the ally attacks; played only while the
  count is above 0: `needs`); on an ability attached to a weapon ("Attached weapon has +ATK equal to the highest ATK
  among allies you control": ``per: {of: top_atk, type: ally}``), the same count for that weapon as your hero strikes
  with it (attached to the weapon your hero strikes with);
  `dmg_boost` ``double: 1`` ``who: attached`` with ``types`` ("If attached ally would deal shadow damage, it deals
  double that much instead": D_DBL, the type bits; the ally's attack doubled when its ATK is of such a type);
  `atk_bonus` n ``to: attached`` ``until: turn`` paid with `pay` ("[1] -> Attached card has +2 ATK this turn": D_PUMP
  (pay, n), used as often as what is left at the end of combat pays, once the ally attacked, the cheapest burner in
  hand kept, as a weapon's such power is).
- `atk_bonus` n ``until: turn`` ``to: allies`` / ``to: weapon`` with an ``icon`` each, paid with one `pay` ("2 -> [Shadow]
  and [Fire] cards you control have +1 ATK this turn"): D_FEL (pay, n, ally type bits, weapon type bits), used at the
  end of combat as often as what is left pays (the cheapest burner in hand kept), when some attacking ally or the
  weapon your hero struck with is of those types;
- `damage` n (``to: heroes``) with the cost ``grant: {what: ally, attached: 1}`` and ``exhaust: 1`` ("Attached ally
  has '[Exhaust] -> This ally deals 1 arcane damage to each opposing hero and ally'"): D_GRANT n, used after combat by
  the ally it is attached to when ready and in play since your turn began (CR 302.2); the card is attached only to an
  ally of yours that can't attack (a Mount, a Totem, "can't attack"), the one such power is worth more on.

Each form but D_READY and D_EXPIRE is read only on an ability that attaches to a hero (the opposing hero: a passive opponent has no ally), with
no other condition or cost; anything else of the kind is not played (the card is reported unmodelled).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import (ABILITY, ALLY, ATT_ALLY, ATT_HERO, ATT_WEAPON, C_NONE, GROUP_KEYS, P_ATT,
                                             PER_SOURCES,
                                             card_kind, damage_bits, int_or_0, matches)
from deckcheck.wowtcg.goldfish.compile_counters import OP_REM, TURN_START
from deckcheck.wowtcg.goldfish.compile_facts import (CardFacts, Source, _watched_cards, card_ids, group_mask,
                                                    per_count)

#: the places of a card's spec (`CardFacts.dots`)
D_WDOT, D_BLEED, D_SPREAD, D_COPY, D_BACK, D_READY, D_EXPIRE, D_BURST, D_HPC, D_KILL, D_ADRAW, D_HURT, D_CATK, \
    D_AATK, D_DBL, D_PUMP, D_FEL, D_GRANT = range(18)
_NEW = (None, 0, 0, -1, None, None, None, 0, 0, None, None, None, 0, None, 0, None, None, 0)
#: the places only an ability attached to a hero has
_ON_HERO = (D_WDOT, D_BLEED, D_SPREAD, D_COPY, D_BACK, D_BURST, D_HPC, D_KILL)
_COSTS = ("exhaust", "exhaust_hero", "flip", "once", "turn", "destroy", "remove", "hurt", "discard", "tap", "grant",
          "uncount")


def _kills(src: Source) -> bool:
    """Has the card Brittle Bones' "destroy two target non-hero cards" at the start of your turn?"""
    return any(x["do"] == "kill_cards" and x.get("when") == "turn_start" for x in flat_effects(src.card.effects))


def _bleeds(src: Source) -> bool:
    """Has the card the Bleed form's "destroy this if attached character is undamaged"?"""
    return any(x["do"] == "leave" and x.get("when") == "turn_start" and x.get("cond") == "opp_undamaged"
               for x in flat_effects(src.card.effects))


def is_dots(e: dict, src: Source) -> bool:
    """Is the flat action one of this family's forms (the module's docstring)?"""
    do, when = e["do"], e.get("when")
    if do == "damage" and when == "turn_start" and (e.get("plus") == "weapon" or e.get("cond") == "opp_damaged"
                                                     and _bleeds(src)):
        return True
    if do == "leave" and e.get("cond") == "opp_undamaged":
        return True
    if do == "tutor" and e.get("to") == "play" and e.get("name") == src.card.name and (when == "turn_start"
                                                                                          or "pay" in e):
        return True
    if do == "ready_resource" and when == "play" or e.get("expired") and do == "damage" or do == "kill_cards":
        return True
    if do == "atk_bonus" and "per" in e and e.get("to") == "attached" and src.kind == ABILITY:
        return True
    if isinstance(e.get("grant"), dict) and e["grant"].get("attached") and src.kind == ABILITY:
        return True
    if do == "atk_bonus" and e.get("to") in ("allies", "weapon") and e.get("until") == "turn" and "pay" in e \
            and "icon" in e and src.kind == ABILITY and not e.get("exhaust"):
        return True
    if do == "dmg_boost" and e.get("who") == "attached" or do == "atk_bonus" and e.get("to") == "attached" \
            and e.get("until") == "turn" and "pay" in e and src.kind == ABILITY:
        return True
    if do == "draw" and e.get("cond") == "attached" or do == "hp_plus" \
            or do == "damage" and e.get("to") == "attached" and when == "turn_start":
        return True
    if do == "leave" and when == "turn_start" and e.get("cond") == "opp_damaged" and _kills(src):
        return True
    if do == "damage" and e.get("sac") and when == "turn_start" or do == "hp_less" and e.get("per") == "counter" \
            and e.get("to") == "attached":
        return True
    return do == "leave" and e.get("to") == "hand" and ("pay" in e or "tap" in e) and when is None \
        and src.kind == ABILITY


def read(f: CardFacts, e: dict, src: Source) -> bool:
    """Read one action of the family into `f.dots`; True: not played."""
    spec = list(f.dots or _NEW)
    do = e["do"]
    if "grant" in e:
        return _grant(f, e, src, spec)
    if src.kind != ABILITY or any(e.get(k) for k in _COSTS if k != "tap" or do != "leave") or "per" in e \
            and e["per"] not in PER_SOURCES and e["per"] not in ("attached", "counter") and not e.get("expired"):
        return True
    if do in ("ready_resource", "hp_less") or e.get("sac") or e.get("expired"):
        return _more(f, e, src, spec)
    if do in ("kill_cards", "leave") and e.get("cond") == "opp_damaged":
        return _kill(f, e, spec)
    if do == "atk_bonus" and "pay" in e and e.get("to") in ("allies", "weapon"):
        return _fel(f, e, spec)
    if do == "dmg_boost" or do == "atk_bonus" and "pay" in e:
        return _att_more(f, e, spec)
    if do == "atk_bonus" and "per" in e and e["per"] != "counter" and e.get("to") == "attached":
        if spec[D_AATK] is not None or e.get("until") != "ongoing" or "when" in e or "cond" in e or "pay" in e \
                or not isinstance(e.get("n", 1), int) or any(k in e for k in ("hp", "more", "x", "tfilt")):
            return True
        spec[D_AATK] = per_count(e, src.cards, src.hero)
        f.needs = 1
    elif do == "atk_bonus" and e.get("per") == "counter" and e.get("to") == "attached":
        if spec[D_CATK] or e.get("until") != "ongoing" or "when" in e or "cond" in e or "pay" in e \
                or not isinstance(e.get("n", 1), int) or any(k in e for k in GROUP_KEYS + ("hp", "more", "x")):
            return True
        spec[D_CATK] = e.get("n", 1)
    if do == "atk_bonus" and "per" in e and e.get("to") == "attached":
        f.dots = tuple(spec)
        return False
    if do in ("draw", "hp_plus") or e.get("to") == "attached":
        return _on_ally(f, e, src, spec)
    if "per" in e:
        return True
    if do == "damage" and e.get("plus") == "weapon":
        if "cond" in e or spec[D_WDOT] is not None or not isinstance(e.get("n", 0), int) or "sum" in e \
                or e.get("to") not in (None, "heroes"):
            return True
        spec[D_WDOT] = (int_or_0(e.get("n")), group_mask({"type": "weapon", **({"tag": e["tag"]} if "tag" in e
                                                                              else {})}, src.cards))
    elif do == "damage":            # (Bleed's "Otherwise, your hero deals 2 melee damage to it")
        if e.get("count", 1) != 1 or spec[D_BLEED] or not isinstance(e.get("n"), int) or e.get("to") is not None:
            return True
        spec[D_BLEED] = e["n"]
    elif do == "leave" and e.get("cond") == "opp_undamaged":
        if e.get("when") != "turn_start" or e.get("to", "grave") != "grave" or "pay" in e:
            return True             # (the destroy itself: `dots.turn_start`, with the damage)
    elif do == "tutor" and "pay" in e:
        if "cond" in e or not isinstance(e["pay"], int) or spec[D_COPY] >= 0 or "when" in e:
            return True
        spec[D_COPY] = e["pay"]
    elif do == "tutor":
        if e.get("cond") not in (None, "opp_dealt") or spec[D_SPREAD] or "pay" in e:
            return True
        spec[D_SPREAD] = 1
    else:                           # `leave` `to: hand` paid ("1 -> Put Moonfire into its owner's hand")
        if "cond" in e or not isinstance(e.get("pay", 0), int) or spec[D_BACK] is not None:
            return True
        tap = e.get("tap")
        if tap is not None and (tap.get("n", 1) != 1 or tap.get("self") or tap.get("what", "ally") != "ally"):
            return True
        ids = None if tap is None else card_ids(src.cards, {"type": "ally", **{k: tap[k] for k in GROUP_KEYS
                                                                               if k in tap}})
        spec[D_BACK] = (e.get("pay", 0), ids)
    f.dots = tuple(spec)
    return False


def _more(f: CardFacts, e: dict, src: Source, spec: list) -> bool:
    """The forms D_READY, D_EXPIRE, D_BURST and D_HPC (the module's docstring); True: not played."""
    do, n = e["do"], e.get("n", 1)
    if "cond" in e or "pay" in e or not isinstance(n, int) or n <= 0:
        return True
    if do == "ready_resource":
        if spec[D_READY] is not None or "per" in e:
            return True
        spec[D_READY] = (n, _watched_cards(e, src.cards)[1])
    elif e.get("expired"):
        if do != "damage" or e.get("when") != "turn_start" or e.get("to") not in (None, "heroes", "any"):
            return True
        base, per = spec[D_EXPIRE] or (0, None)
        if "per" in e:
            if per is not None or e["per"] not in PER_SOURCES or e["per"] == "counter":
                return True
            per = per_count(e, src.cards, src.hero)
        else:
            base += n
        spec[D_EXPIRE] = (base, per)
    elif do == "damage":
        if e.get("per") != "counter" or e.get("when") != "turn_start" or spec[D_BURST] or e.get("to") not in (
                None, "heroes", "any"):
            return True
        spec[D_BURST] = n
    else:
        if e.get("when") is not None or spec[D_HPC] or "until" in e:
            return True
        spec[D_HPC] = n
    f.dots = tuple(spec)
    return False


def _kill(f: CardFacts, e: dict, spec: list) -> bool:
    """D_KILL (count, n): "Then, if attached hero has `count` or more damage, destroy this ability. When you do, destroy
    n target non-hero cards" (the `leave` and the `kill_cards` on one trigger and condition); True: not played."""
    count = e.get("count", 1)
    if e.get("when") != "turn_start" or "pay" in e or not isinstance(count, int):
        return True
    held = spec[D_KILL] or (count, 0)
    if held[0] != count:
        return True
    if e["do"] == "leave":
        if e.get("to", "grave") != "grave":
            return True
    else:
        n = e.get("n", 1)
        if held[1] or not isinstance(n, int) or n <= 0:
            return True
        held = (count, n)
    spec[D_KILL] = held
    f.dots = tuple(spec)
    return False


def _grant(f: CardFacts, e: dict, src: Source, spec: list) -> bool:
    """D_GRANT n: "Attached ally has '[Exhaust] -> This ally deals 1 arcane damage to each opposing hero and ally'" (the
    opposing hero: a passive opponent has no ally); the card attaches only to an ally that can't attack. True: not
    played."""
    gr, n = e["grant"], e.get("n")
    if e["do"] != "damage" or spec[D_GRANT] or not e.get("exhaust") or e.get("pay", 0) or "cond" in e \
            or "when" in e or "per" in e or not isinstance(n, int) or n <= 0 or e.get("to") not in (None, "heroes") \
            or set(gr) - {"what", "attached"} or any(e.get(k) for k in _COSTS if k not in ("exhaust", "grant")):
        return True
    spec[D_GRANT] = n
    idle = frozenset(i for i, card in enumerate(src.cards) if card_kind(card) == ALLY and _cant_attack(card))
    f.attach_mask = idle if f.attach_mask is None else f.attach_mask & idle
    f.dots = tuple(spec)
    return False


def _cant_attack(card) -> bool:
    """An ally that never attacks: a Mount or a Totem (CR 302.3, 305.3a), or "this ally can't attack" in its record."""
    return any(t.startswith("Mount") or "Totem" in t for t in card.tags) or any(
        x["do"] == "cant_attack" and not x.get("to") and not x.get("unless") and "cond" not in x
        for x in flat_effects(card.effects))


def _fel(f: CardFacts, e: dict, spec: list) -> bool:
    """D_FEL (pay, n, ally bits, weapon bits): "2 -> [Shadow] and [Fire] cards you control have +1 ATK this turn", its
    actions on one cost; True: not played."""
    n, pay = e.get("n"), e.get("pay")
    if "cond" in e or "when" in e or "per" in e or not isinstance(n, int) or n <= 0 or not isinstance(pay, int) \
            or pay <= 0 or any(k in e for k in ("faction", "class", "tag", "type", "hp", "more", "x", "turn",
                                                "targets", "other")):
        return True
    bit = damage_bits([e["icon"]])
    p, k, ab, wb = spec[D_FEL] or (pay, n, 0, 0)
    if (p, k) != (pay, n):
        return True
    if e["to"] == "allies":
        ab |= bit
    else:
        wb |= bit
    spec[D_FEL] = (pay, n, ab, wb)
    f.dots = tuple(spec)
    return False


def _att_more(f: CardFacts, e: dict, spec: list) -> bool:
    """D_DBL and D_PUMP (the module's docstring); True: not played."""
    if "cond" in e or "when" in e or "per" in e:
        return True
    if e["do"] == "dmg_boost":
        bits = damage_bits(str(e.get("types", "")).split())
        if not e.get("double") or e.get("n") or spec[D_DBL] or not bits or e.get("scope") not in (None, "combat") \
                or "until" in e:
            return True
        spec[D_DBL] = bits
    else:
        n, pay = e.get("n"), e.get("pay")
        if spec[D_PUMP] is not None or not isinstance(n, int) or n <= 0 or not isinstance(pay, int) or pay <= 0 \
                or any(k in e for k in GROUP_KEYS + ("hp", "more", "x", "exhaust", "turn", "targets")):
            return True
        spec[D_PUMP] = (pay, n)
    f.dots = tuple(spec)
    return False


def _on_ally(f: CardFacts, e: dict, src: Source, spec: list) -> bool:
    """D_ADRAW and D_HURT (the module's docstring); True: not played."""
    n = e.get("n", 1)
    if "pay" in e or not isinstance(n, int) or n <= 0:
        return True
    if e["do"] == "draw":
        filt = {k: e[k] for k in ("faction", "class", "tag", "icon", "cost_min", "cost_max", "name") if k in e}
        if spec[D_ADRAW] is not None or e.get("when") is not None or not filt or "per" in e:
            return True
        ids = frozenset(i for i, card in enumerate(src.cards)
                        if card_kind(card) == ALLY and matches(card, filt) and e.get("name", card.name) == card.name)
        spec[D_ADRAW] = (n, ids)
    else:
        hurt, plus = spec[D_HURT] or (0, 0)
        if e["do"] == "hp_plus":
            if plus or e.get("when") is not None or "cond" in e or e.get("to") != "attached":
                return True
            plus = n
        else:
            if hurt or "cond" in e or "per" in e:
                return True
            hurt = n
        spec[D_HURT] = (hurt, plus)
    f.dots = tuple(spec)
    return False


def settle(f: CardFacts, src: Source) -> bool:
    """The family's forms need the card attached to a hero (unconditionally); a Bleed needs its damage beside its
    destroy; a copy spread at the start of your turn needs that turn's damage (`dot`). True: not played."""
    d = f.dots
    if d is None:
        return False
    if any(d[k] not in (None, 0, -1) for k in _ON_HERO) and (f.attach != ATT_HERO or f.attach_cond != C_NONE):
        return True
    if d[D_AATK] is not None and f.attach == ATT_WEAPON and f.attach_cond == C_NONE and d[D_AATK][1] != P_ATT \
            and not any(d[k] not in (None, 0, -1) for k in range(len(d)) if k != D_AATK):
        return False            # ("Attached weapon has +ATK equal to ...": as your hero strikes with it)
    if (d[D_ADRAW] is not None or d[D_HURT] is not None or d[D_CATK] or d[D_AATK] is not None or d[D_DBL]
            or d[D_PUMP] is not None or d[D_GRANT]) and (f.attach != ATT_ALLY
                                                                            or f.attach_cond != C_NONE):
        return True
    if d[D_CATK] and f.ctr is None:
        return True
    if d[D_HURT] is not None and not d[D_HURT][0]:
        return True             # (a health bonus alone: no bearing, never read here)
    if (d[D_EXPIRE] is not None or d[D_BURST] or d[D_HPC]) and f.ctr is None:
        return True         # (the counters it counts, or whose last one destroys it: `compile_counters`)
    if d[D_EXPIRE] is not None and not any(op[0] == OP_REM and op[3] for op in f.ctr[TURN_START]):
        return True         # ("if none remain, destroy this": at the start of your turn)
    if _bleeds(src) and not d[D_BLEED] or d[D_BLEED] and not _bleeds(src):
        return True
    if d[D_SPREAD] and f.dot <= 0 or d[D_KILL] is not None and not d[D_KILL][1]:
        return True
    if d[D_BLEED] or d[D_WDOT] is not None:
        f.needs = 1                 # (played only when it does something: `dots.usable`)
    return False


def flags(cc) -> None:
    """The deck-wide flags: some card of the family at the start of your turn (`any_dots`) or after combat
    (`any_dots_pow`)."""
    specs = [d for d in cc.dots if d is not None]
    cc.any_dots = any(d[D_WDOT] is not None or d[D_BLEED] or d[D_SPREAD] or d[D_EXPIRE] is not None
                      or d[D_HURT] is not None for d in specs)
    cc.any_dots_att = any(d[D_ADRAW] is not None or d[D_HURT] is not None or d[D_CATK] or d[D_AATK] is not None
                          or d[D_DBL] or d[D_PUMP] is not None or d[D_GRANT] for d in specs)
    cc.any_dots_pump = any(d[D_PUMP] is not None for d in specs)
    cc.any_dots_fel = any(d[D_FEL] is not None for d in specs)
    cc.any_dots_turn = cc.any_dots or cc.any_dots_late
    cc.any_dots_cbt = cc.any_dots_pump or cc.any_dots_fel
    cc.any_dots_pow = any(d[D_COPY] >= 0 or d[D_BACK] is not None or d[D_GRANT] for d in specs)
    if any(d[D_BACK] is not None and d[D_BACK][1] is not None or d[D_GRANT] for d in specs):
        cc.any_tap = True           # (combat marks the allies it exhausts: `taps.mark`, for `taps._fodder`)
    cc.any_dots_play = any(d[D_READY] is not None for d in specs)
    cc.any_dots_late = any(d[D_BURST] or d[D_HPC] or d[D_KILL] is not None for d in specs)
