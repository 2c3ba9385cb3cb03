"""Issue 23: every card's effects as a typed, reviewed record in data/ (its text's hash, its review state), a
schema per action kind that names the file, line and field of a problem, and an import that keeps what a
person has read over what the text parser suggests."""
from __future__ import annotations

import re

import pytest

from deckcheck.errors import FeedErrors
from deckcheck.wowtcg.effects import (COST, REVIEW_STATES, abilities_of, check, flat_effects, freeze,
                                      from_flat, record_of, to_flat)
from deckcheck.wowtcg.importer import corrections, review
from deckcheck.wowtcg.importer.effects import suggest, text_hash
from deckcheck.wowtcg.feeds import check_feeds
from conftest import REFERENCE
from test_feeds import run_cli

QUICK_STRIKE = "Your hero deals 2 melee damage to target hero or ally."


def test_every_card_with_text_has_a_typed_record_with_its_texts_hash_and_review_state(db):
    records = [(c, record_of(c.effects)) for c in db if c.effects]
    assert len(records) > 6000
    for card, rec in records:
        assert re.fullmatch(r"[0-9a-f]{12}", rec["text_hash"]) and rec["review"] in REVIEW_STATES, card.name
        assert list(check(rec)) == [], card.name
        # the compiler's flat reading and back give the same abilities: the record is all the engine reads
        assert _one_static_each(from_flat(to_flat(rec)).get("abilities", [])) == \
            _one_static_each(rec.get("abilities", [])), card.name
    strike = record_of(db["Quick Strike"].effects)
    assert strike["abilities"] == [{"kind": "played", "actions": [{"do": "damage", "n": 2}]}]
    # a power: its cost apart from what it does; a quest: its completion is its cost, its reward the actions
    assert abilities_of(db["Kagra of the Crossroads"].effects) == [{"kind": "static", "actions": [{"do": "ferocity"}]}]
    lazy = abilities_of(db["Lazy Peons"].effects)
    assert lazy[1] == {"kind": "activated", "cost": {"pay": 1, "complete": 1}, "actions": [{"do": "draw", "n": 1}]}


def _one_static_each(abilities: list[dict]) -> list[dict]:
    """Abilities with a static one of several actions split into one per action (the same effects)."""
    out = []
    for ab in abilities:
        if ab["kind"] == "static" and set(ab) == {"kind", "actions"}:
            out += [{"kind": "static", "actions": [act]} for act in ab["actions"]]
        else:
            out.append(ab)
    return out


def test_the_records_name_trigger_cost_condition_and_target_apart(db):
    # "N, [Exhaust] -> ...": an activated ability, its cost apart from its actions
    acts = [a for c in db for a in abilities_of(c.effects) if a["kind"] == "activated" and "exhaust" in a.get("cost", {})]
    assert acts and all(set(a["cost"]) <= set(COST) and a["actions"] for a in acts)
    assert all(not set(act) & set(COST) for a in acts for act in a["actions"])
    trig = [a for c in db for a in abilities_of(c.effects) if a["kind"] == "triggered"]
    assert trig and all("when" in a["trigger"] for a in trig)
    # For the Horde!'s reward goes to Horde allies: the faction is the target's filter
    reward = abilities_of(db["For the Horde!"].effects)[0]
    assert reward["cost"]["complete"] == 1
    assert any(act.get("target", {}).get("faction") == "Horde" for act in reward["actions"])


def _feed(tmp_path, effects_yaml: str):
    path = tmp_path / "mine.yaml"
    path.write_text("schema: 1\ngame: wowtcg\nset: {code: MYFX, name: Mine}\ncards:\n"
                    "- name: Quick Strike\n  type: Ability\n  cost: 3\n  effects:\n" + effects_yaml
                    + "  prints:\n  - {number: '1'}\n", encoding="utf-8")
    return path


