import datetime as dt

import pytest
from hotel import BookingError, Hotel

D = dt.date


@pytest.fixture
def hotel():
    return Hotel({"101": 90, "102": 90, "201": 150})


def test_cheapest_free_room_is_chosen(hotel):
    assert hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 3)).room == "101"
    assert hotel.book("Ben", D(2024, 5, 2), D(2024, 5, 4)).room == "102"


def test_price(hotel):
    booking = hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 4), room="201")
    assert hotel.price(booking.ref) == 450


def test_clash_is_refused(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 5), room="101")
    with pytest.raises(BookingError, match="taken"):
        hotel.book("Ben", D(2024, 5, 4), D(2024, 5, 6), room="101")


def test_back_to_back_stays(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 5), room="101")
    assert hotel.book("Ben", D(2024, 5, 5), D(2024, 5, 7), room="101").room == "101"


def test_available_rooms(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 5), room="101")
    assert hotel.available(D(2024, 5, 3), D(2024, 5, 4)) == ["102", "201"]
    assert hotel.available(D(2024, 5, 5), D(2024, 5, 6)) == ["101", "102", "201"]


def test_full_house(hotel):
    for guest in "ABC":
        hotel.book(guest, D(2024, 6, 1), D(2024, 6, 2))
    with pytest.raises(BookingError, match="no room"):
        hotel.book("D", D(2024, 6, 1), D(2024, 6, 3))


def test_invalid_dates(hotel):
    with pytest.raises(BookingError):
        hotel.book("Ann", D(2024, 5, 3), D(2024, 5, 3))


def test_cancel_frees_room(hotel):
    booking = hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 2), room="201")
    hotel.cancel(booking.ref)
    assert hotel.is_free("201", D(2024, 5, 1), D(2024, 5, 2))


def test_occupancy_counts_nights_not_checkouts(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 3), room="101")
    assert hotel.occupancy(D(2024, 5, 2)) == pytest.approx(1 / 3)
    assert hotel.occupancy(D(2024, 5, 3)) == 0


def test_arrivals(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 3))
    hotel.book("Ben", D(2024, 5, 1), D(2024, 5, 2))
    assert hotel.arrivals(D(2024, 5, 1)) == ["Ann", "Ben"]


def test_extend_stay(hotel):
    first = hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 3), room="101")
    hotel.book("Ben", D(2024, 5, 5), D(2024, 5, 6), room="101")
    assert hotel.extend(first.ref, D(2024, 5, 5)).nights == 4
    with pytest.raises(BookingError, match="taken"):
        hotel.extend(first.ref, D(2024, 5, 6))


def test_guests_on(hotel):
    hotel.book("Ann", D(2024, 5, 1), D(2024, 5, 3))
    hotel.book("Ben", D(2024, 5, 3), D(2024, 5, 4))
    assert hotel.guests_on(D(2024, 5, 2)) == ["Ann"]
    assert hotel.guests_on(D(2024, 5, 3)) == ["Ben"]
