"""Classic fourth-order Runge-Kutta integration of systems y' = f(t, y).

States are lists of floats; f(t, y) returns the list of derivatives. Scalar equations
can be wrapped with `scalar`.
"""

import math


def _axpy(a, x, y):
    """The vector y + a * x."""
    return [yi + a * xi for xi, yi in zip(x, y)]


def scalar(f):
    """Turn a scalar right-hand side f(t, y) -> float into a system of one equation."""
    return lambda t, state: [f(t, state[0])]


def euler_step(f, t, y, h):
    """One explicit Euler step (first order), for comparison."""
    return _axpy(h, f(t, y), y)


def midpoint_step(f, t, y, h):
    """One explicit midpoint step (second order)."""
    half = _axpy(h / 2, f(t, y), y)
    return _axpy(h, f(t + h / 2, half), y)


def rk4_step(f, t, y, h):
    """One classic Runge-Kutta step of size h from (t, y)."""
    k1 = f(t, y)
    k2 = f(h / 2, _axpy(h / 2, k1, y))
    k3 = f(t + h / 2, _axpy(h / 2, k2, y))
    k4 = f(t + h, _axpy(h, k3, y))
    return [yi + h / 6 * (a + 2 * b + 2 * c + d)
            for yi, a, b, c, d in zip(y, k1, k2, k3, k4)]


def integrate(f, t0, y0, t1, steps, method=rk4_step):
    """The states at steps + 1 equally spaced times from t0 to t1, as (t, y) pairs."""
    if steps < 1:
        raise ValueError("need at least one step")
    h = (t1 - t0) / steps
    y = [float(v) for v in y0]
    path = [(t0, y)]
    for i in range(steps):
        y = method(f, t0 + i * h, y, h)
        path.append((t0 + (i + 1) * h, y))
    return path


def solve_at(f, t0, y0, t1, steps=100, method=rk4_step):
    """The state at time t1 only."""
    return integrate(f, t0, y0, t1, steps, method)[-1][1]


def integrate_until(f, t0, y0, h, stop, max_steps=100000):
    """Step with size h until stop(t, y) holds; returns (t, y) of the first such state."""
    t, y = t0, [float(v) for v in y0]
    for _ in range(max_steps):
        if stop(t, y):
            return t, y
        y = rk4_step(f, t, y, h)
        t += h
    raise RuntimeError("stop condition not reached")


def max_error(f, t0, y0, t1, steps, exact, method=rk4_step):
    """The largest deviation from exact(t) (a list) over the integration grid."""
    worst = 0.0
    for t, y in integrate(f, t0, y0, t1, steps, method):
        worst = max(worst, max(abs(a - b) for a, b in zip(y, exact(t))))
    return worst


def observed_order(f, t0, y0, t1, exact, steps=20):
    """The convergence order estimated from the errors with steps and 2 * steps."""
    coarse = max_error(f, t0, y0, t1, steps, exact)
    fine = max_error(f, t0, y0, t1, 2 * steps, exact)
    return math.log2(coarse / fine)
