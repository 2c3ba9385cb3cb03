"""Deck-file readers: every format read to the same raw Decklist, and hostile input refused cleanly."""
from __future__ import annotations

import io
import json
import random
import sys
from collections import Counter
from pathlib import Path

import pytest

from deckcheck.decks import FORMATS, DeckLine, Decklist, parse_deck, read_deck, sniff
from deckcheck.errors import InputError

DECKS = Path(__file__).resolve().parent / "fixtures" / "decks"
FAMASIN = DECKS / "seriallos_famasin"
FAMASIN_FILES = [FAMASIN / f"famasin.{ext}" for ext in ("deck", "csv", "mwDeck", "o8d")] + [
    DECKS / "famasin.yaml", DECKS / "famasin.json"]
GODOT = sorted(p.stem for p in (DECKS / "godot_json").glob("*.json"))
HERO = "Fama'sin the Lifeseer"


def multiset(deck: Decklist) -> Counter:
    totals: Counter = Counter()
    for ln in deck.lines:
        totals[(ln.section, ln.name)] += ln.qty
    return totals


def one(text: str, **kw) -> DeckLine:
    deck = parse_deck(text, **kw)
    assert len(deck.lines) == 1, deck.lines
    return deck.lines[0]


def error(text: str | None = None, *, file: Path | None = None, fmt: str | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        if file is not None:
            read_deck(file, fmt)
        else:
            parse_deck(text, path="deck.x", fmt=fmt)
    return info.value


# --- the same real deck in every format --------------------------------------------------------

@pytest.mark.parametrize("path", FAMASIN_FILES, ids=lambda p: p.suffix)
def test_famasin_reads_the_same_in_every_format(path):
    reference = read_deck(FAMASIN / "famasin.deck")
    deck = read_deck(path)
    assert [(h.name, h.qty) for h in deck.hero_lines] == [(HERO, 1)]
    assert deck.count("main") == 61 and deck.side == []
    assert len(deck.main) == 40
    assert multiset(deck) == multiset(reference)
    assert multiset(deck)[("main", "Jadefire Trickster")] == 4
    assert multiset(deck)[("main", "Stonebranch, Ancient of War")] == 3


def test_famasin_formats_and_details():
    formats = {p.suffix: read_deck(p).format for p in FAMASIN_FILES}
    assert formats == {".deck": "text", ".csv": "csv", ".mwDeck": "mwdeck", ".o8d": "o8d",
                       ".yaml": "yaml", ".json": "json"}
    csv_deck = read_deck(FAMASIN / "famasin.csv")
    assert csv_deck.title == "Fama'sin - Limited League Deck"
    hero = csv_deck.hero_lines[0]
    assert (hero.line, hero.set_code, hero.raw) == (10, "TOT", "\"Fama'sin the Lifeseer\",1,TOT,Hero,6")
    first = csv_deck.main[0]
    assert (first.name, first.set_code, first.line) == ("As Hyjal Burns", "CoH", 3)
    text_deck = read_deck(FAMASIN / "famasin.deck")
    assert text_deck.hero_lines[0].line == 1 and text_deck.title is None
    assert (text_deck.main[0].name, text_deck.main[0].line) == ("Branch of Nordrassil", 3)
    mw = read_deck(FAMASIN / "famasin.mwDeck")
    assert mw.hero_lines[0].line == 10 and all("Back" not in ln.name for ln in mw.lines)
    assert mw.main[0].set_code is None  # "[6]" is a block number, not a set
    o8d = read_deck(FAMASIN / "famasin.o8d")
    assert o8d.hero_lines[0].line == 46 and o8d.main[0].line == 4
    assert o8d.main[0].raw == '<card qty="2" >As Hyjal Burns</card>'
    assert read_deck(DECKS / "famasin.yaml").title == "Fama'sin - Limited League Deck"


@pytest.mark.parametrize("path", FAMASIN_FILES, ids=lambda p: p.suffix)
def test_sniffing_without_extension_matches(path, tmp_path):
    text = path.read_text(encoding="utf-8")
    copy = tmp_path / "deck.unknown"
    copy.write_text(text, encoding="utf-8")
    assert read_deck(copy).format == read_deck(path).format
    assert multiset(parse_deck(text)) == multiset(read_deck(path))


# --- godot decks: the text twin reads like the JSON ----------------------------------------------

@pytest.mark.parametrize("stem", GODOT)
def test_godot_text_equals_json(stem):
    js = read_deck(DECKS / "godot_json" / f"{stem}.json")
    txt = read_deck(DECKS / "godot_text" / f"{stem}.txt")
    assert (js.format, txt.format) == ("godot", "text")
    assert multiset(js) == multiset(txt)
    assert js.count("main") == txt.count("main") == 60
    assert js.title == txt.title
    assert [h.number for h in js.hero_lines] == [h.number for h in txt.hero_lines]
    assert all(ln.set_code in ("HoA", "TDP") and ln.number.isdigit() for ln in js.lines)


def test_godot_details():
    js = read_deck(DECKS / "godot_json" / "battle_ready__alliance_druid_moonshadow.json")
    hero = js.hero_lines[0]
    assert (hero.name, hero.set_code, hero.number, hero.line) == ("Moonshadow", "HoA", "6", 4)
    first = js.main[0]
    assert (first.qty, first.name, first.set_code, first.number, first.line) == (
        1, "The Defias Brotherhood", "HoA", "340", 7)
    assert ("TDP", "289") in {(ln.set_code, ln.number) for ln in js.main}
    assert js.player == "playtest"
    txt = read_deck(DECKS / "godot_text" / "battle_ready__alliance_druid_moonshadow.txt")
    assert (txt.hero_lines[0].set_code, txt.hero_lines[0].number) == ("Heroes of Azeroth", "6")
    assert (DECKS / "godot_json" / "ideas__horde_mage_tazo.json").read_bytes()[:3] == b"\xef\xbb\xbf"
    assert read_deck(DECKS / "godot_json" / "ideas__horde_mage_tazo.json").hero_lines[0].name == "Ta'zo"


def test_godot_template_without_hero_and_hero_known_only_by_pin():
    assert read_deck(DECKS / "godot_json" / "templates__horde_exhauster.json").hero_lines == []
    assert read_deck(DECKS / "godot_text" / "templates__horde_exhauster.txt").hero_lines == []
    deck = parse_deck('{"hero_card_def_id": "dark_portal_3", "card_entries": '
                      '[{"card_def_id": "azeroth_9", "count": 2}]}')
    assert [(ln.section, ln.name, ln.set_code, ln.number, ln.qty) for ln in deck.lines] == [
        ("hero", "", "TDP", "3", 1), ("main", "", "HoA", "9", 2)]


# --- plain text -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text, qty, name", [
    ("4 Jadefire Trickster", 4, "Jadefire Trickster"),
    ("4x Jadefire Trickster", 4, "Jadefire Trickster"),
    ("4X Jadefire Trickster", 4, "Jadefire Trickster"),
    ("4 x Jadefire Trickster", 4, "Jadefire Trickster"),
    ("Jadefire Trickster x4", 4, "Jadefire Trickster"),
    ("Jadefire Trickster x 3", 3, "Jadefire Trickster"),
    ("Jadefire Trickster", 1, "Jadefire Trickster"),
    ("  2\tJadefire   Trickster  ", 2, "Jadefire Trickster"),
    ("3 Stonebranch, Ancient of War", 3, "Stonebranch, Ancient of War"),
    ("2 Chasing A-Me 01", 2, "Chasing A-Me 01"),
    ("1 If You're Not Against Us...", 1, "If You're Not Against Us..."),
    ("4 xavian waterseer", 4, "xavian waterseer"),
])
def test_text_card_lines(text, qty, name):
    ln = one(text, fmt="text")
    assert (ln.qty, ln.name, ln.section, ln.line, ln.raw) == (qty, name, "main", 1, text.strip())


