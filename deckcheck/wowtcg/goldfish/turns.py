"""The start and the end of your turn for the abilities and equipment in play (issue 23, turns; the reader is
`compile_turns`; an ally's are `enter.turn_end` and `damage.start_of_turn`).

At the start of your turn (after the draw, before the other start-of-turn effects): "pay 4 or destroy this"
(`keep_pay`: paid while the resources ready allow it, else the card is destroyed and does nothing more); "destroy
this. If you do, ..." (`fuse`: the card leaves play for your graveyard, then its damage to the opposing hero and
its draws, its tokens; under a condition on the opposing hero's damage after the start-of-turn damage: `late`);
"draw a card for each hero and ally in your party" (`tdraw_per`); "put an equipment card from your
graveyard into play" (`tregrow`, an ally's too). At the end of your turn (before the
turn's damage is counted): an ability's damage and tokens (`eot`) and its draws (`eot_draw`). Each is told to the
checker ("keep", "fuse", "tdraw", "eot_dmg", "eot_draw")."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import QUEST, TO_ALLIES, TO_ALLY, WEAPON
from deckcheck.wowtcg.goldfish.state import Game


def start(g: Game) -> None:
    """The start-of-turn upkeeps, self-destroying abilities and counted draws of the cards in play; what the cards in
    play do to your own side then (`own_side`)."""
    cc = g.cc
    if cc.any_own_side:
        own_side(g)
    if cc.any_more_allies:
        more_allies(g)
    if cc.any_tremove:
        grave_paid(g)
    if cc.any_tlose:
        for uid, c in [(g.a_uid[j], c) for j, c in enumerate(g.a_c)] + [(g.p_uid[j], c) for j, c in enumerate(g.perms)]:
            if cc.tlose[c] is not None and (uid in g.a_uid or uid in g.p_uid):
                lose_one(g, c)
    if cc.any_grise and g.grave:
        grave_rise(g)
    if cc.any_tpump:
        pump(g)
    if cc.any_rdy_pump and g.fight is not None:
        from deckcheck.wowtcg.goldfish.readies import readied
        readied(g)              # "When Narando readies, he has +2 ATK this turn", "When Golas readies, exhaust ..."
    if cc.any_tsac:
        sacrifice(g, 0)
    if cc.any_back and g.back_due:
        back(g, 1)
    if cc.any_ttutor:
        for c in list(g.a_c + g.perms):
            if cc.ttutor[c] is not None and c in g.a_c + g.perms:
                _tutor(g, c)
    keep, fuse, tdraw = cc.keep_pay, cc.fuse, cc.tdraw_per
    j = 0
    while j < len(g.perms):
        c, uid = g.perms[j], g.p_uid[j]
        if keep[c]:
            paid = keep[c] <= g.avail
            if g.audit:
                g.audit(("keep", c, uid, keep[c] if paid else 0))
            if paid:
                g.pay(keep[c])
                if g.log:
                    g.log(f"  pays {keep[c]} to keep {g.names[c]}.")
            else:
                g.leave(j, False)
                continue
        if fuse[c] is not None and cc.fuse_cond[c] is None:
            _fuse(g, j, c, uid, False)
            continue
        j += 1
    j = 0
    while j < len(g.a_c):       # an ally's (a Totem: CR 305.3a)
        c = g.a_c[j]
        if fuse[c] is not None:
            _fuse(g, j, c, g.a_uid[j], True)
            continue
        j += 1
    if cc.any_tregrow and g.grave:
        for c in g.a_c + g.perms:
            if cc.tregrow[c] is not None:
                _regrow(g, c)
    for c in list(g.a_c + g.perms):
        sp = tdraw[c]
        if sp is not None and (k := sp[0] * g.per_count(sp, c)) > 0:
            if g.audit:
                g.audit(("tdraw", c, k, tuple(g.a_c)))
            if g.log:
                g.log(f"  {g.names[c]}: draws {k} at the start of the turn.")
            g.draw_cards(k)
        if cc.twin[c] and c in g.perms and g.dmg + g.turn_dmg < g.health:
            if g.audit:
                g.audit(("twin", c))
            if g.log:
                g.log(f"  {g.names[c]}: you win the game at the start of the turn.")
            g.turn_dmg = g.health - g.dmg       # (the game is won: the opposing hero counts as destroyed)


def _regrow(g: Game, c: int) -> None:
    """Card c's "at the start of your turn, put a card of a kind from your graveyard into your hand (into play)": the
    card a player wants most (`Game.best_of`); into play only one that can enter (a unique card not in play, a limited
    tag with room, a weapon only while your hero has none: no weapon is replaced this way)."""
    cc = g.cc
    ids, to_play, max_res = cc.tregrow[c]
    kind, cost, unique, limits = cc.kind, cc.cost, cc.unique, cc.limits
    pick = g.best_of(x for x in g.grave if x in ids and (not max_res or cost[x] <= g.res) and not (to_play and (
        unique[x] and x in g.in_play or limits[x] and not g.tag_ok(x) or kind[x] == WEAPON and g.weapons)))
    if pick < 0:
        return
    g.grave.remove(pick)
    if g.audit:
        g.audit(("tregrow", c, pick, to_play, g.res))
    if to_play:
        if g.log:
            g.log(f"  {g.names[c]}: puts {g.names[pick]} from the graveyard into play.")
        g.enter(pick, g.t)
    else:
        if g.log:
            g.log(f"  {g.names[c]}: puts {g.names[pick]} from the graveyard into the hand.")
        g.hand.append(pick)


def pump(g: Game) -> None:
    """Each ally in play with "At the start of your turn, target ally has +2 ATK / -2 health this turn" (Kristina
    Soulcinder, `tpump` (n, hp)): the target is an ally of yours that survives it (more health left than hp), the one
    that can attack this turn with the most ATK (its +n in this turn's combat: `g.etb_now`, `combat.bonuses`); with no
    survivor the target, the weakest of yours, is destroyed (CR 410.6a). (The health it loses lasts this turn: the
    engine errs on damage your own effects deal it later this turn.)"""
    from deckcheck.wowtcg.goldfish.drawbacks import health_now
    cc, t = g.cc, g.t
    lost: dict[int, int] = {}       # uid -> the health it lost to these triggers this turn
    for u, c in [(g.a_uid[j], c) for j, c in enumerate(g.a_c) if cc.tpump[c] is not None]:
        if u not in g.a_uid:
            continue
        n, hp = cc.tpump[c]
        best, key = -1, None
        for k, x in enumerate(g.a_c):
            if health_now(g, k) - g.a_dmg[k] - lost.get(g.a_uid[k], 0) > hp:
                kk = (g.a_since[k] < t and not cc.cant_attack[x], cc.atk[x])
                if key is None or kk > key:
                    best, key = k, kk
        if best < 0:
            k = min(range(len(g.a_c)), key=lambda k: (cc.atk[g.a_c[k]], cc.cost[g.a_c[k]]))
            if g.audit:
                g.audit(("turn_pump", u, c, n, hp, g.a_uid[k], 1))
            if g.log:
                g.log(f"  {g.names[c]}: {g.names[g.a_c[k]]} has -{hp} health this turn and is destroyed.")
            g.leave(k, True)
            continue
        lost[g.a_uid[best]] = lost.get(g.a_uid[best], 0) + hp
        if g.audit:
            g.audit(("turn_pump", u, c, n, hp, g.a_uid[best], 0))
        if key[0]:
            g.etb_now.append((n, TO_ALLY, frozenset({g.a_c[best]}), None))
        if g.log:
            g.log(f"  {g.names[c]}: {g.names[g.a_c[best]]} has +{n} ATK / -{hp} health this turn.")


def own_side(g: Game) -> None:
    """At the start of your turn: the top of your deck into your resource row (`tres`), a discard (`tdiscard`; with
    `lose`, the card leaves your control when your hand is empty), an ally's damage to itself (`self_hurt`: fatal
    damage destroys it, CR 405.2), "destroy all other allies" (`wipe`, not at the end)."""
    cc = g.cc
    for c in g.a_c + g.perms:
        tr = cc.tres[c]
        if tr is not None:
            for _ in range(tr[0]):
                if not g.lib:
                    break
                g.top()
                g.res += 1
                if g.audit:
                    g.audit(("extra",))
                if not tr[1]:
                    before = g.avail
                    g.avail += 1
                    if g.audit:
                        g.audit(("ready", 1, before, g.res))
                if g.log:
                    g.log(f"  {g.names[c]}: the top card of the deck goes into the resource row.")
    for lose in (1, 0):     # (the discards that keep an ally first: a plain one may find the hand empty)
        j = len(g.a_c) - 1
        while j >= 0:
            c = g.a_c[j]
            td = cc.tdiscard[c]
            j -= 1
            if td is None or td[1] != lose:
                continue
            if g.audit:
                g.audit(("tdiscard", c, g.a_uid[j + 1], len(g.hand)))
            if g.hand or not lose:
                g.discard_worst(td[0], g.st.discarded)
            else:
                if g.log:
                    g.log(f"  {g.names[c]}: no card to discard, an opponent gains control of it.")
                g.leave(j + 1, True, False)
    j = len(g.a_c) - 1
    while j >= 0:
        c = g.a_c[j]
        hurt = cc.self_hurt[c]
        if hurt:
            g.a_dmg[j] += hurt
            if g.audit:
                g.audit(("self_hurt", c, g.a_uid[j], g.a_dmg[j]))
            if g.a_dmg[j] >= cc.health[c]:
                g.leave(j, True)
        j -= 1
    for c in list(g.a_c + g.perms):
        w = cc.wipe[c]
        if w is not None and not w[0] and c in g.a_c + g.perms:
            wipe(g, c)


def wipe(g: Game, c: int) -> None:
    """Card c's "destroy all non-Demon allies" (`wipe`): your allies its filter takes (`spare`: the others) leave play,
    but the `keep` strongest of them."""
    cc = g.cc
    _at_end, ids, spare, keep = cc.wipe[c]
    if g.audit:
        g.audit(("wiping", c))      # (the allies in play as it begins: those it destroys or keeps)
    hit = [j for j, x in enumerate(g.a_c) if (x in ids) != bool(spare)]
    if keep:
        hit.sort(key=lambda j: cc.atk[g.a_c[j]] + g.a_att[j])
        hit = hit[:-keep] if len(hit) > keep else []
    for j in sorted(hit, reverse=True):
        if g.log:
            g.log(f"  {g.names[c]} destroys {g.names[g.a_c[j]]}.")
        g.leave(j, True)
    if g.audit:
        g.audit(("wipe", c, tuple(g.a_c)))


def late(g: Game) -> None:
    """After the start-of-turn damage: "Then, if attached hero has 15 or more damage, destroy this ability. If you do,
    ..." (`fuse` under `fuse_cond`)."""
    cc = g.cc
    j = 0
    while j < len(g.perms):
        c = g.perms[j]
        if cc.fuse[c] is not None and cc.fuse_cond[c] is not None and g.cond_ok(cc.fuse_cond[c], c):
            _fuse(g, j, c, g.p_uid[j], False)
            continue
        j += 1


