"""Human-readable durations for the job runner's status page."""

SECONDS_PER_DAY = 86400


def split_seconds(seconds: int) -> tuple[int, int, int, int]:
    """(days, hours, minutes, seconds) of a non-negative duration."""
    if seconds < 0:
        raise ValueError("duration must not be negative")
    days, rest = divmod(seconds, SECONDS_PER_DAY)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    return days, hours, minutes, secs


def humanize(seconds: int) -> str:
    """The two largest non-zero units, e.g. '2d 3h' or '5m 10s'."""
    parts = []
    for value, unit in zip(split_seconds(seconds), "dhms"):
        if value:
            parts.append(f"{value}{unit}")
    return " ".join(parts[:2]) or "0s"
