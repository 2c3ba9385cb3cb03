"""Readers of "at the start of your turn" and "at the end of your turn" on an ability or equipment in play (issue 23,
turns; the engine's side is `turns`, an ally's are `compile_enter`'s):

- `leave` ``to: grave`` with ``when: turn_start`` on an ability, beside `damage` n and / or `draw` n on the same
  trigger: "At the start of your turn, destroy this ability. If you do, your hero deals 2 damage to each opposing
  hero" (Deliberate Vengeance): `fuse` (damage, draws, tokens; `fuse_atk`: "allies you control have +3 ATK this
  turn"), done once, at the start of your next turn, as it
  leaves; under ``cond: opp_damaged`` ("Then, if attached hero has 15 or more damage, destroy this ability. If you
  do, ..."; `fuse_cond`) after the start-of-turn damage, once the opposing hero has that much damage;
- `upkeep` n with ``when: turn_start`` on an ability: "At the start of your turn, pay 4 or destroy this" (`keep_pay`:
  paid while it can be, else the card is destroyed before its other start-of-turn effects);
- `draw` n with a `per` and ``when: turn_start`` ("draw a card for each hero and ally in your party"): `tdraw_per`;
- `regrow` with ``when: turn_start`` on an ally or an ability in play ("At the start of your turn, you may put an
  equipment card from your graveyard into play"; `to: play`, `max_res`): `tregrow`;
- what a card does to your own side: an ally's `damage` ``to: self`` ("Marka deals 3 fire damage to herself"),
  `discard` n (``lose``: "discard a card, or target opponent gains control of Infernal"), `extra_resource` (the top
  card of your deck into your resource row, ready unless ``exhausted``), `sweep` ("At the end of your turn, destroy all
  non-Demon allies": your allies the filter takes, ``spare``: the others, ``keep`` n: but n of your choice);
- more allies and ATK: `token` ``copy: ally`` ("a token copy of another target ally you control"), `token` with a `per`
  ("for this and each other Orc ally you control, put a 2/2 Orc ally token into play"), an ally's `atk_bonus` ``n: X``
  ``x: top`` to itself ("reveal the top card of your deck. This ally has +ATK this turn equal to its cost");
- `leave` ``to: hand`` with ``when: turn_start`` on an ability ("you may put Celestial Shard into its owner's hand"):
  `fuse` with `fuse_hand` (back to your hand, played again from there);
- paid by removing cards in your graveyard from the game (the cost `remove`): `token` ("you may remove target card
  in a graveyard from the game. If you do, put a Skeleton ally token into play") or an ally's `upkeep` ``n: 0``
  ("destroy Scraps unless you remove an ally card in any graveyard from the game"): `tremove`;
- `draw` n with ``when: turn_end`` ("At the end of your turn, you draw a card"): `eot_draw`; under ``cond: opp_dealt``
  with a ``count`` ("if an opposing hero was dealt 5 or more damage this turn"): `eot_min`;
- an ability's or equipment's start-of-turn damage for each card counted (`dot_per`) and its end-of-turn damage and
  tokens (`eot`): the allies' readers (`compile_enter`), played for the cards in play by `turns`.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import compile_enter
from deckcheck.wowtcg.goldfish.codes import (ABILITY, ALLY, C_ALLIES, C_BLOODRUSH, DEATH_BACK, C_HERO_HIT, C_NEVER, C_OPP_DMG, GEAR, GROUP_KEYS, PER_SOURCES, WEAPON, base_cost, card_kind,
                                             int_or_0, matches)
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, kind_filter, per_count, token_key

_KINDS = (ABILITY, GEAR, WEAPON)
_COSTS = ("pay", "exhaust", "exhaust_hero", "flip", "once", "turn", "destroy", "remove", "hurt", "discard")


def _fused(src: Source) -> tuple | None:
    """The card's `leave` at the start of your turn ("destroy this"), as (its condition word or None,); None: none."""
    for x in flat_effects(src.card.effects):
        if x["do"] == "leave" and x.get("when") == "turn_start":
            return (x.get("cond"),)
    return None


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """Read `e` if it is one of this family's forms (the module's docstring); None: not one of them, True: one the
    engine does not play, False: read."""
    when, do = e.get("when"), e["do"]
    if do == "leave" and e.get("cond") == "damaged" and when == "turn_end":
        # "At the end of your turn, if Bitties has damage, destroy him" (an ally's; `hurt_die`)
        if src.kind != ALLY or e.get("to", "grave") != "grave" or any(e.get(k) for k in _COSTS) or f.hurt_die:
            return True
        f.hurt_die = 1
        return False
    if do == "token" and when == "turn_end" and src.kind == ABILITY and (
            e.get("otherwise") or cond is not None and cond[0] == C_ALLIES):
        return _eot_alt(f, e, cond, src)
    if do == "atk_bonus" and when == "turn_start" and src.kind == ALLY and e.get("to") == "ally":
        return _turn_pump(f, e, cond, src)
    if do == "exhaust" and when == "readies" and src.kind == ALLY and e.get("to") == "ally":
        # "When Golas readies, exhaust target ally": `rdy_tire` (one of yours: `readies._tire`)
        if cond is not None or f.rdy_tire or any(k not in ("do", "to", "when") for k in e):
            return True
        f.rdy_tire = 1
        return False
    if do == "atk_bonus" and when == "readies" and src.kind == ALLY and e.get("to") == "self":
        # "When Narando readies, he has +2 ATK this turn": `rdy_pump` n, the turn it readies in your ready step after
        # it attacked (`readies.readied`; readied again within a turn to attack again: not played, the engine errs low)
        n = e.get("n")
        if cond is not None or f.rdy_pump or not isinstance(n, int) or n <= 0 or e.get("until") != "turn" \
                or any(k not in ("do", "n", "until", "to", "when") for k in e):
            return True
        f.rdy_pump = n
        return False
    if do == "leave" and e.get("mine"):
        if cond is not None or when != "turn_start" or f.tlose is not None or src.kind not in _KINDS + (ALLY,) \
                or any(e.get(k) for k in _COSTS) or e.get("to") not in ("grave", "hand") \
                or e.get("to") == "hand" and e["mine"] != "ally":
            return True
        f.tlose = (int(e["to"] == "hand"), int(e["mine"] == "card"))
        return False
    if do == "leave" and e.get("grave"):
        return _grave_rise(f, e, cond, src)
    if do == "damage" and when in ("turn_start", "turn_end") and isinstance(e.get("destroy"), dict):
        return _sac(f, e, cond, src)
    fused = _fused(src) if when == "turn_start" and src.kind in _KINDS + (ALLY,) else None
    if fused is not None and e.get("cond") == fused[0]:
        return _fuse(f, e, cond, src)       # (its other start-of-turn actions: the plain readers')
    if do == "regrow" and when == "turn_end":
        # "At the end of each player's turn, that player may put an ally card from his graveyard into play with damage
        # on it equal to its health minus 1" (the passive opponent's graveyard holds nothing): `eot_regrow`
        if cond is not None or f.eot_regrow is not None or any(e.get(k) for k in _COSTS) or e.get("to") != "play" \
                or e.get("what") != "ally" or src.kind not in _KINDS + (ALLY,) \
                or any(k in e for k in ("n", "max", "max_res", "combined", "names", "attach", "own")):
            return True
        f.eot_regrow = (card_ids(src.cards, kind_filter(e)), int(bool(e.get("damaged"))))
        return False
    if do == "regrow" and when == "turn_start":
        return _regrow(f, e, cond, src)
    if when == "turn_start" and isinstance(e.get("remove"), dict) and do in ("upkeep", "token"):
        return _grave_paid(f, e, cond, src)
    if when == "turn_start" and (do == "token" and (e.get("copy") == "ally" or "per" in e or cond is not None)
                                 or do == "atk_bonus" and e.get("x") == "top"):
        return _more_allies(f, e, cond, src)
    if when in ("turn_start", "turn_end") and (do in ("sweep", "discard", "extra_resource")
                                               or do == "damage" and e.get("to") == "self"):
        return _own_side(f, e, cond, src)
    if do == "tutor" and when == "turn_start" and e.get("to") == "play":
        if cond is not None or any(e.get(k) for k in _COSTS) or f.ttutor is not None \
                or e.get("what") != "ally" or src.kind not in _KINDS + (ALLY,):
            return True
        f.ttutor = card_ids(src.cards, kind_filter(e))  # ("search your deck for a Murloc ally and put it into play")
        return False
    if do == "kill_hero" and when == "turn_start" or do == "draw" and when in ("turn_start", "turn_end") and "per" in e \
            and src.kind in _KINDS + (ALLY,) and (when == "turn_end" or src.kind == ALLY):
        return _won_or_drawn(f, e, cond, src)
    if src.kind not in _KINDS or when not in ("turn_start", "turn_end"):
        return None
    if do == "upkeep" and when == "turn_start":
        if cond is not None or src.kind != ABILITY or f.keep_pay or "per" in e or any(e.get(k) for k in _COSTS) \
                or e.get("to") is not None:
            return True
        f.keep_pay = int_or_0(e.get("n")) or 1
        return False
    if do == "draw" and when == "turn_start" and "per" in e:
        if cond is not None or f.tdraw_per is not None or e["per"] not in PER_SOURCES or not isinstance(e.get("n"), int) \
                or any(e.get(k) for k in _COSTS):
            return True
        f.tdraw_per = per_count(e, src.cards, src.hero)
        return False
    if do == "draw" and when == "turn_end" and e.get("cond") == "opp_dealt" and not f.eot_draw:
        f.eot_min = int_or_0(e.get("count")) or 1   # "if an opposing hero was dealt 5 or more damage this turn"
        cond = None
    if do == "draw" and when == "turn_end":
        if cond is not None or "per" in e or not isinstance(e.get("n"), int) or any(e.get(k) for k in _COSTS) \
                or e.get("each_turn"):
            return True
        f.eot_draw += e["n"]
        return False
    if do == "damage" and when == "turn_start" and "per" in e:
        if cond == (C_HERO_HIT,) and any(x["do"] == "attach" and x.get("cond") == "hero_hit" and x.get("to") == "hero"
                                         for x in flat_effects(src.card.effects)):
            cond = None     # (a Poison: attached to a hero your hero dealt combat damage to, the condition met then)
        return compile_enter._turn_damage(f, e, cond, src)
    if do in ("damage", "token") and when == "turn_end":
        return compile_enter._turn_end(f, e, cond, src)
    return None


