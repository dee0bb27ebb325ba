"""Behaviour probe: word statistics of random mixed-case texts."""

import random

VOCAB = ["the", "The", "CAT", "cat", "dog's", "'dog'", "Sun", "sun", "x", "a", "A"]


def probe(import_module):
    mod = import_module("top_k_words")
    rng = random.Random(9909)
    out = []
    for _ in range(60):
        text = "".join(rng.choice(VOCAB) + rng.choice([" ", ", ", ". ", "--"])
                       for _ in range(rng.randint(0, 10)))
        try:
            out.append((mod.words(text), mod.top_k(text, rng.randint(1, 4)), mod.hapaxes(text),
                        round(mod.vocabulary_ratio(text), 6)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
