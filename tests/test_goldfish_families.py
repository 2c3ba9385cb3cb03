"""Issue 23: the families of cards the goldfish read wrong, each on the real cards the issue names (every test
fails on the engine and data before the issue): damage lost when the text also heals, damage-type icons
stripped from filters, "Exhaust your hero" costs, draw riders after a discard, "Your hero has Assault 2" read as
the card's own, tokens without their race, a condition on a damaged hero, interrupts cast with nothing to
interrupt."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects, freeze, from_flat
from deckcheck.wowtcg.goldfish.compile import ACT_DRAW, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.runner import make_setup, run, trace_game
from test_goldfish_kinds import deck


def fx(card):
    return flat_effects(card.effects)


def traces(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def turns_of(lines):
    """The trace cut into turns (the lines of each turn)."""
    out: list[list[str]] = []
    for line in lines:
        if line.startswith("Turn "):
            out.append([])
        if out:
            out[-1].append(line)
    return out


def test_damage_is_dealt_when_the_text_also_heals(db):
    # "Your hero deals 5 unpreventable holy damage to target hero or ally and heals 5 damage from target hero or
    # ally": the damage reaches the opposing hero, the healing has no bearing
    for name, n in (("Divine Fury", 5), ("Drain Essence", 3), ("Steal Essence", 2), ("Shock and Soothe", 3),
                    ("The Crash of Tides", 1), ("Corruption of the Ages", 5), ("Maazhum", 3)):
        assert {"do": "damage", "n": n} in fx(db[name]), name
    for name in ("Divine Fury", "Drain Essence", "Steal Essence", "Shock and Soothe", "The Crash of Tides"):
        lines = traces(make_setup(None, deck(db, (name, 20)), turns=8, health=10**6), range(2))
        assert any(line.startswith(f"  plays {name}") for line in lines), name      # cast, never before
    lines = traces(make_setup(None, deck(db, ("Maazhum", 20)), turns=8, health=10**6), range(2))
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Maazhum")]
    assert at and lines[at[0] + 1] == "    deals 3 damage to the opposing hero."
    # the powers: [Exhaust] -> Primalist Naseth deals 4; 3 -> Hierophant Caydiem deals 1 (repeatable)
    assert [e["n"] for e in fx(db["Primalist Naseth"])] == [4] and fx(db["Primalist Naseth"])[0]["exhaust"] == 1
    caydiem = fx(db["Hierophant Caydiem"])[0]
    assert (caydiem["do"], caydiem["n"], caydiem["pay"], caydiem["exhaust"]) == ("damage", 1, 3, 0)
    lines = traces(make_setup(None, deck(db, ("Hierophant Caydiem", 20)), turns=10, health=10**6), range(2))
    assert any(line.startswith("  uses Hierophant Caydiem's power (pays 3)") for line in lines)


def test_damage_type_icons_filter_what_is_counted_and_who_gets_the_bonus(db):
    # "Draw a card for each [Arcane] ally you control": Voss Treebender's ATK is nature, Erytheis's arcane
    assert db["Voss Treebender"].damage == "Nature" and db["Erytheis"].damage == "Arcane"
    assert fx(db["Mystical Refreshment"]) == [{"do": "draw", "n": 1, "per": "ally", "icon": "Arcane"}]
    none = traces(make_setup(None, deck(db, ("Mystical Refreshment", 20)), turns=8, health=10**6))
    assert not any("plays Mystical Refreshment" in line for line in none)      # nothing to count: never cast
    some = traces(make_setup(None, deck(db, ("Mystical Refreshment", 20), filler="Erytheis"), turns=8, health=10**6))
    assert any("plays Mystical Refreshment" in line for line in some)
    assert fx(db["Celestial Communion"])[0] == {"do": "damage", "n": 1, "per": "ally", "icon": "Arcane"}
    # "[Nature] allies you control have +2 / +2"; "Other [Melee] allies you control have Assault 2"
    aspect = compile_cards([db["Aspect of the Wild"], db["Voss Treebender"], db["Erytheis"]])
    assert aspect.ong_mask[0] == frozenset({1})
    flayer = compile_cards([db["Mannoroth the Flayer"], db["Voss Treebender"], db["Bloodfang Berserker"]])
    assert flayer.ong_mask[0] == frozenset({2})          # Bloodfang Berserker's ATK is melee; Mannoroth's own not


def test_a_cost_that_exhausts_your_hero_is_never_paid_by_a_hero_that_struck(db):
    for name, pay in (("God-Grinding Grips", 4), ("Helm of Fire", 5), ("Crystalfire Staff", 0)):
        power = fx(db[name])[0]
        assert power["exhaust_hero"] == 1 and power["pay"] == pay and not power.get("exhaust"), name
    # Crystalfire Staff, a weapon: "Exhaust your hero -> Target player draws a card": the hero strikes with it, or
    # exhausts to draw, never both in one turn
    staff = make_setup(None, deck(db, ("Crystalfire Staff", 20)), turns=12, health=10**6)
    both = [t for t in turns_of(traces(staff, range(6))) if any("hero strikes" in line for line in t)
            and any("uses Crystalfire Staff's power" in line for line in t)]
    assert both == []
    # Helm of Fire, a hero with no weapon: 5 -> 3 damage, once a turn (its hero exhausts)
    setup = make_setup(None, deck(db, ("Helm of Fire", 20)), turns=12, health=10**6)
    used = [sum("uses Helm of Fire's power" in line for line in t) for t in turns_of(traces(setup, range(4)))]
    assert max(used) == 1
    events: list[tuple] = []
    st = Stats(setup.turns, len(setup.cc))
    for g in range(20):
        play_game(setup.cc, list(setup.deck), setup.policy, random.Random(g), st, health=setup.health,
                  audit=events.append)
    assert any(e[0] == "exhaust_hero" for e in events)


def test_you_draw_after_the_opponent_discards(db):
    # "Target player discards a card and you draw a card": the goldfish is the target player, the draw is yours
    assert fx(db["Drain Will"]) == [{"do": "draw", "n": 1}]
    assert fx(db["Victimize"]) == [{"do": "draw", "n": 2}]
    assert fx(db["Predatory Gloves"]) == [{"do": "draw", "n": 1}]        # as it enters play
    bixy = fx(db["Tinker Bixy Blue"])[0]                                 # "If Bixy is undamaged: [Exhaust] -> ..."
    assert (bixy["do"], bixy["n"], bixy["exhaust"], bixy["cond"]) == ("draw", 1, 1, "undamaged")
    lines = traces(make_setup(None, deck(db, ("Drain Will", 20)), turns=6, health=10**6), range(2))
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Drain Will")]
    assert at and all(lines[i + 1].startswith("    draws ") for i in at)
    cc = compile_cards([db["Tinker Bixy Blue"]])       # nothing damages her: the power is there to use
    assert cc.modelled == [True] and cc.act[0][:4] == (0, 1, ACT_DRAW, 1)


def test_your_heros_assault_while_you_control_a_form_is_your_heros(db):
    assert fx(db["Wild Swipes"]) == [{"do": "atk_bonus", "n": 2, "to": "hero", "until": "ongoing", "cond": "control",
                                      "tag": "Form"}]
    cc = compile_cards([db["Wild Swipes"], db["Brutal Bear Form"]])
    assert cc.value[0] and cc.stays[0] and cc.hero_cond[0][0] == 2
    # no ally in the deck: the only damage is the hero's Assault 2 once Wild Swipes and a Form are in play
    swipes = [db["Wild Swipes"]] * 30 + [db["Brutal Bear Form"]] * 30
    lines = traces(make_setup(None, swipes, turns=8, health=10**6), range(3))
    assert any(line.startswith("  plays Wild Swipes") for line in lines)
    assert sum(run(make_setup(None, swipes, turns=8, health=10**6), 20, seed=1).damage) > 0


def test_ghoul_tokens_are_ghouls(db):
    # Ahkara's "Ghoul ally token with 3 ATK / 3 health"; Drandus the Deathcaller: "Ghouls you control have Assault 2"
    assert fx(db["Ahkara"]) == [{"do": "token", "n": 1, "atk": 3, "health": 3, "race": "Ghoul"}]
    cc = compile_cards([db["Drandus the Deathcaller"], db["Ahkara"]])
    token = cc.names.index("3/3 Ghoul ally token")
    assert token in cc.ong_mask[0]
    lines = traces(make_setup(None, deck(db, ("Drandus the Deathcaller", 20), ("Ahkara", 20)), turns=10,
                              health=10**6), range(3))
    assert any("3/3 Ghoul ally token" in line for line in lines)


def test_a_bonus_while_attacking_a_damaged_hero_waits_for_damage(db):
    # Bloodfang Berserker: Ferocity; "+2 ATK while attacking a damaged hero or ally"
    assert fx(db["Bloodfang Berserker"])[1] == {"do": "atk_bonus", "n": 2, "to": "self", "until": "ongoing",
                                                "cond": "opp_damaged", "count": 1}
    # beside Voss Treebender (2 ATK), whose attacks damage the goldfish's hero: the same games with and without
    # the bonus, on the same seeds
    plain = db["Bloodfang Berserker"]._replace(effects=freeze(from_flat([{"do": "ferocity"}])))
    with_bonus = run(make_setup(None, deck(db, ("Bloodfang Berserker", 30)), turns=6, health=10**6), 20, seed=2)
    without = run(make_setup(None, [plain] * 30 + deck(db)[:30], turns=6, health=10**6), 20, seed=2)
    assert sum(with_bonus.damage) > sum(without.damage)
    # alone (0 ATK), nothing ever damages the hero: the bonus never switches on
    assert sum(run(make_setup(None, [db["Bloodfang Berserker"]] * 60, turns=6, health=10**6), 10, seed=2).damage) == 0


def test_an_interrupt_is_never_cast_against_a_passive_opponent(db):
    # Arcane Breach: "Interrupt target ability, ally, or equipment. Draw a card": nothing to interrupt (707.1d)
    assert fx(db["Arcane Breach"]) == []
    lines = traces(make_setup(None, deck(db, ("Arcane Breach", 20)), turns=10, health=10**6))
    assert not any("plays Arcane Breach" in line for line in lines)
