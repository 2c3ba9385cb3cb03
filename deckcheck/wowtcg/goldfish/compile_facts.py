"""The record a card's actions are read into (`CardFacts`), the card being read (`Source`), and the filters,
conditions and counts of an action as the engine checks them.

A group filter (faction, class, tag) becomes the set of card ids it matches (`None`: every ally), a `cond` a
small tuple (C_*). An action whose condition the engine can't evaluate gives nothing (never the
unconditional effect).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from deckcheck.wowtcg.effects import FILTER, flat_effects
from deckcheck.wowtcg.goldfish.codes import (
    ATT_NONE, C_ABIL_DEALT, C_ALLIES, C_ALLY_HIT, C_CONTROL, C_GRAVE, C_HERO_DEALT, C_HERO_HIT, C_NEVER, C_NONE,
    C_OPP_DMG, C_PLAYED, EV_ATTACH, EV_ENTERS, EV_PLAY, EV_QUEST, GROUP_KEYS, NO_BEARING, PER_SOURCES, P_ALLY, P_ATT, TO_ALLY,
    TO_ANY, TO_CODES, TO_SELF, TO_WEAPON, WEAPON, card_kind, damage_bits, int_or_0, matches)
from deckcheck.wowtcg.goldfish.codes import C_KIND_PLAYED, C_OPP_DEALT, C_OPP_EXH, C_PARTY_DEALT, C_PLACED_UP, PLAYED_KINDS
from deckcheck.wowtcg.goldfish.codes import ALLY, DOUBLE_ATK
from deckcheck.wowtcg.goldfish.codes import (C_BLOODRUSH, C_COUNT, C_GRAVE_N, C_HAND_MAX, C_HAND_MIN, C_HERO_UNDAMAGED,
                                             C_NO_READY, C_ONLY_ALLY, C_RES_N, C_SHARED, C_DESTROYED, C_OPP_FIRST,
                                             EV_PLACE, EV_PLACE_UP, EV_FLIP)
from deckcheck.wowtcg.model import Card

#: the metadata of a CardFacts field that is no Compiled list (a working note for `compile_effects._settle`)
WORKING = {"working": True}


@dataclass
class CardFacts:
    """Everything `Compiled` holds about one card. Each field is the `Compiled` list of the same name (see
    there for what it means), except the working notes marked `WORKING`."""
    # printed facts (compile._printed)
    kind: int = 0
    cost: int = 0
    xcost: int = 0
    atk: int = 0
    health: int = 0
    strike: int = 0
    wtype: int = 0
    two_hand: int = 0
    off_hand: int = 0
    unique: int = 0
    limits: tuple = ()
    dtype: int = 0
    race: int = -1
    # damage
    dmg: int = 0
    dmg_all: int = 0
    dmg_cond: tuple | None = None
    xmax: int = 0
    dmg_x: tuple | None = None
    dmore: tuple | None = None
    dot: int = 0
    dot_all: int = 0                     # of it, n to each hero and ally: your allies too (damage.start_of_turn)
    dotx: tuple | None = None
    atk_dmg: int = 0
    pump_other: int = 0                  # 1: its paid "+n ATK this turn" power goes to another attack (combat)
    atk_pump: int = 0                    # n: "when this ally attacks, another target hero or ally has +n ATK this turn"
    ready_dmg: int = 0
    boost: tuple | None = None
    doubles: tuple | None = None
    # cards: draws, searches, the graveyard
    draw: int = 0
    draw_cond: tuple | None = None
    draw_per: tuple | None = None
    draw_upto: int = 0
    turn_draw: int = 0
    atk_draw: int = 0
    ready_draw: int = 0
    discard: int = 0
    put_back: int = 0
    hand_plus: int = 0
    dig: tuple | None = None
    dig_top: frozenset | None = None     # (a tutor) none of the kind wanted: one of these goes on top of your deck
    dig_rev: int = 0
    dig_more: int = 0                    # (a tutor) up to this many more cards, each of another name
    dig_all: int = 0                     # 1: every card of the kind looked at into your hand, 2: into play
    atk_dig: frozenset | None = None
    scry: int = 0
    scry_order: int = 0                  # 1: the cards looked at all go back on top, the best first ("in any order")
    turn_scry: int = 0
    regrow: tuple | None = None
    regrow_x: tuple | None = None
    shuffle: int = 0
    # resources
    extra_res: int = 0
    extra_place: int = 0
    ready_res: int = 0
    # ATK and attacking
    bonus_n: int = 0
    bonus_to: int = 0
    bonus_mask: frozenset | None = None
    bonus_per: tuple | None = None
    bonus_k: int = 1
    bonus_minus: int = 0
    deals_bonus: tuple | None = None
    bmore: tuple | None = None
    dbl: int = 0
    ong_n: int = 0
    ong_to: int = 0
    ong_mask: frozenset | None = None
    hero_per: tuple | None = None
    hero_cond: tuple | None = None
    wbonus: tuple | None = None
    self_bonus: tuple | None = None
    self_per: tuple | None = None
    wcond: tuple | None = None
    wpump: tuple | None = None
    wready: int = 0
    wtired: int = 0
    wzeal: int = 0
    wmore: tuple | None = None
    group_per: tuple | None = None
    gper_mask: frozenset | None = None      # (group_per) the allies that have it: None, all of them
    lasting: tuple | None = None            # (n, TO_ALLIES | TO_PARTY, mask): +n ATK for the rest of the game
    xbonus: tuple | None = None             # each card id's ongoing "+X ATK, X its printed ATK / cost" (0: none)
    group_cond: tuple | None = None
    etb_bonus: tuple | None = None
    assault: int = 0
    ferocity: int = 0
    fero_cond: tuple | None = None
    grant_fero: int = 0
    all_fero: int = 0
    fero_mask: frozenset | None = None
    cant_attack: int = 0
    cant_unless: frozenset | None = None
    cant_all: int = 0
    readies: tuple | None = None
    again: tuple | None = None
    restrike_pay: int = -1
    # tokens
    token: tuple | None = None
    tmore: tuple | None = None
    tper: int = 0
    tcopy: int = 0
    # attachments
    attach: int = ATT_NONE
    attach_mask: frozenset | None = None
    attach_cond: int = C_NONE
    amore: tuple | None = None
    # quests
    quest_pay: int = -1
    quest_bare: int = -1                 # what completing a quest whose reward is of no use costs (`quest_pay` -1)
    quest_cond: tuple | None = None
    # powers and triggers
    act: list | tuple | None = None      # a list while read (a cost reduction may change it), then a tuple
    act_mask: frozenset | None = None    # the allies the power works on: ACT_GROUP_ATK, ACT_READY_PET (None: any)
    act_cond: tuple | None = None        # an ally's power usable only while this holds (compile_enter.power_cond)
    grant_dual: int = 0                  # dual wield (W_MELEE / W_RANGED bits) your hero has while it is in play
    tag_plus: tuple | None = None        # (tag name, n, in the graveyard 0/1), then (tag id, n, grave): tag_limit
    cpower: tuple | None = None          # a power whose cost destroys, removes or damages (`compile_costs`)
    powers_now: int = 0
    watch: tuple | None = None
    on_strike: tuple | None = None
    on_hit: tuple | None = None
    ctr: list | tuple | None = None      # counters on the card (`compile_counters`): a list while read, then a tuple
    no_ready: int = 0                    # an ally that can't ready during your ready step (compile_keywords)
    # costs
    less: list | tuple = field(default_factory=list)     # a list while read, then a tuple
    next_less: int = 0
    selfless: tuple | None = None
    wless: tuple | None = None
    haste: int = 0
    prep: int = 0
    rift: int = 0
    own_less: int = 0
    sac: frozenset | None = None
    grave_cost: frozenset | None = None
    grave_n: int = 1                     # how many grave_cost cards are removed
    grave_up: int = 0                    # 1: up to grave_n of them (Finishing Move: X is the number removed)
    alt_grave: tuple | None = None       # (ids, n): remove n of these in your graveyard rather than pay its cost
    fuel: tuple | None = None            # (n removed, damage, times a round, ids): "remove three cards in a graveyard"
    draw2: int = 0                       # 1: an ally with "If you would draw a card, draw two instead"
    grave_atk: int = 0                   # "When this ally is in your graveyard, your hero has Assault n"
    # keywords
    echo: int = 0
    eternal: int = 0
    warp: int = 0
    portal: frozenset | None = None
    portals: int = 0                     # how many times its Portal is printed ("Portal, Portal": 2)
    late: int = 0
    # drawbacks on your own side (compile_drawbacks)
    dmg_ally: int = 0
    kill_own: int = 0                    # 1: as this ally enters, another ally in your party is destroyed (the weakest)
    hp_less: tuple | None = None
    skip_draw: int = 0
    eot_discard: int = 0
    eot_leave: int = 0
    death_token: tuple | None = None
    on_death: tuple | None = None
    buy_token: int = -1
    # the graveyard (compile_grave)
    qdestroy: int = 0
    from_grave: int = 0
    grave_back: frozenset | None = None
    cregrow: frozenset | None = None
    att_death: tuple | None = None
    dies: tuple | None = None            # (DEATH_*, n, ids or None, other, pay, token id): an ally of yours destroyed
    # a power that readies an ally that can't ready in your ready step (compile_wake)
    asleep: int = 0
    wake: tuple | None = None
    # an ally entering play (compile_enter, enter.py)
    enrage: int = 0                      # Enrage: +n ATK and Ferocity this turn if the card revealed is an ally
    etb_cond: tuple | None = None        # the condition its one-shot effects as it enters are under (checked once)
    etb_fero: int = 0                    # it has Ferocity this turn as it enters (under `etb_cond`)
    fero_pow: tuple | None = None        # (pay, itself only 0/1, graveyard ids removed, how many): "2 -> Ferocity"
    hit_cond: tuple | None = None        # the condition of its combat-damage trigger (`on_hit`), checked as it hits
    play_cond: tuple | None = None       # "Play this ally only if ...": played only while this holds (costs.playable)
    stash: tuple | None = None           # (damage n, damage count or None, (n, token id) or None, (n, ids) or None)
    stash_back: frozenset | None = None  # Stash: "shuffle target ally in your graveyard into your deck": the ids it takes
    watch_per: tuple | None = None       # (statics) its `watch`'s damage: n for each card counted (per_count)
    watch_pay: int = 0                   # (statics) its `watch`'s draw only if you pay n ("you may pay 1. If you do")
    tap_res: int = 0                     # (statics) at the start of your turn: exhaust n of your resources
    bonus_cond: tuple | None = None      # (statics) an ability's "+n ATK this turn" while a condition holds (as cast)
    place_less: tuple | None = None      # (statics) placed face up: (kind, n, ids or None) "your next ... costs n less"
    gather: int = 0                      # (statics) 1: as it is played, its namesakes from hand and deck into play
    opp_hp: int = 0                      # (statics) the opposing hero it is attached to has n less health
    att_fero: int = 0                    # (statics) 1: the ally it is attached to has Ferocity
    stash_atk: tuple | None = None       # (statics) Stash: (n, TO_HERO | TO_WEAPON) "+n ATK this turn" as it is placed
    eot: tuple | None = None             # an ally's end of your turn: (damage per_count or None, (n, token id) or None)
    dot_per: tuple | None = None         # per_count: an ally's damage at the start of your turn for each card counted
    enter_ready: int = 0                 # 1: "when this ally enters play, ready a hero or ally in your party"
    # the start and the end of your turn on an ability or equipment in play (compile_turns, turns.py)
    fuse: tuple | None = None            # (damage, draws): "at the start of your turn, destroy this. If you do, ..."
    keep_pay: int = 0                    # "at the start of your turn, pay n or destroy this"
    tdraw_per: tuple | None = None       # per_count: cards drawn at the start of your turn for each card counted
    eot_draw: int = 0                    # cards drawn at the end of your turn
    fuse_cond: tuple | None = None       # the condition its `fuse` waits for (opp_damaged)
    self_hurt: int = 0                   # an ally's damage to itself at the start of your turn
    tdiscard: tuple | None = None        # (n, lose): "at the start of your turn, discard a card (or lose this card)"
    tres: tuple | None = None            # (n, exhausted): the top of your deck into your resource row at turn start
    wipe: tuple | None = None            # (at the end 0/1, ids, spare 0/1, keep n): your allies destroyed then
    fuse_atk: int = 0                    # its `fuse` gives your allies +n ATK this turn
    fuse_hand: int = 0                   # its `fuse` puts it into your hand (not your graveyard)
    tcopy_t: int = 0                     # a token copy of another ally you control at the start of your turn
    ttok: tuple | None = None        # (n, token id, count): n tokens for each card counted at turn start
    top_atk: int = 0                     # +ATK this turn equal to the cost of the top card of your deck, revealed
    tremove: tuple | None = None         # (ids, n, (n, token id) or None): graveyard cards removed at turn start
    eot_min: int = 0                     # its `eot_draw` only once the opposing hero was dealt this much this turn
    tregrow: tuple | None = None         # (ids, into play, cost <= resources): from your graveyard at turn start
    stash_ready: frozenset | None = None  # ids: "Stash: Ready target token ally" (compile_enter, readies.stash_ready)
    hero_res: int = 0                    # 1: "your hero can be exhausted to pay costs as though it were a resource"
    rdy_pump: int = 0                    # n: "When Narando readies, he has +2 ATK this turn" (compile_turns, readies)
    rdy_tire: int = 0                    # 1: "When Golas readies, exhaust target ally" (compile_turns, readies)
    tpump: tuple | None = None           # (n, hp): "At the start of your turn, target ally has +2 ATK / -2 health this
    #                                      turn" (an ally's: compile_turns, turns.pump)
    ttutor: frozenset | None = None      # ids: "at the start of your turn, search your deck for a Murloc ally and put it
    #                                      into play" (turns.start)
    grise: tuple | None = None           # (into play 0/1, pay, ids removed or None, n removed, cond): "at the start of
    #                                      your turn, if this is in your graveyard, you may pay 1. If you do, put it
    #                                      into your hand" (turns.grave_rise)
    tsac: tuple | None = None            # (at the end 0/1, n, n the cost of the ally destroyed 0/1, ids it may
    #                                      destroy): "you may destroy another ally you control. If you do, this deals 5
    #                                      damage to target opposing hero" at the start or end of your turn (turns)
    hurt_die: int = 0                    # "at the end of your turn, if this ally has damage, destroy him" (turns)
    eot_alt: tuple | None = None         # ((n, token id, cond), (n, token id) or None): "at the end of your turn, put
    #                                      a 5/5 token into play if you control five or more allies. Otherwise, a 1/1"
    eot_regrow: tuple | None = None      # (ids, damaged 0/1): an ally from your graveyard into play at your turn's end
    tlose: tuple | None = None           # (into hand 0/1, abilities too 0/1): "at the start of your turn, destroy an
    #                                      ability, ally or equipment you control" / "put an ally you control into its
    #                                      owner's hand" (turns.lose_one)
    twin: int = 0                        # "at the start of your turn, you win the game" (an ability in play)
    eot_draw_per: tuple | None = None    # per_count: cards drawn at the end of your turn for each card counted
    tok_also: tuple | None = None        # ((n, token id, cond or None), ...): more kinds of tokens as it resolves
    tok_per: tuple | None = None         # per_count: its tokens as it resolves, n for each card counted
    dmg_others: int = 0                  # an ally's n damage to each other ally of yours as it enters
    sweep: tuple | None = None           # (into hand 0/1, other 0/1, cost_max or -1): your allies leave as it enters
    flip_down: int = 0                   # an ally's "turn n face-up resources you control face down" as it enters
    enter_rlim: tuple | None = None      # (cost_max or -1, cond or None): its `enter_ready` only on an ally, so limited
    ready_per: tuple | None = None       # per_count: its `ready_res` for each card counted ("for this and each other Orc")
    swap_tok: tuple | None = None        # (n, token id): an ally's "destroy another ally you control: if you do, tokens"
    tok_exile: int = 0                   # 1: the graveyard cards its `tok_per` counts are removed from the game
    tap: tuple | None = None             # an [Exhaust] Ferocity power, or a power exhausting your cards (compile_powers)
    weak_trig: tuple | None = None       # (WK_ATTACK | WK_PLACE, n): "-n health this turn" on a trigger (weaken.py)
    act_per: tuple | None = None         # per_count of a permanent's "[Exhaust] -> ready a resource for each ally" (readying)
    # combat damage watched (compile_hits, hits.py)
    hit_watch: tuple | None = None       # (ids, hero, attached, draw, token, ready): another character's hits
    hit_self: tuple | None = None        # (kill, sac damage, back to hand, next card less, put in): an ally's own hit
    atk_regrow: frozenset | None = None  # "when this ally attacks, put a Demon ally card from your graveyard into hand"
    dcombat: int = 0                     # 1: its damage counts as combat damage (your hero's)
    regain: tuple | None = None          # (pay, ally ids or None, your hero 0/1, attached 0/1): readies attackers
    strike_more: tuple | None = None     # (resources, regrow ids or None) as your hero deals combat damage with a weapon
    atk_per: tuple | None = None         # per_count: an ally's damage as it attacks, for each card counted
    alt: tuple | None = None             # (ALT_*, ids): an alternate cost (alt.py)
    deals_self: tuple | None = None      # (n, ally ids, hero type bits): this ally's +n when another deals that type
    atk_sweep: int = 0                   # n damage to each other hero and ally when this ally attacks (hits.py)
    tok_plus: int = 0                    # an Ongoing ability's n more ally tokens each time some enter (tokens.py)
    unflip: int = 0                      # an ally's "turn target face-down hero face up" as it enters (enter.py)
    regrow_fee: int = 0                  # an ally's "you may pay n. If you do, put ... into your hand" (library.regrow)
    xdiscard: int = 0                    # an ally's "As an additional cost to play, discard n cards" (costs.playable)
    enter_fero: frozenset | None = None  # an Ongoing ability's "When a Hunter ally enters play under your control,
    # target ally has Ferocity this turn": the ids whose entering triggers it (enter.looks)
    enter_look: tuple | None = None      # (ids, itself 0/1, scry n, dig ids or None): a look at the top of your deck
    # as a card of `ids` enters play under your control (compile_enter.enter_look, enter.looks)
    watch_hurt: int = 0                  # (combat2) its `watch` also deals n damage to this ally (triggers.hurt_watchers)
    # the passive opponent's deck and graveyard (compile_opp, opp.py)
    mill_t: tuple | None = None          # (n, exile, half): the top of the opposing deck at the start of your turn
    mill_e: int = 0                      # n: the top n cards of the opposing deck into its graveyard as it enters
    mill_ex: int = 0                     # n: the top n cards of the opposing deck removed from the game as it enters
    grave_hp: int = 0                    # n: an ally's health less n for each card in the opposing graveyard
    mill_d: int = 0                      # n: the top n cards of the opposing deck into its graveyard as it dies
    mill_x: int = 0                      # 1: an ability's "X, [Exhaust] -> target player mills X" power
    grave_att: int = 0                   # n: it attacks only if n cards in a graveyard are removed from the game
    opp_back: tuple | None = None        # (pay, n): "pay, remove n cards in a graveyard -> this from there into play"
    yogg: int = 0                        # n: attached to the opposing hero, its hand and deck but n cards go (opp.py)
    touch: int = 0                       # n: attached ally's Assault n for each card in the opposing graveyard
    mill_a: int = 0                      # n: the top n opposing cards into its graveyard as attached ally attacks
    mill_w: int = 0                      # n: the top n opposing cards into its graveyard as this ally attacks
    opp_draw_w: int = 0                  # n: the opponent draws n cards as this ally attacks ("each player draws")
    opp_draw_e: int = 0                  # n: the opponent draws n cards as this ally enters play
    quest_first: int = 0                 # "when you complete your first quest each turn": QF_* bits (quests.first_done)
    draw_tok: tuple | None = None        # (n, token id): "when you draw a card, put a token into play" (tokens.drawn)
    mill_p: int = 0                      # n: an ally's "[Exhaust] -> target player mills n" power (opp.decks_now)
    mill_c: tuple | None = None          # the condition of its mill_e / mill_ex, checked as it enters (opp.entered)
    mill_pp: tuple | None = None         # mill_p's count ("for each Goblin you control": per_count), or None
    mill_tribe: tuple | None = None      # (n, exile, ids): "Tribe: when this or another Tauren ally enters" (opp.tribe)
    # card draw and resource tricks (compile_tricks, tricks.py)
    trick: tuple | None = None           # (TR_*, ...): the card's one trick (compile_tricks' shapes)
    dots: tuple | None = None            # (dots) an attachment's start-of-turn damage and powers (compile_dots)
    # the opposing hero exhausted by your cards (compile_exhaust, exhaust.py)
    exh_att: int = 0                     # 1 + n: as this ally attacks, it exhausts the opposing hero (n damage to it)
    exh_tribe: int = 0                   # 1: as it or another ally of its kind enters play (Tribe), it exhausts the hero
    exh_play: int = 0                    # 1: as it resolves (enters play), it exhausts the opposing hero; 2: locked
    #                                      too ("it can't ready during its controller's next ready step")
    exh_hurt: int = 0                    # n damage to the opposing hero as it becomes exhausted, while in play
    rdy_hurt: int = 0                    # n damage to the opposing hero as it readies, while in play
    cpow_cond: tuple | None = None       # (exhaust) the condition its costly power (`cpower`) is used under
    exh_all: int = 0                     # 1: "ready opposing heroes also count as being exhausted", while in play
    exh_pow: int = 0                     # 1 + n: "n -> Exhaust target hero or ally" (a power; exhaust.power)
    # what the engine makes of the card (`_settle`)
    needs: int = 0
    stays: int = 0
    value: int = 0
    early: int = 0
    modelled: bool = True
    verdict: str = NO_BEARING
    # working notes
    hp_cost: int = field(default=0, metadata=WORKING)        # "+N/-M": the ally needs more than M health
    restrike_less: int = field(default=0, metadata=WORKING)  # the weapon readied strikes again for n less
    restrike_atk: int = field(default=0, metadata=WORKING)   # (draws) the weapons readied have +n ATK this turn
    next_dmg: tuple | None = field(default=None, metadata=WORKING)  # (draws) (n, type bits): your hero's next such
    #                                                                  damage this turn +n (the weapon's strike again)
    stops_own: int = field(default=0, metadata=WORKING)      # "your allies can't attack"
    flip_power: bool = field(default=False, metadata=WORKING)  # a flip or once-per-game power was read
    dot_hit: int = field(default=0, metadata=WORKING)        # of `dot`: the part read with a hero_hit condition
    unpaid: int = field(default=0, metadata=WORKING)
    etb_free: int = field(default=0, metadata=WORKING)      # an ally's one-shot effect as it enters, unconditional
    etb_other: tuple | None = field(default=None, metadata=WORKING)  # the condition of its other one-shot effects        # a cost the engine can't pay (a quest is not completed)



@dataclass(frozen=True)
class Source:
    """The card being read, and what its actions are read against."""
    card: Card
    idx: int                        # its card id
    kind: int                       # card_kind
    cost: int                       # the fixed part of its cost
    has_x: bool                     # its cost has an X
    cards: list[Card]               # the card of each card id (the deck's distinct cards, then the tokens)
    tokens: dict[tuple, int]        # token_key -> the token's card id
    hero: Card | None
    ndeck: int                      # ids >= ndeck are tokens
    early_cost: int                 # the mulligan policy's early cost


# -- filters, counts and conditions --------------------------------------------------------------------------

def token_key(e: dict) -> tuple:
    """A token's identity: ATK, health, Ferocity, race ("Undead Ghoul": Ghouls you control count it), and its
    name, Unique, "enters exhausted, can't ready in your ready step" (`asleep`), "at end of turn, destroy it"
    (`until`), Assault n, the damage type of its ATK (`icon`: "[Fire] allies you control have Ferocity" reach
    it) and "Pet (1)" (`pet`) when it has them."""
    extra = tuple((k, e[k]) for k in ("name", "unique", "asleep", "until", "assault", "icon", "pet") if e.get(k))
    return int_or_0(e.get("atk")), int_or_0(e.get("health")), int_or_0(e.get("ferocity")), e.get("race", ""), extra


def group_of(e: dict) -> dict:
    """The action's group filter: its faction, class, tag and icon keys."""
    return {k: e[k] for k in GROUP_KEYS if k in e}


