import random


def probe(import_module):
    mod = import_module("path_counts")
    rng = random.Random(7272)
    out = []
    for _ in range(50):
        n = rng.randint(1, 9)
        edges = [(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 14))]
        adj = mod.build_graph(n, edges, directed=rng.random() < 0.3)
        s, t, via = rng.randrange(n), rng.randrange(n), rng.randrange(n)
        out.append(mod.bfs_layers(adj, s))
        try:
            out.append((mod.through_fraction(adj, s, t, via), mod.one_shortest_path(adj, s, t)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for rows in range(1, 4):
        for cols in range(1, 5):
            out.append(mod.count_shortest(mod.grid_graph(rows, cols), 0, rows * cols - 1))
    return out
