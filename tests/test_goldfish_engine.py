"""The goldfish engine against the rules, on decks built from real cards."""
from __future__ import annotations

import random

import pytest

from conftest import FIXTURES
from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.policies import CURVE, HOLD_BURN, Policy
from deckcheck.wowtcg.goldfish.runner import make_setup, run, trace_game
from deckcheck.wowtcg.deck import load_deck

GOREBELLY = FIXTURES / "goldfish" / "ideas__horde_warrior_gorebelly.txt"


def read_deck(path, db):
    """The fixture deck as the engine takes it: (hero, the main deck as a flat list of cards)."""
    deck = load_deck(path, db)
    return deck.hero, deck.cards()


@pytest.fixture(scope="module")
def gorebelly(db):
    hero, cards = read_deck(GOREBELLY, db)
    assert len(cards) == 60 and hero.name == "Gorebelly"
    return hero, cards


def one_game(setup, seed=0):
    st = Stats(setup.turns, len(setup.cc))
    result = play_game(setup.cc, list(setup.deck), setup.policy, random.Random(seed), st,
                       health=setup.health, first=setup.first)
    return result, st


def test_same_seed_same_results_for_any_worker_count(gorebelly):
    setup = make_setup(*gorebelly)
    a = run(setup, 1200, seed=7, workers=1)
    b = run(setup, 1200, seed=7, workers=2, chunk=250)
    c = run(setup, 1200, seed=7, workers=1, chunk=77)
    assert a == b == c
    assert a.games == 1200 and sum(a.kills) > 1000
    assert run(setup, 1200, seed=8, workers=1) != a


def test_first_player_skips_the_turn_one_draw(gorebelly):
    lines, _ = trace_game(make_setup(*gorebelly), seed=3)
    turn1 = lines[lines.index(next(l for l in lines if l.startswith("Turn 1"))):]
    turn1 = turn1[1:turn1.index(next(l for l in turn1 if l.startswith("Turn 2")))]
    assert not any("draws" in l for l in turn1)
    lines, _ = trace_game(make_setup(*gorebelly, first=False), seed=3)
    assert "draws" in lines[lines.index(next(l for l in lines if l.startswith("Turn 1"))) + 1]


def test_allies_attack_only_after_a_turn_in_play_unless_ferocity(db):
    voss = db["Voss Treebender"]            # 1-cost ally, no text: can't attack the turn it enters
    setup = make_setup(None, [voss] * 60, turns=3, health=10**6)
    _, st = one_game(setup)
    assert st.damage[1] == 0 and st.damage[2] > 0
    kagra = db["Kagra of the Crossroads"]   # 1-cost ally with Ferocity
    _, st = one_game(make_setup(None, [kagra] * 60, turns=1, health=10**6))
    assert st.damage[1] == kagra.atk


def test_hero_strikes_with_a_weapon_paying_its_strike_cost(db):
    axe = db["Annihilator"]                 # cost 2, strike cost 2, ATK 3
    setup = make_setup(None, [axe] * 60, turns=5, health=10**6)
    _, st = one_game(setup)
    # turn 2: play it (2 resources), no strike left; turn 3 on: strike for 3 each turn, one weapon only
    assert st.damage[1:6] == [0, 0, 3, 3, 3]
    assert st.spent[3] == 2


def test_burn_on_the_curve_and_held_until_lethal(db):
    strike = db["Quick Strike"]             # cost 3: 2 damage to the opposing hero
    _, st = one_game(make_setup(None, [strike] * 60, turns=8, health=10**6))
    # 6 resources by turn 6; with two cards left in hand, keep both rather than place one
    assert st.damage[1:9] == [0, 0, 2, 2, 2, 4, 4, 2]
    result, held = one_game(make_setup(None, [strike] * 60, turns=8, health=4, policy=HOLD_BURN))
    assert held.damage[1:7] == [0, 0, 0, 0, 0, 4] and result == 6     # two at once, when lethal


def test_drawing_from_an_empty_deck_loses(db):
    voss = db["Voss Treebender"]
    setup = make_setup(None, [voss] * 10, turns=12, health=10**6)
    result, st = one_game(setup)
    assert result == -1 and st.deckouts == 1
    assert st.alive[5] == 1 and st.done[5] == 0     # 7 in hand, draws on turns 2-4, decked on turn 5


def test_discard_down_to_seven(db):
    voss = db["Voss Treebender"]
    never = Policy(name="no-resources", resource_cap=0)
    _, st = one_game(make_setup(None, [voss] * 60, turns=6, health=10**6, policy=never))
    assert st.discarded[0] == 5                     # draws on turns 2-6, nothing played


def test_mulligan_policy(db, gorebelly):
    hork = db["Warmaster Hork"]                     # cost 7: never an early card
    _, st = one_game(make_setup(None, [hork] * 60, turns=1))
    assert st.mulligans == 1
    setup = make_setup(*gorebelly)
    st = run(setup, 2000, seed=1)
    assert 0.05 < st.mulligans / st.games < 0.2


def test_goldfish_hero_health_is_configurable(gorebelly):
    quick = run(make_setup(*gorebelly, health=10), 500, seed=2)
    slow = run(make_setup(*gorebelly, health=40), 500, seed=2)
    mean = lambda s: sum(t * n for t, n in enumerate(s.kills)) / max(1, sum(s.kills))
    assert mean(quick) < mean(slow)


@pytest.mark.parametrize("n", [0, 1, 2, 6, 7, 8, 9])
def test_short_decks_are_decked_not_crashed(db, n):
    """Fewer than 7 cards (--allow-illegal): the opening hand takes what there is, and the first
    draw from an empty deck loses (CR 102.1a, 410.6b); never an IndexError."""
    voss = db["Voss Treebender"]
    hork = db["Warmaster Hork"]             # never early: a full 7-card hand of these is a mulligan
    for cards in ([voss] * n, [hork] * n):
        for first in (True, False):
            setup = make_setup(None, cards, turns=12, health=10**6, first=first)
            for seed in range(5):
                result, st = one_game(setup, seed)
                assert result == -1 and st.deckouts == 1
                # the deck is decked at the first draw step that finds it empty
                draws_before = max(0, n - 7)
                decked_on = (2 if first else 1) + draws_before
                assert st.alive[decked_on] == 1 and st.done[decked_on] == 0
                # a deck of 7 or fewer is all in the opening hand: a mulligan would redraw it, so none
                if n <= 7:
                    assert st.mulligans == 0
    lines, result = trace_game(make_setup(None, [voss] * 2, turns=5), seed=1)
    assert result == -1 and lines[:3] == ["Opening hand (2 cards):", "  - Voss Treebender", "  - Voss Treebender"]
    assert "decked" in lines[-1]
    lines, _ = trace_game(make_setup(None, [], turns=5), seed=1)
    assert "the deck is empty" in lines[0]


def test_watched_cards_are_counted_like_early_cards(gorebelly):
    hero, cards = gorebelly
    setup = make_setup(hero, cards, turns=4, health=10**9, watch=("Voss Treebender",))
    assert sum(setup.watch) == 1
    st = run(setup, 300, seed=3)
    assert all(sum(st.wseen[t]) == 300 for t in range(1, 5))
    assert run(make_setup(hero, cards, turns=4, health=10**9), 300, seed=3).seen == st.seen
