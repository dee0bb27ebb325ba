"""Pace and speed figures for the running log."""


def pace_seconds(duration_s: float, distance_m: float) -> float:
    """Seconds needed per kilometre."""
    if distance_m <= 0:
        raise ValueError("distance must be positive")
    return duration_s / (distance_m * 1000)


def format_pace(seconds: float) -> str:
    """Render a pace as m:ss per km."""
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}/km"


def speed_kmh(duration_s: float, distance_m: float) -> float:
    """Average speed in km/h."""
    if duration_s <= 0:
        raise ValueError("duration must be positive")
    return (distance_m / 1000) / (duration_s / 3600)


def summary(duration_s: float, distance_m: float) -> str:
    """One line for the activity feed."""
    pace = format_pace(pace_seconds(duration_s, distance_m))
    return f"{distance_m / 1000:.1f} km at {pace}"