def grave_paid(g: Game) -> None:
    """At the start of your turn, paid by removing cards in your graveyard from the game (the least useful first,
    `costs.remove_grave`): a token (`tremove` with a token: done whenever it can be paid), or the ally is kept (none:
    it is destroyed when it can't be paid)."""
    from deckcheck.wowtcg.goldfish.costs import remove_grave
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cc = g.cc
    for c in list(g.a_c + g.perms):
        spec = cc.tremove[c]
        if spec is None:
            continue
        ids, n, tok = spec
        paid = sum(1 for x in g.grave if x in ids) >= n
        if paid:
            remove_grave(g, ids, n, c)
        if g.audit:
            g.audit(("tremove", c, n if paid else 0))
        if tok is not None and paid:
            make_tokens(g, (tok[0], tok[1], 0))
        elif tok is None and not paid and c in g.a_c:
            if g.log:
                g.log(f"  {g.names[c]}: nothing to remove from the graveyard.")
            g.leave(g.a_c.index(c), True)


def more_allies(g: Game) -> None:
    """At the start of your turn: a token copy of your best other ally (`tcopy_t`), tokens for each card counted
    or under a condition (`ttok`), +ATK this turn equal to the cost of the top card of your deck, revealed (`top_atk`: kept with the
    ATK an ally has this turn, `Game.fero_now`; a quest has no cost)."""
    from deckcheck.wowtcg.goldfish.enter import peek
    from deckcheck.wowtcg.goldfish.tokens import copy_ally, make_tokens
    cc = g.cc
    for c in list(g.a_c + g.perms):
        if cc.tcopy_t[c]:
            pick = max((x for x in g.a_c if x != c and not (cc.unique[x] or cc.limits[x] and not g.tag_ok(x))),
                       key=lambda x: cc.atk[x] + cc.assault[x], default=-1)
            if pick >= 0:
                if g.audit:
                    g.audit(("tcopy_t", c, pick))
                copy_ally(g, pick)
        tp = cc.ttok[c]
        if tp is not None and (tp[3] is None or g.cond_ok(tp[3], c)) \
                and (k := tp[0] * (g.per_count(tp[2], c) if tp[2] is not None else 1)) > 0:
            if g.audit:
                g.audit(("ttok", c, k, tuple(g.a_c)))
            make_tokens(g, (k, tp[1], 0))
        if cc.top_atk[c] and c in g.a_c:
            x = peek(g)
            n = cc.cost[x] if x >= 0 and cc.kind[x] != QUEST else 0
            uid = g.a_uid[g.a_c.index(c)]
            if g.audit:
                g.audit(("top_atk", c, uid, x, n))
            if n > 0:
                g.fero_now[uid] = g.fero_now.get(uid, 0) + n
            if g.log:
                g.log(f"  {g.names[c]} reveals {g.names[x] if x >= 0 else 'nothing'}: +{n} ATK this turn.")


