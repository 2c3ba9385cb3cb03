"""Issue 23's sample audit on fresh seeds 20270285-20270292: the partly ignored and wrong cards it found, each fixed
or honestly unmodelled. Real cards."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import play, turn
from deckcheck.wowtcg.goldfish.codes import matches
from deckcheck.wowtcg.goldfish.compile import ATT_HERO, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import game, no_breaches, turn_with


def test_seed_20270285_damage_abilities_that_attach_to_target_hero_attach(db):
    # Holy Fire, Fireball, Pyroblast, Flame Shock, Insect Swarm ("Attach to target hero or ally, and your hero deals
    # n damage to it") and Sap ("... and exhaust it") dealt their damage without attaching: "when you attach an ability
    # to a hero or ally, draw a card" (Yana'mi) never fired beside them, as it does beside Shadow Word: Pain
    for name, dmg in (("Holy Fire", 2), ("Fireball", 4), ("Pyroblast", 6), ("Flame Shock", 2), ("Insect Swarm", 2),
                      ("Sap", 0)):
        cc = compile_cards([db[name], db["Yana'mi"]])
        if name == "Sap":       # (exhausting the opposing hero is of no use in this deck: never played, so beside
            assert cc.verdict[0] == UNMODELLED and not cc.value[0]     # Yana'mi it is unmodelled, round 18)
            cc = compile_cards([db[name], db["Yana'mi"], db["Feral Prowess"]])     # (with a payoff: played)
        assert cc.verdict[0] == PLAYED and cc.attach[0] == ATT_HERO and cc.dmg[0] == max(dmg, 0), name
        g = game(cc, [1] * 10)
        turn_with(g, 5, 9, [0])
        g.enter(1, 1)                       # Yana'mi in play
        play.play(g, 0, 0, cc.cost[0])
        assert len(g.hand) == 1, name       # Yana'mi drew a card
        assert g.turn_dmg == dmg, name      # the damage as before
    no_breaches(db, ("Yana'mi", 8), ("Fireball", 8), ("Sap", 6), games=60)


def test_seed_20270288_typed_tokens_carry_their_race(db):
    # Beast Mastery's Dire Devilsaur is a "Devilsaur Beast Monster ally token"; Nature Unleashed's five bears and The
    # Sowing of Seeds' Treant had no race either: a Monster, Beast, Bear or Treant filter missed them
    for name, tag in (("Beast Mastery", "Monster"), ("Beast Mastery", "Beast"), ("Nature Unleashed", "Bear"),
                      ("The Sowing of Seeds", "Treant")):
        tok = next(e for e in flat_effects(db[name].effects) if e["do"] == "token")
        assert tag.lower() in tok.get("race", "").lower().split(), name
    cc = compile_cards([db["Beast Mastery"], db["Monstrous Strike"]])
    assert cc.verdict[0] == PLAYED
    token = next(card for card in cc.cards if card.race and "Devilsaur" in card.race)
    assert matches(token, {"tag": "Monster"}) and matches(token, {"tag": "Beast"})


def test_seed_20270292_ancestral_purge_destroys_only_an_ability_not_attached_to_a_friendly_card(db):
    # "Destroy target ability that's not attached to a friendly card. If you do, ... 1 nature damage": the engine paid
    # with any ability of yours, one attached to your ally or giving your hero ATK too. Now `unattached: 1`: an
    # ability attached to the opposing hero (Fireball) or to nothing (Death and Decay) only
    e = next(e for e in flat_effects(db["Ancestral Purge"].effects) if e["do"] == "sacrifice")
    assert e.get("unattached") == 1 and e.get("what") == "ability"
    names = ["Ancestral Purge", "Fireball", "Death and Decay", "Blessing of Might", "Earthen Embrace",
             "Flametongue Weapon"]
    cc = compile_cards([db[n] for n in names])
    assert cc.verdict[0] == PLAYED
    ok = {names[i] for i in cc.sac[0]}
    assert {"Fireball", "Death and Decay"} <= ok
    assert not ok & {"Blessing of Might", "Earthen Embrace", "Flametongue Weapon"}   # on your hero, ally, weapon


def test_seed_20270289_death_and_decay_death_rattle_has_bearing_unmodelled(db):
    # "Death Rattle (When this ability enters your graveyard from anywhere): when your hero enters combat this turn,
    # it deals 1 shadow damage": your own discard and destroy costs send it there; unmodelled, as Belligerence's and
    # Call of the Grove's Death Rattles are (its Ongoing +1 still played)
    from deckcheck.wowtcg.goldfish.compile import UNMODELLED
    for name in ("Death and Decay", "Belligerence", "Call of the Grove"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    assert compile_cards([db["Death and Decay"]]).ong_n[0] == 1


def test_empty_the_stables_takes_up_to_three_pets_of_different_names(db):
    # "Search your deck for up to three Pet cards with different names, reveal them, and put them into hand": it was
    # unmodelled (a tutor took one card); now `tutor n: 3, names: 1`
    names = ["Empty the Stables", "Bloodclaw", "Bogspike", "Chops", "Voss Treebender"]
    cc = compile_cards([db[n] for n in names])
    assert cc.verdict[0] == PLAYED and cc.dig_more[0] == 2
    pets = {i for i, n in enumerate(names) if "Pet" in " ".join(db[n].tags)}
    assert len(pets) == 3
    g = game(cc, [1, 1, 2, 3, 4, 4])
    turn_with(g, 5, 9, [0])
    play.play(g, 0, 0, cc.cost[0])
    assert sorted(g.hand) == sorted(pets) and sorted(g.lib) == [1, 4, 4]     # one of each name, no more
    g = game(cc, [1, 1, 4])
    turn_with(g, 5, 9, [0])
    play.play(g, 0, 0, cc.cost[0])
    assert g.hand == [1] and sorted(g.lib) == [1, 4]                        # up to three: the one name there
    no_breaches(db, ("Empty the Stables", 6), ("Bloodclaw", 4), ("Chops", 4), games=60)


def test_nether_rip_portal_portal_reveals_the_top_three_twice(db):
    # "Portal, Portal": unmodelled (one Portal played); now each Portal printed reveals the top three cards
    cc = compile_cards([db["Nether Rip"], db["Dreadhound"]])
    assert cc.verdict[0] == PLAYED and cc.portals[0] == 2
    g = game(cc, [1] * 6)
    turn_with(g, 5, 9, [0])
    play.play(g, 0, 0, cc.cost[0])
    assert g.a_c == [1, 1] and len(g.lib) == 4        # a Demon from each reveal


def test_seed_20270296_a_token_of_the_opponents_turn_start_attacks_in_yours(db):
    # Nasala Silvertree: "At the start of each player's turn, put a 1/1 Treant ally token into play": two tokens a
    # round, both put in at your turn's start and neither attacking that turn. The one of the opponent's turn has been
    # in play since then: it attacks in yours (CR 302.2). Now `each_turn` tokens enter half as of the opponent's turn
    from deckcheck.wowtcg.goldfish import turn
    cc = compile_cards([db["Nasala Silvertree"]])
    assert cc.verdict[0] == PLAYED and cc.token[0][0] == 2 and cc.token[0][2] == 2
    g = game(cc, [0] * 10)
    turn_with(g, 3, 0, [])
    g.enter(0, 1)                                 # Nasala, in play since turn 1
    turn.start_of_turn(g)
    assert sorted(g.a_since) == [1, 2, 3]         # one Treant of the opponent's turn, one of yours
    assert len(turn.combat(g).attackers) == 2     # Nasala and the opponent's turn's Treant
    no_breaches(db, ("Nasala Silvertree", 12), games=60)


def test_seed_20270285_abilities_that_attach_to_your_hero_attach(db):
    # Wild Rejuvenation and Living Seed ("Attach to your hero. Ongoing: ...") and Shield or Wield ("... or attach to
    # target hero. Ongoing: Attached hero has +1 ATK while attacking") did not attach, as Blessing of Might's record
    # does: "when you attach an ability to a hero or ally" (Yana'mi) never fired beside them
    for name in ("Wild Rejuvenation", "Living Seed", "Shield or Wield"):
        cc = compile_cards([db[name], db["Yana'mi"]])
        assert cc.verdict[0] == PLAYED and cc.attach[0] == ATT_HERO, name
        g = game(cc, [1] * 10)
        turn_with(g, 5, 9, [0])
        g.enter(1, 1)
        play.play(g, 0, 0, cc.cost[0])
        assert len(g.hand) == 1 and g.perms == [0], name       # Yana'mi drew; it stays in play
    no_breaches(db, ("Living Seed", 10), ("Yana'mi", 6), games=60)


def test_seed_20270306_venomstrike_deals_its_4_once_a_turn_however_often_it_attacks(db):
    # "At the end of each turn, Venomstrike deals 4 nature damage to each hero and ally it dealt damage to this turn":
    # read as 4 each time it attacks (12 for a Venomstrike readied to attack twice). Now 4 at the end of your turn if
    # it attacked (its 1 ATK always hits the goldfish): `turn_end` under `cond: attacked`
    from deckcheck.wowtcg.goldfish import enter
    cc = compile_cards([db["Venomstrike"]])
    assert cc.verdict[0] == PLAYED and cc.atk_dmg[0] == 0 and cc.eot[0][0][0] == 4
    for attacks, dmg in ((0, 0), (1, 4), (2, 4)):
        g = game(cc, [0] * 10)
        turn_with(g, 4, 0, [])
        g.enter(0, 1)
        f = turn.combat(g) if attacks else None
        if attacks == 2:
            f.att_ids.append(0)         # readied: a second attack this turn
        g.turn_dmg = 0
        enter.turn_end(g)
        assert g.turn_dmg == dmg, attacks
    no_breaches(db, ("Venomstrike", 10), games=60)


def test_seed_20270307_other_demons_includes_a_demon_hero(db):
    # Warbringer Arix'amal: "Other Demons have +2 ATK": your hero too when it is a Demon (Illidan Stormrage)
    from deckcheck.wowtcg.goldfish.audit import check_games
    from deckcheck.wowtcg.goldfish.runner import make_setup
    from goldfish_helpers import deck
    e = next(e for e in flat_effects(db["Warbringer Arix'amal"].effects) if e["do"] == "atk_bonus")
    assert e["to"] == "party" and e["tag"] == "Demon" and e.get("other") == 1
    hero = db["Illidan Stormrage"]
    assert matches(hero, {"tag": "Demon"})
    checker = check_games(make_setup(hero, deck(db, ("Warbringer Arix'amal", 8)), turns=8, health=10**6), hero, 40)
    assert not checker.breaches and checker.checked["hero_ongoing"]


def test_seed_20270305_quests_of_no_reward_of_use_keep_their_completion(db):
    # The Lexicon Demonica ("During your turn, pay 3 to complete this quest. Reward: Turn all quests face down") and
    # When Smokey Sings ("destroy this and pay 5 ...") had no completion: never completed beside Loremaster Pooth
    for name, pay in (("The Lexicon Demonica", 3), ("When Smokey Sings, I Get Violent", 5)):
        assert compile_cards([db[name], db["Loremaster Pooth"]]).quest_pay[0] == pay, name


def test_seed_20270316_a_talents_spec_is_one_of_its_tags(db):
    # CR 202.5: a Talent's spec is on its type line ("Ability—Retribution Talent"): Sanctity Aura, The Art of War and
    # Zealotry are Retribution abilities for Guardian of Ancient Kings ("while you control a Retribution ability"),
    # as Crusade (which carries the tag too) was already
    for name in ("Sanctity Aura", "The Art of War", "Zealotry", "Crusade"):
        assert db[name].talent == "Retribution" and matches(db[name], {"tag": "Retribution"}), name
    assert not matches(db["Crusade"], {"tag": "Holy"})


def test_seed_20270314_a_token_of_race_and_class_has_its_standard_race(db):
    # Council of Three Hammers' and Mithrios's tokens are "Dwarf Warrior", "Dwarf Priest" ... allies: the engine looked
    # the whole text up among the standard races and found none, so they shared no race (Echo, Rift, "two or more
    # allies that share a race"). The race a type line starts with is the one
    from deckcheck.wowtcg.goldfish.codes import standard_race
    from deckcheck.wowtcg.model import STANDARD_RACES
    assert standard_race("Dwarf Warrior") == STANDARD_RACES.index("Dwarf")
    assert standard_race("Night Elf Echo") == STANDARD_RACES.index("Night Elf")
    assert standard_race("Fel Orc") == -1 and standard_race(None) == -1
    cc = compile_cards([db["Council of Three Hammers"], db["Timewalker Vanguard"]])
    tokens = [i for i, card in enumerate(cc.cards) if i >= cc.ndeck]
    assert tokens and all(cc.race[i] == STANDARD_RACES.index("Dwarf") for i in tokens)
    no_breaches(db, ("Council of Three Hammers", 8), ("Timewalker Vanguard", 8), games=60)


def test_seed_20270315_a_pet_token_is_a_pet_under_the_pet_limit(db):
    # Merciless Gladiator's Pursuit: "a Bear ally token ... Pet (1)" and Beast Mastery's "... and Pet 1": read as a
    # Unique Bear, which no Pet filter reached and which shared no limit with your Pets (CR 414.3b). Now `pet: 1`
    from deckcheck.wowtcg.goldfish.codes import ALLY, card_kind
    for name in ("Merciless Gladiator's Pursuit", "Beast Mastery"):
        cc = compile_cards([db[name], db["Bloodclaw"]])
        assert cc.verdict[0] == PLAYED, name
        token = next(i for i in range(cc.ndeck, len(cc.cards)) if card_kind(cc.cards[i]) == ALLY)
        assert matches(cc.cards[token], {"tag": "Pet"}), name
        assert {t for t, _n in cc.limits[token]} == {t for t, _n in cc.limits[1]}, name     # Bloodclaw's Pet (1)
    no_breaches(db, ("Merciless Gladiator's Pursuit", 6), ("Bloodclaw", 6), games=60)


def test_seeds_20270310_323_a_hero_of_the_race_could_pay_an_exhaust_cost_unmodelled(db):
    # Prophet Velen ("Exhaust a Draenei in your party ->") and Lady Naz'jar ("Exhaust two Naga heroes and/or allies you
    # control ->"): the engine pays such costs with allies only; beside a Draenei / Naga hero, which could pay too,
    # the card is unmodelled. Beside a hero of another race it is played as before
    for name, mine, other in (("Prophet Velen", "Anchorite Kalinna", "Azarak Wolfsblood"),
                              ("Lady Naz'jar", "Lady Sira'kess", "Azarak Wolfsblood")):
        assert compile_cards([db[name]], hero=db[other]).verdict[0] == PLAYED, name
        assert compile_cards([db[name]], hero=db[mine]).verdict[0] == UNMODELLED, name


def test_seeds_20270325_326_a_def_bonus_is_unmodelled_beside_a_card_counting_def(db):
    # Heroic Bulwark ("Armor you control have +3 this turn") and A'dal's Signet of Defense ("[Exhaust] -> Target armor
    # has +3 DEF this turn") were no bearing; beside Crusader's Might ("ATK equal to the combined DEF of your armor",
    # read from printed DEF) they would add ATK. Now `def_bonus`: no bearing alone, unmodelled beside a DEF count
    from deckcheck.wowtcg.goldfish.compile import NO_BEARING
    for name in ("Heroic Bulwark", "A'dal's Signet of Defense", "Wastewalker Tunic"):
        assert any(e["do"] == "def_bonus" for e in flat_effects(db[name].effects)), name
        assert compile_cards([db[name]]).verdict[0] == NO_BEARING, name
        assert compile_cards([db[name], db["Crusader's Might"]]).verdict[0] == UNMODELLED, name


def test_seeds_20270334_338_a_dragonkin_hero_and_an_opposing_graveyard(db):
    # Robe of the Waking Nightmare ("Dragonkin you control have +1 / +1") left out a Dragonkin hero (Kalecgos the
    # Spell-Weaver): `to: party`. Legacy of Lordaeron's "target ally from an opposing graveyard" (the passive
    # opponent's discards fill it, CR 415.4b): unmodelled, as Spiritual Domination's is
    e = next(e for e in flat_effects(db["Robe of the Waking Nightmare"].effects) if e["do"] == "atk_bonus")
    assert e["to"] == "party" and e["tag"] == "Dragonkin"
    assert compile_cards([db["Legacy of Lordaeron"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Spiritual Domination"]]).verdict[0] == UNMODELLED
