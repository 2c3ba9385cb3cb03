"""The reader of the card-draw and resource tricks (issue 23, draws family; played by `tricks.py`, checked by
`audit_tricks.py`): abilities whose whole record is one of a few shapes, each read into one spec (`trick`):

- ``exhaust_resource`` n 99 and ``draw`` n (Arcane Essence: "Exhaust all resources you control. Draw two cards"):
  (TR_ESSENCE, n);
- ``damage`` n ``buy: 1`` (Swirling Flames: "This turn, your hero has '1 -> Your hero deals 1 fire damage to target
  hero or ally'"): (TR_BUY, n), n damage for each 1 paid; with ``by_card: 1`` (Spark: "This turn, your hero has
  'Exhaust a card in play you control -> This hero deals 1 fire damage to target hero or ally'") each of your ready
  resources exhausted for it (your resources are cards in play, CR 415.8a; your other ready cards left out: the
  engine errs low);
- the cost ``destroy: {what: resource, n: 99}`` with ``damage`` ``n: X`` ``x: sac_n`` (Supernova: "As an additional
  cost to play, destroy all of your resources. ... damage equal to the number of resources destroyed"): (TR_NOVA,);
- ``exhaust`` ``to: ally`` and ``draw`` n (Hammer of the Zealot: "Exhaust target ally. Draw a card"): (TR_HAMMER, n);
- a card of yours destroyed, then cards drawn (TR_SAC, ids it may destroy, an ally 0/1, n drawn or -1: X its cost,
  damaged only 0/1): the cost ``destroy: {what: equipment}`` with ``hurt_hero`` and ``draw`` ``n: X`` ``x: sac_cost``
  (Payment of Blood: "Destroy target equipment. If you do, put X damage on your hero and draw X cards, where X is
  that equipment's cost"), the cost ``destroy: {what: ally, tag: ...}`` with ``draw`` ``n: X`` ``x: sac_cost`` (Dark
  Pact: "As an additional cost to play Dark Pact, destroy one of your Pets. Draw X cards, where X is the cost of the
  Pet you destroyed"), ``kill_ally`` ``damaged: 1`` with ``draw`` n (Ruthless Execution: "Destroy target damaged
  ally. Draw a card": one of yours);
- an Ongoing ability's power ``pay: X``, ``destroy: {what: self}`` -> ``draw`` ``n: X`` ``max`` m (Mana Sapphire: "X,
  Destroy this ability -> If X is 5 or less, draw X cards"): (TR_SAPPHIRE, m);
- ``counter`` n 1 ``atk: 1`` ``each: 1`` ``to: weapon`` with ``damage`` n 0 ``plus: weapon`` ``tag: Melee`` ``sum: 1``
  (Shadow Strikes: "Add a +1 ATK counter to each weapon you control. Your hero deals shadow damage to target hero or
  ally equal to the combined ATK of Melee weapons you control"): (TR_STRIKES, Melee weapon ids), after combat;
- the cost ``destroy: {what: ally}`` with ``atk_bonus`` ``n: X`` ``x: sac_atk`` ``to: hero`` ``until: turn`` (Death
  Pact: "As an additional cost to play, destroy an ally you control. Your hero ... has +X ATK this turn, where X was
  that ally's ATK"): (TR_DEATH, ally ids), in the main phase (`tricks.main`);
- ``ready_resource`` n with ``faceup: 1`` ("Ready up to three face-up resources you control") or with ``per: {of:
  highest, ...}`` ("Ready up to X resources you control, where X is the cost of target non-hero Hunter or Mage you
  control"): (TR_READY, n, per_count or None, face up 0/1, None); ``kill_ally`` with ``ready_resource`` ``n: X`` ``x:
  sac_cost`` (Thrill of the Hunt: "Destroy target ally. If you do, ready up to X of your resources, where X is that
  ally's cost": one of yours): (TR_READY, 0, None, 0, ally ids), X the cost of the ally destroyed; ``ready_resource``
  ``n: X`` ``x: healed`` (Hymn of Hope: "Your hero heals 3 damage from each friendly hero and ally. For each
  character healed this way, ready a resource you control"; the healing itself no bearing): (TR_READY, 0, None, 0,
  None, 3), X your damaged allies (your hero's damage is not followed: the engine errs low), healed of 3;
- Demonic Pact ("This ability enters play with X pact counters on it. Ongoing: At the start of your turn, put 1 damage on
  your hero, draw a card, and remove a pact counter from this ability. Then, if none remain, destroy this ability"):
  ``counter`` ``n: X`` as it enters, ``hurt_hero`` 1, ``draw`` 1 and ``uncounter`` 1 ``expire: 1`` on ``when:
  turn_start``: (TR_XPACT,) with the counters family's start of your turn (`counters.run`), X paid after combat.

And an Ongoing ability's start of your turn with counters (Mana Diamond: "At the start of your turn, add a mana
counter to this ability. Then, you may destroy this ability. If you do, draw a card for each mana counter"):
``counter`` n 1, ``leave`` ``to: grave`` and ``draw`` ``per: {of: counter}``, each ``when: turn_start``: read into
the counters family's spec (`counters.run`), the engine choosing to destroy it once it has DIAMOND_MIN counters.
Elemental Shield ("Ongoing: This ability enters play with three water counters. [Exhaust] -> Ready a resource you
control for each water counter, then remove a water counter. If none remain, then destroy this ability"): ``counter``
n 3 as it enters, its power ``exhaust: 1`` -> ``ready_resource`` ``per: {of: counter}`` and ``uncounter`` n 1
``expire: 1``: the counters as it enters, and (TR_SHIELD,), its power used in the main phase (`tricks.main`).

A card of any other shape is not read here (`read` returns None) and goes to the other readers."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish import compile_counters
from deckcheck.wowtcg.goldfish.codes import ABILITY, GEAR, WEAPON, card_kind
from deckcheck.wowtcg.goldfish.compile_counters import ENTER_OWN, OP_ADD, OP_DRAW, OP_LEAVE, OP_REM, TURN_START
from deckcheck.wowtcg.goldfish.compile_facts import CardFacts, Source, card_ids, per_count, weapon_ids

TR_ESSENCE, TR_BUY, TR_NOVA, TR_HAMMER, TR_SAC, TR_SAPPHIRE, TR_READY, TR_SHIELD, TR_DEATH, TR_XPACT, \
    TR_STRIKES = range(1, 12)
#: the counters Mana Diamond waits for before the engine destroys it for its draws (the text's "you may")
DIAMOND_MIN = 3
#: the tricks played in the main phase (the others after combat)
MAIN = (TR_READY, TR_SHIELD, TR_DEATH)
#: the Ongoing tricks the engine plays after combat as any card (`turn.after_combat`); the others only `tricks.py`
POST = (TR_SAPPHIRE, TR_SHIELD)
_PER_KEYS = ("do", "n", "per", "type", "class", "classes", "faction", "tag")


def _only(e: dict, *keys: str) -> bool:
    return all(k in keys for k in e)


def read(f: CardFacts, effects: list[dict], src: Source) -> bool | None:
    """The card's trick into `f.trick` (and what the rest of the engine reads of it: `stays`); False: read;
    None: the card is none of these shapes."""
    if src.kind != ABILITY or not effects:
        return None
    es = [e for e in effects if e["do"] != "unmodelled"]
    if [e["do"] for e in es] == ["counter", "leave", "draw"] and es == [
            {"do": "counter", "when": "turn_start", "n": 1}, {"do": "leave", "when": "turn_start", "to": "grave"},
            {"do": "draw", "when": "turn_start", "n": 1, "per": "counter"}]:
        spec = compile_counters._spec(f)      # (Mana Diamond)
        spec[TURN_START] += [(OP_ADD, 1, 0, 0, 0, 0), (OP_LEAVE, 0, 0, 0, DIAMOND_MIN, 0),
                             (OP_DRAW, 1, 0, 1, DIAMOND_MIN, 0)]
        return False
    if es == [{"do": "counter", "n": "X"}, {"do": "hurt_hero", "when": "turn_start", "n": 1},
              {"do": "draw", "when": "turn_start", "n": 1}, {"do": "uncounter", "when": "turn_start", "n": 1, "expire": 1}]:
        compile_counters._spec(f)[TURN_START] += [(OP_DRAW, 1, 0, 0, 0, 0), (OP_REM, 1, 0, 1, 0, 0)]
        f.trick = (TR_XPACT,)       # (Demonic Pact: its X counters put as it is played, `tricks.xpact`)
        return False
    if es == [{"do": "counter", "n": 3}, {"do": "ready_resource", "exhaust": 1, "n": 1, "per": "counter"},
              {"do": "uncounter", "exhaust": 1, "n": 1, "expire": 1}]:
        compile_counters._spec(f)[ENTER_OWN] += es[0]["n"]      # (Elemental Shield: its counters as it enters)
        f.trick = (TR_SHIELD,)
        return False
    spec = _shape(es, src)
    if spec is None:
        return None
    f.trick = spec
    return False


def _shape(es: list[dict], src: Source) -> tuple | None:
    dos = [e["do"] for e in es]
    if dos == ["exhaust_resource", "draw"] and _only(es[0], "do", "n") and es[0].get("n") == 99 \
            and _only(es[1], "do", "n") and isinstance(es[1].get("n"), int) and es[1]["n"] > 0:
        return (TR_ESSENCE, es[1]["n"])
    if dos == ["damage"] and _only(es[0], "do", "n", "buy", "by_card") and es[0].get("buy") == 1 \
            and isinstance(es[0].get("n"), int) and es[0]["n"] > 0:
        return (TR_BUY, es[0]["n"])
    if dos == ["sacrifice", "damage"] and es[0] == {"do": "sacrifice", "what": "resource", "n": 99} \
            and es[1] == {"do": "damage", "n": "X", "x": "sac_n"}:
        return (TR_NOVA,)
    if dos == ["exhaust", "draw"] and es[0] == {"do": "exhaust", "to": "ally"} and _only(es[1], "do", "n") \
            and isinstance(es[1].get("n"), int) and es[1]["n"] > 0:
        return (TR_HAMMER, es[1]["n"])
    if dos == ["sacrifice", "hurt_hero", "draw"] and es[0] == {"do": "sacrifice", "what": "equipment"} \
            and es[1] == {"do": "hurt_hero", "n": "X", "x": "sac_cost"} and es[2] == {"do": "draw", "n": "X", "x": "sac_cost"}:
        ids = frozenset(i for i, card in enumerate(src.cards) if card_kind(card) in (WEAPON, GEAR))
        return (TR_SAC, ids, 0, -1, 0)
    if dos == ["sacrifice", "draw"] and es[0].get("what") == "ally" and _only(es[0], "do", "what", "tag") \
            and es[1] == {"do": "draw", "n": "X", "x": "sac_cost"}:
        ids = card_ids(src.cards, {"type": "ally", **({"tag": es[0]["tag"]} if "tag" in es[0] else {})})
        return (TR_SAC, ids, 1, -1, 0)
    if dos == ["kill_ally", "draw"] and es[0] == {"do": "kill_ally", "damaged": 1} and _only(es[1], "do", "n") \
            and isinstance(es[1].get("n"), int) and es[1]["n"] > 0:
        return (TR_SAC, card_ids(src.cards, {"type": "ally"}), 1, es[1]["n"], 1)
    if dos == ["draw"] and es[0].get("pay") == "X" and es[0].get("destroy") == {"what": "self"} \
            and es[0].get("n") == "X" and _only(es[0], "do", "pay", "destroy", "n", "max"):
        return (TR_SAPPHIRE, int(es[0].get("max", 0)))
    if es == [{"do": "counter", "n": 1, "atk": 1, "each": 1, "to": "weapon"},
              {"do": "damage", "n": 0, "plus": "weapon", "tag": "Melee", "sum": 1}]:
        return (TR_STRIKES, weapon_ids(src.cards, "Melee"))
    if dos == ["sacrifice", "atk_bonus"] and es[0] == {"do": "sacrifice", "what": "ally"} and es[1] == {
            "do": "atk_bonus", "n": "X", "x": "sac_atk", "to": "hero", "until": "turn"}:
        return (TR_DEATH, card_ids(src.cards, {"type": "ally"}))
    if dos == ["ready_resource"] and isinstance(es[0].get("n"), int) and es[0]["n"] > 0:
        e = es[0]
        if _only(e, "do", "n", "faceup") and e.get("faceup") == 1:
            return (TR_READY, e["n"], None, 1, None)
        if e.get("per") == "highest" and _only(e, *_PER_KEYS):
            return (TR_READY, e["n"], per_count(e, src.cards, src.hero), 0, None)
    if es == [{"do": "ready_resource", "n": "X", "x": "healed"}]:
        return (TR_READY, 0, None, 0, None, 3)      # (Hymn of Hope: the damaged allies of yours healed, 3 each)
    if dos == ["kill_ally", "ready_resource"] and es == [{"do": "kill_ally"},
                                                         {"do": "ready_resource", "n": "X", "x": "sac_cost"}]:
        return (TR_READY, 0, None, 0, card_ids(src.cards, {"type": "ally"}))
    return None


def flags(cc) -> None:
    """The deck-wide flag of the tricks (`any_trick`): a deck without one never enters `tricks.py`."""
    cc.any_trick = any(x is not None for x in cc.trick)
    cc.any_trick_main = any(x is not None and x[0] in MAIN for x in cc.trick)
