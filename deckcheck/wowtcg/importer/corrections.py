"""The one reviewed table of known source errors, each with its reason.

`FACTS` corrects a fact of one source's record before the merge (so the disagreement report shows
what is left); `EFFECTS` gives a card's goldfish effects record where the text parser reads it wrong
(`review.reconcile`: review state ``corrected``, or ``stale`` once the source text changes); `NAMES` maps a source's misspelling to the card's name; `EXCLUDED` lists source names
that are not cards and so are not in data/ (the "nothing dropped" test allows exactly these).
A correction names the source, so a source that later prints the fact right is not overridden.
"""
from __future__ import annotations

from typing import NamedTuple


class Fix(NamedTuple):
    source: str      # "tsv", "tracker", "csv", "core", "cardcarp"
    name: str        # the card, as that source spells it
    field: str
    value: object    # the right value; None removes the fact (the source's value is wrong, no other known)
    reason: str


FACTS: tuple[Fix, ...] = (
    Fix("core", "Timeless Undeath", "classes", ["Death Knight"],
        "the reference prints Shaman; it is an Unholy Death Knight ability (its type line says Unholy; "
        "tracker: Death Knight) - SOURCE.md"),
    Fix("core", "Girdle of the Queen's Champion", "classes", ["Death Knight", "Priest", "Warrior"],
        "the reference prints Death Knight/Paladin/Warrior (SOURCE.md: an error); the tracker gives "
        "Death Knight, Priest, Warrior"),
    Fix("core", "Alana the Woebringer", "race", "Undead", "misprinted \"Undeat\" on the type line"),
    Fix("core", "Pierson Vale, Keeper of Secrets", "race", "Worgen", "misprinted \"Worgern\" on the type line"),
    Fix("core", "Champion of Life", "race", "Red Dragonkin", "misprinted \"Red Dragonking\" on the type line"),
    Fix("tsv", "Obsidium Cleaver", "classes", ["Death Knight", "Paladin", "Rogue", "Shaman", "Warrior"],
        "the export adds Mage; the Core reference prints DkPaRoShWa (the tracker has no Mage either)"),
    Fix("tsv", "Variable Pulse Lightning Capacitor", "classes", ["Druid", "Mage", "Priest", "Shaman", "Warlock"],
        "the export drops Mage; the Core reference prints DrMaPrShLo (the tracker has Mage too)"),
    Fix("tsv", "Rune of Zeth", "classes", ["Mage", "Priest", "Warlock"],
        "the export drops Mage; the Core reference prints MaPrLo"),
    Fix("tsv", "Spiritwalker Kavi'je", "spec", "Restoration",
        "the export says Retribution, which is no Shaman spec; the 2010 list says Restoration"),
    Fix("tsv", "Junkboxes Needed", "classes", ["Rogue"],
        "the export leaves the class blank; the 2010 list and the tracker say Rogue"),
    Fix("tsv", "Zagrun Wolfeye", "race", "Orc", "the export writes \"orc\"; the 2010 list and the tracker say Orc"),
    Fix("tsv", "Shroud of the Archmage", "tags", ["Arcane", "Fire", "Frost"],
        "the export puts the type line's three tags in one field, read as one tag; the Core reference and the "
        "tracker list Arcane, Fire, Frost (sample audit, seed 20270383)"),
    Fix("tsv", "Brittle Bones", "tags", ["Frost", "Disease", "Talent"],
        "the export puts the spec and the Disease tag in one field, read as one tag; the Core reference lists "
        "Frost, Disease, Talent (so it counts as a Disease)"),
    Fix("cardcarp", "Dodge", "cost", None, "the oracle has cost '15' (SOURCE.md quirk); Dodge costs 1"),
    Fix("cardcarp", "Mal'Ganis", "*", None,
        "malganis-caverns-of-time-raid-005 holds a cost-8 Monster ally while the raid deck uses Mal'Ganis "
        "as a raid hero (SOURCE.md): its facts are not this card's"),
)

class EffectFix(NamedTuple):
    name: str        # the card, as data/ names it
    text_hash: str   # the source text the correction was written against (`importer.effects.text_hash`)
    record: dict     # its abilities (deckcheck.wowtcg.effects), with no_bearing / unmodelled where they apply
    reason: str


