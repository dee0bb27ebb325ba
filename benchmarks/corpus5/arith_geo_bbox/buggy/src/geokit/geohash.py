"""Geohash encoding (base32, interleaved longitude/latitude bits)."""

from __future__ import annotations

from typing import Dict, Tuple

BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz"
_DECODE = {ch: i for i, ch in enumerate(BASE32)}


def encode(lat: float, lon: float, precision: int = 9) -> str:
    lat_range, lon_range = [-90.0, 90.0], [-180.0, 180.0]
    chars, bits, value, even = [], 0, 0, True
    while len(chars) < precision:
        rng, coord = (lon_range, lon) if even else (lat_range, lat)
        mid = (rng[0] + rng[1]) / 2
        value <<= 1
        if coord >= mid:
            value |= 1
            rng[0] = mid
        else:
            rng[1] = mid
        even = not even
        bits += 1
        if bits == 5:
            chars.append(BASE32[value])
            bits, value = 0, 0
    return "".join(chars)


def bounds(geohash: str) -> Tuple[float, float, float, float]:
    """(south, west, north, east) of the cell."""
    lat_range, lon_range = [-90.0, 90.0], [-180.0, 180.0]
    even = True
    for ch in geohash.lower():
        if ch not in _DECODE:
            raise ValueError(f"invalid geohash character {ch!r}")
        for shift in range(4, -1, -1):
            rng = lon_range if even else lat_range
            mid = (rng[0] + rng[1]) / 2
            if _DECODE[ch] >> shift & 1:
                rng[0] = mid
            else:
                rng[1] = mid
            even = not even
    return lat_range[0], lon_range[0], lat_range[1], lon_range[1]


def decode(geohash: str) -> Tuple[float, float]:
    """The centre of the cell."""
    south, west, north, east = bounds(geohash)
    return (south + north) / 2, (west + east) / 2


def neighbours(geohash: str) -> Dict[str, str]:
    """The eight surrounding cells of the same precision, keyed n, ne, e, ..."""
    south, west, north, east = bounds(geohash)
    lat, lon = (south + north) / 2, (west + east) / 2
    dlat, dlon = north - south, east - west
    result = {}
    for name, (dy, dx) in {"n": (1, 0), "ne": (1, 1), "e": (0, 1), "se": (-1, 1), "s": (-1, 0),
                           "sw": (-1, -1), "w": (0, -1), "nw": (1, -1)}.items():
        y = max(-90.0, min(90.0, lat + dy * dlat))
        x = (lon + dx * dlon + 540) % 360 - 180
        result[name] = encode(y, x, len(geohash))
    return result
