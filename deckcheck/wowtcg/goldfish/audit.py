"""An invariant checker of the rules over a goldfish game's events (`play_game(audit=Checker(...))`).

The checker keeps its own picture of the game from the engine's events and the cards' own facts (tags,
strike costs, effects records), never from the engine's compiled tables, and records a breach for:

- costs paid from ready resources (CR 403.6a), one resource a turn (412.1), placing resources while a card
  in hand costs more than the resources in play (no fixed stop);
- tag limits (414.3b) with the wield exceptions (406.2, 406.4; dual wield the hero's or a card's in play), raised
  by the cards in play (or in your graveyard) that say so ("You can have an additional Pet"), Two-Handed and Off-Hand (414.3c), Unique
  (414.3a); an ally replacing another over a tag limit only when it is the stronger (414.2);
- summoning sickness (302.2), Mounts, Totems and "can't attack" (302.3, 305.3a), an ally attacking again
  only once readied by a card whose text readies (602.1);
- one weapon a strike unless dual wield, never Melee with Ranged (303.2c, 406.6); a second strike in a turn only after
  a card whose text readies your hero readied it (602.1; an ally's [Exhaust] power for it: one in play since before
  the turn that did not attack);
- attachments on one legal target (400);
- targets (707.1d): a quest completed or an ability cast only with what its reward or effect works on (a
  card in the graveyard to return, something to count), never an ability that does nothing against a
  passive opponent (an interrupt);
- ongoing ATK (`on_ongoing`, `on_hero_ongoing`): what an ally's or your hero's attack counts of the cards' ongoing
  "+n ATK" to your allies, your hero or both ("Heroes and allies you control have Assault 2") no more than the cards
  in play whose texts give it to that one (of the group its filter takes), and the abilities played whose text
  gives it for the rest of the game (`on_lasting`: only such a text);
- a group ATK power ("allies in your party have +2 ATK this turn") only as its text has it, for n on each attack
  this turn of an ally its filter takes; an [Exhaust] one (or a "Once per turn" one) once a turn, by an ally that neither attacked nor
  entered this turn, which then does not attack (302.2, 602.1);
- an ally's "[Exhaust] -> ready another target ally" used only by an ally in play since before the turn that did
  not attack, on another ally, and never followed by its own attack (302.2, 602.1);
- costs: "exhaust your hero" never paid by a hero that attacked or already exhausted; a quest completed
  before combat never spends the resources the weapon's strike needs; a quest's destroy / remove completion
  cost paid in full as it completes (403.1); a power whose cost destroys, removes or puts damage (its text has
  that cost) paid in full each time it is used: the card itself destroyed, the other card destroyed of the kind
  its text names, as many graveyard cards removed as it says, an [Exhaust] one used by an ally that neither
  attacked nor entered this turn (302.2), once a turn;
- triggers: a trigger on your other cards fires only on its event (an ally entering, a card played, a quest
  completed, an ability attached), for a card its filter takes, while its card is in play; a trigger on your hero's
  weapon damage only in a turn your hero struck, a weapon's own only for a weapon it struck with; an ally's
  trigger on its combat damage only when it attacked this turn; an ally's 'when this ally is destroyed' only as
  it leaves play; a trigger on a non-token ally of yours destroyed
  only for such an ally that just left play;
- "+n ATK to up to k targets" no more than n for each of k attackers (your hero among them); "target ally has -m ATK
  this turn" on one of yours only with two allies of yours in play (707.1d);
- a look at the top of your deck as your turn starts only by a card in play whose text says so, once a turn each;
- hand size at the end of the turn (503.2a);
- counters on cards (`audit_counters`): put and removed only as the card's text says, on its trigger, as many as
  it says, on itself or a weapon in play; the ATK combat takes from them what the counters give; a card destroyed
  when none remain never left in play with none; a power paid with counters only with that many on its card (never
  below none), exactly its cost removed, then its text's action (+ATK only onto what struck or attacks, a strike
  or quest reduction only followed by that strike or completion), an [Exhaust] one once a turn with the card's
  other [Exhaust] powers; Stash once for each resource placed, onto an equipment in play;
- counted static ATK: a weapon's "+n ATK for each ..." only on a weapon in play whose text has it, n times a count
  no larger than the cards the checker sees in play (or resources, the highest cost) passing its filter; doubled
  damage only as the "deals double that much instead" texts in play that take such damage double it; a weapon's
  own conditional strike reduction or ATK only on a weapon in play whose text has it, for no more;
- the graveyard: a quest destroyed to complete it only when its text says so, one resource fewer; a card put back
  from the graveyard only one there that the text takes; an ability played from the graveyard only one whose text
  allows it, removed from the game as it resolves, none left in hand at the end of the turn; a power used from the
  graveyard paid with a card of the kind its text names; tokens under a graveyard count only when it holds; an
  attachment's draw only for the ally it was attached to, as it leaves play;
- keywords: a trigger on a resource placed only for the resource just placed, by a card in play whose text has it
  (a face-up one only for a quest placed face up); a loot only by a card whose text draws then discards on one
  trigger; Bloodrush held only with damage on the opposing hero and in a deck that can't damage your own hero
  ("your hero is undamaged" too); an
  ally that can't ready during your ready step attacks again only once a card readied it;
- drawbacks: an ability with damage to target ally cast only with an ally of yours in play (707.1d); no ally
  left in play with 0 health while cards lower your allies' health (410.6a); at the end of your turn, no ally
  that leaves then still in play and no card in hand after an ability that discards your hand (503.1);
- card draw and resource tricks (`audit_tricks`): "exhaust all resources", "destroy all of your resources" (only for
  the kill), "exhaust target ally" (one of yours), "destroy target equipment: draw X", "X, destroy this -> draw X",
  "1 -> 1 damage" bought this turn, "ready up to n (face-up) resources", each only as its card's text says;
- weapons (`audit_weapons`): a Thrown weapon back to your hand only once your hero struck with it, and never left in
  play then; a weapon destroyed for dealing no damage only when it did not strike, and never left in play then; a
  weapon's repeatable "pay -> +n ATK this turn" only by a weapon in play whose text has it, struck with, n per use;
- attachments on the opposing hero (`audit_dots`): start-of-turn damage equal to a weapon's ATK, a Bleed's damage
  or its destroy, a copy from the deck, only by a card in play since before the turn whose text has it, with the
  weapons in play and the damage on the opposing hero as they stand; a power paying for a copy or sending the card
  back to your hand only by a card in play whose text has it, paying its cost.
- the opposing hero exhausted (`audit_exhaust`): only by a card whose text exhausts it, as that text does it (an ally
  that just attacked, a card played); a payoff ("+3 ATK while attacking an exhausted hero", "damage to target
  exhausted hero", "1 less for each exhausted opposing hero") only while a card of yours exhausted it this turn or
  held it exhausted since (or a card in play counts it so); damage as it becomes exhausted or readies only then.
"""
from __future__ import annotations

