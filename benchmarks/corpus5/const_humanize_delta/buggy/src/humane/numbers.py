"""Integers for reading."""

from __future__ import annotations

from typing import Union

APNUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
POWERS = (
    (10**3, "thousand"),
    (10**6, "million"),
    (10**9, "billion"),
    (10**12, "trillion"),
    (10**15, "quadrillion"),
)


def intcomma(value: Union[int, float, str], sep: str = ",") -> str:
    """12345678 -> '12,345,678' (decimals kept as given)."""
    text = str(value)
    sign = "-" if text.startswith("-") else ""
    whole, dot, fraction = text.lstrip("-").partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return sign + sep.join(groups) + dot + fraction


def intword(value: int, fmt: str = "%.1f") -> str:
    """1200000 -> '1.2 million'; below a thousand the number is returned as is."""
    if abs(value) < POWERS[0][0]:
        return str(value)
    for index, (power, name) in enumerate(POWERS):
        upper = POWERS[index + 1][0] if index + 1 < len(POWERS) else None
        if upper is None or abs(value) < upper:
            chopped = value / power
            if upper is not None and round(abs(chopped), 1) >= 1000:
                continue
            return (fmt % chopped) + " " + name
    return str(value)  # pragma: no cover


def apnumber(value: int) -> str:
    """Associated Press style: 'five' for 0-9, digits from 10 up."""
    return APNUMBERS[value] if 0 <= value < 10 else str(value)
