"""File sizes."""

from __future__ import annotations

import re

DECIMAL_SUFFIXES = ("kB", "MB", "GB", "TB", "PB", "EB")
BINARY_SUFFIXES = ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB")
GNU_SUFFIXES = "KMGTPE"
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$")


def naturalsize(value: float, binary: bool = False, gnu: bool = False, fmt: str = "%.1f") -> str:
    """3000 -> '3.0 kB'; binary=True -> '2.9 KiB'; gnu=True -> '2.9K'."""
    base = 1024 if (gnu or binary) else 1000
    size = float(value)
    magnitude = abs(size)
    if magnitude == 1 and not gnu:
        return "1 Byte"
    if magnitude < base:
        return f"{int(size)}B" if gnu else f"{int(size)} Bytes"
    suffixes = GNU_SUFFIXES if gnu else BINARY_SUFFIXES if binary else DECIMAL_SUFFIXES
    for exponent, suffix in enumerate(suffixes, start=2):
        unit = base**exponent
        if magnitude < unit or exponent == len(suffixes) + 1:
            scaled = base * size / unit
            return (fmt % scaled) + suffix if gnu else (fmt % scaled) + " " + suffix
    raise AssertionError("unreachable")  # pragma: no cover


def parse_size(text: str) -> int:
    """'1.5 MB' -> 1500000, '2KiB' -> 2048, '512' -> 512."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"cannot parse size {text!r}")
    number, unit = float(match.group(1)), match.group(2)
    if unit.lower() in ("", "b", "byte", "bytes"):
        return int(number)
    for power, (dec, bin_) in enumerate(zip(DECIMAL_SUFFIXES, BINARY_SUFFIXES), start=1):
        if unit.lower() == dec.lower() or unit.upper() == dec[0].upper():
            return int(number * 1000**power)
        if unit.lower() == bin_.lower():
            return int(number * 1024**power)
    raise ValueError(f"unknown size unit {unit!r}")
