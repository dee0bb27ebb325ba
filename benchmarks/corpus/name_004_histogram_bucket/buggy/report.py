"""Text histograms for the command-line stats report."""

from histogram import bins


def render(values: list[float], count: int = 4, bar: str = "#") -> str:
    """One line per bin with a bar as long as the bin's count."""
    if not values:
        return "no data"
    lines = []
    for index, size in enumerate(bins(values, count)):
        lines.append(f"{index:>2} | {bar * size}")
    return "\n".join(lines)


def peak_bin(values: list[float], count: int = 4) -> int:
    """Index of the fullest bin."""
    counts = bins(values, count)
    return counts.index(max(counts))
