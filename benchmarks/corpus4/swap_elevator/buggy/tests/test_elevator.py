import pytest

from elevator import IDLE, Elevator, InvalidFloor, total_travel


def test_request_on_the_current_floor_just_opens_the_doors():
    car = Elevator(floor=3)
    car.request(3)
    assert car.run() == [3]
    assert car.moved == 0 and car.direction == IDLE


def test_invalid_floors():
    car = Elevator(lowest=-2, highest=5)
    with pytest.raises(InvalidFloor):
        car.request(6)
    with pytest.raises(InvalidFloor):
        Elevator(floor=12)


def test_idle_car_does_nothing():
    car = Elevator(floor=4)
    car.step()
    assert (car.floor, car.ticks, car.moved) == (4, 1, 0)


def test_goes_up_and_stops_on_the_way():
    car = Elevator(floor=0)
    for floor in (7, 3, 5):
        car.request(floor)
    assert car.run() == [3, 5, 7]
    assert car.stops[-1] == (10, 7)


def test_keeps_its_direction_before_turning_around():
    car = Elevator(floor=4)
    car.request(6)
    car.step()
    car.request(2)
    car.request(8)
    assert car.run() == [6, 8, 2]


def test_total_travel():
    assert total_travel([9, 0], start=5) == 13
