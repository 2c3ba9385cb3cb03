"""Suggest goldfish effects records from card text (patterns recognised; the rest unmodelled).

A tool of the importer, never of the engine: `suggest` reads a card's text into the typed record
of `deckcheck.wowtcg.effects` (review state ``suggested``); `deckcheck.wowtcg.importer.review`
keeps the records a person has read or corrected and shows where a suggestion differs from them.

The text is read sentence by sentence. Each sentence either matches one of the patterns below
(yielding zero or more effects in the vocabulary of `deckcheck.wowtcg.effects`), or is recognised
as having no bearing on a game against a passive opponent, or the card gets one
``{do: unmodelled}`` marker. A condition in the text is kept as a word of the effect (`cond`,
`faction`, `race`, `class`, `tag`, `max`, ...) or the sentence is not recognised: a condition is
never dropped. Only the vocabulary words and numbers are kept, never the text.

Texts come from three sources with different markup: the 2012 TSV (``<b>``, ``<i>``, ``;``
between paragraphs), the tracker (``->`` payments), the Cryptozoic Core reference (``<p>``
between paragraphs, ``[Activate]`` and ``>>>``, costs as ``(1)``). `_clean` brings all three to
one plain form.
"""
from __future__ import annotations

import hashlib
import re
from typing import Callable

from deckcheck.wowtcg.effects import from_flat
from deckcheck.wowtcg.model import CLASSES, FACTIONS

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8}
_N = r"(\d+|X|a|an|one|two|three|four|five|six|seven|eight)"
_NN = _N[1:-1]
_TYPE = r"(?:unpreventable )?(?:(?:arcane|fire|frost|holy|nature|shadow|melee|ranged) )?"
_WHO = (r"(?:[Yy]our hero|[Hh]e|[Ss]he|[Ii]t|this (?:ally|card|ability|weapon|armor|item|equipment)|"
        r"(?!If |While |When |As |Unless |Each |At |Opposing |Target |Heroes |Allies |All |Other |"
        r"Whenever |Until )[A-Z][\w'’ .-]*?)")
_ALLY_ONLY = (r"(?:(?:up to \w+ )?(?:another |second |different )?target (?:opposing |exhausted |ready |damaged |"
              r"protecting |defending |attacking |non-[\w-]+ |[A-Z][\w']* )*all(?:y|ies)(?: (?!or )[\w' ]+)?|each (?:opposing |other |"
              r"exhausted |damaged )?ally(?: [\w' ]+)?|all (?:opposing )?allies|each opposing ally|"
              r"target ally in an opponent's party|target opposing ally|target attacking ally|"
              r"each ally in target (?:opposing )?party|target ally with [\w ]+)")

_WHAT = r"(?P<w>ally|ability|equipment|quest|armor|weapon|item|card)"
_STATES = ("Ready", "Exhausted", "Damaged", "Undamaged", "Attacking", "Defending", "Protecting", "Other", "Friendly",
           "Non-token", "Opposing", "Each", "All", "Your", "Target", "Those", "These", "Both", "Unique")
# Keywords with no bearing on a passive opponent, by reason: they defend, evade or hide (Protector,
# Elusive, Untargetable, Long-Range, Stealth, Shadowmeld, Hardiness, Spellshield, Conspicuous, Escape
# Artist, Aberration, Absorb, Tough, Dodge, Reflect, Invincible: the passive opponent never attacks,
# blocks, targets or damages); they act on defenders or on damage on the card itself (Smash,
# Berserking: no defender, no damage on your cards); they ready on the opponent's turn (Inspire: you do
# nothing then); they are deck-building or type-line words (Unlimited, Unique, Totem, Boss, Tracking);
# they pay for a card with a defending hero (Trap: your hero never defends); the hero forms' Protector
# (Bear Form). Every other keyword is read as the CR's glossary defines it (`keywords`, `use_keywords`).
_KEYWORDS_OK = ("Protector", "Elusive", "Untargetable", "Long-Range", "Long Range", "Stealth", "Shadowmeld",
                "Hardiness", "Spellshield", "Conspicuous", "Escape Artist", "Aberration", "Invincible",
                "Absorb", "Inspire", "Berserking", "Smash", "Reflect", "Tough", "Dodge", "Unlimited", "Unique",
                "Totem", "Trap", "Boss", "Bear Form", "Tracking")
# Keywords whose meaning can change a kill: read from the glossary (unmodelled when the meaning is not).
_KEYWORDS_READ = ("Sentinel", "Eternal", "Enrage", "Diplomacy", "Harmonize", "Death Rattle", "Thrown", "Artifact",
                  "Rift", "Warp", "Echo", "Cat Form", "Find Treasure", "Time is Money", "War Stomp", "Portal",
                  "Preparation", "Inspiring Presence", "Arcane Torrent", "Will of the Forsaken", "Delve", "AWESOME",
                  "Irradiated", "Infinite Wield", "Stash")
_KW = "|".join(re.escape(k) for k in _KEYWORDS_OK)
_KW_ALL = "|".join(re.escape(k) for k in _KEYWORDS_OK + _KEYWORDS_READ)
_KEYWORD = re.compile(rf"(?:{_KW_ALL}|Ferocity|Assault \d+|Haste \d+|Mend \d+|Dual Wield|"
                      r"(?:Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged) Resistance)")
_KW_USE = re.compile(r"(?P<k>[A-Z][\w' -]*?)(?:: (?P<arg>[\w' ,-]+))?")
#: keyword -> its meaning in the CR's glossary (set by the importer from the reference folder)
KEYWORD_MEANINGS: dict[str, str] = {}


def use_keywords(meanings: dict[str, str]) -> None:
    """Read keywords as these meanings from now on (`keywords.read` of the CR glossary)."""
    KEYWORD_MEANINGS.clear()
    KEYWORD_MEANINGS.update(meanings)


def _keyword(sent: str) -> list[dict] | None:
    """A keyword sentence ("Find Treasure", "Diplomacy: Dwarves") read as its glossary meaning."""
    m = _KW_USE.fullmatch(sent)
    if m is None or m["k"] not in KEYWORD_MEANINGS or m["k"] in _KEYWORDS_OK:
        return None
    meaning = KEYWORD_MEANINGS[m["k"]]
    slot = re.compile(r"\[(?:description|card\(s\)|thing|text|triggered effect)\]")
    if slot.search(meaning):
        if not m["arg"]:
            return None
        meaning = slot.sub(m["arg"], meaning)
    elif m["arg"]:
        return None
    found, unknown = _read(_joined(_clean(meaning)))
    return None if unknown else found


_IF_DO = re.compile(r"If you do, (?P<rest>.+)")


def _cap(s: str) -> str:
    """The sentence with its first letter a capital (a rest read as a sentence of its own)."""
    return s[:1].upper() + s[1:]


def _n(word: str) -> int | str:
    if word == "X":
        return "X"
    return int(word) if word.isdigit() else _WORDS[word.lower()]


#: (issue 23) "[Arcane] ally", "Non-[Melee] allies": the icon is the ally's damage type, kept for the filters
_ICON_ALLY = re.compile(r"\[(Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged)\] (?=all(?:y|ies)\b|hero and ally|Pets?\b|cards?\b)")
_ICONS = ("Arcane", "Fire", "Frost", "Holy", "Nature", "Shadow", "Melee", "Ranged")


