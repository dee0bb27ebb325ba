"""Moving averages of a numeric series (each returns a new list of floats)."""

from collections.abc import Sequence


def simple_moving_average(values: Sequence[float], window: int) -> list[float]:
    """Mean of each run of `window` consecutive values, kept as a running sum."""
    if window < 1:
        raise ValueError("window must be at least 1")
    out: list[float] = []
    total = 0.0
    for i, x in enumerate(values):
        total += x
        if i >= window:
            total -= values[i - window]
        if i >= window - 1:
            out.append(total / window)
    return out


def weighted_moving_average(values: Sequence[float], window: int) -> list[float]:
    """Linearly weighted mean of each window: the newest value weighs `window`."""
    if window < 1:
        raise ValueError("window must be at least 1")
    norm = window * (window + 1) / 2
    return [
        sum(w * x for w, x in zip(range(1, window + 1), values[start:start + window])) / norm
        for start in range(len(values) - window + 1)
    ]


def cumulative_average(values: Sequence[float]) -> list[float]:
    """Mean of the first 1, 2, ..., n values."""
    out: list[float] = []
    mean = 0.0
    for n, x in enumerate(values, start=1):
        mean += (x - mean) / n
        out.append(mean)
    return out


def exponential_moving_average(values: Sequence[float], alpha: float) -> list[float]:
    """s_0 = x_0 and s_t = alpha * x_t + (1 - alpha) * s_(t-1)."""
    if not 0 < alpha <= 1:
        raise ValueError("alpha must be in (0, 1]")
    out: list[float] = []
    for x in values:
        out.append(x if not out else alpha * x + (1 - alpha) * out[-1])
    return out
