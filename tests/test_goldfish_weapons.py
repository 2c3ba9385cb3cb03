"""Issue 23, weapons: weapons that leave play at the end of your turn (Thrown: Felsteel Whisper Knives, Shuriken of
Negation, Fleshwerk Throwing Glaive; "destroy it if no damage was dealt with it": Blade of Unquenched Thirst, Hungering
Bone Cudgel), a weapon's repeatable "pay -> +n ATK this turn" (Teebu's Blazing Longsword, Dwarven Hand Cannon,
Troggbane), bonuses to your other weapons (Axe of the Legion, Whispering Blade of Slaying, Latro's Shifting Sword),
"[Class] Hero:" texts (`hero_is`), weapons' bonuses while your hero is undamaged (Shard of the Virtuous, Hammer of
the Grand Crusader) or while you control another weapon (Millennium Blade); played and checked by the checker."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import EOT_DESTROY_UNSTRUCK, EOT_HAND_STRUCK, PLAYED
from deckcheck.wowtcg.goldfish.combat import Fight, combat, hero_strikes, strike_price, weapon_atk
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.drawbacks import end_phase
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.weapons import strikes_now
from test_goldfish_statics import in_play
from test_goldfish_kinds import deck

CARDS = ("Felsteel Whisper Knives", "Shuriken of Negation", "Fleshwerk Throwing Glaive", "Blade of Unquenched Thirst",
         "Hungering Bone Cudgel", "Teebu's Blazing Longsword", "Dwarven Hand Cannon",
         "Troggbane, Axe of the Frostborne King", "Axe of the Legion", "Whispering Blade of Slaying",
         "Latro's Shifting Sword", "Shard of the Virtuous", "Hammer of the Grand Crusader", "Millennium Blade",
         "Dragonwrath, Tarecgosa's Rest", "Warglaive of Azzinoth", "Heartseeker", "Widow's Fury",
         "Lok'delar, Stave of the Ancient Keepers", "Volatile Thunderstick", "Thrash Blade",
         "Axe of Cenarius", "Sword of Zeal", "Steelhawk Crossbow", "Amani Venom-Axe",
         "Irontree Knives", "Mograine's Might")


def test_the_weapons_read_this_way_are_played(db):
    # (Smite's Reaver, read here for its strike-again, is unmodelled since audA: its strike exhausting the opposing
    # hero isn't read; test_goldfish_audit_sample's seed 20270162)
    for name in CARDS:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def _strike(g) -> Fight:
    f = Fight()
    hero_strikes(g, f)
    return f


# --- leaving play at the end of your turn -------------------------------------------------------------------------

def test_a_thrown_weapon_returns_to_your_hand_once_your_hero_struck_with_it(db):
    # Felsteel Whisper Knives (cost 1, ATK 2, strike 1): Thrown
    g = in_play(db, ("Felsteel Whisper Knives",), 0)
    g.avail = 0                     # no strike this turn: it stays
    _strike(g)
    end_phase(g)
    assert g.weapons == [0] and 0 not in g.hand
    g.avail = 1
    f = _strike(g)
    assert f.struck == [0] and f.hero_a == 2
    end_phase(g)
    assert g.weapons == [] and g.hand.count(0) == 1 and 0 not in g.grave


def test_thrown_weapons_are_played_again_each_turn(db):
    setup = make_setup(None, deck(db, ("Felsteel Whisper Knives", 20)), turns=7, health=10**6)
    lines = trace_game(setup, seed=2)[0]
    back = [i for i, line in enumerate(lines) if "Felsteel Whisper Knives (Thrown) returns to the hand" in line]
    assert len(back) >= 3
    # each return follows a strike with it that turn, and the knives are played again the next turn
    for i in back[:-1]:
        turn = next(j for j in range(i, len(lines)) if lines[j].startswith("Turn "))
        nxt = next((j for j in range(turn + 1, len(lines)) if lines[j].startswith("Turn ")), len(lines))
        assert any("plays Felsteel Whisper Knives" in line for line in lines[turn:nxt])
    assert all(any("hero strikes with Felsteel Whisper Knives" in line for line in lines[i - 4:i]) for i in back)


def test_a_weapon_that_dealt_no_damage_is_destroyed_at_the_end_of_your_turn(db):
    # Blade of Unquenched Thirst (cost 1, ATK 2, strike 1)
    g = in_play(db, ("Blade of Unquenched Thirst",), 0)
    g.avail = 1
    _strike(g)
    g.hero_hit = True               # (combat's damage step: the hero dealt its combat damage)
    end_phase(g)
    assert g.weapons == [0]
    g.w_struck, g.hero_hit = [], False      # a turn it did not strike
    end_phase(g)
    assert g.weapons == [] and g.grave == [0]


def test_the_engine_plays_such_a_weapon_only_when_it_can_strike_with_it(db):
    g = in_play(db, ("Hungering Bone Cudgel",))     # cost 4, strike 4
    g.avail = 7
    assert not strikes_now(g, 0, 4)
    g.avail = 8
    assert strikes_now(g, 0, 4)
    setup = make_setup(None, deck(db, ("Blade of Unquenched Thirst", 10), ("Hungering Bone Cudgel", 10)), turns=8)
    checker = check_games(setup, None, 100)
    assert checker.breaches == []


# --- a weapon's repeatable pump -------------------------------------------------------------------------------------

def test_teebus_longsword_pumps_with_what_is_left_once_your_hero_struck(db):
    # Teebu's Blazing Longsword (ATK 0, strike 0): "2 -> +1 ATK this turn", as often as you pay
    g = in_play(db, ("Teebu's Blazing Longsword",), 0)
    g.avail = 5
    f = combat(g)
    assert f.struck == [0] and f.hero_a + f.bonus == 2 and g.avail == 1 and g.turn_dmg == 2
    # Troggbane: "X -> +X ATK this turn"
    g = in_play(db, ("Troggbane, Axe of the Frostborne King",), 0)
    g.avail = 3
    f = combat(g)
    assert f.hero_a + f.bonus == 3 and g.avail == 0
    # without a strike (no weapon in play) nothing is paid
    g = in_play(db, ("Teebu's Blazing Longsword",))
    g.avail = 5
    f = combat(g)
    assert f.hero_a + f.bonus == 0 and g.avail == 5


# --- bonuses to your other weapons ----------------------------------------------------------------------------------

def test_other_axes_daggers_and_swords_gain_but_not_the_weapon_itself(db):
    # Axe of the Legion (ATK 2): "Your other Axes have +2 ATK" (Fel Iron Hatchet: an Axe of ATK 2)
    g = in_play(db, ("Axe of the Legion", "Fel Iron Hatchet"), 0, 1)
    assert weapon_atk(g, [1]) == 2 + 2 and weapon_atk(g, [0]) == 2
    # Whispering Blade of Slaying (ATK 1): "Your other daggers have +1 ATK" (Scarlet Kris: a Dagger of ATK 1)
    g = in_play(db, ("Whispering Blade of Slaying", "Scarlet Kris"), 0, 1)
    assert weapon_atk(g, [1]) == 2 and weapon_atk(g, [0]) == 1
    # Latro's Shifting Sword (strike 4): "You pay 2 less to strike with other Swords" (Scimitar of the Nexus
    # Stalkers: a Sword, strike 2)
    g = in_play(db, ("Latro's Shifting Sword", "Scimitar of the Nexus Stalkers"), 0, 1)
    assert strike_price(g, [1]) == 0 and strike_price(g, [0]) == 4


# --- conditions: your hero's class, your hero undamaged, another weapon ------------------------------------------

def test_fleshwerk_throwing_glaive_follows_your_heros_class(db):
    glaive = db["Fleshwerk Throwing Glaive"]            # ATK 2, strike 1; Rogue: +1 ATK; Warrior: strike 1 less
    for hero, atk, strike in (("Caleb Pavish", 3, 1), ("Blaine Roberts", 2, 0), ("Archmage Barstow", 2, 1), (None, 2, 1)):
        setup = make_setup(hero and db[hero], deck(db, ("Fleshwerk Throwing Glaive", 4)), turns=3)
        c = setup.cc.names.index(glaive.name)
        assert setup.cc.eot_leave[c] == EOT_HAND_STRUCK
        g = _game(setup.cc)
        g.enter(c, 1)
        assert (weapon_atk(g, [c]), strike_price(g, [c])) == (atk, strike), hero


def test_weapons_stronger_while_your_hero_is_undamaged(db):
    # Shard of the Virtuous (ATK 1): +3 ATK while your hero is undamaged (in a deck that can't damage your hero)
    g = in_play(db, ("Shard of the Virtuous",), 0)
    assert weapon_atk(g, [0]) == 4
    # Hammer of the Grand Crusader (ATK 2, strike 4): +2 ATK and 2 less to strike
    g = in_play(db, ("Hammer of the Grand Crusader",), 0)
    assert weapon_atk(g, [0]) == 4 and strike_price(g, [0]) == 2
    # with a card that deals damage to each hero the engine does not follow your hero's damage: never met
    g = in_play(db, ("Hammer of the Grand Crusader", "Engulfing Blaze"), 0)
    assert weapon_atk(g, [0]) == 2 and strike_price(g, [0]) == 4


def test_millennium_blade_while_you_control_another_weapon(db):
    # Millennium Blade (ATK 1, strike 1): +1 ATK and 1 less to strike while you control another weapon
    g = in_play(db, ("Millennium Blade", "Scarlet Kris"), 0)
    assert weapon_atk(g, [0]) == 1 and strike_price(g, [0]) == 1
    g.enter(1, 1)
    assert weapon_atk(g, [0]) == 2 and strike_price(g, [0]) == 0


def test_heartseeker_and_widows_fury_this_turns_conditions(db):
    # Heartseeker (ATK 1): +2 ATK while your hero attacks a hero that was dealt damage this turn
    g = in_play(db, ("Heartseeker",), 0)
    assert weapon_atk(g, [0]) == 1
    g.turn_dmg = 3
    assert weapon_atk(g, [0]) == 3
    # Widow's Fury (ATK 3): +3 ATK if an ally you controlled was destroyed this turn
    g = in_play(db, ("Widow's Fury", "Voss Treebender"), 0, 1)
    assert weapon_atk(g, [0]) == 3
    g.leave(0, True)                # the ally destroyed (this turn: 3)
    assert weapon_atk(g, [0]) == 6
    g.t = 4
    assert weapon_atk(g, [0]) == 3


def test_warglaive_makes_flames_and_strikes_for_ten_more_with_two(db):
    # Warglaive of Azzinoth (ATK 2): a 3/3 Flame of Azzinoth each time it deals combat damage to a hero; +10 ATK
    # while you control two or more Flames of Azzinoth
    setup = make_setup(None, deck(db, ("Warglaive of Azzinoth", 15)), turns=9, health=10**6)
    lines = trace_game(setup, seed=2)[0]
    flames = [i for i, line in enumerate(lines) if "Flame of Azzinoth(s) into play" in line]
    assert len(flames) >= 3
    assert all("hero strikes with Warglaive of Azzinoth" in "".join(lines[i - 3:i]) for i in flames)
    g = in_play(db, ("Warglaive of Azzinoth",), 0)
    w, flame = 0, g.cc.names.index("Flame of Azzinoth")
    g.enter(flame, 1)
    assert weapon_atk(g, [w]) == 2
    g.enter(flame, 1)
    assert weapon_atk(g, [w]) == 12


def test_dragonwrath_makes_a_dragon_as_it_enters_and_for_each_ability_played(db):
    from deckcheck.wowtcg.goldfish.play import play
    g = in_play(db, ("Dragonwrath, Tarecgosa's Rest", "Fireball"))
    g.hand, g.avail = [0, 1], 20
    play(g, 0, 0, 7)
    assert [g.cc.names[c] for c in g.a_c] == ["5/5 Dragonkin ally token"]
    play(g, 1, 0, 4)
    assert len(g.a_c) == 2 and g.turn_dmg == 4


def test_ranged_weapons_gain_from_lokdelar_and_trigger_volatile_thunderstick(db):
    # Lok'delar: "When you play a Hunter ability, your Ranged weapons have +1 ATK this turn" (Arcane Shot: Hunter)
    cc = compile_cards([db[n] for n in ("Lok'delar, Stave of the Ancient Keepers", "Arcane Shot",
                                       "Dwarven Hand Cannon", "Viking Warhammer")])
    assert cc.watch[0][4][0:2] == (1, 4) and cc.watch[0][4][2] == frozenset({2})     # +1 to TO_WEAPON, Ranged
    # Volatile Thunderstick: "When you strike with this or another Ranged weapon, 1 nature damage": with the Hand
    # Cannon too (Ranged), not with a Melee weapon
    cards = deck(db, ("Volatile Thunderstick", 6), ("Dwarven Hand Cannon", 10))
    checker = check_games(make_setup(None, cards, turns=8), None, 100)
    assert checker.breaches == [] and checker.checked["strike_trigger"]
    from deckcheck.wowtcg.goldfish.triggers import strike_triggers
    g = in_play(db, ("Volatile Thunderstick", "Dwarven Hand Cannon", "Viking Warhammer"), 0)
    strike_triggers(g, [1])
    assert g.turn_dmg == 1
    strike_triggers(g, [2])
    assert g.turn_dmg == 1


def test_thrash_blade_readies_itself_and_your_hero_once_a_turn(db):
    # Thrash Blade (ATK 2, strike 2): the first combat damage with it each turn readies it and your hero, which
    # strikes again with it (paying 2 again); not a third time
    g = in_play(db, ("Thrash Blade",), 0)
    g.avail = 6
    f = combat(g)
    assert f.struck == [0] and g.avail == 2 and g.turn_dmg == 4
    g = in_play(db, ("Thrash Blade",), 0)
    g.avail = 3                     # the second strike's cost is not there
    f = combat(g)
    assert g.avail == 1 and g.turn_dmg == 2
    cards = deck(db, ("Thrash Blade", 10), ("Smite's Reaver", 6), ("Fireball", 30))
    checker = check_games(make_setup(None, cards, turns=8), None, 100)
    assert checker.breaches == [] and checker.checked["wready"]
    bad = _checker(compile_cards([db["Thrash Blade"]]), 0)
    bad(("wready", 0))              # before any strike
    assert len(bad.breaches) == 1, bad.breaches
    bad = _checker(compile_cards([db["Thrash Blade"]]), 0)
    bad(("strike", (0,)))
    bad(("wready", 0))
    assert bad.breaches == []
    bad(("wready", 0))              # twice
    assert len(bad.breaches) == 1, bad.breaches


def test_axe_of_cenarius_keeps_your_hero_exhausted_through_the_next_turn(db):
    # Axe of Cenarius (ATK 8, strike 0): after a strike with it your hero does not ready next turn: no attack then
    # (seeded games: the Axe is played in most of them, in some early enough to strike twice or more)
    setup = make_setup(None, deck(db, ("Axe of Cenarius", 12)), turns=10, health=10**6)
    twice, rested = False, 0
    for seed in range(8):
        lines = trace_game(setup, seed=seed)[0]
        turns = [i for i, line in enumerate(lines) if line.startswith("Turn ")] + [len(lines)]
        struck = [k for k in range(len(turns) - 1)
                  if any("hero strikes with Axe of Cenarius" in line for line in lines[turns[k]:turns[k + 1]])]
        twice = twice or len(struck) >= 2
        for k in struck:
            if k + 1 < len(turns) - 1:      # the next turn: no attack by the hero
                assert not any("the hero" in line and "attacks with" in line
                               for line in lines[turns[k + 1]:turns[k + 2]]), seed
                rested += 1
    assert twice and rested >= 2
    checker = check_games(make_setup(None, deck(db, ("Axe of Cenarius", 10), ("Thrash Blade", 6)), turns=8), None, 100)
    assert checker.breaches == [] and checker.checked["wtired"]
    bad = _checker(compile_cards([db["Axe of Cenarius"]]), 0)
    bad(("strike", (0,)))
    bad(("wtired", 0))
    bad(("turn", 2))
    bad(("hero_attack", 2))         # a hero that did not ready
    assert len(bad.breaches) == 1, bad.breaches


def test_sword_of_zeal_readies_as_many_resources_as_its_damage(db):
    # Sword of Zeal (ATK 2, strike 2): "When your hero deals combat damage with it, target player may ready that
    # many of his resources": the strike's 2 back
    g = in_play(db, ("Sword of Zeal",), 0)
    g.res = g.avail = 3
    combat(g)
    assert g.turn_dmg == 2 and g.avail == 3
    bad = _checker(compile_cards([db["Sword of Zeal"]]), 0)
    bad(("wzeal", 0, 2, 2))         # no strike this turn
    bad(("strike", (0,)))
    bad(("wzeal", 0, 3, 2))         # more than its damage
    assert len(bad.breaches) == 2, bad.breaches


def test_an_upkeep_and_a_strike_dearer_for_each_card_in_hand(db):
    # Steelhawk Crossbow (strike 1): "At the start of your turn, exhaust it unless you pay 1": paid with its strike
    g = in_play(db, ("Steelhawk Crossbow",), 0)
    assert strike_price(g, [0]) == 2
    g.avail = 1                     # not paid for: exhausted, no strike
    assert _strike(g).struck == [] and g.avail == 1
    # Amani Venom-Axe (strike 0): 1 more for each card in your hand
    g = in_play(db, ("Amani Venom-Axe", "Voss Treebender"), 0)
    g.hand = [1, 1, 1]
    assert strike_price(g, [0]) == 3
    g.hand = []
    assert strike_price(g, [0]) == 0


def test_irontree_knives_enter_exhausted_and_strike_the_next_turn(db):
    # Irontree Knives (ATK 2, strike 0): enters play exhausted (no strike that turn), Thrown: every other turn
    g = in_play(db, ("Irontree Knives",))
    g.enter(0, 3)
    assert _strike(g).struck == []
    g.w_late = []                   # the next turn's ready step
    assert _strike(g).struck == [0]
    setup = make_setup(None, deck(db, ("Irontree Knives", 12)), turns=9, health=10**6)
    lines = trace_game(setup, seed=2)[0]
    turns = [i for i, line in enumerate(lines) if line.startswith("Turn ")] + [len(lines)]
    for k in range(len(turns) - 1):
        part = lines[turns[k]:turns[k + 1]]
        assert not (any("plays Irontree Knives" in line for line in part)
                    and any("strikes with Irontree Knives" in line for line in part))
    checker = check_games(make_setup(None, deck(db, ("Irontree Knives", 12)), turns=8), None, 100)
    assert checker.breaches == [] and checker.checked["w_leave"]
    bad = _checker(compile_cards([db["Irontree Knives"]]), 0)
    bad(("strike", (0,)))           # the turn it entered
    assert len(bad.breaches) == 1, bad.breaches


def test_mograines_might_gains_the_atk_of_a_holy_ally_entering(db):
    # Mograine's Might (ATK 1): "When a [Holy] ally enters play under your control, this weapon has +X ATK this turn,
    # where X is that ally's ATK" (Dawnhoof Brightcaller: Holy, ATK 3; Voss Treebender: not Holy)
    g = in_play(db, ("Mograine's Might", "Dawnhoof Brightcaller", "Voss Treebender"), 0)
    g.avail = 1
    g.enter(2, 3)
    g.enter(1, 3)
    f = combat(g)
    assert f.struck == [0] and g.turn_dmg == 1 + 3


# --- the checker ----------------------------------------------------------------------------------------------------

def test_the_checker_passes_the_weapons_games_and_catches_breaches(db):
    cards = deck(db, ("Felsteel Whisper Knives", 8), ("Shuriken of Negation", 4), ("Teebu's Blazing Longsword", 6),
                 ("Troggbane, Axe of the Frostborne King", 4), ("Blade of Unquenched Thirst", 6))
    checker = check_games(make_setup(None, cards, turns=8), None, 200)
    assert checker.breaches == []
    assert checker.checked["w_leave"] and checker.checked["wpump"]
    cc = compile_cards([db["Felsteel Whisper Knives"], db["Teebu's Blazing Longsword"], db["Blade of Unquenched Thirst"]])
    bad = _checker(cc, 0, 1)            # Felsteel Whisper Knives (Ranged) and Teebu's Blazing Longsword in play
    bad(("w_leave", 1, 0, EOT_HAND_STRUCK))         # Thrown back to the hand without a strike
    bad(("wpump", 1, 2, 2))                          # a pump with no strike this turn
    bad(("strike", (1,)))
    bad(("wpump", 1, 2, 3))                          # +3 ATK from two uses of "2 -> +1 ATK"
    bad(("w_leave", 2, 1, EOT_HAND_STRUCK))          # not this weapon's text
    assert len(bad.breaches) == 4, bad.breaches
    bad = _checker(cc, 0, 2)            # the knives and Blade of Unquenched Thirst
    bad(("strike", (0,)))
    bad(("end", 1, 0))                  # the knives struck and still in play; the Blade unstruck and still in play
    assert len(bad.breaches) == 2, bad.breaches
    bad = _checker(cc, 2)
    bad(("strike", (2,)))
    bad(("w_leave", 1, 2, EOT_DESTROY_UNSTRUCK))     # destroyed for no damage though it struck
    assert len(bad.breaches) == 1, bad.breaches


def _game(cc):
    """A game at turn 3 over compiled cards (with their hero's facts), nothing in play yet."""
    import random
    from deckcheck.wowtcg.goldfish.engine import Stats
    from deckcheck.wowtcg.goldfish.policies import CURVE
    from deckcheck.wowtcg.goldfish.state import Game
    g = Game(cc, list(range(cc.ndeck)) * 3, CURVE, random.Random(1), Stats(10, len(cc)), health=10**6, first=True,
             hero_atk=0, log=None, watch=None, drawn=None, audit=None)
    g.t = 3
    return g


def _checker(cc, *entering) -> Checker:
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 1))
    for uid, c in enumerate(entering, 1):
        checker(("enter", uid, c, 1))
    return checker
