"""Issue 23, statics: a weapon's own "+n ATK for each ..." (`atk_bonus` to self with `per`, on a weapon), your
allies' ongoing "+n ATK for each ..." (`to: allies`), counts of allies with printed ATK n or more (`atk_min`) and of
the highest cost among cards you control (`per: highest`), your hero's or an ally's ATK while you have N or more
(or no) cards in hand (`hand_min`, `hand_max`), and "it deals double that much instead" (`dmg_boost` `double`)."""
from __future__ import annotations

from deckcheck.wowtcg.effects import freeze
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import DAMAGE_BITS, PLAYED, UNMODELLED, WEAPON
from deckcheck.wowtcg.goldfish.combat import Fight, attack_value, doubled, hero_strikes, weapon_atk
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.runner import make_setup
from test_goldfish_conditions import game_of
from test_goldfish_kinds import deck

NATURE, FIRE = DAMAGE_BITS["Nature"], DAMAGE_BITS["Fire"]
CARDS = ("Windrunner's Heartseeker", "Barim's Main Gauche", "Barnacle-Coated Greataxe", "Skullstealer Greataxe",
         "Mandokir's Tribute", "Felsteel Reaper", "The Perforator", "Caelestrasz", "Champion's Shout",
         "Strong-Handed Ring", "Nocturnal Gaze", "Scholar Krosiss", "Elemental Precision",
         "Merciless Gladiator's Gavel", "Bloodsurge", "Legacy of the Horde", "World in Flames",
         "Seraxa Brightmix", "Braeo Darkpaw",
         "Overpowered Chicken Splitter", "Arced War Axe", "Gurubashi Punisher",
         "Voldrethar, Dark Blade of Oblivion", "Burning Rage", "Arlen the Untamed", "Enduring Shout",
         "Tidus the Relentless", "Gurthalak, Voice of the Deeps", "Butcher's Cleaver",
         "Dirk's Command")


def in_play(db, names, *ids):
    """A game at turn 3 over the named cards (card id = position) with the cards `ids` entered on turn 1."""
    g = game_of(db, *names)
    for c in ids:
        g.enter(c, 1)
    return g


def test_the_cards_read_this_way_are_played(db):
    # (Merciless Gladiator's Battlegear, read here for its doubled weapon damage, is unmodelled since audA: its
    # [Exhaust] power exhausting the opposing hero isn't read; test_goldfish_audit_sample's seed 20270162; Elwynn
    # Huntsman, read here for his Unity Assault, is unmodelled since the audit of seed 20270189: his Sentinel isn't)
    for name in CARDS:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_a_weapon_has_atk_for_each_card_you_control_that_its_text_counts(db):
    # Windrunner's Heartseeker: "This weapon has +1 ATK for each Undead you control" (Benethor Draigo is Undead)
    g = in_play(db, ("Windrunner's Heartseeker", "Benethor Draigo", "Voss Treebender"), 0)
    assert weapon_atk(g, [0]) == 0
    g.enter(1, 1)
    g.enter(2, 1)
    assert weapon_atk(g, [0]) == 1
    g.enter(1, 2)
    assert weapon_atk(g, [0]) == 2
    # Barim's Main Gauche: +3 ATK for each ally you control with 6 or more ATK (Baradis Darkstone: 7)
    g = in_play(db, ("Barim's Main Gauche", "Baradis Darkstone", "Voss Treebender"), 0, 2)
    assert weapon_atk(g, [0]) == 1
    g.enter(1, 1)
    assert weapon_atk(g, [0]) == 1 + 3
    # Felsteel Reaper: +1 ATK for each resource you have
    g = in_play(db, ("Felsteel Reaper",), 0)
    g.res = 6
    assert weapon_atk(g, [0]) == 6
    # The Perforator: +X ATK, X the highest cost among Dragonkin allies you control (Azure Drake 2, Anachronos 5)
    g = in_play(db, ("The Perforator", "Azure Drake", "Anachronos", "Voss Treebender"), 0, 3)
    assert weapon_atk(g, [0]) == 0
    g.enter(1, 1)
    assert weapon_atk(g, [0]) == 2
    g.enter(2, 1)
    assert weapon_atk(g, [0]) == 5


def test_barnacle_coated_greataxe_counts_equipment_for_its_cost_and_its_atk(db):
    g = game_of(db, "Barnacle-Coated Greataxe", "Arced War Axe", "Elven Chain Boots")
    assert reduction(g, 0, WEAPON) == 8
    g.enter(2, 1)
    assert reduction(g, 0, WEAPON) == 7        # one equipment in play
    g.enter(0, 1)
    assert weapon_atk(g, [0]) == 2              # itself and the boots


