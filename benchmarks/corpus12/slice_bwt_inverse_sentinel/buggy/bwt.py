"""Burrows-Wheeler transform with move-to-front coding, as used by bzip2."""

SENTINEL = "\x03"


def bwt(text, sentinel=SENTINEL):
    """Last column of the sorted rotations of text + sentinel."""
    if sentinel in text:
        raise ValueError("text already contains the sentinel")
    s = text + sentinel
    rotations = sorted(s[i:] + s[:i] for i in range(len(s)))
    return "".join(rotation[-1] for rotation in rotations)


def _original_row(table, sentinel):
    """The row of the rebuilt rotation table that is the input text."""
    for row in table:
        if row.endswith(sentinel):
            return row[1:]
    raise ValueError("no row ends with the sentinel")


def inverse_bwt(last, sentinel=SENTINEL):
    """Rebuild the text from the last column by repeated prepend-and-sort."""
    if last.count(sentinel) != 1:
        raise ValueError("transform must hold exactly one sentinel")
    table = [""] * len(last)
    for _ in range(len(last)):
        table = sorted(ch + row for ch, row in zip(last, table))
    return _original_row(table, sentinel)


def mtf_encode(text, alphabet):
    """Move-to-front: each symbol becomes its index in a recency list."""
    symbols = list(alphabet)
    codes = []
    for ch in text:
        index = symbols.index(ch)
        codes.append(index)
        symbols.insert(0, symbols.pop(index))
    return codes


def mtf_decode(codes, alphabet):
    symbols = list(alphabet)
    chars = []
    for index in codes:
        ch = symbols.pop(index)
        chars.append(ch)
        symbols.insert(0, ch)
    return "".join(chars)


def zero_runs(codes):
    """Collapse runs of zeros into (0, run length) pairs; other codes stay."""
    out = []
    for code in codes:
        if code == 0 and out and isinstance(out[-1], tuple):
            out[-1] = (0, out[-1][1] + 1)
        elif code == 0:
            out.append((0, 1))
        else:
            out.append(code)
    return out


def expand_runs(items):
    codes = []
    for item in items:
        codes.extend([0] * item[1] if isinstance(item, tuple) else [item])
    return codes


def compress(text):
    """BWT, then move-to-front over the sorted alphabet, then zero-run coding."""
    last = bwt(text)
    alphabet = "".join(sorted(set(last)))
    return alphabet, zero_runs(mtf_encode(last, alphabet))


def decompress(alphabet, items):
    return inverse_bwt(mtf_decode(expand_runs(items), alphabet))
