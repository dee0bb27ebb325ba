"""Behaviour probe: Huffman costs, code lengths and round trips on random frequency tables."""

import random


def probe(import_module):
    mod = import_module("huffman")
    rng = random.Random(8107)
    out = []
    for _ in range(60):
        frequencies = {chr(97 + i): rng.randint(1, 30) for i in range(rng.randint(1, 8))}
        text = "".join(rng.choice("abcdefg") for _ in range(rng.randint(0, 25)))
        try:
            codes = mod.code_table(mod.build_tree(frequencies))
            root, bits = mod.encode(text)
            out.append((mod.cost(frequencies), sorted(len(c) for c in codes.values()),
                        len(bits), mod.decode(root, bits) == text))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(repr(type(exc).__name__))
    return out
