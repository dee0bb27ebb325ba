import pytest
from digit_reverse import (
    is_lychrel_candidate,
    is_palindrome_number,
    reverse_and_add,
    reverse_digits,
)


@pytest.mark.parametrize("n, expected", [(123, 321), (1200, 21), (7, 7), (0, 0), (10, 1), (9876543210, 123456789)])
def test_reverse_non_negative(n, expected):
    assert reverse_digits(n) == expected


def test_reverse_negative_keeps_sign():
    assert reverse_digits(-345) == -543
    assert reverse_digits(-120) == -21


def test_reverse_twice_without_trailing_zeros():
    for n in (1, 12, 907, 123456789):
        assert reverse_digits(reverse_digits(n)) == n


@pytest.mark.parametrize("n, expected", [(0, True), (5, True), (121, True), (1221, True), (123, False), (10, False)])
def test_palindrome_numbers(n, expected):
    assert is_palindrome_number(n) is expected


def test_negative_numbers_are_not_palindromes():
    assert is_palindrome_number(-121) is False


@pytest.mark.parametrize("n, expected", [(47, (1, 121)), (349, (3, 7337)), (10, (1, 11)), (89, (24, 8813200023188))])
def test_reverse_and_add(n, expected):
    assert reverse_and_add(n) == expected


def test_lychrel_candidates():
    assert is_lychrel_candidate(196)
    assert not is_lychrel_candidate(195)


def test_reverse_and_add_rejects_negative():
    with pytest.raises(ValueError):
        reverse_and_add(-5)
