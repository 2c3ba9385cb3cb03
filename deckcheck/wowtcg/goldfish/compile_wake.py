"""The reader of an ally that can't ready in your ready step and the power that readies it (issue 23; the engine's
side is `wake`): a token put into play exhausted with "This ally can't ready during its controller's ready step"
(`token` `asleep: 1`; its card carries `cant_attack` `unless: readied`), and "Once per turn, on your turn: 3 -> This
ally deals 3 shadow damage to target hero or ally. Ready a Ghoul you control." (a power with the cost `turn: 1`:
`damage` n and `ready` `to: ally` with a group filter).
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import ALLY, GROUP_KEYS
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, group_mask


def first(f: CardFacts, e: dict, cond: tuple | None, src: Source) -> bool | None:
    """`cant_attack` `unless: readied` (`cant_attack`, `asleep`), and the actions of a once-a-turn power (`wake`
    (pay, damage, ids of the allies it readies or None)); True: not played, None: none of these forms. Not played:
    under a condition, on a card that is no ally, an action other than damage to the opposing hero and readying an
    ally of a group, two such powers."""
    if e["do"] == "cant_attack" and e.get("unless") == "readied":
        f.cant_attack, f.asleep = 1, 1
        return False
    if not e.get("turn") or e["do"] == "atk_bonus" and e.get("to") == "allies" and "pay" in e:
        return None         # (a once-a-turn group ATK power: `compile_effects._group_power`)
    if cond is not None or src.kind != ALLY or "pay" not in e or any(
            k in e for k in ("exhaust", "exhaust_hero", "flip", "once", "destroy", "remove", "hurt", "discard", "per")):
        return True
    pay, dmg, ids = f.wake or (int(e["pay"]), 0, None)
    if pay != int(e["pay"]):
        return True
    if e["do"] == "damage" and isinstance(e.get("n"), int) and e.get("to") in (None, "any") and not dmg:
        dmg = e["n"]
    elif e["do"] == "ready" and e.get("to") == "ally" and any(k in e for k in GROUP_KEYS) and ids is None:
        ids = group_mask(e, src.cards)
    else:
        return True
    f.wake = (pay, dmg, ids)
    return False
