"""The codes the compiled per-card lists hold (`compile.Compiled`), and the card tests they are computed with.

Card kinds, ATK bonus targets, activated power kinds, attachment targets, conditions, damage boosts, what a
count counts, trigger events and weapon kinds are small ints, so the engine's inner loop compares ints. The
engine imports them from `compile`, which re-exports them.
"""
from __future__ import annotations

import re

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.model import STANDARD_RACES, Card

ALLY, ABILITY, WEAPON, GEAR, QUEST, OTHER = range(6)
KIND_NAMES = ("ally", "ability", "weapon", "armor/item", "quest", "other")
#: atk_bonus targets (TO_CODES: by the record's `to`)
TO_HERO, TO_ALLY, TO_ANY, TO_ALLIES, TO_WEAPON, TO_SELF, TO_ATTACHED, TO_PARTY = range(8)
TO_CODES = {"hero": TO_HERO, "ally": TO_ALLY, "any": TO_ANY, "allies": TO_ALLIES, "weapon": TO_WEAPON,
            "self": TO_SELF, "attached": TO_ATTACHED, "party": TO_PARTY}
#: activated power kinds (ACT_CODES: the actions a power can have)
ACT_DAMAGE, ACT_DRAW, ACT_ATK, ACT_READY, ACT_TOKEN, ACT_FERO, ACT_HERO_AGAIN, ACT_NEXT_LESS, ACT_REGROW = range(9)
ACT_READY_ALLY = 9      # an ally's "[Exhaust] -> ready another target ally" (readying.py)
ACT_GROUP_ATK = 10      # "[pay/Exhaust] -> allies (of a group) in your party have +n ATK this turn" (pumps.py)
ACT_READY_PET = 11      # "1, Exhaust your hero -> ready target Pet you control" of a permanent (readying.py)
ACT_CODES = {"damage": ACT_DAMAGE, "draw": ACT_DRAW, "atk_bonus": ACT_ATK, "ready_resource": ACT_READY,
             "token": ACT_TOKEN, "ferocity": ACT_FERO}
