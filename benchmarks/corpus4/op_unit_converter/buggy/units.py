"""Unit definitions: each unit is (dimension, factor to the base unit, offset)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    symbol: str
    dimension: str
    factor: float
    offset: float = 0.0


_DEFINITIONS = [
    # length, base metre
    ("mm", "length", 0.001), ("cm", "length", 0.01), ("m", "length", 1.0),
    ("km", "length", 1000.0), ("in", "length", 0.0254), ("ft", "length", 0.3048),
    ("yd", "length", 0.9144), ("mi", "length", 1609.344),
    # mass, base kilogram
    ("g", "mass", 0.001), ("kg", "mass", 1.0), ("t", "mass", 1000.0),
    ("oz", "mass", 0.028349523125), ("lb", "mass", 0.45359237),
    # time, base second
    ("s", "time", 1.0), ("min", "time", 60.0), ("h", "time", 3600.0), ("d", "time", 86400.0),
]

UNITS = {symbol: Unit(symbol, dim, factor) for symbol, dim, factor in _DEFINITIONS}
# temperature, base kelvin: kelvin = value * factor + offset
UNITS["K"] = Unit("K", "temperature", 1.0)
UNITS["C"] = Unit("C", "temperature", 1.0, 273.15)
UNITS["F"] = Unit("F", "temperature", 5 / 9, 273.15 - 32 * 5 / 9)

ALIASES = {"metre": "m", "meter": "m", "meters": "m", "kilometres": "km", "miles": "mi",
           "feet": "ft", "foot": "ft", "inch": "in", "inches": "in", "pounds": "lb",
           "celsius": "C", "fahrenheit": "F", "hours": "h", "minutes": "min"}


def lookup(name):
    key = ALIASES.get(name.lower(), name) if name not in UNITS else name
    try:
        return UNITS[key]
    except KeyError:
        raise ValueError(f"unknown unit {name!r}") from None
