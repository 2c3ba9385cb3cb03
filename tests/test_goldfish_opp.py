"""Issue 23, opp: the passive opponent's library and graveyard as counts (goldfish/opp.py, compile_opp.py,
audit_opp.py), on the real cards: its draws and discards, mills, decking it, counts of its graveyard, costs paid
from it; and the checker's rules for them."""
from __future__ import annotations

import random

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish import opp
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck
from goldfish_helpers import game


def no_breaches(db, *pairs, turns=12, games=150):
    setup = make_setup(None, deck(db, *pairs), turns=turns, health=10**6)
    checker = check_games(setup, None, games)
    assert not checker.breaches, checker.breaches[:3]
    return checker


def test_no_opponent_counts_for_a_deck_without_such_cards(db):
    cc = compile_cards([db["Voss Treebender"]])
    assert not cc.any_opp and game(cc).opp is None


def test_the_opponent_starts_with_53_cards_draws_one_and_discards_one_each_turn(db):
    cc = compile_cards([db["Banzai"], db["Voss Treebender"]])
    assert cc.any_opp and cc.verdict[0] == PLAYED
    g = game(cc, [1] * 20)
    assert g.opp == [53, 0]             # 60 (CR 100.1) less its opening hand of 7
    assert not opp.opp_turn(g, 1) and g.opp == [52, 1]
    g.opp[0] = 0
    assert opp.opp_turn(g, 5) and g.st.kills[5] == 1    # drawing from an empty deck: decked (410.6b)


def test_banzai_has_plus_1_atk_for_each_card_in_the_opposing_graveyard(db):
    cc = compile_cards([db["Banzai"]])
    assert cc.atk[0] == 0 and cc.verdict[0] == PLAYED
    setup = make_setup(None, deck(db, ("Banzai", 20)), turns=8, health=10**6)
    assert setup.first
    # seeded games: on each turn t after Banzai (Unique) entered, every ally in play attacks, the Voss Treebenders
    # (2 ATK) and Banzai with t - 1 cards in the opposing graveyard (one discarded at each of its turns: you are on
    # the play), e.g. "attacks with 9 ally(ies): 22 damage." on turn 7 with eight Voss Treebenders
    import re
    checked = 0
    for seed in range(4):
        lines, _ = trace_game(setup, seed=seed)
        t, played, in_play, banzai = 0, 0, 0, None      # allies played so far, in play as the turn starts
        for line in lines:
            if line.startswith("Turn "):
                t, in_play = int(line.split()[1].rstrip(":")), played
            elif line in ("  plays Voss Treebender (cost 1).", "  plays Banzai (cost 1)."):
                played += 1
                if "Banzai" in line:
                    assert banzai is None
                    banzai = t
            elif (m := re.fullmatch(r"  attacks with (\d+) ally\(ies\): (\d+) damage\.", line)) and banzai is not None \
                    and banzai < t:
                n, dealt = int(m[1]), int(m[2])
                assert n == in_play and dealt == 2 * (n - 1) + (t - 1), (seed, line)
                checked += 1
    assert checked >= 5
    no_breaches(db, ("Banzai", 20), turns=8)


