"""Front coding: compress a sorted word list by sharing prefixes with the previous word."""

import bisect


def common_prefix_length(a, b):
    """Number of leading characters a and b have in common."""
    limit = min(len(a), len(b))
    i = 0
    while i < limit and a[i] == b[i]:
        i += 1
    return i


def encode(words, block_size=0):
    """Sort the words and return (shared, suffix) pairs.

    shared is how many leading characters the word has in common with the word
    before it.  With block_size > 0 every block_size-th entry is stored in full
    (shared == 0) so that each block can be decoded on its own.
    """
    ordered = sorted(words)
    entries = []
    previous = ""
    for index, word in enumerate(ordered):
        if block_size and index % block_size == 0:
            previous = ""
        shared = common_prefix_length(previous, word)
        entries.append((shared, word[shared:]))
        previous = word
    return entries


def decode(entries):
    """Rebuild the word list from (shared, suffix) pairs."""
    words = []
    previous = ""
    for shared, suffix in entries:
        if shared > len(previous):
            raise ValueError(f"entry shares {shared} characters with {previous!r}")
        word = previous[:shared] + suffix
        words.append(word)
        previous = word
    return words


def serialize(entries):
    """Pack entries into one string: '<shared>,<len>:<suffix>' for each entry."""
    return "".join(f"{shared},{len(suffix)}:{suffix}" for shared, suffix in entries)


def deserialize(text):
    """Inverse of serialize."""
    entries = []
    pos = 0
    while pos < len(text):
        comma = text.index(",", pos)
        colon = text.index(":", comma)
        shared, size = int(text[pos:comma]), int(text[comma + 1:colon])
        start = colon + 1
        if start + size > len(text):
            raise ValueError("truncated suffix")
        entries.append((shared, text[start:start + size]))
        pos = start + size
    return entries


def contains(entries, word, block_size):
    """Look word up in block-coded entries: binary search the block heads, then scan one block."""
    heads = [suffix for shared, suffix in entries[::block_size]]
    block = bisect.bisect_right(heads, word) - 1
    if block < 0:
        return False
    start = block * block_size
    return word in decode(entries[start:start + block_size])


def saved_characters(words):
    """How many characters front coding saves compared with storing every word in full."""
    return sum(shared for shared, _ in encode(words))