def _clean(rules: str) -> list[str]:
    """Sentences of the text, with markup, reminders and icons removed (any of the three sources)."""
    text = rules or ""
    text = text.replace("\u2192", "->").replace(">>>", "->").replace("<p>", ";").replace("[Activate]", "[Exhaust]")
    text = re.sub(r"<i>.*?(?:</i>|$)", "", text, flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    text = _ICON_ALLY.sub(r"\1Icon ", text)
    text = re.sub(r"\[(?:Nature|Fire|Frost|Arcane|Holy|Shadow|Melee|Ranged|Health|Horde|Alliance)\]", "", text,
                  flags=re.I)
    text = re.sub(r"\[(\d+|X)\]", r"\1", text).replace("[ACT]", "[Exhaust]")
    text = text.replace("’", "'").replace("\n", ";").replace("—", "-")
    text = _tidy(text)
    out: list[str] = []
    for seg in re.split(r";|\|", text):
        seg = re.sub(r"(?:^|(?<=\s))\((\d+|X)\)", r"\1", seg.strip())   # Core reference costs: "(1), [Exhaust] ->"
        seg = re.sub(r"\([^)]*(?:\)|$)", "", seg)     # reminder text in parentheses (one left open too)
        seg = re.sub(r"\s+", " ", seg).strip()
        seg = re.sub(r"^(?:FRONT|BACK): ?", "", seg)
        if not seg:
            continue
        if no_bearing(seg.rstrip(".")) != "raid":        # raid text is kept whole (the raid class takes it whole)
            seg = re.sub(r"(?<=[a-z)])\.(?=[A-Z\[])", ". ", seg)      # "can't attack.When this ally ..."
        for sent in re.split(r"(?<=[.!])\s+(?=[A-Z\d\[])", seg):
            sent = sent.strip().rstrip(".").strip()
            lead = _lead_words(sent)        # "Protector This ally has ...": keywords the source ran on
            out.extend(lead[:-1])
            sent = lead[-1]
            parts = [p.strip() for p in sent.split(",")]
            if len(parts) > 1 and all(_KEYWORD.fullmatch(p) for p in parts):
                out.extend(parts)       # "Protector, Untargetable"
            elif sent:
                out.append(sent)
    return out


# --- sentence splitting (allies coverage): keywords and reputations the sources ran on into the next
# sentence with no full stop ("Protector This ally has ...", "FerocityWhen this ally ...",
# "Nerubian Reputation At the start of your turn, ..."), split off as sentences of their own.
_KW_LEAD = "|".join(re.escape(k) for k in _KEYWORDS_OK + _KEYWORDS_READ
                    if k not in ("Unique", "Totem", "Boss", "Trap", "Tracking", "Unlimited", "Artifact"))
_LEAD = re.compile(rf"(?P<k>(?:{_KW_LEAD}|Ferocity|Assault \d+|Haste \d+|Mend \d+|[A-Z][\w'-]*(?: [A-Z][\w'-]*)? Reputation))"
                   r"(?:,? ?)(?P<rest>(?:[A-Z\[]|\d+,? ?(?:\[|->)).+)")


def _lead_words(sent: str) -> list[str]:
    """The keywords run on at the head of `sent`, then the rest (the sentence itself when none)."""
    out: list[str] = []
    while True:
        m = _LEAD.fullmatch(sent)
        if m is None or m["rest"].startswith(("Reputation", "Hero Required")):
            return out + [sent]
        head = m["k"]
        if _KEYWORD.fullmatch(head) is None and not head.endswith("Reputation"):
            return out + [sent]
        out.append(head)
        sent = m["rest"]


Rule = tuple["re.Pattern[str]", Callable[["re.Match[str]"], list[dict]]]


def _none(m: re.Match) -> list[dict]:
    return []


def _filter(words: str | None) -> dict:
    """A group condition ("Horde", "Orc", "Warrior", "Pet") as the effect key it belongs under."""
    if not words:
        return {}
    w = words.strip()
    if w in _STATES:
        return {"unknown_filter": w}     # a state (ready, damaged...), not a card fact: not modelled
    if w in FACTIONS:
        return {"faction": w}
    if w.endswith("Icon") and w[:-4] in _ICONS:
        return {"icon": w[:-4]}         # "[Arcane] ally": an ally whose ATK is arcane
    if w in CLASSES:
        return {"class": w}
    if w[:1].isupper():
        return {"tag": w}          # a race, a trait or a type-line tag: matched against all three
    return {"unknown_filter": w}


def _to(words: str) -> str:
    words = words.lower()
    if "hero or ally" in words or "character" in words:
        return "any"
    if "hero" in words:
        return "hero"
    if "weapon" in words:
        return "weapon"
    return "ally"


_GROUP = (r"(?:(?:Other )?(?:Friendly )?(?:(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) )?(?:allies|Allies) "
          r"(?:in your party|you control)|All (?:friendly )?(?:(?P<f2>[A-Z][\w']*) )?allies(?: in your party| you control)?|"
          r"Each (?:(?P<f3>[A-Z][\w']*) )?ally in your party|Heroes and allies in your party|"
          r"Each hero and ally in your party)")


def _group_f(m: re.Match) -> dict:
    if m[0].startswith(("Other", "Ongoing: Other")) or " Other " in m[0][:20]:
        return {"other": 1, **_group_f_words(m)}
    return _group_f_words(m)


def _group_f_words(m: re.Match) -> dict:
    for k in ("f", "f2", "f3"):
        v = m.groupdict().get(k)
        if v and v not in ("Friendly", "Other"):
            return _filter(v)
    return {}


_TARGET = (r"(?:Target|target|Your|your) (?P<to>hero or ally|friendly hero or ally|hero|ally|friendly ally|"
           r"ally in your party|character|ally you control|hero or ally you control|hero or ally in your party|"
           r"weapon|friendly character|(?P<tf>[A-Z][\w']*) ally(?: in your party| you control)?)")


def _rules() -> list[tuple[str, Callable]]:
    return [
        # Restrictions and deck-building text: facts held elsewhere, no effect in play.
        (r".+ Hero Required", _none),
        (r"[\w' ]+ Rep(?:utation|uation)", _none),
        (r"(?:[\w ]+ )?Talent", _none),
        (r"Deckbuilding:.*", _none),
        (r"(?:This card )?(?:has )?received errata.*", _none),
        (r"Play only (?:on an opponent's turn|in response to .+|if an opponent .+|while .+ is attacking.*|"
         r"during combat|during an opponent's turn)", _none),
        (rf"(?:{_KW})", _none),
        (r"(?:Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged) Resistance", _none),
        (r"Mend \d+", _none),
        (r"(?:Ongoing: )?Your hero (?:has|is) (?:a )?(?:Protector|Elusive|Untargetable|Long-Range|Stealth|Spellshield)"
         r"(?: and (?:Elusive|Untargetable|Stealth))?(?: this turn| this combat)?", _none),
        (r"(?:Ongoing: )?Your hero is in (?:bear|cat) form", _none),
        (r"Inspire: [\w' ,-]+", _none),     # readies on the opponent's turn: see _KEYWORDS_OK
        (rf"When {_WHO} attacks or defends, you may exhaust target opposing hero or ally", _none),   # War Stomp
        (rf"When an opposing hero(?: or ally)? is exhausted by War Stomp, {_WHO} deals (?P<n>\d+) {_TYPE}damage to it",
         lambda m: [{"do": "damage", "n": int(m["n"]), "when": "attack"}]),   # War Stomp exhausts it on each attack
        (rf"When {_WHO} exhausts for the first time each turn, ready (?:it|him|her)",       # Sentinel
         lambda m: [{"do": "ready", "to": "self", "when": "attack"}]),
        (r"You pay 1 less to play allies with printed cost (?P<c>\d+) or more",              # Harmonize
         lambda m: [{"do": "cost_less", "n": 1, "what": "ally", "cost_min": int(m["c"])}]),
        (r"This ally can use \[Exhaust\] powers from the turn it enters your party", lambda m: [{"do": "powers_now"}]),
        (rf"{_WHO} can't leave play(?: unless it has fatal damage or 0 health| except by fatal damage)?", _none),
        # Damage boosts: "it deals that much +N instead", while the card is in play.
        (r"(?:Ongoing: ?)?(?:If|When) (?P<who>your hero|a hero or ally you control|your hero or an ally you control|"
         r"a hero or ally in your party|a friendly hero or ally|a friendly hero|an ally in your party|an ally you control) "
         r"would deal (?P<t>non-combat |combat |(?:arcane|fire|frost|holy|nature|shadow|melee|ranged) )?damage"
         r"(?: with (?:an? )?(?P<w>ability|weapon))?, it deals that (?:much|amount of)(?: damage)? ?(?:\+ ?|plus )(?P<n>\d+)"
         r"(?: damage)? instead",
         lambda m: [_boost(m)]),
        (r"(?:Ongoing: )?If attached (?:hero|character) would be dealt (?P<t>[\w, ]+?) damage, it's dealt that much "
         r"\+(?P<n>\d+) instead",
         lambda m: [{"do": "dmg_boost", "n": int(m["n"]), "who": "any",
                     "types": " ".join(sorted(w.capitalize() for w in re.findall(
                         r"arcane|fire|frost|holy|nature|shadow|melee|ranged", m["t"])))}]),
        (r"On your first turn, you may play this card without paying its cost",       # Preparation
         lambda m: [{"do": "prep"}]),
        (r"You pay (?P<n>\d+) less to play this (?:ability|ally|card|weapon|armor|item|equipment) if you control (?:a|an) "
         r"(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) hero or ally",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "self", "cond": "control", "hero": 1, **_filter(m["f"])}]),
        (r"You pay (?P<n>\d+) less to play this (?:ability|ally|card|weapon|armor|item|equipment) if you control (?:a|an) "
         r"(?P<w>weapon|armor|item|equipment|ally|ability)",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "self", "cond": "control", "type": m["w"]}]),
        # Counts the passive opponent keeps at zero: damage on your own allies (it deals none; as
        # Berserking), the opposing graveyards and resources (it plays and places nothing).
        (rf"{_WHO} has \+\d+ ATK(?: / \+\d+ health)? for each damage on (?:him|her|it|this ally|itself)", _none),
        (rf"{_WHO} has \+\d+ ATK(?: / \+\d+ health)? for each (?:card in opposing graveyards|exhausted opposing resource|"
         r"opposing face-down resource)", _none),
        # An option the goldfish never takes.
        (r"If you would draw a card, you may skip drawing it instead", _none),
        (r"Ongoing: (?:Attached hero's controller's|Your) maximum hand size is increased by (?P<n>one|two|three|four|\d+)",
         lambda m: [{"do": "hand_size", "n": _n(m["n"])}]),
        # Keywords that matter.
        (r"Ferocity", lambda m: [{"do": "ferocity"}]),
        (r"Assault (?P<n>\d+)", lambda m: [{"do": "assault", "n": int(m["n"])}]),
        (r"Haste (?P<n>\d+)", lambda m: [{"do": "haste", "n": int(m["n"])}]),
        (r"(?:Your hero has |Ongoing: Your hero has )?(?P<k>Ranged |Two-Handed )?[Dd]ual [Ww]ield",
         lambda m: [{"do": "dual_wield", "kind": (m["k"] or "melee ").strip().lower()}]),
        (rf"{_WHO} has Ferocity", lambda m: [{"do": "ferocity"}]),
        (rf"{_WHO} has Ferocity while you control (?:a|an|another) (?P<t>[A-Z][\w']*)(?: ally)?",
         lambda m: [{"do": "ferocity", "cond": "control", **_filter(m["t"])}]),
        (r"If your hero has dealt (?P<t>[\w, ]+) damage this turn, [\w' ]+ has Ferocity",
         lambda m: [{"do": "ferocity", "cond": "hero_dealt",
                     "types": " ".join(sorted(w.capitalize() for w in re.findall(r"arcane|fire|frost|holy|nature|shadow",
                                                                                 m["t"])))}]),
        (r"While there is an? (?P<name>[\w' ]+) in your graveyard, prevent all damage that would be dealt to this ally, "
         r"and (?:he|she|it) has Ferocity",
         lambda m: [{"do": "ferocity", "cond": "in_graveyard", "name": m["name"]}]),
        # Card draw.
        (rf"(?:Choose and )?[Dd]iscard {_N} cards?", lambda m: [{"do": "discard", "n": _n(m[1])}]),
        (rf"(?:You may )?[Dd]raw {_N} cards?", lambda m: [{"do": "draw", "n": _n(m[1])}]),
        (rf"(?:When|As) {_WHO} enters play, (?:you may )?draw {_N} cards?", lambda m: [{"do": "draw", "n": _n(m[1])}]),
        (rf"Reward: (?:You may )?[Dd]raw {_N} cards?", lambda m: [{"do": "draw", "n": _n(m[1])}]),
        (rf"(?:Reward: )?(?:You may )?[Dd]raw {_N} cards?, then discard {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[1])}, {"do": "discard", "n": _n(m[2])}]),
        (rf"Reward: Draw {_N} cards?, then choose and discard {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[1])}, {"do": "discard", "n": _n(m[2])}]),
        (rf"(?:When|As) {_WHO} enters play, draw {_N} cards?, then discard {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[1])}, {"do": "discard", "n": _n(m[2])}]),
        (rf"At the start of your turn, (?:you may )?draw {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[1]), "when": "turn_start"}]),
        (rf"(?:Each player|Each friendly player|Target player) draws {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[1])}]),
        (rf"If you control (?:a|an|another) (?P<t>[A-Z][\w']*)(?: ally)?, draw {_N} cards?",
         lambda m: [{"do": "draw", "n": _n(m[2]), "cond": "control", **_filter(m["t"])}]),
        # Quest completion costs (the Super Hot Stew and A Donation of Silk texts have typos in the TSV:
        # "Pay 6 To complete", "Pay 2 to compete").
        (r"(?:On your turn: |During your turn, |On your turn, )?[Pp]ay (?P<n>\d+) [Tt]o comp(?:le|e)te this quest",
         lambda m: [{"do": "quest", "pay": int(m["n"])}]),
        (rf"Exhaust {_WHO} to complete this quest", lambda m: [{"do": "quest", "pay": 1}]),
        (r"[\w' ]+ enters play exhausted", lambda m: [{"do": "enters_exhausted"}]),
        # Direct damage. "each hero and ally" hits your own hero and allies too (to: all).
        (rf"(?:When {_WHO} enters play, )?{_WHO} (?:may )?deals? (?P<n>{_NN}) {_TYPE}damage to "
         r"(?P<t>target (?:opposing )?hero(?: or ally)?|target (?:opposing )?hero and/or ally|each opposing hero(?: and ally)?|"
         r"each opposing hero and each opposing ally|target opponent's hero|each opponent's hero|target opposing hero or ally|"
         r"each hero and ally|each hero|each hero and each ally|each character|target character|"
         r"target opposing character|each opposing character|up to \w+ target (?:heroes and/or allies|opposing heroes)|"
         r"each (?:hero and ally|character) in target (?:player's|opponent's|opposing) party)",
         lambda m: [{"do": "damage", "n": _n(m["n"]), **_dmg_to(m["t"])}]),
        (rf"Attach to target (?:opposing )?hero(?: or ally)?, and your hero deals (?P<n>\d+) {_TYPE}damage to it",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),
        (rf"(?:Ongoing: )?At the start of (?:your|each of your) turns?, (?:your hero|{_WHO}) deals (?P<n>\d+) {_TYPE}damage to "
         r"(?:attached (?:character|hero)|target (?:opposing )?hero(?: or ally)?|each opposing hero)",
         lambda m: [{"do": "damage", "n": int(m["n"]), "when": "turn_start"}]),
        (r"Attach to target hero(?: or ally)? that was dealt combat damage by your hero this turn",
         lambda m: [{"do": "attach", "to": "hero", "cond": "hero_hit"}]),
        (r"Attach to target (?:opposing )?(?:hero(?: or ally)?|character)", lambda m: [{"do": "attach", "to": "hero"}]),
        (r"X can't be (?:more|greater) than (?P<n>\d+)", lambda m: [{"do": "x_max", "n": int(m["n"])}]),
        (rf"When {_WHO} attacks, {_WHO} (?:may )?deals? (?P<n>{_NN}) {_TYPE}damage to "
         r"(?:target (?:opposing )?hero(?: or ally)?|each opposing hero|the defending hero|target opposing hero)",
         lambda m: [{"do": "damage", "n": _n(m["n"]), "when": "attack"}]),
        # Damage that cannot reach a hero, and riders that only matter against a live opponent.
        (rf"(?:When {_WHO} enters play, )?{_WHO} (?:may )?deals? (?:\d+|X|a|one|two|three) {_TYPE}damage to {_ALLY_ONLY}.*", _none),
        (r"A character dealt damage this way .+", _none),
        (r"(?:That|This) damage can't be prevented", _none),
        # Actions on the opponent's cards (the goldfish has none) and on damage (nothing to heal).
        (r"(?:Choose one: |or )?(?:You may )?(?:[Dd]estroy|[Ee]xhaust|Return|Interrupt|Remove) (?:up to \w+ )?(?:all |each |any number of )?"
         r"(?:target |opposing )?(?:opposing |protecting |exhausted |ready |non-\w+ |Unique |damaged |defending |attacking |"
         r"different |another |second )*(?:[A-Z][\w']* )?"
         r"(?:hero or ally|ally|allies|ability|abilities|equipment|armor|weapon|item|ability or equipment|armor or weapon|"
         r"card|resource|quest|location|ability, ally, or equipment|ability card|ally card|armor, item, or weapon|"
         r"heroes and allies|attachment|ability, ally, equipment, or quest|equipment card|ability or ally|ally or ability)s?"
         r"(?: [\w' ,-]+)?", _none),
        (rf"When {_WHO} (?:is destroyed|leaves play|protects|defends|is dealt damage|is dealt combat damage|"
         r"prevents damage|blocks), .+", _none),
        (r"When (?:an opponent|an opposing|target opponent|a hero or ally in an opponent's party|an ally an opponent controls|"
         r"another player) .+", _none),
        (r"(?:Whenever|When|After) [\w' ]+ (?:is destroyed|is dealt damage|would be dealt damage|is healed|heals|defends|"
         r"protects|prevents damage|would be destroyed|becomes the target|is targeted).*", _none),
        (r"(?:Ongoing: )?(?:Prevent|Interrupt|The next time .+ would be dealt|If .+ would be dealt damage|If .+ would be destroyed).*", _none),
        (rf"(?!.*\bdeals? (?:\d+|X) )(?:{_WHO} |Target ally |Target hero or ally |Target hero )?(?:may )?heals? (?:\d+|X|all) damage(?!.*\b(?:[Dd]raw|deals?|ATK|[Rr]eady|[Pp]ut)\b).*", _none),
        (rf"(?!.*\bdeals? (?:\d+|X) )(?:At the start of (?:your|each) turn, |At the end of (?:your|each) turn, )(?:{_WHO}|your hero) (?:may )?heals? (?!.*\b(?:[Dd]raw|deals?|ATK|[Rr]eady|[Pp]ut)\b).*",
         _none),
        (r"(?!.*\bdeals? (?:\d+|X) )(?:Ongoing: )?(?:At the start of your turn, )?(?:Your hero|Target hero or ally|Target ally|Attached ally|"
         r"Target hero|[A-Z][\w' ]*) heals (?!.*\b(?:[Dd]raw|deals?|ATK|[Rr]eady|[Pp]ut)\b).+", _none),
        # Readying a character that has attacked: it can attack again (CR 602: attacking exhausts it).
        (r"Ready your hero", lambda m: [{"do": "ready", "to": "hero"}]),
        (rf"Ready (?:this ally|{_WHO})", lambda m: [{"do": "ready", "to": "self"}]),
        (rf"When {_WHO} attacks for the first time each turn, (?:you may )?ready (?:him|her|it|this ally|{_WHO})",
         lambda m: [{"do": "ready", "to": "self", "when": "attack"}]),
        (rf"(?:At the end of your turn, )?(?:you may )?ready {_WHO}", _none),
        (rf"{_WHO} has \+\d+ ATK while attacking an? (?:exhausted (?:hero or ally|ally)|(?:damaged|ready) ally)", _none),
        # (issue 23) the passive opponent's hero is damaged once it has damage, and always ready
        (rf"{_WHO} has \+(?P<n>\d+) ATK while attacking an? damaged hero(?: or ally)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "self", "until": "ongoing", "cond": "opp_damaged", "count": 1}]),
        (rf"{_WHO} has \+(?P<n>\d+) ATK while attacking an? ready hero(?: or ally)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "self", "until": "ongoing"}]),
        (rf"Combat damage dealt by {_WHO}(?: with [\w' ,.-]+)? can't be prevented", _none),
        (r"(?:Ongoing: )?(?:Other )?(?:[Aa]llies|Friendly allies) in your party have \+\d+ health", _none),
        (r"(?:Ongoing: )?(?:Target|Attached) (?:ally|hero or ally|character|hero)(?: in your party)? (?:has|gets) \+\d+ health(?: this turn)?", _none),
        (r"Use only (?:on your turn|once per turn|once each turn)", _none),
        (r"(?:Ongoing: )?(?:Opposing|Target opposing|Target|Attached|Each opposing) (?:allies|ally|heroes and allies|hero or ally|"
         r"heroes|hero|character|card)(?: [\w' ]+)? (?:can't|cannot) (?:attack|protect|ready|exhaust|be \w+|block|"
         r"attack or protect|attack or exhaust).*", _none),
        (r"(?:Ongoing: )?(?:Opposing|Attached|Target opposing) (?:allies|ally|heroes and allies|hero or ally|hero|character)"
         r"(?: [\w' ]+)? (?:has|have|gets|get) -\d+ ATK.*", _none),
        (r"(?:Ongoing: )?(?:Your hero|This ally|[A-Z][\w' ]*) can't be (?:targeted|attacked|dealt|destroyed|healed).*", _none),
        (r"(?:Ongoing: )?(?:Heroes and allies|All heroes and allies|Heroes and allies in play|Characters) can't attack(?: this turn)?",
         lambda m: [{"do": "cant_attack", "to": "all"}]),
        (r"Other characters can't attack this turn", lambda m: [{"do": "cant_attack", "to": "others"}]),
        (rf"{_WHO} can't attack", lambda m: [{"do": "cant_attack"}]),
        (rf"{_WHO} can attack only heroes", _none),
        (rf"{_WHO} can attack only allies", lambda m: [{"do": "cant_attack"}]),   # the opponent has none
        (rf"{_WHO} can't attack heroes", lambda m: [{"do": "cant_attack"}]),
        (r"(?:Target|Target friendly|Target) ally(?: in your party| you control)? (?:has|gains|gets) Ferocity this turn",
         lambda m: [{"do": "ferocity", "to": "ally"}]),
        (rf"(?:Ongoing: )?{_GROUP} (?:have|has) Ferocity(?P<t> this turn)?",
         lambda m: [{"do": "ferocity", "to": "allies", **_group_f(m), **({"until": "turn"} if m["t"] else {})}]),
        # ATK bonuses (and granted Assault: +N ATK on your turn, the same against a passive opponent).
        (rf"(?:Reward: )?(?:Ongoing: )?{_GROUP} (?:have|has|get|gets) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+)"
         r"(?: (?:and|/) \+\d+ health)?(?: while attacking)?(?P<t> this turn)?",
         lambda m: [_bonus(m, "allies", **_group_f(m))]),
        (rf"(?:Reward: )?(?:Ongoing: )?{_TARGET} (?:gets|has|gains) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+)"
         r"(?: (?:and|/) \+\d+ health)?(?: while attacking)?(?P<t> this turn)?",
         lambda m: [_bonus(m, _to(m["to"]), **_filter(m["tf"]))]),
        (r"Attach to (?:target )?(?:friendly )?(?:(?P<f>[A-Z][\w']*) )?ally(?: you control| in your party)?",
         lambda m: [{"do": "attach", "to": "ally", **_filter(m["f"])}]),
        (r"Attach to (?:target )?(?:friendly )?(?:hero or ally|character)(?: you control| in your party)?",
         lambda m: [{"do": "attach", "to": "any"}]),
        (r"Attach to your hero", lambda m: [{"do": "attach", "to": "hero"}]),
        (r"Attach to (?:target|one of your) (?:(?P<f>Melee|Ranged) )?weapons?(?: you control)?",
         lambda m: [{"do": "attach", "to": "weapon", **({"tag": m["f"]} if m["f"] else {})}]),
        (r"Ongoing: Attached (?P<to>ally|character|hero|weapon) (?:has|gets) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|"
         r"\+(?P<n2>\d+) ?/ ?\+\d+)(?: (?:and|/) \+\d+ health)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"] or m["a"] or m["n2"]),
                     "to": {"character": "attached", "hero": "hero", "weapon": "weapon"}.get(m["to"], "attached"),
                     "until": "ongoing"}]),
        (r"(?:Ongoing: )?Your hero has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?: and (?:Stealth|Elusive|Long-Range))?"
         r"(?: while attacking)?(?P<t> this turn| this combat)?",
         lambda m: [_bonus(m, "hero")]),
        (rf"{_WHO} has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)) while you control (?:a|an|another) (?P<tf>[A-Z][\w']*)(?: ally)?",
         lambda m: [{**_bonus(m, "hero" if m[0].lower().startswith("your hero") else "self"), "cond": "control",
                     **_filter(m["tf"])}]),
        (rf"{_WHO} has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?: while attacking)?(?P<t> this turn)?",
         lambda m: [_bonus(m, "self")]),
        (r"Heroes and allies (?:you control|in your party) (?:have|get) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn)?",
         lambda m: [_bonus(m, "party")]),
        (r"(?:Ongoing: )?(?:Weapons you control|Your weapons) have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))"
         r"(?: while your hero is attacking)?(?P<t> this turn)?", lambda m: [_bonus(m, "weapon")]),
        (r"(?:Ongoing: )?Your (?P<f>[A-Z][\w']*?)s have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?: and \+\d+ health)?(?P<t> this turn)?",
         lambda m: [_bonus(m, "allies", **_filter(m["f"]))]),
        (r"(?:Ongoing: )?(?P<f>[A-Z][\w']*?)s (?:in your party )?have Ferocity",
         lambda m: [{"do": "ferocity", "to": "allies", **_filter(m["f"])}]),
        (r"Target (?P<f>[A-Z][\w']*)(?: in your party)? (?:has|gets) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn)?",
         lambda m: [_bonus(m, "ally", **_filter(m["f"]))]),
        (r"Target ally or weapon (?:has|gets) \+(?P<n>\d+) ATK(?: and [\w-]+)?(?P<t> this turn)?(?P<a>)",
         lambda m: [_bonus(m, "any")]),
        (rf"{_WHO} has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n2>\d+) ?/ ?\+\d+)(?: and [\w-]+)? while you control "
         r"(?:a|an|another) (?P<w>card|ally|ability|equipment|armor|weapon|item|quest)",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"] or m["a"] or m["n2"]), "to": "self", "until": "ongoing",
                     "cond": "control", "type": m["w"]}]),
        (rf"{_WHO} has Ferocity while you control (?:a|an|another) (?P<w>card|ally|ability|equipment|armor|weapon|item|quest)",
         lambda m: [{"do": "ferocity", "cond": "control", "type": m["w"]}]),
        # Quests completed only under a condition the engine checks.
        (r"If you control (?:a|an) (?P<w>ally|equipment|ability|weapon|armor): [Pp]ay (?P<n>\d+) to complete this quest",
         lambda m: [{"do": "quest", "pay": int(m["n"]), "cond": "control", "type": m["w"]}]),
        (r"If an? (?P<f>[A-Z][\w']*) is in your party, pay (?P<n>\d+) to complete this quest",
         lambda m: [{"do": "quest", "pay": int(m["n"]), "cond": "control", **_filter(m["f"])}]),
        # The opponent's hand and cards; your own hero's health (a passive opponent never threatens it).
        (r"(?:Then, )?(?:[Ii]ts|[Tt]hat (?:player|character)'s|[Tt]hat|[Tt]hat ally's|[Tt]arget opponent's) ?(?:controller )?"
         r"discards? .+", _none),
        (r"If you destroyed .+, its controller discards .+", _none),
        (r"(?:Then, )?that player discards? .+", _none),
        (r"It can't ready during its controller's next ready step", _none),
        (r"(?:Ongoing: )?(?P<f>[A-Z][\w']*?)s you control have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn)?",
         lambda m: [_bonus(m, "allies", **_filter(m["f"]))]),
        (r"Up to \w+ target (?:opposing )?(?:allies|heroes and/or allies) have -\d+ ATK.*", _none),
        (rf"{_WHO} has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+) while an? {_WHAT} is in your graveyard",
         lambda m: [{**_bonus(m, "self"), "cond": "in_graveyard", "type": m["w"]}]),
        (r"This ally can't attack unless an opponent controls more allies than you",
         lambda m: [{"do": "cant_attack"}]),          # the passive opponent controls no ally
        (r"(?:Ongoing: )?At the start of your turn, put the top card of attached hero's controller's deck into his graveyard",
         _none),
        (r"This turn, target hero or ally must attack if able.*", _none),
        (rf"{_WHO} deals \d+ {_TYPE}damage to each exhausted opposing hero and ally", _none),   # the goldfish never exhausts
        (r"When an opponent's hero is dealt combat damage .+, exhaust .+", _none),
        (rf"{_WHO} has \+\d+ ATK while your hero is attacking an exhausted hero or ally", _none),
        (r"Attach to target hero or ally that your hero dealt combat damage to this turn",
         lambda m: [{"do": "attach", "to": "hero", "cond": "hero_hit"}]),
        (r"(?:Target|Each) (?:player|opponent) discards (?:a card|\w+ cards) and you draw (?P<n>a|\w+) cards?",
         lambda m: [{"do": "draw", "n": _n(m["n"])}]),      # (issue 23: the draw is yours)
        (r"(?:Target|Each) (?:player|opponent) (?:discards|destroys|chooses and destroys|puts the top) (?!.*damage).+", _none),
        (r"(?:He|She|That player) discards that card", _none),
        (r"(?:Ongoing: )?You control attached ally", _none),
        # Riders on an attachment to the opposing hero: its party holds no ally, it protects with none.
        (r"(?:Ongoing: )?Allies in attached (?:hero|character)'s party .+", _none),
        (r"If (?:damage is dealt|it's dealt damage) this way, (?:exhaust|destroy) (?:each|target) opposing [\w' ]+", _none),
        (r"Put target (?:opposing )?ally on top of its owner's deck", _none),
        (r"(?:At end of turn|At the end of (?:your|the) turn|At the start of the next turn), destroy (?:it|this (?!ally|token)\w+|them)", _none),   # an ally gone after one turn: not modelled
        (r"Play only if your hero has Stealth", _none),
        (r"Attach to target (?:opposing )?(?:hero or ally|ally) and exhaust it", _none),
        (r"Attach to target ally, and your hero heals all damage from it", lambda m: [{"do": "attach", "to": "ally"}]),
        (r"Attach to target ally or weapon you control", lambda m: [{"do": "attach", "to": "ally"}]),
        (r"(?:X, )?\[Exhaust\] -> Target player puts the top X cards of his deck into his graveyard", _none),
        (r"As an additional cost to play(?: [\w' ]+)?, put \d+ damage on your hero", _none),
        (r"Attach to target (?:opposing )?ally and exhaust it", _none),
        # Extra resources, readying, cost reductions.
        (r"(?:You may )?(?:Put|put|place|Place) the top (?P<n>card|two cards|three cards) of your deck into your resource row "
         r"(?:face down)?(?P<ex> and exhausted| exhausted)?(?: as an additional resource)?",
         lambda m: [{"do": "extra_resource", "n": {"card": 1, "two cards": 2, "three cards": 3}[m["n"]],
                     "exhausted": 1 if m["ex"] else 0}]),
        (r"You can place an additional resource on each of your turns", lambda m: [{"do": "extra_placement", "n": 1}]),
        (rf"Ready (?:up to )?{_N} (?:of your )?resources?(?: you control)?", lambda m: [{"do": "ready_resource", "n": _n(m[1])}]),
        (r"Ready all (?:of )?your resources", lambda m: [{"do": "ready_resource", "n": 99}]),
        (r"Draw cards until you (?:reach your maximum hand size|have seven cards in (?:your )?hand)",
         lambda m: [{"do": "draw", "n": 0, "upto": 7}]),
        (r"(?:Ongoing: )?You pay (?P<n>\d+) less to (?P<w>complete quests|play abilities|play allies|play equipment|"
         r"strike with weapons|play cards this turn|play (?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) (?:cards|allies|abilities))(?P<min>, to a minimum of 1)?",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": _what(m["w"]), **_filter(m["f"]),
                     **({"min": 1} if m["min"] else {}), **({"until": "turn"} if "this turn" in m["w"] else {})}]),
        (r"You pay (?P<n>\d+) less to use this power for each (?P<f>[A-Z][\w']*) ally you control",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "power", "per": "ally", **_filter(m["f"])}]),
        (r"Opponents pay \d+ more to .+", _none),
        # Tokens.
        (rf"(?:When {_WHO} enters play, |At the start of your turn, |Reward: )?(?:[Yy]ou may )?[Pp]ut {_N} (?P<a>\d+) ?/ ?(?P<h>\d+)"
         r" (?P<kind>[\w' ]+?) ally tokens?(?: named [\w' ]+)? into play(?P<f> with Ferocity)?",
         lambda m: [{"do": "token", "n": _n(m[1]), "atk": int(m["a"]), "health": int(m["h"]),
                     **({"ferocity": 1} if m["f"] else {}), **_race(m),
                     **({"when": "turn_start"} if m[0].startswith("At the start") else {})}]),
        (rf"(?:[Yy]ou may )?[Pp]ut {_N} (?:unique )?(?P<kind>[\w' ]+?) ally tokens?(?: named [\w' ]+)? into play with "
         r"(?P<a>\d+) (?:Melee |Ranged |Fire |Frost |Nature |Shadow |Holy |Arcane )?ATK ?/ ?(?P<h>\d+) health(?P<f> and Ferocity)?",
         lambda m: [{"do": "token", "n": _n(m[1]), "atk": int(m["a"]), "health": int(m["h"]),
                     **({"ferocity": 1} if m["f"] else {}), **_race(m)}]),
        (rf"(?:If you do, )?(?:[Yy]ou may )?[Pp]ut {_N} (?P<a>\d+) ?/ ?(?P<h>\d+) (?P<kind>[\w' ]+?) ally tokens? into play",
         lambda m: [{"do": "token", "n": _n(m[1]), "atk": int(m["a"]), "health": int(m["h"]), **_race(m)}]
         if not m[0].startswith("If") else None),
        (rf"{_WHO} can attack only heroes(?: and has Ferocity)?", lambda m: [{"do": "ferocity"}] if "Ferocity" in m[0] else []),
        # Cards back from your graveyard; the graveyard back into the deck.
        (rf"(?:Reward: )?(?:You may )?[Pp]ut (?:target |an? |up to \w+ target )?{_WHAT} cards?(?: with cost (?P<c>\d+) or less)? "
         r"from your graveyard into (?P<to>your hand|play)",
         lambda m: [{"do": "regrow", "what": m["w"], **({"max": int(m["c"])} if m["c"] else {}),
                     **({"to": "play"} if m["to"] == "play" else {})}]),
        (rf"(?:Reward: )?(?:You may )?[Pp]ut (?:target |an? )?{_WHAT}(?: card)? from your graveyard into your hand",
         lambda m: [{"do": "regrow", "what": m["w"]}]),
        (r"(?:Reward: )?Shuffle your graveyard into your deck", lambda m: [{"do": "shuffle_back"}]),
        # Quests completed under a condition the engine checks.
        (r"If an opposing hero was dealt damage this turn by an ally in your party, pay (?P<n>\d+) to complete this quest",
         lambda m: [{"do": "quest", "pay": int(m["n"]), "cond": "ally_hit"}]),
        (r"While there are (?P<k>two|three|four|five) or more allies in your party, pay (?P<n>\d+) to complete this quest",
         lambda m: [{"do": "quest", "pay": int(m["n"]), "cond": "allies", "count": _n(m["k"])}]),
        # Riders that do nothing against a passive opponent.
        (r"When you strike with [\w' ]+, your hero has (?:Long-Range|Stealth)(?: this combat| this turn)?", _none),
        (r"When your hero deals combat damage to an ally, .+", _none),
        (r"Choose an ally in your party", _none),
        (r"(?:Target|Target opposing) (?:ally|hero or ally|character|hero) (?:has|gets) -\d+ ATK.*", _none),
        (r"(?:You may )?[Pp]ut target (?:opposing )?(?:ally|equipment|ability|card) into its owner's hand", _none),
        (r"If you control (?:a|an) [\w' ]+, (?:you may )?(?:destroy|exhaust) target .+", _none),
        (r".*divided as you choose (?:to|among) any number of target allies", _none),
        (r"It deals damage equal to its ATK to target ally", _none),
        (r"Target up to \w+ heroes and/or allies", _none),
        (r"Your hero deals (?P<n>\d+), [\d, and]+ \w+ damage to them, respectively",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),     # the largest to the opposing hero
        (r"Attach to target hero, and its controller draws a card", lambda m: [{"do": "draw", "n": 1}]),
        (rf"Ongoing: Allies in your party have \+(?P<n>\d+) ATK while attacking attached (?:character|hero)",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "ongoing"}]),
        (rf"(?:Ongoing: )?At the start of each turn, {_WHO} deals (?P<n>\d+) {_TYPE}damage to "
         r"(?:target (?:opposing )?hero(?: or ally)?|each opposing hero|attached (?:character|hero))",
         lambda m: [{"do": "damage", "n": int(m["n"]), "when": "turn_start", "each_turn": 1}]),
        (r"@extra 1 card", lambda m: [{"do": "extra_resource", "n": 1, "exhausted": 1}]),
        (r"@(?P<k>scry|dig) (?P<n>\d) (?P<w>\w+)",
         lambda m: [{"do": m["k"], "n": int(m["n"]), **({"what": m["w"]} if m["k"] == "dig" else {})}]),
        (rf"(?:Reward: )?(?:You may )?[Ss]earch your deck for an? {_WHAT}(?: card)?, reveal it, and put it into your hand",
         lambda m: [{"do": "tutor", "what": m["w"]}]),
        # --- ally self bonuses that count (allies coverage): "+1 ATK for each other ally in your party",
        # "Assault 1 for each other Night Elf ally you control", "+1 / +1 for each card in your hand".
        (rf"{_WHO} has (?:an additional )?(?:\+(?P<n>\d+) ATK(?: ?(?:/|and) ?\+\d+ [Hh]ealth)?|\+(?P<n3>\d+) ?/ ?\+\d+|"
         r"Assault (?P<a>\d+)(?: and Mend \d+)?)(?: while attacking)? for (?P<this>this and )?each (?P<what>.+)",
         lambda m: _per_bonus(m)),
        # ATK only on the opponent's turn or while defending: the passive opponent never attacks, so your
        # allies are in no combat on its turn
        (rf"{_WHO} has (?:\+\d+ ATK|Assault \d+|\+\d+ ?/ ?\+\d+)(?: and [\w-]+)? (?:during each opponent's turn|on opposing turns|"
         r"while defending|during opponents' turns)", _none),
        (rf"{_WHO} has -\d+ ATK(?: ?/ ?-\d+ health)? for each damage on (?:him|her|it|this ally|itself)", _none),
        # --- attack riders and the passive opponent (allies coverage). It has one character, its hero, which
        # never attacks, blocks, protects, exhausts or targets, and no allies: riders on whom your allies may
        # attack, restrictions on its own attacks and keywords, and counts of its graveyard and resources
        # (kept at zero) change nothing; "can attack only exhausted heroes and allies" never attacks.
        (r"@pay_ready (?P<n>\d+)", lambda m: [{"do": "ready", "to": "self", "when": "attack", "pay": int(m["n"])}]),
        (rf"{_WHO} can attack (?:two|any number of) opposing heroes and/or allies at the same time", _none),
        (rf"{_WHO} can attack only exhausted heroes and allies", lambda m: [{"do": "cant_attack"}]),
        (rf"{_WHO} [Mm]ust attack (?:each turn )?if able", _none),     # the goldfish attacks with every ally it can
        (rf"{_WHO} attacks (?:opposing heroes and allies at random|the ally with the lowest remaining health if able)",
         _none),
        (rf"{_WHO} can attack (?:Elusive|friendly) heroes and allies", _none),
        (rf"Any hero or ally can attack {_WHO}", _none),
        # keywords that only defend or evade have no bearing whatever their condition ("while ready", "while you
        # have a weapon", "on opposing turns")
        (rf"{_WHO} (?:is|has) (?:a |an )?{_DEF_KW}(?:,? (?:and )?{_DEF_KW})* (?:while .+|on opposing turns)", _none),
        # attacks go only to the opposing hero, and no opposing ally is ever in play or in combat
        (rf"{_WHO} has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)) while attacking (?:a hero|heroes)", lambda m: [_bonus(m, "self")]),
        (r"(?:Allies you control|Allies in your party) have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)) while attacking (?:a hero|heroes)",
         lambda m: [_bonus(m, "allies")]),
        (rf"{_WHO} has (?:\+\d+ ATK|Assault \d+|\+\d+ ?/ ?\+\d+) while (?:attacking an ally[\w' ]*|an opposing ally[\w' ]* is in play)",
         _none),
        (r"Allies have -\d+ ATK while defending against this ally", _none),       # no ally defends
        (r"(?:Opposing allies|Each opposing ally) (?:have|has) -\d+(?: ATK| health)?(?: while [\w' ]+| during its "
         r"controller's turn| this turn)?", _none),
        (r"Opposing allies with [\w' ]+ have -\d+(?: ATK| health)?", _none),
        (r"Other (?P<f>[A-Z][\w']*?)s have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+)",
         lambda m: [_bonus(m, "allies", other=1, **_filter(m["f"]))]),
        (r"Friendly (?P<f>[A-Z][\w']*?)s have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+)",
         lambda m: [_bonus(m, "allies", **_filter(m["f"]))]),
        (r"(?P<f>[A-Z][\w']*?)s in your party have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?: while attacking)?",
         lambda m: [_bonus(m, "allies", **_filter(m["f"]))]),      # (your hero of that class too: the engine errs low)
        (rf"{_WHO} has -\d+ ATK during each opponent's turn", _none),
        (r"Attacking heroes have -\d+ ATK while in combat with this ally", _none),   # no hero attacks into your ally
        (rf"(?:Defenders deal no combat damage to (?:him|her|it|{_WHO})|{_WHO} can (?:also )?protect [\w' ]+)", _none),   # none defends
        (r"Target attacking ally has -\d+ ATK(?: this turn)?", _none),    # no opposing ally attacks
        # triggers that never fire against a passive opponent: your allies deal damage only to the opposing hero
        # (no ally defends, no opposing ally is in play), and nothing enters combat with them
        (rf"When {_WHO} deals (?:combat |fatal |fatal combat )?damage to (?:an?|a defending|an exhausted|an opposing|the defending) "
         r"(?:ally|defending ally)(?: with [\w' ]+| while attacking)?, .+", _none),    # (a "defender" may be the hero: CR 601.2)
        (rf"When (?:{_WHO} enters combat with an ally|an ally enters combat with {_WHO})(?: with [\w' ]+)?, .+", _none),
        (r"Each of your armor has \+\d+ (?:\[DEF\]|DEF)(?: while [\w' ]+)?", _none),      # DEF: nothing damages your hero
        (r"Each opponent's maximum hand size is (?:reduced|increased) .+", _none),
        (rf"{_WHO} has Resistance to [\w' ]+", _none),
        (rf"Each ally in combat with {_WHO} has -\d+ ATK(?: for each [\w' ]+)?", _none),   # no ally fights it
        (r"Ferocty", lambda m: [{"do": "ferocity"}]),
        # acts on opposing allies only (the passive opponent has none)
        (rf"{_WHO} (?:may )?(?:deals?|smashes) (?:\d+ )?{_TYPE}damage to (?:each|target) opposing (?:[A-Z][\w']* )?(?:ally|allies)"
         r"(?: equal to [\w' -]+)?", _none),
        (r"(?:[Yy]ou may )?[Dd]estroy (?:target|each|all) (?:[\w-]+ )?opposing (?:[A-Z][\w']* )?(?:ally|allies)", _none),              # a source typo of "Ferocity" (Scarlet Conjuror)
        # an option to lose your own ally that the goldfish never takes ("you may destroy this ally")
        # (not "put it into its owner's hand": replaying a card can be worth it)
        (rf"[Yy]ou may destroy (?:this ally|{_WHO})", _none),
        (rf"{_WHO} has Ferocity while you have an? (?P<w>weapon|armor|item|equipment)",
         lambda m: [{"do": "ferocity", "cond": "control", "type": m["w"]}]),
        (r"(?:Opposing|Opponents') (?:[A-Z][\w']* )?(?:allies|heroes and allies|[A-Z][\w']*s)(?: [\w' ]+?)? "
         r"(?:must attack[\w' ]*|can attack only[\w' ]*|can't (?:attack|protect|exhaust)(?: or (?:attack|protect|exhaust))?"
         r"(?: this turn)?|lose and can't have [\w' ,]+|have Conspicuous)", _none),
        (r"Opponents can't (?:complete quests|strike with weapons(?: on your turn)?|target [\w' ]+)", _none),
        (rf"{_WHO} has [+-]\d+(?: ATK)?(?: ?/ ?[+-]\d+(?: health)?)? {_ZERO_COUNT}", _none),
        # groups the table above does not name ("Other Dragonkin you control", "This and other Murloc allies")
        (r"(?:Ongoing: )?Other (?P<f>[A-Z][\w']*) you control have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|\+(?P<n3>\d+) ?/ ?\+\d+)",
         lambda m: [_bonus(m, "allies", other=1, **_filter(m["f"]))]),
        (r"(?:Ongoing: )?(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?)s you control have Ferocity",
         lambda m: [{"do": "ferocity", "to": "allies", **_filter(m["f"])}]),
        (r"This and other (?:(?P<f>[A-Z][\w']*) )?allies you control have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|"
         r"\+(?P<n3>\d+) ?/ ?\+\d+)(?: while attacking(?: heroes(?: and allies)?)?)?",
         lambda m: [_bonus(m, "allies", **_filter(m["f"]))]),   # the card itself when it is of the group
        # --- several keywords given at once (allies coverage): "target ally you control has Assault 2 and Stealth
        # this turn", "this ally has +2 ATK, Ferocity, and Long-Range this turn": each part read alone; the
        # parts that defend, evade or hit defenders (`_IDLE_KW`) have no bearing
        (rf"(?P<who>{_PARTS_WHO}) (?P<v>has|have|gets|get|gains|gain) (?P<parts>[^,]+?(?:, [^,]+?)*,? and [^,]+?)"
         r"(?P<t> this turn| this combat)?", lambda m: _parts(m)),
        # --- damage the goldfish aims at the opposing hero (allies coverage): "deals 3 nature damage divided as you
        # choose to any number of target heroes and/or allies" and "2 arcane damage to each of up to three target
        # heroes and/or allies": all of it (one of it) to the one opposing hero; damage to "target exhausted hero or
        # ally" finds none (the goldfish hero never exhausts); damage to your own hero has no bearing (the passive
        # opponent never threatens it)
        (rf"{_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage divided as you choose (?:to|among) (?:any number of|up to \w+) "
         r"target (?:opposing )?heroes and(?:/or)? allies", lambda m: [{"do": "damage", "n": int(m["n"])}]),
        (rf"{_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage to each of up to \w+ target (?:opposing )?heroes and/or allies",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),
        (rf"{_WHO} (?:may )?deals? \d+ {_TYPE}damage to target exhausted (?:opposing )?hero or ally", _none),
        (rf"{_WHO} (?:may )?deals? \d+ {_TYPE}damage to your hero", _none),
        # --- triggers on your other plays (allies coverage): "Tribe: When this or another Tauren ally enters play
        # under your control, allies you control have +1 ATK this turn", "When another Night Elf ally enters play
        # under your control, ...", "When you play an ability, Selin deals 1 shadow damage to target hero or ally".
        # The trigger's own filter is kept apart from the effect's (`on_*`); damage and ATK this turn only.
        (rf"(?:Tribe: )?When (?P<me>this|{_WHO}) or another (?:(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) )?ally enters "
         r"(?:play under your control|your party), (?P<rest>.+)", lambda m: _watch(m, "enters", True)),
        (r"When another (?:(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) )?ally enters (?:play under your control|your party), "
         r"(?P<rest>.+)", lambda m: _watch(m, "enters", False)),
        (r"When an? (?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) enters play under your control, (?P<rest>.+)",
         lambda m: _watch(m, "enters", True)),
        (r"When you play an? (?P<w>ability, ally, or equipment|ability|ally|equipment|card), (?P<rest>.+)",
         lambda m: _watch(m, "play", False)),
        # tokens written other ways (allies coverage): "put a Mechanical Dragonling ally token with 1 ATK and 1
        # health into play", "put two 2 / 2 Blighthound ally tokens into play with Protector", "... named Misha
        # with 3 ATK, 3 health, and Ferocity into play" (`_token`)
        (rf"(?:[Yy]ou may )?[Pp]ut (?P<n>{_NN}) (?P<body>.*\bally tokens?\b.*)", lambda m: _token(m)),
        # Ferocity "this turn" as it enters: Ferocity matters only on the turn it enters
        (rf"When {_WHO} enters play, (?:it|he|she|this ally) has Ferocity this turn", lambda m: [{"do": "ferocity"}]),
        (rf"When {_WHO} enters play and when (?:he|she|it) is revealed from your deck, (?P<rest>.+)",
         lambda m: _sentence(_cap(m["rest"]))),     # the goldfish reveals no card from its deck
        (r"(?:Your hero and allies|Heroes and allies) you control have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn)?",
         lambda m: [_bonus(m, "party")]),
        # --- conditions on what you control (allies coverage): "Empower Mage: When this ally enters play, if
        # you control another Mage hero or ally, ...", "Unity: While you control three or more Human allies, ...",
        # "Kailis has +2 ATK and +2 health while there are four or more allies in your party". The condition is
        # kept on each effect (`_CONTROL_COND`); effects the engine checks at that moment only.
        (rf"If (?P<c>{_CONTROL_COND}), (?P<rest>.+)", lambda m: _with_cond(m, ("damage", "draw", "atk_bonus"))),
        (r"If (?:this ally|[A-Z][\w' ]*?) is undamaged: (?P<rest>.+)", _undamaged),
        (rf"While (?P<c>{_CONTROL_COND}), (?P<rest>.+)", lambda m: _with_cond(m, ("atk_bonus", "ferocity", "assault"))),
        (rf"(?P<who>{_WHO}) (?:has|is) (?P<b>.+?) while (?P<c>{_CONTROL_COND})",
         lambda m: _with_cond(m, ("atk_bonus", "ferocity", "assault"), f"{m['who']} has {m['b']}")),
    ]


