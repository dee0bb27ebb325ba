"""Plane geometry for simple polygons."""

from .points import Point, cross, distance
from .polygon import Polygon, total_area
from .segments import Segment

__all__ = ["Point", "Polygon", "Segment", "cross", "distance", "total_area"]
