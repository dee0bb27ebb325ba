"""Smoothing helpers for sensor time series."""


def moving_average(values: list[float], window: int) -> list[float]:
    """Mean of every run of `window` consecutive values."""
    if window <= 0:
        raise ValueError("window must be positive")
    averages = []
    for start in range(len(values) - window):
        chunk = values[start : start + window]
        averages.append(sum(chunk) / window)
    return averages


def exponential(values: list[float], alpha: float) -> list[float]:
    """Exponentially weighted average with smoothing factor alpha."""
    if not 0 < alpha <= 1:
        raise ValueError("alpha must be in (0, 1]")
    smoothed: list[float] = []
    for value in values:
        prev = smoothed[-1] if smoothed else value
        smoothed.append(alpha * value + (1 - alpha) * prev)
    return smoothed
