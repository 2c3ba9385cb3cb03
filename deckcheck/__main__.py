"""`python -m deckcheck` and the `deckcheck` command: Ctrl-C is handled from the first line on."""
from deckcheck.interrupts import AFTER, Stopped, block, goodbye, install


def run() -> None:
    install()
    try:
        from deckcheck.cli import main
        main()
    except Stopped as exc:
        import sys
        raise SystemExit(goodbye(exc, AFTER.get(sys.argv[1] if len(sys.argv) > 1 else "", ""))) from None
    finally:
        block()     # the command has ended: a signal now must not cut the interpreter's own exit


if __name__ == "__main__":
    run()
