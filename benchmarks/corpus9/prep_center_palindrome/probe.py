"""Behaviour probe: palindromes of random strings over a tiny alphabet."""

import random


def probe(import_module):
    mod = import_module("longest_palindrome_center")
    rng = random.Random(9404)
    out = []
    for _ in range(70):
        s = "".join(rng.choice("abc") for _ in range(rng.randint(0, 14)))
        try:
            out.append((s, mod.longest_palindrome(s), mod.count_palindromes(s),
                        mod.shortest_palindrome(s)))
        except Exception as e:
            out.append((s, repr(type(e).__name__)))
    return out
