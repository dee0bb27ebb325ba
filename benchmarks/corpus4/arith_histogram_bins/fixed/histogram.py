"""Fixed-width histograms and summary statistics for latency reports."""

import math


def mean(values):
    if not values:
        raise ValueError("mean of no values")
    return sum(values) / len(values)


def stdev(values):
    """Sample standard deviation."""
    if len(values) < 2:
        raise ValueError("stdev needs at least two values")
    m = mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))


def percentile(values, p):
    """Linear interpolation between closest ranks (like numpy's default)."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= p <= 100:
        raise ValueError("p must be between 0 and 100")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


class Histogram:
    """Bins [lo, lo + width), [lo + width, lo + 2 width), ... up to hi; values outside
    the range are counted as underflow and overflow."""

    def __init__(self, lo, hi, width):
        if width <= 0 or hi <= lo:
            raise ValueError("need lo < hi and a positive width")
        self.lo, self.hi, self.width = lo, hi, width
        self.counts = [0] * math.ceil((hi - lo) / width)
        self.underflow = self.overflow = 0

    def bin_index(self, value):
        return int((value - self.lo) // self.width)

    def add(self, value, count=1):
        if value < self.lo:
            self.underflow += count
        elif value >= self.hi:
            self.overflow += count
        else:
            self.counts[self.bin_index(value)] += count

    def extend(self, values):
        for value in values:
            self.add(value)
        return self

    @property
    def total(self):
        return sum(self.counts) + self.underflow + self.overflow

    def edges(self, i):
        start = self.lo + i * self.width
        return start, min(start + self.width, self.hi)

    def mode_bin(self):
        best = max(range(len(self.counts)), key=lambda i: (self.counts[i], -i))
        return self.edges(best)

    def cumulative(self):
        running, out = self.underflow, []
        for count in self.counts:
            running += count
            out.append(running)
        return out

    def render(self, bar_width=20, char="#"):
        peak = max(self.counts) or 1
        lines = []
        for i, count in enumerate(self.counts):
            start, end = self.edges(i)
            bar = char * round(bar_width * count / peak)
            lines.append(f"{start:>6g}-{end:<6g} {bar} {count}".rstrip())
        if self.underflow or self.overflow:
            lines.append(f"outside: {self.underflow} below, {self.overflow} above")
        return "\n".join(lines)
