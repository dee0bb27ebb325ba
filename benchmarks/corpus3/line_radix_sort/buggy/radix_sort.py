"""LSD radix sort for non-negative integers: one stable bucket pass per digit."""


def digit_at(value, exp, base=10):
    """The digit of value at place exp (1, base, base**2, ...)."""
    return value // exp % base


def _bucket_pass(values, exp, base):
    buckets = [[] for _ in range(base)]
    for value in values:
        buckets[digit_at(value, exp, base)].append(value)
    return [value for bucket in buckets for value in bucket]


def radix_sort(values, base=10):
    """Return the non-negative integers in ascending order."""
    if any(value < 0 for value in values):
        raise ValueError("radix_sort needs non-negative integers")
    result = list(values)
    if not result:
        return result
    largest = max(result)
    exp = 1
    while largest // exp > 0:
        result = _bucket_pass(result, exp, base)
    return result


def digit_count(value, base=10):
    """How many digits value has in the given base (0 has one)."""
    count = 1
    while value >= base:
        value //= base
        count += 1
    return count
