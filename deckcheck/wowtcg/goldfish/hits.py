"""Combat damage watched (issue 23, combat family; compiled by `compile_hits`): after the combat's damage, the
triggers on your characters' hits on the opposing hero beyond an ally's own draw, token and resources
(`triggers.hit_triggers`).

Against a passive opponent no attack is blocked (CR 602), so each attack with damage is combat damage to the
opposing hero, and your hero's attack with damage too (once a combat: a hero readied to attack again is not
counted twice, the engine errs low). A watcher (`hit_watch`) fires for each such hit of a character it watches:
of an ally passing its filter, of your hero when it watches it, of the ally the card is attached to. An ally's own
hit (`hit_self`): the opposing hero destroyed, the ally destroyed for its damage, the ally back to your hand, your
next card this turn cheaper."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.state import Game


def after(g: Game, f) -> None:
    """The watchers' and the allies' own triggers on this combat's hits (`f`: the `combat.Fight`)."""
    cc = g.cc
    hw, hs = cc.hit_watch, cc.hit_self
    js = f.att_js if len(f.att_js) == len(f.att_ids) else None
    watchers = [(w, u) for w, u in zip(g.a_c + g.perms, g.a_uid + g.p_uid) if hw[w] is not None and not hw[w][2]]
    own: list[tuple] = []           # (place, card id, damage) of the allies with an own hit trigger
    ar, ap = cc.atk_regrow, cc.atk_per
    for k, (c, v) in enumerate(zip(f.att_ids, f.attackers)):
        if ar[c] is not None:
            _regrow(g, c, ar[c])    # "when Ulrac attacks, put a Demon ally card from your graveyard into hand"
        if ap[c] is not None:
            _counted(g, c, ap[c])   # "when this ally attacks, ... damage equal to the number of Curses you control"
        if v <= 0:
            continue
        j = js[k] if js is not None and js[k] < len(g.a_c) and g.a_c[js[k]] == c else -1
        uid = g.a_uid[j] if j >= 0 else -2        # (-2: an ally whose place is not known; -1: your hero)
        for w, wu in watchers:
            ids = hw[w][0]
            if ids is None or c in ids:
                _fire(g, w, wu, uid, v, c)
        if j >= 0 and g.attached:
            for x in g.attached.get(uid, ()):
                if hw[x] is not None and hw[x][2]:
                    _fire(g, x, -1, uid, v, c)
        if hs[c] is not None and j >= 0:
            own.append((j, c, v))
    if g.hero_hit and f.hero_a + f.hero_plus > 0:     # (what your hero dealt, as far as the engine knows it)
        for w, wu in watchers:
            if hw[w][1]:
                _fire(g, w, wu, -1, f.hero_a + f.hero_plus, -1)
    if own:
        _own_hits(g, own)
    if g.hero_hit and f.struck:
        sm = cc.strike_more
        for x in g.perms + g.a_c:
            if sm[x] is not None:
                _struck(g, x, sm[x])


