"""Fixed-width histograms: bin edges, bin lookup, counts, densities and the modal bin."""


def bin_edges(lo: float, hi: float, bins: int) -> list[float]:
    """bins + 1 equally spaced edges from lo to hi."""
    if bins < 1 or not hi > lo:
        raise ValueError("need bins >= 1 and hi > lo")
    width = (hi - lo) / bins
    return [lo + i * width for i in range(bins)] + [hi]


def bin_index(x: float, lo: float, hi: float, bins: int) -> int | None:
    """Index of the bin holding x, or None when x lies outside [lo, hi].

    Bins are half-open [edge, next edge) except the last, which includes hi.
    """
    if x < lo or x > hi:
        return None
    if x == hi:
        return bins - 1
    width = (hi - lo) / bins
    return min(int((x - lo) // width), bins - 1)


def histogram(data, bins: int = 10, lo: float | None = None, hi: float | None = None):
    """Counts per bin; the range defaults to the data's min and max."""
    data = list(data)
    if lo is None:
        lo = min(data)
    if hi is None:
        hi = max(data)
    counts = [0] * bins
    for x in data:
        i = bin_index(x, lo, hi, bins)
        if i is not None:
            counts[i] += 1
    return counts


def bin_centers(lo: float, hi: float, bins: int) -> list[float]:
    edges = bin_edges(lo, hi, bins)
    return [(a + b) / 2 for a, b in zip(edges, edges[1:])]


def densities(counts, lo: float, hi: float) -> list[float]:
    """Normalise counts so that the histogram's total area is 1."""
    total = sum(counts)
    width = (hi - lo) / len(counts)
    return [c / (total * width) for c in counts] if total else [0.0] * len(counts)


def modal_bin(data, bins: int, lo: float, hi: float) -> tuple[float, float]:
    """(left edge, right edge) of the fullest bin (the first one on ties)."""
    counts = histogram(data, bins, lo, hi)
    best = counts.index(max(counts))
    edges = bin_edges(lo, hi, bins)
    return edges[best], edges[best + 1]
