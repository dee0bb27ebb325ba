import pytest

from kaprekar import (digits_of, from_digits, is_kaprekar_number, iteration_histogram,
                      iterations, kaprekar_chain, kaprekar_numbers, kaprekar_step)


def test_digits_are_padded_with_zeros():
    assert digits_of(42, 4) == [0, 0, 4, 2]
    assert from_digits([0, 9, 9, 9]) == 999
    with pytest.raises(ValueError):
        digits_of(12345, 4)


def test_single_step():
    assert kaprekar_step(3524) == 5432 - 2345
    assert kaprekar_step(999) == 9990 - 999
    assert kaprekar_step(6174) == 6174


def test_chain_of_3524():
    assert kaprekar_chain(3524) == [3524, 3087, 8352, 6174]


def test_chain_keeps_leading_zeros():
    assert kaprekar_chain(2111) == [2111, 999, 8991, 8082, 8532, 6174]
    assert iterations(6174) == 0


def test_three_digit_routine_reaches_495():
    assert kaprekar_chain(211, width=3) == [211, 99, 891, 792, 693, 594, 495]
    assert max(iterations(n, 3) for n in (100, 123, 554, 909)) <= 6


def test_repdigits_are_rejected():
    with pytest.raises(ValueError):
        kaprekar_chain(7777)


def test_width_without_constant_is_rejected():
    with pytest.raises(ValueError):
        kaprekar_chain(12, width=2)


def test_four_digit_histogram():
    histogram = iteration_histogram(4)
    assert max(histogram) == 7
    assert sum(histogram.values()) == 10000 - 10
    assert histogram[0] == 1


def test_kaprekar_numbers():
    assert kaprekar_numbers(1000) == [1, 9, 45, 55, 99, 297, 703, 999]
    assert is_kaprekar_number(2728)
    assert not is_kaprekar_number(100)
