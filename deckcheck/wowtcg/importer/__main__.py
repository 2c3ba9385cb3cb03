from deckcheck.wowtcg.importer.build import main

main()
