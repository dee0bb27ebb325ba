"""Human-readable byte sizes: format 1536 as '1.5 KiB' and parse '10 MB' back."""

import re

BINARY = ["B", "KiB", "MiB", "GiB", "TiB"]
DECIMAL = ["B", "kB", "MB", "GB", "TB"]
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$")


def format_size(n, binary=True, precision=1):
    if n < 0:
        raise ValueError("sizes cannot be negative")
    base, units = (1024, BINARY) if binary else (1000, DECIMAL)
    value, unit = float(n), units[0]
    for unit in units:
        if value < base or unit == units[-1]:
            break
        value /= base
    if unit == "B":
        return f"{int(value)} B"
    return f"{value:.{precision}f} {unit}"


def parse_size(text):
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"not a size: {text!r}")
    number, unit = float(match.group(1)), match.group(2) or "B"
    for units, base in ((BINARY, 1024), (DECIMAL, 1000)):
        lowered = [u.lower() for u in units]
        if unit.lower() in lowered:
            return int(number * base ** lowered.index(unit.lower()))
    raise ValueError(f"unknown unit {unit!r}")