@pytest.mark.parametrize("text", [
    "# HERO Fama'sin the Lifeseer", "#HERO  Fama'sin the Lifeseer", "# Hero: Fama'sin the Lifeseer",
    "Hero: Fama'sin the Lifeseer", "HERO: 1 Fama'sin the Lifeseer", "Hero\nFama'sin the Lifeseer",
    "Hero:\n1x Fama'sin the Lifeseer", "// HERO Fama'sin the Lifeseer",
])
def test_text_hero_forms(text):
    ln = parse_deck(text + "\n4 Verdant Boon" if "\n" not in text else text).hero_lines
    assert [(h.qty, h.name, h.section) for h in ln] == [(1, HERO, "hero")]


def test_text_sections_headers_comments_and_declared():
    text = "\n".join([
        "# My Druid",                 # 1: title
        "Player: Ann",                # 2
        "Hero: Fama'sin the Lifeseer",
        "",
        "Main deck (60):",            # 5
        "// Allies",
        "Allies (20)",                # category label, no section
        "4 Verdant Boon",             # 8
        "Quests:",
        "2 Entrenched",               # 10
        "Side deck (10)",
        "3 Moonshard",                # 12
        "MAIN",
        "1 Gnash",                    # 14
        "sideboard:",
        "1 Innervate",                # 16
        "Deck",
        "1 Kalam'ti",                 # 18
        "Side",
        "1 Trag'ush",
        "# 10 cards",
    ])
    deck = parse_deck(text, path="d.txt")
    assert (deck.title, deck.player, deck.format, deck.path) == ("My Druid", "Ann", "text", "d.txt")
    assert [(ln.section, ln.name, ln.line) for ln in deck.lines] == [
        ("hero", HERO, 3), ("main", "Verdant Boon", 8), ("main", "Entrenched", 10),
        ("side", "Moonshard", 12), ("main", "Gnash", 14), ("side", "Innervate", 16),
        ("main", "Kalam'ti", 18), ("side", "Trag'ush", 20)]
    assert deck.declared == {"main": 60, "side": 10}
    again = text.replace("Main deck (60):", "Main deck:\n// 60 cards").replace("Side deck (10)", "Side")
    assert parse_deck(again).declared == {"main": 60, "side": 10}


