"""Shared fixtures: the real bundled card pool, a private card cache so tests never touch ~/.cache,
and a private PostgreSQL schema per test process, so parallel workers (pytest-xdist) and other test
runs on the same server never drop each other's tables."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: the reference sources data/ is built from: beside a worktree of the project, not in a clone
REFERENCE = REPO.parent / "shared" / "reference"
PG_ENV = "DECKCHECK_TEST_PG_URL"

# The hundreds of `python -m deckcheck` processes the tests start run as an installed deckcheck does,
# from compiled bytecode: with PYTHONDONTWRITEBYTECODE set (some shells and sandboxes set it) each one
# compiled the package's modules again, a third of a short command's start-up.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
_pg_schema: tuple[str, str] | None = None      # (the URL as given, the schema made for this process)


def _is_xdist_controller(config) -> bool:
    """The process that hands tests to xdist workers (it runs none itself)."""
    return not hasattr(config, "workerinput") and bool(getattr(config.option, "numprocesses", None))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True         # someone else's process
    return True


def pytest_configure(config):
    """Point $DECKCHECK_TEST_PG_URL at a schema of this process's own (search_path in the URL), made
    now and dropped at the end: the tests wipe every table of the database they are given. Runs before
    the test modules (and their helpers, which read the variable) are imported."""
    global _pg_schema
    url = os.environ.get(PG_ENV)
    if not url or _is_xdist_controller(config):
        return
    import sqlalchemy as sa
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    schema = f"test_{worker}_{os.getpid()}".lower()
    local = sa.engine.make_url(url).host in (None, "", "127.0.0.1", "localhost", "::1")
    try:
        eng = sa.create_engine(url)
        with eng.begin() as conn:
            names = conn.exec_driver_sql("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'test\\_%%'")
            for (name,) in names.all():        # a killed run's on this machine (its process is gone)
                pid = name.rsplit("_", 1)[-1]
                if name == schema or (local and pid.isdigit() and not _alive(int(pid))):
                    conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
            conn.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
        eng.dispose()
    except sa.exc.SQLAlchemyError:
        return      # the server is not there: the PostgreSQL tests fail on their own, saying so
    mine = sa.engine.make_url(url).update_query_dict({"options": f"-csearch_path={schema}"})
    os.environ[PG_ENV] = mine.render_as_string(hide_password=False)
    _pg_schema = (url, schema)


def pytest_unconfigure(config):
    global _pg_schema
    if _pg_schema is None:
        return
    import sqlalchemy as sa
    url, schema = _pg_schema
    os.environ[PG_ENV] = url
    _pg_schema = None
    eng = sa.create_engine(url)
    try:
        with eng.begin() as conn:
            conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    except sa.exc.SQLAlchemyError:
        pass
    finally:
        eng.dispose()


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Every test run gets its own card cache (DECKCHECK_CACHE_DIR), shared by its xdist workers (the
    cache is safe to build from several processes at once), and no user feeds."""
    base = tmp_path_factory.getbasetemp()      # an xdist worker's is <the run's>/popen-gwN
    cache = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "deckcheck-cache"
    cache.mkdir(mode=0o700, exist_ok=True)
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


@pytest.fixture
def bundled_cache(tmp_path, db):
    """A cache folder of the test's own holding the bundled pool's build, signed, as a first run
    leaves it (copied from the session's cache: the tests that damage it need not build it first)."""
    import shutil
    from deckcheck.cards.cache import KEY_FILE, cache_dir, content_key
    from deckcheck.wowtcg import feeds
    key = content_key("wowtcg", feeds.CACHE_VERSION, feeds.bundled_feeds(), feeds.CODE_FILES)
    built = cache_dir() / f"wowtcg-{key}.pickle"
    if not built.is_file():                 # another test's builds pushed it out: build it again
        feeds.load_db(use_env=False)
    folder = tmp_path / "cache"
    folder.mkdir(mode=0o700)
    for f in (cache_dir() / KEY_FILE, built):
        shutil.copy2(f, folder / f.name)    # the key stays 0600, as cache_key_bytes wants it
    return folder


@pytest.fixture(scope="session")
def reference_pool():
    """The importer's build of the whole pool from ../shared/reference (about 8 s: built once, for
    every test that reads it; those tests skip where the reference is absent)."""
    from deckcheck.wowtcg.importer import review
    from deckcheck.wowtcg.importer.build import DATA, build_pool, default_cardcarp
    ref = REFERENCE / "wowtcg"      # with the review states of the committed data, as the importer runs
    return build_pool(ref, default_cardcarp(ref), review.previous(DATA / "wowtcg" / "sets"))
