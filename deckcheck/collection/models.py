"""The collection's tables (sqlmodel). Schema version 3; see `store.MIGRATIONS` for the path from 1.

- `holdings`: how many copies of one print (set + number) in one finish, condition and language are
  owned; unique per (set, number, finish, condition, language, name): a few set numbers are shared
  by two cards in the sources. `price_cents`: the purchase price per copy when a file gave one.
  Rows at qty 0 are kept (so concurrent adds never race a delete).
- `batches`: one row per command that changed holdings (add, remove, import, correction, undo);
  `undone_by` points at the undo batch that reversed it.
- `history`: append-only, one row per holding change (condition and language included), with its
  batch. Never updated or deleted.
- `decks` / `deck_cards`: saved decks (their source text too) and the cards they commit.
- `schema_version` (`deckcheck.dbschema`): the collection's row (key 1) holds its schema version.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Optional

from sqlalchemy import Column, DateTime, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from deckcheck.collection import SCHEMA_VERSION  # noqa: F401  (kept here for callers)


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def _text(default: str):
    """A short text column that older rows get filled with when a migration adds it."""
    return {"default": default, "sa_column_kwargs": {"server_default": default}}


class Holding(SQLModel, table=True):
    __tablename__ = "holdings"
    __table_args__ = (UniqueConstraint("set", "number", "finish", "condition", "language", "name",
                                       name="uq_holdings_copy"),
                      Index("ix_holdings_name", "name"))
    id: Optional[int] = Field(default=None, primary_key=True)
    set: str = Field(max_length=16)
    number: str = Field(max_length=16)
    finish: str = Field(max_length=16, default="normal")
    condition: str = Field(max_length=4, **_text("NM"))
    language: str = Field(max_length=8, **_text("en"))
    qty: int = Field(default=0)
    name: str = Field(max_length=200)
    price_cents: Optional[int] = Field(default=None)


class Batch(SQLModel, table=True):
    __tablename__ = "batches"
    id: Optional[int] = Field(default=None, primary_key=True)
    ts: datetime = Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False))
    action: str = Field(max_length=16)
    reason: Optional[str] = Field(default=None, max_length=500)
    undone_by: Optional[int] = Field(default=None, foreign_key="batches.id")


class History(SQLModel, table=True):
    __tablename__ = "history"
    __table_args__ = (Index("ix_history_batch", "batch"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    ts: datetime = Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False))
    action: str = Field(max_length=16)
    set: str = Field(max_length=16)
    number: str = Field(max_length=16)
    finish: str = Field(max_length=16)
    condition: str = Field(max_length=4, **_text("NM"))
    language: str = Field(max_length=8, **_text("en"))
    name: str = Field(max_length=200)
    delta: int
    reason: Optional[str] = Field(default=None, max_length=500)
    batch: int                                  # batches.id (no FK: v1 had no batches table)


class SavedDeck(SQLModel, table=True):
    __tablename__ = "decks"
    id: Optional[int] = Field(default=None, primary_key=True)
    name: str = Field(max_length=200, unique=True)
    source: str = Field(max_length=1000)       # the file it was saved from
    fmt: str = Field(max_length=16)            # the deck-file reader that read it
    text: str                                  # the file's text, to re-check it later
    hero: Optional[str] = Field(default=None, max_length=200)
    saved: datetime = Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False))


class DeckCard(SQLModel, table=True):
    __tablename__ = "deck_cards"
    __table_args__ = (UniqueConstraint("deck", "section", "name", name="uq_deck_cards"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    deck: int = Field(foreign_key="decks.id", index=True)
    section: str = Field(max_length=8)          # hero | main | side
    name: str = Field(max_length=200)
    qty: int
