"""geokit: small geodesy helpers on a spherical Earth."""

from .bbox import BoundingBox
from .distance import EARTH_RADIUS_KM, Point, destination, haversine, initial_bearing, midpoint
from .geohash import decode, encode, neighbours

__all__ = [
    "EARTH_RADIUS_KM",
    "BoundingBox",
    "Point",
    "decode",
    "destination",
    "encode",
    "haversine",
    "initial_bearing",
    "midpoint",
    "neighbours",
]