def _fuse(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ability's "At the start of your turn, destroy this. If you do, ...": `fuse` (damage to the opposing hero,
    cards drawn, (n, token id) or None), under `fuse_cond` ("Then, if attached hero has 15 or more damage on it, destroy
    this ability. If you do, put two Ghoul ally tokens into play": `opp_damaged`, checked after the start-of-turn
    damage); an ally's with no condition (Fire Nova Totem: a Totem is an ability ally, CR 305.3a). Not played: on
    another card, another condition, a cost, a count, another action."""
    if src.kind not in (ABILITY, ALLY) or cond is not None and (cond[0] != C_OPP_DMG or src.kind == ALLY) \
            or any(e.get(k) for k in _COSTS) \
            or "per" in e or e.get("each_turn") or "more" in e or "plus" in e:
        return True
    dmg, draw, tok = f.fuse or (0, 0, None)
    do = e["do"]
    if do == "leave" and e.get("to", "grave") == "grave":
        f.fuse_cond = cond
    elif do == "leave" and e.get("to") == "hand" and cond is None:
        f.fuse_hand = 1         # "you may put Celestial Shard into its owner's hand" (played again as from your hand)
    elif do == "damage" and isinstance(e.get("n"), int) and e.get("to") is None:
        dmg += e["n"]
    elif do == "draw" and isinstance(e.get("n"), int):
        draw += e["n"]
    elif do == "token" and tok is None and "copy" not in e and token_key(e) in src.tokens:
        tok = (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)])
    elif do == "atk_bonus" and e.get("to") == "allies" and e.get("until") == "turn" and isinstance(e.get("n"), int) \
            and not f.fuse_atk and not any(k in e for k in GROUP_KEYS + ("hp", "targets", "x")):
        f.fuse_atk = e["n"]     # "allies you control have +3 ATK this turn" (those entering later too)
    else:
        return True
    f.fuse = (dmg, draw, tok)
    return False


def _regrow(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "At the start of your turn, put an equipment card from your graveyard into play" (an ally's, or an ability's
    in play): `tregrow` (ids, into play 0/1, cost at most your resources 0/1). Not played: under a condition, a cost,
    several cards, on top of your deck, a second one."""
    if cond is not None or f.tregrow is not None or any(e.get(k) for k in _COSTS) or src.kind not in _KINDS + (ALLY,) \
            or any(k in e for k in ("n", "combined", "names", "attach", "own")) or e.get("to") not in (None, "play"):
        return True
    mx = int_or_0(e.get("max")) if "max" in e else 99
    f.tregrow = (frozenset(i for i, card in enumerate(src.cards) if matches(card, kind_filter(e))
                           and base_cost(card.cost)[0] <= mx), int(e.get("to") == "play"), int(bool(e.get("max_res"))))
    return False


