"""Issue 23 (goldfish v3), statics: a condition on a card of each of several kinds (`kinds`: Naroku Sunsteppe,
Azjol-anak Champion), your hero's damage (`hero_damaged`: Lordann), "the highest cost among other allies" (Lunaris),
Stash's "+n ATK this turn" (Raging Shout, Rakzi), a Form destroyed as you play a card of a kind or strike with a
weapon (Shadowform, Tree of Life, the cat forms: read only in a deck where nothing fires it), a Sentinel under a
condition (Akhet, Moro), "attached ally has Ferocity" (Essence of Aggression), a Location's text (the Armored
mounts), on the real cards, and the checker's rules for them."""
from __future__ import annotations

from deckcheck.wowtcg.effects import freeze
from deckcheck.wowtcg.goldfish import combat, enter, play
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import NO_BEARING, PLAYED, TO_HERO, UNMODELLED
from deckcheck.wowtcg.goldfish.combat import attack_value
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_conditions import game_of
from test_goldfish_kinds import deck
from goldfish_helpers import fx

PLAYED_NOW = ("Akhet", "Ashnaar, Frost Herald", "High Prophet Barim", "Obsidia", "Rakzi the Earthgraced", "Armsman",
              "Raging Shout", "Essence of Aggression", "Devona Berkshire", "Aura of Anger", "Naroku Sunsteppe",
              "Thunderhead Hippogryph", "Ruby Emissary", "Broll Bearmantle", "Lunaris Silverfrost", "Manaflow",
              "Clutch Shot", "Hulok Trailblazer", "Shadowform", "Azjol-anak Champion", "Lordann the Bloodreaver",
              "Tree of Life", "Predatory Sense", "Cower", "King of the Jungle", "Moro, Timewalker Druid")
NO_BEARING_NOW = ("Armored Blue Wind Rider", "Armored Snowy Gryphon",
                  "Blazing Hippogryph")


def test_the_cards_read_this_way_are_modelled(db):
    for name in PLAYED_NOW:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    for name in NO_BEARING_NOW:
        assert compile_cards([db[name]]).verdict[0] == NO_BEARING, name


# -- a card of each kind ----------------------------------------------------------------------------------------------

def test_naroku_has_plus_2_only_with_another_ally_an_ability_and_an_equipment(db):
    # Naroku Sunsteppe (ATK 4): "+2 / +2 while you control another ally, an ability, and an equipment"
    g = game_of(db, "Naroku Sunsteppe", "Voss Treebender", "Raging Shout", "Armsman", "Rakzi the Earthgraced")
    base = db["Naroku Sunsteppe"].atk
    g.enter(0, 1)
    g.enter(2, 1)            # an ability (Raging Shout: allies have Assault 1 too)
    assert attack_value(g, 0, 0) == base + 1
    g.enter(1, 1)            # another ally: still no equipment
    assert attack_value(g, 0, 0) == base + 1
    g2 = game_of(db, "Naroku Sunsteppe", "Voss Treebender", "Armsman", "Arcanite Reaper")
    g2.enter(0, 1)
    g2.enter(2, 1)
    g2.enter(3, 1)           # an ability and an equipment, but no other ally: Naroku itself does not count
    assert attack_value(g2, 0, 0) == base
    g2.enter(1, 1)
    assert attack_value(g2, 0, 0) == base + 2


def test_azjol_anak_champion_needs_an_ability_an_ally_and_an_equipment_in_your_graveyard(db):
    g = game_of(db, "Azjol-anak Champion", "Voss Treebender", "Armsman", "Arcanite Reaper")
    base = db["Azjol-anak Champion"].atk
    g.enter(0, 1)
    g.grave = [1, 1, 2]      # two allies and an ability: no equipment
    assert attack_value(g, 0, 0) == base
    g.grave.append(3)
    assert attack_value(g, 0, 0) == base + 3


# -- your hero's damage, other allies' highest cost -------------------------------------------------------------------

