"""`python -m deckcheck` and the `deckcheck` command: Ctrl-C is handled from the first line on."""
from deckcheck.interrupts import Stopped, block, goodbye, install

#: what an interrupted command adds to its one line
_AFTER = {"screen": "; no report written"}


def run() -> None:
    install()
    try:
        from deckcheck.cli import main
        main()
    except Stopped as exc:
        import sys
        raise SystemExit(goodbye(exc, _AFTER.get(sys.argv[1] if len(sys.argv) > 1 else "", ""))) from None
    finally:
        block()     # the command has ended: a signal now must not cut the interpreter's own exit


if __name__ == "__main__":
    run()
