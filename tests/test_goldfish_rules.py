"""Thousands of goldfish games of every bundled deck under an invariant checker of the rules.

The checker keeps its own picture of the game from the engine's events (`play_game(audit=)`)
and the cards' own facts (tags, effects), not from the engine's compiled tables, and fails on
any breach: costs paid from ready resources (CR 403.6a), one resource a turn (412.1), tag limits
(414.3b) with the wield exceptions (406.2, 406.4) and Two-Handed / Off-Hand (414.3c), Unique
(414.3a), summoning sickness (302.2), one weapon a strike unless dual wield and never Melee with
Ranged (303.2c, 406.6), attachments on one legal target (400), hand size at end of turn (503.2a).
"""
from __future__ import annotations

from deckcheck.wowtcg.effects import flat_effects

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from deckcheck.wowtcg.deck import load_deck
from deckcheck.wowtcg.goldfish.compile import matches
from deckcheck.wowtcg.goldfish.engine import Stats, game_seed, play_game
from deckcheck.wowtcg.goldfish.runner import make_setup

DECKS = sorted((Path(__file__).resolve().parents[1] / "data" / "decks").glob("*.txt"))
GAMES = 1500
_LIMIT = re.compile(r"(.+) \((\d+)\)$")


def fx(card) -> list[dict]:
    return flat_effects(card.effects)


class Checker:
    def __init__(self, cc, hero):
        self.cc = cc
        self.cards = cc.cards
        self.dual = {e.get("kind") for e in fx(hero) if e["do"] == "dual_wield"} if hero else set()
        self.breaches: list[str] = []
        self.games = 0

    def new_game(self):
        self.games += 1
        self.res = self.ready = 0
        self.t = 0
        self.placed = 0
        self.play: dict[int, int] = {}     # uid -> card id
        self.entered: dict[int, int] = {}  # uid -> turn
        self.attacked: dict[int, int] = {} # uid -> the turn it last attacked (and is exhausted)

    def fail(self, msg):
        self.breaches.append(f"game {self.games} turn {self.t}: {msg}")

    def card(self, c):
        return self.cards[c]

    def __call__(self, ev):
        kind = ev[0]
        if kind == "turn":
            self.t = ev[1]
            self.ready = self.res          # ready step: every resource readies
            self.placed = 0
        elif kind == "place":
            self.placed += 1
            extra = sum(e.get("n", 1) for c in self.play.values() for e in fx(self.card(c))
                        if e["do"] == "extra_placement")
            if self.placed > 1 + extra:
                self.fail(f"{self.placed} resources placed in one turn (CR 412.1)")
            self.res += 1
            self.ready += 1
        elif kind == "extra":
            self.res += 1                  # a resource put in exhausted
        elif kind == "pay":
            n, before = ev[1], ev[2]
            if n < 0:
                self.fail(f"negative cost {n}")
            if before != self.ready:
                self.fail(f"the engine had {before} ready resources, the checker counts {self.ready}")
            self.ready -= n
            if self.ready < 0:
                self.fail(f"paid {n} with {before} ready resources (CR 403.6a)")
        elif kind == "ready":
            n, before, res = ev[1], ev[2], ev[3]
            self.ready = min(self.res, self.ready + n)
        elif kind == "enter":
            uid, c, t = ev[1], ev[2], ev[3]
            self.play[uid] = c
            self.entered[uid] = t
            self.check_uniqueness()
        elif kind == "leave":
            self.play.pop(ev[1], None)
        elif kind == "attach":
            c, target = ev[1], ev[2]
            if target not in self.play:
                self.fail(f"{self.card(c).name} attached with no ally in play")
                return
            ally = self.card(self.play[target])
            if ally.type not in ("Ally", "Ability Ally"):
                self.fail(f"{self.card(c).name} attached to {ally.name}, not an ally")
            att = next(e for e in fx(self.card(c)) if e["do"] == "attach")
            if not matches(ally, att):
                self.fail(f"{self.card(c).name} attached to {ally.name}, which its text does not allow")
        elif kind == "readied":
            uid, src = ev[1], ev[2]
            if not any(e["do"] == "ready" for e in fx(self.card(src))):
                self.fail(f"{self.card(src).name} readies an ally but its text has no ready effect")
            self.attacked.pop(uid, None)
        elif kind == "attack":
            uid, c, entered, t, how = ev[1:]
            card = self.card(c)
            if uid not in self.play:
                self.fail(f"{card.name} attacks from outside play")
            if self.attacked.get(uid) == t:
                self.fail(f"{card.name} attacks again while exhausted from its attack (CR 602.1)")
            self.attacked[uid] = t
            effects = fx(card)
            if any(e["do"] == "cant_attack" and "to" not in e for e in effects) or any(
                    tag.startswith("Mount") or "Totem" in tag for tag in card.tags):
                self.fail(f"{card.name} can't attack (CR 302.3, 305.3a)")
            if any(e["do"] == "cant_attack" and e.get("to") == "all" for p in self.play.values()
                   for e in fx(self.card(p))):
                self.fail(f"{card.name} attacks while heroes and allies can't attack")
            if entered >= t:
                printed = any(e["do"] == "ferocity" and "to" not in e for e in effects)
                group = any(e["do"] == "ferocity" and e.get("to") == "allies" and matches(card, e)
                            for p in self.play.values() for e in fx(self.card(p)))
                ok = {"ferocity": printed, "group": group, "granted": True}.get(how, False)
                if not ok:
                    self.fail(f"{card.name} attacks the turn it entered play without Ferocity (CR 302.2)")
        elif kind == "strike":
            ws = [self.card(w) for w in ev[1]]
            kinds = {"ranged" if any(t.startswith("Ranged") for t in w.tags) else "melee" for w in ws}
            if len(kinds) > 1:
                self.fail("struck with a Melee and a Ranged weapon together (CR 406.6)")
            if len(ws) > 1 and not (kinds <= self.dual or ("melee" in kinds and "two-handed" in self.dual)):
                self.fail(f"struck with {len(ws)} weapons without dual wield (CR 303.2c)")
            if len(ws) > 2:
                self.fail(f"struck with {len(ws)} weapons")
        elif kind == "end":
            most = 7 + sum(e.get("n", 0) for c in self.play.values() for e in fx(self.card(c)) if e["do"] == "hand_size")
            if ev[2] > most:
                self.fail(f"{ev[2]} cards in hand at the end of the turn (CR 503.2a)")

    def check_uniqueness(self):
        cards = [self.card(c) for c in self.play.values()]
        names = Counter(c.name for c in cards if "Unique" in c.tags)
        for name, n in names.items():
            if n > 1:
                self.fail(f"{n} copies of Unique {name} in play (CR 414.3a)")
        counts: Counter = Counter()
        limit: dict[str, int] = {}
        for c in cards:
            for tag in c.tags:
                m = _LIMIT.match(tag)
                if m:
                    counts[m.group(1)] += 1
                    limit[m.group(1)] = int(m.group(2))
        for tag, n in counts.items():
            allowed = limit[tag]
            one_handed = [c for c in cards if f"{tag} ({limit[tag]})" in c.tags and "1H Weapon" in c.tags]
            if tag == "Melee" and "melee" in self.dual and len(one_handed) == n:
                allowed = 2                # 406.2: two One-Handed Melee weapons
            if tag == "Ranged" and "ranged" in self.dual:
                allowed = 2                # 406.4
            if n > allowed:
                self.fail(f"{n} cards with the {tag} ({limit[tag]}) tag in play (CR 414.3b)")
        if any("2H Weapon" in c.tags for c in cards) and any(any(t.startswith("Off-Hand") for t in c.tags)
                                                              for c in cards):
            self.fail("a Two-Handed and an Off-Hand card in play (CR 414.3c)")


