"""Busy and free time in a day of meetings given as (start, end) minute intervals."""


def merge_busy(meetings):
    """Merge overlapping or touching meetings into sorted, disjoint busy blocks."""
    ordered = sorted(meetings)
    if not ordered:
        return []
    merged = []
    prev_start, prev_end = ordered[0]
    for cur_start, cur_end in ordered[1:]:
        if cur_start <= cur_end:
            prev_end = max(prev_end, cur_end)
        else:
            merged.append((prev_start, prev_end))
            prev_start, prev_end = cur_start, cur_end
    merged.append((prev_start, prev_end))
    return merged


def busy_minutes(meetings):
    """Total time covered by at least one meeting."""
    return sum(end - start for start, end in merge_busy(meetings))


def free_slots(meetings, day_start, day_end, min_length=1):
    """Free gaps of at least min_length minutes between day_start and day_end."""
    slots = []
    cursor = day_start
    for start, end in merge_busy(meetings):
        if start - cursor >= min_length:
            slots.append((cursor, min(start, day_end)))
        cursor = max(cursor, end)
        if cursor >= day_end:
            break
    if day_end - cursor >= min_length:
        slots.append((cursor, day_end))
    return slots


def fmt(minute):
    """Format minutes after midnight as HH:MM."""
    hours, minutes = divmod(minute, 60)
    return f"{hours:02d}:{minutes:02d}"
