"""Derive goldfish effects from card text at import time (patterns recognised; the rest unmodelled).

The text is read sentence by sentence. Each sentence either matches one of the patterns below
(yielding zero or more effects in the vocabulary of `deckcheck.wowtcg.effects`), or the card gets
one ``{do: unmodelled}`` marker. Only the vocabulary words and numbers are kept, never the text.
"""
from __future__ import annotations

import re
from typing import Callable

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_N = r"(\d+|X|a|an|one|two|three|four|five|six)"
_TYPE = r"(?:unpreventable )?(?:(?:arcane|fire|frost|holy|nature|shadow|melee|ranged) )?"
_WHO = r"(?:[Yy]our hero|[Hh]e|[Ss]he|[Ii]t|this (?:ally|card)|(?!If |While |When |As |Unless |Each |At )[A-Z][\w'’ .-]*?)"
# Targets a goldfish hero can be: a target hero, or every opposing hero.
_HERO_TARGET = (r"(?:target (?:opposing )?hero(?: or ally)?|target (?:opposing )?hero and/or ally"
                r"|each opposing hero(?: and ally)?|each hero(?: and ally)?"
                r"|each opposing hero and each opposing ally|target opponent's hero|each opponent's hero)")
_ALLY_ONLY = r"(?:target (?:opposing |exhausted |ready )?ally|each (?:opposing )?ally|each ally)"


_KEYWORD = re.compile(r"Protector|Elusive|Untargetable|Long-Range|Stealth|Shadowmeld|Ferocity|Assault \d+|"
                      r"Mend \d+|(?:Arcane|Fire|Frost|Holy|Nature|Shadow) Resistance")


def _n(word: str) -> int | str:
    if word == "X":
        return "X"
    return int(word) if word.isdigit() else _WORDS[word.lower()]


def _clean(rules: str) -> list[str]:
    """Sentences of the text, with markup, reminders and icons removed."""
    text = re.sub(r"<i>.*?(?:</i>|$)", "", rules or "", flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"\[(?:Nature|Fire|Frost|Arcane|Holy|Shadow|Melee|Ranged|Health|Horde|Alliance)\]", "",
                  text)
    text = text.replace("’", "'").replace("\n", ";")
    out: list[str] = []
    for seg in re.split(r";|\|", text):
        seg = re.sub(r"\([^)]*\)", "", seg)          # reminder text in parentheses
        seg = re.sub(r"\s+", " ", seg).strip()
        if not seg:
            continue
        for sent in re.split(r"(?<=[.!])\s+(?=[A-Z])", seg):
            sent = sent.strip().rstrip(".").strip()
            parts = [p.strip() for p in sent.split(",")]
            if len(parts) > 1 and all(_KEYWORD.fullmatch(p) for p in parts):
                out.extend(parts)       # "Protector, Untargetable"
            elif sent:
                out.append(sent)
    return out


Rule = tuple["re.Pattern[str]", Callable[["re.Match[str]", str], list[dict]]]


def _none(m: re.Match, t: str) -> list[dict]:
    return []


def _damage(m: re.Match, t: str) -> list[dict]:
    return [{"do": "damage", "n": _n(m["n"])}]


