"""Issue 23, the COSTS family: a power's destroy / remove / damage cost is paid each time the power is used (CR
403.1), never as the card is played; a quest's destroy / remove completion cost is paid as it completes; what the
engine does not pay (a quest's "exhaust your hero", a non-hero's once-per-game power)
leaves the card unmodelled. Each test plays real cards and checks what a player would: the card played, the power
used, the cost paid, the cards drawn or the damage dealt, and the invariant checker's verdict."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects, from_flat, record_of
from deckcheck.wowtcg.goldfish.audit import Checker, check_games
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_families import turns_of
from test_goldfish_kinds import deck


def traces(setup, seeds=range(4)):
    return [line for s in seeds for line in trace_game(setup, seed=s)[0]]


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def no_breach(setup, games=200):
    checker = check_games(setup, None, games)
    assert checker.breaches == []
    return checker


def test_a_powers_destroy_cost_is_paid_as_it_is_used_not_to_play_the_card(db):
    # Gakuri: "[Exhaust], Destroy another Monster or Demon ally you control -> 4 fire damage". Read as the cost to
    # PLAY Gakuri, it was never played without a Monster to destroy; it is played, and its power used only with one
    power = [e for e in flat_effects(db["Gakuri"].effects) if e["do"] == "damage"]
    # (a Monster or a Demon: the unread-record audit, slice 10, added the Demon the record had left out)
    assert power and power[0]["destroy"] == {"what": "ally", "tag": "Monster|Demon"}
    assert not any(e["do"] == "sacrifice" for e in flat_effects(db["Gakuri"].effects))
    for name in ("Gakuri", "Frost Rune", "Zhar'doom", "Battle of Darrowshire", "Acolyte Demia"):   # the round trip
        assert from_flat(flat_effects(db[name].effects))["abilities"] == record_of(db[name].effects)["abilities"], name
    alone = traces(make_setup(None, deck(db, ("Gakuri", 20)), turns=8, health=10**6), range(2))
    assert any(line.startswith("  plays Gakuri") for line in alone)
    assert not any("Gakuri's power" in line for line in alone)
    # with Ghostly Chargers (Monster Mounts: they can't attack, 302.3) the power destroys one for 4 damage
    setup = make_setup(None, deck(db, ("Gakuri", 15), ("Ghostly Charger", 15)), turns=8, health=10**6)
    lines = traces(setup, range(4))
    at = [i for i, line in enumerate(lines) if line.startswith("  uses Gakuri's power")]
    assert at
    paid = ["    destroys Ghostly Charger to pay for Gakuri.", "    Ghostly Charger is destroyed."]
    assert all(lines[i + 1:i + 3] == paid for i in at)
    no_breach(setup)


def test_destroy_this_card_draws_and_the_card_leaves_play(db):
    # Mana Agate: "Ongoing: 1, Destroy Mana Agate -> Draw 2 cards." (was read as a once-per-game power the
    # engine never used while the verdict said played)
    assert verdict(db, "Mana Agate") == PLAYED
    setup = make_setup(None, deck(db, ("Mana Agate", 30)), turns=8, health=10**6)
    lines = traces(setup, range(3))
    at = [i for i, line in enumerate(lines) if line.startswith("  uses Mana Agate's power (pays 1)")]
    assert at
    for i in at:
        assert lines[i + 1:i + 3] == ["    destroys Mana Agate to pay for its power.", "    Mana Agate is destroyed."]
        assert lines[i + 3].startswith("    draws ") and lines[i + 4].startswith("    draws ")
    no_breach(setup)


def test_an_ally_is_not_destroyed_for_a_card_unless_its_power_wins_now(db):
    # Scaramanga (2 ATK): "2, Destroy Scaramanga -> Draw a card": it attacks, never destroyed for a card
    lines = traces(make_setup(None, deck(db, ("Scaramanga", 30)), turns=8, health=10**6), range(3))
    assert any(line.startswith("  plays Scaramanga") for line in lines)
    assert not any("Scaramanga's power" in line for line in lines)
    # Josiah King: "5, Destroy Josiah King -> 3 arcane damage": used only as the last 3 damage
    setup = make_setup(None, deck(db, ("Josiah King", 30), filler="Ghostly Charger"), turns=14, health=40)
    used = 0
    for seed in range(6):
        lines = trace_game(setup, seed=seed)[0]
        for i in (i for i, line in enumerate(lines) if line.startswith("  uses Josiah King's power")):
            used += 1
            assert lines[i + 1] == "    destroys Josiah King to pay for its power."
            assert not any(line.startswith("Turn ") for line in lines[i:])     # the game ends that turn
    assert used
    no_breach(setup)


def test_damage_put_on_the_ally_as_a_cost_never_kills_it_unless_the_damage_wins(db):
    # Acolyte Kemistra (health 7): "1, Put 2 damage on Kemistra -> Draw a card": at most three uses while she
    # lives (CR 405.2: 8 damage would be fatal), never destroyed by her own cost
    setup = make_setup(None, deck(db, ("Acolyte Kemistra", 30)), turns=10, health=10**6)
    lines = traces(setup, range(3))
    puts = [i for i, line in enumerate(lines) if line == "    puts 2 damage on Acolyte Kemistra."]
    assert puts and all(lines[i + 1].startswith("    draws ") for i in puts)
    assert not any("destroys Acolyte Kemistra" in line for line in lines)
    no_breach(setup)
    # Acolyte Demia (health 6): "1, Put 1 damage on Demia -> 1 shadow damage", repeatable while she survives
    setup = make_setup(None, deck(db, ("Acolyte Demia", 30)), turns=14, health=40)
    lines = traces(setup, range(4))
    at = [i for i, line in enumerate(lines) if line.startswith("  uses Acolyte Demia's power (pays 1)")]
    assert at and all(lines[i + 1] == "    puts 1 damage on Acolyte Demia." for i in at)
    no_breach(setup)


def test_cards_removed_from_the_graveyard_pay_a_power(db):
    # Zhar'doom: "1, Remove three ability cards in your graveyard from the game -> 3 shadow damage": three
    # Mana Agates used up are removed, then 3 damage
    setup = make_setup(None, deck(db, ("Zhar'doom", 15), ("Mana Agate", 30)), turns=12, health=10**6)
    lines = traces(setup, range(4))
    at = [i for i, line in enumerate(lines) if line.startswith("  uses Zhar'doom's power (pays 1)")]
    assert at
    for i in at:
        assert lines[i + 1:i + 4] == ["    removes Mana Agate in the graveyard from the game to pay for Zhar'doom."] * 3
    no_breach(setup)


def test_a_quests_destroy_cost_is_paid_as_it_completes(db):
    # Betrayal: "Destroy an ally you control and pay 1 to complete this quest. Reward: draw"; the ally stayed in
    # play before (checked, never paid)
    setup = make_setup(None, deck(db, ("Betrayal", 10), ("Ghostly Charger", 20)), turns=8, health=10**6)
    lines = traces(setup, range(4))
    at = [i for i, line in enumerate(lines) if line.startswith("  completes Betrayal")]
    assert at and all(lines[i + 1] == "    destroys Ghostly Charger to pay for Betrayal." for i in at)
    assert all(lines[i + 2] == "    Ghostly Charger is destroyed." for i in at)
    no_breach(setup)
    # Battle of Darrowshire: "Remove three ally cards in your graveyard from the game and pay 1"
    assert [e for e in flat_effects(db["Battle of Darrowshire"].effects) if e["do"] == "grave_cost"] == [
        {"do": "grave_cost", "what": "ally", "n": 3}]


def test_what_the_engine_does_not_pay_leaves_the_card_unmodelled_and_unplayed(db):
    # a quest whose completion exhausts your hero, a non-hero's once-per-game power (a quest destroying itself to
    # complete: test_goldfish_graveyard; Netherdrake Gloves' "[Exhaust], Destroy this -> a token": played since issue
    # 23's powers, tests/test_goldfish_powers.py)
    for name in ("Message to Freewind Post", "The Firelord's Gift"):
        assert verdict(db, name) == UNMODELLED, name
    assert verdict(db, "Battle of Darrowshire") == PLAYED and verdict(db, "Frost Rune") == PLAYED
    # such a quest is never completed (it was completed for free before its cost was read)
    setup = make_setup(None, deck(db, ("Message to Freewind Post", 20)), turns=8, health=10**6)
    assert not any(line.startswith("  completes ") for line in traces(setup, range(3)))
    no_breach(setup)


def test_the_checker_catches_a_power_cost_left_unpaid(db):
    cc = compile_cards([db["Mana Agate"], db["Gakuri"], db["Ghostly Charger"]])
    checker = Checker(cc, None)
    checker.new_game()
    checker(("turn", 3))
    checker(("enter", 1, 0, 2))
    checker(("cpower", 0, 1, (), 0))        # Mana Agate still in play after "destroy Mana Agate"
    assert any("stays in play" in b for b in checker.breaches)
    checker(("enter", 2, 1, 3))
    checker(("enter", 3, 2, 2))
    checker(("cpower", 1, 2, (), 0))        # Gakuri: nothing destroyed, and the turn it entered
    assert any("not one other card" in b for b in checker.breaches)
    assert any("turn it entered" in b for b in checker.breaches)


def test_a_hero_exhausted_for_an_allys_power_does_not_strike(db):
    # Ruala the Spotter "Exhaust your hero -> target ally has +3 ATK this turn": a hero that paid it is exhausted
    # and can't attack (CR 302.2); the engine struck with it anyway (the sample audit: 397 turns in 200 games)
    setup = make_setup(None, deck(db, ("Ruala the Spotter", 20), ("Scarlet Kris", 10), ("Voss Treebender", 20)),
                       turns=8, health=10**6)
    used = 0
    for seed in range(6):
        for turn in turns_of(trace_game(setup, seed=seed)[0]):
            if any("Ruala the Spotter's power" in line for line in turn):
                used += 1
                assert not any("hero strikes" in line for line in turn)
    assert used
    assert check_games(setup, None, 200).breaches == []
    # the checker refuses a strike after the hero paid such a cost
    kris = setup.cc.names.index("Scarlet Kris")
    ruala = setup.cc.names.index("Ruala the Spotter")
    checker = Checker(setup.cc, None)
    checker.new_game()
    checker(("turn", 1))
    checker(("exhaust_hero", ruala))
    checker(("strike", (kris,)))
    assert any("exhausted to pay a cost" in b for b in checker.breaches)
