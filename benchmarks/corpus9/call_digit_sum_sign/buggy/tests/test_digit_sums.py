import pytest
from digit_sums import (
    additive_persistence,
    digit_sum,
    digital_root,
    digits,
    harshad_numbers,
    is_harshad,
)


def test_digits_least_significant_first():
    assert list(digits(9051)) == [1, 5, 0, 9]
    assert list(digits(0)) == [0]


def test_digits_in_binary_and_hex():
    assert list(digits(6, 2)) == [0, 1, 1]
    assert list(digits(0xBEEF, 16)) == [15, 14, 14, 11]


def test_bad_base_rejected():
    with pytest.raises(ValueError):
        list(digits(10, 1))


@pytest.mark.parametrize("n, expected", [(0, 0), (7, 7), (1234, 10), (99999, 45)])
def test_digit_sum(n, expected):
    assert digit_sum(n) == expected


def test_digit_sum_ignores_sign():
    assert digit_sum(-472) == 13
    assert digit_sum(-255, 16) == 30


def test_digital_root():
    assert digital_root(65536) == 7
    assert digital_root(999999999999) == 9
    assert digital_root(0) == 0


def test_digital_root_is_n_mod_nine():
    assert all(digital_root(n) == 1 + (n - 1) % 9 for n in range(1, 500))


def test_additive_persistence():
    assert additive_persistence(5) == 0
    assert additive_persistence(199) == 3
    assert additive_persistence(19999999999999999999999) == 4


def test_harshad():
    assert is_harshad(18) and is_harshad(1729)
    assert not is_harshad(19) and not is_harshad(0)
    assert harshad_numbers(25) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 18, 20, 21, 24]
