import pytest
from meeting_rooms import Meeting, assign_rooms, max_overlap, min_rooms, room_schedule

DAY = [
    Meeting("standup", 9, 10),
    Meeting("design", 9, 12),
    Meeting("lunch", 12, 13),
    Meeting("review", 10, 11),
    Meeting("planning", 10, 12),
    Meeting("retro", 11, 13),
]


def test_meeting_must_have_positive_length():
    with pytest.raises(ValueError):
        Meeting("broken", 5, 5)


def test_no_meetings():
    assert assign_rooms([]) == {}
    assert min_rooms([]) == 0


def test_back_to_back_meetings_share_a_room():
    meetings = [Meeting("a", 1, 2), Meeting("b", 2, 3), Meeting("c", 3, 4)]
    assert assign_rooms(meetings) == {"a": 0, "b": 0, "c": 0}


def test_overlapping_pair_needs_two_rooms():
    assert min_rooms([Meeting("a", 1, 5), Meeting("b", 4, 6)]) == 2


def test_busy_day_needs_three_rooms():
    assert min_rooms(DAY) == 3


def test_rooms_are_reused_when_free():
    rooms = assign_rooms(DAY)
    assert rooms["standup"] == 0 and rooms["design"] == 1
    assert rooms["review"] == 0 and rooms["planning"] == 2
    assert rooms["retro"] == 0 and rooms["lunch"] == 1


def test_room_schedule():
    meetings = [Meeting("x", 1, 4), Meeting("y", 2, 3), Meeting("z", 3, 6)]
    assert room_schedule(meetings) == {0: ["x"], 1: ["y", "z"]}


def test_max_overlap_sweep():
    assert max_overlap(DAY) == 3
    assert max_overlap([Meeting("a", 1, 2), Meeting("b", 2, 3)]) == 1


def test_no_room_is_double_booked():
    rooms = assign_rooms(DAY)
    for a in DAY:
        for b in DAY:
            if a != b and rooms[a.name] == rooms[b.name]:
                assert a.end <= b.start or b.end <= a.start
