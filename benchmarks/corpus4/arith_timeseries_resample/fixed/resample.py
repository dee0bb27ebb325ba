"""Resample irregular measurements into fixed buckets (e.g. hourly means)."""

from series import TimeSeries

AGGREGATES = {
    "mean": lambda vs: sum(vs) / len(vs),
    "sum": sum,
    "min": min,
    "max": max,
    "last": lambda vs: vs[-1],
    "count": len,
}


def floor_time(ts, step, origin=0):
    """Start of the bucket holding ts; buckets are origin + k * step."""
    return ts - (ts - origin) % step


def resample(series, step, how="mean", origin=0, fill=None):
    """A new series with one point per bucket start. Empty buckets inside the span get
    `fill` (None skips them, "previous" repeats the last bucket's value)."""
    if step <= 0:
        raise ValueError("step must be positive")
    if how not in AGGREGATES:
        raise ValueError(f"unknown aggregate {how!r}")
    buckets = {}
    for ts, value in series:
        buckets.setdefault(floor_time(ts, step, origin), []).append(value)
    result = TimeSeries()
    if not buckets:
        return result
    first, last = min(buckets), max(buckets)
    previous = None
    for start in range(first, last + step, step):
        if start in buckets:
            previous = AGGREGATES[how](buckets[start])
            result.add(start, previous)
        elif fill == "previous" and previous is not None:
            result.add(start, previous)
        elif fill is not None and fill != "previous":
            result.add(start, fill)
    return result


def rolling_mean(series, window):
    """Mean of each point and the window - 1 points before it."""
    values = [v for _, v in series]
    out = TimeSeries()
    for i, (ts, _) in enumerate(series):
        chunk = values[max(0, i - window + 1):i + 1]
        out.add(ts, sum(chunk) / len(chunk))
    return out
