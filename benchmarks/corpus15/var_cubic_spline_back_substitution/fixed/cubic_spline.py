"""Natural cubic spline interpolation through points with increasing x."""

from bisect import bisect_right


def solve_tridiagonal(sub, diag, sup, rhs):
    """Solve a tridiagonal system by the Thomas algorithm.

    diag has n entries; sub[i] is the entry left of diag[i + 1] and sup[i] the entry
    right of diag[i] (n - 1 entries each).
    """
    n = len(diag)
    c = [0.0] * n
    d = [0.0] * n
    d[0] = rhs[0] / diag[0]
    if n > 1:
        c[0] = sup[0] / diag[0]
    for i in range(1, n):
        denom = diag[i] - sub[i - 1] * c[i - 1]
        if i < n - 1:
            c[i] = sup[i] / denom
        d[i] = (rhs[i] - sub[i - 1] * d[i - 1]) / denom
    x = [0.0] * n
    x[-1] = d[-1]
    for i in range(n - 2, -1, -1):
        x[i] = d[i] - c[i] * x[i + 1]
    return x


class NaturalSpline:
    """The cubic spline through (xs[i], ys[i]) with zero second derivative at both ends."""

    def __init__(self, xs, ys):
        if len(xs) != len(ys) or len(xs) < 2:
            raise ValueError("need at least two points and as many xs as ys")
        if any(b <= a for a, b in zip(xs, xs[1:])):
            raise ValueError("xs must be strictly increasing")
        self.xs = [float(x) for x in xs]
        self.ys = [float(y) for y in ys]
        self.widths = [b - a for a, b in zip(self.xs, self.xs[1:])]
        self.moments = self._second_derivatives()

    def _second_derivatives(self):
        """The second derivatives M[i] at the knots (M[0] = M[-1] = 0)."""
        h, y = self.widths, self.ys
        n = len(self.xs)
        if n == 2:
            return [0.0, 0.0]
        slopes = [(y[i + 1] - y[i]) / h[i] for i in range(n - 1)]
        diag = [2 * (h[i - 1] + h[i]) for i in range(1, n - 1)]
        off = [h[i] for i in range(1, n - 2)]
        rhs = [6 * (slopes[i] - slopes[i - 1]) for i in range(1, n - 1)]
        return [0.0] + solve_tridiagonal(off, diag, off, rhs) + [0.0]

    def _segment(self, x):
        """The index i of the piece [xs[i], xs[i + 1]] used for x (end pieces extrapolate)."""
        return min(max(bisect_right(self.xs, x) - 1, 0), len(self.xs) - 2)

    def __call__(self, x):
        i = self._segment(x)
        h, m0, m1 = self.widths[i], self.moments[i], self.moments[i + 1]
        a, b = self.xs[i + 1] - x, x - self.xs[i]
        return (m0 * a ** 3 + m1 * b ** 3) / (6 * h) + (self.ys[i] - m0 * h * h / 6) * a / h \
            + (self.ys[i + 1] - m1 * h * h / 6) * b / h

    def derivative(self, x):
        """The first derivative of the spline at x."""
        i = self._segment(x)
        h, m0, m1 = self.widths[i], self.moments[i], self.moments[i + 1]
        a, b = self.xs[i + 1] - x, x - self.xs[i]
        return (m1 * b * b - m0 * a * a) / (2 * h) + (self.ys[i + 1] - self.ys[i]) / h \
            - (m1 - m0) * h / 6

    def integral(self):
        """The integral of the spline from xs[0] to xs[-1]."""
        total = 0.0
        for i, h in enumerate(self.widths):
            mean = (self.ys[i] + self.ys[i + 1]) / 2
            total += h * mean - h ** 3 * (self.moments[i] + self.moments[i + 1]) / 24
        return total

    def sample(self, count):
        """count equally spaced (x, spline(x)) pairs from the first to the last knot."""
        step = (self.xs[-1] - self.xs[0]) / (count - 1)
        return [(self.xs[0] + k * step, self(self.xs[0] + k * step)) for k in range(count)]
