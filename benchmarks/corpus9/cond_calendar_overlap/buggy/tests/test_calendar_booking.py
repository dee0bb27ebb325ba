import pytest
from calendar_booking import Calendar


def test_rejects_empty_or_reversed_interval():
    cal = Calendar()
    with pytest.raises(ValueError):
        cal.book(5, 5)
    with pytest.raises(ValueError):
        cal.book(6, 2)


def test_chronological_bookings():
    cal = Calendar()
    assert cal.book(9, 10, "standup")
    assert cal.book(10, 12, "review")
    assert cal.book(13, 14, "lunch talk")
    assert len(cal) == 3


def test_overlap_is_refused():
    cal = Calendar()
    assert cal.book(10, 20)
    assert not cal.book(15, 25)
    assert not cal.book(12, 14)
    assert not cal.book(5, 30)
    assert len(cal) == 1


def test_booking_before_existing_ones():
    cal = Calendar()
    assert cal.book(14, 16, "b")
    assert cal.book(9, 11, "a")
    assert cal.book(11, 14, "gap filler")
    assert [title for _, _, title in cal.agenda()] == ["a", "gap filler", "b"]


def test_earlier_overlap_still_refused():
    cal = Calendar()
    assert cal.book(14, 16)
    assert not cal.book(13, 15)
    assert cal.book(12, 14)


def test_conflicts_lists_only_overlapping():
    cal = Calendar()
    for start, end in [(1, 3), (4, 6), (7, 9), (10, 12)]:
        cal.book(start, end)
    assert cal.conflicts(5, 8) == [(4, 6, ""), (7, 9, "")]
    assert cal.conflicts(3, 4) == []
    assert cal.conflicts(0, 100) == cal.agenda()


def test_cancel_frees_the_slot():
    cal = Calendar()
    cal.book(10, 12)
    assert cal.cancel(10)
    assert not cal.cancel(10)
    assert cal.book(11, 13)


def test_free_slots():
    cal = Calendar()
    cal.book(9, 10)
    cal.book(12, 13)
    cal.book(13, 15)
    assert cal.free_slots(8, 18) == [(8, 9), (10, 12), (15, 18)]
    assert cal.free_slots(8, 18, min_length=2) == [(10, 12), (15, 18)]
    assert cal.free_slots(10, 12) == [(10, 12)]
    assert cal.free_slots(9, 14) == [(10, 12)]


def test_free_slots_of_empty_day():
    assert Calendar().free_slots(0, 24) == [(0, 24)]