def _undamaged(m: re.Match) -> list[dict] | None:
    """(issue 23) "If Bixy is undamaged: [Exhaust] -> ...": the power, with the condition `undamaged`."""
    found = _sentence(_cap(m["rest"]))
    if found is None or any("cond" in e for e in found):
        return None
    return [{**e, "cond": "undamaged"} for e in found]


def _watch(m: re.Match, event: str, itself: bool) -> list[dict] | None:
    """A trigger on another card of yours entering play or being played, as `when: enters` / `when: play`
    with the trigger's filter under `on_*` (`on_type` for "ability, ally, or equipment": its kinds joined)."""
    rest = _cap(m["rest"])
    found = _sentence(rest)
    if found == [] and _idle(rest):
        return []
    if not found or any(e["do"] not in ("damage", "atk_bonus", "token") or "when" in e or "cond" in e or "pay" in e
                        or (e["do"] == "token" and not m.groupdict().get("f"))     # (a token it watches: a loop)
                        or (e["do"] == "damage" and (e.get("to") or not isinstance(e.get("n"), int)))
                        or (e["do"] == "atk_bonus" and e.get("until") != "turn") for e in found):
        return None
    trig: dict = {"when": event}
    g = m.groupdict()
    if g.get("f"):
        trig.update({"on_" + k: v for k, v in _filter(g["f"]).items()})
    if g.get("w"):
        trig["on_type"] = " ".join(re.findall(r"ability|ally|equipment|card", g["w"]))
    if itself:
        trig["self"] = 1
    if any(k == "on_unknown_filter" for k in trig):
        return None
    return [{**e, **trig} for e in found]


def _token(m: re.Match) -> list[dict] | None:
    """A token sentence read word by word: its count, ATK / health, Ferocity; keywords that defend
    (`_IDLE_KW`) and a quoted "can attack only heroes" have no bearing; any other word: None."""
    body = re.sub(r'[\u201c"]This ally can attack only heroes\.?[\u201d"]?', "", m["body"])
    stats = re.search(r"\b(\d+) ?/ ?(\d+)\b", body) or re.search(r"\b(\d+) (?:[A-Z]\w+ )?ATK(?: ?/ ?| and |, )(\d+) health", body)
    if stats is None:
        return None
    rest = body[:stats.start()] + " " + body[stats.end():]
    words = re.findall(r"[\w'-]+|[^\s\w]", rest)
    ok = {"into", "play", "with", "and", "named", "ally", "token", "tokens", ",", "ATK", "health"}   # not "unique"
    fero = False
    for w in words:
        if w == "Ferocity":
            fero = True
        elif w not in ok and w not in _IDLE_KW and not w[:1].isupper():
            return None                  # "for each ...", "exhausted", "under target opponent's control" ...
    if "into play" not in body:
        return None
    out = {"do": "token", "n": _n(m["n"]), "atk": int(stats[1]), "health": int(stats[2])}
    if fero:
        out["ferocity"] = 1
    race = _token_race(rest)
    if race:
        out["race"] = race
    return [out]


def _race(m: re.Match) -> dict:
    """(issue 23) The race of a token a pattern read (its `kind` words: "Undead Ghoul", "unique Ghoul")."""
    words = [w for w in (m.groupdict().get("kind") or "").split() if w[:1].isupper() and w not in ("Unique", "Put")]
    return {"race": " ".join(words)} if words else {}


def _token_race(words: str) -> str | None:
    """(issue 23) The race and kind of a token ("Undead Ghoul" of "... Undead Ghoul ally token ...")."""
    m = re.search(r"((?:[A-Z][\w'-]* )+)ally tokens?\b", words)
    if m is None:
        return None
    race = " ".join(w for w in m[1].split() if w not in ("Put", "Ferocity") and w not in _IDLE_KW)
    return race or None


# keywords that defend, evade or hit defenders (Sentinel is not one: it readies an attacker)
_IDLE_KW = ("Stealth", "Elusive", "Smash", "Long-Range", "Untargetable", "Protector", "Spellshield", "Absorb",
            "Aberration", "Invincible", "Shadowmeld")
# who "has A and B": a target, your hero, a group, or a name (capitalised words only: never "Another target ...")
_PARTS_WHO = (r"(?:[Tt]arget (?:friendly )?(?:hero or ally|ally|hero)(?: you control| in your party)?|[Yy]our hero(?: and allies "
              r"you control)?|[Tt]his (?:ally|card|weapon)|(?:[Hh]eroes and )?(?:[A-Z][\w']* )?[Aa]llies (?:you control|in your party)|"
              r"(?:Ongoing: )?Attached (?:ally|hero|character)|[A-Z][\w']*(?: [A-Z][\w'-]*)*)")


def _parts(m: re.Match) -> list[dict] | None:
    """"X has A, B, and C [this turn]" read as "X has A [this turn]", ...; a sentence with a condition
    ("while", "for each", "if", ...) or a part not read is left to the rest of `_sentence`."""
    if re.search(r"\b(?:while|for each|if|unless|during|equal|where|except|as long|until)\b", m[0]):
        return _after_rules(m[0])
    out: list[dict] = []
    for part in re.split(r",? and |, ", m["parts"]):
        part = part.strip()
        if part in _IDLE_KW:
            continue                     # defends, evades or hits defenders: no bearing (NO_BEARING's defence)
        found = _sentence(f"{m['who']} {m['v']} {part}{m['t'] or ''}")
        if found is None or (m["who"].startswith(("Attached", "Ongoing: Attached"))
                             and any(e["do"] != "atk_bonus" for e in found)):
            return _after_rules(m[0])    # ("Attached ally has Ferocity" is not read for the attached ally)
        out += found
    return out


_DEF_KW = (r"(?:Protector|Elusive|Untargetable|Stealth|Long-Range|Spellshield|Absorb(?: \d+)?|Aberration|Invincible|"
           r"(?:Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged|Physical) Resistance)")
_COUNT = r"(?:one|two|three|four|five|six|\d+)"
# counts of the passive opponent's graveyard and resources: zero (it places and loses nothing)
_ZERO_COUNT = (r"(?:for each (?:card|ally|ability|equipment) in (?:an )?opposing graveyards?|for each opposing face-down "
               r"resource|for each ready opposing resource|while there is an? (?:ability|ally|equipment|card) in an opposing graveyard)")
_CONTROL_COND = (r"(?:you control (?:another|a|an) [A-Z][\w']*(?: [A-Z][\w']*)? (?:hero or ally|hero and/or ally|ally)|"
                 rf"you control {_COUNT} or more (?:(?:other )?[A-Z][\w']*(?: [A-Z][\w']*)? )?allies|"
                 rf"there are {_COUNT} or more (?:(?:other )?[A-Z][\w']*(?: [A-Z][\w']*)? )?allies in your party|"
                 # (allies coverage) your hero counting too, and the opposing hero's damage
                 rf"you control {_COUNT} or more (?:other )?[A-Z][\w']*(?: [A-Z][\w']*)? heroes and/or allies|"
                 r"an opposing hero has \d+ or more damage on it)")


