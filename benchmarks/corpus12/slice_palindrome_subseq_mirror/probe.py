import random


def probe(import_module):
    mod = import_module("palindrome_subseq")
    rng = random.Random(1203)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("abcab") for _ in range(rng.randint(0, 12)))
        for fn in (mod.lps_length, mod.longest_palindromic_subsequence, mod.min_deletions_to_palindrome,
                   mod.make_palindrome_by_deletion):
            try:
                out.append(fn(text))
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(mod.k_palindrome(text, rng.randint(-1, 5)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