def test_corrupted_furbolg_dies_when_the_opposing_graveyard_reaches_its_health(db):
    cc = compile_cards([db["Corrupted Furbolg"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.grave_hp[0] == 1 and cc.any_grave_hp
    g = game(cc, [1] * 20)
    g.opp[1] = 7
    g.enter(0, 1)
    assert g.a_c == [0]
    opp.opp_turn(g, 1)                   # its 8th card into its graveyard: 8 - 8 = 0 health
    assert g.a_c == [] and g.grave == [0]
    from deckcheck.wowtcg.goldfish.costs import usable
    assert not usable(g, 0)             # not played into a graveyard of 8: it would enter with no health
    checker = no_breaches(db, ("Corrupted Furbolg", 20), ("Miner Stonedeep", 6))
    assert checker.checked["opp_grave_hp"] > 0


def test_miner_stonedeep_mills_five_at_the_start_of_each_turn(db):
    cc = compile_cards([db["Miner Stonedeep"]])
    assert cc.verdict[0] == PLAYED and cc.mill_t[0] == (5, 0, 0)
    g = game(cc, [0] * 20)
    g.enter(0, 1)
    opp.turn_start(g)
    assert g.opp == [48, 5]
    g.opp[0] = 3
    opp.turn_start(g)
    assert g.opp == [0, 8]               # as many as there are


def test_alana_removes_the_top_half_rounded_up_and_decks_the_opponent(db):
    cc = compile_cards([db["Alana the Woebringer"]])
    assert cc.verdict[0] == PLAYED and cc.mill_t[0] == (0, 1, 1)
    g = game(cc, [0] * 20)
    g.enter(0, 1)
    opp.turn_start(g)
    assert g.opp == [26, 0]              # 27 of 53 removed from the game, none into its graveyard
    setup = make_setup(None, deck(db, ("Alana the Woebringer", 20)), turns=14, health=10**6)
    lines, kill = trace_game(setup, seed=3)
    assert kill > 0 and any("decked, it loses" in line for line in lines)
    checker = no_breaches(db, ("Alana the Woebringer", 20), turns=14)
    assert checker.checked["mill"] > 0 and checker.checked["opp_turn"] > 0


def test_a_decking_win_counts_as_a_kill(db):
    setup = make_setup(None, deck(db, ("Alana the Woebringer", 20)), turns=14, health=10**6)
    st = Stats(14, len(setup.cc))
    kills = [play_game(setup.cc, list(setup.deck), setup.policy, random.Random(s), st, health=10**6) for s in range(30)]
    assert sum(k > 0 for k in kills) == sum(st.kills) > 0


def test_stormwind_investigator_and_pathfinder_fansal(db):
    # Pathfinder Fansal: "At the start of your turn, you may look at the top card of target player's deck. You may put
    # it into its owner's graveyard": played on your own deck, a look at your top card before each draw (a scry: the
    # bottom for the graveyard), which speeds the kill; the opponent milled one card a turn only nears decking it
    # (sample audit seed 20270328). Its Death Rattle mills the opponent
    cc = compile_cards([db["Stormwind Investigator"], db["Pathfinder Fansal"]])
    assert cc.verdict == [PLAYED, PLAYED] and cc.mill_e[0] == 1 and cc.mill_t[1] is None and cc.mill_d[1] == 1
    assert cc.turn_scry[1] == 1
    g = game(cc, [0] * 20)
    g.enter(0, 1)
    assert g.opp == [52, 1]              # as it enters
    g.enter(1, 1)
    opp.turn_start(g)
    assert g.opp == [52, 1]              # (no mill at the start of your turn)
    g.leave(1, True)                     # Death Rattle: the opponent's top card into its graveyard
    assert g.opp == [51, 2]
    no_breaches(db, ("Stormwind Investigator", 10), ("Pathfinder Fansal", 10))


def test_misery_spends_what_is_left_on_its_x_power(db):
    cc = compile_cards([db["Misery"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_x[0] and cc.stays[0] and cc.value[0]
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.avail = 3
    opp.mill_powers(g)
    assert g.avail == 0 and g.opp == [50, 3]
    g.avail, g.opp[0] = 3, 0
    opp.mill_powers(g)
    assert g.avail == 3                  # an empty deck: no effect, not used
    checker = no_breaches(db, ("Misery", 6))
    assert checker.checked["mill"] > 0


def test_hungry_ghoul_attacks_only_with_two_opposing_cards_removed(db):
    cc = compile_cards([db["Hungry Ghoul"]])
    assert cc.verdict[0] == PLAYED and cc.cant_attack[0] and cc.grave_att[0] == 2
    setup = make_setup(None, deck(db, ("Hungry Ghoul", 20)), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    assert any("2 card(s) in the opposing graveyard removed" in line for line in lines)
    checker = no_breaches(db, ("Hungry Ghoul", 20), turns=8)
    assert checker.checked["grave_att"] > 0


def test_anubarak_comes_back_from_the_graveyard_for_six_opposing_cards(db):
    cc = compile_cards([db["Anub'arak, The Traitor King"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.opp_back[0] == (2, 6)
    g = game(cc, [1] * 20)
    g.grave = [0]
    g.avail, g.opp[1] = 2, 5
    opp.back(g)
    assert g.a_c == [] and g.grave == [0]        # five: not enough
    g.opp[1] = 6
    opp.back(g)
    assert g.a_c == [0] and g.grave == [] and g.avail == 0 and g.opp[1] == 0


def test_the_checker_catches_a_mill_the_text_does_not_say_and_a_false_decking(db):
    cc = compile_cards([db["Miner Stonedeep"], db["Voss Treebender"]])
    ch = Checker(cc, None)
    ch.new_game()
    ch(("mill", 1, 5, 0, 0, 53, 48, 0, 5))       # Voss Treebender mills nothing
    ch(("opp_turn", 1, 48, 5, 1))                # decked with cards left
    assert len(ch.breaches) == 2
    ch = Checker(cc, None)
    ch.new_game()
    ch(("mill", 0, 5, 0, 0, 53, 48, 0, 5))
    ch(("opp_turn", 1, 48, 5, 0))
    ch(("mill", 0, 5, 0, 0, 47, 42, 6, 8))       # its graveyard should hold 11
    assert len(ch.breaches) == 1


def test_records_of_the_family(db):
    assert flat_effects(db["Miner Stonedeep"].effects) == [{"do": "mill", "n": 5, "when": "turn_start"}]


def test_lesson_of_the_grave_takes_an_ally_in_your_graveyard_for_a_ghoul(db):
    from deckcheck.wowtcg.goldfish import play
    from deckcheck.wowtcg.goldfish.costs import playable
    cc = compile_cards([db["Lesson of the Grave"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.alt[0] is not None
    g = game(cc, [1] * 20)
    g.res = g.avail = 3
    g.hand = [0]
    assert not playable(g, 0)            # no ally in your graveyard (the opponent's cards are unknown): no target
    g.grave = [1]
    assert playable(g, 0)
    play.play(g, 0, 0, 3)
    assert g.grave == [0] and len(g.a_c) == 1 and cc.names[g.a_c[0]] != "Voss Treebender"   # the Ghoul token


def test_lorekeeper_darian_mills_the_whole_deck_instead_of_attacking_when_it_can(db):
    cc = compile_cards([db["Lorekeeper Darian"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.mill_x[0]
    g = game(cc, [1] * 20)
    g.enter(0, 1)
    g.t, g.avail = 2, 5
    g.opp[0] = 6
    assert not opp.decks_now(g, 0, 0) and g.avail == 5      # 6 cards left: it attacks
    g.opp[0] = 4
    assert opp.decks_now(g, 0, 0) and g.avail == 1 and g.opp == [0, 4]
    assert opp.opp_turn(g, 2)                                # decked at its draw
    g2 = game(cc, [1] * 20)
    g2.enter(0, 2)
    g2.t, g2.avail, g2.opp[0] = 2, 5, 4
    assert not opp.decks_now(g2, 0, 0)                       # not the turn it entered (CR 302.2)
    checker = no_breaches(db, ("Lorekeeper Darian", 10), ("Alana the Woebringer", 10), turns=14)
    assert checker.checked["mill"] > 0


def test_call_of_yogg_saron_leaves_the_opponent_four_draws_then_destroys_its_hero(db):
    from deckcheck.wowtcg.goldfish import play
    from deckcheck.wowtcg.goldfish.costs import playable
    cc = compile_cards([db["Call of Yogg-Saron"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.yogg[0] == 4 and cc.stays[0]
    events = []
    g = game(cc, [1] * 20, audit=events.append)
    opp.opp_turn(g, 1)
    g.res = g.avail = 8
    g.hand = [0, 0]
    assert playable(g, 0)
    play.play(g, 0, 0, 8)
    assert g.opp[:3] == [0, 1 + 52 + 7 - 4, 4] and g.perms == [0]
    assert opp.hand(g) == 0              # (dots: its hand went too; o[3] - o[2], the cards it drew since)
    assert not playable(g, 0)            # a second one does nothing
    assert not opp.opp_turn(g, 2) and opp.hand(g) == 1
    assert not any(opp.opp_turn(g, t) for t in range(3, 6))     # four cards removed: four draws
    assert opp.opp_turn(g, 6) and g.st.kills[6] == 1            # none left: its hero is destroyed
    ch = Checker(cc, None)
    ch.new_game()
    for ev in events:
        if ev[0] in ("opp_turn", "yogg"):
            ch(ev)
    assert not ch.breaches, ch.breaches


def test_grim_touch_mills_three_as_the_ally_attacks_and_gives_assault_per_opposing_card(db):
    cc = compile_cards([db["Grim Touch"]])
    assert cc.verdict[0] == PLAYED and cc.touch[0] == 1 and cc.mill_a[0] == 3 and cc.stays[0]
    setup = make_setup(None, deck(db, ("Grim Touch", 12)), turns=10, health=10**6)
    assert setup.first
    # seeded games where Grim Touch is played (on turn t): its ally attacks at once and mills 3, then has Assault
    # for each card in the opposing graveyard: t - 1 discarded at the opponent's turns and the 3 milled (e.g.
    # Assault 7 on turn 5)
    import re
    seen = 0
    for seed in range(8):
        lines, _ = trace_game(setup, seed=seed)
        i = next((i for i, line in enumerate(lines) if "plays Grim Touch" in line), None)
        if i is None:
            continue
        t = int(next(x for x in reversed(lines[:i]) if x.startswith("Turn ")).split()[1].rstrip(":"))
        after = [line.strip() for line in lines[i:i + 6]]
        mill = [m for x in after if (m := re.fullmatch(r"Grim Touch: the top 3 card\(s\) of the opposing deck put "
                                                     r"into its graveyard \((\d+) left in it, (\d+) in its graveyard\)\.", x))]
        assert len(mill) == 1, (seed, after)
        grave = int(mill[0][2])
        assert grave == (t - 1) + 3 and int(mill[0][1]) == 53 - grave, (seed, after)
        assert f"Voss Treebender has Assault {grave} (the opposing graveyard)." in after, (seed, after)
        seen += 1
    assert seen >= 3
    checker = no_breaches(db, ("Grim Touch", 12), turns=10)
    assert checker.checked["mill"] > 0


def test_lorekeeper_darian_decks_the_opponent_in_a_game(db):
    setup = make_setup(None, deck(db, ("Lorekeeper Darian", 10), ("Alana the Woebringer", 10)), turns=14,
                       health=10**6)
    # (a scan of seeded games: one in four or so has Darian's power used and the opposing deck run out)
    games = [trace_game(setup, seed=s) for s in range(12)]
    assert any(any("instead of attacking" in line for line in lines) and kill > 0 for lines, kill in games)


def test_allies_removing_opposing_cards_from_the_game_as_they_enter(db):
    # Cedric Darwin ("When this ally enters play, you may search target player's deck for a card and remove it from the
    # game") and High Arcanist Eldrissa ("... remove the top three cards of target opponent's deck from the game face
    # down") were no bearing, though the engine counts the opposing deck (decking it wins, CR 410.6b): its library
    # is 1 and 3 cards shorter as they enter, its graveyard unchanged.
    for name, n in (("Cedric Darwin", 1), ("High Arcanist Eldrissa", 3)):
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED and cc.any_opp and cc.mill_ex[0] == n, name
        g = game(cc, [0] * 20)
        g.enter(0, 1)
        assert g.opp == [53 - n, 0], name
    no_breaches(db, ("Cedric Darwin", 15), ("High Arcanist Eldrissa", 15), games=60)
