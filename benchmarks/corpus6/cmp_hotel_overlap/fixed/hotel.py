"""Room reservations for a small hotel."""

from __future__ import annotations

import datetime as dt
import itertools
from dataclasses import dataclass, field


class BookingError(Exception):
    pass


@dataclass(frozen=True)
class Booking:
    ref: int
    room: str
    guest: str
    check_in: dt.date
    check_out: dt.date

    @property
    def nights(self) -> int:
        return (self.check_out - self.check_in).days

    def overlaps(self, start: dt.date, end: dt.date) -> bool:
        """Whether this stay shares a night with the stay [start, end)."""
        return self.check_in < end and start < self.check_out


@dataclass
class Hotel:
    rooms: dict[str, int]  # room -> nightly rate
    bookings: list[Booking] = field(default_factory=list)
    _refs: itertools.count = field(default_factory=lambda: itertools.count(1))

    def is_free(self, room: str, start: dt.date, end: dt.date) -> bool:
        return not any(b.room == room and b.overlaps(start, end) for b in self.bookings)

    def available(self, start: dt.date, end: dt.date) -> list[str]:
        return sorted(room for room in self.rooms if self.is_free(room, start, end))

    def book(self, guest: str, start: dt.date, end: dt.date, room: str | None = None) -> Booking:
        if end <= start:
            raise BookingError("check-out must be after check-in")
        if room is None:
            free = self.available(start, end)
            if not free:
                raise BookingError("no room available")
            room = min(free, key=lambda r: (self.rooms[r], r))
        elif room not in self.rooms:
            raise BookingError(f"unknown room {room}")
        elif not self.is_free(room, start, end):
            raise BookingError(f"room {room} is taken")
        booking = Booking(next(self._refs), room, guest, start, end)
        self.bookings.append(booking)
        return booking

    def cancel(self, ref: int) -> None:
        self.bookings = [b for b in self.bookings if b.ref != ref]

    def price(self, ref: int) -> int:
        booking = next(b for b in self.bookings if b.ref == ref)
        return booking.nights * self.rooms[booking.room]

    def occupancy(self, day: dt.date) -> float:
        busy = {b.room for b in self.bookings if b.overlaps(day, day + dt.timedelta(days=1))}
        return len(busy) / len(self.rooms)

    def extend(self, ref: int, new_end: dt.date) -> Booking:
        """Move a stay's check-out later, if the room is free for the extra nights."""
        old = next(b for b in self.bookings if b.ref == ref)
        if new_end <= old.check_out:
            raise BookingError("an extension must end after the current check-out")
        if not self.is_free(old.room, old.check_out, new_end):
            raise BookingError(f"room {old.room} is taken")
        new = Booking(old.ref, old.room, old.guest, old.check_in, new_end)
        self.bookings[self.bookings.index(old)] = new
        return new

    def guests_on(self, day: dt.date) -> list[str]:
        """Guests sleeping in the hotel on the night of day."""
        night = (day, day + dt.timedelta(days=1))
        return sorted(b.guest for b in self.bookings if b.overlaps(*night))

    def arrivals(self, day: dt.date) -> list[str]:
        return sorted(b.guest for b in self.bookings if b.check_in == day)