def test_text_sb_prefix_and_bytes_input():
    deck = parse_deck(b"\xef\xbb\xbf4 Gnash\r\nSB: 2 Innervate\r\nsb:Moonshard x3\r\n")
    assert [(ln.section, ln.qty, ln.name, ln.line) for ln in deck.lines] == [
        ("main", 4, "Gnash", 1), ("side", 2, "Innervate", 2), ("side", 3, "Moonshard", 3)]
    assert "not a text deck file" in error(b"4 Gnash\n\xff\xfe").message


def test_text_declared_from_comment_and_same_name_lines_kept():
    deck = parse_deck("// 60 cards\n2 Gnash\n2 Gnash\n")
    assert deck.declared == {"main": 60}
    assert [(ln.qty, ln.name, ln.line) for ln in deck.main] == [(2, "Gnash", 2), (2, "Gnash", 3)]
    assert deck.count("main") == 4


@pytest.mark.parametrize("text, name, set_code, number", [
    ("2 Gnash (TOT)", "Gnash", "TOT", None),
    ("2 Gnash (HoA 12)", "Gnash", "HoA", "12"),
    ("2 Gnash [TDP #12]", "Gnash", "TDP", "12"),
    ("2 Gnash [TDP 12]", "Gnash", "TDP", "12"),
    ("2 Gnash [Heroes of Azeroth #6]", "Gnash", "Heroes of Azeroth", "6"),
    ("Gnash [HoA]  x2", "Gnash", "HoA", None),
    ("2 Gnash (two words)", "Gnash (two words)", None, None),
    ("2 Gnash [#12]", "Gnash [#12]", None, None),
])
def test_pins(text, name, set_code, number):
    ln = one(text, fmt="text")
    assert (ln.qty, ln.name, ln.set_code, ln.number) == (2, name, set_code, number)


def test_hero_placeholder_in_parentheses_is_no_hero():
    assert parse_deck("# HERO (none - template)\n4 Gnash").hero_lines == []


def test_bom_crlf_cr_tabs_and_nbsp_read_like_clean_text(tmp_path):
    clean = (FAMASIN / "famasin.deck").read_text(encoding="utf-8")
    reference = read_deck(FAMASIN / "famasin.deck")
    variants = {
        "bom_crlf.deck": b"\xef\xbb\xbf" + clean.replace("\n", "\r\n").encode(),
        "cr.deck": clean.replace("\n", "\r").encode(),
        "odd_space.deck": clean.replace(" ", "\u00a0", 3).replace("1 ", "1\t").encode(),
    }
    for name, data in variants.items():
        (tmp_path / name).write_bytes(data)
        deck = read_deck(tmp_path / name)
        assert multiset(deck) == multiset(reference), name
        assert [ln.line for ln in deck.lines] == [ln.line for ln in reference.lines], name
    csv_bom = tmp_path / "f.csv"
    csv_bom.write_bytes(b"\xef\xbb\xbf" + (FAMASIN / "famasin.csv").read_bytes().replace(b"\n", b"\r\n"))
    assert multiset(read_deck(csv_bom)) == multiset(reference)
    assert parse_deck("\ufeff4 Gnash\r\n").lines[0].name == "Gnash"