@pytest.mark.parametrize("path", DECKS, ids=[p.stem for p in DECKS])
def test_thousands_of_games_keep_the_rules(db, path):
    deck = load_deck(path, db)
    setup = make_setup(deck.hero, deck.cards())
    checker = Checker(setup.cc, deck.hero)
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random()
    results = Counter()
    for g in range(GAMES):
        rng.seed(game_seed(11, g))
        checker.new_game()
        results[play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health,
                          first=g % 2 == 0, hero_atk=setup.hero_atk, audit=checker)] += 1
    assert checker.games == GAMES
    assert checker.breaches == [], "\n".join(checker.breaches[:10])
    assert sum(st.kills) > GAMES // 2        # the decks do kill the goldfish


def test_the_checker_catches_a_breach(db):
    """The checker is not a rubber stamp: three Pet (1) allies in play is a breach it reports."""
    pets = [c for c in db if c.type == "Ally" and "Pet (1)" in c.tags][:3]
    checker = Checker(make_setup(None, pets).cc, None)
    checker.new_game()
    for uid, c in enumerate(range(3)):
        checker(("enter", uid, c, 1))
    assert any("Pet (1)" in b for b in checker.breaches)
    checker.new_game()
    checker(("turn", 1))
    checker(("pay", 1, 0))
    assert any("CR 403.6a" in b for b in checker.breaches)


def test_allies_that_ready_attack_again_only_when_readied(db):
    """Abasha Windstorm (readies on her first attack) and Izzy Quizfiz (pays to ready) attack twice
    a turn; the checker accepts each second attack only after a readying by a card whose text readies."""
    cards = [db["Abasha Windstorm"]] * 20 + [db["Izzy Quizfiz"]] * 20 + [db["Voss Treebender"]] * 20
    setup = make_setup(None, cards)
    checker = Checker(setup.cc, None)
    st = Stats(setup.turns, len(setup.cc))
    rng = random.Random()
    for g in range(300):
        rng.seed(game_seed(5, g))
        checker.new_game()
        play_game(setup.cc, list(setup.deck), setup.policy, rng, st, health=setup.health, audit=checker)
    assert checker.breaches == [], "\n".join(checker.breaches[:10])
    checker.new_game()
    checker(("turn", 1))
    checker(("enter", 1, 0, 0))
    checker(("attack", 1, 0, 0, 1, ""))
    checker(("attack", 1, 0, 0, 1, ""))
    assert any("CR 602.1" in b for b in checker.breaches)
