"""Time-series transforms for the metrics dashboard."""


def cumulative(values: list[float]) -> list[float]:
    """Running totals: the i-th item is the sum of values[: i + 1]."""
    running = 0.0
    totals = []
    for value in values:
        running += value
        totals.append(running)
    return totals


def differences(values: list[float]) -> list[float]:
    """Change from each value to the next."""
    return [b - a for a, b in zip(values, values[1:])]


def scale(values: list[float], factor: float) -> list[float]:
    return [v * factor for v in values]
