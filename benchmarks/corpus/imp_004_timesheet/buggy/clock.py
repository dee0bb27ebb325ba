"""Clock-time helpers shared by the timesheet and the rota planner."""


def parse_hhmm(text: str) -> int:
    """Minutes since midnight for a "H:MM" or "HH:MM" time of day."""
    hours, sep, minutes = text.strip().partition(":")
    if not sep or not hours.isdigit() or len(minutes) != 2 or not minutes.isdigit():
        raise ValueError(f"time {text!r} is not in HH:MM form")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"time {text!r} is out of range")
    return h * 60 + m


def format_minutes(total: int) -> str:
    """A duration in minutes as "H:MM" (negative durations get a leading minus)."""
    sign = "-" if total < 0 else ""
    hours, minutes = divmod(abs(total), 60)
    return f"{sign}{hours}:{minutes:02d}"
