import random


def probe(import_module):
    mod = import_module("tree_distances")
    rng = random.Random(1729)
    out = []
    for _ in range(30):
        n = rng.randint(1, 12)
        labels = list(range(n))
        rng.shuffle(labels)
        edges = [(labels[rng.randrange(i)], labels[i]) for i in range(1, n)]
        for call in (lambda: mod.distance_sums(n, edges),
                     lambda: mod.tree_medians(n, edges),
                     lambda: mod.subtree_sizes(n, edges, rng.randrange(n))):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
