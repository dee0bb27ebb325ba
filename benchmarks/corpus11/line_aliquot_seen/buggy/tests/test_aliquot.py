import pytest

from aliquot import (
    aliquot_sequence,
    aliquot_sum,
    amicable_pairs,
    amicable_partner,
    classify,
    cycle_length,
    perfect_numbers,
)


@pytest.mark.parametrize(
    "n, expected", [(1, 0), (2, 1), (6, 6), (12, 16), (28, 28), (49, 8), (220, 284)]
)
def test_aliquot_sum(n, expected):
    assert aliquot_sum(n) == expected


def test_aliquot_sum_rejects_zero():
    with pytest.raises(ValueError):
        aliquot_sum(0)


@pytest.mark.parametrize(
    "n, expected", [(8, "deficient"), (6, "perfect"), (12, "abundant"), (496, "perfect")]
)
def test_classify(n, expected):
    assert classify(n) == expected


def test_perfect_numbers():
    assert perfect_numbers(10000) == [6, 28, 496, 8128]


def test_amicable():
    assert amicable_partner(1184) == 1210
    assert amicable_partner(6) is None
    assert amicable_pairs(3000) == [(220, 284), (1184, 1210), (2620, 2924)]


def test_sequence_reaching_zero():
    assert aliquot_sequence(12) == [12, 16, 15, 9, 4, 3, 1, 0]


def test_sequence_of_perfect_number():
    assert aliquot_sequence(28) == [28]


def test_sequence_entering_perfect_cycle():
    assert aliquot_sequence(95) == [95, 25, 6]


def test_sequence_entering_amicable_cycle():
    assert aliquot_sequence(562) == [562, 284, 220]


def test_sequence_max_terms():
    assert aliquot_sequence(138, max_terms=5) == [138, 150, 222, 234, 312]


@pytest.mark.parametrize("n, expected", [(12, 0), (6, 1), (25, 1), (220, 2), (12496, 5)])
def test_cycle_length(n, expected):
    assert cycle_length(n) == expected
