"""Great-circle navigation on a spherical Earth; angles in degrees, distances in km."""

import math

EARTH_RADIUS_KM = 6371.0088
COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def haversine(lat1, lon1, lat2, lon2, radius=EARTH_RADIUS_KM) -> float:
    """Great-circle distance between two points."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dphi = math.radians(lat2 - lat1)
    dlmb = math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlmb / 2) ** 2
    return 2 * radius * math.asin(math.sqrt(a))


def initial_bearing(lat1, lon1, lat2, lon2) -> float:
    """Bearing in [0, 360) to set off on from the first point towards the second."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlmb = lon2 - lon1
    x = math.sin(dlmb) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(dlmb)
    return (math.degrees(math.atan2(x, y)) + 360) % 360


def destination(lat, lon, bearing, distance, radius=EARTH_RADIUS_KM):
    """The point reached after travelling distance along a great circle from (lat, lon)."""
    delta = distance / radius
    theta = math.radians(bearing)
    phi1, lmb1 = math.radians(lat), math.radians(lon)
    phi2 = math.asin(math.sin(phi1) * math.cos(delta)
                     + math.cos(phi1) * math.sin(delta) * math.cos(theta))
    lmb2 = lmb1 + math.atan2(math.sin(theta) * math.sin(delta) * math.cos(phi1),
                             math.cos(delta) - math.sin(phi1) * math.sin(phi2))
    return math.degrees(phi2), (math.degrees(lmb2) + 540) % 360 - 180


def midpoint(lat1, lon1, lat2, lon2):
    """The point halfway along the great circle between two points."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    lmb1 = math.radians(lon1)
    dlmb = math.radians(lon2 - lon1)
    bx = math.cos(phi2) * math.cos(dlmb)
    by = math.cos(phi2) * math.sin(dlmb)
    phi3 = math.atan2(math.sin(phi1) + math.sin(phi2), math.hypot(math.cos(phi1) + bx, by))
    lmb3 = lmb1 + math.atan2(by, math.cos(phi1) + bx)
    return math.degrees(phi3), (math.degrees(lmb3) + 540) % 360 - 180


def compass_point(bearing: float) -> str:
    """The nearest of the eight principal compass points."""
    return COMPASS[round((bearing % 360) / 45) % 8]


def to_dms(degrees: float) -> tuple[int, int, float]:
    """Split decimal degrees into (degrees, minutes, seconds); the sign goes on degrees."""
    sign = -1 if degrees < 0 else 1
    total = round(abs(degrees) * 3600, 6)
    d, rest = divmod(total, 3600)
    m, s = divmod(rest, 60)
    return sign * int(d), int(m), round(s, 3)


def from_dms(d: int, m: int, s: float, hemisphere: str = "N") -> float:
    """Decimal degrees from degrees, minutes, seconds; 'S' and 'W' give negative values."""
    value = abs(d) + m / 60 + s / 3600
    return -value if hemisphere.upper() in ("S", "W") or d < 0 else value
