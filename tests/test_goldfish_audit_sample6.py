"""Issue 23's sample audit on fresh seeds 20270221-20270228: the wrong and partly ignored cards it found, each fixed
or honestly unmodelled; and the engine's class filter held to CR 206.1a. Real cards."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import combat, library, play, quests, turn
from deckcheck.wowtcg.goldfish.codes import matches
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import game, no_breaches, turn_with


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_seed_20270222_other_ogre_heroes_and_allies_neph_lahim_gives_assault_to_an_ogre_hero(db):
    # Neph'Lahim: "Other Ogre heroes and allies you control have Assault 2" was recorded for allies only
    for hero, ong in ((db["Deathbringer Kor'ush"], 2), (db["Elendril"], 0)):
        cc = compile_cards([db["Neph'Lahim"], db["Voss Treebender"]], hero=hero)
        g = game(cc, [1] * 10)
        turn.ready_step(g, 1)
        g.enter(0, 1)
        assert g.ong_hero == ong, hero.name


def test_seed_20270226_monster_heroes_and_allies_monstrous_mark_gives_assault_to_a_monster_hero(db):
    # Monstrous Mark: "Monster heroes and allies you control have Assault 2 while in combat with attached character"
    # (attached to the opposing hero): your Monster hero too. (Its "When this ability is destroyed, its owner may put it
    # from his graveyard into his hand" has bearing beside your own cards that destroy yours, seed 20270238: the card
    # is unmodelled; its bonus is still played)
    for hero, ong in ((db["Hogger"], 2), (db["Elendril"], 0)):
        cc = compile_cards([db["Monstrous Mark"], db["Voss Treebender"]], hero=hero)
        assert cc.verdict[0] == UNMODELLED
        g = game(cc, [1] * 10)
        turn_with(g, 4, 4, [0])
        play.play(g, 0, 0, cc.cost[0])
        assert g.ong_hero == ong, hero.name


def test_seed_20270226_another_worgen_or_demon_your_hero_counts(db):
    # Rolan Phoenix ("When this ally is destroyed while you control another Worgen, you may pay 1. If you do, ... into
    # his hand"): a Worgen hero is another Worgen
    for hero, back in ((db["Sana the Black Blade"], True), (db["Elendril"], False)):
        cc = compile_cards([db["Rolan Phoenix"], db["Voss Treebender"]], hero=hero)
        g = game(cc, [1] * 10)
        turn_with(g, 3, 1, [])
        g.enter(0, 3)
        g.leave(0, True)
        assert (g.hand == [0] and g.avail == 0) if back else (g.grave == [0] and g.avail == 1), hero.name
    # Kelena Ashford ("When this ally enters play, if you control a Demon or a Pet, she deals 4 fire damage to target
    # hero"): a Demon hero is a Demon you control
    for hero, dmg in ((db["Tyrus Blackhorn"], 4), (db["Elendril"], 0)):
        cc = compile_cards([db["Kelena Ashford"], db["Voss Treebender"]], hero=hero)
        g = game(cc, [1] * 10)
        turn_with(g, 3, 3, [0])
        play.play(g, 0, 0, 3)
        assert g.turn_dmg == dmg, hero.name
    # What Illidan Wants, Illidan Gets ("If a Demon is in your party, pay 2 to complete this quest"): a Demon hero
    for hero, done in ((db["Tyrus Blackhorn"], 1), (db["Elendril"], 0)):
        cc = compile_cards([db["What Illidan Wants, Illidan Gets"], db["Voss Treebender"]], hero=hero)
        g = game(cc, [1] * 10)
        turn_with(g, 3, 2, [])
        g.quests = [0]
        g.quests_changed()
        assert quests.complete(g) == done, hero.name
    # Doomguard Soldier ("This ally has Assault 3 while you control another Demon"): beside a Demon hero
    for hero, atk in ((db["Tyrus Blackhorn"], 6), (db["Elendril"], 3)):
        cc = compile_cards([db["Doomguard Soldier"], db["Voss Treebender"]], hero=hero)
        g = game(cc, [1] * 10)
        turn.ready_step(g, 2)
        g.enter(0, 1)
        assert combat.attack_value(g, 0, 0) == atk, hero.name


def test_seed_20270222_a_hero_or_ally_you_controlled_dealt_shadow_damage_knolan_plays_free(db):
    # Twilight Vanquisher Knolan: "without paying his cost if a hero or ally you controlled dealt shadow damage to an
    # opposing hero this turn": the condition read your hero's damage only. `party_dealt`: an ally's attack counts
    # (Bimble Blackout: a 4 [Shadow] Warlock ally)
    knolan = db["Twilight Vanquisher Knolan"]
    assert {"cond": "party_dealt", "types": "Shadow"}.items() <= next(
        e for e in flat_effects(knolan.effects) if e["do"] == "cost_less").items()
    assert db["Bimble Blackout"].damage == "Shadow" and db["Voss Treebender"].damage != "Shadow"
    for attacker, free in (("Bimble Blackout", True), ("Voss Treebender", False)):
        cc = compile_cards([knolan, db[attacker]])
        assert cc.verdict[0] == PLAYED
        g = game(cc, [1] * 10)
        turn_with(g, 3, 0, [0])
        g.enter(1, 1)
        combat.combat(g)
        turn.after_combat(g)
        assert (0 in g.a_c) == free, attacker
        assert g.hero_types == 0        # (your hero dealt nothing: `hero_dealt` would not be met)


def test_quests_for_a_hero_or_ally_that_dealt_a_damage_type_are_played(db):
    # Aessina's Miracle, Light Within the Darkness, A Fiery Reunion, Corrosion Prevention: "If a hero or ally you
    # controlled dealt [Nature] damage this turn: Pay 2 to complete this quest" (the last two were unmodelled)
    for name in ("Aessina's Miracle", "Light Within the Darkness", "A Fiery Reunion", "Corrosion Prevention"):
        assert verdict(db, name) == PLAYED, name
        assert any(e.get("cond") == "party_dealt" for e in flat_effects(db[name].effects)), name
    # A Fiery Reunion beside Kelena Ashford (4 [Fire]): completed after she attacks, not before
    cc = compile_cards([db["A Fiery Reunion"], db["Kelena Ashford"]])
    g = game(cc, [1] * 10)
    turn_with(g, 3, 2, [])
    g.quests = [0]
    g.quests_changed()
    g.enter(1, 1)
    assert quests.complete(g) == 0
    combat.combat(g)
    assert quests.complete(g) == 1 and g.avail == 0 and len(g.hand) == 1
    no_breaches(db, ("A Fiery Reunion", 8), ("Kelena Ashford", 8))


def test_cr_206_1a_a_pet_with_a_class_icon_is_not_of_that_class(db):
    # CR 206.1a: "A card is a [class] card only if it has that tag on its type line" (Bloodclaw, a Hunter-icon Pet,
    # is not a Hunter card). Bloody Slaughter: "X is the cost of a non-hero Druid or Rogue you control" counted the
    # Rogue-icon Poison attached beside it; Azure Emissary ("for each Mage and Warlock you control") counted Angrida,
    # a Succubus Pet with the Warlock icon
    filt = {"classes": "Mage Warlock"}
    assert not matches(db["Angrida"], filt) and matches(db["Bimble Blackout"], filt)
    assert matches(db["Archmage Barstow"], filt)                   # a Mage hero: on its type line
    assert not matches(db["Dundee"], {"class": "Hunter"}) and matches(db["Dundee"], {"class_icon": "Hunter"})
    # an ability has no type line class: its icon is its class ("When you play a [Rogue] ability")
    assert matches(db["Sinister Strike"], {"class": "Rogue"})
    slaughter = next(e for e in flat_effects(db["Bloody Slaughter"].effects) if e["do"] == "damage")
    assert slaughter["per"] == "highest" and slaughter["type"] == "ally"
    # Akiko the Alert: "[Hunter] Pets you control have +2 / +2": a Hunter-icon Pet (Dundee) has it, a Warlock-icon
    # Pet (Angrida) does not
    cc = compile_cards([db["Akiko the Alert"], db["Dundee"], db["Angrida"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [1] * 10)
    turn.ready_step(g, 2)
    for c in (0, 1, 2):
        g.enter(c, 1)
    assert combat.attack_value(g, 1, 1) == cc.atk[1] + 2 and combat.attack_value(g, 2, 2) == cc.atk[2]
    # Bronze Emissary: "Rogues and Warriors you control have Assault 1 this turn" (the filter sat on the condition)
    bronze = next(e for e in flat_effects(db["Bronze Emissary"].effects) if e["do"] == "atk_bonus")
    assert bronze["classes"] == "Rogue Warrior" and bronze["cfilt"] == ()      # (the condition's filter: none)


def test_seed_20270223_a_scry_puts_a_card_it_cannot_use_on_the_bottom(db):
    # Magister Ashi: "Look at the top card of your deck. You may put it on the bottom": the one card looked at always
    # stayed on top (the effect did nothing). Now as the start-of-turn scry: kept only when the engine can use it and
    # cast it soon (cost at most resources + 1)
    cc = compile_cards([db["Magister Ashi"], db["Reverse Polarity"], db["Voss Treebender"]])
    assert cc.scry[0] == 1 and cc.value[1] == 0 and cc.value[2]
    for top, kept in ((1, False), (2, True)):
        g = game(cc, [top])
        turn_with(g, 3, 3, [])
        library.look(g, 0)
        assert (g.topq == [top]) == kept, top


def test_seeds_20270226_227_parts_with_bearing_the_engine_cannot_play(db):
    # No Mere Dream ("If it was a location or quest, you may turn it face up": a quest to complete later), Valik,
    # Timewalker Sharpshooter ("and when he is revealed from your deck": no reveal trigger in the vocabulary)
    for name in ("No Mere Dream", "Valik, Timewalker Sharpshooter"):
        assert verdict(db, name) == UNMODELLED, name


def test_seed_20270227_a_token_printed_melee_is_a_melee_ally_for_mannoroth(db):
    # Mithrios, Nathanos and 74 other token records name no `icon` for their printed [Melee] ATK: the token was an ally
    # of no damage type, so "Other [Melee] allies you control have Assault 2" (Mannoroth the Flayer) skipped it.
    # Raging Earth Elemental Totem: "put two 2 [Melee] / 1 [Health] Earth Elemental ally tokens into play"
    totem = db["Raging Earth Elemental Totem"]
    assert "icon" not in next(e for e in flat_effects(totem.effects) if e["do"] == "token")
    cc = compile_cards([db["Mannoroth the Flayer"], totem])
    tok = next(c for c in range(cc.ndeck, len(cc)) if cc.cards[c].race == "Earth Elemental")
    assert cc.cards[tok].damage == "Melee"
    g = game(cc, [1] * 10)
    turn.ready_step(g, 2)
    g.enter(0, 1)
    g.enter(tok, 1)
    assert combat.attack_value(g, 1, tok) == 2 + 2


def test_seed_20270233_tewa_wildmane_counts_face_down_resources_only(db):
    # "Tewa Wildmane has +1 ATK and +1 health for each face-down resource you have": the count (`per: resource`) took
    # every resource, the quests placed face up too. `res_down`: your resources less your face-up quests
    cc = compile_cards([db["Tewa Wildmane"], db["Torek's Assault"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [1] * 10)
    turn.ready_step(g, 3)
    g.res = 5
    g.quests = [1, 1]
    g.enter(0, 1)
    assert combat.attack_value(g, 0, 0) == cc.atk[0] + 3


def test_seed_20270231_a_quest_of_no_reward_is_completed_for_a_trigger_on_quests(db):
    # A Proper String (pay 2 to complete; its reward, Long-Range, has no bearing) was never completed, so Loremaster
    # Pooth's "When you complete a quest, put a 2/2 Worgen ally token into play" never fired beside it
    alone = compile_cards([db["A Proper String"], db["Voss Treebender"]])
    assert alone.quest_pay[0] == -1 and alone.verdict[0] == NO_BEARING     # (placed face down: nothing to gain)
    cc = compile_cards([db["A Proper String"], db["Loremaster Pooth"]])
    assert cc.quest_pay[0] == 2 and cc.quest_use[0]
    g = game(cc, [1] * 10)
    turn_with(g, 3, 3, [])
    g.quests = [0]
    g.quests_changed()
    g.enter(1, 1)
    assert quests.complete(g) == 1 and g.avail == 1 and len(g.a_c) == 2       # Pooth and a Worgen token
    no_breaches(db, ("A Proper String", 12), ("Loremaster Pooth", 12))


def test_seed_20270235_krixel_readies_arena_allies_only_unmodelled_beside_arena_equipment_with_powers(db):
    # Krixel Pinchwhistle: "[Exhaust] -> Ready all of your other Arena cards": the engine readies the Arena allies;
    # beside an Arena equipment with a power of its own (Gladiator's Regalia: 2 fire damage) it would ready that too
    assert compile_cards([db["Krixel Pinchwhistle"], db["Gladiator Dorn"]]).verdict[0] == PLAYED
    assert compile_cards([db["Krixel Pinchwhistle"], db["Gladiator's Regalia"]]).verdict[0] == UNMODELLED


def test_seed_20270237_steelsnouts_tribe_exhausts_the_hero_as_each_tauren_enters(db):
    # Thunder Bluff Steelsnout: "Tribe: When this or another Tauren ally enters play under your control, exhaust target
    # hero or ally": read as its own entering only. Each later Tauren exhausts the opposing hero again (readied in its
    # ready step), which Slay the Feeble ("... to target exhausted hero or ally") pays off
    cc = compile_cards([db["Thunder Bluff Steelsnout"], db["Slay the Feeble"], db["Ahul Moonspeaker"],
                        db["Bimble Blackout"]])
    assert cc.verdict[0] == PLAYED and cc.exh_tribe[0] == 1
    g = game(cc, [3] * 10)
    turn.ready_step(g, 2)
    g.enter(0, 2)
    assert g.opp_exh == 2                   # itself entering
    turn.ready_step(g, 3)
    g.enter(3, 3)                           # Bimble Blackout is a Gnome
    assert g.opp_exh == 2
    g.enter(2, 3)                           # Ahul Moonspeaker, a Tauren
    assert g.opp_exh == 3
    no_breaches(db, ("Thunder Bluff Steelsnout", 12), ("Slay the Feeble", 12), ("Ahul Moonspeaker", 12))


def test_seed_20270241_firestarter_deals_4_after_a_fire_ability_or_a_fire_ally_this_turn(db):
    # Firestarter: "Your hero deals 1 fire damage to each opposing hero and ally, or 4 if that character was dealt fire
    # damage this turn". An ability's damage cast after combat did not count as your hero's (`hero_types`), and each
    # burn's damage was fixed before any was cast: after a Fire Blast it dealt 1
    from deckcheck.wowtcg.goldfish import damage
    blast = db["Fire Blast"]
    assert blast.type == "Ability" and any(e["do"] == "damage" for e in flat_effects(blast.effects))
    cc = compile_cards([db["Firestarter"], blast])
    assert cc.dtype[1] == cc.dtype[0] and cc.verdict[0] == PLAYED
    g = game(cc, [1] * 10)
    turn_with(g, 3, 20, [0, 1])
    assert damage.burn(g)
    assert g.turn_dmg == 4 + cc.dmg[1] and g.hand == []
    # a [Fire] ally's attack counts too (`party_dealt`): Kelena Ashford, 4 [Fire]
    cc = compile_cards([db["Firestarter"], db["Kelena Ashford"]])
    g = game(cc, [1] * 10)
    turn_with(g, 3, 20, [0])
    g.enter(1, 1)
    combat.combat(g)
    before = g.turn_dmg
    assert damage.burn(g) and g.turn_dmg - before == 4


def test_neferset_shadowstalkers_attack_gives_another_attacker_two(db):
    # Neferset Shadowstalker: "When this ally attacks, another target hero or ally has +2 ATK this turn" (`atk_pump`),
    # and Sentinel (it readies after its first attack: it attacks twice, +2 each time). Beside another attacking ally
    # the combat deals 4 more; alone, your hero attacks for them (its ATK 0 else)
    cc = compile_cards([db["Neferset Shadowstalker"], db["Bimble Blackout"]])
    assert cc.verdict[0] == PLAYED and cc.atk_pump[0] == 2
    for allies in ([0, 1], [0]):
        g = game(cc, [1] * 10)
        turn_with(g, 3, 0, [])
        for c in allies:
            g.enter(c, 1)
        f = combat.combat(g)
        assert f.att_ids.count(0) == 2 and f.bonus == 2 * 2
        assert f.hero_attacks == (allies == [0]), allies
    no_breaches(db, ("Neferset Shadowstalker", 15), ("Bimble Blackout", 15))


def test_seed_20270250_short_john_puts_an_equipment_that_is_no_arena_card_on_top(db):
    # Short John Mithril: "search your deck for an equipment card and reveal it. If it's an Arena card, put it into
    # hand. Otherwise, put it on top of your deck": the "otherwise" was dropped (`else_top`: the best equipment of the
    # deck on top, drawn next)
    arena, plain = db["Gladiator's Regalia"], db["Hammer of Sparks"]
    assert "Arena" in arena.tags and "Arena" not in plain.tags
    cc = compile_cards([db["Short John Mithril"], arena, plain])
    assert cc.verdict[0] == PLAYED
    for lib, hand, top in (([1, 2, 2], [1], []), ([2, 2], [], [2])):
        g = game(cc, lib)
        turn_with(g, 3, 3, [])
        library.look(g, 0)
        assert g.hand == hand and g.topq == top, lib
    no_breaches(db, ("Short John Mithril", 12), ("Hammer of Sparks", 8))


def test_seed_20270248_ready_characters_atk_has_bearing_beside_sentinel(db):
    # Grizzly Defender: "Ready heroes and allies in your party have +2 ATK" (Caretaker Mooncrier, Anchorite Karja: the
    # same for allies). An attacker exhausts as it attacks (CR 602.1): none of yours is ready in combat, no bearing,
    # unless a card readies it as it attacks (Sentinel, Neferset Flamecaller: "the first time this ally exhausts each
    # turn, ready it"), which the engine does not follow for such a bonus: unmodelled beside one
    for name in ("Grizzly Defender", "Caretaker Mooncrier", "Anchorite Karja", "Sunhoof Consecrator"):
        assert compile_cards([db[name], db["Voss Treebender"]]).verdict[0] == NO_BEARING, name
        assert compile_cards([db[name], db["Neferset Flamecaller"]]).verdict[0] == UNMODELLED, name


def test_seed_20270258_sivandra_destroys_another_ally_in_your_party_as_she_enters(db):
    # Sivandra Darklust: "Will of the Forsaken. When Sivandra enters play, draw a card, then destroy an ally in your
    # party": the destroy was dropped (a free draw). She can't leave play, so another ally of yours is destroyed (the
    # engine's pick: the weakest); alone, none
    cc = compile_cards([db["Sivandra Darklust"], db["Bimble Blackout"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.kill_own[0] == 1
    g = game(cc, [2] * 10)
    turn_with(g, 3, 10, [0])
    play.play(g, 0, 0, cc.cost[0])
    assert g.a_c == [0] and len(g.hand) == 1            # alone: she draws, nothing is destroyed
    g = game(cc, [2] * 10)
    turn_with(g, 3, 10, [0])
    g.enter(1, 1)
    g.enter(2, 1)
    play.play(g, 0, 0, cc.cost[0])
    weakest = min((1, 2), key=lambda c: cc.atk[c])
    assert sorted(g.a_c) == sorted([0, 3 - weakest]) and weakest in g.grave and len(g.hand) == 1
    no_breaches(db, ("Sivandra Darklust", 12), ("Bimble Blackout", 12))


def test_seeds_20270253_260_records_and_a_paid_pump_on_another_attack(db):
    # Rexxar: "+3 ATK ... while Misha is in your party": any Bear met the condition; Misha is a unique token by name
    misha = next(e for e in flat_effects(db["Rexxar"].effects) if e["do"] == "token")
    assert misha.get("name") == "Misha" and misha.get("unique") == 1
    assert any(e.get("cond") == "control" and e.get("name") == "Misha" for e in flat_effects(db["Rexxar"].effects))
    for hero_bear, atk in (([], 3 + 3), ([1], 3)):
        cc = compile_cards([db["Rexxar"], db["Old Bones"]])
        g = game(cc, [1] * 10)
        turn.ready_step(g, 2)
        for c in hero_bear:
            g.enter(c, 1)       # another Bear (Old Bones) in play, no Misha: no bonus
        g.enter(0, 1)
        if not hero_bear:
            tok = next(c for c in range(cc.ndeck, len(cc)) if cc.cards[c].name == "Misha")
            g.enter(tok, 1)
        assert combat.attack_value(g, g.a_c.index(0), 0) == cc.atk[0] + (3 if not hero_bear else 0)
    # Fel Blaze ("... to each non-Demon hero and ally": your Demons spared) and Jae'va the Relentless ("Exhaust a hero
    # or ally in your party -> Ready Jae'va": the hero option not read): unmodelled. Junkboxes Needed: completable
    # (its reward has no bearing) beside a trigger on quests
    for name in ("Fel Blaze", "Jae'va the Relentless"):
        assert verdict(db, name) == UNMODELLED, name
    assert compile_cards([db["Junkboxes Needed"], db["Loremaster Pooth"]]).quest_pay[0] == 2
    # Merrymaker Chen: "3 -> Another target hero or ally has +3 ATK ... this turn": paid as often as resources last as
    # he attacks, each +3 on another attack (your hero's: he attacks alone)
    cc = compile_cards([db["Merrymaker Chen"]])
    assert cc.verdict[0] == PLAYED and cc.pump_other[0] == 1
    g = game(cc, [0] * 10)
    turn_with(g, 3, 7, [])
    g.enter(0, 1)
    f = combat.combat(g)
    assert g.avail == 1 and f.bonus == 6 and f.hero_attacks


def test_nessera_pays_for_another_attacking_ally_only(db):
    # Nessera Gildenrose: "2 -> Another target ally has Assault 1 this turn": paid once the attacks are declared, as
    # often as resources last, only while another ally of yours attacks (never on herself, never on your hero)
    cc = compile_cards([db["Nessera Gildenrose"], db["Bimble Blackout"]])
    assert cc.verdict[0] == PLAYED
    for allies, paid in (([0], 0), ([0, 1], 2)):
        g = game(cc, [1] * 10)
        turn_with(g, 3, 5, [])
        for c in allies:
            g.enter(c, 1)
        f = combat.combat(g)
        assert f.bonus == paid and g.avail == 5 - 2 * paid and not f.hero_attacks, allies
    no_breaches(db, ("Nessera Gildenrose", 12), ("Bimble Blackout", 12))


def test_a_totem_is_an_ally_for_the_checkers_sentinel_count(db):
    # (random decks: the checker's picture of your allies for a Sentinel under a condition, Elwynn Huntsman's "While
    # you control three or more Human allies, this ally has Assault 2 and Sentinel", left out Raging Earth Elemental
    # Totem, an ability ally (CR 305.3a), which the engine counts: a false alarm)
    assert db["Raging Earth Elemental Totem"].type == "Ability Ally"
    no_breaches(db, ("Elwynn Huntsman", 12), ("Raging Earth Elemental Totem", 8), ("Human Knight", 12), games=120)


def test_seeds_20270267_268_attachments_and_a_typed_token(db):
    # Arcane Intellect ("Attach to target hero, and its controller draws a card") and Hardpacked Snowball ("Attach to
    # target hero or ally and exhaust it") did not attach: "when you attach an ability to a hero or ally" (Yana'mi)
    # never fired beside them
    from deckcheck.wowtcg.goldfish.compile import ATT_HERO
    for name in ("Arcane Intellect", "Hardpacked Snowball"):
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.attach[0] == ATT_HERO, name
    # Monstrous Void's token is a 5 [Shadow] Void Terror; a counted token's type is not read (beside a count, the
    # count's filter or the token's?), and a token of no named type is [Melee]: unmodelled. Outland Sucks! ("two cards
    # if an opponent has a Blood Elf, Draenei, or Demon in his party": the opposing hero's race): unmodelled
    for name in ("Monstrous Void", "Outland Sucks!"):
        assert verdict(db, name) == UNMODELLED, name


def test_seed_20270272_glyph_of_omniscience_is_destroyed_for_its_draw(db):
    # Glyph of Omniscience: "[Exhaust] -> Reveal the top card of your deck. You may draw that card. If you do, destroy
    # this item": read as a draw as it is played, the item staying in play for good. Now a power that destroys it for
    # the draw (as Super Mana Potion's): the [Exhaust] changes nothing for a card it destroys
    e = next(e for e in flat_effects(db["Glyph of Omniscience"].effects) if e["do"] == "draw")
    assert e.get("destroy") == {"what": "self"} and e.get("n") == 1
    assert verdict(db, "Glyph of Omniscience") == PLAYED
    no_breaches(db, ("Glyph of Omniscience", 12))


def test_seeds_20270273_274_attach_a_card_to_hand_and_counts_left_unread(db):
    # Immolate and Fel Immolation ("Attach to target hero ..., and your hero deals 1 fire damage to it") did not
    # attach, as Flame Burst's record does; Seth's Graphite Fishing Pole puts "the card tenth from the top of your deck
    # into hand": a dig (as Tuskarr Kite's), not a draw (draw triggers would fire)
    from deckcheck.wowtcg.goldfish.compile import ATT_HERO
    for name in ("Immolate", "Fel Immolation"):
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.attach[0] == ATT_HERO, name
    fx_pole = flat_effects(db["Seth's Graphite Fishing Pole"].effects)
    assert not any(e["do"] == "draw" for e in fx_pole) and any(e["do"] == "dig" and e.get("nth") == 1 for e in fx_pole)
    assert verdict(db, "Seth's Graphite Fishing Pole") == PLAYED
    # Elemental Vision ("... put the rest into your graveyard": the dig puts them on the bottom) and Ahune the Frost
    # Lord ("for this and each other Frost and [Frost] card you control": the count reads the icon only): unmodelled
    for name in ("Elemental Vision", "Ahune the Frost Lord"):
        assert verdict(db, name) == UNMODELLED, name


def test_seed_20270278_quests_of_no_reward_of_use_keep_their_completion(db):
    # The Witch's Bane ("Pay 3 to complete this quest. Reward: Draw a card for each five opposing face-down
    # resources") and nine more quests whose rewards have no bearing had no completion in their record: never completed
    # beside a trigger on quests completed (Loremaster Pooth), as A Proper String was. Now "pay n, complete": no action
    for name, pay in (("The Witch's Bane", 3), ("As the Crow Flies", 1), ("Mission: The Abyssal Shelf", 6)):
        assert verdict(db, name) == NO_BEARING, name
        assert compile_cards([db[name], db["Loremaster Pooth"]]).quest_pay[0] == pay, name