def test_your_allies_have_atk_for_each_card_counted(db):
    # Champion's Shout: "Allies you control have +1 / +1 for each equipment you control"
    g = in_play(db, ("Champion's Shout", "Voss Treebender", "Arced War Axe", "Elven Chain Boots"), 1)
    assert attack_value(g, 0, 1) == 2
    g.enter(0, 1)
    assert attack_value(g, 0, 1) == 2
    g.enter(2, 1)
    g.enter(3, 1)
    assert attack_value(g, 0, 1) == 4
    # Caelestrasz: "Allies you control have +1 / +1 for each Red Dragonkin you control": itself (a Blue one not)
    g = in_play(db, ("Caelestrasz", "Voss Treebender", "Azure Drake"), 1, 2)
    assert attack_value(g, 0, 1) == 2
    g.enter(0, 1)
    assert attack_value(g, 0, 1) == 3 and attack_value(g, 2, 0) == db["Caelestrasz"].atk + 1


def _attach(g, c):
    from deckcheck.wowtcg.goldfish.play import play
    g.hand = [c]
    g.avail = 10
    play(g, c, 0, 0)


def test_atk_for_the_abilities_attached_to_an_ally(db):
    # Seraxa Brightmix: "Each ally you control with an ability attached to it has +2 / +2" (one ability or two)
    g = in_play(db, ("Seraxa Brightmix", "Voss Treebender", "Blessing of Might", "Blessing of Faith"), 1, 0)
    voss = db["Voss Treebender"].atk
    assert attack_value(g, 0, 1) == voss and attack_value(g, 1, 0) == db["Seraxa Brightmix"].atk
    _attach(g, 2)            # Blessing of Might goes on the stronger ally (Voss, +1 ATK)
    assert attack_value(g, 0, 1) == voss + 1 + 2
    _attach(g, 3)
    assert attack_value(g, 0, 1) == voss + 1 + 1 + 2           # (+2 once: it has abilities attached)
    assert attack_value(g, 1, 0) == db["Seraxa Brightmix"].atk
    # Braeo Darkpaw: "+2 / +2 for each attachment attached to him"
    g = in_play(db, ("Braeo Darkpaw", "Blessing of Might", "Blessing of Faith"), 0)
    braeo = db["Braeo Darkpaw"].atk
    _attach(g, 1)
    _attach(g, 2)
    assert attack_value(g, 0, 0) == braeo + 1 + 1 + 2 * 2
    # a count's cap anywhere else is not read: unmodelled
    capped = db["Caelestrasz"]._replace(effects=freeze({"abilities": [{"kind": "static", "actions": [
        {"do": "atk_bonus", "n": 1, "until": "ongoing", "target": {"to": "allies"},
         "per": {"of": "ally", "most": 2}}]}]}))
    assert compile_cards([capped]).verdict[0] == UNMODELLED


def test_allies_counted_bonus_with_a_target_filter_is_played_with_both_filters(db):
    # "Nature allies in your party have +1 ATK for each ...": the flat action keeps the target's filter apart from
    # the count's (`tfilt`), so Lifemistress Tanagra's record is played (test_goldfish_groups: what it gives)
    card = db["Lifemistress Tanagra"]._replace(effects=freeze({"abilities": [{"kind": "static", "actions": [
        {"do": "atk_bonus", "n": 1, "until": "ongoing", "target": {"to": "allies", "icon": "Nature"},
         "per": {"of": "ally", "icon": "Nature", "other": 1}}]}]}))
    cc = compile_cards([card])
    assert cc.verdict[0] == PLAYED and 0 in cc.gper_mask[0] and cc.group_per[0][3] == 1


def test_atk_while_you_have_cards_in_hand(db):
    # Strong-Handed Ring: "Your hero has Assault 5 while you have 5 or more cards in hand", as the hero attacks
    g = in_play(db, ("Strong-Handed Ring", "Voss Treebender"), 0)
    g.hand = [1] * 4
    f = Fight()
    hero_strikes(g, f)
    assert f.hero_a == 0
    g.hand = [1] * 5
    f = Fight()
    hero_strikes(g, f)
    assert f.hero_a == 5
    # Nocturnal Gaze: "While you have no cards in your hand, your hero has Assault 2"
    g = in_play(db, ("Nocturnal Gaze", "Voss Treebender"), 0)
    g.hand = [1]
    f = Fight()
    hero_strikes(g, f)
    assert f.hero_a == 0
    g.hand = []
    f = Fight()
    hero_strikes(g, f)
    assert f.hero_a == 2
    # Scholar Krosiss: "+2 ATK / +2 Health while you have seven or more cards in hand"
    g = in_play(db, ("Scholar Krosiss", "Voss Treebender"), 0)
    g.hand = [1] * 6
    assert attack_value(g, 0, 0) == 1
    g.hand = [1] * 7
    assert attack_value(g, 0, 0) == 3


