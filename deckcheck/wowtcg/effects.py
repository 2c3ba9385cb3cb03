"""The goldfish engine's effect vocabulary (facts about what a card does, in a few fixed words).

An effect is a mapping with `do` (one of EFFECT_KINDS) and small integer or word parameters,
stored in the feeds as `effects: [{do: damage, n: 2}]` and derived from card text at import
(`deckcheck.wowtcg.importer.effects`). No card text is stored: only these words and numbers.
A condition in the text is a parameter of the effect (see CONDITIONS and the group filters), or
the card is marked unmodelled: a condition is never dropped.

Kinds and their parameters:

- ``damage``  n (int or "X": the X paid; ``max``: the cap on X), to the opposing hero. ``to: all``:
  each hero and ally (your hero and allies too); ``to: heroes``: each hero (yours too).
  ``when``: ``turn_start`` (each of your turns while in play), ``attack`` (when this ally attacks).
- ``draw``    n, draw n cards (``when: turn_start``: at the start of each of your turns).
- ``discard`` n, discard n cards (after the card's draws).
- ``atk_bonus`` n, to (``hero`` | ``ally`` | ``any`` | ``allies`` | ``weapon`` | ``self`` |
  ``attached``), until (``turn`` | ``ongoing``): +n ATK this turn, or while the card stays in play.
  Granted Assault (+n ATK on your turn) is the same against a passive opponent.
- ``assault`` n: printed Assault (+n ATK while attacking).
- ``ferocity``  this ally can attack the turn it enters play; ``to: ally``: give that to an ally this
  turn; ``to: allies``: allies in your party have it.
- ``haste`` n: pay n less to play this card if an ally you controlled dealt damage to an opposing
  hero this turn.
- ``cant_attack``  this character can't attack; ``to: all``: no hero or ally can (yours too);
  ``to: others``: no other character can attack this turn; ``unless: atk``, n: it can attack only while you
  control another ally of printed ATK n or more.
- ``dig`` n, what (``ally`` | ``ability`` | ``equipment`` | ``quest`` | ``card`` ...): look at the top n
  cards of your deck, put one of that kind into your hand, the rest on the bottom.
- ``scry`` n: look at the top n cards, put one on top of your deck, the rest on the bottom.
- ``tutor`` what (and a group filter): search your deck for a card of that kind and put it into your hand
  (``when: attack``: each time this ally attacks).
- ``regrow`` what (``max``: cost cap; ``to: play``): put a card of that kind from your graveyard into your
  hand (or into play).
- ``shuffle_back``: shuffle your graveyard into your deck.
- ``extra_resource`` n, exhausted (0/1): put the top n cards of your deck into your resource row.
- ``extra_placement`` n: you can place n more resources each turn.
- ``ready_resource`` n: ready n of your resources.
- ``cost_less`` n, what (``self``: this card, with its ``cond``; ``hero: 1``: your hero counts for the
  condition | ``quest`` | ``ability`` | ``ally`` | ``equipment`` | ``strike`` | ``card`` |
  ``power``), ``per: ally`` (n less for each such ally; on ``self``: your hero too with ``hero: 1``), ``min``,
  ``until: turn``.
- ``token`` n, atk, health (``ferocity: 1``; ``when: turn_start``): put n ally tokens into play.
- Triggers on your other cards (``damage``, ``atk_bonus`` this turn, ``token``): ``when: enters`` (an ally entering
  play under your control; ``self: 1``: this one too) or ``when: play`` (you play a card; ``on_type``), with the
  trigger's own filter as ``on_faction`` / ``on_class`` / ``on_tag``.
- ``attach`` to (``ally`` | ``hero`` | ``any`` | ``weapon``): the card is an attachment and needs
  one legal target to be played (an ally in your party, or the opposing hero).
- ``dual_wield`` kind (``melee`` | ``ranged`` | ``two-handed``): CR 406 for the hero.
- ``ready`` to (``self``: this ally | ``hero``: your hero): ready it after it attacked, so it can attack
  again (``when: attack``: the first time it attacks each turn; as a power with ``pay``).
- ``dmg_boost`` n, who (``hero`` | ``party``: your hero and allies | ``allies`` | ``any``: any of yours
  dealing damage to the attached opposing hero), scope (``non-combat`` | ``combat`` | ``ability`` |
  ``weapon``; none: all damage), types (damage types; none: any): while the card is in play, each
  instance of such damage your side deals to the opposing hero is +n.
- ``hand_size`` n: your maximum hand size is n more while the card is in play (CR 503.2a's seven).
- ``prep``: on your first turn you may play this card without paying its cost (Preparation).
- ``powers_now``: this ally can use its [Exhaust] powers the turn it enters (Time is Money).
- ``enters_exhausted``: the card enters play exhausted (a quest can't be completed that turn).
- ``quest``   pay: the completion cost of a quest; the quest's other effects are its reward.
- Activated powers: any of ``damage``, ``draw``, ``atk_bonus``, ``ferocity``, ``ready_resource``,
  ``token``, ``extra_resource``, ``ready`` with ``pay`` (resources) and ``exhaust`` (1: the card exhausts to use
  it, once a turn; 0: repeatable while you can pay); ``flip: 1`` a hero's flip power (once, the
  hero turns over); ``once: 1`` once per game; ``exhaust_hero: 1`` your hero exhausts as a cost too.
- ``echo``: when you play this ability, if two or more allies in your party share one of the twelve
  standard races (CR glossary: Race), the ability is copied (its effects happen twice).
- ``rift``: this card costs 1 less for each ally you control of the race you choose as you play it
  (the engine chooses the race most of your allies share).
- ``eternal``: when this card enters your graveyard, you may shuffle it into your deck (the engine does).
- ``regrow`` ``max_res: 1``: only a card whose cost is at most the resources you have.
- ``ready`` to ``ally`` | ``allies`` (an ability): ready one ally (each ally) you control that attacked: it
  attacks again this turn; to ``hero`` with ``weapons`` (``one`` | ``all``, ``kind``: Melee / Ranged): your
  hero readies and strikes again with its weapon(s), paying their strike cost again.
- ``cost_less`` ``what: next``: your next card this turn costs n less (as a power: an [Exhaust] power
  used on the next card with a cost).
- ``regrow`` ``n`` (how many; 99: any number or all), ``to: top`` (on top of your deck), ``combined: 1``
  (their combined cost at most your resources), ``names: 1`` (different names), ``attach: 1`` (this
  ability is attached to the ally put into play); group filters (``tag``: Demon, Pet ...).
- ``sacrifice`` what (``card``: an ability, ally or equipment | ``ally`` | ``equipment``; ``tag``): an
  additional cost, destroy one you control (the engine pays with one that does nothing toward the
  kill, or with any when the card's damage wins the game now).
- ``grave_cost`` what: an additional cost, remove a card of that kind in your graveyard from the game.
- ``warp`` (CR glossary: Warp): when your own effect reveals this card from your deck, it may be removed
  from the game and played without paying its cost (after that effect). ``dig`` ``reveal: 1``: the cards
  looked at are revealed (a "reveal the top N" effect).
- ``portal`` (CR glossary: Portal): reveal the top three cards of your deck; a revealed Demon ally with
  cost less than this card's may go into play.
- ``token`` ``copy``: ``ally`` a token copy of an ally you control; ``tokens`` (``when: turn_start``) a token
  copy of each token ally you control.
- ``atk_bonus`` ``hp``: "+N / -M": also -M health, so only an ally with more than M health takes it.
- ``damage`` ``more: 1`` with a ``cond``: n more damage than the card's other damage when the condition
  holds ("..., or 3 if you played another ability this turn": ``cond: played``; ``cond: abil_dealt`` with
  ``types``: your hero dealt such damage with an ability this turn).
- ``cant_attack`` ``to: allies``: your allies can't attack (the goldfish never plays a card that only does that).
- ``token`` ``more: 1`` with a ``cond``: n more tokens when the condition holds as it resolves; ``per: resource``:
  that many for each resource you control; ``copy: tokens`` without ``when``: a copy of each token ally now.
- ``ready`` ``to: ally`` with a group filter: an ally of that race or tag; ``cost_less`` ``what: restrike``: the
  weapon the card readies strikes again for n less.
- ``cost_less`` ``what: next``, ``n: X``, ``x: highest``: X is the highest cost among the cards you control.
- ``atk_bonus`` ``n: double``: double the ATK this turn of your hero (``to: hero``) or of an attacking ally.
- ``damage`` ``more: 1`` with ``when: turn_start``: that much more damage each turn while the condition holds.
- ``put_back`` n: after the card's draws, put n cards from your hand on top of your deck (the least useful).
- ``unmodelled``  the card's text has parts the engine does not model (the card still plays as its
  type and stats; the goldfish report names it).

Group filters (on ``atk_bonus``, ``ferocity``, ``attach``, ``cost_less``, ``draw``): ``faction``,
``class``, ``tag`` (a race, trait or type-line tag), so "Horde allies in your party" is
``{to: allies, faction: Horde}``.

Text that has no bearing on a game against a passive opponent (Protector, Elusive, Stealth,
resistances, "[Trait] Hero Required", reputations, damage only to allies, healing, prevention,
the opponent's cards, ...) is recognised and yields no effect, so a card with only such text
counts as fully modelled.
"""
from __future__ import annotations