# --- CSV -------------------------------------------------------------------------------------------

def test_csv_variants():
    deck = parse_deck("Name,Qty,Set,Type,Section\nGnash,2,TOT,Ally,main\n"
                      "\"Fama'sin the Lifeseer\",1,TOT,Hero,\nInnervate,3,HoA,Ability,sideboard\n", fmt="csv")
    assert [(ln.section, ln.name, ln.qty, ln.set_code, ln.line) for ln in deck.lines] == [
        ("main", "Gnash", 2, "TOT", 2), ("hero", HERO, 1, "TOT", 3), ("side", "Innervate", 3, "HoA", 4)]
    two = parse_deck("Gnash,2\n3,Innervate\nSideboard (10)\nMoonshard,1\n", fmt="csv")
    assert [(ln.section, ln.name, ln.qty) for ln in two.lines] == [
        ("main", "Gnash", 2), ("main", "Innervate", 3), ("side", "Moonshard", 1)]
    assert two.declared == {"side": 10}
    semi = parse_deck("Gnash;2\nInnervate;3\n", fmt="csv")
    assert [(ln.name, ln.qty) for ln in semi.lines] == [("Gnash", 2), ("Innervate", 3)]


def test_csv_master_hero_is_hero_only_without_a_plain_hero():
    alone = parse_deck("Varian Wrynn,1,WG,Master Hero,6\nGnash,2,TOT,Ally,6\n", fmt="csv")
    assert [ln.name for ln in alone.hero_lines] == ["Varian Wrynn"]
    both = parse_deck(f"{HERO},1,TOT,Hero,6\n{HERO} Back,1,TOT,Hero,6\nVarian Wrynn,1,WG,Master Hero,6\n",
                      fmt="csv")
    assert [ln.name for ln in both.hero_lines] == [HERO]
    assert [ln.name for ln in both.main] == ["Varian Wrynn"]


def test_csv_rows_keep_their_first_line():
    deck = parse_deck('Title\n\n"Stonebranch,\nAncient of War",2\nGnash,1\n', fmt="csv")
    assert [(ln.name, ln.line) for ln in deck.lines] == [("Stonebranch, Ancient of War", 3), ("Gnash", 5)]
    err = error('Title\n"Gnash",2\n"Stone,\nAncient",x\n', fmt="csv")
    assert (err.line, err.field) == (3, "quantity")


# --- Magic Workstation and OCTGN --------------------------------------------------------------

def test_mwdeck_meta_side_and_pins():
    deck = parse_deck("// NAME : Druid Rush\n// CREATOR : Ann\n  4 [TOT] Gnash {6}\n"
                      "SB: 2 [6] Innervate {6}\n  1 Moonshard\n", fmt="mwdeck")
    assert (deck.title, deck.player) == ("Druid Rush", "Ann")
    assert [(ln.section, ln.qty, ln.name, ln.set_code, ln.line) for ln in deck.lines] == [
        ("main", 4, "Gnash", "TOT", 3), ("side", 2, "Innervate", None, 4), ("main", 1, "Moonshard", None, 5)]
    err = error("  4 [6] Gnash\nnot a card line\n", fmt="mwdeck")
    assert err.line == 2 and "deck.x:2" in str(err)


def test_o8d_sections_and_back_twin():
    xml = ('<?xml version="1.0"?>\n<deck game="x">\n<section name="HERO">\n'
           '<card qty="1" id="a">Fama\'sin the Lifeseer Back</card>\n'
           '<card qty="1" id="b">Fama\'sin the Lifeseer</card>\n</section>\n'
           '<section name="Sideboard"><card qty="3">Gnash</card></section>\n'
           '<section name="main">\n<card qty="2">Innervate</card>\n<card>Moonshard</card>\n</section>\n'
           '<notes>whatever</notes>\n</deck>\n')
    deck = parse_deck(xml)
    assert [(ln.section, ln.qty, ln.name, ln.line) for ln in deck.lines] == [
        ("hero", 1, HERO, 5), ("side", 3, "Gnash", 7), ("main", 2, "Innervate", 9),
        ("main", 1, "Moonshard", 10)]


