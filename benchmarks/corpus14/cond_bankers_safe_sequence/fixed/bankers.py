"""Banker's algorithm for deadlock avoidance.

A system state is described by the vector of available resources and, for
every process, its maximum claim and its current allocation.  The state is
safe when all processes can finish in some order, each one borrowing what it
still needs from the pool and giving back everything it holds when it is done.
"""


class UnsafeRequest(Exception):
    """Raised when a request cannot be granted right now."""


def need_matrix(maximum, allocation):
    """Return what every process may still ask for (maximum - allocation)."""
    if len(maximum) != len(allocation):
        raise ValueError("maximum and allocation describe different processes")
    need = []
    for claim, held in zip(maximum, allocation):
        if len(claim) != len(held):
            raise ValueError("resource vectors differ in length")
        row = [c - h for c, h in zip(claim, held)]
        if any(x < 0 for x in row):
            raise ValueError("a process holds more than its maximum claim")
        need.append(row)
    return need


def _fits(request, pool):
    """True if every component of request is available in pool."""
    return all(r <= p for r, p in zip(request, pool))


def safe_sequence(available, maximum, allocation):
    """Return an order in which every process can finish, or None if unsafe.

    Whenever several processes could run next, the lowest index goes first.
    """
    need = need_matrix(maximum, allocation)
    work = list(available)
    finished = [False] * len(need)
    order = []
    while len(order) < len(need):
        for pid, row in enumerate(need):
            if not finished[pid] and _fits(row, work):
                work = [w + a for w, a in zip(work, allocation[pid])]
                finished[pid] = True
                order.append(pid)
                break
        else:
            return None
    return order


def is_safe(available, maximum, allocation):
    """True if the state admits a safe sequence."""
    return safe_sequence(available, maximum, allocation) is not None


def request_resources(available, maximum, allocation, pid, request):
    """Grant `request` to process `pid` if the resulting state is safe.

    Returns the new (available, allocation) pair; the inputs are not changed.
    Raises ValueError if the request exceeds the process's remaining claim and
    UnsafeRequest if it must wait (not enough free or the state would be unsafe).
    """
    need = need_matrix(maximum, allocation)
    if any(r < 0 for r in request):
        raise ValueError("negative request")
    if not _fits(request, need[pid]):
        raise ValueError("process %d asked for more than its claim" % pid)
    if not _fits(request, available):
        raise UnsafeRequest("not enough free resources for process %d" % pid)
    new_available = [a - r for a, r in zip(available, request)]
    new_allocation = [list(row) for row in allocation]
    new_allocation[pid] = [h + r for h, r in zip(allocation[pid], request)]
    if not is_safe(new_available, maximum, new_allocation):
        raise UnsafeRequest("granting process %d would leave the system unsafe" % pid)
    return new_available, new_allocation


def release_resources(available, allocation, pid, amount):
    """Return the (available, allocation) pair after process pid gives back amount."""
    if not _fits(amount, allocation[pid]):
        raise ValueError("process %d does not hold that much" % pid)
    new_available = [a + r for a, r in zip(available, amount)]
    new_allocation = [list(row) for row in allocation]
    new_allocation[pid] = [h - r for h, r in zip(allocation[pid], amount)]
    return new_available, new_allocation


def total_resources(available, allocation):
    """Total instances of every resource type in the system."""
    totals = list(available)
    for row in allocation:
        totals = [t + h for t, h in zip(totals, row)]
    return totals
