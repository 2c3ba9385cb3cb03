"""Issue 12, abilities the engine plays with a new (or extended) effect kind: one test per kind, on real
bundled cards, showing the effect derived from the card's text with its condition and what a goldfish
game does with it (a trace line or the audit events), plus the near-miss that must not be read so."""
from __future__ import annotations

from deckcheck.wowtcg.effects import freeze, from_flat

import random

from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats, game_seed, play_game
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.importer.effects import parse_effects
from test_goldfish_kinds import deck, fx
from test_goldfish_rules import Checker


def traces(setup, seeds=range(12)):
    out = []
    for seed in seeds:
        out += trace_game(setup, seed=seed)[0]
    return out


def audited(setup, games=300):
    """Events of many games, checked by the rules' invariant checker (which must find no breach)."""
    checker = Checker(setup.cc, None)
    events: list[tuple] = []
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random()

    def both(ev):
        checker(ev)
        events.append(ev)
    for g in range(games):
        rng.seed(game_seed(5, g))
        checker.new_game()
        play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health, first=g % 2 == 0,
                  hero_atk=setup.hero_atk, audit=both)
    assert checker.breaches == [], checker.breaches[:5]
    return events, st


def test_ready_target_ally_makes_an_attacker_attack_again(db):
    # Energized: "Ready target ally." (CR 602: an attacking ally exhausts; readied, it attacks again)
    assert fx(db["Energized"]) == [{"do": "ready", "to": "ally"}]
    assert parse_effects("Ready target opposing ally.", "Ability") != [{"do": "ready", "to": "ally"}]   # Tithe's
    setup = make_setup(None, deck(db, ("Energized", 20)), turns=6, health=10**6)
    events, _ = audited(setup)
    energized = setup.cc.names.index("Energized")
    readied = [i for i, e in enumerate(events) if e[0] == "readied" and e[2] == energized]
    assert readied
    for i in readied:         # the ally attacked before and attacks again right after
        uid = events[i][1]
        assert any(e[0] == "attack" and e[1] == uid for e in events[max(0, i - 40):i])
        assert events[i + 1][0] == "attack" and events[i + 1][1] == uid
    lines = traces(setup)
    assert any("plays Energized: Voss Treebender ready and attack again." in l for l in lines)
    # no ally attacked (none in play): never played, placed as a resource instead
    alone = make_setup(None, [db["Energized"]] * 60, turns=5, health=10**6)
    assert not any("plays Energized" in l for l in traces(alone, range(4)))


def test_ready_each_ally_readies_every_attacker_once(db):
    assert fx(db["Breath of the Elements"]) == [{"do": "ready", "to": "allies"}]
    setup = make_setup(None, deck(db, ("Breath of the Elements", 15)), turns=8, health=10**6)
    events, _ = audited(setup, 200)
    breath = setup.cc.names.index("Breath of the Elements")
    i = next(i for i, e in enumerate(events) if e[0] == "readied" and e[2] == breath)
    j = i
    uids = []
    while j < len(events) and events[j][0] in ("readied", "attack"):
        if events[j][0] == "readied":
            uids.append(events[j][1])
        j += 2
    assert len(uids) == len(set(uids)) >= 1      # each attacker once


def test_ready_your_hero_and_weapons_needs_its_condition(db):
    # Divine Plea: "If you control a Seal, ready your hero and all of your weapons."
    plea = [e for e in fx(db["Divine Plea"]) if e["do"] == "ready"]
    assert plea == [{"do": "ready", "to": "hero", "weapons": "all", "cond": "control", "tag": "Seal"}]
    with_seal = make_setup(None, deck(db, ("Divine Plea", 12), ("Viking Warhammer", 4), ("Seal of Purity", 8)),
                           turns=8, health=10**6)
    # (the Plea finds a Seal and a struck Warhammer in about one seeded game in 25: a scan of 120)
    lines = traces(with_seal, seeds=range(120))
    again = [l for l in lines if "plays Divine Plea: the hero readies and attacks again with Viking Warhammer" in l]
    assert again
    events, _ = audited(with_seal, 100)
    assert sum(e[0] == "strike" for e in events) > 100
    no_seal = make_setup(None, deck(db, ("Divine Plea", 12), ("Viking Warhammer", 4)), turns=8, health=10**6)
    assert not any("readies and attacks again" in l for l in traces(no_seal, seeds=range(120)))
    # Nerves of Steel: "Ready your hero." (without weapons: they exhausted as it struck, CR 303.2)
    assert fx(db["Nerves of Steel"]) == [{"do": "ready", "to": "hero"}]
    assert compile_cards([db["Nerves of Steel"]]).modelled == [True]


