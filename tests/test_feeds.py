"""The feed loader: real malformed feeds, each problem named by file, line, card and field; layering;
the content-keyed cache."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deckcheck.errors import FeedErrors, InputError
from deckcheck.wowtcg import feeds
from deckcheck.wowtcg.feeds import check_feeds, load_db

from conftest import FIXTURES, REPO

FEEDS = FIXTURES / "feeds"


def problems(*paths, alone: bool = False) -> list[InputError]:
    """What `deckcheck feeds check PATHS` finds, layered over the bundled pool; `alone`: what
    `feeds check --alone` finds (a fault of the file itself is found reading it, pool or not, and
    the pool's 9,000 prints are not read again: the layered runs are below and in the CLI tests)."""
    with pytest.raises(InputError) as info:
        check_feeds(list(paths), with_bundled=not alone)
    exc = info.value
    return list(exc.errors) if isinstance(exc, FeedErrors) else [exc]


def one(*paths, alone: bool = False) -> InputError:
    found = problems(*paths, alone=alone)
    assert len(found) == 1, [str(e) for e in found]
    return found[0]


def run_cli(*args: str, env: dict | None = None, cwd: Path = REPO) -> subprocess.CompletedProcess:
    full = dict(os.environ)
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True, text=True,
                          env=full, cwd=cwd, timeout=120)


# --- the error cases, each naming file, line, card and field ------------------------------------

def test_unknown_field():
    err = one(FEEDS / "unknown_field.yaml", alone=True)
    assert err.path.endswith("unknown_field.yaml") and err.line == 8   # the line of the unknown key itself
    assert err.field == "colour" and "Grizzled Kodo Rider" in str(err) and "unknown field" in str(err)


def test_wrong_type():
    err = one(FEEDS / "wrong_type.yaml", alone=True)
    assert err.line == 12 and err.field == "cost"
    assert "Kodo Calf" in str(err) and "expected a number" in str(err)
    assert str(err).startswith(f"{FEEDS / 'wrong_type.yaml'}:12: cost: card 'Kodo Calf'")


def test_missing_name():
    err = one(FEEDS / "missing_name.yaml", alone=True)
    assert (err.line, err.field) == (10, "name")
    assert "card #2" in str(err) and "missing name" in str(err)


def test_duplicate_print_of_a_bundled_card():
    err = one(FEEDS / "duplicate_print.yaml")
    assert (err.line, err.field) == (6, "prints")
    assert "duplicate print HoA #254" in str(err) and "Grizzled Kodo Rider" in str(err)
    assert "HoA.yaml" in str(err)  # names where the print already is


def test_conflicting_reprints_in_two_files():
    err = one(FEEDS / "conflict_a.yaml", FEEDS / "conflict_b.yaml")
    assert err.path.endswith("conflict_b.yaml") and err.line == 5 and err.field == "cost"
    assert "conflicting reprint" in str(err) and "conflict_a.yaml:5" in str(err)


def test_identical_reprints_in_two_files_are_fine(tmp_path):
    shutil.copy(FEEDS / "conflict_a.yaml", tmp_path / "a.yaml")
    text = (FEEDS / "conflict_a.yaml").read_text().replace("BAD5", "OK2").replace("number: '1'", "number: '7'")
    (tmp_path / "b.yaml").write_text(text)
    db = check_feeds([tmp_path])
    assert [p.set for p in db["Grizzled Kodo Rider"].prints] == ["BAD5", "OK2"]


def test_reprint_of_a_card_no_feed_defines():
    err = one(FEEDS / "orphan_reprint.yaml")
    assert (err.line, err.field) == (6, "type")
    assert "no feed defines" in str(err) and "Grizzled Kodo Rider" in str(err)


def test_invalid_yaml_names_its_line():
    err = one(FEEDS / "invalid_yaml.yaml", alone=True)
    assert err.path.endswith("invalid_yaml.yaml") and err.line in (8, 9)
    assert "invalid YAML" in str(err)


def test_alias_bomb_refused():
    """A billion-laughs feed is refused at its first alias, never expanded."""
    err = one(FEEDS / "alias_bomb.yaml", alone=True)
    assert "aliases are not allowed" in str(err) and err.line == 3


def test_python_tag_refused(tmp_path, capfd):
    err = one(FEEDS / "python_tag.yaml", alone=True)
    assert "unsupported YAML tag" in str(err) and "python/object" in str(err) and err.line == 7
    assert "pwned" not in capfd.readouterr().out


def test_non_utf8(tmp_path):
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes((FEEDS / "custom_set.yaml").read_bytes().replace(b"My Custom Set", "Mon Sét".encode("latin-1")))
    err = one(bad, alone=True)
    assert "not valid UTF-8" in str(err) and err.line == 4


def test_nul_byte(tmp_path):
    bad = tmp_path / "nul.yaml"
    bad.write_bytes((FEEDS / "custom_set.yaml").read_bytes() + b"\0")
    err = one(bad, alone=True)
    assert "NUL" in str(err) and err.path == str(bad)


def test_every_problem_is_listed(tmp_path):
    for name in ("unknown_field.yaml", "wrong_type.yaml", "missing_name.yaml"):
        shutil.copy(FEEDS / name, tmp_path / name)
    found = problems(tmp_path, alone=True)
    assert sorted((Path(e.path).name, e.field) for e in found) == [
        ("missing_name.yaml", "name"), ("unknown_field.yaml", "colour"), ("wrong_type.yaml", "cost")]


def test_missing_path_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        load_db([tmp_path / "nope.yaml"], use_env=False)


