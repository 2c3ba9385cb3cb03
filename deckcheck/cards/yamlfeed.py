"""Kept only for `screening/registrations.py`, which reads rosters with `read_text`: the YAML reader
is `deckcheck.yamlsafe`, and `read_text` is `deckcheck.userfiles.read_user_text`."""
from deckcheck.userfiles import read_user_text as read_text  # noqa: F401
