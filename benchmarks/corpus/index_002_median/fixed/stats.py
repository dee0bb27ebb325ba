"""Basic descriptive statistics for the reporting dashboard."""


def mean(values: list[float]) -> float:
    """Arithmetic mean; raises ValueError on an empty list."""
    if not values:
        raise ValueError("mean of empty data")
    return sum(values) / len(values)


def median(values: list[float]) -> float:
    """Middle value (mean of the two middle values for even counts)."""
    if not values:
        raise ValueError("median of empty data")
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def value_range(values: list[float]) -> tuple[float, float]:
    """Smallest and largest value."""
    if not values:
        raise ValueError("range of empty data")
    return min(values), max(values)
