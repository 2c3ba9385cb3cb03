"""Issue 23, counters: counters on cards (`counter`, `uncounter`, `per: {of: counter}`, `cond: counters`), played by
`goldfish/counters.py` on real cards, and checked by the invariant checker (`audit_counters`)."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck
from test_goldfish_triggers import with_record


def game(cc, audit=None):
    return Game(cc, [], CURVE, random.Random(1), Stats(12, len(cc)), health=10**6, first=True, hero_atk=0,
                log=None, watch=None, drawn=None, audit=audit)


def traces(setup, seeds):
    return [trace_game(setup, seed=s)[0] for s in seeds]


def test_edge_of_oblivion_strikes_for_its_counters_and_is_destroyed_when_none_remain(db):
    # "This weapon enters play with five +1 ATK counters. At the start of your turn, remove a +1 ATK counter. If
    # none remain, destroy this weapon." (printed ATK 0)
    edge = db["Edge of Oblivion"]
    assert edge.atk == 0 and compile_cards([edge]).verdict[0] != UNMODELLED
    # seeded games where the one Edge is played early enough to see it go (about one in 14: the scan stops at three)
    setup = make_setup(None, deck(db, ("Edge of Oblivion", 1)), turns=14, health=10**6)
    found = 0
    for seed in range(300):
        if found >= 3:
            break
        turns = turns_of(trace_game(setup, seed=seed)[0])
        entered = [i for i, t in enumerate(turns) if any("plays Edge of Oblivion" in x for x in t)]
        if not entered or entered[0] + 6 >= len(turns):
            continue
        found += 1
        first = entered[0]
        left = [x for t in turns[first:first + 5] for x in t if "Edge of Oblivion: 1 +1 ATK counter(s) removed" in x]
        assert [x.split("(")[-1] for x in left] == ["4 left).", "3 left).", "2 left).", "1 left)."]
        assert any("Edge of Oblivion is destroyed" in x for x in turns[first + 5])
        assert not any("hero strikes" in x for t in turns[first + 5:] for x in t)
    assert found


def test_edge_of_oblivion_adds_its_counters_to_the_hero_attack(db):
    cc = compile_cards([db["Edge of Oblivion"]])
    g = game(cc)
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    assert weapon_atk(g, [0]) == 5
    from deckcheck.wowtcg.goldfish import counters
    g.t = 2
    counters.turn_start(g)
    assert weapon_atk(g, [0]) == 4
    for t in range(3, 7):
        g.t = t
        counters.turn_start(g)
    assert g.weapons == [] and g.grave == [0]        # none remain: destroyed


def test_bromor_puts_a_counter_on_the_weapon_struck_and_it_stays(db):
    # Bromor the Shadowblade: "When your hero strikes with a weapon, add a +1 ATK counter to that weapon."
    setup = make_setup(None, deck(db, ("Bromor the Shadowblade", 4), ("Dawnblaze Blade", 4)), turns=10,
                       health=10**6)
    seen = False
    for lines in traces(setup, range(6)):
        hits = [x for x in lines if "Bromor the Shadowblade: 1 +1 ATK counter(s) (strike" in x]
        if len(hits) >= 2:
            seen = True
            assert int(hits[1].split("; ")[1].split()[0]) > int(hits[0].split("; ")[1].split()[0])
    assert seen
    cc = compile_cards([db["Bromor the Shadowblade"]])
    assert cc.verdict[0] != UNMODELLED and cc.ctr[0] is not None


def test_faithseer_jasmina_grows_with_each_ability_ally_or_equipment_played(db):
    # "When you play an ability, ally, or equipment, you may put a +1 / +1 counter on this ally."; a quest is none
    cards = [db["Faithseer Jasmina"], db["Fireball"], db["Voss Treebender"], db["Core Hound Tooth"]]
    cc = compile_cards(cards + [db["Hazardous Materials"]])
    g = game(cc)
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish import counters
    from deckcheck.wowtcg.goldfish.combat import attack_value
    base = attack_value(g, 0, 0)
    for c in (1, 2, 3, 4):
        counters.on_play(g, c)
    assert attack_value(g, 0, 0) == base + 3


def test_pyroclastic_consumption_deals_a_damage_per_inferno_counter(db):
    # "When attached hero is dealt fire damage, put an inferno counter ...; at the start of your turn, your hero
    # deals 1 fire damage to attached hero for each inferno counter": its own damage is fire damage too
    pyro = db["Pyroclastic Consumption"]
    assert "Fire" in pyro.deals
    cc = compile_cards([pyro, db["Fireball"]])
    g = game(cc)
    g.t = 1
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish import counters
    g.t = 2
    counters.turn_start(g)
    assert g.turn_dmg == 0                      # no counter yet
    g.hero_types = 0
    counters.turn_end(g)
    assert g.ctr == {g.p_uid[0]: 0} or not g.ctr.get(g.p_uid[0])    # no fire damage this turn: none
    g.hero_types = 2                            # your hero dealt fire damage this turn (Fireball)
    counters.turn_end(g)
    assert g.ctr[g.p_uid[0]] == 1
    g.t, g.turn_dmg = 3, 0
    counters.turn_start(g)
    assert g.turn_dmg == 1 and g.ctr[g.p_uid[0]] == 2     # 1 damage, and that fire damage puts another


def dealt_each_turn(cc, turns=4):
    """The damage the counters card (id 0) deals at the start of each of your next turns."""
    from deckcheck.wowtcg.goldfish import counters
    g = game(cc)
    g.enter(0, 1)
    dealt = []
    for t in range(2, 2 + turns):
        g.t, g.turn_dmg = t, 0
        counters.turn_start(g)
        dealt.append(g.turn_dmg)
    return dealt, g


def test_curse_of_agony_adds_then_deals_one_per_counter(db):
    cc = compile_cards([db["Curse of Agony"]])
    assert cc.verdict[0] != UNMODELLED and cc.dot[0] == 0
    assert dealt_each_turn(cc)[0] == [1, 2, 3, 4]


def test_poison_bomb_deals_one_a_turn_while_it_had_a_counter_then_is_destroyed(db):
    dealt, g = dealt_each_turn(compile_cards([db["Poison Bomb"]]))
    assert dealt == [1, 1, 1, 0] and g.perms == []


def test_an_x_number_of_counters_is_not_played(db):
    # Reaper of Dark Souls: "This weapon enters play with X +1 ATK counters": the engine pays no X for a weapon
    reaper = with_record(db["Reaper of Dark Souls"], [{"do": "counter", "n": "X", "atk": 1}])
    assert compile_cards([reaper]).verdict[0] == UNMODELLED


def test_the_checker_catches_counters_the_text_does_not_give(db):
    cc = compile_cards([db["Edge of Oblivion"], db["Curse of Agony"]])

    def breaches(*events):
        checker = Checker(cc, None)
        checker.new_game()
        for ev in (("turn", 1), ("enter", 1, 0, 1), ("enter", 2, 1, 1)) + events:
            checker(ev)
        checker.check_counters()
        return checker.breaches

    edge = ("ctr", 1, 0, 1, 1, 5, "enters")
    agony = ("ctr", 2, 1, 2, 0, 1, "turn_start")
    assert breaches(edge, ("ctr_atk", "weapons", (1,), 5), agony, ("ctr_dmg", 2, 1, 1)) == []
    assert any("6 counters at once" in b for b in breaches(("ctr", 1, 0, 1, 1, 6, "enters")))
    assert any("give 5" in b for b in breaches(edge, ("ctr_atk", "weapons", (1,), 6)))
    assert any("2 times this turn" in b for b in breaches(edge, agony, agony))
    assert any("text does not say" in b for b in breaches(edge, ("ctr", 2, 1, 2, 0, 1, "strike")))
    assert any("its text and counters give 1" in b for b in breaches(edge, agony, ("ctr_dmg", 2, 1, 2)))
    assert any("no counters left" in b for b in breaches())     # Edge of Oblivion in play with none


def test_counters_decks_pass_the_checker(db):
    for pairs in ((("Edge of Oblivion", 6), ("Bromor the Shadowblade", 6), ("Black Felsteel Bracers", 4)),
                  (("Faithseer Jasmina", 6), ("Pyroclastic Consumption", 6), ("Fireball", 8)),
                  (("Core Hound Tooth", 6), ("No'Kaled, the Elements of Death", 4), ("Fluid Death", 4),
                   ("Chain of the Scarlet Crusade", 4), ("Kickback 5000", 4)),
                  (("Doom Blossom", 6), ("Living Bomb", 6), ("Signet of the Timewalker", 6), ("Poison Bomb", 6),
                   ("Scalp of the Bandit Prince", 4), ("Weapon Mastery", 4), ("Destiny", 4)),
                  (("Rajh, Construct of the Sun", 6), ("Living Seed", 6), ("Stormfury, Black Blade of the Betrayer", 6),
                   ("Emberstone Staff", 4), ("Fireball", 6))):
        setup = make_setup(None, deck(db, *pairs), turns=12, health=10**6)
        checker = check_games(setup, None, 150)
        assert checker.breaches == [], checker.breaches[:3]
        assert checker.checked["ctr"] > 0 and checker.checked["ctr_atk"] + checker.checked["ctr_dmg"] > 0


def test_the_records_of_the_counters_cards_are_read(db):
    for name in ("Edge of Oblivion", "Bromor the Shadowblade", "Faithseer Jasmina", "Pyroclastic Consumption"):
        assert any(e["do"] in ("counter", "uncounter") for e in flat_effects(db[name].effects)), name
        assert compile_cards([db[name]]).verdict[0] != UNMODELLED, name


def test_stormfury_stops_at_three_counters_and_strikes_for_less(db):
    # "At the start of your turn, if this weapon has two or fewer Demonic counters on it, add a Demonic counter.
    # This weapon has +1 ATK and costs 1 less to strike for each Demonic counter on it." (ATK 3, strike 3)
    storm = db["Stormfury, Black Blade of the Betrayer"]
    cc = compile_cards([storm])
    g = game(cc)
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish import counters
    from deckcheck.wowtcg.goldfish.combat import strike_price, weapon_atk
    assert (weapon_atk(g, [0]), strike_price(g, [0])) == (3, 3)
    for t in range(2, 8):
        g.t = t
        counters.turn_start(g)
    assert g.ctr[g.p_uid[0]] == 3
    assert (weapon_atk(g, [0]), strike_price(g, [0])) == (6, 0)


def test_rajh_makes_its_construct_at_five_counters_and_is_destroyed(db):
    # "At the start of your turn and when you play an ally, add a power counter to this item. At the end of your
    # turn, if this item has five or more power counters on it, destroy it. If you do, put a 6 [FIRE] / 6 [HEALTH]
    # Construct ally token into play with Protector."
    cc = compile_cards([db["Rajh, Construct of the Sun"], db["Voss Treebender"]])
    assert cc.verdict[0] != UNMODELLED
    g = game(cc)
    g.t = 1
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish import counters
    for c in (1, 1, 1):
        counters.on_play(g, c)              # three allies played: three counters
    counters.turn_end(g)
    assert g.perms == [0] and not g.a_c     # three: not yet
    g.t = 2
    counters.turn_start(g)                  # four
    counters.turn_end(g)
    assert g.perms == [0]
    counters.on_play(g, 1)                  # five
    counters.turn_end(g)
    assert g.perms == [] and [cc.atk[a] for a in g.a_c] == [6]


def test_a_weapon_is_chosen_with_the_atk_counters_it_enters_with(db):
    # Horde Warrior 2013: Edge of Oblivion (ATK 0, five +1 ATK counters) beside Reanimator's Hacker (ATK 3)
    from deckcheck.wowtcg.goldfish.state import better_weapon
    edge, hacker = db["Edge of Oblivion"], db["Reanimator's Hacker"]
    assert (edge.atk, hacker.atk) == (0, 3)
    cc = compile_cards([edge, hacker])
    assert better_weapon(0, [1], cc, 0) and not better_weapon(1, [0], cc, 0)


def test_sulfuras_takes_a_counter_for_each_damage_an_ally_deals(db):
    # "When an ally you control deals damage on your turn, you may add a +1 ATK counter to this weapon for each
    # damage dealt." (its allies' combat damage: the engine errs low on their other damage)
    cc = compile_cards([db["Sulfuras, The Extinguished Hand"]])
    assert cc.verdict[0] != UNMODELLED
    g = game(cc)
    g.enter(0, 1)
    from deckcheck.wowtcg.goldfish import counters
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    counters.after_damage(g, [], [2, 0, 3])
    assert weapon_atk(g, [0]) == 5
    checker = Checker(cc, None)
    checker.new_game()
    for ev in (("turn", 1), ("enter", 1, 0, 1), ("ctr_hits", (2, 3))):
        checker(ev)
    assert any("0 allies attacked" in b for b in checker.breaches)      # hits with no ally attack seen
