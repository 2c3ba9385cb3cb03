"""The random numbers of goldfish games. Game number i of a run seeded s draws the same numbers whatever the
workers, the chunks and the deck: a run gives the same results however it is split, and decks played in lockstep
(`runner.tally_range`) meet the same draws game by game.

Seeding a Mersenne Twister costs about as much as a hundred of its numbers (4 µs), and a game draws about 20. So one generator,
seeded once for a block of BLOCK games, deals each game of the block its own slice of PER numbers; a game that needs
more goes on with a generator of its own, seeded with `game_seed` (few games do)."""
from __future__ import annotations

import random
from itertools import chain, islice

BLOCK = 64      # games per block (one seeding)
PER = 32        # numbers dealt to each game of a block before it needs its own generator


def game_seed(seed: int, game: int) -> int:
    """The seed of game number `game` in a run seeded `seed` (independent of workers and chunks)."""
    return (seed * 0x9E3779B1 + game * 0x85EBCA77 + 0x27D4EB2F) & 0xFFFFFFFFFFFF


class GameRandom:
    """What `engine.play_game` draws from: `random()`, uniform in [0, 1), like `random.Random`'s."""
    __slots__ = ("random",)

    def __init__(self, draw) -> None:
        self.random = draw


def _more(seed: int):
    """The numbers of a game past its slice: its own generator, seeded only if it is reached."""
    draw = random.Random(seed).random
    while True:
        yield draw()


class Numbers:
    """The numbers of every game of a run seeded `seed` (`game(i)`); keeps the last block dealt."""
    __slots__ = ("seed", "block", "dealt")

    def __init__(self, seed: int) -> None:
        self.seed, self.block, self.dealt = seed, -1, []

    def game(self, i: int) -> GameRandom:
        b, k = divmod(i, BLOCK)
        if b != self.block:
            draw = random.Random(game_seed(self.seed, b) | 1 << 48).random    # (never a game's own seed)
            self.dealt = list(islice(iter(draw, None), BLOCK * PER))     # (BLOCK * PER calls of draw)
            self.block = b
        k *= PER
        return GameRandom(chain(self.dealt[k:k + PER], _more(game_seed(self.seed, i))).__next__)
