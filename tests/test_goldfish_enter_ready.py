"""An ally that readies a hero or ally of yours as it enters (issue 23, the Horde Paladin 2013 starter deck): Tempest,
Son-of-Storms (an Instant ally, "When Tempest enters play, ready a hero or ally in your party"), played in combat
after your attacks so that the one that hits hardest attacks again (CR 602.1: attacking exhausts it; readied, it can
attack again), never played for it when nothing of yours attacked; and the checker's rule for it."""
from __future__ import annotations

import re

from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from deckcheck.wowtcg.goldfish.turn import NEVER, card_tier
from test_coverage_abilities_engine import audited
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck
from test_goldfish_readying2 import checker_of

TEMPEST = "Tempest, Son-of-Storms"
PLAYS = f"  plays {TEMPEST} (cost 7)."


def _setup(db, *pairs, turns=10):
    return make_setup(None, deck(db, *pairs), turns=turns, health=10**6)


def test_tempest_is_played_and_held_for_combat(db):
    cc = compile_cards([db[TEMPEST]])
    assert cc.verdict[0] == PLAYED and cc.enter_ready[0] == 1
    assert card_tier(cc, 0) == NEVER         # not before combat: after the attacks it readies one
    assert cc.any_ready and cc.any_enter_ready


def test_tempest_readies_the_attacker_that_hit_hardest_and_it_attacks_once_more(db):
    # seeded traces: Tempest is played after the attacks of the turn (Voss Treebender, 1 ATK, attacks as soon as
    # it can), one attacker readies and attacks again: the combat's damage counts one more attack (it happens in
    # about one game in 15: the scan goes on until it has seen three)
    setup = _setup(db, (TEMPEST, 12))
    seen = 0
    for seed in range(400):
        if seen >= 3:
            break
        lines, _ = trace_game(setup, seed=seed)
        for turn in turns_of(lines):
            if PLAYS not in turn:
                continue
            i = turn.index(PLAYS)
            ready = turn[i + 1] if i + 1 < len(turn) else ""
            m = re.match(rf"    {re.escape(TEMPEST)} readies (.+), which attacks again: (\d+)\.", ready)
            if m is None:
                continue
            seen += 1
            hits = [x for x in turn if x.startswith("  attacks with")]
            assert hits and turn.index(hits[0]) > i        # played in combat, before its damage
            assert int(m.group(2)) >= 1
    assert seen, "Tempest never readied an attacker"


def test_tempest_events_pass_the_checker_and_ready_an_attacker_once(db):
    setup = _setup(db, (TEMPEST, 12), turns=11)
    events, _ = audited(setup, games=150)
    uses = [k for k, ev in enumerate(events) if ev[0] == "enter_ready"]
    assert uses
    for k in uses:
        _c, src, uid = events[k][1:]
        assert uid >= 0 and uid != src
        assert events[k + 1][:2] == ("readied", uid) and events[k + 2][:2] == ("attack", uid)
        # it attacked this turn before Tempest readied it
        turn_start = max(j for j in range(k) if events[j][0] == "turn")
        assert any(ev[0] == "attack" and ev[1] == uid for ev in events[turn_start:k])


def test_tempest_is_not_played_for_its_readying_when_nothing_attacked(db):
    # only Tempests (7 each): on the turn the first is played nothing of yours is in play to attack, so it enters
    # after combat as an ally and readies nothing; the next turn it attacks, and a second Tempest readies it
    setup = _setup(db, (TEMPEST, 60), turns=12)
    lines, _ = trace_game(setup, seed=3)
    turns = [t for t in turns_of(lines) if PLAYS in t]
    assert turns
    first = turns[0]
    assert not any("attacks with" in x for x in first)
    assert not any("readies" in x and TEMPEST in x for x in first)
    later = [t for t in turns[1:] if any("attacks with" in x for x in t)]
    assert any(any(f"{TEMPEST} readies {TEMPEST}, which attacks again: 5." == x.strip() for x in t) for t in later)


def test_the_checker_refuses_a_readying_as_it_enters_out_of_rule(db):
    setup = _setup(db, (TEMPEST, 10), turns=4)
    tempest, voss = setup.cc.names.index(TEMPEST), setup.cc.names.index("Voss Treebender")
    checker = checker_of(setup, voss)
    checker(("turn", 2))
    checker(("enter", 2, tempest, 2))
    checker(("enter_ready", tempest, 2, 1))            # Voss did not attack this turn
    assert any("did not attack" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("attack", 1, voss, 1, 2, ""))
    checker(("enter_ready", tempest, 2, 1))            # a second readying by the same Tempest
    assert any("second" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("enter_ready", voss, 1, 1))               # Voss's text readies nothing
    assert any("text does not say" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("readied", 1, tempest))
    checker(("attack", 1, voss, 1, 2, ""))
    checker(("attack", 1, voss, 1, 2, ""))            # readied once: one more attack only
    assert any("exhausted" in b for b in checker.breaches)
    checker.breaches.clear()
    checker(("enter", 3, tempest, 2))
    checker(("enter_ready", tempest, 3, -1))           # your hero: it did not attack this turn
    checker(("end", 2, 0))
    assert any("your hero" in b for b in checker.breaches)
