"""Balanced ternary: base 3 with the digits -1, 0 and +1, written '-', '0', '+'.

Every integer, negative ones included, has exactly one representation without
leading zeros, and negating a number just swaps '+' and '-'.
"""

VALUE = {"-": -1, "0": 0, "+": 1}
SYMBOL = {v: k for k, v in VALUE.items()}


def to_balanced_ternary(n: int) -> str:
    """The balanced ternary numeral of n, most significant trit first."""
    if n == 0:
        return "0"
    trits: list[str] = []
    while n:
        r = n % 3
        if r == 2:
            r = -1
        trits.insert(0, SYMBOL[r])
        n = (n - r) // 3
    return "".join(trits)


def from_balanced_ternary(numeral: str) -> int:
    """The integer a balanced ternary numeral stands for."""
    if not numeral or any(ch not in VALUE for ch in numeral):
        raise ValueError(f"not a balanced ternary numeral: {numeral!r}")
    value = 0
    for ch in numeral:
        value = 3 * value + VALUE[ch]
    return value


def negate(numeral: str) -> str:
    """The numeral of minus the number: '+' and '-' trade places."""
    return numeral.translate(str.maketrans("+-", "-+"))


def add(a: str, b: str) -> str:
    """Sum of two numerals, as a numeral."""
    return to_balanced_ternary(from_balanced_ternary(a) + from_balanced_ternary(b))


def round_to_trits(n: int, trits: int) -> int:
    """n rounded to a multiple of 3**trits: drop the lowest trits of its numeral.

    Balanced ternary rounds to nearest simply by truncation.
    """
    numeral = to_balanced_ternary(n)
    if trits >= len(numeral):
        return 0
    return from_balanced_ternary(numeral[: len(numeral) - trits]) * 3**trits