def _control_cond(c: str) -> dict | None:
    """A `_CONTROL_COND` clause as effect words: control (with its filter, `hero`, `other`) or allies (count)."""
    m = re.fullmatch(r"you control (?P<o>another|a|an) (?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) (?P<h>hero or ally|hero and/or ally|ally)", c)
    if m:
        out = {"cond": "control", **_filter(m["f"])}
        if m["h"] != "ally":
            out["hero"] = 1          # your hero counts for the condition
        return out
    m = re.fullmatch(rf"(?:you control|there are) (?P<k>{_COUNT}) or more (?:(?P<o>other )?(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) )?allies(?: in your party)?", c)
    if m and not m["o"]:
        return {"cond": "allies", "count": _n(m["k"]), **_filter(m["f"])}
    # (allies coverage) "two or more other Monster heroes and/or allies": the card itself left out, your hero in
    # (compile counts them against the deck's hero and the card)
    m = re.fullmatch(rf"you control (?P<k>{_COUNT}) or more (?P<o>other )?(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) "
                     r"heroes and/or allies", c)
    if m:
        return {"cond": "allies", "count": _n(m["k"]), **_filter(m["f"]), "hero": 1, **({"other": 1} if m["o"] else {})}
    m = re.fullmatch(r"an opposing hero has (?P<k>\d+) or more damage on it", c)
    if m:
        return {"cond": "opp_damaged", "count": int(m["k"])}
    return None


def _with_cond(m: re.Match, kinds: tuple[str, ...], rest: str | None = None) -> list[dict] | None:
    """The effects of the rest of a sentence, each with the sentence's condition; None when one is not
    of `kinds` (one the engine can check the condition for) or is already conditional."""
    cond = _control_cond(m["c"])
    if cond is None:
        return None
    rest = _cap(rest or m["rest"])
    found = _sentence(rest)
    if found is None:
        parts = re.fullmatch(r"(?P<who>.+? (?:has|have)) (?P<a>.+?),? and (?P<b>[A-Z][\w -]+|\+\d+ health)", rest)
        if parts is None:
            return None                  # "this ally has Assault 2 and Stealth": one part at a time
        found, other = _sentence(f"{parts['who']} {parts['a']}"), _sentence(f"{parts['who']} {parts['b']}")
        if found is None or other is None:
            return None
        found = found + other
    if found == [] and _idle(rest):
        return []
    if not found or any(e["do"] not in kinds or "cond" in e or "when" in e or "pay" in e for e in found):
        return None
    return [{**e, **cond} for e in found]    # the engine leaves the card itself out of "control" (cond_ok's `me`)


# what an ally's self bonus counts (allies coverage): (pattern, per)
_PER = [(re.compile(p), per) for p, per in (
    (r"(?P<o>other )?(?:(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) )?(?P<h>hero and )?ally(?: card)? (?:in your party|you control)"
     r"(?: with cost (?P<c>\d+) or more)?", "ally"),
    (r"(?P<o>other )?ally named (?P<name>[A-Z][\w' ]+?) in your party", "ally"),
    (r"(?P<o>other )?(?P<f>[A-Z][\w']*(?: [A-Z][\w']*)?) (?P<h>)(?:in your party|you control)", "ally"),
    (r"(?P<f>token) ally you control", "ally"),
    (r"(?:equipment|piece of equipment) you (?:control|have)", "equipment"),
    (r"resource you (?:control|have)", "resource"),
    (r"card in your hand", "hand"),
    (r"(?P<k>ally|card) in (?:your|all) graveyards?", "grave"),
    (r"quest you (?:have|control)", "quest"),
)]


def _per_bonus(m: re.Match) -> list[dict] | None:
    """+n ATK for itself for each card counted (`_PER`), or None when the count is not one of those."""
    if m[0].startswith(("Your hero", "This weapon", "This item", "This armor", "This card", "Attached")):
        return None                      # the engine counts for an ally's own attack only
    n = int(m["n"] or m["a"] or m["n3"])
    words = _per_of(m["what"])
    if words is None:
        zero = no_bearing(m[0]) is not None or re.fullmatch(_ZERO_COUNT, "for each " + m["what"])
        return [] if zero else None
    out = {"do": "atk_bonus", "n": n, "to": "self", "until": "ongoing", **words}
    if m["this"]:
        out["self"] = 1              # "for this and each other ...": itself counts too
    return [out]


def _per_of(what: str) -> dict | None:
    """What "for each <what>" counts, as the words of a counting effect (`per` and its filter), or
    None when it is not one of the counts the engine keeps (`_PER`)."""
    for pat, per in _PER:
        w = pat.fullmatch(what)
        if w is None:
            continue
        g = w.groupdict()
        out: dict = {"per": per}
        if per == "ally":
            if g.get("f") == "token":
                out["tag"] = "Token"
            elif g.get("f"):
                out.update(_filter(g["f"]))
            if g.get("o"):
                out["other"] = 1
            if g.get("h") is not None and ("h" in g and (g["h"] or "ally" not in what)):
                out["hero"] = 1          # "Monster hero and ally", "Worgen you control": your hero counts too
            if g.get("c"):
                out["cost_min"] = int(g["c"])
            if g.get("name"):
                out["name"] = g["name"]
        elif per == "equipment":
            out["type"] = "equipment"
        elif per == "grave" and g.get("k") == "ally":
            out["type"] = "ally"
        return out
    return None


def _boost(m: re.Match) -> dict:
    who = "hero" if m["who"] in ("your hero", "a friendly hero") else ("allies" if "hero" not in m["who"] else "party")
    out = {"do": "dmg_boost", "n": int(m["n"]), "who": who}
    if not m[0].startswith("Ongoing"):
        out["_bare"] = 1         # on an ability, a boost without "Ongoing" is not one that stays
    t = (m["t"] or "").strip()
    if t in ("non-combat", "combat"):
        out["scope"] = t
    elif t:
        out["types"] = t.capitalize()
    if m["w"]:
        out["scope"] = m["w"]
    return out


def _dmg_to(t: str) -> dict:
    if t in ("each hero and ally", "each hero and each ally", "each character"):
        return {"to": "all"}          # your own hero and allies too
    if t == "each hero":
        return {"to": "heroes"}       # your own hero too
    return {}


def _what(w: str) -> str:
    for key, val in (("quest", "quest"), ("abilit", "ability"), ("allies", "ally"), ("equipment", "equipment"),
                     ("strike", "strike"), ("cards", "card")):
        if key in w:
            return val
    return "card"


def _bonus(m: re.Match, to: str, **filt) -> dict:
    n = m["n"] or m["a"] or m.groupdict().get("n3")
    out = {"do": "atk_bonus", "n": int(n), "to": to, "until": "turn" if m.groupdict().get("t") else "ongoing"}
    out.update(filt)
    return out


# --- abilities coverage: costs, restrictions, lifetimes, compound sentences, damage targets ---------
# (read before and after the rules above: `_ability_rules_first` wins over them, `_ability_rules`
# takes only what none of them takes)

def _tidy(text: str) -> str:
    """Spacing, capitals and typos the three sources vary in: "Ongoing:At", "+ 10 / + 10", "Arcane Damage",
    "Assult", "When this ally enter play", "Whem"."""
    text = re.sub(r"Ongoing:(?=\S)", "Ongoing: ", text)
    text = re.sub(r"\b(?:is )?[Ss]?tealthed\b", "has Stealth", text).replace(" has has Stealth", " has Stealth")
    text = re.sub(r"\bdamages to\b", "damage to", text)
    text = re.sub(r"\bAssult\b", "Assault", text)
    text = text.replace("When this ally enter play,", "When this ally enters play,").replace("Whem ", "When ")
    text = re.sub(r"([+-]) (?=\d)", r"\1", text)
    text = re.sub(r"\b(Arcane|Fire|Frost|Holy|Nature|Shadow|Melee|Ranged) Damage\b", lambda m: m[0].lower(), text)
    return re.sub(r"\btarget Hero or Ally\b", "target hero or ally", text)


#: Markers a sentence yields when it only matters through the card's other effects: a cost paid
#: otherwise or on top ("_cost"), a condition on playing it ("_only"), how long it stays ("_expires"),
#: an attachment to a card the engine does not attach to ("_attach"). A card with no other effect
#: is never played by the goldfish (its text does nothing against a passive opponent), so how it is
#: paid, when it may be played and how long it lasts change nothing; a card with other effects is
#: unmodelled (or, for "_only" with a condition the engine evaluates, its effects take that condition).
_MARKERS = ("_cost", "_only", "_expires", "_attach")


def _markers(out: list[dict], card_type: str) -> tuple[list[dict], bool]:
    """The effects without their markers, and whether a marker leaves the card unmodelled. Only an
    ability is never played for nothing: an ally or an equipment is played for its stats, so how
    it is paid or when it may be played always matters (unmodelled)."""
    marks = [e for e in out if e["do"] in _MARKERS]
    if not marks:
        return out, False
    real = [e for e in out if e["do"] not in _MARKERS]
    if card_type != "Ability":
        return real, True
    if not [e for e in real if e["do"] != "attach"]:
        return [], False        # an attachment that does nothing is never played either
    unknown = False
    for mk in marks:
        cond = {k: v for k, v in mk.items() if k != "do"}
        if mk["do"] != "_only" or not cond:
            unknown = True
            continue
        for e in real:
            if e["do"] in ("damage", "draw") and not {"cond", "when", "pay", "per", "plus", "tag", "type"} & set(e):
                e.update(cond)
            else:
                unknown = True
    return real, unknown


_HAS = re.compile(r"(?P<subj>(?:Ongoing: )?(?:This turn, )?[A-Z][\w' ]*?) (?P<verb>has|have|gets|get|gains|gain|is|are) "
                  r"(?P<list>.+?)(?P<tail> this turn| this combat| until end of turn)?")
_CONDITIONAL = re.compile(r"\b(?:[Ww]hile|[Ii]f|[Uu]nless|[Ww]hen|[Ww]henever|for each|where|equal|as long as|[Aa]s|[Aa]fter|"
                          r"[Bb]efore|[Uu]ntil|[Oo]nly)\b")
_ITEM_SPLIT = re.compile(r",? and (?:(?:has|have|is|are|gets|gains) )?|, ")


def _compound(sent: str) -> list[dict] | None:
    """ "Target ally has +3 ATK and Long-Range this turn", "Attached ally has +2 / +2, Protector, and
    Stealth": each item read as its own sentence with the same subject and duration (all recognised,
    or None). "A or B" in the list is the player's choice: the first recognised one with an effect."""
    m = _HAS.fullmatch(sent)
    if m is None or '"' in sent:
        return None
    subj = re.sub(r"^(?:Ongoing: )?(?:This turn, )?", "", m["subj"])
    if "," in subj or _CONDITIONAL.search(subj) or _CONDITIONAL.search(re.sub(r" while attacking$", "", m["list"])):
        return None         # a condition could belong to one item or to all: not split
    items = [i for i in _ITEM_SPLIT.split(m["list"]) if i]
    if len(items) < 2 and " or " not in m["list"] or any(re.search(r"\b(?:has|have|is|are|gets?|gains?)\b", i) for i in items):
        return None
    out: list[dict] = []
    for item in items:
        opts = item.split(" or ") if re.fullmatch(r"[\w+/ -]+ or [\w+/ -]+", item) else [item]
        if len(items) == 1 and len(opts) == 1:
            return None
        found = [_sentence(f"{m['subj']} {m['verb']} {o}{m['tail'] or ''}") for o in opts]
        known = [f for f in found if f is not None]
        if len(known) < len(opts):
            return None
        out.extend(next((f for f in known if f), []))
    return out


def _plus_weapon(m: re.Match) -> dict:
    """X damage that adds the ATK of one of your weapons of that kind (or all of them, combined)."""
    tag = "Dagger" if m["k"].startswith("Dagger") else (m["w"] or "").strip()
    return {"do": "damage", "n": int(m["n"] or 0), "plus": "weapon", **({"tag": tag} if tag else {}),
            **({"sum": 1} if m["s"] else {})}


def _counted(m: re.Match, effect: dict, *base: dict) -> list[dict] | None:
    """`effect` for each card `m["what"]` counts (`_per_of`), after any uncounted `base`; None when the
    count is not one the engine keeps."""
    words = _per_of(m["what"])
    return None if words is None else [*base, {**effect, **words}]


def _ability_rules_first() -> list[tuple[str, Callable]]:
    return [
        # An attachment's bonuses are its attached card's, never the ability's own ("while attacking"
        # is the only time ATK counts against a passive opponent); one with a count or a condition
        # the patterns do not read is not modelled.
        (r"(?:Ongoing: )?Attached (?P<to>ally|character|hero|weapon|Pet|Ghoul|Demon|Totem) (?:has|gets|had) (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+)|"
         r"\+(?P<n2>\d+) ?/ ?\+\d+)(?: (?:and|/) \+\d+ health)?(?: while attacking)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"] or m["a"] or m["n2"]),
                     "to": {"hero": "hero", "weapon": "weapon"}.get(m["to"], "attached"), "until": "ongoing"}]),
        (r"(?:Ongoing: )?Attached (?:ally|character|hero|card|weapon)(?: [\w' ]+)? (?:has|gets|is) "
         r"(?:Ferocity|\+X|\+.*\bfor each\b|\+.*\bif\b|\+.*\bwhile\b(?! attacking$)).*", lambda m: None),
    ]


def _ability_rules() -> list[tuple[str, Callable]]:
    return [
        # Damage to several targets the player picks: the opposing hero is one of them (all of it when
        # the damage is divided); two kinds of damage to one target add up.
        (rf"{_WHO} (?:may )?deals? (?P<n>{_NN}) {_TYPE}damage (?:divided as you choose )?(?:to|among) "
         r"(?:each of )?(?:up ?to (?:one|two|three|four|five|\d) |any number of )?(?:target )?(?:opposing )?"
         r"(?:heroes|hero) and/or allies",
         lambda m: [{"do": "damage", "n": _n(m["n"])}]),
        (rf"{_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage and (?P<n2>\d+) {_TYPE}damage to target (?:opposing )?hero or ally",
         lambda m: [{"do": "damage", "n": int(m["n"]) + int(m["n2"])}]),
        # Damage that can't reach the opposing hero: allies only (its party is empty, so yours), or a
        # hero the passive opponent's never is (exhausted: it never attacks; an attacker: only yours).
        (rf"{_WHO} (?:may )?deals? (?:\d+|X|that much) {_TYPE}damage (?:and \d+ {_TYPE}damage )?to "
         r"(?:each of )?(?:up to \w+ )?(?:target |each )?(?:ready |exhausted |opposing )*(?:(?:[A-Z][\w']*,? )+(?:or [A-Z][\w']* )?)?"
         r"all(?:y|ies)(?: [\w' ]+)?", _none),
        (rf"{_WHO} (?:may )?deals? {_TYPE}damage to (?:each of up to \w+ )?(?:target |each )?(?:ready |exhausted |opposing )*"
         r"all(?:y|ies) (?:equal|equals) (?:to )?[\w' ]+", _none),             # "... equal to 3 plus the number of ..."
        (rf"Target (?:[A-Z][\w']* )?(?:ally|Pet)(?: in your party| you control)? deals (?:\d+ )?{_TYPE}damage (?:equal to its ATK )?"
         r"to (?:a second target ally|target ally|itself(?: equal to its ATK)?)", _none),     # your ally hits an ally (or itself)
        (rf"{_WHO} (?:may )?deals? (?:\d+|X) {_TYPE}damage to (?:target|each) (?:exhausted (?:opposing )?hero or ally|attacker|"
         r"attacking (?:hero or )?ally)(?:, where X is [\w' ]+)?", _none),
        (rf"(?:Ongoing: )?At the start of (?:your|each) turn, (?:your hero|{_WHO}) deals \d+ {_TYPE}damage to attached ally", _none),
        # Damage, ATK and draws that count ("for each ally in your party"; `_per_of`), or that add a
        # weapon's ATK ("X is 1 plus the ATK of one of your Melee weapons": such a weapon is needed).
        (rf"{_WHO} (?:may )?deals? X {_TYPE}damage to target (?:opposing )?hero or ally, where X is (?:(?P<n>\d+) plus )?the "
         r"(?P<s>combined )?ATK of (?:one of your|an?|your) (?P<w>Melee |Ranged )?(?P<k>weapons?|Daggers?)(?: you control)?",
         lambda m: [_plus_weapon(m)]),
        (rf"{_WHO} (?:may )?deals? {_TYPE}damage to target (?:opposing )?hero or ally equal to (?:(?P<n>\d+) plus )?the "
         r"(?P<s>combined )?ATK of (?:one of your|an?|your) (?P<w>Melee |Ranged )?(?P<k>weapons?|Daggers?)(?: you control)?",
         lambda m: [_plus_weapon(m)]),
        (rf"{_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage to target (?:opposing )?hero or ally for each (?P<what>.+)",
         lambda m: _counted(m, {"do": "damage", "n": int(m["n"])})),
        (rf"{_WHO} (?:may )?deals? (?P<b>\d+) {_TYPE}damage to target (?:opposing )?hero or ally, plus an additional (?P<n>\d+) "
         r"for each (?P<what>.+)",
         lambda m: _counted(m, {"do": "damage", "n": int(m["n"])}, {"do": "damage", "n": int(m["b"])})),
        (rf"{_WHO} (?:may )?deals? X {_TYPE}damage to target (?:opposing )?hero or ally, where X is the number of friendly heroes "
         r"and allies", lambda m: [{"do": "damage", "n": 1, "per": "ally", "hero": 1}]),
        (r"(?:Ongoing: )?Your hero has (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?: while attacking)?(?P<t> this turn)? for each "
         r"(?P<what>.+)",
         lambda m: _counted(m, {"do": "atk_bonus", "n": int(m["n"] or m["a"]), "to": "hero",
                                "until": "turn" if m["t"] else "ongoing"})),
        (r"(?:This turn, )?[Tt]arget (?P<to>hero or ally|ally|ally you control|hero or ally you control|friendly ally) has "
         r"(?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn) for each (?P<what>.+)",
         lambda m: _counted(m, {"do": "atk_bonus", "n": int(m["n"] or m["a"]), "to": _to(m["to"]), "until": "turn"})),
        (r"Draw a card for each opposing hero", lambda m: [{"do": "draw", "n": 1}]),     # two players: one opposing hero
        (r"Draw a card for each (?P<what>.+)", lambda m: _counted(m, {"do": "draw", "n": 1})),
        # Damage only a damaged hero or ally can take: the opposing hero once it has some.
        (rf"{_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage to (?:target (?:opposing )?(?:hero or ally|hero) with damage on it|"
         r"target damaged (?:opposing )?hero or ally|each damaged opposing hero or ally|each opposing hero and ally with damage)",
         lambda m: [{"do": "damage", "n": int(m["n"]), "cond": "opp_damaged", "count": 1}]),
        # Restrictions the engine evaluates (see `_markers`).
        (r"Play only if you control an? (?P<w>Melee |Ranged )?weapon",
         lambda m: [{"do": "_only", "cond": "control", "type": "weapon", **({"tag": m["w"].strip()} if m["w"] else {})}]),
        (r"Play only if (?:an ally is|one or more allies are|(?P<k>two|three|four|five) or more allies are) in your party",
         lambda m: [{"do": "_only", "cond": "allies", "count": _n(m["k"]) if m["k"] else 1}]),
        (r"Play only if an opposing hero has (?P<k>\d+|ten|fifteen|twenty) or more damage on it",
         lambda m: [{"do": "_only", "cond": "opp_damaged",
                     "count": int(m["k"]) if m["k"].isdigit() else {"ten": 10, "fifteen": 15, "twenty": 20}[m["k"]]}]),
        (r"Play only if your hero dealt combat damage to an opposing hero this turn",
         lambda m: [{"do": "_only", "cond": "hero_hit"}]),
        # Damage over time on the opposing hero whose larger amount's condition the passive opponent always
        # meets: its party holds no ally, it never attacks.
        (rf"(?:Ongoing: )?At the start of your turn, your hero deals \d+ {_TYPE}damage to attached (?:hero|character), or "
         r"(?P<n>\d+) if (?:there are no allies in its party|that (?:hero|character) didn't attack on its controller's last turn)",
         lambda m: [{"do": "damage", "n": int(m["n"]), "when": "turn_start"}]),
        # Damage counted over the cards the passive opponent's controller has in play: none.
        (rf"(?:Ongoing: )?At the start of your turn, your hero deals \d+ {_TYPE}damage to each opposing hero for each ready "
         r"non-hero card that its controller controls", _none),
        # "..., and (combat) damage it would deal is unpreventable": the rider has no bearing, the rest is read.
        (r"(?P<a>.+?),? and (?:combat )?damage (?:that )?(?:it |that it )?would deal is unpreventable(?P<t> this turn)?",
         lambda m: _sentence(m["a"] + (m["t"] or ""))),
        # Attacks the passive opponent makes possible: only its hero is attacked (its party holds no
        # ally), and nothing of yours defends.
        (r"Heroes and allies in your party have \+(?P<n>\d+) ATK while attacking heroes this turn",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "party", "until": "turn"}]),
        (r"(?:Ongoing: )?(?:Heroes and allies in your party|Allies in your party|Your hero|Target (?:hero or )?ally|Attached ally) "
         r"(?:have|has) \+\d+ ATK while (?:attacking allies|defending)(?: this (?:turn|combat))?", _none),
        (r"This turn, (?P<x>(?:target|your) [\w' ]*?(?:has|have) \+\d+ ATK)",
         lambda m: _sentence(_cap(m["x"]) + " this turn")),
        # Weapons of one kind: each one your hero strikes with has the bonus.
        (r"(?:Ongoing: )?Your (?P<w>Melee|Ranged|Two-Handed) weapons have \+(?P<n>\d+) ATK(?: while your hero is attacking)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "weapon", "until": "ongoing", "tag": m["w"]}]),
        (r"(?:Ongoing: )?Your (?P<w>wand|dagger|sword|mace|axe|staff|gun|bow|crossbow|polearm|fist weapon)s have \+(?P<n>\d+) ATK",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "weapon", "until": "ongoing", "tag": m["w"].title()}]),
        # Keywords' meanings (CR glossary; the [Horde] / [Alliance] icons are cleaned out of the text).
        (r"When you play this ability, if you control two or more allies that share an? (?:or )?race, copy this ability",
         lambda m: [{"do": "echo"}]),                                                          # Echo
        (r"As you play this card, choose an? (?:or )?race", _none),                           # Rift (the choice)
        (r"This card costs 1 less to play for each ally you control of the chosen race", lambda m: [{"do": "rift"}]),
        (r"When this card enters your graveyard from anywhere, you may shuffle it into your deck",   # Eternal
         lambda m: [{"do": "eternal"}]),
        # A card from your graveyard into play if you have the resources its cost asks.
        (r"(?:You may )?[Pp]ut target (?P<w>ally|equipment) (?:card )?from your graveyard into play if (?:its cost is|it costs) "
         r"less th[ae]n or equal to the number of resources you (?:have|control)",
         lambda m: [{"do": "regrow", "what": m["w"], "to": "play", "max_res": 1}]),
        # Exhausting the opposing hero does nothing; the damage to it is the damage.
        (rf"Exhaust target (?:opposing )?hero or ally, and (?:your hero|{_WHO}) deals (?P<n>\d+) {_TYPE}damage to it",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),
        # Combat the passive opponent never starts: its attackers, your hero defending.
        (r"(?:Remove target attacker from combat|If your hero is defending, .+)", _none),
        (r"(?:Ongoing: )?Opposing allies (?:enter play exhausted|can't attack or protect(?: this turn)?)", _none),
        # Costs paid otherwise or on top, restrictions, lifetimes: markers (see `_markers`).
        (r"As an additional cost to play(?: [\w' ]+)?, (?!put \d+ damage on your hero$).+", lambda m: [{"do": "_cost"}]),
        (r"(?:As you do, )?[Rr]emove (?:them|it) from the game as an additional cost", lambda m: [{"do": "_cost"}]),
        (r"(?:You may )?(?:exhaust|discard|destroy|remove|put) [\w' ,-]+ rather than pay [\w' ]+ cost",
         lambda m: [{"do": "_cost"}]),
        (r"(?:Play|Use) only (?:if|while|when|during|on|as|after) .+", lambda m: [{"do": "_only"}]),
        (r"(?:Ongoing: )?(?:At the start of (?:your|each|the next) turn|At (?:the )?end of (?:your |the |each |the next )?turn|"
         r"When [\w' ,]+), (?:destroy|remove) (?!.*\b(?:if|unless|when|or)\b)(?:this ability|[A-Z][\w' ]+?)(?: from the game)?",
         lambda m: [{"do": "_expires"}]),
        (r"(?:Ongoing: )?When attached (?:ally|character|card|hero or ally) [\w' ]+, destroy it", _none),   # harms the card it is on
        (r"(?:Then, )?[Ii]f (?:none|no [\w-]+ counters) remains?, destroy (?:this ability|it|[A-Z][\w' ]+)",
         lambda m: [{"do": "_expires"}]),
        (r"(?:Ongoing: )?(?:At the start of your turn, )?[Rr]emove (?:a|an|one) [\w-]+ counter(?: from [\w' ]+)?",
         lambda m: [{"do": "_expires"}]),
        (r"(?:Ongoing: )?(?:This ability|[A-Z][\w' ]+) enters play with (?:an?|one|two|three|four|five|six|\d+) [\w-]+ counters?(?: on it)?",
         lambda m: [{"do": "_expires"}]),
        (r"Attach to (?:target |an? )?(?:opposing |friendly |attacking |exhausted )?(?:non-[\w-]+ )?"
         r"(?:(?:ability|abililty|ally|equipment|armor|weapon|item|resource|location|quest|card|attacker|hero or ally)"
         r"(?:,? or |, )?)+(?: you control| in your party| an opponent controls)?(?: and exhaust it)?",
         lambda m: [{"do": "_attach"}]),
    ]


