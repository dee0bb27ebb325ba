"""Word break: every way to split a string into dictionary words, by memoised recursion."""

from functools import lru_cache


def segmentations(text, words):
    """All the ways to write text as a sequence of words, each as a tuple of words."""
    vocabulary = set(words)
    longest = max(map(len, vocabulary), default=0)

    @lru_cache(maxsize=None)
    def split_from(start):
        if start == len(text):
            return ()
        found = []
        for end in range(start + 1, min(len(text), start + longest) + 1):
            piece = text[start:end]
            if piece in vocabulary:
                for rest in split_from(end):
                    found.append((piece, *rest))
        return tuple(found)

    return list(split_from(0))


def can_segment(text, words):
    return bool(segmentations(text, words))


def count_segmentations(text, words):
    return len(segmentations(text, words))


def fewest_words(text, words):
    """A segmentation with the fewest words (the first found on ties), or None."""
    return min(segmentations(text, words), key=len, default=None)
