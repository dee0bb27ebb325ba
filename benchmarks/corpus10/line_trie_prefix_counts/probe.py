"""Behaviour probe: counts, listings and removals on random multisets of short words."""

import random


def probe(import_module):
    mod = import_module("prefix_count_trie")
    rng = random.Random(2207)
    out = []
    for _ in range(25):
        words = ["".join(rng.choice("abc") for _ in range(rng.randint(0, 4)))
                 for _ in range(rng.randint(0, 8))]
        trie = mod.PrefixTrie(words)
        for _ in range(2):
            prefix = "".join(rng.choice("abc") for _ in range(rng.randint(0, 2)))
            out.append((prefix, trie.count_prefix(prefix), trie.words_with_prefix(prefix)))
        if words:
            try:
                out.append(trie.shortest_unique_prefix(rng.choice(words)))
            except Exception as e:
                out.append(repr(type(e).__name__))
        for word in rng.sample(words, len(words) // 2):
            out.append(trie.remove(word))
        out.append((len(trie), trie.words_with_prefix(), trie.count_prefix("a")))
    return out