def _fire(g: Game, w: int, wu: int, uid: int, v: int, c: int) -> None:
    """Watcher w (uid wu, -1: attached) on a hit of v damage by ally c of uid `uid` (-1: your hero)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    _ids, _hero, _att, draw, token, ready = g.cc.hit_watch[w]
    if g.audit:
        g.audit(("hit_watch", w, uid, v))
    if ready:
        before = g.avail
        g.avail = min(g.res, g.avail + (v if ready < 0 else ready))
        if g.audit:
            g.audit(("ready", v if ready < 0 else ready, before, g.res))
    if token is not None and token[1] < 0:
        if c >= 0:
            _copy(g, c)             # "put a token copy of that ally into play exhausted"
    elif token is not None:
        make_tokens(g, (token[0], token[1], 0))
    if draw:
        n = v if draw < 0 else draw
        if g.log:
            g.log(f"    {g.names[w]}: draws {n}.")
        g.draw_cards(n)


def _own_hits(g: Game, own: list[tuple]) -> None:
    """The allies' own hit triggers: (place, card id, damage) each; those leaving play last, from the last place."""
    cc = g.cc
    gone: list[tuple] = []
    for j, c, v in own:
        kill, sac, back, less, put, copy = cc.hit_self[c]
        if g.audit:
            g.audit(("hit_self", g.a_uid[j], c, v))
        if kill and g.dmg + g.turn_dmg < g.health:
            g.turn_dmg = g.health - g.dmg       # "destroy that hero"
            if g.log:
                g.log(f"    {g.names[c]}: the opposing hero is destroyed.")
        if less:
            g.turn_less[2] += v if less < 0 else less     # "you pay 1 less to play your next card this turn ..."
        if put is not None:
            _put_in(g, c, put)      # "you may put up to three allies from your hand into play"
        if copy:
            _copy(g, c)             # "you may put a token copy of this ally into play exhausted"
        if (sac or back) and all(x[0] != j for x in gone):
            gone.append((j, c))
    for j, c in sorted(gone, reverse=True):
        sac = cc.hit_self[c][1]
        uid = g.a_uid[j]
        token = c >= cc.ndeck or uid in g.tok_uids
        g.leave(j, True, bool(sac))
        if sac:             # "you may destroy this ally. If you do, it deals 7 fire damage to that hero"
            d = g.dealt(sac, False, False, False, cc.dtype[c])
            g.turn_dmg += d
            if g.log:
                g.log(f"    {g.names[c]} is destroyed: it deals {d} damage.")
        elif not token:     # "put him from play into his owner's hand"
            g.hand.append(c)
            if g.log:
                g.log(f"    {g.names[c]} returns to your hand.")


def self_deals(g: Game, f) -> None:
    """ "When your hero or another ally you control deals fire damage, this ally has Assault 2 this turn" (Brel
    Blazebeard, `deals_self`): its attacks this turn have +n when another attack of yours with damage was of that
    type (its allies attack first: the ally with the trigger attacks after them), or your hero dealt such damage this
    turn (abilities before combat, its strike: your hero may attack first). Once a turn (the engine errs low)."""
    ds = g.cc.deals_self
    for k, c in enumerate(f.att_ids):
        spec = ds[c]
        if spec is None or f.attackers[k] < 0:
            continue
        n, ids, bits = spec
        by = next((k2 for k2, x in enumerate(f.att_ids) if k2 != k and x in ids and f.attackers[k2] > 0), -1)
        if by < 0 and not (bits and g.hero_types & bits):
            continue
        f.attackers[k] += n
        if g.audit:
            g.audit(("deals_self", c, n, f.att_ids[by] if by >= 0 else -1))
        if g.log:
            g.log(f"  {g.names[c]}: +{n} ATK this turn (damage of its type dealt before it attacks).")


def sweepers(g: Game, f) -> list[tuple]:
    """(uid, n) of each attack this combat by an ally that deals n damage to each other hero and ally as it attacks
    (Elithys Firestorm), before the combat's damage and its triggers move allies (`sweep`)."""
    sw = g.cc.atk_sweep
    return [(g.a_uid[f.att_js[k]], sw[c]) for k, c in enumerate(f.att_ids) if sw[c] and k < len(f.att_js)]


def sweep(g: Game, attacks: list[tuple]) -> None:
    """Each such attack's damage to your other allies, after your other attacks (the ally with the trigger attacks
    last: an ally of yours it destroys has attacked already, CR 405.2, 410.6a); fatal damage destroys them."""
    from deckcheck.wowtcg.goldfish.drawbacks import check_health
    for uid, n in attacks:
        for j in range(len(g.a_c)):
            if g.a_uid[j] != uid:
                g.a_dmg[j] += n
        if g.audit:
            g.audit(("atk_sweep", uid, n))
    hp = g.cc.health
    for j in range(len(g.a_c) - 1, -1, -1):
        if g.a_dmg[j] >= hp[g.a_c[j]]:
            g.leave(j, True)
    if g.cc.any_hp_less:
        check_health(g)


def _regrow(g: Game, c: int, ids: frozenset, why: str = "atk_regrow") -> None:
    """Card c's trigger: the card of `ids` in your graveyard the engine wants most into your hand."""
    pick = g.best_of(x for x in g.grave if x in ids)
    if pick < 0:
        return
    if g.audit:
        g.audit((why, c, pick, tuple(g.grave)))
    g.grave.remove(pick)
    g.hand.append(pick)
    if g.log:
        g.log(f"    {g.names[c]}: puts {g.names[pick]} from the graveyard into the hand.")


