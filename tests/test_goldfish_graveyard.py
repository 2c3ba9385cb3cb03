"""Issue 23, the graveyard (`goldfish/graveyard.py`): a quest destroyed to complete it, cards put back from the
graveyard (as an ally enters, by a weapon destroying itself, by a power used from the graveyard), an ability played
once more from the graveyard, tokens under a graveyard count, an attachment's draw when its ally is destroyed. Real
cards of the bundled and official decks; each test checks what a player would see, and the invariant checker."""
from __future__ import annotations

import random
from types import SimpleNamespace

from deckcheck.wowtcg.goldfish import graveyard, powers, turn
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.combat import combat
from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats
from deckcheck.wowtcg.goldfish.play import play
from deckcheck.wowtcg.goldfish.policies import CURVE
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.state import Game
from test_goldfish_kinds import deck

NAMES = ("Into the Maw of Madness", "Andrews the Just", "Reanimator's Hacker", "Arcane Barrage", "Fan of Knives",
         "Baru Gravehorn", "Blessing of Cenarius")


def game(cc, checker=None, res=0):
    """A game with `res` ready resources (the checker counts them too)."""
    g = Game(cc, [], CURVE, random.Random(1), Stats(8, len(cc)), health=10**6, first=True, hero_atk=0,
             log=None, watch=None, drawn=None, audit=checker)
    if checker is not None:
        checker.new_game()
        checker.res = checker.ready = res
    g.res = g.avail = res
    return g


def lines_of(setup, seeds):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def no_breach(setup, games=200):
    checker = check_games(setup, None, games)
    assert checker.breaches == []
    return checker


def test_the_cards_are_played(db):
    for name in NAMES:
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name


def completions(db, name, prefix):
    """A deck of 12 copies of the quest `name`: each completion's trace and place, and the setup (checked)."""
    setup = make_setup(None, deck(db, (name, 12)), turns=8, health=10**6)
    found = [(lines, i) for lines in (trace_game(setup, seed=seed)[0] for seed in range(4))
             for i, line in enumerate(lines) if line.startswith(f"  completes {name}{prefix}")]
    assert found
    no_breach(setup)
    return found


def test_a_quest_destroyed_to_complete_it_leaves_the_resource_row(db):
    # Into the Maw of Madness: "Destroy Into the Maw of Madness to complete this quest. Reward: Draw a card."
    for lines, i in completions(db, "Into the Maw of Madness", ""):
        gone = lines[i + 1]
        assert gone.startswith("    destroys Into the Maw of Madness to complete it (")
        left = int(gone.split("(")[1].split()[0])
        assert left >= 1            # (the deck's dearest card costs 1: a resource is spared only then)
        assert lines[i + 2].startswith("    draws ")
        nxt = next(x for x in lines[i:] if x.startswith("Turn "))
        assert f"ready step, {left} resource(s) ready" in nxt or f"ready step, {left + 1} resource" in nxt


def test_a_quest_destroyed_waits_for_a_resource_to_spare(db):
    cc = compile_cards([db["Into the Maw of Madness"], db["Voss Treebender"], db["Andrews the Just"]])
    assert cc.qdestroy[0] and cc.top_cost == 5
    g = game(cc)
    g.res = g.avail = 5
    assert not graveyard.can_spare(g, 0)   # Andrews the Just costs 5: no resource to spare at 5
    g.res = 6
    assert graveyard.can_spare(g, 0)


def test_an_ally_puts_an_attachment_from_the_graveyard_into_the_hand(db):
    # Andrews the Just: "When this ally enters play, you may put target attachment from your graveyard into your
    # hand"; Blessing of Cenarius attaches, Voss Treebender does not
    cc = compile_cards([db["Andrews the Just"], db["Blessing of Cenarius"], db["Voss Treebender"]])
    g = game(cc, Checker(cc, None), 5)
    g.grave, g.hand = [2, 1], [0]
    play(g, 0, 0, 5)
    assert g.hand == [1] and g.grave == [2] and g.a_c == [0]
    g = game(cc)
    g.grave, g.hand, g.res, g.avail = [2], [0], 5, 5
    play(g, 0, 0, 5)                    # no attachment there: the ally is played all the same
    assert g.hand == [] and g.grave == [2] and g.a_c == [0]


