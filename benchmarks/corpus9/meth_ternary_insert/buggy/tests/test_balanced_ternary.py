import pytest
from balanced_ternary import (
    add,
    from_balanced_ternary,
    negate,
    round_to_trits,
    to_balanced_ternary,
)


@pytest.mark.parametrize(
    "n, numeral",
    [(0, "0"), (1, "+"), (-1, "-"), (4, "++"), (13, "+++"), (10, "+0+")],
)
def test_symmetric_numerals(n, numeral):
    assert to_balanced_ternary(n) == numeral


@pytest.mark.parametrize(
    "n, numeral",
    [(2, "+-"), (5, "+--"), (8, "+0-"), (-6, "-+0"), (100, "++-0+")],
)
def test_asymmetric_numerals(n, numeral):
    assert to_balanced_ternary(n) == numeral


def test_parse():
    assert from_balanced_ternary("+-0") == 6
    assert from_balanced_ternary("-++") == -5
    assert from_balanced_ternary("00+") == 1


def test_parse_rejects_junk():
    with pytest.raises(ValueError):
        from_balanced_ternary("+2-")
    with pytest.raises(ValueError):
        from_balanced_ternary("")


def test_round_trip():
    for n in range(-200, 201):
        assert from_balanced_ternary(to_balanced_ternary(n)) == n


def test_negate():
    assert negate("+0-") == "-0+"
    assert from_balanced_ternary(negate(to_balanced_ternary(47))) == -47


def test_add():
    assert add("+-", "+-") == "++"
    assert add("+0+", negate("+0+")) == "0"
    assert add("++-0+", "-") == "++-00"


def test_round_to_trits():
    assert round_to_trits(100, 1) == 99
    assert round_to_trits(14, 2) == 18
    assert round_to_trits(4, 5) == 0
