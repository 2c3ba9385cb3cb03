"""Effects derived from card text at import: the vocabulary, the patterns, the bundled data."""
from __future__ import annotations

from deckcheck.wowtcg.importer.effects import parse_effects
from deckcheck.wowtcg.effects import EFFECT_KINDS, is_modelled


def fx(card):
    return [dict(e) for e in card.effects]


def test_every_stored_effect_is_in_the_vocabulary(db):
    kinds = {dict(e)["do"] for c in db for e in c.effects}
    assert kinds <= set(EFFECT_KINDS)
    assert {"damage", "draw", "quest", "ferocity", "atk_bonus", "unmodelled"} <= kinds


def test_direct_damage_to_target_hero(db):
    assert fx(db["Quick Strike"]) == [{"do": "damage", "n": 2}]


def test_quest_cost_and_reward(db):
    assert fx(db["A Donation of Wool"]) == [{"do": "quest", "pay": 1}, {"do": "draw", "n": 1},
                                            {"do": "discard", "n": 1}]
    assert fx(db["For the Horde!"]) == [{"do": "quest", "pay": 1},
                                        {"do": "atk_bonus", "n": 1, "to": "allies", "until": "turn"}]


def test_keywords_and_ongoing_bonuses(db):
    assert fx(db["Kagra of the Crossroads"]) == [{"do": "ferocity"}]
    assert fx(db["Battle Shout"]) == [{"do": "atk_bonus", "n": 1, "to": "allies", "until": "ongoing"}]
    assert fx(db["Into the Fray"]) == [{"do": "ferocity", "to": "ally"}]


def test_vanilla_and_irrelevant_text_is_modelled(db):
    assert db["Voss Treebender"].effects == () or is_modelled(db["Voss Treebender"].effects)
    assert db["Vanquish"].effects == ()       # destroys an ally: the goldfish has none


def test_unrecognised_text_is_marked_never_guessed(db):
    assert not is_modelled(db["Skewer"].effects)
    assert not is_modelled(db["Hidden Enemies"].effects)      # "choose one" reward
    # a conditional completion cost is not a plain quest: the engine won't complete it
    assert not any(dict(e)["do"] == "quest" for e in db["Torek's Assault"].effects)


def test_patterns_on_short_texts():
    assert parse_effects("Draw two cards.", "Ability") == [{"do": "draw", "n": 2}]
    assert parse_effects("Your hero deals X fire damage to target hero or ally.", "Ability") == [
        {"do": "damage", "n": "X"}]
    assert parse_effects("<b>Assault 2</b> <i>(reminder)</i>", "Ally") == [{"do": "assault", "n": 2}]
    assert parse_effects("1, [Exhaust] -> This ally deals 1 fire damage to target hero.", "Ally") == [
        {"do": "damage", "n": 1, "pay": 1, "exhaust": 1}]
    assert parse_effects("Something entirely new.", "Ability") == [{"do": "unmodelled"}]
    assert parse_effects("Anything at all.", "Hero") == []
    assert parse_effects("If you do, your hero deals 1 nature damage to each opposing hero.",
                         "Ability") == [{"do": "unmodelled"}]