def test_lordann_never_has_its_bonus_and_is_unmodelled_beside_damage_to_your_hero(db):
    assert fx(db["Lordann the Bloodreaver"])[0]["cond"] == "hero_damaged"
    g = game_of(db, "Lordann the Bloodreaver")
    g.enter(0, 1)
    g.dmg = 40               # (the opposing hero's damage: not your hero's)
    assert attack_value(g, 0, 0) == db["Lordann the Bloodreaver"].atk
    # beside a card that damages each hero and ally (your hero too) your hero's damage is not followed: not played
    assert compile_cards([db["Lordann the Bloodreaver"], db["Voss Treebender"]]).verdict[0] == PLAYED
    assert compile_cards([db["Lordann the Bloodreaver"], db["Engulfing Blaze"]]).verdict[0] == UNMODELLED


def test_lunaris_counts_the_highest_cost_among_other_allies_only(db):
    # Lunaris Silverfrost (cost 4, ATK 2): "Assault X, where X is the highest cost among other allies you control"
    g = game_of(db, "Lunaris Silverfrost", "Voss Treebender", "Naroku Sunsteppe")
    base = db["Lunaris Silverfrost"].atk
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == base             # alone: its own cost 4 is not counted
    g.enter(1, 1)
    assert attack_value(g, 0, 0) == base + db["Voss Treebender"].cost
    g.enter(2, 1)
    assert attack_value(g, 0, 0) == base + db["Naroku Sunsteppe"].cost


# -- Stash ------------------------------------------------------------------------------------------------------------

def test_raging_shout_stashed_gives_your_hero_1_atk_this_turn(db):
    cc = compile_cards([db["Raging Shout"], db["Rakzi the Earthgraced"], db["Arcanite Reaper"]])
    assert cc.stash_atk[0] == (1, TO_HERO) and cc.stash[0] is not None
    g = game_of(db, "Raging Shout", "Rakzi the Earthgraced", "Arcanite Reaper")
    enter.stash(g, 0)
    assert g.etb_now == [(1, TO_HERO, None, None)]
    # Rakzi: "target weapon you control has Assault 1 this turn": no weapon in play, no target, nothing
    enter.stash(g, 1)
    assert len(g.etb_now) == 1
    g.enter(2, 1)
    enter.stash(g, 1)
    assert g.etb_now[-1][2] == frozenset({2})


