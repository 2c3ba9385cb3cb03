"""Cards compiled once into flat per-card lists of ints, for the engine's inner loop.

The engine never touches `Card` objects or names while playing: a deck is a list of small ints
(card ids), and every fact it needs is `compiled.<field>[card_id]`. Ally tokens a card puts into
play are compiled as extra card ids after the deck's own cards.

A card's printed facts are read here (`_printed`), its effects records by `compile_effects` (one
`CardFacts` per card, whose fields are named as the lists below); then the facts that look at every card
(`_deck_wide`), the hero's (`_hero_facts`) and what each turn's scans test (`_scans`). The codes the lists
hold are defined in `codes` and imported by the engine from here.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields

from deckcheck.wowtcg.effects import flat_effects, freeze
from deckcheck.wowtcg.goldfish.codes import (  # noqa: F401  (re-exported: the engine imports the codes from here)
    ABILITY, ACT_ATK, ACT_CODES, ACT_DAMAGE, ACT_DRAW, ACT_FERO, ACT_HERO_AGAIN, ACT_NEXT_LESS, ACT_READY,
    ACT_REGROW, ACT_TOKEN, ALLY, ATT_ALLY, ATT_HERO, ATT_NONE, ATT_WEAPON, B_ALLIES, B_ANY, B_HERO, B_PARTY,
    C_ABIL_DEALT, C_ALLIES, C_ALLY_HIT, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_HERO_HIT, C_NEVER, C_NONE,
    C_OPP_DMG, C_PLAYED, DAMAGE_BITS, EARLY_TYPES, EV_ATTACH, EV_DIES, EV_ENTERS, EV_PLACE, EV_PLACE_UP, EV_PLAY,
    EOT_DESTROY, EV_QUEST, GEAR, GROUP_KEYS,
    KIND_NAMES, LESS_WHAT,
    NO_BEARING, OTHER, PER_SOURCES, PLAYED, P_ALLY, P_CARD, P_EXH, P_GRAVE, P_HAND, P_HIGH, P_PERM, P_QUEST, P_RES, QUEST,
    R_ALLIES,
    R_ALLY, R_HERO, R_STRIKE, S_ABILITY, S_ALL, S_COMBAT, S_NONCOMBAT, S_WEAPON, TO_ALLIES, TO_ALLY, TO_ANY,
    TO_ATTACHED, TO_CODES, TO_HERO, TO_PARTY, TO_SELF, TO_WEAPON, UNMODELLED, VERDICTS, WEAPON, W_MELEE,
    W_RANGED, base_cost, card_kind, damage_bits, int_or_0, matches, standard_race, tag_limits)
from deckcheck.wowtcg.goldfish.compile_counters import ENTER_ATK, SPEND
from deckcheck.wowtcg.goldfish.compile_drawbacks import drawback_flags
from deckcheck.wowtcg.goldfish import (compile_attack, compile_dots, compile_exhaust, compile_opp, compile_tricks,
                                       compile_statics, compile_turns)
from deckcheck.wowtcg.goldfish.codes import ACT_GROUP_ATK, ACT_READY_ALLY, ACT_READY_PET  # noqa: F401  (re-exported)
from deckcheck.wowtcg.goldfish.codes import EOT_HAND_STRUCK, EV_FLIP, statless_weapon
from deckcheck.wowtcg.goldfish.compile_effects import hero_power, read_card
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, cond_view, token_key
from deckcheck.wowtcg.model import Card


@dataclass
class Compiled:
    cards: list[Card]
    names: list[str]
    kind: list[int] = field(default_factory=list)
    cost: list[int] = field(default_factory=list)
    xcost: list[int] = field(default_factory=list)
    xmax: list[int] = field(default_factory=list)       # cap on X (0: none)
    atk: list[int] = field(default_factory=list)
    health: list[int] = field(default_factory=list)
    strike: list[int] = field(default_factory=list)
    wtype: list[int] = field(default_factory=list)      # W_MELEE / W_RANGED for weapons
    two_hand: list[int] = field(default_factory=list)
    off_hand: list[int] = field(default_factory=list)   # an Off-Hand card: never with a Two-Handed one (CR 414.3c)
    assault: list[int] = field(default_factory=list)
    ferocity: list[int] = field(default_factory=list)
    fero_cond: list[tuple | None] = field(default_factory=list)   # conditional Ferocity
    self_bonus: list[tuple | None] = field(default_factory=list)  # (n, cond) +n ATK for itself
    dmg_x: list[tuple | None] = field(default_factory=list)       # (0, per[, per]) damage per card counted; (1, weapon ids, sum[, per]) + weapon ATK
    draw_per: list[tuple | None] = field(default_factory=list)    # per: cards drawn per card counted
    bonus_per: list[tuple | None] = field(default_factory=list)   # per: +n ATK this turn per card counted
    hero_per: list[tuple | None] = field(default_factory=list)    # per: your hero's +n ATK per card counted, while in play
    hero_cond: list[tuple | None] = field(default_factory=list)   # (n, cond): your hero's +n ATK while cond holds
    group_per: list[tuple | None] = field(default_factory=list)   # per: your allies' +n ATK per card counted, in play
    gper_mask: list[frozenset | None] = field(default_factory=list)  # the allies group_per reaches (None: all)
    lasting: list[tuple | None] = field(default_factory=list)  # (n, TO_*, mask): a played ability's ATK for the game
    xbonus: list[tuple | None] = field(default_factory=list)   # per card id: +X ATK while in play (its ATK / cost)
    group_cond: list[tuple | None] = field(default_factory=list)  # (n, cond): your allies' +n ATK while cond, in play
    wbonus: list[tuple | None] = field(default_factory=list)     # (n, weapon ids): +n ATK to each such weapon struck
    race: list[int] = field(default_factory=list)        # index in STANDARD_RACES, -1: none (codes.standard_race)
    echo: list[int] = field(default_factory=list)        # Echo: copied if two allies share a standard race
    rift: list[int] = field(default_factory=list)        # Rift: 1 less per ally of the race most of yours share
    eternal: list[int] = field(default_factory=list)     # Eternal: shuffled back into the deck from the graveyard
    self_per: list[tuple | None] = field(default_factory=list)    # (n, P_*, ids counted, other, add) +n ATK per card
    etb_bonus: list[tuple | None] = field(default_factory=list)   # (n, TO_*, mask, cond) an ally's +n ATK this turn as it enters
    watch: list[tuple | None] = field(default_factory=list)  # (EV_*, ids, itself 0/1, damage n, ATK bonus, tokens, draws,
    #                                                          discards after the draws: a loot, keywords.py)
    no_ready: list[int] = field(default_factory=list)   # 1: an ally that can't ready during your ready step
    any_place_less: bool = False                         # (statics) some card's place_less
    any_place: bool = False                              # some card triggers on a resource placed (EV_PLACE*)
    any_no_ready: bool = False                           # some ally can't ready during your ready step
    on_strike: list[tuple | None] = field(default_factory=list)  # (own, draw n, damage n, (n, token id) or None) when
    # your hero deals combat damage with this weapon (own 1) or any weapon (own 0): triggers.strike_triggers
    on_hit: list[tuple | None] = field(default_factory=list)  # (draw n, -1: the damage dealt; (n, token id) or
    # None; resources readied) when this ally deals combat damage to the opposing hero: triggers.hit_triggers
    ctr: list[tuple | None] = field(default_factory=list)  # counters on the card: its spec (compile_counters, counters.py)
    wval: list[int] = field(default_factory=list)       # a weapon's worth in choosing weapons: its ATK and the +1 ATK
    #                                                     counters it enters play with (the engine's choice only)
    cant_attack: list[int] = field(default_factory=list)
    cant_unless: list[frozenset | None] = field(default_factory=list)   # (cant_attack set) it can attack while you control one of these
    cant_all: list[int] = field(default_factory=list)   # no character can attack while it is in play
    unique: list[int] = field(default_factory=list)
    limits: list[tuple] = field(default_factory=list)   # ((tag id, limit), ...) CR 414.3b
    dtype: list[int] = field(default_factory=list)      # damage-type bits the card deals
    dmg: list[int] = field(default_factory=list)        # -1: X damage
    dmg_all: list[int] = field(default_factory=list)    # the damage hits your own allies too
    dmg_cond: list[tuple | None] = field(default_factory=list)
    atk_dmg: list[int] = field(default_factory=list)    # damage when this ally attacks
    draw: list[int] = field(default_factory=list)
    draw_cond: list[tuple | None] = field(default_factory=list)
    turn_draw: list[int] = field(default_factory=list)  # draws at the start of each of your turns
    discard: list[int] = field(default_factory=list)
    extra_res: list[int] = field(default_factory=list)
    extra_place: list[int] = field(default_factory=list)
    ready_res: list[int] = field(default_factory=list)
    bonus_n: list[int] = field(default_factory=list)    # +N ATK this turn
    bonus_to: list[int] = field(default_factory=list)
    bonus_mask: list[frozenset | None] = field(default_factory=list)
    bonus_k: list[int] = field(default_factory=list)    # how many targets "+N ATK this turn" has (up to k)
    deals_bonus: list[tuple | None] = field(default_factory=list)  # (n, ally ids): your hero +n per attack of one
    bonus_minus: list[int] = field(default_factory=list)  # "... and target ally has -M ATK this turn": M, on one of yours
    ong_n: list[int] = field(default_factory=list)      # +N ATK while in play
    ong_to: list[int] = field(default_factory=list)
    ong_mask: list[frozenset | None] = field(default_factory=list)
    dot: list[int] = field(default_factory=list)        # damage at the start of each of your turns
    dot_all: list[int] = field(default_factory=list)    # of it, to each hero and ally: your allies too
    any_dot_all: bool = False
    grant_fero: list[int] = field(default_factory=list)
    all_fero: list[int] = field(default_factory=list)
    fero_mask: list[frozenset | None] = field(default_factory=list)
    haste: list[int] = field(default_factory=list)
    less: list[tuple] = field(default_factory=list)     # ((what kind, n, until_turn, min), ...) cost reductions
    token: list[tuple | None] = field(default_factory=list)  # (n, token card id, at turn start)
    attach: list[int] = field(default_factory=list)     # ATT_*
    attach_mask: list[frozenset | None] = field(default_factory=list)
    attach_cond: list[int] = field(default_factory=list)
    quest_pay: list[int] = field(default_factory=list)  # -1: not completable by the engine
    quest_bare: list[int] = field(default_factory=list)  # a quest of no reward of use: its completion cost (-1: none)
    quest_cond: list[tuple | None] = field(default_factory=list)
    draw_upto: list[int] = field(default_factory=list)  # draw until the hand holds this many
    dig: list[tuple | None] = field(default_factory=list)  # (n, ids of the kind wanted; n = 0: the whole deck)
    dig_top: list[frozenset | None] = field(default_factory=list)  # a tutor's "otherwise, put it on top of your deck"
    scry: list[int] = field(default_factory=list)
    scry_order: list[int] = field(default_factory=list)     # 1: all the cards looked at back on top (library.look)
    turn_scry: list[int] = field(default_factory=list)  # look at the top n at the start of your turn (library.turn_scry)
    regrow: list[tuple | None] = field(default_factory=list)   # (ids of the kind wanted, to play 0/1, cost <= resources 0/1)
    regrow_x: list[tuple | None] = field(default_factory=list)  # (how many, on top of the deck 0/1, their combined cost
    #                     <= resources 0/1, different names 0/1, this ability attached to the ally put into play 0/1)
    readies: list[tuple | None] = field(default_factory=list)  # (R_*, weapon ids or None, one weapon 0/1, cond)
    restrike_pay: list[int] = field(default_factory=list)  # -1; n: R_STRIKE on each strike, paying n (and the strike)
    next_less: list[int] = field(default_factory=list)  # your next card this turn costs n less (as this resolves)
    late: list[int] = field(default_factory=list)       # enters play exhausted (its [Exhaust] power waits a turn)
    dmg_ally: list[int] = field(default_factory=list)   # an ability's n damage to target ally: one of yours (needed)
    kill_own: list[int] = field(default_factory=list)   # 1: "as it enters, destroy an ally in your party" (enter.py)
    hp_less: list[tuple | None] = field(default_factory=list)  # (n, other 0/1): your (other) allies have n less health
    skip_draw: list[int] = field(default_factory=list)  # 1: you skip your draw step while it is in play
    eot_discard: list[int] = field(default_factory=list)  # 1: at the end of the turn it is played, discard your hand
    eot_leave: list[int] = field(default_factory=list)  # at the end of your turn this ally leaves: EOT_* (codes)
    death_token: list[tuple | None] = field(default_factory=list)  # (n, token id, 0): tokens when a non-token ally of yours dies
    on_death: list[tuple | None] = field(default_factory=list)  # (DEATH_*, n, token id): when this ally is destroyed
    buy_token: list[int] = field(default_factory=list)  # token id (-1: none): one for each 1 paid as you play this ally
    sac: list[frozenset | None] = field(default_factory=list)   # additional cost: destroy one of these you control
    grave_cost: list[frozenset | None] = field(default_factory=list)  # additional cost: remove one of these in your graveyard
    grave_n: list[int] = field(default_factory=list)    # how many grave_cost cards the additional cost removes
    grave_up: list[int] = field(default_factory=list)   # 1: up to grave_n of them (X: the number removed)
    alt_grave: list[tuple | None] = field(default_factory=list)   # (ids, n): removed rather than pay its cost
    fuel: list[tuple | None] = field(default_factory=list)   # (n, damage, times, ids) at the start of a turn
    any_fuel: bool = False
    draw2: list[int] = field(default_factory=list)      # 1: "If you would draw a card, draw two instead" (an ally)
    any_draw2: bool = False
    grave_atk: list[int] = field(default_factory=list)  # your hero's Assault n while the card is in your graveyard
    any_grave_atk: bool = False
    xtra: list[int] = field(default_factory=list)       # 1: an additional cost (sac or grave_cost)
    cpower: list[tuple | None] = field(default_factory=list)  # a power whose cost destroys, removes or damages
    #    (pay, exhaust, ACT_*, n, destroy itself, ids it may destroy, graveyard ids it removes, how many, damage)
    warp: list[int] = field(default_factory=list)       # Warp: played free when your own effect reveals it
    portal: list[frozenset | None] = field(default_factory=list)  # Portal: Demon allies with a lower cost
    portals: list[int] = field(default_factory=list)    # Portals played as it resolves ("Portal, Portal": 2)
    tcopy: list[int] = field(default_factory=list)      # a token copy of: 1 your best ally; 2 each token ally (turn start)
    dmore: list[tuple | None] = field(default_factory=list)  # (n, cond): n more damage when cond holds
    tmore: list[tuple | None] = field(default_factory=list)  # (n, cond): n more tokens when cond holds (as it resolves)
    tper: list[int] = field(default_factory=list)       # its tokens: that many for each resource you control
    dotx: list[tuple | None] = field(default_factory=list)  # (n, cond): n more damage at the start of your turn
    put_back: list[int] = field(default_factory=list)   # after its draws, n cards from your hand on top of your deck
    dig_rev: list[int] = field(default_factory=list)    # 1: its dig reveals the cards (a Warp card among them plays)
    dig_more: list[int] = field(default_factory=list)   # a search's more cards, each of another name (up to n)
    dig_all: list[int] = field(default_factory=list)    # 1: all of the kind into your hand, 2: into play
    amore: list[tuple | None] = field(default_factory=list)  # (n, ids): the attached ally has n more ATK if one of these
    bmore: list[tuple | None] = field(default_factory=list)  # (n, ids): "+N ATK this turn" n more on an attacker of these
    dbl: list[int] = field(default_factory=list)        # double the ATK this turn: 1 of one attacking ally, 2 of your hero, 3 either
    any_ready: bool = False                              # some card readies what attacked (readies)
    any_cpower: bool = False                             # some card has a cpower
    any_pet_ready: bool = False                          # some permanent readies a Pet for your hero's exhausting
    pump_src: list[int] = field(default_factory=list)   # 1: an ally's group ATK power without [Exhaust]; 2: a permanent's
    any_deals: bool = False                              # some card has a deals_bonus
    any_pump_src: bool = False                           # some card has a pump_src
    any_pump: bool = False                               # some card has a group ATK power (ACT_GROUP_ATK, pumps.py)
    any_turn_scry: bool = False                          # some card looks at the top of your deck as your turn starts
    any_tag_plus: bool = False                           # some card raises a tag limit (tag_plus)
    any_grave_lim: bool = False                          # ... from your graveyard
    any_warp: bool = False                               # some card has Warp
    any_dotx: bool = False                               # some card has a dotx
    any_dig: bool = False                                # some ally searches the deck when it attacks (atk_dig)
    any_on_ready: bool = False                           # some ally draws or deals damage when it readies
    any_skip: bool = False                               # some card skips your draw step (skip_draw)
    any_eot: bool = False                                # some card acts at the end of your turn (eot_*)
    any_hp_less: bool = False                            # some card lowers your allies' health (hp_less)
    any_death: bool = False                              # some card makes tokens when an ally of yours dies
    any_on_death: bool = False                           # some ally acts when it is destroyed (on_death)
    any_strike: bool = False                             # some card triggers on your hero's weapon damage (on_strike)
    any_hit: bool = False                                # some ally triggers on its combat damage (on_hit)
    any_ctr: bool = False                                # some card has counters (ctr)
    any_spend: bool = False                              # some card has a power paid with counters (spend.py)
    any_wless: bool = False                              # some weapon strikes for less while a condition holds
    any_wcond: bool = False                              # some weapon has +n ATK while a condition holds
    any_wleave: bool = False                             # some weapon leaves play at the end of your turn (weapons.py)
    any_wpump: bool = False                              # some weapon has a repeatable "pay -> +n ATK this turn"
    any_wready: bool = False                             # some weapon readies itself and your hero as it strikes
    any_wtired: bool = False                             # some weapon keeps your hero exhausted after a strike
    any_wzeal: bool = False                              # some weapon's combat damage readies your resources
    any_wmore: bool = False                              # some weapon's strike costs more (upkeep, cards in hand)
    # what a turn looks for, per card, known before any game (the engine skips a scan none can answer)
    quest_use: list[int] = field(default_factory=list)  # 1: a quest whose reward the engine uses (not an ATK bonus)
    bonus_abil: list[int] = field(default_factory=list) # 1: an ability that gives ATK this turn (played in combat)
    burner: list[int] = field(default_factory=list)     # 1: an ability, not staying, that deals damage (fixed or counted)
    can_die: list[int] = field(default_factory=list)    # 1: can be a dead card in hand (unique, limited, weapon, needs a target)
    post: list[int] = field(default_factory=list)       # after combat: 0 never played, 1 played if affordable, 2 only with a target
    any_bonus: bool = False                              # some card gives ATK this turn (an ability or a quest)
    any_burn: bool = False                               # some card is a burner
    any_xdmg: bool = False                               # some card deals X damage
    any_gear: bool = False                               # some gear the engine plays only to use resources
    top_cost: int = 0                                    # the highest cost of a card of the deck the engine plays
    needs: list[int] = field(default_factory=list)      # 1: of use only with something to work on (readies, regrow, xtra)
    shuffle: list[int] = field(default_factory=list)
    act: list[tuple | None] = field(default_factory=list)  # (pay, exhaust, kind, n, less_per, less_mask, exhaust_hero, TO_*)
    act_mask: list[frozenset | None] = field(default_factory=list)  # the allies its power works on (GROUP_ATK, READY_PET)
    act_cond: list[tuple | None] = field(default_factory=list)  # an ally's power usable only while this holds (enter.py)
    grant_dual: list[int] = field(default_factory=list)  # W_* bits: your hero has dual wield while it is in play
    tag_plus: list[tuple | None] = field(default_factory=list)  # (tag id, n, grave 0/1): n more of that limited tag
    # while it is in play (grave 1: while it is in your graveyard); None also when no card of the deck has the tag
    boost: list[tuple | None] = field(default_factory=list)  # (n, who B_*, scope S_*, type bits) damage +n
    doubles: list[tuple | None] = field(default_factory=list)  # (who B_*, scope S_*, type bits) damage doubled
    powers_now: list[int] = field(default_factory=list)  # Time is Money: [Exhaust] powers the turn it enters
    prep: list[int] = field(default_factory=list)        # Preparation: free on your first turn
    hand_plus: list[int] = field(default_factory=list)   # maximum hand size +n while in play
    atk_draw: list[int] = field(default_factory=list)    # cards drawn when this ally attacks
    atk_pump: list[int] = field(default_factory=list)    # +n ATK this turn to another attacker as this ally attacks
    pump_other: list[int] = field(default_factory=list)  # 1: its paid "+n ATK" power to another attacker (combat)
    any_pump_other: bool = False                         # some ally has one (combat.other_pumps)
    atk_dig: list[frozenset | None] = field(default_factory=list)  # when this ally attacks: search the deck for one of these
    ready_draw: list[int] = field(default_factory=list)  # cards drawn when this ally readies (after it attacked)
    ready_dmg: list[int] = field(default_factory=list)   # damage to the opposing hero when this ally readies
    own_less: list[int] = field(default_factory=list)    # 1: prep, selfless or Rift (checked in one look-up)
    selfless: list[tuple | None] = field(default_factory=list)  # ((n, cond or None[, count]), ...) this card costs n less (for each card counted)
    wless: list[tuple | None] = field(default_factory=list)     # (n, cond): this weapon strikes for n less while cond
    wcond: list[tuple | None] = field(default_factory=list)     # (n, cond): this weapon has +n ATK while cond
    wpump: list[tuple | None] = field(default_factory=list)     # (pay, n): "pay -> this weapon has +n ATK this turn"
    wready: list[int] = field(default_factory=list)     # 1: the first strike with it each turn readies it and your hero
    wtired: list[int] = field(default_factory=list)     # 1: a strike with it: your hero can't ready next ready step
    wzeal: list[int] = field(default_factory=list)      # 1: its combat damage readies that many of your resources
    wmore: list[tuple | None] = field(default_factory=list)  # (n, per card in hand): its strike costs that much more
    again: list[tuple | None] = field(default_factory=list)  # (pay, 0) an ally readied to attack again; pay -1: once, free
    qdestroy: list[int] = field(default_factory=list)   # 1: a quest destroyed to complete it (a resource lost)
    from_grave: list[int] = field(default_factory=list)  # played from your graveyard: 1 Artifact, 2 once, then removed
    grave_back: list[frozenset | None] = field(default_factory=list)  # ids of the cards a discard puts it back for
    cregrow: list[frozenset | None] = field(default_factory=list)  # ids a costly power puts back into your hand
    att_death: list[tuple | None] = field(default_factory=list)  # (draw, damage, (n, token id)) when its ally dies
    any_grave: bool = False                              # some card played from / used in the graveyard
    any_artifact: bool = False                           # some ally or equipment played from your graveyard
    any_att_death: bool = False
    dies: list[tuple | None] = field(default_factory=list)   # (DEATH_*, n, ids, other, pay, token id) an ally dies
    any_dies: bool = False
    asleep: list[int] = field(default_factory=list)     # 1: can't attack unless an effect readies it (a token)
    wake: list[tuple | None] = field(default_factory=list)  # (pay, damage, ids it readies) once a turn (wake.py)
    flash: list[int] = field(default_factory=list)      # 1: its power makes a token that attacks, then is destroyed
    any_flash: bool = False
    any_wake: bool = False                           # some attachment draws when its ally is destroyed
    enrage: list[int] = field(default_factory=list)     # Enrage n: +n ATK and Ferocity this turn on an ally revealed
    etb_cond: list[tuple | None] = field(default_factory=list)  # the condition of an ally's effects as it enters
    etb_fero: list[int] = field(default_factory=list)   # 1: Ferocity this turn as it enters (under etb_cond)
    fero_pow: list[tuple | None] = field(default_factory=list)  # (pay, itself only, graveyard ids, n) "2 -> Ferocity"
    any_fero_pow: bool = False                           # some ally has an activated Ferocity (enter.py)
    hit_cond: list[tuple | None] = field(default_factory=list)  # the condition of an ally's on_hit, as it hits
    play_cond: list[tuple | None] = field(default_factory=list)  # "Play this ally only if ...": its condition
    stash: list[tuple | None] = field(default_factory=list)  # its Stash as it is placed as a resource (enter.stash)
    stash_back: list[frozenset | None] = field(default_factory=list)  # Stash: one of these from your graveyard into your deck
    watch_per: list[tuple | None] = field(default_factory=list)  # (statics) its trigger's damage for each card counted
    watch_pay: list[int] = field(default_factory=list)  # (statics) its trigger's draw paid with n ("you may pay 1")
    tap_res: list[int] = field(default_factory=list)    # (statics) n of your resources exhausted as your turn starts
    bonus_cond: list[tuple | None] = field(default_factory=list)  # (statics) its "+n this turn"'s condition
    place_less: list[tuple | None] = field(default_factory=list)  # (statics) (kind, n, ids) as you place face up
    gather: list[int] = field(default_factory=list)     # (statics) its namesakes from hand and deck into play
    opp_hp: list[int] = field(default_factory=list)     # (statics) the opposing hero it is attached to: n less health
    att_fero: list[int] = field(default_factory=list)   # (statics) 1: the ally it is attached to has Ferocity
    stash_atk: list[tuple | None] = field(default_factory=list)  # (statics) its Stash's "+n ATK this turn"
    eot: list[tuple | None] = field(default_factory=list)  # (damage count, (n, token id)) at the end of your turn
    any_stash: bool = False                              # some card has Stash (resources.place, enter.stash)
    any_eot_ally: bool = False                           # some ally acts at the end of your turn (enter.turn_end)
    dot_per: list[tuple | None] = field(default_factory=list)  # an ally's start-of-turn damage for each card counted
    any_turn_dmg: bool = False                           # some card has a dotx or a dot_per (damage.start_of_turn)
    enter_ready: list[int] = field(default_factory=list)  # 1: readies a hero or ally of yours as it enters
    any_enter_ready: bool = False                        # some ally readies one as it enters (readying.enter_ready)
    fuse: list[tuple | None] = field(default_factory=list)  # (damage, draws) as it destroys itself at turn start
    keep_pay: list[int] = field(default_factory=list)   # "at the start of your turn, pay n or destroy this"
    tdraw_per: list[tuple | None] = field(default_factory=list)  # draws at the start of your turn per card counted
    eot_draw: list[int] = field(default_factory=list)   # cards drawn at the end of your turn
    fuse_cond: list[tuple | None] = field(default_factory=list)  # the condition a fuse waits for (opp_damaged)
    self_hurt: list[int] = field(default_factory=list)  # an ally's damage to itself at the start of your turn
    tdiscard: list[tuple | None] = field(default_factory=list)  # (n, lose) a discard at the start of your turn
    tres: list[tuple | None] = field(default_factory=list)  # (n, exhausted) resources from the deck at turn start
    wipe: list[tuple | None] = field(default_factory=list)  # (at the end, ids, spare, keep) your allies destroyed
    fuse_atk: list[int] = field(default_factory=list)   # its fuse gives your allies +n ATK this turn
    fuse_hand: list[int] = field(default_factory=list)  # its fuse puts it into your hand
    tcopy_t: list[int] = field(default_factory=list)    # a token copy of another ally of yours at turn start
    ttok: list[tuple | None] = field(default_factory=list)  # (n, token id, count) tokens at turn start
    top_atk: list[int] = field(default_factory=list)    # +ATK this turn: the cost of the top card revealed
    tremove: list[tuple | None] = field(default_factory=list)  # (ids, n, token or None) paid from your graveyard
    eot_min: list[int] = field(default_factory=list)    # its eot_draw only after this much damage this turn
    tregrow: list[tuple | None] = field(default_factory=list)  # (ids, into play, cost <= resources) at turn start
    ttutor: list[frozenset | None] = field(default_factory=list)  # allies it searches into play at turn start
    any_ttutor: bool = False                             # some card searches an ally into play at turn start
    tpump: list[tuple | None] = field(default_factory=list)  # (n, hp): an ally's "target ally +n ATK / -hp health"
    any_tpump: bool = False                              # some ally gives +n ATK to an ally at turn start (turns.pump)
    rdy_pump: list[int] = field(default_factory=list)    # n: "When Narando readies, he has +n ATK this turn"
    any_rdy_pump: bool = False                           # some ally triggers as it readies (readies.py)
    rdy_tire: list[int] = field(default_factory=list)    # 1: "When Golas readies, exhaust target ally" (readies.py)
    hero_res: list[int] = field(default_factory=list)    # 1: your hero can be exhausted as a resource (resources.py)
    stash_ready: list[frozenset | None] = field(default_factory=list)  # Stash: ready a token ally of these (readies.py)
    any_hero_res: bool = False                           # some ally lets your hero pay costs as a resource
    grise: list[tuple | None] = field(default_factory=list)  # from your graveyard at turn start (turns.grave_rise)
    any_grise: bool = False                              # some card comes back from your graveyard at turn start
    tsac: list[tuple | None] = field(default_factory=list)  # an ally destroyed for damage at a turn step (turns)
    hurt_die: list[int] = field(default_factory=list)   # destroyed at the end of your turn if it has damage
    any_hurt_die: bool = False                           # some ally is destroyed at your turn's end if damaged
    eot_alt: list[tuple | None] = field(default_factory=list)  # a token under a condition, otherwise another
    eot_regrow: list[tuple | None] = field(default_factory=list)  # (ids, damaged): into play at your turn's end
    any_eot_regrow: bool = False                         # some card regrows an ally into play at your turn's end
    tlose: list[tuple | None] = field(default_factory=list)  # one card of yours leaves play at turn start
    any_tlose: bool = False                              # some card makes one of yours leave play at turn start
    any_back: bool = False                               # some card returns a destroyed ally to hand later (turns.back)
    any_tsac: bool = False                               # some card destroys an ally for damage at a turn step
    twin: list[int] = field(default_factory=list)       # "at the start of your turn, you win the game"
    eot_draw_per: list[tuple | None] = field(default_factory=list)  # draws at the end of your turn per card counted
    any_turns: bool = False                              # some ability acts at the start of your turn (turns.start)
    any_fuse_cond: bool = False                          # some fuse waits for a condition (turns.late)
    any_tregrow: bool = False                            # some card regrows at the start of your turn (turns)
    any_own_side: bool = False                           # some card acts on your own side at turn start (turns)
    any_wipe_end: bool = False                           # some card destroys your allies at your turn's end (turns)
    any_more_allies: bool = False                        # some card copies, makes tokens per count, reveals (turns)
    any_tremove: bool = False                            # some card is paid from your graveyard at turn start
    any_eot_draw_per: bool = False                       # some card draws per count at your turn's end (turns.end)
    any_turns_end: bool = False                          # some ability or equipment acts at your turn's end (turns.end)
    tok_also: list[tuple | None] = field(default_factory=list)  # ((n, token id, cond or None), ...) more token kinds
    tok_per: list[tuple | None] = field(default_factory=list)  # per_count: its tokens, n for each card counted
    dmg_others: list[int] = field(default_factory=list)  # an ally's n damage to each other ally of yours as it enters
    sweep: list[tuple | None] = field(default_factory=list)  # (into hand, other, cost_max or -1) allies leave
    flip_down: list[int] = field(default_factory=list)  # n face-up resources of yours turned face down as it enters
    enter_rlim: list[tuple | None] = field(default_factory=list)  # (cost_max or -1, cond): enter_ready on an ally
    ready_per: list[tuple | None] = field(default_factory=list)  # per_count: its ready_res for each card counted
    swap_tok: list[tuple | None] = field(default_factory=list)  # (n, token id) for another ally of yours destroyed
    tok_exile: list[int] = field(default_factory=list)  # 1: the graveyard cards tok_per counts are removed
    tap: list[tuple | None] = field(default_factory=list)  # compile_powers: (TP_*, pay, exhaust, ...) (taps.py)
    act_per: list[tuple | None] = field(default_factory=list)  # the count of an activated power: "for each ally" (readying.res_powers, combat.act_n)
    any_res_power: bool = False                          # some permanent's [Exhaust] power readies resources
    any_tap: bool = False                                # some card has a `tap` power
    any_tap_fero: bool = False                           # some card has an [Exhaust] Ferocity power (taps.ferocity)
    any_tap_combat: bool = False                         # some card has a TP_PUMP or TP_AGAIN power (taps.in_combat)
    any_tap_search: bool = False                         # some card has a TP_SEARCH power (taps.hold, after_combat)
    any_tap_boost: bool = False                          # some card has a TP_BOOST power (taps.boosts)
    any_tap_grant: bool = False                          # some ally grants a group of allies a power (taps.py)
    any_tap_cost: bool = False                           # some card's power exhausts allies of yours (taps.hold)
    any_tap_weaken: bool = False                         # some ally's power lowers a hero's health this turn (weaken.py)
    weak_trig: list[tuple | None] = field(default_factory=list)  # (WK_*, n): an ally's trigger's -n health (weaken.py)
    any_weak_trig: bool = False                          # some ally's attack or face-up placement trigger lowers health
    hit_watch: list[tuple | None] = field(default_factory=list)  # (ids or None, your hero 0/1, attached 0/1, draw n,
    # (n, token id) or None, resources readied; -1: that many) on the combat damage of other characters (hits.py)
    hit_self: list[tuple | None] = field(default_factory=list)   # (kill 0/1, damage n destroying itself, back to hand
    # 0/1, next card n less (-1: for each damage)) when this ally deals combat damage to the opposing hero (hits.py)
    atk_regrow: list[frozenset | None] = field(default_factory=list)  # ids: one into your hand as the ally attacks
    dcombat: list[int] = field(default_factory=list)     # 1: "that damage counts as combat damage" (Shiv)
    regain: list[tuple | None] = field(default_factory=list)  # (pay, ally ids or None, hero, attached): "when each
    # ally in your party attacks for the first time each turn, you may pay 1. If you do, ready it" (hits.regain)
    any_regain: bool = False
    strike_more: list[tuple | None] = field(default_factory=list)  # (n resources put in exhausted, ids of a card put
    # back from your graveyard into your hand or None) when your hero deals combat damage with a weapon (hits.py)
    atk_per: list[tuple | None] = field(default_factory=list)  # per_count: the damage as the ally attacks (hits.py)
    any_hits: bool = False                               # some card has a hit_watch, a hit_self or an atk_regrow
    alt: list[tuple | None] = field(default_factory=list)  # (ALT_*, ids): "... rather than pay this ability's cost"
    any_alt: bool = False                                # some card has an alternate cost (alt.py)
    deals_self: list[tuple | None] = field(default_factory=list)  # (n, ally ids, your hero's damage-type bits or 0):
    # "when your hero or another ally you control deals fire damage, this ally has Assault 2 this turn" (hits.py)
    any_deals_self: bool = False
    atk_sweep: list[int] = field(default_factory=list)  # n damage to each other hero and ally as this ally attacks
    any_atk_sweep: bool = False
    enter_look: list[tuple | None] = field(default_factory=list)  # (ids, itself, scry n, dig ids or None) as a
    # card of `ids` enters play under your control (enter.looks)
    any_enter_look: bool = False
    tok_plus: list[int] = field(default_factory=list)   # n more ally tokens each time some enter (tokens.make_tokens)
    any_tok_plus: bool = False
    unflip: list[int] = field(default_factory=list)     # 1: your hero turned face up as the ally enters (enter.py)
    regrow_fee: list[int] = field(default_factory=list)  # n paid, if you can, for its regrow (library.regrow)
    xdiscard: list[int] = field(default_factory=list)   # n cards discarded as an additional cost to play it
    enter_fero: list[frozenset | None] = field(default_factory=list)  # ids: Ferocity this turn as one enters
    watch_hurt: list[int] = field(default_factory=list)  # (combat2) n damage to this ally as its `watch` fires
    mill_t: list[tuple | None] = field(default_factory=list)  # (n, exile, half): opposing deck at your turn's start
    mill_e: list[int] = field(default_factory=list)     # n opposing cards into its graveyard as it enters (opp.py)
    mill_ex: list[int] = field(default_factory=list)    # n removed from the game as it enters (opp.py)
    grave_hp: list[int] = field(default_factory=list)   # its health less n per card in the opposing graveyard
    mill_d: list[int] = field(default_factory=list)     # n opposing cards into its graveyard as it is destroyed
    mill_x: list[int] = field(default_factory=list)     # 1: an ability's X, [Exhaust] mill X power (opp.py)
    any_mill_x: bool = False
    grave_att: list[int] = field(default_factory=list)  # n cards removed in a graveyard as it attacks (opp.py)
    opp_back: list[tuple | None] = field(default_factory=list)  # (pay, n) back into play from your graveyard
    any_opp_back: bool = False
    yogg: list[int] = field(default_factory=list)       # n cards kept of the opposing hand and deck (opp.yogg)
    touch: list[int] = field(default_factory=list)      # attached ally: Assault n per opposing graveyard card
    mill_a: list[int] = field(default_factory=list)     # n opposing cards milled as attached ally attacks
    mill_w: list[int] = field(default_factory=list)     # n opposing cards milled as this ally attacks (opp.py)
    opp_draw_w: list[int] = field(default_factory=list)  # n cards the opponent draws as this ally attacks (opp.py)
    opp_draw_e: list[int] = field(default_factory=list)  # n cards the opponent draws as this ally enters (opp.py)
    quest_first: list[int] = field(default_factory=list)  # QF_* bits: its trigger on your first quest each turn (quests)
    draw_tok: list[tuple | None] = field(default_factory=list)  # (n, token id) for each card you draw (tokens.drawn)
    mill_p: list[int] = field(default_factory=list)     # n: an ally's [Exhaust] mill n power (opp.decks_now)
    mill_c: list[tuple | None] = field(default_factory=list)  # the condition of mill_e / mill_ex (opp.entered)
    mill_pp: list[tuple | None] = field(default_factory=list)  # mill_p's count ("for each Goblin"), or None
    mill_tribe: list[tuple | None] = field(default_factory=list)  # (n, exile, ids): Tribe's mill (opp.tribe)
    any_touch: bool = False
    any_tribe_mill: bool = False                         # some card has mill_tribe (opp.tribe)
    dots: list[tuple | None] = field(default_factory=list)  # (dots) D_*: an attachment's damage, copies, powers
    any_dots: bool = False                               # some card of the deck: dots.turn_start
    any_dots_pow: bool = False                           # some card of the deck: dots.after_combat
    any_dots_play: bool = False                          # some card of the deck: dots.on_play
    any_kind_played: bool = False                        # some card's "if you played an equipment this turn" (C_KIND_PLAYED)
    any_party_dealt: bool = False                        # some card's "if a hero or ally you controlled dealt [Shadow] damage"
    any_quest_first: bool = False                        # some ally's trigger on your first quest each turn (quests)
    any_draw_tok: bool = False                           # some card makes a token for each card you draw (tokens.drawn)
    any_dots_late: bool = False                          # some card of the deck: dots.late
    any_dots_att: bool = False                           # some card of the deck: dots.attached
    any_dots_pump: bool = False                          # some card of the deck: dots.pump (in combat)
    any_dots_fel: bool = False                           # some card of the deck: dots.fel (in combat)
    any_dots_turn: bool = False                          # any_dots or any_dots_late: dots.turn_steps
    any_dots_cbt: bool = False                           # any_dots_pump or any_dots_fel (in combat)
    exh_att: list[int] = field(default_factory=list)    # 1 + n: exhausts the opposing hero as it attacks, n damage
    exh_tribe: list[int] = field(default_factory=list)  # 1: "when this or another Tauren ally enters play, exhaust ..."
    exh_play: list[int] = field(default_factory=list)   # 1: as it resolves or enters; 2: locked (its next ready step)
    exh_hurt: list[int] = field(default_factory=list)   # n damage to the opposing hero as it becomes exhausted
    rdy_hurt: list[int] = field(default_factory=list)   # n damage to the opposing hero as it readies
    exh_all: list[int] = field(default_factory=list)    # 1: the ready opposing hero counts as exhausted, in play
    any_exh_all: bool = False
    exh_pow: list[int] = field(default_factory=list)    # 1 + n: "n -> Exhaust target hero or ally" (exhaust.power)
    exh_pays: list[int] = field(default_factory=list)   # 1: the card cares whether the opposing hero is exhausted
    any_exh_pow: bool = False
    cpow_cond: list[tuple | None] = field(default_factory=list)  # the condition of its costly power (exhaust)
    any_exh_tribe: bool = False                          # some ally's Tribe exhausts the opposing hero (exhaust.py)
    any_exh: bool = False                                # some card exhausts the opposing hero (compile_exhaust.flags)
    any_exh_att: bool = False                            # some ally as it attacks (exhaust.declare_all)
    exh_wait: list[int] = field(default_factory=list)   # 1: played before combat only once the hero is exhausted
    any_exh_wait: bool = False                           # (exhaust.waits; turn.card_tier T_WAIT)
    any_exh_hurt: bool = False
    any_rdy_hurt: bool = False
    any_opp_att: bool = False                            # some card mills or pays from it as an ally attacks
    any_opp: bool = False                                # the opponent's library and graveyard are counted (opp.py)
    trick: list[tuple | None] = field(default_factory=list)  # (TR_*, ...) a card draw or resource trick (tricks.py)
    any_trick: bool = False                              # some card is a draw or resource trick (tricks.py)
    any_trick_main: bool = False                         # ... played in the main phase (tricks.main)
    any_grave_hp: bool = False                             # some ally's health falls with the opposing graveyard
    stays: list[int] = field(default_factory=list)      # an ability that stays in play (ongoing)
    value: list[int] = field(default_factory=list)      # 0: the engine has no use in playing it
    early: list[int] = field(default_factory=list)      # castable early (mulligan policy)
    modelled: list[bool] = field(default_factory=list)
    verdict: list[str] = field(default_factory=list)     # VERDICTS: what the engine makes of the card's text
    ndeck: int = 0                                       # ids >= ndeck are tokens
    tags: list[str] = field(default_factory=list)       # limited tag names (ids in `limits`)
    hero_dual: int = 0                                   # the hero's dual wield: W_MELEE / W_RANGED bits
    hero_power: tuple | None = None                      # (pay, ACT_*, n, ids) a hero flip power (_hero_power)

    def __len__(self) -> int:
        return len(self.cards)

    def unmodel(self, c: int) -> None:
        """Report card c unmodelled: a deck-wide check found text of it with bearing in this deck that the engine
        does not play (the card's own reading cannot see the rest of the deck)."""
        self.modelled[c] = False
        self.verdict[c] = UNMODELLED


#: The Compiled lists filled one card at a time: every CardFacts field but its working notes.
PER_CARD = tuple(f.name for f in fields(CardFacts) if not f.metadata.get("working"))


def compile_cards(cards: list[Card], early_cost: int = 3, hero: Card | None = None) -> Compiled:
    """Compile distinct cards (ids are positions in `cards`; tokens follow them)."""
    cards = list(cards)
    ndeck = len(cards)
    tokens = _token_ids(cards)
    cards += _token_cards(tokens)
    cc = Compiled(cards, [c.name for c in cards], ndeck=ndeck)
    tag_ids: dict[str, int] = {}
    for idx, card in enumerate(cards):
        cost, has_x = base_cost(card.cost)
        src = Source(card, idx, card_kind(card), cost, has_x, cards, tokens, hero, ndeck, early_cost)
        facts = read_card(src)
        _printed(facts, src, tag_ids)
        for name in PER_CARD:
            getattr(cc, name).append(getattr(facts, name))
    cc.tags = sorted(tag_ids, key=tag_ids.get)
    _deck_wide(cc)
    _statless_weapons(cc)
    compile_statics.counted_idle(cc, hero)  # a card never played that another counts in play; allies that do nothing
    if hero is not None:
        _hero_facts(cc, hero)
    _scans(cc)
    return cc


def _token_ids(cards: list[Card]) -> dict[tuple, int]:
    """The ally tokens the cards put into play (not copies, not a trigger's conditional ones but on a count of
    counters): token_key -> card id, the
    ids following the cards' own in the order the tokens are first met."""
    tokens: dict[tuple, int] = {}
    for c in cards:
        for e in flat_effects(c.effects):
            if e["do"] == "token" and "copy" not in e and (
                    "cond" not in e or not e.get("when") or e["cond"] == "counters"
                    or e["when"] == "hits" and e["cond"] in ("hand_max", "hand_min")
                    or e["when"] == "turn_start" and e["cond"] in ("opp_damaged", "hero_undamaged", "bloodrush")
                    or e["when"] == "turn_end" and e["cond"] == "allies"):
                key = token_key(e)
                if key not in tokens:
                    tokens[key] = len(cards) + len(tokens)
    return tokens


def _token_cards(tokens: dict[tuple, int]) -> list[Card]:
    """A card for each token, in id order: an ally of its ATK, health, race, damage type (its record's `icon`; none
    named: [Melee], as the tokens' records leave it) and Ferocity, tagged Token (and Pet (1): a Pet token; one destroyed
    at the end of the turn: `leave` at the end of your turn)."""
    out = []
    for (a, h, f, race, extra), _tid in sorted(tokens.items(), key=lambda kv: kv[1]):
        ex = dict(extra)
        acts = ([{"do": "ferocity"}] if f else []) + ([{"do": "cant_attack", "unless": "readied"}] if ex.get("asleep")
                                                       else []) + \
            ([{"do": "assault", "n": ex["assault"]}] if ex.get("assault") else [])
        abilities = [{"kind": "static", "actions": acts}] if acts else []
        if ex.get("until") == "turn":       # "At end of turn, destroy it"
            abilities.append({"kind": "triggered", "trigger": {"when": "turn_end"},
                              "actions": [{"do": "leave", "to": "grave"}]})
        eff = freeze({"abilities": abilities}) if abilities else ()
        name = ex.get("name") or f"{a}/{h} {race + ' ' if race else ''}ally token"
        out.append(Card(name=name, type="Ally", atk=a, health=h, effects=eff, damage=ex.get("icon", "Melee"),
                        tags=("Token",) + (("Unique",) if ex.get("unique") else ()) + (("Pet (1)",) if ex.get("pet")
                                                                                       else ()), race=race or None))
    return out


def _printed(f: CardFacts, src: Source, tag_ids: dict[str, int]) -> None:
    """The card's printed facts into `f`: kind, cost and X, ATK, health (at least 1), strike cost, weapon kind,
    two-handed, unique, its "Tag (N)" limits (CR 414.3b; a new tag gets the next id in `tag_ids`), the damage
    types it deals and its standard race."""
    card, kind, tags = src.card, src.kind, src.card.tags
    f.kind, f.cost, f.xcost = kind, src.cost, int(src.has_x)
    f.atk, f.health, f.strike = int_or_0(card.atk), int_or_0(card.health) or 1, int_or_0(card.strike_cost)
    f.wtype = (W_RANGED if any(t.startswith("Ranged") for t in tags) else W_MELEE) if kind == WEAPON else 0
    f.two_hand = int(any(t.startswith(("2H", "Two-Handed")) for t in tags))
    f.off_hand = int(any(t.startswith("Off-Hand") for t in tags))
    f.unique = int("Unique" in tags)
    f.limits = tuple((tag_ids.setdefault(tag, len(tag_ids)), n) for tag, n in tag_limits(card))
    f.dtype = damage_bits(card.deals) | (DAMAGE_BITS.get(card.damage, 0) if kind in (WEAPON, ALLY) and card.damage else 0)
    f.race = standard_race(card.race)


def _statless_weapons(cc: Compiled) -> None:
    """A weapon whose ATK and strike cost the card data does not hold (Reign of Fire's Claws of Attack, Doomhammer:
    no source prints them) is never played (`value` 0: placed as a resource); its text, played only as your hero
    strikes with it, is reported unmodelled."""
    for c in range(cc.ndeck):
        if statless_weapon(cc.cards[c]):
            cc.value[c] = 0
            if cc.verdict[c] == PLAYED:
                cc.unmodel(c)


def _deck_wide(cc: Compiled) -> None:
    """The facts that look at every card: an additional cost (`xtra`), what needs a target (`needs`), whether
    any card readies, warps, deals more damage at turn start, searches or triggers as it readies, and a Portal
    with nothing to find (its `value` 0)."""
    cc.xtra = [int(a is not None or b is not None) for a, b in zip(cc.sac, cc.grave_cost)]
    cc.any_enter_ready = any(cc.enter_ready)
    cc.any_ready = any(r is not None for r in cc.readies) or any(cc.dbl) or cc.any_enter_ready or any(
        a is not None and a[2] in (ACT_READY_ALLY, ACT_READY_PET) for a in cc.act)   # (readying.py)
    cc.any_cpower = any(p is not None for p in cc.cpower)
    cc.any_pump = any(a is not None and a[2] == ACT_GROUP_ATK for a in cc.act)
    cc.any_pump_other = any(cc.pump_other)
    cc.pump_src = [0 if a is None or a[2] != ACT_GROUP_ATK else 2 if k != ALLY else 0 if a[1] else 1
                   for a, k in zip(cc.act, cc.kind)]
    cc.any_pump_src = any(cc.pump_src)
    cc.any_deals = any(x is not None for x in cc.deals_bonus)
    cc.any_pet_ready = any(a is not None and a[2] == ACT_READY_PET for a in cc.act)
    cc.tag_plus = [None if tp is None or tp[0] not in cc.tags else (cc.tags.index(tp[0]), tp[1], tp[2])
                   for tp in cc.tag_plus]
    cc.any_turn_scry = any(cc.turn_scry)
    cc.any_tag_plus = any(tp is not None for tp in cc.tag_plus)
    cc.any_grave_lim = any(tp is not None and tp[2] for tp in cc.tag_plus)
    cc.any_grave = any(cc.from_grave) or any(x is not None for x in cc.grave_back)
    cc.any_artifact = any(x and k != ABILITY for x, k in zip(cc.from_grave, cc.kind))
    cc.any_att_death = any(x is not None for x in cc.att_death)
    cc.any_dies = any(x is not None for x in cc.dies)
    cc.any_fuel = any(x is not None for x in cc.fuel)
    cc.any_draw2 = any(cc.draw2)
    cc.any_grave_atk = any(cc.grave_atk)
    cc.any_wake = any(x is not None for x in cc.wake)
    cc.any_fero_pow = any(x is not None for x in cc.fero_pow)
    cc.any_enter_look = any(x is not None for x in cc.enter_look) or any(x is not None for x in cc.enter_fero)
    cc.any_tok_plus = any(cc.tok_plus)
    cc.any_tap = any(x is not None for x in cc.tap)
    cc.any_tap_fero = any(x is not None and x[0] == 1 for x in cc.tap)
    cc.any_tap_combat = any(x is not None and x[0] in (3, 4, 8) for x in cc.tap)
    cc.any_tap_search = any(x is not None and x[0] == 5 for x in cc.tap)
    cc.any_tap_boost = any(x is not None and x[0] == 6 for x in cc.tap)
    cc.any_tap_grant = any(x is not None and x[0] == 7 for x in cc.tap)
    cc.any_tap_cost = any(x is not None and x[0] in (2, 3) for x in cc.tap)
    cc.any_tap_weaken = any(x is not None and x[0] == 9 for x in cc.tap)
    cc.any_weak_trig = any(x is not None for x in cc.weak_trig)
    cc.any_hero_res = any(cc.hero_res)
    cc.any_res_power = any(a is not None and a[2] == ACT_READY and a[1] and cc.kind[c] != ALLY
                           for c, a in enumerate(cc.act))
    cc.any_eot_ally = any(x is not None for x in cc.eot)
    cc.any_stash = any(x is not None for x in cc.stash)
    cc.any_turn_dmg = any(x is not None for x in cc.dot_per) or any(x is not None for x in cc.dotx)
    cc.any_dot_all = any(cc.dot_all)
    cc.needs = [int(bool(r is not None or g or x or tc & 1 or (dp is not None and not dr and k == ABILITY)))
                for r, g, x, tc, dp, dr, k in zip(cc.readies, cc.needs, cc.xtra, cc.tcopy, cc.draw_per, cc.draw, cc.kind)]
    cc.any_warp = any(cc.warp)
    cc.any_dotx = any(x is not None for x in cc.dotx)
    cc.any_dig = any(x is not None for x in cc.atk_dig)
    cc.any_on_ready = any(cc.ready_draw) or any(cc.ready_dmg)
    compile_attack.ready_group_flags(cc)
    drawback_flags(cc)
    compile_turns.flags(cc)
    compile_opp.flags(cc)
    compile_tricks.flags(cc)
    compile_dots.flags(cc)
    compile_exhaust.flags(cc)
    # a power making a token with Ferocity destroyed at the end of the turn: used before combat (powers.py)
    cc.flash = [int(a is not None and a[2] == ACT_TOKEN and a[3] >= cc.ndeck and cc.ferocity[a[3]]
                    and cc.eot_leave[a[3]] == EOT_DESTROY) for a in cc.act]
    cc.any_flash = any(cc.flash)
    cc.any_strike = any(x is not None for x in cc.on_strike)
    cc.any_hit = any(x is not None for x in cc.on_hit)
    cc.any_hits = any(x is not None for x in cc.hit_watch) or any(x is not None for x in cc.hit_self) or any(
        x is not None for x in cc.atk_regrow) or any(x is not None for x in cc.strike_more) or any(
        x is not None for x in cc.atk_per)
    cc.any_alt = any(x is not None for x in cc.alt)
    cc.any_deals_self = any(x is not None for x in cc.deals_self)
    cc.any_regain = any(x is not None for x in cc.regain)
    cc.any_atk_sweep = any(cc.atk_sweep)
    cc.any_ctr = any(x is not None for x in cc.ctr)
    cc.any_spend = any(x is not None and bool(x[SPEND]) for x in cc.ctr)
    cc.wval = [a + (x[ENTER_ATK] if x is not None else 0) for a, x in zip(cc.atk, cc.ctr)]
    cc.any_wless = any(x is not None for x in cc.wless)
    cc.any_wcond = any(x is not None for x in cc.wcond)
    cc.any_wleave = any(cc.eot_leave[c] >= EOT_HAND_STRUCK for c in range(len(cc.cards)))
    cc.any_wpump = any(x is not None for x in cc.wpump)
    cc.any_wready = any(cc.wready)
    cc.any_wtired = any(cc.wtired)
    cc.any_wzeal = any(cc.wzeal)
    cc.any_wmore = any(x is not None for x in cc.wmore)
    cc.any_place = any(w is not None and w[0] in (EV_PLACE, EV_PLACE_UP) for w in cc.watch) \
        or any(x is not None for x in cc.place_less) or any(x is not None and x[0] == 2 for x in cc.weak_trig)
    cc.any_place_less = any(x is not None for x in cc.place_less)
    cc.any_no_ready = any(cc.no_ready)
    for i, p in enumerate(cc.portal):
        if p is not None and not p and not cc.any_warp and cc.kind[i] == ABILITY and not (
                cc.dmg[i] or cc.draw[i] or cc.token[i] or cc.bonus_n[i] or cc.stays[i]):
            cc.value[i] = 0              # a Portal with no Demon to find (and no Warp card to reveal) does nothing


def _hero_facts(cc: Compiled, hero: Card) -> None:
    """The hero's dual wield (`hero_dual`) and its first flip or once-per-game power the engine plays
    (`hero_power`); a card whose cost exhausts characters of a race or class the hero is of, unmodelled."""
    for e in flat_effects(hero.effects):
        if e["do"] == "dual_wield":
            cc.hero_dual |= W_RANGED if e.get("kind") == "ranged" else W_MELEE
        elif ("flip" in e or "once" in e) and "cond" not in e and "per" not in e and "plus" not in e \
                and cc.hero_power is None:
            cc.hero_power = hero_power(e, cc.cards)
    _hero_taps(cc, hero)


def _hero_taps(cc: Compiled, hero: Card) -> None:
    """ "Exhaust a Draenei in your party ->" (Prophet Velen), "Exhaust two Naga heroes and/or allies you control ->"
    (Lady Naz'jar): the engine pays such a `tap` cost with allies only. With a hero of that race or class, which
    could pay too, the card is reported unmodelled."""
    for c in range(cc.ndeck):
        if cc.verdict[c] != PLAYED:
            continue
        for e in flat_effects(cc.cards[c].effects):
            tap = e.get("tap")
            filt = {k: tap[k] for k in ("faction", "class", "tag") if k in tap} if isinstance(tap, dict) else {}
            if filt and matches(hero, filt):
                cc.unmodel(c)
                break


def _scans(cc: Compiled) -> None:
    """The per-card tests each turn's scans make that depend on the card alone, and whether any card passes."""
    n = len(cc.kind)
    # (a deck with a trigger on a quest completed or a resource turned face down, "when you complete a quest, put a
    # 2/2 Worgen token into play" (Loremaster Pooth): every quest is worth completing for it, whatever its reward)
    cc.any_quest_first = any(cc.quest_first)
    payoff = cc.any_quest_first or any(w is not None and w[0] in (EV_QUEST, EV_FLIP) for w in cc.watch)
    if payoff:
        for q, bare in enumerate(cc.quest_bare):
            if bare >= 0:
                cc.quest_pay[q] = bare      # (placed face up and completed as any quest of use)
    cc.quest_use = [int(bool(cc.draw[q] or cc.draw_upto[q] or cc.dig[q] is not None or cc.scry[q]
                             or cc.regrow[q] is not None or cc.shuffle[q] or cc.dmg[q] > 0 or cc.token[q] is not None
                             or cc.extra_res[q] or payoff and cc.quest_pay[q] >= 0) and not cc.bonus_n[q])
                    for q in range(n)]
    cc.bonus_abil = [int(bool(cc.bonus_n[c]) and cc.kind[c] == ABILITY) for c in range(n)]
    cc.burner = [int((cc.dmg[c] > 0 or cc.dmg_x[c] is not None) and cc.kind[c] == ABILITY and not cc.stays[c])
                 for c in range(n)]
    cc.can_die = [int(bool(cc.unique[c] or cc.limits[c] or cc.kind[c] == WEAPON or cc.attach[c] == ATT_ALLY
                           or cc.needs[c])) for c in range(n)]
    cc.post = [0 if not cc.value[c] or cc.kind[c] in (QUEST, OTHER) else 1 if cc.kind[c] != ABILITY or (
        cc.stays[c] or cc.token[c] is not None or cc.draw[c] or cc.draw_per[c] is not None or cc.portal[c] is not None)
        else 2 if cc.tcopy[c] & 1 or cc.regrow[c] is not None else 0 for c in range(n)]
    for c, tr in enumerate(cc.trick):
        if tr is not None and tr[0] not in compile_tricks.POST:
            cc.post[c] = 0      # (played by `tricks.py`; Mana Sapphire and Elemental Shield as any after combat)
    cc.any_bonus = any(cc.bonus_n)
    cc.any_draw_tok = any(x is not None for x in cc.draw_tok)
    cc.any_kind_played = any(e.get("cond") == "played" and cond_view(e).get("type", "ability") != "ability"
                             for card in cc.cards[:cc.ndeck] for e in flat_effects(card.effects))
    cc.any_party_dealt = any(e.get("cond") == "party_dealt" for card in cc.cards[:cc.ndeck]
                             for e in flat_effects(card.effects))
    cc.any_burn = any(cc.burner)
    cc.any_xdmg = any(d == -1 for d in cc.dmg)
    cc.any_gear = any(k == GEAR and not v for k, v in zip(cc.kind, cc.value))
    cc.top_cost = max((cc.cost[c] for c in range(cc.ndeck) if cc.value[c] and cc.kind[c] in EARLY_TYPES), default=0)


def compile_deck(cards: list[Card], early_cost: int = 3, hero: Card | None = None) -> tuple[Compiled, list[int]]:
    """A 60-card list as (compiled distinct cards, list of card ids, one per copy)."""
    ids: dict[str, int] = {}
    distinct: list[Card] = []
    deck: list[int] = []
    for c in cards:
        i = ids.get(c.name)
        if i is None:
            i = ids[c.name] = len(distinct)
            distinct.append(c)
        deck.append(i)
    return compile_cards(distinct, early_cost, hero), deck