# --- abilities (engine) coverage ---------------------------------------------------------------
# Kinds the engine plays for abilities (goldfish/compile.py, engine.py): readying what attacked so it
# attacks again, "your next card this turn" costs less, cards back from your graveyard (several, by
# race or tag, on top of your deck, into play with this ability attached), and additional costs paid
# by destroying a card you control or removing a card in your graveyard from the game. Read before
# the rules above (`_RULES`): each pattern is one those do not take.
_GRAVE_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_MANY = {"five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_ANY_KIND = r"(?:an ability, ally, or equipment|a card|an ability, ally or equipment)"


def _regrow(m: re.Match, **more) -> list[dict]:
    """A card (or several: `n`) of a kind, race or tag from your graveyard into your hand / play / on top."""
    out: dict = {"do": "regrow", "what": _what_of(m["w"])}
    if m.groupdict().get("f"):
        out.update(_filter(m["f"]))
    k = m.groupdict().get("k")
    if k:
        out["n"] = 99 if k in ("any number of", "all") else _GRAVE_N[k.split()[-1]]
    to = m.groupdict().get("to") or "your hand"
    if "play" in to:
        out["to"] = "play"
    elif "top" in to:
        out["to"] = "top"
    out.update(more)
    return [out]


def _what_of(w: str) -> str:
    """The kind a graveyard card is named by ("allies", "Pets", "ongoing ability cards")."""
    w = w.lower()
    for key, kind in (("all", "ally"), ("abilit", "ability"), ("equipment", "equipment"), ("weapon", "weapon")):
        if key in w:
            return kind
    return "card"


def _or_more(m: re.Match) -> list[dict] | None:
    """n damage, and m - n more under the condition the engine checks (None: a condition it does not)."""
    c = m["c"]
    ctl = re.fullmatch(r"you control an? (?P<f>[A-Z][\w']*)", c)
    dealt = re.fullmatch(r"your hero has dealt (?P<t>arcane|fire|frost|holy|nature|shadow) damage with an ability to that "
                         r"character this turn", c)
    if c == "you played another ability this turn":
        cond = {"cond": "played", "type": "ability"}
    elif ctl:
        cond = {"cond": "control", **_filter(ctl["f"])}
    elif dealt:
        cond = {"cond": "abil_dealt", "types": dealt["t"].capitalize()}
    else:
        return None
    n, more = int(m["n"]), int(m["m"]) - int(m["n"])
    return [{"do": "damage", "n": n}, {"do": "damage", "n": more, "more": 1, **cond}] if more > 0 else None


def _engine_rules() -> list[tuple[str, Callable]]:
    return [
        # Readying what attacked: it attacks again this turn (CR 602: attacking exhausts it; a ready
        # ally or hero can attack again). Your hero readied without its weapons attacks with its own
        # ATK (its weapons exhausted as it struck, CR 303.2); with them, it strikes again and pays again.
        (r"Ready target (?:friendly )?ally(?: in your party| you control)?", lambda m: [{"do": "ready", "to": "ally"}]),
        (r"Ready (?:each|all) (?:of the )?all(?:y|ies) (?:you control|in your party)",
         lambda m: [{"do": "ready", "to": "allies"}]),
        (r"[Rr]eady your hero and (?P<k>one|all) (?:of your )?(?:(?P<t>Melee|Ranged) )?weapons?(?: you control)?",
         lambda m: [{"do": "ready", "to": "hero", "weapons": m["k"], **({"kind": m["t"]} if m["t"] else {})}]),
        (r"If you control (?:a|an) (?P<f>[A-Z][\w']*), (?P<rest>ready your hero and .+)",
         lambda m: [{**e, "cond": "control", **_filter(m["f"])} for e in _sentence(_cap(m["rest"])) or []] or None),
        (r"If you ready a weapon this way, you pay (?P<n>\d+) less the next time you strike with it this turn",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "restrike"}]),
        # "You pay N less to play your next card this turn" (also as an [Exhaust] power of an ongoing ability)
        (r"You pay (?P<n>\d+) less to play your next card this turn",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "next"}]),
        # Cards back from your graveyard.
        (r"(?:You may )?[Pp]ut (?:target |an? )?(?P<f>[A-Z][\w']*) (?P<w>ally|allies|ability|equipment)(?: card)? from your graveyard "
         r"(?P<to>into your hand|into play|on top of your deck)",
         lambda m: _regrow(m) if m["f"] not in ("Ongoing", "Unique") else None),
        (r"(?:You may )?[Pp]ut (?:target )?(?P<w>ally|ability|equipment|card)(?: card)? from your graveyard "
         r"(?P<to>into play|on top of your deck)", lambda m: _regrow(m)),
        (r"Put (?P<k>up to (?:two|three|four|five)) (?:target )?(?P<w>allies|abilities|equipment|cards)(?: cards)? from your graveyard "
         r"(?P<to>into your hand)", lambda m: _regrow(m)),
        (r"Put (?P<k>up to (?:two|three|four|five)) (?P<f>[A-Z][\w']*?)s with different names from your graveyard (?P<to>into your hand)"
         r"(?P<w>)", lambda m: _regrow(m, names=1)),
        (r"Put (?P<k>all) (?P<w>allies) from your graveyard (?P<to>into play)", lambda m: _regrow(m)),
        (r"Put (?P<k>any number of) target (?P<w>ally|ongoing ability|equipment) cards from your graveyard (?P<to>into play) "
         r"if their combined cost is less than or equal to the number of resources you (?:have|control)",
         lambda m: _regrow(m, max_res=1, combined=1)),
        (r"Put target (?P<w>ally) (?:with cost less than or equal to the number of resources you control )?from your graveyard "
         r"(?P<to>into play) and attach this ability to it",
         lambda m: _regrow(m, attach=1, **({"max_res": 1} if "resources" in m[0] else {}))),
        # Keywords as the rules glossary defines them: Warp ("as this card is revealed from your deck, you may
        # remove it from the game; if you do, you may play it immediately without paying its cost": your own
        # reveals), Portal (a revealed Demon ally with cost less than this card's into play from the top three)
        (r"Warp", lambda m: [{"do": "warp"}]),
        (r"@dig (?P<n>\d) (?P<w>\w+) reveal", lambda m: [{"do": "dig", "n": int(m["n"]), "what": m["w"], "reveal": 1}]),
        (r"Portal", lambda m: [{"do": "portal"}]),
        # A token copy of an ally you control (a token: it leaves no card in your graveyard).
        (r"Put a token copy of target ally you control into play", lambda m: [{"do": "token", "copy": "ally"}]),
        (r"(?:Ongoing: )?At the start of your turn, put a token copy of each token ally you control into play",
         lambda m: [{"do": "token", "copy": "tokens", "when": "turn_start"}]),
        # +N ATK / -M health: only an ally with more than M health survives it to attack
        (r"Target ally has \+(?P<n>\d+) ?/ ?-(?P<h>\d+) this turn",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "ally", "until": "turn", "hp": int(m["h"])}]),
        (r"(?:Ongoing: )?Attached ally has \+(?P<n>\d+)(?: ATK)? ?/ ?-(?P<h>\d+)(?: health)?",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "attached", "until": "ongoing", "hp": int(m["h"])}]),
        # "..., or M if <condition>": the larger amount under its condition
        (rf"{_WHO} deals (?P<n>\d+) {_TYPE}damage to target (?:opposing )?hero or ally,? (?:or )?(?P<m>\d+)(?: damage)? if (?P<c>.+)",
         lambda m: _or_more(m)),
        # Text that only stops your own allies: the goldfish never plays it (its allies are its damage)
        (r"Allies can't attack (?:this turn|until after your next turn)", lambda m: [{"do": "cant_attack", "to": "allies"}]),
        (r"(?:Ongoing: )?(?:Your|Each friendly player's) maximum hand size is increased by (?P<n>one|two|three|four|\d+)",
         lambda m: [{"do": "hand_size", "n": _n(m["n"])}]),          # (you are the one friendly player)
        (r"Put a copy of each token ally you control into play", lambda m: [{"do": "token", "copy": "tokens"}]),
        (r"Ready an? (?P<f>[A-Z][\w']*) in your party", lambda m: [{"do": "ready", "to": "ally", **_filter(m["f"])}]),
        (r"You pay X less to play your next card this turn, where X is the highest cost among abilities, allies, and "
         r"equipment you control", lambda m: [{"do": "cost_less", "n": "X", "what": "next", "x": "highest"}]),
        # "double the ATK this turn": as much again
        (r"Double your hero's ATK this turn", lambda m: [{"do": "atk_bonus", "n": "double", "to": "hero", "until": "turn"}]),
        (r"This turn, double the ATK of target ally(?:, and it has (?P<k>Smash))?",
         lambda m: [{"do": "atk_bonus", "n": "double", "to": "ally", "until": "turn"}]),     # (Smash: no defender)
        # tokens: "..., or three if you control an ally token"; "for each resource you control, put a ..."
        (r"Put an? (?P<a>\d+) ?/ ?(?P<h>\d+) (?P<kind>[\w' ]+?) ally token into play, or (?P<k>two|three|four) if you control an ally token",
         lambda m: [{"do": "token", "n": 1, "atk": int(m["a"]), "health": int(m["h"]), **_race(m)},
                    {"do": "token", "n": _n(m["k"]) - 1, "atk": int(m["a"]), "health": int(m["h"]), **_race(m), "more": 1,
                     "cond": "control", "tag": "Token"}]),
        (r"For each resource you control, put an? (?P<a>\d+) ?/ ?(?P<h>\d+) (?P<kind>[\w' ]+?) ally token into play",
         lambda m: [{"do": "token", "n": 1, "atk": int(m["a"]), "health": int(m["h"]), **_race(m), "per": "resource"}]),
        (rf"(?:Ongoing: )?At the start of your turn, your hero deals (?P<n>\d+) {_TYPE}damage to attached (?:character|hero), "
         r"or (?P<m>\d+) if (?:you have an? (?P<w>Ranged|Melee) weapon|that hero has (?P<k>\d+) or more damage on it)",
         lambda m: [{"do": "damage", "n": int(m["n"]), "when": "turn_start"},
                    {"do": "damage", "n": int(m["m"]) - int(m["n"]), "when": "turn_start", "more": 1,
                     **({"cond": "control", "type": "weapon", "tag": m["w"]} if m["w"] else
                        {"cond": "opp_damaged", "count": int(m["k"])})}]),
        (r"Put (?P<k>five|six|seven|eight|nine|ten) (?P<a>\d+) ?/ ?(?P<h>\d+) (?P<kind>[\w' ]+?) ally tokens into play(?P<f> with Ferocity)?",
         lambda m: [{"do": "token", "n": _MANY[m["k"]], "atk": int(m["a"]), "health": int(m["h"]),
                     **({"ferocity": 1} if m["f"] else {}), **_race(m)}]),
        (r"Put (?P<k>five|six|seven|eight|nine|ten) (?P<kind>[\w' ]+?) [Aa]lly tokens into play with (?P<a>\d+) ATK ?/ ?(?P<h>\d+) health"
         r"(?: and (?P<kw>Protector|Ferocity))?",
         lambda m: [{"do": "token", "n": _MANY[m["k"]], "atk": int(m["a"]), "health": int(m["h"]),
                     **({"ferocity": 1} if m["kw"] == "Ferocity" else {}), **_race(m)}]),      # (Protector: no bearing)
        (r"Target hero or ally has \+(?P<n>\d+) ATK while attacking and has Stealth this turn",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "any", "until": "turn"}]),     # (Stealth: no bearing)
        # armor tokens with only DEF: nothing damages your hero (the "health" class's reason)
        (r"Put (?:a|an|one|two|three|four|five) [\w' ]+? armor tokens? into play with \d+ DEF", _none),
        (r"Draw (?P<n>two|three|\d+) cards, then put a card from your hand on top of your deck",
         lambda m: [{"do": "draw", "n": _n(m["n"])}, {"do": "put_back", "n": 1}]),
        # bonuses whose size depends on who gets them: the engine attaches "hero or ally" attachments to an ally,
        # and checks the race of the ally that gets the larger one
        (r"(?:Ongoing: )?Attached character has \+(?P<n>\d+) ?/ ?\+\d+ if it's an ally",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "attached", "until": "ongoing"}]),
        (r"(?:Ongoing: )?Attached ally has \+(?P<n>\d+) ?/ ?\+\d+, or \+(?P<m>\d+) ?/ ?\+\d+ if it's an? (?P<f>[A-Z][\w']*)",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "attached", "until": "ongoing"},
                    {"do": "atk_bonus", "n": int(m["m"]) - int(m["n"]), "to": "attached", "until": "ongoing", "more": 1,
                     **_filter(m["f"])}]),
        (r"Target hero or ally has \+(?P<n>\d+) ATK this turn, or \+(?P<m>\d+) ATK if it's an? (?P<f>[A-Z][\w']*)",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "any", "until": "turn"},
                    {"do": "atk_bonus", "n": int(m["m"]) - int(m["n"]), "to": "any", "until": "turn", "more": 1,
                     **_filter(m["f"])}]),
        (r"(?:Ongoing: )?Allies you control with cost (?P<c>\d+) or less have \+(?P<n>\d+) ?/ ?\+\d+",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "allies", "until": "ongoing", "cost_max": int(m["c"])}]),
        (r"You pay (?P<n>\d+) less to play (?P<w>abilities|allies) this turn(?P<min>, to a minimum of 1)?",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": _what(m["w"]), "until": "turn",
                     **({"min": 1} if m["min"] else {})}]),
        (r"(?:Ongoing: )?Your (?P<w>Melee|Ranged) [Ww]eapons have \+(?P<n>\d+) ATK and you pay (?P<s>\d+) less to strike with them",
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "weapon", "until": "ongoing", "tag": m["w"]},
                    {"do": "cost_less", "n": int(m["s"]), "what": "strike", "kind": m["w"]}]),
        (r"(?:Ongoing: )?You pay (?P<n>\d+) less to play and strike with weapons",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "equipment", "type": "weapon"},
                    {"do": "cost_less", "n": int(m["n"]), "what": "strike"}]),
        # Additional costs the engine pays: a card you control destroyed, a card in your graveyard removed.
        (rf"As an additional cost to play(?: this ability| [A-Z][\w' ]+)?, destroy (?P<w>{_ANY_KIND}|an ally|one of your "
         r"(?:equipment|Pets)|an ally in your party)(?: you control)?",
         lambda m: [{"do": "sacrifice", "what": {"an ally": "ally", "an ally in your party": "ally",
                                                 "one of your equipment": "equipment"}.get(m["w"], "card"),
                     **({"tag": "Pet"} if "Pets" in m["w"] else {})}]),
        (r"As an additional cost to play(?: this ability| [A-Z][\w' ]+)?, remove an? (?P<w>equipment|ability|ally)(?: card)? "
         r"in your graveyard from the game", lambda m: [{"do": "grave_cost", "what": m["w"]}]),
    ]


# --- abilities (text) coverage: sentences the rules above miss, read as the effects the engine plays or as
# text of no bearing (each with its reason). `_text_rules_first` is read before every other rule,
# `_text_rules` after the rest (`_late`).
# The raid bosses (Molten Core, Onyxia's Lair, Magtheridon's Lair heroes): never a player's hero, never in
# play in a goldfish game, so a sentence in which one acts, or that asks whether your hero is one, does
# nothing ("Magtheridon deals 2 melee damage to target hero or ally" is the boss's damage, not your hero's).
_BOSS = r"(?:Onyxia|Ragnaros|Magtheridon|Magmadar|Shazzrah|Golemagg|Garr|Majordomo Executus)"
_BOSS_SENT = (rf"(?:Ongoing: )?(?:This turn, |Ready |(?:If|When|While) (?:your hero is )?|Attach to [\w ]+, and )?{_BOSS}"
              r"\b(?! the Firelord)(?!'s Lair)(?: .+)?")
#: what the goldfish aims at the passive opponent (its hero, the player): the sentences about that target's
#: controller (`_aimed`) belong to the opponent only on a card that aims so, and hits none of your own cards
_AIMS = re.compile(r"\b[Tt]arget (?:opposing )?hero(?:es)?\b|\b[Oo]pposing hero|\b[Tt]arget opponent|\b[Tt]arget player|"
                   r"Attach to target (?:opposing )?hero")


def _text_rules_first() -> list[tuple[str, Callable]]:
    return [(_BOSS_SENT, _none),
            (r"(?:Ongoing: )?Attached ally has \+\d+ ATK while defending", _none),      # nothing of yours defends
            # draws counted over the card's own damage (`_per_dealt`), or over the damaged opposing characters: its
            # hero alone (its party holds no ally), once it has damage
            (r"Draw a card for each (?P<u>damage|character) dealt (?:damage )?this way",
             lambda m: [{"do": "_per_dealt", "unit": m["u"], "then": {"do": "draw", "n": 1}}]),
            (r"Draw a card for each damaged opposing hero and ally",
             lambda m: [{"do": "draw", "n": 1, "cond": "opp_damaged", "count": 1}])]