def test_stash_games_show_the_bonus_and_pass_the_checker(db):
    setup = make_setup(None, deck(db, ("Raging Shout", 30)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    assert any("Stash: +1 ATK this turn" in line for line in lines)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["stash_atk"]


# -- Forms destroyed as you play a card of a kind ----------------------------------------------------------------------

def test_a_form_is_read_only_in_a_deck_where_nothing_destroys_it(db):
    # Shadowform: "When you play a Holy ability, destroy Shadowform"; Tree of Life: "... a non-Restoration ability"
    assert compile_cards([db["Shadowform"], db["Arcane Missiles"]]).verdict[0] == PLAYED
    holy = next(n for n in ("Holy Fire", "Smite", "Holy Nova") if n in db.cards and "Holy" in db[n].tags)
    assert compile_cards([db["Shadowform"], db[holy]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Tree of Life"], db["Arcane Missiles"]]).verdict[0] == UNMODELLED
    # the cat forms: "Destroy this card when you strike with a weapon or play a non-Feral ability"
    assert compile_cards([db["Cower"], db["Voss Treebender"]]).verdict[0] == PLAYED
    assert compile_cards([db["Cower"], db["Arcanite Reaper"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["King of the Jungle"], db["Predatory Sense"]]).verdict[0] == PLAYED


def test_king_of_the_jungle_counts_itself_for_its_cat_form(db):
    # "+1 ATK while attacking for each other ability you control" and cat form's +1: one for each ability
    setup = make_setup(None, deck(db, ("King of the Jungle", 20), ("Predatory Sense", 10)), turns=8, health=10**6)
    checker = check_games(setup, None, 40)
    assert not checker.breaches, checker.breaches[:3]
    lines, _ = trace_game(setup, seed=1)
    assert any("King of the Jungle" in line for line in lines)


# -- Sentinel under a condition ---------------------------------------------------------------------------------------

def test_akhet_alone_has_double_atk_and_attacks_twice(db):
    g = game_of(db, "Akhet", "Voss Treebender")
    g.enter(0, 1)
    f = combat.combat(g)
    assert f.attackers == [2 * db["Akhet"].atk] * 2
    g = game_of(db, "Akhet", "Voss Treebender")
    g.enter(0, 1)
    g.enter(1, 1)
    f = combat.combat(g)
    assert sorted(f.attackers) == sorted([db["Akhet"].atk, db["Voss Treebender"].atk])


def test_sentinel_games_pass_the_checker_and_a_false_ready_is_caught(db):
    setup = make_setup(None, deck(db, ("Akhet", 20), filler="Arcane Missiles"), turns=10, health=10**6)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["sentinel"]
    cc = compile_cards([db["Akhet"], db["Voss Treebender"]])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 1, 1))
    bad(("sentinel", 0, (0, 1)))
    assert bad.breaches and "only ally" in bad.breaches[0]


# -- attached Ferocity, locations ---------------------------------------------------------------------------------------

def test_essence_of_aggression_lets_the_ally_it_is_attached_to_attack_at_once(db):
    g = game_of(db, "Essence of Aggression", "Voss Treebender")
    g.enter(1, 3)            # entered this turn
    g.res = g.avail = 5
    g.hand = [0]
    play.play(g, 0, 0, 5)
    assert g.fero_now == {g.a_uid[0]: 0}
    f = combat.combat(g)
    assert f.attackers == [db["Voss Treebender"].atk + 2]
    bad = Checker(compile_cards([db["Voss Treebender"], db["Armsman"]]), None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("fero_now", 1, 0, 1, "attached", None))
    assert bad.breaches and "without such text" in bad.breaches[0]


def test_a_locations_text_has_no_bearing_without_a_location_and_is_unmodelled_with_one(db):
    rider = db["Armored Blue Wind Rider"]
    assert {e["do"] for e in fx(rider)} == {"location"}
    assert compile_cards([rider, db["Voss Treebender"]]).verdict[0] == NO_BEARING
    place = next(c for c in db.cards.values() if c.type == "Location")
    assert compile_cards([rider, place]).verdict[0] == UNMODELLED


def test_kinds_condition_is_checked_by_the_checker(db):
    setup = make_setup(None, deck(db, ("Naroku Sunsteppe", 15), ("Raging Shout", 15), ("Arcanite Reaper", 10)),
                       turns=8, health=10**6)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["kinds"]
    rec = freeze({"abilities": [{"kind": "static", "actions": [{"do": "atk_bonus", "n": 2, "target": {"to": "self"},
                                                                   "until": "ongoing"}]}]})
    cc = compile_cards([db["Naroku Sunsteppe"], db["Voss Treebender"]._replace(effects=rec)])
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("kinds", 0, 0, (1,)))
    assert bad.breaches


# -- amounts of the card played, the opposing hero's health, namesakes into play, keyword filters -----------------------

def test_korialstrasz_makes_as_many_tokens_as_the_played_allys_cost(db):
    # "When you play an ally, put X 1 [Fire] / 1 Red Dragonkin ally tokens into play, where X is that ally's cost"
    cc = compile_cards([db["Korialstrasz"], db["Naroku Sunsteppe"]])
    assert cc.verdict[0] == PLAYED and cc.watch[0][5][0] == -2
    g = game_of(db, "Korialstrasz", "Naroku Sunsteppe")
    g.enter(0, 1)
    g.res = g.avail = 5
    g.hand = [1]
    play.play(g, 1, 0, 5)
    tokens = [c for c in g.a_c if "Token" in g.cc.cards[c].tags]
    assert len(tokens) == db["Naroku Sunsteppe"].cost and len(g.a_c) == 2 + 5


def test_convocation_deals_the_played_allys_cost_and_the_checker_follows(db):
    g = game_of(db, "Convocation", "Naroku Sunsteppe")
    g.enter(0, 1)
    g.res = g.avail = 5
    g.hand = [1]
    play.play(g, 1, 0, 5)
    assert g.turn_dmg == db["Naroku Sunsteppe"].cost
    setup = make_setup(None, deck(db, ("Convocation", 20), ("Korialstrasz", 10)), turns=10, health=10**6)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["watch_x"]
    bad = Checker(compile_cards([db["Convocation"], db["Naroku Sunsteppe"]]), None)
    bad.new_game()
    bad(("watch_x", 0, 1, 3))
    assert bad.breaches and "whose cost is 5" in bad.breaches[0]


def test_split_open_lowers_the_opposing_heros_health_by_2(db):
    cc = compile_cards([db["Split Open"]])
    assert cc.opp_hp[0] == 2 and cc.value[0]
    setup = make_setup(None, deck(db, ("Split Open", 20)), turns=6, health=30)
    lines, _ = trace_game(setup, seed=2)
    assert any("2 less health (28)" in line for line in lines)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]


def test_scout_kurgo_brings_its_namesakes_from_hand_and_deck(db):
    g = game_of(db, "Scout Kurgo", "Voss Treebender")
    g.lib = [0, 1, 0, 1]
    g.hand = [0, 0, 1]
    g.res = g.avail = 5
    play.play(g, 0, 0, 5)
    assert g.a_c.count(0) == 4 and 0 not in g.hand and 0 not in g.lib and g.hand == [1]
    setup = make_setup(None, deck(db, ("Scout Kurgo", 4)), turns=10, health=10**6)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]


