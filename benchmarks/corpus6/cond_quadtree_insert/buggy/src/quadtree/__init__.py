"""Point quadtrees."""

from .geometry import Point, Rect
from .tree import QuadTree

__all__ = ["Point", "QuadTree", "Rect"]