def _put_in(g: Game, c: int, put: tuple) -> None:
    """Ally c's hit: up to n allies from your hand into play (the dearest first, as their uniqueness and tag limits
    allow; they entered this turn, so they don't attack)."""
    n, ids = put
    cc = g.cc
    for _ in range(n):
        cands = [i for i, x in enumerate(g.hand) if x in ids and cc.value[x]
                 and not (cc.unique[x] and x in g.in_play) and (not cc.limits[x] or g.tag_ok(x))]
        if not cands:
            return
        i = max(cands, key=lambda k: cc.cost[g.hand[k]])
        x = g.hand.pop(i)
        if g.audit:
            g.audit(("put_in", c, x))
        if g.log:
            g.log(f"    {g.names[c]}: puts {g.names[x]} from the hand into play.")
        g.enter(x, g.t)


def regain(g: Game, j: int, c: int) -> tuple:
    """(the ally's `again` (pay, once a turn) granted by a card in play, that card) for ally c at place j: a card in
    play whose `regain` takes it, or an ability attached to it; (None, c) when none. Two such triggers on one
    attack ready it once (the second finds it ready): one more attack a turn."""
    cc = g.cc
    rg = cc.regain
    for x in g.perms + g.a_c:
        spec = rg[x]
        if spec is not None and not spec[3] and (spec[1] is None or c in spec[1]):
            return (spec[0], 1), x
    if g.attached:
        for x in g.attached.get(g.a_uid[j], ()):
            if rg[x] is not None and rg[x][3]:
                return (rg[x][0], 1), x
    return None, c


def hero_again(g: Game, f) -> None:
    """Windfury Totem's "each hero ... in your party": your hero, readied after its first attack for the pay, attacks
    again without its weapons (they exhausted as it struck, CR 303.2): its ATK without them, when more than 0."""
    cc = g.cc
    for x in g.perms + g.a_c:
        spec = cc.regain[x]
        if spec is None or not spec[2]:
            continue
        again = f.hero_base
        if again <= 0 or f.hero_used or g.n_cant_all or spec[0] > g.avail:
            return
        g.pay(spec[0])
        f.bonus += again
        if g.audit:
            g.audit(("regain_hero", x, again))
        if g.log:
            g.log(f"  {g.names[x]}: the hero readies (pays {spec[0]}) and attacks again for {again}.")
        return


def _counted(g: Game, c: int, per: tuple) -> None:
    """Ally c's damage as it attacks, for each card its count takes (0: none dealt, its "may")."""
    k = per[0] * g.per_count(per, -1)
    if k <= 0:
        return
    d = g.dealt(k, False, False, False, g.cc.dtype[c]) if g.boosts or g.doubles else k
    g.turn_dmg += d
    if g.audit:
        g.audit(("atk_per", c, k))
    if g.log:
        g.log(f"    {g.names[c]}: {d} damage as it attacks.")


def _struck(g: Game, x: int, spec: tuple) -> None:
    """Card x's trigger on your hero's combat damage with a weapon: resources put in exhausted, a card back."""
    res, ids = spec
    if g.audit:
        g.audit(("strike_more", x))
    for _ in range(res):
        if not g.lib:
            break
        g.top()
        g.res += 1          # (face down and exhausted)
        if g.audit:
            g.audit(("extra",))
        if g.ctrs:
            from deckcheck.wowtcg.goldfish.counters import resource_in
            resource_in(g)
        if g.log:
            g.log(f"    {g.names[x]}: puts the top card of the deck into the resource row, exhausted.")
    if ids is not None:
        _regrow(g, x, ids, "strike_regrow")


def _copy(g: Game, c: int) -> None:
    """A token copy of ally c enters play (exhausted: it entered this turn, so it neither attacks nor uses an [Exhaust]
    power this turn either way), as its uniqueness and tag limits allow."""
    from deckcheck.wowtcg.goldfish.tokens import copy_ally
    cc = g.cc
    if cc.unique[c] and c in g.in_play or cc.limits[c] and not g.tag_ok(c):
        return
    if g.audit:
        g.audit(("hit_copy", c))
    copy_ally(g, c)
