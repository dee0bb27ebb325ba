"""Aliquot sums, abundance classes, amicable numbers and aliquot sequences."""


def aliquot_sum(n: int) -> int:
    """Return the sum of the proper divisors of n (all divisors smaller than n)."""
    if n < 1:
        raise ValueError("n must be a positive integer")
    if n == 1:
        return 0
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            if d * d != n:
                total += n // d
        d += 1
    return total


def classify(n: int) -> str:
    """Return 'deficient', 'perfect' or 'abundant' for a positive integer n."""
    s = aliquot_sum(n)
    if s < n:
        return "deficient"
    if s > n:
        return "abundant"
    return "perfect"


def perfect_numbers(limit: int) -> list[int]:
    """All perfect numbers up to and including limit."""
    return [n for n in range(2, limit + 1) if aliquot_sum(n) == n]


def amicable_partner(n: int) -> int | None:
    """The amicable partner of n, or None when n is not amicable."""
    m = aliquot_sum(n)
    if m != n and m > 0 and aliquot_sum(m) == n:
        return m
    return None


def amicable_pairs(limit: int) -> list[tuple[int, int]]:
    """Amicable pairs (a, b) with a < b <= limit, ordered by a."""
    pairs = []
    for a in range(2, limit + 1):
        b = amicable_partner(a)
        if b is not None and a < b <= limit:
            pairs.append((a, b))
    return pairs


def aliquot_sequence(n: int, max_terms: int | None = None) -> list[int]:
    """Iterate the aliquot sum starting at n.

    Stops when the sequence reaches 0, when the next term would repeat an earlier
    one (a perfect, amicable or sociable cycle), or after max_terms terms.
    """
    seq = [n]
    seen = {n}
    while n != 0 and (max_terms is None or len(seq) < max_terms):
        n = aliquot_sum(n) if n > 0 else 0
        if n in seen:
            break
        seq.append(n)
        seen.add(n)
    return seq


def cycle_length(n: int) -> int:
    """Length of the cycle the aliquot sequence of n ends in (0 if it reaches 0)."""
    seq = aliquot_sequence(n)
    if seq[-1] == 0:
        return 0
    repeat = aliquot_sum(seq[-1])
    return len(seq) - seq.index(repeat)