def test_damage_doubled_as_the_text_says(db):
    # Elemental Precision: a hero or ally in your party dealing nature damage deals double that much
    g = game_of(db, "Elemental Precision", "Burom Bladeseer", "Merciless Gladiator's Gavel", "Bloodsurge")
    assert g.dealt(3, True, False, True, NATURE) == 3
    g.enter(0, 1)
    assert g.dealt(3, True, False, True, NATURE) == 6 and g.dealt(3, True, False, True, FIRE) == 3
    assert g.dealt(2, False, True, False, NATURE) == 4
    g.enter(1, 1)
    f = Fight()
    f.att_ids, f.attackers = [1], [2]       # Burom Bladeseer attacks for 2 nature damage: 2 more
    assert doubled(g, f) == 2
    # Merciless Gladiator's Gavel: your hero's non-combat damage only
    g.enter(2, 1)
    assert g.dealt(4, True, False, True, FIRE) == 8 and g.dealt(4, True, True, False, FIRE, True) == 4
    assert g.dealt(4, False, False, False, FIRE) == 4       # (an ally's)
    # Bloodsurge: a hero's damage; with the other two, a nature ability of your hero's is doubled three times
    g.enter(3, 1)
    assert g.dealt(1, True, False, True, NATURE) == 8


def test_the_checker_follows_counted_atk_and_doubled_damage(db):
    cards = deck(db, ("Windrunner's Heartseeker", 8), ("Benethor Draigo", 12), ("Elemental Precision", 6),
                 ("Wrath", 10))
    setup = make_setup(None, cards, turns=10, health=10**6)
    checker = check_games(setup, None, 40)
    assert checker.breaches == []
    assert checker.checked["per_atk"] and checker.checked["double"]
    # a count above what is in play, a doubling no card in play makes: breaches
    bad = Checker(setup.cc, None)
    bad.new_game()
    w = setup.cc.names.index("Windrunner's Heartseeker")
    bad.on_enter(1, w, 1)
    bad.on_per_atk(w, 3, 3)
    bad.on_double(2, True, False, True, NATURE)
    assert len(bad.breaches) == 2


def test_a_weapon_strikes_for_less_as_its_text_says(db):
    from deckcheck.wowtcg.goldfish.combat import strike_price
    from deckcheck.wowtcg.goldfish.resources import new_turn
    # Overpowered Chicken Splitter: "When this weapon enters play, you pay 4 less to strike with it this turn"
    g = game_of(db, "Overpowered Chicken Splitter", "Arced War Axe")
    _attach(g, 0)            # (played from hand: it resolves)
    assert g.weapons == [0] and strike_price(g, [0]) == 0
    assert g.cc.cost[1] == 2 and reduction(g, 1, WEAPON) == 2       # no other card costs less
    g.t += 1
    new_turn(g)
    assert strike_price(g, [0]) == 4
    # Arced War Axe: "You pay 3 less to strike with this weapon while you control three or more allies"
    g = in_play(db, ("Arced War Axe", "Voss Treebender"), 0, 1, 1)      # two allies
    assert strike_price(g, [0]) == 3
    g.enter(1, 1)
    assert strike_price(g, [0]) == 0
    # Gurubashi Punisher: 6 less while you control an ally with 6 or more ATK (Baradis Darkstone: 7)
    g = in_play(db, ("Gurubashi Punisher", "Voss Treebender", "Baradis Darkstone"), 0, 1)
    assert strike_price(g, [0]) == 6
    g.enter(2, 1)
    assert strike_price(g, [0]) == 0
    # Voldrethar: 5 less with a card of its name in your graveyard
    g = in_play(db, ("Voldrethar, Dark Blade of Oblivion",), 0)
    assert strike_price(g, [0]) == 5
    g.grave.append(0)
    assert strike_price(g, [0]) == 0


def test_the_checker_follows_a_weapons_strike_reduction(db):
    cards = deck(db, ("Arced War Axe", 10), ("Gurubashi Punisher", 6), ("Baradis Darkstone", 10))
    checker = check_games(make_setup(None, cards, turns=10, health=10**6), None, 40)
    assert checker.breaches == [] and checker.checked["strike_less"]
    bad = Checker(compile_cards([db["Arced War Axe"]]), None)
    bad.new_game()
    bad.on_strike_less(0, 3)        # not in play
    bad.on_enter(1, 0, 1)
    bad.on_strike_less(0, 4)        # more than its text
    assert len(bad.breaches) == 2