def test_your_next_card_costs_less(db):
    # Nature's Swiftness: "You pay 5 less to play your next card this turn" (played when it saves more
    # than its own cost of 3)
    assert fx(db["Nature's Swiftness"]) == [{"do": "cost_less", "n": 5, "what": "next"}]
    big = "Alex Iskandar"
    assert db[big].cost == 5
    setup = make_setup(None, deck(db, ("Nature's Swiftness", 20), (big, 20)), turns=8, health=10**6)
    lines = traces(setup)
    i = next(i for i, l in enumerate(lines) if "plays Nature's Swiftness" in l)
    assert lines[i + 1] == f"  plays {big} (cost 0)."          # only the next card
    assert any(f"plays {big} (cost 5)" in l for l in lines)
    # Demonic Fury: an [Exhaust] power of an ongoing ability that enters play exhausted: from the next turn
    assert fx(db["Demonic Fury"]) == [{"do": "enters_exhausted"},
                                      {"do": "cost_less", "n": 2, "what": "next", "pay": 0, "exhaust": 1}]
    fury = make_setup(None, deck(db, ("Demonic Fury", 4), (big, 30)), turns=10, health=10**6)
    lines = traces(fury)
    assert any(f"plays {big} (cost 3)" in l for l in lines)
    for game in range(12):
        turn_lines = trace_game(fury, seed=game)[0]
        for i, l in enumerate(turn_lines):
            if "plays Demonic Fury" in l:      # the same turn, no reduction yet
                rest = turn_lines[i + 1:]
                end = next((k for k, x in enumerate(rest) if x.startswith("Turn ")), len(rest))
                assert not any(f"plays {big} (cost 3)" in x for x in rest[:end])


def test_cards_back_from_your_graveyard(db):
    # Ancestral Recovery: up to two allies into your hand (the goldfish's own allies die to Engulfing Blaze)
    assert fx(db["Ancestral Recovery"]) == [{"do": "regrow", "what": "ally", "n": 2}]
    setup = make_setup(None, deck(db, ("Ancestral Recovery", 12), ("Engulfing Blaze", 12)), turns=10, health=10**6)
    lines = traces(setup, range(20))
    i = next(i for i, l in enumerate(lines) if "plays Ancestral Recovery" in l)
    assert lines[i + 1] == lines[i + 2] == "    puts Voss Treebender from the graveyard into the hand."
    # Path of Frost: on top of your deck: the next draw is that ally
    assert fx(db["Path of Frost"]) == [{"do": "regrow", "what": "ally", "to": "top"}]
    # Call the Void: a Demon ally only (Voss Treebender is none)
    assert fx(db["Call the Void"]) == [{"do": "regrow", "what": "ally", "tag": "Demon"}]
    demons = make_setup(None, deck(db, ("Call the Void", 10), ("Engulfing Blaze", 12), ("Fel Imp", 10)), turns=10,
                        health=10**6)
    back = [l for l in traces(demons, range(20)) if "from the graveyard into the hand" in l]
    assert back and all("Fel Imp" in l for l in back)
    # Faces from the Past: any number into play whose combined cost is at most your resources
    assert fx(db["Faces from the Past"]) == [{"do": "regrow", "what": "ally", "n": 99, "to": "play", "max_res": 1,
                                              "combined": 1}]
    # Divine Redemption: into play with the ability attached (+5 / +5 on that ally)
    assert fx(db["Divine Redemption"])[0] == {"do": "regrow", "what": "ally", "to": "play", "attach": 1}


