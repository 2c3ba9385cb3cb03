"""Collection tracking: what a player (or a store, or a league) owns, in a SQL database.

Library first: everything the `deckcheck collection` and `deckcheck deck` commands do is callable
from here. Importing this package is cheap; SQLAlchemy and sqlmodel load only when a store opens.

- `models`: the sqlmodel tables (holdings, history, batches, saved decks, schema version).
- `store`: engine from a URL, migrations, one transaction per command, add/remove/undo.
- `importers`: our CSV, plain decklists, Deckbox CSV; all-or-nothing with every bad row named.
- `missing`: needed vs owned vs committed to saved decks; the want list; buildable decks.
- `stats`: set completion, totals by rarity and class.
"""
SCHEMA_VERSION = 3
#: Card conditions, best first (the grading most stores and Moxfield use).
CONDITIONS = ("NM", "LP", "MP", "HP", "DMG")
#: Spellings accepted for each condition (case-insensitive): ours, Deckbox's and Moxfield's words.
CONDITION_ALIASES = {"": "NM", "nm": "NM", "m": "NM", "mint": "NM", "near mint": "NM", "nearmint": "NM",
                     "lp": "LP", "lightly played": "LP", "good (lightly played)": "LP", "good": "LP",
                     "excellent": "LP", "ex": "LP", "sp": "LP", "slightly played": "LP",
                     "mp": "MP", "moderately played": "MP", "played": "MP", "pl": "MP",
                     "hp": "HP", "heavily played": "HP",
                     "dmg": "DMG", "d": "DMG", "damaged": "DMG", "poor": "DMG", "po": "DMG"}
#: Languages WoW TCG was printed in, by code; names and codes are accepted on import.
LANGUAGES = {"en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian",
             "pt": "Portuguese", "ko": "Korean", "zh": "Chinese", "ja": "Japanese", "ru": "Russian"}
FINISHES = ("normal", "foil", "ea", "loot")
#: Spellings accepted for each finish (case-insensitive).
FINISH_ALIASES = {"": "normal", "normal": "normal", "regular": "normal", "nonfoil": "normal",
                  "non-foil": "normal", "foil": "foil", "ea": "ea", "extended art": "ea",
                  "extended-art": "ea", "extendedart": "ea", "loot": "loot"}
ACTIONS = ("add", "remove", "import", "correction", "undo")
