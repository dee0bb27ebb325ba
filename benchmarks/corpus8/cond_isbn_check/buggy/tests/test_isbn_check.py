import pytest
from isbn_check import (
    is_valid_isbn,
    is_valid_isbn10,
    is_valid_isbn13,
    isbn10_check_digit,
    isbn13_check_digit,
    normalize,
    to_isbn13,
)


def test_normalize():
    assert normalize("0-306-40615-2") == "0306406152"
    assert normalize("0 8044 2957 x") == "080442957X"


@pytest.mark.parametrize("isbn", ["0-306-40615-2", "0306406152", "0-8044-2957-X", "080442957x",
                                  "1-84356-028-3"])
def test_valid_isbn10(isbn):
    assert is_valid_isbn10(isbn)


@pytest.mark.parametrize("isbn", ["0-306-40615-3", "030640615", "03064061522", "0-306-4O615-2",
                                  ""])
def test_invalid_isbn10(isbn):
    assert not is_valid_isbn10(isbn)


def test_x_is_only_allowed_as_the_check_digit():
    # their weighted sums are multiples of 11, but X may only stand last
    assert not is_valid_isbn10("X000000018")
    assert not is_valid_isbn10("00X0000040")
    assert not is_valid_isbn10("X-000-0000-18")


def test_check_digits():
    assert isbn10_check_digit("030640615") == "2"
    assert isbn10_check_digit("080442957") == "X"
    assert isbn13_check_digit("978030640615") == "7"
    assert isbn13_check_digit("978186197271") == "2"


def test_isbn13():
    assert is_valid_isbn13("978-0-306-40615-7")
    assert is_valid_isbn13("9781861972712")
    assert not is_valid_isbn13("978-0-306-40615-8")
    assert not is_valid_isbn13("97803064061X7")


def test_to_isbn13():
    assert to_isbn13("0-306-40615-2") == "9780306406157"
    assert to_isbn13("080442957X") == "9780804429573"
    with pytest.raises(ValueError):
        to_isbn13("0306406153")


def test_either_format():
    assert is_valid_isbn("0306406152") and is_valid_isbn("9780306406157")
    assert not is_valid_isbn("12345")
    assert not is_valid_isbn("X000000018")
