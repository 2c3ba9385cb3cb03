from deckcheck.wowtcg.importer.build import main

raise SystemExit(main())