def test_a_weapon_destroys_itself_for_an_ally_only_for_a_better_weapon(db):
    # Reanimator's Hacker (ATK 3): "2, Destroy this weapon -> Put target ally from your graveyard into your hand"
    cc = compile_cards([db["Reanimator's Hacker"], db["Voss Treebender"], db["Crimson Cranium Crusher"],
                        db["Blessing of Cenarius"]])
    fight = SimpleNamespace(att_js=[])
    checker = Checker(cc, None)
    g = game(cc, checker, 4)
    g.enter(0, 1)
    g.grave = [3, 1]
    g.hand = [3]
    powers.costly_powers(g, fight)        # no better weapon in hand: kept
    assert g.weapons == [0] and g.avail == 4
    g.hand = [2]                          # Crimson Cranium Crusher (ATK 4, one-handed Melee)
    powers.costly_powers(g, fight)
    assert g.weapons == [] and g.avail == 2 and g.hand == [2, 1] and g.grave == [3, 0]
    assert checker.breaches == []
    g = game(cc)
    g.res = g.avail = 4
    g.enter(0, 1)
    g.grave, g.hand = [3], [2]            # no ally in the graveyard (CR 707.1d): not used
    powers.costly_powers(g, fight)
    assert g.weapons == [0] and g.avail == 4


