"""Issue 23, triggers: each trigger plays only on its event, or the card is reported unmodelled (never played
for something the engine ignores). Real cards; where the data keeps a card unmodelled, the record a reviewer
would write for its text is built in the test."""
from __future__ import annotations

import dataclasses
import random

from deckcheck.wowtcg.effects import flat_effects, freeze, from_flat
from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.codes import EV_PLAY
from deckcheck.wowtcg.goldfish.combat import combat
from deckcheck.wowtcg.goldfish.compile import UNMODELLED, compile_cards, compile_deck
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.quests import complete
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_kinds import deck


def fx(card):
    return flat_effects(card.effects)


def with_record(card, flat):
    """The card with the record of these flat effects (what a reviewer writes for its text)."""
    return card._replace(effects=freeze(from_flat(flat)))


def game(cc, hero_atk=0):
    return Game(cc, [], CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=hero_atk,
                log=None, watch=None, drawn=None, audit=None)


def test_a_play_trigger_fires_only_for_the_cards_its_filter_takes(db):
    # Revenant of Neptulon: "When you play a Frost ... card, this ally may deal 2 frost damage to target hero":
    # Frostbolt and Ice Lance are Frost abilities, Voss Treebender is no Frost card
    revenant = with_record(db["Revenant of Neptulon"], [{"do": "damage", "n": 2, "when": "play", "on_tag": "Frost"}])
    cards = [revenant, db["Frostbolt"], db["Ice Lance"], db["Voss Treebender"]]
    cc = compile_cards(cards)
    assert cc.watch[0][1] == frozenset({1, 2})
    g = game(cc)
    g.enter(0, 1)
    g.fire(EV_PLAY, 3, g.watchers)          # Voss Treebender played: nothing
    assert g.turn_dmg == 0
    g.fire(EV_PLAY, 1, g.watchers)          # Frostbolt played: 2 damage
    assert g.turn_dmg == 2


def test_a_draw_on_an_ally_entering_is_a_draw_not_atk(db):
    # Crusade Engineer Spitzpatrick: "When this or another Unique ally enters play under your control, you may draw
    # a card"; the watch played damage, ATK and tokens only: the draw was read as "+1 ATK this turn"
    assert "Unique" in db["Crusade Engineer Spitzpatrick"].tags and "Unique" not in db["Voss Treebender"].tags
    engineer = with_record(db["Crusade Engineer Spitzpatrick"],
                           [{"do": "draw", "n": 1, "when": "enters", "on_tag": "Unique", "self": 1}])
    cc = compile_cards([engineer, db["Voss Treebender"]])
    assert cc.verdict[0] != UNMODELLED
    g = game(cc)
    g.lib = [1] * 10
    g.enter(0, 1)                   # itself: a Unique ally
    assert g.etb_now == [] and g.hand == [1]
    g.enter(1, 1)                   # Voss Treebender: not Unique
    assert g.etb_now == [] and g.hand == [1]


def test_a_regrowth_on_a_trigger_is_not_played_as_the_card_resolves(db):
    # Uplifting Prayer: "Ongoing: At the start of your turn, you may put target ally card from your graveyard
    # into play if its cost is ...": not returned as the prayer resolves, but at the start of each of your turns
    # while it is in play (turns.py: `tregrow`)
    prayer = with_record(db["Uplifting Prayer"], [{"do": "regrow", "what": "ally", "to": "play", "max_res": 1,
                                                   "when": "turn_start"}])
    cc = compile_cards([prayer, db["Voss Treebender"]])
    assert cc.regrow[0] is None and cc.tregrow[0] is not None and cc.stays[0] and cc.value[0]
    # on an attack it is still not played
    prayer = with_record(db["Uplifting Prayer"], [{"do": "regrow", "what": "ally", "to": "play", "when": "attack"}])
    cc = compile_cards([prayer, db["Voss Treebender"]])
    assert cc.regrow[0] is None and cc.verdict[0] == UNMODELLED and not cc.value[0]