def test_your_allies_have_atk_while_a_condition_holds(db):
    # Burning Rage: "While you control no ready resources, allies you control have +2 ATK"
    g = in_play(db, ("Burning Rage", "Voss Treebender"), 0, 1)
    voss = db["Voss Treebender"].atk
    g.res, g.avail = 3, 1
    assert attack_value(g, 0, 1) == voss
    g.avail = 0
    assert attack_value(g, 0, 1) == voss + 2
    # Enduring Shout: "While exactly one ally is in your party, it has +2 ATK"
    g = in_play(db, ("Enduring Shout", "Voss Treebender"), 0, 1)
    assert attack_value(g, 0, 1) == voss + 2
    g.enter(1, 1)
    assert attack_value(g, 0, 1) == voss and attack_value(g, 1, 1) == voss
    # Arlen the Untamed: "Allies you control have Assault 1 while you control a Form" (Bear Form is one)
    g = in_play(db, ("Arlen the Untamed", "Voss Treebender", "Bear Form"), 0, 1)
    assert attack_value(g, 1, 1) == voss and attack_value(g, 0, 0) == db["Arlen the Untamed"].atk
    g.perms.append(2)       # a Form in play
    assert attack_value(g, 1, 1) == voss + 1 and attack_value(g, 0, 0) == db["Arlen the Untamed"].atk + 1
    # a condition's filter is the target's too in the flat action: with a filter on the target, not played
    filtered = db["Burning Rage"]._replace(effects=freeze({"abilities": [{"kind": "static", "condition": {
        "cond": "no_ready_res"}, "actions": [{"do": "atk_bonus", "n": 2, "until": "ongoing",
                                               "target": {"to": "allies", "tag": "Orc"}}]}]}))
    assert compile_cards([filtered]).verdict[0] == UNMODELLED


def test_an_ally_counts_the_exhausted_resources_and_human_allies(db):
    # Tidus the Relentless: "+1 ATK for each exhausted resource you control"
    g = in_play(db, ("Tidus the Relentless",), 0)
    g.res, g.avail = 5, 5
    assert attack_value(g, 0, 0) == 0
    g.avail = 1
    assert attack_value(g, 0, 0) == 4
    # Elwynn Huntsman: Assault 2 while you control three or more Human allies (itself one of them)
    g = game_of(db, "Elwynn Huntsman", "Voss Treebender")
    for _ in range(3):
        g.enter(0, 1)
    g.enter(1, 1)
    assert attack_value(g, 0, 0) == db["Elwynn Huntsman"].atk + 2
    g = in_play(db, ("Elwynn Huntsman", "Voss Treebender"), 0, 0)
    assert attack_value(g, 0, 0) == db["Elwynn Huntsman"].atk


def test_a_weapon_has_atk_while_a_condition_holds(db):
    from deckcheck.wowtcg.goldfish.combat import strike_price
    # Gurthalak: "While you have no cards in your hand, this weapon has +2 ATK and you pay 2 less to strike with it"
    g = in_play(db, ("Gurthalak, Voice of the Deeps", "Voss Treebender"), 0)
    g.hand = [1]
    atk, strike = db["Gurthalak, Voice of the Deeps"].atk, db["Gurthalak, Voice of the Deeps"].strike_cost
    assert weapon_atk(g, [0]) == atk and strike_price(g, [0]) == strike
    g.hand = []
    assert weapon_atk(g, [0]) == atk + 2 and strike_price(g, [0]) == strike - 2
    # Dirk's Command: "+2 ATK while your hero is attacking a damaged hero"
    g = in_play(db, ("Dirk's Command",), 0)
    assert weapon_atk(g, [0]) == db["Dirk's Command"].atk
    g.turn_dmg = 1
    assert weapon_atk(g, [0]) == db["Dirk's Command"].atk + 2
    # "+1 ATK while you control another weapon": the engine's count would take this weapon: not played
    other = db["Dirk's Command"]._replace(effects=freeze({"abilities": [{"kind": "static", "condition": {
        "cond": "control", "type": "weapon", "other": 1}, "actions": [
        {"do": "atk_bonus", "n": 1, "until": "ongoing", "target": {"to": "self"}}]}]}))
    assert compile_cards([other]).verdict[0] == UNMODELLED
    # the checker: a weapon's conditional ATK only as its text says
    cards = deck(db, ("Dirk's Command", 10), ("Gurthalak, Voice of the Deeps", 6), ("Wrath", 10))
    checker = check_games(make_setup(None, cards, turns=10, health=10**6), None, 30)
    assert checker.breaches == [] and checker.checked["weapon_cond"]
    bad = Checker(compile_cards([db["Dirk's Command"]]), None)
    bad.new_game()
    bad.on_weapon_cond(0, 2)        # not in play
    assert len(bad.breaches) == 1
