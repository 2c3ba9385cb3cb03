"""The WoW TCG importer: reference card data turned into the project's own feeds (facts only).

    python -m deckcheck.wowtcg.importer ../shared/reference/wowtcg [--cardcarp PATH]

One module per source (`tsv2012`, `tracker`, `csv2010`, `core`, `cardcarp`), one `merge` (a
precedence per field), one reviewed `corrections` table, `sets` (the set files) and `build` (the run).
"""
