"""Behaviour probe: palindromes of generated strings over a small alphabet."""

import random


def probe(import_module):
    mod = import_module("manacher")
    rng = random.Random(11)
    out = []
    for size in range(25):
        s = "".join(rng.choice("abc") for _ in range(size))
        out.append(mod.longest_palindrome(s))
        out.append(mod.count_palindromes(s))
        out.append(mod.shortest_palindrome(s))
    return out
