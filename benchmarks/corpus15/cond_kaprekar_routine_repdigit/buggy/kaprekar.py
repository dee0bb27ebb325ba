"""Kaprekar's routine and Kaprekar numbers.

Kaprekar's routine takes a number of `width` digits (leading zeros allowed), arranges its
digits in descending and in ascending order and subtracts the smaller from the larger.
Repeated, it reaches 495 for three digits and 6174 for four digits within a few steps,
unless all the digits are equal (then the first step gives 0).
"""

KAPREKAR_CONSTANTS = {3: 495, 4: 6174}


def digits_of(n, width):
    """The digits of n, padded with leading zeros to `width` digits."""
    if n < 0:
        raise ValueError("negative numbers have no Kaprekar routine")
    text = str(n).zfill(width)
    if len(text) > width:
        raise ValueError(f"{n} has more than {width} digits")
    return [int(ch) for ch in text]


def from_digits(digits):
    """The number written by a list of decimal digits."""
    value = 0
    for digit in digits:
        value = value * 10 + digit
    return value


def kaprekar_step(n, width=4):
    """One step of the routine: digits in descending order minus digits in ascending order."""
    digits = digits_of(n, width)
    high = from_digits(sorted(digits, reverse=True))
    low = from_digits(sorted(digits))
    return high - low


def kaprekar_chain(n, width=4):
    """The numbers visited from n up to and including the constant of this width."""
    if width not in KAPREKAR_CONSTANTS:
        raise ValueError(f"no Kaprekar constant for {width} digits")
    digits = digits_of(n, width)
    target = KAPREKAR_CONSTANTS[width]
    chain = [n]
    while chain[-1] != target:
        chain.append(kaprekar_step(chain[-1], width))
    return chain


def iterations(n, width=4):
    """How many steps of the routine n needs to reach the constant."""
    return len(kaprekar_chain(n, width)) - 1


def iteration_histogram(width=4):
    """For every width-digit number that is not a repdigit: {steps: how many numbers}."""
    counts = {}
    for n in range(10 ** width):
        if len(set(digits_of(n, width))) == 1:
            continue
        steps = iterations(n, width)
        counts[steps] = counts.get(steps, 0) + 1
    return dict(sorted(counts.items()))


def slowest_numbers(width=4):
    """The numbers needing the most steps, in increasing order."""
    best, numbers = -1, []
    for n in range(10 ** width):
        if len(set(digits_of(n, width))) == 1:
            continue
        steps = iterations(n, width)
        if steps > best:
            best, numbers = steps, [n]
        elif steps == best:
            numbers.append(n)
    return best, numbers


def is_kaprekar_number(n):
    """True if n*n splits into a left part and a right part of len(str(n)) digits summing to n."""
    if n < 1:
        return False
    left, right = divmod(n * n, 10 ** len(str(n)))
    return left + right == n


def kaprekar_numbers(limit):
    """All Kaprekar numbers (in the sense of is_kaprekar_number) up to limit."""
    return [n for n in range(1, limit + 1) if is_kaprekar_number(n)]
