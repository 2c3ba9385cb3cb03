"""Real facts of real cards, and the name ladder (exact -> normalised -> unique prefix -> fuzzy)."""
from __future__ import annotations

import pytest

from deckcheck.cards.lookup import NameIndex, Outcome
from deckcheck.cards.normalize import clean_name, normalize_name


# --- facts ---------------------------------------------------------------------------------------

def test_orgrimmar_grunts(db):
    c = db["Orgrimmar Grunts"]
    assert (c.type, c.cost, c.atk, c.health, c.damage) == ("Ally", 2, 1, 1, "Melee")
    assert c.faction == ("Horde",) and c.race == "Orc" and c.char_class == ("Warrior",)
    assert c.unlimited and not c.unknown
    assert [(p.set, p.number, p.rarity) for p in c.prints] == [("HoA", "254", "common")]
    assert db.by_print("hoa", "254") is c


def test_aimed_shot_is_a_marksmanship_talent(db):
    c = db["Aimed Shot"]
    assert c.type == "Ability" and c.talent == "Marksmanship" and c.is_talent and "Talent" in c.tags
    assert c.classes == ("Hunter",)
    assert {p.variant for p in c.prints} == {None, "EA"}  # the regular print and the EA one


def test_a_hero(db):
    h = db["Addisyn the Untouchable"]
    assert h.is_hero and h.faction == ("Horde",) and h.race == "Blood Elf" and h.char_class == ("Paladin",)
    assert h.spec == "Protection" and h.professions == ("Engineering", "Jewelcrafting") and h.health == 29
    assert {"Horde", "Blood Elf", "Paladin", "Protection", "Engineering", "Loyal"} <= h.hero_traits()


def test_aldor_reputation(db):
    assert db["Adyen the Lightwarden"].reputation == "Aldor"
    assert {c.reputation for c in db if c.reputation} == {"Aldor", "Scryer", "Argent Crusade", "Nerubian"}


def test_hero_required(db):
    assert db["Akama"].hero_required == ("Loyal",)
    assert db["Great Kodo"].hero_required == ("Tauren",)
    assert db["Agamaggan"].hero_required == ("Monster",)  # from the tracker's rules text


def test_deckbuilding_hero_has_inclusions(db):
    d = db["Arch Druid Lilliandra"].deckbuilding
    assert d is not None and not d.unparsed
    assert (("class", "Druid"),) in d.include and (("reputation", "Argent Crusade"),) in d.include
    assert d.one_faction and d.no_restricted and d.except_reputation == "Argent Crusade"


def test_tracker_only_card_lists_unknown_facts(db):
    c = db["Nuada Windwaker"]
    assert c.sets == ("RoF",) and c.type == "Ally"
    assert {"faction", "atk", "health"} <= c.unknown
    assert c.faction == () and c.atk is None and c.health is None  # unknown, not "none"


def test_core_reference_gives_facts_the_2012_export_lacks(db):
    """Ahul Moonspeaker (War of the Ancients): "Ahul Moonspeaker, 3, Horde ... Ally—Tauren Druid,
    1 [Arcane] / 4 Health" in Cryptozoic's Core reference."""
    c = db["Ahul Moonspeaker"]
    assert (c.faction, c.race, c.char_class, c.atk, c.damage, c.health) == (("Horde",), "Tauren", ("Druid",), 1,
                                                                          "Arcane", 4)
    assert not c.unknown


def test_tracker_master_hero_race_is_not_its_type(db):
    """The tracker lists Aegwynn's types as Human, Mage, Master: Master is the card type, not race."""
    a = db["Aegwynn, Guardian of Tirisfal"]
    assert a.type == "Master Hero" and a.race == "Human" and a.char_class == ("Mage",)
    n = db["Neptulon"]
    assert "Monster" in n.traits and "Monster" not in (n.race or "")
    assert "Monster" in n.hero_traits()


def test_trait_indexes(db):
    warriors = db.heroes(klass="warrior", faction="Horde", race="Orc")
    assert warriors and all(h.race == "Orc" and "Warrior" in h.char_class for h in warriors)
    assert db["Orgrimmar Grunts"] in db.in_set("HoA")
    assert db.set_code("heroes of azeroth") == "HoA"


def test_every_set_is_found_by_code_or_name_in_any_case(db):
    """`set_code` (one dict lookup since issue 11, not a scan of every set per row) finds each of
    the pool's sets by its code and by its name, in any case and with spaces around."""
    assert len(db.sets) > 100
    for code, info in db.sets.items():
        for text in (code, code.upper(), f" {code.lower()} ", info.name, info.name.upper()):
            found = db.set_code(text)
            assert found == code or (found is not None and db.sets[found].name.lower() == text.strip().lower()), text
    assert db.set_code("Heroes of Azeroth") == db.set_code("hoa") == "HoA"
    assert db.set_code("no such set") is None and db.set_code("") is None