@pytest.mark.parametrize("xml, line, words", [
    ('<deck>\n<section name="Main">\n<card qty="2">Gnash</section>\n</deck>', 3, "invalid XML"),
    ('<deck>\n<section name="Limbo"></section></deck>', 2, "unknown section"),
    ('<cards>\n</cards>', 1, "not an OCTGN deck"),
    ('<deck>\n<section name="Main">\n<card qty="four">Gnash</card></section></deck>', 3, "whole number"),
    ('<deck><section name="Main"><card qty="2">&ent;</card></section></deck>', 1, "invalid XML"),
    ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n'
     '<deck><section name="Main"><card qty="1">&lol2;</card></section></deck>', 2, "DOCTYPE"),
])
def test_o8d_errors(xml, line, words):
    err = error(xml, fmt="o8d")
    assert err.line == line and words in err.message and err.path == "deck.x"


# --- our YAML / JSON form ---------------------------------------------------------------------

def test_yaml_forms_pins_and_lines():
    deck = parse_deck('title: Rush\nplayer: Ann\nformat: core\nhero: "Moonshadow [HoA #6]"\nmain:\n'
                      '  Gnash: 4\n  "Innervate (TDP)": 2\nside:\n  - 3 Moonshard\n  - Gnash x1\n'
                      '  - {name: Entrenched, qty: 2, set: ELE, number: 7}\n', fmt="yaml")
    assert (deck.title, deck.player, deck.game_format) == ("Rush", "Ann", "core")
    assert [(ln.section, ln.qty, ln.name, ln.set_code, ln.number, ln.line) for ln in deck.lines] == [
        ("hero", 1, "Moonshadow", "HoA", "6", 4), ("main", 4, "Gnash", None, None, 6),
        ("main", 2, "Innervate", "TDP", None, 7), ("side", 3, "Moonshard", None, None, 9),
        ("side", 1, "Gnash", None, None, 10), ("side", 2, "Entrenched", "ELE", "7", 11)]


def test_json_form_lines():
    text = json.dumps({"title": "Rush", "hero": "Moonshadow", "main": {"Gnash": 4, "Innervate": 2},
                       "side": ["3 Moonshard"]}, indent=2)
    deck = parse_deck(text)
    assert deck.format == "json"
    assert [(ln.section, ln.qty, ln.name, ln.line) for ln in deck.lines] == [
        ("hero", 1, "Moonshadow", 3), ("main", 4, "Gnash", 5), ("main", 2, "Innervate", 6),
        ("side", 3, "Moonshard", 9)]


@pytest.mark.parametrize("text, fmt, line, field, words", [
    ("hero: X\nmian:\n  Gnash: 4\n", "yaml", 2, "mian", "unknown key"),
    ('{\n "hero": "X",\n "decklist": []\n}', "json", 3, "decklist", "unknown key"),
    ("main:\n  Gnash: 4\n  Innervate: 0\n", "yaml", 3, "quantity", "out of range"),
    ("main:\n  Gnash: four\n", "yaml", 2, "quantity", "whole number"),
    ('{"main": {"Gnash": true}}', "json", 1, "quantity", "whole number"),
    ('{"main": {"Gnash": 2.5}}', "json", 1, "quantity", "whole number"),
    ("main:\n  Gnash: 4\n  Gnash: 2\n", "yaml", 3, "main.Gnash", "duplicate key"),
    ("main:\n  - &a 4 Gnash\n  - *a\n", "yaml", 3, "main", "aliases"),
    ("main: [\n  4 Gnash,\n  : :\n", "yaml", 3, "main", "invalid YAML"),
    ('{\n"main": [\n"4 Gnash",\n]\n}', "json", 4, None, "invalid JSON"),
    ("- 4 Gnash\n", "yaml", 1, None, "expected a mapping"),
    ("a: 1\n---\nb: 2\n", "yaml", 2, None, "more than one"),
    ("main: 4\n", "yaml", 1, "main", "must be a mapping"),
])
def test_structured_errors(text, fmt, line, field, words):
    err = error(text, fmt=fmt)
    assert (err.line, err.field) == (line, field) and words in err.message, str(err)


