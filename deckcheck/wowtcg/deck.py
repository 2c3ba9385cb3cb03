"""From a deck file's raw lines to a resolved `Deck`: hero, main and side as cards with counts.

Every line goes through the name ladder and keeps its outcome: unknown and ambiguous names are
errors with suggestions, fuzzy corrections are warnings that say what the line was read as.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from pathlib import Path

from deckcheck.cards.lookup import Match, NameIndex, Outcome
from deckcheck.cards.normalize import normalize_name
from deckcheck.decks import Decklist, DeckLine, parse_deck, read_deck
from deckcheck.errors import InputError, InputErrors
from deckcheck.wowtcg.db import CardDB
from deckcheck.wowtcg.model import Card
from deckcheck.violations import Severity, Violation


@dataclass(slots=True)
class Entry:
    card: Card
    qty: int
    lines: tuple[int, ...] = ()


@dataclass(slots=True)
class Resolution:
    """How one deck line was read."""
    line: int
    section: str
    qty: int
    query: str
    outcome: str
    name: str | None
    score: float = 100.0


@dataclass(slots=True)
class Deck:
    path: str
    hero: Card | None
    main: list[Entry]
    side: list[Entry]
    hero_lines: tuple[int, ...] = ()
    extra_heroes: list[Entry] = field(default_factory=list)   # more hero lines than one
    problems: list[Violation] = field(default_factory=list)   # reading problems (names, pins)
    resolutions: list[Resolution] = field(default_factory=list)
    declared: dict[str, int] = field(default_factory=dict)
    title: str | None = None
    player: str | None = None

    def count(self, section: str) -> int:
        return sum(e.qty for e in getattr(self, section))

    @property
    def counts(self) -> dict[str, int]:
        return {"main": self.count("main"), "side": self.count("side")}

    def with_hero(self, hero: Card) -> "Deck":
        return Deck(self.path, hero, self.main, self.side, self.hero_lines, [], self.problems,
                    self.resolutions, self.declared, self.title, self.player)

    def cards(self) -> list[Card]:
        """The main deck as a flat list of cards (for the goldfish engine)."""
        return [e.card for e in self.main for _ in range(e.qty)]


_STOP = frozenset(("a", "an", "of", "the"))
_HERO_INDEX: "weakref.WeakKeyDictionary[CardDB, NameIndex]" = weakref.WeakKeyDictionary()


def _hero_index(db: CardDB) -> NameIndex:
    """The name ladder over the hero cards alone (a hero line names a hero)."""
    index = _HERO_INDEX.get(db)
    if index is None:
        index = _HERO_INDEX[db] = NameIndex(c.name for c in db if c.is_hero)
    return index


def _words_close(a: str, b: str) -> bool:
    from rapidfuzz.distance import OSA
    return a.startswith(b) or b.startswith(a) or OSA.distance(a, b) <= max(1, min(len(a), len(b)) // 3)


def misread(query: str, name: str) -> bool:
    """True when a guess of `name` for `query` rests on the words they share beside the query's
    own first word: "Teretha of the Undercity" is not Baeltor of the Undercity, and "Gurzak of
    Orgrimmar" is not Orkahn of Orgrimmar, however close the rest of the name is."""
    words = [w for w in normalize_name(query).split() if w not in _STOP]
    if not words or len(words[0]) < 3:
        return False
    return not any(_words_close(words[0], w) for w in normalize_name(name).split() if w not in _STOP)


def _name_error(line: DeckLine, match: Match, problems: list[Violation], *, what: str = "card",
                why: str = "") -> None:
    names = ", ".join(n for n, _ in match.candidates[:5])
    if match.outcome is Outcome.AMBIGUOUS:
        msg = f"{line.name!r} could be any of: {names}"
        fix = "write the full card name"
    else:
        msg = f"unknown {what} {line.name!r}" + (f"; did you mean {names}?" if names else "") + why
        fix = (f"check the name; if it is right, the card data lacks this {what}" if why
               else f"replace it with {match.candidates[0][0]!r}" if match.candidates else "check the spelling")
    problems.append(Violation("name", Severity.ERROR, msg, section=line.section, card=line.name,
                              count=line.qty, lines=(line.line,), fix=fix))


