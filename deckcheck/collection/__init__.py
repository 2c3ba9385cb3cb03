"""Collection tracking: what a player (or a store, or a league) owns, in a SQL database.

Library first: everything the `deckcheck collection` and `deckcheck deck` commands do is callable
from here. Importing this package is cheap; SQLAlchemy and sqlmodel load only when a store opens.

- `models`: the sqlmodel tables (holdings, history, batches, saved decks, schema version).
- `store`: engine from a URL, migrations, one transaction per command, add/remove/undo.
- `importers`: our CSV, plain decklists, Deckbox CSV; all-or-nothing with every bad row named.
- `missing`: needed vs owned vs committed to saved decks; the want list; buildable decks.
- `stats`: set completion, totals by rarity and class.
"""
SCHEMA_VERSION = 2
FINISHES = ("normal", "foil", "ea", "loot")
#: Spellings accepted for each finish (case-insensitive).
FINISH_ALIASES = {"": "normal", "normal": "normal", "regular": "normal", "nonfoil": "normal",
                  "non-foil": "normal", "foil": "foil", "ea": "ea", "extended art": "ea",
                  "extended-art": "ea", "extendedart": "ea", "loot": "loot"}
ACTIONS = ("add", "remove", "import", "correction", "undo")
