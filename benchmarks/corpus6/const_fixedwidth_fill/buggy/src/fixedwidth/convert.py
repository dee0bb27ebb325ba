"""Converting field values to and from their text form."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from .layout import Field, LayoutError


def to_text(field: Field, value: object) -> str:
    if value is None:
        return ""
    if field.kind == "text":
        return str(value)
    if field.kind == "int":
        if int(value) < 0:
            raise LayoutError(f"{field.name}: negative numbers are not allowed")
        return str(int(value))
    if field.kind == "amount":
        scaled = Decimal(value).scaleb(field.places)
        if scaled != scaled.to_integral_value():
            raise LayoutError(f"{field.name}: {value} has too many decimals")
        if scaled < 0:
            raise LayoutError(f"{field.name}: negative amounts are not allowed")
        return str(int(scaled))
    assert isinstance(value, dt.date)
    return value.strftime("%Y%m%d")


def from_text(field: Field, text: str) -> object:
    stripped = text.strip()
    if field.kind == "text":
        return text.rstrip()
    if not stripped:
        return None
    if field.kind == "int":
        return int(stripped)
    if field.kind == "amount":
        return Decimal(int(stripped)).scaleb(-field.places)
    return dt.datetime.strptime(stripped, "%Y%m%d").date()
