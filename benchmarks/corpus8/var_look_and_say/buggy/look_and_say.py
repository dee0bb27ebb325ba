"""Look-and-say sequence: each term describes the runs of digits in the term before it."""


def runs(text):
    """Split text into (character, run length) pairs, in order: "1121" -> 1 twice, 2, 1."""
    pairs = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            i += 1
        pairs.append((text[i], j - i))
        i = j
    return pairs


def next_term(term):
    """Read a term aloud: "1211" is one 1, one 2, two 1s, so the next term is "111221"."""
    return "".join(f"{count}{digit}" for digit, count in runs(term))


def sequence(seed="1", count=10):
    """The first count terms, starting with seed itself."""
    if count < 0:
        raise ValueError("count must not be negative")
    terms = []
    term = seed
    for _ in range(count):
        terms.append(term)
        if len(terms) < count:
            term = next_term(term)
    return terms


def nth_term(n, seed="1"):
    """The n-th term (numbered from 1) of the sequence that starts with seed."""
    if n < 1:
        raise ValueError("terms are numbered from 1")
    return sequence(seed, n)[-1]


def lengths(count, seed="1"):
    """Lengths of the first count terms (their ratio tends to Conway's constant, ~1.3036)."""
    return [len(term) for term in sequence(seed, count)]


def decode(term):
    """Undo one step: "111221" -> "1211". The term must have an even number of digits."""
    if len(term) % 2:
        raise ValueError("a look-and-say description has an even length")
    return "".join(term[k + 1] * int(term[k]) for k in range(0, len(term), 2))