def test_yaml_alias_bomb_and_deep_nesting_are_refused_fast():
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))
    assert "alias" in error(bomb, fmt="yaml").message
    deep = "main: " + "[" * 200_000 + "]" * 200_000
    message = error(deep, fmt="yaml").message
    assert "nested too deeply" in message or "nesting depth" in message  # ours, or LibYAML's own limit
    assert "nested too deeply" in error("[" * 100_000 + "]" * 100_000, fmt="json").message


# --- hostile input -------------------------------------------------------------------------------

def test_binary_garbage(tmp_path):
    rng = random.Random(7)
    garbage = tmp_path / "garbage.deck"
    garbage.write_bytes(bytes(rng.randrange(256) for _ in range(50_000)) + b"\x00")
    err = error(file=garbage)
    assert "not a text deck file" in err.message and err.path == str(garbage)
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"4 Gnash\n2 Caf\xe9 Ally\n")
    err = error(file=latin)
    assert "not a text deck file" in err.message and err.line == 2
    png = tmp_path / "image.o8d"
    png.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert "not a text deck file" in error(file=png).message
    assert error("4 Gnash\n\x07\n").line == 2


def test_control_characters_are_found_among_any_letters():
    """The control-character test runs over the text's UTF-8 in one pass: a control character after
    letters beyond ASCII is still found on its line, every one of them is, and tabs, form feeds and
    vertical tabs (odd spacing, not binary) still read."""
    for ch in [chr(c) for c in range(0, 9)] + [chr(c) for c in range(0x0e, 0x20)] + ["\x7f"]:
        assert "control characters" in error(f"1 Gnash\n2 Épée du Roi\n3 Ur{ch}sa\n").message
        assert error(f"1 Gnash\n2 Épée du Roi\n3 Ur{ch}sa\n").line == 3
    lines = parse_deck("4\tGnash\x0b\n\x0c2 Caf\u00e9 Ally\n", path="d.txt").lines
    assert [(ln.qty, ln.name) for ln in lines] == [(4, "Gnash"), (2, "Caf\u00e9 Ally")]


def test_huge_file_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.txt"
    with open(big, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)
    err = error(file=big)
    assert "file too large" in err.message and err.path == str(big)
    big.unlink()
    just_over = tmp_path / "over.deck"
    just_over.write_bytes(b"1 Gnash\n" * (1024 * 1024 // 8 + 1))
    assert "file too large" in error(file=just_over).message
    assert "file too large" in error("1 Gnash\n" * 200_000).message


def test_huge_stdin_is_refused(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"1 Gnash\n" * 300_000)))
    err = error(file=Path("-"))
    assert "file too large" in err.message and err.path == "<stdin>"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"4 Gnash\n")))
    deck = read_deck("-")
    assert (deck.path, deck.lines[0].qty, deck.lines[0].name) == ("<stdin>", 4, "Gnash")


@pytest.mark.parametrize("fmt, row", [
    ("text", "1 Gnash"), ("csv", "Gnash,1"), ("mwdeck", "1 [6] Gnash"), ("yaml", "  - 1 Gnash"),
])
def test_too_many_lines(tmp_path, fmt, row):
    head = "main:\n" if fmt == "yaml" else ""
    path = tmp_path / f"many.{ {'text': 'txt', 'mwdeck': 'mwDeck'}.get(fmt, fmt) }"
    path.write_text(head + "\n".join([row] * 10_000) + "\n", encoding="utf-8")
    err = error(file=path)
    assert "too many lines" in err.message
    assert err.line == 2001 + (fmt == "yaml")


def test_too_many_lines_xml_and_json():
    xml = '<deck><section name="Main">\n' + '<card qty="1">Gnash</card>\n' * 2001 + "</section></deck>"
    assert error(xml).line == 2002
    js = json.dumps({"main": ["1 Gnash"] * 2001}, indent=0)
    assert "too many lines" in error(js).message


