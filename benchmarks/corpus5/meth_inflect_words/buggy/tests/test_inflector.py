import pytest

from inflector import camelize, count_noun, dasherize, humanize, pluralize, singularize, titleize, underscore

PAIRS = [
    ("box", "boxes"), ("city", "cities"), ("knife", "knives"), ("quiz", "quizzes"), ("matrix", "matrices"),
    ("axis", "axes"), ("person", "people"),
]
MORE_PAIRS = [
    ("cat", "cats"), ("church", "churches"), ("day", "days"), ("wolf", "wolves"), ("index", "indices"),
    ("status", "statuses"), ("hero", "heroes"), ("child", "children"), ("mouse", "mice"), ("bus", "buses"),
]


@pytest.mark.parametrize("singular, plural", PAIRS)
def test_pluralize(singular, plural):
    assert pluralize(singular) == plural


@pytest.mark.parametrize("singular, plural", PAIRS)
def test_singularize(singular, plural):
    assert singularize(plural) == singular


def test_more_words_both_ways():
    for singular, plural in MORE_PAIRS:
        assert pluralize(singular) == plural
        assert singularize(plural) == singular


@pytest.mark.parametrize("word", ["sheep", "information", "goldfish", "Metadata", "roe deer"])
def test_uncountable_words_do_not_change(word):
    assert pluralize(word) == word
    assert singularize(word) == word


def test_case_is_kept():
    assert pluralize("Person") == "People"
    assert pluralize("CITY") == "CITIES"
    assert singularize("Boxes") == "Box"


def test_count_noun():
    assert count_noun(1, "file") == "1 file"
    assert count_noun(0, "file") == "0 files"
    assert count_noun(2, "cactus") == "2 cacti"
    assert count_noun(3, "octopus", plural="octopodes") == "3 octopodes"


def test_underscore():
    assert underscore("HTTPServerError") == "http_server_error"
    assert underscore("simpleName") == "simple_name"
    assert underscore("some-name") == "some_name"
    assert underscore("ID") == "id"


def test_camelize_and_dasherize():
    assert camelize("http_server_error") == "HttpServerError"
    assert camelize("http_server_error", upper_first=False) == "httpServerError"
    assert camelize("__") == ""
    assert dasherize("PostalCode") == "postal-code"


def test_humanize_and_titleize():
    assert humanize("employee_salary_id") == "Employee salary"
    assert titleize("the_lord_of_the_rings") == "The Lord of the Rings"
    assert titleize("a tale of two cities") == "A Tale of Two Cities"