def group_mask(e: dict, cards: list[Card], me: int = -1) -> frozenset | None:
    """The card ids a group effect reaches (None: every ally); "other" allies leave out the card
    itself (and its other copies, which share its id: the engine errs low)."""
    if not any(k in e for k in GROUP_KEYS + ("type", "other", "cost_min", "cost_max")):
        return None
    return frozenset(i for i, card in enumerate(cards) if matches(card, e) and not (e.get("other") and i == me))


def kind_filter(e: dict) -> dict:
    """What a search or a regrowth takes: its card type ("what"), its race, class or faction, its printed cost,
    its name."""
    return {"type": e.get("what", "card"), **group_of(e),
            **{k: e[k] for k in ("cost_min", "cost_max", "name") if k in e}}


def card_ids(cards: list[Card], filt: dict) -> frozenset:
    """The ids of the cards that pass the filter `filt` (see `matches`; `name`: of that name)."""
    return frozenset(i for i, card in enumerate(cards) if matches(card, filt) and filt.get("name", card.name) == card.name)


def weapon_ids(cards: list[Card], prefix: str | None) -> frozenset:
    """The ids of the weapons with a tag starting with `prefix` ("Melee", "Ranged"; None: every weapon)."""
    return frozenset(i for i, card in enumerate(cards) if card_kind(card) == WEAPON
                     and (prefix is None or any(t.startswith(prefix) for t in card.tags)))


