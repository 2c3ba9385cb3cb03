"""Effects derived from card text at import: the vocabulary, the patterns, the bundled data."""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects

from deckcheck.wowtcg.importer.effects import parse_effects
from deckcheck.wowtcg.effects import EFFECT_KINDS, abilities_of, is_modelled


def fx(card):
    return flat_effects(card.effects)


def test_every_stored_effect_is_in_the_vocabulary(db):
    kinds = {act["do"] for c in db for ab in abilities_of(c.effects) for act in ab.get("actions", ())}
    assert kinds <= set(EFFECT_KINDS)
    # the compiler's flat reading adds only the quest and cost markers and the unmodelled flag
    assert {e["do"] for c in db for e in fx(c)} - kinds <= {"quest", "sacrifice", "grave_cost", "unmodelled"}
    assert {"damage", "draw", "ferocity", "atk_bonus"} <= kinds


def test_direct_damage_to_target_hero(db):
    assert fx(db["Quick Strike"]) == [{"do": "damage", "n": 2}]


def test_quest_cost_and_reward(db):
    assert fx(db["A Donation of Wool"]) == [{"do": "quest", "pay": 1}, {"do": "draw", "n": 1},
                                            {"do": "discard", "n": 1}]
    # the reward's faction condition is kept: only Horde allies get the bonus
    assert fx(db["For the Horde!"]) == [{"do": "quest", "pay": 1},
                                        {"do": "atk_bonus", "n": 1, "to": "allies", "until": "turn",
                                         "faction": "Horde"}]


def test_keywords_and_ongoing_bonuses(db):
    assert fx(db["Kagra of the Crossroads"]) == [{"do": "ferocity"}]
    assert fx(db["Battle Shout"]) == [{"do": "atk_bonus", "n": 1, "to": "allies", "until": "ongoing"}]
    assert fx(db["Into the Fray"]) == [{"do": "ferocity", "to": "ally"}]


def test_vanilla_and_irrelevant_text_is_modelled(db):
    # (Voss Treebender's "may exhaust target hero or ally" as he attacks: for the payoffs of a deck, exhaust.py)
    assert fx(db["Voss Treebender"]) == [{"do": "exhaust_opp", "when": "attack"}]
    assert fx(db["Vanquish"]) == []       # destroys an ally: the goldfish has none


def test_unrecognised_text_is_marked_never_guessed(db):
    # an ATK count over a state the engine does not keep ("+1 ATK for each exhausted ally in your party")
    assert fx(db["Kagella Shadowmark"]) == [{"do": "unmodelled"}]
    # Blood Presence's rider heals your hero: its boost is all that matters ("When your hero deals damage, it heals 1")
    assert fx(db["Blood Presence"]) == [{"do": "dmg_boost", "n": 1, "who": "hero"}]
    assert not is_modelled(db["Hidden Enemies"].effects)      # "choose one" reward
    # a conditional completion cost is kept with its condition, never read as a plain quest
    assert fx(db["Torek's Assault"]) == [{"do": "quest", "pay": 1, "cond": "ally_hit"}, {"do": "draw", "n": 1}]
    assert fx(db["Skewer"]) == []     # damage from one of your allies to target ally: no goldfish ally


def test_patterns_on_short_texts():
    assert parse_effects("Draw two cards.", "Ability") == [{"do": "draw", "n": 2}]
    assert parse_effects("Your hero deals X fire damage to target hero or ally.", "Ability") == [
        {"do": "damage", "n": "X"}]
    assert parse_effects("<b>Assault 2</b> <i>(reminder)</i>", "Ally") == [{"do": "assault", "n": 2}]
    assert parse_effects("1, [Exhaust] -> This ally deals 1 fire damage to target hero.", "Ally") == [
        {"do": "damage", "n": 1, "pay": 1, "exhaust": 1}]
    assert parse_effects("Reveal the top three cards of your deck. Put one into your hand.", "Ability") == [
        {"do": "unmodelled"}]
    # text with no word that could touch a kill against a passive opponent has no effect
    assert parse_effects("Your hero heals 3 damage from target ally.", "Ability") == []
    # a hero's text the engine does not play is said (issue 23: not silently dropped)
    assert parse_effects("Anything at all.", "Hero") == [{"do": "unmodelled"}]
    assert parse_effects("If you do, your hero deals 1 nature damage to each opposing hero.",
                         "Ability") == [{"do": "unmodelled"}]


