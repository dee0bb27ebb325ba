"""Behaviour probe: random texts in mixed case with accents and stopwords."""

import random

VOCAB = ["The", "the", "Café", "cafe", "Apple", "apple", "AND", "is", "Bob's", "run",
         "RUN", "x", "42", "Naïve", "naive", "tea."]


def probe(import_module):
    mod = import_module("freq")
    rng = random.Random(434)
    out = []
    for _ in range(60):
        text = " ".join(rng.choice(VOCAB) for _ in range(rng.randint(0, 12)))
        counter = mod.WordCounter(min_length=rng.choice([1, 2, 3])).add(text)
        try:
            out.append((counter.most_common(4), counter.total, counter.top_bigrams(2, 1)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