def cond_view(e: dict) -> dict:
    """The flat action as its condition reads it: a condition's filter kept apart from the action's own (`cfilt`,
    `effects.to_flat`) in place of the action's."""
    if "cfilt" not in e:
        return e
    return {**{k: v for k, v in e.items() if k not in FILTER}, **dict(e["cfilt"])}


def effect_cond(e: dict, cards: list[Card]) -> tuple | None:
    """A `cond` as the engine checks it; None when unconditional; (C_NEVER,) when not evaluable."""
    c = e.get("cond")
    if c is None:
        return None
    e = cond_view(e)
    if c == "control" and "kinds" not in e:
        ids = card_ids(cards, e)
        if e.get("hero") and "type" not in e:   # "if you control a Druid hero or ally": your hero (read apart) or an
            ids = frozenset(i for i in ids if card_kind(cards[i]) == ALLY)     # ally, not a Druid's equipment
        if "name" in e:         # "while you control a card named X" (`matches` reads no name)
            ids = frozenset(i for i in ids if cards[i].name == e["name"])
        if int_or_0(e.get("count")) > 1:    # "while you control 3 or more equipment"
            return (C_COUNT, int(e["count"]), ids, int(bool(e.get("other"))))
        return (C_CONTROL, ids)
    more = _cond_more(c, e, cards)
    if more is not None:
        return more
    if c == "hero_dealt":
        return (C_HERO_DEALT, damage_bits(str(e.get("types", "")).split()))
    if c == "in_graveyard":
        if "type" in e:
            ids = card_ids(cards, {"type": e["type"]})
        else:
            ids = frozenset(i for i, card in enumerate(cards) if card.name == e.get("name"))
        return (C_GRAVE, ids)      # no such card in the deck: never met
    if c == "hero_hit":
        return (C_HERO_HIT,)
    if c == "ally_hit":
        return (C_ALLY_HIT,)
    if c == "allies":
        return (C_ALLIES, int_or_0(e.get("count")), group_mask(group_of(e), cards))
    if c == "played":
        kind = e.get("type", "ability")
        if kind == "ability":
            # you played another ability this turn (a non-Ongoing one: `Game.played_inst`)
            return (C_PLAYED, 1, 1) if e.get("instant") else (C_PLAYED, 1)
        # "if you played an equipment this turn": a card of that kind (`Game.played_kinds`)
        return (C_KIND_PLAYED, PLAYED_KINDS[kind]) if kind in PLAYED_KINDS else (C_NEVER,)
    if c == "abil_dealt":
        # your hero dealt damage of these types with an ability this turn
        return (C_ABIL_DEALT, damage_bits(str(e.get("types", "")).split()))
    if c == "opp_damaged":
        return (C_OPP_DMG, max(1, int_or_0(e.get("count"))))     # the opposing hero has that much damage
    if c == "undamaged":
        # the card itself has no damage: nothing damages your cards in a goldfish game but your own damage to
        # each hero and ally (then the engine does not follow which is damaged: never met)
        sweeps = any(x["do"] == "damage" and x.get("to") == "all" for card in cards for x in flat_effects(card.effects))
        return (C_NEVER,) if sweeps else None
    return (C_NEVER,)


