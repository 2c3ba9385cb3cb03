"""One scripted test per effect kind, on real bundled cards: the stored effect with its condition,
and what the engine does with it (a trace or the counters of a short game)."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects

import random

from deckcheck.wowtcg.goldfish.engine import Stats, play_game
from deckcheck.wowtcg.goldfish.policies import Policy
from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game


def fx(card):
    return flat_effects(card.effects)


def play(setup, seed=0, first=True):
    st = Stats(setup.turns, len(setup.cc))
    events: list[tuple] = []
    result = play_game(setup.cc, list(setup.deck), setup.policy, random.Random(seed), st, health=setup.health,
                       first=first, hero_atk=setup.hero_atk, audit=events.append)
    return result, st, events


def deck(db, *pairs, filler="Voss Treebender"):
    """A 60-card list: the named cards in the given numbers, the rest a vanilla 1-cost ally."""
    cards = []
    for name, n in pairs:
        cards += [db[name]] * n
    return cards + [db[filler]] * (60 - len(cards))


def test_damage_to_each_hero_and_ally_destroys_your_allies(db):
    assert fx(db["Engulfing Blaze"]) == [{"do": "damage", "n": 3, "to": "all"}]
    setup = make_setup(None, deck(db, ("Engulfing Blaze", 20)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    blaze = [i for i, l in enumerate(lines) if "Engulfing Blaze" in l and "plays" in l]
    assert blaze and any("Voss Treebender is destroyed" in l for l in lines[blaze[0]:])


def test_x_damage_is_capped(db):
    assert fx(db["Arcane Missiles"]) == [{"do": "damage", "n": "X", "max": 5}]
    setup = make_setup(None, deck(db, ("Arcane Missiles", 30)), turns=12, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    xs = [int(l.split("X=")[1].split(":")[0]) for l in lines if "Arcane Missiles with X=" in l]
    assert xs and max(xs) <= 5


def test_faction_limited_bonus_skips_other_allies(db):
    # For the Horde!: +1 ATK to Horde allies only; Aeshia Moonstreak is an Alliance ally
    horde = fx(db["For the Horde!"])[1]
    assert horde["faction"] == "Horde" and db["Aeshia Moonstreak"].faction == ("Alliance",)
    setup = make_setup(None, deck(db, ("For the Horde!", 20), filler="Aeshia Moonstreak"), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=4)
    assert not any("completes For the Horde!" in l and "ATK" in l for l in lines)
    setup = make_setup(None, deck(db, ("For the Horde!", 20)), turns=6, health=10**6)     # Voss: Horde
    lines, _ = trace_game(setup, seed=4)
    assert any("completes For the Horde!" in l and "ATK" in l for l in lines)


def test_conditional_ferocity_waits_for_its_condition(db):
    # Sha'kar has Ferocity only if your hero dealt fire, frost or nature damage this turn
    setup = make_setup(None, deck(db, ("Sha'kar", 30)), turns=6, health=10**6)
    _, _, events = play(setup, seed=3)
    shakar = {i for i, c in enumerate(setup.cc.names) if c == "Sha'kar"}
    early = [e for e in events if e[0] == "attack" and e[2] in shakar and e[3] >= e[4]]
    assert early == []          # no burn in this deck: never attacks the turn it enters


def test_tag_limit_one_pet_in_play(db):
    pets = [c.name for c in db if c.type == "Ally" and "Pet (1)" in c.tags and c.cost == 1][:2]
    setup = make_setup(None, deck(db, (pets[0], 30), (pets[1], 30)), turns=8, health=10**6)
    _, _, events = play(setup, seed=5)
    entered = [e for e in events if e[0] == "enter"]
    assert len(entered) == 1     # CR 414.3b: Pet (1), one Pet in play at a time


def test_attachment_needs_an_ally_and_buffs_only_it(db):
    # (its Warp, a free play when your own effects reveal it from your deck: test_coverage_abilities_engine)
    assert fx(db["Blessing from Beyond"]) == [{"do": "warp"}, {"do": "attach", "to": "ally"},
                                              {"do": "atk_bonus", "n": 3, "to": "attached", "until": "ongoing"}]
    setup = make_setup(None, [db["Blessing from Beyond"]] * 60, turns=6, health=10**6)
    _, st, events = play(setup, seed=1)
    assert not any(e[0] == "attach" for e in events) and sum(st.spent) == 0   # never cast without a target
    setup = make_setup(None, deck(db, ("Blessing from Beyond", 20)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert any("attached to Voss Treebender" in l for l in lines)


def test_dual_wield_strikes_with_two_one_handed_weapons(db):
    hero = next(c for c in db if c.is_hero and {"do": "dual_wield", "kind": "melee"} in fx(c))
    one_h = next(c for c in db if c.type == "Equipment" and "1H Weapon" in c.tags and "Melee (1)" in c.tags
                 and c.cost == 1 and c.strike_cost == 1 and c.atk and not fx(c))
    setup = make_setup(hero, [one_h] * 60, turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert any(f"strikes with {one_h.name} and {one_h.name}" in l for l in lines)
    setup = make_setup(None, [one_h] * 60, turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert not any(" and " in l for l in lines if "strikes with" in l)      # CR 303.2c: one weapon


def test_quest_with_a_condition_is_completed_only_when_it_holds(db):
    # Torek's Assault: only after an ally of yours dealt damage to the opposing hero this turn
    setup = make_setup(None, deck(db, ("Torek's Assault", 20)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    done = [i for i, l in enumerate(lines) if "completes Torek's Assault" in l]
    assert done
    turn_start = max(i for i, l in enumerate(lines[:done[0]]) if l.startswith("Turn "))
    assert any("attacks with" in l for l in lines[turn_start:done[0]])


def test_quest_reward_draws_are_in_the_trace(db):
    setup = make_setup(None, deck(db, ("A Donation of Silk", 20)), turns=5, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    i = next(i for i, l in enumerate(lines) if "completes A Donation of Silk" in l)
    assert lines[i + 1].strip().startswith("draws ") and lines[i + 2].strip().startswith("draws ")


def test_tokens_enter_play_and_attack_next_turn(db):
    card = db["A Head Full of Wind"]
    assert fx(card)[1] == {"do": "token", "n": 1, "atk": 2, "health": 1, "race": "Air Elemental", "icon": "Nature"}
    setup = make_setup(None, deck(db, ("A Head Full of Wind", 20)), turns=6, health=10**6)
    # (the quest is completed within six turns in about two games in three: a scan of seeded games)
    lines = [l for s in range(10) for l in trace_game(setup, seed=s)[0]]
    assert any("2/1 Air Elemental ally token" in l for l in lines)


def test_haste_makes_an_ally_cheaper_after_an_ally_hit(db):
    assert fx(db["Ashenvale Acolyte"]) == [{"do": "haste", "n": 5}]
    setup = make_setup(None, deck(db, ("Ashenvale Acolyte", 20)), turns=6, health=10**6)
    _, _, events = play(setup, seed=1)
    acolyte = setup.cc.names.index("Ashenvale Acolyte")
    assert setup.cc.cost[acolyte] > 2
    assert any(e[0] == "enter" and e[2] == acolyte and e[3] <= 3 for e in events)   # cast cheap, early


def test_hero_flip_power_is_used_once(db):
    hero = next(c for c in db if c.is_hero and any(e["do"] == "damage" and e.get("flip") and e.get("to") is None
                                                   for e in fx(c)))
    setup = make_setup(hero, [db["Voss Treebender"]] * 60, turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert sum("flips the hero" in l for l in lines) == 1


def test_dig_and_search_put_a_card_of_the_kind_into_hand(db):
    assert fx(db["Keys to the Armory"]) == [{"do": "tutor", "what": "equipment"}]
    assert fx(db["Escape from Durnholde"]) == [{"do": "quest", "pay": 1}, {"do": "scry", "n": 3}]
    setup = make_setup(None, deck(db, ("A Bird In Hand", 20)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert any("looks at the top 1: puts" in l for l in lines) or any("completes A Bird In Hand" in l for l in lines)


def test_cant_attack_all_is_not_played_and_opposing_only_is_no_effect(db):
    setup = make_setup(None, deck(db, ("Archbishop Benedictus", 30)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert not any("plays Archbishop Benedictus" in l for l in lines)   # it would stop your own attacks
    assert fx(db["Lady Jaina Proudmoore"]) == []


def _attacks(events, card_id):
    """{(uid, turn): attacks} for one card."""
    out: dict = {}
    for e in events:
        if e[0] == "attack" and e[2] == card_id:
            out[(e[1], e[4])] = out.get((e[1], e[4]), 0) + 1
    return out


def test_ready_on_first_attack_attacks_twice_each_turn(db):
    # Abasha Windstorm: "When this ally attacks for the first time each turn, you may ready her"
    assert fx(db["Abasha Windstorm"]) == [{"do": "ready", "to": "self", "when": "attack"}]
    setup = make_setup(None, deck(db, ("Abasha Windstorm", 20)), turns=6, health=10**6)
    _, _, events = play(setup, seed=2)
    abasha = setup.cc.names.index("Abasha Windstorm")
    counts = _attacks(events, abasha)
    assert counts and set(counts.values()) == {2}                 # twice a turn, never more
    voss = setup.cc.names.index("Voss Treebender")
    assert set(_attacks(events, voss).values()) == {1}           # a vanilla ally attacks once


def test_paid_ready_power_attacks_again_only_when_paid(db):
    # Izzy Quizfiz: "(2) -> Ready this ally": each 2 resources paid buy one more attack
    assert fx(db["Izzy Quizfiz"]) == [{"do": "ready", "exhaust": 0, "pay": 2, "to": "self"}]
    setup = make_setup(None, [db["Izzy Quizfiz"]] * 60, turns=8, health=10**6)
    _, _, events = play(setup, seed=1)
    izzy = setup.cc.names.index("Izzy Quizfiz")
    pays = [e for e in events if e[0] == "pay" and e[1] == 2]
    readied = [e for e in events if e[0] == "readied"]
    assert readied and len(readied) <= len(pays)                  # never readied without paying
    assert max(_attacks(events, izzy).values()) >= 2


def test_ready_your_hero_attacks_again_without_its_weapons(db):
    # Sanguine Presence stays in play: "(1), [Exhaust] -> Ready your hero": a second hero attack of
    # its own ATK only (the weapon exhausted when it struck)
    assert fx(db["Sanguine Presence"]) == [{"do": "ready", "exhaust": 1, "pay": 1, "to": "hero"}]
    cards = deck(db, ("Sanguine Presence", 20))
    assert db["Highlord Tirion Fordring"].atk == 2
    with_atk = make_setup(db["Highlord Tirion Fordring"], cards, turns=8, health=10**6)
    lines, _ = trace_game(with_atk, seed=1)
    assert any("the hero readies and attacks again for 2" in l for l in lines)
    without = make_setup(None, cards, turns=8, health=10**6)      # a hero of 0 ATK
    lines, _ = trace_game(without, seed=1)
    assert not any("attacks again" in l for l in lines)           # nothing to gain: not used


def test_choose_one_or_both_and_abilities_needing_an_opposing_target(db):
    # Ruination: "Choose one or both: Destroy target ally, or destroy target weapon" (opposing cards:
    # no bearing); Death Coil removes an ally in an opponent's party: no target, never cast
    assert fx(db["Ruination"]) == [] and fx(db["Death Coil"]) == []
    setup = make_setup(None, deck(db, ("Death Coil", 20)), turns=6, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    assert not any("plays Death Coil" in l for l in lines)


def test_token_allies_group_bonus_reaches_tokens_only(db):
    # Zaza'jun: two 1/1 Treant tokens, and "Token allies you control have Assault 1"
    assert fx(db["Zaza'jun"]) == [{"atk": 1, "do": "token", "health": 1, "n": 2, "race": "Treant"},
                                  {"do": "atk_bonus", "n": 1, "tag": "Token", "to": "allies", "until": "ongoing"}]
    setup = make_setup(None, deck(db, ("Zaza'jun", 20)), turns=6, health=10**6)
    cc = setup.cc
    zaza = cc.names.index("Zaza'jun")
    token = cc.names.index("1/1 Treant ally token")
    assert token in cc.ong_mask[zaza] and zaza not in cc.ong_mask[zaza]
    assert cc.names.index("Voss Treebender") not in cc.ong_mask[zaza]


def test_keywords_read_as_the_rules_glossary_defines_them(db):
    # Find Treasure (CR glossary): "When this card enters play, you may draw a card. If you do, discard a card."
    assert fx(db["Darok Steelstrike"]) == [{"do": "draw", "n": 1}, {"do": "discard", "n": 1}]
    # Diplomacy: Dwarves: "You pay (1) less to play Dwarves allies, to a minimum of (1)": Dwarves only
    assert fx(db["Daniel Soortan"])[0] == {"do": "cost_less", "n": 1, "what": "ally", "tag": "Dwarves", "min": 1}
    dwarf = next(c for c in db if c.type == "Ally" and c.race == "Dwarf" and c.cost == 3 and not fx(c))
    orc = next(c for c in db if c.type == "Ally" and c.race == "Orc" and c.cost == 3 and not fx(c))
    setup = make_setup(None, deck(db, ("Daniel Soortan", 20), (dwarf.name, 20), (orc.name, 20)), turns=10,
                       health=10**6)
    lines, _ = trace_game(setup, seed=3)
    soortan = next(i for i, l in enumerate(lines) if "plays Daniel Soortan" in l)
    after = lines[soortan:]
    assert any(f"plays {dwarf.name} (cost 2)" in l for l in after)
    assert not any(f"plays {orc.name} (cost 2)" in l for l in after)
    # Delve: "Look at the top two cards of your deck. Put any number of them on top ..., and the rest on
    # the bottom": read as a look at two keeping one on top (the engine errs low)
    assert fx(db["Claws of the Dead"]) == [{"do": "scry", "n": 2}]
    # War Stomp exhausts the opposing hero as he attacks (when it is ready): Baine then deals it 4 (exhaust.py)
    assert fx(db["Baine, Son of Cairne"]) == [{"do": "exhaust_opp", "dmg": 4, "when": "attack"}]


def test_damage_boost_applies_to_its_kind_of_damage_only(db):
    # Aspect of the Hawk stays in play: "If your hero would deal ranged damage, it deals that amount plus 1"
    assert fx(db["Aspect of the Hawk"]) == [{"do": "dmg_boost", "n": 1, "who": "hero", "types": "Ranged"}]
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cc = compile_cards([db["Aspect of the Hawk"]])
    assert cc.modelled[0] and cc.stays[0]
    # Elder Achillia (Inspiring Presence): non-combat damage of your hero and allies +1, combat not
    assert fx(db["Elder Achillia"]) == [{"do": "dmg_boost", "n": 1, "who": "party", "scope": "non-combat"}]
    cards = deck(db, ("Elder Achillia", 20), ("Quick Strike", 20))
    lines, _ = trace_game(make_setup(None, cards, turns=8, health=10**6), seed=2)
    def strikes(lines):
        return [int(lines[i + 1].split("deals ")[1].split()[0]) for i, l in enumerate(lines) if "plays Quick Strike" in l]
    # Quick Strike's 2, +1 for each Achillia in play (each Inspiring Presence is its own replacement)
    hits = strikes(lines)
    assert hits and min(hits) >= 2 and max(hits) > 2
    lines, _ = trace_game(make_setup(None, deck(db, ("Quick Strike", 20)), turns=8, health=10**6), seed=2)
    assert strikes(lines) and set(strikes(lines)) == {2}



def test_preparation_is_free_on_the_first_turn_only(db):
    # Shredder (Preparation, CR glossary): "On your first turn, you may play this card without paying its cost"
    assert fx(db["Shredder"]) == [{"do": "prep"}] and db["Shredder"].cost == 3
    lines, _ = trace_game(make_setup(None, [db["Shredder"]] * 60, turns=4, health=10**6), seed=1)
    turn1 = lines[lines.index(next(l for l in lines if l.startswith("Turn 1"))):
                  lines.index(next(l for l in lines if l.startswith("Turn 2")))]
    assert any("plays Shredder (cost 0)" in l for l in turn1)
    assert not any("plays Shredder (cost 0)" in l for l in lines[lines.index(turn1[-1]) + 1:])


def test_a_self_reduction_counts_your_hero_for_its_condition(db):
    # Essence of Focus: "You pay 2 less to play this ability if you control a Mage hero or ally" (and the
    # same for a Shaman): with a Mage hero the first always holds; without, it waits for such an ally
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    essence = db["Essence of Focus"]
    mage = next(c for c in db if c.is_hero and "Mage" in c.char_class)
    with_mage = compile_cards([essence], hero=mage).selfless[0]
    assert with_mage[0] == (2, None) and with_mage[1][1] is not None
    alone = compile_cards([essence]).selfless[0]
    assert all(cond is not None for _, cond in alone)


def test_maximum_hand_size_grows_while_the_card_is_in_play(db):
    # Arcane Intellect: attached to your hero, "its controller draws a card" and "maximum hand size is
    # increased by three" (CR 503.2a: discard down to seven, here ten)
    assert fx(db["Arcane Intellect"]) == [{"do": "attach", "to": "hero"}, {"do": "draw", "n": 1},
                                          {"do": "hand_size", "n": 3}]
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cc = compile_cards([db["Arcane Intellect"]])
    assert cc.modelled[0] and cc.stays[0] and cc.hand_plus[0] == 3
    big = next(c for c in db if c.type == "Ally" and c.cost == 9 and not fx(c))     # never cast early
    cards = [db["Arcane Intellect"]] * 4 + [big] * 56
    # (resources up to 8: the ally of cost 9 stays in hand, and hands grow)
    _, _, events = play(make_setup(None, cards, turns=10, health=10**6, policy=Policy(resource_cap=8)), seed=1)
    ends = [e[2] for e in events if e[0] == "end"]
    assert max(ends) > 7 and max(ends) <= 10


def test_a_power_that_exhausts_your_hero_waits_for_a_hero_that_did_not_attack(db):
    # Mooncloth Robe: "(2), [Exhaust], Exhaust your hero -> Draw a card"
    assert fx(db["Mooncloth Robe"]) == [{"do": "draw", "exhaust": 1, "exhaust_hero": 1, "n": 1, "pay": 2}]
    cards = deck(db, ("Mooncloth Robe", 20))
    lines, _ = trace_game(make_setup(None, cards, turns=10, health=10**6), seed=1)      # a hero of 0 ATK
    assert any("uses Mooncloth Robe's power" in l for l in lines)
    hero = db["Illidan Stormrage"]                  # 5 ATK: it attacks each turn, so the robe stays unused
    lines, _ = trace_game(make_setup(hero, cards, turns=10, health=10**6), seed=1)
    assert any("and the hero" in l for l in lines)
    assert not any("uses Mooncloth Robe's power" in l for l in lines)


def test_draw_when_an_ally_attacks(db):
    # Morik: Ferocity, "When Morik attacks, each player draws a card": your draw, and the opponent's (`opp.draws`,
    # test_goldfish_flipped; unmodelled from the audit of seed 20270180 until the engine followed it)
    assert fx(db["Morik"]) == [{"do": "ferocity"}, {"do": "draw", "n": 1, "when": "attack"},
                               {"do": "opp_draw", "n": 1, "when": "attack"}]
    setup = make_setup(None, [db["Morik"]] * 60, turns=6, health=10**6)
    assert setup.cc.modelled[0] and setup.cc.atk_draw[0] == 1 and setup.cc.opp_draw_w[0] == 1
    def most_draws(setup):
        lines, _ = trace_game(setup, seed=1)
        per_turn, n = [], 0
        for l in lines:
            if l.startswith("Turn "):
                per_turn.append(n)
                n = 0
            elif l.lstrip().startswith("draws ") and "face" not in l:
                n += 1
        return max(per_turn + [n])
    assert most_draws(setup) >= 2                 # the draw step and Morik's attack
    assert most_draws(make_setup(None, [db["Voss Treebender"]] * 60, turns=6, health=10**6)) == 1


# --- abilities coverage ---------------------------------------------------------------------------

def test_compound_sentence_keeps_each_part_and_its_duration(db):
    # "Target ally has +2 ATK and Long-Range this turn": the ATK is read, Long-Range has no bearing
    assert fx(db["Hunter's Focus"]) == [{"do": "atk_bonus", "n": 2, "to": "ally", "until": "turn"}]
    # an attachment's "+3 ATK, Stealth, and Spellshield" is the attached ally's, never the ability's
    assert fx(db["Guise of the Stalker"]) == [{"do": "attach", "to": "ally"},
                                              {"do": "atk_bonus", "n": 3, "to": "attached", "until": "ongoing"}]
    setup = make_setup(None, deck(db, ("Guise of the Stalker", 20)), turns=6, health=10**6)
    _, _, events = play(setup, seed=1)
    guise = setup.cc.names.index("Guise of the Stalker")
    attached = [e for e in events if e[0] == "attach" and e[1] == guise]
    assert attached and all(e[2] >= 0 for e in attached)        # always on an ally in play
    # a condition in the list could be one item's or all of them: the sentence is not split
    from deckcheck.wowtcg.importer.effects import parse_effects
    assert parse_effects("Rexxar has +3 ATK and +3 health while Misha is in your party.", "Ally") == [
        {"do": "unmodelled"}]
    # "Assault 3 or Stealth": the player's choice, the option that changes the kill
    assert {"do": "atk_bonus", "n": 3, "to": "any", "until": "turn"} in fx(db["Lesson of the Shadow"])


def test_damage_to_several_chosen_targets_reaches_the_opposing_hero(db):
    assert fx(db["Multi-Shot"]) == [{"do": "damage", "n": 2}]        # each of up to three targets
    assert fx(db["Call of Lightning"]) == [{"do": "damage", "n": 5}]  # divided as you choose: all to the hero
    setup = make_setup(None, deck(db, ("Call of Lightning", 30)), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    plays = [i for i, l in enumerate(lines) if "plays Call of Lightning" in l]
    assert plays and all("deals 5 damage to the opposing hero" in lines[i + 1] for i in plays)
    # damage the opposing hero can't take: allies only (Demon, Dragonkin or Elemental), an attacker (only yours);
    # (an exhausted hero or ally, Slay the Feeble: your own cards exhaust the opposing hero: cast only then, exhaust.py)
    assert fx(db["Slay the Feeble"]) == [{"do": "damage", "n": 3, "cond": "opp_exhausted"}]
    for name in ("Explosive Hunt", "Hammer of the Righteous"):
        assert fx(db[name]) in ([], [{"do": "unmodelled"}]), name
        cc = make_setup(None, deck(db, (name, 30)), turns=2, health=10**6).cc
        assert cc.value[cc.names.index(name)] == 0, name         # never cast: only a resource


def test_costs_restrictions_and_lifetimes_matter_only_with_an_effect(db):
    # an ability whose text does nothing against a passive opponent is never cast, so how it is
    # paid or when it may be played changes nothing (Fade: "Play only if an ally is in your party")
    assert fx(db["Fade"]) == []
    assert fx(db["Dead Weight"]) == []          # an attachment to a card, with nothing that matters
    # with an effect, the alternative cost matters (it makes the card cheaper): read as `alt_cost` (combat family)
    assert fx(db["Lesson of the Light"]) == [{"do": "alt_cost", "how": "exhaust", "what": "ally", "class": "Priest"},
                                             {"do": "damage", "n": 2}]
    # an ally is played for its stats: an alternative cost always matters
    assert fx(db["Valeera Sanguinar"]) == [{"do": "unmodelled"}]


def test_granted_sentinel_and_exhausting_another_card_are_not_read_as_nothing(db):
    # Sentinel readies the character the first time it exhausts (CR glossary): it can attack again
    # (Force of Earth's record, read: +1 ATK and the ally readies once after it attacks)
    assert fx(db["Force of Earth"]) == [{"do": "atk_bonus", "n": 1, "to": "ally", "until": "turn"},
                                        {"do": "ready", "to": "ally"}]
    # (Hand of Devotion, read: "Play only on an opponent's turn": Sentinel then readies nothing that attacked)
    assert fx(db["Hand of Devotion"]) == []
    # "Exhaust a hero or ally in your party -> Ready Jae'va": another card exhausts, not this one (the power cost
    # `tap`, issue 23's powers: tests/test_goldfish_powers.py); unmodelled since the audit of seed 20270255 (the hero
    # option, the free one when your hero does not attack, is not read)
    assert fx(db["Jae'va the Relentless"]) == [{"do": "ready", "to": "self", "pay": 0, "turn": 1,
                                                 "tap": {"what": "ally"}}, {"do": "unmodelled"}]
    # a heal with a draw in the same sentence is not healing only
    assert fx(db["Deliberate Heal"]) == [{"do": "leave", "when": "turn_start", "to": "grave"},
                                         {"do": "draw", "when": "turn_start", "n": 1}]     # (read: turns.py)


def test_cant_be_interrupted_has_no_bearing(db):
    from deckcheck.wowtcg.importer.effects import NO_BEARING, no_bearing
    reason = dict((c, r) for c, r, _, _ in NO_BEARING)["interrupt"]
    assert "interrupts nothing" in reason
    assert no_bearing("Deep Breath can't be interrupted") == "interrupt"
    # (Deep Breath's "Onyxia deals X fire damage ..." is the raid boss's damage: none in a goldfish game)
    assert fx(db["Deep Breath"]) == []


def test_group_ferocity_for_this_turn_only_is_not_played_as_a_lasting_one(db):
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    assert {"do": "ferocity", "tag": "Murloc", "to": "allies", "until": "turn"} in fx(db["RwlRwlRwlRwl!"])
    cc = compile_cards([db["RwlRwlRwlRwl!"]])
    # played for this turn only (cast in combat on the Murlocs that just entered: test_goldfish_groups), never as
    # Ferocity while in play
    assert cc.modelled[0] and not cc.stays[0] and not cc.all_fero[0] and cc.grant_fero[0] == 2


# --- allies coverage -------------------------------------------------------------------------------

def _damage(setup, games=300):
    st = Stats(setup.turns, len(setup.cc))
    for g in range(games):
        play_game(setup.cc, list(setup.deck), setup.policy, random.Random(g), st, health=setup.health,
                  first=True, hero_atk=setup.hero_atk)
    return sum(st.damage)


def test_a_self_bonus_counts_the_cards_it_names(db):
    from deckcheck.wowtcg.goldfish.compile import P_ALLY, P_HAND, compile_cards
    # Tracker Pardo: "Pardo has +1 ATK for each other ally in your party" (himself left out)
    assert fx(db["Tracker Pardo"]) == [{"do": "atk_bonus", "n": 1, "to": "self", "until": "ongoing", "per": "ally",
                                        "other": 1}]
    # Spawn of Hyakiss: "+1 / +1 for each other Beast ally you control": Beasts only
    assert fx(db["Spawn of Hyakiss"])[0]["tag"] == "Beast"
    beast = db["Blackfang Tarantula"]     # a Spider Beast with no text
    cc = compile_cards([db["Spawn of Hyakiss"], beast, db["Voss Treebender"]])
    assert cc.self_per[0] == (1, P_ALLY, frozenset({0, 1}), 1, 0)
    # Arcane Anomaly: "+1 ATK for each card in your hand"
    assert compile_cards([db["Arcane Anomaly"]]).self_per[0][:2] == (1, P_HAND)
    # in play: Pardo's attacks deal more than the same cards without his text, seed for seed
    cards = deck(db, ("Tracker Pardo", 30))
    plain = [c._replace(effects=()) if c.name == "Tracker Pardo" else c for c in cards]
    with_text = _damage(make_setup(None, cards, turns=8, health=10**6))
    without = _damage(make_setup(None, plain, turns=8, health=10**6))
    assert with_text > without


def test_attack_bonuses_on_the_opponents_turn_have_no_bearing(db):
    # the passive opponent never attacks: no combat happens on its turn ("Nagalaas has +2 ATK during each
    # opponent's turn", "Tyrus has +4 ATK while defending", "This ally has +3 ATK on opposing turns")
    for name in ("Defender Nagalaas", "Naga Royal Guard"):
        assert fx(db[name]) == [], name
    # damage on your own allies stays at zero: "This ally has -1 ATK for each damage on him"
    assert fx(db["Torashu Stronghoof"]) == []


def test_conditions_on_what_you_control_are_kept(db):
    from deckcheck.wowtcg.goldfish.compile import C_ALLIES, C_CONTROL, compile_cards
    # Kaelon: "Empower Mage: When this ally enters play, if you control another Mage hero or ally, this ally
    # deals 5 fire damage to target hero": the damage keeps its condition; a Mage hero meets it
    assert fx(db["Kaelon, Herald of the Flame"]) == [{"do": "damage", "n": 5, "cond": "control", "class": "Mage",
                                                      "hero": 1}]
    mage = next(c for c in db if c.type == "Hero" and "Mage" in c.char_class)
    rogue = next(c for c in db if c.type == "Hero" and "Rogue" in c.char_class)
    assert compile_cards([db["Kaelon, Herald of the Flame"]], hero=mage).dmg_cond[0] is None
    cond = compile_cards([db["Kaelon, Herald of the Flame"]], hero=rogue).dmg_cond[0]
    assert cond[0] == C_CONTROL and 0 in cond[1]
    # with a Rogue hero, the first Kaelon does not count for himself: no 5 damage; with a Mage hero, always
    cards = deck(db, ("Kaelon, Herald of the Flame", 30))
    lines, _ = trace_game(make_setup(rogue, cards, turns=10, health=10**6), seed=1)
    played = [i for i, l in enumerate(lines) if "plays Kaelon" in l]
    assert played and "deals 5 damage" not in lines[played[0] + 1]
    lines, _ = trace_game(make_setup(mage, cards, turns=10, health=10**6), seed=1)
    played = [i for i, l in enumerate(lines) if "plays Kaelon" in l]
    assert played and all("deals 5 damage" in lines[i + 1] for i in played)
    # Timewalker Lightsworn: "Unity: While you control three or more Human allies, this ally has Assault 3"
    e = fx(db["Timewalker Lightsworn"])
    assert e == [{"do": "atk_bonus", "n": 3, "to": "self", "until": "ongoing", "cond": "allies", "count": 3,
                  "tag": "Human"}]
    human = next(c for c in db if c.type == "Ally" and c.race == "Human" and not fx(c))
    sb = compile_cards([db["Timewalker Lightsworn"], human, db["Voss Treebender"]]).self_bonus[0]
    assert sb[0] == 3 and sb[1][0] == C_ALLIES and sb[1][1] == 3 and sb[1][2] >= {0, 1} and 2 not in sb[1][2]


def test_damage_that_adds_a_weapons_atk_needs_that_weapon(db):
    # Sinister Strike: "X is 1 plus the ATK of one of your Melee weapons"
    assert fx(db["Sinister Strike"]) == [{"do": "damage", "n": 1, "plus": "weapon", "tag": "Melee"}]
    assert fx(db["Mutilate"]) == [{"do": "damage", "n": 1, "plus": "weapon", "sum": 1, "tag": "Dagger"}]
    # with Annihilator (a 3 ATK Melee axe) in play it deals 1 + 3; with no weapon it is never cast
    setup = make_setup(None, deck(db, ("Sinister Strike", 20), ("Annihilator", 10)), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    hits = [lines[i + 1] for i, l in enumerate(lines) if "plays Sinister Strike" in l]
    assert hits and all("deals 4 damage" in h for h in hits)
    first_axe = next(i for i, l in enumerate(lines) if "plays Annihilator" in l)
    assert all(i > first_axe for i, l in enumerate(lines) if "plays Sinister Strike" in l)
    setup = make_setup(None, deck(db, ("Sinister Strike", 30)), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    assert not any("plays Sinister Strike" in l for l in lines)


def test_counted_damage_draws_and_atk(db):
    # "for each [Arcane] ally in your party": the allies in play when it is cast (Erytheis: a plain ally of
    # arcane ATK)
    assert fx(db["Celestial Communion"]) == [{"do": "damage", "n": 1, "per": "ally", "icon": "Arcane"},
                                             {"do": "draw", "n": 1}]
    assert fx(db["Mystical Refreshment"]) == [{"do": "draw", "n": 1, "per": "ally", "icon": "Arcane"}]
    assert fx(db["Ferocious Cat Form"]) == [{"do": "atk_bonus", "hero": 1, "n": 1, "per": "ally", "tag": "Monster",
                                             "to": "hero", "until": "ongoing"}]
    setup = make_setup(None, deck(db, ("Celestial Communion", 20), filler="Erytheis"), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=5)
    casts = [i for i, l in enumerate(lines) if "plays Celestial Communion" in l]
    assert casts
    for i in casts:
        allies = sum(1 for l in lines[:i] if "plays Erytheis" in l)
        if allies:
            assert f"deals {allies} damage" in lines[i + 1]
        else:
            assert "damage" not in lines[i + 1]
    # a count inside a start-of-turn trigger of a card in play is played (turns.py: draw per hero and ally)
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    assert compile_cards([db["Mana Tide Totem"]]).modelled[0]


def test_damage_only_a_damaged_hero_can_take_waits_for_damage(db):
    # Hammer of Wrath: "3 holy damage to target hero or ally with damage on it"
    assert fx(db["Hammer of Wrath"]) == [{"do": "damage", "n": 3, "cond": "opp_damaged", "count": 1}]
    setup = make_setup(None, deck(db, ("Hammer of Wrath", 25)), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    for i, l in enumerate(lines):
        if "plays Hammer of Wrath" in l:
            assert any("the goldfish hero has" in x and "damage" in x for x in lines[:i]) or \
                any("attacks with" in x for x in lines[:i])
            break
    else:
        raise AssertionError("never cast")


def test_play_restrictions_the_engine_evaluates_are_kept():
    from deckcheck.wowtcg.importer.effects import parse_effects
    # Monstrous Void's restriction, Brazen Theft's: a condition on every effect, never dropped
    assert parse_effects("Play only if an opposing hero has 15 or more damage on it. Draw a card.", "Ability") == [
        {"do": "draw", "n": 1, "cond": "opp_damaged", "count": 15}]
    assert parse_effects("Play only if your hero dealt combat damage to an opposing hero this turn. "
                         "Your hero deals 2 fire damage to target hero or ally.", "Ability") == [
        {"do": "damage", "n": 2, "cond": "hero_hit"}]
    # on an ally, a restriction always matters (it is played for its stats)
    assert parse_effects("Play only if you have four or more allies in your graveyard.", "Ally") == [{"do": "unmodelled"}]


def test_a_paid_ready_once_a_turn_attacks_at_most_twice(db):
    # Sepirion: "When Sepirion attacks for the first time each turn, you may pay 1. If you do, ready him"
    assert fx(db["Sepirion"]) == [{"do": "ready", "pay": 1, "to": "self", "when": "attack"}]
    setup = make_setup(None, deck(db, ("Sepirion", 20)), turns=8, health=10**6)
    _, _, events = play(setup, seed=2)
    sep = setup.cc.names.index("Sepirion")
    counts = _attacks(events, sep)
    assert counts and max(counts.values()) == 2 and set(counts.values()) <= {1, 2}


def test_a_cost_paid_with_damage_on_your_hero_is_paid(db):
    # Gaktai: "When this ally enters play, you may put 2 damage on your hero. If you do, draw a card": the
    # passive opponent never damages your hero, so the goldfish pays (`hurt_hero`: its hero is never undamaged) and draws
    assert fx(db["Gaktai"]) == [{"do": "hurt_hero", "n": 2}, {"do": "draw", "n": 1}]
    lines, _ = trace_game(make_setup(None, deck(db, ("Gaktai", 30)), turns=8, health=10**6), seed=1)
    played = [i for i, l in enumerate(lines) if "plays Gaktai" in l]
    assert played and all("draws" in lines[i + 1] for i in played)


def test_an_allys_attack_bonus_this_turn_counts_in_that_turns_combat(db):
    # Claemora Amberglare: "When this ally enters play, target hero or ally has Assault 2 this turn": played as
    # she enters (before combat), for that turn only
    assert fx(db["Claemora Amberglare"]) == [{"do": "atk_bonus", "n": 2, "to": "any", "until": "turn"}]
    cards = deck(db, ("Claemora Amberglare", 20))
    lines, _ = trace_game(make_setup(None, cards, turns=8, health=10**6), seed=3)
    played = [i for i, l in enumerate(lines) if "plays Claemora" in l]
    assert played and all(lines[i + 1].strip() == "+2 ATK this turn." for i in played)
    plain = [c._replace(effects=()) if c.name == "Claemora Amberglare" else c for c in cards]
    assert _damage(make_setup(None, cards, turns=8, health=10**6)) > _damage(make_setup(None, plain, turns=8,
                                                                                          health=10**6))
    # Razor Hill Assassin: "... target ally you control has Assault 2 and Stealth this turn": Stealth has no bearing
    assert fx(db["Razor Hill Assassin"]) == [{"do": "atk_bonus", "n": 2, "to": "ally", "until": "turn"}]


def test_triggers_on_your_other_cards_entering_or_played(db):
    # Nibbler: "When this or another Murloc ally enters play under your control, it deals 1 melee damage to target
    # opposing hero": Murlocs only, Nibbler himself too
    assert fx(db["Nibbler"]) == [{"do": "damage", "n": 1, "when": "enters", "on_tag": "Murloc", "self": 1}]
    assert "Murloc" not in (db["Voss Treebender"].race or "")
    lines, _ = trace_game(make_setup(None, deck(db, ("Nibbler", 20)), turns=8, health=10**6), seed=2)
    nib = [i for i, l in enumerate(lines) if "plays Nibbler" in l]
    assert nib and all("Nibbler deals 1 damage" in lines[i + 1] for i in nib)
    voss = [i for i, l in enumerate(lines) if "plays Voss Treebender" in l and i > nib[0]]
    assert voss and not any("Nibbler deals" in lines[i + 1] for i in voss)
    # Chora Cloudspeaker: "Tribe: When this or another Tauren ally enters play under your control, allies you
    # control have +1 ATK this turn"; Selin Duskrunner: "When you play an ability, Selin deals 1 shadow damage ..."
    assert fx(db["Chora Cloudspeaker"]) == [{"do": "atk_bonus", "n": 1, "to": "allies", "until": "turn",
                                             "when": "enters", "on_tag": "Tauren", "self": 1}]
    assert fx(db["Selin Duskrunner"]) == [{"do": "damage", "n": 1, "when": "play", "on_type": "ability"}]


def test_tokens_written_with_their_stats_after_the_name(db):
    # Mya: "put a Mechanical Dragonling ally token with 1 ATK and 1 health into play"; Nathanos: "put two 2 / 2
    # Blighthound ally tokens into play with Protector" (Protector has no bearing)
    assert fx(db["Mya, Dragonling Wrangler"]) == [{"do": "token", "n": 1, "atk": 1, "health": 1,
                                                   "race": "Mechanical Dragonling"}]
    assert {"do": "token", "n": 2, "atk": 2, "health": 2, "race": "Blighthound"} in fx(db["Nathanos Blightcaller"])
    lines, _ = trace_game(make_setup(None, deck(db, ("Mya, Dragonling Wrangler", 20)), turns=8, health=10**6), seed=1)
    mya = [i for i, l in enumerate(lines) if "plays Mya" in l]
    assert mya and "puts 1 1/1 Mechanical Dragonling ally token(s) into play." in lines[mya[0] + 1]


def test_echo_copies_the_ability_when_two_allies_share_a_standard_race(db):
    # Echo (CR glossary): copied when you control two or more allies that share a [Horde] or [Alliance] race
    assert fx(db["Timeless Aim"]) == [{"do": "echo"}, {"do": "damage", "n": 2}]
    setup = make_setup(None, deck(db, ("Timeless Aim", 20)), turns=8, health=10**6)    # Voss: Tauren allies
    lines, _ = trace_game(setup, seed=4)
    copied = [i for i, l in enumerate(lines) if "Echo: Timeless Aim is copied" in l]
    assert copied
    for i in copied:
        assert sum(1 for l in lines[:i] if "plays Voss Treebender" in l) >= 2
    # Gakmat is a Demon: not a standard race, so never copied
    setup = make_setup(None, deck(db, ("Timeless Aim", 20), filler="Gakmat"), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=4)
    assert any("plays Timeless Aim" in l for l in lines) and not any("Echo:" in l for l in lines)


def test_rift_costs_one_less_per_ally_of_the_race_most_share(db):
    assert fx(db["Guardian of the Ages"]) == [{"do": "rift"}]
    import re
    setup = make_setup(None, deck(db, ("Guardian of the Ages", 25)), turns=10, health=10**6)    # Voss: Tauren
    played = 0
    for seed in range(6):
        lines, _ = trace_game(setup, seed=seed)
        for i, l in enumerate(lines):
            m = re.search(r"plays Guardian of the Ages \(cost (\d+)\)", l)
            if m:
                tauren = sum(1 for x in lines[:i] if "plays Voss Treebender" in x)
                assert int(m[1]) == max(0, 8 - tauren)
                played += 1
                break
    assert played


def test_eternal_shuffles_the_ability_back_into_the_deck(db):
    assert {"do": "eternal"} in fx(db["Boundless Winter"])
    import re
    setup = make_setup(None, deck(db, ("Boundless Winter", 15)), turns=12, health=10**6)
    lines, _ = trace_game(setup, seed=3)
    turns, cur = [], None
    for l in lines:
        m = re.match(r"Turn \d+: ready step, \d+ resource\(s\) ready; (\d+) card", l)
        if m:
            cur = [int(m[1]), 0, 0]
            turns.append(cur)
        elif cur is not None:
            cur[1] += "draws " in l
            cur[2] += "plays Boundless Winter" in l
    # each turn the deck loses what was drawn and gets back every Boundless Winter played
    assert any(t[2] for t in turns[:-1])
    for (deck_n, drawn, played), nxt in zip(turns, turns[1:]):
        assert nxt[0] == deck_n - drawn + played


def test_ally_back_into_play_only_if_you_have_the_resources_its_cost_asks(db):
    # Rebirth: "Put target ally card from your graveyard into play if its cost is less than or equal to
    # the number of resources you have"
    assert fx(db["Rebirth"]) == [{"do": "regrow", "max_res": 1, "to": "play", "what": "ally"}]
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    cc = compile_cards([db["Rebirth"], db["Voss Treebender"]])
    assert cc.regrow[0][2] == 1 and 1 in cc.regrow[0][0]
    # Engulfing Blaze destroys your own allies: Rebirth brings one back
    setup = make_setup(None, deck(db, ("Rebirth", 15), ("Engulfing Blaze", 15)), turns=12, health=10**6)
    import re
    seen = 0
    for seed in range(6):
        lines, _ = trace_game(setup, seed=seed)
        res = 0
        for l in lines:
            m = re.match(r"Turn \d+: ready step, (\d+) resource", l)
            if m:
                res = int(m[1])
            if "from the graveyard into play" in l:
                seen += 1
                assert "Voss Treebender" in l and res >= 1
    assert seen


def test_exhausting_the_opposing_hero_before_damage_is_the_damage(db):
    # (the exhaust itself: `exhaust_opp`, for the payoffs in the deck: exhaust.py)
    assert fx(db["Decisive Strike"]) == [{"do": "exhaust_opp"}, {"do": "damage", "n": 2}]


def test_a_bonus_to_one_kind_of_weapon_counts_only_when_the_hero_strikes_with_one(db):
    assert fx(db["Surprise Attacks"]) == [{"do": "atk_bonus", "n": 1, "tag": "Melee", "to": "weapon", "until": "ongoing"}]
    # Annihilator: a 3 ATK Melee axe; Vanquish is never cast here (no ally to destroy), so only the hero attacks
    setup = make_setup(None, deck(db, ("Surprise Attacks", 15), ("Annihilator", 10), filler="Vanquish"), turns=10,
                       health=10**6)
    lines, _ = trace_game(setup, seed=2)
    auras = strikes = 0
    for l in lines:
        auras += "plays Surprise Attacks" in l       # each copy in play adds its +1
        if "attacks with 0 ally(ies) and the hero:" in l:
            strikes += 1
            assert l.endswith(f"{3 + auras} damage.")
    assert strikes and auras
    # a Ranged-only bonus leaves a Melee strike as it is
    setup = make_setup(None, deck(db, ("Trueshot Aura", 15), ("Annihilator", 10), filler="Vanquish"), turns=10,
                       health=10**6)
    lines, _ = trace_game(setup, seed=2)
    assert all(l.endswith("3 damage.") for l in lines if "attacks with 0 ally(ies) and the hero:" in l)


def test_draw_for_each_opposing_hero_is_one_card(db):
    assert fx(db["How Fortuitous!"]) == [{"do": "draw", "n": 1}]


def test_conditions_the_passive_opponent_always_or_never_meets(db):
    # Black Death: "1 shadow damage to attached hero, or 2 if there are no allies in its party": the
    # goldfish's party is always empty, so 2 at the start of each of your turns
    assert fx(db["Black Death"]) == [{"do": "attach", "to": "hero"}, {"do": "damage", "n": 2, "when": "turn_start"}]
    assert {"do": "damage", "n": 2, "when": "turn_start"} in fx(db["Everlasting Cold"])     # it never attacks
    setup = make_setup(None, deck(db, ("Black Death", 20), filler="Vanquish"), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    played = sum(1 for l in lines if "plays Black Death" in l)
    dots = [int(l.split("deal ")[1].split()[0]) for l in lines if "start-of-turn effects deal" in l]
    assert played and dots and max(dots) <= 2 * played and all(d % 2 == 0 for d in dots)
    # Permafrost counts the ready non-hero cards the opposing hero's controller controls: none
    assert fx(db["Permafrost"]) == []


def test_an_unpreventable_rider_leaves_the_bonus_and_its_duration(db):
    # Fixate: "Your hero has +3 ATK, and combat damage that would deal is unpreventable this turn"
    assert fx(db["Fixate"]) == [{"do": "atk_bonus", "n": 3, "to": "hero", "until": "turn"}]


def test_a_lasting_abilitys_this_turn_bonus_counts_the_turn_it_enters(db):
    # Fierce Cat Form: "Target ally has Assault 2 this turn. Ongoing: Your hero has Assault 1."
    assert fx(db["Fierce Cat Form"]) == [{"do": "atk_bonus", "n": 2, "to": "ally", "until": "turn"},
                                         {"do": "atk_bonus", "n": 1, "to": "hero", "until": "ongoing"}]
    setup = make_setup(None, deck(db, ("Fierce Cat Form", 20)), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=2)
    plays = [i for i, l in enumerate(lines) if "plays Fierce Cat Form" in l]
    assert plays and all("+2 ATK this turn" in lines[i + 1] for i in plays)
    # "while attacking heroes": against a passive opponent only its hero is ever attacked
    assert fx(db["Bloodlust"]) == [{"do": "atk_bonus", "n": 2, "to": "party", "until": "turn"}]
    assert fx(db["Heroism"]) == []       # "while attacking allies": it has none


def test_combat_the_passive_opponent_never_starts_has_no_bearing(db):
    # it never attacks: no attacker to remove (Feint), your hero never defends (Blink's rider); its
    # allies entering play exhausted (Chaotic Rush) change nothing, it plays none
    assert fx(db["Feint"]) == []
    assert fx(db["Chaotic Rush"]) == []
    assert fx(db["Blink"]) == [{"do": "draw", "n": 1}]


def test_damage_only_to_allies_whatever_its_amount_and_weapon_attachments_need_a_weapon(db):
    # "melee damage to target ally equal to 3 plus the number of equipment you have": allies only
    for name in ("Armed to the Teeth", "Whirlwind", "Kill Command", "Inquisition"):
        assert fx(db[name]) == [], name
    # Bladestorm attaches to a weapon you control: never played while you have none
    assert fx(db["Bladestorm"]) == [{"do": "attach", "to": "weapon"},
                                    {"do": "atk_bonus", "n": 3, "to": "weapon", "until": "ongoing"}]
    setup = make_setup(None, deck(db, ("Bladestorm", 20), ("Annihilator", 6)), turns=10, health=10**6)
    lines, _ = trace_game(setup, seed=4)
    first_axe = next((i for i, l in enumerate(lines) if "plays Annihilator" in l), len(lines))
    storms = [i for i, l in enumerate(lines) if "plays Bladestorm" in l]
    assert storms and all(i > first_axe for i in storms)


def test_an_ongoing_ability_that_draws_or_makes_tokens_each_turn_stays_in_play(db):
    # "Ongoing: At the start of your turn, draw a card" (Infinite Brilliance) and "... put a 1/1 Treant
    # ally token into play" (March of the Treants): the ability stays in play (an Ongoing ability,
    # CR 203) and acts at the start of each of your turns; it was spent like a one-shot ability.
    assert fx(db["Infinite Brilliance"]) == [{"do": "draw", "n": 1, "when": "turn_start"}]
    setup = make_setup(None, deck(db, ("Infinite Brilliance", 20)), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    played = [i for i, l in enumerate(lines) if "plays Infinite Brilliance" in l]
    assert played and any("Infinite Brilliance: draw at the start of the turn" in l for l in lines[played[0]:])
    assert fx(db["March of the Treants"])[0]["when"] == "turn_start"
    setup = make_setup(None, deck(db, ("March of the Treants", 20)), turns=8, health=10**6)
    lines, _ = trace_game(setup, seed=1)
    played = [i for i, l in enumerate(lines) if "plays March of the Treants" in l]
    assert played and any("puts 1 1/1 Treant ally token(s) into play" in l for l in lines[played[0] + 1:])


def test_armor_that_looks_at_the_deck_as_it_enters_is_played_for_it(db):
    # Power Generator Hood "When this armor enters play, Delve" (scry 2): counted as played, it was put into play
    # only as spare gear, without the look (issue 23's sample audit)
    from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
    setup = make_setup(None, deck(db, ("Power Generator Hood", 20)), turns=8, health=10**6)
    lines = [line for s in range(4) for line in trace_game(setup, seed=s)[0]]
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Power Generator Hood")]
    assert at and all(lines[i + 1].startswith("    looks at the top 2") for i in at)


def test_an_ability_that_only_looks_at_the_deck_is_cast(db):
    # Far Sight (look at the top cards, one on top): counted as played, it was never cast (the second sample audit)
    from deckcheck.wowtcg.goldfish.runner import make_setup, trace_game
    setup = make_setup(None, deck(db, ("Far Sight", 20), ("Voss Treebender", 20)), turns=8, health=10**6)
    lines = [line for s in range(4) for line in trace_game(setup, seed=s)[0]]
    at = [i for i, line in enumerate(lines) if line.startswith("  plays Far Sight")]
    assert at and all(lines[i + 1].startswith("    looks at the top") for i in at)


def test_a_second_kind_of_token_is_not_read_over_the_first(db):
    # Lions, Tigers, and Bears puts three different tokens into play: the first kind is `token`, the others
    # `tok_also` (round 3), never one read over another
    from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
    for name, kinds in (("Lions, Tigers, and Bears", 3), ("Legacy of the Legion", 2)):
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == PLAYED, name
        assert len({cc.token[0][1]} | {x[1] for x in cc.tok_also[0]}) == kinds, name


def test_a_dig_takes_only_a_card_that_passes_its_filter(db):
    # To Serve Kum'isha "Reveal the top three cards of your deck. Put a revealed card with cost of 3 or more into
    # your hand"; Dragon, Unchained "... a revealed Dragonkin": the search's ids are the cards that pass
    from deckcheck.wowtcg.goldfish.compile import PLAYED, compile_cards
    names = ["To Serve Kum'isha", "Voss Treebender", "Anachronos", "Dragon, Unchained"]
    cc = compile_cards([db[n] for n in names])
    assert cc.verdict[0] == PLAYED and cc.verdict[3] == PLAYED
    kumisha, dragon = cc.dig[0][1], cc.dig[3][1]
    cost = {i: db[n].cost for i, n in enumerate(names)}
    assert all(isinstance(cost[i], int) and cost[i] >= 3 for i in kumisha) and 2 in kumisha
    assert dragon == frozenset({2})         # Anachronos, a Bronze Dragonkin ally: the only Dragonkin
