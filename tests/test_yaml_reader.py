"""The one YAML reader (`deckcheck.yamlsafe`, issue 22 item 4) as a user meets it: card feeds, format
files and YAML decks refuse the same hostile documents with one exact line naming file, line and
field (the path of keys), exit 2, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from deckcheck.yamlsafe import LinedDict, LinedList, line_of, load_yaml_text

from conftest import FIXTURES, REPO

DECK = REPO / "data" / "decks" / "litori_frost.txt"
HEAD = "schema: 1\ngame: wowtcg\nset: {code: ZZ}\ncards:\n"     # a feed's first four lines


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckcheck", *map(str, args)], capture_output=True, text=True,
                          cwd=REPO, env=dict(os.environ), timeout=120)


def errors_exit_2(res: subprocess.CompletedProcess) -> list[str]:
    assert res.returncode == 2, (res.returncode, res.stdout[-1000:], res.stderr[-2000:])
    assert "Traceback" not in res.stderr, res.stderr[-2000:]
    return res.stderr.splitlines()


FEEDS = {   # name: (text, the line naming file, line and field)
    # a RecursionError traceback before: the old builder recursed once per level
    "deep": (HEAD + "".join("  " * i + "- \n" for i in range(1, 991)),
             "{}:36: cards: YAML nested too deeply (more than 32 levels)"),
    # accepted before: an alias to text was not refused
    "scalar_alias": (HEAD + "- name: &n Frostbolt Copy\n  type: Ability\n  aliases: [*n]\n",
                     "{}:7: cards.aliases: YAML aliases are not allowed (*n)"),
    "tab": (HEAD + "- name: Frostbolt Copy\n\ttype: Ability\n",
            "{}:6: cards: a tab in the indentation: YAML indents with spaces"),
    "duplicate": (HEAD + "- name: Frostbolt Copy\n  type: Ally\n  type: Ability\n",
                  "{}:7: cards.type: duplicate key 'type'"),
    "tagged_key": (HEAD + "- name: Frostbolt Copy\n  !!python/name:os.system type: Ability\n",
                   "{}:6: cards.type: unsupported YAML tag tag:yaml.org,2002:python/name:os.system"),
    "two_documents": (HEAD + "- name: Frostbolt Copy\n---\ncards: []\n", "{}:6: more than one YAML document"),
}


def test_hostile_feeds_each_one_line_all_listed(tmp_path):
    """`feeds check` lists every feed's problem, one exact line each, then the summary; exit 2."""
    paths = []
    for name, (text, _) in FEEDS.items():
        paths.append(tmp_path / f"{name}.yaml")
        paths[-1].write_text(text, encoding="utf-8")
    bomb = FIXTURES / "feeds" / "alias_bomb.yaml"
    lines = errors_exit_2(run_cli("feeds", "check", *paths, bomb))
    expected = [f"deckcheck: error: {FEEDS[p.stem][1].format(p)}" for p in paths]
    assert lines == expected + [f"deckcheck: error: {bomb}:3: b: YAML aliases are not allowed (*a)",
                                f"deckcheck: {len(paths) + 1} problem(s) in card feeds; nothing was loaded"]


def test_a_hostile_feed_given_to_check_stops_it(tmp_path):
    feed = tmp_path / "deep.yaml"
    feed.write_text(FEEDS["deep"][0], encoding="utf-8")
    assert errors_exit_2(run_cli("check", DECK, "--cards", feed)) == [
        f"deckcheck: error: {FEEDS['deep'][1].format(feed)}",
        "deckcheck: 1 problem(s) in card feeds; nothing was loaded"]


BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))

DECKS = [   # (text, the line naming file, line and field)
    ("hero: Litori Frostburn\nmain:\n  Frostbolt: 4\n  Frostbolt: 2\n", "{}:4: main.Frostbolt: duplicate key 'Frostbolt'"),
    ("hero: Litori Frostburn\nmain:\n  - 4 Frostbolt\n\t- 2 Frostbolt\n",
     "{}:4: main: a tab in the indentation: YAML indents with spaces"),
    ("hero: Litori Frostburn\n" + BOMB, "{}:3: b: YAML aliases are not allowed (*a)"),
    ("hero: Litori Frostburn\nmain: &m {Frostbolt: 4}\nside: *m\n", "{}:3: side: YAML aliases are not allowed (*m)"),
    ("main: " + "[" * 200_000 + "]" * 200_000 + "\n", "{}:1: main: YAML nested too deeply (more than 8 levels)"),
    ("main:\n  - [[[[[[[[4 Frostbolt]]]]]]]]\n", "{}:2: main: YAML nested too deeply (more than 8 levels)"),
    # ignored before (a tag was dropped and its value read as the hero's name)
    ('hero: !!python/object/apply:os.system ["echo pwned"]\n',
     "{}:1: hero: unsupported YAML tag tag:yaml.org,2002:python/object/apply:os.system"),
]


@pytest.mark.parametrize("text, line", DECKS, ids=["duplicate", "tab", "bomb", "alias", "deep", "nine_levels", "tag"])
def test_hostile_yaml_decks_are_one_line(tmp_path, text, line):
    deck = tmp_path / "deck.yaml"
    deck.write_text(text, encoding="utf-8")
    assert errors_exit_2(run_cli("check", deck)) == [f"deckcheck: error: {line.format(deck)}"]


def test_a_hostile_format_file_is_one_line(tmp_path):
    fmt = tmp_path / "mine.yaml"
    fmt.write_text("name: mine\nkind: constructed\nmin_main: 60\nsets: &s [RoF]\nlater_sets: *s\n", encoding="utf-8")
    assert errors_exit_2(run_cli("check", DECK, "--format", fmt)) == [
        f"deckcheck: error: {fmt}:5: later_sets: YAML aliases are not allowed (*s)"]


def test_every_key_and_item_has_its_line():
    doc = load_yaml_text("set: {code: ZZ}\ncards:\n- name: A\n  tags: [Unique,\n    Instant]\n- 4\n", "f.yaml")
    assert isinstance(doc, LinedDict) and isinstance(doc["cards"], LinedList)
    assert (line_of(doc, "set"), line_of(doc, "cards"), line_of(doc["set"], "code")) == (1, 2, 1)
    cards = doc["cards"]
    assert [line_of(cards, i) for i in range(2)] == [3, 6] and cards[1] == 4
    assert [line_of(cards[0]["tags"], i) for i in range(2)] == [4, 5]
    assert line_of(cards, 7) == 3 and line_of(doc, "missing") == 1   # else the container's own line
    # untyped (decks): every value as written, null as None; keys are always text
    assert load_yaml_text("1984: 4\nb: yes\nc: ~\n", "d.yaml", typed=False) == {"1984": "4", "b": "yes", "c": None}