def _cond_more(c: str, e: dict, cards: list[Card]) -> tuple | None:
    """The conditions `conditions.cond_more` checks: `in_graveyard` with a `count` (C_GRAVE_N, n, ids),
    `only_ally` (C_ONLY_ALLY,), `no_ready_res` (C_NO_READY,), `resources` (C_RES_N, n: you control n or more),
    `hand_max` (C_HAND_MAX, n: n or fewer cards in hand), `hand_min` (C_HAND_MIN, n: n or more cards in hand); None
    for any other."""
    if c == "in_graveyard" and int_or_0(e.get("count")) > 1 and "kinds" not in e:
        filt = {k: e[k] for k in ("type", "faction", "class", "classes", "class_icon", "tag", "icon") if k in e} or {"type": "card"}
        ids = card_ids(cards, filt)
        if "name" in e:
            ids = frozenset(i for i in ids if cards[i].name == e["name"])
        return (C_GRAVE_N, int(e["count"]), ids)
    if c == "only_ally":
        return (C_ONLY_ALLY,)
    if c == "shared_race":
        return (C_SHARED,)
    if c == "went_second":              # an opponent went first this game
        return (C_OPP_FIRST,)
    if c == "destroyed":
        return (C_DESTROYED, int(e.get("type") == "ally"))
    if c == "no_ready_res":
        return (C_NO_READY,)
    if c == "resources":
        return (C_RES_N, int_or_0(e.get("count")))
    if c == "hand_max":
        return (C_HAND_MAX, int_or_0(e.get("count")))
    if c == "hand_min":
        return (C_HAND_MIN, int_or_0(e.get("count")))
    if c == "bloodrush":
        # the opposing hero has more damage on it than yours: your hero takes damage in a goldfish game only from
        # your own damage to each hero (then the engine does not follow your hero's damage: never met)
        return (C_NEVER,) if hurts_own_hero(cards) else (C_BLOODRUSH,)
    if c == "hero_undamaged":
        return (C_NEVER,) if hurts_own_hero(cards) else (C_HERO_UNDAMAGED,)
    if c == "opp_dealt":
        return (C_OPP_DEALT,)
    if c == "opp_exhausted":
        return (C_OPP_EXH,)             # the opposing hero exhausted by a card of yours (exhaust.py)
    if c == "placed_up":
        return (C_PLACED_UP,)           # you placed a resource face up this turn (`Game.placed_up`)
    if c == "party_dealt":              # your hero or an ally of yours dealt damage of these types (`Game.party_types`)
        return (C_PARTY_DEALT, damage_bits(str(e.get("types", "")).split()))
    if c == "ally_died":
        return (C_DESTROYED, 1)           # `destroyed` with `type: ally`
    if c in ("control", "in_graveyard", "hero_damaged"):
        from deckcheck.wowtcg.goldfish.compile_statics import statics_cond
        return statics_cond(c, e, cards)      # a card of each kind at once; your hero's damage (statics)
    return None


