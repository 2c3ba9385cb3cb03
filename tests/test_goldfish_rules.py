"""Thousands of goldfish games of every bundled deck under the invariant checker of the rules
(`deckcheck.wowtcg.goldfish.audit`: costs and resources, tag limits and replacements, attacks, strikes,
attachments, targets (707.1d), "exhaust your hero" costs, the strike budget, triggers, hand size);
`bench/bench_goldfish.py --check` runs it over 10,000 games of every bundled and official starter deck."""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.engine import Stats, game_seed, play_game
from deckcheck.wowtcg.goldfish.runner import make_setup

DECKS = sorted((Path(__file__).resolve().parents[1] / "data" / "decks").glob("*.txt"))
GAMES = 1500


@pytest.mark.parametrize("path", DECKS, ids=[p.stem for p in DECKS])
def test_thousands_of_games_keep_the_rules(db, path):
    deck = load_deck(path, db)
    setup = make_setup(deck.hero, deck.cards())
    checker = check_games(setup, deck.hero, GAMES)
    assert checker.games == GAMES
    assert checker.breaches == [], "\n".join(checker.breaches[:10])
    assert sum(checker.stats.kills) > GAMES // 2        # the decks do kill the goldfish
    # the events the new rules read were there to check
    assert checker.checked["hand"] and checker.checked["combat"] and checker.checked["cast"]


def test_the_checker_catches_a_breach(db):
    """The checker is not a rubber stamp: three Pet (1) allies in play is a breach it reports."""
    pets = [c for c in db if c.type == "Ally" and "Pet (1)" in c.tags][:3]
    checker = Checker(make_setup(None, pets).cc, None)
    checker.new_game()
    for uid, c in enumerate(range(3)):
        checker(("enter", uid, c, 1))
    assert any("Pet (1)" in b for b in checker.breaches)
    checker.new_game()
    checker(("turn", 1))
    checker(("pay", 1, 0))
    assert any("CR 403.6a" in b for b in checker.breaches)


def test_allies_that_ready_attack_again_only_when_readied(db):
    """Abasha Windstorm (readies on her first attack) and Izzy Quizfiz (pays to ready) attack twice
    a turn; the checker accepts each second attack only after a readying by a card whose text readies."""
    cards = [db["Abasha Windstorm"]] * 20 + [db["Izzy Quizfiz"]] * 20 + [db["Voss Treebender"]] * 20
    setup = make_setup(None, cards)
    checker = Checker(setup.cc, None)
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random()
    for g in range(300):
        rng.seed(game_seed(5, g))
        checker.new_game()
        play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health, audit=checker)
    assert checker.breaches == [], "\n".join(checker.breaches[:10])
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 0))
    checker(("attack", 1, 0, 0, 1, ""))
    checker(("attack", 1, 0, 0, 1, ""))
    assert any("CR 602.1" in b for b in checker.breaches)


SENZIR = Path(__file__).resolve().parents[1] / "data" / "decks" / "senzir_beast_mastery.txt"


def _lines(setup, seeds):
    from deckcheck.wowtcg.goldfish.runner import trace_game
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def test_a_quest_is_completed_only_with_a_card_for_its_reward(db):
    """Chasing A-Me 01 ("Put target ally card from your graveyard into your hand"), Sunken Treasure (an equipment
    card) and Finkle Einhorn (an ally of cost 2 or less into play): never completed with nothing to return
    (CR 707.1d); in Sen'zir's games they were, in most games."""
    deck = load_deck(SENZIR, db)
    setup = make_setup(deck.hero, deck.cards())
    checker = check_games(setup, deck.hero, 300)
    assert checker.checked["complete"] and checker.breaches == [], checker.breaches[:5]
    from test_goldfish_kinds import deck as filler_deck
    quest = make_setup(None, filler_deck(db, ("Chasing A-Me 01", 20)), turns=8, health=10**6)
    lines = _lines(quest, range(6))
    done = [i for i, line in enumerate(lines) if "completes Chasing A-Me 01" in line]
    # Voss Treebender never dies: an ally reaches the graveyard only when discarded to hand size
    assert all("from the graveyard into the hand" in lines[i + 1] for i in done)