EFFECT_KINDS: tuple[str, ...] = ("damage", "draw", "atk_bonus", "assault", "ferocity", "haste",
                                 "dig", "scry", "tutor", "regrow", "shuffle_back", "extra_resource", "extra_placement", "ready_resource", "cost_less", "token",
                                 "attach", "dual_wield", "ready", "powers_now", "dmg_boost", "prep", "hand_size", "enters_exhausted", "quest", "discard", "cant_attack",
                                 "echo", "rift", "eternal", "sacrifice", "grave_cost", "warp", "portal", "put_back",
                                 "unmodelled")

#: Where an ``atk_bonus`` goes.
ATK_TARGETS: tuple[str, ...] = ("hero", "ally", "any", "allies", "weapon", "self", "attached")
#: How long an ``atk_bonus`` lasts.
DURATIONS: tuple[str, ...] = ("turn", "ongoing")
#: Conditions (`cond`) the engine evaluates.
CONDITIONS: tuple[str, ...] = (
    "control",        # you control a card matching the filter (faction/class/tag)
    "hero_dealt",     # your hero has dealt damage of one of `types` this turn
    "in_graveyard",   # a card named `name` is in your graveyard
    "hero_hit",       # your hero dealt combat damage to the opposing hero this turn
    "ally_hit",       # an ally in your party dealt damage to the opposing hero this turn
    "allies",         # you have `count` or more allies in your party (``other``: the card itself not counted;
                      # ``hero``: your hero counts too)
    "opp_damaged",    # the opposing hero has `count` or more damage on it
)


def effect_dicts(card_effects) -> list[dict]:
    """A `Card.effects` tuple of sorted (key, value) pairs as plain dicts."""
    return [dict(e) for e in card_effects]


def is_modelled(card_effects) -> bool:
    """True when no part of the card's text is left unmodelled."""
    return not any(dict(e).get("do") == "unmodelled" for e in card_effects)
