"""Parse specs such as "Mo-Fr 09:00-17:30; Sa 10:00-14:00"."""

from __future__ import annotations

import re

DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
TIME = re.compile(r"^([01]\d|2[0-4]):([0-5]\d)$")


def _minutes(text: str) -> int:
    match = TIME.match(text)
    if not match:
        raise ValueError(f"bad time {text!r}")
    value = int(match[1]) * 60 + int(match[2])
    if value > 24 * 60:
        raise ValueError(f"bad time {text!r}")
    return value


def _days(text: str) -> list[int]:
    days: list[int] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        if first not in DAYS or (last and last not in DAYS):
            raise ValueError(f"bad day range {part!r}")
        a = DAYS.index(first)
        b = DAYS.index(last) if last else a
        days += [d % 7 for d in range(a, b + 1 if b >= a else b + 8)]
    return days


def parse(spec: str) -> list[tuple[int, int]]:
    """Minute-of-week spans [start, end); a span past midnight runs into the next day."""
    spans: list[tuple[int, int]] = []
    for rule in filter(None, (r.strip() for r in spec.split(";"))):
        day_text, _, times = rule.partition(" ")
        if times.strip().lower() == "off":
            continue
        for window in times.split(","):
            start_text, _, end_text = window.strip().partition("-")
            start, end = _minutes(start_text), _minutes(end_text)
            if end <= start:
                end += 24 * 60
            for day in _days(day_text):
                spans.append((day * 1440 + start, day * 1440 + end))
    return sorted(spans)


def problems(spec: str) -> list[str]:
    """The error message of each rule that does not parse (empty when the spec is valid)."""
    found = []
    for rule in filter(None, (r.strip() for r in spec.split(";"))):
        try:
            parse(rule)
        except ValueError as exc:
            found.append(f"{rule}: {exc}")
    return found