def test_start_of_turn_damage_after_your_hero_hit_is_kept_only_on_a_poison(db):
    # Deadly Poison attaches to a hero your hero dealt combat damage to this turn (the condition is met as it is
    # played), then deals 2 at the start of each of your turns
    poison = compile_cards([db["Deadly Poison"]])
    assert poison.dot[0] == 2 and poison.verdict[0] != UNMODELLED
    # Seal of Vengeance: "At the end of each turn, your hero deals 1 holy damage to each hero ... it dealt combat
    # damage to this turn": as a start-of-turn damage under "your hero dealt combat damage" it was counted each
    # turn whatever the hero did
    seal = with_record(db["Seal of Vengeance"], [{"do": "damage", "n": 1, "when": "turn_start", "cond": "hero_hit"}])
    cc = compile_cards([seal])
    assert cc.dot[0] == 0 and cc.verdict[0] == UNMODELLED


def test_a_seal_adds_its_damage_only_to_damage_dealt_with_a_weapon(db):
    # Seal of Wrath: "When your hero deals combat damage with a weapon, it may also deal 2 holy damage"; an
    # unarmed hero with 2 ATK deals 2 (CR 303.2: the hero attacks with its own ATK)
    cc, _ = compile_deck([db["Seal of Wrath"]] + [db["Voss Treebender"]] * 59)
    g = game(cc, hero_atk=2)
    g.t = 3
    g.enter(0, 1)
    combat(g)
    assert g.turn_dmg == 2
    # armed with Mandible of Beth'tilac (2 ATK, strike cost 1): 2 + 2 from the hero, +2 from the Seal
    cc, _ = compile_deck([db["Seal of Wrath"], db["Mandible of Beth'tilac"]] + [db["Voss Treebender"]] * 58)
    g = game(cc, hero_atk=2)
    g.t, g.res, g.avail = 3, 3, 3
    g.enter(0, 1)
    g.enter(1, 1)
    combat(g)
    assert g.turn_dmg == 2 + 2 + 2 and g.avail == 2


def _hero_turns(setup, seeds=range(3)):
    """Each turn's trace lines, over a few games."""
    out = []
    for s in seeds:
        turn: list[str] = []
        for line in trace_game(setup, seed=s)[0]:
            if line.startswith("Turn "):
                out.append(turn)
                turn = []
            turn.append(line)
        out.append(turn)
    return out


def test_a_weapon_draws_when_your_hero_deals_combat_damage_with_it(db):
    # Warmace of Menethil: "When damage is dealt with this equipment, draw a card" (CR 303.2: the hero strikes
    # with it; nothing blocks a passive opponent's hero)
    assert fx(db["Warmace of Menethil"]) == [{"do": "draw", "n": 1, "when": "strike"}]
    setup = make_setup(None, deck(db, ("Warmace of Menethil", 20)), turns=10, health=10**6)
    turns = _hero_turns(setup)
    struck = [t for t in turns if any(line.startswith("  hero strikes with Warmace") for line in t)]
    fired = [t for t in turns if any("Warmace of Menethil: draws 1." in line for line in t)]
    assert struck and fired == struck         # every turn it struck, and only those
    checker = check_games(setup, None, 200)
    assert checker.breaches == [] and checker.checked["strike_trigger"] > 100