#: what an ability readies after it attacked (it attacks again): one ally, each ally, your hero (without
#: its weapons), your hero and its weapons (it strikes again)
R_ALLY, R_ALLIES, R_HERO, R_STRIKE = range(4)
#: attachment targets
ATT_NONE, ATT_ALLY, ATT_HERO, ATT_WEAPON = range(4)
#: conditions
C_NONE, C_CONTROL, C_HERO_DEALT, C_GRAVE, C_HERO_HIT, C_NEVER, C_ALLY_HIT, C_ALLIES, C_OPP_DMG, C_PLAYED, C_ABIL_DEALT = range(11)
#: The conditions `conditions.cond_more` checks: this ally is your only ally, N or more of your cards of a kind in
#: play, N or more cards of a kind in your graveyard, you control no ready resources; C_BLOODRUSH: an opposing
#: hero has more damage on it than your hero; C_HERO_UNDAMAGED: your hero has no damage on it.
C_ONLY_ALLY, C_COUNT, C_GRAVE_N, C_NO_READY, C_RES_N, C_HAND_MAX, C_HAND_MIN, C_BLOODRUSH, C_HERO_UNDAMAGED = range(11, 20)
#: (weapons) C_OPP_DEALT: the opposing hero was dealt damage this turn
C_OPP_DEALT = 20
#: two or more allies you control share a standard race (enter.py: Timewalker cards)
C_SHARED = 21
#: (C_DESTROYED, ally only 0/1): an ability, ally or equipment (an ally) you controlled was destroyed this turn
#: (`ally_died`: `destroyed` with `type: ally`)
C_DESTROYED = 22
#: an opponent went first this game (you are on the draw: `went_second`)
C_OPP_FIRST = 23
#: the opposing hero is exhausted (by a card of yours this turn, or held exhausted since: exhaust.py)
C_OPP_EXH = 24
#: (C_BOTH, cond, cond): both hold ("X is 3 plus the ATK of one of your Daggers" to "target exhausted hero": exhaust.py)
C_BOTH = 25
#: (C_KIND_PLAYED, kind bits): you played a card of these kinds this turn (1 << ALLY, WEAPON, GEAR: `Game.played_kinds`,
#: followed in a deck with such a condition only: `Compiled.any_kind_played`)
C_KIND_PLAYED = 26
#: you placed a resource face up this turn (a quest, or a Stash card: `Game.placed_up`; "When you place a resource face
#: up, this ally has +3 ATK and Sentinel this turn": White Camel)
C_PLACED_UP = 27
#: (C_PARTY_DEALT, type bits): your hero or an ally you control dealt damage of one of these types this turn
#: (`party_dealt`: your hero's as `hero_dealt`, and the damage types of your allies' attacks: `Game.party_types`)
C_PARTY_DEALT = 28
#: (an ally's end of your turn only, `compile_enter._turn_end`) this ally attacked this turn: its card id among this
#: turn's attacks (`Game.fight`, after combat). "At the end of each turn, Venomstrike deals 4 nature damage to each hero
#: it dealt damage to this turn": once a turn however often it attacked
C_ATTACKED = 29
#: the kinds a `played` condition's `type` names: their bits (ability: `played_n`; armor, item: not told apart)
PLAYED_KINDS = {"ally": 1 << ALLY, "equipment": 1 << WEAPON | 1 << GEAR, "weapon": 1 << WEAPON}
#: (statics) (C_KINDS, in your graveyard 0/1, (ids of each kind, ...), the card itself not counted 0/1): a card of
#: each kind at once ("while you control another ally, an ability, and an equipment"; "while an ability, ally, and
#: equipment are in your graveyard")
C_KINDS = 61
#: (statics) (C_HERO_DMG, n): your hero has n or more damage on it (a deck that never damages its own hero: never met)
C_HERO_DMG = 62
#: damage boosts: whose damage, which damage
B_HERO, B_PARTY, B_ALLIES, B_ANY = range(4)
S_ALL, S_NONCOMBAT, S_COMBAT, S_ABILITY, S_WEAPON = range(5)
#: what a count counts ("+1 ATK for each other ally in your party"): allies in your party, your
#: equipment, resources, cards in hand, cards in your graveyard, face-up quests, the highest cost among the
#: cards you control that pass the filter, your exhausted resources (PER_SOURCES: by the record's `per`)
P_ALLY, P_PERM, P_RES, P_HAND, P_GRAVE, P_QUEST, P_HIGH, P_EXH = 0, 1, 2, 3, 4, 5, 6, 8
#: the cards attached to the ally that has the bonus (per "attached": only an ally's own bonus and your allies'
#: ongoing one read it, so it is not in PER_SOURCES; its count tuple is (n, P_ATT, ids, 0, at most: 0 none))
P_ATT = 7
#: any card you control, allies and other cards in play ("for each Totem you control": Totem allies and abilities)
P_CARD = 9
#: (combat family) the abilities you played this turn ("for each other ability you've played this turn"); the highest
#: printed ATK among the cards you control that pass the filter ("X is the highest ATK among [Nature] cards you control")
P_PLAYED, P_TOPATK = 10, 11
#: the damage on the opposing hero ("+1 / +1 for each damage on opposing heroes"); half the health it has left, rounded
#: up ("damage equal to half of its remaining health, rounded up")
P_OPP_DMG, P_HALF_LEFT = 12, 13
#: (combat2) the combined printed ATK, cost or DEF of the cards you control that pass the filter ("+ATK equal to the
#: combined cost of other allies you control"): its count tuple's ids are {card id: that value}
P_SUM = 14
#: (opp) the cards in the opposing graveyard (the passive opponent's discards and the cards milled: `opp.py`)
P_OPP_GRAVE = 15
#: (dots) the cards in the opposing hand: the passive opponent keeps 7 at the start of your turn (`opp.hand`)
P_OPP_HAND = 16
#: your face-down resources: your resources less the face-up quests among them ("for each face-down resource you have")
P_RES_DOWN = 17
PER_SOURCES = {"ally": P_ALLY, "equipment": P_PERM, "resource": P_RES, "res_down": P_RES_DOWN, "hand": P_HAND,
               "grave": P_GRAVE, "quest": P_QUEST, "highest": P_HIGH, "exhausted": P_EXH, "card": P_CARD,
               "played": P_PLAYED, "top_atk": P_TOPATK, "opp_dmg": P_OPP_DMG, "half_left": P_HALF_LEFT,
               "sum_atk": P_SUM, "sum_cost": P_SUM, "sum_def": P_SUM, "opp_grave": P_OPP_GRAVE, "opp_hand": P_OPP_HAND}
