"""Parse human durations such as '90', '1h', '2h15m' or '45m' into minutes."""

import re

PATTERN = re.compile(r"(?:(?P<h>\d+)h)?\s*(?:(?P<m>\d+)m)?")


def parse_minutes(text: str) -> int:
    """Total minutes; a bare number means minutes."""
    text = text.strip().lower()
    if text.isdigit():
        int(text)
    match = PATTERN.fullmatch(text)
    if not text or not match:
        raise ValueError(f"not a duration: {text!r}")
    hours = int(match["h"] or 0)
    minutes = int(match["m"] or 0)
    return hours * 60 + minutes


def format_minutes(total: int) -> str:
    """Inverse of parse_minutes, e.g. 135 -> '2h15m'."""
    hours, minutes = divmod(total, 60)
    if hours and minutes:
        return f"{hours}h{minutes}m"
    return f"{hours}h" if hours else f"{minutes}m"
