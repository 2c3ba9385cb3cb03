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


def test_a_crafted_pickle_in_the_cache_folder_runs_nothing(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    load_db(use_env=False)
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


def test_a_cache_file_of_another_user_is_absent(tmp_path, monkeypatch):
    if os.getuid() != 0:
        pytest.skip("needs root to give a file to another user")
    folder = tmp_path / "cache"
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
def test_a_damaged_cache_is_rebuilt(tmp_path, monkeypatch, damage):
    folder = tmp_path / "cache"
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(folder))
    load_db(use_env=False)
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