def test_a_wrong_record_is_refused_naming_file_line_and_field(tmp_path):
    cases = {
        # an unknown field of an action kind, a wrong type, an unknown kind of action, a cost on a static ability
        "    abilities:\n    - kind: played\n      actions:\n      - {do: damage, n: 2, splash: 1}\n":
            (12, "effects.abilities[0].actions[0].splash", "unknown field for damage"),
        "    abilities:\n    - kind: played\n      actions:\n      - {do: draw, n: two}\n":
            (12, "effects.abilities[0].actions[0].n", "expected a whole number"),
        "    abilities:\n    - kind: played\n      actions:\n      - {do: heal, n: 2}\n":
            (12, "effects.abilities[0].actions[0].do", "expected one of damage, draw"),
        "    abilities:\n    - kind: static\n      cost: {pay: 2}\n      actions: [{do: assault, n: 1}]\n":
            (11, "effects.abilities[0].cost", "a static ability has no cost"),
        "    review: maybe\n    abilities: []\n": (9, "effects.review", "expected one of suggested, read"),
        "    abilities:\n    - kind: played\n      actions:\n      - {do: damage, n: 1, target: {to: hero, race: Orc}}\n":
            (12, "effects.abilities[0].actions[0].target.race", "unknown field"),
        # (this session's words) a scry's `order` is a flag; `destroy_instead` takes no field
        "    abilities:\n    - kind: played\n      actions:\n      - {do: scry, n: 3, order: sometimes}\n":
            (12, "effects.abilities[0].actions[0].order", "expected 0 or 1"),
        "    abilities:\n    - kind: static\n      actions:\n      - {do: destroy_instead, n: 2}\n":
            (12, "effects.abilities[0].actions[0].n", "unknown field for destroy_instead"),
    }
    for body, (line, field, words) in cases.items():
        path = _feed(tmp_path, body)
        with pytest.raises(FeedErrors) as info:
            check_feeds([path], with_bundled=False)
        assert len(info.value.errors) == 1
        err = info.value.errors[0]
        assert (err.path, err.line, err.field) == (str(path), line, field) and words in err.message, str(err)
    # the CLI: exit 2, the problem on one line with its file, line and field, nothing loaded
    res = run_cli("feeds", "check", "--alone", str(path))
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert [ln for ln in res.stderr.splitlines() if str(path) in ln] == [f"deckcheck: error: {err}"]
    good = _feed(tmp_path, "    abilities:\n    - kind: played\n      actions: [{do: damage, n: 3}]\n")
    assert len(check_feeds([good], with_bundled=False)) == 1


