"""Disk-arm scheduling policies: FCFS, SSTF, SCAN, C-SCAN, LOOK and C-LOOK.

Every policy takes the pending cylinder requests and the current head
position and returns the path of the head: the requests in service order,
plus the disk edges (0 or cylinders - 1) when the policy travels to them.
"""

from bisect import bisect_left


def _check(requests, head, cylinders):
    if cylinders <= 0:
        raise ValueError("the disk needs at least one cylinder")
    for cyl in [*requests, head]:
        if not 0 <= cyl < cylinders:
            raise ValueError("cylinder %r is off the disk" % (cyl,))
    if len(set(requests)) != len(requests):
        raise ValueError("duplicate requests")


def _split(requests, head):
    """Requests below the head and those at or above it, both ascending."""
    ordered = requests
    cut = bisect_left(ordered, head)
    return ordered[:cut], ordered[cut:]


def seek_distance(head, path):
    """Total number of cylinders the head crosses while following path."""
    total = 0
    for cyl in path:
        total += abs(cyl - head)
        head = cyl
    return total


def fcfs(requests, head, cylinders=200):
    _check(requests, head, cylinders)
    return list(requests)


def sstf(requests, head, cylinders=200):
    """Shortest seek time first; ties go to the lower cylinder."""
    _check(requests, head, cylinders)
    pending = list(requests)
    path = []
    while pending:
        nearest = min(pending, key=lambda cyl: (abs(cyl - head), cyl))
        pending.remove(nearest)
        path.append(nearest)
        head = nearest
    return path


def scan(requests, head, cylinders=200, direction="up", edge=True):
    """Elevator: sweep one way, then reverse.

    With edge=True (SCAN) the arm runs to the last cylinder before turning
    round; with edge=False (LOOK) it turns at the last request.
    """
    _check(requests, head, cylinders)
    lower, upper = _split(requests, head)
    if direction == "up":
        turn = [cylinders - 1] if edge and lower and upper[-1:] != [cylinders - 1] else []
        return upper + turn + lower[::-1]
    if direction == "down":
        turn = [0] if edge and upper and lower[:1] != [0] else []
        return lower[::-1] + turn + upper
    raise ValueError("direction must be 'up' or 'down'")


def look(requests, head, cylinders=200, direction="up"):
    return scan(requests, head, cylinders, direction, edge=False)


def c_scan(requests, head, cylinders=200, edge=True):
    """Circular SCAN: serve upwards only, then jump back to the start."""
    _check(requests, head, cylinders)
    lower, upper = _split(requests, head)
    if not lower:
        return upper
    if edge:
        return upper + [cylinders - 1, 0] + lower
    return upper + lower


def c_look(requests, head, cylinders=200):
    return c_scan(requests, head, cylinders, edge=False)


POLICIES = {"fcfs": fcfs, "sstf": sstf, "scan": scan, "look": look,
            "c-scan": c_scan, "c-look": c_look}


def compare(requests, head, cylinders=200):
    """Map each policy name to the total seek distance it needs."""
    return {name: seek_distance(head, policy(requests, head, cylinders))
            for name, policy in POLICIES.items()}
