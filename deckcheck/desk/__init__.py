"""The registration desk: events, players' submissions and their checks, served as a web app.

Library first, like the collection: everything `deckcheck serve` and `deckcheck event` do is
callable from here. Importing this package is cheap; the web stack (Starlette, uvicorn) loads only
in `deckcheck.desk.app`, and only `deckcheck serve` imports it.

- `store`: events, registrations, every submission, the rate limits and organizer sessions, in the
  collection's database (its schema through `deckcheck.dbschema`, the collection's mechanism).
- `checking`: a submission through the one legality engine (the same JSON as `check --json`), an
  event's registrations through screening (the same rows and writers as `screen`).
- `checkers`: those checks in worker processes, each within a time budget, clients in turn.
- `service`: what the desk does, whoever asks: check and store, screen for the organizer, sign in.
- `security`: the safety layer (headers, body caps and timeouts, clients past named proxies, rate
  limits, sessions, CSRF).
- `templates`: the HTML (everything users typed escaped); `pages` and `api`: the handlers.
- `app`: the ASGI app (routes, errors); `server`: uvicorn with the desk's timeouts and workers.
"""
