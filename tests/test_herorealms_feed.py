"""The Hero Realms feed: counts from the box, structured effects, validation, cache, lookup."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from deckcheck.cards.lookup import Outcome
from deckcheck.errors import FeedErrors, InputError
from deckcheck.herorealms import feeds
from deckcheck.herorealms.effects import check_effects, describe
from deckcheck.herorealms.feeds import build_db, bundled_feeds, load_db
from deckcheck.herorealms.model import FACTIONS

REFERENCE = Path(__file__).resolve().parents[1].parent / "shared" / "reference" / "hero-realms"


@pytest.fixture(scope="module")
def db():
    return load_db(use_cache=False)


def test_box_counts(db):
    assert db.sets["BASE"].total == 144            # the rules sheet's 144 cards, 8 scorecards among them
    assert db.sets["BASE"].scorecards == 8
    by_role = Counter()
    for c in db:
        by_role[c.role] += c.qty
    assert by_role == {"market": 80, "fire_gem": 16, "personal": 40}
    assert db.contents("personal") == {"Gold": 28, "Ruby": 4, "Dagger": 4, "Shortsword": 4}
    assert len(db.contents("market")) == 54
    per_faction = Counter()
    for c in db.search(role="market"):
        per_faction[c.faction] += c.qty
    assert per_faction == {f: 20 for f in FACTIONS}
    assert sum(c.qty for c in db.search(role="market", guard=True)) == 17
    assert len(db.search(ability="ally")) == 36
    assert len(db.search(ability="expend")) == 27
    assert {c.name for c in db.search(ability="sacrifice", role="market")} == {
        "Fire Bomb", "Influence", "Nature's Bounty", "Wolf Form", "Word of Power"}


def test_facts_and_effects(db):
    arkus = db["Arkus, Imperial Dragon"]
    assert (arkus.type, arkus.faction, arkus.cost, arkus.defense, arkus.guard) == ("champion", "Imperial", 8, 6, True)
    assert describe(arkus.expend) == "gain 5 combat; draw 1 card(s)"
    assert describe(arkus.ally) == "gain 6 health"
    assert describe(db["Ruby"].primary) == "gain 2 gold"
    assert db["Ruby"].cost is None and db["Fire Gem"].cost == 2
    assert describe(db["Fire Gem"].sacrifice) == "gain 3 combat"
    assert describe(db["Street Thug"].expend) == "(gain 1 gold) or (gain 2 combat)"
    assert "for each other guard" in describe(db["Man-at-Arms"].expend)
    assert "if you do, gain 3 combat" in describe(db["Krythos, Master Vampire"].expend)
    assert db["Deception"].as_dict()["ally"] == [{"do": "next_acquire", "to": "hand", "what": "card"}]


def test_feed_has_facts_only():
    text = bundled_feeds()[0].read_text(encoding="utf-8")
    assert "{Gain" not in text and "<hr>" not in text and "Target opponent" not in text


@pytest.mark.skipif(not (REFERENCE / "hero_realms_base_set.csv").exists(), reason="no ../shared reference")
def test_import_reproduces_the_bundled_feed():
    from deckcheck.herorealms.importer import convert, dump
    assert dump(convert(REFERENCE / "hero_realms_base_set.csv")) == bundled_feeds()[0].read_text(encoding="utf-8")


def _feed(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "extra.yaml"
    p.write_text("schema: 1\ngame: hero-realms\nset: {code: TST, name: Test}\ncards:\n" + body, encoding="utf-8")
    return p


def test_extra_feed_layers_over_the_bundled_one(tmp_path):
    p = _feed(tmp_path, "- {name: Ruby, type: item, role: personal, qty: 4, primary: [{do: gold, n: 3}]}\n"
                        "- {name: Test Champ, type: champion, role: market, qty: 1, faction: Wild, cost: 3, defense: 4,"
                        " expend: [{do: combat, n: 9}]}\n")
    db = build_db(bundled_feeds(), [p])
    assert describe(db["Ruby"].primary) == "gain 3 gold"
    assert db["Test Champ"].set == "TST"
    assert len(db) == 60


@pytest.mark.parametrize("body, field, words", [
    ("- {name: X, type: spell, role: market, qty: 1, cost: 1}\n", "type", "expected one of"),
    ("- {name: X, type: champion, role: market, qty: 1, cost: 1}\n", "defense", "needs a defense"),
    ("- {name: X, type: action, role: market, qty: 1}\n", "cost", "needs a cost"),
    ("- {name: X, type: action, role: market, qty: 1, cost: 1, text: hi}\n", "text", "unknown field"),
    ("- {name: X, type: action, role: market, qty: 1, cost: 1, primary: [{do: fly}]}\n", "primary", "do:"),
    ("- {name: X, type: action, role: market, qty: 1, cost: 1, ally: [{do: gold}]}\n", "ally", "faction"),
    ("- {name: X, type: item, role: personal, qty: 0}\n", "qty", ">= 1"),
])
def test_bad_records_name_file_line_and_field(tmp_path, body, field, words):
    p = _feed(tmp_path, "- {name: Fine, type: item, role: personal, qty: 1}\n" + body)
    with pytest.raises(FeedErrors) as exc:
        build_db([p])
    err = exc.value.errors[0]
    assert (err.path, err.line, err.field) == (str(p), 6, field)
    assert words in err.message


def test_aliases_are_refused(tmp_path):
    p = _feed(tmp_path, "- &a {name: A, type: item, role: personal, qty: 1}\n- *a\n")
    with pytest.raises(FeedErrors) as exc:
        build_db([p])
    assert "aliases" in str(exc.value)


def test_wrong_game_and_total(tmp_path):
    p = tmp_path / "w.yaml"
    p.write_text("schema: 1\ngame: wowtcg\nset: {code: X}\ncards: []\n", encoding="utf-8")
    with pytest.raises(FeedErrors, match="not a Hero Realms feed"):
        build_db([p])
    q = _feed(tmp_path, "- {name: A, type: item, role: personal, qty: 2}\n")
    q.write_text(q.read_text().replace("name: Test}", "name: Test, total: 3}"), encoding="utf-8")
    with pytest.raises(FeedErrors, match="set total says 3"):
        build_db([q])


def test_missing_extra_feed_is_an_input_error():
    with pytest.raises(InputError, match="no such file"):
        load_db(["/nonexistent/feed.yaml"], use_cache=False)


def test_cache_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path))
    first = load_db()
    assert list(tmp_path.glob("herorealms-*.pickle"))
    monkeypatch.setattr(feeds, "build_db", lambda *a: pytest.fail("rebuilt despite a warm cache"))
    again = load_db()
    assert again.cards == first.cards


def test_name_ladder(db):
    assert db.resolve("Fire Gem").outcome is Outcome.EXACT
    assert db.resolve("man at arms").name == "Man-at-Arms"
    assert db.resolve("Arkus").outcome is Outcome.PREFIX
    m = db.resolve("Tithe Preist")
    assert (m.outcome, m.name) == (Outcome.FUZZY, "Tithe Priest")
    assert db.resolve("Zzyzx").outcome is Outcome.UNKNOWN


def test_effect_checker_words():
    assert check_effects([{"choose": [[{"do": "gold"}]]}]) == "effect #1: choose: expected a list of at least two options"
    assert check_effects([{"do": "gold", "per": "moon"}]).startswith("effect #1: per:")
    assert check_effects([{"do": "next_acquire"}]) == "effect #1: next_acquire needs 'to'"
    assert check_effects([{"do": "combat", "n": 2, "per": "champion"}]) is None
