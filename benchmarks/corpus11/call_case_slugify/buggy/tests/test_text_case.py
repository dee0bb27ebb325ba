import pytest

from text_case import (camel_to_snake, kebab_case, slugify, snake_to_camel, split_words,
                       strip_accents, title_case)


def test_strip_accents():
    assert strip_accents("Crème brûlée à la café") == "Creme brulee a la cafe"


def test_split_words_handles_acronyms():
    assert split_words("parseHTTPResponse") == ["parse", "HTTP", "Response"]
    assert split_words("already_snake-and kebab") == ["already", "snake", "and", "kebab"]


@pytest.mark.parametrize(
    "name, expected",
    [("HTMLParser", "html_parser"), ("userID", "user_id"), ("simple", "simple")],
)
def test_camel_to_snake(name, expected):
    assert camel_to_snake(name) == expected


def test_snake_to_camel():
    assert snake_to_camel("max_retry_count") == "maxRetryCount"
    assert snake_to_camel("max_retry_count", upper_first=True) == "MaxRetryCount"
    assert snake_to_camel("") == ""


def test_kebab_case():
    assert kebab_case("getX2Value") == "get-x2-value"


def test_slugify_simple_title():
    assert slugify("Hello World") == "hello-world"


def test_slugify_trims_punctuation_at_the_ends():
    assert slugify("  Héllo, Wörld! ") == "hello-world"


def test_slugify_max_length():
    assert slugify("(Draft) Crème brûlée recipe", max_length=12) == "draft-creme"


def test_title_case_keeps_small_words_lower():
    assert title_case("the lord of the rings") == "The Lord of the Rings"
    assert title_case("what it is for") == "What It Is For"
