"""RRULE text <-> Rule."""

from __future__ import annotations

import datetime as dt
from typing import Dict, List

from .rule import WEEKDAYS, Frequency, Rule


def _ints(text: str) -> tuple:
    return tuple(int(part) for part in text.split(","))


def parse_rule(text: str) -> Rule:
    """'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,-1;COUNT=4' -> Rule."""
    body = text[6:] if text.upper().startswith("RRULE:") else text
    fields: Dict[str, str] = {}
    for part in filter(None, body.split(";")):
        name, sep, value = part.partition("=")
        if not sep or not value:
            raise ValueError(f"malformed rule part {part!r}")
        if name.upper() in fields:
            raise ValueError(f"{name.upper()} given twice")
        fields[name.upper()] = value.upper()
    if "FREQ" not in fields:
        raise ValueError("FREQ is required")
    try:
        freq = Frequency(fields.pop("FREQ"))
    except ValueError:
        raise ValueError("unsupported FREQ") from None
    kwargs: dict = {}
    for name, value in fields.items():
        if name == "INTERVAL":
            kwargs["interval"] = int(value)
        elif name == "COUNT":
            kwargs["count"] = int(value)
        elif name == "UNTIL":
            kwargs["until"] = dt.datetime.strptime(value[:8], "%Y%m%d").date()
        elif name == "BYDAY":
            try:
                kwargs["byweekday"] = tuple(WEEKDAYS.index(day) for day in value.split(","))
            except ValueError:
                raise ValueError(f"unknown weekday in BYDAY={value}") from None
        elif name == "BYMONTHDAY":
            kwargs["bymonthday"] = _ints(value)
        elif name == "BYMONTH":
            kwargs["bymonth"] = _ints(value)
        else:
            raise ValueError(f"unsupported rule part {name}")
    return Rule(freq, **kwargs)


def format_rule(rule: Rule) -> str:
    parts: List[str] = [f"FREQ={rule.freq.value}"]
    if rule.interval != 1:
        parts.append(f"INTERVAL={rule.interval}")
    if rule.count is not None:
        parts.append(f"COUNT={rule.count}")
    if rule.until is not None:
        parts.append(f"UNTIL={rule.until:%Y%m%d}")
    if rule.byweekday:
        parts.append("BYDAY=" + ",".join(WEEKDAYS[d] for d in rule.byweekday))
    if rule.bymonthday:
        parts.append("BYMONTHDAY=" + ",".join(map(str, rule.bymonthday)))
    if rule.bymonth:
        parts.append("BYMONTH=" + ",".join(map(str, rule.bymonth)))
    return ";".join(parts)
