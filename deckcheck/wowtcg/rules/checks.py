"""One function per deckbuilding rule of CR v7.4 §100, each yielding `Violation` records.

Facts the data does not know give a "cannot verify" warning, never a silent pass or fail.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterator

from deckcheck.wowtcg.deck import Deck, Entry
from deckcheck.wowtcg.model import CLASSES, FACTIONS, PROFESSIONS, RACES, Card, Deckbuilding
from deckcheck.violations import Severity
from deckcheck.wowtcg.rules.formats import Format
from deckcheck.violations import Violation

E, W = Severity.ERROR, Severity.WARNING


def _a(word: str) -> str:
    """ "a Horde card", "an Alliance card", "an Orc hero"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _unsure(rule: str, message: str, **kw) -> Violation:
    """A rule the data cannot decide: a warning that leaves the deck unverified."""
    return Violation(rule, W, message, unverified=True, **kw)


def _entries(deck: Deck, fmt: Format) -> Iterator[tuple[str, Entry]]:
    """The cards the deck rules hold to: main and side deck; in Limited the main deck only, as
    a Limited side deck is the rest of the card pool (CR 100.3), checked against the pool alone."""
    for e in deck.main:
        yield "main", e
    if not fmt.limited:
        for e in deck.side:
            yield "side", e


def _remove(e: Entry, section: str, n: int | None = None) -> str:
    if section == "hero":
        return f"choose another hero than {e.card.name}"
    n = e.qty if n is None else n
    where = "main deck" if section == "main" else "side deck"
    return f"remove {n} {e.card.name} from the {where}"


def hero_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.1: exactly one hero, not counted in the deck; no heroes in the deck but Master Heroes."""
    if deck.hero is None:
        if not any(v.rule == "name" and v.section == "hero" and v.is_error for v in deck.problems):
            yield Violation("100.1", E, "the deck names no hero", section="hero",
                            fix="add a hero line, e.g. 'Hero: <name>'")   # (an unreadable one is its own error)
    elif not deck.hero.is_hero:
        yield Violation("100.1", E, f"{deck.hero.name} is {_a(deck.hero.type)}, not a hero", section="hero",
                        card=deck.hero.name, lines=deck.hero_lines, fix="name a Hero card as the hero")
    elif deck.hero.type != "Hero":
        # CR 301.4: Master Heroes start the game in the deck, not as the deck's hero.
        yield Violation("100.1", E, f"{deck.hero.name} is {_a(deck.hero.type)}; Master Heroes start in the "
                        "deck, not as its hero", section="hero", card=deck.hero.name, lines=deck.hero_lines,
                        fix=f"name a Hero card as the hero (keep {deck.hero.name} in the main deck)")
    for extra in deck.extra_heroes:
        yield Violation("100.1", E, f"a deck has exactly one hero; {extra.card.name} is a second one",
                        section="hero", card=extra.card.name, lines=extra.lines,
                        fix=f"keep one hero and remove {extra.card.name}")
    for section, e in _entries(deck, fmt):
        if e.card.type == "Hero":
            yield Violation("100.1", E, f"{e.card.name} is a hero; decks can't include heroes "
                            "(only Master Heroes)", section=section, card=e.card.name, count=e.qty,
                            lines=e.lines, fix=_remove(e, section))


def size_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.1: minimum deck size (60 Constructed, 30 Limited); no maximum."""
    n = deck.count("main")
    if n < fmt.min_main:
        yield Violation("100.1", E, f"the main deck has {n} cards; {fmt.title} needs at least {fmt.min_main}",
                        section="main", count=n, limit=fmt.min_main, fix=f"add {fmt.min_main - n} cards")


