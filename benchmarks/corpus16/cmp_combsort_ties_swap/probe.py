import random


def probe(import_module):
    mod = import_module("comb_sort")
    rng = random.Random(1300)
    out = []
    for case in range(60):
        values = [rng.randint(0, 12) for _ in range(rng.randint(0, 9))]
        words = [rng.choice(["ab", "c", "def", "gh", "ijkl", "m"]) for _ in range(rng.randint(0, 6))]
        try:
            out.append(mod.comb_sort(values, reverse=case % 4 == 0))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(mod.is_sorted(values))
        try:
            out.append((mod.comb_sort(words, key=len), mod.argsort(values)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append((mod.median(values), mod.sorted_unique(values), mod.top_n(values, rng.randint(-1, 3))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
