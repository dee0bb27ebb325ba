import random


def probe(import_module):
    mod = import_module("cocktail_sort")
    rng = random.Random(1207)
    out = []
    for _ in range(50):
        pairs = [(rng.randint(0, 4), i) for i in range(rng.randint(0, 9))]
        reverse = rng.random() < 0.3
        first = lambda p: p[0]
        out.append(mod.cocktail_sort(pairs, key=first, reverse=reverse))
        out.append(mod.odd_even_sort(pairs, key=first, reverse=reverse))
        out.append(mod.is_sorted(pairs, key=first, reverse=reverse))
        out.append(mod.count_swaps([p[0] for p in pairs]))
    return out
