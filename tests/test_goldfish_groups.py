"""Issue 23, group bonuses: ongoing ATK to a group ("Heroes and allies you control have Assault 2", "allies you
control have Assault 1 while ...", "Monster heroes and allies you control have +2 ATK this turn"), put in force only
while their card is in play, for the hero only when it is of the group; a card whose second ongoing bonus the
engine can't hold is not reported played."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED, TO_PARTY
from deckcheck.wowtcg.goldfish.combat import Fight, attack_value, hero_strikes
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import play_game
from deckcheck.wowtcg.goldfish.runner import make_setup
from test_goldfish_conditions import game_of
from test_goldfish_kinds import deck


def hero_attack(g) -> int:
    f = Fight()
    hero_strikes(g, f)
    return f.hero_a


def test_riveted_abomination_leggings_give_your_hero_and_allies_assault_2_while_in_play(db):
    # "Heroes and Allies you control have Assault 2": +2 on each of your attacks, your hero's too, while it is in play
    g = game_of(db, "Riveted Abomination Leggings", "Voss Treebender")
    assert g.cc.verdict[0] == PLAYED and g.cc.ong_to[0] == TO_PARTY
    g.enter(1, 1)
    base = attack_value(g, 0, 1)
    assert hero_attack(g) == 0
    g.enter(0, 1)
    assert attack_value(g, 0, 1) == base + 2
    assert hero_attack(g) == 2
    g.leave(g.perms.index(0), False)
    assert attack_value(g, 0, 1) == base and hero_attack(g) == 0
