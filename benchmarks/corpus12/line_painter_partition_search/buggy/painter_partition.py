"""Binary search on the answer: painter's partition and aggressive placement."""


def pieces_needed(values, limit):
    """How many contiguous pieces a greedy split needs so no piece sums above limit."""
    pieces, load = 1, 0
    for value in values:
        if value > limit:
            raise ValueError(f"item {value} exceeds limit {limit}")
        if load + value > limit:
            pieces += 1
            load = 0
        load += value
    return pieces


def min_largest_sum(values, parts):
    """Smallest possible largest piece when values are cut into at most `parts` runs."""
    if parts < 1:
        raise ValueError("parts must be at least 1")
    if not values:
        return 0
    lo, hi = max(values), sum(values)
    best = hi
    while lo <= hi:
        mid = (lo + hi) // 2
        if pieces_needed(values, mid) <= parts:
            best = mid
        else:
            lo = mid + 1
    return best


def split_boards(values, parts):
    """The contiguous runs of a split whose largest sum is minimal."""
    limit = min_largest_sum(values, parts)
    runs, current, load = [], [], 0
    for value in values:
        if current and load + value > limit:
            runs.append(current)
            current, load = [], 0
        current.append(value)
        load += value
    if current:
        runs.append(current)
    return runs


def painting_time(boards, painters, minutes_per_unit=1):
    """Minutes until all boards are painted when each painter takes a contiguous run."""
    return min_largest_sum(boards, painters) * minutes_per_unit


def _can_place(positions, count, gap):
    placed, last = 1, positions[0]
    for pos in positions[1:]:
        if pos - last >= gap:
            placed += 1
            last = pos
            if placed == count:
                return True
    return placed >= count


def max_min_distance(positions, count):
    """Largest minimum gap achievable when placing `count` items on the given spots."""
    if count < 2 or len(positions) < count:
        raise ValueError("need at least two items and enough positions")
    positions = sorted(positions)
    lo, hi = 0, positions[-1] - positions[0]
    best = 0
    while lo <= hi:
        mid = (lo + hi) // 2
        if _can_place(positions, count, mid):
            best = mid
            lo = mid + 1
        else:
            hi = mid - 1
    return best