def side_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.3: a Constructed side deck is empty or exactly 10 cards (its cards are checked like the main deck's)."""
    n = deck.count("side")
    if fmt.side_size and n not in (0, fmt.side_size):
        fix = (f"add {fmt.side_size - n} cards to the side deck or remove it" if n < fmt.side_size
               else f"remove {n - fmt.side_size} cards from the side deck")
        yield Violation("100.3", E, f"the side deck has {n} cards; it must be empty or exactly {fmt.side_size}",
                        section="side", count=n, limit=fmt.side_size, fix=fix)


def copies_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.4: at most four copies of a name across main and side deck (Constructed), unless unlimited."""
    if fmt.copy_limit is None:
        return
    total: dict[str, int] = Counter()
    where: dict[str, list[tuple[str, Entry]]] = defaultdict(list)
    for section, e in _entries(deck, fmt):
        total[e.card.printed_name] += e.qty      # namesakes share the name the rule counts
        where[e.card.printed_name].append((section, e))
    for name, n in total.items():
        if n <= fmt.copy_limit:
            continue
        card = where[name][0][1].card
        lines = tuple(ln for _, e in where[name] for ln in e.lines)
        if card.unlimited:
            continue
        over = n - fmt.copy_limit
        if "tags" in card.unknown:
            yield _unsure("100.4", f"{n} copies of {name}: cannot verify (the data does not say "
                            "whether it has the unlimited tag)", section="deck", card=name, count=n,
                            limit=fmt.copy_limit, lines=lines, fix=f"check the card; else remove {over}")
            continue
        side_qty = sum(e.qty for s, e in where[name] if s == "side")
        fix = (f"remove {over} {name} from the side deck" if side_qty >= over
               else f"remove {over} {name}" + (" (main and side deck together)" if side_qty else ""))
        yield Violation("100.4", E, f"{n} copies of {name}; the limit is {fmt.copy_limit} across main and "
                        "side deck", section="deck", card=name, count=n, limit=fmt.copy_limit,
                        lines=lines, fix=fix)


def _class_clash(card: Card, classes: tuple[str, ...]) -> bool:
    """100.2a: the card has class icons and shares none with these (the hero's)."""
    return bool(card.classes) and not set(card.classes) & set(classes)


def _faction_clash(card: Card, faction: tuple[str, ...]) -> bool:
    """100.2a: the card has faction icons and shares none with these (the hero's)."""
    return bool(card.faction) and not set(card.faction) & set(faction)


def icons_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.2a: class icons must be shared with the hero; faction icons too.

    A Deckbuilding hero's inclusions replace this rule (100.2e); when the data lost a hero's
    Deckbuilding text, a breach here may be allowed by it, so it can't be verified either way."""
    hero = deck.hero
    if hero is None or not hero.is_hero:
        return
    rules = hero.deckbuilding
    if rules is not None and rules.include:
        return
    unparsed = rules is not None and rules.unparsed
    for section, e in _entries(deck, fmt):
        c = e.card
        if _class_clash(c, hero.char_class):
            if "classes" in hero.unknown:
                yield _unsure("100.2a", f"{c.name} has class icons ({', '.join(c.classes)}); cannot "
                              f"verify: {hero.name}'s class is unknown", section=section, card=c.name,
                              count=e.qty, lines=e.lines)
            else:   # a hero with no class (Iso'rath) shares no class icon
                what = f"is {_a('/'.join(hero.char_class))}" if hero.char_class else "has no class"
                needs = ("a hero of any class" if len(c.classes) == len(CLASSES)
                         else f"{_a(' or '.join(c.classes))} hero")
                yield _breach(unparsed, hero, "100.2a", f"{c.name} needs {needs}; {hero.name} {what}", section=section,
                              card=c.name, count=e.qty, lines=e.lines, fix=_remove(e, section))
        if "faction" in c.unknown:
            yield _unsure("100.2a", f"{c.name}: cannot verify its faction icon (unknown in the data)",
                          section=section, card=c.name, count=e.qty, lines=e.lines)
        elif _faction_clash(c, hero.faction):
            if "faction" in hero.unknown:
                yield _unsure("100.2a", f"{c.name} is {'/'.join(c.faction)}; cannot verify: "
                              f"{hero.name}'s faction is unknown", section=section, card=c.name,
                              count=e.qty, lines=e.lines)
            else:
                hf = "/".join(hero.faction) or "neutral"
                yield _breach(unparsed, hero, "100.2a", f"{c.name} is {_a('/'.join(c.faction))} card; "
                              f"{hero.name} is {hf}", section=section, card=c.name, count=e.qty,
                              lines=e.lines, fix=_remove(e, section))


def _breach(unparsed: bool, hero: Card, rule: str, message: str, **kw) -> Violation:
    if unparsed:
        return _unsure(rule, f"{message}; cannot verify: {hero.name}'s Deckbuilding text (missing in "
                       "the data) may allow it", **kw)
    return Violation(rule, E, message, **kw)


def _trait_facts(trait: str) -> set[str]:
    """Which of a hero's facts decide whether it has `trait` (for "cannot verify" when unknown)."""
    if trait in FACTIONS:
        return {"faction"}
    if trait in CLASSES:
        return {"classes"}
    if trait in PROFESSIONS:
        return {"professions"}
    if trait in RACES:
        return {"race"}
    if trait in ("Traitor", "Loyal"):
        return {"tags"}
    return {"race", "tags", "spec"}     # a trait such as Monster or Scourge


def hero_required_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.2b: "[Trait] Hero Required": the hero must have that trait (specs follow 100.2c)."""
    hero = deck.hero
    if hero is None or not hero.is_hero:
        return
    traits = {t.lower() for t in hero.hero_traits()}
    for section, e in _entries(deck, fmt):
        for trait in e.card.hero_required:
            if _waived(e.card, hero, trait):
                continue
            unsure = hero.unknown & _trait_facts(trait)
            # "Loyal" is only known when the hero's tags are (a Traitor tag could be missing)
            if trait.lower() in traits and not (trait == "Loyal" and unsure):
                continue
            if unsure:
                yield _unsure("100.2b", f"{e.card.name} needs {_a(trait)} hero; cannot verify: "
                                f"{hero.name}'s {', '.join(sorted(unsure))} unknown", section=section,
                                card=e.card.name, count=e.qty, lines=e.lines)
            else:
                yield Violation("100.2b", E, f"{e.card.name} requires {_a(trait)} hero; {hero.name} is not {trait}",
                                section=section, card=e.card.name, count=e.qty, lines=e.lines,
                                fix=_remove(e, section))


def _waived(card: Card, hero: Card, trait: str) -> bool:
    """100.2e: a Deckbuilding inclusion that admits the cards of a trait by name (Obliveron's "any
    Traitor cards") is an exception to 100.2b for them: it would admit nothing otherwise."""
    rules = hero.deckbuilding
    if rules is None or not rules.include:
        return False
    key = trait.casefold()
    return any(any(f in ("hero_required", "tag", "trait") and v.casefold() == key for f, v in clause)
               and all(_holds(card, f, v) for f, v in clause) for clause in rules.include)


def talent_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.2c: Talents: the hero's spec only; with no spec, one spec only; Traitor heroes none."""
    hero = deck.hero
    if hero is None or not hero.is_hero:
        return
    talents = [(s, e) for s, e in _entries(deck, fmt) if e.card.talent]
    if not talents:
        return
    if hero.traitor:
        for s, e in talents:
            yield Violation("100.2c", E, f"{e.card.name} is {_a(e.card.talent)} Talent; Traitor heroes can't "
                            "include Talents", section=s, card=e.card.name, count=e.qty, lines=e.lines,
                            fix=_remove(e, s))
        return
    if hero.spec:
        for s, e in talents:
            if e.card.talent != hero.spec:
                yield Violation("100.2c", E, f"{e.card.name} is {_a(e.card.talent)} Talent; {hero.name} is "
                                f"{hero.spec}", section=s, card=e.card.name, count=e.qty, lines=e.lines,
                                fix=_remove(e, s))
        return
    if "spec" in hero.unknown:
        for s, e in talents:
            yield _unsure("100.2c", f"{e.card.name} is {_a(e.card.talent)} Talent; cannot verify: "
                            f"{hero.name}'s talent spec is unknown", section=s, card=e.card.name,
                            count=e.qty, lines=e.lines)
        return
    specs = Counter()
    for _, e in talents:
        specs[e.card.talent] += e.qty
    if len(specs) > 1:
        keep = max(specs, key=lambda sp: (specs[sp], sp))
        for s, e in talents:
            if e.card.talent != keep:
                yield Violation("100.2c", E, f"{e.card.name} is {_a(e.card.talent)} Talent, but the deck "
                                f"already has {keep} Talents; {hero.name} has no spec, so one spec only",
                                section=s, card=e.card.name, count=e.qty, lines=e.lines,
                                fix=_remove(e, s) + f" (or keep {e.card.talent} and drop the {keep} Talents)")


def reputation_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.2d: cards of one Reputation only, main and side deck together."""
    reps = Counter()
    for _, e in _entries(deck, fmt):
        if e.card.reputation:
            reps[e.card.reputation] += e.qty
    if len(reps) < 2:
        return
    keep = max(reps, key=lambda r: (reps[r], r))
    for s, e in _entries(deck, fmt):
        rep = e.card.reputation
        if rep and rep != keep:
            yield Violation("100.2d", E, f"{e.card.name} is {_a(rep)} Reputation card; the deck also has "
                            f"{keep} Reputation cards (one Reputation per deck)", section=s,
                            card=e.card.name, count=e.qty, lines=e.lines,
                            fix=_remove(e, s) + f" (or drop the {keep} cards instead)")


def _holds(card: Card, field: str, value: str) -> bool:
    if field == "faction":
        return bool(card.faction) if value == "any" else value in card.faction
    if field == "class":
        return value in card.classes
    if field == "talent":
        return card.talent == value
    if field == "neutral":     # 206.1d: no trait icons (neither class nor faction)
        return not (card.classes or card.faction) if value == "yes" else bool(card.classes or card.faction)
    if field == "reputation":
        return card.reputation == value
    if field == "hero_required":
        return value in card.hero_required
    if field == "trait":
        return value in card.traits or value in card.tags
    if field == "type":        # a Totem is an ability ally, and counts as both (305.3a)
        return card.type == value or (card.type == "Ability Ally" and value in ("Ability", "Ally"))
    if field == "tag":
        return value in card.tags
    if field == "char_class":
        return value in card.char_class
    if field == "race":        # "Demon allies" are Demons of every kind (Ally—Doomguard Demon)
        return f" {value} " in f" {card.race} " if card.race else False
    if field == "weapon":      # a Melee (n) or Ranged (n) weapon, by its tag (not its damage type)
        return card.type == "Equipment" and any(t.startswith(f"{value} (") for t in card.tags)
    if field == "deals":
        return value in card.deals
    if field == "damage":
        return card.damage == value
    if field == "has_class":    # "class cards": a class on the type line (206.1a: Aggra, "Ally—Orc
        return bool(card.classes or card.char_class)    # Shaman") or as icons (100.2a keeps those out too)
    if field == "is_talent":
        return card.talent is not None
    return False


def _matches(card: Card, clauses: tuple) -> bool:
    return any(all(_holds(card, f, v) for f, v in clause) for clause in clauses)


def _restrictions(card: Card) -> set[tuple[str, str]]:
    out = {("hero_required", t) for t in card.hero_required}
    if card.reputation:
        out.add(("reputation", card.reputation))
    if card.talent:
        out.add(("talent", card.talent))
    return out


def deckbuilding_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """100.2e: a Deckbuilding hero's inclusions are the only legal cards; exclusions win."""
    hero = deck.hero
    if hero is None or not hero.is_hero or hero.deckbuilding is None:
        return
    rules: Deckbuilding = hero.deckbuilding
    if rules.unparsed:
        yield _unsure("100.2e", f"{hero.name} has Deckbuilding restrictions the data does not spell "
                        "out; cannot verify them", section="hero", card=hero.name)
        return
    named = {pair for clause in rules.include for pair in clause}
    factions = Counter()
    for s, e in _entries(deck, fmt):
        c = e.card
        if _matches(c, rules.exclude):
            yield Violation("100.2e", E, f"{hero.name}'s Deckbuilding excludes {c.name}", section=s,
                            card=c.name, count=e.qty, lines=e.lines, fix=_remove(e, s))
            continue
        if rules.include and not _matches(c, rules.include):
            yield Violation("100.2e", E, f"{c.name} is not among {hero.name}'s Deckbuilding inclusions",
                            section=s, card=c.name, count=e.qty, lines=e.lines, fix=_remove(e, s))
            continue
        if rules.no_restricted:
            extra = {r for r in _restrictions(c) if r not in named}
            if extra:
                what = ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in sorted(extra))
                yield Violation("100.2e", E, f"{hero.name} can't include cards with reputations or text "
                                f"restrictions; {c.name} has {what}", section=s, card=c.name, count=e.qty,
                                lines=e.lines, fix=_remove(e, s))
                continue
        if rules.singleton and e.qty > 1:
            yield Violation("100.2e", E, f"{hero.name} allows one copy of each card; {e.qty} of {c.name}",
                            section=s, card=c.name, count=e.qty, limit=1, lines=e.lines,
                            fix=_remove(e, s, e.qty - 1))
        if rules.one_faction:
            for f in c.faction:
                factions[f] += e.qty
    if rules.one_faction and len(factions) > 1:
        keep = max(factions, key=lambda f: (factions[f], f))
        for s, e in _entries(deck, fmt):
            if e.card.faction and keep not in e.card.faction:
                yield Violation("100.2e", E, f"{hero.name} takes either Alliance or Horde cards, not both; "
                                f"{e.card.name} is {'/'.join(e.card.faction)}", section=s, card=e.card.name,
                                count=e.qty, lines=e.lines, fix=_remove(e, s))


def format_rule(deck: Deck, fmt: Format) -> Iterator[Violation]:
    """The format's own card pool: banned cards, its card list, legal sets, legality tag.

    The CR has no rule for format legality (its §100 builds a deck for any format), so these
    violations carry the rule "format" and name the list (and its date) that decides."""
    if not (fmt.legality or fmt.sets or fmt.banned or fmt.card_list):
        return
    entries = list(_entries(deck, fmt))
    if deck.hero is not None and deck.hero.is_hero:     # the hero must be legal in the format too
        entries.insert(0, ("hero", Entry(deck.hero, 1, deck.hero_lines)))
    for s, e in entries:
        c = e.card
        bans = fmt.bans_of(c.name)
        if bans:
            yield Violation("format", E, f"{c.name} is banned in {fmt.title} ({bans[0].describe()})",
                            section=s, card=c.name, count=e.qty, lines=e.lines, fix=_remove(e, s))
        elif fmt.card_list is not None and c.name not in fmt.card_list and not _joined_later(c, fmt):
            yield Violation("format", E, f"{c.name} is not on the {fmt.title} list "
                            f"({fmt.card_list.describe()})", section=s, card=c.name, count=e.qty,
                            lines=e.lines, fix=_remove(e, s))
        elif fmt.sets and not set(c.sets) & fmt.sets:
            yield Violation("format", E, f"{c.name} was not printed in a set legal in {fmt.title}",
                            section=s, card=c.name, count=e.qty, lines=e.lines, fix=_remove(e, s))
        elif fmt.legality and fmt.legality not in c.legal:
            if "legal" in c.unknown:
                yield _unsure("format", f"{c.name}: cannot verify {fmt.title} legality (unknown in the data)",
                                section=s, card=c.name, count=e.qty, lines=e.lines)
            else:
                yield Violation("format", E, f"{c.name} is not legal in {fmt.title}", section=s, card=c.name,
                                count=e.qty, lines=e.lines, fix=_remove(e, s))


def _joined_later(card: Card, fmt: Format) -> bool:
    """A card of a set released after the format's card list, which the format took in (Reign of
    Fire came after Cryptozoic's Core list of 2013-04-09): printed there, with the format's tag."""
    return bool(fmt.later_sets.intersection(card.sets)) and (
        fmt.later_legality is None or fmt.later_legality in card.legal)


RULES = (hero_rule, size_rule, side_rule, copies_rule, icons_rule, hero_required_rule, talent_rule,
         reputation_rule, deckbuilding_rule, format_rule)


# -- one pass over the deck: the rules that have anything to say -----------------------------------
# A deck takes one pass over its cards, which finds the rules that can say something of it; the
# others are skipped, and those run in full and in the order of RULES, so a report is always the
# one running every rule gives. What a rule says of one card is worked out once and remembered,
# as a few flag bits per card: format_rule's verdict depends on the card and the format alone,
# icons_rule's test (100.2a: shares a class icon, a faction icon; faction unknown) on the card and
# the hero's icons, so both are kept per format and hero icons; hero_required_rule's and
# talent_rule's on a deck of that one card (a Traitor hero, another spec, an unknown spec) on the
# card and the hero (per hero, for the few cards with such a text). Each is found by running that
# very rule on a deck of the one card (icons_rule's by its own test).

_VERDICTS: dict[object, tuple[object, dict]] = {}   # (id of a format, hero icons) or id(hero) -> (it, {card name: facts})
_MAX_VERDICTS = 4096

BANNED = 1        # format_rule has something to say of the card (banned, off-list, off-set, not legal)
HERO_CARD = 2     # a Hero in the deck (100.1)
ICONS = 4         # icons_rule has something to say of it with this hero
PER_HERO = 8      # hero_required_rule or talent_rule may speak: ask per hero
REPUTATION = 16   # a Reputation card (100.2d)
TALENT = 32       # a Talent (100.2c)
NAMESAKE = 64     # shares its printed name with another card (copies_rule counts them together)
MAX_QTY_ANY = 1 << 62   # no copy limit: no entry is over it


def _says_something(rule, deck: Deck, fmt: Format) -> bool:
    return next(iter(rule(deck, fmt)), None) is not None


def _memo(key, owner) -> dict:
    hit = _VERDICTS.get(key)
    if hit is None or hit[0] is not owner:
        if len(_VERDICTS) >= _MAX_VERDICTS:
            _VERDICTS.clear()
        hit = _VERDICTS[key] = (owner, {})
    return hit[1]


def _banned(card: Card, fmt: Format) -> bool:
    """format_rule has something to say of the card (as a deck's card or as its hero: the same
    tests): once per card and format, whatever the hero."""
    per_format = _memo(id(fmt), fmt)
    v = per_format.get(card.name)
    if v is None or v[0] is not card:
        v = per_format[card.name] = (card, _says_something(format_rule, Deck("", None, [Entry(card, 1)], []), fmt))
    return v[1]


def _flags(card: Card, fmt: Format, icons: tuple | None) -> tuple[Card, int]:
    """(card, its flags) under a format, and a hero with these (class, faction) icons (None: no
    icons test: no hero, or a Deckbuilding hero's inclusions replace it)."""
    flags = BANNED if _banned(card, fmt) else 0
    if card.type == "Hero":
        flags |= HERO_CARD
    if icons is not None:
        classes, faction = icons
        # icons_rule's own tests (it speaks of an unknown faction too)
        if _class_clash(card, classes) or "faction" in card.unknown or _faction_clash(card, faction):
            flags |= ICONS
    if card.hero_required or card.talent:
        flags |= PER_HERO
    if card.reputation:
        flags |= REPUTATION
    if card.talent:
        flags |= TALENT
    if card.title:
        flags |= NAMESAKE
    return card, flags


def _hero_verdict(card: Card, hero: Card, fmt: Format) -> tuple[Card, bool, bool]:
    """(card, hero_required_rule, talent_rule have something to say of a deck of this one card)."""
    alone = Deck("", hero, [Entry(card, 1)], [])
    return card, _says_something(hero_required_rule, alone, fmt), _says_something(talent_rule, alone, fmt)


def _over_limit(deck: Deck, fmt: Format) -> bool:
    """A printed name has more copies than the limit across the cards the rules hold to."""
    totals: dict[str, int] = {}
    limit = fmt.copy_limit
    for _, e in _entries(deck, fmt):
        key = e.card.printed_name
        total = totals[key] = totals.get(key, 0) + e.qty
        if total > limit:
            return True
    return False


def rules_to_run(deck: Deck, fmt: Format) -> tuple[list, dict[str, int]]:
    """The rules of RULES that may find something in this deck (the others cannot), in order, and
    the deck's counts: one pass over its cards."""
    hero = deck.hero
    is_hero = hero is not None and hero.is_hero
    icons = (hero.char_class, hero.faction) if is_hero and not (
        hero.deckbuilding is not None and hero.deckbuilding.include) else None
    per_card = _memo((id(fmt), icons), fmt)
    per_hero = _memo(id(hero), hero) if is_hero else None
    limit = fmt.copy_limit
    most = limit if limit is not None else MAX_QTY_ANY
    flags = 0
    required = talents = copies = False
    reps: set[str] = set()
    specs: set[str] = set()
    held = deck.main if fmt.limited else deck.main + deck.side   # as _entries (CR 100.3)
    n = 0
    for e in held:
        n += e.qty
        c = e.card
        f = per_card.get(c.name)
        if f is None or f[0] is not c:
            f = per_card[c.name] = _flags(c, fmt, icons)
        bits = f[1]
        if bits:
            flags |= bits
            if bits & PER_HERO and is_hero:
                v = per_hero.get(c.name)
                if v is None or v[0] is not c:
                    v = per_hero[c.name] = _hero_verdict(c, hero, fmt)
                required = required or v[1]
                talents = talents or v[2]
            if bits & REPUTATION:
                reps.add(c.reputation)
            if bits & TALENT:
                specs.add(c.talent)
        if e.qty > most:
            copies = True
    side = sum(e.qty for e in deck.side)
    main = n if fmt.limited else n - side
    # within a section each card is one entry, so a printed name repeats only across main and
    # side deck, or between namesakes: only then are the copies added up by name (as copies_rule)
    if (limit is not None and not copies and (flags & NAMESAKE or (deck.side and not fmt.limited))
            and _over_limit(deck, fmt)):
        copies = True
    # the hero itself must be legal in the format too (format_rule)
    banned = bool(flags & BANNED) or (is_hero and _banned(hero, fmt))
    counts = {"main": main, "side": side}
    run = []
    if flags & HERO_CARD or not is_hero or hero.type != "Hero" or deck.extra_heroes:
        run.append(hero_rule)
    if main < fmt.min_main:
        run.append(size_rule)
    if fmt.side_size and side not in (0, fmt.side_size):
        run.append(side_rule)
    if copies:
        run.append(copies_rule)
    if flags & ICONS:
        run.append(icons_rule)
    if required:
        run.append(hero_required_rule)
    if talents or (len(specs) > 1 and is_hero):
        run.append(talent_rule)
    if len(reps) > 1:
        run.append(reputation_rule)
    if is_hero and hero.deckbuilding is not None:
        run.append(deckbuilding_rule)
    if banned:
        run.append(format_rule)
    return run, counts

