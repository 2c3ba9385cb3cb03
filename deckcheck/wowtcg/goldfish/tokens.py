"""Tokens: ally tokens a card puts into play (compiled as their own card ids, after the deck's), several kinds on one
card (`also`), for each card counted (`per_tokens`), and token copies of allies you control (a token leaves no card in
the graveyard)."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import DEATH_DAMAGE, DEATH_DRAW, DEATH_PORTAL, EV_DIES
from deckcheck.wowtcg.goldfish.state import Game


def drawn(g: Game, n: int) -> None:
    """You drew n cards: "When you draw a card, you may put a 1 [Melee] / 1 [Health] Treant ally token into play" of
    each card in play with it (Branch of Nordrassil), one for each card drawn (`Compiled.draw_tok`)."""
    dt = g.cc.draw_tok
    for c in g.perms + g.a_c:
        spec = dt[c]
        if spec is not None:
            if g.log:
                g.log(f"    {g.names[c]}: a token for each card drawn.")
            make_tokens(g, (spec[0] * n, spec[1], 0))


def make_tokens(g: Game, spec: tuple, plus: bool = True) -> None:
    """spec (n, token id, at turn start: 1 yours, 2 each player's): n tokens enter play, as their tag limits allow;
    with an Ongoing "put that many +1 into play instead" of yours in play (`tok_plus`), as many more as it says (`plus`:
    False for a second batch of the same kind in the same effect). "At the start of each player's turn" (2): half of
    them are the opponent's turn's, in play since then (they can attack this turn, CR 302.2)."""
    n, tid, ts = spec
    early = n // 2 if ts == 2 else 0
    if g.cc.any_tok_plus and n > 0 and plus:
        more = sum(g.cc.tok_plus[p] for p in g.perms)
        if more and g.audit:
            g.audit(("tok_plus", tid, n, more, tuple(g.perms)))
        n += more
    for i in range(n):
        if g.tag_ok(tid) and not (g.cc.unique[tid] and tid in g.in_play):
            g.enter(tid, g.t - 1 if i < early else g.t)
    if g.log:
        g.log(f"    puts {n} {g.names[tid]}(s) into play" + (f" ({early} on the opponent's turn)." if early else "."))


def also(g: Game, c: int) -> None:
    """Card c's other kinds of tokens as it resolves (`tok_also`), each under its condition checked now."""
    for n, tid, cond in g.cc.tok_also[c]:
        if cond is None or g.cond_ok(cond, c):
            if g.audit:
                g.audit(("tok_also", c, tid, n, tuple(g.a_c)))
            make_tokens(g, (n, tid, 0))


def per_tokens(g: Game, c: int) -> None:
    """Card c's tokens as it resolves, n for each card its count counts now (`tok_per`)."""
    n, tid, _ts = g.cc.token[c]
    k = n * g.per_count(g.cc.tok_per[c], c)
    if g.audit:
        g.audit(("tok_per", c, tid, k, tuple(g.a_c)))
    if g.cc.sweep[c] is not None:   # an ability's "Destroy all allies. For each ally destroyed this way, ...": yours
        from deckcheck.wowtcg.goldfish.enter import sweep_all
        sweep_all(g, c)
    if g.cc.tok_exile[c] and k:     # "remove any number of [Horde] allies in your graveyard from the game": all
        ids = g.cc.tok_per[c][2]
        gone = [x for x in g.grave if ids is None or x in ids]
        g.grave[:] = [x for x in g.grave if not (ids is None or x in ids)]
        if g.audit:
            g.audit(("tok_exile", c, tuple(gone)))
        if g.cc.any_grave_lim:
            g.fix_limits()
    if k:
        make_tokens(g, (k, tid, 0))


def is_token(g: Game, j: int) -> bool:
    """Is the ally at place j of a_c a token (a token card, or a token copy)?"""
    return g.a_c[j] >= g.cc.ndeck or g.a_uid[j] in g.tok_uids


def copyable(g: Game, c: int) -> bool:
    """Is there an ally card c can copy (tcopy 1: any ally you control; 3: a token ally you control)?"""
    if g.cc.tcopy[c] == 1:
        return bool(g.a_c)
    return any(is_token(g, j) for j in range(len(g.a_c)))


def copy_ally(g: Game, x: int) -> None:
    """A token copy of ally x enters play (a token: when it leaves play it leaves no card behind)."""
    g.enter(x, g.t)
    g.tok_uids.add(g.uid_next)
    if g.log:
        g.log(f"    puts a token copy of {g.names[x]} into play.")


def copy_each_token(g: Game) -> None:
    """A token copy of each token ally you control (as uniqueness allows)."""
    cc = g.cc
    for j in [j for j in range(len(g.a_c)) if is_token(g, j)]:
        x = g.a_c[j]
        if not (cc.unique[x] and x in g.in_play) and (not cc.limits[x] or g.tag_ok(x)):
            copy_ally(g, x)


def copy_best(g: Game) -> None:
    """A token copy of your best ally (one that uniqueness lets you copy)."""
    cc = g.cc
    pick = max((x for x in g.a_c if not (cc.unique[x] or cc.limits[x] and not g.tag_ok(x))),
               key=lambda x: cc.atk[x] + cc.assault[x], default=-1)
    if pick >= 0:
        copy_ally(g, pick)


def death_tokens(g: Game, dead: int) -> None:
    """Non-token ally `dead` of yours was destroyed: the tokens of each card in play that makes them then
    ("When a non-token ally you control is destroyed, put a Ghoul ally token into play")."""
    spec_of = g.cc.death_token
    for p in g.perms + g.a_c:
        spec = spec_of[p]
        if spec is not None:
            if g.audit:
                g.audit(("trigger", p, dead, EV_DIES))
            make_tokens(g, spec)


def last_words(g: Game, c: int, uid: int) -> None:
    """Ally c of yours (identity uid) was destroyed: what it does then ("When this ally is destroyed, it deals 2
    damage to target hero" / "draw a card" / "put two Treant ally tokens into play" / "Portal" / "you may put him
    from your graveyard into your hand": `graveyard.back_on_death`)."""
    kind, n, tid, more, _pay, _cond = g.cc.on_death[c]
    if kind >= DEATH_PORTAL:
        from deckcheck.wowtcg.goldfish.graveyard import back_on_death
        back_on_death(g, c, uid)
        return
    if g.audit:
        g.audit(("last_words", uid, c))
    if kind == DEATH_DAMAGE:
        if more is not None:        # "your hero deals 1 shadow damage for each resource you control"
            n *= g.per_count(more, -1)
            if g.audit:
                g.audit(("death_per", c, n))    # (audit_allies: n for each card counted)
            n = g.dealt(n, True, False, False, 0) if n and (g.boosts or g.doubles) else n
        g.turn_dmg += n
        if g.log:
            g.log(f"    {g.names[c]} deals {n} damage as it is destroyed.")
    elif kind == DEATH_DRAW:
        g.draw_cards(n)
    else:
        make_tokens(g, (n, tid, 0))


def buy_tokens(g: Game, c: int) -> None:
    """Ally c was played: "you may pay 1 any number of times, a token for each 1 paid". The engine pays what is
    left after keeping the strike cost of your weapons (a token for 1 is worth more than any later use)."""
    n = g.avail - (g.strike_reserve() if g.weapons else 0)
    if n > 0:
        g.pay(n)
        if g.log:
            g.log(f"    pays {n} for {g.names[c]}'s tokens:")
        make_tokens(g, (n, g.cc.buy_token[c], 0))
