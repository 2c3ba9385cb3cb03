"""Deck-file readers: every supported format read into the same raw Decklist.

Readers know nothing of the card database; names are resolved elsewhere.
"""
from __future__ import annotations

from .detect import sniff
from .model import DeckLine, Decklist
from .reader import FORMATS, parse_deck, read_deck

__all__ = ["FORMATS", "DeckLine", "Decklist", "parse_deck", "read_deck", "sniff"]
