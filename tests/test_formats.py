"""Formats as played: dated ban lists with their source, card lists, a user's own format file.

The CR (v7.4) has no rule for format legality (§100 builds a deck for any format), so a ban is a
"format" violation that names the list and its date instead of a CR number.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from deckcheck.errors import InputError
from deckcheck.wowtcg.deck import deck_from_text
from deckcheck.wowtcg.importer.formats import ban_entries, oracle_card, slug
from deckcheck.wowtcg.rules import check_deck, get_format

REPO = Path(__file__).resolve().parents[1]
REFERENCE = REPO.parent / "shared" / "reference"
DECKS = REPO / "data" / "decks"


def litori_with(card: str, n: int = 2) -> str:
    """Litori's legal 60-card Classic deck with `n` of its A Donation of Wool swapped for `card`."""
    text = (DECKS / "litori_frost.txt").read_text(encoding="utf-8")
    assert "\n2 A Donation of Wool\n" in text
    return text.replace("\n2 A Donation of Wool\n", f"\n{n} {card}\n")


def format_errors(report):
    return [v for v in report.errors if v.rule == "format"]


def test_blizzard_is_banned_in_classic_naming_the_list_and_date(db):
    assert check_deck(deck_from_text(litori_with("Fireball"), db), "classic").legal
    report = check_deck(deck_from_text(litori_with("Blizzard"), db), "classic")
    [v] = report.errors
    assert v.rule == "format" and v.card == "Blizzard" and v.section == "main"
    assert "banned in Classic" in v.message
    assert "WoW TCG Reborn Classic banlist, 2019-02-21" in v.message
    assert v.fix == "remove 2 Blizzard from the main deck"
    # Blizzard is no problem outside Classic's ban list
    assert check_deck(deck_from_text(litori_with("Blizzard"), db), "constructed").legal


def test_contemporary_bans_a_card_the_tracker_calls_contemporary(db):
    """Mazu'kon carries the tracker's Contemporary tag, but cardcarp's Contemporary list bans it."""
    assert "Contemporary" in db["Mazu'kon"].legal
    fmt = get_format("contemporary")
    [ban] = fmt.bans_of("Mazu'kon")
    assert ban.list == "cardcarp/wow contemporary ban list" and ban.date is None
    assert "mazukon-throne-of-the-tides-162" in ban.source
    report = check_deck(deck_from_text("Hero: Gorebelly\n4 Mazu'kon\n", db), fmt)
    [v] = [v for v in format_errors(report) if v.card == "Mazu'kon"]
    assert v.message == "Mazu'kon is banned in Contemporary (cardcarp/wow contemporary ban list, undated)"
    core = check_deck(deck_from_text("Hero: Gorebelly\n4 Mazu'kon\n", db), "core")
    assert "Mazu'kon" not in {v.card for v in format_errors(core)}


def test_contemporary_cryptozoic_bans(db):
    fmt = get_format("contemporary")
    for card in ("Sava'gin the Reckless", "Bottled Light", "Etched Dragonbone Girdle"):
        lists = {b.list for b in fmt.bans_of(card)}
        assert "Cryptozoic's removal from Contemporary" in lists and "cardcarp/wow contemporary ban list" in lists


def test_ban_lists_hold_every_statement(db):
    """Classic: cardcarp's 9 and Reborn's 7 + 2 (13 cards); Contemporary: cardcarp's 12; Block none."""
    classic, contemporary = get_format("classic"), get_format("contemporary")
    assert len(classic.banned) == 13 and len(contemporary.banned) == 12
    assert not get_format("block").banned and not get_format("constructed").banned
    # the dated statement comes first, the undated community file after it
    assert [b.date for b in classic.bans_of("Blizzard")] == ["2019-02-21", None]
    assert classic.bans_of("Anub'arak, The Traitor King")[0].list == "WoW TCG Reborn Classic banlist"
    for fmt in (classic, contemporary):
        for bans in fmt.banned.values():
            for b in bans:
                assert b.card in db.cards and b.list and b.source


@pytest.mark.skipif(not (REFERENCE / "cardcarp").is_dir(), reason="needs ../shared/reference")
def test_the_format_files_are_what_the_importer_writes(db):
    """data/formats is reproducible: the committed bans equal what the module derives now."""
    import yaml
    for name in ("classic", "contemporary"):
        doc = yaml.safe_load((REPO / "data" / "formats" / f"{name}.yaml").read_text(encoding="utf-8"))
        assert doc["banned"] == ban_entries(name, REFERENCE, db)


def test_oracle_ids_match_by_slug_and_print_number(db):
    by_slug = {}
    for c in db:
        by_slug.setdefault(slug(c.name), []).append(c)
    assert oracle_card("savagin-the-reckless-worldbreaker-190", by_slug, "x") == "Sava'gin the Reckless"
    assert oracle_card("ashnaar-frost-herald-icecrown-099", by_slug, "x") == "Ashnaar, Frost Herald"
    with pytest.raises(InputError, match="matches no card"):
        oracle_card("blizzard-blood-of-gladiators-034", by_slug, "x")   # Blizzard is BoG #33


def test_a_users_format_file_with_plain_and_dated_bans(db, tmp_path):
    f = tmp_path / "house.yaml"
    f.write_text("name: house\ntitle: House\nmin_main: 60\ncopy_limit: 4\nside_size: 10\nbanned:\n"
                 "- Frostbolt\n- {card: Blizzard, list: Our shop list, date: '2024-05-01', source: the shop wall}\n",
                 encoding="utf-8")
    fmt = get_format(str(f))
    report = check_deck(deck_from_text(litori_with("Blizzard"), db), fmt)
    msgs = sorted({v.message for v in format_errors(report)})   # Frostbolt: main and side deck
    assert msgs == ["Blizzard is banned in House (Our shop list, 2024-05-01)",
                    "Frostbolt is banned in House (the format's ban list)"]