# The mis-derivations issue 12 lists, each with the condition the text carries.

def test_opposing_allies_cant_attack_is_not_this_cards_restriction(db):
    assert fx(db["Lady Jaina Proudmoore"]) == []            # "Opposing allies can't attack": no goldfish ally
    assert fx(db["Archbishop Benedictus"]) == [{"do": "cant_attack", "to": "all"}]   # yours too


def test_conditional_ferocity_keeps_its_condition(db):
    assert fx(db["Sha'kar"]) == [{"do": "ferocity", "cond": "hero_dealt", "types": "Fire Frost Nature"}]
    assert fx(db["Echo of Baine"]) == [{"do": "ferocity", "cond": "in_graveyard", "name": "Echo of Baine"}]


def test_each_hero_and_ally_damage_hits_your_side_too(db):
    assert fx(db["Hellfire"]) == [{"do": "damage", "n": 5, "to": "all"}]
    assert fx(db["Engulfing Blaze"]) == [{"do": "damage", "n": 3, "to": "all"}]


def test_x_cap_and_attachment_condition(db):
    assert fx(db["Arcane Missiles"]) == [{"do": "damage", "n": "X", "max": 5}]
    assert fx(db["Volatile Poison"]) == [{"do": "attach", "to": "hero", "cond": "hero_hit"},
                                         {"do": "damage", "n": 4, "when": "turn_start", "cond": "hero_hit"}]


def test_tracker_power_without_its_exhaust_icon_is_once_a_turn(db):
    # the tracker text reads "3, -> ..." (the [Exhaust] icon lost): the power exhausts the tabard
    assert fx(db["Orgrimmar Tabard"]) == [{"do": "damage", "n": 4, "pay": 3, "exhaust": 1},
                                          {"do": "cost_less", "n": 1, "what": "power", "per": "ally", "tag": "Orc"}]


def test_quests_with_source_typos_are_completable(db):
    assert {"do": "quest", "pay": 6} in fx(db["Super Hot Stew"])          # "Pay 6 To complete"
    assert is_modelled(db["Super Hot Stew"].effects)
    assert fx(db["A Donation of Silk"]) == [{"do": "quest", "pay": 2}, {"do": "draw", "n": 2},
                                            {"do": "discard", "n": 2}]    # "to compete this quest"


def test_core_reference_markup_reads_like_the_other_sources():
    # Core reference: costs in parentheses, [Activate], >>>, <p> between paragraphs
    assert parse_effects("Ferocity <p> (2), [Activate] >>> Draw a card.", "Ally") == [
        {"do": "ferocity"}, {"do": "draw", "n": 1, "pay": 2, "exhaust": 1}]
    assert parse_effects("(4) >>> Target ally has Assault 4 this turn. (It has +4 ATK on your turn.)", "Ally") == [
        {"do": "atk_bonus", "n": 4, "to": "ally", "until": "turn", "pay": 4, "exhaust": 0}]


def test_no_bearing_text_is_taken_only_by_a_named_class_with_its_reason():
    from deckcheck.wowtcg.importer.effects import NO_BEARING, no_bearing
    assert all(len(reason) > 40 for _, reason, _, _ in NO_BEARING)
    assert no_bearing("Ongoing: Your Pets have Protector") == "defence"
    assert no_bearing("Ongoing: Your hero has +20 health") == "health"
    assert no_bearing("Damage that this ally would deal is unpreventable") == "prevention"
    assert no_bearing("Target opponent chooses and discards a card") == "opponent"
    assert no_bearing("Each Raider discards his hand") == "raid"
    assert no_bearing("Reward: 2 XP") == "raid"                       # a dungeon ally's reward
    assert no_bearing("Put each revealed Dungeon ally into play and the rest into the graveyard") == "raid"
    assert no_bearing("Add a charge counter to this item") == "counter"
    assert no_bearing("[Back]: Thrall's Lightning") == "face"
    # text that could change the kill belongs to no class: it is modelled by a pattern or unmodelled
    for sent in ("This ally has Ferocity and Assault 2 while there are no ready opposing allies",
                 "Dray two card",                                        # a source typo of "Draw two cards"
                 "If your hero would deal damage, prevent 1 of that damage",
                 "Ongoing: Attached ally has +2 / +2 and can't be targeted by opponents",
                 "Play only if an opposing hero has 15 or more damage on it",
                 "When Mythras enters play, target opponent gains control of him"):
        assert no_bearing(sent) is None, sent


