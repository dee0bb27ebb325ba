"""Summaries of request latencies (milliseconds) for the service health page."""

import statistics

SLOW_MS = 500.0


def slow_requests(samples: list[float], limit: float = SLOW_MS) -> list[float]:
    """Latencies strictly above limit, slowest first."""
    return sorted((s for s in samples if s > limit), reverse=True)


def error_budget_used(samples: list[float], limit: float = SLOW_MS, budget: float = 0.05) -> float:
    """Share of the allowed slow-request budget already spent, as a fraction."""
    if not samples:
        return 0.0
    slow_share = len(slow_requests(samples, limit)) / len(samples)
    return round(slow_share / budget, 3)


def summarize(samples: list[float]) -> dict[str, float]:
    """Median, mean and spread of the samples, rounded to 0.1 ms."""
    if not samples:
        raise ValueError("no latency samples to summarize")
    spread = statistics.pstdev(samples) if len(samples) > 1 else 0.0
    return {
        "median": round(statistics.median(samples), 1),
        "mean": round(statistics.fmean(samples), 1),
        "stdev": round(spread, 1),
    }


def is_degraded(samples: list[float], baseline_median: float, factor: float = 1.5) -> bool:
    """True when the current median is more than factor times the baseline median."""
    if not samples:
        return False
    return summarize(samples)["median"] > baseline_median * factor
