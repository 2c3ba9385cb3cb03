"""The graveyard (issue 23): a quest destroyed to complete it (a resource lost), an ability played once more from
your graveyard and then removed from the game, a power used while its card is in your graveyard ("Discard a weapon
-> put this ability from your graveyard into your hand"), a costly power putting a card from your graveyard into your
hand, a token put into play under a condition, and an attachment's draw when its ally is destroyed.

Each move out of the graveyard is told to the checker (`audit`: "regrown", "lent", "exiled", "back"), which checks
it against the card's text: a card that was there, of the kind the text takes, for a card whose text says so.
"""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.codes import (DEATH_BACK, DEATH_COPY, DEATH_DAMAGE, DEATH_DIG, DEATH_DRAW, DEATH_HAND, DEATH_KILL, DEATH_PLAY,
                                             DEATH_PORTAL, DEATH_SHUFFLE)
from deckcheck.wowtcg.goldfish.compile import ABILITY, WEAPON
from deckcheck.wowtcg.goldfish.state import Game, better_weapon


# -- quests -------------------------------------------------------------------------------------------------------

def can_spare(g: Game, q: int) -> bool:
    """Are the resources quest q destroys worth its reward: you keep as many resources as the dearest card of the
    deck the engine plays (`Compiled.top_cost`) costs."""
    return g.res - g.cc.qdestroy[q] >= g.cc.top_cost


def quest_destroyed(g: Game, q: int) -> None:
    """Quest q's completion cost destroys it ("Destroy Into the Maw of Madness to complete this quest"; "destroy a
    resource you control": the player may choose the quest, itself a resource) or N of your resources: N resources
    fewer (exhausted ones when there are: the player chooses which resources he exhausts), the quest in your
    graveyard (the other resources destroyed are face-down cards the engine does not follow: not counted there)."""
    g.res -= g.cc.qdestroy[q]
    if g.avail > g.res:
        g.avail = g.res
    g.grave.append(q)
    if g.audit:
        g.audit(("quest_gone", q, g.res, g.avail))
    if g.log:
        g.log(f"    destroys {g.names[q]} to complete it ({g.res} resource(s) left).")
        # (with N resources destroyed, the quest is one of them)


# -- a card back from the graveyard -------------------------------------------------------------------------------

def regrown(g: Game, c: int, ids: frozenset) -> bool:
    """Card c puts the card of `ids` in your graveyard the engine wants most into your hand; False: none there."""
    pick = g.best_of(x for x in g.grave if x in ids)
    if pick < 0:
        return False
    if g.audit:
        g.audit(("regrown", c, pick, tuple(g.grave)))
    g.grave.remove(pick)
    g.hand.append(pick)
    if g.log:
        g.log(f"    puts {g.names[pick]} from the graveyard into the hand.")
    return True


def weapon_worth(g: Game, c: int) -> bool:
    """A weapon destroys itself for its power only when your hand holds a better weapon of its kind (it would take
    its place: the weapon gives up nothing it would have kept)."""
    cc = g.cc
    return cc.kind[c] == WEAPON and any(cc.kind[h] == WEAPON and cc.wtype[h] == cc.wtype[c] and cc.atk[h] > cc.atk[c]
                                        for h in g.hand)


def back_from_grave(g: Game) -> None:
    """On your turn, before the resource step (the card discarded is one the engine would place as a resource): each
    ability in your graveyard with "Discard a weapon -> put this ability
    from your graveyard into your hand" comes back for a card of that kind in hand the engine has no use for (a
    weapon no better than those in play, `state.better_weapon`; a card of another kind only when it has no use)."""
    cc = g.cc
    back = cc.grave_back
    for x in [x for x in g.grave if back[x] is not None]:
        fodder = -1
        for i, h in enumerate(g.hand):
            if h in back[x] and h != x and (not cc.value[h] or cc.kind[h] == WEAPON and g.weapons
                                            and not better_weapon(h, g.weapons, cc, g.dual)):
                fodder = i
                break
        if fodder < 0:
            continue
        h = g.hand.pop(fodder)
        if g.audit:
            g.audit(("back", x, h, tuple(g.grave)))
        g.to_grave(h)
        g.grave.remove(x)
        g.hand.append(x)
        if g.log:
            g.log(f"  discards {g.names[h]}: {g.names[x]} from the graveyard into the hand.")


# -- played from the graveyard ------------------------------------------------------------------------------------

