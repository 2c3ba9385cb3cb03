"""Issue 23's sample audit (seeds 20261205 and 20261206 of `bench/audit_sample.py`): the records found wrong or
partly ignored, and the families that shared the mistake, read again against their text. Real cards; each test
checks what a player would see in a seeded game, or the engine's verdict."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck
from goldfish_helpers import fx, no_breaches


def lines_of(setup, seeds=range(6)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def test_destroy_target_ally_needs_an_ally_of_yours(db):
    # Death's Decree: "Destroy target ally. Put a 3/3 Ghoul ally token into play." The passive opponent has no ally:
    # the card is played only by destroying one of yours (CR 707.1d), here the Guardian Steelhorn that can't attack.
    setup = make_setup(None, deck(db, ("Death's Decree", 25), ("Guardian Steelhorn", 10)), turns=10, health=10**6)
    lines = lines_of(setup)
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Death's Decree")]
    assert plays
    for i in plays:
        assert lines[i + 1].startswith("    destroys Guardian Steelhorn to pay for Death's Decree")
        assert any("Ghoul ally token" in line for line in lines[i + 1:i + 5])
    assert check_games(setup, None, 100).breaches == []
    alone = make_setup(None, deck(db, ("Death's Decree", 30)), turns=10, health=10**6)
    assert not any(line.startswith("  plays Death's Decree") for line in lines_of(alone))


def test_destroy_target_ability_then_draw_needs_an_ability_of_yours(db):
    # Faithful Dispel: "Destroy target ability. Draw a card." Righteous Cleanse (Delve), Reforestation (tokens):
    # never played for their rider alone, with no ability of yours in play to destroy.
    for name in ("Faithful Dispel", "Righteous Cleanse", "Reforestation"):
        setup = make_setup(None, deck(db, (name, 30)), turns=10, health=10**6)
        assert not any(line.startswith(f"  plays {name}") for line in lines_of(setup)), name


def test_an_ally_leaving_play_draws(db):
    # Ellie Tinkervoid: "When this ally leaves play, draw a card": Engulfing Blaze's 3 damage to each ally destroys it.
    setup = make_setup(None, deck(db, ("Ellie Tinkervoid", 20), ("Engulfing Blaze", 20)), turns=8, health=10**6)
    lines = lines_of(setup)
    gone = [i for i, line in enumerate(lines) if line == "    Ellie Tinkervoid is destroyed."]
    assert gone
    for i in gone:
        assert lines[i + 1].startswith("    draws ")
    assert check_games(setup, None, 100).breaches == []


def test_text_with_a_bearing_is_not_no_bearing(db):
    # Tempest, Son-of-Storms readies a hero or ally as it enters (in combat after your attacks: an extra attack):
    # played now (tests/test_goldfish_enter_ready.py), never "no bearing"; Bitter Cold Armguards' hero deals frost
    # damage to your own side each turn: not played, unmodelled.
    assert compile_cards([db["Tempest, Son-of-Storms"]]).verdict[0] == PLAYED
    assert compile_cards([db["Bitter Cold Armguards"]]).verdict[0] == UNMODELLED


def test_a_faction_reward_reaches_only_that_faction(db):
    # The Fall of Lordaeron: "[Horde] allies you control have +1 ATK this turn": Aeshia Moonstreak is an Alliance
    # ally (the quest is never worth completing for it); Voss Treebender a Horde one.
    assert db["Aeshia Moonstreak"].faction == ("Alliance",) and db["Voss Treebender"].faction == ("Horde",)
    setup = make_setup(None, deck(db, ("The Fall of Lordaeron", 20), filler="Aeshia Moonstreak"), turns=6,
                       health=10**6)
    assert not any("completes The Fall of Lordaeron" in line and "ATK" in line for line in lines_of(setup))
    setup = make_setup(None, deck(db, ("The Fall of Lordaeron", 20)), turns=6, health=10**6)
    assert any("completes The Fall of Lordaeron" in line and "ATK" in line for line in lines_of(setup))


def test_what_the_engine_cannot_play_is_unmodelled(db):
    # What they give depends on the opposing deck (Chaos Bolt's damage, Steal Steel's equipment, Meteor Shard's
    # +3 ATK), which the goldfish does not have; A Final Sacrifice's bonus lasts one turn, then its ally (or your
    # hero) is destroyed.
    for name in ("Chaos Bolt", "Meteor Shard", "Boundless Thievery", "Splintered Thought", "Steal Steel", "Sayge",
                 "Lieutenant Horatio Laine", "Staff of Infinite Mysteries", "A Final Sacrifice"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_a_token_for_one_turn_attacks_and_is_destroyed(db):
    # Ancient Cornerstone Grimoire: "2, [Exhaust] -> Put a Skeleton ally token with 1 ATK, 1 health, Ferocity and
    # Protector into play. At end of turn, destroy it." The engine made it after combat and kept it: it attacked
    # on later turns. Now it is made before combat, attacks that turn, and is destroyed at the end of it.
    name = "Ancient Cornerstone Grimoire"
    setup = make_setup(None, deck(db, (name, 30)), turns=8, health=10**6)
    seen = 0
    for seed in range(6):
        lines = trace_game(setup, seed=seed)[0]
        for i, line in enumerate(lines):
            if line == "    puts 1 1/1 Skeleton ally token(s) into play.":
                seen += 1
                assert lines[i - 1].startswith(f"  uses {name}'s power")
                rest = lines[i + 1:]
                turn = rest[:next((k for k, x in enumerate(rest) if x.startswith(("Turn ", "After "))), len(rest))]
                assert turn[0].startswith("  attacks with ")
                assert "  end of turn: 1/1 Skeleton ally token is destroyed:" in turn
    assert seen
    assert check_games(setup, None, 200).breaches == []


def test_an_attachment_that_makes_the_hero_take_more_damage(db):
    # Faerie Fire: "If attached character would be dealt damage, it's dealt that much +1 instead": the record had only
    # the attachment (never played). Magma Spike's 5 damage is 6 with one attached to the opposing hero.
    setup = make_setup(None, deck(db, ("Faerie Fire", 15), ("Magma Spike", 15)), turns=10, health=10**6)
    lines = trace_game(setup, seed=1)[0]
    fires, spikes = 0, []
    for i, line in enumerate(lines):
        if line.startswith("  plays Faerie Fire"):
            fires += 1
        if line.startswith("  plays Magma Spike"):
            spikes.append((fires, lines[i + 1]))
    assert spikes and any(n for n, _ in spikes)
    for n, dealt in spikes:
        assert dealt == f"    deals {5 + n} damage to the opposing hero."
    assert check_games(setup, None, 100).breaches == []


def test_a_rider_with_no_target_is_not_played(db):
    # Bear Trap: "Remove target opposing attacking ally from combat. Draw a card.": a passive opponent never attacks.
    setup = make_setup(None, deck(db, ("Bear Trap", 30)), turns=8, health=10**6)
    assert not any(line.startswith("  plays Bear Trap") for line in lines_of(setup))
    # Call to Arms: Warsong Gulch (Protector is a keyword, not a tag): a condition the engine can't evaluate
    # (Agonizing Poison's "if its controller has four or fewer cards in his hand" is never met by a passive opponent,
    # whose hand only grows: read as no bearing). Ruthless Execution (a damaged ally of yours) is played since the
    # draws family: only on a damaged ally of yours that can't attack (tricks.py).
    assert compile_cards([db["Call to Arms: Warsong Gulch"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Ruthless Execution"]]).verdict[0] == PLAYED


# Second pass (branch audit2): the whole pool scanned for the shapes found above, then seeds 20261208-.

def test_the_opposing_draws_discards_and_graveyard_bear(db):
    # The passive opponent draws each turn and, never playing, discards down to seven at each wrap-up (CR 415.4b):
    # The Abominable Greench (you draw instead), Blackfang
    # Battleweave Tunic (2 damage per opposing discard), Banzai (+1 ATK per card in opposing graveyards), Corrupted
    # Furbolg (-1/-1 per card there), Precognition (an ally from the opposing hand) ... were "no bearing". The engine
    # follows neither the opposing hand nor its graveyard: unmodelled. (Murderous Torment, 1 damage per opposing draw,
    # is played since the combat family: `when: opp_draw`, one draw in each opposing turn.) Since the opp family the
    # counts of the opposing library and graveyard are followed (goldfish/opp.py): Banzai, Corrupted Furbolg, Grim
    # Touch and Call of Yogg-Saron are played; what needs the kinds of the opponent's cards stays unmodelled. Pact of
    # Shadow (3 damage when an opponent discards) is played since quick3: `when: opp_discard`, one discard down to
    # seven in each opposing turn (not with Call of Yogg-Saron, which takes that hand).
    for name in ("Banzai", "Corrupted Furbolg", "Grim Touch", "Call of Yogg-Saron", "Pact of Shadow",
                 "Blackfang Battleweave Tunic", "Mana-Sphere Shoulderguards"):     # (the last two since audit5)
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    for name in ("The Abominable Greench", "Jin'do's Judgement",
                 "Pandaren Brewmaster",
                 "Blue Diamond Witchwand", "Vilegut", "Underking Talonox",
                 "Skullchewer", "Dark Simulacrum", "Haunting Call", "Death's Duo", "Bone Shield", "Beyond the Grave",
                 "Crushing Shadows", "Precognition", "Spy of Kilrogg", "Velen, Prophet of the Naaru"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_own_side_text_is_not_no_bearing(db):
    # Windfury Totem readies an attacker for 1 (another attack: played since the combat family, `hits.regain`);
    # Shred's cat form: +1 ATK while attacking (played since quick3, as the other cat forms: its "may deal 2 damage to
    # target exhausted hero or ally" never finds the passive opponent's hero exhausted). Psychic Screech (bounce) can
    # only take an ally of yours: a drawback the engine doesn't play. Hammer of the Zealot (exhaust target ally, draw) is
    # played since the draws family: after combat, on an ally of yours that readies at your next ready step (tricks.py).
    # (Ardon Almastor's 2 damage to an ally of yours as it enters is played since round 3: enter.drawbacks.)
    assert compile_cards([db["Windfury Totem"]]).verdict[0] == PLAYED
    assert compile_cards([db["Shred"]]).verdict[0] == PLAYED
    assert compile_cards([db["Psychic Screech"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Hammer of the Zealot"]]).verdict[0] == PLAYED
    assert compile_cards([db["Ardon Almastor"]]).verdict[0] == PLAYED


def test_damage_to_target_ally_with_a_rider_takes_an_ally_of_yours(db):
    # Starshot: "Your hero deals 3 arcane damage to target ally. Draw a card." The draw was played with no ally in
    # play; now only with one of yours, which takes the 3 damage (Lava Shock: the same).
    for name, n in (("Starshot", 3), ("Lava Shock", 4)):
        alone = make_setup(None, deck(db, (name, 30), filler="Glaciate"), turns=8, health=10**6)
        assert not any(line.startswith(f"  plays {name}") for line in lines_of(alone)), name
        setup = make_setup(None, deck(db, (name, 30)), turns=8, health=10**6)
        lines = lines_of(setup)
        plays = [i for i, line in enumerate(lines) if line.startswith(f"  plays {name}")]
        assert plays, name
        for i in plays:
            assert any(f"deals {n} damage to Voss Treebender (target ally: yours)" in line
                       for line in lines[i + 1:i + 4]), name
        assert check_games(setup, None, 100).breaches == []


def test_a_rider_on_an_opposing_ally_is_never_played(db):
    # Glaciate ("Target opposing ally can't attack this turn. Draw a card.") can never be cast against a passive
    # opponent. Flash of Light ("heals all damage from target ally. Draw a card.") needs an ally in play: read with
    # `play_if` `{cond: allies, count: 1}` (combat family), cast only with an ally of yours. (Wild Wrath, played since
    # the enter family: its target ally, one of yours, is chosen and damaged before its Treant enters.)
    setup = make_setup(None, deck(db, ("Glaciate", 30)), turns=8, health=10**6)
    assert not any(line.startswith("  plays Glaciate") for line in lines_of(setup))
    assert compile_cards([db["Wild Wrath"]]).verdict[0] == PLAYED
    cc = compile_cards([db["Flash of Light"]])
    assert cc.verdict[0] == PLAYED and cc.play_cond[0] is not None and cc.needs[0]
    alone = make_setup(None, deck(db, ("Flash of Light", 30), filler="Glaciate"), turns=8, health=10**6)
    assert not any(line.startswith("  plays Flash of Light") for line in lines_of(alone))


def test_plus_and_minus_atk_needs_a_second_ally(db):
    # Excessive Force: "Target ally has +3 ATK this turn. Target ally has -3 ATK this turn." (Ravenous Frenzy, Lie In
    # Wait): the -N goes to another ally of yours, as Ravenous Bite's record has it.
    for name, n in (("Excessive Force", 3), ("Ravenous Frenzy", 4), ("Lie In Wait", 1)):
        assert compile_cards([db[name]]).bonus_minus[0] == n, name


def test_seed_20261208_own_costs_opposing_hands_and_a_dropped_keyword(db):
    # Arazzius the Cruel ("When Arazzius attacks, each player destroys an ally in his party") costs you an ally each
    # attack; Final Voyage (Assault 1 per card in opposing hands) and Fool's Bane (1 more per card there) depend on
    # the opposing hand: unmodelled, never "no bearing".
    for name in ("Arazzius the Cruel", "Final Voyage", "Fool's Bane"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    # Tesla: "Assault 2 (...) Ferocity (...)": it attacks the turn it enters play.
    setup = make_setup(None, deck(db, ("Tesla", 30), filler="Glaciate"), turns=8, health=10**6)
    lines = lines_of(setup)
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Tesla")]
    assert plays and any(lines[i + 1] == "  attacks with 1 ally(ies): 5 damage." for i in plays)


def test_seed_20261209_the_opposing_hero_and_deck_out(db):
    # Sogoridon the Savage (+7/+7 by the opposing hero's faction), Illiyana Moonblaze (a Horde opponent destroys a Horde
    # card, his hero if it is the only one) depend on the opposing hero; a player who must draw from an empty deck
    # loses (CR 102.1a): Alana the Woebringer, Miner Stonedeep, Lorekeeper Darian, Misery, Wand of the Forgotten Star
    # and Ebon Plague can deck the passive opponent within a goldfish game. None is "no bearing". (Since the opp family
    # the opposing library is counted and decking it wins: Alana, Miner Stonedeep, Lorekeeper Darian and Misery are
    # played; Ebon Plague needs the kind and cost of the card milled: unmodelled.)
    for name in ("Alana the Woebringer", "Miner Stonedeep", "Lorekeeper Darian", "Misery"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    for name in ("Sogoridon the Savage", "Illiyana Moonblaze", "Wand of the Forgotten Star", "Ebon Plague"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_seed_20261210_a_power_boosting_damage_and_a_ready_resource(db):
    # Band of Crimson Fury (+3 on the next ability damage this turn), Druid of the Talon (+1 on each damage to a target
    # hero this turn), Concussion Blow (double the next damage to a hero it exhausted): not "no bearing".
    for name in ("Band of Crimson Fury", "Druid of the Talon", "Concussion Blow"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    # Vigor: "Put Vigor into your resource row face down and ready": the resource pays for another card that turn.
    setup = make_setup(None, deck(db, ("Vigor", 30)), turns=8, health=10**6)
    lines = lines_of(setup)
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Vigor")]
    assert plays and all(lines[i + 1] == "    puts the top card of the deck into the resource row." for i in plays)
    assert any(lines[i + 2].startswith("  plays ") for i in plays)
    assert check_games(setup, None, 100).breaches == []


def test_seed_20261211_damage_to_your_own_hero_is_not_no_bearing(db):
    # Rosalyne von Erantor ("When this ally enters play, she deals 3 fire damage to your hero"), Gerrunge the Sadist
    # (4 as he enters) and Girdle of the Endless Pit (1 at the start of each of your turns): damage on your own hero
    # bears on the hero_undamaged and bloodrush conditions (never "no bearing"). Read as the drawback `hurt_hero`:
    # played, and a deck holding one never counts its hero undamaged (Castigate's "+4 if your hero is undamaged").
    from deckcheck.wowtcg.goldfish.compile_facts import hurts_own_hero
    for name in ("Rosalyne von Erantor", "Gerrunge the Sadist", "Girdle of the Endless Pit"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
        assert hurts_own_hero([db[name]]) and not hurts_own_hero([db["Castigate"]])
        alone, hurt = compile_cards([db["Castigate"]]), compile_cards([db["Castigate"], db[name]])
        assert alone.dmore[0][0] == 4 and hurt.dmore[0] is None     # the +4 never counted beside it
        assert hurt.dmg[0] == 2 and hurt.verdict[1] == PLAYED      # (Castigate says so: its +4 left out)


def test_seed_20261213_own_side_drawbacks_and_a_graveyard_damage_power(db):
    # Gnash ("When Gnash enters play, destroy all allies with cost 3 or less"), Blazing Infernal (1 damage to each other
    # ally), The Lobotomizer ("each player destroys one of his resources"): against a passive opponent they harm only
    # your side, never no bearing; since round 3 the vocabulary says it of Gnash and Blazing Infernal (sweep,
    # damage to each other ally: enter.drawbacks), played; The Lobotomizer stays unmodelled.
    assert compile_cards([db["The Lobotomizer"]]).verdict[0] == UNMODELLED
    for name in ("Gnash", "Blazing Infernal"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    # Conqueror Kagon Blackskull: "3 -> Remove target ally card in any graveyard from the game, and Kagon deals 1 frost
    # damage to target hero or ally": with an ally card in your graveyard the power deals 1 to the opposing hero, paying
    # 3 and removing that card each time.
    assert compile_cards([db["Conqueror Kagon Blackskull"]]).verdict[0] == PLAYED
    # (Death's Decree destroys a Guardian Steelhorn, which can't attack, to put an ally card in your graveyard)
    setup = make_setup(None, deck(db, ("Conqueror Kagon Blackskull", 10), ("Death's Decree", 12),
                                  ("Guardian Steelhorn", 8)), turns=12, health=10**6)
    lines = lines_of(setup)
    uses = [i for i, line in enumerate(lines) if line == "  uses Conqueror Kagon Blackskull's power (pays 3)."]
    assert uses
    for i in uses:
        assert lines[i + 1].startswith("    removes ") and lines[i + 1].endswith(
            " in the graveyard from the game to pay for Conqueror Kagon Blackskull.")
        totals = [int(line.split(" has ")[1].split()[0]) for line in lines[:i + 3]
                  if line.startswith("  the goldfish hero has ")]
        attack = next(int(line.split(": ")[1].split()[0]) for line in reversed(lines[:i])
                      if line.startswith("  attacks with "))
        assert totals[-1] - totals[-2] == attack + 1
    assert check_games(setup, None, 100).breaches == []


# Fourth pass (branch audit4): seeds 20261215-.

def test_seed_20261216_a_bonus_to_an_ally_or_weapon_never_goes_to_a_weaponless_hero(db):
    # Primal Strike: "Target ally or weapon has +3 ATK this turn" (Timeless Winds: +2). Read as "any", the engine gave
    # the bonus to a hero with no weapon when no ally attacked: not a legal target (CR 707.1d). Now an attacking ally's.
    for name, n in (("Primal Strike", 3), ("Timeless Winds", 2)):
        alone = make_setup(None, deck(db, (name, 30), filler="Glaciate"), turns=8, health=10**6)
        assert not any(line.startswith(f"  plays {name}") for line in lines_of(alone)), name
        setup = make_setup(None, deck(db, (name, 30)), turns=8, health=10**6)
        lines = lines_of(setup)
        plays = [i for i, line in enumerate(lines) if line.startswith(f"  plays {name}")]
        assert plays, name
        for i in plays:
            fight = next(line for line in lines[i:] if line.startswith("  attacks with "))
            assert not fight.startswith("  attacks with 0 ally"), name
        assert check_games(setup, None, 100).breaches == []


def test_seed_20261217_the_opposing_graveyard_and_an_exhaust_another_ally_cost(db):
    # Nesingwary 4000 (ATK 4000 with four same-named allies in an opposing graveyard), Persuasive Resurrection,
    # Spiritual Domination, Shawn of the Dead, Kel'Thuzad's Reach (an ally from an opponent's graveyard into play), Greed
    # Before Need (equipment from it): the passive opponent discards each turn (CR 415.4b) and what its graveyard holds
    # depends on its deck; Marauding Geist can attack once each graveyard holds a card (it was read as never attacking).
    # Neferset Sentry's "+2 ATK" is paid by exhausting *another* ally (it was read as exhausting itself): unmodelled
    # then; combat2 read it again as the tap power on another ally (played: test_goldfish_combat2).
    for name in ("Nesingwary 4000", "Persuasive Resurrection", "Spiritual Domination", "Shawn of the Dead",
                 "Kel'Thuzad's Reach", "Greed Before Need", "Marauding Geist"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    assert compile_cards([db["Neferset Sentry"]]).cpower[0] is None     # (no power paid with itself)


def test_seed_20261218_prevented_combat_damage_a_form_destroyed_and_a_gift(db):
    # Ossus the Ancient and A'dal prevent all (combat) damage, your allies' and hero's too; Pack Tactics' +1 ATK and
    # Lacerate's 2 damage a turn end when you strike with a weapon or play a non-Feral ability (the form is destroyed);
    # Fool's Gold, given to the passive opponent, draws you a card at the end of each of his turns. The engine played
    # Ossus's +1, Pack Tactics and Lacerate for the rest of the game, and called A'dal and Fool's Gold no bearing.
    for name in ("Ossus the Ancient", "A'dal", "Fool's Gold"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    # (Lacerate is played since the turns2 family, but only in a deck where nothing would destroy the form)
    assert compile_cards([db["Lacerate"], db["Amani Venom-Axe"]]).verdict[0] == UNMODELLED
    # (quick2) Pack Tactics' record now holds the form's destruction, read as Master Instinct's: the card is played only
    # in a deck where nothing destroys it (no weapon, no non-Feral ability), unmodelled in any other
    assert compile_cards([db["Pack Tactics"], db["Galvanize"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Pack Tactics"], db["Abomination Knuckles"]]).verdict[0] == UNMODELLED


def test_seed_20261219_an_own_ally_destroyed_as_she_attacks_and_a_dropped_stash(db):
    # Aesadonna Al'mere ("When Aesadonna attacks, destroy target exhausted ally": she or an ally of yours that attacked)
    # and Golas Swiftwind ("When Golas readies, exhaust target ally") harm only your side: unmodelled, never no bearing.
    # (Golas Swiftwind is played since allies2, onto the ally of yours least worth exhausting: test_goldfish_allies2)
    for name in ("Aesadonna Al'mere",):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    # Kraxos Chizzlecoin: "Stash: Add an heirloom counter to target equipment you control" (Jerrak Krandle, Venerable
    # Mass of McGowan): placed face up beside a Balanced Heartseeker, it puts a counter on it (+2 ATK each).
    # (The Mass is a weapon itself: its Stash is compiled; in play it takes Heartseeker's place.)
    from deckcheck.wowtcg.goldfish.compile_counters import STASH
    assert compile_cards([db["Venerable Mass of McGowan"]]).ctr[0][STASH] == (1, 0, 0)
    for name in ("Kraxos Chizzlecoin", "Jerrak Krandle"):
        setup = make_setup(None, deck(db, (name, 40), ("Balanced Heartseeker", 8)), turns=10, health=10**6)
        lines = lines_of(setup, range(8))
        assert f"    Stash: {name} puts 1 counter(s) on Balanced Heartseeker." in lines, name
        assert check_games(setup, None, 100).breaches == []


def test_seed_20261220_a_dropped_damage_type_and_damage_on_your_own_hero(db):
    # Earth and Moon: "If a hero or ally you control would deal arcane or nature damage, it deals that much +2
    # instead": Wrath's 3 nature damage is 5 with it in play (the record had arcane only).
    # In the seeded games each Wrath deals 3, +2 for each Earth and Moon in play (not Unique: two copies each
    # replace the packet once, CR 716.1e, 3 -> 5 -> 7).
    setup = make_setup(None, deck(db, ("Earth and Moon", 10), ("Wrath", 20)), turns=10, health=10**6)
    wraths = []
    for seed in range(6):
        lines, moons = lines_of(setup, seeds=[seed]), 0
        for i, line in enumerate(lines):
            moons += line.startswith("  plays Earth and Moon")
            if line.startswith("  plays Wrath"):
                assert lines[i + 1] == f"    deals {3 + 2 * moons} damage to the opposing hero.", (seed, moons)
                wraths.append(lines[i + 1])
    assert "    deals 5 damage to the opposing hero." in wraths
    assert check_games(setup, None, 100).breaches == []
    # Grace of the Lightbringer: "holy or melee damage" (the record had holy only).
    from deckcheck.wowtcg.goldfish.codes import damage_bits
    assert compile_cards([db["Grace of the Lightbringer"]]).boost[0][3] == damage_bits(["Holy", "Melee"])
    # The Promises of Darkness, Life Tap, Bloody Ritual, Gaktai put damage on your own hero: a deck holding one never
    # counts its hero undamaged (Castigate's "+4 if your hero is undamaged" left out beside it).
    from deckcheck.wowtcg.goldfish.compile_facts import hurts_own_hero
    for name in ("The Promises of Darkness", "Life Tap", "Bloody Ritual", "Gaktai"):
        assert hurts_own_hero([db[name]]), name
        hurt = compile_cards([db["Castigate"], db[name]])
        assert hurt.dmore[0] is None and hurt.verdict[1] == PLAYED, name


def test_seed_20261221_damage_to_your_own_ally_beside_a_combat_bonus(db):
    # Earthen Burst: "Your hero deals 2 nature damage to target ally.; Target ally has +2 ATK this turn.": the damage
    # (to an ally of yours, against a passive opponent) was dropped; the engine couldn't pay it beside a combat bonus.
    # combat2: played in combat only onto an ally of yours that survives the 2 damage (test_goldfish_combat2).
    assert compile_cards([db["Earthen Burst"]]).dmg_ally[0] == 2


def test_seed_20261222_a_pet_token_one_at_a_time_and_its_damage_power(db):
    # Merciless Gladiator's Pursuit: a 4/4 Bear token with Pet (1) at the start of each turn (one Pet at a time: the
    # Bears piled up; now under the Pet limit), and "[Exhaust] -> Your hero deals 2 ranged damage to each of up to three target heroes and/or
    # allies" (dropped). Titanium Frostguard Ring's 10/10 token is Unique (it piled up too).
    name = "Merciless Gladiator's Pursuit"
    setup = make_setup(None, deck(db, (name, 30), filler="Glaciate"), turns=14, health=10**6)
    played = uses = 0
    for seed in range(4):
        lines = trace_game(setup, seed=seed)[0]
        played += any(line.startswith(f"  plays {name}") for line in lines)
        uses += sum(line.startswith(f"  uses {name}'s power") for line in lines)
        assert not any(line.startswith("  attacks with 2 ally") for line in lines)    # one Bear, never two
    assert played and uses
    assert check_games(setup, None, 100).breaches == []
    for name in ("Titanium Frostguard Ring", "I'm Not Dead Yet!"):
        cc = compile_cards([db[name]])
        assert cc.unique[cc.ndeck], name            # the token card (after the deck's) is Unique
    cc = compile_cards([db["Beast Mastery"]])       # (its "Pet 1": one Pet at a time, the Pet limit: sample7)
    assert cc.limits[cc.ndeck] and not cc.unique[cc.ndeck]


def test_seed_20261224_a_draw_that_exhausts_your_resources(db):
    # Arcane Essence: "Exhaust all resources you control. Draw two cards.": the engine spent the resources left after
    # it; nothing in the vocabulary exhausted them: unmodelled. Since the draws family (`exhaust_resource` n 99, tricks.py)
    # it is cast last after combat, and no resource is spent after it.
    assert compile_cards([db["Arcane Essence"]]).verdict[0] == PLAYED


def test_seed_20261225_a_resource_for_each_player_and_the_opposing_discards(db):
    # Will of Cenarius: "Each player puts the top card of his deck into his resource row face down and exhausted": a
    # resource for you (it was no bearing); Damnation ("Opposing cards everywhere have 'Death Rattle: Your hero deals 1
    # shadow damage to itself'") deals 1 to the passive opponent's hero per card he discards: unmodelled.
    setup = make_setup(None, deck(db, ("Will of Cenarius", 30)), turns=8, health=10**6)
    lines = lines_of(setup)
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Will of Cenarius")]
    assert plays
    for i in plays:
        assert "resource row" in lines[i + 1], lines[i + 1]
    assert check_games(setup, None, 100).breaches == []
    assert compile_cards([db["Damnation"]]).verdict[0] == UNMODELLED


def test_seed_20261228_once_per_turn_the_opposing_graveyard_and_a_card_he_controls(db):
    # Elder Moorf: "1 -> Target ally has +2 ATK this turn. Use only once per turn.": the engine added +2 to Moorf's own
    # attack for every 1 left (the once per turn was dropped); with it, the engine can't play it. Zalabar the Dark
    # Tinkerer (1 damage per ally in the opposing graveyard) and Orgrim Doomhammer (the opponent destroys a card he
    # controls per damage: his hero is the only one) were no bearing. All unmodelled.
    # (Elder Moorf is played since allies2, once a turn: test_goldfish_allies2)
    for name in ("Zalabar the Dark Tinkerer", "Orgrim Doomhammer"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_seed_20261229_damage_by_the_opposing_hand(db):
    # Char (1 damage a turn per card in the attached hero's controller's hand) and Vexra Darkfall (the same once, as she
    # is destroyed): the passive opponent holds seven cards or more; the engine doesn't follow his hand: unmodelled.
    # Since dots (round 6) the engine counts the opposing hand (`per: {of: opp_hand}`, `opp.hand`: the 7 the passive
    # opponent keeps at the start of your turn): Char is played (test_goldfish_dots); Vexra too since allies2
    # (test_goldfish_allies2).
    assert compile_cards([db["Char"]]).verdict[0] == PLAYED
    assert compile_cards([db["Vexra Darkfall"]]).verdict[0] == PLAYED


def test_seed_20261230_damage_per_opposing_draw(db):
    # Plagued Mind: "When attached hero's controller draws a card, your hero deals 1 shadow damage to attached hero": the
    # passive opponent draws each turn; played as a bare attachment before. Unmodelled then; since the combat family's
    # `opp_draw` (Murderous Torment) it is read again (quick1): the attachment and its damage per draw, played.
    assert compile_cards([db["Plagued Mind"]]).verdict[0] == PLAYED


EXHAUSTED_HERO = ("Bloodfang Pants", "Ambush")
#: played since the exhaust family (goldfish exhaust.py: the opposing hero exhausted by your cards, `opp_exhausted`)
EXHAUSTED_PLAYED = ("Hungering Cold", "Aggressive Exploitation", "Aggressive Infiltration", "Barman Shanker",
                    "Captain Swash", "Deathstalker Leanna", "Johnny Rotten", "Sarn Earthtrembler", "Sergeant Corsetti",
                    "Skronk Skullseeker", "Slay the Feeble", "Tharuk Foulblade", "Vanessa VanCleef",
                    "Wastewalker Leggings", "Pestilence", "Backstab",
                    "Mikael the Blunt")       # (seed 20270140: 2 damage to it as it readies)


def test_seeds_20270101_and_20270102_an_exhausted_opposing_hero(db):
    # Hungering Cold ("When an opposing hero or ally exhausts, your hero deals 1 frost damage to it") and Bloodfang
    # Pants ("... 1 melee damage to target exhausted hero or ally") were no bearing, as if the passive opponent's hero
    # never exhausted. Your own cards exhaust it (War Stomp, Eyeball Jones, Hammer of Justice, played here), and some
    # keep it exhausted through its ready step; the engine follows that since the exhaust family (exhaust.py): damage
    # to it, +ATK while attacking it, a cost less for it are played; those it doesn't play yet (a dagger's ATK added, a
    # start-of-turn damage, a paid trigger) stay unmodelled. A heal or DEF stays no bearing.
    assert compile_cards([db["Hammer of Justice"]]).verdict[0] == PLAYED
    for name in EXHAUSTED_HERO:
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    for name in EXHAUSTED_PLAYED:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    for name in ("Aegis of the Vindicator", "Wastewalker Tunic"):
        assert compile_cards([db[name]]).verdict[0] != UNMODELLED, name


def test_seed_20270103_the_opposing_heros_health_and_a_play_restriction(db):
    # Glaive of the Pit ("Opposing heroes have -5 health") was no bearing: the opposing hero dies 5 damage sooner; the
    # vocabulary lowers its health only by an ability attached to it. Helena Demonfire (-1 health per Demon in your
    # party: only her Diplomacy was kept) and Lo'Gosh (while in combat with her): the same. Garrote ("Play only if your
    # hero has Stealth"): attached in every game without a card giving your hero Stealth; now never cast.
    for name in ("Glaive of the Pit", "Helena Demonfire", "Lo'Gosh", "Garrote"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    setup = make_setup(None, deck(db, ("Garrote", 30)), turns=6, health=10**6)
    assert not any(line.startswith("  plays Garrote") for line in lines_of(setup))


def test_seed_20270107_damage_on_your_own_hero_and_the_opposing_heros_health(db):
    # Fel Leather Gloves ("When a resource enters play, put 2 damage on its controller's hero"): no bearing, though the
    # engine plays the armor and only you put resources into play: your hero is damaged, so Castigate's "+4 if your hero
    # is undamaged" is never counted beside it (the Girdle of the Endless Pit case). Bloodseeker (3 damage on your hero
    # at the end of a turn it dealt none): the condition isn't in the engine's reading of `hurt_hero`: unmodelled.
    # Deathcharger's "-3 health this turn" to the opposing hero as you place a quest face up was dropped: unmodelled.
    from deckcheck.wowtcg.goldfish.compile_facts import hurts_own_hero
    gloves = db["Fel Leather Gloves"]
    assert compile_cards([gloves]).verdict[0] == PLAYED and hurts_own_hero([gloves])
    assert compile_cards([db["Castigate"]]).dmore[0][0] == 4
    assert compile_cards([db["Castigate"], gloves]).dmore[0] is None
    for name in ("Bloodseeker",):      # (Deathcharger is played since allies2: test_goldfish_allies2)
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_seed_20270108_allies_removed_from_the_opposing_deck_and_graveyard(db):
    # The Soul Conductor: "+1 ATK / +1 health for each ally card in opposing removed-from-game zones": no bearing, though
    # Corpse Explosion, Frost Wyrm, High Arcanist Eldrissa... remove the passive opponent's cards from the game; which are
    # allies depends on his deck (the engine keeps counts, not kinds): unmodelled.
    assert compile_cards([db["The Soul Conductor"]]).verdict[0] == UNMODELLED
    assert compile_cards([db["Corpse Explosion"]]).verdict[0] == PLAYED      # one such card the engine plays


def test_seed_20270109_damage_to_a_scourge_hero(db):
    # Tani Bixtix: "At the start of your turn, this ally may deal 1 nature damage to target Scourge hero or ally": no
    # bearing, though the goldfish hero may be a Scourge one (it depends on the hero played against): unmodelled, as
    # Wildhammer Gryphon's "while an opponent controls a [Horde] hero".
    for name in ("Tani Bixtix", "Wildhammer Gryphon"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_seed_20270111_a_search_to_the_top_of_your_deck(db):
    # Landro's Gift: "Search your deck for a Loot card, reveal it, and put it on top of your deck. Then, if an opponent
    # controls more resources than you, draw a card": no bearing, as if the draw were all of it; the search sets up your
    # next draw (no Loot tag in the data, no `tutor` to the top): unmodelled.
    assert compile_cards([db["Landro's Gift"]]).verdict[0] == UNMODELLED


def test_seed_20270113_an_attachment_that_attaches(db):
    # Brace or Mace: "Choose one: Your hero heals 4 damage from target hero, or attach to target ally. Ongoing: Attached
    # ally has +1 ATK / +1 health": the record had the bonus but no attachment, so the engine cast it onto nothing. Now
    # every play attaches it to an ally of yours, and that ally attacks for 1 more (a lone Voss Treebender: 3, not 2).
    name = "Brace or Mace"
    setup = make_setup(None, deck(db, (name, 20), ("Voss Treebender", 20)), turns=6, health=10**6)
    lines = lines_of(setup, range(3))
    plays = [i for i, line in enumerate(lines) if line.startswith(f"  plays {name}")]
    assert plays
    for i in plays:
        assert lines[i + 1].startswith("    attached to Voss Treebender"), lines[i + 1]
    assert "  attacks with 1 ally(ies): 3 damage." in lines
    assert check_games(setup, None, 100).breaches == []


def test_seed_20270114_opposing_cards_removed_from_the_game(db):
    # Dro'gash: "... if there are 30 or more opposing cards removed from the game, he ... deals shadow damage to target
    # opposing hero equal to that hero's remaining health -1": no bearing, though Alana the Woebringer (played) removes
    # the top half of the opposing deck each turn, 30 cards by her second turn; the engine doesn't count them: unmodelled.
    assert compile_cards([db["Alana the Woebringer"]]).verdict[0] == PLAYED
    assert compile_cards([db["Dro'gash"]]).verdict[0] == UNMODELLED


def test_seed_20270122_a_weapons_own_counters_and_damage_to_your_side(db):
    # Axe of Grounded Flame: "This weapon enters play with three +1 ATK counters": read as "your weapons have +3 ATK"
    # (an ongoing bonus to every weapon of yours); now three +1 ATK counters on the Axe itself, as Edge of Oblivion's
    # five. Envoy of Mortality ("... it also deals that much ranged damage to target friendly hero or ally" each time
    # your hero deals damage with it) was no bearing: unmodelled.
    cc = compile_cards([db["Axe of Grounded Flame"], db["Edge of Oblivion"]])
    assert cc.ong_n[0] == 0                         # no bonus to your other weapons
    assert cc.ctr[0][1] == 3 and cc.ctr[1][1] == 5  # its own counters, as it enters
    setup = make_setup(None, deck(db, ("Axe of Grounded Flame", 20), ("Voss Treebender", 20)), turns=8, health=10**6)
    assert check_games(setup, None, 100).breaches == []
    assert compile_cards([db["Envoy of Mortality"]]).verdict[0] == UNMODELLED


def test_seed_20270124_damage_per_opposing_discard(db):
    # Orlund: "Find Treasure; When an opponent discards a card, Orlund deals 3 shadow damage to that opponent's hero":
    # only the Find Treasure was kept, though the passive opponent discards one card down to seven each turn: 3 damage
    # before each of your turns once he is in play (Pact of Shadow's reading), 6 with two. Blackfang Battleweave Tunic
    # (2) and Mana-Sphere Shoulderguards (1 to his hero) read the same way now.
    setup = make_setup(None, deck(db, ("Orlund", 30), filler="Glaciate"), turns=6, health=10**6)
    lines = trace_game(setup, seed=1)[0]
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Orlund"))
    assert not any("start-of-turn effects deal" in line for line in lines[:i])
    assert "  start-of-turn effects deal 3 damage." in lines[i:]
    assert check_games(setup, None, 50).breaches == []
    for name, n in (("Orlund", 3), ("Blackfang Battleweave Tunic", 2), ("Mana-Sphere Shoulderguards", 1)):
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.dot[0] == n, name     # n damage before each of your turns


def test_seed_20270136_damage_by_the_cost_of_an_opposing_graveyard_card(db):
    # Dark Dissolution: "... deals shadow damage to up to one target hero equal to the cost of an equipment removed this
    # way" (from the opposing graveyard): no bearing, though the passive opponent's discards fill his graveyard, with
    # cards of his deck the goldfish doesn't know (the Nesingwary 4000 family): unmodelled.
    assert compile_cards([db["Dark Dissolution"]]).verdict[0] == UNMODELLED


def test_seed_20270148_your_cards_exhausting_the_opposing_hero(db):
    # Eyeball Jones ("When Eyeball deals combat damage to a hero or ally, exhaust that character...") and Silent
    # Crusader ("When an opponent's hero is dealt combat damage with this weapon, exhaust all cards he controls") were no
    # bearing, though the engine follows the opposing hero exhausted by your cards and plays its payoffs (exhaust.py).
    # Eyeball never meets a defender, so he exhausts the hero as he attacks (War Stomp's reading): Slay the Feeble is
    # cast after him. Family: plain exhausts played (Bash, Unbalance, Squall Totem, Thunder Bluff Steelsnout); the forms
    # the engine doesn't read (a strike, an armor's "when your hero attacks", a power with a cost other than resources,
    # another trigger) unmodelled; a power paid with resources alone (Orc Raider) is played (test_goldfish_exhaust).
    from test_goldfish_exhaust import VANILLA
    # (Eyeball Jones and Unbalance are unmodelled since the audit of seeds 20270186/88, their "can't ready during its
    # controller's next ready step" not read; the engine still plays their exhaust)
    for name in ("Bash", "Squall Totem", "Thunder Bluff Steelsnout"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    assert compile_cards([db["Eyeball Jones"], db["Slay the Feeble"]]).exh_att[0] == 1
    for name in ("Bash", "Unbalance", "Squall Totem"):
        assert compile_cards([db[name], db["Slay the Feeble"]]).exh_play[0] == 1, name
    # (Thunder Bluff Steelsnout's is its Tribe, "when this or another Tauren ally enters play": `exh_tribe`,
    # test_goldfish_audit_sample6.py)
    assert compile_cards([db["Thunder Bluff Steelsnout"], db["Slay the Feeble"]]).exh_tribe[0] == 1
    for name in ("Silent Crusader", "Downfall Hammer", "Seal of Justice", "Hammer of the Naaru",
                 "Wastewalker Shoulderpads", "Aftermath", "Bloodfang Hood", "Durdin Hammerhand", "Hide and Stab",
                 "Lord Jorach Ravenholdt", "Naga Siren"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    setup = make_setup(None, deck(db, ("Slay the Feeble", 20), ("Eyeball Jones", 20), filler=VANILLA), turns=8,
                       health=10**6)
    lines = lines_of(setup, range(3))
    casts = [i for i, line in enumerate(lines) if line.startswith("  plays Slay the Feeble")]
    assert casts
    for i in casts:             # after Eyeball exhausted the hero in this turn's combat
        start = max(j for j in range(i) if lines[j].startswith("Turn "))
        assert any("Eyeball Jones exhausts the opposing hero" in line for line in lines[start:i])


def test_seed_20270154_an_opposing_hero_that_cant_ready(db):
    # Intimidation ("Each opposing hero and ally can't ready during its controller's ready step while you have a Pet"):
    # no bearing, though a hero exhausted by your cards then stays exhausted for its payoffs; the engine has no such
    # lock: unmodelled. Family: Korbash the Devastator (exhausts it as he enters, and it can't ready next turn) and Sap
    # (exhausted while attached, until it is dealt damage: read as a plain exhaust) played.
    assert compile_cards([db["Intimidation"]]).verdict[0] == UNMODELLED
    for name in ("Korbash the Devastator", "Sap"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    assert compile_cards([db["Korbash the Devastator"], db["Mikael the Blunt"]]).exh_play[0] == 2
    assert compile_cards([db["Sap"], db["Slay the Feeble"]]).exh_play[0] == 1


def test_seed_20270157_exhaust_target_card_and_a_one_damage_boost(db):
    # Backstab Bindo Gearbomb ("1, [Exhaust] -> Exhaust target card"): no bearing, though a card is also the opposing
    # hero; a power's exhaust isn't read: unmodelled, as Thornwood Staff. Thud! ("Exhaust target card in play. It can't
    # ready during its controller's next ready step") played as Gouge. Sniper Training ("[1] -> the next time attached
    # hero would be dealt exactly 1 damage this turn, it's dealt 5 instead") was played as an attachment doing nothing.
    for name in ("Backstab Bindo Gearbomb", "Thornwood Staff", "Sniper Training"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    assert compile_cards([db["Thud!"]]).verdict[0] == PLAYED
    assert compile_cards([db["Thud!"], db["Mikael the Blunt"]]).exh_play[0] == 2


def test_seed_20270159_the_opposing_heros_health_this_turn(db):
    # Vile Strike ("Target hero has -X [Health] this turn"): no bearing, though against the opposing hero it is lethal
    # X damage this turn; its health is lowered only by an attached ability in the vocabulary: unmodelled.
    # (Melissa Gerrard is played since allies2, for the kill: test_goldfish_allies2)
    for name in ("Vile Strike", "Devil-Stitched Leggings"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name


def test_seed_20270161_a_form_with_a_strike(db):
    # Claw: "Your hero deals 3 melee damage ...; Ongoing: Your hero is in cat form (+1 ATK while attacking. Destroy this
    # card when you strike with a weapon or play a non-Feral ability)": only the 3 damage was kept, the cat form dropped.
    # Now read as the other cat forms (Shred, Cower): +1 ATK to your hero while it stays in play.
    cc = compile_cards([db["Claw"]])
    assert cc.verdict[0] == PLAYED
    # (Cat Form left this list: unmodelled since the unread-record audit, slice 9, for its return-to-hand rider)
    for name in ("Claw", "Shred", "Cower"):
        assert {"do": "atk_bonus", "n": 1, "to": "hero", "until": "ongoing"}.items() <= next(
            e for e in fx(db[name]) if e["do"] == "atk_bonus").items(), name
    assert any(e["do"] == "damage" and e["n"] == 3 for e in fx(db["Claw"]))
    no_breaches(db, ("Claw", 20), games=40)


def test_seed_20270162_a_strike_or_an_exhaust_power_exhausting_the_opposing_hero(db):
    # Smite's Reaver ("When you strike with this weapon, you may exhaust target hero or ally"): "no bearing: opponent",
    # though the engine follows the opposing hero exhausted by your cards; a strike's exhaust isn't read: unmodelled,
    # as Silent Crusader. Family: Gladiator's Aegis and Merciless Gladiator's Battlegear ("[Exhaust] -> Exhaust target
    # hero or ally ...": an [Exhaust] power, not read: unmodelled); Cairne, Earthmother's Chosen (Tauren heroes and
    # allies you control have War Stomp): his own War Stomp played, the others' not: unmodelled; Boomer ("Once on each
    # of your turns: ... -> Exhaust target hero or ally. This ally deals 1 nature damage to it") kept only the damage
    # (one power, both actions: test_goldfish_audit_sample2's seed 20270175).
    for name in ("Smite's Reaver", "Gladiator's Aegis", "Merciless Gladiator's Battlegear",
                 "Cairne, Earthmother's Chosen"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    assert compile_cards([db["Cairne, Earthmother's Chosen"], db["Slay the Feeble"]]).exh_att[0] == 1
    [power] = [e for e in fx(db["Boomer"]) if e["do"] == "exhaust_opp"]
    assert power.get("turn") == 1 and power["pay"] == 0


def test_seed_20270163_the_opposing_deck_milled_and_an_exhaust_each_opposing_turn(db):
    # Festering Disease ("Ongoing: At the start of your turn, put the top card of attached hero's controller's deck
    # into his graveyard"): only the attachment was kept, though the engine follows the opposing deck and graveyard
    # (opp.py: Miner Stonedeep). Family, no bearing before: Seeping Shadows (one card for each of its 2 damage),
    # Tribulation (one for each hero and ally he controls: his hero), Miner Harshdin, Furbolg Champion (start of turn),
    # Rampaging Furbolg (as it enters): played; the forms the engine doesn't read (Ravenous Furbolg's attack, Daniel
    # Soortan's [Exhaust] power, Dark Embrace's "each player", Orb of Darkness, Shawl of Haunted Memories' Death Rattle,
    # Path of the Damned's reward, Dementia's, and Zog, Herald of Death's under a condition as he enters): unmodelled.
    # Curse of Weakness ("At the start of attached character's controller's turn, exhaust it unless he pays 4": after
    # its ready step, so exhausted through your turn) was played as an attachment doing nothing: unmodelled.
    expect = {"Festering Disease": (1, 0), "Seeping Shadows": (2, 0), "Tribulation": (1, 0), "Miner Harshdin": (1, 0),
              "Furbolg Champion": (2, 0), "Rampaging Furbolg": (0, 2)}
    for name, (t, e) in expect.items():
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED, name
        assert (cc.mill_t[0][0] if cc.mill_t[0] else 0, cc.mill_e[0]) == (t, e), name
    assert compile_cards([db["Seeping Shadows"]]).dot[0] == 2        # (its 2 damage kept)
    for name in ("Dark Embrace", "Orb of Darkness", "Shawl of Haunted Memories",
                 "Path of the Damned", "Curse of Weakness", "Dementia"):
        assert compile_cards([db[name]]).verdict[0] == UNMODELLED, name
    # (allies3: Ravenous Furbolg's attack, Daniel Soortan's [Exhaust] power and Zog's mill under a condition are read)
    for name in ("Ravenous Furbolg", "Daniel Soortan", "Zog, Herald of Death"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def test_seed_20270164_festering_disease_mills_each_turn(db):
    # Festering Disease again (seed 20270164): in play, one opposing card into its graveyard at the start of each of
    # your turns, which Banzai's count (+1 ATK for each card in opposing graveyards) sees.
    setup = make_setup(None, deck(db, ("Festering Disease", 20), ("Banzai", 10)), turns=6, health=10**6)
    lines = lines_of(setup, range(2))
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Festering Disease")]
    assert plays
    assert any(line.startswith("  Festering Disease: the top 1 card(s) of the opposing deck put into its graveyard")
               for line in lines[plays[0]:])
    assert check_games(setup, None, 60).breaches == []


def test_seed_20270166_an_opposing_mill_another_target_ally_and_your_resources_destroyed(db):
    # Tribulation: see seed 20270163 (no bearing: "opposing side", though the opponent's hero makes it mill one card a
    # turn). Nessera Gildenrose ("2 -> Another target ally has Assault 1 this turn") was read as a bonus to herself;
    # the power to another ally of no group isn't read (the engine's plain power may pick her): unmodelled. Morlug
    # Soulslaver ("When one of your resources is destroyed, ... deals 1 shadow damage to target hero") was no bearing,
    # though your own cards destroy your resources (Kiani De'nara, quests paid with resources): unmodelled.
    assert compile_cards([db["Tribulation"]]).verdict[0] == PLAYED
    assert compile_cards([db["Morlug Soulslaver"]]).verdict[0] == UNMODELLED
    # (Nessera's power is played since the audit of seeds 20270253-260, on another attacking ally only:
    # `combat.other_pumps`, test_goldfish_audit_sample6.py)
    assert compile_cards([db["Nessera Gildenrose"]]).pump_other[0] == 1
    assert not any(e.get("to") == "self" for e in fx(db["Nessera Gildenrose"]))
    # The allies made unmodelled above (Cairne, Ravenous Furbolg, Daniel Soortan, Nessera, Morlug) were made up for
    # with allies the engine plays as their text reads: Bound Torrent and Bound Vortex ("When this ally exhausts, put a
    # 2/1 token into play": each attack, which always hits the passive opponent), Lokholar the Ice Lord (2 damage at the
    # start of each opposing turn, i.e. before each of yours; 1 less for each Horde ally), Moroes (a 2/2 Spirit Monster
    # token each hit, the random one of three), Zindalan (Harmonize, and a 0/3 Totem token with Harmonize) and
    # Ultramarine Qiraji Battle Tank (a Mount that can't attack; "[Exhaust], Remove an ally in your graveyard from the
    # game -> a 2/2 Qiraji Monster token").
    for name in ("Bound Torrent", "Bound Vortex", "Lokholar the Ice Lord", "Moroes", "Zindalan",
                 "Ultramarine Qiraji Battle Tank"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    for name in ("Bound Torrent", "Moroes"):
        no_breaches(db, (name, 20), games=40)
    no_breaches(db, ("Ultramarine Qiraji Battle Tank", 15), ("Sever the Cord", 10), games=40)
