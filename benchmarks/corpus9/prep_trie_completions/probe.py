"""Behaviour probe: completions and common prefixes of random word sets."""

import random


def probe(import_module):
    mod = import_module("autocomplete_trie")
    rng = random.Random(9101)
    out = []
    for _ in range(60):
        words = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 5)))
                 for _ in range(rng.randint(0, 12))]
        try:
            trie = mod.Trie(words)
            prefix = "".join(rng.choice("abc") for _ in range(rng.randint(0, 2)))
            out.append((len(trie), trie.complete(prefix), trie.complete("", limit=4),
                        trie.longest_common_prefix(), prefix in trie))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
