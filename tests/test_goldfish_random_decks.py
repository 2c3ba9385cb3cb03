"""Breaches found by the invariant checker over random decks of the pool's cards (300 lists of ten effect cards and
five small allies, four copies each; issue 23's checker run beyond the bundled and starter decks). Each test is the
list that showed it, checked again: it fails on the engine or the checker from before its fix."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.costs import usable
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, median_hero_health
from goldfish_helpers import game


def breaches(db, names, hero=None, filler=None, games=60):
    cards = [db[n] for n in names for _ in range(4)]
    cards += [db[filler]] * (60 - len(cards)) if filler else []
    h = db[hero] if hero else None
    return check_games(make_setup(h, cards, turns=12, health=median_hero_health(db)), h, games).breaches


def test_redemption_is_never_cast_without_an_ally_card_in_your_graveyard(db):
    # Redemption: "Put target ally card from your graveyard into play if its cost is less than or equal to the
    # number of resources you have. Draw a card." Targeted (CR 707.1d): the draw alone is no reason to cast it.
    cc = compile_cards([db["Redemption"], db["Voss Treebender"]])
    g = game(cc, [1] * 20)
    g.res = g.avail = 5
    assert not usable(g, 0)
    g.grave.append(1)
    assert usable(g, 0)
    assert not breaches(db, ["Redemption"], filler="Voss Treebender")


def test_throk_attacks_while_you_control_another_ally_of_six_atk(db):
    # Throk the Conqueror: "This ally can't attack unless you control another ally with 6 or more ATK." The engine
    # attacks with him then; the checker read every attack of his as one he can't make.
    deck = ["Archdruid Fandral Staghelm", "Drek'Thar, Frostwolf General", "Gok Stormhammer", "Grumdur Bladebane",
            "Hazardous Materials", "Lucky Strike Axe", "Modric Sternbeard", "Murphy Watson", "Predatory Sense",
            "Pterrordax Hatchling", "Rayne Savageboon", "Skeletal Warhorse", "Sky Captain Swayze",
            "Throk the Conqueror", "Wyler Surestrike"]
    assert not breaches(db, deck, hero="Nathadan")


def test_bolin_moonflare_deals_the_cost_of_the_night_elf_that_entered(db):
    # Bolin Moonflare: "When another Night Elf ally enters play under your control, this ally deals fire damage to
    # target opposing hero equal to that ally's cost": a trigger as an ally enters, which the checker took for none.
    assert not breaches(db, ["Bolin Moonflare", "Stargazer Ronal", "Ashenvale Archer"], filler="Voss Treebender")


def test_no_resource_is_owed_to_an_unmodelled_card_the_engine_never_plays(db):
    # Call of C'Thun (cost 9) is unmodelled: the engine never casts it, so the resources stop at 8 with it in hand
    # (the policy's cap follows the dearest card the engine plays); the checker asked for a 9th resource for it.
    deck = ["Arcane Focus", "Call of C'Thun", "Capture a Mine", "Darnassus Mooncaller", "Eagle Sight",
            "Field Repair Bot 74A", "Flamestrike", "Healing Wards", "Historian's Sash", "Necromancer",
            "The Scourge Cauldrons", "Thunderous Challenge", "Tinker Bixy Blue", "Vaakia", "Vindicator Belian"]
    assert not breaches(db, deck)


def test_shattrath_city_peacekeeper_takes_no_minus_one_from_a_copy(db):
    # Shattrath City Peacekeeper: "Allies not named Shattrath City Peacekeeper have -1 ATK." Its record's `other`
    # leaves the card's copies out in the engine (the text's "not named"); the checker gave a Peacekeeper the -1 of a
    # second one in play and wanted an attack of +0 ongoing ATK to be -1 (checker).
    assert not breaches(db, ["Shattrath City Peacekeeper"], filler="Voss Treebender")


def test_galway_steamwhistle_readies_a_hero_attacking_with_no_weapon(db):
    # Galway Steamwhistle: "[Exhaust] -> Ready target hero and one of your weapons." With no weapon, your hero's
    # attack (Ring of the Recalcitrant's +1 ATK) has its event at the combat's damage, after the power readied it;
    # the checker took that for readying a hero that did not attack (checker: it is owed, checked at the turn's end).
    assert not breaches(db, ["Galway Steamwhistle", "Ring of the Recalcitrant", "Magistrix Valthin"])


def test_dual_wield_allows_no_second_wand(db):
    # Blue Diamond Witchwand is a "Wand (1)": one such card in play (CR 414.3b). Dual wield (Claws of Attack) is an
    # exception to the Melee (1) / Ranged (1) hands only (406.2, 406.4); the engine let it raise any weapon's limit
    # of one and played a second Witchwand (engine: `Game.tag_ok`).
    cc = compile_cards([db["Blue Diamond Witchwand"], db["Claws of Attack"]])
    g = game(cc)
    g.enter(1, 1)                   # Claws of Attack: "Dual Wield"
    assert g.dual
    assert g.tag_ok(0)
    g.enter(0, 1)
    assert not g.tag_ok(0)
    deck = ["Arcane Anomaly", "Blue Diamond Witchwand", "Bolan Earthmend", "Brogre", "Claws of Attack",
            "Dragonwrath, Tarecgosa's Rest", "Elder Moorf", "High Warlord's Cleaver", "Kaale", "Laenthor Shademoon",
            "Lesson of the Light", "Mrglrglmrglmrrrlggg", "Nibbler", "Outrider Zarg", "Warden Ravella"]
    assert not breaches(db, deck, hero="Ivan, Bladewind Brute")


def test_a_two_handed_weapon_and_an_off_hand_card_never_in_play_together(db):
    # CR 414.3c: "If a player controls both a Two-Handed and an Off-Hand card in play, those cards violate
    # uniqueness." The engine knew no Off-Hand card: it played Flame Wrath (2H) beside Wildlife Defender (Off-Hand
    # (1) shield) (engine: `Game.tag_ok` refuses the one with the other in play; a 2H weapon played destroys the
    # Off-Hand card, 414.2).
    cc = compile_cards([db["Flame Wrath"], db["Wildlife Defender"]])
    g = game(cc)
    g.enter(1, 1)
    assert not g.tag_ok(0)
    g.hand, g.t = [0], 2
    g.res = g.avail = 10
    from deckcheck.wowtcg.goldfish.play import play
    play(g, 0, 0, 4)
    assert g.perms == [0]
    assert not g.tag_ok(1)
    deck = ["Bronze Guardian", "Cerrik Blooddawn", "Flame Wrath", "Living Pyre", "Maurice Steelson", "Mok'drul",
            "Night Elf Ranger", "Orderkeeper Calister", "Orkahn of Orgrimmar", "Sergeant Corsetti",
            "Soulde the Earthshaker", "Superior Mana Oil", "The Ichor of Undeath", "The Rider of Frost",
            "Wildlife Defender"]
    assert not breaches(db, deck)


def test_treebole_leaves_an_ally_put_into_play_as_another_is_destroyed(db):
    # Treebole: "At the start of your turn, each player chooses an ally in his party. Destroy all other allies."
    # (record: turn_start `sweep` keep 1, folded from turns' `wipe`: the fold is right). Bound Rumbler destroyed by
    # it puts a 2/1 Earth Elemental token into play (Mogor returns himself): a new ally after the destruction, which
    # it does not destroy; the checker counted it (checker: the allies in play as the wipe began, `wiping` event).
    deck = ["Bottled Death", "Bound Rumbler", "Earthen Crusher", "Elder Zeez", "Gerwixicks", "Guardian Steppestrider",
            "Liba Wobblebonk", "Mental Focus", "Monstrous Essence", "Razor Hill Assassin", "Sever the Cord",
            "Treebole", "Tyrande's Favorite Doll", "Velnoth", "Warden Ravella"]
    assert not breaches(db, deck, hero="Warmaster Bo'jo")


def test_a_druid_hero_or_ally_is_no_druid_equipment(db):
    # Bark and Bite: "Empower Druid: If you control a Druid hero or ally, put three 1/1 Treant ally tokens into play"
    # (condition `control` class Druid `hero: 1`). The engine's condition took any card of the class, Gloves of
    # Immortal Dusk (Druid / Rogue armor) too, and made the Treants with no Druid in play (engine: `effect_cond`
    # reads "hero or ally" as your hero or an ally).
    cc = compile_cards([db["Bark and Bite"], db["Gloves of Immortal Dusk"], db["Stargazer Ronal"]])
    assert cc.tok_also[0][0][2][1] == frozenset({2})
    deck = ["Apply This Twice a Day", "Bark and Bite", "Dagax the Butcher", "Dagin Bootzap", "Felguard Annihilator",
            "Gloves of Immortal Dusk", "Jadefire Netherseer", "Legacy of Stormrage", "Masten Everspirit",
            "Molten Scorch", "Prayer of Mending", "Putting the Pieces Together", "Terestian Illhoof",
            "Vindicator Zalreth", "Volatile Terrorfiend"]
    assert not breaches(db, deck)


def test_feast_of_flame_counts_only_the_mages_and_warlocks(db):
    # Feast of Flame: "At the start of your turn, your hero deals 1 fire damage to attached character for each Mage
    # and Warlock you control" (per ally, `classes: Mage Warlock`, `hero: 1`). The checker's count left out the
    # `classes` filter (every ally counted, the Druids too) and your hero (checker).
    assert not breaches(db, ["Feast of Flame", "Kara Vesstal"], filler="Voss Treebender")


def test_pendant_of_quiet_breath_played_after_your_hero_attacked_gets_no_counter(db):
    # Pendant of Quiet Breath: "At the end of your turn, if your hero didn't attack this turn, add a tactics
    # counter to this item." The engine noted your hero's attack only with a card with counters in play in combat:
    # a Pendant played after combat got a counter that turn (engine: `combat.damage` notes it for the deck).
    deck = ["Arcanist Tian", "Azjol-anak Champion", "Blizzard", "Crystalheart Pulse-Staff",
            "Darthrohan's Ceremonial Hammer", "Greefer", "Herod, The Scarlet Champion", "Mojo Masher Ven'dango",
            "Pendant of Quiet Breath", "Shredder", "Swift Brewfest Ram", "Toraan, Eye of O'ros", "Totemic Recovery",
            "Vengeful Gladiator's Piercing Touch", "Verdant Boon"]
    assert not breaches(db, deck)


def test_judgement_of_wisdom_draws_for_a_hero_attacking_with_a_bonus_only(db):
    # Judgement of Wisdom: "When a friendly hero or ally deals combat damage to attached character, that friendly
    # character's controller draws a card." A hero of no ATK attacks with Azure Skyrazor's "heroes and allies you
    # control have Assault 2 this turn": the engine fired the draw but reported 0 damage dealt, the bonus pooled
    # with the allies' (engine: `Fight.hero_plus`, what the bonuses gave your hero; no trigger when it knows none).
    deck = ["Azure Skyrazor", "Bimble Blackout", "Castigate", "Coilskar General", "Dakturak",
            "Gloves of Token Respect", "Grandma Deadsie", "Judgement of Wisdom", "Power Word: Shelter",
            "Shard of the Virtuous", "Skullchewer", "Timewalker Sentinel", "Unholy Presence", "Valeera",
            "Voren'thal the Seer"]
    assert not breaches(db, deck, hero="Crusader Michael Goodchilde")


def test_black_felsteel_bracers_counter_on_a_weapon_with_no_strike_cost(db):
    # Black Felsteel Bracers: "[Exhaust] -> Put a +1 ATK counter on target weapon." Vagaries of Time is a 1H Weapon
    # whose record has no strike cost: the checker took only a card with a strike cost for a weapon (checker: the
    # card's kind, `card_kind`, as the engine reads it).
    assert not breaches(db, ["Black Felsteel Bracers", "Vagaries of Time"], filler="Voss Treebender")


def test_a_cost_that_exhausts_an_ally_of_star_atk_does_not_crash_the_checker(db):
    # A power's "Exhaust an ally you control" cost paid with Silas Darkmoon, of printed ATK "*": the checker took
    # the highest printed ATK among the allies exhausted with `max` over a string and crashed (checker: a printed
    # ATK that is no number counts 0, as the engine's).
    deck = ["Aesadonna Al'mere", "Blessing of Faith", "Charles Worth", "Diversion", "Earth Shock", "Frostwolf",
            "Latro's Shifting Sword", "Nature's Fury", "Rain of Shadow", "Silas Darkmoon", "Spire of Sunset",
            "The Torch of Retribution", "Timriv the Enforcer", "Ultramarine Qiraji Battle Tank", "Vindicator Enkallus"]
    assert not breaches(db, deck, hero="Aric Stonejack")


def test_windfury_totem_readies_a_hero_attacking_with_no_weapon(db):
    # Windfury Totem readies each hero and ally in your party after its first attack (for 1): your hero attacking
    # with no weapon (Crusade's ongoing ATK) has its attack's event at the combat's damage, after the Totem readied
    # it; the checker took that for a hero that did not attack (checker: owed, checked at the turn's end, as
    # Galway Steamwhistle's).
    deck = ["Apprentice Teep", "Bad Mojo Mask", "Crusade", "Divine Redemption", "Fel Armor", "Hyjal Stag",
            "Incendiary Totem", "Joja'bee", "Korgen Skullcleaver", "Snurky", "Spaulders of Lost Secrets",
            "Terina Calin", "Timeless Winds", "Widow Venom", "Windfury Totem"]
    assert not breaches(db, deck, hero="The Longeye")


def test_an_ally_destroyed_by_its_own_entering_trigger_leaves_after_it_entered(db):
    # Crabbyfin: "When this or another Murloc ally enters play under your control, you may put a 1/1 Crab Monster
    # ally token into play", with Aura of Fanaticism's "Allies in your party have -1 health" in play: both are
    # destroyed at once (CR 410.6a). The engine gave the checker Crabbyfin's leaving before its entering, so the
    # checker saw it in play with 0 health (engine: `Game.enter` reports the entering before its triggers).
    assert not breaches(db, ["Crabbyfin", "Aura of Fanaticism"], filler="Voss Treebender")


def test_a_burner_cast_after_a_loot_trigger_is_the_card_the_engine_chose(db):
    # Celee Cogfreeze draws and discards a card as you play an ability; after combat the engine cast its burners by
    # their places in the hand, taken out only once all were cast: the loot discarded Maelstrom Weapon while it was
    # being cast, and the next place held Justicar Broxlo Frostnuggle, an ally, "cast" for 2 damage (engine:
    # `damage.burn` takes each burner out of the hand as it is played, by card).
    deck = ["Against the Illidari", "Gorz Blazefist", "Grim Touch", "Kedan Burstbeard",
            "Ruthless Gladiator's Decapitator", "Whiteout", "Maelstrom Weapon", "Orc Grunt", "Xela the Tormentor",
            "Sinestra", "Celee Cogfreeze", "Justicar Broxlo Frostnuggle", "Tyler Falconbridge",
            "Dawnhoof Brightcaller", "Kino the Cold"]
    assert not breaches(db, deck, hero="Dralor")


def test_a_hero_kept_exhausted_takes_no_atk_bonus_to_attack(db):
    # Axe of Cenarius: "When you strike with this weapon, your hero and this weapon can't ready during your next
    # ready step." The next turn The Worldbreaker's reward ("Your hero has Assault 5 ... this turn") made the
    # exhausted hero attack (engine: `Fight.gain` gives no bonus to a hero that can't attack, CR 302.2).
    deck = ["Mental Focus", "Timewalker Sentinel", "Meeting with the Master", "Angry Dread", "Ahune the Frost Lord",
            "Polished Helm of Valor", "Super Mana Potion", "The Worldbreaker", "Stargaze", "Axe of Cenarius",
            "Farseer Horgath", "Captain Swash", "Sivandra Darklust", "Zip", "Besora Galefeather"]
    assert not breaches(db, deck, hero="Prometha")


def test_excessive_force_puts_its_minus_on_another_ally_than_its_plus(db):
    # Excessive Force: "Target ally has +3 ATK this turn. Target ally has -3 ATK this turn." With one ally of yours
    # (Neferset Flamecaller, readied: it attacked twice) both go on it and cancel; the engine took its two attacks for
    # two allies, the +3 on one and the -3 on the other (engine: `own_minus` reads the allies' places, an ally that
    # attacked once).
    deck = ["Amara Kells", "Excessive Force", "Fel Immolation", "Sepirion", "Strong-Handed Ring",
            "Seeds of Their Demise", "Neferset Flamecaller", "Netherwind Presence", "Ancestral Recovery",
            "Renewal of Life", "Azjol-anak Deathwatcher", "Noxel Shroudhaggle", "Skumm Bag'go", "Naan the Selfless",
            "Broan Charges-the-Fight"]
    assert not breaches(db, deck)


def test_hungry_ghoul_given_ferocity_still_pays_its_graveyard_cost(db):
    # Hungry Ghoul: "This ally can't attack unless you remove two cards in a graveyard from the game." The turn it
    # entered it waited for Ferocity before its cost was paid, and Gale Force's Ferocity made it attack without
    # removing the cards (engine: `declare` holds no such ally for Ferocity).
    deck = ["Gale Force", "Power Word: Absorb", "Gravelord Adams", "Arced War Axe", "Benedictus, the Twilight Father",
            "Mark V Is Alive!", "Gnomish Flying Machine", "Nessera Gildenrose", "Vexmaster Nar'jo",
            "Fossilized Raptor", "Millhouse Manastorm", "Ashnaar, Frost Herald", "Nyn'jah", "Hungry Ghoul",
            "Dreadsteed"]
    assert not breaches(db, deck, hero="Anchorite Kalinna")


def test_a_destroyed_token_does_not_stay_in_the_graveyard(db):
    # CR 404.2c, 410.6d: a token that leaves play ceases to exist. The engine kept destroyed 1/1 Peasant tokens in
    # your graveyard, and Redemption ("Put target ally card from your graveyard into play ...") put one back into
    # play (engine: `Game.leave` puts no token into the graveyard).
    deck = ["Alexi Barov", "Kagra of the Crossroads", "Puzzle Box of Yogg-Saron", "Shuriken of Negation",
            "Eldre'Thalas Sorceress", "Tanglevine", "Archdruid Malfurion Stormrage", "Redemption",
            "Leader of the Darkcrest", "Intensify", "Father Gustav", "Jezziki Shinebog", "Syluri",
            "Krezza the Explosive", "Orono the Great"]
    assert not breaches(db, deck, hero="Deacon Markus Hallow")


def test_allies_leaving_as_one_with_zero_health_is_destroyed_do_not_crash_the_engine(db):
    # CR 410.6a: each ally with 0 health is destroyed; `check_health` walked the allies' places downward while a
    # destroyed ally's trigger took more allies out of play, and read past the end (an IndexError; engine: a place
    # gone is skipped).
    deck = ["Avenging Wrath", "Blessing of the Light", "Emree", "Hibernate", "Totem from Beyond", "Woe or Grow",
            "Memento of Tyrande", "Braxxis' Staff of Slumber", "Nightmare Ender", "Bigbelly, Furbolg Chieftain",
            "Pugg", "Ryno the Short", "Orc Raider", "White Camel", "Alyna Sunshower"]
    assert not breaches(db, deck, hero="Rotun Daggerhand", games=150)


def test_a_hero_kept_exhausted_takes_no_party_atk_bonus_to_attack(db):
    # Axe of Cenarius keeps your hero exhausted through your next ready step; Maurice Steelson's "your hero and allies
    # you control have Assault 1 this turn" as he entered the next turn made it attack (engine: `Fight.gain` to your
    # party counts your hero only when it can attack, CR 302.2).
    deck = ["Shadow Word: Devour", "Zuur", "Arena Master", "Maurice Steelson", "Sparkington the Abrupt",
            "Pack Tactics", "Axe of Cenarius", "Lost!", "Elementalist Arax", "Ring of the Recalcitrant",
            "Teldrassil Tracker", "Dashel Stonefist", "Orderkeeper Calister", "Nathar Wilderson", "Jil'ti"]
    assert not breaches(db, deck, hero="Addisyn the Untouchable")


def test_broan_readies_an_ally_though_pugg_left_him_with_no_health(db):
    # Broan Charges-the-Fight (health 1): "When Broan Charges-the-Fight enters play, you may ready target ally with cost
    # 2 or less." With Pugg's "Other allies in your party have -1 health" he is destroyed as he enters (CR 410.6a),
    # and his trigger resolves all the same. The engine reported him as no ally (uid -1) and the checker wanted him in
    # play (engine: his uid as he entered; checker: one that entered this turn and left).
    assert not breaches(db, ["Broan Charges-the-Fight", "Pugg"], filler="Voss Treebender")


def test_a_token_copy_of_vakus_made_in_the_end_step_stays_until_the_next(db):
    # Vakus the Inferno: "At the end of your turn, destroy this ally." Destroyed so, Doom Commander Zaakuul puts a
    # token copy of it into play: that copy entered after the end step's triggers, so it stays until your next end
    # step (CR 503.1); the checker wanted it gone (checker: an ally entering once such a trigger ran this turn).
    deck = ["Doom Commander Zaakuul", "Masons Fraternity Ring", "Aessina's Miracle", "Mana Jade", "Anger Management",
            "Vakus the Inferno", "Raging Blow", "Ghoulish Epidemic", "Steal Essence", "Mark of Life",
            "Darnassus Mooncaller", "Darkstalker Soran", "Jack Coor", "Vukora Netherflame",
            "Sira'kess Tide Priestess"]
    assert not breaches(db, deck, hero="Skumm the Pillager")


def test_an_ally_put_back_damaged_and_destroyed_as_it_enters_does_not_crash_the_engine(db):
    # Revival Stone: "When attached ally is destroyed, put it ... into your party with damage equal to its health minus
    # 1" (`settle_back`), with Aura of Fanaticism's "Allies in your party have -1 health" in play: the ally is
    # destroyed as it enters (CR 410.6a), and the engine set the damage of the last ally in play, of none (an
    # IndexError; engine: the ally by its uid).
    deck = ["Aura of Fanaticism", "Anchorite Ceyla", "Akiko the Alert", "Revival Stone", "Gahrunt Foulfang",
            "Lorekeeper Darian", "Trueshot Aura", "Legacy of Stormrage", "Hamuul Runetotem", "Zapped Giants",
            "Arcanist Alathana", "Shelly", "Conqueror Gurzom", "Ja'zoona", "Twilight Vanquisher Knolan"]
    assert not breaches(db, deck, hero="Queen Azshara (TWP)", games=150)


def test_boomers_sonic_blast_readies_no_ally(db):
    # Boomer: "Once on each of your turns: Emit a sonic blast -> Exhaust target hero or ally. This ally deals 1 nature
    # damage to it." (a once-a-turn power of damage only). The engine used it before combat as a power that readies an
    # ally that can't ready in your ready step (Deathlord Jones's Brode), which its text does not (engine: `wake`
    # uses a power with no ally to ready after combat only).
    assert not breaches(db, ["Boomer", "Deathlord Jones"], filler="Voss Treebender")


def test_lesson_of_the_elements_exhausts_no_ally_exhausted_already(db):
    # Lesson of the Elements: "You may exhaust a non-hero Shaman you control rather than pay this ability's cost."
    # Ra'za WildStorm, exhausted in combat for Neferset Sentry's cost, was exhausted again to pay it (CR 701.3;
    # engine: `alt.source` leaves out the allies exhausted this combat, `Fight.tapped`).
    deck = ["Knife Throw", "Pact of Shadow", "Volatile Poison", "Besora Galefeather", "Lightwarden's Band",
            "Neferset Sentry", "Lesson of the Elements", "Neferset Runecaster", "A Hero's Burden", "Seeping Poison",
            "Azizi Daggerflick", "Jadefire Netherseer", "Ra'za WildStorm", "Lowdown Luppo Shadefizzle", "Jaal"]
    assert not breaches(db, deck)


def test_an_ally_put_into_play_with_an_attachment_and_destroyed_as_it_enters(db):
    # Malfurion's Gift puts an ally from your graveyard into play and is attached to it; He Who Has No Life ("When an
    # ally with cost 5 or less enters play, destroy it") destroys it as it enters. The attachment's bonus went to the
    # last ally in play, and to nothing at all with none left ("list index out of range": a crash).
    deck = ["Aura of Fanaticism", "Grimdron", "He Who Has No Life", "Horkin Figluster", "Malfurion's Gift",
            "Mrglrglmrglmrrrlggg", "Primal Dexterity", "Samuel Harrison", "Silvermoon Sentinels", "The Art of War",
            "The Ultimate Bloodsport", "Tyler Falconbridge", "Wand of Ruby Claret", "Water Breathing", "Wrathion"]
    cards = [db[n] for n in deck for _ in range(4)]
    setup = make_setup(db["Famish the Binder"], cards, turns=12, health=median_hero_health(db))
    from deckcheck.wowtcg.goldfish.runner import run
    assert run(setup, 150, 90).games == 150
    assert not breaches(db, deck, hero="Famish the Binder")


def test_a_sweep_whose_victim_takes_another_ally_with_it(db):
    # Hellfire (damage to each hero and ally) with Boneshanks in play ("When Boneshanks is destroyed, destroy target
    # ally": one of yours) crashed: the sweep went by places, and Boneshanks's trigger took a second ally out of play
    # under it. Each ally in play as it resolves takes the damage once; all three are destroyed.
    from deckcheck.wowtcg.goldfish import damage
    cc = compile_cards([db["Boneshanks"], db["Voss Treebender"], db["Murloc Coastrunner"]])
    g = game(cc, [1] * 20)
    for c in (1, 2, 0):
        g.enter(c, 1)
    damage.sweep(g, 5)
    assert g.a_c == [] and sorted(g.grave) == [0, 1, 2]
    assert not breaches(db, ["Hellfire", "Boneshanks"], filler="Voss Treebender")
