"""Word break: splitting a string into dictionary words, by memoised recursion."""

from functools import lru_cache


def _longest(vocabulary):
    return max(map(len, vocabulary), default=0)


def segmentations(text, words):
    """All the ways to write text as a sequence of words, each as a tuple of words."""
    vocabulary = set(words)
    longest = _longest(vocabulary)

    @lru_cache(maxsize=None)
    def split_from(start):
        if start == len(text):
            return ((),)
        found = []
        for end in range(start + 1, min(len(text), start + longest) + 1):
            piece = text[start:end]
            if piece in vocabulary:
                for rest in split_from(end):
                    found.append((piece, *rest))
        return tuple(found)

    return list(split_from(0))


def count_segmentations(text, words):
    """How many segmentations text has, counted without listing them."""
    vocabulary = set(words)
    longest = _longest(vocabulary)

    @lru_cache(maxsize=None)
    def ways(start):
        if start == len(text):
            return 1
        ends = range(start + 1, min(len(text), start + longest) + 1)
        return sum(ways(end) for end in ends if text[start:end] in vocabulary)

    return ways(0)


def can_segment(text, words):
    return count_segmentations(text, words) > 0


def fewest_words(text, words):
    """A segmentation with the fewest words (the first found on ties), or None."""
    return min(segmentations(text, words), key=len, default=None)
