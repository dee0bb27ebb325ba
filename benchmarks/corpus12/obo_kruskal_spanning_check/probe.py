import random


def probe(import_module):
    mod = import_module("kruskal_forest")
    rng = random.Random(1201)
    out = []
    for _ in range(60):
        n = rng.randint(1, 7)
        edges = []
        for _ in range(rng.randint(0, 10)):
            edges.append((rng.randrange(n), rng.randrange(n), rng.randint(1, 9)))
        for call in (
            lambda: mod.spanning_forest(n, edges),
            lambda: mod.minimum_spanning_tree(n, edges),
            lambda: mod.is_spanning_tree(n, mod.spanning_forest(n, edges)),
            lambda: mod.component_count(n, edges),
            lambda: mod.max_spacing_clusters(n, edges, rng.randint(1, n)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