def test_path_of_frost_puts_the_ally_on_top(db):
    setup = make_setup(None, deck(db, ("Path of Frost", 12), ("Engulfing Blaze", 12)), turns=10, health=10**6)
    lines = traces(setup, range(30))
    i = next(i for i, l in enumerate(lines) if "puts Voss Treebender from the graveyard on top of the deck" in l)
    draw = next(l for l in lines[i:] if l.startswith("  draws "))
    assert draw == "  draws Voss Treebender."


def test_an_additional_cost_destroys_a_card_only_when_it_costs_the_kill_nothing(db):
    # Twisted Wrath: "As an additional cost to play this ability, destroy an ability, ally, or equipment you
    # control. Your hero deals 5 nature damage to target hero."
    assert fx(db["Twisted Wrath"]) == [{"do": "sacrifice", "what": "card"}, {"do": "damage", "n": 5}]
    # with only attacking allies to destroy, it waits for the damage to win the game
    setup = make_setup(None, deck(db, ("Twisted Wrath", 20)), turns=10, health=30)
    for seed in range(10):
        lines, result = trace_game(setup, seed=seed)
        for i, l in enumerate(lines):
            if "plays Twisted Wrath" in l or "destroys Voss Treebender to pay for Twisted Wrath" in l:
                assert result > 0 and any("destroyed on turn" in x for x in lines[i:])
    # an ally that can't attack (a Totem, CR 305.3a) is paid with at once
    totem = make_setup(None, deck(db, ("Twisted Wrath", 20), ("Spirit Link Totem", 20)), turns=8, health=10**6)
    lines = traces(totem)
    assert any("destroys Spirit Link Totem to pay for Twisted Wrath" in l for l in lines)
    assert not any("destroys Voss Treebender" in l for l in lines)
    audited(totem, 100)


def test_an_additional_cost_in_your_graveyard(db):
    # Frost Rune: "As an additional cost to play, remove an ability in your graveyard from the game."
    assert fx(db["Frost Rune"]) == [{"do": "grave_cost", "what": "ability"},
                                    {"do": "cost_less", "n": 1, "what": "next", "pay": 0, "exhaust": 1}]
    setup = make_setup(None, deck(db, ("Frost Rune", 4), ("Engulfing Blaze", 16)), turns=10, health=10**6)
    for seed in range(12):
        lines, _ = trace_game(setup, seed=seed)
        for i, l in enumerate(lines):
            if "plays Frost Rune" in l:
                assert lines[i + 1] == "    removes Engulfing Blaze in the graveyard from the game to pay for Frost Rune."
    assert any("plays Frost Rune" in l for l in traces(setup))
    without = make_setup(None, deck(db, ("Frost Rune", 20)), turns=8, health=10**6)
    assert not any("plays Frost Rune" in l for l in traces(without, range(5)))


def test_warp_plays_a_card_your_own_reveal_shows_for_free(db):
    # Warp (CR glossary): "As this card is revealed from your deck, you may remove it from the game. If you do,
    # you may play it immediately without paying its cost." Nether Rip's Portal reveals the top three cards.
    assert fx(db["Flames from Beyond"]) == [{"do": "warp"}, {"do": "damage", "n": 5}]
    # (Nether Rip, "Portal, Portal": each Portal printed is played, `Compiled.portals`)
    assert fx(db["Nether Rip"]) == [{"do": "portal"}, {"do": "portal"}]
    setup = make_setup(None, deck(db, ("Nether Rip", 20), ("Flames from Beyond", 20)), turns=8, health=10**6)
    lines = traces(setup)
    i = next(i for i, l in enumerate(lines) if "Warp: Flames from Beyond is removed from the game" in l)
    assert lines[i + 1] == "    deals 5 damage to the opposing hero."
    # "Look at the top four cards" (Track from Beyond) reveals nothing: no Warp
    assert fx(db["Track from Beyond"]) == [{"do": "warp"}, {"do": "dig", "n": 4, "what": "card"}]
    look = make_setup(None, deck(db, ("Track from Beyond", 20), ("Flames from Beyond", 20)), turns=8, health=10**6)
    assert not any("Warp:" in l for l in traces(look))
    # "Reveal the top five cards of your deck" (The Essence of Enmity) is a reveal
    assert fx(db["The Essence of Enmity"])[1] == {"do": "dig", "n": 5, "what": "ally", "reveal": 1}


