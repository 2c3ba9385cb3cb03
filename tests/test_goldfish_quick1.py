"""Issue 23, quick1 (r5): unmodelled abilities whose records were incomplete or wrong, read again against their
text with the existing vocabulary. Real cards; each test checks the engine's verdict and what a player would see
in a seeded game."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.audit import check_games
from deckcheck.wowtcg.goldfish.compile import PLAYED, UNMODELLED, compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
from test_goldfish_kinds import deck


def game(db, name, filler="Voss Treebender", seed=1):
    setup = make_setup(None, deck(db, (name, 20), filler=filler), turns=8, health=10**6)
    return setup, trace_game(setup, seed=seed)[0]


def attack_damage(lines, after):
    return [int(line.rsplit(": ", 1)[1].split()[0]) for line in lines[after:] if line.startswith("  attacks with")]


def test_verdicts(db):
    for name in ("Plagued Mind", "Call of the Wild", "Hysteria", "The Art of War"):
        assert compile_cards([db[name]]).verdict[0] == PLAYED, name
    # (Death and Decay's Ongoing +1 is played; its Death Rattle, which your own discards and destroy costs set off,
    # is not: unmodelled since the audit of seed 20270289, test_goldfish_audit_sample7)
    # (Nurture: "When attached character is destroyed, you may put this ability from its owner's graveyard into play
    # ... attached to target hero or ally", which your own cards that destroy your allies set off: unmodelled since
    # the audit of seed 20270258; its +2 / +2 still played)
    assert compile_cards([db["Nurture"]]).verdict[0] == UNMODELLED
    # (Monstrous Mark: its "When this ability is destroyed, its owner may put it from his graveyard into his hand" has
    # bearing beside your own cards that destroy yours: unmodelled since the audit of seed 20270238; its bonus played)
    assert compile_cards([db["Monstrous Mark"]]).verdict[0] == UNMODELLED
    # "Assault 1 for each opposing exhausted hero, ally, and equipment": Voss Treebender and Chops exhaust the opposing
    # hero as they attack, which the engine follows since the exhaust family (exhaust.py): played
    assert compile_cards([db["Assassin's Game"]]).verdict[0] == PLAYED


def test_nurture_gives_an_ally_two_atk(db):
    # Nurture: "+2 / +2 if it's an ally" (Mend 2 on a hero: healing): attached to an ally of yours, not the hero.
    setup, lines = game(db, "Nurture")
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Nurture"))
    assert lines[i + 1] == "    attached to Voss Treebender."
    assert attack_damage(lines, i)[0] == 3 * 2 + 2        # three 2-ATK Treebenders, one of them nurtured
    assert check_games(setup, None, 50).breaches == []


def test_monstrous_mark_gives_monster_allies_two(db):
    # Monstrous Mark: Monster allies you control have Assault 2 in combat with the marked opposing hero.
    setup, lines = game(db, "Monstrous Mark", filler="Jadefire Scout")
    marks = 0
    for line in lines:                                    # each Mark in play: +2 (Jadefire Scout: a 3-ATK Monster)
        marks += line.startswith("  plays Monstrous Mark")
        if line.startswith("  attacks with"):
            allies = int(line.split("with ")[1].split()[0])
            assert int(line.rsplit(": ", 1)[1].split()[0]) == (3 + 2 * marks) * allies, line
    assert marks >= 2
    assert check_games(setup, None, 50).breaches == []


def test_death_and_decay_adds_one_to_each_hero_attack(db):
    # Death and Decay: "When your hero enters combat with a hero or ally, it deals 1 shadow damage to that character".
    setup, lines = game(db, "Death and Decay")
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Death and Decay"))
    assert "and the hero" in next(line for line in lines[i:] if line.startswith("  attacks with"))
    assert not any("and the hero" in line for line in lines[:i])
    assert check_games(setup, None, 50).breaches == []


def test_plagued_mind_hurts_the_opposing_hero_as_it_draws(db):
    # Plagued Mind, attached to the opposing hero: 1 shadow damage each time it draws (once in each of its turns).
    setup, lines = game(db, "Plagued Mind")
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Plagued Mind"))
    assert not any("start-of-turn effects" in line for line in lines[:i])
    assert "  start-of-turn effects deal 1 damage." in lines[i:]
    assert check_games(setup, None, 50).breaches == []


def test_call_of_the_wild_hero_hits_for_two(db):
    # Call of the Wild: cat form (+1 ATK while attacking) and "when your hero attacks, it deals 1 melee damage to
    # target opposing hero": the hero's attack deals 2. A non-Feral ability in the deck would destroy the Form.
    setup, lines = game(db, "Call of the Wild")
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Call of the Wild"))
    assert not any("and the hero" in line for line in lines[:i])
    for line in lines[i:]:
        if line.startswith("  attacks with"):
            allies = int(line.split("with ")[1].split()[0])
            assert line.endswith(f"and the hero: {2 * allies + 2} damage."), line
    assert compile_cards([db["Call of the Wild"], db["Moonfire"]]).verdict[0] == UNMODELLED
    assert check_games(setup, None, 50).breaches == []


def test_hysteria_gives_the_hero_assault_four_once_a_turn(db):
    # Hysteria: "[Exhaust], Put 1 damage on a hero or ally you control -> It has Assault 4 this turn".
    setup, lines = game(db, "Hysteria")
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays Hysteria"))
    assert not any("and the hero" in line for line in lines[:i])
    assert lines[i + 1] == "  Hysteria's power: +4 ATK this turn."
    copies = 0
    for line in lines[i:]:                  # each copy in play: its own power, +4 each
        copies += line.startswith("  plays Hysteria")
        if line.startswith("  attacks with"):
            allies = int(line.split("with ")[1].split()[0])
            assert line.endswith(f"and the hero: {2 * allies + 4 * copies} damage."), line
    assert check_games(setup, None, 50).breaches == []


def test_the_art_of_war_gives_the_hero_the_highest_ally_atk(db):
    # The Art of War: "On your turn, your hero has +X ATK, where X is the highest ATK among allies you control".
    setup = make_setup(None, deck(db, ("The Art of War", 20), filler="Jadefire Scout"), turns=12, health=10**6)
    lines = trace_game(setup, seed=1)[0]
    i = next(i for i, line in enumerate(lines) if line.startswith("  plays The Art of War"))
    assert not any("and the hero" in line for line in lines[:i])
    copies = 0
    for line in lines[i:]:                  # each copy in play: +3 (Jadefire Scout: 3 ATK)
        copies += line.startswith("  plays The Art of War")
        if line.startswith("  attacks with"):
            allies = int(line.split("with ")[1].split()[0])
            assert line.endswith(f"and the hero: {3 * allies + 3 * copies} damage."), line
    assert check_games(setup, None, 50).breaches == []