def test_a_bad_ban_entry_is_one_line_naming_file_line_field(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("name: bad\nmin_main: 60\nbanned:\n- {card: Blizzard, reason: too good}\n", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        get_format(str(f))
    assert exc.value.field == "banned.reason" and exc.value.line == 4


def test_a_format_names_a_card_list(db, tmp_path):
    """card_list: only the cards on a named, dated list (e.g. Cryptozoic's Core list of 2013-04-09)."""
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "mini.yaml").write_text(
        "name: Mini list\ndate: '2013-04-09'\nsource: a test\ncards: [Litori Frostburn, Frostbolt, Arcane Intellect]\n",
        encoding="utf-8")
    f = tmp_path / "mini.yaml"
    f.write_text("name: mini\ntitle: Mini\nmin_main: 1\ncard_list: lists/mini.yaml\n", encoding="utf-8")
    fmt = get_format(str(f))
    assert check_deck(deck_from_text("Hero: Litori Frostburn\n4 Frostbolt\n2 Arcane Intellect\n", db), fmt).legal
    report = check_deck(deck_from_text("Hero: Litori Frostburn\n4 Frostbolt\n2 Blizzard\n", db), fmt)
    [v] = report.errors
    assert v.card == "Blizzard" and v.message == "Blizzard is not on the Mini list (Mini list, 2013-04-09)"
    # the hero must be on the list too
    report = check_deck(deck_from_text("Hero: Sen'zir Beastwalker\n", db), fmt)
    assert [v.card for v in format_errors(report)] == ["Sen'zir Beastwalker"]


def test_a_missing_card_list_is_an_input_error(tmp_path):
    f = tmp_path / "x.yaml"
    f.write_text("name: x\nmin_main: 60\ncard_list: lists/none.yaml\n", encoding="utf-8")
    with pytest.raises(InputError, match="no such card list"):
        get_format(str(f))


def test_core_checks_against_the_official_list_of_2013_04_09(db):
    """Core: only the cards of Cryptozoic's Core list (it wins over the tracker's Core tags)."""
    fmt = get_format("core")
    assert fmt.card_list is not None and fmt.card_list.date == "2013-04-09" and fmt.legality is None
    assert "Frostbolt" in fmt.card_list
    assert "Blizzard" not in fmt.card_list          # Drums of War (2008): long rotated out
    deck = deck_from_text("Hero: Litori Frostburn\n4 Frostbolt\n4 Blizzard\n", db)
    errs = format_errors(check_deck(deck, fmt))
    assert [v.card for v in errs if v.section == "main"] == ["Blizzard"]
    assert "not on the Core list" in errs[-1].message and "2013-04-09" in errs[-1].message


def test_core_takes_reign_of_fire_released_after_its_list(db):
    """Reign of Fire came after the Core list of 2013-04-09, which names none of its cards; the
    cards of it the tracker tags Core are Core (Medivh the Prophet, Abomination). One it does not
    tag Core (Counterattack!, Classic only) is not, and an older card off the list stays off."""
    fmt = get_format("core")
    assert fmt.later_sets == {"RoF"} and fmt.later_legality == "Core"
    assert "Medivh the Prophet" not in fmt.card_list and "RoF" in db["Medivh the Prophet"].sets
    deck = deck_from_text("Hero: Medivh the Prophet\n4 Abomination\n4 Counterattack!\n4 Blizzard\n", db)
    assert sorted(v.card for v in format_errors(check_deck(deck, fmt))) == ["Blizzard", "Counterattack!"]


def test_a_format_file_with_later_sets(db, tmp_path):
    """A user's own format: a card list, and a later set's cards with a tag (later_sets, later_legality)."""
    (tmp_path / "mine.yaml").write_text("cards: [Litori Frostburn, Frostbolt]\n", encoding="utf-8")
    path = tmp_path / "fmt.yaml"
    path.write_text("name: mine\nmin_main: 1\ncard_list: mine.yaml\nlater_sets: [RoF]\nlater_legality: Classic\n",
                    encoding="utf-8")
    fmt = get_format(str(path))
    deck = deck_from_text("Hero: Litori Frostburn\n1 Frostbolt\n1 Counterattack!\n1 Blizzard\n", db)
    assert [v.card for v in format_errors(check_deck(deck, fmt))] == ["Blizzard"]


@pytest.mark.parametrize("body, field, line", [
    ("sets: RoF\n", "sets", 3),                                          # a bare word, not letters R, o, F
    ("card_list: l.yaml\nlater_sets: RoF\n", "later_sets", 4),
    ("legality: [Classic]\n", "legality", 3),
    ("card_list: l.yaml\nlater_sets: [RoF]\nlater_legality: [Core]\n", "later_legality", 5),
    ("later_sets: [RoF]\n", "later_sets", 3),                            # later than no list
])
def test_a_bad_set_list_or_legality_tag_is_one_line_naming_file_line_field(tmp_path, body, field, line):
    (tmp_path / "l.yaml").write_text("cards: [Frostbolt]\n", encoding="utf-8")
    f = tmp_path / "bad.yaml"
    f.write_text("name: bad\nmin_main: 60\n" + body, encoding="utf-8")
    with pytest.raises(InputError) as exc:
        get_format(str(f))
    assert (exc.value.field, exc.value.line) == (field, line) and "\n" not in str(exc.value)
