import math

import pytest
from composite_quadrature import integrate, midpoint, simpson, trapezoid


def cubic(x):
    return 2 * x**3 - x + 1


def test_simpson_exact_for_cubic_from_zero():
    assert simpson(cubic, 0, 2, n=2) == pytest.approx(8.0)


def test_simpson_exact_for_cubic_on_shifted_interval():
    # antiderivative x^4 / 2 - x^2 / 2 + x
    expected = (3**4 / 2 - 9 / 2 + 3) - (1 / 2 - 1 / 2 + 1)
    assert simpson(cubic, 1, 3, n=4) == pytest.approx(expected)


def test_simpson_sine_half_period():
    assert simpson(math.sin, 0, math.pi, n=20) == pytest.approx(2.0, rel=1e-5)


def test_simpson_negative_interval():
    assert simpson(math.exp, -2, -1, n=10) == pytest.approx(math.exp(-1) - math.exp(-2), rel=1e-5)


def test_simpson_rejects_odd_panels():
    with pytest.raises(ValueError):
        simpson(math.sin, 0, 1, n=3)


def test_trapezoid_linear_is_exact():
    assert trapezoid(lambda x: 3 * x + 1, 2, 5, n=3) == pytest.approx(34.5)


def test_midpoint_and_trapezoid_bracket_convex():
    exact = math.e - 1
    assert midpoint(math.exp, 0, 1, 8) < exact < trapezoid(math.exp, 0, 1, 8)


def test_reversed_limits_flip_sign():
    assert simpson(math.cos, 1, 0, n=8) == pytest.approx(-simpson(math.cos, 0, 1, n=8))


def test_integrate_log_on_shifted_interval():
    expected = (2 * math.log(2) - 2) - (1 * math.log(1) - 1)
    assert integrate(math.log, 1, 2) == pytest.approx(expected, rel=1e-9)


def test_integrate_gaussian():
    value = integrate(lambda x: math.exp(-x * x), -4, 4)
    assert value == pytest.approx(math.sqrt(math.pi), rel=1e-6)


def test_zero_panels_rejected():
    with pytest.raises(ValueError):
        trapezoid(math.sin, 0, 1, n=0)