def burn_from_grave(g: Game, burn) -> bool:
    """After combat, `burn` (damage.burn) with the abilities your graveyard lets you play from it in hand too; the
    one played that way is removed from the game as it resolves (`exiled`), the others go back. Whether any
    ability was played."""
    cc = g.cc
    lent = [x for x in g.grave if cc.from_grave[x] and cc.kind[x] == ABILITY]
    if not lent:
        return burn(g)
    for x in lent:
        if g.audit:
            g.audit(("lent", x, tuple(g.grave)))
        g.grave.remove(x)
        g.hand.append(x)
    g.lent = lent
    try:
        return burn(g)
    finally:
        for x in g.lent:
            g.hand.remove(x)
            g.grave.append(x)
            if g.audit:
                g.audit(("unlent", x))
        g.lent = []


def exiled(g: Game, c: int) -> bool:
    """Ability c resolved: True when it was played from your graveyard and its text removes it then (removed from
    the game instead); an Artifact played from there goes back to the graveyard (False)."""
    if c not in g.lent:
        return False
    g.lent.remove(c)
    removed = g.cc.from_grave[c] == 2
    if g.audit:
        g.audit(("exiled", c) if removed else ("unlent", c))
    if removed and g.log:
        g.log(f"    {g.names[c]} was played from the graveyard: removed from the game.")
    return removed


def play_artifact(g: Game, priority) -> bool:
    """Before combat, when no card in hand is worth playing: an ally or equipment in your graveyard with "Artifact
    (You may play this card from your graveyard.)" played from there as from your hand (its cost paid, uniqueness
    and a better weapon respected, the play policy's `priority`). Whether one was played."""
    from deckcheck.wowtcg.goldfish.costs import reduction
    from deckcheck.wowtcg.goldfish.play import play
    cc = g.cc
    spare = g.avail - g.strike_reserve() if g.weapons else g.avail
    for x in g.grave:
        tier = g.plan.tiers[x]
        if not cc.from_grave[x] or cc.kind[x] == ABILITY or not tier:
            continue
        price = reduction(g, x, cc.kind[x])
        if price > g.avail or cc.kind[x] != WEAPON and not g.allowed(x) \
                or priority(g, x, cc.kind[x], tier, price, spare) is None:
            continue
        if g.audit:
            g.audit(("artifact", x, tuple(g.grave)))
        if g.log:
            g.log(f"  plays {g.names[x]} from the graveyard (Artifact):")
        g.grave.remove(x)
        g.hand.append(x)
        play(g, x, len(g.hand) - 1, price)
        return True
    return False


# -- tokens and attachments ---------------------------------------------------------------------------------------

def link(g: Game, c: int, j: int) -> None:
    """Attachment c goes on the ally at place j: its draw waits for that ally's destruction."""
    uid = g.a_uid[j]
    g.att_links[uid] = g.att_links.get(uid, ()) + (c,)


def unlink(g: Game, c: int) -> None:
    """Attachment c left play (destroyed for a cost): one ally it was on no longer has it."""
    for uid, cards in g.att_links.items():
        if c in cards:
            rest = list(cards)
            rest.remove(c)
            if rest:
                g.att_links[uid] = tuple(rest)
            else:
                del g.att_links[uid]
            return


def attached_died(g: Game, uid: int, destroyed: bool, dead: int = -1) -> list | None:
    """The ally `uid` (card `dead`) left play: what each attachment on it does when it is destroyed ("When attached
    ally is destroyed, you may draw a card" / "your hero deals 3 fire damage to target hero" / "put two Treant ally
    tokens into play"); returned to a hand: nothing. The cards it puts back from the graveyard ("put it from its
    owner's graveyard into his hand", "put Blessing of the Heavens ... into his hand") are returned as
    [(attachment, uid, dead)] for `settle_back`, once the ally has left play."""
    from deckcheck.wowtcg.goldfish.tokens import make_tokens
    cards = g.att_links.pop(uid)
    if not destroyed:
        return None
    backs = []
    for c in cards:
        draw, dmg, token, back = g.cc.att_death[c]
        if back is not None:
            backs.append((c, uid, dead))
        if not (draw or dmg or token is not None):
            continue
        if g.audit:
            g.audit(("att_death", c, uid))
        if g.log:
            g.log(f"    {g.names[c]}: its ally was destroyed ({draw} card(s), {dmg} damage).")
        if dmg:
            g.turn_dmg += dmg
        if token is not None:
            make_tokens(g, (token[0], token[1], 0))
        if draw:
            g.draw_cards(min(draw, len(g.lib)))     # ("you may": not from an empty deck)
    return backs