def test_an_ability_is_played_once_more_from_the_graveyard_then_removed(db):
    # Arcane Barrage: "Your hero deals 4 arcane damage ... You may play this ability from your graveyard. If you do,
    # the next time it would enter a graveyard from anywhere, remove it from the game instead."
    cc = compile_cards([db["Arcane Barrage"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, checker, 4)
    g.grave = [0, 1]
    turn.after_combat(g)
    assert g.turn_dmg == 4 and g.grave == [1] and g.hand == [] and g.avail == 0
    g.res = g.avail = 3                   # not affordable: it stays in the graveyard
    g.grave = [0]
    turn.after_combat(g)
    assert g.grave == [0] and g.hand == [] and checker.breaches == []
    setup = make_setup(None, deck(db, ("Arcane Barrage", 15)), turns=10, health=10**6)
    lines = lines_of(setup, range(3))
    assert any(line == "    Arcane Barrage was played from the graveyard: removed from the game." for line in lines)
    for seed in range(3):                  # each copy is played at most twice
        plays = [x for x in trace_game(setup, seed=seed)[0] if x.startswith("  plays Arcane Barrage")]
        assert len(plays) <= 30
    no_breach(setup)


def test_a_power_from_the_graveyard_puts_the_ability_back_for_a_spare_weapon(db):
    # Fan of Knives: "On your turn: Discard a weapon -> Put this ability from your graveyard into your hand."
    cc = compile_cards([db["Fan of Knives"], db["Reanimator's Hacker"], db["Abomination Knuckles"],
                        db["Crimson Cranium Crusher"]])
    checker = Checker(cc, None)
    g = game(cc, checker)
    g.enter(1, 1)                         # Reanimator's Hacker in play (ATK 3)
    g.grave = [0]
    g.hand = [3]                          # a better weapon: the engine plays it, never discards it
    graveyard.back_from_grave(g)
    assert g.grave == [0] and g.hand == [3]
    g.hand = [3, 2]                       # Abomination Knuckles (ATK 1): of no use with the Hacker in play
    graveyard.back_from_grave(g)
    assert g.grave == [2] and g.hand == [3, 0] and checker.breaches == []
    g = game(cc)
    g.grave, g.hand = [0], [2]            # no weapon in play: the weapon in hand is of use
    graveyard.back_from_grave(g)
    assert g.grave == [0]
    setup = make_setup(None, deck(db, ("Fan of Knives", 12), ("Reanimator's Hacker", 4), ("Abomination Knuckles", 10)),
                       turns=10, health=10**6)
    assert any(" from the graveyard into the hand." in line and line.startswith("  discards Abomination Knuckles")
               for line in lines_of(setup, range(4)))
    no_breach(setup)


def test_a_token_comes_only_with_three_allies_in_the_graveyard(db):
    # Baru Gravehorn: "When this ally enters play, if there are three or more allies in your graveyard, you may put
    # a 3/3 Ghoul ally token into play"
    cc = compile_cards([db["Baru Gravehorn"], db["Voss Treebender"], db["Arcane Barrage"]])
    tid = cc.token[0][1]
    assert cc.names[tid].startswith("3/3 Ghoul")
    for grave, tokens in (([1, 1, 2, 2], 0), ([1, 1, 1], 1)):
        checker = Checker(cc, None)
        g = game(cc, checker, 6)
        g.grave, g.hand = list(grave), [0]
        play(g, 0, 0, 6)
        assert g.a_c.count(tid) == tokens and checker.breaches == []
    checker = Checker(cc, None)
    checker.new_game()
    checker(("tcond", 0, (1, 1), ()))
    assert checker.breaches


def test_an_attachment_draws_when_its_ally_is_destroyed(db):
    # Blessing of Cenarius: "Attach to target ally. Ongoing: Attached ally has +1 / +1. When attached ally is
    # destroyed, you may draw a card."
    cc = compile_cards([db["Blessing of Cenarius"], db["Voss Treebender"]])
    checker = Checker(cc, None)
    g = game(cc, checker, 2)
    g.lib = [1] * 10
    g.enter(1, 1)
    g.enter(1, 1)
    g.hand = [0]
    play(g, 0, 0, 1)
    j = g.a_att.index(1)
    g.leave(1 - j, True)                   # the other ally destroyed: nothing
    assert g.hand == []
    g.leave(0, True)                       # the blessed one destroyed: a card
    assert g.hand == [1] and checker.breaches == []
    g = game(cc)
    g.lib = [1] * 10
    g.res = g.avail = 2
    g.enter(1, 1)
    g.hand = [0]
    play(g, 0, 0, 1)
    g.leave(0, True, destroyed=False)     # returned to its owner's hand: not destroyed
    assert g.hand == [] and g.att_links == {}
    g.enter(1, 1)
    g.hand = [0]
    g.avail = 1
    play(g, 0, 0, 1)
    g.leave(g.perms.index(0), False)      # the Blessing itself destroyed (for a cost): its ally's death draws nothing
    g.leave(0, True)
    assert g.hand == [] and g.att_links == {}
    # in games, your own sweep (Engulfing Blaze: 3 damage to each hero and ally) destroys the blessed ally
    setup = make_setup(None, deck(db, ("Blessing of Cenarius", 15), ("Engulfing Blaze", 10)), turns=10, health=10**6)
    assert any(line.startswith("    Blessing of Cenarius: its ally was destroyed (1 card(s), 0 damage)")
               for line in lines_of(setup, range(6)))
    no_breach(setup)


def test_the_checker_catches_the_graveyard_cheats(db):
    cc = compile_cards([db["Arcane Barrage"], db["Dreadsteed of Xoroth"], db["Blessing of Cenarius"],
                        db["Voss Treebender"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 2))
    checker(("quest_gone", 1, 0, 0))      # Dreadsteed of Xoroth says nothing of destroying itself
    assert any("which its text does not say" in b for b in checker.breaches)
    checker(("lent", 3, (3,)))            # Voss Treebender can't be played from the graveyard
    assert any("which its text does not allow" in b for b in checker.breaches)
    checker(("exiled", 0))                # removed from the game without being played from the graveyard
    assert any("not played from the graveyard" in b for b in checker.breaches)
    checker(("lent", 0, (0,)))
    checker(("end", 2, 1))                # still in hand from the graveyard at the end of the turn
    assert any("still in hand from the graveyard" in b for b in checker.breaches)
    checker(("att_death", 2, 7))          # drew for an ally it was not attached to
    assert any("triggered for an ally it was not attached to" in b for b in checker.breaches)


def test_quests_destroying_resources_to_complete(db):
    # The Last Line of Defense: "Destroy a resource you control to complete this quest. Reward: Draw a card." (the
    # quest may be that resource); Falling to Corruption: "Destroy two of your resources and pay 1 ... Draw two cards."
    cc = compile_cards([db["The Last Line of Defense"], db["Falling to Corruption"], db["Voss Treebender"]])
    assert cc.qdestroy[:2] == [1, 2] and cc.verdict[:2] == [PLAYED, PLAYED]
    for lines, i in completions(db, "Falling to Corruption", " (pays 1)"):
        res = int(lines[i + 1].split("(")[1].split()[0])
        before = int(next(x for x in reversed(lines[:i]) if x.startswith("Turn ")).split(", ")[1].split()[0])
        assert lines[i + 1].startswith("    destroys Falling to Corruption") and res >= 1
        assert lines[i + 2].startswith("    draws ") and lines[i + 3].startswith("    draws ")
        assert res <= before + 1 - 2        # (a resource placed this turn at most, two destroyed)


def test_an_attachment_deals_damage_or_makes_tokens_as_its_ally_is_destroyed(db):
    # Favor of the Elements: "When attached ally is destroyed, your hero deals 3 fire damage to target hero";
    # Favor of Nature: "... put two 1/1 Treant ally tokens into play"
    cc = compile_cards([db["Favor of the Elements"], db["Favor of Nature"], db["Voss Treebender"]])
    g = game(cc, Checker(cc, None), 4)
    g.enter(2, 1)
    g.hand = [0, 1]
    play(g, 0, 0, 2)
    play(g, 1, 0, 2)
    g.leave(0, True)
    assert g.turn_dmg == 3 and len(g.a_c) == 2 and all(x >= cc.ndeck for x in g.a_c)
    assert g.audit.breaches == []
    setup = make_setup(None, deck(db, ("Favor of the Elements", 15), ("Engulfing Blaze", 10)), turns=10, health=10**6)
    assert any(line.startswith("    Favor of the Elements: its ally was destroyed (0 card(s), 3 damage)")
               for line in lines_of(setup, range(6)))
    no_breach(setup)


def test_an_artifact_weapon_is_played_again_from_the_graveyard(db):
    # Twinblade of the Phoenix (2H, ATK 4): "You can play Twinblade of the Phoenix from your graveyard."
    cc = compile_cards([db["Twinblade of the Phoenix"], db["Voss Treebender"]])
    assert cc.from_grave[0] == 1
    checker = Checker(cc, None)
    g = game(cc, checker, 6)
    g.grave = [0, 1]
    turn.main_phase(g)
    assert g.weapons == [0] and g.grave == [1] and g.avail == 1 and checker.breaches == []
    g.leave(0, False)                     # destroyed: back in the graveyard, and played from there again
    g.avail = 6
    checker.ready = 6
    turn.main_phase(g)
    assert g.weapons == [0] and checker.breaches == []
    checker(("artifact", 1, (1,)))        # Voss Treebender is no Artifact
    assert checker.breaches


def test_a_token_that_cant_ready_attacks_only_when_a_power_readies_it(db):
    # Deathlord Jones: "When this ally enters play, put a 3/3 Unique Ghoul ally token named Brode into play exhausted
    # with 'This ally can't ready during its controller's ready step.' Once per turn, on your turn: 3 -> This ally
    # deals 3 shadow damage to target hero or ally. Ready a Ghoul you control."
    cc = compile_cards([db["Deathlord Jones"], db["Voss Treebender"]])
    brode = cc.token[0][1]
    assert cc.names[brode] == "Brode" and cc.asleep[brode] and cc.unique[brode] and cc.wake[0][:2] == (3, 3)
    setup = make_setup(None, deck(db, ("Deathlord Jones", 12)), turns=9, health=10**6)
    lines = lines_of(setup, range(4))
    uses = [x for x in lines if x.startswith("  uses Deathlord Jones's power (pays 3): 3 damage")]
    assert any(x.endswith(", readies Brode.") for x in uses)
    # (the checker: once a turn for each Jones, one Brode in play at most (Unique), Brode attacking only once readied)
    assert uses
    no_breach(setup)
    # without resources for the power, Brode never attacks
    checker = Checker(cc, None)
    g = game(cc, checker, 2)
    g.enter(0, 1)
    g.enter(brode, 1)
    g.t = 3
    f = combat(g)
    assert len(f.attackers) == 1          # Jones alone
    checker(("turn", 4))
    checker(("wake", 0, 1, 2))
    checker(("wake", 0, 1, 2))            # a second use this turn
    assert any("once-a-turn power used twice" in b for b in checker.breaches)
    fresh = Checker(cc, None)
    fresh.new_game()
    fresh(("turn", 4))
    fresh(("enter", 2, brode, 1))
    fresh(("attack", 2, brode, 1, 4, ""))  # Brode attacks, never readied
    assert any("can't attack" in b for b in fresh.breaches)
