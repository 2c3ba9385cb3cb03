"""CLI habits (issue 13, item 6): --version, shell completion, a closed pipe, tables when piped."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SENZIR = str(ROOT / "data" / "decks" / "senzir_beast_mastery.txt")
BROKEN = str(ROOT / "docs" / "examples" / "litori_broken.txt")


def deckcheck(*args: str) -> list[str]:
    return [sys.executable, "-m", "deckcheck", *args]


def run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(deckcheck(*args), capture_output=True, text=True, cwd=ROOT, timeout=300, **kw)


def test_version():
    from importlib.metadata import version
    res = run("--version")
    assert res.returncode == 0 and res.stdout == f"deckcheck {version('deckcheck')}\n"


def test_shell_completion_is_offered_and_completes_commands():
    assert "--install-completion" in run("--help").stdout
    # (`--show-completion` takes no shell name: it detects the shell among the parent processes, which a test run
    # under a worker process may not have; the script for a named shell comes from the completion variable)
    script = subprocess.run(deckcheck(), capture_output=True, text=True, cwd=ROOT, timeout=60,
                            env=dict(os.environ, _DECKCHECK_COMPLETE="source_bash"))
    assert script.returncode == 0 and "_DECKCHECK_COMPLETE" in script.stdout
    env = dict(os.environ, _DECKCHECK_COMPLETE="complete_bash", COMP_WORDS="deckcheck gol", COMP_CWORD="1")
    done = subprocess.run(deckcheck(), capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert "goldfish" in done.stdout.split()


@pytest.mark.parametrize("args, status", [
    (("goldfish", SENZIR, "--games", "3000", "-w", "1"), 0),
    (("goldfish", SENZIR, "--games", "300", "-w", "1", "--json"), 0),
    (("cards", "search", "Frost"), 0),
    (("check", BROKEN), 1),                   # illegal: its own status, not the pipe's
    (("hero-realms", "goldfish", "--games", "300"), 0),
    (("hero-realms", "cards", "search"), 0),
])
def test_a_closed_pipe_ends_quietly_with_the_commands_own_status(args, status, env=None):
    """`deckcheck ... | head -0`: the reader is gone before the first line is written."""
    proc = subprocess.Popen(deckcheck(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                            env=dict(os.environ, **(env or {})))
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == status
    assert "Traceback" not in err and "BrokenPipe" not in err and "Exception ignored" not in err


def test_tables_are_not_cut_when_piped():
    res = run("cards", "search", "Frost", env=dict((k, v) for k, v in os.environ.items() if k != "COLUMNS"))
    assert res.returncode == 0
    assert "…" not in res.stdout
    assert "│ Ahune the Frost Lord " in res.stdout                 # a whole name on one row


@pytest.mark.parametrize("args", [
    ("goldfish", SENZIR, "--games", "4000", "-w", "1"),
    ("hero-realms", "goldfish", "--games", "3000", "-p", "gems", "-w", "1"),
])
def test_progress_bar_on_a_terminal_only(args):
    """A long run draws a progress bar on stderr when stderr is a terminal (a pty here); the
    report on stdout is the same either way."""
    import pty
    import threading
    master, slave = pty.openpty()
    seen = bytearray()

    def drain() -> None:
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            seen.extend(chunk)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    proc = subprocess.Popen(deckcheck(*args), stdout=subprocess.PIPE, stderr=slave, cwd=ROOT)
    os.close(slave)
    out = proc.stdout.read()
    assert proc.wait(timeout=300) == 0
    reader.join(timeout=10)
    os.close(master)
    total = int(args[args.index("--games") + 1])
    assert f"/{total:,}".encode() in bytes(seen)          # "1,234/4,000"
    plain = run(*args)
    assert plain.stderr == "" and plain.stdout.encode() == out


def test_check_several_files_one_line_each():
    from typer.testing import CliRunner
    import json
    from deckcheck.cli import build_app
    app = build_app("check")
    legal = [str(p) for p in sorted((ROOT / "data" / "decks").glob("*.txt"))]
    res = CliRunner().invoke(app, ["check", *legal])
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    assert len(lines) == len(legal) and all(l.startswith(p + ": LEGAL") for l, p in zip(lines, legal))
    res = CliRunner().invoke(app, ["check", legal[0], BROKEN])
    assert res.exit_code == 1
    lines = res.stdout.splitlines()
    assert len(lines) == 2 and "ILLEGAL" in lines[1] and "5 error(s)" in lines[1] and "100.2a" in lines[1]
    res = CliRunner().invoke(app, ["check", legal[0], BROKEN, "--json"])
    got = json.loads(res.stdout)
    assert res.exit_code == 1 and [d["deck"] for d in got] == [legal[0], BROKEN]
    assert [d["legal"] for d in got] == [True, False] and got[1]["errors"] == 5
    # an unreadable file is one line and exit 2; the others are still checked
    res = CliRunner().invoke(app, ["check", "no/such.txt", legal[0]])
    assert res.exit_code == 2 and "UNREADABLE" in res.stdout and "LEGAL" in res.stdout.splitlines()[1]
    # one file: the full report, as before
    one = CliRunner().invoke(app, ["check", BROKEN])
    assert one.exit_code == 1 and len(one.stdout.splitlines()) > 3