def _fuse(g: Game, j: int, c: int, uid: int, ally: bool) -> None:
    """ "At the start of your turn, destroy this ability (ally: a Totem). If you do, ...": the card at place j of
    the permanents (allies) leaves play, then its effects (with `fuse_hand`: it goes back to your hand instead)."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    dmg, draw, tok = g.cc.fuse[c]
    if g.audit:
        g.audit(("fuse", c, uid, dmg, draw, g.dmg + g.turn_dmg))
    if g.cc.fuse_hand[c]:
        g.leave(j, ally, False)
        g.hand.append(c)
        if g.log:
            g.log(f"  {g.names[c]} goes back to the hand.")
        return
    g.leave(j, ally)
    if g.cc.fuse_atk[c]:
        g.etb_now.append((g.cc.fuse_atk[c], TO_ALLIES, None, None))     # (combat.bonuses: each ally attacking)
        if g.log:
            g.log(f"  {g.names[c]}: allies have +{g.cc.fuse_atk[c]} ATK this turn.")
    if tok is not None:
        make_tokens(g, (tok[0], tok[1], 0))
    if dmg:
        d = g.dealt(dmg, True, False, True, g.cc.dtype[c]) if g.boosts or g.doubles else dmg
        g.turn_dmg += d
        if g.log:
            g.log(f"  {g.names[c]}: {d} damage to the opposing hero.")
    if draw:
        if g.log:
            g.log(f"  {g.names[c]}: draws {draw}.")
        g.draw_cards(draw)


def end(g: Game) -> None:
    """The end-of-turn damage, tokens and draws of the abilities and equipment in play."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cc = g.cc
    if cc.any_wipe_end:
        for c in list(g.a_c + g.perms):
            w = cc.wipe[c]
            if w is not None and w[0] and c in g.a_c + g.perms:
                wipe(g, c)
    if cc.any_tsac:
        sacrifice(g, 1)
    if cc.any_back and g.back_due:
        back(g, 0)
    if cc.any_eot_regrow and g.grave:
        for c in list(g.a_c + g.perms):
            if cc.eot_regrow[c] is not None:
                eot_regrow(g, c)
    if cc.any_hurt_die:
        j = len(g.a_c) - 1
        while j >= 0:
            c = g.a_c[j]
            if cc.hurt_die[c] and g.a_dmg[j] > 0:      # "if Bitties has damage, destroy him"
                if g.audit:
                    g.audit(("hurt_die", c, g.a_uid[j], g.a_dmg[j]))
                g.leave(j, True)
            j -= 1
    if cc.any_eot_draw_per:
        for c in list(g.a_c + g.perms):
            _eot_draw_per(g, c)
    for c in list(g.perms):
        if cc.eot_alt[c] is not None:
            alt(g, c)
        spec, draw = cc.eot[c], cc.eot_draw[c]
        if spec is not None:
            dmg, tok = spec
            if dmg is not None and g.cond_ok(dmg[2], c) \
                    and (k := dmg[0] * (g.per_count(dmg[1], c) if dmg[1] is not None else 1)) > 0:
                g.turn_dmg += g.dealt(k, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else k
                if g.audit:
                    g.audit(("eot_dmg", c, k, tuple(g.a_c)))
                if g.log:
                    g.log(f"  {g.names[c]}: {k} damage at the end of the turn.")
            if tok is not None:
                make_tokens(g, (tok[0], tok[1], 0))
        if draw and g.turn_dmg >= cc.eot_min[c]:
            if g.audit:
                g.audit(("eot_draw", c, draw, g.turn_dmg))
            if g.log:
                g.log(f"  {g.names[c]}: draws {draw} at the end of the turn.")
            g.draw_cards(draw)


def _eot_draw_per(g: Game, c: int) -> None:
    """Card c's "at the end of your turn, draw a card for each Gnome in your party" (`eot_draw_per`)."""
    sp = g.cc.eot_draw_per[c]
    if sp is not None and (k := sp[0] * g.per_count(sp, c)) > 0:
        if g.audit:
            g.audit(("eot_tdraw", c, k, tuple(g.a_c)))
        if g.log:
            g.log(f"  {g.names[c]}: draws {k} at the end of the turn.")
        g.draw_cards(k)


def _tutor(g: Game, c: int) -> None:
    """Card c's "at the start of your turn, search your deck for a Murloc ally and put it into play" (`ttutor`): the
    ally a player wants most that can enter (a unique one not in play, a limited tag with room)."""
    cc = g.cc
    ids = cc.ttutor[c]
    pick = g.best_of(x for x in g.lib if x in ids and not (cc.unique[x] and x in g.in_play)
                     and (not cc.limits[x] or g.tag_ok(x)))
    if pick < 0:
        return
    g.lib.remove(pick)
    if g.audit:
        g.audit(("ttutor", c, pick))
    if g.log:
        g.log(f"  {g.names[c]}: searches the deck, puts {g.names[pick]} into play.")
    g.enter(pick, g.t)


def grave_rise(g: Game) -> None:
    """The allies in your graveyard that come back at the start of your turn (`grise`: "if Wisp is in your graveyard,
    you may pay 1. If you do, put Wisp into your hand"; "you may remove another Monster ally in your graveyard from the
    game. If you do, put this ally into play"; under Bloodrush): each copy, while its cost can be paid and the engine
    has a use for the card (into play: a unique one not in play, a limited tag with room)."""
    from deckcheck.wowtcg.goldfish.costs import remove_grave
    cc = g.cc
    for c in sorted(set(g.grave)):
        spec = cc.grise[c]
        if spec is None:
            continue
        to_play, pay, ids, n, cond = spec
        for _ in range(g.grave.count(c)):
            if c not in g.grave or not cc.value[c] or pay > g.avail or not g.cond_ok(cond, c) or to_play and (
                    cc.unique[c] and c in g.in_play or cc.limits[c] and not g.tag_ok(c)):
                break           # (c not there: a copy came back removing this one)
            g.grave.remove(c)
            if ids is not None and sum(1 for x in g.grave if x in ids) < n:
                g.grave.append(c)       # (nothing else to remove: it stays)
                break
            if pay:
                g.pay(pay)
            gone = remove_grave(g, ids, n, c) if ids is not None else 0
            if g.audit:
                g.audit(("grise", c, to_play, pay, gone))
            if g.log:
                g.log(f"  {g.names[c]}: from the graveyard into {'play' if to_play else 'the hand'}.")
            if to_play:
                g.enter(c, g.t)
            else:
                g.hand.append(c)


def sacrifice(g: Game, at_end: int) -> None:
    """"You may destroy another ally you control. If you do, this deals 5 damage to target opposing hero" at the start
    (`at_end` 0) or the end (1) of your turn (`tsac`; the damage the cost of the ally destroyed: ``x: sac_cost``):
    used only when the damage destroys the opposing hero now, destroying the least useful ally that does it."""
    cc = g.cc
    srcs = [(g.a_uid[j], c) for j, c in enumerate(g.a_c) if cc.tsac[c] is not None and cc.tsac[c][0] == at_end] \
        + [(g.p_uid[j], c) for j, c in enumerate(g.perms) if cc.tsac[c] is not None and cc.tsac[c][0] == at_end]
    for uid, c in srcs:
        need = g.health - g.dmg - g.turn_dmg
        if need <= 0:
            return
        if uid not in g.a_uid and uid not in g.p_uid:
            continue            # (it was destroyed for another's cost)
        _end, n, xcost, ids = cc.tsac[c]
        cands = [(cc.value[x] * 100 + cc.cost[x], j) for j, x in enumerate(g.a_c)
                 if x in ids and g.a_uid[j] != uid and (cc.cost[x] if xcost else n) >= need]
        if not cands:
            continue
        j = min(cands)[1]
        x = g.a_c[j]
        d = cc.cost[x] if xcost else n
        if g.audit:
            g.audit(("tsac", c, uid, g.a_uid[j], x, d))
        if g.log:
            g.log(f"  {g.names[c]}: destroys {g.names[x]}, {d} damage to the opposing hero.")
        g.leave(j, True)
        g.turn_dmg += g.dealt(d, True, False, True, cc.dtype[c]) if g.boosts or g.doubles else d


def back(g: Game, nxt: int) -> None:
    """The allies of yours destroyed this turn that a card returns from your graveyard to your hand at the end of the
    turn (`nxt` 0: "When an ally in your party is destroyed during your turn, you may put it from its owner's
    graveyard into his hand at end of turn") or at the start of the next (1: "... into hand at the start of the next
    turn"): each one still there (`Game.back_due`, filled by `graveyard.ally_died`)."""
    keep = []
    for p, dead, n in g.back_due:
        if n != nxt:
            keep.append((p, dead, n))
        elif dead in g.grave:
            g.grave.remove(dead)
            g.hand.append(dead)
            if g.audit:
                g.audit(("due_back", p, dead))
            if g.log:
                g.log(f"  {g.names[p]}: {g.names[dead]} from the graveyard into the hand.")
    g.back_due = keep


def alt(g: Game, c: int) -> None:
    """An ability's "at the end of your turn, put a 5/5 token into play if you control five or more allies. Otherwise,
    put a 1/1 token into play" (`eot_alt`): the first under its condition, else the second."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    first, other = g.cc.eot_alt[c]
    held = g.cond_ok(first[2], c)
    tok = first[:2] if held else other
    if g.audit:
        g.audit(("eot_alt", c, int(held), len(g.a_c)))
    if tok is not None:
        make_tokens(g, (tok[0], tok[1], 0))


def eot_regrow(g: Game, c: int) -> None:
    """Card c's "at the end of each player's turn, that player may put an ally card from his graveyard into play with
    damage on it equal to its health minus 1" (`eot_regrow`, at the end of your turn): the ally a player wants most
    that can enter (a unique one not in play, a limited tag with room)."""
    cc = g.cc
    ids, damaged = cc.eot_regrow[c]
    pick = g.best_of(x for x in g.grave if x in ids and not (cc.unique[x] and x in g.in_play)
                     and (not cc.limits[x] or g.tag_ok(x)))
    if pick < 0:
        return
    g.grave.remove(pick)
    if g.audit:
        g.audit(("eot_regrow", c, pick))
    if g.log:
        g.log(f"  {g.names[c]}: puts {g.names[pick]} from the graveyard into play.")
    g.enter(pick, g.t)
    if damaged and g.a_c and g.a_c[-1] == pick:
        g.a_dmg[-1] = max(cc.health[pick] - 1, 0)      # ("with damage equal to its health minus 1")


def lose_one(g: Game, c: int) -> None:
    """Card c's "at the start of your turn, destroy an ability, ally or equipment you control" / "put an ally you
    control into its owner's hand" (`tlose`; c itself may be the one): the least useful one, a token first (a token
    returned to a hand ceases to exist), then the cheapest (equipment is not chosen: a legal choice among the rest)."""
    cc = g.cc
    to_hand, any_card = cc.tlose[c]
    cands = [(cc.value[x] * 100 + cc.cost[x], 0, j) for j, x in enumerate(g.a_c)]
    if any_card:
        cands += [(cc.value[x] * 100 + cc.cost[x], 1, j) for j, x in enumerate(g.perms)]
    if not cands:
        return
    _s, perm, j = min(cands)
    x = g.perms[j] if perm else g.a_c[j]
    if g.audit:
        g.audit(("tlose", c, x, perm, to_hand))
    if g.log:
        g.log(f"  {g.names[c]}: {g.names[x]} {'into the hand' if to_hand else 'is destroyed'}.")
    if perm:
        g.leave(j, False)
    elif to_hand:
        g.leave(j, True, False)
        if x < cc.ndeck:
            g.hand.append(x)
    else:
        g.leave(j, True)