def test_portal_puts_a_cheaper_revealed_demon_into_play(db):
    # Portal: "Reveal the top three cards of your deck. You may put a revealed Demon ally with cost less than
    # this card's cost into play." Fel Imp (cost 1) is a Demon; Voss Treebender (a Tauren) is not.
    setup = make_setup(None, deck(db, ("Nether Rip", 20), ("Fel Imp", 20)), turns=8, health=10**6)
    lines = traces(setup)
    assert any("Portal: puts Fel Imp into play." in l for l in lines)
    assert not any("Portal: puts Voss Treebender" in l for l in lines)
    events, _ = audited(setup, 100)
    assert events


def test_token_copy_of_an_ally_you_control(db):
    assert fx(db["Arcane Reflection"]) == [{"do": "token", "copy": "ally"}]
    setup = make_setup(None, deck(db, ("Arcane Reflection", 20), ("Alecia Hall", 20)), turns=8, health=10**6)
    lines = traces(setup)
    assert any("puts a token copy of Alecia Hall into play." in l for l in lines)
    audited(setup, 100)
    # no ally in play: nothing to copy, never played
    alone = make_setup(None, [db["Arcane Reflection"]] * 60, turns=5, health=10**6)
    assert not any("plays Arcane Reflection" in l for l in traces(alone, range(3)))
    # Wild Cascade: at the start of your turn, a token copy of each token ally you control
    assert fx(db["Wild Cascade"]) == [{"do": "token", "copy": "tokens", "when": "turn_start"}]
    assert compile_cards([db["Wild Cascade"]]).stays == [1]


def test_plus_atk_minus_health_needs_an_ally_that_survives_it(db):
    # Fel Inversion: "Target ally has +4 / -2 this turn": Voss Treebender (1 health) would die of it
    assert fx(db["Fel Inversion"]) == [{"do": "atk_bonus", "n": 4, "to": "ally", "until": "turn", "hp": 2}]
    weak = make_setup(None, deck(db, ("Fel Inversion", 20)), turns=8, health=10**6)
    assert not any("plays Fel Inversion" in l for l in traces(weak))
    strong = make_setup(None, deck(db, ("Fel Inversion", 20), filler="Alecia Hall"), turns=8, health=10**6)
    assert db["Alecia Hall"].health == 3
    assert any("plays Fel Inversion: +4 ATK this turn." in l for l in traces(strong))


def test_more_damage_under_its_condition(db):
    # Arcane Foresight: "Your hero deals 1 arcane damage to target hero or ally, or 3 if you played another
    # ability this turn."
    assert fx(db["Arcane Foresight"]) == [{"do": "damage", "n": 1},
                                          {"do": "damage", "n": 2, "more": 1, "cond": "played", "type": "ability"}]
    setup = make_setup(None, deck(db, ("Arcane Foresight", 30)), turns=8, health=10**6)
    amounts = set()
    for seed in range(12):
        lines, _ = trace_game(setup, seed=seed)
        turn_abilities = 0
        for l in lines:
            if l.startswith("Turn "):
                turn_abilities = 0
            if "plays Arcane Foresight" in l:
                want = 3 if turn_abilities else 1
                assert l.endswith(f": {want} damage.") or l.endswith("(cost 1).")
                amounts.add(want)
                turn_abilities += 1
    assert amounts == {1, 3}
    # Obliterate: "or 4 if you control a Disease" (a condition on your cards)
    assert fx(db["Obliterate"])[1] == {"do": "damage", "n": 2, "more": 1, "cond": "control", "tag": "Disease"}


def test_text_that_only_stops_your_own_allies_is_never_played(db):
    # Cold Front: "Allies can't attack this turn." (a passive opponent has no allies: only yours stop)
    assert fx(db["Cold Front"]) == [{"do": "cant_attack", "to": "allies"}]
    assert compile_cards([db["Cold Front"]]).modelled == [True] and compile_cards([db["Cold Front"]]).value == [0]
    setup = make_setup(None, deck(db, ("Cold Front", 20)), turns=6, health=10**6)
    assert not any("plays Cold Front" in l for l in traces(setup, range(4)))
    # an ability with another effect as well would be played and stop them: not modelled
    both = parse_effects("Draw a card. Allies can't attack this turn.", "Ability")
    from deckcheck.wowtcg.model import Card
    card = Card(name="Both", type="Ability", cost=1, effects=freeze(from_flat(both)))
    assert compile_cards([card]).modelled == [False]


