import random


def probe(import_module):
    mod = import_module("heap_permutations")
    rng = random.Random(7373)
    out = []
    for _ in range(30):
        n = rng.randint(0, 5)
        items = rng.sample("abcdefg", n)
        try:
            out.append(mod.permutations_page(items, rng.randint(0, 8), rng.randint(1, 6)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        perm = list(range(n))
        rng.shuffle(perm)
        out.append((mod.permutation_rank(perm), mod.parity(perm), mod.cycles(perm), mod.inverse(perm)))
        try:
            out.append(mod.nth_permutation(items, rng.randint(0, 30)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    out.append(mod.heap_permutations("wxyz"))
    return out