#: Effects records the text parser gets wrong, each with its reason (the importer's `review` applies them).
EFFECTS: tuple[EffectFix, ...] = (
    # the bundled decks (issue 23's review): what the parser leaves out or reads wrong
    EffectFix("Elendril", "ca5b4b8ec787",
              {"abilities": [{"kind": "activated", "cost": {"pay": 1, "flip": 1},
                              "actions": [{"do": "atk_bonus", "n": 3, "until": "turn",
                                           "target": {"to": "weapon", "tag": "Ranged"}}]}]},
              "\"1, Flip Elendril -> Your Ranged weapons have +3 ATK this turn\": the parser keeps a hero's damage and "
              "draw powers only"),
    EffectFix("Sen'zir Beastwalker", "2ded0e1327a7",
              {"abilities": [{"kind": "activated", "cost": {"pay": 3, "flip": 1},
                              "actions": [{"do": "regrow", "what": "ally", "tag": "Pet"}]}]},
              "\"3, Flip -> Put a Pet card from your graveyard into your hand\": the parser keeps a hero's damage and "
              "draw powers only"),
    EffectFix("Crown of the Earth", "22a245371c7e",
              {"abilities": [{"kind": "activated", "cost": {"pay": 3, "complete": 1},
                              "actions": [{"do": "draw", "n": 1}]}]},
              "Choose one: the engine takes \"draw a card\" (the hand put on the bottom and drawn again changes no "
              "count; a Night Elf's 'both' adds nothing countable), as it takes one option of a choice elsewhere"),
    EffectFix("Poison Water", "7802c24ec312",
              {"abilities": [{"kind": "activated", "cost": {"pay": 3, "complete": 1},
                              "actions": [{"do": "draw", "n": 1}]}]},
              "Choose one: the engine takes \"draw a card\" (shuffling graveyard cards back, or both for a Tauren "
              "hero, is left out: the engine errs low)"),
    EffectFix("Bala Silentblade", "d666c9efffd5",
              {"abilities": [{"kind": "static", "condition": {"cond": "opp_exhausted"},
                              "actions": [{"do": "atk_bonus", "n": 3, "until": "ongoing", "target": {"to": "self"}}]}]},
              "+3 ATK while attacking an exhausted hero: Voss Treebender and Chops exhaust the opposing hero as they "
              "attack (`exhaust_opp`), which the engine follows (goldfish exhaust.py): the condition `opp_exhausted`"),
    EffectFix("Ravenous Bite", "cd6c61db3a9e",
              {"abilities": [{"kind": "played", "actions": [
                  {"do": "atk_bonus", "n": 3, "until": "turn", "minus": 3, "target": {"to": "ally"}}]}]},
              "the second target's -3 ATK falls on one of your allies against a passive opponent (it has none): "
              "`minus` plays it on another ally of yours (one that did not attack, else the weakest attack)"),
    EffectFix("Nyn'jah", "0febea1fa2fa", {"no_bearing": ["opponent"], "abilities": []},
              "readying and taking control of an opposing equipment: the passive opponent has none"),
    # the official starter and champion decks (issue 23's review)
    EffectFix("Thorns", "638d1c592494", {"no_bearing": ["retaliation"], "abilities": []},
              "it deals damage back when the attached character is dealt combat damage: the passive opponent never "
              "attacks (attached to an opposing hero, that hero never attacks either)"),
    EffectFix("Stalwart Bear Form", "5cfa3ea973fe", {"no_bearing": ["defence", "health"], "abilities": []},
              "\"up to two\" opposing allies (none: no target needed) and Protector with +5 health: nothing that "
              "bears on the kill"),
    EffectFix("Monstrous Cleave", "3004d0c5ddc8", {"abilities": []},
              "damage to \"up to two\" allies only: the passive opponent has none"),
    EffectFix("The Culmination of Our Efforts", "0b95c33b38a1",
              {"abilities": [{"kind": "activated", "cost": {"pay": 4, "complete": 1},
                              "actions": [{"do": "dig", "n": 5, "what": "ally", "reveal": 1}]}]},
              "choose a card type and reveal five: the engine chooses ally (any choice is legal; it errs low)"),
    EffectFix("Wake of Destruction", "ef8adb1273e6",
              {"abilities": [{"kind": "activated", "cost": {"pay": 2, "complete": 1},
                              "condition": {"cond": "allies", "count": 2, "tag": "Monster", "hero": 1},
                              "actions": [{"do": "draw", "n": 1}]}]},
              "\"If you control two or more Monster heroes and/or allies\": the parser does not read the condition "
              "on a quest (your Monster hero counts)"),
    EffectFix("Dread Infernal", "bd980fa33212",
              {"abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 1}]},
                             {"kind": "triggered", "trigger": {"when": "destroyed"},
                              "actions": [{"do": "damage", "n": 1}]}]},
              "\"When Dread Infernal enters or leaves play, he deals 1 fire damage to each opposing hero and ally\": "
              "the parser took it as text on leaving play only; both (leaving play: as your own cards destroy him, "
              "the sample audit of seed 20270199)"),
    EffectFix("Infusion of Earth", "eff77f56ecee",
              {"abilities": [{"kind": "played", "actions": [{"do": "attach", "target": {"to": "ally"}}]},
                             {"kind": "static", "actions": [{"do": "atk_bonus", "n": 3, "until": "ongoing",
                                                             "target": {"to": "attached"}}]}]},
              "\"Attached card has Assault 3\": the attached ally's (the parser read the ability's own)"),
    EffectFix("Unleash Inferno", "538d32c8e78c",
              {"abilities": [{"kind": "played", "actions": [{"do": "attach", "target": {"to": "ally"}}]},
                             {"kind": "activated", "cost": {"pay": 1},
                              "actions": [{"do": "atk_bonus", "n": 2, "until": "turn",
                                           "target": {"to": "attached"}}]}]},
              "\"[1] -> Attached card has +2 ATK this turn\": the attached card's, paid each time (the parser read the "
              "ability's own; goldfish dots: attached to an ally of yours, paid with what is left at the end of combat)"),
    EffectFix("Elderguard Brennan", "85d3db5cee4b", {"no_bearing": ["health"], "abilities": []},
              "he enters play with 4 damage: nothing damages your allies against a passive opponent"),
    EffectFix("Jex'ali", "9f29858b49c4",
              {"no_bearing": ["health"], "abilities": [{"kind": "played", "actions": [{"do": "draw", "n": 1}]}]},
              "heals your hero, then draws if your hero is undamaged: the passive opponent never damages your hero"),
    EffectFix("The Black Morass", "bd8a28a219ce",
              {"abilities": [{"kind": "activated", "cost": {"pay": 2, "complete": 1},
                              "condition": {"cond": "played", "instant": 1}, "actions": [{"do": "draw", "n": 1}]}]},
              "\"If you played a non-Ongoing ability this turn\": the condition 'played' with `instant` (a non-Ongoing "
              "ability played this turn; the unread-record audit, slice 9, found it read as any ability); the parser "
              "does not read it on a quest"),
    EffectFix("Blessing of Wisdom", "01003c0219dd",
              {"abilities": [{"kind": "played", "actions": [{"do": "attach", "target": {"to": "hero"}}]},
                             {"kind": "activated", "cost": {"pay": 0, "exhaust_hero": 1},
                              "actions": [{"do": "draw", "n": 1}]}]},
              "attached to your hero: \"[Exhaust] -> Draw a card\" exhausts your hero (once a turn, not after it "
              "attacked)"),
    EffectFix("Natural Alignment", "5bde5db1d075",
              {"no_bearing": ["health"], "abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 1}]}]},
              "X is the number of friendly players, not a cost: one in a two-player game (the parser reads an X "
              "damage paid as the card is played)"),
)

