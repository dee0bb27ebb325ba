import random


def probe(import_module):
    mod = import_module("min_window")
    rng = random.Random(1208)
    out = []
    for _ in range(50):
        s = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 14)))
        t = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 4)))
        for call in (lambda: mod.min_window(s, t), lambda: mod.longest_k_distinct(s, rng.randint(-1, 3)),
                     lambda: mod.find_anagrams(s, t)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(mod.max_sum_window([rng.randint(-9, 9) for _ in range(6)], rng.randint(0, 7)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
