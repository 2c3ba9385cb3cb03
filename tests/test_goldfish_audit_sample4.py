"""Issue 23's sample audit, seeds 20270184-91 of `bench/audit_sample.py`: the records found wrong or partly ignored,
and the families that shared the mistake, read again against their text. Real cards; each test checks the engine's
verdict or what its compiled tables play."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects
from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, UNMODELLED, compile_cards
from goldfish_helpers import no_breaches


def verdict(db, name):
    return compile_cards([db[name]]).verdict[0]


def mills(db, name, exile=None):
    """The card's record removes cards from the top of the opposing deck (into its graveyard, or from the game)."""
    return any(e["do"] == "mill" and (exile is None or bool(e.get("exile")) == exile)
               for e in flat_effects(db[name].effects))


def test_seed_20270184_the_opposing_deck_removed_and_its_draws_skipped(db):
    # Human Darkweaver ("Unity: When this ally enters play, if you control three or more Human allies, target opponent
    # removes the top three cards of his deck from the game") was no bearing, though the engine counts the opposing
    # deck (opp.py); a removal under a condition isn't read: unmodelled. Family: Timeless Agony (the same removal with
    # Echo) kept only its Echo. Brain Lock ("If an opponent would draw a card, he skips drawing that card ...") was no
    # bearing, though the opposing deck and graveyard the engine counts change with each draw: unmodelled. Family: Ice
    # Barbs and Ice Barbed Spear ("Each opponent can't draw cards unless he pays 1 for each card": the passive opponent
    # has no resources), Voidfire Wand (a hit makes the opposing hero's controller skip his next draw).
    for name in ("Human Darkweaver", "Timeless Agony"):
        assert verdict(db, name) == (PLAYED if name == "Human Darkweaver" else UNMODELLED), name    # (allies3)
        assert mills(db, name, exile=True), name
    for name in ("Brain Lock", "Ice Barbs", "Ice Barbed Spear", "Voidfire Wand"):
        assert verdict(db, name) == UNMODELLED, name


def test_seed_20270185_a_mill_for_each_goblin_and_two_portals(db):
    # Zarvix the Tormentor ("[Exhaust] -> Target player puts the top card of his deck into his graveyard for each
    # Goblin you control") kept only Time is Money, his mill dropped; a power's mill counted per Goblin isn't read:
    # unmodelled. Nether Rip ("Portal, Portal") was played as one Portal: unmodelled then; now each Portal printed is
    # played (test_goldfish_audit_sample7)
    assert verdict(db, "Nether Rip") == PLAYED
    assert verdict(db, "Zarvix the Tormentor") == PLAYED     # (allies3: the mill for each Goblin is read, mill_pp)
    assert mills(db, "Zarvix the Tormentor", exile=False)
    assert [e["do"] for e in flat_effects(db["Nether Rip"].effects) if e["do"] == "portal"] == ["portal", "portal"]


def test_seed_20270186_cards_removed_from_the_top_of_the_opposing_deck_and_a_lock_under_a_condition(db):
    # Band of Secret Names ("When this item enters play, remove the top card of target opponent's deck from the game.
    # Then, search his deck for cards with that name ...") was no bearing: unmodelled (an item's removal isn't read, nor
    # the cards of the same name). Family, each no bearing or its removal dropped: Darkmoon Card: Madness (a power),
    # Severed Visionary Tentacle (three as it enters), Boundless Shadows (one for each resource you control), Orox
    # Darkhorn (as this or another Tauren enters), Shadowseer Thraner (as many as a revealed card's cost).
    # Unbalance ("Exhaust all opposing heroes and allies. If you have an equipment, each of them can't ready during its
    # controller's next ready step") was played without the lock; a lock under a condition isn't read: unmodelled.
    assert verdict(db, "Orox Darkhorn") == PLAYED      # (allies3: opp.tribe)
    assert mills(db, "Orox Darkhorn", exile=True)
    for name in ("Band of Secret Names", "Darkmoon Card: Madness", "Severed Visionary Tentacle", "Boundless Shadows"):
        assert verdict(db, name) == UNMODELLED, name
        assert mills(db, name, exile=True), name
    assert verdict(db, "Shadowseer Thraner") == UNMODELLED
    assert verdict(db, "Unbalance") == UNMODELLED
    assert any(e["do"] == "exhaust_opp" and e.get("lock") and e.get("cond") == "control"
               for e in flat_effects(db["Unbalance"].effects))


