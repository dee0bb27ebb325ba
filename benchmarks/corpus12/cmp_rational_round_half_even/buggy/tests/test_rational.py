import pytest

from rational import Rational


def test_normalizes_sign_and_gcd():
    r = Rational(6, -8)
    assert (r.num, r.den) == (-3, 4)
    assert str(Rational(10, 5)) == "2"
    with pytest.raises(ZeroDivisionError):
        Rational(1, 0)


@pytest.mark.parametrize(
    "text, expected",
    [("3/4", Rational(3, 4)), ("-7", Rational(-7)), ("2.375", Rational(19, 8)), ("-0.5", Rational(-1, 2))],
)
def test_parse(text, expected):
    assert Rational.parse(text) == expected


def test_arithmetic():
    a, b = Rational(1, 3), Rational(1, 6)
    assert a + b == Rational(1, 2)
    assert a - b == Rational(1, 6)
    assert a * b == Rational(1, 18)
    assert a / b == 2
    with pytest.raises(ZeroDivisionError):
        a / 0


def test_ordering_and_hash():
    values = [Rational(1, 2), Rational(-1, 3), Rational(2, 4), Rational(5, 7)]
    assert sorted(values) == [Rational(-1, 3), Rational(1, 2), Rational(1, 2), Rational(5, 7)]
    assert len(set(values)) == 3


@pytest.mark.parametrize(
    "num, den, expected",
    [(7, 3, 2), (8, 3, 3), (5, 2, 2), (7, 2, 4), (-5, 2, -2), (-7, 2, -4), (1, 2, 0), (3, 2, 2)],
)
def test_round_half_even(num, den, expected):
    assert Rational(num, den).round_half_even() == expected


@pytest.mark.parametrize(
    "value, places, expected",
    [(Rational(1, 3), 2, "0.33"), (Rational(3, 8), 2, "0.38"), (Rational(1, 8), 2, "0.12"),
     (Rational(-5, 4), 1, "-1.2"), (Rational(7, 2), 0, "4"), (Rational(1, 400), 2, "0.00")],
)
def test_to_decimal(value, places, expected):
    assert value.to_decimal(places) == expected


def test_continued_fraction_round_trip():
    r = Rational(415, 93)
    assert r.continued_fraction() == [4, 2, 6, 7]
    assert Rational.from_continued_fraction([4, 2, 6, 7]) == r
