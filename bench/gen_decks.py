"""Generate realistic registrations from the real pool: legal decks, each kind of illegal, misspelled, unreadable."""
from __future__ import annotations

import random
from pathlib import Path

from deckcheck.wowtcg.feeds import load_db

KINDS = ("legal", "legal", "legal", "legal", "legal", "class", "copies", "short", "side", "reputation",
         "misspelled", "unreadable", "nohero")


def _candidates(db, hero):
    out = []
    for c in db:
        if c.is_hero or c.unknown or c.hero_required or c.talent or c.reputation or c.type == "Achievement":
            continue
        if c.classes and not set(c.classes) & set(hero.char_class):
            continue
        if c.faction and not set(c.faction) & set(hero.faction):
            continue
        if "Classic" not in c.legal:
            continue
        out.append(c)
    return out


def generate(n: int, out_dir: Path, seed: int = 7) -> list[Path]:
    db = load_db()
    rng = random.Random(seed)
    heroes = [h for h in db.heroes() if h.char_class and h.faction and not h.deckbuilding and not h.unknown
              and h.type == "Hero"][:60]
    pools = {h.name: _candidates(db, h) for h in heroes}
    aldor = [c for c in db if c.reputation == "Aldor" and not c.classes and not c.faction][:2]
    scryer = [c for c in db if c.reputation == "Scryer" and not c.classes and not c.faction][:2]
    off_class = {h.name: [c for c in db if c.classes and not set(c.classes) & set(h.char_class)][:50] for h in heroes}
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        kind = KINDS[i % len(KINDS)]
        hero = heroes[rng.randrange(len(heroes))]
        cards = rng.sample(pools[hero.name], 15)
        lines = [f"Hero: {hero.name}"] if kind != "nohero" else []
        lines += [f"4 {c.name}" for c in cards]
        if kind == "class":
            lines[-1] = f"4 {rng.choice(off_class[hero.name]).name}"
        elif kind == "copies":
            lines.append(f"1 {cards[0].name}")
        elif kind == "short":
            lines[-1] = f"3 {cards[-1].name}"
        elif kind == "side":
            lines += ["Sideboard"] + [f"3 {c.name}" for c in rng.sample(pools[hero.name], 3)]
        elif kind == "reputation" and aldor and scryer:
            lines[-1] = f"2 {aldor[0].name}"
            lines.append(f"2 {scryer[0].name}")
        elif kind == "misspelled":
            name = cards[1].name
            j = rng.randrange(1, len(name) - 1)
            lines[2] = f"4 {name[:j] + name[j + 1:]}"
        path = out_dir / f"player{i:05d}.txt"
        if kind == "unreadable":
            path.write_bytes(bytes(rng.randrange(256) for _ in range(400)) + b"\0")
        else:
            path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths.append(path)
    return paths