def _guarded(line: DeckLine, db: CardDB, match: Match) -> tuple[Match, str]:
    """The match for a line, made safe: a hero line is read among heroes, and a guess that only
    shares a place name with the query (or that the hero and the whole pool read differently)
    becomes an unknown name with suggestions. Returns (match, why it was refused)."""
    guess = match.outcome in (Outcome.FUZZY, Outcome.PREFIX)
    if line.section == "hero" and not (match.certain and match.outcome is not Outcome.PREFIX):
        heroes = _hero_index(db).resolve(line.name)
        if heroes.found and heroes.outcome in (Outcome.FUZZY, Outcome.PREFIX) and match.found \
                and match.name != heroes.name and not db[match.name].is_hero:
            # close to a hero and to another card: a guess either way
            cands = [(heroes.name, heroes.score), (match.name, match.score)]
            return Match(line.name, Outcome.UNKNOWN, candidates=cands), " (it is close to more than one card)"
        if not heroes.found and match.found:   # "Gurzak of Orgrimmar": no hero is near; say what is
            others = [c for c in heroes.candidates if c[0] != match.name]
            heroes = Match(line.name, heroes.outcome, score=heroes.score,
                           candidates=others + [(match.name, match.score)])
            return heroes, f" ({match.name} is {'an' if db[match.name].type[0] in 'AEIOU' else 'a'} " \
                           f"{db[match.name].type}, not a hero)"
        match, guess = heroes, heroes.outcome in (Outcome.FUZZY, Outcome.PREFIX)
    if guess and match.found and match.outcome is Outcome.FUZZY and misread(line.name, match.name):
        return (Match(line.name, Outcome.UNKNOWN, score=match.score, candidates=match.candidates),
                " (not read as it: only the rest of the name matches)")
    return match, ""


def _match_line(line: DeckLine, db: CardDB, problems: list[Violation]) -> tuple[Card | None, Match | None]:
    pinned: Card | None = None
    if line.set_code and line.number:
        pinned = db.by_print(db.set_code(line.set_code) or line.set_code, line.number)
        if pinned is None and not line.name:
            problems.append(Violation("name", Severity.ERROR,
                                      f"no card is printed as {line.set_code} #{line.number}",
                                      section=line.section, lines=(line.line,),
                                      fix="check the set code and number"))
            return None, None
    if not line.name:
        return pinned, None
    match, why = _guarded(line, db, db.resolve(line.name))
    if match.outcome is Outcome.UNKNOWN or match.outcome is Outcome.AMBIGUOUS:
        if pinned is not None:
            return pinned, match
        _name_error(line, match, problems, what="hero" if line.section == "hero" else "card", why=why)
        return None, match
    card = db[match.name]
    if line.set_code and db.namesake_groups:
        card = _namesake_in(card, pinned, db.set_code(line.set_code), db)
    if match.outcome is Outcome.FUZZY or match.outcome is Outcome.PREFIX:
        how = "unique prefix" if match.outcome is Outcome.PREFIX else f"fuzzy match, score {match.score:.0f}"
        problems.append(Violation("name", Severity.WARNING, f"read {line.name!r} as {card.name} ({how})",
                                  section=line.section, card=card.name, count=line.qty, lines=(line.line,),
                                  fix=f"write {card.name!r} in the file"))
    if line.set_code and line.number and pinned is None:
        problems.append(Violation("name", Severity.WARNING,
                                  f"no card is printed as {line.set_code} #{line.number}; counted as {card.name}",
                                  section=line.section, card=card.name, lines=(line.line,),
                                  fix=f"{card.name} is printed as " + ", ".join(f"{p.set} #{p.number}" for p in card.prints[:4])))
    elif pinned is not None and pinned.name != card.name:
        problems.append(Violation("name", Severity.WARNING,
                                  f"{line.set_code} #{line.number} is {pinned.name}, not {card.name}; "
                                  f"counted as {card.name}", section=line.section, card=card.name,
                                  lines=(line.line,), fix="fix the printing or the name"))
    elif line.set_code and not line.number:
        code = db.set_code(line.set_code)
        if code is None or code not in card.sets:
            group = db.namesakes(card)
            where = ("; ".join(f"{', '.join(c.sets)} ({c.name})" for c in group) if len(group) > 1
                     else ", ".join(card.sets))      # a shared name: every card's sets, by card
            problems.append(Violation("name", Severity.WARNING,
                                      f"{card.printed_name} was not printed in {line.set_code}",
                                      section=line.section, card=card.name, lines=(line.line,),
                                      fix=f"printed in: {where}"))
    return card, match


