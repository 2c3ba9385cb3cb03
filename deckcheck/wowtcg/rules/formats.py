"""Game formats as data (`data/formats/*.yaml`): sizes, copy limit, side deck, legal cards."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from deckcheck import paths
from deckcheck.cards.yamlfeed import load_yaml_file
from deckcheck.errors import InputError

FORMATS_DIR = paths.DATA_DIR / "formats"
_KEYS = {"name", "title", "kind", "min_main", "copy_limit", "side_size", "legality", "sets", "banned"}


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    title: str
    kind: str                       # "constructed" | "limited"
    min_main: int
    copy_limit: int | None = None   # None: any number of copies (Limited)
    side_size: int | None = None    # Constructed side deck: empty or exactly this many
    legality: str | None = None     # per-card legality tag required (Classic, Core, ...)
    sets: frozenset[str] = frozenset()   # when given, only cards printed in these sets
    banned: frozenset[str] = frozenset()

    @property
    def limited(self) -> bool:
        return self.kind == "limited"


def _from_file(path: Path) -> Format:
    doc = load_yaml_file(path)
    where = str(path)
    if not isinstance(doc, dict):
        raise InputError("expected a mapping", path=where, line=1)
    for key in doc:
        if key not in _KEYS:
            raise InputError("unknown field", path=where, line=doc.line, field=str(key))
    try:
        kind = doc.get("kind", "constructed")
        if kind not in ("constructed", "limited"):
            raise InputError("expected constructed or limited", path=where, line=doc.line, field="kind")
        return Format(name=str(doc.get("name") or path.stem), title=str(doc.get("title") or path.stem),
                      kind=kind, min_main=int(doc["min_main"]),
                      copy_limit=doc.get("copy_limit"), side_size=doc.get("side_size"),
                      legality=doc.get("legality"), sets=frozenset(doc.get("sets") or ()),
                      banned=frozenset(doc.get("banned") or ()))
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"bad format definition ({exc})", path=where, line=doc.line) from None


@lru_cache(maxsize=1)
def all_formats() -> dict[str, Format]:
    return {f.name: f for f in (_from_file(p) for p in sorted(FORMATS_DIR.glob("*.yaml")))}


def get_format(name: str) -> Format:
    """A format by name (case-insensitive), or a file path to a format definition."""
    p = Path(name)
    if p.suffix in (".yaml", ".yml") and p.is_file():
        return _from_file(p)
    formats = all_formats()
    fmt = formats.get(name.strip().lower())
    if fmt is None:
        raise InputError(f"unknown format {name!r}; known: {', '.join(formats)}", field="--format")
    return fmt