def test_more_tokens_if_you_control_a_token_checked_before_they_enter(db):
    # Verdant Boon: "Put a 1 / 1 Treant ally token into play, or three if you control an ally token."
    assert fx(db["Verdant Boon"]) == [{"do": "token", "n": 1, "atk": 1, "health": 1, "race": "Treant"},
                                      {"do": "token", "n": 2, "atk": 1, "health": 1, "race": "Treant", "more": 1,
                                       "cond": "control",
                                       "tag": "Token"}]
    setup = make_setup(None, deck(db, ("Verdant Boon", 30)), turns=8, health=10**6)
    for seed in range(8):
        lines, _ = trace_game(setup, seed=seed)
        made = [l for l in lines if "1/1 Treant ally token(s)" in l]
        if made:
            assert made[0] == "    puts 1 1/1 Treant ally token(s) into play."     # none before the first
            assert "    puts 2 1/1 Treant ally token(s) into play." in made[1:]
            break
    else:
        raise AssertionError("Verdant Boon never played")
    # Unleash Elements: a copy of each token ally you control (Feral Spirit's two 4/4 tokens)
    assert fx(db["Unleash Elements"]) == [{"do": "token", "copy": "tokens"}]
    copies = make_setup(None, deck(db, ("Unleash Elements", 15), ("Feral Spirit", 15)), turns=10, health=10**6)
    assert any("puts a token copy of 4/4 Spirit Wolf ally token into play." in l for l in traces(copies))


def test_ready_an_ally_of_a_race_and_double_the_atk(db):
    # Death Coil (DKS): "... Ready a Ghoul in your party.": Voss Treebender (a Tauren) is never readied
    assert fx(db["Death Coil (DKS)"])[1] == {"do": "ready", "to": "ally", "tag": "Ghoul"}
    setup = make_setup(None, deck(db, ("Death Coil (DKS)", 20)), turns=8, health=10**6)
    lines = traces(setup)
    assert not any("ready and attack again" in l for l in lines)
    assert any(l == "  plays Death Coil (DKS): 3 damage." for l in lines)
    # Avenging Wrath: "Double your hero's ATK this turn" (its weapon's ATK struck this turn)
    assert fx(db["Avenging Wrath"]) == [{"do": "atk_bonus", "n": "double", "to": "hero", "until": "turn"}]
    wrath = make_setup(None, deck(db, ("Avenging Wrath", 12), ("Viking Warhammer", 4)), turns=8, health=10**6)
    lines = traces(wrath)
    hit = db["Viking Warhammer"].atk
    assert any(l == f"  plays Avenging Wrath: +{hit} ATK this turn (double)." for l in lines)
    no_weapon = make_setup(None, deck(db, ("Avenging Wrath", 12)), turns=6, health=10**6)
    assert not any("plays Avenging Wrath" in l for l in traces(no_weapon, range(4)))


def test_hand_size_and_a_next_card_reduction_by_what_you_control(db):
    assert {"do": "hand_size", "n": 1} in fx(db["Arcane Intuition"])
    assert {"do": "hand_size", "n": 3} in fx(db["Arcane Brilliance"])
    # Inner Will: "You pay X less to play your next card this turn, where X is the highest cost among abilities,
    # allies, and equipment you control."
    assert fx(db["Inner Will"]) == [{"do": "cost_less", "n": "X", "what": "next", "x": "highest"}]
    big = "Alex Iskandar"
    setup = make_setup(None, deck(db, ("Inner Will", 15), (big, 20), filler="Alecia Hall"), turns=10, health=10**6)
    lines = traces(setup)
    i = next(i for i, l in enumerate(lines) if "plays Inner Will" in l)
    assert lines[i + 1].startswith(f"  plays {big} (cost ") and lines[i + 1] != f"  plays {big} (cost 5)."