def test_keyword_filters_read_printed_ferocity_and_assault(db):
    from deckcheck.wowtcg.goldfish.codes import matches
    fero = "Bloodfang Berserker"
    assert {"do": "ferocity"} in fx(db[fero])
    assert matches(db[fero], {"keyword": "ferocity"}) and not matches(db["Voss Treebender"], {"keyword": "ferocity"})
    # Soulseeker Huulo: Assault 1 only while you control another hero or ally with Assault
    assault = next(c for c in db.cards.values() if c.type == "Ally" and any(
        set(e) == {"do", "n"} and e["do"] == "assault" for e in fx(c)))
    g = game_of(db, "Soulseeker Huulo", assault.name)
    g.enter(0, 1)
    assert attack_value(g, 0, 0) == db["Soulseeker Huulo"].atk
    g.enter(1, 1)
    assert attack_value(g, 0, 0) == db["Soulseeker Huulo"].atk + 1


def test_tiny_makes_the_next_quest_this_turn_cost_2_less_once(db):
    # Tiny: "When you place a resource face up, you pay 2 less to complete your next quest this turn"
    from deckcheck.wowtcg.goldfish import quests
    from deckcheck.wowtcg.goldfish.keywords import placed
    g = game_of(db, "Tiny", "A Bird In Hand")
    g.enter(0, 1)
    g.quests = [1, 1]
    g.res = g.avail = 6
    placed(g, 1, True)
    assert len(g.less_in_play) == 1
    pays = g.cc.quest_pay
    before = g.avail
    assert quests.complete(g) == 2
    assert before - g.avail == 2 * pays[1] - 2           # the first 2 less, the second in full
    assert not g.less_in_play and not g.less_turn
    setup = make_setup(None, deck(db, ("Tiny", 8), ("A Bird In Hand", 20)), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    assert any("Tiny: the next one costs 2 less" in line for line in lines)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]