# --- the name ladder -----------------------------------------------------------------------------

@pytest.mark.parametrize("query, outcome, name", [
    ("Orgrimmar Grunts", Outcome.EXACT, "Orgrimmar Grunts"),
    ("  Orgrimmar Grunts ", Outcome.EXACT, "Orgrimmar Grunts"),
    ("orgrimmar GRUNTS", Outcome.NORMALISED, "Orgrimmar Grunts"),
    ("Orgrimmar Grünts", Outcome.NORMALISED, "Orgrimmar Grunts"),          # accents
    ('"Chipper" Ironbane', Outcome.NORMALISED, "Chipper Ironbane"),         # quotes
    ("Galahandra Keeper of the Silent Grove", Outcome.NORMALISED, "Galahandra, Keeper of the Silent Grove"),
    ("Akamas Promise", Outcome.NORMALISED, "Akama's Promise"),              # apostrophe
    ("Akama\u2019s Promise", Outcome.NORMALISED, "Akama's Promise"),        # curly apostrophe
    ("Shadow Word Pain", Outcome.NORMALISED, "Shadow Word: Pain"),          # punctuation
    ("Orgrimmar Gru", Outcome.PREFIX, "Orgrimmar Grunts"),                  # unique prefix
    ("Orgrimar Grunts", Outcome.FUZZY, "Orgrimmar Grunts"),
    ("Healing Touh", Outcome.FUZZY, "Healing Touch"),
    ("Frost Bolt", Outcome.FUZZY, "Frostbolt"),
    ("Sreeping Shadow", Outcome.FUZZY, "Creeping Shadow"),   # one edit; Seeping Shadows is two
    ("Thral", Outcome.FUZZY, "Thrall"),                      # a typo of a whole name, not a prefix
])
def test_ladder(db, query, outcome, name):
    m = db.resolve(query)
    assert (m.outcome, m.name) == (outcome, name), m
    assert m.found and m.certain == (outcome in (Outcome.EXACT, Outcome.NORMALISED, Outcome.PREFIX))


def test_ambiguous_prefix(db):
    m = db.resolve("Jaina")
    assert m.outcome is Outcome.AMBIGUOUS and not m.found
    assert {"Jaina Proudmoore", "Jaina, Lady of Theramore"} <= {n for n, _ in m.candidates}


def test_refuses_to_guess_between_close_fuzzy_matches(db):
    m = db.resolve("Savage Blo")
    assert m.outcome is Outcome.AMBIGUOUS and m.name is None
    names = [n for n, _ in m.candidates]
    assert names[:2] == ["Savage Beatdown", "Savage Bear Form"]
    assert "ambiguous" in m.describe()


def test_refuses_to_guess_between_equally_near_typos(db):
    m = db.resolve("Ripplr")  # one letter from Ripple and one from Ripper
    assert m.outcome is Outcome.AMBIGUOUS and {n for n, _ in m.candidates} == {"Ripple", "Ripper"}
    m = db.resolve("Healing Wave Totem")  # five edits from Healing Stream Totem, six from Healing Wave
    assert m.outcome is Outcome.AMBIGUOUS and m.name is None


def test_unknown_with_suggestions(db):
    m = db.resolve("Xyzzy Plugh")
    assert m.outcome is Outcome.UNKNOWN and not m.found and m.score < 80
    assert db.resolve("").outcome is Outcome.UNKNOWN
    assert db.resolve("!!!").outcome is Outcome.UNKNOWN


def test_short_prefix_is_not_guessed(db):
    assert db.resolve("Orgr").outcome is not Outcome.PREFIX or db.resolve("Orgr").name is None


def test_same_normalised_key_is_ambiguous():
    idx = NameIndex(["Fama'sin", "Famasin"])
    assert idx.resolve("Fama'sin").outcome is Outcome.EXACT
    m = idx.resolve("FAMASIN")
    assert m.outcome is Outcome.AMBIGUOUS and {n for n, _ in m.candidates} == {"Fama'sin", "Famasin"}


def test_normalize_and_clean():
    assert normalize_name('"Chipper" Ironbane') == "chipper ironbane"
    assert normalize_name("Galahandra, Keeper of the Silent Grove") == "galahandra keeper of the silent grove"
    assert normalize_name("Zul\u2019jin") == normalize_name("Zul'jin") == "zuljin"
    assert clean_name("Akama\u2019s   Promise ") == "Akama's Promise"


