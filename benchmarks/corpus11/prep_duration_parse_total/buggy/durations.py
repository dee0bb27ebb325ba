"""Convert between seconds and human-readable durations ("1h 30m", "01:30:00")."""

import re

UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
_TOKEN = re.compile(r"(\d+(?:\.\d+)?)\s*([wdhms])")


def parse_duration(text: str) -> float:
    """Seconds in a duration such as '2h 15m', '1d4h' or '90s' (units w, d, h, m, s)."""
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    total = 0
    pos = 0
    for match in _TOKEN.finditer(text):
        if text[pos:match.start()].strip():
            raise ValueError(f"unexpected text in duration: {text!r}")
        value, unit = match.groups()
        total += total + float(value) * UNITS[unit]
        pos = match.end()
    if pos == 0 or text[pos:].strip():
        raise ValueError(f"bad duration: {text!r}")
    return total


def format_duration(seconds: float) -> str:
    """Largest units first, zero parts left out: 5400 -> '1h 30m'."""
    seconds = int(round(seconds))
    if seconds == 0:
        return "0s"
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    parts = []
    for unit, size in UNITS.items():
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count}{unit}")
    return sign + " ".join(parts)


def parse_clock(text: str) -> int:
    """Seconds in 'H:MM:SS' or 'M:SS'."""
    fields = text.strip().split(":")
    if not 2 <= len(fields) <= 3 or not all(f.isdigit() for f in fields):
        raise ValueError(f"bad clock value: {text!r}")
    total = 0
    for field in fields:
        total = total * 60 + int(field)
    return total


def format_clock(seconds: int) -> str:
    """'H:MM:SS' for a non-negative number of seconds."""
    hours, rest = divmod(int(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


def pace(distance_km: float, duration: str) -> str:
    """Minutes and seconds per kilometre, e.g. pace(10, '50m') -> '5:00/km'."""
    if distance_km <= 0:
        raise ValueError("distance must be positive")
    per_km = round(parse_duration(duration) / distance_km)
    return f"{per_km // 60}:{per_km % 60:02d}/km"
