import pytest

from activities import free_gaps, rooms_needed, select

DAY = [
    ("standup", 9, 10),
    ("review", 9, 12),
    ("lunch", 12, 13),
    ("sync", 10, 11),
    ("planning", 11, 14),
    ("retro", 13, 15),
]


def test_select_earliest_finish():
    assert select(DAY) == ["standup", "sync", "lunch", "retro"]


def test_long_meeting_first_is_not_chosen():
    assert select([("all-day", 0, 10), ("a", 1, 2), ("b", 3, 4), ("c", 5, 6)]) == ["a", "b", "c"]


def test_back_to_back_meetings_fit():
    assert select([("x", 1, 2), ("y", 2, 3), ("z", 3, 4)]) == ["x", "y", "z"]


def test_select_nothing():
    assert select([]) == []


def test_rooms_needed():
    assert rooms_needed(DAY) == 2
    assert rooms_needed([("a", 1, 5), ("b", 2, 6), ("c", 3, 7)]) == 3
    assert rooms_needed([]) == 0


def test_free_gaps():
    meetings = [("a", 9, 10), ("b", 9.5, 11), ("c", 13, 14)]
    assert free_gaps(meetings, 8, 17) == [(8, 9), (11, 13), (14, 17)]


def test_day_fully_booked():
    assert free_gaps([("a", 8, 12), ("b", 12, 18)], 9, 17) == []


def test_meeting_ending_before_it_starts():
    with pytest.raises(ValueError):
        select([("bad", 5, 4)])
