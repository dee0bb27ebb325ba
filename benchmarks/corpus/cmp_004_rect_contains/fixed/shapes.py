"""Axis-aligned rectangles for hit testing in the canvas editor."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    """A rectangle given by its top-left corner and size (y grows downwards)."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def area(self) -> float:
        return self.width * self.height

    def contains(self, x: float, y: float) -> bool:
        """True if the point lies inside or on the edge of the rectangle."""
        return self.left <= x <= self.right and self.top <= y <= self.bottom

    def overlaps(self, other: "Rect") -> bool:
        """True if the two rectangles share any interior area."""
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )
