"""A card whose record only attaches it (its text acting on the opposing allies, or on nothing a passive opponent has)
is reported "no bearing", not "played": the engine never casts it (issue 23, item 4: the report says what the engine
did). Four readers of the unread-record audit found such cards reported as played."""
from __future__ import annotations

from deckcheck.wowtcg.goldfish.compile import NO_BEARING, PLAYED, compile_cards
from goldfish_helpers import fx


def test_a_card_that_only_attaches_has_no_bearing_and_is_never_cast(db):
    # Frozen Core: "Attach to target ally. Ongoing: Attached ally has -2 / -2." (only the opponent's allies matter);
    # Glacial Tomb, Polymorph: the same shape
    for name in ("Frozen Core", "Glacial Tomb", "Polymorph"):
        assert [e["do"] for e in fx(db[name]) if e["do"] != "unmodelled"] == ["attach"], name
        cc = compile_cards([db[name]])
        assert cc.verdict[0] == NO_BEARING, name
        assert not cc.value[0], name        # (never cast: only placed as a resource)
    # an attachment with an action of its own is still played (Gushing Wound: 3 damage each turn to the attached hero)
    assert compile_cards([db["Gushing Wound"]]).verdict[0] == PLAYED