def _grave_paid(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Paid by removing cards in your graveyard from the game at the start of your turn: "you may remove target card
    in a graveyard from the game. If you do, put a 1/1 Skeleton ally token into play" (`token` with the cost
    `remove`), "destroy Scraps unless you remove an ally card in any graveyard from the game" (`upkeep` `n: 0` with
    `remove`, on an ally): `tremove` (ids it takes, how many, (n, token id) or None: the card is kept). Only your
    graveyard is searched (a passive opponent's may hold cards it discarded: the engine errs low). Not played: under a
    condition, another cost, a second one."""
    rem = e["remove"]
    if cond is not None or f.tremove is not None or any(e.get(k) for k in _COSTS if k != "remove") \
            or src.kind not in _KINDS + (ALLY,) or "per" in e:
        return True
    ids = card_ids(src.cards, kind_filter(rem))
    n = int_or_0(rem.get("n", 1)) or 1
    if e["do"] == "upkeep":
        if e.get("n") or src.kind != ALLY:
            return True
        f.tremove = (ids, n, None)
    else:
        if "copy" in e or token_key(e) not in src.tokens:
            return True
        f.tremove = (ids, n, (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)]))
    return False


def _more_allies(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's or ability's start of your turn: "put a token copy of another target ally you control into play"
    (`token` `copy: ally`: `tcopy_t`), "for this and each other Orc ally you control, put a 2/2 Orc Warrior ally token
    into play" (`token` with a `per`), "put a Treant ally token into play if your hero is undamaged" (`token` under a
    condition checked then): `ttok` (n, token id, count or None, condition or None), "reveal the top card of your deck. This ally has
    +ATK this turn equal to the cost of that revealed card" (an ally's `atk_bonus` `n: X` `x: top` to itself:
    `top_atk`). Not played: under a condition, a cost, a second one of a kind."""
    if cond is not None and (e["do"] != "token" or "copy" in e or cond[0] == C_NEVER) \
            or any(e.get(k) for k in _COSTS) or e.get("each_turn") or src.kind not in _KINDS + (ALLY,):
        return True
    if e["do"] == "atk_bonus":
        if src.kind != ALLY or e.get("to") != "self" or e.get("until") != "turn" or e.get("n") != "X" or f.top_atk:
            return True
        f.top_atk = 1
    elif e.get("copy") == "ally":
        if f.tcopy_t or "per" in e or any(k in e for k in ("faction", "class", "tag", "type")):
            return True
        f.tcopy_t = 1
    else:
        if f.ttok is not None or "copy" in e or token_key(e) not in src.tokens or "per" in e and (
                e["per"] not in PER_SOURCES or cond is not None and cond[0] != C_BLOODRUSH) \
                or not isinstance(e.get("n", 1), int):      # (Bloodrush: "put X Wolf tokens, where X is the
            #                                                   difference in damage": the opposing hero's, yours none)
            return True
        f.ttok = (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)],
                  per_count(e, src.cards, src.hero) if "per" in e else None, cond)
    return False


