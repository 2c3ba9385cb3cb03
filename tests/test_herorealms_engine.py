"""The Hero Realms goldfish: the rules on scripted decks, policies, determinism, streamed stats."""
from __future__ import annotations

import pytest

from deckcheck.errors import InputError
from deckcheck.herorealms.engine import Goldfish, Stats, Tables, run_policy, trace_game
from deckcheck.herorealms.feeds import load_db
from deckcheck.herorealms.policies import (DEFAULT_POLICIES, GEM, BuyPolicy, FactionFocus, FireGemsOnly,
                                           MostExpensive, make_policy)
from deckcheck.herorealms.report import quantile, summary


class NeverBuy(BuyPolicy):
    name = "never"

    def pick(self, gold, row, gems):
        return None


@pytest.fixture(scope="module")
def t():
    return Tables(load_db(use_cache=False))


def ids(t, *names):
    return [t.id[n] for n in names]


def scripted(t, hand, deck_top=(), policy=None, market=None, **kw):
    """A game set up with `hand` to play (first name played first) and `deck_top` to draw next."""
    gf = Goldfish(t, policy or NeverBuy(), market=ids(t, *market) if market else None,
                  shuffle_market=market is None, **kw)
    lines: list[str] = []
    gf.trace = lines.append
    gf.setup(0, deck_order=ids(t, *reversed(deck_top)))
    gf.hand[:] = ids(t, *reversed(hand))
    return gf, lines


def test_ruby_gives_two_gold(t):
    gf, _ = scripted(t, ["Ruby"])
    assert gf.main_phase() == (2, 0)
    gf, _ = scripted(t, ["Gold", "Dagger", "Shortsword"])
    assert gf.main_phase() == (1, 3)


def test_ally_fires_when_its_partner_arrives_later_in_the_turn(t):
    # Profit is played first with no other Guild card; Command then draws Intimidation (Guild)
    gf, lines = scripted(t, ["Profit", "Command"], deck_top=["Intimidation"])
    gold, combat = gf.main_phase()
    # Profit 2 + Command 2 + Intimidation's ally 2 gold; Command 3 + Intimidation 5 + Profit's ally 4 combat
    assert (gold, combat) == (6, 12)
    order = [next(i for i, line in enumerate(lines) if text in line)
             for text in ("play Profit", "play Intimidation", "ally ability of Profit")]
    assert order == sorted(order)


def test_no_ally_without_a_partner(t):
    gf, lines = scripted(t, ["Profit", "Command"], deck_top=["Gold"])
    assert gf.main_phase() == (5, 3)
    assert not any("ally ability" in line for line in lines)


def test_a_champion_in_play_from_an_earlier_turn_is_a_partner(t):
    gf, _ = scripted(t, ["Myros, Guild Mage"], deck_top=["Profit"])
    assert gf.main_phase() == (3, 0)          # Myros expends for 3 gold; no Guild partner yet
    gf.discard_phase()
    gf.draw(1)
    # Myros 3 + Profit 2 gold; Profit's ally 4 + Myros's ally 4 combat
    assert gf.main_phase() == (5, 8)


def test_champion_expends_the_turn_it_is_played_and_is_prepared_in_the_discard_phase(t):
    gf, _ = scripted(t, ["Borg, Ogre Mercenary"])
    assert gf.main_phase() == (0, 4)
    borg = t.id["Borg, Ogre Mercenary"]
    assert gf.champs == [borg] and gf.ready == [False]
    gf.discard_phase()
    assert gf.champs == [borg] and gf.ready == [True] and borg not in gf.discard
    assert gf.main_phase() == (0, 4)          # an empty hand: Borg alone expends again


def test_prepare_lets_a_champion_expend_twice(t):
    # Rally the Troops' Imperial ally prepares Darian, who expends again (3 combat each time)
    gf, _ = scripted(t, ["Darian, War Mage", "Rally the Troops"])
    assert gf.main_phase() == (0, 5 + 3 + 3)


def test_unspent_gold_is_lost(t):
    gf, lines = scripted(t, ["Ruby", "Gold"], deck_top=["Gold"])
    assert gf.main_phase() == (3, 0)
    assert gf.unspent == 3 and "3 gold left unspent is lost" in lines[-1]
    gf.discard_phase()
    gf.draw(1)
    assert gf.main_phase() == (1, 0)


def test_per_champion_effects_count_champions_in_play(t):
    gf, _ = scripted(t, ["Close Ranks", "Orc Grunt", "Death Cultist"])  # champions are played first
    gold, combat = gf.main_phase()
    assert combat == 5 + 2 * 2 + 2 + 2       # Close Ranks with 2 champions, then both expend


