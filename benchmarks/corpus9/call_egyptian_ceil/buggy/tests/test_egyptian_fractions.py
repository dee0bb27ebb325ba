from fractions import Fraction

import pytest
from egyptian_fractions import (
    expand,
    format_expansion,
    greedy_denominators,
    is_egyptian,
    to_fraction,
)


def test_unit_fraction_is_its_own_expansion():
    assert greedy_denominators(Fraction(1, 7)) == [7]
    assert greedy_denominators(1) == [1]


def test_zero_has_no_terms():
    assert greedy_denominators(0) == []


def test_two_terms():
    assert greedy_denominators(Fraction(2, 3)) == [2, 6]
    assert greedy_denominators("3/4") == [2, 4]


def test_three_terms():
    assert greedy_denominators(Fraction(4, 13)) == [4, 18, 468]


def test_long_expansion_is_exact():
    denominators = greedy_denominators(Fraction(5, 121))
    assert denominators[:3] == [25, 757, 763309]
    assert len(denominators) == 5
    assert to_fraction(denominators) == Fraction(5, 121)


def test_out_of_range_rejected():
    with pytest.raises(ValueError):
        greedy_denominators(Fraction(3, 2))
    with pytest.raises(ValueError):
        expand(Fraction(-1, 2))


def test_expand_with_whole_part():
    assert expand(Fraction(7, 6)) == (1, [6])
    assert expand(Fraction(17, 5)) == (3, [3, 15])


def test_is_egyptian():
    assert is_egyptian([2, 3, 6])
    assert not is_egyptian([3, 3])
    assert not is_egyptian([2, 0])


@pytest.mark.parametrize("n, d", [(5, 6), (7, 15), (11, 12), (9, 20), (13, 17)])
def test_expansions_are_egyptian_and_exact(n, d):
    denominators = greedy_denominators(Fraction(n, d))
    assert is_egyptian(denominators)
    assert denominators == sorted(denominators)
    assert to_fraction(denominators) == Fraction(n, d)


def test_format_expansion():
    assert format_expansion("4/13") == "4/13 = 1/4 + 1/18 + 1/468"
    assert format_expansion(Fraction(7, 6)) == "7/6 = 1 + 1/6"
    assert format_expansion(0) == "0 = 0"
