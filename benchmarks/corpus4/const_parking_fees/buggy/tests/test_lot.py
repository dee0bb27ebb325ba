from datetime import datetime, timedelta
from decimal import Decimal

import pytest

from lot import LotFull, ParkingLot

T0 = datetime(2024, 6, 1, 8, 0)


def at(**delta):
    return T0 + timedelta(**delta)


@pytest.fixture
def lot():
    return ParkingLot([{"motorcycle": 1, "car": 2}, {"car": 1, "van": 1}])


def test_cars_fill_the_lowest_level_first(lot):
    a = lot.enter("A-1", "car", T0)
    b = lot.enter("B-2", "car", T0)
    c = lot.enter("C-3", "car", T0)
    assert [t.spot for t in (a, b, c)] == [(0, "car", 0), (0, "car", 1), (1, "car", 0)]
    assert lot.occupancy() == (3, 5)


def test_motorcycle_takes_a_car_spot_when_its_own_are_taken(lot):
    lot.enter("M-1", "motorcycle", T0)
    assert lot.enter("M-2", "motorcycle", T0).spot == (0, "car", 0)


def test_full_for_vans(lot):
    lot.enter("V-1", "van", T0)
    with pytest.raises(LotFull):
        lot.enter("V-2", "van", T0)


def test_same_plate_twice(lot):
    lot.enter("A-1", "car", T0)
    with pytest.raises(ValueError):
        lot.enter("A-1", "car", at(minutes=5))


@pytest.mark.parametrize(
    "stay, fee",
    [
        ({"minutes": 14}, "0.00"),
        ({"minutes": 16}, "2.50"),
        ({"hours": 2, "minutes": 1}, "7.50"),
        ({"hours": 10}, "18.00"),
        ({"days": 1, "hours": 1}, "20.50"),
    ],
)
def test_car_fees(lot, stay, fee):
    ticket = lot.enter("A-1", "car", T0)
    assert lot.leave(ticket.number, at(**stay)) == Decimal(fee)


def test_van_tariff_and_lost_ticket(lot):
    van = lot.enter("V-1", "van", T0)
    car = lot.enter("A-1", "car", T0)
    assert lot.leave(van.number, at(hours=3)) == Decimal("12.00")
    assert lot.leave(car.number, at(hours=1), lost=True) == Decimal("40.00")
    assert lot.revenue == Decimal("52.00")
    assert lot.occupancy() == (0, 5)