def _rules() -> list[Rule]:
    r: list[tuple[str, Callable]] = [
        # Restrictions and deck-building text: facts held elsewhere, no effect in play.
        (r".+ Hero Required", _none),
        (r"[\w' ]+ Reputation", _none),
        (r"Deckbuilding:.*", _none),
        (r"received errata", _none),
        (r"Unique|Unlimited|Totem|Trap|Boss", _none),
        # Keywords with no bearing on a game against a passive opponent.
        (r"(?:Protector|Elusive|Untargetable|Long-Range|Stealth|Shadowmeld)", _none),
        (r"(?:Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged) Resistance", _none),
        (r"Mend \d+", _none),
        (r"(?:Ongoing: )?Your hero has (?:Protector|Elusive|Untargetable|Long-Range)", _none),
        # Keywords that matter.
        (r"Ferocity", lambda m, t: [{"do": "ferocity"}]),
        (r"Assault (?P<n>\d+)", lambda m, t: [{"do": "assault", "n": int(m["n"])}]),
        (r"(?:This ally|This card|[A-Z][\w' ,.-]*?) has Ferocity", lambda m, t: [{"do": "ferocity"}]),
        # Card draw.
        (rf"(?:You may )?[Dd]raw {_N} cards?", lambda m, t: [{"do": "draw", "n": _n(m[1])}]),
        (rf"When {_WHO} enters play, draw {_N} cards?", lambda m, t: [{"do": "draw", "n": _n(m[1])}]),
        (rf"Reward: Draw {_N} cards?", lambda m, t: [{"do": "draw", "n": _n(m[1])}]),
        # Quest completion costs.
        (r"(?:On your turn: |During your turn, |On your turn, )?[Pp]ay (?P<n>\d+) to complete this quest",
         lambda m, t: [{"do": "quest", "pay": int(m["n"])}]),
        (rf"Exhaust {_WHO} to complete this quest", lambda m, t: [{"do": "quest", "pay": 1}]),
        # Direct damage.
        (rf"{_WHO} (?:may )?deals? (?P<n>{_N[1:-1]}) {_TYPE}damage to {_HERO_TARGET}", _damage),
        (rf"When {_WHO} enters play, {_WHO} (?:may )?deals? (?P<n>{_N[1:-1]}) {_TYPE}damage to "
         rf"{_HERO_TARGET}", _damage),
        (rf"Attach to target (?:opposing )?hero(?: or ally)?, and your hero deals (?P<n>\d+) {_TYPE}damage to it",
         _damage),
        (rf"(?:Ongoing: )?At the start of your turn, your hero deals (?P<n>\d+) {_TYPE}damage to "
         r"attached (?:character|hero)",
         lambda m, t: [{"do": "damage", "n": int(m["n"]), "when": "turn_start"}]),
        (r"Attach to target (?:opposing )?hero(?: or ally)?", _none),
        # Damage that cannot reach a hero, and riders that only matter against a live opponent.
        (rf"{_WHO} (?:may )?deals? (?:\d+|X) {_TYPE}damage to {_ALLY_ONLY}", _none),
        (r"A character dealt damage this way can't (?:attack|protect|attack or protect)(?: this turn)?", _none),
        (r"That damage can't be prevented", _none),
        # Actions on the opponent's cards (the goldfish has none) and on damage (nothing to heal).
        (r"(?:You may )?(?:[Dd]estroy|[Ee]xhaust|Return) (?:up to \w+ )?target (?:opposing |protecting |exhausted |"
         r"ready |non-\w+ |Unique )?(?:hero or ally|ally|ability|abilities|equipment|armor|weapon|item|"
         r"ability or equipment|armor or weapon|card|resource)(?: with cost \d+ or less)?", _none),
        (rf"When {_WHO} (?:enters play|attacks), (?:you may )?(?:destroy|exhaust) target .+", _none),
        (rf"{_WHO} (?:may )?heals? \d+ damage from (?:target hero or ally|your hero|himself|herself|itself|"
         r"each friendly hero and ally|target ally|target hero)", _none),
        (rf"(?:At the start of (?:your|each) turn, |At the end of your turn, ){_WHO} heals? \d+ damage from "
         r"(?:himself|herself|itself)", _none),
        (rf"At the end of your turn, ready {_WHO}", _none),
        (rf"{_WHO} has \+\d+ ATK while attacking an exhausted hero or ally", _none),
        (rf"Combat damage dealt by {_WHO}(?: with [\w' ,.-]+)? can't be prevented", _none),
        (r"(?:Other )?(?:[Aa]llies|Friendly allies) in your party have \+\d+ health", _none),
        (r"Use only (?:on your turn|once per turn|once each turn)", _none),
        (rf"{_WHO} can't attack", lambda m, t: [{"do": "cant_attack"}]),
        (r"(?:Target|Target friendly) ally(?: in your party| you control)? (?:has|gains|gets) Ferocity this turn",
         lambda m, t: [{"do": "ferocity", "to": "ally"}]),
        (rf"(?:Reward: )?Draw {_N} cards?, then discard {_N} cards?",
         lambda m, t: [{"do": "draw", "n": _n(m[1])}, {"do": "discard", "n": _n(m[2])}]),
        (r"(?:Ongoing: )?(?:All allies|Allies in your party) have Ferocity",
         lambda m, t: [{"do": "ferocity", "to": "allies"}]),
        # ATK bonuses.
        (r"(?:Ongoing: )?(?:Other )?(?:[Aa]llies|Friendly allies) in your party (?:have|has) \+(?P<n>\d+) ATK"
         r"(?: while attacking)?",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "ongoing"}]),
        (r"(?:Reward: )?(?:[\w ]+ )?[Aa]llies in your party (?:get|have) \+(?P<n>\d+) ATK(?: while attacking)? this turn",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "turn"}]),
        (r"(?:Target|Your) (?P<to>hero or ally|friendly hero or ally|hero|ally|friendly ally|"
         r"ally you control|hero or ally you control) (?:gets|has) \+(?P<n>\d+) ATK this turn",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": _to(m["to"]), "until": "turn"}]),
        (r"(?:Allies|Each ally|Friendly allies) in your party (?:get|have|gets|has) \+(?P<n>\d+) ATK this turn",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "turn"}]),
        (r"Attach to target (?:friendly )?ally(?: you control)?", _none),
        (r"Ongoing: Attached ally (?:has|gets) \+(?P<n>\d+) ATK(?: (?:and|/) \+\d+ health)?",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "ally", "until": "ongoing"}]),
        (r"Ongoing: (?:Allies|Each ally|Friendly allies) in your party (?:have|has) \+(?P<n>\d+) ATK"
         r"(?: (?:and|/) \+\d+ health)?",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "ongoing"}]),
        (r"Ongoing: Your hero has \+(?P<n>\d+) ATK",
         lambda m, t: [{"do": "atk_bonus", "n": int(m["n"]), "to": "hero", "until": "ongoing"}]),
        # Extra resources.
        (r"Put the top card of your deck into your resource row face down(?P<ex> and exhausted)?",
         lambda m, t: [{"do": "extra_resource", "n": 1, "exhausted": 1 if m["ex"] else 0}]),
    ]
    return [(re.compile(p + r"$"), fn) for p, fn in r]