def _own_side(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """What a card in play does to your own side at the start (or the end) of your turn: "Marka deals 3 fire damage to
    herself" (an ally's `damage` `to: self`: `self_hurt`), "discard a card" (`discard`, with `lose`: "..., or target
    opponent gains control of Infernal": `tdiscard` (n, lose)), "place the top card of your deck into your resource row
    ready" (`extra_resource`: `tres` (n, exhausted)), "destroy all non-Demon allies" (`sweep` with the target's filter,
    `spare`, `keep`: `wipe` (at the end 0/1, ids it takes, spare, keep)). Not played: under a condition, a cost, a
    count, a second one of a kind."""
    do, when = e["do"], e["when"]
    if cond is not None or "per" in e or any(e.get(k) for k in _COSTS) or e.get("each_turn") \
            or src.kind not in _KINDS + (ALLY,):
        return True
    if do == "damage":
        if src.kind != ALLY or when != "turn_start" or not isinstance(e.get("n"), int) or f.self_hurt:
            return True
        f.self_hurt = e["n"]
    elif do == "discard":
        if when != "turn_start" or f.tdiscard is not None or e.get("lose") and src.kind != ALLY:
            return True
        f.tdiscard = (int_or_0(e.get("n", 1)) or 1, int(bool(e.get("lose"))))
    elif do == "extra_resource":
        if when != "turn_start" or f.tres is not None:
            return True
        f.tres = (int_or_0(e.get("n", 1)) or 1, int(bool(e.get("exhausted"))))
    else:
        if f.wipe is not None or e.get("to") not in (None, "allies") or "into" in e:
            return True
        filt = {k: e[k] for k in ("faction", "class", "tag", "icon", "name") if k in e}
        ids = frozenset(i for i, card in enumerate(src.cards) if card_kind(card) == ALLY and matches(card, filt))
        f.wipe = (int(when == "turn_end"), ids, int(bool(e.get("spare"))), int_or_0(e.get("keep")))
    return False


def _grave_rise(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "at the start of your turn, if this is in your graveyard, you may pay 1. If you do, put it into your
    hand" (`leave` ``grave: 1``, ``to: hand`` or ``play``, ``when: turn_start``; the trigger's `pay`, its cost
    `remove` "another Monster ally in your graveyard", its condition: Bloodrush): `grise`. Not played: on another
    trigger or card kind, another cost, a second one."""
    rem = e.get("remove")
    if e.get("when") != "turn_start" or src.kind != ALLY or f.grise is not None or e.get("to") not in ("hand", "play") \
            or any(e.get(k) for k in _COSTS if k not in ("pay", "remove")) or not isinstance(e.get("pay", 0), int) \
            or rem is not None and (not isinstance(rem, dict) or rem.get("upto")) or e.get("damaged"):
        return True
    ids = card_ids(src.cards, kind_filter(rem)) if rem is not None else None
    f.grise = (int(e["to"] == "play"), int_or_0(e.get("pay")), ids, int_or_0(rem.get("n", 1)) or 1 if rem else 0,
               cond)
    return False


def _sac(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "At the end of your turn, you may destroy another ally you control. If you do, this ally deals 5 fire damage
    to target opposing hero" (`damage` n with the cost `destroy` `what: ally` and its filter; ``n: X`` ``x:
    sac_cost``: "equal to the cost of that destroyed Demon", as `sacrifice.py` reads it), on an ally or an ability in play: `tsac`. Not played:
    under a condition, another cost, another target, a count, a second one."""
    d, n = e["destroy"], e.get("n")
    if cond is not None or f.tsac is not None or src.kind not in (ALLY, ABILITY) or d.get("what") != "ally" \
            or any(e.get(k) for k in _COSTS if k != "destroy") or e.get("to") not in (None, "heroes") \
            or "per" in e or any(k in e for k in ("max", "more", "plus", "sum", "ally", "each_turn", "other")) \
            or not (isinstance(n, int) and n > 0 and "x" not in e or n == "X" and e.get("x") == "sac_cost") \
            or any(k in d for k in ("n", "removed")):
        return True
    ids = card_ids(src.cards, {"type": "ally", **{k: d[k] for k in ("faction", "class", "tag") if k in d}})
    f.tsac = (int(e["when"] == "turn_end"), n if isinstance(n, int) else 0, int(n == "X"), ids)
    return False


def _eot_alt(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ability's "At the end of your turn, you may put a 5/5 Fungal Behemoth ally token into play if you control
    five or more allies. Otherwise, you may put a 1/1 Treant ally token into play" (`token` under `cond: allies`, then
    `token` ``otherwise: 1``): `eot_alt`. Not played: an `otherwise` with no conditional token before it, a cost, a
    count, a second one."""
    if any(e.get(k) for k in _COSTS) or "per" in e or "copy" in e or token_key(e) not in src.tokens \
            or not isinstance(e.get("n", 1), int):
        return True
    tok = (int_or_0(e.get("n", 1)) or 1, src.tokens[token_key(e)])
    if e.get("otherwise"):
        if cond is not None or f.eot_alt is None or f.eot_alt[1] is not None:
            return True
        f.eot_alt = (f.eot_alt[0], tok)
        return False
    if f.eot_alt is not None:
        return True
    f.eot_alt = (tok + (cond,), None)
    return False


def _won_or_drawn(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "At the start of your turn, you win the game" on an ability in play (`kill_hero` ``when: turn_start``: `twin`);
    "at the start and end of your turn, draw a card for each Gnome in your party" on an ally (`draw` with a `per` at
    the start: `tdraw_per`) or at the end on any card in play (`eot_draw_per`). Not played: under a condition, a cost,
    another target, a second one of a kind."""
    if cond is not None or any(e.get(k) for k in _COSTS) or e.get("each_turn"):
        return True
    if e["do"] == "kill_hero":
        if src.kind != ABILITY or e.get("to") not in (None, "heroes"):
            return True
        f.twin = 1
        return False
    if e["per"] not in PER_SOURCES or not isinstance(e.get("n"), int) or "upto" in e:
        return True
    sp = per_count(e, src.cards, src.hero)
    if e["when"] == "turn_start":
        if f.tdraw_per is not None:
            return True
        f.tdraw_per = sp
    else:
        if f.eot_draw_per is not None:
            return True
        f.eot_draw_per = sp
    return False


def stays(f: CardFacts) -> bool:
    """Does the family keep an ability in play (it acts at the start or the end of your turns)?"""
    return bool(f.fuse is not None or f.keep_pay or f.tdraw_per is not None or f.eot_draw or f.dot_per is not None
                or f.eot is not None or f.tregrow is not None or f.tdiscard is not None or f.tres is not None
                or f.wipe is not None or f.tremove is not None or f.tcopy_t or f.ttok is not None or f.top_atk
                or f.twin or f.eot_draw_per is not None or f.ttutor is not None or f.tsac is not None
                or f.eot_alt is not None or f.eot_regrow is not None or f.tlose is not None)


def _turn_pump(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "At the start of your turn, target ally has +2 ATK / -2 health this turn" (Kristina Soulcinder):
    `tpump` (n, hp), on the ally of yours that survives the health it loses and attacks this turn (`turns.pump`).
    Not read: a condition, a cost, a group filter, a count, a second one."""
    n, hp = e.get("n"), e.get("hp", 0)
    if cond is not None or f.tpump is not None or not isinstance(n, int) or n <= 0 or not isinstance(hp, int) \
            or e.get("until") != "turn" or any(k not in ("do", "n", "hp", "until", "to", "when") for k in e):
        return True
    f.tpump = (n, hp)
    return False


def flags(cc) -> None:
    """The deck-wide flags of the family: some ability or equipment acts at the start (`any_turns`) or the end
    (`any_turns_end`) of your turn (`turns.start`, `turns.end`)."""
    kinds = cc.kind
    cc.any_turns = any(x is not None for x in cc.fuse) or any(cc.keep_pay) or any(x is not None for x in cc.tdraw_per) \
        or any(x is not None for x in cc.tregrow)
    cc.any_tregrow = any(x is not None for x in cc.tregrow)
    cc.any_fuse_cond = any(x is not None for x in cc.fuse_cond)
    cc.any_turns = cc.any_turns or any(cc.self_hurt) or any(x is not None for x in cc.tdiscard) \
        or any(x is not None for x in cc.tres) or any(w is not None and not w[0] for w in cc.wipe)
    cc.any_own_side = any(cc.self_hurt) or any(x is not None for x in cc.tdiscard) \
        or any(x is not None for x in cc.tres) or any(w is not None and not w[0] for w in cc.wipe)
    cc.any_wipe_end = any(w is not None and w[0] for w in cc.wipe)
    cc.any_more_allies = any(cc.tcopy_t) or any(x is not None for x in cc.ttok) or any(cc.top_atk)
    cc.any_tremove = any(x is not None for x in cc.tremove)
    cc.any_turns = cc.any_turns or cc.any_more_allies or any(x is not None for x in cc.tremove) or any(cc.twin)
    cc.any_ttutor = any(x is not None for x in cc.ttutor)
    cc.any_grise = any(x is not None for x in cc.grise)
    cc.any_tsac = any(x is not None for x in cc.tsac)
    cc.any_back = any(x is not None and x[0] == DEATH_BACK for x in cc.dies)
    cc.any_hurt_die = any(cc.hurt_die)
    cc.any_tlose = any(x is not None for x in cc.tlose)
    cc.any_turns = cc.any_turns or cc.any_tlose
    cc.any_eot_regrow = any(x is not None for x in cc.eot_regrow)
    cc.any_turns = cc.any_turns or any(x is not None and not x[0] for x in cc.tsac) or cc.any_back
    cc.any_turns = cc.any_turns or cc.any_grise
    cc.any_turns = cc.any_turns or cc.any_ttutor
    cc.any_tpump = any(x is not None for x in cc.tpump)
    cc.any_turns = cc.any_turns or cc.any_tpump
    cc.any_rdy_pump = any(cc.rdy_pump) or any(cc.rdy_tire)
    cc.any_turns = cc.any_turns or cc.any_rdy_pump
    cc.any_eot_draw_per = any(x is not None for x in cc.eot_draw_per)
    cc.any_turns_end = any(cc.eot_draw) or any(x is not None and k in _KINDS for x, k in zip(cc.eot, kinds)) \
        or any(w is not None and w[0] for w in cc.wipe) or any(x is not None for x in cc.eot_draw_per) \
        or any(x is not None and x[0] for x in cc.tsac) or any(x is not None and x[0] == DEATH_BACK for x in cc.dies) \
        or any(cc.hurt_die) or any(x is not None for x in cc.eot_alt) or any(x is not None for x in cc.eot_regrow)
