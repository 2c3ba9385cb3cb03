"""Readers of the cards that count the passive opponent's deck and graveyard (issue 23, opp; the engine's side is
`opp`):

- `mill` n with ``when: turn_start`` on an ally or an ability in play ("At the start of your turn, target player puts
  the top five cards of his deck into his graveyard": the opponent, `mill_t` (n, exile, half); ``exile``: "remove
  ... from the game" (not into its graveyard); ``half``: "the top half of target opponent's deck, rounded up");
- `mill` n with ``when: enters`` on an ally ("When this ally enters play, you may look at the top card of target
  player's deck. You may put that card into his graveyard": `mill_e`, the opponent's card put there); with ``exile``
  ("When this ally enters play, remove the top three cards of target opponent's deck from the game"): `mill_ex`;
- `mill` X on an ability's power paid X and [Exhaust] ("X, [Exhaust] -> Target player puts the top X cards of his
  deck into his graveyard": `mill_x`; an ability stays in play, and the engine uses it at the end of your main phase
  with all the resources left, X >= 1, while the opposing deck holds cards: `opp.mill_powers`; an ally uses it
  instead of attacking when X can be the whole opposing deck, which decks the opponent at its next draw:
  `opp.decks_now`);
- `mill` n with ``when: destroyed`` on an ally ("Death Rattle: Each player reveals the top card of his deck. You may
  put any number of those cards into their owners' graveyards": the opponent's, `mill_d`; yours stays where it is,
  the engine's choice);
- `cant_attack` n ``unless: remove`` on an ally ("This ally can't attack unless you remove two cards in a graveyard
  from the game"): `grave_att` n (with `cant_attack`); it attacks when the opposing graveyard holds n cards, which
  are removed (`opp.attack_paid`; yours are left alone, the engine's choice);
- `regrow` ``own: 1`` ``to: play`` on an ally, paid n and by removing cards in a graveyard ("2, Remove six cards in a
  graveyard from the game -> Put Anub'arak from your graveyard into play"): `opp_back` (pay, n); used after combat
  while it is in your graveyard, the resources are there and the opposing graveyard holds the n cards
  (`opp.back`; yours are left alone);
- `yogg` n on an ability ("Attach to target hero. Its controller searches his hand and deck for four cards, removes
  them from the game face down, and puts the remaining cards into his graveyard. Ongoing: If attached hero's
  controller would draw a card, he puts a card removed this way into his hand instead. If he can't, destroy his
  hero"): `yogg`, attached to the opposing hero (`opp.yogg`); played once (a second copy does nothing);
- `mill` n as an ally enters under a condition (``when: enters`` or played: "Unity: When this ally enters play, if you
  control three or more Human allies, target opponent removes the top three cards of his deck from the game"; "Empower
  Death Knight: ... if you control another Death Knight hero or ally, ..."): `mill_e` / `mill_ex` with `mill_c`, the
  condition checked as it enters (`opp.entered`);
- `mill` n with ``when: enters`` ``on_tag`` ``self: 1`` on an ally ("Tribe: When this or another Tauren ally enters
  play under your control, you may remove the top card of target player's deck from the game"): `mill_tribe` (n,
  exile, the allies of the tag), as each such ally (or itself) enters while it is in play (`opp.tribe`);
- `mill` n with ``when: attack`` on an ally ("When this ally attacks, target player puts the top card of his deck
  into his graveyard": the opponent's, `mill_w`, as it attacks: `opp.own_attack`, for each attack); `mill` n as an
  ally's [Exhaust] power with no other cost ("[Exhaust] -> Target player puts the top two cards of his deck into his
  graveyard": `mill_p`; used instead of attacking only when n is the whole opposing deck, which decks the opponent at
  its next draw: `opp.decks_now`; ``per: ally`` with a group filter, `mill_pp`: n for each such ally you control, your
  hero too with ``hero: 1``, counted as it is used);
- on an ability attached to an ally of yours: `assault` n ``per: opp_grave`` (of that ally: "Attached ally has
  Assault 1 for each card in opposing graveyards": `touch`) and `mill` n ``when: attack`` ``attached: 1`` ("When
  attached ally attacks, target opponent puts the top three cards of his deck into his graveyard": `mill_a`), as
  that ally attacks (`opp.attached_attack`: the mill first, then the Assault counts the graveyard; an ally that
  readies and attacks again keeps the ATK of its first attack, the mill done once for each attack);
- the count ``per: opp_grave`` ("+1 ATK for each card in opposing graveyards") is the state's (`Game.per_count`);
  `hp_less` n ``to: self`` with it on an ally ("This ally has -1 / -1 for each card in opposing graveyards", with
  `atk_bonus` n -1): `grave_hp`, its health less n for each (`drawbacks.health_now`); the ally is destroyed when the
  count reaches its health (`opp.check_hp`), and is not played when it would enter with none (`costs.usable`).

- `opp_draw` n with ``when: attack`` on an ally ("When Morik attacks, each player draws a card": with your `draw`):
  `opp_draw_w` (as it enters play: `opp_draw_e`, "each opponent draws 3 cards", `opp.entered`), the opponent's
  library less n as it attacks; it keeps no more than seven at its wrap-up, so the card goes to its graveyard at its
  next turn, and its hand holds it until then (`opp.own_attack`, `opp.hand`).

Any other `mill` (a cost, a condition, a power, X) or `opp_draw` is not played. `flags` sets `any_opp` when a card of
the deck has one of them: only then does the game keep the opponent's counts (`Game.opp`)."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.codes import ABILITY, ALLY, ATT_HERO, ATT_NONE, GEAR, WEAPON
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids

_COSTS = ("pay", "exhaust", "exhaust_hero", "flip", "once", "turn", "destroy", "remove", "hurt", "discard")


def read(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool:
    """A `mill` action, an ally's `hp_less` for each card in the opposing graveyard (the module's docstring); True:
    not played."""
    n, when = e.get("n", 1), e.get("when")
    if e["do"] == "assault":       # (per opp_grave)
        if cond is not None or src.kind != ABILITY or when is not None or e.get("to") is not None or f.touch \
                or not isinstance(n, int) or any(e.get(k) for k in _COSTS):
            return True
        f.touch = n
        return False
    if e["do"] == "mill" and when == "attack" and e.get("attached") and src.kind == ABILITY and cond is None \
            and isinstance(n, int) and not any(e.get(k) for k in _COSTS) and not e.get("exile") and not e.get("half") \
            and not f.mill_a and "per" not in e:
        f.mill_a = n            # "When attached ally attacks, target opponent puts the top three cards ..."
        return False
    if e["do"] == "opp_draw":           # "When Morik attacks, each player draws a card": the opponent's draw
        if when not in ("attack", "enters", None) or src.kind != ALLY or cond is not None or not isinstance(n, int) \
                or n <= 0 or any(e.get(k) for k in _COSTS) or f.opp_draw_w or f.opp_draw_e:
            return True
        if when == "attack":
            f.opp_draw_w = n
        else:
            f.opp_draw_e = n            # "When this ally enters play, each opponent draws 3 cards" (Kieron the Loaner)
        return False
    if e["do"] == "mill" and when == "attack" and src.kind == ALLY and cond is None and not e.get("attached") \
            and isinstance(n, int) and n > 0 and not any(e.get(k) for k in _COSTS) and not e.get("exile") \
            and not e.get("half") and "per" not in e and not f.mill_w:
        f.mill_w = n            # "When this ally attacks, target player puts the top card of his deck into ..."
        return False
    if e["do"] == "mill" and src.kind == ALLY and e.get("exhaust") and cond is None and when is None \
            and isinstance(n, int) and n > 0 and not e.get("pay") and not f.mill_p and not f.mill_x \
            and not any(e.get(k) for k in _COSTS if k != "exhaust") and not e.get("exile") and not e.get("half") \
            and e.get("per") in (None, "ally"):
        f.mill_p = n            # "[Exhaust] -> Target player puts the top two cards of his deck into his graveyard"
        if "per" in e:          # "... the top card of his deck into his graveyard for each Goblin you control"
            from deckcheck.wowtcg.goldfish.compile_facts import per_count
            f.mill_pp = per_count(e, src.cards, src.hero)
        return False
    if e["do"] == "yogg":
        if cond is not None or src.kind != ABILITY or when is not None or not isinstance(n, int) or f.yogg \
                or any(e.get(k) for k in _COSTS) or f.attach != ATT_NONE:
            return True
        f.yogg, f.attach = n or 4, ATT_HERO
        return False
    if e["do"] == "regrow":
        rm = e["remove"]
        if cond is not None or src.kind != ALLY or when is not None or e.get("to") != "play" or f.opp_back is not None \
                or not isinstance(e.get("pay", 0), int) or rm.get("what", "card") != "card" or rm.get("upto") \
                or "tag" in rm or any(e.get(k) for k in _COSTS if k not in ("pay", "remove")) \
                or any(k in e for k in ("what", "n", "max", "max_res", "tag", "faction", "attach", "names")):
            return True
        f.opp_back = (e.get("pay", 0), int(rm.get("n", 1)))
        return False
    if e["do"] == "cant_attack":
        if cond is not None or src.kind != ALLY or when is not None or e.get("to") is not None or f.grave_att \
                or not isinstance(n, int) or n < 1 or any(e.get(k) for k in _COSTS):
            return True
        f.cant_attack, f.grave_att = 1, n
        return False
    if e["do"] == "hp_less":
        if cond is not None or src.kind != ALLY or e.get("to") != "self" or when is not None or f.grave_hp \
                or not isinstance(n, int) or any(e.get(k) for k in _COSTS):
            return True
        f.grave_hp = n
        return False
    if e.get("pay") == "X" and e.get("exhaust") and n == "X" and src.kind in (ABILITY, ALLY) and cond is None \
            and when is None \
            and not any(e.get(k) for k in _COSTS if k not in ("pay", "exhaust")) and not e.get("exile") \
            and not e.get("half") and "per" not in e:
        f.mill_x = 1        # "X, [Exhaust] -> Target player puts the top X cards of his deck into his graveyard"
        return False
    if (cond is not None or e.get("cond")) and src.kind == ALLY and when in ("enters", None) and f.mill_c is None \
            and not f.mill_e \
            and not f.mill_ex and isinstance(n, int) and n > 0 and not any(e.get(k) for k in _COSTS) \
            and not e.get("half") and "per" not in e and not any(k.startswith("on_") for k in e) \
            and not e.get("each_turn"):
        f.mill_c = cond         # "Unity: When this ally enters play, if you control three or more Human allies, ..."
        #                         (None: your hero meets it, "if you control another Death Knight hero or ally")
        if e.get("exile"):
            f.mill_ex = n
        else:
            f.mill_e = n
        return False
    if cond is not None or any(e.get(k) for k in _COSTS) or "per" in e or not isinstance(n, int) \
            or e.get("each_turn"):
        return True
    if when == "turn_start" and src.kind in (ALLY, ABILITY, GEAR, WEAPON) and f.mill_t is None:
        f.mill_t = (n, int(bool(e.get("exile"))), int(bool(e.get("half"))))
        return False
    if when == "enters" and src.kind == ALLY and e.get("on_tag") and e.get("self") and f.mill_tribe is None \
            and not e.get("half") and not any(k.startswith("on_") and k != "on_tag" for k in e):
        # "Tribe: When this or another Tauren ally enters play under your control, you may remove the top card of
        # target player's deck from the game": (n, exile, the allies whose entering triggers it; itself always)
        f.mill_tribe = (n, int(bool(e.get("exile"))), card_ids(src.cards, {"type": "ally", "tag": e["on_tag"]}))
        return False
    if when == "enters" and src.kind == ALLY and not e.get("exile") and not e.get("half"):
        f.mill_e += n
        return False
    if when == "enters" and src.kind == ALLY and e.get("exile") and not e.get("half"):
        f.mill_ex += n          # "... remove the top three cards of target opponent's deck from the game"
        return False
    if when == "destroyed" and src.kind == ALLY and not e.get("exile") and not e.get("half"):
        f.mill_d += n
        return False
    return True


def flags(cc) -> None:
    """`any_opp`: some card of the deck mills the opponent or counts its graveyard."""
    for c, n in enumerate(cc.grave_hp):
        if n or cc.yogg[c]:
            cc.needs[c] = 1     # (`costs.usable`: not played when it would enter with no health)
    cc.any_grave_hp = any(cc.grave_hp)
    if (any(cc.opp_draw_w) or any(cc.opp_draw_e)) and any(e.get("when") in ("opp_draw", "opp_discard")
                                                           for card in cc.cards[:cc.ndeck]
                                                           for e in flat_effects(card.effects)):
        # "when an opponent draws (discards) a card" is played once for each of its turns (`compile_hits`: at the
        # start of yours): a draw in your turn (Morik's) would trigger it again, which the engine does not play
        for c in range(len(cc.opp_draw_w)):
            if cc.opp_draw_w[c] or cc.opp_draw_e[c]:
                cc.opp_draw_w[c] = cc.opp_draw_e[c] = 0
                cc.unmodel(c)
    cc.any_tribe_mill = any(x is not None for x in cc.mill_tribe)
    cc.any_mill_x = any(cc.mill_x)
    cc.any_opp_back = any(x is not None for x in cc.opp_back)
    cc.any_touch = any(cc.touch) or any(cc.mill_a)
    cc.any_opp_att = cc.any_touch or any(cc.grave_att) or any(cc.mill_w) or any(cc.opp_draw_w) or any(cc.mill_p) \
        or any(x and k == ALLY for x, k in zip(cc.mill_x, cc.kind))      # (`combat.declare`)
    cc.any_opp = cc.any_grave_hp or cc.any_mill_x or any(cc.grave_att) or cc.any_opp_back or any(cc.yogg) \
        or cc.any_touch or any(x is not None for x in cc.mill_t) or any(cc.mill_e) or any(cc.mill_ex) \
        or any(cc.mill_d) or any(cc.mill_w) or any(cc.opp_draw_w) or any(cc.opp_draw_e) or any(cc.mill_p) \
        or any(x is not None for x in cc.mill_tribe) or any(
        e.get("per") == "opp_grave" for card in cc.cards[:cc.ndeck] for e in flat_effects(card.effects))
