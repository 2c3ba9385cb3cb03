"""The readers of the actions other than ATK and attacking (`compile_attack`) and powers and triggers
(`compile_effects`): damage, draws and searches, resources, tokens, attachments, quests, costs, keywords.

See `compile_effects` for the order the readers are tried in and what they return.
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import C_BOTH, C_OPP_EXH
from deckcheck.wowtcg.goldfish.codes import (
    ABILITY, ALLY, ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON, B_ALLIES, B_ANY, B_HERO, B_PARTY, C_CONTROL,
    C_HERO_HIT, C_NEVER, C_NONE, LESS_WHAT, PER_SOURCES, QF_REFUND, QF_UP, QUEST, QUEST_PER, S_ABILITY, S_ALL, S_COMBAT, S_NONCOMBAT,
    GEAR, OTHER, S_WEAPON, WEAPON, W_MELEE, W_RANGED, base_cost, card_kind, damage_bits, int_or_0, matches)
from deckcheck.wowtcg.goldfish import compile_enter
from deckcheck.wowtcg.goldfish.compile_facts import (CardFacts, Source, card_ids, group_mask, group_of,
                                                    kind_filter, per_count, token_key, weapon_ids)

#: a damage boost's `who` and `scope`, an attachment's `to`, as codes
_BOOST_WHO = {"hero": B_HERO, "party": B_PARTY, "allies": B_ALLIES, "any": B_ANY}
_BOOST_SCOPE = {"non-combat": S_NONCOMBAT, "combat": S_COMBAT, "ability": S_ABILITY, "weapon": S_WEAPON}
_ATTACH_TO = {"ally": ATT_ALLY, "hero": ATT_HERO, "any": ATT_ALLY, "weapon": ATT_WEAPON}


# -- damage --------------------------------------------------------------------------------------------------

def _more_damage(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`damage` with `more` ("..., or M instead if ..."): the M - n more, as the card resolves (`dmore`) or at
    the start of your turn (`dotx`), each (n, cond)."""
    if not e.get("more"):
        return None
    if e.get("when") == "turn_start" and f.dotx is None and cond is not None and cond[0] != C_NEVER \
            and "pay" not in e:
        f.dotx = (int_or_0(e.get("n")), cond)
        return False
    if f.dmore is None and cond is not None and cond[0] != C_NEVER and not e.get("when") and "pay" not in e:
        f.dmore = (int_or_0(e.get("n")), cond)
        return False
    return True