@pytest.mark.parametrize("text, fmt, line", [
    ("4 Gnash\n0 Innervate\n", "text", 2),
    ("4 Gnash\n100 Innervate\n", "text", 2),
    ("-1 Gnash\n", "text", 1),
    ("Gnash x0\n", "text", 1),
    ("99999999999999999999999999 Gnash\n", "text", 1),
    ("Gnash,abc\n", "csv", 1),
    ("Title\nGnash,2\nInnervate,0,HoA,Ability,6\n", "csv", 3),
    ("  1 [6] Gnash\nSB: 0 [6] Innervate\n", "mwdeck", 2),
])
def test_bad_quantities(text, fmt, line):
    err = error(text, fmt=fmt)
    assert (err.line, err.field, err.path) == (line, "quantity", "deck.x")
    assert str(err).startswith(f"deck.x:{line}: quantity: ")


def test_other_bad_input(tmp_path):
    assert "empty deck file" in error(" \n\n\t\n").message
    assert error("4 Gnash", fmt="pdf").field == "format"
    assert "no such file" in error(file=tmp_path / "missing.txt").message
    assert "directory" in error(file=tmp_path).message
    assert error("12\n").field == "name"
    long_name = error("4 " + "Gnash" * 100)
    assert long_name.field == "name" and long_name.line == 1


def test_random_mutations_only_ever_raise_input_error():
    rng = random.Random(1)
    seeds = [p.read_text(encoding="utf-8-sig") for p in FAMASIN_FILES] + [
        (DECKS / "godot_json" / f"{GODOT[0]}.json").read_text(encoding="utf-8-sig")]
    alphabet = '<>&"\',:;[]{}()#/\\x-*!?\n\t 0123456789aZ\u00e9\u2028'
    for _ in range(400):
        text = list(rng.choice(seeds))
        for _ in range(rng.randrange(1, 12)):
            at = rng.randrange(len(text))
            action = rng.randrange(3)
            if action == 0:
                del text[at:at + rng.randrange(1, 40)]
            elif action == 1:
                text.insert(at, rng.choice(alphabet))
            else:
                text[at] = rng.choice(alphabet)
        for fmt in (None, *FORMATS):
            try:
                deck = parse_deck("".join(text), fmt=fmt)
            except InputError as exc:
                assert exc.message and exc.path == "<text>"
            else:
                assert all(1 <= ln.qty <= 99 and ln.section in ("hero", "main", "side") for ln in deck.lines)


def test_sniff_and_formats():
    assert FORMATS == ("text", "csv", "mwdeck", "o8d", "yaml", "json", "godot")
    assert sniff("4 Stonebranch, Ancient of War\n2 Gnash\n") == "text"
    assert sniff("Hero: Gnash\nMain:\n4 Gnash\n") == "text"
    assert sniff("hero: Gnash\nmain:\n  Gnash: 4\n") == "yaml"
    assert sniff('"Gnash",4,TOT\n') == "csv"
    # only lines with a comma are looked at; a row is one whole line, the last one too
    assert sniff("Hero: Gnash\n2 Finkle Einhorn, At Your Service!\n4 Gnash\n1 A, B, C\n") == "text"
    assert sniff("name,quantity\nGnash,4\n\nStonebranch, 2\nUrsa,3") == "csv"
    assert sniff("4 Gnash\n4 Ursa\n4 Dalaran\nGnash,4") == "text"     # one row in four card lines
    assert sniff("SB: 1 Gnash\n") == "text"
    assert sniff("SB: 1 [6] Gnash\n") == "mwdeck"
    assert sniff("  <deck/>") == "o8d"


def test_the_plain_line_fast_path_reads_like_the_full_parser():
    """add_line's shortcut for "4 Name" must give exactly what add_text gives, on every line shape."""
    from deckcheck.decks.builder import DeckBuilder
    rng = random.Random(11)
    parts = ["4", "2", "0", "04", "99", "100", "x", "X", "×", "*", "Frostbolt", "Orgrimmar", "Grunts",
             "(HoA)", "[HoA #1]", "12", "4.5", "1e3", " ", "  ", "\u00e9", "Name x4", "SB:", "-1"]
    for _ in range(3000):
        text = " ".join(rng.choice(parts) for _ in range(rng.randrange(1, 5))).strip()
        if not text:
            continue
        got = []
        for how in ("add_line", "add_text"):
            b = DeckBuilder("x", "text")
            try:
                entry = b.add_line(text, "main", 1) if how == "add_line" else b.add_text(text, "main", 1, text)
                got.append(("ok", entry))
            except InputError as exc:
                got.append(("error", str(exc)))
        assert got[0] == got[1], text