#: {source: {name as that source spells it: name of the card}} for spellings normalising cannot join.
NAMES: dict[str, dict[str, tuple[str, str]]] = {
    # the same print (set and number) spelt two ways by the 2012 export and the tracker
    "tsv": {
        "Scarlet Commader Mograine - Level 1": ("Scarlet Commander Mograine - Level 1", "misspelt Commader"),
        "Scarlet Commader Mograine - Level 2": ("Scarlet Commander Mograine - Level 2", "misspelt Commader"),
        "Scarlet Commader Mograine - Level 3": ("Scarlet Commander Mograine - Level 3", "misspelt Commader"),
        "Scarlet Commader Mograine - Level 4": ("Scarlet Commander Mograine - Level 4", "misspelt Commader"),
        "Hell Hath No Furry": ("Hell Hath No Fury", "misspelt Furry"),
        "Valthira Dreamwalker": ("Valithria Dreamwalker", "misspelt Valthira"),
        "Thane Ufrang the Mighty": ("Thane Ulfrang the Mighty", "misspelt Ufrang"),
    },
    "tracker": {
        "Grak'tok": ("Grag'tok", "Crown of the Heavens #133 in both"),
        "Fortituous Gift": ("Fortuitous Gift", "misspelt Fortituous (Naxxramas #47)"),
        "Dragonstalker's Helmet": ("Dragonstalker's Helm", "Onyxia's Lair treasure #11 in both"),
        "Scarlet Crusade's Strike": ("Scarlet Crusader's Strike", "Scarlet Monastery #35 in both"),
        "Justicar Broxo Frostnuggle": ("Justicar Broxlo Frostnuggle", "Scourgewar #140 in both"),
        "Shoulderpad of Fleshwerks": ("Shoulderpads of Fleshwerks", "Scourgewar #224 in both"),
        "Lu'ka the Wall": ("Lu'ka de Wall", "The Hunt for Illidan #160 in both"),
        "Twarting Kolkar Aggression": ("Thwarting Kolkar Aggression", "misspelt Twarting (Dark Portal #309)"),
        "Wristguards of the True Flight": ("Wristguards of True Flight", "Dark Portal #262 in both"),
        "Bulwark of the Primordial Mount": ("Bulwark of the Primordial Mound", "misspelt Mount (Tomb #165)"),
        "Getta Grindstone": ("Gretta Grindstone", "Tomb of the Forgotten #83 in both"),
        "Krunkle Deathspark": ("Krunkle Deadspark", "Wrathgate #6 in both"),
        "Lust for Battle - HoA": ("Lust for Battle", "the tracker's name for the Heroes of Azeroth print"),
        "Paladin Training - WRG": ("Paladin Training (WG)", "the tracker's name for the Wrathgate print (the "
                                                            "quest, not March of the Legion's ability)"),
        "Surge of Life - WRG": ("Surge of Life", "the tracker's name for the Wrathgate print"),
    },
    "core": {
        "Ardon Almaster": ("Ardon Almastor", "spelled Almastor by the 2012 export and the tracker"),
        "Dathrohan's Ceremonial Hammer": ("Darthrohan's Ceremonial Hammer",
                                          "spelled Darthrohan's by the 2012 export and the tracker"),
        "Nexus-Theif Asar": ("Nexus-Thief Asar", "misspelt Theif"),
        "Shoulde the Earthshaker": ("Soulde the Earthshaker", "spelled Soulde by the 2012 export and the tracker"),
        "Wild Rejuvination": ("Wild Rejuvenation", "misspelt Rejuvination"),
        "Zin-Azshari": ("Zin-Ashari", "spelled Zin-Ashari by the 2012 export and the tracker"),
    },
    # the 2010 list's typos; each the same set and number as the card named
    "csv": {
        "Apply This Twice Daily": ("Apply This Twice a Day", "same card (text and number)"),
        "Ashtounge Battlelord": ("Ashtongue Battlelord", "misspelt Ashtounge"),
        "Ashtounge Rogue": ("Ashtongue Rogue", "misspelt Ashtounge"),
        "Beastial Wrath": ("Bestial Wrath", "misspelt Beastial"),
        "Blizzazz": ("Bizzazz", "misspelt Blizzazz"),
        "Coordinated Assault": ("Coordinated Attack", "Onyxia's Lair treasure #2, same text"),
        "Devil-Stiched Leggings": ("Devil-Stitched Leggings", "misspelt Stiched"),
        "Dreadstead": ("Dreadsteed", "misspelt Dreadstead"),
        "Eathrend Weapon": ("Earthrend Weapon", "misspelt Eathrend"),
        "Eskhander's Right Claw": ("Eskhandar's Right Claw", "misspelt Eskhander"),
        "Galway Streamwhistle": ("Galway Steamwhistle", "misspelt Streamwhistle"),
        "Glastenheimer 5000 Ultra Cannon": ("Blastenheimer 5000 Ultra Cannon", "misspelt Glastenheimer"),
        "Grand Marshall Goldensword": ("Grand Marshal Goldensword", "misspelt Marshall"),
        "Helwin": ("Helwen", "HoA #126, its own text says Helwen"),
        "Hur Shieldmasher": ("Hur Shieldsmasher", "misspelt Shieldmasher"),
        "Jaroth Lighguard": ("Jaroth Lightguard", "misspelt Lighguard"),
        "Kaal Souldreaper": ("Kaal Soulreaper", "misspelt Souldreaper"),
        "Kulan Earthgaurd": ("Kulan Earthguard", "misspelt Earthgaurd"),
        "Lei of Lillies": ("Lei of Lilies", "misspelt Lillies"),
        "Merciless Gladiator's Pursiut": ("Merciless Gladiator's Pursuit", "misspelt Pursiut"),
        "Najan Spiritbender": ("Najan Spiritbinder", "misspelt Spiritbender"),
        "Platinium Disks of Swiftness": ("Platinum Disks of Swiftness", "misspelt Platinium"),
        "Rak Skyfurry": ("Rak Skyfury", "misspelt Skyfurry"),
        "Samuel Gray": ("Samuel Grey", "HoA #258, its own text says Samuel Grey"),
        "The Depths of Shadows": ("The Depth of Shadows", "misspelt Depths"),
        "Tyrennius Scratheblade": ("Tyrennius Scatheblade", "misspelt Scratheblade"),
        "Warcheif Thrall": ("Warchief Thrall", "misspelt Warcheif"),
        "Wazzuli Wilemender": ("Wazzuli Wildmender", "misspelt Wilemender"),
        "Widow\ufffds Fury": ("Widow's Fury", "the apostrophe was lost in the file's encoding"),
    },
    "cardcarp": {
        "Disrupting Shot": ("Distrupting Shot", "Reign of Fire #17: the tracker misspells it Distrupting"),
    },
}

