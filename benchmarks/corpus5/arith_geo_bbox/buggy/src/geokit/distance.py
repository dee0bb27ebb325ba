"""Great-circle formulas."""

from __future__ import annotations

import math
from typing import NamedTuple

EARTH_RADIUS_KM = 6371.0088  # mean radius (IUGG)


class Point(NamedTuple):
    lat: float
    lon: float

    def validate(self) -> "Point":
        if not -90 <= self.lat <= 90:
            raise ValueError(f"latitude {self.lat} out of range")
        if not -180 <= self.lon <= 180:
            raise ValueError(f"longitude {self.lon} out of range")
        return self


def normalize_lon(lon: float) -> float:
    return (lon + 540) % 360 - 180


def haversine(a: Point, b: Point, radius: float = EARTH_RADIUS_KM) -> float:
    lat1, lat2 = math.radians(a.lat), math.radians(b.lat)
    dlat = lat2 - lat1
    dlon = math.radians(b.lon - a.lon)
    h = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * radius * math.asin(min(1.0, math.sqrt(h)))


def initial_bearing(a: Point, b: Point) -> float:
    """Compass bearing in degrees [0, 360) from a towards b."""
    lat1, lat2 = math.radians(a.lat), math.radians(b.lat)
    dlon = math.radians(b.lon - a.lon)
    x = math.sin(dlon) * math.cos(lat2)
    y = math.cos(lat1) * math.sin(lat2) - math.sin(lat1) * math.cos(lat2) * math.cos(dlon)
    return math.degrees(math.atan2(x, y)) % 360


def destination(start: Point, bearing: float, distance: float, radius: float = EARTH_RADIUS_KM) -> Point:
    lat1, lon1 = math.radians(start.lat), math.radians(start.lon)
    theta, delta = math.radians(bearing), distance / radius
    lat2 = math.asin(math.sin(lat1) * math.cos(delta) + math.cos(lat1) * math.sin(delta) * math.cos(theta))
    lon2 = lon1 + math.atan2(
        math.sin(theta) * math.sin(delta) * math.cos(lat1), math.cos(delta) - math.sin(lat1) * math.sin(lat2)
    )
    return Point(math.degrees(lat2), normalize_lon(math.degrees(lon2)))


def midpoint(a: Point, b: Point) -> Point:
    lat1, lat2 = math.radians(a.lat), math.radians(b.lat)
    lon1, dlon = math.radians(a.lon), math.radians(b.lon - a.lon)
    bx, by = math.cos(lat2) * math.cos(dlon), math.cos(lat2) * math.sin(dlon)
    lat = math.atan2(math.sin(lat1) + math.sin(lat2), math.hypot(math.cos(lat1) + bx, by))
    lon = lon1 + math.atan2(by, math.cos(lat1) + bx)
    return Point(math.degrees(lat), normalize_lon(math.degrees(lon)))