def test_a_strike_trigger_on_another_card_needs_a_weapon(db):
    # Seal of Wisdom: "Ongoing: When your hero deals combat damage with a weapon, draw a card"; Sulfuras: "When you
    # strike with Sulfuras, your hero deals 7 fire damage to target hero or ally"
    cc = compile_cards([db["Seal of Wisdom"], db["Sulfuras, Hand of Ragnaros"], db["Voss Treebender"]])
    assert cc.on_strike[:2] == [(0, 1, 0, None), (1, 0, 7, None)] and cc.stays[0]
    unarmed = make_setup(None, deck(db, ("Seal of Wisdom", 20)), turns=10, health=10**6)
    unarmed = dataclasses.replace(unarmed, hero_atk=2)        # the hero attacks with its own ATK: no weapon
    lines = [line for t in _hero_turns(unarmed) for line in t]
    assert any(line.startswith("  plays Seal of Wisdom") for line in lines)
    assert not any("Seal of Wisdom: draws" in line for line in lines)
    armed = make_setup(None, deck(db, ("Seal of Wisdom", 10), ("Mandible of Beth'tilac", 10)), turns=10, health=10**6)
    turns = _hero_turns(armed)
    seal_in_play = False
    for t in turns:
        if any("Seal of Wisdom: draws 1." in line for line in t):
            assert any(line.startswith("  hero strikes with Mandible") for line in t)
            seal_in_play = True
    assert seal_in_play
    assert check_games(armed, None, 200).breaches == []
    # Flame Wrath (2 ATK, strike cost 3): "When your hero deals combat damage with Flame Wrath, your hero deals 1
    # fire damage to each opposing hero and ally": 2 + 1 each turn it strikes
    wrath = make_setup(None, deck(db, ("Flame Wrath", 20)), turns=10, health=10**6)
    for t in _hero_turns(wrath):
        fired = [line for line in t if line == "    Flame Wrath: the hero deals 1 damage to the opposing hero."]
        assert len(fired) == int(any(line.startswith("  hero strikes with Flame Wrath") for line in t))
    assert any(line.startswith("  hero strikes with Flame Wrath") for t in _hero_turns(wrath) for line in t)


def test_a_trigger_on_your_other_cards_works_on_equipment_and_abilities_in_play(db):
    # Penelope's Rose (equipment): "When you complete a quest, draw a card"; A Donation of Wool: a quest (pay 1:
    # draw a card, then discard a card). With the Rose in play a completion draws one card more (CR 702)
    assert fx(db["Penelope's Rose"]) == [{"do": "draw", "n": 1, "when": "quest"}]
    cc, _ = compile_deck([db["Penelope's Rose"], db["A Donation of Wool"]] + [db["Voss Treebender"]] * 58)
    g = game(cc)
    g.lib = [2] * 10
    g.t, g.res, g.avail = 3, 3, 3
    g.quests = [1]
    complete(g)
    assert len(g.hand) == 0 and g.avail == 2                 # the quest's own draw and discard
    g.enter(0, 3)
    g.quests = [1]
    complete(g)
    assert len(g.hand) == 1 and g.avail == 1                 # and the Rose's draw
    setup = make_setup(None, deck(db, ("Penelope's Rose", 6), ("A Donation of Wool", 24)), turns=12, health=10**6)
    checker = check_games(setup, None, 200)
    assert checker.breaches == [] and checker.checked["trigger"] > 0
    # Nether Blast (an Ongoing ability): "When a Warlock ally enters play under your control, your hero deals 1
    # shadow damage to target opposing hero"
    cc = compile_cards([db["Nether Blast"], db["Voss Treebender"]])
    assert cc.stays[0] and cc.verdict[0] != UNMODELLED and cc.watch[0][1] == frozenset()    # no Warlock here


def test_an_ally_with_cost_n_or_more_entering_triggers_only_at_that_cost(db):
    # Anathel the Eagle-Eye: "When an ally with cost 4 or more enters play under your control, this ally deals 4
    # ranged damage to target hero"; Crusade Engineer Spitzpatrick costs 4, Voss Treebender 1
    assert db["Crusade Engineer Spitzpatrick"].cost == 4 and db["Voss Treebender"].cost == 1
    cc = compile_cards([db["Anathel the Eagle-Eye"], db["Crusade Engineer Spitzpatrick"], db["Voss Treebender"]])
    assert cc.watch[0][1] == frozenset({1})
    g = game(cc)
    g.lib = [2] * 10
    g.enter(0, 1)
    g.enter(2, 1)
    assert g.turn_dmg == 0
    g.enter(1, 1)
    assert g.turn_dmg == 4


