import pytest

from checkdigits import (
    card_brand,
    format_iban,
    is_valid_iban,
    is_valid_isbn,
    is_valid_luhn,
    isbn10_check_digit,
    isbn13_check_digit,
    luhn_check_digit,
    make_iban,
    to_isbn13,
)


@pytest.mark.examples
@pytest.mark.parametrize(
    "number, brand",
    [("4111 1111 1111 1111", "visa"), ("5500-0000-0000-0004", "mastercard"), ("3782 822463 10005", "amex"),
     ("6011000990139424", "discover")],
)
def test_cards(number, brand):
    assert is_valid_luhn(number)
    assert card_brand(number) == brand


def test_luhn_check_digit():
    assert luhn_check_digit("7992739871") == "3"
    assert is_valid_luhn("79927398713") and not is_valid_luhn("79927398710")
    with pytest.raises(ValueError, match="not a number"):
        is_valid_luhn("12a4")


@pytest.mark.examples
@pytest.mark.parametrize("first_nine, check", [("030640615", "2"), ("080442957", "X"), ("097522980", "X"), ("186197271", "7")])
def test_isbn10_check_digit(first_nine, check):
    assert isbn10_check_digit(first_nine) == check


def test_isbn13_check_digit():
    assert isbn13_check_digit("978030640615") == "7"
    assert isbn13_check_digit("978-1-86197-876") == "9"


@pytest.mark.parametrize(
    "isbn, valid",
    [("0-306-40615-2", True), ("0-306-40615-3", False), ("978-0-306-40615-7", True), ("0-8044-2957-X", True), ("12345", False)],
)
def test_is_valid_isbn(isbn, valid):
    assert is_valid_isbn(isbn) is valid


def test_isbn_conversion():
    assert to_isbn13("0-306-40615-2") == "9780306406157"
    with pytest.raises(ValueError, match="not a valid ISBN-10"):
        to_isbn13("0-306-40615-3")


@pytest.mark.examples
@pytest.mark.parametrize("iban", ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "fr1420041010050500013m02606"])
def test_valid_ibans(iban):
    assert is_valid_iban(iban)


@pytest.mark.parametrize("iban", ["GB82 WEST 1234 5698 7654 33", "DE8937040044053201300", "XX89370400440532013000", "GB82-WEST"])
def test_invalid_ibans(iban):
    assert not is_valid_iban(iban)


def test_make_and_format_iban():
    assert make_iban("de", "370400440532013000") == "DE89370400440532013000"
    assert format_iban("gb82west12345698765432") == "GB82 WEST 1234 5698 7654 32"
    with pytest.raises(ValueError, match="has 18 characters"):
        make_iban("GB", "WEST123")
