"""The WoW TCG card model: facts only, one `Card` per name, its prints beneath it; and the game's
vocabulary (classes, talent specs, factions, races, professions, reputations, types), defined here
once for the feeds, the rules, the importer and the goldfish engine."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

#: Each class and its three talent specs (CR 100.2c: "[Spec] Talent").
SPECS = {
    "Death Knight": ("Blood", "Frost", "Unholy"),
    "Druid": ("Balance", "Feral", "Restoration"),
    "Hunter": ("Beast Mastery", "Marksmanship", "Survival"),
    "Mage": ("Arcane", "Fire", "Frost"),
    "Paladin": ("Holy", "Protection", "Retribution"),
    "Priest": ("Discipline", "Holy", "Shadow"),
    "Rogue": ("Assassination", "Combat", "Subtlety"),
    "Shaman": ("Elemental", "Enhancement", "Restoration"),
    "Warlock": ("Affliction", "Demonology", "Destruction"),
    "Warrior": ("Arms", "Fury", "Protection"),
}
CLASSES = tuple(SPECS)
ALL_SPECS = frozenset(s for specs in SPECS.values() for s in specs)
FACTIONS = ("Alliance", "Horde")
#: The twelve standard races (CR glossary: Race), the Alliance's six then the Horde's.
STANDARD_RACES = ("Draenei", "Dwarf", "Gnome", "Human", "Night Elf", "Worgen",
                  "Blood Elf", "Goblin", "Orc", "Tauren", "Troll", "Undead")
#: The races a "[Race] Hero Required" names: the standard ones and the Pandaren.
RACES = STANDARD_RACES + ("Pandaren",)
PROFESSIONS = ("Alchemy", "Blacksmithing", "Enchanting", "Engineering", "Herbalism", "Inscription",
               "Jewelcrafting", "Leatherworking", "Mining", "Skinning", "Tailoring")
REPUTATIONS = ("Aldor", "Scryer", "Argent Crusade", "Nerubian")
CARD_TYPES = ("Ally", "Ability", "Ability Ally", "Equipment", "Quest", "Location", "Hero",
              "Master Hero", "Achievement", "Event")
HERO_TYPES = ("Hero", "Master Hero")
DAMAGE_TYPES = ("Melee", "Ranged", "Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow")
RARITIES = ("common", "uncommon", "rare", "epic", "legendary", "promo", "loot")
#: Facts a feed may mark as unknown (the source did not carry them).
KNOWABLE = ("faction", "classes", "tags", "cost", "atk", "health", "defense", "spec", "race",
            "professions", "legal", "restrictions")


class Print(NamedTuple):
    set: str                 # set code, e.g. "HoA"
    number: str              # collector number as printed ("12", "12a"); "" when unnumbered (tokens, decks)
    rarity: str | None = None
    variant: str | None = None   # None for the regular print; "EA", "Loot", "EA - Sketch", ...


class Deckbuilding(NamedTuple):
    """A Deckbuilding hero's inclusions and exclusions (CR 100.2e), as predicates over card facts.

    Each clause is a tuple of (field, value) conditions that must all hold; a card is allowed
    when it matches any inclusion (or there are none) and no exclusion.
    """
    include: tuple[tuple[tuple[str, str], ...], ...] = ()
    exclude: tuple[tuple[tuple[str, str], ...], ...] = ()
    one_faction: bool = False       # "either [Alliance] or [Horde] cards", not both
    no_restricted: bool = False     # "no cards with reputations or other text restrictions"
    except_reputation: str | None = None   # ... except this reputation (e.g. Argent Crusade)
    singleton: bool = False         # "can't include more than one of each card"
    unparsed: bool = False          # the source lost the text's icons: cannot be verified


class Card(NamedTuple):
    """One card name with all its facts (a tuple: cheap to unpickle from the cache)."""

    name: str
    type: str
    cost: int | str | None = None          # "X" for variable costs
    atk: int | str | None = None
    damage: str | None = None              # damage type of ATK
    health: int | None = None
    defense: int | None = None
    strike_cost: int | None = None
    faction: tuple[str, ...] = ()          # faction icons; () = no icon (neutral)
    classes: tuple[str, ...] = ()          # class icons
    tags: tuple[str, ...] = ()             # type-line tags: Unique, Unlimited, Instant, Talent, Pet (1), ...
    talent: str | None = None              # spec of a Talent ("Arms"), CR 100.2c
    race: str | None = None                # heroes and allies
    char_class: tuple[str, ...] = ()       # the class of a hero or ally on its type line
    spec: str | None = None                # hero talent spec
    professions: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()           # other hero/ally traits (Traitor, Scourge, Monster, ...)
    hero_required: tuple[str, ...] = ()    # "[Trait] Hero Required" (CR 100.2b), all must hold
    reputation: str | None = None          # "[X] Reputation" (CR 100.2d)
    deals: tuple[str, ...] = ()            # damage types the card's own text deals
    deckbuilding: Deckbuilding | None = None
    effects: tuple[tuple[tuple[str, object], ...], ...] = ()  # goldfish effects, each sorted (key, value) pairs
    legal: tuple[str, ...] = ()            # format legality tags from the source (Core, Block, ...)
    unknown: frozenset[str] = frozenset()  # facts the sources do not carry
    prints: tuple[Print, ...] = ()
    title: str | None = None               # the printed name, when another card shares it (then `name`
                                           # carries the set: "Death Coil (DKS)"); CR 100.4 counts by it
    aliases: tuple[str, ...] = ()          # other spellings a public source gives the card ("Lu'ka the Wall")

    @property
    def printed_name(self) -> str:
        """The name on the card (CR 100.4's "same name", uniqueness): two namesakes share it."""
        return self.title or self.name

    @property
    def is_hero(self) -> bool:
        return self.type in HERO_TYPES

    @property
    def unlimited(self) -> bool:
        return "Unlimited" in self.tags

    @property
    def is_talent(self) -> bool:
        return self.talent is not None

    @property
    def traitor(self) -> bool:
        return "Traitor" in self.traits or "Traitor" in self.tags

    @property
    def sets(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.set for p in self.prints))

    def as_dict(self) -> dict:
        """Plain JSON-ready facts; empty fields left out, unknown facts listed."""
        out: dict = {}
        for key, value in self._asdict().items():
            if key == "prints":
                out["prints"] = [{k: v for k, v in p._asdict().items() if v is not None} for p in value]
            elif key == "deckbuilding" and value is not None:
                out[key] = {"include": [dict(c) for c in value.include],
                            "exclude": [dict(c) for c in value.exclude],
                            **{k: v for k, v in value._asdict().items()
                               if k not in ("include", "exclude") and v not in (None, False)}}
            elif key == "unknown":
                if value:
                    out[key] = sorted(value)
            elif value not in (None, (), frozenset()):
                out[key] = list(value) if isinstance(value, tuple) else value
        return out

    def misfits(self, hero: "Card | None", section: str) -> int:
        """How many of the rules that judge a card by itself against its hero it would break (a
        Hero in the deck, CR 100.1; icons, 100.2a; "[Trait] Hero Required", 100.2b): what tells
        namesakes apart when a deck names one by its printed name."""
        if section == "hero":
            return 0 if self.type == "Hero" else 1
        bad = int(self.type == "Hero")
        if hero is None or not hero.is_hero:
            return bad
        bad += bool(self.classes) and not set(self.classes) & set(hero.char_class)
        bad += bool(self.faction) and not set(self.faction) & set(hero.faction)
        if self.hero_required:
            traits = {t.lower() for t in hero.hero_traits()}
            bad += sum(t.lower() not in traits for t in self.hero_required)
        return bad

    def hero_traits(self) -> frozenset[str]:
        """Every trait a hero has for "[Trait] Hero Required" (CR 206, 100.2b)."""
        out = set(self.faction) | set(self.char_class) | set(self.professions) | set(self.traits)
        if self.race:
            out.add(self.race)
        if self.spec:
            out.add(self.spec)
        out.add("Traitor" if self.traitor else "Loyal")
        return frozenset(out)


@dataclass(slots=True, frozen=True)
class SetInfo:
    code: str
    name: str
    block: str | None = None
    year: int | None = None
    kind: str | None = None   # "expansion", "starter", "raid", "dungeon", "promo", ...