def _namesake_in(card: Card, pinned: Card | None, code: str | None, db: CardDB) -> Card:
    """The card a pinned line means when its name is shared: the namesake printed as the pin."""
    for other in db.namesakes(card):
        if (pinned is not None and other.name == pinned.name) or (pinned is None and code in other.sets):
            return other
    return card


def _raid_only(card: Card, db: CardDB) -> bool:
    """Printed only in raid and dungeon products: a card of the raid's or dungeon's own deck, not
    of a player's (Frost Blast, the Naxxramas quest, beside the Mage's Frost Blast)."""
    return all(db.sets[p.set].block == "Raid and Dungeon" for p in card.prints if p.set in db.sets)


def _settle_namesakes(sections: dict[str, dict[str, Entry]], db: CardDB, pinned: set[str],
                      problems: list[Violation]) -> None:
    """A line naming a card by a printed name that several cards share (Death Coil: the Warlock's
    and the Death Knight's) is read as the one its deck can hold: the one that breaks fewest of
    the rules judging a card against its hero (`Card.misfits`), never a raid or dungeon deck's
    own card. The hero is settled first. When several fit alike, the plain-named one stays, with a
    warning naming the others."""
    for section in ("hero", "main", "side"):
        bucket = sections[section]
        hero_entry = next(iter(sections["hero"].values()), None)
        hero = hero_entry.card if hero_entry else None
        for name in [n for n in bucket if n in db.namesake_names and n not in pinned]:
            entry = bucket[name]
            group = db.namesakes(entry.card)
            # a deck line names a player's card; a hero line names a Hero first of all
            fit = {c.name: (_raid_only(c, db), c.misfits(hero, section)) if section != "hero"
                   else (c.misfits(hero, section), _raid_only(c, db)) for c in group}
            best = min(fit.values())
            alike = [c for c in group if fit[c.name] == best]
            chosen = entry.card if entry.card in alike else alike[0]
            if len(alike) > 1:
                others = ", ".join(repr(c.name) for c in alike if c is not chosen)
                problems.append(Violation("name", Severity.WARNING,
                                          f"{len(group)} cards are named {chosen.printed_name}; read as "
                                          f"{chosen.name} ({chosen.type}, first printed in {chosen.sets[0]})",
                                          section=section, card=chosen.name, count=entry.qty, lines=entry.lines,
                                          fix=f"write {others} for the other"))
            if chosen is not entry.card:
                del bucket[name]
                same = bucket.get(chosen.name)
                if same is None:
                    bucket[chosen.name] = Entry(chosen, entry.qty, entry.lines)
                else:
                    same.qty += entry.qty
                    same.lines += entry.lines


