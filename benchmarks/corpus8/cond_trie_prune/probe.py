"""Behaviour probe: build random tries over a small alphabet, delete words, list what is left."""

import random


def _word(rng):
    return "".join(rng.choice("abc") for _ in range(rng.randint(1, 4)))


def probe(import_module):
    mod = import_module("word_trie")
    rng = random.Random(8102)
    out = []
    for _ in range(60):
        words = [_word(rng) for _ in range(rng.randint(1, 8))]
        try:
            trie = mod.Trie(words)
            deleted = [(w, trie.delete(w)) for w in (_word(rng), rng.choice(words), _word(rng))]
            out.append((tuple(deleted), tuple(trie.words()), len(trie), trie.node_count(),
                        trie.has_prefix(words[0][:2]), words[-1] in trie))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
