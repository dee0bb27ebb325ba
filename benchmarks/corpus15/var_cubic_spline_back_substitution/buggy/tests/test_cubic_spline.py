import math

import pytest

from cubic_spline import NaturalSpline, solve_tridiagonal


def close(a, b, tol=1e-9):
    return abs(a - b) <= tol


def test_tridiagonal_two_by_two():
    x = solve_tridiagonal([1.0], [4.0, 3.0], [2.0], [8.0, 7.0])
    assert close(x[0], 1.0) and close(x[1], 2.0)


def test_bad_input_is_rejected():
    with pytest.raises(ValueError):
        NaturalSpline([0, 1, 1], [0, 1, 2])
    with pytest.raises(ValueError):
        NaturalSpline([0, 1], [0])


def test_two_points_give_a_line():
    s = NaturalSpline([0, 2], [1, 5])
    assert close(s(1), 3) and close(s.derivative(0.5), 2) and close(s(3), 7)


def test_spline_passes_through_its_knots():
    xs, ys = [0, 1, 2.5, 3, 4.5, 6, 7], [1, -2, 0.5, 3, 3, -1, 2]
    s = NaturalSpline(xs, ys)
    assert all(close(s(x), y) for x, y in zip(xs, ys))


def test_linear_data_is_reproduced():
    s = NaturalSpline([0, 1, 3, 4, 6, 7, 9], [2 * x - 1 for x in [0, 1, 3, 4, 6, 7, 9]])
    assert close(s(2.2), 3.4) and close(s.derivative(5.5), 2.0)


def test_four_knots_by_hand():
    s = NaturalSpline([0, 1, 2, 3], [0, 1, 0, 1])
    assert [round(m, 9) for m in s.moments] == [0.0, -4.0, 4.0, 0.0]
    assert close(s(0.5), 0.75)


def test_six_knot_moments():
    s = NaturalSpline([0, 1, 2, 3, 4, 5], [0, 1, 0, 1, 0, 1])
    expected = [0, -48 / 11, 60 / 11, -60 / 11, 48 / 11, 0]
    assert all(close(m, e) for m, e in zip(s.moments, expected))


def test_sine_is_approximated_well_inside():
    xs = [k * math.pi / 8 for k in range(17)]
    s = NaturalSpline(xs, [math.sin(x) for x in xs])
    assert max(abs(s(x) - math.sin(x)) for x, _ in s.sample(101)) < 2e-3
    assert abs(s.derivative(math.pi) + 1) < 1e-3


def test_integral_of_sine_samples():
    xs = [k * math.pi / 10 for k in range(11)]
    s = NaturalSpline(xs, [math.sin(x) for x in xs])
    assert abs(s.integral() - 2.0) < 1e-3
