import random


def probe(import_module):
    mod = import_module("tree_isomorphism")
    rng = random.Random(6174)
    out = []

    def random_tree(n):
        return (n, [(rng.randrange(v), v) for v in range(1, n)])

    for _ in range(30):
        a, b = random_tree(rng.randint(1, 7)), random_tree(rng.randint(1, 7))
        for call in (lambda: mod.tree_code(*a),
                     lambda: mod.isomorphic(a, b),
                     lambda: mod.rooted_code(*b, root=rng.randrange(b[0])),
                     lambda: mod.find_centers(mod.adjacency(*a))):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
