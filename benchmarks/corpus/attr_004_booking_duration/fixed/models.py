"""Data model for meeting-room bookings."""

from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class Booking:
    """A room booked from start (inclusive) to end (exclusive)."""

    room: str
    start: datetime
    end: datetime

    def __post_init__(self) -> None:
        if self.end <= self.start:
            raise ValueError("a booking must end after it starts")

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def overlaps(self, other: "Booking") -> bool:
        """Same room and intersecting time spans."""
        return self.room == other.room and self.start < other.end and other.start < self.end
