"""Shared by the collection tests: database URLs (SQLite always, PostgreSQL when
DECKCHECK_TEST_PG_URL is set) and a CLI runner with the collection apps mounted."""
from __future__ import annotations

import os
import sys

import pytest
import typer

PG_URL = os.environ.get("DECKCHECK_TEST_PG_URL")
TABLES = ("history", "deck_cards", "decks", "batches", "holdings", "schema_version")


def wipe_pg(url: str) -> None:
    import sqlalchemy as sa
    eng = sa.create_engine(url)
    with eng.begin() as conn:    # every table: other components' tables (the desk's) share the database
        for t in set(TABLES) | set(sa.inspect(conn).get_table_names()):
            conn.exec_driver_sql(f'DROP TABLE IF EXISTS "{t}" CASCADE')
    eng.dispose()


def backends():
    return ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
        not PG_URL, reason="DECKCHECK_TEST_PG_URL not set (see .ci/postgres.sh)"))]


def make_url(kind: str, tmp_path) -> str:
    if kind == "sqlite":
        return f"sqlite:///{tmp_path / 'collection.db'}"
    wipe_pg(PG_URL)
    return PG_URL


def root_app() -> typer.Typer:
    from deckcheck.cli import collection
    root = typer.Typer(pretty_exceptions_enable=False)
    root.add_typer(collection.app, name="collection")
    root.add_typer(collection.deck_app, name="deck")

    @root.callback()
    def _cb() -> None:
        pass
    return root


class Result:
    def __init__(self, code: int, out: str, err: str):
        self.exit_code, self.stdout, self.stderr = code, out, err


def run_cli(args: list[str], input: str | None = None) -> Result:
    """Run like `deckcheck.cli.main` does (InputError -> one line on stderr, exit 2)."""
    from typer.testing import CliRunner
    from deckcheck.errors import InputError
    runner = CliRunner()
    res = runner.invoke(root_app(), args, catch_exceptions=True, input=input)
    err = res.stderr if hasattr(res, "stderr") else ""
    if isinstance(res.exception, InputError):
        return Result(2, res.stdout, err + f"deckcheck: error: {res.exception}\n")
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    return Result(res.exit_code, res.stdout, err)
