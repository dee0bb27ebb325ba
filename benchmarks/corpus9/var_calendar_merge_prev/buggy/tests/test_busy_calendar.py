from busy_calendar import busy_minutes, fmt, free_slots, merge_busy


def test_no_meetings():
    assert merge_busy([]) == []
    assert free_slots([], 540, 1020) == [(540, 1020)]


def test_single_meeting():
    assert merge_busy([(600, 660)]) == [(600, 660)]


def test_overlapping_meetings_merge():
    assert merge_busy([(600, 700), (650, 720), (610, 640)]) == [(600, 720)]


def test_touching_meetings_merge():
    assert merge_busy([(540, 600), (600, 630)]) == [(540, 630)]


def test_disjoint_meetings_stay_apart():
    assert merge_busy([(780, 810), (540, 600)]) == [(540, 600), (780, 810)]


def test_mixed_blocks():
    meetings = [(900, 960), (540, 570), (560, 600), (950, 1000), (700, 720)]
    assert merge_busy(meetings) == [(540, 600), (700, 720), (900, 1000)]
    assert busy_minutes(meetings) == 180


def test_free_slots_between_meetings():
    meetings = [(600, 660), (720, 780)]
    assert free_slots(meetings, 540, 840) == [(540, 600), (660, 720), (780, 840)]


def test_free_slots_minimum_length():
    meetings = [(600, 650), (660, 700)]
    assert free_slots(meetings, 540, 720, min_length=30) == [(540, 600)]


def test_meeting_past_day_end():
    assert free_slots([(500, 560), (1000, 1200)], 540, 1020) == [(560, 1000)]


def test_fmt():
    assert fmt(545) == "09:05"
