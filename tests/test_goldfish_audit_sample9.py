"""Issue 23's sample audit on fresh seeds 20270381-20270388: the cards it found read wrong in the data, each fixed.
Real cards."""
from __future__ import annotations

from deckcheck.wowtcg.effects import record_of
from deckcheck.wowtcg.goldfish import play, turn
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import game, no_breaches, turn_with


def test_seed_20270383_shroud_of_the_archmage_has_three_tags(db):
    # "Ability—Arcane Fire Frost" (Core reference; the tracker lists the three too): the 2012 export put the three in
    # one field, and the data read one tag "Arcane Fire Frost", which no "[Fire] ability" filter could match
    assert db["Shroud of the Archmage"].tags == ("Arcane", "Fire", "Frost")


def test_brittle_bones_is_a_disease(db):
    # the same export error on "Ability—Frost Disease" (Frost Talent): its Disease tag was lost, so the cards that count
    # your Diseases missed it. Corruptor Mimi Whippleshade deals 3 at the start of your turn for each Disease you control
    bones = db["Brittle Bones"]
    assert bones.tags == ("Frost", "Disease", "Talent") and bones.talent == "Frost"
    cc = compile_cards([bones, db["Corruptor Mimi Whippleshade"]])
    g = game(cc, [0] * 10)
    turn_with(g, 5, 9, [0, 1])
    play.play(g, 0, 0, cc.cost[0])          # Brittle Bones, attached to the opposing hero: a Disease you control
    play.play(g, 1, 0, cc.cost[1])
    turn_with(g, 6, 9, [])
    turn.start_steps(g, 6)                  # (the draw step, then the start of the turn's triggers)
    assert g.turn_dmg == 2 + 3              # Brittle Bones's 2, and Mimi's 3 for the one Disease


def test_seed_20270382_mokdrul_needs_another_monster(db):
    # "if you control another Monster hero or ally": the record now says `other`, as its siblings' do (the engine
    # already skipped the ally itself, so the games are the same)
    cond = record_of(db["Mok'drul"].effects)["abilities"][0]["condition"]
    assert cond == {"cond": "control", "tag": "Monster", "hero": 1, "other": 1}
    cc = compile_cards([db["Mok'drul"], db["Krum'shal"]])
    assert cc.verdict[0] == PLAYED
    g = game(cc, [0] * 10)
    turn_with(g, 7, 14, [0, 0])
    play.play(g, 0, 0, cc.cost[0])         # alone: no +3
    assert not g.etb_now
    play.play(g, 0, 0, cc.cost[0])         # a second Monster in play: +3 to the party this turn
    assert [b[0] for b in g.etb_now] == [3]


def test_seed_20270385_naaru_belt_of_precision_adds_def(db):
    # "+X DEF, where X is your hero's ATK": every card adding DEF carries `def_bonus` (no bearing alone, counted by
    # a DEF-counting card of its deck)
    rec = record_of(db["Naaru Belt of Precision"].effects)
    assert rec["abilities"] == [{"kind": "static", "actions": [{"do": "def_bonus"}]}]
    assert compile_cards([db["Naaru Belt of Precision"]]).verdict[0] == NO_BEARING


def test_equipment_read_this_round_is_played_or_no_bearing_and_passes_the_checker(db):
    # thirteen equipment cards reported unmodelled, read against their text (the equipment floor's margin): eight
    # played, five with no bearing alone (optional returns of your own ally, reputation, Inspire, colours, hero keywords)
    played = ["Lohn'goron, Bow of the Torn-heart", "Flickering Cowl", "Quickstrider Moccasins", "Onyxia Hide Backpack",
              "Landro's Hitching Post", "Boggspine Knuckles", "Merciless Gladiator's Crossbow of the Phoenix",
              "Reclaimed Ashkandi"]
    none = ["Trollwoven Spaulders", "Lightwarden's Band", "Proto-Handler's Gauntlets", "Dark Portal Hearthstone",
            "Aurastone Hammer"]
    assert [compile_cards([db[n]]).verdict[0] for n in played] == [PLAYED] * len(played)
    assert [compile_cards([db[n]]).verdict[0] for n in none] == [NO_BEARING] * len(none)
    # beside Reclaimed Ashkandi ("play only if you control three or more equipment") an armor of no bearing counts
    # towards its condition: reported unmodelled in that deck (`compile_statics.counted_idle`)
    assert compile_cards([db["Trollwoven Spaulders"], db["Reclaimed Ashkandi"]]).verdict[0] == UNMODELLED
    no_breaches(db, ("Onyxia Hide Backpack", 4), ("Quickstrider Moccasins", 4), ("Flickering Cowl", 4),
                ("Lohn'goron, Bow of the Torn-heart", 4), ("Reclaimed Ashkandi", 4), ("Boggspine Knuckles", 4),
                games=100)


def test_allies_read_this_round_have_no_bearing(db):
    # five allies reported unmodelled whose text changes nothing against a passive opponent (the settled readings):
    # resources readied at the end of your turn (Anachronos), optional returns of your own cards to your hand
    # (Funken Fusemissile, Gilblin Hoarder, Vestia Abiectus), reputation and Inspire (Vindicator Falaan)
    names = ["Anachronos", "Funken Fusemissile", "Gilblin Hoarder", "Vestia Abiectus", "Vindicator Falaan"]
    assert [compile_cards([db[n]]).verdict[0] for n in names] == [NO_BEARING] * len(names)