def hurts_own_hero(cards: list[Card]) -> bool:
    """Whether a card of the deck deals damage to your own hero too ("to each hero", "to each hero and ally", or
    to your hero alone: `hurt_hero`)."""
    return any(x["do"] == "hurt_hero" or x["do"] == "damage" and x.get("to") in ("all", "heroes") for card in cards
               for x in flat_effects(card.effects))


def per_count(e: dict, cards: list[Card], hero: Card | None) -> tuple:
    """A count ("for each ...") as the engine evaluates it: (n, P_*, ids counted or None for all,
    other: leave the card itself out once, add: a constant added to the count). P_HIGH: the highest printed
    cost among the cards you control that pass the filter ("X is the highest cost among Dragonkin you control")."""
    keys = GROUP_KEYS + ("type", "cost_min", "atk_min", "def_min")
    if e["per"] == "attached":      # the cards attached to the ally that has the bonus, at most `most`
        filt = {k: e[k] for k in keys if k in e}
        ids = frozenset(i for i, card in enumerate(cards) if matches(card, filt)) if filt else None
        return (int_or_0(e.get("n")), P_ATT, ids, 0, int_or_0(e.get("most")))
    counted = PER_SOURCES[e["per"]]
    filt = {k: e[k] for k in keys if k in e}
    if str(e["per"]).startswith("sum_"):       # {card id: its printed ATK / cost / DEF} (state.per_count sums them)
        stat = {"sum_atk": "atk", "sum_cost": "cost", "sum_def": "defense"}[e["per"]]
        vals = {i: getattr(card, stat) for i, card in enumerate(cards) if matches(card, filt)}
        return (int_or_0(e.get("n")), counted, {i: v for i, v in vals.items() if isinstance(v, int) and v > 0},
                int(bool(e.get("other"))), 0)
    if counted == P_ALLY:
        filt.setdefault("type", "ally")
    ids = None
    if filt or "name" in e:
        ids = frozenset(i for i, card in enumerate(cards) if matches(card, filt) and e.get("name", card.name) == card.name)
    add = int(bool(e.get("self")))
    if e.get("hero") and hero is not None and matches(hero, {k: v for k, v in filt.items() if k != "type"}):
        add += 1                      # "each other Monster hero and ally you control": your hero counts
    return (int_or_0(e.get("n")), counted, ids, int(bool(e.get("other"))), add)


