from fractions import Fraction

import pytest

from interpolation import (divided_differences, interpolate, lagrange_eval, neville,
                           newton_eval, power_coefficients)

XS = [0, 1, 2, 3]
YS = [1, 3, 11, 31]  # 1 + x + x**3


def test_lagrange_reproduces_cubic():
    assert lagrange_eval(XS, YS, 4) == 69
    assert lagrange_eval(XS, YS, Fraction(1, 2)) == Fraction(13, 8)


def test_neville_reproduces_cubic():
    assert neville(XS, YS, 4) == 69
    assert neville(XS, YS, -1) == -1


def test_divided_differences():
    assert divided_differences(XS, YS) == [1, 2, 3, 1]


def test_constant_data():
    assert divided_differences([2, 5, 9], [7, 7, 7]) == [7, 0, 0]
    assert power_coefficients([2, 5, 9], [7, 7, 7]) == [7]


def test_power_coefficients():
    assert power_coefficients(XS, YS) == [1, 1, 0, 1]
    assert power_coefficients([1, 2, 4], [1, 4, 16]) == [0, 0, 1]


def test_newton_eval_with_given_coefficients():
    assert newton_eval([0, 1, 2], [1, 2, 3], 3) == 1 + 2 * 3 + 3 * 3 * 2


@pytest.mark.parametrize("x", [-2, 0, Fraction(5, 3), 7])
def test_all_methods_agree(x):
    xs, ys = [-1, 2, 3, 5, 6], [4, -2, 0, 8, 1]
    value = lagrange_eval(xs, ys, x)
    assert neville(xs, ys, x) == value
    assert interpolate(xs, ys)(x) == value


def test_bad_points_rejected():
    with pytest.raises(ValueError):
        lagrange_eval([1, 1], [2, 3], 0)
    with pytest.raises(ValueError):
        divided_differences([], [])