def test_reload_strikes_again_with_its_ranged_weapon_for_less(db):
    # Reload: "Ready your hero and one of your Ranged weapons. If you ready a weapon this way, you pay 10 less the
    # next time you strike with it this turn."
    assert fx(db["Reload"]) == [{"do": "ready", "to": "hero", "weapons": "one", "kind": "Ranged"},
                                {"do": "cost_less", "n": 10, "what": "restrike"}]
    ranged = "Blackcrow"                   # a Ranged (1) crossbow: 1 ATK, strike cost 1
    assert "Ranged (1)" in db[ranged].tags and db[ranged].strike_cost == 1
    setup = make_setup(None, deck(db, ("Reload", 12), (ranged, 4)), turns=8, health=10**6)
    lines = traces(setup)
    assert any(l.startswith(f"  plays Reload: the hero readies and attacks again with {ranged} (pays 0)") for l in lines)
    melee = make_setup(None, deck(db, ("Reload", 12), ("Viking Warhammer", 4)), turns=8, health=10**6)
    assert not any("attacks again with Viking Warhammer" in l for l in traces(melee))    # not a Ranged weapon


def test_damage_over_time_with_its_larger_amount_under_its_condition(db):
    # Serpent Sting: "At the start of your turn, your hero deals 1 nature damage to attached character, or 2 if you
    # have a Ranged weapon."
    assert fx(db["Serpent Sting"])[2] == {"do": "damage", "n": 1, "when": "turn_start", "more": 1, "cond": "control",
                                          "type": "weapon", "tag": "Ranged"}
    # Curse of the Void: "..., or 2 if that hero has 15 or more damage on it."
    assert fx(db["Curse of the Void"])[2] == {"do": "damage", "n": 1, "when": "turn_start", "more": 1,
                                              "cond": "opp_damaged", "count": 15}
    setup = make_setup(None, deck(db, ("Serpent Sting", 12), ("Blackcrow", 6)), turns=10, health=10**6)
    checked = {True: 0, False: 0}
    for seed in range(12):
        stings, bow = 0, False
        for l in trace_game(setup, seed=seed)[0]:
            if "plays Serpent Sting" in l:
                stings += 1
            elif "plays Blackcrow" in l:
                bow = True
            elif "start-of-turn effects deal" in l:
                assert int(l.split("deal ")[1].split()[0]) == stings * (2 if bow else 1)
                checked[bow] += 1
    assert checked[True] and checked[False]


def test_many_tokens_a_bonus_with_stealth_armor_tokens_and_a_card_put_back(db):
    assert fx(db["Reinforcements"])[0] == {"do": "token", "n": 10, "atk": 1, "health": 1, "ferocity": 1,
                                          "race": "Scarlet Trainee"}
    assert fx(db["Nature Unleashed"]) == [{"do": "token", "n": 5, "atk": 1, "health": 1, "race": "Bear"}]      # (Protector: no bearing)
    assert fx(db["Obfuscate"]) == [{"do": "atk_bonus", "n": 2, "to": "any", "until": "turn"}]   # (Stealth: no bearing)
    # Shield Wall: "Put three Wall armor tokens into play with 1 DEF": DEF only, and nothing damages your hero
    assert fx(db["Shield Wall"]) == [{"do": "def_bonus"}] and compile_cards([db["Shield Wall"]]).value == [0]   # (armor tokens)
    assert parse_effects("Put three Wall armor tokens into play with 1 DEF and +1 ATK.", "Ability")[-1] == {"do": "unmodelled"}
    # Spark of Brilliance: "Draw two cards, then put a card from your hand on top of your deck": the next draw is it
    assert fx(db["Spark of Brilliance"]) == [{"do": "draw", "n": 2}, {"do": "put_back", "n": 1}]
    setup = make_setup(None, deck(db, ("Spark of Brilliance", 20)), turns=8, health=10**6)
    lines = traces(setup)
    i = next(i for i, l in enumerate(lines) if "from the hand on top of the deck." in l)
    back = lines[i].split("puts ")[1].split(" from the hand")[0]
    assert next(l for l in lines[i:] if l.startswith("  draws ") or l.startswith("    draws ")).endswith(f"draws {back}.")


