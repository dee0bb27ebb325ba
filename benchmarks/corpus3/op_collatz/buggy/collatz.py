"""Collatz sequences: the next term, step counts, peaks and the longest chain below a limit."""


def next_term(n):
    """Halve an even number; send an odd one to 3n + 1."""
    return n // 2 if n % 2 == 0 else 3 * n - 1


def sequence(n):
    """The terms from n down to 1, both included."""
    if n < 1:
        raise ValueError("n must be a positive integer")
    terms = [n]
    while n != 1:
        n = next_term(n)
        terms.append(n)
    return terms


def steps(n):
    """How many steps it takes n to reach 1."""
    if n < 1:
        raise ValueError("n must be a positive integer")
    count = 0
    while n != 1:
        n = next_term(n)
        count += 1
    return count


def peak(n):
    """The largest term on the way from n to 1."""
    return max(sequence(n))


def longest_chain(limit):
    """The start below limit with the most steps (the smallest such start on ties)."""
    best, best_steps = 1, 0
    for start in range(1, limit):
        count = steps(start)
        if count > best_steps:
            best, best_steps = start, count
    return best, best_steps
