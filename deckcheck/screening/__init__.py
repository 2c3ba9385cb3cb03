"""Tournament registration screening: many decklists through the one legality engine, one report.

Registrations stream through worker processes; each becomes one compact row, spooled to disk by
status (illegal, unreadable, review, legal), so memory stays flat however large the event.
"""
from __future__ import annotations

from deckcheck.screening.registrations import Registration, read_registrations
from deckcheck.screening.screen import ScreenResult, screen

__all__ = ["Registration", "ScreenResult", "read_registrations", "screen"]
