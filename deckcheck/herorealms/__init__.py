"""Hero Realms (White Wizard Games' deckbuilder): card feed, deck checks and a goldfish of buy policies."""
