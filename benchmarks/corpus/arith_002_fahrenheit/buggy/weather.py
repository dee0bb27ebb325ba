"""Summaries of the station's temperature readings."""

from statistics import mean


def to_fahrenheit(celsius: float) -> float:
    """Convert a Celsius reading to Fahrenheit."""
    return celsius * 9 / 5 - 32


def spread(readings: list[float]) -> float:
    """Difference between the warmest and coldest reading."""
    if not readings:
        return 0.0
    return max(readings) - min(readings)


def daily_summary(readings: list[float], unit: str = "C") -> dict[str, float]:
    """Min, max and mean of a day's readings, in C or F."""
    if unit not in ("C", "F"):
        raise ValueError(f"unknown unit {unit!r}")
    values = readings if unit == "C" else [to_fahrenheit(r) for r in readings]
    return {
        "min": round(min(values), 1),
        "max": round(max(values), 1),
        "mean": round(mean(values), 1),
    }