def test_an_effect_the_engine_does_not_play_leaves_the_card_unmodelled(db):
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    # Lissie Spizfrat's power hits each hero and ally (yours too): derived, but no power of that reach is played
    # (and her record, read, says so: the power kills her)
    assert fx(db["Lissie Spizfrat"]) == [{"do": "damage", "exhaust": 1, "n": 3, "pay": 0, "to": "all"},
                                         {"do": "unmodelled"}]
    assert not compile_cards([db["Lissie Spizfrat"]]).modelled[0]
    assert compile_cards([db["Quick Strike"]]).modelled[0]


# --- allies coverage: sentence splitting and general heads ---------------------------------------

def test_keywords_run_on_into_the_next_sentence_are_read_apart(db):
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    from deckcheck.wowtcg.importer.effects import _clean
    assert _clean("Ferocity,ProtectorAt end of turn, destroy this token") == [
        "Ferocity", "Protector", "At end of turn, destroy this token"]
    assert _clean("Nerubian Reputation At the start of your turn, discard a card") == [
        "Nerubian Reputation", "At the start of your turn, discard a card"]
    # "Unique" is a condition word, never split off ("Unique Dwarf allies ..." keeps it)
    assert _clean("Unique Dwarf allies you control have +1 ATK") == ["Unique Dwarf allies you control have +1 ATK"]
    # Nyala Shadefury: "Elusive Other Night Elf allies you control have Assault 2": the group bonus, Night Elves
    # but herself
    assert fx(db["Nyala Shadefury"]) == [{"do": "atk_bonus", "n": 2, "other": 1, "tag": "Night Elf", "to": "allies",
                                          "until": "ongoing"}]
    elf = next(c for c in db if c.type == "Ally" and c.race == "Night Elf" and not fx(c))
    orc = next(c for c in db if c.type == "Ally" and c.race == "Orc" and not fx(c))
    cc = compile_cards([db["Nyala Shadefury"], elf, orc])
    assert cc.ong_n[0] == 2 and cc.ong_mask[0] == frozenset({1})
    # Orkahn of Orgrimmar: "Protector When this ally enters play, you may put target equipment from your graveyard
    # into your hand"
    assert fx(db["Orkahn of Orgrimmar"]) == [{"do": "regrow", "what": "equipment"}]


def test_a_trigger_or_condition_of_text_with_no_bearing_has_none(db):
    # the rest has no bearing on a passive opponent, so the sentence has none, whatever its head:
    # Angelista "At the end of your turn, you may put target equipment into its owner's hand" (the opponent has none)
    # Ian Barus "Unity: When this ally enters play, if you control three or more Human allies, target opposing ally
    #   has -3 ATK this turn"; Evaax "Empower Death Knight: ..., destroy target opposing ally"
    for name in ("Angelista", "Ian Barus", "Evaax, Herald of Death", "Haro Setting-Sun"):
        assert fx(db[name]) == [], name
    # a rest some pattern takes as none but which can change a kill stays unmodelled:
    # Kahul "... heals ... then deals ... damage ... equal to that ally's [Health]" keeps what can change a kill (its
    # damage, read in issue 23's keywords: test_goldfish_keywords plays it); Jaema's record, read ("Empower
    # Paladin: ... heals 4 damage from target hero or ally, and you draw a card"), is the draw with its condition
    # (another Paladin: Jaema is one; the unread-record audit, slice 10, added the `other` the record had left out)
    assert fx(db["Kahul the Sunseer"]) == [{"do": "damage", "n": "X", "when": "enters", "on_tag": "Tauren",
                                            "self": 1}]
    assert fx(db["Jaema, Herald of the Light"]) == [{"do": "draw", "n": 1, "cond": "control", "class": "Paladin",
                                                      "hero": 1, "other": 1}]
    # a label that may be a condition itself ("Hunter: When Blastershot Launcher enters play, your hero deals 3
    # ranged damage ...") keeps its effect unmodelled
    assert {"do": "unmodelled"} in fx(db["Blastershot Launcher"])
    # an ally destroyed at the end of your turn attacks once, not every turn: the engine destroys it then
    # (Dagax the Butcher; test_goldfish_drawbacks plays it)
    assert fx(db["Dagax the Butcher"]) == [{"do": "ferocity"}, {"do": "leave", "when": "turn_end", "to": "grave"}]


