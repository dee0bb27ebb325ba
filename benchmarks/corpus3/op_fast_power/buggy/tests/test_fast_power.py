import pytest

from fast_power import fib_mod, last_digits, power_mod


@pytest.mark.parametrize(
    "base, exp, mod, expected",
    [
        (3, 0, 7, 1),
        (5, 1, 7, 5),
        (2, 8, 1000, 256),
        (2, 10, 1000, 24),
        (3, 13, 100, 23),
        (7, 5, 1, 0),
        (10, 3, 7, 6),
    ],
)
def test_power_mod(base, exp, mod, expected):
    assert power_mod(base, exp, mod) == expected


def test_power_mod_huge_exponent():
    mod = 1_000_000_007
    assert power_mod(2, mod - 1, mod) == 1  # Fermat's little theorem
    assert power_mod(12345, 10**18, mod) == pow(12345, 10**18, mod)


def test_power_mod_rejects_bad_arguments():
    with pytest.raises(ValueError):
        power_mod(2, -1, 5)
    with pytest.raises(ValueError):
        power_mod(2, 3, 0)


@pytest.mark.parametrize("n, expected", [(0, 0), (1, 1), (2, 1), (10, 55), (90, 2880067194370816120)])
def test_fib_mod(n, expected):
    assert fib_mod(n, 10**19) == expected


def test_last_digits():
    assert last_digits(2, 10, 4) == "1024"
    assert last_digits(3, 3, 4) == "0027"
