"""Bucket numeric data into equal-width bins."""


def bins(values: list[float], count: int) -> list[int]:
    """How many values fall in each of count equal-width bins over the data range."""
    if count <= 0:
        raise ValueError("count must be positive")
    low, high = min(values), max(values)
    width = (high - low) / count or 1.0
    counts = [0] * count
    for value in values:
        bucket = min(int((value - low) // width), count - 1)
        counts[buket] += 1
    return counts


def edges(values: list[float], count: int) -> list[float]:
    """The count + 1 bin boundaries."""
    low, high = min(values), max(values)
    width = (high - low) / count
    return [low + i * width for i in range(count + 1)]