def settle_back(g: Game, backs: list) -> None:
    """The cards attachments put back as their ally was destroyed (`attached_died`): the attachment leaves play for
    the graveyard with its ally (CR: an attachment whose character left play), then the ally from your graveyard
    into your hand or back into play (with damage equal to its health minus 1: "damaged"), or the attachment itself
    into your hand (only for an ally of the kind its text takes: "if it was a Monster")."""
    cc = g.cc
    for c, uid, dead in backs:
        code, ids, damaged = cc.att_death[c][3]
        if c in g.perms:
            links, g.att_links = g.att_links, {}    # (its links to other allies stay: `unlink` is for itself)
            g.leave(g.perms.index(c), False)
            g.att_links = links
        if code == -1:
            what = c if (ids is None or dead in ids) and c in g.grave else -1
        else:
            what = dead if dead in g.grave and not (code == DEATH_PLAY and (
                cc.unique[dead] and dead in g.in_play or cc.limits[dead] and not g.tag_ok(dead))) else -1
        if what < 0:
            continue
        if g.audit:
            g.audit(("att_back", c, uid, what))
        g.grave.remove(what)
        if code == DEATH_PLAY:
            uid_in = g.uid_next + 1
            g.enter(what, g.t)
            if damaged and uid_in in g.a_uid:       # (still in play: not destroyed as it entered, with 0 health)
                g.a_dmg[g.a_uid.index(uid_in)] = cc.health[what] - 1
        else:
            g.hand.append(what)
        if g.log:
            g.log(f"    {g.names[c]}: {g.names[what]} goes from the graveyard "
                  f"{'back into play' if code == DEATH_PLAY else 'into the hand'}.")


# -- an ally destroyed ----------------------------------------------------------------------------------------------

def back_on_death(g: Game, c: int, uid: int) -> None:
    """Ally c (identity uid) was destroyed, and its text acts then beyond damage, draws and tokens
    (`tokens.last_words`): Portal, or "you may (pay n. If you do,) put him from your graveyard into your hand /
    into play / into your resource row face down and exhausted" (the card must be in your graveyard: an Eternal
    one was shuffled away; the payment only with that many resources ready, the condition checked then, uniqueness
    and tag limits respected for play)."""
    from deckcheck.wowtcg.goldfish.library import portal
    kind, _n, _tid, ids, pay, cond = g.cc.on_death[c]
    if kind in (DEATH_DIG, DEATH_KILL):
        _dig_or_kill(g, c, uid, kind, ids)
        return
    if kind == DEATH_SHUFFLE:       # your graveyard (this ally in it) into your deck
        if g.audit:
            g.audit(("death_more", uid, c, kind))
        if g.log:
            g.log(f"    {g.names[c]} is destroyed: the graveyard ({len(g.grave)} card(s)) is shuffled into the deck.")
        g.lib.extend(g.grave)
        g.grave.clear()
        if g.cc.any_grave_lim:
            g.fix_limits()
        return
    if kind == DEATH_PORTAL:
        if g.audit:
            g.audit(("death_more", uid, c, kind))
        if g.log:
            g.log(f"    {g.names[c]} is destroyed: Portal.")
        portal(g, c, ids)
        return
    if c not in g.grave or pay > g.avail or cond is not None and not g.cond_ok(cond) \
            or kind == DEATH_PLAY and (g.cc.unique[c] and c in g.in_play or g.cc.limits[c] and not g.tag_ok(c)):
        return
    if pay:
        g.pay(pay)
    if g.audit:
        g.audit(("death_more", uid, c, kind))
    g.grave.remove(c)
    if kind == DEATH_HAND:
        g.hand.append(c)
        where = "into the hand"
    elif kind == DEATH_PLAY:
        g.enter(c, g.t)
        where = "back into play"
    else:
        g.res += 1                  # into the resource row face down and exhausted
        if g.audit:
            g.audit(("extra",))
        where = "into the resource row, exhausted"
    if g.log:
        g.log(f"    {g.names[c]} goes from the graveyard {where}.")


def _dig_or_kill(g: Game, c: int, uid: int, kind: int, ids: frozenset | None) -> None:
    """Ally c was destroyed: "reveal the top card of your deck. If it's named Coilfang Myrmidon, draw it" (else it
    stays on top), or "destroy target ally" (a passive opponent has none: the weakest of yours, when you have one,
    CR 603.3d)."""
    from deckcheck.wowtcg.goldfish.enter import peek
    if kind == DEATH_DIG:
        x = peek(g)
        if g.audit:
            g.audit(("death_more", uid, c, kind))
        if x >= 0 and x in ids:
            g.topq.pop()
            g.take(x, "reveals the top card as it dies")
        return
    if not g.a_c:
        return
    cc = g.cc
    j = min(range(len(g.a_c)), key=lambda k: (cc.atk[g.a_c[k]] + g.a_att[k], cc.cost[g.a_c[k]]))
    if g.audit:
        g.audit(("death_more", uid, c, kind))
    if g.log:
        g.log(f"    {g.names[c]} is destroyed: it destroys {g.names[g.a_c[j]]} (target ally: yours).")
    g.leave(j, True)


