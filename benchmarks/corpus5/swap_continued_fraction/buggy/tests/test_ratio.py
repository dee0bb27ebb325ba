import math
from fractions import Fraction

import pytest

from ratio import (
    best_rational,
    continued_fraction,
    convergents,
    format_mixed,
    from_continued_fraction,
    parse_fraction,
    rationalize,
    vulgar,
)


def test_expansion_of_rationals():
    assert continued_fraction(Fraction(415, 93)) == [4, 2, 6, 7]
    assert continued_fraction(Fraction(-8, 3)) == [-3, 3]
    assert continued_fraction(5) == [5]


def test_evaluation_inverts_expansion():
    for value in [Fraction(415, 93), Fraction(-8, 3), Fraction(1, 7), Fraction(355, 113)]:
        assert from_continued_fraction(continued_fraction(value)) == value
    with pytest.raises(ValueError, match="at least one term"):
        from_continued_fraction([])


def test_convergents_of_pi():
    assert list(convergents([3, 7, 15, 1, 292])) == [
        Fraction(3), Fraction(22, 7), Fraction(333, 106), Fraction(355, 113), Fraction(103993, 33102),
    ]


def test_last_convergent_is_the_value():
    value = Fraction(415, 93)
    assert list(convergents(continued_fraction(value)))[-1] == value


@pytest.mark.parametrize("value", [math.pi, math.sqrt(2), -0.1])
@pytest.mark.parametrize("bound", [1, 7, 1000])
def test_best_rational_matches_limit_denominator(value, bound):
    assert best_rational(value, bound) == Fraction(value).limit_denominator(bound)


def test_rationalize_finds_simple_fractions():
    assert rationalize(0.3333333333) == Fraction(1, 3)
    assert rationalize(2.5) == Fraction(5, 2)
    assert rationalize(math.pi, tolerance=1e-3) == Fraction(333, 106)
    with pytest.raises(ValueError, match="cannot rationalize nan"):
        rationalize(float("nan"))


@pytest.mark.parametrize(
    "value, text, fancy",
    [(Fraction(7, 2), "3 1/2", "3½"), (Fraction(-1, 3), "-1/3", "-⅓"), (Fraction(4), "4", "4"), (Fraction(5, 7), "5/7", "5/7")],
)
def test_formatting(value, text, fancy):
    assert format_mixed(value) == text
    assert vulgar(value) == fancy
    assert parse_fraction(text) == value


def test_parse_errors():
    with pytest.raises(ValueError, match="cannot parse"):
        parse_fraction("1/2/3")
    with pytest.raises(ZeroDivisionError):
        parse_fraction("1/0")
