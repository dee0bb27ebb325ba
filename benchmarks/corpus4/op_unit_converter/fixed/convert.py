"""Convert quantities between units, parse '12.5 km' and print mixed units like 5 ft 3 in."""

import re

from units import UNITS, lookup

_QUANTITY = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*([A-Za-z]+)\s*$")


def to_base(value, unit):
    return value * unit.factor + unit.offset


def from_base(value, unit):
    return (value - unit.offset) / unit.factor


def convert(value, source, target):
    src, dst = lookup(source), lookup(target)
    if src.dimension != dst.dimension:
        raise ValueError(f"cannot convert {src.dimension} to {dst.dimension}")
    return from_base(to_base(value, src), dst)


def parse_quantity(text):
    match = _QUANTITY.match(text)
    if not match:
        raise ValueError(f"not a quantity: {text!r}")
    return float(match.group(1)), lookup(match.group(2)).symbol


def convert_text(text, target, digits=2):
    value, unit = parse_quantity(text)
    return f"{round(convert(value, unit, target), digits)} {lookup(target).symbol}"


def mixed(value, unit, parts):
    """Split a quantity into whole numbers of the larger parts and a rest in the last one,
    e.g. mixed(1.7, "m", ["ft", "in"]) -> [(5, "ft"), (6.93, "in")]."""
    remaining = to_base(value, lookup(unit))
    result = []
    for symbol in parts[:-1]:
        part = lookup(symbol)
        whole = int(remaining // part.factor)
        result.append((whole, symbol))
        remaining -= whole * part.factor
    last = lookup(parts[-1])
    result.append((round(from_base(remaining, last), 2), parts[-1]))
    return result


def best_unit(value, unit, candidates=None):
    """The largest unit of the same dimension in which the value is at least 1."""
    src = lookup(unit)
    base = to_base(value, src)
    choices = [u for u in UNITS.values() if u.dimension == src.dimension and not u.offset]
    if candidates is not None:
        choices = [u for u in choices if u.symbol in candidates]
    choices.sort(key=lambda u: u.factor)
    best = choices[0]
    for u in choices:
        if abs(base) / u.factor >= 1:
            best = u
    return round(from_base(base, best), 3), best.symbol
