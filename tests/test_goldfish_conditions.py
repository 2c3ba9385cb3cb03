"""Issue 23, conditions, ready and powers: what the engine does not play is reported unmodelled (a non-hero card's
flip or once-per-game power, an activated Ferocity, a card's Dual Wield, "attached weapon has +n ATK", a weapon
entering play exhausted, a conditional reduction of other cards' costs), a condition on a named card checks the
name, and the new conditions are checked as the game stands."""
from __future__ import annotations


from deckcheck.wowtcg.effects import freeze
from deckcheck.wowtcg.goldfish.codes import C_CONTROL, PLAYED, UNMODELLED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.compile_facts import effect_cond
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck


def verdict(card, hero=None) -> str:
    return compile_cards([card], hero=hero).verdict[0]


def with_record(card, *abilities):
    """The card with a record of these abilities (the shape a review file would give it)."""
    return card._replace(effects=freeze({"text_hash": "0" * 12, "review": "read", "abilities": list(abilities)}))


def traces(setup, seeds=range(3)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def test_a_destroy_this_power_is_used_once_and_the_card_leaves_play(db):
    # "4, Destroy Super Mana Potion -> Draw four cards", "2, Destroy Master Cannoneer Boots -> 2 damage",
    # "Ongoing: 1, Destroy Mana Agate -> Draw 2 cards": the cost destroys the card (`destroy: {what: self}`, the
    # costs family), so each copy's power is used at most once, and the card is in the graveyard after it
    for name in ("Super Mana Potion", "Master Cannoneer Boots", "Rune of Zeth", "Mana Agate"):
        assert verdict(db[name]) == PLAYED, name
    lines = traces(make_setup(None, deck(db, ("Super Mana Potion", 20)), turns=10, health=10**6))
    used = [i for i, line in enumerate(lines) if line.startswith("  uses Super Mana Potion's power (pays 4)")]
    assert used and len(used) == sum(1 for line in lines if line.strip() == "Super Mana Potion is destroyed.")
    assert all(lines[i + 1:i + 3] == ["    destroys Super Mana Potion to pay for its power.",
                                      "    Super Mana Potion is destroyed."] for i in used)
    assert all(lines[i + 3].strip().startswith("draws") for i in used)       # then the cards drawn
    for game in _games(lines):      # never more uses than copies that entered play
        entered = sum(1 for line in game if line.startswith("  plays Super Mana Potion"))
        assert sum(1 for line in game if "uses Super Mana Potion's power" in line) <= entered
    boots = traces(make_setup(None, deck(db, ("Master Cannoneer Boots", 20)), turns=10, health=10**6), range(2))
    at = [i for i, line in enumerate(boots) if line.startswith("  uses Master Cannoneer Boots's power (pays 2)")]
    assert at
    # other once-per-game powers (Ferocity) are not played: unmodelled ("[Exhaust], Destroy Netherdrake Gloves -> a
    # 3/3 token": a costly power, played since issue 23's powers, tests/test_goldfish_powers.py)
    for name in ("The Firelord's Gift",):
        assert verdict(db[name]) == UNMODELLED, name
    # a hero's flip power is still the hero's (Ozzati: "Flip, 4 -> 1 damage")
    assert verdict(db["Ozzati"]) == PLAYED


def test_an_allys_activated_ferocity_is_played_and_others_are_not(db):
    # Nazuk Darkblood "2: this ally has Ferocity this turn", Jurpak "2 -> Target ally has Ferocity this turn": an
    # ally's power, used in combat on an ally that entered this turn (enter.py, tests/test_goldfish_enter.py);
    # Viciousness "1, [Exhaust]: target Worgen ally has Ferocity this turn" (an [Exhaust] power of a card that is no
    # ally, to a group): played since issue 23's powers (taps.ferocity, tests/test_goldfish_powers.py)
    for name in ("Nazuk Darkblood", "Jurpak", "Viciousness"):
        assert verdict(db[name]) == PLAYED, name
    # an ally's printed Ferocity is played
    fero = with_record(db["Nazuk Darkblood"], {"kind": "static", "actions": [{"do": "ferocity"}]})
    assert verdict(fero) == PLAYED


def test_a_cards_dual_wield_is_read_the_heros_too(db):
    # CR 406.2: "Your hero has Dual Wield" on a weapon or an ability is played (tests/test_goldfish_readying2.py), and
    # a weapon's bare "Dual Wield" keyword too (Buzzer Blade's reminder: "You can control a second one-handed Melee
    # weapon ..."); Two-Handed dual wield granted by a card is not played
    for name in ("Warp Splinter's Thorn", "To Arms!", "Dual Wield", "Tracker's Blade"):
        assert verdict(db[name]) == PLAYED, name
    assert verdict(db["Titan's Grip"]) == UNMODELLED
    hero = next(c for c in (db["Elendril"],) if c)
    dual = with_record(hero, {"kind": "static", "actions": [{"do": "dual_wield", "kind": "melee"}]})
    assert compile_cards([db["Tracker's Blade"]], hero=dual).hero_dual


def test_a_bonus_to_the_attached_weapon_is_unmodelled(db):
    # Bloody Grip-like: "Attach to target weapon. Attached weapon has +2 ATK": the engine has no bonus for one
    # weapon, so `to: attached` on a weapon attachment is lost (its `to: weapon` reading is played)
    grip = with_record(db["Bloody Grip"], {"kind": "played", "actions": [{"do": "attach", "target": {"to": "weapon"}}]},
                       {"kind": "static", "actions": [{"do": "atk_bonus", "n": 2, "until": "ongoing",
                                                        "target": {"to": "attached"}}]})
    assert verdict(grip) == UNMODELLED
    assert verdict(db["Bloody Grip"]) == PLAYED


def test_a_weapon_that_enters_exhausted_strikes_only_from_the_next_turn(db):
    # CR 303.2: striking exhausts the weapon, so one that enters exhausted can't strike the turn it enters (issue 23,
    # weapons: the engine plays it after combat, test_goldfish_weapons); one with an [Exhaust] power is unmodelled
    # (the engine does not follow a weapon's exhaustion for its powers)
    knives = with_record(db["Irontree Knives"], {"kind": "static", "actions": [{"do": "enters_exhausted"}]})
    assert verdict(knives) == PLAYED
    staff = with_record(db["Irontree Knives"], {"kind": "static", "actions": [{"do": "enters_exhausted"}]},
                        {"kind": "activated", "cost": {"pay": 1, "exhaust": 1}, "actions": [{"do": "draw", "n": 1}]})
    assert verdict(staff) == UNMODELLED
    # armor entering exhausted (its [Exhaust] power waits a turn) is played
    assert verdict(db["Girdle of the Queen's Champion"]) == PLAYED


def test_a_conditional_reduction_of_other_cards_is_unmodelled(db):
    # Arced War Axe: "While you control 3 or more allies, you pay 1 less to strike with this weapon": a reduction
    # of strike or card costs with a condition would apply always
    axe = with_record(db["Arced War Axe"], {"kind": "static", "condition": {"cond": "allies", "count": 3},
                                            "actions": [{"do": "cost_less", "n": 1, "what": "strike"}]})
    assert verdict(axe) == UNMODELLED
    # the card's own conditional reduction is checked (costs.reduction): Malazar Eldarch with a Pet
    assert verdict(db["Malazar Eldarch"]) == PLAYED


def test_a_condition_on_a_named_card_checks_the_name(db):
    cards = [db["Erytheis"], db["Voss Treebender"]]
    assert effect_cond({"cond": "control", "name": "Erytheis"}, cards) == (C_CONTROL, frozenset({0}))
    assert effect_cond({"cond": "control", "name": "Nobody"}, cards) == (C_CONTROL, frozenset())
    assert effect_cond({"cond": "control", "type": "ally"}, cards) == (C_CONTROL, frozenset({0, 1}))


# --- the new conditions, on the cards rewritten with them ---------------------------------------------------------

def game_of(db, *names):
    """A game at turn 3 over the named cards (card id = position), nothing in play yet."""
    import random as _random
    from deckcheck.wowtcg.goldfish.engine import Stats
    from deckcheck.wowtcg.goldfish.policies import CURVE
    from deckcheck.wowtcg.goldfish.state import Game
    cc = compile_cards([db[n] for n in names])
    g = Game(cc, list(range(len(names))) * 3, CURVE, _random.Random(1), Stats(10, len(cc)), health=10**6,
             first=True, hero_atk=0, log=None, watch=None, drawn=None, audit=None)
    g.t = 3
    return g


def test_only_ally_halnar_stands_alone_has_plus_3_atk_only_while_alone(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    g = game_of(db, "Halnar Stands-Alone", "Voss Treebender")
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == db["Halnar Stands-Alone"].atk + 3
    g.enter(1, 1)            # another ally: no bonus
    assert attack_value(g, 0, 0) == db["Halnar Stands-Alone"].atk


def test_count_of_equipment_harbinger_sefu_has_ferocity_with_two_equipment(db):
    from deckcheck.wowtcg.goldfish.compile import compile_cards as cc_of
    cc = cc_of([db["Harbinger Sefu"], db["Arced War Axe"], db["Girdle of the Queen's Champion"]])
    # (unmodelled since the audit of seed 20270189 until allies3 read his Sentinel with three equipment)
    assert cc.verdict[0] == PLAYED
    g = game_of(db, "Harbinger Sefu", "Arced War Axe", "Girdle of the Queen's Champion")
    g.enter(0, 3)
    assert not g.cond_ok(g.cc.fero_cond[0], 0)
    g.enter(1, 2)
    assert not g.cond_ok(g.cc.fero_cond[0], 0)      # one equipment is not two
    g.enter(2, 2)
    assert g.cond_ok(g.cc.fero_cond[0], 0)
    # in games: Sefu attacks the turn it enters only with two equipment in play (the trace says Ferocity)
    lines = traces(make_setup(None, deck(db, ("Harbinger Sefu", 20), filler="Voss Treebender"), turns=8,
                              health=10**6))
    assert not any("Harbinger Sefu" in line and "Ferocity" in line for line in lines)


def test_count_in_graveyard_furbolg_firecaller_and_furbolg_shaman(db):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    g = game_of(db, "Furbolg Firecaller", "Voss Treebender")
    g.enter(0, 1)
    g.grave = [1, 1, 1]
    assert attack_value(g, 0, 0) == db["Furbolg Firecaller"].atk          # three cards: no Assault
    g.grave.append(1)
    assert attack_value(g, 0, 0) == db["Furbolg Firecaller"].atk + 2      # four: Assault 2
    # Furbolg Shaman deals 5 as it enters only with five or more cards in your graveyard: an early game with no
    # graveyard never sees it deal damage
    lines = traces(make_setup(None, deck(db, ("Furbolg Shaman", 30)), turns=8, health=10**6))
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Furbolg Shaman")]
    assert plays and not any(lines[i + 1].strip().startswith("deals 5") for i in plays)


def test_no_ready_resources_bronze_guardian_draws_only_with_every_resource_exhausted(db):
    g = game_of(db, "Bronze Guardian", "Voss Treebender")
    cond = g.cc.draw_cond[0]
    g.res, g.avail = 4, 1
    assert not g.cond_ok(cond, 0)
    g.avail = 0
    assert g.cond_ok(cond, 0)
    # in games: the draw happens exactly when the Guardian took the last ready resources
    lines = traces(make_setup(None, deck(db, ("Bronze Guardian", 30)), turns=8, health=10**6), range(4))
    assert any(line.startswith("  plays Bronze Guardian") for line in lines)


def test_quests_under_a_count_condition_wait_for_it(db):
    # Thieving Little Pluckers: "If you control two or more equipment: pay 2 to complete"
    g = game_of(db, "Thieving Little Pluckers", "Arced War Axe", "Girdle of the Queen's Champion")
    cond = g.cc.quest_cond[0]
    assert not g.cond_ok(cond)
    g.enter(1, 1)
    g.enter(2, 1)
    assert g.cond_ok(cond)
    # Setting an Example: three or more allies in your graveyard
    g = game_of(db, "Setting an Example", "Voss Treebender", "Arced War Axe")
    g.grave = [1, 1, 2]
    assert not g.cond_ok(g.cc.quest_cond[0])
    g.grave.append(1)
    assert g.cond_ok(g.cc.quest_cond[0])


# --- an ally's "[Exhaust] -> ready another target ally" ----------------------------------------------------------

def test_emree_readies_the_hardest_hitting_ally_which_attacks_again(db):
    from test_coverage_abilities_engine import audited
    # Emree "2, [Exhaust] -> Ready another target ally", with Durotar Frostblade (ATK 7): worth more than its own 2
    setup = make_setup(None, deck(db, ("Emree", 10), ("Durotar Frostblade", 20)), turns=10, health=10**6)
    lines = traces(setup, range(6))
    used = [i for i, line in enumerate(lines) if line.startswith("  uses Emree's power (pays 2)")]
    assert used, "Emree never readies an ally"
    assert all("readies and attacks again" in lines[i] and "Emree readies" not in lines[i] for i in used)
    # Emree stays out of combat the turn it uses the power: it is exhausted (its cost), never attacking too
    for turn in [t for t in turns_of(lines) if any(line.startswith("  uses Emree's power") for line in t)]:
        assert not any(line.startswith("  Emree readies") for line in turn)
    audited(setup, games=150)       # the checker: in play since before the turn, did not attack, another ally
    # Elder Tomas ([Exhaust], no payment): played too
    assert verdict(db["Elder Tomas"]) == PLAYED


def test_the_checker_refuses_a_ready_power_after_the_ally_attacked(db):
    from deckcheck.wowtcg.goldfish.audit import Checker
    setup = make_setup(None, deck(db, ("Emree", 10)), turns=4, health=10**6)
    emree = setup.cc.names.index("Emree")
    checker = Checker(setup.cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, emree, 1))
    checker(("enter", 2, emree, 1))
    checker(("turn", 2))
    checker(("attack", 1, emree, 1, 2, ""))
    checker(("ready_power", 1, emree, 2))
    assert any("exhausts for its power after it attacked" in b for b in checker.breaches)
    checker(("ready_power", 2, emree, 2))
    assert any("readies itself" in b for b in checker.breaches)


def test_an_allys_power_readying_your_hero_is_played_one_that_exhausts_your_hero_is_not(db):
    # Galway Steamwhistle "[Exhaust] -> Ready target hero (and one of your weapons)": the ally is held as it is
    # declared and uses it once your hero struck (readying.hero_again; tests/test_goldfish_readying2.py)
    galway = with_record(db["Galway Steamwhistle"], {"kind": "activated", "cost": {"pay": 0, "exhaust": 1},
                                                      "actions": [{"do": "ready", "target": {"to": "hero"}}]})
    assert verdict(galway) == PLAYED
    tapped = with_record(db["Galway Steamwhistle"], {"kind": "activated", "cost": {"pay": 0, "exhaust_hero": 1},
                                                      "actions": [{"do": "ready", "target": {"to": "hero"}}]})
    assert verdict(tapped) == UNMODELLED


def _games(lines):
    """The trace of several games cut into games (each starts at its turn 1)."""
    out: list[list[str]] = []
    for line in lines:
        if line.startswith("Turn 1:") or not out:
            out.append([])
        out[-1].append(line)
    return out


def test_quests_on_resources_you_control_and_an_empty_hand(db):
    # The End Time "If you control eight or more resources: Pay 1 to complete this quest. Reward: Draw a card";
    # Rescue the Earthspeaker! "If you have no cards in your hand: Pay 2 to complete this quest"
    from deckcheck.wowtcg.goldfish.codes import QUEST
    for name in ("The End Time", "Rescue the Earthspeaker!", "Orders From Lady Vashj"):
        assert verdict(db[name]) == PLAYED, name
    g = game_of(db, "The End Time", "Rescue the Earthspeaker!")
    assert g.cc.kind[0] == QUEST and g.cc.kind[1] == QUEST
    from deckcheck.wowtcg.goldfish.compile_facts import effect_cond
    end = effect_cond({"cond": "resources", "count": 8}, [db["The End Time"]])
    rescue = effect_cond({"cond": "hand_max", "count": 0}, [db["Rescue the Earthspeaker!"]])
    g.res, g.hand = 7, []
    assert not g.cond_ok(end) and g.cond_ok(rescue)
    g.res, g.hand = 8, [1]
    assert g.cond_ok(end) and not g.cond_ok(rescue)
