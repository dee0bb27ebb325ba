import pytest

from free_slots import first_fit, free_slots, parse_busy, to_clock, to_minutes


@pytest.mark.parametrize("clock, minutes", [("00:00", 0), ("09:00", 540), ("13:45", 825), ("24:00", 1440)])
def test_to_minutes(clock, minutes):
    assert to_minutes(clock) == minutes


def test_round_trip():
    for total in (0, 59, 61, 755, 1439):
        assert to_minutes(to_clock(total)) == total


def test_bad_times_rejected():
    for clock in ("25:00", "09:60", "24:30"):
        with pytest.raises(ValueError):
            to_minutes(clock)


def test_parse_busy_sorts_and_validates():
    assert parse_busy(["13:00-14:00", "09:00-10:00"]) == [(540, 600), (780, 840)]
    with pytest.raises(ValueError):
        parse_busy(["11:00-10:00"])


def test_whole_hour_meetings():
    busy = ["10:00-11:00", "13:00-15:00"]
    assert free_slots(busy) == [("09:00", "10:00"), ("11:00", "13:00"), ("15:00", "17:00")]


def test_free_day():
    assert free_slots([]) == [("09:00", "17:00")]


def test_overlapping_meetings_with_minutes():
    busy = ["09:30-10:15", "10:00-10:45", "12:10-13:00", "16:40-18:00"]
    assert free_slots(busy) == [
        ("09:00", "09:30"),
        ("10:45", "12:10"),
        ("13:00", "16:40"),
    ]


def test_minimum_length_filters_short_gaps():
    busy = ["09:20-10:00", "10:10-12:00", "12:45-16:30"]
    assert free_slots(busy, min_length=30) == [("12:00", "12:45"), ("16:30", "17:00")]


def test_first_fit():
    busy = ["09:00-09:50", "10:05-11:30", "11:55-12:30"]
    assert first_fit(busy, 15) == "09:50"
    assert first_fit(busy, 25) == "11:30"
    assert first_fit(busy, 600) is None
