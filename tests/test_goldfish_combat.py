"""Issue 23, combat family: triggers on combat damage beyond an ally's own draw (`compile_hits`, `hits.py`): watchers
of your allies' hits (Master Mathias Shaw, Keeper Remulos), attachments on an ally (Touch of Brilliance, Power Word:
Spirit) or on the opposing hero (Judgement of Wisdom), an ally's own hit (Chief Apothecary Hildagard, Dwarf
Demolitionist, Retainer Khorbus, Toraan, Eye of O'ros); damage counted from what you control (Searing Pain, Nature's
Fury, Frost Surge, Rain of Arrows) and costs lowered by it (Pyromaniac, Sudden Shot); Intensify doubling the harder
hit."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.codes import NO_BEARING, PLAYED
from deckcheck.wowtcg.goldfish.combat import combat
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.costs import reduction
from deckcheck.wowtcg.goldfish.damage import dmg_now
from deckcheck.wowtcg.goldfish.runner import make_setup
from test_goldfish_conditions import game_of
from test_goldfish_kinds import deck

CARDS = ("Searing Pain", "Pyromaniac", "Frost Surge", "Intensify", "Flash of Light", "Rain of Arrows", "Sudden Shot",
         "Nature's Fury", "Master Mathias Shaw", "Keeper Remulos", "Touch of Brilliance", "Power Word: Spirit",
         "Judgement of Wisdom", "Chief Apothecary Hildagard", "Dwarf Demolitionist", "Retainer Khorbus",
         "Toraan, Eye of O'ros")


def test_the_combat_cards_read_this_way_are_played(db):
    for name in CARDS:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    assert compile_cards([db["Human Shield"]]).verdict[0] == NO_BEARING


def _fight(g):
    g.avail = g.res = 0
    return combat(g)


# --- watchers ---------------------------------------------------------------------------------------------------

def test_shaw_draws_for_each_ally_of_yours_that_hits_itself_too(db):
    # Master Mathias Shaw (ATK 6): "When an ally in your party deals combat damage to a defending hero, draw a card"
    g = game_of(db, "Master Mathias Shaw", "Voss Treebender", "Darkwater Crocolisk")
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 3)           # (entered this turn: it does not attack)
    before = len(g.hand) + len(g.lib)
    n_lib = len(g.lib)
    _fight(g)
    assert n_lib - len(g.lib) == 2 and len(g.hand) + len(g.lib) == before
    g2 = game_of(db, "Voss Treebender")
    g2.enter(0, 1)
    n2 = len(g2.lib)
    _fight(g2)
    assert len(g2.lib) == n2        # (without Shaw: no draw)


def test_remulos_makes_two_treants_for_each_druid_hit_not_for_others(db):
    # Keeper Remulos (a Druid): two 1/1 Treants when a Druid you control deals combat damage (Darkwater Crocolisk: none)
    g = game_of(db, "Keeper Remulos", "Darkwater Crocolisk")
    assert g.cc.hit_watch[0][0] == frozenset({0})
    g.enter(0, 1)
    g.enter(1, 1)
    _fight(g)
    assert len(g.a_c) == 4 and sorted(g.cc.atk[c] for c in g.a_c[2:]) == [1, 1]


def test_touch_of_brilliance_draws_for_the_ally_it_is_attached_to_only(db):
    from deckcheck.wowtcg.goldfish.play import play
    g = game_of(db, "Touch of Brilliance", "Voss Treebender", "Darkwater Crocolisk")
    g.enter(1, 1)
    g.enter(2, 1)
    g.hand = [0]
    g.avail = g.res = 5
    play(g, 0, 0, 1)
    assert sum(len(v) for v in g.attached.values()) == 1
    n_lib = len(g.lib)
    _fight(g)
    assert n_lib - len(g.lib) == 1       # two allies hit, one has it attached: one card


def test_judgement_of_wisdom_draws_for_every_hit_on_the_hero_it_is_attached_to(db):
    from deckcheck.wowtcg.goldfish.play import play
    g = game_of(db, "Judgement of Wisdom", "Voss Treebender")
    g.enter(1, 1)
    g.enter(1, 1)
    g.hand = [0]
    g.avail = g.res = 5
    play(g, 0, 0, 5)
    n_lib = len(g.lib)
    _fight(g)
    assert n_lib - len(g.lib) == 2


# --- an ally's own hit --------------------------------------------------------------------------------------------

def test_hildagard_destroys_the_hero_only_when_she_deals_damage(db):
    # Chief Apothecary Hildagard: ATK 0; with a +1 ATK bonus she hits and the hero is destroyed
    g = game_of(db, "Chief Apothecary Hildagard")
    g.health = 30
    g.enter(0, 1)
    _fight(g)
    assert g.turn_dmg == 0
    g.a_att[0] = 1
    _fight(g)
    assert g.dmg + g.turn_dmg >= g.health


def test_dwarf_demolitionist_is_destroyed_for_seven_damage(db):
    g = game_of(db, "Dwarf Demolitionist")
    g.enter(0, 1)
    _fight(g)
    assert g.turn_dmg == 1 + 7 and g.a_c == [] and g.grave == [0]


def test_khorbus_goes_back_to_your_hand_after_his_hit(db):
    g = game_of(db, "Retainer Khorbus")
    g.enter(0, 1)
    g.hand = []
    _fight(g)
    assert g.turn_dmg == 4 and g.a_c == [] and g.hand == [0] and g.grave == []


def test_toraan_makes_your_next_card_cheaper_by_its_damage(db):
    g = game_of(db, "Toraan, Eye of O'ros", "Darkwater Crocolisk")
    g.enter(0, 1)
    _fight(g)
    assert reduction(g, 1, g.cc.kind[1]) == g.cc.cost[1] - 1


# --- counted damage and costs -------------------------------------------------------------------------------------

def test_searing_pain_counts_your_fire_cards(db):
    g = game_of(db, "Searing Pain", "Voss Treebender")
    assert dmg_now(g, 0) == 2
    fire = [i for i, card in enumerate(g.cc.cards) if card.damage == "Fire"]
    assert not fire or dmg_now(g, 0) == 2


def test_rain_of_arrows_and_sudden_shot_count_the_abilities_played_this_turn(db):
    g = game_of(db, "Rain of Arrows", "Sudden Shot")
    assert dmg_now(g, 0) == 2 and reduction(g, 1, g.cc.kind[1]) == 3
    g.played_n = 2
    assert dmg_now(g, 0) == 4 and reduction(g, 1, g.cc.kind[1]) == 1


def test_checker_finds_no_breach_with_the_combat_cards(db):
    for names in ((("Master Mathias Shaw", 12), ("Touch of Brilliance", 12)),
                  (("Dwarf Demolitionist", 12), ("Retainer Khorbus", 12), ("Judgement of Wisdom", 8)),
                  (("Toraan, Eye of O'ros", 12), ("Keeper Remulos", 6), ("Power Word: Spirit", 10),
                   ("Chief Apothecary Hildagard", 4)),
                  (("Rain of Arrows", 12), ("Sudden Shot", 12), ("Intensify", 8), ("Searing Pain", 8))):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- alternate costs ----------------------------------------------------------------------------------------------

def test_lesson_of_the_light_exhausts_a_priest_that_entered_this_turn_instead_of_paying(db):
    from deckcheck.wowtcg.goldfish.damage import burn
    priest = next(c.name for c in db.cards.values() if c.type == "Ally" and "Priest" in c.char_class
                  and not c.effects)
    g = game_of(db, "Lesson of the Light", priest)
    g.health = 10 ** 6
    g.enter(1, 1)                   # (in play since an earlier turn: it attacked, it is not used)
    g.hand = [0]
    g.avail = g.res = 0
    assert not burn(g) and g.hand == [0]
    g.enter(1, 3)                   # entered this turn: ready, it pays
    assert burn(g) and g.hand == [] and g.turn_dmg == 2 and g.avail == 0
    g.hand = [0]
    assert not burn(g)              # (each ally exhausted once a turn)


def test_heroic_throw_discards_a_weapon_no_better_than_yours(db):
    from deckcheck.wowtcg.goldfish.damage import burn
    g = game_of(db, "Heroic Throw", "Felsteel Whisper Knives")
    g.health = 10 ** 6
    g.enter(1, 1)
    g.hand = [0, 1]
    g.avail = g.res = 0
    assert burn(g) and g.hand == [] and g.grave.count(1) == 1 and g.turn_dmg == 4


def test_silencing_shot_exhausts_a_ranged_weapon_not_struck_with(db):
    from deckcheck.wowtcg.goldfish.damage import burn
    bow = next(c.name for c in db.cards.values() if c.type == "Equipment" and any(t.startswith("Ranged") for t in c.tags)
               and c.strike_cost is not None)
    g = game_of(db, "Silencing Shot", bow)
    g.health = 10 ** 6
    g.enter(1, 1)
    g.hand = [0]
    g.avail = g.res = 0
    g.w_struck = [1]
    assert not burn(g)
    g.w_struck = []
    assert burn(g) and g.turn_dmg == 2


def test_checker_finds_no_breach_with_alternate_costs(db):
    priest = next(c.name for c in db.cards.values() if c.type == "Ally" and "Priest" in c.char_class
                  and not c.effects and c.cost == 2)
    for names in ((("Lesson of the Light", 16), (priest, 20)),
                  (("Heroic Throw", 16), ("Felsteel Whisper Knives", 10), ("Shield Slam", 10),
                   ("Aegis of the Scarlet Commander", 4))):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- combined ATK, another's fire damage, damage to each other hero and ally -----------------------------------------

def test_cobra_shot_adds_your_pets_atk_to_your_ranged_weapons(db):
    bow = next(c.name for c in db.cards.values() if c.type == "Equipment" and any(t.startswith("Ranged") for t in c.tags)
               and c.strike_cost is not None and isinstance(c.atk, int))
    g = game_of(db, "Cobra Shot", bow, "Bloodclaw")
    assert dmg_now(g, 0) == 0
    g.enter(1, 1)
    assert dmg_now(g, 0) == g.cc.atk[1]
    g.enter(2, 1)
    assert dmg_now(g, 0) == g.cc.atk[1] + g.cc.atk[2]


def test_darkflame_adds_the_highest_fire_and_shadow_atk(db):
    g = game_of(db, "Darkflame", "Abyssal", "Baradis Darkstone", "Voss Treebender")
    g.enter(3, 1)
    assert dmg_now(g, 0) == 0
    g.enter(1, 1)
    g.enter(2, 1)
    assert dmg_now(g, 0) == g.cc.atk[1] + g.cc.atk[2]


def test_brel_has_assault_2_after_another_fire_ally_hits(db):
    g = game_of(db, "Brel Blazebeard", "Voss Treebender", "Abyssal")
    g.enter(0, 1)
    g.enter(1, 1)
    f = _fight(g)
    assert sorted(f.attackers) == [2, 2]          # (Voss's damage is not fire)
    g.enter(2, 1)
    f = _fight(g)
    assert f.attackers[0] == 4


def test_elithys_deals_one_damage_to_the_opposing_hero_and_each_other_ally_as_she_attacks(db):
    # Elithys Firestorm (2/2): Voss Treebender (health 1) dies, the Crocolisk (4/4) keeps 1 damage
    g = game_of(db, "Elithys Firestorm", "Voss Treebender", "Darkwater Crocolisk")
    g.enter(0, 1)
    g.enter(1, 1)
    g.enter(2, 1)
    _fight(g)
    assert g.turn_dmg == 2 + 2 + 4 + 1
    assert g.a_c == [0, 2] and g.a_dmg == [0, 1] and g.grave == [1]


def test_checker_finds_no_breach_with_sweeps_and_brel(db):
    for names in ((("Elithys Firestorm", 12), ("Mistress Naila Flameburst", 8), ("Brel Blazebeard", 10),
                   ("Abyssal", 10)),
                  (("Cobra Shot", 12), ("Bloodclaw", 12), ("Darkflame", 10))):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- more attack and hit triggers, counts, the opponent's draws ------------------------------------------------------

def test_ulrac_puts_a_demon_ally_back_into_your_hand_as_he_attacks(db):
    g = game_of(db, "Ulrac Bloodshadow", "Felguard Marauder", "Voss Treebender")
    g.enter(0, 3)                   # (Ferocity: he attacks the turn he enters)
    g.grave = [2, 1]
    g.hand = []
    _fight(g)
    assert g.hand == [1] and g.grave == [2] and g.turn_dmg == 3


def test_moharu_puts_allies_from_your_hand_into_play_when_he_hits(db):
    g = game_of(db, "Moharu the Skyseer", "Darkwater Crocolisk", "Voss Treebender", "Searing Pain")
    g.enter(0, 1)
    g.hand = [1, 2, 3, 1, 2]
    _fight(g)
    assert sorted(g.a_c) == [0, 1, 1, 2] and sorted(g.hand) == [2, 3]
    assert all(s == g.t for s in g.a_since[1:])


def test_murderous_torment_deals_one_at_each_of_your_turns_and_stays(db):
    cc = compile_cards([db["Murderous Torment"]])
    assert cc.dot[0] == 1 and cc.stays[0] == 1


def test_shiv_is_combat_damage_of_your_hero(db):
    from deckcheck.wowtcg.goldfish.damage import burn
    g = game_of(db, "Shiv")
    g.health = 10 ** 6
    g.hand = [0]
    g.avail = g.res = 1
    assert not g.hero_hit and burn(g) and g.turn_dmg == 1 and g.hero_hit


def test_soul_swap_deals_half_the_health_left_rounded_up(db):
    g = game_of(db, "Soul Swap")
    g.health, g.dmg = 25, 4
    assert dmg_now(g, 0) == 11
    g.turn_dmg = 2
    assert dmg_now(g, 0) == 10


def test_wilba_makes_one_charlotte_and_pays_no_more_while_she_is_in_play(db):
    from deckcheck.wowtcg.goldfish.powers import after_combat
    g = game_of(db, "Wilba")
    g.enter(0, 1)
    f = _fight(g)
    g.avail = g.res = 9
    after_combat(g, f)
    assert len(g.a_c) == 2 and g.avail == 6


def test_checker_finds_no_breach_with_the_later_combat_cards(db):
    for names in ((("Ulrac Bloodshadow", 10), ("Felguard Marauder", 10), ("Moharu the Skyseer", 8),
                   ("Witch Doctor Ka'booma", 8), ("Wilba", 4)),
                  (("Shiv", 12), ("Murderous Torment", 6), ("Soul Swap", 6), ("Boomer", 10), ("Fel Cannon", 4),
                   ("Shadow Word: Death", 6), ("Dark Intent", 6))):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- "you may pay 1. If you do, ready it" of another card ------------------------------------------------------------

def test_windfury_totem_readies_each_ally_once_for_1_and_your_hero_too(db):
    g = game_of(db, "Windfury Totem", "Darkwater Crocolisk", "Voss Treebender")
    g.enter(1, 1)
    g.enter(2, 1)
    f = _fight(g)
    assert sorted(f.attackers) == [2, 4]                  # (no resources: no second attack)
    g.enter(0, 1)
    g.avail = g.res = 1
    f = combat(g)
    assert sorted(f.attackers) == [2, 4, 4] and g.avail == 0      # the first ally it readies: once, for 1
    g.avail = g.res = 5
    f = combat(g)
    assert sorted(f.attackers) == [2, 2, 4, 4] and g.avail == 3


def test_sepirion_readies_arena_allies_only(db):
    g = game_of(db, "Gladiator Sepirion", "Gladiator Emek", "Darkwater Crocolisk")
    for c in (0, 1, 2):
        g.enter(c, 1)
    g.avail = g.res = 5
    f = combat(g)
    assert sorted(f.attackers) == [3, 3, 3, 3, 4] and g.avail == 3


def test_shaman_training_readies_the_ally_it_is_attached_to(db):
    from deckcheck.wowtcg.goldfish.play import play
    g = game_of(db, "Shaman Training", "Darkwater Crocolisk", "Voss Treebender")
    g.enter(1, 1)
    g.enter(2, 1)
    g.hand = [0]
    g.avail = g.res = 5
    play(g, 0, 0, 1)
    f = combat(g)
    assert len(f.attackers) == 3 and g.avail == 3


def test_checker_finds_no_breach_with_readying_triggers(db):
    for names in ((("Windfury Totem", 8), ("Gladiator Sepirion", 6), ("Gladiator Emek", 12), ("Shaman Training", 8),
                   ("Felsteel Whisper Knives", 6)),):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- counted attack damage, triggers on your hero's weapon damage ----------------------------------------------------

def test_vindron_deals_damage_for_each_curse_you_control_as_he_attacks(db):
    g = game_of(db, "Vindron the Impure", "Curse of Agony")
    g.enter(0, 1)
    _fight(g)
    assert g.turn_dmg == 3
    g.turn_dmg = 0
    g.enter(1, 1)
    g.enter(1, 1)
    _fight(g)
    assert g.turn_dmg == 3 + 2


def _strikes(db, *names):
    g = game_of(db, "Arcanite Reaper", *names)
    g.enter(0, 1)
    for c in range(1, len(names) + 1):
        g.enter(c, 1)
    g.avail = g.res = 3
    return g


def test_anger_management_puts_a_resource_in_exhausted_when_your_hero_strikes(db):
    g = _strikes(db, "Anger Management")
    lib = len(g.lib)
    combat(g)
    assert g.res == 4 and g.avail == 3 and len(g.lib) == lib - 1


def test_seal_of_blood_adds_2_damage_to_a_strike_and_seal_of_redemption_an_ally_back(db):
    g = _strikes(db, "Seal of Blood")
    combat(g)
    assert g.turn_dmg == 5 + 2
    g = _strikes(db, "Seal of Redemption", "Darkwater Crocolisk")
    g.a_c.clear()
    g.a_since.clear(), g.a_dmg.clear(), g.a_att.clear(), g.a_uid.clear()
    g.grave, g.hand = [2], []
    combat(g)
    assert g.hand == [2] and g.grave == []


def test_checker_finds_no_breach_with_strike_triggers_and_curses(db):
    for names in ((("Arcanite Reaper", 8), ("Anger Management", 6), ("Seal of Blood", 6), ("Seal of Redemption", 6),
                   ("Darkwater Crocolisk", 10)),
                  (("Vindron the Impure", 12), ("Curse of Agony", 12))):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


# --- token copies on a hit, a once-a-turn pump ---------------------------------------------------------------------

def test_unstable_corruption_copies_itself_when_it_hits_and_the_copies_do_too(db):
    g = game_of(db, "Unstable Corruption")
    g.enter(0, 1)
    _fight(g)
    assert g.a_c == [0, 0] and len(g.tok_uids) == 1 and g.a_since[1] == g.t
    g.t += 1
    _fight(g)
    assert len(g.a_c) == 4


def test_elemental_echo_copies_the_ally_it_is_attached_to(db):
    from deckcheck.wowtcg.goldfish.play import play
    g = game_of(db, "Elemental Echo", "Darkwater Crocolisk", "Voss Treebender")
    g.enter(1, 1)
    g.hand = [0]
    g.avail = g.res = 6
    play(g, 0, 0, 6)
    g.enter(2, 1)
    _fight(g)
    assert sorted(g.a_c) == [1, 1, 2]


def test_marius_jator_pumps_himself_once_a_turn(db):
    g = game_of(db, "Marius Jator")
    g.enter(0, 1)
    g.avail = g.res = 5
    f = combat(g)
    assert f.attackers == [2 + 3] and g.avail == 4


def test_checker_finds_no_breach_with_copies_and_marius(db):
    for names in ((("Unstable Corruption", 12), ("Elemental Echo", 8), ("Marius Jator", 8), ("Darkwater Crocolisk", 8)),):
        setup = make_setup(None, deck(db, *names), turns=10, health=40)
        breaches = check_games(setup, None, 60).breaches
        assert breaches == [], breaches[:3]


def test_flash_of_light_is_cast_only_with_an_ally_of_yours_and_murderous_torment_follows_the_opposing_draws(db):
    from test_goldfish_audit_sample import lines_of
    alone = make_setup(None, deck(db, ("Flash of Light", 30), filler="Glaciate"), turns=8, health=10 ** 6)
    assert not any(line.startswith("  plays Flash of Light") for line in lines_of(alone))
    setup = make_setup(None, deck(db, ("Flash of Light", 30)), turns=8, health=10 ** 6)
    assert any(line.startswith("  plays Flash of Light") for line in lines_of(setup))
    setup = make_setup(None, deck(db, ("Murderous Torment", 30)), turns=8, health=10 ** 6)
    assert any("start-of-turn effects deal" in line for line in lines_of(setup))