def resolve(decklist: Decklist, db: CardDB) -> Deck:
    """Resolve every line; `resolutions` records the lines that were not read by exact name."""
    problems: list[Violation] = []
    resolutions: list[Resolution] = []
    sections: dict[str, dict[str, Entry]] = {"hero": {}, "main": {}, "side": {}}
    main = sections["main"]
    exact = db.cards
    pinned: set[str] = set()
    for line in decklist.lines:
        card = exact.get(line.name) if line.set_code is None else None
        if card is None:
            card, match = _match_line(line, db, problems)
            if card is not None and line.set_code and not card.title and card.name in db.namesake_names \
                    and db.set_code(line.set_code) in card.sets:
                pinned.add(card.name)       # a pin that names one namesake's printing says which
            resolutions.append(Resolution(line.line, line.section, line.qty,
                                          line.name or f"{line.set_code} #{line.number}",
                                          match.outcome.value if match else ("pinned" if card else "unknown"),
                                          card.name if card else None, match.score if match else 100.0))
            if card is None:
                continue
            if line.name and not line.name.isascii() and (match is None or match.outcome in (
                    Outcome.EXACT, Outcome.NORMALISED)):       # (a fuzzy read is warned of already)
                _invisible(line, card, problems)
        bucket = sections.get(line.section, main)
        entry = bucket.get(card.name)
        if entry is None:
            bucket[card.name] = Entry(card, line.qty, (line.line,))
        else:
            entry.qty += line.qty
            entry.lines += (line.line,)
    shared = db.namesake_names
    if not all(shared.isdisjoint(bucket) for bucket in sections.values()):
        # a card named with its set ("Death Coil (DKS)") says which namesake; so does a pin above
        pinned.update(n for bucket in sections.values() for n in bucket if n in shared and exact[n].title)
        _settle_namesakes(sections, db, pinned, problems)
    heroes = list(sections["hero"].values())
    if not heroes and not any(line.section == "hero" for line in decklist.lines):
        lone = _lone_hero(sections, problems)
        if lone is not None:
            heroes = [lone]
    hero = heroes[0].card if heroes else None
    return Deck(path=decklist.path, hero=hero, main=list(sections["main"].values()),
                side=list(sections["side"].values()),
                hero_lines=heroes[0].lines if heroes else (), extra_heroes=heroes[1:],
                problems=problems, resolutions=resolutions, declared=dict(decklist.declared or {}),
                title=decklist.title, player=decklist.player)


def _invisible(line, card: Card, problems: list[Violation]) -> None:
    """A name read through characters that show nothing or turn the text around (a right-to-left
    override, zero-width joiners): the judge sees a name the file does not plainly hold."""
    import unicodedata
    hidden = sorted({f"U+{ord(ch):04X}" for ch in line.name if unicodedata.category(ch) == "Cf"})
    if hidden:
        shown = ", ".join(hidden[:3]) + (f" and {len(hidden) - 3} more" if len(hidden) > 3 else "")
        problems.append(Violation("name", Severity.WARNING, "the name holds invisible or "
                                  f"direction characters ({shown}); read as {card.name}", section=line.section,
                                  card=card.name, lines=(line.line,), fix=f"write '{card.name}' in the file"))


def _lone_hero(sections: dict[str, dict[str, Entry]], problems: list[Violation]) -> Entry | None:
    """A list with no hero line but exactly one line of one Hero card ("1 Litori Frostburn"):
    that card is the hero (CR 100.1: the hero is not counted in the deck), with a warning."""
    found = [(s, e) for s in ("main", "side") for e in sections[s].values() if e.card.type == "Hero"]
    if len(found) != 1 or found[0][1].qty != 1 or len(found[0][1].lines) != 1:
        return None
    section, entry = found[0]
    del sections[section][entry.card.name]
    problems.append(Violation("100.1", Severity.WARNING, f"no hero line: read line {entry.lines[0]} "
                              f"(1 {entry.card.name}) as the hero", section="hero", card=entry.card.name,
                              lines=entry.lines, fix=f"write 'Hero: {entry.card.name}' in the file"))
    return entry


def load_deck(path: str | Path, db: CardDB) -> Deck:
    return resolve(read_deck(path), db)


def deck_from_text(text: str, db: CardDB, *, path: str = "<text>", fmt: str | None = None) -> Deck:
    return resolve(parse_deck(text, path=path, fmt=fmt), db)


def require_resolved(deck: Deck, consequence: str = "") -> Deck:
    """The deck, when every line resolved; else every unreadable line as one InputErrors (for uses
    that count cards exactly: a pool, a collection's needs, a saved deck)."""
    errors = [InputError(v.message, path=deck.path, line=v.lines[0] if v.lines else None)
              for v in deck.problems if v.is_error]
    if errors:
        raise InputErrors(errors, f"{len(errors)} card line(s) could not be read{consequence}", path=deck.path)
    return deck


def load_pool(path: str | Path, db: CardDB) -> dict[str, int]:
    """A Limited card pool (any deck-file format; every section counts): copies per card name."""
    pool = require_resolved(load_deck(path, db), "; the pool must be exact")
    counts: dict[str, int] = {}
    for e in pool.main + pool.side + pool.extra_heroes:
        counts[e.card.name] = counts.get(e.card.name, 0) + e.qty
    if pool.hero is not None:
        counts[pool.hero.name] = counts.get(pool.hero.name, 0) + 1
    return counts