def test_acquired_card_into_hand_is_played(t):
    # Deception's Guild ally puts the next card acquired into the hand; it is played this turn
    gf, lines = scripted(t, ["Deception", "Profit"], deck_top=["Gold"], policy=MostExpensive(),
                         market=["Spark"] * 5 + ["Hit Job"] * 5)
    gold, combat = gf.main_phase()
    assert "  buy Hit Job for 4 gold (to the hand)" in lines
    assert combat == 4 + 7                    # Profit's ally + Hit Job played after buying it
    assert gold == 5 and gf.unspent == 0
    assert lines[-1] == "  buy Spark for 1 gold (to the discard pile)"   # only the next card goes to the hand


def test_sacrifice_only_for_lethal(t):
    gf, lines = scripted(t, ["Fire Gem", "Dagger"], health=4)
    gems = gf.gems
    assert gf.main_phase() == (2, 1 + 3)
    assert gf.gems == gems + 1 and "  sacrifice Fire Gem: +3 combat" in lines
    gf, _ = scripted(t, ["Fire Gem", "Dagger"])
    assert gf.main_phase() == (2, 1) and t.id["Fire Gem"] in gf.played


def test_thinning_sacrifices_from_the_discard_pile(t):
    gf, _ = scripted(t, ["Death Touch"])
    gf.discard[:] = ids(t, "Gold", "Dagger")
    owned = gf.owned
    assert gf.main_phase() == (0, 2)
    assert gf.discard == ids(t, "Gold") and gf.owned == owned - 1


def test_first_player_draws_three_second_five(t):
    for first, n in ((True, 3), (False, 5)):
        gf = Goldfish(t, NeverBuy(), first=first, cap=1)
        assert gf.play(7) is None
        assert len(gf.discard) == n


def test_reshuffle_keeps_every_card(t):
    gf = Goldfish(t, NeverBuy())
    lines: list[str] = []
    gf.trace = lines.append
    gf.setup(3)
    for turn in range(1, 8):
        gf.turn = turn
        gf.draw(3 if turn == 1 else 5)
        gf.main_phase()
        gf.discard_phase()
        assert len(gf.deck) + len(gf.discard) == 10
    assert sum("reshuffle" in line for line in lines) >= 3


def test_seeded_games_are_deterministic(t):
    a = run_policy(t, MostExpensive(), 200, seed=5)
    b = run_policy(t, MostExpensive(), 200, seed=5)
    c = run_policy(t, MostExpensive(), 200, seed=6)
    assert (a.kill, a.gold, a.deck) == (b.kill, b.gold, b.deck)
    assert a.kill != c.kill
    trace = trace_game(t, MostExpensive(), seed=5, game=3)
    gf = Goldfish(t, MostExpensive())
    assert trace[-1].endswith(f"turn {gf.play(5 * 1_000_003 + 3)}")
    assert trace == trace_game(t, MostExpensive(), seed=5, game=3)


def test_stats_stream_without_per_game_lists(t):
    s = run_policy(t, MostExpensive(), 300, seed=1, cap=40)
    assert s.games == 300 and len(s.kill) == 41
    assert sum(s.kill) + s.unfinished == 300 and s.turns[1] == 300
    d = summary(s)
    k = d["kill_turn"]
    assert 5 <= k["p10"] <= k["median"] <= k["p90"] <= 20
    assert d["cumulative_pct"][max(d["cumulative_pct"])] == 100.0
    assert d["by_turn"][1]["deck"] > 10 and d["gold_per_turn"] > 2
    empty = Stats(10)
    assert quantile(empty, 0.5) is None


@pytest.mark.parametrize("spec", DEFAULT_POLICIES + ("focus:Necros",))
def test_every_policy_finishes_games(t, spec):
    s = run_policy(t, make_policy(spec), 100, seed=2)
    assert s.games == 100 and s.unfinished == 0


def test_policies_pick_as_described(t):
    p = MostExpensive()
    p.bind(t)
    row = ids(t, "Spark", "Arkus, Imperial Dragon", "Command", "Profit", "Recruit")
    assert p.pick(5, row, 16) == 2 and p.pick(8, row, 16) == 1 and p.pick(1, row, 16) == 0
    assert p.pick(2, row, 16) == 4                # Recruit (2) over a Fire Gem (2): a market card on ties
    g = FireGemsOnly()
    g.bind(t)
    assert g.pick(9, row, 16) == GEM and g.pick(9, row, 0) is None and g.pick(1, row, 16) is None
    f = FactionFocus("Guild")
    f.bind(t)
    f.reset()
    assert f.pick(8, row, 16) == 3                # Profit, the only Guild card
    assert f.pick(0, row, 16) is None


def test_policy_names(t):
    assert make_policy("focus:wild").name == "focus:Wild"
    with pytest.raises(InputError, match="unknown policy"):
        make_policy("random")
    with pytest.raises(InputError, match="unknown faction"):
        make_policy("focus:Horde")
