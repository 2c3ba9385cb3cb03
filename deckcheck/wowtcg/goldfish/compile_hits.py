"""Combat damage watched (issue 23, combat family; played by `hits.py`): ``when: hits`` beyond an ally's own draw,
token and resources (`compile_effects._on_hit`).

- A watcher (`hit_watch`): the trigger on another character's combat damage to the opposing hero (the passive
  opponent never blocks, so each attack with damage reaches it). On an ally or a card in play, with the trigger's
  filter (``on_type: ally``: "when an ally in your party deals combat damage to a defending hero" (Master Mathias
  Shaw, itself too); ``on_class``: "when a Druid you control deals combat damage to a hero", your hero too when it
  is one (Keeper Remulos)); on an ability attached to an ally of yours with ``attached: 1`` ("when attached ally
  deals combat damage to an opposing hero, draw a card": Touch of Brilliance, Power Word: Spirit); on an ability
  attached to the opposing hero without a filter ("when a friendly hero or ally deals combat damage to attached
  character, ... draws a card": Judgement of Wisdom): every hit of yours. Actions: ``draw`` n, ``token``,
  ``ready_resource`` n (``X``: as many as the damage).
- An ally's own hit (`hit_self`): ``kill_hero`` ("when Hildagard deals combat damage to a hero, destroy that hero");
  ``damage`` n ``sac: 1`` ("you may destroy this ally. If you do, it deals 7 fire damage to that hero": the engine
  does); ``leave`` ``to: hand`` ("put him from play into his owner's hand"); ``cost_less`` ``what: next`` (``n: X``:
  "you pay 1 less to play your next card this turn for each damage dealt").

Not played: a condition, a count, a token copy, a watcher with another filter or on a card attached elsewhere.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ABILITY, ACT_ATK, ALLY, DAMAGE_BITS, GROUP_KEYS, TO_CODES, WEAPON, matches
from deckcheck.wowtcg.goldfish.compile_costs import has_power_cost
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, per_count, token_key, weapon_ids

_ON = {"on_type": "type", "on_class": "class", "on_icon": "icon", "on_tag": "tag", "on_faction": "faction"}


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """A `when: hits` form of this module, or an alternate cost (True: not played), None for any other action."""
    if e["do"] == "alt_cost":
        return _alt(f, e, cond, src)
    if e.get("when") == "ally_deals" and e.get("to") == "self" and src.kind == ALLY:
        return _deals_self(f, e, cond, src)
    if e.get("when") in ("opp_draw", "opp_discard"):
        # "When an opponent draws a card, your hero deals 1 arcane damage to his hero": the passive opponent draws a
        # card in each of its turns, just before your next one begins: as damage at the start of your turn (`dot`);
        # "when an opponent discards a card": it discards that one card down to seven at the end of that turn (not
        # under Call of Yogg-Saron, which takes its hand: `opp.opp_turn`)
        n = e.get("n")
        if e["do"] != "damage" or cond is not None or "to" in e or "per" in e or not isinstance(n, int) or n <= 0 \
                or e["when"] == "opp_discard" and any(c.name == "Call of Yogg-Saron" for c in src.cards):
            return True
        f.dot += n
        return False
    if e["do"] == "damage" and e.get("combat"):
        # "Your hero deals 1 melee damage to target hero or ally. That damage counts as combat damage" (Shiv)
        n = e.get("n")
        if src.kind != ABILITY or cond is not None or e.get("when") or "to" in e or "per" in e or "plus" in e \
                or not isinstance(n, int) or n <= 0:
            return True
        f.dmg += n
        f.dcombat = 1
        return False
    if e.get("when") == "attack" and e["do"] == "ready" and e.get("first") and e.get("to") in ("party", "allies",
                                                                                               "attached"):
        return _regain(f, e, cond, src)
    if e["do"] == "atk_bonus" and e.get("turn") and e.get("to") in ("self", "ally") and src.kind == ALLY \
            and "pay" in e and not any(k in e for k in GROUP_KEYS):
        # "Once on each of your turns: 1 -> This ally has Assault 3 this turn" (Marius Jator): its power `act` with
        # the once-a-turn mark (index 8), used as it attacks (`combat.power_instead`); "1 -> Target ally has +2 ATK
        # this turn. Use only once per turn." (Elder Moorf): the same, on itself as it attacks (an ally, a legal
        # target; the engine errs low: not used on another ally of yours in a turn it does not attack)
        n, pay = e.get("n"), e["pay"]
        if cond is not None or f.act is not None or not isinstance(n, int) or n <= 0 or not isinstance(pay, int) \
                or pay <= 0 or e.get("until") != "turn" or any(k in e for k in ("exhaust", "exhaust_hero", "per")):
            return True
        f.act = [pay, 0, ACT_ATK, n, 0, None, 0, TO_CODES["self"], 1]
        return False
    if e["do"] == "hurt_hero" and has_power_cost(e):
        return False        # (your own hero hurt by a power: only `hurts_own_hero` bears, as for any hurt_hero)
    if e.get("when") == "strike" and e["do"] in ("extra_resource", "regrow"):
        return _strike_more(f, e, cond, src)
    if e.get("when") == "attack" and e["do"] == "damage" and "per" in e and "to" not in e:
        # "When this ally attacks, he may deal shadow damage to target hero or ally equal to the number of Curses you
        # control": counted as it attacks (the opposing hero)
        if src.kind != ALLY or cond is not None or f.atk_per is not None or not isinstance(e.get("n"), int):
            return True
        f.atk_per = per_count(e, src.cards, src.hero)
        return False
    if e.get("when") == "attack" and e["do"] == "regrow" and src.kind == ALLY:
        if cond is not None or f.atk_regrow is not None or any(k in e for k in ("to", "n", "max", "max_res", "pay")):
            return True
        f.atk_regrow = card_ids(src.cards, {"type": e.get("what", "card"), **{k: e[k] for k in ("tag", "faction",
                                                                                              "class") if k in e}})
        return False
    if e.get("when") == "attack" and e["do"] == "damage" and e.get("to") == "all":
        # "When this ally attacks, she deals 1 fire damage to each other hero and ally": the opposing hero's as any
        # attack trigger's damage (`atk_dmg`), your allies' after combat (`hits.sweep`), your hero's unkept (the deck
        # hurts its own hero: `hurts_own_hero`)
        n = e.get("n")
        if src.kind != ALLY or cond is not None or not e.get("other") or not isinstance(n, int) or n <= 0 \
                or "per" in e or f.atk_sweep:
            return True
        f.atk_dmg += n
        f.atk_sweep = n
        return False
    if e.get("when") != "hits":
        return None
    watcher = src.kind != ALLY or e.get("attached") or any(k in e for k in _ON)
    if watcher:
        return _watch(f, e, cond, src)
    if e["do"] in ("kill_hero", "leave", "put_in") or e["do"] == "damage" and e.get("sac") \
            or e["do"] == "token" and e.get("copy") == "ally" \
            or e["do"] == "cost_less" and e.get("what") == "next":
        return _own(f, e, cond, src)
    return None


def _own(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's own hit: `hit_self` (kill, sac damage, back to hand, next card less, (n, ids) put into play)."""
    if cond is not None or "per" in e:
        return True
    kill, sac, back, less, put, copy = f.hit_self or (0, 0, 0, 0, None, 0)
    do, n = e["do"], e.get("n", 0)
    if do == "kill_hero":
        kill = 1
    elif do == "damage" and isinstance(n, int) and n > 0 and "to" not in e and not sac:
        sac = n
    elif do == "leave" and e.get("to") == "hand":
        back = 1
    elif do == "cost_less" and (n == "X" or isinstance(n, int) and n > 0) and not less:
        less = -1 if n == "X" else n
    elif do == "put_in" and isinstance(n, int) and n > 0 and e.get("what") == "ally" and put is None:
        put = (n, card_ids(src.cards, {"type": "ally"}))      # "put up to three allies from your hand into play"
    elif do == "token" and e.get("copy") == "ally" and e.get("n", 1) == 1 and not copy:
        copy = 1                    # "you may put a token copy of this ally into play exhausted"
    else:
        return True
    f.hit_self = (kill, sac, back, less, put, copy)
    return False