def _text_rules() -> list[tuple[str, Callable]]:
    aimed = lambda m: [{"do": "_aimed"}]       # noqa: E731  (see `_aimed`)
    return [
        # The target's controller: the passive opponent (`_aimed`). It discards, mills, loses or exhausts
        # resources, pays more, plays less, draws, or its characters must attack: none of it bears on your kill.
        (r"(?:Attached|That) (?:hero|character)'s controller (?:discards a card(?: for each [\w' ]+)?|may draw a card|"
         r"can't play more than one card(?: of the chosen kind)? per turn|pays \d+ more to play [\w ]+)", aimed),
        (r'(?:Ongoing: )?As this ability enters play, choose "ability," "ally," or "equipment\." Attached hero'
         r"'s controller can't play more than one card of the chosen kind per turn", aimed),
        (r"(?:Ongoing: )?At the start of (?:your turn|each turn|attached (?:hero|character)'s controller's turn), "
         r"(?:attached (?:hero|character)'s controller discards a card|exhaust (?:it|attached character) unless "
         r"(?:he|its controller) pays \d+|he exhausts one of his resources(?:, or two if you have a Ranged weapon)?|"
         r"that player exhausts one of his ready resources)", aimed),
        (r"Its controller (?:puts a card from the top of his deck into his graveyard|destroys one of his resources)"
         r"(?: for each damage dealt this way)?", aimed),
        (r"(?:Ongoing: )?(?:While attached hero can attack your hero, it can attack only your hero|"
         r"Attached character must attack if able and can attack only your hero if able)", aimed),
        (r"(?:It|They|Each of them|Each of those allies|Those cards) can't ready during (?:its|it's|their) "
         r"controller(?:'s|s'|s)? next ready st\w+", aimed),
        (r"If it's an ability, ally, or equipment, put a number of additional cards from the top of his deck into his "
         r"graveyard equal to that card's cost", aimed),
        (r"If you have an equipment, each of them can't ready during its controller's next ready step", aimed),
        (r"(?:An ally|Allies) dealt damage this way (?:can't attack this turn|ha(?:s|ve) -\d+ ATK this turn|"
         r"loses and can't have powers this turn)", aimed),
        # Exhausting the opposing hero (or what the goldfish has none of) does nothing: it never attacks.
        (r"Exhaust (?:target hero, ally, or equipment|up to (?:two|three) target heroes and/or allies|"
         r"up to X target opposing cards, where X is [\w' ]+|an opposing ally for each card above seven in your hand)", _none),
        # "Target Opponent chooses a hero or ally in his party, and your hero deals 4 nature damage to it": the only
        # character in its party is its hero.
        (rf"Target [Oo]pponent chooses a hero or ally in his party, and your hero deals (?P<n>\d+) {_TYPE}damage to it",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),
        # Effects the engine plays, spelled otherwise: your weapons' ATK, your ally tokens' ATK, cheaper Pets,
        # an ally back from your graveyard to your hand ("each player": you too).
        (r"(?:Ongoing: )?Each of your weapons has \+(?P<n>\d+) ATK(?P<t> this turn)?(?P<a>)",
         lambda m: [_bonus(m, "weapon")]),
        (r"(?:Ongoing: )?Ally tokens (?:in your party|you control) have \+(?P<n>\d+) ATK(?: ?/ ?\+\d+ health)?(?P<t> this turn)?(?P<a>)",
         lambda m: [_bonus(m, "allies", tag="Token")]),
        (r"(?:Ongoing: )?You pay (?P<n>\d+) less to play pets",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "ally", "tag": "Pet"}]),
        (r"Each player puts an? ally from his graveyard into his hand", lambda m: [{"do": "regrow", "what": "ally"}]),
        # Healing and its boosts: nothing damages your cards.
        (r"(?:If he does, )?(?:[Yy]our hero|[Ii]t) heals damage (?:from itself )?equal to (?:that ally's|its) (?:ATK|cost)"
         r"(?: from each friendly hero and ally)?", _none),
        (r"When attached ally attacks, it heals damage equal to its ATK from each friendly hero and ally", _none),
        (r"(?:Ongoing: )?If damage would be healed from (?:attached character|your hero), that much(?: damage)? \+\d+ is "
         r"healed instead", _none),
        (r"(?:Ongoing: )?At the start of your turn, remove all but \d+ damage from your hero", _none),
        (r"Attach to your hero and remove all damage from it", lambda m: [{"do": "attach", "to": "hero"}]),
        (r"For each damage prevented this way, your hero heals \d+ damage from that character", _none),
        # The damage went to the opposing hero (`_aimed`): its controller can't play or draw, loses an ability, an
        # ally in its party (none) is hit: the opponent's side.
        (r"(?:If a hero is dealt damage this way, (?:its controller can't play cards this turn|the next time its "
         r"controller would draw a card this turn, he skips drawing that card instead)|The controller of a (?:character|"
         r"hero) dealt damage this way can't play abilities this turn|If you targeted a hero, (?:its controller can't "
         r"play abilities this turn, and you may interrupt an ability card he played|you may destroy an ability controlled "
         r"by its controller|you may interrupt a card played by its controller unless he pays \d+ for each damage dealt "
         r"this way))", aimed),
        (rf"When damage is dealt this way, (?:target ally in attached hero's party has -\d+ (?:health|ATK) this turn|"
         rf"your hero deals \d+ {_TYPE}damage to target ally in attached hero's party)", aimed),
        (r"This turn, (?:that character|characters dealt damage this way) must attack if able and can attack only your "
         r"hero(?: if able)?", aimed),
        (r"Each opponent pays \d+ more to play allies this turn for each damage dealt this way to a hero he controls", aimed),
        # Resources and characters readied at the end of your turn ready anyway at the start of your next, and the
        # goldfish plays nothing on the opponent's turn (as Inspire).
        (r"(?:Ongoing: )?At the end of your turn, (?:you may )?ready (?:all (?:of )?your resources|up to \w+ resources you "
         r"control|all exhausted heroes and allies in your party, then exhaust all other heroes and allies in your party)",
         _none),
        (r"(?:Ongoing: )?At the start of each opponent's turn, you may ready all allies you control", _none),
        # Hand size ("each friendly player": you too); this ability put into your resource row as a resource (read
        # as the top card of your deck put there exhausted: the engine errs low).
        (r"Ongoing: Each friendly player's maximum hand size is increased by (?P<n>one|two|three|four|\d+)",
         lambda m: [{"do": "hand_size", "n": _n(m["n"])}]),
        (r"(?:Then, )?(?:you may )?[Pp]ut (?:this ability|[A-Z][\w' ]+) into your resource row face down and "
         r"(?:exhausted|ready)", lambda m: [{"do": "extra_resource", "n": 1, "exhausted": 1}]),
        # -ATK / -health on target ally: the goldfish's only allies are its own, a card doing only that is never
        # played (as "Target ally has -2 ATK"); on "target hero", the opposing hero's ATK is nothing.
        (r"Target (?:ally|ally or weapon|ally with cost \d+ or more) has (?:-\d+ ?/ ?-\d+|-\d+ ATK|0 ATK and can't gain ATK)"
         r" this turn", _none),
        (r"Target hero has [-\u2013]X this turn", _none),
        (r"(?:Ongoing: )?Attached (?:ally|card|character) has (?:-\d+ ?/ ?[-+]\d+|-\d+ ATK|-X ATK, where X is [\w' ]+)", _none),
        (r"(?:Ongoing: )?Attached (?:card|equipment) loses and can't have powers(?: and can't be exhausted)?", _none),
        (r"(?:Ongoing: )?Attached ally must attack if able and can only attack allies if able", _none),
        # Attachments spelled with their first act: to the opposing hero (its controller's discard, its face,
        # healing are nothing), to one of your allies (the Delve is read: `_keyword`), to a Ghoul; to an ally the
        # goldfish has only of its own, to hurt or lock it: the `_attach` marker (never played for nothing).
        (r"Attach to target hero(?: or ally)?, and (?:its controller discards a card|you may turn it face down|"
         r"your hero heals \d+ damage from it)", lambda m: [{"do": "attach", "to": "hero"}]),
        (r"Attach to target ally, and your hero heals \d+ damage from it", lambda m: [{"do": "attach", "to": "ally"}]),
        (r"Attach to target ally, then Delve", lambda m: _then_keyword([{"do": "attach", "to": "ally"}], "Delve")),
        (r"Attach to target (?P<f>Ghoul|Pet|Demon|Beast|Dragonkin|Elemental)", lambda m: [{"do": "attach", "to": "ally",
                                                                                         "tag": m["f"]}]),
        (rf"Attach to target (?:ally, and your hero deals \d+ {_TYPE}damage to it|ally in combat with your hero|"
         r"attacking ally and remove it from combat|ally, or target hero or ally if you control a Ranged weapon)",
         lambda m: [{"do": "_attach"}]),
        # How long an ability stays (`_markers`): "destroy this ability if you don't control an ally", "discard two
        # cards or destroy Last Stand".
        (r"(?:At the end of your turn, destroy this ability if you don't control an ally|At the start of the turn, destroy "
         r"[A-Z][\w' ]+|At the start of your turn, discard two cards or destroy [A-Z][\w' ]+)", lambda m: [{"do": "_expires"}]),
        # Protection of your side: nothing attacks, damages or destroys your cards.
        (r"(?:Ongoing: )?(?:Damage dealt by friendly heroes can't be prevented|Friendly allies have \w+ Resistance while ready|"
         r"Monster heroes and allies you control have Invincible this turn|Allies you control with \d+ or more ATK have "
         r"Protector this turn|This turn, target non-hero card can't be destroyed, and if it's an ally, prevent all damage "
         r"that would be dealt to it|Target hero or ally can't deal combat damage to attached ally this turn|"
         r"It also has \+\d+ ATK while defending this turn)", _none),
        # Counted over the damage the card's one damage effect dealt (`_per_dealt`): "Draw a card for each damage
        # dealt this way", "Ready one of your resources for each damage dealt this way", "For each damage dealt this
        # way, put a Treant ally token into play with 1 ATK / 1 health"; and over the characters it hit (the
        # opposing hero alone: its party holds no ally).
        (r"Ready one of your resources for each damage dealt this way",
         lambda m: [{"do": "_per_dealt", "unit": "damage", "then": {"do": "ready_resource", "n": 1}}]),
        (r"For each damage dealt this way, (?P<rest>put 1 damage on your hero and draw a card|put a Treant ally token into "
         r"play with 1 ATK / 1 health)",
         lambda m: [{"do": "_per_dealt", "unit": "damage", "then": {"do": "draw", "n": 1} if "draw" in m["rest"] else
                     {"do": "token", "n": 1, "atk": 1, "health": 1}}]),
        # Exhausting the opposing hero (more spellings); what the exhausted ones can't do.
        (r"Exhaust (?:target (?:opposing )?hero|up to (?:two|three) target opposing heroes and/or allies|all of target "
         r"player's ready resources|up to \w+ target heroes and/or allies, and each of them can't ready during its "
         r"controller's next st\w*)", _none),
        (r"(?:Characters exhausted this way can't ready during their controller's next ready step|Its controller can't "
         r"play cards this turn)", aimed),
        (rf"Your hero deals (?P<n>\d+) {_TYPE}damage to each (?:of those characters|character exhausted this way)",
         lambda m: [{"do": "damage", "n": int(m["n"])}]),
        (rf"Your hero deals (?P<n>\d+) {_TYPE}damage to that character", lambda m: [{"do": "damage", "n": int(m["n"])},
                                                                                   {"do": "_aimed"}]),
        # "Up to two target allies can't attack or exhaust this turn": the goldfish chooses none of its own.
        (r"Up to \w+ target (?:allies can't attack or exhaust this turn|resources can't ready during their controller's "
         r"next ready step)", _none),
        (r"Target up to \w+ heroes and/or allies", _none),
        (r"They can't attack or protect this turn", aimed),
        # Interrupting, retargeting: the passive opponent plays nothing; an alternative cost (`_markers`); a
        # restriction on when you play it (`_markers`).
        (r"When this card enters play, you may int\w*rupt target ability", _none),
        # Destroying target ally of a few races: the goldfish's only allies are its own (as "Destroy target ally").
        (r"Destroy target (?:[A-Z][\w']*(?: [A-Z][\w']*)?, )+(?:or )?[A-Z][\w']*(?: [A-Z][\w']*)? ally(?: with cost X or "
         r"less, where X is the cost of a non-hero [A-Z][\w' ]+ you control)?", _none),
        (r"You may change the target of an ability card with a single target", _none),
        (r"You may discard an? [\w\[\]' ]+ instead of paying this ability's cost", lambda m: [{"do": "_cost"}]),
        (r"You can't play (?:cards|[A-Z][\w' ]+ during combat)", lambda m: [{"do": "_only"}]),
        # Cheaper weapons and strikes; cheaper cards for "you and friendly players" (you are the one friendly player).
        (r"(?:Ongoing: )?You pay (?P<n>\d+) less to play and strike with weapons",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "equipment", "type": "weapon"},
                    {"do": "cost_less", "n": int(m["n"]), "what": "strike"}]),
        (r"(?:Ongoing: )?You and friendly players pay (?P<n>\d+) less to play cards, to a minimum of 1",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "card", "min": 1}]),
        # Protection of your side.
        (r"(?:Target armor you control can prevent damage that would be dealt to allies you control this turn|"
         r"Target a friendly hero and a friendly ally)", _none),
        # Hand size, written without "Ongoing:" on an Ongoing ability's second paragraph.
        (r"Your maximum hand size is increased by (?P<n>one|two|three|\d+)", lambda m: [{"do": "hand_size", "n": _n(m["n"])}]),
        # Heroes' ATK: "Heroes have Assault 3" (yours among them; the opposing hero never attacks), "All heroes have
        # +3 ATK this turn"; "Damage is unpreventable" (the passive opponent prevents nothing).
        (r"(?:Ongoing: )?(?:All heroes|Heroes) have (?:\+(?P<n>\d+) ATK|Assault (?P<a>\d+))(?P<t> this turn)?",
         lambda m: [_bonus(m, "hero")]),
        (r"Damage is unpreventable", _none),
        # Allies back from your graveyard to your hand: "up to two" (the engine takes one: it errs low).
        (r"Put up to (?P<n>two|three) target allies from your graveyard into your hand",
         lambda m: [{"do": "regrow", "what": "ally", "n": _n(m["n"])}]),
    ]


def _then_keyword(first: list[dict], keyword: str) -> list[dict] | None:
    """`first`, then the keyword's meaning (`_keyword`); None when the meaning is not read."""
    found = _keyword(keyword)
    return None if found is None else first + found


def _per_dealt(out: list[dict]) -> tuple[list[dict], bool]:
    """`_per_dealt` markers as their effect times the damage (or the characters) the card's one damage effect
    dealt, and whether one is left unmodelled: that damage must be one fixed amount to the opposing hero alone
    (to no group of yours, with no condition, trigger or count)."""
    marks = [e for e in out if e["do"] == "_per_dealt"]
    if not marks:
        return out, False
    rest = [e for e in out if e["do"] != "_per_dealt"]
    dmg = [e for e in rest if e["do"] == "damage"]
    if len(dmg) != 1 or not isinstance(dmg[0].get("n"), int) or set(dmg[0]) != {"do", "n"}:
        return rest, True
    for mk in marks:
        k = dmg[0]["n"] if mk["unit"] == "damage" else 1
        rest.append({**mk["then"], "n": mk["then"]["n"] * k})
    return rest, False


#: first acts of an ability whose only legal targets are the opponent's (an opposing ally, an attacker, a card in
#: an opposing graveyard): with none, the ability can't be played (as `_NEEDS_OPPOSING`, CR 707.1e)
_NO_TARGET = re.compile(
    rf"(?:Your hero deals \d+ {_TYPE}damage to target opposing ally|(?:Trap )?Destroy target attacking ally(?: with cost "
    r"\d+ or more)?|Remove two target allies in an opposing graveyard from the game|Exhaust target ready opposing ally|"
    r"Ready and gain control of target opposing ally until end of turn|Ready target opposing ally|"
    r"Exhaust (?:two|twp) target opposing allies|Your hero deals \d+ melee damage to target attacker, and that attacker "
    r"has -\d+ ATK this turn|(?:Trap )?Remove target opposing attacker from combat)")


def _aimed(out: list[dict], sents: list[str]) -> tuple[list[dict], bool]:
    """The effects without `_aimed` markers, and whether one is left unmodelled: a sentence about the
    target's controller is the opponent's only on a card that aims at the opposing hero or player
    (`_AIMS`), never attaches to your hero, and deals no damage to your own characters."""
    if not any(e["do"] == "_aimed" for e in out):
        return out, False
    rest = [e for e in out if e["do"] != "_aimed"]
    ok = (any(_AIMS.search(s) for s in sents) and not any(s.startswith("Attach to your hero") for s in sents)
          and not any(e["do"] == "damage" and e.get("to") in ("all", "heroes") for e in rest))
    return rest, not ok


# --- allies coverage: the passive opponent's side, choices that do nothing, riders that never fire ------
# (read before every other rule: each pattern is whole-sentence and specific)
# conditions on the passive opponent's side that never hold (it controls no ally and no resource, its hero
# never flips face down) and that always hold (it has no ready ally, its hero stays face up)
_OPP_NEVER = (r"(?:an opponent controls more allies than you|more allies are in an opponent's party than in yours|"
              r"an opposing hero is face down|you have fewer resources than an opponent)")
_OPP_ALWAYS = r"(?:there are no ready opposing allies|an opposing hero is face up)"
_DMG_TYPES = r"(?:arcane|fire|frost|holy|nature|shadow)"


