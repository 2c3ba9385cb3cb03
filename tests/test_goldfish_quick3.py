"""Issue 23, quick wins among the unmodelled abilities (quick3): records read again against their text, played
with the existing vocabulary (and `when: opp_discard`, the passive opponent's discard down to seven). Real cards;
each test checks the engine's verdict or what a player would see in a seeded game."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck


def lines_of(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def test_verdicts(db):
    # (Cat Form left this list: its "when destroyed, you may pay 2 ... put it into your hand" rider has no action in
    # the engine, so it is unmodelled since the unread-record audit, slice 9: test_goldfish_audit_g9)
    for name in ("Hexamorph", "Water Walking", "Shred", "Pact of Shadow"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    # Seal of Justice exhausts a target hero or ally (and keeps it exhausted): once read as changing nothing against
    # the passive opponent; since the exhaust family (exhaust.py) the payoffs of an exhausted opposing hero are played,
    # and its strike-triggered form isn't read: unmodelled (sample audit, seed 20270148).
    assert compile_cards([db["Seal of Justice"]]).verdict[0] == UNMODELLED


def test_an_opponents_discard_deals_damage_at_the_start_of_your_turn(db):
    # Pact of Shadow: "When an opponent discards a card, your hero deals 3 shadow damage to target hero or ally": the
    # passive opponent discards one card down to seven in each of its turns, so 3 damage before each of yours.
    # Seeded games (Pact of Shadow costs 7: in about one game in four one is played before the last turn): none of
    # this damage until a Pact is played, then 3 for each Pact in play at the start of each of your turns.
    from test_goldfish_families import turns_of
    setup = make_setup(None, deck(db, ("Pact of Shadow", 20)), turns=10, health=10**6)
    seen = 0
    for seed in range(16):
        pacts = 0                           # Pacts of Shadow in play as the turn starts
        for turn in turns_of(trace_game(setup, seed=seed)[0]):
            starts = [x for x in turn if "start-of-turn effects deal" in x]
            assert starts == ([f"  start-of-turn effects deal {3 * pacts} damage."] if pacts else []), (seed, turn)
            seen += pacts > 0
            pacts += sum(x.startswith("  plays Pact of Shadow") for x in turn)
    assert seen >= 3
    assert check_games(setup, None, 50).breaches == []
    # Call of Yogg-Saron takes the opponent's hand: it then discards nothing, so the card is not played
    yogg = compile_cards([db["Pact of Shadow"], db["Call of Yogg-Saron"]])
    assert yogg.verdict[0] == UNMODELLED


def test_hexamorph_needs_an_ally_to_target(db):
    # Hexamorph: "Target ally loses and can't have powers this turn. Draw a card": the passive opponent has no ally,
    # so it is played only while you control one (CR 707.1d), and draws.
    setup = make_setup(None, deck(db, ("Hexamorph", 20)), turns=6, health=10**6)
    lines = lines_of(setup)
    plays = [i for i, line in enumerate(lines) if line.startswith("  plays Hexamorph")]
    assert plays and all(lines[i + 1].startswith("    draws ") for i in plays)
    alone = make_setup(None, deck(db, ("Hexamorph", 60)), turns=6, health=10**6)
    assert not any(line.startswith("  plays Hexamorph") for line in lines_of(alone))


def test_cat_forms_give_the_hero_an_attack(db):
    # Shred: "Your hero is in cat form (+1 ATK while attacking ...)": the hero attacks for 1. (Cat Form is
    # unmodelled since the unread-record audit, slice 9: its return-to-hand rider is not played.)
    for name in ("Shred",):
        setup = make_setup(None, deck(db, (name, 20)), turns=6, health=10**6)
        lines = trace_game(setup, seed=0)[0]
        i = next(i for i, line in enumerate(lines) if line.startswith(f"  plays {name}"))
        # (Shred's "2 damage to target exhausted hero" makes the filler's exhaust worth playing: it may come first;
        # with the filler in play, Shred waits for it and is played after combat: the hero attacks from the next turn)
        assert any("and the hero" in line for line in lines[i + 1:]), name
        assert check_games(setup, None, 50).breaches == []
