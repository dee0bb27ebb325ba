"""Free time slots of a working day between busy meetings (a sweep over sorted intervals)."""


def to_minutes(clock):
    """'HH:MM' -> minutes after midnight ('24:00' is the end of the day)."""
    hours, minutes = (int(part) for part in clock.split(":"))
    if not (0 <= hours <= 24 and 0 <= minutes < 60) or (hours == 24 and minutes):
        raise ValueError(f"bad time {clock!r}")
    return hours * 60 + minutes


def to_clock(total):
    """Minutes after midnight -> 'HH:MM'."""
    return f"{total // 60:02d}:{total % 60:02d}"


def parse_busy(busy):
    """'HH:MM-HH:MM' strings -> sorted (start, end) pairs in minutes."""
    intervals = []
    for item in busy:
        start, end = (to_minutes(part.strip()) for part in item.split("-"))
        if start > end:
            raise ValueError(f"meeting {item!r} ends before it starts")
        intervals.append((start, end))
    return sorted(intervals)


def free_slots(busy, day_start="09:00", day_end="17:00", min_length=1):
    """Gaps of at least min_length minutes between the busy meetings inside the day.

    Meetings may overlap and come in any order; the sweep keeps a cursor at the end of
    everything seen so far and reports the gap up to the next meeting's start.
    """
    start, end = to_minutes(day_start), to_minutes(day_end)
    slots = []
    cursor = start
    for a, b in parse_busy(busy):
        gap_end = min(a, end)
        if gap_end - cursor >= min_length:
            slots.append((to_clock(cursor), to_clock(gap_end)))
        cursor = max(cursor, b)
    if end - cursor >= min_length:
        slots.append((to_clock(cursor), to_clock(end)))
    return slots


def first_fit(busy, duration, day_start="09:00", day_end="17:00"):
    """Start time of the earliest free slot that holds a meeting of duration minutes, or None."""
    slots = free_slots(busy, day_start, day_end, min_length=duration)
    return slots[0][0] if slots else None
