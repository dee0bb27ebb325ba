"""The Josephus problem: the order of elimination by simulation, the survivor by recurrence."""


def elimination_order(n, k):
    """People 1..n stand in a circle and every k-th is removed; the order they leave in."""
    if k < 1:
        raise ValueError("k must be at least 1")
    people = list(range(1, n + 1))
    order = []
    index = 0
    while people:
        index = (index + k - 1) % len(people)
        order.append(people.pop(index))
    return order


def _last_index(n, k):
    """0-based position of the survivor: J(1) = 0, J(n) = (J(n - 1) + k) % n."""
    if n == 1:
        return 0
    return (_last_index(n - 1, k) + k) % n


def survivor(n, k):
    """The 1-based position of the last person standing."""
    if n < 1 or k < 1:
        raise ValueError("n and k must be at least 1")
    return _last_index(n, k) + 1


def survivor_every_second(n):
    """Closed form for k = 2: 2 * (n - 2**m) + 1 with 2**m the largest power of 2 <= n."""
    if n < 1:
        raise ValueError("n must be at least 1")
    highest = 1 << (n.bit_length() - 1)
    return 2 * (n - highest) + 1