#: triggers on your other cards: an ally entering play under your control, you playing a card of a kind
#: (you complete a quest; you attach an ability; EV_DIES: a non-token ally of yours is destroyed, audit only;
#: EV_PLACE: you place a resource; EV_PLACE_UP: you place a resource face up; EV_FLIP: a resource of yours is turned
#: face down: a quest completed, a Stash card, an ally's "turn a face-up resource face down")
EV_ENTERS, EV_PLAY, EV_QUEST, EV_ATTACH, EV_DIES, EV_PLACE, EV_PLACE_UP, EV_FLIP = range(8)
#: what an ally does when it is destroyed (`on_death`)
DEATH_DAMAGE, DEATH_DRAW, DEATH_TOKEN = range(3)
DEATH_PORTAL, DEATH_HAND, DEATH_PLAY, DEATH_RES = range(3, 7)   # Portal; back to hand / into play / a resource
DEATH_BACK = 11     # (dies) the destroyed ally from your graveyard into your hand at the end of the turn / next start
DEATH_DIG, DEATH_KILL, DEATH_COPY, DEATH_SHUFFLE = range(7, 11)   # reveal the top card and draw it if ...; destroy an ally; a copy;
#   your graveyard shuffled into your deck
#: weapon kinds (for the Melee (1) / Ranged (1) pair and dual wield, CR 303.2c, 406)
W_MELEE, W_RANGED = 1, 2
#: cost reductions by what they reduce
LESS_WHAT = {"ally": ALLY, "ability": ABILITY, "equipment": WEAPON, "quest": QUEST, "card": OTHER}
#: a cost reduction (`Compiled.less`) of n for each card a count counts ("You pay 1 less to complete quests for each
#: Druid and Hunter you control"): (QUEST_PER, n, 0, min, the count: `compile_facts.per_count`)
QUEST_PER = QUEST + 10
#: an ally's trigger on your first quest completed each turn (`Compiled.quest_first` bits): the resources paid ready
#: again (Chief Researcher Kartos), the quest turned face up again (Chief Researcher Amereldine)
QF_REFUND, QF_UP = 1, 2
EARLY_TYPES = (ALLY, ABILITY, WEAPON, GEAR)
DAMAGE_BITS = {t: 1 << i for i, t in enumerate(("Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow",
                                                "Melee", "Ranged"))}
_LIMIT = re.compile(r"(.+) \((\d+)\)$")
#: A card's text for the engine: actions it plays, text with no bearing on a passive opponent (or no text), or
#: text it does not model (the record says so, or the engine can't play an action of it)
PLAYED, NO_BEARING, UNMODELLED = VERDICTS = ("played", "no bearing", "unmodelled")
#: the groups of cards whose text coverage is counted (bench/effect_coverage.py, the review worklist), by type
COVERAGE_GROUPS = {"Ally": "allies", "Ability": "abilities", "Ability Ally": "abilities", "Equipment": "equipment",
                   "Quest": "quests"}
#: the filter words of a group ("Horde allies", "Ghouls", "[Arcane] allies": icon, the damage type of its ATK)
GROUP_KEYS = ("faction", "class", "tag", "icon", "classes", "class_icon", "keyword", "unattached")


def int_or_0(v) -> int:
    """`v` when it is an int (not a bool), else 0 (a record's "X", a missing number)."""
    return v if isinstance(v, int) and not isinstance(v, bool) else 0


