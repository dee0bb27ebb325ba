import math

import pytest

from newton_roots import (ConvergenceError, integer_sqrt, newton, nth_root,
                          numeric_derivative, polynomial_root, secant)


def test_numeric_derivative():
    assert numeric_derivative(math.sin, 0.3) == pytest.approx(math.cos(0.3), rel=1e-8)


def test_newton_with_derivative():
    root = newton(lambda x: x * x - 2, 1.0, lambda x: 2 * x)
    assert root == pytest.approx(math.sqrt(2), abs=1e-12)


def test_newton_with_numeric_derivative():
    root = newton(lambda x: math.cos(x) - x, 0.5)
    assert math.cos(root) == pytest.approx(root, abs=1e-10)


def test_newton_gives_up_without_real_root():
    with pytest.raises(ConvergenceError):
        newton(lambda x: x * x + 1, 0.5, lambda x: 2 * x, max_iter=60)


def test_newton_zero_derivative():
    with pytest.raises(ZeroDivisionError):
        newton(lambda x: x * x + 1, 0.0, lambda x: 2 * x)


def test_secant():
    root = secant(lambda x: x ** 3 - x - 2, 1.0, 2.0)
    assert root == pytest.approx(1.5213797068045676, abs=1e-10)


@pytest.mark.parametrize("a, n, expected", [(27, 3, 3.0), (-32, 5, -2.0), (2, 2, math.sqrt(2)), (0, 4, 0.0)])
def test_nth_root(a, n, expected):
    assert nth_root(a, n) == pytest.approx(expected, rel=1e-12, abs=1e-12)


def test_nth_root_rejects_even_root_of_negative():
    with pytest.raises(ValueError):
        nth_root(-4, 2)


def test_polynomial_root():
    assert polynomial_root([1, -6, 11, -6], 3.4) == pytest.approx(3.0, abs=1e-10)


@pytest.mark.parametrize("n, expected", [(0, 0), (1, 1), (15, 3), (16, 4), (10 ** 20 + 1, 10 ** 10)])
def test_integer_sqrt(n, expected):
    assert integer_sqrt(n) == expected
