"""Issue 23, powers: an [Exhaust] power giving an ally Ferocity this turn, and powers whose cost exhausts allies of
yours (goldfish/taps.py, compile_powers.py), on the real cards, and the checker's rules for them (audit_powers.py)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import combat, play, taps
from deckcheck.wowtcg.goldfish.audit import Checker
from deckcheck.wowtcg.goldfish.codes import PLAYED
from deckcheck.wowtcg.goldfish.compile import compile_cards
from deckcheck.wowtcg.goldfish.runner import make_setup
from goldfish_helpers import fx, game, no_breaches, turn_with


def events(cc):
    """A checker that keeps every event it is told, and fails on a breach."""
    ch = Checker(cc, None)
    ch.new_game()
    seen = []

    def audit(ev):
        seen.append(ev)
        ch(ev)
    return ch, seen, audit


def mine(seen):
    """The events of this family (tap_*, the Ferocity given, the readies)."""
    return [e for e in seen if e[0].startswith(("tap_", "fero_now", "cpower", "ready"))]


def power_breaches(ch):
    """The checker's breaches but those of the hand-made turns' resources (the tests set them by hand)."""
    return [b for b in ch.breaches if "ready resources" not in b and "CR 403.6a" not in b]


# -- an [Exhaust] power giving an ally Ferocity -----------------------------------------------------------------

def test_viciousness_gives_a_worgen_that_just_entered_ferocity_once_a_turn(db):
    # Viciousness: "Ongoing: 1, [Exhaust] -> Target Worgen ally you control has Ferocity this turn."
    assert fx(db["Viciousness"]) == [{"do": "ferocity", "until": "turn", "to": "ally", "tag": "Worgen", "pay": 1,
                                      "exhaust": 1}]
    cc = compile_cards([db["Viciousness"], db["Andrew Ulric"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tap[0][0] == 1
    ch, seen, audit = events(cc)
    g = game(cc, [2] * 20, audit=audit)
    turn_with(g, 1, 10, [0])
    play.play(g, 0, 0, 2)
    turn_with(g, 2, 10, [1, 1, 2])
    for _ in range(3):
        play.play(g, g.hand[0], 0, 0)
    f = combat.combat(g)
    assert f.attackers == [4]                   # one Worgen (not the other, nor the Voss: not a Worgen) attacks now
    assert [e[0] for e in mine(seen)] == ["tap_fero", "fero_now"] and g.avail == 9
    assert not power_breaches(ch)
    g.avail = 0                                 # its cost not paid: no Ferocity
    turn_with(g, 3, 0, [1])
    play.play(g, 1, 0, 0)
    assert 4 not in combat.combat(g).attackers[2:]


def test_fandral_stays_home_to_give_a_bigger_ally_ferocity(db):
    # Archdruid Fandral Staghelm (ATK 1): "[Exhaust] -> Target ally has Absorb, Ferocity, Sentinel and Stealth this turn."
    cc = compile_cards([db["Archdruid Fandral Staghelm"], db["Andrew Ulric"]])
    assert cc.verdict[0] == PLAYED
    ch, seen, audit = events(cc)
    g = game(cc, [1] * 20, audit=audit)
    turn_with(g, 1, 10, [0])
    play.play(g, 0, 0, 4)
    turn_with(g, 2, 10, [])
    assert combat.combat(g).attackers == [1]    # nothing entered: it attacks
    turn_with(g, 3, 10, [1])
    play.play(g, 1, 0, 4)
    f = combat.combat(g)
    assert f.attackers == [4]                   # it stays home: the Worgen attacks the turn it entered
    assert not power_breaches(ch)
    bad = Checker(cc, None)                     # the checker: Fandral exhausting the turn it entered
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 3))
    bad(("enter", 2, 1, 3))
    bad(("tap_fero", 1, 0, 2))
    assert any("CR 302.2" in b for b in bad.breaches)


# -- costs exhausting allies of yours ----------------------------------------------------------------------------

def test_prophet_velen_deals_1_for_each_draenei_that_did_not_attack(db):
    # Prophet Velen: "Exhaust a Draenei in your party -> Prophet Velen deals 1 nature damage to target opposing hero ..."
    assert fx(db["Prophet Velen"])[0]["tap"] == {"what": "ally", "tag": "Draenei", "self": 1}
    cc = compile_cards([db["Prophet Velen"], db["Anchorite Kilandra"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED
    ch, seen, audit = events(cc)
    g = game(cc, [2] * 20, audit=audit)
    turn_with(g, 1, 9, [0])
    play.play(g, 0, 0, 9)
    turn_with(g, 2, 9, [1, 1, 2])
    for _ in range(3):
        play.play(g, g.hand[0], 0, 0)
    f = combat.combat(g)
    assert f.attackers == [7]
    taps.after_combat(g, f)
    assert g.turn_dmg == 9                      # Velen attacked; the two new Draenei (not the Voss) pay for 1 each
    assert [len(e[3]) for e in seen if e[0] == "tap_cost"] == [1, 1]
    assert not power_breaches(ch)
    taps.after_combat(g, f)                     # all exhausted now: nothing more
    assert g.turn_dmg == 9


def test_rest_and_relaxation_needs_two_ready_allies_and_checker(db):
    # Rest and Relaxation: "Ongoing: 1, [Exhaust], Exhaust two allies in your party -> Draw a card."
    cc = compile_cards([db["Rest and Relaxation"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.stays[0]
    ch, seen, audit = events(cc)
    g = game(cc, [1] * 20, audit=audit)
    turn_with(g, 1, 9, [0, 1])
    play.play(g, 0, 0, 4)
    play.play(g, 1, 0, 1)
    f = combat.combat(g)
    taps.after_combat(g, f)
    assert len(g.hand) == 0                     # one ally only: no draw
    turn_with(g, 2, 9, [1])
    play.play(g, 1, 0, 1)
    f = combat.combat(g)                        # the old one attacks, the new one can't
    taps.after_combat(g, f)
    assert len(g.hand) == 0
    turn_with(g, 3, 9, [1, 1])
    play.play(g, 1, 0, 1)
    play.play(g, 1, 0, 1)
    f = combat.combat(g)
    taps.after_combat(g, f)
    assert len(g.hand) == 1 and g.avail == 6    # two that entered this turn pay for one draw, once a turn
    assert not power_breaches(ch)
    bad = Checker(cc, None)
    bad.new_game()
    bad(("turn", 3))
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 1, 1))
    bad(("attack", 2, 1, 1, 3, ""))
    bad(("tap_cost", 1, 0, (2,), 0))            # one ally (the text says two), and one that attacked
    assert any("says 2" in b for b in bad.breaches) and any("exhausted already" in b for b in bad.breaches)


def test_jezbella_and_diversion_exhaust_allies_that_can_not_attack(db):
    # Jezbella of Karabor: "Exhaust an ally in your party -> Jezbella has +1 ATK this turn."
    # Diversion: "Ongoing: [Exhaust], Exhaust an ally in your party -> Your hero has +2 ATK and Stealth this turn."
    cc = compile_cards([db["Jezbella of Karabor"], db["Diversion"], db["Voss Treebender"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    ch, seen, audit = events(cc)
    g = game(cc, [2] * 20, audit=audit)
    turn_with(g, 1, 9, [0, 1])
    play.play(g, 0, 0, 3)
    play.play(g, 1, 0, 3)
    turn_with(g, 2, 9, [2, 2, 2])
    for _ in range(3):
        play.play(g, 2, 0, 1)
    combat.combat(g)
    taps_used = [e for e in seen if e[0] == "tap_cost"]
    assert [e[2] for e in taps_used] == [1, 0, 0]   # Diversion once (+2 a card), Jezbella twice: the new allies
    assert g.turn_dmg == 1 + 2 + 2               # Jezbella 1 +2, the hero 0 +2
    assert not power_breaches(ch)


def test_zeni_vun_discards_only_a_card_of_no_use(db):
    # Zeni'vun: "2, Discard a card -> This ally deals 1 arcane damage to each opposing hero or ally."
    assert fx(db["Zeni'vun"]) == [{"do": "damage", "n": 1, "pay": 2, "discard": {"what": "card"}}]
    cc = compile_cards([db["Zeni'vun"], db["Alchemist Finklestein"]])
    assert cc.verdict == [PLAYED, PLAYED]
    ch, seen, audit = events(cc)
    g = game(cc, [1] * 20, audit=audit)
    turn_with(g, 1, 9, [0, 1, 1])
    play.play(g, 0, 0, 3)
    play.play(g, 1, 0, 2)                       # a Finklestein in play: the other one (Unique) is of no use
    f = combat.combat(g)
    from deckcheck.wowtcg.goldfish import powers
    powers.costly_powers(g, f)
    assert g.hand == [] and g.turn_dmg == 1 and [e[0] for e in seen if e[0] == "cpower_discard"] == ["cpower_discard"]
    assert not power_breaches(ch)


def test_kronore_readies_all_allies_that_attacked(db):
    # Kronore (ATK 4): "[Exhaust] -> Ready all allies in your party." Kronore is an ally in your party: it readies
    # too, and can pay its [Exhaust] again: a loop (CR 803.2) repeated as often as the player chooses. The engine
    # repeats it until the attacks destroy the opposing hero (seeds 20270294 and 20270299: it used it once)
    from deckcheck.wowtcg.goldfish.readying import LOOP_MOST
    cc = compile_cards([db["Kronore"], db["Andrew Ulric"]])
    assert cc.verdict[0] == PLAYED and cc.act[0][3] == 1
    for health, rounds in ((40, 4), (10**6, LOOP_MOST)):
        ch, seen, audit = events(cc)
        g = game(cc, [1] * 20, audit=audit)
        g.health = health
        turn_with(g, 1, 20, [0, 1, 1])
        for _ in range(3):
            play.play(g, g.hand[0], 0, 0)
        turn_with(g, 2, 0, [])
        f = combat.combat(g)
        # the two Worgen attack, then again after each use of the power; Kronore attacks once, last
        assert sorted(f.attackers) == [4] * (2 + 2 * rounds + 1)
        assert health > 10**5 or sum(f.attackers) >= health > sum(f.attackers) - 8
        assert not power_breaches(ch)


# -- [Exhaust] search powers ---------------------------------------------------------------------------------

def test_anduin_puts_a_human_from_the_deck_into_play_medoc_regrows(db):
    # Anduin Wrynn (ATK 0): "On your turn: [Exhaust] -> Search your deck for a Human ally card and put it into play."
    # Medoc Spiritwarden (ATK 1): "[Exhaust] -> Put target ally card from your graveyard into your hand."
    cc = compile_cards([db["Anduin Wrynn"], db["Medoc Spiritwarden"], db["Northshire Crusader"], db["Voss Treebender"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    ch, seen, audit = events(cc)
    g = game(cc, [3, 3, 2], audit=audit)
    turn_with(g, 1, 20, [0, 1])
    play.play(g, 0, 0, 6)
    play.play(g, 1, 0, 5)
    f = combat.combat(g)
    taps.after_combat(g, f)
    assert 2 not in g.a_c and g.hand == []      # the turn they entered: no [Exhaust] (CR 302.2)
    turn_with(g, 2, 0, [])
    f = combat.combat(g)
    assert f.attackers == [1]                   # Anduin stays home; Medoc attacks: nothing in your graveyard
    taps.after_combat(g, f)
    assert 2 in g.a_c and g.lib == [3, 3]       # the Human (not the Voss) into play; the graveyard is empty
    g.grave = [3]
    turn_with(g, 3, 0, [])
    f = combat.combat(g)
    assert f.attackers == [0, 2]                # Medoc stays home for its power now (no Human left for Anduin)
    taps.after_combat(g, f)
    assert g.hand == [3] and g.grave == []
    assert [e[0] for e in seen if e[0] == "tap_search"] == ["tap_search"] * 2
    assert not power_breaches(ch)


def test_costly_powers_make_tokens_daniel_and_netherdrake_gloves(db):
    # Daniel Darkheart (4 ATK / 3 health): "1, Put 1 damage on this ally -> Put a 1 / 1 Human Warrior ally token into
    # play with Protector": while it survives the damage (two tokens, never the third, CR 405.2)
    # Netherdrake Gloves: "[Exhaust], Destroy Netherdrake Gloves -> Put a Netherdrake ally token with 3 ATK / 3 health
    # into play" (armor doing nothing else: worth destroying)
    from deckcheck.wowtcg.goldfish import powers
    cc = compile_cards([db["Daniel Darkheart"], db["Netherdrake Gloves"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    ch, seen, audit = events(cc)
    g = game(cc, [], audit=audit)
    turn_with(g, 1, 20, [0, 1])
    play.play(g, 0, 0, 4)
    play.play(g, 1, 0, 4)
    f = combat.combat(g)
    powers.costly_powers(g, f)
    assert g.a_dmg[0] == 2 and len(g.a_c) == 4      # Daniel with 2 damage, two Warriors and the Netherdrake
    gloves = cc.names.index("Netherdrake Gloves")
    assert gloves not in g.perms and gloves in g.grave          # destroyed for its token
    assert sorted(cc.atk[x] for x in g.a_c[1:]) == [1, 1, 3]
    assert not power_breaches(ch)


def test_loraala_gives_arena_allies_her_3_damage_power(db):
    # Gladiator Loraala: "Arena allies in your party have '[Exhaust] -> This ally deals 3 fire damage to target hero.'"
    # Krixel Pinchwhistle (ATK 1, Arena) has a power of its own: not that one; Gladiator Dorn (Arena) takes it when
    # 3 is more than its attack
    cc = compile_cards([db["Gladiator Loraala"], db["Gladiator Dorn"], db["Voss Treebender"]])
    assert cc.verdict[0] == PLAYED and cc.tap[0][0] == 7
    ch, seen, audit = events(cc)
    g = game(cc, [2] * 20, audit=audit)
    turn_with(g, 1, 20, [0, 1])
    for _ in range(2):
        play.play(g, g.hand[0], 0, 0)
    turn_with(g, 2, 0, [])
    f = combat.combat(g)
    dorn = attack_value_of(g, 1)
    assert (dorn in f.attackers) == (dorn >= 3) and 3 in f.attackers    # Loraala attacks (3: no more than 3)
    taps.after_combat(g, f)
    grants = [e for e in seen if e[0] == "tap_grant"]
    assert len(grants) == (0 if dorn >= 3 else 1) and g.turn_dmg == sum(f.attackers) + 3 * len(grants)
    assert not power_breaches(ch)
    bad = Checker(cc, None)                     # the checker: a Voss (no Arena ally) using the power
    bad.new_game()
    bad(("turn", 2))
    bad(("enter", 1, 0, 1))
    bad(("enter", 2, 2, 1))
    bad(("tap_grant", 2, 2, 0, 3))
    assert any("not an ally in play of the group" in b for b in bad.breaches)


def attack_value_of(g, c):
    from deckcheck.wowtcg.goldfish.combat import attack_value
    return next(attack_value(g, j, x) for j, x in enumerate(g.a_c) if x == c)


def test_benedictus_exhausts_five_cultists_for_20(db):
    # Benedictus, the Twilight Father: "At the start of each player's turn, put a 0/1 Cultist ally token into play.
    # ... Exhaust five Cultists you control -> Benedictus deals 20 shadow damage to target opposing hero."
    cc = compile_cards([db["Benedictus, the Twilight Father"]])
    assert cc.verdict[0] == PLAYED and cc.token[0][0] == 2       # (the opponent's turn's one too)
    ch, seen, audit = events(cc)
    g = game(cc, [], audit=audit)
    turn_with(g, 1, 5, [0])
    play.play(g, 0, 0, 5)
    tok = cc.token[0][1]
    for _ in range(4):
        g.enter(tok, 1)
    turn_with(g, 2, 0, [])
    f = combat.combat(g)
    taps.after_combat(g, f)
    assert g.turn_dmg == 2 and f.attackers == [2]   # four Cultists: Benedictus attacks for 2, no power
    g.enter(tok, 2)
    turn_with(g, 3, 0, [])
    f = combat.combat(g)
    assert f.attackers == [2]                   # the Cultists stay ready (an attack for 0 does nothing)
    before = g.turn_dmg
    taps.after_combat(g, f)
    assert g.turn_dmg - before == 20 and [len(e[3]) for e in seen if e[0] == "tap_cost"] == [5]
    assert not power_breaches(ch)


def test_boosts_unbridled_wrath_and_feral_dominance(db):
    # Unbridled Wrath: "Ongoing: 1 -> Target weapon you control has +1 ATK this turn" (as often as paid, once your hero
    # struck); Feral Dominance: "Ongoing: 1, [Exhaust] -> Target Druid you control has Assault 1 ... this turn" (Voss
    # Treebender is a Druid: once a turn)
    cc = compile_cards([db["Unbridled Wrath"], db["Feral Dominance"], db["Voss Treebender"], db["Arced War Axe"]])
    assert cc.verdict[:2] == [PLAYED, PLAYED]
    ch, seen, audit = events(cc)
    g = game(cc, [2] * 20, audit=audit)
    turn_with(g, 1, 20, [0, 1, 2])
    for _ in range(3):
        play.play(g, g.hand[0], 0, 0)
    turn_with(g, 2, 4, [])
    f = combat.combat(g)
    assert [e[3] for e in seen if e[0] == "tap_boost"] == [g.a_uid[0]]   # no weapon struck: the Druid ally only
    assert g.avail == 3
    turn_with(g, 3, 20, [3])
    play.play(g, 3, 0, cc.cost[3])
    left = g.avail
    f = combat.combat(g)
    wrath = [e for e in seen if e[0] == "tap_boost" and e[2] == 0]
    assert wrath and all(e[3] == -2 for e in wrath) and f.struck
    assert not power_breaches(ch) and g.avail < left


def test_search_modes_seraph_tuskarr_gustaf_nightbloom(db):
    # Seraph the Exalted: "[Exhaust] -> Put an ally card from your hand into play if its cost is less than or equal to
    # the number of resources you have"; Tuskarr Kite: "Ongoing: [Exhaust], Exhaust an ally you control -> Put the card
    # tenth from the top of your deck in your hand"; Gustaf Trueshot: "1 -> Look at the top card of your deck. You may
    # put it into your graveyard"; Nightbloom: "1, [Exhaust] -> You may put a card from your hand into your resource
    # row face down and exhausted"
    names = ["Seraph the Exalted", "Tuskarr Kite", "Gustaf Trueshot", "Nightbloom", "Andrew Ulric", "Voss Treebender",
             "Alchemist Finklestein"]
    cc = compile_cards([db[n] for n in names])
    assert cc.verdict[:4] == [PLAYED] * 4
    ch, seen, audit = events(cc)
    g = game(cc, [5] * 30, audit=audit)
    turn_with(g, 1, 30, [0, 1, 2, 3, 6])
    for _ in range(5):
        play.play(g, g.hand[0], 0, 0)
    turn_with(g, 2, 3, [4, 6])                  # an Andrew Ulric (cost 4) and a second Finklestein (Unique: no use)
    g.res = 4
    g.lib[-1] = 6                               # a card of no use on top for Gustaf, then Voss Treebenders
    g.topq = [6]
    f = combat.combat(g)
    taps.after_combat(g, f)
    kinds = [e[5] for e in seen if e[0] == "tap_search"]
    from deckcheck.wowtcg.goldfish.compile_powers import S_HAND_PLAY, S_KEEP, S_NTH, S_RES_HAND
    assert S_HAND_PLAY in kinds and 4 in g.a_c  # Seraph: Andrew Ulric into play (cost 4 <= 4 resources)
    assert S_RES_HAND in kinds and g.res == 5   # Nightbloom: the second Finklestein into the resource row
    assert S_KEEP in kinds and 6 in g.grave     # Gustaf: the Finklestein on top into the graveyard, a Voss kept
    assert S_NTH in kinds and 5 in g.hand       # Tuskarr Kite: a Voss (exhausting an ally that did not attack)
    assert not power_breaches(ch)


def test_a_ferocity_power_with_an_ally_held_to_pay_a_cost_does_not_crash(db):
    # Found by a stress deck of the pool's power cards: Benedictus's cost exhausts allies of yours, so an ally that
    # would attack for nothing stays ready for it (`taps.hold`); Viciousness's Ferocity power then read that ally's
    # power, which it has not ("'NoneType' object is not subscriptable"). Every game of this list now plays out.
    from deckcheck.wowtcg.goldfish.runner import median_hero_health, run
    names = ["ALAMO", "Arcanist Dayvana", "Arcanist Renaan", "Azamoth Deathfang", "Benedictus, the Twilight Father",
             "Braeo Darkpaw", "Broan Charges-the-Fight", "Cromarius Blackfist", "Lunen the Moon Baron", "Mana Agate",
             "Master Cannoneer Boots", "Meeting Stone", "Seal of Blood", "Viciousness", "Zeni'vun"]
    setup = make_setup(None, [db[n] for n in names for _ in range(4)], turns=12, health=median_hero_health(db))
    st = run(setup, 400, 7)
    assert st.games == 400
    assert no_breaches(db, *((n, 4) for n in names), games=100).games == 100