def test_a_quest_completed_before_combat_leaves_the_weapons_strike(db):
    """Sen'zir's quests (cost 3) and Annihilator (strike cost 2): a completion before combat keeps what the strike
    needs; the checker sees a completion that spends it."""
    checker = Checker(make_setup(None, [db["Annihilator"], db["Chasing A-Me 01"], db["Voss Treebender"]]).cc, None)
    checker.new_game()
    checker(("turn", 1))
    for _ in range(4):
        checker(("place", 1))
    checker(("enter", 1, 0, 1))                     # Annihilator in play
    checker(("enter", 2, 2, 1))
    checker(("leave", 2))
    checker(("complete", 1, (2,)))
    checker(("pay", 3, 4))                          # 1 left: no strike (cost 2)
    assert any("left 1 resources for a strike costing 2" in b for b in checker.breaches)


def test_resources_are_placed_for_the_decks_dearest_card(db):
    """Warchief Thrall costs 9 and Mass Redemption 10: resources no longer stop at 8, so they are cast."""
    from test_goldfish_kinds import deck as filler_deck
    thrall = make_setup(None, filler_deck(db, ("Warchief Thrall", 20)), turns=16, health=10**6)
    assert any(line.startswith("  plays Warchief Thrall") for line in _lines(thrall, range(3)))
    redemption = make_setup(None, filler_deck(db, ("Mass Redemption", 20)), turns=14, health=10**6)
    cc, pol = redemption.cc, redemption.policy
    hand = [cc.names.index("Mass Redemption")] + [cc.names.index("Voss Treebender")] * 2
    assert pol.resource(hand, cc, 9, set()) >= 0 and pol.resource(hand, cc, 10, set()) == -1     # up to 10
    checker = Checker(thrall.cc, None)
    checker.new_game()
    checker(("turn", 9))
    thrall_id = thrall.cc.names.index("Warchief Thrall")
    checker(("hand", 9, (thrall_id, thrall_id, thrall_id), 8))
    assert any("no resource placed with Warchief Thrall (cost 9)" in b for b in checker.breaches)


def test_a_better_pet_replaces_a_worse_one(db):
    """Gakmat (0 ATK) and Bloodclaw (3 ATK), both Pet (1): Bloodclaw played over Gakmat destroys Gakmat (414.2);
    never the other way round."""
    cards = [db["Gakmat"]] * 30 + [db["Bloodclaw"]] * 30
    setup = make_setup(None, cards, turns=8, health=10**6)
    lines = _lines(setup, range(8))
    assert any(line == "  Gakmat is replaced (CR 414.2)." for line in lines)
    assert not any(line == "  Bloodclaw is replaced (CR 414.2)." for line in lines)
    checker = check_games(setup, None, 200)
    assert checker.checked["replace"] and checker.breaches == [], checker.breaches[:5]
    checker(("replace", 1, setup.cc.names.index("Bloodclaw"), setup.cc.names.index("Gakmat")))
    assert any("replaced by the weaker" in b for b in checker.breaches)


def test_the_checker_sees_casts_and_costs_that_break_the_rules(db):
    setup = make_setup(None, [db["Arcane Breach"], db["Mystical Refreshment"], db["Voss Treebender"],
                              db["Helm of Fire"], db["Chasing A-Me 01"]])
    names = setup.cc.names
    checker = Checker(setup.cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("cast", names.index("Arcane Breach"), (), ()))
    assert any("does nothing against a passive opponent" in b for b in checker.breaches)
    checker(("cast", names.index("Mystical Refreshment"), (), (names.index("Voss Treebender"),)))
    assert any("nothing for it to count" in b for b in checker.breaches)
    checker(("complete", names.index("Chasing A-Me 01"), ()))
    assert any("no card in the graveyard for its reward" in b for b in checker.breaches)
    checker(("hero_attack", 1))
    checker(("exhaust_hero", names.index("Helm of Fire")))
    assert any("exhausts a hero that attacked" in b for b in checker.breaches)