def test_bonuses_that_depend_on_who_gets_them(db):
    # Sigil of the Legion: "Attached ally has +1 / +1, or +2 / +2 if it's a Demon" (Fel Imp is one)
    assert fx(db["Sigil of the Legion"])[2] == {"do": "atk_bonus", "n": 1, "to": "attached", "until": "ongoing",
                                                "more": 1, "tag": "Demon"}
    cc = compile_cards([db["Sigil of the Legion"], db["Fel Imp"], db["Voss Treebender"]])
    assert cc.amore[0] == (1, frozenset({1}))
    # Nurture: "Attach to target hero or ally ... Attached character has +2 / +2 if it's an ally": on your ally
    assert {"do": "atk_bonus", "n": 2, "to": "attached", "until": "ongoing"} in fx(db["Nurture"])
    setup = make_setup(None, deck(db, ("Nurture", 12)), turns=6, health=10**6)
    assert any("attached to Voss Treebender" in l for l in traces(setup, range(4)))
    # Monstrous Strike: "+1 ATK this turn, or +4 ATK if it's a Monster"
    assert fx(db["Monstrous Strike"])[1] == {"do": "atk_bonus", "n": 3, "to": "any", "until": "turn", "more": 1,
                                             "tag": "Monster"}
    plain = make_setup(None, deck(db, ("Monstrous Strike", 20)), turns=6, health=10**6)
    assert {l for l in traces(plain, range(6)) if "plays Monstrous Strike" in l} <= {"  plays Monstrous Strike: +1 ATK this turn."}
    # Grand Crusader: allies you control with cost 2 or less have +2/+2 (Alex Iskandar costs 5)
    crusader = next(e for e in fx(db["Grand Crusader"]) if e["do"] == "atk_bonus")
    assert crusader == {"do": "atk_bonus", "n": 2, "to": "allies", "until": "ongoing", "cost_max": 2}
    cc = compile_cards([db["Grand Crusader"], db["Voss Treebender"], db["Alex Iskandar"]])
    assert cc.ong_mask[0] == frozenset({1})


def test_cheaper_abilities_this_turn_and_weapons(db):
    # Divine Illumination: "You pay 1 less to play abilities this turn, to a minimum of 1. Draw a card."
    assert fx(db["Divine Illumination"]) == [{"do": "cost_less", "n": 1, "what": "ability", "until": "turn", "min": 1},
                                             {"do": "draw", "n": 1}]
    setup = make_setup(None, deck(db, ("Divine Illumination", 20), ("Lightning Bolt", 20)), turns=8, health=10**6)
    bolt = db["Lightning Bolt"].cost
    cheaper = 0
    for seed in range(12):
        k = 0
        for l in trace_game(setup, seed=seed)[0]:
            if l.startswith("Turn "):
                k = 0                               # this turn only
            elif "plays Divine Illumination" in l:
                k += 1
            elif "plays Lightning Bolt (cost" in l:
                assert l == f"  plays Lightning Bolt (cost {max(1, bolt - k)})."      # to a minimum of 1
                cheaper += k > 0
    assert cheaper
    # Ranged Weapon Specialization: Ranged weapons +2 ATK and 1 less to strike with them (not a Melee one)
    spec = fx(db["Ranged Weapon Specialization"])
    assert {"do": "cost_less", "n": 1, "what": "strike", "kind": "Ranged"} in spec
    cc = compile_cards([db["Ranged Weapon Specialization"], db["Blackcrow"], db["Viking Warhammer"]])
    assert cc.less[0][0][4] == frozenset({1})
    lines = traces(make_setup(None, deck(db, ("Ranged Weapon Specialization", 6), ("Viking Warhammer", 6)), turns=8,
                              health=10**6))
    assert not any("hero strikes with Viking Warhammer (pays 0)" in l for l in lines)
    # Unholy Presence: "You pay 1 less to play and strike with weapons" (weapons only: not armor)
    assert fx(db["Unholy Presence"]) == [{"do": "cost_less", "n": 1, "what": "equipment", "type": "weapon"},
                                         {"do": "cost_less", "n": 1, "what": "strike"}]