#: Spellings of NAMES that a player may well write: two sources spell the same print two ways, and
#: no source says which is printed. Each becomes an alias of its card (read as certain, no warning);
#: the other entries are plain typos, and a deck written with one is read with a warning.
ALIASES = frozenset((
    "Grak'tok", "Dragonstalker's Helmet", "Scarlet Crusade's Strike", "Justicar Broxo Frostnuggle",
    "Shoulderpad of Fleshwerks", "Lu'ka the Wall", "Wristguards of the True Flight", "Getta Grindstone",
    "Krunkle Deathspark", "Ardon Almaster", "Dathrohan's Ceremonial Hammer", "Shoulde the Earthshaker",
    "Zin-Azshari", "Disrupting Shot",
))

#: Source names that are not cards: {(source, name): reason}. Kept next to empty on purpose.
EXCLUDED: dict[tuple[str, str], str] = {}


def renames(source: str) -> dict[str, str]:
    """{normalised name as the source spells it: the card's name} for one source (a misspelling listed
    for another source is one in this source too: the 2010 list and the 2012 export share some)."""
    from deckcheck.cards.normalize import normalize_name
    out = {normalize_name(k): v[0] for table in NAMES.values() for k, v in table.items()}
    out.update({normalize_name(k): v[0] for k, v in NAMES.get(source, {}).items()})
    return out


def fixes_for(source: str) -> dict[str, list[Fix]]:
    """The corrections of one source, by the card's name as the source spells it (normalised)."""
    from deckcheck.cards.normalize import normalize_name
    out: dict[str, list[Fix]] = {}
    for fix in FACTS:
        if fix.source == source:
            out.setdefault(normalize_name(fix.name), []).append(fix)
    return out


def apply(source: str, cards: dict[str, dict]) -> list[Fix]:
    """Correct `cards` (normalised name -> record) in place; return the corrections that applied."""
    applied = []
    for key, fixes in fixes_for(source).items():
        rec = cards.get(key)
        if rec is None:
            continue
        for fix in fixes:
            if fix.field == "*":
                cards[key] = {"name": rec["name"], "states": {"name"}}
            elif fix.value is None:
                rec.pop(fix.field, None)
                rec["states"].discard(fix.field)
            else:
                rec[fix.field] = fix.value
                rec["states"].add(fix.field)
            applied.append(fix)
    return applied