def test_the_passive_opponent_keeps_attack_riders_and_its_own_restrictions_idle(db):
    # it never attacks, protects, strikes, completes quests or targets, and controls no allies:
    for name in ("Thulthun",                 # "Opposing allies lose and can't have Elusive or Stealth"
                 "Void Brute",               # "Opposing heroes and allies can attack only this ally if able"
                 "Greefer",                  # "Opponents can't complete quests"
                 "Uberserc",                 # "This ally can attack two opposing heroes and/or allies at the same time"
                 "Veras Darkshadow",         # "Veras Must attack each turn if able": the goldfish always attacks
                 "Caretaker Devonar",        # "Devonar is Elusive while ready"
                 # (Underking Talonox, "-1 / -1 while there is an ally in an opposing graveyard", is unmodelled:
                 # the passive opponent discards down to seven at each wrap-up, CR 415.4b; test_goldfish_audit_sample)
                 "Unstoppable Abomination"):  # "can't be protected against.Damage ... is unpreventable" (split)
        assert fx(db[name]) == [], name
    # ... but "can attack only exhausted heroes and allies" never attacks the ready goldfish hero (Mortok); the hero
    # exhausted by your cards is his to attack, which the engine doesn't play: unmodelled (test_goldfish_audit_sample2)
    assert fx(db["Mortok"]) == [{"do": "cant_attack"}, {"do": "unmodelled"}]
    # groups: "This and other Murloc allies you control have Assault 2" (Bobbler, a Murloc, counts himself)
    from deckcheck.wowtcg.goldfish.compile import compile_cards
    assert fx(db["Bobbler"]) == [{"do": "atk_bonus", "n": 2, "tag": "Murloc", "to": "allies", "until": "ongoing"}]
    cc = compile_cards([db["Bobbler"], db["Voss Treebender"]])
    assert cc.ong_mask[0] == frozenset({0})


def test_several_keywords_at_once_are_read_part_by_part_with_conditions_kept(db):
    from deckcheck.wowtcg.importer.effects import no_bearing, parse_effects
    # "Target ally has Assault 2, Ferocity, and Long-Range this turn" (Wild Fervor): Long-Range has no bearing
    assert fx(db["Wild Fervor"]) == [{"do": "atk_bonus", "n": 2, "to": "ally", "until": "turn"},
                                     {"do": "ferocity", "to": "ally"}]
    # a condition anywhere in the sentence is never split away: Halnar's "+3 ATK and +3 health while he is the
    # only ally in your party" keeps its condition (`only_ally`)
    assert fx(db["Halnar Stands-Alone"]) == [{"do": "atk_bonus", "n": 3, "to": "self", "until": "ongoing",
                                              "cond": "only_ally"}]
    # Sentinel readies an ally that attacked (it attacks again): never taken as a defensive keyword
    assert no_bearing("Target hero or ally has Sentinel this turn") is None
    assert {"do": "unmodelled"} in parse_effects("Target hero or ally has +1 ATK and Sentinel this turn", "Ability")


