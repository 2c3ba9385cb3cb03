"""The WoW TCG importer: reference card data turned into the project's own feeds (facts only).

    python -m deckcheck.wowtcg.importer ../shared/reference/wowtcg [--out data/wowtcg]
"""