def test_attaching_an_ability_draws_with_yanami(db):
    # Yana'mi: "When you attach an ability to a hero or ally, draw a card"; Blessing of Might attaches to an ally
    setup = make_setup(None, deck(db, ("Yana'mi", 10), ("Blessing of Might", 14)), turns=10, health=10**6)
    lines = [line for t in _hero_turns(setup, range(6)) for line in t]
    draws = [i for i, line in enumerate(lines) if line == "    Yana'mi: draws 1."]
    assert draws
    for i in draws:         # each follows an attachment (one draw per Yana'mi in play, and the cards drawn)
        j = i - 1
        while lines[j].startswith(("    Yana'mi: draws", "    draws ")):
            j -= 1
        assert lines[j].startswith("    attached to ") and lines[j - 1].startswith("  plays Blessing of Might")
    assert check_games(setup, None, 200).breaches == []


def test_an_ally_draws_as_many_cards_as_the_damage_it_deals(db):
    # Arcanomage Misti (1 ATK): "When this ally deals damage to an opposing hero, draw that many cards"; it attacks
    # the turn after it enters (CR 302.2) and the passive opponent never blocks
    assert fx(db["Arcanomage Misti"]) == [{"do": "draw", "n": "X", "when": "hits"}]
    cc, _ = compile_deck([db["Arcanomage Misti"], db["Voss Treebender"]] + [db["Voss Treebender"]] * 58)
    g = game(cc)
    g.lib = [1] * 10
    g.enter(0, 1)
    g.t = 1
    combat(g)
    assert g.turn_dmg == 0 and g.hand == []         # summoning sick: no attack, no draw
    g.t, g.turn_dmg = 2, 0
    g.groups.append((2, None))                      # +2 ATK to your allies (a group bonus): it deals 3
    combat(g)
    assert g.turn_dmg == 3 and len(g.hand) == 3
    setup = make_setup(None, deck(db, ("Arcanomage Misti", 20)), turns=8, health=10**6)
    checker = check_games(setup, None, 200)
    assert checker.breaches == [] and checker.checked["hit_trigger"] > 100


def test_an_ally_that_exhausts_to_attack_readies_your_resources(db):
    # Mothra: "When this ally exhausts, ready up to three resources you control": attacking exhausts it (CR 602)
    assert db["Mothra"].atk > 0
    cc, _ = compile_deck([db["Mothra"]] + [db["Voss Treebender"]] * 59)
    g = game(cc)
    g.res, g.avail = 5, 1
    g.enter(0, 1)
    g.t = 2
    combat(g)
    assert g.avail == 4
    g.avail = 4
    combat(g)
    assert g.avail == 5                              # up to the resources you control


def test_a_token_on_an_attack_is_not_put_into_play_as_the_ally_enters(db):
    # Danath Trollbane: "When Danath deals damage, put a 1/1 Human Warrior ally token into play": as a token on
    # "when this ally attacks" (a word the token reader does not play) it was put into play as Danath entered
    danath = with_record(db["Danath Trollbane"], [{"do": "token", "n": 1, "atk": 1, "health": 1,
                                                   "race": "Human Warrior", "when": "attack"}])
    cc = compile_cards([danath])
    assert cc.token[0] is None and cc.verdict[0] == UNMODELLED
    # read as written now (when: hits): a token each time it deals combat damage, none as it enters
    cc, _ = compile_deck([db["Danath Trollbane"]] + [db["Voss Treebender"]] * 59)
    g = game(cc)
    g.enter(0, 1)
    assert len(g.a_c) == 1
    g.t = 2
    combat(g)
    assert g.turn_dmg == 5 and len(g.a_c) == 2 and cc.names[g.a_c[1]] == "1/1 Human Warrior ally token"
