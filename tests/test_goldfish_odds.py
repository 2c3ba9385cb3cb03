"""Exact hypergeometric odds, and the simulation agreeing with them within sampling error."""
from __future__ import annotations

import itertools
import math

import pytest

from deckcheck.wowtcg.goldfish import odds
from deckcheck.wowtcg.goldfish.runner import make_setup, run
from test_goldfish_engine import GOREBELLY, read_deck


def brute(N, K, n, k):
    deck = [1] * K + [0] * (N - K)
    hands = list(itertools.combinations(range(N), n))
    return sum(sum(deck[i] for i in h) >= k for h in hands) / len(hands)


@pytest.mark.parametrize("N,K,n,k", [(10, 3, 4, 1), (10, 3, 4, 2), (12, 5, 6, 3), (9, 0, 3, 1)])
def test_at_least_matches_enumeration(N, K, n, k):
    assert odds.at_least(N, K, n, k) == pytest.approx(brute(N, K, n, k))


def test_known_values():
    assert odds.at_least(60, 4, 7, 1) == pytest.approx(0.39949963)      # a 4-of in the opening hand
    assert odds.seen_by(1, first=True) == 7 and odds.seen_by(1, first=False) == 8
    assert odds.seen_by(5, first=True) == 11


def test_policy_odds_reduce_to_single_kind():
    for t in (0, 1, 3, 5):
        assert odds.at_least_by_policy(60, 29, 29, 29, 2, t, keep=(2, 5)) == pytest.approx(
            odds.at_least_by(60, 29, 2, t, keep=(2, 5)))
    # a keep-everything policy is the plain hypergeometric
    assert odds.at_least_by_policy(60, 4, 29, 2, 1, 3, keep=(0, 7)) == pytest.approx(odds.at_least_by(60, 4, 1, 3))


def within(p_exact, hits, n, sigmas=4.5):
    sd = math.sqrt(max(p_exact * (1 - p_exact), 1e-12) / n)
    return abs(hits / n - p_exact) <= sigmas * sd + 1e-9


def test_simulation_agrees_with_exact_odds(db):
    """Mulligans and early cards seen by turn T in 20,000 simulated games vs the exact numbers."""
    hero, cards = read_deck(GOREBELLY, db)
    setup = make_setup(hero, cards, turns=6, health=10**9)   # nobody dies: every game reaches turn 6
    games = 20_000
    st = run(setup, games, seed=11, workers=2)
    N = len(setup.deck)
    K = sum(setup.cc.early[c] for c in setup.deck)
    keep = (setup.policy.keep_min, setup.policy.keep_max)
    assert within(odds.mulligan_chance(N, K, *keep), st.mulligans, games)
    for t in range(1, 7):
        row = st.seen[t]
        assert sum(row) == games
        for k in (3, 4, 5, 6):
            hits = sum(row[k:])
            assert within(odds.at_least_by(N, K, k, t, keep=keep), hits, games), (t, k)


def test_simulation_agrees_with_exact_odds_for_k_copies_of_a_named_card(db):
    """At least k (1, 2, 3) copies of one named card by turn T, with the early-card mulligan, in
    20,000 simulated games vs `at_least_by_policy` (the numbers `--odds-card NAME --odds-k K` show)."""
    hero, cards = read_deck(GOREBELLY, db)
    name = "Voss Treebender"
    setup = make_setup(hero, cards, turns=6, health=10**9, watch=(name,))
    games = 20_000
    st = run(setup, games, seed=23, workers=2)
    N = len(setup.deck)
    K = sum(setup.watch[c] for c in setup.deck)
    K_early = sum(setup.cc.early[c] for c in setup.deck)
    both = sum(setup.watch[c] and setup.cc.early[c] for c in setup.deck)
    keep = (setup.policy.keep_min, setup.policy.keep_max)
    assert K == 4
    for t in range(1, 7):
        row = st.wseen[t]
        assert sum(row) == games
        for k in (1, 2, 3):
            exact = odds.at_least_by_policy(N, K, K_early, both, k, t, keep=keep)
            assert within(exact, sum(row[k:]), games), (t, k)
    # the mulligan matters for this early card: with and without differ, and the sim sides with "with"
    assert odds.at_least_by_policy(N, K, K_early, both, 2, 3, keep=keep) != pytest.approx(
        odds.at_least_by(N, K, 2, 3), abs=1e-4)


def test_report_odds_for_named_cards_and_k(db):
    from deckcheck.wowtcg.goldfish.report import summarise
    hero, cards = read_deck(GOREBELLY, db)
    setup = make_setup(hero, cards, turns=4)
    st = run(setup, 50, seed=1)
    r = summarise(setup, st, seed=1, odds_cards=["Voss Treebender", "Warmaster Hork", "Buzz"], odds_k=2)
    assert r["odds_k"] == 2 and all(row["at_least"] == 2 for row in r["odds"])
    asked = {row["kind"]: row for row in r["odds"] if row.get("asked")}
    assert set(asked) == {"Voss Treebender", "Warmaster Hork", "Buzz"}
    assert [row["kind"] for row in r["odds"]].count("Voss Treebender") == 1   # no duplicate 3+-of row
    voss = asked["Voss Treebender"]
    assert voss["copies"] == 4
    assert voss["no_mulligan_pct"][3] == round(100 * odds.at_least(60, 4, 9, 2), 2)
    assert asked["Warmaster Hork"]["copies"] == 1 and asked["Warmaster Hork"]["no_mulligan_pct"][6] == 0.0
    assert asked["Buzz"]["copies"] == 0                              # not in the deck: zeros
    assert set(asked["Buzz"]["with_mulligan_pct"].values()) == {0.0}


@pytest.mark.parametrize("N", [0, 1, 5, 7])
def test_odds_for_decks_of_seven_or_fewer(N):
    """The whole deck is the opening hand; no mulligan is possible (the engine takes none)."""
    K = min(N, 2)
    assert odds.mulligan_chance(N, K, 2, 5) == 0.0
    for t in (0, 1, 4):
        assert odds.at_least_by(N, K, 1, t, keep=(2, 5)) == (1.0 if K else 0.0)
        assert odds.at_least_by_policy(N, K, K, K, 2, t) == (1.0 if K >= 2 else 0.0)


def test_report_odds_by_cost_bucket(db):
    """The curve: exact odds for each cost bucket, the buckets covering every card a player plays.
    Quests are not in them: a quest is never played, only placed as a resource (its cost is 0,
    CR 201.2; the data's cost of a quest is what completing it takes)."""
    from deckcheck.wowtcg.goldfish.report import summarise
    hero, cards = read_deck(GOREBELLY, db)
    setup = make_setup(hero, cards, turns=4)
    r = summarise(setup, run(setup, 20, seed=1), seed=1)
    rows = {row["kind"]: row for row in r["odds"] if row["kind"].startswith("cost ")}
    assert list(rows) == ["cost 0-1", "cost 2", "cost 3", "cost 4", "cost 5+"]
    quests = sum(1 for c in cards if c.type in ("Quest", "Location"))
    assert len(cards) == 60 and quests and sum(row["copies"] for row in rows.values()) == 60 - quests
    two = rows["cost 2"]
    assert two["no_mulligan_pct"][0] == round(100 * odds.at_least(60, two["copies"], 7, 1), 2)
