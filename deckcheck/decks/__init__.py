"""Deck files in the formats players use, read into one raw `Decklist` (names are resolved later)."""
from deckcheck.decks.model import DeckLine, Decklist
from deckcheck.decks.readers import FORMATS, parse_deck, read_deck, sniff

__all__ = ["DeckLine", "Decklist", "FORMATS", "parse_deck", "read_deck", "sniff"]
