import math

import pytest

from rk4 import (euler_step, integrate, integrate_until, max_error, midpoint_step, observed_order,
                 rk4_step, scalar, solve_at)


def close(a, b, tol=1e-6):
    return abs(a - b) <= tol


def test_exponential_growth():
    f = scalar(lambda t, y: y)
    assert close(solve_at(f, 0.0, [1.0], 1.0, steps=50)[0], math.e)


def test_harmonic_oscillator_keeps_its_energy():
    f = lambda t, s: [s[1], -s[0]]
    x, v = solve_at(f, 0.0, [1.0, 0.0], 2 * math.pi, steps=200)
    assert close(x, 1.0) and close(v, 0.0)


def test_time_dependent_right_hand_side():
    f = scalar(lambda t, y: math.cos(t))
    assert close(solve_at(f, 0.0, [0.0], 1.5, steps=40)[0], math.sin(1.5))


def test_quadratic_in_time_is_integrated_exactly():
    f = scalar(lambda t, y: 3 * t * t)
    path = integrate(f, 1.0, [1.0], 2.0, steps=4)
    assert [round(t, 6) for t, _ in path] == [1.0, 1.25, 1.5, 1.75, 2.0]
    assert all(close(y[0], t ** 3, 1e-9) for t, y in path)


def test_single_step_against_hand_computation():
    y = rk4_step(scalar(lambda t, y: t + y), 0.0, [1.0], 0.1)
    assert close(y[0], 1.11034166667, 1e-9)


def test_lower_order_steps():
    assert euler_step(scalar(lambda t, y: 2 * y), 0.0, [1.5], 0.1) == [1.8]
    y = midpoint_step(scalar(lambda t, y: t), 1.0, [0.0], 0.5)
    assert close(y[0], 0.625, 1e-12)


def test_integrate_needs_a_step():
    with pytest.raises(ValueError):
        integrate(scalar(lambda t, y: y), 0.0, [1.0], 1.0, steps=0)


def test_falling_body_hits_the_ground():
    f = lambda t, s: [s[1], -9.81]
    t, (height, _) = integrate_until(f, 0.0, [20.0, 0.0], 0.001, lambda t, s: s[0] <= 0)
    assert abs(t - math.sqrt(40 / 9.81)) < 0.002 and height <= 0


def test_observed_order_is_four():
    f = scalar(lambda t, y: -2 * t * y)
    order = observed_order(f, 0.0, [1.0], 2.0, lambda t: [math.exp(-t * t)], steps=20)
    assert 3.5 < order < 4.5
    assert max_error(f, 0.0, [1.0], 2.0, 40, lambda t: [math.exp(-t * t)]) < 1e-5