def _ally_rules() -> list[tuple[str, Callable]]:
    return [
        (rf"{_WHO} has .+? while {_OPP_NEVER}", _none),
        (rf"(?P<who>{_WHO}) has (?P<b>.+?) while {_OPP_ALWAYS}", lambda m: _sentence(f"{m['who']} has {m['b']}")),
        (r"You pay \d+ less to play this ally if an opponent controls an ally(?: with cost \d+ or more)?", _none),
        (rf"When {_WHO} enters play, if an opponent controls an ally(?: with cost \d+ or more)?, .+", _none),
        (r"(?:At the start of your turn, )?[Ii]f you control fewer resources than (?:each|an) opponent, .+", _none),
        (r"(?:You pay \d+ less to play [\w' ]+|.+ (?:have|has) (?:Assault \d+|\+\d+ ATK)) for each exhausted opposing "
         r"(?:hero and ally|heroes and allies|resource)", _none),                 # the passive opponent never exhausts
        # two heroes are in play: yours and the passive opponent's
        (rf"{_WHO} has \+(?P<n>\d+) ATK(?: ?/ ?\+\d+ health)? for each hero in play",
         lambda m: [{"do": "atk_bonus", "n": 2 * int(m["n"]), "to": "self", "until": "ongoing"}]),
        # ATK of the opponent's cards (it never attacks), its allies' keywords, its resources, hand and discards
        (r"Opposing [\w\[\]' ]+? have -\d+ ATK", _none),
        (r'Opposing heroes have "This hero has -\d+ ATK for each damage on it"?', _none),
        (r"(?:Non-\S* )?[Aa]llies opponents control have -\d+ ATK", _none),
        (r"Opposing [\w\[\]' ]+? allies lose and can't have [\w -]+?(?: and have Conspicuous)?", _none),
        (rf"[A-Z][\w']* heroes and allies have -\d+ ATK while in combat with {_WHO}", _none),   # none fights your ally
        (r"At the end of your turn, gain control of all ready opposing resources", _none),
        (rf"When {_WHO} enters play, each opponent draws {_N} cards?", _none),
        (r"That (?:hero|[A-Z][\w']*)'s controller (?:chooses and )?(?:discards|destroys) .+", _none),
        (r"(?:[Gg]ain control of|[Dd]estroy|[Ee]xhaust) target (?:[\w-]+ )?(?:ally|card|equipment) that hero's controller controls",
         _none),
        (r"Target opponent chooses an ally he controls, and you gain control of it", _none),
        # triggers that never fire: your allies never defend and nothing attacks them; the goldfish never skips a draw
        (rf"When {_WHO} is dealt (?:combat )?damage while defending, .+", _none),
        (rf"When an attacker deals combat damage to {_WHO}, .+", _none),
        (r"When you skip drawing a card this way, .+", _none),
        # choices that do nothing by themselves (the sentence that uses the choice is read on its own), looking at
        # cards without taking them, revealing a card from your hand, defensive keyword choices
        (rf"As {_WHO} enters play, (?:choose {_DMG_TYPES}(?:,? (?:or )?{_DMG_TYPES})+|name a card|"
         r'choose "ability", "ally", or "equipment")', _none),
        (rf"When {_WHO} enters play, name (?:a card in play you control|an ability, ally, or equipment|a card)", _none),
        (r'At the start of your turn, choose at random "ability", "equipment" or "resource"', _none),
        (rf"As {_WHO} enters play, choose whether (?:he|she|it) is (?:Elusive|Untargetable|a Protector) or "
         r"(?:Elusive|Untargetable|a Protector)", _none),
        (rf"At the end of your turn, choose whether {_WHO} is (?:Elusive|Untargetable|a Protector) or "
         r"(?:Elusive|Untargetable|a Protector) until the end of your next turn", _none),
        (rf"When {_WHO} enters play, you may reveal an? (?:ally|card|ability|equipment)(?: card)? from your hand", _none),
        (rf"When {_WHO} enters play, look at target player's hand", _none),
        (r"You may look at the top card of your deck at any time", _none),
        (r"You and only you may look at cards removed this way at any time", _none),
        (r"If you would draw a card, you may draw it from the bottom of your deck instead", _none),  # never better
        # options the goldfish never takes: removing your own attacker from combat only loses its damage; Stash is
        # optional ("you may have it enter face up") and exhausting an ally gains nothing
        (rf"(?:If {_WHO} is in combat, )?[Rr]emove (?:this ally|him|her|{_WHO}) from combat", _none),
        (r"Stash ?: [Ee]xhaust target ally", _none),
        # health and Mend of your own side: nothing damages your cards (as the "health" class)
        (rf"{_WHO} has \+\d+ health for each [\w' -]+", _none),
        (rf"{_WHO} has Mend (?:\d+|X)(?: while [\w' ]+|, where X is [\w\[\]' ]+)", _none),
        # real effects written other ways
        (r"You pay (?P<n>\d+) less to play this (?:ally|card) if you control an? (?P<f>[A-Z][\w']*)",
         lambda m: [{"do": "cost_less", "n": int(m["n"]), "what": "self", "cond": "control", **_filter(m["f"])}]),
        (rf"When {_WHO} enters play, each friendly player may draw {_N} cards?",      # you are the one friendly player
         lambda m: [{"do": "draw", "n": _n(m[1])}]),
        (rf"When {_WHO} enters play, look at the top (?P<n>two|three|four) cards of your deck and put them back in any order",
         lambda m: [{"do": "scry", "n": _n(m["n"])}]),
        (rf"(?:You may )?[Pp]ut target {_WHAT}(?: card)? with cost (?P<c>\d+) or less from your graveyard into your hand",
         lambda m: [{"do": "regrow", "what": m["w"], "max": int(m["c"])}]),
        (rf"{_WHO} has \+(?P<n>\d+) ATK ?(?:/|and) ?\+\d+ [Hh]ealth(?P<t> this turn)?",     # (the health has no bearing)
         lambda m: [{"do": "atk_bonus", "n": int(m["n"]), "to": "self", "until": "turn" if m["t"] else "ongoing"}]),
        (rf"When {_WHO} enters play, {_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage to target (?:opposing )?hero with "
         r"(?P<k>\d+) or more damage on it",
         lambda m: [{"do": "damage", "n": int(m["n"]), "cond": "opp_damaged", "count": int(m["k"])}]),
        (r"You pay (?P<n>\d+) less to play this (?:ally|card) for each (?P<what>.+)",
         lambda m: _counted(m, {"do": "cost_less", "n": int(m["n"]), "what": "self"})),
        # a restriction lifted only while you control a strong ally (printed ATK: the engine errs low), or never
        # lifted: the passive opponent's graveyard stays empty
        (rf"{_WHO} can't attack unless you control another ally with (?P<n>\d+) or more ATK",
         lambda m: [{"do": "cant_attack", "unless": "atk", "n": int(m["n"])}]),
        (rf"{_WHO} can't attack unless there is at least one card in each graveyard", lambda m: [{"do": "cant_attack"}]),
        (rf"{_WHO} (?:has|is) (?:a |an )?{_DEF_KW}", _none),      # Invincible, Aberration: see _KEYWORDS_OK
        # control of cards: the passive opponent has none in play, so the only targets are your own cards, which you
        # control already; options on a target card the goldfish never takes (it would aim them at its own)
        (r"(?:You may )?[Gg]ain control of target (?:ally|armor or item)(?: with cost \d+ or less)?"
         r"(?: until end of turn| while [\w' ]+ remains (?:in your party|under your control))?", _none),
        (r"You may (?:destroy target (?:\[[\w ]+\] ability or equipment|non-hero [A-Z]\w+ or \[[\w ]+\] equipment|"
         r"ability and/or equipment)|put target \[[\w ]+\] equipment on the bottom of its owner's deck|"
         r"search target player's deck for a card and remove it from the game)", _none),
        (r"If that ally has fatal damage, remove it from the game", _none),      # the ally an unused option damaged
        (rf'When {_WHO} enters play, say "[^"]+" and opposing allies can\'t attack this turn', _none),
        (rf"When {_WHO} enters play, {_WHO} deals \d+ {_TYPE}damage to each Rading hero", _none),     # a raid (source typo)
        # fatal damage from your ally: to the opposing hero it ends the game, and it has no ally to destroy
        (rf"When (?:{_WHO}|this or another [A-Z]\w* ally you control) deals fatal (?:combat )?damage(?: while attacking)?, .+",
         _none),
        # attacking exhausts an attacker (CR 602.1): "when it becomes exhausted" is each time it attacks
        (rf"When {_WHO} (?:becomes exhausted|exhausts), {_WHO} (?:may )?deals? (?P<n>\d+) {_TYPE}damage to "
         r"target (?:opposing )?hero(?: or ally)?", lambda m: [{"do": "damage", "n": int(m["n"]), "when": "attack"}]),
        # an attacked hero is the defender (CR 601.2b): each attack of this ally deals combat damage to a defending hero
        (rf"When {_WHO} deals combat damage to (?:a|a defending|an opposing) hero, (?:you may )?draw (?P<n>a|one|two) cards?",
         lambda m: [{"do": "draw", "n": _n(m["n"]), "when": "attack"}]),
        # the passive opponent never damages your hero: a draw at the end of each of its turns, before each of yours
        (r"At the end of each opponent's turn, if your hero wasn't dealt damage this turn, (?:you may )?draw (?P<n>a|one|two) cards?",
         lambda m: [{"do": "draw", "n": _n(m["n"]), "when": "turn_start"}]),
        (r"You have no maximum hand size", lambda m: [{"do": "hand_size", "n": 99}]),
        # "target player": the goldfish aims it at the passive opponent, whose deck, graveyard, hand and quests don't
        # bear on your kill
        (r"(?:You may )?[Pp]ut the top (?:card|two cards|three cards) of target player's deck into his graveyard", _none),
        (r"(?:You may )?(?:have )?[Tt]arget player shuffles? his graveyard into his deck",     # (it may be you)
         lambda m: [{"do": "shuffle_back"}]),
        (r"(?:You may )?[Rr]emove the top card of target player's deck from the game", _none),
        (r"Target player (?:discards a card|turns one of his quests face down)", _none),
        # the passive opponent's side: no opposing ally to move, nothing in its graveyards, no quests, its hero never
        # exhausts (so never readies) and never targets; the Dungeon exists only in dungeon play
        (r"You may put each of up to \w+ target opposing allies(?: with cost \d+ or less)? into its owner's hand", _none),
        (r"You may put an ally card from target opponent's graveyard into play under your control", _none),
        (rf"{_WHO} ha[sd] \+\d+ ATK ?/ ?\+\d+ health for each ally card in opposing removed from game zones", _none),
        (r"You can complete opposing quests", _none),
        (r"When an opponent's hero readies, you may pay \d+", _none),
        (rf"When {_WHO} becomes targeted by an opposing card (?:of|or) effect, .+", _none),
        (rf"{_WHO} has .+? while the Dungeon controls an? (?:[A-Z][a-z]+Icon )?ally", _none),
        (rf"When a player plays an ability, he gains control of {_WHO}", _none),    # only you play: yours already
        # keywords that defend, evade or hit defenders whatever the group or state ("while ready": it attacks
        # exhausted), a choice among them, a stray comma after one
        (r"This and other [A-Z][\w']* allies you control have (?:Elusive|Smash|Stealth|Protector|Untargetable)(?: while ready)?",
         _none),
        (r"Target ally you control has (?:Protector|Elusive|Stealth|Untargetable)(?:, (?:or )?(?:Protector|Elusive|Stealth|"
         r"Untargetable))+ this turn", _none),
        (rf"(?:{_KW}),", _none),
        # a search or a regrowth of one race or tag ("search your deck for a Beast ally", "for a Murloc", "target
        # Monster ally with cost 2 or less from your graveyard into play")
        # (a bare "Search your deck for a Pet" is left to the options it is one of: Master's Embrace)
        (rf"(?:You may [Ss]earch your deck for an? (?P<f>[A-Z][\w']*)(?: (?P<w>ally|ability|equipment|card))?|"
         r"[Ss]earch your deck for an? (?P<f2>[A-Z][\w']*) (?P<w2>ally|ability|equipment))(?: card)?, "
         r"reveal it, and put it into your hand",
         lambda m: [{"do": "tutor", "what": m["w"] or m["w2"] or "card", **_filter(m["f"] or m["f2"])}]),
        (r"(?:You may )?[Pp]ut target (?P<f>[A-Z][\w']*) (?P<w>ally|equipment)(?: card)?(?: with cost (?P<c>\d+) or less)? from your "
         r"graveyard into (?P<to>your hand|play)",
         lambda m: [{"do": "regrow", "what": m["w"], **_filter(m["f"]), **({"max": int(m["c"])} if m["c"] else {}),
                     **({"to": "play"} if m["to"] == "play" else {})}]),
        # attacking exhausts an ally (CR 602), and it deals its combat damage exhausted
        (rf"{_WHO} has -(?P<n>\d+) ATK while exhausted",
         lambda m: [{"do": "atk_bonus", "n": -int(m["n"]), "to": "self", "until": "ongoing"}]),
    ]


_RULES: list[Rule] = [(re.compile(p + r"$"), fn)
                      for p, fn in _text_rules_first() + _ally_rules() + _engine_rules() + _ability_rules_first() + _rules()]
_LATE_RULES: list[Rule] = [(re.compile(p + r"$"), fn) for p, fn in _ability_rules() + _text_rules()]


def _late(sent: str):
    """The `_ability_rules` reading of a sentence no rule and no class of no bearing took; False when none."""
    for pattern, fn in _LATE_RULES:
        m = pattern.match(sent)
        if m:
            return fn(m)
    return False

_ACTIVATED = re.compile(r"(?:Ongoing: )?(?:(?P<once>Once per game|On your turn|During your turn): )?(?:(?P<pay>\d+|X)(?:, ?| (?=->)))?"
                        r"(?P<ex>\[Exhaust\]|Flip [\w' ,.-]+?|Exhaust [\w' ]+?)?(?P<extra>, [^->]+)? ?-> ?(?P<rest>.+)")
_ANY_COST = re.compile(r"[^>]{1,80}?-> ?(?P<rest>.+)")
_POWER_KINDS = ("damage", "draw", "atk_bonus", "ferocity", "ready_resource", "token", "extra_resource", "ready")


_HEAL_RIDER = re.compile(r"(?P<dmg>.+? deals? (?:\d+|X) (?:unpreventable )?(?:\w+ )?damage to [^,]+?),? and "
                         r"(?:heals?|your hero heals) (?:\d+|X|all|that much) damage .+")


def _sentence(sent: str) -> list[dict] | None:
    """Effects of one sentence, or None when it is not recognised."""
    m = _ACTIVATED.fullmatch(sent)
    if m and (m["pay"] or m["ex"] or m["once"] or sent.startswith("->") or re.match(r"\d+ ?->", sent)):
        # An activated power: "N, [Exhaust] -> effect" / "N -> effect" / "[Exhaust] -> effect" /
        # "N, Flip Hero -> effect" / "Once per game: N -> effect". The tracker drops the [Exhaust]
        # icon ("3, -> ..."): a cost with a dangling comma is read as an exhaust cost.
        rest = m["rest"]
        found = _sentence(rest)
        if found is None:
            return None
        if not found:
            return []                   # a power with no effect on a passive opponent, whatever it costs
        if (m["ex"] or "").startswith("Exhaust ") and re.match(r"Exhaust (?:an? |one |two |three |target )|.* and ", m["ex"]):
            return None                 # exhausting another card (and more) as the cost: not modelled
        hero_cost = bool(m["extra"]) and re.fullmatch(r", ?Exhaust your hero ?", m["extra"]) is not None
        hero_only = (m["ex"] or "").strip() == "Exhaust your hero"      # (issue 23) its cost: the hero, not the card
        if m["extra"] and not re.fullmatch(r", ?", m["extra"]) and not hero_cost:
            return None                 # an additional cost (discard, destroy, remove): not modelled
        if any((e["do"] not in _POWER_KINDS and not (e["do"] == "cost_less" and e.get("what") == "next"))
               or "when" in e for e in found):
            return None
        ex = m["ex"] or ""
        if m["pay"] == "X":
            return found if not found else None     # an X power: only its no-effect form is modelled
        power = {"pay": int(m["pay"] or 0), "exhaust": 1 if ex.startswith(("[", "Exhaust")) or
                 re.match(r"\d+, ?->", sent) else 0}
        if hero_only:
            del power["exhaust"]
        if ex.startswith("Flip"):
            power["flip"] = 1
        if hero_cost or hero_only:
            power["exhaust_hero"] = 1   # your hero exhausts too: used only when it has not attacked
        if m["once"] == "Once per game":
            power["once"] = 1
        return [{**e, **power} for e in found]
    m = _ANY_COST.fullmatch(sent)
    if m and _sentence(m["rest"]) == []:
        return []                       # a power of no effect on a passive opponent, whatever its cost
    m = _HEAL_RIDER.fullmatch(sent)
    if m:
        # (issue 23) "... deals 5 damage to target hero and heals 5 damage from ...": the damage, the healing
        # has no bearing (nothing damages your side)
        return _sentence(m["dmg"])
    for pattern, fn in _RULES:
        m = pattern.match(sent)
        if m:
            return fn(m)
    return _after_rules(sent)


def _after_rules(sent: str) -> list[dict] | None:
    """`_sentence` past its rule table: keywords, the no-bearing classes, riders and heads."""
    found = _keyword(sent)
    if found is not None:
        return found
    if no_bearing(sent) is not None:
        return []
    found = _late(sent)
    if found is not False:
        return found
    m = _AFTER.fullmatch(sent)
    if m:
        # "If you do, ..." / "Then, ...": a rider on the sentence before. One with no effect on a
        # passive opponent is none; one with an effect depends on the choice before: not modelled.
        rest = _cap(m["rest"])
        return [] if _sentence(rest) == [] else None
    m = _PREFIX.fullmatch(sent)
    if m:
        rest = _cap(m["rest"])
        found = _sentence(rest)
        if found is None:
            return _general(sent)
        when = "start" if m["start"] is not None else m["when"]
        if m["ctl"]:
            if any(e["do"] not in ("damage", "draw", "atk_bonus", "token") for e in found):
                return None
            return [{**e, "cond": "control", **_filter(m["ctl"])} for e in found]
        if when == "readies":
            # (allies coverage) an ally readies after it exhausted: at your next ready step after it attacked (CR 602.1:
            # attacking exhausts it), or as it is readied to attack again
            if found and all(e["do"] in ("draw", "damage") and set(e) <= {"do", "n"} and isinstance(e["n"], int)
                             for e in found):
                return [{**e, "when": "readies"} for e in found]
            return [] if found == [] else None
        if when == "attacks":
            if any(e["do"] not in ("damage", "draw", "atk_bonus", "tutor") for e in found):
                return None
            return [{**e, "when": "attack"} for e in found]
        if when == "start":
            if any(e["do"] not in ("damage", "draw", "token", "extra_resource") for e in found):
                return None
            return [{**e, "when": "turn_start"} for e in found]
        return found
    found = _compound(sent)
    return found if found is not None else _general(sent)


# --- general trigger, condition and label heads (allies coverage)
# "When this ally deals combat damage to a hero, X", "At the end of your turn, X", "If Y, X",
# "Unity: When ..., X", "Traitor Hero: X": when X has no bearing on a passive opponent, neither has
# the sentence, whatever its trigger or condition (a trigger or a condition changes when X happens,
# not what it does). X with an effect is read only by the patterns that keep its trigger and
# condition (the rule table, `_PREFIX`); here it leaves the sentence unrecognised. An X that
# destroys, returns, exhausts, discards or moves a card of yours without a choice ("destroy target
# ally", which a goldfish can only aim at its own) is never taken as no bearing.
_HEAD = re.compile(r"(?:When|Whenever|As|After|At the (?:start|end) of|At end of|At the beginning of|If|While|Each time|"
                   r"Once per turn|During|Until|Unless|Before)\b[^,]*")
_LABEL = re.compile(r"(?P<label>[A-Z][\w'!+ -]{1,40}?) ?: (?P<rest>.+)")
# labels whose condition is spelled out in the text after them ("Unity: ..., if you control three or
# more Human allies, ..."); any other label may be a condition itself (the hero's class, Traitor Hero,
# a dungeon level): what follows it is read only when it has no bearing
_SELF_LABELS = re.compile(r"Unity|Tribe|Bloodrush|Empower [A-Z][\w]*(?: [A-Z][\w]*)?|"
                          r"Vile Gas|Frostbolt Volley|Bone Storm|Spirit Burst|Blood Power")   # (allies coverage: named powers)
# what can change a kill even inside a rest some pattern takes as none ("... heals 3 damage ..., and you
# draw a card"): damage that can reach a hero, draws, ATK, tokens, resources, costs
_REST_KILL = re.compile(r"damage to [^,]*\bhero|\b[Dd]raws?\b|\+\d+ ATK|\+X|Assault|Ferocity|token|resource|cost|less|"
                        r"extra|[Rr]eady (?:your|this|him|her|it\b)")
_HARM = re.compile(r"(?:[Dd]estroy|[Rr]eturn|[Rr]emove|[Pp]ut|[Ee]xhaust|[Dd]iscard|[Ss]huffle|[Gg]ain control|[Tt]urn|"
                   r"[Ss]acrifice)\b(?!.*(?:[Oo]pposing|[Oo]pponent|an opponent's))")


def _general(sent: str) -> list[dict] | None:
    """A sentence read as a head (label, trigger, condition) and the rest; see `_HEAD`."""
    m = _LABEL.fullmatch(sent)
    if m and not sent.startswith(("Reward", "Ongoing", "Play only", "Deckbuilding")):
        rest = _cap(m["rest"])
        found = _sentence(rest)
        if found == [] and (_idle(rest) or _SELF_LABELS.fullmatch(m["label"])):
            return []          # (a name's rest with no bearing, whatever its trigger: allies coverage)
        if found and _SELF_LABELS.fullmatch(m["label"]):
            return found           # a name for a power whose trigger and condition are in its text
        return None
    i = sent.find(", ")
    if i > 0 and _HEAD.fullmatch(sent[:i]):
        rest = _cap(sent[i + 2:])
        if _sentence(rest) == [] and _idle(rest):
            return []
    return None


def _idle(rest: str) -> bool:
    """A rest some pattern takes as none that is none: nothing in it can change a kill (`_REST_KILL`)
    and it moves none of your cards without a choice (`_HARM`)."""
    return not _REST_KILL.search(rest) and not _HARM.match(rest)


# Text with no bearing on a game against a passive opponent, class by class, each with its reason.
# A sentence is called irrelevant only when it fits one of these classes; anything else that no
# pattern models leaves the card unmodelled. `no_bearing` names the class (the coverage bench and
# the tests can show which class took a sentence).
#
# Words that can change a kill: a class marked `guarded` never takes a sentence holding one of them.
_KILL = re.compile(r"ATK|Ferocity|Assault|Haste|[Dd]raw|damage|resource|[Rr]eady|less|more|token|into play|"
                   r"[Ss]trike|weapon|[Ss]earch|[Cc]opy|quest|\bX\b|\battack|cost|pay|[Pp]ut|[Pp]lay|instead|"
                   r"[Dd]iscard|hand|deck|[Ee]xtra|additional|double|[Dd]ouble|[Ff]lip|[Ee]xhaust|-\d+|"
                   r"[Cc]hoose|[Dd]estroy|[Rr]emove|[Rr]eturn|[Gg]ain control")
_OPP = r"(?:[Oo]pposing|[Oo]pponents?(?:'s?)?|[Ee]nemy|[Tt]arget opponent(?:'s)?|[Ee]ach opponent(?:'s)?|[Aa]n opponent(?:'s)?)"
_OWN = re.compile(r"\byour\b|\byou\b|\bYou\b|\bYour\b|friendly|Friendly|[Tt]his (?:ally|card|ability|weapon|armor|item)|"
                  r"[Ee]ach hero|[Ee]ach player|[Aa]ll heroes|[Hh]eroes and allies|[Cc]haracters|[Aa]llies (?!opponents)")
# What keeps a sentence about the opponent's side in play: your kill, your hero's target, or your card's terms.
_OPP_KILL = re.compile(r"ATK|\+\d+ ?/|Use only|gains? control|Ferocity|Assault|damage|[Dd]raw|into play|Play only|[Pp]lay this|can't attack|"
                       r"chooses one|[Cc]hoose one|opposing hero(?!es and allies| or ally)|opponent's hero|"
                       r"opposing heroes(?! and allies)|cost|less|more|[Cc]omplete")
# Prevention that could stop your own damage (or deals some) is not taken by the prevention class.
_PREVENT_KILL = re.compile(r"\bdeals? \d|\bdeals? X|[Dd]raw|ATK|this way|dealt by|(?:hero|you control|party|allies|ally) would deal(?! is unpreventable)|"
                           r"^(?:If |When )?(?:[\w]+ )?damage would be dealt|If (?:your hero|a hero) would deal")
#: (class, reason, pattern, guarded)
NO_BEARING: list[tuple[str, str, "re.Pattern[str]", bool]] = [(c, r, re.compile(p), g) for c, r, p, g in (
    ("defence", "a passive opponent never attacks, blocks or targets: keywords and states that only defend, "
     "evade or hide your cards (Protector, Elusive, Stealth, Untargetable, Spellshield, Long-Range, Absorb, "
     "resistances, can protect) change nothing (not Sentinel: it readies an ally that attacked, which attacks again)",
     r"(?:(?:Ongoing: |This turn, |Until end of turn, |Death Rattle ?: |Stash ?: )?(?:[\w' ,.-]+ )?"
     r"(?:has|have|is|are|gains?|gets?) (?:a |an )?(?:and |, |(?:Protectors?|Elusive|Stealth|Untargetable|Spellshield|"
     r"Long-Range|Absorb(?: \d+)?|Mend \d+|Hardiness|Tough|Dodge|(?:the chosen |\w+ )?[Rr]esistance(?: to [\w' ]+)?)"
     r"(?: and| ,)?)+(?: this turn| this combat| while [\w' ]+| for each [\w' ]+)?"
     r"|[\w' ,.-]+ can protect(?: against)? [\w' ]+|[\w' ,.-]+ can't be (?:targeted|attacked|protected against)[\w' ]*)", True),
    ("health", "nothing damages your cards in a goldfish game (your own each-hero damage aside, which the engine "
     "applies to printed health): health and DEF bonuses and healing do not change the kill",
     r"(?:Ongoing: )?(?:[\w' ,.-]+ )?(?:has|have|gets?|gains?) (?:[\w-]+ and )?\+\d+(?: health| \[DEF\]| DEF)?(?: and [\w-]+)?"
     r"(?: this turn| until [\w' ]+| for each [\w' ]+| while [\w' ]+)?"
     r"|(?:Ongoing: )?[\w' ,.-]*(?:heals?|Mend) .+", True),
    ("prevention", "the passive opponent deals no damage and prevents none: prevention and unpreventable riders "
     "change nothing",
     r"(?:Ongoing: |BACK: )?(?:(?:Combat )?[Dd]amage (?:that )?[\w' ]+ (?:would deal|deals?|dealt by [\w' ]+)(?: with [\w' ]+)? "
     r"(?:is|are) unpreventable|(?:Combat )?[Dd]amage (?:dealt by|that would be dealt (?:by|with)) [\w' ]+ "
     r"(?:can't be prevented|is unpreventable)|(?:[\w' ,]+, )?prevent (?:all|\d+|up to \d+|the next \d+)(?: of (?:it|that damage)"
     r"|(?: combat)? damage [\w' ,]+)?|(?:If|While|When) [\w' ,]+, prevent [\w' ,]+)", False),
    ("opponent", "the passive opponent has no cards in play and plays none; its hand, deck, graveyard, resources "
     "and quests don't bear on your kill: text that acts only on the opponent's side",
     rf".*{_OPP}.*", False),
    ("raid", "raid, boss, dungeon (XP, levels), battleground, sabotage and multi-game text; the goldfish plays one "
     "two-player game",
     r".*(?:\b[Rr]aid(?:ing|er|ers)?\b|raid leader|\bBoss\b|^Reward: \d+ XP$|\bDungeon (?:hero|card|deck|graveyard|ally)|Caverns [Hh]ero|Sabotage|[Ss]abotages|Battleground|"
     r"honor counter|side deck|this match|next game|\bMARKED\b|Deathwing's turn|Stage \d).*", False),
    ("counter", "a counter does nothing by itself (a sentence that reads counters is modelled or left unmodelled)",
     r"(?:Ongoing: )?(?:At the start of your turn, )?(?:[Aa]dd|[Pp]ut) (?:an?|one|two|three|\d+) [\w-]+ counters? "
     r"(?:to|on) [\w' ]+", True),
    ("face", "the name line of a face of a double-faced card", r"\[(?:Front|Back)\]: [\w' ,.-]+", True),
)]