def _to(words: str) -> str:
    if "hero or ally" in words:
        return "any"
    return "hero" if words == "hero" else "ally"


_RULES = _rules()


_ACTIVATED = re.compile(r"(?:(?P<pay>\d+), )?(?P<ex>\[Exhaust\] )?-> (?P<rest>.+)")


def _sentence(sent: str, card_type: str) -> list[dict] | None:
    """Effects of one sentence, or None when it is not recognised."""
    m = _ACTIVATED.fullmatch(sent)
    if m and (m["pay"] or m["ex"]):
        # An activated power: "N, [Exhaust] -> effect" / "N -> effect" / "[Exhaust] -> effect".
        found = _sentence(m["rest"], card_type)
        if found is None:
            return None
        usable = [e for e in found if e["do"] in ("damage", "draw", "atk_bonus")]
        if len(usable) != len(found):
            return None
        return [{**e, "pay": int(m["pay"] or 0), "exhaust": 1 if m["ex"] else 0} for e in usable]
    for pattern, fn in _RULES:
        m = pattern.match(sent)
        if m:
            return fn(m, card_type)
    return None


def parse_effects(rules: str, card_type: str) -> list[dict]:
    """Effects the engine models for this text, as [{"do": kind, ...}]; [] when none is recognised.

    A card whose text has any sentence not recognised gets a final ``{"do": "unmodelled"}``.
    Heroes are not goldfish cards (their powers are not modelled): they always give [].
    """
    if card_type in ("Hero", "Master Hero") or not rules:
        return []
    out: list[dict] = []
    unknown = False
    for sent in _clean(rules):
        found = _sentence(sent, card_type)
        if found is None:
            unknown = True
        else:
            out.extend(found)
    if card_type == "Quest" and not any(e["do"] == "quest" for e in out):
        unknown = True           # a quest whose completion the engine can't do
    if unknown:
        out.append({"do": "unmodelled"})
    return out


def unrecognised(rules: str, card_type: str) -> list[str]:
    """The sentences `parse_effects` does not recognise (a tool for growing the patterns; not stored)."""
    if card_type in ("Hero", "Master Hero"):
        return []
    return [s for s in _clean(rules) if _sentence(s, card_type) is None]