def test_the_beast_within_is_cast_for_its_atk_only_with_a_pet(db):
    # "While you have a Pet this turn, ... your hero has +3 ATK"
    cc = compile_cards([db["The Beast Within"]])
    assert cc.bonus_n[0] == 3 and cc.bonus_cond[0] is not None
    pet = next(c for c in db.cards.values() if c.type == "Ally" and any(t.startswith("Pet") for t in c.tags)
               and isinstance(c.cost, int) and isinstance(c.atk, int) and c.atk > 0)
    g = game_of(db, "The Beast Within", pet.name, "Voss Treebender")
    g.enter(2, 1)
    g.res = g.avail = 3
    g.hand = [0]
    f = combat.combat(g)
    assert 0 in g.hand and f.bonus == 0          # no Pet: not cast
    g = game_of(db, "The Beast Within", pet.name)
    g.enter(1, 1)
    g.res = g.avail = 3
    g.hand = [0]
    f = combat.combat(g)
    assert 0 not in g.hand and f.bonus == 3


def test_trytha_exhausts_one_of_your_resources_as_your_turn_starts(db):
    setup = make_setup(None, deck(db, ("Trytha Darksun", 10)), turns=8, health=10**6)
    lines = [line for seed in range(6) for line in trace_game(setup, seed=seed)[0]]     # (Trytha: most games)
    assert any("Trytha Darksun: 1 resource(s) exhausted." in line for line in lines)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["tap_res"]


def test_earthseer_dambrak_pays_1_to_draw_as_you_play_a_dear_ally(db):
    g = game_of(db, "Earthseer Dambrak", "Naroku Sunsteppe", "Voss Treebender")
    g.enter(0, 1)
    g.lib = [2, 2, 2]
    g.res = g.avail = 6
    g.hand = [2, 1]
    play.play(g, 2, 0, 1)           # cost 1: no trigger
    assert g.avail == 5 and len(g.hand) == 1
    play.play(g, 1, 0, 4)           # cost 5 - 1 (Harmonize): pays 1 more, draws a card
    assert g.avail == 0 and g.hand == [2]
    setup = make_setup(None, deck(db, ("Earthseer Dambrak", 10), ("Naroku Sunsteppe", 20)), turns=10, health=10**6)
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["watch_pay"]


def test_azure_emissary_deals_1_for_each_mage_and_warlock_as_you_play_an_ability(db):
    # "When you play an ability, this ally deals 1 arcane damage to target hero for each Mage and Warlock you control"
    g = game_of(db, "Azure Emissary", "Adept Breton", "Armsman")
    assert "Mage" in db["Adept Breton"].char_class
    g.enter(0, 1)
    g.res = g.avail = 5
    g.hand = [2, 2]
    play.play(g, 2, 0, 3)           # an ability, no Mage nor Warlock: nothing
    assert g.turn_dmg == 0
    g.enter(1, 1)
    play.play(g, 2, 0, 0)           # one Mage: 1 damage
    assert g.turn_dmg == 1
    trig = [e for e in fx(db["Azure Emissary"]) if e.get("when") == "play"]
    assert trig and trig[0]["per"] == "ally"
    setup = make_setup(None, deck(db, ("Azure Emissary", 10), ("Adept Breton", 10), ("Arcane Missiles", 20)),
                       turns=10, health=10**6)
    # seeded games: each time, 1 for each Adept Breton (a Mage) played so far (nothing removes them), 2 in some
    import re
    twos = 0
    for seed in range(8):
        bretons = 0
        for line in trace_game(setup, seed=seed)[0]:
            bretons += line.startswith("  plays Adept Breton")
            if m := re.search(r"Azure Emissary deals (\d+) damage", line):
                assert int(m[1]) == bretons, (seed, line)
                twos += m[1] == "2"
    assert twos
    checker = check_games(setup, None, 60)
    assert not checker.breaches, checker.breaches[:3]
    assert checker.checked["watch_per"]