def base_cost(cost) -> tuple[int, bool]:
    """(fixed part of the cost, has X): 3 -> (3, False); "X" -> (0, True); "1+X" -> (1, True)."""
    if cost is None:
        return 0, False
    if isinstance(cost, int):
        return cost, False
    text = str(cost).replace(" ", "")
    if "X" in text:
        head = text.split("+")[0] if "+" in text else "0"
        return (int(head) if head.isdigit() else 0), True
    return (int(text) if text.isdigit() else 0), False


def damage_bits(types) -> int:
    """The DAMAGE_BITS of damage type names ("Fire", "Frost", ...; other names add nothing)."""
    bits = 0
    for t in types:
        bits |= DAMAGE_BITS.get(t, 0)
    return bits


def standard_race(race: str | None) -> int:
    """The index in STANDARD_RACES (the races Echo and Rift count, CR glossary: Race) of the race a type line starts
    with ("Dwarf Warrior", a token's race and class: Dwarf; "Night Elf Echo": Night Elf; "Fel Orc": none); -1 for none."""
    for i, r in enumerate(STANDARD_RACES):
        if race and (race == r or race.startswith(r + " ")):
            return i
    return -1


def card_kind(card: Card) -> int:
    """ALLY, ABILITY, WEAPON (an Equipment tagged Weapon or with a strike cost), GEAR (other Equipment),
    QUEST or OTHER. A Totem is an ability ally (CR 305.3a: "Totem" on its type line), the older ones typed Ability
    with a Totem tag too (Searing Totem: Ability, Fire Totem (1)): it stays in play, can't attack, and counts as an
    ally you control."""
    t = card.type
    if t in ("Ally", "Ability Ally"):
        return ALLY
    if t == "Ability":
        return ALLY if is_totem(card) else ABILITY
    if t == "Equipment":
        if any("Weapon" in tag for tag in card.tags) or card.strike_cost is not None:
            return WEAPON
        return GEAR
    if t == "Quest":
        return QUEST
    return OTHER


def statless_weapon(card: Card) -> bool:
    """A weapon whose ATK and strike cost no source gives (Reign of Fire's Claws of Attack, Doomhammer): the engine
    can't strike with it."""
    return card.atk is None and card.strike_cost is None and card_kind(card) == WEAPON


def is_ally(card: Card) -> bool:
    """An ally, an ability ally or a Totem (`card_kind`)."""
    return card_kind(card) == ALLY


def is_totem(card: Card) -> bool:
    """Does the word "Totem" stand on the card's type line (CR 305.3a): in a tag ("Earth Totem (1)") or its race?"""
    return any("Totem" in t for t in card.tags) or bool(card.race and "Totem" in card.race)


def tag_limits(card: Card) -> list[tuple[str, int]]:
    """The card's "Tag (N)" type-line tags (CR 414.3b), e.g. [("Pet", 1)]."""
    out = []
    for t in card.tags:
        m = _LIMIT.match(t)
        if m:
            out.append((m.group(1), int(m.group(2))))
    return out


def _attaches(card: Card) -> bool:
    """Is the card an attachment ("Attach to ...": its record has an `attach` action)?"""
    return any(e["do"] == "attach" for e in flat_effects(card.effects))


def _attaches_own(card: Card) -> bool:
    """Does the card attach to a card you control: an ally of yours, your weapon, or your hero (`attach` to: hero is
    the opposing hero's unless it waits for your hero's hit or gives ATK: Blessing of Might)?"""
    fx = flat_effects(card.effects)
    return any(e["do"] == "attach" and (e.get("to") in ("ally", "any", "weapon") or e.get("cond") == "hero_hit"
                                        or any(x["do"] == "atk_bonus" for x in fx)) for e in fx)


