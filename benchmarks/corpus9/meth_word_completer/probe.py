"""Behaviour probe: random vocabularies, weights and prefix completions."""

import random


def probe(import_module):
    mod = import_module("word_completer")
    rng = random.Random(9606)
    out = []
    for _ in range(20):
        completer = mod.WordCompleter()
        for _ in range(rng.randint(1, 12)):
            word = "".join(rng.choice("abc") for _ in range(rng.randint(1, 4)))
            try:
                completer.add(word, rng.randint(1, 5))
            except Exception as e:
                out.append(repr(type(e).__name__))
        out.append(len(completer))
        for _ in range(3):
            prefix = "".join(rng.choice("abc") for _ in range(rng.randint(0, 2)))
            try:
                out.append((prefix, tuple(completer.complete(prefix, rng.choice([None, 2])))))
                out.append((prefix, prefix in completer, completer.weight(prefix)))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
