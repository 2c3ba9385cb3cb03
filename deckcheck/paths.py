"""Where the bundled data lives: the source tree's data/ (a checkout or an editable install),
else the copy a regular install puts under <prefix>/share/deckcheck/data; $DECKCHECK_DATA wins."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def data_dir() -> Path:
    if os.environ.get("DECKCHECK_DATA"):
        return Path(os.environ["DECKCHECK_DATA"])
    source = Path(__file__).resolve().parents[1] / "data"
    if (source / "wowtcg").is_dir():
        return source
    return Path(sys.prefix) / "share" / "deckcheck" / "data"


DATA_DIR = data_dir()


def user_data_dir() -> Path:
    """The user's deckcheck folder: $XDG_DATA_HOME/deckcheck, else ~/.local/share/deckcheck."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "deckcheck"


def default_db_url() -> str:
    """The database every command uses without --db: $DECKCHECK_DB, else SQLite in the user's folder."""
    return os.environ.get("DECKCHECK_DB") or f"sqlite:///{user_data_dir() / 'collection.db'}"