def _watch(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """Another character's hits: `hit_watch` (ids or None, hero, attached, draw, token, ready)."""
    if cond is not None or "per" in e or "copy" in e and not (e.get("copy") == "ally" and e.get("attached")):
        return True
    filt = {_ON[k]: e[k] for k in _ON if k in e}
    if filt.get("type") not in (None, "ally"):
        return True
    attaches = [x.get("to") for x in flat_effects(src.card.effects) if x["do"] == "attach"]
    if e.get("attached"):
        if filt or attaches != ["ally"]:
            return True             # (attached to an ally of yours: that ally's hits)
        ids, hero = None, 0
    elif attaches:
        if filt or attaches != ["hero"]:
            return True             # (attached to the opposing hero: each hit of yours on it)
        ids, hero = None, 1
    else:
        ids = card_ids(src.cards, {"type": "ally", **filt}) if filt else None
        hero = int("type" not in filt and src.hero is not None and bool(filt)
                   and matches(src.hero, {k: v for k, v in filt.items() if k != "type"}))
        if not filt:
            hero = 1                # ("when a friendly hero or ally deals combat damage")
    old = f.hit_watch
    if old is not None and old[:3] != (ids, hero, int(bool(e.get("attached")))):
        return True                 # (one watch a card)
    draw, token, ready = (old[3], old[4], old[5]) if old is not None else (0, None, 0)
    n = e.get("n", 1 if e["do"] in ("token", "ready_resource") else 0)
    if e["do"] == "draw" and not draw and (n == "X" or isinstance(n, int) and n > 0):
        draw = -1 if n == "X" else n
    elif e["do"] == "token" and token is None and e.get("copy") == "ally" and n == 1:
        token = (1, -1)             # "put a token copy of that ally into play exhausted" (the ally it is attached to)
    elif e["do"] == "token" and token is None and isinstance(n, int) and token_key(e) in src.tokens:
        token = (n, src.tokens[token_key(e)])
    elif e["do"] == "ready_resource" and not ready and (n == "X" or isinstance(n, int) and n > 0):
        ready = -1 if n == "X" else n
    else:
        return True
    f.hit_watch = (ids, hero, int(bool(e.get("attached"))), draw, token, ready)
    return False


def _alt(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "You may discard a weapon / exhaust a non-hero Priest, a Shield, a Ranged weapon you control rather than pay
    this ability's cost" (`alt`: (ALT_*, ids), played by `alt.py` in the burn): on an ability that deals damage."""
    from deckcheck.wowtcg.goldfish.alt import ALT_ALLY, ALT_DISCARD, ALT_GEAR, ALT_WEAPON
    what = e.get("what")
    if cond is not None or src.kind != ABILITY or f.alt is not None or what not in ("weapon", "ally", "armor", "item",
                                                                                     "equipment"):
        return True
    filt = {k: e[k] for k in ("class", "tag") if k in e}
    if what == "weapon" and filt.get("tag") in ("Melee", "Ranged") and "class" not in filt:
        ids = weapon_ids(src.cards, filt["tag"])     # ("one of your Ranged weapons")
    else:
        ids = card_ids(src.cards, {"type": what, **filt})
    if e.get("how") == "discard":
        if what != "weapon":
            return True
        how = ALT_DISCARD
    else:
        how = ALT_ALLY if what == "ally" else ALT_WEAPON if what == "weapon" else ALT_GEAR
    f.alt = (how, ids)
    return False


def _deals_self(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "When your hero or another ally you control deals fire damage, this ally has Assault 2 this turn" (`when:
    ally_deals`, `on_icon`, ``or_hero``; `atk_bonus` to self this turn) on an ally: `deals_self` (n, ids of the allies
    whose ATK is of that type, your hero's type bits or 0), played as it attacks after them (`hits.self_deals`)."""
    n = e.get("n")
    if e["do"] != "atk_bonus" or cond is not None or e.get("until") != "turn" or not isinstance(n, int) or n <= 0 \
            or "on_icon" not in e or f.deals_self is not None:
        return True
    bits = DAMAGE_BITS.get(e["on_icon"], 0) if e.get("or_hero") else 0
    f.deals_self = (n, card_ids(src.cards, {"type": "ally", "icon": e["on_icon"]}), bits)
    return False


def _regain(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """ "When each hero or ally in your party attacks for the first time each turn, you may pay 1. If you do, ready
    that character" (Windfury Totem: ``to: party``), "... each Arena ally in your party ..." (Gladiator Sepirion:
    ``to: allies`` with the trigger's ``on_tag``), "when attached ally attacks for the first time each turn, ..."
    (Shaman Training: ``to: attached``, ``attached: 1``): `regain` (pay, ally ids or None, hero, attached)."""
    pay = e.get("pay", 0)
    if cond is not None or not isinstance(pay, int) or f.regain is not None or any(
            k in e for k in ("exhaust", "exhaust_hero", "destroy", "remove", "hurt", "discard", "per")):
        return True
    filt = {_ON[k]: e[k] for k in _ON if k in e and k != "on_type"}
    to = e["to"]
    if to == "attached":
        attaches = [x.get("to") for x in flat_effects(src.card.effects) if x["do"] == "attach"]
        if not e.get("attached") or attaches != ["ally"] or filt:
            return True
        f.regain = (pay, None, 0, 1)
        return False
    if e.get("attached"):
        return True
    ids = card_ids(src.cards, {"type": "ally", **filt}) if filt else None
    # (your hero too for "each hero or ally in your party", or when it passes the filter: "each Shaman you control")
    f.regain = (pay, ids, int(to == "party" and (not filt or src.hero is not None and matches(src.hero, filt))), 0)
    return False


def _strike_more(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """On a card in play other than a weapon, "when your hero deals combat damage with a weapon (to a hero), put the top
    card of your deck into your resource row face down and exhausted" (Anger Management: `extra_resource` n
    ``exhausted``) or "put an ally card from your graveyard into hand" (Seal of Redemption: `regrow`): `strike_more`
    (resources, regrow ids), once a combat, as `on_strike`."""
    if cond is not None or src.kind == WEAPON or any(k in e for k in ("pay", "per", "on_tag", "first")):
        return True
    res, ids = f.strike_more or (0, None)
    if e["do"] == "extra_resource" and e.get("exhausted") and isinstance(e.get("n"), int) and not res:
        res = e["n"]
    elif e["do"] == "regrow" and ids is None and not any(k in e for k in ("to", "n", "max", "max_res", "own")):
        ids = card_ids(src.cards, {"type": e.get("what", "card"), **{k: e[k] for k in ("tag", "faction", "class")
                                                                     if k in e}})
    else:
        return True
    f.strike_more = (res, ids)
    return False
