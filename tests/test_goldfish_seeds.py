"""The numbers each goldfish game draws (`seeds.Numbers`): game i's depend on the run's seed and i only."""
from __future__ import annotations

import random

from deckcheck.wowtcg.goldfish.seeds import BLOCK, PER, Numbers, game_seed


def draws(rng, n):
    return [rng.random() for _ in range(n)]


def test_a_games_numbers_do_not_depend_on_the_games_played_before_it_in_the_process():
    # a worker starting at game 70 (in the second block) deals game 70 what a worker playing 0..99 in order deals it
    alone = draws(Numbers(7).game(70), PER + 10)
    numbers = Numbers(7)
    for i in range(70):
        draws(numbers.game(i), 3 + i % 40)
    assert draws(numbers.game(70), PER + 10) == alone
    assert all(0.0 <= x < 1.0 for x in alone)


def test_games_and_seeds_draw_different_numbers():
    n = Numbers(3)
    firsts = [draws(n.game(i), 4) for i in range(2 * BLOCK)]
    assert len({tuple(x) for x in firsts}) == 2 * BLOCK
    assert draws(Numbers(4).game(5), 4) != draws(Numbers(3).game(5), 4)


def test_past_its_slice_a_game_goes_on_with_its_own_generator():
    # the block deals PER numbers to each game; the next come from a generator seeded with game_seed(seed, i)
    got = draws(Numbers(11).game(130), PER + 5)
    assert got[PER:] == draws(random.Random(game_seed(11, 130)), 5)
    assert got[:PER] != draws(Numbers(11).game(131), PER)
