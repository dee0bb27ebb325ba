"""Arithmetic on a 24-hour clock and the angle between the hands of an analog one."""

from fractions import Fraction

DAY = 24 * 60


def parse_time(text: str) -> tuple[int, int]:
    """"HH:MM" -> (hours, minutes), validated."""
    hours, sep, minutes = text.strip().partition(":")
    if not sep or not hours.isdigit() or len(minutes) != 2 or not minutes.isdigit():
        raise ValueError(f"bad time {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"bad time {text!r}")
    return h, m


def to_minutes(text: str) -> int:
    """Minutes since midnight."""
    h, m = parse_time(text)
    return h * 60 + m


def format_minutes(total: int) -> str:
    """Minutes since midnight (any integer, wrapped onto one day) -> "HH:MM"."""
    h, m = divmod(total % DAY, 60)
    return f"{h:02d}:{m:02d}"


def add_minutes(text: str, delta: int) -> str:
    return format_minutes(to_minutes(text) + delta)


def minutes_between(start: str, end: str) -> int:
    """Minutes from start forward to end, crossing midnight if end is earlier."""
    return (to_minutes(end) - to_minutes(start)) % DAY


def hand_angle(hours, minutes) -> float:
    """Smaller angle in degrees between the hour and the minute hand.

    The hour hand moves 30 degrees per hour plus half a degree per minute.
    """
    hour_hand = (hours % 12) * 30
    minute_hand = minutes * 6
    diff = abs(hour_hand - minute_hand) % 360
    return float(min(diff, 360 - diff))


def overlaps() -> list[tuple[int, Fraction]]:
    """The 11 moments in 12 hours when the hands coincide, as (hour, minute)."""
    moments = []
    for k in range(11):
        h, m = divmod(Fraction(720 * k, 11), 60)
        moments.append((int(h), m))
    return moments