def matches(card: Card, e: dict) -> bool:
    """Does `card` pass the effect's group filter (faction / class / tag: race, trait or tag; printed
    cost at least `cost_min`)?"""
    if "cost_min" in e and not (isinstance(card.cost, int) and card.cost >= int(e["cost_min"])):
        return False
    if "cost_max" in e and not (isinstance(card.cost, int) and card.cost <= int(e["cost_max"])):
        return False
    if "atk_min" in e and not (isinstance(card.atk, int) and card.atk >= int(e["atk_min"])):
        return False
    if "def_min" in e and not (isinstance(card.defense, int) and card.defense >= int(e["def_min"])):
        return False
    if "type" in e:
        want = e["type"]
        kind = card_kind(card)
        ok = {"card": True, "ally": kind == ALLY, "ability": kind == ABILITY or kind == ALLY and is_totem(card),
              "quest": kind == QUEST,
              "equipment": kind in (WEAPON, GEAR), "weapon": kind == WEAPON,
              "armor": "Armor" in card.tags, "item": "Item" in card.tags,
              "attachment": want == "attachment" and _attaches(card)}.get(want, False)
        if not ok:
            return False
    if "faction" in e and (e["faction"] not in card.faction if e["faction"] != "Neutral" else bool(card.faction)):
        return False        # (Neutral: a card of neither faction)
    if "icon" in e and card.damage != e["icon"]:
        return False
    # CR 206.1a: a hero or ally is a [class] card only with that class on its type line (Bloodclaw, a Pet with the
    # Hunter icon, is no Hunter); a card with no type-line class (an ability, an equipment) by its class icon ("when
    # you play a [Rogue] ability"); `class_icon`: the icon whatever the card ("[Hunter] Pets you control")
    if "class" in e or "classes" in e:
        own = card.char_class if card.is_hero or card.type in ("Ally", "Ability Ally") else card.classes
        if "class" in e and e["class"] not in own:
            return False
        if "classes" in e and not any(x in own for x in str(e["classes"]).split()):
            return False    # ("each Hunter and Warrior you control": one of the classes)
    if "class_icon" in e and e["class_icon"] not in card.classes:
        return False
    if e.get("unattached") and _attaches_own(card):
        return False        # ("target ability that's not attached to a friendly card")
    if "keyword" in e and not any(x["do"] == e["keyword"] and set(x) <= {"do", "n"} for x in flat_effects(card.effects)):
        return False        # ("allies with Ferocity": its own, printed and unconditional; statics)
    if "tag" in e:
        race = (card.race or "").lower().split()
        words = set(race) | {" ".join(race)} | {" ".join(race[i:i + 2]) for i in range(len(race) - 1)}  # Night Elf Worgen
        words |= {_LIMIT.sub(r"\1", t).lower() for t in card.tags} | {t.lower() for t in card.traits}
        words |= {_LIMIT.sub(r"\1", t).split()[-1].lower() for t in card.tags if " " in t.strip()}   # Fire Totem (1)
        words |= {c.lower() for c in card.char_class}
        if card.talent:         # a Talent's spec is on its type line ("Ability—Retribution Talent", CR 202.5)
            words.add(card.talent.lower())
        for want in str(e["tag"]).lower().split("|"):       # "Demon|Pet": a Demon or a Pet
            want = want[:-3] + "f" if want.endswith("ves") else want.rstrip("s")     # Dwarves, Night Elves
            if want in words or want + "s" in words:
                break
        else:
            return False
    return True

#: what an ally does at the end of your turn (`eot_leave`): nothing, destroyed, returned to your hand, returned
#: to your hand only if it has no damage on it; a weapon's (weapons.py): returned to your hand if your hero struck
#: with it this turn (Thrown), destroyed if no damage was dealt with it this turn
EOT_STAYS, EOT_DESTROY, EOT_HAND, EOT_HAND_UNDAMAGED, EOT_HAND_STRUCK, EOT_DESTROY_UNSTRUCK = range(6)

#: an `etb_bonus`'s n "double the ATK this turn" (`combat.Fight.gain`; an ally's as it enters: compile_attack)
DOUBLE_ATK = -2
#: (combat2) "When this ally attacks, put him into his owner's hand at the end of this turn" (`Game.att_back`)
EOT_HAND_ATTACKED = 6
