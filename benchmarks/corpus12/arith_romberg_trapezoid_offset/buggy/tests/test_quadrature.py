import math

import pytest

from quadrature import adaptive_simpson, arc_length, mean_value, romberg, trapezoid


@pytest.mark.parametrize(
    "f, a, b, expected",
    [
        (math.sin, 0.0, math.pi, 2.0),
        (lambda x: x ** 3, 1.0, 3.0, 20.0),
        (math.exp, -1.0, 1.0, math.e - 1 / math.e),
        (lambda x: 1 / x, 1.0, math.e, 1.0),
    ],
)
def test_adaptive_simpson(f, a, b, expected):
    assert adaptive_simpson(f, a, b) == pytest.approx(expected, abs=1e-8)


def test_adaptive_simpson_reversed_limits():
    assert adaptive_simpson(math.cos, math.pi / 2, 0.0) == pytest.approx(-1.0, abs=1e-9)


def test_adaptive_simpson_empty_interval_and_bad_eps():
    assert adaptive_simpson(math.exp, 2.0, 2.0) == 0.0
    with pytest.raises(ValueError):
        adaptive_simpson(math.exp, 0.0, 1.0, eps=0)


def test_trapezoid_is_exact_for_lines():
    assert trapezoid(lambda x: 3 * x + 1, 2.0, 5.0, 4) == pytest.approx(34.5)


def test_trapezoid_rejects_zero_steps():
    with pytest.raises(ValueError):
        trapezoid(math.sin, 0.0, 1.0, 0)


@pytest.mark.parametrize(
    "f, a, b, expected",
    [(math.exp, 0.0, 1.0, math.e - 1), (lambda x: 1 / x, 1.0, 2.0, math.log(2))],
)
def test_romberg(f, a, b, expected):
    assert romberg(f, a, b, levels=7) == pytest.approx(expected, abs=1e-9)


def test_mean_value():
    assert mean_value(lambda x: x * x, 0.0, 3.0) == pytest.approx(3.0, abs=1e-9)
    assert mean_value(lambda x: 2 * x, 1.0, 2.0) == pytest.approx(3.0, abs=1e-9)
    assert mean_value(math.sqrt, 4.0, 4.0) == 2.0


def test_arc_length_of_line():
    assert arc_length(lambda x: 0.75 * x, 0.0, 4.0) == pytest.approx(5.0, abs=1e-6)
