"""Latitude/longitude bounding boxes."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from .distance import EARTH_RADIUS_KM, Point


@dataclass(frozen=True)
class BoundingBox:
    south: float
    west: float
    north: float
    east: float

    def __post_init__(self) -> None:
        if self.south > self.north:
            raise ValueError("south edge is north of the north edge")

    @classmethod
    def around(cls, centre: Point, radius_km: float) -> "BoundingBox":
        """The box that holds every point within radius_km of centre (away from the poles)."""
        dlat = math.degrees(radius_km / EARTH_RADIUS_KM)
        dlon = math.degrees(radius_km / EARTH_RADIUS_KM)
        return cls(
            max(-90.0, centre.lat - dlat),
            max(-180.0, centre.lon - dlon),
            min(90.0, centre.lat + dlat),
            min(180.0, centre.lon + dlon),
        )

    @classmethod
    def of(cls, points: Iterable[Point]) -> "BoundingBox":
        pts = list(points)
        if not pts:
            raise ValueError("no points")
        return cls(min(p.lat for p in pts), min(p.lon for p in pts), max(p.lat for p in pts), max(p.lon for p in pts))

    def __contains__(self, point: Point) -> bool:
        return self.south <= point.lat <= self.north and self.west <= point.lon <= self.east

    def union(self, other: "BoundingBox") -> "BoundingBox":
        return BoundingBox(min(self.south, other.south), min(self.west, other.west),
                           max(self.north, other.north), max(self.east, other.east))

    @property
    def centre(self) -> Point:
        return Point((self.south + self.north) / 2, (self.west + self.east) / 2)

    def area_km2(self) -> float:
        """Area on the sphere between the two parallels and meridians."""
        lat1, lat2 = math.radians(self.south), math.radians(self.north)
        dlon = math.radians(self.east - self.west)
        return EARTH_RADIUS_KM**2 * dlon * (math.sin(lat2) - math.sin(lat1))
