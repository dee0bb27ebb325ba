"""Behaviour probe: random inserts, deletes and lookups against a trie."""

import random


def probe(import_module):
    pt = import_module("prefixtree")
    rng = random.Random(26)
    out = []
    for _ in range(15):
        trie = pt.Trie()
        for _ in range(rng.randrange(3, 12)):
            word = "".join(rng.choice("abc") for _ in range(rng.randrange(1, 5)))
            if rng.random() < 0.8:
                trie.insert(word, rng.randrange(100))
            elif word in trie:
                trie.delete(word)
        out.append(sorted(trie.items()))
        out.append(len(trie))
        for _ in range(4):
            probe_word = "".join(rng.choice("abc") for _ in range(rng.randrange(1, 4)))
            out.append((probe_word in trie, trie.count_prefix(probe_word), trie.longest_prefix_of(probe_word + "abc")))
        out.append(pt.autocomplete(trie, rng.choice("abc"), 3))
        out.append(pt.fuzzy_lookup(trie, "ab"))
    return out