def test_ascii_names_normalise_as_through_unicode(db):
    """Plain ASCII takes a shortcut (nothing to decompose, casefold is lower): it must read as the
    full path does, for every card name and every ASCII character."""
    import unicodedata
    from deckcheck.cards import normalize

    def full(name):
        text = "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch)).casefold()
        return normalize._NON_ALNUM.sub(" ", normalize._DROP.sub("", text)).strip()

    names = [n for n in db.cards if n.isascii()] + ["".join(map(chr, range(128))), "  MiXeD--Case__ 42 "]
    assert [normalize_name(n) for n in names] == [full(n) for n in names]
    assert normalize_name("Ren\u00e9e \u00c9p\u00e9e") == "renee epee"


def test_every_card_resolves_to_itself(db):
    wrong = [n for n in db.cards if db.resolve(n).name != n]
    assert not wrong


def test_no_guess_outside_an_ambiguous_prefix(db):
    """'Orgrim' starts nine names: never read as a near name elsewhere (Horngrim)."""
    m = db.resolve("Orgrim")
    assert m.outcome is Outcome.AMBIGUOUS and "Orgrimmar Grunts" in [n for n, _ in m.candidates]
    assert db.resolve("Thral").name == "Thrall"      # a typo of a whole name that is also a prefix


def test_short_names_need_a_close_typo(db):
    """Two slips in six letters is too far to guess: 'Dragon' is not 'Dralor'."""
    m = db.resolve("Dragon")
    assert m.name != "Dralor"


# --- speed without changing answers (issue 11) -----------------------------------------------------

def _old_ladder_typo(index, key):
    """The typo scorer over every name (before the length and ratio prefilter)."""
    from rapidfuzz import process
    from rapidfuzz.distance import OSA
    return process.extract(key, index._norm_keys, scorer=OSA.distance, processor=None, limit=4,
                           score_cutoff=max(1, int(len(key) * 0.34 + 0.5)))


@pytest.mark.parametrize("query", ["Frostblot", "Orgrimar Grunts", "Thral", "Sen zir Beastwalkr", "Ord",
                                   "Baeltor of the Undercty", "Chimera Shto", "Litori Frosburn", "Anchorit"])
def test_prefiltered_typo_scorer_finds_what_the_full_scan_finds(db, query):
    """The typo stage only scores names within `most` letters of the query's length whose ratio
    is at least 50; any name within `most` edits is among them, so the answers are the same."""
    from deckcheck.cards.normalize import normalize_name
    key = normalize_name(query)
    index = db.index
    lo, hi = len(key) - max(1, int(len(key) * 0.34 + 0.5)), len(key) + max(1, int(len(key) * 0.34 + 0.5))
    near = [k for k in index._near(key) if lo <= len(k) <= hi]
    full = _old_ladder_typo(index, key)
    assert {c for c, _, _ in full} <= set(near)


def test_garbage_gets_no_nonsense_suggestion(db):
    """Nothing scores 60 against 'Xyzzy Qwerty': no 'did you mean Celerity?' (its old 50-point guess)."""
    m = db.resolve("Xyzzy Qwerty")
    assert m.outcome is Outcome.UNKNOWN and m.candidates == []
    m = db.resolve("Frozbolt Qwerty")
    assert m.outcome is Outcome.UNKNOWN and m.candidates[0][0] == "Frostbolt"


def test_each_lookup_is_remembered_for_the_run():
    index = NameIndex(["Frostbolt", "Frostbite", "Fireball"])
    first = index.resolve("Frostblot")
    assert first.outcome is Outcome.FUZZY and first.name == "Frostbolt"
    assert index.resolve("Frostblot") is first          # the second lookup is the remembered answer
    assert index.resolve("  Frostblot ") is first       # the same query once trimmed


def test_the_near_names_of_a_one_word_query_are_those_of_both_scorers(db):
    """_near skips the sorted-word scorer for one-word keys when the query is one word (the two
    scorers agree there): the near names are still every name either scorer keeps."""
    from rapidfuzz import fuzz
    from deckcheck.cards.lookup import FLOOR
    index = db.index
    for key in ("frostblt", "thrall", "grunts", "orgrimmar", "zzzqx", "beastwalker"):
        keys = [k for k in index._norm_keys if (len(key) + 2) // 3 <= len(k) <= 3 * len(key)]
        want = sorted(k for k in keys if fuzz.ratio(key, k) >= FLOOR
                      or fuzz.ratio(key, " ".join(sorted(k.split()))) >= FLOOR)
        assert sorted(index._near(key)) == want, key