def ally_died(g: Game, dead: int, token: bool = False) -> None:
    """Ally `dead` of yours was destroyed (a token too): each card in play that acts then ("When another Demon ally
    you control is destroyed, Azzinoth deals 2 shadow damage to target opposing hero"; "... you may pay 1. If you
    do, ..." paid when you have it ready), and the destroyed card itself when its own text takes it (it looks back:
    "When a friendly Paladin is destroyed", Aurius among them). A token copy of that ally ("When another non-token
    ally you control is destroyed, put a token copy of that ally into play": not of a token, uniqueness respected;
    the copy's added types are not followed)."""
    from deckcheck.wowtcg.goldfish.tokens import copy_ally, make_tokens
    dies = g.cc.dies
    fired = [p for p in g.perms + g.a_c if dies[p] is not None]
    if dies[dead] is not None and not dies[dead][3]:
        fired.append(dead)
    for p in fired:
        kind, n, ids, _other, pay, tid = dies[p]
        if ids is not None and dead not in ids or pay > g.avail or kind == DEATH_BACK and token or kind == DEATH_COPY and (
                token or g.cc.unique[dead] and dead in g.in_play or g.cc.limits[dead] and not g.tag_ok(dead)):
            continue
        if pay:
            g.pay(pay)
        if g.audit:
            g.audit(("ally_died", p, dead))
        if kind == DEATH_DAMAGE:
            d = g.cc.atk[dead] if n < 0 else n      # "equal to that ally's ATK"
            if d > 0:
                g.turn_dmg += d
            if g.log:
                g.log(f"    {g.names[p]}: {g.names[dead]} was destroyed: {d} damage.")
        elif kind == DEATH_DRAW:
            if g.log:
                g.log(f"    {g.names[p]}: {g.names[dead]} was destroyed: draws {n}.")
            g.draw_cards(min(n, len(g.lib)))
        elif kind == DEATH_COPY:
            copy_ally(g, dead)
        elif kind == DEATH_BACK:
            if not token:
                g.back_due.append((p, dead, n))     # (back to your hand at the end of the turn or the next start)
        else:
            make_tokens(g, (n, tid, 0))


def alt_paid(g: Game, c: int) -> None:
    """Card c is played for its alternative cost: the n least useful cards of its kind in your graveyard removed
    from the game instead of its cost (`costs.alt_due` held)."""
    from deckcheck.wowtcg.goldfish.costs import remove_grave
    ids, n = g.cc.alt_grave[c][:2]
    if ids is None:     # n of your resources destroyed (exhausted ones first: the player chooses; combat2)
        g.res -= n
        if g.avail > g.res:
            g.avail = g.res
        if g.audit:
            g.audit(("res_alt", c, n, g.res, g.avail))
        if g.log:
            g.log(f"    destroys {n} resource(s) rather than pay the cost of {g.names[c]} ({g.res} left).")
        return
    removed = remove_grave(g, ids, n, c)
    if g.audit:
        g.audit(("alt_paid", c, removed))


def fuel(g: Game) -> None:
    """At the start of your turn, each ally in play with "At the start of each (opponent's) turn, you may remove three
    cards in a graveyard from the game. If you do, this ally deals 3 frost damage to target hero": the opponent's
    turn that came before yours, and yours ("each turn": twice), each time your graveyard holds enough (the
    passive opponent's holds nothing), the least useful cards removed."""
    from deckcheck.wowtcg.goldfish.costs import remove_grave
    cc = g.cc
    for p in g.a_c:
        spec = cc.fuel[p]
        if spec is None:
            continue
        n, dmg, times, ids = spec
        for _ in range(times):
            if len(g.grave) < n:
                break
            before = len(g.grave)
            removed = remove_grave(g, ids, n, p)
            if g.audit:
                g.audit(("fuel", p, removed, before))
            g.turn_dmg += dmg
            if g.log:
                g.log(f"  {g.names[p]}: {removed} card(s) removed from the graveyard: {dmg} damage.")


def grave_assault(g: Game) -> int:
    """Your hero's Assault from the cards in your graveyard ("When this ally is in your graveyard, your hero has
    Assault 1": each copy there)."""
    ga = g.cc.grave_atk
    n = sum(ga[x] for x in g.grave)
    if g.audit and n:
        g.audit(("grave_assault", n, tuple(g.grave)))
    return n
