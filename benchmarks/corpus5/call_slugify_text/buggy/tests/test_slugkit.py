import pytest

import slugkit


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Hello World", "hello-world"),
        ("  Crème Brûlée  recipe ", "creme-brulee-recipe"),
        ("Straße & Œuvre", "strasse-and-oeuvre"),
        ("Łódź — 2024", "lodz-2024"),
        ("C'est déjà l'été", "c-est-deja-l-ete"),
        ("100% pure", "100-percent-pure"),
        ("!!!", ""),
    ],
)
def test_slugify(text, expected):
    assert slugkit.slugify(text) == expected


def test_separator_and_case():
    assert slugkit.slugify("Ünïcode Text", separator="_", lowercase=False) == "Unicode_Text"


def test_stopwords_are_dropped():
    assert slugkit.slugify("The Art of War", stopwords=["the", "of"]) == "art-war"


def test_truncation_keeps_whole_words():
    text = "a quick brown fox jumps"
    assert slugkit.slugify(text, max_length=13) == "a-quick-brown"
    assert slugkit.slugify(text, max_length=12) == "a-quick"
    assert slugkit.slugify(text, max_length=12, word_boundary=False) == "a-quick-brow"
    assert slugkit.slugify("extraordinarily", max_length=5) == "extra"


def test_unicode_slugs_keep_letters():
    assert slugkit.slugify("Привет, мир!", allow_unicode=True) == "привет-мир"


def test_unique_slug_counts_up():
    taken = {"report", "report-2"}
    assert slugkit.unique_slug("Report", taken) == "report-3"
    assert slugkit.unique_slug("Other", taken) == "other"
    assert slugkit.unique_slug("???", set()) == "item"


def test_to_ascii():
    assert slugkit.to_ascii("naïve café “quoted” ﬁle") == 'naive cafe "quoted" file'
    assert slugkit.to_ascii("日本") == ""


def test_same_text():
    assert slugkit.same_text("  Ångström  units", "angstrom UNITS")
    assert not slugkit.same_text("résumé", "resume", ignore_accents=False)
    assert slugkit.same_text("Résumé", "résumé", ignore_accents=False)


def test_collapse_whitespace():
    assert slugkit.collapse_whitespace(" a \t b\n\nc ") == "a b c"
