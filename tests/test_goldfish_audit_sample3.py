"""Issue 23's sample audit, seeds 20270176-83 of `bench/audit_sample.py`: the records found wrong or partly ignored,
and the families that shared the mistake, read again against their text. Real cards; each test checks the engine's
verdict or what its compiled tables play."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects, record_of
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import no_breaches


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def test_seed_20270176_honor_counters_are_no_raid_text(db):
    # Drek'Thar ("You pay 1 less to play Drek'Thar for each honor counter on cards you control. 1, Remove an honor
    # counter ... -> Put a Wolf ally token into play") was no bearing as raid text, though honor counters are a
    # two-player game's (Frostwolf and Stormpike Insignia, Battleground locations and quests put them on your cards):
    # unmodelled. Family: Vanndar Stormpike (the same discount) and Call to Arms: Eye of the Storm ("You may add an
    # honor counter to a Battleground card you control", played as its draw alone): unmodelled.
    for name in ("Drek'Thar", "Vanndar Stormpike", "Call to Arms: Eye of the Storm"):
        assert verdict(db, name) == UNMODELLED, name
    assert "raid" not in record_of(db["Drek'Thar"].effects).get("no_bearing", [])
    assert verdict(db, "Stormpike Insignia") == PLAYED      # (its honor counters are played: test_goldfish_ctrcost)


def test_seed_20270179_the_opponent_draws_from_the_deck_the_engine_counts(db):
    # What's Wrong at Cenarion Thicket? ("Reward: You and target opponent each draw a card") was played as your draw,
    # the opponent's marked no bearing, though the engine counts the opposing deck (a draw from an empty one loses) and
    # Murderous Torment deals damage when an opponent draws: unmodelled, your draw kept. Family (the opponent's draws):
    # Argent Crusader and Morik (your draw kept) and Kieron the Loaner ("each opponent draws 3 cards"): unmodelled.
    # (Morik is played since the engine follows the opponent's draw in your turn: opp.draws, test_goldfish_flipped;
    # still unmodelled in a deck where an opponent's draw or discard triggers a card, which it would trigger again)
    # Kieron the Loaner too, "each opponent draws 3 cards" as he enters)
    for name in ("What's Wrong at Cenarion Thicket?", "Argent Crusader"):
        assert verdict(db, name) == UNMODELLED, name
    for name in ("Morik", "Kieron the Loaner"):
        assert compile_cards([db[name], db["Murderous Torment"]]).verdict[0] == UNMODELLED, name
    for name in ("What's Wrong at Cenarion Thicket?", "Argent Crusader", "Morik"):
        assert any(e["do"] == "draw" and e["n"] == 1 for e in flat_effects(db[name].effects)), name
    assert any(e["do"] == "damage" and e.get("when") == "opp_draw" for e in flat_effects(db["Murderous Torment"].effects))


def test_seed_20270180_cards_of_the_opposing_deck_removed_from_the_game(db):
    # Belthira the Black Thorn ("When this ally deals combat damage to a hero, remove the top card of that hero's
    # controller's deck from the game. Then, search ... for all cards with that name and remove them") was played as
    # her Haste alone, the removal marked no bearing, though the engine counts the opposing deck (opp.py): unmodelled,
    # with the removal recorded. Family (the opposing deck's cards removed, marked no bearing): Boundless Shadows,
    # Timeless Agony, Band of Secret Names, Darkmoon Card: Madness, Severed Visionary Tentacle and Shadow Word:
    # Corruption, in forms the engine doesn't play: unmodelled; Orox Darkhorn ("When this or another Tauren ally enters
    # play under your control, you may remove the top card of target player's deck from the game") as this and the other
    # Tauren enter: the other Tauren's entering isn't read, unmodelled (seed 20270186's reading, test_goldfish_audit_
    # sample4; High Arcanist Eldrissa's form is its own entering only).
    for name in ("Belthira the Black Thorn", "Boundless Shadows", "Timeless Agony", "Band of Secret Names",
                 "Darkmoon Card: Madness", "Severed Visionary Tentacle", "Shadow Word: Corruption"):
        assert verdict(db, name) == UNMODELLED, name
        assert any(e["do"] == "mill" and e.get("exile") for e in flat_effects(db[name].effects)), name
    assert any(e["do"] == "haste" for e in flat_effects(db["Belthira the Black Thorn"].effects))
    # Periwinkle Cloak ("2, [Exhaust] -> Choose one: Each player discards a card, or each player draws a card") was
    # played as your draw, the opponent's marked no bearing (seed 20270179's family): unmodelled, your draw kept.
    assert verdict(db, "Periwinkle Cloak") == UNMODELLED
    assert any(e["do"] == "draw" and e.get("exhaust") for e in flat_effects(db["Periwinkle Cloak"].effects))
    assert verdict(db, "Orox Darkhorn") == PLAYED      # (allies3: the other Tauren's entering is read, opp.tribe)
    assert any(e["do"] == "mill" and e.get("exile") and e.get("on_tag") == "Tauren"
               for e in flat_effects(db["Orox Darkhorn"].effects))


def test_seed_20270181_opposing_deck_removed_and_allies_dealt_damage_by_your_cards(db):
    # Human Darkweaver ("Unity: When this ally enters play, if you control three or more Human allies, target opponent
    # removes the top three cards of his deck from the game") was no bearing: unmodelled (a mill under a condition is
    # not played). Shadowy Apparition ("If this ally would deal damage to a hero, remove that many cards from the top of
    # that hero's controller's deck from the game instead") was played as an ally that can't attack, its removal marked
    # no bearing: unmodelled. Lu'ka de Wall ("When Lu'ka is dealt damage, you may exhaust target hero or ally") was no
    # bearing, though your own cards deal damage to your allies (damage to each hero and ally, an ability's damage to
    # an ally of yours): unmodelled; family: Groundshaker Earnheart ("When Earnheart is dealt damage, draw a card").
    for name in ("Shadowy Apparition", "Lu'ka de Wall", "Groundshaker Earnheart"):
        assert verdict(db, name) == UNMODELLED, name
    assert verdict(db, "Human Darkweaver") == PLAYED        # (allies3: the mill under a condition is read)
    assert any(e["do"] == "mill" and e.get("exile") and e.get("cond") == "allies"
               for e in flat_effects(db["Human Darkweaver"].effects))
    assert any(e["do"] == "mill" and e.get("when") == "hits" for e in flat_effects(db["Shadowy Apparition"].effects))


def test_seed_20270182_opposing_deck_removed_milled_and_your_hero_dealt_damage(db):
    # Shadowseer Thraner ("... target opponent removes cards from the top of his deck from the game equal to that
    # revealed card's cost") was no bearing: unmodelled, the removal recorded. Zarvix the Tormentor ("[Exhaust] ->
    # Target player puts the top card of his deck into his graveyard for each Goblin you control") was played as his
    # Time is Money alone: unmodelled, with his mill. Umbral Assault ("If one or more cards from the top of an
    # opponent's deck would be removed from the game, remove that many +1 instead") was no bearing, though your cards
    # remove them: unmodelled. Pugius, Fist of Defiance ("When your hero is dealt damage for the first time each turn,
    # you may add a +1 ATK counter to this weapon") was no bearing, though your own cards deal damage to each hero:
    # unmodelled; family: Aspect of the Cheetah ("When your hero is dealt damage, put Aspect of the Cheetah from play
    # into its owner's hand", played as its quest discount alone): unmodelled.
    assert verdict(db, "Zarvix the Tormentor") == PLAYED     # (allies3: his mill for each Goblin is read)
    for name in ("Shadowseer Thraner", "Umbral Assault", "Pugius, Fist of Defiance", "Aspect of the Cheetah"):
        assert verdict(db, name) == UNMODELLED, name
        assert verdict(db, name) != NO_BEARING, name
    assert any(e["do"] == "mill" and e.get("exile") for e in flat_effects(db["Shadowseer Thraner"].effects))
    assert any(e["do"] == "mill" and e.get("exhaust") for e in flat_effects(db["Zarvix the Tormentor"].effects))