def _damage(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`damage` to the opposing hero: at the start of your turns (`dot`), when the ally attacks (`atk_dmg`),
    per card counted (`dmg_x` (0, count)), plus a weapon's ATK (`dmg_x` (1, weapon ids, sum), `dmg_cond`), or
    n / X as the card resolves (`dmg`: -1 for X, `xmax`, `dmg_all`: your allies too, `dmg_cond`)."""
    n, when = e.get("n", 0), e.get("when")
    if when == "turn_start":
        if cond is not None and cond[0] != C_HERO_HIT:
            return True
        f.dot += int_or_0(n) * (2 if e.get("each_turn") else 1)   # the opponent's turn too
        if e.get("to") == "all":
            if e.get("each_turn") or cond is not None:
                return True
            f.dot_all += int_or_0(n)        # "... to each hero and ally": your allies too (damage.start_of_turn)
        if cond is not None:
            f.dot_hit += int_or_0(n) * (2 if e.get("each_turn") else 1)     # kept only on a poison (`_settle`)
        return False
    if when == "attack":
        if cond is not None:
            return True
        f.atk_dmg += int_or_0(n)
        return False
    if when is not None:
        return True
    if "per" in e:
        if e["per"] not in PER_SOURCES or cond is not None and cond[0] != C_OPP_EXH:
            return True         # (a count under a condition: only "target exhausted hero", exhaust.py)
        if cond is not None:
            f.dmg_cond = cond
        per = per_count(e, src.cards, src.hero)
        if f.dmg_x is None:
            f.dmg_x = (0, per)
        elif len(f.dmg_x) == 2 and f.dmg_x[0] == 0 or len(f.dmg_x) == 3 and f.dmg_x[0] == 1:
            f.dmg_x += (per,)       # "the combined ATK of a [Fire] card and a [Shadow] card" (of a Pet and a weapon)
        else:
            return True
        f.dmg_all |= int(e.get("to") == "all")      # (each hero and ally: yours too)
        return False
    if e.get("plus") == "weapon":
        if cond is not None and cond[0] != C_OPP_EXH or f.dmg_x is not None and (f.dmg_x[0] != 0 or len(f.dmg_x) > 2):
            return True
        ids = group_mask({"type": "weapon", **({"tag": e["tag"]} if "tag" in e else {})}, src.cards)
        f.dmg += int_or_0(n)
        f.dmg_x = (1, ids, int(bool(e.get("sum")))) + ((f.dmg_x[1],) if f.dmg_x is not None else ())
        f.dmg_cond = (C_CONTROL, ids) if cond is None else (C_BOTH, (C_CONTROL, ids), cond)   # (and "exhausted")
        return False
    if n == "X" and f.grave_up and cond is None and f.dmg_x is None and e.get("to") in (None, "any", "heroes"):
        f.dmg_x = (2, f.grave_cost, f.grave_n)      # Finishing Move: X, the cards its cost removes (up to n)
        return False
    if n == "X" and e.get("x") in ("sac_atk", "sac_cost"):
        # "destroy an ally in your party. Your hero deals damage equal to that ally's ATK" (sacrifice.py)
        if cond is not None or f.sac is None or f.dmg_x is not None or src.kind != ABILITY \
                or e.get("to") not in (None, "heroes") or any(k in e for k in ("max", "plus", "ally", "when")):
            return True
        f.dmg_x = (3, int(e["x"] == "sac_cost"))
        return False
    if n == "X" and not src.has_x:
        return True         # an X the card's cost does not pay ("X is the number of ...")
    f.dmg = -1 if n == "X" else f.dmg + int_or_0(n)
    f.xmax = int_or_0(e.get("max"))
    f.dmg_all |= int(e.get("to") == "all")
    f.dmg_cond = cond
    return False


def _dmg_boost(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`dmg_boost` (ongoing "+n damage" to damage of yours): `boost` (n, B_* whose, S_* which, type bits); with
    `double` ("it deals double that much instead"): `doubles` (B_* whose, S_* which, type bits)."""
    if e.get("next") and cond is None and e.get("until") == "turn" and e.get("who") == "hero" and src.kind == ABILITY \
            and f.next_dmg is None and not e.get("double") and "scope" not in e and isinstance(e.get("n"), int):
        f.next_dmg = (e["n"], damage_bits(str(e.get("types", "")).split()))    # (with its readying: `_settle_targets`)
        return False
    if cond is not None or "until" in e:
        return True
    if e.get("double"):
        if f.doubles is not None or e.get("n"):
            return True
        f.doubles = (_BOOST_WHO.get(e.get("who"), B_ANY), _BOOST_SCOPE.get(e.get("scope"), S_ALL),
                     damage_bits(str(e.get("types", "")).split()))
        return False
    if f.boost is not None:
        return True
    f.boost = (int_or_0(e.get("n")), _BOOST_WHO.get(e.get("who"), B_ANY), _BOOST_SCOPE.get(e.get("scope"), S_ALL),
               damage_bits(str(e.get("types", "")).split()))
    return False


# -- cards: draws, searches, the graveyard -------------------------------------------------------------------

def _draw(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`draw`: at the start of your turns (`turn_draw`), per card counted (`draw_per`), as the card resolves
    (`draw`, `draw_upto`: until the hand holds that many, `draw_cond`), or when the ally attacks (`atk_draw`)."""
    when = e.get("when")
    if not isinstance(e.get("n", 0), int):
        return True         # "draw that many" (n: X) outside a trigger that says how many
    if when == "turn_start":
        if cond is not None:
            return True
        f.turn_draw += int_or_0(e.get("n", 0))
    elif when is None and "per" in e:
        if e["per"] not in PER_SOURCES or cond is not None or f.draw_per is not None:
            return True
        f.draw_per = per_count(e, src.cards, src.hero)
    elif when is None:
        if (f.draw or f.draw_upto) and f.draw_cond != cond:
            return True     # a second draw under another condition ("..., or two more if ..."): one condition a card
        f.draw += int_or_0(e.get("n", 0))
        f.draw_upto = int_or_0(e.get("upto"))
        f.draw_cond = cond
    elif when == "attack" and cond is None and src.kind == ALLY:
        f.atk_draw += int_or_0(e.get("n", 0))
    else:
        return True
    return False


def _hand(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`discard` (after the card's draws, as the card resolves), `hand_size` (maximum hand size +n while in play):
    `discard`, `hand_plus`. A discard on a trigger, under a condition or for a count is not played (it would be
    played once, as the card resolves)."""
    if e.get("when") or cond is not None or "per" in e or "pay" in e:
        return True
    if e["do"] == "discard":
        f.discard += int_or_0(e.get("n", 0))
    else:
        f.hand_plus += int_or_0(e.get("n"))
    return False


def _put_back(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`put_back`: after its draws, n cards from your hand on top of your deck (`put_back`)."""
    f.put_back += int_or_0(e.get("n"))
    return False


def _search(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`dig` (the top n cards) and `tutor` (the whole deck) for a card of a kind as the card resolves (`dig`
    (n, ids), `dig_rev`: the cards are revealed), or `tutor` each time the ally attacks (`atk_dig`)."""
    when = e.get("when")
    if "per" in e:      # "look at cards from the top of your deck equal to the number of resources you control"
        if e["do"] != "dig" or e["per"] != "resource" or e.get("n") != 1 or when is not None or cond is not None:
            return True
        f.dig = (-1, card_ids(src.cards, kind_filter(e)))
        f.dig_rev = int(bool(e.get("reveal")))
        return False
    if e.get("all") or e.get("to"):
        if e["do"] != "dig" or when is not None or cond is not None or not e.get("all") or not e.get("n"):
            return True
        f.dig_all = 2 if e.get("to") == "play" else 1       # "put all revealed allies into your hand / into play"
    if e.get("else_top") and (e["do"] != "tutor" or when is not None or cond is not None):
        return True
    if e["do"] == "tutor" and int_or_0(e.get("n")) > 1:     # "up to three Pet cards with different names"
        if not e.get("names") or e.get("else_top") or when is not None or cond is not None:
            return True
        f.dig_more = int_or_0(e["n"]) - 1
    if when is None and cond is None:
        f.dig = (int_or_0(e.get("n")) if e["do"] == "dig" else 0, card_ids(src.cards, kind_filter(e)))
        f.dig_rev = int(bool(e.get("reveal")))
        if e.get("else_top"):       # "If it's an Arena card, put it into hand. Otherwise, put it on top of your deck"
            f.dig_top = card_ids(src.cards, {"type": e.get("what", "card")})
        return False
    if e["do"] == "tutor" and when == "attack" and cond is None and src.kind == ALLY:
        f.atk_dig = card_ids(src.cards, kind_filter(e))
        return False
    return True


def _scry(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`scry` n as the card resolves: `scry`; with `when: turn_start` on a card that stays in play (an ally, an
    ability, equipment): `turn_scry` ("At the start of your turn, look at the top card of your deck. You may put it
    on the bottom")."""
    if cond is not None or "pay" in e:
        return True
    if e.get("when") == "turn_start" and src.kind in (ALLY, ABILITY, WEAPON, GEAR) and not f.turn_scry:
        f.turn_scry = int_or_0(e.get("n"))
        return not f.turn_scry
    if e.get("when") is not None:
        return True
    f.scry = int_or_0(e.get("n"))
    f.scry_order = int(bool(e.get("order")))
    return False


def _regrow(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`regrow`: a card of a kind from your graveyard to your hand, into play or on top of your deck.
    Fills `regrow` (ids, to play, cost <= your resources), `regrow_x` (several cards or their options) and
    `needs` (a quest's or an ability's: played only with a card there to take, CR 707.1d). A
    triggered regrowth ("when this ally attacks, return ...") is not played: the engine would return the card
    as this one resolves, whatever its trigger."""
    if cond is not None or f.regrow is not None or e.get("when"):
        return True
    mx = int_or_0(e.get("max")) if "max" in e else 99
    f.regrow = (frozenset(i for i, card in enumerate(src.cards) if matches(card, kind_filter(e))
                          and base_cost(card.cost)[0] <= mx), {"play": 1, "resource": 2}.get(e.get("to"), 0),
                int(bool(e.get("max_res"))))
    options = ("n", "combined", "names", "attach")
    if any(k in e for k in options) or e.get("to") == "top":
        f.regrow_x = (int_or_0(e.get("n")) or 1, int(e.get("to") == "top"), int(bool(e.get("combined"))),
                      int(bool(e.get("names"))), int(bool(e.get("attach"))))
    f.needs = int(src.kind in (QUEST, ABILITY))     # (its target: a card there, CR 707.1d; Redemption's draw too)
    return False


def _shuffle_back(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`shuffle_back` (your graveyard into your deck): `shuffle`; one card of a kind (`what`): only on Stash."""
    if "what" in e:
        return True
    f.shuffle = 1
    return False


# -- resources -----------------------------------------------------------------------------------------------

def _resources(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`extra_resource`, `extra_placement`, `ready_resource` (n, default 1): `extra_res`, `extra_place`,
    `ready_res`, as the card resolves (a trigger's: not played here, see compile_effects._on_hit); with a
    condition, not played (the engine applies them whatever the game)."""
    if e.get("when") or cond is not None:
        return True
    n = int_or_0(e.get("n", 1))
    if "per" in e:          # "ready a resource you control for this and each other Orc ally you control": `ready_per`
        if e["do"] != "ready_resource" or e["per"] not in PER_SOURCES or e["per"] in ("counter", "attached") \
                or f.ready_per is not None or not n:
            return True
        f.ready_per = per_count(e, src.cards, src.hero)
    if e["do"] == "extra_resource":
        f.extra_res += n
    elif e["do"] == "extra_placement":
        f.extra_place += n
    else:
        f.ready_res += n
    return False


# -- tokens --------------------------------------------------------------------------------------------------

def _token_copy(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`token` with `copy`: a token copy of your best ally (`tcopy` 1), of each token ally at the start of
    your turns (an ability staying in play: 2), or of each token ally now (3)."""
    if "copy" not in e or cond is not None or "pay" in e:
        return None
    if e["copy"] == "ally" and not e.get("when"):
        f.tcopy = 1
    elif e["copy"] == "tokens" and e.get("when") == "turn_start" and src.kind == ABILITY:
        f.tcopy = 2
    elif e["copy"] == "tokens" and not e.get("when"):
        f.tcopy = 3
    else:
        return True
    return False


def _token(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`token`: n ally tokens as the card resolves or at the start of your turns (`token` (n, token id, at turn
    start)), one for each resource you control (`tper`), or n more if a condition holds (`tmore` (n, cond); a token
    only under a condition: `token` with 0 and `tmore`)."""
    key = token_key(e)
    if "per" in e and e["per"] != "resource" and "pay" not in e and not e.get("when") and not e.get("more"):
        return compile_enter.per_token(f, e, cond, src, key)     # "for this and each other Night Elf ally you control"
    if (e.get("more") or e.get("per") == "resource") and "pay" not in e and not e.get("when"):
        if e.get("more") and cond is not None and cond[0] != C_NEVER and f.tmore is None:
            f.tmore = (int_or_0(e.get("n")), cond)
        elif e.get("per") == "resource" and cond is None and key in src.tokens and f.token is None:
            f.token, f.tper = (int_or_0(e.get("n", 1)), src.tokens[key], 0), 1
        else:
            return True
        return False
    if f.token is not None and not f.token[2] and key in src.tokens and not e.get("when") and "pay" not in e:
        return compile_enter.also_token(f, e, cond, src.tokens[key], src.kind)    # a second kind of token (Lions, Tigers, ...)
    if cond is not None and cond[0] != C_NEVER and key in src.tokens and "pay" not in e and not e.get("when") \
            and f.token is None and f.tmore is None:
        # "if <condition>, put a token into play": no token unless the condition holds as it resolves
        f.token, f.tmore = (0, src.tokens[key], 0), (int_or_0(e.get("n", 1)), cond)
        return False
    if e.get("when") == "draw" and cond is None and key in src.tokens and "pay" not in e and f.draw_tok is None \
            and not e.get("per") and src.kind in (ALLY, ABILITY, GEAR, WEAPON):
        f.draw_tok = (int_or_0(e.get("n", 1)), src.tokens[key])     # "When you draw a card, ... a Treant token"
        if src.kind == ABILITY:
            f.stays = 1
        return False
    if key not in src.tokens or cond is not None or e.get("when") not in (None, "turn_start"):
        return True         # (a token on another trigger is not put into play as the card resolves)
    if f.token is not None:
        return True         # (a second kind at the start of your turns)
    # (`each_turn` at turn start: "at the start of each player's turn": the opponent's token too, put in at yours, as
    # having entered on the opponent's turn (at = 2): it can attack in yours, CR 302.2)
    twice = 2 if e.get("each_turn") and e.get("when") == "turn_start" else 1
    f.token = (int_or_0(e.get("n", 1)) * twice, src.tokens[key], twice if e.get("when") == "turn_start" else 0)
    return False


# -- attachments and quests ----------------------------------------------------------------------------------

def _attach(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`attach` to an ally, a hero or a weapon: `attach` (ATT_*), `attach_mask`, `attach_cond` (C_*)."""
    f.attach = _ATTACH_TO.get(e.get("to"), ATT_NONE)
    f.attach_mask = group_mask(e, src.cards)
    f.attach_cond = cond[0] if cond else C_NONE
    return False


def _quest(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`quest`: the resources paid to complete it and its condition (`quest_pay`, `quest_cond`)."""
    f.quest_pay = int_or_0(e.get("pay", 0))
    f.quest_cond = cond
    if e.get("exhaust_hero") or e.get("exhaust") or e.get("hurt"):
        f.unpaid = 1        # (a completion cost the engine does not pay: never completed, reported unmodelled)
    return bool(f.unpaid)


# -- costs ---------------------------------------------------------------------------------------------------

def _cost_less_first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`cost_less` forms read whatever the cost or trigger: "strikes again for n less" (`restrike_less`, see
    `_settle`), "your next card costs X less, X the highest cost among the cards you control" (`next_less`
    -1)."""
    if e.get("what") == "restrike":
        f.restrike_less = int_or_0(e.get("n"))   # it needs the card's "ready your hero and a weapon"
        return False
    if e.get("what") == "next" and e.get("x") == "highest":
        if cond is not None or "pay" in e or f.next_less:
            return True
        f.next_less = -1
        return False
    return None


def _cost_less(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`cost_less`: your next card this turn (`next_less`), the card itself (`selfless` ((n, cond[, count]),
    ...)), the card's activated power for each ally (`act`'s less_per and less_mask), your weapons' strike
    cost, or the cards of a kind (`less` (what, n, this turn only, min, ids))."""
    what = e.get("what")
    if what == "strike" and e.get("own"):
        return _own_strike_less(f, e, cond, src)
    if cond is not None and what != "self":
        return True          # only the card's own reduction is checked against its condition (costs.reduction)
    if what == "next":
        if cond is not None or "per" in e:
            return True
        f.next_less += int_or_0(e.get("n"))
    elif what == "self":
        per = per_count(e, src.cards, src.hero) if "per" in e else None      # "1 less for each Monster you control"
        if per is not None and (e["per"] not in ("ally", "equipment", "card", "played", "grave", "hand")
                                or cond is not None):
            return True
        f.selfless = (f.selfless or ()) + ((int_or_0(e.get("n")), cond) + ((per,) if per else ()),)
    elif what == "power" and f.act is not None and e.get("per") == "ally":
        f.act[4], f.act[5] = int_or_0(e.get("n")), group_mask(e, src.cards)
    elif what == "strike":
        kd = e.get("kind")     # "strike with them": your Melee / Ranged weapons only
        mask = weapon_ids(src.cards, kd) if kd else None
        if "tag" in e:         # "you pay 2 less to strike with Swords"
            tagged = card_ids(src.cards, {"type": "weapon", "tag": e["tag"]})
            mask = tagged if mask is None else mask & tagged
        if any(k in e for k in ("faction", "class", "type", "cost_min", "hero")):
            return True
        if e.get("other"):     # "you pay 2 less to strike with other Swords": not this weapon (nor a second copy
            if src.kind != WEAPON or mask is None:    # of it: the engine errs low)
                return True
            mask = mask - {src.idx}
        f.less.append((WEAPON + 10, int_or_0(e.get("n")), int(e.get("until") == "turn"), int_or_0(e.get("min")), mask))
    elif what == "quest" and "per" in e and e.get("until") != "turn" and e["per"] in ("ally", "grave"):
        f.less.append((QUEST_PER, int_or_0(e.get("n")), 0, int_or_0(e.get("min")), per_count(e, src.cards, src.hero)))
    elif what in LESS_WHAT and "per" not in e and (e.get("until") != "turn" or group_mask(e, src.cards) is None):
        f.less.append((LESS_WHAT[what], int_or_0(e.get("n")), int(e.get("until") == "turn"),
                       int_or_0(e.get("min")), group_mask(e, src.cards)))
    else:
        return True
    return False


def quest_first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An ally's "When you complete your first quest each turn, you may ready all resources exhausted to complete it"
    (`ready_resource` n X x quest_paid: QF_REFUND) or "you may turn it face up" (`face_up`: QF_UP): `quest_first`
    (`quests.first_done`)."""
    if src.kind != ALLY or cond is not None:
        return True
    if e["do"] == "ready_resource" and e.get("n") == "X" and e.get("x") == "quest_paid":
        f.quest_first |= QF_REFUND
    elif e["do"] == "face_up":
        f.quest_first |= QF_UP
    else:
        return True
    return False


def _own_strike_less(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """"You pay n less to strike with this weapon": always (`less` (WEAPON + 10, n, 0, min, {itself})), the turn it
    enters play (the same with this turn only: `resources.reductions_on_play`), or while a condition holds,
    checked as your hero strikes (`wless` (n, cond))."""
    if src.kind != WEAPON or "per" in e or "pay" in e or e.get("when") or f.wless is not None or e.get("other"):
        # (a condition on "another" card: the engine's counts would count this weapon)
        return True
    n = int_or_0(e.get("n"))
    if cond is not None:
        if e.get("until") == "turn":
            return True
        f.wless = (n, cond)
    else:
        f.less.append((WEAPON + 10, n, int(e.get("until") == "turn"), int_or_0(e.get("min")), frozenset({src.idx})))
    return False


def _cost_keyword(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`haste` n (`haste`), `prep` (Preparation: free on your first turn, `prep`)."""
    if e["do"] == "haste":
        f.haste = int_or_0(e.get("n"))
    else:
        f.prep = 1
    return False


def _additional_cost(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """An additional cost to play the card: `sacrifice` (destroy one of these you control, `sac`; a quest that
    destroys itself to complete: `qdestroy`) or `grave_cost` (remove one of these in your graveyard,
    `grave_cost`); with a condition, not read."""
    if cond is not None:
        return False
    if e["do"] == "sacrifice":
        if e.get("what") in ("self", "resource") and src.kind == QUEST:
            f.qdestroy = int(e.get("n", 1)) or 1    # "Destroy this quest / N of your resources to complete it"
            return False        # (graveyard.quest_destroyed: the resources go)
        if e.get("what") in ("self", "resource"):
            f.unpaid = 1    # (destroying the card itself to play it: not played)
            return True
        filt = group_of(e)
        kinds = ("ally", "ability", "equipment") if e.get("what", "card") == "card" else (e["what"],)
        f.sac = frozenset(i for i, card in enumerate(src.cards) if any(matches(card, {"type": k, **filt}) for k in kinds))
    else:
        f.grave_cost = card_ids(src.cards, {"type": e.get("what", "card"), **group_of(e)})
        f.grave_n = int(e.get("n", 1)) or 1
        f.grave_up = int(bool(e.get("upto")))
    return False


# -- keywords ------------------------------------------------------------------------------------------------

def _warp(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`warp` (played free when your own effect reveals it): `warp`."""
    if cond is not None:
        return None
    f.warp = 1
    return False


def _portal(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`portal`: the Demon allies with a lower cost it can put into play (`portal`); each one printed (`portals`:
    "Portal, Portal" reveals the top three twice)."""
    if cond is None and "pay" not in e and not e.get("when"):
        f.portal = portal_ids(src)
        f.portals += 1
    return False


def portal_ids(src: Source) -> frozenset:
    """Portal's Demon allies of the deck with a lower cost than the card's."""
    return frozenset(i for i, card in enumerate(src.cards) if card_kind(card) == ALLY
                     and matches(card, {"tag": "Demon"}) and base_cost(card.cost)[0] < src.cost)


def _echo_rift_eternal(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`echo`, `eternal` (an ability's or an ally's: shuffled into your deck as it would go to your graveyard,
    from play or from your hand) and `rift`: the field of that name."""
    if cond is None and (src.kind == ABILITY or e["do"] == "rift" or e["do"] == "eternal" and src.kind == ALLY):
        setattr(f, e["do"], 1)
        return False
    return True


def _enters_exhausted(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`enters_exhausted` (its [Exhaust] power waits a turn): `late`. A weapon's: it can't strike the turn it enters
    (CR 303.2: striking exhausts the weapon, so an exhausted one can't strike; `weapons.py`); one with an [Exhaust]
    power is not played (the engine does not follow a weapon's exhaustion for its powers)."""
    if src.kind == WEAPON and any(x.get("exhaust") for x in flat_effects(src.card.effects)):
        return True
    f.late = 1
    return False


def _dual_wield(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`dual_wield` on a card other than a hero ("Your hero has Dual Wield": a weapon, an ability, an ally): your
    hero's while the card is in play, `grant_dual` (W_MELEE / W_RANGED). Not played: `two-handed`, with a condition
    or a trigger, on a quest. (The hero's own is read by compile._hero_facts: nothing here.)"""
    if src.kind == OTHER:
        return False
    kind = e.get("kind", "melee")
    if kind not in ("melee", "ranged") or cond is not None or "when" in e or src.kind == QUEST:
        return True
    f.grant_dual |= W_RANGED if kind == "ranged" else W_MELEE
    return False


def _tag_limit(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`tag_limit` n, tag ("You can have an additional Pet"): `tag_plus` (tag, n, in the graveyard). Not played:
    with a condition or a trigger, a second one, on a quest."""
    if cond is not None or "when" in e or f.tag_plus is not None or src.kind == QUEST or not e.get("tag"):
        return True
    f.tag_plus = (str(e["tag"]), int_or_0(e.get("n", 1)), int(e.get("where") == "grave"))
    return False


def _powers_now(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """`powers_now` (an ally's [Exhaust] powers the turn it enters): `powers_now`."""
    f.powers_now = int(src.kind == ALLY)
    return False


#: Readers of the forms that decide an action whatever its cost or trigger (see compile_effects).
FIRST = {"warp": _warp, "token": _token_copy, "put_back": _put_back, "cost_less": _cost_less_first,
         "damage": _more_damage}
#: Readers of the plain forms.
PLAIN = {
    "damage": _damage, "dmg_boost": _dmg_boost,
    "draw": _draw, "discard": _hand, "hand_size": _hand, "dig": _search, "tutor": _search, "scry": _scry,
    "regrow": _regrow, "shuffle_back": _shuffle_back,
    "extra_resource": _resources, "extra_placement": _resources, "ready_resource": _resources,
    "token": _token, "attach": _attach, "quest": _quest,
    "cost_less": _cost_less, "haste": _cost_keyword, "prep": _cost_keyword,
    "sacrifice": _additional_cost, "grave_cost": _additional_cost,
    "portal": _portal, "echo": _echo_rift_eternal, "rift": _echo_rift_eternal, "eternal": _echo_rift_eternal,
    "enters_exhausted": _enters_exhausted, "powers_now": _powers_now, "dual_wield": _dual_wield,
    "tag_limit": _tag_limit,
}
