"""Issue 23, counters spent: powers paid by removing counters from their card (the cost `uncount`, `goldfish/spend.py`)
and the counter triggers "when you draw a card" (`when: draw`) and "at the end of each opponent's turn"
(`when: opp_turn_end`), on the real cards, and the checker's rules for them (`audit_counters`)."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish import counters, spend
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.combat import Fight, strike_price
from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck

CARDS = ("Stakethrower", "Throwing Starfish", "Breastplate of the Queen's Guard", "Greaves of the Martyr",
         "Belt of the Singing Blade", "Azuresong Mageblade", "Glacial Bag", "Triton Legplates", "Arrowsong")


def game(cc, lib=()):
    g = Game(cc, list(lib), CURVE, random.Random(1), Stats(12, len(cc)), health=10**6, first=True, hero_atk=0,
             log=None, watch=None, drawn=None, audit=None)
    g.t = 1
    return g


def uid_of(g, c):
    return g.p_uid[g.perms.index(c)]


def test_the_cards_are_played(db):
    for name in CARDS:
        cc = compile_cards([db[name]])
        assert cc.verdict[0] != UNMODELLED and cc.any_spend, name


def test_stakethrower_strikes_for_3_more_once_for_its_stake_counter(db):
    # "This equipment enters play with a stake counter. ... Remove a stake counter -> This weapon has +3 ATK this
    # combat." (ATK 2, strike 2)
    setup = make_setup(None, deck(db, ("Stakethrower", 30)), turns=10, health=10**6)
    seen = 0
    for s in range(6):
        for turn in turns_of(trace_game(setup, seed=s)[0]):
            uses = [x for x in turn if "uses Stakethrower's power" in x]
            if uses:
                seen += 1
                assert len(uses) == 1
                strike = turn.index(next(x for x in turn if "hero strikes with Stakethrower" in x))
                assert turn.index(uses[0]) > strike             # as your hero strikes with it
    assert seen
    cc = compile_cards([db["Stakethrower"]])
    g = game(cc)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    f = Fight()
    spend.combat(g, f)
    assert f.hero_a == 0 and g.ctr[uid] == 1        # not striking with it: kept
    f.struck, f.hero_attacks = [0], True
    spend.combat(g, f)
    assert f.hero_a == 3 and g.ctr[uid] == 0
    spend.combat(g, f)
    assert f.hero_a == 3                            # no counter left: no more (CR 403.1)


def test_throwing_starfish_pays_2_and_a_counter_for_1_damage(db):
    # "At the start of your turn, you may add a starfish counter. 2, Remove a starfish counter -> your hero deals
    # 1 melee damage to target hero or ally"
    cc = compile_cards([db["Throwing Starfish"]])
    g = game(cc)
    g.enter(0, 1)
    g.avail = 6
    spend.after(g)
    assert g.turn_dmg == 0 and g.avail == 6         # no counter yet
    for t in (2, 3):
        g.t = t
        counters.turn_start(g)
    spend.after(g)
    assert g.turn_dmg == 2 and g.avail == 2 and g.ctr[uid_of(g, 0)] == 0
    g.t = 4
    counters.turn_start(g)
    g.avail = 1
    spend.after(g)
    assert g.turn_dmg == 2 and g.ctr[uid_of(g, 0)] == 1      # 1 ready: can't pay 2


def test_breastplate_gives_two_atk_to_the_weapon_or_an_attacking_ally_twice(db):
    # "This armor enters play with two +1 [DEF] counters on it. Remove a +1 [DEF] counter from this armor ->
    # Target ally or weapon has +2 ATK this turn."
    cc = compile_cards([db["Breastplate of the Queen's Guard"], db["Voss Treebender"]])
    g = game(cc)
    g.enter(0, 1)
    f = Fight()
    spend.combat(g, f)
    assert (f.hero_a, f.bonus) == (0, 0)            # no weapon struck, no ally attacking: not used
    f.att_ids = [1]
    spend.combat(g, f)
    assert (f.hero_a, f.bonus) == (0, 4) and g.ctr[uid_of(g, 0)] == 0


def test_greaves_pay_the_melee_strike_with_their_counters_only_when_it_becomes_affordable(db):
    # "This armor enters play with two +1 [DEF] counters on it. Remove a +1 [DEF] counter from this armor -> You
    # pay 2 less to strike with melee weapons this turn." Azuresong Mageblade: Melee, strike 4; Stakethrower Ranged
    cc = compile_cards([db["Greaves of the Martyr"], db["Azuresong Mageblade"], db["Stakethrower"]])
    g = game(cc)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    g.avail = 0
    assert spend.strike(g, [2], strike_price(g, [2])) == 2 and g.ctr[uid] == 2   # Ranged: not taken
    assert spend.strike(g, [1], 4) == 0 and g.ctr[uid] == 0
    g2 = game(cc)
    g2.enter(0, 1)
    g2.avail = 0
    assert spend.strike(g2, [1], 5) == 5 and g2.ctr[uid_of(g2, 0)] == 2          # still unaffordable: kept
    setup = make_setup(None, deck(db, ("Greaves of the Martyr", 12), ("Azuresong Mageblade", 12)), turns=10,
                       health=10**6)
    lines = [x for s in range(6) for x in trace_game(setup, seed=s)[0]]
    assert any("uses Greaves of the Martyr's power" in x for x in lines)


def test_singing_blade_belt_counts_each_card_drawn_and_spends_three_once_a_turn(db):
    # "When you draw a card, add a verse counter. [Exhaust], remove three verse counters -> Target weapon has
    # Assault 3 this turn."
    cc = compile_cards([db["Belt of the Singing Blade"], db["Dawnblaze Blade"]])
    g = game(cc, lib=[1] * 20)
    g.enter(0, 1)
    g.enter(1, 1)
    uid = uid_of(g, 0)
    g.draw_cards(7)
    assert g.ctr[uid] == 7
    f = Fight()
    f.struck, f.hero_attacks = [1], True
    spend.combat(g, f)
    spend.combat(g, f)
    assert f.hero_a == 3 and g.ctr[uid] == 4        # [Exhaust]: once a turn
    g.t = 2
    spend.combat(g, Fight())
    assert g.ctr[uid] == 4                          # no weapon struck: no target


def test_azuresong_mageblade_draws_for_three_verse_counters_and_1(db):
    # "When you draw a card, put a verse counter on Azuresong Mageblade. 1, Remove three verse counters -> Draw a
    # card." Its draw counts too (a counter for it).
    cc = compile_cards([db["Azuresong Mageblade"], db["Voss Treebender"]])
    g = game(cc, lib=[1] * 20)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    g.draw_cards(6)
    g.avail = 1
    spend.after(g)
    assert len(g.hand) == 7 and g.avail == 0 and g.ctr[uid] == 4     # 6 - 3 + 1 for the card it drew
    g.avail = 5
    spend.after(g)
    assert len(g.hand) == 8 and g.ctr[uid] == 2                      # 4 - 3 + 1: then too few


def test_glacial_bag_exhausts_to_add_a_thaw_counter_or_to_draw_three_for_four(db):
    # "Exhaust a Bag you control -> Add a thaw counter. [Exhaust], Remove four thaw counters -> Draw three cards"
    setup = make_setup(None, deck(db, ("Glacial Bag", 20)), turns=14, health=10**6)
    seen = False
    for s in range(6):
        lines = trace_game(setup, seed=s)[0]
        for turn in turns_of(lines):
            added = [x for x in turn if "Glacial Bag: 1 counter(s) (power" in x]
            spent = [x for x in turn if "uses Glacial Bag's power" in x]
            if spent:
                seen = True
                assert "4 counter(s)" in spent[0]
            assert len(added) + len(spent) <= sum("plays Glacial Bag" in x for x in lines)
    assert seen


def test_triton_legplates_gain_a_counter_each_opponent_turn_and_give_assault_10_for_five(db):
    # "At the end of each opponent's turn, if your hero was not dealt damage this turn, you may add a triton
    # counter. On your turn: [Exhaust], Remove five triton counters -> Your hero has Assault 10 ... this turn."
    cc = compile_cards([db["Triton Legplates"]])
    g = game(cc)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    counters.turn_start(g)
    assert not g.ctr.get(uid)                       # entered this turn: no opponent's turn has ended since
    for t in range(2, 7):
        g.t = t
        counters.turn_start(g)
    assert g.ctr[uid] == 5
    f = Fight()
    spend.combat(g, f)
    assert f.hero_a == 10 and f.hero_attacks and g.ctr[uid] == 0


def test_arrowsong_pays_three_less_only_for_its_own_strike(db):
    # "When you draw a card, add a verse counter. Remove three verse counters -> You pay 3 less the next time you
    # strike with this weapon this turn." (strike 3)
    cc = compile_cards([db["Arrowsong"], db["Stakethrower"]])
    g = game(cc, lib=[1] * 10)
    g.enter(0, 1)
    g.enter(1, 1)
    g.draw_cards(3)
    g.avail = 0
    assert spend.strike(g, [1], 2) == 2 and g.ctr[uid_of(g, 0)] == 3      # another weapon: not taken
    assert spend.strike(g, [0], 3) == 0 and g.ctr[uid_of(g, 0)] == 0


def test_decks_of_the_cards_pass_the_checker(db):
    for pairs in ((("Stakethrower", 8), ("Breastplate of the Queen's Guard", 6), ("Belt of the Singing Blade", 6),
                   ("Throwing Starfish", 6)),
                  (("Greaves of the Martyr", 8), ("Azuresong Mageblade", 8), ("Glacial Bag", 6)),
                  (("Triton Legplates", 8), ("Arrowsong", 8), ("Glacial Bag", 4))):
        setup = make_setup(None, deck(db, *pairs), turns=14, health=10**6)
        checker = check_games(setup, None, 150)
        assert checker.breaches == [], checker.breaches[:3]
        assert checker.checked["ctr_spend"] > 0


def test_the_checker_catches_counters_spent_beyond_the_text_or_the_card(db):
    cc = compile_cards([db["Throwing Starfish"], db["Belt of the Singing Blade"], db["Arrowsong"],
                        db["Stakethrower"]])

    def breaches(*events):
        checker = Checker(cc, None)
        checker.new_game()
        for ev in (("turn", 1), ("enter", 1, 0, 1), ("enter", 2, 1, 1), ("enter", 3, 2, 1),
                   ("ctr", 1, 0, 1, 0, 1, "turn_start"), ("ctr", 2, 1, 2, 0, 1, "draw"),
                   ("ctr", 2, 1, 2, 0, 1, "draw"), ("ctr", 2, 1, 2, 0, 1, "draw")) + events:
            checker(ev)
        checker.check_counters()
        return checker.breaches

    star = (("ctr", 1, 0, 1, 0, -1, "spend"), ("ctr_spend", 1, 0, "damage", 1, -1))
    assert breaches(*star) == []
    assert any("below none" in b for b in breaches(*star, *star))
    assert any("its text's costs are [1]" in b for b in breaches(("ctr", 1, 0, 1, 0, -2, "spend")))
    assert any("does not have, or unpaid" in b for b in breaches(("ctr_spend", 1, 0, "damage", 1, -1)))
    assert any("does not have" in b for b in breaches(("ctr", 1, 0, 1, 0, -1, "spend"),
                                                      ("ctr_spend", 1, 0, "damage", 2, -1)))
    belt = (("ctr", 2, 1, 2, 0, -3, "spend"), ("ctr_spend", 2, 1, "atk_bonus", 3, 4))
    assert any("did not strike this turn" in b for b in breaches(*belt))
    assert breaches(("strike", (3,)), *belt) == []
    verses = (("ctr", 3, 2, 3, 0, 1, "draw"),) * 3
    arrow = (("ctr", 3, 2, 3, 0, -3, "spend"), ("ctr_spend", 3, 2, "cost_less", 3, 5))
    assert breaches(*verses, *arrow, ("strike", (2,))) == []
    assert any("no strike" in b for b in breaches(*verses, *arrow))
    assert any("a weapon its text does not take" in b for b in breaches(*verses, *arrow, ("strike", (3,))))


def test_sword_of_justice_enters_with_an_atk_counter_for_each_card_in_hand(db):
    # "This weapon enters play with a +1 ATK counter for each card in your hand." (ATK 0)
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["Sword of Justice"], db["Voss Treebender"]])
    g = game(cc)
    g.hand = [1, 1, 1]
    g.enter(0, 1)
    assert weapon_atk(g, [0]) == 3
    g2 = game(cc)
    g2.enter(0, 1)
    assert weapon_atk(g2, [0]) == 0                 # an empty hand: none


def test_sunfire_handwraps_count_your_hero_and_allies_and_draw_once_a_turn(db):
    # "This armor enters play with a +1 [DEF] counter for each friendly hero and ally. [Exhaust], Remove a +1 [DEF]
    # counter -> Draw a card."
    from deckcheck.wowtcg.goldfish.compile import compile_deck
    cards = [db["Sunfire Handwraps"], db["Voss Treebender"]]
    cc, _ = compile_deck(cards, hero=db["Elendril"] if "Elendril" in db else None)
    hero = 1 if "Elendril" in db else 0
    g = game(cc, lib=[1] * 10)
    g.enter(1, 1)
    g.enter(1, 1)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    assert g.ctr[uid] == 2 + hero
    spend.after(g)
    spend.after(g)
    assert len(g.hand) == 1 and g.ctr[uid] == 1 + hero        # [Exhaust]: once a turn


def test_the_unbreakable_will_counts_the_face_up_quests(db):
    # "This weapon enters play with a +1 ATK counter for each face-up resource you control."
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["The Unbreakable Will"], db["Hazardous Materials"]])
    g = game(cc)
    g.quests = [1, 1]
    g.enter(0, 1)
    assert weapon_atk(g, [0]) == 2


def test_bonecracker_grows_with_each_resource_placed(db):
    # "When a resource enters play under your control, put a +1 ATK counter on Vengeful Gladiator's Bonecracker."
    setup = make_setup(None, deck(db, ("Vengeful Gladiator's Bonecracker", 30)), turns=10, health=10**6)
    for s in range(4):
        lines = trace_game(setup, seed=s)[0]
        for i, x in enumerate(lines):
            if "Bonecracker: 1 +1 ATK counter(s) (resource" in x:
                assert "places" in lines[i - 1] or "resource row" in lines[i - 1]
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_atk"] > 0


def test_tricksters_edge_doubles_its_atk_counters_each_time_it_deals_combat_damage(db):
    # "This weapon enters play with a +1 ATK counter on it. When your hero deals combat damage to an opposing hero
    # with this weapon, double the number of +1 ATK counters on this weapon." (ATK 0)
    setup = make_setup(None, deck(db, ("Trickster's Edge", 12)), turns=12, health=10**6)
    seen = False
    for s in range(4):
        totals = [int(x.split("; ")[1].split()[0]) for x in trace_game(setup, seed=s)[0]
                  if "Trickster's Edge: " in x and "(strike" in x]
        if len(totals) >= 3:
            seen = True
            assert totals[:3] == [2, 4, 8] or totals[0] == 2
    assert seen
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_atk"] > 0


def test_lucky_strike_axe_has_its_three_counters_only_on_the_draw(db):
    # "Lucky Strike Axe enters play with three +1 ATK counters if an opponent went first this game." (ATK 1)
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["Lucky Strike Axe"]])
    on_play, on_draw = game(cc), game(cc)
    on_draw.first = False
    on_play.enter(0, 1)
    on_draw.enter(0, 1)
    assert (weapon_atk(on_play, [0]), weapon_atk(on_draw, [0])) == (1, 4)


def test_choker_puts_its_blade_counters_on_the_weapon_and_is_destroyed_after_the_last(db):
    # "This item enters play with three blade counters. 1, [Exhaust], Remove a blade counter -> Choose one: Add a +1
    # ATK counter to target weapon; ... When the last blade counter is removed from this item, destroy it."
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["Choker of Serrated Blades"], db["Stakethrower"]])
    g = game(cc)
    g.enter(0, 1)
    g.avail = 5
    spend.before_strike(g)
    assert 0 in g.perms and g.avail == 5            # no weapon: no target (CR 707.1d)
    g.enter(1, 1)
    base = weapon_atk(g, [1])
    for t in (1, 1, 2, 3, 4):
        g.t = t
        spend.before_strike(g)
    assert weapon_atk(g, [1]) == base + 3 and g.avail == 2      # once a turn, paying 1 each time
    assert 0 not in g.perms and 0 in g.grave        # its last counter gone: destroyed


def test_cloak_of_darkness_gathers_counters_and_deals_them_all_when_that_wins(db):
    # "[Exhaust] -> Put a +1 DEF counter on Cloak of Darkness. [Exhaust], Remove all +1 DEF counters -> Your hero deals
    # 1 shadow damage to target hero or ally for each counter removed this way."
    cc = compile_cards([db["Cloak of Darkness"]])
    g = game(cc)
    g.health = 10
    g.enter(0, 1)
    uid = uid_of(g, 0)
    for t in (1, 1, 2, 3):
        g.t = t
        spend.after(g)
    assert g.ctr[uid] == 3 and g.turn_dmg == 0      # once a turn: kept while it does not win
    g.t, g.dmg = 4, 7
    spend.after(g)
    assert g.turn_dmg == 3 and g.ctr[uid] == 0      # 3 wins now: all removed, no counter added that turn


def test_singing_crystal_axe_costs_one_more_for_each_slow_counter_and_sheds_one_a_strike(db):
    # "Singing Crystal Axe enters play with four slow counters. You pay 1 more to strike with Singing Crystal Axe for
    # each slow counter. When you strike with Singing Crystal Axe, remove a slow counter." (strike 3)
    cc = compile_cards([db["Singing Crystal Axe"]])
    g = game(cc)
    g.enter(0, 1)
    assert strike_price(g, [0]) == 7
    counters.after_damage(g, [0], [])
    assert strike_price(g, [0]) == 6


def test_mantle_of_abrahmis_puts_a_counter_on_your_weapon_as_armor_or_a_weapon_is_played(db):
    # "When another armor or weapon enters play under your control, choose one: Add a +1 ATK counter to target weapon
    # you control; or add a +1 [DEF] counter to target armor you control."
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["Mantle of Abrahmis"], db["Stakethrower"], db["Voss Treebender"]])
    g = game(cc)
    g.enter(0, 1)
    g.enter(1, 1)
    base = weapon_atk(g, [1])
    counters.on_play(g, 2)
    assert weapon_atk(g, [1]) == base               # an ally: no
    counters.on_play(g, 1)
    assert weapon_atk(g, [1]) == base + 1
    setup = make_setup(None, deck(db, ("Mantle of Abrahmis", 10), ("Stakethrower", 8)), turns=12, health=10**6)
    checker = check_games(setup, None, 100)
    assert checker.breaches == []


def test_stormpike_insignia_deals_5_at_its_sixth_honor_counter_and_is_destroyed(db):
    # "When you play a card, add an honor counter. If there are six or more on Stormpike Insignia, destroy it. When
    # Stormpike Insignia is destroyed this way, your hero deals 5 frost damage to target hero or ally."
    cc = compile_cards([db["Stormpike Insignia"], db["Voss Treebender"]])
    g = game(cc)
    g.enter(0, 1)
    for _ in range(5):
        counters.on_play(g, 1)
    assert g.turn_dmg == 0 and 0 in g.perms
    counters.on_play(g, 1)
    assert g.turn_dmg == 5 and 0 not in g.perms and 0 in g.grave


def test_twilight_assassin_belt_discards_only_equipment_the_engine_cannot_use(db):
    # "1, Discard an equipment -> Add a murder counter. Your hero has Assault 1 for each murder counter."
    setup = make_setup(None, deck(db, ("Belt of the Twilight Assassin", 12), ("Stakethrower", 12)), turns=12,
                       health=10**6)
    used = 0
    for s in range(6):
        for x in trace_game(setup, seed=s)[0]:
            if "uses Belt of the Twilight Assassin's power" in x:
                used += 1
                assert "discarding Belt of the Twilight Assassin" in x or "discarding Stakethrower" in x
    assert used
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_discard"] > 0


def test_stash_puts_an_heirloom_counter_on_the_equipment_that_counts_it_as_a_copy_is_placed(db):
    # Bloodied Arcanite Reaper: "This equipment has +3 ATK for each heirloom counter on it. Stash: Add an heirloom
    # counter to target equipment you control." (Stash: as it enters your resource row)
    from deckcheck.wowtcg.goldfish import resources
    from deckcheck.wowtcg.goldfish.combat import weapon_atk
    cc = compile_cards([db["Bloodied Arcanite Reaper"], db["Stakethrower"], db["Polished Breastplate of Valor"]])
    g = game(cc)
    g.hand = [0, 0, 0]                              # (the last card in hand is kept to play: three)
    g.res = 1
    resources.place(g)
    assert g.res == 2 and not g.ctr                 # no equipment in play: no counter (the text's "may")
    g.enter(1, 1)
    g.enter(0, 1)
    base = weapon_atk(g, [0])
    g.n_places = 0
    g.hand = [0, 0, 0]
    resources.place(g)
    assert g.res == 3 and weapon_atk(g, [0]) == base + 3    # onto the Reaper, not Stakethrower (which counts none)
    g.hand = [2, 2, 2]
    resources.place(g)                              # Polished Breastplate: "a +1 ATK counter to target weapon"
    assert g.res == 4 and sum(g.catk.values()) == 1


def test_stash_decks_pass_the_checker(db):
    for pairs in ((("Bloodied Arcanite Reaper", 12), ("Balanced Heartseeker", 6)),
                  (("Champion's Deathdealer Breastplate", 8), ("Stakethrower", 8), ("Polished Breastplate of Valor", 6)),
                  (("Stained Shadowcraft Spaulders", 12), ("Charmed Ancient Bone Bow", 8))):
        setup = make_setup(None, deck(db, *pairs), turns=14, health=10**6)
        checker = check_games(setup, None, 150)
        assert checker.breaches == [], checker.breaches[:3]
        assert checker.checked["ctr"] > 0
    cc = compile_cards([db["Bloodied Arcanite Reaper"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    for ev in (("turn", 1), ("enter", 1, 0, 1), ("enter", 2, 1, 1)):
        checker(ev)
    checker(("ctr", -1, 0, 1, 0, 1, "stash"))
    assert any("no resource placed" in b for b in checker.breaches)
    checker(("place", 1))
    checker(("ctr", -1, 0, 2, 0, 1, "stash"))
    assert any("a card its text does not take" in b for b in checker.breaches)     # an ally


def test_heirloom_powers_wait_for_three_counters(db):
    # Stained Shadowcraft Cap: "On your turn, if this armor has three or more heirloom counters: [Exhaust] -> Your hero
    # deals 3 nature damage to target hero or ally." Tattered Dreadmist Mask: "... [Exhaust] -> Look at the top three
    # cards of your deck. Put one into your hand"; Polished Helm of Valor: "... Allies you control have Assault 3"
    cc = compile_cards([db["Stained Shadowcraft Cap"], db["Tattered Dreadmist Mask"], db["Polished Helm of Valor"],
                        db["Voss Treebender"]])
    g = game(cc, lib=[3] * 10)
    for c in (0, 1, 2):
        g.enter(c, 1)
    f = Fight()
    f.att_ids = [3, 3]
    spend.after(g)
    spend.combat(g, f)
    assert (g.turn_dmg, len(g.hand), f.bonus) == (0, 0, 0)       # no counters: none of them
    for c in (0, 1, 2):
        g.ctr[uid_of(g, c)] = 3
    spend.after(g)
    spend.after(g)
    spend.combat(g, f)
    spend.combat(g, f)
    assert (g.turn_dmg, len(g.hand), f.bonus) == (3, 1, 6)       # once a turn each; the counters stay
    assert all(g.ctr[uid_of(g, c)] == 3 for c in (0, 1, 2))
    setup = make_setup(None, deck(db, ("Stained Shadowcraft Cap", 10), ("Polished Helm of Valor", 10)), turns=16,
                       health=10**6)
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_spend"] > 0


def test_setesh_counts_its_turns_and_your_heros_hits_then_makes_two_void_wurms_with_assault_4(db):
    # "Your hero has Assault 1. At the start of your turn and when your hero deals combat damage to an opposing hero,
    # add a power counter to this item. At the end of your turn, if this item has five or more power counters on it,
    # destroy it. If you do, put two 0 [SHADOW] / 4 [HEALTH] Void Wurm ally tokens into play with Assault 4."
    setup = make_setup(None, deck(db, ("Setesh, Construct of Destruction", 12)), turns=14, health=10**6)
    seen = False
    for s in range(4):
        lines = trace_game(setup, seed=s)[0]
        hits = [i for i, x in enumerate(lines) if "Setesh, Construct of Destruction: 1 counter(s) (hero_hits" in x]
        for i in hits:
            assert any("and the hero" in x for x in lines[i - 3:i])
        if any("Void Wurm ally token" in x for x in lines):
            seen = True
    assert seen
    cc = compile_cards([db["Setesh, Construct of Destruction"]])
    wurm = cc.cards[-1]
    assert (wurm.atk, wurm.health) == (0, 4) and cc.assault[len(cc.cards) - 1] == 4
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_token"] > 0


def test_historians_sash_pays_a_quest_with_three_history_counters(db):
    # "At the start of your turn, add a history counter to this armor. Remove three history counters from this armor
    # -> You pay 1 less to complete target quest this turn." Lazy Peons: "Pay 1 to complete this quest ..."
    from deckcheck.wowtcg.goldfish import quests
    cc = compile_cards([db["Historian's Sash"], db["Lazy Peons"], db["Voss Treebender"]])
    g = game(cc, lib=[2] * 10)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    g.ctr[uid] = 2
    g.quests, g.avail = [1], 0
    assert quests.complete(g) == 0 and g.ctr[uid] == 2          # two counters: not enough
    g.ctr[uid] = 4
    assert quests.complete(g) == 1 and g.ctr[uid] == 1 and g.avail == 0
    setup = make_setup(None, deck(db, ("Historian's Sash", 10), ("Lazy Peons", 10)), turns=14, health=10**6)
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_spend"] > 0


def test_pendant_of_quiet_breath_grows_only_in_turns_your_hero_did_not_attack(db):
    # "At the end of your turn, if your hero didn't attack this turn, add a tactics counter to this item. Your hero
    # has Assault 1 for each tactics counter."
    cc = compile_cards([db["Pendant of Quiet Breath"]])
    g = game(cc)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    counters.turn_end(g)
    assert g.ctr[uid] == 1 and counters.hero_bonus(g) == 1
    g.t = 2
    counters.after_damage(g, [], [], True)          # your hero attacked this turn
    counters.turn_end(g)
    assert g.ctr[uid] == 1
    setup = make_setup(None, deck(db, ("Pendant of Quiet Breath", 12)), turns=12, health=10**6)
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_atk"] > 0


def test_racer_controller_counts_only_racer_hits_and_destroys_the_hero_for_ten(db):
    # "At the start of your turn, put a 1/1 Crashin' Thrashin' Racer ally token into play with Ferocity. When a Racer
    # ally you control deals combat damage to an opposing hero, put a credit counter on this item. [Exhaust], Remove ten
    # credit counters from this item -> Destroy target hero."
    cc = compile_cards([db["Crashin' Thrashin' Racer Controller"], db["Voss Treebender"]])
    racer = len(cc.cards) - 1
    assert "Racer" in cc.cards[racer].race
    g = game(cc)
    g.enter(0, 1)
    uid = uid_of(g, 0)
    counters.after_damage(g, [], [2, 1, 1], False, [1, racer, racer])
    assert g.ctr[uid] == 2                          # the Voss Treebender's hit does not count
    g.ctr[uid] = 9
    g.health = 30
    spend.after(g)
    assert g.turn_dmg == 0                          # nine: not yet
    g.ctr[uid] = 10
    spend.after(g)
    assert g.turn_dmg == 30 and g.ctr[uid] == 0
    setup = make_setup(None, deck(db, ("Crashin' Thrashin' Racer Controller", 10)), turns=16, health=10**6)
    checker = check_games(setup, None, 100)
    assert checker.breaches == [] and checker.checked["ctr_spend"] > 0