import re
from collections import Counter

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.audit_counters import CounterChecks
from deckcheck.wowtcg.goldfish.audit_dots import DotChecks
from deckcheck.wowtcg.goldfish.audit_enter import EnterChecks
from deckcheck.wowtcg.goldfish.audit_exhaust import ExhaustChecks
from deckcheck.wowtcg.goldfish.audit_grave import GraveChecks
from deckcheck.wowtcg.goldfish.audit_hits import HitChecks
from deckcheck.wowtcg.goldfish.audit_opp import OppChecks
from deckcheck.wowtcg.goldfish.audit_powers import PowerChecks
from deckcheck.wowtcg.goldfish.audit_statics import StaticsChecks
from deckcheck.wowtcg.goldfish.audit_tricks import TrickChecks
from deckcheck.wowtcg.goldfish.audit_turns import TurnChecks
from deckcheck.wowtcg.goldfish.audit_weapons import WeaponChecks
from deckcheck.wowtcg.goldfish.audit_allies import AlliesChecks
from deckcheck.wowtcg.goldfish.codes import EV_FLIP, is_ally
from deckcheck.wowtcg.goldfish.compile import DAMAGE_BITS, EV_DIES, EV_PLACE, EV_PLACE_UP, matches

_LIMIT = re.compile(r"(.+) \((\d+)\)$")
_PLAYED = ("Ally", "Ability", "Ability Ally")
#: the engine's trigger events (EV_ENTERS, EV_PLAY, EV_QUEST, EV_ATTACH; EV_DIES apart; EV_PLACE, EV_PLACE_UP; EV_FLIP)
#: as the records' `when` words
_EVENTS = ("enters", "play", "quest", "attach", "ally_dies", "place", "place", "flipped")


def fx(card) -> list[dict]:
    return flat_effects(card.effects)


def _strength(card) -> int:
    return (card.atk if isinstance(card.atk, int) else 0) + sum(
        e.get("n", 0) for e in fx(card) if e["do"] == "assault")


