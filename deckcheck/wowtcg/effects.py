"""The goldfish engine's effect vocabulary (facts about what a card does, in a few fixed words).

An effect is a mapping with `do` (one of EFFECT_KINDS) and small integer or text parameters,
stored in the feeds as `effects: [{do: damage, n: 2}]` and derived from card text at import.
"""
from __future__ import annotations

EFFECT_KINDS: tuple[str, ...] = ("damage", "draw", "atk_bonus", "extra_resource", "quest_draw")
