from datetime import datetime

from models import Booking
from rooms import conflicts, hours_booked


def at(hour):
    return datetime(2024, 6, 3, hour)


BOOKINGS = [Booking("blue", at(9), at(11)), Booking("blue", at(10), at(12)), Booking("red", at(9), at(10))]


def test_conflicts():
    assert conflicts(BOOKINGS) == [(0, 1)]


def test_no_bookings_for_room():
    assert hours_booked(BOOKINGS, "green") == 0.0


def test_hours_booked():
    assert hours_booked(BOOKINGS, "blue") == 4.0
