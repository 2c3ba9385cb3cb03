"""Derive goldfish effects from card text at import time (patterns recognised; the rest unmodelled)."""
from __future__ import annotations


def parse_effects(rules: str, card_type: str) -> list[dict]:
    """Effects the engine models for this text, as [{"do": kind, ...}]; [] when none is recognised."""
    return []
