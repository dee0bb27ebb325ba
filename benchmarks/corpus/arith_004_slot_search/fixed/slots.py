"""Find free appointment slots in a sorted day schedule."""


def first_at_or_after(starts: list[int], minute: int) -> int:
    """Index of the first start time >= minute (len(starts) if none)."""
    lo, hi = 0, len(starts)
    while lo < hi:
        mid = (lo + hi) // 2
        if starts[mid] < minute:
            lo = mid + 1
        else:
            hi = mid
    return lo


def next_slot(starts: list[int], minute: int) -> int | None:
    """The first slot starting at or after minute, or None."""
    index = first_at_or_after(starts, minute)
    return starts[index] if index < len(starts) else None


def format_minute(minute: int) -> str:
    """Minutes after midnight as HH:MM."""
    return f"{minute // 60:02d}:{minute % 60:02d}"