def test_seed_20270187_the_same_cards_drawn_again(db):
    # Band of Secret Names and Zarvix the Tormentor came up again: their records now hold what they do to the opposing
    # deck, and neither is counted as played or as having no bearing.
    assert verdict(db, "Band of Secret Names") not in (PLAYED, NO_BEARING)
    assert verdict(db, "Zarvix the Tormentor") == PLAYED     # (allies3)
    for name in ("Band of Secret Names", "Zarvix the Tormentor"):
        assert mills(db, name), name


def test_seed_20270188_a_lock_as_it_hits_and_a_card_into_the_opposing_resource_row(db):
    # Eyeball Jones ("When Eyeball deals combat damage to a hero or ally, exhaust that character, and it can't ready
    # during its controller's next ready step") was played as an exhaust as he attacks (he never meets a defender), the
    # lock dropped; an attack's lock isn't read: unmodelled, the engine still exhausting the hero. E'sad ("When E'sad enters play, target opponent puts the top card of his deck
    # into his resource row face down") was no bearing, though that card leaves the opposing deck and doesn't go to its
    # graveyard: played as a removal of one card as she enters. Family: Will of Cenarius ("Each player puts the top
    # card of his deck into his resource row ..."), its resource kept and the opposing card dropped: unmodelled (an
    # ability's removal isn't read).
    assert verdict(db, "Eyeball Jones") == UNMODELLED
    assert any(e["do"] == "exhaust_opp" and e.get("lock") and e.get("when") == "attack"
               for e in flat_effects(db["Eyeball Jones"].effects))
    assert compile_cards([db["Eyeball Jones"], db["Slay the Feeble"]]).exh_att[0] == 1
    assert verdict(db, "E'sad") == PLAYED
    assert compile_cards([db["E'sad"]]).mill_ex[0] == 1
    assert verdict(db, "Will of Cenarius") == UNMODELLED
    assert mills(db, "Will of Cenarius", exile=True)
    no_breaches(db, ("E'sad", 15), ("Miner Harshdin", 15), games=20)


def test_seed_20270189_sentinel_under_a_condition_and_removal_as_an_ally_hits(db):
    # Harbinger Sefu ("While you control three or more equipment, this ally has Sentinel") dropped his Sentinel as a
    # keyword of no bearing, though the first time he exhausts (attacking) he readies; Sentinel is played only under
    # `only_ally` or `shared_race`: unmodelled. Family: Elwynn Huntsman (Unity: Assault 2 and Sentinel), Galvano the
    # Beast Lord (a Wolf token with Ferocity and Sentinel: a token's Sentinel isn't read): unmodelled; Archdruid Fandral
    # Staghelm ("[Exhaust] -> Target ally has ... Ferocity, Sentinel ... this turn") played as Force of Earth's readying.
    # Belthira the Black Thorn ("When this ally deals combat damage to a hero, remove the top card of that hero's
    # controller's deck from the game ...") kept only Haste 3; Shadowy Apparition (her damage to a hero removes as
    # many cards from the top of his deck) was read as never attacking with the removal no bearing: unmodelled. The
    # Restless Dead ("Each player shuffles his graveyard into his deck") dropped the opposing graveyard going back into
    # its deck: unmodelled.
    for name in ("Galvano the Beast Lord", "Belthira the Black Thorn", "Shadowy Apparition", "The Restless Dead"):
        assert verdict(db, name) == UNMODELLED, name
    for name in ("Harbinger Sefu", "Elwynn Huntsman"):      # (allies3: Sentinel under these conditions is read)
        assert verdict(db, name) == PLAYED, name
    for name in ("Harbinger Sefu", "Elwynn Huntsman"):
        assert any(e["do"] == "ready" and e.get("when") == "attack" and e.get("cond")
                   for e in flat_effects(db[name].effects)), name
    assert mills(db, "Belthira the Black Thorn", exile=True)
    assert verdict(db, "Archdruid Fandral Staghelm") == PLAYED
    assert any(e["do"] == "ready" and e.get("to") == "ally" for e in flat_effects(db["Archdruid Fandral Staghelm"].effects))
    no_breaches(db, ("Archdruid Fandral Staghelm", 15), ("Kelsa Wildfire", 15), games=20)


def test_seed_20270191_more_cards_removed_from_the_opposing_deck(db):
    # Umbral Assault ("If one or more cards from the top of an opponent's deck would be removed from the game, remove
    # that many +1 instead") was no bearing, though your own cards remove them (High Arcanist Eldrissa): unmodelled.
    assert verdict(db, "Umbral Assault") == UNMODELLED