BAD = ["unknown_field.yaml", "wrong_type.yaml", "missing_name.yaml", "duplicate_print.yaml",
       "orphan_reprint.yaml", "invalid_yaml.yaml", "alias_bomb.yaml", "python_tag.yaml"]


@pytest.mark.parametrize("name", BAD)
def test_nothing_half_loaded(name, tmp_path, monkeypatch):
    """A bad feed stops the load: load_db raises and no cache file is written."""
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    with pytest.raises(InputError):
        load_db([FEEDS / name], use_env=False)
    assert not list((tmp_path / "cache").glob("*.pickle")) if (tmp_path / "cache").exists() else True


@pytest.mark.parametrize("name", ["unknown_field.yaml", "alias_bomb.yaml", "python_tag.yaml"])
def test_feeds_check_exit_status_2(name):
    res = run_cli("feeds", "check", str(FEEDS / name))
    assert res.returncode == 2, res.stderr
    assert "Traceback" not in res.stderr
    assert str(FEEDS / name) in res.stderr and "nothing was loaded" in res.stderr


def test_feeds_check_good_feed():
    res = run_cli("feeds", "check", str(FEEDS / "custom_set.yaml"), "--json")
    assert res.returncode == 0, res.stderr
    assert '"ok": true' in res.stdout


def test_a_bad_user_feed_stops_other_commands_too():
    res = run_cli("cards", "show", "Orgrimmar Grunts", "--cards", str(FEEDS / "wrong_type.yaml"))
    assert res.returncode == 2 and "wrong_type.yaml:12: cost" in res.stderr and "Traceback" not in res.stderr


# --- layering ------------------------------------------------------------------------------------

def test_user_feed_adds_and_corrects(db):
    layered = load_db([FEEDS / "custom_set.yaml"], use_env=False)
    kodo = layered["Grizzled Kodo Rider"]
    assert (kodo.type, kodo.cost, kodo.race, kodo.faction) == ("Ally", 4, "Tauren", ("Horde",))
    grunts = layered["Orgrimmar Grunts"]
    assert grunts.cost == 3 and db["Orgrimmar Grunts"].cost == 2
    # the bundled print stays, the user's print is added
    assert [(p.set, p.number) for p in grunts.prints] == [("HoA", "254"), ("MYS", "2")]
    assert len(layered) == len(db) + 1 and "MYS" in layered.sets


def test_user_feed_from_environment(monkeypatch, db):
    monkeypatch.setenv("DECKCHECK_CARDS", str(FEEDS / "custom_set.yaml"))
    assert load_db()["Orgrimmar Grunts"].cost == 3
    res = run_cli("cards", "show", "Grizzled Kodo Rider", "--json",
                  env={"DECKCHECK_CARDS": str(FEEDS / "custom_set.yaml")})
    assert res.returncode == 0 and '"cost": 4' in res.stdout


def test_cards_option_on_the_cli():
    res = run_cli("cards", "show", "Orgrimmar Grunts", "--json", "--cards", str(FEEDS / "custom_set.yaml"))
    assert res.returncode == 0 and '"cost": 3' in res.stdout and '"set": "MYS"' in res.stdout


def test_cache_key_follows_content(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    feed = tmp_path / "mine.yaml"
    shutil.copy(FEEDS / "custom_set.yaml", feed)
    assert load_db([feed], use_env=False)["Grizzled Kodo Rider"].cost == 4
    assert len(list((tmp_path / "cache").glob("*.pickle"))) == 1
    assert load_db([feed], use_env=False)["Grizzled Kodo Rider"].cost == 4  # from the cache
    # same size, same mtime: only the content differs
    st = feed.stat()
    feed.write_text(feed.read_text().replace("cost: 4", "cost: 6"))
    os.utime(feed, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert load_db([feed], use_env=False)["Grizzled Kodo Rider"].cost == 6


def test_the_cache_drops_the_build_used_least_recently(tmp_path, monkeypatch):
    """The cache keeps four builds: the one dropped for a new build is the one used least recently,
    not the oldest (the bundled pool, loaded by every command, was dropped after four builds with a
    user's feeds, and every command then rebuilt it)."""
    from deckcheck.cards import cache
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path / "cache"))
    for age, key in enumerate("abcd"):
        cache.cached("t", key, lambda: [key])
        os.utime(tmp_path / "cache" / f"t-{key}.pickle", (1e9 + age, 1e9 + age))   # a oldest
    assert cache.cached("t", "a", lambda: pytest.fail("a was rebuilt")) == ["a"]
    cache.cached("t", "e", lambda: ["e"])
    assert sorted(p.name for p in (tmp_path / "cache").glob("t-*.pickle")) == [
        "t-a.pickle", "t-c.pickle", "t-d.pickle", "t-e.pickle"]


# a damaged (truncated, forged, absurd) cache file is rebuilt: tests/test_hostile_input.py


def test_cached_equals_fresh(db):
    fresh = load_db(use_env=False, use_cache=False)
    assert fresh.cards == db.cards and fresh.sets == db.sets


# --- the real pool -------------------------------------------------------------------------------

def test_bundled_pool_loads(db):
    assert len(db) > 6000 and db.print_count > 7500 and len(db.sets) > 100
    assert {"HoA", "TDP", "ToF", "WotA", "RoF", "BotG"} <= set(db.sets)


def test_bundled_feeds_pass_feeds_check():
    res = run_cli("feeds", "check", str(feeds.DATA_DIR / "sets"), "--alone", "--json")
    assert res.returncode == 0, res.stderr[-2000:]
