"""Binary reflected Gray code: encoding, decoding and the n-bit cycle."""


def to_gray(n):
    """The Gray code of n: n with each bit XOR-ed with the bit above it."""
    return n ^ (n >> 1)


def from_gray(code):
    """The number whose Gray code is code (XOR of all right shifts of code)."""
    n = 0
    while code:
        n ^= code
        code >>= 1
    return n


def gray_sequence(bits):
    """The 2**bits codes in Gray order: each differs from the previous one in one bit."""
    return [to_gray(i) for i in range(1 << bits)]


def gray_strings(bits):
    """The same sequence as zero-padded binary strings."""
    if bits == 0:
        return [""]
    return [format(code, f"0{bits}b") for code in gray_sequence(bits)]


def differ_by_one_bit(a, b):
    diff = a ^ b
    return diff != 0 and diff & (diff - 1) == 0


def is_gray_cycle(codes):
    """True if neighbours, and the last and first code, differ in exactly one bit."""
    pairs = zip(codes, codes[1:] + codes[:1])
    return len(codes) > 1 and all(differ_by_one_bit(a, b) for a, b in pairs)
