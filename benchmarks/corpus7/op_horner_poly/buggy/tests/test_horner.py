import pytest

from horner import derivative, divide_by_root, evaluate, from_roots, to_string, value_and_slope


@pytest.mark.parametrize("x, value", [(0, -4), (1, 0), (2, 10), (-1, -14), (3, 38)])
def test_evaluate(x, value):
    assert evaluate([2, -3, 5, -4], x) == value


def test_evaluate_constant():
    assert evaluate([7], 100) == 7


def test_derivative():
    assert derivative([2, -3, 5, -4]) == [6, -6, 5]
    assert derivative([9]) == [0]


def test_value_and_slope():
    assert value_and_slope([2, -3, 5, -4], 2) == (10, 17)


def test_divide_by_root():
    assert divide_by_root([1, -6, 11, -6], 1) == ([1, -5, 6], 0)
    assert divide_by_root([1, 0, -4], 3) == ([1, 3], 5)


def test_from_roots():
    assert from_roots([1, 2, 3]) == [1, -6, 11, -6]


def test_from_roots_vanish_at_the_roots():
    coeffs = from_roots([-2, 5, 0.5])
    assert [evaluate(coeffs, r) for r in (-2, 5, 0.5)] == [0, 0, 0]


def test_to_string():
    assert to_string([1, -3, 2]) == "x^2 - 3x + 2"
    assert to_string([-1, 0, 0, 4]) == "-x^3 + 4"
    assert to_string([0]) == "0"


def test_empty_division():
    with pytest.raises(ValueError):
        divide_by_root([], 2)