def test_damage_and_riders_aimed_at_the_one_opposing_hero(db):
    from deckcheck.wowtcg.importer.effects import parse_effects
    # divided damage and "each of up to three target heroes and/or allies": the goldfish aims it at the opposing hero
    assert fx(db["Gok Stormhammer"]) == [{"do": "damage", "n": 3}]      # "3 nature damage divided as you choose ..."
    assert fx(db["Promenade Sentinel"]) == [{"do": "damage", "n": 2}]   # "2 arcane damage to each of up to three ..."
    # Empower keeps its condition on that damage (Gorlash)
    assert fx(db["Gorlash, Herald of the Elements"]) == [{"do": "damage", "n": 4, "cond": "control", "class": "Shaman",
                                                          "hero": 1}]
    # all its attacks are on the hero: Alaria "This ally has +4 ATK while attacking a hero"
    assert fx(db["Alaria the Huntress"]) == [{"do": "atk_bonus", "n": 4, "to": "self", "until": "ongoing"}]
    # no bearing: defensive keywords whatever their condition (Wanda Darkfizz "Elusive and Untargetable while you have a
    # weapon"), an option to destroy your own ally for nothing (Hazlow Mudshuggle). (A target exhausted hero, Vanessa
    # VanCleef, bears: your own cards exhaust the opposing hero; played under `opp_exhausted`: exhaust.py.)
    for name in ("Wanda Darkfizz", "Hazlow Mudshuggle"):
        assert fx(db[name]) == [], name
    assert fx(db["Vanessa VanCleef"]) == [{"do": "damage", "n": 4, "cond": "opp_exhausted"}]
    # ... but damage to your own hero bears on the hero_undamaged / bloodrush conditions (Gerrunge the Sadist, sample
    # audit seed 20261211): the drawback hurt_hero
    assert {"do": "hurt_hero", "n": 4, "when": "enters"} in fx(db["Gerrunge the Sadist"])
    # ... but returning a card to your hand to replay it may be worth it (Celestial Shard), and a penalty on
    # "allies" reaches your own
    assert {"do": "leave", "when": "turn_start", "to": "hand"} in fx(db["Celestial Shard"])     # (read: turns.py)
    assert parse_effects("Allies have -1 ATK", "Ally") == [{"do": "unmodelled"}]


def test_triggers_on_damage_to_allies_never_fire_against_a_passive_opponent(db):
    from deckcheck.wowtcg.importer.effects import parse_effects
    # your allies deal damage only to the opposing hero: "When Brigg deals combat damage to an ally with damage on it,
    # destroy that ally", "When Kallipssa deals combat damage to a defending ally, draw a card"; nothing enters combat
    # with them ("When an ally enters combat with High Overlord Saurfang, destroy that ally")
    for name in ("Brigg", "Kallipssa", "High Overlord Saurfang"):
        assert fx(db[name]) == [], name
    # a defender may be the opposing hero (CR 601.2): such a trigger is not taken as one that never fires
    assert parse_effects("When this ally deals combat damage to a defender, draw a card", "Ally") == [{"do": "unmodelled"}]
    # groups: "Friendly Pets have +2 ATK" (Malistra), "Druids in your party have +1 ATK while attacking"
    assert fx(db["Malistra the Demonmistress"])[0] == {"do": "atk_bonus", "n": 2, "to": "allies", "until": "ongoing",
                                                       "tag": "Pet"}
    # (your hero is in your party too: a Druid hero has it, `party`, since the unread-record audit, slice 6)
    assert fx(db["Archdruid Hamuul Runetotem"]) == [{"do": "atk_bonus", "n": 1, "to": "party", "until": "ongoing",
                                                     "class": "Druid"}]
    # no bearing: DEF on your armor (nothing damages your hero: Arnerus Brightsteppe); a source typo read as what it
    # says ("Ferocty": Scarlet Conjuror). (The opponent's hand size, Icemistress Gal'ha, was here too: since the opp
    # family the engine counts the passive opponent's discards down to his maximum hand size and his graveyard, so
    # a smaller maximum has bearing: unmodelled, unread-record audit slice 7, test_goldfish_audit_g7.)
    assert fx(db["Arnerus Brightsteppe"]) == [{"do": "def_bonus"}]    # (DEF: read only beside a DEF count)
    assert fx(db["Icemistress Gal'ha"]) == [{"do": "unmodelled"}]
    assert fx(db["Scarlet Conjuror"]) == [{"do": "ferocity"}]
    # damage to, or destruction of, opposing allies only: the passive opponent has none (Archimonde "smashes 7 shadow
    # damage to target opposing ally"; Hateful Infernal "2 fire damage to each opposing Human ally")
    for name in ("Archimonde, Hand of Sargeras", "Hateful Infernal", "Ashtongue Battlelord"):
        assert fx(db[name]) == [], name