class Checker(CounterChecks, WeaponChecks, EnterChecks, TurnChecks, PowerChecks, HitChecks, GraveChecks, StaticsChecks,
              OppChecks, TrickChecks, DotChecks, ExhaustChecks, AlliesChecks):
    """Call it with each event of one game after `new_game()`; `breaches` lists what broke the rules."""

    def __init__(self, cc, hero):
        self.cards = cc.cards
        self.hero = hero
        self.dual = {e.get("kind") for e in fx(hero) if e["do"] == "dual_wield"} if hero else set()
        self.breaches: list[str] = []
        self.games = 0
        #: a card of the deck (or the hero) damages your own hero: "each hero" (Bloodrush, hero_undamaged)
        self.hurts_hero = any(e["do"] == "damage" and e.get("to") in ("all", "heroes")
                              for card in list(self.cards) + ([hero] if hero else []) for e in fx(card))
        self.checked: Counter = Counter()     # events checked, by kind

    def new_game(self) -> None:
        self.games += 1
        self.res = self.ready = 0
        self.t = 0
        self.placed = 0
        self.play: dict[int, int] = {}     # uid -> card id
        self.eot_from = (-1, 0)            # (turn, last uid before it) an "at the end of your turn, destroy" ran
        self.entered: dict[int, int] = {}  # uid -> turn
        self.attacked: dict[int, int] = {} # uid -> the turn it last attacked (and is exhausted)
        self.att_by_card: dict[tuple, int] = {}     # (turn, card id) -> its attacks that turn (audit_allies)
        self.weak_seen: dict[int, tuple] = {}       # turn -> (health lowered by triggers, card id -> attack triggers)
        self.pumped: set[tuple] = set()             # (turn, uid): a once-a-turn "+n ATK this turn" power used
        self.pump_cut: dict[tuple, int] = {}        # (turn, uid): health lost to "+2 ATK / -2 health" triggers
        self.tired_at: dict[int, int] = {}          # uid -> the turn a "when Golas readies" trigger exhausted it
        self.tire_n: dict[tuple, tuple] = {}        # (turn, card id): (its copies readied, its ready triggers)
        self.hero_tapped = self.hero_paid = False
        self.in_combat = False
        self.quest_paying = False
        self.discards_hand = False         # an ability played this turn discards your hand at its end
        self.just_placed: tuple | None = None   # (card id, face up) of the resource placed last this turn
        self.flipped = -1                  # the card last turned face down as a resource (`on_flipped`)
        self.q_up_turn: tuple | None = None   # (game, turn) a quest was last turned face up again (`on_quest_up`)
        self.stuck: set[int] = set()       # allies (uids) that attacked and can't ready during your ready step
        self.left = None
        self.struck_turn, self.struck_with = -1, ()    # the turn your hero last struck, and with what
        self.owed: tuple | None = None     # (quest, destroys 0/1, removes n) its completion's additional cost
        self.gone: dict[int, int] = {}     # uid -> card id of the cards that left play
        self.used: set[int] = set()        # uids exhausted for a costly power this turn
        self.grave: tuple = ()             # your graveyard as the engine last showed it (a tag limit raised there)
        self.reset_counters()
        self.reset_weapons()
        self.reset_enter()
        self.lent: Counter = Counter()     # cards in hand from the graveyard, played from there (graveyard.py)
        self.attached: dict[int, list] = {}    # ally uid -> the cards attached to it
        self.woken: dict[int, int] = {}        # ally uid -> the turn a once-a-turn power readied it
        self.wake_used: dict[int, int] = {}    # uid -> the turn it used its once-a-turn power
        self.lasting: list[int] = []           # abilities played whose ATK lasts the game (CR 714.3)

    def fail(self, msg: str) -> None:
        self.breaches.append(f"game {self.games} turn {self.t}: {msg}")

    def card(self, c):
        return self.cards[c]

    def __call__(self, ev: tuple) -> None:
        kind = ev[0]
        self.checked[kind] += 1
        getattr(self, "on_" + kind)(*ev[1:])

    # --- resources and costs
    def on_turn(self, t: int) -> None:
        self.settle_owed()
        self.pump_settled()
        self.used = set()
        self.t = t
        self.ready = self.res          # ready step: every resource readies
        self.placed = 0
        self.just_placed = None
        self.hero_tapped = self.in_combat = False
        self.hero_paid = False             # your hero exhausted to pay a cost this turn (before any strike)
        self.discards_hand = False
        self.scried: dict[int, int] = {}   # card id -> its looks at the top of the deck as this turn started
        self.hero_readied = False          # a card readied your hero: it may strike again
        self.ally_attacks = self.plays_now = self.res_now = self.stashes = 0
        self.hit_values = ()

    def on_place(self, t: int) -> None:
        self.placed += 1
        extra = sum(e.get("n", 1) for c in self.play.values() for e in fx(self.card(c)) if e["do"] == "extra_placement")
        if self.placed > 1 + extra:
            self.fail(f"{self.placed} resources placed in one turn (CR 412.1)")
        self.res_now += 1
        self.res += 1
        self.ready += 1

    def on_extra(self) -> None:
        self.res += 1                  # a resource put in exhausted
        self.res_now += 1

    def on_pay(self, n: int, before: int) -> None:
        if n < 0:
            self.fail(f"negative cost {n}")
        if before != self.ready:
            self.fail(f"the engine had {before} ready resources, the checker counts {self.ready}")
        self.ready -= n
        if self.ready < 0:
            self.fail(f"paid {n} with {before} ready resources (CR 403.6a)")
        if self.quest_paying:
            self.quest_paying = False
            need = self.strike_need()
            if not self.in_combat and need is not None and self.ready < need <= before:
                self.fail(f"a quest completed before combat left {self.ready} resources for a strike costing {need}")

    def on_ready(self, n: int, before: int, res: int) -> None:
        self.ready = min(self.res, self.ready + n)

    def on_hand(self, t: int, hand: tuple, res: int) -> None:
        self.hand_seen = len(hand)
        if self.placed or len(hand) < 3:
            return
        dear = [self.card(c) for c in hand if self.card(c).type in _PLAYED and isinstance(self.card(c).cost, int)
                and self.card(c).cost > res and (self.card(c).type != "Ability"
                                                 or any(e["do"] != "unmodelled" for e in fx(self.card(c))))]
        if dear:
            self.fail(f"no resource placed with {dear[0].name} (cost {dear[0].cost}) in hand and {res} in play")

    def strike_need(self) -> int | None:
        """The cheapest strike of a weapon in play (None: no weapon; a weapon whose strike cost the card data leaves
        unknown strikes for 0, as the engine reads it)."""
        costs = [self.card(c).strike_cost or 0 for c in self.play.values()
                 if self.card(c).strike_cost is not None or "Weapon" in " ".join(self.card(c).tags)]
        return min(costs) if costs else None

    # --- cards entering and leaving play
    def on_turn_scry(self, c: int, n: int) -> None:
        """A look at the top of your deck as your turn starts: its text says so (n cards at most), its card is in play,
        once a turn for each copy in play."""
        card = self.card(c)
        most = max((e.get("n", 1) for e in fx(card) if e["do"] == "scry" and e.get("when") == "turn_start"), default=0)
        if not most or n > most:
            self.fail(f"{card.name} looks at the top {n} card(s) as the turn starts, which its text does not say")
        self.scried[c] = self.scried.get(c, 0) + 1
        if self.scried[c] > sum(1 for x in self.play.values() if x == c):
            self.fail(f"{card.name} looks at the top of the deck more often than the copies in play")

    def on_bonus_many(self, c: int, gain: int) -> None:
        """ "+n ATK to up to k targets": at most n for each of k targets its text allows, among the allies that
        attacked this turn and your hero (one that exhausted to pay a cost: not)."""
        card = self.card(c)
        ks = [(e.get("n", 0), e.get("targets", 1), e.get("to")) for e in fx(card) if e["do"] == "atk_bonus"]
        if not ks:
            self.fail(f"{card.name} gives ATK its text does not give")
            return
        n, k, to = ks[0]
        could = sum(1 for t in self.attacked.values() if t == self.t) + int(to == "any" and not self.hero_paid)
        if gain > n * min(k, could) or to not in ("any", "ally"):
            self.fail(f"{card.name} gave +{gain} ATK: more than {n} to each of up to {k} targets")

    def on_ally_deals(self, c: int, gain: int, att_uids: tuple) -> None:
        """ "When an ally you control deals fire damage, your hero has Assault 1 this turn": its text has it, its card
        is in play, n for each attack this turn of an ally in play of that damage type, a hero not exhausted for a
        cost."""
        card = self.card(c)
        es = [e for e in fx(card) if e.get("when") == "ally_deals" and e["do"] == "atk_bonus"]
        if not es or c not in self.play.values():
            self.fail(f"{card.name} gives your hero ATK for its allies' damage: not its text, or not in play")
            return
        e = es[0]
        if self.hero_paid or gain != e.get("n", 0) * len(att_uids) or any(
                self.attacked.get(u) != self.t or u not in self.play
                or self.card(self.play[u]).damage != e.get("on_icon") for u in att_uids):
            self.fail(f"{card.name} gave your hero +{gain} ATK for {len(att_uids)} attack(s) its text does not take")

    def on_own_minus(self, c: int, lost: int) -> None:
        """ "Target ally has -3 ATK this turn" on one of yours: its text has it, you control two allies or more (the +n
        and the -m each need a target, CR 707.1d), and no more ATK is lost than the -m."""
        card = self.card(c)
        m = next((e.get("minus", 0) for e in fx(card) if e["do"] == "atk_bonus" and e.get("minus")), 0)
        if not m:
            self.fail(f"{card.name} puts -ATK on an ally of yours: its text does not")
        allies = sum(1 for x in self.play.values() if is_ally(self.card(x)))
        if allies < 2 or not 0 <= lost <= m:
            self.fail(f"{card.name} played with {allies} ally(ies) of yours, losing {lost} ATK (CR 707.1d)")

    def on_graveyard(self, grave: tuple) -> None:
        self.grave = grave

    def dual_now(self) -> set:
        """Your hero's dual wield: its own, and "Your hero has Dual Wield" of the cards in play (not two-handed)."""
        granted = {e.get("kind", "melee") for c in self.play.values() for e in fx(self.card(c))
                   if e["do"] == "dual_wield" and self.card(c).type != "Hero" and "cond" not in e}
        return self.dual | (granted & {"melee", "ranged"})

    def more_of(self, tag: str) -> int:
        """How many more cards of a limited tag you can control: the cards in play that say so, and those in your
        graveyard that say so from there (tag_limit)."""
        n = 0
        for c, grave in [(c, False) for c in self.play.values()] + [(c, True) for c in self.grave]:
            for e in fx(self.card(c)):
                if e["do"] == "tag_limit" and e.get("tag") == tag and (e.get("where") == "grave") == grave:
                    n += e.get("n", 1)
        return n

    def on_enter(self, uid: int, c: int, t: int) -> None:
        self.plays_now += 1
        self.play[uid] = c
        self.entered[uid] = t
        self.check_uniqueness()

    def on_leave(self, uid: int) -> None:
        c = self.left = self.play.pop(uid, None)      # the card that last left play
        if c is not None and any(e["do"] == "leave" and e.get("when") == "turn_end" for e in fx(self.card(c))) \
                and self.eot_from[0] != self.t:
            self.eot_from = (self.t, max([uid, *self.play, *self.gone]))    # (its end step began, as far as the
            #                                       checker sees: an ally entering from now on enters after its triggers)
        if c is not None:
            self.gone[uid] = c
            self.note_leave(uid, self.t)
        self.ctr.pop((uid, 0), None)
        self.ctr.pop((uid, 1), None)

    def on_replace(self, uid: int, old: int, new: int) -> None:
        a, b = self.card(old), self.card(new)
        shared = {_LIMIT.match(x).group(1) for x in a.tags if _LIMIT.match(x)} & \
                 {_LIMIT.match(x).group(1) for x in b.tags if _LIMIT.match(x)}
        if not shared:
            self.fail(f"{a.name} destroyed for {b.name}, which shares no limited tag with it (CR 414.2)")
        elif _strength(b) <= _strength(a):
            self.fail(f"{a.name} replaced by the weaker or equal {b.name}")

    def on_attach(self, c: int, target: int) -> None:
        self.attached.setdefault(target, []).append(c)
        if target not in self.play:
            self.fail(f"{self.card(c).name} attached with no ally in play")
            return
        ally = self.card(self.play[target])
        if not is_ally(ally):
            self.fail(f"{self.card(c).name} attached to {ally.name}, not an ally")
        att = next(e for e in fx(self.card(c)) if e["do"] == "attach")
        if not matches(ally, att):
            self.fail(f"{self.card(c).name} attached to {ally.name}, which its text does not allow")

    # --- targets and effects (707.1d)
    def on_complete(self, q: int, grave: tuple) -> None:
        self.quest_owed = None
        self.settle_owed()
        self.quest_paying = True
        card = self.card(q)
        marks = {e["do"]: e for e in fx(card) if e["do"] in ("sacrifice", "grave_cost")}
        if marks:
            self.owed = (q, int("sacrifice" in marks), marks["grave_cost"].get("n", 1) if "grave_cost" in marks else 0)
        for e in fx(card):
            if e["do"] == "regrow" and not self.returnable(e, grave):
                self.fail(f"completed {card.name} with no card in the graveyard for its reward (CR 707.1d)")

    def on_cast(self, c: int, grave: tuple, allies: tuple) -> None:
        self.plays_now += 1
        card = self.card(c)
        effects = [e for e in fx(card) if e["do"] not in ("unmodelled", "sacrifice", "grave_cost")]
        if not effects:
            self.fail(f"cast {card.name}, which does nothing against a passive opponent")
        for e in effects:
            if e["do"] == "damage" and e.get("ally") and not allies:
                self.fail(f"cast {card.name} with no ally for its target-ally damage (CR 707.1d)")
            if e["do"] == "discard_hand":
                self.discards_hand = True
            if e["do"] == "regrow" and not e.get("own") and not e.get("when") and "pay" not in e \
                    and not self.returnable(e, grave):      # (a trigger's or a power's: not as it is cast)
                self.fail(f"cast {card.name} with no card in the graveyard to return (CR 707.1d)")
            if e["do"] == "draw" and e.get("per") == "ally" and len(effects) == 1 and not e.get("hero") and not any(
                    matches(self.card(a), {k: v for k, v in e.items() if k in ("faction", "class", "tag", "icon")})
                    for a in allies):
                self.fail(f"cast {card.name} with nothing for it to count")

    def settle_owed(self) -> None:
        if self.owed is not None:
            self.fail(f"completed {self.card(self.owed[0]).name} without paying its destroy / remove cost (CR 403.1)")
            self.owed = None

    def on_extra_paid(self, c: int, destroyed: int, removed: int) -> None:
        """A card's additional cost paid: a quest's in full (its destroy and remove, CR 403.1)."""
        if self.owed is not None and self.owed[0] == c:
            if (destroyed, removed) != self.owed[1:]:
                self.fail(f"{self.card(c).name}'s completion cost paid as {destroyed} destroyed, {removed} removed")
            self.owed = None

    def on_cpower(self, c: int, uid: int, destroyed: tuple, removed: int) -> None:
        """A power whose cost destroys, removes or puts damage was used: its whole cost paid (CR 403.1)."""
        card = self.card(c)
        costs = [e for e in fx(card) if "pay" in e and any(k in e for k in ("destroy", "remove", "hurt", "discard"))]
        if not costs:
            self.fail(f"{card.name}'s power paid a destroy / remove / damage cost its text does not have")
            return
        e = costs[0]
        d = e.get("destroy")
        if d is not None and d.get("what") == "self" and uid in self.play:
            self.fail(f"{card.name} stays in play after paying its power's cost of destroying itself")
        if d is not None and d.get("what") != "self":
            kinds = ("ally", "ability", "equipment") if d.get("what", "card") == "card" else (d["what"],)
            filt = {k: d[k] for k in ("faction", "class", "tag") if k in d}
            if len(destroyed) != 1 or destroyed[0] in self.play or destroyed[0] == uid or not any(
                    matches(self.card(self.gone.get(destroyed[0], c)), {"type": k, **filt}) for k in kinds):
                self.fail(f"{card.name}'s power destroyed {destroyed}, not one other card its text takes")
        if removed != (e["remove"].get("n", 1) if "remove" in e else 0):
            self.fail(f"{card.name}'s power removed {removed} graveyard cards, its text says otherwise")
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)

    def exhausts_for_power(self, card, uid: int) -> None:
        """The card `uid` exhausts for an [Exhaust] power: once a turn; an ally neither attacked nor entered this
        turn (CR 302.2)."""
        if uid in self.used or is_ally(card) and (
                self.attacked.get(uid) == self.t or self.entered.get(uid, self.t) >= self.t):
            self.fail(f"{card.name} exhausted for its power while exhausted or the turn it entered (CR 302.2)")
        self.used.add(uid)

    def returnable(self, e: dict, grave: tuple) -> bool:
        filt = {"type": e.get("what", "card"), **{k: e[k] for k in ("faction", "class", "tag", "icon") if k in e}}
        top = e.get("max")
        return any(matches(self.card(x), filt) and (top is None or (isinstance(self.card(x).cost, int)
                                                                     and self.card(x).cost <= top))
                   and (not e.get("max_res") or (isinstance(self.card(x).cost, int) and self.card(x).cost <= self.res))
                   for x in grave)

    def on_trigger(self, source: int, c: int, event: int) -> None:
        src, card = self.card(source), self.card(c)
        if event == EV_DIES:
            if self.left != c or not is_ally(card) or "Token" in card.tags or not any(
                    e.get("when") == "ally_dies" for e in fx(src)):
                self.fail(f"{src.name}'s trigger on an ally destroyed fired for {card.name}, which did not just die")
            return
        when = _EVENTS[event]
        if event == EV_FLIP and self.flipped != c:
            self.fail(f"{src.name}'s trigger on a resource turned face down fired for {card.name}, which was not")
        if event in (EV_PLACE, EV_PLACE_UP):
            self.check_place_trigger(src, c, event)
            return
        if source not in self.play.values() and not (source == c and when == "enters"):
            self.fail(f"{src.name}'s trigger fired from outside play")
        effects = [e for e in fx(src) if e.get("when") == when]
        if not effects:
            self.fail(f"{src.name} has no trigger for {card.name} being {when}")
        for e in effects:
            filt = {k[3:]: v for k, v in e.items() if k.startswith("on_") and k != "on_type"}
            filt["type"] = {"enters": "ally", "quest": "quest", "attach": "ability"}.get(when, "card")
            if not matches(card, filt) or ("on_type" in e and not any(
                    matches(card, {"type": k}) for k in e["on_type"].split())):
                self.fail(f"{src.name}'s trigger fired for {card.name}, which its text does not take")
            if when == "attach" and not any(x["do"] in ("attach", "yogg") for x in fx(card)):   # (Call of Yogg-Saron
                #                                                                    is attached to the opposing hero)
                self.fail(f"{src.name}'s trigger fired for {card.name}, which is not attached")

    def on_flipped(self, c: int) -> None:
        """A resource of yours turned face down: a quest (completed, or turned by an ally's "turn a face-up resource
        face down") or a card with Stash (it entered face up)."""
        card = self.card(c)
        if card.type != "Quest" and not any(e.get("when") == "stash" for e in fx(card)):
            self.fail(f"{card.name} turned face down as a resource, which was never face up")
        self.flipped = c

    # --- keywords (keywords.py): resource-placement triggers, loots, Bloodrush
    def on_placed(self, c: int, face_up: int) -> None:
        """A resource placed (after `on_place`): face up only a quest (CR 412.1), or a card with Stash (it enters face
        up and is turned face down at once)."""
        if face_up and self.card(c).type != "Quest" and not any(e.get("when") == "stash" for e in fx(self.card(c))):
            self.fail(f"{self.card(c).name} placed face up as a resource, which only a quest can be")
        self.just_placed = (c, face_up)

    def check_place_trigger(self, src, c: int, event: int) -> None:
        """A trigger on a resource placed: its card in play, its text triggers on that (face up: only a resource
        placed face up), and the card is the resource just placed."""
        if src not in (self.card(p) for p in self.play.values()):
            self.fail(f"{src.name}'s trigger on a resource placed fired from outside play")
        if self.just_placed is None or self.just_placed[0] != c:
            self.fail(f"{src.name}'s trigger fired for {self.card(c).name}, which was not just placed as a resource")
        up = event == EV_PLACE_UP
        if not any(e.get("when") == "place" and bool(e.get("face_up")) == up for e in fx(src)):
            self.fail(f"{src.name} has no trigger on a resource placed{' face up' if up else ''}")
        if up and not (self.just_placed and self.just_placed[1]):
            self.fail(f"{src.name}'s face-up trigger fired for a resource placed face down")

    def on_loot(self, c: int, draw: int, discard: int) -> None:
        """A trigger's "draw a card. If you do, discard a card": its text has both on one trigger."""
        effects = fx(self.card(c))
        whens = {e.get("when") for e in effects if e["do"] == "draw" and e.get("when")}
        if not any(e["do"] == "discard" and e.get("when") in whens and e.get("n", 1) == discard for e in effects) \
                or draw < 1:
            self.fail(f"{self.card(c).name} loots (draw {draw}, discard {discard}), which its text does not say")

    def on_bloodrush(self, c: int, opp_damage: int) -> None:
        """Bloodrush held: the opposing hero has damage, and no card of the deck damages your own hero (the
        engine does not follow your hero's damage)."""
        if opp_damage <= 0:
            self.fail("Bloodrush held with no damage on the opposing hero")
        if self.hurts_hero:
            self.fail("Bloodrush held in a deck whose cards damage your own hero too")

    def on_hero_undamaged(self, c: int) -> None:
        """"While your hero is undamaged" held: no card of the deck damages your own hero."""
        if self.hurts_hero:
            self.fail("'your hero is undamaged' held in a deck whose cards damage your own hero too")

    # --- combat
    def on_combat(self, t: int) -> None:
        self.in_combat = True

    def on_hero_attack(self, t: int) -> None:
        self.hero_may_attack()
        self.hero_tapped = True
        self.hero_owed = False             # (a hero readied as an ally entered: its attack is this one)
        self.hero_att_turn = self.t

    def on_exhaust_hero(self, c: int) -> None:
        self.hero_may_attack()
        if self.hero_tapped:
            self.fail(f"{self.card(c).name}'s cost exhausts a hero that attacked or is exhausted already")
        self.hero_tapped = self.hero_paid = True

    def on_last_words(self, uid: int, c: int) -> None:
        """An ally's "when this ally is destroyed, ..." (its text has it): only as that very ally leaves play."""
        card = self.card(c)
        if not any(e.get("when") == "destroyed" for e in fx(card)):
            self.fail(f"{card.name} acts as it is destroyed, which its text does not say")
        if self.left != c or uid in self.play:
            self.fail(f"{card.name}'s 'when destroyed' fired while it did not just leave play")

    def on_ready_power(self, src_uid: int, src: int, target_uid: int) -> None:
        """An ally's "[Exhaust] -> ready another target ally": its text has that power, it is in play, it did not
        attack this turn (its [Exhaust] cost, CR 302.2 / 602.1), it readies another, and it is exhausted now."""
        card = self.card(src)
        if not any(e["do"] == "ready" and e.get("to") in ("ally", "allies") and e.get("exhaust") for e in fx(card)):
            self.fail(f"{card.name} uses a ready-another-ally power its text does not have")
        if src_uid not in self.play:
            self.fail(f"{card.name} uses its power from outside play")
        if self.attacked.get(src_uid) == self.t:
            self.fail(f"{card.name} exhausts for its power after it attacked (CR 602.1)")
        if self.entered.get(src_uid, -1) >= self.t:
            self.fail(f"{card.name} exhausts for its power the turn it entered play (CR 302.2)")
        if target_uid == src_uid:
            self.fail(f"{card.name} readies itself with a power that readies another ally")
        self.attacked[src_uid] = self.t        # exhausted: it can't attack this turn

    def on_readied(self, uid: int, src: int) -> None:
        if not any(e["do"] == "ready" for e in fx(self.card(src))):
            self.fail(f"{self.card(src).name} readies an ally but its text has no ready effect")
        self.attacked.pop(uid, None)
        self.stuck.discard(uid)

    def on_attack(self, uid: int, c: int, entered: int, t: int, how: str) -> None:
        card = self.card(c)
        if uid not in self.play:
            self.fail(f"{card.name} attacks from outside play")
        if self.attacked.get(uid) == t:
            self.fail(f"{card.name} attacks again while exhausted from its attack (CR 602.1)")
        self.attacked[uid] = t
        self.ally_attacks += 1
        self.pump_settled(uid)
        self.att_by_card[(t, c)] = self.att_by_card.get((t, c), 0) + 1
        if self.tired_at.get(uid) == t:
            self.fail(f"{card.name} attacks the turn a trigger exhausted it")
        effects = fx(card)
        if any(e["do"] == "no_ready" for e in effects):
            if uid in self.stuck:
                self.fail(f"{card.name} attacks again, but it can't ready during your ready step")
            self.stuck.add(uid)
        woken = self.woken.get(uid) == t
        paid = getattr(self, "o_paid", None) == (uid, t)     # (its cards in a graveyard removed: audit_opp)
        if any(e["do"] == "cant_attack" and "to" not in e and not (woken and e.get("unless") == "readied")
               and not (paid and e.get("unless") == "remove")
               and not (e.get("unless") == "atk" and self.strong_other(uid, e.get("n", 0))) for e in effects) or any(
                tag.startswith("Mount") or "Totem" in tag for tag in card.tags):
            self.fail(f"{card.name} can't attack (CR 302.3, 305.3a)")
        if any(e["do"] == "cant_attack" and e.get("to") == "all" for p in self.play.values() for e in fx(self.card(p))):
            self.fail(f"{card.name} attacks while heroes and allies can't attack")
        if entered >= t:
            printed = any(e["do"] == "ferocity" and "to" not in e for e in effects)
            group = any(e["do"] == "ferocity" and e.get("to") == "allies" and matches(card, e)
                        for p in self.play.values() for e in fx(self.card(p)))
            ok = {"ferocity": printed, "group": group, "granted": True,
                  "now": self.attacks_now(uid, t)}.get(how, False)
            if not ok:
                self.fail(f"{card.name} attacks the turn it entered play without Ferocity (CR 302.2)")

    def strong_other(self, uid: int, n: int) -> bool:
        """Do you control another ally than uid of printed ATK n or more ("can't attack unless you control another
        ally with 6 or more ATK")?"""
        return any(u != uid and is_ally(self.card(c)) and isinstance(self.card(c).atk, int)
                   and self.card(c).atk >= n for u, c in self.play.items())

    def _ongoing_bound(self, card, uid: int) -> int:
        """The most ongoing ATK the texts of the cards in play give an attacking ally (`card`, uid >= 0) or your
        hero (card None): their plain "+n ATK" / Assault to your allies, your hero, or both, of a group it is of
        ("+X, X its printed ATK / cost": that ally's). `other` leaves out the attacking ally, and a copy's "-n ATK"
        too (the engine reads `other` as that card's copies left out: "allies not named Shattrath City Peacekeeper
        have -1 ATK"; a "+n" from a copy stays in the bound, which the engine errs under)."""
        most = 0
        for u, c in list(self.play.items()) + [(-2, c) for c in self.lasting]:
            for e in fx(self.card(c)):
                if e["do"] != "atk_bonus" or e.get("until") != ("ongoing" if u != -2 else "game") or any(
                        k in e for k in ("per", "pay", "when", "exhaust")) or "cond" in e and not (
                        e["cond"] == "hero_is" and "cfilt" in e and self.hero is not None
                        and matches(self.hero, dict(e["cfilt"]))):
                    continue        # (a condition on your hero's faction or class, met: "Horde: Allies with ...")
                to = e.get("to")
                filt = {k: e[k] for k in ("faction", "class", "tag", "icon", "keyword") if k in e}
                if card is None:
                    ok = to == "hero" or to == "party" and (not filt or self.hero is not None
                                                              and matches(self.hero, filt))
                else:
                    ok = to in ("allies", "party") and matches(card, filt) and not (e.get("other") and (
                        u == uid or self.play.get(uid) == c and isinstance(e.get("n"), int) and e["n"] < 0)) \
                        and not (e.get("hero_class") and not (self.hero is not None
                                                               and set(self.hero.char_class) & set(card.char_class)))
                if ok and e.get("n") == "X" and card is not None and e.get("x") in ("atk", "cost"):
                    most += getattr(card, e["x"]) if isinstance(getattr(card, e["x"]), int) else 0
                elif ok:
                    most += e.get("n", 0) if isinstance(e.get("n"), int) else 0
        return most

    def on_lasting(self, c: int) -> None:
        """A played ability's "+n ATK" for the rest of the game: its text has one (with no duration)."""
        if not any(e["do"] == "atk_bonus" and e.get("until") == "game" for e in fx(self.card(c))):
            self.fail(f"{self.card(c).name} gives ATK for the rest of the game, which its text does not")
            return
        self.lasting.append(c)

    def on_ongoing(self, uid: int, c: int, amount: int) -> None:
        """An ally's attack counts ongoing group ATK ("allies you control have Assault 1"): no more than the cards
        in play whose texts give it to that ally."""
        most = self._ongoing_bound(self.card(c), uid)
        if amount > most:
            self.fail(f"{self.card(c).name} attacks with +{amount} ongoing ATK; the cards in play give it {most}")

    def on_hero_ongoing(self, amount: int) -> None:
        """Your hero's attack counts ongoing ATK ("your hero and allies have Assault 2"): no more than the cards in
        play whose texts give it to your hero."""
        most = self._ongoing_bound(None, -1)
        if amount > most:
            self.fail(f"your hero attacks with +{amount} ongoing ATK; the cards in play give it {most}")

    def on_group_pump(self, c: int, uid: int, gain: int, att_uids: tuple, hero: int = 0) -> None:
        """A group ATK power ("allies in your party have +2 ATK this turn"): its text has it, its card is in play,
        the gain is its n for each attack this turn of an ally in play its filter takes ("other": not itself); an
        [Exhaust] one used once a turn, by an ally that neither attacked nor entered this turn (CR 302.2), which
        is exhausted then (it can't attack)."""
        card = self.card(c)
        powers = [e for e in fx(card) if e["do"] == "atk_bonus" and e.get("to") in ("allies", "party") and "pay" in e
                  and e.get("until") == "turn"]
        if not powers:
            self.fail(f"{card.name} uses a group ATK power its text does not have")
            return
        e = powers[0]
        if self.play.get(uid) != c:
            self.fail(f"{card.name} uses its group ATK power from outside play")
        if e.get("exhaust") and self.struck_turn == self.t and c in self.struck_with:
            self.fail(f"{card.name} exhausts for its group ATK power after your hero struck with it (CR 303.2)")
        filt = {k: e[k] for k in ("faction", "class", "tag", "icon") if k in e}
        for u in att_uids:
            if self.attacked.get(u) != self.t or u not in self.play or not matches(self.card(self.play[u]), filt) \
                    or (e.get("other") and u == uid):
                self.fail(f"{card.name}'s group ATK power counted an ally that did not attack or that it does not take")
                break
        if hero and e.get("to") != "party":
            self.fail(f"{card.name}'s group ATK power counted your hero, which its text does not reach")
        if gain != e.get("n", 0) * (len(att_uids) + hero):
            self.fail(f"{card.name}'s group ATK power gave {gain} for {len(att_uids)} attack(s) of +{e.get('n')}")
        if e.get("turn"):       # "Once per turn: ..."
            if self.wake_used.get(uid) == self.t:
                self.fail(f"{card.name}'s once-per-turn group ATK power used twice this turn")
            self.wake_used[uid] = self.t
        if e.get("exhaust"):
            self.exhausts_for_power(card, uid)
            if is_ally(card):
                self.attacked[uid] = self.t        # exhausted: it can't attack this turn

    def on_ready_hero(self, c: int, uid: int) -> None:
        """Your hero readied after it attacked (it strikes again): by a card whose text readies your hero; an ally's
        [Exhaust] power (uid >= 0) only from an ally in play that neither attacked nor entered this turn (302.2)."""
        card = self.card(c)
        if not any(e["do"] == "ready" and e.get("to") == "hero" for e in fx(card)):
            self.fail(f"{card.name} readies your hero but its text has no such effect")
        if not self.hero_tapped:     # (a hero attacking with no weapon: its attack's event is the combat's damage,
            self.hero_owed = True     # next; checked at the end of the turn)
        if uid >= 0:
            if self.play.get(uid) != c or self.attacked.get(uid) == self.t or self.entered.get(uid, self.t) >= self.t:
                self.fail(f"{card.name} exhausts for its power while exhausted, out of play or the turn it entered")
            self.attacked[uid] = self.t
        self.hero_readied = True

    def on_strike(self, weapons: tuple) -> None:
        self.hero_may_attack()
        self.check_late_strike(weapons)
        if self.struck_turn == self.t and not self.hero_readied:
            self.fail("your hero struck again this turn without being readied (CR 602.1)")
        self.hero_readied = False
        ws = [self.card(w) for w in weapons]
        kinds = {"ranged" if any(t.startswith("Ranged") for t in w.tags) else "melee" for w in ws}
        if len(kinds) > 1:
            self.fail("struck with a Melee and a Ranged weapon together (CR 406.6)")
        dual = self.dual_now()
        if len(ws) > 1 and not (kinds <= dual or ("melee" in kinds and "two-handed" in dual)):
            self.fail(f"struck with {len(ws)} weapons without dual wield (CR 303.2c)")
        if len(ws) > 2:
            self.fail(f"struck with {len(ws)} weapons")
        if self.hero_paid and self.struck_turn != self.t:
            self.fail("your hero struck after it was exhausted to pay a cost this turn (CR 302.2)")
        self.hero_tapped = True
        before = self.struck_with if self.struck_turn == self.t else ()
        self.struck_turn, self.struck_with = self.t, before + tuple(weapons)
        if self.less_owed:
            self.strike_spent(tuple(weapons))

    def on_quest_up(self, q: int) -> None:
        """A quest just completed turned face up again: the first you completed this turn, and an ally of yours in
        play has "When you complete your first quest each turn, you may turn it face up"."""
        if self.card(q).type != "Quest":
            self.fail(f"{self.card(q).name} turned face up as a quest")
        if self.q_up_turn == (self.games, self.t):
            self.fail("a second quest turned face up again this turn (only the first completed each turn)")
        self.q_up_turn = (self.games, self.t)
        if not any(e["do"] == "face_up" and e.get("when") == "quest" for c in self.play.values()
                   for e in fx(self.card(c))):
            self.fail(f"{self.card(q).name} turned face up again with no card in play whose text does it")

    def on_tap_power(self, c: int) -> None:
        """A card's [Exhaust] power used after combat: not a weapon your hero struck with this turn, which the strike
        exhausted (CR 303.2, 701.3)."""
        if self.struck_turn == self.t and c in self.struck_with:
            self.fail(f"{self.card(c).name}'s [Exhaust] power used after your hero struck with it this turn "
                      "(CR 303.2, 701.3)")

    def on_strike_trigger(self, c: int) -> None:
        """A `when: strike` trigger fires only after your hero struck this turn: a weapon's own only when it was
        one of the weapons struck, another card's only while it is in play."""
        card = self.card(c)
        if not any(e.get("when") == "strike" for e in fx(card)):
            self.fail(f"{card.name} fired a strike trigger its text does not have")
        if self.struck_turn != self.t:
            self.fail(f"{card.name}'s strike trigger fired in a turn your hero did not strike")
        elif card.strike_cost is not None and card.type == "Equipment" and c not in self.struck_with:
            kinds = {e["on_tag"] for e in fx(card) if e.get("when") == "strike" and "on_tag" in e}
            if not any(any(t.startswith(k) for k in kinds for t in self.card(w).tags) for w in self.struck_with):
                # ("when you strike with this or another Ranged weapon": a strike with a Ranged weapon)
                self.fail(f"{card.name}'s trigger fired though your hero struck with another weapon")
        if c not in self.play.values():
            self.fail(f"{card.name}'s strike trigger fired from outside play")

    def on_hit_trigger(self, c: int, dealt: int) -> None:
        """An ally's trigger on its combat damage fires only for an ally that attacked this turn, with damage."""
        card = self.card(c)
        if not any(e.get("when") == "hits" or e.get("when") == "attack" and e["do"] == "ready_resource"
                   for e in fx(card)):
            self.fail(f"{card.name} fired a combat-damage trigger its text does not have")
        if dealt <= 0 or not any(t == self.t and self.play.get(uid) == c for uid, t in self.attacked.items()):
            self.fail(f"{card.name}'s combat-damage trigger fired though it dealt no combat damage this turn")

    # --- counted ATK and doubled damage
    def on_per_atk(self, w: int, amount: int, k: int) -> None:
        """A weapon's own "+n ATK for each ..." as it strikes: the weapon in play, its text's n times a count the
        checker's picture of the game allows."""
        card = self.card(w)
        if w not in self.play.values():
            self.fail(f"{card.name}'s counted ATK while it is not in play")
        own = [e for e in fx(card) if e["do"] == "atk_bonus" and e.get("to") == "self" and "per" in e]
        if not own:
            self.fail(f"{card.name} has a counted ATK its text does not have")
            return
        e = own[0]
        if amount != e.get("n", 0) * k or k > self.count_bound(e):
            self.fail(f"{card.name}: +{amount} ATK for {k} counted, its text allows {self.count_bound(e)}")


    def count_bound(self, e: dict) -> int:
        """What a count ("for each ...") comes to in the checker's picture of the game."""
        filt = {k: e[k] for k in ("faction", "class", "classes", "class_icon", "tag", "icon", "type", "cost_min", "atk_min") if k in e}
        per = e["per"]
        if per in ("resource", "res_down"):
            return self.res         # (face-down ones: at most as many)
        in_play = [self.card(c) for c in self.play.values()]
        if per == "ally":
            filt.setdefault("type", "ally")
        if per == "highest":
            return max((x.cost for x in in_play if matches(x, filt) and isinstance(x.cost, int)), default=0)
        if per not in ("ally", "equipment", "card"):
            return 1 << 30          # (hand, graveyard, quests: not followed here)
        n = sum(1 for x in in_play if matches(x, filt)) + int(bool(e.get("self")))
        if e.get("hero") and self.hero is not None and matches(self.hero, {k: v for k, v in filt.items() if k != "type"}):
            n += 1
        return n


    def on_weapon_cond(self, w: int, n: int) -> None:
        """A weapon's own "+n ATK while ...": the weapon in play, its text's n under a condition."""
        card = self.card(w)
        if w not in self.play.values():
            self.fail(f"{card.name}'s ATK while a condition holds, while it is not in play")
        own = [e.get("n", 0) for e in fx(card) if e["do"] == "atk_bonus" and e.get("to") == "self" and "cond" in e]
        if not own or n > max(own):
            self.fail(f"{card.name} has +{n} ATK under a condition, its text says {own}")

    def on_strike_less(self, w: int, n: int) -> None:
        """A weapon's own "you pay n less to strike with this weapon while ...": the weapon in play, its text's n."""
        card = self.card(w)
        if w not in self.play.values():
            self.fail(f"{card.name} strikes for less while it is not in play")
        own = [e.get("n", 0) for e in fx(card) if e["do"] == "cost_less" and e.get("what") == "strike" and e.get("own")]
        if not own or n > max(own):
            self.fail(f"{card.name} strikes for {n} less, its text says {own}")

    def on_double(self, m: int, hero: bool, combat: bool, ability: bool, bits: int) -> None:
        """Damage doubled m times: the cards in play whose text doubles such damage, no more."""
        want = 1
        for c in self.play.values():
            for e in fx(self.card(c)):
                if e["do"] != "dmg_boost" or not e.get("double"):
                    continue
                who, scope = e.get("who", "any"), e.get("scope")
                if (who == "hero" and not hero) or (who == "allies" and hero):
                    continue
                if (scope == "non-combat" and combat) or (scope == "combat" and not combat) or \
                        (scope == "ability" and not ability) or (scope == "weapon" and not (combat and hero)):
                    continue
                types = str(e.get("types", "")).split()
                if types and not any(DAMAGE_BITS[t] & bits for t in types):
                    continue
                want *= 2
        if m > want:
            self.fail(f"damage doubled {m} times where the cards in play double it {want} times")

    def on_end(self, t: int, hand: int) -> None:
        self.settle_owed()
        if +self.lent:
            self.fail(f"{sorted(self.card(c).name for c in self.lent.elements())} still in hand from the graveyard")
        most = 7 + sum(e.get("n", 0) for c in self.play.values() for e in fx(self.card(c)) if e["do"] == "hand_size")
        if hand > most:
            self.fail(f"{hand} cards in hand at the end of the turn (CR 503.2a)")
        if self.discards_hand and hand:
            self.fail(f"{hand} cards in hand at the end of a turn whose ability discards the hand")
        if self.hero_owed:
            self.fail("a card readied your hero, which did not attack this turn (CR 602.1)")
        self.check_drawbacks()
        self.check_counters()
        self.check_weapons()

    # --- the graveyard (graveyard.py)
    def on_quest_gone(self, q: int, res: int, avail: int) -> None:
        """A quest destroyed to complete it: its text's cost, one resource fewer (the quest was one)."""
        card = self.card(q)
        cost = [e for e in fx(card) if e["do"] == "sacrifice" and e.get("what") in ("self", "resource")]
        if not cost or card.type != "Quest":
            self.fail(f"{card.name} destroyed as it completes, which its text does not say")
        if self.owed is not None and self.owed[0] == q and self.owed[1:] == (1, 0):
            self.owed = None
        self.res -= cost[0].get("n", 1) if cost else 1
        self.ready = min(self.ready, self.res)
        if (res, avail) != (self.res, self.ready):
            self.fail(f"{card.name} destroyed: the engine has {res} resources ({avail} ready), the checker "
                      f"{self.res} ({self.ready})")

    def on_regrown(self, c: int, x: int, grave: tuple) -> None:
        """A costly power put card x from the graveyard into the hand: one its text takes, that was there."""
        card = self.card(c)
        takes = [e for e in fx(card) if e["do"] == "regrow" and "pay" in e]
        if x not in grave or not takes or not self.returnable(takes[0], (x,)):
            self.fail(f"{card.name}'s power returned {self.card(x).name}, which its text does not take from the graveyard")

    def on_lent(self, c: int, grave: tuple) -> None:
        card = self.card(c)
        if c not in grave or not any(e["do"] == "from_grave" for e in fx(card)):
            self.fail(f"{card.name} played from the graveyard, which its text does not allow (or not there)")
        self.lent[c] += 1

    def on_artifact(self, c: int, grave: tuple) -> None:
        card = self.card(c)
        if c not in grave or not any(e["do"] == "from_grave" and not e.get("removed") for e in fx(card)):
            self.fail(f"{card.name} played from the graveyard, which its text does not allow (or not there)")

    def on_unlent(self, c: int) -> None:
        self.lent[c] -= 1

    def on_exiled(self, c: int) -> None:
        if self.lent[c] <= 0 or not any(e["do"] == "from_grave" and e.get("removed") for e in fx(self.card(c))):
            self.fail(f"{self.card(c).name} removed from the game, not played from the graveyard")
        self.lent[c] -= 1

    def on_back(self, c: int, h: int, grave: tuple) -> None:
        """"Discard a weapon -> put this ability from your graveyard into your hand": its text's power, on your turn,
        from the graveyard, for a discarded card of the kind it names."""
        card = self.card(c)
        power = [e for e in fx(card) if e["do"] == "regrow" and e.get("own") and "discard" in e]
        if c not in grave or not power:
            self.fail(f"{card.name} put back from the graveyard by a power its text does not have (or not there)")
            return
        d = power[0]["discard"]
        if not matches(self.card(h), {"type": d.get("what", "card"), **{k: d[k] for k in ("tag",) if k in d}}):
            self.fail(f"{card.name}'s power paid with {self.card(h).name}, not the card its text names")

    def on_tcond(self, c: int, grave: tuple, allies: tuple) -> None:
        """Tokens made under a condition: the graveyard count it names holds (CR 707.1d)."""
        card = self.card(c)
        for e in fx(card):
            if e["do"] == "token" and e.get("cond") == "in_graveyard" and "count" in e:
                filt = {k: e[k] for k in ("type", "faction", "class", "tag", "icon") if k in e}
                if sum(matches(self.card(x), filt) for x in grave) < e["count"]:
                    self.fail(f"{card.name}'s tokens put into play with fewer than {e['count']} such cards in the graveyard")

    def on_att_death(self, c: int, uid: int) -> None:
        """An attachment's trigger as its ally is destroyed: it was attached to that ally, which just left play."""
        card = self.card(c)
        if uid in self.play or c not in self.attached.get(uid, ()) or not any(
                e.get("when") == "attached_dies" for e in fx(card)):
            self.fail(f"{card.name} triggered for an ally it was not attached to, or one still in play")

    def on_wake(self, c: int, uid: int, target: int) -> None:
        """A once-a-turn power ("Once per turn, on your turn: 3 -> ... Ready a Ghoul you control"): its text's, by a
        card in play, once a turn; the ally it readies in play, of the kind its text readies, not attacked yet."""
        card = self.card(c)
        power = [e for e in fx(card) if e.get("turn")]
        if not power or uid not in self.play or self.wake_used.get(uid) == self.t:
            self.fail(f"{card.name}'s once-a-turn power used twice, from outside play, or not its text's")
        self.wake_used[uid] = self.t
        if target < 0:
            return
        ready = [e for e in power if e["do"] == "ready"]
        filt = {k: e[k] for e in ready for k in ("tag", "faction", "class") if k in e}
        if target not in self.play or not ready or not matches(self.card(self.play[target]), filt) \
                or self.attacked.get(target) == self.t:
            self.fail(f"{card.name}'s power readied an ally its text does not take")
        self.woken[target] = self.t

    def check_drawbacks(self) -> None:
        """At the end of your turn: no ally left that leaves at the end of your turn (unconditionally), none with
        0 health from the cards that lower your allies' health (CR 410.6a)."""
        cuts = [(uid, e.get("n", 1), e.get("to")) for uid, c in self.play.items() for e in fx(self.card(c))
                if e["do"] == "hp_less" and e.get("to") != "attached" and "per" not in e   # (attached: the opposing
                and e.get("until") != "turn"]   # hero's; per: an ally's own count, `audit_opp`; until turn: a power's
        # "-1 health this turn", weaken.py, on that hero)
        for uid, c in self.play.items():
            card = self.card(c)
            if not is_ally(card):
                continue
            if any(e["do"] == "leave" and e.get("when") == "turn_end" and "cond" not in e for e in fx(card)) \
                    and not (self.eot_from[0] == self.t and uid > self.eot_from[1]):
                self.fail(f"{card.name} still in play at the end of the turn it should leave (CR 503.1)")
                # (one that entered once the end step's triggers began, a token copy of one they destroyed: its
                #  "at the end of your turn" waits for the next end step)
            health = card.health if isinstance(card.health, int) else 0
            cut = sum(n for src, n, to in cuts if not (to == "others" and src == uid))
            if cuts and health - cut <= 0:
                self.fail(f"{card.name} in play with {health - cut} health (CR 410.6a)")

    def check_uniqueness(self) -> None:
        cards = [self.card(c) for c in self.play.values()]
        names = Counter(c.name for c in cards if "Unique" in c.tags)
        for name, n in names.items():
            if n > 1:
                self.fail(f"{n} copies of Unique {name} in play (CR 414.3a)")
        counts: Counter = Counter()
        limit: dict[str, int] = {}
        for c in cards:
            for tag in c.tags:
                m = _LIMIT.match(tag)
                if m:
                    counts[m.group(1)] += 1
                    limit[m.group(1)] = int(m.group(2))
        dual = self.dual_now() if counts else set()
        for tag, n in counts.items():
            allowed = limit[tag] + (self.more_of(tag) if n > limit[tag] else 0)
            one_handed = [c for c in cards if f"{tag} ({limit[tag]})" in c.tags and "1H Weapon" in c.tags]
            if tag == "Melee" and "melee" in dual and len(one_handed) == n:
                allowed = 2                # 406.2: two One-Handed Melee weapons
            if tag == "Ranged" and "ranged" in dual:
                allowed = 2                # 406.4
            if n > allowed:
                self.fail(f"{n} cards with the {tag} ({limit[tag]}) tag in play (CR 414.3b)")
        if any("2H Weapon" in c.tags for c in cards) and any(any(t.startswith("Off-Hand") for t in c.tags)
                                                              for c in cards):
            self.fail("a Two-Handed and an Off-Hand card in play (CR 414.3c)")


def check_games(setup, hero, games: int, seed: int = 11) -> Checker:
    """Play `games` games of a setup under the checker (alternately on the play and on the draw)."""
    from deckcheck.wowtcg.goldfish.engine import Stats, play_game
    from deckcheck.wowtcg.goldfish.seeds import Numbers
    checker = Checker(setup.cc, hero)
    st = Stats(setup.turns, len(setup.cc))
    numbers = Numbers(seed)
    for g in range(games):
        checker.new_game()
        play_game(setup.cc, list(setup.deck), setup.policy, numbers.game(g), st, health=setup.health, first=g % 2 == 0,
                  hero_atk=setup.hero_atk, audit=checker)
    checker.stats = st
    return checker
