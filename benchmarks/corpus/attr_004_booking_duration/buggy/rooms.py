"""Room usage reports built from bookings."""

from datetime import timedelta

from models import Booking


def conflicts(bookings: list[Booking]) -> list[tuple[int, int]]:
    """Index pairs of bookings that overlap."""
    pairs = []
    for i, first in enumerate(bookings):
        for j in range(i + 1, len(bookings)):
            if first.overlaps(bookings[j]):
                pairs.append((i, j))
    return pairs


def hours_booked(bookings: list[Booking], room: str) -> float:
    """Total booked hours of one room."""
    total = sum((b.duration for b in bookings if b.room == room), timedelta())
    return total.total_seconds() / 3600