def test_the_parser_suggests_and_a_read_record_is_kept_whatever_it_suggests_later():
    sug = suggest(QUICK_STRIKE, "Ability")
    assert sug["text_hash"] == text_hash(QUICK_STRIKE) and sug["review"] == "suggested"
    mine = {**sug, "review": "read", "abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 2}]}]}
    later = {**sug, "abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 5}]}]}     # a changed parser
    assert review.reconcile(later, mine, None) == mine
    # the source text changed: the reading is kept, marked stale, with the hash of the text it was read from
    changed = suggest(QUICK_STRIKE.replace("2", "3"), "Ability")
    stale = review.reconcile(changed, mine, None)
    assert stale["review"] == "stale" and stale["text_hash"] == mine["text_hash"]
    assert stale["abilities"] == mine["abilities"]
    # read again: the current text's hash
    again = review.reconcile(changed, stale, None, read=True)
    assert again["review"] == "read" and again["text_hash"] == changed["text_hash"]
    # a record nobody read follows the parser
    assert review.reconcile(later, sug, None) == later


def test_a_correction_fixes_a_cards_record_with_its_reason():
    sug = suggest(QUICK_STRIKE, "Ability")
    fix = corrections.EffectFix("Quick Strike", sug["text_hash"],
                                {"abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 2}]}]}, "a test")
    rec = review.reconcile({**sug, "abilities": []}, None, fix)
    assert rec["review"] == "corrected" and rec["abilities"] == fix.record["abilities"]
    assert review.reconcile(suggest(QUICK_STRIKE + " Draw a card.", "Ability"), None, fix)["review"] == "stale"
    for f in corrections.EFFECTS:      # every correction of the table is a valid record, with its reason
        assert f.reason and list(check({"text_hash": f.text_hash, "review": "corrected", **f.record})) == [], f.name


def test_diff_shows_where_the_data_and_the_suggestion_differ():
    sug = suggest(QUICK_STRIKE, "Ability")
    facts = {"quick strike": {"name": "Quick Strike",
                              "effects": {**sug, "review": "read", "abilities": [
                                  {"kind": "played", "actions": [{"do": "damage", "n": 3}]}]}}}
    lines = review.diff_lines(facts, {"Quick Strike": sug})
    assert lines == ["Quick Strike [read]", "  data:       played: damage(n=3)", "  suggestion: played: damage(n=2)"]
    assert review.diff_lines({"quick strike": {"name": "Quick Strike", "effects": sug}}, {"Quick Strike": sug}) == []


def test_a_frozen_record_is_hashable_and_reads_back():
    rec = {"text_hash": "0123456789ab", "review": "read", "no_bearing": ["defence"],
           "abilities": [{"kind": "activated", "cost": {"pay": 2, "exhaust": 1},
                          "actions": [{"do": "atk_bonus", "n": 2, "until": "turn", "target": {"to": "ally"}},
                                      {"do": "draw", "n": 1}]}]}
    frozen = freeze(rec)
    hash(frozen)
    assert record_of(frozen) == rec
    assert flat_effects(frozen) == [{"do": "atk_bonus", "pay": 2, "exhaust": 1, "n": 2, "until": "turn", "to": "ally"},
                                    {"do": "draw", "pay": 2, "exhaust": 1, "n": 1}]


# --- review files: records a person wrote after reading the cards' texts ---------------------------------------------
KEMISTRA = """\
- name: Acolyte Kemistra
  text: for the reader only (ignored)
  record:
    unmodelled: 1
    no_bearing: [health]
    abilities: []
- name: Shiv
  record:
    abilities:
    - kind: played
      actions: [{do: damage, n: 1}]
"""


def test_a_review_file_is_read_with_its_records_and_refused_with_file_line_and_field(tmp_path):
    from deckcheck.errors import InputError
    path = tmp_path / "review.yaml"
    path.write_text(KEMISTRA, encoding="utf-8")
    records = review.read_review_file(path)
    assert records == {"Acolyte Kemistra": {"unmodelled": 1, "no_bearing": ["health"], "abilities": []},
                       "Shiv": {"abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 1}]}]}}
    path.write_text(KEMISTRA.replace("{do: damage, n: 1}", "{do: damage, n: 1, bogus: 2}"), encoding="utf-8")
    with pytest.raises(InputError, match=rf"^{re.escape(str(path))}:11: Shiv: effects\.abilities\[0\]\.actions\[0\]\.bogus"):
        review.read_review_file(path)
    path.write_text(KEMISTRA + KEMISTRA[:KEMISTRA.index("- name: Shiv")], encoding="utf-8")
    with pytest.raises(InputError, match=r":12: Acolyte Kemistra: listed twice"):
        review.read_review_file(path)
    path.write_text("name: Shiv\n", encoding="utf-8")
    with pytest.raises(InputError, match="expected a list"):
        review.read_review_file(path)


def test_a_review_files_verdicts_are_what_the_engine_makes_of_each_record():
    assert review.verdicts({"Shiv": {"abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 1}]}]},
                            "Acolyte Kemistra": {"unmodelled": 1},
                            "Emora Delwin": {"no_bearing": ["opposing side"]}}) == {
        "Shiv": "played", "Acolyte Kemistra": "unmodelled", "Emora Delwin": "no bearing"}


def test_applying_a_review_file_writes_its_records_as_read_and_nothing_else(tmp_path, reference_pool, capsys):
    import shutil
    from deckcheck.wowtcg.importer.build import DATA
    out = tmp_path / "data" / "wowtcg"
    shutil.copytree(DATA / "wowtcg" / "sets", out / "sets")
    before = review.previous(out / "sets")
    path = tmp_path / "review.yaml"
    path.write_text(KEMISTRA, encoding="utf-8")
    assert review.main([str(REFERENCE / "wowtcg"), "--check", str(path), "--out", str(out)]) == 0
    assert "played      Shiv: played: damage(n=1)" in capsys.readouterr().out
    assert review.previous(out / "sets") == before          # --check writes nothing
    assert review.main([str(REFERENCE / "wowtcg"), "--apply", str(path), "--out", str(out)]) == 0
    after = review.previous(out / "sets")
    assert after["Shiv"] == {"text_hash": before["Shiv"]["text_hash"], "review": "read",
                             "abilities": [{"kind": "played", "actions": [{"do": "damage", "n": 1}]}]}
    assert after["Acolyte Kemistra"]["review"] == "read" and after["Acolyte Kemistra"]["no_bearing"] == ["health"]
    assert {k: v for k, v in after.items() if k not in ("Shiv", "Acolyte Kemistra")} == \
        {k: v for k, v in before.items() if k not in ("Shiv", "Acolyte Kemistra")}
    # a card with no record: one line, exit 2, nothing written
    path.write_text("- name: No Such Card\n  record: {unmodelled: 1}\n", encoding="utf-8")
    assert review.main([str(REFERENCE / "wowtcg"), "--apply", str(path), "--out", str(out)]) == 2
    assert "no effects record" in capsys.readouterr().err
    assert review.previous(out / "sets") == after


def test_the_review_tool_refuses_a_missing_reference_and_an_unwritable_worklist_in_one_line(tmp_path, capsys,
                                                                                             reference_pool):
    assert review.main([str(tmp_path / "nowhere"), "Shiv"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {tmp_path / 'nowhere'}: ") and "Traceback" not in err[0]
    out = tmp_path / "no-such-folder" / "worklist.yaml"
    assert review.main([str(REFERENCE / "wowtcg"), "--worklist", str(out), "Shiv"]) == 2
    assert capsys.readouterr().err.strip() == f"error: {out}: No such file or directory"


def test_the_review_tool_refuses_a_broken_data_file_in_one_line(tmp_path, capsys, reference_pool):
    # a set file left with merge-conflict markers in it: the tool read it with a bare YAML load (a traceback); now one
    # line naming the file and line, exit 2
    sets = tmp_path / "out" / "sets"
    sets.mkdir(parents=True)
    bad = sets / "RoF.yaml"
    bad.write_text("cards:\n- name: Orc Raider\n<<<<<<< HEAD\n  type: Ally\n=======\n>>>>>>> other\n", encoding="utf-8")
    assert review.main([str(REFERENCE / "wowtcg"), "Orc Raider", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {bad}:") and "Traceback" not in err[0]
