"""A naive suffix array with its LCP array, and what they tell about a text."""

from __future__ import annotations

SENTINEL = "$"


def suffix_array(text: str) -> list[int]:
    """Start indexes of the suffixes of text, in lexicographic order of the suffixes."""
    return sorted(range(len(text)), key=lambda i: text[i:])


def common_prefix_length(a: str, b: str) -> int:
    length = 0
    for x, y in zip(a, b):
        if x != y:
            break
        length += 1
    return length


def lcp_array(text: str, sa: list[int] | None = None) -> list[int]:
    """lcp[k] is the common prefix length of the suffixes at sa[k - 1] and sa[k]; lcp[0] = 0."""
    if sa is None:
        sa = suffix_array(text)
    lcp = [0] * len(sa)
    for k in range(1, len(sa)):
        lcp[k] = common_prefix_length(text[sa[k - 1]:], text[sa[k]:])
    return lcp


def longest_repeated_substring(text: str) -> str:
    """The longest substring occurring at least twice (overlaps allowed).

    Among several of the same length the lexicographically smallest is returned.
    """
    sa = suffix_array(text)
    lcp = lcp_array(text, sa)
    best = 0
    for k in range(1, len(lcp)):
        if lcp[k] > lcp[best]:
            best = k
    return text[sa[best]:sa[best] + lcp[best]] if lcp else ""


def count_distinct_substrings(text: str) -> int:
    """Number of different non-empty substrings of text."""
    n = len(text)
    return n * (n + 1) // 2 - sum(lcp_array(text))


def burrows_wheeler(text: str) -> str:
    """The Burrows-Wheeler transform of text + SENTINEL, read off the suffix array."""
    if SENTINEL in text:
        raise ValueError(f"text must not contain {SENTINEL!r}")
    marked = text + SENTINEL
    return "".join(marked[i - 1] for i in suffix_array(marked))
