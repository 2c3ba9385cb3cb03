"""The goldfish engine's effect vocabulary: each card's abilities as typed, reviewed records.

A card with rules text carries one effects record (`effects:` in its feed), facts in words and
numbers, never the text itself::

    effects:
      text_hash: 3fa9c2d1e0b7     # the source text the record was read from (sha256, 12 hex digits)
      review: read                # suggested | read | corrected | stale  (REVIEW_STATES)
      no_bearing: [defence]       # classes of its text with no bearing on a passive opponent
      unmodelled: 1               # some of its text is not modelled (the card plays as its type and stats)
      abilities:
      - kind: activated           # static | triggered | activated | played  (ABILITY_KINDS)
        cost: {pay: 3, exhaust: 1}
        condition: {cond: control, tag: Tauren}
        actions:
        - {do: damage, n: 2, target: {to: heroes}}
      - kind: triggered
        trigger: {when: turn_start}
        actions: [{do: draw, n: 1}]

An ability is `kind`, then its `trigger` (TRIGGER), `cost` (COST: resources, exhausting the card or your hero,
flipping, once per game, completing a quest, destroying a card or removing cards from your graveyard, putting
damage on the ally: see "Power costs" below), `condition` (CONDITION) and `actions`. An action is `do` (one of
ACTIONS) with the parameters its kind takes (`ACTIONS[do]`), its `target` (TARGET: who it goes to and the
filter the target passes: faction, class, race or tag, type, damage-type icon, cost, "other") and `per` (PER:
what it counts, "for each ..."). `check` refuses an unknown field or a wrong type anywhere, naming the field.

Review states: ``suggested`` (the text parser's reading, not yet read by a person), ``read`` (a
person read the card's text against the record: it is right), ``corrected`` (set by the
importer's corrections table, with its reason), ``stale`` (read or corrected against a text that
has changed since: read it again). The importer never overwrites a read or corrected record.

The engine's compiler reads a record through `flat_effects`: one flat mapping per action, with the
ability's trigger, cost and condition and the action's target and count folded in (the shape the
compiler's tables are keyed on). `record_of` and `abilities_of` read a `Card.effects` value.

Action kinds and their parameters:

- ``damage``  n (int or "X": the X paid; ``max``: the cap on X), to the opposing hero. ``to: all``:
  each hero and ally (your hero and allies too); ``to: heroes``: each hero (yours too).
  ``when``: ``turn_start`` (each of your turns while in play), ``attack`` (when this ally attacks).
- ``draw``    n, draw n cards (``when: turn_start``: at the start of each of your turns).
- ``discard`` n, discard n cards (after the card's draws).
- ``atk_bonus`` n, to (``hero`` | ``ally`` | ``any`` | ``allies`` | ``weapon`` | ``self`` |
  ``attached``), until (``turn`` | ``ongoing``): +n ATK this turn, or while the card stays in play.
  Granted Assault (+n ATK on your turn) is the same against a passive opponent.
- ``assault`` n: printed Assault (+n ATK while attacking).
- ``ferocity``  this ally can attack the turn it enters play; ``to: ally``: give that to an ally this
  turn; ``to: allies``: allies in your party have it.
- ``haste`` n: pay n less to play this card if an ally you controlled dealt damage to an opposing
  hero this turn.
- ``cant_attack``  this character can't attack; ``to: all``: no hero or ally can (yours too);
  ``to: others``: no other character can attack this turn; ``unless: atk``, n: it can attack only while you
  control another ally of printed ATK n or more.
- ``dig`` n, what (``ally`` | ``ability`` | ``equipment`` | ``quest`` | ``card`` ...): look at the top n
  cards of your deck, put one of that kind into your hand, the rest on the bottom; with a filter (``tag``:
  a race or tag such as Dragonkin or Unique, ``faction``, ``class``, ``icon``, ``cost_min``, ``cost_max``) only
  a card that passes it ("a revealed card with cost 3 or more").
- ``scry`` n: look at the top n cards, put one on top of your deck, the rest on the bottom (``order``: "put them back
  in any order": all n stay on top, the best first); ``when: turn_start`` on a
  card in play: at the start of each of your turns (before your draw), and you may put them all on the bottom
  ("look at the top card of your deck. You may put it on the bottom").
- ``tutor`` what (and a group filter): search your deck for a card of that kind and put it into your hand
  (``when: attack``: each time this ally attacks).
- ``regrow`` what (``max``: cost cap; ``to: play``): put a card of that kind from your graveyard into your
  hand (or into play).
- ``shuffle_back``: shuffle your graveyard into your deck.
- ``extra_resource`` n, exhausted (0/1): put the top n cards of your deck into your resource row.
- ``extra_placement`` n: you can place n more resources each turn.
- ``ready_resource`` n: ready n of your resources.
- ``cost_less`` n, what (``self``: this card, with its ``cond``; ``hero: 1``: your hero counts for the
  condition | ``quest`` | ``ability`` | ``ally`` | ``equipment`` | ``strike`` | ``card`` |
  ``power``), ``per: ally`` (n less for each such ally; on ``self``: your hero too with ``hero: 1``), ``min``,
  ``until: turn``.
- ``token`` n, atk, health (``ferocity: 1``; ``when: turn_start``; ``icon``: the damage type of its ATK, "2 [Fire] /
  1 [Health]"): put n ally tokens into play.
- Triggers on your other cards (``damage``, ``atk_bonus`` this turn, ``token``, ``draw``): ``when: enters`` (an ally
  entering play under your control; ``self: 1``: this one too) or ``when: play`` (you play a card; ``on_type``), with
  the trigger's own filter as ``on_faction`` / ``on_class`` / ``on_tag`` / ``on_icon`` / ``on_cost_min`` / ``on_atk_min`` (printed
  cost N or more: "when an ally with cost 4 or more enters play under your control"); ``when: quest`` (you complete
  a quest) and ``when: attach`` (you attach an ability to a hero or ally). On an ally, or on an ability or
  equipment in play (an ability with such a trigger stays in play: Ongoing).
- ``attach`` to (``ally`` | ``hero`` | ``any`` | ``weapon``): the card is an attachment and needs
  one legal target to be played (an ally in your party, or the opposing hero).
- ``dual_wield`` kind (``melee`` | ``ranged`` | ``two-handed``): CR 406 for the hero; on another card ("Your hero has
  Dual Wield": a weapon, an ability that stays, an ally) ``melee`` or ``ranged`` while the card is in play
  (``two-handed`` there: not played, the card is reported unmodelled).
- ``tag_limit`` n, tag: you can control n more cards of that limited tag ("You can have an additional Pet": Pet (1)
  allows two, CR 414.3b) while the card is in play; ``where: grave``: while it is in your graveyard (Deuce).
- ``ready`` to (``self``: this ally | ``hero``: your hero): ready it after it attacked, so it can attack
  again (``when: attack``: the first time it attacks each turn; as a power with ``pay``).
- ``dmg_boost`` n, who (``hero`` | ``party``: your hero and allies | ``allies`` | ``any``: any of yours
  dealing damage to the attached opposing hero), scope (``non-combat`` | ``combat`` | ``ability`` |
  ``weapon``; none: all damage), types (damage types; none: any): while the card is in play, each
  instance of such damage your side deals to the opposing hero is +n.
- ``hand_size`` n: your maximum hand size is n more while the card is in play (CR 503.2a's seven).
- ``prep``: on your first turn you may play this card without paying its cost (Preparation).
- ``powers_now``: this ally can use its [Exhaust] powers the turn it enters (Time is Money).
- ``enters_exhausted``: the card enters play exhausted (a quest can't be completed that turn; a weapon can't strike
  that turn: the engine plays it after combat; a weapon's with an [Exhaust] power: not played).
- ``quest``   pay: the completion cost of a quest; the quest's other effects are its reward.
- Activated powers: any of ``damage``, ``draw``, ``atk_bonus``, ``ferocity``, ``ready_resource``,
  ``token``, ``extra_resource``, ``ready`` with ``pay`` (resources) and ``exhaust`` (1: the card exhausts to use
  it, once a turn; 0: repeatable while you can pay); ``flip: 1`` a hero's flip power (once, the
  hero turns over); ``once: 1`` once per game (on a deck card: a "N, destroy this -> draw / damage" power
  only; an activated ``ferocity`` is not played); ``exhaust_hero: 1`` your hero exhausts as a cost too.
- ``echo``: when you play this ability, if two or more allies in your party share one of the twelve
  standard races (CR glossary: Race), the ability is copied (its effects happen twice).
- ``rift``: this card costs 1 less for each ally you control of the race you choose as you play it
  (the engine chooses the race most of your allies share).
- ``eternal``: when this card enters your graveyard, you may shuffle it into your deck (the engine does).
- ``regrow`` ``max_res: 1``: only a card whose cost is at most the resources you have.
- ``ready`` to ``ally`` | ``allies`` (an ability): ready one ally (each ally) you control that attacked: it
  attacks again this turn; to ``hero`` with ``weapons`` (``one`` | ``all``, ``kind``: Melee / Ranged): your
  hero readies and strikes again with its weapon(s), paying their strike cost again.
- ``ready`` to ``any`` on an ally, played (as it enters): "When this ally enters play, ready a hero or ally in your
  party" (Tempest, Son-of-Storms): played in combat after your attacks, the hero or ally that hits hardest attacks
  again (`goldfish/readying.py`).
- ``cost_less`` ``what: next``: your next card this turn costs n less (as a power: an [Exhaust] power
  used on the next card with a cost).
- ``regrow`` ``n`` (how many; 99: any number or all), ``to: top`` (on top of your deck), ``combined: 1``
  (their combined cost at most your resources), ``names: 1`` (different names), ``attach: 1`` (this
  ability is attached to the ally put into play); group filters (``tag``: Demon, Pet ...).
- ``sacrifice`` what (``card``: an ability, ally or equipment | ``ally`` | ``equipment``; ``tag``; ``unattached: 1``:
  one not attached to a card you control, `attach` to an ally or weapon of yours): an additional cost, destroy one you
  control (the engine pays with one that does nothing toward the
  kill, or with any when the card's damage wins the game now).
- ``grave_cost`` what: an additional cost, remove a card of that kind in your graveyard from the game (``n``: that
  many, ``tag``: of that race or tag).
- Power costs (POWER_COSTS), on an ``activated`` ability that is no quest's completion: paid each time the power is
  used (CR 403.1), never to play the card. ``destroy`` what (``self``: this card | ``ally`` | ``equipment`` |
  ``ability`` | ``card``, with ``tag`` / ``faction`` / ``class``: another card you control of that kind);
  ``remove`` what, ``n``: remove n cards of that kind in your graveyard from the game; ``hurt`` n: put n damage
  on this ally (CR 405.3; fatal damage destroys it, 405.2). The engine plays such a power when it draws or deals
  damage to the opposing hero, and pays only when worth it: the card itself only when its damage wins now or the
  card does nothing else for the kill; another card only one that does nothing for the kill (or any when the
  damage wins now); damage only when the ally survives it (or the damage wins now). On any other ability
  ``destroy`` / ``remove`` are the card's cost to play (``sacrifice`` / ``grave_cost``), or a quest's completion
  cost (paid as it completes); ``destroy: {what: self}`` there, and ``exhaust_hero`` on a quest's completion, are
  not played (the card is reported unmodelled). A ``triggered`` ability at the start or the end of your turn keeps them
  in its cost too: paid each time it triggers ("At the start of your turn, you may remove target card in a graveyard
  from the game. If you do, ...": `goldfish/turns.py`).
- The graveyard (issue 23, `goldfish/graveyard.py`): ``destroy: {what: self}`` on a quest's completion ("Destroy
  Into the Maw of Madness to complete this quest"), or ``{what: resource, n: N}`` ("Destroy two of your resources and
  pay 1 to complete this quest"): you lose that many resources as it completes (the quest, itself a resource, goes
  to your graveyard; the engine completes it only while it keeps as many resources as the deck's dearest card
  costs); ``regrow`` ``what: attachment`` (a card that attaches: "put target attachment from your graveyard into
  your hand"); ``regrow`` in a power whose cost destroys the card ("2, Destroy this weapon -> Put target ally from
  your graveyard into your hand": a weapon destroys itself only after it struck, for a better weapon in your hand);
  ``from_grave``: Artifact, "you may play this card from your graveyard" (an ally or equipment before combat, an
  ability with the burn after combat); ``removed: 1``: "... If you do, the next time it would enter a graveyard
  from anywhere, remove it from the game instead" (an ability played once more from the graveyard); ``regrow``
  ``own: 1`` with the power cost ``discard`` what ("On your turn: Discard a weapon -> Put this ability from your
  graveyard into your hand": a power used while the card is in your graveyard, discarding only a card of that kind
  the engine has no use for); ``token`` with a ``cond`` ("if there are three or more allies in your graveyard, you
  may put a Ghoul ally token into play": checked as the card resolves); ``when: attached_dies`` on an attachment
  with ``draw`` n, ``damage`` n (to the opposing hero) or ``token`` ("When attached ally is destroyed, draw a card").
- An ally that can't ready in your ready step (`goldfish/wake.py`): ``token`` ``asleep: 1`` (with ``name``,
  ``unique``): the token enters play exhausted with "This ally can't ready during its controller's ready step" (its
  card: ``cant_attack`` ``unless: readied``, it attacks only in a turn an effect readied it); the power cost
  ``turn: 1``: "Once per turn, on your turn" (without exhausting the card), with ``damage`` n and ``ready`` ``to:
  ally`` and a group filter ("3 -> This ally deals 3 shadow damage to target hero or ally. Ready a Ghoul you
  control": used before combat to ready such an ally in play since your turn began, which attacks; else after
  combat for its damage).
- ``warp`` (CR glossary: Warp): when your own effect reveals this card from your deck, it may be removed
  from the game and played without paying its cost (after that effect). ``dig`` ``reveal: 1``: the cards
  looked at are revealed (a "reveal the top N" effect).
- ``portal`` (CR glossary: Portal): reveal the top three cards of your deck; a revealed Demon ally with
  cost less than this card's may go into play.
- ``token`` ``until: turn``: "At end of turn, destroy it": the token is destroyed at the end of your turn (its card
  leaves at the end of your turn); a power making such a token with Ferocity is used before combat, so it attacks.
- ``token`` ``copy``: ``ally`` a token copy of an ally you control; ``tokens`` (``when: turn_start``) a token
  copy of each token ally you control.
- ``atk_bonus`` ``hp``: "+N / -M": also -M health, so only an ally with more than M health takes it.
- ``atk_bonus`` ``targets`` k (an ability's, ``until: turn``, to ``any`` or ``ally``): "up to k target heroes and/or
  allies have Assault 2 this turn": +n to each of up to k of your attackers (your hero among them for ``any``).
- ``atk_bonus`` ``to: hero`` ``until: turn`` with ``when: ally_deals`` (``on_icon``: the damage type): "When an ally you
  control deals fire damage, your hero has Assault 1 this turn", on a card in play: +n to your hero for each attack
  of such an ally (an ally whose ATK icon is that type) before your hero attacks (allies attack first).
- ``atk_bonus`` ``minus`` m (an ability's ``to: ally``, ``until: turn``): "Target ally has +3 ATK this turn. Target ally
  has -3 ATK this turn": the -m goes to another ally of yours (the passive opponent has none; needed to play it).
- ``damage`` ``more: 1`` with a ``cond``: n more damage than the card's other damage when the condition
  holds ("..., or 3 if you played another ability this turn": ``cond: played``; ``cond: abil_dealt`` with
  ``types``: your hero dealt such damage with an ability this turn). ``cond: played`` with ``type`` (``ally``,
  ``equipment``, ``weapon``; ``ability`` the default): "if you played an equipment this turn" (Prazo Whiptrick; the
  engine follows the kinds played in a deck with such a condition: `goldfish.conditions`, C_KIND_PLAYED).
- ``atk_bonus`` ``until: turn`` under a trigger other than the card's own attack (``when: turn_start``, ``draw``, ...):
  read only by the families that play that trigger (readying, a card played or entering, start-of-turn target ally,
  Stash); an ally's own such bonus or a card's plain one is not played (it is no bonus for the rest of the game).
- ``cant_attack`` ``to: allies``: your allies can't attack (the goldfish never plays a card that only does that).
- ``token`` ``more: 1`` with a ``cond``: n more tokens when the condition holds as it resolves; ``per: resource``:
  that many for each resource you control; ``copy: tokens`` without ``when``: a copy of each token ally now.
- ``ready`` ``to: ally`` with a group filter: an ally of that race or tag; ``cost_less`` ``what: restrike``: the
  weapon the card readies strikes again for n less.
- ``cost_less`` ``what: next``, ``n: X``, ``x: highest``: X is the highest cost among the cards you control.
- ``cost_less`` ``what: strike``, ``own: 1`` on a weapon: you pay n less to strike with this weapon (with a
  ``condition``: while it holds, checked as your hero strikes; ``until: turn``: the turn it enters play).
- ``atk_bonus`` ``to: self``, ``until: ongoing`` with a ``condition`` on a weapon: +n ATK while it holds, checked as
  your hero strikes (not with a condition on "another" card). To ``allies`` with a ``condition``: each ally's, checked
  as it attacks (``only_ally``: the attacking ally is your only one).
- ``atk_bonus`` ``until: ongoing`` with ``per``: to ``self`` on a weapon ("This weapon has +1 ATK for each Undead
  you control"), to ``allies`` (each ally you control, counted as it attacks; no filter on the target). ``per``
  ``of: highest``: the highest cost among the cards you control passing the filter ("+X ATK, where X is the highest
  cost among Dragonkin allies you control"); ``of: attached``: the cards attached to the ally that has the bonus
  (an ally's own, or your allies'), ``most`` n: counted at most n ("each ally you control with an ability attached
  to it has +2": ``most: 1``); ``of: exhausted``: the exhausted resources you control (counted as the ally
  attacks). The filter ``atk_min`` n: printed ATK n or more.
- ``dmg_boost`` ``double: 1``: "it deals double that much instead" (who, scope, types as for +n), each instance
  doubled before any +n (the engine errs low); combat damage of your hero with the damage types of the weapons it
  struck with, of an ally with its own; this turn's pooled ATK bonuses are not doubled.
- Conditions ``hand_min`` (``count``: you have that many cards in hand or more) and ``hand_max`` on your hero's
  ongoing ATK (checked as it attacks); ``hand_min`` on an ally's own.
- ``atk_bonus`` ``n: double``: double the ATK this turn of your hero (``to: hero``) or of an attacking ally.
- Group bonuses (issue 23, `compile_attack`): ``atk_bonus`` ``to: party`` (your hero and allies), ``until: ongoing``,
  with a group filter ("Monster heroes and allies you control"): your hero has it only when it is of the group;
  ``to: allies`` with a filter on the target and a ``per`` ("Nature allies in your party have +1 ATK for each other
  Nature ally in your party": the target's filter and the count's are read apart); ``n: X`` with ``x`` (``atk`` |
  ``cost``), ``to: allies``, ``until: ongoing``: "each ally you control has Assault X, where X is its printed ATK"
  (its cost). A card holds one plain ongoing bonus: a second one is not played. ``per: {of: card}``: any card you
  control, allies and other cards in play ("Your hero has Assault 1 for each Totem you control"); a group filter
  ``tag`` takes a card whose tag ends with that word too ("Fire Totem (1)" is a Totem, "Cat Form" a Form). ``until: game`` on an ability
  that is not Ongoing ("Demons in your party have +3 ATK / +3 health"): a definite modifier with no duration, so for
  the rest of the game (CR 714.3), reaching each ally of the group as it attacks, later ones too (714.3e), though
  the ability is in the graveyard (714.3d); to ``allies`` or ``party``.
- ``damage`` ``more: 1`` with ``when: turn_start``: that much more damage each turn while the condition holds.
- ``when: strike`` (``draw`` n, ``damage`` n, ``token``): your hero deals combat damage with a weapon (CR 303.2:
  it strikes with it; the passive opponent never blocks, so a strike at the opposing hero is its combat damage):
  on a weapon, with this weapon ("When damage is dealt with this equipment, draw a card"); on any other card in
  play, with any weapon ("Ongoing: When your hero deals combat damage with a weapon, draw a card"). Once a turn.
- ``when: hits`` on an ally (``draw`` n, or ``n: X``: as many cards as the damage it dealt; ``token``): this ally
  deals combat damage to the opposing hero ("When this ally deals damage to an opposing hero, draw that many
  cards"; the passive opponent never blocks, so each of its attacks with ATK above 0 does). ``ready_resource`` n
  with ``when: attack`` on an ally: "when this ally exhausts (attacks), ready up to n resources you control"
  (played on its attacks that deal damage).
- ``ready`` ``to: ally``, ``other: 1`` as an ally's activated power (``exhaust: 1``, ``pay``): "[Exhaust] -> ready
  another target ally"; the ally stays out of combat and readies the ally of yours that hit hardest, which attacks
  again (a filter on the target, or a cost exhausting your hero: not played).
- ``put_back`` n: after the card's draws, put n cards from your hand on top of your deck (the least useful).
- Drawbacks on your own side (the engine plays them, so the cards that carry them can be modelled):
  ``damage`` ``ally: n``: the ability also deals n damage to target ally; a passive opponent has none, so it
  needs an ally of yours in play (CR 707.1d), which takes the damage (CR 405.2, 410.6a: fatal damage destroys
  it); ``hp_less`` n, to (``others``: your other allies | ``party``: your allies): while the card is in play
  they have n less health (an ally left with 0 health or fatal damage is destroyed, CR 410.6a);
  ``skip_draw``: while the card is in play you skip your draw step (CR 501.2a); ``discard_hand``: at the end
  of this turn discard your hand; ``leave`` to (``hand`` | ``grave``) with ``when: turn_end``: at the end of
  your turn this ally returns to its owner's hand or is destroyed (``cond: undamaged``: only if it has no
  damage on it).
- Tokens: ``token`` ``buy: 1`` on an ally: as you play it you may pay 1 any number of times, a token for each
  1 paid (the engine pays what is left after the card, keeping your weapon's strike cost); ``token`` with
  ``when: destroyed`` on an ally (``damage`` n to the opposing hero, ``draw`` n, ``token``): when this ally is
  destroyed (your own effects destroy your allies in a goldfish game: sacrifice and destroy costs, your damage to
  each hero and ally, lowered health); ``when: ally_dies`` on a card that stays in play: a token each time a
  non-token ally you control is
  destroyed (sent from play to your graveyard; an ally returned to your hand is not destroyed).
- Counters on cards (goldfish/counters.py): ``counter`` n (``X``: the X paid, not played; with ``when: hits``: one
  for each damage the ally's hit dealt), ``atk: 1`` (+1 ATK
  counters, or +1 / +1 counters on an ally: each is +1 ATK of the card it is on), ``to: weapon`` ("that weapon",
  "target weapon": onto a weapon you control; otherwise onto this card). Without a trigger: the card enters play
  with them; ``when``: ``turn_start``, ``turn_end``, ``strike`` (your hero deals combat damage with a weapon: a
  weapon's own with it), ``play`` (with the trigger's filters), ``hits`` (an ally you control deals combat damage
  to a hero, on a card other than an ally), ``dealt`` with ``on_icon`` (the opposing hero is dealt damage of that
  type); as a power with ``exhaust`` / ``pay`` (once a turn). ``uncounter`` n (99: all), ``atk``, ``expire: 1``
  ("if none remain, destroy this"), on ``turn_start`` or ``strike``; ``counter`` ``max`` N: only up to N counters
  ("if this has two or fewer, add one": 3). What they do: ``per: {of: counter}`` on
  ``atk_bonus`` ``until: ongoing`` (``to``: ``self``, ``hero``, ``allies``, ``party``, ``weapon`` with a tag in the
  per), on ``damage`` / ``draw`` at ``turn_start``, and on ``cost_less`` ``what: strike`` (this weapon costs n less
  to strike for each counter); the condition ``{cond: counters, count: N}`` ("while this has
  N or more counters") on damage, draws and counters at the start or the end of your turn.
- Counters spent and gained (issue 23, counters.py): the power cost ``uncount`` n: remove n counters from this card
  (the power can't be used with fewer on it; a power without ``exhaust`` as often as its counters and ``pay``
  allow), on ``atk_bonus`` n ``until: turn`` (to ``self``: this weapon as your hero strikes with it; ``weapon``: the
  weapon your hero strikes with; ``ally``: an attacking ally; ``ally_weapon``: "target ally or weapon"; ``hero``: your
  hero, which attacks for it), ``draw`` n and ``damage`` n (after combat), ``cost_less`` ``what: strike`` n ``until:
  turn`` (``own: 1``: with this weapon; ``kind``: with Melee / Ranged weapons: used as your hero strikes, while the
  strike still costs something); the triggers ``when: draw`` ("when you draw a card, add a verse counter": one for
  each card you draw) and ``when: opp_turn_end`` ("at the end of each opponent's turn": a passive opponent's turn
  ends just before yours begins) with the condition ``unhurt_turn`` ("if your hero was not dealt damage this turn":
  the passive opponent deals none in its turn); ``when: resource`` ("when a resource enters play under your control":
  each card placed in your resource step or put into your resource row by an effect). A ``counter`` without a
  trigger with ``per`` (``ally`` with ``hero: 1``, ``hand``, ``quest``: "enters play with a +1 ATK counter for each
  card in your hand") enters with n for each card counted as it enters; with the condition ``went_second`` ("if an
  opponent went first this game") only in a game you are on the draw. ``counter`` ``n: double`` ("double the number
  of +1 ATK counters on this weapon": as many more as it has). ``expire`` (static): "when the last counter is removed
  from this card, destroy it" (by a power paid with counters). ``uncount: 99``: "remove all counters" (one at least),
  with ``per: {of: counter}`` on its ``damage`` ("1 damage for each counter removed this way": used only when that
  damage destroys the opposing hero now); ``counter`` ``atk: 1`` ``to: weapon`` paid with counters ("1, [Exhaust],
  Remove a blade counter -> add a +1 ATK counter to target weapon": before your hero strikes, onto its weapon) and on
  ``when: play`` (onto a weapon you control as the card is played). ``cost_less`` ``what: strike`` ``per: {of:
  counter}`` ``more: 1``: "you pay 1 more to strike with this weapon for each slow counter". Stash (CR glossary: "as
  this enters your resource row, you may have it enter face up. Immediately turn it face down"): ``when: stash`` with
  ``counter`` n ``to: equipment`` ("add an heirloom counter to target equipment you control": onto an equipment in
  play that counts its counters, the engine's choice; none such: no counter, the text's "may") or ``atk: 1`` ``to:
  weapon`` (onto the weapon your hero strikes with), as the engine places the card as a resource. ``when: hero_hits``:
  your hero deals combat damage to an opposing hero (with or without a weapon). ``token`` ``assault`` n: the tokens
  have Assault n. ``when: hits`` with ``on_tag`` on a card other than an ally: "when a Racer ally you control deals
  combat damage to an opposing hero" (only such allies' hits). ``kill_hero`` (a power paid with counters): "destroy
  target hero" (the opposing hero: the game is won). ``cost_less`` ``what: quest`` n ``until: turn`` paid with counters ("Remove three history counters
  -> You pay 1 less to complete target quest this turn": as a quest completes, while it costs something, only when
  that makes it affordable); the condition ``hero_idle`` ("if your hero didn't attack this turn") on a counter at
  the end of your turn.
- Keywords and resource triggers (issue 23, keywords): ``when: place`` (``face_up: 1``: only a resource placed
  face up, i.e. a quest the engine places face up) on a card in play: "When you place a resource [face up], ..."
  (``damage`` n to the opposing hero, ``draw`` n, ``atk_bonus`` this turn, ``token``); ``discard`` n after a
  triggered ``draw`` with the same trigger (``enters``, ``play``, ``place``): "you may draw a card. If you do,
  discard a card" (the engine loots only while its deck has a card, and discards its least useful card);
  ``no_ready`` on an ally: "this ally can't ready during your ready step" (once it attacked it stays exhausted);
  ``damage`` ``n: X`` with ``when: enters``: damage equal to the entering ally's [Health] ("Tribe: When this or
  another Tauren ally enters play under your control, ... deals damage ... equal to that ally's [Health]");
  the conditions ``bloodrush``: "if an opposing hero has more damage on it than your hero", and ``hero_undamaged``:
  "while your hero is undamaged" (your hero takes damage in a goldfish game only from your own damage to each
  hero: with such a card in the deck or on the hero neither is ever met, see keywords.py); ``ready`` ``to: self``
  with ``when: attack`` under ``bloodrush`` (Klandark: checked after its own combat damage, so met when it hits);
  ``token`` under a condition (no ``more``): the tokens only if the condition holds as the card resolves.
- Weapons (issue 23, weapons; `goldfish/weapons.py`, `compile_weapons.py`, checked by `audit_weapons.py`): ``leave``
  with ``when: turn_end`` on a weapon under ``cond: struck`` (to ``hand``: Thrown, CR glossary "When you strike with
  this weapon, your hero has Long-Range this combat. At the end of this turn, put this weapon from play into its
  owner's hand"; Long-Range has no bearing on a passive opponent) or ``cond: unstruck`` (to ``grave``: "if no damage
  was dealt with this weapon this turn, destroy it"; the engine plays such a weapon only when it can strike with it
  that turn); ``atk_bonus`` ``to: self``, ``until: turn`` with a ``pay`` cost and no [Exhaust] on a weapon: "2 -> this
  weapon has +1 ATK this turn", repeatable (``pay: X`` with ``n: X``: "X -> +X ATK"), used at the end of combat with
  what is left once your hero struck with it (the cheapest burner in hand kept); ``atk_bonus`` ``to: weapon`` with a
  ``tag`` and ``other: 1`` ("Your other Axes have +2 ATK") and ``cost_less`` ``what: strike`` with a ``tag`` and
  ``other: 1`` ("You pay 2 less to strike with other Swords"): not this weapon (nor a second copy of it: the engine
  errs low); ``atk_bonus`` ``to: weapon`` ``tag: Ranged`` (or Melee) ``until: turn`` on a play trigger ("When you play
  a Hunter ability, your Ranged weapons have +1 ATK this turn"); ``atk_bonus`` ``n: X`` ``to: self`` ``until: turn`` on a
  weapon's ``when: enters`` trigger: "this weapon has +X ATK this turn, where X is that ally's ATK" (printed); ``when: strike`` with ``on_tag`` (Melee / Ranged) on a
  weapon: "When you strike with this or another Ranged weapon, ..." (once a combat); ``ready`` ``to: hero``
  ``weapons: one`` with ``when: strike`` and ``first: 1`` on a weapon: "When your hero deals combat damage with this
  weapon for the first time on each of your turns, ready this weapon and your hero" (it strikes again with it alone,
  paying its strike cost); ``no_ready`` ``to: hero`` with ``when: strike`` on a weapon: "When you strike with this
  weapon, your hero and this weapon can't ready during your next ready step" (your hero neither attacks nor pays an
  "exhaust your hero" cost in your next turn); ``ready_resource`` ``n: X`` with ``when: strike`` on a weapon: "ready
  that many of your resources" (as many as your hero's attack with it); ``upkeep`` n on a weapon: "At the start of your
  turn, exhaust this weapon unless you pay n" (paid with its strike, the turn it enters too: the engine errs low),
  ``strike_more`` n (``per: hand``): "You pay 1 more to strike with this weapon for each card in your hand". Conditions: ``hero_is`` with a class, faction
  or race ("[Rogue] Hero: this weapon has +1 ATK": your hero's, known before the game; with another hero, or none,
  the text does nothing), ``opp_dealt`` (the opposing hero was dealt damage this turn; checked as your hero strikes,
  before combat's own damage: the engine errs low), ``ally_died`` (an ally you controlled was destroyed this turn);
  a weapon's own ongoing ``atk_bonus`` ``to: self`` takes them, and ``hero_undamaged``.
- An ally entering play (issue 23, allies; `goldfish/enter.py`): ``enrage`` n (CR glossary: Enrage): as the ally
  enters play you reveal the top card of your deck; if it is an ally, this ally has +n ATK (the printed 2) and
  Ferocity this turn. An ally's one-shot effects as it enters (``kind: played``: ``ferocity`` this turn,
  ``extra_resource``, ``ready_resource``, ``regrow``, ``tutor``, ``dig``) under a ``condition`` checked once, as it
  enters ("Empower Druid: When this ally enters play, if you control another Druid hero or ally, ..."; "if you
  control no ready resources, it has Ferocity this turn"); all of the ally's one-shot effects under that one
  condition. An activated ``ferocity`` on an ally (``cost``: ``pay`` n, or ``pay: 0`` with ``remove`` what n: "2
  -> This ally has Ferocity this turn", "Remove an ally card in your graveyard from the game -> Thomas has
  Ferocity this turn"; ``target: {to: ally}``: "target ally"): used in combat on the strongest ally that entered
  this turn without Ferocity (itself only, without a target). The condition ``shared_race``: two or more allies you
  control share a standard race ("if you control two or more allies that share a [Horde] or [Alliance] race"); the condition
  ``destroyed``: an ability, ally or equipment you controlled was destroyed this turn (``type: ally``: an ally; the
  passive opponent has none to destroy). ``play_if`` with a ``condition`` (a static ability): "Play this ally only if
  you control three or more Monster heroes and/or allies": the engine plays the card only while the condition holds
  (``{cond: allies, count: 3, tag: Monster, hero: 1}``, ``{cond: in_graveyard, type: ally, count: 4}``, ...).
  ``when: stash`` (CR glossary: Stash, "as this enters your resource row, you may have it enter face up. Immediately
  turn it face down"): as the engine places the card as a resource it enters face up (your "when you place a
  resource face up" triggers fire) and its Stash effect happens: ``damage`` n to the opposing hero (with a ``per``
  count), ``token``, ``dig`` n ``what`` (``reveal``: "reveal the top card of your deck; if it's a quest, put it into
  your hand"). A ``tag`` filter may name alternatives, ``Demon|Pet``: "a Demon or a Pet".
- Activated powers (issue 23, powers; `goldfish/taps.py`, `compile_powers.py`): the power cost ``tap`` (``what: ally``,
  ``n``, a group filter, ``self: 1``): exhaust n ready allies of yours ("Exhaust two allies in your party ->"), with
  ``draw``, ``damage`` (``x: tapped``: equal to that card's ATK), ``token``, ``atk_bonus`` to ``self`` / ``hero`` or
  ``ready`` ``to: self`` (``turn: 1``); an [Exhaust] ``ferocity`` ``to: ally`` (a group filter) on any card; [Exhaust]
  searches: ``tutor`` (``to: play``), ``dig`` (``named``, ``nth``), ``regrow``, ``from_hand`` (``what``, ``max_res``),
  ``extra_resource`` (``from: hand``), ``scry`` ``to: grave``; ``atk_bonus`` ``until: turn`` powers to an attacking
  ally of a group, to ``any``, to a ``weapon`` or (an ally's, ``turn: 1``) to ``hero``; the power cost ``grant``
  (``what: ally``, a group filter): the allies of that group in your party have the power; ``ready`` ``to: allies`` on an
  ally (``other: 1`` with a group); a permanent's ``ready`` ``to: any`` under a condition. Costly powers make a
  ``token`` or ``draw`` ``upto: 7`` too, and their ``discard`` cost is paid with a card of no use.
- Combat damage and damage (issue 23, combat family; `goldfish/compile_hits.py`, `hits.py`, `alt.py`): ``when: hits``
  on a card watching others' combat damage to the opposing hero (the trigger's ``on_type`` / ``on_class`` filter, your
  hero too for a class it has; ``attached: 1`` on an ability attached to your ally; on an ability attached to the
  opposing hero: every hit of yours) with ``draw``, ``token`` (``copy: ally``), ``ready_resource``; an ally's own hit
  with ``kill_hero``, ``damage`` ``sac: 1``, ``leave`` ``to: hand``, ``cost_less`` ``what: next``, ``put_in`` n ``what:
  ally``, ``token`` ``copy: ally``; ``when: attack`` with ``damage`` ``other: 1`` ``to: all``, ``damage`` with ``per``,
  ``regrow``, ``ready`` (``to``: ``party`` | ``allies`` | ``attached``) with ``first: 1`` and ``pay``; ``when:
  ally_deals`` ``to: self`` (``or_hero: 1``); ``when: strike`` on a card other than a weapon with ``extra_resource``
  or ``regrow``; ``when: opp_draw`` (the passive opponent draws in each of its turns); ``alt_cost`` (CR 403.3: "rather
  than pay this ability's cost"); ``damage`` ``combat: 1``; counts ``played``, ``top_atk``, ``opp_dmg``,
  ``half_left``, two counts on one ``damage`` added; ``atk_bonus`` ``n: double`` ``to: any``; an ally's once-a-turn
  ``atk_bonus`` ``to: self`` (cost ``turn: 1``).
- Activated powers, round 4 (issue 23, powers2): an ally's [Exhaust] ``cost_less`` ``what: next`` (`goldfish/nextless.py`:
  it exhausts for the first card with a cost played before combat, else it attacks); ``hp_less`` n ``until: turn`` as
  an ally's power ("target hero or ally has -1 health this turn", `goldfish/weaken.py`: only for the kill, after
  combat); a permanent's [Exhaust] ``ready_resource`` (``per: {of: ally}``) in the main phase (`readying.res_powers`);
  an ally's [Exhaust] ``damage`` with ``per: {of: ally}`` (counted as used); a group ATK power ``to: party`` (your
  hero too).
- Statics (issue 23, statics; `goldfish/statics.py`, `compile_statics.py`, `audit_statics.py`): the condition key
  ``kinds`` (``control`` / ``in_graveyard``: a card of each of these kinds at once), the condition ``hero_damaged``
  (never met: see `compile_statics.statics_cond`), ``ready`` ``to: self`` ``when: attack`` (Sentinel) under
  ``only_ally`` / ``shared_race``, Stash's ``atk_bonus`` ``until: turn`` (``to: hero`` | ``weapon``), ``ferocity``
  ``to: attached``, ``leave`` ``to: grave`` with ``when: play`` (``not_tag``: a card without that tag) or ``when:
  strike`` (read only where nothing fires it), ``location`` (text acting only on a Location you control),
  ``ready_atk`` (ATK of your ready characters only), ``def_bonus`` (DEF added to your armor), ``destroy_instead``
  ("if this (attached) ally would be destroyed, ... instead": a forced replacement), ``damage`` /
  ``token`` ``n: X`` on ``when: play`` (the played card's cost), ``hp_less`` ``to: attached`` on an ability attached
  to a hero (the opposing hero's health), ``gather`` (its namesakes from hand and deck into play), ``cost_less``
  ``until: turn`` on ``when: place`` (the next quest / ally this turn), an ability's ``atk_bonus`` ``until: turn``
  under ``control``, ``exhaust_resource`` n (``when: turn_start``), a ``when: play`` draw with ``cost: {pay: n}``,
  and the filter ``keyword`` (printed Ferocity / Assault).
- Card draw and resource tricks (issue 23, draws; `goldfish/tricks.py`, `compile_tricks.py`, `audit_tricks.py`): on an
  ability whose whole record is the shape, ``exhaust_resource`` ``n: 99`` with ``draw`` ("Exhaust all resources you
  control. Draw two cards"), ``damage`` n ``buy: 1`` ("This turn, your hero has '1 -> 1 fire damage'"; ``by_card: 1``:
  "'Exhaust a card in play you control -> ...'"), the cost ``destroy: {what: resource, n: 99}`` with ``damage`` ``n:
  X`` ``x: sac_n`` ("destroy all of your resources ... damage equal to the number destroyed": only for the kill),
  ``exhaust`` ``to: ally`` with ``draw`` ("Exhaust target ally. Draw a card": one of yours), the cost ``destroy:
  {what: equipment}`` / ``{what: ally, tag}`` with ``draw`` ``n: X`` ``x: sac_cost`` (and ``hurt_hero`` ``x:
  sac_cost``), ``kill_ally`` ``damaged: 1`` with ``draw``, a power ``pay: X``, ``destroy: {what: self}`` with
  ``draw`` ``n: X`` ``max`` m ("X, Destroy this -> If X is 5 or less, draw X cards"), ``counter`` ``each: 1`` ``to:
  weapon`` with the combined ATK of Melee weapons, ``counter`` ``n: X`` as it enters with a start-of-turn draw
  (Demonic Pact), ``ready_resource`` n with ``faceup: 1``, ``per: {of: highest}`` or ``n: X`` ``x: sac_cost``
  beside ``kill_ally`` ("ready up to three face-up resources", "up to X, the cost of target Hunter or Mage you
  control", "destroy target ally ... ready up to X, that ally's cost") or ``n: X`` ``x: healed`` ("for each
  character healed this way, ready a resource": your damaged allies), an [Exhaust] ``ready_resource`` ``per: {of:
  counter}`` (Elemental Shield), ``atk_bonus`` ``n: X`` ``x: sac_atk`` ``to: hero`` beside ``destroy: {what:
  ally}`` (Death Pact); and on an Ongoing ability ``counter``, ``leave`` and ``draw`` ``per: {of: counter}`` at the
  start of your turn (Mana Diamond), ``atk_bonus`` ``to: weapon`` ``until: turn`` with a ``per`` (Strength of
  Battle), Stash ``shuffle_back`` ``what`` (Demonic Reclamation); beside ``ready`` ``to: hero`` ``weapons``:
  ``atk_bonus`` n ``to: weapon`` ``tag`` ``until: turn`` and ``dmg_boost`` n ``who: hero`` ``until: turn`` ``next: 1``
  (on the weapon's strike again: Twisted Rampage, with its additional cost; Stormstrike).
- ``unmodelled``  the card's text has parts the engine does not model (the card still plays as its
  type and stats; the goldfish report names it).

Conditions (``condition.cond``): see CONDITIONS; a condition the engine can't evaluate leaves
the effect unplayed (never played unconditionally). ``control`` and ``in_graveyard`` take a ``count`` ("while you
control three or more equipment": ``{cond: control, type: equipment, count: 3}``; "if there are five or more
abilities in your graveyard": ``{cond: in_graveyard, type: ability, count: 5}``); ``only_ally`` ("while this is the
only ally you control"); ``no_ready_res`` ("while you control no ready resources"); ``control`` with ``icon`` and
``other`` ("while you control another [Nature] card": a card whose damage-type icon is Nature). An ally's
conditional ``atk_bonus`` ``to: self``, ``assault`` and ``ferocity`` are checked as it attacks; your hero's
``atk_bonus`` ``to: hero`` ``until: ongoing`` under ``control`` (with or without ``count``), ``in_graveyard``
with ``count`` or ``no_ready_res`` as it attacks.

The graveyard family (issue 23, round 3; goldfish ``graveyard.py``, ``library.py``, checked by ``audit_grave.py``):

- Finishing Moves: the cost ``remove`` with ``upto: 1`` removes up to n cards of the filter from your graveyard
  ("remove up to five Combo cards"); ``damage`` ``n: X`` on such a card is X, the number removed (the engine removes
  all it can, up to n); ``cost_less`` ``what: self`` with ``per: {of: grave}`` is counted up to the same n ("You pay
  X less"). ``per: {of: grave, name: ...}`` on ``cost_less`` ``what: self``: "1 less for each other card named ... in
  your graveyard". ``grave_alt`` n, what: "you may remove n ally cards in your graveyard from the game rather than
  pay this card's cost" (used when it saves something).
- ``eternal`` on an ally: as it would go to your graveyard (destroyed, discarded) it is shuffled into your deck.
- ``dig`` ``n: 1`` with ``per: {of: resource}``: look at as many cards as you control resources; ``dig`` ``all: 1``
  (``to: play``): every card of the kind among the top n into your hand (into play), with the card's ``scry`` of the
  same n first as its Delve; ``dig`` ``name``: only a card of that name.
- ``when: destroyed`` on an ally, besides ``damage`` / ``draw`` / ``token``: ``damage`` with ``per: {of:
  resource}``, ``portal``, ``leave`` to ``hand`` | ``play`` | ``resource`` (it goes from your graveyard into your
  hand, back into play, into your resource row face down and exhausted; with the trigger's ``pay`` and a condition
  checked then), ``dig`` n 1 ``reveal`` (reveal the top card, draw it if it passes the filter), ``kill_ally``
  ("destroy target ally": a passive opponent has none, so your weakest), ``shuffle_back`` (your graveyard into your
  deck).
- ``when: ally_dies`` (a card in play; the trigger's ``on_tag`` / ``on_class`` / ``on_faction`` / ``on_name`` and
  ``on_other``: "another"): ``damage`` n (``X``: the destroyed ally's ATK), ``draw`` n, ``token`` with a filter,
  ``token`` ``copy: ally`` ("a token copy of that non-token ally"), with the trigger's ``pay`` ("you may pay 1. If
  you do, ..."); the card itself destroyed triggers it unless ``on_other``.
- ``when: attached_dies`` on an attachment: ``leave`` to ``hand`` | ``play`` (``damaged: 1``: "with damage equal to
  its health minus 1") puts the ally back; ``regrow`` ``own: 1`` (with ``on_tag``: "if it was a Monster") puts the
  attachment itself into your hand; the attachment leaves play with its ally.
- ``regrow`` ``to: resource`` (into your resource row face down and exhausted; ``n: 99``: "any number"), ``icon``.
- ``grave_fuel`` n, dmg with ``when: turn_start`` (``each_turn``) or ``opp_turn_start``: "you may remove n cards in a
  graveyard from the game. If you do, this deals dmg damage to target hero".
- ``draw_twice`` (an ally): "If you would draw a card, draw two instead"; ``grave_assault`` n: "When this ally is in
  your graveyard, your hero has Assault n".

Text that has no bearing on a game against a passive opponent (Protector, Elusive, Stealth,
resistances, "[Trait] Hero Required", reputations, damage only to allies, healing, prevention,
the opponent's cards, ...) is recognised and yields no action (its class is listed in
``no_bearing``), so a card with only such text counts as fully modelled.
- Allies, round 2 (allies2; checked by goldfish `audit_allies`): ``hp_less`` n ``until: turn`` with ``when: attack`` ("When
  Melissa attacks, target hero or ally has -1 health this turn") or ``when: place`` ``face_up: 1`` (Deathcharger) on an
  ally: pooled this turn, lowering the opposing hero's health at the end of the turn only when that destroys it
  (`weaken.at_end`); ``atk_bonus`` n ``hp`` m ``to: ally`` ``when: turn_start`` (Kristina Soulcinder: onto an ally of
  yours that survives it, `turns.pump`); ``atk_bonus`` ``to: self`` ``when: readies`` (Elder Narando) and ``exhaust``
  ``to: ally`` ``when: readies`` (Golas Swiftwind: one of yours), in your ready step after the ally was exhausted
  (`readies.py`); an ally's paid once-a-turn ``atk_bonus`` ``to: ally`` (Elder Moorf: on itself as it attacks);
  Stash ``atk_bonus`` ``to: allies`` ``tag: Token`` (Tol'zin) and ``ready`` ``to: ally`` ``tag: Token`` (Stevrona
  Forgemender: an exhausted token that can't ready); ``damage`` ``per: opp_hand`` ``when: destroyed`` (Vexra Darkfall).
- ``hero_res`` on an ally (allies2, goldfish `resources.hero_as_resource`): "Your hero can be exhausted to pay costs as
  though it were a resource" (Gromble the Apt): after combat, your hero, when it neither attacked nor was exhausted this
  turn, exhausts for one more resource when a card in hand then costs that one more.
- The opposing hero exhausted (issue 23, exhaust: goldfish `exhaust.py`): ``exhaust_opp`` (``when: attack`` on an
  ally; played as an ability resolves or a card enters; ``lock``: held exhausted through its next ready step; ``dmg`` n:
  War Stomp's damage to the hero it exhausts; ``counts``: a ready opposing hero counts as exhausted while the card is
  in play); the condition ``opp_exhausted`` and the triggers ``opp_exhausts`` / ``opp_readies`` (``damage`` n).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Iterator

from deckcheck.wowtcg.model import CLASSES, DAMAGE_TYPES, FACTIONS

#: What an action does (`do`); "unmodelled" is the record's own flag, never an action.
EFFECT_KINDS: tuple[str, ...] = ("damage", "draw", "atk_bonus", "assault", "ferocity", "haste",
                                 "dig", "scry", "tutor", "regrow", "shuffle_back", "extra_resource", "extra_placement",
                                 "ready_resource", "cost_less", "token", "attach", "dual_wield", "ready", "powers_now",
                                 "dmg_boost", "prep", "hand_size", "enters_exhausted", "discard", "cant_attack",
                                 "echo", "rift", "eternal", "warp", "portal", "put_back",
                                 "skip_draw", "discard_hand", "leave", "hp_less", "tag_limit", "counter", "uncounter",
                                 "expire", "from_grave", "no_ready", "kill_hero", "hurt_hero", "upkeep", "strike_more", "enrage",
                                 "play_if", "sweep", "flip_down", "from_hand", "alt_cost", "put_in", "hero_res",
                                 "kill_ally", "grave_fuel", "grave_alt", "draw_twice", "grave_assault",
                                 "location", "gather", "exhaust_resource", "ready_atk", "def_bonus", "destroy_instead",
                                 "token_plus", "unflip", "res_alt", "mill", "opp_draw", "face_up", "yogg", "exhaust",
                                 "kill_cards", "hp_plus", "exhaust_opp")
REVIEW_STATES: tuple[str, ...] = ("suggested", "read", "corrected", "stale")
ABILITY_KINDS: tuple[str, ...] = ("static", "triggered", "activated", "played")
#: Where an ``atk_bonus`` goes.
ATK_TARGETS: tuple[str, ...] = ("hero", "ally", "any", "allies", "weapon", "self", "attached")
#: How long an ``atk_bonus`` lasts.
DURATIONS: tuple[str, ...] = ("turn", "ongoing", "game")
#: Conditions (`condition.cond`) the engine evaluates.
CONDITIONS: tuple[str, ...] = (
    "control",        # you control a card matching the filter (faction/class/tag/icon/type/name); with `count`
                      # N (2 or more): N or more such cards in play (``other``: the card itself not counted)
    "hero_dealt",     # your hero has dealt damage of one of `types` this turn
    "party_dealt",    # your hero or an ally you control has dealt damage of one of `types` this turn
    "in_graveyard",   # a card named `name` (or of `type`) is in your graveyard; with `count` N (2 or more): N or
                      # more cards in your graveyard passing the filter (type, faction, class, tag, icon, name)
    "hero_hit",       # your hero dealt combat damage to the opposing hero this turn
    "ally_hit",       # an ally in your party dealt damage to the opposing hero this turn
    "allies",         # you have `count` or more allies in your party (``other``: the card itself not counted;
                      # ``hero``: your hero counts too)
    "opp_damaged",    # the opposing hero has `count` or more damage on it
    "opp_undamaged",  # the opposing hero has no damage on it ("destroy Bleed if attached character is undamaged")
    "attached",       # the ally this card is attached to passes the filter ("if that ally's cost is 2 or less")
    "played",         # you played another ability this turn (``instant: 1``: a non-Ongoing one)
    "abil_dealt",     # your hero dealt damage of one of `types` with an ability this turn
    "undamaged",      # the card itself has no damage on it
    "only_ally",      # this ally is the only ally you control (tokens count); on an ability: you control exactly one
    "no_ready_res",   # you control no ready resources (all exhausted, or none)
    "resources",      # you control `count` or more resources
    "hand_max",       # you have `count` or fewer cards in hand ("no cards in hand": count 0)
    "counters",       # this card has `count` or more counters on it (counters.py)
    "hand_min",       # you have `count` or more cards in hand
    "bloodrush",      # Bloodrush: an opposing hero has more damage on it than your hero
    "hero_undamaged", # your hero has no damage on it ("while your hero is undamaged")
    "unhurt_turn",    # your hero was not dealt damage this turn (on `opp_turn_end`: the passive opponent deals none)
    "went_second",    # an opponent went first this game (you are on the draw)
    "hero_idle",      # your hero didn't attack this turn
    "struck",         # (a weapon's `leave` at the end of your turn) your hero struck with this weapon this turn
    "unstruck",       # (likewise) no damage was dealt with this weapon this turn
    "hero_is",        # your hero passes the filter (class, faction, race): "[Rogue] Hero: ..."
    "opp_dealt",      # the opposing hero was dealt damage this turn (a weapon's own ATK, checked as your hero strikes)
    "ally_died",      # an ally you controlled was destroyed this turn (the same as `destroyed` with `type: ally`)
    "shared_race",    # two or more allies you control share one of the twelve standard races (the [Horde] and
                      # [Alliance] races: Timewalker cards' "while you control two or more allies that share ...")
    "destroyed",      # an ability, ally or equipment you controlled was destroyed this turn (``type: ally``: an ally)
    "hero_damaged",   # your hero has `count` or more damage on it (statics: never met, see conditions.py)
    "damaged",        # the card itself has damage on it (an ally's `leave` at the end of your turn: turns.py)
    "attacked",       # (an ally's `leave` at the end of your turn) this ally attacked this turn (combat2)
    "opp_exhausted",  # the opposing hero is exhausted (by a card of yours: `exhaust_opp`; goldfish exhaust.py)
    "placed_up",      # you placed a resource face up this turn (a quest, or a Stash card)
)
CARD_KINDS: tuple[str, ...] = ("card", "ally", "ability", "equipment", "weapon", "armor", "item", "quest",
                                "attachment")      # (attachment: a card that attaches, "Attach to ...")
WHENS: tuple[str, ...] = ("turn_start", "attack", "enters", "play", "readies", "turn_end", "ally_dies", "strike",
                          "quest", "attach", "hits", "destroyed", "ally_deals", "dealt", "attached_dies", "place",
                          "draw", "opp_turn_end", "resource", "stash", "hero_hits",
                          "opp_draw",      # the passive opponent draws (in each of its turns' draw step)
                          "opp_discard",   # the passive opponent discards (down to seven, in each of its turns' wrap-up)
                          "opp_turn_start",    # at the start of each opponent's turn
                          "flipped",       # a resource you control is turned face down (a quest completed, Stash)
                          "opp_exhausts",      # an opposing hero becomes exhausted (goldfish exhaust.py)
                          "opp_readies")       # an opposing hero readies (in its ready step: exhaust.py)
PER_SOURCES: tuple[str, ...] = ("ally", "equipment", "resource", "hand", "grave", "quest", "counter", "highest",
                                "res_down",     # your face-down resources (your resources less your face-up quests)
                                "attached", "exhausted", "card",   # card: any card you control (allies too)
                                "played", "top_atk",   # abilities you played this turn; the highest printed ATK
                                "opp_dmg", "half_left",    # damage on the opposing hero; half its health left (up)
                                "sum_atk", "sum_cost", "sum_def",  # the combined printed ATK / cost / DEF of the cards
                                                                   # you control that pass the filter (combat2)
                                "opp_grave",    # the cards in the opposing graveyard (goldfish `opp`)
                                "opp_hand")     # the cards in the opposing hand (7 at the start of your turn: `opp`)
TARGETS: tuple[str, ...] = ATK_TARGETS + ("party", "all", "heroes", "others", "allies", "ally_weapon", "equipment")

Check = Callable[[Any], "str | None"]


def _int(v: Any) -> str | None:
    return None if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else "expected a whole number >= 0"


def _flag(v: Any) -> str | None:
    return None if v in (0, 1) and not isinstance(v, bool) else "expected 0 or 1"


def _text(v: Any) -> str | None:
    return None if isinstance(v, str) and v.strip() else "expected non-empty text"


def _word(*options: str) -> Check:
    def check(v: Any) -> str | None:
        return None if isinstance(v, str) and v in options else f"expected one of {', '.join(options)}"
    return check


def _words(*options: str) -> Check:
    """Words from `options` separated by spaces ("Fire Frost Nature")."""
    def check(v: Any) -> str | None:
        ok = isinstance(v, str) and v.split() and all(w in options for w in v.split())
        return None if ok else f"expected words among {', '.join(options)}"
    return check


def _amount(*words: str) -> Check:
    """A whole number, or one of `words` ("X")."""
    def check(v: Any) -> str | None:
        if isinstance(v, str) and v in words:
            return None
        return _int(v) and f"expected a whole number >= 0 or {' or '.join(words)}"
    return check


def _signed(*words: str) -> Check:
    """A whole number (negative too: "-2 ATK"), or one of `words`."""
    def check(v: Any) -> str | None:
        if isinstance(v, str) and v in words or isinstance(v, int) and not isinstance(v, bool):
            return None
        return f"expected a whole number or {' or '.join(words)}"
    return check


#: The filter a target, a count, a condition or a cost's card passes.
FILTER: dict[str, Check] = {
    "faction": _word(*FACTIONS, "Neutral"),    # Neutral: neither [Horde] nor [Alliance] ("Non-[Horde], non-[Alliance]")
    "class": _word(*CLASSES), "tag": _text, "type": _word(*CARD_KINDS),
    "classes": _words(*CLASSES),       # of one of these classes ("for each Hunter and Warrior you control")
    "class_icon": _word(*CLASSES),     # with that class icon ("[Hunter] Pets"; `class`: on its type line, CR 206.1a)
    "icon": _word(*DAMAGE_TYPES),      # the damage-type icon of an ally's ATK ("[Arcane] ally")
    "other": _flag, "cost_min": _int, "cost_max": _int, "name": _text,
    "atk_min": _int,                   # printed ATK n or more ("each ally you control with 6 or more ATK")
    "hero": _flag,                     # your hero counts too (for a count or a condition)
    "self": _flag,                     # the card itself counts too
    "token": _flag,                    # tokens only
    "hero_class": _flag,               # (an ongoing ATK bonus's target) allies that share a class with your hero
    "keyword": _word("ferocity", "assault"),   # (statics) a card with that keyword printed ("allies with Ferocity")
    "def_min": _int,                   # printed DEF n or more (an armor: "while you control armor with DEF")
}
TRIGGER: dict[str, Check] = {
    "when": _word(*WHENS), "on_type": _words(*CARD_KINDS), "on_tag": _text, "on_faction": _word(*FACTIONS),
    "on_class": _word(*CLASSES), "on_icon": _word(*DAMAGE_TYPES), "each_turn": _flag,
    "self": _flag,                     # (enters, play) this card's own entering triggers it too
    "on_cost_min": _int,               # (enters, play) the card's printed cost is at least this
    "on_atk_min": _int,                # (enters) the ally's printed ATK is at least this ("an ally with 6 or more ATK")
    "face_up": _flag,                  # (place) only a resource placed face up
    "first": _flag,                    # (strike, quest) only the first time each turn
    "attached": _flag,                 # (hits) the ally this card is attached to (compile_hits)
    "or_hero": _flag,                  # (ally_deals) your hero's damage of that type counts too
    "on_name": _text,                  # (ally_dies) only an ally of that name ("another ally named ...")
    "on_other": _flag,                 # (ally_dies) another ally than this card ("when another ally ... is destroyed")
    "not_tag": _text,                  # (play) a card without this tag ("when you play a non-Feral ability")
}
DESTROY: dict[str, Check] = {"what": _word("card", "ally", "ability", "equipment", "self", "resource"),
                             "n": _int,         # (resource, a quest's completion) how many of your resources
                             "removed": _flag,  # (self, a power's) removed from the game, not destroyed
                             "unattached": _flag,   # not attached to a card you control ("target ability that's
                             #                        not attached to a friendly card": your hero's or an ally's)
                             **{k: FILTER[k] for k in ("faction", "class", "tag")}}
REMOVE: dict[str, Check] = {"what": _word(*CARD_KINDS), "n": _int, "tag": _text,
                            "upto": _flag}      # up to n (a Finishing Move: X, the number removed, is its `n: X`)
DISCARD: dict[str, Check] = {"what": _word(*CARD_KINDS), "tag": _text}
#: (a power's) exhaust n ready cards you control as its cost ("Exhaust an ally in your party ->", "Exhaust two Naga
#: heroes and/or allies you control ->"): of the kind and filter named; ``self: 1`` this card may be one of them
#: (a power's) "Arena allies in your party have '[Exhaust] -> ...'": the power is each such ally's own, not the card's
GRANT: dict[str, Check] = {"what": _word("ally"), **{k: FILTER[k] for k in ("faction", "class", "tag", "icon")},
                           "attached": _flag}  # (an attachment's) only the ally it is attached to (goldfish dots)
TAP: dict[str, Check] = {"what": _word("ally"), "n": _int,
                         **{k: FILTER[k] for k in ("faction", "class", "tag", "icon", "self")}}
COST: dict[str, Check] = {
    "pay": _amount("X"), "exhaust": _flag, "exhaust_hero": _flag, "flip": _flag, "once": _flag,
    "complete": _flag,                 # the quest's completion: pay, and turn it face down (CR 702)
    "destroy": lambda v: _sub(v, DESTROY), "remove": lambda v: _sub(v, REMOVE),
    "hurt": _int,                      # (a power's) put n damage on this ally
    "turn": _flag,                     # (a power's) once per turn, on your turn, without exhausting the card
    "discard": lambda v: _sub(v, DISCARD),     # (a power's) discard a card of that kind from your hand
    "uncount": _int,                   # (a power's) remove n counters from this card (counters.py)
    "tap": lambda v: _sub(v, TAP),     # (a power's) exhaust n other ready cards you control (taps.py)
    "grant": lambda v: _sub(v, GRANT),  # (a power's) the allies of this group in your party have it (taps.py)
}
#: Cost words that an activated power pays each time it is used (on any other ability: the card's cost to play).
POWER_COSTS: tuple[str, ...] = ("destroy", "remove", "hurt", "discard")
CONDITION: dict[str, Check] = {"cond": _word(*CONDITIONS), "count": _int, "types": _words(*DAMAGE_TYPES), **FILTER,
                               "kinds": _words(*CARD_KINDS),   # (control, in_graveyard) a card of each of these kinds
                               "instant": _flag}               # (played) a non-Ongoing ability
PER: dict[str, Check] = {"of": _word(*PER_SOURCES), **FILTER,
                         "most": _int}     # the count is at most n ("each ally with an ability attached": 1)
TARGET: dict[str, Check] = {"to": _word(*TARGETS), **FILTER}
_N, _NX = {"n": _int}, {"n": _amount("X")}
#: The parameters of each action kind (besides `do`, `target`, `per`).
ACTIONS: dict[str, dict[str, Check]] = {
    "damage": {**_NX, "max": _int, "more": _flag, "plus": _word("weapon"), "sum": _flag, "tag": _text,
               "ally": _int,
               "x": _word("tapped",       # n X: equal to the ATK of the card exhausted for the power's cost
                          "cost",         # cost (``when: enters``): the entering ally's cost ("equal to that ally's cost")
                          "sac_atk", "sac_cost",
                          "sac_n"),       # the number of cards destroyed for its cost ("destroy all of your resources")   # the ATK / cost of the ally destroyed for its cost (sacrifice.py,
                          #   and turns.sacrifice at a turn step)
               "buy": _flag,       # "This turn, your hero has '1 -> 1 damage'": n for each 1 paid, as often as paid (tricks)
               "by_card": _flag,   # (buy) the power's cost is "exhaust a card in play you control", not 1: the engine
                                   # exhausts its ready resources for it (errs low: your other ready cards left out)
               "sac": _flag,       # (when: hits) "you may destroy this ally. If you do, it deals n ..." (compile_hits);
                                   # (when: turn_start, per: counter) "you may destroy this ability. If you do, ... for
                                   # each counter that was on it" (goldfish dots)
               "expired": _flag,   # "If none remain, destroy this. If you do, ... deals n" (beside `uncounter`
                                   # `expire`: as its last counter goes; goldfish dots)
               "combat": _flag,    # "That damage counts as combat damage" (your hero's, as it resolves)
               "other": _flag},    # (to: all) "each other hero and ally": not the card itself
    "leave": {"to": _word("hand", "grave", "play", "resource"),
              "damaged": _flag,      # (to: play) "with damage equal to its health minus 1"
              "grave": _flag,        # (when: turn_start) this card from your graveyard (goldfish turns.grave_rise)
              "next": _flag,         # (when: ally_dies, to: hand) at the start of your next turn, not at end of turn
              "mine": _word("ally", "card")},   # (when: turn_start) one ally (card: ability, ally or equipment) you
                                                # control, your choice, this one too (goldfish turns.lose_one)
    "hp_less": {**_N, "until": _word("turn")},     # until turn: a power's "-n health this turn" (weaken.py)
    "draw": {**_NX, "upto": _int,
             "x": _word("sac_cost"),    # n X: the cost of the card destroyed for its cost (tricks)
             "max": _int},              # (a power's n X) "if X is 5 or less, draw X cards" (tricks)
    "discard": {**_N, "lose": _flag,   # lose: "discard a card, or target opponent gains control of this card"
                "extra": _flag},       # (an ally's) "As an additional cost to play, discard a card" (goldfish costs)
    "put_back": _N, "assault": _N, "haste": _N, "hand_size": _N,
    "scry": {**_N, "to": _word("grave"),      # (a power's) "look at the top card; you may put it into your graveyard"
             "order": _flag},                 # "... and put them back in any order": all stay on top
    "extra_placement": _N,
    "ready_resource": {**_NX, "faceup": _flag,       # faceup: "ready up to three face-up resources" (tricks)
                       "x": _word("sac_cost",        # n X: the cost of the ally destroyed (tricks: Thrill of the Hunt)
                                  "healed",          # n X: the characters its healing healed (tricks: Hymn of Hope)
                                  "quest_paid")},    # n X: what completing the quest cost (when: quest, first: 1)
    "face_up": {},                     # (when: quest) "you may turn it face up": the quest just completed
    "extra_resource": {**_N, "exhausted": _flag,
                       "from": _word("hand"),        # (a power's) a card from your hand, not the top of your deck
                       "what": _word(*CARD_KINDS),   # (a power's) the top card revealed, only if of that kind
                       "location": _flag},           # (a power's) or a Location ("if it's a quest or location")
    "atk_bonus": {"n": _signed("double", "X"), "until": _word(*DURATIONS), "hp": _int, "more": _flag, "targets": _int,
                  "minus": _int,
                  "x": _word("atk", "cost", "top",
                             "sac_atk")},   # sac_atk: the ATK of the ally destroyed for its cost (tricks: Death Pact)     # n X: "+X ATK, where X is its printed ATK / its cost" (top: the cost of the top card of your deck, revealed)
    "ferocity": {"until": _word(*DURATIONS)},
    "cant_attack": {**_N, "unless": _word("atk", "readied",
                                          "remove")},   # (opp) "unless you remove two cards in a graveyard from the game"
    "dig": {**_N, "what": _word(*CARD_KINDS), "reveal": _flag,
            "all": _flag,              # every card of the kind among them ("put all revealed allies into your hand")
            "to": _word("play"),       # (all) into play instead of your hand
            "named": _flag,     # (a power's) "name a card, reveal the top card; if it has that name, draw it"
            "nth": _flag,       # (a power's) "put the card nth from the top of your deck in your hand"
            **{k: FILTER[k] for k in ("faction", "class", "tag", "icon", "cost_min", "cost_max", "name")}},
    "tutor": {"what": _word(*CARD_KINDS), "tag": _text, "faction": FILTER["faction"], "class": FILTER["class"],
              "to": _word("play"),       # (a power's, taps.py) "... and put it into play"
              "else_top": _flag,         # a card of `what` not passing the filter: on top of your deck instead of
                                         # into your hand ("If it's an Arena card, put it into hand. Otherwise, ...")
              "n": _int, "names": _flag,     # up to n cards with different names ("up to three Pet cards with ...")
              "name": _text},            # a card of that name ("search your deck for a card named ...")
    "regrow": {"what": _word(*CARD_KINDS), "n": _int, "max": _int, "max_res": _flag,
               "to": _word("play", "top", "resource"),     # resource: into your resource row face down, exhausted
               "icon": FILTER["icon"],
               "names": _flag, "attach": _flag, "combined": _flag, "tag": _text, "faction": FILTER["faction"],
               "class": FILTER["class"], "own": _flag,
               "damaged": _flag,       # (to: play) "with damage on it equal to its health minus 1"
               "name": _text,      # a card of that name ("put a card named ... from your graveyard into your hand")
               "fee": _int},       # (an ally's, as it enters) "you may pay n. If you do, ..." (goldfish library.regrow)
    "cost_less": {**_NX, "what": _word("self", "quest", "ability", "ally", "equipment", "strike", "card", "power",
                                       "next", "restrike"),
                  "min": _int, "until": _word("turn"), "x": _word("highest"), "kind": _word("Melee", "Ranged"),
                  "own": _flag,        # (what: strike) with this weapon only
                  "more": _flag,       # (what: strike, per: counter) n MORE for each counter ("pay 1 more")
                  "other": _flag,      # (what: strike) with your other weapons of the filter, not this one
                  **{k: FILTER[k] for k in ("faction", "class", "tag", "type", "cost_min", "hero", "classes")}},
    "token": {**_NX, "atk": _int, "health": _int, "ferocity": _flag, "copy": _word("ally", "tokens"), "more": _flag,
              "race": _text, "buy": _flag, "name": _text, "unique": _flag, "asleep": _flag,
               "pet": _flag,            # (the token has "Pet (1)": a Pet, under the Pet limit, CR 414.3b)
               "until": _word("turn"),     # (a token destroyed at the end of the turn it entered)
               "assault": _int,         # (the token has Assault n)
               "otherwise": _flag,      # (when: turn_end, after a token under a condition on the same trigger) made
                                        # only when that condition fails ("Otherwise, put a 1/1 Treant"; goldfish turns)
               "exile": _flag,          # (with per: grave) the cards counted are removed from the game ("remove any
                                        # number of [Horde] allies in your graveyard ... a token for each removed")
               "swap": _flag,           # (an ally's, as it enters) "you may destroy another ally you control. If you do,
                                        # put ... into play" (goldfish enter.swap)
               "icon": _word(*DAMAGE_TYPES)},    # the damage type of the token's ATK ("2 [Fire] / 1 [Health]")
    "attach": {}, "ready": {"weapons": _word("one", "all"), "kind": _word("Melee", "Ranged")},
    "dmg_boost": {"n": _int, "who": _word("hero", "party", "allies", "any",
                                          "attached"),   # (double) the ally this card is attached to (goldfish dots)
                  "scope": _word("non-combat", "combat", "ability", "weapon"), "types": _words(*DAMAGE_TYPES),
                  "until": _word(*DURATIONS), "double": _flag,
                  "next": _flag},   # (until: turn) "the next time your hero would deal nature damage this turn, it
                                    # deals that much +2 instead": once (an ability readying your hero: its strike again)
    "dual_wield": {"kind": _word("melee", "ranged", "two-handed")},
    "tag_limit": {"n": _int, "tag": _text, "where": _word("grave")},
    "counter": {"n": _amount("X", "double"), "atk": _flag, "max": _int,
                "each": _flag},     # (to: weapon, on a played ability) onto each weapon you control (tricks)
    "expire": {},
    "uncounter": {**_N, "atk": _flag, "expire": _flag},
    "shuffle_back": {"what": _word(*CARD_KINDS)},   # (what: on `when: stash`) "shuffle target ally in your graveyard
                                                    # into your deck": one card of that kind (goldfish enter.stash)
    **{k: {} for k in ("powers_now", "prep", "enters_exhausted", "echo", "rift", "eternal", "warp",
                       "portal", "skip_draw", "discard_hand")},
    "no_ready": {"to": _word("hero")},     # (a weapon's, when: strike) your hero and this weapon (weapons)
    "upkeep": _N,                          # (a weapon's) "at the start of your turn, exhaust this unless you pay n"
    "strike_more": _N,                     # (a weapon's) "you pay n more to strike with this weapon" (per: hand)
    "from_grave": {"removed": _flag},
    "kill_hero": {},           # "destroy target hero": the opposing hero (the game is won)
    "kill_ally": {"damaged": _flag,     # "destroy target [damaged] ally" (when: destroyed; or played: tricks): a
                  "own": _flag},       # passive opponent has none, so one of yours; ``own`` on an ally as it enters:
                               # "destroy an ally in your party", another of yours (the weakest), none while it is alone
    "hp_plus": _N,             # (to: attached) "attached ally has +n health": read only beside damage to that ally at
                               # the start of your turn (goldfish dots); elsewhere a health bonus has no bearing
    "kill_cards": _N,          # "destroy n target non-hero cards": a passive opponent has none in play, so n of yours
                               # (resources among them; fewer than n: none, CR 707.1d; goldfish dots)
    "grave_fuel": {"n": _int, "dmg": _int},  # (turn_start, opp_turn_start) "you may remove n cards in a graveyard
                               # from the game. If you do, this deals dmg damage to target hero"
    "grave_assault": _N,       # "When this ally is in your graveyard, your hero has Assault n" (goldfish `combat`)
    "draw_twice": {},          # (an ally's, static) "If you would draw a card, draw two instead" (goldfish `Game.draw_cards`)
    "res_alt": _N,      # "you may destroy n of your resources rather than pay this card's cost" (combat2; costs.alt_due)
    "grave_alt": {"n": _int, "what": _word(*CARD_KINDS)},    # "you may remove n ally cards in your graveyard from the
                               # game rather than pay this card's cost" (goldfish `costs.reduction`, `graveyard.alt_paid`)
    "hurt_hero": {**_NX, "x": _word("sac_cost")},    # (x: tricks, X the cost of the card destroyed for its cost)
                               # n damage to your own hero ("... deals 3 fire damage to your hero"): a drawback
    "enrage": _N,
    "play_if": {},
    "flip_down": _N,                      # turn n face-up resources you control face down (99: all)
    "sweep": {"into": _word("hand"),      # your allies of the target leave play: destroyed (or into your hand)
              "spare": _flag,             # (at a turn step) the target's filter names the allies spared ("non-Demon")
              "keep": _int},              # (at a turn step) but n of yours, your choice ("each player chooses an ally
                                          # ... destroy all other allies")
    # (a power's, taps.py) "put an ally card from your hand into play if its cost is at most your resources"
    "from_hand": {"what": _word(*CARD_KINDS), "max_res": _flag, "tag": _text},
    "alt_cost": {"how": _word("discard", "exhaust"), "what": _word(*CARD_KINDS), "class": FILTER["class"],
                 "tag": _text},    # "You may discard a weapon / exhaust a Shield you control rather than pay ..."
    "put_in": {"n": _int, "what": _word(*CARD_KINDS)},    # put up to n cards of that kind from your hand into play
    "hero_res": {},            # (statics) "Your hero can be exhausted to pay costs as though it were a resource"
    "exhaust_resource": _N,    # (statics) exhaust n of your resources (``when: turn_start``: as your turn starts; 99
                               # on a played ability: "exhaust all resources you control", tricks)
    "exhaust": {},             # (tricks) "exhaust target ally": the passive opponent has none, so one of yours
    "gather": {},              # (statics) search your deck and hand for the cards named as this one: into play
    "location": {},            # (statics) text acting only on a Location you control (readying it, its counters)
    "ready_atk": {},           # (statics) ATK of your ready heroes and allies only ("Ready heroes and allies in your
                               # party have +2 ATK"): an attacker is exhausted (CR 602.1) unless readied as it attacks
    "def_bonus": {},           # (statics) DEF added to your armor or equipment ("Armor you control have +3 this turn"):
                               # read only by a card counting DEF ("ATK equal to the combined DEF of your armor")
    "destroy_instead": {},     # (statics) "If this ally (attached ally) would be destroyed, ... instead" (a forced
                               # replacement: Obsidian Colossus, Divine Bulwark): read only where nothing of yours
                               # destroys your own allies
    "token_plus": _N,          # (an Ongoing ability) each time one or more ally tokens of a kind would be put into
                               # play under your control, n more are (goldfish tokens.make_tokens)
    "unflip": {},              # (an ally's, as it enters) "turn target face-down hero face up": yours, its flip
                               # power of use again (goldfish enter.on_enter)
    # (opp) the top n cards of the opposing deck into its graveyard (exile: removed from the game instead; half: the
    # top half of it, rounded up; may: up to n, your choice)
    "mill": {"n": _amount("X"), "exile": _flag, "half": _flag, "may": _flag},
    "opp_draw": _N,                       # the opposing player draws n cards ("each player draws a card": with `draw`)
    # (opp) attached to the opposing hero: its controller removes n cards of his hand and deck from the game, the rest
    # into his graveyard; each draw of his takes one of them instead, and when none is left his hero is destroyed
    "yogg": _N,
    # (exhaust) "exhaust target (opposing) hero or ally": the opposing hero (``when: attack``: as this ally attacks;
    # played: as the card resolves or the ally enters); lock: "it can't ready during its controller's next ready step";
    # dmg n: "when an opposing hero is exhausted by War Stomp, this ally deals n damage to it" (only when it was ready)
    # counts (an Ongoing ability's, static): "ready opposing heroes and allies also count as being exhausted"
    "exhaust_opp": {"lock": _flag, "dmg": _int, "counts": _flag},
}
#: Action kinds that take a target (who it goes to, with the filter the target passes) and a count.
TARGETED: frozenset[str] = frozenset({"damage", "atk_bonus", "ferocity", "attach", "ready", "cant_attack", "hp_less",
                                      "hp_plus",
                                      "counter", "sweep", "exhaust"})
COUNTED: frozenset[str] = frozenset({"damage", "draw", "atk_bonus", "token", "cost_less", "counter", "strike_more",
                                     "ready_resource", "dig",     # (dig: n for each resource you control, `library.look`)
                                     "hp_less",     # (opp) "-1 / -1 for each card in opposing graveyards"
                                     "assault",     # (opp) "Assault 1 for each card in opposing graveyards"
                                     "mill"})       # (opp) an ally's "[Exhaust] -> ... the top card ... for each Goblin"
ABILITY: dict[str, Check] = {"kind": _word(*ABILITY_KINDS), "trigger": lambda v: _sub(v, TRIGGER),
                             "cost": lambda v: _sub(v, COST), "condition": lambda v: _sub(v, CONDITION),
                             "actions": lambda v: None if isinstance(v, list) else "expected a list of actions"}
RECORD: dict[str, Check] = {"text_hash": lambda v: None if isinstance(v, str) and len(v) == 12 and all(
                                c in "0123456789abcdef" for c in v) else "expected 12 hex digits",
                            "review": _word(*REVIEW_STATES), "unmodelled": _flag,
                            "no_bearing": lambda v: None if isinstance(v, list) and all(
                                isinstance(x, str) and x for x in v) else "expected a list of words",
                            "abilities": lambda v: None if isinstance(v, list) else "expected a list of abilities"}


def _sub(v: Any, fields: dict[str, Check]) -> str | None:
    """The first problem of a small mapping of `fields` (one line)."""
    if not isinstance(v, dict):
        return "expected a mapping"
    for key, val in v.items():
        check = fields.get(key)
        if check is None:
            return f"{key}: unknown field (expected one of {', '.join(fields)})"
        problem = check(val)
        if problem:
            return f"{key}: {problem}"
    return None


def check(record: Any) -> Iterator[tuple[str, str, Any, str]]:
    """Every problem of an effects record, as (field path, problem, the mapping it is in, its key):
    the caller names the file and the line (`yamlfeed.line_of(mapping, key)`)."""
    if not isinstance(record, dict):
        yield "effects", "expected a mapping with abilities, text_hash, review", None, ""
        return
    for key, val in record.items():
        fn = RECORD.get(key)
        problem = (f"unknown field (expected one of {', '.join(RECORD)})" if fn is None else fn(val))
        if problem:
            yield f"effects.{key}", problem, record, key
    for i, ab in enumerate(record.get("abilities") or () if isinstance(record.get("abilities"), list) else ()):
        yield from _check_ability(ab, f"effects.abilities[{i}]", record)


def _check_ability(ab: Any, where: str, parent: dict) -> Iterator[tuple[str, str, Any, str]]:
    if not isinstance(ab, dict):
        yield where, "expected a mapping with kind and actions", parent, "abilities"
        return
    for key, val in ab.items():
        fn = ABILITY.get(key)
        problem = f"unknown field (expected one of {', '.join(ABILITY)})" if fn is None else fn(val)
        if problem:
            path, bad = _deepest(f"{where}.{key}", val, problem)
            yield path, bad, ab, key
    kind = ab.get("kind")
    if "kind" not in ab:
        yield f"{where}.kind", "missing (one of " + ", ".join(ABILITY_KINDS) + ")", ab, ""
    cost = ab.get("cost") if isinstance(ab.get("cost"), dict) else {}
    if kind == "triggered" and "trigger" not in ab:
        yield f"{where}.trigger", "a triggered ability needs its trigger", ab, "kind"
    if kind != "triggered" and "trigger" in ab:
        yield f"{where}.trigger", f"only a triggered ability has a trigger (kind is {kind})", ab, "trigger"
    if kind == "activated" and not set(cost) & {"pay", "exhaust", "exhaust_hero", "flip", "once", "complete", "discard",
                                                 "uncount"}:
        yield f"{where}.cost", "an activated ability needs its cost (pay, exhaust, flip, once, complete, discard, " \
            "uncount)", \
            ab, "kind"
    if kind == "static" and cost:
        yield f"{where}.cost", "a static ability has no cost", ab, "cost"
    for j, act in enumerate(ab.get("actions") or () if isinstance(ab.get("actions"), list) else ()):
        yield from _check_action(act, f"{where}.actions[{j}]", ab)


def _check_action(act: Any, where: str, parent: dict) -> Iterator[tuple[str, str, Any, str]]:
    if not isinstance(act, dict) or "do" not in act:
        yield where, "expected a mapping with 'do'", parent, "actions"
        return
    do = act["do"]
    if do not in ACTIONS:
        yield f"{where}.do", f"expected one of {', '.join(EFFECT_KINDS)}", act, "do"
        return
    fields = ACTIONS[do]
    for key, val in act.items():
        if key == "do":
            continue
        if key == "target" and do in TARGETED:
            problem = _sub(val, TARGET)
        elif key == "per" and do in COUNTED:
            problem = _sub(val, PER)
        elif key in fields:
            problem = fields[key](val)
        else:
            extra = (["target"] if do in TARGETED else []) + (["per"] if do in COUNTED else [])
            problem = f"unknown field for {do} (expected {', '.join(list(fields) + extra) or 'none'})"
        if problem:
            path, bad = _deepest(f"{where}.{key}", val, problem)
            yield path, bad, act, key


def _deepest(path: str, val: Any, problem: str) -> tuple[str, str]:
    """"cost: pay: expected ..." as the path "...cost.pay" and the problem "expected ..."."""
    while isinstance(val, dict) and ": " in problem:
        key, rest = problem.split(": ", 1)
        if key not in val:
            break
        path, val, problem = f"{path}.{key}", val[key], rest
    return path, problem


# --- shapes ---------------------------------------------------------------------------------------------------------
_COST_KEYS = ("pay", "exhaust", "exhaust_hero", "flip", "once", "turn", "uncount") + POWER_COSTS + ("tap", "grant")
_TRIGGER_KEYS = ("when", "on_type", "on_tag", "on_faction", "on_class", "on_icon", "on_cost_min", "on_atk_min", "each_turn", "first",
                 "face_up", "attached", "or_hero", "on_name", "on_other", "not_tag")
_COND_KEYS = ("count", "types") + tuple(FILTER) + ("kinds", "instant")
_STATIC = frozenset({"tag_limit", "assault", "haste", "dual_wield", "hand_size", "prep", "powers_now", "enters_exhausted", "echo",
                     "rift", "eternal", "warp", "dmg_boost", "cant_attack", "extra_placement", "skip_draw", "hp_less",
                     "counter", "from_grave", "no_ready", "expire", "upkeep", "strike_more", "enrage", "play_if",
                     "alt_cost", "grave_alt", "draw_twice", "grave_assault", "token_plus", "res_alt", "hp_plus", "hero_res",
                     "ready_atk", "def_bonus", "destroy_instead"})


def _kind(do: str, e: dict, trig: dict, cost: dict) -> str:
    if trig:
        return "triggered"      # (a cost on a trigger is optional: "you may pay 1. If you do, ...")
    if cost:
        return "activated"
    if do in _STATIC and not (do in ("counter", "dmg_boost") and (e.get("each") or e.get("next"))) \
            or e.get("until") == "ongoing" \
            or (do == "ferocity" and e.get("to") in (None, "allies", "attached") and e.get("until") != "turn") \
            or (do == "cost_less" and e.get("what") not in ("next", "restrike") and e.get("until") != "turn") \
            or (do == "exhaust_opp" and e.get("counts")):
        return "static"
    return "played"


def _lift(e: dict) -> tuple[dict, dict, dict, dict]:
    """One flat effect as (trigger, cost, condition, action)."""
    e = dict(e)
    do = e["do"]
    trig = {k: e.pop(k) for k in _TRIGGER_KEYS if k in e}
    if trig.get("when") in ("enters", "play") and "self" in e:   # (a trigger's own: this card too)
        trig["self"] = e.pop("self")
    cost = {k: e.pop(k) for k in _COST_KEYS if k in e}
    cond = {}
    if "cond" in e and "cfilt" in e:      # (`to_flat`: the condition's filter kept apart from the action's)
        cond = {"cond": e.pop("cond"), **{k: e.pop(k) for k in _COND_KEYS if k in e and k not in FILTER},
                **dict(e.pop("cfilt"))}
    elif "cond" in e:
        cond = {"cond": e.pop("cond"), **{k: e.pop(k) for k in _COND_KEYS if k in e}}
    act: dict = {"do": e.pop("do")}
    if "per" in e and do in COUNTED:
        act["per"] = {"of": e.pop("per"), **{k: e.pop(k) for k in PER if k != "of" and k in e}}
    if do in TARGETED:
        target = {"to": e.pop("to")} if "to" in e else {}
        if "tfilt" in e:        # (`to_flat`: the target's own filter beside a count's)
            target.update(e.pop("tfilt"))
        elif do != "damage":
            target.update({k: e.pop(k) for k in FILTER if k in e})
        if target:
            act["target"] = target
    act.update(e)
    return trig, cost, cond, act


def from_flat(flat: list[dict]) -> dict:
    """The typed record (abilities, unmodelled) of the flat effects the text parser derives."""
    abilities: list[dict] = []
    extra: dict = {}
    quest: dict | None = None
    unmodelled = 0
    for e in flat:
        do = e["do"]
        if do == "unmodelled":
            unmodelled = 1
            continue
        if do in ("sacrifice", "grave_cost"):
            extra["destroy" if do == "sacrifice" else "remove"] = {k: v for k, v in e.items() if k != "do"}
            continue
        trig, cost, cond, act = _lift(e)
        if do == "quest":           # a destroy or remove cost just before it is the completion's own
            quest = {"kind": "activated", "cost": {**cost, **extra, "complete": 1}}
            extra = {}
            if cond:
                quest["condition"] = cond
            abilities.append(quest)
            continue
        kind = _kind(do, e, trig, cost)
        if extra and kind in ("static", "activated"):   # an additional cost to play the card, apart from its
            # static text or its power (a power's own destroy/remove cost is in `cost`: `to_flat`)
            abilities.append({"kind": "played", "cost": extra})
            extra = {}
        if quest is not None and kind == "played" and not (trig or cost or cond or extra):
            quest.setdefault("actions", []).append(act)
            continue
        quest = None
        last = abilities[-1] if abilities else None
        if (not extra and last is not None and kind != "static" and last["kind"] == kind
                and last.get("trigger", {}) == trig and _same_cost(last, kind, cost)
                and last.get("condition", {}) == cond and not last.get("cost", {}).get("complete")):
            last.setdefault("actions", []).append(act)
            continue
        ab: dict = {"kind": kind}
        for key, part in (("trigger", trig), ("cost", {**cost, **extra}), ("condition", cond)):
            if part:
                ab[key] = part
        ab["actions"] = [act]
        extra = {}
        abilities.append(ab)
    if extra:
        abilities.append({"kind": "played", "cost": extra})
    out: dict = {}
    if unmodelled:
        out["unmodelled"] = 1
    out["abilities"] = abilities
    return out


def _plain(cost: dict) -> dict:
    return {k: v for k, v in cost.items() if k not in ("destroy", "remove")}


def _same_cost(last: dict, kind: str, cost: dict) -> bool:
    """Does an action of this kind and cost belong to the ability `last`? A power's cost is all of it (its
    destroy/remove too); another ability's destroy/remove is the card's cost to play, apart from its actions."""
    if kind == "activated":
        return last.get("cost", {}) == cost
    return _plain(last.get("cost", {})) == cost


def _power_cost(ab: dict) -> bool:
    """True: the ability is an activated power (not a quest's completion) whose destroy/remove cost is paid each
    time the power is used, so it stays on its actions (POWER_COSTS)."""
    return ab.get("kind") == "activated" and not ab.get("cost", {}).get("complete") or ab.get("kind") == "triggered" \
        and ab.get("trigger", {}).get("when") in ("turn_start", "turn_end")    # (paid each time: "you may remove ...")


def to_flat(record: dict) -> list[dict]:
    """The record as one flat mapping per action (and the quest and cost markers), in order: what the
    engine's compiler reads. ``from_flat(to_flat(r))`` gives `r`'s abilities back."""
    out: list[dict] = []
    for ab in record.get("abilities") or ():
        trig, cost, cond = ab.get("trigger", {}), dict(ab.get("cost", {})), ab.get("condition", {})
        if not _power_cost(ab):     # (a power's destroy/remove stays in its cost: paid as it is used)
            if "destroy" in cost:
                out.append({"do": "sacrifice", **cost.pop("destroy")})
            if "remove" in cost:
                out.append({"do": "grave_cost", **cost.pop("remove")})
        if cost.pop("complete", 0):
            out.append({"do": "quest", **cost, **cond})
            trig, cost, cond = {}, {}, {}
        for act in ab.get("actions") or ():
            flat = {"do": act["do"], **trig, **cost, **cond}
            if cond and any(k in FILTER for k in (*act, *act.get("target", {}), *act.get("per", {}))):
                # an action with a filter of its own under a condition with one ("Empower Warlock: if you control
                # another Warlock hero or ally, search your deck for a Demon ally"): the condition's filter kept
                # apart (`cfilt`: (key, value) pairs), the action's in the flat action
                flat = {"do": act["do"], **trig, **cost, **{k: v for k, v in cond.items() if k not in FILTER}}
                flat["cfilt"] = tuple(sorted((k, v) for k, v in cond.items() if k in FILTER))
            for key, val in act.items():
                if key == "target" and "per" in act and len(val) > 1:
                    # a count and a filter on the target ("Nature allies ... +1 ATK for each other Nature ally"):
                    # the target's filter kept apart (`tfilt`: (key, value) pairs), the count's in the flat action
                    flat["to"] = val.get("to")
                    flat["tfilt"] = tuple(sorted((k, v) for k, v in val.items() if k != "to"))
                elif key == "target":
                    flat.update(val)
                elif key == "per":
                    flat["per"] = val["of"]
                    flat.update((k, v) for k, v in val.items() if k != "of")
                elif key != "do":
                    flat[key] = val
            out.append(flat)
    if record.get("unmodelled"):
        out.append({"do": "unmodelled"})
    return out


# --- Card.effects: the record frozen (hashable, cheap to pickle) -----------------------------------------------------
def freeze(value: Any) -> Any:
    """A record as nested tuples: a mapping as sorted (key, value) pairs, a list as a tuple (empty ones dropped)."""
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items() if v != [] and v != {}))
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """`freeze` undone: a tuple of (text, value) pairs is a mapping, any other tuple a list."""
    if not isinstance(value, tuple):
        return value
    if value and all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) for p in value):
        return {k: thaw(v) for k, v in value}
    return [thaw(v) for v in value]


@lru_cache(maxsize=8192)
def _record(frozen: tuple) -> dict:
    return thaw(frozen) if frozen else {}


def record_of(card_effects: tuple) -> dict:
    """A `Card.effects` value as its record (a mapping; {} for a card without one). Do not modify it."""
    return _record(card_effects)


@lru_cache(maxsize=8192)
def _flat(frozen: tuple) -> tuple[tuple, ...]:
    return tuple(tuple(e.items()) for e in to_flat(_record(frozen)))


def flat_effects(card_effects: tuple) -> list[dict]:
    """A `Card.effects` value as the compiler's flat effects (new dicts: the caller may change them)."""
    return [dict(e) for e in _flat(card_effects)]


def abilities_of(card_effects: tuple) -> list[dict]:
    """A `Card.effects` value's abilities (typed records). Do not modify them."""
    return record_of(card_effects).get("abilities", [])


def describe(record: dict) -> str:
    """A record in one line: "activated [pay 3, exhaust]: damage(n=1, to=heroes); played: draw(n=1)"."""
    def words(d: dict) -> str:
        return ", ".join(k if v == 1 and k not in ("pay", "count", "n") else f"{k} {v}" for k, v in d.items())
    out = []
    for ab in record.get("abilities") or ():
        head = ab["kind"] + "".join(f" [{words(ab[p])}]" for p in ("trigger", "cost", "condition") if p in ab)
        acts = []
        for act in ab.get("actions") or ():
            args = {k: v for k, v in act.items() if k not in ("do", "target", "per")}
            args.update(act.get("target", {}))
            if "per" in act:
                args["per"] = " ".join(str(v) if k == "of" else f"{k}={v}" for k, v in act["per"].items())
            acts.append(act["do"] + ("(" + ", ".join(f"{k}={v}" for k, v in args.items()) + ")" if args else ""))
        out.append(f"{head}: {', '.join(acts) or 'no action'}")
    return "; ".join(out)


def is_modelled(card_effects) -> bool:
    """True when no part of the card's text is left unmodelled."""
    return not record_of(card_effects).get("unmodelled")
