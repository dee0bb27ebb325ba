from slots import first_at_or_after, format_minute, next_slot

DAY = [540, 570, 600, 660, 720]


def test_empty_schedule():
    assert next_slot([], 600) is None


def test_format_minute():
    assert format_minute(545) == "09:05"


def test_exact_match():
    assert first_at_or_after(DAY, 600) == 2


def test_between_slots():
    assert next_slot(DAY, 601) == 660
