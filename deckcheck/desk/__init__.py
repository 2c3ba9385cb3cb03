"""The registration desk: events, players' submissions and their checks, served as a web app.

Library first, like the collection: everything `deckcheck serve` and `deckcheck event` do is
callable from here. Importing this package is cheap; the web stack (Starlette, uvicorn) loads only
in `deckcheck.desk.app`, and only `deckcheck serve` imports it.

- `store`: events, registrations and every submission, in the collection's database, with its own
  schema version and migrations.
- `checking`: a submission through the one legality engine (the same JSON as `check --json`), an
  event's registrations through screening (the same rows and writers as `screen`).
- `pages`: the HTML of the player's and the organizer's pages (everything users typed escaped).
- `app`: the ASGI app: routes, the API, and the safety layer (body cap, CSRF, rate limit, token).
"""