def watch_trigger(e: dict, cards: list[Card], me: int, tokens: dict | None = None) -> tuple | None:
    """A trigger on your other cards as the engine plays it: (EV_*, ids that trigger it, itself: the card
    entering counts, damage n to the opposing hero (-1: the entering ally's health), (n, TO_*, mask, None) ATK this
    turn or None, (n, token id)
    tokens put into play or None, cards drawn, cards discarded after them: 0 here, a loot's discard is added by
    `compile_keywords.loot`); None when its token would trigger it again (a loop), or for an action the watch
    does not play."""
    if e["do"] == "damage" and e.get("n") == "X" and e["when"] == "enters" and e.get("x") == "cost":
        from deckcheck.wowtcg.goldfish.compile_statics import x_watch
        return x_watch(e, cards, me, tokens)      # "... fire damage equal to that ally's cost" (Bolin Moonflare)
    if e["do"] == "damage" and e.get("n") == "X" and e["when"] == "enters" \
            and not any(x["do"] == "hp_less" for card in cards for x in flat_effects(card.effects)):
        # "deals damage equal to that ally's [Health]" (Kahul the Sunseer): -1, its printed health (no card of
        # the deck lowers health; raised health is left out: the engine errs low)
        return (EV_ENTERS, _watched_cards(e, cards)[1], int(bool(e.get("self"))), -1, None, None, 0, 0)
    if e["do"] == "atk_bonus" and e.get("n") == "X" and e["when"] == "enters" and e.get("to") == "self" \
            and card_kind(cards[me]) == WEAPON:
        # "When a [Holy] ally enters play under your control, this weapon has +X ATK this turn, where X is that ally's
        # ATK": -1, the entering ally's printed ATK (weapons)
        return (EV_ENTERS, _watched_cards(e, cards)[1], int(bool(e.get("self"))), 0,
                (-1, TO_WEAPON, frozenset({me}), None), None, 0, 0)
    if e["do"] in ("damage", "token") and e.get("n") == "X" and e["when"] == "play":
        from deckcheck.wowtcg.goldfish.compile_statics import x_watch
        return x_watch(e, cards, me, tokens)      # "... equal to that ally's cost" (statics)
    if e["do"] == "atk_bonus" and e.get("n") == "double" and e["when"] == "enters" and e.get("to") == "self" \
            and card_kind(cards[me]) == ALLY and e.get("until") == "turn":
        # "When this or another Tauren ally enters play under your control, double Jevan's ATK this turn": its attack
        # this turn as much again (`combat.Fight.gain`; twice: each as much again, the engine errs low)
        ev, ids = _watched_cards(e, cards)
        return (ev, ids, int(bool(e.get("self"))), 0, (DOUBLE_ATK, TO_ALLY, frozenset({me}), None), None, 0, 0)
    if e["do"] not in ("damage", "token", "atk_bonus", "draw") or not isinstance(e.get("n", 1), int):
        return None
    ev, ids = _watched_cards(e, cards)
    me_too = int(bool(e.get("self")))
    if e["do"] == "damage":
        return (ev, ids, me_too, int_or_0(e.get("n")), None, None, 0, 0)
    if e["do"] == "draw":
        return (ev, ids, me_too, 0, None, None, int_or_0(e.get("n")), 0)
    if e["do"] == "token":
        tid = (tokens or {}).get(token_key(e), -1)
        if tid < 0 or tid in ids:
            return None
        return (ev, ids, me_too, 0, None, (int_or_0(e.get("n", 1)), tid), 0, 0)
    to = TO_CODES.get(e.get("to", "any"), TO_ANY)
    n = int_or_0(e.get("n"))
    if to == TO_SELF and card_kind(cards[me]) == WEAPON:
        bonus = (n, TO_WEAPON, frozenset({me}), None)      # "this weapon has +2 ATK this turn": if it strikes
    elif to == TO_WEAPON and e.get("tag") in ("Melee", "Ranged"):
        bonus = (n, TO_WEAPON, weapon_ids(cards, e["tag"]), None)     # "your Ranged weapons have +1 ATK this turn"
    else:
        bonus = (n, TO_ALLY, frozenset({me}), None) if to == TO_SELF else (n, to, group_mask(e, cards), None)
    return (ev, ids, me_too, 0, bonus, None, 0, 0)


