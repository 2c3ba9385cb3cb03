"""Shared fixtures: the real bundled card pool, and a private cache folder so tests never touch ~/.cache."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Every test session gets its own card cache (DECKCHECK_CACHE_DIR), and no user feeds."""
    cache = tmp_path_factory.mktemp("deckcheck-cache")
    saved = {k: os.environ.get(k) for k in ("DECKCHECK_CACHE_DIR", "DECKCHECK_CARDS")}
    os.environ["DECKCHECK_CACHE_DIR"] = str(cache)
    os.environ.pop("DECKCHECK_CARDS", None)
    yield cache
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


@pytest.fixture(scope="session")
def db(_private_cache):
    from deckcheck.wowtcg.feeds import load_db
    return load_db()
