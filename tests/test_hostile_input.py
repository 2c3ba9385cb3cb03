"""Hostile and careless input (issue 11, input side): non-regular files, the signed card cache,
one-line errors instead of tracebacks, and readers whose work grows linearly with their input."""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from deckcheck.cards import cache
from deckcheck.decks import read_deck
from deckcheck.errors import InputError
from deckcheck.userfiles import read_user_bytes
from deckcheck.wowtcg.feeds import load_db

from conftest import FIXTURES, REPO

HOSTILE = FIXTURES / "hostile"
DECK = REPO / "data" / "decks"


def run_cli(*args: str, env: dict | None = None, stdin: bytes | None = None,
            timeout: int = 60) -> subprocess.CompletedProcess:
    full = dict(os.environ)
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "deckcheck", *args], capture_output=True,
                          env=full, cwd=REPO, timeout=timeout, input=stdin)


def one_line_exit_2(res: subprocess.CompletedProcess, *words: str) -> str:
    err = res.stderr.decode("utf-8", "replace")
    assert res.returncode == 2, (res.returncode, err[-2000:])
    assert "Traceback" not in err, err[-2000:]
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, lines
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "deck.txt"
    os.mkfifo(path)
    return path


# --- non-regular files ---------------------------------------------------------------------------

def test_fifo_is_refused_without_blocking(fifo):
    """Opening is non-blocking and the file type is checked before any read: no writer, no hang."""
    result: list = []
    t = threading.Thread(target=lambda: result.append(_error(lambda: read_deck(fifo))), daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "reading a FIFO blocked"
    assert "FIFO" in result[0].message and result[0].path == str(fifo)
    with pytest.raises(InputError, match="character device"):
        read_user_bytes("/dev/zero", 1024)


def _error(fn) -> InputError:
    try:
        fn()
    except InputError as exc:
        return exc
    raise AssertionError("no InputError")


@pytest.mark.parametrize("args", [
    ("check", "{fifo}"),
    ("check", "{deck}", "--format", "limited", "--pool", "{fifo}"),
    ("check", "{deck}", "--cards", "{fifo}"),
    ("feeds", "check", "{fifo}"),
    ("goldfish", "{fifo}", "--games", "10"),
    ("collection", "import", "{fifo}", "--db", "sqlite:///{tmp}/c.db"),
])
def test_cli_refuses_a_fifo_in_one_line(args, fifo, tmp_path):
    deck = sorted(DECK.glob("*.txt"))[0]
    argv = [a.format(fifo=fifo, deck=deck, tmp=tmp_path) for a in args]
    line = one_line_exit_2(run_cli(*argv, timeout=30), str(fifo), "FIFO")
    assert "no such file" not in line


# --- the card cache ------------------------------------------------------------------------------

class _Boom:
    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def _cache_file(folder: Path) -> Path:
    (found,) = folder.glob("wowtcg-*.pickle")
    return found


def test_a_crafted_pickle_in_the_cache_folder_runs_nothing(tmp_path, monkeypatch, bundled_cache):
    folder = bundled_cache         # as a first run left it
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    target = _cache_file(folder)
    marker = tmp_path / "pwned"
    boom = _Boom()
    boom.marker = marker
    # a plain pickle, and one behind our header with a made-up signature: neither is unpickled
    for payload in (pickle.dumps(boom), cache.MAGIC + b"\0" * cache.MAC_SIZE + pickle.dumps(boom)):
        target.write_bytes(payload)
        assert load_db(use_env=False)["Orgrimmar Grunts"].cost == 2
        assert not marker.exists()
    # the rebuilt file is signed again and loads
    assert _cache_file(folder).read_bytes().startswith(cache.MAGIC)


def test_a_cache_file_of_another_user_is_absent(tmp_path, monkeypatch, bundled_cache):
    if os.getuid() != 0:
        pytest.skip("needs root to give a file to another user")
    folder = bundled_cache
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    db = load_db(use_env=False)
    target = _cache_file(folder)
    os.chown(target, 54321, 54321)
    calls = []
    value = cache.cached("wowtcg", target.name[len("wowtcg-"):-len(".pickle")],
                         lambda: calls.append(1) or db)
    assert value is db and calls == [1]
    # and a key file someone else owns (or others can read) is no key: nothing is cached
    key = folder / cache.KEY_FILE
    os.chown(key, 54321, 54321)
    assert cache.cache_key_bytes(folder) is None
    os.chown(key, 0, 0)
    os.chmod(key, 0o644)
    assert cache.cache_key_bytes(folder) is None


@pytest.mark.parametrize("damage", ["wrong type", "huge length", "truncated"])
def test_a_damaged_cache_is_rebuilt(tmp_path, monkeypatch, damage, bundled_cache):
    folder = bundled_cache         # as a first run left it
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    target = _cache_file(folder)
    good = target.read_bytes()
    if damage == "wrong type":      # even one signed with our own key
        payload = pickle.dumps(["not", "a", "card", "db"])
        key = cache.cache_key_bytes(folder)
        target.write_bytes(cache.MAGIC + cache._mac(key, target.name, payload) + payload)
    elif damage == "huge length":   # a BINUNICODE8 of 2**62 bytes
        target.write_bytes(cache.MAGIC + good[len(cache.MAGIC):len(cache.MAGIC) + cache.MAC_SIZE]
                           + b"\x80\x05\x8d" + (1 << 62).to_bytes(8, "little"))
    else:
        target.write_bytes(good[:1000])
    assert load_db(use_env=False)["Orgrimmar Grunts"].cost == 2


# --- every reader is linear in its input -------------------------------------------------------

SHAPES = {   # the lines that made a regex backtrack, at n characters
    "letters": lambda n: "a" * n,
    "spaces then a letter": lambda n: "Side" + " " * n + "x",
    "header words": lambda n: "Side " * (n // 5) + "(12",
    "count last": lambda n: "a" + " " * n + "5",
    "hero": lambda n: "hero" + " " * n + "x:",
    "bracket pin": lambda n: "1 a [a" + " " * n + "x]",
    "bracket numbers": lambda n: "1 a [" + "a 1 " * (n // 4) + "x]",
    "paren pin": lambda n: "1 a (ab" + " " * n + "x)",
    "csv spaces": lambda n: " " * n + "x",
    "csv quote": lambda n: '"' + "a" * n + ",1",
    "mw braces": lambda n: "1 [x] a" + " " * n + "{b",
    "numbers": lambda n: "1" * n + " x",
}


def _wrapped(fmt: str, line: str) -> str:
    if fmt == "yaml":
        return "main:\n  - " + json_quote(line) + "\n"
    if fmt == "json":
        return '{"main": [' + json_quote(line) + "]}"
    if fmt == "o8d":
        esc = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return f'<deck><section name="Main"><card qty="1">{esc}</card></section></deck>'
    return line + "\n1 Frostbolt\n"


def json_quote(text: str) -> str:
    import json
    return json.dumps(text)


def _work(fn, budget: int = 5) -> float:
    """Seconds `fn` takes (best of 5); fails outright if one run exceeds the budget."""
    import signal
    import time

    def expired(*_):
        raise TimeoutError

    old = signal.signal(signal.SIGALRM, expired)
    best = float("inf")
    try:
        for _ in range(5):
            signal.alarm(budget)
            t0 = time.perf_counter()
            try:
                fn()
            except InputError:
                pass
            except TimeoutError:
                raise AssertionError(f"over {budget} s: not linear") from None
            finally:
                signal.alarm(0)
            best = min(best, time.perf_counter() - t0)
    finally:
        signal.signal(signal.SIGALRM, old)
    return best


@pytest.mark.parametrize("fmt", ["sniff", "text", "csv", "mwdeck", "yaml", "json", "o8d"])
def test_every_reader_is_linear_in_its_lines(fmt):
    """Lines of 1, 10 and 100 KB: the work for 100 KB is about 10x that for 10 KB (linear), never
    the 100x (or 10,000x) of a backtracking regex. Ratios within one run, no absolute times."""
    from deckcheck.decks import parse_deck, sniff
    for shape, make in SHAPES.items():
        cost = {}
        for kb in (1, 10, 100):
            text = _wrapped(fmt, make(kb * 1000))
            run = (lambda t=text: sniff(t)) if fmt == "sniff" else (
                lambda t=text: parse_deck(t, path="hostile", fmt=fmt))
            cost[kb] = _work(run)
        floor = 1e-3     # below this the clock, the call overhead and a busy machine dominate
        ratio = max(cost[100], floor) / max(cost[10], floor)
        assert ratio < 60, (shape, fmt, cost)   # linear: ~10; quadratic: ~100


@pytest.mark.parametrize("line", ["4.5 Frostbolt", "1e3 Frostbolt", "4.5x Frostbolt", "-1.0 Frostbolt"])
def test_a_number_that_is_not_whole_is_a_bad_quantity(line):
    from deckcheck.decks import parse_deck
    with pytest.raises(InputError) as info:
        parse_deck(f"{line}\n", path="deck.txt")
    assert (info.value.line, info.value.field) == (1, "quantity")


@pytest.mark.parametrize("line,name,set_code,number", [
    ("4 Frostbolt (HoA) 120", "Frostbolt", "HoA", "120"),
    ("Frostbolt (HoA) 120", "Frostbolt", "HoA", "120"),
    ("2 Orgrimmar Grunts (HoA #12)", "Orgrimmar Grunts", "HoA", "12"),
])
def test_arena_style_lines_are_pinned_prints(line, name, set_code, number):
    from deckcheck.decks import parse_deck
    (ln,) = parse_deck(line, path="deck.txt").lines
    assert (ln.name, ln.set_code, ln.number) == (name, set_code, number)


def test_utf16_and_utf8_bom_decks_read(tmp_path):
    deck = sorted(DECK.glob("*.txt"))[0]
    text = deck.read_text(encoding="utf-8")
    plain = read_deck(deck)
    for enc, bom in (("utf-16", b""), ("utf-16-be", b"\xfe\xff"), ("utf-8", b"\xef\xbb\xbf")):
        path = tmp_path / f"{enc}.txt"
        path.write_bytes(bom + text.replace("\n", "\r\n").encode(enc))
        got = read_deck(path)
        assert [(ln.section, ln.qty, ln.name) for ln in got.lines] == \
            [(ln.section, ln.qty, ln.name) for ln in plain.lines]


# --- one line and exit 2, never a traceback ------------------------------------------------------

HUGE = HOSTILE / "huge_int.json"


@pytest.mark.parametrize("args", [
    ("check", str(HUGE)),
    ("goldfish", str(HUGE), "--games", "5"),
    ("check", "{deck}", "--format", "limited", "--pool", str(HUGE)),
    ("collection", "missing", str(HUGE), "--db", "sqlite:///{tmp}/c.db"),
    ("deck", "save", "big", str(HUGE), "--db", "sqlite:///{tmp}/c.db"),
    ("check", "-"),
])
def test_a_json_deck_with_a_5000_digit_integer(args, tmp_path):
    deck = sorted(DECK.glob("*.txt"))[0]
    argv = [a.format(deck=deck, tmp=tmp_path) for a in args]
    res = run_cli(*argv, stdin=HUGE.read_bytes())
    one_line_exit_2(res, "over 4,300 digits")


FEEDS = sorted(HOSTILE.glob("feed_*.yaml"))


@pytest.mark.parametrize("feed", FEEDS, ids=lambda p: p.stem)
def test_odd_feed_values_are_one_line_errors(feed):
    deck = sorted(DECK.glob("*.txt"))[0]
    for args in (("feeds", "check", str(feed)), ("check", str(deck), "--cards", str(feed))):
        res = run_cli(*args)
        err = res.stderr.decode()
        assert res.returncode == 2 and "Traceback" not in err, err[-1500:]
        assert f"{feed}:8:" in err and "nothing was loaded" in err


@pytest.mark.parametrize("args", [
    ("check", "{deck}"), ("check", "{deck}", "--json"), ("cards", "show", "Frostbolt"),
    ("cards", "search", "frost"), ("goldfish", "{deck}", "--games", "5"), ("--help",),
    ("feeds", "check", str(FIXTURES / "feeds" / "custom_set.yaml")),
])
def test_stdout_on_a_full_device(args):
    deck = sorted(DECK.glob("*.txt"))[0]
    argv = [a.format(deck=deck) for a in args]
    with open("/dev/full", "wb") as full:
        res = subprocess.run([sys.executable, "-m", "deckcheck", *argv], stdout=full,
                             stderr=subprocess.PIPE, cwd=REPO, timeout=60)
    one_line_exit_2(res, "cannot write the output", "No space left")


def test_an_unreadable_cards_file_is_one_error(tmp_path, monkeypatch):
    """The cache key reads every feed: a file we may not read is an InputError, not PermissionError
    (simulated, since the tests may run as root, who can read anything)."""
    import deckcheck.userfiles as userfiles
    feed = tmp_path / "mine.yaml"
    feed.write_bytes((FIXTURES / "feeds" / "custom_set.yaml").read_bytes())
    real_open = os.open

    def refusing(path, *args, **kw):
        if os.fspath(path) == str(feed):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kw)

    monkeypatch.setattr(userfiles.os, "open", refusing)
    with pytest.raises(InputError) as info:
        load_db([feed], use_env=False)
    assert info.value.path == str(feed) and "permission denied" in info.value.message
