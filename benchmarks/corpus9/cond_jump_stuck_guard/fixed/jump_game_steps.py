"""Jump game: from index 0, each position i lets you jump up to steps[i] places ahead."""


def can_reach_end(steps):
    """True if the last index can be reached from index 0."""
    farthest = 0
    for i, step in enumerate(steps):
        if i > farthest:
            return False
        farthest = max(farthest, i + step)
    return True


def min_jumps(steps):
    """Fewest jumps from index 0 to the last index, or -1 if it cannot be reached.

    Greedy over levels: `end` is the farthest index reachable with `jumps` jumps;
    scanning up to it gives the farthest index reachable with one jump more.
    """
    if any(step < 0 for step in steps):
        raise ValueError("steps must be non-negative")
    n = len(steps)
    jumps = 0
    end = 0
    farthest = 0
    i = 0
    while end < n - 1:
        while i <= end:
            farthest = max(farthest, i + steps[i])
            i += 1
        if farthest <= end:
            return -1
        jumps += 1
        end = farthest
    return jumps


def jump_plan(steps):
    """Indices visited on one shortest route (greedy: farthest-reaching next stop)."""
    if not can_reach_end(steps):
        return None
    route = [0]
    pos = 0
    while pos < len(steps) - 1:
        if pos + steps[pos] >= len(steps) - 1:
            pos = len(steps) - 1
        else:
            pos = max(range(pos + 1, pos + steps[pos] + 1), key=lambda j: j + steps[j])
        route.append(pos)
    return route
