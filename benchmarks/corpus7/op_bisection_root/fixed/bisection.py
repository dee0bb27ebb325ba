"""Root finding by bisection: halve a sign-changing bracket until it is narrow enough."""


def bisect_root(f, lo, hi, tol=1e-9):
    """A root of the continuous f in [lo, hi], where f(lo) and f(hi) differ in sign."""
    if tol <= 0:
        raise ValueError("tol must be positive")
    if lo > hi:
        lo, hi = hi, lo
    flo, fhi = f(lo), f(hi)
    if flo == 0:
        return lo
    if fhi == 0:
        return hi
    if (flo < 0) == (fhi < 0):
        raise ValueError("f(lo) and f(hi) must have opposite signs")
    while hi - lo > tol:
        mid = (lo + hi) / 2
        fmid = f(mid)
        if fmid == 0:
            return mid
        if (fmid < 0) == (flo < 0):
            lo, flo = mid, fmid
        else:
            hi = mid
    return (lo + hi) / 2


def find_bracket(f, start, step=1.0, limit=60):
    """An interval (a, b) around start, doubling outwards, on which f changes sign."""
    a, b = start - step, start + step
    for _ in range(limit):
        if (f(a) < 0) != (f(b) < 0) or f(a) == 0 or f(b) == 0:
            return a, b
        step *= 2
        a, b = start - step, start + step
    raise ValueError("no sign change found")


def nth_root(value, n, tol=1e-9):
    """The real n-th root of value (odd n for negative values)."""
    if n < 1:
        raise ValueError("n must be at least 1")
    if value < 0:
        if n % 2 == 0:
            raise ValueError("even root of a negative number")
        return -nth_root(-value, n, tol)
    return bisect_root(lambda x: x ** n - value, 0, max(1, value), tol)


def solve(f, target, lo, hi, tol=1e-9):
    """An x in [lo, hi] with f(x) == target (to within tol in x)."""
    return bisect_root(lambda x: f(x) - target, lo, hi, tol)