def _watched_cards(e: dict, cards: list[Card]) -> tuple[int, frozenset]:
    """The event a trigger on your other cards waits for (EV_*) and the ids of the cards that fire it: an ally
    entering play with the trigger's filter (faction, class, tag, icon, printed cost N or more), a card played of
    its kind (`on_type`) and filter, a quest completed, an ability attached, a resource placed (any card; face up:
    a quest, the only card the engine places face up)."""
    filt = {k[3:]: v for k, v in e.items() if k in ("on_faction", "on_class", "on_tag", "on_icon", "on_cost_min",
                                                     "on_atk_min")}
    when = e["when"]
    if when == "enters":
        return EV_ENTERS, card_ids(cards, {"type": "ally", **filt})
    if when == "quest":
        return EV_QUEST, card_ids(cards, {"type": "quest"})
    if when == "flipped":
        return EV_FLIP, frozenset(range(len(cards)))    # (a completed quest, a Stash card, a face-up resource)
    if when == "attach":
        return EV_ATTACH, card_ids(cards, {"type": "ability"})
    if when == "place":
        if e.get("face_up"):
            return EV_PLACE_UP, card_ids(cards, {"type": "quest"})
        return EV_PLACE, frozenset(range(len(cards)))
    kinds = str(e.get("on_type", "card")).split()     # "when you play a Frost ability": its kind and filter
    return EV_PLAY, frozenset(i for i, card in enumerate(cards)
                              if any(matches(card, {"type": k}) for k in kinds) and matches(card, filt))
