import pytest

from checksums.schemes import isbn10_to_13, isbn10_valid, isbn13_check_digit, luhn_check_digit, luhn_valid


@pytest.mark.parametrize("card", ["4111 1111 1111 1111", "79927398713", "5500-0000-0000-0004"])
def test_valid_cards(card: str) -> None:
    assert luhn_valid(card)


@pytest.mark.parametrize("card", ["4111 1111 1111 1112", "79927398710", "12a4", "0"])
def test_invalid_cards(card: str) -> None:
    assert not luhn_valid(card)


def test_luhn_check_digit() -> None:
    assert luhn_check_digit(7992739871) == 3
    assert luhn_check_digit(0) == 0


@pytest.mark.parametrize("isbn, ok", [("0-306-40615-2", True), ("0306406153", False),
                                      ("080442957X", True), ("12345", False)])
def test_isbn10(isbn: str, ok: bool) -> None:
    assert isbn10_valid(isbn) is ok


def test_isbn13() -> None:
    assert isbn13_check_digit("978030640615") == 7
    assert isbn10_to_13("0-306-40615-2") == "9780306406157"
    with pytest.raises(ValueError):
        isbn10_to_13("0306406153")
