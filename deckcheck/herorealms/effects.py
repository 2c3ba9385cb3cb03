"""The effect vocabulary of Hero Realms abilities: facts about what a card does, in a few fixed words.

In a feed an ability is a list of effects. An effect is a mapping:

- `{do: KIND, n: N, ...}` with KIND one of `KINDS` and N >= 1 (default 1), optional keys:
  `per` (scale N by a count of cards in play, one of `PER`), `optional: true` ("you may"),
  `what` (`card`, `action` or `champion`: what the effect picks), `to` (`hand` or `deck_top`:
  where the next acquired card goes) and `if_done` (effects that follow when an optional
  sacrifice is made);
- or a choice `{choose: [[effects...], [effects...]]}` ("... or ...").

In code an effect is a tuple of sorted (key, value) pairs (hashable, cheap to pickle).
"""
from __future__ import annotations

from typing import Any

KINDS: dict[str, str] = {
    "gold": "gain {n} gold",
    "combat": "gain {n} combat",
    "health": "gain {n} health",
    "draw": "draw {n} card(s)",
    "stun": "stun target champion",
    "prepare": "prepare a champion",
    "opponent_discard": "target opponent discards {n} card(s)",
    "sacrifice_card": "sacrifice up to {n} card(s) from hand or discard pile",
    "draw_discard": "draw {n} card(s), then discard as many",
    "next_acquire": "put the next {what} you acquire this turn {to}",
    "recycle": "put a {what} from your discard pile on top of your deck",
}
PER: dict[str, str] = {
    "champion": "for each champion you have in play",
    "other_champion": "for each other champion you have in play",
    "other_guard": "for each other guard you have in play",
    "other_faction": "for each other card of its faction you have in play",
}
WHAT = ("card", "action", "champion")
TO = ("hand", "deck_top")
_KEYS = {"do", "n", "per", "optional", "what", "to", "if_done"}


def check_effects(value: Any, where: str = "") -> str | None:
    """None when `value` is a valid list of effects, else the first problem in words."""
    if not isinstance(value, list):
        return f"{where}expected a list of effects"
    for i, eff in enumerate(value):
        problem = _check_effect(eff)
        if problem:
            return f"{where}effect #{i + 1}: {problem}"
    return None


def _check_effect(eff: Any) -> str | None:
    if not isinstance(eff, dict):
        return "expected a mapping with 'do' or 'choose'"
    if "choose" in eff:
        if set(eff) != {"choose"}:
            return "a choice holds only 'choose'"
        opts = eff["choose"]
        if not isinstance(opts, list) or len(opts) < 2:
            return "choose: expected a list of at least two options"
        for j, opt in enumerate(opts):
            problem = check_effects(opt, f"choose option {j + 1}: ")
            if problem:
                return problem
        return None
    extra = set(eff) - _KEYS
    if extra:
        return f"unknown key {sorted(extra)[0]!r}"
    if eff.get("do") not in KINDS:
        return f"do: expected one of {', '.join(KINDS)}"
    n = eff.get("n", 1)
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return "n: expected a whole number >= 1"
    if "per" in eff and eff["per"] not in PER:
        return f"per: expected one of {', '.join(PER)}"
    if "optional" in eff and not isinstance(eff["optional"], bool):
        return "optional: expected true or false"
    if "what" in eff and eff["what"] not in WHAT:
        return f"what: expected one of {', '.join(WHAT)}"
    if "to" in eff and eff["to"] not in TO:
        return f"to: expected one of {', '.join(TO)}"
    if eff["do"] == "next_acquire" and "to" not in eff:
        return "next_acquire needs 'to'"
    if "if_done" in eff:
        return check_effects(eff["if_done"], "if_done: ")
    return None


def effects_from_plain(value: list) -> tuple:
    """Checked feed effects -> tuples of sorted (key, value) pairs."""
    out = []
    for eff in value:
        if "choose" in eff:
            out.append((("choose", tuple(effects_from_plain(opt) for opt in eff["choose"])),))
            continue
        items = []
        for k, v in eff.items():
            items.append((k, effects_from_plain(v) if k == "if_done" else v))
        out.append(tuple(sorted(items)))
    return tuple(out)


def effects_to_plain(effects: tuple) -> list:
    out = []
    for eff in effects:
        d = dict(eff)
        if "choose" in d:
            out.append({"choose": [effects_to_plain(opt) for opt in d["choose"]]})
            continue
        plain = {"do": d.pop("do")}
        for k, v in d.items():
            plain[k] = effects_to_plain(v) if k == "if_done" else v
        out.append(plain)
    return out


def describe(effects: tuple) -> str:
    """Plain words for an ability: `gain 2 gold; draw 1 card(s)`."""
    parts = []
    for eff in effects:
        d = dict(eff)
        if "choose" in d:
            parts.append(" or ".join(f"({describe(opt)})" for opt in d["choose"]))
            continue
        text = KINDS[d["do"]].format(n=d.get("n", 1), what=d.get("what", "card"),
                                     to="into your hand" if d.get("to") == "hand" else "on top of your deck")
        if "per" in d:
            text += " " + PER[d["per"]]
        if d.get("optional"):
            text = "you may " + text
        if "if_done" in d:
            text += "; if you do, " + describe(d["if_done"])
        parts.append(text)
    return "; ".join(parts)