# --- abilities coverage: classes of no bearing (each with its reason) ---------------------------------
NO_BEARING += [(c, r, re.compile(p), g) for c, r, p, g in (
    ("interrupt", "the passive opponent plays no cards and uses no powers, so it interrupts nothing: a card that "
     "can't be interrupted plays as any other",
     r"(?:Ongoing: )?(?:This (?:ability|card)|[A-Z][\w' ]*?|Your (?:ability|ability, ally, and equipment) cards) "
     r"(?:can't|cannot) be interrupted", True),
)]


def no_bearing(sent: str) -> str | None:
    """The class of text with no bearing on a passive opponent that `sent` belongs to, or None."""
    for cls, _reason, pat, guarded in NO_BEARING:
        if guarded and _KILL.search(sent):
            continue
        if pat.fullmatch(sent):
            if cls == "opponent" and (_OWN.search(sent) or _OPP_KILL.search(sent)):
                continue
            if cls == "prevention" and _PREVENT_KILL.search(sent):
                continue
            return cls
    return None


# --- abilities (text) coverage: classes of no bearing (each with its reason) ---------------------------------
NO_BEARING += [(c, r, re.compile(p), g) for c, r, p, g in (
    ("opposing side", "the passive opponent has no allies, equipment, quests or graveyard, plays and draws nothing "
     "and never attacks: restrictions, costs and losses put on it, its hand looked at, and counts of its allies "
     "(zero) change nothing (the goldfish names it as the target player)",
     r"(?:Ongoing: )?(?:"
     r"Target player (?:can't play (?:cards|allies|abilities) this turn|skips his next turn|puts an ally he controls "
     r"into its owner's hand|removes a card from the top of his deck from the game for each resource you control)|"
     r'Choose "ability," "ally," or "equipment(?:,"|\.")(?: and then)? (?:[Tt]arget player can\'t play cards of that '
     r"kind during his next turn|target player reveals his hand and discards all cards of that kind|Target opponent "
     r"destroys a card of that kind he controls unless he discards a card of that kind)|"
     r"Look at target (?:player|opponent)'s hand and choose (?:a card|a location or quest|an ability, ally or equipment "
     r"card with cost \d+ or less)|"
     r"(?:Target|Each) opponent puts three allies from his party (?:on top of their owner's decks|into their owner's hands)|"
     r"Each opponent can't draw cards unless he pays \d+ for each card|"
     r"Each opposing equipment can't exhaust unless its controller pays \d+|"
     r"Opposing cards can't be exhausted on your turn|Opposing heroes and allies attack at random|"
     r"Opposing cards and effects must target your hero if able|Opposing allies enter play exhausted this turn|"
     r"Opposing allies have -(?:X|\d+)(?: ?/ ?-(?:X|\d+))? this turn(?:, where X is [\w' ]+| for each [\w' ]+)?|"
     r"At the start of your turn, each opponent puts a card from the top of his deck into his graveyard for each hero "
     r"and ally he controls|"
     r"At the end of each opponent's turn, destroy each ally in his party that neither attacked nor entered play this turn|"
     r"His abilities, allies, equipment and hero can't attack or exhaust this turn|"
     r"If one or more cards from the top of an opponent's deck would be removed from the game, remove that many \+1 "
     r"instead|"
     r"If an opponent would draw a card, he skips drawing that card and you remove a frost counter instead|"
     r"The next time target opponent would draw a card this turn, you draw one instead|"
     r"When an ability, ally, or equipment enters play under an opponent's control on his turn, .+|"
     r"Put a whelp into play for each opposing ally|"
     r"Put each of up to two target opposing allies into its owner's hand|"
     r"Gain control of (?:any number of target opposing allies with combined cost [\w' ]+|target attacking ally)|"
     r"Ready and gain control of target opposing equipment until end of turn|"
     r"(?:At the start of your turn, you may )?[Pp]ut target ally (?:card )?from an opponent's graveyard into play under "
     r"your control|Play target ability in an opposing graveyard immediately without paying its cost|"
     r"Double the damage on each opposing ally|"
     r"If an opposing ally would deal any type of damage, it deals shadow damage instead|"
     r"This turn, opposing heroes and allies must attack if able and can attack only your hero if able|"
     r"This turn, target opposing hero or ally must attack if able and can attack only your hero if able|"
     r"Destroy all of target player's weapons|If target player has exactly one ally in his party, destroy it|"
     r"Target player puts the top \w+ cards of his deck into (?:his|is) graveyard|"
     r"If they're both abilities, both allies, or both equipment, that player discards two cards|"
     r"Target player chooses an ally he controls|Gain control of that ally|Put all opposing allies into their owner's "
     r"hands|Opponents can't play allies until after your next turn|Your hero deals \d+ \w+ damage to that player's "
     r"hero for each resource exhausted this way|Then, look at the top card of its controller's deck|"
     r"You control them until the end of your turn|Ready all of target opponent's exhausted resources|"
     r"Your hero deals \d+ \w+ damage to his hero for each resource readied this way)", False),
    ("retaliation", "the passive opponent never attacks and deals no damage: what your cards do when your side is "
     "attacked, dealt damage or has damage prevented never happens",
     r"(?:Ongoing: )?(?:"
     r"When a hero or ally in your party is dealt combat damage, it deals \d+ \w+ damage to the source of that combat damage|"
     r"When damage is dealt to attached ally, it deals unpreventable holy damage equal to its ATK to the source of that damage|"
     r"When damage that would be dealt to a hero or ally in your party is prevented, your hero deals that much "
     r"unpreventable holy damage to its source|"
     r"When an attacking ally deals damage to an ally you control, you may destroy that attacker|"
     r"When target hero or ally deals combat damage to your defending hero this turn, your hero also deals that much "
     r"\w+ damage to it|"
     r"When damage that an opposing hero or ally would deal is prevented this way, your hero may deal that much \w+ "
     r"damage to target hero or ally|"
     r"When damage that an attacking ally would deal is prevented this way, destroy that ally|"
     r"When damage is prevented this way, (?:your hero deals that amount of holy damage to that character|destroy "
     r"[A-Z][\w': ]+)|"
     r"For each damage dealt this way, prevent the next \d+ damage that would be dealt to a second hero or ally this turn|"
     r"When your hero is dealt combat damage on an opponent's turn, .+|"
     r"If your hero is defending against an ally, remove your hero from combat|"
     r"Remove (?:a character dealt damage this way|all attackers) from combat(?:, and opposing heroes and allies can't "
     r"attack this turn)?|Remove target attacker from combat, and your hero deals \d+ \w+ damage to it|"
     r"Put target defending ally you control into its owner's hand|"
     r"Put X Snake ally tokens with 1 Nature ATK / 1 health into play, where X is target opposing attacker's cost)",
     False),
    ("dungeon", "Dungeon allies are the Dungeon deck's (a dungeon game, not a goldfish one): nothing of yours",
     r"(?:If you do, )?Dungeon allies have .+", False),
)]


_AFTER = re.compile(r"(?:If you do|Then|If you don't|Otherwise|If it's an? \w+|If that ally [\w' ]+)(?:, | )(?P<rest>.+)")


# Trigger and timing prefixes that leave the rest of the sentence to the patterns above.
_PREFIX = re.compile(rf"(?:When {_WHO} (?P<when>enters play|attacks|readies)|If you control (?:a|an) (?P<ctl>[A-Z][\w']*)|(?:Ongoing: )?At the start of your turn(?P<start>)|"
                     r"Reward|Ongoing|You may|you may|Instead)(?:, |: | )(?P<rest>.+)")


def _read(sents: list[str]) -> tuple[list[dict], bool]:
    """The effects of a run of sentences, and whether any was not recognised. "If you do, ..." after
    a "you may" sentence the engine plays (it has an effect) happens: the goldfish takes that choice."""
    out: list[dict] = []
    unknown = False
    prev_may = prev_never = False
    for sent in sents:
        found = _sentence(sent)
        if found is None and prev_may:
            m = _IF_DO.fullmatch(sent)
            if m:
                found = _sentence(_cap(m["rest"]))
        if found is None and prev_never and _IF_DO.fullmatch(sent):
            found = []        # the option before needs a card the passive opponent never has: it never happens
        if found is None:
            unknown = True
        else:
            out.extend(found)
        prev_may = bool(found) and re.search(r"\b[Yy]ou may\b", sent) is not None
        prev_never = found == [] and _NEVER_DONE.fullmatch(sent) is not None
    return out, unknown


# --- "If you do" after an option that never happens (allies coverage): it acts on an opposing ally, card or
# graveyard card (the passive opponent has none) or is taken only on an opponent's turn (you do nothing then)
_NEVER_DONE = re.compile(r"(?:.*, )?(?:you may )?(?:exhaust|destroy|remove|return|gain control of) (?:target |an? |each )?"
                         r"(?:(?:ready|damaged|exhausted) )?(?:opposing (?:[\w-]+ )*?(?:ally|allies|card|equipment|ability|resource)"
                         r"|(?:ally|card) in an opposing graveyard)(?: from the game)?|"
                         r"If [\w' ]+ would be destroyed on an opponent's turn, you may .+")


_NEEDS_OPPOSING = re.compile(r"(?:Remove|Destroy|Exhaust|Return|Put|Gain control of|Attach to) "
                             r"(?:up to \w+ )?target (?:opposing |exhausted opposing |ready opposing )?"
                             r"(?:ally|ability|equipment|card|attacking ally|weapon|armor|item)(?:,? or [\w ]+)? "
                             r"(?:in an opponent's party|an opponent controls)(?: .*)?|"
                             r"(?:Remove|Destroy|Exhaust|Return|Put|Gain control of|Attach to) (?:up to \w+ )?target opposing "
                             r"(?:ally|ability|equipment|card|attacking ally|weapon|armor|item|ability or equipment)(?: .*)?")


#: (issue 23) "Interrupt target ability ...": the passive opponent plays nothing to interrupt (CR 707.1d)
_INTERRUPTS = re.compile(r"Interrupt target ")
_RESTRICTION = re.compile(r".+ Hero Required|(?:[\w ]+ )?Talent|[\w' ]+ Rep(?:utation|uation)")


def parse_effects(rules: str, card_type: str) -> list[dict]:
    """Effects the engine models for this text, as [{"do": kind, ...}]; [] when none is recognised.

    A card whose text has any sentence not recognised gets a final ``{"do": "unmodelled"}``.
    Heroes keep only their dual wield and their flip / once-per-game powers (the rest of their
    text is not modelled and not reported: heroes are not cards of the deck).
    """
    if not rules:
        return []
    hero = card_type in ("Hero", "Master Hero")
    # the tracker joins the text of every print of a card: a sentence read twice is one sentence
    sents = _joined(list(dict.fromkeys(_clean(rules))))
    options = _options(sents)
    if options is not None:
        sents = options
    first = next((s for s in sents if not _RESTRICTION.fullmatch(s)), "")    # ("Survival Hero Required" first)
    if card_type == "Ability" and (_NEEDS_OPPOSING.fullmatch(first) or _NO_TARGET.fullmatch(first)
                                   or _INTERRUPTS.match(first)):
        # an ability whose first act needs a target the passive opponent never has (an opposing
        # ally or card) can't be played (CR 707.1e: a link needs its targets): the rest never happens
        return []
    out, unknown = _read(sents)
    out, aimed = _aimed(out, sents)
    out, dealt = _per_dealt(out)
    out, marked = _markers(out, card_type)
    unknown |= aimed or dealt
    unknown |= marked
    if hero:
        # (issue 23) a hero's text the engine does not play is said: the record is unmodelled
        kept = [e for e in out if e["do"] == "dual_wield" or "flip" in e or "once" in e]
        return kept + ([{"do": "unmodelled"}] if unknown or len(kept) < len(out) else [])
    # Conditions carried by one sentence onto the card's other effects.
    x_max = next((e["n"] for e in out if e["do"] == "x_max"), None)
    if x_max is not None:
        out = [e for e in out if e["do"] != "x_max"]
        for e in out:
            if e.get("n") == "X":
                e["max"] = x_max
        if not any(e.get("max") == x_max for e in out):
            unknown = True
    for e in out:
        if e.pop("_bare", None) and card_type == "Ability":
            e["until"] = "turn"  # not modelled: the engine plays boosts of cards in play only
    attach = next((e for e in out if e["do"] == "attach"), None)
    if attach is not None and attach.get("cond"):
        for e in out:
            if e is not attach and e["do"] == "damage":
                e["cond"] = attach["cond"]
    if any(e["do"] == "unknown_filter" or "unknown_filter" in e for e in out):
        unknown = True
        out = [e for e in out if "unknown_filter" not in e]
    if card_type == "Quest" and not any(e["do"] == "quest" for e in out):
        unknown = True           # a quest whose completion the engine can't do
    if unknown:
        out.append({"do": "unmodelled"})
    return out


_LOOK = re.compile(r"(?:Reward: |When [\w' ]+ enters play, )?(?:[Yy]ou may )?(?:[Ll]ook at|[Rr]eveal) the top "
                   r"(?P<n>card|two cards|three cards|four cards|five cards|six cards) of your deck")
_FOLLOW = [
    (re.compile(r"Put any number of them on top of your deck in any order, and the rest on the bottom(?: of your deck)?"),
     "scry", None),         # Delve: kept as one on top (the engine errs low)
    (re.compile(r"Put (?:one|a card) on top of your deck and the rest on the bottom(?: of your deck)?(?: in any order)?"),
     "scry", None),
    (re.compile(rf"Put (?:(?:a|an|one|any one) )?(?:revealed )?{_WHAT}?(?: card)? ?into (?:your )?hand and the rest on the "
                r"bottom(?: of your deck)?(?: in any order)?"), "dig", None),
    (re.compile(r"Put one (?:of them )?into your hand and the rest on the bottom(?: of your deck)?(?: in any order)?"),
     "dig", "card"),
    (re.compile(rf"If it's an? {_WHAT}, put it into your hand"), "dig", None),
]


# --- abilities (text) coverage: more spellings of a look's second sentence ("Put one into hand and the other on
# the bottom of your deck"; "the rest on top of your deck in any order": kept as the bottom, the engine errs low),
# and "Reveal the top card of your deck. You may place it into your resource row exhausted as an additional
# resource" (the top card as an extra resource, exhausted).
_FOLLOW += [
    (re.compile(r"Put one into (?:your )?hand and the (?:other|rest) on (?:the bottom|top) of your deck(?: in any order)?"),
     "dig", "card"),
    (re.compile(r"You may place it into your resource row exhausted as an additional resource"), "extra", "card"),
]


# --- two-sentence costs (allies coverage). "When this ally enters play, you may put 2 damage on your hero.
# If you do, draw a card": the passive opponent never damages your hero, so the goldfish pays with it and
# the rest happens. "When Sepirion attacks for the first time each turn, you may pay 1. If you do, ready
# him": a paid readying once a turn (he attacks again).
_HERO_PAYS = re.compile(rf"(?P<head>When {_WHO} enters play), you may put (?:\d+|X) damage on your hero")
_PAY_READY = re.compile(rf"When {_WHO} (?:attacks|exhausts) for the first time (?:each|ach) turn, you may pay (?P<n>\d+)")


def _paid(first: str, then: str) -> str | None:
    """The marker sentence for a cost and its "If you do, ..." (see `_HERO_PAYS`), or None."""
    rest = _IF_DO.fullmatch(then)
    if rest is None:
        return None
    m = _HERO_PAYS.fullmatch(first)
    if m:
        return f"{m['head']}, {rest['rest']}"
    if rest["rest"] == "attach this ability to it" and re.fullmatch(r"Put target ally from your graveyard into play", first):
        return f"{first} and attach this ability to it"       # (abilities (engine) coverage)
    m = _PAY_READY.fullmatch(first)
    if m and re.fullmatch(r"ready (?:him|her|it|this ally)", rest["rest"]):
        return f"@pay_ready {m['n']}"
    return None


def _joined(sents: list[str]) -> list[str]:
    """Two-sentence patterns ("Look at the top three cards of your deck. Put one into your hand
    and the rest on the bottom.") as one marker sentence the patterns read."""
    out: list[str] = []
    i = 0
    while i < len(sents):
        both = _paid(sents[i], sents[i + 1]) if i + 1 < len(sents) else None
        if both is not None:
            out.append(both)
            i += 2
            continue
        m = _LOOK.fullmatch(sents[i])
        if m and i + 1 < len(sents):
            for pat, kind, what in _FOLLOW:
                f = pat.fullmatch(sents[i + 1])
                if f:
                    n = {"card": 1, "two cards": 2, "three cards": 3, "four cards": 4, "five cards": 5,
                         "six cards": 6}[m["n"]]
                    w = what or (f.groupdict().get("w") or "card")
                    out.append(f"@{kind} {n} {w}" + (" reveal" if kind == "dig" and re.search(r"\b[Rr]eveal", sents[i]) else ""))
                    i += 2
                    break
            else:
                out.append(sents[i])
                i += 1
            continue
        out.append(sents[i])
        i += 1
    return out


def _options(sents: list[str]) -> list[str] | None:
    """A "Choose one:" card as the one option the goldfish would take, or None when not a choice.

    The options are read as sentences; the first that yields an effect (and nothing unrecognised)
    is taken, else the first fully recognised one (no effect either way), else None (unmodelled).
    "Choose one or both:" / "Choose both:" take every recognised option with an effect (a legal
    choice; an option left unrecognised may be worth more, so the engine errs low), or None when
    an option with an effect can't be told from one that is unrecognised."""
    if not sents:
        return None
    head = re.match(r"(?:(?P<one>Choose one)|(?P<both>Choose one or both|Choose both)): ", sents[0])
    if head is None:
        return None
    opts: list[list[str]] = []
    for s in sents:
        if s.startswith((head[0], "or ", "and ")) or not opts:
            opts.append([re.sub(rf"^(?:{re.escape(head[0])}|or |and )", "", s)])
        else:
            opts[-1].append(s)          # a sentence that goes on with the option before it
    opts = [[_cap(o[0])] + o[1:] for o in opts]
    recognised = [o for o in opts if all(_sentence(s) is not None for s in o)]
    useful = [o for o in recognised if any(_sentence(s) for s in o)]
    if head["both"]:
        if useful:
            return [s for o in useful for s in o]
        return recognised[0] if recognised and len(recognised) == len(opts) else None
    if useful:
        return useful[0]
    if recognised and len(recognised) == len(opts):
        return recognised[0]
    return None


def unrecognised(rules: str, card_type: str) -> list[str]:
    """The sentences `parse_effects` does not recognise (a tool for growing the patterns; not stored)."""
    if card_type in ("Hero", "Master Hero") or not any(e["do"] == "unmodelled" for e in parse_effects(rules, card_type)):
        return []
    sents = _joined(_clean(rules))
    options = _options(sents)
    return [s for s in (sents if options is None else options) if _sentence(s) is None]


def text_hash(text: str) -> str:
    """The hash a record keeps of the source text it was read from (sha256, 12 hex digits)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def no_bearing_classes(rules: str) -> list[str]:
    """The classes (`NO_BEARING`, and "keyword" for the keywords of `_KEYWORDS_OK`) of the text's
    sentences that have no bearing on a passive opponent, in order, each once."""
    out: list[str] = []
    for sent in dict.fromkeys(_clean(rules)):
        cls = "keyword" if sent in _KEYWORDS_OK or re.fullmatch(r"[A-Z][a-z]+ Resistance", sent) else no_bearing(sent)
        if cls is not None and cls not in out:
            out.append(cls)
    return out


def suggest(rules: str, card_type: str) -> dict:
    """The record the text suggests: its hash, review ``suggested``, the classes of its text with no
    bearing, whether some of it is unmodelled, and its abilities (`deckcheck.wowtcg.effects`)."""
    rec: dict = {"text_hash": text_hash(rules), "review": "suggested"}
    classes = no_bearing_classes(rules)
    if classes:
        rec["no_bearing"] = classes
    rec.update(from_flat(parse_effects(rules, card_type)))
    return rec
